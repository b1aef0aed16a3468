[RulesVersion "2"]
[Edition "classic"]
[Players "4"]
[Seed "2026"]
[Digest "5a06e1629eeafa5d04fc5c96f1da9e67c9a1087fff9130925a1b469300b9a79b"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 2 play R2
2. 3 play B2
3. 0 play W+4 red
4. 1 challenge
5. 1 play R3
6. 2 play W+4 blue
7. 3 challenge
8. 3 play BS
9. 1 play W+4 red
10. 2 challenge
11. 3 play R5
12. 0 play W yellow
13. 1 play W+4 yellow
14. 2 challenge
15. 2 play W red
16. 3 draw
17. 3 play R4
18. 0 play R6
19. 1 play R9
20. 2 play R8
21. 3 draw
22. 3 play W green
23. 0 play G+2
24. 2 play G5
25. 3 play G9
26. 0 play G8
27. 1 play G6
28. 2 play G8
29. 3 play G5
30. 0 draw
31. 1 play G2
32. 2 play G3
33. 3 play GS uno
34. 1 play G2
35. 2 play G4
36. 3 play Y4

# round 2
37. 2 deal
38. 0 play BR
39. 3 play B2
40. 2 draw
41. 1 play B9
42. 0 play Y9
43. 3 play YS
44. 1 play Y3
45. 0 play Y+2
46. 2 play Y5
47. 1 play Y+2
48. 3 play YS
49. 1 play YR
50. 2 play W blue
51. 3 draw
52. 0 play B7
53. 1 play BR
54. 0 draw
55. 3 draw
56. 2 play B0
57. 1 draw
58. 0 draw
59. 3 draw
60. 2 draw
61. 1 draw
62. 0 draw
63. 3 draw
64. 3 play W red
65. 2 play R6
66. 1 draw
67. 1 play W+4 blue
68. 0 accept
69. 3 draw
70. 2 draw
71. 1 draw
72. 0 play W+4 green
73. 3 challenge
74. 3 play G1
75. 2 play G5
76. 1 play GS
77. 3 play G9
78. 2 draw
79. 1 draw
80. 0 play G8
81. 3 play GR
82. 0 play G6
83. 1 play G3
84. 2 draw
85. 3 draw
86. 0 play G1
87. 1 play G4
88. 2 play Y4
89. 3 play Y7
90. 0 play W+4 yellow
91. 1 accept
92. 2 play Y7
93. 3 play Y4
94. 0 play Y3
95. 1 play Y1
96. 2 play Y6
97. 3 play YR
98. 2 play RR
99. 3 play R4
100. 0 play R2
101. 1 play RS
102. 3 play R+2
103. 1 play RR
104. 0 play R3
105. 3 play R2
106. 2 play R1
107. 1 draw
108. 1 play R8
109. 0 play RS
110. 2 play R7 uno
111. 1 play B7
112. 0 play B9
113. 3 draw
114. 3 play B3
115. 2 play B1

# round 3
116. 3 deal
117. 0 play B7
118. 1 draw
119. 2 play B1
120. 3 play W+4 red
121. 0 accept
122. 1 play R5
123. 2 play R2
124. 3 play B2
125. 0 play R2
126. 1 play RS
127. 3 play GS
128. 1 play G3
129. 2 play G9
130. 3 play G2
131. 0 play G7
132. 1 play GR
133. 0 play BR
134. 1 play YR
135. 0 play YS
136. 2 play Y1
137. 1 play Y8
138. 0 play Y3
139. 3 play YS
140. 1 play Y9
141. 0 play R9
142. 3 play RR
143. 0 play R0
144. 1 draw
145. 1 play W yellow uno
146. 2 play Y5
147. 3 play Y8

# round 4
148. 0 deal
149. 1 play GS
150. 3 draw
151. 3 pass
152. 0 play RS
153. 2 play R8
154. 3 play RR
155. 2 play BR
156. 3 play B4
157. 0 play B+2
158. 2 play B2
159. 3 play B5
160. 0 draw
161. 0 play B9
162. 1 play W+4 yellow
163. 2 accept
164. 3 play Y6
165. 0 play Y+2
166. 2 play Y9
167. 3 draw
168. 0 draw
169. 1 play Y8
170. 2 play Y1
171. 3 play R1
172. 0 play R7
173. 1 play R9
174. 2 play G9
175. 3 draw
176. 0 play G7
177. 1 play G5
178. 2 draw
179. 3 play R5
180. 0 play R5
181. 1 play R7
182. 2 draw
183. 2 play W+4 blue
184. 3 accept
185. 0 draw
186. 1 play W+4 yellow
187. 2 challenge
188. 2 draw
189. 2 play YR
190. 1 play Y3
191. 0 draw
192. 3 play R3
193. 2 play B3
194. 1 play R3
195. 0 play R4
196. 3 play RS
197. 1 play W blue
198. 0 draw
199. 3 play W+4 blue
200. 2 accept
201. 1 play B6
202. 0 play Y6
203. 3 play Y7
204. 2 play Y2
205. 1 play Y0
206. 0 play G0
207. 3 draw
208. 3 play G3
209. 2 play G3
210. 1 play G+2
211. 3 play B+2
212. 1 play BS uno
213. 3 draw
214. 2 play B5
215. 1 play B1

# round 5
216. 1 deal
217. 2 play R5
218. 3 play R6
219. 0 draw
220. 1 play W+4 green
221. 2 challenge
222. 2 play W blue
223. 3 play W yellow
224. 0 play Y5
225. 1 play G5
226. 2 play B5
227. 3 play B3
228. 0 play B2
229. 1 play R2
230. 2 play Y2
231. 3 play Y7
232. 0 play Y8
233. 1 play Y6
234. 2 play YR
235. 1 draw
236. 0 play RR
237. 1 play R2
238. 2 play RS uno
239. 0 draw
240. 1 play R7
241. 2 draw
242. 3 play R4
243. 0 play R0
244. 1 play R+2
245. 3 draw
246. 0 draw
247. 0 play G+2
248. 2 play B+2
249. 0 play B7
250. 1 play G7
251. 2 play G8
252. 3 draw
253. 0 play G1
254. 1 play G3
255. 2 draw
256. 2 play W red
257. 3 draw
258. 0 draw
259. 1 draw
260. 1 play R6
261. 2 draw
262. 2 play R3
263. 3 play Y3
264. 0 draw
265. 0 play B3
266. 1 play G3
267. 2 play G4
268. 0 catch 2
269. 3 draw
270. 3 play G8
271. 0 play G2
272. 1 play G+2
273. 3 draw
274. 0 draw
275. 0 play Y+2
276. 2 draw
277. 2 play Y6
278. 3 play Y1
279. 0 draw
280. 0 play Y8
281. 1 play B8
282. 2 play BR
283. 1 play B9
284. 0 play B7
285. 3 play B2
286. 2 play BS
287. 0 draw
288. 0 pass
289. 3 play YS
290. 1 play Y3
291. 0 draw
292. 3 play Y5
293. 2 play Y0
294. 1 draw
295. 0 draw
296. 0 play W yellow
297. 3 play Y9
298. 2 draw
299. 2 play Y4
300. 1 draw
301. 0 play B4
302. 3 play BS uno
303. 1 draw
304. 1 pass
305. 0 play B9
306. 3 play B5

# round 6
307. 2 deal
308. 3 play Y8
309. 0 play Y7
310. 1 play W+4 red
311. 2 accept
312. 3 play R8
313. 0 draw
314. 0 pass
315. 1 play R9
316. 2 play W+4 blue
317. 3 accept
318. 0 play B3
319. 1 play B0
320. 2 play W red
321. 3 play R9
322. 0 draw
323. 1 play R6
324. 2 play Y6
325. 3 draw
326. 0 play YR
327. 3 play Y6
328. 2 draw
329. 1 draw
330. 0 play Y4
331. 3 play Y3
332. 2 play B3
333. 1 play B+2
334. 3 play B8
335. 2 play B7
336. 1 draw
337. 0 play B8
338. 3 play B2
339. 2 play B5
340. 1 draw
341. 1 play Y5
342. 0 play Y1
343. 3 draw
344. 2 play B1
345. 1 play G1
346. 0 play G1
347. 3 play G2
348. 2 play G+2
349. 0 play W red
350. 3 play R8
351. 2 play R5
352. 1 draw
353. 0 play R6
354. 3 play G6
355. 2 play G2
356. 1 play G8
357. 0 play G5
358. 3 play G5
359. 2 play G7 uno
360. 1 play G4
361. 0 draw
362. 3 draw
363. 2 draw
364. 1 play B4
365. 0 play B5 uno
366. 3 play BS
367. 1 draw
368. 0 play BR

# round 7
369. 3 deal
370. 0 color green
371. 0 play G6
372. 1 play W yellow
373. 2 play Y7
374. 3 play Y6
375. 0 play W+4 green
376. 1 accept
377. 2 play G4
378. 3 play GS
379. 1 play W+4 yellow
380. 2 accept
381. 3 draw
382. 0 play YS
383. 2 play Y3
384. 3 play G3
385. 0 play G+2
386. 2 play G0
387. 3 play G8
388. 0 draw
389. 0 play GR
390. 3 play G9
391. 2 play G8
392. 1 play G4
393. 0 draw
394. 3 play G1
395. 2 play G5
396. 1 draw
397. 1 play W+4 red
398. 0 challenge
399. 3 play RS
400. 1 play R1
401. 0 play R+2
402. 2 play R3
403. 1 play RS
404. 3 draw
405. 2 draw
406. 2 pass
407. 1 play R+2
408. 3 play B+2
409. 1 draw
410. 0 play G+2
411. 2 play GS
412. 0 play W+4 blue
413. 3 challenge
414. 2 play B+2
415. 0 play B9
416. 3 play B1
417. 2 play BR
418. 3 play YR
419. 2 play Y+2
420. 0 play Y0
421. 3 play Y2
422. 2 draw
423. 1 play Y8
424. 0 play YR
425. 1 play Y+2
426. 3 play Y1
427. 0 play Y1
428. 1 draw
429. 2 draw
430. 2 play Y4
431. 3 draw
432. 3 play W red
433. 0 play R8
434. 1 play R9
435. 2 play R7
436. 3 play R1
437. 0 play R3
438. 1 play R6
439. 2 play B6
440. 3 play BS
441. 1 play B7
442. 2 play B9
443. 3 draw
444. 3 play Y9
445. 0 play Y5
446. 1 draw
447. 1 play Y2
448. 2 draw
449. 3 play Y6
450. 0 draw
451. 1 play B6
452. 2 play BS
453. 0 play B1
454. 1 play B2
455. 2 draw
456. 2 play R2
457. 3 play R5
458. 0 draw
459. 1 play R4
460. 2 play R7
461. 3 play G7
462. 0 play G1
463. 1 draw
464. 2 draw
465. 2 play G7
466. 3 play G5 uno
467. 0 draw
468. 1 draw
469. 2 draw
470. 2 play GR
471. 1 play RR
472. 2 play R8
473. 3 play R5

# round 8
474. 0 deal
475. 2 play W red
476. 3 play R2
477. 0 play R2
478. 1 play RR
479. 0 play GR
480. 1 play G6
481. 2 play G4
482. 3 play G1
483. 0 play GS
484. 2 play G5
485. 3 play G3
486. 0 play B3
487. 1 play BR
488. 0 play B+2
489. 2 play B0
490. 1 play B2
491. 0 draw
492. 3 play BS
493. 1 draw
494. 1 play RS
495. 3 draw
496. 2 draw
497. 1 play R7
498. 0 draw
499. 3 draw
500. 3 play W yellow
501. 2 play Y3
502. 1 play Y+2
503. 3 play YR
504. 0 play Y1
505. 1 draw
506. 1 play Y5
507. 2 play Y8
508. 3 play B8
509. 0 draw
510. 1 draw
511. 1 pass
512. 2 draw
513. 3 draw
514. 0 play B6
515. 1 play B3
516. 2 play R3
517. 3 play R5
518. 0 play Y5
519. 1 draw
520. 2 draw
521. 2 play Y1
522. 3 play Y9
523. 0 draw
524. 1 draw
525. 2 draw
526. 3 play Y9
527. 0 play YR
528. 3 draw
529. 3 play Y0
530. 2 draw
531. 1 draw
532. 0 draw
533. 3 draw
534. 3 play Y4
535. 2 draw
536. 2 play Y3
537. 1 draw
538. 0 draw
539. 3 draw
540. 3 play R3
541. 2 play R8
542. 1 play R6
543. 0 play R6
544. 3 draw
545. 2 draw
546. 1 play RS
547. 3 draw
548. 3 play R4
549. 2 draw
550. 1 play R7
551. 0 play B7
552. 3 play B5
553. 2 play B2
554. 1 play B9
555. 0 play BR
556. 1 play GR
557. 0 play G+2
558. 2 play G7
559. 1 play GS
560. 3 play G4
561. 2 play G7
562. 1 play G1

# round 9
563. 1 deal
564. 1 play RR
565. 2 play W+4 red
566. 3 challenge
567. 3 draw
568. 0 play R1
569. 1 play R7
570. 2 play R0
571. 3 play R4
572. 0 play G4
573. 1 play G7
574. 2 play G5
575. 3 play G1
576. 0 draw
577. 0 play G1
578. 1 play G+2
579. 3 draw
580. 3 play G2
581. 0 draw
582. 1 draw
583. 2 play GS
584. 0 draw
585. 1 draw
586. 2 play W yellow
587. 3 play Y3
588. 0 play Y9
589. 1 play Y7
590. 2 play YR
591. 1 draw
592. 0 draw
593. 0 play Y6
594. 3 play YS
595. 1 play Y3
596. 0 play Y1
597. 3 draw
598. 2 play Y8
599. 1 draw
600. 0 play B8
601. 3 play B4
602. 2 play B7
603. 1 play B7
604. 0 play Y7
605. 3 draw
606. 2 play Y8
607. 1 draw
608. 0 draw
609. 0 play Y2
610. 3 play R2
611. 2 play B2
612. 1 play B3
613. 0 play B+2
614. 2 play B6
615. 1 play B1
616. 0 play BR
617. 1 play BS
618. 3 play B5
619. 0 play B6

# round 10
620. 2 deal
621. 3 play Y6
622. 0 play Y4
623. 1 play Y5
624. 2 play W green
625. 3 play GR
626. 2 play G2
627. 1 play G6
628. 0 play B6
629. 3 draw
630. 2 play B6
631. 1 play B1
632. 0 play B4
633. 3 play B8
634. 2 play B+2
635. 0 draw
636. 3 draw
637. 2 play BS
638. 0 draw
639. 3 draw
640. 2 draw
641. 2 play B+2
642. 0 draw
643. 3 play G+2
644. 1 play G4
645. 0 play G7
646. 3 play GR
647. 0 play G3
648. 1 draw
649. 2 play G1
650. 3 draw
651. 3 play W+4 blue
652. 0 accept
653. 1 play B2
654. 2 draw
655. 3 play B9
656. 0 play B4
657. 1 draw
658. 1 play G4
659. 2 play G8
660. 3 draw
661. 0 play G7
662. 1 draw
663. 1 play G9
664. 2 draw
665. 3 play G5
666. 0 play G2
667. 1 play Y2
668. 2 play Y1
669. 3 play B1
670. 0 draw
671. 0 play B2
672. 1 play B8
673. 2 draw
674. 2 play G8
675. 3 play R8
676. 0 play R3
677. 1 play RR
678. 0 play R7
679. 3 play R7
680. 2 catch 3
681. 2 play R+2
682. 0 play RS
683. 2 play R6 uno
684. 1 play R9
685. 0 play G9
686. 3 draw
687. 2 draw
688. 1 play B9
689. 0 draw
690. 0 pass
691. 3 play B3
692. 2 draw
693. 2 play B7
694. 1 draw
695. 1 play Y7
696. 0 play Y2
697. 3 draw
698. 3 play Y3
699. 2 play YS uno
700. 0 draw
701. 0 play Y8
702. 3 draw
703. 2 play Y6

# round 11
704. 3 deal
705. 0 play Y1
706. 1 play Y5
707. 2 play Y7
708. 3 play W green
709. 0 play G8
710. 1 play G5
711. 2 play G6
712. 3 play W green
713. 0 play G9
714. 1 play G4
715. 2 play GR
716. 1 draw
717. 0 play G7
718. 3 play R7
719. 2 play RS
720. 0 play R8
721. 3 draw
722. 3 play W+4 red
723. 2 challenge
724. 1 play R9
725. 0 draw
726. 3 play B9
727. 2 play B9
728. 1 play B2
729. 0 play Y2
730. 3 play Y+2
731. 1 draw
732. 1 play Y8
733. 0 draw
734. 3 draw
735. 3 play YR
736. 0 draw
737. 1 play Y4
738. 2 play Y3
739. 3 draw
740. 0 play B3
741. 1 draw
742. 2 draw
743. 2 play B8
744. 3 play B2
745. 0 play BS
746. 2 play B4
747. 3 play B7
748. 1 catch 3
749. 0 draw
750. 1 draw
751. 1 play BR
752. 0 draw
753. 3 play B+2
754. 1 draw
755. 0 draw
756. 0 play Y+2
757. 2 play Y1
758. 1 play Y9
759. 0 play R9
760. 3 play W+4 blue
761. 2 accept
762. 1 draw
763. 0 draw
764. 3 draw
765. 2 play W green
766. 1 play G2
767. 0 play R2
768. 3 play R5
769. 2 play R8
770. 1 play RR
771. 2 play R6
772. 3 play R2
773. 0 draw
774. 1 draw
775. 1 play RR
776. 0 draw
777. 0 play R3
778. 3 draw
779. 3 play R1
780. 2 play R+2
781. 0 draw
782. 3 draw
783. 2 draw
784. 2 play R7
785. 1 play W yellow
786. 0 draw
787. 3 play Y4
788. 2 play B4
789. 1 play G4
790. 0 play G1
791. 3 play G5 uno
792. 2 draw
793. 1 play Y5 uno
794. 0 draw
795. 0 play Y9
796. 3 play Y2
