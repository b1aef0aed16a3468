[RulesVersion "2"]
[Edition "party"]
[Players "5"]
[Seed "12"]
[Options "match=single-round"]
[Digest "f9ae57dc8d44c2cba78ed16a767de8b6ed00c8713606cbf50f2a17b1f9944702"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 3 play WDT blue 0,2
2. 4 play W red
3. 0 play WPU
4. 1 play W
5. 2 play RR
6. 3 play WDT
7. 4 play R8
8. 0 play R5
9. 1 play WDT
10. 2 play W+4
11. 3 take
12. 4 play R1
13. 0 draw
14. 0 pass
15. 1 play B1
16. 2 play WDT blue 2,4
17. 3 play W red
18. 4 play WPU
19. 0 play WPU
20. 1 play G7
21. 2 take
22. 3 play W+4 red
23. 4 accept
24. 0 draw
25. 0 play WPU
26. 1 play BPT
27. 2 play WDT
28. 3 play WDT
29. 4 play WPU
30. 0 play B3
31. 1 take
32. 2 play W blue
33. 3 play BR
34. 2 play YR
35. 3 play Y4
36. 4 play Y1
37. 0 play Y9
38. 1 play WDT green 0,2
39. 2 play G7
40. 1 play G7
41. 2 play WPU
42. 3 play WDT
43. 4 play Y3
44. 0 play Y4
45. 1 play WDT
46. 2 play Y+2
47. 3 play YPT
48. 4 play YPT
49. 0 take
50. 1 play WPU
51. 2 play RS
52. 3 play RR
53. 4 play R9
54. 0 play WDT
55. 1 take
56. 2 draw
57. 2 play W+4 red
58. 3 accept
59. 4 draw
60. 0 play WDT red 0,2
61. 1 play R4
62. 2 play R4
63. 3 play R+2
64. 0 play Y+2
65. 2 play Y6
66. 3 play W red
67. 4 draw
68. 0 draw
69. 0 play R2
70. 1 play R9
71. 2 play RPT
72. 2 point 0
73. 4 point 1
74. 1 point 0
75. 0 point 3
76. 3 point 2
77. 3 draw
78. 4 play GPT
79. 0 point 1
80. 3 point 4
81. 1 point 3
82. 4 point 1
83. 2 point 4
84. 0 play GPT
85. 4 point 0
86. 1 point 2
87. 3 point 4
88. 2 point 3
89. 0 point 2
90. 1 play W green
91. 2 play GR
92. 1 play WDT green 1,2
93. 0 play W+4 blue
94. 4 accept
95. 3 play B9
96. 2 play W yellow
97. 1 play WPU
98. 0 play G1
99. 4 play GS
100. 3 play G0
101. 2 play G5
102. 1 take
103. 0 draw
104. 0 play W+4 yellow
105. 4 challenge
106. 3 play WDT red 0,4
107. 2 draw
108. 2 play W green
109. 1 play G1
110. 0 draw
111. 4 play G8
112. 3 play R8
113. 4 play R8
114. 3 play R5
115. 2 draw
116. 2 play R5
117. 1 play RS
118. 4 play RPT
119. 2 point 4
120. 1 point 4
121. 4 point 1
122. 0 point 2
123. 3 point 2
124. 3 draw
125. 3 pass
126. 2 draw
127. 2 play W+4 red
128. 1 accept
129. 0 play RR
130. 1 play W blue
131. 2 play B9
132. 3 play WDT red 3,4
133. 4 play W+4 red
134. 0 challenge
135. 0 draw
136. 1 play R7
137. 2 draw
138. 2 play RS
139. 4 play BS
140. 1 play B8
141. 2 play BS
142. 4 play B4
143. 0 play B0
144. 1 draw
145. 1 play WPU
146. 2 play G4
147. 3 play WPU
148. 4 play WPU
149. 0 take
150. 1 play G6
151. 2 draw
152. 2 play R6
153. 3 play WDT blue 3,4
154. 4 play WDT red 2,4
155. 0 play W+4 green
156. 1 accept
157. 2 draw
158. 2 play GPT
159. 2 point 3
160. 1 point 4
161. 3 point 2
162. 0 point 2
163. 4 point 1
164. 3 play W+4 yellow
165. 4 accept
166. 0 play YPT
167. 0 point 1
168. 1 point 4
169. 3 point 1
170. 2 point 3
171. 4 point 2
172. 1 play WPU
173. 2 play W+4
174. 3 play B1
175. 4 play WPU
176. 0 play WPU
177. 1 play B3
178. 2 play B2
179. 3 play BPT
180. 4 play W
181. 0 play W+4
182. 1 play B7
183. 2 play B+2
184. 3 play WPU
185. 4 play W
186. 0 play WPU
187. 1 play BPT
188. 2 take
189. 3 play B7
190. 4 play B+2
191. 1 play WDT blue 0,4
192. 2 play B3
193. 4 play B3
194. 0 play W+4 yellow
195. 1 challenge
196. 1 play Y5
197. 2 play Y5
198. 3 play B5
199. 4 play G5
200. 0 play G3
201. 1 play GS
202. 3 play G3
203. 4 play Y3
204. 0 play Y8
205. 1 play Y8
206. 2 play W+4 red
207. 3 accept
208. 4 play R3
209. 0 play R7
210. 1 play Y7
211. 2 play W+4 blue
212. 3 challenge
213. 3 play BR
214. 2 play WPU
215. 1 play B5
216. 0 play W
217. 4 play BPT
218. 3 play B6
219. 2 play B7
220. 1 play W
221. 0 play W
222. 4 play W
223. 3 play WDT
224. 2 play WPU
225. 1 play WDT
226. 0 play B8
227. 4 play B4
228. 3 take
229. 2 play W+4 red
230. 1 accept
231. 0 draw
232. 4 play R3
233. 3 play WPU
234. 2 play W
235. 1 play R1
236. 0 take
237. 4 play RPT
238. 0 point 1
239. 1 point 4
240. 2 point 0
241. 3 point 2
242. 4 point 1
243. 3 play W red
244. 2 play W red
245. 1 play RR
246. 2 play WDT green 1,4
247. 3 play W yellow
248. 4 play Y2
249. 0 play Y4
250. 1 play YPT
251. 3 point 0
252. 4 point 0
253. 1 point 0
254. 2 point 0
255. 0 point 4
256. 2 play Y0
257. 3 play Y7
258. 4 play YPT
259. 1 point 2
260. 3 point 1
261. 4 point 0
262. 2 point 0
263. 0 point 2
264. 0 play Y3
265. 1 play R3
266. 2 play B3
267. 3 play B4
268. 4 play W yellow
269. 0 play Y2
270. 1 play YS
271. 3 play W yellow
272. 4 play WPU
273. 0 play R4
274. 1 play W
275. 2 play R0
276. 3 play WDT
277. 4 play R7
278. 0 play W+4
279. 1 play R1
280. 2 play WPU
281. 3 play W
282. 4 play R2
283. 0 play R1
284. 1 play R6
285. 2 play WPU
286. 3 play WDT
287. 4 play R9
288. 0 play W
289. 1 take
290. 2 play WPU
291. 3 take
292. 4 draw
293. 0 play RPT
294. 1 point 2
295. 2 point 4
296. 0 point 3
297. 3 point 2
298. 4 point 2
299. 1 play R0
300. 2 play R2
301. 3 play W green
302. 4 play G6
303. 0 play G8
304. 1 draw
305. 1 play WDT green 1,2
306. 2 draw
307. 3 play GS
308. 0 play RS
309. 2 draw
310. 3 play RR
311. 2 draw
312. 1 play W blue
313. 0 play W red
314. 4 play RPT
315. 4 point 2
316. 3 point 4
317. 1 point 0
318. 2 point 0
319. 0 point 3
320. 3 play WDT green 0,3
321. 2 play G2
322. 1 play R2
323. 0 play W+4 yellow
324. 4 accept
325. 3 play W+4 yellow
326. 2 challenge
327. 1 play WDT red 1,4
328. 0 play RPT
329. 1 point 2
330. 3 point 4
331. 4 point 2
332. 2 point 4
333. 0 point 2
334. 4 play WDT yellow 2,3
335. 3 draw
336. 2 play Y1
337. 1 play Y+2
338. 4 draw
339. 3 draw
340. 2 play Y8
341. 1 play WPU
342. 0 play G4
343. 4 play W+4
344. 3 play G1
345. 2 play G5
346. 1 play W+4
347. 0 play WPU
348. 4 play G1
349. 3 play GPT
350. 2 play WDT
351. 1 play G9
352. 0 play G8
353. 4 play W+4
354. 3 play G4
355. 2 play W+4
356. 1 play WPU
357. 0 take
358. 4 play GR
359. 0 play G4
360. 1 play G2
361. 2 play G7
362. 3 play B7
363. 4 play B8
364. 0 play R8
365. 1 play W yellow
366. 2 play WPU
367. 3 take
368. 4 play YS
369. 1 play RS
370. 3 draw
371. 3 play R8
372. 4 play R+2
373. 1 play R6
374. 2 play W yellow
375. 3 play Y7
376. 4 play Y6
377. 0 play Y9
378. 0 play Y9
379. 1 play YR
380. 0 play YPT
381. 3 point 2
382. 2 point 3
383. 4 point 1
384. 0 point 3
385. 1 point 2
386. 4 play GPT
387. 1 point 2
388. 4 point 3
389. 3 point 2
390. 2 point 1
391. 0 point 3
392. 3 play BPT
393. 3 point 4
394. 2 point 4
395. 4 point 2
396. 1 point 3
397. 0 point 2
398. 2 play B4
399. 1 play R4
400. 0 play W+4 blue
401. 4 accept
402. 3 play B5
403. 2 play B1
404. 1 play WPU
405. 0 play W+4
406. 4 play W+4
407. 3 play BPT
408. 2 play BPT
409. 1 play WDT
410. 0 play WDT
411. 4 play B5
412. 3 play BS
413. 2 play B1
414. 1 play B0
415. 0 play W+4
416. 4 play B3
417. 3 play W+4
418. 2 play B6
419. 1 play W
420. 0 play W+4
421. 4 play WDT
422. 3 play B8
423. 2 play B9
424. 1 play W
425. 0 play WPU
426. 4 play W
427. 3 play B6
428. 2 play WDT
429. 1 play WDT
430. 0 play WPU
431. 4 play WDT
432. 3 play WPU
433. 2 play B+2
434. 1 take
435. 0 play WPU
436. 4 play WDT
437. 3 play W+4
438. 2 play R5
439. 1 play WPU
440. 0 take
441. 4 play R6
442. 3 draw
443. 3 play WPU
444. 2 play W+4
445. 1 play WDT
446. 0 play W+4
447. 4 play Y6
448. 3 play Y+2 uno
449. 2 play Y8
450. 1 play W+4
451. 0 play Y5
452. 4 play W
453. 3 take
454. 2 play W red
455. 1 play R9
456. 1 play R9
457. 0 play WPU
458. 4 take
459. 3 play YPT
460. 4 point 0
461. 1 point 3
462. 0 point 2
463. 2 point 4
464. 3 point 1
465. 2 play Y5
466. 1 play G5
467. 0 play G7
468. 4 play G+2
469. 2 play GS
470. 0 play G9
471. 4 play W+4 yellow
472. 3 challenge
473. 3 play Y8
474. 2 play Y1
475. 1 play WPU
476. 0 play R5
477. 4 play R6
478. 3 play W+4
479. 2 play R7
480. 1 play WDT
481. 0 play WDT
482. 4 play R2
483. 3 play WDT
484. 2 play R5
485. 1 play W
486. 0 play R+2
487. 4 play R4
488. 3 play W
489. 2 take
490. 1 play R1
491. 1 play R1
492. 0 play G1
493. 4 play G9
494. 3 play WPU
495. 2 play W
496. 1 play W
497. 0 play GPT
498. 4 play GR
499. 3 play GPT
500. 2 play W+4
501. 1 play G+2
502. 0 play G6
503. 4 take
504. 3 play W red
505. 2 play R4
506. 1 play W+4 yellow
507. 0 challenge
508. 0 play Y3
509. 4 play YR
510. 0 play Y4
511. 1 play WPU
512. 2 play GPT
513. 3 play W+4
514. 4 play GR
515. 0 play G5
516. 1 play W
517. 2 play W
518. 3 play W+4
519. 4 play W+4
520. 0 play G8
521. 1 play W+4
522. 2 play G3
523. 3 take
524. 4 play G+2
525. 1 play G0
526. 2 play WDT yellow 0,2
527. 3 play W yellow
528. 4 draw
529. 0 play WPU
530. 1 play W+4
531. 2 play WDT
532. 3 play Y6
533. 4 play W
534. 0 play YPT
535. 1 play W+4
536. 2 play WDT
537. 3 play W+4
538. 4 play W
539. 0 take
540. 1 play W+4 green
541. 2 challenge
542. 2 draw
543. 3 play GR
544. 2 play W yellow
545. 1 play WDT green 1,4
546. 0 play WDT blue 0,3
547. 4 play B2
548. 3 play WDT blue 0,2
549. 2 play W yellow
550. 1 play Y1
551. 0 play W+4 yellow
552. 4 challenge
553. 4 draw
554. 4 pass
555. 3 draw
556. 2 play W red
557. 1 play R7
558. 0 play WPU
559. 4 play W
560. 3 play Y+2
561. 2 take
562. 1 play WDT green 0,2
563. 0 draw
564. 0 play G2
565. 4 play GPT
566. 4 point 3
567. 2 point 0
568. 3 point 4
569. 0 point 2
570. 1 point 2
571. 3 play G3
572. 2 play WPU
573. 1 play WPU
574. 0 play W
575. 4 take
576. 3 draw
577. 2 play R9
578. 1 play B9
579. 0 play WDT yellow 0,4
580. 4 play W red
581. 3 play W+4 yellow
582. 2 challenge
583. 2 play W blue
584. 1 play B4
585. 0 play W+4 yellow
586. 4 challenge
587. 4 play Y6
588. 3 play WPU
589. 2 play R7
590. 1 play RPT
591. 0 play RPT
592. 4 play WPU
593. 3 play RPT
594. 2 play R2
595. 1 play R9
596. 0 play WDT
597. 4 play RS
598. 3 play WDT
599. 2 play R+2
600. 1 play R2
601. 0 play RPT
602. 4 take
603. 3 play W+4 yellow
604. 2 accept
605. 1 play WDT blue 0,4
606. 0 play W red
607. 4 play R2
608. 3 play W green
609. 2 play G4
610. 0 play G4
611. 4 play G8
612. 3 play GS
613. 1 play WDT blue 1,3
614. 0 play W+4 blue
615. 4 challenge
616. 4 play WPU
617. 3 play W+4
618. 2 play YS
619. 1 take
620. 0 play W red
621. 4 play R2
622. 3 draw
623. 3 play W red
624. 2 play R6
625. 1 play B6
626. 0 play WPU
627. 4 play R3
628. 3 play R3
629. 2 play W
630. 1 play R4
631. 0 play W+4
632. 4 play RPT
633. 3 take
634. 2 play R6
635. 1 draw
636. 0 play W+4 green
637. 4 accept
638. 3 play GPT
639. 3 point 4
640. 2 point 0
641. 0 point 3
642. 1 point 0
643. 4 point 3
644. 2 play G2
645. 1 play W+4 blue
646. 0 accept
647. 4 draw
648. 4 play B5
649. 3 play B+2
650. 1 play B+2
651. 4 play B8
652. 3 play W+4 yellow
653. 2 accept
654. 1 play YS
655. 4 play Y7
656. 3 play WPU
657. 2 play WPU
658. 1 play Y3
659. 0 play Y5
660. 4 play Y+2
661. 3 play Y5
662. 2 play Y4
663. 1 play Y7
664. 0 play Y2
665. 4 play W
666. 3 play W
667. 2 play Y0
668. 1 take
669. 0 play YPT
670. 0 point 1
671. 3 point 1
672. 1 point 2
673. 4 point 1
674. 2 point 4
675. 4 play GPT
676. 0 point 1
677. 2 point 1
678. 1 point 4
679. 4 point 3
680. 3 point 4
681. 3 play GPT
682. 1 point 3
683. 2 point 1
684. 4 point 2
685. 3 point 4
686. 0 point 3
687. 2 play WPU
688. 1 play B+2
689. 0 play B7
690. 4 play WDT
691. 3 play W+4
692. 2 play B9
693. 1 play B5
694. 0 play B3
695. 4 play W+4
696. 3 play W
697. 2 play B2
698. 1 play B1
699. 0 play WDT
700. 4 play BS
701. 3 play B4
702. 2 play BPT
703. 1 play B3
704. 0 play WDT
705. 4 play WDT
706. 3 play W
707. 2 play B1
708. 1 play B0
709. 0 play W
710. 4 play WPU
711. 3 play B+2
712. 2 play W+4
713. 1 play B6
714. 0 play W
715. 4 play B7
716. 3 take
717. 2 draw
718. 1 play WPU
719. 0 play G1
720. 4 play GS
721. 3 play G8
722. 2 play G+2
723. 1 play W
724. 0 play G+2
725. 4 play G9
726. 3 play W
727. 2 play G3
728. 1 play WDT
729. 0 take
730. 4 play G6
731. 3 play W green
732. 2 play G5
733. 1 play Y5
734. 0 play W blue
735. 4 draw
736. 4 play W+4 green
737. 3 challenge
738. 2 play G7
739. 1 play WDT red 1,4
740. 0 play RR
741. 1 play W red
742. 2 play R7
743. 3 play W red
744. 4 draw
745. 4 play WDT blue 3,4
746. 0 play WDT blue 0,3
747. 1 play B8
748. 2 play R8
749. 3 play W green
750. 4 play G4
751. 0 play G9
752. 1 play WPU
753. 2 play Y8
754. 3 play W+4
755. 4 take
756. 0 play Y2
757. 1 play WPU
758. 2 take
759. 3 play B6
760. 4 play W+4 yellow
761. 0 challenge
762. 1 play Y3
763. 3 play Y3
764. 4 play Y4
765. 0 play W+4 green
766. 1 challenge
767. 1 play W yellow
768. 2 play W yellow
769. 3 play WDT blue 1,3
770. 4 draw
771. 0 play WDT red 1,3
772. 1 draw
773. 2 play RR
774. 1 play BR
775. 2 play B8
776. 3 play BS
777. 0 play GS
778. 2 draw
779. 2 play W+4 green
780. 3 challenge
781. 3 play W green
782. 4 play GR
783. 3 play G5
784. 2 play G8
785. 0 play G8
786. 4 play G6
787. 3 play W yellow
788. 2 draw
789. 2 pass
790. 1 play Y0
791. 0 draw
792. 4 play Y8
793. 3 play R8
794. 2 play W+4 blue
795. 1 accept
796. 0 play BPT
797. 4 point 3
798. 1 point 4
799. 2 point 1
800. 3 point 0
801. 0 point 1
802. 4 play RPT
803. 0 point 3
804. 1 point 4
805. 3 point 0
806. 2 point 3
807. 4 point 2
808. 3 play R4
809. 3 play R4
810. 2 play W red
811. 1 play WPU
812. 0 play WPU
813. 4 play RPT
814. 3 play R0
815. 2 play R5
816. 1 play W
817. 0 play WPU
818. 4 play R+2
819. 3 play W+4
820. 2 play R+2
821. 1 play W+4
822. 0 play W+4
823. 4 play R6
824. 3 play W+4
825. 2 play R5
826. 1 play WPU
827. 0 play R6
828. 4 play WPU
829. 3 play RPT
830. 2 take
831. 1 play R1
832. 0 play G1
833. 4 play GR
834. 0 play G1
835. 1 play GPT
836. 1 point 3
837. 4 point 2
838. 2 point 3
839. 0 point 2
840. 3 point 2
841. 2 play RPT
842. 1 point 0
843. 0 point 1
844. 2 point 1
845. 4 point 0
846. 3 point 2
847. 3 play WDT yellow 2,4
848. 4 play Y8
849. 0 play WPU
850. 1 play Y7
851. 2 play WPU
852. 3 play YR
853. 4 take
854. 0 play Y6
855. 1 play W green
856. 2 play WPU
857. 3 play R2
858. 4 play R7
859. 0 play RR
860. 1 take
861. 2 play R9
862. 3 play WDT red 1,3
863. 4 play R9
864. 0 play Y9
865. 1 play Y5
866. 2 play R5
867. 3 play R3
868. 4 play WPU
869. 0 play G4
870. 1 play W+4
871. 2 play WPU
872. 3 play G0
873. 4 take
874. 0 play GS
875. 2 play W+4 blue
876. 3 accept
877. 4 play W+4 yellow
878. 0 accept
879. 1 play Y3
880. 2 play Y+2
881. 4 play YR
882. 3 play WDT red 2,4
883. 2 play R+2
884. 0 play RPT
885. 0 point 2
886. 4 point 1
887. 3 point 2
888. 2 point 0
889. 1 point 4
890. 4 play RS
891. 2 play YS
892. 0 play Y6
893. 4 play Y7
894. 3 play W blue
895. 2 play WPU
896. 1 play WPU
897. 0 play WDT
898. 4 play W
899. 3 play G5
900. 2 play GR
901. 1 play WPU
902. 0 play W
903. 4 play G8
904. 3 play GPT
905. 2 play G7
906. 1 play G6
907. 0 play G+2
908. 4 play G4
909. 3 play G4
910. 2 play W+4
911. 1 play W
912. 0 play W
913. 4 play WPU
914. 3 play W
915. 2 play W
916. 1 play WDT
917. 0 play G+2
918. 4 play G0
919. 3 play G6
920. 2 play G3
921. 1 play GR
922. 0 play G1
923. 4 take
924. 3 play WPU
925. 2 play WDT
926. 1 play Y4
927. 0 play YPT
928. 4 play WPU
929. 3 play W+4
930. 2 play WDT
931. 1 play Y+2
932. 0 play Y9
933. 4 play W
934. 3 play WPU
935. 2 play W+4
936. 1 play Y7
937. 0 play YPT
938. 4 play WDT
939. 3 play WPU
940. 2 play YR
941. 1 play Y2
942. 0 play W
943. 4 play W
944. 3 play WDT
945. 2 play WDT
946. 1 play W+4
947. 0 play YS
948. 4 play W
949. 3 play Y1
950. 2 play Y1
951. 1 play YPT
952. 0 take
953. 4 play WPU
954. 3 play W+4
955. 2 play G9
956. 1 take
957. 0 play W+4 yellow
958. 4 accept
959. 3 play WDT blue 0,2
960. 2 play B8
961. 1 play W blue
962. 0 play WDT red 1,4
963. 4 play RS
964. 2 play R4
965. 1 play W+4 yellow
966. 0 accept
967. 4 play W red
968. 3 play W blue
969. 2 draw
970. 1 play B6
971. 0 play WDT yellow 2,4
972. 4 play WPU
973. 3 play WPU
974. 2 play W+4
975. 1 play G5
976. 0 play G3
977. 4 play W+4
978. 3 play W+4
979. 2 take
980. 1 play G9
981. 0 play W red
982. 4 play RPT
983. 1 point 2
984. 0 point 4
985. 4 point 3
986. 3 point 2
987. 2 point 4
988. 3 play WDT blue 3,4
989. 2 play W+4 yellow
990. 1 accept
991. 0 play Y2
992. 2 play Y2
993. 1 play YPT
994. 2 point 4
995. 1 point 0
996. 4 point 2
997. 0 point 3
998. 3 point 4
999. 0 play WPU
1000. 4 play GR
1001. 3 play G1
1002. 2 play G5
1003. 1 play GS
1004. 0 play WPU
1005. 4 play G3
1006. 3 play GPT
1007. 2 play WPU
1008. 1 play W
1009. 0 play WPU
1010. 4 play G8
1011. 3 play G9
1012. 2 play G3
1013. 1 take
1014. 0 play WDT blue 0,3
1015. 4 play W+4 blue
1016. 3 accept
1017. 2 play W+4 green
1018. 1 accept
1019. 0 play W+4 yellow
1020. 4 accept
1021. 3 play Y6
1022. 2 play WPU
1023. 1 play Y6
1024. 0 play Y7
1025. 4 play WPU
1026. 3 play W+4
1027. 2 play W+4
1028. 1 play W+4
1029. 0 play WDT
1030. 4 play W+4
1031. 3 take
1032. 2 play Y3
1033. 1 play WPU
1034. 0 play YS
1035. 4 play WDT
1036. 3 play Y7
1037. 2 take
1038. 1 play W red
1039. 0 play RR
1040. 1 play W yellow
1041. 2 play YS
1042. 4 play W blue
1043. 0 play WDT yellow 3,4
1044. 1 play WPU
1045. 2 play R+2
1046. 3 play R5
1047. 4 play RPT
1048. 0 play WDT
1049. 1 play RR
1050. 2 play R4
1051. 3 play WDT
1052. 4 play W
1053. 0 play W+4
1054. 1 play R1
1055. 2 play R0
1056. 3 play W+4
1057. 4 play W
1058. 0 play WDT
1059. 1 play R2
1060. 2 play WPU
1061. 3 play R3
1062. 4 play R7
1063. 0 play W
1064. 1 play R7
1065. 2 play R6
1066. 3 play R1
1067. 4 take
1068. 0 play W+4 blue
1069. 1 challenge
1070. 1 play BPT
1071. 4 point 0
1072. 3 point 0
1073. 1 point 2
1074. 0 point 2
1075. 2 point 4
1076. 2 play W red
1077. 3 play R2
1078. 4 play W yellow
1079. 0 play Y4
1080. 1 play R4
1081. 2 play R6
1082. 3 play RS
1083. 0 play W blue
1084. 1 play WPU
1085. 2 play WPU
1086. 3 play WPU
1087. 4 play W
1088. 0 play W
1089. 1 play WPU
1090. 2 play RPT
1091. 3 play R+2
1092. 4 play R4
1093. 0 play W+4
1094. 1 take
1095. 2 play WDT green 0,3
1096. 3 play G2
1097. 4 play G4
1098. 0 play W green
1099. 1 play WPU
1100. 2 play Y2
1101. 3 play Y6
1102. 4 play Y4
1103. 0 play YPT
1104. 1 play W
1105. 2 play Y7
1106. 3 play Y8
1107. 4 play Y7
1108. 0 play Y9
1109. 1 play WPU
1110. 2 play Y3
1111. 3 play W+4
1112. 4 play Y+2
1113. 0 play Y0
1114. 1 play WPU
1115. 2 take
1116. 3 play W+4 red
1117. 4 accept
1118. 0 play W red
1119. 1 draw
1120. 1 play W+4 yellow
1121. 2 challenge
1122. 2 play Y8
1123. 3 play W+4 yellow
1124. 4 challenge
1125. 0 play YPT
1126. 2 point 1
1127. 3 point 0
1128. 1 point 0
1129. 4 point 3
1130. 0 point 4
1131. 1 play W green
1132. 2 play W yellow
1133. 3 play W red
1134. 4 play R5
1135. 0 play R8
1136. 0 play R8
1137. 1 play R4
1138. 0 play R4
1139. 1 play W yellow
1140. 2 play YS
1141. 4 play Y2
1142. 0 play YR
1143. 4 play RR
1144. 0 play W+4 red
1145. 1 accept
1146. 2 play WPU
1147. 3 take
1148. 4 play WPU
1149. 0 play Y1
1150. 1 play W+4
1151. 2 play Y4
1152. 3 play W+4
1153. 4 play Y9
1154. 0 play W
1155. 1 play W+4
1156. 2 play YPT
1157. 3 play WPU
1158. 4 play Y4
1159. 0 play YPT
1160. 1 play W
1161. 2 play Y3
1162. 3 play WPU
1163. 4 play W
1164. 0 play Y+2
1165. 1 play WDT
1166. 2 play Y9
1167. 3 take
1168. 4 play WPU
1169. 0 play WDT
1170. 1 play GR
1171. 2 play W+4
1172. 3 play W+4
1173. 4 play GPT
1174. 0 play W
1175. 1 play W
1176. 2 play G7
1177. 3 play WPU
1178. 4 play W+4
1179. 0 play W
1180. 1 play G5
1181. 2 play WPU
1182. 3 play G2
1183. 4 play W
1184. 0 play WDT
1185. 1 play G8
1186. 2 take
1187. 3 play W+4 yellow
1188. 4 accept
1189. 0 play WDT blue 0,1
1190. 1 play BR
1191. 0 play YR
1192. 1 play BR
1193. 0 play B6
1194. 4 play WDT red 0,4
1195. 3 draw
1196. 3 play W green
1197. 2 play W red
1198. 1 play R9
1199. 0 play R3
1200. 4 play R9
1201. 3 play Y9
1202. 2 play WPU
1203. 1 play BS
1204. 0 play B6
1205. 4 play B8
1206. 3 play B+2
1207. 2 play W+4
1208. 1 play W
1209. 0 take
1210. 4 draw
1211. 3 play B+2
1212. 1 play BS
1213. 4 play WPU
1214. 3 play W+4
1215. 2 play WPU
1216. 1 play RPT
1217. 0 play W+4
1218. 4 play R3
1219. 3 play R6
1220. 2 play RS
1221. 1 play RPT
1222. 0 play W
1223. 4 play R0
1224. 3 play W
1225. 2 play W+4
1226. 1 play RPT
1227. 0 take
1228. 4 play W+4 green
1229. 3 accept
1230. 2 play GPT
1231. 2 point 4
1232. 3 point 2
1233. 0 point 3
1234. 4 point 1
1235. 1 point 0
1236. 1 play GPT
1237. 0 point 4
1238. 4 point 1
1239. 1 point 2
1240. 2 point 4
1241. 3 point 4
1242. 0 play WDT green 3,4
1243. 4 play G0
1244. 3 draw
1245. 3 play WPU
1246. 2 play G5
1247. 1 play WPU
1248. 0 play W
1249. 4 play G1
1250. 3 play W
1251. 2 play W+4
1252. 1 play G3
1253. 0 play WPU
1254. 4 play GPT
1255. 3 play W+4
1256. 2 play G7
1257. 1 play G9
1258. 0 play W+4
1259. 4 play G6
1260. 3 play WDT
1261. 2 play G8
1262. 1 play GS
1263. 0 play W
1264. 4 play WDT
1265. 3 play WPU
1266. 2 play WDT
1267. 1 play G3
1268. 0 play W+4
1269. 4 play WPU
1270. 3 play WPU
1271. 2 play WPU
1272. 1 play G1
1273. 0 play W+4
1274. 4 play G6
1275. 3 play W
1276. 2 play WDT
1277. 1 play GS
1278. 0 take
1279. 4 play GR
1280. 0 play G8
1281. 1 play Y8
1282. 2 play W yellow
1283. 3 play Y9
1284. 4 play W blue
1285. 0 play B8
1286. 3 play B8
1287. 4 play WDT green 1,4
1288. 0 play G6
1289. 0 play G6
1290. 1 draw
1291. 1 play WDT red 0,2
1292. 2 play WDT blue 2,3
1293. 3 play B1
1294. 4 play W+4 green
1295. 0 challenge
1296. 0 play G7
1297. 4 play G7
1298. 0 play WDT green 0,4
1299. 1 draw
1300. 1 play W blue
1301. 2 play W yellow
1302. 3 play Y1
1303. 0 play Y1
1304. 1 play YS
1305. 3 play W green
1306. 4 play G+2
1307. 1 play R+2
1308. 3 play Y+2
1309. 0 play W+4 blue
1310. 1 accept
1311. 2 play W green
1312. 3 play W green
1313. 4 play G4
1314. 0 play GPT
1315. 0 point 3
1316. 4 point 1
1317. 1 point 2
1318. 2 point 0
1319. 3 point 4
1320. 1 play BPT
1321. 4 point 1
1322. 1 point 2
1323. 2 point 3
1324. 3 point 2
1325. 0 point 4
1326. 2 draw
1327. 3 play B1
1328. 4 play BR
1329. 3 play B0
1330. 2 play Y0
1331. 1 play YR
1332. 2 play YS
1333. 4 play WPU
1334. 0 play W+4
1335. 1 play WPU
1336. 2 play WPU
1337. 3 play YPT
1338. 4 play Y2
1339. 0 play Y8
1340. 1 play YR
1341. 2 play Y6
1342. 3 play Y3
1343. 4 play W
1344. 0 play WDT
1345. 1 play WPU
1346. 2 play Y2
1347. 3 play W
1348. 4 play W+4
1349. 0 play W+4
1350. 1 take
1351. 2 play Y7
1352. 3 play YPT
1353. 4 point 1
1354. 1 point 0
1355. 3 point 4
1356. 0 point 4
1357. 2 point 4
1358. 4 play W blue
1359. 0 play WPU
1360. 1 play WDT
1361. 2 play G4
1362. 3 play WPU
1363. 4 play G8
1364. 0 play G5
1365. 1 play W
1366. 2 play G6
1367. 3 play W+4
1368. 4 play G9
1369. 0 play W+4
1370. 1 play W+4
1371. 2 play G2
1372. 3 play W+4
1373. 4 play GPT
1374. 0 play G1
1375. 1 play W
1376. 2 play G2
1377. 3 take
1378. 4 play W yellow
1379. 0 play WPU
1380. 1 play Y2
1381. 2 play Y+2
1382. 3 play Y4
1383. 4 play WDT
1384. 0 play WPU
1385. 1 play W+4
1386. 2 play Y7
1387. 3 play W+4
1388. 4 play Y6
1389. 0 play WDT
1390. 1 play Y9
1391. 2 play YPT
1392. 3 play WPU
1393. 4 play Y3
1394. 0 play WPU
1395. 1 play Y2
1396. 2 take
1397. 3 play YPT
1398. 3 point 1
1399. 1 point 3
1400. 2 point 3
1401. 4 point 3
1402. 0 point 4
1403. 4 play WDT green 1,2
1404. 0 play W green
1405. 1 play W+4 red
1406. 2 accept
1407. 3 play W blue
1408. 4 play WDT red 0,1
1409. 0 play R3
1410. 1 play WPU
1411. 2 play WDT
1412. 3 play G+2
1413. 4 play G0
1414. 0 play G9
1415. 1 play WDT
1416. 2 play GR
1417. 3 play G5
1418. 4 play W+4
1419. 0 play WDT
1420. 1 play G8
1421. 2 play W+4
1422. 3 play WDT
1423. 4 play G5
1424. 0 play W+4
1425. 1 play W
1426. 2 play W+4
1427. 3 play W
1428. 4 play W
1429. 0 play G1
1430. 1 play W
1431. 2 play WPU
1432. 3 play GPT
1433. 4 play G+2
1434. 0 play W+4
1435. 1 play WDT
1436. 2 play WDT
1437. 3 play G4
1438. 4 play W+4
1439. 0 play WDT
1440. 1 play WPU
1441. 2 play WPU
1442. 3 play W+4
1443. 4 take
1444. 0 play WPU
1445. 1 play WPU
1446. 2 play W
1447. 3 play W
1448. 4 play G0
1449. 0 play G3
1450. 1 take
1451. 2 play W green
1452. 3 play W+4 green
1453. 4 accept
1454. 0 play WDT red 1,4
1455. 1 play R8
1456. 4 play R8
1457. 0 play RPT
1458. 1 point 0
1459. 0 point 1
1460. 4 point 2
1461. 3 point 0
1462. 2 point 3
1463. 1 play BPT
1464. 2 point 4
1465. 0 point 1
1466. 1 point 2
1467. 3 point 1
1468. 4 point 1
1469. 2 play B6
1470. 3 play B9
1471. 4 play G9
1472. 0 play R9
1473. 4 play R9
1474. 0 play R+2
1475. 2 play RR
1476. 1 play YR
1477. 2 play Y8
1478. 3 play G8
1479. 4 play G4
1480. 0 play GS
1481. 2 play WPU
1482. 3 play W+4
1483. 4 play RPT
1484. 0 play WPU
1485. 1 play R3
1486. 2 play WPU
1487. 3 take
1488. 4 play W blue
1489. 0 play BR
1490. 4 play GR
1491. 0 play G3
1492. 1 play W red
1493. 2 play R5
1494. 3 play B5
1495. 4 play B1
1496. 0 play BS
1497. 2 play W red
1498. 3 play RPT
1499. 0 point 2
1500. 2 point 0
1501. 4 point 3
1502. 3 point 1
1503. 1 point 3
1504. 4 play R+2
1505. 1 play Y+2
1506. 3 play Y4
1507. 4 play R4
1508. 4 play R4
1509. 0 play W blue
1510. 1 play BS
1511. 3 play B8
1512. 4 play W yellow
1513. 0 draw
1514. 0 play W green
1515. 1 play WPU
1516. 2 play Y1
1517. 3 play W+4
1518. 4 play Y5
1519. 0 play W
1520. 1 play Y3
1521. 2 play W
1522. 3 play Y0
1523. 4 play Y5
1524. 0 play W
1525. 1 play Y6
1526. 2 play Y3
1527. 3 play W+4
1528. 4 play WPU
1529. 0 play W
1530. 1 play WDT
1531. 2 play W+4
1532. 3 play WPU
1533. 4 play Y9
1534. 0 play W
1535. 1 play YPT
1536. 2 play YR
1537. 3 play WPU
1538. 4 play W
1539. 0 play W
1540. 1 play YS
1541. 2 play Y7
1542. 3 take
1543. 4 play WPU
1544. 0 play R6
1545. 1 play W
1546. 2 play RS
1547. 3 play R3
1548. 4 play R7
1549. 0 play R3
1550. 1 play W+4
1551. 2 play R5
1552. 3 play W+4
1553. 4 play R2
1554. 0 play R0
1555. 1 play WPU
1556. 2 take
1557. 3 play WPU
1558. 4 play W
1559. 0 play B0
1560. 1 play BR
1561. 2 play W+4
1562. 3 play WDT
1563. 4 play WDT
1564. 0 play BPT
1565. 1 take
1566. 2 play W+4 green
1567. 3 challenge
1568. 3 play G2
1569. 3 play G2
1570. 4 play G8
1571. 0 play GPT
1572. 4 point 2
1573. 1 point 2
1574. 0 point 1
1575. 2 point 4
1576. 3 point 2
1577. 1 play BPT
1578. 2 point 1
1579. 4 point 1
1580. 0 point 2
1581. 3 point 0
1582. 1 point 3
1583. 2 play B1
1584. 3 play B2
1585. 4 play WDT green 0,4
1586. 0 play GS
1587. 2 play RS
1588. 4 play WPU
1589. 0 play B6
1590. 1 play WPU
1591. 2 play W
1592. 3 play B3
1593. 4 play B8
1594. 0 play B+2
1595. 1 play W+4
1596. 2 play WPU
1597. 3 play B2
1598. 4 play WDT
1599. 0 take
1600. 1 play B0
1601. 2 play WDT red 0,1
1602. 3 play WPU
1603. 4 play G7
1604. 0 play W+4
1605. 1 play G3
1606. 2 play WPU
1607. 3 play G6
1608. 4 play G+2
1609. 0 play GPT
1610. 1 play G6
1611. 2 play WPU
1612. 3 play W+4
1613. 4 play G5
1614. 0 play WPU
1615. 1 play W
1616. 2 take
1617. 3 play G1
1618. 4 play G1
1619. 0 play W red
1620. 1 play W green
1621. 2 play W yellow
1622. 3 play Y5
1623. 4 play W+4 red
1624. 0 challenge
1625. 0 play RS
1626. 2 play R8
1627. 3 play W blue
1628. 4 play WDT yellow 2,3
1629. 0 play WPU
1630. 1 play WDT
1631. 2 play R6
1632. 3 play WPU
1633. 4 play WDT
1634. 0 play RPT
1635. 1 play WDT
1636. 2 play R5
1637. 3 play W
1638. 4 play WPU
1639. 0 play R9
1640. 1 play RR
1641. 2 play R3
1642. 3 play W
1643. 4 play R7
1644. 0 play WDT
1645. 1 play WDT
1646. 2 play R7
1647. 3 play W+4
1648. 4 play R6
1649. 0 play RPT
1650. 1 take
1651. 2 play R2
1652. 3 play RPT
1653. 3 point 1
1654. 1 point 3
1655. 0 point 1
1656. 2 point 1
1657. 4 point 1
1658. 4 play WDT green 2,4
1659. 0 draw
1660. 0 play G2
1661. 1 play WPU
1662. 2 play G7
1663. 3 play G9
1664. 4 play GPT
1665. 0 take
1666. 1 play WPU
1667. 2 play WPU
1668. 3 play WPU
1669. 4 play B5
1670. 0 play B3
1671. 1 play WDT
1672. 2 play WPU
1673. 3 play B7
1674. 4 play W+4
1675. 0 play B+2
1676. 1 play B8
1677. 2 play WPU
1678. 3 play W
1679. 4 play B+2
1680. 0 play B2
1681. 1 play BPT
1682. 2 play W+4
1683. 3 play B4
1684. 4 play WDT
1685. 0 play B6
1686. 1 play BR
1687. 2 play W+4
1688. 3 play B3
1689. 4 play WDT
1690. 0 play B6
1691. 1 play W
1692. 2 take
1693. 3 play B5
1694. 4 play G5
1695. 0 play G7
1696. 1 play W blue
1697. 2 play B7
1698. 3 play B4
1699. 4 play W+4 red
1700. 0 challenge
1701. 0 play R2
1702. 1 play R7
1703. 2 play R3
1704. 3 play W blue
1705. 4 play BS
1706. 1 play W red
1707. 2 play RPT
1708. 3 point 2
1709. 1 point 2
1710. 2 point 4
1711. 0 point 1
1712. 4 point 2
1713. 3 play W green
1714. 4 play GPT
1715. 3 point 0
1716. 4 point 0
1717. 1 point 0
1718. 0 point 3
1719. 2 point 1
1720. 0 play G9
1721. 1 draw
1722. 2 play W+4 blue
1723. 3 challenge
1724. 3 play B7
1725. 4 play W+4 red
1726. 0 challenge
1727. 0 play WPU
1728. 1 play WDT
1729. 2 play G5
1730. 3 play GR
1731. 4 play W
1732. 0 play G8
1733. 1 play G0
1734. 2 play G3
1735. 3 play G7
1736. 4 play GR
1737. 0 play G4
1738. 1 play W
1739. 2 play WPU
1740. 3 play G4
1741. 4 play G+2
1742. 0 play GPT
1743. 1 play WDT
1744. 2 play G+2
1745. 3 play W
1746. 4 play WDT
1747. 0 take
1748. 1 play W+4 blue
1749. 2 challenge
1750. 2 play B5
1751. 3 play Y5
1752. 4 play W blue
1753. 0 play WDT green 0,3
1754. 1 play G1
1755. 2 play GS
1756. 4 play G3
1757. 0 play G5
1758. 1 play W blue
1759. 2 play BPT
1760. 4 point 3
1761. 2 point 3
1762. 3 point 4
1763. 0 point 4
1764. 1 point 3
1765. 3 play B9
1766. 4 play WPU
1767. 0 play WPU
1768. 1 play W
1769. 2 play B1
1770. 3 play BPT
1771. 4 play W+4
1772. 0 play WDT
1773. 1 play BS
1774. 2 play B3
1775. 3 play B5
1776. 4 play W+4
1777. 0 play BR
1778. 1 play W
1779. 2 play WDT
1780. 3 take
1781. 4 play W red
1782. 0 play WDT green 1,2
1783. 1 play G5
1784. 2 play WPU
1785. 3 play BPT
1786. 4 play W+4
1787. 0 play W
1788. 1 play WDT
1789. 2 play W+4
1790. 3 play B3
1791. 4 play W+4
1792. 0 play W
1793. 1 play WDT
1794. 2 play W
1795. 3 play B7
1796. 4 play W+4
1797. 0 play B8
1798. 1 play WDT
1799. 2 play B9
1800. 3 play B5
1801. 4 take
1802. 0 play W blue
1803. 1 draw
1804. 2 play WDT blue 0,4
1805. 3 play B1
1806. 4 play B5
1807. 0 draw
1808. 0 play W+4 red
1809. 1 challenge
1810. 2 play RS
1811. 4 play R2
1812. 0 draw
1813. 1 play R3
1814. 2 play WPU
1815. 3 play WDT
1816. 4 play G2
1817. 0 play G0
1818. 1 play G7
1819. 2 play W+4
1820. 3 play WPU
1821. 4 play GS
1822. 0 play G8
1823. 1 play GPT
1824. 2 play GPT
1825. 3 play W+4
1826. 4 play G8
1827. 0 play GPT
1828. 1 play WDT
1829. 2 play G9
1830. 3 play WDT
1831. 4 play W+4
1832. 0 play G+2
1833. 1 play W
1834. 2 play G6
1835. 3 play W
1836. 4 play W
1837. 0 play GPT
1838. 1 play WPU
1839. 2 play G6
1840. 3 play W
1841. 4 play WDT
1842. 0 play G4
1843. 1 take
1844. 2 play G2
1845. 3 play W yellow
1846. 4 play W+4 yellow
1847. 0 accept
1848. 1 play Y8
1849. 2 play Y8
1850. 3 play Y0
1851. 4 play Y1
1852. 0 play W+4 red
1853. 1 challenge
1854. 2 play W green
1855. 3 play W+4 yellow
1856. 4 accept
1857. 0 play Y8
1858. 1 play Y5
1859. 2 play WDT green 1,4
1860. 3 draw
1861. 3 play WPU
1862. 4 play B8
1863. 0 play BPT
1864. 1 play WPU
1865. 2 play B+2
1866. 3 play BR
1867. 4 play B1
1868. 0 play B9
1869. 1 play W
1870. 2 play B3
1871. 3 play BS
1872. 4 play B9
1873. 0 play BS
1874. 1 play B5
1875. 2 play B4
1876. 3 take
1877. 4 play B3
1878. 3 play B3
1879. 4 play WDT green 0,1
1880. 0 play G5
1881. 1 play G2
1882. 2 play W blue
1883. 3 play B+2
1884. 0 play G+2
1885. 2 play WDT yellow 0,3
1886. 3 play Y3
1887. 4 play Y+2
1888. 1 play R+2
1889. 3 play R8
1890. 4 play RPT
1891. 2 point 3
1892. 0 point 3
1893. 3 point 4
1894. 1 point 0
1895. 4 point 0
1896. 0 play W green
1897. 1 play W+4 red
1898. 2 challenge
1899. 2 play R0
1900. 3 play WDT red 0,1
1901. 4 play R3
1902. 0 play W+4 blue
1903. 1 accept
1904. 2 play B+2
1905. 4 play BPT
1906. 0 point 2
1907. 1 point 3
1908. 2 point 3
1909. 4 point 3
1910. 3 point 0
1911. 0 play WDT blue 0,1
1912. 1 play B3
1913. 2 play W+4 green
1914. 3 challenge
1915. 3 play WPU
1916. 4 play WDT
1917. 0 play W+4
1918. 1 play W
1919. 2 play BR
1920. 3 play BR
1921. 4 play WPU
1922. 0 play B7
1923. 1 play W+4
1924. 2 play WPU
1925. 3 play BS
1926. 4 play B7
1927. 0 play W+4
1928. 1 play WPU
1929. 2 play B8
1930. 3 play B9
1931. 4 play W+4
1932. 0 play W
1933. 1 play WPU
1934. 2 play B2
1935. 3 play WPU
1936. 4 play BPT
1937. 0 take
1938. 1 play B0
1939. 2 play R0
1940. 3 play WDT yellow 0,2
1941. 4 play Y4
1942. 0 play Y8
1943. 1 play G8
1944. 2 draw
1945. 2 play WDT blue 0,1
1946. 3 play B4
1947. 4 play WDT red 0,3
1948. 0 play W blue
1949. 1 play WPU
1950. 2 play WPU
1951. 3 play B5
1952. 4 play WPU
1953. 0 play B+2
1954. 1 play WPU
1955. 2 play WDT
1956. 3 play B9
1957. 4 play B2
1958. 0 play BR
1959. 1 play W+4
1960. 2 play BPT
1961. 3 play B8
1962. 4 play W+4
1963. 0 play W
1964. 1 play WDT
1965. 2 play B6
1966. 3 play W+4
1967. 4 play W+4
1968. 0 play B2
1969. 1 play W
1970. 2 play WPU
1971. 3 play BPT
1972. 4 play W+4
1973. 0 play BR
1974. 1 play WDT
1975. 2 play WPU
1976. 3 play W
1977. 4 play W
1978. 0 play B9
1979. 1 play WDT
1980. 2 play B6
1981. 3 play W+4
1982. 4 play B5
1983. 0 play BS
1984. 1 play W
1985. 2 take
1986. 3 play B1
1987. 3 play B1
1988. 4 play W yellow
1989. 0 play WDT yellow 0,1
1990. 1 play YS
1991. 3 play Y7
1992. 3 play Y7
1993. 4 play W blue
1994. 0 draw
1995. 1 play WDT green 1,4
1996. 2 play W+4 blue
1997. 3 challenge
1998. 3 play BS
1999. 0 play B7
2000. 1 play G7
2001. 2 draw
2002. 2 pass
2003. 3 play G3
2004. 4 play W red
2005. 0 play W+4 yellow
2006. 1 challenge
2007. 1 play Y1
2008. 3 play Y1
2009. 4 play R1
2010. 0 play G1
2011. 1 play G5
2012. 2 play G9
2013. 3 play W blue
2014. 4 play W yellow
2015. 0 play WPU
2016. 1 play R4
2017. 2 play R3
2018. 3 play W
2019. 4 play RR
2020. 0 play W+4
2021. 1 play R2
2022. 2 play R4
2023. 3 play R5
2024. 4 play R9
2025. 0 play W+4
2026. 1 play R5
2027. 2 play RS
2028. 3 play W
2029. 4 play W
2030. 0 play R2
2031. 1 play R3
2032. 2 play W+4
2033. 3 play R8
2034. 4 play R1
2035. 0 play RPT
2036. 1 play W
2037. 2 play WDT
2038. 3 play R7
2039. 4 take
2040. 0 play WPU
2041. 1 play WDT
2042. 2 play W
2043. 3 take
2044. 4 play W+4 red
2045. 0 accept
2046. 1 play R9
2047. 2 play W green
2048. 3 play WDT red 1,3
2049. 4 play W red
2050. 0 play W+4 blue
2051. 1 accept
2052. 2 play WPU
2053. 3 play WDT
2054. 4 play W
2055. 0 play B3
2056. 1 play W
2057. 2 play B+2
2058. 3 play B0
2059. 4 play W+4
2060. 0 play WPU
2061. 1 play B4
2062. 2 play BS
2063. 3 play W
2064. 4 play W
2065. 0 play BPT
2066. 1 play BPT
2067. 2 play B6
2068. 3 play W
2069. 4 play WDT
2070. 0 play B8
2071. 1 play WDT
2072. 2 play WDT
2073. 3 play W
2074. 4 play W
2075. 0 play W+4
2076. 1 play WDT
2077. 2 play B3
2078. 3 take
2079. 4 play W+4 green
2080. 0 accept
2081. 1 play G9
2082. 2 play W+4 red
2083. 3 challenge
2084. 3 play W+4 blue
2085. 4 challenge
2086. 4 play WDT blue 0,4
2087. 0 play W+4 green
2088. 1 challenge
2089. 1 play G6
2090. 2 play B6
2091. 3 play W blue
2092. 4 play W green
2093. 0 play G7
2094. 1 play G0
2095. 2 play G8
2096. 3 play G9
2097. 4 play G3
2098. 0 play G5
2099. 1 play GS
2100. 3 play W blue
2101. 4 play W+4 green
2102. 0 challenge
2103. 1 play G6
2104. 2 play WDT blue 0,2
2105. 3 play W green
2106. 4 play G8
2107. 0 play G1
2108. 1 play R1
2109. 2 play WDT blue 0,2
2110. 3 play BPT
2111. 1 point 4
2112. 3 point 1
2113. 2 point 3
2114. 0 point 4
2115. 4 point 3
2116. 4 play RPT
2117. 4 point 1
2118. 0 point 3
2119. 3 point 0
2120. 2 point 1
2121. 1 point 2
2122. 0 play WPU
2123. 1 play R6
2124. 2 play W
2125. 3 play WPU
2126. 4 play RR
2127. 0 play W
2128. 1 play W
2129. 2 play W
2130. 3 play W
2131. 4 play R4
2132. 0 play WPU
2133. 1 play R6
2134. 2 play W
2135. 3 play W
2136. 4 play R3
2137. 0 play W+4
2138. 1 play R7
2139. 2 play WDT
2140. 3 play W+4
2141. 4 play R2
2142. 0 play RS
2143. 1 play W+4
2144. 2 play WDT
2145. 3 play WPU
2146. 4 play W
2147. 0 play W+4
2148. 1 play WDT
2149. 2 play R8
2150. 3 play W
2151. 4 play W+4
2152. 0 play WPU
2153. 1 play R+2
2154. 2 play W
2155. 3 play WDT
2156. 4 play R7
2157. 0 play WPU
2158. 1 play RR
2159. 2 play W+4
2160. 3 play WDT
2161. 4 play R0
2162. 0 play W+4
2163. 1 play RPT
2164. 2 play W+4
2165. 3 play WDT
2166. 4 play R5
2167. 0 play R+2
2168. 1 play W+4
2169. 2 play WDT
2170. 3 play WDT
2171. 4 play R2
2172. 0 play WPU
2173. 1 play RPT
2174. 2 play W
2175. 3 play W
2176. 4 play R5
2177. 0 play WPU
2178. 1 play RPT
2179. 2 play W+4
2180. 3 play W
2181. 4 play RS
2182. 0 take
2183. 1 draw
2184. 1 play W red
2185. 2 play WPU
2186. 3 play WDT
2187. 4 play GS
2188. 0 play WPU
2189. 1 play G9
2190. 2 play G7
2191. 3 play G+2
2192. 4 play WDT
2193. 0 play WDT
2194. 1 play G6
2195. 2 play G2
2196. 3 play G7
2197. 4 play G3
2198. 0 play W
2199. 1 play G4
2200. 2 play W+4
2201. 3 play W
2202. 4 play G5
2203. 0 play G9
2204. 1 play GS
2205. 2 play WPU
2206. 3 take
2207. 4 play G5
2208. 0 play W+4 blue
2209. 1 accept
2210. 2 play B2
2211. 3 play G2
2212. 0 play G2
2213. 1 play G+2
2214. 3 play G7
2215. 3 play G7
2216. 4 draw
2217. 4 play G2
2218. 0 play W+4 yellow
2219. 1 challenge
2220. 1 play Y5
2221. 2 play Y9
2222. 3 play WDT yellow 1,4
2223. 4 play YR
2224. 3 play YR
2225. 4 draw
2226. 0 play Y1
2227. 3 play Y1
2228. 4 play R1
2229. 0 play R5
2230. 1 play R1
2231. 2 play WDT red 2,3
2232. 3 play W yellow
2233. 4 draw
2234. 0 play W green
2235. 1 play G1
2236. 3 play G1
2237. 4 play G+2
2238. 1 play GPT
2239. 3 point 0
2240. 4 point 3
2241. 1 point 2
2242. 2 point 0
2243. 0 point 3
2244. 2 draw
2245. 3 play G5
2246. 4 play G2
2247. 0 play W+4 yellow
2248. 1 challenge
2249. 1 play Y0
2250. 2 play Y3
2251. 3 play W blue
2252. 4 draw
2253. 0 play W blue
2254. 1 play B2
2255. 2 play WPU
2256. 3 play WPU
2257. 4 play R8
2258. 0 play R0
2259. 1 take
2260. 2 play W+4 red
2261. 3 challenge
2262. 3 play R1
2263. 4 play R4
2264. 0 play R2
2265. 1 play R0
2266. 2 play R1
2267. 3 play WDT blue 0,4
2268. 4 draw
2269. 0 play BS
2270. 2 draw
2271. 2 pass
2272. 3 play BPT
2273. 3 point 2
2274. 1 point 0
2275. 0 point 3
2276. 2 point 4
2277. 4 point 1
2278. 4 draw
2279. 4 play W+4 green
2280. 0 accept
2281. 1 play G8
2282. 2 play Y8
2283. 3 play YS
2284. 0 play WDT green 0,4
2285. 1 play GPT
2286. 4 point 0
2287. 3 point 1
2288. 1 point 4
2289. 0 point 4
2290. 2 point 3
2291. 2 play W red
2292. 3 play WDT red 0,1
2293. 4 play W+4 yellow
2294. 0 challenge
2295. 0 play WPU
2296. 1 play BPT
2297. 2 play B2
2298. 3 play B0
2299. 4 play W
2300. 0 play W
2301. 1 play WPU
2302. 2 play B9
2303. 3 play WDT
2304. 4 play W
2305. 0 play W+4
2306. 1 play B7
2307. 2 play WPU
2308. 3 play W
2309. 4 play WDT
2310. 0 play W
2311. 1 take
2312. 2 play B9
2313. 3 play B8
2314. 4 draw
2315. 0 play B+2
2316. 2 play Y+2
2317. 4 play G+2
2318. 1 play WDT red 2,4
2319. 2 draw
2320. 3 play WPU
2321. 4 play R3
2322. 0 play WPU
2323. 1 play WDT
2324. 2 take
2325. 3 play W+4 blue
2326. 4 challenge
2327. 0 play B1
2328. 1 play BPT
2329. 3 point 2
2330. 1 point 2
2331. 4 point 3
2332. 0 point 3
2333. 2 point 1
2334. 2 play WPU
2335. 3 play B2
2336. 4 play WPU
2337. 0 play BS
2338. 1 play B0
2339. 2 play B8
2340. 3 play W+4
2341. 4 take
2342. 0 play B1
2343. 1 play B9
2344. 2 play W+4 green
2345. 3 accept
2346. 4 play WPU
2347. 0 play G0
2348. 1 play GPT
2349. 2 play G+2
2350. 3 play WPU
2351. 4 play GPT
2352. 0 play G5
2353. 1 play W+4
2354. 2 play WDT
2355. 3 play G+2
2356. 4 play W+4
2357. 0 play G7
2358. 1 play W
2359. 2 play G1
2360. 3 play G4
2361. 4 play G2
2362. 0 play W+4
2363. 1 play G6
2364. 2 play WDT
2365. 3 play G9
2366. 4 play GPT
2367. 0 play G1
2368. 1 play W+4
2369. 2 take
2370. 3 play G9
2371. 4 play R9
2372. 0 play WDT red 3,4
2373. 1 play WDT green 2,4
2374. 2 play G+2
2375. 4 play G2
2376. 0 play G5
2377. 1 play WPU
2378. 2 play WDT
2379. 3 play WDT
2380. 4 take
2381. 0 play WPU
2382. 1 play G8
2383. 2 play G2
2384. 3 play GS
2385. 4 play G9
2386. 0 play G7
2387. 1 play GPT
2388. 2 play G5
2389. 3 play G3
2390. 4 play WDT
2391. 0 play WPU
2392. 1 play WPU
2393. 2 play G0
2394. 3 play GS
2395. 4 play WDT
2396. 0 play G8
2397. 1 play WDT
2398. 2 play G4
2399. 3 play G6
2400. 4 take
2401. 0 play WPU
2402. 1 play W
2403. 2 play W
2404. 3 take
2405. 4 play G2
2406. 0 play G4
2407. 4 play G4
2408. 0 play W+4 green
2409. 1 accept
2410. 2 play W+4 yellow
2411. 3 accept
2412. 4 play WDT blue 3,4
2413. 0 play B7
2414. 1 play BPT
2415. 1 point 4
2416. 2 point 3
2417. 4 point 3
2418. 0 point 2
2419. 3 point 4
2420. 2 play BPT
2421. 3 point 4
2422. 2 point 0
2423. 1 point 0
2424. 0 point 1
2425. 4 point 1
2426. 3 play B+2
2427. 0 play R+2
2428. 2 play Y+2
2429. 4 play WDT red 0,3
2430. 0 play R7
2431. 1 play R5
2432. 2 play R3
2433. 3 play R9
2434. 4 play WPU
2435. 0 play R5
2436. 1 play WPU
2437. 2 play WPU
2438. 3 play W+4
2439. 4 play WPU
2440. 0 play W
2441. 1 play WPU
2442. 2 play WDT
2443. 3 play R+2
2444. 4 play R9
2445. 0 play RS
2446. 1 play R1
2447. 2 play W+4
2448. 3 play WDT
2449. 4 play R0
2450. 0 play WDT
2451. 1 play R8
2452. 2 play W+4
2453. 3 play WPU
2454. 4 play WPU
2455. 0 play R1
2456. 1 play W
2457. 2 play W+4
2458. 3 play W
2459. 4 play WDT
2460. 0 play R+2
2461. 1 play W
2462. 2 play W+4
2463. 3 play W
2464. 4 play WDT
2465. 0 play R2
2466. 1 play W
2467. 2 play W+4
2468. 3 take
2469. 4 draw
2470. 4 play R7
2471. 0 play R8
2472. 3 play R8
2473. 4 play B8
2474. 0 play W green
2475. 1 play G4
2476. 2 play G1
2477. 3 play R1
2478. 4 draw
2479. 4 play WDT yellow 0,1
2480. 0 play Y5
2481. 1 play Y+2
2482. 3 play Y5
2483. 4 play G5
2484. 4 play G5
2485. 0 play G3
2486. 1 draw
2487. 1 play R3
2488. 2 play Y3
2489. 3 play B3
2490. 4 play BPT
2491. 2 point 1
2492. 0 point 1
2493. 1 point 0
2494. 3 point 0
2495. 4 point 1
2496. 0 play W yellow
2497. 1 play Y8
2498. 2 play Y4
2499. 3 play B4
2500. 4 play B0
2501. 0 play B8
2502. 1 play B+2
2503. 3 play B3
2504. 4 play BPT
2505. 0 point 1
2506. 2 point 4
2507. 4 point 2
2508. 3 point 0
2509. 1 point 2
2510. 0 play W yellow
2511. 1 play Y5
2512. 2 play Y1
2513. 3 play W+4 red
2514. 4 challenge
2515. 4 draw
2516. 0 play RPT
2517. 2 point 4
2518. 3 point 4
2519. 1 point 4
2520. 4 point 1
2521. 0 point 1
2522. 1 play R1
2523. 2 play R3
2524. 3 draw
2525. 3 play W+4 blue
2526. 4 accept
2527. 0 play WDT yellow 1,4
2528. 1 play Y+2
2529. 3 play W+4 green
2530. 4 challenge
2531. 4 play G7
2532. 0 play G5
2533. 1 play G4
2534. 3 play G4
2535. 4 play G9
2536. 0 play WDT red 1,4
2537. 1 play R8
2538. 2 play W red
2539. 3 play W green
2540. 4 play G6
2541. 2 play G6
2542. 3 play WPU
2543. 4 play W
2544. 0 play WDT
2545. 1 take
2546. 2 play WDT blue 0,2
2547. 3 play B8
2548. 4 play B3
2549. 0 play W yellow
2550. 1 play W blue
2551. 2 play BPT
2552. 4 point 3
2553. 3 point 1
2554. 2 point 0
2555. 0 point 2
2556. 1 point 2
2557. 3 play B+2
2558. 0 play W green
2559. 1 play W+4 red
2560. 2 accept
2561. 3 play W yellow
2562. 4 play Y8
2563. 0 play W+4 blue
2564. 1 challenge
2565. 1 play B7
2566. 2 play G7
2567. 3 play B7
2568. 4 play B+2
2569. 1 play W+4 yellow
2570. 2 challenge
2571. 2 play WDT yellow 1,2
2572. 3 play WDT red 1,3
2573. 4 draw
2574. 0 draw
2575. 0 play WPU
2576. 1 play WDT
2577. 2 play B4
2578. 3 play W
2579. 4 play B7
2580. 0 play W
2581. 1 play B1
2582. 2 play B5
2583. 3 play BS
2584. 4 play B2
2585. 0 play B+2
2586. 1 play B9
2587. 2 play W
2588. 3 play WPU
2589. 4 play BPT
2590. 0 play W
2591. 1 play B7
2592. 2 play B5
2593. 3 play B6
2594. 4 play BS
2595. 0 play WDT
2596. 1 play W+4
2597. 2 play BR
2598. 3 play W+4
2599. 4 play B0
2600. 0 play W+4
2601. 1 play BPT
2602. 2 play BR
2603. 3 play WDT
2604. 4 play BPT
2605. 0 play W+4
2606. 1 play B2
2607. 2 take
2608. 3 play B3
2609. 4 play BPT
2610. 1 point 0
2611. 4 point 2
2612. 3 point 2
2613. 0 point 2
2614. 2 point 0
2615. 0 play W yellow
2616. 1 play Y0
2617. 2 play W+4 blue
2618. 3 challenge
2619. 3 play WDT blue 0,1
2620. 4 draw
2621. 4 play B+2
2622. 1 draw
2623. 1 play W+4 blue
2624. 2 accept
2625. 3 play B4
2626. 4 play G4
2627. 0 play G4
2628. 1 play G3
2629. 2 play GPT
2630. 0 point 1
2631. 3 point 4
2632. 4 point 2
2633. 2 point 0
2634. 1 point 4
2635. 3 play W+4 blue
2636. 4 challenge
2637. 4 play B4
2638. 0 play W red
2639. 1 play R8
2640. 2 play W+4 green
2641. 3 accept
2642. 4 play G1
2643. 0 play W blue
2644. 1 play BPT
2645. 1 point 0
2646. 2 point 1
2647. 4 point 0
2648. 0 point 3
2649. 3 point 2
2650. 2 play B5
2651. 2 play B5
2652. 3 play W+4 blue
2653. 4 challenge
2654. 4 pass
2655. 0 play W+4 green
2656. 1 accept
2657. 2 play WDT yellow 1,4
2658. 3 play W+4 blue
2659. 4 challenge
2660. 4 pass
2661. 0 play B8
2662. 1 play W+4 red
2663. 2 accept
2664. 3 play W red
2665. 4 draw
2666. 4 pass
2667. 0 play RPT
2668. 1 point 3
2669. 2 point 1
2670. 3 point 2
2671. 0 point 1
2672. 4 point 2
2673. 1 play W green
2674. 2 play GPT
2675. 4 point 3
2676. 2 point 1
2677. 0 point 2
2678. 3 point 1
2679. 1 point 2
2680. 3 play G5
2681. 4 play GS
2682. 1 play G1
2683. 2 play G+2
2684. 4 play GS
2685. 1 play G2
2686. 2 play WDT yellow 0,1
2687. 3 play YPT
2688. 1 point 3
2689. 3 point 4
2690. 4 point 1
2691. 0 point 3
2692. 2 point 3
2693. 4 play WDT red 0,1
2694. 0 play RPT
2695. 1 point 3
2696. 0 point 3
2697. 4 point 2
2698. 3 point 4
2699. 2 point 3
2700. 1 pass
2701. 2 play WPU
2702. 3 play W
2703. 4 play W+4
2704. 0 play RS
2705. 1 take
2706. 2 play WPU
2707. 3 play WDT
2708. 4 take
2709. 0 play R8
2710. 1 play RPT
2711. 4 point 0
2712. 2 point 4
2713. 1 point 4
2714. 0 point 1
2715. 3 point 2
2716. 2 play BPT
2717. 1 point 3
2718. 0 point 4
2719. 3 point 1
2720. 4 point 3
2721. 2 point 0
2722. 3 play W green
2723. 4 play WPU
2724. 0 play W
2725. 1 play W+4
2726. 2 play W+4
2727. 3 play B4
2728. 4 play WDT
2729. 0 play WDT
2730. 1 play W
2731. 2 play B8
2732. 3 play WDT
2733. 4 take
2734. 0 play W+4 yellow
2735. 1 challenge
2736. 1 play Y0
2737. 2 play YR
2738. 1 play WPU
2739. 0 play W+4
2740. 4 play Y5
2741. 3 play Y6
2742. 2 play Y6
2743. 1 take
2744. 0 play Y7
2745. 0 play Y7
2746. 4 play W red
2747. 3 play R8
2748. 2 play W+4 yellow
2749. 1 accept
2750. 0 play WDT red 0,3
2751. 4 play WDT green 0,4
2752. 3 play GPT
2753. 2 point 0
2754. 0 point 1
2755. 4 point 3
2756. 1 point 4
2757. 3 point 2
2758. 2 play WDT blue 2,4
2759. 1 play W red
2760. 0 play W yellow
2761. 4 play W+4 red
2762. 3 accept
2763. 2 play W blue
2764. 1 play W+4 red
2765. 0 challenge
2766. 0 play W red
2767. 4 play WDT blue 2,4
2768. 3 play B5
2769. 2 play B1
2770. 1 play WPU
2771. 0 play W
2772. 4 play B8
2773. 3 play B1
2774. 2 play BS
2775. 1 play W
2776. 0 play WPU
2777. 4 play W
2778. 3 play B5
2779. 2 play WDT
2780. 1 play W+4
2781. 0 play W
2782. 4 play BPT
2783. 3 play WDT
2784. 2 play W+4
2785. 1 play W
2786. 0 play WDT
2787. 4 play WDT
2788. 3 play B9
2789. 2 play B6
2790. 1 play W+4
2791. 0 play WPU
2792. 4 play W+4
2793. 3 play WPU
2794. 2 play W+4
2795. 1 take
2796. 0 play WDT red 0,3
2797. 4 play W+4 red
2798. 3 accept
2799. 2 play R9
2800. 1 play R8
2801. 0 play RPT
2802. 0 point 2
2803. 2 point 4
2804. 4 point 3
2805. 1 point 0
2806. 3 point 0
2807. 4 play GPT
2808. 1 point 4
2809. 2 point 4
2810. 0 point 1
2811. 4 point 1
2812. 3 point 2
2813. 3 play W+4 green
2814. 2 accept
2815. 1 play G4
2816. 0 play Y4
2817. 4 play B4
2818. 3 play W+4 blue
2819. 2 challenge
2820. 2 play BS
2821. 0 draw
2822. 0 play W+4 red
2823. 4 challenge
2824. 4 play RPT
2825. 2 point 4
2826. 3 point 4
2827. 4 point 0
2828. 0 point 4
2829. 1 point 0
2830. 3 play R+2
2831. 1 play W+4 yellow
2832. 0 accept
2833. 4 play W+4 green
2834. 3 accept
2835. 2 play G1
2836. 1 play B1
2837. 0 draw
2838. 0 play G1
2839. 4 play G3
2840. 3 play G1
2841. 2 play G7
2842. 1 play GS
2843. 4 play G8
2844. 3 play G2
2845. 2 play WDT green 1,3
2846. 1 play W blue
2847. 0 play WDT green 1,4
2848. 4 play G3
2849. 3 play GPT
2850. 3 point 0
2851. 0 point 1
2852. 1 point 0
2853. 4 point 3
2854. 2 point 0
2855. 2 play WDT yellow 0,1
2856. 1 play WPU
2857. 0 play G4
2858. 4 play G0
2859. 3 play W
2860. 2 play W
2861. 1 play W+4
2862. 0 play G5
2863. 4 play G6
2864. 3 play WDT
2865. 2 play G6
2866. 1 play G7
2867. 0 play G3
2868. 4 play G8
2869. 3 play W+4
2870. 2 play GPT
2871. 1 play W+4
2872. 0 play GR
2873. 4 take
2874. 3 play GPT
2875. 3 point 4
2876. 1 point 4
2877. 2 point 0
2878. 0 point 3
2879. 4 point 3
2880. 2 play W green
2881. 1 play WDT yellow 2,3
2882. 0 draw
2883. 4 play WDT yellow 1,3
2884. 3 play YPT
2885. 1 point 4
2886. 3 point 0
2887. 4 point 0
2888. 0 point 2
2889. 2 point 0
2890. 2 play Y+2
2891. 0 play WPU
2892. 4 play W
2893. 3 play Y7
2894. 2 play Y5
2895. 1 play YR
2896. 0 play W+4
2897. 4 play W
2898. 3 play WPU
2899. 2 play Y+2
2900. 1 play W
2901. 0 play W
2902. 4 play W+4
2903. 3 play Y8
2904. 2 play Y9
2905. 1 play Y6
2906. 0 play WPU
2907. 4 play W+4
2908. 3 play WPU
2909. 2 play Y7
2910. 1 play W+4
2911. 0 play YS
2912. 4 play W+4
2913. 3 play W
2914. 2 play Y1
2915. 1 play WPU
2916. 0 play YS
2917. 4 play WDT
2918. 3 play Y4
2919. 2 play WPU
2920. 1 play WPU
2921. 0 play YR
2922. 4 play WDT
2923. 3 play Y9
2924. 2 play Y8
2925. 1 play Y5
2926. 0 play WPU
2927. 4 take
2928. 3 play Y4
2929. 2 play W blue
2930. 1 play B8
2931. 0 play B1
2932. 4 play WDT red 0,4
2933. 3 play WPU
2934. 2 play W+4
2935. 1 play Y6
2936. 0 play WPU
2937. 4 play Y7
2938. 3 play W+4
2939. 2 play W+4
2940. 1 play W+4
2941. 0 play WPU
2942. 4 play Y+2
2943. 3 play Y1
2944. 2 play Y2
2945. 1 play W
2946. 0 play WDT
2947. 4 play W+4
2948. 3 play W+4
2949. 2 play Y2
2950. 1 play W
2951. 0 play WDT
2952. 4 play Y+2
2953. 3 play WPU
2954. 2 play W+4
2955. 1 play W
2956. 0 take
2957. 4 play Y9
2958. 3 play R9
2959. 2 play RPT
2960. 0 point 4
2961. 1 point 0
2962. 2 point 4
2963. 4 point 3
2964. 3 point 0
2965. 1 play BPT
2966. 4 point 1
2967. 0 point 1
2968. 1 point 4
2969. 2 point 4
2970. 3 point 2
2971. 0 play RPT
2972. 1 point 0
2973. 3 point 0
2974. 0 point 2
2975. 2 point 3
2976. 4 point 1
2977. 4 play W+4 yellow
2978. 3 challenge
2979. 3 play WDT red 1,4
2980. 2 play RPT
2981. 4 point 1
2982. 0 point 1
2983. 3 point 2
2984. 2 point 4
2985. 1 point 0
2986. 1 play WDT yellow 2,3
2987. 0 play W blue
2988. 4 play W+4 green
2989. 3 accept
2990. 2 play G+2
2991. 0 play W blue
2992. 4 play WDT red 2,3
2993. 3 play R5
2994. 2 play R7
2995. 1 draw
2996. 1 pass
2997. 0 play WDT yellow 0,1
2998. 4 play YS
2999. 2 play WDT blue 3,4
3000. 1 play BS
3001. 4 play WPU
3002. 3 play W
3003. 2 play GPT
3004. 1 play G7
3005. 0 play GR
3006. 4 play G0
3007. 3 play G2
3008. 2 play G9
3009. 1 play WDT
3010. 0 play WPU
3011. 4 play W+4
3012. 3 play GS
3013. 2 play G9
3014. 1 play W+4
3015. 0 play WDT
3016. 4 play W+4
3017. 3 play G+2
3018. 2 play W
3019. 1 play GPT
3020. 0 play G8
3021. 4 play G5
3022. 3 play G4
3023. 2 play W
3024. 1 play W
3025. 0 play G2
3026. 4 play W
3027. 3 play WDT
3028. 2 play W
3029. 1 play W
3030. 0 play W
3031. 4 play GPT
3032. 3 play W+4
3033. 2 take
3034. 1 play W+4 red
3035. 0 accept
3036. 4 play RPT
3037. 4 point 1
3038. 1 point 3
3039. 0 point 4
3040. 3 point 1
3041. 2 point 3
3042. 3 play RS
3043. 1 play WPU
3044. 0 play WPU
3045. 4 play WDT
3046. 3 play R5
3047. 2 play W+4
3048. 1 play W
3049. 0 play RR
3050. 4 play R7
3051. 3 play R1
3052. 2 play RPT
3053. 1 play WDT
3054. 0 play R+2
3055. 4 play W
3056. 3 play RPT
3057. 2 play R8
3058. 1 play RS
3059. 0 play R5
3060. 4 play W
3061. 3 play RPT
3062. 2 play WPU
3063. 1 play WDT
3064. 0 play WPU
3065. 4 play R9
3066. 3 play R0
3067. 2 play WDT
3068. 1 play W+4
3069. 0 play R2
3070. 4 play WPU
3071. 3 play WDT
3072. 2 play W
3073. 1 play WDT
3074. 0 play R7
3075. 4 play W
3076. 3 play WPU
3077. 2 play W
3078. 1 take
3079. 0 draw
3080. 0 play RS
3081. 3 play R1
3082. 1 play R1
3083. 0 play R4
3084. 4 play W blue
3085. 3 play B6
3086. 2 play B+2
3087. 0 play Y+2
3088. 3 play R+2
3089. 1 play RPT
3090. 0 point 3
3091. 4 point 3
3092. 2 point 1
3093. 1 point 3
3094. 3 point 0
3095. 0 play R6
3096. 4 play Y6
3097. 3 play Y4
3098. 4 play Y4
3099. 3 play Y3
3100. 2 play WDT red 3,4
3101. 1 play RPT
3102. 0 point 3
3103. 2 point 0
3104. 4 point 2
3105. 1 point 2
3106. 3 point 4
3107. 0 play RR
3108. 1 play W yellow
3109. 2 play Y4
3110. 3 play W blue
3111. 4 play WPU
3112. 0 play Y1
3113. 1 play WPU
3114. 2 play WDT
3115. 3 play W
3116. 4 play WPU
3117. 0 play Y2
3118. 1 play WDT
3119. 2 play YPT
3120. 3 play W
3121. 4 play Y1
3122. 0 play YS
3123. 1 play Y0
3124. 2 play W+4
3125. 3 play Y+2
3126. 4 play Y8
3127. 0 play Y3
3128. 1 play WPU
3129. 2 play YPT
3130. 3 play Y3
3131. 4 play Y8
3132. 0 play WDT
3133. 1 play W
3134. 2 play Y6
3135. 3 play WDT
3136. 4 play Y7
3137. 0 play YPT
3138. 1 play WDT
3139. 2 play YPT
3140. 3 play WDT
3141. 4 play Y5
3142. 0 play Y7
3143. 1 play WDT
3144. 2 play W+4
3145. 3 play WDT
3146. 4 play YS
3147. 0 play W+4
3148. 1 play WDT
3149. 2 play W+4
3150. 3 play WDT
3151. 4 play Y9
3152. 0 play W+4
3153. 1 play W
3154. 2 play W
3155. 3 take
3156. 4 play Y9
3157. 0 play Y+2
3158. 2 play W yellow
3159. 3 play WDT green 0,3
3160. 4 play G3
3161. 0 play R3
3162. 1 play W+4 blue
3163. 2 accept
3164. 3 play BPT
3165. 4 point 1
3166. 0 point 4
3167. 2 point 3
3168. 1 point 3
3169. 3 point 0
3170. 4 play WDT green 2,4
3171. 0 play W+4 yellow
3172. 1 accept
3173. 2 draw
3174. 2 play WDT green 0,3
3175. 3 play WPU
3176. 4 play WPU
3177. 0 play GPT
3178. 1 play W+4
3179. 2 play G2
3180. 3 play GS
3181. 4 play G8
3182. 0 play W+4
3183. 1 play WPU
3184. 2 play G8
3185. 3 play W
3186. 4 play WPU
3187. 0 play W+4
3188. 1 play W+4
3189. 2 play W
3190. 3 play WPU
3191. 4 play G4
3192. 0 play W+4
3193. 1 play G3
3194. 2 play G7
3195. 3 play W+4
3196. 4 play G3
3197. 0 play W+4
3198. 1 play WDT
3199. 2 play G0
3200. 3 play G5
3201. 4 play G6
3202. 0 take
3203. 1 play W blue
3204. 2 play B3
3205. 3 play W blue
3206. 4 play WPU
3207. 0 play WPU
3208. 1 play WPU
3209. 2 play BPT
3210. 3 play WDT
3211. 4 play WPU
3212. 0 play B+2
3213. 1 play WDT
3214. 2 play BPT
3215. 3 play W+4
3216. 4 play WPU
3217. 0 play BPT
3218. 1 play WPU
3219. 2 play B7
3220. 3 play WDT
3221. 4 take
3222. 0 play B1
3223. 1 play B9
3224. 2 play B6
3225. 3 play B1
3226. 4 play BPT
3227. 4 point 0
3228. 1 point 0
3229. 2 point 0
3230. 0 point 4
3231. 3 point 2
3232. 0 play BS
3233. 2 play B+2
3234. 4 play W red
3235. 0 play W blue
3236. 1 play BPT
3237. 3 point 4
3238. 1 point 2
3239. 4 point 3
3240. 0 point 4
3241. 2 point 3
3242. 2 play WPU
3243. 3 play WPU
3244. 4 play WDT
3245. 0 play BS
3246. 1 play W
3247. 2 play B7
3248. 3 play W
3249. 4 play W+4
3250. 0 play W+4
3251. 1 play W
3252. 2 play B2
3253. 3 play BS
3254. 4 play WDT
3255. 0 play B6
3256. 1 play B5
3257. 2 play B3
3258. 3 play B1
3259. 4 play BPT
3260. 0 play WPU
3261. 1 play W
3262. 2 play B2
3263. 3 play WDT
3264. 4 play B3
3265. 0 play WDT
3266. 1 play W
3267. 2 play BR
3268. 3 play W+4
3269. 4 play WDT
3270. 0 play B1
3271. 1 play B5
3272. 2 play BR
3273. 3 play B4
3274. 4 play B+2
3275. 0 play W
3276. 1 play B6
3277. 2 play B4
3278. 3 play W+4
3279. 4 play B7
3280. 0 play WPU
3281. 1 take
3282. 2 play BPT
3283. 3 point 1
3284. 2 point 1
3285. 0 point 3
3286. 4 point 0
3287. 1 point 4
3288. 3 play WPU
3289. 4 play WPU
3290. 0 play W+4
3291. 1 play W+4
3292. 2 play B8
3293. 3 play W
3294. 4 play WPU
3295. 0 play W+4
3296. 1 play BS
3297. 2 play B9
3298. 3 play WDT
3299. 4 play WPU
3300. 0 play WPU
3301. 1 play WDT
3302. 2 play W
3303. 3 play B+2
3304. 4 play W
3305. 0 play WDT
3306. 1 play W
3307. 2 play B0
3308. 3 play W
3309. 4 play BPT
3310. 0 play B8
3311. 1 play B3
3312. 2 play B9
3313. 3 play W
3314. 4 play WPU
3315. 0 play W+4
3316. 1 play B4
3317. 2 play W
3318. 3 play W+4
3319. 4 play W
3320. 0 play W+4
3321. 1 play B6
3322. 2 play W
3323. 3 play W
3324. 4 play WPU
3325. 0 play W+4
3326. 1 play BR
3327. 2 play W
3328. 3 play WDT
3329. 4 play WPU
3330. 0 play W+4
3331. 1 play B7
3332. 2 take
3333. 3 play WDT green 0,1
3334. 4 play G6
3335. 0 play W+4 yellow
3336. 1 challenge
3337. 1 play W+4 red
3338. 2 accept
3339. 3 play WDT yellow 1,4
3340. 4 play YR
3341. 3 play Y1
3342. 2 play W blue
3343. 1 play B7
3344. 0 play G7
3345. 4 play G7
3346. 3 play WDT green 0,1
3347. 2 play G9
3348. 2 play G9
3349. 1 play WDT yellow 2,3
3350. 0 play WPU
3351. 4 play YR
3352. 3 play Y3
3353. 2 play W
3354. 1 play Y+2
3355. 0 play WDT
3356. 4 play Y5
3357. 3 play Y2
3358. 2 play WPU
3359. 1 play WPU
3360. 0 play WPU
3361. 4 take
3362. 3 play Y9
3363. 3 play Y9
3364. 2 play W yellow
3365. 1 play WDT green 0,3
3366. 0 draw
3367. 0 play WDT red 1,2
3368. 4 play R9
3369. 3 play R+2
3370. 1 play W blue
3371. 0 draw
3372. 4 play WPU
3373. 3 play WDT
3374. 2 play G+2
3375. 1 play W+4
3376. 0 play G4
3377. 4 play W
3378. 3 take
3379. 2 play W+4 blue
3380. 1 accept
3381. 0 draw
3382. 0 play W blue
3383. 4 play WDT red 1,2
3384. 3 play R2
3385. 2 play R9
3386. 1 play RPT
3387. 1 point 0
3388. 0 point 3
3389. 2 point 1
3390. 4 point 1
3391. 3 point 4
3392. 0 draw
3393. 0 play WDT red 0,2
3394. 4 play WPU
3395. 3 play WDT
3396. 2 play W
3397. 1 play R+2
3398. 0 play R3
3399. 4 play WPU
3400. 3 play W
3401. 2 play RR
3402. 1 play W
3403. 0 play R8
3404. 4 play R6
3405. 3 play W+4
3406. 2 play W
3407. 1 play RR
3408. 0 play WPU
3409. 4 play R+2
3410. 3 play WDT
3411. 2 play RPT
3412. 1 play R5
3413. 0 play R3
3414. 4 play RS
3415. 3 take
3416. 2 play W+4 yellow
3417. 1 challenge
3418. 1 play Y4
3419. 3 play Y4
3420. 2 play R4
3421. 0 play R4
3422. 4 draw
3423. 4 play W+4 yellow
3424. 3 challenge
3425. 2 play WPU
3426. 1 play WDT
3427. 0 play WPU
3428. 4 play Y5
3429. 3 play Y+2
3430. 2 play WDT
3431. 1 play W+4
3432. 0 play Y2
3433. 4 play Y1
3434. 3 play W
3435. 2 play WDT
3436. 1 play WDT
3437. 0 play Y6
3438. 4 play Y3
3439. 3 play Y3
3440. 2 play WPU
3441. 1 play WDT
3442. 0 play YR
3443. 4 play YR
3444. 3 play Y4
3445. 2 play W+4
3446. 1 play WPU
3447. 0 take
3448. 4 play Y2
3449. 3 play Y8
3450. 2 play W+4 yellow
3451. 1 challenge
3452. 1 play WDT green 0,3
3453. 0 play W+4 green
3454. 4 accept
3455. 3 play W blue
3456. 2 play W blue
3457. 1 play B3
3458. 0 play WPU
3459. 4 play WDT
3460. 3 play W
3461. 2 play B+2
3462. 1 play B7
3463. 0 play W
3464. 4 play W+4
3465. 3 play W+4
3466. 2 play B4
3467. 1 play BPT
3468. 0 play WDT
3469. 4 take
3470. 3 play WDT yellow 0,3
3471. 2 play W red
3472. 1 play RS
3473. 4 play W yellow
3474. 3 play Y0
3475. 2 play Y9
3476. 1 draw
3477. 0 play W+4 yellow
3478. 4 accept
3479. 3 play Y6
3480. 2 play Y2
3481. 1 play WPU
3482. 0 play Y4
3483. 4 play WDT
3484. 3 play WDT
3485. 2 play W+4
3486. 1 play W+4
3487. 0 play Y2
3488. 4 play WDT
3489. 3 play Y4
3490. 2 play Y9
3491. 1 play WPU
3492. 0 play Y5
3493. 4 play W
3494. 3 play Y8
3495. 2 play W
3496. 1 play W
3497. 0 play YR
3498. 4 play WPU
3499. 3 play YPT
3500. 2 play W
3501. 1 play W
3502. 0 play YR
3503. 4 play Y0
3504. 3 play YS
3505. 2 play WDT
3506. 1 play W
3507. 0 play Y3
3508. 4 play WDT
3509. 3 play Y7
3510. 2 play W
3511. 1 play W
3512. 0 play WPU
3513. 4 play W
3514. 3 play W
3515. 2 play W
3516. 1 take
3517. 0 play Y3
3518. 1 play Y3
3519. 0 play Y+2
3520. 3 play Y5
3521. 2 play G5
3522. 1 play WDT red 1,3
3523. 0 play R6
3524. 4 play Y6
3525. 3 play Y7
3526. 2 play B7
3527. 1 play R7
3528. 0 play RPT
3529. 0 point 4
3530. 3 point 2
3531. 4 point 3
3532. 1 point 2
3533. 2 point 4
3534. 4 play W+4 yellow
3535. 3 accept
3536. 2 play WDT green 0,1
3537. 1 play WPU
3538. 0 play Y1
3539. 4 play W+4
3540. 3 play Y1
3541. 2 play W
3542. 1 play Y2
3543. 0 play W+4
3544. 4 play W
3545. 3 play Y7
3546. 2 play WPU
3547. 1 play W
3548. 0 play WDT
3549. 4 play W+4
3550. 3 play WPU
3551. 2 play W
3552. 1 play Y4
3553. 0 play WPU
3554. 4 play Y+2
3555. 3 play WPU
3556. 2 play W+4
3557. 1 play Y8
3558. 0 play Y6
3559. 4 play W+4
3560. 3 play Y+2
3561. 2 play WPU
3562. 1 play YR
3563. 0 play WDT
3564. 4 play Y2
3565. 3 play Y3
3566. 2 play Y8
3567. 1 play Y5
3568. 0 play WDT
3569. 4 play W
3570. 3 play YPT
3571. 2 play W+4
3572. 1 play Y0
3573. 0 play WDT
3574. 4 take
3575. 3 play YPT
3576. 3 point 1
3577. 2 point 4
3578. 1 point 4
3579. 4 point 3
3580. 0 point 4
3581. 2 play WDT yellow 0,2
3582. 1 play Y7
3583. 0 draw
3584. 0 play YPT
3585. 2 point 3
3586. 0 point 3
3587. 4 point 2
3588. 3 point 1
3589. 1 point 4
3590. 4 play Y2
3591. 3 play R2
3592. 2 play W+4 blue
3593. 1 accept
3594. 0 pass
3595. 4 play B7
3596. 4 play B7
3597. 3 play R7
3598. 2 play WDT blue 1,4
3599. 1 play BR
3600. 2 draw
3601. 2 play B7
3602. 3 draw
3603. 3 play B7
3604. 4 play W green
3605. 0 play G8
3606. 1 play W red
3607. 2 play WPU
3608. 3 play R6
3609. 4 play WDT
3610. 0 take
3611. 1 play W+4 green
3612. 2 challenge
3613. 2 play GS
3614. 4 play W green
3615. 0 play G0
3616. 1 play W blue
3617. 2 play WPU
3618. 3 take
3619. 4 play W green
3620. 0 play WDT yellow 2,3
3621. 1 play Y2
3622. 2 play Y6
3623. 3 play R6
3624. 4 play WDT green 0,2
3625. 0 play GPT
3626. 2 point 1
3627. 3 point 2
3628. 1 point 0
3629. 0 point 1
3630. 4 point 3
3631. 1 play WPU
3632. 2 play WPU
3633. 3 play Y3
3634. 4 play Y3
3635. 0 play W
3636. 1 play WPU
3637. 2 play WDT
3638. 3 play YS
3639. 4 play Y2
3640. 0 take
3641. 1 play YS
3642. 3 play RS
3643. 0 play WPU
3644. 1 play WPU
3645. 2 play W+4
3646. 3 play YPT
3647. 4 play Y4
3648. 0 play W
3649. 1 play WDT
3650. 2 play W+4
3651. 3 take
3652. 4 play WPU
3653. 0 play R7
3654. 1 play R7
3655. 2 play R9
3656. 3 play R8
3657. 4 play W
3658. 0 play WDT
3659. 1 play R0
3660. 2 take
3661. 3 play R4
3662. 4 play WPU
3663. 0 play GS
3664. 1 play G7
3665. 2 play G+2
3666. 3 play WPU
3667. 4 play GR
3668. 0 play G5
3669. 1 play W+4
3670. 2 play GPT
3671. 3 play WDT
3672. 4 play W
3673. 0 play G6
3674. 1 play W
3675. 2 play G9
3676. 3 play G4
3677. 4 play WPU
3678. 0 play W
3679. 1 play G7
3680. 2 play W
3681. 3 play W
3682. 4 play W+4
3683. 0 play G6
3684. 1 play W
3685. 2 play GPT
3686. 3 play G+2
3687. 4 play W
3688. 0 play G8
3689. 1 play GS
3690. 2 play G2
3691. 3 play G9
3692. 4 play WPU
3693. 0 play G3
3694. 1 play WDT
3695. 2 play GPT
3696. 3 play W+4
3697. 4 play G1
3698. 0 play G3
3699. 1 play WDT
3700. 2 play W+4
3701. 3 play W
3702. 4 play WDT
3703. 0 play G2
3704. 1 play W+4
3705. 2 play G0
3706. 3 play W+4
3707. 4 play WDT
3708. 0 play WPU
3709. 1 play W
3710. 2 play G4
3711. 3 take
3712. 4 play WDT blue 3,4
3713. 0 play WPU
3714. 1 play Y4
3715. 2 play WDT
3716. 3 play WPU
3717. 4 play W+4
3718. 0 play YS
3719. 1 play WDT
3720. 2 play WDT
3721. 3 play W+4
3722. 4 play Y5
3723. 0 play Y2
3724. 1 play Y9
3725. 2 play WPU
3726. 3 play W+4
3727. 4 play Y6
3728. 0 play Y6
3729. 1 play YR
3730. 2 take
3731. 3 play YPT
3732. 0 point 3
3733. 1 point 2
3734. 4 point 3
3735. 2 point 0
3736. 3 point 4
3737. 4 play Y0
3738. 0 play Y3
3739. 1 draw
3740. 1 play Y0
3741. 2 play Y2
3742. 3 play G2
3743. 4 play W+4 blue
3744. 0 challenge
3745. 0 play WPU
3746. 1 play YPT
3747. 2 play YR
3748. 3 play Y2
3749. 4 play Y1
3750. 0 play Y3 uno
3751. 1 play YPT
3752. 2 play Y5
3753. 3 play WDT
3754. 4 play Y5
3755. 0 take
3756. 1 play WDT red 1,2
3757. 2 play WDT green 0,4
3758. 3 play WPU
3759. 4 play G1
3760. 0 play WDT
3761. 1 play W
3762. 2 play WPU
3763. 3 play G4
3764. 4 play WDT
3765. 0 take
3766. 1 play WDT yellow 1,2
3767. 2 play Y6
3768. 3 play WDT blue 0,1
3769. 4 play WPU
3770. 0 play YPT
3771. 1 play Y9
3772. 2 play WPU
3773. 3 play W
3774. 4 play Y3
3775. 0 play YR
3776. 1 play W
3777. 2 play Y4
3778. 3 play WDT
3779. 4 play Y1
3780. 0 play Y0
3781. 1 play W
3782. 2 play Y6
3783. 3 play Y4
3784. 4 play YR
3785. 0 play W
3786. 1 play W
3787. 2 play WDT
3788. 3 play WDT
3789. 4 play YPT
3790. 0 play YPT
3791. 1 play W
3792. 2 play YS
3793. 3 play W+4
3794. 4 play YPT
3795. 0 play WPU
3796. 1 play W
3797. 2 play WDT
3798. 3 play W+4
3799. 4 play Y8
3800. 0 play W+4
3801. 1 play W
3802. 2 play W+4
3803. 3 play W
3804. 4 play Y+2
3805. 0 play Y1
3806. 1 take
3807. 2 play Y9
3808. 1 play Y9
3809. 2 play YS
3810. 4 play WPU
3811. 0 play WPU
3812. 1 play Y8
3813. 2 play WPU
3814. 3 play WPU
3815. 4 play Y7
3816. 0 play WDT
3817. 1 play YPT
3818. 2 play W+4
3819. 3 play WDT
3820. 4 play Y8
3821. 0 play Y5
3822. 1 play Y+2
3823. 2 play WPU
3824. 3 play WPU
3825. 4 play WPU
3826. 0 play WDT
3827. 1 play W
3828. 2 play W+4
3829. 3 play WDT
3830. 4 play Y2
3831. 0 play Y3
3832. 1 play Y6
3833. 2 take
3834. 3 play W+4 green
3835. 4 challenge
3836. 4 play G2
3837. 0 play Y2
3838. 1 play W+4 blue
3839. 2 challenge
3840. 2 play BPT
3841. 1 point 0
3842. 2 point 0
3843. 4 point 0
3844. 3 point 0
3845. 0 point 1
3846. 3 play RPT
3847. 2 point 4
3848. 1 point 4
3849. 4 point 2
3850. 0 point 3
3851. 3 point 1
3852. 4 play R4
3853. 0 play G4
3854. 1 play WPU
3855. 2 play R7
3856. 3 play R4
3857. 4 play W+4
3858. 0 play R6
3859. 1 play R9
3860. 2 play R8
3861. 3 play R3
3862. 4 play W+4
3863. 0 play WDT
3864. 1 play W+4
3865. 2 play RS
3866. 3 play WPU
3867. 4 play W+4
3868. 0 play W+4
3869. 1 play WDT
3870. 2 play W
3871. 3 play R5
3872. 4 play W+4
3873. 0 play WDT
3874. 1 play WDT
3875. 2 play R7
3876. 3 play R6
3877. 4 take
3878. 0 draw
3879. 0 play RPT
3880. 4 point 1
3881. 3 point 4
3882. 1 point 2
3883. 0 point 4
3884. 2 point 4
3885. 1 play WPU
3886. 2 play W+4
3887. 3 play W
3888. 4 play R9
3889. 0 take
3890. 1 play RS
3891. 3 play RR
3892. 2 play R0
3893. 1 play R5
3894. 0 play Y5
3895. 4 play W yellow
3896. 3 play WPU
3897. 2 play WDT
3898. 1 play W+4
3899. 0 play W
3900. 4 play Y+2
3901. 3 play Y9
3902. 2 play Y9
3903. 1 play Y2
3904. 0 play W+4
3905. 4 play Y7
3906. 3 play W
3907. 2 play Y+2
3908. 1 play Y1
3909. 0 take
3910. 4 play W+4 blue
3911. 3 challenge
3912. 3 play W red
3913. 2 play WDT green 2,3
3914. 1 play WPU
3915. 0 play R9
3916. 4 play R8
3917. 3 play W+4
3918. 2 play R9
3919. 1 play WDT
3920. 0 play W
3921. 4 play RR
3922. 3 play R+2
3923. 2 play W+4
3924. 1 play W+4
3925. 0 play WDT
3926. 4 play R3
3927. 3 play R+2
3928. 2 play WDT
3929. 1 play R8
3930. 0 play W+4
3931. 4 play R0
3932. 3 play RR
3933. 2 play WPU
3934. 1 play W+4
3935. 0 play W+4
3936. 4 play R7
3937. 3 play R3
3938. 2 play WPU
3939. 1 play WDT
3940. 0 play RPT
3941. 4 play R4
3942. 3 play W
3943. 2 play WDT
3944. 1 play R2
3945. 0 play W
3946. 4 play WPU
3947. 3 play W
3948. 2 play WPU
3949. 1 play RPT
3950. 0 take
3951. 4 play R7
3952. 3 play G7
3953. 2 play GR
3954. 3 play GS
3955. 0 play W blue
3956. 1 play B+2
3957. 3 play W yellow
3958. 4 play W+4 yellow
3959. 0 accept
3960. 1 play W yellow
3961. 2 play Y7
3962. 3 play WPU
3963. 4 play G8
3964. 0 play WPU
3965. 1 play G2
3966. 2 play W
3967. 3 play G8
3968. 4 play WDT
3969. 0 play GS
3970. 1 play G4
3971. 2 play WPU
3972. 3 play GPT
3973. 4 play WDT
3974. 0 play WDT
3975. 1 play WDT
3976. 2 play G5
3977. 3 play G2
3978. 4 play WDT
3979. 0 play G1
3980. 1 play W
3981. 2 play WPU
3982. 3 play GPT
3983. 4 play W+4
3984. 0 play WDT
3985. 1 play WDT
3986. 2 play WPU
3987. 3 play G7
3988. 4 play WDT
3989. 0 play WDT
3990. 1 play W
3991. 2 play WPU
3992. 3 play G6
3993. 4 play W+4
3994. 0 play W+4
3995. 1 play W
3996. 2 play WPU
3997. 3 play G3
3998. 4 play W
3999. 0 play W+4
4000. 1 play W
4001. 2 play WPU
4002. 3 play G5
4003. 4 play W+4
4004. 0 play W+4
4005. 1 play W
4006. 2 take
4007. 3 play G9
4008. 3 play G9
4009. 4 play W+4 green
4010. 0 challenge
4011. 1 play W green
4012. 2 play G1
4013. 3 play GR
4014. 2 play G5
4015. 1 play B5
4016. 0 play WDT red 0,3
4017. 4 play RS
4018. 2 play WPU
4019. 1 play W
4020. 0 play G7
4021. 4 take
4022. 3 play G1
4023. 2 play G5
4024. 1 play B5
4025. 0 play W green
4026. 4 play WDT green 2,3
4027. 3 play G6
4028. 2 play WDT blue 0,1
4029. 1 draw
4030. 0 play W+4 yellow
4031. 4 accept
4032. 3 play WDT red 0,2
4033. 2 play W green
4034. 1 play G1
4035. 0 play WPU
4036. 4 play GR
4037. 3 play G+2
4038. 2 play W
4039. 1 take
4040. 0 play G9
4041. 4 play W+4 yellow
4042. 3 accept
4043. 2 play Y2
4044. 1 play B2
4045. 0 play B+2
4046. 3 draw
4047. 3 play B5
4048. 4 play B5
4049. 3 play B7
4050. 4 play B7
4051. 3 play W red
4052. 2 play WPU
4053. 1 play W+4
4054. 0 play G9
4055. 4 play W
4056. 3 play WDT
4057. 2 play GPT
4058. 1 play W
4059. 0 play W+4
4060. 4 play WDT
4061. 3 play G6
4062. 2 play G2
4063. 1 play G1
4064. 0 play WDT
4065. 4 play WPU
4066. 3 play G4
4067. 2 play G6
4068. 1 play W
4069. 0 play W
4070. 4 play W
4071. 3 play G3
4072. 2 play WPU
4073. 1 play G+2
4074. 0 play WPU
4075. 4 play G5
4076. 3 play G1
4077. 2 play G3
4078. 1 play GR
4079. 0 play W+4
4080. 4 play G5
4081. 3 play GPT
4082. 2 play G7
4083. 1 take
4084. 0 play W+4 blue
4085. 4 accept
4086. 3 draw
4087. 3 play W red
4088. 2 play W red
4089. 1 play W+4 yellow
4090. 0 accept
4091. 4 play W blue
4092. 3 play BPT
4093. 3 point 4
4094. 0 point 2
4095. 4 point 2
4096. 1 point 0
4097. 2 point 3
4098. 2 play WPU
4099. 1 play WPU
4100. 0 play B7
4101. 4 play B3
4102. 3 play W
4103. 2 play B5
4104. 1 play B6
4105. 0 play WPU
4106. 4 play W+4
4107. 3 play WPU
4108. 2 play B6
4109. 1 play BS
4110. 0 play WPU
4111. 4 play B5
4112. 3 take
4113. 2 play W+4 blue
4114. 1 accept
4115. 0 play WPU
4116. 4 play W+4
4117. 3 play B7
4118. 2 play W+4
4119. 1 play W+4
4120. 0 play B+2
4121. 4 play B7
4122. 3 play WPU
4123. 2 play B9
4124. 1 play WDT
4125. 0 play W
4126. 4 play W
4127. 3 play B3
4128. 2 play B8
4129. 1 play WPU
4130. 0 play W
4131. 4 play BR
4132. 3 play BS
4133. 2 play WPU
4134. 1 play W
4135. 0 take
4136. 4 play B2
4137. 3 play WPU
4138. 2 play BS
4139. 1 play B4
4140. 0 play W
4141. 4 play BPT
4142. 3 play BPT
4143. 2 play WPU
4144. 1 play W
4145. 0 play BS
4146. 4 play B4
4147. 3 play WPU
4148. 2 play W
4149. 1 play W
4150. 0 play WPU
4151. 4 play B+2
4152. 3 play B6
4153. 2 play BR
4154. 1 play B2
4155. 0 play WPU
4156. 4 take
4157. 3 play W yellow
4158. 2 play Y5
4159. 1 play YS
4160. 4 play BS
4161. 2 play W+4 green
4162. 1 accept
4163. 0 play W+4 red
4164. 4 accept
4165. 3 play W+4 red
4166. 2 challenge
4167. 2 play W blue
4168. 1 play BS
4169. 4 play BPT
4170. 4 point 1
4171. 2 point 4
4172. 0 point 2
4173. 3 point 2
4174. 1 point 3
4175. 3 play W+4 yellow
4176. 2 challenge
4177. 2 play WDT green 0,1
4178. 1 play G5
4179. 1 play G5
4180. 0 play WDT yellow 1,2
4181. 4 play W yellow
4182. 3 play WPU
4183. 2 play WDT
4184. 1 play G2
4185. 0 play W
4186. 4 play W
4187. 3 play GPT
4188. 2 play W+4
4189. 1 play G9
4190. 0 play W+4
4191. 4 play WPU
4192. 3 play G+2
4193. 2 play W
4194. 1 play WPU
4195. 0 play W+4
4196. 4 play G7
4197. 3 play GS
4198. 2 play G8
4199. 1 play G6
4200. 0 play W+4
4201. 4 play WPU
4202. 3 play G0
4203. 2 play GS
4204. 1 play W+4
4205. 0 play WPU
4206. 4 play WPU
4207. 3 take
4208. 2 play G4
4209. 1 play Y4
4210. 0 play Y1
4211. 4 play W+4 yellow
4212. 3 challenge
4213. 3 play W red
4214. 2 play W+4 yellow
4215. 1 accept
4216. 0 play Y7
4217. 0 play Y7
4218. 4 draw
4219. 4 play Y7
4220. 3 play G7
4221. 2 play G8
4222. 1 play G6
4223. 3 play G6
4224. 2 play WDT red 2,4
4225. 1 play WPU
4226. 0 play W
4227. 4 play WDT
4228. 3 play G0
4229. 2 play GPT
4230. 1 play WDT
4231. 0 play W
4232. 4 play W+4
4233. 3 play G5
4234. 2 play WPU
4235. 1 play G7
4236. 0 take
4237. 4 play G5
4238. 3 play G2
4239. 2 play W+4 yellow
4240. 1 challenge
4241. 1 play Y0
4242. 0 play G0
4243. 4 play W blue
4244. 3 play WPU
4245. 2 play GR
4246. 1 play G+2
4247. 0 play W+4
4248. 4 play WPU
4249. 3 play W
4250. 2 play W+4
4251. 1 play WDT
4252. 0 play WPU
4253. 4 play W
4254. 3 play W+4
4255. 2 play W
4256. 1 play WDT
4257. 0 play G7
4258. 4 play G2
4259. 3 play GPT
4260. 2 play WDT
4261. 1 play GPT
4262. 0 play WDT
4263. 4 play G6
4264. 3 play WDT
4265. 2 play WDT
4266. 1 play GR
4267. 0 play G5
4268. 4 play G5
4269. 3 play W
4270. 2 play W
4271. 1 play W
4272. 0 play WDT
4273. 4 play WPU
4274. 3 play G9
4275. 2 play G2
4276. 1 play GPT
4277. 0 play G8
4278. 4 play W+4
4279. 3 play GS
4280. 2 play W+4
4281. 1 play G9
4282. 0 play GPT
4283. 4 play W
4284. 3 play WPU
4285. 2 play G7
4286. 1 play W
4287. 0 play W+4
4288. 4 play W
4289. 3 play G+2
4290. 2 play W
4291. 1 play G4
4292. 0 play W
4293. 4 take
4294. 3 draw
4295. 3 play W blue
4296. 2 play B9
4297. 1 play WPU
4298. 0 play Y2
4299. 4 play Y7
4300. 3 play YS
4301. 2 play Y7
4302. 1 play Y6
4303. 0 play W
4304. 4 play W
4305. 3 play WPU
4306. 2 play Y6
4307. 1 play YS
4308. 0 play Y2
4309. 4 play WPU
4310. 3 play WDT
4311. 2 play Y3
4312. 1 play Y4
4313. 0 play Y+2
4314. 4 play W
4315. 3 play WPU
4316. 2 play Y8
4317. 1 play Y3
4318. 0 play Y+2
4319. 4 play W+4
4320. 3 play WPU
4321. 2 play YPT
4322. 1 play Y1
4323. 0 play Y5
4324. 4 play W+4
4325. 3 play W+4
4326. 2 play WDT
4327. 1 play YR
4328. 0 play Y9
4329. 4 play W
4330. 3 play W+4
4331. 2 play W+4
4332. 1 play Y5
4333. 0 play Y9
4334. 4 play WDT
4335. 3 play W+4
4336. 2 play W
4337. 1 play YR
4338. 0 take
4339. 4 play W+4 yellow
4340. 3 challenge
4341. 3 play W+4 blue
4342. 2 challenge
4343. 1 play BPT
4344. 4 point 3
4345. 2 point 3
4346. 0 point 3
4347. 3 point 2
4348. 1 point 3
4349. 0 play RPT
4350. 1 point 2
4351. 3 point 1
4352. 2 point 0
4353. 4 point 3
4354. 0 point 2
4355. 4 play W+4 green
4356. 3 accept
4357. 2 play W+4 blue
4358. 1 challenge
4359. 1 play WPU
4360. 0 play B8
4361. 4 play W+4
4362. 3 play W+4
4363. 2 play B3
4364. 1 play B1
4365. 0 play B9
4366. 4 play BPT
4367. 3 play BS
4368. 2 play B8
4369. 1 play B1
4370. 0 play W+4
4371. 4 play BS
4372. 3 play B5
4373. 2 play B0
4374. 1 play WPU
4375. 0 play W+4
4376. 4 play WPU
4377. 3 play BPT
4378. 2 play W
4379. 1 take
4380. 0 play B+2
4381. 3 play B5
4382. 2 play BPT
4383. 1 point 2
4384. 3 point 2
4385. 2 point 0
4386. 4 point 2
4387. 0 point 4
4388. 1 play B5
4389. 0 play BR
4390. 1 play W+4 red
4391. 2 challenge
4392. 2 play W+4 green
4393. 3 challenge
4394. 3 play GS
4395. 0 draw
4396. 0 play W+4 red
4397. 1 accept
4398. 2 play WDT red 3,4
4399. 3 play RPT
4400. 1 point 2
4401. 3 point 2
4402. 2 point 4
4403. 4 point 0
4404. 0 point 4
4405. 4 play RS
4406. 1 play R1
4407. 2 play WDT yellow 0,2
4408. 3 draw
4409. 4 play W+4 yellow
4410. 0 accept
4411. 1 play Y1
4412. 2 draw
4413. 2 play W+4 blue
4414. 3 accept
4415. 4 play B6
4416. 0 play B3
4417. 1 play B1
4418. 2 play WDT red 0,2
4419. 3 play RS
4420. 0 play YS
4421. 2 play W+4 red
4422. 3 accept
4423. 4 play R4
4424. 0 play RS
4425. 2 play W yellow
4426. 3 play WDT blue 1,3
4427. 4 play B9
4428. 0 play R9
4429. 1 play B9
4430. 2 draw
4431. 3 play B6
4432. 4 play BR
4433. 3 play B6
4434. 2 play B5
4435. 1 play B5
4436. 0 play WDT red 1,4
4437. 4 draw
4438. 4 play W+4 red
4439. 3 accept
4440. 2 draw
4441. 2 play W yellow
4442. 1 play W+4 red
4443. 0 challenge
4444. 0 play R2
4445. 4 play G2
4446. 4 play G2
4447. 3 play G8
4448. 2 draw
4449. 1 play GS
4450. 4 play G9
4451. 3 play W+4 blue
4452. 2 challenge
4453. 1 play BS
4454. 4 play BR
4455. 0 play YR
4456. 4 play GR
4457. 0 draw
4458. 0 play GS
4459. 2 play YS
4460. 4 play WPU
4461. 0 play W
4462. 1 play G3
4463. 2 play G2
4464. 3 take
4465. 4 play GS
4466. 1 play G4
4467. 2 play WDT red 0,3
4468. 3 play RS
4469. 0 play R1
4470. 1 play W+4 yellow
4471. 2 accept
4472. 3 play W yellow
4473. 4 play WPU
4474. 0 play WDT
4475. 1 play W
4476. 2 play GS
4477. 3 play G9
4478. 4 play GR
4479. 0 play WDT
4480. 1 play WPU
4481. 2 play W
4482. 3 play G2
4483. 4 play G5
4484. 0 play W
4485. 1 play W+4
4486. 2 play W+4
4487. 3 play G3
4488. 4 play G8
4489. 0 play W
4490. 1 play G3
4491. 2 play G2
4492. 3 take
4493. 4 play G9
4494. 3 play G9
4495. 4 play WDT green 2,4
4496. 0 play W green
4497. 1 play WPU
4498. 2 play R2
4499. 3 play WPU
4500. 4 play R5
4501. 0 play R4
4502. 1 play R2
4503. 2 play W+4
4504. 3 play W+4
4505. 4 play W
4506. 0 play RR
4507. 1 play RPT
4508. 2 take
4509. 3 play W+4 green
4510. 4 challenge
4511. 4 play WPU
4512. 0 play Y1
4513. 1 play W+4
4514. 2 play W+4
4515. 3 play Y1
4516. 4 play W
4517. 0 play Y3
4518. 1 play YPT
4519. 2 play W
4520. 3 play W
4521. 4 play WPU
4522. 0 play W
4523. 1 play YPT
4524. 2 play WPU
4525. 3 play W
4526. 4 play W+4
4527. 0 play Y4
4528. 1 play Y4
4529. 2 play W+4
4530. 3 play W
4531. 4 play W
4532. 0 play YR
4533. 1 play YPT
4534. 2 play Y8
4535. 3 play W
4536. 4 play W
4537. 0 play Y9
4538. 1 take
4539. 2 draw
4540. 2 pass
4541. 3 play YR
4542. 2 play WDT yellow 1,2
4543. 1 play YS
4544. 4 play WPU
4545. 3 play G4
4546. 2 play G8
4547. 1 play G1
4548. 0 play W+4
4549. 4 play G6
4550. 3 play G3
4551. 2 play G6
4552. 1 play W
4553. 0 play W+4
4554. 4 play G+2
4555. 3 play G5
4556. 2 take
4557. 1 play G1
4558. 0 play WPU
4559. 4 play WDT
4560. 3 play WDT
4561. 2 play W+4
4562. 1 play W
4563. 0 play Y6
4564. 4 play W
4565. 3 play WDT
4566. 2 play W
4567. 1 play YR
4568. 0 play WDT
4569. 4 play W
4570. 3 take
4571. 2 play W+4 blue
4572. 1 accept
4573. 0 draw
4574. 0 play WDT red 3,4
4575. 4 play R5
4576. 3 play W blue
4577. 2 play BR
4578. 3 play BS
4579. 0 play YS
4580. 2 play W yellow
4581. 3 play W+4 red
4582. 4 accept
4583. 0 play R0
4584. 1 play RPT
4585. 4 point 3
4586. 3 point 2
4587. 0 point 4
4588. 2 point 4
4589. 1 point 2
4590. 2 play WDT green 1,2
4591. 3 play GS
4592. 0 play W+4 yellow
4593. 1 challenge
4594. 1 play YPT
4595. 3 point 4
4596. 0 point 4
4597. 4 point 3
4598. 2 point 4
4599. 1 point 2
4600. 2 play RPT
4601. 2 point 3
4602. 0 point 2
4603. 1 point 3
4604. 3 point 1
4605. 4 point 1
4606. 3 play R5
4607. 4 play WPU
4608. 0 play R8
4609. 1 play R4
4610. 2 play R4
4611. 3 play WDT
4612. 4 play RS
4613. 0 play R8
4614. 1 play W+4
4615. 2 play RR
4616. 3 play R1
4617. 4 play R9
4618. 0 play R9
4619. 1 play W+4
4620. 2 play R5
4621. 3 play W
4622. 4 play W
4623. 0 play RR
4624. 1 play W
4625. 2 play W
4626. 3 play W+4
4627. 4 play R6
4628. 0 play WDT
4629. 1 play R1
4630. 2 play RPT
4631. 3 play W
4632. 4 play W
4633. 0 play WPU
4634. 1 play W
4635. 2 play RS
4636. 3 play W+4
4637. 4 play WDT
4638. 0 play R0
4639. 1 play W
4640. 2 play W+4
4641. 3 play W
4642. 4 play WPU
4643. 0 play R3
4644. 1 play W
4645. 2 play R2
4646. 3 play WDT
4647. 4 play WPU
4648. 0 play R+2
4649. 1 play W
4650. 2 play WPU
4651. 3 play W+4
4652. 4 play WPU
4653. 0 play R3
4654. 1 play W
4655. 2 play W+4
4656. 3 play W
4657. 4 play W
4658. 0 play R+2
4659. 1 play WPU
4660. 2 play R2
4661. 3 play WDT
4662. 4 play WPU
4663. 0 play W+4
4664. 1 play W
4665. 2 take
4666. 3 play WDT green 1,3
4667. 4 play G0
4668. 0 play WPU
4669. 1 play W+4
4670. 2 play W+4
4671. 3 play WDT
4672. 4 play R6
4673. 0 play W+4
4674. 1 play W
4675. 2 play W
4676. 3 take
4677. 4 play WPU
4678. 0 play GS
4679. 1 play W+4
4680. 2 play G+2
4681. 3 play WDT
4682. 4 play G7
4683. 0 play W+4
4684. 1 play WPU
4685. 2 play W+4
4686. 3 play G8
4687. 4 play G4
4688. 0 play WPU
4689. 1 play G1
4690. 2 play W+4
4691. 3 play GS
4692. 4 play G7
4693. 0 take
4694. 1 play G9
4695. 2 play G6
4696. 3 play G2
4697. 4 play B2
4698. 0 play W+4 yellow
4699. 1 challenge
4700. 1 play Y8
4701. 2 play G8
4702. 3 play GR
4703. 2 play RR
4704. 3 play R6
4705. 2 play R6
4706. 3 play W blue
4707. 4 play WDT yellow 2,4
4708. 0 play Y9
4709. 1 play YPT
4710. 0 point 3
4711. 3 point 0
4712. 2 point 0
4713. 4 point 0
4714. 1 point 4
4715. 2 play RPT
4716. 0 point 4
4717. 1 point 0
4718. 2 point 0
4719. 4 point 1
4720. 3 point 4
4721. 3 play W+4 yellow
4722. 4 challenge
4723. 4 play YS
4724. 1 play Y1
4725. 2 play W blue
4726. 3 play BS
4727. 0 play B7
4728. 1 play BPT
4729. 4 point 0
4730. 3 point 4
4731. 0 point 1
4732. 1 point 3
4733. 2 point 4
4734. 2 play B+2
4735. 4 play B2
4736. 4 play B2
4737. 0 play WPU
4738. 1 play B6
4739. 2 play W+4
4740. 3 play B6
4741. 4 play B7
4742. 0 play WDT
4743. 1 play B9
4744. 2 play W
4745. 3 play B3
4746. 4 play BR
4747. 0 play W+4
4748. 1 play B3
4749. 2 play WDT
4750. 3 play B1
4751. 4 play B4
4752. 0 play W+4
4753. 1 play BS
4754. 2 play W
4755. 3 play W
4756. 4 play B+2
4757. 0 play WPU
4758. 1 play B8
4759. 2 play WPU
4760. 3 play W
4761. 4 play B4
4762. 0 play B7
4763. 1 play B1
4764. 2 play WDT
4765. 3 play W+4
4766. 4 play WDT
4767. 0 play W+4
4768. 1 play B9
4769. 2 play W+4
4770. 3 play W+4
4771. 4 play WDT
4772. 0 play BPT
4773. 1 play B0
4774. 2 play W
4775. 3 play W
4776. 4 play WDT
4777. 0 play W+4
4778. 1 play BPT
4779. 2 play WPU
4780. 3 play W+4
4781. 4 play WDT
4782. 0 play WDT
4783. 1 play B8
4784. 2 play B5
4785. 3 play B5
4786. 4 take
4787. 0 play WPU
4788. 1 play BPT
4789. 2 play WPU
4790. 3 take
4791. 4 play B9
4792. 4 play B9
4793. 0 play WDT yellow 0,2
4794. 1 play Y9
4795. 2 play W red
4796. 3 play RR
4797. 2 play W+4 red
4798. 1 accept
4799. 0 play WPU
4800. 4 play W+4
4801. 3 play BPT
4802. 2 play WDT
4803. 1 play WDT
4804. 0 play BS
4805. 4 play BR
4806. 3 play B2
4807. 2 play W
4808. 1 play BPT
4809. 0 play WPU
4810. 4 play B+2
4811. 3 play WPU
4812. 2 play W
4813. 1 play B9
4814. 0 take
4815. 4 play BPT
4816. 1 point 4
4817. 4 point 3
4818. 2 point 3
4819. 3 point 0
4820. 0 point 1
4821. 3 play RPT
4822. 0 point 3
4823. 3 point 0
4824. 1 point 3
4825. 2 point 1
4826. 4 point 0
4827. 2 play W+4 green
4828. 1 challenge
4829. 1 play W red
4830. 0 play RPT
4831. 4 point 0
4832. 0 point 3
4833. 1 point 0
4834. 3 point 4
4835. 2 point 3
4836. 4 play R6
4837. 3 play RPT
4838. 4 point 0
4839. 1 point 0
4840. 0 point 2
4841. 2 point 1
4842. 3 point 2
4843. 2 play W blue
4844. 1 draw
4845. 0 play BPT
4846. 4 point 0
4847. 3 point 2
4848. 0 point 2
4849. 1 point 3
4850. 2 point 0
4851. 4 play B3
4852. 3 play G3
4853. 2 play G3
4854. 1 play Y3
4855. 0 play W blue
4856. 4 play BPT
4857. 2 point 1
4858. 3 point 4
4859. 0 point 3
4860. 4 point 0
4861. 1 point 2
4862. 3 play BPT
4863. 3 point 0
4864. 4 point 3
4865. 0 point 1
4866. 1 point 3
4867. 2 point 0
4868. 2 play RPT
4869. 4 point 1
4870. 3 point 2
4871. 0 point 4
4872. 2 point 0
4873. 1 point 0
4874. 1 play WPU
4875. 0 play WPU
4876. 4 play W+4
4877. 3 play W
4878. 2 play W
4879. 1 play R6
4880. 0 play WDT
4881. 4 play WDT
4882. 3 play WPU
4883. 2 play RPT
4884. 1 play RPT
4885. 0 play WDT
4886. 4 play W+4
4887. 3 play W+4
4888. 2 play R9
4889. 1 take
4890. 0 play WPU
4891. 4 play W+4
4892. 3 play RR
4893. 2 play WPU
4894. 1 play R9
4895. 0 play R7
4896. 4 play WPU
4897. 3 take
4898. 2 play R8
4899. 1 play WDT green 2,3
4900. 0 play G8
4901. 4 play W+4 yellow
4902. 3 challenge
4903. 3 play Y6
4904. 2 play W+4 red
4905. 1 accept
4906. 0 play RPT
4907. 1 point 4
4908. 0 point 3
4909. 3 point 1
4910. 4 point 0
4911. 2 point 3
4912. 4 play WPU
4913. 3 play R7
4914. 2 play R5
4915. 1 play RPT
4916. 0 play W
4917. 4 play WDT
4918. 3 play RR
4919. 2 play R5
4920. 1 play WDT
4921. 0 play W+4
4922. 4 play W
4923. 3 play R9
4924. 2 play RR
4925. 1 play WPU
4926. 0 play W+4
4927. 4 play WDT
4928. 3 play W+4
4929. 2 play R2
4930. 1 play WPU
4931. 0 play W+4
4932. 4 play W
4933. 3 play WPU
4934. 2 play W
4935. 1 play WDT
4936. 0 play W
4937. 4 play R8
4938. 3 play WPU
4939. 2 play R1
4940. 1 play W
4941. 0 play R7
4942. 4 play WDT
4943. 3 play WPU
4944. 2 play R3
4945. 1 play W
4946. 0 play W
4947. 4 play W+4
4948. 3 take
4949. 2 play WDT green 1,2
4950. 1 play W+4 yellow
4951. 0 challenge
4952. 4 play Y9
4953. 3 play Y3
4954. 2 play WDT green 1,2
4955. 1 play W+4 blue
4956. 0 challenge
4957. 4 play W red
4958. 3 play R9
4959. 2 play R3
4960. 1 play B3
4961. 0 play B9
4962. 4 play B8
4963. 3 play WPU
4964. 2 play R1
4965. 1 play W+4
4966. 0 play W+4
4967. 4 play W
4968. 3 play R1
4969. 2 play R8
4970. 1 play R6
4971. 0 play WPU
4972. 4 play WPU
4973. 3 play W+4
4974. 2 play R4
4975. 1 play W+4
4976. 0 play WDT
4977. 4 play WDT
4978. 3 play W+4
4979. 2 play W
4980. 1 play RPT
4981. 0 play WDT
4982. 4 play WDT
4983. 3 play W+4
4984. 2 play WPU
4985. 1 play RPT
4986. 0 take
4987. 4 play W+4 yellow
4988. 3 challenge
4989. 3 play Y8
4990. 2 play W green
4991. 1 draw
4992. 1 play W+4 red
4993. 0 challenge
4994. 4 play R9
4995. 2 play R9
4996. 1 draw
4997. 1 play R9
4998. 0 play Y9
4999. 4 play WPU
5000. 3 play WPU
5001. 2 play WPU
5002. 1 play YS
5003. 0 play Y6
5004. 4 play YS
5005. 3 play YR
5006. 2 play YPT
5007. 1 play Y1
5008. 0 play Y5
5009. 4 play W
5010. 3 play Y1
5011. 2 play WPU
5012. 1 play Y6
5013. 0 play WPU
5014. 4 play W
5015. 3 play WDT
5016. 2 play W+4
5017. 1 play YPT
5018. 0 play Y0
5019. 4 play W
5020. 3 play W
5021. 2 play W
5022. 1 play Y4
5023. 0 play W+4
5024. 4 play WPU
5025. 3 play WDT
5026. 2 play W
5027. 1 play Y4
5028. 0 play WDT
5029. 4 play WDT
5030. 3 play W
5031. 2 take
5032. 1 play YPT
5033. 3 point 4
5034. 1 point 4
5035. 4 point 2
5036. 2 point 1
5037. 0 point 1
5038. 0 play W+4 yellow
5039. 4 challenge
5040. 4 play WPU
5041. 3 play W+4
5042. 2 play Y5
5043. 1 take
5044. 0 play WDT yellow 0,4
5045. 4 play W+4 green
5046. 3 accept
5047. 2 play WPU
5048. 1 play W+4
5049. 0 play G4
5050. 4 play W+4
5051. 3 play WDT
5052. 2 play G9
5053. 1 play W+4
5054. 0 play G1
5055. 4 play GPT
5056. 3 play WDT
5057. 2 play G1
5058. 1 take
5059. 0 play G6
5060. 4 play B6
5061. 3 play WDT yellow 3,4
5062. 2 play YPT
5063. 0 point 1
5064. 2 point 3
5065. 1 point 3
5066. 3 point 1
5067. 4 point 2
5068. 1 play WDT blue 2,3
5069. 0 play BR
5070. 1 play W+4 yellow
5071. 2 accept
5072. 3 play WDT yellow 1,4
5073. 4 play WDT blue 2,4
5074. 0 play BS
5075. 2 play W+4 red
5076. 3 accept
5077. 4 play WDT blue 2,3
5078. 0 play W+4 yellow
5079. 1 accept
5080. 2 play W yellow
5081. 3 play WPU
5082. 4 take
5083. 0 play Y2
5084. 1 play WDT red 3,4
5085. 2 play W yellow
5086. 3 play WDT blue 0,2
5087. 4 play B7
5088. 0 play BPT
5089. 4 point 2
5090. 0 point 2
5091. 1 point 3
5092. 3 point 4
5093. 2 point 3
5094. 1 play W+4 blue
5095. 2 accept
5096. 3 play BS
5097. 0 play W yellow
5098. 1 play Y5
5099. 2 play Y6
5100. 3 play YR
5101. 2 play YS
5102. 0 play Y7
5103. 4 play B7
5104. 4 play B7
5105. 3 play W+4 yellow
5106. 2 accept
5107. 1 play WDT yellow 1,3
5108. 0 play WDT yellow 3,4
5109. 4 play W+4 yellow
5110. 3 accept
5111. 2 play Y4
5112. 2 play Y4
5113. 1 play W+4 blue
5114. 0 accept
5115. 4 play W+4 blue
5116. 3 challenge
5117. 3 play B7
5118. 2 play W+4 yellow
5119. 1 challenge
5120. 1 play W+4 red
5121. 0 challenge
5122. 4 play WDT blue 0,4
5123. 3 play W green
5124. 2 play G6
5125. 1 play G1
5126. 0 play G3
5127. 4 play W blue
5128. 3 play WPU
5129. 2 play WDT
5130. 1 play W+4
5131. 0 play WPU
5132. 4 play G3
5133. 3 play G2
5134. 2 play W
5135. 1 play G1
5136. 0 play WPU
5137. 4 play G8
5138. 3 play G2
5139. 2 play W
5140. 1 play GPT
5141. 0 play G8
5142. 4 play GPT
5143. 3 play WPU
5144. 2 play G4
5145. 1 play G6
5146. 0 play W
5147. 4 play W+4
5148. 3 play WDT
5149. 2 play G5
5150. 1 play G4
5151. 0 play GR
5152. 4 play G+2
5153. 3 play W+4
5154. 2 play W
5155. 1 play G9
5156. 0 play G9
5157. 4 play GPT
5158. 3 play WDT
5159. 2 play W+4
5160. 1 take
5161. 0 play G0
5162. 4 play B0
5163. 3 play WDT green 2,3
5164. 2 play GR
5165. 3 play WPU
5166. 4 play GPT
5167. 0 play WDT
5168. 1 play WDT
5169. 2 play W+4
5170. 3 play W
5171. 4 play G5
5172. 0 play WDT
5173. 1 play W
5174. 2 play WDT
5175. 3 play W
5176. 4 take
5177. 0 play G+2
5178. 2 play WPU
5179. 3 play W
5180. 4 play W
5181. 0 play G7
5182. 1 play G2
5183. 2 play W
5184. 3 play WDT
5185. 4 play G3
5186. 0 play GS
5187. 1 play G+2
5188. 2 play WPU
5189. 3 play W
5190. 4 play WDT
5191. 0 play G7
5192. 1 play G4
5193. 2 play WDT
5194. 3 play W
5195. 4 play WDT
5196. 0 play W
5197. 1 play G5
5198. 2 play WPU
5199. 3 play W
5200. 4 play G5
5201. 0 play GS
5202. 1 play G4
5203. 2 play WPU
5204. 3 take
5205. 4 play GPT
5206. 4 point 3
5207. 1 point 2
5208. 0 point 3
5209. 3 point 0
5210. 2 point 3
5211. 0 play W yellow
5212. 1 play W blue
5213. 2 play W red
5214. 3 play WDT blue 3,4
5215. 4 play B8
5216. 0 play R8
5217. 1 play R9
5218. 2 play W green
5219. 3 play G5
5220. 4 play W+4 blue
5221. 0 challenge
5222. 0 play B2
5223. 1 play W red
5224. 2 play WDT yellow 1,4
5225. 3 play W green
5226. 4 play WPU
5227. 0 play WPU
5228. 1 play GR
5229. 2 play WPU
5230. 3 play GS
5231. 4 play GR
5232. 0 play W+4
5233. 1 play WPU
5234. 2 play WPU
5235. 3 play GS
5236. 4 play WDT
5237. 0 play W+4
5238. 1 play W
5239. 2 play WDT
5240. 3 play G2
5241. 4 play WDT
5242. 0 play W+4
5243. 1 play WPU
5244. 2 play G0
5245. 3 play G5
5246. 4 play W
5247. 0 play W+4
5248. 1 play G8
5249. 2 take
5250. 3 play G6
5251. 4 play B6
5252. 1 play B6
5253. 2 play BR
5254. 1 play WPU
5255. 0 play R4
5256. 4 play W
5257. 3 play RPT
5258. 2 play RS
5259. 1 play WDT
5260. 0 play R6
5261. 4 take
5262. 3 play RPT
5263. 1 point 3
5264. 3 point 1
5265. 4 point 1
5266. 2 point 0
5267. 0 point 3
5268. 2 play R+2
5269. 0 play W blue
5270. 4 play WDT blue 2,3
5271. 3 play BS
5272. 1 play W red
5273. 0 play R1
5274. 4 draw
5275. 3 play R2
5276. 2 play RS
5277. 0 play R3
5278. 3 play R3
5279. 2 play R4
5280. 1 play R9
5281. 0 play W+4 red
5282. 4 challenge
5283. 4 play W yellow
5284. 3 play Y7
5285. 2 play Y0
5286. 1 play WDT yellow 1,4
5287. 0 play W green
5288. 4 draw
5289. 4 play W+4 blue
5290. 3 accept
5291. 2 play WDT red 1,4
5292. 1 play WPU
5293. 0 play R1
5294. 4 play R9
5295. 3 play R5
5296. 2 play R+2
5297. 1 play W+4
5298. 0 play WDT
5299. 4 play R4
5300. 3 play R5
5301. 2 play WPU
5302. 1 play W+4
5303. 0 play RPT
5304. 4 play RPT
5305. 3 play WPU
5306. 2 play R0
5307. 1 play WDT
5308. 0 play RPT
5309. 4 play R6
5310. 3 play WPU
5311. 2 play WPU
5312. 1 play WPU
5313. 0 play W+4
5314. 4 play RS
5315. 3 play WDT
5316. 2 play R2
5317. 1 play W+4
5318. 0 take
5319. 4 play W red
5320. 3 play W green
5321. 2 play GPT
5322. 0 point 2
5323. 2 point 3
5324. 3 point 1
5325. 1 point 3
5326. 4 point 0
5327. 1 play G3
5328. 0 play Y3
5329. 4 play YS
5330. 2 play YPT
5331. 2 point 4
5332. 0 point 1
5333. 4 point 3
5334. 3 point 4
5335. 1 point 0
5336. 1 play GPT
5337. 0 point 3
5338. 3 point 4
5339. 4 point 0
5340. 2 point 0
5341. 1 point 2
5342. 0 play WDT blue 1,2
5343. 4 play B4
5344. 3 play BS
5345. 1 play W+4 red
5346. 0 accept
5347. 4 play R2
5348. 3 play RPT
5349. 0 point 4
5350. 1 point 0
5351. 3 point 1
5352. 2 point 3
5353. 4 point 2
5354. 2 play R6
5355. 1 play RS
5356. 4 play R1
5357. 3 play W blue
5358. 2 play W green
5359. 1 play G6
5360. 0 play WDT blue 2,3
5361. 4 play B8
5362. 3 play WDT blue 2,3
5363. 2 play WPU
5364. 1 play W+4
5365. 0 play WPU
5366. 4 play W
5367. 3 play R8
5368. 2 play WPU
5369. 1 play W+4
5370. 0 play R+2
5371. 4 take
5372. 3 play R8
5373. 2 play G8
5374. 1 play G9
5375. 0 play WPU
5376. 4 play WPU
5377. 3 play G+2
5378. 2 play WDT
5379. 1 play G9
5380. 0 play W
5381. 4 play WPU
5382. 3 play G5
5383. 2 play WPU
5384. 1 play G2
5385. 0 play WPU
5386. 4 play W+4
5387. 3 play G4
5388. 2 play W+4
5389. 1 play W
5390. 0 play W+4
5391. 4 play W+4
5392. 3 play WDT
5393. 2 play G0
5394. 1 play G1
5395. 0 play WPU
5396. 4 play W+4
5397. 3 play G7
5398. 2 play GS
5399. 1 play G8
5400. 0 play WDT
5401. 4 play G+2
5402. 3 play G3
5403. 2 play GPT
5404. 1 play G1
5405. 0 play WPU
5406. 4 play WDT
5407. 3 play WDT
5408. 2 play G2
5409. 1 play G6
5410. 0 play WPU
5411. 4 play W
5412. 3 play G7
5413. 2 play W
5414. 1 play GPT
5415. 0 play W+4
5416. 4 take
5417. 3 play WPU
5418. 2 play WDT
5419. 1 play B+2
5420. 0 play WDT
5421. 4 play B0
5422. 3 play W
5423. 2 play B3
5424. 1 play B6
5425. 0 play B+2
5426. 4 play B2
5427. 3 play BPT
5428. 2 play W+4
5429. 1 play BR
5430. 0 play B6
5431. 4 play WDT
5432. 3 play WPU
5433. 2 play B7
5434. 1 take
5435. 0 play W+4 green
5436. 4 challenge
5437. 4 play G5
5438. 3 play WDT red 1,3
5439. 2 play W red
5440. 1 play WPU
5441. 0 play R+2
5442. 4 play W+4
5443. 3 play R7
5444. 2 play WDT
5445. 1 play W+4
5446. 0 play R9
5447. 4 play R8
5448. 3 play R3
5449. 2 play W+4
5450. 1 play WDT
5451. 0 play RPT
5452. 4 play WDT
5453. 3 play W
5454. 2 play W+4
5455. 1 play WDT
5456. 0 play R5
5457. 4 play WDT
5458. 3 play RR
5459. 2 take
5460. 1 play W red
5461. 0 play RPT
5462. 3 point 0
5463. 4 point 3
5464. 1 point 0
5465. 2 point 4
5466. 0 point 3
5467. 4 play R2
5468. 3 play WPU
5469. 2 play R8
5470. 1 play WDT
5471. 0 play R1
5472. 4 play WPU
5473. 3 play RR
5474. 2 play W+4
5475. 1 take
5476. 0 play R9
5477. 4 play R1
5478. 1 play R1
5479. 0 play WDT green 1,4
5480. 4 play G8
5481. 3 play G9
5482. 2 play W+4 yellow
5483. 1 challenge
5484. 1 play W+4 red
5485. 0 accept
5486. 4 play WDT red 2,3
5487. 3 play R7
5488. 2 play WPU
5489. 1 play RPT
5490. 0 play RS
5491. 4 play WDT
5492. 3 play WPU
5493. 2 play W
5494. 1 play WDT
5495. 0 play W+4
5496. 4 play R+2
5497. 3 play W
5498. 2 play W+4
5499. 1 play R8
5500. 0 play WDT
5501. 4 play W+4
5502. 3 play W
5503. 2 play R9
5504. 1 play RR
5505. 0 play R5
5506. 4 play W
5507. 3 play W
5508. 2 play R3
5509. 1 play WPU
5510. 0 play RPT
5511. 4 play WPU
5512. 3 play W
5513. 2 play RR
5514. 1 take
5515. 0 play W+4 green
5516. 4 challenge
5517. 4 play G2
5518. 3 play G4
5519. 4 play G4
5520. 3 play W blue
5521. 2 play W blue
5522. 1 play B0
5523. 0 play B9
5524. 4 draw
5525. 4 play WDT blue 3,4
5526. 3 play W green
5527. 2 draw
5528. 2 play WDT green 0,4
5529. 1 play WDT green 0,3
5530. 0 play G8
5531. 4 play G1
5532. 4 play G1
5533. 3 draw
5534. 3 play W+4 yellow
5535. 2 accept
5536. 1 play W red
5537. 0 play WPU
5538. 4 play G2
5539. 3 take
5540. 2 play GR
5541. 3 play G2
5542. 4 play G+2
5543. 1 play B+2
5544. 3 play B8
5545. 4 play WPU
5546. 0 play W+4
5547. 1 play W+4
5548. 2 play W+4
5549. 3 play G8
5550. 4 play GS
5551. 0 play G8
5552. 1 play W
5553. 2 play W+4
5554. 3 play WDT
5555. 4 play W
5556. 0 play G6
5557. 1 play WPU
5558. 2 play W
5559. 3 take
5560. 4 play W+4 blue
5561. 0 challenge
5562. 0 play BR
5563. 4 play B4
5564. 3 play W+4 red
5565. 2 challenge
5566. 2 play WDT yellow 2,3
5567. 1 play W+4 blue
5568. 0 accept
5569. 4 play B5
5570. 3 play B9
5571. 2 play W+4 yellow
5572. 1 challenge
5573. 1 play W+4 green
5574. 0 accept
5575. 4 play WPU
5576. 3 play W
5577. 2 play GS
5578. 1 play W
5579. 0 play WDT
5580. 4 play W+4
5581. 3 play W+4
5582. 2 play G2
5583. 1 play W
5584. 0 play WPU
5585. 4 play G0
5586. 3 play GS
5587. 2 play GR
5588. 1 play W
5589. 0 play G5
5590. 4 play W+4
5591. 3 play G1
5592. 2 play W
5593. 1 play WPU
5594. 0 play W
5595. 4 play W+4
5596. 3 play G8
5597. 2 play WDT
5598. 1 play W
5599. 0 play WPU
5600. 4 play G3
5601. 3 play G6
5602. 2 play G5
5603. 1 play WPU
5604. 0 play WDT
5605. 4 play GPT
5606. 3 play WPU
5607. 2 play WDT
5608. 1 play GPT
5609. 0 play G4
5610. 4 play W
5611. 3 play W+4
5612. 2 play G3
5613. 1 play WDT
5614. 0 play WPU
5615. 4 play WPU
5616. 3 play W+4
5617. 2 play GR
5618. 1 play WDT
5619. 0 play WPU
5620. 4 play G7
5621. 3 play W
5622. 2 play G9
5623. 1 take
5624. 0 play WDT red 0,2
5625. 4 play W blue
5626. 3 play B0
5627. 2 play B+2
5628. 0 play WDT red 0,4
5629. 4 play WPU
5630. 3 play W
5631. 2 play B4
5632. 1 play WDT
5633. 0 play BR
5634. 4 play WPU
5635. 3 play B8
5636. 2 play B8
5637. 1 play W+4
5638. 0 play W+4
5639. 4 play WPU
5640. 3 play WDT
5641. 2 play B7
5642. 1 play BR
5643. 0 play W
5644. 4 play B3
5645. 3 play W+4
5646. 2 play BPT
5647. 1 play B7
5648. 0 play W
5649. 4 play B1
5650. 3 play B9
5651. 2 play WDT
5652. 1 play WPU
5653. 0 play B5
5654. 4 play B2
5655. 3 play W+4
5656. 2 play BPT
5657. 1 play WPU
5658. 0 play W
5659. 4 play B1
5660. 3 take
5661. 2 play WDT blue 3,4
5662. 1 draw
5663. 1 play WDT yellow 1,2
5664. 0 play YPT
5665. 2 point 3
5666. 4 point 1
5667. 3 point 0
5668. 0 point 1
5669. 1 point 2
5670. 4 play GPT
5671. 4 point 0
5672. 2 point 0
5673. 3 point 1
5674. 0 point 4
5675. 1 point 2
5676. 3 play G8
5677. 2 play WDT blue 2,4
5678. 1 play WDT yellow 1,4
5679. 0 play Y9
5680. 4 play B9
5681. 3 play B4
5682. 2 play BPT
5683. 0 point 2
5684. 1 point 4
5685. 4 point 1
5686. 2 point 4
5687. 3 point 0
5688. 1 play B+2
5689. 4 play WDT green 2,3
5690. 3 play G1
5691. 2 play Y1
5692. 1 play G1
5693. 0 play GPT
5694. 0 point 1
5695. 2 point 0
5696. 3 point 2
5697. 4 point 1
5698. 1 point 0
5699. 4 play G2
5700. 3 play W+4 red
5701. 2 challenge
5702. 2 play RPT
5703. 4 point 3
5704. 3 point 2
5705. 2 point 3
5706. 1 point 4
5707. 0 point 3
5708. 1 play R3
5709. 0 play R2
5710. 0 play R2
5711. 4 play W yellow
5712. 3 play W green
5713. 2 play WDT yellow 0,4
5714. 1 play W blue
5715. 0 play W+4 yellow
5716. 4 accept
5717. 3 play WDT blue 2,3
5718. 2 play W+4 green
5719. 1 challenge
5720. 1 play W yellow
5721. 0 play W yellow
5722. 4 play W yellow
5723. 3 play YS
5724. 1 play W+4 yellow
5725. 0 challenge
5726. 0 play WPU
5727. 4 play Y9
5728. 3 play WDT
5729. 2 play YR
5730. 1 play W
5731. 0 play Y7
5732. 4 play WDT
5733. 3 play Y7
5734. 2 play Y5
5735. 1 play WPU
5736. 0 play Y5
5737. 4 play YPT
5738. 3 play WDT
5739. 2 play Y9
5740. 1 play WDT
5741. 0 play Y3
5742. 4 play W
5743. 3 play W
5744. 2 play W+4
5745. 1 play WDT
5746. 0 play YPT
5747. 4 play Y6
5748. 3 play W
5749. 2 play Y2
5750. 1 play W+4
5751. 0 play Y3
5752. 4 play W
5753. 3 play Y0
5754. 2 play WDT
5755. 1 play WDT
5756. 0 play Y2
5757. 4 take
5758. 3 play W green
5759. 2 play WDT green 1,2
5760. 1 play GS
5761. 4 play W yellow
5762. 3 draw
5763. 2 play YPT
5764. 2 point 0
5765. 4 point 2
5766. 1 point 2
5767. 3 point 1
5768. 0 point 2
5769. 1 play W+4 red
5770. 0 challenge
5771. 0 play R2
5772. 4 play Y2
5773. 3 play B2
5774. 2 play W red
5775. 1 play W blue
5776. 0 play B9
5777. 4 play B4
5778. 3 play BPT
5779. 0 point 3
5780. 4 point 0
5781. 1 point 4
5782. 3 point 4
5783. 2 point 4
5784. 2 play WPU
5785. 1 play WDT
5786. 0 play B4
5787. 4 play B5
5788. 3 play W+4
5789. 2 play WDT
5790. 1 play B+2
5791. 0 play W+4
5792. 4 play BS
5793. 3 play BPT
5794. 2 play BPT
5795. 1 play B2
5796. 0 play W
5797. 4 play WDT
5798. 3 play B9
5799. 2 take
5800. 1 play BS
5801. 4 play W blue
5802. 3 play W+4 green
5803. 2 accept
5804. 1 play WPU
5805. 0 play W
5806. 4 play W+4
5807. 3 play BR
5808. 2 play B4
5809. 1 play WDT
5810. 0 take
5811. 4 play B4
5812. 3 play W red
5813. 2 play WPU
5814. 1 play B6
5815. 0 play WDT
5816. 4 play W
5817. 3 play BR
5818. 2 play B+2
5819. 1 play B3
5820. 0 play BR
5821. 4 play W+4
5822. 3 play B7
5823. 2 play B9
5824. 1 play WPU
5825. 0 play W
5826. 4 play W
5827. 3 play B5
5828. 2 play B9
5829. 1 play WDT
5830. 0 play BS
5831. 4 play W+4
5832. 3 play B0
5833. 2 play B2
5834. 1 play W+4
5835. 0 play B4
5836. 4 play WPU
5837. 3 play WPU
5838. 2 play BPT
5839. 1 play WPU
5840. 0 play W+4
5841. 4 play WDT
5842. 3 play W+4
5843. 2 play W
5844. 1 play BPT
5845. 0 take
5846. 4 play WDT green 3,4
5847. 3 play G4
5848. 2 play W+4 green
5849. 1 challenge
5850. 1 play G0
5851. 0 play B0
5852. 4 play WDT red 0,2
5853. 3 play WPU
5854. 2 play W+4
5855. 1 play W+4
5856. 0 play BPT
5857. 4 play WDT
5858. 3 play B3
5859. 2 play B5
5860. 1 play B6
5861. 0 play BS
5862. 4 play W
5863. 3 play WDT
5864. 2 play B2
5865. 1 play W
5866. 0 play BR
5867. 4 play WDT
5868. 3 play B8
5869. 2 play W
5870. 1 play W+4
5871. 0 play W
5872. 4 play WDT
5873. 3 play B+2
5874. 2 play W
5875. 1 play W
5876. 0 play B2
5877. 4 take
5878. 3 play B8
5879. 2 play BS
5880. 0 play B4
5881. 4 play BPT
5882. 4 point 0
5883. 3 point 4
5884. 0 point 3
5885. 2 point 1
5886. 1 point 4
5887. 3 play WPU
5888. 2 play BPT
5889. 1 play B8
5890. 0 play WDT
5891. 4 play WDT
5892. 3 play B1
5893. 2 play WPU
5894. 1 play W
5895. 0 play B3
5896. 4 play B6
5897. 3 play B7
5898. 2 play WPU
5899. 1 play W
5900. 0 play B5
5901. 4 play B2
5902. 3 play B1
5903. 2 play WDT
5904. 1 play W+4
5905. 0 play W
5906. 4 play BS
5907. 3 play WPU
5908. 2 play WDT
5909. 1 play WPU
5910. 0 play B6
5911. 4 play B+2
5912. 3 take
5913. 2 play WDT green 2,3
5914. 1 play G9
5915. 0 play WDT blue 2,3
5916. 4 play B3
5917. 3 play B2
5918. 2 play R2
5919. 1 play RR
5920. 2 play R7
5921. 3 play B7
5922. 4 play Y7
5923. 0 play B7
5924. 1 play G7
5925. 2 play G4
5926. 3 play G2
5927. 4 play G9
5928. 0 play G1
5929. 1 play GPT
5930. 3 point 2
5931. 1 point 4
5932. 0 point 2
5933. 2 point 4
5934. 4 point 1
5935. 2 play G2
5936. 3 play GPT
5937. 1 point 0
5938. 0 point 1
5939. 4 point 2
5940. 2 point 0
5941. 3 point 1
5942. 4 play G6
5943. 1 play G6
5944. 2 play Y6
5945. 3 play WPU
5946. 4 play W
5947. 0 play WPU
5948. 1 play G2
5949. 2 play G4
5950. 3 play W+4
5951. 4 play G+2
5952. 0 play WDT
5953. 1 play G8
5954. 2 play G1
5955. 3 play WDT
5956. 4 play GPT
5957. 0 play WDT
5958. 1 play W+4
5959. 2 take
5960. 3 play WPU
5961. 4 play G7
5962. 0 play G+2
5963. 1 play GPT
5964. 2 play G9
5965. 3 play GS
5966. 4 play WDT
5967. 0 play WPU
5968. 1 play G5
5969. 2 play WPU
5970. 3 play WPU
5971. 4 play W+4
5972. 0 play W+4
5973. 1 play WPU
5974. 2 play G4
5975. 3 play G0
5976. 4 play W
5977. 0 play WPU
5978. 1 play GR
5979. 2 play WDT
5980. 3 play W
5981. 4 play W
5982. 0 play W+4
5983. 1 play GS
5984. 2 play G8
5985. 3 play WPU
5986. 4 play WDT
5987. 0 play WPU
5988. 1 play G5
5989. 2 play G1
5990. 3 play W+4
5991. 4 play W+4
5992. 0 play W+4
5993. 1 play G3
5994. 2 play G+2
5995. 3 play WDT
5996. 4 play W+4
5997. 0 play W+4
5998. 1 play G4
5999. 2 play W
6000. 3 play G1
6001. 4 play WDT
6002. 0 play W
6003. 1 play G3
6004. 2 play WPU
6005. 3 play WDT
6006. 4 play W
6007. 0 play W+4
6008. 1 play WPU
6009. 2 play WDT
6010. 3 play WDT
6011. 4 play WDT
6012. 0 play W
6013. 1 play W
6014. 2 play WDT
6015. 3 play W
6016. 4 play WDT
6017. 0 take
6018. 1 play G8
6019. 2 play W+4 blue
6020. 3 challenge
6021. 3 play B1
6022. 4 play B5
6023. 0 play WPU
6024. 1 play W
6025. 2 play WDT
6026. 3 play B3
6027. 4 play B8
6028. 0 play BR
6029. 1 play W
6030. 2 play W+4
6031. 3 play B5
6032. 4 play BR
6033. 0 play B0
6034. 1 play W
6035. 2 play BPT
6036. 3 play B8
6037. 4 play B4
6038. 0 play BPT
6039. 1 play B7
6040. 2 take
6041. 3 play B1
6042. 4 play B4
6043. 0 play WPU
6044. 1 play W
6045. 2 play G2
6046. 3 play WPU
6047. 4 play W+4
6048. 0 play W+4
6049. 1 play GR
6050. 2 play W
6051. 3 play W
6052. 4 play W
6053. 0 play G7
6054. 1 take
6055. 2 play W blue
6056. 3 play BS
6057. 0 play GS
6058. 2 play W green
6059. 3 draw
6060. 4 play W blue
6061. 0 play BPT
6062. 0 point 1
6063. 1 point 4
6064. 3 point 4
6065. 4 point 1
6066. 2 point 1
6067. 1 play YPT
6068. 0 point 4
6069. 2 point 3
6070. 4 point 1
6071. 1 point 2
6072. 3 point 0
6073. 2 play YS
6074. 4 play Y0
6075. 0 play W+4 blue
6076. 1 challenge
6077. 1 play B1
6078. 2 play W+4 green
6079. 3 challenge
6080. 3 play W+4 green
6081. 4 accept
6082. 0 play W+4 green
6083. 1 challenge
6084. 1 play GR
6085. 0 play G9
6086. 4 play GPT
6087. 2 point 1
6088. 1 point 2
6089. 4 point 3
6090. 3 point 1
6091. 0 point 3
6092. 3 play W+4 red
6093. 2 challenge
6094. 2 play RS
6095. 0 play R0
6096. 4 play Y0
6097. 3 draw
6098. 2 play YR
6099. 3 draw
6100. 3 play W+4 red
6101. 4 challenge
6102. 0 play WPU
6103. 1 play RS
6104. 2 play W
6105. 3 play R7
6106. 4 play R0
6107. 0 play R1
6108. 1 play WPU
6109. 2 play R8
6110. 3 play R3
6111. 4 play W
6112. 0 play WPU
6113. 1 play R1
6114. 2 play R6
6115. 3 play RS
6116. 4 play RPT
6117. 0 play R6
6118. 1 play R+2
6119. 2 play W
6120. 3 take
6121. 4 pass
6122. 0 play WPU
6123. 1 play RPT
6124. 2 play R5
6125. 3 play R1
6126. 4 take
6127. 0 play R3
6128. 1 play RPT
6129. 1 point 3
6130. 2 point 3
6131. 4 point 0
6132. 3 point 2
6133. 0 point 2
6134. 2 play BPT
6135. 1 point 3
6136. 2 point 1
6137. 4 point 0
6138. 3 point 2
6139. 0 point 4
6140. 3 play GPT
6141. 3 point 4
6142. 2 point 1
6143. 0 point 3
6144. 4 point 0
6145. 1 point 0
6146. 4 play RPT
6147. 2 point 3
6148. 0 point 2
6149. 3 point 0
6150. 1 point 4
6151. 4 point 0
6152. 0 play W+4 blue
6153. 1 accept
6154. 2 play B0
6155. 3 play R0
6156. 4 play WPU
6157. 0 play WPU
6158. 1 play RR
6159. 2 play RPT
6160. 3 play RS
6161. 4 play R5
6162. 0 play W+4
6163. 1 play WPU
6164. 2 play R3
6165. 3 play R7
6166. 4 play R1
6167. 0 play WPU
6168. 1 play W
6169. 2 play WPU
6170. 3 play RS
6171. 4 take
6172. 0 play W yellow
6173. 1 play WPU
6174. 2 play WPU
6175. 3 play B6
6176. 4 play BPT
6177. 0 play B+2
6178. 1 play W
6179. 2 play B7
6180. 3 play BS
6181. 4 play B3
6182. 0 play WPU
6183. 1 play W
6184. 2 play BR
6185. 3 play B+2
6186. 4 play B2
6187. 0 play B1
6188. 1 play W+4
6189. 2 play B3
6190. 3 play W
6191. 4 play WPU
6192. 0 play W+4
6193. 1 play W+4
6194. 2 play BPT
6195. 3 play B6
6196. 4 play W
6197. 0 play WPU
6198. 1 play W
6199. 2 play B4
6200. 3 play W+4
6201. 4 play W+4
6202. 0 play WPU
6203. 1 take
6204. 2 play BS
6205. 4 play B2
6206. 0 play B9
6207. 1 play B6
6208. 2 play B8
6209. 2 play B8
6210. 3 play WPU
6211. 4 play WPU
6212. 0 play W
6213. 1 play B3
6214. 2 play B7
6215. 3 play WPU
6216. 4 play WPU
6217. 0 play B4
6218. 1 play B0
6219. 2 play W+4
6220. 3 play W
6221. 4 play WPU
6222. 0 play W
6223. 1 play WPU
6224. 2 play B5
6225. 3 play B5
6226. 4 take
6227. 0 play WDT green 3,4
6228. 1 play W yellow
6229. 2 play Y1
6230. 3 play W yellow
6231. 4 play Y2
6232. 4 play Y2
6233. 0 play WDT yellow 1,4
6234. 1 play Y7
6235. 2 play R7
6236. 3 play R1
6237. 4 play R0
6238. 0 play R9
6239. 1 play R5
6240. 2 play R+2
6241. 4 play RPT
6242. 2 point 0
6243. 4 point 2
6244. 1 point 2
6245. 0 point 3
6246. 3 point 2
6247. 0 play GPT
6248. 4 point 2
6249. 2 point 3
6250. 1 point 2
6251. 3 point 0
6252. 0 point 4
6253. 1 play W+4 yellow
6254. 2 challenge
6255. 2 play WDT blue 1,3
6256. 3 play B9
6257. 4 play B3
6258. 1 play B3
6259. 2 play BR
6260. 1 play BS
6261. 4 play RS
6262. 2 play R7
6263. 1 play RPT
6264. 3 point 1
6265. 2 point 1
6266. 0 point 2
6267. 4 point 0
6268. 1 point 4
6269. 0 play W blue
6270. 4 play B2
6271. 3 play B8
6272. 2 play B6
6273. 1 play B2
6274. 0 play WDT blue 0,3
6275. 4 play B4
6276. 1 play B4
6277. 0 play Y4
6278. 4 play YPT
6279. 0 point 2
6280. 1 point 4
6281. 2 point 1
6282. 4 point 2
6283. 3 point 0
6284. 3 play WPU
6285. 2 play B8
6286. 1 play BR
6287. 0 play B1
6288. 4 play B0
6289. 3 play BPT
6290. 2 play W
6291. 1 play W
6292. 0 play WDT
6293. 4 play WPU
6294. 3 play BPT
6295. 2 play WDT
6296. 1 play B6
6297. 0 play W+4
6298. 4 play WPU
6299. 3 take
6300. 2 play BS
6301. 0 play W+4 yellow
6302. 4 accept
6303. 3 play W+4 blue
6304. 2 accept
6305. 1 play WPU
6306. 0 play W+4
6307. 4 play R7
6308. 3 play R8
6309. 2 play W
6310. 1 play RR
6311. 0 play W+4
6312. 4 play R5
6313. 3 play R+2
6314. 2 play WDT
6315. 1 play WPU
6316. 0 play WDT
6317. 4 play R9
6318. 3 play WPU
6319. 2 play W+4
6320. 1 play R9
6321. 0 play R2
6322. 4 play RR
6323. 3 play R0
6324. 2 take
6325. 1 play W+4 green
6326. 0 challenge
6327. 0 play WDT red 3,4
6328. 4 play RS
6329. 2 play RR
6330. 3 play R3
6331. 4 play R3
6332. 0 play W yellow
6333. 1 play Y2
6334. 2 play R2
6335. 3 play WDT blue 0,4
6336. 4 play B7
6337. 0 play G7
6338. 1 play G2
6339. 2 draw
6340. 3 play WPU
6341. 4 play W
6342. 0 play B9
6343. 1 play WDT
6344. 2 play WPU
6345. 3 play W
6346. 4 play W+4
6347. 0 play W
6348. 1 play B1
6349. 2 play WDT
6350. 3 play B6
6351. 4 play B8
6352. 0 play WDT
6353. 1 play BPT
6354. 2 play B9
6355. 3 play BR
6356. 4 play WPU
6357. 0 play W
6358. 1 play WPU
6359. 2 play W+4
6360. 3 play BPT
6361. 4 play W+4
6362. 0 play W
6363. 1 play B6
6364. 2 play BR
6365. 3 play W
6366. 4 play WPU
6367. 0 play WDT
6368. 1 play B4
6369. 2 play W+4
6370. 3 play B1
6371. 4 play B5
6372. 0 play WDT
6373. 1 play BPT
6374. 2 play WDT
6375. 3 play B0
6376. 4 play B5
6377. 0 play W
6378. 1 play WPU
6379. 2 play W+4
6380. 3 play BPT
6381. 4 play B2
6382. 0 play W+4
6383. 1 play B7
6384. 2 play W
6385. 3 play B4
6386. 4 play WPU
6387. 0 play W
6388. 1 play W
6389. 2 play BS
6390. 3 play B8
6391. 4 play W
6392. 0 play WDT
6393. 1 play W
6394. 2 play B3
6395. 3 play WDT
6396. 4 play W
6397. 0 play WDT
6398. 1 play WPU
6399. 2 play WPU
6400. 3 take
6401. 4 play W green
6402. 0 play WDT green 0,3
6403. 1 play GR
6404. 0 play GR
6405. 1 play W yellow
6406. 2 draw
6407. 3 play WDT red 3,4
6408. 4 play RPT
6409. 4 point 2
6410. 1 point 4
6411. 3 point 2
6412. 2 point 3
6413. 0 point 3
6414. 0 play R2
6415. 1 play R1
6416. 2 play R8
6417. 1 play R8
6418. 2 play R+2
6419. 4 play R1
6420. 0 play Y1
6421. 1 play Y4
6422. 0 play Y4
6423. 1 play W+4 red
6424. 2 accept
6425. 3 play W blue
6426. 4 play WPU
6427. 0 take
6428. 1 play B+2
6429. 3 play BPT
6430. 4 point 0
6431. 3 point 1
6432. 1 point 2
6433. 2 point 3
6434. 0 point 4
6435. 4 play YPT
6436. 4 point 2
6437. 3 point 1
6438. 2 point 4
6439. 1 point 4
6440. 0 point 2
6441. 0 play YS
6442. 2 play Y2
6443. 3 play W+4 red
6444. 4 challenge
6445. 4 play WPU
6446. 0 play R4
6447. 1 play RPT
6448. 2 play R7
6449. 3 play RPT
6450. 4 play R3
6451. 0 play R5
6452. 1 play WDT
6453. 2 play R9
6454. 3 play R1
6455. 4 take
6456. 0 play R4
6457. 1 play RS
6458. 3 play R3
6459. 4 play R4
6460. 0 play R+2
6461. 2 play R5
6462. 3 play RR
6463. 2 play WPU
6464. 1 play W+4
6465. 0 play W
6466. 4 play WPU
6467. 3 play W+4
6468. 2 play R9
6469. 1 play W
6470. 0 play WDT
6471. 4 play WDT
6472. 3 play W+4
6473. 2 play R2
6474. 1 play W+4
6475. 0 play RPT
6476. 4 play W
6477. 3 play R6
6478. 2 play WPU
6479. 1 play R+2
6480. 0 take
6481. 4 play R5
6482. 3 play WPU
6483. 2 play W+4
6484. 1 play Y2
6485. 0 play WDT
6486. 4 play YR
6487. 3 play WDT
6488. 2 play WDT
6489. 1 play Y1
6490. 0 play Y+2
6491. 4 play YR
6492. 3 play WPU
6493. 2 play W+4
6494. 1 play Y1
6495. 0 play WDT
6496. 4 play Y9
6497. 3 play Y4
6498. 2 play WDT
6499. 1 take
6500. 0 play W green
6501. 4 play GPT
6502. 4 point 2
6503. 2 point 0
6504. 0 point 1
6505. 3 point 0
6506. 1 point 3
6507. 3 play WDT red 0,3
6508. 2 play R7
6509. 1 play WDT blue 1,3
6510. 0 play B7
6511. 4 play R7
6512. 3 play W yellow
6513. 2 play W+4 green
6514. 1 challenge
6515. 0 play W blue
6516. 4 draw
6517. 3 play B3
6518. 2 play B2
6519. 1 play W yellow
6520. 0 play Y4
6521. 1 play Y4
6522. 0 play Y8
6523. 0 play Y8
6524. 4 play Y9
6525. 3 play W+4 blue
6526. 2 challenge
6527. 2 play W+4 blue
6528. 1 accept
6529. 0 play WPU
6530. 4 take
6531. 3 play BR
6532. 4 play B2
6533. 0 play W red
6534. 1 play R2
6535. 2 play RS
6536. 4 play R9
6537. 0 play R6
6538. 1 play R5
6539. 1 play R5
6540. 2 play R0
6541. 3 play RS
6542. 0 play BS
6543. 2 play GS
6544. 4 play YS
6545. 1 play W+4 yellow
6546. 2 challenge
6547. 2 draw
6548. 3 play WDT blue 0,4
6549. 4 draw
6550. 4 play B2
6551. 0 play W+4 red
6552. 1 accept
6553. 2 play RR
6554. 1 play R2
6555. 0 draw
6556. 0 play R5
6557. 4 play Y5
6558. 3 play WDT green 2,4
6559. 2 play GPT
6560. 4 point 2
6561. 3 point 4
6562. 2 point 1
6563. 0 point 2
6564. 1 point 4
6565. 1 play YPT
6566. 3 point 2
6567. 2 point 1
6568. 4 point 2
6569. 1 point 0
6570. 0 point 2
6571. 0 play RPT
6572. 0 point 4
6573. 4 point 2
6574. 3 point 1
6575. 2 point 1
6576. 1 point 4
6577. 4 play R3
6578. 3 play R5
6579. 2 play R0
6580. 1 play R8
6581. 0 play G8
6582. 4 play G7
6583. 3 play B7
6584. 3 play B7
6585. 2 play BS
6586. 0 play GS
6587. 3 play RS
6588. 1 play R7
6589. 0 play R8
6590. 4 play RPT
6591. 3 point 2
6592. 2 point 4
6593. 1 point 3
6594. 0 point 2
6595. 4 point 2
6596. 3 play W+4 red
6597. 2 accept
6598. 1 play W+4 blue
6599. 0 accept
6600. 4 play WDT yellow 1,2
6601. 3 play Y8
6602. 2 play Y5
6603. 1 play YS
6604. 4 play YPT
6605. 3 point 1
6606. 1 point 0
6607. 4 point 0
6608. 0 point 1
6609. 2 point 0
6610. 3 play W+4 red
6611. 2 accept
6612. 1 play WPU
6613. 0 play RPT
6614. 4 play R1
6615. 3 play R4
6616. 2 play R7
6617. 1 play R9
6618. 0 play R+2
6619. 4 play R7
6620. 3 play R8
6621. 2 play R5
6622. 1 play RS
6623. 0 play R9
6624. 4 play W+4
6625. 3 play R+2
6626. 2 play RPT
6627. 1 play WPU
6628. 0 play R3
6629. 4 play R2
6630. 3 play R4
6631. 2 play R5
6632. 1 play WDT
6633. 0 play WPU
6634. 4 play R1
6635. 3 play R6
6636. 2 play W+4
6637. 1 play WDT
6638. 0 play WDT
6639. 4 play RPT
6640. 3 play W+4
6641. 2 play RR
6642. 1 play RPT
6643. 0 play W+4
6644. 4 take
6645. 3 play R6
6646. 2 play W+4 blue
6647. 1 accept
6648. 0 play B7
6649. 4 play B2
6650. 3 play B3
6651. 2 play BS
6652. 0 play W+4 blue
6653. 4 challenge
6654. 4 play W+4 red
6655. 3 challenge
6656. 3 play WDT blue 2,4
6657. 2 play B7
6658. 1 play W red
6659. 0 play R2
6660. 4 play RPT
6661. 3 point 4
6662. 4 point 3
6663. 1 point 2
6664. 0 point 2
6665. 2 point 0
6666. 3 play BPT
6667. 0 point 1
6668. 4 point 3
6669. 1 point 2
6670. 2 point 0
6671. 3 point 4
6672. 2 play GPT
6673. 3 point 1
6674. 1 point 4
6675. 0 point 2
6676. 2 point 0
6677. 4 point 2
6678. 1 play W+4 green
6679. 0 accept
6680. 4 play G6
6681. 3 play G2
6682. 2 play G9
6683. 1 play G7
6684. 0 play GPT
6685. 0 point 4
6686. 4 point 2
6687. 1 point 2
6688. 3 point 4
6689. 2 point 1
6690. 4 play G6
6691. 3 play GR
6692. 4 play G7
6693. 2 play G7
6694. 3 play G9
6695. 4 play G9
6696. 0 play G8
6697. 1 play R8
6698. 4 play R8
6699. 0 play Y8
6700. 1 play Y8
6701. 2 play YPT
6702. 3 point 1
6703. 0 point 3
6704. 4 point 2
6705. 1 point 0
6706. 2 point 1
6707. 3 play WDT green 1,4
6708. 4 play GPT
6709. 3 point 1
6710. 1 point 0
6711. 0 point 2
6712. 2 point 4
6713. 4 point 2
6714. 0 play G0
6715. 1 play WPU
6716. 2 play G9
6717. 3 play G6
6718. 4 play G2
6719. 0 play W+4
6720. 1 play G8
6721. 2 play G7
6722. 3 play W
6723. 4 play WPU
6724. 0 play GS
6725. 1 play WDT
6726. 2 play GR
6727. 3 play WDT
6728. 4 play WPU
6729. 0 play G5
6730. 1 play WDT
6731. 2 play W+4
6732. 3 play W
6733. 4 play WDT
6734. 0 play G9
6735. 1 play G2
6736. 2 play W+4
6737. 3 play WDT
6738. 4 play WDT
6739. 0 play G4
6740. 1 play G7
6741. 2 play GPT
6742. 3 play W
6743. 4 play W+4
6744. 0 play W+4
6745. 1 play W
6746. 2 take
6747. 3 play W green
6748. 4 play WDT yellow 0,2
6749. 0 play YPT
6750. 1 point 4
6751. 2 point 0
6752. 3 point 0
6753. 0 point 3
6754. 4 point 0
6755. 1 play Y+2
6756. 3 play YS
6757. 0 play WDT red 0,3
6758. 1 play R3
6759. 2 play WDT yellow 0,1
6760. 3 play WPU
6761. 4 play R2
6762. 0 play R8
6763. 1 play R8
6764. 2 play R0
6765. 3 play W
6766. 4 play R3
6767. 0 play WDT
6768. 1 play RR
6769. 2 play WPU
6770. 3 play W
6771. 4 play R+2
6772. 0 play R2
6773. 1 play R6
6774. 2 play RS
6775. 3 play WPU
6776. 4 play WDT
6777. 0 take
6778. 1 play W green
6779. 2 play GR
6780. 1 play WDT red 1,3
6781. 0 play RS
6782. 3 play RPT
6783. 3 point 4
6784. 2 point 3
6785. 4 point 2
6786. 1 point 4
6787. 0 point 1
6788. 2 play W+4 green
6789. 1 accept
6790. 0 play G0
6791. 4 play WDT yellow 0,3
6792. 3 play Y+2
6793. 1 play YPT
6794. 0 point 1
6795. 4 point 1
6796. 3 point 1
6797. 1 point 0
6798. 2 point 1
6799. 0 play Y+2
6800. 3 play W green
6801. 2 play G8
6802. 1 play W+4 red
6803. 0 accept
6804. 4 play R7
6805. 4 play R7
6806. 3 play W blue
6807. 2 play B7
6808. 0 play B7
6809. 4 play Y7
6810. 4 play Y7
6811. 3 play Y4
6812. 2 play WPU
6813. 1 play W+4
6814. 0 play W
6815. 4 play RR
6816. 3 play W
6817. 2 play W
6818. 1 play WDT
6819. 0 play W
6820. 4 play R4
6821. 3 play W
6822. 2 play W+4
6823. 1 play WDT
6824. 0 play RR
6825. 4 play R9
6826. 3 play W
6827. 2 play W+4
6828. 1 play RPT
6829. 0 play R2
6830. 4 play RPT
6831. 3 play WPU
6832. 2 play W
6833. 1 play W
6834. 0 play R2
6835. 4 play RS
6836. 3 play WPU
6837. 2 play WPU
6838. 1 play WDT
6839. 0 play R8
6840. 4 play R4
6841. 3 play W
6842. 2 play RS
6843. 1 play WDT
6844. 0 play R8
6845. 4 play WDT
6846. 3 play WPU
6847. 2 play W
6848. 1 play W+4
6849. 0 play R+2
6850. 4 play R6
6851. 3 play WPU
6852. 2 play W
6853. 1 play W+4
6854. 0 play R6
6855. 4 play RPT
6856. 3 play W
6857. 2 play W+4
6858. 1 take
6859. 0 play R3
6860. 4 play R5
6861. 4 play R5
6862. 3 play WPU
6863. 2 play WDT
6864. 1 play W
6865. 0 play WDT
6866. 4 play W+4
6867. 3 play B3
6868. 2 play WDT
6869. 1 play W+4
6870. 0 play WDT
6871. 4 play W+4
6872. 3 play B6
6873. 2 play WDT
6874. 1 play WDT
6875. 0 play WPU
6876. 4 play W+4
6877. 3 play B4
6878. 2 play W+4
6879. 1 play W
6880. 0 play B3
6881. 4 play W+4
6882. 3 play B9
6883. 2 play BPT
6884. 1 play W+4
6885. 0 play B2
6886. 4 play BS
6887. 3 play B5
6888. 2 play BR
6889. 1 play W
6890. 0 play W
6891. 4 take
6892. 3 play B6
6893. 2 play WDT green 0,4
6894. 1 play G0
6895. 0 play GS
6896. 3 play BS
6897. 1 play B+2
6898. 4 play B3
6899. 3 play B1
6900. 2 play WDT red 0,4
6901. 1 play R4
6902. 0 play G4
6903. 4 draw
6904. 3 play W yellow
6905. 2 play YS
6906. 0 play Y6
6907. 4 play B6
6908. 3 play B+2
6909. 1 play WDT green 0,1
6910. 0 play G1
6911. 4 play WPU
6912. 3 play W
6913. 2 play W
6914. 1 play W
6915. 0 play WPU
6916. 4 play B2
6917. 3 play BR
6918. 2 take
6919. 1 play W+4 green
6920. 0 accept
6921. 4 play WDT blue 2,4
6922. 3 play B1
6923. 2 play WPU
6924. 1 play W+4
6925. 0 play G8
6926. 4 play W+4
6927. 3 play WPU
6928. 2 play G7
6929. 1 play G6
6930. 0 play G8
6931. 4 play WDT
6932. 3 play GPT
6933. 2 play GPT
6934. 1 play GR
6935. 0 play G1
6936. 4 play W
6937. 3 play WPU
6938. 2 play GPT
6939. 1 play G4
6940. 0 play G+2
6941. 4 play W+4
6942. 3 take
6943. 2 play G9
6944. 1 play WDT green 0,3
6945. 0 play G5
6946. 4 play B5
6947. 3 play BPT
6948. 0 point 3
6949. 2 point 1
6950. 4 point 2
6951. 1 point 4
6952. 3 point 0
6953. 2 play BR
6954. 3 draw
6955. 3 play B1
6956. 4 play B9
6957. 3 play B9
6958. 4 play WDT red 0,2
6959. 0 play R7
6960. 1 play WPU
6961. 2 play R4
6962. 3 play W+4
6963. 4 play R+2
6964. 0 play WPU
6965. 1 play WDT
6966. 2 play W
6967. 3 play W+4
6968. 4 play W+4
6969. 0 play R5
6970. 1 play R2
6971. 2 play W
6972. 3 play W+4
6973. 4 play R1
6974. 0 play R3
6975. 1 play W
6976. 2 play W
6977. 3 play WPU
6978. 4 play W
6979. 0 play WPU
6980. 1 play R8
6981. 2 take
6982. 3 play WDT green 0,4
6983. 4 play W green
6984. 0 play G3
6985. 1 play WDT green 1,2
6986. 2 play G6
6987. 3 play G7
6988. 4 play Y7
6989. 0 play YS
6990. 2 play Y4
6991. 3 play W red
6992. 4 play W green
6993. 0 play G3
6994. 1 play WPU
6995. 2 play R3
6996. 3 play WPU
6997. 4 play W
6998. 0 play R0
6999. 1 play R9
7000. 2 play R8
7001. 3 take
7002. 4 play RPT
7003. 4 point 2
7004. 2 point 3
7005. 0 point 1
7006. 1 point 4
7007. 3 point 1
7008. 0 draw
7009. 0 play WDT yellow 0,1
7010. 1 play Y1
7011. 2 draw
7012. 1 play Y1
7013. 2 play WPU
7014. 3 play B6
7015. 4 play B6
7016. 0 play B3
7017. 1 play W
7018. 2 play W
7019. 3 play B4
7020. 4 play B4
7021. 0 take
7022. 1 play B+2
7023. 3 play G+2
7024. 0 play W green
7025. 1 play W+4 blue
7026. 2 accept
7027. 3 play WDT blue 0,1
7028. 4 play B3
7029. 0 play B4
7030. 0 play B4
7031. 1 play WPU
7032. 2 play G2
7033. 3 play G6
7034. 4 play W+4
7035. 0 play W
7036. 1 play W+4
7037. 2 play W+4
7038. 3 play GPT
7039. 4 play WDT
7040. 0 play G+2
7041. 1 play WPU
7042. 2 play G2
7043. 3 play G8
7044. 4 play W+4
7045. 0 play W+4
7046. 1 play WDT
7047. 2 play WPU
7048. 3 play WPU
7049. 4 play W+4
7050. 0 take
7051. 1 play GS
7052. 3 play G4
7053. 4 play W+4 yellow
7054. 0 challenge
7055. 0 play Y5
7056. 1 play YR
7057. 0 play WDT red 0,2
7058. 4 play R1
7059. 3 play R8
7060. 2 play W green
7061. 1 play G0
7062. 0 play WPU
7063. 4 play WDT
7064. 3 play G1
7065. 2 play G7
7066. 1 play GPT
7067. 0 play G2
7068. 4 play WDT
7069. 3 play GR
7070. 2 play WPU
7071. 1 play WPU
7072. 0 play G6
7073. 4 play W
7074. 3 play G1
7075. 2 play GS
7076. 1 play W
7077. 0 play W
7078. 4 play G7
7079. 3 play GPT
7080. 2 play G5
7081. 1 play WDT
7082. 0 play G+2
7083. 4 play WDT
7084. 3 play G8
7085. 2 play G5
7086. 1 play W
7087. 0 play W+4
7088. 4 play WPU
7089. 3 play GPT
7090. 2 play W+4
7091. 1 play W
7092. 0 play WDT
7093. 4 play W+4
7094. 3 play W
7095. 2 play WPU
7096. 1 play W
7097. 0 play WPU
7098. 4 take
7099. 3 draw
7100. 3 play W yellow
7101. 2 play WPU
7102. 1 play W
7103. 0 play G2
7104. 4 play W+4
7105. 3 take
7106. 2 play G9
7107. 1 play Y9
7108. 0 play G9
7109. 4 play GPT
7110. 3 point 1
7111. 1 point 4
7112. 4 point 1
7113. 0 point 1
7114. 2 point 0
7115. 3 play BPT
7116. 2 point 3
7117. 4 point 2
7118. 1 point 2
7119. 3 point 1
7120. 0 point 1
7121. 2 play WDT blue 1,4
7122. 1 play WDT green 1,3
7123. 0 play W+4 yellow
7124. 4 challenge
7125. 4 play WPU
7126. 3 play WPU
7127. 2 play W
7128. 1 play YS
7129. 0 play W+4
7130. 4 play Y0
7131. 3 play W
7132. 2 play W
7133. 1 play Y+2
7134. 0 play Y8
7135. 4 play Y6
7136. 3 play W+4
7137. 2 play YPT
7138. 1 play WPU
7139. 0 play Y6
7140. 4 play W+4
7141. 3 play W
7142. 2 play YS
7143. 1 play YR
7144. 0 play W+4
7145. 4 play W
7146. 3 play Y4
7147. 2 play WDT
7148. 1 play Y2
7149. 0 play W+4
7150. 4 play W
7151. 3 take
7152. 2 play W blue
7153. 1 play B+2
7154. 4 play W red
7155. 3 play R0
7156. 2 play R+2
7157. 0 play Y+2
7158. 3 play Y0
7159. 2 play W+4 red
7160. 1 accept
7161. 0 play WPU
7162. 4 play Y5
7163. 3 play YS
7164. 2 play Y4
7165. 1 play Y2
7166. 0 play W+4
7167. 4 play WPU
7168. 3 play YS
7169. 2 play Y7
7170. 1 play WDT
7171. 0 play WPU
7172. 4 play W+4
7173. 3 play W
7174. 2 play WDT
7175. 1 play Y9
7176. 0 play WPU
7177. 4 play WDT
7178. 3 play YPT
7179. 2 play W+4
7180. 1 play W+4
7181. 0 play Y7
7182. 4 play YPT
7183. 3 play Y8
7184. 2 take
7185. 1 play W green
7186. 0 play G4
7187. 4 play G3
7188. 3 play WDT blue 3,4
7189. 2 play B2
7190. 3 play B2
7191. 2 play BS
7192. 0 play B3
7193. 4 play WDT red 0,4
7194. 3 play W+4 yellow
7195. 2 accept
7196. 1 draw
7197. 1 play WDT red 3,4
7198. 0 play WDT red 1,3
7199. 4 play WPU
7200. 3 play Y+2
7201. 2 play W
7202. 1 take
7203. 0 draw
7204. 0 play Y5
7205. 4 play G5
7206. 3 play G9
7207. 2 play Y9
7208. 1 play W red
7209. 0 draw
7210. 0 pass
7211. 4 play WDT red 0,4
7212. 3 play RPT
7213. 2 point 4
7214. 4 point 1
7215. 0 point 4
7216. 3 point 4
7217. 1 point 4
7218. 2 play R2
7219. 1 play R8
7220. 4 play R8
7221. 3 play B8
7222. 2 play W blue
7223. 1 play B+2
7224. 4 play BPT
7225. 2 point 4
7226. 1 point 2
7227. 4 point 3
7228. 0 point 1
7229. 3 point 0
7230. 3 play B4
7231. 2 play W+4 yellow
7232. 1 accept
7233. 0 play W+4 blue
7234. 4 accept
7235. 3 play B2
7236. 2 play W+4 red
7237. 1 challenge
7238. 1 play WDT yellow 1,4
7239. 0 play WPU
7240. 4 play B7
7241. 3 play B8
7242. 2 play W+4
7243. 1 play B4
7244. 0 play BR
7245. 4 play BPT
7246. 3 play W+4
7247. 2 play BPT
7248. 1 play WDT
7249. 0 play WDT
7250. 4 play WDT
7251. 3 play W
7252. 2 play WDT
7253. 1 play W
7254. 0 play B9
7255. 4 play BR
7256. 3 play WPU
7257. 2 play W+4
7258. 1 play W+4
7259. 0 play B3
7260. 4 play B3
7261. 3 play B5
7262. 2 play B5
7263. 1 play BS
7264. 0 play B6
7265. 4 play BS
7266. 3 play WPU
7267. 2 play B9
7268. 1 take
7269. 0 play B6
7270. 4 play WPU
7271. 3 play W+4
7272. 2 play Y7
7273. 1 play W+4
7274. 0 take
7275. 4 draw
7276. 3 play Y1
7277. 2 play YS
7278. 0 play Y9
7279. 4 play WDT yellow 0,4
7280. 3 play W red
7281. 2 play WDT yellow 3,4
7282. 1 play W red
7283. 0 play W+4 red
7284. 4 challenge
7285. 4 play R9
7286. 3 play W red
7287. 2 play W green
7288. 1 play GPT
7289. 2 point 3
7290. 4 point 1
7291. 0 point 3
7292. 1 point 4
7293. 3 point 4
7294. 0 play G8
7295. 4 play G7
7296. 3 play G3
7297. 2 play G3
7298. 1 play W+4 blue
7299. 0 challenge
7300. 0 play W+4 yellow
7301. 4 challenge
7302. 4 play Y3
7303. 3 play Y2
7304. 2 play WPU
7305. 1 play B4
7306. 0 play W+4
7307. 4 play B8
7308. 3 play B0
7309. 2 play WPU
7310. 1 play B6
7311. 0 play WDT
7312. 4 play WDT
7313. 3 play BPT
7314. 2 play WPU
7315. 1 play B7
7316. 0 play B2
7317. 4 play B7
7318. 3 play W+4
7319. 2 play WPU
7320. 1 play B5
7321. 0 play B2
7322. 4 play W+4
7323. 3 play W+4
7324. 2 play WDT
7325. 1 play WPU
7326. 0 take
7327. 4 play B1
7328. 3 play W yellow
7329. 2 play Y5
7330. 1 play G5
7331. 0 play W+4 red
7332. 4 accept
7333. 3 draw
7334. 2 play R4
7335. 1 play R7
7336. 0 play Y7
7337. 4 play Y+2
7338. 2 play Y1
7339. 1 play Y+2
7340. 4 play WPU
7341. 3 play Y6
7342. 2 play Y0
7343. 1 play W
7344. 0 play Y1
7345. 4 play YPT
7346. 3 play Y4
7347. 2 play Y2
7348. 1 play WPU
7349. 0 play Y9
7350. 4 play Y3
7351. 3 play YR
7352. 2 play Y8
7353. 1 play W+4
7354. 0 play WPU
7355. 4 play Y8
7356. 3 play Y6
7357. 2 play Y9
7358. 1 play WPU
7359. 0 play W+4
7360. 4 play WDT
7361. 3 play W
7362. 2 play Y4
7363. 1 play WDT
7364. 0 play WPU
7365. 4 play WDT
7366. 3 play W+4
7367. 2 play YPT
7368. 1 play W
7369. 0 play WPU
7370. 4 play WPU
7371. 3 play W
7372. 2 play Y7
7373. 1 play YR
7374. 0 play W+4
7375. 4 play W
7376. 3 play W
7377. 2 play YPT
7378. 1 play WDT
7379. 0 play W+4
7380. 4 play WPU
7381. 3 play WDT
7382. 2 play Y5
7383. 1 play W
7384. 0 play YS
7385. 4 play YPT
7386. 3 play WPU
7387. 2 play YS
7388. 1 play W+4
7389. 0 play WDT
7390. 4 play W
7391. 3 play Y2
7392. 2 take
7393. 1 play W yellow
7394. 0 play W green
7395. 4 play G5
7396. 3 play G2
7397. 2 play W+4 red
7398. 1 challenge
7399. 1 play R2
7400. 0 play WPU
7401. 4 play G7
7402. 3 take
7403. 2 play W yellow
7404. 1 play W+4 blue
7405. 0 challenge
7406. 0 play WDT green 2,3
7407. 4 play GR
7408. 0 play WDT yellow 1,4
7409. 1 play W+4 yellow
7410. 2 accept
7411. 3 draw
7412. 4 play W yellow
7413. 0 play W+4 red
7414. 1 accept
7415. 2 play R4
7416. 3 play R3
7417. 4 play R8
7418. 0 play WPU
7419. 1 play GPT
7420. 2 play G5
7421. 3 play G7
7422. 4 play WPU
7423. 0 play WDT
7424. 1 play W
7425. 2 play GR
7426. 3 play G8
7427. 4 play GPT
7428. 0 play GPT
7429. 1 play WDT
7430. 2 play WDT
7431. 3 play G7
7432. 4 play G+2
7433. 0 play WDT
7434. 1 play G3
7435. 2 play W+4
7436. 3 take
7437. 4 play W red
7438. 0 play R0
7439. 1 play W+4 green
7440. 2 accept
7441. 3 draw
7442. 3 play W+4 red
7443. 4 challenge
7444. 4 play W red
7445. 0 play R+2
7446. 2 play W+4 red
7447. 3 accept
7448. 4 draw
7449. 4 play R0
7450. 0 play B0
7451. 1 play B3
7452. 2 play WDT green 0,1
7453. 3 play GPT
7454. 1 point 0
7455. 2 point 4
7456. 4 point 3
7457. 3 point 1
7458. 0 point 3
7459. 4 play G6
7460. 0 play G+2
7461. 2 play W green
7462. 3 play G8
7463. 4 play G2
7464. 0 play B2
7465. 1 play BPT
7466. 3 point 0
7467. 0 point 1
7468. 4 point 2
7469. 1 point 2
7470. 2 point 4
7471. 2 play W+4 green
7472. 3 accept
7473. 4 play W green
7474. 0 draw
7475. 0 play W green
7476. 1 play G9
7477. 2 play WPU
7478. 3 play G3
7479. 4 play GPT
7480. 0 take
7481. 1 play G2
7482. 2 play W+4 red
7483. 3 accept
7484. 4 play WPU
7485. 0 play G+2
7486. 1 play W+4
7487. 2 play GPT
7488. 3 play GR
7489. 4 play G8
7490. 0 play G3
7491. 1 play W+4
7492. 2 play W+4
7493. 3 play G+2
7494. 4 play GS
7495. 0 play GPT
7496. 1 play WDT
7497. 2 play G6
7498. 3 play GPT
7499. 4 play G6
7500. 0 take
7501. 1 play WDT blue 3,4
7502. 2 play W green
7503. 3 play G9
7504. 4 play G9
7505. 0 play GR
7506. 4 play G0
7507. 3 play W yellow
7508. 2 play Y4
7509. 1 play W red
7510. 0 play W+4 blue
7511. 4 accept
7512. 3 play WDT red 1,2
7513. 2 play WDT blue 0,1
7514. 1 play B9
7515. 0 play B7
7516. 4 play B+2
7517. 2 play B1
7518. 1 play BR
7519. 2 play YR
7520. 1 play RR
7521. 2 play GR
7522. 1 play BR
7523. 2 play WDT blue 0,3
7524. 3 play B4
7525. 4 play B1
7526. 0 play B5
7527. 1 play B+2
7528. 3 play W blue
7529. 4 play W+4 yellow
7530. 0 challenge
7531. 0 play Y7
7532. 1 play Y3
7533. 2 play W+4 blue
7534. 3 accept
7535. 4 play B+2
7536. 1 play R+2
7537. 3 play RPT
7538. 0 point 3
7539. 4 point 1
7540. 1 point 0
7541. 2 point 4
7542. 3 point 1
7543. 4 play W+4 yellow
7544. 0 challenge
7545. 0 play W+4 green
7546. 1 accept
7547. 2 play G3
7548. 3 play G7
7549. 3 play G7
7550. 4 play G9
7551. 0 play W+4 blue
7552. 1 challenge
7553. 1 play B0
7554. 2 play Y0
7555. 3 play Y1
7556. 4 play G1
7557. 0 play G8
7558. 1 play W+4 yellow
7559. 2 challenge
7560. 2 play Y4
7561. 4 play Y4
7562. 0 draw
7563. 1 play Y0
7564. 2 play W blue
7565. 3 play W+4 yellow
7566. 4 challenge
7567. 4 play Y+2
7568. 1 play B+2
7569. 3 play BPT
7570. 2 point 1
7571. 3 point 2
7572. 1 point 2
7573. 4 point 0
7574. 0 point 1
7575. 4 play W+4 blue
7576. 0 accept
7577. 1 play BS
7578. 3 play W yellow
7579. 4 play W+4 green
7580. 0 accept
7581. 1 play WPU
7582. 2 play W
7583. 3 play GR
7584. 4 play W+4
7585. 0 play WDT
7586. 1 play G1
7587. 2 play GS
7588. 3 play WDT
7589. 4 play WDT
7590. 0 play W
7591. 1 play G7
7592. 2 play W
7593. 3 play G8
7594. 4 play G1
7595. 0 play W
7596. 1 take
7597. 2 play W green
7598. 3 play WPU
7599. 4 play W
7600. 0 play G9
7601. 1 play G7
7602. 2 play G4
7603. 3 play G8
7604. 4 take
7605. 0 play W red
7606. 1 play RS
7607. 3 play R9
7608. 4 play WPU
7609. 0 play RR
7610. 1 play W
7611. 2 play WDT
7612. 3 play W
7613. 4 play RPT
7614. 0 play WDT
7615. 1 play W
7616. 2 play R9
7617. 3 play R2
7618. 4 play W
7619. 0 play W+4
7620. 1 play R6
7621. 2 play WDT
7622. 3 play WDT
7623. 4 play W
7624. 0 play W+4
7625. 1 play WDT
7626. 2 play WPU
7627. 3 play WDT
7628. 4 play R0
7629. 0 play W+4
7630. 1 play R8
7631. 2 play R1
7632. 3 play R4
7633. 4 take
7634. 0 play W+4 blue
7635. 1 accept
7636. 2 play B1
7637. 0 play B1
7638. 1 play WDT red 1,2
7639. 2 play WPU
7640. 3 play B4
7641. 4 play B6
7642. 0 play B8
7643. 1 play B5
7644. 2 play W
7645. 3 play B2
7646. 4 play W+4
7647. 0 play B2
7648. 1 play B9
7649. 2 play B+2
7650. 3 play BR
7651. 4 play W+4
7652. 0 play BPT
7653. 1 play BS
7654. 2 play W
7655. 3 play W
7656. 4 play WDT
7657. 0 play B0
7658. 1 play WDT
7659. 2 play WPU
7660. 3 play B7
7661. 4 play BR
7662. 0 play B4
7663. 1 play WPU
7664. 2 play W
7665. 3 play B5
7666. 4 play B9
7667. 0 play BPT
7668. 1 play W+4
7669. 2 play WPU
7670. 3 play W
7671. 4 play W
7672. 0 play WDT
7673. 1 play B+2
7674. 2 play WPU
7675. 3 play W
7676. 4 play WPU
7677. 0 play B3
7678. 1 play W+4
7679. 2 play WDT
7680. 3 play W+4
7681. 4 play W
7682. 0 play B6
7683. 1 play W
7684. 2 play WDT
7685. 3 play W
7686. 4 play WPU
7687. 0 play BPT
7688. 1 play B8
7689. 2 play WPU
7690. 3 play W+4
7691. 4 play W
7692. 0 play B7
7693. 1 play W
7694. 2 play WPU
7695. 3 play W+4
7696. 4 play W
7697. 0 play BS
7698. 1 play BPT
7699. 2 play WPU
7700. 3 play W+4
7701. 4 play WDT
7702. 0 play WDT
7703. 1 play B3
7704. 2 play W
7705. 3 play W+4
7706. 4 play W
7707. 0 play W+4
7708. 1 play W
7709. 2 take
7710. 3 play WPU
7711. 4 play W+4
7712. 0 take
7713. 1 draw
7714. 1 play WPU
7715. 2 play BR
7716. 3 play WPU
7717. 4 play WDT
7718. 0 play W+4
7719. 1 take
7720. 2 play W yellow
7721. 3 play Y7
7722. 2 play Y7
7723. 3 draw
7724. 3 play W yellow
7725. 4 play Y+2
7726. 1 play W+4 red
7727. 2 accept
7728. 3 play R8
7729. 4 play RS
7730. 1 play R+2
7731. 3 play R3
7732. 4 draw
7733. 4 play R+2
7734. 1 play R4
7735. 2 play W green
7736. 3 play GR
7737. 2 play W+4 green
7738. 1 challenge
7739. 1 play WDT green 1,2
7740. 0 play WDT blue 1,3
7741. 4 play WDT green 0,4
7742. 3 play G9
7743. 2 play W+4 yellow
7744. 1 accept
7745. 0 play Y4
7746. 4 play G4
7747. 2 play G4
7748. 1 draw
7749. 1 play W+4 blue
7750. 0 challenge
7751. 0 play WPU
7752. 4 play WDT
7753. 3 take
7754. 2 play B3
7755. 1 draw
7756. 1 play WPU
7757. 0 play B1
7758. 4 play WDT
7759. 3 play W+4
7760. 2 play B7
7761. 1 play WPU
7762. 0 play W+4
7763. 4 take
7764. 3 play WDT red 1,4
7765. 2 play WDT blue 1,4
7766. 1 play BR
7767. 2 play B7
7768. 4 play B7
7769. 0 play G7
7770. 1 play GR
7771. 0 play G2
7772. 4 play G9
7773. 3 play G5
7774. 2 play WPU
7775. 1 play G9
7776. 0 play GS
7777. 4 play G8
7778. 3 play G5
7779. 2 play W+4
7780. 1 play G1
7781. 0 play G3
7782. 4 play WPU
7783. 3 play GPT
7784. 2 play W+4
7785. 1 play GS
7786. 0 play GPT
7787. 4 play WDT
7788. 3 play G0
7789. 2 play WDT
7790. 1 play G1
7791. 0 play G+2
7792. 4 play W+4
7793. 3 play G2
7794. 2 play WDT
7795. 1 play W+4
7796. 0 play G6
7797. 4 play W+4
7798. 3 take
7799. 2 play W+4 yellow
7800. 1 accept
7801. 0 play Y7
7802. 4 draw
7803. 3 play WDT blue 1,2
7804. 2 play BS
7805. 0 draw
7806. 4 play B1
7807. 3 play WDT blue 0,3
7808. 2 play B1
7809. 1 play B7
7810. 4 play B7
7811. 3 play W+4 green
7812. 2 challenge
7813. 2 play W+4 yellow
7814. 1 challenge
7815. 1 play Y4
7816. 2 play Y4
7817. 1 play WDT red 0,1
7818. 0 play R3
7819. 4 play RPT
7820. 4 point 1
7821. 0 point 4
7822. 3 point 2
7823. 1 point 3
7824. 2 point 0
7825. 3 play WDT red 0,1
7826. 2 play WDT green 0,3
7827. 1 play G4
7828. 1 play G4
7829. 0 play W+4 red
7830. 4 accept
7831. 3 play R3
7832. 2 play R5
7833. 1 play R7
7834. 0 play B7
7835. 4 play G7
7836. 3 play G6
7837. 2 play W yellow
7838. 1 play WPU
7839. 0 play R+2
7840. 4 play RR
7841. 3 play W+4
7842. 2 play W+4
7843. 1 play RS
7844. 0 take
7845. 4 play R4
7846. 3 play W+4 red
7847. 2 challenge
7848. 2 play R+2
7849. 0 play W+4 blue
7850. 4 accept
7851. 3 play B7
7852. 2 play B0
7853. 1 play WPU
7854. 0 play W+4
7855. 4 play BR
7856. 3 play B1
7857. 2 play BR
7858. 1 play WPU
7859. 0 play BS
7860. 4 play W+4
7861. 3 play WPU
7862. 2 play B8
7863. 1 play WDT
7864. 0 play B7
7865. 4 play B3
7866. 3 play W+4
7867. 2 play WDT
7868. 1 play WDT
7869. 0 play B1
7870. 4 play WDT
7871. 3 play W+4
7872. 2 play W
7873. 1 play WDT
7874. 0 take
7875. 4 draw
7876. 4 play B0
7877. 3 play WDT blue 1,3
7878. 2 play B5
7879. 2 play B5
7880. 1 draw
7881. 1 pass
7882. 0 play B7
7883. 0 play B7
7884. 4 play G7
7885. 3 play G2
7886. 2 play W green
7887. 1 play GR
7888. 2 play YR
7889. 1 play Y1
7890. 2 play Y1
7891. 1 play R1
7892. 0 play RPT
7893. 1 point 0
7894. 3 point 0
7895. 2 point 4
7896. 0 point 2
7897. 4 point 2
7898. 4 play R1
7899. 3 play W+4 blue
7900. 2 challenge
7901. 2 play B4
7902. 1 play W+4 yellow
7903. 0 accept
7904. 4 play WDT green 3,4
7905. 3 play W green
7906. 2 play W blue
7907. 1 draw
7908. 1 play B7
7909. 0 play Y7
7910. 2 play Y7
7911. 1 play R7
7912. 0 play W yellow
7913. 4 play WDT yellow 0,1
7914. 3 play W green
7915. 2 play WDT yellow 1,2
7916. 1 play Y4
7917. 0 play W+4 green
7918. 4 accept
7919. 3 play WDT blue 0,2
7920. 2 play B8
7921. 1 play G8
7922. 0 draw
7923. 4 draw
7924. 4 play W+4 yellow
7925. 3 challenge
7926. 3 play W+4 blue
7927. 2 challenge
7928. 2 play B2
7929. 2 play B2
7930. 1 draw
7931. 0 play BR
7932. 1 play RR
7933. 0 play WDT green 1,4
7934. 4 play G9
7935. 3 play GR
7936. 4 play G4
7937. 0 play WDT yellow 0,2
7938. 1 play Y7
7939. 2 play Y4
7940. 3 play W green
7941. 4 play W blue
7942. 0 play B8
7943. 1 draw
7944. 1 play WDT blue 3,4
7945. 2 play B3
7946. 3 play R3
7947. 4 play R9
7948. 0 play R1
7949. 1 play R6
7950. 2 play W green
7951. 3 play G1
7952. 4 play G4
7953. 0 play WPU
7954. 1 play RPT
7955. 2 play WDT
7956. 3 play R1
7957. 4 play R0
7958. 0 play RS
7959. 1 play RS
7960. 2 play R5
7961. 3 play WDT
7962. 4 play W
7963. 0 play WDT
7964. 1 play R7
7965. 2 play R8
7966. 3 play R5
7967. 4 play W+4
7968. 0 play WDT
7969. 1 play R9
7970. 2 play R4
7971. 3 play R2
7972. 4 play R8
7973. 0 play R7
7974. 1 play RPT uno
7975. 2 play WPU
7976. 3 take
7977. 4 play R2
7978. 0 play R4
7979. 1 play RPT
7980. 3 point 2
7981. 1 point 2
7982. 0 point 4
7983. 2 point 0
7984. 4 point 2
