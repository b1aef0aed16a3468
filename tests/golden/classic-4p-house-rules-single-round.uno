[RulesVersion "6"]
[Edition "classic"]
[Players "4"]
[Seed "44"]
[HouseRules "stacking seven-o jump-in"]
[Options "match=single-round stack_wild_draw_four_on_draw_two=true"]
[Digest "3df65ecf868de349057c7679088acf3d25c74ac87771cfff09e27857722ba180"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 1 play R4
2. 2 play W+4 red
3. 3 accept
4. 0 draw
5. 1 play RS
6. 3 play W blue
7. 0 play W+4 red
8. 1 challenge
9. 1 draw
10. 2 play R0
11. 3 play R3
12. 0 play Y3
13. 1 play Y2
14. 2 play Y7 0
15. 3 play G7 2
16. 0 play G6
17. 1 play G+2
18. 2 accept
19. 3 play G2
20. 0 draw
21. 1 play GS
22. 3 play GR
23. 2 play RR
24. 3 play BR
25. 2 play B5
26. 1 play R5
27. 0 draw
28. 3 play R9
29. 1 play R9
30. 0 play G9
31. 3 play Y9
32. 2 play Y4
33. 1 play G4
34. 0 draw
35. 0 play G0
36. 3 play Y0
37. 2 play YR
38. 3 draw
39. 0 draw
40. 1 play Y5
41. 2 play Y3
42. 3 play G3
43. 0 play G3
44. 1 draw
45. 2 draw
46. 3 play G5
47. 0 draw
48. 0 play G2
49. 1 draw
50. 1 play W+4 blue
51. 2 accept
52. 3 play B6
53. 0 play B2 uno
54. 1 play B4
55. 2 play B4
56. 3 play B2
57. 0 draw
58. 1 play B1
59. 2 draw
60. 3 play BS uno
61. 1 play B6
62. 2 play B3
63. 3 draw
64. 0 draw
65. 0 play B5
66. 1 draw
67. 1 play W+4 green
68. 3 catch 1
69. 2 accept
70. 3 draw
71. 0 draw
72. 1 play G5
73. 2 play G+2
74. 3 accept
75. 0 draw
76. 1 play G7 2 uno
77. 0 catch 2
78. 2 draw
79. 3 draw
80. 0 draw
81. 1 play G9
82. 2 play B9
83. 3 play BR
84. 2 play B8
85. 1 play BS
86. 3 draw
87. 2 draw
88. 1 play B+2
89. 0 play B+2
90. 3 accept
91. 2 draw
92. 2 play B0
93. 1 draw
94. 1 play W green
95. 0 play G6
96. 3 draw
97. 2 play G1
98. 1 play Y1
99. 0 play Y1
100. 3 play Y5
101. 2 play R5
102. 1 play R4
103. 0 play R1
104. 3 play R8
105. 2 draw
106. 2 play B8
107. 1 draw
108. 0 draw
109. 0 play B7 1
110. 3 play B9
111. 2 draw
112. 1 draw
113. 0 play Y9 uno
114. 3 draw
115. 2 play Y6
116. 1 play YS
117. 2 play YS
118. 0 play Y7 1
