[RulesVersion "5"]
[Edition "friends"]
[Players "4"]
[Seed "99"]
[Options "match=partners target_score=250"]
[Digest "ffe3edfa1c2e9fd62c0eaef11e2713b948c4ddb5223edf5bab1ceb75583f66d2"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 3 play Y7/Monica
2. 0 play WD blue Monica
3. 2 play B+2/Phoebe
4. 3 accept
5. 0 draw
6. 0 play WD red Chandler
7. 2 play WD yellow Monica
8. 0 play Y1/Phoebe
9. 1 play YR/Rachel
10. 0 draw
11. 3 play W+4/Rachel yellow
12. 2 accept
13. 1 play Y3/Chandler
14. 0 play R3/Chandler
15. 3 play W/Rachel blue
16. 2 play B7/Rachel
17. 1 play BS/Rachel
18. 3 play W+4/Phoebe red
19. 2 challenge
20. 2 play R8/Rachel
21. 1 play R6/Ross
22. 0 play R5/Rachel
23. 3 play R+2/Chandler
24. 2 accept
25. 1 play R1/Joey
26. 0 play R2/Rachel
27. 3 play R4/Monica
28. 2 play RR/Phoebe
29. 3 play R8/Phoebe
30. 0 play R2/Phoebe
31. 1 play B2/Joey
32. 2 play B+2/Monica
33. 3 accept
34. 0 draw
35. 0 play B3/Monica
36. 1 play BR/Joey
37. 0 draw
38. 0 play B0/Phoebe
39. 3 play B8/Chandler
40. 2 draw
41. 2 play BR/Chandler
42. 3 play B1/Ross
43. 0 draw
44. 1 play B5/Joey
45. 2 draw
46. 2 play R5/Phoebe
47. 3 play Y5/Rachel
48. 0 play G5/Ross
49. 1 play G2/Chandler
50. 2 play Y2/Rachel
51. 3 play Y4/Monica
52. 0 draw
53. 0 play Y9/Chandler
54. 1 play Y8/Rachel
55. 2 play Y7/Phoebe
56. 3 play YR/Ross
57. 2 play Y6/Chandler
58. 1 play YS/Phoebe
59. 3 play Y6/Joey
60. 2 draw
61. 2 play WD yellow Rachel
62. 0 draw
63. 3 draw
64. 2 draw
65. 2 play W+4/Ross green
66. 1 challenge
67. 0 play G9/Monica
68. 3 play G8/Ross
69. 2 play G+2/Monica
70. 1 accept
71. 0 draw
72. 0 play G9/Joey
73. 3 play G7/Phoebe
74. 2 play R7/Joey
75. 1 play R0/Chandler
76. 0 play R9/Ross
77. 0 uno
78. 3 draw
79. 2 draw
80. 1 play RS/Monica
81. 3 draw
82. 2 play GS/Phoebe
83. 0 draw
84. 0 play GR/Ross
85. 1 play G4/Phoebe
86. 2 play G3/Joey uno
87. 3 draw
88. 3 pass
89. 0 draw
90. 0 pass
91. 1 play W/Ross blue
92. 2 draw
93. 3 play B6/Monica
94. 0 draw
95. 1 play B1/Rachel
96. 2 draw
97. 2 play B6/Phoebe
98. 3 play G6/Joey
99. 0 play G8/Chandler
100. 1 play Y8/Ross
101. 2 play Y4/Phoebe uno
102. 3 play Y3/Joey
103. 0 play Y5/Ross uno
104. 1 play W/Chandler blue
105. 2 draw
106. 3 draw
107. 3 play W/Joey yellow
108. 0 draw
109. 0 play W+4/Monica red
110. 1 catch 0
111. 1 accept
112. 2 play R+2/Ross uno
113. 3 accept
114. 0 play R7/Monica
115. 1 play R9/Chandler
116. 2 draw
117. 3 draw
118. 3 play R1/Monica
119. 0 draw
120. 0 play RS/Joey
121. 2 draw
122. 2 play R6/Chandler
123. 3 draw
124. 0 draw
125. 0 pass
126. 1 play R4/Joey
127. 2 draw
128. 3 play G4/Rachel
129. 0 draw
130. 1 play G3/Monica
131. 2 play G1/Phoebe
132. 3 play G0/Monica
133. 0 play GS/Rachel
134. 2 play GR/Chandler
135. 1 play G+2/Joey
136. 0 accept
137. 3 draw
138. 3 play Y+2/Chandler
139. 2 accept
140. 1 draw
141. 0 play Y0/Joey
142. 3 draw
143. 3 play Y7/Phoebe
144. 2 play Y1/Phoebe
145. 1 play Y9/Joey
146. 0 play Y1/Monica
147. 3 play G1/Rachel
148. 2 draw
149. 1 play GS/Rachel
150. 3 play G5/Chandler
151. 2 draw
152. 2 play G+2/Joey
153. 1 accept
154. 0 draw
155. 0 play GR/Ross
156. 1 play RR/Rachel
157. 0 draw
158. 3 draw
159. 2 play R+2/Ross
160. 1 accept
161. 0 draw
162. 3 draw
163. 3 pass
164. 2 draw
165. 2 pass
166. 1 play RS/Monica
167. 3 draw
168. 2 play R7/Joey
169. 1 play WD yellow Ross
170. 3 play Y2/Ross
171. 2 draw
172. 1 play B2/Chandler
173. 0 play B5/Chandler
174. 3 play B7/Ross
175. 2 play B9/Monica
176. 1 play B3/Monica
177. 0 draw
178. 3 play B4/Ross
179. 2 play B9/Phoebe
180. 1 play B6/Monica
181. 0 play BR/Joey
182. 1 play B8/Joey
183. 2 draw
184. 3 draw
185. 3 play B6/Phoebe
186. 0 play G6/Monica
187. 1 play G7/Rachel
188. 2 draw
189. 3 play G+2/Monica
190. 0 accept
191. 1 play Y+2/Joey
192. 2 accept
193. 3 play Y9/Chandler
