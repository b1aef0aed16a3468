[RulesVersion "6"]
[Edition "classic"]
[Players "10"]
[Seed "5"]
[Options "match=single-round"]
[Digest "e95b6bcba966968d23a55586b44c86ed50e11f42e2bee8e2cdacc6db66e7fdb8"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 0 play Y9
2. 1 play W+4 red
3. 2 challenge
4. 3 draw
5. 4 play R+2
6. 5 accept
7. 6 play RR
8. 5 play R6
9. 4 draw
10. 3 play R9
11. 2 play R7
12. 1 play W blue
13. 0 play W red
14. 9 play W+4 blue
15. 8 accept
16. 7 draw
17. 7 play W yellow
18. 6 play YS
19. 4 draw
20. 4 play Y3
21. 3 play Y4
22. 2 play Y1
23. 1 draw
24. 0 draw
25. 9 play Y6
26. 8 play YR
27. 9 play Y1
28. 0 draw
29. 1 draw
30. 2 play Y5
31. 3 play W+4 red
32. 4 accept
33. 5 play R9
34. 6 play R2
35. 7 play R6
36. 8 play B6
37. 9 draw
38. 9 pass
39. 0 play B0
40. 1 play R0
41. 2 play R1
42. 3 draw
43. 4 play W red
44. 5 draw
45. 6 play R5
46. 7 play RR
47. 6 draw
48. 5 draw
49. 4 draw
50. 3 play RS
51. 1 draw
52. 1 play W+4 red
53. 0 challenge
54. 9 play R+2
55. 8 accept
56. 7 draw
57. 7 play R+2
58. 6 accept
59. 5 draw
60. 5 play W green
61. 4 draw
62. 3 draw
63. 3 play W+4 yellow
64. 2 challenge
65. 2 draw
66. 2 play W yellow
67. 1 draw
68. 0 draw
69. 9 draw
70. 8 play Y3
71. 7 play B3
72. 6 play B+2
73. 5 accept
74. 4 play B7
75. 3 play Y7
76. 2 play B7
77. 1 draw
78. 0 play B+2
79. 9 accept
80. 8 draw
81. 7 play B9
82. 6 play W+4 red
83. 5 accept
84. 4 draw
85. 3 draw
86. 3 pass
87. 2 draw
88. 1 draw
89. 1 play R1
90. 0 play R6
91. 9 play W green
92. 8 draw
93. 7 play GR
94. 8 play BR
95. 7 draw
96. 7 play W+4 green
97. 6 challenge
98. 5 play W red
99. 4 draw
100. 3 play R9
101. 2 draw
102. 1 play R9
103. 0 play G9
104. 9 draw
105. 8 draw
106. 7 play G6
107. 6 play W yellow
108. 5 play Y6
109. 4 draw
110. 3 play YS
111. 1 play Y5
112. 0 play Y7
113. 9 draw
114. 8 play Y+2
115. 7 accept
116. 6 play Y7
117. 5 play Y6
118. 4 draw
119. 3 play Y5
120. 2 draw
121. 1 draw
122. 1 play W blue
123. 0 play B8
124. 9 play B2
125. 8 play B1
126. 7 play B7
127. 6 play B9
128. 5 play B2
129. 4 play Y2
130. 3 play Y4
131. 2 draw
132. 2 play W+4 blue
133. 1 accept
134. 0 play B6
135. 9 play R6
136. 8 play RS
137. 6 play R7
138. 5 play W+4 red
139. 4 challenge
140. 4 draw
141. 3 play R2
142. 2 draw
143. 2 pass
144. 1 play W green
145. 0 draw
146. 9 draw
147. 8 draw
148. 7 draw
149. 6 draw
150. 5 play G6
151. 4 play G5
152. 3 draw
153. 3 play W blue
154. 2 play BR
155. 3 play B1
156. 4 play B3
157. 5 play BR
158. 4 play B+2
159. 3 accept
160. 2 play W green
161. 1 play GS
162. 9 play G9
163. 8 draw
164. 8 play W green
165. 7 draw
166. 6 play G7
167. 5 play G2
168. 4 draw
169. 4 play G9
170. 3 draw
171. 3 play W+4 green
172. 2 challenge
173. 2 draw
174. 1 play W+4 blue
175. 0 challenge
176. 0 draw
177. 9 play B7
178. 8 play R7
179. 7 draw
180. 6 play R4
181. 5 play R9
182. 4 draw
183. 4 play W+4 green
184. 3 challenge
185. 3 draw
186. 3 pass
187. 2 draw
188. 2 pass
189. 1 draw
190. 1 play W green
191. 0 play G4
192. 9 draw
193. 8 draw
194. 8 play W blue
195. 7 draw
196. 7 play W+4 yellow
197. 6 challenge
198. 6 draw
199. 5 play Y+2
200. 4 accept
201. 3 play Y4
202. 2 play Y9
203. 1 draw
204. 1 play W+4 blue
205. 0 challenge
206. 0 play B2
207. 9 draw
208. 8 draw
209. 8 play W blue
210. 7 play W red
211. 6 play R7
212. 5 draw
213. 5 pass
214. 4 draw
215. 4 pass
216. 3 draw
217. 2 draw
218. 2 play W red
219. 1 play W blue
220. 0 draw
221. 9 draw
222. 9 play W blue
223. 8 draw
224. 7 draw
225. 6 draw
226. 6 play W+4 yellow
227. 5 accept
228. 4 play Y8
229. 3 play B8
230. 2 play B1
231. 1 play B3
232. 0 draw
233. 0 play W+4 yellow
234. 9 accept
235. 8 play Y7
236. 7 play Y7
237. 6 draw
238. 6 play Y7
239. 5 play W yellow
240. 4 play Y3
241. 3 draw
242. 3 play W+4 blue
243. 2 challenge
244. 2 play W yellow
245. 1 draw
246. 1 pass
247. 0 play Y9
248. 9 play Y8
249. 8 play Y1
250. 7 play Y5
251. 6 play Y3
252. 5 play W red
253. 4 play W+4 blue
254. 3 challenge
255. 3 play W blue
256. 2 play BS
257. 0 draw
258. 0 play W red
259. 9 play R7
260. 8 draw
261. 7 play G7
262. 6 draw
263. 5 play W yellow
264. 4 play W yellow
265. 3 play Y3
266. 2 play B3
267. 1 play W+4 green
268. 0 challenge
269. 0 play G7
270. 9 draw
271. 8 draw
272. 8 pass
273. 7 draw
274. 7 pass
275. 6 draw
276. 5 play B7
277. 4 play W+4 green
278. 3 challenge
279. 3 play GS
280. 1 play G+2
281. 0 accept
282. 9 play B+2
283. 8 accept
284. 7 play BR
285. 8 play B4
286. 9 play B8
287. 0 play W+4 green
288. 1 accept
289. 2 play G8
290. 3 draw
291. 3 play W+4 blue
292. 4 challenge
293. 4 play B7
294. 5 draw
295. 5 play W+4 green
296. 6 challenge
297. 6 pass
298. 7 play G7
299. 8 play GS
300. 0 draw
301. 0 pass
302. 1 play G4
303. 2 draw
304. 2 pass
305. 3 draw
306. 3 pass
307. 4 play W green
308. 5 play G8
309. 6 draw
310. 6 pass
311. 7 draw
312. 7 play W green
313. 8 play G+2
314. 9 accept
315. 0 play GR
316. 9 play RR
317. 0 play W+4 blue
318. 1 challenge
319. 1 play W+4 yellow
320. 2 challenge
321. 2 pass
322. 3 play Y2
323. 4 play W+4 yellow
324. 5 accept
325. 6 play Y3
326. 7 draw
327. 7 pass
328. 8 play Y+2
329. 9 accept
330. 0 play G+2
331. 1 accept
332. 2 play G4
333. 3 play GS
334. 5 play W+4 yellow
335. 6 accept
336. 7 play W+4 blue
337. 8 challenge
338. 8 play B+2
339. 9 accept
340. 0 play B7
341. 1 play W green
342. 2 draw
343. 3 draw
344. 4 play G1
345. 5 play Y1
346. 6 play Y5
347. 7 play W+4 red
348. 8 challenge
349. 8 play R7
350. 9 draw
351. 9 play W+4 green
352. 0 challenge
353. 0 play G2
354. 1 play W+4 blue
355. 2 challenge
356. 2 play B+2
357. 3 accept
358. 4 play B8
359. 5 play B9
360. 6 draw
361. 6 pass
362. 7 draw
363. 7 play B8
364. 8 draw
365. 8 play B9
366. 9 play W blue
367. 0 draw
368. 0 pass
369. 1 play B+2
370. 2 accept
371. 3 play W+4 green
372. 4 accept
373. 5 pass
374. 6 play GS
375. 8 draw
376. 8 play W+4 green
377. 9 accept
378. 0 play GR
379. 9 play W+4 blue
380. 8 challenge
381. 8 pass
382. 7 play W yellow
383. 6 draw
384. 6 play W+4 yellow
385. 5 challenge
386. 4 play Y9
387. 3 play Y7
388. 2 play W yellow
389. 1 play W+4 blue
390. 0 accept
391. 9 play W+4 red
392. 8 accept
393. 7 play R1
394. 6 play RS
395. 4 play RS
396. 2 play R1
397. 1 play W red
398. 0 play W blue
399. 9 play BS
400. 7 play GS
401. 5 draw
402. 5 pass
403. 4 play G3
404. 3 play G8
405. 2 draw
406. 1 play W blue
407. 0 play B8
408. 9 play B1
409. 8 play W+4 red
410. 7 accept
411. 6 play R4
412. 5 play W blue
413. 4 play B6
414. 3 play B9
415. 2 draw
416. 2 play W yellow
417. 1 play Y+2
418. 0 accept
419. 9 play Y3
420. 8 play YR
421. 9 play GR
422. 8 play YR
423. 9 draw
424. 0 play W+4 red
425. 1 challenge
426. 1 draw
427. 2 play RS
428. 4 play R6
429. 5 play R6
430. 6 draw
431. 6 pass
432. 7 play R1
433. 8 draw
434. 8 pass
435. 9 draw
436. 9 play R4
437. 0 play R8
438. 1 play G8
439. 2 play G3
440. 3 draw
441. 3 pass
442. 4 play G7
443. 5 play B7
444. 6 play W+4 yellow
445. 7 challenge
446. 7 play Y2
447. 8 play Y3
448. 9 draw
449. 0 play W+4 red
450. 1 challenge
451. 1 play W+4 blue
452. 2 accept
453. 3 play W yellow
454. 4 play YS
455. 6 draw
456. 7 play W red
457. 8 play R5
458. 9 play R+2
459. 0 accept
460. 1 play R9
461. 2 draw
462. 3 draw
463. 4 draw
464. 4 play W+4 yellow
465. 5 accept
466. 6 draw
467. 6 play W+4 red
468. 7 challenge
469. 7 play R1
470. 8 draw
471. 8 play R9
472. 9 play R5
473. 0 draw
474. 0 play W+4 red
475. 1 challenge
476. 1 pass
477. 2 pass
478. 3 pass
479. 4 play R4
480. 5 play W red
481. 6 play R9
482. 7 play RS
483. 9 draw
484. 9 play W blue
485. 0 play B8
486. 1 play BR
487. 0 play W+4 red
488. 9 accept
489. 8 play R3
490. 7 draw
491. 7 pass
492. 6 play W yellow
493. 5 play Y9
494. 4 draw
495. 3 play YS
496. 1 draw
497. 0 play W yellow
498. 9 play W red
499. 8 play R3 uno
500. 7 draw
501. 7 play W blue
502. 6 play W+4 yellow
503. 5 accept
504. 4 play Y1
505. 3 play Y4
506. 2 draw
507. 2 play W+4 blue
508. 1 challenge
509. 1 play B4
510. 0 play B6
511. 9 play W+4 blue
512. 8 accept
513. 7 play B6
514. 6 play W+4 yellow
515. 5 accept
516. 4 play Y+2
517. 3 accept
518. 2 play G+2
519. 1 accept
520. 0 play W red
521. 9 play R7
522. 8 play W+4 red
523. 7 challenge
524. 6 play R1
525. 5 play W+4 blue
526. 4 challenge
527. 4 play B5
528. 3 play W+4 blue
529. 2 challenge
530. 2 play W red
531. 1 draw
532. 1 play W+4 green
533. 0 challenge
534. 9 play GS
535. 7 play RS
536. 5 play R5
537. 4 play B5
538. 3 play B7
539. 2 play B9
540. 1 play BR
541. 2 play W blue
542. 3 draw
543. 3 play B7
544. 4 play BR
545. 3 play B2
546. 2 draw
547. 2 play B5
548. 1 play B8
549. 0 draw
550. 9 play B3
551. 8 play B1
552. 7 play W yellow
553. 6 play Y+2
554. 5 accept
555. 4 play B+2
556. 3 accept
557. 2 play B7
558. 1 draw
559. 0 play Y7
560. 9 draw
561. 8 play W+4 green
562. 7 accept
563. 6 play G4
564. 5 play W+4 red
565. 4 challenge
566. 3 play W+4 blue
567. 2 accept
568. 1 draw
569. 0 play W yellow
570. 9 draw
571. 9 play W+4 yellow
572. 8 accept
573. 7 play W yellow
574. 6 play YR
575. 7 play Y4
576. 8 play W blue
577. 9 play B2
578. 0 draw
579. 0 play W green
580. 1 play G6
581. 2 play W+4 green
582. 3 challenge
583. 3 play W+4 red
584. 4 accept
585. 5 play R3
586. 6 draw
587. 6 play W+4 yellow
588. 7 accept
589. 8 play Y1
590. 9 catch 8
591. 9 pass
592. 0 play Y9
593. 1 draw
594. 1 pass
595. 2 play W blue
596. 3 play B5
597. 4 play BS
598. 6 play B9
599. 7 play B+2
600. 8 accept
601. 9 draw
602. 0 draw
603. 0 play W red
604. 1 play RS
605. 3 draw
606. 3 play BS
607. 5 draw
608. 5 play RS
609. 7 play R7
610. 8 play W+4 blue
611. 9 accept
612. 0 draw
613. 1 play B4
614. 2 play W+4 blue
615. 3 accept
616. 4 play W+4 yellow
617. 5 accept
618. 6 pass
619. 7 play Y1
620. 8 draw
621. 8 play W+4 red
622. 9 challenge
623. 0 play R1
624. 1 draw
625. 1 play W+4 green
626. 2 accept
627. 3 play G6
628. 4 play W red
629. 5 play W yellow
630. 6 draw
631. 6 play W+4 yellow
632. 7 accept
633. 8 pass
634. 9 play W yellow
635. 0 draw
636. 0 play W+4 red
637. 1 accept
638. 2 play W+4 blue
639. 3 accept
640. 4 play B8
641. 5 play W+4 green
642. 6 accept
643. 7 play W red
644. 8 draw
645. 8 play W+4 blue
646. 9 challenge
647. 0 pass
648. 1 play W blue
649. 2 play B7
650. 3 play B1
651. 4 play W yellow
652. 5 play Y9
653. 6 play W+4 blue
654. 7 accept
655. 8 play B6
656. 9 play BS
657. 1 draw
658. 1 play W+4 blue
659. 2 accept
660. 3 play W+4 red
661. 4 challenge
662. 4 play RR
663. 3 play W+4 yellow
664. 2 accept
665. 1 play Y1
666. 0 draw
667. 0 play W+4 blue
668. 9 accept
669. 8 play B9
670. 3 catch 8
671. 7 play W yellow
672. 6 draw
673. 5 play Y8
674. 4 play Y+2
675. 3 accept
676. 2 play YR
677. 3 draw
678. 3 play Y+2
679. 4 accept
680. 5 play Y2
681. 6 draw
682. 6 play Y+2
683. 7 accept
684. 8 play W+4 green uno
685. 9 challenge
686. 0 play G3
687. 1 play G2
688. 2 play W+4 yellow
689. 3 accept
690. 4 play Y8
691. 5 play Y2
692. 6 draw
693. 6 play Y8
694. 7 play Y5
695. 8 draw
696. 8 play W+4 green
697. 9 challenge
698. 0 play G7
699. 1 draw
700. 1 play W+4 yellow
701. 2 challenge
702. 2 play Y4
703. 3 play W+4 yellow
704. 4 accept
705. 5 play Y5
706. 6 draw
707. 6 play W+4 blue
708. 7 challenge
709. 8 play B5
