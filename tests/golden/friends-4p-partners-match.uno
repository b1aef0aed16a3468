[RulesVersion "6"]
[Edition "friends"]
[Players "4"]
[Seed "99"]
[Options "match=partners target_score=250"]
[Digest "01028e847cfe1de28ddadde0dd7d27c6544ef56d759c32dbeceaaf377d26ac7a"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 3 play G4/Phoebe
2. 0 play GS/Phoebe
3. 2 play G4/Rachel
4. 3 play G1/Rachel
5. 0 play B1/Ross
6. 1 play W/Rachel red
7. 2 play R6/Chandler
8. 3 play R+2/Ross
9. 0 accept
10. 1 play R3/Chandler
11. 2 play G3/Joey
12. 3 play WD red Ross
13. 1 play R8/Rachel
14. 2 play RS/Monica
15. 0 play R+2/Chandler
16. 1 accept
17. 2 play R8/Phoebe
18. 3 draw
19. 0 play RR/Phoebe
20. 3 draw
21. 2 play W+4/Monica blue uno
22. 1 challenge
23. 0 play B4/Ross
24. 3 play Y4/Phoebe
25. 2 draw
26. 1 play R4/Joey
27. 0 play R2/Rachel
28. 3 draw
29. 2 draw
30. 2 play W/Ross green
31. 1 play G3/Monica
32. 0 play GS/Rachel
33. 2 play G+2/Joey uno
34. 1 accept
35. 0 play GR/Ross
36. 1 play W+4/Phoebe green
37. 2 challenge
38. 2 draw
39. 3 draw
40. 3 play G6/Joey
41. 0 play G+2/Monica
42. 1 accept
43. 2 draw
44. 3 draw
45. 0 draw
46. 0 pass
47. 1 play G8/Chandler
48. 2 draw
49. 2 play B8/Joey
50. 3 play B3/Monica
51. 0 draw
52. 0 play B4/Rachel
53. 1 play R4/Monica
54. 2 play R2/Phoebe
55. 3 draw
56. 0 play R7/Monica
57. 1 play R5/Phoebe
58. 2 play B5/Joey
59. 3 play B9/Monica
60. 0 draw
61. 1 play B6/Monica
62. 2 draw
63. 3 play BR/Chandler
64. 2 draw
65. 1 play B7/Rachel
66. 0 play Y7/Phoebe
67. 3 play Y6/Joey
68. 2 draw
69. 1 play WD blue Ross
70. 3 draw
71. 3 play WD blue Rachel
72. 1 play BS/Ross
73. 3 play YS/Monica
74. 1 play Y2/Rachel
75. 0 play Y5/Rachel
76. 3 play Y9/Chandler uno
77. 2 play Y8/Rachel
78. 1 play B8/Chandler
79. 0 play G8/Ross
80. 3 draw
81. 3 play G5/Chandler uno
82. 2 play G2/Chandler
83. 1 play G0/Monica
84. 0 draw
85. 3 draw
86. 2 play R0/Chandler
87. 1 play R9/Chandler
88. 0 play R3/Ross
89. 3 draw
90. 3 pass
91. 2 draw
92. 1 play R1/Monica
93. 0 draw
94. 3 draw
95. 3 pass
96. 2 draw
97. 1 play R1/Joey
98. 0 draw
99. 0 play RS/Joey
100. 2 play YS/Phoebe
101. 0 play BS/Rachel
102. 2 draw
103. 2 pass
104. 1 play B3/Phoebe
105. 0 draw
106. 0 play B+2/Phoebe
107. 3 accept
108. 2 play W/Joey blue
109. 1 draw
110. 1 play B0/Phoebe
111. 0 draw
112. 0 play B2/Chandler
113. 3 play W+4/Ross green
114. 2 accept
115. 1 draw
116. 1 play W/Chandler green
117. 0 play GR/Chandler
118. 1 draw
119. 1 play G9/Monica
120. 2 play G5/Ross
121. 3 play B5/Chandler
122. 0 play Y5/Ross
123. 1 draw
124. 2 play Y6/Chandler
125. 3 play Y1/Phoebe
126. 0 play YR/Rachel

# round 2
127. 3 deal
128. 0 play W/Chandler blue
129. 1 play B7/Rachel
130. 2 play W/Ross blue
131. 3 play WD green Joey
132. 1 play G4/Rachel
133. 2 play G4/Phoebe
134. 3 play B4/Rachel
135. 0 play Y4/Monica
136. 1 play B4/Ross
137. 2 draw
138. 2 play B7/Ross
139. 3 draw
140. 0 play B3/Monica
141. 1 play B8/Joey
142. 2 draw
143. 2 play B9/Phoebe
144. 3 play R9/Chandler
145. 0 play R+2/Ross
146. 1 accept
147. 2 play R2/Phoebe
148. 3 play W+4/Monica green
149. 0 accept
150. 1 play G5/Ross
151. 2 draw
152. 3 draw
153. 3 play G9/Joey
154. 0 play G2/Ross
155. 1 draw
156. 2 play G3/Monica
157. 3 draw
158. 0 play G1/Phoebe
159. 1 draw
160. 2 play R1/Joey
161. 3 play B1/Ross
162. 0 play BR/Chandler
163. 3 draw
164. 2 draw
165. 1 play B6/Phoebe
166. 0 play BS/Rachel
167. 2 play YS/Monica
168. 0 play W+4/Ross green
169. 3 challenge
170. 3 play G5/Chandler
171. 2 play GS/Phoebe
172. 0 play G7/Phoebe
173. 3 draw
174. 2 play G6/Monica
175. 2 uno
176. 1 draw
177. 0 play G6/Joey
178. 3 draw
179. 2 draw
180. 1 draw
181. 0 play GS/Rachel
182. 2 draw
183. 2 play G+2/Joey
184. 1 accept
185. 0 play G8/Ross
186. 3 draw
187. 3 play G8/Chandler
188. 2 draw
189. 1 draw
190. 0 play W+4/Phoebe yellow
191. 3 accept
192. 2 draw
193. 2 play Y7/Monica
194. 1 play R7/Joey
195. 0 play R6/Chandler
196. 3 play WD blue Phoebe
197. 1 play B+2/Monica
198. 0 accept
199. 3 play B2/Chandler
200. 2 play B+2/Phoebe
201. 1 accept
202. 0 play W/Joey red
203. 3 play R5/Phoebe
204. 2 play R3/Chandler
205. 1 draw
206. 0 play R8/Phoebe
207. 3 play R4/Joey
208. 2 play RR/Phoebe uno
209. 3 play YR/Rachel
210. 2 draw
211. 1 play RR/Rachel
212. 2 draw
213. 3 play R7/Monica
214. 0 play R8/Rachel
215. 1 play R4/Monica
216. 2 draw
217. 2 play RS/Monica
218. 0 play YS/Phoebe
219. 2 draw
220. 2 play Y8/Rachel
221. 3 play Y0/Joey
222. 0 play Y6/Chandler
223. 1 play R6/Ross
224. 2 draw
225. 3 draw
226. 3 play W+4/Rachel green
227. 0 accept
228. 1 draw
229. 2 play G1/Rachel
230. 3 play G0/Monica
231. 0 play WD green Ross
232. 2 play G2/Chandler
233. 3 play Y2/Ross
234. 2 catch 3
235. 0 play Y3/Chandler
236. 1 play Y8/Ross
237. 2 play Y+2/Chandler
238. 2 uno
239. 3 accept
240. 0 play Y+2/Joey
241. 1 accept
242. 2 draw
243. 2 pass
244. 3 draw
245. 0 play Y1/Phoebe
246. 1 play Y9/Joey
247. 2 play B9/Monica
248. 3 play W/Rachel yellow
249. 0 play Y4/Phoebe
250. 1 play Y6/Joey
251. 2 draw
252. 3 play Y2/Rachel
253. 0 play YR/Ross
254. 3 draw
255. 2 draw
256. 1 play BR/Joey
257. 2 draw
258. 3 play BS/Ross
259. 1 play B5/Joey
260. 2 draw
261. 2 play B1/Rachel
262. 3 play B0/Phoebe
263. 0 draw
264. 0 play B3/Phoebe
265. 1 play Y3/Joey
266. 2 play Y5/Rachel
267. 3 draw
268. 0 play Y5/Ross
269. 1 play Y7/Phoebe
270. 2 draw
271. 3 draw
272. 3 play WD blue Joey
273. 1 play B5/Chandler
274. 2 play B8/Chandler
275. 3 draw
276. 3 play R8/Rachel
277. 0 play R9/Chandler
278. 1 play Y9/Chandler
279. 2 draw
280. 2 play W+4/Monica green
281. 3 accept
282. 0 play WD red Monica
283. 2 play R+2/Chandler
284. 3 accept
285. 0 play RS/Joey
286. 2 draw
287. 3 draw
288. 0 play RR/Rachel
289. 3 play R4/Joey
290. 2 draw
291. 2 play R6/Ross
292. 1 play B6/Monica
293. 0 play W+4/Ross red
294. 3 accept
295. 2 draw
296. 1 play R9/Ross
297. 0 play R7/Joey
298. 3 play R3/Ross
299. 2 play G3/Joey
300. 1 play G7/Rachel
301. 0 play Y7/Monica
302. 3 play Y+2/Chandler
303. 2 accept
304. 1 draw
305. 0 play Y5/Ross
306. 3 play W/Chandler blue
307. 2 play WD blue Rachel
308. 0 play B1/Rachel
309. 3 play B8/Joey
310. 2 play BS/Ross
311. 0 play B3/Phoebe
312. 3 play B+2/Phoebe
313. 2 accept
314. 1 play BR/Chandler
315. 2 play B4/Ross
316. 3 play B2/Chandler
317. 0 play BS/Rachel
318. 2 draw
319. 3 play B9/Phoebe
320. 0 draw
321. 0 play W/Joey red
322. 1 play R7/Monica
323. 2 play G7/Phoebe
324. 3 play GR/Ross
325. 2 play G6/Monica
326. 1 play G9/Monica
327. 0 play G2/Ross
328. 3 play G5/Chandler
329. 2 play G+2/Monica
330. 1 accept
331. 0 play GR/Chandler
332. 1 play G2/Chandler
333. 2 draw
334. 2 play W/Rachel red
335. 3 play R0/Chandler
336. 0 draw
337. 1 play R3/Chandler
338. 2 draw
339. 3 play R1/Monica
340. 0 play Y1/Monica
341. 1 draw
342. 1 play Y4/Phoebe
343. 2 draw
344. 3 play Y4/Monica
345. 0 play G4/Phoebe
346. 1 play G9/Joey
347. 2 draw
348. 2 play B9/Monica
349. 3 draw
350. 0 draw
351. 1 play B7/Rachel
352. 2 play B0/Phoebe
353. 3 draw
354. 0 draw
355. 0 play WD green Joey
356. 2 draw
357. 3 play G8/Ross
358. 0 play G1/Phoebe
359. 1 play G0/Monica
360. 2 play Y0/Joey
361. 3 play Y3/Joey
362. 0 play Y2/Ross
363. 1 play R2/Rachel
364. 2 draw
365. 3 draw
366. 3 play R4/Monica
367. 0 draw
368. 0 play RR/Phoebe
369. 3 draw
370. 2 draw
371. 1 play R5/Rachel
372. 0 play Y5/Rachel
373. 3 play Y8/Rachel
374. 2 play YS/Monica
375. 0 play Y6/Chandler
376. 3 play Y1/Phoebe uno
377. 2 play B1/Ross
378. 1 play B+2/Monica
379. 0 accept
380. 3 draw
381. 3 play Y+2/Joey
382. 2 catch 3
383. 2 accept
384. 1 play G+2/Joey
385. 0 accept
386. 3 play G8/Chandler
387. 2 play Y8/Ross
388. 1 play R8/Phoebe
389. 0 draw
390. 3 play R5/Phoebe
391. 0 catch 3
392. 2 draw
393. 2 play B5/Joey
394. 1 play B4/Rachel
395. 0 draw
396. 3 play W+4/Rachel red
397. 2 accept
398. 1 play R6/Chandler
399. 0 play R+2/Ross
400. 3 accept
401. 2 play W+4/Phoebe red
402. 1 accept
403. 0 play R1/Joey
404. 3 play W/Ross green
405. 2 play G1/Rachel
406. 1 play G4/Rachel
407. 0 play G5/Ross
408. 3 draw
409. 2 play GS/Rachel
410. 0 play G3/Monica
411. 3 draw
412. 2 play Y3/Chandler
413. 1 play Y2/Ross
414. 0 play YR/Rachel
415. 1 play Y9/Joey
416. 2 draw
417. 3 play YS/Phoebe
418. 1 play Y6/Joey uno
419. 2 draw
420. 2 play W/Rachel yellow
421. 3 draw
422. 0 play Y2/Rachel
423. 1 draw
424. 2 play R2/Phoebe
425. 3 play B2/Joey
426. 0 draw
427. 0 play B7/Rachel
428. 1 draw
429. 2 play B3/Monica
430. 3 play B1/Ross
431. 0 draw
432. 1 draw
433. 1 play B8/Joey
434. 2 draw
435. 2 play WD yellow Joey
436. 0 play YR/Ross
437. 3 play W+4/Rachel green
438. 2 accept
439. 1 play G+2/Joey
440. 0 accept
441. 3 draw
442. 2 play Y+2/Joey
443. 1 accept
444. 0 play Y7/Phoebe
445. 3 play R7/Joey
446. 2 play B7/Ross
447. 1 play Y7/Monica
448. 0 draw
449. 3 draw
450. 2 play Y4/Phoebe
451. 1 play WD red Rachel
452. 3 play R8/Phoebe
453. 2 play R4/Joey
454. 1 play RS/Monica uno
455. 3 draw
456. 2 draw
457. 2 play R9/Ross
458. 1 draw
459. 1 play R3/Chandler uno
460. 0 play R4/Monica
461. 3 draw
462. 2 draw
463. 1 draw
464. 1 play R+2/Ross
465. 0 catch 1
466. 0 accept
467. 3 play G+2/Monica
468. 2 accept
469. 1 play GR/Ross
470. 2 play RR/Phoebe
471. 1 play R6/Ross
472. 0 play W+4/Ross blue
473. 3 challenge
474. 3 play B6/Phoebe
475. 2 play B3/Phoebe
476. 1 draw
477. 0 play W/Joey red
478. 3 draw
479. 2 draw
480. 2 play R7/Monica
481. 1 play RS/Joey uno
482. 3 draw
483. 2 draw
484. 1 draw
485. 0 play GS/Phoebe
486. 2 play G9/Joey
487. 1 draw
488. 0 play G5/Chandler
489. 3 draw
490. 3 play G3/Joey
491. 2 draw
492. 1 draw
493. 0 play G6/Monica
494. 3 play G8/Ross
495. 2 play Y8/Rachel
496. 1 play Y1/Phoebe
497. 0 play B1/Rachel
498. 3 play B6/Monica
499. 2 play BR/Joey
500. 3 play B0/Phoebe
501. 0 play WD red Rachel
502. 2 draw
503. 3 draw
504. 0 play R3/Ross
505. 1 play R0/Chandler
506. 2 play Y0/Joey
507. 3 draw
508. 0 play YS/Monica
509. 2 draw
510. 3 play BS/Rachel
511. 1 play B+2/Phoebe
512. 2 accept
513. 3 play B8/Chandler
514. 0 play BS/Ross
515. 2 play BR/Chandler
516. 1 play B9/Phoebe
517. 0 draw
518. 3 play R9/Chandler
519. 2 play B9/Monica
520. 1 play G9/Monica
521. 0 play G7/Phoebe
522. 3 play G2/Ross
523. 2 play G4/Phoebe
524. 1 play GR/Chandler
525. 2 draw
526. 2 play W+4/Monica green
527. 3 accept
528. 0 play G6/Joey
529. 1 play G0/Monica
530. 2 draw
531. 2 play W/Chandler blue
532. 3 play B2/Chandler
533. 0 draw
534. 1 draw
535. 1 play B+2/Monica
536. 2 accept
537. 3 play B5/Joey
538. 0 play R5/Rachel
539. 1 play RR/Rachel uno
540. 0 play R5/Phoebe
541. 3 play Y5/Rachel
542. 2 play Y+2/Chandler
543. 1 accept
544. 0 play Y4/Monica uno
545. 3 draw
546. 2 play Y8/Ross
547. 1 play Y3/Joey
548. 0 draw
549. 3 draw
550. 2 draw
551. 1 play Y6/Chandler
552. 3 catch 1
553. 0 draw
554. 0 play WD yellow Phoebe
555. 2 draw
556. 2 play YR/Rachel
557. 3 play GR/Ross
558. 2 draw
559. 2 play W+4/Phoebe green
560. 1 challenge
561. 0 draw
562. 3 play G1/Phoebe
563. 2 draw
564. 1 play G+2/Joey
565. 0 accept
566. 3 play G7/Rachel
567. 2 draw
568. 1 draw
569. 1 play G1/Rachel
570. 0 play G9/Monica
571. 3 play G8/Chandler
572. 2 play R8/Rachel
573. 1 draw
574. 0 play R2/Rachel
575. 3 play R1/Monica
576. 2 play R0/Chandler
577. 1 play R6/Chandler
578. 0 draw
579. 3 play R5/Phoebe
580. 2 play B5/Chandler
581. 1 play B3/Monica
582. 0 play B4/Rachel
583. 3 draw
584. 3 pass
585. 2 play B4/Ross
586. 1 play B1/Rachel
587. 0 play BR/Chandler
588. 1 play BS/Ross
589. 3 play B+2/Monica
590. 0 accept
591. 1 draw
592. 2 play R+2/Chandler uno
593. 3 accept
594. 0 play R4/Joey
595. 1 play RR/Rachel
596. 0 draw
597. 3 play R1/Joey
598. 2 draw
599. 1 play RS/Joey
600. 3 draw
601. 2 draw
602. 1 draw
603. 1 play W/Chandler yellow
604. 0 draw
605. 3 play Y5/Ross
606. 2 play YR/Ross
607. 3 play Y5/Rachel
608. 0 play YS/Phoebe
609. 2 play Y8/Ross
610. 1 catch 2
611. 3 draw
612. 3 play W+4/Monica red
613. 0 challenge
614. 1 draw
615. 2 draw
616. 3 draw
617. 0 play WD blue Joey
618. 2 play B9/Phoebe
619. 3 play B7/Ross
620. 0 play B2/Chandler
621. 1 play G2/Ross
622. 2 play GS/Phoebe
623. 0 play G5/Chandler
624. 1 play WD blue Rachel
625. 3 draw
626. 3 play B5/Joey
627. 0 play B1/Ross
628. 1 play BS/Rachel
629. 3 draw
630. 3 pass
631. 0 play YS/Monica
632. 2 play Y3/Chandler
633. 3 play G3/Monica
634. 0 play G4/Phoebe
635. 1 play G+2/Monica
636. 2 accept
637. 3 play G2/Chandler uno
638. 0 draw
639. 1 play G4/Rachel
640. 2 play WD green Phoebe
641. 0 draw
642. 0 play G5/Ross
643. 1 play G0/Monica
644. 2 play G6/Monica
645. 3 play W+4/Ross yellow
646. 0 accept
647. 1 play Y9/Joey
648. 2 play G9/Joey
649. 3 play GS/Rachel
650. 1 play RS/Monica
651. 3 play R+2/Ross
652. 0 accept
653. 1 play W+4/Rachel red
654. 2 challenge
655. 2 play R7/Joey
656. 3 play W/Joey green
657. 0 draw
658. 1 play GR/Chandler
659. 0 play BR/Joey
660. 1 play B0/Phoebe
661. 2 play W/Rachel red
662. 3 play R6/Ross
663. 0 play R9/Chandler
664. 1 play W/Ross red
665. 2 draw
666. 3 play R2/Phoebe
667. 0 play RR/Phoebe
668. 3 draw
669. 2 draw
670. 2 play R3/Chandler
671. 1 play R5/Rachel
672. 0 play R4/Monica
673. 3 play Y4/Phoebe
674. 2 play Y2/Rachel
675. 2 uno
676. 1 play Y6/Chandler
677. 0 play B6/Monica
678. 3 play B7/Rachel
679. 2 draw
680. 1 play B2/Joey
681. 0 play B9/Monica
682. 3 play B8/Joey
683. 2 play R8/Rachel
684. 1 play B8/Chandler
685. 0 play B3/Phoebe
686. 3 play G3/Joey
687. 2 play G8/Ross

# round 3
688. 0 deal
689. 1 play WD yellow Chandler
690. 3 play Y3/Joey
691. 0 play W+4/Monica red
692. 1 challenge
693. 1 play R6/Chandler
694. 2 play R4/Joey
695. 3 draw
696. 0 play W+4/Ross red
697. 1 challenge
698. 1 play R5/Phoebe
699. 2 play R5/Rachel
700. 3 play G5/Ross
701. 0 play GS/Phoebe
702. 2 play BS/Rachel
703. 0 play RS/Monica
704. 2 play R9/Chandler
705. 3 play B9/Monica
706. 0 play W+4/Phoebe blue
707. 1 challenge
708. 2 play B3/Monica
709. 3 play B8/Chandler
710. 0 play R8/Phoebe
711. 1 play R1/Monica
712. 2 play RR/Phoebe
713. 1 draw
714. 1 pass
715. 0 play R6/Ross
716. 3 play B6/Monica
717. 2 play B2/Joey
718. 1 play B7/Rachel
719. 0 draw
720. 0 play W/Chandler blue
721. 3 play B8/Joey
722. 2 play WD red Monica
723. 0 play R8/Rachel
724. 3 draw
725. 3 play W/Joey blue
726. 2 draw
727. 1 play B5/Chandler
728. 0 play Y5/Rachel
729. 3 draw
730. 2 play Y4/Phoebe
731. 1 play YS/Phoebe
732. 3 draw
733. 2 play Y6/Joey
734. 1 play WD blue Joey
735. 3 play B0/Phoebe
736. 2 draw
737. 1 play BS/Ross
738. 3 play B6/Phoebe
739. 2 draw
740. 1 play B5/Joey
741. 0 play W+4/Rachel blue
742. 3 accept
743. 2 draw
744. 2 play BR/Chandler
745. 3 play B4/Ross
746. 0 play W/Rachel red
747. 1 play R+2/Chandler
748. 2 accept
749. 3 play R7/Monica
750. 0 draw
751. 0 play R9/Ross
752. 1 draw
753. 1 play G9/Monica
754. 2 play G2/Ross
755. 3 play G0/Monica
756. 0 play G+2/Joey
757. 1 accept
758. 2 draw
759. 3 draw
760. 0 play G3/Joey
761. 1 play G9/Joey
762. 2 play G1/Rachel
763. 3 draw
764. 3 play GR/Ross
765. 2 play YR/Rachel
766. 3 play Y9/Joey
767. 0 play Y3/Chandler
768. 1 play Y7/Monica
769. 2 play YS/Monica
770. 0 play Y9/Chandler
771. 1 play WD red Rachel
772. 3 play R2/Phoebe
773. 0 play Y2/Ross
774. 1 play Y0/Joey
775. 2 play Y8/Ross
776. 3 draw
777. 3 play G8/Ross
778. 0 play G8/Chandler
779. 1 play G+2/Monica
780. 2 accept
781. 3 draw
782. 3 pass
783. 0 draw
784. 0 play GS/Rachel
785. 2 play RS/Joey
786. 0 draw
787. 0 play R+2/Ross
788. 1 accept
789. 2 play R2/Rachel
790. 3 play R3/Chandler
791. 0 draw
792. 1 play R7/Joey
793. 2 play R3/Ross
794. 3 draw
795. 0 draw
796. 0 play W+4/Monica yellow
797. 1 accept
798. 2 play Y7/Phoebe
799. 3 draw
800. 0 play Y1/Phoebe uno
801. 1 play Y8/Rachel
802. 2 play Y4/Monica
803. 3 draw
804. 0 play Y9/Chandler
