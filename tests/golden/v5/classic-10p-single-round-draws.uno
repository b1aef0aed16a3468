[RulesVersion "5"]
[Edition "classic"]
[Players "10"]
[Seed "5"]
[Options "match=single-round"]
[Digest "aad93b4e352277f1cf3112b4f9ed27d725e5e888c89b14b2bb416cff59bf4af5"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 0 draw
2. 0 play W green
3. 1 draw
4. 2 play G+2
5. 3 accept
6. 4 draw
7. 4 play W+4 yellow
8. 5 accept
9. 6 play Y5
10. 7 play R5
11. 8 play R6
12. 9 draw
13. 0 play W+4 green
14. 1 challenge
15. 1 play GR
16. 0 play W+4 yellow
17. 9 accept
18. 8 play Y7
19. 7 play R7
20. 6 play W blue
21. 5 play W+4 yellow
22. 4 accept
23. 3 play W blue
24. 2 play B3
25. 1 play B4
26. 0 play W yellow
27. 9 draw
28. 8 play Y8
29. 7 play Y+2
30. 6 accept
31. 5 play Y7
32. 4 play B7
33. 3 play B6
34. 2 play B7
35. 1 draw
36. 0 play BS
37. 8 play GS
38. 6 play YS
39. 4 play YR
40. 5 play BR
41. 4 play B4
42. 3 draw
43. 3 pass
44. 2 play B3
45. 1 draw
46. 0 draw
47. 9 play B2
48. 8 draw
49. 8 pass
50. 7 play B6
51. 6 draw
52. 6 pass
53. 5 draw
54. 4 play B5
55. 3 draw
56. 3 pass
57. 2 draw
58. 1 draw
59. 0 play B8
60. 9 play B9
61. 8 draw
62. 7 draw
63. 6 play BR
64. 7 draw
65. 8 draw
66. 8 play B8
67. 9 play B5
68. 0 draw
69. 0 play B4
70. 1 draw
71. 1 pass
72. 2 draw
73. 3 draw
74. 3 play W+4 blue
75. 4 challenge
76. 4 play B1
77. 5 play B2
78. 6 draw
79. 7 draw
80. 7 play B2
81. 8 play G2
82. 9 play GR
83. 8 play RR
84. 9 play R3
85. 0 play R+2
86. 1 accept
87. 2 draw
88. 2 pass
89. 3 draw
90. 3 play R6
91. 4 draw
92. 4 play W green
93. 5 play G6
94. 6 draw
95. 6 play W red
96. 7 play R+2
97. 8 accept
98. 9 draw
99. 9 pass
100. 0 play R7
101. 1 play R4
102. 2 play R1
103. 3 draw
104. 4 play R9
105. 5 play R0
106. 6 draw
107. 7 draw
108. 8 play RS
109. 0 play R9
110. 1 play R8
111. 2 draw
112. 3 play B8
113. 4 play B+2
114. 5 accept
115. 6 play BS
116. 8 draw
117. 8 play W+4 red
118. 9 accept
119. 0 draw
120. 1 draw
121. 1 play W blue
122. 2 draw
123. 2 play W+4 yellow
124. 3 accept
125. 4 draw
126. 5 draw
127. 6 play YS
128. 8 play Y+2
129. 9 accept
130. 0 play Y9
131. 1 play Y+2
132. 2 accept
133. 3 play Y2
134. 4 draw
135. 5 play W+4 blue
136. 6 challenge
137. 6 play B5
138. 7 draw
139. 8 draw
140. 9 play W yellow
141. 0 play Y3
142. 1 draw
143. 2 play W+4 blue
144. 3 accept
145. 4 draw
146. 4 pass
147. 5 draw
148. 5 pass
149. 6 draw
150. 6 pass
151. 7 draw
152. 7 pass
153. 8 draw
154. 9 play B7
155. 0 play B9
156. 1 play BS
157. 3 play W+4 green
158. 4 accept
159. 5 draw
160. 5 play W blue
161. 6 draw
162. 7 play B5
163. 8 play B3
164. 9 play W yellow
165. 0 draw
166. 0 pass
167. 1 draw
168. 2 play YR
169. 1 draw
170. 1 pass
171. 0 draw
172. 9 play Y9
173. 8 draw
174. 8 play W+4 green
175. 7 challenge
176. 7 play G3
177. 6 draw
178. 6 play W+4 green
179. 5 challenge
180. 4 play G3
181. 3 draw
182. 3 play W red
183. 2 draw
184. 1 play W+4 blue
185. 0 challenge
186. 0 play W+4 yellow
187. 9 challenge
188. 9 play YR
189. 0 play W+4 blue
190. 1 challenge
191. 2 play B5
192. 3 play Y5
193. 4 draw
194. 4 pass
195. 5 play W red
196. 6 draw
197. 6 play W+4 yellow
198. 7 challenge
199. 7 play Y8
200. 8 play W red
201. 9 play R6
202. 0 play W+4 blue
203. 1 accept
204. 2 play BS
205. 4 play W green
206. 5 play G6
207. 6 play W green
208. 7 play G4
209. 8 draw
210. 8 play W blue
211. 9 play B0
212. 0 play W green
213. 1 play W green
214. 2 draw
215. 3 draw
216. 3 play W green
217. 4 draw
218. 4 pass
219. 5 draw
220. 5 play G6
221. 6 draw
222. 6 play G4
223. 7 draw
224. 7 pass
225. 8 draw
226. 8 play W yellow
227. 9 play Y2
228. 0 play R2
229. 1 play R6
230. 2 play R8
231. 3 draw
232. 4 play W+4 red
233. 5 accept
234. 6 play RS
235. 8 play R+2
236. 9 accept
237. 0 draw
238. 0 play R6
239. 1 play W+4 yellow
240. 2 accept
241. 3 play Y8
242. 4 draw
243. 5 play W red
244. 6 draw
245. 6 pass
246. 7 draw
247. 8 play R3
248. 9 play W green
249. 0 play G3
250. 1 play G+2
251. 2 accept
252. 3 play G8
253. 4 play R8
254. 5 play W red
255. 6 draw
256. 6 pass
257. 7 play RS
258. 9 play GS
259. 1 play G6
260. 2 play W+4 blue
261. 3 challenge
262. 3 play B1
263. 4 play B4
264. 5 play B2
265. 6 draw
266. 7 play W green
267. 8 draw
268. 8 pass
269. 9 play G0
270. 0 draw
271. 0 play W blue
272. 1 play W+4 green
273. 2 challenge
274. 2 play G6
275. 3 play G7
276. 4 draw
277. 4 pass
278. 5 draw
279. 6 play GS
280. 8 play BS
281. 0 draw
282. 0 play B2
283. 1 play W+4 green
284. 2 accept
285. 3 draw
286. 3 play G6
287. 4 play W red
288. 5 play R+2
289. 6 accept
290. 7 draw
291. 8 draw
292. 8 pass
293. 9 play R7
294. 0 play B7 uno
295. 1 play W+4 green
296. 2 accept
297. 3 draw
298. 4 play G5
299. 5 draw
300. 5 play W+4 blue
301. 6 challenge
302. 6 play W+4 red
303. 7 challenge
304. 7 pass
305. 8 play W blue
306. 9 draw
307. 9 play W+4 blue
308. 0 accept
309. 1 play B5
310. 2 play W+4 blue
311. 3 challenge
312. 3 play B2
313. 4 play BR
314. 3 play B+2
315. 2 accept
316. 1 play B3
317. 0 draw
318. 0 pass
319. 9 play B7
320. 8 draw
321. 8 play B3
322. 7 draw
323. 7 pass
324. 6 play Y3
325. 5 draw
326. 4 draw
327. 4 play B3
328. 3 play B0
329. 2 play BR
330. 3 play B6
331. 4 play B1
332. 5 play B4
333. 6 play W+4 yellow
334. 7 accept
335. 8 draw
336. 9 draw
337. 0 play W green
338. 1 play G3
339. 2 play W+4 blue
340. 3 accept
341. 4 play B+2
342. 5 accept
343. 6 play B8
344. 7 play B1
345. 8 draw
346. 8 pass
347. 9 draw
348. 9 play B8
349. 0 play B2 uno
350. 1 play B1
351. 2 play B2
352. 3 draw
353. 3 play B8
354. 4 play B5
355. 5 play B6
356. 6 draw
357. 6 pass
358. 7 draw
359. 7 play B2
360. 8 play BR
361. 7 play B+2
362. 6 accept
363. 5 play W+4 blue
364. 4 challenge
365. 4 draw
366. 4 pass
367. 3 play W+4 red
368. 2 accept
369. 1 play R8
370. 0 draw
371. 0 play W+4 red uno
372. 9 challenge
373. 8 pass
374. 7 pass
375. 6 play R3
376. 5 draw
377. 5 play W+4 blue
378. 4 challenge
379. 4 play B5
380. 3 play B7
381. 2 play W+4 yellow
382. 1 challenge
383. 1 play YR
384. 2 play W+4 blue
385. 3 accept
386. 4 pass
387. 5 play BR
388. 4 draw
389. 4 play W+4 red
390. 3 accept
391. 2 play W green
392. 1 play G9
393. 0 draw
394. 0 play W+4 red
395. 3 catch 0
396. 9 challenge
397. 8 pass
398. 7 pass
399. 6 play R6
400. 5 play R2
401. 4 play R7
402. 3 play W+4 blue
403. 2 accept
404. 1 play B9
405. 0 play W blue
406. 9 play B3
407. 8 play B+2
408. 7 accept
409. 6 draw
410. 6 play W blue
411. 5 play B9
412. 4 play R9
413. 3 draw
414. 3 play W+4 yellow
415. 2 challenge
416. 2 play W green
417. 1 play G1
418. 0 draw
419. 0 play W yellow
420. 9 draw
421. 9 pass
422. 8 play Y4
423. 7 draw
424. 6 play Y1
425. 5 play Y9
426. 4 draw
427. 4 pass
428. 3 play R9
429. 2 play RS
430. 0 draw
431. 9 play W+4 green
432. 8 accept
433. 7 play GS
434. 5 draw
435. 5 play W+4 red
436. 4 challenge
437. 4 play W blue
438. 3 play B9
439. 2 play B+2
440. 1 accept
441. 0 draw
442. 0 play B9
443. 9 draw
444. 9 pass
445. 8 play R9
446. 7 draw
447. 7 play B9
448. 6 play B2
449. 5 play B8
450. 4 draw
451. 4 pass
452. 3 play W blue
453. 2 play W+4 green
454. 1 accept
455. 0 play G9
456. 9 play G4
457. 8 play G+2
458. 7 accept
459. 6 play G7
460. 5 play G5
461. 4 play G4
462. 3 play W green
463. 2 play GR
464. 3 play BR
465. 2 play W+4 blue
466. 1 accept
467. 0 play BR
468. 1 play W+4 green
469. 2 challenge
470. 2 play W green
471. 3 play G3
472. 4 draw
473. 4 play W+4 blue
474. 5 challenge
475. 6 play B1
476. 7 draw
477. 7 pass
478. 8 play Y1
479. 9 draw
480. 9 play B1
481. 0 draw
482. 0 play Y1 uno
483. 1 play W+4 green
484. 2 accept
485. 3 play GS
486. 5 play YS
487. 7 play W+4 blue
488. 8 challenge
489. 8 pass
490. 9 play B+2
491. 0 accept
492. 1 play B9
493. 2 play B7
494. 3 play B+2
495. 4 accept
496. 5 play W red
497. 6 draw
498. 7 play W+4 blue
499. 8 challenge
500. 9 pass
501. 0 play W+4 green uno
502. 1 challenge
503. 2 play W+4 blue
504. 3 challenge
505. 3 play B4
506. 4 play B2
507. 5 play W+4 green
508. 6 accept
509. 7 play G9
510. 8 play W yellow
511. 9 draw
512. 0 play Y4
