[RulesVersion "3"]
[Edition "party"]
[Players "6"]
[Seed "61"]
[HouseRules "stacking seven-o draw-to-match force-play"]
[Digest "3beac569a4c7c5c08947dbff0ba8d4ad105d3826623584e41ca8d36b9157d1f3"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 2 play W+4 green
2. 3 accept
3. 4 play WDT yellow 1,3
4. 5 play W red
5. 0 play WPU
6. 1 play WDT
7. 2 play R0
8. 3 play WDT
9. 4 play WDT
10. 5 play R5
11. 0 play W
12. 1 play W+4
13. 2 play RR
14. 3 play R9
15. 4 take
16. 5 draw
17. 5 play R9
18. 0 play WDT red 1,4
19. 1 play R8
20. 2 play R7 1
21. 3 play W+4 red
22. 4 play W+4 blue
23. 5 accept
24. 0 play B9
25. 1 play Y9
26. 2 play Y1
27. 5 play Y1
28. 0 play Y7 2
29. 1 play YPT uno
30. 0 point 3
31. 3 point 2
32. 5 point 4
33. 2 point 4
34. 4 point 2
35. 1 point 0
36. 2 play WDT yellow 1,3
37. 3 play Y2
38. 4 play Y5
39. 5 play G5
40. 0 play WPU
41. 1 take
42. 2 play W red
43. 3 play W red
44. 4 play R9
45. 5 play RPT
46. 3 point 0
47. 0 point 5
48. 5 point 0
49. 4 point 1
50. 1 point 4
51. 2 point 5
52. 0 play BPT
53. 1 point 2
54. 2 point 5
55. 4 point 1
56. 0 point 3
57. 5 point 3
58. 3 point 1
59. 1 play B7 0
60. 2 play WDT red 2,3
61. 3 play W+4 yellow
62. 4 play W+4 blue
63. 5 play W+4 green
64. 0 accept
65. 1 play W yellow
66. 2 play WPU
67. 2 uno
68. 3 take
69. 4 play W blue
70. 5 play WPU
71. 0 play W+4
72. 1 play W
73. 2 take
74. 3 draw
75. 3 play W+4 red
76. 4 accept
77. 5 play R8
78. 0 play R2
79. 1 draw
80. 1 play R1
81. 2 play W+4 red
82. 3 challenge
83. 3 play RPT
84. 3 point 5
85. 4 point 0
86. 5 point 3
87. 1 point 2
88. 2 point 0
89. 0 point 3
90. 4 play R0
91. 5 play RR
92. 4 play RS
93. 2 draw
94. 2 play GS
95. 0 play G3
96. 5 play G+2
97. 4 accept
98. 3 play G9
99. 4 play G9
100. 3 play W yellow
101. 2 play YPT
102. 0 point 3
103. 4 point 3
104. 2 point 4
105. 1 point 2
106. 3 point 0
107. 5 point 3
108. 1 play W+4 green
109. 0 accept
110. 5 play WDT yellow 1,4
111. 4 play Y4
112. 3 play Y8
113. 2 draw
114. 2 play WPU
115. 1 play W
116. 0 play R4
117. 5 play W+4
118. 4 play R3
119. 3 play R4
120. 2 play R7
121. 1 play W
122. 0 play RR
123. 5 play R5
124. 4 play W
125. 3 play W+4
126. 2 take
127. 1 play RS
128. 5 play R6
129. 4 play RPT
130. 3 point 1
131. 1 point 4
132. 4 point 1
133. 0 point 4
134. 2 point 3
135. 5 point 1
136. 3 play WPU
137. 2 play B+2
138. 1 play B2
139. 0 play BPT
140. 5 play WDT
141. 4 play B4
142. 3 play WPU
143. 2 play W+4
144. 1 play BS
145. 0 play WPU
146. 5 play WDT
147. 4 play BPT
148. 3 play WPU
149. 2 play B5
150. 1 play WDT
151. 0 play B8
152. 5 play WDT
153. 4 play B5
154. 3 play WPU
155. 2 play B2
156. 1 play B+2
157. 0 play B7
158. 5 play WDT
159. 4 play WDT
160. 3 take
161. 2 play W+4 yellow
162. 1 challenge
163. 1 play YPT
164. 5 point 4
165. 1 point 4
166. 4 point 5
167. 3 point 5
168. 2 point 1
169. 0 point 5
170. 0 play Y6
171. 5 draw
172. 5 play WPU
173. 4 play R5
174. 3 play W+4
175. 2 play R3
176. 1 play W
177. 0 take
178. 5 play W green
179. 4 play G2
180. 3 play B2
181. 2 play R2
182. 1 play R3
183. 0 play R5
184. 2 play R5
185. 1 draw
186. 1 play W yellow
187. 0 play Y3
188. 5 play Y6
189. 4 draw
190. 4 play G6
191. 0 play G6
192. 5 play GPT
193. 2 point 4
194. 3 point 4
195. 1 point 4
196. 5 point 4
197. 0 point 2
198. 4 point 2
199. 4 play W blue
200. 3 play B+2
201. 2 play R+2
202. 1 accept
203. 0 play R3
204. 5 play RPT
205. 5 point 2
206. 0 point 3
207. 2 point 1
208. 4 point 5
209. 1 point 4
210. 3 point 1
211. 4 draw
212. 4 play WPU
213. 3 play WDT
214. 2 play W
215. 1 play W
216. 0 play W
217. 5 play WDT
218. 4 play WPU
219. 3 play WPU
220. 2 play RR
221. 1 play RPT
222. 0 play R6
223. 5 take
224. 4 play R7 0
225. 3 play WDT green 1,4
226. 2 draw
227. 2 play W+4 blue
228. 1 play W+4 red
229. 0 challenge
230. 0 play R+2
231. 5 play Y+2
232. 4 accept
233. 3 play B+2
234. 2 play Y+2
235. 1 play B+2
236. 0 accept
237. 5 play G+2
238. 4 accept
239. 3 play G8
240. 2 play GR
241. 3 play WPU
242. 4 play WPU
243. 5 play Y4
244. 0 play Y5
245. 1 play W+4
246. 2 play YS
247. 3 play YR
248. 4 play W+4
249. 5 play WDT
250. 0 play Y6
251. 1 play Y8
252. 2 play W
253. 3 play WDT
254. 4 play W
255. 5 play W
256. 0 play Y2
257. 1 play YPT
258. 2 play W
259. 3 play WPU
260. 4 play YS
261. 5 play Y2
262. 0 play Y4
263. 1 play YPT
264. 2 play W
265. 3 play WPU
266. 4 play YPT
267. 5 play WDT
268. 0 play Y0
269. 1 play Y7
270. 2 play W
271. 3 play WDT
272. 4 play Y3
273. 5 play WPU
274. 0 play YPT
275. 1 play Y9
276. 2 play W
277. 3 play YR
278. 4 play W+4
279. 5 play W
280. 0 play Y9
281. 1 play W
282. 2 take
283. 3 play WDT blue 0,1
284. 4 play B2
285. 3 play B2
286. 4 play W+4 green
287. 5 challenge
288. 5 play G7 4
289. 0 play G4
290. 1 play G3
291. 2 play W+4 green
292. 3 challenge
293. 3 play WDT blue 0,5
294. 4 play B4
295. 5 play WDT blue 2,3
296. 0 play B6
297. 1 play W yellow
298. 2 play WPU
299. 3 take
300. 4 play W yellow
301. 5 draw
302. 5 play WDT blue 0,2
303. 0 play W+4 blue
304. 1 accept
305. 2 play WDT yellow 3,5
306. 3 play W yellow
307. 4 play WPU
308. 5 play RPT
309. 0 play W+4
310. 1 play WPU
311. 2 play W+4
312. 3 play RPT
313. 4 play R6
314. 5 play W+4
315. 0 play R5
316. 1 play R9
317. 2 play WPU
318. 3 play WPU
319. 4 play RPT
320. 5 play R1
321. 0 play R8
322. 1 play R9
323. 2 play WDT
324. 3 take
325. 4 play R5
326. 5 play R2
327. 0 play G2
328. 1 play WDT red 2,5
329. 2 play W blue
330. 3 play B5
331. 3 play B5
332. 4 play B9
333. 5 play B7 0
334. 0 draw
335. 0 play WDT yellow 1,4
336. 1 play Y7 3
337. 2 play W green
338. 3 play G4
339. 4 draw
340. 4 play G9
341. 5 play G8
342. 0 play R8
343. 1 play RPT
344. 2 point 1
345. 1 point 4
346. 5 point 0
347. 0 point 4
348. 3 point 2
349. 4 point 0
350. 2 play W green
351. 3 play G+2
352. 4 accept
353. 5 play GPT
354. 2 point 0
355. 4 point 3
356. 0 point 2
357. 5 point 4
358. 3 point 0
359. 1 point 2
360. 0 play W+4 yellow
361. 1 play W+4 green
362. 2 play W+4 red
363. 3 play W+4 red
364. 4 accept
365. 5 play W+4 red
366. 0 challenge
367. 1 play WDT blue 2,3
368. 2 play W yellow
369. 3 play W green
370. 4 play G+2
371. 5 accept
372. 0 play GPT
373. 0 point 3
374. 1 point 2
375. 2 point 1
376. 5 point 4
377. 4 point 1
378. 3 point 5
379. 1 play W red
380. 2 play R7 1
381. 3 play R6
382. 2 play R6
383. 3 play G6
384. 4 play G9
385. 5 play G2
386. 0 play GS
387. 2 play BS
388. 4 play WPU
389. 5 play WDT
390. 0 play RPT
391. 1 play W
392. 2 play WPU
393. 3 play R5
394. 4 play W
395. 5 take
396. 0 play WPU
397. 1 play B6
398. 2 play W+4
399. 3 play BS
400. 4 play W+4
401. 5 play W
402. 0 play W
403. 1 play WPU
404. 2 play W+4
405. 3 play W
406. 4 play B7
407. 5 play B3
408. 0 play B6
409. 1 play WDT
410. 2 play B3
411. 3 play BR
412. 4 play W
413. 5 play WDT
414. 0 play B5
415. 1 play WDT
416. 2 play W+4
417. 3 play B1
418. 4 play B2
419. 5 play WDT
420. 0 play WDT
421. 1 play B4
422. 2 play WPU
423. 3 play BR
424. 4 play W
425. 5 play W+4
426. 0 play WDT
427. 1 play WPU
428. 2 play BPT
429. 3 play B1
430. 4 play WPU
431. 5 play B8
432. 0 play WDT
433. 1 play W+4
434. 2 play B7
435. 3 take
436. 4 play WPU
437. 5 play RPT
438. 0 play R0
439. 1 play W
440. 2 play RPT
441. 3 play WPU
442. 4 play RR
443. 5 play R5
444. 0 play R3
445. 1 play WPU
446. 2 play WDT
447. 3 play WDT
448. 4 play W
449. 5 play WPU
450. 0 play RR
451. 1 play W
452. 2 play W+4
453. 3 play W
454. 4 play R+2
455. 5 play W
456. 0 take
457. 1 play R4
458. 2 play RS
459. 4 draw
460. 4 play R+2
461. 5 play Y+2
462. 0 play R+2
463. 1 accept
464. 2 play R9
465. 3 play R1
466. 4 play Y1
467. 3 play Y1
468. 4 play Y+2
469. 5 accept
470. 0 play W blue
471. 1 play W red
472. 2 play RPT
473. 4 point 2
474. 2 point 3
475. 5 point 4
476. 0 point 3
477. 1 point 3
478. 3 point 5
479. 3 play W blue
480. 4 play B+2
481. 5 accept
482. 0 play WPU
483. 1 play WPU
484. 2 play GR
485. 3 play GPT
486. 4 play G9
487. 5 play G1
488. 0 play GR
489. 1 play WDT
490. 2 play WPU
491. 3 play G0
492. 4 play G8
493. 5 play GPT
494. 0 play G7
495. 1 play G3
496. 2 play WPU
497. 3 play W+4
498. 4 play G2
499. 5 play W+4
500. 0 play WPU
501. 1 play WDT
502. 2 play W
503. 3 play WPU
504. 4 play G8
505. 5 play GS
506. 0 play W
507. 1 play W
508. 2 take
509. 3 play G1
510. 2 play G1
511. 3 play W+4 blue
512. 4 accept
513. 5 play W red
514. 0 play W+4 green
515. 1 challenge
516. 1 draw
517. 1 play W blue
518. 2 play WDT blue 0,2
519. 3 play B7 1
520. 4 draw
521. 4 play R7 0
522. 5 play WDT green 2,5
523. 0 play G+2
524. 1 accept
525. 2 play GR
526. 1 play BR
527. 2 play GR
528. 1 play W+4 blue
529. 0 challenge
530. 0 play BS
531. 4 play W red
532. 3 play R3
533. 2 play G3
534. 1 play Y3
535. 0 play Y1
536. 5 play Y1
537. 4 play WPU
538. 3 play Y5
539. 2 play W+4
540. 1 play WDT
541. 0 take
542. 5 play Y5
543. 4 play R5
544. 3 play B5
545. 2 play W+4 red
546. 1 play W+4 yellow
547. 0 play W+4 blue
548. 5 accept
549. 4 play W green
550. 3 draw
551. 3 play W red
552. 2 play WDT blue 0,2
553. 1 play BS
554. 5 play WDT yellow 1,3
555. 4 play WDT green 1,2
556. 3 draw
557. 3 play G+2
558. 2 play B+2
559. 1 accept
560. 0 play Y+2
561. 5 play Y+2
562. 4 play G+2
563. 3 play B+2
564. 2 accept
565. 1 play Y+2
566. 0 play R+2
567. 5 accept
568. 4 play RR
569. 5 play W+4 blue
570. 0 accept
571. 1 play W green
572. 2 play W green
573. 3 draw
574. 3 play W+4 green
575. 4 accept
576. 5 play WPU
577. 0 play WDT
578. 1 play W+4
579. 2 play G9
580. 3 take
581. 4 play W green
582. 5 play G1
583. 0 play G7 2
584. 1 play WPU
585. 2 play G2
586. 3 play W+4
587. 4 play WPU
588. 5 play G9
589. 0 play GS
590. 1 play WDT
591. 2 play G4
592. 3 play G9
593. 4 play G6
594. 5 play G4
595. 0 play G7
596. 1 play G+2
597. 2 take
598. 3 draw
599. 3 play W red
600. 4 play R0
601. 5 play R3
602. 0 play WPU
603. 1 play G8
604. 2 play W
605. 3 play G7
606. 4 play W+4
607. 5 play GPT
608. 0 play WDT
609. 1 play G8
610. 2 play GS
611. 3 play WPU
612. 4 play WDT
613. 5 play G6
614. 0 play WDT
615. 1 play GR
616. 2 play G1
617. 3 play G4
618. 4 take
619. 5 play WDT red 4,5
620. 0 play R6
621. 1 play RPT
622. 4 point 0
623. 1 point 0
624. 0 point 3
625. 2 point 4
626. 5 point 2
627. 3 point 1
628. 2 play R9
629. 3 play RR
630. 2 play R0
631. 1 play W+4 green
632. 0 play W+4 blue
633. 5 challenge
634. 5 play B+2
635. 4 accept
636. 3 play B9
637. 2 play WDT blue 1,5
638. 1 play BR
639. 2 play WPU
640. 3 play W+4
641. 4 play W
642. 5 play B7
643. 0 play BR
644. 1 play WDT
645. 2 play W+4
646. 3 play W
647. 4 play W
648. 5 play WPU
649. 0 play B8
650. 1 play BS
651. 2 take
652. 3 play WDT blue 2,4
653. 4 play W blue
654. 5 play W red
655. 0 play RPT
656. 0 point 2
657. 5 point 1
658. 2 point 0
659. 4 point 3
660. 3 point 1
661. 1 point 5
662. 1 play RPT
663. 0 point 2
664. 4 point 2
665. 5 point 2
666. 3 point 1
667. 1 point 2
668. 2 point 4
669. 2 play W+4 blue
670. 3 accept
671. 4 play W+4 yellow
672. 5 challenge
673. 0 play W+4 green
674. 1 play W+4 red
675. 2 play W+4 green
676. 3 challenge
677. 3 play GPT
678. 0 point 1
679. 4 point 1
680. 5 point 3
681. 1 point 3
682. 2 point 5
683. 3 point 1
684. 4 play RPT
685. 1 point 0
686. 5 point 3
687. 2 point 0
688. 4 point 3
689. 3 point 2
690. 0 point 3
691. 5 play W blue
692. 0 play B+2
693. 1 play B+2
694. 2 play G+2
695. 3 accept
696. 4 play G5
697. 5 play W+4 green
698. 0 play W+4 green
699. 1 play W+4 blue
700. 2 play W+4 blue
701. 3 play W+4 red
702. 4 accept
703. 5 play R8
704. 0 play WPU
705. 1 play RS
706. 2 play R6
707. 3 play R4
708. 4 play RPT
709. 5 play R5
710. 0 play WPU
711. 1 play WPU
712. 2 play WPU
713. 3 play WDT
714. 4 play R2
715. 5 play R7
716. 0 play R1
717. 1 play RPT
718. 2 play R2
719. 3 play W
720. 4 play RR
721. 5 play WPU uno
722. 0 play R5
723. 1 play RS
724. 2 play W+4
725. 3 play RPT
726. 4 play W+4
727. 5 take
728. 0 play R0
729. 1 play WDT green 1,4
730. 2 play WDT yellow 0,1
731. 3 play W+4 green
732. 4 challenge
733. 4 play WPU
734. 5 play G3
735. 0 play WDT
736. 1 play W
737. 2 play WPU
738. 3 play G6
739. 4 play G7
740. 5 play W+4
741. 0 play W
742. 1 play W
743. 2 play G5
744. 3 play WPU
745. 4 play GR
746. 5 play W+4
747. 0 play WPU
748. 1 play WPU
749. 2 play WDT
750. 3 play WDT
751. 4 play G7
752. 5 play W+4
753. 0 play W+4
754. 1 play W+4
755. 2 play W
756. 3 play WDT
757. 4 play G6
758. 5 play G+2
759. 0 play W+4
760. 1 play W
761. 2 play W
762. 3 play G4
763. 4 play WDT
764. 5 play G5
