[RulesVersion "6"]
[Edition "party"]
[Players "5"]
[Seed "12"]
[Digest "0eb7c46a4134dfc3e75c1493f01ede8a6c51a37744ac7c67d5c24dfc335b4b19"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 3 play G9
2. 4 play GR
3. 3 draw
4. 3 pass
5. 2 play YR
6. 3 draw
7. 3 play Y5
8. 4 play Y6
9. 0 play W green
10. 1 play WPU
11. 2 play W
12. 3 play WDT
13. 4 play WPU
14. 0 play WPU
15. 1 play G8
16. 2 play W+4
17. 3 take
18. 4 draw
19. 0 play WPU
20. 1 play W+4
21. 2 play WDT
22. 3 play W+4
23. 4 play R6
24. 0 play RPT
25. 1 play W+4
26. 2 play WDT
27. 3 play WPU
28. 4 play R8
29. 0 play WDT
30. 1 take
31. 2 play W blue uno
32. 3 play BPT
33. 3 point 4
34. 1 point 3
35. 4 point 2
36. 2 point 1
37. 0 point 1
38. 4 draw
39. 4 play WDT blue 0,1
40. 0 play WDT blue 1,3 uno
41. 1 play WDT green 0,3
42. 2 draw
43. 2 pass
44. 3 play WPU
45. 4 play WDT
46. 0 take
47. 1 play WDT red 0,2
48. 2 play RS
49. 4 play R1
50. 0 play WDT yellow 3,4
51. 1 play WDT blue 1,4
52. 2 play W yellow uno
53. 3 play WDT yellow 0,1
54. 4 draw
55. 4 play WDT red 2,3
56. 0 draw
57. 1 play R6
58. 1 play R6
59. 2 draw
60. 2 pass
61. 3 play WDT red 3,4
62. 4 play RPT uno
63. 2 point 3
64. 3 point 1
65. 0 point 3
66. 1 point 4
67. 4 point 2
68. 0 play GPT
69. 2 point 0
70. 4 point 3
71. 1 point 4
72. 0 point 1
73. 3 point 1
74. 1 play W+4 yellow
75. 2 challenge
76. 2 play WPU
77. 3 play R4
78. 4 play WDT
79. 0 take
80. 1 play R5
81. 2 play R9
82. 3 play W yellow
83. 4 play Y3 uno
84. 0 play G3
85. 1 play WPU
86. 2 play B2
