[RulesVersion "2"]
[Edition "party"]
[Players "6"]
[Seed "61"]
[HouseRules "stacking seven-o draw-to-match force-play"]
[Digest "3b973883bd980f681a3b3220dc03a4098f7dc1fffb859d19ffad3a862f107169"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 2 play W+4 green
2. 3 accept
3. 4 play WDT yellow 1,3
4. 5 play W red
5. 0 play WPU
6. 1 play WDT
7. 2 play R0
8. 3 play WDT
9. 4 play WDT
10. 5 play R5
11. 0 play W
12. 1 play W+4
13. 2 play RR
14. 3 play R9
15. 4 take
16. 5 draw
17. 5 play R9
18. 0 play WDT red 1,4
19. 1 play R8
20. 2 play R7 1
21. 3 play W+4 red
22. 4 play W+4 blue
23. 5 accept
24. 0 play B9
25. 1 play Y9
26. 2 play Y1
27. 5 play Y1
28. 0 play Y7 1
29. 1 play W green uno
30. 2 play WPU
31. 3 play W
32. 4 play WDT
33. 5 play W+4
34. 0 take
35. 1 play G9
