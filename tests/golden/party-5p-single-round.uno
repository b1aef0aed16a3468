[RulesVersion "2"]
[Edition "party"]
[Players "5"]
[Seed "12"]
[Options "match=single-round"]
[Digest "55f30265e76f9021ee4ac17b1ab25c46b6226466ed1cfa404ef6ba9377a9c82d"]
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
16. 2 draw
17. 2 play WDT green 0,3
18. 3 play G0
19. 4 play WPU
20. 0 play WPU
21. 1 play G7
22. 2 take
23. 3 play WDT blue 1,3
24. 4 draw
25. 0 play B8
26. 1 play BPT
27. 2 point 3
28. 0 point 1
29. 3 point 0
30. 1 point 3
31. 4 point 0
32. 2 play WPU
33. 3 play WDT
34. 4 play YPT
35. 0 play Y9
36. 1 play Y7
37. 2 play Y+2
38. 3 play W+4
39. 4 play WPU
40. 0 play WDT
41. 1 play YPT uno
42. 2 play Y5
43. 3 play Y3
44. 4 play Y1 uno
45. 0 play Y6
46. 1 take
47. 2 draw
48. 2 play W red
49. 3 play R5
50. 4 draw
51. 4 pass
52. 0 draw
53. 1 draw
54. 2 play R4
55. 3 play R+2
56. 0 draw
57. 0 play W+4 green
58. 1 accept
59. 2 play GR
60. 1 play W+4 blue
61. 0 accept
62. 4 play B4
63. 3 play BR
64. 4 play WPU
65. 0 play Y4
66. 1 play Y5
67. 2 take
68. 3 play YPT
69. 0 point 2
70. 1 point 2
71. 3 point 0
72. 2 point 3
73. 4 point 2
74. 4 play W red
75. 0 play WPU
76. 1 play WDT
77. 2 play W
78. 3 play BPT
79. 4 take
80. 0 play B+2
81. 2 play Y+2
82. 4 play WDT red 2,4
83. 0 play R2
84. 1 play WDT yellow 0,2
85. 2 play Y4
86. 3 play W yellow
87. 4 play W green
88. 0 draw
89. 0 play W yellow
90. 1 play Y3
91. 2 play Y5
92. 3 play Y7
93. 1 play Y7
94. 2 play G7
95. 1 play G7
96. 2 play G5
97. 3 draw
98. 4 draw
99. 4 play B5
100. 1 play B5
101. 2 play WDT blue 1,4
102. 3 draw
103. 4 play BPT
104. 4 point 3
105. 0 point 1
106. 3 point 1
107. 2 point 4
108. 1 point 3
109. 0 play B8
110. 1 play WPU
111. 2 take
112. 3 play GS
113. 0 play GPT
114. 0 point 1
115. 3 point 2
116. 4 point 2
117. 2 point 1
118. 1 point 0
119. 1 play W+4 red
120. 2 challenge
121. 2 play W+4 green
122. 3 accept
123. 4 play G1
124. 0 play GPT
125. 4 point 2
126. 2 point 0
127. 0 point 3
128. 1 point 0
129. 3 point 4
130. 1 play WPU
131. 2 play GR
132. 3 play W
133. 4 take
134. 0 draw
135. 1 play G9
136. 2 play G+2
137. 4 play GR
138. 3 play GPT
139. 3 point 0
140. 1 point 4
141. 2 point 4
142. 4 point 1
143. 0 point 2
144. 2 play W green
145. 1 play W+4 blue
146. 0 challenge
147. 0 play B3
148. 3 play B3
149. 2 draw
150. 2 play G3
151. 1 play WDT yellow 1,3
152. 0 play Y8
153. 4 play Y3
154. 3 play W+4 yellow
155. 2 challenge
156. 2 draw
157. 1 play WPU
158. 0 play GS
159. 4 play G6
160. 3 play WPU
161. 2 take
162. 1 play W blue
163. 0 play B7
164. 4 play W yellow
165. 3 play Y2
166. 3 play Y2
167. 2 play WPU
168. 1 play Y6
169. 0 take
170. 4 draw
171. 4 play WPU
172. 3 play WDT
173. 2 play G6
174. 1 play G2
175. 0 take
176. 4 play G4
177. 3 play W+4 yellow
178. 2 accept
179. 1 play Y+2
180. 4 draw
181. 3 play WDT yellow 3,4
182. 2 play W+4 yellow
183. 1 accept
184. 0 play W yellow
185. 4 draw
186. 4 play WDT blue 0,1
187. 3 draw
188. 3 play B2
189. 1 play B2
190. 0 play G2
191. 4 play G5
192. 3 draw
193. 2 play GS
194. 0 play WDT red 1,4
195. 4 draw
196. 4 play WPU
197. 3 play B6
198. 2 play B+2
199. 1 play B9
200. 0 play WDT
201. 4 play B9
202. 3 take
203. 2 play B1
204. 1 play B7
205. 0 play BS
206. 3 play RS
207. 1 play RPT
208. 1 point 2
209. 4 point 1
210. 0 point 1
211. 2 point 1
212. 3 point 0
213. 0 play R5
214. 4 play R4
215. 3 play R3
216. 2 play W blue
217. 1 play BPT
218. 0 point 3
219. 1 point 2
220. 2 point 4
221. 3 point 4
222. 4 point 3
223. 0 play GPT
224. 1 point 3
225. 0 point 4
226. 4 point 1
227. 3 point 4
228. 2 point 3
229. 4 play G4
230. 3 play WDT blue 0,4
231. 2 draw
232. 2 play W+4 green
233. 1 challenge
234. 0 play G6
235. 4 play G1
236. 3 play WDT green 3,4
237. 2 play G+2
238. 0 draw
239. 0 play W+4 red
240. 4 challenge
241. 3 play R9
242. 2 play G9
243. 1 play WPU
244. 0 play R7
245. 4 play R+2
246. 3 play RR
247. 2 play RPT
248. 1 play R6
249. 0 play R9
250. 4 play W
251. 3 play R4
252. 2 play RPT
253. 1 play W+4
254. 0 play R2
255. 4 play W
256. 3 play W+4
257. 2 play RS
258. 1 play W
259. 0 take
260. 4 play R3
261. 3 play RPT
262. 1 point 0
263. 4 point 1
264. 3 point 2
265. 0 point 2
266. 2 point 0
267. 2 play R6
268. 1 play R1
269. 0 play WPU
270. 4 play W
271. 3 play WPU
272. 2 play WDT
273. 1 play BPT
274. 0 play W
275. 4 play B7
276. 3 play WDT
277. 2 play WPU uno
278. 1 play W+4
279. 0 play W+4
280. 4 play B0
281. 3 play B6
282. 2 take
283. 1 play W red
284. 0 play W green
285. 4 play G7 uno
286. 3 play WPU
287. 2 play WDT
288. 1 play R0
289. 0 play R9
290. 4 take
291. 3 play R8
292. 2 play WPU
293. 1 play YR
294. 0 play Y6
295. 4 play WDT
296. 3 play Y4
297. 2 play WDT
298. 1 play Y0
299. 0 play W+4
300. 4 play WDT
301. 3 take
302. 2 play YS
303. 0 play Y8
304. 1 play Y8
305. 0 draw
306. 4 draw
307. 4 play Y2
308. 3 play WDT green 2,3
309. 2 play WPU
310. 1 play G3
311. 0 play W
312. 4 play GR
313. 3 play W+4
314. 2 play W
315. 1 play G8
316. 0 take
317. 4 draw
318. 4 play W yellow
319. 3 play W red
320. 2 play W+4 yellow
321. 1 accept
322. 0 play W+4 yellow
323. 4 challenge
324. 4 draw
325. 4 play WDT yellow 0,4
326. 3 play Y4
327. 2 draw
328. 1 play Y9
329. 1 play Y9
330. 0 play W+4 blue
331. 4 challenge
332. 4 play WPU
333. 3 play WDT
334. 2 play W+4
335. 1 play G8
336. 0 play WPU
337. 4 play G4
338. 3 play WDT
339. 2 play W
340. 1 play G7
341. 0 play G4
342. 4 play WPU
343. 3 play WDT
344. 2 take
345. 1 draw
346. 0 play G+2
347. 3 draw
348. 2 play B+2
349. 0 play R+2
350. 3 play R8
351. 2 play G8
352. 0 play G8
353. 4 draw
354. 4 play WDT yellow 0,3
355. 3 play Y+2
356. 1 play YPT
357. 4 point 2
358. 1 point 0
359. 3 point 1
360. 0 point 3
361. 2 point 1
362. 0 play WDT red 1,2
363. 4 play R5
364. 3 play R3
365. 2 play WPU
366. 1 play BS
367. 0 play B4
368. 4 play WPU
369. 3 play B8
370. 2 play B6
371. 1 play BS
372. 0 play B1
373. 4 play W+4
374. 3 play B+2
375. 2 play B7
376. 1 play W+4
377. 0 play W
378. 4 take
379. 3 draw
380. 2 play W red
381. 1 play RPT
382. 3 point 4
383. 1 point 3
384. 4 point 3
385. 2 point 3
386. 0 point 1
387. 0 play R+2
388. 3 play R7
389. 2 play WPU
390. 1 play Y1
391. 0 play YR
392. 4 play W+4
393. 3 play YR
394. 2 play WDT
395. 1 play Y1
396. 0 play W
397. 4 play Y7
398. 3 play Y3
399. 2 play W+4
400. 1 play Y+2
401. 0 play Y5
402. 4 play WPU
403. 3 play Y0
404. 2 play WDT
405. 1 play W
406. 0 play W+4
407. 4 play W
408. 3 play Y6
409. 2 play W+4
410. 1 play YS
411. 0 play WPU
412. 4 play W+4
413. 3 take
414. 2 play WDT green 2,3
415. 1 play G2
416. 0 play GPT
417. 4 point 2
418. 0 point 4
419. 3 point 2
420. 2 point 1
421. 1 point 2
422. 4 play BPT
423. 3 point 4
424. 4 point 1
425. 2 point 4
426. 0 point 2
427. 1 point 3
428. 3 play BPT
429. 4 point 2
430. 1 point 3
431. 2 point 4
432. 3 point 2
433. 0 point 3
434. 2 play WDT yellow 2,3
435. 1 play W yellow
436. 0 draw
437. 4 play W+4 yellow
438. 3 challenge
439. 3 play Y3
440. 2 play W+4 green
441. 1 accept
442. 0 play GR
443. 1 play WPU
444. 2 play GPT
445. 3 play G9
446. 4 play G5
447. 0 play G3
448. 1 play G1
449. 2 play G6
450. 3 play W
451. 4 play G2
452. 0 play GR
453. 1 play W
454. 2 play G4
455. 3 play WPU
456. 4 play WDT
457. 0 play G3
458. 1 play W
459. 2 play WPU
460. 3 play W+4
461. 4 play WDT
462. 0 take
463. 1 play WDT red 0,2
464. 2 play W+4 red
465. 3 challenge
466. 4 play R0
467. 0 play WPU
468. 1 play R1
469. 2 take
470. 3 play R4
471. 4 play W yellow
472. 0 draw
473. 0 pass
474. 1 play YPT
475. 3 point 4
476. 0 point 1
477. 1 point 4
478. 4 point 3
479. 2 point 0
480. 2 play WPU
481. 3 play RR
482. 4 play R3
483. 0 play R5
484. 1 play RS
485. 2 play R1
486. 3 play WPU
487. 4 play W
488. 0 play RPT
489. 1 play WDT
490. 2 play R8
491. 3 play W+4
492. 4 play R9
493. 0 play R2
494. 1 take
495. 2 draw
496. 3 play WDT blue 1,4
497. 4 play B2
498. 0 play G2
499. 1 play GPT
500. 1 point 2
501. 0 point 3
502. 3 point 1
503. 4 point 1
504. 2 point 4
505. 2 play W+4 blue
506. 3 challenge
507. 3 play WPU
508. 4 play WPU
509. 0 play W
510. 1 play WPU
511. 2 play Y9
512. 3 play Y7
513. 4 play Y7
514. 0 play W+4
515. 1 play W
516. 2 play WPU
517. 3 play Y0
518. 4 play YS
519. 0 play WDT
520. 1 play Y6
521. 2 play Y3
522. 3 play YR
523. 4 play Y2
524. 0 play W
525. 1 play WDT
526. 2 take
527. 3 play YS
528. 0 play WDT red 0,3
529. 1 play RPT
530. 3 point 4
531. 1 point 0
532. 2 point 1
533. 0 point 1
534. 4 point 1
535. 2 play W+4 red
536. 3 accept
537. 4 play R+2
538. 1 play WDT red 0,1
539. 2 play WDT blue 1,2
540. 3 play WDT red 0,2
541. 4 draw
542. 0 play R4
543. 1 play RPT
544. 3 point 0
545. 1 point 2
546. 2 point 0
547. 4 point 0
548. 0 point 4
549. 2 play WDT yellow 0,3
550. 3 play Y1
551. 4 play B1
552. 0 play WPU
553. 1 play R2
554. 2 play R5
555. 3 play WDT
556. 4 play WDT
557. 0 play R9
558. 1 play W
559. 2 play WPU
560. 3 play R3
561. 4 take
562. 0 play RR
563. 4 play W+4 red
564. 3 challenge
565. 3 play WDT green 0,4
566. 2 play WPU
567. 1 play W+4
568. 0 play W
569. 4 play G1
570. 3 play W+4
571. 2 play G5
572. 1 play G6
573. 0 play GR
574. 4 play W
575. 3 play W
576. 2 play G7
577. 1 play GS
578. 0 play G5
579. 4 play W
580. 3 play W+4
581. 2 play W
582. 1 play W+4
583. 0 play G1
584. 4 play G2
585. 3 play W
586. 2 play WPU
587. 1 take
588. 0 play G8
589. 4 play R8
590. 3 play W+4 red
591. 2 challenge
592. 2 play WPU
593. 1 play W+4
594. 0 play B3
595. 4 play B+2
596. 3 play W+4
597. 2 play B1
598. 1 play W
599. 0 play W
600. 4 play BR
601. 3 play B4
602. 2 play B0
603. 1 play WPU
604. 0 play W
605. 4 play WPU
606. 3 play BR
607. 2 play W
608. 1 play B5
609. 0 play BPT
610. 4 play B7
611. 3 play B3
612. 2 play B+2
613. 1 play W
614. 0 play WPU
615. 4 play B4
616. 3 play B6
617. 2 play B8
618. 1 play W+4
619. 0 take
620. 4 play B6
621. 3 play Y6
622. 2 play YS
623. 0 play W+4 green
624. 4 challenge
625. 4 play WDT blue 2,4
626. 3 play B9
627. 2 play BPT
628. 2 point 3
629. 1 point 2
630. 0 point 4
631. 4 point 0
632. 3 point 0
633. 1 play YPT
634. 0 point 1
635. 2 point 4
636. 3 point 4
637. 4 point 1
638. 1 point 4
639. 0 play GPT
640. 0 point 1
641. 4 point 2
642. 2 point 0
643. 3 point 2
644. 1 point 0
645. 4 play WPU
646. 3 play W+4
647. 2 play B5
648. 1 play WPU
649. 0 play B4
650. 4 play BS
651. 3 play BPT
652. 2 play W
653. 1 play W
654. 0 play B4
655. 4 play WDT
656. 3 play B9
657. 2 play WPU
658. 1 play B2
659. 0 play BPT
660. 4 play BS
661. 3 play W
662. 2 take
663. 1 play W+4 green
664. 0 challenge
665. 0 play W blue
666. 4 play WDT red 1,4
667. 3 draw
668. 3 play WDT red 2,3
669. 2 play WPU
670. 1 play R3
671. 0 play R2
672. 4 play R8
673. 3 play R0
674. 2 play WDT
675. 1 play R5
676. 0 play R7
677. 4 play R9
678. 3 play R1
679. 2 play WPU
680. 1 play RS
681. 0 play WPU
682. 4 play RPT
683. 3 play W
684. 2 play RR
685. 1 play RR
686. 0 play RS
687. 4 play R2
688. 3 play W
689. 2 play W
690. 1 play R1
691. 0 play RPT
692. 4 play W+4
693. 3 play W
694. 2 play W+4
695. 1 play R9
696. 0 play W+4
697. 4 play R6
698. 3 take
699. 2 play W red
700. 1 play R8
701. 0 play WPU
702. 4 play WDT
703. 3 play W
704. 2 play W
705. 1 play GS
706. 0 play G4
707. 4 play G7
708. 3 play GR
709. 2 play G4
710. 1 play G2
711. 0 play G3
712. 4 play WDT
713. 3 play WPU
714. 2 take
715. 1 play W+4 yellow
716. 0 accept
717. 4 play WPU
718. 3 play R4
719. 2 play W
720. 1 play R+2
721. 0 play RPT
722. 4 play R3
723. 3 play R8
724. 2 play WDT
725. 1 play W+4
726. 0 play WPU
727. 4 play RPT
728. 3 play R6
729. 2 play WPU
730. 1 play WDT
731. 0 play W
732. 4 play WPU
733. 3 play R3
734. 2 play W
735. 1 play WDT
736. 0 play WDT
737. 4 play R5
738. 3 play RPT
739. 2 play WDT
740. 1 play W+4
741. 0 play WDT
742. 4 take
743. 3 play R2
744. 2 play B2
745. 1 play W green
746. 0 play W+4 red
747. 4 challenge
748. 4 play R8
749. 3 play WDT green 2,4
750. 2 play GS
751. 0 play G3
752. 2 play G3
753. 1 play G8
754. 0 play G9
755. 4 play W green
756. 3 play G+2
757. 1 play GR
758. 2 play GR
759. 1 play G5
760. 0 play G6
761. 4 play WDT blue 1,4
762. 3 play WPU
763. 2 play B5
764. 1 play W
765. 0 play W
766. 4 play B7
767. 3 play W+4
768. 2 play BS
769. 1 play B2
770. 0 play B7
771. 4 play B8
772. 3 play W+4
773. 2 play BS
774. 1 play W
775. 0 play B6
776. 4 play WPU
777. 3 play W+4
778. 2 play B9
779. 1 take
780. 0 play BR
781. 1 play B2
782. 2 play BPT
783. 2 point 1
784. 3 point 4
785. 4 point 0
786. 1 point 4
787. 0 point 4
788. 3 play W red
789. 4 play W+4 yellow
790. 0 accept
791. 1 play W blue
792. 2 play BPT
793. 3 point 4
794. 1 point 4
795. 0 point 2
796. 2 point 4
797. 4 point 1
798. 3 play RPT
799. 2 point 1
800. 3 point 2
801. 0 point 1
802. 1 point 4
803. 4 point 1
804. 4 play R5
805. 0 play R6
806. 1 play WDT green 2,4
807. 2 play G5
808. 3 play GS
809. 0 play G9
810. 1 play B9
811. 2 play B9
812. 3 play R9
813. 4 play R3
814. 0 play WPU
815. 1 play W+4
816. 2 play W
817. 3 play RS
818. 4 play WDT
819. 0 play WDT
820. 1 play W+4
821. 2 play R+2
822. 3 play R2
823. 4 play R4
824. 0 play W+4
825. 1 play WPU
826. 2 take
827. 3 play RS
828. 0 play W blue
829. 1 play B8
830. 2 play B4
831. 3 play W blue
832. 4 play WDT blue 2,4
833. 0 play WDT blue 0,2
834. 1 play W+4 blue
835. 2 challenge
836. 2 play WPU
837. 3 play R0
838. 4 play W+4
839. 0 play W+4
840. 1 play W
841. 2 play W
842. 3 play W
843. 4 play WDT
844. 0 play R7
845. 1 play W+4
846. 2 play R+2
847. 3 play R1
848. 4 play W
849. 0 play WPU
850. 1 play WPU
851. 2 play W+4
852. 3 play R5
853. 4 play RPT
854. 0 play W
855. 1 play W+4
856. 2 play R8
857. 3 play R1
858. 4 play R+2
859. 0 play W
860. 1 play W
861. 2 play R2
862. 3 play RR
863. 4 play R3
864. 0 play WPU
865. 1 play W
866. 2 play RS
867. 3 play R9
868. 4 play W+4
869. 0 play WPU
870. 1 play W
871. 2 play R4
872. 3 play R7
873. 4 play WPU
874. 0 take
875. 1 draw
876. 2 play WDT blue 0,4
877. 3 draw
878. 3 play WPU
879. 4 play W+4
880. 0 play WPU
881. 1 play Y9
882. 2 play YR
883. 3 play Y1
884. 4 play W+4
885. 0 play W
886. 1 play YS
887. 2 play Y9
888. 3 play YR
889. 4 play WPU
890. 0 play Y8
891. 1 play YPT
892. 2 play Y2
893. 3 play Y5
894. 4 play W
895. 0 play YS
896. 1 play Y8
897. 2 play Y1
898. 3 play Y4
899. 4 play WDT
900. 0 play W
901. 1 play Y5
902. 2 play Y+2
903. 3 play Y4
904. 4 play WDT
905. 0 play Y6
906. 1 take
907. 2 play YPT
908. 3 point 4
909. 2 point 3
910. 4 point 3
911. 0 point 3
912. 1 point 3
913. 3 play Y3
914. 4 play WDT yellow 1,3
915. 0 play WDT blue 0,3
916. 1 play BS
917. 3 play W yellow
918. 4 play W green
919. 0 play G8
920. 1 play G8
921. 2 play G4
922. 3 play G0
923. 4 play WDT blue 1,2
924. 0 play B+2
925. 2 play WDT red 2,3
926. 3 play W+4 blue
927. 4 accept
928. 0 play W red
929. 1 play WPU
930. 2 play B4
931. 3 take
932. 4 play WDT yellow 2,3
933. 0 play W green
934. 1 play G6
935. 2 play W green
936. 3 play G+2
937. 0 play GPT
938. 4 point 3
939. 0 point 4
940. 2 point 0
941. 1 point 3
942. 3 point 0
943. 1 play W+4 blue
944. 2 challenge
945. 2 play W+4 blue
946. 3 challenge
947. 4 play B8
948. 0 play B0
949. 1 play BPT
950. 2 point 0
951. 1 point 2
952. 3 point 1
953. 4 point 3
954. 0 point 4
955. 2 play W+4 blue
956. 3 accept
957. 4 play WDT blue 1,4
958. 0 play W blue
959. 1 play W+4 red
960. 2 challenge
961. 2 play RS
962. 4 play RPT
963. 4 point 3
964. 2 point 0
965. 1 point 3
966. 3 point 1
967. 0 point 2
968. 0 play R5
969. 1 play B5
970. 2 play W+4 yellow
971. 3 accept
972. 4 play WPU
973. 0 play B1
974. 1 play W+4
975. 2 play WDT
976. 3 play B9
977. 4 play WDT
978. 0 play W+4
979. 1 play B2
980. 2 take
981. 3 play WDT red 0,4
982. 4 draw
983. 4 play W yellow
984. 0 draw
985. 0 play W+4 yellow
986. 1 accept
987. 2 play Y7
988. 3 play Y+2
989. 0 play G+2
990. 2 play W blue
991. 3 play W+4 yellow
992. 4 accept
993. 0 play W green
994. 1 play G5
995. 2 play G4
996. 3 play G5
997. 4 play GR
998. 3 play G0
999. 2 play Y0
1000. 1 play Y4
1001. 0 play WPU
1002. 4 play W
1003. 3 play G4
1004. 2 play W+4
1005. 1 play GS
1006. 0 play W
1007. 4 play WDT
1008. 3 play WDT
1009. 2 play W+4
1010. 1 play W
1011. 0 play GPT
1012. 4 play W+4
1013. 3 play WPU
1014. 2 play G7
1015. 1 play WDT
1016. 0 play WPU
1017. 4 play G8
1018. 3 play G8
1019. 2 play WDT
1020. 1 play G3
1021. 0 play WPU
1022. 4 play W
1023. 3 play WDT
1024. 2 play G2
1025. 1 play W+4
1026. 0 play GPT
1027. 4 play W
1028. 3 play WPU
1029. 2 play WDT
1030. 1 play G1
1031. 0 play WPU
1032. 4 play G9
1033. 3 play GS
1034. 2 play G2
1035. 1 play W
1036. 0 play W
1037. 4 play W
1038. 3 play G9
1039. 2 take
1040. 1 play G1
1041. 0 play W red
1042. 4 play W+4 red
1043. 3 accept
1044. 2 play WPU
1045. 1 play G7
1046. 0 play G6
1047. 4 play WPU
1048. 3 play G0
1049. 2 play GPT
1050. 1 play GR
1051. 0 play WDT
1052. 4 play WPU
1053. 3 play W
1054. 2 play G8
1055. 1 play G3
1056. 0 play W+4
1057. 4 play G6
1058. 3 play G5
1059. 2 play W
1060. 1 play GPT
1061. 0 play W
1062. 4 play G+2
1063. 3 play WDT
1064. 2 play WDT
1065. 1 play WDT
1066. 0 play W+4
1067. 4 take
1068. 3 play WDT yellow 0,2
1069. 2 play Y6
1070. 1 play Y8
1071. 0 play R8
1072. 4 play RPT
1073. 0 point 4
1074. 3 point 1
1075. 1 point 0
1076. 2 point 1
1077. 4 point 3
1078. 3 play R3
1079. 2 play W green
1080. 1 play WDT red 2,4
1081. 0 play R3
1082. 4 play R4
1083. 3 play RPT
1084. 2 point 3
1085. 1 point 0
1086. 0 point 3
1087. 3 point 0
1088. 4 point 1
1089. 2 draw
1090. 2 play W red
1091. 1 play RS
1092. 4 play R9
1093. 0 play R9
1094. 4 play R5
1095. 3 play RR
1096. 4 play WDT red 1,2
1097. 0 play W+4 green
1098. 1 accept
1099. 2 play W+4 red
1100. 3 accept
1101. 4 play R2
1102. 0 play R+2
1103. 2 play W yellow
1104. 3 play Y3
1105. 4 play Y+2
1106. 1 play YS
1107. 3 play YPT
1108. 1 point 4
1109. 0 point 4
1110. 4 point 0
1111. 3 point 0
1112. 2 point 3
1113. 4 play W+4 red
1114. 0 challenge
1115. 0 play R8
1116. 1 play R8
1117. 2 play R9
1118. 3 play R9
1119. 4 play W blue
1120. 0 play B+2
1121. 2 play WPU
1122. 3 play WPU
1123. 4 play W+4
1124. 0 play R1
1125. 1 play W
1126. 2 play WDT
1127. 3 play R+2
1128. 4 play WPU
1129. 0 play R5
1130. 1 play WDT
1131. 2 play WPU
1132. 3 play WDT
1133. 4 play R6
1134. 0 play R1
1135. 1 play W
1136. 2 play RPT
1137. 3 play WPU
1138. 4 play W
1139. 0 play R7
1140. 1 play W+4
1141. 2 play W+4
1142. 3 play RR
1143. 4 play WDT
1144. 0 play R7
1145. 1 play W+4
1146. 2 play WDT
1147. 3 play WDT
1148. 4 play WDT
1149. 0 play RS
1150. 1 play WDT
1151. 2 play R2
1152. 3 play RS
1153. 4 play WDT
1154. 0 play R0
1155. 1 play R9
1156. 2 play R5
1157. 3 take
1158. 4 play R6
1159. 0 play Y6
1160. 1 play Y2
1161. 2 play Y3
1162. 0 play Y3
1163. 1 play Y7
1164. 2 play WPU
1165. 3 play RS
1166. 4 play W+4
1167. 0 play RPT
1168. 1 play WPU
1169. 2 play WDT
1170. 3 play R9
1171. 4 play W
1172. 0 play W
1173. 1 play RPT
1174. 2 play W+4
1175. 3 play RS
1176. 4 play WPU
1177. 0 play R4
1178. 1 play R4
1179. 2 play WDT
1180. 3 play W+4
1181. 4 take
1182. 0 play R+2
1183. 2 play W+4 red
1184. 3 accept
1185. 4 play W red
1186. 0 play RR
1187. 4 draw
1188. 4 play WPU
1189. 3 play R6
1190. 2 play WPU
1191. 1 play WPU
1192. 0 play R2
1193. 4 play R9
1194. 3 play R5
1195. 2 play RPT
1196. 1 play W
1197. 0 play W+4
1198. 4 play RS
1199. 3 play W
1200. 2 play W+4
1201. 1 play R8
1202. 0 play W
1203. 4 play R4
1204. 3 play RR
1205. 2 play WDT
1206. 1 play R3
1207. 0 play W+4
1208. 4 play R8
1209. 3 play W+4
1210. 2 play W
1211. 1 play R3
1212. 0 play W+4
1213. 4 play WPU
1214. 3 play R0
1215. 2 play W
1216. 1 play WPU
1217. 0 play W
1218. 4 play RS
1219. 3 play W
1220. 2 play W
1221. 1 play W+4
1222. 0 take
1223. 4 play W+4 red
1224. 3 accept
1225. 2 play W green
1226. 1 play WPU
1227. 0 play R6
1228. 4 play W+4
1229. 3 play W
1230. 2 play W
1231. 1 play W
1232. 0 play RR
1233. 4 play WPU
1234. 3 play R2
1235. 2 play W
1236. 1 take
1237. 0 play WDT green 3,4
1238. 4 play G3
1239. 3 play WPU
1240. 2 take
1241. 1 play R2
1242. 0 play R0
1243. 4 play W blue
1244. 3 play B4
1245. 2 play G4
1246. 1 play GPT
1247. 4 point 0
1248. 3 point 2
1249. 0 point 1
1250. 1 point 3
1251. 2 point 0
1252. 0 play WPU
1253. 4 play G7
1254. 3 play WDT
1255. 2 play G9
1256. 1 play W
1257. 0 play WPU
1258. 4 play GPT
1259. 3 play W+4
1260. 2 play G3
1261. 1 play G4
1262. 0 play WPU
1263. 4 play G+2
1264. 3 play WPU
1265. 2 play G7
1266. 1 play W
1267. 0 play G+2
1268. 4 play W
1269. 3 play W+4
1270. 2 play GS
1271. 1 play W
1272. 0 play W+4
1273. 4 play GPT
1274. 3 play WDT
1275. 2 play GPT
1276. 1 play W
1277. 0 play W+4
1278. 4 play G5
1279. 3 play WPU
1280. 2 play GS
1281. 1 play W
1282. 0 play WDT
1283. 4 play G8
1284. 3 play WDT
1285. 2 play G2
1286. 1 play WPU
1287. 0 play W+4
1288. 4 play GR
1289. 3 play W+4
1290. 2 play G2
1291. 1 play W+4
1292. 0 play W+4
1293. 4 play G4
1294. 3 play WPU
1295. 2 play G8
1296. 1 take
1297. 0 play W+4 yellow
1298. 4 challenge
1299. 4 play W+4 green
1300. 3 accept
1301. 2 play G1
1302. 1 play G9
1303. 0 play W blue
1304. 4 play WDT yellow 0,2
1305. 3 play Y2
1306. 2 play W red
1307. 1 draw
1308. 1 play WDT red 1,3
1309. 0 play W blue
1310. 4 play B4
1311. 3 play BPT
1312. 3 point 4
1313. 2 point 0
1314. 0 point 4
1315. 4 point 1
1316. 1 point 4
1317. 2 play B1
1318. 1 play B9
1319. 0 play B8
1320. 4 draw
1321. 4 play WDT yellow 0,2
1322. 3 play Y6
1323. 1 play Y6
1324. 0 play R6
1325. 4 draw
1326. 3 play R1
1327. 3 play R1
1328. 2 play RR
1329. 3 play BR
1330. 2 play BPT
1331. 0 point 3
1332. 3 point 2
1333. 4 point 3
1334. 1 point 4
1335. 2 point 3
1336. 1 play YPT
1337. 1 point 0
1338. 0 point 1
1339. 2 point 1
1340. 3 point 1
1341. 4 point 2
1342. 0 play RPT
1343. 1 point 3
1344. 2 point 3
1345. 3 point 0
1346. 0 point 4
1347. 4 point 1
1348. 4 draw
1349. 4 play YPT
1350. 4 point 2
1351. 3 point 1
1352. 0 point 4
1353. 2 point 1
1354. 1 point 0
1355. 3 play RPT
1356. 4 point 2
1357. 3 point 4
1358. 1 point 2
1359. 0 point 1
1360. 2 point 0
1361. 2 play YPT
1362. 1 point 4
1363. 0 point 2
1364. 3 point 2
1365. 4 point 2
1366. 2 point 3
1367. 1 play WPU
1368. 0 play W
1369. 4 play Y+2
1370. 3 play W
1371. 2 play Y2
1372. 1 play YS
1373. 0 play W
1374. 4 play Y2
1375. 3 play Y7
1376. 2 play Y7
1377. 1 play YPT
1378. 0 play W
1379. 4 play YPT
1380. 3 play WDT
1381. 2 take
1382. 1 play Y4
1383. 0 play B4
1384. 4 play BPT
1385. 4 point 1
1386. 0 point 1
1387. 1 point 0
1388. 3 point 1
1389. 2 point 1
1390. 3 play B+2
1391. 1 play WPU
1392. 0 play BPT
1393. 4 play B4
1394. 3 play W
1395. 2 play B1
1396. 1 play WDT
1397. 0 play WPU
1398. 4 play W+4
1399. 3 play WDT
1400. 2 play BPT
1401. 1 play W+4
1402. 0 play B3
1403. 4 play B9
1404. 3 play BPT
1405. 2 play B8
1406. 1 play B7
1407. 0 play B1
1408. 4 play WDT
1409. 3 play W+4
1410. 2 play B9
1411. 1 play B+2
1412. 0 play B3
1413. 4 play B0
1414. 3 play BS
1415. 2 play WDT
1416. 1 play BS
1417. 0 play W
1418. 4 take
1419. 3 play WPU
1420. 2 play W
1421. 1 play W+4
1422. 0 play W
1423. 4 play B4
1424. 3 play WDT
1425. 2 play B2
1426. 1 play WPU
1427. 0 play B6
1428. 4 play B8
1429. 3 play W+4
1430. 2 play W
1431. 1 play WPU
1432. 0 play BR
1433. 4 play W
1434. 3 play WDT
1435. 2 play W
1436. 1 play B5
1437. 0 play WPU
1438. 4 play WPU
1439. 3 play WDT
1440. 2 play W
1441. 1 play B8
1442. 0 play B5
1443. 4 play WDT
1444. 3 play WDT
1445. 2 take
1446. 1 play B4
1447. 0 play BPT
1448. 1 point 4
1449. 2 point 4
1450. 3 point 0
1451. 4 point 0
1452. 0 point 1
1453. 4 play B+2
1454. 2 play B4
1455. 1 play WDT blue 2,3
1456. 0 play W green
1457. 4 play G0
1458. 3 draw
1459. 2 play WDT red 0,1
1460. 1 play R6
1461. 0 play R5
1462. 4 draw
1463. 4 pass
1464. 3 play R9
1465. 2 play W+4 red
1466. 1 accept
1467. 0 play WDT yellow 1,4
1468. 4 play W blue
1469. 3 play BPT
1470. 0 point 2
1471. 2 point 4
1472. 1 point 4
1473. 3 point 0
1474. 4 point 0
1475. 2 play RPT
1476. 4 point 2
1477. 3 point 4
1478. 1 point 0
1479. 0 point 3
1480. 2 point 1
1481. 1 play RR
1482. 2 play BR
1483. 1 play W green
1484. 0 play W green
1485. 4 draw
1486. 3 play GPT
1487. 3 point 4
1488. 0 point 2
1489. 1 point 0
1490. 4 point 1
1491. 2 point 4
1492. 2 play W green
1493. 1 play G3
1494. 0 play G9
1495. 2 play G9
1496. 1 play G8
1497. 0 play W+4 yellow
1498. 4 challenge
1499. 4 play YS
1500. 2 play Y7
1501. 1 play B7
1502. 0 play BR
1503. 1 play W yellow
1504. 2 play W red
1505. 3 play R+2
1506. 0 play RR
1507. 4 play GR
1508. 0 play G1
1509. 1 play Y1
1510. 2 play YPT
1511. 1 point 3
1512. 0 point 1
1513. 2 point 0
1514. 4 point 2
1515. 3 point 0
1516. 3 play WPU
1517. 4 play R4
1518. 0 play R8
1519. 1 play R+2
1520. 2 play WPU
1521. 3 play R5
1522. 4 play RPT
1523. 0 play R9
1524. 1 play W
1525. 2 play W+4
1526. 3 play R1
1527. 4 play RPT
1528. 0 play W
1529. 1 play W
1530. 2 play WDT
1531. 3 play WPU
1532. 4 play WDT
1533. 0 play WPU
1534. 1 play R1
1535. 2 play WDT
1536. 3 play R7
1537. 4 play WDT
1538. 0 play R5
1539. 1 play R6
1540. 2 play WPU
1541. 3 play R7
1542. 4 play RPT
1543. 0 play W+4
1544. 1 play R6
1545. 2 play W
1546. 3 take
1547. 4 play RPT
1548. 4 point 0
1549. 3 point 1
1550. 2 point 3
1551. 0 point 4
1552. 1 point 0
1553. 0 play R4
1554. 1 play W+4 green
1555. 2 challenge
1556. 2 play WPU
1557. 3 play R8
1558. 4 play W+4
1559. 0 play R0
1560. 1 play W
1561. 2 play WDT
1562. 3 play WPU
1563. 4 play W+4
1564. 0 play R8
1565. 1 play W+4
1566. 2 play WPU
1567. 3 play W+4
1568. 4 play WDT
1569. 0 play W
1570. 1 play W
1571. 2 play W
1572. 3 play W
1573. 4 play W+4
1574. 0 play R9
1575. 1 play W+4
1576. 2 play WDT
1577. 3 play R7
1578. 4 play W+4
1579. 0 play R3
1580. 1 play WPU
1581. 2 play W
1582. 3 play W+4
1583. 4 play WDT
1584. 0 play R3
1585. 1 play RPT
1586. 2 play WPU
1587. 3 play WPU
1588. 4 play W
1589. 0 play W
1590. 1 play WPU
1591. 2 play WDT
1592. 3 play WDT
1593. 4 take
1594. 0 play RS
1595. 2 draw
1596. 2 play W+4 red
1597. 3 challenge
1598. 3 play R5
1599. 4 play RPT
1600. 3 point 2
1601. 0 point 2
1602. 2 point 1
1603. 4 point 1
1604. 1 point 3
1605. 0 play GPT
1606. 4 point 2
1607. 1 point 3
1608. 2 point 1
1609. 0 point 4
1610. 3 point 0
1611. 1 play WPU
1612. 2 play WPU
1613. 3 play WDT
1614. 4 play W+4
1615. 0 play G8
1616. 1 play GR
1617. 2 play G5
1618. 3 play W
1619. 4 play G6
1620. 0 play G3
1621. 1 play G7
1622. 2 play W
1623. 3 play WDT
1624. 4 play G1
1625. 0 take
1626. 1 play G+2
1627. 3 play R+2
1628. 0 play W+4 blue
1629. 1 challenge
1630. 1 play B2
1631. 2 play W green
1632. 3 play WPU
1633. 4 play B3
1634. 0 play BR
1635. 1 play W
1636. 2 play B6
1637. 3 play BR
1638. 4 play B7
1639. 0 play WDT
1640. 1 play B6
1641. 2 play B2
1642. 3 play B+2
1643. 4 play WDT
1644. 0 play W
1645. 1 play W+4
1646. 2 play B5
1647. 3 play W
1648. 4 play WDT
1649. 0 play WPU
1650. 1 play W
1651. 2 play BPT
1652. 3 play W
1653. 4 play BPT
1654. 0 play WDT
1655. 1 play W
1656. 2 play B8
1657. 3 play WPU
1658. 4 play WPU
1659. 0 play W
1660. 1 play W+4
1661. 2 play B8
1662. 3 play WDT
1663. 4 play BS
1664. 0 play B4
1665. 1 play WPU
1666. 2 play WPU
1667. 3 play B7
1668. 4 play B1
1669. 0 take
1670. 1 play WPU
1671. 2 play B5
1672. 3 take
1673. 4 play B+2
1674. 1 play B4
1675. 0 play B4
1676. 1 play WDT green 2,4
1677. 2 play GR
1678. 1 play YR
1679. 2 play Y7
1680. 3 play WPU
1681. 4 play W+4
1682. 0 play B7
1683. 1 play W+4
1684. 2 take
1685. 3 play B5
1686. 4 play B9
1687. 0 play BS
1688. 2 play B4
1689. 3 play R4
1690. 4 play R3
1691. 0 play R+2
1692. 2 play RS
1693. 4 play R9
1694. 3 play R9
1695. 4 play R8
1696. 0 play W yellow
1697. 1 play Y3
1698. 3 play Y3
1699. 4 play R3
1700. 0 play RS
1701. 2 play YS
1702. 4 play BS
1703. 1 play B+2
1704. 3 play R+2
1705. 0 play RPT
1706. 2 point 4
1707. 0 point 2
1708. 1 point 3
1709. 4 point 0
1710. 3 point 1
1711. 1 play RR
1712. 0 play W+4 yellow
1713. 4 challenge
1714. 4 play W red
1715. 3 play R7
1716. 2 play W+4 yellow
1717. 1 challenge
1718. 1 play YPT
1719. 4 point 0
1720. 3 point 1
1721. 0 point 1
1722. 2 point 4
1723. 1 point 4
1724. 0 play W yellow
1725. 4 play WDT yellow 1,2
1726. 3 play Y4
1727. 2 play YPT
1728. 1 point 4
1729. 4 point 3
1730. 0 point 2
1731. 2 point 1
1732. 3 point 0
1733. 1 play Y+2
1734. 4 play W+4 green
1735. 3 accept
1736. 2 play W blue
1737. 1 play BS
1738. 4 play BPT
1739. 4 point 2
1740. 0 point 1
1741. 3 point 1
1742. 1 point 2
1743. 2 point 4
1744. 3 play B9
1745. 2 play B7
1746. 1 draw
1747. 1 play BPT
1748. 4 point 0
1749. 1 point 0
1750. 3 point 2
1751. 2 point 4
1752. 0 point 1
1753. 0 play B7
1754. 4 play W+4 blue
1755. 3 accept
1756. 2 play BS
1757. 0 play B7
1758. 3 play B7
1759. 2 play W+4 red
1760. 1 accept
1761. 0 play RS
1762. 3 play R6
1763. 3 play R6
1764. 2 play R4
1765. 1 play B4
1766. 0 play BR
1767. 1 play W+4 red
1768. 2 accept
1769. 3 play RR
1770. 2 play W+4 blue
1771. 1 challenge
1772. 1 play B7
1773. 0 play BR
1774. 1 play YR
1775. 0 play W blue
1776. 4 play WDT blue 0,1
1777. 3 play WDT green 0,2
1778. 2 play W+4 blue
1779. 1 accept
1780. 0 play BPT
1781. 3 point 1
1782. 2 point 0
1783. 1 point 2
1784. 4 point 0
1785. 0 point 2
1786. 4 play WDT yellow 1,2
1787. 3 play Y0
1788. 2 play Y3
1789. 1 play W+4 red
1790. 0 challenge
1791. 0 play W red
1792. 4 play R8
1793. 3 play R1
1794. 2 play WDT yellow 1,4
1795. 1 play Y3
1796. 0 play W+4 green
1797. 4 accept
1798. 3 pass
1799. 2 pass
1800. 1 play GS
1801. 4 play W+4 blue
1802. 3 accept
1803. 2 play B4
1804. 1 play B9
1805. 0 play B+2
1806. 3 play BPT
1807. 0 point 3
1808. 2 point 3
1809. 1 point 0
1810. 4 point 0
1811. 3 point 4
1812. 2 play B+2
1813. 0 play B5
1814. 4 play B0
1815. 3 play W+4 yellow
1816. 2 accept
1817. 1 play Y8
1818. 0 play G8
1819. 4 play G6
1820. 0 play G6
1821. 4 play W red
1822. 3 play R1
1823. 2 play R6
1824. 1 play Y6
1825. 0 play YR
1826. 1 play Y5
1827. 1 play Y5
1828. 2 play YR
1829. 1 play Y0
1830. 0 play W+4 red
1831. 4 challenge
1832. 4 play WDT blue 0,4
1833. 3 play B+2
1834. 1 play W+4 red
1835. 0 accept
1836. 4 play R1
1837. 3 play RR
1838. 4 play R3
1839. 0 play WPU
1840. 1 play R5
1841. 2 play R6
1842. 3 play R5
1843. 4 play RPT
1844. 0 play W+4
1845. 1 play R9
1846. 2 play R4
1847. 3 play RPT
1848. 4 play W
1849. 0 play R6
1850. 1 play W+4
1851. 2 play RS
1852. 3 play RPT
1853. 4 play R4
1854. 0 play WDT
1855. 1 play WDT
1856. 2 play RR
1857. 3 play RPT
1858. 4 play R0
1859. 0 play WDT
1860. 1 play W+4
1861. 2 play RS
1862. 3 take
1863. 4 play R7
1864. 0 play R8
1865. 4 play R8
1866. 0 play G8
1867. 1 play GS
1868. 3 play W+4 blue
1869. 4 challenge
1870. 4 play W green
1871. 0 play GPT
1872. 0 point 3
1873. 1 point 4
1874. 4 point 0
1875. 2 point 4
1876. 3 point 1
1877. 1 play BPT
1878. 4 point 1
1879. 1 point 0
1880. 2 point 3
1881. 0 point 4
1882. 3 point 0
1883. 2 play YPT
1884. 3 point 0
1885. 4 point 1
1886. 0 point 4
1887. 2 point 4
1888. 1 point 2
1889. 3 play WDT blue 1,4
1890. 4 play W+4 yellow
1891. 0 challenge
1892. 0 play Y1
1893. 1 play R1
1894. 2 play R+2
1895. 4 play WPU
1896. 0 play Y8
1897. 1 play W+4
1898. 2 play Y0
1899. 3 play YPT
1900. 4 play W
1901. 0 play Y3
1902. 1 play Y4
1903. 2 play Y7
1904. 3 play Y+2
1905. 4 play WPU
1906. 0 play WPU
1907. 1 play Y7
1908. 2 play Y+2
1909. 3 play WDT
1910. 4 play W
1911. 0 play YS
1912. 1 play Y1
1913. 2 play Y5
1914. 3 play W+4
1915. 4 play WPU
1916. 0 play WPU
1917. 1 play Y9
1918. 2 play Y2
1919. 3 play WDT
1920. 4 play W
1921. 0 play Y6
1922. 1 play Y9
1923. 2 play Y2
1924. 3 play WDT
1925. 4 play YS
1926. 0 play YR
1927. 1 play Y3
1928. 2 take
1929. 3 play W yellow
1930. 4 play WPU
1931. 0 play W
1932. 1 play WDT
1933. 2 play WDT
1934. 3 play RPT
1935. 4 play WPU
1936. 0 play W
1937. 1 play R1
1938. 2 play WDT
1939. 3 play R0
1940. 4 play W+4
1941. 0 play R2
1942. 1 play WDT
1943. 2 play WPU
1944. 3 play R8
1945. 4 play W
1946. 0 play WPU
1947. 1 play R8
1948. 2 play WDT
1949. 3 play R4
1950. 4 play W
1951. 0 play WDT
1952. 1 play WDT
1953. 2 play R7
1954. 3 play R9
1955. 4 play W
1956. 0 play R2
1957. 1 take
1958. 2 play W blue
1959. 3 play W+4 yellow
1960. 4 challenge
1961. 4 play WPU
1962. 0 play YR
1963. 1 play W+4
1964. 2 play Y8
1965. 3 play W+4
1966. 4 play Y5
1967. 0 play WPU
1968. 1 play W
1969. 2 play Y6
1970. 3 play WPU
1971. 4 play WPU
1972. 0 play W+4
1973. 1 play WPU
1974. 2 play Y7
1975. 3 play W+4
1976. 4 play Y6
1977. 0 play W+4
1978. 1 play WPU
1979. 2 play W
1980. 3 play W
1981. 4 play W+4
1982. 0 play W
1983. 1 play WDT
1984. 2 play YR
1985. 3 play Y4
1986. 4 play W+4
1987. 0 play WDT
1988. 1 play Y8
1989. 2 play W
1990. 3 take
1991. 4 play W red
1992. 0 play R+2
1993. 2 play W+4 green
1994. 3 challenge
1995. 3 play WPU
1996. 4 play G6
1997. 0 play G3
1998. 1 play G7
1999. 2 play WPU
2000. 3 play GS
2001. 4 play G9
2002. 0 play WPU
2003. 1 play G+2
2004. 2 play WPU
2005. 3 play GS
2006. 4 play GR
2007. 0 play G1
2008. 1 play W
2009. 2 play GPT
2010. 3 play WPU
2011. 4 play G9
2012. 0 play GR
2013. 1 play WPU
2014. 2 play WPU
2015. 3 play W
2016. 4 play WDT
2017. 0 play W
2018. 1 play G0
2019. 2 play W+4
2020. 3 play WDT
2021. 4 play W
2022. 0 play WDT
2023. 1 play WDT
2024. 2 take
2025. 3 play WDT yellow 1,2
2026. 4 play W blue
2027. 0 play B1
2028. 1 play BS
2029. 3 play WPU
2030. 4 play B1
2031. 0 play W
2032. 1 play W
2033. 2 play B0
2034. 3 play W+4
2035. 4 play B3
2036. 0 play BPT
2037. 1 play W
2038. 2 play W
2039. 3 play W
2040. 4 play WDT
2041. 0 play B6
2042. 1 play B7
2043. 2 play W+4
2044. 3 play B+2
2045. 4 play BPT
2046. 0 play B6
2047. 1 play WPU
2048. 2 play W+4
2049. 3 play WPU
2050. 4 play BPT
2051. 0 play B5
2052. 1 play BPT
2053. 2 play B+2
2054. 3 play WPU
2055. 4 play B9
2056. 0 play B8
2057. 1 play B4
2058. 2 play W
2059. 3 play W
2060. 4 play WDT
2061. 0 play BS
2062. 1 play WDT
2063. 2 play BR
2064. 3 play W+4
2065. 4 play W+4
2066. 0 play B8
2067. 1 play W
2068. 2 play W
2069. 3 play W
2070. 4 play B9
2071. 0 play B3
2072. 1 play B7
2073. 2 play W
2074. 3 play W+4
2075. 4 play W+4
2076. 0 play B2
2077. 1 play B4
2078. 2 play WPU
2079. 3 play W+4
2080. 4 take
2081. 0 play B2
2082. 1 play WDT green 1,2
2083. 2 play WPU
2084. 3 play W
2085. 4 play B9
2086. 0 play W
2087. 1 play WPU
2088. 2 play B5
2089. 3 play W+4
2090. 4 play B8
2091. 0 take
2092. 1 play W red
2093. 2 play WPU
2094. 3 play W+4
2095. 4 play B3
2096. 0 play WPU
2097. 1 play WDT
2098. 2 play WPU
2099. 3 play W+4
2100. 4 play B4
2101. 0 play W
2102. 1 play W
2103. 2 play WPU
2104. 3 play W+4
2105. 4 play BR
2106. 0 play B9
2107. 1 play WDT
2108. 2 play BR
2109. 3 take
2110. 4 play B0
2111. 0 play B1
2112. 1 play G1
2113. 2 play WPU
2114. 3 play B3
2115. 4 play W+4
2116. 0 play W+4
2117. 1 play WDT
2118. 2 play WDT
2119. 3 play W
2120. 4 play WPU
2121. 0 play B8
2122. 1 take
2123. 2 play WDT red 2,4
2124. 3 play RS
2125. 0 play R7
2126. 1 play WDT green 0,1
2127. 2 play G0
2128. 3 play WPU
2129. 4 play W+4
2130. 0 play G5
2131. 1 play G3
2132. 2 play G9
2133. 3 play WPU
2134. 4 play G+2
2135. 0 play G7
2136. 1 play W
2137. 2 play G7
2138. 3 play W+4
2139. 4 play W+4
2140. 0 play WDT
2141. 1 play WDT
2142. 2 play G+2
2143. 3 play W
2144. 4 play WDT
2145. 0 play W
2146. 1 play WPU
2147. 2 play GR
2148. 3 play WPU
2149. 4 play WDT
2150. 0 play G6
2151. 1 play WDT
2152. 2 play GPT
2153. 3 play WDT
2154. 4 play G8
2155. 0 take
2156. 1 play G8
2157. 2 play G3
2158. 3 play WDT yellow 3,4
2159. 4 play W+4 yellow
2160. 0 accept
2161. 1 play W+4 red
2162. 2 challenge
2163. 3 play R4
2164. 4 play WDT green 3,4
2165. 0 play G9
2166. 1 play G5
2167. 2 play G6
2168. 3 play W yellow
2169. 4 play W+4 red
2170. 0 challenge
2171. 0 play W+4 yellow
2172. 1 accept
2173. 2 play Y2
2174. 3 play YR
2175. 2 play Y5
2176. 1 play W+4 red
2177. 0 accept
2178. 4 play WPU
2179. 3 play R5
2180. 2 play R+2
2181. 1 play R7
2182. 0 play WDT
2183. 4 play W
2184. 3 play RS
2185. 2 play WDT
2186. 1 play R0
2187. 0 play WDT
2188. 4 play WPU
2189. 3 play W
2190. 2 play WPU
2191. 1 play R+2
2192. 0 play W+4
2193. 4 play WDT
2194. 3 play R1
2195. 2 play R7
2196. 1 play R4
2197. 0 play W
2198. 4 play W
2199. 3 play R6
2200. 2 play RS
2201. 1 play R8
2202. 0 play WDT
2203. 4 play WDT
2204. 3 play WPU
2205. 2 play R9
2206. 1 play R9
2207. 0 play W
2208. 4 play W
2209. 3 play R3
2210. 2 play WDT
2211. 1 play R2
2212. 0 play R3
2213. 4 play WPU
2214. 3 play RPT
2215. 2 play WDT
2216. 1 play R8
2217. 0 play WDT
2218. 4 play W
2219. 3 play R5
2220. 2 take
2221. 1 play RPT
2222. 3 point 4
2223. 4 point 0
2224. 1 point 3
2225. 2 point 3
2226. 0 point 4
2227. 0 play W+4 green
2228. 4 challenge
2229. 4 play W+4 red
2230. 3 accept
2231. 2 play R7
2232. 2 play R7
2233. 1 play W+4 blue
2234. 0 challenge
2235. 0 play W red
2236. 4 play WPU
2237. 3 play WDT
2238. 2 play R2
2239. 1 play R1
2240. 0 play W+4
2241. 4 play W+4
2242. 3 play RPT
2243. 2 play R1
2244. 1 play R4
2245. 0 play RPT
2246. 4 play W+4
2247. 3 play RPT
2248. 2 play RS
2249. 1 play R7
2250. 0 play WDT
2251. 4 play W
2252. 3 play RR
2253. 2 play R9
2254. 1 play W+4
2255. 0 play WPU
2256. 4 play W
2257. 3 play RR
2258. 2 play R9
2259. 1 play R2
2260. 0 play WPU
2261. 4 play W
2262. 3 play WPU
2263. 2 play R+2
2264. 1 play W+4
2265. 0 play WDT
2266. 4 play W
2267. 3 play W+4
2268. 2 play RPT
2269. 1 play R7
2270. 0 play WPU
2271. 4 play W
2272. 3 play R6
2273. 2 play R8
2274. 1 take
2275. 0 play WPU
2276. 4 play W
2277. 3 play W+4
2278. 2 play WDT
2279. 1 play W
2280. 0 play WPU
2281. 4 play W
2282. 3 play W+4
2283. 2 play R+2
2284. 1 play R4
2285. 0 play WPU
2286. 4 play W
2287. 3 play W+4
2288. 2 play WDT
2289. 1 play W+4
2290. 0 take
2291. 4 pass
2292. 3 pass
2293. 2 play R6
2294. 1 play WPU
2295. 0 play R+2
2296. 4 take
2297. 3 draw
2298. 3 play WPU
2299. 2 play W+4
2300. 1 play RR
2301. 0 play WPU
2302. 4 play R+2
2303. 3 take
2304. 2 play WPU
2305. 1 play R7
2306. 0 play WPU
2307. 4 play R6
2308. 3 play W+4
2309. 2 play WDT
2310. 1 play R+2
2311. 0 play WPU
2312. 4 take
2313. 3 play R+2
2314. 1 play W blue
2315. 0 play WDT green 2,3
2316. 4 draw
2317. 3 play G9
2318. 2 play WPU
2319. 1 play W
2320. 0 play WDT
2321. 4 play WDT
2322. 3 play G6
2323. 2 play G3
2324. 1 play G4
2325. 0 play G5
2326. 4 play WPU
2327. 3 play WPU
2328. 2 play GR
2329. 1 play W
2330. 0 play G3
2331. 4 play WPU
2332. 3 play WPU
2333. 2 play W
2334. 1 play W
2335. 0 play G8
2336. 4 play W+4
2337. 3 take
2338. 2 play G9
2339. 3 play G9
2340. 2 play Y9
2341. 1 play WPU
2342. 0 play GPT
2343. 4 play G5
2344. 3 play W
2345. 2 play WDT
2346. 1 play G2
2347. 0 play W
2348. 4 play WPU
2349. 3 play WPU
2350. 2 play WPU
2351. 1 play G4
2352. 0 play G+2
2353. 4 take
2354. 3 play G4
2355. 2 play W+4 green
2356. 1 accept
2357. 0 play G7
2358. 4 play GPT
2359. 2 point 4
2360. 1 point 0
2361. 3 point 1
2362. 0 point 1
2363. 4 point 3
2364. 3 play G8
2365. 2 play WDT yellow 3,4
2366. 1 play WPU
2367. 0 play G7
2368. 4 play G2
2369. 3 play W+4
2370. 2 play GS
2371. 1 play WDT
2372. 0 play W+4
2373. 4 play G4
2374. 3 play WPU
2375. 2 play GS
2376. 1 play G7
2377. 0 play G1
2378. 4 play WPU
2379. 3 play WPU
2380. 2 play W
2381. 1 play WPU
2382. 0 play GR
2383. 4 play G5
2384. 3 play W+4
2385. 2 play G8
2386. 1 play G9
2387. 0 play W
2388. 4 play G+2
2389. 3 play G6
2390. 2 play WPU
2391. 1 play W+4
2392. 0 play G0
2393. 4 play G9
2394. 3 play WPU
2395. 2 play W
2396. 1 play WPU
2397. 0 play W+4
2398. 4 play WDT
2399. 3 play G3
2400. 2 play WDT
2401. 1 play G2
2402. 0 play W
2403. 4 play G4
2404. 3 play W
2405. 2 play WPU
2406. 1 play GPT
2407. 0 play W+4
2408. 4 play WPU
2409. 3 play W
2410. 2 play W
2411. 1 play W
2412. 0 play W
2413. 4 play W
2414. 3 play GR
2415. 2 play W
2416. 1 play W+4
2417. 0 play W+4
2418. 4 play WPU
2419. 3 play WDT
2420. 2 play G1
2421. 1 play GPT
2422. 0 play G+2
2423. 4 play WDT
2424. 3 play WDT
2425. 2 play W
2426. 1 play W+4
2427. 0 play G6
2428. 4 play W
2429. 3 play G5
2430. 2 play WDT
2431. 1 play W+4
2432. 0 take
2433. 4 draw
2434. 4 play GPT
2435. 2 point 1
2436. 0 point 2
2437. 1 point 3
2438. 3 point 0
2439. 4 point 1
2440. 3 play WDT red 1,3
2441. 2 play RS
2442. 0 play W+4 red
2443. 4 accept
2444. 3 play RR
2445. 4 play WDT green 2,3
2446. 0 play G9
2447. 1 play WPU
2448. 2 play R4
2449. 3 play W
2450. 4 play R+2
2451. 0 play WDT
2452. 1 play RR
2453. 2 play WDT
2454. 3 play W
2455. 4 play R7
2456. 0 play W
2457. 1 play WDT
2458. 2 play R5
2459. 3 take
2460. 4 play R6
2461. 0 play W yellow
2462. 1 play W+4 yellow
2463. 2 accept
2464. 3 play YR
2465. 2 play Y1
2466. 2 play Y1
2467. 1 play WDT blue 0,2
2468. 0 play B5
2469. 4 play B8
2470. 3 play W red
2471. 2 play WDT blue 0,2
2472. 1 play B3
2473. 0 play G3
2474. 3 play G3
2475. 2 play W+4 blue
2476. 1 challenge
2477. 1 play W+4 green
2478. 0 accept
2479. 4 play GPT
2480. 3 point 0
2481. 4 point 0
2482. 2 point 0
2483. 1 point 2
2484. 0 point 4
2485. 3 play W blue
2486. 2 play WDT yellow 2,3
2487. 1 play Y9
2488. 0 play YPT
2489. 3 point 4
2490. 1 point 0
2491. 0 point 2
2492. 4 point 0
2493. 2 point 3
2494. 4 play Y9
2495. 3 play WPU
2496. 2 play W+4
2497. 1 take
2498. 0 play WPU
2499. 4 play YPT
2500. 3 play W
2501. 2 play Y4
2502. 1 play W+4
2503. 0 play WPU
2504. 4 play YPT
2505. 3 play Y6
2506. 2 play Y0
2507. 1 play YPT
2508. 0 play WPU
2509. 4 play W+4
2510. 3 play WDT
2511. 2 play Y7
2512. 1 take
2513. 0 play W+4 yellow
2514. 4 accept
2515. 3 play Y7
2516. 2 play Y2
2517. 1 play Y0
2518. 0 play WDT green 0,4
2519. 4 play WPU
2520. 3 play Y4
2521. 2 play W
2522. 1 play WPU
2523. 0 play Y1
2524. 4 play WPU
2525. 3 play Y5
2526. 2 play WPU
2527. 1 play Y4
2528. 0 play Y2
2529. 4 take
2530. 3 play WDT yellow 1,2
2531. 2 play YR
2532. 3 play WDT blue 0,4
2533. 4 play B1
2534. 0 play WDT green 1,3
2535. 1 play WPU
2536. 2 play Y1
2537. 3 play WDT
2538. 4 play Y5
2539. 0 play WDT
2540. 1 play Y6
2541. 2 play W
2542. 3 play W
2543. 4 play Y0
2544. 0 play W+4
2545. 1 play WDT
2546. 2 play YS
2547. 3 play Y8
2548. 4 play Y4
2549. 0 play WPU
2550. 1 play Y9
2551. 2 play Y+2
2552. 3 play Y6
2553. 4 play W
2554. 0 play YR
2555. 1 play W+4
2556. 2 play Y3
2557. 3 play Y8
2558. 4 play Y4
2559. 0 play W
2560. 1 play W+4
2561. 2 play YPT
2562. 3 take
2563. 4 play WPU
2564. 0 play W+4
2565. 1 play YPT
2566. 2 play Y+2
2567. 3 play Y4
2568. 4 play Y1
2569. 0 play Y5
2570. 1 play Y7
2571. 2 play Y9
2572. 3 play Y9
2573. 4 play WPU
2574. 0 play W+4
2575. 1 play W
2576. 2 play Y3
2577. 3 play Y1
2578. 4 play WPU
2579. 0 play W
2580. 1 play YPT
2581. 2 play W
2582. 3 play Y4
2583. 4 play W+4
2584. 0 play WDT
2585. 1 play YPT
2586. 2 play YS
2587. 3 play Y+2
2588. 4 play Y2
2589. 0 play W+4
2590. 1 take
2591. 2 draw
2592. 2 play WPU
2593. 3 play WDT
2594. 4 play WDT
2595. 0 play WPU
2596. 1 play YPT
2597. 2 take
2598. 3 play W green
2599. 4 draw
2600. 4 play WDT yellow 0,4
2601. 0 play W red
2602. 1 play W yellow
2603. 2 play YR
2604. 1 play Y1
2605. 0 play W+4 yellow
2606. 4 challenge
2607. 4 play WDT red 1,3
2608. 3 play RR
2609. 4 play RS
2610. 1 play YS
2611. 3 draw
2612. 3 play YR
2613. 2 draw
2614. 2 pass
2615. 1 play Y3
2616. 0 play B3
2617. 4 play B9
2618. 3 play BR
2619. 4 play B+2
2620. 1 play Y+2
2621. 3 play W+4 yellow
2622. 4 accept
2623. 0 play W blue
2624. 1 play W yellow
2625. 2 play WDT blue 2,3
2626. 3 play WPU
2627. 4 play W+4
2628. 0 play W+4
2629. 1 play W+4
2630. 2 play YPT
2631. 3 play WDT
2632. 4 play W
2633. 0 play WPU
2634. 1 play W
2635. 2 play WDT
2636. 3 play YR
2637. 4 play W
2638. 0 play W
2639. 1 play Y9
2640. 2 play WPU
2641. 3 play YS
2642. 4 play Y3
2643. 0 play WDT
2644. 1 play Y4
2645. 2 play WPU
2646. 3 play WDT
2647. 4 play W
2648. 0 play WPU
2649. 1 play WPU
2650. 2 play WDT
2651. 3 play W+4
2652. 4 play WDT
2653. 0 play Y1
2654. 1 play Y4
2655. 2 take
2656. 3 play Y8
2657. 3 play Y8
2658. 4 draw
2659. 4 play YR
2660. 3 play BR
2661. 4 play B5
2662. 0 play B5
2663. 1 play W+4 yellow
2664. 2 challenge
2665. 2 play W+4 red
2666. 3 accept
2667. 4 play R+2
2668. 1 play WPU
2669. 2 play W
2670. 3 play R+2
2671. 4 play RR
2672. 0 play W+4
2673. 1 play R9
2674. 2 play R6
2675. 3 play R7
2676. 4 take
2677. 0 play W yellow
2678. 1 play Y2
2679. 2 play YR
2680. 1 play YR
2681. 2 play Y8
2682. 3 play Y5
2683. 1 play Y5
2684. 2 play YPT
2685. 1 point 4
2686. 3 point 0
2687. 4 point 0
2688. 2 point 3
2689. 0 point 3
2690. 3 play W+4 red
2691. 4 accept
2692. 0 play R4
2693. 1 play RS
2694. 3 play R4
2695. 4 play R7
2696. 1 play R7
2697. 2 play R0
2698. 3 play W red
2699. 4 play R+2
2700. 1 play R2
2701. 2 play R5
2702. 3 play B5
2703. 4 play B4
2704. 0 play WDT green 1,2
2705. 1 play WDT blue 0,3
2706. 2 play B9
2707. 3 play B4
2708. 4 play BS
2709. 1 play B8
2710. 2 play WDT red 2,4
2711. 3 play R5
2712. 4 play WPU
2713. 0 play WDT
2714. 1 play Y2
2715. 2 play W
2716. 3 play YPT
2717. 4 play YR
2718. 0 play WPU
2719. 1 play W+4
2720. 2 play W+4
2721. 3 play Y8
2722. 4 play Y8
2723. 0 play Y5
2724. 1 play Y+2
2725. 2 play WDT
2726. 3 play W+4
2727. 4 play Y2
2728. 0 play WDT
2729. 1 play Y+2
2730. 2 play W+4
2731. 3 play Y7
2732. 4 play W
2733. 0 play W+4
2734. 1 play Y9
2735. 2 play Y1
2736. 3 play Y0
2737. 4 play Y5
2738. 0 play WPU
2739. 1 play Y7
2740. 2 play Y3
2741. 3 play Y3
2742. 4 play W+4
2743. 0 play YR
2744. 1 play Y1
2745. 2 play WDT
2746. 3 play W+4
2747. 4 take
2748. 0 play W green
2749. 1 play GPT
2750. 3 point 1
2751. 0 point 2
2752. 4 point 2
2753. 2 point 0
2754. 1 point 2
2755. 2 play WPU
2756. 3 play W
2757. 4 play R9
2758. 0 play R0
2759. 1 play W+4
2760. 2 play RS
2761. 3 play W
2762. 4 play R6
2763. 0 play W
2764. 1 play R7
2765. 2 play W
2766. 3 play RR
2767. 4 play WDT
2768. 0 play W
2769. 1 play W+4
2770. 2 play R7
2771. 3 play W
2772. 4 play WPU
2773. 0 play R4
2774. 1 play RPT
2775. 2 play WPU
2776. 3 take
2777. 4 play W+4 yellow
2778. 0 accept
2779. 1 play YPT
2780. 2 point 3
2781. 4 point 3
2782. 1 point 4
2783. 0 point 4
2784. 3 point 0
2785. 2 play Y9
2786. 3 play B9
2787. 4 play BPT
2788. 0 point 4
2789. 4 point 1
2790. 3 point 2
2791. 2 point 0
2792. 1 point 2
2793. 0 play WDT yellow 2,4
2794. 1 play YPT
2795. 2 point 1
2796. 3 point 2
2797. 4 point 3
2798. 0 point 1
2799. 1 point 4
2800. 2 play WPU
2801. 3 play W
2802. 4 play YPT
2803. 0 play W
2804. 1 play W
2805. 2 play YS
2806. 3 play W
2807. 4 play WDT
2808. 0 play WDT
2809. 1 take
2810. 2 play W red
2811. 3 play R6
2812. 4 play RR
2813. 3 play W green
2814. 2 play WPU
2815. 1 play B3
2816. 0 play WDT
2817. 4 play BS
2818. 3 play B4
2819. 2 play W
2820. 1 play WDT
2821. 0 play B+2
2822. 4 play B6
2823. 3 play BR
2824. 2 play W
2825. 1 play B4
2826. 0 play W
2827. 4 play B7
2828. 3 play W+4
2829. 2 play W
2830. 1 play B9
2831. 0 play W+4
2832. 4 play W
2833. 3 play WDT
2834. 2 play WPU
2835. 1 play W
2836. 0 play BR
2837. 4 play B2
2838. 3 play WPU
2839. 2 play WPU
2840. 1 play WDT
2841. 0 play WPU
2842. 4 play BPT
2843. 3 play WPU
2844. 2 play WDT
2845. 1 play W
2846. 0 play WDT
2847. 4 play W+4
2848. 3 play W
2849. 2 play WPU
2850. 1 play B1
2851. 0 play B1
2852. 4 play WPU
2853. 3 play B2
2854. 2 play W+4
2855. 1 play W
2856. 0 play B0
2857. 4 play B9
2858. 3 play W
2859. 2 play W+4
2860. 1 play W
2861. 0 play WPU
2862. 4 play B3
2863. 3 play W+4
2864. 2 play WDT
2865. 1 take
2866. 0 play B8
2867. 4 draw
2868. 3 draw
2869. 3 play WDT yellow 0,2
2870. 2 play YS
2871. 0 play W yellow
2872. 4 play WPU
2873. 3 play RR
2874. 2 play R8
2875. 1 play W
2876. 0 play WPU
2877. 4 play W+4
2878. 3 play W
2879. 2 play WDT
2880. 1 play W+4
2881. 0 play R4
2882. 4 play WDT
2883. 3 play R9
2884. 2 play WDT
2885. 1 play R8
2886. 0 play R2
2887. 4 play W+4
2888. 3 play R5
2889. 2 play R5
2890. 1 play WDT
2891. 0 play R+2
2892. 4 play W+4
2893. 3 play RPT
2894. 2 play R3
2895. 1 play WDT
2896. 0 take
2897. 4 play W+4 red
2898. 3 challenge
2899. 3 play R7
2900. 3 play R7
2901. 2 draw
2902. 2 play W green
2903. 1 play WPU
2904. 0 play WDT
2905. 4 play Y9
2906. 3 play Y6
2907. 2 play Y4
2908. 1 play WDT
2909. 0 play WDT
2910. 4 play WPU
2911. 3 play Y6
2912. 2 play Y4
2913. 1 play YS
2914. 0 play W+4
2915. 4 play YR
2916. 3 take
2917. 2 draw
2918. 1 play WDT yellow 2,3
2919. 0 play WDT yellow 2,3
2920. 4 play YR
2921. 0 play RR
2922. 4 play WPU
2923. 3 play R4
2924. 2 play R3
2925. 1 play W+4
2926. 0 play RPT
2927. 4 play W
2928. 3 play WPU
2929. 2 take
2930. 1 play W yellow
2931. 0 play W+4 red
2932. 4 accept
2933. 3 play W+4 yellow
2934. 2 challenge
2935. 2 play W+4 green
2936. 1 accept
2937. 0 play GR
2938. 1 play W yellow
2939. 2 play WDT blue 0,2
2940. 3 play W green
2941. 4 play WPU
2942. 0 play G4
2943. 1 play W
2944. 2 play W
2945. 3 play W
2946. 4 play W+4
2947. 0 play G4
2948. 1 play W+4
2949. 2 play W
2950. 3 play WDT
2951. 4 play W
2952. 0 play G1
2953. 1 play WPU
2954. 2 play G9
2955. 3 play WDT
2956. 4 play WPU
2957. 0 play GPT
2958. 1 play W
2959. 2 play WPU
2960. 3 play W+4
2961. 4 play WDT
2962. 0 play GPT
2963. 1 play WDT
2964. 2 play WPU
2965. 3 play GPT
2966. 4 take
2967. 0 play W blue
2968. 1 play B4
2969. 2 play B8
2970. 3 play WDT green 0,1
2971. 4 play GR
2972. 3 play WDT yellow 0,2
2973. 2 draw
2974. 2 play W red
2975. 1 play W red
2976. 0 play RR
2977. 1 play R9
2978. 2 play R4
2979. 3 play RS
2980. 0 play W red
2981. 1 play WPU
2982. 2 play B5
2983. 3 take
2984. 4 play B+2
2985. 1 play B6
2986. 2 draw
2987. 2 play W red
2988. 3 play R0
2989. 4 play WDT blue 1,4
2990. 0 play W yellow
2991. 1 play WDT red 3,4
2992. 2 play RPT
2993. 3 point 2
2994. 1 point 4
2995. 2 point 4
2996. 4 point 1
2997. 0 point 4
2998. 3 play RS
2999. 0 draw
3000. 0 play W green
3001. 1 play W+4 green
3002. 2 accept
3003. 3 draw
3004. 3 play WDT green 3,4
3005. 4 play G9
3006. 0 play W+4 blue
3007. 1 challenge
3008. 1 play WPU
3009. 2 play W
3010. 3 take
3011. 4 play W yellow
3012. 0 play WPU
3013. 1 play BR
3014. 2 play B4
3015. 3 play W
3016. 4 play WDT
3017. 0 play B5
3018. 1 play B1
3019. 2 play W
3020. 3 play B8
3021. 4 play W
3022. 0 play WDT
3023. 1 play B+2
3024. 2 play WDT
3025. 3 play W
3026. 4 play W+4
3027. 0 play B+2
3028. 1 play BPT
3029. 2 play WDT
3030. 3 play B5
3031. 4 play W+4
3032. 0 play WPU
3033. 1 play WDT
3034. 2 take
3035. 3 draw
3036. 3 play W green
3037. 4 play G1
3038. 0 play G7
3039. 1 play W yellow
3040. 2 play W+4 red
3041. 3 accept
3042. 4 play W green
3043. 0 play G9
3044. 1 play WPU
3045. 2 play WPU
3046. 3 play WPU
3047. 4 play W
3048. 0 play GPT
3049. 1 play WPU
3050. 2 play W
3051. 3 play G9
3052. 4 play WDT
3053. 0 play WDT
3054. 1 play WPU
3055. 2 play W
3056. 3 play W+4
3057. 4 play G4
3058. 0 play G5
3059. 1 play WPU
3060. 2 play WDT
3061. 3 play W+4
3062. 4 play W+4
3063. 0 play WDT
3064. 1 play W+4
3065. 2 play W
3066. 3 take
3067. 4 play W yellow
3068. 0 play W+4 blue
3069. 1 challenge
3070. 2 play W+4 blue
3071. 3 accept
3072. 4 play BS
3073. 1 play B2
3074. 2 play B6
3075. 3 play W+4 yellow
3076. 4 challenge
3077. 4 play W+4 yellow
3078. 0 accept
3079. 1 play WDT yellow 0,3
3080. 2 play WDT green 3,4
3081. 3 play WDT green 0,4
3082. 4 play WPU
3083. 0 play G3
3084. 1 play W+4
3085. 2 play WDT
3086. 3 play W+4
3087. 4 play WDT
3088. 0 play GS
3089. 1 play W
3090. 2 play WDT
3091. 3 play WDT
3092. 4 play G7
3093. 0 play G2
3094. 1 play WPU
3095. 2 play WDT
3096. 3 play G5
3097. 4 play G1
3098. 0 play G2
3099. 1 play W+4
3100. 2 play W
3101. 3 play W+4
3102. 4 play W
3103. 0 play G0
3104. 1 play W+4
3105. 2 play W
3106. 3 play WPU
3107. 4 play G4
3108. 0 play G+2
3109. 1 play W
3110. 2 take
3111. 3 play WDT yellow 0,1
3112. 4 play WPU
3113. 0 play W+4
3114. 1 play W
3115. 2 play WDT
3116. 3 play W+4
3117. 4 play Y5
3118. 0 play W+4
3119. 1 play W
3120. 2 play W
3121. 3 play W+4
3122. 4 play YPT
3123. 0 take
3124. 1 play W red
3125. 2 play R7
3126. 3 play W+4 green
3127. 4 challenge
3128. 4 play WDT red 0,2
3129. 0 play RPT
3130. 3 point 4
3131. 0 point 2
3132. 1 point 2
3133. 4 point 3
3134. 2 point 0
3135. 1 play BPT
3136. 1 point 3
3137. 0 point 1
3138. 4 point 2
3139. 2 point 1
3140. 3 point 2
3141. 2 play W red
3142. 3 play W green
3143. 4 play WDT yellow 3,4
3144. 0 play WPU
3145. 1 play BR
3146. 2 play B+2
3147. 3 play B6
3148. 4 play WPU
3149. 0 play W
3150. 1 play B1
3151. 2 play WDT
3152. 3 play W+4
3153. 4 play WPU
3154. 0 play W
3155. 1 play B4
3156. 2 play B1
3157. 3 play WDT
3158. 4 play W
3159. 0 play WDT
3160. 1 play B0
3161. 2 play WDT
3162. 3 play WPU
3163. 4 play WPU
3164. 0 play W+4
3165. 1 play B9
3166. 2 play B8
3167. 3 play W
3168. 4 play B8
3169. 0 play WDT
3170. 1 play B2
3171. 2 play WPU
3172. 3 play WPU
3173. 4 play WPU
3174. 0 play W
3175. 1 play BS
3176. 2 play BR
3177. 3 play WPU
3178. 4 play B7
3179. 0 play WDT
3180. 1 play B3
3181. 2 play BPT
3182. 3 play WPU
3183. 4 play BPT
3184. 0 play W+4
3185. 1 play B9
3186. 2 play B+2
3187. 3 play BS
3188. 4 play BPT
3189. 0 play W+4
3190. 1 play B3
3191. 2 play WPU
3192. 3 play WPU
3193. 4 play B6
3194. 0 play W+4
3195. 1 play B7
3196. 2 play WDT
3197. 3 play W
3198. 4 take
3199. 0 pass
3200. 1 pass
3201. 2 play WDT green 2,4
3202. 3 play W green
3203. 4 play GPT
3204. 2 point 1
3205. 3 point 1
3206. 4 point 0
3207. 0 point 2
3208. 1 point 4
3209. 0 play G5
3210. 1 play W red
3211. 2 play RS
3212. 4 play BS
3213. 1 draw
3214. 1 play RS
3215. 3 play R7
3216. 4 play R7
3217. 0 play WDT yellow 2,3
3218. 1 play YPT
3219. 2 point 1
3220. 0 point 3
3221. 1 point 4
3222. 3 point 4
3223. 4 point 1
3224. 2 play W green
3225. 3 play GPT
3226. 4 point 0
3227. 0 point 2
3228. 3 point 2
3229. 2 point 4
3230. 1 point 3
3231. 4 play WPU
3232. 0 play GS
3233. 1 play W
3234. 2 play G7
3235. 3 play G4
3236. 4 play WDT
3237. 0 play G3
3238. 1 play GPT
3239. 2 play G1
3240. 3 play G5
3241. 4 play WPU
3242. 0 play G7
3243. 1 take
3244. 2 play G2
3245. 3 play B2
3246. 4 play B4
3247. 0 draw
3248. 2 play B4
3249. 3 play WDT yellow 1,2
3250. 4 play Y+2
3251. 1 play WPU
3252. 2 play B5
3253. 3 play W
3254. 4 play B3
3255. 0 play WPU
3256. 1 play W
3257. 2 play W+4
3258. 3 play W
3259. 4 play B9
3260. 0 play B2
3261. 1 play WDT
3262. 2 play B5
3263. 3 play W
3264. 4 play W
3265. 0 take
3266. 1 draw
3267. 1 play WDT green 0,1
3268. 2 play G0
3269. 3 play W blue
3270. 4 play B2
3271. 0 play B4
3272. 1 play G4
3273. 2 play WDT blue 0,1
3274. 3 draw
3275. 4 play BR
3276. 3 play YR
3277. 4 play WDT blue 1,3
3278. 0 play WPU
3279. 1 take
3280. 2 play WDT red 2,4
3281. 3 play R0
3282. 4 play RS
3283. 1 play R2
3284. 2 play R9
3285. 3 play Y9
3286. 4 play B9
3287. 0 play WDT green 2,4
3288. 1 play GPT
3289. 4 point 3
3290. 2 point 1
3291. 0 point 3
3292. 3 point 0
3293. 1 point 3
3294. 2 play W+4 red
3295. 3 challenge
3296. 3 play WDT red 3,4
3297. 4 draw
3298. 0 play W green
3299. 1 play GS
3300. 3 play WDT green 0,1
3301. 4 play GR
3302. 3 play G9
3303. 2 play G4
3304. 1 play G3
3305. 0 play G+2
3306. 3 play Y+2
3307. 1 play YPT
3308. 1 point 2
3309. 3 point 1
3310. 4 point 0
3311. 0 point 3
3312. 2 point 3
3313. 0 draw
3314. 4 play Y0
3315. 3 play Y9
3316. 2 play WPU
3317. 1 take
3318. 0 play W green
3319. 4 play W red
3320. 3 play R2
3321. 2 play W blue
3322. 1 play B4
3323. 3 play B4
3324. 2 play B9
3325. 0 play B9
3326. 4 play B6
3327. 3 play Y6
3328. 3 play Y6
3329. 2 play YR
3330. 3 play Y4
3331. 4 play YPT
3332. 3 point 2
3333. 2 point 4
3334. 0 point 4
3335. 4 point 2
3336. 1 point 3
3337. 0 play W blue
3338. 1 play BR
3339. 0 play GR
3340. 1 play GPT
3341. 0 point 3
3342. 1 point 4
3343. 3 point 4
3344. 4 point 0
3345. 2 point 1
3346. 2 play WDT green 2,3
3347. 3 play G9
3348. 4 play WPU
3349. 0 play G6
3350. 1 play G1
3351. 2 play G+2
3352. 3 play GPT
3353. 4 play G+2
3354. 0 play G8
3355. 1 play GR
3356. 2 play W
3357. 3 take
3358. 4 play G4
3359. 0 play GS
3360. 2 play WDT yellow 0,2
3361. 3 play YS
3362. 0 play RS
3363. 2 play R0
3364. 3 play W yellow
3365. 4 play WDT blue 1,3
3366. 0 play B3
3367. 4 play B3
3368. 0 draw
3369. 0 play W+4 red
3370. 1 accept
3371. 2 play W green
3372. 3 play G8
3373. 0 play G8
3374. 1 play GR
3375. 0 play W+4 green
3376. 4 accept
3377. 3 play G1
3378. 2 play G2
3379. 1 play G9
3380. 0 play G6
3381. 4 play W+4 green
3382. 3 challenge
3383. 3 play G+2
3384. 1 play Y+2
3385. 4 play Y1
3386. 4 play Y1
3387. 3 play Y9
3388. 2 play WDT green 3,4
3389. 1 play G5
3390. 0 play Y5
3391. 4 play Y2
3392. 3 play Y4
3393. 2 play YPT
3394. 3 point 1
3395. 1 point 3
3396. 2 point 4
3397. 0 point 4
3398. 4 point 2
3399. 1 play WDT yellow 3,4
3400. 0 play YPT
3401. 4 point 2
3402. 3 point 1
3403. 2 point 0
3404. 0 point 4
3405. 1 point 4
3406. 4 play WPU
3407. 3 play B3
3408. 2 play WDT
3409. 1 play WPU
3410. 0 play W
3411. 4 play WDT
3412. 3 play B9
3413. 2 play W
3414. 1 play WDT
3415. 0 play B5
3416. 4 play B7
3417. 3 take
3418. 2 play W green
3419. 1 play G7
3420. 0 play G0
3421. 4 play WPU
3422. 3 play B4
3423. 2 play W+4
3424. 1 take
3425. 0 play B2
3426. 4 play W+4 red
3427. 3 challenge
3428. 3 play RS
3429. 1 play R1
3430. 0 play R9
3431. 4 play G9
3432. 3 play WDT yellow 2,3
3433. 2 play W+4 yellow
3434. 1 challenge
3435. 0 play YS
3436. 3 play WPU
3437. 2 play W+4
3438. 1 play Y5
3439. 0 play YR
3440. 4 play Y9
3441. 3 play W
3442. 2 play W+4
3443. 1 play W+4
3444. 0 play Y4
3445. 4 play WDT
3446. 3 play W
3447. 2 play W+4
3448. 1 play Y4
3449. 0 play W
3450. 4 play W
3451. 3 play WDT
3452. 2 take
3453. 1 play W green
3454. 0 play G1
3455. 4 play G7
3456. 3 play B7
3457. 2 play W+4 blue
3458. 1 challenge
3459. 1 draw
3460. 1 play W yellow
3461. 0 draw
3462. 4 play Y5
3463. 3 draw
3464. 3 play WPU
3465. 2 play W+4
3466. 1 play Y+2
3467. 0 take
3468. 4 play Y8
3469. 3 play YR
3470. 4 play Y7
3471. 0 play Y+2
3472. 2 play Y5
3473. 3 play W blue
3474. 4 play B0
3475. 0 draw
3476. 1 play B4
3477. 2 draw
3478. 2 play WDT red 1,2
3479. 3 play WPU
3480. 4 play W
3481. 0 play G0
3482. 1 play G8
3483. 2 play G3
3484. 3 play GS
3485. 4 play W
3486. 0 play G2
3487. 1 play W+4
3488. 2 play GR
3489. 3 play G6
3490. 4 play G8
3491. 0 play G2
3492. 1 play G+2
3493. 2 play G9
3494. 3 play G+2
3495. 4 play WDT
3496. 0 play W+4
3497. 1 play G7
3498. 2 play G6
3499. 3 play GR
3500. 4 play WPU
3501. 0 take
3502. 1 play G5
3503. 2 play G5
3504. 3 play GPT
3505. 3 point 0
3506. 1 point 4
3507. 2 point 4
3508. 4 point 2
3509. 0 point 1
3510. 4 play W red
3511. 0 play R7
3512. 1 play R1
3513. 2 play R6
3514. 3 play WDT blue 0,1
3515. 4 play BR
3516. 3 play B9
3517. 2 play W blue
3518. 1 play BR
3519. 2 play B7
3520. 4 play B7
3521. 0 draw
3522. 1 play B4
3523. 2 play WDT yellow 1,4
3524. 3 play WDT red 0,1
3525. 4 play W blue
3526. 0 play B5
3527. 3 play B5
3528. 4 play WDT yellow 0,2
3529. 0 play W+4 yellow
3530. 1 challenge
3531. 1 play Y0
3532. 2 play W+4 green
3533. 3 accept
3534. 4 play W+4 yellow
3535. 0 accept
3536. 1 play Y9
3537. 2 play YR
3538. 1 draw
3539. 1 play Y5
3540. 0 play WDT red 0,3
3541. 4 play R7
3542. 3 play Y7
3543. 2 play WPU
3544. 1 take
3545. 0 play YPT
3546. 2 point 1
3547. 1 point 3
3548. 4 point 0
3549. 0 point 2
3550. 3 point 1
3551. 4 play YPT
3552. 4 point 1
3553. 0 point 2
3554. 3 point 4
3555. 1 point 4
3556. 2 point 0
3557. 3 play YS
3558. 1 play Y+2
3559. 4 play W+4 green
3560. 3 accept
3561. 2 play W green
3562. 1 play W yellow
3563. 0 play W yellow
3564. 4 play Y6
3565. 3 play WDT yellow 2,3
3566. 2 play W yellow
3567. 1 play Y7
3568. 0 play WDT red 1,4
3569. 4 play R0
3570. 3 play WDT yellow 0,1
3571. 2 play W yellow
3572. 1 play Y9
3573. 0 play WDT red 1,4
3574. 4 play WPU
3575. 3 play B2
3576. 2 play B3
3577. 1 take
3578. 0 play B0
3579. 4 play B9
3580. 3 play WPU
3581. 2 play WDT
3582. 1 take
3583. 0 play WPU
3584. 4 play BS
3585. 3 play B4
3586. 2 play W
3587. 1 play B2
3588. 0 play BR
3589. 4 play BPT
3590. 3 play B3
3591. 2 play WDT
3592. 1 play B9
3593. 0 play W+4
3594. 4 play B8
3595. 3 take
3596. 2 play W blue
3597. 1 play WDT red 1,4
3598. 0 play WPU
3599. 4 play W
3600. 3 play G4
3601. 2 play GS
3602. 1 take
3603. 0 play G+2
3604. 3 play WDT green 2,3
3605. 2 play W+4 red
3606. 1 challenge
3607. 1 play RPT
3608. 4 point 0
3609. 3 point 4
3610. 0 point 1
3611. 1 point 0
3612. 2 point 3
3613. 0 play R9
3614. 4 play WDT yellow 1,3
3615. 3 play W+4 blue
3616. 2 accept
3617. 1 play W yellow
3618. 0 play WDT green 3,4
3619. 4 play W blue
3620. 3 play BPT
3621. 2 point 4
3622. 4 point 0
3623. 1 point 0
3624. 0 point 2
3625. 3 point 4
3626. 2 play W+4 blue
3627. 1 challenge
3628. 1 draw
3629. 0 play B7
3630. 4 play WDT green 3,4
3631. 3 play G9
3632. 2 play W red
3633. 1 play R6
3634. 0 play R8
3635. 4 play R+2
3636. 2 play WPU
3637. 1 play YR
3638. 0 play WDT
3639. 4 play WPU
3640. 3 play YS
3641. 2 play YS
3642. 1 play Y5
3643. 0 play W+4
3644. 4 play Y3
3645. 3 play W+4
3646. 2 play W+4
3647. 1 play YPT
3648. 0 play W
3649. 4 play Y+2
3650. 3 play W
3651. 2 play YR
3652. 1 take
3653. 0 play W red
3654. 4 play RR
3655. 0 play R3
3656. 1 play Y3
3657. 2 play W blue
3658. 3 play B3
3659. 4 play BPT
3660. 0 point 4
3661. 2 point 0
3662. 4 point 0
3663. 1 point 4
3664. 3 point 1
3665. 0 play W+4 yellow
3666. 1 accept
3667. 2 play Y+2
3668. 4 play W+4 blue
3669. 0 accept
3670. 1 play WPU
3671. 2 play W
3672. 3 play WPU
3673. 4 play WPU
3674. 0 play W
3675. 1 play W+4
3676. 2 play B9
3677. 3 play B4
3678. 4 play BPT
3679. 0 play W+4
3680. 1 play WPU
3681. 2 play B5
3682. 3 play B2
3683. 4 play W
3684. 0 play B2
3685. 1 play WDT
3686. 2 play BR
3687. 3 play WDT
3688. 4 play BPT
3689. 0 play W+4
3690. 1 play B3
3691. 2 play W+4
3692. 3 play W
3693. 4 play WPU
3694. 0 play W
3695. 1 play W
3696. 2 play W+4
3697. 3 play B3
3698. 4 play B+2
3699. 0 play WPU
3700. 1 play W
3701. 2 play B0
3702. 3 play BS
3703. 4 play W+4
3704. 0 take
3705. 1 play W+4 blue
3706. 2 challenge
3707. 2 play W+4 blue
3708. 3 accept
3709. 4 play B4
3710. 0 play BPT
3711. 1 point 4
3712. 0 point 1
3713. 3 point 1
3714. 4 point 1
3715. 2 point 3
3716. 1 play BPT
3717. 2 point 4
3718. 3 point 0
3719. 4 point 1
3720. 0 point 2
3721. 1 point 4
3722. 2 play BPT
3723. 2 point 0
3724. 0 point 1
3725. 3 point 4
3726. 4 point 0
3727. 1 point 0
3728. 3 play W red
3729. 4 play R1
3730. 0 play WDT green 1,4
3731. 1 play G4
3732. 2 play Y4
3733. 3 play WPU
3734. 4 play WPU
3735. 0 play WPU
3736. 1 play RS
3737. 2 play R3
3738. 3 play RS
3739. 4 play WDT
3740. 0 play R9
3741. 1 play R0
3742. 2 play R1
3743. 3 play R6
3744. 4 play W
3745. 0 play RR
3746. 1 play RPT
3747. 2 play R2
3748. 3 play R7
3749. 4 play WDT
3750. 0 play R+2
3751. 1 play W
3752. 2 take
3753. 3 play W+4 blue
3754. 4 accept
3755. 0 play B4
3756. 4 play B4
3757. 0 play B5
3758. 1 play BPT
3759. 3 point 1
3760. 4 point 3
3761. 0 point 4
3762. 1 point 0
3763. 2 point 0
3764. 2 play WPU
3765. 3 play W+4
3766. 4 play WPU
3767. 0 play B+2
3768. 1 play WDT
3769. 2 play W
3770. 3 play B5
3771. 4 play B1
3772. 0 play B3
3773. 1 play WDT
3774. 2 play W
3775. 3 play B7
3776. 4 play BS
3777. 0 play B4
3778. 1 play WPU
3779. 2 play W
3780. 3 play B9
3781. 4 play B6
3782. 0 play W
3783. 1 play WDT
3784. 2 play WDT
3785. 3 play B8
3786. 4 play WDT
3787. 0 play B2
3788. 1 play WPU
3789. 2 play WPU
3790. 3 play BR
3791. 4 play B+2
3792. 0 play WPU
3793. 1 play W+4
3794. 2 play WDT
3795. 3 play W+4
3796. 4 play WPU
3797. 0 play B2
3798. 1 play W
3799. 2 take
3800. 3 play B4
3801. 4 play WPU
3802. 0 play WDT
3803. 1 play W+4
3804. 2 play B1
3805. 3 take
3806. 4 play B5
3807. 0 play B3
3808. 1 play Y3
3809. 2 play Y4
3810. 4 play Y4
3811. 0 play W+4 green
3812. 1 accept
3813. 2 play W green
3814. 3 play WDT green 0,1
3815. 4 draw
3816. 0 play G5
3817. 1 play Y5
3818. 2 play W blue
3819. 3 play B1
3820. 4 play BPT
3821. 4 point 3
3822. 2 point 4
3823. 0 point 4
3824. 3 point 2
3825. 1 point 0
3826. 0 play B9
3827. 1 play B3
3828. 2 play B3
3829. 3 play B4
3830. 4 play G4
3831. 0 play G0
3832. 1 play W+4 blue
3833. 2 challenge
3834. 2 play B+2
3835. 4 play B8
3836. 0 play BR
3837. 4 play B5
3838. 3 play WPU
3839. 2 play BR
3840. 1 play WDT
3841. 0 play WPU
3842. 4 play WPU
3843. 3 play W
3844. 2 play B8
3845. 1 play WPU
3846. 0 play BPT
3847. 4 play WDT
3848. 3 play W+4
3849. 2 play WDT
3850. 1 play W
3851. 0 play B0
3852. 4 play BPT
3853. 3 play B3
3854. 2 play W
3855. 1 play W
3856. 0 play W
3857. 4 play WDT
3858. 3 play B4
3859. 2 play BS
3860. 1 play W+4
3861. 0 play W+4
3862. 4 play B6
3863. 3 take
3864. 2 play WPU
3865. 1 play G0
3866. 0 play G8
3867. 4 play W
3868. 3 play W+4
3869. 2 play W
3870. 1 play GPT
3871. 0 play GS
3872. 4 play WDT
3873. 3 play G4
3874. 2 play WDT
3875. 1 play G5
3876. 0 play G1
3877. 4 play GPT
3878. 3 play WPU
3879. 2 play WDT
3880. 1 play GS
3881. 0 play G1
3882. 4 play W
3883. 3 play WDT
3884. 2 play G3
3885. 1 take
3886. 0 play G7
3887. 4 play WDT yellow 0,1
3888. 3 draw
3889. 2 play W yellow
3890. 1 play Y7
3891. 0 play WPU
3892. 4 play B1
3893. 3 play B8
3894. 2 play W+4
3895. 1 play W
3896. 0 play BS
3897. 4 play WDT
3898. 3 play B0
3899. 2 play B9
3900. 1 play W+4
3901. 0 play W+4
3902. 4 play W
3903. 3 play WDT
3904. 2 play WPU
3905. 1 play WPU
3906. 0 play W
3907. 4 take
3908. 3 play B9
3909. 2 play B+2
3910. 0 play W green
3911. 4 play W+4 green
3912. 3 challenge
3913. 3 draw
3914. 3 play WPU
3915. 2 play B7
3916. 1 play W
3917. 0 play B9
3918. 4 play W
3919. 3 play B6
3920. 2 play B5
3921. 1 play W
3922. 0 play W+4
3923. 4 play B8
3924. 3 play B3
3925. 2 play WPU
3926. 1 play WDT
3927. 0 play B7
3928. 4 play WPU
3929. 3 play BR
3930. 2 play B6
3931. 1 play WDT
3932. 0 play WPU
3933. 4 play WDT
3934. 3 play BS
3935. 2 play B2
3936. 1 play WDT
3937. 0 play W+4
3938. 4 play B9
3939. 3 play WPU
3940. 2 play BPT
3941. 1 play WDT
3942. 0 play W+4
3943. 4 play B0
3944. 3 play W
3945. 2 play B4
3946. 1 play BR
3947. 0 play WPU
3948. 4 play WPU
3949. 3 play WDT
3950. 2 play B2
3951. 1 take
3952. 0 play W green
3953. 4 play G7
3954. 0 play G7
3955. 4 play WDT red 0,1
3956. 3 play W blue
3957. 2 play WPU
3958. 1 play B2
3959. 0 play W+4
3960. 4 play W+4
3961. 3 play WPU
3962. 2 play WDT
3963. 1 play B3
3964. 0 play W
3965. 4 play W+4
3966. 3 play W
3967. 2 play W+4
3968. 1 play B5
3969. 0 play W
3970. 4 play B1
3971. 3 play W+4
3972. 2 play WPU
3973. 1 play B7
3974. 0 play W
3975. 4 play B5
3976. 3 play BPT
3977. 2 play WPU
3978. 1 play BR
3979. 0 take
3980. 4 play BS
3981. 2 draw
3982. 2 play B+2
3983. 0 play W yellow
3984. 4 play Y8
3985. 3 play W red
3986. 2 play WDT red 1,3
3987. 1 play RPT
3988. 0 point 4
3989. 1 point 3
3990. 4 point 3
3991. 3 point 2
3992. 2 point 3
3993. 0 play WDT red 2,3
3994. 4 play RR
3995. 0 play R8
3996. 1 play R9
3997. 2 play RS
3998. 4 play WDT red 0,4
3999. 0 play R4
4000. 1 play W+4 red
4001. 2 accept
4002. 3 play R3
4003. 2 play R3
4004. 3 play R7
4005. 2 play R7
4006. 3 play W green
4007. 4 play G7
4008. 0 play G2
4009. 1 play W+4 green
4010. 2 accept
4011. 3 play W+4 red
4012. 4 accept
4013. 0 play R2
4014. 1 play WPU
4015. 2 play R9
4016. 3 play WDT
4017. 4 play WDT
4018. 0 play WPU
4019. 1 play RPT
4020. 2 play R+2
4021. 3 play W+4
4022. 4 play W
4023. 0 play RPT
4024. 1 play W+4
4025. 2 play R1
4026. 3 play W
4027. 4 play W
4028. 0 play W+4
4029. 1 play R6
4030. 2 play WDT
4031. 3 play W
4032. 4 play R4
4033. 0 play R+2
4034. 1 play RPT
4035. 2 play R6
4036. 3 take
4037. 4 play W blue
4038. 0 play WDT red 1,3
4039. 1 draw
4040. 1 play W red
4041. 2 play W yellow
4042. 3 play Y1
4043. 4 play Y1
4044. 0 play W+4 red
4045. 1 accept
4046. 2 play R2
4047. 3 play W red
4048. 4 play W yellow
4049. 0 play W+4 green
4050. 1 accept
4051. 2 play W+4 green
4052. 3 challenge
4053. 3 play WDT red 3,4
4054. 4 draw
4055. 4 play W+4 blue
4056. 0 challenge
4057. 1 play W blue
4058. 2 play B1
4059. 3 play WDT yellow 0,3
4060. 4 play Y2
4061. 0 play WPU
4062. 1 play B8
4063. 2 play BS
4064. 3 play BPT
4065. 4 play B3
4066. 0 play WPU
4067. 1 play B7
4068. 2 play W+4
4069. 3 play WPU
4070. 4 play B+2
4071. 0 play W+4
4072. 1 play BR
4073. 2 play WDT
4074. 3 play B4
4075. 4 take
4076. 0 play B7
4077. 1 play B6
4078. 1 play B6
4079. 2 play W yellow
4080. 3 play W yellow
4081. 4 play Y2
4082. 0 play W+4 red
4083. 1 accept
4084. 2 play R1
4085. 3 play R6
4086. 4 play WDT yellow 0,2
4087. 0 play WDT blue 0,4
4088. 1 play WDT green 0,4
4089. 2 play GPT
4090. 2 point 1
4091. 3 point 0
4092. 1 point 4
4093. 0 point 1
4094. 4 point 2
4095. 3 play BPT
4096. 2 point 3
4097. 0 point 2
4098. 4 point 1
4099. 3 point 0
4100. 1 point 2
4101. 4 play B7
4102. 0 play B6
4103. 1 play B8
4104. 2 play B6
4105. 3 play W+4 yellow
4106. 4 accept
4107. 0 draw
4108. 1 play Y5
4109. 2 draw
4110. 3 play Y1
4111. 1 play Y1
4112. 2 play Y8
4113. 3 play WDT blue 1,3
4114. 4 play B8
4115. 0 play WPU
4116. 1 play W+4
4117. 2 play B6
4118. 3 play WDT
4119. 4 play B4
4120. 0 play W
4121. 1 play B4
4122. 2 play WDT
4123. 3 play W+4
4124. 4 play B7
4125. 0 play B2
4126. 1 play B9
4127. 2 play WDT
4128. 3 play W+4
4129. 4 play B+2
4130. 0 play B+2
4131. 1 play B0
4132. 2 take
4133. 3 play W+4 blue
4134. 4 challenge
4135. 4 play BPT
4136. 1 point 4
4137. 3 point 1
4138. 4 point 2
4139. 0 point 2
4140. 2 point 3
4141. 0 play B8
4142. 1 play B8
4143. 2 play B7
4144. 3 play R7
4145. 4 play WDT blue 0,4
4146. 0 play B3
4147. 1 play G3
4148. 0 play G3
4149. 1 play GS
4150. 3 play W+4 blue
4151. 4 challenge
4152. 4 play B3
4153. 0 play BPT
4154. 1 point 2
4155. 2 point 3
4156. 0 point 3
4157. 4 point 2
4158. 3 point 0
4159. 1 play BS
4160. 3 play GS
4161. 0 play GR
4162. 4 play GPT
4163. 0 point 2
4164. 3 point 2
4165. 1 point 3
4166. 2 point 0
4167. 4 point 2
4168. 3 play G3
4169. 2 play GS
4170. 0 play G8
4171. 4 play WPU
4172. 3 play WDT
4173. 2 play B6
4174. 1 play BPT
4175. 0 play B5
4176. 4 play BR
4177. 3 play B7
4178. 2 play B9
4179. 1 play WPU
4180. 0 play B1
4181. 4 play B7
4182. 3 play B8
4183. 2 play BS
4184. 1 play WDT
4185. 0 play B3
4186. 4 play B1
4187. 3 play W
4188. 2 play W
4189. 1 play W
4190. 0 play W
4191. 4 play W+4
4192. 3 play W
4193. 2 play B4
4194. 1 play B2
4195. 0 play W
4196. 4 play BS
4197. 3 play W
4198. 2 play B0
4199. 1 play WDT
4200. 0 play B5
4201. 4 play WPU
4202. 3 play B3
4203. 2 play W+4
4204. 1 play W
4205. 0 play BR
4206. 4 play WDT
4207. 3 play W
4208. 2 play BPT
4209. 1 play B9
4210. 0 play B8
4211. 4 play B6
4212. 3 play BPT
4213. 2 play B+2
4214. 1 play W
4215. 0 take
4216. 4 play W+4 red
4217. 3 challenge
4218. 2 play R7
4219. 1 play Y7
4220. 0 play WPU
4221. 4 play R6
4222. 3 play R+2
4223. 2 play R8
4224. 1 play R3
4225. 0 play W+4
4226. 4 play W+4
4227. 3 play RPT
4228. 2 play RPT
4229. 1 play WDT
4230. 0 play W+4
4231. 4 play W+4
4232. 3 play R6
4233. 2 play RS
4234. 1 play WDT
4235. 0 play R4
4236. 4 take
4237. 3 play R1
4238. 2 play R9
4239. 1 play W+4 red
4240. 0 challenge
4241. 0 play W blue
4242. 4 play W+4 green
4243. 3 challenge
4244. 3 play WPU
4245. 2 play W+4
4246. 1 play G4
4247. 0 play G9
4248. 4 play W
4249. 3 play G3
4250. 2 play G+2
4251. 1 play W+4
4252. 0 play G2
4253. 4 play W+4
4254. 3 play GPT
4255. 2 play W+4
4256. 1 play G5
4257. 0 play G5
4258. 4 play W+4
4259. 3 play GS
4260. 2 play WDT
4261. 1 play GS
4262. 0 play WDT
4263. 4 play WDT
4264. 3 play W
4265. 2 play G3
4266. 1 play G4
4267. 0 play G7
4268. 4 play WDT
4269. 3 play W
4270. 2 play GR
4271. 1 play GPT
4272. 0 play G9
4273. 4 play W+4
4274. 3 play G8
4275. 2 play WDT
4276. 1 play W
4277. 0 play W+4
4278. 4 play W+4
4279. 3 play W+4
4280. 2 play WDT
4281. 1 play G2
4282. 0 play WPU
4283. 4 play W+4
4284. 3 take
4285. 2 pass
4286. 1 play WDT green 0,1
4287. 0 play W blue
4288. 4 draw
4289. 4 play WPU
4290. 3 play W
4291. 2 play B+2
4292. 1 play WDT
4293. 0 play B1
4294. 4 take
4295. 3 play W green
4296. 2 draw
4297. 2 play WPU
4298. 1 play G0
4299. 0 play W
4300. 4 play W
4301. 3 play G7
4302. 2 take
4303. 1 play GPT
4304. 0 point 3
4305. 2 point 1
4306. 4 point 1
4307. 3 point 0
4308. 1 point 3
4309. 0 play G6
4310. 4 play R6
4311. 3 play WDT red 2,3
4312. 2 play RS
4313. 0 play BS
4314. 3 play WPU
4315. 2 play RR
4316. 1 play R9
4317. 0 play R7
4318. 4 play R7
4319. 3 play R4
4320. 2 play R0
4321. 1 play W+4
4322. 0 play R5
4323. 4 play RS
4324. 3 play R9
4325. 2 play R2
4326. 1 play R1
4327. 0 play WDT
4328. 4 play R8
4329. 3 play R+2
4330. 2 play R1
4331. 1 play R3
4332. 0 play W
4333. 4 play RPT
4334. 3 play W
4335. 2 play RR
4336. 1 play R8
4337. 0 play WDT
4338. 4 play W
4339. 3 play W
4340. 2 play W
4341. 1 play R2
4342. 0 play W
4343. 4 play R6
4344. 3 play W+4
4345. 2 play W
4346. 1 play WDT
4347. 0 play W
4348. 4 play R3
4349. 3 play W+4
4350. 2 play W
4351. 1 play W
4352. 0 play WDT
4353. 4 play R+2
4354. 3 play WDT
4355. 2 take
4356. 1 play W blue
4357. 0 play BPT
4358. 0 point 4
4359. 1 point 2
4360. 2 point 3
4361. 3 point 1
4362. 4 point 0
4363. 4 play YPT
4364. 3 point 4
4365. 0 point 2
4366. 1 point 4
4367. 2 point 0
4368. 4 point 0
4369. 3 play Y1
4370. 2 play Y9
4371. 1 play Y4
4372. 0 play B4
4373. 4 play R4
4374. 3 play RPT
4375. 0 point 1
4376. 1 point 4
4377. 4 point 2
4378. 2 point 4
4379. 3 point 0
4380. 2 play R6
4381. 1 play WPU
4382. 0 play W
4383. 4 play W
4384. 3 play Y8
4385. 2 play Y1
4386. 1 play YS
4387. 0 play Y9
4388. 4 play Y6
4389. 3 play WDT
4390. 2 play WPU
4391. 1 play Y7
4392. 0 play W
4393. 4 play Y7
4394. 3 play Y1
4395. 2 play Y0
4396. 1 play YS
4397. 0 play W
4398. 4 play Y3
4399. 3 play WDT
4400. 2 play YPT
4401. 1 play Y4
4402. 0 play W
4403. 4 play Y8
4404. 3 play Y5
4405. 2 play WDT
4406. 1 play YR
4407. 0 take
4408. 4 play WDT red 2,4
4409. 3 play W+4 blue
4410. 2 challenge
4411. 2 play WDT red 2,3
4412. 1 play WPU
4413. 0 play W
4414. 4 play WDT
4415. 3 play RPT
4416. 2 play R+2
4417. 1 play WPU
4418. 0 play WPU
4419. 4 play R4
4420. 3 play RPT
4421. 2 play R1
4422. 1 play WPU
4423. 0 play W
4424. 4 play RS
4425. 3 play WDT
4426. 2 play R+2
4427. 1 play W
4428. 0 play W
4429. 4 play RPT
4430. 3 play WPU
4431. 2 play R4
4432. 1 play WPU
4433. 0 play R5
4434. 4 take
4435. 3 play R6
4436. 2 play R6
4437. 1 play WPU
4438. 0 play W
4439. 4 play R1
4440. 3 play W+4
4441. 2 play R3
4442. 1 play WPU
4443. 0 play W
4444. 4 play R5
4445. 3 play WDT
4446. 2 play W+4
4447. 1 play WPU
4448. 0 play WDT
4449. 4 play R+2
4450. 3 play W+4
4451. 2 play RPT
4452. 1 play WPU
4453. 0 play WDT
4454. 4 play WDT
4455. 3 play W+4
4456. 2 play R8
4457. 1 play WPU
4458. 0 play WDT
4459. 4 play WDT
4460. 3 play W+4
4461. 2 play R1
4462. 1 play WPU
4463. 0 take
4464. 4 play R4
4465. 3 play WDT green 1,4
4466. 2 play W+4 green
4467. 1 accept
4468. 0 play G7
4469. 4 play WDT yellow 1,4
4470. 3 play WDT red 1,4
4471. 2 play R0
4472. 1 play R6
4473. 0 play W red
4474. 4 play RS
4475. 2 play RS
4476. 0 play R3
4477. 4 play W+4 blue
4478. 3 accept
4479. 2 play W+4 yellow
4480. 1 challenge
4481. 1 play YPT
4482. 3 point 1
4483. 0 point 2
4484. 2 point 1
4485. 1 point 4
4486. 4 point 0
4487. 0 play Y6
4488. 4 play Y6
4489. 3 play W+4 yellow
4490. 2 accept
4491. 1 play Y2
4492. 0 play Y3
4493. 4 play WPU
4494. 3 play W+4
4495. 2 play WDT
4496. 1 play WPU
4497. 0 play Y8
4498. 4 play W
4499. 3 play W+4
4500. 2 play YPT
4501. 1 play YR
4502. 0 play W+4
4503. 4 play Y3
4504. 3 play WDT
4505. 2 play Y6
4506. 1 play YPT
4507. 0 play WPU
4508. 4 play W
4509. 3 play W+4
4510. 2 play Y9
4511. 1 play Y+2
4512. 0 play Y4
4513. 4 play W+4
4514. 3 take
4515. 2 play W+4 yellow
4516. 1 challenge
4517. 1 play Y2
4518. 0 play Y4
4519. 3 play Y4
4520. 2 play Y2
4521. 1 play WDT blue 1,3
4522. 0 play W blue
4523. 4 play WPU
4524. 3 play Y+2
4525. 2 play W
4526. 1 play Y+2
4527. 0 play Y5
4528. 4 play WPU
4529. 3 play WDT
4530. 2 play W
4531. 1 play WDT
4532. 0 play Y0
4533. 4 play W
4534. 3 play W
4535. 2 play Y5
4536. 1 take
4537. 0 play YR
4538. 1 play WDT blue 1,4
4539. 2 play WPU
4540. 3 play W+4
4541. 4 play YPT
4542. 0 play Y1
4543. 1 play Y4
4544. 2 play W
4545. 3 play WDT
4546. 4 play W
4547. 0 play Y1
4548. 1 play Y5
4549. 2 play W
4550. 3 play Y3
4551. 4 play WPU
4552. 0 play Y9
4553. 1 play WPU
4554. 2 play W
4555. 3 play Y9
4556. 4 play WPU
4557. 0 play Y8
4558. 1 play W
4559. 2 play Y6
4560. 3 play YPT
4561. 4 take
4562. 0 play WDT yellow 3,4
4563. 1 play Y+2
4564. 3 play G+2
4565. 0 play WPU
4566. 1 play WDT
4567. 2 play W
4568. 3 play W+4
4569. 4 play Y1
4570. 0 play WPU
4571. 1 play Y0
4572. 2 play W
4573. 3 play W
4574. 4 play WDT
4575. 0 play Y7
4576. 1 play W
4577. 2 play W
4578. 3 play WPU
4579. 4 play W
4580. 0 play Y7
4581. 1 play Y5
4582. 2 play W
4583. 3 play Y8
4584. 4 play Y3
4585. 0 play YS
4586. 1 play W
4587. 2 play W
4588. 3 play Y3
4589. 4 play Y6
4590. 0 play YS
4591. 1 play Y+2
4592. 2 play WDT
4593. 3 play WPU
4594. 4 play Y4
4595. 0 play WPU
4596. 1 play W
4597. 2 play W+4
4598. 3 play YR
4599. 4 play YPT
4600. 0 play W+4
4601. 1 take
4602. 2 play W blue
4603. 3 play W+4 green
4604. 4 challenge
4605. 4 play W red
4606. 0 play R5
4607. 1 play R4
4608. 2 play R9
4609. 3 play RS
4610. 0 play W+4 blue
4611. 1 challenge
4612. 1 play WDT yellow 0,4
4613. 2 play W yellow
4614. 3 play WDT green 3,4
4615. 4 play WPU
4616. 0 play R6
4617. 1 play W+4
4618. 2 play R7
4619. 3 play WDT
4620. 4 play R4
4621. 0 play W+4
4622. 1 play W+4
4623. 2 play R2
4624. 3 play R3
4625. 4 play W+4
4626. 0 play R+2
4627. 1 play W
4628. 2 play R3
4629. 3 play W
4630. 4 play WPU
4631. 0 play RPT
4632. 1 play W+4
4633. 2 play R7
4634. 3 play RS
4635. 4 play WPU
4636. 0 play WDT
4637. 1 play WDT
4638. 2 play WDT
4639. 3 play WPU
4640. 4 play W
4641. 0 play RS
4642. 1 play WPU
4643. 2 play RR
4644. 3 play W+4
4645. 4 play RPT
4646. 0 play R1
4647. 1 play R0
4648. 2 play R5
4649. 3 play W+4
4650. 4 play RPT
4651. 0 play R8
4652. 1 play WPU
4653. 2 play R9
4654. 3 play W+4
4655. 4 play WPU
4656. 0 play WPU
4657. 1 play WDT
4658. 2 play R2
4659. 3 take
4660. 4 play W blue
4661. 0 play B+2
4662. 2 play WDT yellow 0,4
4663. 3 play W+4 green
4664. 4 challenge
4665. 4 draw
4666. 4 play WDT green 2,4
4667. 0 play WDT yellow 1,2
4668. 1 play Y4
4669. 4 play Y4
4670. 0 play WPU
4671. 1 play W
4672. 2 play B2
4673. 3 play WDT
4674. 4 play W
4675. 0 play B3
4676. 1 play WPU
4677. 2 play B4
4678. 3 play WPU
4679. 4 play B1
4680. 0 play B6
4681. 1 play WPU
4682. 2 take
4683. 3 play W+4 yellow
4684. 4 challenge
4685. 4 play Y1
4686. 0 play B1
4687. 2 play B1
4688. 3 play W red
4689. 4 play RPT
4690. 4 point 1
4691. 2 point 0
4692. 0 point 2
4693. 1 point 4
4694. 3 point 2
4695. 0 play R9
4696. 1 play W red
4697. 2 play W+4 blue
4698. 3 challenge
4699. 3 play W+4 yellow
4700. 4 accept
4701. 0 play WDT blue 0,3
4702. 1 play W green
4703. 2 play G7
4704. 3 play G8
4705. 4 play W+4 red
4706. 0 accept
4707. 1 play W yellow
4708. 2 play WDT blue 0,4
4709. 3 play W green
4710. 4 play W red
4711. 0 play R1
4712. 1 play Y1
4713. 2 play B1
4714. 3 play R1
4715. 4 play R+2
4716. 1 play WPU
4717. 2 play WPU
4718. 3 play W+4
4719. 4 play Y2
4720. 0 play W+4
4721. 1 play Y5
4722. 2 play Y1
4723. 3 play Y4
4724. 4 play Y8
4725. 0 play WDT
4726. 1 play Y6
4727. 2 play WPU
4728. 3 play WDT
4729. 4 play Y5
4730. 0 play YPT
4731. 1 play YS
4732. 2 play W
4733. 3 play W
4734. 4 play Y4
4735. 0 play W
4736. 1 play WPU
4737. 2 play WPU
4738. 3 play W+4
4739. 4 play W+4
4740. 0 play W
4741. 1 play Y7
4742. 2 play W
4743. 3 play W+4
4744. 4 play YPT
4745. 0 play WDT
4746. 1 play YS
4747. 2 play W
4748. 3 play WPU
4749. 4 play Y9
4750. 0 play W+4
4751. 1 play Y8
4752. 2 take
4753. 3 play WDT yellow 0,4
4754. 4 play Y2
4755. 2 play Y2
4756. 3 play WPU
4757. 4 play BPT
4758. 0 play BR
4759. 1 play W
4760. 2 play B3
4761. 3 play W
4762. 4 play B4
4763. 0 play BPT
4764. 1 play B1
4765. 2 play WPU
4766. 3 play W
4767. 4 play B+2
4768. 0 play W+4
4769. 1 play W
4770. 2 play B6
4771. 3 play W+4
4772. 4 take
4773. 0 play B0
4774. 1 play W blue
4775. 2 play B+2
4776. 4 play B+2
4777. 1 play W green
4778. 2 play WPU
4779. 3 play W+4
4780. 4 play B3
4781. 0 play B9
4782. 1 play W
4783. 2 play WPU
4784. 3 play W+4
4785. 4 play B6
4786. 0 play B5
4787. 1 play W
4788. 2 play WDT
4789. 3 play WDT
4790. 4 play WDT
4791. 0 play W
4792. 1 take
4793. 2 play W+4 blue
4794. 3 accept
4795. 4 play WPU
4796. 0 play B7
4797. 1 play W
4798. 2 play W+4
4799. 3 play WDT
4800. 4 play W+4
4801. 0 play W+4
4802. 1 play B6
4803. 2 play B2
4804. 3 play WDT
4805. 4 play B4
4806. 0 play BS
4807. 1 play WPU
4808. 2 play WPU
4809. 3 play B+2
4810. 4 play W
4811. 0 play B6
4812. 1 play B3
4813. 2 play B4
4814. 3 play WPU
4815. 4 play B1
4816. 0 play BS
4817. 1 play B0
4818. 2 play W+4
4819. 3 play WDT
4820. 4 play BR
4821. 0 play BR
4822. 1 play B5
4823. 2 play WPU
4824. 3 play B+2
4825. 4 play W+4
4826. 0 play B2
4827. 1 play WDT
4828. 2 play WDT
4829. 3 play WPU
4830. 4 play BPT
4831. 0 play B7
4832. 1 play B9
4833. 2 play W
4834. 3 play WDT
4835. 4 play BPT
4836. 0 play B9
4837. 1 play WDT
4838. 2 play WDT
4839. 3 play WPU
4840. 4 play W
4841. 0 play B3
4842. 1 play W
4843. 2 play W+4
4844. 3 play WDT
4845. 4 play W
4846. 0 play B5
4847. 1 play W
4848. 2 play WDT
4849. 3 play WDT
4850. 4 play W
4851. 0 play W+4
4852. 1 play W+4
4853. 2 play W+4
4854. 3 play WPU
4855. 4 play B1
4856. 0 play WPU
4857. 1 play WDT
4858. 2 play W+4
4859. 3 play WPU
4860. 4 take
4861. 0 play B8
4862. 0 play B8
4863. 1 play W+4 blue
4864. 2 challenge
4865. 3 play WPU
4866. 4 play BR
4867. 0 play BPT
4868. 1 take
4869. 2 play W green
4870. 3 play GR
4871. 2 play G0
4872. 1 play Y0
4873. 0 draw
4874. 0 play WPU
4875. 4 play WDT
4876. 3 play G2
4877. 2 play G7
4878. 1 play G1
4879. 0 play G6
4880. 4 play WDT
4881. 3 play G2
4882. 2 play W
4883. 1 play W+4
4884. 0 play G+2
4885. 4 play G+2
4886. 3 play GS
4887. 2 play WPU
4888. 1 play GPT
4889. 0 play G7
4890. 4 play WPU
4891. 3 play G5
4892. 2 play W
4893. 1 play G8
4894. 0 play G8
4895. 4 play WPU
4896. 3 play G4
4897. 2 play W
4898. 1 play G1
4899. 0 play GPT
4900. 4 play WDT
4901. 3 play G5
4902. 2 play W
4903. 1 take
4904. 0 play GR
4905. 1 play W+4 blue
4906. 2 challenge
4907. 2 play W yellow
4908. 3 play YR
4909. 2 play W green
4910. 1 play G+2
4911. 4 play W blue
4912. 3 play WPU
4913. 2 play G6
4914. 1 play GPT
4915. 0 play W
4916. 4 play W
4917. 3 play G3
4918. 2 take
4919. 1 play G5
4920. 0 play W yellow
4921. 4 play W+4 blue
4922. 3 challenge
4923. 3 pass
4924. 2 play B8
4925. 2 play B8
4926. 1 play G8
4927. 1 play G8
4928. 0 draw
4929. 0 play B8
4930. 4 play BPT
4931. 1 point 0
4932. 0 point 3
4933. 3 point 0
4934. 4 point 2
4935. 2 point 3
4936. 3 play GPT
4937. 1 point 3
4938. 3 point 4
4939. 2 point 4
4940. 4 point 0
4941. 0 point 3
4942. 2 play GPT
4943. 4 point 2
4944. 1 point 2
4945. 3 point 1
4946. 2 point 0
4947. 0 point 1
4948. 1 play G2
4949. 0 play G8
4950. 4 play WPU
4951. 3 play G8
4952. 2 play GPT
4953. 1 play G5
4954. 0 take
4955. 4 play W+4 green
4956. 3 challenge
4957. 3 play GS
4958. 1 play G7
4959. 0 draw
4960. 0 play W+4 yellow
4961. 4 accept
4962. 3 play Y6
4963. 2 play YS
4964. 0 draw
4965. 0 play Y6
4966. 4 play WDT red 0,3
4967. 3 play R8
4968. 2 play RPT
4969. 4 point 1
4970. 1 point 4
4971. 2 point 4
4972. 3 point 1
4973. 0 point 3
4974. 1 play W+4 yellow
4975. 0 challenge
4976. 0 pass
4977. 4 play Y9
4978. 3 play YPT
4979. 4 point 1
4980. 0 point 3
4981. 1 point 4
4982. 2 point 1
4983. 3 point 2
4984. 2 play Y4
4985. 1 play G4
4986. 3 play G4
4987. 2 play G+2
4988. 0 play G5
4989. 4 play G2
4990. 3 play G3
4991. 2 play W red
4992. 1 play W red
4993. 0 play R5
4994. 4 play R+2
4995. 2 play R9
4996. 1 play WDT blue 2,4
4997. 0 play B8
4998. 4 play W+4 blue
4999. 3 accept
5000. 2 draw
5001. 2 play B8
5002. 1 play BR
5003. 2 play W red
5004. 3 play RS
5005. 0 play R1
5006. 1 play G1
5007. 2 play G3
5008. 3 play GPT
5009. 3 point 2
5010. 1 point 4
5011. 4 point 3
5012. 2 point 3
5013. 0 point 4
5014. 4 play WDT green 3,4
5015. 0 play G8
5016. 1 play G2
5017. 2 play W+4 green
5018. 3 accept
5019. 4 play W yellow
5020. 0 draw
5021. 1 play W green
5022. 2 play W+4 blue
5023. 3 accept
5024. 4 play W green
5025. 0 play G8
5026. 1 play GPT
5027. 3 point 2
5028. 2 point 0
5029. 0 point 2
5030. 4 point 3
5031. 1 point 4
5032. 2 play G8
5033. 3 play G2
5034. 4 play G5
5035. 0 play GPT
5036. 0 point 2
5037. 1 point 0
5038. 3 point 2
5039. 4 point 3
5040. 2 point 1
5041. 1 play BPT
5042. 4 point 2
5043. 2 point 4
5044. 1 point 4
5045. 3 point 0
5046. 0 point 3
5047. 2 play W+4 green
5048. 3 accept
5049. 4 play G5
5050. 0 play G8
5051. 1 play G+2
5052. 3 play W green
5053. 4 play W+4 green
5054. 0 accept
5055. 1 play W green
5056. 2 play G5
5057. 3 play R5
5058. 4 play WPU
5059. 0 play W
5060. 1 play G7
5061. 2 play W+4
5062. 3 play WDT
5063. 4 play G3
5064. 0 play G2
5065. 1 play GR
5066. 2 play G5
5067. 3 play G3
5068. 4 play G7
5069. 0 play G+2
5070. 1 play GS
5071. 2 play GPT
5072. 3 play G+2
5073. 4 play WPU
5074. 0 play G8
5075. 1 play G4
5076. 2 play GPT
5077. 3 play G4
5078. 4 play GS
5079. 0 take
5080. 1 play G6
5081. 2 play G6
5082. 3 play G1
5083. 4 play G8
5084. 0 play GR
5085. 4 play WPU
5086. 3 play R3
5087. 2 play RR
5088. 1 play W
5089. 0 play W
5090. 4 play R5
5091. 3 play R1
5092. 2 play R8
5093. 1 play WDT
5094. 0 play WPU
5095. 4 play WPU
5096. 3 play R4
5097. 2 play W
5098. 1 play W
5099. 0 play WDT
5100. 4 play WPU
5101. 3 play R9
5102. 2 play W
5103. 1 play WPU
5104. 0 play W
5105. 4 play W+4
5106. 3 play R2
5107. 2 play R6
5108. 1 play WPU
5109. 0 play W+4
5110. 4 play W+4
5111. 3 play R3
5112. 2 take
5113. 1 play WPU
5114. 0 play GPT
5115. 4 play WPU
5116. 3 play W+4
5117. 2 play WPU
5118. 1 play G1
5119. 0 play G4
5120. 4 play GPT
5121. 3 play W
5122. 2 play WPU
5123. 1 play WDT
5124. 0 play G4
5125. 4 play W+4
5126. 3 play GPT
5127. 2 play W
5128. 1 play GR
5129. 0 play W+4
5130. 4 play W
5131. 3 play W
5132. 2 play W+4
5133. 1 play WPU
5134. 0 play G2
5135. 4 play WDT
5136. 3 play G9
5137. 2 play W
5138. 1 play G0
5139. 0 play G7
5140. 4 play W
5141. 3 play G9
5142. 2 play WPU
5143. 1 play G2
5144. 0 play GS
5145. 4 play W
5146. 3 take
5147. 2 play W+4 blue
5148. 1 accept
5149. 0 play BPT
5150. 4 point 3
5151. 3 point 1
5152. 1 point 2
5153. 2 point 0
5154. 0 point 3
5155. 4 play W red
5156. 3 play R7
5157. 2 play R8
5158. 1 play WPU
5159. 0 take
5160. 4 play WDT yellow 0,1
5161. 3 play Y2
5162. 2 play WPU
5163. 1 play RPT
5164. 0 take
5165. 4 play W green
5166. 3 play G1
5167. 2 play W+4 red
5168. 1 accept
5169. 0 play WPU
5170. 4 play R1
5171. 3 play RPT
5172. 2 play R5
5173. 1 play WPU
5174. 0 play R7
5175. 4 play WPU
5176. 3 play W
5177. 2 play R5
5178. 1 play WPU
5179. 0 play RPT
5180. 4 play W
5181. 3 play R+2
5182. 2 play R1
5183. 1 play WDT
5184. 0 play W
5185. 4 play W+4
5186. 3 play R9
5187. 2 play R9
5188. 1 play R8
5189. 0 take
5190. 4 play WDT green 0,2
5191. 3 play WPU
5192. 2 play WDT
5193. 1 play G6
5194. 0 play GS
5195. 4 play W
5196. 3 play G2
5197. 2 play WPU
5198. 1 play W
5199. 0 play W+4
5200. 4 play W+4
5201. 3 play G4
5202. 2 play W
5203. 1 play GR
5204. 0 play GPT
5205. 4 play W
5206. 3 play G8
5207. 2 play W
5208. 1 take
5209. 0 play G5
5210. 4 play B5
5211. 3 play W+4 green
5212. 2 challenge
5213. 2 play W blue
5214. 1 play WPU
5215. 0 play BPT
5216. 4 play B9
5217. 3 play WDT
5218. 2 play W+4
5219. 1 play W
5220. 0 play W
5221. 4 play B9
5222. 3 play BPT
5223. 2 play WDT
5224. 1 play WPU
5225. 0 play WDT
5226. 4 play BR
5227. 3 play WPU
5228. 2 play W
5229. 1 play W+4
5230. 0 play W+4
5231. 4 play B1
5232. 3 play WDT
5233. 2 take
5234. 1 play WDT yellow 2,4
5235. 0 play WPU
5236. 4 play WPU
5237. 3 play WPU
5238. 2 play Y5
5239. 1 play W+4
5240. 0 play WPU
5241. 4 play YS
5242. 3 play W+4
5243. 2 play WDT
5244. 1 play YPT
5245. 0 play WPU
5246. 4 play WDT
5247. 3 play W+4
5248. 2 play W+4
5249. 1 play Y4
5250. 0 play Y2
5251. 4 play WDT
5252. 3 play YPT
5253. 2 play Y4
5254. 1 play Y6
5255. 0 play W
5256. 4 play WDT
5257. 3 play Y9
5258. 2 play WDT
5259. 1 play Y3
5260. 0 play W
5261. 4 play WDT
5262. 3 play WPU
5263. 2 play Y1
5264. 1 play Y+2
5265. 0 take
5266. 4 play W+4 red
5267. 3 accept
5268. 2 play R3
5269. 2 play R3
5270. 1 play WDT yellow 1,4
5271. 0 play Y3
5272. 4 draw
5273. 4 play R3
5274. 3 play R0
5275. 2 play R4
5276. 1 play W red
5277. 0 play R1
5278. 4 play B1
5279. 3 play BPT
5280. 2 point 0
5281. 3 point 0
5282. 0 point 2
5283. 1 point 2
5284. 4 point 1
5285. 2 play B1
5286. 1 play W green
5287. 0 play G3
5288. 4 play W+4 blue
5289. 3 challenge
5290. 3 play B8
5291. 2 play WDT green 0,3
5292. 1 play GS
5293. 4 play BS
5294. 2 play BR
5295. 3 play GR
5296. 2 play WDT green 0,3
5297. 1 play G4
5298. 0 play G5
5299. 4 play WDT blue 2,4
5300. 3 play W+4 red
5301. 2 accept
5302. 1 draw
5303. 0 play R7
5304. 4 play R4
5305. 3 play RS
5306. 1 play W blue
5307. 0 play WPU
5308. 4 play B5
5309. 3 play W
5310. 2 play BR
5311. 1 play W
5312. 0 play WPU
5313. 4 play B3
5314. 3 play WPU
5315. 2 play W+4
5316. 1 play B8
5317. 0 play WPU
5318. 4 play BR
5319. 3 play WPU
5320. 2 play WPU
5321. 1 take
5322. 0 play W+4 blue
5323. 4 challenge
5324. 4 play WDT green 1,3
5325. 3 play G9
5326. 2 play WPU
5327. 1 play W+4
5328. 0 play G3
5329. 4 play GS
5330. 3 play G2
5331. 2 play WDT
5332. 1 play WPU
5333. 0 play G7
5334. 4 play WDT
5335. 3 play W
5336. 2 play W+4
5337. 1 play W
5338. 0 play W
5339. 4 play WDT
5340. 3 play WPU
5341. 2 play W
5342. 1 play GPT
5343. 0 play W+4
5344. 4 play W
5345. 3 play G4
5346. 2 play W+4
5347. 1 play GR
5348. 0 play W
5349. 4 play W+4
5350. 3 play WPU
5351. 2 play W+4
5352. 1 play W
5353. 0 play G6
5354. 4 play G3
5355. 3 play G0
5356. 2 play W
5357. 1 play G6
5358. 0 play W+4
5359. 4 play W+4
5360. 3 play G1
5361. 2 play W
5362. 1 play G8
5363. 0 play GR
5364. 4 take
5365. 3 play GS
5366. 1 play WPU
5367. 0 play WPU
5368. 4 play WPU
5369. 3 play G5
5370. 2 play G5
5371. 1 play G2
5372. 0 play G8
5373. 4 play G7
5374. 3 play GPT
5375. 2 play W
5376. 1 play WPU
5377. 0 play WDT
5378. 4 play G3
5379. 3 play GPT
5380. 2 take
5381. 1 play WPU
5382. 0 play R1
5383. 4 play W
5384. 3 play R2
5385. 2 play W+4
5386. 1 play WPU
5387. 0 play W
5388. 4 play R0
5389. 3 play R6
5390. 2 play R6
5391. 1 play R3
5392. 0 play R9
5393. 4 play WPU
5394. 3 play R+2
5395. 2 play W
5396. 1 take
5397. 0 play W+4 red
5398. 4 accept
5399. 3 play RPT
5400. 2 point 1
5401. 1 point 2
5402. 3 point 1
5403. 4 point 2
5404. 0 point 3
5405. 2 play YPT
5406. 3 point 1
5407. 1 point 3
5408. 0 point 2
5409. 2 point 3
5410. 4 point 1
5411. 1 play Y7
5412. 0 play WPU
5413. 4 play W+4
5414. 3 play Y2
5415. 2 play W+4
5416. 1 play W+4
5417. 0 play Y+2
5418. 4 play WPU
5419. 3 play W
5420. 2 play YPT
5421. 1 play Y0
5422. 0 play YS
5423. 4 play W
5424. 3 play W
5425. 2 play WDT
5426. 1 play WPU
5427. 0 play Y5
5428. 4 play WDT
5429. 3 play W
5430. 2 play Y8
5431. 1 play YR
5432. 0 play Y1
5433. 4 play W+4
5434. 3 play W
5435. 2 play Y5
5436. 1 play Y+2
5437. 0 play Y2
5438. 4 play W
5439. 3 take
5440. 2 play Y8
5441. 1 play WDT yellow 1,4
5442. 0 play WPU
5443. 4 play WPU
5444. 3 play W
5445. 2 play Y6
5446. 1 play Y3
5447. 0 play Y4
5448. 4 play WDT
5449. 3 play WPU
5450. 2 play Y1
5451. 1 play W
5452. 0 play WDT
5453. 4 play WDT
5454. 3 play YS
5455. 2 play Y7
5456. 1 play W+4
5457. 0 play Y9
5458. 4 play W+4
5459. 3 play W
5460. 2 play Y9
5461. 1 play WPU
5462. 0 play Y4
5463. 4 play YR
5464. 3 play WPU
5465. 2 play YS
5466. 1 play W
5467. 0 play YPT
5468. 4 play W+4
5469. 3 play YR
5470. 2 play WPU
5471. 1 play WPU
5472. 0 play Y3
5473. 4 play W
5474. 3 play Y7
5475. 2 play WPU
5476. 1 play W
5477. 0 play Y6
5478. 4 play W
5479. 3 play YPT
5480. 2 play WPU
5481. 1 take
5482. 0 play WDT red 0,3
5483. 4 play W blue
5484. 3 play W+4 green
5485. 2 accept
5486. 1 play W+4 yellow
5487. 0 accept
5488. 4 play W+4 yellow
5489. 3 accept
5490. 2 play WDT blue 1,2
5491. 1 play BR
5492. 2 play B9
5493. 3 play W yellow
5494. 4 play W green
5495. 0 play G1
5496. 1 play WDT green 1,2
5497. 2 play G8
5498. 3 play Y8
5499. 4 play W red
5500. 0 play RPT
5501. 4 point 3
5502. 2 point 0
5503. 3 point 1
5504. 1 point 2
5505. 0 point 4
5506. 1 play R6
5507. 2 play R2
5508. 3 play R8
5509. 4 play G8
5510. 2 play G8
5511. 3 play B8
5512. 4 play B6
5513. 0 play WPU
5514. 1 play YPT
5515. 2 play W
5516. 3 play Y+2
5517. 4 play W+4
5518. 0 play WPU
5519. 1 play Y6
5520. 2 play WPU
5521. 3 play W+4
5522. 4 play W
5523. 0 play W
5524. 1 play YS
5525. 2 play Y8
5526. 3 play Y2
5527. 4 play W
5528. 0 play YPT
5529. 1 play Y7
5530. 2 play WDT
5531. 3 play Y1
5532. 4 play W+4
5533. 0 play W+4
5534. 1 play Y3
5535. 2 play WPU
5536. 3 play Y+2
5537. 4 play W+4
5538. 0 play WDT
5539. 1 play Y1
5540. 2 take
5541. 3 play WDT blue 1,4
5542. 4 play B6
5543. 0 play B1
5544. 1 play W+4 yellow
5545. 2 accept
5546. 3 play WDT green 0,3
5547. 4 play G2
5548. 2 play G2
5549. 3 draw
5550. 3 play W+4 yellow
5551. 4 accept
5552. 0 play WDT yellow 2,4
5553. 1 play W green
5554. 2 play WDT green 1,2
5555. 3 play G7
5556. 4 play GS
5557. 1 play BS
5558. 3 play B5
5559. 4 play BPT
5560. 4 point 3
5561. 1 point 0
5562. 0 point 1
5563. 2 point 4
5564. 3 point 4
5565. 0 play RPT
5566. 1 point 0
5567. 2 point 4
5568. 0 point 2
5569. 4 point 0
5570. 3 point 4
5571. 1 play YPT
5572. 1 point 0
5573. 3 point 1
5574. 2 point 4
5575. 4 point 2
5576. 0 point 4
5577. 2 draw
5578. 2 play WDT yellow 1,3
5579. 3 play W+4 green
5580. 4 accept
5581. 0 play WDT green 0,4
5582. 1 play WPU
5583. 2 play G1
5584. 3 play W
5585. 4 play WPU
5586. 0 play W+4
5587. 1 play W
5588. 2 play GPT
5589. 3 play G9
5590. 4 play G7
5591. 0 play G+2
5592. 1 play W+4
5593. 2 play GS
5594. 3 play W+4
5595. 4 play WDT
5596. 0 play G+2
5597. 1 play WPU
5598. 2 play WPU
5599. 3 play GPT
5600. 4 play G2
5601. 0 play WDT
5602. 1 play W
5603. 2 play WPU
5604. 3 play W+4
5605. 4 play G8
5606. 0 play WDT
5607. 1 play W
5608. 2 play W
5609. 3 play W
5610. 4 play G4
5611. 0 play WDT
5612. 1 play WDT
5613. 2 play G5
5614. 3 play G9
5615. 4 play GPT
5616. 0 take
5617. 1 play WPU
5618. 2 play B9
5619. 3 play B6
5620. 4 play BR
5621. 0 play WPU
5622. 1 play B9
5623. 2 play BPT
5624. 3 play W
5625. 4 play B3
5626. 0 play B5
5627. 1 play B5
5628. 2 play BPT
5629. 3 play W
5630. 4 play W+4
5631. 0 play B1
5632. 1 play B3
5633. 2 play W+4
5634. 3 take
5635. 4 play B8
5636. 0 play WPU
5637. 1 play W
5638. 2 play W+4
5639. 3 play W+4
5640. 4 play W
5641. 0 play W
5642. 1 play BR
5643. 2 play WPU
5644. 3 play W+4
5645. 4 play BS
5646. 0 play WDT
5647. 1 play WDT
5648. 2 play BPT
5649. 3 play B6
5650. 4 play W+4
5651. 0 play W
5652. 1 play WPU
5653. 2 play W+4
5654. 3 play BPT
5655. 4 play BS
5656. 0 play W+4
5657. 1 play W
5658. 2 play W
5659. 3 play BR
5660. 4 play B2
5661. 0 play WDT
5662. 1 play B1
5663. 2 play W+4
5664. 3 play WPU
5665. 4 play B6
5666. 0 play WPU
5667. 1 play B8
5668. 2 play W
5669. 3 play B5
5670. 4 play B+2
5671. 0 play WDT
5672. 1 play WPU
5673. 2 play WDT
5674. 3 play B1
5675. 4 play B+2
5676. 0 play W
5677. 1 play W
5678. 2 play W+4
5679. 3 play B3
5680. 4 play B4
5681. 0 play WDT
5682. 1 play WPU
5683. 2 play WDT
5684. 3 play B9
5685. 4 play B7
5686. 0 play WDT
5687. 1 play WPU
5688. 2 play W
5689. 3 play B9
5690. 4 play B0
5691. 0 play W+4
5692. 1 play WPU
5693. 2 play WDT
5694. 3 play W
5695. 4 play B2
5696. 0 play W+4
5697. 1 take
5698. 2 play W red
5699. 3 play R4
5700. 4 play RS
5701. 1 play R0
5702. 2 play WDT green 3,4
5703. 3 play W green
5704. 4 play G3
5705. 0 play G7
5706. 1 play B7
5707. 2 play G7
5708. 3 play R7
5709. 4 play R3
5710. 0 draw
5711. 0 play WPU
5712. 1 play YPT
5713. 2 play Y1
5714. 3 play Y0
5715. 4 take
5716. 0 play WPU
5717. 1 play WDT
5718. 2 play GPT
5719. 3 take
5720. 4 play G1
5721. 0 play G2
5722. 1 play B2
5723. 1 play B2
5724. 2 play R2
5725. 3 play RR
5726. 2 play RR
5727. 3 play WDT red 1,4
5728. 4 play WPU
5729. 0 play R5
5730. 1 play RPT
5731. 2 play R1
5732. 3 play RS
5733. 4 play WDT
5734. 0 play R5
5735. 1 play R4
5736. 2 take
5737. 3 play RPT
5738. 2 point 4
5739. 1 point 4
5740. 4 point 1
5741. 0 point 2
5742. 3 point 1
5743. 4 play W blue
5744. 0 play W red
5745. 1 play R2
5746. 2 play RS
5747. 4 play W+4 green
5748. 0 challenge
5749. 0 play G8
5750. 1 play WDT yellow 0,3
5751. 2 play Y1
5752. 3 draw
5753. 4 play YPT
5754. 2 point 0
5755. 4 point 1
5756. 3 point 0
5757. 0 point 2
5758. 1 point 0
5759. 0 play W+4 blue
5760. 1 accept
5761. 2 draw
5762. 3 play WDT yellow 2,3
5763. 4 play YPT
5764. 1 point 3
5765. 4 point 3
5766. 3 point 1
5767. 2 point 3
5768. 0 point 3
5769. 0 play W+4 red
5770. 1 accept
5771. 2 play WPU
5772. 3 play WDT
5773. 4 play W
5774. 0 play R0
5775. 1 play W+4
5776. 2 play RR
5777. 3 play R3
5778. 4 play RPT
5779. 0 play R+2
5780. 1 play R2
5781. 2 play R4
5782. 3 play WPU
5783. 4 play R7
5784. 0 play R8
5785. 1 play R9
5786. 2 play R1
5787. 3 play RR
5788. 4 play WDT
5789. 0 play W
5790. 1 play W
5791. 2 play WDT
5792. 3 take
5793. 4 play RPT
5794. 2 point 3
5795. 3 point 0
5796. 1 point 4
5797. 0 point 3
5798. 4 point 3
5799. 0 play R8
5800. 1 play R6
5801. 2 play RS
5802. 4 draw
5803. 4 play WDT blue 1,3
5804. 0 play WPU
5805. 1 play R3
5806. 2 play R5
5807. 3 play WDT
5808. 4 take
5809. 0 play R9
5810. 1 play WDT blue 1,2
5811. 2 draw
5812. 3 play WDT green 0,3
5813. 4 draw
5814. 0 play G4
5815. 1 play G1
5816. 2 play G5
5817. 3 play Y5
5818. 4 play Y1
5819. 0 play G1
5820. 1 play B1
5821. 1 play B1
5822. 2 draw
5823. 3 play B3
5824. 4 play G3
5825. 0 play GPT
5826. 1 point 0
5827. 3 point 1
5828. 0 point 2
5829. 2 point 0
5830. 4 point 2
5831. 1 play RPT
5832. 1 point 2
5833. 3 point 4
5834. 4 point 3
5835. 2 point 0
5836. 0 point 3
5837. 2 play RS
5838. 4 play R5
5839. 0 play W yellow
5840. 1 play YS
5841. 3 play WPU
5842. 4 play B4
5843. 0 play B3
5844. 1 play B8
5845. 2 take
5846. 3 play BPT
5847. 2 point 1
5848. 4 point 0
5849. 0 point 4
5850. 3 point 2
5851. 1 point 0
5852. 4 play B7
5853. 0 play W red
5854. 1 play W+4 blue
5855. 2 accept
5856. 3 play BPT
5857. 3 point 2
5858. 4 point 3
5859. 2 point 4
5860. 0 point 1
5861. 1 point 3
5862. 4 play WDT yellow 0,2
5863. 0 draw
5864. 1 play W+4 yellow
5865. 2 accept
5866. 3 play YPT
5867. 3 point 1
5868. 4 point 1
5869. 2 point 1
5870. 1 point 3
5871. 0 point 4
5872. 4 play YPT
5873. 1 point 3
5874. 0 point 1
5875. 2 point 0
5876. 4 point 1
5877. 3 point 1
5878. 0 play YPT
5879. 2 point 0
5880. 1 point 0
5881. 3 point 2
5882. 4 point 0
5883. 0 point 4
5884. 1 play Y6
5885. 2 play W+4 red
5886. 3 challenge
5887. 3 play R+2
5888. 0 play G+2
5889. 2 play WDT red 2,3
5890. 3 play R2
5891. 4 play G2
5892. 0 play GS
5893. 2 play RS
5894. 4 play R3
5895. 3 play R3
5896. 4 play RPT
5897. 2 point 1
5898. 0 point 3
5899. 1 point 0
5900. 4 point 0
5901. 3 point 4
5902. 0 play RS
5903. 2 play W yellow
5904. 3 play YS
5905. 0 play GS
5906. 2 play YS
5907. 4 play WDT blue 3,4
5908. 0 play B1
5909. 1 play B9
5910. 2 play B8
5911. 3 play B5
5912. 4 play WPU
5913. 0 play G1
5914. 1 play G2
5915. 2 play WPU
5916. 3 play G7
5917. 4 play G4
5918. 0 play G9
5919. 1 play W+4
5920. 2 play G3
5921. 3 play G1
5922. 4 play G6
5923. 0 play G5
5924. 1 play W
5925. 2 take
5926. 3 draw
5927. 4 play G4
5928. 0 play G+2
5929. 2 play G+2
5930. 4 play WPU
5931. 0 play YPT
5932. 1 play WDT
5933. 2 play Y6
5934. 3 play W+4
5935. 4 play W+4
5936. 0 take
5937. 1 play WDT blue 2,3
5938. 2 play B4
5939. 1 play B4
5940. 2 play B1
5941. 3 play W blue
5942. 4 play B7
5943. 0 play BPT
5944. 4 point 3
5945. 1 point 0
5946. 3 point 2
5947. 0 point 3
5948. 2 point 1
5949. 1 play W red
5950. 2 play RPT
5951. 2 point 0
5952. 4 point 2
5953. 3 point 2
5954. 1 point 3
5955. 0 point 3
5956. 3 play RS
5957. 0 play R2
5958. 1 play WPU
5959. 2 play W
5960. 3 play B7
5961. 4 play B7
5962. 0 play W+4
5963. 1 play B3
5964. 2 play B4
5965. 3 play W
5966. 4 take
5967. 0 play W+4 green
5968. 1 challenge
5969. 1 play WPU
5970. 2 play R2
5971. 3 play W
5972. 4 play W
5973. 0 play WDT
5974. 1 play W
5975. 2 play R5
5976. 3 play W+4
5977. 4 play W
5978. 0 play RPT
5979. 1 play R+2
5980. 2 play W+4
5981. 3 play W+4
5982. 4 play R8
5983. 0 play W
5984. 1 play W+4
5985. 2 play R9
5986. 3 play R0
5987. 4 play RS
5988. 0 play WPU
5989. 1 play WPU
5990. 2 play R6
5991. 3 play R9
5992. 4 play W+4
5993. 0 play W
5994. 1 play WDT
5995. 2 play R5
5996. 3 play R1
5997. 4 play WDT
5998. 0 play WDT
5999. 1 play WDT
6000. 2 play WPU
6001. 3 play W
6002. 4 take
6003. 0 draw
6004. 0 play WPU
6005. 1 play WDT
6006. 2 play RPT
6007. 3 play R3
6008. 4 play WDT
6009. 0 take
6010. 1 play R1
6011. 2 play Y1
6012. 3 play Y5
6013. 4 play WPU
6014. 0 play WDT
6015. 1 play W
6016. 2 take
6017. 3 play WDT yellow 2,3
6018. 4 play W green
6019. 0 play WDT yellow 0,2
6020. 1 play Y9
6021. 2 play Y7
6022. 1 play Y7
6023. 2 play Y2
6024. 3 play YS
6025. 0 play RS
6026. 2 draw
6027. 2 play W red
6028. 3 play W+4 red
6029. 4 challenge
6030. 4 play R+2
6031. 1 play R+2
6032. 3 play RR
6033. 2 play WDT yellow 0,2
6034. 1 play W green
6035. 0 play G5
6036. 4 play GR
6037. 0 play WPU
6038. 1 play W+4
6039. 2 play G2
6040. 3 play GS
6041. 4 play G0
6042. 0 play G9
6043. 1 play G2
6044. 2 play G1
6045. 3 play WPU
6046. 4 play GS
6047. 0 play GPT
6048. 1 play GPT
6049. 2 play G+2
6050. 3 play GPT
6051. 4 play G7
6052. 0 play G+2
6053. 1 play WPU
6054. 2 play G5
6055. 3 play WDT
6056. 4 play W
6057. 0 play GPT
6058. 1 play WDT
6059. 2 play G7
6060. 3 play G8
6061. 4 play G8
6062. 0 play G3
6063. 1 play W+4
6064. 2 play G1
6065. 3 play WDT
6066. 4 play GR
6067. 0 take
6068. 1 play WPU
6069. 2 play G9
6070. 3 play WDT
6071. 4 play W+4
6072. 0 play G7
6073. 1 play W+4
6074. 2 play G6
6075. 3 play WDT
6076. 4 play WPU
6077. 0 play G9
6078. 1 play WDT
6079. 2 play W
6080. 3 take
6081. 4 play WPU
6082. 0 play WPU
6083. 1 play R3
6084. 2 play RPT
6085. 3 play WPU
6086. 4 play R9
6087. 0 play W+4
6088. 1 play WDT
6089. 2 take
6090. 3 play RPT
6091. 1 point 3
6092. 2 point 0
6093. 3 point 1
6094. 4 point 0
6095. 0 point 4
6096. 4 play R0
6097. 0 play W yellow
6098. 1 play Y9
6099. 2 play R9
6100. 3 play RR
6101. 2 play R+2
6102. 0 play W+4 blue
6103. 4 accept
6104. 3 play WDT red 0,2
6105. 2 play WPU
6106. 1 play R6
6107. 0 play R1
6108. 4 play R9
6109. 3 play R7
6110. 2 play WDT
6111. 1 play R7
6112. 0 play RPT
6113. 4 play R9
6114. 3 play W+4
6115. 2 play RPT
6116. 1 play W+4
6117. 0 play W
6118. 4 play R8
6119. 3 play R4
6120. 2 play WPU
6121. 1 play W
6122. 0 play RR
6123. 4 play R+2
6124. 3 play R+2
6125. 2 play R3
6126. 1 play W
6127. 0 play W+4
6128. 4 play R2
6129. 3 play W+4
6130. 2 play W+4
6131. 1 play WPU
6132. 0 play W
6133. 4 play W+4
6134. 3 play R8
6135. 2 take
6136. 1 play W green
6137. 0 play G3
6138. 4 play G6
6139. 3 play GR
6140. 4 play W blue
6141. 0 play BPT
6142. 4 point 3
6143. 3 point 1
6144. 2 point 3
6145. 0 point 4
6146. 1 point 0
6147. 1 play BS
6148. 3 play W green
6149. 4 play W yellow
6150. 0 play WPU
6151. 1 play W+4
6152. 2 play G4
6153. 3 play G6
6154. 4 play W+4
6155. 0 play GR
6156. 1 play WPU
6157. 2 play W+4
6158. 3 play G9
6159. 4 play W+4
6160. 0 play WPU
6161. 1 play WPU
6162. 2 play G4
6163. 3 play G9
6164. 4 play W
6165. 0 play G5
6166. 1 play W
6167. 2 play G3
6168. 3 play G3
6169. 4 play WDT
6170. 0 play G2
6171. 1 play W
6172. 2 play WPU
6173. 3 play G7
6174. 4 play W
6175. 0 play G7
6176. 1 play WPU
6177. 2 play W+4
6178. 3 play WPU
6179. 4 play WDT
6180. 0 play GPT
6181. 1 play WPU
6182. 2 play W
6183. 3 play WDT
6184. 4 play WDT
6185. 0 play G+2
6186. 1 play WPU
6187. 2 play W
6188. 3 play WDT
6189. 4 play W+4
6190. 0 play G1
6191. 1 play WPU
6192. 2 play WPU
6193. 3 take
6194. 4 play WDT red 2,3
6195. 0 play R3
6196. 1 play WPU
6197. 2 play W+4
6198. 3 play G9
6199. 4 play W+4
6200. 0 play G1
6201. 1 play W
6202. 2 play W+4
6203. 3 play G6
6204. 4 play WDT
6205. 0 play GPT
6206. 1 play W
6207. 2 play WDT
6208. 3 play W+4
6209. 4 play W
6210. 0 play G0
6211. 1 play W
6212. 2 play W+4
6213. 3 play G4
6214. 4 take
6215. 0 play WDT blue 0,2
6216. 1 play B5
6217. 2 play Y5
6218. 3 play B5
6219. 4 play B7
6220. 0 play B1
6221. 1 play BPT
6222. 4 point 2
6223. 1 point 4
6224. 3 point 4
6225. 2 point 0
6226. 0 point 4
6227. 2 play RPT
6228. 1 point 4
6229. 4 point 0
6230. 3 point 4
6231. 0 point 2
6232. 2 point 1
6233. 3 play WDT blue 0,4
6234. 4 play W blue
6235. 0 play WDT blue 1,3
6236. 1 play B+2
6237. 3 play W+4 yellow
6238. 4 accept
6239. 0 play YPT
6240. 4 point 0
6241. 0 point 3
6242. 1 point 2
6243. 2 point 4
6244. 3 point 2
6245. 1 play Y3
6246. 2 play Y2
6247. 3 play Y5
6248. 4 play B5
6249. 2 play B5
6250. 3 play WPU
6251. 4 play WDT
6252. 0 play WPU
6253. 1 play B9
6254. 2 play W+4
6255. 3 play W+4
6256. 4 play BPT
6257. 0 play W
6258. 1 play B0
6259. 2 play B+2
6260. 3 play W+4
6261. 4 play BS
6262. 0 play WDT
6263. 1 play B+2
6264. 2 play W+4
6265. 3 play WDT
6266. 4 play B1
6267. 0 play WDT
6268. 1 play B8
6269. 2 play B3
6270. 3 play WDT
6271. 4 play WDT
6272. 0 play WDT
6273. 1 play B9
6274. 2 play WPU
6275. 3 play B1
6276. 4 play B7
6277. 0 take
6278. 1 play B6
6279. 2 play W yellow
6280. 3 draw
6281. 3 play Y2
6282. 4 play Y0
6283. 0 play W blue
6284. 1 play BS
6285. 3 play WPU
6286. 4 play Y9
6287. 0 play Y1
6288. 1 play YR
6289. 2 play Y9
6290. 3 play WPU
6291. 4 play W+4
6292. 0 play WDT
6293. 1 play YR
6294. 2 play Y3
6295. 3 play WDT
6296. 4 play WDT
6297. 0 play Y6
6298. 1 play Y4
6299. 2 play Y+2
6300. 3 play W
6301. 4 play W
6302. 0 play Y7
6303. 1 play Y1
6304. 2 play YPT
6305. 3 play W+4
6306. 4 play W
6307. 0 play YS
6308. 1 play Y4
6309. 2 play YS
6310. 3 play W+4
6311. 4 play W
6312. 0 play WDT
6313. 1 play WDT
6314. 2 play YPT
6315. 3 play W
6316. 4 play W
6317. 0 play WPU
6318. 1 take
6319. 2 play Y5
6320. 3 play WDT blue 3,4
6321. 4 play B7
6322. 0 play BS
6323. 2 play W blue
6324. 3 play BPT
6325. 3 point 0
6326. 4 point 0
6327. 0 point 4
6328. 1 point 4
6329. 2 point 4
6330. 4 play B4
6331. 0 play B5
6332. 1 play BR
6333. 0 play B6
6334. 4 play B3
6335. 3 play G3
6336. 2 play R3
6337. 1 play WDT yellow 2,4
6338. 0 play WDT blue 1,3
6339. 4 play W green
6340. 3 play G7
6341. 2 play R7
6342. 1 play W+4 red
6343. 0 challenge
6344. 0 play WPU
6345. 4 play W
6346. 3 play Y2
6347. 2 play Y8
6348. 1 play YPT
6349. 0 play WDT
6350. 4 play YPT
6351. 3 play W
6352. 2 play Y7
6353. 1 play YPT
6354. 0 play WDT
6355. 4 play Y3
6356. 3 play W
6357. 2 play W
6358. 1 play Y+2
6359. 0 play WDT
6360. 4 play W+4
6361. 3 play W
6362. 2 play Y+2
6363. 1 play Y2
6364. 0 play WDT
6365. 4 play W+4
6366. 3 play W
6367. 2 play Y6
6368. 1 play WDT
6369. 0 play W+4
6370. 4 play W+4
6371. 3 play WPU
6372. 2 play Y8
6373. 1 play Y6
6374. 0 play WDT
6375. 4 play W+4
6376. 3 play WPU
6377. 2 play YPT
6378. 1 play Y7
6379. 0 play W+4
6380. 4 take
6381. 3 play Y5
6382. 2 draw
6383. 2 play W green
6384. 1 play W+4 green
6385. 0 accept
6386. 4 play WPU
6387. 3 play WPU
6388. 2 take
6389. 1 play B8
6390. 0 play W+4 green
6391. 4 accept
6392. 3 play GPT
6393. 2 point 0
6394. 3 point 0
6395. 1 point 3
6396. 0 point 2
6397. 4 point 0
6398. 2 play WPU
6399. 1 play B6
6400. 0 play B7
6401. 4 play W+4
6402. 3 play WPU
6403. 2 play B5
6404. 1 play WDT
6405. 0 play B9
6406. 4 play WDT
6407. 3 play WPU
6408. 2 play B4
6409. 1 play BR
6410. 0 play B1
6411. 4 play B4
6412. 3 play BR
6413. 2 take
6414. 1 play W yellow
6415. 0 play W+4 green
6416. 4 challenge
6417. 4 play GR
6418. 0 play W+4 green
6419. 1 accept
6420. 2 play WPU
6421. 3 play G5
6422. 4 play G4
6423. 0 play G+2
6424. 1 play WPU
6425. 2 play WDT
6426. 3 play G6
6427. 4 play G1
6428. 0 play GS
6429. 1 play WPU
6430. 2 play WDT
6431. 3 play G9
6432. 4 play WPU
6433. 0 play G2
6434. 1 play W+4
6435. 2 play WPU
6436. 3 play G7
6437. 4 play GPT
6438. 0 play GPT
6439. 1 play GPT
6440. 2 play WDT
6441. 3 play GR
6442. 4 play WDT
6443. 0 play G5
6444. 1 play WPU
6445. 2 play W+4
6446. 3 play G2
6447. 4 play WDT
6448. 0 play W+4
6449. 1 play WPU
6450. 2 take
6451. 3 play G1
6452. 4 draw
6453. 4 play W+4 blue
6454. 0 challenge
6455. 0 play W+4 red
6456. 1 accept
6457. 2 play R1
6458. 4 play R1
6459. 0 play W yellow
6460. 1 play YR
6461. 0 play W+4 green
6462. 4 challenge
6463. 4 play G9
6464. 3 play G3
6465. 2 play WDT green 2,4
6466. 1 play W yellow
6467. 0 play WPU
6468. 4 play W
6469. 3 play WPU
6470. 2 play WPU
6471. 1 play Y9
6472. 0 play W+4
6473. 4 play Y+2
6474. 3 play WPU
6475. 2 play WDT
6476. 1 play Y3
6477. 0 play W
6478. 4 play Y6
6479. 3 play WPU
6480. 2 play WDT
6481. 1 play Y5
6482. 0 play W
6483. 4 play Y8
6484. 3 take
6485. 2 play WPU
6486. 1 play W+4
6487. 0 play G3
6488. 4 play G1
6489. 3 play WDT
6490. 2 play G4
6491. 1 play WPU
6492. 0 play G8
6493. 4 play WPU
6494. 3 play W+4
6495. 2 play W+4
6496. 1 play W
6497. 0 play G7
6498. 4 play WDT
6499. 3 play WDT
6500. 2 play GR
6501. 1 play WDT
6502. 0 play GPT
6503. 4 play W+4
6504. 3 play W
6505. 2 play G+2
6506. 1 play WDT
6507. 0 play G8
6508. 4 play G0
6509. 3 play G+2
6510. 2 play G6
6511. 1 play WDT
6512. 0 play GS
6513. 4 play G6
6514. 3 play W
6515. 2 play G7
6516. 1 play W
6517. 0 take
6518. 4 play WDT green 3,4
6519. 3 play G4
6520. 2 play GS
6521. 0 play WDT green 2,3
6522. 4 play W yellow
6523. 3 play Y5
6524. 2 draw
6525. 2 play W green
6526. 1 play W green
6527. 0 play WPU
6528. 4 play W
6529. 3 play WPU
6530. 2 play G9
6531. 1 play W
6532. 0 play G6
6533. 4 play WDT
6534. 3 play W
6535. 2 play WDT
6536. 1 play W
6537. 0 play G1
6538. 4 play W
6539. 3 play WPU
6540. 2 play G5
6541. 1 play W
6542. 0 play G3
6543. 4 play W
6544. 3 play WPU
6545. 2 play GPT
6546. 1 take
6547. 0 play W+4 blue
6548. 4 accept
6549. 3 play BPT
6550. 3 point 1
6551. 0 point 2
6552. 4 point 2
6553. 1 point 2
6554. 2 point 1
6555. 2 play GPT
6556. 2 point 0
6557. 0 point 2
6558. 4 point 1
6559. 1 point 2
6560. 3 point 2
6561. 1 play W blue
6562. 0 play B6
6563. 4 play W blue
6564. 3 play B7
6565. 2 play BPT
6566. 2 point 0
6567. 3 point 2
6568. 4 point 0
6569. 1 point 0
6570. 0 point 1
6571. 1 play B6
6572. 2 play B6
6573. 1 play WPU
6574. 0 play WDT
6575. 4 play WDT
6576. 3 play BS
6577. 2 play WPU
6578. 1 play W
6579. 0 play WDT
6580. 4 play W+4
6581. 3 play WPU
6582. 2 play B1
6583. 1 play B2
6584. 0 play B0
6585. 4 play WPU
6586. 3 take
6587. 2 play B4
6588. 1 play G4
6589. 0 play G4
6590. 4 play WDT yellow 0,1
6591. 3 play Y3
6592. 2 play WDT green 2,4
6593. 1 play G9
6594. 0 play G0
6595. 4 play W red
6596. 3 play WPU
6597. 2 play BR
6598. 1 play WDT
6599. 0 play B8
6600. 4 play W+4
6601. 3 play WPU
6602. 2 play B9
6603. 1 play W
6604. 0 play B8
6605. 4 play B5
6606. 3 play B2
6607. 2 play B3
6608. 1 play W
6609. 0 play BPT
6610. 4 play WDT
6611. 3 play B1
6612. 2 play WPU
6613. 1 play W
6614. 0 play B3
6615. 4 play W+4
6616. 3 play WPU
6617. 2 play W
6618. 1 play BPT
6619. 0 play B9
6620. 4 play W+4
6621. 3 play BPT
6622. 2 play W+4
6623. 1 play WDT
6624. 0 play W
6625. 4 take
6626. 3 play WDT red 0,1
6627. 2 play W+4 red
6628. 1 accept
6629. 0 play W blue
6630. 4 play W+4 blue
6631. 3 accept
6632. 2 play B5
6633. 1 play G5
6634. 0 draw
6635. 4 play R5
6636. 3 play WPU
6637. 2 play B4
6638. 1 play WDT
6639. 0 play WDT
6640. 4 play B5
6641. 3 play WDT
6642. 2 play WPU
6643. 1 play B6
6644. 0 play W+4
6645. 4 play B1
6646. 3 play W
6647. 2 play BR
6648. 1 play B2
6649. 0 play B1
6650. 4 play W+4
6651. 3 play BS
6652. 2 play B7
6653. 1 play W
6654. 0 play BS
6655. 4 play B8
6656. 3 play WDT
6657. 2 play W
6658. 1 play W
6659. 0 play W+4
6660. 4 play B8
6661. 3 play B0
6662. 2 play WPU
6663. 1 play WPU
6664. 0 play WPU
6665. 4 play BR
6666. 3 play W+4
6667. 2 play W+4
6668. 1 play WPU
6669. 0 play W+4
6670. 4 play B3
6671. 3 play WDT
6672. 2 play WPU
6673. 1 play W
6674. 0 play B4
6675. 4 play W
6676. 3 play WDT
6677. 2 play W+4
6678. 1 take
6679. 0 play W+4 blue
6680. 4 accept
6681. 3 draw
6682. 2 play B7
6683. 1 play B7
6684. 0 play WDT yellow 2,3
6685. 4 play Y3
6686. 3 play YR
6687. 4 play W+4 green
6688. 0 challenge
6689. 0 play W green
6690. 1 play G6
6691. 2 play G2
6692. 3 draw
6693. 4 play R2
6694. 0 play W green
6695. 1 play W red
6696. 2 play R7
6697. 3 play R5
6698. 4 play WPU
6699. 0 play WPU
6700. 1 play Y9
6701. 2 play Y5
6702. 3 play Y6
6703. 4 play Y8
6704. 0 play WPU
6705. 1 play W
6706. 2 take
6707. 3 play Y+2
6708. 0 play W green
6709. 1 play W+4 yellow
6710. 2 accept
6711. 3 play Y9
6712. 4 play W yellow
6713. 0 play WDT blue 2,3
6714. 1 play W+4 red
6715. 2 accept
6716. 3 play W+4 yellow
6717. 4 challenge
6718. 4 play Y0
6719. 0 play G0
6720. 1 play G3
6721. 2 play G5
6722. 3 draw
6723. 4 play W yellow
6724. 0 draw
6725. 1 play YR
6726. 0 play WDT yellow 1,2
6727. 4 play W red
6728. 3 play W blue
6729. 2 play W+4 blue
6730. 1 challenge
6731. 1 play B2
6732. 0 play W blue
6733. 4 play B6
6734. 3 play W+4 blue
6735. 2 challenge
6736. 2 play WDT red 1,3
6737. 1 play W+4 red
6738. 0 accept
6739. 4 play R0
6740. 3 play R2
6741. 2 play R4
6742. 1 play R4
6743. 0 play RPT
6744. 0 point 4
6745. 3 point 2
6746. 1 point 3
6747. 2 point 4
6748. 4 point 3
6749. 4 play R3
6750. 3 play R0
6751. 2 play WPU
6752. 1 play WPU
6753. 0 play WDT
6754. 4 play R6
6755. 3 play WPU
6756. 2 play R5
6757. 1 play WDT
6758. 0 play R1
6759. 4 play R5
6760. 3 play W+4
6761. 2 play R9
6762. 1 play WDT
6763. 0 play W
6764. 4 play WDT
6765. 3 play W
6766. 2 play WDT
6767. 1 play WDT
6768. 0 play W+4
6769. 4 play R4
6770. 3 play W+4
6771. 2 play RPT
6772. 1 play WPU
6773. 0 play R1
6774. 4 play W+4
6775. 3 play R2
6776. 2 play R4
6777. 1 play W+4
6778. 0 take
6779. 4 play RS
6780. 2 play W+4 blue
6781. 1 accept
6782. 0 play W green
6783. 4 play WDT green 0,4
6784. 3 draw
6785. 3 play W+4 blue
6786. 2 challenge
6787. 2 play WPU
6788. 1 play W
6789. 0 play WDT
6790. 4 play BPT
6791. 3 play B6
6792. 2 play W
6793. 1 play B1
6794. 0 play W
6795. 4 play W
6796. 3 play B2
6797. 2 play W
6798. 1 play B3
6799. 0 play WPU
6800. 4 play WPU
6801. 3 play W
6802. 2 play W
6803. 1 play WDT
6804. 0 play WDT
6805. 4 play B7
6806. 3 play WDT
6807. 2 play W
6808. 1 play BS
6809. 0 play BPT
6810. 4 play WPU
6811. 3 play B7
6812. 2 play W
6813. 1 play W+4
6814. 0 play WPU
6815. 4 play W+4
6816. 3 take
6817. 2 pass
6818. 1 play B0
6819. 0 draw
6820. 0 play WPU
6821. 4 play W+4
6822. 3 play W+4
6823. 2 take
6824. 1 play W green
6825. 0 play GPT
6826. 0 point 1
6827. 4 point 1
6828. 2 point 0
6829. 1 point 0
6830. 3 point 2
6831. 4 play GS
6832. 2 play GR
6833. 3 play G6
6834. 4 play W+4 yellow
6835. 0 challenge
6836. 0 play WDT green 0,4
6837. 1 play G5
6838. 4 play G5
6839. 0 play WDT red 0,2
6840. 1 play R3
6841. 2 play R6
6842. 3 play B6
6843. 4 play B9
6844. 0 play B+2
6845. 2 play W+4 red
6846. 3 challenge
6847. 3 play WPU
6848. 4 play R7
6849. 0 play R1
6850. 1 play RS
6851. 2 play R2
6852. 3 play W
6853. 4 play W
6854. 0 play R6
6855. 1 play WDT
6856. 2 play R9
6857. 3 play WPU
6858. 4 play RPT
6859. 0 play R9
6860. 1 play W
6861. 2 play W+4
6862. 3 play WPU
6863. 4 play WDT
6864. 0 play R5
6865. 1 play W+4
6866. 2 play RR
6867. 3 play WDT
6868. 4 play R3
6869. 0 play RPT
6870. 1 play R6
6871. 2 play R3
6872. 3 play W
6873. 4 play RS
6874. 0 play R4
6875. 1 play R0
6876. 2 play R+2
6877. 3 play W
6878. 4 play WPU
6879. 0 play W+4
6880. 1 play W+4
6881. 2 play RR
6882. 3 play WPU
6883. 4 play W
6884. 0 play W+4
6885. 1 play WPU
6886. 2 play R+2
6887. 3 play W
6888. 4 play WDT
6889. 0 play W
6890. 1 play WDT
6891. 2 play R8
6892. 3 play W+4
6893. 4 play R7
6894. 0 play WPU
6895. 1 play WPU
6896. 2 play RPT
6897. 3 play W+4
6898. 4 take
6899. 0 play WDT green 1,3
6900. 1 play G9
6901. 2 play G0
6902. 3 play WDT blue 0,3
6903. 4 play B2
6904. 0 play W+4 blue
6905. 1 challenge
6906. 1 play B1
6907. 2 play G1
6908. 3 play WPU
6909. 4 play B3
6910. 0 play B2
6911. 1 play B6
6912. 2 play B0
6913. 3 play B1
6914. 4 play BPT
6915. 0 play WDT
6916. 1 play B9
6917. 2 play B6
6918. 3 play B3
6919. 4 play BPT
6920. 0 play WDT
6921. 1 play BS
6922. 2 take
6923. 3 play BPT
6924. 4 point 2
6925. 1 point 2
6926. 3 point 4
6927. 2 point 4
6928. 0 point 1
6929. 4 play W green
6930. 0 play WDT red 0,4
6931. 1 play WPU
6932. 2 play BS
6933. 3 play WDT
6934. 4 play W
6935. 0 play WDT
6936. 1 play B8
6937. 2 play B3
6938. 3 play WDT
6939. 4 play W+4
6940. 0 play WDT
6941. 1 play B5
6942. 2 play B3
6943. 3 play B2
6944. 4 play W+4
6945. 0 play W+4
6946. 1 play BR
6947. 2 play B6
6948. 3 play W
6949. 4 play WPU
6950. 0 play WPU
6951. 1 play BR
6952. 2 play B9
6953. 3 play B7
6954. 4 play W
6955. 0 play W+4
6956. 1 play WPU
6957. 2 play B0
6958. 3 play BPT
6959. 4 play W
6960. 0 play B+2
6961. 1 play B5
6962. 2 play B6
6963. 3 play B7
6964. 4 play WDT
6965. 0 play W+4
6966. 1 play B4
6967. 2 play BPT
6968. 3 play W
6969. 4 play WPU
6970. 0 play B+2
6971. 1 play WPU
6972. 2 play BPT
6973. 3 play BS
6974. 4 play WPU
6975. 0 take
6976. 1 play W green
6977. 2 play G5
6978. 3 play G9
6979. 4 play GR
6980. 3 draw
6981. 3 play W yellow
6982. 2 play Y6
6983. 1 play W blue
6984. 0 play B8
6985. 1 play B8
6986. 0 play B6
6987. 4 play R6
6988. 3 play W yellow
6989. 2 play Y3
6990. 1 play YR
6991. 2 play Y+2
6992. 4 play Y5
6993. 0 play WPU
6994. 1 play W
6995. 2 play Y8
6996. 3 play Y3
6997. 4 play Y2
6998. 0 play W+4
6999. 1 play YS
7000. 2 play Y9
7001. 3 play Y0
7002. 4 play WPU
7003. 0 play WDT
7004. 1 play Y1
7005. 2 play Y5
7006. 3 play W
7007. 4 play Y+2
7008. 0 play W
7009. 1 play YS
7010. 2 play Y9
7011. 3 play Y8
7012. 4 play W+4
7013. 0 play W+4
7014. 1 play WPU
7015. 2 play WDT
7016. 3 play W
7017. 4 play W+4
7018. 0 play WDT
7019. 1 play Y4
7020. 2 play WDT
7021. 3 play W uno
7022. 4 play Y7
7023. 0 play WDT
7024. 1 play Y4
7025. 2 take
7026. 3 draw
7027. 4 play YR
7028. 3 play GR uno
7029. 4 play W yellow
7030. 0 play WDT green 1,2
7031. 1 play G4
7032. 2 draw
7033. 1 play G4
7034. 2 play WDT green 0,1
7035. 3 draw
7036. 3 play G5 uno
7037. 4 play W+4 green
7038. 0 accept
7039. 1 play G9
7040. 2 play GPT
7041. 0 point 2
7042. 1 point 4
7043. 2 point 3
7044. 4 point 2
7045. 3 point 4
7046. 3 draw
7047. 4 play W yellow
7048. 0 play W green
7049. 1 play GPT
7050. 4 point 1
7051. 2 point 1
7052. 0 point 1
7053. 3 point 4
7054. 1 point 3
7055. 2 play GR
7056. 1 play WDT blue 1,4
7057. 0 play B4
7058. 4 play R4
7059. 0 play R4
7060. 4 play WDT blue 1,2
7061. 3 draw
7062. 2 play W+4 blue
7063. 1 challenge
7064. 1 play B6
7065. 0 play B5
7066. 4 play R5
7067. 3 play G5
7068. 2 play W red
7069. 1 play WPU
7070. 0 play GPT
7071. 4 play W
7072. 3 play G9
7073. 2 play W+4
7074. 1 play WDT
7075. 0 play WDT
7076. 4 play WPU
7077. 3 take
7078. 2 play G5
7079. 1 play WPU
7080. 0 play RPT
7081. 4 play R8
7082. 3 play WDT
7083. 2 play W+4
7084. 1 play R4
7085. 0 play WDT
7086. 4 play R3
7087. 3 play W
7088. 2 play W
7089. 1 take
7090. 0 play W+4 blue
7091. 4 challenge
7092. 4 play W+4 yellow
7093. 3 challenge
7094. 3 play Y+2
7095. 1 play W+4 blue
7096. 0 accept
7097. 4 play W+4 red
7098. 3 challenge
7099. 3 play R6
7100. 4 play R6
7101. 3 play WDT green 0,4
7102. 2 play G5
7103. 1 play Y5
7104. 0 play B5
7105. 4 play WPU
7106. 3 play WPU
7107. 2 play WDT
7108. 1 play WDT
7109. 0 play WPU
7110. 4 play RPT
7111. 3 play W+4
7112. 2 play WPU
7113. 1 play RPT
7114. 0 play R5
7115. 4 play RR
7116. 3 take
7117. 2 play R8
7118. 1 play W green
7119. 0 play W red
7120. 4 play R2
7121. 3 play WPU
7122. 2 play W
7123. 1 play R8
7124. 0 play W
7125. 4 play R+2
7126. 3 play R5
7127. 2 play WDT
7128. 1 play W+4
7129. 0 play W+4
7130. 4 play RR
7131. 3 play RR
7132. 2 play WPU
7133. 1 play W
7134. 0 play R1
7135. 4 play R0
7136. 3 play WPU
7137. 2 play W+4
7138. 1 play WDT
7139. 0 play W+4
7140. 4 play R5
7141. 3 play WDT
7142. 2 play WPU
7143. 1 play W
7144. 0 play W+4
7145. 4 play R3
7146. 3 play WPU
7147. 2 play W
7148. 1 play R3
7149. 0 play WDT
7150. 4 play R+2
7151. 3 play W+4
7152. 2 play W+4
7153. 1 play R4
7154. 0 play R2
7155. 4 play RPT
7156. 3 play WDT
7157. 2 play WDT
7158. 1 play R4
7159. 0 play WPU
7160. 4 play R9
7161. 3 play W+4
7162. 2 play WDT
7163. 1 play W+4
7164. 0 play W
7165. 4 play RPT
7166. 3 play R6
7167. 2 play WDT
7168. 1 take
7169. 0 play W yellow
7170. 4 play WPU
7171. 3 play GPT
7172. 2 play G2
7173. 1 play GPT
7174. 0 play G0
7175. 4 play G4
7176. 3 play G9
7177. 2 play G2
7178. 1 play W
7179. 0 play WPU
7180. 4 play G4
7181. 3 play GPT
7182. 2 play W
7183. 1 play WDT
7184. 0 play W
7185. 4 play WPU
7186. 3 take
7187. 2 play W red
7188. 1 play RPT
7189. 1 point 0
7190. 0 point 4
7191. 2 point 3
7192. 3 point 1
7193. 4 point 3
7194. 0 play W red
7195. 4 play R7
7196. 3 play WDT green 0,2
7197. 2 draw
7198. 2 play W yellow
7199. 1 play W+4 red
7200. 0 accept
7201. 4 play R7
7202. 3 play RPT
7203. 3 point 4
7204. 0 point 4
7205. 2 point 3
7206. 4 point 1
7207. 1 point 0
7208. 2 play W green
7209. 1 play WDT green 0,1
7210. 0 play GR
7211. 1 play WDT red 0,3
7212. 2 play R7
7213. 3 play WPU
7214. 4 play WDT
7215. 0 play G6
7216. 1 play W+4
7217. 2 play W
7218. 3 play G0
7219. 4 play WDT
7220. 0 play GS
7221. 1 play W
7222. 2 play W
7223. 3 play G9
7224. 4 play G6
7225. 0 play G8
7226. 1 play WPU
7227. 2 take
7228. 3 play WPU
7229. 4 play WDT
7230. 0 play R7
7231. 1 play R0
7232. 2 play W+4
7233. 3 play W
7234. 4 play W+4
7235. 0 play WPU
7236. 1 play R4
7237. 2 play WDT
7238. 3 play W
7239. 4 play W+4
7240. 0 play R8
7241. 1 play WDT
7242. 2 play WDT
7243. 3 play W
7244. 4 play W+4
7245. 0 play WPU
7246. 1 play RR
7247. 2 play W
7248. 3 play WDT
7249. 4 play RS
7250. 0 play WPU
7251. 1 play R4
7252. 2 play WPU
7253. 3 play R2
7254. 4 play RS
7255. 0 play W
7256. 1 play R3
7257. 2 play W
7258. 3 play RPT
7259. 4 play R1
7260. 0 play W
7261. 1 play WPU
7262. 2 play W
7263. 3 play WPU
7264. 4 play W
7265. 0 play WPU
7266. 1 play R9
7267. 2 play W
7268. 3 play RPT
7269. 4 play W
7270. 0 take
7271. 1 play R3
7272. 0 play R3
7273. 1 play R+2
7274. 3 draw
7275. 3 play R3
7276. 4 play W+4 blue
7277. 0 challenge
7278. 0 play BPT
7279. 1 point 0
7280. 3 point 4
7281. 0 point 1
7282. 4 point 2
7283. 2 point 1
7284. 1 play RPT
7285. 3 point 1
7286. 1 point 0
7287. 4 point 1
7288. 2 point 0
7289. 0 point 3
7290. 2 play R7
7291. 0 play R7
7292. 1 play W+4 blue
7293. 2 challenge
7294. 2 play B2
7295. 3 draw
7296. 3 play W+4 blue
7297. 4 challenge
7298. 0 play W blue
7299. 1 play WPU
7300. 2 play WDT
7301. 3 take
7302. 4 play W red
7303. 0 play W+4 yellow
7304. 1 challenge
7305. 1 play W green
7306. 2 play GR
7307. 1 play WPU
7308. 0 play WDT
7309. 4 play G5
7310. 3 play G5
7311. 2 play G0
7312. 1 play W+4
7313. 0 play WPU
7314. 4 play G1
7315. 3 play W
7316. 2 play G9
7317. 1 play WPU
7318. 0 play WPU
7319. 4 play GPT
7320. 3 play GPT
7321. 2 play G6
7322. 1 play W
7323. 0 play G9
7324. 4 play WPU
7325. 3 play GPT
7326. 2 play G6
7327. 1 play W+4
7328. 0 play WPU
7329. 4 play WPU
7330. 3 play G2
7331. 2 play G8
7332. 1 play WDT
7333. 0 play W
7334. 4 play GS
7335. 3 play W+4
7336. 2 play GS
7337. 1 play W+4
7338. 0 play WPU
7339. 4 take
7340. 3 play WDT green 2,3
7341. 2 draw
7342. 2 play W yellow
7343. 1 play Y1
7344. 2 play Y1
7345. 1 play R1
7346. 0 play RS
7347. 3 draw
7348. 3 play W blue
7349. 2 play B8
7350. 1 play WDT blue 0,1
7351. 0 play W blue
7352. 4 play B2
7353. 0 play B2
7354. 4 play W blue
7355. 3 draw
7356. 2 play B4
7357. 1 play BPT
7358. 4 point 1
7359. 3 point 1
7360. 2 point 1
7361. 0 point 4
7362. 1 point 4
7363. 0 play W+4 yellow
7364. 4 challenge
7365. 4 play WPU
7366. 3 take
7367. 2 play B1
7368. 1 play W+4 green
7369. 0 challenge
7370. 0 play W+4 yellow
7371. 4 accept
7372. 3 play YR
7373. 4 play Y6
7374. 0 play W+4 red
7375. 1 challenge
7376. 1 play W green
7377. 2 draw
7378. 2 play W+4 yellow
7379. 3 challenge
7380. 4 play W+4 red
7381. 0 challenge
7382. 0 play R3
7383. 1 play W yellow
7384. 2 play Y3
7385. 2 play Y3
7386. 3 play W green
7387. 4 play WDT yellow 3,4
7388. 0 play WDT green 0,1
7389. 1 play WPU
7390. 2 play Y8
7391. 3 take
7392. 4 play Y2
7393. 0 play Y6
7394. 2 play Y6
7395. 3 play Y8
7396. 4 play WPU
7397. 0 play WDT
7398. 1 play W+4
7399. 2 play Y5
7400. 3 play Y3
7401. 4 play Y1
7402. 0 play YR
7403. 1 play W+4
7404. 2 play Y4
7405. 3 take
7406. 4 play YPT
7407. 0 point 4
7408. 3 point 4
7409. 1 point 3
7410. 2 point 4
7411. 4 point 3
7412. 0 play RPT
7413. 1 point 3
7414. 4 point 0
7415. 3 point 0
7416. 2 point 3
7417. 0 point 3
7418. 1 play R8
7419. 2 play Y8
7420. 3 play WDT yellow 0,2
7421. 4 play W yellow
7422. 0 play WDT green 0,3
7423. 1 play W+4 red
7424. 2 challenge
7425. 2 draw
7426. 2 play W red
7427. 3 play R1
7428. 4 play WDT blue 0,1
7429. 0 play BS
7430. 2 draw
7431. 2 play WDT blue 0,3
7432. 3 play W blue
7433. 4 play W red
7434. 0 play R4
7435. 0 play R4
7436. 1 play WDT red 3,4
7437. 2 draw
7438. 3 play W+4 yellow
7439. 4 challenge
7440. 0 play WPU
7441. 1 play R7
7442. 2 take
7443. 3 play W+4 yellow
7444. 4 accept
7445. 0 play W+4 yellow
7446. 1 challenge
7447. 1 play WPU
7448. 2 play Y+2
7449. 3 play Y3
7450. 4 play W+4
7451. 0 play WDT
7452. 1 play YPT
7453. 2 play Y9
7454. 3 play WDT
7455. 4 play W
7456. 0 play YR
7457. 1 play W+4
7458. 2 play Y9
7459. 3 play Y6
7460. 4 play WDT
7461. 0 play Y5
7462. 1 play Y1
7463. 2 play Y4
7464. 3 play Y1
7465. 4 play WDT
7466. 0 play W
7467. 1 play Y8
7468. 2 play YS
7469. 3 play W+4
7470. 4 play WDT
7471. 0 play Y+2
7472. 1 play WDT
7473. 2 play Y7
7474. 3 play Y2
7475. 4 play WPU
7476. 0 play W
7477. 1 play WDT
7478. 2 play Y0
7479. 3 play Y5
7480. 4 play YPT
7481. 0 play WDT
7482. 1 play WDT
7483. 2 play Y8
7484. 3 play YR
7485. 4 play W+4
7486. 0 play W
7487. 1 take
7488. 2 play Y2
7489. 3 play Y4
7490. 4 play YPT
7491. 1 point 4
7492. 4 point 2
7493. 0 point 3
7494. 2 point 0
7495. 3 point 2
7496. 0 play RPT
7497. 0 point 1
7498. 2 point 1
7499. 3 point 0
7500. 1 point 4
7501. 4 point 3
7502. 1 play WPU
7503. 2 play R4
7504. 3 play W
7505. 4 play W+4
7506. 0 play RPT
7507. 1 play RR
7508. 2 play R7
7509. 3 play W
7510. 4 play R1
7511. 0 play R8
7512. 1 play W+4
7513. 2 take
7514. 3 play WDT green 1,4
7515. 4 play G6
7516. 0 play WPU
7517. 1 play W+4
7518. 2 play W+4
7519. 3 play G4
7520. 4 play G6
7521. 0 play WDT
7522. 1 play W+4
7523. 2 play W
7524. 3 play G4
7525. 4 play W+4
7526. 0 play G8
7527. 1 play G1
7528. 2 play W
7529. 3 play GPT
7530. 4 play G2
7531. 0 play G7
7532. 1 play GR
7533. 2 play W+4
7534. 3 play WDT
7535. 4 play G5
7536. 0 play G3
7537. 1 play W
7538. 2 take
7539. 3 draw
7540. 3 play WPU
7541. 4 play W+4
7542. 0 play W
7543. 1 play WDT
7544. 2 play G2
7545. 3 play G2
7546. 4 play WPU
7547. 0 play G3
7548. 1 play W
7549. 2 play WDT
7550. 3 take
7551. 4 play G9
7552. 0 play B9
7553. 1 play B5
7554. 2 play W+4 green
7555. 3 challenge
7556. 3 play W green
7557. 4 play GR
7558. 3 play W red
7559. 2 play R1
7560. 1 play Y1
7561. 1 play Y1
7562. 0 play WPU
7563. 4 play Y7
7564. 3 play W+4
7565. 2 play WPU
7566. 1 play Y7
7567. 0 play WPU
7568. 4 play W+4
7569. 3 play Y6
7570. 2 play YS
7571. 1 play Y2
7572. 0 play W
7573. 4 play W+4
7574. 3 play WPU
7575. 2 play WDT
7576. 1 play Y6
7577. 0 play W
7578. 4 play W
7579. 3 play WPU
7580. 2 play W+4
7581. 1 play Y8
7582. 0 play W+4
7583. 4 play W
7584. 3 play Y3
7585. 2 play W+4
7586. 1 play YS
7587. 0 play YPT
7588. 4 play W+4
7589. 3 play WDT
7590. 2 play W
7591. 1 play Y8
7592. 0 play Y4
7593. 4 play YPT
7594. 3 play WDT
7595. 2 play W+4
7596. 1 play YPT
7597. 0 play W
7598. 4 play WPU
7599. 3 take
7600. 2 play W+4 blue
7601. 1 accept
7602. 0 play WPU
7603. 4 play W
7604. 3 play W
7605. 2 play W
7606. 1 play B2
7607. 0 play BPT
7608. 4 play BPT
7609. 3 play WPU
7610. 2 play B9
7611. 1 play B4
7612. 0 play BS
7613. 4 play B5
7614. 3 play B2
7615. 2 play B1
7616. 1 play WDT
7617. 0 play BPT
7618. 4 play B9
7619. 3 play W+4
7620. 2 play B5
7621. 1 play WDT
7622. 0 play W
7623. 4 play WPU
7624. 3 play WDT
7625. 2 play W
7626. 1 play WDT
7627. 0 play B3
7628. 4 play WPU
7629. 3 play WPU
7630. 2 play WDT
7631. 1 play WDT
7632. 0 play BPT
7633. 4 play B1
7634. 3 play W
7635. 2 take
7636. 1 play W red
7637. 0 play R9
7638. 4 play R+2
7639. 2 play RPT
7640. 0 point 2
7641. 4 point 3
7642. 3 point 0
7643. 2 point 3
7644. 1 point 0
7645. 1 play W+4 red
7646. 0 accept
7647. 4 play RPT
7648. 1 point 2
7649. 4 point 3
7650. 0 point 4
7651. 2 point 4
7652. 3 point 0
7653. 3 play WPU
7654. 2 play R9
7655. 1 play W+4
7656. 0 play R2
7657. 4 play R9
7658. 3 play W+4
7659. 2 play RPT
7660. 1 play R8
7661. 0 play W
7662. 4 play WPU
7663. 3 play W
7664. 2 play R4
7665. 1 play WDT
7666. 0 play W
7667. 4 play R4
7668. 3 play W+4
7669. 2 play R8
7670. 1 play RPT
7671. 0 play R0
7672. 4 play WPU
7673. 3 play WPU
7674. 2 play R7
7675. 1 play R5
7676. 0 play W
7677. 4 play W+4
7678. 3 play W+4
7679. 2 play W+4
7680. 1 play W+4
7681. 0 play R3
7682. 4 play WPU
7683. 3 play W
7684. 2 play WPU
7685. 1 play R2
7686. 0 play R+2
7687. 4 play R3
7688. 3 play W
7689. 2 play WDT
7690. 1 play W
7691. 0 play RPT
7692. 4 play WPU
7693. 3 play W
7694. 2 play W
7695. 1 play R6
7696. 0 play RR
7697. 4 take
7698. 3 play W blue
7699. 2 play B9
7700. 1 play W yellow
7701. 0 draw
7702. 0 play W yellow
7703. 4 play W+4 green
7704. 3 accept
7705. 2 play G3
7706. 1 play Y3
7707. 0 play B3
7708. 4 play WDT blue 1,3
7709. 3 play W+4 red
7710. 2 challenge
7711. 2 play W green
7712. 1 play WDT red 0,1
7713. 0 play R1
7714. 4 play RPT
7715. 3 point 4
7716. 4 point 0
7717. 2 point 3
7718. 0 point 1
7719. 1 point 4
7720. 3 play W red
7721. 2 play W red
7722. 1 play R6
7723. 0 play B6
7724. 4 play W+4 blue
7725. 3 challenge
7726. 3 play BS
7727. 1 play RS
7728. 4 play R+2
7729. 2 play W+4 red
7730. 1 accept
7731. 0 play RS
7732. 3 play W red
7733. 2 play W green
7734. 1 play G3
7735. 3 play G3
7736. 2 play G6
7737. 2 play G6
7738. 1 play WDT green 1,2
7739. 0 draw
7740. 0 play G6
7741. 4 play WDT yellow 2,4
7742. 3 play Y6
7743. 2 play WDT green 1,2
7744. 1 play WDT blue 0,3
7745. 0 play B+2
7746. 3 play W+4 green
7747. 2 challenge
7748. 2 play G7
7749. 1 play W yellow
7750. 0 draw
7751. 0 play WDT green 0,2
7752. 4 play W+4 blue
7753. 3 accept
7754. 2 play B3
7755. 1 play BS
7756. 4 play W blue
7757. 3 play B3
7758. 2 play B4
7759. 1 play B8
7760. 0 play WDT blue 1,2
7761. 4 play W red
7762. 3 play W blue
7763. 2 play B9
7764. 1 play Y9
7765. 0 play Y6
7766. 4 play Y1
7767. 3 play Y2
7768. 2 play WDT yellow 1,3
7769. 1 play Y5
7770. 1 play Y5
7771. 0 draw
7772. 0 play W green
7773. 4 play G3
7774. 3 play WPU
7775. 2 play G8
7776. 1 play GR
7777. 0 play G+2
7778. 4 play G8
7779. 3 play WPU
7780. 2 play G4
7781. 1 take
7782. 0 play G7
7783. 4 play W yellow
7784. 3 play W red
7785. 2 play WPU
7786. 1 play YPT
7787. 0 take
7788. 4 play W blue
7789. 3 play B6
7790. 2 play W red
7791. 1 play R1
7792. 4 play R1
7793. 3 play W+4 yellow
7794. 2 accept
7795. 1 play YR
7796. 2 play GR
7797. 1 play GR
7798. 2 play RR
7799. 1 play YR
7800. 2 play Y5
7801. 3 play Y7
7802. 4 play W green
7803. 0 play W+4 red
7804. 1 challenge
7805. 1 play RS
7806. 3 play W+4 blue
7807. 4 accept
7808. 0 play WPU
7809. 1 play WPU
7810. 2 play W
7811. 3 play WPU
7812. 4 play W+4
7813. 0 play W
7814. 1 play B8
7815. 2 play B1
7816. 3 play B9
7817. 4 play W
7818. 0 play BR
7819. 1 take
7820. 2 play B5
7821. 3 play W+4 red
7822. 4 accept
7823. 0 play WDT red 0,4
7824. 1 play WPU
7825. 2 play B1
7826. 3 play WDT
7827. 4 play B3
7828. 0 play B0
7829. 1 play B8
7830. 2 play B2
7831. 3 play W+4
7832. 4 play WPU
7833. 0 play BS
7834. 1 play WPU
7835. 2 play BS
7836. 3 play WDT
7837. 4 play B4
7838. 0 play B3
7839. 1 play BR
7840. 2 play B5
7841. 3 play W+4
7842. 4 play WPU
7843. 0 play B7
7844. 1 play B1
7845. 2 play BPT
7846. 3 play WDT
7847. 4 play W
7848. 0 play BR
7849. 1 play B9
7850. 2 play W
7851. 3 play WDT
7852. 4 play W
7853. 0 play B6
7854. 1 play W+4
7855. 2 play WDT
7856. 3 play WDT
7857. 4 play W+4
7858. 0 play B7
7859. 1 play B9
7860. 2 play WPU
7861. 3 play WDT
7862. 4 play W+4
7863. 0 play B+2
7864. 1 play W
7865. 2 play BPT
7866. 3 play WDT
7867. 4 play W
7868. 0 play B4
7869. 1 play W
7870. 2 play WDT
7871. 3 take
7872. 4 play W+4 green
7873. 0 accept
7874. 1 play G4
7875. 2 play GPT
7876. 2 point 0
7877. 1 point 3
7878. 4 point 1
7879. 3 point 1
7880. 0 point 4
7881. 3 play YPT
7882. 3 point 1
7883. 1 point 4
7884. 4 point 1
7885. 2 point 4
7886. 0 point 3
7887. 4 play GPT
7888. 3 point 4
7889. 1 point 0
7890. 0 point 2
7891. 4 point 1
7892. 2 point 0
7893. 0 play YPT
7894. 0 point 3
7895. 2 point 0
7896. 3 point 2
7897. 4 point 0
7898. 1 point 0
7899. 1 play Y9
7900. 2 play Y2
7901. 3 play WDT blue 3,4
7902. 4 play W yellow
7903. 0 play WPU
7904. 1 play G7
7905. 2 play WPU
7906. 3 play G3
7907. 4 play G9
7908. 0 play W
7909. 1 play G+2
7910. 2 play G9
7911. 3 play G2
7912. 4 play G7
7913. 0 play W
7914. 1 play W
7915. 2 play G1
7916. 3 play W+4
7917. 4 play G5
7918. 0 play WDT
7919. 1 play W+4
7920. 2 play W
7921. 3 play W
7922. 4 play W
7923. 0 play WPU
7924. 1 play W+4
7925. 2 play WDT
7926. 3 play W
7927. 4 play G3
7928. 0 play W+4
7929. 1 play GR
7930. 2 play G5
7931. 3 play WPU
7932. 4 play G0
7933. 0 play GR
7934. 1 play W+4
7935. 2 play G4
7936. 3 play W
7937. 4 play W+4
7938. 0 play G+2
7939. 1 play G8
7940. 2 play WDT
7941. 3 play WDT
7942. 4 play W
7943. 0 play G6
7944. 1 play G8
7945. 2 take
7946. 3 play W red
7947. 4 play R0
7948. 0 play R1
7949. 1 play R5
7950. 2 play W red
7951. 3 play W red
7952. 4 play R5
7953. 0 play Y5
7954. 1 play Y4
7955. 2 play W green
7956. 3 play WDT yellow 3,4
7957. 4 play Y2
7958. 0 play Y6
7959. 1 play Y+2
7960. 3 play Y3
7961. 4 play Y7
7962. 3 play Y7
7963. 4 play WPU
7964. 0 take
7965. 1 play Y+2
7966. 3 play Y6
7967. 4 play W+4 yellow
7968. 0 accept
7969. 1 play Y0
7970. 2 play WDT red 0,3
7971. 3 play WDT red 1,3
7972. 4 play RS
7973. 1 play R+2
7974. 3 play WPU
7975. 4 play Y1
7976. 0 play Y7
7977. 1 take
7978. 2 play Y2
7979. 3 play B2
7980. 4 play W blue
7981. 0 play B6
7982. 3 play B6
7983. 4 play WPU
7984. 0 play YPT
7985. 1 play Y1
7986. 2 play W
7987. 3 play W+4
7988. 4 play YR
7989. 0 play Y6
7990. 1 play Y3
7991. 2 play W+4
7992. 3 play Y1
7993. 4 play Y9
7994. 0 play WDT
7995. 1 play Y7
7996. 2 play YPT
7997. 3 play WDT
7998. 4 play Y5
7999. 0 take
8000. 1 draw
8001. 1 play WDT green 1,2
8002. 2 play WDT red 1,4
8003. 3 play W green
8004. 4 play GPT
8005. 3 point 0
8006. 0 point 3
8007. 2 point 1
8008. 4 point 3
8009. 1 point 3
8010. 0 play YPT
8011. 0 point 2
8012. 1 point 0
8013. 4 point 3
8014. 2 point 1
8015. 3 point 0
8016. 1 play Y4
8017. 2 play W+4 yellow
8018. 3 accept
8019. 4 play W red
8020. 0 play WPU
8021. 1 play W
8022. 2 play BPT
8023. 3 play B8
8024. 4 play WPU
8025. 0 play B+2
8026. 1 play B5
8027. 2 play WPU
8028. 3 play W
8029. 4 play W
8030. 0 play W+4
8031. 1 take
8032. 2 play BPT
8033. 2 point 0
8034. 3 point 0
8035. 0 point 3
8036. 4 point 0
8037. 1 point 0
8038. 3 play WPU
8039. 4 play RR
8040. 0 play R1
8041. 1 play W+4
8042. 2 play W+4
8043. 3 play W
8044. 4 play R2
8045. 0 play R5
8046. 1 play W
8047. 2 play W+4
8048. 3 play WDT
8049. 4 play RS
8050. 0 play W
8051. 1 play WPU
8052. 2 play WDT
8053. 3 play WPU
8054. 4 play R4
8055. 0 play WPU
8056. 1 play R+2
8057. 2 play W+4
8058. 3 play WDT
8059. 4 play RPT
8060. 0 play WPU
8061. 1 play W
8062. 2 play WPU
8063. 3 play R0
8064. 4 play WPU
8065. 0 play W
8066. 1 play WPU
8067. 2 play W
8068. 3 play R+2
8069. 4 play R4
8070. 0 play W+4
8071. 1 play W
8072. 2 play W+4
8073. 3 play W+4
8074. 4 play R7
8075. 0 play R1
8076. 1 play R7
8077. 2 play WPU
8078. 3 play W+4
8079. 4 play R8
8080. 0 play WDT
8081. 1 take
8082. 2 play RR
8083. 1 play W red
8084. 0 play WDT red 3,4
8085. 4 play R2
8086. 3 play WPU
8087. 2 play Y5
8088. 1 play WDT
8089. 0 play YR
8090. 4 take
8091. 3 play Y3
8092. 2 play Y+2
8093. 0 play Y9
8094. 4 play WDT blue 0,1
8095. 3 play B1
8096. 3 play B1
8097. 2 play G1
8098. 1 play W+4 yellow
8099. 0 challenge
8100. 0 play Y6
8101. 4 play YR
8102. 0 play Y7
8103. 1 play Y0
8104. 2 play G0
8105. 3 play B0
8106. 4 draw
8107. 4 play B1
8108. 0 play Y1
8109. 0 play Y1
8110. 1 play Y2
8111. 2 draw
8112. 3 play YS
8113. 0 play W+4 green
8114. 1 accept
8115. 2 play GPT
8116. 4 point 0
8117. 1 point 0
8118. 3 point 4
8119. 2 point 4
8120. 0 point 3
8121. 3 play BPT
8122. 4 point 0
8123. 1 point 3
8124. 3 point 4
8125. 0 point 1
8126. 2 point 4
8127. 4 play RPT
8128. 2 point 4
8129. 0 point 1
8130. 1 point 0
8131. 4 point 3
8132. 3 point 1
8133. 0 play R2
8134. 1 play RPT
8135. 2 point 4
8136. 1 point 3
8137. 3 point 4
8138. 4 point 0
8139. 0 point 4
8140. 2 play GPT
8141. 2 point 3
8142. 4 point 2
8143. 1 point 2
8144. 3 point 0
8145. 0 point 2
8146. 3 play GPT
8147. 4 point 1
8148. 2 point 1
8149. 1 point 0
8150. 0 point 1
8151. 3 point 4
8152. 4 play W+4 yellow
8153. 0 accept
8154. 1 play W green
8155. 2 play G7
8156. 3 play G2
8157. 4 play W+4 red
8158. 0 accept
8159. 1 play R8
8160. 2 play WDT green 1,2
8161. 3 play W+4 red
8162. 4 accept
8163. 0 play W blue
8164. 1 play B5
8165. 2 play B2
8166. 0 play B2
8167. 1 play W yellow
8168. 2 play W red
8169. 3 play W+4 blue
8170. 4 accept
8171. 0 play W yellow
8172. 1 play W red
8173. 2 play RPT
8174. 0 point 1
8175. 4 point 0
8176. 3 point 2
8177. 1 point 2
8178. 2 point 3
8179. 3 play WDT yellow 0,1
8180. 4 play W red
8181. 0 play W green
8182. 1 play WPU
8183. 2 play R5
8184. 3 play WPU
8185. 4 play RPT
8186. 0 play W+4
8187. 1 play R5
8188. 2 play W
8189. 3 play W
8190. 4 play W+4
8191. 0 play R2
8192. 1 play R1
8193. 2 play RPT
8194. 3 play WDT
8195. 4 play R8
8196. 0 play RR
8197. 1 play R7
8198. 2 play W
8199. 3 play WDT
8200. 4 play R9
8201. 0 play WDT
8202. 1 play W
8203. 2 play W
8204. 3 take
8205. 4 play RPT
8206. 4 point 3
8207. 3 point 1
8208. 0 point 3
8209. 2 point 1
8210. 1 point 4
8211. 0 play WDT red 1,3
8212. 1 play R+2
8213. 3 play W yellow
8214. 4 play Y9
8215. 0 play WDT green 2,3
8216. 1 play W+4 blue
8217. 2 challenge
8218. 2 play W red
8219. 3 play R7
8220. 1 play R7
8221. 2 play RPT
8222. 0 point 2
8223. 2 point 4
8224. 1 point 2
8225. 4 point 0
8226. 3 point 4
8227. 3 play W yellow
8228. 4 play WPU
8229. 0 play W+4
8230. 1 play R+2
8231. 2 play R7
8232. 3 play RPT
8233. 4 play WDT
8234. 0 take
8235. 1 play RS
8236. 3 play RR
8237. 2 play WDT green 1,2
8238. 1 play G1
8239. 0 play GPT
8240. 0 point 1
8241. 2 point 4
8242. 3 point 0
8243. 1 point 3
8244. 4 point 0
8245. 4 play W+4 green
8246. 3 challenge
8247. 3 play W blue
8248. 2 play B2
8249. 1 play W+4 green
8250. 0 challenge
8251. 0 play WDT green 0,2
8252. 4 play G0
8253. 3 play G6
8254. 2 play G5
8255. 1 play W green
8256. 0 play W+4 yellow
8257. 4 challenge
8258. 4 play WDT yellow 0,1
8259. 3 play Y2
8260. 2 play W blue
8261. 1 play W yellow
8262. 0 play Y6
8263. 4 play WPU
8264. 3 play Y7
8265. 2 play W
8266. 1 play YPT
8267. 0 play Y+2
8268. 4 play W+4
8269. 3 play W+4
8270. 2 play W
8271. 1 play W
8272. 0 play W
8273. 4 play W
8274. 3 play WPU
8275. 2 take
8276. 1 play W green
8277. 0 play WDT green 0,2
8278. 4 play GS
8279. 2 play G4
8280. 2 play G4
8281. 1 play W red
8282. 0 play RS
8283. 3 play WPU
8284. 2 play W
8285. 1 play WDT
8286. 0 play Y3
8287. 4 play Y5
8288. 3 play Y8
8289. 2 play YPT
8290. 1 play WPU
8291. 0 play Y4
8292. 4 play YR
8293. 3 play YPT
8294. 2 play Y2
8295. 1 play Y7
8296. 0 play W+4
8297. 4 play WPU
8298. 3 play W
8299. 2 play W
8300. 1 play W+4
8301. 0 play YPT
8302. 4 play WDT
8303. 3 play YR
8304. 2 play W+4
8305. 1 play WDT
8306. 0 play Y9
8307. 4 play Y2
8308. 3 play Y1
8309. 2 play W+4
8310. 1 play Y9
8311. 0 play Y0
8312. 4 play Y6
8313. 3 play Y4
8314. 2 play W
8315. 1 play YS
8316. 0 play Y5
8317. 4 take
8318. 3 play YS
8319. 1 play W green
8320. 0 draw
8321. 0 play W blue
8322. 4 play W red
8323. 3 play R1
8324. 1 play R1
8325. 0 play RPT
8326. 1 point 0
8327. 2 point 4
8328. 3 point 1
8329. 0 point 3
8330. 4 point 2
8331. 4 play WDT green 0,3
8332. 3 play WDT blue 1,2
8333. 2 play BPT
8334. 1 point 0
8335. 3 point 4
8336. 4 point 1
8337. 0 point 2
8338. 2 point 4
8339. 1 draw
8340. 1 play W green
8341. 0 play G0
8342. 4 play W red
8343. 3 play R5
8344. 2 play WPU
8345. 1 play RR
8346. 0 play RPT
8347. 4 play WDT
8348. 3 play R1
8349. 2 play W
8350. 1 play R+2
8351. 0 play R+2
8352. 4 play WDT
8353. 3 play R8
8354. 2 play W
8355. 1 play WDT
8356. 0 play W+4
8357. 4 play W
8358. 3 play R2
8359. 2 play W
8360. 1 play RS
8361. 0 play RR
8362. 4 play WDT
8363. 3 play R5
8364. 2 take
8365. 1 play WPU
8366. 0 play Y3
8367. 4 play YPT
8368. 3 play W
8369. 2 play W
8370. 1 play W
8371. 0 take
8372. 4 play Y2
8373. 3 play W blue
8374. 2 play B2
8375. 1 play B6
8376. 0 play W red
8377. 4 play R8
8378. 3 play W green
8379. 2 play G6
8380. 1 play W+4 green
8381. 0 challenge
8382. 0 play G5
8383. 4 play W+4 green
8384. 3 challenge
8385. 3 play W+4 blue
8386. 2 accept
8387. 1 play B8
8388. 3 play B8
8389. 2 play B1
8390. 1 play R1
8391. 0 play W yellow
8392. 4 play YS
8393. 2 play W yellow
8394. 1 play WPU
8395. 0 play W
8396. 4 play WDT
8397. 3 play W+4
8398. 2 play W
8399. 1 play WPU
8400. 0 take
8401. 4 play W+4 red
8402. 3 accept
8403. 2 play R1
8404. 1 play R4
8405. 1 play R4
8406. 0 play WDT green 1,4
8407. 4 play WPU
8408. 3 play R9
8409. 2 play RS
8410. 1 play R2
8411. 0 play W
8412. 4 play R7
8413. 3 play W
8414. 2 play RPT
8415. 1 play W+4
8416. 0 play W+4
8417. 4 play R9
8418. 3 play W
8419. 2 play RS
8420. 1 play W+4
8421. 0 play WPU
8422. 4 play WDT
8423. 3 play WPU
8424. 2 play R+2
8425. 1 play W
8426. 0 play WPU
8427. 4 play R6
8428. 3 play WDT
8429. 2 play WDT
8430. 1 play W+4
8431. 0 play W
8432. 4 play R8
8433. 3 play WDT
8434. 2 play W+4
8435. 1 play W
8436. 0 play R7
8437. 4 play W
8438. 3 play RPT
8439. 2 play W
8440. 1 play W
8441. 0 play W
8442. 4 play W
8443. 3 play WDT
8444. 2 play R5
8445. 1 play W+4
8446. 0 take
8447. 4 play W+4 blue
8448. 3 challenge
8449. 3 play B5
8450. 2 play G5
8451. 1 play WDT yellow 0,4
8452. 0 play YPT
8453. 4 point 3
8454. 1 point 2
8455. 0 point 2
8456. 3 point 1
8457. 2 point 1
8458. 4 play GPT
8459. 1 point 2
8460. 3 point 1
8461. 2 point 4
8462. 0 point 2
8463. 4 point 2
8464. 3 play BPT
8465. 1 point 4
8466. 2 point 4
8467. 4 point 2
8468. 3 point 1
8469. 0 point 4
8470. 2 play W yellow
8471. 1 play WDT blue 3,4
8472. 0 play BPT
8473. 1 point 2
8474. 4 point 2
8475. 3 point 2
8476. 2 point 4
8477. 0 point 3
8478. 4 play WPU
8479. 3 play BS
8480. 2 play WPU
8481. 1 play BPT
8482. 0 play WDT
8483. 4 play B5
8484. 3 play B3
8485. 2 play W
8486. 1 play B8
8487. 0 play W+4
8488. 4 play BPT
8489. 3 play B+2
8490. 2 play WDT
8491. 1 play WPU
8492. 0 play W
8493. 4 play W
8494. 3 play B6
8495. 2 play B5
8496. 1 play B1
8497. 0 play W+4
8498. 4 play B8
8499. 3 play B4
8500. 2 play WDT
8501. 1 play B0
8502. 0 play W
8503. 4 play W+4
8504. 3 play BR
8505. 2 play W
8506. 1 play W
8507. 0 play W
8508. 4 play W+4
8509. 3 play WDT
8510. 2 play W
8511. 1 play B6
8512. 0 play W+4
8513. 4 play WDT
8514. 3 play B3
8515. 2 play WDT
8516. 1 play WDT
8517. 0 play WPU
8518. 4 play WPU
8519. 3 play B7
8520. 2 take
8521. 1 play W+4 blue
8522. 0 accept
8523. 4 play WPU
8524. 3 play BS
8525. 2 play B6
8526. 1 play W+4
8527. 0 play W+4
8528. 4 take
8529. 3 play B4
8530. 2 play B3
8531. 1 play B+2
8532. 4 play BS
8533. 2 play B8
8534. 2 play B8
8535. 1 play BPT
8536. 1 point 4
8537. 3 point 1
8538. 0 point 4
8539. 4 point 2
8540. 2 point 3
8541. 0 play WDT red 1,3
8542. 4 play R6
8543. 3 play W+4 yellow
8544. 2 challenge
8545. 2 play W blue
8546. 1 play B2
8547. 0 play B3
8548. 4 play W+4 blue
8549. 3 challenge
8550. 3 play BR
8551. 4 play W+4 red
8552. 0 accept
8553. 1 play WPU
8554. 2 play RPT
8555. 3 play R6
8556. 4 play R3
8557. 0 play RS
8558. 1 play R0
8559. 2 play WPU
8560. 3 play WDT
8561. 4 play R3
8562. 0 play W
8563. 1 play WDT
8564. 2 play W+4
8565. 3 play RPT
8566. 4 play W
8567. 0 play W
8568. 1 play R1
8569. 2 play WPU
8570. 3 take
8571. 4 play W+4 red
8572. 0 accept
8573. 1 play WPU
8574. 2 play RR
8575. 3 play R6
8576. 4 play W+4
8577. 0 play R7
8578. 1 play WPU
8579. 2 play RR
8580. 3 play R3
8581. 4 take
8582. 0 play RS
8583. 2 play R2
8584. 3 play WPU
8585. 4 play RR
8586. 0 play R4
8587. 1 play R1
8588. 2 play R8
8589. 3 play R3
8590. 4 play R7
8591. 0 play R9
8592. 1 take
8593. 2 play W green
8594. 3 play WPU
8595. 4 play R3
8596. 0 play R+2
8597. 1 play R2
8598. 2 play W+4
8599. 3 play WDT
8600. 4 play R6
8601. 0 play R7
8602. 1 play R4
8603. 2 play R+2
8604. 3 play RPT
8605. 4 play W+4
8606. 0 play W
8607. 1 play RR
8608. 2 play W+4
8609. 3 play R1
8610. 4 play WPU
8611. 0 play WDT
8612. 1 play R3
8613. 2 play WPU
8614. 3 play RS
8615. 4 play W+4
8616. 0 play RPT
8617. 1 play WPU
8618. 2 play WPU
8619. 3 play WDT
8620. 4 play RR
8621. 0 play W+4
8622. 1 play R1
8623. 2 play R4
8624. 3 play R0
8625. 4 take
8626. 0 play W green
8627. 1 play G6
8628. 2 play G9
8629. 2 play G9
8630. 3 play W blue
8631. 4 play W+4 green
8632. 0 accept
8633. 1 draw
8634. 1 play G9
8635. 2 play W blue
8636. 3 play B+2
8637. 0 play BR
8638. 4 play B3
8639. 3 play B1
8640. 2 play B7
8641. 1 play R7
8642. 0 play WDT yellow 2,4
8643. 4 play WDT blue 1,4
8644. 3 play W+4 blue
8645. 2 accept
8646. 1 play B2
8647. 0 play WPU
8648. 4 play BS
8649. 3 play B9
8650. 2 play BR
8651. 1 play B4
8652. 0 play WDT
8653. 4 play WPU
8654. 3 play B9
8655. 2 play WDT
8656. 1 take
8657. 0 play W+4 green
8658. 4 challenge
8659. 4 play G5
8660. 3 play W blue
8661. 2 play BS
8662. 0 draw
8663. 0 play WDT red 0,2
8664. 4 play R2
8665. 3 play RPT
8666. 0 point 1
8667. 4 point 0
8668. 2 point 4
8669. 1 point 4
8670. 3 point 1
8671. 2 play R5
8672. 1 play WPU
8673. 0 play W+4
8674. 4 play WPU
8675. 3 play W
8676. 2 play B+2
8677. 1 play B1
8678. 0 play W
8679. 4 play B2
8680. 3 play B7
8681. 2 play B8
8682. 1 play B4
8683. 0 play WPU
8684. 4 play B8
8685. 3 play BPT
8686. 2 play B0
8687. 1 play B2
8688. 0 play B7
8689. 4 play W
8690. 3 play W+4
8691. 2 play BPT
8692. 1 play WDT
8693. 0 play BR
8694. 4 play B6
8695. 3 take
8696. 2 play W red
8697. 1 play R9
8698. 0 play R5
8699. 4 play R4
8700. 3 play WDT yellow 1,3
8701. 2 play Y7
8702. 1 play W red
8703. 0 draw
8704. 0 pass
8705. 4 play R0
8706. 3 play W+4 red
8707. 2 challenge
8708. 2 play W yellow
8709. 1 play WDT blue 3,4
8710. 0 play W green
8711. 4 play W green
8712. 3 play W blue
8713. 2 play WPU
8714. 1 play R5
8715. 0 play R9
8716. 4 play RS
8717. 3 play WDT
8718. 2 play W+4
8719. 1 play WDT
8720. 0 play R2
8721. 4 play R7
8722. 3 play W+4
8723. 2 play W+4
8724. 1 play WDT
8725. 0 play W
8726. 4 play WDT
8727. 3 play RPT
8728. 2 play W
8729. 1 play W
8730. 0 play R6
8731. 4 play R+2
8732. 3 play WPU
8733. 2 play W
8734. 1 play R4
8735. 0 play W
8736. 4 play RS
8737. 3 play WPU
8738. 2 play W
8739. 1 play R8
8740. 0 play R7
8741. 4 play R+2
8742. 3 play WPU
8743. 2 play WDT
8744. 1 play R0
8745. 0 play R8
8746. 4 play R3
8747. 3 play W
8748. 2 play WDT
8749. 1 take
8750. 0 play RPT
8751. 4 point 2
8752. 2 point 3
8753. 1 point 0
8754. 3 point 0
8755. 0 point 4
8756. 4 play WPU
8757. 3 play WPU
8758. 2 play WDT
8759. 1 play R4
8760. 0 play R2
8761. 4 play R4
8762. 3 play W
8763. 2 play WDT
8764. 1 play RS
8765. 0 play W+4
8766. 4 play R1
8767. 3 play W
8768. 2 play WDT
8769. 1 play RPT
8770. 0 play WPU
8771. 4 play RPT
8772. 3 take
8773. 2 play WDT yellow 1,4
8774. 1 play WPU
8775. 0 play YS
8776. 4 play YR
8777. 3 play WDT
8778. 2 play W+4
8779. 1 play W
8780. 0 play Y3
8781. 4 play YR
8782. 3 play YPT
8783. 2 play YS
8784. 1 play W
8785. 0 play W
8786. 4 play YPT
8787. 3 play WPU
8788. 2 play Y+2
8789. 1 play W+4
8790. 0 play WPU
8791. 4 play Y2
8792. 3 play Y+2
8793. 2 play YPT
8794. 1 play W
8795. 0 play W+4
8796. 4 play Y5
8797. 3 play WDT
8798. 2 take
8799. 1 play WPU
8800. 0 play W
8801. 4 play Y2
8802. 3 play WDT
8803. 2 play YPT
8804. 1 play W
8805. 0 play W+4
8806. 4 play Y9
8807. 3 play Y1
8808. 2 play YS
8809. 1 play W
8810. 0 play W
8811. 4 play Y6
8812. 3 play Y8
8813. 2 play YPT
8814. 1 play W
8815. 0 play WPU
8816. 4 play W+4
8817. 3 play WDT
8818. 2 play Y3
8819. 1 play W+4
8820. 0 play WPU
8821. 4 play Y1
8822. 3 play WPU
8823. 2 play YS
8824. 1 play W+4
8825. 0 play WPU
8826. 4 play W+4
8827. 3 play W
8828. 2 play Y5
8829. 1 play W
8830. 0 take
8831. 4 play Y3
8832. 3 draw
8833. 3 play WPU
8834. 2 play W
8835. 1 play WDT
8836. 0 play W
8837. 4 play YPT
8838. 3 play W
8839. 2 play Y2
8840. 1 play WPU
8841. 0 play YS
8842. 4 play W+4
8843. 3 play W
8844. 2 play W
8845. 1 play WDT
8846. 0 play W+4
8847. 4 play WDT
8848. 3 play W+4
8849. 2 play W
8850. 1 play WDT
8851. 0 play YS
8852. 4 play Y5
8853. 3 play WPU
8854. 2 play Y+2
8855. 1 play WDT
8856. 0 play Y3
8857. 4 play W+4
8858. 3 play W
8859. 2 play WPU
8860. 1 play WDT
8861. 0 play Y8
8862. 4 play Y6
8863. 3 play W
8864. 2 play W
8865. 1 play WDT
8866. 0 play Y6
8867. 4 play W+4
8868. 3 play W
8869. 2 play WDT
8870. 1 take
8871. 0 play WPU
8872. 4 play Y9
8873. 3 take
8874. 2 play YPT
8875. 2 point 3
8876. 4 point 0
8877. 1 point 3
8878. 0 point 3
8879. 3 point 0
8880. 1 play W green
8881. 0 play WPU
8882. 4 play WPU
8883. 3 play WPU
8884. 2 play W+4
8885. 1 play WPU
8886. 0 play W+4
8887. 4 play Y8
8888. 3 play Y9
8889. 2 play W+4
8890. 1 play Y5
8891. 0 play Y2
8892. 4 play Y0
8893. 3 take
8894. 2 play Y+2
8895. 0 play Y1
8896. 4 draw
8897. 4 play Y+2
8898. 2 play YR
8899. 3 play Y0
8900. 4 play Y7
8901. 4 play Y7
8902. 0 play WPU
8903. 1 play W
8904. 2 play W+4
8905. 3 play Y2
8906. 4 play Y4
8907. 0 play Y9
8908. 1 play WDT
8909. 2 play WDT
8910. 3 play Y5
8911. 4 play Y4
8912. 0 play W+4
8913. 1 play WDT
8914. 2 play WDT
8915. 3 play YPT
8916. 4 take
8917. 0 play Y5
8918. 1 play Y6
8919. 2 play YR
8920. 1 play Y8
8921. 0 play Y1
8922. 4 play Y9
8923. 3 play Y1
8924. 2 play WPU
8925. 1 play Y6
8926. 0 play YPT
8927. 4 play Y4
8928. 3 play W+4
8929. 2 play WPU
8930. 1 play W
8931. 0 play WPU
8932. 4 play W+4
8933. 3 play Y8
8934. 2 take
8935. 1 play WPU
8936. 0 play W
8937. 4 play W
8938. 3 play WPU
8939. 2 play Y8
8940. 1 play W+4
8941. 0 play YPT
8942. 4 play WDT
8943. 3 play WPU
8944. 2 play Y+2
8945. 1 play YS
8946. 0 play WDT
8947. 4 play Y5
8948. 3 play Y9
8949. 2 play Y4
8950. 1 play YPT
8951. 0 play W+4
8952. 4 play Y4
8953. 3 play W+4
8954. 2 play YPT
8955. 1 play Y3
8956. 0 play WPU
8957. 4 play WDT
8958. 3 play W+4
8959. 2 play W
8960. 1 play Y3
8961. 0 play W+4
8962. 4 play WDT
8963. 3 play WPU
8964. 2 play WPU
8965. 1 play WDT
8966. 0 play WDT
8967. 4 play Y2
8968. 3 take
8969. 2 play WPU
8970. 1 play Y+2
8971. 0 play WPU
8972. 4 play Y0
8973. 3 play Y2
8974. 2 play Y6
8975. 1 play W
8976. 0 play W
8977. 4 play WDT
8978. 3 play YS
8979. 2 play W+4
8980. 1 play W
8981. 0 play W
8982. 4 play W+4
8983. 3 play Y+2
8984. 2 play W+4
8985. 1 play YS
8986. 0 play W
8987. 4 play YPT
8988. 3 play Y4
8989. 2 take
8990. 1 play W+4 yellow
8991. 0 accept
8992. 4 draw
8993. 4 play WPU
8994. 3 play YR
8995. 2 play W+4
8996. 1 play Y2
8997. 0 play W
8998. 4 take
8999. 3 play Y9
9000. 2 play Y2
9001. 1 play W+4 red
9002. 0 accept
9003. 4 play WPU
9004. 3 play Y5
9005. 2 play YS
9006. 1 play W
9007. 0 play Y7
9008. 4 play YR
9009. 3 play WDT
9010. 2 play Y0
9011. 1 play W+4
9012. 0 play Y5
9013. 4 play Y2
9014. 3 play W+4
9015. 2 play YS
9016. 1 play WDT
9017. 0 play Y1
9018. 4 play W+4
9019. 3 play W+4
9020. 2 play W
9021. 1 play W
9022. 0 play Y8
9023. 4 play W
9024. 3 play Y4
9025. 2 play Y4
9026. 1 play W+4
9027. 0 play YR
9028. 4 play Y6
9029. 3 play WDT
9030. 2 play W
9031. 1 play W
9032. 0 play Y1
9033. 4 take
9034. 3 play YPT
9035. 1 point 4
9036. 4 point 3
9037. 2 point 4
9038. 0 point 2
9039. 3 point 0
9040. 2 play Y6
9041. 1 play WDT blue 2,4
9042. 0 play WPU
9043. 4 play W+4
9044. 3 play WPU
9045. 2 play YPT
9046. 1 play WDT
9047. 0 play Y9
9048. 4 play WPU
9049. 3 play Y8
9050. 2 play WDT
9051. 1 play W
9052. 0 play W+4
9053. 4 play W+4
9054. 3 play W
9055. 2 play WPU
9056. 1 play W
9057. 0 play W
9058. 4 play Y4
9059. 3 play Y9
9060. 2 play Y7
9061. 1 play WPU
9062. 0 take
9063. 4 play Y8
9064. 3 play Y3
9065. 2 play W+4 blue
9066. 1 challenge
9067. 1 play B9
9068. 0 play Y9
9069. 4 play W red
9070. 3 play R4
9071. 2 play W+4 green
9072. 1 challenge
9073. 1 play WPU
9074. 0 play WDT
9075. 4 play G4
9076. 3 play WDT
9077. 2 play G6
9078. 1 play W
9079. 0 play G9
9080. 4 play G1
9081. 3 play W+4
9082. 2 play G3
9083. 1 play WDT
9084. 0 play W
9085. 4 play WDT
9086. 3 play WPU
9087. 2 play WPU
9088. 1 play WDT
9089. 0 play W
9090. 4 play G5
9091. 3 play WDT
9092. 2 play WPU
9093. 1 take
9094. 0 play GS
9095. 3 play W+4 yellow
9096. 2 accept
9097. 1 play WPU
9098. 0 play WDT
9099. 4 play YS
9100. 3 play WPU
9101. 2 play Y9
9102. 1 play WDT
9103. 0 play W
9104. 4 play W+4
9105. 3 play WPU
9106. 2 play YPT
9107. 1 play WPU
9108. 0 play Y7
9109. 4 play YR
9110. 3 play WPU
9111. 2 play Y+2
9112. 1 play W
9113. 0 play Y4
9114. 4 play YR
9115. 3 play W
9116. 2 play W+4
9117. 1 play WDT
9118. 0 play YPT
9119. 4 play Y7
9120. 3 play Y3
9121. 2 play W
9122. 1 play W+4
9123. 0 play Y9
9124. 4 play Y0
9125. 3 play W+4
9126. 2 play Y8
9127. 1 play W
9128. 0 play Y6
9129. 4 play W
9130. 3 play WDT
9131. 2 play Y+2
9132. 1 play WDT
9133. 0 play Y8
9134. 4 play Y5
9135. 3 play YPT
9136. 2 play WDT
9137. 1 play W
9138. 0 play W+4
9139. 4 play WPU
9140. 3 play WDT
9141. 2 play W
9142. 1 play W+4
9143. 0 play W+4
9144. 4 play Y3
9145. 3 play W
9146. 2 play W
9147. 1 play WDT
9148. 0 play WPU
9149. 4 play Y1
9150. 3 play YPT
9151. 2 play WPU
9152. 1 play WDT
9153. 0 play WPU
9154. 4 play Y4
9155. 3 take
9156. 2 pass
9157. 1 play WDT green 3,4
9158. 0 play WPU
9159. 4 play GS
9160. 3 play WPU
9161. 2 play G0
9162. 1 play G1
9163. 0 play WPU
9164. 4 play W+4
9165. 3 play W
9166. 2 play G4
9167. 1 play G3
9168. 0 play G2
9169. 4 play W+4
9170. 3 play W+4
9171. 2 play G5
9172. 1 play G4
9173. 0 play G7
9174. 4 play W+4
9175. 3 play WPU
9176. 2 play G8
9177. 1 play G9
9178. 0 play W+4
9179. 4 play W
9180. 3 play W+4
9181. 2 play G2
9182. 1 play G6
9183. 0 play W
9184. 4 play GPT
9185. 3 play W+4
9186. 2 play G8
9187. 1 play WPU
9188. 0 take
9189. 4 play G1
9190. 3 play R1
9191. 4 play R1
9192. 3 play RPT
9193. 3 point 0
9194. 2 point 0
9195. 1 point 0
9196. 0 point 4
9197. 4 point 3
9198. 2 play BPT
9199. 0 point 4
9200. 4 point 3
9201. 1 point 4
9202. 2 point 4
9203. 3 point 4
9204. 1 play BR
9205. 2 play B5
9206. 3 play B2
9207. 4 play WDT blue 1,3
9208. 0 play WPU
9209. 1 play B9
9210. 2 play B+2
9211. 3 play BR
9212. 4 play W
9213. 0 play WPU
9214. 1 play BS
9215. 2 play B1
9216. 3 play B4
9217. 4 play WDT
9218. 0 play WDT
9219. 1 take
9220. 2 play B4
9221. 3 play B0
9222. 4 play W green
9223. 0 play G9
9224. 1 play G5
9225. 2 play GR
9226. 1 draw
9227. 0 play GS
9228. 3 play RS
9229. 1 play BS
9230. 4 play YS
9231. 2 draw
9232. 1 play WPU
9233. 0 play W+4
9234. 4 play W
9235. 3 play WDT
9236. 2 play B6
9237. 1 play WDT
9238. 0 play W
9239. 4 play W
9240. 3 play B2
9241. 2 play B5
9242. 1 play B1
9243. 0 play W
9244. 4 take
9245. 3 play B6
9246. 2 play B9
9247. 1 play B5
9248. 0 draw
9249. 4 play W green
9250. 3 play WPU
9251. 2 play GS
9252. 1 play WDT
9253. 0 play G1
9254. 4 play GPT
9255. 3 play W+4
9256. 2 play G9
9257. 1 play W
9258. 0 play W+4
9259. 4 play W
9260. 3 play W+4
9261. 2 play G+2
9262. 1 take
9263. 0 play G4
9264. 4 play W+4 blue
9265. 3 accept
9266. 2 play B3
9267. 1 play B6
9268. 4 play B6
9269. 3 play WDT red 2,4
9270. 2 play R4
9271. 1 play R+2
9272. 4 play RR
9273. 0 play WPU
9274. 1 play W+4
9275. 2 play B3
9276. 3 play WDT
9277. 4 play WDT
9278. 0 play WPU
9279. 1 play W
9280. 2 play BPT
9281. 3 play BS
9282. 4 play WDT
9283. 0 play W
9284. 1 play B4
9285. 2 play BPT
9286. 3 play B1
9287. 4 play W
9288. 0 play W+4
9289. 1 play W
9290. 2 take
9291. 3 draw
9292. 3 play WPU
9293. 4 play BR
9294. 0 play W+4
9295. 1 play BS
9296. 2 play WDT
9297. 3 play B8
9298. 4 play B1
9299. 0 play W+4
9300. 1 play B2
9301. 2 play BS
9302. 3 play B8
9303. 4 play WDT
9304. 0 play WPU
9305. 1 play B+2
9306. 2 play WPU
9307. 3 play WPU
9308. 4 play W
9309. 0 play W+4
9310. 1 play W+4
9311. 2 play B9
9312. 3 play W
9313. 4 play B2
9314. 0 play W+4
9315. 1 play BR
9316. 2 play WDT
9317. 3 play W
9318. 4 play B5
9319. 0 play WPU
9320. 1 play WDT
9321. 2 play W+4
9322. 3 play B+2
9323. 4 take
9324. 0 draw
9325. 1 play W+4 yellow
9326. 2 accept
9327. 3 play Y9
9328. 4 play Y1
9329. 0 play R1
9330. 1 draw
9331. 1 play W+4 blue
9332. 2 accept
9333. 3 play WDT green 2,3
9334. 4 draw
9335. 4 play W+4 yellow
9336. 0 challenge
9337. 0 pass
9338. 1 play YS
9339. 3 play YS
9340. 0 play RS
9341. 2 play R4
9342. 3 play WPU
9343. 4 play Y5
9344. 0 take
9345. 1 draw
9346. 2 play Y9
9347. 3 play WPU
9348. 4 play WDT
9349. 0 play Y5
9350. 1 take
9351. 2 play W+4 yellow
9352. 3 accept
9353. 4 play WPU
9354. 0 play YS
9355. 1 play Y5
9356. 2 play WPU
9357. 3 play WDT
9358. 4 play W+4
9359. 0 take
9360. 1 play YS
9361. 3 play Y8
9362. 4 play W blue
9363. 0 play WPU
9364. 1 play WDT
9365. 2 play Y1
9366. 3 play Y5
9367. 4 play Y6
9368. 0 play W+4
9369. 1 take
9370. 2 play WPU
9371. 3 play Y1
9372. 4 play Y2
9373. 0 play WDT
9374. 1 play Y8
9375. 2 play W
9376. 3 play Y+2
9377. 4 play W
9378. 0 play YS
9379. 1 play Y1
9380. 2 play WDT
9381. 3 play Y6
9382. 4 play W
9383. 0 play Y5
9384. 1 play WDT
9385. 2 play WPU
9386. 3 play Y8
9387. 4 play WPU
9388. 0 play W+4
9389. 1 play Y5
9390. 2 play W
9391. 3 play YPT
9392. 4 play W+4
9393. 0 take
9394. 1 play Y6
9395. 2 draw
9396. 2 play WPU
9397. 3 play Y0
9398. 4 play W+4
9399. 0 play Y5
9400. 1 play W
9401. 2 play W
9402. 3 play YPT
9403. 4 play W+4
9404. 0 play Y+2
9405. 1 play W+4
9406. 2 play W
9407. 3 play W
9408. 4 play Y2
9409. 0 play W+4
9410. 1 take
9411. 2 play W green
9412. 3 play WPU
9413. 4 play GPT
9414. 0 play G3
9415. 1 play GPT
9416. 2 play G7
9417. 3 play W+4
9418. 4 play G6
9419. 0 play W+4
9420. 1 play G+2
9421. 2 play G3
9422. 3 play WPU
9423. 4 play GPT
9424. 0 play G5
9425. 1 play G1
9426. 2 play W
9427. 3 play WDT
9428. 4 play WPU
9429. 0 play W
9430. 1 play GS
9431. 2 play G+2
9432. 3 play WPU
9433. 4 play W+4
9434. 0 play G7
9435. 1 play G9
9436. 2 play GR
9437. 3 play WPU
9438. 4 play WPU
9439. 0 play WDT
9440. 1 play G5
9441. 2 take
9442. 3 play WDT blue 1,2
9443. 4 play B3
9444. 0 play W yellow
9445. 1 play W+4 green
9446. 2 challenge
9447. 2 play G1
9448. 3 play G1
9449. 4 play W+4 yellow
9450. 0 accept
9451. 1 play Y6
9452. 2 play W red
9453. 3 play R2
9454. 4 play RR
9455. 3 play W+4 blue
9456. 2 accept
9457. 1 play B9
9458. 4 play B9
9459. 3 play BPT
9460. 3 point 1
9461. 2 point 0
9462. 1 point 4
9463. 4 point 3
9464. 0 point 2
9465. 2 play BPT
9466. 3 point 4
9467. 2 point 3
9468. 0 point 1
9469. 1 point 3
9470. 4 point 3
9471. 1 play B9
9472. 0 play G9
9473. 2 play G9
9474. 1 play GR
9475. 2 play G7
9476. 3 play Y7
9477. 4 play WDT green 2,4
9478. 0 play G8
9479. 1 play R8
9480. 2 play WPU
9481. 3 play WDT
9482. 4 play W+4
9483. 0 play GPT
9484. 1 play WPU
9485. 2 play GS
9486. 3 play W+4
9487. 4 play WDT
9488. 0 play G6
9489. 1 play WDT
9490. 2 play G7
9491. 3 play WDT
9492. 4 play WDT
9493. 0 play G0
9494. 1 play W
9495. 2 play WPU
9496. 3 play W
9497. 4 play WDT
9498. 0 play G4
9499. 1 play W+4
9500. 2 play W
9501. 3 play WPU
9502. 4 play WDT
9503. 0 play WDT
9504. 1 play W
9505. 2 play WDT
9506. 3 play W
9507. 4 take
9508. 0 play G4
9509. 1 play R4
9510. 3 play R4
9511. 4 play W green
9512. 0 play G1
9513. 1 play W+4 blue
9514. 2 accept
9515. 3 draw
9516. 3 play WDT red 0,3
9517. 4 play R1
9518. 0 play WDT blue 2,3
9519. 1 play BPT
9520. 4 point 3
9521. 2 point 1
9522. 3 point 4
9523. 1 point 3
9524. 0 point 1
9525. 2 play WPU
9526. 3 play RS
9527. 4 play R+2
9528. 0 play W+4
9529. 1 play R6
9530. 2 play R2
9531. 3 play W+4
9532. 4 play R6
9533. 0 play WPU
9534. 1 play WDT
9535. 2 play W
9536. 3 play W+4
9537. 4 play WDT
9538. 0 play R1
9539. 1 play R4
9540. 2 play WDT
9541. 3 play R1
9542. 4 play WDT
9543. 0 play W
9544. 1 play R3
9545. 2 play WPU
9546. 3 play W
9547. 4 play R3
9548. 0 play R9
9549. 1 play R0
9550. 2 play W
9551. 3 play RPT
9552. 4 play W
9553. 0 play WPU
9554. 1 play W
9555. 2 play WPU
9556. 3 play RPT
9557. 4 play WDT
9558. 0 play W
9559. 1 play R8
9560. 2 play RR
9561. 3 play W
9562. 4 play R8
9563. 0 take
9564. 1 play R+2
9565. 3 play Y+2
9566. 0 play WPU
9567. 1 play R9
9568. 2 play W+4
9569. 3 play W
9570. 4 play W+4
9571. 0 play R+2
9572. 1 play R5
9573. 2 play WDT
9574. 3 play W
9575. 4 play WPU
9576. 0 play R4
9577. 1 play R7
9578. 2 play W+4
9579. 3 take
9580. 4 play W+4 green
9581. 0 challenge
9582. 0 play G2
9583. 1 play R2
9584. 2 play WPU
9585. 3 play R5
9586. 4 play RPT
9587. 0 play R3
9588. 1 play W
9589. 2 play WPU
9590. 3 play R+2
9591. 4 play WPU
9592. 0 play R2
9593. 1 play RS
9594. 2 play WPU
9595. 3 play W+4
9596. 4 play WDT
9597. 0 play RR
9598. 1 play W+4
9599. 2 play RR
9600. 3 play WDT
9601. 4 play W+4
9602. 0 play W+4
9603. 1 play R7
9604. 2 play W+4
9605. 3 play R4
9606. 4 play WDT
9607. 0 play R8
9608. 1 play W
9609. 2 play W+4
9610. 3 play W+4
9611. 4 play RPT
9612. 0 play R9
9613. 1 play R5
9614. 2 play WPU
9615. 3 play W+4
9616. 4 play W+4
9617. 0 play R1
9618. 1 take
9619. 2 draw
9620. 2 play W+4 green
9621. 3 accept
9622. 4 play GS
9623. 1 play RS
9624. 3 play R7
9625. 4 play WDT red 0,4
9626. 0 play R0
9627. 1 play Y0
9628. 2 draw
9629. 2 play W+4 green
9630. 3 challenge
9631. 3 play WPU
9632. 4 play WPU
9633. 0 play GS
9634. 1 play WDT
9635. 2 play G5
9636. 3 play W
9637. 4 play G6
9638. 0 play WPU
9639. 1 play W+4
9640. 2 play G+2
9641. 3 play W
9642. 4 play G8
9643. 0 play WDT
9644. 1 play W+4
9645. 2 play G7
9646. 3 play G2
9647. 4 play GPT
9648. 0 play WPU
9649. 1 play WDT
9650. 2 play G5
9651. 3 play WPU
9652. 4 play WDT
9653. 0 play WDT
9654. 1 play W+4
9655. 2 play G9
9656. 3 play G4
9657. 4 play G9
9658. 0 play G2
9659. 1 play WDT
9660. 2 play WDT
9661. 3 take
9662. 4 play G4
9663. 0 play W yellow
9664. 1 play Y2
9665. 2 play Y7
9666. 3 play Y9
9667. 4 play Y+2
9668. 1 play Y+2
9669. 3 play YR
9670. 2 play GR
9671. 3 play W+4 yellow
9672. 4 challenge
9673. 4 play W red
9674. 0 play WDT yellow 2,4
9675. 1 play YPT
9676. 4 point 1
9677. 3 point 4
9678. 1 point 0
9679. 0 point 1
9680. 2 point 4
9681. 2 play GPT
9682. 1 point 3
9683. 3 point 2
9684. 0 point 2
9685. 4 point 1
9686. 2 point 1
9687. 3 play YPT
9688. 1 point 3
9689. 0 point 4
9690. 2 point 3
9691. 3 point 1
9692. 4 point 2
9693. 4 play Y2
9694. 0 play YS
9695. 2 play YPT
9696. 4 point 1
9697. 1 point 3
9698. 0 point 2
9699. 3 point 2
9700. 2 point 4
9701. 3 play Y3
9702. 4 play WDT blue 1,3
9703. 0 play W+4 green
9704. 1 challenge
9705. 1 play W yellow
9706. 2 play WPU
9707. 3 play WDT
9708. 4 play WDT
9709. 0 play WPU
9710. 1 play Y5
9711. 2 play Y2
9712. 3 play Y7
9713. 4 play W
9714. 0 play Y2
9715. 1 play W+4
9716. 2 play YPT
9717. 3 play Y3
9718. 4 play WPU
9719. 0 play YPT
9720. 1 play Y+2
9721. 2 take
9722. 3 play Y4
9723. 4 play WPU
9724. 0 play Y8
9725. 1 play Y6
9726. 2 play YPT
9727. 3 play YR
9728. 4 play WDT
9729. 0 play Y8
9730. 1 play W
9731. 2 play W+4
9732. 3 play W+4
9733. 4 play W+4
9734. 0 play Y7
9735. 1 play YR
9736. 2 play W
9737. 3 play WPU
9738. 4 play W
9739. 0 play YS
9740. 1 play WPU
9741. 2 play Y2
9742. 3 play YS
9743. 4 play W
9744. 0 play Y0
9745. 1 play W+4
9746. 2 play Y5
9747. 3 play YPT
9748. 4 play W
9749. 0 play Y3
9750. 1 play WPU
9751. 2 play Y7
9752. 3 play Y4
9753. 4 take
9754. 0 play W red
9755. 1 play RPT
9756. 4 point 0
9757. 3 point 0
9758. 0 point 2
9759. 1 point 2
9760. 2 point 1
9761. 2 play R7
9762. 3 play B7
9763. 4 play WPU
9764. 0 play R3
9765. 1 play R3
9766. 2 play WPU
9767. 3 play WPU
9768. 4 play WDT
9769. 0 play WDT
9770. 1 play WPU
9771. 2 play R0
9772. 3 play W
9773. 4 play WPU
9774. 0 play RS
9775. 1 play R8
9776. 2 play W+4
9777. 3 play R+2
9778. 4 play W+4
9779. 0 play W+4
9780. 1 play RR
9781. 2 play WDT
9782. 3 play WDT
9783. 4 play W+4
9784. 0 play R4
9785. 1 play WPU
9786. 2 play RS
9787. 3 play W+4
9788. 4 play W+4
9789. 0 play RPT
9790. 1 play R9
9791. 2 play WPU
9792. 3 play WPU
9793. 4 play W+4
9794. 0 play R1
9795. 1 play R7
9796. 2 play W
9797. 3 play WPU
9798. 4 play WPU
9799. 0 play W
9800. 1 play R1
9801. 2 play W
9802. 3 play WDT
9803. 4 play WPU
9804. 0 play W
9805. 1 play R2
9806. 2 play WDT
9807. 3 play WDT
9808. 4 play W
9809. 0 play R8
9810. 1 play WPU
9811. 2 take
9812. 3 play W red
9813. 4 play W green
9814. 0 play W green
9815. 1 draw
9816. 2 play G+2
9817. 4 play B+2
9818. 1 play W+4 green
9819. 2 accept
9820. 3 play G9
9821. 4 play GR
9822. 3 play W yellow
9823. 2 play Y3
9824. 1 play B3
9825. 0 play W red
9826. 4 play W red
9827. 3 play R9
9828. 2 draw
9829. 1 play R5
9830. 0 play R6
9831. 4 play B6
9832. 3 play BPT
9833. 2 point 4
9834. 4 point 1
9835. 3 point 0
9836. 1 point 0
9837. 0 point 3
9838. 2 play WPU
9839. 1 play W
9840. 0 play W
9841. 4 play BR
9842. 3 play B0
9843. 2 play B4
9844. 1 play W+4
9845. 0 play W+4
9846. 4 play BS
9847. 3 play WDT
9848. 2 play WDT
9849. 1 play W+4
9850. 0 play WPU
9851. 4 play B8
9852. 3 play B4
9853. 2 play BPT
9854. 1 play W+4
9855. 0 play B3
9856. 4 play BR
9857. 3 play B7
9858. 2 play WPU
9859. 1 take
9860. 0 play W green
9861. 4 play G7
9862. 3 play G8
9863. 0 play G8
9864. 4 play G0
9865. 3 play WDT yellow 0,3
9866. 2 play W green
9867. 1 play WPU
9868. 0 play W
9869. 4 play W
9870. 3 play B7
9871. 2 play B+2
9872. 1 play BPT
9873. 0 play WDT
9874. 4 play B5
9875. 3 play W
9876. 2 play BPT
9877. 1 play B4
9878. 0 play WDT
9879. 4 play B9
9880. 3 play WDT
9881. 2 play W+4
9882. 1 play WDT
9883. 0 take
9884. 4 play B+2
9885. 2 play W+4 yellow
9886. 1 challenge
9887. 1 play W blue
9888. 0 play W yellow
9889. 4 play YPT
9890. 0 point 2
9891. 2 point 1
9892. 1 point 4
9893. 3 point 0
9894. 4 point 2
9895. 3 play Y9
9896. 2 play W blue
9897. 1 play W green
9898. 0 play W red
9899. 4 play W yellow
9900. 3 play Y9
9901. 2 play W blue
9902. 1 play BR
9903. 2 play W yellow
9904. 3 play Y+2
9905. 0 play W yellow
9906. 1 play WPU
9907. 2 play W
9908. 3 take
9909. 4 play B2
9910. 0 play WDT red 0,4
9911. 1 play W blue
9912. 2 play B1
9913. 3 play B+2
9914. 0 play B9
9915. 1 play B0
9916. 2 play WPU
9917. 3 play W
9918. 4 play Y6
9919. 0 play YPT
9920. 1 play W+4
9921. 2 play Y2
9922. 3 take
9923. 4 play Y7
9924. 0 play W red
9925. 1 play RPT
9926. 1 point 2
9927. 3 point 4
9928. 2 point 4
9929. 4 point 1
9930. 0 point 1
9931. 2 play W green
9932. 3 play W green
9933. 4 play W red
9934. 0 play W green
9935. 1 play WDT blue 1,3
9936. 2 play B3
9937. 1 play B3
9938. 2 play B6
9939. 1 play B6
9940. 2 play WDT green 0,1
9941. 3 draw
9942. 4 play W+4 yellow
9943. 0 accept
9944. 1 play Y+2
9945. 3 play WDT red 0,4
9946. 4 play WPU
9947. 0 play B1
9948. 1 play B6
9949. 2 play W
9950. 3 play W+4
9951. 4 play W
9952. 0 play W+4
9953. 1 play W+4
9954. 2 play W
9955. 3 take
9956. 4 play B8
9957. 0 play WPU
9958. 1 play B7
9959. 2 play B9
9960. 3 play B0
9961. 4 play B2
9962. 0 play B5
9963. 1 play W
9964. 2 play WDT
9965. 3 play W
9966. 4 play B1
9967. 0 play BR
9968. 1 play B8
9969. 2 play B3
9970. 3 play W
9971. 4 play B2
9972. 0 play B+2
9973. 1 play BS
9974. 2 play W+4
9975. 3 play W+4
9976. 4 play BS
9977. 0 play B4
9978. 1 play B4
9979. 2 play WPU
9980. 3 play W
9981. 4 play BPT
9982. 0 play W
9983. 1 play W+4
9984. 2 play WPU
9985. 3 play B6
9986. 4 play W
9987. 0 play W
9988. 1 play W
9989. 2 play B6
9990. 3 play W+4
9991. 4 play B5
9992. 0 play WDT
9993. 1 play W
9994. 2 play WPU
9995. 3 play W+4
9996. 4 play W
9997. 0 play WDT
9998. 1 play W+4
9999. 2 play WPU
10000. 3 play B1
10001. 4 play W
10002. 0 play WDT
10003. 1 play BR
10004. 2 play WDT
10005. 3 take
10006. 4 draw
10007. 4 play B3
10008. 0 play Y3
10009. 1 play Y9
10010. 3 play Y9
10011. 4 play Y7
10012. 0 play B7
10013. 1 play Y7
10014. 2 play YPT
10015. 4 point 1
10016. 2 point 1
10017. 3 point 4
10018. 1 point 4
10019. 0 point 1
10020. 3 play GPT
10021. 2 point 4
10022. 0 point 3
10023. 4 point 2
10024. 3 point 4
10025. 1 point 0
10026. 4 play WDT red 0,3
10027. 0 play W blue
10028. 1 play WDT yellow 1,4
10029. 2 play W+4 red
10030. 3 accept
10031. 4 play W green
10032. 0 play G1
10033. 1 play W green
10034. 2 play G3
10035. 3 play WPU
10036. 4 play Y0
10037. 0 play Y6
10038. 1 play W+4
10039. 2 play WDT
10040. 3 play WDT
10041. 4 play Y2
10042. 0 play Y5
10043. 1 take
10044. 2 play WDT red 0,2
10045. 3 play W red
10046. 4 draw
10047. 0 play R9
10048. 1 play RPT
10049. 2 point 4
10050. 4 point 2
10051. 3 point 4
10052. 1 point 2
10053. 0 point 1
10054. 2 play GPT
10055. 0 point 2
10056. 2 point 4
10057. 1 point 0
10058. 3 point 0
10059. 4 point 1
10060. 3 play G7
10061. 4 play W yellow
10062. 0 play Y1
10063. 1 play W blue
10064. 2 play W green
10065. 3 play W green
10066. 4 play G1
10067. 0 play G3
10068. 2 play G3
10069. 3 play W yellow
10070. 4 play YPT
10071. 1 point 4
10072. 3 point 4
10073. 4 point 2
10074. 0 point 4
10075. 2 point 1
10076. 0 play Y1
10077. 1 play Y0
10078. 2 play WPU
10079. 3 play WDT
10080. 4 play W+4
10081. 0 play WDT
10082. 1 play WPU
10083. 2 play G0
10084. 3 play W+4
10085. 4 play GPT
10086. 0 take
10087. 1 play W yellow
10088. 2 play W+4 yellow
10089. 3 challenge
10090. 3 play Y3
10091. 4 play Y8
10092. 4 play Y8
10093. 0 play WPU
10094. 1 play R4
10095. 2 play R4
10096. 3 play WPU
10097. 4 play WDT
10098. 0 play RPT
10099. 1 play R5
10100. 2 play W+4
10101. 3 play R6
10102. 4 play R9
10103. 0 play W+4
10104. 1 play R2
10105. 2 play RR
10106. 3 play W
10107. 4 take
10108. 0 play WDT yellow 2,3
10109. 1 play WDT red 1,2
10110. 2 play WPU
10111. 3 play G9
10112. 4 play G1
10113. 0 play WDT
10114. 1 play W+4
10115. 2 play G8
10116. 3 play GPT
10117. 4 play W
10118. 0 play G3
10119. 1 play WDT
10120. 2 play W+4
10121. 3 play WPU
10122. 4 play WDT
10123. 0 play W+4
10124. 1 take
10125. 2 play G6
10126. 3 play GR
10127. 2 play G+2
10128. 0 play WDT red 2,4
10129. 4 play RR
10130. 0 play R6
10131. 4 play R6
10132. 0 draw
10133. 0 pass
10134. 1 play Y6
10135. 2 play WDT red 1,2
10136. 3 play WPU
10137. 4 play Y3
10138. 0 play W
10139. 1 play Y9
10140. 2 play W
10141. 3 play Y2
10142. 4 play Y9
10143. 0 take
10144. 1 play Y5
10145. 2 play W+4 green
10146. 3 accept
10147. 4 play W+4 red
10148. 0 accept
10149. 1 play R+2
10150. 3 play W+4 red
10151. 4 challenge
10152. 4 play R2
10153. 0 play WPU
10154. 1 play G1
10155. 2 play G8
10156. 3 play G+2
10157. 4 play W+4
10158. 0 play G6
10159. 1 play G8
10160. 2 play G7
10161. 3 play G6
10162. 4 play WPU
10163. 0 play WDT
10164. 1 play G9
10165. 2 play GR
10166. 3 play G5
10167. 4 take
10168. 0 play GPT
10169. 4 point 2
10170. 1 point 0
10171. 3 point 0
10172. 0 point 1
10173. 2 point 0
10174. 1 play G1
10175. 4 play G1
10176. 0 play W yellow
10177. 1 play WPU
10178. 2 play WPU
10179. 3 play R5
10180. 4 play RPT
10181. 0 play WPU
10182. 1 play RR
10183. 2 play WPU
10184. 3 play RR
10185. 4 play R9
10186. 0 play R6
10187. 1 play WDT
10188. 2 play R+2
10189. 3 play W
10190. 4 play R5
10191. 0 play WDT
10192. 1 play WPU
10193. 2 play WDT
10194. 3 play W
10195. 4 play WPU
10196. 0 play W
10197. 1 play W+4
10198. 2 play WPU
10199. 3 play W
10200. 4 play WDT
10201. 0 play W
10202. 1 play W+4
10203. 2 play R1
10204. 3 play WDT
10205. 4 play W+4
10206. 0 play W
10207. 1 play W+4
10208. 2 play R3
10209. 3 play W+4
10210. 4 play R4
10211. 0 play W
10212. 1 play RPT
10213. 2 play R3
10214. 3 play W+4
10215. 4 play RPT
10216. 0 take
10217. 1 play WDT blue 0,4
10218. 2 play B8
10219. 3 play BPT
10220. 3 point 1
10221. 0 point 3
10222. 4 point 0
10223. 2 point 1
10224. 1 point 0
10225. 4 play B9
10226. 0 play WPU
10227. 1 play WDT
10228. 2 play G+2
10229. 3 play G4
10230. 4 play G8
10231. 0 play W
10232. 1 play W
10233. 2 play WPU
10234. 3 play WPU
10235. 4 play G5
10236. 0 play G0
10237. 1 play G3
10238. 2 play G4
10239. 3 play GS
10240. 4 play G+2
10241. 0 play WPU
10242. 1 play W
10243. 2 play G3
10244. 3 play G5
10245. 4 play G9
10246. 0 play W+4
10247. 1 play GPT
10248. 2 play GPT
10249. 3 play WPU
10250. 4 play G7
10251. 0 play G1
10252. 1 play GPT
10253. 2 play WPU
10254. 3 play G2
10255. 4 play GR
10256. 0 play WDT
10257. 1 play G7
10258. 2 take
10259. 3 play W+4 yellow
10260. 4 challenge
10261. 4 play Y5
10262. 0 play WPU
10263. 1 play Y2
10264. 2 play Y+2
10265. 3 play W
10266. 4 play Y7
10267. 0 play Y9
10268. 1 play W+4
10269. 2 play W
10270. 3 play Y8
10271. 4 play YS
10272. 0 play Y5
10273. 1 take
10274. 2 play Y0
10275. 3 play Y6
10276. 4 play YR
10277. 3 play Y6
10278. 2 play WPU
10279. 1 play W
10280. 0 play Y8
10281. 4 play YR
10282. 3 play W+4
10283. 2 play WPU
10284. 1 play Y7
10285. 0 play WDT
10286. 4 play YS
10287. 3 play Y+2
10288. 2 play WPU
10289. 1 play W+4
10290. 0 play WPU
10291. 4 play Y4
10292. 3 play W+4
10293. 2 play Y1
10294. 1 play Y+2
10295. 0 play Y2
10296. 4 play Y4
10297. 3 play WDT
10298. 2 play Y1
10299. 1 play W+4
10300. 0 play Y9
10301. 4 take
10302. 3 play YPT
10303. 1 point 3
10304. 2 point 0
10305. 3 point 0
10306. 0 point 1
10307. 4 point 3
10308. 2 play RPT
10309. 2 point 4
10310. 1 point 3
10311. 0 point 1
10312. 3 point 1
10313. 4 point 3
10314. 1 play GPT
10315. 3 point 2
10316. 0 point 3
10317. 4 point 1
10318. 2 point 3
10319. 1 point 0
10320. 0 play RPT
10321. 0 point 4
10322. 4 point 1
10323. 3 point 0
10324. 1 point 0
10325. 2 point 3
10326. 4 play R4
10327. 0 play R4
10328. 4 play Y4
10329. 3 play W blue
10330. 2 play WPU
10331. 1 play RPT
10332. 0 play W+4
10333. 4 play W
10334. 3 play W
10335. 2 play W
10336. 1 play W
10337. 0 play R3
10338. 4 play WPU
10339. 3 play R+2
10340. 2 play RS
10341. 1 take
10342. 0 play R2
10343. 4 play WPU
10344. 3 play WPU
10345. 2 play R6
10346. 1 play R+2
10347. 0 play RR
10348. 4 play WPU
10349. 3 play WDT
10350. 2 play R2
10351. 1 play W
10352. 0 play R6
10353. 4 play WDT
10354. 3 play WDT
10355. 2 play RS
10356. 1 play W+4
10357. 0 play R5
10358. 4 play WDT
10359. 3 play WPU
10360. 2 play WPU
10361. 1 play R3
10362. 0 play R3
10363. 4 play W+4
10364. 3 play WPU
10365. 2 play R1
10366. 1 play WPU
10367. 0 play WPU
10368. 4 play W+4
10369. 3 play WPU
10370. 2 play W
10371. 1 play RS
10372. 0 play R5
10373. 4 play W+4
10374. 3 play WDT
10375. 2 play R7
10376. 1 play RPT
10377. 0 play RPT
10378. 4 play W+4
10379. 3 play W
10380. 2 play R8
10381. 1 play RPT
10382. 0 play R+2
10383. 4 take
10384. 3 draw
10385. 2 play R0
10386. 1 play W green
10387. 0 play W+4 red
10388. 4 challenge
10389. 4 play RPT
10390. 4 point 3
10391. 1 point 3
10392. 3 point 2
10393. 2 point 3
10394. 0 point 1
10395. 3 play WDT green 2,4
10396. 2 play G1
10397. 2 play G1
10398. 1 play W yellow
10399. 0 play Y0
10400. 4 play W yellow
10401. 3 play WPU
10402. 2 play YPT
10403. 1 play W
10404. 0 play WDT
10405. 4 play Y4
10406. 3 play Y6
10407. 2 play YPT
10408. 1 play YR
10409. 0 play WDT
10410. 4 play WDT
10411. 3 play Y3
10412. 2 play W
10413. 1 play Y8
10414. 0 play W
10415. 4 play W
10416. 3 play W+4
10417. 2 play W+4
10418. 1 play W
10419. 0 play WDT
10420. 4 play YS
10421. 3 play Y7
10422. 2 play WDT
10423. 1 play YS
10424. 0 play Y3
10425. 4 play W+4
10426. 3 play YPT
10427. 2 play WDT
10428. 1 play Y5
10429. 0 play WPU
10430. 4 play W+4
10431. 3 play W
10432. 2 play WDT
10433. 1 play Y2
10434. 0 play WPU
10435. 4 play Y6
10436. 3 play W
10437. 2 take
10438. 1 play YPT
10439. 3 point 2
10440. 1 point 4
10441. 4 point 1
10442. 2 point 1
10443. 0 point 1
10444. 0 play RPT
10445. 1 point 4
10446. 4 point 3
10447. 3 point 0
10448. 0 point 1
10449. 2 point 3
10450. 4 play R7
10451. 3 draw
10452. 3 play RPT
10453. 3 point 0
10454. 4 point 3
10455. 2 point 1
10456. 0 point 1
10457. 1 point 0
10458. 2 play R8
10459. 1 play W yellow
10460. 0 play WPU
10461. 4 play WPU
10462. 3 play W
10463. 2 play R9
10464. 1 play WDT
10465. 0 play W+4
10466. 4 play R1
10467. 3 play R7
10468. 2 play R7
10469. 1 play RPT
10470. 0 play R0
10471. 4 play WPU
10472. 3 take
10473. 2 play WDT yellow 1,3
10474. 1 play Y9
10475. 0 play W+4 yellow
10476. 4 challenge
10477. 4 play WDT green 0,4
10478. 3 play W red
10479. 2 play W+4 blue
10480. 1 challenge
10481. 1 play B8 uno
10482. 3 play B8
10483. 2 play Y8
10484. 1 play Y5
