[RulesVersion "6"]
[Edition "classic"]
[Players "3"]
[Seed "31"]
[Options "match=low-score target_score=150 winner_deals=true"]
[Digest "d7a1dc419a58d34e827606c077266473847501be347490936de4e2fcac1598e5"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 0 play B7
2. 1 play G7
3. 2 play W+4 green
4. 0 accept
5. 1 draw
6. 1 play G8
7. 2 play GR
8. 1 play RR
9. 2 play R2
10. 0 draw
11. 1 play R5
12. 2 play RS
13. 1 play R4
14. 2 draw
15. 2 play RS
16. 1 play GS
17. 0 play G6
18. 1 draw
19. 2 play B6
20. 0 play B9
21. 1 play B1
22. 2 draw
23. 2 play B1
24. 0 play B3
25. 1 play B5 uno
26. 2 draw
27. 0 play Y5
28. 1 play Y8

# round 2
29. 1 deal
30. 0 play R+2
31. 1 accept
32. 2 play R3
33. 0 play W+4 green
34. 1 challenge
35. 1 play G+2
36. 2 accept
37. 0 play G7
38. 1 play W+4 green
39. 2 challenge
40. 0 play G6
41. 1 play B6
42. 2 play Y6
43. 0 play R6
44. 1 play R3
45. 2 play R7
46. 0 play R8
47. 1 draw
48. 1 play R+2
49. 2 accept
50. 0 draw
51. 1 draw
52. 2 play RS
53. 1 play YS
54. 0 play Y3
55. 1 play Y3
56. 2 play Y4
57. 0 draw
58. 0 play W blue
59. 1 play B5
60. 2 play B9
61. 0 draw
62. 0 play B0
63. 1 draw
64. 2 play Y0
65. 0 draw
66. 0 play W green
67. 1 play G1
68. 2 play G3
69. 0 play GR
70. 2 play GS
71. 0 play G9
72. 2 play G0
73. 1 draw
74. 0 draw
75. 2 play R0
76. 1 draw
77. 0 draw
78. 2 play RR
79. 0 draw
80. 1 draw
81. 1 play R5
82. 2 draw
83. 2 play W+4 green
84. 0 accept
85. 1 draw
86. 2 draw
87. 0 play G5
88. 1 play G8
89. 2 draw
90. 2 play G4
91. 0 play G+2
92. 1 accept
93. 2 play Y+2
94. 0 accept
95. 1 play Y4
96. 2 play B4
97. 0 play B2
98. 1 play B4
99. 2 play R4
100. 0 play W blue
101. 1 play B6
102. 2 play BS
103. 1 play B+2
104. 2 accept
105. 0 play B5
106. 1 draw
107. 2 play BS
108. 1 draw
109. 2 play B7
110. 0 play B3
111. 1 draw
112. 2 draw
113. 0 play B8
114. 1 play Y8
115. 2 play Y7
116. 0 play Y+2
117. 1 accept
118. 2 draw
119. 0 play Y7
120. 1 play Y9
121. 2 play Y1
122. 0 play Y5
123. 1 play Y1
124. 2 play G1
125. 0 play G8 uno
126. 1 play G5
127. 2 draw
128. 0 draw
129. 1 draw
130. 2 draw
131. 0 draw
132. 0 play G6
133. 1 draw
134. 1 play G2
135. 2 play Y2
136. 0 play R2
137. 1 catch 0
138. 1 play R9
139. 2 play R2
140. 0 play R4
141. 1 play R1
142. 2 play R7

# round 3
143. 2 deal
144. 0 play Y8
145. 1 play YR
146. 0 draw
147. 2 play Y6
148. 1 play Y1
149. 0 play R1
150. 2 play R3
151. 1 play R7
152. 0 play R9
153. 2 draw
154. 2 play W red
155. 1 play W green
156. 0 play G6
157. 2 play G1
158. 1 play GR
159. 2 play GR
160. 1 draw
161. 1 play W green
162. 0 play G8
163. 2 play G2
164. 1 play R2 uno
165. 0 play R4
166. 2 draw
167. 2 play R5
168. 1 draw
169. 1 play R2
170. 1 uno
171. 0 draw
172. 2 draw
173. 1 draw
174. 1 play RR uno
175. 2 play YR
176. 1 draw
177. 1 play Y5 uno
178. 0 play B5
179. 2 play B6
180. 1 play B0

# round 4
181. 1 deal
182. 2 draw
183. 2 play W yellow
184. 0 play Y6
185. 1 play B6
186. 2 play W blue
187. 0 play B5
188. 1 play B2
189. 2 play B2
190. 0 play B9
191. 1 play BR
192. 0 draw
193. 2 play B3
194. 1 draw
195. 0 play W+4 red
196. 2 accept
197. 1 draw
198. 0 play R9
199. 2 play RS
200. 0 draw
201. 0 play R5
202. 2 play R2
203. 1 draw
204. 0 play R5
205. 2 play R7
206. 1 draw
207. 0 draw
208. 2 play R4
209. 1 draw
210. 1 play R+2
211. 0 accept
212. 2 play B+2
213. 1 accept
214. 0 play B4
215. 2 play B6
216. 1 play B9
217. 0 draw
218. 2 play B3 uno
219. 1 play B1
220. 0 draw
221. 0 play B+2
222. 2 accept
223. 1 draw
224. 0 play R+2
225. 2 accept
226. 1 play R6
227. 0 play R7
228. 2 play W+4 blue
229. 1 accept
230. 0 draw
231. 2 play B8
232. 1 play Y8
233. 0 play Y4
234. 2 play R4
235. 1 play R6
236. 0 play R2
237. 2 draw
238. 1 draw
239. 1 pass
240. 0 play G2
241. 1 catch 0
242. 2 draw
243. 1 play G+2
244. 0 accept
245. 2 play Y+2
246. 1 accept
247. 0 play YS
248. 1 play Y1
249. 0 draw
250. 2 play YR
251. 0 draw
252. 1 play Y8
253. 2 play Y5 uno
254. 0 draw
255. 0 play Y1
256. 1 play B1
257. 2 draw
258. 0 play B8
259. 1 play G8
260. 2 play G6
261. 0 play GS
262. 2 draw
263. 2 play G1
264. 0 play G9
265. 1 play G5
266. 2 draw
267. 0 draw
268. 0 play G3
269. 1 play GS
270. 0 play BS
271. 2 draw
272. 2 play B0
273. 0 play B7
274. 2 catch 0
275. 1 draw
276. 2 play Y7
277. 0 play G7
278. 1 draw
279. 1 play W yellow
280. 2 draw
281. 2 play Y4 uno
282. 0 draw
283. 1 play Y2
284. 2 draw
285. 2 play Y7 uno
286. 0 draw
287. 0 play Y2
288. 1 play Y6
289. 2 draw
290. 0 draw
291. 1 play YR
292. 0 draw
293. 2 draw
294. 2 play Y5
295. 1 play Y9
296. 0 draw
297. 2 draw
298. 2 pass
299. 1 draw
300. 0 play G9
301. 2 play W yellow
302. 1 play Y9
303. 0 draw
304. 2 draw
305. 2 play Y0
306. 1 draw
307. 0 play G0
308. 2 draw
309. 1 play G5
310. 0 play B5
311. 2 draw
312. 1 draw
313. 0 play BS
314. 1 play B4
315. 0 draw
316. 2 draw
317. 2 play G4
318. 1 play G2
319. 0 play G7
320. 2 play G3
321. 1 play G8 uno
322. 0 play GR
323. 1 draw
324. 1 play RR uno
325. 0 play R8
326. 2 play R1
327. 1 play R8

# round 5
328. 1 deal
329. 2 play W+4 red
330. 0 accept
331. 1 draw
332. 2 play R7
333. 0 play R6
334. 1 play R2
335. 2 play RR
336. 1 play RS
337. 2 draw
338. 1 play R0
339. 0 play R3
340. 2 play B3
341. 1 play B8
342. 0 play Y8
343. 2 play Y6
344. 1 draw
345. 0 play Y1
346. 2 play Y2
347. 1 play Y9
348. 0 play W blue
349. 2 play B8
350. 1 play B+2
351. 0 accept
352. 2 draw
353. 1 draw
354. 0 play B6
355. 2 draw
356. 1 draw
357. 0 play B1
358. 2 draw
359. 2 play B1
360. 1 draw
361. 0 draw
362. 2 draw
363. 1 draw
364. 0 draw
365. 2 draw
366. 1 draw
367. 1 play W+4 blue
368. 0 challenge
369. 2 draw
370. 2 play B9
371. 1 draw
372. 1 play W+4 yellow
373. 0 accept
374. 2 play Y+2
375. 1 accept
376. 0 play Y8
377. 2 play R8
378. 1 play R4
379. 0 play R1
380. 2 play R5
381. 1 play G5
382. 0 play G7
383. 2 play G9 uno
384. 1 play G4
385. 0 play G5
386. 2 draw
387. 1 play G3
388. 0 play GS
389. 1 play G0
390. 0 play G4
391. 2 draw
392. 1 play GR
393. 2 play YR
394. 1 play Y7
395. 0 play Y0
396. 2 draw
397. 1 play Y7 uno
398. 0 draw
399. 2 draw
400. 1 draw
401. 1 play Y+2 uno
402. 0 accept
403. 2 play R+2
404. 1 accept
405. 0 play R5
406. 2 play R9
407. 1 play Y9
408. 0 play W blue
409. 2 play B2 uno
410. 1 draw
411. 0 play B3
412. 2 draw
413. 2 play Y3 uno
414. 1 play Y5
415. 0 play YS
416. 1 draw
417. 0 play GS
418. 1 play G+2
419. 0 accept
420. 2 draw
421. 2 play R+2 uno
422. 1 accept
423. 0 play R8
424. 2 play RS
