[RulesVersion "2"]
[Edition "friends"]
[Players "3"]
[Seed "7"]
[Options "match=single-round strict_wild_draw_four=true"]
[Digest "c07d25e35598b159d42c05931c67fc8bf784e8180e7432d9dddc69835d6d334f"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 1 play B4/Ross
2. 2 play W+4/Rachel red
3. 0 accept
4. 1 play R3/Ross
5. 2 play R1/Joey
6. 0 play WD yellow Monica
7. 2 play Y+2/Chandler
8. 1 play Y9/Joey
9. 2 play Y8/Rachel
10. 0 draw
11. 1 play Y7/Phoebe
12. 2 play Y2/Ross
13. 0 play Y1/Monica
14. 1 draw
15. 2 draw
16. 0 play R1/Monica
17. 1 play RS/Joey
18. 0 play GS/Phoebe
19. 2 play GR/Chandler
20. 1 play G4/Phoebe
21. 0 play B4/Rachel
22. 2 play B9/Phoebe uno
23. 1 play B8/Chandler
24. 0 play BS/Ross
25. 1 play B1/Ross
26. 0 play B1/Rachel
27. 2 draw
28. 2 play BR/Chandler uno
29. 0 play B+2/Monica
30. 2 draw
31. 2 play WD blue Monica uno
32. 1 play BR/Joey
33. 0 play B2/Joey
34. 2 draw
35. 2 play B3/Monica uno
36. 1 play G3/Joey
37. 0 play B3/Phoebe
38. 2 draw
39. 1 play B5/Joey
40. 0 play BS/Rachel
41. 1 play B9/Monica
42. 0 play W/Rachel yellow
43. 2 draw
44. 2 play W+4/Monica blue
45. 1 accept
46. 0 play WD green Joey
47. 1 play G2/Chandler
48. 0 play GS/Rachel
49. 1 play G9/Monica
50. 0 play G1/Phoebe
51. 2 draw
52. 2 play G6/Monica
53. 1 draw
54. 1 play GR/Ross
55. 2 play RR/Rachel
56. 1 play R5/Rachel
57. 0 play W/Ross green
58. 2 draw
59. 2 play G1/Rachel
60. 1 draw
61. 0 play G6/Joey
62. 2 draw
63. 2 play G8/Ross
64. 1 draw
65. 0 play R8/Rachel
66. 2 play R5/Phoebe
67. 1 play RR/Phoebe
68. 2 play YR/Rachel
69. 1 play YS/Monica
70. 2 play Y7/Monica
71. 1 play YR/Ross
72. 2 play Y0/Joey
73. 0 play Y1/Phoebe
74. 1 play Y4/Monica
75. 2 play Y5/Rachel
