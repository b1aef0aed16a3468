[RulesVersion "5"]
[Edition "classic"]
[Players "3"]
[Seed "31"]
[Options "match=low-score target_score=150 winner_deals=true"]
[Digest "7f972db8947127345ea4d6be151b9195b212119c7c8501f4ad0bf02e1470823f"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 0 play W+4 yellow
2. 1 challenge
3. 1 draw
4. 1 pass
5. 2 play Y3
6. 0 play YS
7. 2 play Y9
8. 0 play Y1
9. 1 play Y4
10. 2 play Y6
11. 0 play G6
12. 1 play R6
13. 2 play B6
14. 0 play B7
15. 1 play B9
16. 2 draw
17. 2 play B3
18. 0 play B8
19. 1 draw
20. 2 play G8
21. 0 play G1
22. 1 draw
23. 1 play W blue
24. 2 draw
25. 0 play BR
26. 2 draw
27. 2 play B4
28. 1 play Y4
29. 0 draw
30. 2 play G4
31. 1 draw
32. 0 play G6
33. 2 play G9 uno
34. 1 play B9
35. 0 draw
36. 0 play B1
37. 2 draw
38. 2 pass
39. 1 play B8
40. 0 play B1
41. 2 play Y1 uno
42. 1 play Y9
43. 0 draw
44. 2 draw
45. 1 play R9
46. 0 play R+2
47. 2 accept
48. 1 play R5 uno
49. 0 play R7 uno
50. 2 draw
51. 2 play G7
52. 1 draw
53. 0 draw
54. 2 play GS
55. 0 play RS uno
56. 1 play R6 uno
57. 0 play R0

# round 2
58. 0 deal
59. 2 play R2
60. 0 play Y2
61. 1 play Y8
62. 2 play W red
63. 0 play R4
64. 1 draw
65. 2 play R1
66. 0 draw
67. 0 play G1
68. 1 play G7
69. 2 draw
70. 0 play G9
71. 1 play G+2
72. 2 accept
73. 0 play GR
74. 2 play RR
75. 0 play GR
76. 2 play W blue
77. 1 play B1
78. 0 play B5 uno
79. 2 play B4
80. 1 draw
81. 0 draw
82. 2 play G4
83. 1 play G8
84. 0 draw
85. 0 play W+4 yellow
86. 2 accept
87. 1 draw
88. 1 play W+4 green
89. 0 challenge
90. 2 play G2
91. 1 play G3
92. 0 play G4
93. 2 play R4
94. 1 play R+2
95. 0 accept
96. 2 play R9
97. 1 play R5 uno
98. 0 play W+4 red
99. 2 challenge
100. 2 draw
101. 2 play RS
102. 0 play GS
103. 1 play G+2
104. 0 accept

# round 3
105. 1 deal
106. 2 play G0
107. 0 play G1
108. 1 play Y1
109. 2 play R1
110. 0 play RS
111. 2 play R8
112. 0 draw
113. 1 draw
114. 2 play R+2
115. 0 accept
116. 1 draw
117. 1 pass
118. 2 draw
119. 0 play R+2
120. 1 accept
121. 2 draw
122. 0 play B+2
123. 1 accept
124. 2 play B0
125. 0 play W+4 blue
126. 1 challenge
127. 1 play B4
128. 2 draw
129. 0 play G4
130. 1 play G+2
131. 2 accept
132. 0 play W yellow
133. 1 play Y0
134. 2 play Y6
135. 0 play Y2
136. 1 play YR
137. 0 draw
138. 2 play Y8
139. 1 play Y9
140. 0 play Y9
141. 2 play Y5
142. 1 play Y7
143. 0 draw
144. 2 play Y3
145. 1 draw
146. 0 play R3
147. 2 play G3
148. 1 play G5
149. 0 play G2
150. 2 play G9 uno
151. 1 play G2
152. 0 play G+2
153. 2 accept
154. 1 draw
155. 1 play GS
156. 2 play GR
157. 0 play G3
158. 1 draw
159. 2 play B3
160. 0 play BS
161. 2 play GS

# round 4
162. 2 deal
163. 0 play B5
164. 1 play W red
165. 2 play W red
166. 0 play R6
167. 1 play R+2
168. 2 accept
169. 0 play R8
170. 1 play R2
171. 2 play G2
172. 0 play GR
173. 2 play G7
174. 1 play G9
175. 0 draw
176. 2 draw
177. 1 play G0
178. 0 draw
179. 0 pass
180. 2 draw
181. 2 play W+4 yellow
182. 1 challenge
183. 0 play Y8
184. 2 play Y6
185. 1 play B6
186. 0 play BR
187. 1 play W+4 yellow
188. 2 accept
189. 0 draw
190. 1 play YR
191. 0 draw
192. 0 play Y9
193. 2 draw
194. 2 pass
195. 1 draw
196. 0 play Y1
197. 2 play Y+2
198. 1 accept
199. 0 play G+2
200. 2 accept
201. 1 play G3
202. 0 play B3
203. 2 play B+2
204. 1 accept
205. 0 play B2
