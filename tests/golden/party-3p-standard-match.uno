[RulesVersion "6"]
[Edition "party"]
[Players "3"]
[Seed "1"]
[Options "match=standard target_score=100"]
[Digest "0970876a1965a6331efbc6238c6b439cde764d48074a35a8a321843bb6134331"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 1 play WPU
2. 2 play WDT
3. 0 play WDT
4. 1 play YS
5. 2 play W
6. 0 play WDT
7. 1 play Y6
8. 2 play W+4
9. 0 play WPU
10. 1 play Y6
11. 2 play W
12. 0 play W+4
13. 1 take
14. 2 draw
15. 2 play W green
16. 0 play W+4 green
17. 1 challenge
18. 1 play WDT red 0,2
19. 2 play R5
20. 0 play RS
21. 2 draw
22. 0 play WPU
23. 1 play WPU
24. 2 play B7
25. 0 play BPT
26. 1 play W
27. 2 play B+2 uno
28. 0 take
29. 1 play W+4 blue
30. 2 challenge
31. 2 draw
32. 0 play WPU
33. 1 play W+4
34. 2 play GS
35. 0 play W
36. 1 play WPU
37. 2 play G8
