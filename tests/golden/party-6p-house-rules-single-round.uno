[RulesVersion "2"]
[Edition "party"]
[Players "6"]
[Seed "61"]
[HouseRules "stacking seven-o draw-to-match force-play"]
[Digest "bdfbb9c4c4fddfde8d440a274680c58ad12beaae70648ae93081dd3e0f76d046"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 2 play W+4 green
2. 3 accept
3. 4 play WDT yellow 1,3
4. 5 play W red
5. 0 play WPU
6. 1 play WDT
7. 2 take
8. 3 play WDT red 1,4
9. 4 play WDT blue 0,5
10. 5 play B7 2
11. 0 play WDT blue 0,2
12. 1 play B0
13. 2 draw
14. 2 play W+4 yellow
15. 3 accept
16. 4 play W+4 blue
17. 5 accept
18. 0 play WDT green 1,5
19. 1 play W yellow
20. 2 play Y1
21. 3 play YPT
22. 0 point 1
23. 1 point 5
24. 5 point 1
25. 4 point 5
26. 3 point 5
27. 2 point 4
28. 4 play W yellow
29. 5 play Y6
30. 0 play R6
31. 1 play W green
32. 2 draw
33. 2 play G7 4
34. 3 play G3
35. 4 play WPU
36. 5 play G4
37. 0 take
38. 1 play W green
39. 2 play G9
40. 3 play G7 4
41. 4 play GPT
42. 2 point 3
43. 1 point 4
44. 5 point 1
45. 0 point 5
46. 4 point 0
47. 3 point 2
48. 5 draw
49. 5 play W+4 yellow
50. 0 challenge
51. 0 play YPT
52. 1 point 0
53. 4 point 5
54. 0 point 1
55. 2 point 0
56. 3 point 4
57. 5 point 2
58. 1 play W+4 green
59. 2 accept
60. 3 play G5
61. 4 play WPU
62. 5 play W+4
63. 0 play W
64. 1 play B5
65. 2 play BPT
66. 3 play BPT
67. 4 play BPT
68. 5 play BS
69. 0 take
70. 1 play W+4 green
71. 2 play W+4 blue
72. 3 play W+4 green
73. 4 accept
74. 5 play G+2
75. 0 accept
76. 1 play G9
77. 2 play G2
78. 2 play G2
79. 3 play G6
80. 4 play GPT
81. 4 point 1
82. 5 point 0
83. 0 point 1
84. 1 point 4
85. 3 point 2
86. 2 point 3
87. 5 play WDT yellow 1,3
88. 0 play YPT
89. 2 point 5
90. 4 point 3
91. 3 point 2
92. 5 point 3
93. 0 point 2
94. 1 point 2
95. 1 play Y7 1
96. 2 play Y2
97. 3 play Y1
98. 4 play Y3
99. 5 play WDT yellow 1,5
100. 0 play Y9
101. 1 play B9
102. 2 play B1
103. 3 draw
104. 3 play WPU
105. 4 play W
106. 5 play WDT
107. 0 play R0
108. 1 take
109. 2 play R8
110. 3 play W yellow
111. 4 play Y5
112. 5 play W+4 blue
113. 0 play W+4 green
114. 1 challenge
115. 1 play WDT yellow 4,5
116. 2 play Y0
117. 3 play YR
118. 2 play W yellow
119. 1 play W+4 yellow
120. 0 accept
121. 5 draw
122. 5 play W red
123. 4 play WPU
124. 3 play W
125. 2 play B+2
126. 1 play B5
127. 0 play WDT
128. 5 play B3
129. 4 play B+2
130. 3 play B2
131. 2 take
132. 1 play BPT
133. 2 point 3
134. 4 point 3
135. 3 point 2
136. 0 point 2
137. 1 point 0
138. 5 point 1
139. 0 play B6
140. 5 play WPU
141. 4 play GR
142. 3 play W
143. 2 play WDT
144. 1 play G3
145. 0 play WPU
146. 5 play G1
147. 4 play GPT
148. 3 play GPT
149. 2 play GS
150. 1 play WPU
151. 0 take
152. 5 play WPU
153. 4 take
154. 3 play B5
155. 2 play W green
156. 1 play WDT blue 0,5
157. 0 play W yellow
158. 5 play Y8
159. 4 play R8
160. 3 play B8
161. 2 play B+2
162. 1 play Y+2
163. 0 accept
164. 5 play YR
165. 0 play Y4
166. 3 play Y4
167. 4 draw
168. 4 play W blue
169. 5 play B1
170. 0 play B2
171. 1 play BS
172. 3 play B8
173. 4 play B4
174. 5 play BS
175. 1 play BPT
176. 5 point 4
177. 2 point 5
178. 3 point 0
179. 1 point 2
180. 0 point 2
181. 4 point 3
182. 2 play B5
183. 3 play WPU
184. 4 play Y7
185. 5 take
186. 0 play W+4 red
187. 1 accept
188. 2 play R0
189. 3 play R7 4
190. 4 play W green
191. 5 draw
192. 5 play G3
193. 1 play G3
194. 2 play GR
195. 1 play WPU
196. 0 play B6
197. 5 play B4
198. 4 play B2
199. 3 take
200. 2 play B4
201. 1 play B7 2
202. 0 play Y7 2
203. 5 draw
204. 5 play W green
205. 4 play G6
206. 3 play B6
207. 2 draw
208. 2 play B+2
209. 1 play G+2
210. 0 play R+2
211. 5 play R+2
212. 4 play Y+2
213. 3 accept
214. 2 play Y8
215. 1 play WPU
216. 0 play WPU
217. 5 play R8
218. 4 take
219. 3 play R9
220. 2 play R1
221. 1 play W green
222. 0 play G4
223. 1 play G4
224. 0 draw
225. 0 play W+4 yellow
226. 5 challenge
227. 5 play Y6
228. 4 play WPU
229. 3 play WDT
230. 2 play RR
231. 1 play R7
232. 0 play RPT
233. 5 play R4
234. 4 play R6
235. 3 play R3
236. 2 play R2
237. 1 play WDT
238. 0 play RS
239. 5 play R4
240. 4 play R5
241. 3 play WPU
242. 2 play RS
243. 1 play WDT
244. 0 play WPU
245. 5 play R9
