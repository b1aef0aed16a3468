[RulesVersion "2"]
[Edition "party"]
[Players "3"]
[Seed "7"]
[Options "match=standard target_score=200"]
[Digest "27d190dfc19b74a1cf84ea36e237b8b3fb6e284a827329b5c1a2d34b165fde66"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 2 play W blue
2. 0 play WPU
3. 1 play WDT
4. 2 play W
5. 0 play R4
6. 1 take
7. 2 play RR
8. 1 play R1
9. 0 play WDT yellow 0,2
10. 2 play Y5
11. 1 play W yellow
12. 0 play YR
13. 1 play WDT blue 1,2
14. 2 play B6
15. 0 play W+4 green
16. 1 challenge
17. 1 play G6
18. 2 draw
19. 0 play WPU
20. 1 play WPU
21. 2 take
22. 0 play G8
23. 0 play G8
24. 1 draw
25. 2 play G5
26. 0 play GS
27. 2 play WPU
28. 0 play W
29. 1 play B5
30. 2 play WDT
31. 0 play W

# round 2
32. 2 deal
33. 0 play Y3
34. 1 play Y8
35. 2 play W red
36. 0 play R0
37. 1 draw
38. 1 play WDT blue 0,2
39. 2 play W yellow
40. 0 play W yellow
41. 1 play W blue
42. 2 play B1
43. 0 play W+4 blue
44. 1 challenge
45. 2 draw
46. 2 play W+4 blue
47. 0 challenge
48. 0 play W blue
49. 1 play WPU
50. 2 play BPT
51. 0 play W+4
52. 1 play BPT
53. 2 take
54. 0 play B5
55. 1 play WDT yellow 1,2
56. 2 play W+4 red
57. 0 accept
58. 1 draw
59. 2 play R1
60. 0 play G1
61. 1 play Y1
62. 1 play Y1
63. 2 play W green
64. 0 play G+2
65. 2 play G2
66. 0 play WPU
67. 1 play W
68. 2 play R8
69. 0 play RPT
70. 1 take
71. 2 draw
72. 0 play W+4 blue
73. 1 challenge
74. 1 play B4
75. 2 play B8
76. 0 play WPU
77. 1 play W+4
78. 2 play GPT
79. 0 play GR
80. 1 take
81. 2 play GPT
82. 0 point 1
83. 2 point 1
84. 1 point 2
85. 0 play WDT blue 0,2
86. 1 play W+4 blue
87. 2 challenge
88. 2 play B9
89. 0 play R9
90. 1 play W yellow
91. 2 play Y8
92. 0 play Y4
93. 1 play W yellow
94. 2 play Y3
95. 0 play Y2
96. 1 play B2
97. 2 play BPT
98. 2 point 1
99. 0 point 1
100. 1 point 2
101. 0 draw
102. 1 play B+2
103. 0 draw
104. 1 play B6
105. 2 play BPT
106. 0 point 2
107. 1 point 2
108. 2 point 1
109. 0 play RPT
110. 1 point 2
111. 2 point 1
112. 0 point 2
113. 1 play GPT
114. 1 point 2
115. 0 point 1
116. 2 point 1
117. 2 play G3
118. 0 draw
119. 1 play GR
120. 0 draw
121. 0 play WDT yellow 1,2
122. 2 play WDT yellow 1,2
123. 1 play YR
124. 2 play Y2
125. 0 play Y0
126. 1 play YPT
127. 1 point 2
128. 2 point 1
129. 0 point 2
130. 2 play W+4 green
131. 0 accept
132. 1 play W green
133. 2 play W+4 green
134. 0 accept
135. 1 play G4
136. 2 play W red
137. 0 play W red
138. 1 play R8
139. 2 play R+2
140. 1 play RR
141. 0 play WDT blue 0,1
142. 2 draw
143. 2 play WDT red 0,2
144. 1 play RS
145. 2 play R3
146. 1 play RPT
147. 0 point 2
148. 2 point 1
149. 1 point 0
150. 0 play W+4 yellow
151. 2 challenge
152. 2 draw
153. 1 play WPU
154. 0 play W
155. 2 take
156. 1 play BS
157. 2 play B8
158. 1 play BR
159. 2 play W blue
160. 0 play B9
161. 1 draw
162. 2 play B7
163. 0 play B2
164. 1 play WPU
165. 2 play GS
166. 0 play G+2
167. 1 play G0
168. 2 play G7
169. 0 play G5
170. 1 play G8
171. 2 play G9
172. 0 play G7
173. 1 play GS
174. 2 play G9 uno
175. 0 play G1
176. 1 take
177. 2 draw
178. 2 pass
179. 0 draw
180. 0 play G3
181. 1 play G6
182. 2 draw
183. 0 play WPU
184. 1 play B3
185. 2 play WPU
186. 0 play BPT
187. 1 play W+4
188. 2 take
189. 0 draw
190. 1 draw
191. 2 play B3
192. 0 draw
193. 0 play BR
194. 2 play B+2
195. 0 play Y+2
196. 1 play Y4
197. 0 play Y6
198. 2 play WDT blue 1,2
199. 1 play WDT green 0,2
200. 0 play GPT
201. 2 point 0
202. 1 point 2
203. 0 point 1
204. 2 play G8
205. 1 play G9
206. 0 draw
207. 0 play W green
208. 2 play WPU
209. 1 take
210. 0 draw
211. 2 play W+4 red
212. 1 challenge
213. 1 play R5
214. 0 play R1
215. 2 play R7
216. 1 play R7
217. 0 play RS
218. 1 play GS
219. 2 play WDT green 0,1
220. 1 draw
221. 0 play G4
222. 2 play GR
223. 0 draw
224. 0 play RR
225. 2 play R4
226. 1 play WPU
227. 0 take
228. 2 draw
229. 1 play B0
230. 0 play W+4 green
231. 2 challenge
232. 2 play W+4 yellow
233. 1 challenge
234. 0 play YR
235. 1 play Y5
236. 2 play Y7
237. 0 play WPU
238. 1 play R2
239. 2 play R4
240. 0 play WDT
241. 1 play W+4
242. 2 take
243. 0 play R8
244. 1 play G8
245. 2 draw
246. 2 play WDT green 0,1
247. 0 play W blue
248. 1 play B6
249. 2 play WDT blue 0,2
250. 0 play W red
251. 1 play RPT
252. 2 point 0
253. 0 point 2
254. 1 point 2
255. 2 play R4
256. 0 play R9
257. 1 play G9
258. 2 play Y9
259. 0 draw
260. 1 play Y6
261. 2 play YPT
262. 1 point 0
263. 2 point 1
264. 0 point 1
265. 0 play GPT
266. 1 point 2
267. 0 point 2
268. 2 point 0
269. 1 play GS
270. 0 play G6
271. 1 play G7
272. 2 draw
273. 1 play G7
274. 2 play W+4 blue
275. 0 challenge
276. 0 play B4
277. 1 play B1
278. 2 play W red
279. 0 play R6
280. 1 play R3
281. 2 play RPT
282. 2 point 0
283. 0 point 1
284. 1 point 0
285. 0 play R5
286. 1 play R6
287. 2 play R2
288. 0 play R+2
289. 2 play W red
290. 0 play W green
291. 1 play W blue
292. 2 play BS
293. 1 play W+4 yellow
294. 2 accept
295. 0 play Y+2
296. 2 play YPT
297. 0 point 1
298. 1 point 2
299. 2 point 0
300. 0 play Y9
301. 1 play WPU
302. 2 play RPT
303. 0 take
304. 1 draw
305. 2 play R4
306. 0 play WPU
307. 1 play BPT
308. 2 play WDT
309. 0 play B5
310. 1 play B6
311. 2 play BPT
312. 0 play B3
313. 1 play B+2
314. 2 take
315. 0 play B+2
316. 2 play B6
317. 0 play B7
318. 1 play B8
319. 2 play B3
320. 0 draw
321. 0 play WDT red 0,2
322. 1 play W red
323. 2 play WPU
324. 0 take
325. 1 play G1
326. 2 play Y1
327. 0 play Y7
328. 1 play WPU
329. 2 play G3
330. 0 play GPT
331. 1 play G5
332. 2 play G4
333. 0 take
334. 1 play G+2
335. 0 play G+2
336. 2 play WDT green 0,2
337. 0 play G3
338. 1 play G0
339. 2 play G2
340. 0 play GPT
341. 2 point 0
342. 0 point 1
343. 1 point 2
344. 1 play G5
345. 2 play W+4 red
346. 0 accept
347. 1 play W green
348. 2 play GR
349. 1 play W blue
350. 0 play WPU
351. 2 play Y5
352. 1 play YPT
353. 0 play WDT
354. 2 play YS
355. 1 play WPU
356. 0 play W
357. 2 play YPT
358. 1 play WPU
359. 0 play YR
360. 2 take
361. 1 play YS
362. 2 play YPT
363. 2 point 1
364. 1 point 0
365. 0 point 1
366. 1 play GPT
367. 1 point 0
368. 2 point 0
369. 0 point 2
370. 0 play RPT
371. 2 point 0
372. 1 point 2
373. 0 point 2
374. 2 play WPU
375. 1 play W
376. 0 play R4
377. 2 play R7
378. 1 play W
379. 0 play R8
380. 2 play WPU
381. 1 take
382. 0 play W+4 blue
383. 2 challenge
384. 2 play BPT
385. 2 point 1
386. 0 point 1
387. 1 point 0
388. 1 play WPU
389. 0 play R+2
390. 2 play R2
391. 1 play RPT
392. 0 play W
393. 2 play W
394. 1 play R8
395. 0 play W+4
396. 2 play WDT
397. 1 play R7
398. 0 take
399. 2 play WDT blue 0,1
400. 1 play B1
401. 0 play W+4 blue
402. 2 accept
403. 1 play W yellow
404. 0 play W yellow
405. 2 play Y8
406. 1 play G8
407. 0 play G7
408. 2 play WPU
409. 1 play W
410. 0 take
411. 2 play WDT blue 0,2
412. 1 draw
413. 0 play WDT blue 0,1
414. 2 play BPT
415. 1 point 0
416. 2 point 0
417. 0 point 1
418. 1 play WDT blue 1,2
419. 0 play B9
420. 2 play WDT blue 0,2
421. 1 draw
422. 1 play BPT
423. 0 point 2
424. 1 point 0
425. 2 point 1
426. 0 play BS
427. 1 play W+4 blue
428. 0 challenge
429. 2 play B6
430. 1 draw
431. 1 play W+4 yellow
432. 0 challenge
433. 2 play YS
434. 0 play Y+2
435. 1 play Y3
436. 0 play R3
437. 2 play W+4 red
438. 1 accept
439. 0 play RPT
440. 0 point 2
441. 2 point 0
442. 1 point 0
443. 2 play WPU
444. 1 play W+4
445. 0 play WDT
446. 2 play B2
447. 1 take
448. 0 play B3
449. 2 play B5
450. 1 play WDT red 0,2
451. 0 play R8
452. 2 draw
453. 2 play W+4 green
454. 1 accept
455. 0 play G5
456. 2 play G6
457. 1 play W+4 yellow
458. 0 challenge
459. 0 play W+4 blue
460. 2 challenge
461. 2 play W yellow
462. 1 play Y5
463. 2 play Y5
464. 1 play WDT red 1,2
465. 0 play R+2
466. 1 play R4
467. 0 play G4
468. 2 play G7
469. 1 play GR
470. 2 play YR
471. 1 play WDT yellow 0,1
472. 0 play Y9
473. 2 play WPU
474. 1 play GPT
475. 0 play GPT
476. 2 play WPU
477. 1 play G3
478. 0 take
479. 2 play G9
480. 1 play WDT red 0,2
481. 0 play RR
482. 1 play R1
483. 2 play R1
484. 0 play R2
485. 1 play B2
486. 2 play B0
487. 0 play WPU
488. 1 play W
489. 2 play B5
490. 0 play W
491. 1 play B4
492. 2 play W
493. 0 play B7
494. 1 play B2
495. 2 play B+2 uno
496. 0 take
497. 1 play WDT green 0,2
498. 2 draw
499. 0 play G8
500. 1 play G6
501. 2 draw
502. 0 play Y6
503. 1 play Y1
504. 2 play Y3
505. 0 play G3
506. 1 play G4
507. 2 draw
508. 2 play GS
509. 1 play G9
510. 2 draw
511. 2 play W green
512. 0 play GPT
513. 0 point 2
514. 1 point 0
515. 2 point 0
516. 1 draw
517. 1 play WPU
518. 2 play W+4
519. 0 play G1
520. 1 take
521. 2 draw
522. 0 play W yellow
523. 1 play W+4 blue
524. 2 challenge
525. 0 play BR
526. 2 play YR
527. 0 play W blue
528. 1 draw
529. 2 play W yellow
530. 0 play W red
531. 1 play R8
532. 2 play R0
533. 0 play R5
534. 1 play RPT
535. 0 point 2
536. 1 point 2
537. 2 point 0
538. 2 play WDT yellow 0,1
539. 0 play Y4
540. 0 play Y4
541. 1 draw
542. 1 play B4
543. 0 play B4
544. 1 draw
545. 1 play B3
546. 2 draw
547. 0 play BR
548. 2 play RR
549. 0 play RPT
550. 0 point 2
551. 2 point 1
552. 1 point 2
553. 1 play BPT
554. 1 point 0
555. 0 point 2
556. 2 point 0
557. 2 play W green
558. 0 play W green
559. 1 play G1
560. 2 play G5
561. 0 draw
562. 1 play G2
563. 2 play Y2
564. 0 play Y0
565. 1 draw
566. 1 play W+4 yellow uno
567. 2 accept
568. 0 play Y2
569. 1 draw
570. 1 play WPU uno
571. 2 play W+4
572. 0 play WDT
573. 1 take
574. 2 play WDT green 0,2
575. 0 play GS
576. 2 play G3
577. 0 play GPT
578. 0 point 2
579. 2 point 1
580. 1 point 2
581. 1 play W red
582. 2 play W red
583. 0 play R7
584. 1 play R9
585. 2 play RPT
586. 2 point 1
587. 0 point 1
588. 1 point 2
589. 0 play R1
590. 1 play WDT green 0,1
591. 2 play WPU
592. 0 play Y6
593. 1 play W+4
594. 2 play W
595. 0 play W
596. 1 take
597. 2 play YPT
598. 0 point 1
599. 2 point 0
600. 1 point 0
601. 0 play YPT
602. 2 point 0
603. 1 point 2
604. 0 point 1
605. 1 play W blue
606. 2 draw
607. 0 play B9
608. 1 play G9
609. 2 play GR
610. 1 play W+4 green
611. 0 accept
612. 2 draw
613. 2 play G4
614. 1 play G2
615. 0 play GR
616. 1 play G1
617. 2 play R1
618. 0 play RR
619. 2 play YR
620. 0 play Y7
621. 2 play Y7
622. 0 play B7
623. 1 play W blue
624. 2 draw
625. 2 play W+4 blue
626. 0 accept
627. 1 play W red
628. 2 play R7
629. 0 play WPU
630. 1 take
631. 2 draw
632. 2 play BPT
633. 0 point 2
634. 2 point 1
635. 1 point 2
636. 0 play BS
637. 2 play WPU
638. 0 play R9
639. 1 play W+4
640. 2 play W
641. 0 play R6
642. 1 play W
643. 2 take
644. 0 play W blue
645. 1 play BS
646. 0 play B9
647. 1 draw
648. 1 play WPU
649. 2 play W+4
650. 0 play GPT
651. 1 play G3
652. 2 play W
653. 0 take
654. 1 draw
655. 1 play WDT blue 1,2
656. 2 play W red
657. 0 play W+4 red
658. 1 challenge
659. 1 draw
660. 2 play R9
661. 0 play W yellow
662. 1 play Y6
663. 2 play YPT
664. 1 point 2
665. 0 point 1
666. 2 point 0
667. 0 draw
668. 0 pass
669. 1 play Y6
670. 2 play Y5
671. 0 play B5
672. 1 play B6
673. 2 play B1
674. 0 play W yellow
675. 1 play Y1
