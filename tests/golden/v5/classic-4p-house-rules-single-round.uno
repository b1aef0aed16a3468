[RulesVersion "5"]
[Edition "classic"]
[Players "4"]
[Seed "44"]
[HouseRules "stacking seven-o jump-in"]
[Options "match=single-round stack_wild_draw_four_on_draw_two=true"]
[Digest "605f94aa6424e97c6cb898e9ff7f24de9553d82c45b45ea2711cecbb011f587c"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 1 play B3
2. 2 play W red
3. 3 play R2
4. 2 play R2
5. 3 play R3
6. 0 play G3
7. 1 play G5
8. 2 play G8
9. 3 play W+4 red
10. 0 accept
11. 1 draw
12. 2 play R6
13. 3 play R9
14. 0 play R1
15. 1 play B1
16. 2 play BR
17. 1 draw
18. 0 play BS
19. 2 play B+2 uno
20. 1 accept
21. 0 play B8
22. 0 play B8
23. 3 play B5
24. 2 draw
25. 1 draw
26. 1 play W+4 blue
27. 0 challenge
28. 3 draw
29. 3 play BR
30. 0 play YR
31. 3 play Y0 uno
32. 2 play Y+2
33. 1 accept
