[RulesVersion "2"]
[Edition "friends"]
[Players "4"]
[Seed "99"]
[Options "target_score=250 match=partners"]
[Digest "3b54444c1853e909ff8019af4e8168fbd647670808eda4b8159ab9dbca6dce5a"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 3 play Y7/Monica
2. 0 play WD blue Monica
3. 2 play B+2/Phoebe
4. 0 draw
5. 0 pass
6. 1 play B2/Joey
7. 2 play B+2/Monica
8. 0 play WD red Rachel
9. 2 play WD red Rachel
10. 0 play R3/Chandler
11. 1 play B3/Phoebe
12. 2 play B7/Rachel
13. 3 play B8/Chandler
14. 0 draw
15. 1 play B5/Joey
16. 2 draw
17. 3 play W/Rachel red
18. 0 play R2/Phoebe
19. 1 play G2/Chandler
20. 2 play GR/Chandler
21. 1 play G7/Rachel
22. 0 play G5/Ross
23. 3 play W+4/Rachel blue
24. 2 challenge
25. 2 draw
26. 2 play BR/Chandler
27. 3 play YR/Ross
28. 2 play Y2/Rachel
29. 1 play YR/Rachel
30. 2 play Y6/Chandler uno
31. 3 play Y6/Joey
32. 0 play Y1/Phoebe
33. 1 play Y7/Phoebe
34. 2 draw
35. 3 play Y4/Monica
36. 0 draw
37. 1 play Y+2/Joey
38. 3 draw
39. 0 draw
40. 1 play W+4/Phoebe blue
41. 2 accept
42. 3 play B1/Ross
43. 0 draw
44. 1 play B8/Joey
45. 2 play W+4/Ross green
46. 3 accept
47. 0 play G4/Phoebe
48. 1 play G+2/Monica
49. 3 play G0/Monica
50. 0 play G9/Monica
51. 1 play G2/Ross
52. 2 play GS/Phoebe
53. 0 draw
54. 1 play BS/Rachel
55. 3 play RS/Monica
56. 1 play R7/Monica
57. 2 play G7/Phoebe
58. 3 play G6/Joey
59. 0 draw
60. 0 play G3/Joey
61. 1 play Y3/Chandler
62. 2 play W/Ross green
63. 3 play W/Chandler green
64. 0 draw
65. 1 play G3/Monica
66. 2 play WD blue Rachel
67. 0 play B6/Monica
68. 1 play R6/Ross
69. 2 draw
70. 3 play W/Joey blue
71. 0 draw
72. 1 play BR/Joey
73. 0 draw
74. 3 play B0/Phoebe
75. 2 play BS/Ross
76. 0 draw
77. 3 play B1/Rachel
78. 2 draw
79. 1 play R1/Joey
80. 0 play R5/Phoebe
81. 3 play Y5/Rachel
82. 2 play YS/Monica
83. 0 play Y3/Joey
84. 3 play Y5/Ross
85. 2 play Y0/Joey
86. 1 play R0/Chandler
87. 0 play R9/Chandler
88. 3 play RR/Rachel
89. 0 play R5/Rachel
90. 1 play RR/Phoebe
91. 0 play R7/Joey
92. 3 play W+4/Monica blue
93. 2 challenge
94. 2 draw
95. 1 draw
96. 0 draw
97. 0 play B4/Ross
98. 3 play B6/Phoebe
99. 2 draw
100. 2 play G6/Monica
101. 1 play G+2/Joey
102. 3 play G1/Rachel
103. 2 play G9/Joey
104. 1 draw
105. 0 play Y9/Joey
106. 3 play Y8/Rachel
107. 2 play Y9/Chandler
108. 1 play YS/Phoebe
109. 3 play GS/Rachel
110. 1 draw
111. 0 draw
112. 3 play G1/Phoebe
113. 2 draw
114. 1 play Y1/Monica
115. 0 play Y+2/Chandler
116. 2 draw
117. 1 draw
118. 1 play WD yellow Phoebe
119. 3 play Y8/Ross
120. 2 draw
121. 1 play R8/Rachel
122. 0 play R3/Ross
123. 3 play R1/Monica
124. 2 play RS/Joey
125. 0 play R2/Rachel
126. 3 play R+2/Chandler
127. 1 play R6/Chandler
128. 0 draw
129. 0 play W+4/Monica yellow
130. 3 accept
131. 2 draw
132. 2 play WD green Joey
133. 0 draw
134. 0 play WD green Ross
135. 2 play W/Chandler red
136. 1 play R4/Monica
137. 0 play R6/Ross
138. 3 play G6/Joey
139. 2 play GS/Phoebe
140. 0 draw
141. 3 play YS/Monica
142. 1 play W/Joey yellow
143. 0 play Y+2/Joey
144. 2 draw
145. 1 play B+2/Monica
146. 3 play B2/Chandler
147. 2 play BR/Chandler
148. 3 play B3/Monica
149. 0 play BS/Ross
150. 2 play B9/Monica
151. 3 play B7/Ross
152. 0 play B5/Chandler
153. 1 play B1/Rachel
154. 2 draw
155. 2 pass
156. 3 play W/Rachel green
157. 0 draw
158. 1 play W/Ross blue
159. 2 play B6/Phoebe
160. 3 draw
161. 0 play B9/Phoebe
162. 1 play B4/Rachel
163. 2 play R4/Joey
164. 3 play R5/Rachel
165. 0 draw
166. 1 play Y5/Rachel
167. 2 draw
168. 2 play Y3/Joey
169. 3 play Y4/Monica
170. 0 play Y3/Chandler
171. 1 play YR/Rachel
172. 0 play Y1/Monica
173. 3 play YS/Phoebe
174. 1 play Y7/Monica
175. 0 play Y8/Rachel
176. 3 play Y9/Chandler
177. 2 play R9/Ross
178. 1 play RR/Phoebe
179. 2 play R3/Chandler uno
180. 3 play R8/Phoebe
181. 0 draw
182. 1 draw
183. 1 play R9/Chandler
184. 2 play G9/Joey

# round 2
185. 3 deal
186. 0 play B6/Phoebe
187. 1 play W/Ross green
188. 2 draw
189. 3 play G9/Joey
190. 0 play B9/Monica
191. 1 draw
192. 2 play B2/Chandler
193. 3 play B3/Phoebe
194. 0 draw
195. 0 play B0/Phoebe
196. 1 play G0/Monica
197. 2 play R0/Chandler
198. 3 play R+2/Ross
199. 1 play R2/Phoebe
200. 2 play R9/Ross
201. 3 play R+2/Chandler
202. 1 draw
203. 2 play R9/Chandler
204. 3 draw
205. 0 play R1/Joey
206. 1 play G1/Rachel
207. 2 play GS/Rachel
208. 0 play GR/Ross
209. 3 play YR/Ross
210. 0 play RR/Phoebe
211. 3 draw
212. 2 play RS/Monica
213. 0 play R5/Phoebe
214. 3 draw
215. 2 play G5/Chandler
216. 1 play G7/Rachel
217. 0 draw
218. 0 play G8/Chandler
219. 3 play G6/Monica
220. 2 draw
221. 2 play W/Rachel red
222. 1 draw
223. 0 draw
224. 0 play W+4/Ross yellow
225. 3 challenge
226. 3 play Y1/Monica
227. 2 play B1/Ross
