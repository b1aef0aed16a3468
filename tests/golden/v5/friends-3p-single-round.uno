[RulesVersion "5"]
[Edition "friends"]
[Players "3"]
[Seed "7"]
[Options "strict_wild_draw_four=true"]
[Digest "206eed2ac389a65a6f8f6e3712bad85fb8adc1fbf09e8dad418f969fc5a03811"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 1 play B4/Ross
2. 2 play W+4/Rachel red
3. 0 accept
4. 1 play R3/Ross
5. 2 play R1/Joey
6. 0 play WD yellow Monica
7. 2 play Y+2/Chandler
8. 0 accept
9. 1 play Y9/Joey
10. 2 play Y8/Rachel
11. 0 play Y1/Monica
12. 1 play Y7/Phoebe
13. 2 play Y2/Ross
14. 0 draw
15. 1 play Y3/Joey
16. 2 draw
17. 0 draw
18. 1 play G3/Joey
19. 2 play GR/Chandler
20. 1 play G4/Phoebe
21. 0 play B4/Rachel
22. 2 play B2/Chandler uno
23. 1 play B8/Chandler
24. 0 play BS/Ross
25. 1 play B1/Ross
26. 0 play B+2/Monica
27. 2 accept
28. 1 play B5/Joey
29. 0 play B9/Phoebe
30. 2 play BR/Chandler
31. 0 draw
32. 1 play BR/Joey
33. 0 play B1/Rachel
34. 2 draw
35. 2 play WD red Joey
36. 0 play R1/Monica
37. 2 draw
38. 1 play RS/Joey
39. 2 play R5/Phoebe
40. 1 play R5/Rachel
41. 0 play RS/Monica
42. 1 play R0/Chandler
43. 0 play R9/Chandler
44. 2 play RR/Phoebe uno
45. 0 draw
46. 0 play R+2/Ross
47. 1 accept
48. 2 draw
49. 0 draw
50. 0 play R8/Rachel
51. 1 play R7/Joey
52. 2 draw
53. 0 draw
54. 0 play W/Ross red
55. 1 draw
56. 2 draw
57. 2 play R3/Chandler
58. 0 draw
59. 1 draw
60. 2 play B3/Phoebe
61. 0 draw
62. 1 play B9/Monica
63. 2 play Y9/Chandler
64. 0 play Y8/Ross
65. 1 play Y+2/Joey
66. 2 accept
67. 0 play Y4/Monica
68. 1 draw
69. 1 play Y1/Phoebe
70. 2 play WD red Phoebe
71. 1 draw
72. 2 play W/Rachel yellow uno
73. 0 play W+4/Phoebe blue
74. 1 challenge
75. 2 draw
76. 0 draw
77. 1 play B6/Phoebe
78. 2 draw
79. 2 play B7/Rachel
80. 0 draw
81. 1 play R7/Monica
82. 2 draw
83. 2 play Y7/Monica
84. 0 play Y4/Phoebe
85. 1 play Y6/Joey
86. 2 play YR/Ross uno
87. 1 play W+4/Monica red
88. 0 accept
89. 2 draw
90. 1 play RR/Rachel
91. 2 play GR/Ross
92. 1 play G7/Phoebe
93. 0 play G0/Monica
94. 2 draw
95. 2 play G1/Rachel uno
96. 1 play G+2/Joey
97. 0 accept
98. 2 draw
99. 1 play G2/Chandler
100. 0 play GS/Rachel
101. 1 play BS/Rachel
102. 2 draw
103. 2 play B6/Monica
104. 1 play B3/Monica
105. 0 draw
106. 2 draw
107. 1 play B2/Joey
108. 0 draw
109. 0 play W/Chandler green
110. 2 draw
111. 2 play WD blue Joey
112. 0 draw
113. 2 draw
114. 1 play B8/Joey
115. 0 play G8/Ross
116. 2 draw
117. 1 play G2/Ross
118. 0 play G9/Joey
119. 2 draw
120. 2 play W/Joey blue
121. 1 draw
122. 0 draw
123. 2 draw
124. 1 play B5/Chandler
125. 0 draw
126. 2 play Y5/Ross
127. 1 play YS/Phoebe
128. 2 draw
129. 1 draw
130. 0 play Y3/Chandler
131. 2 play Y2/Rachel
132. 1 play R2/Phoebe
133. 0 play R9/Ross
134. 2 play R6/Chandler
135. 1 play R8/Phoebe
136. 0 play R+2/Chandler
137. 2 accept
138. 1 play R4/Monica
139. 0 play G4/Rachel
140. 2 play R4/Joey
141. 1 draw
142. 0 play R2/Rachel
143. 2 play R6/Ross
144. 1 draw
145. 1 play W+4/Ross blue
146. 0 challenge
147. 2 play B7/Ross
148. 1 play B+2/Phoebe
149. 0 accept
150. 2 draw
151. 1 play G+2/Monica
152. 0 accept
153. 2 play G1/Rachel
154. 1 play G5/Chandler
155. 0 play G1/Phoebe
156. 2 play G7/Rachel
157. 1 draw
158. 1 play B7/Rachel
159. 0 play B5/Chandler
160. 2 draw
161. 1 draw
162. 0 play Y5/Rachel
163. 2 play Y6/Chandler
164. 1 draw
165. 1 play Y9/Joey
166. 0 play YS/Monica
167. 1 play RS/Monica
168. 2 play R6/Chandler
169. 2 uno
170. 1 draw
171. 0 play R+2/Chandler
172. 2 accept
173. 1 play Y+2/Joey
174. 0 accept
175. 2 play W+4/Phoebe blue
176. 1 accept
177. 0 draw
178. 2 play BR/Joey uno
179. 0 play YR/Rachel
180. 2 draw
181. 2 play Y3/Joey uno
182. 1 draw
183. 0 play Y4/Phoebe
184. 2 draw
185. 2 play W+4/Monica yellow
186. 1 catch 2
187. 1 accept
188. 0 play Y3/Chandler
189. 2 play G3/Monica
190. 1 play G9/Monica
191. 0 play G6/Joey
192. 2 play G0/Monica
193. 1 play G5/Ross
194. 0 play G6/Monica
195. 2 draw
196. 2 play G7/Phoebe
197. 1 play G8/Chandler
198. 0 play GR/Chandler
199. 1 play RR/Rachel
200. 0 play R3/Ross
201. 2 play R1/Joey
