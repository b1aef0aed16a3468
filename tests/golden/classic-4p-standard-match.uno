[RulesVersion "6"]
[Edition "classic"]
[Players "4"]
[Seed "2026"]
[Digest "38e91b590e06b12c0611ab96385cdb9119ca815280384a4263e5be2d30bc21ae"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 2 play W green
2. 3 play W blue
3. 0 play B3
4. 1 play B7
5. 2 play B+2
6. 3 accept
7. 0 play BR
8. 3 play B8
9. 2 play B3
10. 1 play BR
11. 2 play GR
12. 1 play G1
13. 0 play G8
14. 3 draw
15. 2 draw
16. 2 play Y8
17. 1 play Y9
18. 0 play W+4 blue
19. 3 accept
20. 2 play B7
21. 1 draw
22. 0 draw
23. 0 play B+2
24. 3 accept
25. 2 draw
26. 1 play R+2
27. 0 accept
28. 3 play W+4 yellow
29. 2 accept
30. 1 play Y5
31. 0 draw
32. 0 play Y3
33. 3 play W blue
34. 2 draw
35. 1 draw
36. 0 draw
37. 3 play W blue
38. 2 play B1
39. 1 draw
40. 0 play G1
41. 3 play G7
42. 2 play G+2
43. 1 accept
44. 0 play G6
45. 3 play B6
46. 2 play B4
47. 1 draw
48. 0 draw
49. 3 play B5
50. 2 play Y5
51. 1 play Y2
52. 0 draw
53. 3 play Y+2
54. 2 accept
55. 1 play Y1
56. 0 draw
57. 3 play Y4
58. 2 play R4
59. 1 play R3
60. 0 play RR
61. 1 play RS
62. 3 play R4
63. 0 play R+2
64. 1 accept
65. 2 play R9
66. 3 play R8
67. 0 draw
68. 0 play R1
69. 1 play R9
70. 2 draw
71. 3 play RS
72. 1 play GS
73. 3 draw
74. 3 play G9
75. 0 play B9
76. 1 play G9
77. 2 draw
78. 3 draw
79. 3 play Y9
80. 0 play Y0
81. 1 draw
82. 2 play Y6
83. 3 play B6
84. 0 play BS
85. 2 draw
86. 2 play W+4 blue
87. 3 accept
88. 0 draw
89. 1 draw
90. 2 draw
91. 2 pass
92. 3 play B8
93. 0 draw
94. 0 play BS
95. 2 play W+4 red
96. 3 challenge
97. 0 draw
98. 1 play R5
99. 2 play R2
100. 3 play R2
101. 0 draw
102. 0 play R0
103. 1 draw
104. 2 play R6
105. 3 play Y6
106. 0 play Y7
107. 1 play Y3
108. 2 play YR
109. 1 play Y1
110. 0 play YR
111. 1 draw
112. 2 draw
113. 3 play YS
114. 1 draw
115. 2 draw
116. 3 play Y+2
117. 0 accept
118. 1 draw
119. 2 draw
120. 3 play YS
121. 1 draw
122. 2 draw
123. 3 play Y4
124. 0 draw
125. 0 play Y2
126. 1 play B2
127. 2 play B0
128. 3 draw
129. 0 play B2
130. 1 draw
131. 1 play B4
132. 2 play B9
133. 3 draw
134. 0 draw
135. 1 draw
136. 2 play B1
137. 3 play R1
138. 0 draw
139. 0 pass
140. 1 draw
141. 1 play RR
142. 0 play R8
143. 3 play R5
144. 2 draw
145. 1 play G5
146. 0 play GS
147. 2 play G3
148. 1 play G5
149. 0 play G+2
150. 3 accept
151. 2 play GR
152. 3 play G4
153. 0 play G0 uno
154. 1 play G3
155. 2 play G2
156. 1 catch 2
157. 3 play G8
158. 0 play G7

# round 2
159. 2 deal
160. 3 play Y2
161. 0 play B2
162. 1 play BS
163. 3 play B8
164. 0 play B+2
165. 1 accept
166. 2 play BR
167. 1 play RR
168. 2 draw
169. 2 play R6
170. 3 play RS
171. 1 play R9
172. 2 draw
173. 3 draw
174. 3 play Y9
175. 0 draw
176. 0 play W green
177. 1 play G8
178. 2 play G9
179. 3 draw
180. 3 play G3
181. 0 play G6
182. 1 draw
183. 2 play G6
184. 3 play Y6
185. 0 draw
186. 0 play Y0
187. 1 play YR
188. 0 play GR
189. 1 draw
190. 1 play G1
191. 2 play Y1
192. 3 draw
193. 0 draw
194. 1 play Y8
195. 2 play Y6
196. 3 play YR
197. 2 play Y4
198. 1 play Y8
199. 0 draw
200. 0 play Y9
201. 3 play YS
202. 1 draw
203. 0 draw
204. 3 play Y1
205. 0 catch 3
206. 2 draw
207. 1 play R1
208. 0 play R5
209. 3 play R8
210. 2 draw
211. 2 play R3
212. 1 play R2
213. 0 draw
214. 0 play G2
215. 3 play R2 uno
216. 2 draw
217. 1 play R0 uno
218. 0 play G0
219. 3 draw
220. 3 play W+4 yellow uno
221. 2 challenge
222. 1 draw
223. 0 draw
224. 3 draw
225. 2 play Y3
226. 1 draw
227. 1 play Y4
228. 0 draw
229. 0 play B4
230. 3 draw
231. 2 play W+4 red
232. 1 accept
233. 0 draw
234. 3 play R1
235. 2 play R6
236. 1 play RS
237. 3 play R+2
238. 3 uno
239. 2 accept
240. 1 draw
241. 1 play R7
242. 0 draw
243. 3 draw
244. 2 play R4
245. 1 draw
246. 1 play W red
247. 0 draw
248. 3 draw
249. 2 draw
250. 2 play R7
251. 1 play G7
252. 0 draw
253. 3 play G4
254. 2 play G5
255. 1 play B5
256. 0 draw
257. 3 play B1
258. 2 play B0
259. 1 play B9
260. 0 play BS
261. 2 play GS
262. 0 play G7
263. 3 play G9

# round 3
264. 3 deal
265. 0 play W+4 red
266. 1 challenge
267. 1 play R6
268. 2 play R5
269. 3 play R1
270. 0 draw
271. 0 play R4
272. 1 play G4
273. 2 play GS
274. 0 play G8
275. 1 play B8
276. 2 play BS
277. 0 play BR
278. 3 play B8
279. 2 draw
280. 1 play B0
281. 0 play B4
282. 3 draw
283. 2 play B9
284. 1 draw
285. 1 play R9
286. 0 play R1
287. 3 play R7
288. 2 draw
289. 1 play RR
290. 2 draw
291. 3 play BR
292. 2 draw
293. 1 draw
294. 1 pass
295. 0 draw
296. 0 play B1
297. 3 draw
298. 3 play B+2
299. 2 accept
300. 1 draw
301. 0 play B6
302. 3 draw
303. 2 play B3
304. 1 draw
305. 0 play B7
306. 3 draw
307. 2 play B3
308. 1 draw
309. 1 play B9
310. 0 play Y9
311. 3 play Y7
312. 2 draw
313. 2 play Y1
314. 1 play YR
315. 2 play Y3
316. 3 play Y4
317. 0 play Y3
318. 1 play Y9
319. 2 play YS
320. 0 draw
321. 0 play GS
322. 2 play G4
323. 3 play G2
324. 0 draw
325. 1 play G6
326. 2 play G0
327. 3 play R0
328. 0 draw
329. 0 play W red
330. 1 draw
331. 1 play R3
332. 2 draw
333. 3 draw
334. 0 play R+2
335. 1 accept
336. 2 draw
337. 3 draw
338. 0 play RR uno
339. 3 draw
340. 3 play W+4 blue
341. 2 challenge
342. 1 draw
343. 0 draw
344. 3 play B2
345. 2 play B4
346. 1 draw
347. 0 draw
348. 3 draw
349. 2 play BS
350. 0 draw
351. 3 play YS
352. 1 play Y8
353. 0 play Y6
354. 3 play Y5
355. 2 play Y8
356. 1 play Y0
357. 0 play Y2
358. 3 play G2 uno
359. 2 play G1
360. 1 play GR
361. 2 play G1
362. 3 play G7

# round 4
363. 0 deal
364. 1 play Y4
365. 2 play R4
366. 3 play R1
367. 0 play R2
368. 1 draw
369. 2 play R0
370. 3 play G0
371. 0 play GR
372. 3 play W green
373. 2 play G2
374. 1 play G5
375. 0 play Y5
376. 3 play R5
377. 2 play B5
378. 1 play W+4 blue
379. 0 accept
380. 3 play B+2
381. 2 accept
382. 1 play B7
383. 0 draw
384. 3 play B3
385. 2 play Y3
386. 1 play Y7
387. 0 play Y6
388. 3 draw
389. 2 play Y2
390. 1 draw
391. 1 play W green
392. 0 draw
393. 3 play G1
394. 2 play Y1
395. 1 draw
396. 0 play Y6
397. 3 draw
398. 2 draw
399. 1 draw
400. 1 play W red
401. 0 play R+2
402. 3 accept
403. 2 play R7
404. 1 play R8
405. 0 play R9
406. 3 draw
407. 3 play B9
408. 2 play B0 uno
409. 1 play B8
410. 0 play B6
411. 3 play B4
412. 2 draw
413. 1 play BS uno
414. 3 draw
415. 2 play GS
416. 0 play BS
417. 2 draw
418. 1 play B2

# round 5
419. 1 deal
420. 2 play Y0
421. 3 play Y4
422. 0 play Y5
423. 1 play Y6
424. 2 play W+4 blue
425. 3 challenge
426. 3 draw
427. 0 play B7
428. 1 play B2
429. 2 play R2
430. 3 play R2
431. 0 draw
432. 0 play RR
433. 3 play R3
434. 2 play R+2
435. 1 accept
436. 0 play B+2
437. 3 accept
438. 2 play W blue
439. 1 play B9
440. 0 play B5
441. 3 play W blue
442. 2 play B1
443. 1 play BR
444. 2 draw
445. 3 play RR
446. 2 play RS
447. 0 draw
448. 0 play R8
449. 3 play W+4 blue
450. 2 challenge
451. 1 play B3
452. 0 draw
453. 0 play W blue
454. 3 draw
455. 2 play B8
456. 1 draw
457. 1 play R8
458. 0 draw
459. 0 play R6
460. 3 play Y6
461. 2 play Y4
462. 1 play G4
463. 0 play G6
464. 3 play GS
465. 1 play G9
466. 0 draw
467. 3 play G+2
468. 2 accept
469. 1 draw
470. 1 pass
471. 0 draw
472. 3 draw
473. 2 play GR
474. 3 draw
475. 3 play G1
476. 0 play Y1
477. 1 play W green
478. 2 play G+2
479. 3 accept
480. 0 draw
481. 1 draw
482. 1 play G4
483. 2 play G3
484. 3 play R3
485. 0 play B3
486. 1 draw
487. 1 play B8
488. 2 play Y8
489. 3 play Y1
490. 0 play Y7
491. 1 draw
492. 2 play G7
493. 3 play G7
494. 0 draw
495. 0 play G9
496. 1 draw
497. 2 play R9
498. 3 play R9 uno
499. 0 play Y9
500. 1 play YR
501. 0 play Y9

# round 6
502. 2 deal
503. 3 accept
504. 0 play R0
505. 1 draw
506. 1 play R7
507. 2 draw
508. 3 play R3
509. 0 play B3
510. 1 play BR
511. 0 play GR
512. 1 play G9
513. 2 play GS
514. 0 play G3
515. 1 draw
516. 2 play G2
517. 3 play W yellow
518. 0 play Y2
519. 1 play Y2
520. 2 play W+4 green
521. 3 accept
522. 0 play GS
523. 1 catch 0
524. 2 draw
525. 3 draw
526. 3 play G5
527. 0 play G3
528. 1 draw
529. 1 play G+2
530. 2 accept
531. 3 play W+4 green
532. 0 challenge
533. 0 draw
534. 1 draw
535. 2 draw
536. 2 play G4
537. 3 play Y4
538. 0 play Y8
539. 1 play Y5
540. 2 play Y6
541. 3 play Y6
542. 0 draw
543. 0 pass
544. 1 play Y7
545. 2 play Y1
546. 3 play W blue
547. 0 play B2
548. 1 play B1
549. 2 play B6
550. 3 play B2
551. 0 play B1 uno
552. 1 play B5
553. 2 play Y5
554. 3 play R5
555. 0 draw
556. 0 play R4
557. 0 uno
558. 1 play Y4 uno
559. 2 play B4
560. 3 play BS
561. 1 draw
562. 2 play B9
563. 3 draw
564. 3 pass
565. 0 draw
566. 1 draw
567. 1 play W+4 red
568. 2 accept
569. 3 play RS
570. 1 play R7
571. 2 play R6
572. 3 play R+2
573. 0 accept
574. 1 draw
575. 2 play B+2
576. 3 accept
577. 0 play B7
578. 1 draw
579. 2 play B3
580. 3 play W blue
581. 0 draw
582. 1 draw
583. 1 play B8
584. 2 play B8
585. 3 draw
586. 3 play Y8
587. 0 play R8
588. 1 play R6
589. 2 play R3 uno
590. 3 play R1
591. 0 draw
592. 1 play G1 uno
593. 2 draw
594. 3 play GR
595. 2 draw
596. 2 play RR
597. 3 play YR
598. 2 draw
599. 2 play YS
600. 0 play Y0
601. 3 draw
602. 2 draw
603. 1 draw
604. 1 play Y3
605. 2 catch 1
606. 0 draw
607. 3 play Y7
608. 2 draw
609. 2 play G7
610. 1 play G5
611. 0 play B5
612. 3 play B6
613. 2 draw
614. 1 play B4
615. 2 catch 1
616. 0 draw
617. 3 draw
618. 2 play BS
619. 0 play YS
620. 2 draw
621. 1 play RS
622. 3 play R1
623. 2 play R9
624. 1 play W green uno
625. 0 play G6
626. 3 play G7
627. 2 play G8
628. 1 draw
629. 1 play G4
630. 2 catch 1
631. 0 play G9 uno
632. 3 play G1
633. 2 draw
634. 1 play G6
635. 0 play G+2
636. 3 accept

# round 7
637. 3 deal
638. 3 play W+4 green
639. 2 accept
640. 1 play G3
641. 0 play G4
642. 3 play G5
643. 2 play W green
644. 1 play GR
645. 2 play G4
646. 3 play G+2
647. 0 accept
648. 1 draw
649. 1 pass
650. 2 play G3
651. 3 play R3
652. 0 play R5
653. 1 play R7
654. 2 play R6
655. 3 play B6
656. 0 play BR
657. 3 play B9
658. 2 play B8
659. 1 play Y8
660. 0 play YR
661. 1 play Y2
662. 2 play B2
663. 3 play B1

# round 8
664. 0 deal
665. 1 draw
666. 1 play W+4 green
667. 2 challenge
668. 2 play G4
669. 3 play GS
670. 1 play G4
671. 2 play Y4
672. 3 play YS
673. 1 play GS
674. 3 play W yellow
675. 0 play Y9
676. 1 play Y5
677. 2 play YS
678. 0 play Y6
679. 1 play Y3
680. 2 play R3
681. 3 draw
682. 3 play W yellow
683. 0 draw
684. 0 play Y2
685. 1 play B2
686. 2 play B9
687. 3 play B6
688. 0 play B5
689. 1 play G5
690. 2 draw
691. 3 play Y5
692. 0 play R5
693. 1 play R+2
694. 2 accept
695. 3 draw
696. 3 play R2
697. 0 draw
698. 0 play R0
699. 1 draw
700. 2 play R2
701. 3 draw
702. 0 play R7
703. 1 play B7
704. 2 play Y7
705. 3 draw
706. 0 play G7
707. 1 play G+2
708. 2 accept
709. 3 play G1
710. 0 play G9

# round 9
711. 1 deal
712. 2 play Y6
713. 3 play Y6
714. 0 play Y7
715. 1 play Y9
716. 2 play Y0
717. 3 play G0
718. 0 play G+2
719. 1 accept
720. 2 play G8
721. 3 play G4
722. 0 play W blue
723. 1 play B9
724. 2 play B8
725. 3 draw
726. 0 play B9
727. 1 play BR
728. 0 play B5
729. 3 draw
730. 3 play B+2
731. 2 accept
732. 1 play R+2
733. 0 accept
734. 3 play R2
735. 2 play R5
736. 1 draw
737. 0 draw
738. 0 play W+4 red
739. 3 challenge
740. 2 draw
741. 1 play R9
742. 0 draw
743. 0 play R2
744. 3 play R1
745. 2 draw
746. 2 play R1
747. 1 play Y1
748. 0 draw
749. 3 play Y5
750. 2 play Y8
751. 1 play Y3
752. 0 play B3
753. 3 play G3
754. 2 draw
755. 1 play G4
756. 0 draw
757. 0 play G3
758. 3 play GR
759. 0 draw
760. 1 play G6 uno
761. 2 play B6
762. 3 play R6
763. 0 draw
764. 1 draw
765. 2 draw
766. 3 play RR
767. 2 draw
768. 2 pass
769. 1 draw
770. 1 play BR
771. 2 play GR
772. 1 draw
773. 0 play G7
774. 3 play G1
775. 2 play G1
776. 1 draw
777. 1 play W yellow
778. 0 play Y4
779. 3 draw
780. 3 pass
781. 2 draw
782. 1 play Y+2
783. 0 accept
784. 3 play YS
785. 1 play Y3 uno
786. 0 play R3
787. 3 play RS
788. 1 draw
789. 1 play R6 uno
790. 0 play R+2
791. 3 accept
792. 2 draw
793. 1 draw
794. 0 draw
795. 0 play G+2
796. 3 accept
797. 2 play GS
798. 0 play G9
799. 3 play G2
800. 2 draw
801. 1 draw
802. 1 play W red
803. 0 draw
804. 3 play R5
805. 2 draw
806. 2 play R4
807. 1 draw
808. 1 play Y4
809. 0 draw
810. 3 play Y2
811. 2 play B2
812. 1 play B7 uno
813. 0 play B1
814. 3 draw
815. 2 draw
816. 2 play B+2
817. 1 accept
818. 0 play B2
819. 3 draw
820. 2 play B0
821. 1 draw
822. 0 play BS
823. 2 play B5
824. 1 draw
825. 0 play BS
826. 2 play B7
827. 1 play G7
828. 0 draw
829. 3 play G8
830. 2 play G9 uno
831. 1 play G6
832. 0 draw
833. 0 play GS
834. 2 draw
835. 2 play G2
836. 3 catch 2
837. 1 draw
838. 1 play G5
839. 0 draw
840. 3 draw
841. 2 play Y5
842. 1 play Y1
843. 0 draw
844. 3 play Y9
845. 2 play W+4 green
846. 1 catch 2
847. 1 challenge
848. 0 draw
849. 0 play W blue
850. 3 draw
851. 3 play W+4 green
852. 2 accept
853. 1 play G5
854. 0 draw
855. 3 draw
856. 3 play G8
857. 2 play Y8
858. 1 play YS
859. 3 play RS
860. 1 play R7
861. 0 draw
862. 3 play R7
863. 2 play R8
864. 1 play W+4 red
865. 0 challenge
866. 0 draw
867. 3 play R8
868. 2 play R3
869. 1 play RR
870. 2 play R9
871. 3 play R0
