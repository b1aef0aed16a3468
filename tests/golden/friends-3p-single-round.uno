[RulesVersion "6"]
[Edition "friends"]
[Players "3"]
[Seed "7"]
[Options "strict_wild_draw_four=true"]
[Digest "a5354914c6b35f2224a1bacae90b05f5dbfd74cbf00d9e3d4f38c1bd28daed17"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 1 play Y9/Chandler
2. 2 play Y7/Monica
3. 0 play W/Chandler green
4. 1 play G1/Rachel
5. 2 play WD yellow Monica
6. 1 draw
7. 2 draw
8. 0 play Y0/Joey
9. 1 draw
10. 2 play B0/Phoebe
11. 0 play B1/Rachel
12. 1 play B2/Joey
13. 2 draw
14. 2 play B8/Joey
15. 0 play BS/Ross
16. 2 draw
17. 2 play W+4/Monica blue
18. 0 challenge
19. 1 play B9/Monica
20. 2 draw
21. 0 play B8/Chandler
22. 1 play B9/Phoebe
23. 2 draw
24. 2 pass
25. 0 play WD blue Ross
26. 2 play B+2/Monica
27. 0 accept
28. 1 draw
29. 2 play Y+2/Joey
30. 0 accept
31. 1 play Y5/Rachel
32. 2 draw
33. 2 pass
34. 0 play G5/Ross
35. 1 play G8/Ross
36. 2 play G1/Phoebe
37. 0 play Y1/Monica
38. 1 play Y9/Joey
39. 2 play Y5/Ross
40. 0 play Y+2/Chandler
41. 1 accept
42. 2 draw
43. 2 play R+2/Chandler
44. 0 accept
45. 1 play R7/Monica
46. 2 play R1/Joey
47. 0 play R2/Phoebe
48. 1 draw
49. 2 play RR/Rachel
50. 1 play YR/Ross
51. 2 draw
52. 0 play YS/Monica
53. 2 draw
54. 0 play RS/Monica
55. 2 play R0/Chandler
56. 0 play R5/Rachel
57. 1 draw
58. 1 play R9/Chandler
59. 2 draw
60. 0 play R+2/Ross
61. 1 accept
62. 2 draw
63. 0 play R7/Joey
64. 1 play R9/Ross
65. 2 draw
66. 2 play R3/Ross
67. 0 play RR/Phoebe
68. 2 draw
69. 1 draw
70. 1 play W+4/Ross green
71. 0 accept
72. 2 play G4/Phoebe
73. 1 play G6/Joey
74. 0 play G5/Chandler
75. 2 play GR/Ross
76. 0 play BR/Joey
77. 2 play B6/Monica
78. 1 play B1/Ross
79. 0 play B7/Rachel
80. 2 play B2/Chandler
81. 1 draw
82. 1 play W/Ross red
83. 0 play R8/Rachel
84. 2 draw
85. 1 draw
86. 0 play G8/Chandler
87. 2 play G3/Monica
88. 1 play G7/Phoebe
89. 0 play WD green Joey
90. 1 draw
91. 0 play G6/Monica
92. 2 play GS/Rachel
93. 0 play G+2/Joey
94. 2 accept
95. 1 play G4/Rachel
96. 0 play G9/Joey
97. 2 play GR/Chandler
98. 0 play W+4/Rachel red
99. 1 accept
100. 2 play W/Joey blue
101. 0 play B4/Rachel
102. 1 play R4/Monica
103. 2 play R8/Phoebe
104. 0 play Y8/Rachel
105. 1 play Y1/Phoebe
106. 2 draw
107. 0 play YS/Phoebe
108. 2 play W/Rachel green
109. 0 draw
110. 0 play G+2/Monica
111. 1 accept
112. 2 play G2/Ross
113. 0 play Y2/Ross
114. 1 play Y7/Phoebe
115. 2 play Y2/Rachel
116. 0 play Y4/Phoebe
117. 1 play Y3/Joey
118. 2 play G3/Joey
119. 0 play B3/Phoebe
120. 1 play B3/Monica
121. 2 draw
122. 0 play B7/Ross
123. 1 play G7/Rachel
124. 2 play G9/Monica
125. 0 draw
126. 0 play W+4/Phoebe green
127. 1 accept
128. 2 play G2/Chandler
129. 0 draw
130. 1 play R2/Rachel
131. 2 draw
132. 0 play RS/Joey
133. 2 play R4/Joey
134. 0 play R1/Monica
135. 1 play R6/Ross
136. 2 draw
137. 0 play B6/Phoebe
138. 1 play Y6/Joey
139. 2 play Y8/Ross
140. 0 draw
141. 0 pass
142. 1 play YR/Rachel
143. 0 play Y3/Chandler uno
144. 2 draw
145. 1 play Y6/Chandler
146. 0 draw
147. 2 draw
148. 1 play R6/Chandler
149. 0 play R2/Rachel uno
150. 2 play B2/Chandler
151. 1 play B4/Ross
152. 0 play B+2/Phoebe
153. 2 accept
