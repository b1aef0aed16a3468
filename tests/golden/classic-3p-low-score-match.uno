[RulesVersion "2"]
[Edition "classic"]
[Players "3"]
[Seed "31"]
[Options "target_score=150 match=low-score winner_deals=true"]
[Digest "d3c11c138c9ca0acea0611770e8b9d2c39ad3402bc54c1ac30cdae785f23e23b"]
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
47. 1 play R5
48. 0 play R0 uno
49. 2 draw
50. 1 play R6

# round 2
51. 1 deal
52. 2 play Y8
53. 0 play Y+2
54. 2 play W yellow
55. 0 play Y8
56. 1 play R8
57. 2 play G8
58. 0 play W yellow
59. 1 play Y0
60. 2 draw
61. 0 draw
62. 1 play Y2
63. 2 play B2
64. 0 draw
65. 1 play B3
66. 2 play B7
67. 0 play B1
68. 1 draw
69. 2 play B1
70. 0 play G1
71. 1 play G+2
72. 0 play G2
73. 1 play R2
74. 2 play W+4 red
75. 0 accept
76. 1 play RS
77. 0 play RS
78. 2 play RR
79. 1 play R7
80. 0 play R9
81. 2 draw
82. 2 play W+4 red
83. 1 challenge
84. 0 play R+2
85. 1 play R+2
86. 2 draw
87. 1 draw
88. 0 play R8
89. 2 draw
90. 1 draw
91. 0 draw
92. 2 draw
93. 2 play B8
94. 1 play B2
95. 0 play Y2
96. 2 play Y9
97. 1 play G9
98. 0 play G2
99. 2 play G7
100. 1 play GR
101. 2 play YR
102. 1 play Y9
103. 0 play Y1
104. 2 play Y7
105. 1 play YR
106. 2 draw
107. 2 play BR
108. 1 play B4
109. 0 draw
110. 0 play G4
111. 2 play G5
112. 1 play G4
113. 0 play G3
114. 2 draw
115. 1 draw
116. 0 play Y3 uno
117. 2 draw
118. 1 play Y3
119. 0 draw
120. 0 play R3 uno
121. 2 play RR
122. 0 draw
123. 1 play R1 uno
124. 2 draw
125. 0 draw
126. 1 draw
127. 2 draw
128. 0 draw
129. 1 draw
130. 1 play Y1
131. 2 draw
132. 2 play Y4
133. 0 play Y+2
134. 2 draw
135. 0 draw
136. 1 draw
137. 2 draw
138. 0 draw
139. 1 play YS
140. 0 draw
141. 1 play BS
142. 0 play B0
143. 1 play B7
144. 2 play B6
145. 0 play G6
146. 1 play G7
147. 1 uno
148. 2 draw
149. 0 play G0
150. 1 play GR

# round 3
151. 1 deal
152. 2 color yellow
153. 2 play Y4
154. 0 draw
155. 1 play Y1
156. 2 play R1
157. 0 play R2
158. 1 play R6
159. 2 play B6
160. 0 play B8
161. 1 draw
162. 2 play B4
163. 0 play B3
164. 1 draw
165. 1 play B2
166. 2 draw
167. 0 play B7
168. 1 play Y7
169. 2 play Y5
170. 0 draw
171. 0 pass
172. 1 draw
173. 2 draw
174. 0 play Y6
175. 1 draw
176. 1 play Y9
177. 2 draw
178. 2 play Y2
179. 0 play B2
180. 1 draw
181. 1 play B6
182. 2 draw
183. 0 play B+2
184. 2 play G+2
185. 1 play G9
186. 2 play G6
187. 0 play GR
188. 2 play G2
189. 1 play G1
190. 0 draw
191. 2 draw
192. 2 play G2
193. 1 draw
194. 1 play G3
195. 0 draw
196. 2 draw
197. 2 play G+2
198. 0 play R+2
199. 1 play R1
200. 0 play R7
201. 2 draw
202. 1 play R7
203. 0 play R5
204. 2 play R0
205. 1 play R4
206. 0 play RR
207. 1 play RR
208. 0 play R3

# round 4
209. 0 deal
210. 2 play G8
211. 0 play W blue
212. 1 play B0
213. 2 play B4
214. 0 play B2
215. 1 play W+4 red
216. 2 challenge
217. 0 play R2
218. 1 play R0
219. 2 play R1
220. 0 play R7
221. 1 play W yellow
222. 2 play Y6
223. 0 play R6
224. 1 play Y6
225. 2 play Y4
226. 0 draw
227. 1 play G4
228. 2 draw
229. 0 draw
230. 1 play G+2
231. 0 draw
232. 1 play G5
233. 2 play G8
234. 0 draw
235. 1 draw
236. 2 play Y8
237. 0 draw
238. 1 draw
239. 2 play Y0
240. 0 draw
241. 0 play YS
242. 2 play Y7
243. 0 draw
244. 1 play Y9
245. 2 play Y7
246. 0 draw
247. 1 draw
248. 1 play W+4 blue
249. 2 challenge
250. 0 play B5
251. 1 play B2 uno
252. 2 play R2
253. 0 play R4
254. 1 draw
255. 2 play G4
256. 0 draw
257. 1 play G6 uno
258. 2 play G7
259. 0 draw
260. 1 draw
261. 2 play G6
262. 0 draw
263. 1 draw
264. 1 play W red
265. 2 play R8
266. 0 play R3
267. 1 draw
268. 1 play G3
269. 2 play G3
270. 0 play B3
271. 1 play B8
272. 2 play B5
273. 0 draw
274. 1 draw
275. 2 play B7
276. 0 play B1
277. 1 draw
278. 1 pass
279. 2 play B7
280. 0 draw
281. 1 draw
282. 2 draw
283. 0 play BR
284. 2 play YR
285. 0 play Y1
286. 1 play Y2
287. 2 play Y1
288. 0 play Y9
289. 1 draw
290. 1 play YS
291. 0 play Y+2
292. 2 draw
293. 0 draw
294. 1 play R+2
295. 0 draw
296. 0 pass
297. 1 draw
298. 2 draw
299. 0 play RR
300. 2 play R1
301. 1 play G1
302. 0 play B1
303. 2 draw
304. 2 play BS
305. 0 play B8
306. 2 draw
307. 2 play B+2
308. 0 draw
309. 2 draw
310. 1 play B6
311. 0 draw
312. 2 draw
313. 1 play B+2
314. 2 draw
315. 1 draw
316. 0 play B9
317. 2 draw
318. 1 play R9
319. 0 play R9
320. 2 play R7
321. 1 play R5
322. 0 play RR
323. 1 play GR
324. 0 play G2
325. 2 play GS
326. 0 play G5
327. 2 play G9
328. 1 play G1
329. 0 play GR
330. 1 draw
331. 2 play GS
332. 1 play G0 uno
333. 2 draw
334. 0 draw
335. 1 draw
336. 2 draw
337. 0 draw
338. 0 play W+4 blue
339. 1 challenge
340. 2 play B4
341. 0 play BR
342. 2 draw
343. 1 play B9
344. 0 draw
345. 2 draw
346. 1 play G9
347. 0 draw
348. 0 play W+4 red
349. 2 challenge
350. 1 play R4
351. 0 play R+2
352. 1 play RS
353. 2 play R8
354. 1 play Y8
355. 0 play Y3
356. 2 play Y5
357. 1 play Y+2
358. 2 play Y3
359. 1 play R3 uno
360. 0 play R1
361. 2 play W red
362. 1 draw
363. 1 play W+4 yellow
364. 0 challenge
365. 2 play Y5
366. 1 draw
367. 0 play W+4 yellow
368. 2 challenge
369. 2 play Y4
370. 1 play R4
371. 0 play R6
372. 2 play R5
373. 1 draw
374. 1 play W yellow
375. 0 play Y9
376. 2 play Y2
377. 1 draw
378. 0 play Y6
379. 2 play W blue
380. 1 play B7 uno
381. 0 play B5
382. 2 play B6
383. 1 draw
384. 1 play BR
385. 2 play YR
386. 1 draw
387. 0 play Y7
388. 2 play G7
389. 1 play G2
390. 0 play G5
391. 2 draw
392. 2 play W+4 green
393. 1 accept
394. 0 draw
395. 2 draw
396. 1 play G4
397. 0 draw
398. 0 pass
399. 2 draw
400. 2 play GS
401. 0 play BS
402. 1 play B1
403. 0 play B9
404. 2 draw
405. 1 draw
406. 1 play W red
407. 0 play R5
408. 2 play RS
409. 0 play YS
410. 1 draw
411. 0 play Y4
412. 2 play Y2
413. 1 play Y1
414. 0 play Y+2
415. 1 play G+2
416. 2 play G3
417. 1 play G6
418. 0 play Y6
419. 2 play Y0
420. 1 draw
421. 0 draw
422. 0 play W+4 green
423. 2 accept
424. 1 draw
425. 0 play G5 uno
426. 2 play G1
427. 1 play G3
428. 0 draw
429. 2 play B3
430. 1 play B4
431. 0 draw
432. 2 draw
433. 2 pass
434. 1 draw
435. 0 play B5
436. 2 play B1
437. 1 draw
438. 1 play B2
439. 0 play B9
440. 2 play B2
441. 1 play G2 uno
442. 0 play G7
