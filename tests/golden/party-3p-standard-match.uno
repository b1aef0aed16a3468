[RulesVersion "2"]
[Edition "party"]
[Players "3"]
[Seed "1"]
[Options "match=standard target_score=100"]
[Digest "fdf326f75e34894bcad11e93f6474b5cb363623649956f21697d22c71dd7db37"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 1 play WDT green 0,1
2. 2 draw
3. 2 play G6
4. 0 play GR
5. 2 draw
6. 2 play BR
7. 0 play YR
8. 2 draw
9. 1 play Y9
10. 0 play Y2
11. 2 play Y5
12. 1 play Y7
13. 0 play W green
14. 2 play G3
15. 1 play GPT
16. 0 point 1
17. 2 point 0
18. 1 point 2
19. 0 draw
20. 2 play WPU
21. 1 play W+4
22. 0 play R1
23. 2 play R0
24. 1 play W
25. 0 play RS
26. 2 play R7
27. 1 take
28. 0 draw
29. 2 draw
30. 2 play W+4 blue
31. 1 challenge
32. 0 draw
33. 2 play B9
34. 1 play BPT
35. 1 point 2
36. 0 point 2
37. 2 point 0
38. 0 draw
39. 2 play B8
40. 1 play B1
41. 0 play W blue
42. 2 play B7
43. 1 play W yellow
44. 0 play Y6
45. 2 play Y8
46. 1 play WDT red 1,2
47. 0 play RS
48. 1 draw
49. 0 play RR
50. 1 play R0
51. 2 draw
52. 2 pass
53. 0 draw
54. 0 play RPT
55. 2 point 0
56. 0 point 1
57. 1 point 0
58. 1 play W yellow
59. 2 play W+4 green
60. 0 challenge
61. 1 play WPU
62. 2 play G+2
63. 0 play G5
64. 1 play W+4
65. 2 take
66. 0 play G8
67. 1 play G4
68. 2 play G5
69. 0 play G3
70. 1 play W+4 yellow
71. 2 challenge
72. 2 play W+4 yellow
73. 0 challenge
74. 1 play W green
75. 2 play G1
76. 0 play WDT blue 1,2
77. 1 play B4
78. 2 draw
79. 2 play BPT
80. 0 point 1
81. 1 point 2
82. 2 point 1
83. 0 play BS
84. 2 play B2
85. 0 play R2
86. 1 play R7
87. 2 draw
88. 2 play RR
89. 1 play R1
90. 0 play WPU
91. 2 take
92. 1 play W yellow
93. 0 play Y0
94. 2 play WPU
95. 1 play R+2
96. 0 play R+2
97. 2 take
98. 1 play R6
99. 0 play R9
100. 2 play R+2
101. 0 draw
102. 0 play W yellow
103. 2 play Y3
104. 1 play Y5
105. 0 play B5
106. 2 play W+4 red
107. 1 accept
108. 0 draw
109. 0 play RPT
110. 2 point 1
111. 0 point 1
112. 1 point 0
113. 2 play W+4 blue
114. 1 challenge
115. 1 play B6
116. 0 play BS
117. 1 play B9
118. 0 play Y9
119. 2 play W+4 blue
120. 1 challenge
121. 1 play B1
122. 0 play BPT
123. 2 point 1
124. 1 point 0
125. 0 point 2
126. 2 play YPT
127. 1 point 0
128. 0 point 1
129. 2 point 0
130. 1 play Y4
131. 0 play Y2
132. 2 play WDT red 1,2
133. 1 play RPT
134. 2 point 0
135. 0 point 2
136. 1 point 2
137. 0 play GPT
138. 2 point 1
139. 1 point 0
140. 0 point 2
141. 2 play G+2
142. 0 play G0
143. 2 play WDT yellow 0,2
144. 1 play Y+2
145. 2 play Y4
146. 1 play WPU
147. 0 play WPU
148. 2 play Y8
149. 1 play YPT
150. 0 play Y3
151. 2 play WDT
152. 1 play WDT
153. 0 play W+4
154. 2 take
155. 1 play WDT blue 1,2
156. 0 draw
157. 0 play WDT red 1,2
158. 2 play WDT blue 1,2
159. 1 draw
160. 0 draw
161. 0 play B3
162. 2 play Y3
163. 1 play B3
164. 0 draw
165. 0 play W green
166. 2 play WPU
167. 1 play RS
168. 0 play R1
169. 2 play R+2
170. 1 play R5
171. 0 take
172. 2 play W+4 red
173. 1 challenge
174. 1 play R3
175. 0 play R5
176. 2 play RPT
177. 1 point 2
178. 2 point 0
179. 0 point 2
180. 1 draw
181. 0 play W yellow
182. 2 draw
183. 2 play WPU
184. 1 play W
185. 0 take
186. 2 play Y1
187. 1 play Y7
188. 0 play G7
189. 2 play GS
190. 0 play RS
191. 1 play R4
192. 0 play R4
193. 2 play WDT green 0,2
194. 1 play GS
195. 2 play WDT red 0,1
196. 1 play WPU
197. 0 play WPU
198. 2 play B6
199. 1 play W+4
200. 0 play W
201. 2 play B+2
202. 1 play W+4
203. 0 play W
204. 2 play B+2
205. 1 play W+4
206. 0 play W
207. 2 play B2
208. 1 take
209. 0 draw
210. 2 draw
211. 1 play B2
212. 0 draw
213. 0 play B8
214. 2 play R8
215. 1 play W green
216. 0 play G7
217. 2 play G1
218. 1 play WPU
219. 0 play G2
220. 2 take
221. 1 play W blue
222. 0 draw
223. 0 pass
224. 2 draw
225. 2 play WPU
226. 1 play W+4
227. 0 play WPU
228. 2 take
229. 1 draw
230. 1 play WDT blue 1,2
231. 0 draw
232. 2 draw
233. 2 play BPT
234. 1 point 0
235. 2 point 0
236. 0 point 1
237. 1 play B+2
238. 2 play WPU
239. 1 play G+2
240. 0 play W
241. 2 play G8
242. 1 play GR
243. 0 play GPT
244. 2 play G2
245. 1 play W+4
246. 0 play G2
247. 2 play W+4
248. 1 play W+4
249. 0 play G4
250. 2 take
251. 1 play W green
252. 0 play W yellow
253. 2 play Y1
254. 1 play YS
255. 2 play YS
256. 0 play YPT
257. 0 point 2
258. 1 point 2
259. 2 point 0
260. 2 play GPT
261. 1 point 0
262. 2 point 1
263. 0 point 2
264. 1 play G9
265. 0 play WPU
266. 2 play W
267. 1 play B6
268. 0 play BR
269. 2 play W+4
270. 1 play B4
271. 0 take
272. 2 play W+4 green
273. 1 accept
274. 0 play W+4 yellow
275. 2 accept
276. 1 play YR
277. 2 play Y2
278. 0 play W blue
279. 1 play W+4 blue
280. 2 accept
281. 0 play B6
282. 1 play B8
283. 2 play W green
284. 0 play GPT
285. 1 point 2
286. 2 point 0
287. 0 point 1
288. 1 play YPT
289. 2 point 0
290. 1 point 0
291. 0 point 1
292. 2 play WDT red 1,2
293. 0 play R4
294. 1 play W green
295. 2 play G+2
296. 1 play Y+2
297. 0 play G+2
298. 2 play WDT red 1,2
299. 0 play R1
300. 1 play W+4 red
301. 2 accept
302. 0 play W blue
303. 1 play W yellow
304. 2 play YR
305. 1 play Y8
306. 0 play W+4 blue
307. 2 accept
308. 1 play B+2
309. 2 play W+4 green
310. 1 challenge
311. 1 play G0
312. 0 play WPU
313. 2 play W+4
314. 1 play BPT
315. 0 play BS
316. 2 play B9
317. 1 play WDT
318. 0 play B4
319. 2 play B1
320. 1 play BPT
321. 0 play B0
322. 2 play BPT
323. 1 play BS
324. 0 play BR
325. 2 play B5
326. 1 play B4
327. 0 take
328. 2 play W yellow
329. 1 play Y1
330. 0 play B1
331. 2 play WPU
332. 1 play B2
333. 0 play B9
334. 2 play BR
335. 1 take
336. 0 play BS
337. 1 play B2
338. 0 play WDT blue 0,2
339. 2 draw
340. 2 play W yellow
341. 1 play Y+2
342. 2 play WDT red 0,2
343. 1 play R7
344. 0 play R5
345. 2 play W red
346. 1 draw
347. 0 play R4
348. 2 play R9
349. 1 play B9
350. 0 play BS
351. 1 play YS
352. 2 play Y6
353. 1 play Y6
354. 0 play W+4 yellow
355. 2 accept
356. 1 play YPT
357. 0 point 1
358. 2 point 0
359. 1 point 2
360. 0 play BPT
361. 1 point 2
362. 2 point 1
363. 0 point 2
364. 2 play RPT
365. 2 point 1
366. 0 point 1
367. 1 point 0
368. 1 play GPT
369. 2 point 0
370. 1 point 0
371. 0 point 1
372. 0 play G5
373. 2 play G8
374. 1 play G3
375. 0 play G7
376. 2 play GS
377. 0 play W yellow
378. 2 play W yellow
379. 1 play WDT yellow 0,1
380. 0 play W+4 yellow
381. 2 accept
382. 1 play W+4 blue
383. 0 challenge
384. 0 play B0
385. 2 play WDT blue 0,2
386. 1 play B8
387. 0 play B2
388. 2 play WDT blue 0,1
389. 1 play W green
390. 0 play WPU
391. 2 play W+4
392. 1 play YS
393. 0 play Y2
394. 2 play YPT
395. 1 play Y9
396. 0 play Y4
397. 2 play YPT
398. 1 play Y4
399. 0 play Y7
400. 2 play Y8
401. 1 take
402. 0 draw
403. 2 play Y9
404. 1 play YPT
405. 1 point 2
406. 2 point 1
407. 0 point 1
408. 0 play Y3
409. 2 play W+4 yellow
410. 1 challenge
411. 1 play YS
412. 2 play W green
413. 1 play W+4 green
414. 0 accept
415. 2 play WPU
416. 1 play R+2
417. 0 play RS
418. 2 play R0
419. 1 play RR
420. 0 play R+2
421. 2 play RR
422. 1 play WPU
423. 0 play R1
424. 2 play RS
425. 1 play RPT
426. 0 play WPU
427. 2 play WPU
428. 1 take
429. 0 play W+4 green
430. 2 accept
431. 1 play GPT
432. 1 point 2
433. 0 point 2
434. 2 point 0
435. 0 play G8
436. 2 play G4
437. 1 play WPU
438. 0 play B7
439. 2 play BPT
440. 1 play BR
441. 0 play B4
442. 2 play B7
443. 1 play B1
444. 0 play B4
445. 2 play WPU
446. 1 play WPU
447. 0 play B6
448. 2 play B5
449. 1 play WPU
450. 0 play BPT
451. 2 play W
452. 1 take
453. 0 play B5
454. 2 play WDT yellow 0,2
455. 1 play Y4
456. 0 play Y7
457. 2 play Y1
458. 1 draw
459. 1 play G1
460. 0 play G7
461. 2 play G1
462. 1 play B1
463. 0 play B+2
464. 1 play B5
465. 0 play BR
466. 1 play W red
467. 2 play R2
468. 0 play R8
469. 2 play R8
470. 0 play WPU
471. 1 play R1
472. 2 play R6
473. 0 play WDT
474. 1 play R6
475. 2 play R9
476. 0 take
477. 1 play W yellow
478. 2 play Y5
479. 0 play R5
480. 1 play Y5
481. 2 play W blue
482. 0 play BPT
483. 0 point 1
484. 1 point 0
485. 2 point 1
486. 1 play B7
487. 2 play WPU
488. 0 play R1
489. 1 play R+2
490. 2 play R3
491. 0 play WDT
492. 1 play RPT
493. 2 play R3
494. 0 play R9
495. 1 play RS
496. 2 play WDT
497. 0 play WDT
498. 1 play RS
499. 2 play WDT
500. 0 play R6
501. 1 play RR
502. 2 play R7
503. 0 play R6
504. 1 play R+2
505. 2 play RPT
506. 0 take
507. 1 play RR
508. 0 play RPT
509. 1 point 0
510. 2 point 0
511. 0 point 2
512. 2 draw
513. 2 play WDT red 1,2
514. 1 play R0
515. 0 play R7
516. 2 play RPT
517. 1 point 0
518. 2 point 0
519. 0 point 1
520. 1 play YPT
521. 0 point 1
522. 2 point 0
523. 1 point 0
524. 0 play WDT blue 1,2
525. 2 play B2
526. 1 play B4
527. 0 play WPU
528. 2 play GPT
529. 1 play WDT
530. 0 play G3
531. 2 play G2
532. 1 play WPU
533. 0 play WDT
534. 2 play G6
535. 1 play G4
536. 0 play WPU
537. 2 play G6
538. 1 play GR
539. 0 play W
540. 2 play G9
541. 1 play WPU
542. 0 play W
543. 2 play GS
544. 1 play G9
545. 0 play WDT
546. 2 play GR
547. 1 play WPU
548. 0 play G7
549. 2 play G5
550. 1 take
551. 0 play WDT green 0,1
552. 2 play G2
553. 1 play GPT
554. 0 point 2
555. 1 point 2
556. 2 point 0
557. 0 play RPT
558. 2 point 0
559. 1 point 0
560. 0 point 1
561. 2 play W+4 red
562. 1 challenge
563. 0 play R9
564. 2 draw
565. 1 play W red
566. 0 play R6
567. 0 play R6
568. 2 draw
569. 2 play B6
570. 1 play B9
571. 0 play B3
572. 2 play B3
573. 1 play B7
574. 0 play B1
575. 1 play B1
576. 0 play B8
577. 2 play B5
578. 1 play B6
579. 0 play BR
580. 1 play WDT green 0,1
581. 2 draw
582. 0 draw
583. 0 play WPU
584. 1 play BS
585. 2 take
586. 0 draw
587. 0 pass
588. 1 play W blue
589. 2 play BS
590. 1 play WDT blue 0,2
591. 2 play B+2
592. 1 play B4
593. 2 play WPU
594. 0 play WDT
595. 1 play Y3
596. 2 play YPT
597. 0 play Y3
598. 1 play WPU
599. 2 play Y6
600. 0 play W+4
601. 1 play Y8
602. 2 play YPT
603. 0 catch 2
604. 0 play YPT
605. 1 play Y9
606. 2 play YR
607. 0 play W
608. 1 play W
609. 2 play Y0
610. 0 take
611. 1 play WDT green 0,2
612. 2 play G3
