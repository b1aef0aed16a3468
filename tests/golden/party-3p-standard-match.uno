[RulesVersion "2"]
[Edition "party"]
[Players "3"]
[Seed "7"]
[Options "target_score=200"]
[Digest "6c61da712a15547263c19117c7198ec82040386e69e29570b8658f725206e83e"]
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
20. 1 play WDT
21. 2 take
22. 0 play G8
23. 1 draw
24. 2 play G5
25. 0 play GS
26. 2 play WDT red 0,2
27. 0 draw
28. 1 play WPU
29. 2 take
30. 0 play W green
31. 1 draw
32. 1 play W+4 blue
33. 2 accept
34. 0 play W yellow
35. 1 play Y6
36. 2 play Y5
37. 0 draw
38. 1 play B5
39. 2 draw
40. 2 play B7
41. 0 play BR
42. 2 play WPU
43. 1 play YPT
44. 0 take
45. 2 play W+4 yellow
46. 1 accept
47. 0 draw
48. 2 play Y1
49. 1 play Y3
50. 0 play W blue
51. 2 play B2
52. 1 play Y2
53. 0 play Y+2
54. 1 play YS
55. 2 play WDT yellow 1,2
56. 1 play W red
57. 0 play W blue
58. 2 play B1
59. 1 play BPT
60. 0 point 2
61. 1 point 0
62. 2 point 0
63. 0 play B9
64. 2 play R9
65. 1 play R4
66. 0 play WDT green 1,2
67. 2 play WPU
68. 1 play BPT
69. 0 play W+4
70. 2 play WDT
71. 1 take
72. 0 play WPU
73. 2 take
74. 1 play WDT red 0,2
75. 0 play R6
76. 2 play R2
77. 1 play WPU
78. 0 play YPT
79. 2 play Y7 uno
80. 1 play W+4
81. 0 take
82. 2 draw
83. 1 draw
84. 0 play W yellow
85. 2 draw
86. 1 play W+4 yellow
87. 0 challenge
88. 2 play W+4 red
89. 1 accept
90. 0 play R3
91. 2 play R4
92. 1 play R5
93. 2 play R5
94. 1 play R6
95. 0 play WPU
96. 2 play W+4
97. 1 play W+4
98. 0 play GPT
99. 2 take
100. 1 draw
101. 0 play G8
102. 2 play GPT
103. 2 point 1
104. 1 point 0
105. 0 point 1
106. 1 play W+4 blue
107. 0 accept
108. 2 play B4
109. 1 play W yellow
110. 0 play Y1
111. 2 play Y9
112. 1 play YS
113. 2 play RS
114. 0 play R8
115. 2 play W+4 green
116. 1 accept
117. 0 play WPU
118. 2 play B+2
119. 1 play B8
120. 0 play WPU
121. 2 play BPT
122. 1 play B7
123. 0 play WDT
124. 2 play W+4 uno
125. 1 play BPT
126. 0 play W+4
127. 2 take
128. 1 draw
129. 1 play BS
130. 2 play WDT blue 0,2
131. 1 draw
132. 0 play WDT blue 1,2
133. 2 play B8
134. 1 draw
135. 1 pass
136. 0 play R8
137. 2 play WPU
138. 1 play G4
139. 0 play G4
140. 2 play W+4
141. 1 play G6
142. 0 play G3
143. 2 play W+4
144. 1 take
145. 0 play G1
146. 2 play G3
147. 1 play G2
148. 0 play G1
149. 2 draw
150. 2 play G0
151. 1 play W+4 green
152. 0 accept
153. 2 draw
154. 2 play G5
155. 1 play G3
156. 0 play WDT blue 0,2
157. 2 draw
158. 2 play B4
159. 1 play B8
160. 0 play WPU
161. 2 take
162. 1 play G6
163. 0 play G+2
164. 1 play G4
165. 0 play W+4 yellow
166. 2 accept
167. 1 play YPT
168. 0 point 2
169. 2 point 0
170. 1 point 2
171. 0 play Y7
172. 2 play R7
173. 1 play RPT
174. 0 point 1
175. 1 point 0
176. 2 point 1
177. 0 play W+4 yellow
178. 2 accept
179. 1 play W+4 red
180. 0 challenge
181. 0 play W red
182. 2 play RS
183. 0 play R1
184. 2 play R+2
185. 0 play RPT
186. 2 point 0
187. 1 point 0
188. 0 point 2
189. 2 play R2
190. 1 play RR
191. 2 play W red
192. 0 play W red
193. 1 play W green
194. 2 play W yellow
195. 0 play YPT
196. 1 point 0
197. 0 point 2
198. 2 point 1
199. 1 play Y7
200. 2 draw
201. 0 play YPT
202. 0 point 1
203. 2 point 1
204. 1 point 2
205. 1 play Y+2
206. 0 play Y2
207. 1 play YPT
208. 1 point 2
209. 2 point 0
210. 0 point 2
211. 2 play BPT
212. 1 point 0
213. 0 point 1
214. 2 point 0
215. 0 play GPT
216. 1 point 0
217. 2 point 0
218. 0 point 2
219. 1 play GR
220. 0 play YR
221. 1 play WDT green 0,1
222. 2 play W red
223. 0 play W green
224. 1 play G7
225. 1 play G7
226. 2 play G9
227. 2 play G9
228. 0 play G2
229. 1 draw
230. 1 play W blue
231. 2 play B7
232. 0 play B1
233. 1 play B6
234. 2 play WDT blue 1,2
235. 0 play B3
236. 0 play B3
237. 1 draw
238. 2 play BPT
239. 2 point 1
240. 0 point 1
241. 1 point 0
242. 0 play B0
243. 1 play B9
244. 2 play B5
245. 0 play B6
246. 1 play WDT green 0,1
247. 2 play WDT yellow 0,1
248. 0 play Y3
249. 1 play Y2
250. 2 play Y1
251. 0 play Y8
252. 2 play Y8
253. 0 play Y4
254. 0 play Y4
255. 1 play G4
256. 2 play WDT green 0,2
257. 0 play GS
258. 2 play GPT
259. 1 point 0
260. 2 point 0
261. 0 point 2
262. 0 play YPT
263. 0 point 2
264. 2 point 1
265. 1 point 0
266. 1 play GPT
267. 2 point 0
268. 1 point 0
269. 0 point 1
270. 2 play G5
271. 0 play G4
272. 1 play G+2
273. 0 play W+4 red
274. 1 accept
275. 2 play R0
276. 0 play WPU
277. 1 play R9
278. 2 play R+2
279. 0 take
280. 1 play W+4 red
281. 2 accept
282. 0 play R9
283. 1 play R7
284. 2 play WPU
285. 0 play R5
286. 1 play WDT
287. 2 play R3
288. 0 play W
289. 1 play R8
290. 2 play WPU
291. 0 play R+2
292. 1 play RPT
293. 2 play WPU
294. 0 take
295. 1 play W+4 blue
296. 2 accept
297. 0 play W red
298. 1 play RPT
299. 2 point 0
300. 0 point 1
301. 1 point 2
302. 2 play GPT
303. 1 point 2
304. 2 point 1
305. 0 point 1
306. 0 play RPT
307. 2 point 1
308. 0 point 1
309. 1 point 0
310. 1 play RS
311. 0 play R1
312. 1 play W red
313. 2 play RPT
314. 0 point 2
315. 2 point 0
316. 1 point 2
317. 0 play YPT
318. 1 point 0
319. 2 point 1
320. 0 point 2
321. 1 play W green
322. 2 play G1
323. 0 play WPU
324. 1 take
325. 2 play WPU
326. 0 play WDT
327. 1 play R+2
328. 2 play W
329. 0 play R5
330. 1 take
331. 2 play WDT green 0,2
332. 0 play WDT green 0,1
333. 1 play W yellow
334. 2 play Y0
335. 0 play W+4 green
336. 1 challenge
337. 1 play G2
338. 2 play B2
339. 0 play W+4 yellow
340. 1 challenge
341. 1 play WDT green 1,2
342. 2 play W blue
343. 0 play WPU
344. 1 play Y9
345. 2 play Y9
346. 0 play Y6
347. 1 play WPU
348. 2 play YS
349. 0 play WPU
350. 1 play Y7
351. 2 play W
352. 0 play WPU
353. 1 take
354. 2 draw
355. 2 play YR
356. 1 play YS
357. 2 play BS
358. 0 play B2
359. 2 play B5
360. 1 play B7
361. 0 play W+4 green
362. 2 challenge
363. 2 play W yellow
364. 1 play Y9
365. 0 play W yellow
366. 2 play W blue
367. 1 play BR
368. 2 play BR
369. 1 play B1
370. 0 play WPU
371. 2 take
372. 1 play W yellow
373. 0 play YPT
374. 2 point 1
375. 1 point 0
376. 0 point 2
377. 2 play W+4 red
378. 1 accept
379. 0 play RR
380. 1 play R5
381. 2 play RS
382. 1 play R+2
383. 0 play R8
384. 1 draw
385. 1 play WPU
386. 2 play W+4
387. 0 play WDT
388. 1 play W+4
389. 2 play B+2
390. 0 take
391. 1 play B8
392. 2 play G8
393. 0 play G5
394. 1 play GR
395. 0 play WDT red 0,1
396. 2 draw
397. 1 play WPU
398. 0 play W+4
399. 2 take
400. 1 play R6
401. 0 play W+4 green
402. 2 accept
403. 1 play WPU
404. 0 play RR
405. 2 play W+4
406. 1 play WPU
407. 0 play R3
408. 2 play R9
409. 1 play WPU
410. 0 play R+2
411. 2 play WDT
412. 1 play R2
413. 0 take
414. 2 draw
415. 1 play WPU
416. 0 play WPU
417. 2 play YPT
418. 1 play Y+2
419. 0 play WPU
420. 2 play Y3
421. 1 play Y9
422. 0 play WDT
423. 2 play Y7
424. 1 play Y5
425. 0 play YS
426. 2 play Y5
427. 1 play Y7
428. 0 play W+4
429. 2 play Y+2
430. 1 play Y6
431. 0 take
432. 2 draw
433. 1 draw
434. 0 play Y5
435. 0 play Y5
436. 2 draw
437. 1 draw
438. 0 play Y3
439. 2 draw
440. 2 play WDT red 0,1
441. 1 play R4
442. 0 play WDT blue 0,1
443. 2 play B8
444. 1 play BPT
445. 2 point 0
446. 0 point 2
447. 1 point 2
448. 0 play W+4 red
449. 2 challenge
450. 2 play R7
451. 1 play R8
452. 0 play R1
453. 2 play W blue
454. 1 play BS
455. 2 play B+2
456. 0 play B4
457. 2 play W yellow uno
458. 1 draw
459. 1 pass
460. 0 play W+4 blue
461. 2 challenge
462. 2 draw
463. 1 play BPT
464. 1 point 2
465. 0 point 1
466. 2 point 1
467. 0 play RPT
468. 2 point 0
469. 0 point 2
470. 1 point 0
471. 2 play R6
472. 1 play G6
473. 0 play G7
474. 2 draw
475. 2 play R7
476. 1 play W green
477. 0 play G0
478. 2 play G+2
479. 0 play Y+2
480. 1 play Y8
481. 0 play W+4 green
482. 2 challenge
483. 2 play WPU
484. 1 play WPU
485. 0 play W+4
486. 2 play YS
487. 1 play W
488. 0 play Y+2
489. 2 take
490. 1 play Y6
491. 0 play WPU
492. 2 play W
493. 1 take
494. 0 play WPU
495. 2 play Y4
496. 1 play Y3
497. 0 play YS
498. 2 play WPU
499. 1 play W
500. 0 play WDT
501. 2 play Y+2
502. 1 take
503. 0 play YPT
504. 2 point 0
505. 0 point 1
506. 1 point 2
507. 2 play YS
508. 0 play WDT blue 0,2
509. 2 play B8
510. 1 play WPU
511. 0 play W
512. 2 play W+4
513. 1 play WDT
514. 0 play R3
515. 2 take
516. 1 play WDT blue 1,2
517. 0 play B9
518. 2 play B6
519. 1 play G6
520. 0 play WPU
521. 2 play W
522. 1 play G1
523. 0 play G8
524. 2 play W+4
525. 1 play GS
526. 0 play W
527. 2 play WPU
528. 1 play W
529. 0 play G3
530. 2 play WDT
531. 1 take
532. 0 play G3
533. 1 play G3
534. 0 play R3
535. 2 play R3
536. 1 play WDT green 0,2
537. 0 draw
538. 0 play W blue
539. 2 play BS
540. 0 play B+2
541. 1 play W green
542. 0 play WDT red 0,1
543. 2 play WDT blue 0,2
544. 1 play W green
545. 0 play G+2
546. 1 draw
547. 1 pass
548. 0 play R+2
549. 1 draw
550. 1 play W yellow
551. 0 play Y6
552. 2 draw
553. 2 play W green
554. 1 play W+4 green
555. 0 challenge
556. 0 play G1
557. 2 play WDT yellow 1,2
558. 1 play Y+2
559. 2 play R+2
560. 0 play R2
561. 0 play R2
562. 2 play WPU
563. 1 play WPU
564. 0 play B4
565. 2 play B5
566. 1 play BPT
567. 0 play B4
568. 2 play B3
569. 1 play W
570. 0 play B2
571. 2 play W+4
572. 1 play W+4
573. 0 play B+2
574. 2 take
575. 1 play W blue
576. 0 draw
577. 2 play B4
578. 1 play R4
579. 2 play R4
580. 1 play W green
581. 0 play G2
582. 2 play WPU
583. 1 take
584. 0 draw
585. 2 play W+4 yellow
586. 1 accept
587. 0 play Y9
588. 2 play W+4 green
589. 1 challenge
590. 1 play GS
591. 2 play W green
592. 1 play W green
593. 0 play G4
594. 2 play B4
595. 1 draw
596. 1 play B6
597. 0 draw
598. 0 play W red
599. 2 play W red
600. 1 play R8
601. 0 play R7
602. 2 play B7
603. 1 play B7
604. 0 play Y7
605. 2 play W red
606. 1 play RS
607. 2 play R8
608. 1 play W+4 green
609. 0 accept
610. 2 play G2
611. 1 play GR
612. 2 play BR
613. 1 play W+4 blue
614. 0 challenge
615. 0 play W yellow
616. 2 play W+4 red
617. 1 accept
618. 0 play R9
619. 2 play W red
620. 1 play WPU
621. 0 play R5
622. 2 play RS
623. 1 play RPT
624. 0 play R6
625. 2 play R0
626. 1 play RPT
627. 0 play R1
628. 2 play RPT
629. 1 play R5
630. 0 play RR
631. 2 play WPU
632. 1 play W+4
633. 0 play RR
634. 2 play WDT
635. 1 play WPU
636. 0 take
637. 2 play W+4 green
638. 1 challenge
639. 0 play WDT blue 0,2
640. 2 play B+2
641. 0 draw
642. 0 play B0
643. 2 play WDT blue 0,1
644. 1 play BS
645. 2 play B1
646. 1 play R1
647. 0 play Y1
648. 0 play Y1
649. 2 play YR
650. 0 play Y2
651. 1 play YS
652. 0 play Y7
653. 1 play YR
654. 0 play Y4
655. 2 play Y5
656. 1 play Y4
657. 0 play W+4 green
658. 2 challenge
659. 2 play GS
660. 0 play RS
661. 1 play W+4 blue
662. 0 accept
663. 2 play B2
664. 1 play WPU
665. 0 play RPT
666. 2 play WPU
667. 1 play WDT
668. 0 play WPU
669. 2 take
670. 1 play W yellow
671. 0 play WPU
672. 2 play RPT
673. 1 play WDT
674. 0 play RR
675. 2 play RS
676. 1 play WDT
677. 0 play R5
678. 2 play WDT
679. 1 play WDT
680. 0 play R5
681. 2 play WPU
682. 1 play W+4
683. 0 play R1
684. 2 play WPU
685. 1 play W+4
686. 0 play RPT
687. 2 take
688. 1 draw
689. 1 play W+4 blue
690. 0 challenge
691. 2 play W+4 yellow
692. 1 accept
693. 0 play YR
694. 1 play YPT
695. 0 point 1
696. 1 point 0
697. 2 point 1
698. 2 play Y3
699. 0 play WDT yellow 0,1
700. 1 play W+4 yellow
701. 2 challenge
702. 2 play WDT blue 1,2
703. 0 play BPT
704. 0 point 2
705. 2 point 1
706. 1 point 0
707. 1 play W+4 green
708. 2 challenge
709. 2 play G5
710. 0 play GS
711. 2 play W+4 red
712. 0 accept
713. 1 play W green
714. 2 play WDT green 0,1
715. 0 play GR
716. 2 play WDT green 0,1
717. 1 play GPT
718. 1 point 2
719. 2 point 0
720. 0 point 1
721. 0 play WDT yellow 0,2
722. 2 play YPT
723. 1 point 0
724. 0 point 2
725. 2 point 1
726. 1 play YPT
727. 1 point 2
728. 0 point 1
729. 2 point 0
730. 0 play Y+2
731. 1 play Y5
732. 0 play Y1
733. 2 play WPU
734. 1 play G6
735. 0 play WPU
736. 2 play WPU
737. 1 play W
738. 0 play W+4
739. 2 play G9
740. 1 play WDT
741. 0 play G7
742. 2 play WPU
743. 1 play G8
744. 0 play G5
745. 2 play WDT
746. 1 play G9
747. 0 play W
748. 2 take
749. 1 play G4
750. 0 play B4
751. 2 play BPT
752. 2 point 1
753. 1 point 2
754. 0 point 2
755. 1 play B1
756. 0 play B2
757. 2 draw
758. 2 play W blue
759. 1 play B0
760. 0 play W blue
761. 2 play B5
762. 1 play B9
763. 0 play BPT
764. 1 point 2
765. 2 point 0
766. 0 point 2
767. 2 play WPU
768. 1 play G1
769. 0 play G8
770. 2 play W
771. 1 play G2
772. 0 play W
773. 2 play G3
774. 1 play WPU
775. 0 play WPU
776. 2 play W
777. 1 play GPT
778. 0 play W
779. 2 play W
780. 1 play W
781. 0 play WPU
782. 2 play WDT
783. 1 play GPT
784. 0 take
785. 2 play G9
786. 1 play G+2
787. 2 play WDT yellow 0,2
788. 1 play Y9
789. 0 play W+4 blue
790. 2 challenge
791. 2 play B8
792. 1 play B9
793. 0 play BS
794. 1 play BS
795. 2 play W+4 blue
796. 1 accept
797. 0 play WDT blue 1,2
798. 2 play W+4 yellow
799. 1 accept
800. 0 play Y2
801. 2 play W green
802. 1 play G1
803. 0 play WPU
804. 2 play W
805. 1 play R9
806. 0 play RS
807. 2 play W+4
808. 1 play R2
809. 0 play R3
810. 2 play R1
811. 1 play WPU
812. 0 play R9
813. 2 play R5
814. 1 play R8
815. 0 play RR
816. 2 play R6
817. 1 play W
818. 0 play R+2
819. 2 play R3
820. 1 play R7
821. 0 play R8
822. 2 play R7
823. 1 play RPT
824. 0 play R6
825. 2 play RPT
826. 1 play R1
827. 0 play W
828. 2 play W+4
829. 1 play WDT
830. 0 play R+2
831. 2 play WPU
832. 1 play WDT
833. 0 play R4
834. 2 play WPU
835. 1 take
836. 0 play R0
837. 2 play RR
838. 0 play RPT
839. 2 point 1
840. 1 point 0
841. 0 point 1
842. 1 play R3
843. 2 play WDT blue 0,1
844. 0 play B7
845. 1 play R7
846. 2 play G7
847. 0 play GS
848. 2 draw
849. 2 play W red
850. 0 play WPU
851. 1 play W+4
852. 2 play YR
853. 0 play WPU
854. 1 play WDT
855. 2 play Y+2
856. 0 play YPT
857. 1 play Y6
858. 2 play Y9
859. 0 play WPU
860. 1 play Y4
861. 2 play Y8
862. 0 play W
863. 1 play WPU
864. 2 play YS
865. 0 play Y7
866. 1 play W
867. 2 play YS
868. 0 play W
869. 1 play Y2
870. 2 play Y5
871. 0 play W
872. 1 play WPU
873. 2 take
874. 0 play Y0
875. 1 play Y3
876. 2 play WPU
877. 0 play W
878. 1 play W+4
879. 2 play Y4
880. 0 play W
881. 1 play WDT
882. 2 play Y+2
883. 0 play W
884. 1 play W
885. 2 play W+4
886. 0 take
887. 1 play W green
888. 2 play G8
889. 0 play G3
890. 1 play GR
891. 0 play G4
892. 2 play WPU
893. 1 play WPU
894. 0 play W+4
895. 2 play WPU
896. 1 take
897. 0 play W+4 green
898. 2 challenge
899. 2 play W blue
900. 1 play W green
901. 0 play G8
902. 2 play Y8
903. 1 play R8
904. 0 play W blue
905. 2 play B7
906. 1 play BR
907. 2 play B5
908. 0 play WDT green 0,1
909. 1 play WPU
910. 2 play WPU
911. 0 play W+4
912. 1 play G3
913. 2 play G5
914. 0 play G1
915. 1 play G0
916. 2 play G6
917. 0 play WDT
918. 1 play G+2
919. 2 play G7
920. 0 play GPT
921. 1 play GPT
922. 2 play G9
923. 0 play GPT
924. 1 play W+4
925. 2 play W
926. 0 play WPU
927. 1 play G6
928. 2 play W
929. 0 play W
930. 1 play G2
931. 2 play WDT
932. 0 play G2
933. 1 play WPU
934. 2 play W
935. 0 play W
936. 1 take
937. 2 draw
938. 2 play W+4 blue
939. 0 accept
940. 1 play W green
941. 2 draw
942. 2 play W red
943. 0 play R8
944. 1 play R7
945. 2 play Y7
946. 0 play Y7
947. 1 play WDT blue 0,2
948. 2 play B3
949. 0 play B7
950. 1 play WDT red 1,2
951. 2 play RS
952. 1 play R8
953. 2 play Y8
954. 0 play Y+2
955. 2 play Y2
956. 0 play Y6
957. 2 play Y6
958. 0 play W blue
959. 1 play B8
960. 2 play W red
961. 0 play W yellow
962. 1 play Y8
963. 2 play YR
964. 1 play Y4
965. 0 play Y9
966. 2 play YPT
967. 1 point 2
968. 0 point 1
969. 2 point 1
970. 1 play RPT
971. 2 point 1
972. 1 point 2
973. 0 point 1
974. 0 draw
975. 0 play RR
976. 1 play RS
977. 0 draw
978. 1 play WDT yellow 1,2
979. 2 play YS
980. 1 play WPU
981. 2 play R0
982. 0 take
983. 1 play R+2
984. 0 play R0
985. 1 play R5
986. 2 play RPT
987. 2 point 1
988. 0 point 2
989. 1 point 0
990. 0 play RPT
991. 2 point 0
992. 0 point 1
993. 1 point 0
994. 1 play RR
995. 0 play WDT green 1,2
996. 2 play WDT blue 0,1
997. 1 play B6
998. 1 play B6
999. 0 play BR
1000. 1 play W+4 blue
1001. 2 challenge
1002. 2 play WPU
1003. 0 play Y1
1004. 1 play Y3
1005. 2 play Y5
1006. 0 play Y4
1007. 1 play WDT
1008. 2 play Y9
1009. 0 play W+4
1010. 1 play YPT
1011. 2 play YS
1012. 0 play W
1013. 1 play Y0
1014. 2 play WDT
1015. 0 play W+4
1016. 1 play W
1017. 2 take
1018. 0 play YPT
1019. 2 point 0
1020. 0 point 1
1021. 1 point 0
1022. 1 play W blue
1023. 2 play BPT
1024. 0 point 1
1025. 2 point 0
1026. 1 point 0
1027. 0 play B4
1028. 1 play W+4 blue
1029. 2 challenge
1030. 2 play W green
1031. 0 play G1
1032. 1 play G6
1033. 2 draw
1034. 2 play W+4 green
1035. 0 challenge
1036. 0 play W green
1037. 1 play GPT
1038. 0 point 2
1039. 1 point 2
1040. 2 point 0
1041. 2 play YPT
1042. 2 point 1
1043. 1 point 2
1044. 0 point 1
1045. 0 play W+4 green
1046. 1 accept
1047. 2 play W+4 green
1048. 0 accept
1049. 1 play G1
1050. 2 play G4
1051. 0 play GR
1052. 2 play W+4 red
1053. 1 accept
1054. 0 play WPU
1055. 2 play WDT
1056. 1 play G6
1057. 0 play W+4
1058. 2 play G3
1059. 1 play G3
1060. 0 play GPT
1061. 2 play WDT
1062. 1 play GPT
1063. 0 play G8
1064. 2 play WPU
1065. 1 play W
1066. 0 take
1067. 2 draw
1068. 2 play G9
1069. 1 play R9
1070. 0 play WDT yellow 1,2
1071. 2 play YR
1072. 0 play W green
1073. 1 play W+4 blue
1074. 2 accept
1075. 0 play BPT
1076. 2 point 0
1077. 1 point 0
1078. 0 point 1
1079. 1 play B9
1080. 2 play B4
1081. 0 play B+2
1082. 2 play B3
1083. 0 play WDT yellow 1,2
1084. 1 play YR
1085. 0 play WDT blue 0,1
1086. 2 play B5
1087. 1 draw
1088. 1 play B4
1089. 0 play W+4 green
1090. 2 accept
1091. 1 play GPT
1092. 2 point 0
1093. 1 point 2
1094. 0 point 2
1095. 0 play G6
1096. 2 play W yellow
1097. 1 play Y2
1098. 0 play WPU
1099. 2 play W
1100. 1 play G2
1101. 0 play W+4
1102. 2 play W+4
1103. 1 play WDT
1104. 0 play GPT
1105. 2 play WPU
1106. 1 play G9
1107. 0 play WPU
1108. 2 play WDT
1109. 1 play G7
1110. 0 play GPT
1111. 2 play W+4
1112. 1 play G9
1113. 0 play G3
1114. 2 play W
1115. 1 play G0
1116. 0 play WPU
1117. 2 play WDT
1118. 1 play G8
1119. 0 play G3
1120. 2 play WDT
1121. 1 play G4
1122. 0 play GR
1123. 2 play WDT
1124. 1 play G5
1125. 0 play GR
1126. 2 play W
1127. 1 play WPU
1128. 0 play G8
1129. 2 take
1130. 1 play G5
1131. 0 play WPU
1132. 2 play G7
1133. 1 play W
1134. 0 take
1135. 2 draw
1136. 2 play W yellow
1137. 1 play W yellow
1138. 0 play W red
1139. 2 play R7
1140. 1 play WPU
1141. 0 play R8
1142. 2 play W
1143. 1 play W+4
1144. 0 play R3
1145. 2 play W
1146. 1 play R9
1147. 0 take
1148. 2 draw
1149. 1 play R7
1150. 0 play R3
1151. 2 play WDT blue 0,2
1152. 1 play B5
1153. 0 play B1
1154. 2 play WDT blue 0,2
1155. 1 play B8
1156. 1 play B8
1157. 0 play W+4 green
1158. 2 challenge
1159. 2 play G5
1160. 1 play G2
1161. 0 play W green
1162. 2 play W yellow
1163. 1 play Y5
1164. 0 draw
1165. 0 play W+4 yellow
1166. 2 accept
1167. 1 play W+4 green
1168. 0 accept
1169. 2 play GPT
1170. 2 point 0
1171. 1 point 0
1172. 0 point 1
1173. 1 play G7
1174. 0 play WDT green 0,1
1175. 2 play GPT
1176. 1 point 0
1177. 0 point 2
1178. 2 point 0
1179. 1 play WPU
1180. 0 play W
1181. 2 play B9
1182. 1 play B0
1183. 0 play WPU
1184. 2 play W+4
1185. 1 play B+2
1186. 0 play WDT
1187. 2 play WPU
1188. 1 play WDT
1189. 0 play B7
1190. 2 play WDT
1191. 1 play WPU
1192. 0 play W
1193. 2 play WPU
1194. 1 play BR
1195. 0 play B6
1196. 2 play W+4
1197. 1 play B7
1198. 0 play BS
1199. 2 play B6
1200. 1 play BPT
1201. 0 play W
1202. 2 play WDT
1203. 1 play W
1204. 0 take
1205. 2 play W red
1206. 1 play R3
1207. 0 play RR
1208. 1 play WPU
1209. 2 play R5
1210. 0 play R8
1211. 1 play R2
1212. 2 play RS
1213. 0 play WPU
1214. 1 play R2
1215. 2 play W+4
1216. 0 play WPU
1217. 1 play R1
1218. 2 play W+4
1219. 0 play WPU
1220. 1 play R1
1221. 2 play WDT
1222. 0 play RR
1223. 1 play R6
1224. 2 play WDT
1225. 0 play R8
1226. 1 play R+2
1227. 2 play WDT
1228. 0 play RPT
1229. 1 play WPU
1230. 2 play WPU
1231. 0 play WPU
1232. 1 play W
1233. 2 play W+4
1234. 0 play R9
1235. 1 play R6
1236. 2 play WPU
1237. 0 play WDT
1238. 1 play W
1239. 2 take
1240. 0 play R5
1241. 1 play R4
1242. 2 play RPT
1243. 1 point 0
1244. 0 point 1
1245. 2 point 0
1246. 0 play R9
1247. 2 play R9
1248. 0 play W+4 yellow
1249. 1 challenge
1250. 1 play Y+2
1251. 0 play W blue
1252. 1 play BS
1253. 0 play WDT yellow 0,1
1254. 1 play Y1
1255. 2 play YS
1256. 1 play YR
1257. 0 play YPT
1258. 1 point 2
1259. 0 point 2
1260. 2 point 1
1261. 2 play RPT
1262. 2 point 0
1263. 0 point 2
1264. 1 point 2
1265. 1 play BPT
1266. 2 point 1
1267. 1 point 0
1268. 0 point 1
1269. 0 play B9
1270. 2 play G9
1271. 1 play GS
1272. 2 play G9
1273. 1 play GS
1274. 2 play YS
1275. 0 play Y7
1276. 2 play Y8
1277. 2 play Y8
1278. 1 play Y+2
1279. 2 play Y0
1280. 1 play W green
1281. 0 play G1
1282. 2 play R1
1283. 1 play B1
1284. 0 play B7
1285. 2 play W+4 red
1286. 1 challenge
1287. 1 play RPT
1288. 0 point 1
1289. 2 point 1
1290. 1 point 0
1291. 0 draw
1292. 0 play W red
1293. 2 play R1
1294. 1 play W red
1295. 0 play W+4 green
1296. 2 accept
1297. 1 play W+4 red
1298. 0 challenge
1299. 0 play RPT
1300. 0 point 1
1301. 2 point 0
1302. 1 point 0
1303. 2 play R+2
1304. 0 play WDT yellow 0,2
1305. 2 play Y7
1306. 1 play Y1
1307. 0 play W+4 blue
1308. 2 accept
1309. 1 play WDT blue 1,2
1310. 0 play B+2
1311. 1 play B5
1312. 0 play B7
1313. 2 play WPU
1314. 1 play WPU
1315. 0 play WDT
1316. 2 play WDT
1317. 1 play W
1318. 0 play Y2
1319. 2 play YPT
1320. 1 play W+4
1321. 0 play YPT
1322. 2 play YR
1323. 1 play YS
1324. 0 play YPT
1325. 2 play W+4
1326. 1 take
1327. 0 play WDT blue 1,2
1328. 2 play BS
1329. 0 play B3
1330. 2 play W blue
1331. 1 play B9
1332. 0 play BR
1333. 1 play W blue
1334. 2 play WDT green 0,2
1335. 0 play G2
1336. 1 play WDT green 0,2
1337. 2 play G8
1338. 0 play G4
1339. 1 play WPU
1340. 2 play G0
1341. 0 play W
1342. 1 play G5
1343. 2 play G3
1344. 0 play GPT
1345. 1 play WDT
1346. 2 play G3
1347. 0 play G7
1348. 1 play G+2
1349. 2 play G8
1350. 0 play G7
1351. 1 play WPU
1352. 2 play WDT
1353. 0 play W
1354. 1 play W+4
1355. 2 play W
1356. 0 play W
1357. 1 play G+2
1358. 2 play W
1359. 0 play W
1360. 1 play W+4
1361. 2 play WPU
1362. 0 play W
1363. 1 take
1364. 2 play GR
1365. 1 play YR
1366. 2 play Y6
1367. 0 draw
1368. 0 pass
1369. 2 play Y6
1370. 0 play W yellow
1371. 1 play Y2
1372. 2 play Y2
1373. 0 play Y3
1374. 1 play G3
1375. 2 play WDT yellow 0,1
1376. 0 play W blue
1377. 1 play WDT yellow 1,2
1378. 2 play WPU
1379. 0 take
1380. 1 play G8
1381. 2 play W+4 yellow
1382. 0 challenge
1383. 0 play W+4 blue
1384. 1 accept
1385. 2 play W green
1386. 0 play GPT
1387. 1 point 2
1388. 0 point 1
1389. 2 point 1
1390. 1 play G0
1391. 2 play G2
1392. 0 draw
1393. 1 play W red
1394. 2 play R7
1395. 1 play R7
1396. 2 play R2
1397. 2 play R2
1398. 0 play RS
1399. 2 play R8
1400. 2 play R8
1401. 0 play B8
1402. 1 play B5
1403. 2 play WPU
1404. 0 take
1405. 1 play W green
1406. 2 play WDT blue 0,1
1407. 0 play BR
1408. 2 play WPU
1409. 1 play BPT
1410. 0 play B3
1411. 2 play W+4
1412. 1 play WPU
1413. 0 play B0
1414. 2 play B+2
1415. 1 play WPU
1416. 0 play BPT
1417. 2 play WDT
1418. 1 play WDT
1419. 0 play B6
1420. 2 play B2
1421. 1 play W+4
1422. 0 play BS
1423. 2 play WDT
1424. 1 play W+4
1425. 0 play BPT
1426. 2 play B8
1427. 1 play WPU
1428. 0 play B6
1429. 2 play W+4
1430. 1 play B4
1431. 0 play B4
1432. 2 play WPU
1433. 1 play W
1434. 0 take
1435. 2 play B2
1436. 0 play B2
1437. 2 play WDT yellow 1,2
1438. 1 play YPT
1439. 2 point 0
1440. 0 point 2
1441. 1 point 2
1442. 0 play W+4 green
1443. 2 challenge
1444. 2 play W+4 green
1445. 1 challenge
1446. 1 draw
1447. 1 play W green
1448. 0 play W+4 yellow
1449. 2 challenge
1450. 2 play W+4 blue
1451. 1 accept
1452. 0 play B+2
1453. 1 play WDT red 0,1
1454. 0 play R1
1455. 2 play WPU
1456. 1 play G+2
1457. 0 play G9
1458. 2 play G4
1459. 1 play G5
1460. 0 play WDT
1461. 2 play GPT
1462. 1 play WDT
1463. 0 play WDT
1464. 2 play GR
1465. 1 play G5
1466. 0 play W
1467. 2 play G1
1468. 1 play G7
1469. 0 play W+4
1470. 2 play G6
1471. 1 play G7
1472. 0 play G2
1473. 2 play WPU
1474. 1 play G9
1475. 0 play WPU
1476. 2 play G1
1477. 1 play G3
1478. 0 play GR
1479. 2 play WPU
1480. 1 play W+4
1481. 0 play W+4
1482. 2 play WDT
1483. 1 play W+4
1484. 0 play WDT
1485. 2 take
1486. 1 play G+2
1487. 2 play WDT red 0,2
1488. 1 play R5
1489. 0 play W yellow
1490. 2 play WDT yellow 1,2
1491. 1 play YPT
1492. 1 point 0
1493. 0 point 1
1494. 2 point 0
1495. 0 play GPT
1496. 1 point 2
1497. 0 point 2
1498. 2 point 0
1499. 2 play W+4 red
1500. 1 accept
1501. 0 play W yellow
1502. 2 play Y9
1503. 1 play W+4 red
1504. 0 accept
1505. 2 play R1
1506. 1 play W green
1507. 0 play WPU
1508. 2 play GPT
1509. 1 play W
1510. 0 play W+4
1511. 2 play G1
1512. 1 play W
1513. 0 play W
1514. 2 play W
1515. 1 play G6
1516. 0 play W
1517. 2 play G4
1518. 1 play GPT
1519. 0 play WPU
1520. 2 play WPU
1521. 1 play WDT
1522. 0 play WPU
1523. 2 play G3
1524. 1 play W
1525. 0 play WPU
1526. 2 play W+4
1527. 1 play GPT
1528. 0 play WDT
1529. 2 play WPU
1530. 1 play W
1531. 0 play WDT
1532. 2 play G6
1533. 1 take
1534. 0 draw
1535. 0 play G4
1536. 2 play W+4 yellow
1537. 1 accept
1538. 0 draw
1539. 0 play W+4 yellow
1540. 2 accept
1541. 1 play Y8
1542. 0 play B8
1543. 2 play B1
1544. 1 play BS
1545. 2 play WPU
1546. 1 play R3
1547. 0 take
1548. 2 play W green
1549. 1 play W red
1550. 0 play RPT
1551. 2 point 1
1552. 0 point 1
1553. 1 point 0
1554. 2 play R9
1555. 1 play R4
1556. 0 play R3
1557. 2 play Y3
1558. 1 play YS
1559. 2 play YR
1560. 0 play Y6
1561. 1 play Y5
1562. 2 play Y1
1563. 0 play Y7
1564. 1 play Y2
1565. 2 play Y4
1566. 0 play Y8
1567. 1 play WDT green 1,2
1568. 2 play G3
1569. 0 play Y3
1570. 1 play WDT yellow 0,2
1571. 2 play WDT blue 1,2
1572. 0 play B9
1573. 1 play W green
1574. 2 play WDT green 0,2
1575. 0 draw
1576. 0 play WDT blue 0,2
1577. 1 play WDT red 0,1
1578. 2 play R6
1579. 0 play B6
1580. 1 play G6
1581. 2 play G7
1582. 2 play G7
1583. 0 draw
1584. 0 play G8
1585. 1 play W+4 yellow
1586. 2 challenge
1587. 2 play Y9
1588. 0 play Y0
1589. 1 play G0
1590. 2 play G2
1591. 0 play W yellow
1592. 1 play W yellow
1593. 2 play WDT yellow 0,2
1594. 0 play Y9
1595. 1 play WPU
1596. 2 play Y5
1597. 0 play Y1
1598. 1 play Y6
1599. 2 play W
1600. 0 play W+4
1601. 1 play WPU
1602. 2 play Y+2
1603. 0 take
1604. 1 play YPT
1605. 0 point 1
1606. 2 point 0
1607. 1 point 2
1608. 2 play YS
1609. 1 play W+4 red
1610. 2 accept
1611. 0 play W yellow
1612. 1 play W+4 green
1613. 2 accept
1614. 0 play WPU
1615. 1 play B9
1616. 2 play W+4
1617. 0 play B4
1618. 1 play W
1619. 2 play B3
1620. 0 play B6
1621. 1 play W
1622. 2 play W
1623. 0 play B3
1624. 1 play W
1625. 2 play WPU
1626. 0 play B1
1627. 1 play WPU
1628. 2 play WDT
1629. 0 play B4
1630. 1 play W
1631. 2 play B2
1632. 0 play B+2
1633. 1 play W
1634. 2 play WPU
1635. 0 play B0
1636. 1 play WPU
1637. 2 play BPT
1638. 0 play BS
1639. 1 play BR
1640. 2 play B2
1641. 0 play BPT
1642. 1 play WPU
1643. 2 take
1644. 0 play B5
1645. 1 play B7
1646. 2 play WPU
1647. 0 play W+4
1648. 1 play RPT
1649. 2 play RS
1650. 0 take
1651. 1 play RPT
1652. 2 point 1
1653. 1 point 2
1654. 0 point 1
1655. 2 play R2
1656. 0 play RPT
1657. 2 point 1
1658. 1 point 0
1659. 0 point 1
1660. 1 play RPT
1661. 1 point 0
1662. 0 point 2
1663. 2 point 1
1664. 2 play R5
1665. 0 play WDT red 1,2
1666. 1 play R8
1667. 2 play R0
1668. 0 play WDT blue 0,1
1669. 1 play WPU
1670. 2 play GR
1671. 0 play W+4
1672. 1 play GS
1673. 2 play G+2
1674. 0 play W+4
1675. 1 play G8
1676. 2 play G1
1677. 0 play W+4
1678. 1 play G1
1679. 2 play W
1680. 0 take
1681. 1 play WDT yellow 1,2
1682. 2 play YPT
1683. 1 point 2
1684. 2 point 1
1685. 0 point 2
1686. 0 play Y+2
1687. 2 play Y3
1688. 0 play Y6
1689. 1 play YR
1690. 0 play GR
1691. 1 play WPU
1692. 2 play W
1693. 0 play W+4
1694. 1 play R+2
1695. 2 play W
1696. 0 play W+4
1697. 1 play R9
1698. 2 play WDT
1699. 0 play R6
1700. 1 take
1701. 2 play R+2
1702. 1 play R6
1703. 2 play R6
1704. 0 play W blue
1705. 1 play B8
1706. 2 play BPT
1707. 0 point 2
1708. 2 point 1
1709. 1 point 2
1710. 0 play W blue
1711. 1 play B1
1712. 2 play BS
1713. 1 play B5
1714. 2 draw
1715. 2 pass
1716. 0 play W+4 yellow
1717. 1 challenge
1718. 1 play W+4 yellow
1719. 2 challenge
1720. 2 play Y2
1721. 0 play Y1
1722. 1 play R1
1723. 2 play W+4 green
1724. 0 challenge
1725. 0 play G8
1726. 1 play G6
1727. 2 play WPU
1728. 0 play W
1729. 1 play W
1730. 2 play W
1731. 0 play Y5
1732. 1 play W+4
1733. 2 play Y+2
1734. 0 play YS
1735. 1 play YPT
1736. 2 play W
1737. 0 play Y5
1738. 1 play Y6
1739. 2 play W+4
1740. 0 take
1741. 1 play W blue
1742. 2 play B3
1743. 0 play WPU
1744. 1 play WDT
1745. 2 play Y8
1746. 0 play W
1747. 1 play W
1748. 2 play Y4
1749. 0 play W
1750. 1 play WDT
1751. 2 play WDT
1752. 0 play Y5
1753. 1 take
1754. 2 play WPU
1755. 0 play W
1756. 1 play WDT
1757. 2 play R4
1758. 0 play W+4
1759. 1 play R9
1760. 2 play WDT
1761. 0 play RS
1762. 1 play R5
1763. 2 play WDT
1764. 0 play W
1765. 1 play R+2
1766. 2 play R4
1767. 0 play W+4
1768. 1 play WDT
1769. 2 play WPU
1770. 0 play W+4
1771. 1 play W
1772. 2 play R3
1773. 0 take
1774. 1 play W yellow
1775. 2 play Y7
1776. 0 play WPU
1777. 1 play WDT
1778. 2 play G9
1779. 0 play WDT
1780. 1 play G7
1781. 2 play GS
1782. 0 play WDT
1783. 1 play G4
1784. 2 play W
1785. 0 play G8
1786. 1 play G3
1787. 2 play G9
1788. 0 play G3
1789. 1 play G6
1790. 2 play W
1791. 0 play G1
1792. 1 play GPT
1793. 2 play GR
1794. 0 play G+2
1795. 1 play W
1796. 2 play G5
1797. 0 play W+4
1798. 1 play GPT
1799. 2 play G5
1800. 0 play GS
1801. 1 play GPT
1802. 2 play WPU
1803. 0 play G1
1804. 1 play GPT
1805. 2 take
1806. 0 play WDT green 0,2
1807. 1 draw
1808. 2 play G2
1809. 0 play W blue
1810. 1 play B6
1811. 2 play BPT
1812. 2 point 0
1813. 1 point 0
1814. 0 point 1
1815. 0 play B8
1816. 1 play B7
1817. 2 play B6
1818. 0 play BS
1819. 2 play B3
1820. 0 play BPT
1821. 0 point 2
1822. 1 point 2
1823. 2 point 0
1824. 1 draw
1825. 2 play GPT
1826. 1 point 2
1827. 0 point 2
1828. 2 point 0
1829. 0 play BPT
1830. 1 point 0
1831. 0 point 1
1832. 2 point 0
1833. 1 play W yellow
1834. 2 play W+4 green
1835. 0 challenge
1836. 0 play G+2
1837. 2 play G4
1838. 0 play R4
1839. 1 play Y4
1840. 2 play W+4 red
1841. 0 challenge
1842. 0 play R7
1843. 1 play WDT red 0,1
1844. 2 play WPU
1845. 0 play W+4
1846. 1 play YR
1847. 2 play W
1848. 0 play Y5
1849. 1 play Y5
1850. 2 play W+4
1851. 0 play W+4
1852. 1 play Y8
1853. 2 play W
1854. 0 play Y2
1855. 1 play Y1
1856. 2 play Y4
1857. 0 play Y+2
1858. 1 play Y8
1859. 2 play Y7
1860. 0 play W+4
1861. 1 take
1862. 2 play W red
1863. 0 play WDT green 0,2
1864. 1 play W red
1865. 2 play W green
1866. 0 play WPU
1867. 1 play Y7
1868. 2 play WPU
1869. 0 play Y3
1870. 1 play Y8
1871. 2 play WDT
1872. 0 play W
1873. 1 play YR
1874. 2 play WDT
1875. 0 play W
1876. 1 play Y8
1877. 2 play WDT
1878. 0 play YPT
1879. 1 play Y+2
1880. 2 play WDT
1881. 0 play YS
1882. 1 play Y5
1883. 2 take
1884. 0 play Y6
1885. 1 play W green
1886. 2 play G9
1887. 2 play G9
1888. 0 play G4
1889. 1 play W+4 yellow
1890. 2 accept
1891. 0 play W red
1892. 1 play RS
1893. 0 play W yellow
1894. 1 play Y5
1895. 2 play Y8
1896. 0 play WPU
1897. 1 play Y2
1898. 2 play Y8
1899. 0 play YPT
1900. 1 play Y6
1901. 2 play WDT
1902. 0 play WDT
1903. 1 play Y1
1904. 2 play W
1905. 0 play WDT
1906. 1 play W+4
1907. 2 play YS
1908. 0 take
1909. 1 play W+4 red
1910. 2 challenge
1911. 2 play RPT
1912. 1 point 2
1913. 2 point 1
1914. 0 point 1
1915. 0 play W+4 red
1916. 1 challenge
1917. 1 play W+4 green
1918. 2 challenge
1919. 2 play G1
1920. 0 play WDT red 1,2
1921. 1 play WDT red 0,2
1922. 2 play R3
1923. 0 play R1
1924. 1 play WDT green 0,1
1925. 2 play G7
1926. 0 play W+4 red
1927. 1 challenge
1928. 1 play W+4 red
1929. 2 accept
1930. 0 draw
1931. 0 play WPU
1932. 1 play WDT
1933. 2 play B4
1934. 0 play B8
1935. 1 play WDT
1936. 2 play B0
1937. 0 play WDT
1938. 1 play WPU
1939. 2 play BR
1940. 0 play B6
1941. 1 play BPT
1942. 2 play WPU
1943. 0 play W
1944. 1 take
1945. 2 play B4
1946. 0 play R4
1947. 1 play WDT blue 0,2
1948. 2 play BR
1949. 1 play BPT
1950. 2 point 0
1951. 1 point 2
1952. 0 point 2
1953. 0 play YPT
1954. 0 point 1
1955. 1 point 2
1956. 2 point 0
1957. 2 play GPT
1958. 2 point 1
1959. 1 point 0
1960. 0 point 2
1961. 1 play RPT
1962. 2 point 0
1963. 1 point 0
1964. 0 point 2
1965. 0 play W red
1966. 2 play R8
1967. 1 play W yellow
1968. 0 play YR
1969. 1 play BR
1970. 0 play BS
1971. 1 play WPU
1972. 0 play WPU
1973. 2 play BPT
1974. 1 play WPU
1975. 0 play W
1976. 2 play W+4
1977. 1 play WDT
1978. 0 play WPU
1979. 2 play B9
1980. 1 play B8
1981. 0 play B3
1982. 2 play WDT
1983. 1 play B0
1984. 0 play B3
1985. 2 play B2
1986. 1 play B4
1987. 0 play WDT
1988. 2 play B9
1989. 1 play WPU
1990. 0 take
1991. 2 draw
1992. 2 play W+4 blue
1993. 1 challenge
1994. 1 play W yellow
1995. 0 play WDT green 1,2
1996. 2 play GS
1997. 0 play WPU
1998. 2 play R2
1999. 1 play W
2000. 0 play R+2
2001. 2 play R6
2002. 1 play R+2
2003. 0 play R3
2004. 2 play W
2005. 1 play WDT
2006. 0 play WDT
2007. 2 play W+4
2008. 1 play R2
2009. 0 play R5
2010. 2 play W
2011. 1 take
2012. 0 play R9
2013. 2 play WDT yellow 0,1
2014. 1 play Y1
2015. 0 play YS
2016. 1 play W green
2017. 0 play WPU
2018. 2 play B2
2019. 1 play B6
2020. 0 play BPT
2021. 2 play B+2
2022. 1 play WDT
2023. 0 play B9
2024. 2 play BPT
2025. 1 play W+4
2026. 0 play W+4
2027. 2 play B5
2028. 1 play B6
2029. 0 play WDT
2030. 2 play B+2
2031. 1 play WDT
2032. 0 play B3
2033. 2 play B1
2034. 1 play W
2035. 0 play B7
2036. 2 play WPU
2037. 1 play W
2038. 0 play B8
2039. 2 play W
2040. 1 take
2041. 0 play B9
2042. 2 play R9
2043. 1 play W yellow
2044. 0 play W+4 blue
2045. 2 accept
2046. 1 play WPU
2047. 0 play Y2
2048. 2 play YR
2049. 1 play Y4
2050. 0 play Y1
2051. 2 play Y+2
2052. 1 play Y+2
2053. 0 play Y9
2054. 2 play W
2055. 1 play W
2056. 0 play WPU
2057. 2 play Y7
2058. 1 play W+4
2059. 0 play Y3
2060. 2 play Y9
2061. 1 play YPT
2062. 0 play Y6
2063. 2 play Y7
2064. 1 play W
2065. 0 play W
2066. 2 play Y5
2067. 1 play WDT
2068. 0 play Y8
2069. 2 play YPT
2070. 1 play W+4
2071. 0 play WPU
2072. 2 play WDT
2073. 1 play WDT
2074. 0 take
2075. 2 play YS
2076. 0 play W+4 yellow
2077. 2 challenge
2078. 2 play Y0
2079. 1 play WDT red 0,2
2080. 0 play RS
2081. 1 play R2
2082. 0 draw
2083. 0 play W blue
2084. 2 play B5
2085. 1 play B2
2086. 0 play W red
2087. 2 play R7
2088. 1 play G7
2089. 0 play W+4 green
2090. 2 challenge
2091. 2 play G3
2092. 1 play WPU
2093. 0 play Y4
2094. 2 play YPT
2095. 1 take
2096. 0 play Y+2
2097. 1 play Y5
2098. 0 play WDT yellow 0,1
2099. 2 play W+4 green
2100. 1 challenge
2101. 1 play G2
2102. 0 play B2
2103. 2 play WPU
2104. 1 play W
2105. 0 play W
2106. 2 play G5
2107. 1 play GPT
2108. 0 play WPU
2109. 2 play GPT
2110. 1 take
2111. 0 play G+2
2112. 1 play GPT
2113. 0 point 2
2114. 2 point 0
2115. 1 point 2
2116. 0 play G8
2117. 2 play G+2
2118. 0 play W green
2119. 2 play G3
2120. 1 play GPT
2121. 1 point 2
2122. 0 point 2
2123. 2 point 1
2124. 0 play G9
2125. 2 play GR
2126. 0 play WPU
2127. 1 play B7
2128. 2 play W+4
2129. 0 play WDT
2130. 1 play WPU
2131. 2 play BS
2132. 0 play WDT
2133. 1 play B5
2134. 2 play B1
2135. 0 play B4
2136. 1 play B6
2137. 2 play B2
2138. 0 play B0
2139. 1 play BPT
2140. 2 play BPT
2141. 0 play W
2142. 1 play B1
2143. 2 play WDT
2144. 0 play B3
2145. 1 play B8
2146. 2 play W
2147. 0 play B9
2148. 1 play BS
2149. 2 play BR
2150. 0 play B7
2151. 1 play W
2152. 2 play W
2153. 0 play BPT
2154. 1 play B8
2155. 2 play W
2156. 0 play WPU
2157. 1 play B9
2158. 2 take
2159. 0 draw
2160. 0 play W red
2161. 1 play R5
2162. 2 play G5
2163. 0 play Y5
2164. 1 play W yellow
2165. 2 play Y2
2166. 0 play Y0
2167. 1 play W+4 blue
2168. 2 accept
2169. 0 draw
2170. 0 play WPU
2171. 1 play R+2
2172. 2 play R9
2173. 0 play R9
2174. 1 play R2
2175. 2 play W
2176. 0 play R0
2177. 1 play R3
2178. 2 play W
2179. 0 play R8
2180. 1 play RPT
2181. 2 play W
2182. 0 play R5
2183. 1 play R6
2184. 2 play R1
2185. 0 take
2186. 1 play W yellow
2187. 2 play YS
2188. 1 play W yellow
2189. 2 play W red
2190. 0 play RPT
2191. 0 point 2
2192. 2 point 1
2193. 1 point 2
2194. 1 play R+2
2195. 0 play R5
2196. 1 play R4
2197. 2 play R6
2198. 0 play R1
2199. 1 play W yellow
2200. 2 play Y3
2201. 0 play Y9
2202. 1 play Y4
2203. 2 play W green
2204. 0 play WPU
2205. 1 play W
2206. 2 play GR
2207. 0 play W
2208. 1 play G5
2209. 2 play W+4
2210. 0 play WPU
2211. 1 play G4
2212. 2 play WDT
2213. 0 play W
2214. 1 take
2215. 2 play WDT blue 0,2
2216. 0 play W red
2217. 1 play WDT green 0,1
2218. 2 play G1
2219. 0 play Y1
2220. 1 play WPU
2221. 2 play Y1
2222. 0 play YPT
2223. 1 play YPT
2224. 2 play WPU
2225. 0 play Y7
2226. 1 play W+4
2227. 2 play WDT
2228. 0 play Y4
2229. 1 play W
2230. 2 play W
2231. 0 play Y6
2232. 1 play W
2233. 2 play YR
2234. 0 play YPT
2235. 1 play W
2236. 2 play WPU
2237. 0 play Y2
2238. 1 take
2239. 2 play W+4 yellow
2240. 0 challenge
2241. 0 play YR
2242. 2 play RR
2243. 0 play RS
2244. 2 play R2
2245. 0 draw
2246. 0 play WDT yellow 0,1
2247. 1 play YR
2248. 0 play Y3
2249. 2 play WDT red 0,1
2250. 1 play WDT green 1,2
2251. 0 draw
2252. 0 play W+4 green
2253. 2 challenge
2254. 1 play WDT blue 0,1
2255. 0 draw
2256. 0 play W red
2257. 2 play R1
2258. 1 play WPU
2259. 0 take
2260. 2 draw
2261. 2 play WDT blue 0,2
2262. 1 play B+2
2263. 2 play BS
2264. 0 play WPU
2265. 2 play G6
2266. 1 play G5
2267. 0 play W+4
2268. 2 play G9
2269. 1 play WPU
2270. 0 play G1
2271. 2 play G8
2272. 1 play G7
2273. 0 play GPT
2274. 2 play GPT
2275. 1 play GR
2276. 0 take
2277. 2 play G0
2278. 1 play WDT red 0,2
2279. 0 play R6
2280. 2 play RS
2281. 0 play WPU
2282. 2 play R3
2283. 1 play W+4
2284. 0 play R9
2285. 2 play W
2286. 1 play R7
2287. 0 play R3
2288. 2 play WDT
2289. 1 play WPU
2290. 0 play R8
2291. 2 play RR
2292. 1 play W+4
2293. 0 play R9
2294. 2 play RPT
2295. 1 play WDT
2296. 0 play R0
2297. 2 play WDT
2298. 1 play W
2299. 0 play R2
2300. 2 play RPT
2301. 1 play W
2302. 0 play R+2
2303. 2 play R8
2304. 1 play W
2305. 0 play W+4
2306. 2 play W+4
2307. 1 play W
2308. 0 take
2309. 2 play R7
2310. 1 play W green
2311. 0 play G7
2312. 2 play B7
2313. 1 play B6
2314. 0 play WPU
2315. 2 play W+4
2316. 1 take
2317. 0 play W yellow
2318. 2 play YS
2319. 0 play Y+2
2320. 1 play Y7
2321. 0 play Y7
2322. 2 play W yellow
2323. 1 play Y6
2324. 0 play YPT
2325. 0 point 1
2326. 2 point 0
2327. 1 point 2
2328. 2 play W+4 red
2329. 1 challenge
2330. 1 play W+4 green
2331. 0 accept
2332. 2 play G7
2333. 0 play G7
2334. 2 play G6
2335. 1 play Y6
2336. 0 play WPU
2337. 2 play W
2338. 1 play R1
2339. 0 play W
2340. 2 play WPU
2341. 1 take
2342. 0 play R0
2343. 2 play R4
2344. 1 play W green
2345. 0 play G5
2346. 2 play WPU
2347. 1 play WPU
2348. 0 play RR
2349. 2 play WPU
2350. 1 play R5
2351. 0 play W+4
2352. 2 take
2353. 1 play W blue
2354. 0 play WPU
2355. 2 play WPU
2356. 1 play G4
2357. 0 play W+4
2358. 2 play WPU
2359. 1 play W
2360. 0 play G9
2361. 2 play W
2362. 1 play W
2363. 0 play G8
2364. 2 play W+4
2365. 1 play W+4
2366. 0 play WPU
2367. 2 play WPU
2368. 1 take
2369. 0 play GPT
2370. 0 point 1
2371. 1 point 2
2372. 2 point 1
2373. 2 play GS
2374. 0 play G1
2375. 2 play G0
2376. 1 play WPU
2377. 0 play WDT
2378. 2 play B3
2379. 1 play W+4
2380. 0 play WDT
2381. 2 play B6
2382. 1 play B+2
2383. 0 play WDT
2384. 2 play B1
2385. 1 play BPT
2386. 0 play W
2387. 2 play B7
2388. 1 play W+4
2389. 0 play W
2390. 2 play W+4
2391. 1 play WPU
2392. 0 play WDT
2393. 2 play WPU
2394. 1 play W+4
2395. 0 play W
2396. 2 play B4
2397. 1 play WPU
2398. 0 play W+4
2399. 2 play BS
2400. 1 play B3
2401. 0 play W+4
2402. 2 play B5
2403. 1 play W
2404. 0 play W+4
2405. 2 play BS
2406. 1 play W
2407. 0 play W+4
2408. 2 play BPT
2409. 1 play WPU
2410. 0 take
2411. 2 play B1
2412. 1 play WPU
2413. 0 play R1
2414. 2 play R5
2415. 1 play R+2
2416. 0 play R7
2417. 2 play RR
2418. 1 play R1
2419. 0 play W+4
2420. 2 play RS
2421. 1 play W
2422. 0 play W
2423. 2 play R4
2424. 1 play W
2425. 0 play WPU
2426. 2 take
2427. 1 draw
2428. 0 play R8
2429. 2 play RR
2430. 0 play R9
2431. 1 play G9
2432. 2 play WPU
2433. 0 play W
2434. 1 take
2435. 2 play R7
2436. 0 play B7
2437. 1 play W red
2438. 2 play RS
2439. 1 play R6
2440. 2 play R5
2441. 0 play R2
2442. 1 play Y2
2443. 2 play B2
2444. 0 play BPT
2445. 0 point 2
2446. 1 point 0
2447. 2 point 0
2448. 1 play YPT
2449. 1 point 0
2450. 0 point 1
2451. 2 point 0
2452. 2 play BPT
2453. 1 point 0
2454. 0 point 1
2455. 2 point 1
2456. 0 play W+4 red
2457. 1 accept
2458. 2 play R+2
2459. 1 play WPU
2460. 2 play W+4
2461. 0 play Y9
2462. 1 play Y3
2463. 2 play WDT
2464. 0 play WPU
2465. 1 play Y+2
2466. 2 play W
2467. 0 play Y8
2468. 1 play Y5
2469. 2 play W
2470. 0 play Y8
2471. 1 play WPU
2472. 2 play W
2473. 0 play Y0
2474. 1 play WDT
2475. 2 take
2476. 0 play WDT red 0,2
2477. 1 draw
2478. 2 play WPU
2479. 0 play WDT
2480. 1 play Y4
2481. 2 play W
2482. 0 play Y2
2483. 1 play YR
2484. 2 play Y+2
2485. 0 play Y5
2486. 1 play Y1
2487. 2 play Y9
2488. 0 play WDT
2489. 1 play YPT
2490. 2 play W+4
2491. 0 play W
2492. 1 play Y4
2493. 2 play Y8
2494. 0 play WDT
2495. 1 play YPT
2496. 2 play W
2497. 0 play WPU
2498. 1 take
2499. 2 play Y8
2500. 0 play W+4 red
2501. 1 accept
2502. 2 play R4
2503. 0 play RPT
2504. 2 point 1
2505. 1 point 2
2506. 0 point 2
2507. 1 play WDT red 1,2
2508. 2 play WDT red 0,2
2509. 0 play WPU
2510. 1 play W+4
2511. 2 play WDT
2512. 0 play B5
2513. 1 play W+4
2514. 2 play B9
2515. 0 play B4
2516. 1 play WDT
2517. 2 play B8
2518. 0 play B3
2519. 1 play B+2
2520. 2 play WDT
2521. 0 play W
2522. 1 play WDT
2523. 2 play B8
2524. 0 play BPT
2525. 1 play WDT
2526. 2 play BR
2527. 0 play W
2528. 1 play W
2529. 2 play B9
2530. 0 play W+4
2531. 1 play WPU
2532. 2 play B4
2533. 0 play W+4
2534. 1 play W
2535. 2 play BR
2536. 0 play B3
2537. 1 play W
2538. 2 play B5
2539. 0 play W
2540. 1 play W
2541. 2 play W
2542. 0 play B1
2543. 1 take
2544. 2 play B0
2545. 0 play B2
2546. 1 play B7
2547. 2 play W+4 green
2548. 0 challenge
2549. 0 play G+2
2550. 2 draw
2551. 2 play WDT green 1,2
2552. 0 play G6
2553. 1 draw
2554. 2 play GS
2555. 1 play G8
2556. 2 play WPU
2557. 0 play W+4
2558. 1 play G1
2559. 2 play G2
2560. 0 play W+4
2561. 1 play W
2562. 2 play G2
2563. 0 play W+4
2564. 1 play G4
2565. 2 play W
2566. 0 play GR
2567. 1 play WDT
2568. 2 play G4
2569. 0 play G9
2570. 1 play W+4
2571. 2 play G3
2572. 0 play GPT
2573. 1 play W+4
2574. 2 take
2575. 0 play WDT yellow 1,2
2576. 1 play Y9
2577. 2 play Y5
2578. 0 play WDT yellow 0,2
2579. 1 play Y2
2580. 2 play G2
2581. 0 play GPT
2582. 1 point 2
2583. 2 point 0
2584. 0 point 2
2585. 1 play G8
2586. 2 play G3
2587. 0 play GPT
2588. 1 point 2
2589. 0 point 2
2590. 2 point 1
2591. 1 play W red
2592. 2 play W green
2593. 0 play W blue
2594. 1 play BR
2595. 0 play B+2
2596. 1 play W+4 blue
2597. 0 accept
2598. 2 play BPT
2599. 2 point 0
2600. 1 point 0
2601. 0 point 1
2602. 1 play YPT
2603. 2 point 0
2604. 0 point 1
2605. 1 point 0
2606. 0 play W blue
2607. 2 play B7
2608. 1 play B5
2609. 0 play WDT red 0,1
2610. 2 play R+2
2611. 0 play R3
2612. 2 play RR
2613. 0 play WPU
2614. 1 play W+4
2615. 2 play WPU
2616. 0 play Y6
2617. 1 play Y5
2618. 2 play Y3
2619. 0 play W
2620. 1 play Y1
2621. 2 play Y3
2622. 0 play W+4
2623. 1 play YPT
2624. 2 play YS
2625. 0 take
2626. 1 play WDT green 0,1
2627. 2 play G9
2628. 0 play R9
2629. 1 play WDT yellow 0,2
2630. 2 play WDT blue 0,1
2631. 0 play B6
2632. 1 play BPT
2633. 2 point 1
2634. 0 point 1
2635. 1 point 2
2636. 2 play W+4 red
2637. 0 challenge
2638. 0 draw
2639. 1 play W blue
2640. 2 play B2
2641. 0 play BS
2642. 2 play W red
2643. 0 play WPU
2644. 1 play YR
2645. 2 play W+4
2646. 0 play Y9
2647. 1 play Y7
2648. 2 play W+4
2649. 0 play W
2650. 1 play YR
2651. 2 play Y1
2652. 0 play Y1
2653. 1 play W
2654. 2 play WDT
2655. 0 play YPT
2656. 1 play Y4
2657. 2 play WDT
2658. 0 play Y3
2659. 1 play Y+2
2660. 2 play W+4
2661. 0 play YS
2662. 1 play W+4
2663. 2 play Y2
2664. 0 play Y3
2665. 1 play W
2666. 2 play Y0
2667. 0 play W+4
2668. 1 play Y4
2669. 2 play W+4
2670. 0 play Y5
2671. 1 play W
2672. 2 play WDT
2673. 0 play Y6
2674. 1 play W
2675. 2 take
2676. 0 play W+4 yellow
2677. 1 accept
2678. 2 play Y5
2679. 0 draw
2680. 1 play Y9
2681. 2 play Y0
2682. 0 draw
2683. 0 play W yellow
2684. 1 play W blue
2685. 2 play W yellow
2686. 0 draw
2687. 1 play WPU
2688. 2 play B0
2689. 0 play B6
2690. 1 play B4
2691. 2 play W+4
2692. 0 play BS
2693. 1 play B4
2694. 2 play W+4
2695. 0 play B2
2696. 1 play B9
2697. 2 play W+4
2698. 0 take
2699. 1 play B3
2700. 2 play W+4 blue
2701. 0 challenge
2702. 0 play BPT
2703. 0 point 2
2704. 1 point 2
2705. 2 point 1
2706. 1 play B1
2707. 2 play W green
2708. 0 play W+4 red
2709. 1 challenge
2710. 1 play R2
2711. 2 play RS
2712. 1 play RS
2713. 0 play WPU
2714. 1 play B9
2715. 2 play W
2716. 0 play B4
2717. 1 play BR
2718. 2 play W+4
2719. 0 play B0
2720. 1 play B+2
2721. 2 play W+4
2722. 0 play B4
2723. 1 play B5
2724. 2 play W
2725. 0 play B2
2726. 1 play B8
2727. 2 play WDT
2728. 0 play B6
2729. 1 play B8
2730. 2 play W
2731. 0 play B9
2732. 1 play WPU
2733. 2 play WDT
2734. 0 play B1
2735. 1 play WPU
2736. 2 play W
2737. 0 play W+4
2738. 1 play B3
2739. 2 play WDT
2740. 0 play BS
2741. 1 play WPU
2742. 2 play WPU
2743. 0 play W+4
2744. 1 play WDT
2745. 2 take
2746. 0 play W+4 red
2747. 1 challenge
2748. 2 play WDT yellow 0,1
2749. 0 play Y5
2750. 1 play Y2
2751. 2 play YR
2752. 1 play Y8
2753. 0 play R8
2754. 2 play R1
2755. 1 play R4
2756. 0 play R3
2757. 2 play R2
2758. 1 play RR
2759. 2 play W blue
2760. 0 draw
2761. 0 play W+4 blue
2762. 1 accept
2763. 2 play B0
2764. 0 play W+4 yellow
2765. 1 accept
2766. 2 play Y7
2767. 0 play W blue
2768. 1 play BPT
2769. 0 point 2
2770. 1 point 0
2771. 2 point 1
2772. 2 play B7
2773. 0 play G7
2774. 1 play G7
2775. 2 play G6
2776. 0 play G2
2777. 1 play GS
2778. 0 play G1
2779. 1 play G+2
2780. 0 play WDT red 0,2
2781. 1 play WPU
2782. 2 play WDT
2783. 0 play G9
2784. 1 play W
2785. 2 play G+2
2786. 0 play GS
2787. 1 play G8
2788. 2 play G2
2789. 0 play GPT
2790. 1 play WDT
2791. 2 play W
2792. 0 play G6
2793. 1 play WDT
2794. 2 play W+4
2795. 0 play G9
2796. 1 play G5
2797. 2 play G5
2798. 0 take
2799. 1 play WDT red 0,1
2800. 2 play WPU
2801. 0 play WDT
2802. 1 play WPU
2803. 2 play B1
2804. 0 play W+4
2805. 1 play WPU
2806. 2 play BR
2807. 0 play W
2808. 1 play WPU
2809. 2 play WDT
2810. 0 play WDT
2811. 1 play WDT
2812. 2 play B6
2813. 0 play W
2814. 1 take
2815. 2 play WDT yellow 0,1
2816. 0 play WDT red 1,2
2817. 1 play R9
2818. 2 play B9
2819. 0 play G9
2820. 1 play WDT blue 0,1
2821. 2 play B2
2822. 0 play G2
2823. 1 play G3
2824. 2 play WPU
2825. 0 take
2826. 1 play W green
2827. 2 play G1
2828. 0 play G5
2829. 0 play G5
2830. 1 play WDT yellow 0,1
2831. 2 play Y+2
2832. 1 play W+4 green
2833. 2 challenge
2834. 2 play GPT
2835. 2 point 0
2836. 0 point 2
2837. 1 point 2
2838. 0 play G+2
2839. 2 play G4
2840. 0 play G6
2841. 1 play B6
2842. 2 play Y6
2843. 0 play Y8
2844. 1 play Y8
2845. 2 play Y3
2846. 0 play Y7
2847. 1 play WPU
2848. 2 play W+4
2849. 0 play WPU
2850. 1 play R5
2851. 2 play R5
2852. 0 play RPT
2853. 1 play R0
2854. 2 play W
2855. 0 play W+4
2856. 1 play WDT
2857. 2 play W
2858. 0 play RPT
2859. 1 play R7
2860. 2 play R1
2861. 0 play RR
2862. 1 play RPT
2863. 2 play WPU
2864. 0 play RPT
2865. 1 play W+4
2866. 2 play W
2867. 0 play R+2
2868. 1 play R2
2869. 2 play WPU
2870. 0 play R6
2871. 1 play WPU
2872. 2 play W+4
2873. 0 play WDT
2874. 1 play WPU
2875. 2 play WPU
2876. 0 play R8
2877. 1 play WDT
2878. 2 play W+4
2879. 0 play R6
2880. 1 play R7
2881. 2 take
2882. 0 play WPU
2883. 1 play W
2884. 2 play BS
2885. 0 play B0
2886. 1 play B7
2887. 2 play B3
2888. 0 play B+2
2889. 1 play BR
2890. 2 play B5
2891. 0 take
2892. 1 play W red
2893. 2 play R7
2894. 2 play R7
2895. 0 play R4
2896. 1 play W yellow
2897. 2 play WPU
2898. 0 play W
2899. 1 play W
2900. 2 play W+4
2901. 0 take
2902. 1 draw
2903. 1 pass
2904. 2 draw
2905. 0 play R3
2906. 1 play W green
2907. 2 play G4
2908. 0 play GS
2909. 2 play W+4 green
2910. 0 challenge
2911. 0 play GPT
2912. 1 point 0
2913. 0 point 2
2914. 2 point 1
2915. 1 play YPT
2916. 2 point 1
2917. 1 point 2
2918. 0 point 2
2919. 2 play Y3
2920. 0 play B3
2921. 2 play B3
2922. 0 play B0
2923. 1 play BR
2924. 0 play BR
2925. 1 play W blue
2926. 2 play WPU
2927. 0 play W
2928. 1 take
2929. 2 play G0
2930. 0 play G9
2931. 1 draw
2932. 1 play W+4 green
2933. 2 accept
2934. 0 play W green
2935. 1 play W blue
2936. 2 play B5
2937. 0 play B7
2938. 1 play B1
2939. 2 play B8
2940. 0 play B5
2941. 1 play Y5
2942. 2 play Y4
2943. 0 play Y0
2944. 1 play YPT
2945. 1 point 2
2946. 2 point 1
2947. 0 point 2
2948. 2 play Y2
2949. 0 draw
2950. 0 play W blue
2951. 1 play W+4 blue
2952. 2 accept
2953. 0 play BS
2954. 2 play WPU
2955. 0 play R4
2956. 1 take
2957. 2 play R9
2958. 0 play W+4 green
2959. 1 challenge
2960. 2 play W+4 red
2961. 0 accept
2962. 1 play R3
2963. 2 play R1
2964. 2 play R1
2965. 0 play W+4 blue
2966. 1 challenge
2967. 2 play B9
2968. 0 play B2
2969. 1 play W blue
2970. 2 play B8
2971. 0 draw
2972. 1 draw
2973. 1 play WDT blue 1,2
2974. 2 play BS
2975. 1 play W yellow
2976. 2 play Y4
2977. 0 play W+4 green
2978. 1 challenge
2979. 2 play WPU
2980. 0 play W+4
2981. 1 play Y6
2982. 2 play Y6
2983. 0 take
2984. 1 play Y9
2985. 2 play YS
2986. 1 play W yellow
2987. 2 play Y2
2988. 0 play YPT
2989. 0 point 2
2990. 1 point 2
2991. 2 point 0
2992. 1 play WDT blue 0,1
2993. 2 play B5
2994. 0 play W+4 blue
2995. 1 challenge
2996. 1 play W blue
2997. 2 play WPU
2998. 0 play Y5
2999. 1 play YPT
3000. 2 play WPU
3001. 0 play W
3002. 1 play Y+2
3003. 2 play W
3004. 0 play W
3005. 1 play Y7
3006. 2 play YR
3007. 0 play Y6
3008. 1 play Y5
3009. 2 play YPT
3010. 0 play Y6
3011. 1 play WPU
3012. 2 play W
3013. 0 take
3014. 1 play W red
3015. 2 play WPU
3016. 0 play YR
3017. 1 play Y0
3018. 2 play Y9
3019. 0 play W
3020. 1 play W
3021. 2 play Y1
3022. 0 play Y5
3023. 1 play W
3024. 2 play Y2
3025. 0 play Y3
3026. 1 play YR
3027. 2 play W
3028. 0 play Y5
3029. 1 play Y3
3030. 2 play W+4
3031. 0 play Y+2
3032. 1 play WDT
3033. 2 play WPU
3034. 0 play W+4
3035. 1 play Y+2
3036. 2 play Y1
3037. 0 play W
3038. 1 take
3039. 2 play W+4 blue
3040. 0 accept
3041. 1 play W+4 blue
3042. 2 accept
3043. 0 play W yellow
3044. 1 play Y1
3045. 2 play YS
3046. 1 play Y+2
3047. 0 play WPU
3048. 1 play W+4
3049. 2 play R6
3050. 0 play W
3051. 1 play R4
3052. 2 play R8
3053. 0 play R1
3054. 1 play R9
3055. 2 play WDT
3056. 0 play R1
3057. 1 play WPU
3058. 2 play R+2
3059. 0 play WPU
3060. 1 play WDT
3061. 2 play R5
3062. 0 play W
3063. 1 play R7
3064. 2 play WDT
3065. 0 take
3066. 1 play WPU
3067. 2 play GPT
3068. 0 play G3
3069. 1 play G4
3070. 2 play WDT
3071. 0 play G8
3072. 1 play G+2
3073. 2 play G3
3074. 0 play W+4
3075. 1 play W
3076. 2 play G7
3077. 0 play G+2
3078. 1 play GPT
3079. 2 play GPT
3080. 0 play G2
3081. 1 play W
3082. 2 play WDT
3083. 0 play WPU
3084. 1 play G9
3085. 2 play G6
3086. 0 play W
3087. 1 play W
3088. 2 play W+4
3089. 0 play WDT
3090. 1 play G6
3091. 2 play W
3092. 0 play WDT
3093. 1 play G8
3094. 2 play W+4
3095. 0 play W
3096. 1 play W
3097. 2 play WDT
3098. 0 play WPU
3099. 1 play W
3100. 2 play GR
3101. 0 play WDT
3102. 1 play W
3103. 2 play GR
3104. 0 take
3105. 1 draw
3106. 1 play W+4 yellow
3107. 2 challenge
3108. 0 play WPU
3109. 1 take
3110. 2 play WPU
3111. 0 play G7
3112. 1 play GPT
3113. 2 play G5
3114. 0 play G2
3115. 1 take
3116. 2 play GS
3117. 1 play G7
3118. 2 play W+4 blue
3119. 0 accept
3120. 1 play BPT
3121. 2 point 1
3122. 1 point 0
3123. 0 point 2
3124. 2 play B1
3125. 0 play W green
3126. 1 play G2
3127. 2 play WPU
3128. 0 play G5
3129. 1 play WDT
3130. 2 play WPU
3131. 0 play G4
3132. 1 play G0
3133. 2 play WDT
3134. 0 play G4
3135. 1 play G1
3136. 2 play WDT
3137. 0 play WDT
3138. 1 play G5
3139. 2 take
3140. 0 play WDT green 1,2
3141. 1 play WPU
3142. 2 play G5
3143. 0 play GR
3144. 1 play GPT
3145. 2 play G5
3146. 0 play G3
3147. 1 play G2
3148. 2 play G7
3149. 0 play W+4
3150. 1 take
3151. 2 play WDT blue 1,2
3152. 0 play B8
3153. 1 play W+4 blue
3154. 2 accept
3155. 0 play B+2
3156. 2 play W+4 yellow
3157. 0 accept
3158. 1 play Y0
3159. 2 play R0
3160. 0 play W+4 green
3161. 1 accept
3162. 2 play WPU
3163. 0 play W
3164. 1 play WPU
3165. 2 play WPU
3166. 0 play WDT
3167. 1 play W+4
3168. 2 play BPT
3169. 0 play B2
3170. 1 play B7
3171. 2 play WPU
3172. 0 play WPU
3173. 1 play BR
3174. 2 play W
3175. 0 play B0
3176. 1 play BR
3177. 2 play B9
3178. 0 play B5
3179. 1 play W+4
3180. 2 play WDT
3181. 0 play W
3182. 1 play B1
3183. 2 play B7
3184. 0 play W
3185. 1 play B3
3186. 2 play BPT
3187. 0 play BS
3188. 1 take
3189. 2 play B+2
3190. 1 play B5
3191. 2 play BPT
3192. 0 point 2
3193. 2 point 0
3194. 1 point 0
3195. 0 play B5
3196. 1 play BS
3197. 0 play B6
3198. 1 play B7
3199. 2 play W red
3200. 0 play R8
3201. 1 play R9
3202. 2 play R3
3203. 0 play R4
3204. 0 play R4
3205. 1 play Y4
3206. 2 play B4
3207. 0 play W+4 red
3208. 1 accept
3209. 2 play R8
3210. 0 play W yellow
3211. 1 play Y5
3212. 2 play Y7
3213. 0 play W red
3214. 1 play WDT red 1,2
3215. 2 play R2
3216. 0 play WDT blue 0,2
3217. 1 play B9
3218. 2 play WDT green 1,2
3219. 0 play W blue
3220. 1 play WDT red 0,1
3221. 2 play WDT green 0,1
3222. 0 play WDT red 0,1
3223. 1 play W+4 yellow
3224. 2 challenge
3225. 2 play YPT
3226. 1 point 2
3227. 2 point 0
3228. 0 point 1
3229. 0 draw
3230. 0 play W+4 red
3231. 1 accept
3232. 2 play R6
3233. 0 play W yellow
3234. 1 play Y9
3235. 2 play Y8
3236. 0 play WDT green 0,2
3237. 1 play G3
3238. 2 play B3
3239. 0 play R3
3240. 1 play Y3
3241. 2 play Y4
3242. 0 play WDT red 0,2
3243. 1 play W+4 yellow
3244. 2 accept
3245. 0 play YS
3246. 2 play W yellow
3247. 0 play Y1
3248. 1 play Y8
3249. 2 play WDT red 0,2
3250. 0 draw
3251. 0 play W+4 red
3252. 1 accept
3253. 2 play RPT
3254. 1 point 0
3255. 2 point 0
3256. 0 point 2
3257. 0 play W red
3258. 1 play W yellow
3259. 2 play WPU
3260. 0 play R2
3261. 1 play W+4
3262. 2 play R7
3263. 0 play R1
3264. 1 play WPU
3265. 2 play RS
3266. 0 play W
3267. 1 play W
3268. 2 play R5
3269. 0 play R5
3270. 1 play WPU
3271. 2 play RPT
3272. 0 play R9
3273. 1 play WPU
3274. 2 play W+4
3275. 0 play R1
3276. 1 play W+4
3277. 2 play RS
3278. 0 play R7
3279. 1 play W+4
3280. 2 play WDT
3281. 0 play WDT
3282. 1 play W+4
3283. 2 play R+2
3284. 0 play R6
3285. 1 play WPU
3286. 2 play RPT
3287. 0 play WPU
3288. 1 play WPU
3289. 2 play R2
3290. 0 play WPU
3291. 1 play WDT
3292. 2 play RPT
3293. 0 play WPU
3294. 1 play WDT
3295. 2 play RR
3296. 0 play W
3297. 1 play W
3298. 2 play RR
3299. 0 play R+2
3300. 1 play W
3301. 2 take
3302. 0 play WPU
3303. 1 play W
3304. 2 play R+2
3305. 0 play WPU
3306. 1 play W
3307. 2 play R9
3308. 0 take
3309. 1 play W yellow
3310. 2 play YPT
3311. 2 point 1
3312. 1 point 0
3313. 0 point 2
3314. 0 play WDT yellow 1,2
3315. 1 play Y1
3316. 2 play YS
3317. 1 play GS
3318. 0 play YS
3319. 2 play W blue
3320. 0 play B1
3321. 1 play B3
3322. 2 play B8
3323. 0 play B7
3324. 1 play BPT
3325. 1 point 0
3326. 2 point 0
3327. 0 point 2
3328. 2 play WPU
3329. 0 play WDT
3330. 1 play Y9
3331. 2 play W+4
3332. 0 play WPU
3333. 1 play Y5
3334. 2 play W+4
3335. 0 play WPU
3336. 1 play WDT
3337. 2 play W+4
3338. 0 play W+4
3339. 1 play YR
3340. 2 play W+4
3341. 0 play Y6
3342. 1 play Y+2
3343. 2 play W
3344. 0 play Y7
3345. 1 play Y3
3346. 2 play W
3347. 0 play W
3348. 1 play Y2
3349. 2 play W
3350. 0 play Y6
3351. 1 play Y2
3352. 2 play W
3353. 0 play YPT
3354. 1 play YR
3355. 2 play W
3356. 0 play W
3357. 1 play Y+2
3358. 2 play W+4
3359. 0 play YPT
3360. 1 take
3361. 2 play WDT blue 1,2
3362. 0 play B8
3363. 1 play W red
3364. 2 play R+2
3365. 1 play W+4 green
3366. 2 challenge
3367. 2 play G4
3368. 2 play G4
3369. 0 play G9
3370. 1 play WPU
3371. 2 play WPU
3372. 0 play WDT
3373. 1 play W+4
3374. 2 play WPU
3375. 0 play B6
3376. 1 play WPU
3377. 2 play W+4
3378. 0 play WDT
3379. 1 play B6
3380. 2 play B4
3381. 0 take
3382. 1 play BPT
3383. 1 point 0
3384. 2 point 1
3385. 0 point 1
3386. 2 play B5
3387. 0 play W+4 yellow
3388. 1 challenge
3389. 1 play Y6
3390. 2 play WDT blue 0,1
3391. 0 play WDT green 0,1
3392. 1 play G2
3393. 2 play WPU
3394. 0 play W+4
3395. 1 play WDT
3396. 2 play R6
3397. 0 play R+2
3398. 1 play W
3399. 2 play R8
3400. 0 play R9
3401. 1 play WDT
3402. 2 play R3
3403. 0 play WDT
3404. 1 play W
3405. 2 play R5
3406. 0 play W
3407. 1 play W
3408. 2 play WPU
3409. 0 play R6
3410. 1 play W
3411. 2 play R1
3412. 0 play WPU
3413. 1 play W
3414. 2 play RS
3415. 0 play WPU
3416. 1 play W+4
3417. 2 play R1
3418. 0 play WPU
3419. 1 play W+4
3420. 2 play R7
3421. 0 take
3422. 1 play W green
3423. 2 play WDT blue 0,2
3424. 0 play W+4 green
3425. 1 accept
3426. 2 play WDT red 0,1
3427. 0 play RS
3428. 2 play WPU
3429. 0 play B5
3430. 1 play BR
3431. 2 play WPU
3432. 0 play WPU
3433. 1 play BPT
3434. 2 play WPU
3435. 0 play W
3436. 1 play B+2
3437. 2 take
3438. 0 play B6
3439. 0 play B6
3440. 1 play W yellow
3441. 2 play WPU
3442. 0 play Y3
3443. 1 play Y2
3444. 2 play WPU
3445. 0 play W+4
3446. 1 play YR
3447. 2 play W
3448. 0 play W
3449. 1 play YR
3450. 2 play YPT
3451. 0 play W
3452. 1 play W+4
3453. 2 play W
3454. 0 play W
3455. 1 play Y8
3456. 2 play Y1
3457. 0 play WPU
3458. 1 play Y6
3459. 2 play WPU
3460. 0 play W+4
3461. 1 play Y2
3462. 2 take
3463. 0 play W red
3464. 1 play W+4 blue
3465. 2 accept
3466. 0 play BPT
3467. 1 point 0
3468. 0 point 1
3469. 2 point 1
3470. 1 play W+4 yellow
3471. 2 challenge
3472. 2 play Y9
3473. 0 play W+4 yellow
3474. 1 challenge
3475. 1 play Y0
3476. 2 play G0
3477. 0 play G8
3478. 1 play GR
3479. 0 play WPU
3480. 2 play W
3481. 1 play W+4
3482. 0 play YPT
3483. 2 play Y7
3484. 1 play Y8
3485. 0 play YS
3486. 2 play Y3
3487. 1 play Y+2
3488. 0 play WDT
3489. 2 play Y1
3490. 1 play Y7
3491. 0 play W
3492. 2 play W
3493. 1 play Y3
3494. 0 play W
3495. 2 play Y5
3496. 1 play WDT
3497. 0 play W
3498. 2 play WDT
3499. 1 play W+4
3500. 0 play WPU
3501. 2 play W+4
3502. 1 play Y5
3503. 0 play WDT
3504. 2 play Y6
3505. 1 play Y4
3506. 0 play WDT
3507. 2 play W
3508. 1 play Y+2
3509. 0 play WDT
3510. 2 play YR
3511. 1 play Y9
3512. 0 take
3513. 2 play WPU
3514. 1 play YPT
3515. 0 play Y7
3516. 2 play YPT
3517. 1 play Y4
3518. 0 play Y1
3519. 2 play W
3520. 1 play YPT
3521. 0 play Y5
3522. 2 play Y2
3523. 1 take
3524. 0 play YPT
3525. 2 point 1
3526. 1 point 2
3527. 0 point 1
3528. 2 play RPT
3529. 2 point 0
3530. 1 point 0
3531. 0 point 2
3532. 1 play R4
3533. 0 play R+2
3534. 1 play WDT red 1,2
3535. 0 play R0
3536. 2 play R+2
3537. 0 play Y+2
3538. 1 play Y7
3539. 0 play Y4
3540. 1 play Y4
3541. 0 play Y6
3542. 2 play W+4 blue
3543. 1 accept
3544. 0 play B1
3545. 2 play B3
3546. 1 play BPT
3547. 2 point 0
3548. 1 point 0
3549. 0 point 2
3550. 0 play W+4 red
3551. 2 accept
3552. 1 play RS
3553. 2 play RPT
3554. 0 point 2
3555. 1 point 2
3556. 2 point 1
3557. 1 play YPT
3558. 0 point 2
3559. 1 point 0
3560. 2 point 0
3561. 0 play WDT yellow 0,1
3562. 2 play YS
3563. 0 play Y3
3564. 2 play Y2
3565. 1 play W+4 red
3566. 0 accept
3567. 2 play WDT yellow 1,2
3568. 1 play W+4 red
3569. 0 accept
3570. 2 draw
3571. 2 play RPT
3572. 0 point 2
3573. 1 point 0
3574. 2 point 0
3575. 1 play RS
3576. 2 play WPU
3577. 1 play R9
3578. 0 play WPU
3579. 2 play WPU
3580. 1 play R0
3581. 0 play R1
3582. 2 play W+4
3583. 1 play W
3584. 0 play R6
3585. 2 play W
3586. 1 play WPU
3587. 0 play R1
3588. 2 play R3
3589. 1 play W
3590. 0 play R+2
3591. 2 play R2
3592. 1 play WPU
3593. 0 play R4
3594. 2 play RR
3595. 1 play WPU
3596. 0 play R7
3597. 2 play W+4
3598. 1 play R8
3599. 0 play R6
3600. 2 play R5
3601. 1 play W
3602. 0 play R9
3603. 2 play RPT
3604. 1 play W
3605. 0 play R5
3606. 2 play W+4
3607. 1 take
3608. 0 play WDT blue 0,1
3609. 2 play B6
3610. 1 play BS
3611. 2 play BR
3612. 0 play GR
3613. 2 play G9
3614. 1 play W red
3615. 0 play R8
3616. 2 play W yellow
3617. 1 play Y1
3618. 0 play W+4 red
3619. 2 accept
3620. 1 play RPT
3621. 0 point 1
3622. 2 point 1
3623. 1 point 2
3624. 0 play WPU
3625. 2 play WDT
3626. 1 play WPU
3627. 0 play WDT
3628. 2 play RS
3629. 1 play R4
3630. 0 play RPT
3631. 2 play WPU
3632. 1 play R+2
3633. 0 play W+4
3634. 2 play RR
3635. 1 play R1
3636. 0 play RPT
3637. 2 play W
3638. 1 play R1
3639. 0 play WDT
3640. 2 play R2
3641. 1 play W+4
3642. 0 play W
3643. 2 play W
3644. 1 play R3
3645. 0 play WDT
3646. 2 play WPU
3647. 1 play R2
3648. 0 play W+4
3649. 2 play WPU
3650. 1 play W
3651. 0 play W
3652. 2 play W+4
3653. 1 play R4
3654. 0 play WDT
3655. 2 play W+4
3656. 1 play R9
3657. 0 play WDT
3658. 2 play W
3659. 1 play R6
3660. 0 play W
3661. 2 play R7
3662. 1 play WDT
3663. 0 play W
3664. 2 take
3665. 1 play W+4 blue
3666. 0 challenge
3667. 0 play B4
3668. 2 play BPT
3669. 1 point 0
3670. 0 point 1
3671. 2 point 1
3672. 1 play YPT
3673. 0 point 2
3674. 1 point 0
3675. 2 point 1
3676. 0 play W+4 green
3677. 2 challenge
3678. 2 play WDT blue 0,2
3679. 1 play B4
3680. 0 play B1
3681. 2 play W+4 green
3682. 1 challenge
3683. 1 play GS
3684. 2 play WDT green 1,2
3685. 1 play W blue
3686. 0 play W+4 red
3687. 2 accept
3688. 1 play W+4 yellow
3689. 0 accept
3690. 2 draw
3691. 1 play Y2
3692. 0 play Y1
3693. 2 play G1
3694. 1 play GR
3695. 2 play GR
3696. 1 play W+4 blue
3697. 0 accept
3698. 2 play B7
3699. 1 play B7
3700. 0 play B4
3701. 2 play BPT
3702. 1 point 0
3703. 0 point 1
3704. 2 point 0
3705. 1 play WPU
3706. 0 play W+4
3707. 2 play G9
3708. 1 play GPT
3709. 0 play G7
3710. 2 play W
3711. 1 play G7
3712. 0 play WPU
3713. 2 play WDT
3714. 1 play G5
3715. 0 play W+4
3716. 2 play G1
3717. 1 play GS
3718. 0 play W+4
3719. 2 play WDT
3720. 1 play WPU
3721. 0 play G3
3722. 2 play W
3723. 1 play G5
3724. 0 play GS
3725. 2 play WDT
3726. 1 play WPU
3727. 0 play G6
3728. 2 play G4
3729. 1 play W
3730. 0 play G6
3731. 2 play G0
3732. 1 play W
3733. 0 play G+2
3734. 2 play G4
3735. 1 play WPU
3736. 0 play G2
3737. 2 play WDT
3738. 1 play WPU
3739. 0 play W+4
3740. 2 play WDT
3741. 1 play WPU
3742. 0 play G2
3743. 2 play WDT
3744. 1 take
3745. 0 play G9
3746. 1 play G9
3747. 0 play G8
3748. 2 play B8
3749. 1 play W+4 green
3750. 0 accept
3751. 2 play WDT green 1,2
3752. 1 play GS
3753. 2 play W+4 blue
3754. 1 accept
3755. 0 play B4
3756. 2 play B3
3757. 1 play B1
3758. 0 play W blue
3759. 2 play WPU
3760. 1 play G1
3761. 0 play GPT
3762. 2 play W
3763. 1 play G4
3764. 0 play WDT
3765. 2 play W
3766. 1 play G0
3767. 0 play W
3768. 2 play WPU
3769. 1 play GS
3770. 0 play WDT
3771. 2 play WPU
3772. 1 play G3
3773. 0 play GPT
3774. 2 play W+4
3775. 1 play G2
3776. 0 play GPT
3777. 2 play W+4
3778. 1 play W
3779. 0 play WDT
3780. 2 play WPU
3781. 1 play G6
3782. 0 play WDT
3783. 2 play W+4
3784. 1 play WPU
3785. 0 play W
3786. 2 play W+4
3787. 1 play WDT
3788. 0 play GR
3789. 2 play WPU
3790. 1 play G2
3791. 0 play W
3792. 2 play GR
3793. 1 play G5
3794. 0 play W
3795. 2 play W+4
3796. 1 play W+4
3797. 0 play G3
3798. 2 play WPU
3799. 1 play G5
3800. 0 play G+2
3801. 2 play W
3802. 1 play G+2
3803. 0 play WDT
3804. 2 play W
3805. 1 play G7
3806. 0 play G8
3807. 2 play W
3808. 1 play G7
3809. 0 take
3810. 2 play W blue
3811. 1 play W+4 yellow
3812. 0 challenge
3813. 0 play W red
3814. 2 play RR
3815. 0 play W blue
3816. 1 play B2
3817. 2 play Y2
3818. 0 draw
3819. 1 play W blue
3820. 2 play B8
3821. 0 play B1
3822. 1 play B0
3823. 2 play BPT
3824. 0 point 2
3825. 2 point 0
3826. 1 point 2
3827. 0 play B4
3828. 1 play W blue
3829. 2 play WPU
3830. 0 play WPU
3831. 1 play BR
3832. 2 play BR
3833. 0 play B7
3834. 1 play WPU
3835. 2 play B1
3836. 0 play BS
3837. 1 play B+2
3838. 2 play B3
3839. 0 play WPU
3840. 1 play W
3841. 2 play W+4
3842. 0 play B7
3843. 1 play W+4
3844. 2 play B5
3845. 0 play W+4
3846. 1 play W+4
3847. 2 play B5
3848. 0 play WPU
3849. 1 play WDT
3850. 2 play B+2
3851. 0 play WDT
3852. 1 play BS
3853. 2 play B4
3854. 0 play WPU
3855. 1 play W+4
3856. 2 play W
3857. 0 play B6
3858. 1 play B9
3859. 2 play W
3860. 0 play WDT
3861. 1 play B9
3862. 2 play W
3863. 0 play WDT
3864. 1 play B2
3865. 2 take
3866. 0 play WPU
3867. 1 play WPU
3868. 2 play B3
3869. 0 play WDT
3870. 1 play B3
3871. 2 play B9
3872. 0 play B6
3873. 1 play B8
3874. 2 play W
3875. 0 play WDT
3876. 1 play WPU
3877. 2 play WPU
3878. 0 play WPU
3879. 1 play W+4
3880. 2 play B9
3881. 0 play W
3882. 1 play WDT
3883. 2 play BS
3884. 0 play W+4
3885. 1 play BPT
3886. 2 play B5
3887. 0 play W
3888. 1 play BPT
3889. 2 play B+2
3890. 0 play W+4
3891. 1 play WPU
3892. 2 play WPU
3893. 0 play WDT
3894. 1 play BPT
3895. 2 play B4
3896. 0 play W+4
3897. 1 play WPU
3898. 2 play B+2
3899. 0 play W
3900. 1 play WDT
3901. 2 play BS
3902. 0 play W+4
3903. 1 play WDT
3904. 2 play B1
3905. 0 play W+4
3906. 1 play WDT
3907. 2 play BR
3908. 0 play W
3909. 1 play WDT
3910. 2 play BR
3911. 0 play W
3912. 1 take
3913. 2 play B6
3914. 1 play B6
3915. 2 play WDT yellow 0,2
3916. 0 play Y2
3917. 1 play Y+2
3918. 0 play Y+2
3919. 2 play W yellow
3920. 0 play YS
3921. 2 play W blue
3922. 0 play W yellow
3923. 1 play Y4
3924. 2 play W red
3925. 0 play R3
3926. 1 play R5
3927. 2 play WPU
3928. 0 play W
3929. 1 play B5
3930. 2 play W
3931. 0 play W
3932. 1 play BR
3933. 2 play W+4
3934. 0 play W
3935. 1 play WPU
3936. 2 play WPU
3937. 0 take
3938. 1 play W red
3939. 2 play R+2
3940. 1 play RR
3941. 0 play W+4 green
3942. 2 challenge
3943. 2 play W green
3944. 1 play G9
3945. 0 play Y9
3946. 2 play R9
3947. 1 play R7
3948. 0 play R5
3949. 2 play R1
3950. 1 play Y1
3951. 0 play Y3
3952. 2 play YR
3953. 0 play WPU
3954. 1 play Y0
3955. 2 play WDT
3956. 0 play YPT
3957. 1 play Y5
3958. 2 play YPT
3959. 0 play YPT
3960. 1 play WDT
3961. 2 play Y+2
3962. 0 play Y+2
3963. 1 play Y2
3964. 2 play Y7
3965. 0 play YR
3966. 1 play W
3967. 2 play Y2
3968. 0 play YS
3969. 1 play WPU
3970. 2 play YS
3971. 0 play Y7
3972. 1 play YPT
3973. 2 play Y3
3974. 0 play Y8
3975. 1 play WDT
3976. 2 play WDT
3977. 0 play Y9
3978. 1 play Y6
3979. 2 play WDT
3980. 0 play WPU
3981. 1 play Y6
3982. 2 play W+4
3983. 0 play Y5
3984. 1 play W+4
3985. 2 play WPU
3986. 0 play W
3987. 1 play WDT
3988. 2 play W+4
3989. 0 play WPU
3990. 1 play W+4
3991. 2 play W+4
3992. 0 play W
3993. 1 play W
3994. 2 play W+4
3995. 0 play W
3996. 1 play Y4
3997. 2 play Y8
3998. 0 play W
3999. 1 play WDT
4000. 2 take
4001. 0 play W green
4002. 1 play WPU
4003. 2 play WPU
4004. 0 play B5
4005. 1 play BPT
4006. 2 play WPU
4007. 0 play BR
4008. 1 play W+4
4009. 2 play B6
4010. 0 play B4
4011. 1 play BPT
4012. 2 play B5
4013. 0 play B6
4014. 1 play BPT
4015. 2 play B2
4016. 0 play W
4017. 1 play W+4
4018. 2 play B2
4019. 0 take
4020. 1 play W+4 green
4021. 2 challenge
4022. 2 play WPU
4023. 0 play WDT
4024. 1 play W
4025. 2 play WPU
4026. 0 play W+4
4027. 1 play WPU
4028. 2 play Y8
4029. 0 play WPU
4030. 1 play W
4031. 2 play Y6
4032. 0 play W+4
4033. 1 play W+4
4034. 2 play YS
4035. 0 play W
4036. 1 play Y1
4037. 2 play W
4038. 0 play WPU
4039. 1 play W+4
4040. 2 play Y3
4041. 0 play W
4042. 1 play W
4043. 2 play YR
4044. 0 play WPU
4045. 1 play WDT
4046. 2 play Y6
4047. 0 take
4048. 1 play W green
4049. 2 play WDT red 1,2
4050. 0 play W+4 blue
4051. 1 accept
4052. 2 play B8
4053. 0 play W+4 blue
4054. 1 accept
4055. 2 play W+4 yellow
4056. 0 challenge
4057. 0 play YR
4058. 2 play Y4
4059. 1 play Y1
4060. 0 play YS
4061. 1 play BS
4062. 2 play W+4 green
4063. 1 challenge
4064. 1 play GS
4065. 2 play W red
4066. 1 play R0
4067. 0 play RR
4068. 1 play R8
4069. 2 play R6
4070. 0 play RS
4071. 2 play RR
4072. 1 play R7
4073. 0 play RPT
4074. 2 point 0
4075. 1 point 2
4076. 0 point 2
4077. 2 play R+2
4078. 0 play R8
4079. 2 play R4
4080. 1 play R6
4081. 0 play WDT yellow 1,2
4082. 2 play WPU
4083. 1 play R5
4084. 0 play RR
4085. 2 play R2
4086. 1 play WPU
4087. 0 play RPT
4088. 2 play WPU
4089. 1 play R1
4090. 0 play WDT
4091. 2 play W
4092. 1 play W
4093. 0 play W+4
4094. 2 play RS
4095. 1 play W
4096. 0 play WPU
4097. 2 play R3
4098. 1 play WDT
4099. 0 play WPU
4100. 2 play WDT
4101. 1 play W+4
4102. 0 play W+4
4103. 2 play R2
4104. 1 play R+2
4105. 0 play WPU
4106. 2 play RPT
4107. 1 play WPU
4108. 0 play WPU
4109. 2 play WDT
4110. 1 play W+4
4111. 0 play W
4112. 2 play R4
4113. 1 play W
4114. 0 play WPU
4115. 2 play WPU
4116. 1 play R5
4117. 0 play W
4118. 2 play R3
4119. 1 play R9
4120. 0 play W
4121. 2 play RPT
4122. 1 play WDT
4123. 0 play W
4124. 2 play WPU
4125. 1 play R7
4126. 0 play W
4127. 2 play W
4128. 1 play WDT
4129. 0 play W
4130. 2 play W
4131. 1 play W+4
4132. 0 take
4133. 2 play W+4 red
4134. 1 accept
4135. 0 play RS
4136. 1 play R6
4137. 0 play WPU
4138. 2 play WDT
4139. 1 play WPU
4140. 0 play R1
4141. 2 play WDT
4142. 1 play R0
4143. 0 play R4
4144. 2 play R1
4145. 1 play W
4146. 0 play R9
4147. 2 play R+2
4148. 1 play R9
4149. 0 play R3
4150. 2 play RS
4151. 1 take
4152. 0 play RR
4153. 1 play R3
4154. 2 play WDT red 0,1
4155. 0 play RR
4156. 2 play R6
4157. 1 play R1
4158. 0 play R3
4159. 2 play WDT yellow 0,2
4160. 1 play Y3
4161. 0 play W+4 blue
4162. 2 challenge
4163. 2 play WDT red 0,1
4164. 1 play WDT green 0,1
4165. 0 play G2
4166. 2 play W+4 yellow
4167. 1 accept
4168. 0 play Y1
4169. 2 play Y4
4170. 1 play WPU
4171. 0 play G7
4172. 2 play WPU
4173. 1 play W
4174. 0 play G5
4175. 2 play W+4
4176. 1 play G4
4177. 0 play G8
4178. 2 play W
4179. 1 play G9
4180. 0 play GPT
4181. 2 play W
4182. 1 play W+4
4183. 0 play GR
4184. 2 play W
4185. 1 play GPT
4186. 0 play G4
4187. 2 play W+4
4188. 1 play G6
4189. 0 play GR
4190. 2 play WDT
4191. 1 play G8
4192. 0 play G0
4193. 2 play W+4
4194. 1 play G1
4195. 0 play G+2
4196. 2 play W+4
4197. 1 play WDT
4198. 0 play W
4199. 2 play W+4
4200. 1 play GS
4201. 0 play G7
4202. 2 take
4203. 1 draw
4204. 1 play WDT blue 0,2
4205. 0 play W+4 yellow
4206. 2 challenge
4207. 2 play W+4 yellow
4208. 1 accept
4209. 0 play Y6
4210. 2 play Y5
4211. 1 play YS
4212. 2 play Y7
4213. 2 play Y7
4214. 1 play Y4
4215. 0 play Y1
4216. 2 play Y8
4217. 0 play Y8
4218. 2 play R8
4219. 1 play R9
4220. 0 play R7
4221. 2 play B7
4222. 1 play B3
4223. 0 play R3
4224. 2 draw
4225. 1 play W+4 red
4226. 0 accept
4227. 2 play WPU
4228. 1 play B+2
4229. 0 play BPT
4230. 2 play BS
4231. 1 play B0
4232. 0 play B2
4233. 2 play B7
4234. 1 play BS
4235. 0 play W
4236. 2 play WDT
4237. 1 play B1
4238. 0 play B5
4239. 2 play W+4
4240. 1 play B8
4241. 0 play BR
4242. 2 play W
4243. 1 play B4
4244. 0 play W
4245. 2 play W+4
4246. 1 play B+2
4247. 0 play B4
4248. 2 play W+4
4249. 1 play B1
4250. 0 play B6
4251. 2 play W
4252. 1 play B9
4253. 0 play WPU
4254. 2 play WDT
4255. 1 play B9
4256. 0 play WDT
4257. 2 play W
4258. 1 play B3
4259. 0 play WDT
4260. 2 play W
4261. 1 play BR
4262. 0 play WPU
4263. 2 play WDT
4264. 1 take
4265. 0 play B5
4266. 2 play W yellow
4267. 1 play W green
4268. 0 play G3
4269. 2 play G9
4270. 1 play W+4 green
4271. 0 challenge
4272. 0 play GPT
4273. 0 point 1
4274. 1 point 2
4275. 2 point 1
4276. 2 play G1
4277. 0 play G1
4278. 2 play G6
4279. 1 play W blue
4280. 0 draw
4281. 0 play W+4 red
4282. 2 accept
4283. 1 play R6
4284. 0 play R1
4285. 2 play RPT
4286. 0 point 1
4287. 1 point 0
4288. 2 point 1
4289. 1 play R+2
4290. 2 play RS
4291. 0 play R5
4292. 2 play R3
4293. 1 play R1
4294. 0 play W blue
4295. 2 play B8
4296. 1 play BS
4297. 2 play W blue
4298. 1 play B9
4299. 0 play G9
4300. 2 play G8
4301. 2 play G8
4302. 1 play B8
4303. 0 play BPT
4304. 2 point 1
4305. 1 point 2
4306. 0 point 1
4307. 2 play WPU
4308. 1 play R4
4309. 0 play RPT
4310. 2 play R7
4311. 1 play W+4
4312. 0 play R1
4313. 2 play R8
4314. 1 play W+4
4315. 0 play W
4316. 2 play W+4
4317. 1 play WPU
4318. 0 play WDT
4319. 2 play W+4
4320. 1 play WDT
4321. 0 play R+2
4322. 2 play W+4
4323. 1 play R6
4324. 0 play RR
4325. 2 play R8
4326. 1 play RS
4327. 0 play W
4328. 2 take
4329. 1 play R9
4330. 0 play R5
4331. 2 play RPT
4332. 2 point 1
4333. 0 point 1
4334. 1 point 0
4335. 1 play R0
4336. 0 play W green
4337. 2 play G4
4338. 1 play WPU
4339. 0 play R2
4340. 2 play W+4
4341. 1 play RR
4342. 0 play R+2
4343. 2 play W
4344. 1 play R4
4345. 0 play W+4
4346. 2 play R1
4347. 1 play WDT
4348. 0 play W+4
4349. 2 play R+2
4350. 1 play R3
4351. 0 play W+4
4352. 2 play R8
4353. 1 play R7
4354. 0 play WDT
4355. 2 play R8
4356. 1 play WDT
4357. 0 play WDT
4358. 2 play WPU
4359. 1 play W
4360. 0 play RPT
4361. 2 play RS
4362. 1 play WDT
4363. 0 play W+4
4364. 2 play WDT
4365. 1 play W+4
4366. 0 play WDT
4367. 2 play R7
4368. 1 play W
4369. 0 play W
4370. 2 play R4
4371. 1 play W
4372. 0 play W+4
4373. 2 play WDT
4374. 1 play W
4375. 0 play R9
4376. 2 play R6
4377. 1 play W
4378. 0 play W+4
4379. 2 play W
4380. 1 play WDT
4381. 0 play WPU
4382. 2 play RR
4383. 1 play W
4384. 0 play WPU
4385. 2 play R6
4386. 1 take
4387. 0 play RPT
4388. 0 point 1
4389. 1 point 2
4390. 2 point 0
4391. 2 play YPT
4392. 2 point 1
4393. 0 point 1
4394. 1 point 2
4395. 1 play Y4
4396. 0 play WPU
4397. 2 play W+4
4398. 1 play R+2
4399. 0 play WPU
4400. 2 play R9
4401. 1 play R4
4402. 0 play W
4403. 2 play W+4
4404. 1 play R1
4405. 0 play WPU
4406. 2 play W+4
4407. 1 play R+2
4408. 0 play WPU
4409. 2 play W+4
4410. 1 play R5
4411. 0 play W
4412. 2 take
4413. 1 play W green
4414. 0 play W yellow
4415. 2 play YPT
4416. 2 point 0
4417. 1 point 2
4418. 0 point 1
4419. 1 play W+4 blue
4420. 0 accept
4421. 2 play W green
4422. 1 play W+4 green
4423. 0 challenge
4424. 0 play G+2
4425. 1 play G9
4426. 0 play G6
4427. 2 play WPU
4428. 1 play R1
4429. 0 play WDT
4430. 2 play R+2
4431. 1 play R2
4432. 0 play R2
4433. 2 play W
4434. 1 play RR
4435. 0 play WPU
4436. 2 play R9
4437. 1 play RS
4438. 0 play W
4439. 2 play R1
4440. 1 play R8
4441. 0 play WDT
4442. 2 play W+4
4443. 1 play RS
4444. 0 play WPU
4445. 2 play R5
4446. 1 play R9
4447. 0 play W
4448. 2 play R+2
4449. 1 play R6
4450. 0 play W
4451. 2 play R4
4452. 1 play RPT
4453. 0 play WPU
4454. 2 play R3
4455. 1 play R6
4456. 0 play WPU
4457. 2 play R5
4458. 1 play R8
4459. 0 play WDT
4460. 2 play W+4
4461. 1 play W+4
4462. 0 take
4463. 2 play WPU
4464. 1 play WPU
4465. 0 play Y6
4466. 2 play Y0
4467. 1 play W+4
4468. 0 play WPU
4469. 2 play Y8
4470. 1 play WDT
4471. 0 play WDT
4472. 2 play YS
4473. 1 play WDT
4474. 0 play WPU
4475. 2 play YPT
4476. 1 play W+4
4477. 0 play WDT
4478. 2 play Y4
4479. 1 play Y1
4480. 0 play WPU
4481. 2 play Y5
4482. 1 play WDT
4483. 0 play WPU
4484. 2 play YPT
4485. 1 play W+4
4486. 0 play Y9
4487. 2 play YR
4488. 1 play WPU
4489. 0 play W
4490. 2 play Y7
4491. 1 play WDT
4492. 0 play Y7
4493. 2 play W+4
4494. 1 play WPU
4495. 0 play W+4
4496. 2 play Y6
4497. 1 play W
4498. 0 play Y3
4499. 2 play YR
4500. 1 play W
4501. 0 play W+4
4502. 2 play Y2
4503. 1 play W+4
4504. 0 play WDT
4505. 2 play WPU
4506. 1 play W
4507. 0 play Y3
4508. 2 play Y2
4509. 1 play WDT
4510. 0 play W+4
4511. 2 play Y9
4512. 1 play W
4513. 0 play WPU
4514. 2 play W+4
4515. 1 play Y5
4516. 0 play Y4
4517. 2 play YS
4518. 1 play W+4
4519. 0 play W
4520. 2 play Y1
4521. 1 play WDT
4522. 0 play W
4523. 2 play Y8
4524. 1 play W
4525. 0 play W
4526. 2 play Y+2
4527. 1 play WDT
4528. 0 play W+4
4529. 2 play Y+2
4530. 1 play WDT
4531. 0 play W
4532. 2 take
4533. 1 draw
4534. 1 play YPT
4535. 1 point 0
4536. 2 point 0
4537. 0 point 2
4538. 0 play GPT
4539. 1 point 0
4540. 0 point 2
4541. 2 point 0
4542. 2 play G+2
4543. 0 play GS
4544. 1 play W+4 red
4545. 0 accept
4546. 2 play W red
4547. 1 play W yellow
4548. 0 play YPT
4549. 2 point 0
4550. 1 point 0
4551. 0 point 1
4552. 2 play Y+2
4553. 0 play W+4 red
4554. 2 challenge
4555. 2 play WPU
4556. 1 play R3
4557. 0 play RR
4558. 2 play WPU
4559. 1 play WDT
4560. 0 play R0
4561. 2 play WDT
4562. 1 play RR
4563. 0 play W
4564. 2 play WPU
4565. 1 play W
4566. 0 play WPU
4567. 2 play W+4
4568. 1 play RPT
4569. 0 play R3
4570. 2 play WDT
4571. 1 play WPU
4572. 0 play R6
4573. 2 play W+4
4574. 1 play R4
4575. 0 play R4
4576. 2 play WPU
4577. 1 play W
4578. 0 play R1
4579. 2 play WPU
4580. 1 play W
4581. 0 play R1
4582. 2 play WDT
4583. 1 play W
4584. 0 play RPT
4585. 2 play WDT
4586. 1 play RPT
4587. 0 play RS
4588. 2 play W+4
4589. 1 play R7
4590. 0 play R8
4591. 2 play W
4592. 1 play R7
4593. 0 play R9
4594. 2 play WPU
4595. 1 take
4596. 0 play R5
4597. 2 play Y5
4598. 1 play W+4 green
4599. 0 challenge
4600. 0 play G3
4601. 2 play GPT
4602. 1 point 0
4603. 2 point 0
4604. 0 point 1
4605. 1 play WDT blue 0,2
4606. 0 play B2
4607. 2 play W+4 red
4608. 1 accept
4609. 0 play R2
4610. 2 play WPU
4611. 1 play W
4612. 0 play R+2
4613. 2 play W
4614. 1 play R4
4615. 0 play R2
4616. 2 play WPU
4617. 1 play WPU
4618. 0 play R+2
4619. 2 play W
4620. 1 play R0
4621. 0 play RPT
4622. 2 play W
4623. 1 play RS
4624. 0 play R5
4625. 2 play WPU
4626. 1 play R9
4627. 0 play R6
4628. 2 play WDT
4629. 1 play R5
4630. 0 play R8
4631. 2 play W+4
4632. 1 play R4
4633. 0 play R9
4634. 2 play W
4635. 1 play W
4636. 0 play RS
4637. 2 play W
4638. 1 play R8
4639. 0 take
4640. 2 play WPU
4641. 1 play WDT
4642. 0 play R5
4643. 2 play W
4644. 1 play WPU
4645. 0 play R5
4646. 2 play WDT
4647. 1 play WDT
4648. 0 play RPT
4649. 2 play WDT
4650. 1 play WDT
4651. 0 play W+4
4652. 2 play W+4
4653. 1 play R3
4654. 0 play R6
4655. 2 play WDT
4656. 1 play WPU
4657. 0 play R9
4658. 2 play W+4
4659. 1 play RPT
4660. 0 play R2
4661. 2 play W
4662. 1 play R7
4663. 0 play WPU
4664. 2 play W
4665. 1 play W
4666. 0 play R0
4667. 2 play W
4668. 1 play WPU
4669. 0 play R+2
4670. 2 play WDT
4671. 1 play R1
4672. 0 play R2
4673. 2 play WDT
4674. 1 play R3
4675. 0 play WDT
4676. 2 play W
4677. 1 play R1
4678. 0 play R9
4679. 2 play W+4
4680. 1 play RPT
4681. 0 play R+2
4682. 2 play W+4
4683. 1 play WDT
4684. 0 play R8
4685. 2 play WDT
4686. 1 play RR
4687. 0 play RS
4688. 2 play W+4
4689. 1 play WPU
4690. 0 play RS
4691. 2 play W+4
4692. 1 play RR
4693. 0 play R4
4694. 2 take
4695. 1 play W green
4696. 0 play W blue
4697. 2 play W+4 red
4698. 1 accept
4699. 0 play WPU
4700. 2 play R9
4701. 1 play W
4702. 0 play R4
4703. 2 play R1
4704. 1 play R7
4705. 0 play WPU
4706. 2 play RS
4707. 1 play WPU
4708. 0 play R8
4709. 2 play R1
4710. 1 play WPU
4711. 0 play W
4712. 2 play R6
4713. 1 play RPT
4714. 0 play W
4715. 2 play R5
4716. 1 play WDT
4717. 0 play W
4718. 2 play R4
4719. 1 play W+4
4720. 0 play W
4721. 2 play W+4
4722. 1 play R6
4723. 0 play W
4724. 2 play R3
4725. 1 play W
4726. 0 play W
4727. 2 play R+2
4728. 1 play W+4
4729. 0 take
4730. 2 play R9
4731. 1 play B9
4732. 0 play WPU
4733. 2 play R3
4734. 1 play W+4
4735. 0 play RS
4736. 2 play R5
4737. 1 play WPU
4738. 0 play W
4739. 2 play RPT
4740. 1 play W+4
4741. 0 play R6
4742. 2 play RS
4743. 1 play W
4744. 0 play R9
4745. 2 play R+2
4746. 1 play WPU
4747. 0 play WDT
4748. 2 play WDT
4749. 1 play W
4750. 0 play R3
4751. 2 play RR
4752. 1 take
4753. 0 play W+4 yellow
4754. 2 accept
4755. 1 play W yellow
4756. 0 draw
4757. 0 play W+4 yellow
4758. 2 accept
4759. 1 play W blue
4760. 0 play W yellow
4761. 2 play YPT
4762. 1 point 0
4763. 0 point 2
4764. 2 point 1
4765. 1 play GPT
4766. 0 point 2
4767. 2 point 0
4768. 1 point 0
4769. 0 play G1
4770. 2 play Y1
4771. 2 play Y1
4772. 1 play WDT red 0,1
4773. 0 play R7
4774. 2 play R8
4775. 1 play R3
4776. 0 play RPT
4777. 1 point 0
4778. 0 point 2
4779. 2 point 1
4780. 2 play W+4 blue
4781. 1 accept
4782. 0 play B8
4783. 2 play Y8
4784. 1 play WPU
4785. 0 play WPU
4786. 2 play WPU
4787. 1 play WPU
4788. 0 play W+4
4789. 2 play WDT
4790. 1 play R8
4791. 0 play R1
4792. 2 play W
4793. 1 play RPT
4794. 0 play W+4
4795. 2 play RPT
4796. 1 play W
4797. 0 play R+2
4798. 2 play W
4799. 1 play R6
4800. 0 play W
4801. 2 play R0
4802. 1 play R9
4803. 0 play R4
4804. 2 play WPU
4805. 1 play W
4806. 0 play R5
4807. 2 play RR
4808. 1 play R5
4809. 0 play W
4810. 2 play R7
4811. 1 play RS
4812. 0 play W
4813. 2 play R2
4814. 1 play W+4
4815. 0 play R1
4816. 2 play R2
4817. 1 play RS
4818. 0 play R8
4819. 2 play WPU
4820. 1 play R9
4821. 0 play WPU
4822. 2 play W
4823. 1 play W+4
4824. 0 play R6
4825. 2 play R7
4826. 1 play RR
4827. 0 play R4
4828. 2 play RPT
4829. 1 play R+2
4830. 0 play W+4
4831. 2 play WDT
4832. 1 play WDT
4833. 0 play W
4834. 2 play WPU
4835. 1 play WDT
4836. 0 play W
4837. 2 play WDT
4838. 1 play R3
4839. 0 play W
4840. 2 play WPU
4841. 1 take
4842. 0 play W yellow
4843. 2 play W+4 red
4844. 1 accept
4845. 0 draw
4846. 0 pass
4847. 2 play WDT blue 0,1
4848. 1 play BS
4849. 2 play W+4 yellow
4850. 1 accept
4851. 0 play Y+2
4852. 1 play B+2
4853. 2 play WPU
4854. 1 play B1
4855. 0 play B3
4856. 2 play B5
4857. 1 play WPU
4858. 0 play BPT
4859. 2 play W
4860. 1 play B6
4861. 0 play B6
4862. 2 play WPU
4863. 1 play B5
4864. 0 play B9
4865. 2 play W
4866. 1 play W+4
4867. 0 play BS
4868. 2 play W
4869. 1 play BPT
4870. 0 play BPT
4871. 2 play B9
4872. 1 play B1
4873. 0 take
4874. 2 play W+4 red
4875. 1 accept
4876. 0 play W+4 yellow
4877. 2 accept
4878. 1 play W yellow
4879. 0 play YPT
4880. 2 point 1
4881. 1 point 0
4882. 0 point 1
4883. 2 play Y0
4884. 1 play R0
4885. 0 play RPT
4886. 1 point 2
4887. 0 point 1
4888. 2 point 1
4889. 2 play W blue
4890. 1 play B2
4891. 0 play B9
4892. 2 play WPU
4893. 1 play R3
4894. 0 play WPU
4895. 2 play W+4
4896. 1 play R9
4897. 0 play WPU
4898. 2 play W+4
4899. 1 play RPT
4900. 0 play W
4901. 2 play W+4
4902. 1 play R0
4903. 0 play W+4
4904. 2 play W+4
4905. 1 play RPT
4906. 0 play W
4907. 2 play W+4
4908. 1 play R6
4909. 0 play W
4910. 2 play WDT
4911. 1 play R+2
4912. 0 take
4913. 2 play WDT green 0,2
4914. 1 play GPT
4915. 0 point 2
4916. 1 point 0
4917. 2 point 1
4918. 0 play GPT
4919. 0 point 1
4920. 2 point 0
4921. 1 point 0
4922. 2 play G7
4923. 1 draw
4924. 1 pass
4925. 0 play WDT blue 0,2
4926. 2 play W yellow
4927. 1 play W+4 blue
4928. 0 challenge
4929. 0 play B6
4930. 2 play WDT red 0,2
4931. 1 play R7
4932. 0 play W+4 blue
4933. 2 accept
4934. 1 play WPU
4935. 0 play B6
4936. 2 play WDT
4937. 1 play B8
4938. 0 play B9
4939. 2 play WDT
4940. 1 play B3
4941. 0 play BS
4942. 2 play WDT
4943. 1 play BS
4944. 0 play B9
4945. 2 play WDT
4946. 1 play W+4
4947. 0 play W
4948. 2 play B6
4949. 1 play W
4950. 0 play WPU
4951. 2 play W+4
4952. 1 play WPU
4953. 0 play B+2
4954. 2 take
4955. 1 play B+2
4956. 2 play Y+2
4957. 0 play G+2
4958. 1 play G1
4959. 0 play B1
4960. 2 play BS
4961. 0 play B5
4962. 0 play B5
4963. 2 play W yellow
4964. 1 play YPT
4965. 1 point 2
4966. 0 point 1
4967. 2 point 0
4968. 0 play Y+2
4969. 1 play W+4 green
4970. 0 challenge
4971. 0 play GPT
4972. 0 point 2
4973. 1 point 0
4974. 2 point 1
4975. 2 play G7
4976. 1 play WDT green 1,2
4977. 0 play G1
4978. 2 play G5
4979. 0 play G5
4980. 2 play GPT
4981. 2 point 0
4982. 0 point 1
4983. 1 point 2
4984. 1 play GPT
4985. 0 point 1
4986. 2 point 1
4987. 1 point 2
4988. 0 play WDT blue 0,2
4989. 2 play B8
4990. 1 play WPU
4991. 0 play WPU
4992. 2 play B+2
4993. 1 play BR
4994. 0 play BPT
4995. 2 play B6
4996. 1 play B+2
4997. 0 play B1
4998. 2 play W+4
4999. 1 play B2
5000. 0 play BPT
5001. 2 play BS
5002. 1 play B0
5003. 0 play W
5004. 2 play B9
5005. 1 play B7
5006. 0 play W
5007. 2 play W+4
5008. 1 play W+4
5009. 0 play W+4
5010. 2 play B9
5011. 1 play B7
5012. 0 play W+4
5013. 2 play W
5014. 1 play BS
5015. 0 play B3
5016. 2 play W+4
5017. 1 play BR
5018. 0 play BPT
5019. 2 play B5
5020. 1 play WPU
5021. 0 play W+4
5022. 2 play B1
5023. 1 play WDT
5024. 0 play W+4
5025. 2 play WPU
5026. 1 play B8
5027. 0 play WPU
5028. 2 play WDT
5029. 1 play WDT
5030. 0 play WPU
5031. 2 play WPU
5032. 1 play WDT
5033. 0 play W+4
5034. 2 play B6
5035. 1 play WDT
5036. 0 play W+4
5037. 2 play WDT
5038. 1 play WDT
5039. 0 take
5040. 2 play WDT yellow 0,2
5041. 1 play Y5
5042. 0 play WDT blue 0,2
5043. 2 play B3
5044. 1 play W red
5045. 0 play WDT yellow 0,1
5046. 2 play Y2
5047. 1 play Y1
5048. 0 play Y1
5049. 2 play Y7
5050. 1 play WDT blue 0,1
5051. 0 play WPU
5052. 2 play G2
5053. 1 play W+4
5054. 0 play G2
5055. 2 play G4
5056. 1 play W+4
5057. 0 play G+2
5058. 2 play G4
5059. 1 play W
5060. 0 play G5
5061. 2 play G0
5062. 1 play W
5063. 0 play GS
5064. 2 play G7
5065. 1 play G3
5066. 0 play WDT
5067. 2 play GR
5068. 1 play W
5069. 0 play G3
5070. 2 play GS
5071. 1 play WPU
5072. 0 play WPU
5073. 2 play WDT
5074. 1 play G1
5075. 0 play WPU
5076. 2 play G9
5077. 1 play G8
5078. 0 play WDT
5079. 2 play GR
5080. 1 play W
5081. 0 play WPU
5082. 2 play G+2
5083. 1 play W
5084. 0 play W
5085. 2 play G6
5086. 1 play W
5087. 0 play W+4
5088. 2 play G1
5089. 1 play G7
5090. 0 play G9
5091. 2 play G8
5092. 1 play G6
5093. 0 play W
5094. 2 take
5095. 1 play G5
5096. 0 play WPU
5097. 2 play WPU
5098. 1 play WDT
5099. 0 play WPU
5100. 2 play GR
5101. 1 play WPU
5102. 0 play WDT
5103. 2 play WPU
5104. 1 play W
5105. 0 play W+4
5106. 2 play G0
5107. 1 play W
5108. 0 play WDT
5109. 2 play GS
5110. 1 play W
5111. 0 play W
5112. 2 play WDT
5113. 1 play W
5114. 0 play W+4
5115. 2 play W+4
5116. 1 play GPT
5117. 0 play WDT
5118. 2 play G4
5119. 1 play W
5120. 0 play W+4
5121. 2 play W+4
5122. 1 play WPU
5123. 0 play W+4
5124. 2 play GR
5125. 1 play GPT
5126. 0 play W+4
5127. 2 play WDT
5128. 1 play WPU
5129. 0 play W+4
5130. 2 play G3
5131. 1 play WPU
5132. 0 play W+4
5133. 2 play G2
5134. 1 play W
5135. 0 play W+4
5136. 2 play G7
5137. 1 take
5138. 0 play W+4 red
5139. 2 accept
5140. 1 play R6
5141. 0 play RPT
5142. 1 point 2
5143. 2 point 0
5144. 0 point 2
5145. 2 draw
5146. 1 play W red
5147. 0 play RPT
5148. 0 point 2
5149. 2 point 0
5150. 1 point 2
5151. 2 play GPT
5152. 1 point 2
5153. 0 point 2
5154. 2 point 0
5155. 1 play YPT
5156. 1 point 0
5157. 2 point 0
5158. 0 point 1
5159. 0 play BPT
5160. 0 point 2
5161. 1 point 0
5162. 2 point 0
5163. 2 play W+4 yellow
5164. 1 challenge
5165. 1 play Y8
5166. 0 play WDT red 0,1
5167. 2 play R7
5168. 1 play W blue
5169. 0 play B9
5170. 2 play WDT blue 1,2
5171. 1 play W green
5172. 0 play W green
5173. 2 play G4
5174. 1 play G4
5175. 0 play W+4 yellow
5176. 2 accept
5177. 1 play Y+2
5178. 2 play WDT green 1,2
5179. 1 play GPT
5180. 2 point 1
5181. 0 point 1
5182. 1 point 0
5183. 0 play WDT yellow 0,1
5184. 2 play Y9
5185. 2 play Y9
5186. 1 play W red
5187. 0 play R9
5188. 2 play WDT green 0,2
5189. 1 play G0
5190. 0 play GPT
5191. 2 point 0
5192. 0 point 1
5193. 1 point 2
5194. 2 play W yellow
5195. 1 play Y9
5196. 0 play WPU
5197. 2 play W
5198. 1 play G3
5199. 0 play W+4
5200. 2 play G8
5201. 1 play GS
5202. 0 play G4
5203. 2 play W+4
5204. 1 play GR
5205. 0 play G4
5206. 2 play G5
5207. 1 play WDT
5208. 0 take
5209. 2 play GS
5210. 0 play G8
5211. 2 play G5
5212. 1 play B5
5213. 0 play WDT green 0,1
5214. 2 play G6
5215. 1 play W red
5216. 0 play R3
5217. 2 play W blue
5218. 1 play B4
5219. 0 play BS
5220. 1 play WDT blue 0,2
5221. 0 play BS
5222. 1 play WPU
5223. 0 play W+4
5224. 2 play G1
5225. 1 play G2
5226. 0 play GPT
5227. 2 play G6
5228. 1 play W+4
5229. 0 play G5
5230. 2 play G1
5231. 1 play G7
5232. 0 play G3
5233. 2 play G7
5234. 1 play W
5235. 0 play W+4
5236. 2 play W
5237. 1 play W
5238. 0 play W
5239. 2 play G3
5240. 1 play GR
5241. 0 play GR
5242. 2 play G2
5243. 1 play GPT
5244. 0 play GS
5245. 2 play G8
5246. 1 play GPT
5247. 0 play G4
5248. 2 play G+2
5249. 1 play WPU
5250. 0 play G4
5251. 2 play G9
5252. 1 play W
5253. 0 play W
5254. 2 play W
5255. 1 play WDT
5256. 0 take
5257. 2 play G9
5258. 1 play B9
5259. 0 play B7
5260. 2 play WDT red 1,2
5261. 1 play R8
5262. 0 play G8
5263. 2 play WPU
5264. 1 play R5
5265. 0 play R6
5266. 2 play WPU
5267. 1 play R2
5268. 0 play W+4
5269. 2 play RPT
5270. 1 play R1
5271. 0 play W+4
5272. 2 play R6
5273. 1 play R7
5274. 0 play R+2
5275. 2 play WPU
5276. 1 play W+4
5277. 0 play W+4
5278. 2 play WPU
5279. 1 play R5
5280. 0 play RPT
5281. 2 play R7
5282. 1 play WPU
5283. 0 play RPT
5284. 2 play W
5285. 1 play R1
5286. 0 play WDT
5287. 2 play W
5288. 1 play RPT
5289. 0 play W
5290. 2 play W
5291. 1 play R4
5292. 0 play W
5293. 2 play W
5294. 1 play WPU
5295. 0 play WDT
5296. 2 play W
5297. 1 play RR
5298. 0 play R0
5299. 2 take
5300. 1 play RR
5301. 2 play RR
5302. 1 play W yellow
5303. 0 play WPU
5304. 2 play W+4
5305. 1 play WPU
5306. 0 play G9
5307. 2 play W+4
5308. 1 play WDT
5309. 0 play G2
5310. 2 play G+2
5311. 1 play WPU
5312. 0 play G4
5313. 2 play WPU
5314. 1 play WDT
5315. 0 play G3
5316. 2 play W+4
5317. 1 play WPU
5318. 0 play G4
5319. 2 play W
5320. 1 play W+4
5321. 0 play G1
5322. 2 play WPU
5323. 1 play WDT
5324. 0 play G2
5325. 2 play WPU
5326. 1 play W+4
5327. 0 play G5
5328. 2 play WDT
5329. 1 play W+4
5330. 0 play G+2
5331. 2 play WDT
5332. 1 play W+4
5333. 0 play G7
5334. 2 play W
5335. 1 play WDT
5336. 0 play W
5337. 2 play W+4
5338. 1 play WDT
5339. 0 play G0
5340. 2 play W
5341. 1 play WDT
5342. 0 play G6
5343. 2 play WPU
5344. 1 play W+4
5345. 0 play G1
5346. 2 play WDT
5347. 1 play W+4
5348. 0 play G3
5349. 2 play WPU
5350. 1 play W+4
5351. 0 play G7
5352. 2 play W
5353. 1 play W+4
5354. 0 play W
5355. 2 play W
5356. 1 take
5357. 0 play GS
5358. 1 play G6
5359. 0 play GPT
5360. 0 point 2
5361. 1 point 2
5362. 2 point 0
5363. 2 play G5
5364. 1 play WDT yellow 1,2
5365. 0 play Y7
5366. 2 play Y1
5367. 1 play WPU
5368. 0 play W
5369. 2 play R7
5370. 1 play R3
5371. 0 play W
5372. 2 play R3
5373. 1 play R4
5374. 0 play W
5375. 2 play R1
5376. 1 play R2
5377. 0 play W
5378. 2 play R0
5379. 1 play WPU
5380. 0 take
5381. 2 draw
5382. 2 play R8
5383. 1 play R8
5384. 0 play R2
5385. 2 play R2
5386. 1 play RS
5387. 2 play RPT
5388. 2 point 0
5389. 0 point 2
5390. 1 point 0
5391. 1 play R9
5392. 2 play R9
5393. 1 play W red
5394. 0 play R7
5395. 2 play R1
5396. 1 play W blue
5397. 0 play B3
5398. 2 play B3
5399. 1 play WPU
5400. 0 play B6
5401. 2 play BPT
5402. 1 play B2
5403. 0 play B5
5404. 2 play B4
5405. 1 play W
5406. 0 play BR
5407. 2 play W
5408. 1 play WDT
5409. 0 play B+2
5410. 2 play W
5411. 1 play W+4
5412. 0 play BS
5413. 2 take
5414. 1 play W green
5415. 0 play GR
5416. 1 play G1
5417. 2 play Y1
5418. 0 play B1
5419. 1 play WPU
5420. 2 play W+4
5421. 0 play GPT
5422. 1 play WDT
5423. 2 play WDT
5424. 0 play WPU
5425. 1 play WPU
5426. 2 play W
5427. 0 play GR
5428. 1 play W
5429. 2 play W
5430. 0 play GPT
5431. 1 play G7
5432. 2 play W
5433. 0 play W
5434. 1 play G8
5435. 2 take
5436. 0 play W blue
5437. 1 play W red
5438. 2 play WPU
5439. 0 play W
5440. 1 play W+4
5441. 2 play Y2
5442. 0 play W
5443. 1 play W+4
5444. 2 play Y4
5445. 0 play W
5446. 1 play Y2
5447. 2 play W
5448. 0 play W
5449. 1 play Y0
5450. 2 play Y5
5451. 0 take
5452. 1 play W blue
5453. 2 play B6
5454. 0 play B9
5455. 1 play BPT
5456. 0 point 1
5457. 2 point 0
5458. 1 point 0
5459. 2 play B9
5460. 0 play B7
5461. 1 play W+4 red
5462. 2 accept
5463. 0 play R1
5464. 1 play WDT yellow 0,1
5465. 2 play Y3
5466. 0 play Y2
5467. 1 play W+4 green
5468. 2 challenge
5469. 2 play G9
5470. 0 play Y9
5471. 1 play W yellow
5472. 2 play Y7
5473. 0 play Y2
5474. 1 play Y+2
5475. 0 play Y0
5476. 1 play WDT green 1,2
5477. 2 play W+4 yellow
5478. 0 accept
5479. 1 play W+4 green
5480. 2 challenge
5481. 2 play WPU
5482. 0 play B+2
5483. 1 play WDT
5484. 2 play B5
5485. 0 play B2
5486. 1 play B4
5487. 2 play BR
5488. 0 play B8
5489. 1 play W+4
5490. 2 play B4
5491. 0 play B9
5492. 1 play W
5493. 2 play W
5494. 0 play BR
5495. 1 play W+4
5496. 2 play W
5497. 0 play B8
5498. 1 play W+4
5499. 2 play WDT
5500. 0 play WDT
5501. 1 play WDT
5502. 2 play B2
5503. 0 play W+4
5504. 1 play WPU
5505. 2 play W
5506. 0 play B6
5507. 1 play W+4
5508. 2 play BS
5509. 0 play W
5510. 1 play WPU
5511. 2 play WPU
5512. 0 play B0
5513. 1 play B5
5514. 2 play BS
5515. 0 play WDT
5516. 1 play WDT
5517. 2 play WPU
5518. 0 play W
5519. 1 play WDT
5520. 2 play B7
5521. 0 play W
5522. 1 play WDT
5523. 2 play W
5524. 0 play W+4
5525. 1 play W+4
5526. 2 play B6
5527. 0 play W+4
5528. 1 play WPU
5529. 2 play B7
5530. 0 play BPT
5531. 1 play WPU
5532. 2 play WDT
5533. 0 play W
5534. 1 play WPU
5535. 2 play BPT
5536. 0 play WDT
5537. 1 play W+4
5538. 2 play W
5539. 0 play W
5540. 1 take
5541. 2 play B+2
5542. 1 play G+2
5543. 0 play WPU
5544. 1 play R9
5545. 2 play R+2
5546. 0 play R8
5547. 1 play WDT
5548. 2 play WPU
5549. 0 play R0
5550. 1 play RPT
5551. 2 play R5
5552. 0 play RR
5553. 1 play WDT
5554. 2 play RPT
5555. 0 play RR
5556. 1 play W+4
5557. 2 play R4
5558. 0 play R3
5559. 1 play W
5560. 2 play RPT
5561. 0 play R4
5562. 1 play WPU
5563. 2 play RPT
5564. 0 play R3
5565. 1 play W
5566. 2 play R6
5567. 0 take
5568. 1 play RS
5569. 0 play R4
5570. 1 play R+2
5571. 0 play R4
5572. 1 play B4
5573. 1 play B4
5574. 2 play Y4
5575. 0 play W blue
5576. 1 play B2
5577. 1 play B2
5578. 2 draw
5579. 2 play B3
5580. 0 play BPT
5581. 2 point 1
5582. 0 point 1
5583. 1 point 2
5584. 1 play W red
5585. 2 play R5
5586. 0 play Y5
5587. 1 play G5
5588. 2 play G6
5589. 0 play GR
5590. 2 play G7
5591. 1 play G0
5592. 0 play W yellow
5593. 2 play YS
5594. 0 play WPU
5595. 2 play G8
5596. 1 play G7
5597. 0 play G6
5598. 2 play GPT
5599. 1 play G9
5600. 0 play G5
5601. 2 play GPT
5602. 1 play GS
5603. 0 play G1
5604. 2 play G8
5605. 1 play WDT
5606. 0 play GPT
5607. 2 play GR
5608. 1 play G3
5609. 0 play WPU
5610. 2 take
5611. 1 play G4
5612. 0 play WDT green 1,2
5613. 2 play G8
5614. 1 play R8
5615. 0 play R5
5616. 2 play WPU
5617. 1 play W
5618. 0 play R6
5619. 2 play WDT
5620. 1 play WDT
5621. 0 play R0
5622. 2 play R7
5623. 1 play WDT
5624. 0 play R9
5625. 2 play RS
5626. 1 play W
5627. 0 play W+4
5628. 2 play R9
5629. 1 play W
5630. 0 play R+2
5631. 2 play R2
5632. 1 play W
5633. 0 play RPT
5634. 2 play R6
5635. 1 play WPU
5636. 0 play WDT
5637. 2 take
5638. 1 play W blue
5639. 0 play B1
5640. 2 play G1
5641. 1 play G2
5642. 1 play G2
5643. 0 draw
5644. 2 play W yellow
5645. 1 play W+4 red
5646. 0 accept
5647. 2 play RS
5648. 0 play R8
5649. 2 play RPT
5650. 1 point 0
5651. 0 point 2
5652. 2 point 0
5653. 1 play W+4 green
5654. 0 accept
5655. 2 play WDT yellow 0,1
5656. 1 play W green
5657. 0 play GS
5658. 1 play W yellow
5659. 0 play Y1
5660. 2 play Y6
5661. 1 play W+4 yellow
5662. 0 challenge
5663. 0 play Y7
5664. 2 play W+4 yellow
5665. 1 challenge
5666. 1 play WDT blue 0,1
5667. 0 play BPT
5668. 0 point 1
5669. 1 point 2
5670. 2 point 0
5671. 2 play W red
5672. 1 play RS
5673. 2 play WDT green 0,1
5674. 1 play W green
5675. 0 play G6
5676. 2 play Y6
5677. 1 play W+4 green
5678. 0 challenge
5679. 0 play W+4 red
5680. 2 accept
5681. 1 play WPU
5682. 0 play RPT
5683. 2 play R9
5684. 1 play WDT
5685. 0 play R4
5686. 2 play R0
5687. 1 play WPU
5688. 0 play R3
5689. 2 play R7
5690. 1 play W+4
5691. 0 play R3
5692. 2 play R2
5693. 1 play W
5694. 0 play RR
5695. 2 play R+2
5696. 1 play WDT
5697. 0 play W
5698. 2 play R5
5699. 1 play W+4
5700. 0 play RR
5701. 2 play W
5702. 1 play WPU
5703. 0 play RPT
5704. 2 play WDT
5705. 1 play R5
5706. 0 play RPT
5707. 2 play R7
5708. 1 play WPU
5709. 0 play RPT
5710. 2 play WDT
5711. 1 play W+4
5712. 0 play R1
5713. 2 play R1
5714. 1 play WDT
5715. 0 play W
5716. 2 play R6
5717. 1 play WDT
5718. 0 play R2
5719. 2 play R6
5720. 1 play W
5721. 0 play W
5722. 2 play WPU
5723. 1 play WPU
5724. 0 take
5725. 2 play R+2
5726. 0 play B+2
5727. 1 play B6
5728. 0 play WPU
5729. 2 play G6
5730. 1 play W+4
5731. 0 play G7
5732. 2 play G9
5733. 1 play WDT
5734. 0 play GR
5735. 2 play GPT
5736. 1 play WDT
5737. 0 play WPU
5738. 2 play GR
5739. 1 play G4
5740. 0 play W+4
5741. 2 play G3
5742. 1 play G2
5743. 0 play W+4
5744. 2 play G5
5745. 1 play G1
5746. 0 play W+4
5747. 2 play GPT
5748. 1 play W
5749. 0 play W
5750. 2 play GPT
5751. 1 play W
5752. 0 play W+4
5753. 2 play G5
5754. 1 play G+2
5755. 0 play W
5756. 2 play W
5757. 1 play W
5758. 0 play W
5759. 2 play W
5760. 1 play G3
5761. 0 play W
5762. 2 play GPT
5763. 1 play G4
5764. 0 play WPU
5765. 2 play G8
5766. 1 play WPU
5767. 0 play WPU
5768. 2 play G8
5769. 1 play WPU
5770. 0 play W
5771. 2 play G7
5772. 1 take
5773. 0 play WPU
5774. 2 play GS
5775. 1 play W
5776. 0 play WPU
5777. 2 take
5778. 1 play G7
5779. 0 play W green
5780. 2 play G+2
5781. 0 play R+2
5782. 1 play WPU
5783. 0 play WDT
5784. 2 play W
5785. 1 play G6
5786. 0 play WDT
5787. 2 play WPU
5788. 1 play W+4
5789. 0 play W+4
5790. 2 play GS
5791. 1 play G9
5792. 0 play WDT
5793. 2 play W+4
5794. 1 play GR
5795. 0 play WDT
5796. 2 take
5797. 1 play W blue
5798. 0 play WDT green 0,1
5799. 2 play G6
5800. 1 play WDT blue 0,1
5801. 0 play WDT red 0,1
5802. 2 play W+4 yellow
5803. 1 challenge
5804. 1 play Y5
5805. 0 play Y0
5806. 2 play Y5
5807. 1 play W blue
5808. 0 play BPT
5809. 1 point 2
5810. 0 point 2
5811. 2 point 1
5812. 2 play YPT
5813. 1 point 0
5814. 0 point 2
5815. 2 point 0
5816. 1 play GPT
5817. 1 point 0
5818. 2 point 0
5819. 0 point 1
5820. 0 play RPT
5821. 0 point 2
5822. 2 point 1
5823. 1 point 0
5824. 2 play WPU
5825. 1 play WDT
5826. 0 play R1
5827. 2 play WPU
5828. 1 play WDT
5829. 0 play R9
5830. 2 play W+4
5831. 1 play RS
5832. 0 play R5
5833. 2 play WPU
5834. 1 play W+4
5835. 0 play RPT
5836. 2 play WDT
5837. 1 play W+4
5838. 0 play R4
5839. 2 play R8
5840. 1 play W+4
5841. 0 play R8
5842. 2 play W
5843. 1 play WPU
5844. 0 play R1
5845. 2 play WDT
5846. 1 play W
5847. 0 play R3
5848. 2 play W+4
5849. 1 play W
5850. 0 play R3
5851. 2 play R9
5852. 1 play W
5853. 0 play R0
5854. 2 play WPU
5855. 1 play WPU
5856. 0 play R5
5857. 2 play WDT
5858. 1 play WPU
5859. 0 play RR
5860. 2 play WDT
5861. 1 play W+4
5862. 0 play RPT
5863. 2 play WDT
5864. 1 play W+4
5865. 0 play R2
5866. 2 take
5867. 1 draw
5868. 1 play RS
5869. 2 play W+4 green
5870. 1 challenge
5871. 1 play G1
5872. 1 play G1
5873. 0 play B1
5874. 2 play B1
5875. 1 play B0
5876. 0 play B9
5877. 2 play W red
5878. 1 play W blue
5879. 0 play B6
5880. 2 play Y6
5881. 1 play Y3
5882. 2 play Y3
5883. 1 play W yellow
5884. 0 play YS
5885. 1 play BS
5886. 2 play GS
5887. 0 play W blue
5888. 2 play B2
5889. 1 play B5
5890. 0 play Y5
5891. 2 play Y+2
5892. 0 play Y2
5893. 2 play Y1
5894. 1 play Y1
5895. 0 play Y5
5896. 2 play WDT yellow 1,2
5897. 1 play Y+2
5898. 2 play Y7
5899. 1 play B7
5900. 0 play R7
5901. 2 play R2
5902. 1 play G2
5903. 2 play G2
5904. 1 play G7
5905. 0 play W green
5906. 2 play GR
5907. 0 play W+4 red
5908. 1 challenge
5909. 1 play WPU
5910. 2 play YS
5911. 0 play W
5912. 1 play W
5913. 2 play WPU
5914. 0 play W+4
5915. 1 play W
5916. 2 play Y4
5917. 0 play Y4
5918. 1 play W
5919. 2 play W+4
5920. 0 take
5921. 1 draw
5922. 1 play WDT green 0,1
5923. 2 play WDT blue 1,2
5924. 0 play W green
5925. 1 play G4
5926. 2 play W yellow
5927. 0 play YS
5928. 2 play Y2
5929. 0 play W+4 green
5930. 1 challenge
5931. 1 play GR
5932. 0 play RR
5933. 1 play BR
5934. 0 play BPT
5935. 2 point 1
5936. 0 point 1
5937. 1 point 2
5938. 2 play YPT
5939. 2 point 1
5940. 0 point 1
5941. 1 point 0
5942. 1 play BPT
5943. 0 point 2
5944. 1 point 2
5945. 2 point 0
5946. 0 play W green
5947. 2 play G9
5948. 1 play G5
5949. 0 play W+4 green
5950. 2 challenge
5951. 2 draw
5952. 1 play GPT
5953. 1 point 2
5954. 0 point 2
5955. 2 point 1
5956. 0 play WDT green 1,2
5957. 2 play WPU
5958. 1 play W
5959. 0 play W
5960. 2 play WDT
5961. 1 play G4
5962. 0 play W+4
5963. 2 play W+4
5964. 1 play GPT
5965. 0 play W+4
5966. 2 play W+4
5967. 1 play G3
5968. 0 play WPU
5969. 2 play W
5970. 1 play WDT
5971. 0 play G+2
5972. 2 play WPU
5973. 1 play G3
5974. 0 play W
5975. 2 play G9
5976. 1 play G5
5977. 0 play W+4
5978. 2 play W
5979. 1 play W
5980. 0 play W+4
5981. 2 play W
5982. 1 play W
5983. 0 play GS
5984. 2 play WDT
5985. 1 play GPT
5986. 0 play WPU
5987. 2 play G0
5988. 1 play G+2
5989. 0 play G7
5990. 2 play W+4
5991. 1 play G8
5992. 0 take
5993. 2 play G6
5994. 2 play G6
5995. 1 draw
5996. 1 play G1
5997. 0 play G8
5998. 2 play W blue
5999. 1 play B+2
6000. 2 play WDT blue 0,2
6001. 1 play BS
6002. 2 draw
6003. 2 play W blue
6004. 1 play B8
6005. 0 play WPU
6006. 2 play B4
6007. 1 play B6
6008. 0 play W+4
6009. 2 play B1
6010. 1 play B4
6011. 0 play W+4
6012. 2 play WDT
6013. 1 play B8
6014. 0 play WPU
6015. 2 play WDT
6016. 1 play B9
6017. 0 play WDT
6018. 2 play WDT
6019. 1 play B5
6020. 0 play WDT
6021. 2 play WPU
6022. 1 play B7
6023. 0 play WPU
6024. 2 play WDT
6025. 1 play BPT
6026. 0 play W+4
6027. 2 play WPU
6028. 1 play B3
6029. 0 play WDT
6030. 2 play W+4
6031. 1 play BPT
6032. 0 play W+4
6033. 2 play W+4
6034. 1 play BR
6035. 0 play W+4
6036. 2 play B+2
6037. 1 play B2
6038. 0 play W
6039. 2 play WPU
6040. 1 take
6041. 0 play W+4 yellow
6042. 2 challenge
6043. 2 play Y1
6044. 1 play W+4 green
6045. 0 challenge
6046. 0 play G+2
6047. 1 play WDT yellow 0,1
6048. 0 play YPT
6049. 1 point 2
6050. 0 point 1
6051. 2 point 0
6052. 2 play YS
6053. 0 play W red
6054. 2 play R4
6055. 0 play R4
6056. 2 play RR
6057. 0 play WDT blue 0,2
6058. 1 play B1
6059. 2 play B3
6060. 0 draw
6061. 0 pass
6062. 1 play BR
6063. 0 draw
6064. 2 play YR
6065. 0 play W blue
6066. 1 play B9
6067. 2 play R9
6068. 0 play B9
6069. 1 play B6
6070. 2 play W+4 blue
6071. 0 challenge
6072. 0 play W green
6073. 1 play W+4 blue
6074. 2 accept
6075. 0 play W+4 blue
6076. 1 accept
6077. 2 play B7
6078. 0 play W+4 blue
6079. 1 challenge
6080. 1 play B8
6081. 2 play B8
6082. 0 play W green
6083. 1 play G5
6084. 2 play G2
6085. 0 draw
6086. 0 play G6
6087. 1 play G8
6088. 2 play G9
6089. 0 play G0
6090. 1 play W+4 blue
6091. 2 accept
6092. 0 play WPU
6093. 1 play WPU
6094. 2 play RPT
6095. 0 play RS
6096. 1 play R2
6097. 2 play R5
6098. 0 play WPU
6099. 1 play W
6100. 2 play R+2
6101. 0 play RPT
6102. 1 play W
6103. 2 play R3
6104. 0 play R+2
6105. 1 play W+4
6106. 2 play R9
6107. 0 play R2
6108. 1 play WPU
6109. 2 play RPT
6110. 0 play W
6111. 1 play WPU
6112. 2 play WPU
6113. 0 play R7
6114. 1 play WPU
6115. 2 play R3
6116. 0 play R6
6117. 1 play WDT
6118. 2 play R0
6119. 0 play RPT
6120. 1 play WPU
6121. 2 play RR
6122. 0 play R6
6123. 1 play W+4
6124. 2 play W
6125. 0 play R7
6126. 1 play WDT
6127. 2 play R9
6128. 0 play W
6129. 1 play WDT
6130. 2 play W
6131. 0 play W
6132. 1 play WDT
6133. 2 play RS
6134. 0 play W
6135. 1 play WDT
6136. 2 play WPU
6137. 0 play W
6138. 1 play WDT
6139. 2 play R8
6140. 0 play W
6141. 1 play WDT
6142. 2 play W+4
6143. 0 play W
6144. 1 play W+4
6145. 2 play WPU
6146. 0 take
6147. 1 play W+4 blue
6148. 2 challenge
6149. 0 play B0
6150. 1 play BS
6151. 0 play GS
6152. 2 play G6
6153. 0 play G5
6154. 1 play B5
6155. 2 play B6
6156. 0 play Y6
6157. 1 play Y+2
6158. 0 play Y5
6159. 1 play Y0
6160. 2 play Y3
6161. 0 play Y4
6162. 1 draw
6163. 1 pass
6164. 2 play YR
6165. 1 play YS
6166. 2 play Y7
6167. 1 play Y+2
6168. 2 play W+4 green
6169. 1 challenge
6170. 1 play G2
6171. 0 play G9
6172. 2 play G1
6173. 2 play G1
6174. 1 draw
6175. 0 play G+2
6176. 1 play B+2
6177. 2 play W blue
6178. 1 play B7
6179. 0 play B1
6180. 2 play R1
6181. 2 play R1
6182. 1 draw
6183. 1 play W+4 yellow
6184. 0 challenge
6185. 2 play W red
6186. 1 draw
6187. 0 play W yellow
6188. 2 play W+4 blue
6189. 1 accept
6190. 0 play B7
6191. 2 play B9
6192. 1 play B3
6193. 0 play W red
6194. 2 play R4
6195. 0 play R4
6196. 2 play R5
6197. 1 play W+4 yellow
6198. 0 challenge
6199. 2 play WDT green 0,2
6200. 1 play G5
6201. 0 play GR
6202. 1 play G2
6203. 0 play G2
6204. 1 play Y2
6205. 2 play Y6
6206. 0 play W+4 red
6207. 1 challenge
6208. 1 draw
6209. 2 play R4
6210. 0 play R7
6211. 1 play Y7
6212. 2 play Y1
6213. 0 play YS
6214. 2 play Y8
6215. 0 play Y7
6216. 1 play Y6
6217. 2 play G6
6218. 0 play G8
6219. 1 play G1
6220. 2 play R1
6221. 0 play R6
6222. 0 play R6
6223. 1 draw
6224. 2 play W+4 blue
6225. 0 challenge
6226. 0 play B3
6227. 0 play B3
6228. 1 play BS
6229. 0 play RS
6230. 2 play GS
6231. 1 draw
6232. 2 play YS
6233. 1 play Y2
6234. 2 play W red
6235. 0 play W blue
6236. 1 play B1
6237. 2 play B5
6238. 0 play W green
6239. 1 draw
6240. 2 play G8
6241. 0 play G2
6242. 1 play B2
6243. 2 play B+2
6244. 1 play B4
6245. 2 play BS
6246. 1 play BPT
6247. 0 point 1
6248. 1 point 2
6249. 2 point 1
6250. 2 play WDT yellow 0,1
6251. 0 play YS
6252. 2 play YR
6253. 1 play Y7
6254. 0 play G7
6255. 0 play G7
6256. 2 play WDT red 0,2
6257. 1 draw
6258. 0 play RS
6259. 1 draw
6260. 1 play R4
6261. 0 play R5
6262. 2 play R6
6263. 1 play Y6
6264. 0 play YPT
6265. 2 point 0
6266. 1 point 2
6267. 0 point 2
6268. 2 play YPT
6269. 1 point 2
6270. 2 point 0
6271. 0 point 2
6272. 1 play Y1
6273. 0 play B1
6274. 2 play W+4 yellow
6275. 1 accept
6276. 0 play Y+2
6277. 1 play YPT
6278. 1 point 2
6279. 2 point 0
6280. 0 point 2
6281. 0 play Y8
6282. 2 play B8
6283. 1 play B2
6284. 0 play B2
6285. 2 play B8
6286. 1 play BPT
6287. 1 point 0
6288. 0 point 1
6289. 2 point 0
6290. 0 play BR
6291. 1 play W yellow
6292. 2 play Y9
6293. 0 play R9
6294. 0 play R9
6295. 1 draw
6296. 2 play WDT red 0,2
6297. 0 play R0
6298. 1 draw
6299. 2 play R8
6300. 0 play WDT yellow 0,2
6301. 1 play Y6
6302. 2 play Y7
6303. 0 play Y4
6304. 0 play Y4
6305. 1 play B4
6306. 2 play B+2
6307. 1 play B3
6308. 2 play B6
6309. 0 play W blue
6310. 1 draw
6311. 2 play WDT green 0,2
6312. 0 play WPU
6313. 1 play Y1
6314. 2 play Y2
6315. 0 play W+4
6316. 1 take
6317. 2 play Y8
6318. 0 play YR
6319. 2 play Y7
6320. 1 play YR
6321. 2 play W+4 blue
6322. 0 challenge
6323. 0 play B4
6324. 1 play W+4 yellow
6325. 2 accept
6326. 0 play Y3
6327. 0 play Y3
6328. 1 play Y2
6329. 2 play W+4 green
6330. 0 accept
6331. 1 play GR
6332. 0 play GPT
6333. 0 point 1
6334. 1 point 2
6335. 2 point 1
6336. 2 play W+4 red
6337. 1 challenge
6338. 1 play WDT yellow 0,2
6339. 0 play WDT blue 1,2
6340. 2 play B5
6341. 0 play B5
6342. 2 play B+2
6343. 0 play BR
6344. 1 play B6
6345. 2 play G6
6346. 0 play G1
6347. 1 play G7
6348. 2 play WPU
6349. 0 play WDT
6350. 1 play WDT
6351. 2 play YR
6352. 0 play WPU
6353. 1 play Y1
6354. 2 play Y2
6355. 0 play YPT
6356. 1 play W+4
6357. 2 play YS
6358. 0 play W
6359. 1 take
6360. 2 play Y9
6361. 0 play Y3
6362. 1 play YR
6363. 0 play W+4 yellow
6364. 2 challenge
6365. 2 play YPT
6366. 0 point 1
6367. 1 point 2
6368. 2 point 0
6369. 1 play Y2
6370. 0 play WDT red 0,1
6371. 2 play R8
6372. 1 play R6
6373. 0 play R5
6374. 2 play W red
6375. 1 play W blue
6376. 0 play B6
6377. 2 play B3
6378. 0 play B3
6379. 2 play BPT
6380. 0 point 1
6381. 2 point 1
6382. 1 point 0
6383. 1 play WPU
6384. 0 play WPU
6385. 2 play W
6386. 1 play Y1
6387. 0 play Y5
6388. 2 play Y8
6389. 1 play YPT
6390. 0 play YS
6391. 2 play Y7
6392. 1 play Y8
6393. 0 play Y5
6394. 2 play Y4
6395. 1 play Y3
6396. 0 play WPU
6397. 2 play Y6
6398. 1 play YS
6399. 0 play Y0
6400. 2 play W
6401. 1 play Y9
6402. 0 play Y+2
6403. 2 play Y6
6404. 1 play W+4
6405. 0 play Y+2
6406. 2 play W
6407. 1 play WDT
6408. 0 play WPU
6409. 2 play YPT
6410. 1 play WDT
6411. 0 play WDT
6412. 2 take
6413. 1 draw
6414. 1 play W yellow
6415. 0 play WPU
6416. 2 play Y5
6417. 1 take
6418. 0 play W+4 red
6419. 2 accept
6420. 1 draw
6421. 1 play W green
6422. 0 play GPT
6423. 1 point 2
6424. 2 point 1
6425. 0 point 2
6426. 2 play WPU
6427. 1 play BR
6428. 0 play W
6429. 2 play B8
6430. 1 take
6431. 0 play B2
6432. 2 play BPT
6433. 1 point 0
6434. 0 point 2
6435. 2 point 1
6436. 1 play BR
6437. 2 play WDT yellow 0,2
6438. 0 draw
6439. 1 play WPU
6440. 2 play W+4
6441. 0 play WPU
6442. 1 play W
6443. 2 play G+2
6444. 0 play GPT
6445. 1 play G8
6446. 2 play W+4
6447. 0 play G3
6448. 1 take
6449. 2 play G0
6450. 0 play G7
6451. 1 play GPT
6452. 1 point 0
6453. 2 point 1
6454. 0 point 1
6455. 2 play G6
6456. 0 play G2
6457. 1 play WDT green 1,2
6458. 2 play WDT yellow 0,1
6459. 0 play WDT red 0,2
6460. 1 play R6
6461. 2 play WPU
6462. 0 play W+4
6463. 1 play W
6464. 2 play WPU
6465. 0 play B2
6466. 1 play W+4
6467. 2 play WDT
6468. 0 play W+4
6469. 1 play WPU
6470. 2 play W
6471. 0 play WDT
6472. 1 play W+4
6473. 2 play B7
6474. 0 play B0
6475. 1 play W+4
6476. 2 play BPT
6477. 0 play W
6478. 1 play W+4
6479. 2 play B4
6480. 0 play W
6481. 1 play BR
6482. 2 play B8
6483. 0 play B1
6484. 1 play B8
6485. 2 play BS
6486. 0 play WPU
6487. 1 take
6488. 2 play B4
6489. 0 play WDT red 0,1
6490. 1 play WPU
6491. 2 play BS
6492. 0 play B+2
6493. 1 play BPT
6494. 2 play BPT
6495. 0 play WDT
6496. 1 play B2
6497. 2 play W
6498. 0 play W+4
6499. 1 play B3
6500. 2 play B1
6501. 0 play B9
6502. 1 play B8
6503. 2 play W
6504. 0 play W
6505. 1 play WDT
6506. 2 play WDT
6507. 0 play WPU
6508. 1 play B7
6509. 2 take
6510. 0 play W+4 blue
6511. 1 challenge
6512. 1 play W red
6513. 2 play WDT blue 1,2
6514. 0 play B7
6515. 1 play WPU
6516. 2 play B6
6517. 0 play W+4
6518. 1 play B0
6519. 2 play WDT
6520. 0 play B5
6521. 1 play BS
6522. 2 play WPU
6523. 0 play B9
6524. 1 play W
6525. 2 play B3
6526. 0 play WDT
6527. 1 play B8
6528. 2 play BS
6529. 0 play WPU
6530. 1 play WDT
6531. 2 play BPT
6532. 0 play WPU
6533. 1 play B4
6534. 2 play B9
6535. 0 play W+4
6536. 1 play WPU
6537. 2 play B+2
6538. 0 play W
6539. 1 play W
6540. 2 play WDT
6541. 0 play W
6542. 1 play WPU
6543. 2 play B8
6544. 0 play W
6545. 1 play B1
6546. 2 play B2
6547. 0 play WPU
6548. 1 play W+4
6549. 2 play B7
6550. 0 play W+4
6551. 1 play BR
6552. 2 play B1
6553. 0 play W
6554. 1 play W
6555. 2 play W+4
6556. 0 play WPU
6557. 1 play W+4
6558. 2 play BPT
6559. 0 play W
6560. 1 play W+4
6561. 2 play W
6562. 0 play W
6563. 1 play W+4
6564. 2 play W
6565. 0 take
6566. 1 play W+4 yellow
6567. 2 accept
6568. 0 play W red
6569. 1 play R5
6570. 2 play R7
6571. 0 play B7
6572. 1 play W blue
6573. 2 play B5
6574. 0 play B5
6575. 1 play W red
6576. 2 draw
6577. 2 play WDT blue 0,1
6578. 0 play B1
6579. 0 play B1
6580. 1 play W+4 blue
6581. 2 challenge
6582. 0 play B9
6583. 0 play B9
6584. 1 draw
6585. 2 play WDT yellow 0,2
6586. 0 play Y9
6587. 1 play Y4
6588. 2 play Y7
6589. 0 play R7
6590. 1 play R7
6591. 2 play R1
6592. 0 play R3
6593. 1 play G3
6594. 2 play G1
6595. 0 play WPU
6596. 1 take
6597. 2 play R1
6598. 0 play W red
6599. 1 play R6
6600. 2 play W yellow
6601. 0 play WPU
6602. 1 play W+4
6603. 2 play B6
6604. 0 play B8
6605. 1 play WPU
6606. 2 play B+2
6607. 0 play W+4
6608. 1 take
6609. 2 play W blue
6610. 0 play B8
6611. 1 play W+4 yellow
6612. 2 accept
6613. 0 play W blue
6614. 1 play B+2
6615. 0 play BR
6616. 2 play GR
6617. 0 play G+2
6618. 2 play GS
6619. 1 play WPU
6620. 2 play WDT
6621. 0 play WPU
6622. 1 play GR
6623. 2 play WDT
6624. 0 play GS
6625. 1 play WDT
6626. 2 play W
6627. 0 play WDT
6628. 1 play G6
6629. 2 play WPU
6630. 0 play G9
6631. 1 play GPT
6632. 2 play G1
6633. 0 play W
6634. 1 play G7
6635. 2 play W+4
6636. 0 play G3
6637. 1 play G+2
6638. 2 take
6639. 0 play W blue
6640. 1 play B6
6641. 2 play BPT
6642. 0 point 2
6643. 1 point 0
6644. 2 point 1
6645. 0 play WDT red 1,2
6646. 1 play W+4 green
6647. 2 challenge
6648. 0 play GPT
6649. 1 point 2
6650. 2 point 1
6651. 0 point 1
6652. 1 play WPU
6653. 2 play B7
6654. 0 play B6
6655. 1 play B1
6656. 2 play WPU
6657. 0 play B2
6658. 1 play BPT
6659. 2 play WDT
6660. 0 play B+2
6661. 1 play W
6662. 2 play W+4
6663. 0 play WDT
6664. 1 play WPU
6665. 2 play W
6666. 0 play W+4
6667. 1 play B8
6668. 2 play WDT
6669. 0 play BPT
6670. 1 play B7
6671. 2 play B4
6672. 0 play BPT
6673. 1 play BR
6674. 2 play WPU
6675. 0 play W
6676. 1 play BR
6677. 2 play WPU
6678. 0 play B0
6679. 1 take
6680. 2 play W red
6681. 0 play WDT red 1,2
6682. 1 play WDT yellow 0,1
6683. 2 play Y2
6684. 0 play WDT yellow 1,2
6685. 1 play YPT
6686. 2 point 1
6687. 0 point 2
6688. 1 point 0
6689. 2 play Y6
6690. 0 play Y1
6691. 1 draw
6692. 2 play Y1
6693. 0 play W+4 blue
6694. 1 challenge
6695. 1 play B1
6696. 2 play W red
6697. 0 play RR
6698. 2 play YR
6699. 0 play RR
6700. 2 play YR
6701. 0 play WPU
6702. 1 play WDT
6703. 2 play R0
6704. 0 play R4
6705. 1 play W+4
6706. 2 play RS
6707. 0 play R+2
6708. 1 play WPU
6709. 2 play R4
6710. 0 play RS
6711. 1 play WDT
6712. 2 play R1
6713. 0 play R6
6714. 1 play W
6715. 2 play WDT
6716. 0 play RPT
6717. 1 play W+4
6718. 2 play R5
6719. 0 play R2
6720. 1 play W
6721. 2 play WDT
6722. 0 play R+2
6723. 1 play WDT
6724. 2 play R9
6725. 0 play R2
6726. 1 play WPU
6727. 2 play R5
6728. 0 play R8
6729. 1 play WPU
6730. 2 play WDT
6731. 0 play R9
6732. 1 play W
6733. 2 play WDT
6734. 0 play R1
6735. 1 play W
6736. 2 play WDT
6737. 0 play R8
6738. 1 play WPU
6739. 2 take
6740. 0 play WPU
6741. 1 take
6742. 2 play R4
6743. 0 play G4
6744. 1 play G8
6745. 2 play G9
6746. 0 play G5
6747. 1 play GS
6748. 0 play G9
6749. 1 play B9
6750. 2 play WDT red 0,1
6751. 0 draw
6752. 1 play R7
6753. 2 play R8
6754. 0 play W+4 red
6755. 1 challenge
6756. 1 play WPU
6757. 2 play W+4
6758. 0 play W+4
6759. 1 play WDT
6760. 2 play R2
6761. 0 play W+4
6762. 1 take
6763. 2 play R2
6764. 0 play G2
6765. 1 play WDT red 1,2
6766. 2 play R4
6767. 0 play G4
6768. 1 play GR
6769. 0 play G8
6770. 2 play GS
6771. 0 play WPU
6772. 2 play Y+2
6773. 1 play Y5
6774. 0 play W
6775. 2 play Y2
6776. 1 play Y9
6777. 0 play W+4
6778. 2 play WDT
6779. 1 play Y4
6780. 0 play WPU
6781. 2 play Y0
6782. 1 play W+4
6783. 0 play W+4
6784. 2 play Y3
6785. 1 play W+4
6786. 0 play Y3
6787. 2 play WPU
6788. 1 play W+4
6789. 0 play W
6790. 2 play WPU
6791. 1 take
6792. 0 play W+4 blue
6793. 2 accept
6794. 1 play WPU
6795. 0 play G3
6796. 2 play W+4
6797. 1 play W
6798. 0 play WPU
6799. 2 play G+2
6800. 1 play G2
6801. 0 play W+4
6802. 2 play G7
6803. 1 play WPU
6804. 0 play G5
6805. 2 play WPU
6806. 1 play W
6807. 0 play W+4
6808. 2 play WPU
6809. 1 play G8
6810. 0 play W
6811. 2 play G3
6812. 1 play WPU
6813. 0 play W
6814. 2 play G+2
6815. 1 play GPT
6816. 0 play W
6817. 2 play GPT
6818. 1 play WDT
6819. 0 play W
6820. 2 play G6
6821. 1 play W+4
6822. 0 play WPU
6823. 2 play GPT
6824. 1 play WDT
6825. 0 play W
6826. 2 play G7
6827. 1 play W+4
6828. 0 play W
6829. 2 play GR
6830. 1 play W+4
6831. 0 play G6
6832. 2 play G1
6833. 1 play W+4
6834. 0 play W
6835. 2 play G1
6836. 1 play W+4
6837. 0 play G2
6838. 2 play W
6839. 1 play W+4
6840. 0 take
6841. 2 play WDT blue 0,1
6842. 1 play B0
6843. 0 play WPU
6844. 2 play G0
6845. 1 take
6846. 0 play WPU
6847. 2 play Y6
6848. 1 play Y7
6849. 0 play WDT
6850. 2 play Y7
6851. 1 play Y0
6852. 0 play W
6853. 2 play YPT
6854. 1 play Y2
6855. 0 play W
6856. 2 play Y8
6857. 1 play Y4
6858. 0 play WDT
6859. 2 play YPT
6860. 1 play Y+2
6861. 0 play W+4
6862. 2 play Y5
6863. 1 play Y5
6864. 0 play WPU
6865. 2 play Y8
6866. 1 play Y9
6867. 0 play WPU
6868. 2 play Y+2
6869. 1 play Y3
6870. 0 play W
6871. 2 play WDT
6872. 1 play Y3
6873. 0 play W
6874. 2 play YS
6875. 1 take
6876. 0 play W red
6877. 2 play R7
6878. 1 play R3
6879. 0 play G3
6880. 0 play G3
6881. 2 play WDT green 0,2
6882. 1 play W yellow
6883. 0 play W+4 red
6884. 2 accept
6885. 1 play W+4 yellow
6886. 0 challenge
6887. 0 play W red
6888. 2 play R5
6889. 2 play R5
6890. 1 play W red
6891. 0 play RPT
6892. 1 point 2
6893. 2 point 1
6894. 0 point 2
6895. 2 play R2
6896. 1 draw
6897. 0 play B2
6898. 1 play B2
6899. 0 play B3
6900. 2 play B9
6901. 1 play B+2
6902. 2 play B5
6903. 1 play B+2
6904. 2 play WDT yellow 0,2
6905. 1 play YS
6906. 2 play YS
6907. 0 play W+4 yellow
6908. 2 challenge
6909. 2 play WDT blue 1,2
6910. 1 play W green
6911. 0 play GR
6912. 1 play BR
6913. 0 play B9
6914. 2 play WDT blue 0,2
6915. 1 play W+4 green
6916. 0 accept
6917. 2 play WPU
6918. 1 play BR
6919. 0 play WDT
6920. 2 play WPU
6921. 1 play W
6922. 0 play W
6923. 2 play WDT
6924. 1 play BPT
6925. 0 play B4
6926. 2 play BPT
6927. 1 play WDT
6928. 0 play B1
6929. 2 play B5
6930. 1 play BPT
6931. 0 play B6
6932. 2 play W
6933. 1 play B6
6934. 0 play W
6935. 2 play W
6936. 1 play B8
6937. 0 play WPU
6938. 2 play W
6939. 1 play BPT
6940. 0 play WDT
6941. 2 play W
6942. 1 play B8
6943. 0 play WDT
6944. 2 play W
6945. 1 play B4
6946. 0 play W+4
6947. 2 play W
6948. 1 play WDT
6949. 0 play W+4
6950. 2 take
6951. 1 play B7
6952. 0 play B3
6953. 2 play BR
6954. 0 play B1
6955. 1 play WDT yellow 0,2
6956. 2 play W+4 green
6957. 0 challenge
6958. 0 play G9
6959. 1 play G4
6960. 2 play W+4 green
6961. 0 challenge
6962. 0 play WPU
6963. 1 play WPU
6964. 2 play R4
6965. 0 play W+4
6966. 1 play R2
6967. 2 play RR
6968. 0 play WDT
6969. 1 play RR
6970. 2 play R6
6971. 0 play R8
6972. 1 play WPU
6973. 2 play WPU
6974. 0 play R7
6975. 1 take
6976. 2 play R0
6977. 0 play W green
6978. 1 play WPU
6979. 2 play B5
6980. 0 play W+4
6981. 1 play B7
6982. 2 play WPU
6983. 0 play W
6984. 1 play W+4
6985. 2 play B6
6986. 0 play B+2
6987. 1 play WDT
6988. 2 play B8
6989. 0 play W+4
6990. 1 play WPU
6991. 2 play B5
6992. 0 play W+4
6993. 1 play WPU
6994. 2 play B9
6995. 0 play W+4
6996. 1 take
6997. 2 play B4
6998. 2 play B4
6999. 0 play G4
7000. 1 play WPU
7001. 2 play R1
7002. 0 play R3
7003. 1 play R6
7004. 2 play WDT
7005. 0 play WPU
7006. 1 play R8
7007. 2 play R+2
7008. 0 play RPT
7009. 1 play R7
7010. 2 play RS
7011. 0 play RPT
7012. 1 play RR
7013. 2 play RS
7014. 0 play WDT
7015. 1 play WDT
7016. 2 play WPU
7017. 0 play WPU
7018. 1 play WPU
7019. 2 play R6
7020. 0 play W
7021. 1 play R3
7022. 2 play R9
7023. 0 play W
7024. 1 play R2
7025. 2 play W
7026. 0 play R4
7027. 1 play R4
7028. 2 play R1
7029. 0 play WPU
7030. 1 play W
7031. 2 play R8
7032. 0 take
7033. 1 play WPU
7034. 2 play B8
7035. 0 play WPU
7036. 1 play B9
7037. 2 play B6
7038. 0 play WPU
7039. 1 play B6
7040. 2 play BPT
7041. 0 play W+4
7042. 1 play BR
7043. 2 play B2
7044. 0 play BS
7045. 1 play W+4
7046. 2 play B2
7047. 0 play W
7048. 1 play W+4
7049. 2 play B1
7050. 0 play B3
7051. 1 play W+4
7052. 2 play BPT
7053. 0 play W
7054. 1 play B7
7055. 2 play W
7056. 0 play W
7057. 1 play B5
7058. 2 play WDT
7059. 0 play WDT
7060. 1 play B5
7061. 2 play WDT
7062. 0 play BS
7063. 1 play B8
7064. 2 play WDT
7065. 0 play WPU
7066. 1 play B+2
7067. 2 play BPT
7068. 0 play WPU
7069. 1 play W+4
7070. 2 play W
7071. 0 play WDT
7072. 1 play W+4
7073. 2 play W
7074. 0 play WPU
7075. 1 play W+4
7076. 2 play BPT
7077. 0 play WDT
7078. 1 take
7079. 2 play WDT blue 0,1
7080. 0 play W red
7081. 1 play WDT red 0,2
7082. 2 play W blue
7083. 0 play WDT green 0,1
7084. 1 play GPT
7085. 2 point 0
7086. 1 point 0
7087. 0 point 1
7088. 2 play GS
7089. 1 play WDT blue 0,2
7090. 2 play W blue
7091. 0 play WPU
7092. 1 play RR
7093. 2 play R+2
7094. 0 play R5
7095. 1 play W
7096. 2 play RPT
7097. 0 play R3
7098. 1 play WDT
7099. 2 play WDT
7100. 0 play RPT
7101. 1 play WPU
7102. 2 play R9
7103. 0 play RPT
7104. 1 play WDT
7105. 2 play RPT
7106. 0 play RR
7107. 1 play WPU
7108. 2 play W
7109. 0 play R1
7110. 1 play W+4
7111. 2 play W
7112. 0 play R9
7113. 1 play WDT
7114. 2 play W
7115. 0 play R1
7116. 1 play W
7117. 2 take
7118. 0 play R7
7119. 1 play WPU
7120. 2 play WDT
7121. 0 play B0
7122. 1 play WDT
7123. 2 play W+4
7124. 0 play W
7125. 1 play B6
7126. 2 play W
7127. 0 take
7128. 1 play WPU
7129. 2 play W
7130. 0 play R3
7131. 1 play W+4
7132. 2 play R+2
7133. 0 play R+2
7134. 1 play WPU
7135. 2 play RPT
7136. 0 play WDT
7137. 1 play W+4
7138. 2 play R2
7139. 0 play R2
7140. 1 play W+4
7141. 2 play R3
7142. 0 play R8
7143. 1 play W
7144. 2 play W
7145. 0 play RS
7146. 1 play WDT
7147. 2 play WDT
7148. 0 play W
7149. 1 play W
7150. 2 play RR
7151. 0 play W
7152. 1 play W+4
7153. 2 play W
7154. 0 play RS
7155. 1 play W+4
7156. 2 play RPT
7157. 0 play R8
7158. 1 play W
7159. 2 play R1
7160. 0 play R6
7161. 1 play W+4
7162. 2 play W
7163. 0 play R6
7164. 1 play W
7165. 2 play WPU
7166. 0 play W
7167. 1 play W
7168. 2 play R9
7169. 0 play W+4
7170. 1 take
7171. 2 play R9
7172. 0 play WDT yellow 0,1
7173. 1 play Y8
7174. 2 play G8
7175. 0 play GR
7176. 2 play GR
7177. 0 play G1
7178. 1 play WPU
7179. 2 play RPT
7180. 0 play R4
7181. 1 play RS
7182. 2 play WDT
7183. 0 play R4
7184. 1 play R8
7185. 2 play RR
7186. 0 play W+4
7187. 1 play R7
7188. 2 play RPT
7189. 0 play W+4
7190. 1 play R3
7191. 2 play R5
7192. 0 play W+4
7193. 1 play R2
7194. 2 play WPU
7195. 0 take
7196. 1 play RR
7197. 0 play R8
7198. 1 play R8
7199. 0 play G8
7200. 2 play G3
7201. 1 play G9
7202. 0 play G+2
7203. 1 play B+2
7204. 2 play WDT red 1,2
7205. 1 play RPT
7206. 1 point 0
7207. 2 point 1
7208. 0 point 1
7209. 0 play R5
7210. 2 play WDT blue 1,2
7211. 1 play BR
7212. 2 play YR
7213. 1 play GR
7214. 2 play G4
7215. 0 play G3
7216. 1 play WDT yellow 0,2
7217. 2 play Y2
7218. 0 play R2
7219. 1 play RS
7220. 0 play WDT yellow 0,1
7221. 1 play YPT
7222. 2 point 0
7223. 1 point 0
7224. 0 point 2
7225. 2 play YS
7226. 1 play Y7
7227. 2 play YPT
7228. 1 point 2
7229. 0 point 1
7230. 2 point 0
7231. 0 play GPT
7232. 0 point 1
7233. 1 point 2
7234. 2 point 0
7235. 1 play RPT
7236. 1 point 2
7237. 2 point 1
7238. 0 point 1
7239. 2 play W green
7240. 0 play GPT
7241. 1 point 2
7242. 0 point 1
7243. 2 point 1
7244. 1 play WPU
7245. 2 play G8
7246. 0 play W+4
7247. 1 play GS
7248. 2 play WPU
7249. 0 play WPU
7250. 1 play GR
7251. 2 play WPU
7252. 0 play G1
7253. 1 play WDT
7254. 2 take
7255. 0 play G5
7256. 1 play Y5
7257. 2 play Y9
7258. 0 play G9
7259. 1 play G0
7260. 2 play WDT blue 1,2
7261. 0 play WPU
7262. 1 play W
7263. 2 play W+4
7264. 0 play G6
7265. 1 play W+4
7266. 2 play G8
7267. 0 play WDT
7268. 1 play W+4
7269. 2 play WPU
7270. 0 play G6
7271. 1 play WPU
7272. 2 play G1
7273. 0 play G2
7274. 1 play W+4
7275. 2 play GS
7276. 0 play GPT
7277. 1 play WDT
7278. 2 play WPU
7279. 0 play G7
7280. 1 play WPU
7281. 2 play GR
7282. 0 play W
7283. 1 play G4
7284. 2 play WPU
7285. 0 play G+2
7286. 1 play WDT
7287. 2 play GS
7288. 0 play G2
7289. 1 play W
7290. 2 take
7291. 0 play G7
7292. 1 play W+4 red
7293. 2 accept
7294. 0 play RPT
7295. 1 point 2
7296. 0 point 1
7297. 2 point 1
7298. 1 play R3
7299. 2 play R1
7300. 0 play W+4 red
7301. 1 challenge
7302. 1 play WPU
7303. 2 play W+4
7304. 0 play G5
7305. 1 play WDT
7306. 2 play G4
7307. 0 play W+4
7308. 1 play W
7309. 2 play G3
7310. 0 play WPU
7311. 1 play WDT
7312. 2 play G8
7313. 0 play W+4
7314. 1 play W+4
7315. 2 play G2
7316. 0 play WDT
7317. 1 play W
7318. 2 play G6
7319. 0 take
7320. 1 play W green
7321. 2 play G7
7322. 0 play G5
7323. 1 play W green
7324. 2 play GS
7325. 1 play BS
7326. 0 play WPU
7327. 1 play B8
7328. 2 play W+4
7329. 0 play B0
7330. 1 play B5
7331. 2 play W+4
7332. 0 play B1
7333. 1 play B8
7334. 2 play WDT
7335. 0 play B4
7336. 1 play B9
7337. 2 play B7
7338. 0 play WDT
7339. 1 play B1
7340. 2 play W
7341. 0 play B9
7342. 1 play BR
7343. 2 play WDT
7344. 0 play W
7345. 1 play B+2
7346. 2 play W
7347. 0 play WDT
7348. 1 play B6
7349. 2 play W+4
7350. 0 play B6
7351. 1 play W
7352. 2 play WDT
7353. 0 play W
7354. 1 play W
7355. 2 play WPU
7356. 0 play WDT
7357. 1 play B7
7358. 2 play WPU
7359. 0 play W+4
7360. 1 play B5
7361. 2 play WPU
7362. 0 play W+4
7363. 1 play BPT
7364. 2 play W
7365. 0 play W+4
7366. 1 play BPT
7367. 2 play WPU
7368. 0 play W+4
7369. 1 play B2
7370. 2 play WPU
7371. 0 play WDT
7372. 1 play B2
7373. 2 play WPU
7374. 0 take
7375. 1 play BS
7376. 0 play B4
7377. 1 play Y4
7378. 2 play Y4
7379. 0 play WPU
7380. 1 play R6
7381. 2 play R7
7382. 0 play W
7383. 1 play R+2
7384. 2 play WPU
7385. 0 play R5
7386. 1 play W
7387. 2 play WPU
7388. 0 play R4
7389. 1 play W+4
7390. 2 play RR
7391. 0 play WDT
7392. 1 play R+2
7393. 2 take
7394. 0 play RPT
7395. 2 point 0
7396. 0 point 2
7397. 1 point 2
7398. 1 play R8
7399. 2 draw
7400. 0 play G8
7401. 1 play Y8
7402. 2 play W+4 green
7403. 0 challenge
7404. 0 play G8
7405. 1 play W+4 blue
7406. 2 challenge
7407. 2 play BR
7408. 1 play BPT
7409. 1 point 0
7410. 2 point 1
7411. 0 point 2
7412. 0 play B2
7413. 2 play WPU
7414. 1 play B3
7415. 0 play B0
7416. 2 play WPU
7417. 1 play W+4
7418. 0 play BR
7419. 2 play WDT
7420. 1 play BPT
7421. 0 play B1
7422. 2 play WDT
7423. 1 play B3
7424. 0 play W+4
7425. 2 play WDT
7426. 1 play WPU
7427. 0 play WDT
7428. 2 play WDT
7429. 1 play W
7430. 0 play W+4
7431. 2 play W
7432. 1 play W
7433. 0 play B5
7434. 2 play W
7435. 1 play W
7436. 0 play B7
7437. 2 take
7438. 1 play W green
7439. 0 play W+4 yellow
7440. 2 accept
7441. 1 play W red
7442. 0 play R8
7443. 2 play RPT
7444. 0 point 2
7445. 2 point 0
7446. 1 point 2
7447. 1 play R6
7448. 0 play RR
7449. 1 play R9
7450. 2 play R7
7451. 0 play W+4 red
7452. 1 challenge
7453. 1 play R1
7454. 2 play G1
7455. 0 play Y1
7456. 1 play Y7
7457. 1 play Y7
7458. 2 play WDT red 0,2
7459. 0 play R3
7460. 1 play Y3
7461. 2 play WPU
7462. 0 play WPU
7463. 1 play Y1
7464. 2 play YR
7465. 0 play WPU
7466. 1 play YPT
7467. 2 play YPT
7468. 0 play Y8
7469. 1 play Y2
7470. 2 play W+4
7471. 0 play Y2
7472. 1 play Y3
7473. 2 play WDT
7474. 0 play WPU
7475. 1 play Y5
7476. 2 play WPU
7477. 0 play W+4
7478. 1 play Y5
7479. 2 play W
7480. 0 play W
7481. 1 play Y9
7482. 2 play W+4
7483. 0 play YR
7484. 1 play Y0
7485. 2 play WPU
7486. 0 play W
7487. 1 play Y+2
7488. 2 play WDT
7489. 0 play W
7490. 1 play Y+2
7491. 2 play WDT
7492. 0 play W
7493. 1 play Y9
7494. 2 play WDT
7495. 0 play YPT
7496. 1 play Y6
7497. 2 play WDT
7498. 0 play WDT
7499. 1 play Y6
7500. 2 play WPU
7501. 0 play WPU
7502. 1 take
7503. 2 play W+4 red
7504. 0 accept
7505. 1 play WPU
7506. 2 play G9
7507. 0 play WPU
7508. 1 play WDT
7509. 2 play W
7510. 0 play WDT
7511. 1 play WDT
7512. 2 play GR
7513. 0 play G6
7514. 1 play W+4
7515. 2 play GS
7516. 0 play WDT
7517. 1 play WPU
7518. 2 play G0
7519. 0 play WPU
7520. 1 play WPU
7521. 2 play G+2
7522. 0 play W+4
7523. 1 play WDT
7524. 2 play GR
7525. 0 play G4
7526. 1 play W
7527. 2 play W
7528. 0 play W
7529. 1 play G3
7530. 2 play W+4
7531. 0 play G3
7532. 1 play WPU
7533. 2 play G6
7534. 0 play GPT
7535. 1 play W+4
7536. 2 play G2
7537. 0 play G5
7538. 1 play WDT
7539. 2 play GS
7540. 0 play W+4
7541. 1 play W+4
7542. 2 play GPT
7543. 0 play G2
7544. 1 play WPU
7545. 2 play GPT
7546. 0 play WDT
7547. 1 play WDT
7548. 2 play W
7549. 0 play W
7550. 1 play WDT
7551. 2 play G5
7552. 0 play WDT
7553. 1 play W
7554. 2 play G9
7555. 0 play WDT
7556. 1 play W
7557. 2 play W
7558. 0 play W
7559. 1 play WPU
7560. 2 play W
7561. 0 take
7562. 1 play WPU
7563. 2 play W
7564. 0 play G+2
7565. 1 play W
7566. 2 play G1
7567. 0 play GS
7568. 1 play W
7569. 2 take
7570. 0 play WDT red 0,2
7571. 1 play R2
7572. 2 draw
7573. 2 play W+4 yellow
7574. 0 challenge
7575. 0 play W+4 red
7576. 1 accept
7577. 2 play R5
7578. 0 play WPU
7579. 1 play R2
7580. 2 play W
7581. 0 play WPU
7582. 1 play W+4
7583. 2 play WPU
7584. 0 play R4
7585. 1 play R9
7586. 2 play R6
7587. 0 play RS
7588. 1 take
7589. 2 play R3
7590. 0 play W blue
7591. 1 play W blue
7592. 2 play B5
7593. 0 play B4
7594. 1 play WPU
7595. 2 play R5
7596. 0 play R1
7597. 1 play R8
7598. 2 play R4
7599. 0 play W+4
7600. 1 play RS
7601. 2 play RS
7602. 0 play WDT
7603. 1 play R4
7604. 2 play R+2
7605. 0 play W+4
7606. 1 play R6
7607. 2 play R0
7608. 0 play RPT
7609. 1 play WPU
7610. 2 play RR
7611. 0 play W+4
7612. 1 play R9
7613. 2 play R+2
7614. 0 play W+4
7615. 1 play W+4
7616. 2 play W
7617. 0 play W
7618. 1 play R2
7619. 2 play W
7620. 0 play W+4
7621. 1 take
7622. 2 draw
7623. 2 play RR
7624. 1 play WDT blue 0,2
7625. 0 play B+2
7626. 1 play WPU
7627. 0 play B+2
7628. 2 play B1
7629. 1 play W+4
7630. 0 play B9
7631. 2 play BR
7632. 1 play W+4
7633. 0 play WPU
7634. 2 play BPT
7635. 1 play BS
7636. 0 play WDT
7637. 2 play B3
7638. 1 play W
7639. 0 play WDT
7640. 2 play B0
7641. 1 play W
7642. 0 play B4
7643. 2 play W+4
7644. 1 play W
7645. 0 play WPU
7646. 2 play B3
7647. 1 play W+4
7648. 0 play BPT
7649. 2 play B7
7650. 1 play W+4
7651. 0 play B6
7652. 2 play BS
7653. 1 play W+4
7654. 0 play WDT
7655. 2 play BR
7656. 1 play W+4
7657. 0 play WPU
7658. 2 take
7659. 1 draw
7660. 1 play BPT
7661. 1 point 2
7662. 2 point 0
7663. 0 point 2
7664. 0 play BPT
7665. 1 point 2
7666. 2 point 0
7667. 0 point 1
7668. 2 play BS
7669. 0 play B7
7670. 2 play B7
7671. 1 draw
7672. 1 pass
7673. 0 play W green
7674. 2 play G+2
7675. 0 play WPU
7676. 2 play W+4
7677. 1 play WPU
7678. 0 play WPU
7679. 2 play G1
7680. 1 play W
7681. 0 play G6
7682. 2 play G+2
7683. 1 take
7684. 0 play WDT yellow 1,2
7685. 2 play W+4 blue
7686. 1 challenge
7687. 1 play WPU
7688. 0 play WDT
7689. 2 play WPU
7690. 1 play RR
7691. 0 play R7
7692. 2 play R3
7693. 1 play W+4
7694. 0 play R7
7695. 2 play W
7696. 1 play R+2
7697. 0 play RPT
7698. 2 play W+4
7699. 1 play R9
7700. 0 play W
7701. 2 play WPU
7702. 1 play R8
7703. 0 play W
7704. 2 play WPU
7705. 1 play WPU
7706. 0 play W
7707. 2 play W+4
7708. 1 play R6
7709. 0 play W
7710. 2 play W+4
7711. 1 play R9
7712. 0 play WDT
7713. 2 play WDT
7714. 1 play R2
7715. 0 play WDT
7716. 2 play W
7717. 1 play R8
7718. 0 play W
7719. 2 play WPU
7720. 1 play R1
7721. 0 play W
7722. 2 play WDT
7723. 1 play RPT
7724. 0 play WDT
7725. 2 play W+4
7726. 1 play RPT
7727. 0 play W
7728. 2 play W
7729. 1 play R4
7730. 0 play WDT
7731. 2 play WDT
7732. 1 play R5
7733. 0 play W
7734. 2 play WPU
7735. 1 play R4
7736. 0 take
7737. 2 play WPU
7738. 1 play W+4
7739. 0 play R9
7740. 2 play W+4
7741. 1 play W+4
7742. 0 play R4
7743. 2 play W+4
7744. 1 play RPT
7745. 0 play RPT
7746. 2 take
7747. 1 play R0
7748. 0 play WDT blue 1,2
7749. 2 play B+2
7750. 0 play R+2
7751. 1 play G+2
7752. 2 play G+2
7753. 0 play G3
7754. 2 play W+4 yellow
7755. 1 challenge
7756. 1 play Y6
7757. 0 play W blue
7758. 2 play BS
7759. 0 play B1
7760. 2 play WPU
7761. 1 play R5
7762. 0 play R1
7763. 2 play RPT
7764. 1 play R1
7765. 0 play WDT
7766. 2 play W+4
7767. 1 play R+2
7768. 0 play R2
7769. 2 play W+4
7770. 1 play RS
7771. 0 play R7
7772. 2 play RPT
7773. 1 play RS
7774. 0 play R9
7775. 2 play W+4
7776. 1 play WPU
7777. 0 play WDT
7778. 2 play R6
7779. 1 play WPU
7780. 0 play R6
7781. 2 play R4
7782. 1 play W
7783. 0 play W+4
7784. 2 play RR
7785. 1 play WPU
7786. 0 play R4
7787. 2 play R9
7788. 1 play WDT
7789. 0 play R2
7790. 2 play W
7791. 1 play WDT
7792. 0 play RPT
7793. 2 play W
7794. 1 play W+4
7795. 0 play W
7796. 2 play WDT
7797. 1 play W
7798. 0 play W+4
7799. 2 play W
7800. 1 take
7801. 0 play R3
7802. 1 play R3
7803. 0 play Y3
7804. 2 play B3
7805. 1 play W green
7806. 0 play G7
7807. 2 play G1
7808. 1 play W+4 blue
7809. 0 accept
7810. 2 play B4
7811. 1 play W red
7812. 0 play R5
7813. 1 play R5
7814. 0 play B5
7815. 2 play B3
7816. 1 play WPU
7817. 0 play W
7818. 2 play W+4
7819. 1 play RPT
7820. 0 play W
7821. 2 take
7822. 1 play W green
7823. 0 play W red
7824. 2 play RPT
7825. 0 point 1
7826. 2 point 0
7827. 1 point 2
7828. 1 play WPU
7829. 0 play RPT
7830. 2 play W
7831. 1 play R7
7832. 0 play R8
7833. 2 play W+4
7834. 1 play R6
7835. 0 play WPU
7836. 2 play R3
7837. 1 play W
7838. 0 play W+4
7839. 2 play W
7840. 1 play R2
7841. 0 play R7
7842. 2 take
7843. 1 play WDT yellow 0,2
7844. 0 play YS
7845. 1 play Y+2
7846. 2 play WPU
7847. 1 play W+4
7848. 0 play RR
7849. 2 play R8
7850. 1 play R1
7851. 0 play WDT
7852. 2 play R3
7853. 1 play R2
7854. 0 play WDT
7855. 2 play R7
7856. 1 play R1
7857. 0 play R5
7858. 2 play W
7859. 1 play RPT
7860. 0 play R8
7861. 2 play RPT
7862. 1 play WDT
7863. 0 play W
7864. 2 play R6
7865. 1 play R9
7866. 0 play R0
7867. 2 play R7
7868. 1 play WDT
7869. 0 play WDT
7870. 2 play R3
7871. 1 play R6
7872. 0 play WPU
7873. 2 play W+4
7874. 1 play W
7875. 0 play W
7876. 2 play W
7877. 1 play RS
7878. 0 play WPU
7879. 2 play W+4
7880. 1 play RPT
7881. 0 play WDT
7882. 2 play R2
7883. 1 play W
7884. 0 play WDT
7885. 2 play W
7886. 1 play W+4
7887. 0 play W
7888. 2 take
7889. 1 play RR
7890. 2 play R8
7891. 2 play R8
7892. 0 play Y8
7893. 1 play YPT
7894. 2 point 0
7895. 1 point 2
7896. 0 point 1
7897. 2 play BPT
7898. 1 point 0
7899. 0 point 1
7900. 2 point 1
7901. 0 play B5
7902. 1 play W+4 red
7903. 2 challenge
7904. 2 play WPU
7905. 0 play B8
7906. 1 play B3
7907. 2 play WPU
7908. 0 play B1
7909. 1 play WDT
7910. 2 play W+4
7911. 0 play W
7912. 1 play B+2
7913. 2 play B4
7914. 0 play W+4
7915. 1 play WPU
7916. 2 play B2
7917. 0 play WPU
7918. 1 play W
7919. 2 play B9
7920. 0 play W
7921. 1 play W+4
7922. 2 play BR
7923. 0 play B9
7924. 1 play WPU
7925. 2 play WDT
7926. 0 play B7
7927. 1 play WDT
7928. 2 play W+4
7929. 0 play B2
7930. 1 play BPT
7931. 2 play B0
7932. 0 play B8
7933. 1 play BPT
7934. 2 play W
7935. 0 play W+4
7936. 1 play W
7937. 2 play B4
7938. 0 play W
7939. 1 play W+4
7940. 2 play B7
7941. 0 play WPU
7942. 1 play W+4
7943. 2 play W
7944. 0 play WPU
7945. 1 play W+4
7946. 2 play WDT
7947. 0 play BS
7948. 1 play W+4
7949. 2 play BR
7950. 0 play WDT
7951. 1 take
7952. 2 play W yellow
7953. 0 play YS
7954. 2 play Y6
7955. 0 play Y4
7956. 1 play Y9
7957. 1 play Y9
7958. 2 play WDT green 1,2
7959. 0 play G4
7960. 1 play W+4 yellow
7961. 2 challenge
7962. 2 play W+4 red
7963. 0 challenge
7964. 0 play WPU
7965. 1 play W
7966. 2 play Y9
7967. 0 play Y3
7968. 1 play Y2
7969. 2 play Y6
7970. 0 play WPU
7971. 1 play Y3
7972. 2 play W+4
7973. 0 play WDT
7974. 1 play Y8
7975. 2 play Y7
7976. 0 play W
7977. 1 play Y+2
7978. 2 play W+4
7979. 0 play Y1
7980. 1 play Y5
7981. 2 play WDT
7982. 0 take
7983. 1 play W blue
7984. 2 play WDT yellow 0,1
7985. 0 play Y6
7986. 1 play Y1
7987. 2 play R1
7988. 0 play WPU
7989. 1 play YS
7990. 2 play WDT
7991. 0 play W+4
7992. 1 play Y6
7993. 2 play WPU
7994. 0 play Y5
7995. 1 play W+4
7996. 2 play WPU
7997. 0 play Y+2
7998. 1 play W
7999. 2 play W
8000. 0 play W
8001. 1 play Y0
8002. 2 play W
8003. 0 play Y1
8004. 1 play Y2
8005. 2 play W
8006. 0 play Y2
8007. 1 play W
8008. 2 play WDT
8009. 0 play Y9
8010. 1 play Y4
8011. 2 play W
8012. 0 play W+4
8013. 1 play Y5
8014. 2 play WDT
8015. 0 play Y8
8016. 1 play Y7
8017. 2 play W
8018. 0 play Y8
8019. 1 play YR
8020. 2 play W
8021. 0 play Y3
8022. 1 play W
8023. 2 take
8024. 0 play Y7
8025. 1 play G7
8026. 2 play Y7
8027. 0 play G7
8028. 1 play G6
8029. 2 play W green
8030. 0 play G3
8031. 1 play WDT yellow 0,2
8032. 2 play WPU
8033. 0 play W
8034. 1 play YPT
8035. 2 play Y+2
8036. 0 play WDT
8037. 1 play YR
8038. 2 play YPT
8039. 0 play WDT
8040. 1 play YPT
8041. 2 play Y4
8042. 0 play Y3
8043. 1 play WPU
8044. 2 play W
8045. 0 take
8046. 1 play WPU
8047. 2 play RPT
8048. 0 play WPU
8049. 1 play R9
8050. 2 play R9
8051. 0 play WDT
8052. 1 play R8
8053. 2 play R2
8054. 0 play W
8055. 1 play W
8056. 2 play R2
8057. 0 play W
8058. 1 play W+4
8059. 2 play RS
8060. 0 play WDT
8061. 1 play RS
8062. 2 play R5
8063. 0 play W
8064. 1 play W+4
8065. 2 play R6
8066. 0 take
8067. 1 play W yellow
8068. 2 play Y2
8069. 0 play W+4 green
8070. 1 accept
8071. 2 play W+4 blue
8072. 0 challenge
8073. 0 play W red
8074. 1 play W red
8075. 2 play R0
8076. 0 play R8
8077. 1 play R+2
8078. 0 play RS
8079. 2 play RR
8080. 1 play BR
8081. 2 play B1
8082. 0 play B6
8083. 1 play B1
8084. 2 play B5
8085. 0 play W green
8086. 1 play WDT yellow 1,2
8087. 2 play W green
8088. 0 play GS
8089. 2 play GPT
8090. 2 point 1
8091. 1 point 2
8092. 0 point 2
8093. 0 play GR
8094. 2 play WPU
8095. 1 play G+2
8096. 0 play G9
8097. 2 play GS
8098. 1 play G4
8099. 0 play G2
8100. 2 play G7
8101. 1 play WDT
8102. 0 play WPU
8103. 2 play G4
8104. 1 play WPU
8105. 0 play W
8106. 2 play W
8107. 1 play W+4
8108. 0 play G5
8109. 2 play WDT
8110. 1 play G+2
8111. 0 play G2
8112. 2 play WPU
8113. 1 play WDT
8114. 0 play GR
8115. 2 play G3
8116. 1 play WDT
8117. 0 play WDT
8118. 2 play W
8119. 1 play WDT
8120. 0 play G9
8121. 2 play W+4
8122. 1 play G8
8123. 0 play G6
8124. 2 play W+4
8125. 1 play WDT
8126. 0 play W+4
8127. 2 play W
8128. 1 play W+4
8129. 0 play G8
8130. 2 play W
8131. 1 play G1
8132. 0 play G5
8133. 2 play W
8134. 1 play G1
8135. 0 play G0
8136. 2 play W
8137. 1 play W+4
8138. 0 play GPT
8139. 2 play W
8140. 1 play W+4
8141. 0 play GPT
8142. 2 play WDT
8143. 1 play W+4
8144. 0 play WDT
8145. 2 play WDT
8146. 1 play WPU
8147. 0 play WPU
8148. 2 take
8149. 1 play WPU
8150. 0 play Y+2
8151. 2 play W
8152. 1 play YPT
8153. 0 play W
8154. 2 play WDT
8155. 1 play WPU
8156. 0 play WDT
8157. 2 play W
8158. 1 play WPU
8159. 0 play Y2
8160. 2 play W+4
8161. 1 play WPU
8162. 0 play Y3
8163. 2 play Y1
8164. 1 take
8165. 0 play Y9
8166. 2 play Y1
8167. 1 play WDT blue 0,2
8168. 0 play W yellow
8169. 2 play YS
8170. 0 play Y+2
8171. 1 play Y3
8172. 0 draw
8173. 0 play WPU
8174. 2 play Y4
8175. 1 play Y+2
8176. 0 play YR
8177. 2 play W+4
8178. 1 play Y7
8179. 0 play YPT
8180. 2 play Y0
8181. 1 play Y1
8182. 0 play YPT
8183. 2 play Y3
8184. 1 play WDT
8185. 0 play W+4
8186. 2 play WPU
8187. 1 play WPU
8188. 0 play Y4
8189. 2 play YS
8190. 1 play W+4
8191. 0 play YPT
8192. 2 play Y8
8193. 1 play W
8194. 0 take
8195. 2 play Y7
8196. 1 play B7
8197. 0 play WPU
8198. 2 play B6
8199. 1 play B+2
8200. 0 play WPU
8201. 2 play WDT
8202. 1 play B2
8203. 0 play W+4
8204. 2 play B+2
8205. 1 play BPT
8206. 0 play W
8207. 2 play W+4
8208. 1 play W
8209. 0 play WDT
8210. 2 play BPT
8211. 1 play BS
8212. 0 play W+4
8213. 2 play WDT
8214. 1 play B0
8215. 0 play W+4
8216. 2 play WDT
8217. 1 play B5
8218. 0 take
8219. 2 play WPU
8220. 1 play W
8221. 0 play Y8
8222. 2 play WPU
8223. 1 play YPT
8224. 0 play W+4
8225. 2 play Y5
8226. 1 play WPU
8227. 0 play WDT
8228. 2 play WDT
8229. 1 play WPU
8230. 0 play YR
8231. 2 play Y2
8232. 1 play W
8233. 0 play Y1
8234. 2 play WPU
8235. 1 play Y2
8236. 0 play WPU
8237. 2 play Y6
8238. 1 play WPU
8239. 0 play YS
8240. 2 play Y5
8241. 1 take
8242. 0 play YPT
8243. 0 point 2
8244. 2 point 1
8245. 1 point 0
8246. 2 play GPT
8247. 0 point 2
8248. 2 point 1
8249. 1 point 2
8250. 1 play YPT
8251. 2 point 1
8252. 0 point 1
8253. 1 point 0
8254. 0 play Y9
8255. 2 play YR
8256. 0 draw
8257. 0 play WPU
8258. 1 play W
8259. 2 play G9
8260. 0 play WDT
8261. 1 play W
8262. 2 play WPU
8263. 0 play WDT
8264. 1 play W+4
8265. 2 play G+2
8266. 0 play WDT
8267. 1 play WDT
8268. 2 play G2
8269. 0 play WDT
8270. 1 play WPU
8271. 2 play G6
8272. 0 play WDT
8273. 1 play WDT
8274. 2 play GS
8275. 0 play G7
8276. 1 play WPU
8277. 2 play G1
8278. 0 play W+4
8279. 1 play WPU
8280. 2 play W+4
8281. 0 play GPT
8282. 1 play WPU
8283. 2 play W
8284. 0 play GR
8285. 1 play WPU
8286. 2 play W+4
8287. 0 play W+4
8288. 1 play WPU
8289. 2 play G6
8290. 0 play W+4
8291. 1 take
8292. 2 play G9
8293. 0 play W red
8294. 1 play RS
8295. 0 play R6
8296. 1 play G6
8297. 2 play WDT blue 0,1
8298. 0 play BR
8299. 2 play BS
8300. 0 play BPT
8301. 2 point 1
8302. 1 point 2
8303. 0 point 1
8304. 2 play GPT
8305. 2 point 1
8306. 0 point 2
8307. 1 point 2
8308. 1 play RPT
8309. 0 point 1
8310. 2 point 1
8311. 1 point 2
8312. 0 play BPT
8313. 1 point 2
8314. 2 point 1
8315. 0 point 1
8316. 2 play B5
8317. 1 play Y5
8318. 0 play Y4
8319. 2 play Y8
8320. 1 play B8
8321. 0 draw
8322. 0 play B1
8323. 2 play W+4 green
8324. 1 challenge
8325. 1 play G9
8326. 0 draw
8327. 2 play W+4 yellow
8328. 1 challenge
8329. 1 play YS
8330. 2 play WPU
8331. 1 play B2
8332. 0 play B2
8333. 2 play BPT
8334. 1 play W
8335. 0 play B0
8336. 2 play W
8337. 1 play WDT
8338. 0 play B+2
8339. 2 play WPU
8340. 1 play WPU
8341. 0 play W
8342. 2 play B5
8343. 1 play WPU
8344. 0 play B+2
8345. 2 play WDT
8346. 1 play BPT
8347. 0 play B6
8348. 2 play W+4
8349. 1 play B4
8350. 0 play B5
8351. 2 play W
8352. 1 play B8
8353. 0 play BS
8354. 2 play BPT
8355. 1 play B3
8356. 0 take
8357. 2 play BR
8358. 0 play WDT green 0,2
8359. 1 play GR
8360. 0 play WPU
8361. 2 play W+4
8362. 1 play BR
8363. 0 play WDT
8364. 2 play W+4
8365. 1 play B1
8366. 0 play B2
8367. 2 play W+4
8368. 1 play W
8369. 0 play WPU
8370. 2 play WDT
8371. 1 play W
8372. 0 play W+4
8373. 2 play WDT
8374. 1 play W
8375. 0 play W
8376. 2 play W
8377. 1 play B9
8378. 0 play B+2
8379. 2 play W
8380. 1 play B3
8381. 0 play BS
8382. 2 play W
8383. 1 play WDT
8384. 0 play B3
8385. 2 play WDT
8386. 1 play B4
8387. 0 play B5
8388. 2 play W
8389. 1 play WPU
8390. 0 play BPT
8391. 2 play W
8392. 1 play B7
8393. 0 play B6
8394. 2 play W
8395. 1 play WDT
8396. 0 play BPT
8397. 2 play W
8398. 1 play B9
8399. 0 play B0
8400. 2 take
8401. 1 play WPU
8402. 0 play W
8403. 2 play W+4
8404. 1 play W+4
8405. 0 play WPU
8406. 2 play G2
8407. 1 play G+2
8408. 0 play WPU
8409. 2 play G+2
8410. 1 play G2
8411. 0 play W
8412. 2 play WPU
8413. 1 play W+4
8414. 0 play W
8415. 2 play WPU
8416. 1 play GS
8417. 0 take
8418. 2 play G5
8419. 1 play GS
8420. 2 play GR
8421. 0 play G2
8422. 1 play W red
8423. 2 play WDT yellow 0,1
8424. 0 play Y0
8425. 1 play Y2
8426. 2 play Y6
8427. 0 play W yellow
8428. 1 play Y2
8429. 2 play WDT yellow 0,2
8430. 0 play YPT
8431. 2 point 0
8432. 1 point 2
8433. 0 point 2
8434. 1 play Y1
8435. 2 play WDT green 1,2
8436. 0 draw
8437. 1 play G7
8438. 2 play G4
8439. 0 play G2
8440. 1 play WPU
8441. 2 play WPU
8442. 0 play YPT
8443. 1 play Y1
8444. 2 play W
8445. 0 play Y3
8446. 1 play Y3
8447. 2 play YPT
8448. 0 play W+4
8449. 1 play W+4
8450. 2 play W
8451. 0 play Y+2
8452. 1 play Y6
8453. 2 play WDT
8454. 0 play Y7
8455. 1 play Y8
8456. 2 play Y9
8457. 0 play WPU
8458. 1 play Y+2
8459. 2 play W
8460. 0 play Y4
8461. 1 play WDT
8462. 2 play WDT
8463. 0 play W
8464. 1 play W+4
8465. 2 play YPT
8466. 0 play Y8
8467. 1 play WDT
8468. 2 play W+4
8469. 0 play Y7
8470. 1 play Y5
8471. 2 play W
8472. 0 play W+4
8473. 1 play WPU
8474. 2 play W
8475. 0 play W
8476. 1 play WPU
8477. 2 play WDT
8478. 0 play W+4
8479. 1 play YS
8480. 2 play W+4
8481. 0 play W
8482. 1 play W+4
8483. 2 play W
8484. 0 play WPU
8485. 1 play YR
8486. 2 play W+4
8487. 0 play WPU
8488. 1 play WDT
8489. 2 play W
8490. 0 play WPU
8491. 1 play WDT
8492. 2 play W
8493. 0 take
8494. 1 draw
8495. 2 play W yellow
8496. 0 play WPU
8497. 1 play R0
8498. 2 play R7
8499. 0 play RPT
8500. 1 play R8
8501. 2 play R6
8502. 0 play W
8503. 1 play W+4
8504. 2 play R+2
8505. 0 play RR
8506. 1 play R+2
8507. 2 play RPT
8508. 0 play WDT
8509. 1 play R4
8510. 2 play W
8511. 0 play RS
8512. 1 play RR
8513. 2 play R8
8514. 0 play WDT
8515. 1 play R4
8516. 2 play R5
8517. 0 play W+4
8518. 1 take
8519. 2 play R1
8520. 0 play WDT green 0,2
8521. 1 play WDT blue 1,2
8522. 2 play B6
8523. 0 play Y6
8524. 1 play WPU
8525. 2 play B7
8526. 0 play BPT
8527. 1 play W
8528. 2 play B9
8529. 0 play BPT
8530. 1 play B6
8531. 2 play B2
8532. 0 play B4
8533. 1 play B8
8534. 2 play B3
8535. 0 play W+4
8536. 1 play W+4
8537. 2 play BR
8538. 0 play B+2
8539. 1 play W
8540. 2 play BPT
8541. 0 play WDT
8542. 1 play WDT
8543. 2 play B5
8544. 0 play W
8545. 1 play W+4
8546. 2 play BPT
8547. 0 play W
8548. 1 take
8549. 2 play BS
8550. 1 play B+2
8551. 0 play W+4 red
8552. 1 challenge
8553. 1 play W blue
8554. 2 play W yellow
8555. 0 play Y4
8556. 1 play R4
8557. 2 play R7
8558. 0 play W yellow
8559. 1 play WDT green 0,1
8560. 2 play G8
8561. 0 play WPU
8562. 1 play WDT
8563. 2 play WDT
8564. 0 play YS
8565. 1 play W+4
8566. 2 play Y5
8567. 0 play W
8568. 1 play W+4
8569. 2 take
8570. 0 play Y7
8571. 1 play B7
8572. 2 play W+4 green
8573. 0 challenge
8574. 0 play WDT green 0,1
8575. 1 play G6
8576. 2 play G8
8577. 0 play WDT yellow 1,2
8578. 1 play W+4 red
8579. 2 accept
8580. 0 play WPU
8581. 1 play G6
8582. 2 play G0
8583. 0 play GS
8584. 1 play G5
8585. 2 play GPT
8586. 0 play WPU
8587. 1 play W
8588. 2 play WDT
8589. 0 play WDT
8590. 1 play G1
8591. 2 play WDT
8592. 0 play G+2
8593. 1 play W
8594. 2 play G5
8595. 0 play G+2
8596. 1 play W
8597. 2 play WDT
8598. 0 play W
8599. 1 play GPT
8600. 2 play G9
8601. 0 play GPT
8602. 1 play W
8603. 2 play W
8604. 0 play WPU
8605. 1 take
8606. 2 play G2
8607. 0 play W+4 blue
8608. 1 accept
8609. 2 play B6
8610. 0 play B8
8611. 1 play B5
8612. 2 play Y5
8613. 0 play Y+2
8614. 2 play W+4 green
8615. 0 challenge
8616. 0 play W+4 red
8617. 1 accept
8618. 2 play W red
8619. 0 play WPU
8620. 1 play RS
8621. 2 play W
8622. 0 play W+4
8623. 1 play W+4
8624. 2 play RPT
8625. 0 play WPU
8626. 1 play R4
8627. 2 play WDT
8628. 0 play W+4
8629. 1 play R6
8630. 2 play WDT
8631. 0 play R2
8632. 1 play RPT
8633. 2 play WPU
8634. 0 play R9
8635. 1 play R7
8636. 2 play RPT
8637. 0 play R5
8638. 1 play R5
8639. 2 play W+4
8640. 0 play RS
8641. 1 play R8
8642. 2 play R3
8643. 0 play R9
8644. 1 play RPT
8645. 2 play R3
8646. 0 play R2
8647. 1 play WPU
8648. 2 play WPU
8649. 0 play W+4
8650. 1 play R0
8651. 2 play WPU
8652. 0 play W
8653. 1 play RR
8654. 2 play WPU
8655. 0 play W
8656. 1 play R8
8657. 2 take
8658. 0 draw
8659. 1 play R+2
8660. 0 play Y+2
8661. 2 play Y7
8662. 0 play Y7
8663. 1 play WPU
8664. 2 play Y6
8665. 0 play Y8
8666. 1 play W
8667. 2 play WPU
8668. 0 play W
8669. 1 play WDT
8670. 2 play Y0
8671. 0 play Y4
8672. 1 play Y6
8673. 2 play WDT
8674. 0 play YPT
8675. 1 play Y5
8676. 2 play WPU
8677. 0 play W+4
8678. 1 play YS
8679. 2 play WPU
8680. 0 play W
8681. 1 play WPU
8682. 2 play YPT
8683. 0 play YR
8684. 1 play WDT
8685. 2 play YS
8686. 0 play YR
8687. 1 play WPU
8688. 2 play Y1
8689. 0 play Y3
8690. 1 play WDT
8691. 2 play W+4
8692. 0 play Y5
8693. 1 play WDT
8694. 2 play WPU
8695. 0 play YPT
8696. 1 play Y2
8697. 2 play WPU
8698. 0 play W+4
8699. 1 play WDT
8700. 2 play W
8701. 0 play Y8
8702. 1 play WPU
8703. 2 play W+4
8704. 0 play Y1
8705. 1 play WPU
8706. 2 play WDT
8707. 0 play W
8708. 1 play Y2
8709. 2 play WDT
8710. 0 play Y9
8711. 1 play W
8712. 2 play WPU
8713. 0 play Y9
8714. 1 play WDT
8715. 2 play W
8716. 0 play YPT
8717. 1 play WDT
8718. 2 play W
8719. 0 play Y3
8720. 1 play W
8721. 2 play W
8722. 0 take
8723. 1 play W yellow
8724. 2 play W+4 green
8725. 0 challenge
8726. 1 play G8
8727. 2 play W+4 green
8728. 0 challenge
8729. 0 play G6
8730. 1 play G1
8731. 2 play G7
8732. 0 play W green
8733. 1 play G5
8734. 2 play G4
8735. 0 play WPU
8736. 1 play WPU
8737. 2 play Y7
8738. 0 play YPT
8739. 1 play Y7
8740. 2 play W+4
8741. 0 play Y6
8742. 1 play W
8743. 2 play W+4
8744. 0 play W+4
8745. 1 play W
8746. 2 take
8747. 0 play Y3
8748. 1 play B3
8749. 2 play W+4 yellow
8750. 0 accept
8751. 1 draw
8752. 1 play Y3
8753. 2 play Y7
8754. 0 play Y5
8755. 1 play W+4 green
8756. 2 accept
8757. 0 play WDT blue 1,2
8758. 1 play WPU
8759. 2 play GPT
8760. 0 play W+4
8761. 1 play GR
8762. 2 play G8
8763. 0 play W+4
8764. 1 play GPT
8765. 2 play W
8766. 0 play WPU
8767. 1 play G6
8768. 2 play G3
8769. 0 play WPU
8770. 1 play GS
8771. 2 play G9
8772. 0 play W+4
8773. 1 play G5
8774. 2 play G3
8775. 0 play W
8776. 1 play GPT
8777. 2 play G8
8778. 0 play W
8779. 1 play GS
8780. 2 play G1
8781. 0 play WDT
8782. 1 play G+2
8783. 2 play G2
8784. 0 play W
8785. 1 play G4
8786. 2 play WPU
8787. 0 play W
8788. 1 play G5
8789. 2 play GR
8790. 0 play WDT
8791. 1 play G0
8792. 2 play G7
8793. 0 play WDT
8794. 1 play G+2
8795. 2 play G7
8796. 0 play WDT
8797. 1 play GPT
8798. 2 play W+4
8799. 0 play WDT
8800. 1 play W
8801. 2 play W+4
8802. 0 play W+4
8803. 1 play G6
8804. 2 play G1
8805. 0 play W
8806. 1 play G9
8807. 2 play G2
8808. 0 play WDT
8809. 1 take
8810. 2 play W+4 blue
8811. 0 accept
8812. 1 play WDT yellow 0,1
8813. 2 play Y6
8814. 0 play Y6
8815. 1 play R6
8816. 2 play R3
8817. 0 play Y3
8818. 1 play WPU
8819. 2 play Y7
8820. 0 play Y0
8821. 1 play WPU
8822. 2 play Y+2
8823. 0 play YR
8824. 1 play WDT
8825. 2 play W
8826. 0 play YS
8827. 1 play WPU
8828. 2 play YPT
8829. 0 play WDT
8830. 1 play W
8831. 2 play W
8832. 0 play W+4
8833. 1 play W+4
8834. 2 take
8835. 0 play Y9
8836. 0 play Y9
8837. 1 play W+4 red
8838. 2 challenge
8839. 2 play RS
8840. 1 play W+4 blue
8841. 2 challenge
8842. 2 play B+2
8843. 1 play BS
8844. 0 play RS
8845. 2 play R6
8846. 0 play W blue
8847. 1 play BR
8848. 0 play B2
8849. 2 play B6
8850. 1 play W blue
8851. 0 play WDT blue 1,2
8852. 2 play WDT green 1,2
8853. 1 play GPT
8854. 2 point 1
8855. 1 point 2
8856. 0 point 1
8857. 0 play W green
8858. 2 play WPU
8859. 1 play R+2
8860. 0 play WDT
8861. 2 play WPU
8862. 1 play RR
8863. 0 play W+4
8864. 2 play W
8865. 1 play WPU
8866. 0 play WPU
8867. 2 play R0
8868. 1 play R+2
8869. 0 play W
8870. 2 play RPT
8871. 1 play R6
8872. 0 play WDT
8873. 2 play RS
8874. 1 play W+4
8875. 0 play R3
8876. 2 play W
8877. 1 play WDT
8878. 0 play W
8879. 2 play R9
8880. 1 play WDT
8881. 0 play W
8882. 2 play RR
8883. 1 play W
8884. 0 play WPU
8885. 2 play R8
8886. 1 play WDT
8887. 0 play WPU
8888. 2 play R9
8889. 1 play W
8890. 0 play W
8891. 2 play R7
8892. 1 play WDT
8893. 0 play WDT
8894. 2 play R4
8895. 1 play W
8896. 0 play R1
8897. 2 play R5
8898. 1 play W+4
8899. 0 play R1
8900. 2 play W
8901. 1 play W+4
8902. 0 play WDT
8903. 2 play RPT
8904. 1 play W
8905. 0 play WDT
8906. 2 play R2
8907. 1 play W+4
8908. 0 play W+4
8909. 2 play R3
8910. 1 play W
8911. 0 play W
8912. 2 play R2
8913. 1 play W
8914. 0 play WPU
8915. 2 play RPT
8916. 1 take
8917. 0 draw
8918. 0 play W yellow
8919. 2 play Y7
8920. 1 play Y9
8921. 0 play YPT
8922. 2 point 1
8923. 1 point 2
8924. 0 point 2
8925. 2 play YPT
8926. 1 point 2
8927. 2 point 0
8928. 0 point 1
8929. 1 play W+4 blue
8930. 0 accept
8931. 2 play BS
8932. 0 play B5
8933. 2 play B9
8934. 1 play B6
8935. 0 play B5
8936. 2 play B0
8937. 1 play B9
8938. 0 play WPU
8939. 2 play YS
8940. 1 play WPU
8941. 0 play Y9
8942. 2 play WDT
8943. 1 play WDT
8944. 0 play Y2
8945. 2 play Y3
8946. 1 play WDT
8947. 0 play Y7
8948. 2 play Y+2
8949. 1 play Y3
8950. 0 play Y+2
8951. 2 play W+4
8952. 1 play W
8953. 0 play Y4
8954. 2 play Y0
8955. 1 play W
8956. 0 play YPT
8957. 2 play WDT
8958. 1 play WDT
8959. 0 play W+4
8960. 2 play YR
8961. 1 play Y6
8962. 0 play WPU
8963. 2 play W+4
8964. 1 play W
8965. 0 play W+4
8966. 2 play W+4
8967. 1 play Y9
8968. 0 play W+4
8969. 2 take
8970. 1 play WDT green 0,2
8971. 0 play W yellow
8972. 2 play Y4
8973. 1 play R4
8974. 0 play Y4
8975. 2 play YPT
8976. 1 point 2
8977. 2 point 1
8978. 0 point 1
8979. 1 play GPT
8980. 0 point 1
8981. 1 point 2
8982. 2 point 0
8983. 0 play YPT
8984. 0 point 1
8985. 2 point 0
8986. 1 point 0
8987. 2 play WPU
8988. 1 play B3
8989. 0 play WDT
8990. 2 play WPU
8991. 1 play B1
8992. 0 play WPU
8993. 2 play BR
8994. 1 play BR
8995. 0 play B6
8996. 2 play W+4
8997. 1 play BS
8998. 0 play WPU
8999. 2 play B7
9000. 1 play B4
9001. 0 play WPU
9002. 2 play W
9003. 1 play B9
9004. 0 play WPU
9005. 2 play WDT
9006. 1 play B8
9007. 0 take
9008. 2 play W+4 green
9009. 1 challenge
9010. 1 play WDT blue 0,1
9011. 0 play B1
9012. 2 play B3
9013. 1 play B2
9014. 0 play B6
9015. 2 play Y6
9016. 1 play WPU
9017. 0 play BR
9018. 2 play B1
9019. 1 play W
9020. 0 play B4
9021. 2 play B+2
9022. 1 play W
9023. 0 play B7
9024. 2 play WPU
9025. 1 play W+4
9026. 0 play WPU
9027. 2 play B+2
9028. 1 play B8
9029. 0 play B9
9030. 2 play B0
9031. 1 play BPT
9032. 0 play BS
9033. 2 play WDT
9034. 1 play B2
9035. 0 play B8
9036. 2 play WDT
9037. 1 play BPT
9038. 0 play B5
9039. 2 play WDT
9040. 1 play B6
9041. 0 play W+4
9042. 2 play B4
9043. 1 play WPU
9044. 0 play B3
9045. 2 play W
9046. 1 play W+4
9047. 0 play BR
9048. 2 play B7
9049. 1 play WPU
9050. 0 play WPU
9051. 2 play W+4
9052. 1 play BPT
9053. 0 play WDT
9054. 2 play WDT
9055. 1 play W+4
9056. 0 play WDT
9057. 2 play W
9058. 1 play W+4
9059. 0 play WPU
9060. 2 play W+4
9061. 1 play BPT
9062. 0 play WPU
9063. 2 play W+4
9064. 1 play WDT
9065. 0 play WPU
9066. 2 play W+4
9067. 1 play W
9068. 0 play W
9069. 2 play W+4
9070. 1 play WDT
9071. 0 play W
9072. 2 take
9073. 1 play WDT green 0,2
9074. 0 draw
9075. 2 play W+4 blue
9076. 1 challenge
9077. 1 play W+4 red
9078. 0 accept
9079. 2 play W red
9080. 1 play R5
9081. 0 play R4
9082. 2 play Y4
9083. 2 play Y4
9084. 1 play WPU
9085. 0 play WPU
9086. 2 play R4
9087. 1 play R3
9088. 0 play WDT
9089. 2 play R5
9090. 1 play R9
9091. 0 play W+4
9092. 2 play R7
9093. 1 play R7
9094. 0 take
9095. 2 play R8
9096. 1 play RS
9097. 2 play YS
9098. 0 play WDT green 1,2
9099. 2 play W+4 red
9100. 1 accept
9101. 0 play W+4 red
9102. 2 challenge
9103. 2 play WPU
9104. 1 play R6
9105. 0 play WPU
9106. 2 play W
9107. 1 play R1
9108. 0 play W+4
9109. 2 play W+4
9110. 1 play R8
9111. 0 play R3
9112. 2 play RS
9113. 1 play R5
9114. 0 play R7
9115. 2 play RPT
9116. 1 play R9
9117. 0 play WDT
9118. 2 play WDT
9119. 1 play R6
9120. 0 play R8
9121. 2 play W+4
9122. 1 play R2
9123. 0 play R7
9124. 2 play W
9125. 1 play W+4
9126. 0 play R5
9127. 2 play W
9128. 1 play RR
9129. 0 play R4
9130. 2 play W
9131. 1 play RS
9132. 0 play R9
9133. 2 play W+4
9134. 1 play R0
9135. 0 play R4
9136. 2 play W
9137. 1 play RPT
9138. 0 take
9139. 2 play W blue
9140. 1 play WPU
9141. 0 play B2
9142. 2 play B4
9143. 1 play WDT
9144. 0 play WPU
9145. 2 play B5
9146. 1 play WDT
9147. 0 play B1
9148. 2 play BS
9149. 1 play W
9150. 0 play B3
9151. 2 play B9
9152. 1 play W
9153. 0 play W+4
9154. 2 play B0
9155. 1 play W
9156. 0 play W+4
9157. 2 play B1
9158. 1 play W
9159. 0 play WDT
9160. 2 play WPU
9161. 1 play W
9162. 0 play W
9163. 2 play B6
9164. 1 play W
9165. 0 play BS
9166. 2 play B4
9167. 1 play W
9168. 0 play W+4
9169. 2 play WDT
9170. 1 play W
9171. 0 play W
9172. 2 play B7
9173. 1 play W
9174. 0 play WDT
9175. 2 play B7
9176. 1 play W
9177. 0 play W+4
9178. 2 play BPT
9179. 1 take
9180. 0 play W green
9181. 2 play WPU
9182. 1 play W
9183. 0 play W
9184. 2 play GPT
9185. 1 play G9
9186. 0 play GPT
9187. 2 play WDT
9188. 1 play G+2
9189. 0 play W+4
9190. 2 play WPU
9191. 1 play WPU
9192. 0 play W
9193. 2 play WDT
9194. 1 play GR
9195. 0 play W+4
9196. 2 play WPU
9197. 1 play G1
9198. 0 take
9199. 2 play WDT red 1,2
9200. 1 play WDT green 0,2
9201. 0 play GR
9202. 1 play G2
9203. 2 play B2
9204. 0 play W+4 red
9205. 1 accept
9206. 2 play WDT green 1,2
9207. 0 play W green
9208. 1 play G8
9209. 2 play WDT green 0,2
9210. 0 play WPU
9211. 1 play GS
9212. 2 play WDT
9213. 0 play G1
9214. 1 play W+4
9215. 2 play WDT
9216. 0 play W
9217. 1 play WPU
9218. 2 play WPU
9219. 0 play WDT
9220. 1 play G2
9221. 2 play WPU
9222. 0 play WDT
9223. 1 play WPU
9224. 2 play W+4
9225. 0 play G9
9226. 1 play G5
9227. 2 play W+4
9228. 0 play WPU
9229. 1 play W+4
9230. 2 play WPU
9231. 0 play WPU
9232. 1 play G3
9233. 2 play W+4
9234. 0 play G+2
9235. 1 play GS
9236. 2 play W+4
9237. 0 play WPU
9238. 1 play G5
9239. 2 play W+4
9240. 0 play W
9241. 1 play G0
9242. 2 play WPU
9243. 0 play GPT
9244. 1 play G4
9245. 2 play W+4
9246. 0 play GPT
9247. 1 play G8
9248. 2 play WPU
9249. 0 play W
9250. 1 play G6
9251. 2 take
9252. 0 play W+4 blue
9253. 1 accept
9254. 2 play WPU
9255. 0 take
9256. 1 play B7
9257. 2 play BR
9258. 1 play WDT green 0,2
9259. 0 play W green
9260. 2 play G5
9261. 1 play GR
9262. 2 play G4
9263. 0 play R4
9264. 0 play R4
9265. 1 play G4
9266. 2 play G1
9267. 0 play W+4 yellow
9268. 1 challenge
9269. 1 play WDT green 0,2
9270. 2 play WPU
9271. 0 play WDT
9272. 1 play B2
9273. 2 play B5
9274. 0 play B7
9275. 1 play B3
9276. 2 play W+4
9277. 0 play W+4
9278. 1 play W
9279. 2 play B+2
9280. 0 play WDT
9281. 1 play B9
9282. 2 play BR
9283. 0 take
9284. 1 play BPT
9285. 2 point 0
9286. 0 point 2
9287. 1 point 0
9288. 2 play BPT
9289. 2 point 1
9290. 1 point 0
9291. 0 point 2
9292. 0 play WDT red 1,2
9293. 1 play R3
9294. 2 play G3
9295. 0 play G1
9296. 1 play GR
9297. 0 play G4
9298. 2 play WPU
9299. 1 play B4
9300. 0 play WPU
9301. 2 play B3
9302. 1 play B7
9303. 0 play WDT
9304. 2 play W+4
9305. 1 play WPU
9306. 0 play W
9307. 2 play B9
9308. 1 play W
9309. 0 play BR
9310. 2 play WDT
9311. 1 play B6
9312. 0 play B5
9313. 2 play B8
9314. 1 play B2
9315. 0 play B+2
9316. 2 play B+2
9317. 1 play B5
9318. 0 play BR
9319. 2 play WDT
9320. 1 play W+4
9321. 0 play B3
9322. 2 play WDT
9323. 1 play WPU
9324. 0 play W+4
9325. 2 play WDT
9326. 1 play WDT
9327. 0 play B9
9328. 2 play B6
9329. 1 play W
9330. 0 play B2
9331. 2 play B8
9332. 1 play B0
9333. 0 play W+4
9334. 2 play W+4
9335. 1 play B4
9336. 0 play B7
9337. 2 play W+4
9338. 1 play BS
9339. 0 take
9340. 2 play W red
9341. 1 play W+4 red
9342. 0 challenge
9343. 0 play RPT
9344. 2 point 0
9345. 0 point 1
9346. 1 point 0
9347. 2 play W yellow
9348. 1 play Y4
9349. 0 play Y6
9350. 2 play G6
9351. 1 play G+2
9352. 2 play G3
9353. 1 play GR
9354. 2 play G8
9355. 0 play WDT yellow 0,2
9356. 1 play W blue
9357. 2 play BPT
9358. 0 point 2
9359. 1 point 0
9360. 2 point 0
9361. 0 play WDT blue 1,2
9362. 1 play B1
9363. 1 play B1
9364. 2 play W+4 yellow
9365. 0 challenge
9366. 0 play YS
9367. 2 play Y+2
9368. 1 play WDT yellow 1,2
9369. 2 play W+4 yellow
9370. 0 challenge
9371. 0 play YPT
9372. 2 point 1
9373. 1 point 2
9374. 0 point 1
9375. 1 play RPT
9376. 0 point 2
9377. 1 point 2
9378. 2 point 0
9379. 2 play BPT
9380. 2 point 1
9381. 1 point 2
9382. 0 point 1
9383. 0 play BR
9384. 2 play BPT
9385. 0 point 2
9386. 1 point 0
9387. 2 point 1
9388. 1 play RPT
9389. 1 point 2
9390. 2 point 0
9391. 0 point 1
9392. 0 play R9
9393. 2 play R4
9394. 1 play R1
9395. 0 play R8
9396. 2 play RPT
9397. 0 point 2
9398. 1 point 2
9399. 2 point 1
9400. 1 play R2
9401. 0 play W+4 green
9402. 2 accept
9403. 1 play WDT red 0,2
9404. 0 play RR
9405. 1 play RR
9406. 0 play R7
9407. 2 play R1
9408. 0 play R1
9409. 2 play R4
9410. 1 play R3
9411. 0 play W+4 green
9412. 2 accept
9413. 1 play G8
9414. 0 play G5
9415. 2 play G6
9416. 1 play W+4 blue
9417. 0 accept
9418. 2 play WDT green 1,2
9419. 1 play G3
9420. 0 play GR
9421. 1 play BR
9422. 0 play WPU
9423. 2 play GPT
9424. 1 play W+4
9425. 0 play G+2
9426. 2 play G+2
9427. 1 play G6
9428. 0 play W
9429. 2 play WDT
9430. 1 play WDT
9431. 0 play WDT
9432. 2 play GR
9433. 1 play G1
9434. 0 play W+4
9435. 2 play W+4
9436. 1 play WDT
9437. 0 play WDT
9438. 2 play GPT
9439. 1 play G8
9440. 0 play W
9441. 2 play WDT
9442. 1 play W
9443. 0 play WDT
9444. 2 play W+4
9445. 1 play G7
9446. 0 play G6
9447. 2 play GS
9448. 1 play GPT
9449. 0 play G8
9450. 2 play W
9451. 1 play G3
9452. 0 play W+4
9453. 2 play W+4
9454. 1 play W
9455. 0 play W+4
9456. 2 play G5
9457. 1 play G7
9458. 0 play WPU
9459. 2 play G2
9460. 1 play W
9461. 0 play WPU
9462. 2 play WPU
9463. 1 play GPT
9464. 0 play WDT
9465. 2 play GS
9466. 1 play G1
9467. 0 play W
9468. 2 play G9
9469. 1 play W
9470. 0 play W+4
9471. 2 play W
9472. 1 play WDT
9473. 0 play W+4
9474. 2 play G5
9475. 1 play G9
9476. 0 play W+4
9477. 2 play G2
9478. 1 play W
9479. 0 play W
9480. 2 play WPU
9481. 1 play W
9482. 0 play WDT
9483. 2 play WPU
9484. 1 play W
9485. 0 play WDT
9486. 2 play WPU
9487. 1 play W
9488. 0 play W+4
9489. 2 play G4
9490. 1 play W
9491. 0 take
9492. 2 play G4
9493. 0 play G4
9494. 2 play G0
9495. 1 draw
9496. 0 play GR
9497. 1 play BR
9498. 0 play B0
9499. 2 play Y0
9500. 1 play YPT
9501. 0 point 2
9502. 2 point 1
9503. 1 point 2
9504. 0 play Y2
9505. 2 play Y6
9506. 0 play Y6
9507. 2 play Y3
9508. 2 play Y3
9509. 1 play Y7
9510. 0 play Y5
9511. 2 play Y2
9512. 1 draw
9513. 0 play WDT yellow 0,1
9514. 2 play W green
9515. 1 play GR
9516. 2 play WPU
9517. 0 play Y1
9518. 1 take
9519. 2 play WPU
9520. 0 play WPU
9521. 1 play BS
9522. 2 play WDT
9523. 0 play B4
9524. 1 play B1
9525. 2 play WPU
9526. 0 play BPT
9527. 1 play BPT
9528. 2 play BPT
9529. 0 play B1
9530. 1 play BR
9531. 2 play BPT
9532. 0 play B6
9533. 1 take
9534. 2 play W+4 red
9535. 0 challenge
9536. 0 play R2
9537. 2 play R2
9538. 0 play WPU
9539. 1 play WDT
9540. 2 play G0
9541. 0 play GPT
9542. 1 play WPU
9543. 2 play WPU
9544. 0 play WPU
9545. 1 play WPU
9546. 2 play G4
9547. 0 play G8
9548. 1 take
9549. 2 play G4
9550. 0 play Y4
9551. 1 play WPU
9552. 2 play YR
9553. 0 play Y1
9554. 1 play WDT
9555. 2 play YPT
9556. 0 play YPT
9557. 1 play WPU
9558. 2 play YS
9559. 0 play Y8
9560. 1 play WPU
9561. 2 play Y4
9562. 0 play Y5
9563. 1 play WPU
9564. 2 play Y+2
9565. 0 play WDT
9566. 1 play Y0
9567. 2 play Y9
9568. 0 play WPU
9569. 1 play Y1
9570. 2 play YS
9571. 0 play W+4
9572. 1 take
9573. 2 play Y9
9574. 0 play Y8
9575. 1 play Y8
9576. 2 play R8
9577. 0 play WDT yellow 0,1
9578. 1 play Y4
9579. 2 play Y7
9580. 0 play W+4 blue
9581. 1 challenge
9582. 1 play WPU
9583. 2 play WPU
9584. 0 play W
9585. 1 play YS
9586. 2 play Y+2
9587. 0 play WPU
9588. 1 play YR
9589. 2 play YPT
9590. 0 play Y3
9591. 1 play Y5
9592. 2 play WPU
9593. 0 play WPU
9594. 1 play Y+2
9595. 2 take
9596. 0 play W+4 yellow
9597. 1 challenge
9598. 1 play Y1
9599. 2 play WPU
9600. 0 play WPU
9601. 1 play Y9
9602. 2 play Y+2
9603. 0 play Y7
9604. 1 play YS
9605. 2 play WPU
9606. 0 play W
9607. 1 play Y8
9608. 2 play W
9609. 0 play YPT
9610. 1 play Y0
9611. 2 play Y5
9612. 0 play WDT
9613. 1 play WDT
9614. 2 play YPT
9615. 0 play Y5
9616. 1 play W+4
9617. 2 play YR
9618. 0 play W
9619. 1 play Y1
9620. 2 play WPU
9621. 0 play WDT
9622. 1 play Y2
9623. 2 play Y+2
9624. 0 play W
9625. 1 play YPT
9626. 2 play Y3
9627. 0 play YR
9628. 1 play WPU
9629. 2 play Y3
9630. 0 play WDT
9631. 1 play WDT
9632. 2 play YS
9633. 0 play W+4
9634. 1 play WPU
9635. 2 play WPU
9636. 0 play WDT
9637. 1 play WPU
9638. 2 take
9639. 0 play WDT blue 0,2
9640. 1 play WDT blue 0,2
9641. 2 play W+4 blue
9642. 0 challenge
9643. 0 play WDT yellow 0,2
9644. 1 play Y6
9645. 2 play WDT green 0,2
9646. 0 play G8
9647. 1 draw
9648. 2 play Y8
9649. 0 draw
9650. 0 play WPU
9651. 1 play Y6
9652. 2 play WPU
9653. 0 play WDT
9654. 1 play YPT
9655. 2 play Y1
9656. 0 play Y8
9657. 1 play Y4
9658. 2 play WPU
9659. 0 play W
9660. 1 play WPU
9661. 2 play Y4
9662. 0 play W
9663. 1 play WPU
9664. 2 play Y0
9665. 0 play WDT
9666. 1 play Y2
9667. 2 play W+4
9668. 0 play Y9
9669. 1 take
9670. 2 play YPT
9671. 0 point 1
9672. 1 point 0
9673. 2 point 1
9674. 0 play W blue
9675. 1 play W+4 red
9676. 2 accept
9677. 0 play W yellow
9678. 1 play WDT yellow 0,2
9679. 2 play Y5
9680. 0 play R5
9681. 1 play W blue
9682. 2 play W+4 red
9683. 0 accept
9684. 1 play WDT red 0,1
9685. 2 play WDT green 0,1
9686. 0 play G2
9687. 1 play GPT
9688. 2 point 0
9689. 1 point 2
9690. 0 point 2
9691. 2 play W green
9692. 0 play WPU
9693. 1 play Y0
9694. 2 play YR
9695. 0 play W
9696. 1 play Y2
9697. 2 play Y2
9698. 0 play Y5
9699. 1 play Y8
9700. 2 play Y+2
9701. 0 play WDT
9702. 1 play WPU
9703. 2 play YPT
9704. 0 play W
9705. 1 play Y4
9706. 2 play Y8
9707. 0 play W+4
9708. 1 play Y1
9709. 2 play Y7
9710. 0 play WDT
9711. 1 play Y6
9712. 2 play YS
9713. 0 play W
9714. 1 play W
9715. 2 play WPU
9716. 0 play W
9717. 1 play Y4
9718. 2 play Y5
9719. 0 play W+4
9720. 1 play Y6
9721. 2 play YR
9722. 0 play W+4
9723. 1 play Y1
9724. 2 play W
9725. 0 play W+4
9726. 1 play Y9
9727. 2 play Y3
9728. 0 play W
9729. 1 play WPU
9730. 2 play YS
9731. 0 play W
9732. 1 play W+4
9733. 2 play Y+2
9734. 0 play W
9735. 1 play WPU
9736. 2 play YPT
9737. 0 play W+4
9738. 1 play WPU
9739. 2 play W
9740. 0 play W+4
9741. 1 play YPT
9742. 2 play WPU
9743. 0 play W
9744. 1 take
9745. 2 play Y9
9746. 0 play B9
9747. 1 play B6
9748. 2 play WPU
9749. 0 play GS
9750. 1 play G0
9751. 2 play W
9752. 0 play G3
9753. 1 play G8
9754. 2 play WPU
9755. 0 play GPT
9756. 1 play W+4
9757. 2 play G4
9758. 0 play G1
9759. 1 play GR
9760. 2 play WPU
9761. 0 play GPT
9762. 1 play G4
9763. 2 play W
9764. 0 play G1
9765. 1 play WPU
9766. 2 play W
9767. 0 play GPT
9768. 1 play WPU
9769. 2 play WDT
9770. 0 play W+4
9771. 1 play W+4
9772. 2 play GR
9773. 0 play G8
9774. 1 play W+4
9775. 2 play WDT
9776. 0 play G3
9777. 1 play W+4
9778. 2 play WPU
9779. 0 play G6
9780. 1 play W+4
9781. 2 play WDT
9782. 0 play G7
9783. 1 play WDT
9784. 2 play W
9785. 0 play GS
9786. 1 play W
9787. 2 play WPU
9788. 0 play G5
9789. 1 play WDT
9790. 2 play WDT
9791. 0 play G5
9792. 1 play W
9793. 2 play WDT
9794. 0 play W+4
9795. 1 play W+4
9796. 2 play WDT
9797. 0 play G9
9798. 1 play W+4
9799. 2 play WDT
9800. 0 play G6
9801. 1 play W
9802. 2 play WDT
9803. 0 play W+4
9804. 1 play WPU
9805. 2 take
9806. 0 play G9
9807. 2 play G9
9808. 0 play B9
9809. 1 play R9
9810. 2 play R7
9811. 0 play R8
9812. 1 play WPU
9813. 2 play WDT
9814. 0 play B8
9815. 1 play WPU
9816. 2 play WPU
9817. 0 play B+2
9818. 1 play BS
9819. 2 play W
9820. 0 play B4
9821. 1 play BPT
9822. 2 play WDT
9823. 0 play B2
9824. 1 play W
9825. 2 play WDT
9826. 0 play B7
9827. 1 play W
9828. 2 play WPU
9829. 0 play B3
9830. 1 play WPU
9831. 2 play W
9832. 0 play B2
9833. 1 play B4
9834. 2 play W+4
9835. 0 play B8
9836. 1 play W
9837. 2 play WDT
9838. 0 play W+4
9839. 1 play BR
9840. 2 play WDT
9841. 0 play B6
9842. 1 play B1
9843. 2 play W+4
9844. 0 play BR
9845. 1 play BPT
9846. 2 play W
9847. 0 play BS
9848. 1 play B1
9849. 2 play WPU
9850. 0 play B3
9851. 1 play B0
9852. 2 play WDT
9853. 0 play B7
9854. 1 play W
9855. 2 play W+4
9856. 0 play B+2
9857. 1 play W
9858. 2 play W+4
9859. 0 play B5
9860. 1 play W
9861. 2 play W+4
9862. 0 play B5
9863. 1 play W
9864. 2 play W
9865. 0 take
9866. 1 play BPT
9867. 2 point 1
9868. 0 point 2
9869. 1 point 2
9870. 2 play RPT
9871. 0 point 1
9872. 2 point 1
9873. 1 point 0
9874. 0 play RPT
9875. 0 point 2
9876. 2 point 0
9877. 1 point 2
9878. 1 play WDT yellow 0,2
9879. 2 play Y3
9880. 0 play WDT blue 0,1
9881. 1 play W blue
9882. 2 play WDT green 0,1
9883. 0 play G2
9884. 2 play G2
9885. 0 play W yellow
9886. 1 play Y5
9887. 2 play W blue
9888. 0 play B+2
9889. 2 play W red
9890. 0 play R6
9891. 1 play WPU
9892. 2 play GPT
9893. 0 play G+2
9894. 1 play GPT
9895. 2 play G9
9896. 0 play WDT
9897. 1 take
9898. 2 play G5
9899. 0 play G+2
9900. 2 play GR
9901. 1 play G9
9902. 0 play W+4 blue
9903. 2 challenge
9904. 2 play WDT green 0,2
9905. 1 play GPT
9906. 0 point 1
9907. 2 point 1
9908. 1 point 2
9909. 0 play W blue
9910. 2 play W+4 red
9911. 1 challenge
9912. 1 play R7
9913. 0 play R6
9914. 2 play R9
9915. 1 play B9
9916. 0 play B7
9917. 2 play WPU
9918. 1 play R6
9919. 0 play R7
9920. 2 play R3
9921. 1 play WDT
9922. 0 play RS
9923. 2 play WPU
9924. 1 play R+2
9925. 0 play RPT
9926. 2 play WDT
9927. 1 play R+2
9928. 0 play R9
9929. 2 play WPU
9930. 1 play W
9931. 0 play R8
9932. 2 play RPT
9933. 1 play R2
9934. 0 play R5
9935. 2 play RPT
9936. 1 play WDT
9937. 0 play R0
9938. 2 play RR
9939. 1 play W
9940. 0 play W+4
9941. 2 play R5
9942. 1 play R8
9943. 0 play W
9944. 2 play WPU
9945. 1 take
9946. 0 play WPU
9947. 2 play WPU
9948. 1 play WDT
9949. 0 play G7
9950. 2 play G8
9951. 1 play G5
9952. 0 play G2
9953. 2 play W
9954. 1 play GPT
9955. 0 play W
9956. 2 play G8
9957. 1 play G9
9958. 0 play W+4
9959. 2 play G7
9960. 1 play WPU
9961. 0 play WPU
9962. 2 play WDT
9963. 1 play W
9964. 0 play WDT
9965. 2 play WPU
9966. 1 play WDT
9967. 0 play WPU
9968. 2 play GR
9969. 1 play WDT
9970. 0 play W
9971. 2 play WDT
9972. 1 play W+4
9973. 0 play W
9974. 2 play G0
9975. 1 play WPU
9976. 0 play WDT
9977. 2 play W
9978. 1 play G+2
9979. 0 play W+4
9980. 2 play GS
9981. 1 play G2
9982. 0 play W+4
9983. 2 play G3
9984. 1 play WDT
9985. 0 play W+4
9986. 2 play G5
9987. 1 play W
9988. 0 play WDT
9989. 2 play G4
9990. 1 play WPU
9991. 0 play W
9992. 2 play GS
9993. 1 play W
9994. 0 play WPU
9995. 2 play GPT
9996. 1 take
9997. 0 play W+4 red
9998. 2 challenge
9999. 2 play R4
10000. 1 play RS
10001. 2 play W+4 green
10002. 1 accept
10003. 0 play W+4 yellow
10004. 2 accept
10005. 1 play W+4 red
10006. 0 accept
10007. 2 play W+4 blue
10008. 1 accept
10009. 0 play B2
10010. 0 play B2
10011. 2 play B7
10012. 1 play R7
10013. 0 play WPU
10014. 2 play W+4
10015. 1 play W+4
10016. 0 play B0
10017. 2 play W+4
10018. 1 play WDT
10019. 0 play B7
10020. 2 take
10021. 1 play W yellow
10022. 0 play W red
10023. 2 play RS
10024. 0 play WDT red 0,1
10025. 2 play R6
10026. 1 play RR
10027. 2 play W+4 red
10028. 0 challenge
10029. 0 play WPU
10030. 1 play R2
10031. 2 play RR
10032. 0 play WPU
10033. 1 play WPU
10034. 2 play W+4
10035. 0 play RS
10036. 1 play RPT
10037. 2 play WDT
10038. 0 play R1
10039. 1 play WDT
10040. 2 play R4
10041. 0 play WPU
10042. 1 play WDT
10043. 2 play R7
10044. 0 play WDT
10045. 1 play R9
10046. 2 play W+4
10047. 0 play RPT
10048. 1 play R7
10049. 2 play W+4
10050. 0 play R2
10051. 1 play R8
10052. 2 take
10053. 0 play R3
10054. 1 play R8
10055. 2 play R6
10056. 0 play R4
10057. 1 play R6
10058. 2 play W+4 blue
10059. 0 accept
10060. 1 play W blue
10061. 2 play B7
10062. 0 play BS
10063. 2 play W+4 red
10064. 0 challenge
10065. 0 play W+4 green
10066. 1 accept
10067. 2 play WDT yellow 1,2
10068. 0 play W red
10069. 1 play RPT
10070. 2 point 1
10071. 0 point 1
10072. 1 point 2
10073. 2 play R1
10074. 0 draw
10075. 0 play RPT
10076. 2 point 0
10077. 0 point 1
10078. 1 point 0
10079. 1 play YPT
10080. 2 point 0
10081. 1 point 0
10082. 0 point 2
10083. 2 play RPT
10084. 2 point 0
10085. 1 point 2
10086. 0 point 1
10087. 0 play BPT
10088. 1 point 0
10089. 0 point 2
10090. 2 point 0
10091. 1 play WDT red 1,2
10092. 2 play R8
10093. 0 play B8
10094. 1 play B9
10095. 2 play B0
10096. 0 play BR
10097. 2 play RR
10098. 0 play RR
10099. 2 play W+4 green
10100. 1 challenge
10101. 1 play GR
10102. 2 play GPT
10103. 0 point 2
10104. 2 point 1
10105. 1 point 2
10106. 0 play RPT
10107. 0 point 2
10108. 1 point 0
10109. 2 point 1
10110. 1 play R6
10111. 2 play RS
10112. 1 play R3
10113. 2 play G3
10114. 0 play Y3
10115. 1 play Y1
10116. 2 play Y9
10117. 0 play W red
10118. 1 play R9
10119. 2 play R4
10120. 0 play R4
10121. 1 play Y4
10122. 2 play W+4 blue
10123. 0 accept
10124. 1 play B6
10125. 2 play G6
10126. 0 play G3
10127. 1 play G4
10128. 2 play G1
10129. 0 play G9
10130. 1 play W+4 red
10131. 2 accept
10132. 0 play W green
10133. 1 play G8
10134. 2 play G4
10135. 0 play GPT
10136. 0 point 1
10137. 2 point 1
10138. 1 point 2
10139. 1 play G9
10140. 2 play W red
10141. 0 play W blue
10142. 1 play BS
10143. 0 play WDT green 0,2
10144. 1 play G2
10145. 1 play G2
10146. 2 draw
10147. 0 play W red
10148. 1 play R0
10149. 2 play R2
10150. 2 play R2
10151. 0 play R1
10152. 1 play R8
10153. 2 play R4
10154. 0 play RS
10155. 2 play WDT green 0,2
10156. 0 play W blue
10157. 1 play W+4 red
10158. 2 challenge
10159. 2 play R7
10160. 0 play W blue
10161. 1 play B0
10162. 2 play W green
10163. 0 play W blue
10164. 1 play WPU
10165. 2 play WPU
10166. 0 play R4
10167. 1 play RS
10168. 2 play R8
10169. 0 play R1
10170. 1 play W+4
10171. 2 play R6
10172. 0 play RS
10173. 1 play WPU
10174. 2 play R6
10175. 0 play W+4
10176. 1 play WDT
10177. 2 play RR
10178. 0 take
10179. 1 play W green
10180. 2 play WDT green 0,2
10181. 0 play WPU
10182. 1 play WDT
10183. 2 play G6
10184. 0 play WDT
10185. 1 play WDT
10186. 2 play GR
10187. 0 play GPT
10188. 1 play GS
10189. 2 play G1
10190. 0 play WDT
10191. 1 play WPU
10192. 2 play WPU
10193. 0 play WPU
10194. 1 play GR
10195. 2 play WDT
10196. 0 play W+4
10197. 1 play G+2
10198. 2 play WDT
10199. 0 play W+4
10200. 1 play GPT
10201. 2 play WPU
10202. 0 take
10203. 1 play G5
10204. 2 play WPU
10205. 0 play GS
10206. 1 play G3
10207. 2 play W+4
10208. 0 play WDT
10209. 1 play G+2
10210. 2 play W+4
10211. 0 play GR
10212. 1 play W+4
10213. 2 take
10214. 0 play G6
10215. 1 play Y6
10216. 2 play WDT yellow 0,1
10217. 0 play WPU
10218. 1 play WDT
10219. 2 play RR
10220. 0 play R8
10221. 1 play R3
10222. 2 play W+4
10223. 0 play W+4
10224. 1 play W+4
10225. 2 play R7
10226. 0 play W+4
10227. 1 play R+2
10228. 2 play W+4
10229. 0 play R4
10230. 1 play R3
10231. 2 play RPT
10232. 0 play RS
10233. 1 play RPT
10234. 2 play RPT
10235. 0 play R8
10236. 1 play RPT
10237. 2 play R9
10238. 0 play R1
10239. 1 play R+2
10240. 2 play W+4
10241. 0 play RS
10242. 1 play R5
10243. 2 play W+4
10244. 0 play RR
10245. 1 play W
10246. 2 play R9
10247. 0 play R6
10248. 1 play WPU
10249. 2 take
10250. 0 play WPU
10251. 1 play GPT
10252. 2 play G3
10253. 0 play WPU
10254. 1 play G0
10255. 2 play W
10256. 0 play WDT
10257. 1 play WDT
10258. 2 play W+4
10259. 0 play G1
10260. 1 play G5
10261. 2 play GS
10262. 0 play G3
10263. 1 play GS
10264. 2 play G+2
10265. 0 play GR
10266. 1 play G8
10267. 2 play WPU
10268. 0 play WPU
10269. 1 play WPU
10270. 2 play W+4
10271. 0 play GPT
10272. 1 play G2
10273. 2 play G9
10274. 0 play WDT
10275. 1 play W
10276. 2 play GR
10277. 0 play WDT
10278. 1 play W
10279. 2 play W+4
10280. 0 play GPT
10281. 1 play W+4
10282. 2 play WDT
10283. 0 play WDT
10284. 1 play G7
10285. 2 play W+4
10286. 0 play G+2
10287. 1 play W
10288. 2 play W+4
10289. 0 play WDT
10290. 1 play WDT
10291. 2 play W+4
10292. 0 take
10293. 1 play WDT green 0,1
10294. 2 play W+4 blue
10295. 0 accept
10296. 1 play W+4 green
10297. 2 accept
10298. 0 play W yellow
10299. 1 play Y0
10300. 2 play Y9
10301. 0 play WDT green 1,2
10302. 1 play W red
10303. 2 play WDT green 1,2
10304. 0 play G9
10305. 1 play W red
10306. 2 play R2
10307. 0 play R6
10308. 1 play W red
10309. 2 play R+2
10310. 1 play WPU
10311. 2 play R0
10312. 0 play W
10313. 1 play R1
10314. 2 play RS
10315. 0 play R2
10316. 1 play WPU
10317. 2 play R3
10318. 0 play W
10319. 1 play W+4
10320. 2 play R+2
10321. 0 play WDT
10322. 1 play W
10323. 2 play RS
10324. 0 play WDT
10325. 1 play WPU
10326. 2 play R8
10327. 0 play W+4
10328. 1 play R5
10329. 2 play R1
10330. 0 play WDT
10331. 1 play W
10332. 2 play R4
10333. 0 play WDT
10334. 1 play W
10335. 2 play RPT
10336. 0 play WDT
10337. 1 take
10338. 2 play R9
10339. 2 play R9
10340. 0 play W+4 green
10341. 1 accept
10342. 2 play W+4 green
10343. 0 accept
10344. 1 play WDT blue 1,2
10345. 2 play B2
10346. 0 play B6
10347. 1 play W+4 blue
10348. 2 accept
10349. 0 play W yellow
10350. 1 play Y2
10351. 2 play Y6
10352. 0 play WDT green 0,2
10353. 1 play G7
10354. 2 play WDT red 0,1
10355. 0 play WDT red 1,2
10356. 1 play R1
10357. 2 play RR
10358. 1 play R4
10359. 0 play W+4 red
10360. 2 accept
10361. 1 play R2
10362. 0 play WPU
10363. 2 play R8
10364. 1 play W
10365. 0 play WDT
10366. 2 play WPU
10367. 1 play R8
10368. 0 play W+4
10369. 2 play RR
10370. 1 play R1
10371. 0 play W+4
10372. 2 play WPU
10373. 1 play R+2
10374. 0 play W
10375. 2 play WPU
10376. 1 play RPT
10377. 0 play W+4
10378. 2 play R5
10379. 1 play R0
10380. 0 play WPU
10381. 2 play R6
10382. 1 play R3
10383. 0 play W+4
10384. 2 play R3
10385. 1 play WPU
10386. 0 play W
10387. 2 play R7
10388. 1 play R5
10389. 0 play W
10390. 2 play R6
10391. 1 play R4
10392. 0 play WPU
10393. 2 play RPT
10394. 1 play WPU
10395. 0 play WPU
10396. 2 play WDT
10397. 1 play W+4
10398. 0 play WPU
10399. 2 play R+2
10400. 1 play W
10401. 0 take
10402. 2 play RPT
10403. 2 point 1
10404. 0 point 2
10405. 1 point 2
10406. 1 play BPT
10407. 1 point 2
10408. 2 point 0
10409. 0 point 1
10410. 0 play B3
10411. 2 draw
10412. 2 play WDT yellow 0,1
10413. 1 play Y3
10414. 0 play W+4 blue
10415. 2 challenge
10416. 2 play WPU
10417. 1 play R9
10418. 0 play R1
10419. 2 play RPT
10420. 1 play W+4
10421. 0 play R4
10422. 2 play W
10423. 1 play W
10424. 0 play W
10425. 2 play R9
10426. 1 play W+4
10427. 0 play R7
10428. 2 play W
10429. 1 play RS
10430. 0 play RPT
10431. 2 play W
10432. 1 play RPT
10433. 0 play R8
10434. 2 take
10435. 1 play WPU
10436. 0 play WDT
10437. 2 play Y7
10438. 1 play Y+2
10439. 0 play WPU
10440. 2 play W
10441. 1 play Y+2
10442. 0 play Y9
10443. 2 play W+4
10444. 1 play Y5
10445. 0 play W+4
10446. 2 play Y3
10447. 1 play Y1
10448. 0 play WDT
10449. 2 play Y5
10450. 1 play WDT
10451. 0 play W
10452. 2 play W+4
10453. 1 play Y4
10454. 0 play W+4
10455. 2 play W+4
10456. 1 play WDT
10457. 0 play WDT
10458. 2 play WDT
10459. 1 play YS
10460. 0 play W
10461. 2 play Y4
10462. 1 play YPT
10463. 0 play W+4
10464. 2 play W
10465. 1 play WDT
10466. 0 play WPU
10467. 2 play W
10468. 1 play Y2
10469. 0 play W
10470. 2 play YPT
10471. 1 play Y1
10472. 0 play W+4
10473. 2 play W
10474. 1 play YS
10475. 0 play WPU
10476. 2 play W
10477. 1 play Y9
10478. 0 play WPU
10479. 2 take
10480. 1 play W blue
10481. 0 play B8
10482. 2 play BS
10483. 0 play B9
10484. 2 play W blue
10485. 1 play BR
10486. 2 play WDT blue 0,1
10487. 0 play B1
10488. 1 play B6
10489. 2 play WDT red 0,2
10490. 0 play WPU
10491. 1 play Y0
10492. 2 play WDT
10493. 0 play W+4
10494. 1 play Y6
10495. 2 play Y+2
10496. 0 play W
10497. 1 play W
10498. 2 play YPT
10499. 0 play WPU
10500. 1 play Y7
10501. 2 play Y+2
10502. 0 play WPU
10503. 1 play W
10504. 2 play W+4
10505. 0 play WPU
10506. 1 play Y8
10507. 2 play YS
10508. 0 play WPU
10509. 1 play YR
10510. 2 play Y1
10511. 0 take
10512. 1 play W blue
10513. 2 play WDT yellow 1,2
10514. 0 play Y6
10515. 1 play YR
10516. 0 play YPT
10517. 1 point 0
10518. 0 point 2
10519. 2 point 1
10520. 2 play Y1
10521. 1 play WPU
10522. 0 play Y1
10523. 2 play Y9
10524. 1 play WDT
10525. 0 play Y7
10526. 2 play W
10527. 1 play WDT
10528. 0 play Y0
10529. 2 play Y9
10530. 1 play WDT
10531. 0 play Y+2
10532. 2 play WPU
10533. 1 play Y8
10534. 0 play WDT
10535. 2 play YPT
10536. 1 play W
10537. 0 play W
10538. 2 play Y4
10539. 1 play WDT
10540. 0 play Y8
10541. 2 play Y7
10542. 1 play YPT
10543. 0 play YS
10544. 2 play WDT
10545. 1 play W
10546. 0 play W+4
10547. 2 play WDT
10548. 1 play YPT
10549. 0 play Y6
10550. 2 play YS
10551. 1 take
10552. 0 play YR
10553. 1 play Y+2
10554. 0 play Y+2
10555. 2 play WPU
10556. 0 play B4
10557. 1 play WDT
10558. 2 play W+4
10559. 0 play BPT
10560. 1 play WDT
10561. 2 play B3
10562. 0 play B+2
10563. 1 play W+4
10564. 2 play B0
10565. 0 play B4
10566. 1 play B8
10567. 2 play WPU
10568. 0 play B1
10569. 1 play WPU
10570. 2 play B7
10571. 0 play B5
10572. 1 play W+4
10573. 2 play WPU
10574. 0 play B5
10575. 1 play W+4
10576. 2 play B7
10577. 0 play BPT
10578. 1 play W
10579. 2 play B2
10580. 0 play WPU
10581. 1 play W
10582. 2 play BPT
10583. 0 play WPU
10584. 1 play B6
10585. 2 play WDT
10586. 0 play W
10587. 1 play W
10588. 2 play W+4
10589. 0 play BR
10590. 1 play W
10591. 2 play B9
10592. 0 play W+4
10593. 1 play WDT
10594. 2 play W+4
10595. 0 play B+2
10596. 1 play WDT
10597. 2 play W
10598. 0 play W
10599. 1 play WDT
10600. 2 play W+4
10601. 0 play B3
10602. 1 play WDT
10603. 2 play W+4
10604. 0 play BS
10605. 1 play WDT
10606. 2 play W+4
10607. 0 play WPU
10608. 1 take
10609. 2 play W green
10610. 0 play G1
10611. 1 play G4
10612. 2 play R4
10613. 0 play R6
10614. 0 play R6
10615. 1 play WPU
10616. 2 play W
10617. 0 play WPU
10618. 1 play BPT
10619. 2 play W
10620. 0 take
10621. 1 play B2
10622. 2 play W red
10623. 0 play RR
10624. 2 draw
10625. 2 pass
10626. 1 play W red
10627. 0 play R8
10628. 2 play R2
10629. 1 play W blue
10630. 0 play BPT
10631. 2 point 0
10632. 0 point 1
10633. 1 point 0
10634. 2 play W green
10635. 1 play WDT red 1,2
10636. 0 play R+2
10637. 1 play WPU
10638. 0 play G7
10639. 2 play W
10640. 1 play WDT
10641. 0 play W+4
10642. 2 play G1
10643. 1 play G6
10644. 0 play GPT
10645. 2 play G7
10646. 1 play G2
10647. 0 play G3
10648. 2 take
10649. 1 play WPU
10650. 0 play W
10651. 2 play Y2
10652. 1 play Y6
10653. 0 play W
10654. 2 play Y4
10655. 1 play W
10656. 0 play WPU
10657. 2 play W+4
10658. 1 play WDT
10659. 0 take
10660. 2 play Y+2
10661. 0 play W yellow
10662. 2 play W green
10663. 1 play WPU
10664. 0 play WPU
10665. 2 play B6
10666. 1 play B5
10667. 0 play W
10668. 2 play WDT
10669. 1 play B7
10670. 0 play W+4
10671. 2 play WDT
10672. 1 play W
10673. 0 play BPT
10674. 2 take
10675. 1 play W yellow
10676. 0 play W yellow
10677. 2 play Y3
10678. 1 play WPU
10679. 0 play WDT
10680. 2 play B5
10681. 1 play B0
10682. 0 take
10683. 2 play W+4 yellow
10684. 1 challenge
10685. 1 play Y8
10686. 0 play Y6
10687. 2 play W yellow
10688. 1 play Y0
10689. 0 draw
10690. 0 play WPU
10691. 2 play RPT
10692. 1 play WPU
10693. 0 play RPT
10694. 2 play RS
10695. 1 play WDT
10696. 0 play R0
10697. 2 play R8
10698. 1 play R6
10699. 0 play R3
10700. 2 play R4
10701. 1 play W+4
10702. 0 play WDT
10703. 2 play RPT
10704. 1 play RS
10705. 0 play R7
10706. 2 play W
10707. 1 play W
10708. 0 play R3
10709. 2 play R7
10710. 1 play WDT
10711. 0 play R5
10712. 2 play RPT
10713. 1 play WDT
10714. 0 play R5
10715. 2 play R1
10716. 1 play W
10717. 0 play R+2
10718. 2 play R1
10719. 1 play WDT
10720. 0 play RR
10721. 2 play W
10722. 1 play W+4
10723. 0 play R2
10724. 2 play WPU
10725. 1 play WDT
10726. 0 play R4
10727. 2 play WDT
10728. 1 play WDT
10729. 0 take
10730. 2 play R9
10731. 1 play WPU
10732. 0 play R8
10733. 2 play R9
10734. 1 play WPU
10735. 0 play RR
10736. 2 play WPU
10737. 1 play RR
10738. 0 play R3
10739. 2 play WDT
10740. 1 play W
10741. 0 play RS
10742. 2 play WDT
10743. 1 play W+4
10744. 0 play WPU
10745. 2 take
10746. 1 play W+4 yellow
10747. 0 challenge
10748. 2 play Y6
10749. 1 play YS
10750. 2 play BS
10751. 0 play RS
10752. 1 play YS
10753. 2 play Y5
10754. 1 play Y1
10755. 0 play R1
10756. 2 play W yellow
10757. 1 play Y4
10758. 0 play Y4
10759. 2 play Y2
10760. 1 play Y9
10761. 0 play W+4 blue
10762. 2 accept
10763. 1 play B1
10764. 0 play B1
10765. 2 play G1
10766. 1 play W+4 green
10767. 0 accept
10768. 2 play WPU
10769. 1 play B5
10770. 0 play WDT
10771. 2 play B6
10772. 1 play B4
10773. 0 play W
10774. 2 play BR
10775. 1 play B6
10776. 0 play W
10777. 2 play B9
10778. 1 play B4
10779. 0 play B0
10780. 2 play WDT
10781. 1 play B+2
10782. 0 play B5
10783. 2 play BPT
10784. 1 play B9
10785. 0 play WDT
10786. 2 play WDT
10787. 1 play B8
10788. 0 play W
10789. 2 play B8
10790. 1 play W+4
10791. 0 play WPU
10792. 2 play B7
10793. 1 play W
10794. 0 play WPU
10795. 2 play W+4
10796. 1 play B2
10797. 0 play WDT
10798. 2 play WPU
10799. 1 play B2
10800. 0 play W+4
10801. 2 play WPU
10802. 1 play BPT
10803. 0 play W+4
10804. 2 take
10805. 1 play W+4 yellow
10806. 0 challenge
10807. 0 play YR
10808. 1 play Y7
10809. 2 play Y5
10810. 0 play W+4 blue
10811. 1 challenge
10812. 1 draw
10813. 1 play WPU
10814. 2 play R8
10815. 0 play R6
10816. 1 play W+4
10817. 2 play W
10818. 0 play R2
10819. 1 play W
10820. 2 play W+4
10821. 0 play R7
10822. 1 play R1
10823. 2 play R3
10824. 0 play R0
10825. 1 play R+2
10826. 2 play R8
10827. 0 play RPT
10828. 1 play W
10829. 2 play RS
10830. 0 play WDT
10831. 1 play W+4
10832. 2 play W+4
10833. 0 play R4
10834. 1 play W+4
10835. 2 play R2
10836. 0 play R7
10837. 1 play W+4
10838. 2 play WPU
10839. 0 play RS
10840. 1 take
10841. 2 play W yellow
10842. 0 play WPU
10843. 1 play Y8
10844. 2 play YR
10845. 0 play Y8
10846. 1 play YPT
10847. 2 play Y+2
10848. 0 play W
10849. 1 play W
10850. 2 play WPU
10851. 0 play Y2
10852. 1 play W+4
10853. 2 play W
10854. 0 play WDT
10855. 1 play Y+2
10856. 2 play WDT
10857. 0 play W
10858. 1 play WPU
10859. 2 play W+4
10860. 0 play Y9
10861. 1 play Y9
10862. 2 play W
10863. 0 play WDT
10864. 1 play Y3
10865. 2 play WDT
10866. 0 play Y3
10867. 1 play Y7
10868. 2 play W+4
10869. 0 play Y1
10870. 1 play W+4
10871. 2 play Y4
10872. 0 play WDT
10873. 1 play Y6
10874. 2 play WPU
10875. 0 play WPU
10876. 1 play YPT
10877. 2 play W
10878. 0 play WDT
10879. 1 play W
10880. 2 play WPU
10881. 0 play WDT
10882. 1 play WDT
10883. 2 play WPU
10884. 0 play WDT
10885. 1 play YPT
10886. 2 play WDT
10887. 0 play W
10888. 1 play YPT
10889. 2 play WDT
10890. 0 play W
10891. 1 play W
10892. 2 play WDT
10893. 0 play W
10894. 1 play W+4
10895. 2 take
10896. 0 play W green
10897. 1 play W+4 blue
10898. 2 accept
10899. 0 draw
10900. 0 play WPU
10901. 1 play Y0
10902. 2 play Y6
10903. 0 take
10904. 1 play YS
10905. 0 play Y0
10906. 1 play W red
10907. 2 draw
10908. 2 play WPU
10909. 0 play WPU
10910. 1 play BR
10911. 2 play B2
10912. 0 play W
10913. 1 play W+4
10914. 2 play B2
10915. 0 play W+4
10916. 1 play B3
10917. 2 play B0
10918. 0 play W+4
10919. 1 play BS
10920. 2 play B6
10921. 0 play WPU
10922. 1 play B3
10923. 2 play B6
10924. 0 play W
10925. 1 play W+4
10926. 2 play B+2
10927. 0 play W
10928. 1 play BPT
10929. 2 play B8
10930. 0 take
10931. 1 play B+2
10932. 0 play B+2
10933. 2 play B+2
10934. 1 play R+2
10935. 0 play W red
10936. 1 play W+4 green
10937. 2 accept
10938. 0 play G6
10939. 1 play Y6
10940. 2 play YR
10941. 1 play Y0
10942. 0 play Y5
10943. 2 play Y7
10944. 1 play YR
10945. 2 play Y7
10946. 0 play WPU
10947. 1 play G9
10948. 2 play WDT
10949. 0 play G8
10950. 1 play G1
10951. 2 play G2
10952. 0 play GPT
10953. 1 play G4
10954. 2 play G1
10955. 0 play W+4
10956. 1 take
10957. 2 play WDT yellow 0,2
10958. 0 play WPU
10959. 1 play W+4
10960. 2 play Y9
10961. 0 play W
10962. 1 play WDT
10963. 2 play WDT
10964. 0 play Y6
10965. 1 play Y5
10966. 2 play Y+2
10967. 0 play W+4
10968. 1 take
10969. 2 play WPU
10970. 0 play W
10971. 1 play Y5
10972. 2 play Y4
10973. 0 play WPU
10974. 1 play Y9
10975. 2 play YPT
10976. 0 play W
10977. 1 play Y7
10978. 2 play YPT
10979. 0 play W+4
10980. 1 play Y6
10981. 2 play Y9
10982. 0 play W+4
10983. 1 play W+4
10984. 2 play Y+2
10985. 0 play W+4
10986. 1 play W+4
10987. 2 play Y3
10988. 0 play W+4
10989. 1 play WDT
10990. 2 play Y8
10991. 0 play W
10992. 1 play WDT
10993. 2 play Y3
10994. 0 take
10995. 1 play Y+2
10996. 0 play G+2
10997. 2 play W+4 red
10998. 0 challenge
10999. 0 play W blue
11000. 1 play B+2
11001. 0 play B2
11002. 1 play R2
11003. 2 play WDT green 1,2
11004. 0 play G3
11005. 1 play R3
11006. 2 play WDT blue 1,2
11007. 0 play BS
11008. 2 play BR
11009. 1 play YR
11010. 2 play WPU
11011. 0 play B2
11012. 1 play W
11013. 2 play WDT
11014. 0 play B8
11015. 1 play B7
11016. 2 play B9
11017. 0 play BR
11018. 1 take
11019. 2 play BS
11020. 1 play B2
11021. 2 play B8
11022. 0 play BPT
11023. 0 point 2
11024. 1 point 2
11025. 2 point 1
11026. 1 play B7
11027. 2 play B9
11028. 1 play B9
11029. 2 play W+4 red
11030. 0 accept
11031. 1 play RPT
11032. 0 point 1
11033. 1 point 2
11034. 2 point 1
11035. 2 play GPT
11036. 1 point 0
11037. 2 point 0
11038. 0 point 2
11039. 0 play G4
11040. 1 play G1
11041. 2 play G7
11042. 0 play WDT yellow 0,1
11043. 1 play WDT green 0,1
11044. 2 play W+4 blue
11045. 0 accept
11046. 1 play W blue
11047. 2 play BS
11048. 1 play WDT red 0,2
11049. 2 play W+4 red
11050. 0 accept
11051. 1 play R7
11052. 2 play WDT green 1,2
11053. 0 play G5
11054. 1 play G4
11055. 1 play G4
11056. 2 play Y4
11057. 0 play Y4
11058. 1 play R4
11059. 2 play RR
11060. 1 play R2
11061. 0 play R2
11062. 2 play W blue
11063. 1 play B+2
11064. 2 play B7
11065. 1 play R7
11066. 0 play WPU
11067. 2 play Y1
11068. 1 play Y5
11069. 0 play WDT
11070. 2 play W
11071. 1 play YR
11072. 0 play Y7
11073. 2 play YS
11074. 1 play WDT
11075. 0 play YPT
11076. 2 play W+4
11077. 1 take
11078. 0 play Y3
11079. 2 play Y+2
11080. 0 play Y5
11081. 2 play WDT green 0,1
11082. 1 play G9
11083. 0 play G2
11084. 1 play G2
11085. 0 play G8
11086. 2 draw
11087. 2 play G4
11088. 1 play G1
11089. 0 play WPU
11090. 2 play WPU
11091. 1 play G6
11092. 0 play WPU
11093. 2 play G7
11094. 1 play G7
11095. 0 play G5
11096. 2 play WPU
11097. 1 play WDT
11098. 0 play G3
11099. 2 play WPU
11100. 1 play GPT
11101. 0 play W
11102. 2 play W
11103. 1 play WDT
11104. 0 play G1
11105. 2 play G3
11106. 1 play G8
11107. 0 play GS
11108. 2 play W
11109. 1 play W+4
11110. 0 play GS
11111. 2 play WDT
11112. 1 play W
11113. 0 play W
11114. 2 play W+4
11115. 1 play GPT
11116. 0 play G+2
11117. 2 play W+4
11118. 1 play W
11119. 0 play GR
11120. 2 play WDT
11121. 1 take
11122. 0 play GPT
11123. 2 point 1
11124. 1 point 2
11125. 0 point 1
11126. 2 play YPT
11127. 0 point 2
11128. 1 point 0
11129. 2 point 0
11130. 1 play GPT
11131. 2 point 0
11132. 1 point 2
11133. 0 point 1
11134. 0 play G1
11135. 2 play WPU
11136. 1 play YS
11137. 0 play W+4
11138. 2 play Y0
11139. 1 play Y4
11140. 0 play WDT
11141. 2 play Y8
11142. 1 play WPU
11143. 0 play Y6
11144. 2 play W+4
11145. 1 play YR
11146. 0 play Y7
11147. 2 play Y2
11148. 1 play Y7
11149. 0 play Y+2
11150. 2 play Y2
11151. 1 play W+4
11152. 0 play Y6
11153. 2 play YS
11154. 1 play WDT
11155. 0 play W+4
11156. 2 play WPU
11157. 1 play Y1
11158. 0 play Y3
11159. 2 play W+4
11160. 1 play Y5
11161. 0 play W+4
11162. 2 play Y+2
11163. 1 play W
11164. 0 play YR
11165. 2 play W
11166. 1 play WPU
11167. 0 play WDT
11168. 2 play WDT
11169. 1 play W
11170. 0 play W+4
11171. 2 play W
11172. 1 play W+4
11173. 0 play WPU
11174. 2 play WPU
11175. 1 play W+4
11176. 0 play W+4
11177. 2 play Y1
11178. 1 play YPT
11179. 0 play Y9
11180. 2 play W
11181. 1 play W
11182. 0 play Y8
11183. 2 play W
11184. 1 play WDT
11185. 0 play YPT
11186. 2 play W
11187. 1 play WDT
11188. 0 play Y9
11189. 2 play W
11190. 1 play W
11191. 0 play W+4
11192. 2 play WDT
11193. 1 play WPU
11194. 0 play W+4
11195. 2 play WDT
11196. 1 play WPU
11197. 0 play W
11198. 2 play WPU
11199. 1 play WDT
11200. 0 take
11201. 2 draw
11202. 1 play W red
11203. 0 play R6
11204. 2 play G6
11205. 1 play G5
11206. 0 play Y5
11207. 2 play WPU
11208. 1 play GR
11209. 0 play W
11210. 2 play W
11211. 1 play W
11212. 0 play W
11213. 2 play WPU
11214. 1 play GPT
11215. 0 play W
11216. 2 play WDT
11217. 1 play G3
11218. 0 play GR
11219. 2 play G2
11220. 1 play G6
11221. 0 play WPU
11222. 2 play W
11223. 1 play GS
11224. 0 play GPT
11225. 2 play WDT
11226. 1 play G1
11227. 0 play W
11228. 2 play W
11229. 1 play G7
11230. 0 play G0
11231. 2 take
11232. 1 play G5
11233. 0 play W yellow
11234. 2 play WPU
11235. 1 play Y4
11236. 0 play YPT
11237. 2 play WDT
11238. 1 take
11239. 0 play YS
11240. 1 play Y4
11241. 0 play Y8
11242. 2 play YPT
11243. 1 point 2
11244. 2 point 0
11245. 0 point 2
11246. 1 play WDT blue 1,2
11247. 0 play BS
11248. 1 play RS
11249. 2 play R9
11250. 1 play R6
11251. 0 play R+2
11252. 1 play R1
11253. 0 play WPU
11254. 2 play G1
11255. 1 play G4
11256. 0 play W
11257. 2 play G7
11258. 1 play G7
11259. 0 play G9
11260. 2 play G6
11261. 1 play G8
11262. 0 play W
11263. 2 play WDT
11264. 1 play WPU
11265. 0 play WPU
11266. 2 play WDT
11267. 1 play G3
11268. 0 play W
11269. 2 play GPT
11270. 1 play W
11271. 0 play WPU
11272. 2 play G0
11273. 1 play GS
11274. 0 play G+2
11275. 2 play GS
11276. 1 play G+2
11277. 0 play G9
11278. 2 play W
11279. 1 take
11280. 0 play W+4 green
11281. 2 accept
11282. 1 play G0
11283. 0 play W red
11284. 2 play WPU
11285. 1 play WPU
11286. 0 play YR
11287. 2 play WPU
11288. 1 play Y8
11289. 0 play Y0
11290. 2 play YPT
11291. 1 play YPT
11292. 0 play Y2
11293. 2 play Y4
11294. 1 play W
11295. 0 play YPT
11296. 2 play W
11297. 1 play Y3
11298. 0 play WDT
11299. 2 play W
11300. 1 play WPU
11301. 0 play Y5
11302. 2 play W
11303. 1 play W
11304. 0 play Y7
11305. 2 play W
11306. 1 play WPU
11307. 0 play Y3
11308. 2 play WPU
11309. 1 play WDT
11310. 0 play WDT
11311. 2 play W
11312. 1 play Y5
11313. 0 play W+4
11314. 2 play W
11315. 1 play W
11316. 0 play W
11317. 2 play W
11318. 1 play WDT
11319. 0 play Y7
11320. 2 take
11321. 1 play W blue
11322. 0 play BPT
11323. 0 point 1
11324. 1 point 2
11325. 2 point 0
11326. 2 play B1
11327. 0 play B1
11328. 2 play W yellow
11329. 1 play W blue
11330. 0 play BR
11331. 1 play B8
11332. 2 play G8
11333. 0 play W blue
11334. 1 play BS
11335. 0 play B2
11336. 2 play B2
11337. 0 play WDT blue 1,2
11338. 1 play BR
11339. 0 play B3
11340. 2 play WPU
11341. 1 play R2
11342. 0 play R2
11343. 2 play W+4
11344. 1 play RS
11345. 0 play R1
11346. 2 play R7
11347. 1 play R9
11348. 0 play WPU
11349. 2 play WPU
11350. 1 play RR
11351. 0 play R4
11352. 2 play R+2
11353. 1 play R8
11354. 0 play WPU
11355. 2 play WPU
11356. 1 play R8
11357. 0 play RPT
11358. 2 play RR
11359. 1 play R9
11360. 0 play R5
11361. 2 play W
11362. 1 play R3
11363. 0 play WPU
11364. 2 play WPU
11365. 1 play R7
11366. 0 play WDT
11367. 2 play WPU
11368. 1 play R0
11369. 0 play R4
11370. 2 play WDT
11371. 1 take
11372. 0 play WDT yellow 0,2
11373. 2 play WDT red 1,2
11374. 1 play R5
11375. 0 play RPT
11376. 1 point 0
11377. 0 point 2
11378. 2 point 1
11379. 2 play YPT
11380. 0 point 2
11381. 1 point 2
11382. 2 point 0
11383. 1 play GPT
11384. 1 point 2
11385. 0 point 2
11386. 2 point 1
11387. 0 play WPU
11388. 2 play W
11389. 1 play RPT
11390. 0 play WDT
11391. 2 play R6
11392. 1 play RR
11393. 0 play RPT
11394. 2 play W
11395. 1 play R+2
11396. 0 play R3
11397. 2 play WDT
11398. 1 play R3
11399. 0 play RPT
11400. 2 play WDT
11401. 1 play WDT
11402. 0 play WDT
11403. 2 play WDT
11404. 1 play R6
11405. 0 play R5
11406. 2 play WDT
11407. 1 play R7
11408. 0 play WDT
11409. 2 play W
11410. 1 play R0
11411. 0 play W+4
11412. 2 play W
11413. 1 play RR
11414. 0 play W+4
11415. 2 play W
11416. 1 play R2
11417. 0 play W+4
11418. 2 play W
11419. 1 play R4
11420. 0 play W+4
11421. 2 play W
11422. 1 play R7
11423. 0 play W+4
11424. 2 play W
11425. 1 play R9
11426. 0 play W+4
11427. 2 play W
11428. 1 play R4
11429. 0 play W+4
11430. 2 play W
11431. 1 play W
11432. 0 play W+4
11433. 2 take
11434. 1 play WPU
11435. 0 play B3
11436. 2 play W
11437. 1 play W
11438. 0 play WDT
11439. 2 play W+4
11440. 1 play W+4
11441. 0 play B0
11442. 2 play BS
11443. 1 play WPU
11444. 0 play B7
11445. 2 play BPT
11446. 1 play WPU
11447. 0 play B6
11448. 2 play B4
11449. 1 play B8
11450. 0 play B+2
11451. 2 play BPT
11452. 1 play WPU
11453. 0 play B6
11454. 2 play B9
11455. 1 play WDT
11456. 0 play BS
11457. 2 play B+2
11458. 1 play WPU
11459. 0 play W+4
11460. 2 play WDT
11461. 1 play WPU
11462. 0 play W+4
11463. 2 play W
11464. 1 play WPU
11465. 0 take
11466. 2 play B4
11467. 1 play WPU
11468. 0 play WDT
11469. 2 play WDT
11470. 1 take
11471. 0 play B0
11472. 2 play R0
11473. 1 play RS
11474. 2 play R4
11475. 2 play R4
11476. 1 play R1
11477. 0 play B1
11478. 2 play W green
11479. 1 play G5
11480. 0 play WPU
11481. 2 play W
11482. 1 play GS
11483. 0 play W+4
11484. 2 play G3
11485. 1 play WDT
11486. 0 play W+4
11487. 2 play GR
11488. 1 play G7
11489. 0 play GPT
11490. 2 play W+4
11491. 1 play G+2
11492. 0 play G5
11493. 2 play G2
11494. 1 play G7
11495. 0 play W+4
11496. 2 play W+4
11497. 1 play G4
11498. 0 play WDT
11499. 2 play W
11500. 1 play G1
11501. 0 play WPU
11502. 2 play G6
11503. 1 play G1
11504. 0 play WPU
11505. 2 play G4
11506. 1 play G3
11507. 0 play W+4
11508. 2 play W+4
11509. 1 play GS
11510. 0 play WPU
11511. 2 play WDT
11512. 1 play G8
11513. 0 play WDT
11514. 2 play W
11515. 1 play G9
11516. 0 play W
11517. 2 play WDT
11518. 1 play G+2
11519. 0 play WPU
11520. 2 play G2
11521. 1 play G9
11522. 0 play WPU
11523. 2 play WDT
11524. 1 play G6
11525. 0 play WPU
11526. 2 play GPT
11527. 1 play WDT
11528. 0 play W
11529. 2 play W+4
11530. 1 take
11531. 0 play W green
11532. 2 play W+4 yellow
11533. 1 accept
11534. 0 play Y+2
11535. 1 play G+2
11536. 2 play W+4 yellow
11537. 1 challenge
11538. 1 play W yellow
11539. 0 play YR
11540. 1 play WDT blue 0,1
11541. 2 play B8
11542. 0 play B4
11543. 1 play WDT green 1,2
11544. 2 play WPU
11545. 0 play WDT
11546. 1 play W+4
11547. 2 play R3
11548. 0 play W
11549. 1 play W+4
11550. 2 play R1
11551. 0 take
11552. 1 play W+4 green
11553. 2 accept
11554. 0 play WDT blue 0,2
11555. 1 play WDT green 0,1
11556. 2 play G8
11557. 0 play W blue
11558. 1 play W blue
11559. 2 play B2
11560. 1 play B2
11561. 2 play B9
11562. 0 play B1
11563. 1 play WPU
11564. 2 play R+2
11565. 0 play R+2
11566. 1 play RPT
11567. 2 play R6
11568. 0 play R1
11569. 1 play R0
11570. 2 play R2
11571. 0 play W+4
11572. 1 play WDT
11573. 2 play RPT
11574. 0 play R3
11575. 1 play R8
11576. 2 play WDT
11577. 0 play W+4
11578. 1 play WDT
11579. 2 play R5
11580. 0 take
11581. 1 play R8
11582. 2 play RR
11583. 1 play R1
11584. 0 play Y1
11585. 2 play Y7
11586. 1 play W green
11587. 0 play W+4 red
11588. 2 challenge
11589. 2 play RPT
11590. 0 point 2
11591. 1 point 0
11592. 2 point 1
11593. 1 play R4
11594. 0 play R2
11595. 2 play Y2
11596. 1 play G2
11597. 0 play WPU
11598. 2 play W+4
11599. 1 play YPT
11600. 0 play Y2
11601. 2 play Y0
11602. 1 play W
11603. 0 play Y9
11604. 2 play Y4
11605. 1 play WPU
11606. 0 play Y+2
11607. 2 play YR
11608. 1 play W+4
11609. 0 play Y6
11610. 2 play YS
11611. 1 play WPU
11612. 0 play YS
11613. 2 play YPT
11614. 1 play W
11615. 0 play WPU
11616. 2 play Y5
11617. 1 play WDT
11618. 0 play W
11619. 2 play Y3
11620. 1 play W
11621. 0 play WDT
11622. 2 play W
11623. 1 play WDT
11624. 0 play Y1
11625. 2 play W
11626. 1 play WPU
11627. 0 play W+4
11628. 2 play W
11629. 1 play WPU
11630. 0 play Y4
11631. 2 play YPT
11632. 1 play W+4
11633. 0 play Y6
11634. 2 play Y7
11635. 1 play WDT
11636. 0 play Y8
11637. 2 play YPT
11638. 1 play WDT
11639. 0 play Y9
11640. 2 play Y5
11641. 1 play W+4
11642. 0 play WDT
11643. 2 play Y8
11644. 1 play WPU
11645. 0 play WDT
11646. 2 play WDT
11647. 1 play WPU
11648. 0 play WDT
11649. 2 play Y3
11650. 1 play WPU
11651. 0 take
11652. 2 play W blue
11653. 1 play W+4 red
11654. 0 accept
11655. 2 play R6
11656. 1 play RS
11657. 2 play RPT
11658. 0 point 1
11659. 2 point 0
11660. 1 point 0
11661. 1 play R2
11662. 0 play WPU
11663. 2 play B5
11664. 1 play WPU
11665. 0 play B0
11666. 2 play W
11667. 1 play W+4
11668. 0 play BPT
11669. 2 play B5
11670. 1 play W+4
11671. 0 play B7
11672. 2 play W
11673. 1 play W+4
11674. 0 play B6
11675. 2 play BPT
11676. 1 play W+4
11677. 0 play B+2
11678. 2 play BPT
11679. 1 take
11680. 0 play WDT green 0,2
11681. 2 play GR
11682. 0 play G5
11683. 1 play G4
11684. 2 play WDT red 1,2
11685. 0 play R1
11686. 1 play WPU
11687. 2 play W
11688. 0 play W
11689. 1 play G5
11690. 2 play GPT
11691. 0 play WPU
11692. 1 play G1
11693. 2 take
11694. 0 play W red
11695. 1 play W+4 blue
11696. 2 challenge
11697. 2 play B2
11698. 0 play W+4 red
11699. 1 challenge
11700. 1 play W+4 red
11701. 2 accept
11702. 0 play R5
11703. 2 play R5
11704. 0 play Y5
11705. 1 play Y2
11706. 2 play G2
11707. 0 play W yellow
11708. 1 play WDT blue 0,2
11709. 2 play W+4 red
11710. 0 accept
11711. 1 play WPU
11712. 2 play R9
11713. 0 play R2
11714. 1 play W
11715. 2 play R7
11716. 0 play R+2
11717. 1 play W
11718. 2 play WDT
11719. 0 play R0
11720. 1 play RS
11721. 2 play W
11722. 0 play R+2
11723. 1 play R9
11724. 2 play W
11725. 0 play W+4
11726. 1 play W+4
11727. 2 play R7
11728. 0 play R3
11729. 1 play W+4
11730. 2 play RR
11731. 0 play WPU
11732. 1 play W+4
11733. 2 play WDT
11734. 0 play RPT
11735. 1 take
11736. 2 play R1
11737. 0 play W+4 blue
11738. 1 accept
11739. 2 play B1
11740. 0 play BS
11741. 2 play W green
11742. 0 play W+4 red
11743. 1 accept
11744. 2 play WPU
11745. 0 play R8
11746. 1 play R7
11747. 2 play WPU
11748. 0 play RPT
11749. 1 play RPT
11750. 2 play W
11751. 0 play R6
11752. 1 play R8
11753. 2 play R3
11754. 0 play RPT
11755. 1 play W
11756. 2 play W
11757. 0 play WPU
11758. 1 play R0
11759. 2 take
11760. 0 play WDT blue 1,2
11761. 1 play B6
11762. 2 play BR
11763. 1 play B0
11764. 0 play WPU
11765. 2 play R7
11766. 1 play R+2
11767. 0 play W
11768. 2 play RPT
11769. 1 play R9
11770. 0 play W+4
11771. 2 play R3
11772. 1 play W+4
11773. 0 play W
11774. 2 play W
11775. 1 play R9
11776. 0 play WDT
11777. 2 play R8
11778. 1 play WDT
11779. 0 play R4
11780. 2 play R0
11781. 1 play RR
11782. 0 play WDT
11783. 2 play RPT
11784. 1 play RPT
11785. 0 play WDT
11786. 2 play R8
11787. 1 play W
11788. 0 play W
11789. 2 play WPU
11790. 1 play WDT
11791. 0 play WPU
11792. 2 play RPT
11793. 1 play R2
11794. 0 play RR
11795. 2 play W
11796. 1 play WDT
11797. 0 play R4
11798. 2 play W
11799. 1 play WPU
11800. 0 play W+4
11801. 2 play R6
11802. 1 play R3
11803. 0 play W
11804. 2 play WPU
11805. 1 play WPU
11806. 0 play W
11807. 2 play R6
11808. 1 play RS
11809. 0 play WPU
11810. 2 take
11811. 1 play R+2
11812. 2 play R+2
11813. 0 play G+2
11814. 1 play G2
11815. 0 play WDT red 1,2
11816. 2 play W red
11817. 1 play RS
11818. 2 play R3
11819. 2 play R3
11820. 1 play W+4 yellow
11821. 0 accept
11822. 2 play WPU
11823. 1 play R7
11824. 0 play W
11825. 2 play R8
11826. 1 play W+4
11827. 0 play W+4
11828. 2 play R+2
11829. 1 play R2
11830. 0 play WDT
11831. 2 play R4
11832. 1 play W
11833. 0 play W
11834. 2 play RS
11835. 1 play W
11836. 0 play WDT
11837. 2 play R2
11838. 1 play W+4
11839. 0 play W+4
11840. 2 play W+4
11841. 1 play W
11842. 0 play WDT
11843. 2 play W+4
11844. 1 play W+4
11845. 0 play WPU
11846. 2 play R0
11847. 1 take
11848. 0 play WPU
11849. 2 play W+4
11850. 1 play Y1
11851. 0 play Y9
11852. 2 play W+4
11853. 1 play Y7
11854. 0 play Y1
11855. 2 play Y+2
11856. 1 play WDT
11857. 0 play YPT
11858. 2 play WPU
11859. 1 play WDT
11860. 0 play Y6
11861. 2 play W
11862. 1 play WPU
11863. 0 play WPU
11864. 2 play WPU
11865. 1 play W+4
11866. 0 play Y3
11867. 2 play WPU
11868. 1 play W+4
11869. 0 play YS
11870. 2 play WDT
11871. 1 play W
11872. 0 play Y6
11873. 2 play WDT
11874. 1 play WPU
11875. 0 play Y7
11876. 2 play WPU
11877. 1 play WDT
11878. 0 play YS
11879. 2 play W
11880. 1 play W
11881. 0 play Y3
11882. 2 play WPU
11883. 1 play W
11884. 0 play Y+2
11885. 2 play W
11886. 1 play W
11887. 0 play Y2
11888. 2 play W
11889. 1 play W
11890. 0 play Y8
11891. 2 play WDT
11892. 1 play W+4
11893. 0 play Y9
11894. 2 play WDT
11895. 1 play W+4
11896. 0 play Y0
11897. 2 play W
11898. 1 play W+4
11899. 0 play Y5
11900. 2 play WDT
11901. 1 play W+4
11902. 0 play YR
11903. 2 play WDT
11904. 1 play W+4
11905. 0 play YPT
11906. 2 play WDT
11907. 1 take
11908. 0 play YR
11909. 1 play Y8
11910. 0 play Y8
11911. 1 play WPU
11912. 2 play B3
11913. 0 play B6
11914. 1 play WDT
11915. 2 play B2
11916. 0 play B3
11917. 1 play B4
11918. 2 play B7
11919. 0 play WPU
11920. 1 play BR
11921. 2 play W
11922. 0 play BPT
11923. 1 play W
11924. 2 play W
11925. 0 play B9
11926. 1 play W+4
11927. 2 play BR
11928. 0 play B1
11929. 1 play WDT
11930. 2 play W
11931. 0 play B8
11932. 1 play B+2
11933. 2 take
11934. 0 play B+2
11935. 2 play WPU
11936. 0 take
11937. 1 play R2
11938. 2 play WDT green 0,1
11939. 0 play G2
11940. 1 play G6
11941. 2 play WPU
11942. 0 play B8
11943. 1 play WDT
11944. 2 play BR
11945. 0 play W
11946. 1 play WPU
11947. 2 play B3
11948. 0 play B9
11949. 1 play B0
11950. 2 play B9
11951. 0 play BS
11952. 1 play B7
11953. 2 play BPT
11954. 0 take
11955. 1 play BPT
11956. 2 point 0
11957. 1 point 0
11958. 0 point 1
11959. 2 play B1
11960. 0 play WDT yellow 0,2
11961. 1 play Y9
11962. 2 play R9
11963. 0 play WPU
11964. 1 play G+2
11965. 2 play WDT
11966. 0 play G8
11967. 1 play GPT
11968. 2 play G1
11969. 0 play WDT
11970. 1 play G9
11971. 2 play GPT
11972. 0 play W
11973. 1 play GR
11974. 2 play G5
11975. 0 play G4
11976. 1 play G6
11977. 2 play W
11978. 0 take
11979. 1 play GR
11980. 0 play GPT
11981. 1 point 2
11982. 0 point 2
11983. 2 point 1
11984. 2 play G5
11985. 1 play G3
11986. 0 play G6
11987. 2 play WPU
11988. 1 play W
11989. 0 play YPT
11990. 2 play W
11991. 1 play YR
11992. 0 play YR
11993. 2 play W
11994. 1 play WPU
11995. 0 play W
11996. 2 play W+4
11997. 1 play Y9
11998. 0 play YPT
11999. 2 play W+4
12000. 1 play WDT
12001. 0 play WDT
12002. 2 play W
12003. 1 play Y1
12004. 0 play W
12005. 2 play W
12006. 1 play WPU
12007. 0 play WDT
12008. 2 play W
12009. 1 play Y6
12010. 0 play Y4
12011. 2 play W+4
12012. 1 play Y5
12013. 0 play Y4
12014. 2 take
12015. 1 play WDT blue 0,2
12016. 0 play B0
12017. 2 play B7
12018. 1 play Y7
12019. 0 play B7
12020. 2 play BR
12021. 0 play B9
12022. 1 play B4
12023. 2 play B2
12024. 0 play BPT
12025. 1 point 2
12026. 2 point 1
12027. 0 point 2
12028. 1 play WDT yellow 0,1
12029. 2 play Y4
12030. 2 play Y4
12031. 0 play G4
12032. 1 play GS
12033. 0 play G8
12034. 1 play WPU
12035. 2 play YR
12036. 0 take
12037. 1 play WPU
12038. 2 play RPT
12039. 0 play R5
12040. 1 play R4
12041. 2 play R8
12042. 0 play RS
12043. 1 play W+4
12044. 2 play R9
12045. 0 play WPU
12046. 1 play W+4
12047. 2 play R1
12048. 0 play WPU
12049. 1 play R0
12050. 2 play RR
12051. 0 take
12052. 1 play WDT green 0,1
12053. 2 play WPU
12054. 0 play G6
12055. 1 play G0
12056. 2 play GPT
12057. 0 play G+2
12058. 1 play GS
12059. 2 play WPU
12060. 0 play G1
12061. 1 play W+4
12062. 2 play WDT
12063. 0 play GR
12064. 1 play G7
12065. 2 play WDT
12066. 0 play GPT
12067. 1 play G3
12068. 2 play W
12069. 0 play WPU
12070. 1 play W+4
12071. 2 play W+4
12072. 0 play G5
12073. 1 play WDT
12074. 2 play W+4
12075. 0 play G9
12076. 1 play W+4
12077. 2 play W
12078. 0 play WPU
12079. 1 play G8
12080. 2 play WPU
12081. 0 play W+4
12082. 1 play GPT
12083. 2 play W
12084. 0 play W+4
12085. 1 play W
12086. 2 play WDT
12087. 0 play WDT
12088. 1 play G4
12089. 2 play W+4
12090. 0 take
12091. 1 play WDT blue 0,2
12092. 2 play B6
12093. 0 play W green
12094. 1 play WPU
12095. 2 play RPT
12096. 0 play W+4
12097. 1 play WDT
12098. 2 play W
12099. 0 play WPU
12100. 1 play R2
12101. 2 play RPT
12102. 0 play WDT
12103. 1 play R+2
12104. 2 play RPT
12105. 0 play R5
12106. 1 play W
12107. 2 play R6
12108. 0 play R0
12109. 1 play R2
12110. 2 play RR
12111. 0 play W+4
12112. 1 play R1
12113. 2 play R4
12114. 0 play WPU
12115. 1 play R7
12116. 2 play R7
12117. 0 play WPU
12118. 1 play R5
12119. 2 play R6
12120. 0 play W+4
12121. 1 play WPU
12122. 2 play W
12123. 0 play W
12124. 1 play RS
12125. 2 play W
12126. 0 play W+4
12127. 1 play R+2
12128. 2 play W
12129. 0 play RPT
12130. 1 play WPU
12131. 2 play W
12132. 0 play WDT
12133. 1 play R8
12134. 2 take
12135. 0 play R3
12136. 1 play Y3
12137. 2 play B3
12138. 0 play BR
12139. 2 play B8
12140. 1 play B2
12141. 0 play WPU
12142. 2 play W+4
12143. 1 play W+4
12144. 0 play W+4
12145. 2 play WDT
12146. 1 play W
12147. 0 play G3
12148. 2 play WPU
12149. 1 play W+4
12150. 0 play G+2
12151. 2 play WPU
12152. 1 play G9
12153. 0 play G0
12154. 2 play W+4
12155. 1 play G7
12156. 0 play G4
12157. 2 play W
12158. 1 play G1
12159. 0 play G7
12160. 2 play WPU
12161. 1 play W+4
12162. 0 play G1
12163. 2 play W+4
12164. 1 play W
12165. 0 play WDT
12166. 2 play WPU
12167. 1 play W
12168. 0 play W+4
12169. 2 play W+4
12170. 1 play W
12171. 0 play G9
12172. 2 play WPU
12173. 1 play W
12174. 0 play G2
12175. 2 play WDT
12176. 1 play W
12177. 0 play G5
12178. 2 play W
12179. 1 take
12180. 0 play W+4 red
12181. 2 accept
12182. 1 play WPU
12183. 0 play B1
12184. 2 play WDT
12185. 1 play W+4
12186. 0 play BS
12187. 2 play B4
12188. 1 play B5
12189. 0 play B9
12190. 2 play B6
12191. 1 play BPT
12192. 0 play W
12193. 2 play B+2
12194. 1 play BPT
12195. 0 play B3
12196. 2 play W
12197. 1 play BS
12198. 0 play W+4
12199. 2 play W
12200. 1 play B5
12201. 0 play WDT
12202. 2 play W
12203. 1 play WDT
12204. 0 play WPU
12205. 2 play W
12206. 1 play W+4
12207. 0 play B8
12208. 2 play B+2
12209. 1 play WPU
12210. 0 play WDT
12211. 2 play W
12212. 1 play W+4
12213. 0 play W
12214. 2 play W
12215. 1 play W+4
12216. 0 play WDT
12217. 2 take
12218. 1 play WDT red 0,1
12219. 0 play RS
12220. 1 play WDT yellow 1,2
12221. 0 play YR
12222. 1 play Y7
12223. 2 play YPT
12224. 0 point 2
12225. 2 point 1
12226. 1 point 0
12227. 0 play Y8
12228. 1 play Y5
12229. 2 play WPU
12230. 0 play BR
12231. 1 play W
12232. 2 play B1
12233. 0 take
12234. 1 play W+4 blue
12235. 2 challenge
12236. 2 play B6
12237. 0 play BR
12238. 2 play WDT red 1,2
12239. 1 play W red
12240. 0 play R8
12241. 2 play WPU
12242. 1 play B7
12243. 0 play B7
12244. 2 play B8
12245. 1 play W
12246. 0 play B1
12247. 2 play B4
12248. 1 play B4
12249. 0 play W
12250. 2 play B9
12251. 1 play W
12252. 0 take
12253. 2 play B5
12254. 1 play W green
12255. 0 draw
12256. 0 play GPT
12257. 0 point 1
12258. 2 point 1
12259. 1 point 0
12260. 2 play WDT blue 1,2
12261. 1 play WPU
12262. 0 play W
12263. 2 play W
12264. 1 play G2
12265. 0 play G6
12266. 2 play W
12267. 1 play G+2
12268. 0 play G8
12269. 2 play WDT
12270. 1 play WPU
12271. 0 play G6
12272. 2 play WDT
12273. 1 play W
12274. 0 play GPT
12275. 2 play WDT
12276. 1 play WDT
12277. 0 play WDT
12278. 2 play W
12279. 1 play G0
12280. 0 play W
12281. 2 play W
12282. 1 play W+4
12283. 0 play GPT
12284. 2 play W
12285. 1 play WPU
12286. 0 play W
12287. 2 play W
12288. 1 play WDT
12289. 0 play WPU
12290. 2 play W
12291. 1 play G9
12292. 0 play GR
12293. 2 play W
12294. 1 play G3
12295. 0 play GPT
12296. 2 play W+4
12297. 1 play WPU
12298. 0 play GS
12299. 2 play W+4
12300. 1 play G2
12301. 0 take
12302. 2 play G+2
12303. 0 play WPU
12304. 2 play W+4
12305. 1 play G4
12306. 0 play G9
12307. 2 play WPU
12308. 1 play G9
12309. 0 play GPT
12310. 2 play W+4
12311. 1 play G1
12312. 0 play G3
12313. 2 play G3
12314. 1 play G5
12315. 0 play W+4
12316. 2 play W+4
12317. 1 play G5
12318. 0 play G2
12319. 2 take
12320. 1 play G7
12321. 1 play G7
12322. 0 play B7
12323. 2 play B5
12324. 1 play WPU
12325. 0 play W
12326. 2 play Y7
12327. 1 play YPT
12328. 0 play W
12329. 2 play Y5
12330. 1 play YPT
12331. 0 play WPU
12332. 2 play YR
12333. 1 play Y6
12334. 0 play WDT
12335. 2 play W+4
12336. 1 play W+4
12337. 0 play W
12338. 2 play YPT
12339. 1 play Y+2
12340. 0 play WDT
12341. 2 play Y6
12342. 1 play Y3
12343. 0 play WPU
12344. 2 play W+4
12345. 1 play Y4
12346. 0 play W
12347. 2 play W+4
12348. 1 play Y0
12349. 0 play WDT
12350. 2 play Y1
12351. 1 play W+4
12352. 0 play W
12353. 2 play Y9
12354. 1 play W
12355. 0 play W
12356. 2 play W+4
12357. 1 play Y2
12358. 0 play WPU
12359. 2 play Y9
12360. 1 play Y+2
12361. 0 play W
12362. 2 play Y3
12363. 1 play W+4
12364. 0 play W
12365. 2 play Y8
12366. 1 play W+4
12367. 0 play WDT
12368. 2 play WPU
12369. 1 play Y1
12370. 0 play W+4
12371. 2 take
12372. 1 play Y2
12373. 0 play G2
12374. 2 play W yellow
12375. 1 play YS
12376. 2 play W green
12377. 1 play G1
12378. 0 play W+4 green
12379. 2 accept
12380. 1 play WDT green 0,2
12381. 0 play GR
12382. 1 play W yellow
12383. 2 play W+4 red
12384. 0 challenge
12385. 0 play WPU
12386. 1 play G4
12387. 2 play G1
12388. 0 play W
12389. 1 play WPU
12390. 2 play WPU
12391. 0 play WDT
12392. 1 take
12393. 2 play G2
12394. 0 play W blue
12395. 1 play BPT
12396. 1 point 0
12397. 2 point 1
12398. 0 point 2
12399. 2 play B3
12400. 0 play B9
12401. 1 play W yellow
12402. 2 play Y7
12403. 0 play Y2
12404. 2 play Y2
12405. 0 play W red
12406. 1 play WDT yellow 1,2
12407. 2 play YR
12408. 1 play YS
12409. 2 play W yellow
12410. 1 draw
12411. 1 play W yellow
12412. 0 play WDT yellow 1,2
12413. 2 play YS
12414. 0 play WDT yellow 0,1
12415. 2 play Y5
12416. 1 play B5
12417. 0 play WDT red 0,1
12418. 2 play W+4 green
12419. 1 accept
12420. 0 play WDT yellow 0,2
12421. 2 play W+4 yellow
12422. 1 accept
12423. 0 play YR
12424. 1 play WPU
12425. 2 play W
12426. 0 play B1
12427. 1 play B8
12428. 2 play B6
12429. 0 play B4
12430. 1 play W+4
12431. 2 play B3
12432. 0 play B8
12433. 1 play WPU
12434. 2 play BPT
12435. 0 play W
12436. 1 play WPU
12437. 2 play B+2
12438. 0 play B7
12439. 1 play B9
12440. 2 play B2
12441. 0 play B4
12442. 1 play WPU
12443. 2 play B2
12444. 0 play BR
12445. 1 play W
12446. 2 play B0
12447. 0 play W
12448. 1 play W
12449. 2 play WPU
12450. 0 play W
12451. 1 take
12452. 2 play WPU
12453. 0 play G6
12454. 1 play WPU
12455. 2 play W
12456. 0 play GR
12457. 1 play G2
12458. 2 play G5
12459. 0 play G0
12460. 1 play WPU
12461. 2 play W
12462. 0 play G8
12463. 1 play G+2
12464. 2 play W+4
12465. 0 play GS
12466. 1 play WPU
12467. 2 play W
12468. 0 play G+2
12469. 1 play G1
12470. 2 play W+4
12471. 0 play G6
12472. 1 play WPU
12473. 2 play GS
12474. 0 play GPT
12475. 1 play W
12476. 2 play W+4
12477. 0 play GPT
12478. 1 play G4
12479. 2 play G4
12480. 0 take
12481. 1 play W yellow
12482. 2 play WDT green 0,1
12483. 0 play GR
12484. 2 play G3
12485. 1 play W green
12486. 0 play G8
12487. 2 play W green
12488. 1 play W+4 blue
12489. 0 challenge
12490. 0 play B7
12491. 2 play W blue
12492. 1 play B7
12493. 0 play WPU
12494. 2 play Y3
12495. 1 play Y8
12496. 0 play W
12497. 2 play WDT
12498. 1 play WDT
12499. 0 play WPU
12500. 2 play Y8
12501. 1 play WDT
12502. 0 play WPU
12503. 2 play Y9
12504. 1 play W
12505. 0 play W+4
12506. 2 play Y+2
12507. 1 play W
12508. 0 play W+4
12509. 2 play Y1
12510. 1 play W
12511. 0 play W
12512. 2 play Y3
12513. 1 take
12514. 0 play W+4 yellow
12515. 2 challenge
12516. 2 play Y4
12517. 1 play Y7
12518. 0 play Y5
12519. 2 play Y1
12520. 1 play Y1
12521. 0 play R1
12522. 2 play WPU
12523. 1 play Y3
12524. 0 play W+4
12525. 2 play Y0
12526. 1 play Y3
12527. 0 play W+4
12528. 2 play YPT
12529. 1 play Y9
12530. 0 play WPU
12531. 2 play WDT
12532. 1 play W
12533. 0 play YPT
12534. 2 play Y+2
12535. 1 play WPU
12536. 0 play WPU
12537. 2 play Y9
12538. 1 play WDT
12539. 0 play W
12540. 2 play WPU
12541. 1 play Y+2
12542. 0 play W
12543. 2 play W+4
12544. 1 play Y8
12545. 0 play WDT
12546. 2 play Y4
12547. 1 play WDT
12548. 0 take
12549. 2 play Y6
12550. 1 play Y8
12551. 0 play Y4
12552. 2 play W+4 blue
12553. 1 challenge
12554. 1 play WDT yellow 1,2
12555. 0 play Y+2
12556. 1 play W green
12557. 0 play WPU
12558. 2 play YPT
12559. 1 play W
12560. 0 play Y8
12561. 2 play Y6
12562. 1 play W
12563. 0 play Y9
12564. 2 play W+4
12565. 1 play WDT
12566. 0 play Y+2
12567. 2 play Y7
12568. 1 play WPU
12569. 0 play Y3
12570. 2 play WDT
12571. 1 play W
12572. 0 play Y9
12573. 2 play Y1
12574. 1 play WPU
12575. 0 play WDT
12576. 2 play W+4
12577. 1 play WPU
12578. 0 play WDT
12579. 2 play YPT
12580. 1 play WPU
12581. 0 play W+4
12582. 2 play Y4
12583. 1 play W+4
12584. 0 play WDT
12585. 2 take
12586. 1 play W+4 yellow
12587. 0 challenge
12588. 2 play Y8
12589. 1 play B8
12590. 0 play W blue
12591. 2 play WDT blue 0,2
12592. 1 play B2
12593. 0 play WPU
12594. 2 play Y+2
12595. 1 take
12596. 0 play Y2
12597. 2 play Y6
12598. 1 play B6
12599. 0 play W+4 green
12600. 2 accept
12601. 1 play GPT
12602. 1 point 0
12603. 2 point 1
12604. 0 point 2
12605. 0 play W+4 yellow
12606. 2 accept
12607. 1 play Y+2
12608. 2 play W+4 red
12609. 1 accept
12610. 0 play W+4 green
12611. 2 accept
12612. 1 play G3
12613. 0 play GS
12614. 1 play RS
12615. 2 play BS
12616. 0 play B7
12617. 2 play WPU
12618. 1 play WPU
12619. 0 play G1
12620. 2 play G9
12621. 1 play G7
12622. 0 play G0
12623. 2 play GPT
12624. 1 play WPU
12625. 0 play G2
12626. 2 play G2
12627. 1 play G7
12628. 0 play W
12629. 2 play G9
12630. 1 take
12631. 0 play W yellow
12632. 2 play Y3
12633. 1 play B3
12634. 0 play Y3
12635. 2 play G3
12636. 1 play G7
12637. 0 play G+2
12638. 1 draw
12639. 1 play W+4 red
12640. 0 challenge
12641. 0 play R4
12642. 2 play R1
12643. 1 play W+4 yellow
12644. 0 challenge
12645. 0 play WPU
12646. 2 play W+4
12647. 1 play W+4
12648. 0 play GR
12649. 2 play WPU
12650. 1 play G2
12651. 0 play W
12652. 2 play G8
12653. 1 play G3
12654. 0 play G4
12655. 2 play G8
12656. 1 play GPT
12657. 0 play G6
12658. 2 play WDT
12659. 1 play G7
12660. 0 play G1
12661. 2 play W
12662. 1 play G1
12663. 0 play G+2
12664. 2 play WDT
12665. 1 play G0
12666. 0 play W
12667. 2 play W+4
12668. 1 play G2
12669. 0 play G5
12670. 2 play W+4
12671. 1 play G9
12672. 0 play WDT
12673. 2 play WDT
12674. 1 play W
12675. 0 play G4
12676. 2 play G5
12677. 1 play G9
12678. 0 play WPU
12679. 2 play W+4
12680. 1 play WPU
12681. 0 play GPT
12682. 2 play WPU
12683. 1 play GR
12684. 0 play WPU
12685. 2 play W
12686. 1 play WPU
12687. 0 play WDT
12688. 2 play W
12689. 1 play WPU
12690. 0 play W
12691. 2 play W
12692. 1 take
12693. 0 play G6
12694. 2 play WDT yellow 0,2
12695. 1 play Y6
12696. 0 draw
12697. 0 play Y2
12698. 2 play R2
12699. 1 play R8
12700. 0 play R9
12701. 2 play RR
12702. 0 play RR
12703. 2 play W+4 red
12704. 1 accept
12705. 0 draw
12706. 2 play RPT
12707. 2 point 1
12708. 1 point 0
12709. 0 point 2
12710. 1 play W+4 green
12711. 0 accept
12712. 2 play W+4 yellow
12713. 1 challenge
12714. 1 play Y1
12715. 0 play Y0
12716. 2 play WPU
12717. 1 play G9
12718. 0 play GS
12719. 2 play G3
12720. 1 play G0
12721. 0 play WDT
12722. 2 play W
12723. 1 play GR
12724. 0 play G7
12725. 2 play W+4
12726. 1 play GR
12727. 0 play GPT
12728. 2 play WDT
12729. 1 play WPU
12730. 0 take
12731. 2 play WDT green 0,1
12732. 1 play W yellow
12733. 0 play W+4 green
12734. 2 accept
12735. 1 play W blue
12736. 0 play B6
12737. 2 play W+4 green
12738. 1 challenge
12739. 1 play G3
12740. 0 play Y3
12741. 2 play WDT green 0,1
12742. 1 play W+4 green
12743. 0 accept
12744. 2 play W+4 yellow
12745. 1 accept
12746. 0 play W+4 yellow
12747. 2 accept
12748. 1 play Y+2
12749. 2 play YS
12750. 0 play WPU
12751. 2 play YR
12752. 1 play W+4
12753. 0 play WPU
12754. 2 play Y+2
12755. 1 play Y3
12756. 0 play W
12757. 2 play Y4
12758. 1 play W
12759. 0 play YPT
12760. 2 play Y8
12761. 1 play Y4
12762. 0 play YS
12763. 2 play Y1
12764. 1 play Y6
12765. 0 play YPT
12766. 2 play Y7
12767. 1 play WDT
12768. 0 play Y8
12769. 2 play Y5
12770. 1 play W
12771. 0 play Y0
12772. 2 play Y7
12773. 1 play Y1
12774. 0 play YR
12775. 2 play W
12776. 1 play Y2
12777. 0 play WDT
12778. 2 play W
12779. 1 play W
12780. 0 play WDT
12781. 2 play Y5
12782. 1 play W+4
12783. 0 play Y2
12784. 2 play YPT
12785. 1 play W
12786. 0 play WDT
12787. 2 play W+4
12788. 1 play WDT
12789. 0 play W
12790. 2 play W+4
12791. 1 play WDT
12792. 0 play WDT
12793. 2 play WDT
12794. 1 play WPU
12795. 0 play W
12796. 2 play WDT
12797. 1 play WDT
12798. 0 take
12799. 2 play W blue
12800. 1 play B2
12801. 0 play B5
12802. 2 play W+4 blue
12803. 1 challenge
12804. 1 play B8
12805. 0 play B5
12806. 2 play BPT
12807. 0 point 1
12808. 2 point 1
12809. 1 point 2
12810. 1 play B4
12811. 0 play W+4 blue
12812. 2 accept
12813. 1 play B9
12814. 0 play B7
12815. 2 play B7
12816. 1 play B0
12817. 0 play G0
12818. 2 play G+2
12819. 0 play WPU
12820. 2 play B3
12821. 1 play WPU
12822. 0 play WDT
12823. 2 play W
12824. 1 play B4
12825. 0 play W+4
12826. 2 play B8
12827. 1 play B5
12828. 0 play W+4
12829. 2 play W+4
12830. 1 play B6
12831. 0 play B2
12832. 2 play B+2
12833. 1 play WDT
12834. 0 play WPU
12835. 2 play BS
12836. 1 play WPU
12837. 0 play W+4
12838. 2 play WDT
12839. 1 play W+4
12840. 0 play WDT
12841. 2 play B1
12842. 1 play B6
12843. 0 play WDT
12844. 2 play B3
12845. 1 play W+4
12846. 0 play W
12847. 2 play B5
12848. 1 play B1
12849. 0 play W
12850. 2 play B9
12851. 1 play B+2
12852. 0 play WDT
12853. 2 play BPT
12854. 1 play WPU
12855. 0 play WDT
12856. 2 play BPT
12857. 1 play W
12858. 0 play W
12859. 2 play W+4
12860. 1 play BS
12861. 0 play WDT
12862. 2 play W+4
12863. 1 play W
12864. 0 play B8
12865. 2 take
12866. 1 play WPU
12867. 0 play W
12868. 2 play B1
12869. 1 play BPT
12870. 0 play W
12871. 2 play WDT
12872. 1 play W
12873. 0 play WDT
12874. 2 play B1
12875. 1 play BPT
12876. 0 play W
12877. 2 play WPU
12878. 1 play B4
12879. 0 play W
12880. 2 play W
12881. 1 play BR
12882. 0 play W
12883. 2 play B2
12884. 1 play W+4
12885. 0 play W
12886. 2 play W
12887. 1 play W+4
12888. 0 play WDT
12889. 2 play B6
12890. 1 play WPU
12891. 0 play WDT
12892. 2 play BS
12893. 1 play BR
12894. 0 play WDT
12895. 2 play B2
12896. 1 play WPU
12897. 0 take
12898. 2 play B3
12899. 1 play W blue
12900. 0 play B2
12901. 2 play BPT
12902. 2 point 0
12903. 1 point 0
12904. 0 point 1
12905. 1 play GPT
12906. 2 point 1
12907. 1 point 2
12908. 0 point 2
12909. 0 play W+4 blue
12910. 2 accept
12911. 1 draw
12912. 1 play B2
12913. 0 play W+4 green
12914. 2 challenge
12915. 2 play WDT blue 0,2
12916. 1 play W yellow
12917. 0 draw
12918. 0 pass
12919. 2 play Y9
12920. 1 play G9
12921. 0 play GPT
12922. 1 point 0
12923. 2 point 0
12924. 0 point 1
12925. 2 play YPT
12926. 0 point 1
12927. 1 point 2
12928. 2 point 0
12929. 1 play GPT
12930. 1 point 2
12931. 2 point 0
12932. 0 point 1
12933. 0 play G7
12934. 2 play W yellow
12935. 1 play YPT
12936. 0 point 2
12937. 2 point 1
12938. 1 point 0
12939. 0 play WDT green 1,2
12940. 2 play G3
12941. 1 play G8
12942. 0 play GS
12943. 1 play G6
12944. 0 play W green
12945. 2 play W+4 yellow
12946. 1 challenge
12947. 1 play WPU
12948. 0 play YR
12949. 2 play Y3
12950. 1 play W
12951. 0 play Y1
12952. 2 play Y6
12953. 1 play WPU
12954. 0 play Y+2
12955. 2 play WPU
12956. 1 play WPU
12957. 0 play Y3
12958. 2 play WPU
12959. 1 play W
12960. 0 play Y5
12961. 2 play YS
12962. 1 play WPU
12963. 0 play Y4
12964. 2 play WDT
12965. 1 play YPT
12966. 0 play Y+2
12967. 2 play W+4
12968. 1 take
12969. 0 play YR
12970. 1 play W+4 red
12971. 2 accept
12972. 0 play W green
12973. 1 play GPT
12974. 2 point 1
12975. 0 point 1
12976. 1 point 0
12977. 2 play GPT
12978. 0 point 1
12979. 1 point 0
12980. 2 point 1
12981. 0 play RPT
12982. 2 point 1
12983. 1 point 0
12984. 0 point 2
12985. 1 play W+4 yellow
12986. 2 accept
12987. 0 play W red
12988. 1 play W yellow
12989. 2 play WPU
12990. 0 play Y5
12991. 1 play Y5
12992. 2 play W
12993. 0 play Y7
12994. 1 play WDT
12995. 2 play YR
12996. 0 play W+4
12997. 1 play W+4
12998. 2 play WPU
12999. 0 play W
13000. 1 play Y3
13001. 2 play Y9
13002. 0 play W
13003. 1 play Y4
13004. 2 play WPU
13005. 0 play Y8
13006. 1 play WPU
13007. 2 play Y9
13008. 0 play Y0
13009. 1 play Y+2
13010. 2 play WDT
13011. 0 play W
13012. 1 play W
13013. 2 play W+4
13014. 0 play WDT
13015. 1 play YR
13016. 2 play WDT
13017. 0 play W
13018. 1 play Y1
13019. 2 play W+4
13020. 0 play Y2
13021. 1 play WPU
13022. 2 play WDT
13023. 0 play Y6
13024. 1 play YPT
13025. 2 play W
13026. 0 play YPT
13027. 1 play WPU
13028. 2 play WDT
13029. 0 play YS
13030. 1 play YS
13031. 2 play W
13032. 0 play W+4
13033. 1 play Y3
13034. 2 play WDT
13035. 0 play Y1
13036. 1 play WPU
13037. 2 play WDT
13038. 0 play WPU
13039. 1 play Y+2
13040. 2 play W
13041. 0 play Y2
13042. 1 play W
13043. 2 play W+4
13044. 0 play W
13045. 1 play WPU
13046. 2 play W+4
13047. 0 play Y7
13048. 1 play Y6
13049. 2 play W+4
13050. 0 play WPU
13051. 1 take
13052. 2 play W+4 blue
13053. 0 challenge
13054. 1 play WPU
13055. 2 play B+2
13056. 0 play W+4
13057. 1 play WPU
13058. 2 play B7
13059. 0 play WPU
13060. 1 play WDT
13061. 2 play B8
13062. 0 play BR
13063. 1 play WDT
13064. 2 play B+2
13065. 0 play B4
13066. 1 play W
13067. 2 play BS
13068. 0 play W
13069. 1 play WDT
13070. 2 play B5
13071. 0 play BPT
13072. 1 play W+4
13073. 2 play B6
13074. 0 play WDT
13075. 1 play WPU
13076. 2 play B5
13077. 0 play B3
13078. 1 play WPU
13079. 2 play B3
13080. 0 play BPT
13081. 1 play W+4
13082. 2 play B4
13083. 0 play B0
13084. 1 play WPU
13085. 2 play B9
13086. 0 play W+4
13087. 1 play W
13088. 2 play BPT
13089. 0 play BR
13090. 1 play W+4
13091. 2 play BPT
13092. 0 play BS
13093. 1 play WDT
13094. 2 play B8
13095. 0 play W
13096. 1 play WPU
13097. 2 play B9
13098. 0 play B7
13099. 1 play WDT
13100. 2 take
13101. 0 play WPU
13102. 1 play W
13103. 2 play BPT
13104. 0 play WPU
13105. 1 play W+4
13106. 2 play BPT
13107. 0 play W
13108. 1 play WPU
13109. 2 play B0
13110. 0 play B2
13111. 1 play WPU
13112. 2 play B9
13113. 0 play B6
13114. 1 play WDT
13115. 2 play B8
13116. 0 play B1
13117. 1 play W
13118. 2 play B9
13119. 0 play B2
13120. 1 play W+4
13121. 2 play WDT
13122. 0 play B1
13123. 1 play WPU
13124. 2 play WDT
13125. 0 play WDT
13126. 1 play W+4
13127. 2 play WDT
13128. 0 play WDT
13129. 1 play WDT
13130. 2 play BR
13131. 0 play WDT
13132. 1 play WDT
13133. 2 play BPT
13134. 0 take
13135. 1 play W blue
13136. 2 play B3
13137. 0 play W+4 blue
13138. 1 accept
13139. 2 play W+4 blue
13140. 0 accept
13141. 1 play W blue
13142. 2 play WPU
13143. 0 play B1
13144. 1 play W+4
13145. 2 play W+4
13146. 0 play B6
13147. 1 play W
13148. 2 play BR
13149. 0 play WDT
13150. 1 play B3
13151. 2 play BS
13152. 0 play B2
13153. 1 play W+4
13154. 2 play B4
13155. 0 play WDT
13156. 1 play W
13157. 2 play B+2
13158. 0 play B0
13159. 1 play WPU
13160. 2 play B3
13161. 0 play B2
13162. 1 play W
13163. 2 play W
13164. 0 play WPU
13165. 1 play W+4
13166. 2 play WDT
13167. 0 play B1
13168. 1 play W
13169. 2 play WDT
13170. 0 play BPT
13171. 1 play W
13172. 2 play WPU
13173. 0 play BR
13174. 1 play W
13175. 2 play B7
13176. 0 play WDT
13177. 1 play W
13178. 2 play W
13179. 0 play W+4
13180. 1 play W
13181. 2 play B4
13182. 0 play B9
13183. 1 take
13184. 2 play BPT
13185. 2 point 0
13186. 1 point 2
13187. 0 point 1
13188. 0 play B9
13189. 1 play B2
13190. 2 play R2
13191. 0 play WPU
13192. 1 play WDT
13193. 2 play B7
13194. 0 play W+4
13195. 1 play B2
13196. 2 play W
13197. 0 play W
13198. 1 play B0
13199. 2 play WPU
13200. 0 play W+4
13201. 1 play BR
13202. 2 play W+4
13203. 0 play WPU
13204. 1 play B9
13205. 2 play BS
13206. 0 play BPT
13207. 1 play BR
13208. 2 play B5
13209. 0 play B8
13210. 1 play W
13211. 2 play B8
13212. 0 play W
13213. 1 play WPU
13214. 2 play B+2
13215. 0 play W
13216. 1 play B3
13217. 2 play W
13218. 0 play BPT
13219. 1 play B4
13220. 2 play W+4
13221. 0 play WPU
13222. 1 play WPU
13223. 2 play WDT
13224. 0 play WPU
13225. 1 play B4
13226. 2 play B5
13227. 0 play WDT
13228. 1 play BPT
13229. 2 play B6
13230. 0 play WDT
13231. 1 play WPU
13232. 2 play WPU
13233. 0 play WDT
13234. 1 play W
13235. 2 play W+4
13236. 0 play WDT
13237. 1 play B1
13238. 2 play WPU
13239. 0 play WDT
13240. 1 play B6
13241. 2 play WPU
13242. 0 play WDT
13243. 1 play W
13244. 2 play WPU
13245. 0 take
13246. 1 play B1
13247. 0 play B1
13248. 1 play W blue
13249. 2 play W+4 blue
13250. 0 accept
13251. 1 play BS
13252. 0 play GS
13253. 2 play G8
13254. 0 play WDT yellow 1,2
13255. 1 play W+4 blue
13256. 2 accept
13257. 0 play B8
13258. 0 play B8
13259. 1 play WDT red 1,2
13260. 2 play R6
13261. 0 play W+4 blue
13262. 1 accept
13263. 2 play B1
13264. 0 play R1
13265. 1 play Y1
13266. 2 play W+4 blue
13267. 0 accept
13268. 1 play W yellow
13269. 2 play W blue
13270. 0 play B9
13271. 1 play B8
13272. 2 play BS
13273. 1 play WDT red 0,2
13274. 2 play R5
13275. 0 play R8
13276. 1 play R6
13277. 2 play R8
13278. 0 play Y8
13279. 1 play Y9
13280. 1 play Y9
13281. 2 draw
13282. 0 play Y1
13283. 1 play Y0
13284. 2 play R0
13285. 0 play R9
13286. 1 play W+4 green
13287. 2 accept
13288. 0 play GPT
13289. 2 point 0
13290. 1 point 0
13291. 0 point 1
13292. 1 draw
13293. 2 play W+4 blue
13294. 0 accept
13295. 1 draw
13296. 1 play W+4 red
13297. 2 accept
13298. 0 play R3
13299. 1 play Y3
13300. 1 play Y3
13301. 2 play G3
13302. 0 play G9
13303. 1 play W+4 yellow
13304. 2 challenge
13305. 2 play W blue
13306. 0 play B0
13307. 1 play B3
13308. 2 play B8
13309. 0 draw
13310. 1 play W blue
13311. 2 play BS
13312. 1 play W blue
13313. 2 play B1
13314. 0 play BS
13315. 2 play RS
13316. 1 play R3
13317. 2 play R6
13318. 0 play R1
13319. 0 play R1
13320. 1 play W yellow
13321. 2 draw
13322. 0 play Y9
13323. 1 play Y7
13324. 1 play Y7
13325. 2 play W+4 red
13326. 0 challenge
13327. 1 play W green
13328. 2 play GPT
13329. 0 point 2
13330. 2 point 1
13331. 1 point 2
13332. 0 play GPT
13333. 2 point 0
13334. 0 point 2
13335. 1 point 0
13336. 1 play G9
13337. 1 play G9
13338. 2 play GPT
13339. 1 point 2
13340. 2 point 0
13341. 0 point 1
13342. 0 play G6
13343. 1 play G8
13344. 2 play W+4 green
13345. 0 accept
13346. 1 play G1
13347. 2 play B1
13348. 0 play B+2
13349. 2 play B8
13350. 0 play B3
13351. 1 play Y3
13352. 2 play R3
13353. 0 play WDT yellow 0,1
13354. 1 play Y+2
13355. 0 play Y3
13356. 1 play W+4 yellow
13357. 2 challenge
13358. 2 draw
13359. 2 pass
13360. 0 play WPU
13361. 1 play B8
13362. 2 play BS
13363. 0 play B9
13364. 1 play B0
13365. 2 take
13366. 0 play W+4 green
13367. 1 accept
13368. 2 play GS
13369. 1 play G9
13370. 2 play GPT
13371. 0 point 1
13372. 2 point 0
13373. 1 point 2
13374. 0 play GPT
13375. 1 point 2
13376. 2 point 0
13377. 0 point 1
13378. 1 play G0
13379. 2 play G3
13380. 0 play GPT
13381. 0 point 1
13382. 2 point 1
13383. 1 point 0
13384. 1 play G1
13385. 1 play G1
13386. 2 play W+4 red
13387. 0 challenge
13388. 0 play RS
13389. 2 play R5
13390. 0 play B5
13391. 1 play B8
13392. 2 play B3
13393. 0 play B7
13394. 1 play B+2
13395. 0 play B5
13396. 1 play B3
13397. 2 play B3
13398. 0 play B4
13399. 1 play B+2
13400. 0 play BR
13401. 2 play B0
13402. 1 play W blue
13403. 0 play WDT red 0,2
13404. 2 play R4
13405. 1 play RR
13406. 2 play R5
13407. 0 play WDT green 0,1
13408. 1 play GPT
13409. 2 point 0
13410. 0 point 2
13411. 1 point 0
13412. 2 play GPT
13413. 1 point 2
13414. 2 point 0
13415. 0 point 2
13416. 0 play W+4 blue
13417. 1 accept
13418. 2 play W+4 red
13419. 0 accept
13420. 1 play RR
13421. 0 play R1
13422. 2 play RS
13423. 0 play R1
13424. 2 play R7
13425. 1 play R6
13426. 0 play B6
13427. 2 play B0
13428. 1 play B1
13429. 0 play B3
13430. 1 play B3
13431. 0 play B6
13432. 2 play B8
13433. 1 play W+4 red
13434. 0 accept
13435. 2 play RPT
13436. 0 point 1
13437. 2 point 1
13438. 1 point 0
13439. 1 play R2
13440. 0 play WDT red 1,2
13441. 2 play R4
13442. 1 play W red
13443. 0 play W+4 green
13444. 2 challenge
13445. 2 draw
13446. 1 play G9
13447. 0 play GR
13448. 1 play G0
13449. 2 play G8
13450. 0 play G3
13451. 1 play GS
13452. 0 play G9
13453. 1 play G7
13454. 2 play G1
13455. 0 play B1
13456. 1 play WDT blue 0,2
13457. 2 play B5
13458. 0 play B4
13459. 1 play W+4 yellow
13460. 2 challenge
13461. 2 play Y3
13462. 0 play Y0
13463. 1 play Y6
13464. 1 play Y6
13465. 2 draw
13466. 2 play B6
13467. 0 play BS
13468. 2 play B1
13469. 0 play B2
13470. 1 play B7
13471. 2 play R7
13472. 0 play WPU
13473. 1 play R4
13474. 2 play R+2
13475. 0 play W+4
13476. 1 play WDT
13477. 2 play RS
13478. 0 play W+4
13479. 1 play R0
13480. 2 play R+2
13481. 0 play R6
13482. 1 play W+4
13483. 2 play R5
13484. 0 play R8
13485. 1 play WDT
13486. 2 play RPT
13487. 0 play R9
13488. 1 play RS
13489. 2 play RPT
13490. 0 play R2
13491. 1 play W+4
13492. 2 play RPT
13493. 0 play WDT
13494. 1 play W+4
13495. 2 take
13496. 0 play W+4 blue
13497. 1 challenge
13498. 1 play BR
13499. 0 play BR
13500. 1 play YR
13501. 0 play Y4
13502. 2 play R4
13503. 1 play Y4
13504. 0 play Y7
13505. 0 play Y7
13506. 2 play WDT red 1,2
13507. 1 play WDT red 1,2
13508. 0 play WPU
13509. 2 play WDT
13510. 1 play G6
13511. 0 play G7
13512. 2 play WPU
13513. 1 play W+4
13514. 0 play W
13515. 2 play W+4
13516. 1 play G8
13517. 0 play G1
13518. 2 play W+4
13519. 1 play G5
13520. 0 play G3
13521. 2 play W+4
13522. 1 play G5
13523. 0 play WPU
13524. 2 play WDT
13525. 1 play G+2
13526. 0 play WPU
13527. 2 play G1
13528. 1 play GPT
13529. 0 play WPU
13530. 2 play W+4
13531. 1 play G4
13532. 0 play WDT
13533. 2 play W+4
13534. 1 play G2
13535. 0 play WDT
13536. 2 take
13537. 1 play GPT
13538. 0 point 2
13539. 2 point 1
13540. 1 point 2
13541. 0 play GR
13542. 1 draw
13543. 2 play G2
13544. 1 play G2
13545. 2 play W yellow
13546. 0 draw
13547. 1 play Y+2
13548. 0 play W blue
13549. 1 play B3
13550. 0 play B3
13551. 1 play B6
13552. 2 play B1
13553. 0 play W red
13554. 1 play R7
13555. 2 play W+4 yellow
13556. 0 accept
13557. 1 play YS
13558. 0 play W yellow
13559. 1 play Y8
13560. 2 play W+4 red
13561. 0 accept
13562. 1 draw
13563. 2 play RPT
13564. 2 point 1
13565. 1 point 2
13566. 0 point 2
13567. 0 play W+4 blue
13568. 1 challenge
13569. 1 play B+2
13570. 0 play B5
13571. 1 play Y5
13572. 1 play Y5
13573. 2 play G5
13574. 0 play G+2
13575. 2 play G7
13576. 0 play W+4 red
13577. 1 accept
13578. 2 play WDT yellow 0,2
13579. 0 play Y8
13580. 1 play Y+2
13581. 0 play WDT green 0,2
13582. 1 play G6
13583. 2 play G1
13584. 0 play GPT
13585. 0 point 1
13586. 1 point 0
13587. 2 point 0
13588. 1 play WDT yellow 0,2
13589. 2 play WDT green 0,2
13590. 0 play WDT yellow 0,2
13591. 1 play W blue
13592. 2 play BS
13593. 1 play W+4 blue
13594. 2 challenge
13595. 2 play BS
13596. 1 play B3
13597. 2 play G3
13598. 0 play R3
13599. 1 play RPT
13600. 1 point 0
13601. 0 point 1
13602. 2 point 1
13603. 2 play W+4 green
13604. 0 accept
13605. 1 play G4
13606. 2 play G0
13607. 0 play WDT red 1,2
13608. 1 play WDT blue 0,2
13609. 2 play W red
13610. 0 play W yellow
13611. 1 play W green
13612. 2 play W+4 blue
13613. 0 challenge
13614. 0 play B+2
13615. 2 play BR
13616. 1 draw
13617. 1 play W+4 green
13618. 0 accept
13619. 2 play G6
13620. 1 play G4
13621. 0 play WDT yellow 1,2
13622. 2 play WPU
13623. 1 play GR
13624. 0 play GR
13625. 2 play G4
13626. 1 play GPT
13627. 0 play GS
13628. 2 play W+4
13629. 1 play GPT
13630. 0 play WDT
13631. 2 play WPU
13632. 1 take
13633. 0 play W blue
13634. 2 play B5
13635. 1 draw
13636. 1 play WDT blue 1,2
13637. 0 play W green
13638. 2 play WPU
13639. 1 play G1
13640. 0 play G7
13641. 2 play G8
13642. 1 play GS
13643. 0 play G8
13644. 2 play G6
13645. 1 play GPT
13646. 0 play W+4
13647. 2 play G+2
13648. 1 play W+4
13649. 0 play GPT
13650. 2 play GPT
13651. 1 play GPT
13652. 0 play W
13653. 2 play G1
13654. 1 play WPU
13655. 0 play G9
13656. 2 play WPU
13657. 1 play GR
13658. 0 play G3
13659. 2 play G+2
13660. 1 play GR
13661. 0 play WDT
13662. 2 play G9
13663. 1 play G4
13664. 0 play W+4
13665. 2 play W+4
13666. 1 play WDT
13667. 0 play WPU
13668. 2 play W+4
13669. 1 take
13670. 0 play GS
13671. 1 play W+4 green
13672. 0 challenge
13673. 0 play W+4 blue
13674. 2 accept
13675. 1 play W+4 yellow
13676. 0 accept
13677. 2 play Y0
13678. 1 play YS
13679. 2 play Y7
13680. 0 play Y7
13681. 2 play G7
13682. 1 play G3
13683. 0 play WPU
13684. 2 play W
13685. 1 play G4
13686. 0 play GS
13687. 2 play G5
13688. 1 play G9
13689. 0 play W+4
13690. 2 play WDT
13691. 1 play G9
13692. 0 play G2
13693. 2 play W+4
13694. 1 play G6
13695. 0 play WDT
13696. 2 play WDT
13697. 1 play G8
13698. 0 play WPU
13699. 2 play W+4
13700. 1 play W+4
13701. 0 play G2
13702. 2 play WDT
13703. 1 play GS
13704. 0 play WPU
13705. 2 play WDT
13706. 1 play G1
13707. 0 play WPU
13708. 2 play WDT
13709. 1 play G0
13710. 0 play W
13711. 2 play G5
13712. 1 play G+2
13713. 0 play W+4
13714. 2 take
13715. 1 play GR
13716. 2 play G2
13717. 0 play WPU
13718. 1 play B3
13719. 2 play W+4
13720. 0 play B8
13721. 1 play BS
13722. 2 play WDT
13723. 0 play B4
13724. 1 play W+4
13725. 2 play WDT
13726. 0 play B9
13727. 1 play BS
13728. 2 play B3
13729. 0 play B6
13730. 1 play B6
13731. 2 play B9
13732. 0 play B2
13733. 1 play W+4
13734. 2 play B+2
13735. 0 play B2
13736. 1 play B1
13737. 2 play WDT
13738. 0 play BPT
13739. 1 play WPU
13740. 2 play W
13741. 0 play B8
13742. 1 play B0
13743. 2 play W+4
13744. 0 play W
13745. 1 play B5
13746. 2 play WDT
13747. 0 play B1
13748. 1 play WPU
13749. 2 play W+4
13750. 0 play BPT
13751. 1 play WDT
13752. 2 play W
13753. 0 play B7
13754. 1 play WPU
13755. 2 play WPU
13756. 0 play B7
13757. 1 play WDT
13758. 2 play W
13759. 0 play BPT
13760. 1 play W
13761. 2 play WDT
13762. 0 play WPU
13763. 1 play WDT
13764. 2 play W+4
13765. 0 play B4
13766. 1 play WDT
13767. 2 play W+4
13768. 0 play WPU
13769. 1 play W+4
13770. 2 play WPU
13771. 0 play BPT
13772. 1 play BR
13773. 2 play WDT
13774. 0 play WPU
13775. 1 play W
13776. 2 play WPU
13777. 0 play W
13778. 1 play W
13779. 2 play WPU
13780. 0 play W
13781. 1 take
13782. 2 draw
13783. 2 play W+4 green
13784. 0 accept
13785. 1 play G7
13786. 2 play G+2
13787. 1 play B+2
13788. 0 play B+2
13789. 2 play Y+2
13790. 1 play YPT
13791. 1 point 0
13792. 0 point 2
13793. 2 point 1
13794. 2 play Y3
13795. 0 play YS
13796. 2 play WPU
13797. 0 play W+4
13798. 1 play WDT
13799. 2 play G6
13800. 0 play W
13801. 1 play WDT
13802. 2 play G0
13803. 0 play G4
13804. 1 play G3
13805. 2 play G6
13806. 0 play W
13807. 1 play G1
13808. 2 play G7
13809. 0 play W
13810. 1 play WPU
13811. 2 play G9
13812. 0 play W+4
13813. 1 play GPT
13814. 2 play G8
13815. 0 play WDT
13816. 1 play G+2
13817. 2 play G9
13818. 0 play G7
13819. 1 play GPT
13820. 2 play G2
13821. 0 play W
13822. 1 play GR
13823. 2 play G4
13824. 0 play W
13825. 1 play WDT
13826. 2 play G1
13827. 0 play W
13828. 1 play W+4
13829. 2 play GS
13830. 0 play W
13831. 1 play G3
13832. 2 play G2
13833. 0 take
13834. 1 play GR
13835. 0 play G2
13836. 2 play GS
13837. 0 play G8
13838. 2 play G5
13839. 1 play Y5
13840. 0 play Y8
13841. 1 play Y8
13842. 0 play W+4 yellow
13843. 2 challenge
13844. 2 play Y7
13845. 1 play W green
13846. 0 play G0
13847. 2 play G5
13848. 1 play W yellow
13849. 0 play W green
13850. 2 draw
13851. 1 play W+4 red
13852. 0 accept
13853. 2 play R9
13854. 1 draw
13855. 0 play R8
13856. 2 play R3
13857. 1 play W+4 yellow
13858. 0 accept
13859. 2 play Y5
13860. 1 play W+4 green
13861. 0 challenge
13862. 0 play G6
13863. 0 play G6
13864. 2 play R6
13865. 1 play W green
13866. 0 play G9
13867. 0 play G9
13868. 2 draw
13869. 1 play B9
13870. 0 play WDT red 0,1
13871. 2 play RS
13872. 0 play RR
13873. 1 play W green
13874. 2 draw
13875. 2 play G5
13876. 0 play G1
13877. 1 play W red
13878. 2 play RS
13879. 1 play W blue
13880. 2 draw
13881. 2 play W+4 green
13882. 0 challenge
13883. 1 play G8
13884. 2 play Y8
13885. 0 play Y5
13886. 1 play WPU
13887. 2 take
13888. 0 play G+2
13889. 2 draw
13890. 2 play W yellow
13891. 0 play Y8
13892. 1 play Y6
13893. 2 draw
13894. 2 play W+4 green
13895. 0 accept
13896. 1 play GPT
13897. 2 point 1
13898. 1 point 2
13899. 0 point 2
13900. 2 play G5
13901. 0 play WDT blue 0,2
13902. 1 play B4
13903. 2 play W+4 red
13904. 0 challenge
13905. 1 play RR
13906. 0 play R5
13907. 2 play R2
13908. 1 play Y2
13909. 0 play YPT
13910. 2 point 0
13911. 1 point 0
13912. 0 point 2
13913. 2 play W+4 red
13914. 1 accept
13915. 0 play W+4 red
13916. 2 accept
13917. 1 play R5
13918. 0 play G5
13919. 0 play G5
13920. 2 play W+4 blue
13921. 1 challenge
13922. 0 play B+2
13923. 1 play W red
13924. 0 play R7
13925. 2 play R4
13926. 1 play RPT
13927. 0 point 2
13928. 2 point 1
13929. 1 point 0
13930. 0 play YPT
13931. 0 point 1
13932. 1 point 2
13933. 2 point 1
13934. 2 play YR
13935. 0 play Y3
13936. 1 play W red
13937. 2 play W+4 blue
13938. 0 accept
13939. 1 play BPT
13940. 0 point 1
13941. 2 point 0
13942. 1 point 2
13943. 2 play W red
13944. 0 play RS
13945. 2 play R4
13946. 0 draw
13947. 0 play RS
13948. 2 play RPT
13949. 2 point 0
13950. 0 point 1
13951. 1 point 0
13952. 0 play YPT
13953. 2 point 1
13954. 1 point 2
13955. 0 point 2
13956. 1 play W+4 yellow
13957. 2 challenge
13958. 2 play Y6
13959. 0 play R6
13960. 1 play WPU
13961. 2 play Y+2
13962. 0 play Y8
13963. 1 play W
13964. 2 play Y4
13965. 0 play W
13966. 1 play Y4
13967. 2 take
13968. 0 play Y3
13969. 1 play Y+2
13970. 0 play B+2
13971. 2 play W+4 green
13972. 0 challenge
13973. 0 play WDT blue 0,2
13974. 1 play B6
13975. 2 play W yellow
13976. 0 play Y1
13977. 1 play WPU
13978. 2 play Y3
13979. 0 play YPT
13980. 1 play Y2
13981. 2 play Y6
13982. 0 play W
13983. 1 play WDT
13984. 2 play Y+2
13985. 0 play W
13986. 1 play YPT
13987. 2 play Y4
13988. 0 play WDT
13989. 1 play W+4
13990. 2 play W
13991. 0 play YR
13992. 1 play Y3
13993. 2 play Y8
13994. 0 play W+4
13995. 1 play Y7
13996. 2 play Y4
13997. 0 play WDT
13998. 1 play YPT
13999. 2 take
14000. 0 play Y6
14001. 1 play YPT
14002. 1 point 0
14003. 0 point 1
14004. 2 point 1
14005. 2 draw
14006. 2 play WDT yellow 0,1
14007. 0 play Y2
14008. 1 play WDT red 0,2
14009. 2 play W blue
14010. 0 play B+2
14011. 2 play Y+2
14012. 1 play WPU
14013. 2 play W+4
14014. 0 play W+4
14015. 1 play W+4
14016. 2 play W+4
14017. 0 play W+4
14018. 1 play B7
14019. 2 play WDT
14020. 0 play WPU
14021. 1 play BR
14022. 2 play B+2
14023. 0 play WPU
14024. 1 play BPT
14025. 2 play WDT
14026. 0 play WDT
14027. 1 play BR
14028. 2 play WDT
14029. 0 play BPT
14030. 1 play BS
14031. 2 play WPU
14032. 0 play W
14033. 1 play B4
14034. 2 play W
14035. 0 play W
14036. 1 play B0
14037. 2 play WDT
14038. 0 play B4
14039. 1 play BPT
14040. 2 play W
14041. 0 play W
14042. 1 play B2
14043. 2 take
14044. 0 draw
14045. 1 play B7
14046. 2 play WDT red 0,2
14047. 0 play RS
14048. 2 play BS
14049. 1 play B1
14050. 2 play B4
14051. 0 play G4
14052. 1 play W red
14053. 2 play R1
14054. 0 play RR
14055. 2 play R5
14056. 1 play G5
14057. 0 play G9
14058. 2 play WPU
14059. 1 play R4
14060. 0 play R3
14061. 2 play R+2
14062. 1 play R6
14063. 0 play R4
14064. 2 play W+4
14065. 1 play W
14066. 0 play R1
14067. 2 play W
14068. 1 play W+4
14069. 0 play R7
14070. 2 play R2
14071. 1 play R5
14072. 0 play R9
14073. 2 play W+4
14074. 1 play R7
14075. 0 play R9
14076. 2 play W
14077. 1 play W
14078. 0 play W
14079. 2 play WPU
14080. 1 play W+4
14081. 0 play W
14082. 2 play W+4
14083. 1 play W+4
14084. 0 play R3
14085. 2 play R8
14086. 1 play W
14087. 0 play W
14088. 2 play R6
14089. 1 play W+4
14090. 0 play W
14091. 2 play W+4
14092. 1 play RPT
14093. 0 play R2
14094. 2 play WPU
14095. 1 play W+4
14096. 0 play W
14097. 2 play R0
14098. 1 play WPU
14099. 0 play W
14100. 2 play W
14101. 1 play WDT
14102. 0 take
14103. 2 play W+4 yellow
14104. 1 challenge
14105. 1 play Y8
14106. 0 play WPU
14107. 2 play W
14108. 1 play G5
14109. 0 play W+4
14110. 2 play WDT
14111. 1 play G9
14112. 0 play G5
14113. 2 play W
14114. 1 play WPU
14115. 0 play WDT
14116. 2 play WDT
14117. 1 play G8
14118. 0 play W
14119. 2 play W
14120. 1 play WDT
14121. 0 play G6
14122. 2 play W
14123. 1 play WPU
14124. 0 play G4
14125. 2 play WDT
14126. 1 play G6
14127. 0 play G7
14128. 2 play WDT
14129. 1 play G8
14130. 0 play GR
14131. 2 play WDT
14132. 1 play W+4
14133. 0 play G7
14134. 2 take
14135. 1 play WDT red 0,2
14136. 0 play R6
14137. 2 play R+2
14138. 0 play G+2
14139. 1 play W+4 blue
14140. 0 challenge
14141. 0 play W yellow
14142. 2 play Y1
14143. 1 play Y0
14144. 0 play R0
14145. 2 play R8
14146. 1 play WPU
14147. 0 play WPU
14148. 2 play WDT
14149. 1 play WPU
14150. 0 play R+2
14151. 2 play W
14152. 1 play WDT
14153. 0 play WPU
14154. 2 play R5
14155. 1 play RS
14156. 0 play R3
14157. 2 play WPU
14158. 1 play WPU
14159. 0 play W
14160. 2 play WDT
14161. 1 play WPU
14162. 0 play R5
14163. 2 play R1
14164. 1 play RR
14165. 0 play R8
14166. 2 play WDT
14167. 1 play WDT
14168. 0 play RR
14169. 2 play WDT
14170. 1 play WDT
14171. 0 play R7
14172. 2 play WPU
14173. 1 play WDT
14174. 0 play W+4
14175. 2 play WPU
14176. 1 play WPU
14177. 0 play W+4
14178. 2 play RPT
14179. 1 play W+4
14180. 0 play R4
14181. 2 play RPT
14182. 1 play WPU
14183. 0 play R7
14184. 2 play W+4
14185. 1 play WPU
14186. 0 play R1
14187. 2 play WDT
14188. 1 take
14189. 0 play R6
14190. 2 play W green
14191. 1 play W green
14192. 0 play G0
14193. 2 play G5
14194. 1 play GPT
14195. 0 point 1
14196. 1 point 2
14197. 2 point 0
14198. 0 play G+2
14199. 1 play W yellow
14200. 0 play Y+2
14201. 1 play W+4 blue
14202. 0 challenge
14203. 0 play B4
14204. 2 play B7
14205. 1 play BPT
14206. 2 point 1
14207. 0 point 2
14208. 1 point 2
14209. 0 play YPT
14210. 1 point 2
14211. 0 point 1
14212. 2 point 0
14213. 2 play WDT green 0,1
14214. 1 play G9
14215. 0 play GS
14216. 1 play W+4 green
14217. 0 challenge
14218. 0 play G2
14219. 2 play G5
14220. 1 play R5
14221. 0 play R4
14222. 2 play G4
14223. 1 play G+2
14224. 2 play WDT green 1,2
14225. 1 play W+4 blue
14226. 0 accept
14227. 2 play B4
14228. 1 play W blue
14229. 0 play W+4 blue
14230. 2 challenge
14231. 2 play W+4 red
14232. 1 accept
14233. 0 play R4
14234. 2 play RPT
14235. 1 point 2
14236. 2 point 1
14237. 0 point 2
14238. 1 play RR
14239. 2 play W red
14240. 0 play R6
14241. 1 play R1
14242. 2 play Y1
14243. 0 play YS
14244. 2 play YR
14245. 1 play WPU
14246. 0 play R9
14247. 2 play R4
14248. 1 play R4
14249. 0 play W+4
14250. 2 play W
14251. 1 play R0
14252. 0 play R5
14253. 2 play W+4
14254. 1 play W+4
14255. 0 play W+4
14256. 2 play R+2
14257. 1 play W+4
14258. 0 play W
14259. 2 play R6
14260. 1 play RPT
14261. 0 play R3
14262. 2 play W
14263. 1 play W+4
14264. 0 play R2
14265. 2 play W
14266. 1 play R3
14267. 0 play W
14268. 2 take
14269. 1 play RS
14270. 2 play R9
14271. 1 play W+4 blue
14272. 0 accept
14273. 2 play B7
14274. 1 play B7
14275. 0 play Y7
14276. 2 play YPT
14277. 2 point 0
14278. 1 point 0
14279. 0 point 2
14280. 1 play W green
14281. 0 play W red
14282. 2 play R0
14283. 1 play R+2
14284. 2 play W green
14285. 1 play G5
14286. 0 play WDT blue 0,2
14287. 2 play W+4 red
14288. 1 accept
14289. 0 play R9
14290. 2 play R+2
14291. 0 play W+4 yellow
14292. 2 challenge
14293. 2 play Y3
14294. 1 play YPT
14295. 1 point 0
14296. 0 point 1
14297. 2 point 0
14298. 0 play RPT
14299. 2 point 1
14300. 1 point 0
14301. 0 point 2
14302. 2 play BPT
14303. 1 point 2
14304. 2 point 0
14305. 0 point 2
14306. 1 play B6
14307. 0 play WDT blue 0,1
14308. 2 play B0
14309. 1 play B5
14310. 0 play B7
14311. 2 play W+4 yellow
14312. 1 challenge
14313. 1 play Y5
14314. 0 play Y9
14315. 2 play Y4
14316. 1 play Y+2
14317. 2 play YPT
14318. 2 point 0
14319. 1 point 2
14320. 0 point 1
14321. 1 play Y9
14322. 0 play YPT
14323. 1 point 2
14324. 2 point 1
14325. 0 point 1
14326. 2 play GPT
14327. 0 point 1
14328. 1 point 2
14329. 2 point 1
14330. 1 play BPT
14331. 1 point 2
14332. 2 point 1
14333. 0 point 1
14334. 0 play GPT
14335. 1 point 0
14336. 0 point 2
14337. 2 point 1
14338. 2 play WDT red 0,1
14339. 1 play R7
14340. 0 play R+2
14341. 1 play WPU
14342. 0 play RR
14343. 2 play R5
14344. 1 play R1
14345. 0 play RS
14346. 2 play RPT
14347. 1 play R0
14348. 0 play W
14349. 2 play R9
14350. 1 play R7
14351. 0 play R1
14352. 2 play R2
14353. 1 play W
14354. 0 play R2
14355. 2 play R3
14356. 1 play R+2
14357. 0 play R9
14358. 2 play R4
14359. 1 play RPT
14360. 0 play W+4
14361. 2 play RPT
14362. 1 play R8
14363. 0 play W+4
14364. 2 play W+4
14365. 1 play W
14366. 0 play W+4
14367. 2 play W
14368. 1 play W+4
14369. 0 play W+4
14370. 2 play R4
14371. 1 play RS
14372. 0 play W+4
14373. 2 play W
14374. 1 play R5
14375. 0 play W+4
14376. 2 play W+4
14377. 1 play RR
14378. 0 play W
14379. 2 play W+4
14380. 1 play WPU
14381. 0 play W
14382. 2 play WDT
14383. 1 play R8
14384. 0 play RPT
14385. 2 play W+4
14386. 1 play WDT
14387. 0 play W
14388. 2 play R3
14389. 1 play WPU
14390. 0 play W
14391. 2 play WDT
14392. 1 play WPU
14393. 0 play W
14394. 2 play W+4
14395. 1 play WPU
14396. 0 play W
14397. 2 play R6
14398. 1 play WDT
14399. 0 play W
14400. 2 play W
14401. 1 play WDT
14402. 0 play W
14403. 2 play W
14404. 1 play WPU
14405. 0 take
14406. 2 play R6
14407. 1 play B6
14408. 0 play B7
14409. 2 play B5
14410. 1 play B5
14411. 0 play B4
14412. 2 play G4
14413. 1 play WPU
14414. 0 play G+2
14415. 2 play GPT
14416. 1 play WPU
14417. 0 play GPT
14418. 2 play G6
14419. 1 play WPU
14420. 0 play WPU
14421. 2 play G6
14422. 1 play WDT
14423. 0 play G1
14424. 2 play G9
14425. 1 play WDT
14426. 0 play W
14427. 2 play G+2
14428. 1 play GPT
14429. 0 play G3
14430. 2 play G5
14431. 1 play G0
14432. 0 play G1
14433. 2 play G7
14434. 1 play WDT
14435. 0 play G4
14436. 2 play W
14437. 1 play WPU
14438. 0 play W+4
14439. 2 play GR
14440. 1 play WDT
14441. 0 play GR
14442. 2 play G5
14443. 1 play WPU
14444. 0 play G3
14445. 2 play G8
14446. 1 play WDT
14447. 0 play WDT
14448. 2 play G8
14449. 1 play WDT
14450. 0 play WPU
14451. 2 play G7
14452. 1 play WPU
14453. 0 play GPT
14454. 2 take
14455. 1 play WDT red 0,1
14456. 0 play R0
14457. 2 play W red
14458. 1 draw
14459. 0 play RS
14460. 1 play BS
14461. 2 play WPU
14462. 1 play BS
14463. 0 play W
14464. 2 play BPT
14465. 1 play B1
14466. 0 play W+4
14467. 2 play WPU
14468. 1 play B2
14469. 0 play BPT
14470. 2 play B2
14471. 1 play B5
14472. 0 play W+4
14473. 2 play BPT
14474. 1 play B3
14475. 0 play W+4
14476. 2 play B+2
14477. 1 play B9
14478. 0 play WPU
14479. 2 play B7
14480. 1 play B8
14481. 0 play WDT
14482. 2 play B4
14483. 1 play B3
14484. 0 play B6
14485. 2 play WPU
14486. 1 play B9
14487. 0 play W
14488. 2 play W+4
14489. 1 play B8
14490. 0 play BPT
14491. 2 play W
14492. 1 take
14493. 0 play B1
14494. 2 play G1
14495. 2 play G1
14496. 1 play WDT green 0,1
14497. 0 play WPU
14498. 2 play WDT
14499. 1 play B2
14500. 0 play B0
14501. 2 play B+2
14502. 1 play B5
14503. 0 play WPU
14504. 2 play WDT
14505. 1 play B3
14506. 0 play W+4
14507. 2 play WPU
14508. 1 play B7
14509. 0 play WDT
14510. 2 play WPU
14511. 1 play B9
14512. 0 play W+4
14513. 2 play BR
14514. 1 play B9
14515. 0 play W
14516. 2 play B6
14517. 1 play B8
14518. 0 play W+4
14519. 2 play WPU
14520. 1 play B7
14521. 0 play WDT
14522. 2 play BR
14523. 1 play B4
14524. 0 play WDT
14525. 2 play WDT
14526. 1 play BS
14527. 0 play W+4
14528. 2 play WDT
14529. 1 play B6
14530. 0 play W+4
14531. 2 play WDT
14532. 1 play WPU
14533. 0 play W+4
14534. 2 play WPU
14535. 1 play W+4
14536. 0 play W
14537. 2 play WDT
14538. 1 play W
14539. 0 play W
14540. 2 play WDT
14541. 1 play BPT
14542. 0 play W
14543. 2 take
14544. 1 play B3
14545. 2 play B3
14546. 1 play BPT
14547. 1 point 0
14548. 2 point 1
14549. 0 point 1
14550. 0 play W+4 green
14551. 2 accept
14552. 1 play W+4 yellow
14553. 0 accept
14554. 2 play YPT
14555. 2 point 1
14556. 0 point 1
14557. 1 point 0
14558. 1 play Y2
14559. 0 play WDT blue 0,2
14560. 2 play B6
14561. 1 play Y6
14562. 0 play YS
14563. 1 play W+4 yellow
14564. 0 challenge
14565. 0 play W+4 red
14566. 2 challenge
14567. 2 play W+4 green
14568. 1 challenge
14569. 1 play WPU
14570. 0 play G2
14571. 2 play W
14572. 1 play G9
14573. 0 play WPU
14574. 2 play G3
14575. 1 play WDT
14576. 0 play W
14577. 2 play W
14578. 1 play WPU
14579. 0 play GS
14580. 2 play G0
14581. 1 play W
14582. 0 play W
14583. 2 play G5
14584. 1 play W
14585. 0 play G1
14586. 2 play G3
14587. 1 play WPU
14588. 0 play W
14589. 2 play WDT
14590. 1 play W+4
14591. 0 play GS
14592. 2 play W
14593. 1 play WPU
14594. 0 play W
14595. 2 play GPT
14596. 1 play WPU
14597. 0 play G2
14598. 2 play G1
14599. 1 take
14600. 0 play WDT green 0,2
14601. 2 play WPU
14602. 1 play G2
14603. 0 play W
14604. 2 play W
14605. 1 play W+4
14606. 0 play W
14607. 2 play G9
14608. 1 play G5
14609. 0 play W
14610. 2 play G6
14611. 1 play GPT
14612. 0 play W
14613. 2 play WDT
14614. 1 play G3
14615. 0 take
14616. 2 play G6
14617. 1 play G0
14618. 0 play G5
14619. 2 play W+4 red
14620. 1 accept
14621. 0 play R+2
14622. 1 play B+2
14623. 2 play BPT
14624. 1 point 2
14625. 2 point 0
14626. 0 point 2
14627. 1 play W blue
14628. 0 play WDT green 1,2
14629. 2 play G+2
14630. 0 play G2
14631. 2 draw
14632. 2 play G+2
14633. 0 play G3
14634. 2 play G5
14635. 1 play W+4 green
14636. 0 challenge
14637. 0 play G9
14638. 2 play W+4 yellow
14639. 1 accept
14640. 0 play W green
14641. 2 play G7
14642. 1 play Y7
14643. 0 play Y2
14644. 2 play W+4 red
14645. 1 challenge
14646. 1 play WDT red 0,2
14647. 0 play RS
14648. 1 play WDT yellow 1,2
14649. 0 draw
14650. 2 play Y6
14651. 2 play Y6
14652. 1 play W+4 red
14653. 0 challenge
14654. 0 play R9
14655. 0 play R9
14656. 2 play WDT red 0,2
14657. 1 play RS
14658. 2 play W+4 red
14659. 1 challenge
14660. 1 play W+4 red
14661. 0 accept
14662. 2 play WPU
14663. 1 play R+2
14664. 0 play R+2
14665. 2 play WPU
14666. 1 play WPU
14667. 0 play R1
14668. 2 play W+4
14669. 1 play WDT
14670. 0 play R5
14671. 2 play RS
14672. 1 play W
14673. 0 play R9
14674. 2 play WPU
14675. 1 play WPU
14676. 0 play R1
14677. 2 play W
14678. 1 play W
14679. 0 play R8
14680. 2 play W
14681. 1 play WPU
14682. 0 play R8
14683. 2 play R0
14684. 1 play WDT
14685. 0 play R7
14686. 2 play W+4
14687. 1 play WPU
14688. 0 play W+4
14689. 2 play W+4
14690. 1 play W+4
14691. 0 play R2
14692. 2 play R9
14693. 1 play WPU
14694. 0 play W+4
14695. 2 play WDT
14696. 1 play WDT
14697. 0 play R4
14698. 2 play WPU
14699. 1 play WPU
14700. 0 play R6
14701. 2 play W+4
14702. 1 play W
14703. 0 play WPU
14704. 2 play WDT
14705. 1 play W
14706. 0 play R4
14707. 2 play WPU
14708. 1 play W
14709. 0 play R7
14710. 2 play W
14711. 1 play W
14712. 0 play R2
14713. 2 play W+4
14714. 1 play W
14715. 0 play R5
14716. 2 play W+4
14717. 1 play W
14718. 0 play R6
14719. 2 play WDT
14720. 1 play W
14721. 0 play W
14722. 2 play WDT
14723. 1 take
14724. 0 play RS
14725. 1 play WPU
14726. 0 play WDT
14727. 2 play W+4
14728. 1 play R5
14729. 0 play W
14730. 2 play W+4
14731. 1 play R7
14732. 0 play R3
14733. 2 play WDT
14734. 1 play WDT
14735. 0 play RPT
14736. 2 play WDT
14737. 1 play RS
14738. 0 play R3
14739. 2 play WDT
14740. 1 play R6
14741. 0 play RPT
14742. 2 play WDT
14743. 1 play R+2
14744. 0 play RR
14745. 2 take
14746. 1 play R4
14747. 0 play W blue
14748. 2 play BS
14749. 0 play W green
14750. 2 play G4
14751. 1 play WPU
14752. 0 play B3
14753. 2 play B9
14754. 1 play W+4
14755. 0 play BS
14756. 2 play B5
14757. 1 play B8
14758. 0 play B3
14759. 2 play B+2
14760. 1 play W+4
14761. 0 take
14762. 2 play B0
14763. 1 play W+4 blue
14764. 0 accept
14765. 2 play B0
14766. 1 play B1
14767. 0 play W+4 red
14768. 2 accept
14769. 1 play R6
14770. 0 play WPU
14771. 2 play RS
14772. 1 play R8
14773. 0 play W
14774. 2 play RPT
14775. 1 play W
14776. 0 play RPT
14777. 2 play WDT
14778. 1 play R7
14779. 0 play RPT
14780. 2 play R4
14781. 1 play R1
14782. 0 play W+4
14783. 2 play RS
14784. 1 play R9
14785. 0 play RR
14786. 2 play RPT
14787. 1 play R5
14788. 0 play W
14789. 2 play RR
14790. 1 play R1
14791. 0 take
14792. 2 play WPU
14793. 1 play R9
14794. 0 play R1
14795. 2 play W+4
14796. 1 play W
14797. 0 play R6
14798. 2 play R3
14799. 1 play W
14800. 0 play W
14801. 2 play WPU
14802. 1 play WDT
14803. 0 play W+4
14804. 2 play R7
14805. 1 play R+2
14806. 0 play W+4
14807. 2 play R3
14808. 1 play R2
14809. 0 play W
14810. 2 play R6
14811. 1 play R2
14812. 0 play R5
14813. 2 play WDT
14814. 1 play R4
14815. 0 play R8
14816. 2 play R+2
14817. 1 play R8
14818. 0 play RPT
14819. 2 play W
14820. 1 play WDT
14821. 0 play RR
14822. 2 play W+4
14823. 1 play WPU
14824. 0 play R9
14825. 2 play W+4
14826. 1 play W+4
14827. 0 play R4
14828. 2 play WDT
14829. 1 play W
14830. 0 play R7
14831. 2 play WDT
14832. 1 play R0
14833. 0 play RR
14834. 2 play R5
14835. 1 play W
14836. 0 play RS
14837. 2 play WDT
14838. 1 play WPU
14839. 0 play WDT
14840. 2 play WDT
14841. 1 play WDT
14842. 0 play RS
14843. 2 take
14844. 1 play WPU
14845. 0 play RPT
14846. 2 play R4
14847. 1 play W
14848. 0 play W
14849. 2 play W
14850. 1 play WPU
14851. 0 play R1
14852. 2 play R9
14853. 1 play WDT
14854. 0 play RPT
14855. 2 play W+4
14856. 1 play WPU
14857. 0 play RPT
14858. 2 play W
14859. 1 play WDT
14860. 0 take
14861. 2 play R0
14862. 1 play G0
14863. 0 play G6
14864. 2 play WDT blue 0,1
14865. 1 play W red
14866. 0 play R4
14867. 2 play R4
14868. 1 play WDT red 1,2
14869. 0 play RPT
14870. 1 point 0
14871. 0 point 1
14872. 2 point 0
14873. 2 play R5
14874. 1 play WPU
14875. 0 play W
14876. 2 play WPU
14877. 1 play G+2
14878. 0 play G4
14879. 2 play WPU
14880. 1 play G3
14881. 0 play GPT
14882. 2 play G4
14883. 1 play G3
14884. 0 play WPU
14885. 2 play G+2
14886. 1 play W
14887. 0 play WDT
14888. 2 play W+4
14889. 1 play G5
14890. 0 play W
14891. 2 play WDT
14892. 1 play GS
14893. 0 play WDT
14894. 2 play W+4
14895. 1 play G1
14896. 0 play W
14897. 2 play WPU
14898. 1 play WPU
14899. 0 play W
14900. 2 play GR
14901. 1 play W+4
14902. 0 play W+4
14903. 2 play WPU
14904. 1 play G1
14905. 0 play WPU
14906. 2 play G7
14907. 1 play GS
14908. 0 play WPU
14909. 2 play GPT
14910. 1 play WPU
14911. 0 play WPU
14912. 2 play GR
14913. 1 play G2
14914. 0 take
14915. 2 play G8
14916. 1 play W+4 yellow
14917. 0 accept
14918. 2 play Y2
14919. 1 play Y4
14920. 0 play YS
14921. 1 play Y8
14922. 0 play W+4 blue
14923. 2 challenge
14924. 2 play B4
14925. 1 play BPT
14926. 2 point 0
14927. 1 point 0
14928. 0 point 1
14929. 0 play W+4 blue
14930. 2 challenge
14931. 2 play B8
14932. 1 play WPU
14933. 0 play WPU
14934. 2 play BR
14935. 1 play B2
14936. 0 play W
14937. 2 play BR
14938. 1 play B1
14939. 0 play WDT
14940. 2 play B0
14941. 1 play BPT
14942. 0 play B4
14943. 2 play B6
14944. 1 play BPT
14945. 0 play B+2
14946. 2 play W
14947. 1 play W
14948. 0 play BS
14949. 2 play W
14950. 1 play W+4
14951. 0 play B3
14952. 2 play B1
14953. 1 play W
14954. 0 play B5
14955. 2 play B+2
14956. 1 play W+4
14957. 0 play WPU
14958. 2 play B4
14959. 1 play W
14960. 0 play BS
14961. 2 play B6
14962. 1 play W+4
14963. 0 play W
14964. 2 play B5
14965. 1 play W
14966. 0 play WDT
14967. 2 play B9
14968. 1 play W
14969. 0 play B8
14970. 2 play B2
14971. 1 play W+4
14972. 0 play WDT
14973. 2 play B7
14974. 1 play W+4
14975. 0 play B3
14976. 2 play B7
14977. 1 take
14978. 0 play W+4 blue
14979. 2 challenge
14980. 2 play BPT
14981. 1 point 0
14982. 2 point 0
14983. 0 point 1
14984. 1 play W yellow
14985. 0 play Y1
14986. 2 play Y5
14987. 1 play G5
14988. 0 play GR
14989. 1 play YR
14990. 0 play W yellow
14991. 2 play Y7
14992. 1 play Y6
14993. 0 play YS
14994. 1 play Y5
14995. 0 play Y9
14996. 2 play W+4 red
14997. 1 accept
14998. 0 play WPU
14999. 2 play W+4
15000. 1 play Y5
15001. 0 play WPU
15002. 2 play Y6
15003. 1 play WDT
15004. 0 play Y4
15005. 2 play Y4
15006. 1 play WPU
15007. 0 play YR
15008. 2 play W
15009. 1 play WPU
15010. 0 play WPU
15011. 2 play YPT
15012. 1 play W
15013. 0 play WPU
15014. 2 play WDT
15015. 1 play Y9
15016. 0 play W+4
15017. 2 play Y0
15018. 1 play W
15019. 0 play WDT
15020. 2 play W+4
15021. 1 play WDT
15022. 0 play Y8
15023. 2 play YPT
15024. 1 play Y1
15025. 0 play W+4
15026. 2 play W
15027. 1 play W+4
15028. 0 play YPT
15029. 2 play Y7
15030. 1 play WDT
15031. 0 play Y+2
15032. 2 play Y3
15033. 1 play Y6
15034. 0 play Y2
15035. 2 play WDT
15036. 1 play W
15037. 0 play Y+2
15038. 2 play WDT
15039. 1 play W
15040. 0 play Y3
15041. 2 play W
15042. 1 play W+4
15043. 0 play WDT
15044. 2 play YPT
15045. 1 play W
15046. 0 play W
15047. 2 play Y2
15048. 1 play W
15049. 0 play W
15050. 2 play YS
15051. 1 play W+4
15052. 0 play WPU
15053. 2 play Y8
15054. 1 play W+4
15055. 0 play W
15056. 2 play WDT
15057. 1 play W+4
15058. 0 play WPU
15059. 2 play WDT
15060. 1 play W+4
15061. 0 play WPU
15062. 2 play WDT
15063. 1 play W
15064. 0 play WPU
15065. 2 play WDT
15066. 1 play W
15067. 0 play WPU
15068. 2 take
15069. 1 play W red
15070. 0 play R9
15071. 2 play W+4 blue
15072. 1 accept
15073. 0 play B9
15074. 2 play WPU
15075. 1 play G6
15076. 0 play G0
15077. 2 play W+4
15078. 1 play G5
15079. 0 play G2
15080. 2 play G7
15081. 1 play G2
15082. 0 play G1
15083. 2 play WPU
15084. 1 play W+4
15085. 0 play G1
15086. 2 play WDT
15087. 1 play G9
15088. 0 play G4
15089. 2 play G8
15090. 1 play G9
15091. 0 play G4
15092. 2 play W
15093. 1 take
15094. 0 play G7
15095. 1 play G7
15096. 0 play G8
15097. 1 play G8
15098. 0 play GR
15099. 1 play G2
15100. 2 play WDT green 0,1
15101. 0 play WPU
15102. 1 play YR
15103. 2 play Y6
15104. 0 take
15105. 1 play W green
15106. 2 play WDT green 0,1
15107. 0 play G6
15108. 1 play W+4 blue
15109. 2 challenge
15110. 2 play W+4 blue
15111. 0 accept
15112. 1 play BS
15113. 0 play WPU
15114. 1 play G1
15115. 2 play WPU
15116. 0 play G3
15117. 1 play G0
15118. 2 play WDT
15119. 0 play GPT
15120. 1 play WDT
15121. 2 play WPU
15122. 0 play WDT
15123. 1 play W
15124. 2 play W+4
15125. 0 play GS
15126. 1 play W+4
15127. 2 play W
15128. 0 play G7
15129. 1 play G9
15130. 2 play W
15131. 0 play G8
15132. 1 play W
15133. 2 play W
15134. 0 play W+4
15135. 1 play G9
15136. 2 play WDT
15137. 0 play G5
15138. 1 play G6
15139. 2 play W
15140. 0 play G3
15141. 1 play WPU
15142. 2 play WPU
15143. 0 play GPT
15144. 1 play G1
15145. 2 play WDT
15146. 0 play GS
15147. 1 play WPU
15148. 2 play WPU
15149. 0 play WDT
15150. 1 play WPU
15151. 2 play GPT
15152. 0 play G+2
15153. 1 play G5
15154. 2 play GPT
15155. 0 play G+2
15156. 1 play G6
15157. 2 play WDT
15158. 0 take
15159. 1 play G2
15160. 2 play W yellow
15161. 0 play W+4 green
15162. 1 accept
15163. 2 play WPU
15164. 0 play W
15165. 1 play B2
15166. 2 play WDT
15167. 0 play B8
15168. 1 play B5
15169. 2 play W+4
15170. 0 play WPU
15171. 1 play BR
15172. 2 play W
15173. 0 play WDT
15174. 1 play W+4
15175. 2 play W+4
15176. 0 play WDT
15177. 1 play B9
15178. 2 play WPU
15179. 0 play WDT
15180. 1 play B2
15181. 2 play W
15182. 0 play W
15183. 1 play B+2
15184. 2 play WPU
15185. 0 play B9
15186. 1 play B4
15187. 2 play WDT
15188. 0 play WDT
15189. 1 play BR
15190. 2 play W
15191. 0 play WPU
15192. 1 play B7
15193. 2 play W+4
15194. 0 play WPU
15195. 1 play W
15196. 2 play WDT
15197. 0 play WDT
15198. 1 play B8
15199. 2 play WDT
15200. 0 play WPU
15201. 1 play B3
15202. 2 play WDT
15203. 0 play W+4
15204. 1 play B6
15205. 2 play WPU
15206. 0 play WPU
15207. 1 play B3
15208. 2 play W+4
15209. 0 play W
15210. 1 play BPT
15211. 2 play W+4
15212. 0 play W+4
15213. 1 play BS
15214. 2 play W+4
15215. 0 play W+4
15216. 1 play B4
15217. 2 play W
15218. 0 play W+4
15219. 1 play B0
15220. 2 play W
15221. 0 play WDT
15222. 1 play BPT
15223. 2 play W
15224. 0 play W
15225. 1 play B+2
15226. 2 play W
15227. 0 play WDT
15228. 1 play B6
15229. 2 play W
15230. 0 play W
15231. 1 play B5
15232. 2 take
15233. 0 play WPU
15234. 1 play BPT
15235. 2 play B9
15236. 0 play W
15237. 1 play BPT
15238. 2 play WDT
15239. 0 play WPU
15240. 1 play B1
15241. 2 play B5
15242. 0 play W
15243. 1 play B7
15244. 2 play B4
15245. 0 play WPU
15246. 1 play B1
15247. 2 play B2
15248. 0 take
15249. 1 pass
15250. 2 play BPT
15251. 0 point 2
15252. 2 point 0
15253. 1 point 0
15254. 0 play B4
15255. 2 play B4
15256. 0 play B7
15257. 1 play G7
15258. 2 play B7
15259. 0 play B2
15260. 2 play B2
15261. 0 play WDT red 0,1
15262. 1 play R0
15263. 2 play RR
15264. 1 play GR
15265. 2 draw
15266. 0 play G3
15267. 1 play G2
15268. 2 play WPU
15269. 0 play R4
15270. 1 take
15271. 2 play R1
15272. 0 play R9
15273. 1 play R0
15274. 2 play W blue
15275. 0 play B5
15276. 2 play B5
15277. 0 play WPU
15278. 1 take
15279. 2 play B0
15280. 0 play B1
15281. 1 play Y1
15282. 2 play Y3
15283. 0 play W+4 yellow
15284. 1 accept
15285. 2 play Y6
15286. 0 play WPU
15287. 1 play R4
15288. 2 play R5
15289. 0 play RPT
15290. 1 play WDT
15291. 2 play R2
15292. 0 play WPU
15293. 1 take
15294. 2 play WPU
15295. 0 play RPT
15296. 1 play R4
15297. 2 play R6
15298. 0 play RPT
15299. 1 play WDT
15300. 2 play R3
15301. 0 play R5
15302. 1 play R5
15303. 2 play R3
15304. 0 play RR
15305. 1 play R2
15306. 2 play RPT
15307. 0 play R4
15308. 1 play RPT
15309. 2 play R6
15310. 0 play W
15311. 1 play R9
15312. 2 play R9
15313. 0 play R1
15314. 1 play WPU
15315. 2 play R2
15316. 0 play W
15317. 1 take
15318. 2 play R8
15319. 2 play R8
15320. 0 play G8
15321. 1 play G8
15322. 2 play Y8
15323. 0 play Y7
15324. 1 play Y5
15325. 2 play W+4 yellow
15326. 0 accept
15327. 1 play W red
15328. 2 play RS
15329. 1 play R5
15330. 2 play RR
15331. 1 play R1
15332. 0 play G1
15333. 0 play G1
15334. 2 play W yellow
15335. 1 play Y9
15336. 0 play YR
15337. 1 draw
15338. 2 play Y5
15339. 0 play G5
15340. 1 play W yellow
15341. 2 play W red
15342. 0 play R0
15343. 1 play R5
15344. 2 play R+2
15345. 1 play R9
15346. 2 play WDT yellow 0,2
15347. 0 play Y1
15348. 1 play Y6
15349. 0 play Y6
15350. 1 play W red
15351. 2 play R7
15352. 0 play B7
15353. 1 play B1
15354. 2 play B8
15355. 0 play B7
15356. 1 play B2
15357. 2 play B+2
15358. 1 play WPU
15359. 2 play Y3
15360. 0 play W+4
15361. 1 play WDT
15362. 2 play YS
15363. 0 play WPU
15364. 1 play WPU
15365. 2 play Y4
15366. 0 play Y3
15367. 1 take
15368. 2 play Y8
15369. 0 draw
15370. 1 play Y3
15371. 2 play YS
15372. 1 play Y3
15373. 2 play Y1
15374. 0 play B1
15375. 1 play B5
15376. 2 play W green
15377. 0 play G6
15378. 1 play GR
15379. 0 play GS
15380. 1 play WPU
15381. 0 play G3
15382. 2 play W
15383. 1 play G4
15384. 0 play G+2
15385. 2 play W
15386. 1 play W+4
15387. 0 play GR
15388. 2 play W
15389. 1 play WPU
15390. 0 play G0
15391. 2 play WDT
15392. 1 play WDT
15393. 0 play GS
15394. 2 play G1
15395. 1 play G4
15396. 0 play G3
15397. 2 play WPU
15398. 1 play G7
15399. 0 play G2
15400. 2 play WPU
15401. 1 play G2
15402. 0 play G6
15403. 2 play WPU
15404. 1 take
15405. 0 play G9
15406. 2 play Y9
15407. 1 play WPU
15408. 0 play RS
15409. 2 play WPU
15410. 1 play RPT
15411. 0 take
15412. 2 play RS
15413. 0 play RS
15414. 1 play R2
15415. 0 play RPT
15416. 0 point 1
15417. 2 point 0
15418. 1 point 0
15419. 2 play WPU
15420. 1 play YS
15421. 0 play WPU
15422. 2 play Y4
15423. 1 play Y5
15424. 0 take
15425. 2 play WDT blue 0,1
15426. 1 play W blue
15427. 0 play WPU
15428. 2 play WPU
15429. 1 play W+4
15430. 0 play R5
15431. 2 play W
15432. 1 play R3
15433. 0 play R9
15434. 2 play R7
15435. 1 play R1
15436. 0 play WPU
15437. 2 play WDT
15438. 1 play W
15439. 0 take
15440. 2 play R+2
15441. 0 play W yellow
15442. 2 play WDT red 0,2
15443. 1 play R4
15444. 0 play R9
15445. 2 play W blue
15446. 1 play WDT yellow 0,1
15447. 0 play WDT green 0,1
15448. 2 play WDT green 1,2
15449. 1 play G2
15450. 0 play WPU
15451. 2 play WPU
15452. 1 play G4
15453. 0 play W
15454. 2 play W
15455. 1 play G3
15456. 0 play G9
15457. 2 play W+4
15458. 1 play GS
15459. 0 play GPT
15460. 2 play WDT
15461. 1 play G7
15462. 0 play W+4
15463. 2 play WDT
15464. 1 play G4
15465. 0 play WPU
15466. 2 play W+4
15467. 1 play G8
15468. 0 play G7
15469. 2 play W
15470. 1 play G0
15471. 0 play G+2
15472. 2 play WDT
15473. 1 play WPU
15474. 0 play GPT
15475. 2 play WDT
15476. 1 play G6
15477. 0 play GPT
15478. 2 play WDT
15479. 1 play G+2
15480. 0 play G5
15481. 2 play W+4
15482. 1 play G1
15483. 0 play GPT
15484. 2 play W
15485. 1 play W+4
15486. 0 take
15487. 2 play W red
15488. 1 play R6
15489. 0 play R7
15490. 2 play W yellow
15491. 1 play Y4
15492. 0 play W blue
15493. 2 play B3
15494. 1 play WDT yellow 0,2
15495. 0 play W+4 green
15496. 2 challenge
15497. 2 play W+4 blue
15498. 1 challenge
15499. 1 play WPU
15500. 0 play R7
15501. 2 play R1
15502. 1 play R9
15503. 0 play W+4
15504. 2 play WPU
15505. 1 play W
15506. 0 play W
15507. 2 play W+4
15508. 1 play W
15509. 0 play R1
15510. 2 play RR
15511. 1 play R6
15512. 0 play W+4
15513. 2 play R+2
15514. 1 play R2
15515. 0 play R5
15516. 2 play W
15517. 1 play RPT
15518. 0 play R8
15519. 2 play W
15520. 1 play R3
15521. 0 play WPU
15522. 2 play W+4
15523. 1 play R4
15524. 0 play W
15525. 2 play W+4
15526. 1 play RR
15527. 0 play R3
15528. 2 play W+4
15529. 1 play RPT
15530. 0 play WPU
15531. 2 play W+4
15532. 1 play WPU
15533. 0 play WDT
15534. 2 play W+4
15535. 1 play RPT
15536. 0 play W
15537. 2 take
15538. 1 draw
15539. 0 draw
15540. 2 play WDT yellow 0,2
15541. 1 play YR
15542. 2 play Y0
15543. 0 play R0
15544. 1 draw
15545. 1 play R5
15546. 2 play R5
15547. 0 play Y5
15548. 1 play B5
15549. 2 play B9
15550. 0 play G9
15551. 1 play G3
15552. 2 play W yellow
15553. 0 play W red
15554. 1 draw
15555. 1 play W blue
15556. 2 play B+2
15557. 1 play B4
15558. 2 play B6
15559. 0 play B7
15560. 1 draw
15561. 1 play B5
15562. 2 play WPU
15563. 0 play W+4
15564. 1 play B4
15565. 2 play BR
15566. 0 play WDT
15567. 1 take
15568. 2 play B3
15569. 0 draw
15570. 1 play W+4 red
15571. 2 challenge
15572. 2 play R4
15573. 0 play G4
15574. 1 play B4
15575. 2 play B2
15576. 0 play WPU
15577. 1 play WDT
15578. 2 play W+4
15579. 0 play W+4
15580. 1 play WPU
15581. 2 play W
15582. 0 play WDT
15583. 1 play R5
15584. 2 play R+2
15585. 0 play WDT
15586. 1 play WDT
15587. 2 play R1
15588. 0 play RS
15589. 1 play WDT
15590. 2 play WPU
15591. 0 play W
15592. 1 take
15593. 2 play R2
15594. 0 play WDT blue 0,1
15595. 1 play B+2
15596. 0 play B9
15597. 1 play BR
15598. 0 play B0
15599. 2 play BR
15600. 0 play B1
15601. 1 play W+4 red
15602. 2 challenge
15603. 2 play WDT yellow 0,1
15604. 0 play W green
15605. 1 play G2
15606. 2 play WPU
15607. 0 play WPU
15608. 1 play YS
15609. 2 play Y6
15610. 0 play Y4
15611. 1 play WPU
15612. 2 play Y7
15613. 0 play WDT
15614. 1 play W
15615. 2 play Y2
15616. 0 play Y5
15617. 1 play W+4
15618. 2 play WPU
15619. 0 play Y9
15620. 1 play Y6
15621. 2 play Y2
15622. 0 play YS
15623. 1 play W
15624. 2 play W+4
15625. 0 play Y1
15626. 1 play W
15627. 2 play YPT
15628. 0 play Y7
15629. 1 play WPU
15630. 2 play Y8
15631. 0 play WDT
15632. 1 play WDT
15633. 2 play YPT
15634. 0 play Y1
15635. 1 play W
15636. 2 play YR
15637. 0 take
15638. 1 draw
15639. 2 play W yellow
15640. 0 play Y4
15641. 1 play WPU
15642. 2 play Y+2
15643. 0 play Y8
15644. 1 play WPU
15645. 2 play YPT
15646. 0 play Y7
15647. 1 play WDT
15648. 2 play W+4
15649. 0 play Y7
15650. 1 play WDT
15651. 2 play YPT
15652. 0 play Y1
15653. 1 play WDT
15654. 2 play W
15655. 0 play Y2
15656. 1 play WDT
15657. 2 play Y+2
15658. 0 play Y5
15659. 1 play WDT
15660. 2 play Y9
15661. 0 play W
15662. 1 take
15663. 2 play W+4 red
15664. 0 challenge
15665. 0 play WDT yellow 0,1
15666. 1 play W yellow
15667. 2 play W green
15668. 0 play G8
15669. 1 play Y8
15670. 2 play Y8
15671. 0 play YPT
15672. 1 point 0
15673. 0 point 1
15674. 2 point 0
15675. 1 play Y0
15676. 2 play WPU
15677. 0 play BPT
15678. 1 play WDT
15679. 2 play W+4
15680. 0 play B7
15681. 1 play WPU
15682. 2 play B6
15683. 0 play W
15684. 1 play W+4
15685. 2 play W+4
15686. 0 play W+4
15687. 1 play B1
15688. 2 play WDT
15689. 0 play W+4
15690. 1 play W
15691. 2 play W
15692. 0 play BPT
15693. 1 play WDT
15694. 2 play W
15695. 0 play WDT
15696. 1 play WDT
15697. 2 play B8
15698. 0 play BPT
15699. 1 play W
15700. 2 play BPT
15701. 0 play W
15702. 1 play WDT
15703. 2 play B2
15704. 0 play WPU
15705. 1 play WDT
15706. 2 play W
15707. 0 play W
15708. 1 take
15709. 2 play W+4 green
15710. 0 accept
15711. 1 play GR
15712. 0 play W+4 blue
15713. 2 accept
15714. 1 play B2
15715. 0 play WDT yellow 1,2
15716. 2 play W+4 yellow
15717. 1 accept
15718. 0 play YPT
15719. 0 point 2
15720. 1 point 0
15721. 2 point 0
15722. 2 draw
15723. 1 play RPT
15724. 1 point 0
15725. 2 point 0
15726. 0 point 1
15727. 0 draw
15728. 0 play W+4 blue
15729. 2 accept
15730. 1 play B7
15731. 0 play W yellow
15732. 2 play Y4
15733. 1 play WPU
15734. 0 play W
15735. 2 play B5
15736. 1 play WDT
15737. 0 play W
15738. 2 play WDT
15739. 1 play WDT
15740. 0 play WPU
15741. 2 play BS
15742. 1 play B9
15743. 0 play WDT
15744. 2 play B3
15745. 1 play W+4
15746. 0 play WPU
15747. 2 play W+4
15748. 1 play W+4
15749. 0 play WPU
15750. 2 play B8
15751. 1 play BPT
15752. 0 play WPU
15753. 2 play BS
15754. 1 play WDT
15755. 0 play WPU
15756. 2 play B4
15757. 1 play B8
15758. 0 take
15759. 2 play W+4 green
15760. 1 challenge
15761. 1 play G2
15762. 0 play G4
15763. 2 play GR
15764. 0 play G7
15765. 1 play G5
15766. 2 play G6
15767. 0 play WDT red 1,2
15768. 1 play WPU
15769. 2 play B+2
15770. 0 play W
15771. 1 play W
15772. 2 play W
15773. 0 play B5
15774. 1 play W+4
15775. 2 play W+4
15776. 0 play BS
15777. 1 play W+4
15778. 2 play WDT
15779. 0 play W+4
15780. 1 play BPT
15781. 2 take
15782. 0 play BPT
15783. 0 point 2
15784. 2 point 0
15785. 1 point 0
15786. 1 play WPU
15787. 2 play W
15788. 0 play W
15789. 1 play WDT
15790. 2 play WDT
15791. 0 play Y1
15792. 1 play Y3
15793. 2 play W+4
15794. 0 play YPT
15795. 1 play Y2
15796. 2 play W
15797. 0 play Y9
15798. 1 play Y9
15799. 2 play W
15800. 0 play Y2
15801. 1 play Y7
15802. 2 play W+4
15803. 0 play YR
15804. 1 play Y5
15805. 2 play W+4
15806. 0 play YS
15807. 1 play W
15808. 2 play W+4
15809. 0 play YR
15810. 1 play YPT
15811. 2 take
15812. 0 play Y3
15813. 1 play WDT blue 1,2
15814. 2 play BS
15815. 1 play W blue
15816. 2 play W+4 green
15817. 0 challenge
15818. 0 play G3
15819. 1 play WPU
15820. 2 play B6
15821. 0 play W+4
15822. 1 play W
15823. 2 play W
15824. 0 play B0
15825. 1 play B1
15826. 2 play B5
15827. 0 play WDT
15828. 1 play B6
15829. 2 play W+4
15830. 0 play B3
15831. 1 play BPT
15832. 2 play BR
15833. 0 play B5
15834. 1 play WDT
15835. 2 play BPT
15836. 0 play B8
15837. 1 play B4
15838. 2 play B+2
15839. 0 play WDT
15840. 1 play BPT
15841. 2 play WDT
15842. 0 play B4
15843. 1 play WPU
15844. 2 play W
15845. 0 play WPU
15846. 1 play W
15847. 2 play WDT
15848. 0 play WDT
15849. 1 play WDT
15850. 2 play W+4
15851. 0 play WPU
15852. 1 play W
15853. 2 play B+2
15854. 0 play B8
15855. 1 play W
15856. 2 play W
15857. 0 play WDT
15858. 1 play W+4
15859. 2 play W+4
15860. 0 play WPU
15861. 1 play W
15862. 2 play W
15863. 0 play BS
15864. 1 play W
15865. 2 play W+4
15866. 0 play W+4
15867. 1 take
15868. 2 play W red
15869. 0 play WPU
15870. 1 play W+4
15871. 2 take
15872. 0 play WPU
15873. 1 play B4
15874. 2 play B2
15875. 0 play B9
15876. 1 play WDT
15877. 2 play WPU
15878. 0 take
15879. 1 play WDT yellow 1,2
15880. 2 play YPT
15881. 0 point 2
15882. 1 point 2
15883. 2 point 0
15884. 0 play GPT
15885. 1 point 0
15886. 2 point 0
15887. 0 point 2
15888. 1 play WPU
15889. 2 play YR
15890. 0 play YS
15891. 1 play W
15892. 2 play W
15893. 0 play Y6
15894. 1 play W+4
15895. 2 play YS
15896. 0 play Y6
15897. 1 play WPU
15898. 2 play Y2
15899. 0 play WPU
15900. 1 play Y5
15901. 2 play YPT
15902. 0 play Y8
15903. 1 play WPU
15904. 2 play W+4
15905. 0 play WDT
15906. 1 play Y7
15907. 2 play Y1
15908. 0 play Y8
15909. 1 play Y1
15910. 2 play YPT
15911. 0 take
15912. 1 play YPT
15913. 0 point 2
15914. 1 point 0
15915. 2 point 0
15916. 2 play Y9
15917. 0 play Y5
15918. 1 play WDT blue 0,1
15919. 2 play WPU
15920. 0 play W+4
15921. 1 play R0
15922. 2 play RPT
15923. 0 play W
15924. 1 play W
15925. 2 play WDT
15926. 0 play W+4
15927. 1 play R6
15928. 2 play R5
15929. 0 play R9
15930. 1 play R5
15931. 2 play R4
15932. 0 play W
15933. 1 play WDT
15934. 2 play R2
15935. 0 play W
15936. 1 play R+2
15937. 2 play RR
15938. 0 play WDT
15939. 1 play W+4
15940. 2 play RPT
15941. 0 play WPU
15942. 1 play W+4
15943. 2 play R3
15944. 0 play W
15945. 1 play W
15946. 2 play R9
15947. 0 play WPU
15948. 1 play W+4
15949. 2 play R8
15950. 0 play WPU
15951. 1 play RS
15952. 2 play R6
15953. 0 take
15954. 1 play WDT red 0,1
15955. 2 draw
15956. 0 play WDT green 1,2
15957. 1 play G4
15958. 2 play G8
15959. 0 play Y8
15960. 1 play Y+2
15961. 0 play Y7
15962. 1 play W+4 red
15963. 2 challenge
15964. 2 play R+2
15965. 1 play B+2
15966. 0 play B2
15967. 1 play WPU
15968. 2 play WPU
15969. 0 play G7
15970. 1 play W+4
15971. 2 play G9
15972. 0 play G9
15973. 1 play WDT
15974. 2 play W
15975. 0 play GS
15976. 1 play G5
15977. 2 play WPU
15978. 0 play GPT
15979. 1 play WPU
15980. 2 play GR
15981. 0 play G2
15982. 1 play G4
15983. 2 play W+4
15984. 0 play GS
15985. 1 play W
15986. 2 play W+4
15987. 0 play W
15988. 1 play W
15989. 2 play W+4
15990. 0 play G1
15991. 1 play W
15992. 2 take
15993. 0 play W red
15994. 1 play R1
15995. 2 play WDT blue 1,2
15996. 0 play B9
15997. 1 play B8
15998. 2 play BS
15999. 1 play B3
16000. 2 play WPU
16001. 0 play G5
16002. 1 play W
16003. 2 play G5
16004. 0 play WPU
16005. 1 play WDT
16006. 2 play G6
16007. 0 play G8
16008. 1 play W
16009. 2 play G7
16010. 0 play WPU
16011. 1 play W
16012. 2 play G2
16013. 0 play GPT
16014. 1 play W
16015. 2 play WPU
16016. 0 play WDT
16017. 1 play WDT
16018. 2 play G1
16019. 0 play W
16020. 1 play WDT
16021. 2 play W+4
16022. 0 play WDT
16023. 1 play W
16024. 2 play W
16025. 0 play G0
16026. 1 take
16027. 2 play G9
16028. 0 play G3
16029. 1 play G6
16030. 2 play G9
16031. 0 play G+2
16032. 2 play WDT blue 1,2
16033. 0 play WPU
16034. 1 play G0
16035. 2 play GS
16036. 0 play W+4
16037. 1 play G5
16038. 2 play GPT
16039. 0 play G+2
16040. 1 play G1
16041. 2 play GR
16042. 0 play G6
16043. 1 play WPU
16044. 2 play WPU
16045. 0 play W
16046. 1 play G7
16047. 2 play GS
16048. 0 play GPT
16049. 1 play W
16050. 2 play G4
16051. 0 play W
16052. 1 play WDT
16053. 2 play W+4
16054. 0 play G1
16055. 1 play WPU
16056. 2 play W+4
16057. 0 play W
16058. 1 play GPT
16059. 2 play W
16060. 0 play W+4
16061. 1 play WDT
16062. 2 play WDT
16063. 0 play W+4
16064. 1 play G3
16065. 2 play W
16066. 0 play W+4
16067. 1 play WDT
16068. 2 play W
16069. 0 play W+4
16070. 1 play G2
16071. 2 play W+4
16072. 0 play W+4
16073. 1 play G8
16074. 2 play W
16075. 0 take
16076. 1 play W yellow
16077. 2 play Y0
16078. 0 play W green
16079. 1 play W+4 red
16080. 2 challenge
16081. 2 play RS
16082. 1 play W yellow
16083. 2 play Y3
16084. 0 play Y2
16085. 1 play YPT
16086. 1 point 0
16087. 2 point 1
16088. 0 point 2
16089. 2 play Y5
16090. 0 play YPT
16091. 0 point 1
16092. 1 point 0
16093. 2 point 0
16094. 1 play WPU
16095. 2 play BR
16096. 0 play B2
16097. 1 play B0
16098. 2 play BPT
16099. 0 play WDT
16100. 1 play W
16101. 2 play B3
16102. 0 play B4
16103. 1 play WDT
16104. 2 play B1
16105. 0 play WDT
16106. 1 play WDT
16107. 2 play WDT
16108. 0 play B7
16109. 1 play B5
16110. 2 play WPU
16111. 0 play WDT
16112. 1 play WDT
16113. 2 play B7
16114. 0 play W+4
16115. 1 play BPT
16116. 2 take
16117. 0 play WDT yellow 0,2
16118. 1 play WPU
16119. 2 play W
16120. 0 play G4
16121. 1 play G2
16122. 2 play WDT
16123. 0 play GPT
16124. 1 play WPU
16125. 2 play W+4
16126. 0 play G8
16127. 1 play WPU
16128. 2 play WDT
16129. 0 play G3
16130. 1 play W
16131. 2 play WPU
16132. 0 play G+2
16133. 1 play G5
16134. 2 play WDT
16135. 0 play G4
16136. 1 play G7
16137. 2 play WDT
16138. 0 play WDT
16139. 1 play W
16140. 2 play WDT
16141. 0 play G0
16142. 1 play W
16143. 2 play WDT
16144. 0 play GR
16145. 1 play W
16146. 2 play WDT
16147. 0 play G8
16148. 1 play GPT
16149. 2 take
16150. 0 play W red
16151. 1 play R7
16152. 2 play B7
16153. 0 play WDT red 0,2
16154. 1 draw
16155. 1 play WPU
16156. 2 play BPT
16157. 0 play W
16158. 1 play B1
16159. 2 play BR
16160. 0 play W
16161. 1 play BS
16162. 2 play B+2
16163. 0 play W
16164. 1 play BR
16165. 2 play W+4
16166. 0 play W
16167. 1 play B6
16168. 2 play B4
16169. 0 play W+4
16170. 1 play B+2
16171. 2 play WPU
16172. 0 play W
16173. 1 play B8
16174. 2 play WDT
16175. 0 play W+4
16176. 1 play B9
16177. 2 play B5
16178. 0 play W+4
16179. 1 play B6
16180. 2 play B1
16181. 0 play W
16182. 1 play B5
16183. 2 play WDT
16184. 0 play WPU
16185. 1 play B4
16186. 2 play B3
16187. 0 play WPU
16188. 1 play BPT
16189. 2 play WPU
16190. 0 play W
16191. 1 play BPT
16192. 2 play WDT
16193. 0 play WPU
16194. 1 take
16195. 2 play B7
16196. 0 play WPU
16197. 1 play WPU
16198. 2 play WPU
16199. 0 play R0
16200. 1 play WDT
16201. 2 play R7
16202. 0 play RR
16203. 1 play WDT
16204. 2 play R2
16205. 0 play RPT
16206. 1 play WDT
16207. 2 play R8
16208. 0 play R6
16209. 1 play W
16210. 2 play WDT
16211. 0 play R4
16212. 1 play W+4
16213. 2 play R1
16214. 0 play R6
16215. 1 play WPU
16216. 2 play W
16217. 0 play W+4
16218. 1 play W
16219. 2 play RR
16220. 0 play R4
16221. 1 play WPU
16222. 2 play W
16223. 0 play R2
16224. 1 play WPU
16225. 2 play R3
16226. 0 play R5
16227. 1 play WPU
16228. 2 play W
16229. 0 play R5
16230. 1 play W
16231. 2 play RPT
16232. 0 play R3
16233. 1 play WDT
16234. 2 play RPT
16235. 0 play W+4
16236. 1 play W
16237. 2 play W
16238. 0 play R+2
16239. 1 play W+4
16240. 2 play WDT
16241. 0 play RS
16242. 1 play W
16243. 2 play W
16244. 0 play RPT
16245. 1 play W
16246. 2 play WDT
16247. 0 play W+4
16248. 1 play W
16249. 2 play WDT
16250. 0 play R9
16251. 1 play W+4
16252. 2 play WDT
16253. 0 play W+4
16254. 1 play W+4
16255. 2 take
16256. 0 play W+4 green
16257. 1 challenge
16258. 1 draw
16259. 1 play G3
16260. 2 play G9
16261. 0 play G6
16262. 1 play B6
16263. 2 play W+4 yellow
16264. 0 challenge
16265. 0 play Y8
16266. 1 play B8
16267. 2 play BPT
16268. 0 point 1
16269. 1 point 0
16270. 2 point 0
16271. 0 play GPT
16272. 1 point 2
16273. 2 point 1
16274. 0 point 1
16275. 1 play BPT
16276. 1 point 0
16277. 0 point 2
16278. 2 point 0
16279. 2 play B0
16280. 0 play B7
16281. 1 play W+4 red
16282. 2 accept
16283. 0 play W+4 red
16284. 1 accept
16285. 2 play RR
16286. 1 play WPU
16287. 0 play GPT
16288. 2 play G+2
16289. 1 play G6
16290. 0 play G5
16291. 2 play G2
16292. 1 play WDT
16293. 0 play G7
16294. 2 play G4
16295. 1 play WPU
16296. 0 play G1
16297. 2 play G5
16298. 1 take
16299. 0 play GS
16300. 1 play G2
16301. 0 draw
16302. 2 play G0
16303. 1 play G1
16304. 0 play G2
16305. 2 draw
16306. 1 play G9
16307. 0 play GS
16308. 1 play G+2
16309. 2 play W+4 blue
16310. 1 challenge
16311. 1 play B3
16312. 1 play B3
16313. 0 play BPT
16314. 2 point 1
16315. 0 point 2
16316. 1 point 2
16317. 2 play W+4 green
16318. 1 challenge
16319. 1 play G7
16320. 0 draw
16321. 0 play G9
16322. 2 play G7
16323. 1 play G6
16324. 0 play GR
16325. 1 play BR
16326. 0 play W red
16327. 2 play R1
16328. 1 play RR
16329. 2 play WPU
16330. 0 play G6
16331. 1 play G4
16332. 2 play GS
16333. 0 play G1
16334. 1 play WPU
16335. 2 play GR
16336. 0 play W
16337. 1 play G5
16338. 2 play W
16339. 0 play GPT
16340. 1 play GPT
16341. 2 play G+2
16342. 0 play G3
16343. 1 play WDT
16344. 2 play G9
16345. 0 play W+4
16346. 1 play G5
16347. 2 play W+4
16348. 0 play W+4
16349. 1 take
16350. 2 play G8
16351. 2 play G8
16352. 0 play R8
16353. 1 play WDT yellow 0,1
16354. 2 play YR
16355. 1 play Y9
16356. 0 play YR
16357. 1 play Y+2
16358. 0 play Y3
16359. 1 play G3
16360. 2 play WDT green 1,2
16361. 0 draw
16362. 1 play G4
16363. 2 play WDT blue 0,1
16364. 0 play B3
16365. 1 play B9
16366. 2 play B2
16367. 0 play BS
16368. 2 play WDT blue 0,1
16369. 0 draw
16370. 0 pass
16371. 1 play BR
16372. 0 play B3
16373. 2 play WDT yellow 0,1
16374. 1 play Y5
16375. 0 play Y3
16376. 2 play WDT blue 1,2
16377. 1 play BS
16378. 2 play B8
16379. 1 play BPT
16380. 1 point 0
16381. 2 point 0
16382. 0 point 1
16383. 0 draw
16384. 0 play B7
16385. 2 play W green
16386. 1 play G6
16387. 0 play Y6
16388. 2 draw
16389. 0 play Y6
16390. 2 play R6
16391. 1 play R1
16392. 0 play R+2
16393. 1 play B+2
16394. 2 play B8
16395. 1 play B4
16396. 0 play Y4
16397. 2 play W+4 yellow
16398. 1 challenge
16399. 1 play WPU
16400. 0 play R9
16401. 2 play R2
16402. 1 play W
16403. 0 take
16404. 2 play R6
16405. 1 play W+4 red
16406. 0 accept
16407. 2 play R8
16408. 1 draw
16409. 1 play B8
16410. 0 play B3
16411. 2 play WDT blue 1,2
16412. 1 play B1
16413. 0 play R1
16414. 2 play W blue
16415. 1 play B6
16416. 0 play BR
16417. 1 play B5
16418. 2 play R5
16419. 0 play W blue
16420. 1 play B4
16421. 2 play G4
16422. 0 play G4
16423. 1 play G+2
16424. 0 play G+2
16425. 2 play WPU
16426. 0 take
16427. 1 play BPT
16428. 0 point 1
16429. 1 point 0
16430. 2 point 1
16431. 2 play RPT
16432. 1 point 0
16433. 2 point 1
16434. 0 point 1
16435. 0 play R2
16436. 1 play W red
16437. 2 play R4
16438. 2 play R4
16439. 0 play W+4 blue
16440. 1 challenge
16441. 1 play B7
16442. 2 play B2
16443. 2 play B2
16444. 0 play BPT
16445. 2 point 0
16446. 0 point 1
16447. 1 point 0
16448. 1 play B+2
16449. 0 play BS
16450. 2 play W yellow
16451. 0 play YS
16452. 2 play WDT blue 0,2
16453. 0 play BR
16454. 2 play B3
16455. 1 play BS
16456. 2 play W yellow
16457. 1 play Y4
16458. 0 play YPT
16459. 1 point 2
16460. 0 point 2
16461. 2 point 1
16462. 2 play W blue
16463. 1 play B9
16464. 0 play B9
16465. 2 play WPU
16466. 1 play Y3
16467. 0 play WDT
16468. 2 play YPT
16469. 1 play Y3
16470. 0 play YR
16471. 2 play Y9
16472. 1 play Y5
16473. 0 play WDT
16474. 2 play W
16475. 1 play W+4
16476. 0 play Y1
16477. 2 play WDT
16478. 1 play Y+2
16479. 0 play Y0
16480. 2 play YPT
16481. 1 play W+4
16482. 0 play YS
16483. 2 play WPU
16484. 1 play Y8
16485. 0 play YPT
16486. 2 play Y6
16487. 1 play YR
16488. 0 play Y5
16489. 2 play WDT
16490. 1 play W+4
16491. 0 play Y1
16492. 2 play W+4
16493. 1 take
16494. 0 draw
16495. 0 play WPU
16496. 2 play W+4
16497. 1 play Y8
16498. 0 take
16499. 2 play Y+2
16500. 0 play Y6
16501. 2 play B6
16502. 1 play Y6
16503. 0 play G6
16504. 2 play G3
16505. 1 play W+4 red
16506. 0 challenge
16507. 0 play W+4 blue
16508. 2 accept
16509. 1 play B8
16510. 0 play Y8
16511. 2 play WPU
16512. 1 play W+4
16513. 0 take
16514. 2 play W green
16515. 1 play WDT blue 1,2
16516. 0 play B1
16517. 2 play B9
16518. 1 play BPT
16519. 1 point 0
16520. 0 point 2
16521. 2 point 1
16522. 0 play W+4 blue
16523. 2 challenge
16524. 2 play BR
16525. 0 play B6
16526. 1 play WDT yellow 1,2
16527. 2 play Y8
16528. 0 play G8
16529. 1 play G7
16530. 2 play R7
16531. 0 play R9
16532. 1 play G9
16533. 2 play GR
16534. 1 play G+2
16535. 2 play R+2
16536. 0 play W yellow
16537. 2 play WDT yellow 0,1
16538. 1 play YR
16539. 2 play W+4 green
16540. 0 accept
16541. 1 play W green
16542. 2 play G7
16543. 0 play G6
16544. 1 play GR
16545. 0 play G8
16546. 2 play G9
16547. 1 play G1
16548. 0 play WPU
16549. 2 play BPT
16550. 1 play BPT
16551. 0 play B5
16552. 2 play B3
16553. 1 play WDT
16554. 0 play W+4
16555. 2 play B7
16556. 1 play B4
16557. 0 play WPU
16558. 2 play W+4
16559. 1 play B4
16560. 0 play BR
16561. 2 play B9
16562. 1 play B5
16563. 0 take
16564. 2 play W+4 yellow
16565. 1 accept
16566. 0 play W blue
16567. 2 play WDT yellow 1,2
16568. 1 play Y1
16569. 0 play W+4 green
16570. 2 challenge
16571. 2 play WDT yellow 0,2
16572. 1 play Y4
16573. 0 play W+4 red
16574. 2 accept
16575. 1 play W+4 green
16576. 0 challenge
16577. 0 play G4
16578. 2 play G0
16579. 1 play GS
16580. 2 play W blue
16581. 1 play B2
16582. 0 play W red
16583. 2 play RPT
16584. 0 point 2
16585. 2 point 0
16586. 1 point 0
16587. 1 play WDT blue 0,1
16588. 0 play B+2
16589. 1 play BPT
16590. 0 point 2
16591. 2 point 1
16592. 1 point 2
16593. 0 play B4
16594. 2 play WPU
16595. 1 play G2
16596. 0 play WPU
16597. 2 play WDT
16598. 1 play W
16599. 0 play G+2
16600. 2 play G4
16601. 1 play W+4
16602. 0 play W
16603. 2 play WPU
16604. 1 play WPU
16605. 0 play WPU
16606. 2 play WPU
16607. 1 play GR
16608. 0 play G1
16609. 2 play W
16610. 1 play G5
16611. 0 play G9
16612. 2 play G2
16613. 1 play G5
16614. 0 play WDT
16615. 2 play W
16616. 1 play GPT
16617. 0 play WDT
16618. 2 play G7
16619. 1 play GS
16620. 0 play WDT
16621. 2 play W+4
16622. 1 play WPU
16623. 0 take
16624. 2 play WPU
16625. 1 play W
16626. 0 play B8
16627. 2 play WPU
16628. 1 play BS
16629. 0 play W
16630. 2 play B2
16631. 1 play B8
16632. 0 play B5
16633. 2 play B1
16634. 1 play W
16635. 0 play B+2
16636. 2 play B0
16637. 1 play B3
16638. 0 play BPT
16639. 2 play WDT
16640. 1 play W
16641. 0 play BS
16642. 2 play W
16643. 1 play B1
16644. 0 play W
16645. 2 play WPU
16646. 1 take
16647. 0 play WPU
16648. 2 play WDT
16649. 1 play BS
16650. 0 play W+4
16651. 2 play B9
16652. 1 play WPU
16653. 0 play B9
16654. 2 play W
16655. 1 play BPT
16656. 0 play WDT
16657. 2 play W
16658. 1 play B0
16659. 0 play W+4
16660. 2 play W
16661. 1 play W+4
16662. 0 play BR
16663. 2 play W+4
16664. 1 play BPT
16665. 0 play B5
16666. 2 play W+4
16667. 1 play B3
16668. 0 play W
16669. 2 take
16670. 1 play B5
16671. 0 play W+4 blue
16672. 2 accept
16673. 1 play B+2
16674. 2 play WPU
16675. 1 play B8
16676. 0 play B3
16677. 2 play W+4
16678. 1 play W
16679. 0 play WDT
16680. 2 play W
16681. 1 play B8
16682. 0 play BPT
16683. 2 play B3
16684. 1 play BS
16685. 0 play W
16686. 2 play WDT
16687. 1 play WDT
16688. 0 play W
16689. 2 play WDT
16690. 1 play W+4
16691. 0 play W+4
16692. 2 play W
16693. 1 play B1
16694. 0 play B7
16695. 2 play B6
16696. 1 play WPU
16697. 0 play WDT
16698. 2 play BR
16699. 1 play B1
16700. 0 play WDT
16701. 2 play B5
16702. 1 play W
16703. 0 play W
16704. 2 play W
16705. 1 play WDT
16706. 0 play B4
16707. 2 play B9
16708. 1 play B2
16709. 0 play B7
16710. 2 play B0
16711. 1 play W
16712. 0 play WPU
16713. 2 play BS
16714. 1 play W
16715. 0 play WPU
16716. 2 play B9
16717. 1 play W
16718. 0 play WPU
16719. 2 play BPT
16720. 1 play W
16721. 0 play WPU
16722. 2 play BPT
16723. 1 take
16724. 0 play WPU
16725. 2 play W+4
16726. 1 play WDT
16727. 0 play GS
16728. 2 play W
16729. 1 play W
16730. 0 play G2
16731. 2 play GPT
16732. 1 play GPT
16733. 0 play G2
16734. 2 play G+2
16735. 1 play W+4
16736. 0 play GPT
16737. 2 play GPT
16738. 1 play G3
16739. 0 play G1
16740. 2 play G6
16741. 1 play W
16742. 0 play G+2
16743. 2 play W+4
16744. 1 play WDT
16745. 0 play G4
16746. 2 play W+4
16747. 1 play W+4
16748. 0 play G5
16749. 2 play W+4
16750. 1 play WDT
16751. 0 play GR
16752. 2 play W+4
16753. 1 play W
16754. 0 play G5
16755. 2 play W+4
16756. 1 play W
16757. 0 play G9
16758. 2 play W+4
16759. 1 play W
16760. 0 play G7
16761. 2 take
16762. 1 play W blue
16763. 0 draw
16764. 2 play W+4 red
16765. 1 challenge
16766. 1 play W+4 blue
16767. 0 accept
16768. 2 play W yellow
16769. 1 play WPU
16770. 0 play WDT
16771. 2 play G1
16772. 1 play W
16773. 0 play G8
16774. 2 play GR
16775. 1 play WPU
16776. 0 play G9
16777. 2 play G9
16778. 1 play W
16779. 0 take
16780. 2 play G3
16781. 1 play WPU
16782. 0 play GR
16783. 2 play G1
16784. 1 play W
16785. 0 play G8
16786. 2 play G7
16787. 1 play W
16788. 0 play WDT
16789. 2 play G6
16790. 1 play W
16791. 0 play W
16792. 2 play WDT
16793. 1 play WDT
16794. 0 play G3
16795. 2 play G4
16796. 1 play WDT
16797. 0 play WPU
16798. 2 play G8
16799. 1 play WDT
16800. 0 play WPU
16801. 2 play G+2
16802. 1 play WDT
16803. 0 play G1
16804. 2 play G2
16805. 1 play W
16806. 0 play G9
16807. 2 play G5
16808. 1 play WDT
16809. 0 play G9
16810. 2 play W
16811. 1 play WPU
16812. 0 play W
16813. 2 play WDT
16814. 1 play WPU
16815. 0 take
16816. 2 play G5
16817. 0 play G5
16818. 2 play G6
16819. 0 play G6
16820. 2 play WDT green 0,2
16821. 1 draw
16822. 1 play GR
16823. 2 play G2
16824. 0 play G3
16825. 1 play B3
16826. 1 play B3
16827. 2 play W yellow
16828. 0 play YR
16829. 2 play RR
16830. 0 play W red
16831. 1 play R+2
16832. 0 play RPT
16833. 0 point 2
16834. 2 point 0
16835. 1 point 2
16836. 1 play R7
16837. 2 play RR
16838. 1 play YR
16839. 2 play W blue
16840. 0 play WPU
16841. 1 play R1
16842. 2 play WPU
16843. 0 play R2
16844. 1 play R5
16845. 2 play R8
16846. 0 play R6
16847. 1 take
16848. 2 play R5
16849. 0 play WDT green 1,2
16850. 1 play WPU
16851. 2 play W
16852. 0 play G+2
16853. 1 take
16854. 2 play WPU
16855. 0 play W
16856. 1 play YPT
16857. 2 play W
16858. 0 play Y4
16859. 1 play Y3
16860. 2 play W+4
16861. 0 play W
16862. 1 play W+4
16863. 2 play Y7
16864. 0 play WDT
16865. 1 play Y9
16866. 2 play W+4
16867. 0 play W
16868. 1 play Y1
16869. 2 play YS
16870. 0 play W
16871. 1 play Y9
16872. 2 play W+4
16873. 0 play Y6
16874. 1 play W
16875. 2 play Y2
16876. 0 play WPU
16877. 1 play Y0
16878. 2 play W+4
16879. 0 play W
16880. 1 play W
16881. 2 play Y7
16882. 0 play W
16883. 1 play Y4
16884. 2 play Y+2
16885. 0 play WPU
16886. 1 play YPT
16887. 2 play WDT
16888. 0 play WDT
16889. 1 play Y+2
16890. 2 play WDT
16891. 0 play Y6
16892. 1 play W
16893. 2 play Y2
16894. 0 play W
16895. 1 play Y5
16896. 2 play Y8
16897. 0 play WDT
16898. 1 play WPU
16899. 2 play W+4
16900. 0 play WDT
16901. 1 play YS
16902. 2 play W+4
16903. 0 play WPU
16904. 1 play Y1
16905. 2 play Y8
16906. 0 play WDT
16907. 1 play Y5
16908. 2 play W+4
16909. 0 play W
16910. 1 play Y3
16911. 2 play W+4
16912. 0 play WDT
16913. 1 play YPT
16914. 2 take
16915. 0 play WDT red 1,2
16916. 1 play R8
16917. 2 play R2
16918. 0 play R9
16919. 1 play R1
16920. 2 play R1
16921. 0 play G1
16922. 0 play G1
16923. 1 play G+2
16924. 0 play G2
16925. 1 play R2
16926. 2 play W red
16927. 0 play R6
16928. 1 play R5
16929. 2 play RS
16930. 1 play R6
16931. 2 play R9
16932. 0 play G9
16933. 1 play B9
16934. 2 play W+4 yellow
16935. 0 challenge
16936. 0 draw
16937. 1 play WPU
16938. 2 play W+4
16939. 0 play G9
16940. 1 play G3
16941. 2 play W+4
16942. 0 play G6
16943. 1 play W
16944. 2 play G3
16945. 0 play G7
16946. 1 take
16947. 2 play W+4 green
16948. 0 accept
16949. 1 play G3
16950. 2 play GR
16951. 1 play W+4 blue
16952. 0 challenge
16953. 0 play WPU
16954. 2 play RPT
16955. 1 play W
16956. 0 play W+4
16957. 2 play R+2
16958. 1 play W
16959. 0 play R4
16960. 2 play R7
16961. 1 play WPU
16962. 0 play R4
16963. 2 play RPT
16964. 1 play WDT
16965. 0 take
16966. 2 play R8
16967. 1 play W+4 red
16968. 0 accept
16969. 2 play WDT green 0,2
16970. 1 play G6
16971. 0 play W red
16972. 2 play W blue
16973. 1 play BPT
16974. 2 point 0
16975. 1 point 2
16976. 0 point 1
16977. 0 play WPU
16978. 2 play R3
16979. 1 play RS
16980. 0 play R4
16981. 2 play W+4
16982. 1 play W+4
16983. 0 play W+4
16984. 2 play WDT
16985. 1 play RR
16986. 0 play R5
16987. 2 play WPU
16988. 1 play W+4
16989. 0 play W
16990. 2 play R3
16991. 1 play RPT
16992. 0 play R6
16993. 2 play RS
16994. 1 take
16995. 0 play R+2
16996. 1 play R9
16997. 0 play R7
16998. 2 draw
16999. 2 play WDT green 1,2
17000. 1 play W blue
17001. 0 play B6
17002. 2 play Y6
17003. 1 play WPU
17004. 0 play RPT
17005. 2 play WPU
17006. 1 play R6
17007. 0 play W
17008. 2 play R0
17009. 1 play R3
17010. 0 play WDT
17011. 2 play WPU
17012. 1 play R5
17013. 0 play RPT
17014. 2 play W
17015. 1 play RR
17016. 0 play R1
17017. 2 play R7
17018. 1 play R3
17019. 0 play RR
17020. 2 play WDT
17021. 1 play R4
17022. 0 play W
17023. 2 play W
17024. 1 play RPT
17025. 0 play R4
17026. 2 play W
17027. 1 play RS
17028. 0 take
17029. 2 play R2
17030. 1 play RS
17031. 2 play W+4 red
17032. 1 accept
17033. 0 play WDT yellow 0,1
17034. 2 play Y3
17035. 1 play G3
17036. 0 play G2
17037. 2 play WPU
17038. 1 play G+2
17039. 0 play GR
17040. 2 play G4
17041. 1 play G9
17042. 0 play WPU
17043. 2 play WDT
17044. 1 play G6
17045. 0 play G7
17046. 2 play G+2
17047. 1 play G7
17048. 0 play WDT
17049. 2 play GR
17050. 1 play GS
17051. 0 play W
17052. 2 play GPT
17053. 1 play WDT
17054. 0 play G5
17055. 2 play W
17056. 1 play W+4
17057. 0 play G4
17058. 2 play GPT
17059. 1 play W+4
17060. 0 play G8
17061. 2 play GS
17062. 1 play W+4
17063. 0 play WPU
17064. 2 play WPU
17065. 1 play W+4
17066. 0 play W
17067. 2 play WPU
17068. 1 play W+4
17069. 0 play G8
17070. 2 play W+4
17071. 1 take
17072. 0 play G5
17073. 1 play G5
17074. 0 play W blue
17075. 2 play WPU
17076. 1 play W
17077. 0 play W
17078. 2 play WDT
17079. 1 play YPT
17080. 0 play W
17081. 2 play Y+2
17082. 1 play WDT
17083. 0 take
17084. 2 play Y3
17085. 1 play WPU
17086. 0 play RR
17087. 2 play WDT
17088. 1 play R6
17089. 0 play R7
17090. 2 play R+2
17091. 1 play W+4
17092. 0 play RPT
17093. 2 play W
17094. 1 play R9
17095. 0 play W
17096. 2 play WPU
17097. 1 play W
17098. 0 play RR
17099. 2 play WDT
17100. 1 play W+4
17101. 0 play R4
17102. 2 play W
17103. 1 play W
17104. 0 play R6
17105. 2 play WDT
17106. 1 play WDT
17107. 0 play R0
17108. 2 play WDT
17109. 1 play W+4
17110. 0 play W
17111. 2 play W
17112. 1 play WPU
17113. 0 play WDT
17114. 2 play W+4
17115. 1 play WPU
17116. 0 play R5
17117. 2 play W+4
17118. 1 play WDT
17119. 0 play R5
17120. 2 play W
17121. 1 play WPU
17122. 0 play R1
17123. 2 play W
17124. 1 play W+4
17125. 0 play RPT
17126. 2 play W
17127. 1 play W+4
17128. 0 play RS
17129. 2 play W
17130. 1 play WPU
17131. 0 play R3
17132. 2 take
17133. 1 play W+4 red
17134. 0 challenge
17135. 2 play W blue
17136. 1 play BS
17137. 2 play BPT
17138. 2 point 0
17139. 1 point 0
17140. 0 point 1
17141. 1 draw
17142. 0 play W+4 red
17143. 2 accept
17144. 1 play WPU
17145. 0 play W
17146. 2 play Y0
17147. 1 play WPU
17148. 0 play WDT
17149. 2 play Y4
17150. 1 play W+4
17151. 0 play YR
17152. 2 play YS
17153. 1 play WDT
17154. 0 play W+4
17155. 2 play YR
17156. 1 play WDT
17157. 0 play WDT
17158. 2 play Y8
17159. 1 take
17160. 0 play YPT
17161. 0 point 1
17162. 1 point 0
17163. 2 point 0
17164. 2 play Y2
17165. 2 play Y2
17166. 1 draw
17167. 1 play WPU
17168. 0 play G9
17169. 2 play G2
17170. 1 play G+2
17171. 0 play G2
17172. 2 play WPU
17173. 1 play WDT
17174. 0 play G3
17175. 2 play G0
17176. 1 play G8
17177. 0 play G1
17178. 2 play W
17179. 1 play W
17180. 0 play G5
17181. 2 play WDT
17182. 1 play G6
17183. 0 take
17184. 2 play WPU
17185. 1 play G4
17186. 0 play G3
17187. 2 play GPT
17188. 1 play G7
17189. 0 play G2
17190. 2 play WPU
17191. 1 play WDT
17192. 0 play G2
17193. 2 play W
17194. 1 play G4
17195. 0 play W
17196. 2 play GPT
17197. 1 play G1
17198. 0 play G+2
17199. 2 play W+4
17200. 1 play W+4
17201. 0 play W
17202. 2 play WPU
17203. 1 play G9
17204. 0 play G5
17205. 2 play WDT
17206. 1 play G8
17207. 0 play WDT
17208. 2 play WDT
17209. 1 play W+4
17210. 0 play G9
17211. 2 play W+4
17212. 1 play G+2
17213. 0 play G0
17214. 2 play WDT
17215. 1 play GS
17216. 0 play WDT
17217. 2 play WDT
17218. 1 play G7
17219. 0 play G1
17220. 2 play WDT
17221. 1 play GR
17222. 0 play WPU
17223. 2 play WPU
17224. 1 play GPT
17225. 0 play G5
17226. 2 play WDT
17227. 1 play GS
17228. 0 play G8
17229. 2 play W+4
17230. 1 play GR
17231. 0 play G6
17232. 2 play WPU
17233. 1 play WPU
17234. 0 take
17235. 2 draw
17236. 2 play G6
17237. 1 play B6
17238. 0 play W green
17239. 2 play W yellow
17240. 1 play WDT blue 0,2
17241. 0 play W+4 green
17242. 2 challenge
17243. 2 play WPU
17244. 1 play GPT
17245. 0 play GS
17246. 2 play W
17247. 1 play WDT
17248. 0 play W+4
17249. 2 play W+4
17250. 1 take
17251. 0 play G0
17252. 2 play W red
17253. 1 play R2
17254. 0 play R4
17255. 2 play R3
17256. 1 play R7
17257. 0 play W red
17258. 2 play R7
17259. 1 play R8
17260. 0 play R2
17261. 2 play W green
17262. 1 draw
17263. 1 play WPU
17264. 0 play WPU
17265. 2 play YPT
17266. 1 play WDT
17267. 0 play W+4
17268. 2 play Y1
17269. 1 play W+4
17270. 0 play Y3
17271. 2 play Y8
17272. 1 play Y8
17273. 0 play WDT
17274. 2 play W+4
17275. 1 play WPU
17276. 0 play WDT
17277. 2 play W
17278. 1 play W
17279. 0 play WPU
17280. 2 play YPT
17281. 1 play YR
17282. 0 play W+4
17283. 2 play Y+2
17284. 1 play Y4
17285. 0 play WDT
17286. 2 play W+4
17287. 1 play W
17288. 0 play W
17289. 2 play Y5
17290. 1 play YR
17291. 0 play WDT
17292. 2 play Y4
17293. 1 play Y3
17294. 0 play Y+2
17295. 2 play Y5
17296. 1 play YS
17297. 0 play W
17298. 2 play Y1
17299. 1 play Y0
17300. 0 play WPU
17301. 2 play YPT
17302. 1 play W+4
17303. 0 play WPU
17304. 2 play Y9
17305. 1 play W+4
17306. 0 play W+4
17307. 2 play YS
17308. 1 play W+4
17309. 0 play WPU
17310. 2 play W+4
17311. 1 take
17312. 0 play WDT green 0,1
17313. 2 play W green
17314. 1 play WPU
17315. 0 play B+2
17316. 2 play BPT
17317. 1 play BR
17318. 0 play W+4
17319. 2 play B6
17320. 1 play B4
17321. 0 play WDT
17322. 2 play B3
17323. 1 play WPU
17324. 0 play WPU
17325. 2 play B2
17326. 1 play B1
17327. 0 play WPU
17328. 2 play W
17329. 1 play B1
17330. 0 play WDT
17331. 2 play W
17332. 1 play B8
17333. 0 play WDT
17334. 2 play W
17335. 1 play B8
17336. 0 play WDT
17337. 2 play W
17338. 1 play B+2
17339. 0 play WDT
17340. 2 take
17341. 1 play WDT blue 0,1
17342. 0 draw
17343. 0 play BPT
17344. 0 point 1
17345. 1 point 0
17346. 2 point 0
17347. 2 play B1
17348. 1 play B3
17349. 0 play W+4 blue
17350. 2 challenge
17351. 2 play B4
17352. 1 play BS
17353. 2 play B1
17354. 1 play W+4 blue
17355. 0 accept
17356. 2 play WPU
17357. 1 play BR
17358. 0 play WDT
17359. 2 play WPU
17360. 1 play B2
17361. 0 play B6
17362. 2 play W+4
17363. 1 play W
17364. 0 play W
17365. 2 play B+2
17366. 1 play B5
17367. 0 play W
17368. 2 play B2
17369. 1 play WDT
17370. 0 play WDT
17371. 2 play WPU
17372. 1 play WDT
17373. 0 play WPU
17374. 2 play B8
17375. 1 play WDT
17376. 0 play W
17377. 2 play B3
17378. 1 play W+4
17379. 0 take
17380. 2 play BS
17381. 0 play B+2
17382. 1 play W blue
17383. 0 play B5
17384. 2 play R5
17385. 1 play W+4 yellow
17386. 0 accept
17387. 2 play Y6
17388. 1 play G6
17389. 0 play G+2
17390. 1 play W+4 green
17391. 0 challenge
17392. 0 play G7
17393. 2 play Y7
17394. 1 play W red
17395. 0 play RPT
17396. 0 point 2
17397. 1 point 2
17398. 2 point 1
17399. 2 play R+2
17400. 0 play R9
17401. 2 play RR
17402. 0 play BR
17403. 2 play BPT
17404. 0 point 2
17405. 1 point 2
17406. 2 point 0
17407. 1 play B7
17408. 0 play B2
17409. 2 play W yellow
17410. 1 play Y9
17411. 0 play G9
17412. 0 play G9
17413. 2 play G0
17414. 1 play Y0
17415. 0 play WDT yellow 0,1
17416. 2 play Y6
17417. 1 play W green
17418. 0 play G7
17419. 2 play Y7
17420. 1 play WDT blue 0,2
17421. 0 play B6
17422. 2 play WPU
17423. 1 play W
17424. 0 play R3
17425. 2 play R5
17426. 1 play W+4
17427. 0 play R2
17428. 2 play R0
17429. 1 play W+4
17430. 0 play R1
17431. 2 play WPU
17432. 1 play WPU
17433. 0 play W
17434. 2 play RS
17435. 1 play R3
17436. 0 play WPU
17437. 2 play R4
17438. 1 play R8
17439. 0 play W+4
17440. 2 play R7
17441. 1 play W
17442. 0 play WDT
17443. 2 play R1
17444. 1 play W+4
17445. 0 play RS
17446. 2 play R9
17447. 1 play W+4
17448. 0 play W+4
17449. 2 play R7
17450. 1 play W
17451. 0 play R8
17452. 2 play W
17453. 1 play W+4
17454. 0 play WDT
17455. 2 play W
17456. 1 play WPU
17457. 0 play W
17458. 2 play R+2
17459. 1 play W+4
17460. 0 play WPU
17461. 2 play R2
17462. 1 play WPU
17463. 0 play WPU
17464. 2 play R6
17465. 1 play WPU
17466. 0 play WDT
17467. 2 play RPT
17468. 1 play WPU
17469. 0 play W
17470. 2 play WDT
17471. 1 play W+4
17472. 0 play WDT
17473. 2 play WDT
17474. 1 play WPU
17475. 0 play W
17476. 2 play RR
17477. 1 take
17478. 0 play W red
17479. 2 play RPT
17480. 2 point 1
17481. 0 point 2
17482. 1 point 2
17483. 1 play W+4 red
17484. 0 accept
17485. 2 play RPT
17486. 0 point 1
17487. 2 point 0
17488. 1 point 2
17489. 1 play WDT red 1,2
17490. 0 play W yellow
17491. 2 play Y9
17492. 1 play YR
17493. 2 play WDT red 0,2
17494. 0 play WPU
17495. 1 play GPT
17496. 2 play W
17497. 0 play G+2
17498. 1 play W+4
17499. 2 play WDT
17500. 0 play G4
17501. 1 play W+4
17502. 2 play WDT
17503. 0 play G5
17504. 1 play W+4
17505. 2 play WDT
17506. 0 play WDT
17507. 1 play WPU
17508. 2 play W
17509. 0 play G6
17510. 1 play WDT
17511. 2 take
17512. 0 play G3
17513. 1 play W+4 red
17514. 2 accept
17515. 0 draw
17516. 1 play RPT
17517. 0 point 1
17518. 1 point 0
17519. 2 point 1
17520. 2 play GPT
17521. 1 point 2
17522. 0 point 2
17523. 2 point 1
17524. 0 play GS
17525. 2 draw
17526. 0 play G7
17527. 1 play WDT green 1,2
17528. 2 play G4
17529. 0 play G4
17530. 1 play WPU
17531. 2 play G6
17532. 0 play G1
17533. 1 play GS
17534. 2 play WDT
17535. 0 play GR
17536. 1 play G7
17537. 2 play WPU
17538. 0 play G2
17539. 1 play W+4
17540. 2 play G5
17541. 0 play G3
17542. 1 play WPU
17543. 2 play G0
17544. 0 play GPT
17545. 1 play W
17546. 2 play W
17547. 0 play G1
17548. 1 play W
17549. 2 play WDT
17550. 0 play G2
17551. 1 play WDT
17552. 2 play W
17553. 0 play G9
17554. 1 play WPU
17555. 2 play G+2
17556. 0 play GR
17557. 1 play W+4
17558. 2 play W+4
17559. 0 play G8
17560. 1 play WDT
17561. 2 play WDT
17562. 0 play GPT
17563. 1 play WPU
17564. 2 play W+4
17565. 0 play G9
17566. 1 play W
17567. 2 play W+4
17568. 0 play GPT
17569. 1 play WPU
17570. 2 play WDT
17571. 0 play G8
17572. 1 play W
17573. 2 play W
17574. 0 play G5
17575. 1 play W+4
17576. 2 play WDT
17577. 0 take
17578. 1 play W blue
17579. 2 play B6
17580. 0 play B8
17581. 1 play W red
17582. 2 play RR
17583. 1 play R7
17584. 0 play WPU
17585. 2 play B8
17586. 1 play W+4
17587. 0 play W+4
17588. 2 play B+2
17589. 1 play B9
17590. 0 play WPU
17591. 2 play BPT
17592. 1 play W
17593. 0 play W+4
17594. 2 play B6
17595. 1 play B3
17596. 0 play W+4
17597. 2 play BR
17598. 1 play B1
17599. 0 play B3
17600. 2 play BPT
17601. 1 play BPT
17602. 0 play W+4
17603. 2 play B+2
17604. 1 play B0
17605. 0 play W+4
17606. 2 play WDT
17607. 1 play B9
17608. 0 play W+4
17609. 2 play BR
17610. 1 play WPU
17611. 0 play W
17612. 2 take
17613. 1 play WDT yellow 1,2
17614. 0 play WDT red 0,2
17615. 2 play R6
17616. 1 play W red
17617. 0 play R9
17618. 1 play R9
17619. 0 play W red
17620. 2 play W green
17621. 1 play WPU
17622. 0 play W
17623. 2 play WPU
17624. 1 play R8
17625. 0 play WDT
17626. 2 play R+2
17627. 1 play R8
17628. 0 play W
17629. 2 play W+4
17630. 1 play R4
17631. 0 play WPU
17632. 2 play WPU
17633. 1 play R1
17634. 0 play WDT
17635. 2 play WDT
17636. 1 play R0
17637. 0 play WPU
17638. 2 play R5
17639. 1 play RS
17640. 0 play WDT
17641. 2 play W+4
17642. 1 play RR
17643. 0 play WPU
17644. 2 play W
17645. 1 play R2
17646. 0 play WDT
17647. 2 play W
17648. 1 play RS
17649. 0 play WDT
17650. 2 play W+4
17651. 1 play R3
17652. 0 play W
17653. 2 play W+4
17654. 1 play R4
17655. 0 play WDT
17656. 2 play W+4
17657. 1 play R3
17658. 0 play W
17659. 2 play W+4
17660. 1 play W
17661. 0 play W
17662. 2 play W+4
17663. 1 play R5
17664. 0 take
17665. 2 play W+4 green
17666. 1 challenge
17667. 0 play G6
17668. 2 draw
17669. 1 play WDT green 0,2
17670. 0 play G3
17671. 2 play B3
17672. 1 play W green
17673. 0 play GS
17674. 1 play G+2
17675. 2 draw
17676. 2 play WPU
17677. 1 play W+4
17678. 0 play G5
17679. 2 play G7
17680. 1 play W
17681. 0 play G+2
17682. 2 take
17683. 1 draw
17684. 0 play G9
17685. 2 play W+4 red
17686. 1 challenge
17687. 1 play WPU
17688. 0 play G8
17689. 2 play G7
17690. 1 play WPU
17691. 0 play G9
17692. 2 play W
17693. 1 play WPU
17694. 0 play G0
17695. 2 play G+2
17696. 1 take
17697. 0 play GPT
17698. 2 point 1
17699. 1 point 0
17700. 0 point 1
17701. 2 play G3
17702. 1 play G9
17703. 0 play WDT yellow 0,2
17704. 2 play YR
17705. 0 play Y2
17706. 1 play Y1
17707. 2 play Y6
17708. 0 play Y9
17709. 1 play Y9
17710. 2 play B9
17711. 0 play W red
17712. 1 play W yellow
17713. 2 play W+4 yellow
17714. 0 challenge
17715. 0 play WPU
17716. 1 play WDT
17717. 2 play B9
17718. 0 play B1
17719. 1 play BPT
17720. 2 play B5
17721. 0 play B7
17722. 1 play BS
17723. 2 play B1
17724. 0 play WDT
17725. 1 play B8
17726. 2 play B+2
17727. 0 play W+4
17728. 1 play WPU
17729. 2 play WPU
17730. 0 play W
17731. 1 play WPU
17732. 2 play B6
17733. 0 play B2
17734. 1 play B4
17735. 2 play B0
17736. 0 play WPU
17737. 1 play B5
17738. 2 play W
17739. 0 play W
17740. 1 play W
17741. 2 play W+4
17742. 0 play B2
17743. 1 play B7
17744. 2 play BPT
17745. 0 play BS
17746. 1 play WPU
17747. 2 play W
17748. 0 play WDT
17749. 1 play WPU
17750. 2 play W
17751. 0 play WDT
17752. 1 play B4
17753. 2 play BPT
17754. 0 play WPU
17755. 1 take
17756. 2 play B3
17757. 0 play WPU
17758. 1 play BPT
17759. 2 play BPT
17760. 0 play WPU
17761. 1 play W+4
17762. 2 play B8
17763. 0 play W+4
17764. 1 play B4
17765. 2 play B+2
17766. 0 play W
17767. 1 play B5
17768. 2 play BR
17769. 0 play W+4
17770. 1 play B+2
17771. 2 play BR
17772. 0 play WDT
17773. 1 play B8
17774. 2 take
17775. 0 play W red
17776. 1 play R7
17777. 2 play WDT green 0,1
17778. 0 play W green
17779. 1 play G7
17780. 2 play G4
17781. 1 play G4
17782. 2 play WPU
17783. 0 play W
17784. 1 play W+4
17785. 2 play B+2
17786. 0 play W+4
17787. 1 play B6
17788. 2 play B8
17789. 0 play W
17790. 1 play W
17791. 2 play W
17792. 0 play W+4
17793. 1 play B1
17794. 2 play B8
17795. 0 play W
17796. 1 play B1
17797. 2 play B5
17798. 0 play W+4
17799. 1 play B0
17800. 2 play B+2
17801. 0 play W+4
17802. 1 play B9
17803. 2 play B9
17804. 0 play W+4
17805. 1 play WPU
17806. 2 play W+4
17807. 0 play WDT
17808. 1 play B5
17809. 2 play BR
17810. 0 play WDT
17811. 1 play B7
17812. 2 play BPT
17813. 0 play WDT
17814. 1 play WPU
17815. 2 play W
17816. 0 play WDT
17817. 1 play WDT
17818. 2 play BR
17819. 0 play WDT
17820. 1 play B2
17821. 2 play BPT
17822. 0 take
17823. 1 play B4
17824. 2 play B4
17825. 0 play WDT red 0,2
17826. 1 play R2
17827. 2 play RPT
17828. 0 point 1
17829. 1 point 0
17830. 2 point 1
17831. 0 play W red
17832. 1 play R+2
17833. 0 play RS
17834. 2 play R9
17835. 0 play RPT
17836. 2 point 0
17837. 0 point 2
17838. 1 point 0
17839. 1 play BPT
17840. 0 point 1
17841. 2 point 0
17842. 1 point 2
17843. 2 play W blue
17844. 0 play BPT
17845. 2 point 0
17846. 0 point 1
17847. 1 point 2
17848. 1 play B7
17849. 2 play W+4 yellow
17850. 0 challenge
17851. 1 play WPU
17852. 2 play G5
17853. 0 play G7
17854. 1 play G0
17855. 2 play W+4
17856. 0 play WDT
17857. 1 play W
17858. 2 play W+4
17859. 0 play G5
17860. 1 play WDT
17861. 2 take
17862. 0 play W green
17863. 1 play WPU
17864. 2 play W
17865. 0 play B5
17866. 1 play WDT
17867. 2 play W+4
17868. 0 play BPT
17869. 1 play BS
17870. 2 play WDT
17871. 0 play B+2
17872. 1 play WPU
17873. 2 play WDT
17874. 0 play B8
17875. 1 play W
17876. 2 play W+4
17877. 0 play WPU
17878. 1 play WPU
17879. 2 play W+4
17880. 0 play W
17881. 1 play B6
17882. 2 take
17883. 0 play W+4 green
17884. 1 accept
17885. 2 play G0
17886. 0 play G6
17887. 1 play G9
17888. 2 play G9
17889. 0 play GS
17890. 2 play G7
17891. 0 play B7
17892. 1 play BPT
17893. 2 point 0
17894. 0 point 2
17895. 1 point 0
17896. 2 play BS
17897. 1 play BS
17898. 0 play B0
17899. 1 play W green
17900. 2 play WPU
17901. 0 play R8
17902. 1 play WPU
17903. 2 play WPU
17904. 0 play R2
17905. 1 play RPT
17906. 2 play WDT
17907. 0 play R5
17908. 1 play R1
17909. 2 play W
17910. 0 play RR
17911. 1 play W
17912. 2 play WPU
17913. 0 play R0
17914. 1 play W
17915. 2 play W
17916. 0 play W+4
17917. 1 play R6
17918. 2 play WDT
17919. 0 play WDT
17920. 1 play WPU
17921. 2 play W
17922. 0 play RR
17923. 1 play W
17924. 2 play WDT
17925. 0 play RS
17926. 1 play WDT
17927. 2 play WPU
17928. 0 play R9
17929. 1 play WDT
17930. 2 play W+4
17931. 0 play WDT
17932. 1 take
17933. 2 play W+4 yellow
17934. 0 accept
17935. 1 play Y8
17936. 2 play W+4 green
17937. 0 challenge
17938. 0 play W+4 red
17939. 1 accept
17940. 2 draw
17941. 2 play WDT green 1,2
17942. 0 play G2
17943. 1 play G4
17944. 2 play G5
17945. 0 play G7
17946. 1 play G6
17947. 2 play W blue
17948. 0 play B+2
17949. 2 play B6
17950. 0 play Y6
17951. 1 play YPT
17952. 1 point 0
17953. 0 point 2
17954. 2 point 0
17955. 2 play W yellow
17956. 0 play W+4 red
17957. 1 accept
17958. 2 play RPT
17959. 2 point 0
17960. 1 point 2
17961. 0 point 1
17962. 0 play W blue
17963. 1 draw
17964. 1 play B+2
17965. 0 play B8
17966. 1 play WDT yellow 0,1
17967. 2 play W blue
17968. 0 play B5
17969. 1 play R5
17970. 2 play WDT yellow 0,1
17971. 0 play WDT yellow 0,1
17972. 1 play WDT yellow 1,2
17973. 2 play W+4 red
17974. 0 challenge
17975. 0 play WPU
17976. 1 play W
17977. 2 play BPT
17978. 0 play WPU
17979. 1 play B7
17980. 2 play B5
17981. 0 play WDT
17982. 1 play W+4
17983. 2 play B3
17984. 0 play B9
17985. 1 play WDT
17986. 2 play W
17987. 0 play B6
17988. 1 play W
17989. 2 play W+4
17990. 0 play W+4
17991. 1 play W
17992. 2 play B6
17993. 0 play WPU
17994. 1 play W
17995. 2 play B+2
17996. 0 play B4
17997. 1 play B2
17998. 2 play W
17999. 0 play WDT
18000. 1 play W+4
18001. 2 play B8
18002. 0 play B1
18003. 1 play BS
18004. 2 play B7
18005. 0 play BPT
18006. 1 play B0
18007. 2 take
18008. 0 play B1
18009. 1 play W red
18010. 2 play W blue
18011. 0 play B9
18012. 1 play W+4 yellow
18013. 2 accept
18014. 0 play WPU
18015. 1 play G5
18016. 2 play GS
18017. 0 play GPT
18018. 1 play WDT
18019. 2 play W
18020. 0 play G1
18021. 1 play G2
18022. 2 play G6
18023. 0 play G+2
18024. 1 play G+2
18025. 2 play W+4
18026. 0 play GPT
18027. 1 play WPU
18028. 2 play W
18029. 0 play GR
18030. 1 play G4
18031. 2 play W+4
18032. 0 play W+4
18033. 1 play G7
18034. 2 play W
18035. 0 play GR
18036. 1 play W+4
18037. 2 play G9
18038. 0 play W+4
18039. 1 play WPU
18040. 2 play G0
18041. 0 play G1
18042. 1 play G8
18043. 2 play G5
18044. 0 play GPT
18045. 1 play G4
18046. 2 play W+4
18047. 0 play W
18048. 1 play WPU
18049. 2 play G7
18050. 0 play W
18051. 1 play WDT
18052. 2 play WPU
18053. 0 play W
18054. 1 play WDT
18055. 2 play WDT
18056. 0 play W
18057. 1 play WPU
18058. 2 play WDT
18059. 0 play G8
18060. 1 play WDT
18061. 2 play W+4
18062. 0 play G2
18063. 1 play GS
18064. 2 play WDT
18065. 0 play W
18066. 1 play W+4
18067. 2 play W
18068. 0 play G3
18069. 1 play W
18070. 2 play W
18071. 0 play GPT
18072. 1 play G9
18073. 2 play WPU
18074. 0 play G3
18075. 1 play WPU
18076. 2 take
18077. 0 draw
18078. 1 play W+4 red
18079. 2 accept
18080. 0 play R6
18081. 1 play W+4 blue
18082. 2 challenge
18083. 2 play B8
18084. 0 play B2
18085. 1 play WDT red 0,2
18086. 2 play RS
18087. 1 play RPT
18088. 0 point 2
18089. 1 point 2
18090. 2 point 1
18091. 2 play R9
18092. 0 play R5
18093. 1 play Y5
18094. 2 play W yellow
18095. 0 play WPU
18096. 1 play W+4
18097. 2 play B2
18098. 0 play BR
18099. 1 play W+4
18100. 2 play B7
18101. 0 play B3
18102. 1 play WPU
18103. 2 play B6
18104. 0 play BR
18105. 1 play B9
18106. 2 play B4
18107. 0 play W
18108. 1 play WPU
18109. 2 play B5
18110. 0 play B4
18111. 1 play W
18112. 2 play W+4
18113. 0 play BPT
18114. 1 play BS
18115. 2 play B9
18116. 0 take
18117. 1 play W yellow
18118. 2 play Y9
18119. 0 play Y7
18120. 1 play W yellow
18121. 2 play YR
18122. 1 play Y8
18123. 0 play Y2
18124. 2 play W red
18125. 1 play R7
18126. 0 play Y7
18127. 2 play WDT green 0,2
18128. 1 play WDT blue 0,1
18129. 0 play B1
18130. 2 play WPU
18131. 1 play YPT
18132. 0 play YPT
18133. 2 play Y6
18134. 1 play Y0
18135. 0 play W+4
18136. 2 play W
18137. 1 play YS
18138. 0 play W
18139. 2 play Y1
18140. 1 play YS
18141. 0 play W+4
18142. 2 play W
18143. 1 play Y6
18144. 0 play Y2
18145. 2 play W
18146. 1 play Y+2
18147. 0 play WPU
18148. 2 play W+4
18149. 1 play Y3
18150. 0 play W
18151. 2 play WPU
18152. 1 play Y+2
18153. 0 play WPU
18154. 2 play WPU
18155. 1 play YPT
18156. 0 play W+4
18157. 2 play WDT
18158. 1 play Y1
18159. 0 take
18160. 2 play WDT blue 0,1
18161. 1 draw
18162. 0 play BR
18163. 1 play YR
18164. 0 play WDT green 0,1
18165. 2 play GR
18166. 0 play WPU
18167. 1 take
18168. 2 play BPT
18169. 1 point 0
18170. 2 point 1
18171. 0 point 2
18172. 0 draw
18173. 0 pass
18174. 1 play WDT green 0,1
18175. 2 play G5
18176. 0 play WPU
18177. 1 play W+4
18178. 2 play B0
18179. 0 play B7
18180. 1 play B1
18181. 2 play W
18182. 0 play B5
18183. 1 play W
18184. 2 play B3
18185. 0 play BR
18186. 1 take
18187. 2 play B1
18188. 0 play W+4 blue
18189. 1 accept
18190. 2 play B6
18191. 0 play B9
18192. 1 play W blue
18193. 2 play W+4 red
18194. 0 challenge
18195. 0 play R7
18196. 1 play R2
18197. 2 play R5
18198. 0 play R3
18199. 1 play RS
18200. 0 play RPT
18201. 0 point 1
18202. 2 point 1
18203. 1 point 2
18204. 1 play R2
18205. 2 play W+4 red
18206. 0 challenge
18207. 0 play W green
18208. 1 play W+4 red
18209. 2 challenge
18210. 2 play R3
18211. 0 play B3
18212. 1 play WDT blue 0,1
18213. 2 play W+4 blue
18214. 0 accept
18215. 1 play W red
18216. 2 play W yellow
18217. 0 play Y+2
18218. 2 play Y7
18219. 0 play Y5
18220. 1 play B5
18221. 2 play B8
18222. 0 draw
18223. 0 pass
18224. 1 play W blue
18225. 2 play B7
18226. 0 draw
18227. 1 play Y7
18228. 2 play W+4 yellow
18229. 0 challenge
18230. 0 play WPU
18231. 1 play Y4
18232. 2 play Y8
18233. 0 play W
18234. 1 play Y9
18235. 2 play YR
18236. 0 play YR
18237. 1 play WDT
18238. 2 play W
18239. 0 play WPU
18240. 1 play Y4
18241. 2 play W
18242. 0 play Y0
18243. 1 play W
18244. 2 play W
18245. 0 play W
18246. 1 play Y9
18247. 2 play WPU
18248. 0 play WDT
18249. 1 play YPT
18250. 2 play W
18251. 0 play YS
18252. 1 play WPU
18253. 2 play W
18254. 0 play YS
18255. 1 play Y8
18256. 2 play W+4
18257. 0 play Y1
18258. 1 play Y5
18259. 2 play W
18260. 0 play Y3
18261. 1 play Y3
18262. 2 play WPU
18263. 0 play W+4
18264. 1 take
18265. 2 play WPU
18266. 0 play B9
18267. 1 play WPU
18268. 2 play B+2
18269. 0 play B1
18270. 1 play W+4
18271. 2 play B5
18272. 0 play BR
18273. 1 play B3
18274. 2 play B5
18275. 0 play W
18276. 1 play BPT
18277. 2 play B+2
18278. 0 play WPU
18279. 1 play BR
18280. 2 play B6
18281. 0 play B2
18282. 1 play B1
18283. 2 play WDT
18284. 0 play BPT
18285. 1 play B7
18286. 2 play BPT
18287. 0 play W
18288. 1 play WDT
18289. 2 play BPT
18290. 0 play B9
18291. 1 play W+4
18292. 2 play WDT
18293. 0 play BS
18294. 1 play B8
18295. 2 play BS
18296. 0 play W
18297. 1 play B0
18298. 2 play WDT
18299. 0 play B6
18300. 1 play B2
18301. 2 play WPU
18302. 0 play WPU
18303. 1 play WPU
18304. 2 play WPU
18305. 0 play B4
18306. 1 play W
18307. 2 play WDT
18308. 0 play W
18309. 1 play WPU
18310. 2 play W+4
18311. 0 play W+4
18312. 1 play WPU
18313. 2 play WDT
18314. 0 play W+4
18315. 1 play W
18316. 2 play WDT
18317. 0 play W+4
18318. 1 play WDT
18319. 2 play WPU
18320. 0 play W+4
18321. 1 play W
18322. 2 play W+4
18323. 0 play B4
18324. 1 play W
18325. 2 play WDT
18326. 0 take
18327. 1 play W yellow
18328. 2 play WDT yellow 0,1
18329. 0 play YPT
18330. 2 point 0
18331. 0 point 1
18332. 1 point 0
18333. 1 play YR
18334. 0 play Y6
18335. 2 play WDT blue 0,2
18336. 1 play W blue
18337. 0 play W green
18338. 2 play G1
18339. 1 play R1
18340. 0 play RPT
18341. 0 point 2
18342. 2 point 1
18343. 1 point 2
18344. 2 play W+4 green
18345. 1 accept
18346. 0 play W blue
18347. 2 play WPU
18348. 1 play W+4
18349. 0 play BR
18350. 2 play W+4
18351. 1 play B3
18352. 0 play B0
18353. 2 take
18354. 1 draw
18355. 1 play W blue
18356. 0 play B7
18357. 2 play G7
18358. 2 play G7
18359. 1 play G5
18360. 0 play W+4 blue
18361. 2 challenge
18362. 2 play B7
18363. 1 play W red
18364. 0 play R4
18365. 0 play R4
18366. 2 play G4
18367. 2 play G4
18368. 1 play Y4
18369. 0 play YPT
18370. 0 point 2
18371. 1 point 2
18372. 2 point 1
18373. 2 play W+4 green
18374. 1 accept
18375. 0 play G7
18376. 2 play G6
18377. 1 play GR
18378. 2 play G9
18379. 0 play W green
18380. 1 play W red
18381. 2 play RPT
18382. 1 point 2
18383. 2 point 1
18384. 0 point 1
18385. 0 play WPU
18386. 1 play RPT
18387. 2 play RS
18388. 0 play WDT
18389. 1 play R7
18390. 2 play W+4
18391. 0 play R1
18392. 1 play R0
18393. 2 play R6
18394. 0 play R+2
18395. 1 play R+2
18396. 2 play WDT
18397. 0 play WPU
18398. 1 play R8
18399. 2 play RPT
18400. 0 play R5
18401. 1 play R2
18402. 2 play WPU
18403. 0 play R7
18404. 1 play R6
18405. 2 play RPT
18406. 0 play R8
18407. 1 play R2
18408. 2 take
18409. 0 play WDT red 0,1
18410. 1 play RS
18411. 0 play WPU
18412. 1 play W+4
18413. 2 play W+4
18414. 0 play Y6
18415. 1 play W
18416. 2 play WDT
18417. 0 play WPU
18418. 1 play Y4
18419. 2 play WPU
18420. 0 play Y2
18421. 1 play YR
18422. 2 play WPU
18423. 0 play YPT
18424. 1 play Y1
18425. 2 play WDT
18426. 0 play YPT
18427. 1 play W
18428. 2 take
18429. 0 play W yellow
18430. 1 play YS
18431. 0 play W+4 green
18432. 1 accept
18433. 2 play G5
18434. 0 play W+4 green
18435. 1 accept
18436. 2 play G9
18437. 0 play W yellow
18438. 1 play Y+2
18439. 0 play W+4 red
18440. 1 challenge
18441. 1 play RS
18442. 0 play BS
18443. 2 play GS
18444. 1 play G7
18445. 0 play G7
18446. 1 play G1
18447. 2 play G2
18448. 0 play G6
18449. 1 play W green
18450. 2 play GPT
18451. 1 point 2
18452. 0 point 2
18453. 2 point 0
18454. 0 play W+4 green
18455. 1 accept
18456. 2 play G1
18457. 0 play WPU
18458. 1 play W+4
18459. 2 play WDT
18460. 0 play GR
18461. 1 play W+4
18462. 2 play G3
18463. 0 play W+4
18464. 1 play WPU
18465. 2 play G+2
18466. 0 play W+4
18467. 1 play G5
18468. 2 play W+4
18469. 0 play W
18470. 1 play WDT
18471. 2 play G6
18472. 0 play W+4
18473. 1 play G7
18474. 2 play W
18475. 0 play WDT
18476. 1 play WDT
18477. 2 play G4
18478. 0 play W
18479. 1 play G9
18480. 2 play G3
18481. 0 play WDT
18482. 1 play G5
18483. 2 play WDT
18484. 0 play W+4
18485. 1 play W
18486. 2 play G9
18487. 0 play G4
18488. 1 play W
18489. 2 play WPU
18490. 0 play WDT
18491. 1 take
18492. 2 play G0
18493. 0 play WPU
18494. 1 play G7
18495. 2 play W+4
18496. 0 play W
18497. 1 play G6
18498. 2 play GPT
18499. 0 play WPU
18500. 1 play GR
18501. 2 play GR
18502. 0 play WPU
18503. 1 play WDT
18504. 2 play W
18505. 0 play WDT
18506. 1 play W+4
18507. 2 play G+2
18508. 0 play WDT
18509. 1 play G+2
18510. 2 play GPT
18511. 0 play W
18512. 1 play G4
18513. 2 play GPT
18514. 0 play W
18515. 1 play W+4
18516. 2 play W
18517. 0 play WDT
18518. 1 play G4
18519. 2 play WPU
18520. 0 play W+4
18521. 1 play WDT
18522. 2 play G2
18523. 0 play W+4
18524. 1 play WPU
18525. 2 play GS
18526. 0 play W
18527. 1 play G9
18528. 2 play W
18529. 0 play WPU
18530. 1 play G6
18531. 2 play G8
18532. 0 play WDT
18533. 1 play W+4
18534. 2 play WPU
18535. 0 play WDT
18536. 1 play WPU
18537. 2 play G8
18538. 0 play WPU
18539. 1 play WDT
18540. 2 play W
18541. 0 play WPU
18542. 1 play G9
18543. 2 play WPU
18544. 0 take
18545. 1 play W+4 red
18546. 2 challenge
18547. 2 play R8
18548. 0 play WPU
18549. 1 play G5
18550. 2 play W
18551. 0 play G+2
18552. 1 play WDT
18553. 2 play W
18554. 0 play GS
18555. 1 play G3
18556. 2 play W
18557. 0 play G7
18558. 1 play G1
18559. 2 take
18560. 0 play GR
18561. 2 play BR
18562. 0 play BPT
18563. 0 point 2
18564. 1 point 0
18565. 2 point 1
18566. 1 play B7
18567. 2 play W blue
18568. 0 play B9
18569. 1 play Y9
18570. 2 play Y6
18571. 0 play B6
18572. 1 play W+4 blue
18573. 2 challenge
18574. 2 play B3
18575. 0 play R3
18576. 1 play R9
18577. 2 play R0
18578. 0 play W green
18579. 1 play G2
18580. 2 play R2
18581. 0 play R5
18582. 1 play RR
18583. 0 play BR
18584. 1 play WDT red 0,1
18585. 2 play W green
18586. 0 play WDT red 0,1
18587. 1 play W blue
18588. 2 play B0
18589. 0 play W+4 red
18590. 1 challenge
18591. 1 play R9
18592. 2 play R+2
18593. 1 play RR
18594. 0 play WPU
18595. 2 play R6
18596. 1 play R5
18597. 0 play R8
18598. 2 play R5
18599. 1 play W
18600. 0 play W
18601. 2 play R2
18602. 1 play RS
18603. 0 play R3
18604. 2 play R7
18605. 1 play W
18606. 0 play WPU
18607. 2 play R+2
18608. 1 play WDT
18609. 0 play WDT
18610. 2 play W
18611. 1 play WDT
18612. 0 play WDT
18613. 2 play R8
18614. 1 play R2
18615. 0 play W+4
18616. 2 play RS
18617. 1 play RPT
18618. 0 play WDT
18619. 2 play RPT
18620. 1 play W
18621. 0 play W
18622. 2 play WPU
18623. 1 play W
18624. 0 play W
18625. 2 play R7
18626. 1 play W+4
18627. 0 play W
18628. 2 play R6
18629. 1 play W
18630. 0 play WPU
18631. 2 play WDT
18632. 1 play W
18633. 0 play W+4
18634. 2 play R1
18635. 1 play R4
18636. 0 play W+4
18637. 2 play R1
18638. 1 play W+4
18639. 0 play W+4
18640. 2 play RPT
18641. 1 play R4
18642. 0 play WDT
18643. 2 play RPT
18644. 1 play W+4
18645. 0 play WDT
18646. 2 take
18647. 1 play W+4 green
18648. 0 accept
18649. 2 play GS
18650. 0 play G9
18651. 2 play WDT yellow 1,2
18652. 1 play YS
18653. 2 draw
18654. 2 play W green
18655. 1 play G1
18656. 0 play WDT yellow 0,1
18657. 2 play Y2
18658. 1 play Y4
18659. 2 play Y4
18660. 1 play Y0
18661. 0 play Y1
18662. 2 play YPT
18663. 1 point 0
18664. 0 point 1
18665. 2 point 0
18666. 1 play Y5
18667. 0 play WPU
18668. 2 play Y1
18669. 1 play Y6
18670. 0 play W
18671. 2 play YR
18672. 1 play W+4
18673. 0 play Y6
18674. 2 play W+4
18675. 1 play Y3
18676. 0 play WDT
18677. 2 play WPU
18678. 1 play Y9
18679. 0 play YPT
18680. 2 play WDT
18681. 1 play WDT
18682. 0 play WPU
18683. 2 play YR
18684. 1 play Y5
18685. 0 play Y+2
18686. 2 play W+4
18687. 1 play Y7
18688. 0 play YS
18689. 2 play W
18690. 1 play Y7
18691. 0 play W+4
18692. 2 play WDT
18693. 1 play YPT
18694. 0 play W+4
18695. 2 play WPU
18696. 1 play Y8
18697. 0 play WPU
18698. 2 play YPT
18699. 1 play Y8
18700. 0 play WPU
18701. 2 play WPU
18702. 1 play Y3
18703. 0 play W
18704. 2 play W+4
18705. 1 take
18706. 0 play Y2
18707. 2 play W+4 green
18708. 1 challenge
18709. 1 play W+4 green
18710. 0 accept
18711. 2 play G9
18712. 1 play W+4 blue
18713. 0 challenge
18714. 0 play BS
18715. 1 play WPU
18716. 0 play GR
18717. 2 play W+4
18718. 1 play WDT
18719. 0 play G2
18720. 2 play G1
18721. 1 play G0
18722. 0 play W
18723. 2 play W+4
18724. 1 play G5
18725. 0 play G+2
18726. 2 play G3
18727. 1 play W
18728. 0 play G6
18729. 2 play W+4
18730. 1 play W+4
18731. 0 play G4
18732. 2 play G5
18733. 1 play W
18734. 0 play G2
18735. 2 play GS
18736. 1 play GR
18737. 0 play GPT
18738. 2 play G+2
18739. 1 play WPU
18740. 0 play W+4
18741. 2 play W
18742. 1 play W+4
18743. 0 play G8
18744. 2 play G7
18745. 1 play G3
18746. 0 play G8
18747. 2 play WDT
18748. 1 play WPU
18749. 0 play G9
18750. 2 play WDT
18751. 1 play W+4
18752. 0 play G4
18753. 2 play W
18754. 1 play W+4
18755. 0 play G6
18756. 2 play WDT
18757. 1 play W
18758. 0 play W
18759. 2 play WDT
18760. 1 play WDT
18761. 0 play GPT
18762. 2 play W
18763. 1 play WPU
18764. 0 play G7
18765. 2 play W
18766. 1 play WDT
18767. 0 play WPU
18768. 2 play W
18769. 1 play WDT
18770. 0 play WPU
18771. 2 play WDT
18772. 1 play WDT
18773. 0 play WPU
18774. 2 play WDT
18775. 1 play WPU
18776. 0 play GPT
18777. 2 play W
18778. 1 play WPU
18779. 0 play GPT
18780. 2 play W
18781. 1 take
18782. 0 play WPU
18783. 2 play W
18784. 1 play Y5
18785. 0 play Y+2
18786. 2 play W
18787. 1 play Y6
18788. 0 play WPU
18789. 2 play Y0
18790. 1 play Y6
18791. 0 play Y1
18792. 2 play W
18793. 1 play WDT
18794. 0 take
18795. 2 draw
18796. 2 play WPU
18797. 1 play G2
18798. 0 play W
18799. 2 take
18800. 1 play G0
18801. 0 play W yellow
18802. 2 play W blue
18803. 1 play BS
18804. 2 play GS
18805. 0 play YS
18806. 1 play Y9
18807. 0 play Y+2
18808. 1 play Y5
18809. 0 play W blue
18810. 2 draw
18811. 1 play B6
18812. 0 play B+2
18813. 1 play W red
18814. 0 play WPU
18815. 2 play YPT
18816. 1 play Y8
18817. 0 play Y0
18818. 2 play Y2
18819. 1 play YS
18820. 0 play Y6
18821. 2 play WDT
18822. 1 play Y8
18823. 0 play Y1
18824. 2 play Y2
18825. 1 play Y3
18826. 0 play Y5
18827. 2 play W+4
18828. 1 play Y4
18829. 0 play Y6
18830. 2 take
18831. 1 play Y9
18832. 0 play R9
18833. 2 play R8
18834. 1 play W yellow
18835. 0 draw
18836. 0 play W+4 blue
18837. 2 challenge
18838. 2 play W red
18839. 1 play R9
18840. 0 play W blue
18841. 2 play W green
18842. 1 play W+4 red
18843. 0 accept
18844. 2 play R1
18845. 1 play RR
18846. 2 play R4
18847. 0 play R0
18848. 1 play W+4 yellow
18849. 2 accept
18850. 0 play WDT yellow 0,1
18851. 1 play Y7
18852. 2 play W+4 blue
18853. 0 challenge
18854. 0 play B7
18855. 1 play WDT blue 1,2
18856. 2 play WPU
18857. 0 play B6
18858. 1 play BR
18859. 2 play WDT
18860. 0 play W
18861. 1 play BPT
18862. 2 play W+4
18863. 0 play BR
18864. 1 play B0
18865. 2 play B+2
18866. 0 play B6
18867. 1 play W+4
18868. 2 take
18869. 0 play BS
18870. 2 play B0
18871. 0 play BPT
18872. 2 point 1
18873. 0 point 2
18874. 1 point 0
18875. 1 play GPT
18876. 0 point 2
18877. 2 point 0
18878. 1 point 0
18879. 2 play WDT red 1,2
18880. 0 play W+4 green
18881. 1 challenge
18882. 1 play G3
18883. 2 play R3
18884. 0 play B3
18885. 1 play W green
18886. 2 play G9
18887. 0 play W+4 green
18888. 1 challenge
18889. 1 play GR
18890. 0 play WDT blue 1,2
18891. 2 play BPT
18892. 2 point 0
18893. 1 point 2
18894. 0 point 2
18895. 1 play GPT
18896. 1 point 0
18897. 2 point 1
18898. 0 point 1
18899. 0 play BPT
18900. 0 point 2
18901. 2 point 1
18902. 1 point 2
18903. 2 play B+2
18904. 0 play WPU
18905. 2 play B6
18906. 1 play B3
18907. 0 play B9
18908. 2 play W
18909. 1 play WPU
18910. 0 play W+4
18911. 2 play W+4
18912. 1 play WPU
18913. 0 play B4
18914. 2 play B6
18915. 1 play W
18916. 0 play B1
18917. 2 play BR
18918. 1 play WDT
18919. 0 play B8
18920. 2 play W
18921. 1 play B0
18922. 0 play B1
18923. 2 play W
18924. 1 play WPU
18925. 0 play WDT
18926. 2 play B3
18927. 1 play WDT
18928. 0 play B9
18929. 2 play B7
18930. 1 play WDT
18931. 0 play B5
18932. 2 play W+4
18933. 1 play W
18934. 0 play W
18935. 2 play BR
18936. 1 play BS
18937. 0 play B2
18938. 2 play W
18939. 1 play W+4
18940. 0 play BS
18941. 2 play W+4
18942. 1 play W+4
18943. 0 play B7
18944. 2 take
18945. 1 play WDT red 0,1
18946. 0 play R4
18947. 2 play R2
18948. 1 play G2
18949. 0 play W yellow
18950. 2 play WPU
18951. 1 play WPU
18952. 0 play WPU
18953. 2 play WPU
18954. 1 play G9
18955. 0 take
18956. 2 play WDT yellow 1,2
18957. 1 play WPU
18958. 0 play G9
18959. 2 play G9
18960. 1 play WDT
18961. 0 play GPT
18962. 2 play G0
18963. 1 play W+4
18964. 0 play WPU
18965. 2 play W
18966. 1 play G7
18967. 0 play WPU
18968. 2 play W
18969. 1 play G3
18970. 0 play WPU
18971. 2 play G2
18972. 1 play G7
18973. 0 take
18974. 2 play WDT red 0,1
18975. 1 play W+4 yellow
18976. 0 accept
18977. 2 play Y3
18978. 1 play YPT
18979. 1 point 2
18980. 2 point 1
18981. 0 point 2
18982. 0 play WDT red 1,2
18983. 2 play RS
18984. 0 play WPU
18985. 2 play B3
18986. 1 play W+4
18987. 0 play WDT
18988. 2 play B5
18989. 1 play BPT
18990. 0 play WPU
18991. 2 play B7
18992. 1 play WDT
18993. 0 play B2
18994. 2 play BR
18995. 1 play WDT
18996. 0 play WDT
18997. 2 play BS
18998. 1 play WPU
18999. 0 play B+2
19000. 2 play B0
19001. 1 play W
19002. 0 play B8
19003. 2 play B3
19004. 1 play WDT
19005. 0 play WPU
19006. 2 play W
19007. 1 play WDT
19008. 0 play B4
19009. 2 play WDT
19010. 1 play W
19011. 0 play BPT
19012. 2 play B2
19013. 1 play WPU
19014. 0 play W+4
19015. 2 play B9
19016. 1 play WDT
19017. 0 play W
19018. 2 play WPU
19019. 1 play WPU
19020. 0 play B5
19021. 2 play WDT
19022. 1 play W+4
19023. 0 play W
19024. 2 play B9
19025. 1 play WPU
19026. 0 play WPU
19027. 2 play BPT
19028. 1 play W
19029. 0 play W
19030. 2 play B7
19031. 1 play WPU
19032. 0 take
19033. 2 play B4
19034. 1 play W yellow
19035. 0 play Y7
19036. 2 draw
19037. 2 play WPU
19038. 1 play W
19039. 0 play B3
19040. 2 play B6
19041. 1 play W
19042. 0 play W+4
19043. 2 play W
19044. 1 play W
19045. 0 play B2
19046. 2 play W+4
19047. 1 play W+4
19048. 0 play WDT
19049. 2 play W
19050. 1 play W+4
19051. 0 play B3
19052. 2 play BS
19053. 1 take
19054. 0 play BR
19055. 1 play BS
19056. 0 play B4
19057. 1 play Y4
19058. 2 play Y8
19059. 2 play Y8
19060. 0 play W+4 yellow
19061. 1 challenge
19062. 1 play W yellow
19063. 2 play Y4
19064. 0 play W+4 blue
19065. 1 challenge
19066. 1 play B3
19067. 2 play B6
19068. 0 play WDT red 0,1
19069. 1 play WDT yellow 1,2
19070. 2 play Y5
19071. 0 play Y9
19072. 2 play Y9
19073. 0 play WPU
19074. 1 play Y1
19075. 2 play W+4
19076. 0 play Y4
19077. 1 play Y7
19078. 2 play YS
19079. 0 play WPU
19080. 1 play Y+2
19081. 2 play Y0
19082. 0 play W
19083. 1 play W+4
19084. 2 play Y1
19085. 0 play Y+2
19086. 1 play YPT
19087. 2 play Y2
19088. 0 play W
19089. 1 play W+4
19090. 2 play Y2
19091. 0 play WPU
19092. 1 play YR
19093. 2 play YS
19094. 0 play YPT
19095. 1 play W
19096. 2 play Y5
19097. 0 play WPU
19098. 1 play YR
19099. 2 play Y6
19100. 0 play W
19101. 1 play Y3
19102. 2 play W+4
19103. 0 play W
19104. 1 play W
19105. 2 play YPT
19106. 0 play WDT
19107. 1 play W+4
19108. 2 play W+4
19109. 0 play WPU
19110. 1 play W+4
19111. 2 play Y6
19112. 0 play W
19113. 1 play W
19114. 2 play W+4
19115. 0 play WDT
19116. 1 play YPT
19117. 2 play W
19118. 0 play W
19119. 1 play W
19120. 2 play W
19121. 0 play WPU
19122. 1 take
19123. 2 play W+4 blue
19124. 0 accept
19125. 1 play B6
19126. 2 play B8
19127. 0 play WPU
19128. 1 play B2
19129. 2 play BR
19130. 0 play W
19131. 1 play B3
19132. 2 play B1
19133. 0 play BR
19134. 1 play B+2
19135. 2 play B1
19136. 0 play B9
19137. 1 play W
19138. 2 take
19139. 0 play W+4 yellow
19140. 1 challenge
19141. 1 play Y4
19142. 2 play W blue
19143. 0 play BS
19144. 2 play RS
19145. 1 play GS
19146. 0 play W green
19147. 1 play W+4 green
19148. 2 accept
19149. 0 play WDT blue 0,2
19150. 1 play B8
19151. 2 play B3
19152. 0 play B2
19153. 1 play W red
19154. 2 play R6
19155. 0 play W+4 red
19156. 1 challenge
19157. 1 play W+4 blue
19158. 2 challenge
19159. 2 draw
19160. 2 play WPU
19161. 0 play R1
19162. 1 play WPU
19163. 2 play WDT
19164. 0 play W+4
19165. 1 play WDT
19166. 2 play R7
19167. 0 play RS
19168. 1 play WDT
19169. 2 play W
19170. 0 play WPU
19171. 1 play WDT
19172. 2 play RPT
19173. 0 play RR
19174. 1 play W+4
19175. 2 play R8
19176. 0 play R9
19177. 1 play W+4
19178. 2 play R+2
19179. 0 play W+4
19180. 1 play WPU
19181. 2 play R6
19182. 0 play R9
19183. 1 play W
19184. 2 play R5
19185. 0 play WPU
19186. 1 play W
19187. 2 play R8
19188. 0 play WPU
19189. 1 play W+4
19190. 2 play R1
19191. 0 play WPU
19192. 1 play RR
19193. 2 play R2
19194. 0 play R3
19195. 1 play W
19196. 2 play RPT
19197. 0 play WDT
19198. 1 play WPU
19199. 2 play WDT
19200. 0 play WDT
19201. 1 play WPU
19202. 2 play R2
19203. 0 play WDT
19204. 1 play W+4
19205. 2 play R0
19206. 0 play WDT
19207. 1 play W
19208. 2 play WPU
19209. 0 play WPU
19210. 1 play W+4
19211. 2 play R3
19212. 0 play WDT
19213. 1 play W
19214. 2 play W
19215. 0 play WDT
19216. 1 play WPU
19217. 2 play R4
19218. 0 take
19219. 1 play W red
19220. 2 play RPT
19221. 2 point 1
19222. 1 point 0
19223. 0 point 2
19224. 0 play W blue
19225. 1 play W+4 blue
19226. 2 challenge
19227. 2 play BR
19228. 1 play B3
19229. 0 play W red
19230. 2 play R5
19231. 1 draw
19232. 1 play W red
19233. 0 play WPU
19234. 2 play BR
19235. 1 play W+4
19236. 0 play B0
19237. 2 play BS
19238. 1 play W
19239. 0 play WDT
19240. 2 play B1
19241. 1 play W+4
19242. 0 play WPU
19243. 2 play B+2
19244. 1 play B3
19245. 0 play B8
19246. 2 play BS
19247. 1 play W
19248. 0 play W
19249. 2 play B9
19250. 1 play B6
19251. 0 play W
19252. 2 play B1
19253. 1 play W
19254. 0 play W+4
19255. 2 play B2
19256. 1 play W
19257. 0 play W
19258. 2 take
19259. 1 draw
19260. 1 play W red
19261. 0 play R5
19262. 2 play WPU
19263. 1 play W
19264. 0 play B5
19265. 2 play W+4
19266. 1 play W
19267. 0 play B7
19268. 2 play B1
19269. 1 play W
19270. 0 play BPT
19271. 2 play B8
19272. 1 take
19273. 0 play B+2
19274. 1 play W+4 red
19275. 0 challenge
19276. 0 play RS
19277. 1 play W+4 yellow
19278. 0 challenge
19279. 0 play Y5
19280. 2 play WDT blue 1,2
19281. 1 play W green
19282. 0 play WDT yellow 0,1
19283. 2 play Y4
19284. 1 play Y+2
19285. 2 play Y9
19286. 1 play Y7
19287. 0 play G7
19288. 2 play W+4 blue
19289. 1 accept
19290. 0 play B4
19291. 2 play B9
19292. 1 play W+4 green
19293. 0 challenge
19294. 0 play G2
19295. 2 draw
19296. 2 play W+4 green
19297. 1 accept
19298. 0 play G2
19299. 2 play W green
19300. 1 play GR
19301. 2 play W yellow
19302. 0 play WDT blue 0,1
19303. 1 play B8
19304. 1 play B8
19305. 2 play B3
19306. 0 play W+4 red
19307. 1 challenge
19308. 1 play R5
19309. 2 play W+4 green
19310. 0 accept
19311. 1 play W blue
19312. 2 play B+2
19313. 1 play W red
19314. 2 play R4
19315. 0 play WPU
19316. 1 play B7
19317. 2 play B6
19318. 0 play BPT
19319. 1 play W
19320. 2 play W
19321. 0 play BPT
19322. 1 play WDT
19323. 2 play BS
19324. 0 play B3
19325. 1 play B5
19326. 2 play B0
19327. 0 play B7
19328. 1 play W+4
19329. 2 play B1
19330. 0 play B5
19331. 1 play B+2
19332. 2 play W
19333. 0 play B6
19334. 1 play B8
19335. 2 play BR
19336. 0 play B9
19337. 1 play B9
19338. 2 play B2
19339. 0 play B4
19340. 1 play B3
19341. 2 play BS
19342. 0 play BPT
19343. 1 play BR
19344. 2 play W+4
19345. 0 play WPU
19346. 1 play B1
19347. 2 play B2
19348. 0 play B4
19349. 1 play WPU
19350. 2 play W
19351. 0 play WPU
19352. 1 play BPT
19353. 2 play W
19354. 0 play WPU
19355. 1 play W+4
19356. 2 play W
19357. 0 play WDT
19358. 1 play W+4
19359. 2 play W
19360. 0 play WPU
19361. 1 play WPU
19362. 2 take
19363. 0 play W+4 blue
19364. 1 challenge
19365. 1 play B8
19366. 2 play BPT
19367. 0 point 2
19368. 1 point 2
19369. 2 point 1
19370. 0 play WDT yellow 1,2
19371. 1 play Y+2
19372. 0 play WPU
19373. 1 play Y5
19374. 2 play WPU
19375. 0 play Y4
19376. 1 play YPT
19377. 2 play W+4
19378. 0 play Y8
19379. 1 play Y5
19380. 2 play Y7
19381. 0 play Y8
19382. 1 play Y7
19383. 2 play W+4
19384. 0 play WPU
19385. 1 play YPT
19386. 2 play W+4
19387. 0 play W+4
19388. 1 play Y9
19389. 2 play W+4
19390. 0 play WPU
19391. 1 play YR
19392. 2 play WDT
19393. 0 play WDT
19394. 1 play W
19395. 2 play WPU
19396. 0 play WPU
19397. 1 play Y2
19398. 2 play W
19399. 0 play WDT
19400. 1 play W
19401. 2 play WPU
19402. 0 play WDT
19403. 1 play Y4
19404. 2 play W+4
19405. 0 play WDT
19406. 1 play Y9
19407. 2 play WDT
19408. 0 play W+4
19409. 1 play YPT
19410. 2 play W
19411. 0 play WDT
19412. 1 play YPT
19413. 2 play WDT
19414. 0 play W
19415. 1 play Y+2
19416. 2 play WPU
19417. 0 play W+4
19418. 1 play Y3
19419. 2 play WPU
19420. 0 play WPU
19421. 1 play Y6
19422. 2 play W
19423. 0 play W+4
19424. 1 play YS
19425. 2 play WPU
19426. 0 play W+4
19427. 1 play Y2
19428. 2 play W
19429. 0 play W+4
19430. 1 play Y1
19431. 2 play W
19432. 0 play W+4
19433. 1 play YS
19434. 2 play W
19435. 0 play WPU
19436. 1 play YR
19437. 2 play W
19438. 0 play W
19439. 1 play Y3
19440. 2 take
19441. 0 play W yellow
19442. 1 play Y1
19443. 2 play Y1
19444. 0 play WDT yellow 1,2
19445. 1 play Y6
19446. 2 play W red
19447. 0 play R1
19448. 1 play R5
19449. 2 play RPT
19450. 0 point 1
19451. 2 point 1
19452. 1 point 2
19453. 0 play R2
19454. 1 play RS
19455. 0 play R7
19456. 1 play R6
19457. 2 play W red
19458. 0 play R9
19459. 0 play R9
19460. 1 play W blue
19461. 2 play B4
19462. 0 play WDT green 0,2
19463. 1 play G6
19464. 2 play Y6
19465. 0 play W red
19466. 1 play RPT
19467. 1 point 0
19468. 2 point 0
19469. 0 point 1
19470. 2 play W green
19471. 0 play GR
19472. 2 play YR
19473. 0 play GR
19474. 2 play W+4 red
19475. 1 accept
19476. 0 play R+2
19477. 1 play W yellow
19478. 0 draw
19479. 2 play WPU
19480. 1 play R7
19481. 0 play R1
19482. 2 play W
19483. 1 play WDT
19484. 0 play R0
19485. 2 play W+4
19486. 1 play R1
19487. 0 play R5
19488. 2 play WDT
19489. 1 take
19490. 0 play WDT green 0,2
19491. 2 play W green
19492. 1 play G4
19493. 0 play W yellow
19494. 2 play WDT red 0,2
19495. 1 play R1
19496. 0 play WDT blue 0,2
19497. 2 play B3
19498. 1 play W yellow
19499. 0 play W yellow
19500. 2 play YS
19501. 0 play W green
19502. 2 play GS
19503. 0 play G3
19504. 2 play WDT green 0,2
19505. 1 play G5
19506. 0 play WPU
19507. 2 play WPU
19508. 1 play R1
19509. 0 play R4
19510. 2 play R+2
19511. 1 play R7
19512. 0 play R2
19513. 2 play WDT
19514. 1 play R5
19515. 0 play R3
19516. 2 play WPU
19517. 1 play W+4
19518. 0 play R5
19519. 2 play W
19520. 1 play RS
19521. 0 play R3
19522. 2 play WPU
19523. 1 play R0
19524. 0 play R4
19525. 2 play WDT
19526. 1 play WDT
19527. 0 play R6
19528. 2 play WDT
19529. 1 play WDT
19530. 0 play RPT
19531. 2 play W+4
19532. 1 take
19533. 0 play RS
19534. 1 play RPT
19535. 1 point 2
19536. 2 point 0
19537. 0 point 1
19538. 0 play RPT
19539. 0 point 2
19540. 1 point 0
19541. 2 point 0
19542. 2 play BPT
19543. 2 point 1
19544. 0 point 2
19545. 1 point 2
19546. 1 play WPU
19547. 0 play W
19548. 2 play Y9
19549. 1 play WDT
19550. 0 play W
19551. 2 play Y3
19552. 1 play WDT
19553. 0 take
19554. 2 play W red
19555. 1 play R4
19556. 0 play WDT blue 1,2
19557. 2 play BPT
19558. 0 point 1
19559. 2 point 0
19560. 1 point 0
19561. 1 play RPT
19562. 2 point 1
19563. 1 point 0
19564. 0 point 1
19565. 0 play R8
19566. 2 play Y8
19567. 1 play W yellow
19568. 0 play YR
19569. 1 play Y6
19570. 2 play Y3
19571. 0 play Y3
19572. 1 play G3
19573. 2 play B3
19574. 0 play W green
19575. 1 play G6
19576. 2 play Y6
19577. 0 play W blue
19578. 1 play WPU
19579. 2 play BS
19580. 0 play W
19581. 1 play W+4
19582. 2 play BPT
19583. 0 play B4
19584. 1 play WPU
19585. 2 play B5
19586. 0 play WDT
19587. 1 play W+4
19588. 2 play B2
19589. 0 play W
19590. 1 play WDT
19591. 2 play B8
19592. 0 take
19593. 1 play WDT red 0,1
19594. 2 play WPU
19595. 0 play W
19596. 1 play GPT
19597. 2 play GS
19598. 0 play GR
19599. 1 play G8
19600. 2 play WDT
19601. 0 play G7
19602. 1 play GPT
19603. 2 play W
19604. 0 play G7
19605. 1 play G1
19606. 2 play W
19607. 0 play G9
19608. 1 play WDT
19609. 2 play WDT
19610. 0 play WDT
19611. 1 play G+2
19612. 2 play W
19613. 0 play W
19614. 1 play G+2
19615. 2 play WPU
19616. 0 play G9
19617. 1 play G8
19618. 2 play WPU
19619. 0 play W
19620. 1 play WDT
19621. 2 play W
19622. 0 play W+4
19623. 1 play G2
19624. 2 play WPU
19625. 0 play W+4
19626. 1 play G1
19627. 2 play W
19628. 0 play G6
19629. 1 play G4
19630. 2 play WPU
19631. 0 play G0
19632. 1 play G5
19633. 2 play WPU
19634. 0 play WDT
19635. 1 play G2
19636. 2 play W+4
19637. 0 play GPT
19638. 1 take
19639. 2 play W+4 blue
19640. 0 accept
19641. 1 play W+4 red
19642. 2 accept
19643. 0 play WPU
19644. 1 play RPT
19645. 2 play WDT
19646. 0 play W+4
19647. 1 play R+2
19648. 2 play R9
19649. 0 play R1
19650. 1 play R5
19651. 2 play R2
19652. 0 play WDT
19653. 1 play WPU
19654. 2 play WPU
19655. 0 play RS
19656. 1 play R7
19657. 2 play R+2
19658. 0 play RR
19659. 1 play R9
19660. 2 play RPT
19661. 0 play R8
19662. 1 play R3
19663. 2 play W
19664. 0 play RR
19665. 1 play R3
19666. 2 play R7
19667. 0 take
19668. 1 play R4
19669. 1 play R4
19670. 2 play W+4 blue
19671. 0 accept
19672. 1 play WPU
19673. 2 play Y4
19674. 0 play YS
19675. 1 play Y0
19676. 2 play Y+2
19677. 0 play Y9
19678. 1 play W+4
19679. 2 play YR
19680. 0 play WDT
19681. 1 play W+4
19682. 2 play Y4
19683. 0 play W+4
19684. 1 play W
19685. 2 play Y9
19686. 0 play W
19687. 1 play Y1
19688. 2 play YS
19689. 0 play WDT
19690. 1 play WPU
19691. 2 play YPT
19692. 0 play WPU
19693. 1 play WPU
19694. 2 play Y7
19695. 0 play W
19696. 1 play WPU
19697. 2 play W+4
19698. 0 play WPU
19699. 1 play W
19700. 2 play Y+2
19701. 0 play WPU
19702. 1 play WPU
19703. 2 play Y1
19704. 0 play WDT
19705. 1 play W
19706. 2 play W+4
19707. 0 play W
19708. 1 play WPU
19709. 2 play YPT
19710. 0 take
19711. 1 play WDT blue 0,1
19712. 2 play B1
19713. 0 play W+4 blue
19714. 1 accept
19715. 2 play W+4 red
19716. 0 accept
19717. 1 play R1
19718. 2 play W+4 blue
19719. 0 challenge
19720. 1 play W yellow
19721. 2 play Y5
19722. 0 play Y9
19723. 1 play Y3
19724. 2 play YPT
19725. 0 point 1
19726. 2 point 1
19727. 1 point 0
19728. 0 play WPU
19729. 1 play W
19730. 2 play Y5
19731. 0 play WPU
19732. 1 play WDT
19733. 2 play YPT
19734. 0 play YS
19735. 1 play Y9
19736. 2 play Y7
19737. 0 play W+4
19738. 1 play W
19739. 2 play Y8
19740. 0 play Y0
19741. 1 play Y6
19742. 2 play Y2
19743. 0 play Y8
19744. 1 play WPU
19745. 2 play Y2
19746. 0 play Y6
19747. 1 play W+4
19748. 2 play W+4
19749. 0 play W+4
19750. 1 play W
19751. 2 play W+4
19752. 0 play Y9
19753. 1 play YR
19754. 2 take
19755. 0 play Y+2
19756. 2 play Y5
19757. 0 play Y1
19758. 0 play Y1
19759. 1 play W+4 yellow
19760. 2 accept
19761. 0 play YR
19762. 2 play Y+2
19763. 0 play Y+2
19764. 1 play Y3
19765. 0 play B3
19766. 2 play B9
19767. 1 play G9
19768. 0 play GS
19769. 1 play W blue
19770. 0 play BS
19771. 1 play WDT green 0,1
19772. 0 play WPU
19773. 2 play WDT
19774. 1 play WPU
19775. 0 play WPU
19776. 2 play B6
19777. 1 play WDT
19778. 0 play W+4
19779. 2 play B1
19780. 1 play W
19781. 0 play BPT
19782. 2 play WPU
19783. 1 play WDT
19784. 0 play WPU
19785. 2 play B8
19786. 1 play WDT
19787. 0 play BPT
19788. 2 play B+2
19789. 1 play W
19790. 0 play W+4
19791. 2 play B+2
19792. 1 play W+4
19793. 0 play B1
19794. 2 play WPU
19795. 1 play BPT
19796. 0 play W+4
19797. 2 play B9
19798. 1 play W+4
19799. 0 play WPU
19800. 2 play B6
19801. 1 play WDT
19802. 0 play B5
19803. 2 play B4
19804. 1 play WDT
19805. 0 play B8
19806. 2 play BS
19807. 1 play WDT
19808. 0 play W+4
19809. 2 play B7
19810. 1 play WDT
19811. 0 play W
19812. 2 play W+4
19813. 1 take
19814. 0 play W green
19815. 2 play GR
19816. 0 play WDT blue 0,1
19817. 1 play W yellow
19818. 2 play Y6
19819. 0 play YPT
19820. 0 point 2
19821. 1 point 2
19822. 2 point 0
19823. 1 play GPT
19824. 2 point 0
19825. 0 point 1
19826. 1 point 2
19827. 2 play YPT
19828. 2 point 1
19829. 0 point 2
19830. 1 point 2
19831. 0 play Y7
19832. 1 play YR
19833. 0 play RR
19834. 1 play GR
19835. 0 play WPU
19836. 2 play Y5
19837. 1 play WDT
19838. 0 play Y4
19839. 2 play Y2
19840. 1 play W+4
19841. 0 play Y3
19842. 2 play Y3
19843. 1 play WPU
19844. 0 play WPU
19845. 2 play Y+2
19846. 1 play WDT
19847. 0 play W
19848. 2 play YR
19849. 1 play WPU
19850. 0 play WPU
19851. 2 play Y9
19852. 1 play WDT
19853. 0 play WDT
19854. 2 play Y7
19855. 1 play W
19856. 0 play YS
19857. 2 play Y+2
19858. 1 play Y1
19859. 0 play W
19860. 2 play YS
19861. 1 play WDT
19862. 0 play WPU
19863. 2 play Y2
19864. 1 play W+4
19865. 0 play Y4
19866. 2 play Y9
19867. 1 play W+4
19868. 0 play W
19869. 2 play Y5
19870. 1 play W+4
19871. 0 play WDT
19872. 2 play Y0
19873. 1 play WDT
19874. 0 play YPT
19875. 2 play Y6
19876. 1 play WDT
19877. 0 play W
19878. 2 play W
19879. 1 play WPU
19880. 0 play WPU
19881. 2 play Y1
19882. 1 play W+4
19883. 0 play W
19884. 2 play Y8
19885. 1 play WDT
19886. 0 play W
19887. 2 play W
19888. 1 play WDT
19889. 0 play W
19890. 2 play YPT
19891. 1 play W
19892. 0 play W
19893. 2 play W+4
19894. 1 play WDT
19895. 0 play W
19896. 2 play Y8
19897. 1 play WPU
19898. 0 take
19899. 2 play W green
19900. 1 play G0
19901. 0 play WPU
19902. 2 play W+4
19903. 1 play W+4
19904. 0 play WDT
19905. 2 play W+4
19906. 1 play WPU
19907. 0 play Y5
19908. 2 play W+4
19909. 1 play WPU
19910. 0 play WPU
19911. 2 play W+4
19912. 1 play W+4
19913. 0 play Y7
19914. 2 take
19915. 1 draw
19916. 0 play WPU
19917. 2 play WDT
19918. 1 play G2
19919. 0 play W+4
19920. 2 play WPU
19921. 1 play GS
19922. 0 play WDT
19923. 2 play WPU
19924. 1 play G9
19925. 0 play WPU
19926. 2 play WPU
19927. 1 play G+2
19928. 0 play GPT
19929. 2 play G9
19930. 1 play G+2
19931. 0 play WDT
19932. 2 play W+4
19933. 1 play G1
19934. 0 play W+4
19935. 2 play W+4
19936. 1 play GR
19937. 0 play W+4
19938. 2 play W+4
19939. 1 play G7
19940. 0 play W+4
19941. 2 play W+4
19942. 1 play G5
19943. 0 play WDT
19944. 2 play W+4
19945. 1 play GPT
19946. 0 play W+4
19947. 2 play W+4
19948. 1 play G1
19949. 0 play WDT
19950. 2 take
19951. 1 play G5
19952. 0 play W red
19953. 2 play WDT green 0,2
19954. 1 play G3
19955. 1 play G3
19956. 0 play R3
19957. 2 play WPU
19958. 1 take
19959. 0 play WPU
19960. 2 play GS
19961. 1 play G4
19962. 0 play GS
19963. 2 play GPT
19964. 1 play G4
19965. 0 play WPU
19966. 2 play W+4
19967. 1 play G2
19968. 0 play W
19969. 2 play W+4
19970. 1 play GPT
19971. 0 play WDT
19972. 2 play G9
19973. 1 play G8
19974. 0 play W+4
19975. 2 play G2
19976. 1 play GPT
19977. 0 play WDT
19978. 2 play G5
19979. 1 play G7
19980. 0 play WPU
19981. 2 play GPT
19982. 1 play G6
19983. 0 play W
19984. 2 play W
19985. 1 play G8
19986. 0 play W
19987. 2 play GR
19988. 1 play G6
19989. 0 play WPU
19990. 2 play G+2
19991. 1 take
19992. 0 play W red
19993. 2 play WDT yellow 0,2
19994. 1 play WDT blue 0,1
19995. 0 play B4
19996. 2 play BPT
19997. 0 point 2
19998. 2 point 1
19999. 1 point 2
20000. 1 play WPU
20001. 0 play W
20002. 2 play G9
20003. 1 play G+2
20004. 0 play W
20005. 2 play WDT
20006. 1 play WPU
20007. 0 play WDT
20008. 2 play G1
20009. 1 play G7
20010. 0 play W
20011. 2 play W
20012. 1 play GPT
20013. 0 play WDT
20014. 2 play G7
20015. 1 play G5
20016. 0 play W
20017. 2 play G+2
20018. 1 play GS
20019. 0 play W
20020. 2 play WDT
20021. 1 play G2
20022. 0 play WDT
20023. 2 play G0
20024. 1 play W
20025. 0 play WDT
20026. 2 play G1
20027. 1 play GPT
20028. 0 play W
20029. 2 play WPU
20030. 1 play G2
20031. 0 play W
20032. 2 play WPU
20033. 1 play GS
20034. 0 play W
20035. 2 play WDT
20036. 1 play GPT
20037. 0 take
20038. 2 play WDT green 0,1
20039. 1 play G8
20040. 0 play W blue
20041. 2 play B3
20042. 1 play B9
20043. 0 play WPU
20044. 2 play W+4
20045. 1 play B7
20046. 0 play B2
20047. 2 play B3
20048. 1 play W
20049. 0 play WPU
20050. 2 play B0
20051. 1 play B5
20052. 0 play WDT
20053. 2 play B9
20054. 1 play B8
20055. 0 play WPU
20056. 2 play B2
20057. 1 play WPU
20058. 0 play WDT
20059. 2 play B7
20060. 1 play B6
20061. 0 play WDT
20062. 2 play W+4
20063. 1 play BS
20064. 0 play W
20065. 2 play W+4
20066. 1 play BPT
20067. 0 play W
20068. 2 play BR
20069. 1 play B4
20070. 0 play WDT
20071. 2 play BR
20072. 1 play WPU
20073. 0 play WPU
20074. 2 play B5
20075. 1 play W+4
20076. 0 play WDT
20077. 2 play WPU
20078. 1 play B1
20079. 0 play WDT
20080. 2 play WPU
20081. 1 play BS
20082. 0 play W
20083. 2 play W+4
20084. 1 play B1
20085. 0 play W
20086. 2 play W+4
20087. 1 play B6
20088. 0 play WDT
20089. 2 play W+4
20090. 1 play W
20091. 0 play W
20092. 2 play W+4
20093. 1 play B8
20094. 0 play W
20095. 2 play W+4
20096. 1 play BPT
20097. 0 play W
20098. 2 play W+4
20099. 1 play W+4
20100. 0 play W
20101. 2 take
20102. 1 play W+4 red
20103. 0 accept
20104. 2 play W red
20105. 1 play R0
20106. 0 draw
20107. 0 play W blue
20108. 2 play B5
20109. 1 play B+2
20110. 2 play BS
20111. 0 play WDT green 0,1
20112. 2 play W+4 red
20113. 1 challenge
20114. 1 play RS
20115. 2 play WPU
20116. 1 play WDT
20117. 0 play R5
20118. 2 play W
20119. 1 play R1
20120. 0 play R3
20121. 2 play WDT
20122. 1 play R5
20123. 0 play R9
20124. 2 play WPU
20125. 1 play R2
20126. 0 play RS
20127. 2 play W+4
20128. 1 play R3
20129. 0 play R+2
20130. 2 play WDT
20131. 1 play RPT
20132. 0 play R2
20133. 2 play W+4
20134. 1 play R4
20135. 0 play WPU
20136. 2 play WDT
20137. 1 play WDT
20138. 0 play R8
20139. 2 play W
20140. 1 play W
20141. 0 play R7
20142. 2 play W
20143. 1 play R6
20144. 0 play R9
20145. 2 play W
20146. 1 play WPU
20147. 0 play W
20148. 2 play W
20149. 1 play R6
20150. 0 play RR
20151. 2 play W+4
20152. 1 play RR
20153. 0 play R+2
20154. 2 play W
20155. 1 play WDT
20156. 0 play R4
20157. 2 play W+4
20158. 1 play WPU
20159. 0 play R8
20160. 2 play WDT
20161. 1 play W
20162. 0 play R7
20163. 2 play W+4
20164. 1 take
20165. 0 play RPT
20166. 1 point 0
20167. 0 point 2
20168. 2 point 0
20169. 2 play WPU
20170. 1 play WPU
20171. 0 play WPU
20172. 2 play B5
20173. 1 play WPU
20174. 0 play W
20175. 2 play B8
20176. 1 play WPU
20177. 0 play W
20178. 2 play B7
20179. 1 play B+2
20180. 0 play BPT
20181. 2 play W+4
20182. 1 play W
20183. 0 take
20184. 2 play B3
20185. 2 play B3
20186. 1 play W+4 green
20187. 0 challenge
20188. 0 play G1
20189. 0 play G1
20190. 2 play W blue
20191. 1 play W+4 yellow
20192. 0 accept
20193. 2 play YR
20194. 0 play Y8
20195. 1 play WDT yellow 0,1
20196. 2 play W+4 green
20197. 0 accept
20198. 1 play GPT
20199. 0 point 2
20200. 1 point 2
20201. 2 point 0
20202. 2 play G1
20203. 0 play WDT green 0,2
20204. 1 play WPU
20205. 2 play W+4
20206. 0 play WPU
20207. 1 play G1
20208. 2 play W+4
20209. 0 play GPT
20210. 1 play WPU
20211. 2 play WPU
20212. 0 play G0
20213. 1 play WDT
20214. 2 play W
20215. 0 play GPT
20216. 1 play W+4
20217. 2 play W+4
20218. 0 play GS
20219. 1 play G4
20220. 2 play W
20221. 0 play GPT
20222. 1 play GR
20223. 2 play WDT
20224. 0 play G8
20225. 1 play WDT
20226. 2 play W+4
20227. 0 play G3
20228. 1 play W
20229. 2 play W
20230. 0 play W
20231. 1 play W
20232. 2 play WDT
20233. 0 play G7
20234. 1 play G4
20235. 2 play WDT
20236. 0 play WDT
20237. 1 play W+4
20238. 2 play W
20239. 0 play G5
20240. 1 play G6
20241. 2 play WDT
20242. 0 play GS
20243. 1 play GR
20244. 2 play WPU
20245. 0 play G5
20246. 1 play G9
20247. 2 play WPU
20248. 0 play G9
20249. 1 play G8
20250. 2 play WPU
20251. 0 play G3
20252. 1 play W+4
20253. 2 take
20254. 0 play WPU
20255. 1 play G6
20256. 2 play G7
20257. 0 play WPU
20258. 1 play W+4
20259. 2 play WPU
20260. 0 play WPU
20261. 1 play WDT
20262. 2 play G3
20263. 0 play W+4
20264. 1 play WDT
20265. 2 play G9
20266. 0 play WPU
20267. 1 play W
20268. 2 play G4
20269. 0 play G2
20270. 1 play WDT
20271. 2 play W
20272. 0 play G2
20273. 1 play WDT
20274. 2 play WDT
20275. 0 play WPU
20276. 1 play W
20277. 2 play G3
20278. 0 play G+2
20279. 1 play W
20280. 2 play WDT
20281. 0 play W+4
20282. 1 play W
20283. 2 play GR
20284. 0 play W+4
20285. 1 play W
20286. 2 play G4
20287. 0 play W
20288. 1 play W
20289. 2 play G1
20290. 0 play G7
20291. 1 play W
20292. 2 play G8
20293. 0 play G+2
20294. 1 take
20295. 2 play GR
20296. 1 play GR
20297. 2 play WDT green 1,2
20298. 0 play W yellow
20299. 1 play WPU
20300. 2 play G1
20301. 0 take
20302. 1 play G8
20303. 2 play GS
20304. 1 play G3
20305. 2 play G0
20306. 0 play GR
20307. 2 play G5
20308. 1 play GPT
20309. 2 point 0
20310. 0 point 2
20311. 1 point 0
20312. 0 play G1
20313. 2 play G9
20314. 1 play G4
20315. 0 play WPU
20316. 2 play G8
20317. 1 play G6
20318. 0 play WDT
20319. 2 play GPT
20320. 1 play G2
20321. 0 play WPU
20322. 2 play G5
20323. 1 play G9
20324. 0 play W
20325. 2 play GS
20326. 1 play G3
20327. 0 take
20328. 2 play W+4 yellow
20329. 1 accept
20330. 0 play Y9
20331. 2 play B9
20332. 1 play W+4 red
20333. 0 accept
20334. 2 play WPU
20335. 1 play GS
20336. 0 play W
20337. 2 play GPT
20338. 1 play W+4
20339. 0 play G5
20340. 2 play G6
20341. 1 play GPT
20342. 0 play G0
20343. 2 play GR
20344. 1 play G1
20345. 0 play GS
20346. 2 play W
20347. 1 play WPU
20348. 0 play G2
20349. 2 play W+4
20350. 1 play G1
20351. 0 play GPT
20352. 2 play GPT
20353. 1 play G2
20354. 0 play G6
20355. 2 play WPU
20356. 1 play WDT
20357. 0 play G9
20358. 2 play W+4
20359. 1 play GR
20360. 0 play G4
20361. 2 play W+4
20362. 1 play WPU
20363. 0 play G5
20364. 2 play WDT
20365. 1 play G+2
20366. 0 play G3
20367. 2 play WPU
20368. 1 play W
20369. 0 play WPU
20370. 2 play WPU
20371. 1 play WDT
20372. 0 play G9
20373. 2 play W
20374. 1 play G4
20375. 0 play G3
20376. 2 play WPU
20377. 1 play WDT
20378. 0 play WPU
20379. 2 play W+4
20380. 1 play G7
20381. 0 play WDT
20382. 2 play W+4
20383. 1 play G+2
20384. 0 play G8
20385. 2 play W+4
20386. 1 play WDT
20387. 0 take
20388. 2 play W green
20389. 1 play WPU
20390. 0 play Y4
20391. 2 play WDT
20392. 1 play W
20393. 0 play Y3
20394. 2 play Y8
20395. 1 play W+4
20396. 0 play Y6
20397. 2 play YPT
20398. 1 play W
20399. 0 play YPT
20400. 2 play Y7
20401. 1 play WDT
20402. 0 play W
20403. 2 play Y7
20404. 1 play YPT
20405. 0 play Y0
20406. 2 play Y5
20407. 1 play YR
20408. 0 play YR
20409. 2 play W
20410. 1 play WDT
20411. 0 play WPU
20412. 2 play WDT
20413. 1 play W
20414. 0 play W+4
20415. 2 play W
20416. 1 play W
20417. 0 play YPT
20418. 2 play WDT
20419. 1 play W
20420. 0 play W
20421. 2 play W
20422. 1 play W+4
20423. 0 play Y6
20424. 2 play WDT
20425. 1 play WPU
20426. 0 play Y4
20427. 2 take
20428. 1 play W+4 red
20429. 0 accept
20430. 2 play WPU
20431. 1 play R0
20432. 0 play RS
20433. 2 play WPU
20434. 1 play RPT
20435. 0 play WPU
20436. 2 play WDT
20437. 1 play W
20438. 0 play W+4
20439. 2 play W
20440. 1 play R6
20441. 0 play WPU
20442. 2 play W+4
20443. 1 play RS
20444. 0 play RPT
20445. 2 play WDT
20446. 1 play R3
20447. 0 play WPU
20448. 2 play W+4
20449. 1 play R1
20450. 0 play W
20451. 2 play W+4
20452. 1 play R6
20453. 0 play R1
20454. 2 play W
20455. 1 play R7
20456. 0 play WDT
20457. 2 play W
20458. 1 play R+2
20459. 0 play W
20460. 2 play W
20461. 1 play R9
20462. 0 play RPT
20463. 2 play W
20464. 1 play R7
20465. 0 play RPT
20466. 2 play W
20467. 1 play R9
20468. 0 play WPU
20469. 2 play WDT
20470. 1 play W
20471. 0 play WPU
20472. 2 play WDT
20473. 1 play W
20474. 0 play WPU
20475. 2 play W
20476. 1 play RR
20477. 0 play WDT
20478. 2 play WDT
20479. 1 play R2
20480. 0 play WPU
20481. 2 play W
20482. 1 play R+2
20483. 0 play WPU
20484. 2 play WDT
20485. 1 play R3
20486. 0 play W+4
20487. 2 play W
20488. 1 play R2
20489. 0 play W+4
20490. 2 play W
20491. 1 play R8
20492. 0 play W+4
20493. 2 take
20494. 1 play R8
20495. 0 play G8
20496. 2 play WDT red 0,1
20497. 1 play RR
20498. 2 play R6
20499. 0 play WDT blue 0,1
20500. 1 play BPT
20501. 0 point 2
20502. 1 point 2
20503. 2 point 1
20504. 2 play B1
20505. 0 play WDT blue 0,1
20506. 1 play B9
20507. 2 play BR
20508. 1 play B+2
20509. 2 play WPU
20510. 1 play B3
20511. 0 play BS
20512. 2 play BR
20513. 1 play WPU
20514. 0 play B5
20515. 2 play B4
20516. 1 take
20517. 0 play B3
20518. 2 play B4
20519. 1 play B+2
20520. 2 play R+2
20521. 0 play WDT red 0,2
20522. 2 play R0
20523. 1 play R6
20524. 0 play G6
20525. 2 play Y6
20526. 1 draw
20527. 0 play Y3
20528. 2 play Y0
20529. 1 play WDT green 0,2
20530. 0 play G3
20531. 2 play WDT blue 1,2
20532. 1 play B9
20533. 0 play B+2
20534. 1 play WPU
20535. 0 play W+4
20536. 2 play W+4
20537. 1 play G7
20538. 0 play G2
20539. 2 play WDT
20540. 1 play WPU
20541. 0 play G+2
20542. 2 play WDT
20543. 1 play G6
20544. 0 play G1
20545. 2 play W+4
20546. 1 take
20547. 0 play GR
20548. 1 draw
20549. 2 play WPU
20550. 0 play B4
20551. 1 play B4
20552. 2 play W+4
20553. 0 play B5
20554. 1 play W+4
20555. 2 play B6
20556. 0 play B3
20557. 1 play WPU
20558. 2 play BPT
20559. 0 play B9
20560. 1 play BS
20561. 2 play B6
20562. 0 play B7
20563. 1 play B+2
20564. 2 play WDT
20565. 0 play B8
20566. 1 play B3
20567. 2 play B2
20568. 0 play BPT
20569. 1 play B5
20570. 2 play W
20571. 0 play B1
20572. 1 play W+4
20573. 2 play WDT
20574. 0 play BPT
20575. 1 play W+4
20576. 2 play B8
20577. 0 play WDT
20578. 1 play WDT
20579. 2 play B1
20580. 0 play W+4
20581. 1 play WDT
20582. 2 play WPU
20583. 0 play W+4
20584. 1 play WDT
20585. 2 play BS
20586. 0 play W+4
20587. 1 play BR
20588. 2 play BPT
20589. 0 take
20590. 1 draw
20591. 1 play WDT yellow 1,2
20592. 2 play Y6
20593. 0 play Y9
20594. 1 draw
20595. 1 play Y6
20596. 2 play WPU
20597. 0 play Y+2
20598. 1 play Y3
20599. 2 play Y7
20600. 0 play WPU
20601. 1 take
20602. 2 play WPU
20603. 0 play B3
20604. 1 play BR
20605. 2 play WPU
20606. 0 play B4
20607. 1 play WPU
20608. 2 play B2
20609. 0 play B4
20610. 1 take
20611. 2 play WPU
20612. 0 play WPU
20613. 1 play G7
20614. 2 play WDT
20615. 0 play G6
20616. 1 play WPU
20617. 2 play W
20618. 0 play WDT
20619. 1 play G6
20620. 2 play WDT
20621. 0 play GR
20622. 1 play G2
20623. 2 play WDT
20624. 0 play G0
20625. 1 play G3
20626. 2 play W
20627. 0 play G2
20628. 1 play G1
20629. 2 play WDT
20630. 0 play W+4
20631. 1 play WPU
20632. 2 play WDT
20633. 0 play W
20634. 1 play G+2
20635. 2 play W
20636. 0 play G7
20637. 1 take
20638. 2 play WPU
20639. 0 play YS
20640. 1 play Y0
20641. 2 play Y5
20642. 0 play W+4
20643. 1 play Y7
20644. 2 play WPU
20645. 0 play Y8
20646. 1 play W
20647. 2 play Y9
20648. 0 play Y1
20649. 1 play Y3
20650. 2 play Y7
20651. 0 play Y5
20652. 1 play WDT
20653. 2 play YR
20654. 0 play Y2
20655. 1 play W+4
20656. 2 play WPU
20657. 0 play YS
20658. 1 play Y+2
20659. 2 play Y3
20660. 0 play WDT
20661. 1 play WPU
20662. 2 play W
20663. 0 play WDT
20664. 1 play WPU
20665. 2 play Y4
20666. 0 play Y2
20667. 1 play W
20668. 2 play W+4
20669. 0 play Y+2
20670. 1 play WPU
20671. 2 play WPU
20672. 0 play W+4
20673. 1 play WDT
20674. 2 play W+4
20675. 0 play W+4
20676. 1 play W
20677. 2 play Y8
20678. 0 play Y1
20679. 1 play WDT
20680. 2 play W
20681. 0 play W+4
20682. 1 play WDT
20683. 2 play Y4
20684. 0 play W+4
20685. 1 play WDT
20686. 2 play YR
20687. 0 play WDT
20688. 1 play W
20689. 2 play YPT
20690. 0 play W+4
20691. 1 play WDT
20692. 2 play YPT
20693. 0 play WDT
20694. 1 take
20695. 2 play W green
20696. 0 play G9
20697. 1 play W+4 green
20698. 2 challenge
20699. 2 play WPU
20700. 0 play G5
20701. 1 play G7
20702. 2 play W
20703. 0 play WDT
20704. 1 play G3
20705. 2 play W+4
20706. 0 play G3
20707. 1 play WPU
20708. 2 play W+4
20709. 0 play G4
20710. 1 play G7
20711. 2 play W
20712. 0 play GS
20713. 1 play WPU
20714. 2 play W+4
20715. 0 play G5
20716. 1 play WDT
20717. 2 play WPU
20718. 0 play GPT
20719. 1 play G0
20720. 2 play W
20721. 0 play G8
20722. 1 play W+4
20723. 2 play W
20724. 0 play GS
20725. 1 play G2
20726. 2 play WPU
20727. 0 play G8
20728. 1 play WDT
20729. 2 play W
20730. 0 play G+2
20731. 1 play G2
20732. 2 play W
20733. 0 play GPT
20734. 1 play G+2
20735. 2 play W
20736. 0 play G9
20737. 1 play WPU
20738. 2 play W
20739. 0 play G4
20740. 1 play G6
20741. 2 play W
20742. 0 play GPT
20743. 1 play G6
20744. 2 play W
20745. 0 play G1
20746. 1 play WPU
20747. 2 take
20748. 0 play GPT
20749. 2 point 1
20750. 0 point 1
20751. 1 point 0
20752. 1 play WPU
20753. 2 play G6
20754. 0 play W+4
20755. 1 play GR
20756. 2 play G3
20757. 0 take
20758. 1 play WPU
20759. 2 play GPT
20760. 0 play GPT
20761. 1 play W+4
20762. 2 play G9
20763. 0 play W+4
20764. 1 play GR
20765. 2 play W
20766. 0 play GR
20767. 1 play WPU
20768. 2 play WDT
20769. 0 play G3
20770. 1 play W
20771. 2 play G3
20772. 0 play G6
20773. 1 play G1
20774. 2 play G9
20775. 0 take
20776. 1 play W+4 blue
20777. 2 accept
20778. 0 play BR
20779. 2 play B0
20780. 1 play Y0
20781. 0 play WPU
20782. 2 play B7
20783. 1 play B+2
20784. 0 play B1
20785. 2 play W+4
20786. 1 play B2
20787. 0 play B3
20788. 2 play WDT
20789. 1 play W+4
20790. 0 play W
20791. 2 play WPU
20792. 1 play WDT
20793. 0 play B2
20794. 2 play WDT
20795. 1 play BR
20796. 0 play W
20797. 2 play WPU
20798. 1 play WDT
20799. 0 play B1
20800. 2 play W+4
20801. 1 play W+4
20802. 0 play B8
20803. 2 play W+4
20804. 1 play WDT
20805. 0 play B8
20806. 2 play WPU
20807. 1 play B4
20808. 0 play WPU
20809. 2 play W+4
20810. 1 play B3
20811. 0 play W+4
20812. 2 play WPU
20813. 1 play WDT
20814. 0 play B5
20815. 2 play WPU
20816. 1 play WDT
20817. 0 play BS
20818. 2 play WPU
20819. 1 play B4
20820. 0 play W+4
20821. 2 play W
20822. 1 play WDT
20823. 0 play BPT
20824. 2 play WPU
20825. 1 play WDT
20826. 0 play B7
20827. 2 play W
20828. 1 play W
20829. 0 play B6
20830. 2 play W
20831. 1 play WDT
20832. 0 play BS
20833. 2 play W
20834. 1 play WPU
20835. 0 play B6
20836. 2 play W
20837. 1 play W
20838. 0 play WDT
20839. 2 play W
20840. 1 play W
20841. 0 play B+2
20842. 2 play W
20843. 1 play W+4
20844. 0 play B5
20845. 2 play W
20846. 1 play W
20847. 0 play BPT
20848. 2 play W
20849. 1 play W+4
20850. 0 play B9
20851. 2 take
20852. 1 play WDT green 0,1
20853. 0 play GPT
20854. 1 point 2
20855. 2 point 1
20856. 0 point 2
20857. 2 play G5
20858. 1 play W green
20859. 0 play GR
20860. 1 play WPU
20861. 2 play G2
20862. 0 play G6
20863. 1 play W+4
20864. 2 play G6
20865. 0 play GR
20866. 1 play WPU
20867. 2 play G0
20868. 0 play GPT
20869. 1 take
20870. 2 play G1
20871. 0 play G3
20872. 0 play G3
20873. 1 play WPU
20874. 2 play G+2
20875. 0 play G9
20876. 1 play GPT
20877. 2 play GPT
20878. 0 play G9
20879. 1 play GR
20880. 2 play G7
20881. 0 play G1
20882. 1 play G6
20883. 2 play G4
20884. 0 take
20885. 1 play W+4 red
20886. 2 accept
20887. 0 play W red
20888. 1 play R0
20889. 2 play WDT green 0,2
20890. 0 play GR
20891. 2 play G+2
20892. 0 play WDT yellow 0,1
20893. 2 play W green
20894. 1 play G3
20895. 0 play G1
20896. 1 play G1
20897. 0 play G7
20898. 2 play G3
20899. 1 play Y3
20900. 1 play Y3
20901. 0 draw
20902. 0 pass
20903. 2 play WDT red 0,2
20904. 1 play R6
20905. 0 play RR
20906. 1 play R8
20907. 2 play RPT
20908. 2 point 0
20909. 1 point 2
20910. 0 point 1
20911. 0 play WPU
20912. 1 play YS
20913. 2 play W+4
20914. 0 take
20915. 1 play Y4
20916. 2 play WPU
20917. 0 play W+4
20918. 1 play W
20919. 2 play WPU
20920. 0 take
20921. 1 play R5
20922. 2 play WPU
20923. 0 play W+4
20924. 1 play GR
20925. 2 play G2
20926. 0 play GPT
20927. 1 play G6
20928. 2 play GS
20929. 0 play G4
20930. 1 play G0
20931. 2 play G8
20932. 0 play G6
20933. 1 play G2
20934. 2 play G8
20935. 0 play G+2
20936. 1 play G7
20937. 2 play G7
20938. 0 play G+2
20939. 1 take
20940. 2 play W green
20941. 0 play G9
20942. 1 play GR
20943. 0 play WPU
20944. 2 play WPU
20945. 1 play GS
20946. 0 play W
20947. 2 play G4
20948. 1 play G8
20949. 0 play G9
20950. 2 play WPU
20951. 1 play G+2
20952. 0 play GPT
20953. 2 play W
20954. 1 play G3
20955. 0 play GPT
20956. 2 play W+4
20957. 1 play GPT
20958. 0 take
20959. 2 play WDT red 0,2
20960. 1 play R4
20961. 0 play W+4 yellow
20962. 2 accept
20963. 1 play Y9
20964. 0 play W green
20965. 2 play WDT yellow 1,2
20966. 1 play YR
20967. 2 play W+4 blue
20968. 0 challenge
20969. 0 play W+4 red
20970. 1 accept
20971. 2 play RPT
20972. 2 point 1
20973. 0 point 1
20974. 1 point 0
20975. 0 play WDT blue 1,2
20976. 1 play W+4 yellow
20977. 2 challenge
20978. 2 play YR
20979. 1 play Y2
20980. 0 play WPU
20981. 2 play Y0
20982. 1 play Y4
20983. 0 play WDT
20984. 2 play Y9
20985. 1 play WPU
20986. 0 play Y3
20987. 2 play WDT
20988. 1 play Y5
20989. 0 play WDT
20990. 2 play YPT
20991. 1 play WPU
20992. 0 play WPU
20993. 2 play W
20994. 1 play WDT
20995. 0 play Y4
20996. 2 play WDT
20997. 1 play Y6
20998. 0 play YS
20999. 2 play YPT
21000. 1 play Y9
21001. 0 play W
21002. 2 play W+4
21003. 1 play Y7
21004. 0 play W
21005. 2 play W
21006. 1 play YPT
21007. 0 play WPU
21008. 2 play W+4
21009. 1 play YR
21010. 0 play WPU
21011. 2 play WPU
21012. 1 play W+4
21013. 0 take
21014. 2 play W+4 green
21015. 1 accept
21016. 0 play GR
21017. 1 play W green
21018. 2 play G9
21019. 0 play W+4 green
21020. 1 challenge
21021. 1 play G0
21022. 2 play GPT
21023. 2 point 0
21024. 1 point 0
21025. 0 point 2
21026. 0 play GPT
21027. 2 point 0
21028. 0 point 1
21029. 1 point 2
21030. 1 play RPT
21031. 0 point 1
21032. 1 point 2
21033. 2 point 0
21034. 2 play R6
21035. 0 play W yellow
21036. 1 play Y+2
21037. 0 play Y6
21038. 1 play Y1
21039. 1 play Y1
21040. 2 play G1
21041. 0 play W+4 yellow
21042. 1 challenge
21043. 1 play YS
21044. 0 play Y3
21045. 1 play Y7
21046. 0 play Y7
21047. 1 play W+4 yellow
21048. 2 accept
21049. 0 play WPU
21050. 1 play WPU
21051. 2 play WDT
21052. 0 play WPU
21053. 1 play W+4
21054. 2 play W+4
21055. 0 play Y9
21056. 1 play Y2
21057. 2 play Y6
21058. 0 play Y0
21059. 1 play Y8
21060. 2 play WPU
21061. 0 play Y4
21062. 1 play Y6
21063. 2 play WDT
21064. 0 play Y1
21065. 1 play Y+2
21066. 2 play WDT
21067. 0 play Y4
21068. 1 play Y8
21069. 2 play WDT
21070. 0 play WPU
21071. 1 play Y3
21072. 2 play Y3
21073. 0 play WPU
21074. 1 play YPT
21075. 2 play Y7
21076. 0 play Y5
21077. 1 play Y2
21078. 2 play WPU
21079. 0 play YS
21080. 1 play Y5
21081. 2 play WDT
21082. 0 play Y+2
21083. 1 take
21084. 2 play W red
21085. 0 play W green
21086. 1 play WPU
21087. 2 play W
21088. 0 play YPT
21089. 1 play Y8
21090. 2 play Y1
21091. 0 play W
21092. 1 play Y4
21093. 2 play W+4
21094. 0 play YR
21095. 1 play Y9
21096. 2 play WPU
21097. 0 play WPU
21098. 1 play YS
21099. 2 play WPU
21100. 0 play YPT
21101. 1 play Y7
21102. 2 play WDT
21103. 0 play YPT
21104. 1 play Y5
21105. 2 play W+4
21106. 0 play WPU
21107. 1 play Y0
21108. 2 play WDT
21109. 0 play W+4
21110. 1 play Y2
21111. 2 play WPU
21112. 0 play W+4
21113. 1 play YS
21114. 2 play W+4
21115. 0 play YR
21116. 1 play WPU
21117. 2 play W
21118. 0 play W
21119. 1 play YPT
21120. 2 play W+4
21121. 0 play W
21122. 1 play Y2
21123. 2 play W
21124. 0 play WDT
21125. 1 play WPU
21126. 2 play W+4
21127. 0 play Y9
21128. 1 play WDT
21129. 2 play W+4
21130. 0 play WDT
21131. 1 play Y+2
21132. 2 play W
21133. 0 play WDT
21134. 1 play Y5
21135. 2 play W
21136. 0 play WDT
21137. 1 play Y6
21138. 2 play W
21139. 0 play WDT
21140. 1 play Y4
21141. 2 play W
21142. 0 take
21143. 1 play WPU
21144. 2 play W
21145. 0 play W+4
21146. 1 play WPU
21147. 2 play W
21148. 0 play WDT
21149. 1 play W+4
21150. 2 play W
21151. 0 play Y6
21152. 1 play W+4
21153. 2 play W
21154. 0 play Y5
21155. 1 play WPU
21156. 2 take
21157. 0 play Y9
21158. 1 play Y3
21159. 2 play B3
21160. 2 play B3
21161. 0 play WDT red 0,2
21162. 1 play R5
21163. 2 play RS
21164. 1 play R5
21165. 2 play W yellow
21166. 0 play Y4
21167. 1 play Y3
21168. 2 play W+4 blue
21169. 0 challenge
21170. 0 play B9
21171. 2 play B9
21172. 0 play WPU
21173. 1 play R4
21174. 2 play R7
21175. 0 play R5
21176. 1 play RPT
21177. 2 play R8
21178. 0 play W
21179. 1 play WDT
21180. 2 play RPT
21181. 0 play W
21182. 1 play WDT
21183. 2 play R3
21184. 0 play W
21185. 1 play WDT
21186. 2 play RR
21187. 0 play R0
21188. 1 play R8
21189. 2 play R9
21190. 0 play W+4
21191. 1 play WDT
21192. 2 play R4
21193. 0 play W
21194. 1 take
21195. 2 play W green
21196. 0 play WPU
21197. 1 play Y1
21198. 2 play Y9
21199. 0 play Y0
21200. 1 play Y6
21201. 2 play Y6
21202. 0 play Y1
21203. 1 play Y8
21204. 2 play W
21205. 0 play Y+2
21206. 1 play W
21207. 2 play W
21208. 0 play Y9
21209. 1 play Y+2
21210. 2 play WDT
21211. 0 play YS
21212. 1 play W
21213. 2 play Y5
21214. 0 play W
21215. 1 play W+4
21216. 2 play WDT
21217. 0 play Y4
21218. 1 play WDT
21219. 2 play W
21220. 0 play Y2
21221. 1 play WDT
21222. 2 play W+4
21223. 0 play W
21224. 1 play W
21225. 2 play W+4
21226. 0 play Y8
21227. 1 play W
21228. 2 play W+4
21229. 0 play Y3
21230. 1 play WDT
21231. 2 play WPU
21232. 0 play W
21233. 1 play WDT
21234. 2 play W
21235. 0 play Y4
21236. 1 take
21237. 2 play WPU
21238. 0 play R6
21239. 1 play WPU
21240. 2 play RPT
21241. 0 play WDT
21242. 1 play R8
21243. 2 play RR
21244. 0 play W
21245. 1 play W
21246. 2 play WPU
21247. 0 play WDT
21248. 1 play W+4
21249. 2 play R6
21250. 0 play W
21251. 1 play R3
21252. 2 play R2
21253. 0 play W
21254. 1 play R9
21255. 2 play WPU
21256. 0 play WDT
21257. 1 play R8
21258. 2 play R9
21259. 0 play WDT
21260. 1 play R5
21261. 2 play R2
21262. 0 play WDT
21263. 1 play RR
21264. 2 play R1
21265. 0 play WDT
21266. 1 play W+4
21267. 2 play R1
21268. 0 play W+4
21269. 1 play W
21270. 2 play R3
21271. 0 play WPU
21272. 1 play WDT
21273. 2 play R+2
21274. 0 play W+4
21275. 1 play WDT
21276. 2 play R+2
21277. 0 play W+4
21278. 1 play WDT
21279. 2 play R7
21280. 0 play WPU
21281. 1 play WDT
21282. 2 play RS
21283. 0 play W+4
21284. 1 play W
21285. 2 play RPT
21286. 0 play W+4
21287. 1 play WDT
21288. 2 take
21289. 0 play WPU
21290. 1 play WDT
21291. 2 play B8
21292. 0 play W+4
21293. 1 play B0
21294. 2 play BS
21295. 0 play WPU
21296. 1 play W+4
21297. 2 play B1
21298. 0 play BPT
21299. 1 play W
21300. 2 play WPU
21301. 0 play W+4
21302. 1 play W+4
21303. 2 play W+4
21304. 0 play BPT
21305. 1 play W
21306. 2 play B3
21307. 0 play WPU
21308. 1 play W
21309. 2 play B5
21310. 0 play WPU
21311. 1 play W
21312. 2 play B7
21313. 0 take
21314. 1 play W blue
21315. 2 play BR
21316. 1 play W red
21317. 0 play WPU
21318. 2 play B4
21319. 1 play W
21320. 0 play B8
21321. 2 play B+2
21322. 1 play W
21323. 0 play B0
21324. 2 play B8
21325. 1 take
21326. 0 play W+4 red
21327. 2 challenge
21328. 2 play R8
21329. 1 play R4
21330. 0 play G4
21331. 2 play B4
21332. 1 play B4
21333. 0 play WDT green 0,1
21334. 2 play G1
21335. 1 play WPU
21336. 0 play B7
21337. 2 play B7
21338. 1 play W+4
21339. 0 play BPT
21340. 2 play BS
21341. 1 play W
21342. 0 play BS
21343. 2 play B2
21344. 1 play B0
21345. 0 play B1
21346. 2 play BR
21347. 1 play B+2
21348. 0 play W+4
21349. 2 play B+2
21350. 1 play W
21351. 0 play B9
21352. 2 play W+4
21353. 1 play B9
21354. 0 play W
21355. 2 play BR
21356. 1 play B8
21357. 0 play W
21358. 2 play BPT
21359. 1 play B8
21360. 0 play W
21361. 2 play B6
21362. 1 take
21363. 0 play B3
21364. 2 play BPT
21365. 1 point 2
21366. 2 point 0
21367. 0 point 2
21368. 1 play BS
21369. 2 play W+4 blue
21370. 1 challenge
21371. 1 play B1
21372. 0 play W yellow
21373. 2 draw
21374. 1 play Y2
21375. 0 play Y7
21376. 2 play WDT blue 0,2
21377. 1 play B+2
21378. 2 play B1
21379. 1 play B0
21380. 0 play B3
21381. 2 play B1
21382. 1 play BR
21383. 2 play B2
21384. 0 play Y2
21385. 1 play W+4 blue
21386. 2 challenge
21387. 2 play WPU
21388. 0 play B5
21389. 1 play BR
21390. 2 play B3
21391. 0 play W+4
21392. 1 play WDT
21393. 2 play WPU
21394. 0 play W
21395. 1 play B7
21396. 2 play B5
21397. 0 play W+4
21398. 1 play BR
21399. 2 play BS
21400. 0 play BPT
21401. 1 play W
21402. 2 play B6
21403. 0 play W+4
21404. 1 play B8
21405. 2 play WPU
21406. 0 play WPU
21407. 1 play B6
21408. 2 play W
21409. 0 play BPT
21410. 1 play B4
21411. 2 play WDT
21412. 0 play WPU
21413. 1 play B7
21414. 2 play W
21415. 0 play WPU
21416. 1 play B2
21417. 2 play B4
21418. 0 play WPU
21419. 1 play WPU
21420. 2 play W
21421. 0 play WPU
21422. 1 play BPT
21423. 2 play WDT
21424. 0 play WPU
21425. 1 play W
21426. 2 play WDT
21427. 0 take
21428. 1 play BS
21429. 0 play B3
21430. 1 play B8
21431. 2 play WDT yellow 0,2
21432. 0 play YS
21433. 2 play GS
21434. 1 play G4
21435. 2 play G1
21436. 0 play G3
21437. 1 play GR
21438. 0 play YR
21439. 1 play Y4
21440. 2 play W green
21441. 0 play G8
21442. 1 play W red
21443. 2 play R1
21444. 0 play G1
21445. 1 play G2
21446. 2 play R2
21447. 0 play W yellow
21448. 1 play W green
21449. 2 play G3
21450. 0 play G9
21451. 1 play GPT
21452. 0 point 2
21453. 2 point 1
21454. 1 point 0
21455. 2 play WDT green 0,2
21456. 0 play G+2
21457. 2 play R+2
21458. 1 play R5
21459. 2 play WDT yellow 1,2
21460. 0 play YR
21461. 2 play RR
21462. 0 play W red
21463. 1 play RPT
21464. 0 point 2
21465. 2 point 1
21466. 1 point 0
21467. 2 play RR
21468. 1 play R4
21469. 0 play WPU
21470. 2 play W+4
21471. 1 play G2
21472. 0 play WDT
21473. 2 play G5
21474. 1 play G6
21475. 0 play W
21476. 2 play G3
21477. 1 play W+4
21478. 0 play W
21479. 2 play WPU
21480. 1 play G6
21481. 0 play GPT
21482. 2 play G5
21483. 1 play G+2
21484. 0 play G0
21485. 2 play W
21486. 1 play W
21487. 0 play W
21488. 2 play G4
21489. 1 play G8
21490. 0 play WPU
21491. 2 play WPU
21492. 1 play W+4
21493. 0 play WDT
21494. 2 play W
21495. 1 play W+4
21496. 0 play W+4
21497. 2 play WDT
21498. 1 play G7
21499. 0 play GR
21500. 2 play W+4
21501. 1 play G7
21502. 0 play WDT
21503. 2 play WPU
21504. 1 take
21505. 0 play W blue
21506. 2 play W yellow
21507. 1 play W green
21508. 0 play WDT blue 0,2
21509. 2 play W+4 yellow
21510. 1 challenge
21511. 1 play WPU
21512. 0 play YPT
21513. 2 play WDT
21514. 1 play WPU
21515. 0 play W+4
21516. 2 play WDT
21517. 1 play WDT
21518. 0 play Y4
21519. 2 play WDT
21520. 1 play Y2
21521. 0 play Y2
21522. 2 play W
21523. 1 play Y9
21524. 0 play W+4
21525. 2 play W+4
21526. 1 play Y0
21527. 0 play WPU
21528. 2 play WDT
21529. 1 play WDT
21530. 0 play W
21531. 2 play W+4
21532. 1 play Y4
21533. 0 play WPU
21534. 2 play W
21535. 1 play YS
21536. 0 play Y7
21537. 2 play W+4
21538. 1 play Y9
21539. 0 play YPT
21540. 2 play WDT
21541. 1 play W
21542. 0 play W
21543. 2 take
21544. 1 play Y8
21545. 0 play Y7
21546. 2 play Y0
21547. 1 play Y5
21548. 0 play B5
21549. 2 play WDT green 0,2
21550. 1 play G7
21551. 0 play B7
21552. 2 play B2
21553. 1 play BPT
21554. 2 point 1
21555. 0 point 1
21556. 1 point 0
21557. 0 play GPT
21558. 0 point 1
21559. 2 point 0
21560. 1 point 2
21561. 2 play G+2
21562. 0 play GS
21563. 1 play GPT
21564. 2 point 0
21565. 1 point 2
21566. 0 point 1
21567. 0 play YPT
21568. 1 point 0
21569. 2 point 1
21570. 0 point 1
21571. 2 play Y4
21572. 1 play Y8
21573. 0 play WDT blue 0,1
21574. 2 play WPU
21575. 1 play G2
21576. 0 play W
21577. 2 play G4
21578. 1 play G2
21579. 0 play GPT
21580. 2 play W+4
21581. 1 play W
21582. 0 play G8
21583. 2 play WPU
21584. 1 play G+2
21585. 0 play GPT
21586. 2 play GR
21587. 1 play G6
21588. 0 play GS
21589. 2 play WPU
21590. 1 play G0
21591. 0 play G9
21592. 2 play W+4
21593. 1 play W
21594. 0 play WPU
21595. 2 play W
21596. 1 play G3
21597. 0 play WPU
21598. 2 play WDT
21599. 1 play G6
21600. 0 play WPU
21601. 2 play W
21602. 1 play G7
21603. 0 play WPU
21604. 2 play WDT
21605. 1 play W+4
21606. 0 play WPU
21607. 2 play W+4
21608. 1 play G5
21609. 0 take
21610. 2 play W+4 blue
21611. 1 challenge
21612. 1 play BS
21613. 2 play RS
21614. 0 play BS
21615. 1 play B1
21616. 0 play WDT green 0,2
21617. 2 play WDT red 0,2
21618. 1 play R0
21619. 0 play WDT red 0,1
21620. 2 play R1
21621. 1 play R7
21622. 2 play R7
21623. 1 play W green
21624. 0 play W+4 yellow
21625. 2 challenge
21626. 2 play W green
21627. 1 play G1
21628. 0 play G3
21629. 2 play W+4 yellow
21630. 1 challenge
21631. 1 play W red
21632. 0 play W yellow
21633. 2 play YPT
21634. 0 point 2
21635. 1 point 0
21636. 2 point 0
21637. 1 play W+4 blue
21638. 0 challenge
21639. 0 play W+4 green
21640. 2 challenge
21641. 2 play GS
21642. 0 play GPT
21643. 1 point 0
21644. 0 point 1
21645. 2 point 0
21646. 2 play WDT red 0,2
21647. 1 play W blue
21648. 0 play BPT
21649. 1 point 0
21650. 2 point 0
21651. 0 point 1
21652. 2 play W blue
21653. 1 play B9
21654. 0 play W+4 yellow
21655. 2 challenge
21656. 2 play YS
21657. 0 play W green
21658. 2 play WPU
21659. 1 play G4
21660. 0 play G8
21661. 2 play WDT
21662. 1 play GR
21663. 0 play GS
21664. 2 play WDT
21665. 1 play G8
21666. 0 play WDT
21667. 2 play W
21668. 1 play G5
21669. 0 play G7
21670. 2 play WDT
21671. 1 play WDT
21672. 0 play G4
21673. 2 play W
21674. 1 play W
21675. 0 play WPU
21676. 2 play W
21677. 1 play W+4
21678. 0 play G2
21679. 2 play W
21680. 1 play G9
21681. 0 play G1
21682. 2 take
21683. 1 play WDT green 0,2
21684. 0 play W+4 green
21685. 2 challenge
21686. 2 play G4
21687. 1 play W+4 red
21688. 0 accept
21689. 2 play R2
21690. 1 play B2
21691. 0 play G2
21692. 2 play G5
21693. 1 play WDT green 1,2
21694. 0 play G0
21695. 2 play G7
21696. 0 play G7
21697. 2 play GR
21698. 0 play GR
21699. 2 play WDT yellow 0,2
21700. 1 play Y1
21701. 0 play W+4 red
21702. 2 accept
21703. 1 play WPU
21704. 0 play YPT
21705. 2 play Y4
21706. 1 play Y6
21707. 0 play Y0
21708. 2 play Y7
21709. 1 play Y6
21710. 0 play YR
21711. 2 play YR
21712. 1 play YPT
21713. 0 play W+4
21714. 2 play Y4
21715. 1 play Y3
21716. 0 play WPU
21717. 2 play W+4
21718. 1 play WPU
21719. 0 play Y5
21720. 2 play YPT
21721. 1 play Y1
21722. 0 play W+4
21723. 2 play W+4
21724. 1 play W+4
21725. 0 play YPT
21726. 2 play WPU
21727. 1 play Y+2
21728. 0 play WDT
21729. 2 play W
21730. 1 play Y+2
21731. 0 play WDT
21732. 2 play WPU
21733. 1 play Y3
21734. 0 play WDT
21735. 2 play Y1
21736. 1 play W+4
21737. 0 play W
21738. 2 play Y9
21739. 1 play Y7
21740. 0 play W
21741. 2 play Y2
21742. 1 play W+4
21743. 0 play WDT
21744. 2 play WDT
21745. 1 take
21746. 0 play W blue
21747. 2 play W+4 green
21748. 1 accept
21749. 0 play GPT
21750. 1 point 0
21751. 0 point 2
21752. 2 point 1
21753. 2 play W yellow
21754. 1 play YR
21755. 2 play Y5
21756. 0 play B5
21757. 1 play B2
21758. 2 draw
21759. 2 play BPT
21760. 0 point 2
21761. 2 point 0
21762. 1 point 0
21763. 0 play BS
21764. 2 play WDT yellow 0,2
21765. 0 play WPU
21766. 1 play B+2
21767. 2 play BS
21768. 0 play B7
21769. 1 play WDT
21770. 2 play B8
21771. 0 play W
21772. 1 play W
21773. 2 play B1
21774. 0 play B2
21775. 1 play B+2
21776. 2 play B7
21777. 0 play B4
21778. 1 play B9
21779. 2 play WDT
21780. 0 play BPT
21781. 1 play B1
21782. 2 play WDT
21783. 0 play WPU
21784. 1 play B5
21785. 2 play W
21786. 0 play B0
21787. 1 play W+4
21788. 2 play W
21789. 0 play BPT
21790. 1 play W+4
21791. 2 play WDT
21792. 0 play B8
21793. 1 play BPT
21794. 2 play W
21795. 0 play W
21796. 1 play W+4
21797. 2 play WDT
21798. 0 play W
21799. 1 play W+4
21800. 2 play W
21801. 0 play WPU
21802. 1 play WDT
21803. 2 take
21804. 0 play B6
21805. 1 play WDT green 0,2
21806. 2 play GS
21807. 1 play YS
21808. 0 draw
21809. 0 pass
21810. 1 play YR
21811. 0 play WPU
21812. 2 play G7
21813. 1 play G3
21814. 0 play G5
21815. 2 play WPU
21816. 1 play G1
21817. 0 play GPT
21818. 2 play G9
21819. 1 play G7
21820. 0 play G9
21821. 2 play G4
21822. 1 play WDT
21823. 0 play W
21824. 2 play G0
21825. 1 play WPU
21826. 0 play G+2
21827. 2 play G1
21828. 1 play W+4
21829. 0 play WPU
21830. 2 play G3
21831. 1 play G2
21832. 0 play WPU
21833. 2 play G8
21834. 1 play WDT
21835. 0 play W+4
21836. 2 play GS
21837. 1 play GPT
21838. 0 play G4
21839. 2 play G8
21840. 1 play WDT
21841. 0 play G5
21842. 2 play W
21843. 1 play W
21844. 0 play W
21845. 2 play WDT
21846. 1 play W+4
21847. 0 play W
21848. 2 play WDT
21849. 1 play W+4
21850. 0 play G6
21851. 2 play W
21852. 1 play WDT
21853. 0 play G6
21854. 2 play G2
21855. 1 play W
21856. 0 play G+2
21857. 2 play W
21858. 1 play WPU
21859. 0 play GR
21860. 2 play W+4
21861. 1 play GPT
21862. 0 take
21863. 2 play W red
21864. 1 play RR
21865. 2 play R6
21866. 0 play B6
21867. 1 play WPU
21868. 2 play R5
21869. 0 play RR
21870. 1 play W+4
21871. 2 play R8
21872. 0 play R5
21873. 1 play WPU
21874. 2 play WPU
21875. 0 play R+2
21876. 1 play RPT
21877. 2 play R+2
21878. 0 play RS
21879. 1 play R7
21880. 2 play R4
21881. 0 play WDT
21882. 1 take
21883. 2 play R9
21884. 0 play WDT yellow 0,1
21885. 1 play WPU
21886. 2 play B5
21887. 0 play W+4
21888. 1 play W+4
21889. 2 play WDT
21890. 0 play B3
21891. 1 play WPU
21892. 2 play B2
21893. 0 play B3
21894. 1 play WDT
21895. 2 play WDT
21896. 0 play WDT
21897. 1 take
21898. 2 play W yellow
21899. 0 play W+4 blue
21900. 1 accept
21901. 2 play B9
21902. 0 play W blue
21903. 1 play B6
21904. 2 play BS
21905. 1 play W yellow
21906. 2 play Y2
21907. 0 play G2
21908. 1 play B2
21909. 2 play W+4 blue
21910. 0 accept
21911. 1 play W+4 yellow
21912. 2 accept
21913. 0 play Y5
21914. 1 play B5
21915. 2 play B4
21916. 0 play B6
21917. 1 play WPU
21918. 2 play WPU
21919. 0 play B2
21920. 1 play W
21921. 2 play B7
21922. 0 play B5
21923. 1 play WPU
21924. 2 play B9
21925. 0 play WDT
21926. 1 play W
21927. 2 play WDT
21928. 0 play WPU
21929. 1 play B3
21930. 2 play WDT
21931. 0 play W+4
21932. 1 play W+4
21933. 2 play B0
21934. 0 play B4
21935. 1 play BS
21936. 2 play B1
21937. 0 play WDT
21938. 1 play BPT
21939. 2 play B1
21940. 0 play BR
21941. 1 play W+4
21942. 2 play W
21943. 0 play BR
21944. 1 play WDT
21945. 2 play B8
21946. 0 play W
21947. 1 play W+4
21948. 2 play B7
21949. 0 play W+4
21950. 1 play WDT
21951. 2 play B8
21952. 0 play WPU
21953. 1 play WDT
21954. 2 play W
21955. 0 play W
21956. 1 play B3
21957. 2 play BPT
21958. 0 play W+4
21959. 1 play WDT
21960. 2 play B+2
21961. 0 play W
21962. 1 play WDT
21963. 2 play B+2
21964. 0 play WDT
21965. 1 take
21966. 2 play W+4 red
21967. 0 challenge
21968. 0 play R7
21969. 1 play R+2
21970. 0 play R4
21971. 1 play R7
21972. 2 play W+4 blue
21973. 0 challenge
21974. 0 play WPU
21975. 1 play WDT
21976. 2 play RPT
21977. 0 play R1
21978. 1 play RR
21979. 2 play WDT
21980. 0 play W
21981. 1 play R4
21982. 2 play W
21983. 0 play R1
21984. 1 play R5
21985. 2 play RR
21986. 0 play W
21987. 1 play RPT
21988. 2 play WPU
21989. 0 play W
21990. 1 play RS
21991. 2 play RPT
21992. 0 play WPU
21993. 1 play WPU
21994. 2 play R3
21995. 0 play W
21996. 1 play R5
21997. 2 play R9
21998. 0 play R0
21999. 1 play R+2
22000. 2 play RS
22001. 0 play W+4
22002. 1 play WPU
22003. 2 play R6
22004. 0 play WPU
22005. 1 play R6
22006. 2 play W
22007. 0 play WPU
22008. 1 play WPU
22009. 2 play R2
22010. 0 play WPU
22011. 1 play W
22012. 2 play RPT
22013. 0 play WDT
22014. 1 play WPU
22015. 2 play R3
22016. 0 play W
22017. 1 play R8
22018. 2 play W+4
22019. 0 play R8
22020. 1 play WDT
22021. 2 play W+4
22022. 0 take
22023. 1 play W green
22024. 2 play GS
22025. 1 play BS
22026. 0 play WDT blue 1,2
22027. 1 play B5
22028. 2 play B2
22029. 0 play W green
22030. 1 play W+4 red
22031. 2 accept
22032. 0 play RS
22033. 2 play W+4 yellow
22034. 0 challenge
22035. 0 play WPU
22036. 1 play B8
22037. 2 play B4
22038. 0 play W+4
22039. 1 play W
22040. 2 play B6
22041. 0 play W
22042. 1 play B4
22043. 2 play B6
22044. 0 play WDT
22045. 1 play B2
22046. 2 play WPU
22047. 0 play W+4
22048. 1 play W
22049. 2 play B5
22050. 0 play WDT
22051. 1 play B9
22052. 2 play BPT
22053. 0 play W
22054. 1 play B8
22055. 2 play BPT
22056. 0 play WDT
22057. 1 play W
22058. 2 play BS
22059. 0 play WPU
22060. 1 play W
22061. 2 take
22062. 0 play W+4 red
22063. 1 challenge
22064. 1 play W yellow
22065. 2 play YS
22066. 1 play Y2
22067. 2 play W red
22068. 0 play RPT
22069. 1 point 2
22070. 2 point 0
22071. 0 point 1
22072. 1 play W+4 yellow
22073. 2 accept
22074. 0 play YR
22075. 2 play YS
22076. 0 play RS
22077. 1 play W green
22078. 0 play G6
22079. 2 play W+4 green
22080. 1 accept
22081. 0 play G5
22082. 2 play B5
22083. 1 play WDT blue 1,2
22084. 0 play B5
22085. 2 play B9
22086. 1 play BR
22087. 2 play B6
22088. 0 play W green
22089. 1 play W+4 yellow
22090. 2 accept
22091. 0 play WPU
22092. 1 play W+4
22093. 2 play BS
22094. 0 play W
22095. 1 play B9
22096. 2 play W+4
22097. 0 play W
22098. 1 play B7
22099. 2 play W
22100. 0 play WPU
22101. 1 play BPT
22102. 2 play B2
22103. 0 play W
22104. 1 play BR
22105. 2 play WDT
22106. 0 play WPU
22107. 1 play W
22108. 2 play B2
22109. 0 play W
22110. 1 play B7
22111. 2 play BPT
22112. 0 play WPU
22113. 1 play B0
22114. 2 play W
22115. 0 play WPU
22116. 1 play BPT
22117. 2 play B6
22118. 0 play W
22119. 1 play WDT
22120. 2 play BS
22121. 0 play WPU
22122. 1 play B+2
22123. 2 play B8
22124. 0 play WPU
22125. 1 play B+2
22126. 2 play W
22127. 0 play W
22128. 1 play WPU
22129. 2 play WDT
22130. 0 take
22131. 1 play W green
22132. 2 play W blue
22133. 0 play B9
22134. 1 play B1
22135. 2 play WDT blue 0,2
22136. 0 play BR
22137. 2 play BPT
22138. 2 point 0
22139. 1 point 0
22140. 0 point 2
22141. 1 play RPT
22142. 2 point 0
22143. 0 point 2
22144. 1 point 2
22145. 0 play R2
22146. 2 play G2
22147. 1 play W red
22148. 0 play W+4 red
22149. 2 accept
22150. 1 play W+4 green
22151. 0 accept
22152. 2 play W+4 red
22153. 1 accept
22154. 0 play R5
22155. 2 play WPU
22156. 1 play WDT
22157. 0 play W+4
22158. 2 play B8
22159. 1 play W
22160. 0 play B+2
22161. 2 play B4
22162. 1 play WPU
22163. 0 play WDT
22164. 2 play W+4
22165. 1 play WDT
22166. 0 play W
22167. 2 play WDT
22168. 1 play B1
22169. 0 play B9
22170. 2 play B4
22171. 1 play WDT
22172. 0 play B7
22173. 2 play B5
22174. 1 play B3
22175. 0 play B2
22176. 2 play W
22177. 1 play BPT
22178. 0 play BS
22179. 2 play BR
22180. 1 play WDT
22181. 0 play BPT
22182. 2 play B5
22183. 1 play B3
22184. 0 play B+2
22185. 2 play W
22186. 1 play BR
22187. 0 play WPU
22188. 2 play WPU
22189. 1 play W+4
22190. 0 play BS
22191. 2 play W
22192. 1 play W+4
22193. 0 play BPT
22194. 2 play W
22195. 1 play W+4
22196. 0 play B7
22197. 2 play B9
22198. 1 play W+4
22199. 0 play B6
22200. 2 play W
22201. 1 play W+4
22202. 0 play W
22203. 2 play WPU
22204. 1 play WDT
22205. 0 play B8
22206. 2 take
22207. 1 play WDT red 0,2
22208. 0 play R3
22209. 2 play R+2
22210. 0 play R+2
22211. 1 play Y+2
22212. 2 play B+2
22213. 0 play BPT
22214. 1 point 2
22215. 0 point 2
22216. 2 point 0
22217. 2 play BPT
22218. 2 point 0
22219. 0 point 2
22220. 1 point 0
22221. 1 play WDT green 0,2
22222. 0 play GS
22223. 1 play GS
22224. 2 play WDT blue 0,1
22225. 1 draw
22226. 1 play BPT
22227. 1 point 0
22228. 0 point 2
22229. 2 point 0
22230. 0 play B0
22231. 2 play WPU
22232. 1 play W+4
22233. 0 play WPU
22234. 2 play B1
22235. 1 take
22236. 0 play B2
22237. 2 play B8
22238. 1 play B0
22239. 0 play B6
22240. 2 play B4
22241. 1 play W+4 red
22242. 0 accept
22243. 2 play W+4 red
22244. 1 challenge
22245. 1 play RPT
22246. 0 point 2
22247. 1 point 2
22248. 2 point 0
22249. 0 play R6
22250. 2 play WDT green 0,1
22251. 1 draw
22252. 0 play G3
22253. 2 play B3
22254. 1 play Y3
22255. 0 play YR
22256. 1 play Y5
22257. 2 play W+4 green
22258. 0 challenge
22259. 0 play G0
22260. 1 play WPU
22261. 2 play W
22262. 0 play W
22263. 1 play G2
22264. 2 play WPU
22265. 0 play G7
22266. 1 play G6
22267. 2 play W+4
22268. 0 play G3
22269. 1 take
22270. 2 play WPU
22271. 0 play B0
22272. 1 play W+4
22273. 2 play BPT
22274. 0 play WDT
22275. 1 play W
22276. 2 play WDT
22277. 0 play W+4
22278. 1 play W
22279. 2 play BPT
22280. 0 play W+4
22281. 1 play WPU
22282. 2 play B2
22283. 0 play B8
22284. 1 play B1
22285. 2 play B9
22286. 0 play BPT
22287. 1 take
22288. 2 play W+4 green
22289. 0 challenge
22290. 0 play G6
22291. 1 play WPU
22292. 2 play WPU
22293. 0 play G7
22294. 1 play W+4
22295. 2 play WPU
22296. 0 play G1
22297. 1 play W+4
22298. 2 play WPU
22299. 0 play GPT
22300. 1 play W+4
22301. 2 play G0
22302. 0 play G2
22303. 1 play WDT
22304. 2 play W
22305. 0 play G+2
22306. 1 play G2
22307. 2 play WPU
22308. 0 play GPT
22309. 1 play G3
22310. 2 play W
22311. 0 play WDT
22312. 1 play G7
22313. 2 play W+4
22314. 0 play G1
22315. 1 play W
22316. 2 play W+4
22317. 0 play G5
22318. 1 play W
22319. 2 play WDT
22320. 0 play G+2
22321. 1 play WDT
22322. 2 play WDT
22323. 0 play G4
22324. 1 play G3
22325. 2 play W
22326. 0 play WPU
22327. 1 play G6
22328. 2 play WDT
22329. 0 play G4
22330. 1 play WDT
22331. 2 play W+4
22332. 0 play GPT
22333. 1 take
22334. 2 play W green
22335. 0 play G8
22336. 1 play G0
22337. 2 play WDT blue 1,2
22338. 0 play WPU
22339. 1 play G3
22340. 2 play W+4
22341. 0 play W+4
22342. 1 play WPU
22343. 2 play W
22344. 0 play GR
22345. 1 play G5
22346. 2 play W+4
22347. 0 play GS
22348. 1 play G4
22349. 2 play WDT
22350. 0 play GR
22351. 1 play W+4
22352. 2 play W
22353. 0 play W+4
22354. 1 play G+2
22355. 2 play WPU
22356. 0 play G9
22357. 1 play G7
22358. 2 play W
22359. 0 play W+4
22360. 1 play WPU
22361. 2 take
22362. 0 play GPT
22363. 0 point 2
22364. 2 point 1
22365. 1 point 0
22366. 1 draw
22367. 1 play WPU
22368. 2 play G7
22369. 0 play WDT
22370. 1 play G2
22371. 2 play G+2
22372. 0 play WDT
22373. 1 play G6
22374. 2 play G5
22375. 0 play WDT
22376. 1 play GPT
22377. 2 play W
22378. 0 play G9
22379. 1 play G6
22380. 2 play W+4
22381. 0 play W
22382. 1 play W
22383. 2 play G3
22384. 0 play WPU
22385. 1 play G2
22386. 2 play GR
22387. 0 play GS
22388. 1 play G3
22389. 2 play W+4
22390. 0 play W
22391. 1 play G1
22392. 2 play GR
22393. 0 play G0
22394. 1 play GPT
22395. 2 play G8
22396. 0 play G5
22397. 1 play W+4
22398. 2 play G9
22399. 0 play W
22400. 1 play WPU
22401. 2 play W
22402. 0 play G8
22403. 1 play G1
22404. 2 play G4
22405. 0 play W
22406. 1 play W+4
22407. 2 play W
22408. 0 play W
22409. 1 play G4
22410. 2 play WDT
22411. 0 play WPU
22412. 1 play W
22413. 2 play W+4
22414. 0 play WPU
22415. 1 play W
22416. 2 play W
22417. 0 play WPU
22418. 1 play G7
22419. 2 play W+4
22420. 0 play W
22421. 1 play WPU
22422. 2 play WDT
22423. 0 play W
22424. 1 play G+2
22425. 2 play W+4
22426. 0 take
22427. 1 play GPT
22428. 2 point 1
22429. 1 point 0
22430. 0 point 2
22431. 2 play BPT
22432. 2 point 1
22433. 0 point 1
22434. 1 point 0
22435. 0 play GPT
22436. 2 point 0
22437. 1 point 2
22438. 0 point 1
22439. 1 play WPU
22440. 2 play GS
22441. 0 play W
22442. 1 play WPU
22443. 2 play W+4
22444. 0 play GPT
22445. 1 play WDT
22446. 2 play WPU
22447. 0 play WPU
22448. 1 play W+4
22449. 2 play W+4
22450. 0 play G7
22451. 1 play W+4
22452. 2 play WPU
22453. 0 play WPU
22454. 1 play W
22455. 2 play WPU
22456. 0 play G5
22457. 1 play WDT
22458. 2 take
22459. 0 play WPU
22460. 1 play W
22461. 2 play GS
22462. 0 play W
22463. 1 play W+4
22464. 2 play WDT
22465. 0 play G0
22466. 1 play WPU
22467. 2 play W
22468. 0 play G7
22469. 1 play WDT
22470. 2 play G7
22471. 0 play G5
22472. 1 play WDT
22473. 2 play W+4
22474. 0 play G+2
22475. 1 play WDT
22476. 2 play W+4
22477. 0 play W
22478. 1 play WDT
22479. 2 play WDT
22480. 0 play W
22481. 1 play WDT
22482. 2 play W
22483. 0 play G+2
22484. 1 take
22485. 2 play WPU
22486. 0 play G4
22487. 1 play WPU
22488. 2 play GPT
22489. 0 play W+4
22490. 1 play G5
22491. 2 play WPU
22492. 0 play G4
22493. 1 play W
22494. 2 play GPT
22495. 0 play G6
22496. 1 play G0
22497. 2 play WPU
22498. 0 play G3
22499. 1 play WDT
22500. 2 play G5
22501. 0 play G2
22502. 1 play G+2
22503. 2 play W+4
22504. 0 play GR
22505. 1 play WPU
22506. 2 play WPU
22507. 0 play GPT
22508. 1 play W
22509. 2 play W+4
22510. 0 play G9
22511. 1 play G+2
22512. 2 play WPU
22513. 0 play W
22514. 1 play WDT
22515. 2 play WPU
22516. 0 play GS
22517. 1 play GS
22518. 2 take
22519. 0 play WPU
22520. 1 play W
22521. 2 play G2
22522. 0 play G9
22523. 1 play WDT
22524. 2 play G4
22525. 0 play WDT
22526. 1 play WDT
22527. 2 play G6
22528. 0 play GR
22529. 1 play W+4
22530. 2 play G5
22531. 0 play WDT
22532. 1 play W
22533. 2 play G9
22534. 0 play G6
22535. 1 play W
22536. 2 play G3
22537. 0 play G8
22538. 1 play W
22539. 2 play G4
22540. 0 play G1
22541. 1 play WDT
22542. 2 play W
22543. 0 play GPT
22544. 1 play WDT
22545. 2 play G+2
22546. 0 play G3
22547. 1 play WDT
22548. 2 play G0
22549. 0 play W
22550. 1 play W+4
22551. 2 play G+2
22552. 0 play G2
22553. 1 play G7
22554. 2 play GS
22555. 0 play W+4
22556. 1 play G7
22557. 2 play G5
22558. 0 play WPU
22559. 1 play W+4
22560. 2 play GS
22561. 0 play G8
22562. 1 take
22563. 2 play GPT
22564. 2 point 1
22565. 1 point 2
22566. 0 point 1
22567. 0 play RPT
22568. 2 point 0
22569. 0 point 1
22570. 1 point 0
22571. 1 play GPT
22572. 0 point 1
22573. 2 point 1
22574. 1 point 2
22575. 2 play WPU
22576. 0 play W
22577. 1 play G5
22578. 2 play WDT
22579. 0 play W
22580. 1 play GR
22581. 2 play GPT
22582. 0 play W+4
22583. 1 play GS
22584. 2 play WDT
22585. 0 play WPU
22586. 1 play G0
22587. 2 play W
22588. 0 play W
22589. 1 play WDT
22590. 2 play W+4
22591. 0 play WDT
22592. 1 play G+2
22593. 2 play GPT
22594. 0 play G1
22595. 1 play G2
22596. 2 play W+4
22597. 0 play W
22598. 1 play G4
22599. 2 play W+4
22600. 0 play W
22601. 1 play G+2
22602. 2 play W
22603. 0 play WDT
22604. 1 play W
22605. 2 play WPU
22606. 0 play GPT
22607. 1 play WDT
22608. 2 play WPU
22609. 0 play WDT
22610. 1 play G1
22611. 2 play GR
22612. 0 play W+4
22613. 1 play W
22614. 2 play WPU
22615. 0 play W
22616. 1 play G4
22617. 2 play WPU
22618. 0 play W+4
22619. 1 play G7
22620. 2 play WPU
22621. 0 play W+4
22622. 1 play G6
22623. 2 play WPU
22624. 0 play W+4
22625. 1 play W+4
22626. 2 play WPU
22627. 0 play W
22628. 1 play G9
22629. 2 play WPU
22630. 0 play W
22631. 1 play WPU
22632. 2 take
22633. 0 pass
22634. 1 play G3
22635. 2 play G5
22636. 1 play G5
22637. 2 play G2
22638. 1 play G2
22639. 2 play G4
22640. 2 play G4
22641. 0 play R4
22642. 1 play W+4 yellow
22643. 2 challenge
22644. 2 play W+4 green
22645. 0 challenge
22646. 0 draw
22647. 0 play G2
22648. 1 play W+4 yellow
22649. 2 accept
22650. 0 pass
22651. 1 play W+4 red
22652. 2 challenge
22653. 2 play W red
22654. 0 play R6
22655. 1 play Y6
22656. 2 play B6
22657. 0 play BPT
22658. 1 point 2
22659. 2 point 0
22660. 0 point 2
22661. 1 play RPT
22662. 1 point 0
22663. 2 point 0
22664. 0 point 2
22665. 2 play R5
22666. 0 play R8
22667. 1 play RPT
22668. 2 point 1
22669. 1 point 0
22670. 0 point 1
22671. 2 play W+4 green
22672. 0 accept
22673. 1 play G9
22674. 2 play GS
22675. 1 play G7
22676. 2 draw
22677. 2 play G9
22678. 2 play G9
22679. 0 draw
22680. 0 play GS
22681. 2 play BS
22682. 1 play B1
22683. 2 play BS
22684. 1 play WDT red 0,2
22685. 2 play R4
22686. 0 play R1
22687. 1 play R3
22688. 2 play WPU
22689. 0 play R8
22690. 1 play R5
22691. 2 play WPU
22692. 0 play RPT
22693. 1 play W+4
22694. 2 play WDT
22695. 0 play R0
22696. 1 play W
22697. 2 play R+2
22698. 0 play RPT
22699. 1 play WDT
22700. 2 play WDT
22701. 0 play RPT
22702. 1 play WDT
22703. 2 play R7
22704. 0 play RR
22705. 1 play WDT
22706. 2 play WPU
22707. 0 play R4
22708. 1 play WDT
22709. 2 play W
22710. 0 play RPT
22711. 1 play W
22712. 2 play R+2
22713. 0 play R1
22714. 1 play W
22715. 2 play W+4
22716. 0 play RR
22717. 1 play WPU
22718. 2 play WDT
22719. 0 play RS
22720. 1 play W
22721. 2 play R6
22722. 0 play R5
22723. 1 play R8
22724. 2 play R2
22725. 0 play W
22726. 1 take
22727. 2 play WPU
22728. 0 take
22729. 1 play W+4 yellow
22730. 2 challenge
22731. 2 play YS
22732. 1 play WDT blue 1,2
22733. 2 play B8
22734. 1 play B8
22735. 2 play B4
22736. 2 play B4
22737. 0 play B+2
22738. 2 play B2
22739. 0 play BPT
22740. 0 point 1
22741. 2 point 0
22742. 1 point 0
22743. 1 play B1
22744. 2 play WPU
22745. 0 play WPU
22746. 1 play WPU
22747. 2 play B1
22748. 0 take
22749. 1 play W green
22750. 2 play WPU
22751. 0 play B8
22752. 1 play WDT
22753. 2 play B6
22754. 0 play B1
22755. 1 play B9
22756. 2 play B6
22757. 0 play WPU
22758. 1 play B2
22759. 2 play B9
22760. 0 play WPU
22761. 1 play WDT
22762. 2 play WPU
22763. 0 take
22764. 1 play WPU
22765. 2 play B7
22766. 0 play B6
22767. 1 play B3
22768. 2 play B5
22769. 0 play B2
22770. 1 play W+4
22771. 2 play W
22772. 0 play B1
22773. 1 play W+4
22774. 2 play B+2
22775. 0 play B9
22776. 1 play BPT
22777. 2 play BS
22778. 0 play WPU
22779. 1 play WPU
22780. 2 play B5
22781. 0 play WDT
22782. 1 play BS
22783. 2 play B3
22784. 0 play B8
22785. 1 play B0
22786. 2 play B7
22787. 0 play B9
22788. 1 play W
22789. 2 play WDT
22790. 0 play WPU
22791. 1 play W
22792. 2 play W
22793. 0 play B6
22794. 1 play BPT
22795. 2 play WPU
22796. 0 play WPU
22797. 1 play BPT
22798. 2 play WPU
22799. 0 play B4
22800. 1 play WDT
22801. 2 play W
22802. 0 play WDT
22803. 1 play W
22804. 2 play BR
22805. 0 take
22806. 1 draw
22807. 1 play B8
22808. 2 play WPU
22809. 0 play B8
22810. 1 play W
22811. 2 play WPU
22812. 0 play BR
22813. 1 play WDT
22814. 2 play WDT
22815. 0 play B3
22816. 1 play WDT
22817. 2 play W+4
22818. 0 play B1
22819. 1 play W+4
22820. 2 play WDT
22821. 0 play W
22822. 1 play WDT
22823. 2 play W
22824. 0 play W
22825. 1 play W
22826. 2 play W
22827. 0 play B4
22828. 1 play WDT
22829. 2 play WDT
22830. 0 play BS
22831. 1 take
22832. 2 play BR
22833. 1 play B4
22834. 0 play W blue
22835. 2 play W+4 blue
22836. 1 accept
22837. 0 play B9
22838. 2 play W red
22839. 1 play R0
22840. 0 play W+4 yellow
22841. 2 accept
22842. 1 play WPU
22843. 0 play BS
22844. 2 play W+4
22845. 1 play B3
22846. 0 play B0
22847. 2 play W+4
22848. 1 play B1
22849. 0 play B3
22850. 2 play W
22851. 1 play WDT
22852. 0 play B+2
22853. 2 play W+4
22854. 1 play WDT
22855. 0 play B6
22856. 2 play WPU
22857. 1 play BS
22858. 0 play W
22859. 2 play B9
22860. 1 play WPU
22861. 0 play B+2
22862. 2 play W
22863. 1 play W
22864. 0 play B5
22865. 2 play W+4
22866. 1 play B4
22867. 0 play B9
22868. 2 play W
22869. 1 play BR
22870. 0 play WPU
22871. 2 play W
22872. 1 play W
22873. 0 play WPU
22874. 2 play W
22875. 1 play W+4
22876. 0 play WPU
22877. 2 play W+4
22878. 1 play W+4
22879. 0 play B6
22880. 2 play W+4
22881. 1 play WDT
22882. 0 play BPT
22883. 2 play W+4
22884. 1 play WDT
22885. 0 play WDT
22886. 2 take
22887. 1 play WDT green 0,1
22888. 0 play W red
22889. 2 play R7
22890. 1 play R6
22891. 0 play R9
22892. 2 play Y9
22893. 1 play Y1
22894. 0 play R1
22895. 2 play W+4 red
22896. 1 accept
22897. 0 play R3
22898. 2 play R0
22899. 1 play R+2
22900. 2 play W yellow
22901. 1 play Y+2
22902. 2 play WPU
22903. 1 play YPT
22904. 0 play WDT
22905. 2 play WPU
22906. 1 play YPT
22907. 0 play W
22908. 2 play WPU
22909. 1 play YR
22910. 0 play W
22911. 2 play W+4
22912. 1 play Y+2
22913. 0 play WDT
22914. 2 play WDT
22915. 1 play Y0
22916. 0 play WDT
22917. 2 play Y8
22918. 1 play YPT
22919. 0 play W
22920. 2 play WDT
22921. 1 play Y9
22922. 0 play WPU
22923. 2 play Y5
22924. 1 play YPT
22925. 0 play W+4
22926. 2 play W
22927. 1 play WPU
22928. 0 play W+4
22929. 2 play WDT
22930. 1 play WPU
22931. 0 play WPU
22932. 2 play W
22933. 1 play YS
22934. 0 play W+4
22935. 2 play WDT
22936. 1 play Y3
22937. 0 play WPU
22938. 2 play YR
22939. 1 play Y5
22940. 0 play WPU
22941. 2 play W
22942. 1 play WDT
22943. 0 take
22944. 2 play WDT blue 1,2
22945. 1 play BR
22946. 2 play B+2
22947. 1 play B1
22948. 2 play W blue
22949. 0 play W+4 yellow
22950. 1 accept
22951. 2 play W yellow
22952. 0 play Y8
22953. 1 play B8
22954. 2 play B3
22955. 0 play W red
22956. 1 play WDT red 0,1
22957. 2 play W+4 red
22958. 0 accept
22959. 1 play R7
22960. 2 play W+4 green
22961. 0 challenge
22962. 0 play W+4 green
22963. 1 accept
22964. 2 play GPT
22965. 0 point 2
22966. 2 point 1
22967. 1 point 0
22968. 0 play YPT
22969. 2 point 0
22970. 1 point 2
22971. 0 point 1
22972. 1 play RPT
22973. 0 point 2
22974. 1 point 0
22975. 2 point 0
22976. 2 play WPU
22977. 0 play W+4
22978. 1 play R1
22979. 2 play W+4
22980. 0 play RS
22981. 1 play WDT
22982. 2 play R3
22983. 0 play W
22984. 1 play R5
22985. 2 play R2
22986. 0 play W+4
22987. 1 play RS
22988. 2 play W
22989. 0 play R7
22990. 1 play WDT
22991. 2 play WPU
22992. 0 play WPU
22993. 1 play RPT
22994. 2 play W+4
22995. 0 play WDT
22996. 1 play RPT
22997. 2 play W
22998. 0 play R6
22999. 1 play R2
23000. 2 play WPU
23001. 0 play R9
23002. 1 play RR
23003. 2 play W
23004. 0 play R1
23005. 1 play R0
23006. 2 play W
23007. 0 play R9
23008. 1 play W
23009. 2 play WPU
23010. 0 play W
23011. 1 play R4
23012. 2 play W+4
23013. 0 play W
23014. 1 play R+2
23015. 2 play W+4
23016. 0 play WDT
23017. 1 play R4
23018. 2 play W+4
23019. 0 play WDT
23020. 1 play R8
23021. 2 play W+4
23022. 0 play W
23023. 1 play R7
23024. 2 play W+4
23025. 0 play WPU
23026. 1 play W
23027. 2 take
23028. 0 play W red
23029. 1 play WDT green 0,1
23030. 2 play GR
23031. 1 play G3
23032. 0 play WDT green 0,1
23033. 2 play GPT
23034. 2 point 0
23035. 0 point 1
23036. 1 point 0
23037. 1 play G7
23038. 0 play WPU
23039. 2 play W
23040. 1 play G5
23041. 0 play GPT
23042. 2 play G1
23043. 1 play G8
23044. 0 play GR
23045. 2 play WPU
23046. 1 play W
23047. 0 play W
23048. 2 play G2
23049. 1 play G2
23050. 0 play WDT
23051. 2 play WDT
23052. 1 play W
23053. 0 play WPU
23054. 2 play G1
23055. 1 play G5
23056. 0 play W
23057. 2 play W
23058. 1 play G6
23059. 0 play G9
23060. 2 play G0
23061. 1 play G9
23062. 0 play G3
23063. 2 play GR
23064. 1 play GS
23065. 0 play WPU
23066. 2 play G7
23067. 1 play W+4
23068. 0 play WDT
23069. 2 play WDT
23070. 1 play W+4
23071. 0 play WPU
23072. 2 play G4
23073. 1 play W
23074. 0 play WPU
23075. 2 play G+2
23076. 1 play GS
23077. 0 play WDT
23078. 2 play G+2
23079. 1 play W+4
23080. 0 play WDT
23081. 2 play G4
23082. 1 play G8
23083. 0 play WPU
23084. 2 play G6
23085. 1 play W
23086. 0 play WDT
23087. 2 play W+4
23088. 1 play G3
23089. 0 take
23090. 2 play WPU
23091. 1 take
23092. 0 play G0
23093. 2 play R0
23094. 1 play R3
23095. 0 play Y3
23096. 2 play YPT
23097. 1 point 2
23098. 2 point 0
23099. 0 point 1
23100. 1 play Y1
23101. 0 play WDT green 0,2
23102. 2 play WDT blue 1,2
23103. 1 play B2
23104. 0 play B+2
23105. 1 play B8
23106. 0 play BPT
23107. 0 point 2
23108. 1 point 2
23109. 2 point 1
23110. 2 play B3
23111. 2 play B3
23112. 1 play WDT yellow 0,2
23113. 0 play YPT
23114. 1 point 0
23115. 0 point 1
23116. 2 point 1
23117. 2 play WPU
23118. 1 play B+2
23119. 0 play BPT
23120. 2 play B2
23121. 1 play WPU
23122. 0 play WPU
23123. 2 play B6
23124. 1 play B3
23125. 0 play B5
23126. 2 play B0
23127. 1 take
23128. 0 play W+4 yellow
23129. 2 accept
23130. 1 play YS
23131. 2 play BS
23132. 0 play B2
23133. 2 play W blue
23134. 1 play B+2
23135. 2 play W blue
23136. 1 play B5
23137. 0 play BS
23138. 1 play WPU
23139. 0 play YR
23140. 2 play YPT
23141. 1 play Y8
23142. 0 play W+4
23143. 2 play Y3
23144. 1 play Y1
23145. 0 play Y3
23146. 2 play Y6
23147. 1 play Y1
23148. 0 play YS
23149. 2 play Y2
23150. 1 play Y4
23151. 0 play W+4
23152. 2 play WDT
23153. 1 play Y4
23154. 0 play WPU
23155. 2 play Y2
23156. 1 play WPU
23157. 0 play Y0
23158. 2 play W
23159. 1 play Y6
23160. 0 play W+4
23161. 2 play W+4
23162. 1 play Y7
23163. 0 play YR
23164. 2 play WPU
23165. 1 play Y7
23166. 0 play YPT
23167. 2 play Y8
23168. 1 take
23169. 0 draw
23170. 2 play WDT yellow 1,2
23171. 1 play Y0
23172. 0 play Y5
23173. 2 play WDT green 0,2
23174. 1 play W+4 red
23175. 0 accept
23176. 2 play W+4 green
23177. 1 accept
23178. 0 play W+4 blue
23179. 2 accept
23180. 1 play B2
23181. 0 play B2
23182. 2 play W green
23183. 1 play GPT
23184. 1 point 0
23185. 0 point 2
23186. 2 point 0
23187. 0 play G1
23188. 2 play W+4 green
23189. 1 challenge
23190. 1 play WDT yellow 0,2
23191. 0 play Y9
23192. 2 play Y0
23193. 1 play WPU
23194. 0 play Y9
23195. 2 play Y5
23196. 1 play Y4
23197. 0 play W+4
23198. 2 play WPU
23199. 1 play Y6
23200. 0 play W
23201. 2 play W+4
23202. 1 play Y4
23203. 0 play W
23204. 2 play WPU
23205. 1 play YPT
23206. 0 play YPT
23207. 2 play WPU
23208. 1 play WPU
23209. 0 play WDT
23210. 2 play W+4
23211. 1 play WDT
23212. 0 play Y5
23213. 2 play W
23214. 1 play Y6
23215. 0 play WDT
23216. 2 play W+4
23217. 1 play YS
23218. 0 play W
23219. 2 play WPU
23220. 1 play Y3
23221. 0 play Y+2
23222. 2 play W
23223. 1 play Y1
23224. 0 play WDT
23225. 2 play W
23226. 1 play YS
23227. 0 play WDT
23228. 2 play W
23229. 1 play Y8
23230. 0 play YPT
23231. 2 play W+4
23232. 1 play Y7
23233. 0 play WPU
23234. 2 play W
23235. 1 play Y1
23236. 0 play W
23237. 2 play W+4
23238. 1 play YPT
23239. 0 play WPU
23240. 2 play W+4
23241. 1 play YR
23242. 0 play Y+2
23243. 2 take
23244. 1 play W yellow
23245. 0 play W yellow
23246. 2 play WDT yellow 0,1
23247. 1 play YR
23248. 2 play Y8
23249. 0 play WPU
23250. 1 play Y3
23251. 2 play Y5
23252. 0 play W
23253. 1 play Y7
23254. 2 play Y7
23255. 0 play W
23256. 1 play WPU
23257. 2 play Y9
23258. 0 play WDT
23259. 1 play W+4
23260. 2 play Y1
23261. 0 play WDT
23262. 1 play Y8
23263. 2 play W
23264. 0 play W
23265. 1 play Y2
23266. 2 play Y9
23267. 0 play W
23268. 1 play W
23269. 2 play Y3
23270. 0 play WPU
23271. 1 play W+4
23272. 2 play YPT
23273. 0 play WDT
23274. 1 play Y2
23275. 2 play WDT
23276. 0 play WDT
23277. 1 play W+4
23278. 2 play Y4
23279. 0 play WDT
23280. 1 play W+4
23281. 2 play YS
23282. 0 play WPU
23283. 1 take
23284. 2 play Y4
23285. 0 play G4
23286. 1 draw
23287. 1 pass
23288. 2 play B4
23289. 0 play B7
23290. 1 play WDT green 0,1
23291. 2 play WPU
23292. 0 play WDT
23293. 1 play W
23294. 2 play Y+2
23295. 0 take
23296. 1 play Y9
23297. 2 play Y+2
23298. 1 play Y7
23299. 2 play YR
23300. 1 play Y0
23301. 0 play Y+2
23302. 1 play YPT
23303. 2 point 0
23304. 0 point 2
23305. 1 point 0
23306. 0 play Y7
23307. 2 play WDT yellow 0,1
23308. 1 play W green
23309. 0 play G5
23310. 2 play GPT
23311. 0 point 2
23312. 1 point 2
23313. 2 point 1
23314. 1 play W+4 blue
23315. 0 challenge
23316. 0 play WDT yellow 1,2
23317. 2 play Y5
23318. 1 play Y7
23319. 0 draw
23320. 0 play YPT
23321. 2 point 1
23322. 1 point 2
23323. 0 point 2
23324. 2 play W+4 green
23325. 1 challenge
23326. 1 play G5
23327. 0 play G+2
23328. 1 play GPT
23329. 2 point 1
23330. 0 point 1
23331. 1 point 0
23332. 0 play G5
23333. 2 play G0
23334. 1 play G+2
23335. 2 play R+2
23336. 0 play WDT yellow 1,2
23337. 2 play Y+2
23338. 0 play W+4 blue
23339. 2 challenge
23340. 2 play B4
23341. 1 play B3
23342. 0 play WPU
23343. 2 play B1
23344. 1 play WPU
23345. 0 play B2
23346. 2 play B7
23347. 1 play B3
23348. 0 play BS
23349. 2 play B1
23350. 1 play W+4
23351. 0 play W
23352. 2 play WDT
23353. 1 play BPT
23354. 0 play BPT
23355. 2 play B6
23356. 1 play WDT
23357. 0 play B7
23358. 2 play B+2
23359. 1 play B4
23360. 0 take
23361. 2 play BPT
23362. 1 point 2
23363. 0 point 1
23364. 2 point 0
23365. 1 play WDT yellow 1,2
23366. 0 play Y4
23367. 2 play R4
23368. 1 play R+2
23369. 2 play R3
23370. 1 play R8
23371. 0 play Y8
23372. 2 play WPU
23373. 1 play R6
23374. 0 play WDT
23375. 2 play R2
23376. 1 play WPU
23377. 0 play WDT
23378. 2 play R1
23379. 1 play R0
23380. 0 play W
23381. 2 play R9
23382. 1 play WDT
23383. 0 play W+4
23384. 2 play WDT
23385. 1 play WDT
23386. 0 play WPU
23387. 2 play W
23388. 1 play W+4
23389. 0 play WPU
23390. 2 play R8
23391. 1 play R5
23392. 0 take
23393. 2 play R9
23394. 1 play WPU
23395. 0 play Y+2
23396. 2 play YS
23397. 1 play Y9
23398. 0 play Y4
23399. 2 play WPU
23400. 1 play Y+2
23401. 0 play WPU
23402. 2 play Y1
23403. 1 play Y4
23404. 0 play WPU
23405. 2 play YPT
23406. 1 play Y2
23407. 0 play WPU
23408. 2 play Y7
23409. 1 play Y8
23410. 0 play WDT
23411. 2 play WDT
23412. 1 play W
23413. 0 play W
23414. 2 play YR
23415. 1 play WDT
23416. 0 play W+4
23417. 2 play YR
23418. 1 play Y2
23419. 0 play WDT
23420. 2 play WDT
23421. 1 play W
23422. 0 play W
23423. 2 play WDT
23424. 1 play Y9
23425. 0 play W+4
23426. 2 play Y0
23427. 1 play Y1
23428. 0 play WDT
23429. 2 play WPU
23430. 1 play Y3
23431. 0 play WDT
23432. 2 play YPT
23433. 1 play WDT
23434. 0 play WDT
23435. 2 play WPU
23436. 1 play WDT
23437. 0 take
23438. 2 play W+4 blue
23439. 1 accept
23440. 0 play B7
23441. 2 play B9
23442. 1 play B0
23443. 0 play W+4 blue
23444. 2 accept
23445. 1 play WPU
23446. 0 play B2
23447. 2 play BR
23448. 1 play WPU
23449. 0 play B4
23450. 2 play BS
23451. 1 play B5
23452. 0 play W
23453. 2 play BPT
23454. 1 play WPU
23455. 0 play B1
23456. 2 play W+4
23457. 1 play B6
23458. 0 play BS
23459. 2 play B8
23460. 1 play W
23461. 0 play B6
23462. 2 play B+2
23463. 1 play W
23464. 0 play B1
23465. 2 play B3
23466. 1 play W
23467. 0 play BPT
23468. 2 play BR
23469. 1 play W+4
23470. 0 play WPU
23471. 2 play B5
23472. 1 play W
23473. 0 play B3
23474. 2 play B7
23475. 1 play W+4
23476. 0 play WDT
23477. 2 play B2
23478. 1 play W+4
23479. 0 play B4
23480. 2 play W+4
23481. 1 take
23482. 0 play BPT
23483. 0 point 2
23484. 1 point 0
23485. 2 point 1
23486. 2 play B0
23487. 1 play B4
23488. 0 play WDT red 0,1
23489. 2 play R3
23490. 1 play R3
23491. 0 play R9
23492. 2 play R8
23493. 0 play R8
23494. 2 play RS
23495. 0 play R0
23496. 2 play RPT
23497. 1 point 2
23498. 2 point 1
23499. 0 point 2
23500. 1 play RS
23501. 2 play RR
23502. 0 play R6
23503. 1 play B6
23504. 2 play W+4 red
23505. 0 challenge
23506. 0 play WDT green 0,1
23507. 1 play W yellow
23508. 2 play WPU
23509. 0 play BPT
23510. 1 play B1
23511. 2 play W+4
23512. 0 play WDT
23513. 1 play B8
23514. 2 play WPU
23515. 0 play WDT
23516. 1 play BS
23517. 2 play WPU
23518. 0 play B+2
23519. 1 play B5
23520. 2 play W
23521. 0 play WDT
23522. 1 play WDT
23523. 2 play WDT
23524. 0 play WPU
23525. 1 play B6
23526. 2 play B0
23527. 0 play W+4
23528. 1 play B5
23529. 2 play B8
23530. 0 play W
23531. 1 play W+4
23532. 2 play BPT
23533. 0 play WPU
23534. 1 play W+4
23535. 2 play B9
23536. 0 play W
23537. 1 play W
23538. 2 play W
23539. 0 play W
23540. 1 play B1
23541. 2 play B9
23542. 0 play WDT
23543. 1 play BR
23544. 2 play W
23545. 0 play WPU
23546. 1 play W+4
23547. 2 play W
23548. 0 play WPU
23549. 1 play WPU
23550. 2 play W
23551. 0 play WDT
23552. 1 play WPU
23553. 2 play W+4
23554. 0 play B7
23555. 1 play W+4
23556. 2 play W
23557. 0 play WDT
23558. 1 play W
23559. 2 play W
23560. 0 play WDT
23561. 1 play B4
23562. 2 play W
23563. 0 play WDT
23564. 1 play BR
23565. 2 play W+4
23566. 0 play WPU
23567. 1 play BPT
23568. 2 play W+4
23569. 0 play WDT
23570. 1 play W
23571. 2 take
23572. 0 play WPU
23573. 1 play W+4
23574. 2 play R1
23575. 0 play R5
23576. 1 play RR
23577. 2 play W
23578. 0 play R1
23579. 1 play WPU
23580. 2 play R0
23581. 0 play R2
23582. 1 play W
23583. 2 play W
23584. 0 play R4
23585. 1 play W+4
23586. 2 play WPU
23587. 0 take
23588. 1 play R9
23589. 2 play B9
23590. 0 play WPU
23591. 1 play RPT
23592. 2 play R7
23593. 0 play R9
23594. 1 play R+2
23595. 2 play R5
23596. 0 play WPU
23597. 1 take
23598. 2 play R2
23599. 0 play RR
23600. 2 play WDT green 1,2
23601. 1 play WPU
23602. 0 play W+4
23603. 2 play RS
23604. 1 play R8
23605. 0 play R4
23606. 2 play R+2
23607. 1 play R+2
23608. 0 play R2
23609. 2 play R7
23610. 1 play R7
23611. 0 play W+4
23612. 2 play RPT
23613. 1 play R5
23614. 0 play R0
23615. 2 play R6
23616. 1 play RPT
23617. 0 play W
23618. 2 play RPT
23619. 1 play R9
23620. 0 play R5
23621. 2 play R4
23622. 1 take
23623. 0 play R1
23624. 2 play W red
23625. 1 play R6
23626. 0 play R1
23627. 2 play W green
23628. 1 play W yellow
23629. 0 play Y4
23630. 2 play YPT
23631. 0 point 2
23632. 1 point 0
23633. 2 point 1
23634. 1 play W+4 blue
23635. 0 challenge
23636. 0 play WPU
23637. 2 play WDT
23638. 1 play RS
23639. 0 play W
23640. 2 play R3
23641. 1 play W+4
23642. 0 play W
23643. 2 play WDT
23644. 1 play R7
23645. 0 take
23646. 2 play W+4 red
23647. 1 challenge
23648. 1 play R9
23649. 0 play R1
23650. 2 play WPU
23651. 1 play RR
23652. 0 play W+4
23653. 2 play R6
23654. 1 play R4
23655. 0 play WDT
23656. 2 play WDT
23657. 1 play RPT
23658. 0 play R3
23659. 2 play W
23660. 1 play R9
23661. 0 play WDT
23662. 2 play WDT
23663. 1 play R+2
23664. 0 play R7
23665. 2 play WPU
23666. 1 play RPT
23667. 0 play RS
23668. 2 play RPT
23669. 1 play RPT
23670. 0 play W
23671. 2 play WPU
23672. 1 play R8
23673. 0 play W
23674. 2 play WPU
23675. 1 play R8
23676. 0 take
23677. 2 play R3
23678. 1 play Y3
23679. 0 play YS
23680. 1 play YS
23681. 2 play Y7
23682. 1 draw
23683. 0 play Y+2
23684. 1 play B+2
23685. 2 play B+2
23686. 0 play WPU
23687. 2 play W
23688. 1 play R4
23689. 0 play R1
23690. 2 play W
23691. 1 play R5
23692. 0 play R7
23693. 2 play WPU
23694. 1 play RR
23695. 0 play W
23696. 2 play W
23697. 1 play R5
23698. 0 play R8
23699. 2 play WPU
23700. 1 play RS
23701. 0 play R4
23702. 2 play W+4
23703. 1 play R0
23704. 0 play WDT
23705. 2 play W
23706. 1 play R7
23707. 0 play R+2
23708. 2 play W
23709. 1 play R+2
23710. 0 play RPT
23711. 2 play WDT
23712. 1 play R2
23713. 0 play W
23714. 2 play W
23715. 1 take
23716. 0 play W red
23717. 2 play WPU
23718. 1 play RR
23719. 0 play R3
23720. 2 play W
23721. 1 play R4
23722. 0 play R8
23723. 2 play WDT
23724. 1 play RS
23725. 0 play W+4
23726. 2 play W
23727. 1 play WDT
23728. 0 play W
23729. 2 play WDT
23730. 1 play R4
23731. 0 play WPU
23732. 2 play W+4
23733. 1 play R1
23734. 0 play R9
23735. 2 play R2
23736. 1 play R2
23737. 0 play R6
23738. 2 play WDT
23739. 1 play R3
23740. 0 play WPU
23741. 2 play WDT
23742. 1 play RPT
23743. 0 play WPU
23744. 2 play WPU
23745. 1 play W+4
23746. 0 play WDT
23747. 2 play W+4
23748. 1 play WDT
23749. 0 play RS
23750. 2 play WDT
23751. 1 play W
23752. 0 play W+4
23753. 2 play W+4
23754. 1 play WPU
23755. 0 play WDT
23756. 2 play W
23757. 1 play R7
23758. 0 play RR
23759. 2 play WDT
23760. 1 play R8
23761. 0 play W
23762. 2 play WPU
23763. 1 play R+2
23764. 0 play R6
23765. 2 play W
23766. 1 play WPU
23767. 0 play W
23768. 2 play WPU
23769. 1 play R7
23770. 0 play WDT
23771. 2 play W+4
23772. 1 play R+2
23773. 0 play WDT
23774. 2 play W+4
23775. 1 play W
23776. 0 play RPT
23777. 2 play W+4
23778. 1 play W
23779. 0 play RPT
23780. 2 play W+4
23781. 1 play R5
23782. 0 play RPT
23783. 2 take
23784. 1 play R0
23785. 0 play G0
23786. 2 play G1
23787. 1 play GPT
23788. 2 point 1
23789. 0 point 2
23790. 1 point 0
23791. 0 play G4
23792. 2 play R4
23793. 1 play W blue
23794. 0 play WPU
23795. 2 play Y6
23796. 1 play Y5
23797. 0 play YPT
23798. 2 play WDT
23799. 1 play W
23800. 0 play Y7
23801. 2 play Y5
23802. 1 play W+4
23803. 0 play Y0
23804. 2 play WDT
23805. 1 play Y4
23806. 0 play YPT
23807. 2 play W
23808. 1 play W
23809. 0 play YR
23810. 2 play WDT
23811. 1 play W
23812. 0 play Y1
23813. 2 play WDT
23814. 1 play Y+2
23815. 0 play Y2
23816. 2 play WDT
23817. 1 play W
23818. 0 play Y+2
23819. 2 play WPU
23820. 1 take
23821. 0 play Y9
23822. 2 play YPT
23823. 1 point 2
23824. 0 point 1
23825. 2 point 0
23826. 1 play YPT
23827. 0 point 1
23828. 1 point 2
23829. 2 point 0
23830. 0 play Y1
23831. 2 play W blue
23832. 1 play BS
23833. 2 play B8
23834. 1 play B3
23835. 0 play Y3
23836. 2 play W red
23837. 1 play WPU
23838. 0 play R1
23839. 2 play W
23840. 1 play W
23841. 0 take
23842. 2 play RS
23843. 0 play R4
23844. 2 play R5
23845. 1 play G5
23846. 0 play G6
23847. 2 play W+4 red
23848. 1 challenge
23849. 1 play WDT red 0,2
23850. 0 play W yellow
23851. 2 play Y7
23852. 1 play Y3
23853. 0 play W green
23854. 2 play WDT yellow 1,2
23855. 1 play Y2
23856. 0 play YR
23857. 1 play YS
23858. 0 play GS
23859. 2 play GPT
23860. 1 point 2
23861. 0 point 1
23862. 2 point 1
23863. 0 play G8
23864. 1 play WDT red 0,2
23865. 2 play W+4 red
23866. 0 challenge
23867. 0 play WPU
23868. 1 play B6
23869. 2 play B4
23870. 0 play WPU
23871. 1 play B7
23872. 2 play WPU
23873. 0 play WDT
23874. 1 play BPT
23875. 2 play WDT
23876. 0 play B+2
23877. 1 play B3
23878. 2 play BR
23879. 0 take
23880. 1 play WDT red 1,2
23881. 2 play R3
23882. 0 play R1
23883. 1 play Y1
23884. 2 play Y6
23885. 1 play Y6
23886. 2 play W red
23887. 0 play WDT red 1,2
23888. 1 play W yellow
23889. 2 play W+4 red
23890. 0 challenge
23891. 0 play WDT yellow 0,2
23892. 1 play WDT green 0,1
23893. 2 play G1
23894. 0 play GR
23895. 2 play G0
23896. 1 play Y0
23897. 0 play Y2
23898. 2 play R2
23899. 1 play B2
23900. 0 play B6
23901. 2 play B8
23902. 1 play B2
23903. 0 play BR
23904. 1 play YR
23905. 0 play Y9
23906. 2 play W green
23907. 1 play G+2
23908. 2 play R+2
23909. 0 play W red
23910. 2 play R4
23911. 1 play R5
23912. 0 play WPU
23913. 2 play R6
23914. 1 play R5
23915. 0 play R4
23916. 2 play RPT
23917. 1 play W
23918. 0 play WPU
23919. 2 play RR
23920. 1 play W
23921. 0 take
23922. 2 play R3
23923. 1 play W+4 red
23924. 0 challenge
23925. 0 play R4
23926. 2 play R8
23927. 1 play R0
23928. 0 play R5
23929. 2 play W green
23930. 1 play GPT
23931. 0 point 1
23932. 2 point 0
23933. 1 point 2
23934. 0 play G3
23935. 2 play G4
23936. 1 play GS
23937. 2 play BS
23938. 0 play W+4 yellow
23939. 2 accept
23940. 1 play Y5
23941. 0 play YS
23942. 1 play BS
23943. 2 play WDT red 1,2
23944. 1 play W red
23945. 0 play WPU
23946. 2 play GPT
23947. 1 play W+4
23948. 0 play GS
23949. 2 play GPT
23950. 1 play W+4
23951. 0 play G6
23952. 2 play W
23953. 1 play W
23954. 0 play GPT
23955. 2 play W+4
23956. 1 play WDT
23957. 0 play GR
23958. 2 play W
23959. 1 play G6
23960. 0 play G+2
23961. 2 play WDT
23962. 1 play W
23963. 0 play G1
23964. 2 play WPU
23965. 1 play G8
23966. 0 play G3
23967. 2 play WPU
23968. 1 play WDT
23969. 0 play G5
23970. 2 play W
23971. 1 play W
23972. 0 play G4
23973. 2 play G5
23974. 1 play WDT
23975. 0 play G9
23976. 2 play WPU
23977. 1 take
23978. 0 play G2
23979. 2 play W+4 yellow
23980. 1 challenge
23981. 1 play YPT
23982. 1 point 0
23983. 0 point 1
23984. 2 point 0
23985. 0 play YPT
23986. 2 point 0
23987. 0 point 1
23988. 1 point 2
23989. 2 play Y1
23990. 1 play W red
23991. 0 play W+4 green
23992. 2 accept
23993. 1 play G5
23994. 0 play G2
23995. 2 play R2
23996. 1 play W+4 blue
23997. 0 challenge
23998. 0 play B4
23999. 2 play B3
24000. 0 play B3
24001. 2 play BPT
24002. 2 point 1
24003. 0 point 2
24004. 1 point 2
24005. 1 play B2
24006. 0 play B8
24007. 2 play W+4 yellow
24008. 1 challenge
24009. 1 play Y6
24010. 0 play Y4
24011. 2 play WDT blue 0,1
24012. 1 play WPU
24013. 0 play B+2
24014. 2 play WDT
24015. 1 play W
24016. 0 play B8
24017. 2 play W
24018. 1 play BR
24019. 0 play W
24020. 2 play B1
24021. 1 play W+4
24022. 0 play WDT
24023. 2 play B1
24024. 1 play W+4
24025. 0 play WDT
24026. 2 play WPU
24027. 1 play WPU
24028. 0 play B7
24029. 2 play BS
24030. 1 play WDT
24031. 0 play BPT
24032. 2 play W+4
24033. 1 play W
24034. 0 play W
24035. 2 play W
24036. 1 play B9
24037. 0 play W
24038. 2 play BR
24039. 1 play W
24040. 0 take
24041. 2 play B4
24042. 1 play WPU
24043. 0 play Y8
24044. 2 play Y9
24045. 1 play YS
24046. 0 play WDT
24047. 2 play W
24048. 1 play Y4
24049. 0 play Y3
24050. 2 play WDT
24051. 1 play Y0
24052. 0 play Y8
24053. 2 play YPT
24054. 1 play Y+2
24055. 0 play WDT
24056. 2 play Y9
24057. 1 play Y7
24058. 0 play W+4
24059. 2 play Y5
24060. 1 play Y3
24061. 0 play WDT
24062. 2 play Y6
24063. 1 play Y5
24064. 0 play W+4
24065. 2 play WPU
24066. 1 play Y1
24067. 0 play WDT
24068. 2 play YR
24069. 1 play Y+2
24070. 0 play YR
24071. 2 play WPU
24072. 1 play WPU
24073. 0 play WPU
24074. 2 play WPU
24075. 1 play W
24076. 0 play W
24077. 2 play Y2
24078. 1 play W
24079. 0 play W+4
24080. 2 play Y2
24081. 1 play WDT
24082. 0 play WPU
24083. 2 play YPT
24084. 1 play W
24085. 0 play W
24086. 2 play Y7
24087. 1 play WDT
24088. 0 play W
24089. 2 play WDT
24090. 1 play WDT
24091. 0 play W
24092. 2 play W+4
24093. 1 play W
24094. 0 play W+4
24095. 2 play W+4
24096. 1 play WDT
24097. 0 play W
24098. 2 play W+4
24099. 1 take
24100. 0 play W green
24101. 2 play G1
24102. 1 play G0
24103. 0 play W yellow
24104. 2 play WPU
24105. 1 play GR
24106. 0 play G8
24107. 2 play WPU
24108. 1 play W+4
24109. 0 play G7
24110. 2 play WPU
24111. 1 play WPU
24112. 0 play G7
24113. 2 take
24114. 1 play WPU
24115. 0 play W
24116. 2 play W+4
24117. 1 play Y3
24118. 0 take
24119. 2 play WPU
24120. 1 play W+4
24121. 0 play B3
24122. 2 play B5
24123. 1 play WPU
24124. 0 play BPT
24125. 2 play B7
24126. 1 play WPU
24127. 0 play BS
24128. 2 play B8
24129. 1 play WDT
24130. 0 play B9
24131. 2 play B5
24132. 1 play WDT
24133. 0 play B1
24134. 2 play WPU
24135. 1 play WPU
24136. 0 play B8
24137. 2 play WPU
24138. 1 play W+4
24139. 0 play BR
24140. 2 play B6
24141. 1 play W+4
24142. 0 play W+4
24143. 2 play BPT
24144. 1 play WDT
24145. 0 play BR
24146. 2 play B6
24147. 1 play WPU
24148. 0 play B1
24149. 2 play B2
24150. 1 play WDT
24151. 0 play B+2
24152. 2 play B0
24153. 1 play W
24154. 0 play B7
24155. 2 play BPT
24156. 1 play W+4
24157. 0 play W
24158. 2 play B+2
24159. 1 play WDT
24160. 0 take
24161. 2 play B9
24162. 1 play Y9
24163. 0 play WDT green 1,2
24164. 2 play GR
24165. 0 play W+4 green
24166. 1 challenge
24167. 1 play G4
24168. 2 play G8
24169. 1 play G8
24170. 2 play G7
24171. 0 play B7
24172. 1 play Y7
24173. 1 play Y7
24174. 2 draw
24175. 0 play Y3
24176. 1 play W red
24177. 2 play R8
24178. 0 play RS
24179. 2 play R4
24180. 2 play R4
24181. 0 play WDT green 1,2
24182. 1 play WDT green 1,2
24183. 2 play GPT
24184. 2 point 1
24185. 1 point 0
24186. 0 point 2
24187. 0 play BPT
24188. 1 point 0
24189. 0 point 1
24190. 2 point 0
24191. 1 play YPT
24192. 1 point 2
24193. 0 point 1
24194. 2 point 1
24195. 2 play W blue
24196. 0 draw
24197. 1 play W green
24198. 2 play G7
24199. 0 play W+4 red
24200. 1 challenge
24201. 1 play R1
24202. 2 play RS
24203. 1 play R0
24204. 2 play R9
24205. 0 play RR
24206. 2 play R7
24207. 1 play W red
24208. 0 play RPT
24209. 1 point 2
24210. 0 point 1
24211. 2 point 0
24212. 2 play R6
24213. 1 play R8
24214. 0 play R6
24215. 2 play R1
24216. 1 play Y1
24217. 0 play YS
24218. 1 play GS
24219. 2 play BS
24220. 0 play B5
24221. 2 play W red
24222. 1 play W+4 red
24223. 0 challenge
24224. 0 play R5
24225. 2 play R3
24226. 2 play R3
24227. 1 play G3
24228. 0 play G3
24229. 2 play GS
24230. 0 play BS
24231. 1 play B3
24232. 0 play B9
24233. 2 play R9
24234. 1 play W green
24235. 0 play W green
24236. 2 draw
24237. 2 play G4
24238. 1 play G2
24239. 0 play B2
24240. 2 draw
24241. 2 play WPU
24242. 1 play W
24243. 0 play B8
24244. 2 take
24245. 1 play W blue
24246. 0 play B+2
24247. 1 play W+4 green
24248. 0 challenge
24249. 0 play G5
24250. 1 play G5
24251. 0 play B5
24252. 2 play B8
24253. 1 play B4
24254. 0 play B3
24255. 2 play W blue
24256. 1 play WDT yellow 1,2
24257. 0 play WDT green 1,2
24258. 2 play W yellow
24259. 1 play Y2
24260. 0 play R2
24261. 2 play RR
24262. 0 play WDT green 0,2
24263. 1 play G9
24264. 0 play G9
24265. 1 play GR
24266. 0 play W+4 green
24267. 2 accept
24268. 1 play W red
24269. 0 play W green
24270. 2 play W red
24271. 1 play R1
24272. 0 play R1
24273. 2 play R7
24274. 1 play W+4 blue
24275. 0 accept
24276. 2 play B4
24277. 1 play WDT yellow 1,2
24278. 0 draw
24279. 0 play Y7
24280. 2 play W red
24281. 1 play W blue
24282. 0 play W+4 blue
24283. 2 accept
24284. 1 play W yellow
24285. 0 play WPU
24286. 2 play W+4
24287. 1 play WDT
24288. 0 play R8
24289. 2 play R0
24290. 1 play W+4
24291. 0 play W
24292. 2 play R+2
24293. 1 play R9
24294. 0 play WDT
24295. 2 play R4
24296. 1 play RS
24297. 0 play R7
24298. 2 play WDT
24299. 1 play WPU
24300. 0 play R+2
24301. 2 play RPT
24302. 1 play WDT
24303. 0 play WDT
24304. 2 play WPU
24305. 1 play WPU
24306. 0 play W+4
24307. 2 play RPT
24308. 1 play WPU
24309. 0 play WPU
24310. 2 play R5
24311. 1 take
24312. 0 play R2
24313. 2 play RPT
24314. 1 point 0
24315. 2 point 0
24316. 0 point 2
24317. 1 play R8
24318. 0 play W green
24319. 2 play GR
24320. 0 play G7
24321. 1 play G6
24322. 1 play G6
24323. 2 play W+4 green
24324. 0 accept
24325. 1 play G1
24326. 2 draw
24327. 0 play GPT
24328. 0 point 2
24329. 2 point 0
24330. 1 point 0
24331. 1 play GPT
24332. 0 point 1
24333. 2 point 1
24334. 1 point 2
24335. 2 play WDT yellow 0,1
24336. 0 play W+4 red
24337. 1 accept
24338. 2 play R6
24339. 0 play RS
24340. 2 play R4
24341. 1 play R4
24342. 2 play WDT red 1,2
24343. 0 play R6
24344. 1 play R9
24345. 2 play Y9
24346. 0 play W blue
24347. 1 play B9
24348. 2 play BPT
24349. 2 point 1
24350. 0 point 1
24351. 1 point 2
24352. 0 play B7
24353. 1 play WDT yellow 0,2
24354. 2 play YPT
24355. 1 point 2
24356. 0 point 1
24357. 2 point 0
24358. 0 play WPU
24359. 1 play W
24360. 2 play W
24361. 0 play W+4
24362. 1 play W+4
24363. 2 take
24364. 0 play GS
24365. 2 play W+4 blue
24366. 0 accept
24367. 1 play W+4 green
24368. 2 accept
24369. 0 play W blue
24370. 1 play W+4 green
24371. 2 challenge
24372. 2 play W blue
24373. 0 play BR
24374. 2 play W yellow
24375. 1 play Y+2
24376. 2 play W+4 red
24377. 1 accept
24378. 0 play WPU
24379. 2 play WDT
24380. 1 play WPU
24381. 0 play B0
24382. 2 play W
24383. 1 play BS
24384. 0 play WPU
24385. 2 play W
24386. 1 play W+4
24387. 0 play B1
24388. 2 play W+4
24389. 1 play WDT
24390. 0 play WPU
24391. 2 play W+4
24392. 1 play WPU
24393. 0 play B3
24394. 2 play B5
24395. 1 play WPU
24396. 0 play B1
24397. 2 take
24398. 1 play WDT red 0,2
24399. 0 play WPU
24400. 2 play B2
24401. 1 play B9
24402. 0 play WDT
24403. 2 play B1
24404. 1 play WPU
24405. 0 play B2
24406. 2 play WDT
24407. 1 play WDT
24408. 0 play W+4
24409. 2 play B5
24410. 1 play WDT
24411. 0 play B6
24412. 2 play WPU
24413. 1 play WDT
24414. 0 play W
24415. 2 play W
24416. 1 play WDT
24417. 0 play B8
24418. 2 play WPU
24419. 1 play WDT
24420. 0 play B6
24421. 2 play WDT
24422. 1 play WPU
24423. 0 play W
24424. 2 play B0
24425. 1 take
24426. 0 play BR
24427. 1 play B1
24428. 2 play B1
24429. 0 play G1
24430. 1 play G7
24431. 2 play W red
24432. 0 play W blue
24433. 1 play B0
24434. 2 play BS
24435. 1 play WPU
24436. 2 play R8
24437. 0 take
24438. 1 play RPT
24439. 0 point 2
24440. 2 point 1
24441. 1 point 2
24442. 2 play RPT
24443. 2 point 1
24444. 1 point 0
24445. 0 point 1
24446. 0 play R8
24447. 1 play R8
24448. 2 play RR
24449. 1 play R5
24450. 0 play R9
24451. 2 play W+4 yellow
24452. 1 challenge
24453. 1 play Y6
24454. 0 play Y7
24455. 2 play W+4 blue
24456. 1 accept
24457. 0 play B+2
24458. 1 play B8
24459. 0 play B7
24460. 2 play W+4 yellow
24461. 1 accept
24462. 0 play Y6
24463. 2 play Y7
24464. 1 play W blue
24465. 0 play BPT
24466. 1 point 0
24467. 0 point 1
24468. 2 point 1
24469. 2 play WPU
24470. 1 play WDT
24471. 0 play G5
24472. 2 play GS
24473. 1 play G5
24474. 0 play G8
24475. 2 play G4
24476. 1 play G6
24477. 0 play G6
24478. 2 play G9
24479. 1 play G3
24480. 0 play G8
24481. 2 play W
24482. 1 play G0
24483. 0 play G2
24484. 2 play GPT
24485. 1 play WPU
24486. 0 take
24487. 2 play W green
24488. 1 play GPT
24489. 1 point 2
24490. 2 point 1
24491. 0 point 1
24492. 0 play G3
24493. 2 play W yellow
24494. 1 play Y5
24495. 0 draw
24496. 2 play WPU
24497. 1 play WPU
24498. 0 play GPT
24499. 2 play WPU
24500. 1 play G+2
24501. 0 play G9
24502. 2 take
24503. 1 play G+2
24504. 2 play GPT
24505. 1 point 0
24506. 2 point 0
24507. 0 point 1
24508. 1 play W green
24509. 0 play GS
24510. 1 play WDT yellow 0,2
24511. 0 play W green
24512. 2 draw
24513. 1 play G3
24514. 0 play G6
24515. 2 play G9
24516. 1 play Y9
24517. 0 play W yellow
24518. 2 draw
24519. 1 play Y4
24520. 0 play WDT yellow 0,2
24521. 2 draw
24522. 1 play YR
24523. 2 play WPU
24524. 0 play W+4
24525. 1 play RR
24526. 2 play WPU
24527. 0 play W
24528. 1 play R7
24529. 2 play R6
24530. 0 play WPU
24531. 1 play R9
24532. 2 play W+4
24533. 0 play R1
24534. 1 play R7
24535. 2 play WPU
24536. 0 take
24537. 1 play R2
24538. 2 play R5
24539. 0 play R9
24540. 1 play WDT green 0,2
24541. 2 play W yellow
24542. 0 play W yellow
24543. 1 play Y0
24544. 2 draw
24545. 0 play WDT yellow 0,2
24546. 1 play Y5
24547. 2 draw
24548. 0 play W+4 green
24549. 1 challenge
24550. 1 play G4
24551. 2 play G+2
24552. 1 play Y+2
24553. 0 play Y2
24554. 1 play Y4
24555. 2 play B4
24556. 0 play B7
24557. 1 play B5
24558. 2 play WPU
24559. 0 play R2
24560. 1 play R0
24561. 2 play R8
24562. 0 play RR
24563. 1 play WPU
24564. 2 play WDT
24565. 0 play WPU
24566. 1 play WDT
24567. 2 play W
24568. 0 play R7
24569. 1 play RS
24570. 2 take
24571. 0 play R6
24572. 1 play B6
24573. 1 play B6
24574. 2 play G6
24575. 0 play G8
24576. 1 play GPT
24577. 2 point 0
24578. 1 point 2
24579. 0 point 1
24580. 2 play WPU
24581. 0 play WPU
24582. 1 play Y2
24583. 2 play WPU
24584. 0 play Y1
24585. 1 play WPU
24586. 2 play WDT
24587. 0 play WPU
24588. 1 play W
24589. 2 play W
24590. 0 play W+4
24591. 1 play Y9
24592. 2 play YR
24593. 0 play W+4
24594. 1 play WDT
24595. 2 play WDT
24596. 0 play YS
24597. 1 play YS
24598. 2 take
24599. 0 play Y1
24600. 1 play W+4 yellow
24601. 2 accept
24602. 0 play W yellow
24603. 1 play W+4 blue
24604. 2 challenge
24605. 2 play B3
24606. 0 play BS
24607. 2 play W green
24608. 0 play G5
24609. 1 play B5
24610. 2 play BPT
24611. 2 point 0
24612. 1 point 0
24613. 0 point 2
24614. 0 play BPT
24615. 1 point 2
24616. 0 point 1
24617. 2 point 0
24618. 1 play B7
24619. 2 play R7
24620. 0 play R4
24621. 1 play WDT green 1,2
24622. 2 play WPU
24623. 0 play R7
24624. 1 play WDT
24625. 2 play WPU
24626. 0 play W+4
24627. 1 play R+2
24628. 2 play W
24629. 0 play R1
24630. 1 play WPU
24631. 2 play R0
24632. 0 play W
24633. 1 play R4
24634. 2 play R2
24635. 0 play R9
24636. 1 play WDT
24637. 2 play R9
24638. 0 play R1
24639. 1 play WDT
24640. 2 play R8
24641. 0 play W
24642. 1 play R6
24643. 2 play WPU
24644. 0 play W
24645. 1 play R+2
24646. 2 play W+4
24647. 0 play R5
24648. 1 play R2
24649. 2 play W+4
24650. 0 take
24651. 1 play W+4 yellow
24652. 2 accept
24653. 0 play W green
24654. 1 play WPU
24655. 2 play WDT
24656. 0 play R5
24657. 1 play W
24658. 2 play RS
24659. 0 play R4
24660. 1 play W
24661. 2 play W
24662. 0 play R7
24663. 1 play RPT
24664. 2 play WPU
24665. 0 play WPU
24666. 1 play R3
24667. 2 play W
24668. 0 play R+2
24669. 1 play W
24670. 2 play RR
24671. 0 play R6
24672. 1 play R3
24673. 2 play WDT
24674. 0 play R+2
24675. 1 play RPT
24676. 2 play WDT
24677. 0 play WDT
24678. 1 play RS
24679. 2 play WPU
24680. 0 play R1
24681. 1 take
24682. 2 play WDT red 1,2
24683. 0 play W+4 blue
24684. 1 challenge
24685. 1 play WPU
24686. 2 play B1
24687. 0 play W+4
24688. 1 play W
24689. 2 play B+2
24690. 0 play W
24691. 1 play B4
24692. 2 take
24693. 0 play BPT
24694. 2 point 1
24695. 0 point 2
24696. 1 point 0
24697. 1 play B9
24698. 2 play B4
24699. 0 play WDT green 0,1
24700. 1 play WPU
24701. 2 play W+4
24702. 0 play WPU
24703. 1 play Y5
24704. 2 play YS
24705. 0 play WPU
24706. 1 play Y9
24707. 2 play Y9
24708. 0 play WDT
24709. 1 play Y+2
24710. 2 play W
24711. 0 play WDT
24712. 1 play Y3
24713. 2 play WDT
24714. 0 play W
24715. 1 play WDT
24716. 2 play Y7
24717. 0 play W+4
24718. 1 play WPU
24719. 2 play YS
24720. 0 play W
24721. 1 play Y8
24722. 2 play Y1
24723. 0 play W
24724. 1 play WDT
24725. 2 play Y2
24726. 0 play W
24727. 1 play Y8
24728. 2 play YR
24729. 0 play W
24730. 1 play YPT
24731. 2 play Y7
24732. 0 take
24733. 1 play WDT blue 0,2
24734. 2 play B1
24735. 0 play W+4 red
24736. 1 accept
24737. 2 play W yellow
24738. 0 play W+4 yellow
24739. 1 challenge
24740. 1 play Y5
24741. 2 play Y0
24742. 0 play WPU
24743. 1 play WDT
24744. 2 play B+2
24745. 0 play B3
24746. 1 play B2
24747. 2 play B+2
24748. 0 play W+4
24749. 1 play B9
24750. 2 play BPT
24751. 0 play B8
24752. 1 play B8
24753. 2 take
24754. 0 draw
24755. 0 play WPU
24756. 1 play WPU
24757. 2 play W+4
24758. 0 play Y1
24759. 1 play Y3
24760. 2 play WDT
24761. 0 play WPU
24762. 1 play W
24763. 2 take
24764. 0 play W blue
24765. 1 play W blue
24766. 2 play WDT red 1,2
24767. 0 play WPU
24768. 1 play YPT
24769. 2 play W
24770. 0 play WPU
24771. 1 play YR
24772. 2 play W+4
24773. 0 play Y9
24774. 1 play W
24775. 2 play Y3
24776. 0 play Y7
24777. 1 play W+4
24778. 2 play Y1
24779. 0 play YS
24780. 1 play YPT
24781. 2 play WPU
24782. 0 play WDT
24783. 1 play W
24784. 2 play WPU
24785. 0 play W
24786. 1 play YPT
24787. 2 play Y6
24788. 0 play Y9
24789. 1 play W
24790. 2 take
24791. 0 play W+4 yellow
24792. 1 accept
24793. 2 play YR
24794. 1 play W red
24795. 0 play W+4 green
24796. 2 challenge
24797. 2 play G7
24798. 1 play R7
24799. 0 play RPT
24800. 0 point 2
24801. 2 point 1
24802. 1 point 2
24803. 2 play WPU
24804. 1 play WDT
24805. 0 play W
24806. 2 play B0
24807. 1 play B1
24808. 0 play WDT
24809. 2 play B3
24810. 1 play BR
24811. 0 play BR
24812. 2 play WDT
24813. 1 play B2
24814. 0 play WDT
24815. 2 play BPT
24816. 1 play BPT
24817. 0 play WDT
24818. 2 play W
24819. 1 play W+4
24820. 0 play W
24821. 2 play BPT
24822. 1 take
24823. 0 play WDT red 0,2
24824. 2 play W blue
24825. 1 play W+4 yellow
24826. 0 challenge
24827. 0 play Y2
24828. 2 play WPU
24829. 1 play W
24830. 0 play W
24831. 2 play W+4
24832. 1 play B0
24833. 0 play W
24834. 2 play B8
24835. 1 play WDT
24836. 0 play W
24837. 2 play BS
24838. 1 play W
24839. 0 play WDT
24840. 2 play B9
24841. 1 play B1
24842. 0 play W
24843. 2 play W+4
24844. 1 play B7
24845. 0 take
24846. 2 play B+2
24847. 0 play B9
24848. 2 play WPU
24849. 1 play WPU
24850. 0 play Y7
24851. 2 play W+4
24852. 1 play WDT
24853. 0 play YR
24854. 2 play YPT
24855. 1 play W+4
24856. 0 play YPT
24857. 2 play W
24858. 1 play WDT
24859. 0 play Y5
24860. 2 play YPT
24861. 1 play W
24862. 0 play Y2
24863. 2 play Y7
24864. 1 play W+4
24865. 0 play W
24866. 2 play YPT
24867. 1 play Y+2
24868. 0 play WDT
24869. 2 play Y1
24870. 1 play WPU
24871. 0 play W
24872. 2 play Y3
24873. 1 play WPU
24874. 0 play Y4
24875. 2 play Y6
24876. 1 play WDT
24877. 0 play Y+2
24878. 2 play W
24879. 1 play WDT
24880. 0 play Y0
24881. 2 play W
24882. 1 play WDT
24883. 0 play YS
24884. 2 play Y6
24885. 1 play WDT
24886. 0 play WDT
24887. 2 play YS
24888. 1 take
24889. 0 play Y3
24890. 2 play Y1
24891. 1 play Y+2
24892. 2 play B+2
24893. 0 play B0
24894. 2 play B2
24895. 1 play BPT
24896. 2 point 1
24897. 0 point 1
24898. 1 point 2
24899. 0 play GPT
24900. 1 point 0
24901. 2 point 0
24902. 0 point 1
24903. 2 play G9
24904. 1 play GPT
24905. 1 point 2
24906. 0 point 1
24907. 2 point 1
24908. 0 play W green
24909. 2 play G+2
24910. 0 play G2
24911. 2 play GS
24912. 0 play G6
24913. 2 play G1
24914. 1 play R1
24915. 0 play R0
24916. 2 play W red
24917. 1 play R+2
24918. 2 play R7
24919. 1 play R6
24920. 0 play W red
24921. 2 play W yellow
24922. 1 play W+4 yellow
24923. 0 accept
24924. 2 play Y9
24925. 1 play W+4 blue
24926. 0 challenge
24927. 0 play B8
24928. 2 play B4
24929. 1 play G4
24930. 0 play G2
24931. 2 play G3
24932. 0 play G3
24933. 2 play GR
24934. 0 play G5
24935. 1 play G6
24936. 2 play GR
24937. 1 play G1
24938. 0 play W red
24939. 2 play RR
24940. 0 play W+4 yellow
24941. 1 challenge
24942. 1 play W+4 blue
24943. 2 accept
24944. 0 play BPT
24945. 0 point 2
24946. 2 point 0
24947. 1 point 2
24948. 1 play W+4 red
24949. 2 accept
24950. 0 play R6
24951. 1 play R5
24952. 2 play R+2
24953. 1 play R+2
24954. 0 draw
24955. 1 play RPT
24956. 1 point 0
24957. 2 point 0
24958. 0 point 1
24959. 2 play W+4 blue
24960. 0 accept
24961. 1 play B4
24962. 2 play B9
24963. 0 play W+4 red
24964. 1 accept
24965. 2 play W green
24966. 0 play G6
24967. 2 play G6
24968. 0 play G8
24969. 1 play G8
24970. 2 play GPT
24971. 2 point 0
24972. 1 point 0
24973. 0 point 1
24974. 0 play G4
24975. 1 draw
24976. 2 play G4
24977. 0 play G5
24978. 1 play WPU
24979. 2 play B+2
24980. 0 play BPT
24981. 1 play BR
24982. 2 play B4
24983. 0 play B7
24984. 1 play B3
24985. 2 play B8
24986. 0 play W+4
24987. 1 play B3
24988. 2 play B6
24989. 0 play BS
24990. 1 play W+4
24991. 2 take
24992. 0 play B8
24993. 1 play W yellow
24994. 2 play Y+2
24995. 1 play WPU
24996. 2 play G9
24997. 0 play GS
24998. 1 play W+4
24999. 2 play G2
25000. 0 play W+4
25001. 1 play G7
25002. 2 play GS
25003. 0 play GPT
25004. 1 play WPU
25005. 2 play G7
25006. 0 play G+2
25007. 1 play WPU
25008. 2 play GPT
25009. 0 play G0
25010. 1 play W
25011. 2 play W+4
25012. 0 play G3
25013. 1 play WDT
25014. 2 play W+4
25015. 0 play W+4
25016. 1 play WDT
25017. 2 take
25018. 0 play W+4 green
25019. 1 accept
25020. 2 draw
25021. 2 play WPU
25022. 0 play G9
25023. 1 play WPU
25024. 2 play GS
25025. 0 play GR
25026. 1 play WDT
25027. 2 play G3
25028. 0 play GR
25029. 1 play W
25030. 2 play WDT
25031. 0 play G5
25032. 1 play WDT
25033. 2 play G7
25034. 0 play G2
25035. 1 play WPU
25036. 2 play GS
25037. 0 play WPU
25038. 1 play WDT
25039. 2 play GPT
25040. 0 play W
25041. 1 play WDT
25042. 2 play W
25043. 0 play WPU
25044. 1 play W
25045. 2 play W
25046. 0 play W
25047. 1 play W
25048. 2 play G2
25049. 0 play W
25050. 1 play W
25051. 2 play G7
25052. 0 take
25053. 1 play WDT blue 1,2
25054. 2 play B+2
25055. 1 play Y+2
25056. 0 play WPU
25057. 1 play W
25058. 2 play WPU
25059. 0 play W
25060. 1 play WDT
25061. 2 play RPT
25062. 0 play W
25063. 1 play WPU
25064. 2 play WPU
25065. 0 play R2
25066. 1 play R3
25067. 2 play W+4
25068. 0 play R7
25069. 1 play RPT
25070. 2 play W
25071. 0 play W
25072. 1 play R4
25073. 2 play WDT
25074. 0 play WPU
25075. 1 play WPU
25076. 2 play W
25077. 0 play WDT
25078. 1 play R4
25079. 2 play W+4
25080. 0 play WPU
25081. 1 play RR
25082. 2 play W+4
25083. 0 play WDT
25084. 1 play RPT
25085. 2 play W+4
25086. 0 play R1
25087. 1 play R7
25088. 2 play W+4
25089. 0 play WPU
25090. 1 play R3
25091. 2 take
25092. 0 play R9
25093. 0 play R9
25094. 1 play Y9
25095. 2 play W+4 blue
25096. 0 accept
25097. 1 play BR
25098. 0 play B2
25099. 2 play B6
25100. 1 play B6
25101. 0 play B+2
25102. 1 play WDT green 0,1
25103. 0 play GR
25104. 1 play G+2
25105. 0 play GR
25106. 2 play G3
25107. 1 play G1
25108. 0 play Y1
25109. 2 play Y2
25110. 1 play B2
25111. 0 play G2
25112. 2 play R2
25113. 1 play W red
25114. 0 play RPT
25115. 1 point 2
25116. 2 point 1
25117. 0 point 2
25118. 2 play W red
25119. 1 play RS
25120. 2 play R6
25121. 1 play W+4 blue
25122. 0 challenge
25123. 0 play B7
25124. 2 play B8
25125. 1 play WPU
25126. 0 play B1
25127. 2 play B7
25128. 1 play BPT
25129. 0 play B1
25130. 2 play B8
25131. 1 play WDT
25132. 0 play W+4
25133. 2 play BPT
25134. 1 play WPU
25135. 0 play WDT
25136. 2 play B3
25137. 1 play W+4
25138. 0 play WDT
25139. 2 play WDT
25140. 1 play B5
25141. 0 play W
25142. 2 play B3
25143. 1 play B4
25144. 0 play BS
25145. 2 play B0
25146. 1 play W+4
25147. 0 play W
25148. 2 play B4
25149. 1 play BPT
25150. 0 play W
25151. 2 play WDT
25152. 1 play WDT
25153. 0 play W
25154. 2 play BS
25155. 1 play W
25156. 0 play W
25157. 2 play WPU
25158. 1 play B9
25159. 0 play W
25160. 2 play W
25161. 1 play B5
25162. 0 play WDT
25163. 2 play BR
25164. 1 play WDT
25165. 0 take
25166. 2 play W+4 green
25167. 1 accept
25168. 0 play GPT
25169. 1 point 2
25170. 2 point 1
25171. 0 point 1
25172. 2 play W yellow
25173. 1 play WPU
25174. 0 play G7
25175. 2 play WDT
25176. 1 play G6
25177. 0 play G3
25178. 2 play G9
25179. 1 play G6
25180. 0 play W+4
25181. 2 play W+4
25182. 1 play G5
25183. 0 play G9
25184. 2 play W
25185. 1 play GPT
25186. 0 play WDT
25187. 2 play WPU
25188. 1 take
25189. 0 play G2
25190. 2 play G+2
25191. 0 play WDT red 1,2
25192. 2 play R4
25193. 1 play RS
25194. 2 play WDT green 0,2
25195. 1 play GPT
25196. 2 point 1
25197. 0 point 2
25198. 1 point 2
25199. 0 play WDT blue 1,2
25200. 2 play W red
25201. 1 play W green
25202. 0 play G5
25203. 2 play G0
25204. 1 play WPU
25205. 0 play W+4
25206. 2 play R1
25207. 1 play WDT
25208. 0 play R5
25209. 2 play RR
25210. 1 play R+2
25211. 0 play R2
25212. 2 play W
25213. 1 play R6
25214. 0 play W
25215. 2 play R3
25216. 1 play WDT
25217. 0 play WDT
25218. 2 play RPT
25219. 1 play R9
25220. 0 play R8
25221. 2 play R3
25222. 1 play R9
25223. 0 play R1
25224. 2 play RPT
25225. 1 play W
25226. 0 play W
25227. 2 play R4
25228. 1 play WPU
25229. 0 play R0
25230. 2 play R5
25231. 1 play RR
25232. 0 play W+4
25233. 2 play R7
25234. 1 play W+4
25235. 0 play WDT
25236. 2 play R7
25237. 1 play W+4
25238. 0 play W
25239. 2 play W+4
25240. 1 take
25241. 0 play WDT blue 0,1
25242. 2 play BPT
25243. 2 point 0
25244. 1 point 0
25245. 0 point 2
25246. 1 play WPU
25247. 0 play G7
25248. 2 play W+4
25249. 1 play G4
25250. 0 play GS
25251. 2 play W+4
25252. 1 play G9
25253. 0 play G1
25254. 2 play W+4
25255. 1 play W+4
25256. 0 play WPU
25257. 2 play GPT
25258. 1 play G7
25259. 0 play W
25260. 2 play WPU
25261. 1 play G9
25262. 0 play WPU
25263. 2 play WPU
25264. 1 play W+4
25265. 0 play W
25266. 2 play G4
25267. 1 play G3
25268. 0 play GPT
25269. 2 play WPU
25270. 1 play G6
25271. 0 play WDT
25272. 2 play WPU
25273. 1 play W+4
25274. 0 play WDT
25275. 2 play WPU
25276. 1 play G5
25277. 0 play WDT
25278. 2 play WPU
25279. 1 play WDT
25280. 0 play W
25281. 2 take
25282. 1 play W+4 yellow
25283. 0 challenge
25284. 0 play W red
25285. 2 play W+4 blue
25286. 1 challenge
25287. 1 draw
25288. 1 play W green
25289. 0 play GS
25290. 1 play W yellow
25291. 0 play YR
25292. 1 play Y7
25293. 2 play W red
25294. 0 play R8
25295. 1 play R5
25296. 1 play R5
25297. 2 play W+4 blue
25298. 0 challenge
25299. 0 play W blue
25300. 1 play W yellow
25301. 2 play Y+2
25302. 1 play YR
25303. 0 play Y3
25304. 1 play Y3
25305. 0 play Y2
25306. 2 play W red
25307. 1 play W+4 red
25308. 0 challenge
25309. 0 draw
25310. 2 play WDT green 0,1
25311. 1 play W green
25312. 0 play G1
25313. 2 play WDT yellow 1,2
25314. 1 play Y2
25315. 0 draw
25316. 2 play W blue
25317. 1 play W+4 red
25318. 0 accept
25319. 2 play WDT blue 0,1
25320. 1 play W blue
25321. 0 play B3
25322. 2 play BPT
25323. 2 point 0
25324. 0 point 2
25325. 1 point 2
25326. 1 play YPT
25327. 2 point 1
25328. 0 point 1
25329. 1 point 2
25330. 0 play W green
25331. 2 play GS
25332. 0 play BS
25333. 1 play B6
25334. 0 play BS
25335. 1 play B8
25336. 0 play Y8
25337. 2 play WPU
25338. 1 play Y1
25339. 0 play W+4
25340. 2 play WDT
25341. 1 play Y4
25342. 0 play W+4
25343. 2 play W
25344. 1 play WDT
25345. 0 play Y+2
25346. 2 play W+4
25347. 1 play Y4
25348. 0 play WPU
25349. 2 play W
25350. 1 play W
25351. 0 play Y8
25352. 2 play Y9
25353. 1 play W+4
25354. 0 take
25355. 2 play WPU
25356. 1 play G+2
25357. 0 play W
25358. 2 play GR
25359. 1 play G8
25360. 0 play G3
25361. 2 play G6
25362. 1 play G6
25363. 0 play W+4
25364. 2 play G9
25365. 1 play G2
25366. 0 play WPU
25367. 2 play G4
25368. 1 play W
25369. 0 play W+4
25370. 2 play G1
25371. 1 play WDT
25372. 0 play W
25373. 2 play G7
25374. 1 play WDT
25375. 0 play W
25376. 2 play WPU
25377. 1 play WDT
25378. 0 play WDT
25379. 2 play GPT
25380. 1 play WDT
25381. 0 play W+4
25382. 2 play G8
25383. 1 play WDT
25384. 0 play WDT
25385. 2 play G3
25386. 1 take
25387. 0 play G+2
25388. 1 play R+2
25389. 2 play RS
25390. 0 play W blue
25391. 2 play W+4 red
25392. 1 accept
25393. 0 play W+4 red
25394. 2 accept
25395. 1 play R0
25396. 0 play RPT
25397. 2 point 1
25398. 0 point 1
25399. 1 point 2
25400. 2 play WDT blue 0,1
25401. 1 play W yellow
25402. 0 play Y8
25403. 2 play W+4 green
25404. 1 challenge
25405. 1 play G4
25406. 0 play B4
25407. 2 play W+4 yellow
25408. 1 challenge
25409. 1 play WPU
25410. 0 play B3
25411. 2 play BS
25412. 1 play WDT
25413. 0 play B2
25414. 2 play B2
25415. 1 play B7
25416. 0 play B4
25417. 2 play B6
25418. 1 play WDT
25419. 0 play B8
25420. 2 play WPU
25421. 1 play WPU
25422. 0 play B1
25423. 2 play BR
25424. 1 play W+4
25425. 0 play BR
25426. 2 play B+2
25427. 1 play W+4
25428. 0 play B7
25429. 2 play WDT
25430. 1 play W+4
25431. 0 play B5
25432. 2 play B+2
25433. 1 play WDT
25434. 0 play B5
25435. 2 play WPU
25436. 1 play W
25437. 0 play B9
25438. 2 play W
25439. 1 play WDT
25440. 0 play BPT
25441. 2 play WPU
25442. 1 play WDT
25443. 0 play BPT
25444. 2 play W
25445. 1 play WDT
25446. 0 play B9
25447. 2 play WPU
25448. 1 play WDT
25449. 0 play B1
25450. 2 play WPU
25451. 1 play W
25452. 0 play BPT
25453. 2 play WPU
25454. 1 play W
25455. 0 play B0
25456. 2 play WPU
25457. 1 play WDT
25458. 0 take
25459. 2 play WPU
25460. 1 take
25461. 0 play B6
25462. 2 play R6
25463. 1 play G6
25464. 0 play W blue
25465. 2 draw
25466. 2 pass
25467. 1 play B3
25468. 0 play B7
25469. 2 play G7
25470. 1 play G3
25471. 0 play WDT blue 1,2
25472. 2 play W yellow
25473. 1 play Y5
25474. 0 play Y4
25475. 0 play Y4
25476. 2 play G4
25477. 1 play GPT
25478. 2 point 1
25479. 1 point 0
25480. 0 point 1
25481. 0 play WPU
25482. 2 play RPT
25483. 1 play R3
25484. 0 play WPU
25485. 2 play RPT
25486. 1 play R7
25487. 0 play W+4
25488. 2 play R4
25489. 1 play WDT
25490. 0 play W+4
25491. 2 play R2
25492. 1 play RS
25493. 0 play W+4
25494. 2 play R5
25495. 1 play R9
25496. 0 play W
25497. 2 take
25498. 1 play R4
25499. 0 draw
25500. 0 play W+4 red
25501. 2 challenge
25502. 2 play R2
25503. 1 draw
25504. 1 play W blue
25505. 0 play B3
25506. 2 play W+4 green
25507. 1 accept
25508. 0 play WDT red 0,1
25509. 2 play WPU
25510. 1 play R+2
25511. 0 play W+4
25512. 2 play WDT
25513. 1 play R8
25514. 0 play WPU
25515. 2 play R4
25516. 1 play R9
25517. 0 play WPU
25518. 2 play RPT
25519. 1 play R3
25520. 0 play WDT
25521. 2 play RS
25522. 1 play RR
25523. 0 play WPU
25524. 2 play R3
25525. 1 play R1
25526. 0 play WPU
25527. 2 play W
25528. 1 play R6
25529. 0 play WDT
25530. 2 play R5
25531. 1 play R2
25532. 0 play WDT
25533. 2 play R5
25534. 1 play W+4
25535. 0 play WPU
25536. 2 play R9
25537. 1 play RPT
25538. 0 play WPU
25539. 2 play W+4
25540. 1 play R7
25541. 0 play WDT
25542. 2 play R7
25543. 1 play R1
25544. 0 play WDT
25545. 2 play W+4
25546. 1 play RR
25547. 0 play WDT
25548. 2 play RPT
25549. 1 play RPT
25550. 0 play W
25551. 2 take
25552. 1 play W red
25553. 0 play WDT blue 0,1
25554. 2 play W+4 blue
25555. 1 challenge
25556. 1 play W yellow
25557. 0 play Y9
25558. 2 play WPU
25559. 1 play Y0
25560. 0 play Y1
25561. 2 play YR
25562. 1 play YS
25563. 0 play Y8
25564. 2 play WPU
25565. 1 play Y5
25566. 0 play Y+2
25567. 2 play YR
25568. 1 play Y6
25569. 0 play Y1
25570. 2 play WDT
25571. 1 play Y6
25572. 0 play Y3
25573. 2 play WDT
25574. 1 play YPT
25575. 0 play W
25576. 2 play W+4
25577. 1 play YPT
25578. 0 play W
25579. 2 play W+4
25580. 1 play YS
25581. 0 take
25582. 2 play WPU
25583. 1 play Y2
25584. 0 play Y5
25585. 2 play W
25586. 1 play Y7
25587. 0 play WPU
25588. 2 play W+4
25589. 1 play YPT
25590. 0 play WDT
25591. 2 play WPU
25592. 1 play YPT
25593. 0 play Y8
25594. 2 play WPU
25595. 1 take
25596. 0 play Y6
25597. 2 draw
25598. 2 pass
25599. 1 play Y5
25600. 0 play Y+2
25601. 1 play Y2
25602. 0 play Y8
25603. 2 play Y9
25604. 1 play WDT red 0,2
25605. 0 play WDT green 0,1
25606. 2 play GS
25607. 0 play W blue
25608. 2 draw
25609. 2 play W red
25610. 1 play W yellow
25611. 0 play Y3
25612. 2 play WPU
25613. 1 play Y7
25614. 0 play Y1
25615. 2 play Y3
25616. 1 play WPU
25617. 0 play WDT
25618. 2 play WDT
25619. 1 play W+4
25620. 0 play W
25621. 2 play W
25622. 1 play WPU
25623. 0 play W+4
25624. 2 play WDT
25625. 1 play YPT
25626. 0 play YR
25627. 2 play WDT
25628. 1 play WPU
25629. 0 play W+4
25630. 2 play WDT
25631. 1 play Y8
25632. 0 play YR
25633. 2 play W
25634. 1 play Y7
25635. 0 play YPT
25636. 2 play WDT
25637. 1 play YPT
25638. 0 play Y1
25639. 2 play W
25640. 1 take
25641. 0 play YS
25642. 1 play Y1
25643. 0 play YS
25644. 1 play WDT red 0,2
25645. 0 draw
25646. 0 pass
25647. 2 play R5
25648. 2 play R5
25649. 1 play G5
25650. 0 play GS
25651. 1 play G+2
25652. 2 play R+2
25653. 0 play W+4 green
25654. 2 accept
25655. 1 play G3
25656. 0 play W red
25657. 2 play R6
25658. 1 play WPU
25659. 0 play W+4
25660. 2 play W
25661. 1 play Y+2
25662. 0 play YPT
25663. 2 play W
25664. 1 play W
25665. 0 play W
25666. 2 play W+4
25667. 1 play Y3
25668. 0 play Y0
25669. 2 play W+4
25670. 1 play Y7
25671. 0 play Y6
25672. 2 play W+4
25673. 1 play Y8
25674. 0 play WPU
25675. 2 take
25676. 1 play Y1
25677. 0 play WPU
25678. 2 play W
25679. 1 play W
25680. 0 play B1
25681. 2 play B6
25682. 1 play WPU
25683. 0 play B0
25684. 2 play WPU
25685. 1 play WPU
25686. 0 play BR
25687. 2 play W+4
25688. 1 play WDT
25689. 0 play B2
25690. 2 play W+4
25691. 1 play WPU
25692. 0 play B7
25693. 2 play W
25694. 1 play WDT
25695. 0 play B1
25696. 2 play W
25697. 1 play W+4
25698. 0 play B9
25699. 2 play W+4
25700. 1 play W
25701. 0 play BS
25702. 2 play W
25703. 1 play W
25704. 0 play B8
25705. 2 play W+4
25706. 1 play WDT
25707. 0 play BPT
25708. 2 take
25709. 1 play W+4 yellow
25710. 0 challenge
25711. 0 draw
25712. 2 play Y5
25713. 1 play WPU
25714. 0 play BPT
25715. 2 play B8
25716. 1 play WDT
25717. 0 play BS
25718. 2 play B9
25719. 1 play WDT
25720. 0 play B4
25721. 2 play B7
25722. 1 play W+4
25723. 0 play B+2
25724. 2 play B2
25725. 1 play WDT
25726. 0 play B2
25727. 2 play W
25728. 1 play WDT
25729. 0 play BPT
25730. 2 play W
25731. 1 take
25732. 0 play B5
25733. 2 play G5
25734. 1 play WDT yellow 1,2
25735. 0 draw
25736. 0 play WPU
25737. 2 play GPT
25738. 1 play G0
25739. 0 play G5
25740. 2 play W+4
25741. 1 play G8
25742. 0 take
25743. 2 play WPU
25744. 1 play W+4
25745. 0 play W+4
25746. 2 play Y3
25747. 1 play YR
25748. 0 take
25749. 2 play WPU
25750. 1 play G1
25751. 0 play G0
25752. 2 play G+2
25753. 1 play W
25754. 0 play G5
25755. 2 play W
25756. 1 play G9
25757. 0 play G8
25758. 2 play WDT
25759. 1 play G2
25760. 0 play W+4
25761. 2 play WDT
25762. 1 play G6
25763. 0 play GPT
25764. 2 play W+4
25765. 1 play G7
25766. 0 play G4
25767. 2 play W+4
25768. 1 play GR
25769. 0 play W+4
25770. 2 play GPT
25771. 1 play G2
25772. 0 play W
25773. 2 play W
25774. 1 play W
25775. 0 play WPU
25776. 2 play WPU
25777. 1 play GR
25778. 0 take
25779. 2 play WPU
25780. 1 play Y2
25781. 0 play Y4
25782. 2 play W+4
25783. 1 play YPT
25784. 0 play YR
25785. 2 play Y6
25786. 1 play WDT
25787. 0 play Y3
25788. 2 play W+4
25789. 1 play WDT
25790. 0 play WDT
25791. 2 play YPT
25792. 1 play Y7
25793. 0 play W
25794. 2 play WDT
25795. 1 play WDT
25796. 0 play W
25797. 2 play Y5
25798. 1 play YR
25799. 0 play W
25800. 2 play W
25801. 1 play YPT
25802. 0 play W
25803. 2 play Y7
25804. 1 play YPT
25805. 0 play WDT
25806. 2 play Y8
25807. 1 take
25808. 0 play W+4 red
25809. 2 accept
25810. 1 play R6
25811. 0 play WDT yellow 1,2
25812. 2 play Y1
25813. 1 play Y7
25814. 1 play Y7
25815. 0 play G7
25816. 2 play G9
25817. 1 play B9
25818. 0 play B9
25819. 2 play WDT green 1,2
25820. 1 play G1
25821. 0 play G0
25822. 2 draw
25823. 2 play WPU
25824. 1 play G8
25825. 0 play GPT
25826. 2 play GPT
25827. 1 play W
25828. 0 play G+2
25829. 2 play W
25830. 1 play W+4
25831. 0 play WPU
25832. 2 play W
25833. 1 play W
25834. 0 play G4
25835. 2 play G6
25836. 1 play W+4
25837. 0 play G8
25838. 2 take
25839. 1 draw
25840. 0 play WPU
25841. 2 play R9
25842. 1 play R+2
25843. 0 play WPU
25844. 2 play R+2
25845. 1 play W+4
25846. 0 play W+4
25847. 2 play R7
25848. 1 play W
25849. 0 play W+4
25850. 2 play RR
25851. 1 play W+4
25852. 0 play W+4
25853. 2 play R0
25854. 1 play W
25855. 0 play W
25856. 2 play WPU
25857. 1 play WDT
25858. 0 take
25859. 2 play RR
25860. 0 play R5
25861. 1 play WDT red 0,2
25862. 2 play R1
25863. 0 play W+4 green
25864. 1 challenge
25865. 1 play WDT green 0,1
25866. 2 play G+2
25867. 1 play WDT green 0,2
25868. 2 play W yellow
25869. 0 play WDT red 0,2
25870. 1 play W red
25871. 2 play R3
25872. 0 play WPU
25873. 1 play Y3
25874. 2 play Y9
25875. 0 play WDT
25876. 1 play WDT
25877. 2 play W
25878. 0 play Y9
25879. 1 play Y4
25880. 2 play Y+2
25881. 0 play WPU
25882. 1 play Y3
25883. 2 play W
25884. 0 play W
25885. 1 play Y6
25886. 2 play Y0
25887. 0 play Y4
25888. 1 play YR
25889. 2 play W+4
25890. 0 play W+4
25891. 1 play Y5
25892. 2 play W
25893. 0 play W+4
25894. 1 play Y8
25895. 2 play W
25896. 0 play W
25897. 1 play YR
25898. 2 play W+4
25899. 0 play W+4
25900. 1 play YPT
25901. 2 play W
25902. 0 play W
25903. 1 play YPT
25904. 2 play W+4
25905. 0 play W+4
25906. 1 play Y+2
25907. 2 play W
25908. 0 play W
25909. 1 play Y6
25910. 2 take
25911. 0 play W+4 green
25912. 1 accept
25913. 2 play W+4 yellow
25914. 0 accept
25915. 1 play W blue
25916. 2 play WDT blue 1,2
25917. 0 play B7
25918. 1 play B3
25919. 2 play B0
25920. 0 play BPT
25921. 2 point 1
25922. 0 point 1
25923. 1 point 2
25924. 1 play B7
25925. 2 play R7
25926. 0 play R9
25927. 1 play WPU
25928. 2 play R2
25929. 0 play R2
25930. 1 play R4
25931. 2 play R8
25932. 0 play R0
25933. 1 play WDT
25934. 2 play R3
25935. 0 play R7
25936. 1 play W
25937. 2 play W
25938. 0 play R+2
25939. 1 play WDT
25940. 2 play R8
25941. 0 play R5
25942. 1 take
25943. 2 play R9
25944. 0 play R+2
25945. 2 play WPU
25946. 0 play G6
25947. 1 play W+4
25948. 2 play W+4
25949. 0 play G9
25950. 1 play WDT
25951. 2 play G+2
25952. 0 play GS
25953. 1 play WPU
25954. 2 play GPT
25955. 0 play G1
25956. 1 play W
25957. 2 play WDT
25958. 0 play GPT
25959. 1 play W
25960. 2 play GPT
25961. 0 play G7
25962. 1 play GS
25963. 2 play WDT
25964. 0 play G2
25965. 1 play WDT
25966. 2 play WDT
25967. 0 play GR
25968. 1 play W+4
25969. 2 play G4
25970. 0 play G5
25971. 1 take
25972. 2 play G3
25973. 0 play GR
25974. 2 play G6
25975. 1 play WPU
25976. 0 play Y8
25977. 2 play Y5
25978. 1 play W
25979. 0 take
25980. 2 play YPT
25981. 0 point 2
25982. 1 point 0
25983. 2 point 0
25984. 1 play GPT
25985. 0 point 2
25986. 2 point 1
25987. 1 point 0
25988. 0 play W blue
25989. 2 play W+4 blue
25990. 1 accept
25991. 0 play B3
25992. 2 play BS
25993. 0 play BR
25994. 1 play W+4 red
25995. 2 challenge
25996. 2 play RPT
25997. 0 point 2
25998. 1 point 2
25999. 2 point 0
26000. 0 play RR
26001. 2 play BR
26002. 0 play B7
26003. 1 play BS
26004. 0 play WPU
26005. 1 play G7
26006. 2 play WPU
26007. 0 play WDT
26008. 1 play GR
26009. 2 play WPU
26010. 0 play WPU
26011. 1 play W
26012. 2 play GPT
26013. 0 play G2
26014. 1 play G5
26015. 2 play W+4
26016. 0 play WDT
26017. 1 play WPU
26018. 2 play W+4
26019. 0 take
26020. 1 play G5
26021. 2 play G4
26022. 0 play WDT red 0,1
26023. 1 play R+2
26024. 0 play B+2
26025. 2 play BPT
26026. 1 point 0
26027. 2 point 0
26028. 0 point 2
26029. 0 play WDT blue 1,2
26030. 1 play W+4 red
26031. 2 accept
26032. 0 play WPU
26033. 1 play Y7
26034. 2 play W
26035. 0 play W
26036. 1 play W+4
26037. 2 play W+4
26038. 0 play WPU
26039. 1 play W+4
26040. 2 play Y+2
26041. 0 play Y8
26042. 1 play Y5
26043. 2 play Y4
26044. 0 play Y7
26045. 1 play YS
26046. 2 play Y3
26047. 0 play WDT
26048. 1 play W+4
26049. 2 play YS
26050. 0 play W
26051. 1 play WPU
26052. 2 play WPU
26053. 0 play W+4
26054. 1 play Y2
26055. 2 play Y8
26056. 0 play W+4
26057. 1 play WDT
26058. 2 play W
26059. 0 play Y5
26060. 1 play W
26061. 2 play Y0
26062. 0 play W+4
26063. 1 play WDT
26064. 2 play Y9
26065. 0 play WPU
26066. 1 play YPT
26067. 2 play YPT
26068. 0 play WPU
26069. 1 play YPT
26070. 2 play Y6
26071. 0 play WPU
26072. 1 play WDT
26073. 2 play Y6
26074. 0 take
26075. 1 play W yellow
26076. 2 play Y2
26077. 0 play Y3
26078. 2 play Y3
26079. 0 play Y1
26080. 1 play G1
26081. 2 play WPU
26082. 0 play GR
26083. 1 play G4
26084. 2 play W+4
26085. 0 play W
26086. 1 play G6
26087. 2 play W+4
26088. 0 play G2
26089. 1 play G+2
26090. 2 play G9
26091. 0 play G7
26092. 1 play GS
26093. 2 play W
26094. 0 play WDT
26095. 1 play WDT
26096. 2 play G8
26097. 0 play WPU
26098. 1 play WDT
26099. 2 play G+2
26100. 0 play WDT
26101. 1 play G9
26102. 2 play W
26103. 0 play G3
26104. 1 play GS
26105. 2 play W
26106. 0 play WPU
26107. 1 play G2
26108. 2 play G1
26109. 0 play W
26110. 1 play G7
26111. 2 play W
26112. 0 play G5
26113. 1 play WDT
26114. 2 play W
26115. 0 play WDT
26116. 1 play GPT
26117. 2 play G8
26118. 0 play WDT
26119. 1 play GPT
26120. 2 play W
26121. 0 play GPT
26122. 1 play WDT
26123. 2 play W
26124. 0 play WPU
26125. 1 play WDT
26126. 2 play W
26127. 0 play WPU
26128. 1 take
26129. 2 draw
26130. 2 play WDT green 0,2
26131. 0 play W yellow
26132. 1 play WPU
26133. 2 play RPT
26134. 0 play R6
26135. 1 play R7
26136. 2 play RPT
26137. 0 play WPU
26138. 1 play W
26139. 2 play R4
26140. 0 play W+4
26141. 1 play W+4
26142. 2 play RS
26143. 0 play W
26144. 1 play R4
26145. 2 play RS
26146. 0 play WPU
26147. 1 play W
26148. 2 play R1
26149. 0 play W+4
26150. 1 play R2
26151. 2 play RPT
26152. 0 play W+4
26153. 1 play W+4
26154. 2 play R1
26155. 0 play W+4
26156. 1 play R0
26157. 2 take
26158. 0 play W red
26159. 1 play R6
26160. 2 play R6
26161. 0 play Y6
26162. 1 play W yellow
26163. 2 play Y4
26164. 0 play Y4
26165. 1 play WDT green 1,2
26166. 2 play W+4 red
26167. 0 accept
26168. 1 play R3
26169. 2 draw
26170. 0 play W green
26171. 1 play G9
26172. 2 play Y9
26173. 0 play Y8
26174. 1 play WPU
26175. 2 play BR
26176. 0 play B3
26177. 1 play WPU
26178. 2 play B6
26179. 0 play B5
26180. 1 play B8
26181. 2 play W
26182. 0 play WPU
26183. 1 play WDT
26184. 2 play B1
26185. 0 play W+4
26186. 1 play B0
26187. 2 play B9
26188. 0 play B8
26189. 1 play WDT
26190. 2 play B5
26191. 0 play W+4
26192. 1 play WPU
26193. 2 play WPU
26194. 0 play W+4
26195. 1 play BPT
26196. 2 play WPU
26197. 0 play W+4
26198. 1 play B4
26199. 2 play W+4
26200. 0 take
26201. 1 play WDT green 0,2
26202. 2 play W yellow
26203. 0 play Y0
26204. 1 play G0
26205. 2 play W red
26206. 0 play W+4 yellow
26207. 1 challenge
26208. 1 play WDT green 0,1
26209. 2 play GPT
26210. 1 point 0
26211. 2 point 1
26212. 0 point 2
26213. 0 play G6
26214. 1 play GR
26215. 0 play BR
26216. 1 play WDT green 1,2
26217. 2 play W+4 yellow
26218. 0 accept
26219. 1 play WDT blue 1,2
26220. 2 play B1
26221. 0 play WPU
26222. 1 play GS
26223. 2 play WDT
26224. 0 play W
26225. 1 play G+2
26226. 2 play W+4
26227. 0 play WPU
26228. 1 play G8
26229. 2 play WPU
26230. 0 play W+4
26231. 1 play G4
26232. 2 play W+4
26233. 0 play WPU
26234. 1 play GS
26235. 2 play W+4
26236. 0 play WDT
26237. 1 play G2
26238. 2 take
26239. 0 play WDT yellow 0,2
26240. 1 play WDT blue 0,2
26241. 2 play B6
26242. 0 play BPT
26243. 1 point 0
26244. 2 point 1
26245. 0 point 2
26246. 1 play B4
26247. 2 play W blue
26248. 0 play B0
26249. 1 play B2
26250. 2 play B7
26251. 0 play B3
26252. 1 play WDT yellow 0,2
26253. 2 play WPU
26254. 0 play BR
26255. 1 play BPT
26256. 2 play WDT
26257. 0 play B8
26258. 1 play B9
26259. 2 play WPU
26260. 0 play W+4
26261. 1 play W+4
26262. 2 play W+4
26263. 0 play B6
26264. 1 play W
26265. 2 play WPU
26266. 0 play WPU
26267. 1 play B2
26268. 2 play W+4
26269. 0 play B9
26270. 1 play W
26271. 2 play WDT
26272. 0 play B8
26273. 1 play B+2
26274. 2 play W+4
26275. 0 play WDT
26276. 1 play W
26277. 2 play W+4
26278. 0 play B4
26279. 1 play W
26280. 2 take
26281. 0 play B3
26282. 1 play R3
26283. 2 draw
26284. 0 play WPU
26285. 1 play G8
26286. 2 play GS
26287. 0 play W+4
26288. 1 play G9
26289. 2 play GS
26290. 0 play WPU
26291. 1 play W
26292. 2 play G2
26293. 0 play W+4
26294. 1 play G5
26295. 2 play G+2
26296. 0 play G1
26297. 1 play G+2
26298. 2 play W
26299. 0 take
26300. 1 play G7
26301. 2 play G8
26302. 0 play Y8
26303. 1 play R8
26304. 2 play WPU
26305. 0 play G5
26306. 1 play W
26307. 2 play W
26308. 0 play G3
26309. 1 play G6
26310. 2 play W+4
26311. 0 play G8
26312. 1 play G2
26313. 2 play WDT
26314. 0 play W+4
26315. 1 play G1
26316. 2 play WDT
26317. 0 play GS
26318. 1 play G3
26319. 2 play WDT
26320. 0 play WPU
26321. 1 play G7
26322. 2 play WPU
26323. 0 play G1
26324. 1 play GPT
26325. 2 play W
26326. 0 play G9
26327. 1 play GPT
26328. 2 play WPU
26329. 0 play W+4
26330. 1 play GPT
26331. 2 play G4
26332. 0 play G+2
26333. 1 play W
26334. 2 play W+4
26335. 0 play GS
26336. 1 play W
26337. 2 play G4
26338. 0 play G+2
26339. 1 take
26340. 2 play W+4 blue
26341. 0 accept
26342. 1 play WPU
26343. 2 play W
26344. 0 play W
26345. 1 play WDT
26346. 2 play W+4
26347. 0 play WPU
26348. 1 play G6
26349. 2 play W+4
26350. 0 play G2
26351. 1 play G9
26352. 2 play W+4
26353. 0 play WPU
26354. 1 play G4
26355. 2 play WDT
26356. 0 play W
26357. 1 play WDT
26358. 2 take
26359. 0 play W yellow
26360. 1 play W blue
26361. 2 play W+4 blue
26362. 0 accept
26363. 1 play W red
26364. 2 play R0
26365. 0 play WPU
26366. 1 play G+2
26367. 2 play W+4
26368. 0 play W
26369. 1 play G8
26370. 2 play WPU
26371. 0 take
26372. 1 play G3
26373. 2 play W blue
26374. 0 play B7
26375. 1 play WPU
26376. 2 play B9
26377. 0 play WPU
26378. 1 play W
26379. 2 play B2
26380. 0 play BPT
26381. 1 play WPU
26382. 2 play BS
26383. 0 play B1
26384. 1 play W+4
26385. 2 play W+4
26386. 0 play B5
26387. 1 play WDT
26388. 2 play WDT
26389. 0 play W+4
26390. 1 play W+4
26391. 2 play B8
26392. 0 play W
26393. 1 play W
26394. 2 play B+2
26395. 0 play B5
26396. 1 play W+4
26397. 2 play B9
26398. 0 take
26399. 1 play W green
26400. 2 play G4
26401. 1 play G4
26402. 2 play W blue
26403. 0 play B2
26404. 1 play G2
26405. 2 play WPU
26406. 0 play BS
26407. 1 play W+4
26408. 2 play B4
26409. 0 play BPT
26410. 1 take
26411. 2 play BS
26412. 1 play GS
26413. 0 play WDT green 0,2
26414. 1 play G1
26415. 2 play W+4 yellow
26416. 0 accept
26417. 1 play Y1
26418. 2 play Y9
26419. 0 play Y3
26420. 2 play Y3
26421. 0 play WPU
26422. 1 play G7
26423. 2 play W
26424. 0 play W
26425. 1 play GS
26426. 2 play G6
26427. 0 play G8
26428. 1 play G+2
26429. 2 play WDT
26430. 0 play G8
26431. 1 play W+4
26432. 2 play G2
26433. 0 play W
26434. 1 play W+4
26435. 2 play GR
26436. 0 play W+4
26437. 1 play G1
26438. 2 play W
26439. 0 play G+2
26440. 1 play G5
26441. 2 play W
26442. 0 play W
26443. 1 play G5
26444. 2 play G9
26445. 0 play WDT
26446. 1 play GPT
26447. 2 play WDT
26448. 0 play WPU
26449. 1 play G3
26450. 2 play WDT
26451. 0 play WDT
26452. 1 play GPT
26453. 2 take
26454. 0 play W+4 yellow
26455. 1 accept
26456. 2 play WDT green 0,1
26457. 0 play WDT blue 1,2
26458. 1 play B0
26459. 2 play B7
26460. 0 play WPU
26461. 1 play W
26462. 2 play WPU
26463. 0 play B3
26464. 1 play BPT
26465. 2 play W
26466. 0 play B1
26467. 1 play BS
26468. 2 play W
26469. 0 play B2
26470. 1 play BPT
26471. 2 play BPT
26472. 0 play B5
26473. 1 play W+4
26474. 2 play B6
26475. 0 play B8
26476. 1 play B4
26477. 2 play WDT
26478. 0 play B9
26479. 1 take
26480. 2 play B8
26481. 0 play B1
26482. 1 play B2
26483. 2 play W yellow
26484. 0 play Y9
26485. 1 play WDT green 1,2
26486. 2 play G6
26487. 0 play WPU
26488. 1 play W
26489. 2 play Y+2
26490. 0 play YPT
26491. 1 play WPU
26492. 2 play WDT
26493. 0 play Y7
26494. 1 play WDT
26495. 2 play WDT
26496. 0 play Y+2
26497. 1 play W
26498. 2 play W+4
26499. 0 play Y7
26500. 1 play W
26501. 2 play W+4
26502. 0 play W+4
26503. 1 play W+4
26504. 2 play WDT
26505. 0 play Y6
26506. 1 take
26507. 2 play YR
26508. 1 play RR
26509. 2 play RPT
26510. 2 point 0
26511. 1 point 2
26512. 0 point 2
26513. 0 play RR
26514. 2 play R8
26515. 1 play B8
26516. 0 play W+4 blue
26517. 2 challenge
26518. 2 play BPT
26519. 2 point 1
26520. 1 point 0
26521. 0 point 2
26522. 1 play B6
26523. 0 play B9
26524. 2 play W+4 green
26525. 1 accept
26526. 0 play WPU
26527. 2 play R4
26528. 1 play R8
26529. 0 play RPT
26530. 2 play R2
26531. 1 play WDT
26532. 0 play WPU
26533. 2 play R4
26534. 1 play W
26535. 0 play R3
26536. 2 play W
26537. 1 play WDT
26538. 0 play R+2
26539. 2 play W+4
26540. 1 play W
26541. 0 play WPU
26542. 2 play W
26543. 1 play R2
26544. 0 play R+2
26545. 2 play R3
26546. 1 play W+4
26547. 0 play W
26548. 2 play W
26549. 1 play WPU
26550. 0 play W+4
26551. 2 play R9
26552. 1 play W
26553. 0 take
26554. 2 play R9
26555. 1 play WPU
26556. 0 play W
26557. 2 play W
26558. 1 play WDT
26559. 0 play W
26560. 2 play G3
26561. 1 play WDT
26562. 0 play W
26563. 2 play G7
26564. 1 play G6
26565. 0 play W+4
26566. 2 play GS
26567. 1 play GPT
26568. 0 play W
26569. 2 play W
26570. 1 play W
26571. 0 play W
26572. 2 play GPT
26573. 1 play WDT
26574. 0 play WDT
26575. 2 play G9
26576. 1 play GR
26577. 0 play W+4
26578. 2 play GPT
26579. 1 play W+4
26580. 0 play WPU
26581. 2 play G+2
26582. 1 play W+4
26583. 0 play WDT
26584. 2 play G8
26585. 1 play W+4
26586. 0 play WDT
26587. 2 play G2
26588. 1 play WDT
26589. 0 play WPU
26590. 2 play G8
26591. 1 take
26592. 0 play W yellow
26593. 2 play Y1
26594. 1 play Y6
26595. 0 play Y8
26596. 1 play Y8
26597. 0 play YPT
26598. 1 point 0
26599. 2 point 1
26600. 0 point 1
26601. 2 play Y0
26602. 1 play W+4 red
26603. 0 accept
26604. 2 draw
26605. 2 play R6
26606. 1 play W blue
26607. 0 play WPU
26608. 2 play B3
26609. 1 play B4
26610. 0 play W+4
26611. 2 play B+2
26612. 1 play B5
26613. 0 play WPU
26614. 2 play BR
26615. 1 play B9
26616. 0 play B5
26617. 2 take
26618. 1 play W+4 yellow
26619. 0 challenge
26620. 0 play YPT
26621. 1 point 2
26622. 0 point 2
26623. 2 point 1
26624. 2 play W+4 blue
26625. 1 challenge
26626. 1 play WPU
26627. 0 play WDT
26628. 2 play B3
26629. 1 play BPT
26630. 0 play W
26631. 2 play B9
26632. 1 play W+4
26633. 0 play B6
26634. 2 play BR
26635. 1 play BPT
26636. 0 play B+2
26637. 2 play WPU
26638. 1 play WPU
26639. 0 take
26640. 2 play WPU
26641. 1 play W
26642. 0 play WPU
26643. 2 play R7
26644. 1 play R5
26645. 0 play R+2
26646. 2 play R7
26647. 1 play W+4
26648. 0 play R4
26649. 2 play R1
26650. 1 play WDT
26651. 0 play R+2
26652. 2 play RPT
26653. 1 play W
26654. 0 play R6
26655. 2 play RS
26656. 1 play W+4
26657. 0 play W
26658. 2 play RS
26659. 1 play WDT
26660. 0 play R2
26661. 2 play W
26662. 1 play R5
26663. 0 play R2
26664. 2 play R0
26665. 1 play WDT
26666. 0 play W
26667. 2 play R1
26668. 1 play WDT
26669. 0 play R9
26670. 2 play RPT
26671. 1 play W+4
26672. 0 play R8
26673. 2 take
26674. 1 play W+4 green
26675. 0 challenge
26676. 0 draw
26677. 2 play GS
26678. 0 play G7
26679. 1 play G7
26680. 0 play WPU
26681. 2 play WDT
26682. 1 play W
26683. 0 play WPU
26684. 2 play GPT
26685. 1 play G2
26686. 0 play W+4
26687. 2 play G+2
26688. 1 play G3
26689. 0 play WDT
26690. 2 play G1
26691. 1 play GPT
26692. 0 take
26693. 2 play WPU
26694. 1 play YPT
26695. 0 play YPT
26696. 2 play W+4
26697. 1 play Y1
26698. 0 play W
26699. 2 play WDT
26700. 1 play YPT
26701. 0 play YS
26702. 2 play WDT
26703. 1 play Y7
26704. 0 play Y4
26705. 2 play W+4
26706. 1 play Y7
26707. 0 play Y4
26708. 2 play Y9
26709. 1 play Y0
26710. 0 play WDT
26711. 2 play YR
26712. 1 play WDT
26713. 0 play Y5
26714. 2 play WDT
26715. 1 play Y+2
26716. 0 play Y5
26717. 2 play W+4
26718. 1 play Y6
26719. 0 play W+4
26720. 2 play W
26721. 1 play Y8
26722. 0 play YS
26723. 2 play W
26724. 1 play WDT
26725. 0 play Y2
26726. 2 play W
26727. 1 play W+4
26728. 0 play WDT
26729. 2 play W
26730. 1 play W
26731. 0 play Y2
26732. 2 play W
26733. 1 play WDT
26734. 0 play WPU
26735. 2 take
26736. 1 play W red
26737. 0 play RPT
26738. 2 point 1
26739. 0 point 1
26740. 1 point 2
26741. 2 play R+2
26742. 0 play B+2
26743. 1 play BR
26744. 2 play B+2
26745. 1 play WPU
26746. 2 play YPT
26747. 0 play W
26748. 1 play Y+2
26749. 2 play W
26750. 0 play Y3
26751. 1 play W+4
26752. 2 play Y7
26753. 0 take
26754. 1 play W green
26755. 2 play W blue
26756. 0 play B3
26757. 1 play B0
26758. 2 play B5
26759. 0 play W+4 green
26760. 1 accept
26761. 2 play WDT red 1,2
26762. 0 play R3
26763. 1 play R9
26764. 2 play W green
26765. 0 play GPT
26766. 0 point 2
26767. 2 point 1
26768. 1 point 0
26769. 1 play GPT
26770. 1 point 2
26771. 2 point 0
26772. 0 point 1
26773. 2 play RPT
26774. 1 point 2
26775. 2 point 0
26776. 0 point 1
26777. 0 play BPT
26778. 2 point 1
26779. 1 point 2
26780. 0 point 2
26781. 1 play WPU
26782. 2 play Y8
26783. 0 play YR
26784. 1 play W
26785. 2 play Y6
26786. 0 play Y+2
26787. 1 play W
26788. 2 play Y+2
26789. 0 play YPT
26790. 1 play W
26791. 2 play Y0
26792. 0 play Y6
26793. 1 play WPU
26794. 2 play Y5
26795. 0 play Y7
26796. 1 play WDT
26797. 2 play W+4
26798. 0 play Y3
26799. 1 play WPU
26800. 2 play Y9
26801. 0 play W
26802. 1 play WPU
26803. 2 play YS
26804. 0 play W
26805. 1 play WDT
26806. 2 play Y1
26807. 0 take
26808. 1 draw
26809. 2 play WDT red 1,2
26810. 0 play WDT green 1,2
26811. 1 play G6
26812. 2 play W green
26813. 0 play WPU
26814. 1 play BPT
26815. 2 play B4
26816. 0 play BPT
26817. 1 play B1
26818. 2 play WPU
26819. 0 play WPU
26820. 1 play B9
26821. 2 play W
26822. 0 play WPU
26823. 1 play BS
26824. 2 play BS
26825. 0 play B6
26826. 1 play B3
26827. 2 play W
26828. 0 play B9
26829. 1 play B8
26830. 2 play WDT
26831. 0 play B6
26832. 1 take
26833. 2 play B1
26834. 0 play BPT
26835. 2 point 1
26836. 1 point 0
26837. 0 point 1
26838. 1 play B4
26839. 2 play Y4
26840. 0 play Y1
26841. 1 play Y8
26842. 2 play W green
26843. 0 play G+2
26844. 2 play G5
26845. 0 play WDT red 0,1
26846. 1 play RR
26847. 0 play YR
26848. 1 play W yellow
26849. 2 play Y7
26850. 0 play Y0
26851. 1 play W green
26852. 2 play W green
26853. 0 play W red
26854. 1 play WPU
26855. 2 play W
26856. 0 play W
26857. 1 play G9
26858. 2 play GR
26859. 0 play G1
26860. 1 play GPT
26861. 2 play W+4
26862. 0 play W
26863. 1 play G0
26864. 2 play G5
26865. 0 play W+4
26866. 1 play GR
26867. 2 play W+4
26868. 0 play G1
26869. 1 play WPU
26870. 2 play WDT
26871. 0 play W
26872. 1 play G4
26873. 2 play W+4
26874. 0 play G2
26875. 1 play G2
26876. 2 play W+4
26877. 0 play G4
26878. 1 play GS
26879. 2 play WDT
26880. 0 play W
26881. 1 play WDT
26882. 2 play W+4
26883. 0 play G3
26884. 1 play WPU
26885. 2 play WDT
26886. 0 play GPT
26887. 1 play G+2
26888. 2 play WDT
26889. 0 take
26890. 1 play G9
26891. 0 play G9
26892. 1 play WPU
26893. 2 play W+4
26894. 0 play W+4
26895. 1 play RPT
26896. 2 play R4
26897. 0 play R3
26898. 1 take
26899. 2 play R8
26900. 0 play W red
26901. 1 play RR
26902. 0 play WPU
26903. 2 play W+4
26904. 1 play G8
26905. 0 play G+2
26906. 2 play WDT
26907. 1 play G8
26908. 0 play G4
26909. 2 play WDT
26910. 1 play W+4
26911. 0 play GS
26912. 2 take
26913. 1 play W+4 red
26914. 0 accept
26915. 2 play R+2
26916. 0 play R6
26917. 2 play G6
26918. 1 play B6
26919. 0 play W yellow
26920. 2 play YPT
26921. 2 point 0
26922. 0 point 2
26923. 1 point 0
26924. 1 play Y1
26925. 0 play Y3
26926. 2 play W+4 blue
26927. 1 accept
26928. 0 play W+4 green
26929. 2 challenge
26930. 2 play W+4 blue
26931. 1 accept
26932. 0 play WPU
26933. 2 play WDT
26934. 1 play WPU
26935. 0 play Y9
26936. 2 play YS
26937. 1 play W+4
26938. 0 play WPU
26939. 2 play YPT
26940. 1 play W
26941. 0 play Y8
26942. 2 play YR
26943. 1 take
26944. 0 play W green
26945. 2 play GS
26946. 0 play WDT blue 0,1
26947. 2 play B7
26948. 1 play B9
26949. 0 play W red
26950. 2 play R9
26951. 1 play RR
26952. 2 play RPT
26953. 1 point 2
26954. 2 point 0
26955. 0 point 1
26956. 0 play BPT
26957. 0 point 2
26958. 1 point 2
26959. 2 point 1
26960. 1 play W+4 blue
26961. 2 accept
26962. 0 play W green
26963. 1 play GS
26964. 0 play WDT red 1,2
26965. 1 play W+4 yellow
26966. 2 accept
26967. 0 play YS
26968. 2 play Y3
26969. 0 play G3
26970. 1 play GPT
26971. 1 point 0
26972. 0 point 1
26973. 2 point 0
26974. 2 play WDT green 1,2
26975. 0 play G0
26976. 1 play G9
26977. 2 play G8
26978. 0 play G3
26979. 1 play WPU
26980. 2 play W
26981. 0 play BR
26982. 1 play BR
26983. 2 play W
26984. 0 play WPU
26985. 1 play BPT
26986. 2 play B5
26987. 0 play B7
26988. 1 play WPU
26989. 2 play WPU
26990. 0 play W
26991. 1 play W
26992. 2 play B4
26993. 0 play WDT
26994. 1 play WDT
26995. 2 play WPU
26996. 0 play W+4
26997. 1 play WPU
26998. 2 play WPU
26999. 0 play B2
27000. 1 play B1
27001. 2 play WPU
27002. 0 play B5
27003. 1 play WPU
27004. 2 take
27005. 0 play B2
27006. 1 play B9
27007. 2 play WPU
27008. 0 play W
27009. 1 play B1
27010. 2 play B4
27011. 0 play W
27012. 1 play B3
27013. 2 play BR
27014. 0 play WDT
27015. 1 play BS
27016. 2 play W
27017. 0 play W+4
27018. 1 play B8
27019. 2 play B2
27020. 0 play W+4
27021. 1 play WDT
27022. 2 play BPT
27023. 0 play WDT
27024. 1 play BPT
27025. 2 play W
27026. 0 play WDT
27027. 1 play WPU
27028. 2 play WPU
27029. 0 play WDT
27030. 1 play B8
27031. 2 play WDT
27032. 0 play WDT
27033. 1 play BS
27034. 2 play WPU
27035. 0 play WDT
27036. 1 play W+4
27037. 2 play B7
27038. 0 play W+4
27039. 1 play B6
27040. 2 play BPT
27041. 0 take
27042. 1 play B3
27043. 2 play R3
27044. 0 play WPU
27045. 1 play RR
27046. 2 play RS
27047. 0 play W
27048. 1 play R4
27049. 2 play R2
27050. 0 play WPU
27051. 1 play RPT
27052. 2 play R0
27053. 0 play R4
27054. 1 play R9
27055. 2 play R8
27056. 0 play W
27057. 1 play R3
27058. 2 play WPU
27059. 0 play W
27060. 1 play W
27061. 2 play RS
27062. 0 play WDT
27063. 1 play W
27064. 2 play R7
27065. 0 play W
27066. 1 play R+2
27067. 2 play R2
27068. 0 play WPU
27069. 1 take
27070. 2 play R5
27071. 0 play WDT green 0,2
27072. 1 play G5
27073. 2 play WDT blue 0,1
27074. 0 play B8
27075. 1 play WDT green 0,1
27076. 2 play G4
27077. 0 play G2
27078. 1 play WPU
27079. 2 play W+4
27080. 0 play Y0
27081. 1 play YPT
27082. 2 play Y2
27083. 0 play Y+2
27084. 1 play Y7
27085. 2 play W
27086. 0 play Y6
27087. 1 play WPU
27088. 2 play W
27089. 0 play Y+2
27090. 1 play Y8
27091. 2 play WPU
27092. 0 play W+4
27093. 1 play YR
27094. 2 play WPU
27095. 0 play WDT
27096. 1 play YS
27097. 2 play Y2
27098. 0 play Y7
27099. 1 play Y9
27100. 2 play Y5
27101. 0 play Y9
27102. 1 play Y8
27103. 2 play W
27104. 0 play YPT
27105. 1 play WPU
27106. 2 play W
27107. 0 play Y6
27108. 1 play W
27109. 2 play Y4
27110. 0 play Y5
27111. 1 play Y1
27112. 2 play WPU
27113. 0 play WDT
27114. 1 play W
27115. 2 play WPU
27116. 0 play YR
27117. 1 play W
27118. 2 take
27119. 0 draw
27120. 1 play W green
27121. 2 play G9
27122. 0 play G1
27123. 1 play G6
27124. 2 play GPT
27125. 0 point 2
27126. 1 point 2
27127. 2 point 0
27128. 0 play GPT
27129. 2 point 0
27130. 0 point 2
27131. 1 point 2
27132. 1 play G7
27133. 2 play WDT red 1,2
27134. 0 play W+4 yellow
27135. 1 challenge
27136. 1 play W yellow
27137. 2 play Y1
27138. 0 play WDT green 0,2
27139. 1 play W green
27140. 2 play G+2
27141. 1 play R+2
27142. 0 play WPU
27143. 1 take
27144. 2 play G8
27145. 0 draw
27146. 0 play WPU
27147. 1 take
27148. 2 play W blue
27149. 0 play BS
27150. 2 play W+4 red
27151. 0 challenge
27152. 0 play R6
27153. 1 play R8
27154. 2 play W red
27155. 0 play W+4 yellow
27156. 1 challenge
27157. 1 draw
27158. 2 play Y5
27159. 0 play W yellow
27160. 1 draw
27161. 2 play YPT
27162. 1 point 0
27163. 2 point 1
27164. 0 point 2
27165. 0 play W+4 blue
27166. 1 accept
27167. 2 play B5
27168. 0 play B8
27169. 1 play R8
27170. 2 play W+4 red
27171. 0 accept
27172. 1 play R0
27173. 2 play R7
27174. 0 play WPU
27175. 1 play R4
27176. 2 play R6
27177. 0 play W
27178. 1 play R7
27179. 2 play RPT
27180. 0 play W+4
27181. 1 play R9
27182. 2 play W
27183. 0 play R3
27184. 1 play W+4
27185. 2 play RPT
27186. 0 play WDT
27187. 1 play WDT
27188. 2 play WPU
27189. 0 play WDT
27190. 1 play R2
27191. 2 play WDT
27192. 0 play WDT
27193. 1 play R3
27194. 2 play R1
27195. 0 play WDT
27196. 1 play W+4
27197. 2 play WDT
27198. 0 play WDT
27199. 1 play R2
27200. 2 play WPU
27201. 0 play WDT
27202. 1 play RS
27203. 2 play R1
27204. 0 take
27205. 1 play RS
27206. 0 play R5
27207. 2 play R5
27208. 0 play G5
27209. 1 play G1
27210. 2 play G9
27211. 0 play G1
27212. 1 play G4
27213. 2 play G7
27214. 0 play GPT
27215. 2 point 0
27216. 1 point 0
27217. 0 point 1
27218. 1 play G9
27219. 2 play Y9
27220. 0 play WDT green 0,1
27221. 1 play GS
27222. 0 play WPU
27223. 1 take
27224. 2 play W+4 green
27225. 0 accept
27226. 1 play GPT
27227. 0 point 1
27228. 1 point 2
27229. 2 point 1
27230. 2 play YPT
27231. 1 point 2
27232. 0 point 2
27233. 2 point 0
27234. 0 play YS
27235. 2 play Y8
27236. 0 play B8
27237. 1 play WDT yellow 0,2
27238. 2 play W red
27239. 0 play RS
27240. 2 play W red
27241. 0 play R7
27242. 1 play B7
27243. 2 play B5
27244. 0 play WPU
27245. 1 play WPU
27246. 2 play RS
27247. 0 play W
27248. 1 play RPT
27249. 2 play W+4
27250. 0 play R2
27251. 1 play R4
27252. 2 play W+4
27253. 0 play R9
27254. 1 play W+4
27255. 2 play W
27256. 0 play R+2
27257. 1 play RPT
27258. 2 play WPU
27259. 0 play R9
27260. 1 play RR
27261. 2 play W
27262. 0 play WDT
27263. 1 play RR
27264. 2 play W
27265. 0 play RPT
27266. 1 take
27267. 2 play WPU
27268. 0 play GPT
27269. 1 play W
27270. 2 play WPU
27271. 0 play W
27272. 1 play W+4
27273. 2 play G0
27274. 0 play GPT
27275. 1 play W+4
27276. 2 play W
27277. 0 play GS
27278. 1 play W+4
27279. 2 play G5
27280. 0 play G4
27281. 1 play WDT
27282. 2 play G2
27283. 0 play G6
27284. 1 play W
27285. 2 play W
27286. 0 play WPU
27287. 1 play G7
27288. 2 play W
27289. 0 play W+4
27290. 1 play G6
27291. 2 play W
27292. 0 play WDT
27293. 1 play W
27294. 2 play G+2
27295. 0 play WDT
27296. 1 play W
27297. 2 play WPU
27298. 0 play G2
27299. 1 play WPU
27300. 2 play WPU
27301. 0 play W+4
27302. 1 play WPU
27303. 2 play WPU
27304. 0 play G3
27305. 1 take
27306. 2 draw
27307. 2 play WDT green 0,1
27308. 0 play G8
27309. 1 play W+4 green
27310. 2 challenge
27311. 2 draw
27312. 2 pass
27313. 0 play G3
27314. 1 play G0
27315. 2 play G9
27316. 0 play GR
27317. 2 play YR
27318. 0 play BR
27319. 2 play BR
27320. 0 play B9
27321. 0 play B9
27322. 1 play WPU
27323. 2 play B1
27324. 0 play B0
27325. 1 play W+4
27326. 2 play B6
27327. 0 play B3
27328. 1 play WDT
27329. 2 play B+2
27330. 0 play B+2
27331. 1 play W
27332. 2 take
27333. 0 play B3
27334. 1 play WDT blue 0,1
27335. 2 play W yellow
27336. 0 play WDT red 1,2
27337. 1 play RR
27338. 0 play GR
27339. 1 play G3
27340. 2 play WDT green 1,2
27341. 0 play W+4 yellow
27342. 1 accept
27343. 2 play YPT
27344. 0 point 2
27345. 2 point 1
27346. 1 point 0
27347. 0 play YPT
27348. 2 point 0
27349. 0 point 2
27350. 1 point 0
27351. 1 play RPT
27352. 1 point 0
27353. 0 point 1
27354. 2 point 1
27355. 2 play R0
27356. 0 play RPT
27357. 1 point 0
27358. 2 point 1
27359. 0 point 1
27360. 1 play WPU
27361. 2 play WPU
27362. 0 play G1
27363. 1 play WDT
27364. 2 play WDT
27365. 0 play G9
27366. 1 play G6
27367. 2 play W+4
27368. 0 play WDT
27369. 1 play G7
27370. 2 play W+4
27371. 0 play WPU
27372. 1 play W+4
27373. 2 play W+4
27374. 0 play W
27375. 1 play G7
27376. 2 play W+4
27377. 0 play WDT
27378. 1 play G4
27379. 2 take
27380. 0 play W+4 green
27381. 1 challenge
27382. 1 play WPU
27383. 2 play W+4
27384. 0 play G8
27385. 1 play G2
27386. 2 play WDT
27387. 0 play G+2
27388. 1 play WPU
27389. 2 play G6
27390. 0 play W
27391. 1 play G6
27392. 2 play W
27393. 0 play W+4
27394. 1 play G+2
27395. 2 play WDT
27396. 0 play WDT
27397. 1 play GS
27398. 2 play G4
27399. 0 play WDT
27400. 1 play W+4
27401. 2 play W+4
27402. 0 play WDT
27403. 1 play W
27404. 2 play WPU
27405. 0 take
27406. 1 play G1
27407. 2 play WPU
27408. 0 play W
27409. 1 play Y3
27410. 2 play WDT
27411. 0 play WPU
27412. 1 play W+4
27413. 2 play Y9
27414. 0 play W+4
27415. 1 play W+4
27416. 2 play Y2
27417. 0 play W+4
27418. 1 play W
27419. 2 play YS
27420. 0 play W
27421. 1 play YPT
27422. 2 play Y1
27423. 0 play W
27424. 1 play W
27425. 2 play YR
27426. 0 play W+4
27427. 1 play W
27428. 2 play Y0
27429. 0 play Y5
27430. 1 play WPU
27431. 2 play Y2
27432. 0 play W+4
27433. 1 play W
27434. 2 play W+4
27435. 0 play Y9
27436. 1 play WPU
27437. 2 play Y5
27438. 0 play WDT
27439. 1 play W
27440. 2 play Y4
27441. 0 play WDT
27442. 1 play W
27443. 2 play Y8
27444. 0 play WDT
27445. 1 play W
27446. 2 play Y7
27447. 0 play WPU
27448. 1 play WPU
27449. 2 play Y4
27450. 0 play WDT
27451. 1 play W
27452. 2 play Y3
27453. 0 play WDT
27454. 1 play WPU
27455. 2 play WDT
27456. 0 take
27457. 1 play W yellow
27458. 2 draw
27459. 0 draw
27460. 0 play Y8
27461. 1 play W blue
27462. 2 draw
27463. 2 play W+4 blue
27464. 0 challenge
27465. 0 play WPU
27466. 1 play G2
27467. 2 play G7
27468. 0 play WDT
27469. 1 play G5
27470. 2 play G5
27471. 0 play GPT
27472. 1 play G4
27473. 2 play G9
27474. 0 play G2
27475. 1 play GPT
27476. 2 play G7
27477. 0 play G6
27478. 1 play GPT
27479. 2 play WDT
27480. 0 play WDT
27481. 1 play GS
27482. 2 play WPU
27483. 0 play G8
27484. 1 take
27485. 2 play WDT yellow 0,1
27486. 0 play Y1
27487. 1 play W+4 blue
27488. 2 challenge
27489. 2 play B3
27490. 0 play W yellow
27491. 1 play W blue
27492. 2 play B+2
27493. 1 play WPU
27494. 2 play W+4
27495. 0 play G+2
27496. 1 play GR
27497. 2 play W+4
27498. 0 play G+2
27499. 1 play G2
27500. 2 play G1
27501. 0 play G4
27502. 1 play G7
27503. 2 play G1
27504. 0 play WPU
27505. 1 play G7
27506. 2 take
27507. 0 play WPU
27508. 1 play B3
27509. 2 play B0
27510. 0 play BS
27511. 1 play WDT
27512. 2 play WPU
27513. 0 play W+4
27514. 1 play W
27515. 2 play BR
27516. 0 play WPU
27517. 1 play BS
27518. 2 play B1
27519. 0 play B4
27520. 1 play WDT
27521. 2 play B6
27522. 0 play B5
27523. 1 play WDT
27524. 2 play W+4
27525. 0 play B7
27526. 1 take
27527. 2 play B+2
27528. 1 play BS
27529. 0 draw
27530. 0 play WPU
27531. 1 play B7
27532. 2 play B8
27533. 0 play WPU
27534. 1 play W
27535. 2 play W+4
27536. 0 play BPT
27537. 1 play B4
27538. 2 take
27539. 0 play B2
27540. 1 play WDT yellow 0,1
27541. 2 play Y+2
27542. 1 play YPT
27543. 2 point 1
27544. 1 point 2
27545. 0 point 1
27546. 2 play WPU
27547. 0 play R3
27548. 1 play R5
27549. 2 play R8
27550. 0 play R+2
27551. 1 play RR
27552. 2 play W
27553. 0 play R0
27554. 1 play RS
27555. 2 play W+4
27556. 0 play R1
27557. 1 play R6
27558. 2 play RR
27559. 0 play R3
27560. 1 play R8
27561. 2 take
27562. 0 play WDT red 1,2
27563. 1 play RPT
27564. 2 point 1
27565. 1 point 0
27566. 0 point 1
27567. 2 play R3
27568. 0 play R4
27569. 1 play WDT blue 1,2
27570. 2 play W+4 green
27571. 0 accept
27572. 1 play G9
27573. 2 play GPT
27574. 2 point 1
27575. 0 point 2
27576. 1 point 0
27577. 0 play WDT blue 1,2
27578. 1 play W blue
27579. 2 play BPT
27580. 1 point 0
27581. 0 point 1
27582. 2 point 1
27583. 0 play BPT
27584. 2 point 1
27585. 1 point 2
27586. 0 point 1
27587. 1 play BS
27588. 0 play B7
27589. 1 play B9
27590. 2 play B8
27591. 0 play Y8
27592. 1 play WPU
27593. 2 play B9
27594. 0 play B4
27595. 1 play B5
27596. 2 play B4
27597. 0 play W+4
27598. 1 play WPU
27599. 2 play W
27600. 0 play B1
27601. 1 play BR
27602. 2 play W
27603. 0 play W+4
27604. 1 play B0
27605. 2 play B7
27606. 0 play B2
27607. 1 play WDT
27608. 2 play WPU
27609. 0 play W
27610. 1 play B6
27611. 2 take
27612. 0 play BPT
27613. 0 point 1
27614. 2 point 1
27615. 1 point 0
27616. 1 play B3
27617. 2 play B2
27618. 0 play B6
27619. 1 play WPU
27620. 2 play Y1
27621. 0 play Y7
27622. 1 play W
27623. 2 play Y6
27624. 0 play Y5
27625. 1 play Y+2
27626. 2 play WDT
27627. 0 play YPT
27628. 1 play WDT
27629. 2 play WPU
27630. 0 play Y2
27631. 1 play W
27632. 2 play Y+2
27633. 0 play W+4
27634. 1 play YPT
27635. 2 play WDT
27636. 0 play Y3
27637. 1 play YPT
27638. 2 play WPU
27639. 0 play Y4
27640. 1 play W+4
27641. 2 play W+4
27642. 0 play WPU
27643. 1 play W+4
27644. 2 play W+4
27645. 0 play Y5
27646. 1 take
27647. 2 play Y6
27648. 0 play WDT red 0,2
27649. 1 play R9
27650. 1 play R9
27651. 2 play B9
27652. 0 play WDT blue 0,2
27653. 1 play W+4 blue
27654. 2 accept
27655. 0 play W green
27656. 1 play WDT blue 1,2
27657. 2 play BR
27658. 1 play WDT red 1,2
27659. 0 play W blue
27660. 2 play B0
27661. 1 play B5
27662. 0 play W+4 green
27663. 2 challenge
27664. 2 play G2
27665. 1 play G3
27666. 0 play Y3
27667. 1 play Y3
27668. 0 play Y9
27669. 2 play WPU
27670. 1 play B3
27671. 0 play B2
27672. 2 play B+2
27673. 1 play W+4
27674. 0 play W
27675. 2 play B5
27676. 1 play W+4
27677. 0 play BPT
27678. 2 play B7
27679. 1 play W+4
27680. 0 play B8
27681. 2 play B+2
27682. 1 play W
27683. 0 play W
27684. 2 play W
27685. 1 play B1
27686. 0 play W
27687. 2 play WPU
27688. 1 play W
27689. 0 play WDT
27690. 2 play W
27691. 1 play WDT
27692. 0 play BR
27693. 2 play B6
27694. 1 play WPU
27695. 0 play W
27696. 2 play B4
27697. 1 play W+4
27698. 0 play W
27699. 2 play B1
27700. 1 play WPU
27701. 0 play BS
27702. 2 play W
27703. 1 play WPU
27704. 0 play WDT
27705. 2 play B4
27706. 1 take
27707. 0 play WDT green 1,2
27708. 2 play GR
27709. 0 play WDT green 0,1
27710. 1 play G9
27711. 2 play G7
27712. 0 play R7
27713. 1 play R4
27714. 0 play R4
27715. 1 play WPU
27716. 2 play WPU
27717. 0 play W+4
27718. 1 play BPT
27719. 2 take
27720. 0 play W red
27721. 1 play WDT red 1,2
27722. 2 play RR
27723. 1 play R+2
27724. 2 play R1
27725. 1 draw
27726. 0 play W blue
27727. 2 draw
27728. 1 draw
27729. 1 play B2
27730. 0 play W+4 yellow
27731. 2 accept
27732. 1 play W+4 red
27733. 0 challenge
27734. 0 play R1
27735. 2 play WPU
27736. 1 play G4
27737. 0 play G0
27738. 2 play G+2
27739. 1 play W
27740. 0 play GS
27741. 2 play G4
27742. 1 play G6
27743. 0 play W+4
27744. 2 play W
27745. 1 play G5
27746. 0 play WDT
27747. 2 play WDT
27748. 1 play G5
27749. 0 play WDT
27750. 2 play G7
27751. 1 play G2
27752. 0 play W
27753. 2 play G+2
27754. 1 play W+4
27755. 0 play GPT
27756. 2 play WPU
27757. 1 play WDT
27758. 0 play G6
27759. 2 play G1
27760. 1 play G9
27761. 0 play WPU
27762. 2 play W+4
27763. 1 play WDT
27764. 0 play W+4
27765. 2 play G1
27766. 1 play W
27767. 0 play WPU
27768. 2 take
27769. 1 play GPT
27770. 2 point 0
27771. 1 point 0
27772. 0 point 1
27773. 0 play WPU
27774. 2 play WPU
27775. 1 play B+2
27776. 0 play WPU
27777. 2 play B5
27778. 1 play B8
27779. 0 play WPU
27780. 2 play BR
27781. 1 play B2
27782. 0 play B0
27783. 2 play B3
27784. 1 play B8
27785. 0 play W+4
27786. 2 play W
27787. 1 play B4
27788. 0 take
27789. 2 play BPT
27790. 2 point 0
27791. 0 point 1
27792. 1 point 0
27793. 1 play WDT green 0,2
27794. 0 draw
27795. 0 play W+4 red
27796. 2 accept
27797. 1 play RPT
27798. 0 point 1
27799. 1 point 0
27800. 2 point 0
27801. 0 play R+2
27802. 1 play R3
27803. 0 play WPU
27804. 2 play R8
27805. 1 play WPU
27806. 0 play R7
27807. 2 play R9
27808. 1 play W+4
27809. 0 play R2
27810. 2 play R3
27811. 1 play RPT
27812. 0 play WPU
27813. 2 play WDT
27814. 1 play R5
27815. 0 play W+4
27816. 2 play WPU
27817. 1 play W+4
27818. 0 play W
27819. 2 play WPU
27820. 1 play R2
27821. 0 play R6
27822. 2 play R6
27823. 1 play WPU
27824. 0 play R4
27825. 2 play R8
27826. 1 play W+4
27827. 0 play R9
27828. 2 play R5
27829. 1 play W
27830. 0 play WPU
27831. 2 play RPT
27832. 1 play W
27833. 0 play WPU
27834. 2 play W+4
27835. 1 play WPU
27836. 0 play RS
27837. 2 play R+2
27838. 1 play WDT
27839. 0 play W
27840. 2 play W
27841. 1 play W
27842. 0 play W+4
27843. 2 play W
27844. 1 play W
27845. 0 take
27846. 2 play RPT
27847. 2 point 1
27848. 1 point 2
27849. 0 point 1
27850. 1 play GPT
27851. 2 point 0
27852. 1 point 2
27853. 0 point 2
27854. 0 play W green
27855. 2 play G7
27856. 1 play B7
27857. 0 play B8
27858. 2 play W+4 blue
27859. 1 accept
27860. 0 play BR
27861. 1 play B3
27862. 2 play B9
27863. 0 play B4
27864. 1 play B6
27865. 2 play B6
27866. 0 play B+2
27867. 2 play G+2
27868. 1 play GR
27869. 0 play WPU
27870. 2 play BPT
27871. 1 play WDT
27872. 0 play WDT
27873. 2 play BPT
27874. 1 play BR
27875. 0 play B3
27876. 2 play W+4
27877. 1 play B4
27878. 0 play WPU
27879. 2 play WDT
27880. 1 play B7
27881. 0 play WDT
27882. 2 play W
27883. 1 play W
27884. 0 play WPU
27885. 2 play WDT
27886. 1 play WDT
27887. 0 play B2
27888. 2 play WDT
27889. 1 play B+2
27890. 0 play WPU
27891. 2 play WDT
27892. 1 play B9
27893. 0 play WPU
27894. 2 play W+4
27895. 1 play WPU
27896. 0 play B5
27897. 2 play W+4
27898. 1 play WPU
27899. 0 play WPU
27900. 2 play WDT
27901. 1 play BS
27902. 0 play W+4
27903. 2 play W
27904. 1 play BPT
27905. 0 play W+4
27906. 2 play W
27907. 1 play BS
27908. 0 play B3
27909. 2 play WDT
27910. 1 play B5
27911. 0 play W
27912. 2 play WDT
27913. 1 play B1
27914. 0 play B0
27915. 2 play WDT
27916. 1 play B1
27917. 0 play W
27918. 2 take
27919. 1 play W green
27920. 0 play WPU
27921. 2 play B2
27922. 1 play W
27923. 0 play W
27924. 2 play WDT
27925. 1 play W
27926. 0 play B8
27927. 2 play B7
27928. 1 play W
27929. 0 play W+4
27930. 2 play B9
27931. 1 take
27932. 0 play W+4 green
27933. 2 challenge
27934. 2 play WPU
27935. 1 play GPT
27936. 0 play G7
27937. 2 play W+4
27938. 1 play GS
27939. 0 play W+4
27940. 2 play G0
27941. 1 play G9
27942. 0 play W
27943. 2 play G6
27944. 1 play W
27945. 0 play WPU
27946. 2 play G1
27947. 1 play WPU
27948. 0 play W
27949. 2 play G6
27950. 1 play G3
27951. 0 play W
27952. 2 play WDT
27953. 1 play W+4
27954. 0 play W+4
27955. 2 play GPT
27956. 1 play G8
27957. 0 play W
27958. 2 play W
27959. 1 play GPT
27960. 0 play WPU
27961. 2 play G5
27962. 1 play W
27963. 0 play W
27964. 2 play WPU
27965. 1 play W
27966. 0 play W+4
27967. 2 play W
27968. 1 play G8
27969. 0 take
27970. 2 play G1
27971. 1 play WDT red 0,1
27972. 0 play WDT blue 1,2
27973. 2 play B0
27974. 1 draw
27975. 1 play B4
27976. 0 play Y4
27977. 2 play Y7
27978. 1 play Y5
27979. 0 play W+4 green
27980. 2 accept
27981. 1 play G3
27982. 0 play G3
27983. 2 play WDT blue 0,1
27984. 1 play B2
27985. 0 play B8
27986. 2 play B1
27987. 1 play Y1
27988. 0 play YPT
27989. 0 point 1
27990. 2 point 1
27991. 1 point 0
27992. 2 play RPT
27993. 1 point 0
27994. 2 point 0
27995. 0 point 2
27996. 1 play WPU
27997. 0 play W+4
27998. 2 play W+4
27999. 1 play Y1
28000. 0 play YR
28001. 2 play W
28002. 1 play W
28003. 0 play Y1
28004. 2 play W+4
28005. 1 play Y6
28006. 0 play YS
28007. 2 play WPU
28008. 1 play YPT
28009. 0 play Y9
28010. 2 play W+4
28011. 1 play Y7
28012. 0 play Y8
28013. 2 play W
28014. 1 play Y4
28015. 0 play WPU
28016. 2 play W+4
28017. 1 play Y+2
28018. 0 play Y2
28019. 2 play W+4
28020. 1 play W+4
28021. 0 play YR
28022. 2 play WPU
28023. 1 play YPT
28024. 0 play WPU
28025. 2 play W+4
28026. 1 play Y3
28027. 0 play YS
28028. 2 play Y3
28029. 1 play Y2
28030. 0 play Y8
28031. 2 play WDT
28032. 1 play Y6
28033. 0 play W
28034. 2 play W
28035. 1 play YPT
28036. 0 play Y0
28037. 2 play WPU
28038. 1 play Y+2
28039. 0 play W
28040. 2 play WDT
28041. 1 play Y5
28042. 0 play W+4
28043. 2 play WDT
28044. 1 take
28045. 0 play W+4 green
28046. 2 accept
28047. 1 play W red
28048. 0 play R6
28049. 2 play W yellow
28050. 1 play YPT
28051. 1 point 0
28052. 2 point 0
28053. 0 point 1
28054. 0 play W+4 red
28055. 2 accept
28056. 1 play R1
28057. 0 play R8
28058. 2 play W+4 yellow
28059. 1 challenge
28060. 1 play YPT
28061. 2 point 0
28062. 0 point 2
28063. 1 point 0
28064. 0 play BPT
28065. 1 point 0
28066. 0 point 2
28067. 2 point 1
28068. 2 play BS
28069. 0 play WDT yellow 1,2
28070. 2 play W green
28071. 1 play WPU
28072. 0 play W
28073. 2 play R3
28074. 1 play WDT
28075. 0 play R3
28076. 2 play RS
28077. 1 play R+2
28078. 0 play R7
28079. 2 play RR
28080. 1 play R8
28081. 0 play R5
28082. 2 play WDT
28083. 1 play WPU
28084. 0 play R+2
28085. 2 play W
28086. 1 play W+4
28087. 0 play R4
28088. 2 play RR
28089. 1 play R4
28090. 0 play R5
28091. 2 play WDT
28092. 1 play W+4
28093. 0 play RS
28094. 2 play W+4
28095. 1 play W
28096. 0 play R6
28097. 2 play R0
28098. 1 play W
28099. 0 play R1
28100. 2 play WDT
28101. 1 play W
28102. 0 play R8
28103. 2 play WDT
28104. 1 play WDT
28105. 0 play W
28106. 2 play R7
28107. 1 play WPU
28108. 0 play R9
28109. 2 play WDT
28110. 1 play WDT
28111. 0 play R2
28112. 2 play WDT
28113. 1 play WPU
28114. 0 play R2
28115. 2 play WDT
28116. 1 play W
28117. 0 play WPU
28118. 2 play WPU
28119. 1 play W+4
28120. 0 play R9
28121. 2 play WPU
28122. 1 play W
28123. 0 play RPT
28124. 2 play WPU
28125. 1 play WDT
28126. 0 play RPT
28127. 2 take
28128. 1 play W+4 yellow
28129. 0 accept
28130. 2 play WDT yellow 1,2
28131. 1 play W+4 blue
28132. 0 challenge
28133. 0 play B4
28134. 2 play WPU
28135. 1 play B7
28136. 0 play W
28137. 2 play WDT
28138. 1 play W+4
28139. 0 play B7
28140. 2 play BPT
28141. 1 play W+4
28142. 0 play WPU
28143. 2 play B9
28144. 1 play W+4
28145. 0 play B6
28146. 2 play B3
28147. 1 play B9
28148. 0 play W
28149. 2 play W
28150. 1 play B8
28151. 0 play WPU
28152. 2 play B2
28153. 1 play BR
28154. 0 play W
28155. 2 play B3
28156. 1 play B6
28157. 0 play B8
28158. 2 play BS
28159. 1 play W+4
28160. 0 play B2
28161. 2 play B5
28162. 1 play W
28163. 0 play WPU
28164. 2 play B0
28165. 1 play WPU
28166. 0 play W
28167. 2 play B+2
28168. 1 play B+2
28169. 0 play W
28170. 2 play B1
28171. 1 play WPU
28172. 0 play W
28173. 2 play W+4
28174. 1 play BPT
28175. 0 take
28176. 2 play BR
28177. 0 play B3
28178. 1 play Y3
28179. 2 draw
28180. 2 play W+4 blue
28181. 0 challenge
28182. 0 play B6
28183. 0 play B6
28184. 1 play Y6
28185. 2 play WDT red 1,2
28186. 0 play W red
28187. 1 play W+4 red
28188. 2 challenge
28189. 0 play WPU
28190. 1 take
28191. 2 play R3
28192. 0 play RPT
28193. 1 point 0
28194. 2 point 1
28195. 0 point 1
28196. 1 play YPT
28197. 1 point 2
28198. 0 point 1
28199. 2 point 1
28200. 2 play Y4
28201. 0 play YPT
28202. 0 point 1
28203. 1 point 0
28204. 2 point 0
28205. 1 play W+4 green
28206. 2 challenge
28207. 2 play G3
28208. 0 play WDT red 1,2
28209. 1 play RPT
28210. 0 point 1
28211. 2 point 1
28212. 1 point 2
28213. 2 play W+4 yellow
28214. 0 challenge
28215. 0 play Y9
28216. 1 play Y0
28217. 2 play W+4 yellow
28218. 0 challenge
28219. 0 play W+4 green
28220. 1 accept
28221. 2 play GR
28222. 1 play G+2
28223. 2 play W+4 green
28224. 1 accept
28225. 0 play G6
28226. 2 play G7
28227. 1 play Y7
28228. 0 play B7
28229. 2 play B4
28230. 0 play B4
28231. 2 draw
28232. 2 play B4
28233. 1 play W+4 green
28234. 0 challenge
28235. 0 play W+4 blue
28236. 2 accept
28237. 1 play WDT green 1,2
28238. 0 play W blue
28239. 2 play B5
28240. 1 play B7
28241. 0 play BR
28242. 1 play W+4 yellow
28243. 2 challenge
28244. 0 play YPT
28245. 2 point 0
28246. 0 point 1
28247. 1 point 0
28248. 1 play Y+2
28249. 0 play W+4 green
28250. 1 accept
28251. 2 play G1
28252. 0 play W+4 blue
28253. 1 accept
28254. 2 play BPT
28255. 0 point 1
28256. 2 point 0
28257. 1 point 2
28258. 0 play BS
28259. 2 play BPT
28260. 2 point 0
28261. 0 point 1
28262. 1 point 2
28263. 0 play B2
28264. 1 play Y2
28265. 2 play W+4 blue
28266. 0 accept
28267. 1 play W+4 red
28268. 2 challenge
28269. 0 play W green
28270. 1 play G7
28271. 2 play W green
28272. 0 play WPU
28273. 1 play W+4
28274. 2 play G4
28275. 0 play G8
28276. 1 play G+2
28277. 2 play GR
28278. 0 play W+4
28279. 1 play G1
28280. 2 play G6
28281. 0 play GR
28282. 1 take
28283. 2 play G+2
28284. 1 play G7
28285. 2 play G5
28286. 0 play GPT
28287. 1 point 2
28288. 0 point 2
28289. 2 point 1
28290. 1 play G8
28291. 2 draw
28292. 2 play G5
28293. 0 play G6
28294. 1 play G6
28295. 2 play G+2
28296. 1 play G4
28297. 2 play W+4 red
28298. 0 challenge
28299. 0 play RPT
28300. 2 point 0
28301. 0 point 1
28302. 1 point 0
28303. 1 play W blue
28304. 2 play B1
28305. 0 play B9
28306. 1 play WPU
28307. 2 play RPT
28308. 0 play W+4
28309. 1 play W+4
28310. 2 play R3
28311. 0 play WPU
28312. 1 play W+4
28313. 2 play R2
28314. 0 play W
28315. 1 play R3
28316. 2 play R9
28317. 0 play W+4
28318. 1 take
28319. 2 play R7
28320. 0 play B7
28321. 1 play W red
28322. 2 play R0
28323. 0 play B0
28324. 1 play W+4 green
28325. 2 challenge
28326. 2 play G+2
28327. 1 play W blue
28328. 2 play WDT blue 0,2
28329. 0 play B2
28330. 1 play W+4 blue
28331. 2 accept
28332. 0 play B+2
28333. 2 play BS
28334. 1 play W+4 yellow
28335. 2 challenge
28336. 2 play WDT yellow 0,1
28337. 0 play YPT
28338. 2 point 0
28339. 0 point 1
28340. 1 point 2
28341. 1 play Y8
28342. 2 play WPU
28343. 0 play WPU
28344. 1 play W+4
28345. 2 play WPU
28346. 0 play Y2
28347. 1 play Y5
28348. 2 play Y0
28349. 0 play WPU
28350. 1 play W+4
28351. 2 play Y9
28352. 0 play Y4
28353. 1 play YS
28354. 2 play Y3
28355. 0 play WPU
28356. 1 play Y+2
28357. 2 play W+4
28358. 0 play W
28359. 1 play Y3
28360. 2 play Y6
28361. 0 play WDT
28362. 1 play YPT
28363. 2 play WPU
28364. 0 play W
28365. 1 play Y1
28366. 2 play WPU
28367. 0 play W
28368. 1 play WDT
28369. 2 play W
28370. 0 play W+4
28371. 1 play Y8
28372. 2 play W+4
28373. 0 play Y7
28374. 1 play YR
28375. 2 play WPU
28376. 0 play W+4
28377. 1 play YS
28378. 2 play W
28379. 0 play W
28380. 1 play WPU
28381. 2 play WPU
28382. 0 play W+4
28383. 1 play Y+2
28384. 2 play YPT
28385. 0 play W+4
28386. 1 play Y1
28387. 2 play WPU
28388. 0 play W
28389. 1 play Y6
28390. 2 play WDT
28391. 0 take
28392. 1 play Y7
28393. 2 play YPT
28394. 1 point 2
28395. 0 point 1
28396. 2 point 1
28397. 0 play W+4 blue
28398. 1 accept
28399. 2 play B3
28400. 0 play B5
28401. 1 play B9
28402. 2 play G9
28403. 0 play GS
28404. 2 play GPT
28405. 0 point 2
28406. 2 point 1
28407. 1 point 0
28408. 0 play G9
28409. 1 play GR
28410. 0 play G5
28411. 2 play B5
28412. 1 play B3
28413. 0 play WPU
28414. 2 play W
28415. 1 play G+2
28416. 0 play G1
28417. 2 play WDT
28418. 1 play G1
28419. 0 play W
28420. 2 play G6
28421. 1 play GR
28422. 0 play GPT
28423. 2 play G7
28424. 1 play WPU
28425. 0 play G0
28426. 2 play G2
28427. 1 play WPU
28428. 0 play W
28429. 2 play G3
28430. 1 take
28431. 0 play WPU
28432. 2 play G5
28433. 1 play WDT
28434. 0 play G7
28435. 2 play GS
28436. 1 play G0
28437. 0 play WPU
28438. 2 play G3
28439. 1 play GR
28440. 0 play WDT
28441. 2 play G2
28442. 1 play G3
28443. 0 play G+2
28444. 2 play W+4
28445. 1 play G7
28446. 0 play GPT
28447. 2 play WDT
28448. 1 play W
28449. 0 play W+4
28450. 2 play W+4
28451. 1 play WPU
28452. 0 play WDT
28453. 2 play WDT
28454. 1 play G1
28455. 0 play W+4
28456. 2 play G4
28457. 1 play G2
28458. 0 play G4
28459. 2 play W
28460. 1 play G6
28461. 0 play WDT
28462. 2 play W
28463. 1 play GPT
28464. 0 play G6
28465. 2 play WDT
28466. 1 play W
28467. 0 play GPT
28468. 2 play W
28469. 1 play G1
28470. 0 play G8
28471. 2 play W+4
28472. 1 play W
28473. 0 play W+4
28474. 2 play WDT
28475. 1 play G9
28476. 0 play W+4
28477. 2 play WDT
28478. 1 play WPU
28479. 0 play W+4
28480. 2 play W+4
28481. 1 play G+2
28482. 0 play WPU
28483. 2 play W
28484. 1 take
28485. 0 play W green
28486. 2 play W yellow
28487. 1 play Y7
28488. 0 play WPU
28489. 2 play BR
28490. 1 play WPU
28491. 0 play B3
28492. 2 play WDT
28493. 1 play WDT
28494. 0 play W
28495. 2 play W
28496. 1 play WDT
28497. 0 play WPU
28498. 2 play BS
28499. 1 play B+2
28500. 0 play B+2
28501. 2 play B7
28502. 1 play B1
28503. 0 play B8
28504. 2 play WDT
28505. 1 play W+4
28506. 0 play B7
28507. 2 play W
28508. 1 play BS
28509. 0 play B1
28510. 2 play B0
28511. 1 play W
28512. 0 play BPT
28513. 2 play BR
28514. 1 play WDT
28515. 0 play B8
28516. 2 play W
28517. 1 play W+4
28518. 0 play B9
28519. 2 play B6
28520. 1 play WPU
28521. 0 play BPT
28522. 2 play B4
28523. 1 play WPU
28524. 0 play B2
28525. 2 play WDT
28526. 1 play WPU
28527. 0 play BPT
28528. 2 play B6
28529. 1 play W
28530. 0 play WPU
28531. 2 play B9
28532. 1 play WDT
28533. 0 play W+4
28534. 2 play B4
28535. 1 play W
28536. 0 play WPU
28537. 2 take
28538. 1 play WDT green 1,2
28539. 0 play W yellow
28540. 2 play WPU
28541. 1 play G6
28542. 0 play W
28543. 2 play WDT
28544. 1 play GS
28545. 0 play W
28546. 2 play W+4
28547. 1 play G9
28548. 0 play G8
28549. 2 play WDT
28550. 1 play GR
28551. 0 play WPU
28552. 2 play W+4
28553. 1 play WDT
28554. 0 play W+4
28555. 2 play W+4
28556. 1 play G6
28557. 0 play W+4
28558. 2 play WPU
28559. 1 play G8
28560. 0 play WPU
28561. 2 play W
28562. 1 play G4
28563. 0 take
28564. 2 play W yellow
28565. 1 play WDT blue 0,2
28566. 0 play WPU
28567. 2 play W
28568. 1 play G4
28569. 0 play G4
28570. 2 play WDT
28571. 1 play W
28572. 0 play GS
28573. 2 play WPU
28574. 1 play G0
28575. 0 play G8
28576. 2 play WPU
28577. 1 play G2
28578. 0 play G8
28579. 2 play WPU
28580. 1 play G+2
28581. 0 play G9
28582. 2 play W
28583. 1 play GPT
28584. 0 play W+4
28585. 2 play WDT
28586. 1 play G3
28587. 0 play W+4
28588. 2 play W
28589. 1 play W+4
28590. 0 play WDT
28591. 2 play W
28592. 1 play G2
28593. 0 play W
28594. 2 play WPU
28595. 1 play G3
28596. 0 play WDT
28597. 2 play WDT
28598. 1 play G+2
28599. 0 play W
28600. 2 play WDT
28601. 1 play G7
28602. 0 play GR
28603. 2 play W
28604. 1 play G1
28605. 0 play G6
28606. 2 play WPU
28607. 1 play GS
28608. 0 play WPU
28609. 2 play WDT
28610. 1 play GPT
28611. 0 play WDT
28612. 2 take
28613. 1 play WDT blue 0,1
28614. 0 play BPT
28615. 0 point 2
28616. 1 point 0
28617. 2 point 1
28618. 2 play BR
28619. 0 play YR
28620. 2 play W+4 blue
28621. 1 accept
28622. 0 play B2
28623. 2 play G2
28624. 1 draw
28625. 0 play W yellow
28626. 2 play WDT red 0,2
28627. 1 play W+4 red
28628. 0 challenge
28629. 0 play W green
28630. 2 play WDT blue 0,2
28631. 1 play WDT red 0,2
28632. 0 draw
28633. 0 play WDT yellow 0,1
28634. 2 play WDT green 1,2
28635. 1 play G1
28636. 2 play G1
28637. 1 play G9
28638. 2 play G9
28639. 1 play G7
28640. 0 play W+4 green
28641. 2 accept
28642. 1 play W+4 green
28643. 0 challenge
28644. 0 play W+4 yellow
28645. 2 challenge
28646. 2 play WDT red 1,2
28647. 1 play WDT green 1,2
28648. 0 play WPU
28649. 2 play G0
28650. 1 play G2
28651. 0 play WDT
28652. 2 play G+2
28653. 1 play W+4
28654. 0 play WDT
28655. 2 play W
28656. 1 play W
28657. 0 play W+4
28658. 2 play W+4
28659. 1 play WPU
28660. 0 play G6
28661. 2 play G9
28662. 1 play GPT
28663. 0 play GR
28664. 2 play G8
28665. 1 play WPU
28666. 0 play G1
28667. 2 play G+2
28668. 1 play WDT
28669. 0 play W+4
28670. 2 play W
28671. 1 play W+4
28672. 0 take
28673. 2 play WDT yellow 1,2
28674. 1 play YPT
28675. 1 point 0
28676. 0 point 1
28677. 2 point 1
28678. 0 play Y4
28679. 2 play W+4 yellow
28680. 1 challenge
28681. 1 play Y9
28682. 0 play WPU
28683. 2 play W
28684. 1 play W
28685. 0 play Y3
28686. 2 play WDT
28687. 1 play Y5
28688. 0 play YS
28689. 2 play W
28690. 1 play W+4
28691. 0 play Y6
28692. 2 play Y4
28693. 1 play WDT
28694. 0 play WPU
28695. 2 play W+4
28696. 1 play Y2
28697. 0 play Y9
28698. 2 play WPU
28699. 1 play WPU
28700. 0 play YPT
28701. 2 play W
28702. 1 play W+4
28703. 0 play W+4
28704. 2 play W
28705. 1 play Y7
28706. 0 play W
28707. 2 play WPU
28708. 1 play Y4
28709. 0 play Y7
28710. 2 play WDT
28711. 1 play W+4
28712. 0 play Y1
28713. 2 play WPU
28714. 1 play YR
28715. 0 play Y6
28716. 2 play W+4
28717. 1 play W
28718. 0 play Y5
28719. 2 play W
28720. 1 play W
28721. 0 play Y+2
28722. 2 play YPT
28723. 1 play W+4
28724. 0 play Y+2
28725. 2 play WPU
28726. 1 play W
28727. 0 play Y1
28728. 2 play WPU
28729. 1 play W
28730. 0 play YS
28731. 2 play WDT
28732. 1 play YR
28733. 0 play Y3
28734. 2 play W
28735. 1 take
28736. 0 play Y0
28737. 2 play WPU
28738. 1 play YPT
28739. 0 play YPT
28740. 2 play WDT
28741. 1 play WDT
28742. 0 play Y8
28743. 2 play WPU
28744. 1 play Y5
28745. 0 play W
28746. 2 play WPU
28747. 1 play Y6
28748. 0 play Y8
28749. 2 play WDT
28750. 1 play Y1
28751. 0 play WDT
28752. 2 play WPU
28753. 1 play W+4
28754. 0 play W+4
28755. 2 play W
28756. 1 play Y6
28757. 0 play WDT
28758. 2 play W
28759. 1 play WDT
28760. 0 play W
28761. 2 play WDT
28762. 1 play W+4
28763. 0 play Y2
28764. 2 take
28765. 1 play Y5
28766. 2 play Y5
28767. 1 play WDT red 1,2
28768. 0 play W+4 blue
28769. 2 accept
28770. 1 play WPU
28771. 0 play B3
28772. 2 play B5
28773. 1 play WPU
28774. 0 play W+4
28775. 2 play B1
28776. 1 play BR
28777. 0 play W+4
28778. 2 play B3
28779. 1 play W
28780. 0 play WDT
28781. 2 play B9
28782. 1 play W+4
28783. 0 play WDT
28784. 2 play BS
28785. 1 play W
28786. 0 play WDT
28787. 2 play BR
28788. 1 play W
28789. 0 take
28790. 2 play B4
28791. 1 play Y4
28792. 0 play WPU
28793. 2 play B1
28794. 1 play B5
28795. 0 play W
28796. 2 play BPT
28797. 1 play WPU
28798. 0 play B3
28799. 2 play WPU
28800. 1 play BPT
28801. 0 play B3
28802. 2 play W
28803. 1 play W+4
28804. 0 play B9
28805. 2 play B6
28806. 1 play WPU
28807. 0 play B1
28808. 2 play BS
28809. 1 play W+4
28810. 0 play B5
28811. 2 play BPT
28812. 1 play W+4
28813. 0 play W
28814. 2 play B7
28815. 1 play W
28816. 0 play BS
28817. 2 play B+2
28818. 1 play WPU
28819. 0 play W
28820. 2 play WPU
28821. 1 play WPU
28822. 0 play BR
28823. 2 play B6
28824. 1 play W+4
28825. 0 play W+4
28826. 2 play B0
28827. 1 play WDT
28828. 0 play BR
28829. 2 play BPT
28830. 1 play WPU
28831. 0 play W+4
28832. 2 play W+4
28833. 1 play W
28834. 0 play W+4
28835. 2 play B4
28836. 1 play W
28837. 0 play WDT
28838. 2 play B9
28839. 1 play W
28840. 0 play W+4
28841. 2 play B7
28842. 1 play W
28843. 0 play WDT
28844. 2 play WPU
28845. 1 play W
28846. 0 play WDT
28847. 2 play WDT
28848. 1 play WPU
28849. 0 take
28850. 2 play W+4 yellow
28851. 1 accept
28852. 0 play WDT blue 0,2
28853. 2 play WDT red 0,1
28854. 1 play R2
28855. 0 play G2
28856. 2 play G2
28857. 1 play GPT
28858. 1 point 0
28859. 0 point 1
28860. 2 point 1
28861. 0 play W+4 green
28862. 2 accept
28863. 1 play G9
28864. 0 play WPU
28865. 2 play G3
28866. 1 play W
28867. 0 play GPT
28868. 2 play WPU
28869. 1 play W
28870. 0 play W+4
28871. 2 play GR
28872. 1 play W
28873. 0 play WDT
28874. 2 play GPT
28875. 1 play WPU
28876. 0 play W+4
28877. 2 play G8
28878. 1 play W+4
28879. 0 play G9
28880. 2 play GS
28881. 1 play WDT
28882. 0 play WDT
28883. 2 play G5
28884. 1 play G5
28885. 0 play G8
28886. 2 play WDT
28887. 1 take
28888. 0 play W yellow
28889. 2 play Y0
28890. 1 play Y+2
28891. 2 play WDT blue 1,2
28892. 1 play W blue
28893. 0 play WPU
28894. 2 play Y8
28895. 1 play Y7
28896. 0 play W+4
28897. 2 play Y2
28898. 1 play Y5
28899. 0 play W
28900. 2 play W+4
28901. 1 play W+4
28902. 0 play W+4
28903. 2 play Y9
28904. 1 play Y4
28905. 0 play WDT
28906. 2 play Y8
28907. 1 play WDT
28908. 0 play Y0
28909. 2 play Y6
28910. 1 play YR
28911. 0 play W+4
28912. 2 play W
28913. 1 play Y3
28914. 0 play WDT
28915. 2 play WDT
28916. 1 play W+4
28917. 0 play W+4
28918. 2 play W+4
28919. 1 play Y4
28920. 0 play WPU
28921. 2 play Y6
28922. 1 play WDT
28923. 0 play W+4
28924. 2 play YPT
28925. 1 play Y3
28926. 0 play W
28927. 2 play YPT
28928. 1 play Y+2
28929. 0 play W+4
28930. 2 play Y1
28931. 1 play Y1
28932. 0 play WPU
28933. 2 play W
28934. 1 play Y5
28935. 0 play W
28936. 2 play W
28937. 1 play YR
28938. 0 play W+4
28939. 2 play WDT
28940. 1 play YPT
28941. 0 play W
28942. 2 play WDT
28943. 1 play YPT
28944. 0 play WPU
28945. 2 play WDT
28946. 1 play Y2
28947. 0 play WPU
28948. 2 play WDT
28949. 1 play YS
28950. 0 play WPU
28951. 2 take
28952. 1 play W yellow
28953. 0 play WPU
28954. 2 play Y9
28955. 1 play WDT
28956. 0 play WPU
28957. 2 play Y3
28958. 1 play YS
28959. 0 play W
28960. 2 play WDT
28961. 1 play Y7
28962. 0 play W
28963. 2 play Y8
28964. 1 play W
28965. 0 play W
28966. 2 play WPU
28967. 1 play WDT
28968. 0 play WPU
28969. 2 play YS
28970. 1 play WPU
28971. 0 play W
28972. 2 play WDT
28973. 1 play W+4
28974. 0 play W
28975. 2 play Y8
28976. 1 play Y9
28977. 0 take
28978. 2 play W green
28979. 1 play GS
28980. 2 play G7
28981. 2 play G7
28982. 1 play G9
28983. 0 play G1
28984. 2 play WPU
28985. 1 play G8
28986. 0 play WPU
28987. 2 play GPT
28988. 1 play GPT
28989. 0 play W
28990. 2 play G6
28991. 1 play G9
28992. 0 play W+4
28993. 2 play GPT
28994. 1 play WPU
28995. 0 play WPU
28996. 2 play G4
28997. 1 play GR
28998. 0 play GR
28999. 2 play WDT
29000. 1 play GPT
29001. 0 play WPU
29002. 2 play G4
29003. 1 play G3
29004. 0 play G2
29005. 2 play GS
29006. 1 play G5
29007. 0 play G1
29008. 2 play W
29009. 1 play G5
29010. 0 play W
29011. 2 play G3
29012. 1 play G8
29013. 0 play W
29014. 2 play W+4
29015. 1 take
29016. 0 play G0
29017. 2 play W+4 green
29018. 1 accept
29019. 0 play WDT blue 1,2
29020. 2 play W+4 yellow
29021. 1 challenge
29022. 1 play W+4 red
29023. 0 challenge
29024. 0 play R0
29025. 2 play G0
29026. 1 play GS
29027. 2 play G7
29028. 1 play G5
29029. 0 play B5
29030. 0 play B5
29031. 2 play B2
29032. 1 play WDT yellow 0,1
29033. 0 play Y9
29034. 2 play WDT green 0,1
29035. 1 play W blue
29036. 0 play WPU
29037. 2 play B2
29038. 1 play W
29039. 0 play B1
29040. 2 play W
29041. 1 play W
29042. 0 play W
29043. 2 play W
29044. 1 play W+4
29045. 0 play B4
29046. 2 play WPU
29047. 1 play WPU
29048. 0 play WPU
29049. 2 play WDT
29050. 1 play W
29051. 0 play B0
29052. 2 play WDT
29053. 1 play W
29054. 0 play B+2
29055. 2 play WDT
29056. 1 play W+4
29057. 0 play B9
29058. 2 play B+2
29059. 1 play WPU
29060. 0 play WDT
29061. 2 play WDT
29062. 1 play WPU
29063. 0 play B4
29064. 2 play W
29065. 1 play WPU
29066. 0 play BS
29067. 2 play WPU
29068. 1 play WPU
29069. 0 play BPT
29070. 2 play W
29071. 1 take
29072. 0 play BS
29073. 1 play BS
29074. 2 play B8
29075. 1 play WDT red 0,2
29076. 0 play WDT yellow 1,2
29077. 2 play Y5
29078. 1 play WDT yellow 0,1
29079. 0 play W green
29080. 2 play WDT red 0,1
29081. 1 play RPT
29082. 2 point 0
29083. 0 point 2
29084. 1 point 2
29085. 0 play WDT yellow 0,1
29086. 2 play YPT
29087. 2 point 1
29088. 1 point 0
29089. 0 point 2
29090. 1 play RPT
29091. 0 point 2
29092. 1 point 2
29093. 2 point 0
29094. 0 play W+4 green
29095. 2 challenge
29096. 2 play WPU
29097. 1 play W+4
29098. 0 play YS
29099. 2 play Y+2
29100. 1 play Y9
29101. 0 play YS
29102. 2 play Y0
29103. 1 play WPU
29104. 0 play Y8
29105. 2 play Y5
29106. 1 play W
29107. 0 play W
29108. 2 play Y2
29109. 1 play W+4
29110. 0 play Y3
29111. 2 play Y7
29112. 1 play WPU
29113. 0 play Y8
29114. 2 play WPU
29115. 1 play WPU
29116. 0 play W
29117. 2 play Y1
29118. 1 play WDT
29119. 0 play Y7
29120. 2 play W
29121. 1 play W
29122. 0 play W
29123. 2 play W+4
29124. 1 play W
29125. 0 play Y9
29126. 2 play Y6
29127. 1 play WDT
29128. 0 take
29129. 2 play Y6
29130. 1 play WPU
29131. 0 play R0
29132. 2 play WDT
29133. 1 play WPU
29134. 0 play W
29135. 2 play R1
29136. 1 play R3
29137. 0 play W
29138. 2 play R9
29139. 1 play R3
29140. 0 play WDT
29141. 2 play R7
29142. 1 play W
29143. 0 play W+4
29144. 2 play R+2
29145. 1 play W
29146. 0 play R1
29147. 2 play R5
29148. 1 play R9
29149. 0 play WPU
29150. 2 play W
29151. 1 play W
29152. 0 play W+4
29153. 2 play W+4
29154. 1 play WPU
29155. 0 play W+4
29156. 2 play RR
29157. 1 play WDT
29158. 0 play WPU
29159. 2 play WDT
29160. 1 play W
29161. 0 play W
29162. 2 play R4
29163. 1 play W
29164. 0 play WDT
29165. 2 play RS
29166. 1 play WPU
29167. 0 play WPU
29168. 2 play W
29169. 1 play WPU
29170. 0 play WPU
29171. 2 play R8
29172. 1 play W
29173. 0 play WDT
29174. 2 play R5
29175. 1 take
29176. 0 play WPU
29177. 2 play B5
29178. 1 play W
29179. 0 play BS
29180. 2 play B8
29181. 1 play B5
29182. 0 play B9
29183. 2 play W+4
29184. 1 play B1
29185. 0 play B6
29186. 2 play W+4
29187. 1 play B9
29188. 0 play B1
29189. 2 play WPU
29190. 1 play B2
29191. 0 play W
29192. 2 play W+4
29193. 1 play WPU
29194. 0 play W
29195. 2 play B2
29196. 1 play B0
29197. 0 play B7
29198. 2 play WDT
29199. 1 play WPU
29200. 0 play B7
29201. 2 play W+4
29202. 1 play W
29203. 0 play BPT
29204. 2 play WDT
29205. 1 play WDT
29206. 0 play W
29207. 2 play W+4
29208. 1 play WDT
29209. 0 play BPT
29210. 2 play W+4
29211. 1 play WDT
29212. 0 play BPT
29213. 2 play W+4
29214. 1 play B+2
29215. 0 play B6
29216. 2 take
29217. 1 draw
29218. 1 play WDT yellow 0,1
29219. 0 play YS
29220. 1 play WPU
29221. 0 play BR
29222. 2 play B7
29223. 1 play WPU
29224. 0 play BR
29225. 2 play B9
29226. 1 play B+2
29227. 0 play W
29228. 2 play B7
29229. 1 play BPT
29230. 0 play B3
29231. 2 play BS
29232. 1 play WDT
29233. 0 play B3
29234. 2 play B6
29235. 1 play WPU
29236. 0 take
29237. 2 play B8
29238. 1 play WDT yellow 0,2
29239. 0 play YPT
29240. 2 point 1
29241. 1 point 0
29242. 0 point 1
29243. 2 play Y1
29244. 0 play Y1
29245. 2 play Y+2
29246. 0 play G+2
29247. 1 play GR
29248. 2 play G2
29249. 0 play G6
29250. 1 play G7
29251. 2 play WPU
29252. 0 play Y2
29253. 1 play W+4
29254. 2 play Y2
29255. 0 play Y7
29256. 1 play W+4
29257. 2 play WDT
29258. 0 play Y9
29259. 1 play W
29260. 2 play YS
29261. 0 play W
29262. 1 play W+4
29263. 2 play W+4
29264. 0 play Y9
29265. 1 play W
29266. 2 play Y3
29267. 0 play Y3
29268. 1 play W
29269. 2 play W+4
29270. 0 play Y7
29271. 1 play W+4
29272. 2 play YPT
29273. 0 play Y8
29274. 1 play WPU
29275. 2 play WDT
29276. 0 play Y5
29277. 1 play W
29278. 2 play W
29279. 0 play Y5
29280. 1 play W
29281. 2 play W
29282. 0 play WPU
29283. 1 play W+4
29284. 2 play WDT
29285. 0 play WPU
29286. 1 play WPU
29287. 2 play YR
29288. 0 play Y+2
29289. 1 play W
29290. 2 play YR
29291. 0 play YS
29292. 1 play WPU
29293. 2 play W
29294. 0 play Y8
29295. 1 play W
29296. 2 play W
29297. 0 play Y6
29298. 1 play WPU
29299. 2 play WPU
29300. 0 play Y0
29301. 1 play WDT
29302. 2 play WDT
29303. 0 play WDT
29304. 1 play W
29305. 2 play WPU
29306. 0 take
29307. 1 play WDT blue 0,2
29308. 2 play W yellow
29309. 0 play W+4 green
29310. 1 challenge
29311. 1 play GPT
29312. 1 point 0
29313. 2 point 0
29314. 0 point 1
29315. 2 play BPT
29316. 2 point 1
29317. 0 point 2
29318. 1 point 0
29319. 0 play BS
29320. 2 play WDT yellow 0,1
29321. 0 play Y2
29322. 1 play WDT green 0,1
29323. 2 play G9
29324. 0 play WPU
29325. 1 play W
29326. 2 play W
29327. 0 play Y0
29328. 1 play W
29329. 2 play W+4
29330. 0 play W
29331. 1 take
29332. 2 play WDT blue 0,2
29333. 0 play B9
29334. 1 play R9
29335. 2 play R8
29336. 0 draw
29337. 1 play R0
29338. 2 play RS
29339. 1 play RPT
29340. 2 point 0
29341. 1 point 0
29342. 0 point 1
29343. 2 play YPT
29344. 2 point 1
29345. 1 point 2
29346. 0 point 1
29347. 0 play Y1
29348. 1 play W blue
29349. 2 play B1
29350. 0 play WDT blue 1,2
29351. 1 play WPU
29352. 2 play RPT
29353. 0 play W+4
29354. 1 play R7
29355. 2 play W+4
29356. 0 play WPU
29357. 1 play R+2
29358. 2 play W+4
29359. 0 play WDT
29360. 1 play W
29361. 2 play WDT
29362. 0 play WDT
29363. 1 play W+4
29364. 2 play RR
29365. 0 play W
29366. 1 play R1
29367. 2 play R2
29368. 0 play W
29369. 1 play R3
29370. 2 play RPT
29371. 0 play WPU
29372. 1 play R4
29373. 2 play R7
29374. 0 play W+4
29375. 1 play R5
29376. 2 play R6
29377. 0 play WPU
29378. 1 play R9
29379. 2 play R6
29380. 0 play WPU
29381. 1 play R3
29382. 2 play WDT
29383. 0 play WDT
29384. 1 play R9
29385. 2 play WDT
29386. 0 play W
29387. 1 play W
29388. 2 play R+2
29389. 0 play W+4
29390. 1 play W+4
29391. 2 play R4
29392. 0 play W
29393. 1 play R1
29394. 2 play W+4
29395. 0 play WPU
29396. 1 play RR
29397. 2 play R2
29398. 0 play W
29399. 1 play RPT
29400. 2 play W+4
29401. 0 play W
29402. 1 play R8
29403. 2 take
29404. 0 play WPU
29405. 1 play B4
29406. 2 play B6
29407. 0 play B+2
29408. 1 play W
29409. 2 play B1
29410. 0 play W
29411. 1 play BS
29412. 2 play B8
29413. 0 play WDT
29414. 1 play B4
29415. 2 play WPU
29416. 0 play BPT
29417. 1 take
29418. 2 play B0
29419. 0 play W red
29420. 1 play WDT green 1,2
29421. 2 play G6
29422. 0 play W blue
29423. 1 play B4
29424. 2 play W+4 red
29425. 0 accept
29426. 1 play R5
29427. 2 play W+4 red
29428. 0 accept
29429. 1 play WPU
29430. 2 play R4
29431. 0 play R0
29432. 1 play RS
29433. 2 play W
29434. 0 play WDT
29435. 1 play W
29436. 2 play R5
29437. 0 play RPT
29438. 1 play W
29439. 2 play R1
29440. 0 play WDT
29441. 1 take
29442. 2 play R8
29443. 0 play RS
29444. 2 play RR
29445. 1 play W green
29446. 0 play WPU
29447. 2 play B5
29448. 1 play W
29449. 0 play B1
29450. 2 play WDT
29451. 1 play W
29452. 0 play W
29453. 2 play B5
29454. 1 play B+2
29455. 0 play WPU
29456. 2 play B9
29457. 1 play B6
29458. 0 play WDT
29459. 2 play WDT
29460. 1 play BPT
29461. 0 play BS
29462. 2 play B8
29463. 1 play B4
29464. 0 play B3
29465. 2 play W+4
29466. 1 play WDT
29467. 0 play B7
29468. 2 play BPT
29469. 1 play B9
29470. 0 play W
29471. 2 play W+4
29472. 1 play BS
29473. 0 play WPU
29474. 2 play W+4
29475. 1 play B1
29476. 0 play B3
29477. 2 play B2
29478. 1 play WDT
29479. 0 play B7
29480. 2 play BPT
29481. 1 play B8
29482. 0 play W+4
29483. 2 play WPU
29484. 1 take
29485. 0 play W+4 yellow
29486. 2 challenge
29487. 2 play WDT yellow 1,2
29488. 1 play W red
29489. 0 play WDT red 0,1
29490. 2 play R2
29491. 1 play RPT
29492. 2 point 1
29493. 1 point 0
29494. 0 point 1
29495. 0 play WPU
29496. 2 play B+2
29497. 1 play B2
29498. 0 play WDT
29499. 2 play WDT
29500. 1 play B+2
29501. 0 play B6
29502. 2 play WDT
29503. 1 play B8
29504. 0 play W
29505. 2 play WDT
29506. 1 play B4
29507. 0 play BPT
29508. 2 play B2
29509. 1 play B4
29510. 0 play BR
29511. 2 play W
29512. 1 play B6
29513. 0 play BR
29514. 2 play WPU
29515. 1 play B3
29516. 0 play WDT
29517. 2 play W
29518. 1 play B9
29519. 0 play W
29520. 2 play WPU
29521. 1 play W+4
29522. 0 play W
29523. 2 play WPU
29524. 1 play WDT
29525. 0 play W+4
29526. 2 play W+4
29527. 1 play BS
29528. 0 play W+4
29529. 2 play W+4
29530. 1 play B9
29531. 0 play WPU
29532. 2 play W
29533. 1 play B5
29534. 0 play WPU
29535. 2 play W
29536. 1 play BS
29537. 0 play WPU
29538. 2 play W+4
29539. 1 play W+4
29540. 0 take
29541. 2 play W+4 blue
29542. 1 challenge
29543. 1 play WPU
29544. 0 play W
29545. 2 play RPT
29546. 1 play R5
29547. 0 play WPU
29548. 2 play R9
29549. 1 play WDT
29550. 0 play WPU
29551. 2 play R7
29552. 1 play R4
29553. 0 play WDT
29554. 2 play R3
29555. 1 play WPU
29556. 0 play W+4
29557. 2 play RPT
29558. 1 play WDT
29559. 0 play WPU
29560. 2 play WPU
29561. 1 play R0
29562. 0 play WDT
29563. 2 play R2
29564. 1 play WDT
29565. 0 play W+4
29566. 2 play R+2
29567. 1 play WPU
29568. 0 play WPU
29569. 2 play W
29570. 1 play WDT
29571. 0 play W
29572. 2 play R+2
29573. 1 play R5
29574. 0 play WPU
29575. 2 play R3
29576. 1 play RS
29577. 0 play W
29578. 2 play R7
29579. 1 play W
29580. 0 play WDT
29581. 2 play R4
29582. 1 play W
29583. 0 play WPU
29584. 2 play W
29585. 1 play R1
29586. 0 play WDT
29587. 2 play WPU
29588. 1 play W
29589. 0 play W
29590. 2 play RR
29591. 1 play W
29592. 0 play W
29593. 2 play R8
29594. 1 play W+4
29595. 0 play W
29596. 2 play W
29597. 1 play W+4
29598. 0 play WDT
29599. 2 play R1
29600. 1 take
29601. 0 play W red
29602. 2 play R9
29603. 1 play R8
29604. 0 play WDT red 0,1
29605. 2 play W green
29606. 1 play G5
29607. 0 play W+4 red
29608. 2 challenge
29609. 2 play RPT
29610. 2 point 0
29611. 0 point 2
29612. 1 point 0
29613. 1 play RPT
29614. 0 point 2
29615. 1 point 2
29616. 2 point 0
29617. 0 play YPT
29618. 2 point 1
29619. 0 point 1
29620. 1 point 2
29621. 2 play W green
29622. 1 play G8
29623. 0 play Y8
29624. 2 play W+4 blue
29625. 1 accept
29626. 0 play W+4 green
29627. 2 challenge
29628. 2 play GR
29629. 0 play WDT yellow 0,1
29630. 1 play Y0
29631. 2 play WDT yellow 0,1
29632. 0 play Y3
29633. 0 play Y3
29634. 1 play Y2
29635. 2 play R2
29636. 0 play RPT
29637. 2 point 1
29638. 1 point 2
29639. 0 point 2
29640. 1 play GPT
29641. 2 point 1
29642. 1 point 0
29643. 0 point 1
29644. 2 play YPT
29645. 0 point 1
29646. 2 point 1
29647. 1 point 0
29648. 0 play Y1
29649. 1 play YPT
29650. 0 point 1
29651. 1 point 0
29652. 2 point 0
29653. 2 play Y4
29654. 0 play Y6
29655. 1 play W+4 red
29656. 2 challenge
29657. 2 play R6
29658. 0 play Y6
29659. 1 play Y2
29660. 2 play Y3
29661. 0 play Y7
29662. 1 play WPU
29663. 2 play Y4
29664. 0 play Y+2
29665. 1 play W
29666. 2 take
29667. 0 play Y7
29668. 1 play Y4
29669. 2 play W blue
29670. 0 play W yellow
29671. 1 play W+4 green
29672. 2 accept
29673. 0 play G5
29674. 2 play G5
29675. 0 play G0
29676. 1 play W+4 green
29677. 2 accept
29678. 0 play GR
29679. 2 play W+4 yellow
29680. 1 accept
29681. 0 play Y5
29682. 2 play Y4
29683. 1 play Y3
29684. 0 play YS
29685. 1 play Y1
29686. 0 play YS
29687. 1 play GS
29688. 2 play W+4 green
29689. 1 accept
29690. 0 play G6
29691. 2 play G0
29692. 1 play G1
29693. 1 play G1
29694. 0 play GPT
29695. 2 point 1
29696. 0 point 2
29697. 1 point 2
29698. 2 play G+2
29699. 0 play WPU
29700. 2 play W
29701. 1 play WDT
29702. 0 play Y0
29703. 2 play Y3
29704. 1 play W+4
29705. 0 play YR
29706. 2 play Y6
29707. 1 play W
29708. 0 play Y+2
29709. 2 play W+4
29710. 1 play WDT
29711. 0 play Y8
29712. 2 play Y7
29713. 1 play Y3
29714. 0 play Y8
29715. 2 play Y+2
29716. 1 play Y1
29717. 0 play Y5
29718. 2 play Y2
29719. 1 play WDT
29720. 0 play Y9
29721. 2 play Y7
29722. 1 play Y6
29723. 0 play Y2
29724. 2 take
29725. 1 play W blue
29726. 0 play B+2
29727. 1 play B7
29728. 0 play B4
29729. 2 play WDT red 0,2
29730. 1 play WPU
29731. 0 play W+4
29732. 2 play G2
29733. 1 play WPU
29734. 0 play W+4
29735. 2 play W
29736. 1 play WDT
29737. 0 play W+4
29738. 2 play GR
29739. 1 play GR
29740. 0 play G+2
29741. 2 play G1
29742. 1 play G9
29743. 0 play G7
29744. 2 play W+4
29745. 1 play GPT
29746. 0 play GS
29747. 2 play W
29748. 1 play G8
29749. 0 play G7
29750. 2 play W+4
29751. 1 play G6
29752. 0 play G9
29753. 2 play W+4
29754. 1 play WPU
29755. 0 play W+4
29756. 2 play WDT
29757. 1 play G3
29758. 0 play W+4
29759. 2 play WDT
29760. 1 play G3
29761. 0 play W+4
29762. 2 take
29763. 1 play G5
29764. 0 play B5
29765. 1 play B5
29766. 0 play W+4 green
29767. 2 accept
29768. 1 play G8
29769. 2 play G8
29770. 1 play G4
29771. 0 play W+4 red
29772. 2 challenge
29773. 2 play W+4 blue
29774. 1 challenge
29775. 1 play BPT
29776. 1 point 2
29777. 2 point 0
29778. 0 point 2
29779. 0 play RPT
29780. 0 point 2
29781. 1 point 0
29782. 2 point 1
29783. 2 play WPU
29784. 1 play R8
29785. 0 play W
29786. 2 play W
29787. 1 play R9
29788. 0 play RR
29789. 2 play R6
29790. 1 play RS
29791. 0 play WPU
29792. 2 play R2
29793. 1 play R5
29794. 0 play W+4
29795. 2 play W
29796. 1 play R3
29797. 0 take
29798. 2 play WPU
29799. 1 play RS
29800. 0 play R9
29801. 2 play WPU
29802. 1 play RPT
29803. 0 play W
29804. 2 play WDT
29805. 1 play WPU
29806. 0 play R6
29807. 2 play W+4
29808. 1 play RPT
29809. 0 play R5
29810. 2 play WDT
29811. 1 play R7
29812. 0 play WPU
29813. 2 play WDT
29814. 1 play R9
29815. 0 play R2
29816. 2 play R6
29817. 1 play W+4
29818. 0 play RPT
29819. 2 play W+4
29820. 1 play WPU
29821. 0 play RR
29822. 2 play W+4
29823. 1 play R5
29824. 0 play W
29825. 2 play W+4
29826. 1 play WDT
29827. 0 play R3
29828. 2 play W+4
29829. 1 play R7
29830. 0 play W
29831. 2 play WDT
29832. 1 play W
29833. 0 play R8
29834. 2 play W+4
29835. 1 play W
29836. 0 play W+4
29837. 2 play W+4
29838. 1 play R+2
29839. 0 play RS
29840. 2 play W+4
29841. 1 play RR
29842. 0 take
29843. 2 play W+4 red
29844. 1 accept
29845. 0 play W red
29846. 2 play W+4 yellow
29847. 1 challenge
29848. 0 play WDT green 1,2
29849. 2 play G8
29850. 1 play GS
29851. 2 play G0
29852. 1 play GPT
29853. 0 point 1
29854. 1 point 0
29855. 2 point 0
29856. 0 play WPU
29857. 2 play G8
29858. 1 play WDT
29859. 0 play WPU
29860. 2 play G2
29861. 1 play W
29862. 0 play G5
29863. 2 play G4
29864. 1 play WDT
29865. 0 play WDT
29866. 2 play G9
29867. 1 play W
29868. 0 play G8
29869. 2 play G3
29870. 1 play W
29871. 0 play WPU
29872. 2 play GPT
29873. 1 play G2
29874. 0 play GPT
29875. 2 play GR
29876. 1 play W
29877. 0 play W+4
29878. 2 play GR
29879. 1 play W
29880. 0 play W
29881. 2 play GS
29882. 1 play GPT
29883. 0 play W
29884. 2 play G+2
29885. 1 play WPU
29886. 0 play W+4
29887. 2 play G9
29888. 1 play G5
29889. 0 play WDT
29890. 2 play G6
29891. 1 play G4
29892. 0 play W
29893. 2 play G7
29894. 1 play WDT
29895. 0 play W+4
29896. 2 play G1
29897. 1 play WDT
29898. 0 play WPU
29899. 2 play G7
29900. 1 play W+4
29901. 0 play WDT
29902. 2 play G3
29903. 1 play WPU
29904. 0 play WPU
29905. 2 play G1
29906. 1 play GS
29907. 0 play WDT
29908. 2 play G+2
29909. 1 play WPU
29910. 0 play W+4
29911. 2 play G6
29912. 1 play WDT
29913. 0 play W+4
29914. 2 take
29915. 1 play WDT red 1,2
29916. 0 play W+4 yellow
29917. 2 challenge
29918. 2 play Y6
29919. 1 play YPT
29920. 2 point 0
29921. 0 point 1
29922. 1 point 0
29923. 0 play Y9
29924. 2 play Y9
29925. 1 play W blue
29926. 0 play BPT
29927. 2 point 1
29928. 0 point 1
29929. 1 point 2
29930. 2 play GPT
29931. 1 point 2
29932. 0 point 1
29933. 2 point 0
29934. 1 play WDT green 0,1
29935. 0 play W green
29936. 2 play WPU
29937. 1 play WPU
29938. 0 play W+4
29939. 2 play WDT
29940. 1 play W
29941. 0 play WPU
29942. 2 play G5
29943. 1 play WPU
29944. 0 play WDT
29945. 2 play GR
29946. 1 play WPU
29947. 0 play W+4
29948. 2 play WDT
29949. 1 play W
29950. 0 play W+4
29951. 2 play GS
29952. 1 play W
29953. 0 play GPT
29954. 2 play G4
29955. 1 play WPU
29956. 0 play W+4
29957. 2 play G6
29958. 1 play W
29959. 0 play W+4
29960. 2 play G5
29961. 1 play W
29962. 0 play W+4
29963. 2 play W
29964. 1 play W
29965. 0 take
29966. 2 play G7
29967. 2 play G7
29968. 1 play W red
29969. 0 play R5
29970. 2 play W+4 green
29971. 1 accept
29972. 0 play WDT red 1,2
29973. 2 play W+4 red
29974. 1 challenge
29975. 1 play W red
29976. 0 play RS
29977. 1 play R+2
29978. 2 play WPU
29979. 1 play RPT
29980. 0 play R+2
29981. 2 play W
29982. 1 play R4
29983. 0 play R8
29984. 2 play W+4
29985. 1 play R2
29986. 0 play WDT
29987. 2 play W+4
29988. 1 play R8
29989. 0 play RS
29990. 2 play WPU
29991. 1 play R1
29992. 0 play RPT
29993. 2 play WDT
29994. 1 play R4
29995. 0 play RR
29996. 2 play W+4
29997. 1 play R0
29998. 0 play W
29999. 2 play WDT
30000. 1 play R1
30001. 0 play R7
30002. 2 play W
30003. 1 play R5
30004. 0 play RPT
30005. 2 play W+4
30006. 1 play WDT
30007. 0 play R3
30008. 2 play W+4
30009. 1 play R3
30010. 0 play WDT
30011. 2 play WDT
30012. 1 take
30013. 0 play RS
30014. 1 play WPU
30015. 0 play W+4
30016. 2 play WDT
30017. 1 play R1
30018. 0 play R2
30019. 2 play WPU
30020. 1 play R1
30021. 0 play RPT
30022. 2 play W
30023. 1 play RPT
30024. 0 play R6
30025. 2 play WDT
30026. 1 play R0
30027. 0 play RR
30028. 2 play W
30029. 1 play R4
30030. 0 play R9
30031. 2 play WDT
30032. 1 play RR
30033. 0 play R5
30034. 2 play WDT
30035. 1 play W+4
30036. 0 play WPU
30037. 2 play W
30038. 1 play R8
30039. 0 play WPU
30040. 2 play W
30041. 1 play W
30042. 0 play R7
30043. 2 play W
30044. 1 play R3
30045. 0 play W+4
30046. 2 play WDT
30047. 1 play W+4
30048. 0 play W+4
30049. 2 play WPU
30050. 1 play R4
30051. 0 play R9
30052. 2 play WDT
30053. 1 play RPT
30054. 0 play W+4
30055. 2 play WPU
30056. 1 play R8
30057. 0 play R6
30058. 2 play WPU
30059. 1 play RPT
30060. 0 play WPU
30061. 2 take
30062. 1 play W blue
30063. 0 play B6
30064. 2 play B7
30065. 1 play W+4 red
30066. 0 challenge
30067. 0 play WPU
30068. 2 play RR
30069. 1 play WDT
30070. 0 play WPU
30071. 2 play R0
30072. 1 play W+4
30073. 0 play W+4
30074. 2 play R2
30075. 1 play WPU
30076. 0 play W
30077. 2 play R5
30078. 1 play R2
30079. 0 play WPU
30080. 2 play W+4
30081. 1 play R5
30082. 0 play W
30083. 2 play R8
30084. 1 play R3
30085. 0 play W+4
30086. 2 play R7
30087. 1 play WDT
30088. 0 play W
30089. 2 play W+4
30090. 1 play RS
30091. 0 play W
30092. 2 play R3
30093. 1 play W+4
30094. 0 play W
30095. 2 play R8
30096. 1 play WDT
30097. 0 play W
30098. 2 play R1
30099. 1 play R+2
30100. 0 play W
30101. 2 play WPU
30102. 1 play W
30103. 0 play W
30104. 2 play R4
30105. 1 play WDT
30106. 0 take
30107. 2 play RS
30108. 0 play R8
30109. 2 play W+4 blue
30110. 1 challenge
30111. 1 play B7
30112. 0 play B2
30113. 2 play WPU
30114. 1 play WDT
30115. 0 play B6
30116. 2 play WPU
30117. 1 play W+4
30118. 0 play B3
30119. 2 play W
30120. 1 play BPT
30121. 0 play B4
30122. 2 play WPU
30123. 1 play B1
30124. 0 play B8
30125. 2 play W+4
30126. 1 play BPT
30127. 0 play B4
30128. 2 play WPU
30129. 1 play B7
30130. 0 play B0
30131. 2 play WDT
30132. 1 play BPT
30133. 0 play WDT
30134. 2 play B+2
30135. 1 play B3
30136. 0 play WPU
30137. 2 play WPU
30138. 1 play B1
30139. 0 play BPT
30140. 2 play W+4
30141. 1 play B6
30142. 0 play B9
30143. 2 play WDT
30144. 1 play B8
30145. 0 play BR
30146. 2 play W+4
30147. 1 play W
30148. 0 play WDT
30149. 2 play W
30150. 1 play WDT
30151. 0 play W+4
30152. 2 play WDT
30153. 1 take
30154. 0 draw
30155. 0 play B2
30156. 0 play B2
30157. 2 play WDT red 0,1
30158. 1 play W+4 blue
30159. 0 challenge
30160. 0 play B+2
30161. 1 play B3
30162. 0 play WDT yellow 0,2
30163. 2 play Y8
30164. 1 play WPU
30165. 0 play YR
30166. 2 play Y1
30167. 1 play YS
30168. 0 play WPU
30169. 2 play Y2
30170. 1 play W
30171. 0 play WDT
30172. 2 play YPT
30173. 1 play WDT
30174. 0 play W+4
30175. 2 play Y6
30176. 1 play Y9
30177. 0 play YPT
30178. 2 play WDT
30179. 1 play WDT
30180. 0 play WPU
30181. 2 play W
30182. 1 play YS
30183. 0 play WPU
30184. 2 play Y0
30185. 1 play Y4
30186. 0 play WPU
30187. 2 play YR
30188. 1 play Y1
30189. 0 play W
30190. 2 play Y7
30191. 1 play WDT
30192. 0 play W
30193. 2 play Y5
30194. 1 play W+4
30195. 0 play W
30196. 2 play Y2
30197. 1 play YPT
30198. 0 play W
30199. 2 play W
30200. 1 play WPU
30201. 0 play W
30202. 2 play W
30203. 1 play W+4
30204. 0 play W
30205. 2 play Y5
30206. 1 play Y6
30207. 0 play W+4
30208. 2 play Y3
30209. 1 play YPT
30210. 0 play W
30211. 2 play Y7
30212. 1 play Y4
30213. 0 play W+4
30214. 2 play Y+2
30215. 1 play WPU
30216. 0 play W
30217. 2 play Y9
30218. 1 play WDT
30219. 0 play W+4
30220. 2 play W+4
30221. 1 play WDT
30222. 0 play W
30223. 2 play WPU
30224. 1 play WDT
30225. 0 play W+4
30226. 2 play WDT
30227. 1 play W
30228. 0 play W+4
30229. 2 play Y+2
30230. 1 play WDT
30231. 0 take
30232. 2 play Y3
30233. 0 play Y3
30234. 2 play G3
30235. 1 play WPU
30236. 0 play BR
30237. 2 play W
30238. 1 play B+2
30239. 0 play WPU
30240. 2 play WPU
30241. 1 play B0
30242. 0 play WPU
30243. 2 play WPU
30244. 1 play BPT
30245. 0 play WPU
30246. 2 take
30247. 1 play B6
30248. 0 play G6
30249. 2 play GR
30250. 0 play GPT
30251. 1 point 2
30252. 2 point 1
30253. 0 point 1
30254. 1 play BPT
30255. 2 point 0
30256. 1 point 0
30257. 0 point 2
30258. 2 play WPU
30259. 0 play YS
30260. 1 play Y3
30261. 2 play WDT
30262. 0 play Y1
30263. 1 play W
30264. 2 play WPU
30265. 0 play Y4
30266. 1 play WPU
30267. 2 play WPU
30268. 0 play Y1
30269. 1 play WDT
30270. 2 play WPU
30271. 0 play Y+2
30272. 1 play W+4
30273. 2 play Y8
30274. 0 play Y7
30275. 1 play W+4
30276. 2 play WPU
30277. 0 play Y8
30278. 1 play W+4
30279. 2 play W
30280. 0 play YR
30281. 1 take
30282. 2 draw
30283. 0 play Y9
30284. 1 play WDT blue 0,2
30285. 2 play BPT
30286. 2 point 1
30287. 1 point 2
30288. 0 point 1
30289. 0 play BS
30290. 2 play RS
30291. 1 play W+4 green
30292. 2 challenge
30293. 2 play G3
30294. 0 play GPT
30295. 0 point 2
30296. 1 point 0
30297. 2 point 0
30298. 1 play BPT
30299. 0 point 2
30300. 1 point 0
30301. 2 point 0
30302. 2 play B6
30303. 0 play WPU
30304. 1 play B6
30305. 2 play B0
30306. 0 play W+4
30307. 1 play W
30308. 2 play BR
30309. 0 play BS
30310. 1 play B4
30311. 2 play W+4
30312. 0 play WPU
30313. 1 play W
30314. 2 play B+2
30315. 0 play WDT
30316. 1 play BPT
30317. 2 play B+2
30318. 0 play W
30319. 1 play BR
30320. 2 take
30321. 0 play BPT
30322. 0 point 1
30323. 2 point 0
30324. 1 point 2
30325. 1 play WPU
30326. 2 play BR
30327. 0 play B5
30328. 1 play BPT
30329. 2 play BPT
30330. 0 play BPT
30331. 1 play WDT
30332. 2 play B0
30333. 0 play W+4
30334. 1 play B4
30335. 2 play WDT
30336. 0 play B9
30337. 1 play B3
30338. 2 play BR
30339. 0 play B5
30340. 1 play B2
30341. 2 play W
30342. 0 play W
30343. 1 play B2
30344. 2 play B4
30345. 0 play WPU
30346. 1 play W+4
30347. 2 play B6
30348. 0 play WDT
30349. 1 play B9
30350. 2 play B+2
30351. 0 play W+4
30352. 1 play B7
30353. 2 play BS
30354. 0 play WDT
30355. 1 play W+4
30356. 2 play WPU
30357. 0 play W+4
30358. 1 play B8
30359. 2 play B+2
30360. 0 play W+4
30361. 1 play BS
30362. 2 play W
30363. 0 play W+4
30364. 1 play WDT
30365. 2 play W
30366. 0 play W+4
30367. 1 play B3
30368. 2 play W+4
30369. 0 play W
30370. 1 play B8
30371. 2 play B6
30372. 0 play W
30373. 1 play B7
30374. 2 play W+4
30375. 0 play WDT
30376. 1 play B1
30377. 2 take
30378. 0 play W blue
30379. 1 play B1
30380. 2 play W+4 green
30381. 0 challenge
30382. 0 play W+4 blue
30383. 1 accept
30384. 2 play B4
30385. 0 play WDT green 1,2
30386. 1 play GPT
30387. 1 point 0
30388. 0 point 1
30389. 2 point 0
30390. 2 play G9
30391. 0 play G3
30392. 2 play G3
30393. 0 play GS
30394. 2 play G0
30395. 0 play WPU
30396. 1 play W+4
30397. 2 play GPT
30398. 0 play GR
30399. 1 play WPU
30400. 2 play W
30401. 0 play G4
30402. 1 play G7
30403. 2 play W+4
30404. 0 play W+4
30405. 1 play WPU
30406. 2 play GS
30407. 0 play GR
30408. 1 play W+4
30409. 2 play GPT
30410. 0 play G5
30411. 1 play WPU
30412. 2 play G1
30413. 0 play W
30414. 1 play WPU
30415. 2 play W
30416. 0 play G5
30417. 1 play WPU
30418. 2 play G8
30419. 0 play WDT
30420. 1 play WPU
30421. 2 play WPU
30422. 0 play W
30423. 1 play WPU
30424. 2 play W+4
30425. 0 play W
30426. 1 take
30427. 2 play W red
30428. 0 play RS
30429. 2 play W yellow
30430. 0 play Y9
30431. 1 play YR
30432. 0 play Y4
30433. 1 play Y4
30434. 0 play Y+2
30435. 1 play WDT yellow 0,1
30436. 0 play Y0
30437. 2 play Y9
30438. 1 play Y8
30439. 0 play Y5
30440. 2 play W+4 green
30441. 1 accept
30442. 0 play WDT yellow 1,2
30443. 2 play WPU
30444. 1 play Y3
30445. 0 play Y7
30446. 2 play WPU
30447. 1 play Y1
30448. 0 play W
30449. 2 play W
30450. 1 play Y+2
30451. 0 play YR
30452. 2 play WDT
30453. 1 play Y7
30454. 0 play Y6
30455. 2 play WDT
30456. 1 play Y3
30457. 0 play Y+2
30458. 2 play W
30459. 1 play Y8
30460. 0 play WDT
30461. 2 play WDT
30462. 1 play W+4
30463. 0 play YPT
30464. 2 play WDT
30465. 1 play Y8
30466. 0 play Y6
30467. 2 play W
30468. 1 play WPU
30469. 0 play Y5
30470. 2 play W+4
30471. 1 play Y1
30472. 0 play W
30473. 2 play W+4
30474. 1 play W+4
30475. 0 play WDT
30476. 2 play WDT
30477. 1 play W+4
30478. 0 play Y2
30479. 2 play W+4
30480. 1 play WPU
30481. 0 play YS
30482. 2 play WDT
30483. 1 play WPU
30484. 0 play Y2
30485. 2 play W+4
30486. 1 play W+4
30487. 0 play YPT
30488. 2 play W+4
30489. 1 play W+4
30490. 0 play WPU
30491. 2 play W+4
30492. 1 play WPU
30493. 0 play WDT
30494. 2 take
30495. 1 play W blue
30496. 0 play W yellow
30497. 2 play Y1
30498. 1 play WPU
30499. 0 play WPU
30500. 2 play WPU
30501. 1 play WPU
30502. 0 play WDT
30503. 2 play Y1
30504. 1 play YS
30505. 0 play W
30506. 2 play Y8
30507. 1 play WPU
30508. 0 play YPT
30509. 2 play WDT
30510. 1 play WPU
30511. 0 play W
30512. 2 play YR
30513. 1 play W
30514. 0 play W
30515. 2 play Y3
30516. 1 play W
30517. 0 play YPT
30518. 2 play WDT
30519. 1 play W
30520. 0 play WDT
30521. 2 play Y6
30522. 1 play W
30523. 0 play W
30524. 2 play WPU
30525. 1 take
30526. 0 draw
30527. 0 play Y4
30528. 2 play Y3
30529. 1 play Y6
30530. 2 play Y6
30531. 1 play Y3
30532. 0 play R3
30533. 2 play RPT
30534. 1 point 2
30535. 0 point 2
30536. 2 point 1
30537. 1 play R+2
30538. 2 play WPU
30539. 1 play YS
30540. 0 play Y0
30541. 2 play YPT
30542. 1 play W
30543. 0 play Y9
30544. 2 play WPU
30545. 1 play YR
30546. 0 take
30547. 2 play Y+2
30548. 0 play Y4
30549. 2 play R4
30550. 1 play RS
30551. 2 play WPU
30552. 1 play W
30553. 0 play RR
30554. 2 play RR
30555. 1 play WPU
30556. 0 play R+2
30557. 2 play W
30558. 1 play R7
30559. 0 play R5
30560. 2 play R1
30561. 1 play W
30562. 0 play R3
30563. 2 play R8
30564. 1 play W
30565. 0 play W
30566. 2 play R9
30567. 1 play W
30568. 0 play W
30569. 2 play R6
30570. 1 play W
30571. 0 play R8
30572. 2 play W+4
30573. 1 play W
30574. 0 play WPU
30575. 2 play WDT
30576. 1 play WPU
30577. 0 play R1
30578. 2 play WDT
30579. 1 play W
30580. 0 play R4
30581. 2 play RPT
30582. 1 play WPU
30583. 0 play R5
30584. 2 play R6
30585. 1 play WPU
30586. 0 play R0
30587. 2 play W+4
30588. 1 play WPU
30589. 0 play R2
30590. 2 play RS
30591. 1 play WDT
30592. 0 play R7
30593. 2 play WPU
30594. 1 play WPU
30595. 0 play R2
30596. 2 play W+4
30597. 1 play WDT
30598. 0 take
30599. 2 play R9
30600. 1 play G9
30601. 0 play Y9
30602. 2 play Y2
30603. 2 play Y2
30604. 1 play Y8
30605. 0 play YPT
30606. 1 point 0
30607. 0 point 1
30608. 2 point 1
30609. 2 play Y5
30610. 1 play G5
30611. 0 play R5
30612. 2 play W red
30613. 1 play WPU
30614. 0 play YR
30615. 2 play Y7
30616. 1 play WDT
30617. 0 play WDT
30618. 2 play WDT
30619. 1 play Y3
30620. 0 play W
30621. 2 play Y8
30622. 1 play WDT
30623. 0 play W+4
30624. 2 play YPT
30625. 1 play Y6
30626. 0 play Y0
30627. 2 play WDT
30628. 1 play W+4
30629. 0 play W
30630. 2 play YS
30631. 1 play YR
30632. 0 play WPU
30633. 2 play W
30634. 1 play Y5
30635. 0 play WPU
30636. 2 play Y7
30637. 1 play Y1
30638. 0 play WPU
30639. 2 play W+4
30640. 1 play YPT
30641. 0 play WDT
30642. 2 play W+4
30643. 1 play YPT
30644. 0 play YS
30645. 2 play WDT
30646. 1 take
30647. 0 play W green
30648. 2 draw
30649. 2 pass
30650. 1 play WPU
30651. 0 play W+4
30652. 2 play W+4
30653. 1 play WDT
30654. 0 play RR
30655. 2 play W+4
30656. 1 play WPU
30657. 0 play R2
30658. 2 play W+4
30659. 1 play W+4
30660. 0 play RS
30661. 2 play RPT
30662. 1 play WDT
30663. 0 play R0
30664. 2 play W
30665. 1 play WPU
30666. 0 play R2
30667. 2 play RPT
30668. 1 play W+4
30669. 0 play R9
30670. 2 play W
30671. 1 play W+4
30672. 0 play R4
30673. 2 play W+4
30674. 1 play WPU
30675. 0 play R3
30676. 2 play WDT
30677. 1 play WDT
30678. 0 play WPU
30679. 2 play W
30680. 1 play W+4
30681. 0 play R6
30682. 2 play W+4
30683. 1 play W
30684. 0 play R1
30685. 2 play WDT
30686. 1 play W
30687. 0 play W+4
30688. 2 play W+4
30689. 1 play WDT
30690. 0 play R+2
30691. 2 take
30692. 1 play W red
30693. 0 play WPU
30694. 2 play Y9
30695. 1 play Y7
30696. 0 play W
30697. 2 play W+4
30698. 1 play YS
30699. 0 play W
30700. 2 play W+4
30701. 1 play Y3
30702. 0 play WPU
30703. 2 play Y+2
30704. 1 play Y1
30705. 0 play WDT
30706. 2 play Y4
30707. 1 play Y5
30708. 0 play WDT
30709. 2 play W+4
30710. 1 play YR
30711. 0 play W
30712. 2 play W+4
30713. 1 play Y0
30714. 0 play W
30715. 2 play WDT
30716. 1 play Y6
30717. 0 play WPU
30718. 2 play W+4
30719. 1 play YR
30720. 0 play W
30721. 2 play W+4
30722. 1 play WDT
30723. 0 play W
30724. 2 play W
30725. 1 play Y6
30726. 0 play WPU
30727. 2 play WPU
30728. 1 play Y8
30729. 0 play W
30730. 2 play WPU
30731. 1 play W
30732. 0 play WDT
30733. 2 play W
30734. 1 play Y7
30735. 0 take
30736. 2 play W+4 green
30737. 1 accept
30738. 0 play WDT blue 1,2
30739. 2 play B4
30740. 1 play W blue
30741. 0 play WPU
30742. 2 play WDT
30743. 1 play YPT
30744. 0 play Y1
30745. 2 play WDT
30746. 1 play YS
30747. 0 play WPU
30748. 2 play W
30749. 1 play WDT
30750. 0 play Y8
30751. 2 play W
30752. 1 play WPU
30753. 0 play WDT
30754. 2 play W+4
30755. 1 play YPT
30756. 0 play W+4
30757. 2 play WPU
30758. 1 play Y3
30759. 0 play Y0
30760. 2 play W
30761. 1 play YPT
30762. 0 play YR
30763. 2 play WPU
30764. 1 play WDT
30765. 0 play Y5
30766. 2 play WDT
30767. 1 take
30768. 0 play Y9
30769. 2 play WDT red 0,1
30770. 1 play R3
30771. 0 play RR
30772. 1 play WDT yellow 0,2
30773. 2 play W+4 yellow
30774. 0 accept
30775. 1 play Y1
30776. 2 play W+4 red
30777. 0 challenge
30778. 0 play WDT green 0,2
30779. 1 play W yellow
30780. 2 play W green
30781. 0 play W+4 green
30782. 1 challenge
30783. 1 play WPU
30784. 2 play Y2
30785. 0 play Y8
30786. 1 play Y0
30787. 2 play WPU
30788. 0 play Y+2
30789. 1 play Y5
30790. 2 play WPU
30791. 0 play WPU
30792. 1 play Y3
30793. 2 play WPU
30794. 0 play Y6
30795. 1 play YPT
30796. 2 play W+4
30797. 0 play YS
30798. 1 play YPT
30799. 2 play W+4
30800. 0 play W
30801. 1 play YPT
30802. 2 play W+4
30803. 0 play Y7
30804. 1 play W+4
30805. 2 play WDT
30806. 0 play W+4
30807. 1 play W+4
30808. 2 play Y2
30809. 0 play WDT
30810. 1 play YS
30811. 2 play Y4
30812. 0 play W
30813. 1 play WPU
30814. 2 take
30815. 0 play Y6
30816. 1 play YR
30817. 0 play WDT red 0,1
30818. 2 play W+4 yellow
30819. 1 challenge
30820. 1 play WPU
30821. 0 play R8
30822. 2 play R3
30823. 1 play WPU
30824. 0 play R7
30825. 2 play R6
30826. 1 play WDT
30827. 0 play R5
30828. 2 play RS
30829. 1 play WDT
30830. 0 play R7
30831. 2 play R+2
30832. 1 play WDT
30833. 0 play WPU
30834. 2 play WDT
30835. 1 play W
30836. 0 play W
30837. 2 play W+4
30838. 1 play W
30839. 0 play R8
30840. 2 play RS
30841. 1 play WDT
30842. 0 play R9
30843. 2 play WPU
30844. 1 play WDT
30845. 0 play W
30846. 2 play RR
30847. 1 take
30848. 0 play R5
30849. 2 play R2
30850. 1 play R6
30851. 0 play R6
30852. 2 play WPU
30853. 1 play R8
30854. 0 play R+2
30855. 2 play R4
30856. 1 play R7
30857. 0 play WPU
30858. 2 play RR
30859. 1 play WDT
30860. 0 play W+4
30861. 2 play RPT
30862. 1 play R7
30863. 0 play W+4
30864. 2 play R2
30865. 1 play WDT
30866. 0 play W+4
30867. 2 play W+4
30868. 1 play R3
30869. 0 play RPT
30870. 2 play R1
30871. 1 play WDT
30872. 0 play WPU
30873. 2 play R0
30874. 1 play R5
30875. 0 play W
30876. 2 play R4
30877. 1 play R8
30878. 0 play WPU
30879. 2 play R9
30880. 1 play WDT
30881. 0 play R1
30882. 2 play W+4
30883. 1 play R9
30884. 0 play W
30885. 2 play WPU
30886. 1 play R3
30887. 0 play W
30888. 2 play W
30889. 1 play WPU
30890. 0 play W
30891. 2 play WDT
30892. 1 play W
30893. 0 play W
30894. 2 play W
30895. 1 play RR
30896. 0 play W
30897. 2 play WDT
30898. 1 play W+4
30899. 0 play W
30900. 2 play W+4
30901. 1 play WPU
30902. 0 play W
30903. 2 play WPU
30904. 1 play WDT
30905. 0 take
30906. 2 play WDT blue 1,2
30907. 1 play WDT yellow 1,2
30908. 0 play WPU
30909. 2 play WDT
30910. 1 play WPU
30911. 0 play R5
30912. 2 play RPT
30913. 1 play W
30914. 0 play R8
30915. 2 play WDT
30916. 1 play RS
30917. 0 play WDT
30918. 2 play RPT
30919. 1 play W
30920. 0 play R2
30921. 2 play WPU
30922. 1 play RS
30923. 0 play R9
30924. 2 play W+4
30925. 1 play W
30926. 0 play R3
30927. 2 play W+4
30928. 1 play R+2
30929. 0 play R3
30930. 2 play W+4
30931. 1 take
30932. 0 play R6
30933. 2 play B6
30934. 1 play W green
30935. 0 play G5
30936. 2 play GPT
30937. 0 point 2
30938. 2 point 1
30939. 1 point 0
30940. 1 play G5
30941. 0 play WPU
30942. 2 play YPT
30943. 1 play WPU
30944. 0 play WPU
30945. 2 play Y3
30946. 1 play WPU
30947. 0 play W
30948. 2 play Y1
30949. 1 play W+4
30950. 0 play WPU
30951. 2 play YPT
30952. 1 play W+4
30953. 0 play W+4
30954. 2 play Y2
30955. 1 play Y5
30956. 0 play Y7
30957. 2 play Y4
30958. 1 play WDT
30959. 0 play Y3
30960. 2 play Y6
30961. 1 play W
30962. 0 play WDT
30963. 2 play W
30964. 1 play W+4
30965. 0 play Y+2
30966. 2 play Y7
30967. 1 play W
30968. 0 play WDT
30969. 2 play W+4
30970. 1 play Y8
30971. 0 play W
30972. 2 play Y2
30973. 1 play WPU
30974. 0 play Y1
30975. 2 play Y0
30976. 1 play WPU
30977. 0 play W+4
30978. 2 play Y5
30979. 1 play WDT
30980. 0 play Y4
30981. 2 play Y8
30982. 1 play WDT
30983. 0 play YR
30984. 2 play YPT
30985. 1 play WDT
30986. 0 play Y9
30987. 2 play Y+2
30988. 1 take
30989. 0 play WPU
30990. 2 play Y9
30991. 1 play WPU
30992. 0 play W
30993. 2 play YS
30994. 1 play Y0
30995. 0 play W
30996. 2 play YS
30997. 1 play W+4
30998. 0 play WDT
30999. 2 take
31000. 1 play WPU
31001. 0 play W
31002. 2 play G4
31003. 1 play WPU
31004. 0 play G7
31005. 2 play WDT
31006. 1 play W+4
31007. 0 play W+4
31008. 2 play G3
31009. 1 play W
31010. 0 play W
31011. 2 play G6
31012. 1 play W+4
31013. 0 play G9
31014. 2 play G+2
31015. 1 play GS
31016. 0 play WDT
31017. 2 play G1
31018. 1 play G3
31019. 0 play WDT
31020. 2 play G8
31021. 1 play GS
31022. 0 play W+4
31023. 2 play G0
31024. 1 play WDT
31025. 0 play W
31026. 2 play G6
31027. 1 play G7
31028. 0 play WPU
31029. 2 play WPU
31030. 1 play W+4
31031. 0 play WDT
31032. 2 play W+4
31033. 1 play WDT
31034. 0 play W
31035. 2 play G+2
31036. 1 play GR
31037. 0 play W
31038. 2 play W
31039. 1 play WPU
31040. 0 play W
31041. 2 play W+4
31042. 1 play WPU
31043. 0 play WPU
31044. 2 play G2
31045. 1 play WPU
31046. 0 play W
31047. 2 play G2
31048. 1 play GPT
31049. 0 play W
31050. 2 play G9
31051. 1 play W
31052. 0 play W+4
31053. 2 play W
31054. 1 play G4
31055. 0 play W+4
31056. 2 take
31057. 1 play W yellow
31058. 0 play W+4 red
31059. 2 accept
31060. 1 play W green
31061. 0 draw
31062. 0 play WPU
31063. 2 play BPT
31064. 1 play W+4
31065. 0 play B4
31066. 2 play BR
31067. 1 play WDT
31068. 0 take
31069. 2 play BR
31070. 0 play B4
31071. 2 play B4
31072. 0 play R4
31073. 1 play WDT red 1,2
31074. 2 play WPU
31075. 0 play WDT
31076. 1 play GR
31077. 2 play W
31078. 0 play W
31079. 1 play W
31080. 2 play G2
31081. 0 play W+4
31082. 1 play G8
31083. 2 play W
31084. 0 take
31085. 1 play WDT yellow 0,2
31086. 2 play Y9
31087. 1 play Y9
31088. 2 play G9
31089. 0 play R9
31090. 1 play RS
31091. 0 play R6
31092. 1 play W+4 red
31093. 2 accept
31094. 0 play R9
31095. 1 play R3
31096. 2 play WPU
31097. 0 play W
31098. 1 play WDT
31099. 2 play BPT
31100. 0 play BPT
31101. 1 take
31102. 2 play W+4 green
31103. 0 challenge
31104. 0 play GR
31105. 2 play GPT
31106. 0 point 1
31107. 1 point 2
31108. 2 point 0
31109. 1 play GPT
31110. 2 point 1
31111. 0 point 1
31112. 1 point 0
31113. 0 play YPT
31114. 1 point 2
31115. 0 point 1
31116. 2 point 0
31117. 2 play W green
31118. 1 draw
31119. 0 play W+4 yellow
31120. 2 accept
31121. 1 play Y7
31122. 0 play W yellow
31123. 2 play W green
31124. 1 play G1
31125. 0 play G5
31126. 2 play GR
31127. 0 play W+4 green
31128. 1 accept
31129. 2 play G7
31130. 0 play WDT yellow 0,2
31131. 1 play YR
31132. 0 play RR
31133. 1 play R5
31134. 2 play G5
31135. 0 play G2
31136. 1 play G1
31137. 2 play GS
31138. 1 play W blue
31139. 2 play BPT
31140. 2 point 0
31141. 0 point 2
31142. 1 point 0
31143. 0 play WPU
31144. 1 play WDT
31145. 2 play WPU
31146. 0 play WDT
31147. 1 play B4
31148. 2 play WDT
31149. 0 play W
31150. 1 play W+4
31151. 2 play B1
31152. 0 play WPU
31153. 1 play W+4
31154. 2 play B2
31155. 0 play BR
31156. 1 play W
31157. 2 play B2
31158. 0 play BR
31159. 1 play BPT
31160. 2 play B+2
31161. 0 play W
31162. 1 play BPT
31163. 2 play B8
31164. 0 play W
31165. 1 take
31166. 2 play B7
31167. 0 play B6
31168. 1 play Y6
31169. 2 play R6
31170. 0 play R8
31171. 1 play WPU
31172. 2 play W+4
31173. 0 play G8
31174. 1 play WPU
31175. 2 play WPU
31176. 0 play GR
31177. 1 play GPT
31178. 2 play WDT
31179. 0 play GR
31180. 1 play W+4
31181. 2 play G+2
31182. 0 play G9
31183. 1 play WDT
31184. 2 play G1
31185. 0 play W
31186. 1 play WDT
31187. 2 play G2
31188. 0 play W
31189. 1 play W
31190. 2 play WPU
31191. 0 take
31192. 1 play WDT yellow 1,2
31193. 2 play Y6
31194. 0 play W+4 yellow
31195. 1 accept
31196. 2 play YR
31197. 1 play RR
31198. 2 play R6
31199. 0 play RR
31200. 2 play WPU
31201. 1 play G2
31202. 0 play GR
31203. 2 play G3
31204. 1 play W+4
31205. 0 play WDT
31206. 2 play WDT
31207. 1 play W
31208. 0 play G9
31209. 2 play G+2
31210. 1 play W
31211. 0 play W+4
31212. 2 play G5
31213. 1 play GS
31214. 0 play G2
31215. 2 play GS
31216. 1 play W
31217. 0 play G1
31218. 2 play G4
31219. 1 take
31220. 0 play W blue
31221. 2 play WDT blue 0,1
31222. 1 play B+2
31223. 2 play WPU
31224. 1 play B2
31225. 0 play WDT
31226. 2 play B3
31227. 1 play W+4
31228. 0 play WPU
31229. 2 play B5
31230. 1 play B2
31231. 0 play WDT
31232. 2 play B5
31233. 1 play BPT
31234. 0 play W
31235. 2 play WPU
31236. 1 play W
31237. 0 play WPU
31238. 2 play WPU
31239. 1 play B8
31240. 0 play W
31241. 2 play W
31242. 1 play BPT
31243. 0 play WPU
31244. 2 play B3
31245. 1 play W+4
31246. 0 play W+4
31247. 2 play B+2
31248. 1 play BPT
31249. 0 play W+4
31250. 2 play WDT
31251. 1 play W
31252. 0 take
31253. 2 play BS
31254. 0 play W green
31255. 2 play G8
31256. 1 play G5
31257. 0 play WPU
31258. 2 play WDT
31259. 1 play R9
31260. 0 play R+2
31261. 2 play WPU
31262. 1 play R9
31263. 0 play R4
31264. 2 play W+4
31265. 1 play R2
31266. 0 play W+4
31267. 2 play WDT
31268. 1 play R5
31269. 0 play WDT
31270. 2 play W
31271. 1 play RPT
31272. 0 play RPT
31273. 2 play W+4
31274. 1 play RR
31275. 0 play R7
31276. 2 play W
31277. 1 play R2
31278. 0 play W
31279. 2 play W
31280. 1 play R+2
31281. 0 play W+4
31282. 2 play WDT
31283. 1 play R3
31284. 0 play R0
31285. 2 play WPU
31286. 1 play WDT
31287. 0 play WDT
31288. 2 play W
31289. 1 play R5
31290. 0 play R1
31291. 2 play W+4
31292. 1 play RS
31293. 0 play R1
31294. 2 play W
31295. 1 play RS
31296. 0 play R7
31297. 2 play W
31298. 1 play R8
31299. 0 play WPU
31300. 2 play WDT
31301. 1 play W
31302. 0 play WDT
31303. 2 play WDT
31304. 1 play R3
31305. 0 play RPT
31306. 2 play W+4
31307. 1 play RPT
31308. 0 play W
31309. 2 play W
31310. 1 play WDT
31311. 0 play W
31312. 2 play W+4
31313. 1 play W
31314. 0 play W+4
31315. 2 play W+4
31316. 1 play R4
31317. 0 play W+4
31318. 2 play W+4
31319. 1 take
31320. 0 play WPU
31321. 2 play WPU
31322. 1 play WPU
31323. 0 play W
31324. 2 play Y9
31325. 1 play W
31326. 0 play Y9
31327. 2 play W+4
31328. 1 play Y2
31329. 0 play WPU
31330. 2 play Y0
31331. 1 play Y3
31332. 0 play WPU
31333. 2 play W
31334. 1 play Y2
31335. 0 take
31336. 2 play W blue
31337. 1 play BR
31338. 2 play B4
31339. 0 play WDT red 0,1
31340. 1 play R2
31341. 1 play R2
31342. 2 draw
31343. 2 pass
31344. 0 play WPU
31345. 1 play BR
31346. 2 play BPT
31347. 0 play B8
31348. 1 play W+4
31349. 2 play B8
31350. 0 play B3
31351. 1 play W+4
31352. 2 play B0
31353. 0 play W+4
31354. 1 play B1
31355. 2 play B6
31356. 0 play B3
31357. 1 play B4
31358. 2 play BS
31359. 0 play W
31360. 1 play W+4
31361. 2 play B9
31362. 0 play B5
31363. 1 play W
31364. 2 play B1
31365. 0 play B5
31366. 1 play WDT
31367. 2 play B9
31368. 0 play WPU
31369. 1 play W
31370. 2 play B7
31371. 0 play BPT
31372. 1 play W
31373. 2 take
31374. 0 play W red
31375. 1 play R4
31376. 2 play WPU
31377. 0 play Y2
31378. 1 play Y7
31379. 2 play W
31380. 0 play Y2
31381. 1 play WDT
31382. 2 play WDT
31383. 0 play Y9
31384. 1 play Y+2
31385. 2 play YPT
31386. 0 play Y6
31387. 1 play W
31388. 2 play W
31389. 0 play WPU
31390. 1 play Y8
31391. 2 play W+4
31392. 0 play Y3
31393. 1 play Y1
31394. 2 play W+4
31395. 0 play Y9
31396. 1 play W
31397. 2 play W
31398. 0 play W
31399. 1 play W
31400. 2 play W+4
31401. 0 play WPU
31402. 1 play Y1
31403. 2 play W
31404. 0 play Y0
31405. 1 play Y+2
31406. 2 play YS
31407. 0 take
31408. 1 play Y3
31409. 2 play YS
31410. 1 play Y7
31411. 2 play G7
31412. 0 play G+2
31413. 2 play W+4 blue
31414. 0 accept
31415. 1 play WPU
31416. 2 play BR
31417. 0 play BPT
31418. 1 play WDT
31419. 2 play B8
31420. 0 play B2
31421. 1 play W
31422. 2 play BPT
31423. 0 play W
31424. 1 play WPU
31425. 2 play B6
31426. 0 play WDT
31427. 1 play W
31428. 2 play B4
31429. 0 play B6
31430. 1 play W
31431. 2 play B3
31432. 0 play B2
31433. 1 play W+4
31434. 2 play B3
31435. 0 play WPU
31436. 1 play W
31437. 2 play B8
31438. 0 play W
31439. 1 play W+4
31440. 2 play BPT
31441. 0 play WPU
31442. 1 play W
31443. 2 play B5
31444. 0 play W+4
31445. 1 play WPU
31446. 2 play B7
31447. 0 play WPU
31448. 1 play WDT
31449. 2 play B9
31450. 0 play W
31451. 1 play WPU
31452. 2 play B0
31453. 0 play BPT
31454. 1 play WDT
31455. 2 play B7
31456. 0 play WDT
31457. 1 play WDT
31458. 2 play B9
31459. 0 play WPU
31460. 1 play W+4
31461. 2 play BS
31462. 0 play WPU
31463. 1 play W+4
31464. 2 play B5
31465. 0 play WDT
31466. 1 play W+4
31467. 2 play B1
31468. 0 play W
31469. 1 play WDT
31470. 2 play B1
31471. 0 play W+4
31472. 1 play WDT
31473. 2 take
31474. 0 draw
31475. 1 play WDT yellow 0,2
31476. 2 play W red
31477. 0 play R4
31478. 1 play WDT red 0,2
31479. 2 play W+4 green
31480. 0 accept
31481. 1 play G8
31482. 2 play W yellow
31483. 0 play Y7
31484. 1 play Y5
31485. 2 play B5
31486. 0 play BR
31487. 2 play BPT
31488. 2 point 0
31489. 0 point 1
31490. 1 point 2
31491. 1 play W+4 blue
31492. 0 accept
31493. 2 play W+4 yellow
31494. 1 accept
31495. 0 play YR
31496. 1 play Y4
31497. 2 play Y3
31498. 0 play W blue
31499. 1 play W+4 yellow
31500. 2 accept
31501. 0 play WPU
31502. 1 play W
31503. 2 play W
31504. 0 play W
31505. 1 play W+4
31506. 2 play B9
31507. 0 play W+4
31508. 1 play W
31509. 2 play B5
31510. 0 play B4
31511. 1 play BPT
31512. 2 play BR
31513. 0 play B+2
31514. 1 take
31515. 2 play BS
31516. 1 play RS
31517. 0 play W green
31518. 1 play G+2
31519. 0 play Y+2
31520. 2 play W green
31521. 0 play G+2
31522. 2 play G6
31523. 2 play G6
31524. 0 play G7
31525. 1 play G1
31526. 2 play W+4 red
31527. 0 accept
31528. 1 play WDT red 0,2
31529. 2 play WPU
31530. 0 play W
31531. 1 play B4
31532. 2 play B2
31533. 0 play W
31534. 1 play B+2
31535. 2 play BR
31536. 0 play W
31537. 1 play BR
31538. 2 play W
31539. 0 play WDT
31540. 1 play W+4
31541. 2 play WPU
31542. 0 play BS
31543. 1 play W+4
31544. 2 play B9
31545. 0 play W+4
31546. 1 play B5
31547. 2 play W
31548. 0 take
31549. 1 play W yellow
31550. 2 play WDT blue 0,1
31551. 0 play W+4 green
31552. 1 accept
31553. 2 play G1
31554. 0 play G8
31555. 1 play G8
31556. 2 play G4
31557. 0 play W blue
31558. 1 draw
31559. 1 play WDT blue 0,2
31560. 2 play B7
31561. 0 play WDT green 0,2
31562. 1 play G2
31563. 2 play G0
31564. 0 play GR
31565. 2 play GPT
31566. 0 point 1
31567. 1 point 0
31568. 2 point 1
31569. 1 play RPT
31570. 0 point 2
31571. 2 point 1
31572. 1 point 0
31573. 0 play WDT yellow 0,2
31574. 2 play WDT yellow 1,2
31575. 1 play YPT
31576. 2 point 1
31577. 1 point 2
31578. 0 point 1
31579. 0 play GPT
31580. 2 point 1
31581. 0 point 1
31582. 1 point 0
31583. 2 play W green
31584. 1 play GS
31585. 2 play G9
31586. 1 play GS
31587. 2 play G3
31588. 1 play G5
31589. 0 play W+4 green
31590. 2 challenge
31591. 2 play GPT
31592. 1 point 0
31593. 0 point 2
31594. 2 point 1
31595. 1 play RPT
31596. 2 point 1
31597. 1 point 0
31598. 0 point 2
31599. 0 play W red
31600. 2 play W+4 red
31601. 1 challenge
31602. 1 play R0
31603. 0 play W+4 blue
31604. 2 accept
31605. 1 play WDT blue 1,2
31606. 0 play WPU
31607. 2 play GPT
31608. 1 play G8
31609. 0 play G5
31610. 2 play G5
31611. 1 play G9
31612. 0 play G2
31613. 2 play WDT
31614. 1 play G4
31615. 0 play WDT
31616. 2 play W+4
31617. 1 play GR
31618. 0 play G0
31619. 2 play W
31620. 1 play GR
31621. 0 play W
31622. 2 play G7
31623. 1 play G3
31624. 0 play G1
31625. 2 play GPT
31626. 1 play W
31627. 0 play G+2
31628. 2 play GS
31629. 1 play G7
31630. 0 play G6
31631. 2 play GPT
31632. 1 play G2
31633. 0 play W+4
31634. 2 play WDT
31635. 1 play W+4
31636. 0 play G4
31637. 2 play W
31638. 1 play G+2
31639. 0 play W
31640. 2 play WDT
31641. 1 play G6
31642. 0 play G8
31643. 2 play WDT
31644. 1 play WPU
31645. 0 play W
31646. 2 play W+4
31647. 1 play G1
31648. 0 take
31649. 2 play WPU
31650. 1 play W+4
31651. 0 play WPU
31652. 2 play WDT
31653. 1 play W+4
31654. 0 play G6
31655. 2 play WDT
31656. 1 play W
31657. 0 play G1
31658. 2 play W
31659. 1 play W
31660. 0 play G2
31661. 2 play W
31662. 1 play W
31663. 0 play W
31664. 2 play W
31665. 1 play W
31666. 0 play GR
31667. 2 play W+4
31668. 1 play W
31669. 0 play G4
31670. 2 play WDT
31671. 1 play W
31672. 0 play G9
31673. 2 play W+4
31674. 1 take
31675. 0 play W yellow
31676. 2 play Y7
31677. 2 play Y7
31678. 1 play Y5
31679. 0 play Y+2
31680. 1 play YR
31681. 2 play WPU
31682. 0 play RPT
31683. 1 play R8
31684. 2 play WPU
31685. 0 play RS
31686. 1 play R6
31687. 2 play W+4
31688. 0 play W+4
31689. 1 play R9
31690. 2 play WDT
31691. 0 play W
31692. 1 play W+4
31693. 2 play WDT
31694. 0 play W+4
31695. 1 play WPU
31696. 2 play WPU
31697. 0 play RR
31698. 1 play R2
31699. 2 play W+4
31700. 0 play W
31701. 1 play RR
31702. 2 play W
31703. 0 play W+4
31704. 1 play R4
31705. 2 play WPU
31706. 0 play R2
31707. 1 play R1
31708. 2 play WDT
31709. 0 play W
31710. 1 play W+4
31711. 2 play WPU
31712. 0 play WDT
31713. 1 play WDT
31714. 2 play WPU
31715. 0 play W+4
31716. 1 play R8
31717. 2 play WPU
31718. 0 play WDT
31719. 1 play R3
31720. 2 play WPU
31721. 0 play WDT
31722. 1 play R9
31723. 2 play R6
31724. 0 play WDT
31725. 1 play RS
31726. 2 play WPU
31727. 0 play W
31728. 1 play R5
31729. 2 take
31730. 0 play WDT yellow 0,1
31731. 1 play YS
31732. 0 play GS
31733. 2 play WDT green 0,2
31734. 0 play G7
31735. 1 play G9
31736. 2 play GS
31737. 1 play WDT green 1,2
31738. 2 play GPT
31739. 2 point 1
31740. 0 point 2
31741. 1 point 2
31742. 0 play GPT
31743. 2 point 1
31744. 1 point 2
31745. 0 point 2
31746. 1 play WDT blue 0,1
31747. 2 play B2
31748. 0 play B9
31749. 1 draw
31750. 1 play WDT red 1,2
31751. 2 play R4
31752. 1 play R4
31753. 2 play WDT yellow 1,2
31754. 0 play Y+2
31755. 2 play YPT
31756. 2 point 0
31757. 0 point 1
31758. 1 point 0
31759. 0 play Y0
31760. 1 play Y6
31761. 2 play R6
31762. 0 play G6
31763. 1 play G4
31764. 2 play W blue
31765. 0 play WDT green 1,2
31766. 1 play G6
31767. 2 play W red
31768. 0 play R4
31769. 1 play R+2
31770. 0 play G+2
31771. 2 play GPT
31772. 1 point 0
31773. 2 point 1
31774. 0 point 1
31775. 0 play G1
31776. 1 play W+4 yellow
31777. 2 accept
31778. 0 play Y9
31779. 1 play WDT red 0,1
31780. 2 play R+2
31781. 1 play R+2
31782. 0 play B+2
31783. 2 play W blue
31784. 0 draw
31785. 1 play B7
31786. 2 play W+4 red
31787. 0 challenge
31788. 0 play WDT red 0,2
31789. 1 play RPT
31790. 0 point 1
31791. 2 point 0
31792. 1 point 2
31793. 2 play R6
31794. 0 play G6
31795. 1 play R6
31796. 2 play R5
31797. 0 play W+4 blue
31798. 1 accept
31799. 2 play W+4 yellow
31800. 0 accept
31801. 1 play W green
31802. 2 play W red
31803. 0 play W blue
31804. 1 play B5
31805. 2 play WPU
31806. 0 play R+2
31807. 1 play R1
31808. 2 play W+4
31809. 0 take
31810. 1 play R7
31811. 2 play R4
31812. 0 play B4
31813. 1 play W+4 blue
31814. 2 challenge
31815. 2 play B2
31816. 0 play W+4 green
31817. 1 challenge
31818. 1 play WDT yellow 0,1
31819. 2 play W green
31820. 0 play WPU
31821. 1 play B9
31822. 2 play WDT
31823. 0 play B5
31824. 1 play W
31825. 2 play B6
31826. 0 play B+2
31827. 1 play WDT
31828. 2 play BPT
31829. 0 play B5
31830. 1 play BPT
31831. 2 play B7
31832. 0 play W
31833. 1 play W
31834. 2 play WPU
31835. 0 play BR
31836. 1 play WDT
31837. 2 play B0
31838. 0 play BR
31839. 1 play B7
31840. 2 play B9
31841. 0 play B2
31842. 1 play W
31843. 2 play B8
31844. 0 play BS
31845. 1 play W
31846. 2 play B3
31847. 0 play BS
31848. 1 play W+4
31849. 2 play B6
31850. 0 take
31851. 1 draw
31852. 1 pass
31853. 2 play WDT yellow 0,1
31854. 0 play Y8
31855. 1 play Y5
31856. 2 play WDT green 0,1
31857. 0 play G+2
31858. 2 play B+2
31859. 1 play B4
31860. 2 play WDT yellow 0,1
31861. 0 play YR
31862. 2 play Y7
31863. 1 play Y+2
31864. 2 play Y0
31865. 1 play Y4
31866. 0 play W+4 blue
31867. 2 challenge
31868. 2 play B1
31869. 1 play B4
31870. 0 play B7
31871. 2 play BPT
31872. 0 point 2
31873. 2 point 0
31874. 1 point 0
31875. 1 play GPT
31876. 1 point 0
31877. 2 point 0
31878. 0 point 2
31879. 0 play W blue
31880. 2 play W+4 yellow
31881. 1 challenge
31882. 1 play YPT
31883. 0 point 1
31884. 2 point 1
31885. 1 point 2
31886. 0 play YR
31887. 1 play Y4
31888. 2 play YS
31889. 1 play W+4 yellow
31890. 2 challenge
31891. 2 play YPT
31892. 0 point 2
31893. 1 point 0
31894. 2 point 0
31895. 0 play Y6
31896. 1 draw
31897. 1 play YPT
31898. 0 point 1
31899. 2 point 1
31900. 1 point 2
31901. 2 play RPT
31902. 0 point 2
31903. 2 point 0
31904. 1 point 2
31905. 0 play R+2
31906. 2 play WDT red 1,2
31907. 0 play W+4 green
31908. 1 challenge
31909. 1 play GS
31910. 0 play W green
31911. 1 play G+2
31912. 0 play G7
31913. 1 play W red
31914. 2 play R0
31915. 0 play R+2
31916. 2 play R8
31917. 0 play WDT red 1,2
31918. 1 play R6
31919. 2 play R1
31920. 0 play W yellow
31921. 1 play Y4
31922. 2 play B4
31923. 0 play BS
31924. 2 play W+4 green
31925. 0 challenge
31926. 0 play G4
31927. 2 play G4
31928. 0 play W+4 blue
31929. 1 accept
31930. 2 play W+4 yellow
31931. 0 accept
31932. 1 play Y0
31933. 2 play WPU
31934. 0 play Y2
31935. 1 play YR
31936. 2 play W
31937. 0 play Y4
31938. 1 play YR
31939. 2 play Y9
31940. 0 play Y6
31941. 1 play W+4
31942. 2 play WDT
31943. 0 play Y9
31944. 1 play WDT
31945. 2 play YPT
31946. 0 play YS
31947. 1 play Y4
31948. 2 play WPU
31949. 0 play WPU
31950. 1 play Y+2
31951. 2 play WPU
31952. 0 play W
31953. 1 play Y8
31954. 2 play WDT
31955. 0 play Y3
31956. 1 play Y+2
31957. 2 play WDT
31958. 0 play WDT
31959. 1 play WDT
31960. 2 play WDT
31961. 0 play Y3
31962. 1 play YS
31963. 2 play W
31964. 0 play Y5
31965. 1 play Y6
31966. 2 play WPU
31967. 0 play Y2
31968. 1 play W+4
31969. 2 play W+4
31970. 0 play Y1
31971. 1 play Y8
31972. 2 play WPU
31973. 0 play Y7
31974. 1 play Y5
31975. 2 play W+4
31976. 0 play WDT
31977. 1 play W
31978. 2 play W+4
31979. 0 play YPT
31980. 1 play W
31981. 2 play WPU
31982. 0 play W
31983. 1 play Y7
31984. 2 play WPU
31985. 0 play Y1
31986. 1 play W+4
31987. 2 play W+4
31988. 0 play W+4
31989. 1 play W+4
31990. 2 play W+4
31991. 0 play WPU
31992. 1 play W
31993. 2 play WPU
31994. 0 play W+4
31995. 1 play W
31996. 2 play WPU
31997. 0 play W
31998. 1 play YPT
31999. 2 play WPU
32000. 0 play WDT
32001. 1 play W
32002. 2 take
32003. 0 play WDT green 0,2
32004. 1 play G+2
32005. 0 play G5
32006. 0 play G5
32007. 1 play G2
32008. 2 play GPT
32009. 2 point 0
32010. 0 point 2
32011. 1 point 2
32012. 0 play G6
32013. 1 play GR
32014. 0 play W yellow
32015. 2 play WDT blue 0,2
32016. 1 play W red
32017. 0 play R1
32018. 2 play R3
32019. 1 play R5
32020. 0 play W yellow
32021. 2 play Y7
32022. 2 play Y7
32023. 1 draw
32024. 0 play WDT green 0,2
32025. 2 play G1
32026. 1 play G5
32027. 0 play GS
32028. 1 play G9
32029. 0 play G+2
32030. 1 play GS
32031. 2 play WDT blue 0,2
32032. 1 play W yellow
32033. 0 play WDT red 1,2
32034. 2 play WPU
32035. 1 play YPT
32036. 0 take
32037. 2 play Y+2
32038. 0 play YPT
32039. 2 point 0
32040. 0 point 1
32041. 1 point 2
32042. 2 play W+4 yellow
32043. 1 accept
32044. 0 play Y7
32045. 1 play Y7
32046. 0 play B7
32047. 2 play WPU
32048. 1 play G5
32049. 0 play G2
32050. 2 play G7
32051. 1 play W
32052. 0 play G3
32053. 2 play G+2
32054. 1 play WDT
32055. 0 play G3
32056. 2 play G9
32057. 1 play W
32058. 0 play G0
32059. 2 play GS
32060. 1 play WDT
32061. 0 play GR
32062. 2 play W+4
32063. 1 play W
32064. 0 play GPT
32065. 2 play W
32066. 1 play G4
32067. 0 play G2
32068. 2 play G6
32069. 1 play G7
32070. 0 play GR
32071. 2 play WPU
32072. 1 play G4
32073. 0 play G8
32074. 2 play W+4
32075. 1 play G1
32076. 0 play G1
32077. 2 play WDT
32078. 1 take
32079. 0 play G8
32080. 2 play R8
32081. 1 play G8
32082. 0 play B8
32083. 2 play W+4 yellow
32084. 1 challenge
32085. 1 play W yellow
32086. 0 draw
32087. 2 play Y2
32088. 1 play W red
32089. 0 play RPT
32090. 0 point 2
32091. 2 point 0
32092. 1 point 2
32093. 2 play YPT
32094. 2 point 1
32095. 1 point 0
32096. 0 point 1
32097. 1 play Y+2
32098. 2 play Y1
32099. 1 play R1
32100. 0 play R5
32101. 2 play W blue
32102. 1 play W blue
32103. 0 play BR
32104. 1 play WDT yellow 1,2
32105. 2 play WPU
32106. 0 play R7
32107. 1 play WDT
32108. 2 play R1
32109. 0 play WPU
32110. 1 play WDT
32111. 2 play R9
32112. 0 take
32113. 1 play RPT
32114. 2 point 0
32115. 0 point 1
32116. 1 point 2
32117. 2 play R8
32118. 0 play WPU
32119. 1 play R6
32120. 2 play R9
32121. 0 play WDT
32122. 1 play R7
32123. 2 play RS
32124. 0 play R7
32125. 1 play R6
32126. 2 play WPU
32127. 0 play R1
32128. 1 play RPT
32129. 2 play WDT
32130. 0 play WDT
32131. 1 play R3
32132. 2 play W+4
32133. 0 play WDT
32134. 1 play R+2
32135. 2 play W
32136. 0 play R8
32137. 1 play RPT
32138. 2 play RR
32139. 0 play R9
32140. 1 play W+4
32141. 2 play WDT
32142. 0 take
32143. 1 play R5
32144. 2 play RR
32145. 1 play R4
32146. 0 play WDT blue 1,2
32147. 2 play B8
32148. 1 play WPU
32149. 0 play YPT
32150. 2 play Y4
32151. 1 play W+4
32152. 0 play W
32153. 2 play Y3
32154. 1 play W
32155. 0 play WPU
32156. 2 play Y8
32157. 1 play Y7
32158. 0 play W+4
32159. 2 play Y3
32160. 1 take
32161. 0 play W+4 red
32162. 2 accept
32163. 1 play WPU
32164. 0 play Y7
32165. 2 play WDT
32166. 1 play Y4
32167. 0 play WDT
32168. 2 play Y4
32169. 1 play Y2
32170. 0 play WDT
32171. 2 play Y6
32172. 1 play W
32173. 0 play WDT
32174. 2 play Y8
32175. 1 play Y7
32176. 0 play WDT
32177. 2 play W+4
32178. 1 play Y+2
32179. 0 take
32180. 2 play Y+2
32181. 0 play B+2
32182. 1 play WPU
32183. 0 play B5
32184. 2 play BPT
32185. 1 play W+4
32186. 0 play B9
32187. 2 play WPU
32188. 1 play BR
32189. 0 play B9
32190. 2 play B4
32191. 1 play B8
32192. 0 play BR
32193. 2 play B3
32194. 1 play W+4
32195. 0 play B+2
32196. 2 play W
32197. 1 play W+4
32198. 0 play B7
32199. 2 play W
32200. 1 play W
32201. 0 play B5
32202. 2 play W
32203. 1 play W
32204. 0 play BPT
32205. 2 play B1
32206. 1 take
32207. 0 play WDT blue 1,2
32208. 2 play WDT yellow 1,2
32209. 1 play WPU
32210. 0 play R9
32211. 2 play WDT
32212. 1 play R4
32213. 0 play RPT
32214. 2 play WPU
32215. 1 play R4
32216. 0 play W
32217. 2 play R2
32218. 1 play W+4
32219. 0 play R7
32220. 2 play WPU
32221. 1 play RPT
32222. 0 play RS
32223. 2 play R2
32224. 1 play R+2
32225. 0 play R9
32226. 2 play R0
32227. 1 play R8
32228. 0 play R7
32229. 2 play RS
32230. 1 play WPU
32231. 0 play R6
32232. 2 play WPU
32233. 1 play W+4
32234. 0 play RPT
32235. 2 play WDT
32236. 1 play R3
32237. 0 play R6
32238. 2 play W
32239. 1 play R5
32240. 0 play WDT
32241. 2 play W+4
32242. 1 play W+4
32243. 0 play R3
32244. 2 play W
32245. 1 play W
32246. 0 play W+4
32247. 2 play WPU
32248. 1 play W
32249. 0 play R1
32250. 2 play W
32251. 1 play W
32252. 0 play WDT
32253. 2 play W
32254. 1 play W
32255. 0 play R+2
32256. 2 play RPT
32257. 1 play W
32258. 0 play R8
32259. 2 play W
32260. 1 take
32261. 0 play R1
32262. 2 play WDT green 0,1
32263. 1 play W red
32264. 0 play WDT green 1,2
32265. 2 play W blue
32266. 1 play B3
32267. 0 play BPT
32268. 0 point 1
32269. 1 point 2
32270. 2 point 1
32271. 2 play WPU
32272. 1 play R4
32273. 0 play WDT
32274. 2 play W+4
32275. 1 play RS
32276. 0 play RR
32277. 2 play W+4
32278. 1 play R6
32279. 0 take
32280. 2 play WPU
32281. 1 play B4
32282. 0 play B0
32283. 2 play WPU
32284. 1 play B1
32285. 0 play B2
32286. 2 play WDT
32287. 1 play BPT
32288. 0 play BS
32289. 2 play W
32290. 1 play B8
32291. 0 play B3
32292. 2 play B1
32293. 1 play B9
32294. 0 play B6
32295. 2 play W+4
32296. 1 play BR
32297. 0 play BPT
32298. 2 play W
32299. 1 play W
32300. 0 play B6
32301. 2 play W+4
32302. 1 play B+2
32303. 0 play B2
32304. 2 play WDT
32305. 1 play W+4
32306. 0 play WDT
32307. 2 play W+4
32308. 1 play B8
32309. 0 play B4
32310. 2 play W
32311. 1 play WDT
32312. 0 play B7
32313. 2 play WPU
32314. 1 play W+4
32315. 0 play W+4
32316. 2 play W+4
32317. 1 play B9
32318. 0 play W+4
32319. 2 play W+4
32320. 1 play BR
32321. 0 take
32322. 2 play W red
32323. 1 play RS
32324. 2 play YS
32325. 0 play Y+2
32326. 1 play G+2
32327. 2 play GS
32328. 0 play RS
32329. 1 play R8
32330. 0 play W+4 blue
32331. 2 accept
32332. 1 play WDT green 0,2
32333. 0 play W green
32334. 2 play G8
32335. 0 play G8
32336. 2 play W blue
32337. 1 play WPU
32338. 0 play R1
32339. 2 play WDT
32340. 1 play R7
32341. 0 play WDT
32342. 2 play RR
32343. 1 play WDT
32344. 0 play R6
32345. 2 play WPU
32346. 1 play R2
32347. 0 play WPU
32348. 2 play WPU
32349. 1 play R2
32350. 0 play W+4
32351. 2 play WDT
32352. 1 play R+2
32353. 0 play WDT
32354. 2 play WDT
32355. 1 play R1
32356. 0 play R4
32357. 2 take
32358. 1 play R3
32359. 0 play WPU
32360. 2 play G9
32361. 1 play W
32362. 0 play W+4
32363. 2 play G6
32364. 1 play G9
32365. 0 play W
32366. 2 play WDT
32367. 1 play G0
32368. 0 play W
32369. 2 play W
32370. 1 play G5
32371. 0 play GPT
32372. 2 play WPU
32373. 1 play G6
32374. 0 play GPT
32375. 2 play WDT
32376. 1 play WDT
32377. 0 play W+4
32378. 2 play G5
32379. 1 play G3
32380. 0 play W
32381. 2 play WDT
32382. 1 play G3
32383. 0 play W+4
32384. 2 play WDT
32385. 1 play G1
32386. 0 play W+4
32387. 2 play WDT
32388. 1 play G1
32389. 0 play WDT
32390. 2 play G+2
32391. 1 play GR
32392. 0 play W+4
32393. 2 play W+4
32394. 1 play G2
32395. 0 play WDT
32396. 2 play WPU
32397. 1 play G2
32398. 0 play W+4
32399. 2 play WDT
32400. 1 play GS
32401. 0 play W+4
32402. 2 play WPU
32403. 1 play W
32404. 0 play WDT
32405. 2 play WPU
32406. 1 play W
32407. 0 play WDT
32408. 2 take
32409. 1 play W blue
32410. 0 play B4
32411. 2 play WDT yellow 1,2
32412. 1 play W+4 green
32413. 0 accept
32414. 2 play GPT
32415. 1 point 2
32416. 0 point 1
32417. 2 point 1
32418. 1 play BPT
32419. 1 point 0
32420. 0 point 1
32421. 2 point 1
32422. 0 play B6
32423. 2 play G6
32424. 1 play G4
32425. 0 play B4
32426. 2 play WDT red 1,2
32427. 1 play R3
32428. 0 play B3
32429. 2 play WPU
32430. 1 play B7
32431. 0 play W+4
32432. 2 play WPU
32433. 1 play WPU
32434. 0 play BS
32435. 2 play W
32436. 1 play B5
32437. 0 play BR
32438. 2 play W
32439. 1 play W+4
32440. 0 play BPT
32441. 2 play WPU
32442. 1 play W+4
32443. 0 play B9
32444. 2 play B3
32445. 1 play WPU
32446. 0 play B1
32447. 2 play W+4
32448. 1 play W
32449. 0 play B2
32450. 2 play WDT
32451. 1 play WPU
32452. 0 play WDT
32453. 2 play WDT
32454. 1 play W
32455. 0 play B+2
32456. 2 play W
32457. 1 play B5
32458. 0 play B0
32459. 2 play WPU
32460. 1 play WPU
32461. 0 play B6
32462. 2 play W
32463. 1 play WPU
32464. 0 play B8
32465. 2 play WDT
32466. 1 play W
32467. 0 play B7
32468. 2 play BS
32469. 1 play W
32470. 0 play B2
32471. 2 play WDT
32472. 1 play W
32473. 0 play B9
32474. 2 play W
32475. 1 play W
32476. 0 play B1
32477. 2 play WDT
32478. 1 take
32479. 0 play B+2
32480. 1 play BPT
32481. 2 point 1
32482. 0 point 1
32483. 1 point 2
32484. 0 play B8
32485. 2 draw
32486. 2 play B4
32487. 1 play G4
32488. 0 play Y4
32489. 0 play Y4
32490. 2 play Y2
32491. 1 play B2
32492. 0 draw
32493. 1 play B2
32494. 0 play Y2
32495. 2 play R2
32496. 1 play R+2
32497. 2 play R2
32498. 1 play R8
32499. 2 play R8
32500. 1 play W+4 blue
32501. 0 challenge
32502. 0 play B4
32503. 2 play R4
32504. 1 play WPU
32505. 0 play RS
32506. 2 play R1
32507. 1 play R7
32508. 0 play RR
32509. 2 play RR
32510. 1 play R0
32511. 0 play R3
32512. 2 play R+2
32513. 1 play W
32514. 0 play R3
32515. 2 play W
32516. 1 play R5
32517. 0 take
32518. 2 play R7
32519. 1 play R6
32520. 0 play R3
32521. 2 play W+4 blue
32522. 1 accept
32523. 0 play W red
32524. 2 play R6
32525. 1 play R2
32526. 0 play R3
32527. 2 play W red
32528. 1 play R8
32529. 0 play RS
32530. 1 play WDT red 0,1
32531. 0 play R0
32532. 2 play WDT green 0,2
32533. 1 play W+4 red
32534. 0 challenge
32535. 0 play R7
32536. 2 play W+4 yellow
32537. 1 challenge
32538. 1 play WPU
32539. 0 play R+2
32540. 2 play W
32541. 1 play W
32542. 0 play R+2
32543. 2 play W+4
32544. 1 play RPT
32545. 0 play R4
32546. 2 play W+4
32547. 1 play WPU
32548. 0 play R5
32549. 2 play R1
32550. 1 play W
32551. 0 play R0
32552. 2 play WDT
32553. 1 play R9
32554. 0 play RR
32555. 2 play W+4
32556. 1 play R5
32557. 0 play R8
32558. 2 play W+4
32559. 1 play W
32560. 0 play W
32561. 2 play W+4
32562. 1 play R2
32563. 0 play R1
32564. 2 play WDT
32565. 1 play RS
32566. 0 play RR
32567. 2 play WDT
32568. 1 play WDT
32569. 0 take
32570. 2 draw
32571. 2 play W blue
32572. 1 play B3
32573. 0 play W blue
32574. 2 play BPT
32575. 2 point 1
32576. 0 point 1
32577. 1 point 2
32578. 1 play W yellow
32579. 0 play YPT
32580. 2 point 0
32581. 0 point 2
32582. 1 point 0
32583. 2 play YPT
32584. 0 point 2
32585. 2 point 0
32586. 1 point 0
32587. 1 play W+4 green
32588. 0 accept
32589. 2 play G1
32590. 1 play W red
32591. 0 play R1
32592. 2 play R7
32593. 1 play B7
32594. 0 play B2
32595. 2 play B6
32596. 1 play B4
32597. 0 play R4
32598. 2 play Y4
32599. 1 play W red
32600. 0 play RR
32601. 1 play W green
32602. 2 play GPT
32603. 1 point 0
32604. 2 point 0
32605. 0 point 2
32606. 0 play W+4 blue
32607. 1 accept
32608. 2 play W+4 yellow
32609. 0 challenge
32610. 1 play Y8
32611. 2 play Y6
32612. 0 play W+4 red
32613. 1 accept
32614. 2 play R6
32615. 1 play R6
32616. 2 play R2
32617. 0 play R9
32618. 1 play WPU
32619. 2 play GR
32620. 0 play W+4
32621. 1 play G8
32622. 2 play G9
32623. 0 play W+4
32624. 1 play GR
32625. 2 play G0
32626. 0 play W
32627. 1 play GPT
32628. 2 play G3
32629. 0 play W
32630. 1 play G7
32631. 2 play G6
32632. 0 play WDT
32633. 1 play G7
32634. 2 play GS
32635. 0 play WPU
32636. 1 play W
32637. 2 play G2
32638. 0 play W+4
32639. 1 play GPT
32640. 2 play GS
32641. 0 play G+2
32642. 1 play WDT
32643. 2 play G2
32644. 0 play WPU
32645. 1 play W+4
32646. 2 play G9
32647. 0 play W+4
32648. 1 play WPU
32649. 2 play G4
32650. 0 play W
32651. 1 play GPT
32652. 2 play G6
32653. 0 play W+4
32654. 1 play W+4
32655. 2 play G3
32656. 0 play W+4
32657. 1 play WPU
32658. 2 play G8
32659. 0 play WDT
32660. 1 play WPU
32661. 2 play G1
32662. 0 play W
32663. 1 play W
32664. 2 play G+2
32665. 0 play WDT
32666. 1 play WPU
32667. 2 play G4
32668. 0 play W
32669. 1 play WDT
32670. 2 play G5
32671. 0 play WDT
32672. 1 play WPU
32673. 2 play G5
32674. 0 play WDT
32675. 1 play W
32676. 2 take
32677. 0 play W green
32678. 1 play WDT green 1,2
32679. 2 play G1
32680. 2 play G1
32681. 0 play R1
32682. 1 draw
32683. 2 play W+4 green
32684. 0 challenge
32685. 0 draw
32686. 0 pass
32687. 1 play W green
32688. 2 play W+4 green
32689. 0 accept
32690. 1 play GPT
32691. 0 point 2
32692. 2 point 0
32693. 1 point 0
32694. 2 play G0
32695. 0 play G1
32696. 1 play Y1
32697. 2 play YR
32698. 1 play WPU
32699. 0 play R6
32700. 2 play WPU
32701. 1 play W
32702. 0 play R3
32703. 2 play W+4
32704. 1 play R9
32705. 0 play R0
32706. 2 play WDT
32707. 1 play R4
32708. 0 play W
32709. 2 play W
32710. 1 play RPT
32711. 0 play R3
32712. 2 play W
32713. 1 play R6
32714. 0 play R5
32715. 2 play W
32716. 1 play WPU
32717. 0 play R2
32718. 2 play W+4
32719. 1 play R4
32720. 0 play R5
32721. 2 play WDT
32722. 1 play RPT
32723. 0 play W+4
32724. 2 play WPU
32725. 1 play RPT
32726. 0 play R9
32727. 2 play W+4
32728. 1 play W
32729. 0 play RPT
32730. 2 play WPU
32731. 1 play WDT
32732. 0 play R8
32733. 2 play WPU
32734. 1 play WPU
32735. 0 play RR
32736. 2 play WDT
32737. 1 play W
32738. 0 play R+2
32739. 2 play W
32740. 1 play W
32741. 0 play R8
32742. 2 play W
32743. 1 play WPU
32744. 0 play R7
32745. 2 play W
32746. 1 play R1
32747. 0 play R7
32748. 2 play WDT
32749. 1 play WDT
32750. 0 play W+4
32751. 2 play WDT
32752. 1 play WDT
32753. 0 play RR
32754. 2 play WDT
32755. 1 play WDT
32756. 0 play RS
32757. 2 play W
32758. 1 take
32759. 0 play R+2
32760. 1 play R2
32761. 0 play RS
32762. 1 play RPT
32763. 1 point 0
32764. 2 point 0
32765. 0 point 1
32766. 0 play R1
32767. 2 play WDT red 0,2
32768. 1 play W+4 yellow
32769. 0 accept
32770. 2 play W+4 green
32771. 1 challenge
32772. 1 play W+4 yellow
32773. 0 challenge
32774. 0 play Y1
32775. 2 play W blue
32776. 1 play B9
32777. 0 play W red
32778. 2 play R+2
32779. 0 play RS
32780. 1 play R4
32781. 0 play W+4 green
32782. 2 accept
32783. 1 play W+4 yellow
32784. 0 accept
32785. 2 play YS
32786. 0 play Y7
32787. 2 play YR
32788. 0 play Y+2
32789. 2 play Y9
32790. 0 play Y7
32791. 1 play Y2
32792. 2 play W+4 yellow
32793. 0 challenge
32794. 0 play W+4 blue
32795. 1 challenge
32796. 1 play B6
32797. 2 play WDT blue 1,2
32798. 0 play BPT
32799. 0 point 2
32800. 2 point 1
32801. 1 point 0
32802. 1 play W yellow
32803. 2 play YPT
32804. 0 point 1
32805. 2 point 0
32806. 1 point 2
32807. 0 play W+4 blue
32808. 1 challenge
32809. 1 play B9
32810. 2 play WDT blue 1,2
32811. 0 play BR
32812. 2 play YR
32813. 0 play Y8
32814. 1 play Y4
32815. 2 play W green
32816. 0 play W+4 red
32817. 1 accept
32818. 2 play W+4 yellow
32819. 0 challenge
32820. 0 play YPT
32821. 1 point 0
32822. 2 point 0
32823. 0 point 1
32824. 1 play Y1
32825. 2 play W+4 green
32826. 0 challenge
32827. 0 play W+4 green
32828. 1 challenge
32829. 1 play W+4 red
32830. 2 challenge
32831. 2 play W green
32832. 0 play W+4 green
32833. 1 accept
32834. 2 play G6
32835. 0 play Y6
32836. 1 play Y4
32837. 2 play Y1
32838. 0 play W blue
32839. 1 play B5
32840. 2 play BPT
32841. 1 point 0
32842. 0 point 2
32843. 2 point 1
32844. 0 play W+4 blue
32845. 1 challenge
32846. 1 play B0
32847. 2 play B6
32848. 0 play B5
32849. 1 play B8
32850. 2 play WPU
32851. 0 play B3
32852. 1 play B9
32853. 2 play BR
32854. 0 play W
32855. 1 play B+2
32856. 2 play W+4
32857. 0 play B4
32858. 1 play B8
32859. 2 play W
32860. 0 play B2
32861. 1 play B3
32862. 2 play B9
32863. 0 play B6
32864. 1 play WDT
32865. 2 play WDT
32866. 0 play B4
32867. 1 play WDT
32868. 2 play WPU
32869. 0 play BPT
32870. 1 play WDT
32871. 2 play WPU
32872. 0 take
32873. 1 play W red
32874. 2 play W+4 yellow
32875. 0 challenge
32876. 0 play Y1
32877. 2 play Y1
32878. 0 play WDT yellow 0,2
32879. 1 play YS
32880. 0 play WPU
32881. 1 play YS
32882. 2 play Y6
32883. 0 play Y9
32884. 1 play Y8
32885. 2 play Y2
32886. 0 play Y4
32887. 1 play W
32888. 2 play WPU
32889. 0 play WDT
32890. 1 play WPU
32891. 2 play Y+2
32892. 0 play WPU
32893. 1 play Y4
32894. 2 play WPU
32895. 0 play Y6
32896. 1 play Y8
32897. 2 play YR
32898. 0 play WDT
32899. 1 play WDT
32900. 2 play YPT
32901. 0 play Y2
32902. 1 play W
32903. 2 play Y5
32904. 0 play W
32905. 1 play Y+2
32906. 2 play YPT
32907. 0 play WDT
32908. 1 play WPU
32909. 2 play Y9
32910. 0 play W
32911. 1 play WDT
32912. 2 play W+4
32913. 0 play W+4
32914. 1 play W+4
32915. 2 play Y7
32916. 0 take
32917. 1 play WPU
32918. 2 play Y7
32919. 0 play YR
32920. 1 play YPT
32921. 2 play Y5
32922. 0 play W
32923. 1 play Y3
32924. 2 play W+4
32925. 0 play Y+2
32926. 1 play W
32927. 2 play Y0
32928. 0 play W
32929. 1 play W+4
32930. 2 play YR
32931. 0 play Y8
32932. 1 play WPU
32933. 2 take
32934. 0 play W green
32935. 1 play WPU
32936. 2 play W+4
32937. 0 play Y9
32938. 1 play Y3
32939. 2 play Y3
32940. 0 play Y2
32941. 1 play YPT
32942. 2 play YR
32943. 0 play Y6
32944. 1 play WDT
32945. 2 play Y0
32946. 0 play W
32947. 1 play W
32948. 2 play Y7
32949. 0 play Y4
32950. 1 play W
32951. 2 play YR
32952. 0 play Y6
32953. 1 play WDT
32954. 2 play YPT
32955. 0 play Y7
32956. 1 play W
32957. 2 play W
32958. 0 play Y4
32959. 1 play W
32960. 2 play Y8
32961. 0 play Y8
32962. 1 play WDT
32963. 2 play Y5
32964. 0 play WPU
32965. 1 play W
32966. 2 play W
32967. 0 play Y+2
32968. 1 play W+4
32969. 2 play W+4
32970. 0 play Y9
32971. 1 play W
32972. 2 play Y+2
32973. 0 play Y1
32974. 1 play W+4
32975. 2 play YS
32976. 0 play WDT
32977. 1 play WPU
32978. 2 play W
32979. 0 play W+4
32980. 1 play WPU
32981. 2 play WPU
32982. 0 play W+4
32983. 1 play W+4
32984. 2 take
32985. 0 play W+4 green
32986. 1 accept
32987. 2 play G6
32988. 0 play WPU
32989. 1 play WPU
32990. 2 play G+2
32991. 0 play G1
32992. 1 play W+4
32993. 2 play G3
32994. 0 play W+4
32995. 1 play W+4
32996. 2 play WPU
32997. 0 play WDT
32998. 1 play W
32999. 2 play G4
33000. 0 play WPU
33001. 1 play W+4
33002. 2 play G2
33003. 0 play WPU
33004. 1 play WDT
33005. 2 play G0
33006. 0 play WPU
33007. 1 play WDT
33008. 2 play G3
33009. 0 play WPU
33010. 1 play WDT
33011. 2 play G4
33012. 0 play WDT
33013. 1 play WDT
33014. 2 play WPU
33015. 0 play WDT
33016. 1 play W
33017. 2 play G5
33018. 0 play WDT
33019. 1 play W
33020. 2 play WPU
33021. 0 take
33022. 1 play W red
33023. 2 play WDT green 1,2
33024. 0 play G5
33025. 1 play R5
33026. 2 play Y5
33027. 0 play Y5
33028. 1 play W red
33029. 2 play WDT red 0,1
33030. 0 play WDT green 0,2
33031. 1 draw
33032. 1 play W+4 green
33033. 2 challenge
33034. 0 play G+2
33035. 2 play G8
33036. 0 play G4
33037. 1 play W+4 yellow
33038. 2 challenge
33039. 0 play W blue
33040. 1 play B5
33041. 2 play WPU
33042. 0 play W+4
33043. 1 play BS
33044. 2 play WDT
33045. 0 play B8
33046. 1 play B1
33047. 2 play B0
33048. 0 play B4
33049. 1 play BR
33050. 2 play B6
33051. 0 play W
33052. 1 play B7
33053. 2 play W+4
33054. 0 play WDT
33055. 1 play BPT
33056. 2 play W+4
33057. 0 play B9
33058. 1 play B2
33059. 2 play W+4
33060. 0 play WPU
33061. 1 play B1
33062. 2 play B8
33063. 0 play W
33064. 1 play B+2
33065. 2 play W
33066. 0 play B2
33067. 1 play B7
33068. 2 play WDT
33069. 0 play W+4
33070. 1 play BS
33071. 2 play BPT
33072. 0 play W
33073. 1 play BPT
33074. 2 play W
33075. 0 play WPU
33076. 1 take
33077. 2 play W yellow
33078. 0 play WDT green 0,1
33079. 1 play W+4 green
33080. 2 accept
33081. 0 play G1
33082. 1 play B1
33083. 2 play W red
33084. 0 play R5
33085. 1 play WDT blue 1,2
33086. 2 play WDT red 1,2
33087. 0 play RS
33088. 2 play W blue
33089. 0 play B6
33090. 1 play R6
33091. 2 play WDT red 0,1
33092. 0 play W+4 blue
33093. 1 accept
33094. 2 play W green
33095. 0 play G5
33096. 1 play WPU
33097. 2 play W+4
33098. 0 play R2
33099. 1 play W
33100. 2 play W
33101. 0 play WPU
33102. 1 play R4
33103. 2 play W
33104. 0 play WDT
33105. 1 play R3
33106. 2 play WPU
33107. 0 play R4
33108. 1 play R9
33109. 2 play R+2
33110. 0 play WPU
33111. 1 play R1
33112. 2 play W
33113. 0 play R6
33114. 1 play WPU
33115. 2 play W
33116. 0 play W+4
33117. 1 play R0
33118. 2 play W+4
33119. 0 play R1
33120. 1 play R3
33121. 2 play W
33122. 0 play WPU
33123. 1 play R6
33124. 2 play W+4
33125. 0 play WDT
33126. 1 play W+4
33127. 2 play W+4
33128. 0 play RPT
33129. 1 play R9
33130. 2 play W+4
33131. 0 play WDT
33132. 1 play W
33133. 2 play W
33134. 0 play WPU
33135. 1 play RS
33136. 2 play W
33137. 0 play WDT
33138. 1 play R5
33139. 2 play W
33140. 0 play WPU
33141. 1 play RPT
33142. 2 take
33143. 0 play WDT green 1,2
33144. 1 play W+4 yellow
33145. 2 challenge
33146. 2 play Y3
33147. 0 play Y2
33148. 1 play WDT yellow 0,1
33149. 2 play W yellow
33150. 0 play WDT green 1,2
33151. 1 play WDT red 1,2
33152. 2 play RS
33153. 1 play R+2
33154. 0 play B+2
33155. 2 play W+4 green
33156. 0 challenge
33157. 0 play G2
33158. 1 play R2
33159. 2 play R3
33160. 0 play G3
33161. 1 play W yellow
33162. 2 play Y2
33163. 0 play YPT
33164. 1 point 2
33165. 0 point 1
33166. 2 point 1
33167. 1 play Y2
33168. 2 play Y7
33169. 0 play WPU
33170. 1 play RR
33171. 2 play W
33172. 0 play WPU
33173. 1 play R8
33174. 2 play R9
33175. 0 play WPU
33176. 1 play W+4
33177. 2 play R2
33178. 0 play WDT
33179. 1 play R7
33180. 2 play R1
33181. 0 play WPU
33182. 1 play R8
33183. 2 play RPT
33184. 0 take
33185. 1 play RS
33186. 0 play W yellow
33187. 1 play W yellow
33188. 2 draw
33189. 2 play W green
33190. 0 play G0
33191. 1 play W blue
33192. 2 play W yellow
33193. 0 draw
33194. 1 play W+4 green
33195. 2 challenge
33196. 2 play G8
33197. 0 play G6
33198. 1 play W+4 blue
33199. 2 accept
33200. 0 play W+4 yellow
33201. 1 challenge
33202. 1 play W red
33203. 2 play R3
33204. 0 play R2
33205. 1 play B2
33206. 2 play W+4 yellow
33207. 0 accept
33208. 1 play WDT red 1,2
33209. 2 play RS
33210. 1 play R7
33211. 2 play R0
33212. 0 play R3
33213. 1 draw
33214. 1 play R3
33215. 2 play R4
33216. 0 play WPU
33217. 1 play B+2
33218. 2 play WPU
33219. 0 play B4
33220. 1 play BS
33221. 2 play WPU
33222. 0 play WPU
33223. 1 play BPT
33224. 2 play WPU
33225. 0 play B6
33226. 1 play B5
33227. 2 play W
33228. 0 play WDT
33229. 1 play B4
33230. 2 play WDT
33231. 0 play W
33232. 1 play B1
33233. 2 play WDT
33234. 0 play BPT
33235. 1 play W+4
33236. 2 play W
33237. 0 play W
33238. 1 play B2
33239. 2 play WDT
33240. 0 play W+4
33241. 1 play WDT
33242. 2 play W
33243. 0 play WPU
33244. 1 play B6
33245. 2 play WPU
33246. 0 play W+4
33247. 1 play B9
33248. 2 play W
33249. 0 play W
33250. 1 play W
33251. 2 play B+2
33252. 0 play W
33253. 1 play B1
33254. 2 play WPU
33255. 0 play B3
33256. 1 play BPT
33257. 2 play WPU
33258. 0 play W+4
33259. 1 play BPT
33260. 2 play W
33261. 0 play BR
33262. 1 play B8
33263. 2 play WPU
33264. 0 play B5
33265. 1 play B8
33266. 2 play WDT
33267. 0 play B3
33268. 1 play W
33269. 2 play WDT
33270. 0 play B9
33271. 1 play B0
33272. 2 play W
33273. 0 take
33274. 1 play BS
33275. 0 play YS
33276. 2 play Y9
33277. 0 play W green
33278. 1 play G0
33279. 2 play W+4 yellow
33280. 0 challenge
33281. 0 play W+4 red
33282. 1 challenge
33283. 1 play WDT yellow 1,2
33284. 2 play Y4
33285. 0 play W+4 yellow
33286. 1 challenge
33287. 1 play WDT yellow 0,2
33288. 2 play Y5
33289. 0 play Y9
33290. 1 play Y7
33291. 2 play Y7
33292. 0 play WDT green 0,2
33293. 1 play WPU
33294. 2 play Y0
33295. 0 play WDT
33296. 1 play YS
33297. 2 play Y2
33298. 0 play WDT
33299. 1 play W
33300. 2 play Y2
33301. 0 play W+4
33302. 1 play W
33303. 2 play W+4
33304. 0 play WPU
33305. 1 take
33306. 2 play Y3
33307. 0 draw
33308. 0 play WDT red 0,1
33309. 1 play RR
33310. 0 play R7
33311. 2 play WPU
33312. 1 play WPU
33313. 0 play W+4
33314. 2 play Y8
33315. 1 play W+4
33316. 0 play YPT
33317. 2 play YR
33318. 1 play YS
33319. 0 play W
33320. 2 play Y9
33321. 1 play Y0
33322. 0 play WDT
33323. 2 play YPT
33324. 1 play WDT
33325. 0 play WPU
33326. 2 play Y3
33327. 1 play W+4
33328. 0 play W+4
33329. 2 play YPT
33330. 1 play Y2
33331. 0 play WPU
33332. 2 play YS
33333. 1 play W+4
33334. 0 play WPU
33335. 2 play Y6
33336. 1 play W+4
33337. 0 play WPU
33338. 2 play WPU
33339. 1 play WDT
33340. 0 play WDT
33341. 2 play YPT
33342. 1 play W
33343. 0 play WDT
33344. 2 play Y6
33345. 1 play W
33346. 0 play W+4
33347. 2 play Y+2
33348. 1 play Y2
33349. 0 play W
33350. 2 play YR
33351. 1 play Y4
33352. 0 play WDT
33353. 2 play Y+2
33354. 1 take
33355. 0 play W blue
33356. 2 play W blue
33357. 1 play W+4 red
33358. 0 challenge
33359. 0 play R9
33360. 2 play G9
33361. 1 play WDT green 1,2
33362. 0 play WDT green 0,2
33363. 2 play G4
33364. 1 play W yellow
33365. 0 play Y7
33366. 2 play Y1
33367. 1 play WPU
33368. 0 play R0
33369. 2 play R4
33370. 1 play RS
33371. 0 play R8
33372. 2 play W
33373. 1 play WPU
33374. 0 play R8
33375. 2 play WDT
33376. 1 play W
33377. 0 play R2
33378. 2 play R+2
33379. 1 play WPU
33380. 0 play R4
33381. 2 play R2
33382. 1 play W+4
33383. 0 play R7
33384. 2 play WDT
33385. 1 play WDT
33386. 0 play R1
33387. 2 play RS
33388. 1 play W+4
33389. 0 play RR
33390. 2 play R6
33391. 1 play W
33392. 0 play RR
33393. 2 play R+2
33394. 1 play W
33395. 0 play RPT
33396. 2 play R3
33397. 1 play RPT
33398. 0 play WPU
33399. 2 play R9
33400. 1 play W+4
33401. 0 play WPU
33402. 2 play R5
33403. 1 play RPT
33404. 0 play R3
33405. 2 play R5
33406. 1 play WDT
33407. 0 play WPU
33408. 2 play R6
33409. 1 play WDT
33410. 0 play W
33411. 2 play W
33412. 1 play W+4
33413. 0 play WPU
33414. 2 play W+4
33415. 1 play WDT
33416. 0 play WPU
33417. 2 play W+4
33418. 1 play WPU
33419. 0 play W
33420. 2 play R1
33421. 1 play W+4
33422. 0 play WDT
33423. 2 play W+4
33424. 1 play W+4
33425. 0 play W
33426. 2 play RPT
33427. 1 play W+4
33428. 0 play W
33429. 2 play W+4
33430. 1 play WPU
33431. 0 play W
33432. 2 take
33433. 1 play WDT red 1,2
33434. 0 play W yellow
33435. 2 play WPU
33436. 1 play G0
33437. 0 play G3
33438. 2 play GPT
33439. 1 play WDT
33440. 0 play G8
33441. 2 play GR
33442. 1 play WPU
33443. 0 play G4
33444. 2 play WPU
33445. 1 play G3
33446. 0 play W
33447. 2 play G6
33448. 1 take
33449. 0 play G6
33450. 2 play G1
33451. 1 play W red
33452. 0 play W red
33453. 2 play R9
33454. 1 play Y9
33455. 0 play Y3
33456. 2 play W+4 blue
33457. 1 challenge
33458. 1 play BR
33459. 2 play WPU
33460. 0 take
33461. 1 play WDT green 0,1
33462. 2 play GS
33463. 1 play G4
33464. 2 play Y4
33465. 0 play B4
33466. 1 play WDT red 1,2
33467. 2 play R2
33468. 0 play WPU
33469. 1 play YR
33470. 2 play Y5
33471. 0 play W+4
33472. 1 play Y7
33473. 2 play W+4
33474. 0 take
33475. 1 play Y2
33476. 2 play G2
33477. 0 play B2
33478. 1 play WPU
33479. 2 play WPU
33480. 0 play B1
33481. 1 play BS
33482. 2 play W+4
33483. 0 play B0
33484. 1 play WDT
33485. 2 play WDT
33486. 0 play BPT
33487. 1 play W
33488. 2 play WDT
33489. 0 play B2
33490. 1 play WDT
33491. 2 play WPU
33492. 0 play B4
33493. 1 play B7
33494. 2 play WPU
33495. 0 play BS
33496. 1 play W
33497. 2 play WPU
33498. 0 play B3
33499. 1 play WPU
33500. 2 play WDT
33501. 0 play B1
33502. 1 play B7
33503. 2 play W
33504. 0 play B3
33505. 1 play W
33506. 2 play W+4
33507. 0 play B+2
33508. 1 play W
33509. 2 play W+4
33510. 0 play B9
33511. 1 take
33512. 2 play W blue
33513. 0 play B+2
33514. 2 play W+4 blue
33515. 0 challenge
33516. 0 play BR
33517. 2 play W blue
33518. 1 play B7
33519. 0 play B8
33520. 2 play Y8
33521. 1 play WPU
33522. 0 play W+4
33523. 2 play WDT
33524. 1 play W+4
33525. 0 play W+4
33526. 2 play W
33527. 1 play W+4
33528. 0 play R9
33529. 2 play R9
33530. 1 play W
33531. 0 take
33532. 2 play R7
33533. 1 play Y7
33534. 0 play Y7
33535. 2 play WDT red 0,1
33536. 1 play W blue
33537. 0 play B8
33538. 2 play W+4 blue
33539. 1 accept
33540. 0 play W red
33541. 2 play R4
33542. 1 play Y4
33543. 0 play W+4 yellow
33544. 2 accept
33545. 1 play Y5
33546. 0 play WDT red 1,2
33547. 2 play R1
33548. 1 play W+4 blue
33549. 0 challenge
33550. 0 play B5
33551. 2 play B7
33552. 1 play BR
33553. 2 play BR
33554. 1 play B7
33555. 0 draw
33556. 2 play W+4 red
33557. 1 challenge
33558. 1 play WPU
33559. 0 play R1
33560. 2 play R1
33561. 1 play WPU
33562. 0 play R2
33563. 2 play WDT
33564. 1 play W
33565. 0 play R9
33566. 2 play R5
33567. 1 play W
33568. 0 play W+4
33569. 2 play WDT
33570. 1 play W
33571. 0 play R7
33572. 2 play R3
33573. 1 play WDT
33574. 0 play R9
33575. 2 play R0
33576. 1 play WPU
33577. 0 play W+4
33578. 2 play WDT
33579. 1 play WPU
33580. 0 play W
33581. 2 play W+4
33582. 1 play W
33583. 0 play W+4
33584. 2 play R8
33585. 1 play WPU
33586. 0 take
33587. 2 play RPT
33588. 0 point 1
33589. 2 point 1
33590. 1 point 0
33591. 1 play BPT
33592. 1 point 2
33593. 0 point 2
33594. 2 point 0
33595. 0 play B9
33596. 2 play B8
33597. 1 play B9
33598. 0 play B5
33599. 2 play W yellow
33600. 1 play Y0
33601. 0 play R0
33602. 2 play W red
33603. 1 play W+4 green
33604. 0 accept
33605. 2 play G2
33606. 1 play WPU
33607. 0 play WDT
33608. 2 play WPU
33609. 1 play B0
33610. 0 play B6
33611. 2 play WDT
33612. 1 play B3
33613. 0 play W+4
33614. 2 play B7
33615. 1 play B5
33616. 0 play W
33617. 2 play BR
33618. 1 play WPU
33619. 0 play WDT
33620. 2 play W+4
33621. 1 play B4
33622. 0 play WDT
33623. 2 play W
33624. 1 play B+2
33625. 0 play W+4
33626. 2 play W+4
33627. 1 play B2
33628. 0 play WDT
33629. 2 play WPU
33630. 1 play WPU
33631. 0 play BR
33632. 2 play W
33633. 1 play B8
33634. 0 play B4
33635. 2 play WPU
33636. 1 play B+2
33637. 0 play B8
33638. 2 play W
33639. 1 play B7
33640. 0 play WPU
33641. 2 play W
33642. 1 play W
33643. 0 play B9
33644. 2 play W
33645. 1 play BS
33646. 0 play W+4
33647. 2 play W+4
33648. 1 play BS
33649. 0 play W
33650. 2 play W+4
33651. 1 play B3
33652. 0 play B6
33653. 2 play W
33654. 1 play B2
33655. 0 play WPU
33656. 2 play WPU
33657. 1 play WDT
33658. 0 play WPU
33659. 2 play W
33660. 1 play WDT
33661. 0 play W+4
33662. 2 play WPU
33663. 1 play W+4
33664. 0 play W+4
33665. 2 play W
33666. 1 play B1
33667. 0 play WPU
33668. 2 take
33669. 1 play W+4 red
33670. 0 accept
33671. 2 play WPU
33672. 1 play G1
33673. 0 play G4
33674. 2 play GR
33675. 1 play GPT
33676. 0 play W
33677. 2 play G7
33678. 1 play G6
33679. 0 play G1
33680. 2 play GPT
33681. 1 play G3
33682. 0 play W
33683. 2 play W
33684. 1 play G9
33685. 0 play W
33686. 2 play G6
33687. 1 play G8
33688. 0 play W
33689. 2 play G9
33690. 1 play GS
33691. 0 take
33692. 2 play G4
33693. 1 play Y4
33694. 0 play WPU
33695. 2 play W+4
33696. 1 play G0
33697. 0 play GS
33698. 2 play W+4
33699. 1 play WDT
33700. 0 play G1
33701. 2 play G+2
33702. 1 play GR
33703. 0 play G2
33704. 2 play G8
33705. 1 play G3
33706. 0 play W
33707. 2 play GPT
33708. 1 play WDT
33709. 0 play G4
33710. 2 play G5
33711. 1 play WDT
33712. 0 play GPT
33713. 2 play G7
33714. 1 play WDT
33715. 0 play GR
33716. 2 play WDT
33717. 1 play WDT
33718. 0 play G6
33719. 2 play WPU
33720. 1 take
33721. 0 play G6
33722. 2 play WDT green 1,2
33723. 1 play W+4 yellow
33724. 0 accept
33725. 2 play Y7
33726. 1 play Y3
33727. 0 play Y3
33728. 2 play Y7
33729. 1 play W+4 blue
33730. 0 accept
33731. 2 play B7
33732. 1 play W+4 yellow
33733. 0 challenge
33734. 0 play Y5
33735. 2 play Y1
33736. 1 play WDT yellow 1,2
33737. 0 play Y2
33738. 2 play WDT green 0,1
33739. 1 play G7
33740. 0 play G7
33741. 2 play R7
33742. 0 play R7
33743. 2 play W+4 red
33744. 1 accept
33745. 0 play RPT
33746. 0 point 1
33747. 1 point 0
33748. 2 point 1
33749. 2 play R3
33750. 1 play G3
33751. 0 play G1
33752. 2 play WPU
33753. 1 play W
33754. 0 play R7
33755. 2 play R5
33756. 1 play WDT
33757. 0 play WPU
33758. 2 play R8
33759. 1 play WDT
33760. 0 play R5
33761. 2 play RR
33762. 1 play WDT
33763. 0 play R8
33764. 2 play RS
33765. 1 play WPU
33766. 0 play WPU
33767. 2 play RPT
33768. 1 play W+4
33769. 0 play W
33770. 2 play R2
33771. 1 play W+4
33772. 0 play R2
33773. 2 play RPT
33774. 1 play W+4
33775. 0 play WDT
33776. 2 play RR
33777. 1 play WDT
33778. 0 play W+4
33779. 2 play R+2
33780. 1 play R7
33781. 0 play R0
33782. 2 play WPU
33783. 1 play WDT
33784. 0 play R3
33785. 2 play W+4
33786. 1 play WDT
33787. 0 play W
33788. 2 play R+2
33789. 1 take
33790. 0 play R4
33791. 2 play RPT
33792. 2 point 1
33793. 1 point 0
33794. 0 point 1
33795. 1 play W yellow
33796. 0 play Y4
33797. 2 play Y1
33798. 1 play Y6
33799. 0 play YR
33800. 1 play Y7
33801. 2 play WDT red 0,2
33802. 0 play WDT green 0,1
33803. 1 play G7
33804. 0 play G7
33805. 1 play G2
33806. 2 play W+4 red
33807. 0 accept
33808. 1 play RS
33809. 0 play W red
33810. 1 play R5
33811. 2 play W red
33812. 0 play WDT green 0,1
33813. 1 play G6
33814. 2 play R6
33815. 0 play W blue
33816. 1 play B7
33817. 2 play W yellow
33818. 0 play Y3
33819. 1 play G3
33820. 0 play G3
33821. 1 play R3
33822. 2 play R4
33823. 0 play W+4 yellow
33824. 1 challenge
33825. 1 play W+4 green
33826. 2 challenge
33827. 2 play G5
33828. 0 play B5
33829. 1 play W yellow
33830. 2 play Y9
33831. 0 play R9
33832. 1 play R4
33833. 2 play WDT red 0,1
33834. 0 play R4
33835. 1 play W+4 blue
33836. 2 accept
33837. 0 play BPT
33838. 1 point 2
33839. 2 point 0
33840. 0 point 1
33841. 1 play RPT
33842. 2 point 1
33843. 0 point 2
33844. 1 point 0
33845. 2 play R5
33846. 1 play R5
33847. 2 play WPU
33848. 0 play W+4
33849. 1 play B1
33850. 2 play B6
33851. 0 play B7
33852. 1 play W
33853. 2 play B8
33854. 0 play W
33855. 1 play W+4
33856. 2 play B5
33857. 0 play B9
33858. 1 play W+4
33859. 2 play WDT
33860. 0 play BPT
33861. 1 play WPU
33862. 2 play B3
33863. 0 play BPT
33864. 1 play WDT
33865. 2 play BPT
33866. 0 play WPU
33867. 1 play WPU
33868. 2 play B7
33869. 0 play W+4
33870. 1 play W+4
33871. 2 play B+2
33872. 0 play W
33873. 1 play W+4
33874. 2 play B1
33875. 0 take
33876. 1 play WDT blue 1,2
33877. 2 play B3
33878. 0 play B7
33879. 1 play WPU
33880. 2 play R6
33881. 0 play WPU
33882. 1 play W
33883. 2 play WDT
33884. 0 play W+4
33885. 1 play R2
33886. 2 play W
33887. 0 play R1
33888. 1 play W
33889. 2 play WPU
33890. 0 play WPU
33891. 1 play R8
33892. 2 play WPU
33893. 0 play W
33894. 1 play RPT
33895. 2 play R3
33896. 0 play WPU
33897. 1 play WDT
33898. 2 play WPU
33899. 0 play RS
33900. 1 play R2
33901. 2 play WPU
33902. 0 play R1
33903. 1 play W
33904. 2 play W+4
33905. 0 play R9
33906. 1 play R8
33907. 2 play WPU
33908. 0 play W+4
33909. 1 play WPU
33910. 2 play W
33911. 0 play W+4
33912. 1 play R3
33913. 2 play W
33914. 0 play W+4
33915. 1 play RPT
33916. 2 play RS
33917. 0 play R6
33918. 1 play RR
33919. 2 play WPU
33920. 0 play WDT
33921. 1 play RR
33922. 2 play W
33923. 0 play WDT
33924. 1 play RPT
33925. 2 play W
33926. 0 play W+4
33927. 1 play R+2
33928. 2 play W+4
33929. 0 play W+4
33930. 1 play R+2
33931. 2 play W+4
33932. 0 play W
33933. 1 play R0
33934. 2 play W+4
33935. 0 play W
33936. 1 play WDT
33937. 2 play W+4
33938. 0 take
33939. 1 play R7
33940. 2 play W yellow
33941. 0 play Y2
33942. 1 play Y7
33943. 2 play Y3
33944. 0 play Y7
33945. 1 play Y+2
33946. 0 play W yellow
33947. 1 play Y2
33948. 2 play B2
33949. 0 play B7
33950. 1 draw
33951. 1 play WDT blue 1,2
33952. 2 play BS
33953. 1 play WDT yellow 1,2
33954. 2 play Y5
33955. 0 play WDT blue 0,1
33956. 1 play WDT yellow 1,2
33957. 2 draw
33958. 0 play WPU
33959. 1 play WDT
33960. 2 play W+4
33961. 0 play W
33962. 1 play WDT
33963. 2 play R7
33964. 0 play RR
33965. 1 play R4
33966. 2 play W
33967. 0 play WPU
33968. 1 play R7
33969. 2 play R9
33970. 0 play R0
33971. 1 play WDT
33972. 2 play W
33973. 0 play WDT
33974. 1 take
33975. 2 play W yellow
33976. 0 play W green
33977. 1 play G0
33978. 2 play G2
33979. 0 play G8
33980. 1 play W+4 yellow
33981. 2 challenge
33982. 2 draw
33983. 2 play WDT red 0,2
33984. 0 play R6
33985. 0 play R6
33986. 1 play WPU
33987. 2 play W
33988. 0 play RPT
33989. 1 play RR
33990. 2 play WDT
33991. 0 play R1
33992. 1 play W
33993. 2 play WDT
33994. 0 play R3
33995. 1 play R9
33996. 2 take
33997. 0 play RS
33998. 2 play R9
33999. 0 play RS
34000. 2 play RPT
34001. 0 point 2
34002. 1 point 2
34003. 2 point 1
34004. 0 play RR
34005. 2 play RPT
34006. 1 point 2
34007. 2 point 0
34008. 0 point 2
34009. 1 play R0
34010. 0 play WDT red 1,2
34011. 2 play WDT blue 0,1
34012. 1 play WDT yellow 0,1
34013. 0 play WDT yellow 0,1
34014. 2 play Y3
34015. 1 play Y8
34016. 0 play WPU
34017. 2 play W
34018. 1 play R4
34019. 0 play R9
34020. 2 play W
34021. 1 play WDT
34022. 0 play W
34023. 2 play WDT
34024. 1 play WDT
34025. 0 play R2
34026. 2 play R3
34027. 1 play R7
34028. 0 play WPU
34029. 2 play R1
34030. 1 play W
34031. 0 play RPT
34032. 2 play RR
34033. 1 play R5
34034. 0 play W+4
34035. 2 take
34036. 1 play WDT blue 1,2
34037. 0 play WDT green 1,2
34038. 2 play GS
34039. 0 play G7
34040. 2 play WDT red 0,1
34041. 1 play W red
34042. 0 play RPT
34043. 0 point 2
34044. 1 point 2
34045. 2 point 1
34046. 2 play WDT yellow 0,2
34047. 1 play Y5
34048. 2 play Y5
34049. 1 play YS
34050. 2 play W+4 green
34051. 1 accept
34052. 0 play WPU
34053. 2 play W
34054. 1 play WDT
34055. 0 play R2
34056. 2 play RPT
34057. 1 play R7
34058. 0 play R4
34059. 2 play R4
34060. 1 play W
34061. 0 play WPU
34062. 2 play WDT
34063. 1 play W
34064. 0 play R8
34065. 2 play RR
34066. 1 play WPU
34067. 0 play R1
34068. 2 play WPU
34069. 1 play W
34070. 0 play W
34071. 2 play R1
34072. 1 take
34073. 0 play WPU
34074. 2 play W
34075. 1 play W
34076. 0 play WPU
34077. 2 play R3
34078. 1 play R1
34079. 0 play R3
34080. 2 play R9
34081. 1 play R1
34082. 0 play WPU
34083. 2 play R7
34084. 1 play RPT
34085. 0 play R+2
34086. 2 play R2
34087. 1 play RR
34088. 0 play W
34089. 2 play W
34090. 1 play RPT
34091. 0 play R+2
34092. 2 play W
34093. 1 play R7
34094. 0 play R8
34095. 2 play R5
34096. 1 play R8
34097. 0 play WPU
34098. 2 play R5
34099. 1 play WDT
34100. 0 play W+4
34101. 2 take
34102. 1 play R4
34103. 1 play R4
34104. 0 play WPU
34105. 2 play W+4
34106. 1 play WDT
34107. 0 play W
34108. 2 play R8
34109. 1 play WDT
34110. 0 play W+4
34111. 2 play R+2
34112. 1 play W
34113. 0 play W
34114. 2 play R7
34115. 1 play R2
34116. 0 play W
34117. 2 play R5
34118. 1 play WPU
34119. 0 play W+4
34120. 2 play RPT
34121. 1 play W
34122. 0 play W
34123. 2 play RR
34124. 1 play WPU
34125. 0 play W
34126. 2 play R1
34127. 1 play W
34128. 0 play W+4
34129. 2 play W
34130. 1 play WPU
34131. 0 play W+4
34132. 2 play R3
34133. 1 play W
34134. 0 play W+4
34135. 2 play R5
34136. 1 take
34137. 0 play W+4 green
34138. 2 accept
34139. 1 play G6
34140. 0 play G9
34141. 2 play WPU
34142. 1 play Y6
34143. 0 play W+4
34144. 2 play W
34145. 1 play YS
34146. 0 play WPU
34147. 2 play W
34148. 1 play W
34149. 0 play Y0
34150. 2 play Y7
34151. 1 play WDT
34152. 0 play Y3
34153. 2 play W
34154. 1 play W+4
34155. 0 play Y4
34156. 2 play WDT
34157. 1 play Y6
34158. 0 play W+4
34159. 2 play Y7
34160. 1 play Y+2
34161. 0 play W+4
34162. 2 play WPU
34163. 1 play Y9
34164. 0 take
34165. 2 play WPU
34166. 1 play GR
34167. 0 play W+4
34168. 2 play G5
34169. 1 play G3
34170. 0 play G9
34171. 2 play GPT
34172. 1 play G1
34173. 0 play G0
34174. 2 play G+2
34175. 1 play GS
34176. 0 play G7
34177. 2 play G8
34178. 1 play GPT
34179. 0 play G2
34180. 2 play W
34181. 1 play W
34182. 0 play G7
34183. 2 play WDT
34184. 1 play W+4
34185. 0 play W+4
34186. 2 play WDT
34187. 1 play G4
34188. 0 play WDT
34189. 2 take
34190. 1 play G+2
34191. 2 play GR
34192. 0 play W yellow
34193. 1 play Y1
34194. 2 play W+4 yellow
34195. 0 challenge
34196. 0 play Y6
34197. 1 play Y2
34198. 1 play Y2
34199. 2 play W yellow
34200. 0 play W+4 blue
34201. 1 challenge
34202. 1 play W+4 green
34203. 2 challenge
34204. 2 play WPU
34205. 0 play R0
34206. 1 play RR
34207. 2 play R3
34208. 0 play W+4
34209. 1 play WDT
34210. 2 play W+4
34211. 0 play WDT
34212. 1 play R6
34213. 2 play R8
34214. 0 play W
34215. 1 play R1
34216. 2 play R9
34217. 0 play R6
34218. 1 play W
34219. 2 play RS
34220. 0 play WPU
34221. 1 play R7
34222. 2 play W+4
34223. 0 play WDT
34224. 1 play W+4
34225. 2 play RR
34226. 0 play WPU
34227. 1 play W+4
34228. 2 play R9
34229. 0 play W
34230. 1 play WPU
34231. 2 play W
34232. 0 play WDT
34233. 1 play W
34234. 2 play WPU
34235. 0 play W
34236. 1 play R8
34237. 2 play WDT
34238. 0 play W
34239. 1 play R3
34240. 2 play R7
34241. 0 play WDT
34242. 1 play WPU
34243. 2 play R2
34244. 0 play W
34245. 1 play R+2
34246. 2 play R+2
34247. 0 play WDT
34248. 1 play R5
34249. 2 play R1
34250. 0 play WDT
34251. 1 play R2
34252. 2 play WDT
34253. 0 take
34254. 1 play WPU
34255. 2 play G+2
34256. 0 play G6
34257. 1 play GR
34258. 2 play G6
34259. 0 play WPU
34260. 1 play W+4
34261. 2 play G8
34262. 0 play G1
34263. 1 play G3
34264. 2 play G9
34265. 0 play GS
34266. 1 play G8
34267. 2 play G7
34268. 0 play GPT
34269. 1 play GPT
34270. 2 play G3
34271. 0 play W
34272. 1 play W
34273. 2 play WPU
34274. 0 play W
34275. 1 play W+4
34276. 2 play G7
34277. 0 play W+4
34278. 1 play G5
34279. 2 play G4
34280. 0 play W
34281. 1 play G9
34282. 2 play W+4
34283. 0 play W+4
34284. 1 play W
34285. 2 play WPU
34286. 0 play W
34287. 1 play W
34288. 2 play G1
34289. 0 play W
34290. 1 play G4
34291. 2 play WDT
34292. 0 play W+4
34293. 1 play W
34294. 2 play G5
34295. 0 play WDT
34296. 1 play W
34297. 2 play WDT
34298. 0 play W
34299. 1 play W
34300. 2 play G2
34301. 0 play WPU
34302. 1 play W
34303. 2 play GS
34304. 0 play W+4
34305. 1 take
34306. 2 play G0
34307. 0 play W+4 red
34308. 1 challenge
34309. 1 play W+4 yellow
34310. 2 accept
34311. 0 play Y9
34312. 1 play YPT
34313. 0 point 1
34314. 1 point 0
34315. 2 point 1
34316. 2 play BPT
34317. 1 point 2
34318. 0 point 1
34319. 2 point 1
34320. 0 play BPT
34321. 2 point 0
34322. 0 point 2
34323. 1 point 0
34324. 1 play GPT
34325. 1 point 0
34326. 0 point 2
34327. 2 point 0
34328. 2 play YPT
34329. 1 point 2
34330. 0 point 2
34331. 2 point 0
34332. 0 play W blue
34333. 1 play B7
34334. 2 play B6
34335. 0 play W blue
34336. 1 play W+4 red
34337. 2 challenge
34338. 2 play WPU
34339. 0 play R+2
34340. 1 play RPT
34341. 2 play WPU
34342. 0 play WDT
34343. 1 play R5
34344. 2 play W+4
34345. 0 play W+4
34346. 1 play W+4
34347. 2 play RS
34348. 0 play WDT
34349. 1 play W+4
34350. 2 play WDT
34351. 0 play WDT
34352. 1 play WDT
34353. 2 play R4
34354. 0 play R+2
34355. 1 play WPU
34356. 2 play RPT
34357. 0 play R4
34358. 1 play W+4
34359. 2 play RPT
34360. 0 play RS
34361. 1 play W+4
34362. 2 play RPT
34363. 0 play WPU
34364. 1 play WDT
34365. 2 play W+4
34366. 0 play R8
34367. 1 play WPU
34368. 2 play W+4
34369. 0 play R5
34370. 1 play WPU
34371. 2 play W+4
34372. 0 play RR
34373. 1 play WDT
34374. 2 take
34375. 0 play R0
34376. 1 play W green
34377. 2 play GR
34378. 1 play G6
34379. 0 play R6
34380. 2 play WDT yellow 0,1
34381. 1 play WPU
34382. 0 play R8
34383. 2 play W+4
34384. 1 play W+4
34385. 0 play WPU
34386. 2 play R8
34387. 1 play W+4
34388. 0 play R3
34389. 2 play RPT
34390. 1 play W
34391. 0 play R3
34392. 2 play R5
34393. 1 play W
34394. 0 play WDT
34395. 2 play W+4
34396. 1 play W
34397. 0 play R1
34398. 2 play RS
34399. 1 play W
34400. 0 play WPU
34401. 2 play WDT
34402. 1 play W
34403. 0 play W
34404. 2 play W+4
34405. 1 play W
34406. 0 play R6
34407. 2 play RPT
34408. 1 play W
34409. 0 play WDT
34410. 2 play WPU
34411. 1 play W
34412. 0 play WDT
34413. 2 play R+2
34414. 1 play W
34415. 0 play R7
34416. 2 play WPU
34417. 1 play W
34418. 0 play R9
34419. 2 play W+4
34420. 1 play W
34421. 0 play R1
34422. 2 play WPU
34423. 1 play W
34424. 0 play WPU
34425. 2 play WDT
34426. 1 play W
34427. 0 play R7
34428. 2 play R5
34429. 1 take
34430. 0 play R2
34431. 2 play WPU
34432. 1 play RS
34433. 0 play WPU
34434. 2 play RS
34435. 1 play R+2
34436. 0 play R2
34437. 2 play RR
34438. 1 play R7
34439. 0 play R9
34440. 2 play W+4
34441. 1 play R0
34442. 0 play WDT
34443. 2 play WDT
34444. 1 play RPT
34445. 0 play RR
34446. 2 play RPT
34447. 1 play RPT
34448. 0 play WDT
34449. 2 play WPU
34450. 1 play W
34451. 0 play WPU
34452. 2 play R4
34453. 1 play R6
34454. 0 take
34455. 2 play W+4 yellow
34456. 1 challenge
34457. 1 play Y9
34458. 0 play YS
34459. 1 play YPT
34460. 2 point 1
34461. 0 point 2
34462. 1 point 0
34463. 0 play Y7
34464. 2 play WDT red 0,1
34465. 1 play R7
34466. 0 play W+4 red
34467. 2 accept
34468. 1 play WDT blue 0,1
34469. 0 play B5
34470. 2 play B9
34471. 1 play G9
34472. 0 play WDT red 1,2
34473. 2 play W green
34474. 1 play GR
34475. 2 play WDT green 1,2
34476. 0 play G0
34477. 1 play GPT
34478. 2 point 1
34479. 1 point 2
34480. 0 point 2
34481. 2 play G2
34482. 0 play WPU
34483. 1 play W
34484. 2 play B4
34485. 0 play WPU
34486. 1 play B6
34487. 2 play B+2
34488. 0 play B6
34489. 1 play WPU
34490. 2 play BR
34491. 0 play B8
34492. 1 play B7
34493. 2 play WDT
34494. 0 play BPT
34495. 1 play W
34496. 2 play WDT
34497. 0 play B5
34498. 1 play W
34499. 2 play B2
34500. 0 play WPU
34501. 1 play WPU
34502. 2 play WDT
34503. 0 play W
34504. 1 play WPU
34505. 2 play W+4
34506. 0 play B+2
34507. 1 play WDT
34508. 2 play B7
34509. 0 play B9
34510. 1 play W+4
34511. 2 play BS
34512. 0 play BPT
34513. 1 play B2
34514. 2 play B4
34515. 0 play WDT
34516. 1 play W
34517. 2 play B0
34518. 0 play B3
34519. 1 play W
34520. 2 play BS
34521. 0 play WDT
34522. 1 play W+4
34523. 2 play B8
34524. 0 play B1
34525. 1 play WDT
34526. 2 play BR
34527. 0 play B1
34528. 1 play WDT
34529. 2 play W+4
34530. 0 play BPT
34531. 1 play W+4
34532. 2 play WPU
34533. 0 take
34534. 1 play W blue
34535. 2 play BPT
34536. 1 point 0
34537. 2 point 0
34538. 0 point 2
34539. 0 play B5
34540. 1 play WPU
34541. 2 play G6
34542. 0 play WPU
34543. 1 play G1
34544. 2 play GPT
34545. 0 play W
34546. 1 play G1
34547. 2 play WDT
34548. 0 play W+4
34549. 1 play GS
34550. 2 play GPT
34551. 0 play WPU
34552. 1 play G4
34553. 2 play W+4
34554. 0 play WPU
34555. 1 play G2
34556. 2 play GPT
34557. 0 play WPU
34558. 1 play WDT
34559. 2 play W+4
34560. 0 play WPU
34561. 1 play G8
34562. 2 play GR
34563. 0 play W
34564. 1 play G6
34565. 2 play W+4
34566. 0 play WPU
34567. 1 play G7
34568. 2 play WPU
34569. 0 play W
34570. 1 play G+2
34571. 2 take
34572. 0 play W yellow
34573. 1 play Y4
34574. 2 play Y3
34575. 0 play Y8
34576. 1 play Y1
34577. 2 play Y7
34578. 0 play Y3
34579. 1 play Y+2
34580. 0 play Y6
34581. 1 play Y2
34582. 2 play G2
34583. 0 play B2
34584. 0 play B2
34585. 1 play W+4 green
34586. 2 accept
34587. 0 draw
34588. 1 draw
34589. 1 play W green
34590. 2 play W+4 red
34591. 0 challenge
34592. 0 play R4
34593. 1 play G4
34594. 2 play GS
34595. 1 draw
34596. 1 play WPU
34597. 2 play W
34598. 0 play W+4
34599. 1 play Y9
34600. 2 play YS
34601. 0 play W
34602. 1 play Y8
34603. 2 play Y7
34604. 0 play Y9
34605. 1 play W+4
34606. 2 play W
34607. 0 play Y6
34608. 1 play W+4
34609. 2 play W
34610. 0 play Y7
34611. 1 play WPU
34612. 2 play W+4
34613. 0 play Y5
34614. 1 play YPT
34615. 2 play Y1
34616. 0 play Y4
34617. 1 play W
34618. 2 play Y2
34619. 0 play WDT
34620. 1 play WPU
34621. 2 play Y2
34622. 0 play W+4
34623. 1 play YPT
34624. 2 play W+4
34625. 0 play W
34626. 1 play W
34627. 2 play W+4
34628. 0 play Y+2
34629. 1 play YPT
34630. 2 play WPU
34631. 0 play Y5
34632. 1 play WPU
34633. 2 play WDT
34634. 0 play YS
34635. 1 play W
34636. 2 play WPU
34637. 0 play W+4
34638. 1 play YR
34639. 2 play WDT
34640. 0 play Y1
34641. 1 play YR
34642. 2 play W+4
34643. 0 play Y0
34644. 1 play W
34645. 2 play WPU
34646. 0 play W+4
34647. 1 play YPT
34648. 2 play WDT
34649. 0 play WDT
34650. 1 play W
34651. 2 play WPU
34652. 0 play W
34653. 1 play W
34654. 2 play WPU
34655. 0 play WDT
34656. 1 play W
34657. 2 play WPU
34658. 0 play WDT
34659. 1 play W
34660. 2 play WPU
34661. 0 play WDT
34662. 1 take
34663. 2 draw
34664. 2 play WPU
34665. 0 play WDT
34666. 1 play Y9
34667. 2 take
34668. 0 play WDT blue 0,2
34669. 1 play W green
34670. 2 play G4
34671. 0 play WDT green 0,1
34672. 1 play G7
34673. 2 play G1
34674. 0 play B1
34675. 0 play B1
34676. 1 play WDT red 0,1
34677. 2 play R7
34678. 0 play R2
34679. 1 play R1
34680. 2 play WDT yellow 0,1
34681. 0 play WDT green 0,2
34682. 1 play G8
34683. 2 play G9
34684. 1 play G9
34685. 2 play G6
34686. 0 draw
34687. 1 play WDT blue 0,2
34688. 2 play B2
34689. 0 play BPT
34690. 2 point 0
34691. 1 point 2
34692. 0 point 1
34693. 1 play WDT yellow 0,1
34694. 2 play Y9
34695. 0 play R9
34696. 1 play Y9
34697. 2 play Y4
34698. 0 play Y8
34699. 1 play YS
34700. 0 play RS
34701. 2 play R4
34702. 0 play R+2
34703. 2 play Y+2
34704. 1 play YR
34705. 0 play Y3
34706. 2 play B3
34707. 1 play W red
34708. 0 play RS
34709. 1 play R8
34710. 0 play R7
34711. 2 play R2
34712. 1 play W green
34713. 0 play G4
34714. 2 play G+2
34715. 0 draw
34716. 0 pass
34717. 2 play G2
34718. 1 play G+2
34719. 2 play G6
34720. 1 play Y6
34721. 0 play WPU
34722. 2 play G2
34723. 1 play G3
34724. 0 play WDT
34725. 2 play G7
34726. 1 play G5
34727. 0 play WDT
34728. 2 play GPT
34729. 1 play G8
34730. 0 take
34731. 2 play G0
34732. 1 play Y0
34733. 0 play R0
34734. 2 play RPT
34735. 2 point 1
34736. 1 point 0
34737. 0 point 2
34738. 1 play W blue
34739. 0 play B0
34740. 2 draw
34741. 1 play B2
34742. 0 play B7
34743. 2 play R7
34744. 1 play R1
34745. 0 play R2
34746. 2 play R+2
34747. 0 play WDT blue 1,2
34748. 2 draw
34749. 1 play W+4 yellow
34750. 0 accept
34751. 2 play YS
34752. 0 play W+4 green
34753. 2 challenge
34754. 2 play GR
34755. 0 play G5
34756. 1 play WPU
34757. 2 take
34758. 0 play WPU
34759. 1 play G3
34760. 2 play G1
34761. 0 play G3
34762. 1 play W+4
34763. 2 play WDT
34764. 0 play G8
34765. 1 play WPU
34766. 2 play G8
34767. 0 play WDT
34768. 1 play WPU
34769. 2 play GPT
34770. 0 play G6
34771. 1 play WPU
34772. 2 play GR
34773. 0 play G9
34774. 1 play G1
34775. 2 play G7
34776. 0 play W
34777. 1 play G5
34778. 2 play GPT
34779. 0 play WDT
34780. 1 play WPU
34781. 2 play GPT uno
34782. 0 play GPT
34783. 1 play GS
34784. 2 take
34785. 0 play G2
34786. 1 play GS
34787. 0 play G7
34788. 1 play W+4 yellow
34789. 2 accept
34790. 0 play Y9
34791. 1 play YS
34792. 0 play BS
34793. 2 play W+4 blue
34794. 0 challenge
34795. 0 play B6
34796. 0 play B6
34797. 1 play W+4 green
34798. 2 challenge
34799. 2 play WDT red 0,1
34800. 0 play RR
34801. 2 play GR
34802. 0 play RR
34803. 2 play YR
34804. 0 play BR
34805. 2 play W yellow
34806. 1 play Y8
34807. 0 play Y4
34808. 2 play W+4 blue
34809. 1 accept
34810. 0 play B1
34811. 2 play R1
34812. 1 play W+4 yellow
34813. 0 challenge
34814. 0 play Y8
34815. 2 play G8
34816. 1 play G4
34817. 0 play B4
34818. 0 play B4
34819. 2 draw
34820. 1 play W green
34821. 0 play G2
34822. 2 play W+4 green
34823. 1 accept
34824. 0 play W+4 yellow
34825. 2 challenge
34826. 1 play Y5
34827. 0 play Y6
34828. 2 play WDT blue 0,2
34829. 1 play WPU
34830. 0 play YS
34831. 2 play Y8
34832. 1 play Y2
34833. 0 play Y8
34834. 2 play W+4
34835. 1 play Y1
34836. 0 play Y0
34837. 2 play WDT
34838. 1 play Y6
34839. 0 take
34840. 2 play W+4 blue
34841. 1 accept
34842. 0 play B8
34843. 0 play B8
34844. 2 play G8
34845. 1 play G2
34846. 0 play B2
34847. 2 play B4
34848. 1 play WPU
34849. 0 play WDT
34850. 2 play G1
34851. 1 play W+4
34852. 0 play W+4
34853. 2 play G6
34854. 1 play G+2
34855. 0 take
34856. 2 play G+2
34857. 0 play B+2
34858. 1 play Y+2
34859. 2 play Y9
34860. 1 play W red
34861. 0 play RR
34862. 1 play W+4 yellow
34863. 2 accept
34864. 0 play Y0
34865. 1 play Y+2
34866. 0 play B+2
34867. 2 play B2
34868. 0 play B+2
34869. 2 play BS
34870. 1 play B2
34871. 2 play WPU
34872. 0 play B7
34873. 1 play B3
34874. 2 play B4
34875. 0 play B3
34876. 1 play B7
34877. 2 play WDT
34878. 0 play BPT
34879. 1 play W
34880. 2 play WDT
34881. 0 play B1
34882. 1 play B0
34883. 2 play WDT
34884. 0 play W+4
34885. 1 play W
34886. 2 play WPU
34887. 0 play B5
34888. 1 play WDT
34889. 2 play WPU
34890. 0 play B8
34891. 1 play W+4
34892. 2 play W+4
34893. 0 play B6
34894. 1 play B6
34895. 2 play W+4
34896. 0 play B9
34897. 1 play WDT
34898. 2 play W+4
34899. 0 play W
34900. 1 play W+4
34901. 2 play WPU
34902. 0 play BPT
34903. 1 play W+4
34904. 2 take
34905. 0 play B9
34906. 1 play Y9
34907. 2 play WDT blue 0,1
34908. 0 play B5
34909. 1 play W red
34910. 2 play W+4 green
34911. 0 challenge
34912. 0 play G+2
34913. 2 play W+4 red
34914. 0 challenge
34915. 0 play R1
34916. 1 play WDT blue 0,2
34917. 2 play B8
34918. 0 play BS
34919. 2 play B5
34920. 0 play W+4 yellow
34921. 1 challenge
34922. 1 play W yellow
34923. 2 play W+4 blue
34924. 0 challenge
34925. 0 play BR
34926. 2 play WDT yellow 0,2
34927. 1 play WPU
34928. 0 play WDT
34929. 2 play B8
34930. 1 play B1
34931. 0 play B8
34932. 2 play B3
34933. 1 play WDT
34934. 0 play BR
34935. 2 play W
34936. 1 play W
34937. 0 play BS
34938. 2 play B9
34939. 1 play W
34940. 0 play W
34941. 2 play W
34942. 1 play W
34943. 0 play W
34944. 2 play B6
34945. 1 play W+4
34946. 0 play WDT
34947. 2 play B0
34948. 1 play B+2
34949. 0 play B5
34950. 2 play W+4
34951. 1 play W
34952. 0 play B5
34953. 2 play B1
34954. 1 play WDT
34955. 0 play W+4
34956. 2 play B6
34957. 1 play WPU
34958. 0 play BPT
34959. 2 play B2
34960. 1 play W
34961. 0 play BPT
34962. 2 play W
34963. 1 play WDT
34964. 0 play W+4
34965. 2 play BPT
34966. 1 play WPU
34967. 0 play W+4
34968. 2 play B3
34969. 1 play B2
34970. 0 play W+4
34971. 2 play B9
34972. 1 play W
34973. 0 take
34974. 2 play B+2
34975. 0 play W yellow
34976. 2 play Y5
34977. 1 play YR
34978. 2 play RR
34979. 1 play R1
34980. 0 play B1
34981. 2 play BPT
34982. 0 point 1
34983. 1 point 2
34984. 2 point 1
34985. 1 play YPT
34986. 1 point 2
34987. 0 point 2
34988. 2 point 1
34989. 0 play YS
34990. 1 play Y1
34991. 0 play Y6
34992. 2 play WDT yellow 0,1
34993. 1 play Y2
34994. 0 play WDT green 1,2
34995. 2 play W+4 red
34996. 1 challenge
34997. 1 play R9
34998. 0 play R2
34999. 2 play R0
35000. 1 play R1
35001. 0 play R4
35002. 2 play WPU
35003. 1 play W+4
35004. 0 play W
35005. 2 play WDT
35006. 1 play Y5
35007. 0 play WPU
35008. 2 play Y9
35009. 1 play YPT
35010. 0 play Y8
35011. 2 play Y5
35012. 1 play YPT
35013. 0 play W
35014. 2 play WPU
35015. 1 play Y1
35016. 0 play W
35017. 2 play Y9
35018. 1 play Y7
35019. 0 play Y4
35020. 2 play WDT
35021. 1 play WDT
35022. 0 play Y8
35023. 2 play Y6
35024. 1 play Y3
35025. 0 play W
35026. 2 play W+4
35027. 1 play YS
35028. 0 play Y0
35029. 2 play YPT
35030. 1 play Y7
35031. 0 play Y2
35032. 2 play W+4
35033. 1 play Y3
35034. 0 play WDT
35035. 2 play WPU
35036. 1 play Y2
35037. 0 play W
35038. 2 play YR
35039. 1 play YPT
35040. 0 play W+4
35041. 2 play WPU
35042. 1 play Y4
35043. 0 play Y+2
35044. 2 play YR
35045. 1 play WPU
35046. 0 play Y+2
35047. 2 play WDT
35048. 1 play YS
35049. 0 play Y1
35050. 2 play W+4
35051. 1 play WPU
35052. 0 play WDT
35053. 2 play WDT
35054. 1 play WPU
35055. 0 play W+4
35056. 2 play WDT
35057. 1 play WPU
35058. 0 play WPU
35059. 2 play WPU
35060. 1 play W
35061. 0 play W
35062. 2 play W+4
35063. 1 play W
35064. 0 play W
35065. 2 play WPU
35066. 1 play WDT
35067. 0 play W+4
35068. 2 take
35069. 1 play WDT blue 0,1
35070. 0 play B1
35071. 2 play B+2
35072. 0 play B6
35073. 2 play WDT yellow 0,2
35074. 1 play W yellow
35075. 0 play WPU
35076. 2 play BS
35077. 1 play W+4
35078. 0 play BR
35079. 2 play WPU
35080. 1 play W
35081. 0 play B2
35082. 2 play B1
35083. 1 play BPT
35084. 0 play B2
35085. 2 play WDT
35086. 1 play W
35087. 0 play BPT
35088. 2 play W+4
35089. 1 play W
35090. 0 play BPT
35091. 2 play WDT
35092. 1 take
35093. 0 play BR
35094. 1 play BPT
35095. 2 point 1
35096. 1 point 2
35097. 0 point 2
35098. 2 play W+4 green
35099. 0 accept
35100. 1 play G7
35101. 2 play W+4 red
35102. 0 challenge
35103. 0 play R9
35104. 1 play R8
35105. 2 play W+4 red
35106. 0 challenge
35107. 0 play R6
35108. 1 play R+2
35109. 0 play R2
35110. 1 play R7
35111. 2 play R8
35112. 2 play R8
35113. 0 play WDT yellow 0,1
35114. 1 play W+4 yellow
35115. 2 challenge
35116. 2 play Y6
35117. 0 play W+4 blue
35118. 1 challenge
35119. 1 play WDT red 0,2
35120. 2 play R1
35121. 0 play R8
35122. 1 play W+4 green
35123. 2 challenge
35124. 2 play GPT
35125. 1 point 2
35126. 0 point 2
35127. 2 point 1
35128. 0 play W+4 green
35129. 1 accept
35130. 2 play GPT
35131. 2 point 1
35132. 1 point 0
35133. 0 point 1
35134. 0 play G6
35135. 1 play G6
35136. 2 play G3
35137. 0 play B3
35138. 1 play BPT
35139. 0 point 1
35140. 1 point 0
35141. 2 point 0
35142. 2 play BPT
35143. 2 point 0
35144. 1 point 2
35145. 0 point 2
35146. 0 play B6
35147. 1 play WDT blue 0,1
35148. 2 play BR
35149. 1 play B2
35150. 0 play BS
35151. 1 play GS
35152. 2 play G8
35153. 1 play G4
35154. 0 play WDT yellow 0,1
35155. 2 play W red
35156. 1 play R7
35157. 0 play R6
35158. 2 play WDT red 1,2
35159. 1 play R3
35160. 0 play RS
35161. 1 play W+4 red
35162. 0 accept
35163. 2 play WPU
35164. 1 play R1
35165. 0 play WPU
35166. 2 play W
35167. 1 play R5
35168. 0 play R6
35169. 2 play WDT
35170. 1 play WPU
35171. 0 play W
35172. 2 play R7
35173. 1 play WDT
35174. 0 play W
35175. 2 play WPU
35176. 1 play R1
35177. 0 play R0
35178. 2 play R4
35179. 1 play R8
35180. 0 play RPT
35181. 2 play R2
35182. 1 play W+4
35183. 0 play W
35184. 2 play R9
35185. 1 play WDT
35186. 0 play R+2
35187. 2 play WDT
35188. 1 play R5
35189. 0 play R2
35190. 2 play R9
35191. 1 play RPT
35192. 0 play WDT
35193. 2 play W+4
35194. 1 play RR
35195. 0 play R+2
35196. 2 play WDT
35197. 1 play RR
35198. 0 play WDT
35199. 2 play WPU
35200. 1 play R3
35201. 0 play RPT
35202. 2 play W+4
35203. 1 play R8
35204. 0 play RPT
35205. 2 play W
35206. 1 play RS
35207. 0 play W+4
35208. 2 play WPU
35209. 1 play R4
35210. 0 play W+4
35211. 2 play W+4
35212. 1 play W
35213. 0 play W+4
35214. 2 play WDT
35215. 1 play W
35216. 0 take
35217. 2 play W+4 green
35218. 1 accept
35219. 0 play WPU
35220. 2 play B+2
35221. 1 play B1
35222. 0 play B6
35223. 2 play WDT
35224. 1 play BR
35225. 0 play WDT
35226. 2 play B7
35227. 1 play B1
35228. 0 play W
35229. 2 play WDT
35230. 1 play B2
35231. 0 play B0
35232. 2 play W+4
35233. 1 play WDT
35234. 0 play BPT
35235. 2 play W+4
35236. 1 play W
35237. 0 play WPU
35238. 2 play B4
35239. 1 play BPT
35240. 0 play B3
35241. 2 play W+4
35242. 1 play BS
35243. 0 play B5
35244. 2 play WDT
35245. 1 take
35246. 0 play B+2
35247. 1 play BR
35248. 2 play WPU
35249. 0 play BS
35250. 1 play BPT
35251. 2 play B4
35252. 0 play B8
35253. 1 play B1
35254. 2 play B6
35255. 0 play W
35256. 1 play WDT
35257. 2 play W
35258. 0 play B9
35259. 1 play B0
35260. 2 play WPU
35261. 0 play B3
35262. 1 play W+4
35263. 2 play WPU
35264. 0 play WPU
35265. 1 play B+2
35266. 2 play W
35267. 0 play BPT
35268. 1 play BS
35269. 2 play W
35270. 0 play B8
35271. 1 play WDT
35272. 2 play B2
35273. 0 play WPU
35274. 1 play B7
35275. 2 play WPU
35276. 0 play W
35277. 1 play B4
35278. 2 play W
35279. 0 play WDT
35280. 1 play W
35281. 2 play WPU
35282. 0 play W
35283. 1 play W+4
35284. 2 play B7
35285. 0 play WDT
35286. 1 play B5
35287. 2 play W
35288. 0 play WPU
35289. 1 play W
35290. 2 play WPU
35291. 0 play W
35292. 1 play W+4
35293. 2 play W
35294. 0 play W
35295. 1 play WDT
35296. 2 play W
35297. 0 play B9
35298. 1 play BR
35299. 2 play W
35300. 0 play W
35301. 1 play BPT
35302. 2 take
35303. 0 play W+4 green
35304. 1 challenge
35305. 1 play WDT green 0,1
35306. 2 play GR
35307. 1 play G6
35308. 0 play G4
35309. 2 play GR
35310. 0 play G1
35311. 1 play W+4 red
35312. 2 challenge
35313. 2 play WDT yellow 0,1
35314. 0 play W+4 green
35315. 1 challenge
35316. 1 play G5
35317. 2 play G5
35318. 0 play G1
35319. 1 play G6
35320. 2 play G7
35321. 0 play GPT
35322. 2 point 0
35323. 0 point 2
35324. 1 point 0
35325. 1 play G2
35326. 2 play G5
35327. 0 play WPU
35328. 1 play GPT
35329. 2 play WPU
35330. 0 play W+4
35331. 1 play G4
35332. 2 play G9
35333. 0 play WDT
35334. 1 play G+2
35335. 2 play GS
35336. 0 play WDT
35337. 1 play GS
35338. 2 play G2
35339. 0 play G7
35340. 1 play WPU
35341. 2 play WPU
35342. 0 play WDT
35343. 1 play G8
35344. 2 play WPU
35345. 0 play WDT
35346. 1 play WDT
35347. 2 play G3
35348. 0 play W+4
35349. 1 play WPU
35350. 2 play G9
35351. 0 play G8
35352. 1 play WDT
35353. 2 play G3
35354. 0 play GR
35355. 1 play G4
35356. 2 play W+4
35357. 0 play W+4
35358. 1 play W+4
35359. 2 play G7
35360. 0 play GR
35361. 1 take
35362. 2 play G1
35363. 0 play R1
35364. 0 play R1
35365. 1 draw
35366. 2 play R3
35367. 0 play R4
35368. 1 play R6
35369. 2 play R7
35370. 0 play R0
35371. 1 play W+4 green
35372. 2 challenge
35373. 2 draw
35374. 2 play G2
35375. 0 play W+4 blue
35376. 1 challenge
35377. 1 play WDT green 1,2
35378. 2 play W green
35379. 0 play W+4 red
35380. 1 accept
35381. 2 play W+4 green
35382. 0 accept
35383. 1 play G5
35384. 2 play G6
35385. 1 play G6
35386. 2 play W green
35387. 0 play G2
35388. 1 play G+2
35389. 0 play W+4 blue
35390. 1 accept
35391. 2 play W yellow
35392. 0 play Y6
35393. 1 play WDT red 0,2
35394. 2 play W blue
35395. 0 play WPU
35396. 1 play WDT
35397. 2 play WDT
35398. 0 play W+4
35399. 1 play WDT
35400. 2 play Y9
35401. 0 play WDT
35402. 1 play WDT
35403. 2 play Y7
35404. 0 play WDT
35405. 1 play WPU
35406. 2 play Y5
35407. 0 play W+4
35408. 1 play W
35409. 2 play Y1
35410. 0 take
35411. 1 play WDT blue 1,2
35412. 2 play BPT
35413. 1 point 2
35414. 2 point 0
35415. 0 point 1
35416. 0 play B+2
35417. 2 play B6
35418. 0 play BPT
35419. 2 point 0
35420. 0 point 2
35421. 1 point 2
35422. 1 play BPT
35423. 2 point 1
35424. 0 point 1
35425. 1 point 2
35426. 2 play B8
35427. 0 play W+4 red
35428. 1 challenge
35429. 1 play R1
35430. 0 play R1
35431. 1 play R4
35432. 2 play Y4
35433. 2 play Y4
35434. 0 play W+4 yellow
35435. 1 accept
35436. 2 play WDT blue 0,2
35437. 0 play B+2
35438. 2 play BPT
35439. 0 point 2
35440. 1 point 0
35441. 2 point 0
35442. 0 play RPT
35443. 0 point 2
35444. 2 point 0
35445. 1 point 2
35446. 1 play GPT
35447. 1 point 2
35448. 2 point 0
35449. 0 point 2
35450. 2 play RPT
35451. 0 point 2
35452. 2 point 0
35453. 1 point 2
35454. 0 play R3
35455. 1 play B3
35456. 2 play W red
35457. 0 play WDT red 1,2
35458. 1 play R1
35459. 2 play W+4 yellow
35460. 0 challenge
35461. 0 play Y7
35462. 1 play WPU
35463. 2 play Y8
35464. 0 play Y5
35465. 1 play Y4
35466. 2 play Y1
35467. 0 play Y9
35468. 1 play WPU
35469. 2 play YR
35470. 0 play WDT
35471. 1 play WPU
35472. 2 play Y3
35473. 0 play W+4
35474. 1 play W+4
35475. 2 play YR
35476. 0 play WPU
35477. 1 play W
35478. 2 play Y5
35479. 0 play W
35480. 1 play Y4
35481. 2 play Y6
35482. 0 play Y1
35483. 1 play W+4
35484. 2 play Y+2
35485. 0 play Y6
35486. 1 play W+4
35487. 2 play Y2
35488. 0 play W
35489. 1 play WPU
35490. 2 play Y3
35491. 0 play WDT
35492. 1 play W+4
35493. 2 play W
35494. 0 play WDT
35495. 1 play W+4
35496. 2 play YPT
35497. 0 play WDT
35498. 1 play W+4
35499. 2 play Y2
35500. 0 play WDT
35501. 1 take
35502. 2 play Y8
35503. 1 play Y8
35504. 2 play YPT
35505. 1 point 0
35506. 0 point 2
35507. 2 point 1
35508. 0 play WPU
35509. 1 play Y1
35510. 2 play WDT
35511. 0 play W
35512. 1 play Y2
35513. 2 play W+4
35514. 0 play WDT
35515. 1 play W
35516. 2 play WPU
35517. 0 play WDT
35518. 1 play Y4
35519. 2 play YPT
35520. 0 play WDT
35521. 1 play YPT
35522. 2 play Y+2
35523. 0 take
35524. 1 play Y9
35525. 2 play YS
35526. 1 play Y7
35527. 2 play YS
35528. 1 play Y2
35529. 2 play WDT red 0,2
35530. 0 play W yellow
35531. 1 play Y1
35532. 2 play YPT
35533. 2 point 1
35534. 1 point 2
35535. 0 point 1
35536. 0 play Y4
35537. 1 play W+4 red
35538. 2 challenge
35539. 2 play WDT red 0,1
35540. 0 play W blue
35541. 1 play WPU
35542. 2 play WDT
35543. 0 play W+4
35544. 1 play Y4
35545. 2 play W+4
35546. 0 play Y2
35547. 1 play YS
35548. 2 play W
35549. 0 play WDT
35550. 1 play WPU
35551. 2 play WPU
35552. 0 play Y1
35553. 1 play Y2
35554. 2 play Y9
35555. 0 play WDT
35556. 1 play Y1
35557. 2 play Y7
35558. 0 play Y+2
35559. 1 play YR
35560. 2 play Y0
35561. 0 play YPT
35562. 1 play W+4
35563. 2 play WPU
35564. 0 play YPT
35565. 1 play Y3
35566. 2 play W+4
35567. 0 play WPU
35568. 1 play WDT
35569. 2 play W
35570. 0 play Y8
35571. 1 play Y+2
35572. 2 play W
35573. 0 play WDT
35574. 1 play WPU
35575. 2 play W+4
35576. 0 play WDT
35577. 1 play Y8
35578. 2 play W
35579. 0 take
35580. 1 play Y5
35581. 2 play WPU
35582. 0 play Y4
35583. 1 play Y6
35584. 2 play W
35585. 0 play Y3
35586. 1 play W
35587. 2 play WPU
35588. 0 play YR
35589. 1 play YR
35590. 2 play W
35591. 0 play Y2
35592. 1 play WDT
35593. 2 play W
35594. 0 play YPT
35595. 1 play W
35596. 2 play W
35597. 0 play Y+2
35598. 1 play W+4
35599. 2 play Y7
35600. 0 play WPU
35601. 1 play Y6
35602. 2 play W+4
35603. 0 play WDT
35604. 1 play WPU
35605. 2 play W
35606. 0 play YPT
35607. 1 play WPU
35608. 2 play W
35609. 0 play Y7
35610. 1 play W+4
35611. 2 play WPU
35612. 0 play WDT
35613. 1 play WDT
35614. 2 play WPU
35615. 0 play W
35616. 1 play Y3
35617. 2 play W
35618. 0 play Y8
35619. 1 play Y5
35620. 2 take
35621. 0 play YS
35622. 2 play Y5
35623. 0 play Y+2
35624. 2 play Y6
35625. 0 play WDT yellow 1,2
35626. 1 play W+4 yellow
35627. 2 challenge
35628. 2 play YR
35629. 1 play WPU
35630. 0 play Y8
35631. 2 play W+4
35632. 1 play Y5
35633. 0 play Y4
35634. 2 play Y7
35635. 1 play W+4
35636. 0 play W
35637. 2 play Y7
35638. 1 play W
35639. 0 play Y9
35640. 2 play YR
35641. 1 play W
35642. 0 play Y1
35643. 2 play Y9
35644. 1 play W+4
35645. 0 play Y2
35646. 2 play WPU
35647. 1 play YS
35648. 0 play Y1
35649. 2 play Y5
35650. 1 play YS
35651. 0 play Y0
35652. 2 play Y8
35653. 1 play WDT
35654. 0 play W+4
35655. 2 play WPU
35656. 1 play W
35657. 0 play W+4
35658. 2 play Y3
35659. 1 play WDT
35660. 0 play WPU
35661. 2 play Y3
35662. 1 play WDT
35663. 0 play YPT
35664. 2 play Y+2
35665. 1 play WDT
35666. 0 play WPU
35667. 2 play Y+2
35668. 1 take
35669. 0 play WPU
35670. 2 play YPT
35671. 1 play YPT
35672. 0 play W
35673. 2 play Y2
35674. 1 play Y6
35675. 0 play W
35676. 2 play YPT
35677. 1 play Y3
35678. 0 play W+4
35679. 2 play W+4
35680. 1 play Y4
35681. 0 play WPU
35682. 2 play W
35683. 1 play Y1
35684. 0 play YPT
35685. 2 play W
35686. 1 play W
35687. 0 play W+4
35688. 2 play Y4
35689. 1 play Y+2
35690. 0 play W+4
35691. 2 play WPU
35692. 1 play Y0
35693. 0 play WDT
35694. 2 play W+4
35695. 1 play Y3
35696. 0 play WDT
35697. 2 play W
35698. 1 play Y5
35699. 0 play WDT
35700. 2 play W
35701. 1 play Y9
35702. 0 take
35703. 2 play W blue
35704. 1 play B1
35705. 0 play Y1
35706. 2 play WPU
35707. 1 play B2
35708. 0 play WDT
35709. 2 play W+4
35710. 1 play BPT
35711. 0 play W
35712. 2 play WPU
35713. 1 play W
35714. 0 play B5
35715. 2 play BS
35716. 1 play WPU
35717. 0 play WDT
35718. 2 play BS
35719. 1 play B6
35720. 0 play BPT
35721. 2 play B8
35722. 1 play W+4
35723. 0 play B8
35724. 2 play B4
35725. 1 play WPU
35726. 0 play B+2
35727. 2 play B2
35728. 1 play WDT
35729. 0 play WPU
35730. 2 play B9
35731. 1 play WPU
35732. 0 play WPU
35733. 2 play B3
35734. 1 play WDT
35735. 0 play BPT
35736. 2 play B7
35737. 1 play WDT
35738. 0 play W
35739. 2 play B7
35740. 1 play WDT
35741. 0 play WPU
35742. 2 play BR
35743. 1 play WDT
35744. 0 play WDT
35745. 2 play BR
35746. 1 play W+4
35747. 0 play W
35748. 2 play B+2
35749. 1 play W
35750. 0 play W+4
35751. 2 play B6
35752. 1 play WPU
35753. 0 play W
35754. 2 play BPT
35755. 1 play W+4
35756. 0 play W+4
35757. 2 play B1
35758. 1 play W+4
35759. 0 play W+4
35760. 2 play WPU
35761. 1 play W+4
35762. 0 play W
35763. 2 play WPU
35764. 1 play W
35765. 0 play W+4
35766. 2 play B0
35767. 1 take
35768. 0 play W+4 red
35769. 2 challenge
35770. 2 play R3
35771. 1 play R7
35772. 0 play R9
35773. 2 play RPT
35774. 2 point 1
35775. 1 point 0
35776. 0 point 1
35777. 1 play BPT
35778. 0 point 1
35779. 2 point 1
35780. 1 point 0
35781. 0 play W blue
35782. 2 play B5
35783. 1 play B2
35784. 0 play R2
35785. 0 play R2
35786. 2 play WDT red 0,2
35787. 1 play RPT
35788. 2 point 0
35789. 0 point 1
35790. 1 point 2
35791. 0 play R3
35792. 2 play W yellow
35793. 1 play Y2
35794. 0 play Y1
35795. 2 play WDT red 0,2
35796. 1 play WDT blue 1,2
35797. 0 play WPU
35798. 2 play B4
35799. 1 play B6
35800. 0 play WPU
35801. 2 play B3
35802. 1 play B2
35803. 0 play W+4
35804. 2 play WDT
35805. 1 play B9
35806. 0 play W
35807. 2 play B9
35808. 1 play B7
35809. 0 play W
35810. 2 play WDT
35811. 1 play B4
35812. 0 play W+4
35813. 2 play W
35814. 1 play B0
35815. 0 take
35816. 2 play W yellow
35817. 1 play WPU
35818. 0 play W+4
35819. 2 play W
35820. 1 play BPT
35821. 0 play B7
35822. 2 play WDT
35823. 1 play BR
35824. 0 play BPT
35825. 2 play W
35826. 1 play BR
35827. 0 play W+4
35828. 2 take
35829. 1 play B3
35830. 0 play B9
35831. 2 play BR
35832. 0 play YR
35833. 2 play W+4 yellow
35834. 1 accept
35835. 0 play Y6
35836. 2 play W+4 blue
35837. 1 challenge
35838. 1 play WDT red 0,2
35839. 0 play WDT yellow 0,1
35840. 2 play Y1
35841. 1 play Y+2
35842. 2 play W green
35843. 1 play G1
35844. 0 play G5
35845. 2 play G6
35846. 1 play GS
35847. 2 play G6
35848. 1 play G1
35849. 0 play W blue
35850. 2 play B9
35851. 1 play B5
35852. 0 play B3
35853. 2 play W green
35854. 1 play W blue
35855. 0 play W yellow
35856. 2 play Y6
35857. 1 play WDT green 0,2
35858. 0 play W yellow
35859. 2 play W green
35860. 1 play G2
35861. 1 play G2
35862. 0 play WDT blue 0,2
35863. 2 play B5
35864. 1 play WDT red 0,1
35865. 0 play R2
35866. 2 play RPT
35867. 2 point 0
35868. 0 point 2
35869. 1 point 2
35870. 1 play R1
35871. 0 play R5
35872. 2 play WDT yellow 0,2
35873. 1 play Y1
35874. 0 play Y2
35875. 2 play YR
35876. 0 play Y6
35877. 1 play B6
35878. 0 play B6
35879. 1 play B+2
35880. 0 play B0
35881. 1 play B2
35882. 2 play BPT
35883. 0 point 2
35884. 2 point 0
35885. 1 point 0
35886. 0 play WDT green 0,2
35887. 1 play WPU
35888. 2 play WDT
35889. 0 play G2
35890. 1 play G3
35891. 2 play WDT
35892. 0 play WPU
35893. 1 play W+4
35894. 2 play W
35895. 0 play W
35896. 1 play GR
35897. 2 play WDT
35898. 0 play W
35899. 1 play G7
35900. 2 play G+2
35901. 0 play G6
35902. 1 play G8
35903. 2 play GPT
35904. 0 take
35905. 1 play G+2
35906. 0 play GPT
35907. 0 point 2
35908. 1 point 2
35909. 2 point 1
35910. 1 play G4
35911. 2 play G0
35912. 0 play Y0
35913. 1 play WPU
35914. 2 play G1
35915. 0 play WPU
35916. 1 play W+4
35917. 2 play GPT
35918. 0 play WDT
35919. 1 play W
35920. 2 play G5
35921. 0 play W
35922. 1 play W
35923. 2 play W
35924. 0 play WDT
35925. 1 play G9
35926. 2 play GPT
35927. 0 play G2
35928. 1 play GPT
35929. 2 take
35930. 0 play G6
35931. 1 play G8
35932. 0 play G8
35933. 1 play W+4 red
35934. 2 accept
35935. 0 play R+2
35936. 2 play Y+2
35937. 1 play W yellow
35938. 2 play Y2
35939. 0 play Y4
35940. 0 play Y4
35941. 1 play WDT yellow 0,1
35942. 2 play W+4 green
35943. 0 challenge
35944. 0 play WDT green 0,2
35945. 1 play G9
35946. 2 play GPT
35947. 0 point 2
35948. 1 point 2
35949. 2 point 0
35950. 0 play RPT
35951. 0 point 1
35952. 2 point 0
35953. 1 point 2
35954. 1 play R0
35955. 2 play R3
35956. 0 play R4
35957. 1 play W green
35958. 2 play G9
35959. 0 play W+4 red
35960. 1 challenge
35961. 1 play WPU
35962. 2 play G1
35963. 0 play G8
35964. 1 play G5
35965. 2 play G0
35966. 0 play G3
35967. 1 play W+4
35968. 2 play WPU
35969. 0 play G7
35970. 1 play W+4
35971. 2 play G2
35972. 0 play W
35973. 1 play GR
35974. 2 play G5
35975. 0 play GR
35976. 1 play WPU
35977. 2 play WPU
35978. 0 play W
35979. 1 play GS
35980. 2 play G1
35981. 0 play W
35982. 1 play W+4
35983. 2 play WPU
35984. 0 play W
35985. 1 play G3
35986. 2 play W
35987. 0 play G6
35988. 1 play GS
35989. 2 play GPT
35990. 0 play GPT
35991. 1 play W
35992. 2 play G2
35993. 0 play WDT
35994. 1 play WPU
35995. 2 play GPT
35996. 0 play G+2
35997. 1 play G4
35998. 2 play WDT
35999. 0 play G+2
36000. 1 play WPU
36001. 2 play WDT
36002. 0 take
36003. 1 play WDT yellow 0,2
36004. 2 play Y0
36005. 0 play W+4 green
36006. 1 accept
36007. 2 play W blue
36008. 0 play B2
36009. 1 play B8
36010. 2 play W blue
36011. 0 play BPT
36012. 2 point 1
36013. 1 point 2
36014. 0 point 2
36015. 1 play WPU
36016. 2 play B6
36017. 0 play B9
36018. 1 play WDT
36019. 2 play BPT
36020. 0 play B4
36021. 1 play BS
36022. 2 play B0
36023. 0 play WPU
36024. 1 play BS
36025. 2 play B5
36026. 0 play WPU
36027. 1 play B8
36028. 2 play W
36029. 0 play W+4
36030. 1 play B5
36031. 2 play BR
36032. 0 play WPU
36033. 1 play B3
36034. 2 play W
36035. 0 play WPU
36036. 1 play B+2
36037. 2 play B7
36038. 0 play B4
36039. 1 play B1
36040. 2 play BR
36041. 0 play WDT
36042. 1 play WDT
36043. 2 play B3
36044. 0 play WPU
36045. 1 play W+4
36046. 2 play B9
36047. 0 play WPU
36048. 1 play W+4
36049. 2 take
36050. 0 play WDT yellow 0,1
36051. 1 play W+4 blue
36052. 2 accept
36053. 0 play W red
36054. 1 play R1
36055. 2 play WDT green 0,2
36056. 0 play G1
36057. 1 play B1
36058. 2 play WPU
36059. 0 play G6
36060. 1 play G8
36061. 2 play G9
36062. 0 play G7
36063. 1 play WPU
36064. 2 play WDT
36065. 0 play G8
36066. 1 play G7
36067. 2 play WDT
36068. 0 play G1
36069. 1 play W+4
36070. 2 play G6
36071. 0 play W+4
36072. 1 play W
36073. 2 play W+4
36074. 0 play G0
36075. 1 play WPU
36076. 2 play WPU
36077. 0 play W
36078. 1 play WPU
36079. 2 play W
36080. 0 play GR
36081. 1 play W
36082. 2 play W+4
36083. 0 play WDT
36084. 1 play W
36085. 2 play W
36086. 0 play G4
36087. 1 play WDT
36088. 2 play W+4
36089. 0 play G4
36090. 1 play WPU
36091. 2 play WPU
36092. 0 play G2
36093. 1 play W+4
36094. 2 play WPU
36095. 0 play GS
36096. 1 play WDT
36097. 2 play WPU
36098. 0 play GS
36099. 1 play W+4
36100. 2 play WPU
36101. 0 play GPT
36102. 1 play W+4
36103. 2 take
36104. 0 play G3
36105. 1 play WDT blue 0,1
36106. 2 play B5
36107. 0 play G5
36108. 0 play G5
36109. 1 play Y5
36110. 2 play W+4 green
36111. 0 challenge
36112. 0 play W blue
36113. 1 play WDT blue 0,2
36114. 2 play B6
36115. 0 play R6
36116. 1 play R6
36117. 2 play Y6
36118. 0 play Y3
36119. 1 play YR
36120. 0 play Y1
36121. 2 play W+4 yellow
36122. 1 accept
36123. 0 play Y3
36124. 2 play W yellow
36125. 1 play Y9
36126. 0 play W yellow
36127. 2 play Y2
36128. 1 play Y8
36129. 0 play Y+2
36130. 1 play YS
36131. 2 play WDT blue 0,1
36132. 1 play B7
36133. 0 play R7
36134. 1 play R7
36135. 0 play R1
36136. 2 play RPT
36137. 1 point 2
36138. 2 point 1
36139. 0 point 2
36140. 1 play BPT
36141. 2 point 1
36142. 1 point 0
36143. 0 point 2
36144. 0 play W yellow
36145. 2 play W red
36146. 1 play W red
36147. 0 play RR
36148. 1 play R9
36149. 0 play R9
36150. 1 play R3
36151. 2 play R5
36152. 0 play RPT
36153. 1 point 0
36154. 2 point 1
36155. 0 point 2
36156. 1 play W+4 yellow
36157. 2 accept
36158. 0 play W red
36159. 1 play R4
36160. 2 play R4
36161. 0 play R+2
36162. 2 play W+4 yellow
36163. 0 challenge
36164. 0 play Y5
36165. 1 play WPU
36166. 2 play W+4
36167. 0 play Y9
36168. 1 play Y+2
36169. 2 play YR
36170. 0 play W
36171. 1 play WPU
36172. 2 play Y1
36173. 0 play YPT
36174. 1 play Y4
36175. 2 play W+4
36176. 0 play WDT
36177. 1 play Y6
36178. 2 play Y4
36179. 0 play YPT
36180. 1 play Y2
36181. 2 play WPU
36182. 0 play W
36183. 1 play Y8
36184. 2 play WDT
36185. 0 play YPT
36186. 1 play Y7
36187. 2 play W
36188. 0 play YPT
36189. 1 play Y7
36190. 2 play W
36191. 0 play Y0
36192. 1 play YS
36193. 2 play WPU
36194. 0 take
36195. 1 play W green
36196. 2 play W+4 red
36197. 0 challenge
36198. 0 play RPT
36199. 2 point 0
36200. 1 point 2
36201. 0 point 1
36202. 1 draw
36203. 1 play R7
36204. 2 play W+4 red
36205. 0 accept
36206. 1 play R2
36207. 2 play WDT yellow 0,2
36208. 0 play W+4 red
36209. 1 accept
36210. 2 play R9
36211. 0 play RS
36212. 2 play R5
36213. 0 play R8
36214. 1 play W+4 blue
36215. 2 challenge
36216. 2 play B3
36217. 0 play WDT green 1,2
36218. 1 play WDT yellow 0,2
36219. 2 draw
36220. 0 play WPU
36221. 1 play Y3
36222. 2 play W+4
36223. 0 play YPT
36224. 1 play Y6
36225. 2 play W+4
36226. 0 play Y7
36227. 1 play YR
36228. 2 play WPU
36229. 0 play Y+2
36230. 1 play W
36231. 2 play W+4
36232. 0 play YS
36233. 1 play W
36234. 2 play WPU
36235. 0 play WPU
36236. 1 take
36237. 2 play Y+2
36238. 1 play YR
36239. 0 play GR
36240. 1 play W+4 red
36241. 2 challenge
36242. 2 play R0
36243. 0 play Y0
36244. 1 play Y7
36245. 2 play WDT red 0,2
36246. 0 play R3
36247. 1 play WPU
36248. 2 play R3
36249. 0 play RR
36250. 1 play W+4
36251. 2 play W+4
36252. 0 play R+2
36253. 1 play W+4
36254. 2 play W+4
36255. 0 play WPU
36256. 1 play RPT
36257. 2 play RR
36258. 0 play R5
36259. 1 play WPU
36260. 2 play WPU
36261. 0 play WDT
36262. 1 play R6
36263. 2 play R2
36264. 0 play R7
36265. 1 play W
36266. 2 play W
36267. 0 play RS
36268. 1 play R6
36269. 2 play W
36270. 0 play W
36271. 1 play RPT
36272. 2 play WPU
36273. 0 play RPT
36274. 1 play WPU
36275. 2 play WPU
36276. 0 play W
36277. 1 play W
36278. 2 play WDT
36279. 0 play W
36280. 1 play W
36281. 2 play W
36282. 0 play R8
36283. 1 take
36284. 2 draw
36285. 0 play W blue
36286. 1 play B6
36287. 2 play WPU
36288. 0 play Y6
36289. 1 play YS
36290. 2 play WPU
36291. 0 play W+4
36292. 1 play Y3
36293. 2 play WDT
36294. 0 play YR
36295. 1 play Y6
36296. 2 play W
36297. 0 play YPT
36298. 1 play W
36299. 2 play WDT
36300. 0 play Y1
36301. 1 play Y2
36302. 2 play W
36303. 0 play Y5
36304. 1 play W+4
36305. 2 play WDT
36306. 0 play W
36307. 1 play WPU
36308. 2 play WDT
36309. 0 play YPT
36310. 1 play YPT
36311. 2 play WDT
36312. 0 play YS
36313. 1 play W
36314. 2 take
36315. 0 play Y2
36316. 1 play B2
36317. 2 play BR
36318. 1 play BPT
36319. 0 point 2
36320. 1 point 2
36321. 2 point 0
36322. 0 play YPT
36323. 0 point 2
36324. 2 point 1
36325. 1 point 0
36326. 2 play YR
36327. 0 play Y7
36328. 1 draw
36329. 2 play YPT
36330. 0 point 2
36331. 2 point 1
36332. 1 point 0
36333. 0 play Y1
36334. 1 play R1
36335. 2 play B1
36336. 0 play WPU
36337. 1 play W+4
36338. 2 play B6
36339. 0 take
36340. 1 play W+4 red
36341. 2 challenge
36342. 2 play W red
36343. 0 play W+4 yellow
36344. 1 accept
36345. 2 play Y1
36346. 0 play WDT blue 1,2
36347. 1 play W yellow
36348. 2 play W yellow
36349. 0 play WPU
36350. 1 play W+4
36351. 2 play WPU
36352. 0 play R4
36353. 1 play R6
36354. 2 play W+4
36355. 0 play WPU
36356. 1 play R3
36357. 2 play WDT
36358. 0 take
36359. 1 play RS
36360. 0 play R3
36361. 1 play RPT
36362. 2 point 0
36363. 1 point 2
36364. 0 point 2
36365. 2 play WPU
36366. 0 play Y4
36367. 1 play W+4
36368. 2 play Y5
36369. 0 play WPU
36370. 1 play W+4
36371. 2 play W
36372. 0 play Y4
36373. 1 play YR
36374. 2 play YPT
36375. 0 play WPU
36376. 1 play W
36377. 2 play Y5
36378. 0 play W+4
36379. 1 play WPU
36380. 2 play YPT
36381. 0 play W+4
36382. 1 play W
36383. 2 play WDT
36384. 0 play Y8
36385. 1 play Y+2
36386. 2 play WDT
36387. 0 play Y8
36388. 1 play Y+2
36389. 2 play Y6
36390. 0 play W+4
36391. 1 play WDT
36392. 2 play YS
36393. 0 play W+4
36394. 1 play W
36395. 2 play Y2
36396. 0 play WDT
36397. 1 play WPU
36398. 2 play W+4
36399. 0 play Y9
36400. 1 play WDT
36401. 2 play Y3
36402. 0 play Y9
36403. 1 play WPU
36404. 2 play WDT
36405. 0 take
36406. 1 draw
36407. 1 play Y0
36408. 2 play G0
36409. 0 play G+2
36410. 2 play B+2
36411. 1 play BPT
36412. 0 point 2
36413. 2 point 1
36414. 1 point 2
36415. 2 play W+4 yellow
36416. 0 accept
36417. 1 play WPU
36418. 2 play WDT
36419. 0 play WPU
36420. 1 play WDT
36421. 2 play WDT
36422. 0 play R0
36423. 1 play R+2
36424. 2 play WDT
36425. 0 play W+4
36426. 1 play R6
36427. 2 play R4
36428. 0 play W
36429. 1 play R2
36430. 2 play R1
36431. 0 play R9
36432. 1 play WPU
36433. 2 play R+2
36434. 0 play WPU
36435. 1 play RPT
36436. 2 play W
36437. 0 play W+4
36438. 1 play R3
36439. 2 play W
36440. 0 play R6
36441. 1 play W
36442. 2 play W
36443. 0 play W+4
36444. 1 play RR
36445. 2 play R9
36446. 0 play WPU
36447. 1 play WPU
36448. 2 take
36449. 0 play W+4 blue
36450. 1 accept
36451. 2 play B0
36452. 0 play W red
36453. 1 play R5
36454. 2 play R1
36455. 0 play WPU
36456. 1 play W
36457. 2 play Y6
36458. 0 play Y7
36459. 1 play WPU
36460. 2 play W+4
36461. 0 play Y6
36462. 1 play WDT
36463. 2 play W
36464. 0 play Y8
36465. 1 play W
36466. 2 play Y3
36467. 0 play YR
36468. 1 play W
36469. 2 play W
36470. 0 play W+4
36471. 1 take
36472. 2 play W blue
36473. 0 play WPU
36474. 1 play Y8
36475. 2 play W+4
36476. 0 play Y8
36477. 1 play W+4
36478. 2 play YS
36479. 0 play W+4
36480. 1 play W
36481. 2 play W
36482. 0 play WDT
36483. 1 play Y6
36484. 2 play WDT
36485. 0 play WDT
36486. 1 play YR
36487. 2 play W
36488. 0 play Y9
36489. 1 play Y3
36490. 2 play WPU
36491. 0 play Y3
36492. 1 play YR
36493. 2 play WPU
36494. 0 play W
36495. 1 play W+4
36496. 2 play WDT
36497. 0 play W
36498. 1 play Y6
36499. 2 play WDT
36500. 0 play Y5
36501. 1 play W
36502. 2 play WPU
36503. 0 play W+4
36504. 1 play Y7
36505. 2 play W+4
36506. 0 play Y4
36507. 1 play WPU
36508. 2 play WDT
36509. 0 play YPT
36510. 1 play WDT
36511. 2 play WPU
36512. 0 play YPT
36513. 1 play W
36514. 2 play WPU
36515. 0 play Y2
36516. 1 play W
36517. 2 take
36518. 0 play YS
36519. 2 play Y3
36520. 0 play B3
36521. 1 play BPT
36522. 0 point 2
36523. 2 point 0
36524. 1 point 2
36525. 2 play YPT
36526. 1 point 0
36527. 2 point 0
36528. 0 point 1
36529. 0 play WDT red 1,2
36530. 1 play R8
36531. 2 play R9
36532. 0 draw
36533. 0 play RPT
36534. 1 point 2
36535. 2 point 0
36536. 0 point 2
36537. 1 play W green
36538. 2 play G2
36539. 0 play WPU
36540. 1 play W
36541. 2 play Y5
36542. 0 play W+4
36543. 1 play WPU
36544. 2 play Y8
36545. 0 play Y9
36546. 1 take
36547. 2 play WPU
36548. 0 play WPU
36549. 1 play B2
36550. 2 play B2
36551. 0 play W
36552. 1 play W
36553. 2 play B7
36554. 0 play WDT
36555. 1 play BR
36556. 2 play B3
36557. 0 play W
36558. 1 play B+2
36559. 2 play BPT
36560. 0 play WDT
36561. 1 play W+4
36562. 2 play BS
36563. 0 play W+4
36564. 1 play WPU
36565. 2 play B9
36566. 0 play B6
36567. 1 take
36568. 2 play W+4 yellow
36569. 0 accept
36570. 1 play W red
36571. 2 play W green
36572. 0 play G2
36573. 1 play GR
36574. 0 play WDT blue 0,2
36575. 2 play BS
36576. 0 play W+4 green
36577. 2 challenge
36578. 2 play G3
36579. 1 play G5
36580. 0 play W red
36581. 2 play R6
36582. 1 play R2
36583. 0 play R1
36584. 2 play R0
36585. 1 play WDT red 1,2
36586. 0 play R4
36587. 2 play R2
36588. 1 play WDT yellow 0,2
36589. 0 play W yellow
36590. 2 play W+4 green
36591. 1 accept
36592. 0 play G0
36593. 2 play G7
36594. 2 play G7
36595. 1 draw
36596. 1 play W+4 yellow
36597. 0 accept
36598. 2 play W red
36599. 1 play WPU
36600. 0 play WDT
36601. 2 play Y1
36602. 1 play Y8
36603. 0 play Y2
36604. 2 play Y9
36605. 1 play WPU
36606. 0 play W
36607. 2 play Y4
36608. 1 play Y0
36609. 0 play Y5
36610. 2 play Y3
36611. 1 play WPU
36612. 0 play W+4
36613. 2 play WDT
36614. 1 play W
36615. 0 play Y4
36616. 2 play Y6
36617. 1 play W
36618. 0 play Y+2
36619. 2 play WDT
36620. 1 play W+4
36621. 0 play Y+2
36622. 2 play Y7
36623. 1 play Y9
36624. 0 take
36625. 2 play Y6
36626. 1 play Y1
36627. 0 play Y6
36628. 2 play W green
36629. 1 play W+4 green
36630. 0 challenge
36631. 0 play WPU
36632. 2 play R6
36633. 1 play R5
36634. 0 play WPU
36635. 2 play R4
36636. 1 play R8
36637. 0 play R8
36638. 2 play WDT
36639. 1 play R7
36640. 0 play R5
36641. 2 play WDT
36642. 1 play R0
36643. 0 play RPT
36644. 2 play WPU
36645. 1 play RS
36646. 0 play WPU
36647. 2 play W+4
36648. 1 play W
36649. 0 play W+4
36650. 2 play R+2
36651. 1 play RR
36652. 0 play W
36653. 2 play WPU
36654. 1 play W
36655. 0 play W+4
36656. 2 play R1
36657. 1 play W+4
36658. 0 play WDT
36659. 2 play R7
36660. 1 play W+4
36661. 0 play RS
36662. 2 play R3
36663. 1 play RPT
36664. 0 play W
36665. 2 play R+2
36666. 1 take
36667. 0 play W yellow
36668. 2 play W+4 blue
36669. 1 challenge
36670. 1 play WPU
36671. 0 play Y9
36672. 2 play YR
36673. 1 play Y5
36674. 0 play WDT
36675. 2 play Y8
36676. 1 play WDT
36677. 0 play W
36678. 2 play WDT
36679. 1 play W
36680. 0 play Y7
36681. 2 play YR
36682. 1 play W
36683. 0 play Y3
36684. 2 play Y7
36685. 1 play W
36686. 0 play Y8
36687. 2 play WPU
36688. 1 play W
36689. 0 play Y0
36690. 2 play W+4
36691. 1 play WPU
36692. 0 play Y2
36693. 2 play WPU
36694. 1 play W+4
36695. 0 play Y5
36696. 2 play YS
36697. 1 play W+4
36698. 0 play W
36699. 2 play YPT
36700. 1 play WPU
36701. 0 play WDT
36702. 2 play WDT
36703. 1 play W+4
36704. 0 play Y4
36705. 2 play WDT
36706. 1 play WPU
36707. 0 play Y+2
36708. 2 play Y2
36709. 1 play WDT
36710. 0 play Y3
36711. 2 play WDT
36712. 1 play W+4
36713. 0 play Y+2
36714. 2 play WDT
36715. 1 play WDT
36716. 0 play Y1
36717. 2 play YPT
36718. 1 play W+4
36719. 0 play WDT
36720. 2 play WPU
36721. 1 take
36722. 0 play Y4
36723. 2 play G4
36724. 2 play G4
36725. 1 play W+4 green
36726. 0 accept
36727. 2 play G6
36728. 2 play G6
36729. 1 play G+2
36730. 2 play G2
36731. 1 play W red
36732. 0 play R4
36733. 2 play B4
36734. 1 play R4
36735. 0 play R2
36736. 2 play W+4 green
36737. 1 challenge
36738. 1 play WDT green 1,2
36739. 0 play G4
36740. 2 play G9
36741. 1 play R9
36742. 2 play R9
36743. 1 play R0
36744. 0 play WDT green 0,2
36745. 2 play GS
36746. 0 play G+2
36747. 1 play WPU
36748. 0 play W+4
36749. 2 play W
36750. 1 play WPU
36751. 0 play WPU
36752. 2 play G3
36753. 1 play WDT
36754. 0 play G3
36755. 2 play G7
36756. 1 play W
36757. 0 play G5
36758. 2 play GR
36759. 1 play WPU
36760. 0 play G7
36761. 2 play G8
36762. 1 play WPU
36763. 0 play GPT
36764. 2 play W+4
36765. 1 play W+4
36766. 0 play W+4
36767. 2 play G2
36768. 1 play WPU
36769. 0 play G0
36770. 2 play WPU
36771. 1 play WPU
36772. 0 play GPT
36773. 2 play W
36774. 1 play WDT
36775. 0 play G2
36776. 2 play GPT
36777. 1 play W+4
36778. 0 take
36779. 2 play G9
36780. 1 play W blue
36781. 0 play W+4 green
36782. 2 accept
36783. 1 play W yellow
36784. 0 play YPT
36785. 1 point 0
36786. 0 point 1
36787. 2 point 0
36788. 2 play W blue
36789. 1 play W+4 green
36790. 0 accept
36791. 2 play W+4 yellow
36792. 1 accept
36793. 0 play W blue
36794. 2 play B8
36795. 1 play B+2
36796. 2 play B0
36797. 1 play Y0
36798. 0 play G0
36799. 2 play W red
36800. 1 play RPT
36801. 0 point 1
36802. 1 point 0
36803. 2 point 1
36804. 0 play BPT
36805. 2 point 0
36806. 0 point 2
36807. 1 point 0
36808. 2 play YPT
36809. 0 point 1
36810. 1 point 2
36811. 2 point 0
36812. 1 play W blue
36813. 0 play WPU
36814. 2 play RR
36815. 1 play R1
36816. 0 play R4
36817. 2 play RPT
36818. 1 play R4
36819. 0 play W+4
36820. 2 play W
36821. 1 play R5
36822. 0 play WDT
36823. 2 play R1
36824. 1 play RR
36825. 0 play WDT
36826. 2 play W
36827. 1 play RPT
36828. 0 play R2
36829. 2 play W+4
36830. 1 play WDT
36831. 0 play W
36832. 2 play RPT
36833. 1 play R8
36834. 0 play R9
36835. 2 play R3
36836. 1 play R7
36837. 0 play W+4
36838. 2 play R6
36839. 1 play RS
36840. 0 play WDT
36841. 2 play WPU
36842. 1 play W
36843. 0 play WPU
36844. 2 play WPU
36845. 1 play RS
36846. 0 play W
36847. 2 play R2
36848. 1 play R7
36849. 0 play W
36850. 2 play W
36851. 1 play R6
36852. 0 play W+4
36853. 2 play W
36854. 1 play R5
36855. 0 play WPU
36856. 2 play W
36857. 1 play W
36858. 0 play WPU
36859. 2 play W
36860. 1 play W+4
36861. 0 play W+4
36862. 2 take
36863. 1 play W red
36864. 0 play W+4 yellow
36865. 2 accept
36866. 1 play Y9
36867. 0 play G9
36868. 2 play GS
36869. 0 play W+4 green
36870. 2 challenge
36871. 2 play WPU
36872. 1 play WDT
36873. 0 play W
36874. 2 play WDT
36875. 1 play B9
36876. 0 play B0
36877. 2 play B9
36878. 1 play B2
36879. 0 play W+4
36880. 2 play W
36881. 1 play B1
36882. 0 play WPU
36883. 2 play B8
36884. 1 play BR
36885. 0 play B4
36886. 2 play W+4
36887. 1 play BPT
36888. 0 play B6
36889. 2 play WDT
36890. 1 play B2
36891. 0 play B+2
36892. 2 play B7
36893. 1 play B7
36894. 0 play BS
36895. 2 play WDT
36896. 1 play B6
36897. 0 play WPU
36898. 2 play B4
36899. 1 play WDT
36900. 0 play WPU
36901. 2 play WPU
36902. 1 play W+4
36903. 0 play WPU
36904. 2 play W+4
36905. 1 play BS
36906. 0 play WPU
36907. 2 play B1
36908. 1 play WDT
36909. 0 play WPU
36910. 2 play BPT
36911. 1 play B3
36912. 0 take
36913. 2 play BR
36914. 0 play B8
36915. 1 play WDT green 0,2
36916. 2 play G8
36917. 0 play G2
36918. 1 play G4
36919. 2 play W green
36920. 0 play G3
36921. 1 play Y3
36922. 2 play Y6
36923. 0 play Y1
36924. 1 play WDT red 0,2
36925. 2 play R4
36926. 0 play Y4
36927. 1 play Y7
36928. 2 play W blue
36929. 0 play B8
36930. 1 play Y8
36931. 2 play R8
36932. 0 play W green
36933. 1 play WDT red 0,1
36934. 2 play WDT green 0,1
36935. 0 play G7
36936. 1 play G+2
36937. 0 play W+4 yellow
36938. 1 challenge
36939. 1 play YPT
36940. 2 point 1
36941. 1 point 2
36942. 0 point 1
36943. 2 play BPT
36944. 1 point 2
36945. 0 point 1
36946. 2 point 1
36947. 0 play GPT
36948. 0 point 2
36949. 1 point 0
36950. 2 point 1
36951. 1 play WDT green 1,2
36952. 2 play G7
36953. 0 play G7
36954. 1 play GS
36955. 0 play GR
36956. 2 play GR
36957. 0 play G8
36958. 1 play R8
36959. 2 play R3
36960. 0 play W+4 yellow
36961. 1 challenge
36962. 1 play W blue
36963. 2 play B+2
36964. 1 play WDT blue 0,1
36965. 2 play WPU
36966. 0 play G5
36967. 1 play WDT
36968. 2 play G1
36969. 0 play G6
36970. 1 play W+4
36971. 2 play WPU
36972. 0 play G6
36973. 1 play G9
36974. 2 play G5
36975. 0 play G2
36976. 1 play G8
36977. 2 play G1
36978. 0 play GPT
36979. 1 play WPU
36980. 2 play W
36981. 0 play W
36982. 1 play GS
36983. 2 play WPU
36984. 0 play G+2
36985. 1 take
36986. 2 play W blue
36987. 0 play W+4 green
36988. 1 accept
36989. 2 play G9
36990. 0 play W blue
36991. 1 play W+4 blue
36992. 2 accept
36993. 0 play WPU
36994. 1 play WDT
36995. 2 play W+4
36996. 0 play W+4
36997. 1 play GPT
36998. 2 play G+2
36999. 0 play GPT
37000. 1 play G5
37001. 2 play G3
37002. 0 play W+4
37003. 1 play G2
37004. 2 play W
37005. 0 play G3
37006. 1 play WDT
37007. 2 play W
37008. 0 play WPU
37009. 1 play G6
37010. 2 play W+4
37011. 0 play WPU
37012. 1 play G6
37013. 2 play GPT
37014. 0 play W
37015. 1 play G8
37016. 2 play W
37017. 0 play G2
37018. 1 play G1
37019. 2 play WDT
37020. 0 play G0
37021. 1 play G1
37022. 2 play W+4
37023. 0 play WDT
37024. 1 play G5
37025. 2 play W
37026. 0 play WPU
37027. 1 play W
37028. 2 play W+4
37029. 0 play WPU
37030. 1 play W
37031. 2 play G4
37032. 0 play WPU
37033. 1 play G+2
37034. 2 play W+4
37035. 0 play WDT
37036. 1 play WPU
37037. 2 play W
37038. 0 play WDT
37039. 1 play GS
37040. 2 play W+4
37041. 0 play WPU
37042. 1 play W
37043. 2 play W
37044. 0 play WDT
37045. 1 play WPU
37046. 2 play W
37047. 0 play WPU
37048. 1 play G4
37049. 2 play W
37050. 0 play WDT
37051. 1 play G9
37052. 2 play W
37053. 0 play WDT
37054. 1 play WPU
37055. 2 take
37056. 0 play WDT yellow 0,1
37057. 1 play Y7
37058. 2 play Y3
37059. 0 play Y8
37060. 1 play B8
37061. 2 play G8
37062. 0 draw
37063. 0 play WPU
37064. 1 play W
37065. 2 play WDT
37066. 0 play B7
37067. 1 play B8
37068. 2 play B5
37069. 0 play B3
37070. 1 take
37071. 2 play WDT red 0,1
37072. 0 play R4
37073. 1 draw
37074. 1 play W+4 blue
37075. 2 accept
37076. 0 play B7
37077. 1 play B7
37078. 2 play WPU
37079. 0 play RPT
37080. 1 play R8
37081. 2 play RPT
37082. 0 take
37083. 1 play R+2
37084. 0 play RPT
37085. 0 point 2
37086. 2 point 0
37087. 1 point 2
37088. 1 play R3
37089. 2 play R4
37090. 0 play B4
37091. 1 play B5
37092. 2 play WDT yellow 0,1
37093. 0 play YPT
37094. 0 point 1
37095. 2 point 1
37096. 1 point 2
37097. 1 play Y4
37098. 2 play W+4 blue
37099. 0 accept
37100. 1 play B3
37101. 2 play W+4 blue
37102. 0 accept
37103. 1 play W yellow
37104. 2 play WPU
37105. 0 play B8
37106. 1 play B8
37107. 2 play WDT
37108. 0 play B9
37109. 1 play B+2
37110. 2 play B5
37111. 0 play B2
37112. 1 play WDT
37113. 2 play WDT
37114. 0 play B2
37115. 1 play BPT
37116. 2 play B3
37117. 0 play B+2
37118. 1 take
37119. 2 play W green
37120. 0 play GPT
37121. 0 point 2
37122. 2 point 0
37123. 1 point 2
37124. 1 play WDT green 0,2
37125. 2 play W+4 yellow
37126. 0 challenge
37127. 0 play Y8
37128. 1 play G8
37129. 2 play WPU
37130. 0 play RPT
37131. 1 play WDT
37132. 2 play R7
37133. 0 play RPT
37134. 1 play WDT
37135. 2 play W
37136. 0 play R3
37137. 1 play R9
37138. 2 play WPU
37139. 0 play R4
37140. 1 play R+2
37141. 2 play R+2
37142. 0 play WDT
37143. 1 take
37144. 2 play WPU
37145. 0 play B1
37146. 1 play B9
37147. 2 play WDT
37148. 0 play B6
37149. 1 play WDT
37150. 2 play W
37151. 0 play B1
37152. 1 play B8
37153. 2 play WPU
37154. 0 play B0
37155. 1 play B2
37156. 2 play WPU
37157. 0 play B4
37158. 1 play B3
37159. 2 play W+4
37160. 0 play BR
37161. 1 play B+2
37162. 2 play W
37163. 0 play BS
37164. 1 play B+2
37165. 2 play W
37166. 0 play BR
37167. 1 play B5
37168. 2 play WPU
37169. 0 play B6
37170. 1 play WDT
37171. 2 play WPU
37172. 0 play B9
37173. 1 play WPU
37174. 2 play W+4
37175. 0 play BPT
37176. 1 play B2
37177. 2 play WPU
37178. 0 play BPT
37179. 1 play WDT
37180. 2 play WDT
37181. 0 play BPT
37182. 1 play W
37183. 2 play WPU
37184. 0 play B7
37185. 1 play BPT
37186. 2 play WDT
37187. 0 play W+4
37188. 1 play B5
37189. 2 play W
37190. 0 play BS
37191. 1 play WPU
37192. 2 play W+4
37193. 0 play B7
37194. 1 play B8
37195. 2 play WDT
37196. 0 take
37197. 1 play WPU
37198. 2 play W+4
37199. 0 play W
37200. 1 play Y+2
37201. 2 play YPT
37202. 0 play Y7
37203. 1 play Y+2
37204. 2 play W+4
37205. 0 play W
37206. 1 play YR
37207. 2 play W+4
37208. 0 play WPU
37209. 1 play Y1
37210. 2 play Y3
37211. 0 play Y4
37212. 1 play Y2
37213. 2 play W
37214. 0 play Y1
37215. 1 play Y2
37216. 2 play W+4
37217. 0 play Y4
37218. 1 play Y9
37219. 2 play YPT
37220. 0 play Y6
37221. 1 play Y5
37222. 2 play W+4
37223. 0 play WPU
37224. 1 play Y3
37225. 2 play W
37226. 0 play YPT
37227. 1 play YR
37228. 2 play W
37229. 0 play Y0
37230. 1 play YS
37231. 2 play WDT
37232. 0 play Y6
37233. 1 play Y8
37234. 2 play W
37235. 0 play W
37236. 1 play Y5
37237. 2 play W
37238. 0 play W+4
37239. 1 play YS
37240. 2 play WDT
37241. 0 play W
37242. 1 play YPT
37243. 2 play W
37244. 0 play W
37245. 1 take
37246. 2 play W blue
37247. 0 play WPU
37248. 1 play Y7
37249. 2 play WDT
37250. 0 play W+4
37251. 1 play Y5
37252. 2 play W
37253. 0 play WPU
37254. 1 play Y+2
37255. 2 play W
37256. 0 play W+4
37257. 1 play Y0
37258. 2 take
37259. 0 play W+4 blue
37260. 1 accept
37261. 2 play W+4 yellow
37262. 0 accept
37263. 1 play Y+2
37264. 0 play B+2
37265. 2 play W yellow
37266. 0 play WPU
37267. 1 play WPU
37268. 2 play W+4
37269. 0 play B4
37270. 1 play WPU
37271. 2 play W
37272. 0 play BR
37273. 1 play W
37274. 2 play W
37275. 0 play WDT
37276. 1 play WDT
37277. 2 play WPU
37278. 0 play BS
37279. 1 play WPU
37280. 2 play WDT
37281. 0 play WPU
37282. 1 play W
37283. 2 play W
37284. 0 play B9
37285. 1 play W+4
37286. 2 play W+4
37287. 0 play BPT
37288. 1 play WPU
37289. 2 play WPU
37290. 0 play B7
37291. 1 play WDT
37292. 2 play W+4
37293. 0 play B1
37294. 1 play W
37295. 2 play WDT
37296. 0 play B+2
37297. 1 play W
37298. 2 play WPU
37299. 0 play BS
37300. 1 play W+4
37301. 2 play W+4
37302. 0 play B9
37303. 1 play W
37304. 2 play W
37305. 0 play B0
37306. 1 play W+4
37307. 2 take
37308. 0 play B2
37309. 1 play W green
37310. 2 play G2
37311. 2 play G2
37312. 0 play WDT green 1,2
37313. 1 play WDT red 1,2
37314. 2 play R1
37315. 0 play W+4 yellow
37316. 1 challenge
37317. 1 play YS
37318. 0 play WDT yellow 0,2
37319. 1 draw
37320. 1 play WDT yellow 0,1
37321. 2 play Y8
37322. 0 play R8
37323. 1 play Y8
37324. 2 play WPU
37325. 0 play G8
37326. 1 play W
37327. 2 play G8
37328. 0 play WDT
37329. 1 play W+4
37330. 2 play G6
37331. 0 play G7
37332. 1 play GPT
37333. 2 play GPT
37334. 0 play G2
37335. 1 play W
37336. 2 play GPT
37337. 0 play W+4
37338. 1 play W+4
37339. 2 play G+2
37340. 0 play W
37341. 1 play W+4
37342. 2 play WDT
37343. 0 play WDT
37344. 1 play W
37345. 2 play WDT
37346. 0 play WPU
37347. 1 play W
37348. 2 play G7
37349. 0 play WDT
37350. 1 play W
37351. 2 play GPT
37352. 0 play WDT
37353. 1 take
37354. 2 play G9
37355. 0 play WDT red 0,2
37356. 1 play R9
37357. 2 play G9
37358. 0 draw
37359. 1 play Y9
37360. 2 play Y5
37361. 0 draw
37362. 0 play W red
37363. 1 play R3
37364. 2 play RPT
37365. 2 point 0
37366. 1 point 2
37367. 0 point 1
37368. 0 play BPT
37369. 2 point 1
37370. 1 point 0
37371. 0 point 2
37372. 1 play W yellow
37373. 2 play Y7
37374. 0 play WPU
37375. 1 play WPU
37376. 2 play G6
37377. 0 play WDT
37378. 1 play WDT
37379. 2 play G+2
37380. 0 play GS
37381. 1 play G6
37382. 2 play W+4
37383. 0 play WPU
37384. 1 play GPT
37385. 2 play WDT
37386. 0 play WDT
37387. 1 play WDT
37388. 2 play G4
37389. 0 take
37390. 1 play G8
37391. 2 play GR
37392. 1 play GPT
37393. 0 point 2
37394. 2 point 0
37395. 1 point 0
37396. 0 play WDT red 0,2
37397. 2 play R1
37398. 1 play RPT
37399. 1 point 2
37400. 2 point 1
37401. 0 point 1
37402. 0 play WDT red 1,2
37403. 2 play R9
37404. 1 play R4
37405. 0 play WDT yellow 0,1
37406. 2 play YS
37407. 0 play Y9
37408. 2 play W blue
37409. 1 play W yellow
37410. 0 play W+4 green
37411. 2 challenge
37412. 2 play G3
37413. 1 play G8
37414. 0 play GS
37415. 1 play G7
37416. 0 play GPT
37417. 2 point 0
37418. 0 point 2
37419. 1 point 2
37420. 2 play W+4 yellow
37421. 1 challenge
37422. 1 play Y7
37423. 0 play WDT yellow 0,1
37424. 2 play WPU
37425. 1 play WDT
37426. 0 play G6
37427. 2 play GR
37428. 1 play GPT
37429. 0 play G+2
37430. 2 play GS
37431. 1 play G+2
37432. 0 play WPU
37433. 2 play G1
37434. 1 play WDT
37435. 0 play G4
37436. 2 play WPU
37437. 1 play W+4
37438. 0 play G6
37439. 2 play G4
37440. 1 play W+4
37441. 0 play WDT
37442. 2 play G1
37443. 1 play W
37444. 0 play WDT
37445. 2 play G3
37446. 1 play GPT
37447. 0 play WPU
37448. 2 play GR
37449. 1 play W
37450. 0 play WPU
37451. 2 play WPU
37452. 1 play G2
37453. 0 play G9
37454. 2 play G0
37455. 1 play W
37456. 0 play G9
37457. 2 play W+4
37458. 1 play W
37459. 0 take
37460. 2 play WDT yellow 0,2
37461. 1 play Y7
37462. 0 play WPU
37463. 2 play WPU
37464. 1 play YR
37465. 0 play W
37466. 2 play Y9
37467. 1 play Y1
37468. 0 play W+4
37469. 2 play WDT
37470. 1 play Y6
37471. 0 play WDT
37472. 2 play W
37473. 1 play Y+2
37474. 0 play Y9
37475. 2 play Y+2
37476. 1 play Y3
37477. 0 play Y8
37478. 2 play Y0
37479. 1 play YS
37480. 0 play W+4
37481. 2 play WDT
37482. 1 play YPT
37483. 0 play WDT
37484. 2 play W+4
37485. 1 play Y4
37486. 0 play Y5
37487. 2 play WPU
37488. 1 play Y5
37489. 0 play WDT
37490. 2 play W+4
37491. 1 play Y4
37492. 0 play W
37493. 2 play WPU
37494. 1 play YR
37495. 0 play W
37496. 2 play W+4
37497. 1 play Y8
37498. 0 play W
37499. 2 play W
37500. 1 play Y6
37501. 0 play WDT
37502. 2 play WPU
37503. 1 play Y1
37504. 0 play W+4
37505. 2 play W
37506. 1 play W+4
37507. 0 play WPU
37508. 2 play W+4
37509. 1 play W
37510. 0 play WPU
37511. 2 play WPU
37512. 1 play W+4
37513. 0 play WPU
37514. 2 play W
37515. 1 play Y2
37516. 0 play WPU
37517. 2 play W
37518. 1 play Y2
37519. 0 take
37520. 2 play W blue
37521. 1 play WDT red 1,2
37522. 0 play R1
37523. 2 play R2
37524. 1 play RPT
37525. 0 point 2
37526. 2 point 1
37527. 1 point 0
37528. 0 play GPT
37529. 1 point 2
37530. 2 point 1
37531. 0 point 2
37532. 2 play RPT
37533. 0 point 2
37534. 1 point 0
37535. 2 point 1
37536. 1 play R4
37537. 0 play G4
37538. 2 play W+4 yellow
37539. 1 challenge
37540. 1 play YPT
37541. 1 point 0
37542. 2 point 0
37543. 0 point 2
37544. 0 play YPT
37545. 0 point 1
37546. 2 point 0
37547. 1 point 0
37548. 2 play WDT blue 0,1
37549. 1 play WPU
37550. 0 play RPT
37551. 2 play R9
37552. 1 play R+2
37553. 0 play R2
37554. 2 play R5
37555. 1 play W
37556. 0 play W+4
37557. 2 play R4
37558. 1 play R7
37559. 0 play WDT
37560. 2 play R8
37561. 1 play R+2
37562. 0 play WDT
37563. 2 play R6
37564. 1 play W+4
37565. 0 play WDT
37566. 2 play R0
37567. 1 play WDT
37568. 0 play WDT
37569. 2 play R7
37570. 1 play R3
37571. 0 play W+4
37572. 2 play RR
37573. 1 play WPU
37574. 0 play WPU
37575. 2 play R6
37576. 1 take
37577. 0 play W+4 blue
37578. 2 challenge
37579. 2 play WDT red 0,2
37580. 1 play R9
37581. 0 play W+4 red
37582. 2 challenge
37583. 2 play W yellow
37584. 1 play W yellow
37585. 0 play YPT
37586. 0 point 2
37587. 1 point 2
37588. 2 point 0
37589. 2 play WDT green 1,2
37590. 1 play G2
37591. 0 play G3
37592. 2 play W+4 red
37593. 1 challenge
37594. 1 play WDT yellow 1,2
37595. 0 play W red
37596. 2 play R8
37597. 1 play R8
37598. 0 play WPU
37599. 2 play WDT
37600. 1 play R4
37601. 0 play W+4
37602. 2 play R5
37603. 1 play R0
37604. 0 play W+4
37605. 2 play RPT
37606. 1 play R2
37607. 0 play WDT
37608. 2 play R2
37609. 1 play WDT
37610. 0 play RPT
37611. 2 play R9
37612. 1 play WDT
37613. 0 play WPU
37614. 2 play RR
37615. 1 play R+2
37616. 0 play R9
37617. 2 play W
37618. 1 play WDT
37619. 0 play W+4
37620. 2 play R1
37621. 1 play W+4
37622. 0 play WPU
37623. 2 play R1
37624. 1 play WDT
37625. 0 play W
37626. 2 play RS
37627. 1 play R7
37628. 0 play WDT
37629. 2 play RS
37630. 1 play WDT
37631. 0 play WPU
37632. 2 play W
37633. 1 play W+4
37634. 0 play W+4
37635. 2 play W
37636. 1 play R4
37637. 0 play WDT
37638. 2 play W
37639. 1 play R6
37640. 0 play WPU
37641. 2 play R3
37642. 1 play RR
37643. 0 play WPU
37644. 2 play W
37645. 1 play WPU
37646. 0 play WPU
37647. 2 play W
37648. 1 play R6
37649. 0 play W+4
37650. 2 take
37651. 1 play WPU
37652. 0 play WDT
37653. 2 play R4
37654. 1 play R+2
37655. 0 play W
37656. 2 play R5
37657. 1 play R3
37658. 0 play W
37659. 2 play R7
37660. 1 play RPT
37661. 0 play W
37662. 2 play R6
37663. 1 play W+4
37664. 0 play W
37665. 2 play R9
37666. 1 play R5
37667. 0 play W+4
37668. 2 play R6
37669. 1 play R7
37670. 0 play W+4
37671. 2 play R3
37672. 1 play RPT
37673. 0 play WPU
37674. 2 play R1
37675. 1 play W+4
37676. 0 play WDT
37677. 2 play RR
37678. 1 take
37679. 0 play WPU
37680. 2 play R+2
37681. 1 play R+2
37682. 0 play WPU
37683. 2 play W+4
37684. 1 play R1
37685. 0 play W
37686. 2 play RR
37687. 1 play WDT
37688. 0 play W
37689. 2 play R8
37690. 1 play WDT
37691. 0 play W
37692. 2 play R9
37693. 1 play R3
37694. 0 play W
37695. 2 play RS
37696. 1 play R5
37697. 0 take
37698. 2 play WDT blue 0,1
37699. 1 play W yellow
37700. 0 play YR
37701. 1 play YPT
37702. 2 point 1
37703. 0 point 2
37704. 1 point 0
37705. 2 play W+4 red
37706. 0 accept
37707. 1 play R3
37708. 2 play G3
37709. 0 play G9
37710. 1 play G7
37711. 2 play G5
37712. 0 play G+2
37713. 2 play W red
37714. 0 play R1
37715. 1 play R9
37716. 2 play WDT yellow 0,1
37717. 0 play Y8
37718. 1 play YPT
37719. 1 point 2
37720. 2 point 1
37721. 0 point 2
37722. 2 play W yellow
37723. 0 play Y4
37724. 1 play Y3
37725. 2 play WDT yellow 1,2
37726. 0 play Y7
37727. 1 play W+4 red
37728. 2 accept
37729. 0 play W yellow
37730. 1 play W yellow
37731. 2 play WDT green 1,2
37732. 0 play G6
37733. 1 play G8
37734. 0 play G8
37735. 1 play G5
37736. 2 play G7
37737. 0 play G+2
37738. 2 play G5
37739. 0 play GS
37740. 2 play WPU
37741. 0 play G6
37742. 1 play WPU
37743. 2 play W+4
37744. 0 play G7
37745. 1 play W
37746. 2 play WPU
37747. 0 play GR
37748. 1 play W+4
37749. 2 play G2
37750. 0 play G4
37751. 1 play W
37752. 2 play WDT
37753. 0 play G2
37754. 1 play GPT
37755. 2 play G3
37756. 0 play GPT
37757. 1 play G9
37758. 2 play G+2
37759. 0 play GPT
37760. 1 play W+4
37761. 2 play W+4
37762. 0 play GS
37763. 1 play W+4
37764. 2 play W+4
37765. 0 play G4
37766. 1 play W+4
37767. 2 play WDT
37768. 0 play W
37769. 1 play W
37770. 2 play WDT
37771. 0 play WDT
37772. 1 play GPT
37773. 2 play W+4
37774. 0 play W+4
37775. 1 take
37776. 2 play W+4 red
37777. 0 challenge
37778. 0 play R9
37779. 1 play R6
37780. 2 play RS
37781. 1 play R6
37782. 2 play W yellow
37783. 0 play YPT
37784. 2 point 1
37785. 0 point 1
37786. 1 point 2
37787. 1 play YPT
37788. 0 point 2
37789. 2 point 1
37790. 1 point 0
37791. 2 play BPT
37792. 0 point 2
37793. 2 point 1
37794. 1 point 2
37795. 0 play WPU
37796. 1 play RR
37797. 2 play WPU
37798. 0 play WPU
37799. 1 play R5
37800. 2 play R4
37801. 0 play WPU
37802. 1 play R3
37803. 2 play R6
37804. 0 play R5
37805. 1 play R4
37806. 2 play R2
37807. 0 play RS
37808. 1 play R9
37809. 2 play WDT
37810. 0 play R+2
37811. 1 play R1
37812. 2 play R0
37813. 0 play R+2
37814. 1 play W+4
37815. 2 play WDT
37816. 0 play WDT
37817. 1 play W+4
37818. 2 play R9
37819. 0 play WPU
37820. 1 play RPT
37821. 2 play RPT
37822. 0 play RR
37823. 1 play R7
37824. 2 play RPT
37825. 0 play R8
37826. 1 play R7
37827. 2 play R1
37828. 0 play R3
37829. 1 play RPT
37830. 2 play W+4
37831. 0 play W
37832. 1 play W+4
37833. 2 play WDT
37834. 0 play W
37835. 1 play WPU
37836. 2 play WDT
37837. 0 play W
37838. 1 play RS
37839. 2 play WPU
37840. 0 play WDT
37841. 1 play WDT
37842. 2 play W+4
37843. 0 take
37844. 1 play W+4 yellow
37845. 2 accept
37846. 0 play Y5
37847. 0 play Y5
37848. 1 play WDT yellow 0,2
37849. 2 play WPU
37850. 0 play YR
37851. 1 play W+4
37852. 2 play YPT
37853. 0 play WPU
37854. 1 play WPU
37855. 2 play WDT
37856. 0 play WDT
37857. 1 play Y3
37858. 2 play WPU
37859. 0 play Y9
37860. 1 play Y7
37861. 2 play WPU
37862. 0 play Y1
37863. 1 play Y4
37864. 2 play Y8
37865. 0 play Y3
37866. 1 play WDT
37867. 2 play WPU
37868. 0 play W
37869. 1 play WDT
37870. 2 play W
37871. 0 play YPT
37872. 1 play WDT
37873. 2 play YPT
37874. 0 play Y8
37875. 1 play W
37876. 2 play Y7
37877. 0 play WDT
37878. 1 play W
37879. 2 play W
37880. 0 play WPU
37881. 1 play W+4
37882. 2 play WPU
37883. 0 play WDT
37884. 1 play YR
37885. 2 play W
37886. 0 play Y1
37887. 1 play W
37888. 2 play W
37889. 0 play W
37890. 1 play W+4
37891. 2 play W
37892. 0 play Y0
37893. 1 play YPT
37894. 2 play W
37895. 0 play W
37896. 1 play W+4
37897. 2 take
37898. 0 play Y+2
37899. 2 play Y5
37900. 0 play Y6
37901. 1 play G6
37902. 2 play W+4 green
37903. 0 accept
37904. 1 play W yellow
37905. 2 play W+4 blue
37906. 0 accept
37907. 1 play WDT red 0,2
37908. 2 play W+4 green
37909. 0 challenge
37910. 0 play G1
37911. 1 play GR
37912. 0 play W+4 red
37913. 2 accept
37914. 1 play W+4 red
37915. 0 challenge
37916. 0 play R9
37917. 2 play B9
37918. 1 play G9
37919. 0 play Y9
37920. 2 play B9
37921. 1 play W+4 blue
37922. 0 challenge
37923. 0 play B6
37924. 2 play BR
37925. 0 play BR
37926. 2 play WDT yellow 1,2
37927. 1 play W blue
37928. 0 play BPT
37929. 0 point 2
37930. 1 point 2
37931. 2 point 0
37932. 2 play B0
37933. 1 play W yellow
37934. 0 play WPU
37935. 2 play WPU
37936. 1 play BPT
37937. 0 play B7
37938. 2 play W
37939. 1 play W+4
37940. 0 play B4
37941. 2 play B1
37942. 1 play W+4
37943. 0 play BPT
37944. 2 play W+4
37945. 1 play B9
37946. 0 play B5
37947. 2 play BR
37948. 1 play W
37949. 0 play W
37950. 2 play W
37951. 1 take
37952. 0 play B9
37953. 2 play B+2
37954. 0 play B1
37955. 2 play BPT
37956. 0 point 1
37957. 2 point 1
37958. 1 point 2
37959. 1 play B6
37960. 0 play B2
37961. 2 play BS
37962. 0 play B3
37963. 2 play G3
37964. 1 play G7
37965. 0 play WPU
37966. 2 play W
37967. 1 play B4
37968. 0 play WPU
37969. 2 play B+2
37970. 1 play W
37971. 0 play B3
37972. 2 play B4
37973. 1 play BR
37974. 0 play B6
37975. 2 play WPU
37976. 1 play WPU
37977. 0 play W+4
37978. 2 play BS
37979. 1 play BR
37980. 0 play B5
37981. 2 play WPU
37982. 1 play B9
37983. 0 play W+4
37984. 2 play W
37985. 1 play B5
37986. 0 play B2
37987. 2 play WDT
37988. 1 play B7
37989. 0 play WDT
37990. 2 play W
37991. 1 play B1
37992. 0 play WDT
37993. 2 play B0
37994. 1 play W+4
37995. 0 play B8
37996. 2 play WDT
37997. 1 play WDT
37998. 0 play B8
37999. 2 play W
38000. 1 play WPU
38001. 0 play WDT
38002. 2 play WDT
38003. 1 play BPT
38004. 0 play W+4
38005. 2 play W+4
38006. 1 play W+4
38007. 0 play WDT
38008. 2 play B7
38009. 1 play BPT
38010. 0 play W+4
38011. 2 play W+4
38012. 1 play W
38013. 0 play WPU
38014. 2 play WDT
38015. 1 play BPT
38016. 0 play W+4
38017. 2 play W
38018. 1 play W+4
38019. 0 play W+4
38020. 2 play WDT
38021. 1 play W
38022. 0 play WPU
38023. 2 play WDT
38024. 1 play W
38025. 0 take
38026. 2 play WPU
38027. 1 play W
38028. 0 play W
38029. 2 play WPU
38030. 1 play W
38031. 0 play B8
38032. 2 play W
38033. 1 play W+4
38034. 0 play B3
38035. 2 play WPU
38036. 1 take
38037. 0 play B4
38038. 2 play Y4
38039. 0 play Y4
38040. 2 play W blue
38041. 1 play B3
38042. 0 play B0
38043. 2 play WPU
38044. 1 play G8
38045. 0 play G9
38046. 2 play G6
38047. 1 play WPU
38048. 0 play W
38049. 2 play G1
38050. 1 play G7
38051. 0 play G0
38052. 2 play G6
38053. 1 play G+2
38054. 0 play GR
38055. 2 play GR
38056. 1 play GS
38057. 0 play W+4
38058. 2 play WDT
38059. 1 play G8
38060. 0 play WPU
38061. 2 play G5
38062. 1 play GS
38063. 0 play G1
38064. 2 play W
38065. 1 play W
38066. 0 play WPU
38067. 2 play G9
38068. 1 play WPU
38069. 0 play WDT
38070. 2 play W
38071. 1 play GPT
38072. 0 play W
38073. 2 play G5
38074. 1 play G3
38075. 0 play WDT
38076. 2 play W
38077. 1 play W+4
38078. 0 play WDT
38079. 2 take
38080. 1 play W red
38081. 0 play R4
38082. 0 play R4
38083. 2 play R2
38084. 1 play R9
38085. 0 play R+2
38086. 1 play R8
38087. 0 play WPU
38088. 2 play W
38089. 1 play B8
38090. 0 play B6
38091. 2 play WPU
38092. 1 play B3
38093. 0 play B8
38094. 2 play W
38095. 1 play W
38096. 0 play B4
38097. 2 play W+4
38098. 1 play W
38099. 0 play BPT
38100. 2 play WPU
38101. 1 take
38102. 0 draw
38103. 0 pass
38104. 2 play W red
38105. 1 play W+4 red
38106. 0 challenge
38107. 0 play R0
38108. 2 play G0
38109. 1 play W yellow
38110. 0 play WDT red 0,1
38111. 2 play W+4 red
38112. 1 challenge
38113. 1 play WPU
38114. 0 play Y6
38115. 2 play Y9
38116. 1 play Y9
38117. 0 play YS
38118. 2 play YR
38119. 1 play W
38120. 0 play Y6
38121. 2 play WDT
38122. 1 play W
38123. 0 play WDT
38124. 2 play WPU
38125. 1 play W
38126. 0 play Y+2
38127. 2 play Y1
38128. 1 play WPU
38129. 0 play W+4
38130. 2 play Y3
38131. 1 play WPU
38132. 0 play Y5
38133. 2 play WPU
38134. 1 take
38135. 0 play W blue
38136. 2 play WPU
38137. 1 play WPU
38138. 0 play R6
38139. 2 play R0
38140. 1 play W
38141. 0 play RR
38142. 2 play W
38143. 1 play WPU
38144. 0 play R9
38145. 2 play WDT
38146. 1 play W+4
38147. 0 play W
38148. 2 play W
38149. 1 play W
38150. 0 play R6
38151. 2 play WDT
38152. 1 play WPU
38153. 0 play R5
38154. 2 play WDT
38155. 1 play WPU
38156. 0 play W
38157. 2 play W
38158. 1 play W
38159. 0 play WPU
38160. 2 play W
38161. 1 play WDT
38162. 0 play RPT
38163. 2 take
38164. 1 play WDT blue 1,2
38165. 0 play W+4 red
38166. 2 challenge
38167. 2 play W+4 green
38168. 1 accept
38169. 0 play WDT red 0,1
38170. 2 play R5
38171. 1 play WDT yellow 0,1
38172. 0 play Y2
38173. 2 play YR
38174. 0 play BR
38175. 2 play GR
38176. 0 play W yellow
38177. 1 play YS
38178. 0 play YS
38179. 2 play Y0
38180. 0 play Y2
38181. 1 play Y3
38182. 2 play Y+2
38183. 1 play WPU
38184. 2 play Y1
38185. 0 play W
38186. 1 play Y1
38187. 2 play WPU
38188. 0 play WDT
38189. 1 play YR
38190. 2 play WPU
38191. 0 play WPU
38192. 1 play Y5
38193. 2 play Y7
38194. 0 play W+4
38195. 1 play Y6
38196. 2 play W
38197. 0 play WDT
38198. 1 play Y9
38199. 2 play W
38200. 0 play WDT
38201. 1 play Y6
38202. 2 play Y7
38203. 0 play WPU
38204. 1 play Y9
38205. 2 play Y3
38206. 0 play WPU
38207. 1 play Y+2
38208. 2 play YPT
38209. 0 play W+4
38210. 1 play Y4
38211. 2 play Y8
38212. 0 play W+4
38213. 1 take
38214. 2 play YPT
38215. 0 point 1
38216. 2 point 1
38217. 1 point 0
38218. 0 play WPU
38219. 1 play W+4
38220. 2 play WPU
38221. 0 play W
38222. 1 play YR
38223. 2 play W
38224. 0 play WDT
38225. 1 play Y2
38226. 2 play Y8
38227. 0 play WDT
38228. 1 play Y3
38229. 2 play WPU
38230. 0 play Y5
38231. 1 play Y7
38232. 2 play Y4
38233. 0 play W
38234. 1 play Y1
38235. 2 play YPT
38236. 0 play W
38237. 1 play W
38238. 2 play WPU
38239. 0 play W+4
38240. 1 play WDT
38241. 2 play WDT
38242. 0 play W+4
38243. 1 play WPU
38244. 2 play YPT
38245. 0 play W+4
38246. 1 play Y9
38247. 2 play W
38248. 0 play W+4
38249. 1 play YR
38250. 2 play WDT
38251. 0 play W+4
38252. 1 play W+4
38253. 2 play W
38254. 0 play W+4
38255. 1 play YPT
38256. 2 play WDT
38257. 0 play W+4
38258. 1 play WDT
38259. 2 play W
38260. 0 take
38261. 1 play WDT red 1,2
38262. 2 play W blue
38263. 0 play WPU
38264. 1 play Y1
38265. 2 play W
38266. 0 play WPU
38267. 1 play WDT
38268. 2 play W
38269. 0 play WPU
38270. 1 play Y7
38271. 2 play WDT
38272. 0 play Y8
38273. 1 play WPU
38274. 2 play W
38275. 0 play Y7
38276. 1 play Y5
38277. 2 take
38278. 0 play YS
38279. 2 play YS
38280. 1 play Y+2
38281. 0 play W red
38282. 1 draw
38283. 1 play W+4 yellow
38284. 2 accept
38285. 0 play W+4 blue
38286. 1 accept
38287. 2 play WPU
38288. 0 play WDT
38289. 1 play B+2
38290. 2 play WDT
38291. 0 play B2
38292. 1 play B3
38293. 2 play BS
38294. 0 play WDT
38295. 1 play B2
38296. 2 play B0
38297. 0 play WPU
38298. 1 play W
38299. 2 play WPU
38300. 0 play BR
38301. 1 play BPT
38302. 2 play WPU
38303. 0 play B9
38304. 1 play BPT
38305. 2 play WPU
38306. 0 play B5
38307. 1 play W
38308. 2 play W
38309. 0 play B7
38310. 1 play B8
38311. 2 play W
38312. 0 play B+2
38313. 1 play B8
38314. 2 play WDT
38315. 0 play BS
38316. 1 play WPU
38317. 2 play WDT
38318. 0 play W+4
38319. 1 play B4
38320. 2 play WDT
38321. 0 play B3
38322. 1 play B4
38323. 2 play W
38324. 0 play BPT
38325. 1 play W+4
38326. 2 play W
38327. 0 play WDT
38328. 1 play W+4
38329. 2 play W
38330. 0 play W+4
38331. 1 play WDT
38332. 2 take
38333. 0 play WDT red 0,1
38334. 1 play W green
38335. 2 play G9
38336. 0 play W+4 yellow
38337. 1 challenge
38338. 1 play Y6
38339. 2 play YS
38340. 1 play Y8
38341. 2 play Y1
38342. 0 play YPT
38343. 2 point 0
38344. 0 point 1
38345. 1 point 2
38346. 1 play Y4
38347. 2 play Y7
38348. 0 play W+4 blue
38349. 1 challenge
38350. 1 play WPU
38351. 2 play Y0
38352. 0 play Y9
38353. 1 play Y1
38354. 2 play Y2
38355. 0 play WDT
38356. 1 play YPT
38357. 2 play YS
38358. 0 play YR
38359. 1 play Y+2
38360. 2 play WPU
38361. 0 play Y1
38362. 1 play Y6
38363. 2 play Y3
38364. 0 play Y4
38365. 1 play W
38366. 2 play WDT
38367. 0 play YR
38368. 1 play WPU
38369. 2 play Y5
38370. 0 play Y6
38371. 1 play Y9
38372. 2 play WDT
38373. 0 play YPT
38374. 1 play YS
38375. 2 play Y7
38376. 0 play Y5
38377. 1 play WPU
38378. 2 play WDT
38379. 0 play Y4
38380. 1 play WPU
38381. 2 play W+4
38382. 0 play W+4
38383. 1 play WPU
38384. 2 play W+4
38385. 0 play Y3
38386. 1 play Y+2
38387. 2 play WDT
38388. 0 play Y8
38389. 1 take
38390. 2 play W+4 yellow
38391. 0 accept
38392. 1 play Y7
38393. 2 play G7
38394. 0 play R7
38395. 1 play W green
38396. 2 play G1
38397. 0 play G9
38398. 1 play G+2
38399. 0 play R+2
38400. 2 play WPU
38401. 0 play W+4
38402. 1 play G2
38403. 2 play GR
38404. 0 play W
38405. 1 play G2
38406. 2 play G1
38407. 0 play W
38408. 1 play WPU
38409. 2 play W+4
38410. 0 play W+4
38411. 1 play GPT
38412. 2 play G+2
38413. 0 play W
38414. 1 play WPU
38415. 2 play WPU
38416. 0 play W
38417. 1 play WPU
38418. 2 play G3
38419. 0 play W
38420. 1 play G0
38421. 2 play G8
38422. 0 play W+4
38423. 1 play G4
38424. 2 play G3
38425. 0 play W
38426. 1 play W+4
38427. 2 play GPT
38428. 0 play W
38429. 1 play WPU
38430. 2 play G7
38431. 0 play W
38432. 1 play WDT
38433. 2 play G9
38434. 0 play W+4
38435. 1 play G4
38436. 2 play GR
38437. 0 play WPU
38438. 1 play WDT
38439. 2 play WDT
38440. 0 play WDT
38441. 1 play WDT
38442. 2 play W
38443. 0 play WPU
38444. 1 play W+4
38445. 2 play WDT
38446. 0 play W+4
38447. 1 play GPT
38448. 2 play GS
38449. 0 play WDT
38450. 1 play GPT
38451. 2 play WPU
38452. 0 play WDT
38453. 1 play WDT
38454. 2 play G6
38455. 0 take
38456. 1 play WPU
38457. 2 play W
38458. 0 play G4
38459. 1 play W+4
38460. 2 play G6
38461. 0 play W
38462. 1 play WDT
38463. 2 play WDT
38464. 0 play G+2
38465. 1 play W+4
38466. 2 play G5
38467. 0 play W
38468. 1 take
38469. 2 play G8
38470. 0 play GPT
38471. 2 point 0
38472. 0 point 1
38473. 1 point 0
38474. 1 play W+4 blue
38475. 2 challenge
38476. 2 play B5
38477. 0 play B9
38478. 2 play B9
38479. 0 play B5
38480. 1 play WDT blue 1,2
38481. 2 play B3
38482. 0 play WDT red 0,2
38483. 1 play WDT blue 0,2
38484. 2 play B2
38485. 0 play BPT
38486. 2 point 0
38487. 0 point 1
38488. 1 point 2
38489. 1 play GPT
38490. 0 point 2
38491. 1 point 2
38492. 2 point 0
38493. 2 play WDT blue 1,2
38494. 0 play B1
38495. 1 play Y1
38496. 2 play WDT blue 0,2
38497. 0 play WDT yellow 0,2
38498. 1 play Y+2
38499. 0 play YPT
38500. 2 point 1
38501. 1 point 0
38502. 0 point 1
38503. 1 play W+4 red
38504. 2 challenge
38505. 2 play RR
38506. 1 play W blue
38507. 0 play WPU
38508. 2 play W+4
38509. 1 play W
38510. 0 play G8
38511. 2 play WPU
38512. 1 play G4
38513. 0 play GPT
38514. 2 play WDT
38515. 1 play WDT
38516. 0 play G3
38517. 2 play W+4
38518. 1 play W
38519. 0 play G2
38520. 2 play WDT
38521. 1 play WDT
38522. 0 play GPT
38523. 2 play W
38524. 1 play WPU
38525. 0 play WPU
38526. 2 play G5
38527. 1 play G+2
38528. 0 play GR
38529. 2 play WPU
38530. 1 play G5
38531. 0 play G7
38532. 2 play GS
38533. 1 play G8
38534. 0 play W
38535. 2 play W+4
38536. 1 play G7
38537. 0 play G3
38538. 2 play W
38539. 1 play G+2
38540. 0 play G2
38541. 2 play W
38542. 1 play G6
38543. 0 play GS
38544. 2 play W
38545. 1 take
38546. 0 play G1
38547. 0 play G1
38548. 2 play W green
38549. 1 play G5
38550. 0 play GPT
38551. 0 point 2
38552. 2 point 0
38553. 1 point 0
38554. 2 play RPT
38555. 2 point 0
38556. 1 point 2
38557. 0 point 2
38558. 1 play R4
38559. 0 play R4
38560. 2 play R6
38561. 1 play Y6
38562. 0 play G6
38563. 2 play R6
38564. 1 play W+4 red
38565. 0 accept
38566. 2 play RR
38567. 0 play RPT
38568. 2 point 0
38569. 1 point 2
38570. 0 point 2
38571. 1 play W+4 blue
38572. 2 accept
38573. 0 play B2
38574. 1 play Y2
38575. 0 play Y2
38576. 1 play Y5
38577. 1 play Y5
38578. 2 play G5
38579. 0 play G1
38580. 1 play GS
38581. 0 play WDT yellow 0,2
38582. 1 play WDT red 0,1
38583. 2 play R6
38584. 0 play W red
38585. 1 play W+4 blue
38586. 2 challenge
38587. 2 play BR
38588. 1 play B6
38589. 0 play W+4 red
38590. 2 challenge
38591. 2 play R6
38592. 1 play B6
38593. 0 play WDT green 0,2
38594. 2 play G6
38595. 1 play Y6
38596. 0 play Y2
38597. 2 play W green
38598. 1 play GS
38599. 2 play BS
38600. 0 play WPU
38601. 2 play R7
38602. 1 play W+4
38603. 0 play R1
38604. 2 play R9
38605. 1 play W
38606. 0 play R7
38607. 2 play R2
38608. 1 play R8
38609. 0 play R1
38610. 2 play R0
38611. 1 play R6
38612. 0 play RR
38613. 2 play R9
38614. 1 play R5
38615. 0 play WDT
38616. 2 play R4
38617. 1 play WPU
38618. 0 play R8
38619. 2 play R+2
38620. 1 play W
38621. 0 play RR
38622. 2 play R4
38623. 1 play WPU
38624. 0 play WDT
38625. 2 play W
38626. 1 play W
38627. 0 play RPT
38628. 2 take
38629. 1 play W green
38630. 0 play WPU
38631. 2 play W
38632. 1 play WPU
38633. 0 play Y7
38634. 2 play WPU
38635. 1 play Y2
38636. 0 play W
38637. 2 play Y8
38638. 1 play Y1
38639. 0 play W+4
38640. 2 play WPU
38641. 1 play YS
38642. 0 play WDT
38643. 2 play W
38644. 1 play Y4
38645. 0 play W+4
38646. 2 play W
38647. 1 play W
38648. 0 play WDT
38649. 2 play W+4
38650. 1 play YR
38651. 0 play Y5
38652. 2 play Y6
38653. 1 play Y5
38654. 0 play W+4
38655. 2 play WDT
38656. 1 play Y+2
38657. 0 play WDT
38658. 2 play WDT
38659. 1 play Y+2
38660. 0 play W
38661. 2 play W
38662. 1 play Y9
38663. 0 play WDT
38664. 2 take
38665. 1 play Y8
38666. 0 play YPT
38667. 0 point 1
38668. 2 point 1
38669. 1 point 0
38670. 2 play Y6
38671. 1 play WPU
38672. 0 play WPU
38673. 2 play BS
38674. 1 play BS
38675. 0 play WPU
38676. 2 play W
38677. 1 play B9
38678. 0 play WDT
38679. 2 play B7
38680. 1 play BR
38681. 0 play W+4
38682. 2 play BPT
38683. 1 play B1
38684. 0 play WPU
38685. 2 play B0
38686. 1 play B2
38687. 0 play WPU
38688. 2 play B3
38689. 1 play WDT
38690. 0 play B5
38691. 2 play WDT
38692. 1 play WDT
38693. 0 play W+4
38694. 2 play B+2
38695. 1 play BPT
38696. 0 play B3
38697. 2 play WDT
38698. 1 play W
38699. 0 play W+4
38700. 2 play BPT
38701. 1 play W
38702. 0 play B7
38703. 2 play WPU
38704. 1 play WDT
38705. 0 play B5
38706. 2 play B+2
38707. 1 play WDT
38708. 0 play W+4
38709. 2 play W+4
38710. 1 play WDT
38711. 0 play B1
38712. 2 play B2
38713. 1 take
38714. 0 play W+4 red
38715. 2 challenge
38716. 2 play R2
38717. 1 play W yellow
38718. 0 draw
38719. 2 play Y8
38720. 1 play WPU
38721. 0 play R2
38722. 2 play WPU
38723. 1 play W+4
38724. 0 play W
38725. 2 play R4
38726. 1 play R+2
38727. 0 play WPU
38728. 2 play WPU
38729. 1 play WDT
38730. 0 play RPT
38731. 2 play W
38732. 1 play WDT
38733. 0 play W+4
38734. 2 play R6
38735. 1 play W+4
38736. 0 play RPT
38737. 2 play R5
38738. 1 play W
38739. 0 play R5
38740. 2 play R4
38741. 1 play W+4
38742. 0 play RPT
38743. 2 play R8
38744. 1 play W+4
38745. 0 play R3
38746. 2 play R1
38747. 1 play W
38748. 0 play WPU
38749. 2 play R+2
38750. 1 play WPU
38751. 0 play RS
38752. 2 play R0
38753. 1 play W+4
38754. 0 play RS
38755. 2 play RR
38756. 1 play WDT
38757. 0 play R3
38758. 2 play RR
38759. 1 play WPU
38760. 0 play W
38761. 2 play R7
38762. 1 play W+4
38763. 0 play W
38764. 2 play R6
38765. 1 play WPU
38766. 0 play W
38767. 2 play RPT
38768. 1 play W+4
38769. 0 play W
38770. 2 play W
38771. 1 play WPU
38772. 0 play W
38773. 2 play R7
38774. 1 play WDT
38775. 0 take
38776. 2 play WDT blue 0,2
38777. 1 play B+2
38778. 2 play B8
38779. 1 play B6
38780. 0 play R6
38781. 2 play R1
38782. 0 play R1
38783. 2 play W green
38784. 1 play GPT
38785. 0 point 1
38786. 2 point 0
38787. 1 point 0
38788. 0 play G0
38789. 2 play WDT blue 0,1
38790. 1 play B5
38791. 0 play WDT green 0,1
38792. 2 play W yellow
38793. 1 play Y1
38794. 2 play Y1
38795. 1 play YR
38796. 2 play Y9
38797. 0 play W+4 yellow
38798. 1 challenge
38799. 1 play WDT yellow 1,2
38800. 2 play Y7
38801. 0 play Y8
38802. 0 play Y8
38803. 1 play Y0
38804. 2 play YR
38805. 1 play Y7
38806. 0 play WPU
38807. 2 play WPU
38808. 1 play G3
38809. 0 play GPT
38810. 2 play WDT
38811. 1 play G+2
38812. 0 play G9
38813. 2 play W
38814. 1 play GS
38815. 0 play G4
38816. 2 play W+4
38817. 1 play G3
38818. 0 play GS
38819. 2 play W+4
38820. 1 play G2
38821. 0 play WDT
38822. 2 play W+4
38823. 1 play WDT
38824. 0 play WPU
38825. 2 play W
38826. 1 play G7
38827. 0 play G9
38828. 2 play W
38829. 1 play G7
38830. 0 play G6
38831. 2 play WDT
38832. 1 play G4
38833. 0 play WDT
38834. 2 take
38835. 1 play G6
38836. 2 play G6
38837. 1 play WPU
38838. 0 play WPU
38839. 2 play WPU
38840. 1 play BPT
38841. 0 play WDT
38842. 2 play W+4
38843. 1 play BR
38844. 0 play BR
38845. 2 play BPT
38846. 1 play WDT
38847. 0 play WPU
38848. 2 play WDT
38849. 1 play BPT
38850. 0 play B6
38851. 2 play B4
38852. 1 play BS
38853. 0 play W
38854. 2 play WPU
38855. 1 play BS
38856. 0 play WPU
38857. 2 play B9
38858. 1 play BPT
38859. 0 play W
38860. 2 play W
38861. 1 play B5
38862. 0 play W
38863. 2 play W+4
38864. 1 play B0
38865. 0 play WPU
38866. 2 play B4
38867. 1 play WDT
38868. 0 play W
38869. 2 play B8
38870. 1 play B9
38871. 0 play W
38872. 2 play WDT
38873. 1 play B7
38874. 0 play W
38875. 2 play W
38876. 1 play B7
38877. 0 play W
38878. 2 play W
38879. 1 play B1
38880. 0 play W+4
38881. 2 play WDT
38882. 1 play B1
38883. 0 play W+4
38884. 2 play WDT
38885. 1 play B3
38886. 0 play WPU
38887. 2 play W+4
38888. 1 play B3
38889. 0 play W+4
38890. 2 play WDT
38891. 1 play B+2
38892. 0 play W
38893. 2 take
38894. 1 play B2
38895. 0 play W+4 blue
38896. 2 challenge
38897. 2 play BPT
38898. 1 point 2
38899. 0 point 1
38900. 2 point 0
38901. 1 play W yellow
38902. 0 play WPU
38903. 2 play Y2
38904. 1 play WDT
38905. 0 play W+4
38906. 2 play W
38907. 1 play Y4
38908. 0 play Y2
38909. 2 play WPU
38910. 1 play YS
38911. 0 play YPT
38912. 2 play WDT
38913. 1 play Y3
38914. 0 play W+4
38915. 2 play WDT
38916. 1 play Y1
38917. 0 play W+4
38918. 2 play W
38919. 1 play YPT
38920. 0 play WPU
38921. 2 play Y6
38922. 1 play Y9
38923. 0 play W
38924. 2 play W
38925. 1 play Y3
38926. 0 play WPU
38927. 2 play WDT
38928. 1 play YPT
38929. 0 play W+4
38930. 2 play W
38931. 1 play YPT
38932. 0 play Y1
38933. 2 play YS
38934. 1 take
38935. 0 play W yellow
38936. 2 play Y9
38937. 1 play WPU
38938. 0 play RR
38939. 2 play W+4
38940. 1 play WDT
38941. 0 play WDT
38942. 2 play W+4
38943. 1 play WPU
38944. 0 play R0
38945. 2 play W
38946. 1 play WDT
38947. 0 play RR
38948. 2 play R8
38949. 1 play W+4
38950. 0 play R3
38951. 2 play WPU
38952. 1 play WDT
38953. 0 play W
38954. 2 play W
38955. 1 play WPU
38956. 0 play R6
38957. 2 play W
38958. 1 play WDT
38959. 0 play R2
38960. 2 play R9
38961. 1 play W+4
38962. 0 play R5
38963. 2 play WPU
38964. 1 play W
38965. 0 play R7
38966. 2 play R9
38967. 1 play R6
38968. 0 play R3
38969. 2 play W
38970. 1 play W+4
38971. 0 play R2
38972. 2 play WPU
38973. 1 play W
38974. 0 play R5
38975. 2 play W+4
38976. 1 play W
38977. 0 play R8
38978. 2 play WDT
38979. 1 play W+4
38980. 0 play R+2
38981. 2 play WDT
38982. 1 play W
38983. 0 play RPT
38984. 2 play WDT
38985. 1 play W
38986. 0 play R+2
38987. 2 play W
38988. 1 take
38989. 0 play R4
38990. 2 play WDT green 0,2
38991. 1 play G5
38992. 0 play G1
38993. 2 play G9
38994. 1 play WPU
38995. 0 play B5
38996. 2 play B5
38997. 1 play B2
38998. 0 play B+2
38999. 2 play W+4
39000. 1 play WPU
39001. 0 take
39002. 2 play B0
39003. 1 play WDT yellow 1,2
39004. 0 play WDT blue 1,2
39005. 2 play B3
39006. 2 play B3
39007. 1 play Y3
39008. 1 play Y3
39009. 0 play Y6
39010. 1 play Y6
39011. 0 play WPU
39012. 2 play W
39013. 1 play YS
39014. 0 play W+4
39015. 2 play WPU
39016. 1 play Y4
39017. 0 take
39018. 2 play Y5
39019. 1 play G5
39020. 0 play W green
39021. 2 play G7
39022. 1 play GR
39023. 2 play WDT green 1,2
39024. 0 play W+4 green
39025. 1 accept
39026. 2 play GS
39027. 1 play W green
39028. 2 play G2
39029. 0 play GR
39030. 2 play G+2
39031. 0 play WPU
39032. 2 play W
39033. 1 play Y2
39034. 0 play Y4
39035. 2 play Y4
39036. 1 play Y2
39037. 0 play Y3
39038. 2 play Y5
39039. 1 play YR
39040. 0 play YS
39041. 2 play W+4
39042. 1 play YS
39043. 0 take
39044. 2 play W yellow
39045. 1 play Y9
39046. 0 play WPU
39047. 2 play W+4
39048. 1 play Y1
39049. 0 play Y4
39050. 2 play W+4
39051. 1 play Y3
39052. 0 play Y3
39053. 2 play W
39054. 1 play Y8
39055. 0 play Y4
39056. 2 play Y+2
39057. 1 play YR
39058. 0 play Y8
39059. 2 play W+4
39060. 1 play YPT
39061. 0 play YR
39062. 2 play W
39063. 1 play W+4
39064. 0 play YS
39065. 2 play WPU
39066. 1 play YPT
39067. 0 play Y5
39068. 2 play Y+2
39069. 1 play WPU
39070. 0 play YS
39071. 2 play WPU
39072. 1 play WPU
39073. 0 play W
39074. 2 take
39075. 1 play W+4 blue
39076. 0 challenge
39077. 0 play B+2
39078. 1 play B3
39079. 0 play W+4 yellow
39080. 2 challenge
39081. 2 play Y5
39082. 1 play WDT green 1,2
39083. 0 play G6
39084. 2 play WDT red 1,2
39085. 1 play R5
39086. 0 play B5
39087. 2 play BR
39088. 0 play WPU
39089. 1 play W
39090. 2 play B1
39091. 0 play B5
39092. 1 play WDT
39093. 2 play W+4
39094. 0 play B6
39095. 1 play WPU
39096. 2 play W+4
39097. 0 play B2
39098. 1 play WPU
39099. 2 play B+2
39100. 0 play WPU
39101. 1 play WDT
39102. 2 play B0
39103. 0 take
39104. 1 play W blue
39105. 2 play B9
39106. 0 play WDT yellow 1,2
39107. 1 play YPT
39108. 1 point 0
39109. 0 point 1
39110. 2 point 1
39111. 2 play WPU
39112. 0 play WDT
39113. 1 play G+2
39114. 2 play G4
39115. 0 play WPU
39116. 1 play W+4
39117. 2 play GPT
39118. 0 play G1
39119. 1 play G5
39120. 2 play W
39121. 0 play W+4
39122. 1 play WDT
39123. 2 play GS
39124. 0 play W+4
39125. 1 play W+4
39126. 2 play W
39127. 0 play W
39128. 1 play G2
39129. 2 play WPU
39130. 0 play WPU
39131. 1 play G8
39132. 2 play G7
39133. 0 play WPU
39134. 1 play G1
39135. 2 play G4
39136. 0 take
39137. 1 play WDT red 1,2
39138. 2 play R4
39139. 0 play R1
39140. 1 play R2
39141. 2 draw
39142. 2 play W+4 yellow
39143. 0 challenge
39144. 0 play Y2
39145. 1 play R2
39146. 2 play WPU
39147. 0 play WDT
39148. 1 play Y1
39149. 2 play Y6
39150. 0 play W+4
39151. 1 play Y7
39152. 2 play Y3
39153. 0 play W
39154. 1 play Y6
39155. 2 play WDT
39156. 0 play Y7
39157. 1 play W+4
39158. 2 play Y4
39159. 0 play WDT
39160. 1 play W+4
39161. 2 play W
39162. 0 play Y2
39163. 1 play WDT
39164. 2 play Y8
39165. 0 play WDT
39166. 1 play Y5
39167. 2 play YS
39168. 0 play W+4
39169. 1 play W
39170. 2 play WDT
39171. 0 play WPU
39172. 1 play W+4
39173. 2 play W+4
39174. 0 play WPU
39175. 1 play Y9
39176. 2 play Y3
39177. 0 play W
39178. 1 play WDT
39179. 2 play Y8
39180. 0 play W
39181. 1 play Y0
39182. 2 play W+4
39183. 0 play W
39184. 1 play W
39185. 2 play WPU
39186. 0 play W+4
39187. 1 play YPT
39188. 2 play Y1
39189. 0 play W+4
39190. 1 play W
39191. 2 play YPT
39192. 0 play WPU
39193. 1 play WDT
39194. 2 play YS
39195. 0 play W+4
39196. 1 play WDT
39197. 2 play Y4
39198. 0 play WPU
39199. 1 play W
39200. 2 play WPU
39201. 0 play WPU
39202. 1 play W
39203. 2 play YR
39204. 0 play WPU
39205. 1 play W
39206. 2 play YR
39207. 0 take
39208. 1 play W yellow
39209. 2 play WDT green 1,2
39210. 0 play GPT
39211. 1 point 2
39212. 2 point 1
39213. 0 point 1
39214. 1 play GS
39215. 0 play WDT red 0,2
39216. 1 play R3
39217. 1 play R3
39218. 2 draw
39219. 2 pass
39220. 0 play Y3
39221. 1 draw
39222. 0 play Y3
39223. 1 play W blue
39224. 2 play BR
39225. 1 play RR
39226. 2 play W red
39227. 0 play RS
39228. 2 play W blue
39229. 0 play W+4 blue
39230. 1 accept
39231. 2 play B9
39232. 0 play WDT yellow 0,1
39233. 1 play WDT red 0,1
39234. 2 draw
39235. 2 play W+4 red
39236. 0 challenge
39237. 1 play R1
39238. 1 play R1
39239. 2 play B1
39240. 0 play B3
39241. 1 play R3
39242. 2 play G3
39243. 0 play G2
39244. 1 play G5
39245. 2 play G0
39246. 0 play G5
39247. 1 play GPT
39248. 0 point 1
39249. 1 point 2
39250. 2 point 0
39251. 2 play YPT
39252. 0 point 2
39253. 2 point 0
39254. 1 point 2
39255. 0 play Y2
39256. 1 play WPU
39257. 2 play G9
39258. 0 play GR
39259. 1 play G+2
39260. 2 play G3
39261. 0 play W
39262. 1 play G7
39263. 2 play G9
39264. 0 play G8
39265. 1 play WDT
39266. 2 play W+4
39267. 0 play G1
39268. 1 play G8
39269. 2 play G6
39270. 0 play WDT
39271. 1 play GR
39272. 2 take
39273. 0 play G1
39274. 2 play G1
39275. 0 play WPU
39276. 1 play YPT
39277. 2 play WDT
39278. 0 play W+4
39279. 1 play Y3
39280. 2 play Y+2
39281. 0 play W
39282. 1 take
39283. 2 play W yellow
39284. 0 play YPT
39285. 0 point 1
39286. 2 point 1
39287. 1 point 2
39288. 1 play Y+2
39289. 0 play Y8
39290. 1 play Y3
39291. 2 play G3
39292. 0 play GS
39293. 2 play GR
39294. 1 play G6
39295. 0 play G+2
39296. 1 play R+2
39297. 2 play Y+2
39298. 0 play Y1
39299. 0 play Y1
39300. 2 play W+4 blue
39301. 1 accept
39302. 0 play W+4 red
39303. 2 challenge
39304. 2 play R2
39305. 1 play R3
39306. 0 play RPT
39307. 2 point 1
39308. 0 point 2
39309. 1 point 0
39310. 2 play R2
39311. 1 play W+4 yellow
39312. 0 accept
39313. 2 play W blue
39314. 1 play W green
39315. 0 play G7
39316. 2 play G8
39317. 1 play GS
39318. 2 play G7
39319. 1 play G2
39320. 0 play GR
39321. 1 play RR
39322. 0 play W yellow
39323. 2 play Y3
39324. 1 play WDT blue 0,1
39325. 0 play W blue
39326. 2 play B6
39327. 0 play B6
39328. 2 play G6
39329. 1 play W yellow
39330. 0 play Y6
39331. 2 play WDT blue 0,2
39332. 1 play W blue
39333. 0 play B+2
39334. 1 play R+2
39335. 2 play G+2
39336. 0 play W+4 green
39337. 2 accept
39338. 1 play GPT
39339. 0 point 2
39340. 1 point 2
39341. 2 point 1
39342. 0 play W blue
39343. 2 play B3
39344. 1 play B+2
39345. 2 play B8
39346. 1 play BR
39347. 2 play WPU
39348. 0 play G7
39349. 1 play G3
39350. 2 play GR
39351. 0 play G1
39352. 1 play W+4
39353. 2 play G9
39354. 0 play W+4
39355. 1 play G6
39356. 2 play GS
39357. 0 play G4
39358. 1 play WPU
39359. 2 play G0
39360. 0 play G2
39361. 1 play GPT
39362. 2 play G9
39363. 0 play WPU
39364. 1 take
39365. 2 play WDT green 0,1
39366. 0 play G+2
39367. 2 play W+4 green
39368. 0 accept
39369. 1 play WDT blue 0,2
39370. 2 play BS
39371. 1 play W+4 blue
39372. 2 accept
39373. 0 play B0
39374. 1 play W+4 green
39375. 2 challenge
39376. 2 play G8
39377. 0 play W yellow
39378. 1 play Y1
39379. 2 play W+4 green
39380. 0 challenge
39381. 0 draw
39382. 1 play G7
39383. 2 play W+4 green
39384. 0 challenge
39385. 0 play G5
39386. 1 play G9
39387. 2 play GPT
39388. 1 point 2
39389. 2 point 1
39390. 0 point 2
39391. 0 play GS
39392. 2 play G7
39393. 0 play G2
39394. 1 play GS
39395. 0 play W+4 red
39396. 1 accept
39397. 2 play R3
39398. 0 play R+2
39399. 2 play W+4 green
39400. 0 challenge
39401. 0 play G8
39402. 1 play GR
39403. 0 play WDT yellow 0,1
39404. 2 play WDT blue 1,2
39405. 1 play BR
39406. 2 play BPT
39407. 1 point 2
39408. 0 point 1
39409. 2 point 1
39410. 0 play WDT red 0,1
39411. 1 play R7
39412. 2 play W+4 green
39413. 0 challenge
39414. 0 draw
39415. 0 play WDT green 0,2
39416. 1 play G6
39417. 2 play W red
39418. 0 play R1
39419. 0 play R1
39420. 1 play RPT
39421. 0 point 1
39422. 1 point 0
39423. 2 point 0
39424. 2 play BPT
39425. 0 point 2
39426. 2 point 0
39427. 1 point 0
39428. 0 play W red
39429. 1 play R6
39430. 2 play R+2
39431. 1 play WPU
39432. 2 play R2
39433. 0 play R7
39434. 1 play R8
39435. 2 play W
39436. 0 play R2
39437. 1 play RS
39438. 2 play W+4
39439. 0 play R1
39440. 1 play R6
39441. 2 play W
39442. 0 play RS
39443. 1 play RR
39444. 2 play R3
39445. 0 play R4
39446. 1 play W+4
39447. 2 play WDT
39448. 0 play R5
39449. 1 play R0
39450. 2 play WDT
39451. 0 play WPU
39452. 1 play R+2
39453. 2 play WDT
39454. 0 play WDT
39455. 1 play R9
39456. 2 play R3
39457. 0 play WPU
39458. 1 play W+4
39459. 2 play W+4
39460. 0 play RPT
39461. 1 play W
39462. 2 play WDT
39463. 0 play R7
39464. 1 play WPU
39465. 2 take
39466. 0 play WPU
39467. 1 play W
39468. 2 play R8
39469. 0 play RPT
39470. 1 play R5
39471. 2 play RPT
39472. 0 play W+4
39473. 1 play W
39474. 2 play WDT
39475. 0 play WPU
39476. 1 play R9
39477. 2 play WPU
39478. 0 play W
39479. 1 play RR
39480. 2 play R6
39481. 0 play WPU
39482. 1 play R8
39483. 2 play WDT
39484. 0 play W+4
39485. 1 take
39486. 2 play R1
39487. 0 play RPT
39488. 0 point 2
39489. 2 point 1
39490. 1 point 2
39491. 1 play RPT
39492. 2 point 0
39493. 0 point 2
39494. 1 point 0
39495. 2 play R5
39496. 0 play B5
39497. 1 play R5
39498. 2 play R+2
39499. 1 play W green
39500. 2 play WPU
39501. 0 play B2
39502. 1 play BR
39503. 2 play B8
39504. 0 play B1
39505. 1 play W
39506. 2 play B+2
39507. 0 play B1
39508. 1 play W+4
39509. 2 play BPT
39510. 0 play WPU
39511. 1 play B6
39512. 2 play BR
39513. 0 play BPT
39514. 1 play W
39515. 2 play W+4
39516. 0 play WDT
39517. 1 play WPU
39518. 2 play B0
39519. 0 play WPU
39520. 1 play WPU
39521. 2 play WPU
39522. 0 play B5
39523. 1 play WPU
39524. 2 play W+4
39525. 0 play WPU
39526. 1 play B+2
39527. 2 play BS
39528. 0 play W
39529. 1 play B6
39530. 2 play B9
39531. 0 play B3
39532. 1 play W+4
39533. 2 play B4
39534. 0 play BS
39535. 1 play W
39536. 2 play B9
39537. 0 play B2
39538. 1 play WDT
39539. 2 play BPT
39540. 0 play W+4
39541. 1 play WDT
39542. 2 play B8
39543. 0 play W+4
39544. 1 play WPU
39545. 2 play W
39546. 0 play WPU
39547. 1 play WDT
39548. 2 play BPT
39549. 0 play WPU
39550. 1 take
39551. 2 play B3
39552. 0 play G3
39553. 1 play G8
39554. 2 play G7
39555. 0 play W+4 blue
39556. 1 accept
39557. 2 play B7
39558. 0 play WPU
39559. 1 play W+4
39560. 2 play G6
39561. 0 play W+4
39562. 1 play G3
39563. 2 play GPT
39564. 0 play G+2
39565. 1 play G6
39566. 2 play W+4
39567. 0 play W
39568. 1 play G8
39569. 2 play WDT
39570. 0 play G+2
39571. 1 play GR
39572. 2 play W+4
39573. 0 play W
39574. 1 play G0
39575. 2 play GS
39576. 0 play G5
39577. 1 play GR
39578. 2 play W
39579. 0 play W+4
39580. 1 play WDT
39581. 2 play W
39582. 0 play WDT
39583. 1 play G1
39584. 2 play WDT
39585. 0 play W+4
39586. 1 play W
39587. 2 play WDT
39588. 0 play WDT
39589. 1 play GS
39590. 2 take
39591. 0 play GPT
39592. 2 point 0
39593. 0 point 2
39594. 1 point 2
39595. 1 play G7
39596. 2 play G0
39597. 0 play GPT
39598. 2 point 0
39599. 1 point 0
39600. 0 point 2
39601. 1 play G5
39602. 2 play G6
39603. 0 play G1
39604. 1 play GPT
39605. 0 point 2
39606. 2 point 0
39607. 1 point 2
39608. 2 play G7
39609. 0 play W+4 red
39610. 1 accept
39611. 2 play R+2
39612. 1 play R5
39613. 2 play W+4 yellow
39614. 0 accept
39615. 1 play WDT green 0,2
39616. 2 play G5
39617. 0 play WDT blue 0,1
39618. 1 play WPU
39619. 2 play G1
39620. 0 play W+4
39621. 1 play WPU
39622. 2 play GS
39623. 0 play G6
39624. 1 play WPU
39625. 2 play W
39626. 0 play G7
39627. 1 play G9
39628. 2 play GPT
39629. 0 play GPT
39630. 1 play G4
39631. 2 play W+4
39632. 0 play WDT
39633. 1 play WDT
39634. 2 play GS
39635. 0 play G1
39636. 1 play WPU
39637. 2 play GPT
39638. 0 play G4
39639. 1 play W
39640. 2 play W+4
39641. 0 play W
39642. 1 play W
39643. 2 play G3
39644. 0 play G0
39645. 1 play W
39646. 2 play G8
39647. 0 play W
39648. 1 play G2
39649. 2 play W+4
39650. 0 play WDT
39651. 1 play G7
39652. 2 play G6
39653. 0 play W
39654. 1 play GPT
39655. 2 play GR
39656. 0 play W
39657. 1 play G5
39658. 2 play G3
39659. 0 play W
39660. 1 play WPU
39661. 2 play G+2
39662. 0 play W
39663. 1 play G9
39664. 2 play G8
39665. 0 play W
39666. 1 play WPU
39667. 2 play GR
39668. 0 take
39669. 1 play WPU
39670. 2 play G+2
39671. 0 play GPT
39672. 1 play W+4
39673. 2 play W
39674. 0 play G+2
39675. 1 play G2
39676. 2 play W
39677. 0 play W+4
39678. 1 play W
39679. 2 play W+4
39680. 0 play GS
39681. 1 play W+4
39682. 2 play WDT
39683. 0 play WPU
39684. 1 play WPU
39685. 2 play WDT
39686. 0 play G2
39687. 1 play WDT
39688. 2 play W
39689. 0 play G3
39690. 1 play WPU
39691. 2 play WDT
39692. 0 play W
39693. 1 play W+4
39694. 2 play WDT
39695. 0 play G6
39696. 1 play WPU
39697. 2 play WDT
39698. 0 play GS
39699. 1 play WPU
39700. 2 play WDT
39701. 0 play WPU
39702. 1 play WPU
39703. 2 play W
39704. 0 play WDT
39705. 1 play W+4
39706. 2 play W+4
39707. 0 play WDT
39708. 1 play W+4
39709. 2 take
39710. 0 play G7
39711. 0 play G7
39712. 1 draw
39713. 1 play G7
39714. 2 play GS
39715. 1 play BS
39716. 0 play WDT blue 0,2
39717. 1 play BPT
39718. 0 point 2
39719. 1 point 0
39720. 2 point 1
39721. 2 play GPT
39722. 1 point 0
39723. 2 point 1
39724. 0 point 2
39725. 0 play YPT
39726. 2 point 0
39727. 1 point 2
39728. 0 point 1
39729. 1 play RPT
39730. 0 point 1
39731. 2 point 0
39732. 1 point 0
39733. 2 play W red
39734. 0 play WDT blue 0,2
39735. 1 play BS
39736. 0 play YS
39737. 2 play RS
39738. 1 play RR
39739. 0 play R5
39740. 2 play R7
39741. 1 play R6
39742. 0 play R+2
39743. 1 play R8
39744. 0 play WDT green 0,2
39745. 2 play GS
39746. 0 draw
39747. 2 play G7
39748. 1 play G7
39749. 0 play G1
39750. 0 play G1
39751. 2 play G+2
39752. 0 play G5
39753. 2 play W green
39754. 1 play WDT blue 0,1
39755. 0 play WPU
39756. 2 play R6
39757. 1 play RPT
39758. 0 play RR
39759. 2 play WDT
39760. 1 play R9
39761. 0 play R4
39762. 2 play R4
39763. 1 play R5
39764. 0 play W+4
39765. 2 play W+4
39766. 1 play R8
39767. 0 play W
39768. 2 play R+2
39769. 1 play RPT
39770. 0 play R5
39771. 2 play R9
39772. 1 take
39773. 0 play W red
39774. 2 play RR
39775. 0 play YR
39776. 2 play W+4 yellow
39777. 1 challenge
39778. 1 play WDT red 0,1
39779. 0 play W+4 yellow
39780. 2 accept
39781. 1 play Y2
39782. 0 play Y8
39783. 2 play WDT blue 0,1
39784. 1 play B2
39785. 0 play W+4 red
39786. 2 accept
39787. 1 play RPT
39788. 2 point 1
39789. 1 point 0
39790. 0 point 1
39791. 0 draw
39792. 0 play R+2
39793. 1 play W red
39794. 0 play WPU
39795. 2 play WPU
39796. 1 play W+4
39797. 0 play Y1
39798. 2 play Y+2
39799. 1 play YPT
39800. 0 play W
39801. 2 play YS
39802. 1 play YPT
39803. 0 play Y9
39804. 2 play W+4
39805. 1 play YPT
39806. 0 play Y9
39807. 2 play W+4
39808. 1 play W+4
39809. 0 play Y6
39810. 2 play Y1
39811. 1 take
39812. 0 play YR
39813. 1 play W+4 blue
39814. 2 accept
39815. 0 play W+4 yellow
39816. 1 challenge
39817. 1 play W green
39818. 2 play G2
39819. 0 play G9
39820. 1 play R9
39821. 2 play RS
39822. 1 play R5
39823. 2 play RS
39824. 1 play R8
39825. 2 play R0
39826. 0 play G0
39827. 1 play W yellow
39828. 2 play W green
39829. 0 play GR
39830. 2 play WPU
39831. 1 play WDT
39832. 0 play W+4
39833. 2 play G+2
39834. 1 play WPU
39835. 0 play G3
39836. 2 play W+4
39837. 1 play G5
39838. 0 play W+4
39839. 2 play GS
39840. 1 play W+4
39841. 0 play G6
39842. 2 play W
39843. 1 play W+4
39844. 0 play GPT
39845. 2 play G6
39846. 1 play W+4
39847. 0 play W
39848. 2 play G1
39849. 1 take
39850. 0 play G5
39851. 2 play G+2
39852. 0 play GR
39853. 1 play G0
39854. 2 play G1
39855. 0 play WPU
39856. 1 play W+4
39857. 2 play WDT
39858. 0 play Y4
39859. 1 play W
39860. 2 play W
39861. 0 play Y3
39862. 1 play WDT
39863. 2 play YPT
39864. 0 play W
39865. 1 play WPU
39866. 2 play WDT
39867. 0 play Y+2
39868. 1 play YPT
39869. 2 play W
39870. 0 play Y4
39871. 1 play Y+2
39872. 2 play W+4
39873. 0 play Y5
39874. 1 play YPT
39875. 2 play WPU
39876. 0 play Y8
39877. 1 play W
39878. 2 play W+4
39879. 0 play Y0
39880. 1 play YS
39881. 2 play YR
39882. 0 play WDT
39883. 1 play Y1
39884. 2 play Y2
39885. 0 play Y6
39886. 1 play YPT
39887. 2 play W
39888. 0 play Y3
39889. 1 play W+4
39890. 2 play W+4
39891. 0 play YS
39892. 1 play W
39893. 2 play WDT
39894. 0 play Y7
39895. 1 play Y6
39896. 2 play W+4
39897. 0 play Y7
39898. 1 play Y9
39899. 2 play WPU
39900. 0 play Y5
39901. 1 play Y2
39902. 2 play Y8
39903. 0 play WPU
39904. 1 play Y9
39905. 2 play WPU
39906. 0 play W
39907. 1 play Y1
39908. 2 play WPU
39909. 0 play W
39910. 1 play W+4
39911. 2 play WPU
39912. 0 play W
39913. 1 play W+4
39914. 2 play WDT
39915. 0 play W
39916. 1 play W+4
39917. 2 play WPU
39918. 0 play W
39919. 1 play W+4
39920. 2 play WPU
39921. 0 play W
39922. 1 take
39923. 2 play WDT red 1,2
39924. 0 play W blue
39925. 1 play B5
39926. 2 play WDT blue 1,2
39927. 0 play B2
39928. 1 play B1
39929. 1 play B1
39930. 2 play R1
39931. 0 play R1
39932. 1 play R5
39933. 2 play R2
39934. 0 play RPT
39935. 2 point 1
39936. 0 point 1
39937. 1 point 2
39938. 1 play WDT green 0,1
39939. 2 play G3
39940. 0 play GPT
39941. 2 point 1
39942. 1 point 0
39943. 0 point 2
39944. 1 play W+4 green
39945. 2 challenge
39946. 2 play G2
39947. 0 play GS
39948. 2 play BS
39949. 1 play B3
39950. 1 play B3
39951. 2 play B7
39952. 2 play B7
39953. 0 draw
39954. 1 play BPT
39955. 1 point 2
39956. 0 point 2
39957. 2 point 1
39958. 2 play BS
39959. 1 play WDT green 0,2
39960. 2 play WDT blue 0,1
39961. 0 draw
39962. 0 play WDT red 0,1
39963. 1 play R0
39964. 2 play R3
39965. 0 play R9
39966. 1 play G9
39967. 2 play WDT green 1,2
39968. 0 play G8
39969. 1 play W+4 yellow
39970. 2 accept
39971. 0 draw
39972. 1 play Y2
39973. 1 play Y2
39974. 2 play WPU
39975. 0 play G8
39976. 1 play WPU
39977. 2 play G5
39978. 0 play G4
39979. 1 play WPU
39980. 2 play WDT
39981. 0 play G9
39982. 1 play G+2
39983. 2 play WDT
39984. 0 play G4
39985. 1 play GPT
39986. 2 play G7
39987. 0 play GPT
39988. 1 play G1
39989. 2 play G7
39990. 0 play GPT
39991. 1 play WDT
39992. 2 play G2
39993. 0 take
39994. 1 play G3
39995. 2 play G0
39996. 0 play WDT green 0,1
39997. 1 play GS
39998. 0 play G+2
39999. 2 play R+2
40000. 1 play B+2
40001. 0 play WPU
40002. 1 play G5
40003. 2 play GPT
40004. 0 play G7
40005. 1 play W+4
40006. 2 play W
40007. 0 play G8
40008. 1 play WDT
40009. 2 take
40010. 0 play GPT
40011. 2 point 0
40012. 1 point 0
40013. 0 point 1
40014. 1 play G2
40015. 2 play GPT
40016. 1 point 2
40017. 2 point 0
40018. 0 point 1
40019. 0 play G5
40020. 1 play WPU
40021. 2 play G7
40022. 0 play GPT
40023. 1 play GR
40024. 2 play G5
40025. 0 play G7
40026. 1 play WPU
40027. 2 play G8
40028. 0 play G2
40029. 1 play G3
40030. 2 play WDT
40031. 0 play G1
40032. 1 play GR
40033. 2 play W+4
40034. 0 play WPU
40035. 1 play W+4
40036. 2 play G+2
40037. 0 play G9
40038. 1 play WDT
40039. 2 play W
40040. 0 play G4
40041. 1 play W+4
40042. 2 take
40043. 0 play WDT yellow 0,1
40044. 1 play Y1
40045. 2 play WPU
40046. 0 play BS
40047. 1 play BPT
40048. 2 play W+4
40049. 0 play WDT
40050. 1 play B8
40051. 2 play W
40052. 0 play B1
40053. 1 play B2
40054. 2 play B4
40055. 0 play B2
40056. 1 play W+4
40057. 2 play WPU
40058. 0 play B3
40059. 1 play B9
40060. 2 play W+4
40061. 0 play B3
40062. 1 play B8
40063. 2 play W+4
40064. 0 take
40065. 1 play B5
40066. 1 play B5
40067. 2 play WDT blue 0,1
40068. 0 play B8
40069. 1 play W+4 blue
40070. 2 challenge
40071. 2 play WDT yellow 0,1
40072. 0 play W green
40073. 1 play WPU
40074. 2 play R5
40075. 0 play R8
40076. 1 play R6
40077. 2 play R8
40078. 0 play RPT
40079. 1 play R7
40080. 2 play R3
40081. 0 play WPU
40082. 1 play R+2
40083. 2 play R6
40084. 0 play R1
40085. 1 play RS
40086. 2 play R7
40087. 0 play WPU
40088. 1 play R0
40089. 2 play R2
40090. 0 play W+4
40091. 1 play WDT
40092. 2 play R1
40093. 0 play RPT
40094. 1 play W
40095. 2 play R5
40096. 0 play WDT
40097. 1 play RR
40098. 2 play R2
40099. 0 play W+4
40100. 1 play W
40101. 2 play RS
40102. 0 play WDT
40103. 1 play W+4
40104. 2 play RPT
40105. 0 play W+4
40106. 1 play RR
40107. 2 take
40108. 0 play W+4 blue
40109. 1 challenge
40110. 2 draw
40111. 0 draw
40112. 1 play B1
40113. 2 play G1
40114. 1 play G1
40115. 2 play G4
40116. 0 play G0
40117. 1 play WDT yellow 0,1
40118. 2 play WPU
40119. 0 play B2
40120. 1 play B9
40121. 2 play W
40122. 0 play BS
40123. 1 play BR
40124. 2 play WDT
40125. 0 play B+2
40126. 1 play B6
40127. 2 play WDT
40128. 0 play BS
40129. 1 play B7
40130. 2 play WPU
40131. 0 play BPT
40132. 1 play B7
40133. 2 play W+4
40134. 0 play WDT
40135. 1 play B+2
40136. 2 play W
40137. 0 play B8
40138. 1 play BPT
40139. 2 play W+4
40140. 0 play B5
40141. 1 play B0
40142. 2 play WDT
40143. 0 play B9
40144. 1 play W
40145. 2 play W+4
40146. 0 play B1
40147. 1 play BPT
40148. 2 play W+4
40149. 0 play B3
40150. 1 play BPT
40151. 2 take
40152. 0 draw
40153. 1 play WPU
40154. 2 play WDT
40155. 0 play B2
40156. 1 play B4
40157. 2 play B3
40158. 0 play B3
40159. 1 play WDT
40160. 2 play B1
40161. 0 play WDT
40162. 1 play B6
40163. 2 play WPU
40164. 0 play B4
40165. 1 play BR
40166. 2 play B5
40167. 0 play W+4
40168. 1 play WDT
40169. 2 play B6
40170. 0 take
40171. 1 play WDT yellow 0,2
40172. 2 play W blue
40173. 0 play B1
40174. 1 play W blue
40175. 2 play B9
40176. 0 play R9
40177. 1 play R9
40178. 2 play W+4 red
40179. 0 accept
40180. 1 draw
40181. 1 play W+4 green
40182. 2 accept
40183. 0 play W green
40184. 1 play G8
40185. 2 play GR
40186. 1 play YR
40187. 2 play W+4 yellow
40188. 0 accept
40189. 1 play YR
40190. 0 play Y1
40191. 2 play WDT yellow 1,2
40192. 1 play WPU
40193. 0 play W+4
40194. 2 play WPU
40195. 1 play YS
40196. 0 play YR
40197. 2 play W
40198. 1 play Y8
40199. 0 play Y2
40200. 2 play WDT
40201. 1 play Y+2
40202. 0 play W
40203. 2 play WPU
40204. 1 play Y4
40205. 0 play WPU
40206. 2 play WPU
40207. 1 play WPU
40208. 0 play WPU
40209. 2 play W+4
40210. 1 play W+4
40211. 0 play WDT
40212. 2 play W+4
40213. 1 play YS
40214. 0 play W
40215. 2 play W+4
40216. 1 play W
40217. 0 play WPU
40218. 2 play WDT
40219. 1 play Y4
40220. 0 play WDT
40221. 2 play WDT
40222. 1 play Y0
40223. 0 play W
40224. 2 play W
40225. 1 play Y9
40226. 0 play WDT
40227. 2 play WDT
40228. 1 play Y7
40229. 0 play W+4
40230. 2 play WDT
40231. 1 play Y5
40232. 0 play WDT
40233. 2 take
40234. 1 play WPU
40235. 0 play WDT
40236. 2 play Y5
40237. 1 play Y3
40238. 0 play WDT
40239. 2 play Y0
40240. 1 play Y+2
40241. 0 play W+4
40242. 2 play Y+2
40243. 1 play YPT
40244. 0 take
40245. 2 play Y4
40246. 1 play YPT
40247. 0 point 2
40248. 2 point 1
40249. 1 point 2
40250. 0 play Y5
40251. 2 play Y9
40252. 1 play Y9
40253. 0 play YPT
40254. 1 point 0
40255. 2 point 1
40256. 0 point 2
40257. 2 play W+4 yellow
40258. 1 challenge
40259. 1 play W+4 blue
40260. 0 challenge
40261. 0 play B4
40262. 2 play B2
40263. 1 play W green
40264. 0 play WDT blue 1,2
40265. 2 play WPU
40266. 1 play W
40267. 0 play B3
40268. 2 play B9
40269. 1 play WPU
40270. 0 play B8
40271. 2 play BPT
40272. 1 play W+4
40273. 0 play B5
40274. 2 play W
40275. 1 play W
40276. 0 play B3
40277. 2 play W+4
40278. 1 play W
40279. 0 play WDT
40280. 2 play WDT
40281. 1 play W
40282. 0 play B2
40283. 2 play B5
40284. 1 play WPU
40285. 0 play WDT
40286. 2 play WDT
40287. 1 play W
40288. 0 play B6
40289. 2 play B1
40290. 1 play W
40291. 0 play B6
40292. 2 play WDT
40293. 1 play W
40294. 0 play W+4
40295. 2 play B8
40296. 1 play WPU
40297. 0 play BR
40298. 2 play B9
40299. 1 play W
40300. 0 play B4
40301. 2 play B1
40302. 1 play WPU
40303. 0 take
40304. 2 play B7
40305. 2 play B7
40306. 1 play W yellow
40307. 0 play W+4 yellow
40308. 2 accept
40309. 1 play Y7
40310. 0 play Y0
40311. 2 play Y2
40312. 1 play Y1
40313. 2 play Y1
40314. 1 play WPU
40315. 0 play W+4
40316. 2 play WPU
40317. 1 play W
40318. 0 play WDT
40319. 2 play W
40320. 1 play Y6
40321. 0 play YR
40322. 2 play W
40323. 1 play Y5
40324. 0 play Y+2
40325. 2 play W+4
40326. 1 play Y6
40327. 0 play Y3
40328. 2 play W
40329. 1 play Y8
40330. 0 play Y5
40331. 2 play Y9
40332. 1 play YPT
40333. 0 play W
40334. 2 play YS
40335. 1 play W+4
40336. 0 play Y+2
40337. 2 play YS
40338. 1 play Y2
40339. 0 play WPU
40340. 2 play YR
40341. 1 play Y3
40342. 0 play WPU
40343. 2 play Y7
40344. 1 play YPT
40345. 0 play WDT
40346. 2 play YPT
40347. 1 play YPT
40348. 0 play W
40349. 2 play WPU
40350. 1 play W+4
40351. 0 play WPU
40352. 2 play W+4
40353. 1 play W+4
40354. 0 play W
40355. 2 play Y8
40356. 1 take
40357. 0 play WPU
40358. 2 play Y4
40359. 1 play W
40360. 0 play WDT
40361. 2 play Y4
40362. 1 play Y3
40363. 0 play W+4
40364. 2 play Y9
40365. 1 play WPU
40366. 0 play W
40367. 2 play WPU
40368. 1 play WDT
40369. 0 play WDT
40370. 2 play W
40371. 1 play YR
40372. 0 play WDT
40373. 2 play W+4
40374. 1 play YR
40375. 0 play W
40376. 2 play WPU
40377. 1 play WPU
40378. 0 play W
40379. 2 play WDT
40380. 1 play Y6
40381. 0 play W
40382. 2 play W
40383. 1 play Y3
40384. 0 play W
40385. 2 play WDT
40386. 1 play WPU
40387. 0 play W
40388. 2 play WPU
40389. 1 play Y9
40390. 0 play W
40391. 2 play WPU
40392. 1 play Y5
40393. 0 take
40394. 2 play W+4 red
40395. 1 accept
40396. 0 play WPU
40397. 2 play R6
40398. 1 play W
40399. 0 play W
40400. 2 play R7
40401. 1 play RPT
40402. 0 play WPU
40403. 2 play W+4
40404. 1 play R+2
40405. 0 play W+4
40406. 2 play R7
40407. 1 play W+4
40408. 0 play W+4
40409. 2 play R5
40410. 1 play WDT
40411. 0 play R9
40412. 2 play RR
40413. 1 play R4
40414. 0 play WPU
40415. 2 play R1
40416. 1 play WPU
40417. 0 play W
40418. 2 play WDT
40419. 1 play R4
40420. 0 play WPU
40421. 2 play WDT
40422. 1 play W
40423. 0 play WPU
40424. 2 play R8
40425. 1 play WPU
40426. 0 play WPU
40427. 2 play R+2
40428. 1 play W+4
40429. 0 play W
40430. 2 play R5
40431. 1 play W
40432. 0 play W
40433. 2 play RR
40434. 1 play W
40435. 0 play WPU
40436. 2 play WDT
40437. 1 play W+4
40438. 0 play W
40439. 2 play R6
40440. 1 play WPU
40441. 0 play W
40442. 2 play R9
40443. 1 play W+4
40444. 0 play WDT
40445. 2 play R8
40446. 1 play W
40447. 0 play W
40448. 2 play R2
40449. 1 play W+4
40450. 0 play WDT
40451. 2 play WDT
40452. 1 play W
40453. 0 play W
40454. 2 play W+4
40455. 1 play W+4
40456. 0 play WDT
40457. 2 play WDT
40458. 1 play W+4
40459. 0 play WDT
40460. 2 play RPT
40461. 1 take
40462. 0 play WDT red 0,2
40463. 2 play RPT
40464. 0 point 1
40465. 1 point 2
40466. 2 point 0
40467. 1 play WDT yellow 0,2
40468. 0 play WDT red 0,1
40469. 2 play R0
40470. 1 play R+2
40471. 2 play RPT
40472. 0 point 2
40473. 2 point 1
40474. 1 point 0
40475. 1 play YPT
40476. 0 point 1
40477. 2 point 0
40478. 1 point 2
40479. 0 play Y3
40480. 2 play WPU
40481. 1 play Y7
40482. 0 play Y4
40483. 2 play WDT
40484. 1 play Y2
40485. 0 play Y4
40486. 2 play WPU
40487. 1 play Y8
40488. 0 play YR
40489. 2 take
40490. 1 play Y8
40491. 0 play YR
40492. 1 play Y1
40493. 2 play R1
40494. 0 play W blue
40495. 1 play W yellow
40496. 2 play Y7
40497. 0 play Y9
40498. 1 play YS
40499. 0 play Y6
40500. 1 play YPT
40501. 2 point 0
40502. 0 point 1
40503. 1 point 2
40504. 2 play Y1
40505. 0 play Y5
40506. 1 play Y+2
40507. 0 play Y9
40508. 1 play Y1
40509. 2 play WPU
40510. 0 play W
40511. 1 play W
40512. 2 play Y3
40513. 0 play Y3
40514. 1 play W+4
40515. 2 play W
40516. 0 play WDT
40517. 1 play Y6
40518. 2 play Y8
40519. 0 play Y6
40520. 1 play WDT
40521. 2 play Y4
40522. 0 play Y0
40523. 1 play Y+2
40524. 2 play YR
40525. 0 play WDT
40526. 1 play W
40527. 2 play Y2
40528. 0 take
40529. 1 play YS
40530. 0 play GS
40531. 2 play G+2
40532. 1 play W blue
40533. 2 play BPT
40534. 0 point 1
40535. 1 point 2
40536. 2 point 1
40537. 0 play B6
40538. 0 play B6
40539. 1 play WPU
40540. 2 play Y8
40541. 0 play Y7
40542. 1 play W
40543. 2 play Y4
40544. 0 play Y6
40545. 1 play WPU
40546. 2 play WDT
40547. 0 play YR
40548. 1 play YPT
40549. 2 take
40550. 0 play Y3
40551. 1 play YPT
40552. 1 point 0
40553. 2 point 0
40554. 0 point 1
40555. 2 draw
40556. 0 play WPU
40557. 1 play Y5
40558. 2 play Y7
40559. 0 play Y1
40560. 1 play Y7
40561. 2 play Y6
40562. 0 play Y9
40563. 1 play WPU
40564. 2 play YPT
40565. 0 play Y+2
40566. 1 play Y9
40567. 2 play Y4
40568. 0 play Y8
40569. 1 play W
40570. 2 play WPU
40571. 0 play Y2
40572. 1 play YPT
40573. 2 play Y8
40574. 0 play Y6
40575. 1 play W
40576. 2 play W
40577. 0 play Y4
40578. 1 play Y2
40579. 2 play YR
40580. 0 play Y0
40581. 1 play WDT
40582. 2 play YR
40583. 0 play W+4
40584. 1 play W
40585. 2 play WDT
40586. 0 play Y3
40587. 1 play W+4
40588. 2 take
40589. 0 play YS
40590. 2 play YPT
40591. 2 point 0
40592. 1 point 0
40593. 0 point 2
40594. 0 play WDT yellow 0,2
40595. 1 play WPU
40596. 2 play WPU
40597. 0 play WDT
40598. 1 play W+4
40599. 2 play W+4
40600. 0 play G9
40601. 1 play WPU
40602. 2 play G9
40603. 0 play G4
40604. 1 play GS
40605. 2 play G7
40606. 0 play GPT
40607. 1 play WPU
40608. 2 play G3
40609. 0 play G0
40610. 1 play G6
40611. 2 play W+4
40612. 0 play G5
40613. 1 play GPT
40614. 2 play GR
40615. 0 play WDT
40616. 1 play WDT
40617. 2 play GPT
40618. 0 play G8
40619. 1 play WDT
40620. 2 play WDT
40621. 0 play WPU
40622. 1 play WPU
40623. 2 play G2
40624. 0 play W
40625. 1 play G6
40626. 2 play G8
40627. 0 play G3
40628. 1 play G+2
40629. 2 play GR
40630. 0 play W
40631. 1 play WPU
40632. 2 play GS
40633. 0 play W
40634. 1 play WPU
40635. 2 play WDT
40636. 0 play W
40637. 1 play W+4
40638. 2 play G2
40639. 0 take
40640. 1 play WDT green 0,1
40641. 2 play W yellow
40642. 0 play WPU
40643. 1 play WDT
40644. 2 play W
40645. 0 play Y5
40646. 1 play W
40647. 2 play YR
40648. 0 play W+4
40649. 1 play W
40650. 2 play Y1
40651. 0 play WPU
40652. 1 play WPU
40653. 2 play YR
40654. 0 play WDT
40655. 1 play W+4
40656. 2 play WPU
40657. 0 play W
40658. 1 play W+4
40659. 2 play Y8
40660. 0 play WPU
40661. 1 play W+4
40662. 2 play Y1
40663. 0 play WPU
40664. 1 play W+4
40665. 2 play Y+2
40666. 0 play W+4
40667. 1 play W
40668. 2 play Y7
40669. 0 play WPU
40670. 1 play WDT
40671. 2 play Y2
40672. 0 play W
40673. 1 play WDT
40674. 2 play Y4
40675. 0 play W
40676. 1 play W
40677. 2 play Y6
40678. 0 play W
40679. 1 play W+4
40680. 2 play YS
40681. 0 play WDT
40682. 1 play WDT
40683. 2 play Y2
40684. 0 play WDT
40685. 1 play W
40686. 2 play Y3
40687. 0 play W+4
40688. 1 play W+4
40689. 2 play Y9
40690. 0 play W+4
40691. 1 play W
40692. 2 play W
40693. 0 play WPU
40694. 1 play W
40695. 2 play Y7
40696. 0 play WDT
40697. 1 play W+4
40698. 2 play YPT
40699. 0 play WPU
40700. 1 play W+4
40701. 2 play W
40702. 0 play WDT
40703. 1 take
40704. 2 play Y8
40705. 0 play WDT blue 0,2
40706. 1 play WPU
40707. 2 play W
40708. 0 play B4
40709. 1 play BPT
40710. 2 play BR
40711. 0 play B2
40712. 1 play WDT
40713. 2 play B7
40714. 0 play BR
40715. 1 play W+4
40716. 2 play BPT
40717. 0 play B1
40718. 1 play W+4
40719. 2 play BPT
40720. 0 play B2
40721. 1 play WDT
40722. 2 play B+2
40723. 0 play B8
40724. 1 play WDT
40725. 2 play BS
40726. 0 play BPT
40727. 1 play WPU
40728. 2 play B+2
40729. 0 play B9
40730. 1 play WPU
40731. 2 play B4
40732. 0 play B8
40733. 1 play WDT
40734. 2 play B0
40735. 0 play B5
40736. 1 play W+4
40737. 2 play BS
40738. 0 play B3
40739. 1 play B7
40740. 2 take
40741. 0 play B3
40742. 1 play Y3
40743. 2 play B3
40744. 0 play G3
40745. 1 play Y3
40746. 2 play Y6
40747. 1 play Y6
40748. 2 play Y4
40749. 1 play Y4
40750. 2 play Y0
40751. 0 play G0
40752. 1 play W red
40753. 2 play R3
40754. 0 draw
40755. 1 play RPT
40756. 0 point 2
40757. 1 point 2
40758. 2 point 0
40759. 2 play WDT green 1,2
40760. 0 play GS
40761. 2 play G1
40762. 0 play G5
40763. 1 play WPU
40764. 2 play W+4
40765. 0 play Y+2
40766. 1 play W+4
40767. 2 play YPT
40768. 0 take
40769. 1 play WPU
40770. 2 play WPU
40771. 0 play W+4
40772. 1 play WPU
40773. 2 play WDT
40774. 0 play Y3
40775. 1 play Y+2
40776. 2 play WDT
40777. 0 play W+4
40778. 1 play Y7
40779. 2 play Y5
40780. 0 play Y+2
40781. 1 play W+4
40782. 2 play Y9
40783. 0 play YPT
40784. 1 play Y5
40785. 2 play WDT
40786. 0 take
40787. 1 play YPT
40788. 0 point 2
40789. 1 point 0
40790. 2 point 1
40791. 2 play W red
40792. 0 play WPU
40793. 1 play Y8
40794. 2 play W+4
40795. 0 play Y5
40796. 1 play WDT
40797. 2 play WPU
40798. 0 play Y7
40799. 1 play YS
40800. 2 play WPU
40801. 0 play Y3
40802. 1 play Y9
40803. 2 play WPU
40804. 0 play YPT
40805. 1 play W+4
40806. 2 play W+4
40807. 0 play WDT
40808. 1 play Y1
40809. 2 take
40810. 0 play Y+2
40811. 2 play Y3
40812. 0 play W+4 blue
40813. 1 accept
40814. 2 play B+2
40815. 1 play R+2
40816. 0 play Y+2
40817. 2 play Y8
40818. 0 play Y9
40819. 1 play YR
40820. 0 play Y5
40821. 2 play W red
40822. 1 play W blue
40823. 0 play WDT green 0,2
40824. 2 play G1
40825. 1 play R1
40826. 0 play W+4 yellow
40827. 2 challenge
40828. 2 play Y3
40829. 1 play WDT yellow 0,2
40830. 0 play Y4
40831. 2 play W red
40832. 1 play R3
40833. 0 play WDT blue 1,2
40834. 2 play B4
40835. 1 play WPU
40836. 0 play W
40837. 2 play WPU
40838. 1 play RR
40839. 0 play WDT
40840. 2 play R2
40841. 1 play R4
40842. 0 play W+4
40843. 2 play WPU
40844. 1 play R6
40845. 0 play WPU
40846. 2 play RPT
40847. 1 play W
40848. 0 play WPU
40849. 2 play W+4
40850. 1 play R0
40851. 0 play WDT
40852. 2 play R1
40853. 1 play R8
40854. 0 take
40855. 2 play WDT blue 0,1
40856. 1 play W yellow
40857. 0 play YS
40858. 1 play W+4 red
40859. 0 accept
40860. 2 play WDT yellow 0,1
40861. 1 play Y6
40862. 0 play Y0
40863. 2 play Y5
40864. 1 play Y6
40865. 0 play W blue
40866. 2 play B7
40867. 1 play WDT yellow 0,1
40868. 0 play WDT red 0,1
40869. 2 play W+4 red
40870. 1 accept
40871. 0 play W+4 blue
40872. 2 challenge
40873. 2 play WPU
40874. 1 play W+4
40875. 0 play W+4
40876. 2 play B8
40877. 1 play W
40878. 0 play WDT
40879. 2 play B1
40880. 1 play W
40881. 0 play B5
40882. 2 play BR
40883. 1 play W+4
40884. 0 play B1
40885. 2 play BS
40886. 1 play WPU
40887. 0 play W
40888. 2 play BR
40889. 1 play B+2
40890. 0 play B9
40891. 2 play B9
40892. 1 play W+4
40893. 0 play WPU
40894. 2 play B6
40895. 1 play W+4
40896. 0 play W
40897. 2 play B2
40898. 1 play W+4
40899. 0 play W+4
40900. 2 play B+2
40901. 1 play W
40902. 0 play W+4
40903. 2 play W+4
40904. 1 play W
40905. 0 play B3
40906. 2 play WDT
40907. 1 play WPU
40908. 0 play WPU
40909. 2 play B8
40910. 1 play W
40911. 0 play WPU
40912. 2 play B2
40913. 1 play WPU
40914. 0 play WDT
40915. 2 play BPT
40916. 1 play WDT
40917. 0 play WPU
40918. 2 play B5
40919. 1 play WDT
40920. 0 play B3
40921. 2 play B6
40922. 1 play WPU
40923. 0 play WPU
40924. 2 play B4
40925. 1 play W
40926. 0 play WPU
40927. 2 play BPT
40928. 1 play W
40929. 0 play WPU
40930. 2 play B7
40931. 1 play W
40932. 0 take
40933. 2 play BS
40934. 0 play WPU
40935. 2 play Y9
40936. 1 play Y2
40937. 0 play Y5
40938. 2 play Y7
40939. 1 play Y8
40940. 0 play WDT
40941. 2 play Y8
40942. 1 play WDT
40943. 0 play W
40944. 2 play Y+2
40945. 1 play Y9
40946. 0 play Y+2
40947. 2 play Y1
40948. 1 play YR
40949. 0 play W
40950. 2 play Y3
40951. 1 play Y2
40952. 0 play WDT
40953. 2 play YS
40954. 1 play W
40955. 0 play W
40956. 2 play YPT
40957. 1 play YPT
40958. 0 play W+4
40959. 2 play YPT
40960. 1 play Y1
40961. 0 play WPU
40962. 2 take
40963. 1 play YPT
40964. 0 point 2
40965. 2 point 1
40966. 1 point 0
40967. 0 play W blue
40968. 2 play W+4 red
40969. 1 challenge
40970. 1 play R9
40971. 0 play R4
40972. 2 play W green
40973. 1 play WDT green 0,2
40974. 0 play WPU
40975. 2 play Y9
40976. 1 play YR
40977. 0 play WPU
40978. 2 play WPU
40979. 1 play Y4
40980. 0 play W
40981. 2 play Y8
40982. 1 play Y4
40983. 0 play WDT
40984. 2 play Y2
40985. 1 play Y7
40986. 0 play W
40987. 2 play YPT
40988. 1 play W
40989. 0 play WDT
40990. 2 play YR
40991. 1 play WDT
40992. 0 play W
40993. 2 play Y1
40994. 1 play W
40995. 0 play W
40996. 2 play Y9
40997. 1 play W
40998. 0 play WDT
40999. 2 play Y+2
41000. 1 take
41001. 0 play W+4 blue
41002. 2 challenge
41003. 2 play WDT yellow 0,1
41004. 1 play Y1
41005. 0 play B1
41006. 2 play WDT blue 0,1
41007. 1 play WDT green 0,2
41008. 0 draw
41009. 0 play W blue
41010. 2 play B0
41011. 1 play W yellow
41012. 0 play Y5
41013. 2 play Y6
41014. 1 play WPU
41015. 0 play RPT
41016. 2 play WPU
41017. 1 play RPT
41018. 0 play WDT
41019. 2 play R3
41020. 1 play WDT
41021. 0 play W
41022. 2 play W
41023. 1 play R8
41024. 0 play WPU
41025. 2 play W
41026. 1 play W
41027. 0 play R3
41028. 2 play W+4
41029. 1 play RR
41030. 0 play R1
41031. 2 play WDT
41032. 1 play R6
41033. 0 play RR
41034. 2 play WDT
41035. 1 play WPU
41036. 0 play WDT
41037. 2 play W
41038. 1 play R9
41039. 0 play WDT
41040. 2 play R4
41041. 1 play R5
41042. 0 play R0
41043. 2 play RS
41044. 1 play R7
41045. 0 play R+2
41046. 2 play W
41047. 1 play WDT
41048. 0 play R1
41049. 2 play RS
41050. 1 play W
41051. 0 play W+4
41052. 2 play R+2
41053. 1 play R7
41054. 0 play WPU
41055. 2 take
41056. 1 play WDT red 0,1
41057. 0 play R8
41058. 2 play R3
41059. 1 play RPT
41060. 1 point 0
41061. 0 point 2
41062. 2 point 1
41063. 0 play R6
41064. 2 play RPT
41065. 0 point 1
41066. 1 point 0
41067. 2 point 1
41068. 1 play R4
41069. 0 play WPU
41070. 2 play R3
41071. 1 play WDT
41072. 0 play R2
41073. 2 play R1
41074. 1 play R2
41075. 0 play W+4
41076. 2 play RS
41077. 1 play W+4
41078. 0 play WPU
41079. 2 play RR
41080. 1 play RPT
41081. 0 play W
41082. 2 play WPU
41083. 1 play R5
41084. 0 play W
41085. 2 play W
41086. 1 play W
41087. 0 play W+4
41088. 2 play R0
41089. 1 play W
41090. 0 play W+4
41091. 2 play RS
41092. 1 play W
41093. 0 play WPU
41094. 2 play R1
41095. 1 play W
41096. 0 play RPT
41097. 2 play R8
41098. 1 play W
41099. 0 play W+4
41100. 2 play RPT
41101. 1 take
41102. 0 play W+4 green
41103. 2 challenge
41104. 2 play W green
41105. 1 play GS
41106. 2 play WPU
41107. 1 play WPU
41108. 0 play WPU
41109. 2 play Y6
41110. 1 play Y+2
41111. 0 play Y5
41112. 2 play YPT
41113. 1 play Y2
41114. 0 play Y1
41115. 2 play W
41116. 1 play WDT
41117. 0 play W+4
41118. 2 play Y1
41119. 1 play W
41120. 0 play WPU
41121. 2 play Y+2
41122. 1 play Y7
41123. 0 play W+4
41124. 2 play Y3
41125. 1 play YS
41126. 0 play W+4
41127. 2 play Y2
41128. 1 play Y9
41129. 0 play W+4
41130. 2 play YS
41131. 1 play Y8
41132. 0 play WPU
41133. 2 play Y8
41134. 1 play YPT
41135. 0 take
41136. 2 play Y3
41137. 1 play Y4
41138. 0 play Y7
41139. 2 play YPT
41140. 2 point 0
41141. 1 point 2
41142. 0 point 1
41143. 1 play WDT red 0,1
41144. 0 play W blue
41145. 2 play BPT
41146. 1 point 0
41147. 0 point 1
41148. 2 point 0
41149. 1 play WDT green 1,2
41150. 0 play G8
41151. 0 play G8
41152. 2 play WPU
41153. 1 play WDT
41154. 0 play WPU
41155. 2 play WPU
41156. 1 play Y4
41157. 0 play Y9
41158. 2 play W+4
41159. 1 play W+4
41160. 0 play W
41161. 2 play W+4
41162. 1 play W+4
41163. 0 play WDT
41164. 2 play WPU
41165. 1 play Y9
41166. 0 play Y2
41167. 2 play WDT
41168. 1 play W
41169. 0 play Y6
41170. 2 play Y5
41171. 1 play W
41172. 0 play Y6
41173. 2 play Y0
41174. 1 play W+4
41175. 0 play Y5
41176. 2 play W
41177. 1 play WPU
41178. 0 play WPU
41179. 2 play Y7
41180. 1 play WPU
41181. 0 play YS
41182. 2 play WDT
41183. 1 play WPU
41184. 0 play Y+2
41185. 2 play WDT
41186. 1 play W
41187. 0 play W+4
41188. 2 play W
41189. 1 play W
41190. 0 play W+4
41191. 2 play WDT
41192. 1 play W+4
41193. 0 play W+4
41194. 2 play WDT
41195. 1 play W
41196. 0 play YPT
41197. 2 play W
41198. 1 play W+4
41199. 0 play Y2
41200. 2 play W
41201. 1 play YR
41202. 0 play W
41203. 2 play WDT
41204. 1 play W
41205. 0 play Y8
41206. 2 play WDT
41207. 1 play YR
41208. 0 play WPU
41209. 2 play WDT
41210. 1 play W
41211. 0 play WPU
41212. 2 take
41213. 1 play W green
41214. 0 play WPU
41215. 2 play Y2
41216. 1 play YPT
41217. 0 play Y+2
41218. 2 play Y5
41219. 1 take
41220. 0 play YPT
41221. 1 point 2
41222. 0 point 1
41223. 2 point 0
41224. 2 play YR
41225. 0 play Y8
41226. 1 play Y2
41227. 2 play W+4 green
41228. 0 challenge
41229. 0 play GS
41230. 2 play G7
41231. 0 play G2
41232. 1 play G5
41233. 2 play GPT
41234. 1 point 2
41235. 2 point 0
41236. 0 point 2
41237. 0 play G1
41238. 1 play W blue
41239. 2 play WDT yellow 1,2
41240. 0 play Y3
41241. 1 play Y5
41242. 2 play Y0
41243. 0 play Y1
41244. 1 play R1
41245. 2 play W green
41246. 0 play G3
41247. 1 play R3
41248. 2 play RR
41249. 1 play R5
41250. 0 play R3
41251. 2 play R4
41252. 1 play R1
41253. 0 play Y1
41254. 2 play W+4 red
41255. 1 challenge
41256. 1 draw
41257. 1 play W+4 yellow
41258. 0 accept
41259. 2 play Y4
41260. 1 play W red
41261. 0 play W+4 yellow
41262. 2 challenge
41263. 2 play Y8
41264. 1 play Y+2
41265. 2 play R+2
41266. 0 play R3
41267. 2 play R3
41268. 1 play RS
41269. 2 play WPU
41270. 1 play WDT
41271. 0 play G3
41272. 2 play WDT
41273. 1 play G0
41274. 0 play GS
41275. 2 play G4
41276. 1 take
41277. 0 play G7
41278. 2 play WPU
41279. 1 play G0
41280. 0 play G9
41281. 2 play W
41282. 1 play G4
41283. 0 play G6
41284. 2 play W+4
41285. 1 play G3
41286. 0 play G6
41287. 2 play G5
41288. 1 play G7
41289. 0 play G9
41290. 2 play G8
41291. 1 play WDT
41292. 0 play G4
41293. 2 play W
41294. 1 play W
41295. 0 play G2
41296. 2 play G3
41297. 1 play GS
41298. 0 play GR
41299. 2 play G8
41300. 1 play WDT
41301. 0 play G1
41302. 2 play W
41303. 1 take
41304. 0 play G2
41305. 2 play WDT green 1,2
41306. 1 play G7
41307. 0 play B7
41308. 0 play B7
41309. 2 play W red
41310. 1 play WDT blue 0,2
41311. 0 play B9
41312. 2 play R9
41313. 1 play R4
41314. 0 play RR
41315. 1 play R2
41316. 2 play W green
41317. 0 play GR
41318. 2 play WPU
41319. 1 play Y2
41320. 0 play Y0
41321. 2 play Y8
41322. 1 play W
41323. 0 play Y3
41324. 2 play Y9
41325. 1 play W+4
41326. 0 play YS
41327. 2 play W
41328. 1 play YPT
41329. 0 play Y1
41330. 2 play Y5
41331. 1 play Y1
41332. 0 take
41333. 2 play YR
41334. 0 play Y0
41335. 1 play W blue
41336. 2 play WPU
41337. 0 play W+4
41338. 1 play G3
41339. 2 play WPU
41340. 0 play W
41341. 1 play G9
41342. 2 play WPU
41343. 0 play GPT
41344. 1 play G1
41345. 2 play WPU
41346. 0 play GPT
41347. 1 play G1
41348. 2 play W+4
41349. 0 play G+2
41350. 1 play G0
41351. 2 play W
41352. 0 play GS
41353. 1 play G2
41354. 2 play WPU
41355. 0 play GPT
41356. 1 play WDT
41357. 2 play WPU
41358. 0 play G+2
41359. 1 play G3
41360. 2 play W
41361. 0 play W
41362. 1 play G9
41363. 2 play W+4
41364. 0 play GPT
41365. 1 play G5
41366. 2 play WPU
41367. 0 take
41368. 1 play GR
41369. 0 play G0
41370. 2 play WPU
41371. 1 play RR
41372. 0 play W
41373. 2 play R7
41374. 1 play R0
41375. 0 play WPU
41376. 2 play R4
41377. 1 play W
41378. 0 play W+4
41379. 2 play W+4
41380. 1 play R8
41381. 0 play WPU
41382. 2 play R9
41383. 1 play RS
41384. 0 play R5
41385. 2 play WPU
41386. 1 play R6
41387. 0 play WDT
41388. 2 play R+2
41389. 1 play RPT
41390. 0 play WPU
41391. 2 play R5
41392. 1 play W
41393. 0 play WPU
41394. 2 play WDT
41395. 1 play R2
41396. 0 play WPU
41397. 2 play RPT
41398. 1 play RPT
41399. 0 play WPU
41400. 2 play W
41401. 1 play RPT
41402. 0 play WDT
41403. 2 play W
41404. 1 play R8
41405. 0 play R1
41406. 2 play WDT
41407. 1 take
41408. 0 play W+4 red
41409. 2 challenge
41410. 2 play R7
41411. 1 play R5
41412. 1 play R5
41413. 0 play Y5
41414. 2 play WDT red 0,2
41415. 1 play R2
41416. 0 play B2
41417. 2 play BPT
41418. 1 point 0
41419. 2 point 0
41420. 0 point 1
41421. 1 draw
41422. 0 play B9
41423. 2 play Y9
41424. 1 play W green
41425. 0 play GPT
41426. 1 point 2
41427. 2 point 1
41428. 0 point 2
41429. 2 draw
41430. 2 play W yellow
41431. 1 play WDT yellow 0,1
41432. 0 play Y1
41433. 2 play Y+2
41434. 0 play W red
41435. 2 play R6
41436. 1 play W+4 blue
41437. 0 challenge
41438. 0 play BS
41439. 1 play GS
41440. 2 play YS
41441. 0 play W red
41442. 2 play WDT red 0,1
41443. 1 play R4
41444. 0 play RR
41445. 1 play W+4 green
41446. 2 challenge
41447. 2 play W green
41448. 0 play G+2
41449. 2 play WDT green 0,2
41450. 0 play G9
41451. 1 play WDT blue 0,2
41452. 2 play W red
41453. 0 play RS
41454. 2 play W+4 green
41455. 0 accept
41456. 1 play G4
41457. 2 play W+4 green
41458. 0 challenge
41459. 0 play GR
41460. 2 play WDT blue 1,2
41461. 1 play W red
41462. 0 play WDT green 0,1
41463. 2 play W blue
41464. 1 play WPU
41465. 0 play WPU
41466. 2 play WPU
41467. 1 play W
41468. 0 play W
41469. 2 play WDT
41470. 1 play WPU
41471. 0 play B+2
41472. 2 play WDT
41473. 1 play W
41474. 0 play WDT
41475. 2 play W
41476. 1 play W
41477. 0 play B6
41478. 2 play BS
41479. 1 play WDT
41480. 0 play B4
41481. 2 play WDT
41482. 1 play WPU
41483. 0 play B4
41484. 2 play B9
41485. 1 play WPU
41486. 0 play B0
41487. 2 play B7
41488. 1 play W+4
41489. 0 play B3
41490. 2 play WPU
41491. 1 play W+4
41492. 0 play B5
41493. 2 play W+4
41494. 1 play B7
41495. 0 play B+2
41496. 2 play W
41497. 1 play WPU
41498. 0 play B6
41499. 2 play W
41500. 1 play WDT
41501. 0 play B5
41502. 2 play W+4
41503. 1 play WPU
41504. 0 play B8
41505. 2 play W+4
41506. 1 play WPU
41507. 0 play BR
41508. 2 play W+4
41509. 1 play WDT
41510. 0 play BPT
41511. 2 play W+4
41512. 1 play W
41513. 0 play B3
41514. 2 take
41515. 1 draw
41516. 1 play W blue
41517. 0 play B2
41518. 2 play B7
41519. 1 play G7
41520. 1 play G7
41521. 0 play GS
41522. 1 play GR
41523. 2 play WDT green 0,1
41524. 0 play G5
41525. 0 play G5
41526. 1 play G6
41527. 2 play WDT blue 0,2
41528. 0 play BR
41529. 2 play WDT yellow 1,2
41530. 1 play WPU
41531. 0 play W
41532. 2 play Y6
41533. 1 play YR
41534. 0 play W
41535. 2 play Y6
41536. 1 play Y7
41537. 0 play W+4
41538. 2 play W
41539. 1 play WPU
41540. 0 play YR
41541. 2 play Y2
41542. 1 play Y+2
41543. 0 play Y3
41544. 2 play Y4
41545. 1 play YS
41546. 0 play Y1
41547. 2 play W+4
41548. 1 play Y3
41549. 0 play Y4
41550. 2 play WDT
41551. 1 play Y0
41552. 0 play Y2
41553. 2 play WPU
41554. 1 take
41555. 0 play Y5
41556. 2 play B5
41557. 2 play B5
41558. 1 play W+4 green
41559. 0 challenge
41560. 0 play G2
41561. 2 play WPU
41562. 1 play W+4
41563. 0 play G2
41564. 2 play W
41565. 1 play G4
41566. 0 play G9
41567. 2 play WDT
41568. 1 play G8
41569. 0 play GPT
41570. 2 play W+4
41571. 1 play W
41572. 0 play G+2
41573. 2 play W
41574. 1 play WDT
41575. 0 play GPT
41576. 2 play GPT
41577. 1 play W
41578. 0 play W+4
41579. 2 play WPU
41580. 1 play G8
41581. 0 play G0
41582. 2 play W+4
41583. 1 play W
41584. 0 play W+4
41585. 2 play GS
41586. 1 play WDT
41587. 0 play G1
41588. 2 play W+4
41589. 1 play W
41590. 0 play G1
41591. 2 play WDT
41592. 1 play W
41593. 0 play GPT
41594. 2 play W+4
41595. 1 play WPU
41596. 0 play G3
41597. 2 play W
41598. 1 play G6
41599. 0 play G3
41600. 2 play WDT
41601. 1 play WPU
41602. 0 take
41603. 2 play WPU
41604. 1 take
41605. 0 play G9
41606. 2 play W red
41607. 1 play R8
41608. 0 play R9
41609. 2 play W+4 yellow
41610. 1 accept
41611. 0 play YPT
41612. 0 point 1
41613. 2 point 0
41614. 1 point 0
41615. 2 play Y7
41616. 1 play Y0
41617. 0 play Y8
41618. 2 play W+4 yellow
41619. 1 challenge
41620. 1 play Y1
41621. 0 play Y+2
41622. 1 play Y2
41623. 0 play B2
41624. 1 play B2
41625. 0 play B1
41626. 2 play W green
41627. 1 play G9
41628. 0 play G3
41629. 2 play G7
41630. 1 play G+2
41631. 2 play WDT red 0,1
41632. 1 play RPT
41633. 2 point 1
41634. 0 point 2
41635. 1 point 2
41636. 0 play WPU
41637. 2 play WPU
41638. 1 play RS
41639. 0 play WDT
41640. 2 play WDT
41641. 1 play R8
41642. 0 play WDT
41643. 2 play WPU
41644. 1 play WDT
41645. 0 play R3
41646. 2 play R2
41647. 1 play R9
41648. 0 play R5
41649. 2 play R5
41650. 1 play R7
41651. 0 play W+4
41652. 2 play WPU
41653. 1 play R1
41654. 0 play R2
41655. 2 play WDT
41656. 1 play WDT
41657. 0 play W+4
41658. 2 play R7
41659. 1 play R1
41660. 0 play W
41661. 2 play WPU
41662. 1 play R3
41663. 0 play W+4
41664. 2 play WPU
41665. 1 play R+2
41666. 0 play W+4
41667. 2 play W
41668. 1 play RPT
41669. 0 play R4
41670. 2 play W
41671. 1 play RPT
41672. 0 play W+4
41673. 2 play W
41674. 1 play R0
41675. 0 play W
41676. 2 play WPU
41677. 1 play R6
41678. 0 play WDT
41679. 2 play W
41680. 1 play RR
41681. 0 play R4
41682. 2 play W
41683. 1 play RPT
41684. 0 play WPU
41685. 2 play W
41686. 1 play RR
41687. 0 play W
41688. 2 take
41689. 1 play R6
41690. 0 play W+4 green
41691. 2 accept
41692. 1 play G6
41693. 0 play G6
41694. 2 play G7
41695. 1 play Y7
41696. 0 play Y8
41697. 2 play W red
41698. 1 play R+2
41699. 2 play RS
41700. 0 play W+4 red
41701. 2 challenge
41702. 2 play R8
41703. 1 draw
41704. 1 play WPU
41705. 0 play W
41706. 2 play R5
41707. 1 take
41708. 0 play W+4 green
41709. 2 accept
41710. 1 play W+4 blue
41711. 0 challenge
41712. 0 play B1
41713. 2 play B9
41714. 1 play R9
41715. 2 play R9
41716. 1 play Y9
41717. 0 play W+4 blue
41718. 2 challenge
41719. 2 play B5
41720. 1 play R5
41721. 0 play W red
41722. 2 play R6
41723. 1 play R8
41724. 0 play G8
41725. 2 play B8
41726. 1 play B9
41727. 0 play B2
41728. 2 play BPT
41729. 2 point 1
41730. 0 point 1
41731. 1 point 2
41732. 1 play W+4 yellow
41733. 0 challenge
41734. 0 play W red
41735. 2 play WDT red 0,2
41736. 1 play W yellow
41737. 0 play W red
41738. 2 play W red
41739. 1 play W blue
41740. 0 play WDT red 0,1
41741. 2 play R0
41742. 1 play W green
41743. 0 play G3
41744. 2 play WPU
41745. 1 play YS
41746. 0 play WDT
41747. 2 play W+4
41748. 1 play Y2
41749. 0 play WDT
41750. 2 play Y5
41751. 1 play W+4
41752. 0 play WPU
41753. 2 play W
41754. 1 play Y1
41755. 0 play Y9
41756. 2 play W+4
41757. 1 play Y7
41758. 0 play Y5
41759. 2 play WDT
41760. 1 play Y3
41761. 0 play Y1
41762. 2 play W+4
41763. 1 play Y+2
41764. 0 play WPU
41765. 2 play W
41766. 1 play Y8
41767. 0 play Y2
41768. 2 play WPU
41769. 1 play Y6
41770. 0 play W
41771. 2 play W+4
41772. 1 play Y4
41773. 0 play WPU
41774. 2 play W+4
41775. 1 play YR
41776. 0 play WPU
41777. 2 play W+4
41778. 1 play Y6
41779. 0 play YS
41780. 2 play YPT
41781. 1 play Y0
41782. 0 take
41783. 2 play WDT green 0,2
41784. 1 play G4
41785. 0 play G9
41786. 2 play WDT blue 0,1
41787. 1 draw
41788. 0 play WDT yellow 0,2
41789. 2 play WDT green 0,2
41790. 1 play G6
41791. 0 play WPU
41792. 2 play R4
41793. 1 play R6
41794. 0 play W
41795. 2 play R5
41796. 1 take
41797. 0 play W yellow
41798. 2 play Y8
41799. 1 play Y3
41800. 0 play WDT red 0,2
41801. 2 play RPT
41802. 2 point 0
41803. 0 point 2
41804. 1 point 0
41805. 1 play R4
41806. 0 play G4
41807. 2 play G9
41808. 1 play WDT yellow 1,2
41809. 0 play Y+2
41810. 1 play Y4
41811. 0 draw
41812. 0 pass
41813. 2 play B4
41814. 1 play W yellow
41815. 0 play Y0
41816. 2 play B0
41817. 1 play WDT red 0,1
41818. 0 play W+4 red
41819. 2 accept
41820. 1 draw
41821. 0 play WPU
41822. 2 play B6
41823. 1 play B8
41824. 0 play W
41825. 2 play B6
41826. 1 take
41827. 0 play WDT green 0,1
41828. 2 play W red
41829. 1 play RPT
41830. 2 point 1
41831. 1 point 2
41832. 0 point 1
41833. 0 play BPT
41834. 2 point 0
41835. 0 point 2
41836. 1 point 2
41837. 2 play WPU
41838. 1 play G8
41839. 0 play WDT
41840. 2 play WPU
41841. 1 play WDT
41842. 0 play GS
41843. 2 play W+4
41844. 1 play W
41845. 0 play W+4
41846. 2 play W+4
41847. 1 play W
41848. 0 play G1
41849. 2 play GR
41850. 1 play W
41851. 0 play G1
41852. 2 play GS
41853. 1 take
41854. 0 play G5
41855. 2 play G7
41856. 1 play G1
41857. 0 play G6
41858. 2 play WDT green 0,1
41859. 1 draw
41860. 0 play GPT
41861. 1 point 2
41862. 2 point 1
41863. 0 point 2
41864. 2 play WPU
41865. 1 play Y3
41866. 0 play Y4
41867. 2 play Y9
41868. 1 play Y+2
41869. 0 play Y3
41870. 2 play YPT
41871. 1 play WDT
41872. 0 play Y9
41873. 2 play YPT
41874. 1 play WPU
41875. 0 play WPU
41876. 2 play WDT
41877. 1 play W+4
41878. 0 play Y8
41879. 2 play YPT
41880. 1 play YR
41881. 0 play Y2
41882. 2 play W
41883. 1 play WDT
41884. 0 play WPU
41885. 2 play WPU
41886. 1 play W+4
41887. 0 play YR
41888. 2 play WPU
41889. 1 play W
41890. 0 play Y6
41891. 2 play WPU
41892. 1 play W+4
41893. 0 play W
41894. 2 play W
41895. 1 play W
41896. 0 play Y6
41897. 2 play WDT
41898. 1 play W+4
41899. 0 play W+4
41900. 2 play WDT
41901. 1 play W
41902. 0 play YS
41903. 2 play W
41904. 1 take
41905. 0 play Y1
41906. 2 play W blue
41907. 1 play W green
41908. 0 play W+4 red
41909. 2 accept
41910. 1 play WPU
41911. 0 play BPT
41912. 2 play BS
41913. 1 play B6
41914. 0 play W+4
41915. 2 play BR
41916. 1 play BPT
41917. 0 play B1
41918. 2 play W+4
41919. 1 play WDT
41920. 0 play W+4
41921. 2 play B4
41922. 1 play WPU
41923. 0 play W+4
41924. 2 play B+2
41925. 1 play B8
41926. 0 play WPU
41927. 2 play B3
41928. 1 play W
41929. 0 play B8
41930. 2 play BS
41931. 1 play WDT
41932. 0 play BPT
41933. 2 play W
41934. 1 play B6
41935. 0 take
41936. 2 play BR
41937. 0 play WPU
41938. 1 play WDT
41939. 2 play R1
41940. 0 play WDT
41941. 1 play WDT
41942. 2 play R8
41943. 0 play WPU
41944. 1 play W+4
41945. 2 play R1
41946. 0 play WDT
41947. 1 play WDT
41948. 2 play R2
41949. 0 play W
41950. 1 play R6
41951. 2 play R7
41952. 0 play W+4
41953. 1 play R0
41954. 2 play WDT
41955. 0 play W+4
41956. 1 play W+4
41957. 2 play R3
41958. 0 play W
41959. 1 play R5
41960. 2 play R4
41961. 0 play W+4
41962. 1 play WPU
41963. 2 play R7
41964. 0 play W+4
41965. 1 play W
41966. 2 play R3
41967. 0 take
41968. 1 play W green
41969. 2 play W yellow
41970. 0 play W green
41971. 1 play G8
41972. 2 play W blue
41973. 0 play B+2
41974. 2 play B9
41975. 0 play WDT yellow 1,2
41976. 1 play Y9
41977. 1 play Y9
41978. 2 play R9
41979. 1 play R9
41980. 2 play RS
41981. 1 play WDT green 0,1
41982. 2 play W red
41983. 0 play R4
41984. 1 draw
41985. 1 play WDT yellow 1,2
41986. 2 draw
41987. 2 play W+4 blue
41988. 0 challenge
41989. 1 play W red
41990. 2 play RR
41991. 1 play W+4 red
41992. 0 accept
41993. 2 play R+2
41994. 0 play R2
41995. 2 play W+4 blue
41996. 1 accept
41997. 0 play B8
41998. 2 play B3
41999. 1 play B0
42000. 0 play B3
42001. 2 play BR
42002. 0 play B8
42003. 1 play W+4 blue
42004. 2 challenge
42005. 2 play B5
42006. 0 draw
42007. 0 play WPU
42008. 1 play Y6
42009. 2 play WPU
42010. 0 play W+4
42011. 1 play Y+2
42012. 2 play Y+2
42013. 0 play Y2
42014. 1 play Y2
42015. 2 take
42016. 0 play Y7
42017. 0 play Y7
42018. 1 play YS
42019. 0 play W+4 green
42020. 1 accept
42021. 2 play WPU
42022. 0 play WDT
42023. 1 play WDT
42024. 2 play RPT
42025. 0 play WPU
42026. 1 play WDT
42027. 2 play R9
42028. 0 play R1
42029. 1 play WPU
42030. 2 play WDT
42031. 0 play R3
42032. 1 play W+4
42033. 2 play RR
42034. 0 play R0
42035. 1 play RR
42036. 2 play R2
42037. 0 play W
42038. 1 play WPU
42039. 2 play W+4
42040. 0 play R8
42041. 1 play R+2
42042. 2 play W
42043. 0 play R8
42044. 1 play WDT
42045. 2 play RPT
42046. 0 play WDT
42047. 1 play WPU
42048. 2 play RPT
42049. 0 play WPU
42050. 1 play WPU
42051. 2 play W+4
42052. 0 play R7
42053. 1 play W
42054. 2 play R4
42055. 0 play RS
42056. 1 play WPU
42057. 2 take
42058. 0 play R6
42059. 0 play R6
42060. 1 play G6
42061. 2 play G5
42062. 0 play G0
42063. 1 play WDT green 0,2
42064. 2 play W green
42065. 0 play G3
42066. 1 play Y3
42067. 2 play WPU
42068. 0 play WPU
42069. 1 play W
42070. 2 play RS
42071. 0 play R3
42072. 1 play W
42073. 2 play W
42074. 0 play W+4
42075. 1 play W
42076. 2 play WDT
42077. 0 play WDT
42078. 1 play W
42079. 2 play R0
42080. 0 play W+4
42081. 1 take
42082. 2 play R8
42083. 0 play W+4 blue
42084. 1 accept
42085. 2 play B7
42086. 0 play W+4 green
42087. 1 challenge
42088. 1 play W yellow
42089. 2 play Y4
42090. 0 play WDT green 1,2
42091. 1 play W+4 green
42092. 2 accept
42093. 0 play G7
42094. 1 play W green
42095. 2 play G5
42096. 1 play G5
42097. 2 play W+4 green
42098. 0 challenge
42099. 0 play GPT
42100. 2 point 1
42101. 1 point 2
42102. 0 point 1
42103. 1 play G1
42104. 2 play G1
42105. 0 play WDT red 1,2
42106. 1 play RPT
42107. 2 point 0
42108. 0 point 1
42109. 1 point 2
42110. 2 play R1
42111. 0 play Y1
42112. 1 play Y4
42113. 2 play Y6
42114. 0 play YPT
42115. 1 point 0
42116. 2 point 0
42117. 0 point 1
42118. 1 play Y0
42119. 2 play WPU
42120. 0 play G2
42121. 1 play GS
42122. 2 play G9
42123. 0 play WPU
42124. 1 play G4
42125. 2 play WDT
42126. 0 play G6
42127. 1 play G7
42128. 2 play WDT
42129. 0 play G+2
42130. 1 play W
42131. 2 play W
42132. 0 play G+2
42133. 1 play GS
42134. 2 play W
42135. 0 play G4
42136. 1 play WDT
42137. 2 play W+4
42138. 0 play GPT
42139. 1 play GR
42140. 2 play W+4
42141. 0 play G9
42142. 1 play WPU
42143. 2 play W+4
42144. 0 play W
42145. 1 play W+4
42146. 2 play WDT
42147. 0 play GPT
42148. 1 play W+4
42149. 2 play WPU
42150. 0 play GR
42151. 1 play WDT
42152. 2 play WDT
42153. 0 play W
42154. 1 play W+4
42155. 2 play WPU
42156. 0 play GPT
42157. 1 play W
42158. 2 play WPU
42159. 0 play W
42160. 1 play W
42161. 2 play WPU
42162. 0 play WDT
42163. 1 play W+4
42164. 2 play WDT
42165. 0 play G2
42166. 1 take
42167. 2 play WPU
42168. 0 play WDT
42169. 1 play G4
42170. 2 play W
42171. 0 play G8
42172. 1 play GPT
42173. 2 play WPU
42174. 0 play W
42175. 1 play G+2
42176. 2 play G8
42177. 0 play G3
42178. 1 play G2
42179. 2 play W
42180. 0 play WDT
42181. 1 play G7
42182. 2 play WPU
42183. 0 take
42184. 1 play W+4 green
42185. 2 challenge
42186. 2 play WDT blue 0,1
42187. 0 play BS
42188. 2 play B2
42189. 0 play BR
42190. 2 play B5
42191. 1 play W+4 yellow
42192. 0 challenge
42193. 0 play WPU
42194. 2 play Y1
42195. 1 play W+4
42196. 0 play W+4
42197. 2 play W
42198. 1 play YS
42199. 0 play WPU
42200. 2 play Y+2
42201. 1 play WPU
42202. 0 play YS
42203. 2 play W
42204. 1 play YPT
42205. 0 play WPU
42206. 2 play Y4
42207. 1 play Y7
42208. 0 play Y3
42209. 2 play Y2
42210. 1 play Y3
42211. 0 play W
42212. 2 play Y2
42213. 1 play YR
42214. 0 play WDT
42215. 2 play Y+2
42216. 1 play Y6
42217. 0 play Y5
42218. 2 take
42219. 1 play W yellow
42220. 0 draw
42221. 0 play W+4 green
42222. 2 accept
42223. 1 play GPT
42224. 2 point 1
42225. 0 point 1
42226. 1 point 2
42227. 0 play W yellow
42228. 2 play Y3
42229. 1 play Y9
42230. 0 play W green
42231. 2 play G5
42232. 1 play G6
42233. 0 play G2
42234. 2 play WDT green 0,2
42235. 1 play W green
42236. 0 play G3
42237. 2 play W+4 blue
42238. 1 accept
42239. 0 play BS
42240. 1 play W blue
42241. 0 play B1
42242. 2 play R1
42243. 1 play R0
42244. 0 play R1
42245. 2 play Y1
42246. 1 play WPU
42247. 0 play G4
42248. 2 play WPU
42249. 1 play GR
42250. 0 play GPT
42251. 2 play W+4
42252. 1 play G+2
42253. 0 play G+2
42254. 2 play WPU
42255. 1 play G9
42256. 0 play G3
42257. 2 play WPU
42258. 1 play G6
42259. 0 play WDT
42260. 2 play WPU
42261. 1 play G0
42262. 0 play W
42263. 2 play W
42264. 1 play GR
42265. 0 play G8
42266. 2 play W
42267. 1 play G2
42268. 0 play G8
42269. 2 play W
42270. 1 play G4
42271. 0 play G7
42272. 2 take
42273. 1 play G9
42274. 0 play B9
42275. 2 play B3
42276. 1 draw
42277. 0 play B1
42278. 2 play WPU
42279. 1 play BR
42280. 0 play BPT
42281. 2 play B2
42282. 1 play WDT
42283. 0 play BPT
42284. 2 play WPU
42285. 1 play B+2
42286. 0 play B6
42287. 2 play B7
42288. 1 play B4
42289. 0 play B6
42290. 2 play W+4
42291. 1 play WPU
42292. 0 play BPT
42293. 2 play B+2
42294. 1 play W+4
42295. 0 play B4
42296. 2 play B0
42297. 1 play B9
42298. 0 take
42299. 2 play W green
42300. 1 play GS
42301. 2 play G0
42302. 1 play W yellow
42303. 0 play WDT green 0,1
42304. 2 play G+2
42305. 0 play W+4 yellow
42306. 2 challenge
42307. 2 play Y2
42308. 1 play B2
42309. 0 play BR
42310. 1 play W+4 red
42311. 2 accept
42312. 0 draw
42313. 1 play W+4 blue
42314. 2 accept
42315. 0 play B9
42316. 1 play BPT
42317. 2 point 1
42318. 0 point 1
42319. 1 point 2
42320. 2 play W+4 yellow
42321. 0 challenge
42322. 0 play Y4
42323. 1 play Y6
42324. 2 play Y5
42325. 0 play WPU
42326. 1 play R6
42327. 2 play W+4
42328. 0 play R2
42329. 1 play R3
42330. 2 play WDT
42331. 0 play WPU
42332. 1 play R1
42333. 2 play R7
42334. 0 play WPU
42335. 1 play R8
42336. 2 play R+2
42337. 0 play R7
42338. 1 play W+4
42339. 2 play R9
42340. 0 play R5
42341. 1 play W+4
42342. 2 play R0
42343. 0 play W
42344. 1 play WPU
42345. 2 play R9
42346. 0 play R5
42347. 1 play R4
42348. 2 play W+4
42349. 0 play W+4
42350. 1 play RS
42351. 2 play WPU
42352. 0 play W+4
42353. 1 play RPT
42354. 2 play R8
42355. 0 take
42356. 1 play WPU
42357. 2 play GPT
42358. 0 play W
42359. 1 play WPU
42360. 2 play G9
42361. 0 play WDT
42362. 1 play W
42363. 2 play G1
42364. 0 play WPU
42365. 1 play WDT
42366. 2 play G+2
42367. 0 play G7
42368. 1 play G5
42369. 2 play WPU
42370. 0 play W+4
42371. 1 play WPU
42372. 2 play G2
42373. 0 play G3
42374. 1 play W+4
42375. 2 play G0
42376. 0 play WPU
42377. 1 play GS
42378. 2 play G3
42379. 0 play WPU
42380. 1 play W+4
42381. 2 play WDT
42382. 0 play W+4
42383. 1 play GPT
42384. 2 play GR
42385. 0 play WPU
42386. 1 play WPU
42387. 2 play G4
42388. 0 play W+4
42389. 1 play G1
42390. 2 play G6
42391. 0 play GPT
42392. 1 play W
42393. 2 play WDT
42394. 0 play W+4
42395. 1 play W
42396. 2 play G7
42397. 0 play W+4
42398. 1 play W
42399. 2 play GR
42400. 0 play W+4
42401. 1 play W
42402. 2 play WPU
42403. 0 take
42404. 1 play WDT yellow 0,2
42405. 2 play YS
42406. 1 play Y1
42407. 2 play Y2
42408. 0 play R2
42409. 2 play R2
42410. 0 play R+2
42411. 2 play R+2
42412. 1 play WDT yellow 1,2
42413. 2 play Y7
42414. 0 play B7
42415. 1 play B7
42416. 2 play B5
42417. 1 play B5
42418. 2 play W yellow
42419. 0 play Y5
42420. 1 play Y8
42421. 2 play Y1
42422. 0 play WDT green 0,1
42423. 1 play WDT yellow 1,2
42424. 2 play Y9
42425. 1 play Y9
42426. 2 play Y4
42427. 0 play W green
42428. 1 draw
42429. 1 play GS
42430. 0 play G5
42431. 1 play WDT blue 0,2
42432. 2 draw
42433. 2 play BS
42434. 1 play B9
42435. 2 play W blue
42436. 0 play BPT
42437. 1 point 2
42438. 2 point 0
42439. 0 point 2
42440. 1 play WDT green 0,2
42441. 2 play G4
42442. 0 play WPU
42443. 1 play WDT
42444. 2 play G8
42445. 0 play G6
42446. 1 play W
42447. 2 play G2
42448. 0 play G7
42449. 1 play WDT
42450. 2 play W
42451. 0 play G2
42452. 1 play W
42453. 2 play G8
42454. 0 play G7
42455. 1 play GPT
42456. 2 play W
42457. 0 play G3
42458. 1 take
42459. 2 play W green
42460. 0 play G6
42461. 1 play G7
42462. 2 play W red
42463. 0 play R7
42464. 1 play G7
42465. 2 play Y7
42466. 0 play W blue
42467. 1 draw
42468. 2 play B1
42469. 0 play WDT yellow 1,2
42470. 1 play YPT
42471. 0 point 1
42472. 1 point 2
42473. 2 point 1
42474. 2 play YS
42475. 1 play BS
42476. 0 play B+2
42477. 2 play B1
42478. 0 play B6
42479. 1 play BR
42480. 0 play BPT
42481. 1 point 2
42482. 0 point 1
42483. 2 point 1
42484. 2 play YPT
42485. 2 point 0
42486. 1 point 2
42487. 0 point 2
42488. 1 play W green
42489. 0 play G1
42490. 2 play W yellow
42491. 1 play YR
42492. 2 play RR
42493. 1 play W+4 blue
42494. 0 accept
42495. 2 play BS
42496. 0 play WPU
42497. 2 play B7
42498. 1 play W
42499. 0 play B3
42500. 2 take
42501. 1 play WDT green 0,2
42502. 0 play GPT
42503. 0 point 1
42504. 2 point 0
42505. 1 point 2
42506. 2 play W green
42507. 1 play WPU
42508. 0 play B5
42509. 2 play B7
42510. 1 play WDT
42511. 0 play B4
42512. 2 play W
42513. 1 play W
42514. 0 play B+2
42515. 2 play W+4
42516. 1 play B2
42517. 0 play B6
42518. 2 play B3
42519. 1 play B3
42520. 0 play WDT
42521. 2 play BS
42522. 1 play B8
42523. 0 play B0
42524. 2 take
42525. 1 play W red
42526. 0 play WPU
42527. 2 play G9
42528. 1 play G3
42529. 0 play G0
42530. 2 play W+4
42531. 1 play G8
42532. 0 play WPU
42533. 2 play WDT
42534. 1 play G2
42535. 0 play W+4
42536. 2 play W
42537. 1 play G+2
42538. 0 play WPU
42539. 2 play W
42540. 1 play G2
42541. 0 play G9
42542. 2 play WDT
42543. 1 play G6
42544. 0 play WPU
42545. 2 take
42546. 1 play G8
42547. 0 play W yellow
42548. 2 play YR
42549. 0 play Y3
42550. 1 draw
42551. 2 play Y3
42552. 0 play W+4 yellow
42553. 1 accept
42554. 2 play WPU
42555. 0 play Y1
42556. 1 play W
42557. 2 play W
42558. 0 play WPU
42559. 1 play Y0
42560. 2 play Y+2
42561. 0 play Y4
42562. 1 play YPT
42563. 2 play W+4
42564. 0 play W
42565. 1 play Y8
42566. 2 play YS
42567. 0 play Y9
42568. 1 play Y8
42569. 2 play Y+2
42570. 0 play WDT
42571. 1 play Y4
42572. 2 play WDT
42573. 0 play WDT
42574. 1 take
42575. 2 play WPU
42576. 0 play W+4
42577. 1 play Y1
42578. 2 play WPU
42579. 0 play WPU
42580. 1 play YPT
42581. 2 play YPT
42582. 0 play W+4
42583. 1 play WPU
42584. 2 play W+4
42585. 0 play W+4
42586. 1 play Y4
42587. 2 play W
42588. 0 play W
42589. 1 play Y4
42590. 2 play WDT
42591. 0 play W+4
42592. 1 play Y9
42593. 2 play Y2
42594. 0 play WPU
42595. 1 play Y+2
42596. 2 play Y6
42597. 0 play W+4
42598. 1 play Y+2
42599. 2 take
42600. 0 play W red
42601. 1 play R2
42602. 2 play R3
42603. 0 play R9
42604. 0 play R9
42605. 1 play Y9
42606. 2 play WPU
42607. 0 play B4
42608. 1 play BPT
42609. 2 play B0
42610. 0 play BR
42611. 1 play W+4
42612. 2 play B2
42613. 0 play BPT
42614. 1 play B8
42615. 2 play B3
42616. 0 play W+4
42617. 1 play W
42618. 2 play B+2
42619. 0 play B6
42620. 1 play WDT
42621. 2 play WPU
42622. 0 play B2
42623. 1 play W
42624. 2 play BS
42625. 0 play W+4
42626. 1 play WDT
42627. 2 play W
42628. 0 take
42629. 1 play WDT green 0,2
42630. 2 play W+4 yellow
42631. 0 accept
42632. 1 play Y0
42633. 2 play Y4
42634. 0 play WPU
42635. 1 play W
42636. 2 play G9
42637. 0 play G4
42638. 1 play G4
42639. 2 play WDT
42640. 0 play G+2
42641. 1 play G5
42642. 2 play WPU
42643. 0 play GS
42644. 1 play G5
42645. 2 play G+2
42646. 0 play G1
42647. 1 play WDT
42648. 2 play G6
42649. 0 play GPT
42650. 1 play GPT
42651. 2 play G3
42652. 0 play WDT
42653. 1 take
42654. 2 play W+4 blue
42655. 0 accept
42656. 1 play WDT blue 1,2
42657. 2 play WPU
42658. 0 play Y2
42659. 1 play WDT
42660. 2 play Y+2
42661. 0 play WDT
42662. 1 play W
42663. 2 play Y4
42664. 0 play W
42665. 1 play Y8
42666. 2 play W
42667. 0 play W
42668. 1 play WPU
42669. 2 play YPT
42670. 0 play W+4
42671. 1 play YS
42672. 2 play W+4
42673. 0 play W+4
42674. 1 play Y8
42675. 2 play WPU
42676. 0 play WDT
42677. 1 play WDT
42678. 2 play Y+2
42679. 0 play W+4
42680. 1 take
42681. 2 play Y9
42682. 0 draw
42683. 0 play WPU
42684. 1 play Y8
42685. 2 play Y7
42686. 0 play WDT
42687. 1 play Y8
42688. 2 play Y1
42689. 0 play W
42690. 1 play YS
42691. 2 play Y2
42692. 0 play WDT
42693. 1 play Y4
42694. 2 play W+4
42695. 0 play WDT
42696. 1 play YS
42697. 2 play Y1
42698. 0 play W
42699. 1 play Y2
42700. 2 play YPT
42701. 0 play W
42702. 1 play YPT
42703. 2 play WDT
42704. 0 take
42705. 1 play WDT green 0,1
42706. 2 play G2
42707. 0 play GPT
42708. 1 point 0
42709. 2 point 1
42710. 0 point 2
42711. 1 play GPT
42712. 0 point 1
42713. 1 point 2
42714. 2 point 1
42715. 2 play G7
42716. 0 play B7
42717. 1 play W+4 blue
42718. 2 accept
42719. 0 play B0
42720. 1 play WPU
42721. 2 play RPT
42722. 0 play W
42723. 1 play W+4
42724. 2 play RR
42725. 0 play R+2
42726. 1 play R+2
42727. 2 play R6
42728. 0 play R5
42729. 1 play W
42730. 2 play W+4
42731. 0 play R8
42732. 1 play W
42733. 2 play W
42734. 0 play R7
42735. 1 play W+4
42736. 2 play WPU
42737. 0 play R4
42738. 1 play W
42739. 2 play W+4
42740. 0 play W+4
42741. 1 play WPU
42742. 2 play RPT
42743. 0 play RPT
42744. 1 play W
42745. 2 play RS
42746. 0 play WDT
42747. 1 play WDT
42748. 2 play RPT
42749. 0 play R7
42750. 1 play R2
42751. 2 play R4
42752. 0 play R3
42753. 1 play W+4
42754. 2 take
42755. 0 play R8
42756. 2 play R8
42757. 0 play B8
42758. 1 play WDT red 0,1
42759. 2 play W blue
42760. 0 play B2
42761. 1 play WDT blue 0,2
42762. 2 play B5
42763. 0 play W+4 red
42764. 1 challenge
42765. 1 play WDT red 0,2
42766. 2 play RS
42767. 1 play GS
42768. 0 play RS
42769. 2 play R9
42770. 0 play R5
42771. 1 play Y5
42772. 2 play W blue
42773. 0 play B4
42774. 2 play B4
42775. 0 play BR
42776. 2 play B3
42777. 0 play B3
42778. 2 play B1
42779. 1 play G1
42780. 0 play W red
42781. 2 play R3
42782. 1 play G3
42783. 0 draw
42784. 0 play WDT blue 1,2
42785. 2 play W yellow
42786. 1 draw
42787. 0 play YPT
42788. 0 point 1
42789. 2 point 0
42790. 1 point 0
42791. 2 play RPT
42792. 0 point 2
42793. 2 point 0
42794. 1 point 0
42795. 1 play WPU
42796. 0 play W
42797. 2 play WDT
42798. 1 take
42799. 0 play R6
42800. 2 play WDT blue 1,2
42801. 1 play W blue
42802. 0 play WPU
42803. 2 play W+4
42804. 1 play G6
42805. 0 play WDT
42806. 2 play G7
42807. 1 play GS
42808. 0 play GR
42809. 2 play W+4
42810. 1 play G4
42811. 0 play GR
42812. 2 play GPT
42813. 1 play GPT
42814. 0 play W+4
42815. 2 play G6
42816. 1 play G5
42817. 0 play WDT
42818. 2 play G2
42819. 1 play G+2
42820. 0 play WPU
42821. 2 play WPU
42822. 1 play WDT
42823. 0 play G3
42824. 2 play G8
42825. 1 play W+4
42826. 0 play W
42827. 2 play WPU
42828. 1 play G5
42829. 0 play W
42830. 2 play WDT
42831. 1 play G+2
42832. 0 play W
42833. 2 play G8
42834. 1 play W
42835. 0 play WPU
42836. 2 play G0
42837. 1 play W
42838. 0 play WDT
42839. 2 play W
42840. 1 play G9
42841. 0 play W
42842. 2 play W
42843. 1 play G4
42844. 0 take
42845. 2 play W+4 blue
42846. 1 accept
42847. 0 play W red
42848. 2 play R6
42849. 1 play WPU
42850. 0 play Y8
42851. 2 play Y3
42852. 1 play WDT
42853. 0 play YR
42854. 2 play Y6
42855. 1 play W
42856. 0 play YS
42857. 2 play Y7
42858. 1 play Y+2
42859. 0 play W
42860. 2 play Y9
42861. 1 play Y+2
42862. 0 play Y8
42863. 2 play W+4
42864. 1 take
42865. 0 play WPU
42866. 2 play YPT
42867. 1 play Y9
42868. 0 play YS
42869. 2 play W+4
42870. 1 play Y7
42871. 0 play Y2
42872. 2 play W
42873. 1 play Y3
42874. 0 play W+4
42875. 2 play WPU
42876. 1 play Y8
42877. 0 play W
42878. 2 play Y6
42879. 1 play W
42880. 0 play Y7
42881. 2 play W+4
42882. 1 play Y+2
42883. 0 play WDT
42884. 2 take
42885. 1 play Y8
42886. 0 play WPU
42887. 2 play Y2
42888. 1 play Y6
42889. 0 play W
42890. 2 play YS
42891. 1 play Y+2
42892. 0 play W
42893. 2 play Y7
42894. 1 play W
42895. 0 play Y5
42896. 2 play WDT
42897. 1 play YS
42898. 0 play Y4
42899. 2 play W+4
42900. 1 play WDT
42901. 0 play WDT
42902. 2 play W+4
42903. 1 play YR
42904. 0 play YPT
42905. 2 play Y3
42906. 1 play YR
42907. 0 play W+4
42908. 2 play Y3
42909. 1 play W+4
42910. 0 play W+4
42911. 2 play YPT
42912. 1 take
42913. 0 play WPU
42914. 2 play RR
42915. 1 play W+4
42916. 0 play R0
42917. 2 play R5
42918. 1 play WDT
42919. 0 play WDT
42920. 2 play R4
42921. 1 play W+4
42922. 0 play WPU
42923. 2 play RPT
42924. 1 play W
42925. 0 play R1
42926. 2 play R4
42927. 1 play W
42928. 0 play W
42929. 2 play WPU
42930. 1 play W+4
42931. 0 play WDT
42932. 2 play R9
42933. 1 play W
42934. 0 play WDT
42935. 2 play R7
42936. 1 play W+4
42937. 0 play R1
42938. 2 play W
42939. 1 play RR
42940. 0 play W
42941. 2 play R+2
42942. 1 play WDT
42943. 0 play W
42944. 2 play R+2
42945. 1 play W+4
42946. 0 play W+4
42947. 2 play W+4
42948. 1 play WDT
42949. 0 take
42950. 2 play RPT
42951. 1 point 2
42952. 0 point 2
42953. 2 point 1
42954. 1 play BPT
42955. 2 point 0
42956. 1 point 2
42957. 0 point 2
42958. 0 play RPT
42959. 1 point 0
42960. 2 point 0
42961. 0 point 1
42962. 2 play W blue
42963. 1 play WDT blue 0,1
42964. 0 play BPT
42965. 0 point 2
42966. 1 point 0
42967. 2 point 0
42968. 2 play B7
42969. 2 play B7
42970. 1 play Y7
42971. 0 play W green
42972. 2 play G2
42973. 1 play GPT
42974. 2 point 0
42975. 1 point 0
42976. 0 point 2
42977. 0 play GS
42978. 1 play G1
42979. 0 play W green
42980. 2 play G7
42981. 0 play G7
42982. 2 play W+4 yellow
42983. 1 challenge
42984. 1 play Y2
42985. 0 play B2
42986. 2 play B8
42987. 1 draw
42988. 1 play B1
42989. 0 play B0
42990. 2 play WPU
42991. 1 take
42992. 0 play R+2
42993. 1 play Y+2
42994. 2 play YPT
42995. 2 point 1
42996. 0 point 1
42997. 1 point 2
42998. 1 play YS
42999. 2 play Y0
43000. 1 play YS
43001. 2 play RS
43002. 0 play R9
43003. 2 play G9
43004. 0 play G9
43005. 2 play W+4 red
43006. 1 accept
43007. 0 play R3
43008. 2 play R2
43009. 1 play W blue
43010. 0 play BPT
43011. 1 point 2
43012. 0 point 2
43013. 2 point 1
43014. 2 play RPT
43015. 1 point 2
43016. 0 point 1
43017. 2 point 0
43018. 1 play W red
43019. 0 play W red
43020. 2 draw
43021. 2 play RS
43022. 0 play BS
43023. 1 play WDT green 0,1
43024. 0 play G0
43025. 2 play WPU
43026. 1 play B8
43027. 0 play B6
43028. 2 play B4
43029. 1 play WPU
43030. 0 play BPT
43031. 2 play B+2
43032. 1 play B3
43033. 0 play B+2
43034. 2 play B6
43035. 1 play B4
43036. 0 play WDT
43037. 2 play W
43038. 1 play WPU
43039. 0 play WPU
43040. 2 play B9
43041. 1 take
43042. 0 play WPU
43043. 2 play W
43044. 1 play B3
43045. 0 play W+4
43046. 2 play BS
43047. 1 play B4
43048. 0 play W+4
43049. 2 play B9
43050. 1 play B6
43051. 0 play W
43052. 2 take
43053. 1 play BPT
43054. 0 point 1
43055. 2 point 1
43056. 1 point 2
43057. 0 play B5
43058. 2 play R5
43059. 0 play R5
43060. 2 play R7
43061. 1 play W yellow
43062. 0 play Y1
43063. 2 play Y9
43064. 1 play YR
43065. 2 play Y7
43066. 0 play Y1
43067. 1 play Y3
43068. 2 play Y6
43069. 0 play WPU
43070. 1 play B8
43071. 2 play B6
43072. 0 play WDT
43073. 1 play B6
43074. 2 play W
43075. 0 play B1
43076. 1 play B4
43077. 2 play W
43078. 0 play W
43079. 1 play B3
43080. 2 play BS
43081. 0 play W
43082. 1 play B9
43083. 2 play W
43084. 0 play W+4
43085. 1 play B2
43086. 2 play WPU
43087. 0 play WPU
43088. 1 play WPU
43089. 2 play W+4
43090. 0 play BR
43091. 1 play WDT
43092. 2 play B9
43093. 0 play W
43094. 1 play WDT
43095. 2 play B5
43096. 0 play W+4
43097. 1 play B+2
43098. 2 play B4
43099. 0 play W
43100. 1 play W+4
43101. 2 play W+4
43102. 0 play WPU
43103. 1 play WPU
43104. 2 play B3
43105. 0 play WPU
43106. 1 play WPU
43107. 2 take
43108. 0 play W yellow
43109. 1 play Y6
43110. 2 play W+4 green
43111. 0 challenge
43112. 0 play G+2
43113. 2 play Y+2
43114. 1 play Y5
43115. 2 play Y8
43116. 0 play W red
43117. 1 play R8
43118. 1 play R8
43119. 2 play R3
43120. 0 play R7
43121. 1 play R9
43122. 2 play WDT yellow 0,2
43123. 0 play Y7
43124. 1 play Y9
43125. 2 play WPU
43126. 0 play R0
43127. 1 take
43128. 2 play RPT
43129. 1 point 0
43130. 2 point 1
43131. 0 point 2
43132. 0 play R1
43133. 1 play WPU
43134. 2 play WDT
43135. 0 play R+2
43136. 1 play R0
43137. 2 play R2
43138. 0 play W+4
43139. 1 play R5
43140. 2 play W+4
43141. 0 play RR
43142. 1 take
43143. 2 play R6
43144. 0 play W+4 blue
43145. 1 challenge
43146. 1 draw
43147. 2 play B+2
43148. 1 play WDT yellow 0,1
43149. 2 play W+4 yellow
43150. 0 challenge
43151. 0 play Y6
43152. 1 play W+4 green
43153. 2 challenge
43154. 2 play G1
43155. 0 play GR
43156. 2 play G7
43157. 2 play G7
43158. 1 draw
43159. 1 play B7
43160. 0 play B7
43161. 2 play WPU
43162. 1 play G0
43163. 0 play GR
43164. 2 play W+4
43165. 1 play W+4
43166. 0 play WPU
43167. 2 play WDT
43168. 1 take
43169. 0 play G4
43170. 2 play B4
43171. 2 play B4
43172. 1 play WPU
43173. 0 play W
43174. 2 play BS
43175. 1 play WDT
43176. 0 play WDT
43177. 2 play B8
43178. 1 play B+2
43179. 0 play WDT
43180. 2 play B3
43181. 1 play W+4
43182. 0 play B0
43183. 2 play B9
43184. 1 play W+4
43185. 0 play WDT
43186. 2 play W
43187. 1 play WDT
43188. 0 play BPT
43189. 2 play B1
43190. 1 take
43191. 0 play W+4 yellow
43192. 2 challenge
43193. 2 play Y8
43194. 1 play W+4 green
43195. 0 accept
43196. 2 play W+4 yellow
43197. 1 accept
43198. 0 play Y2
43199. 2 play W green
43200. 1 play W green
43201. 0 play WDT red 0,2
43202. 2 play W blue
43203. 1 play B3
43204. 0 play BPT
43205. 1 point 2
43206. 0 point 1
43207. 2 point 1
43208. 2 play B9
43209. 1 play B+2
43210. 2 play WDT green 0,1
43211. 1 play WPU
43212. 0 play Y1
43213. 2 play W
43214. 1 play YR
43215. 0 play WPU
43216. 2 play W+4
43217. 1 play Y7
43218. 0 play W
43219. 2 play W
43220. 1 play YPT
43221. 0 play Y+2
43222. 2 play WPU
43223. 1 play W+4
43224. 0 play Y4
43225. 2 play WPU
43226. 1 play Y1
43227. 0 play YPT
43228. 2 play Y5
43229. 1 play W
43230. 0 play Y6
43231. 2 play W+4
43232. 1 play WDT
43233. 0 play WDT
43234. 2 play WDT
43235. 1 play Y2
43236. 0 play Y3
43237. 2 play W
43238. 1 play WDT
43239. 0 play W+4
43240. 2 play WDT
43241. 1 play W
43242. 0 play W+4
43243. 2 play W
43244. 1 play Y3
43245. 0 play W
43246. 2 play W+4
43247. 1 play WDT
43248. 0 play W
43249. 2 play WPU
43250. 1 play YS
43251. 0 play W
43252. 2 play WPU
43253. 1 play YPT
43254. 0 play W
43255. 2 play WPU
43256. 1 play WDT
43257. 0 take
43258. 2 draw
43259. 2 play YS
43260. 0 play Y4
43261. 2 draw
43262. 1 play WDT red 1,2
43263. 0 play W green
43264. 2 draw
43265. 1 play G0
43266. 0 play GS
43267. 1 play BS
43268. 2 play WPU
43269. 1 play GR
43270. 0 play GPT
43271. 2 take
43272. 1 play GPT
43273. 0 point 2
43274. 1 point 2
43275. 2 point 0
43276. 0 play G9
43277. 2 play GR
43278. 0 play W+4 red
43279. 1 challenge
43280. 1 play R9
43281. 2 play RPT
43282. 0 point 1
43283. 1 point 0
43284. 2 point 0
43285. 0 play W+4 green
43286. 1 accept
43287. 2 play W+4 green
43288. 0 accept
43289. 1 play GS
43290. 0 play G6
43291. 1 play G9
43292. 2 play W yellow
43293. 0 play Y4
43294. 1 play YR
43295. 0 play YS
43296. 1 play YPT
43297. 0 point 2
43298. 2 point 1
43299. 1 point 0
43300. 0 play Y1
43301. 0 play Y1
43302. 2 draw
43303. 2 pass
43304. 1 play W yellow
43305. 0 play Y5
43306. 2 play B5
43307. 1 play WDT green 0,1
43308. 0 play G+2
43309. 1 play W+4 green
43310. 0 accept
43311. 2 play G+2
43312. 0 play Y+2
43313. 1 play R+2
43314. 2 play WPU
43315. 1 play G7
43316. 0 play G1
43317. 2 play GR
43318. 1 play WDT
43319. 0 play G3
43320. 2 play G0
43321. 1 play WDT
43322. 0 play WDT
43323. 2 play GPT
43324. 1 play WPU
43325. 0 play WDT
43326. 2 take
43327. 1 play G7
43328. 0 play WDT green 0,2
43329. 2 play G3
43330. 1 play W+4 blue
43331. 0 accept
43332. 2 play B6
43333. 1 play B0
43334. 0 play B8
43335. 2 play WDT yellow 1,2
43336. 1 play W+4 yellow
43337. 0 accept
43338. 2 play Y8
43339. 1 play Y4
43340. 0 play YPT
43341. 0 point 1
43342. 2 point 0
43343. 1 point 0
43344. 2 play Y9
43345. 1 play B9
43346. 1 play B9
43347. 0 play W red
43348. 2 play R1
43349. 1 play R7
43350. 0 play R7
43351. 2 play RS
43352. 0 play BS
43353. 1 play B7
43354. 0 play WDT red 0,1
43355. 2 play WDT blue 1,2
43356. 1 draw
43357. 0 play B3
43358. 2 play WPU
43359. 1 play R+2
43360. 0 play RR
43361. 2 play R6
43362. 1 play R2
43363. 0 play R3
43364. 2 play WDT
43365. 1 play RR
43366. 0 play R8
43367. 2 play WDT
43368. 1 play RPT
43369. 0 play RPT
43370. 2 take
43371. 1 play R2
43372. 0 play Y2
43373. 1 play Y2
43374. 0 play Y6
43375. 0 play Y6
43376. 2 play WDT yellow 1,2
43377. 1 play WPU
43378. 0 play W+4
43379. 2 play B2
43380. 1 play B4
43381. 0 play W
43382. 2 play B+2
43383. 1 play B5
43384. 0 play W
43385. 2 play BR
43386. 1 play B1
43387. 0 play WPU
43388. 2 play WDT
43389. 1 play BPT
43390. 0 play B2
43391. 2 play B6
43392. 1 play BS
43393. 0 play B7
43394. 2 play B3
43395. 1 play B1
43396. 0 play WPU
43397. 2 play BR
43398. 1 play B+2
43399. 0 play WPU
43400. 2 take
43401. 1 play B8
43402. 0 play WPU
43403. 2 play WDT
43404. 1 take
43405. 0 play Y5
43406. 2 play WPU
43407. 1 play WDT
43408. 0 play G5
43409. 2 play GPT
43410. 1 play GPT
43411. 0 play W
43412. 2 play G7
43413. 1 take
43414. 0 play G2
43415. 2 play GR
43416. 0 play G4
43417. 2 play G4
43418. 0 play G1
43419. 1 play W blue
43420. 2 play WPU
43421. 0 play GPT
43422. 1 play G7
43423. 2 play G0
43424. 0 play WPU
43425. 1 play GPT
43426. 2 play WPU
43427. 0 play G5
43428. 1 play G5
43429. 2 play W
43430. 0 play G8
43431. 1 play GPT
43432. 2 play W+4
43433. 0 play WDT
43434. 1 play WDT
43435. 2 play W
43436. 0 play G8
43437. 1 play G7
43438. 2 play G1
43439. 0 play G3
43440. 1 take
43441. 2 play W+4 yellow
43442. 0 challenge
43443. 1 play W+4 green
43444. 2 challenge
43445. 2 play G+2
43446. 1 play G1
43447. 2 play WDT blue 1,2
43448. 0 play B4
43449. 2 play B4
43450. 0 play WDT red 1,2
43451. 1 play W+4 green
43452. 2 challenge
43453. 2 play W green
43454. 0 play G6
43455. 1 play G8
43456. 1 play G8
43457. 2 play G+2
43458. 1 play GPT
43459. 0 point 2
43460. 1 point 0
43461. 2 point 1
43462. 2 play RPT
43463. 0 point 1
43464. 1 point 0
43465. 2 point 0
43466. 0 play R3
43467. 1 play RPT
43468. 0 point 1
43469. 2 point 0
43470. 1 point 2
43471. 2 play R+2
43472. 1 play WPU
43473. 2 play B7
43474. 0 play W
43475. 1 play WDT
43476. 2 play BS
43477. 0 play W+4
43478. 1 play B0
43479. 2 play BPT
43480. 0 play W+4
43481. 1 play BS
43482. 2 play B2
43483. 0 play WDT
43484. 1 play W
43485. 2 play B3
43486. 0 play BPT
43487. 1 play B8
43488. 2 play B5
43489. 0 play WPU
43490. 1 play W
43491. 2 play B1
43492. 0 play BPT
43493. 1 play BPT
43494. 2 play B1
43495. 0 play W+4
43496. 1 play WDT
43497. 2 play B2
43498. 0 play W+4
43499. 1 play W+4
43500. 2 play B6
43501. 0 play WPU
43502. 1 play WDT
43503. 2 play BR
43504. 0 play W
43505. 1 play WPU
43506. 2 play W+4
43507. 0 play W+4
43508. 1 take
43509. 2 play W+4 green
43510. 0 accept
43511. 1 play G5
43512. 1 play G5
43513. 2 play W blue
43514. 0 play WDT yellow 0,1
43515. 1 play W yellow
43516. 2 play Y4
43517. 0 play R4
43518. 1 play W+4 yellow
43519. 2 challenge
43520. 2 play Y7
43521. 0 play Y4
43522. 1 play YS
43523. 0 play Y+2
43524. 2 play YS
43525. 1 play WPU
43526. 2 take
43527. 0 play G3
43528. 1 play G7
43529. 2 play R7
43530. 0 play W green
43531. 1 play G9
43532. 2 play Y9
43533. 0 play WPU
43534. 1 play BR
43535. 2 play BR
43536. 0 play WPU
43537. 1 play B7
43538. 2 play B7
43539. 0 play WPU
43540. 1 play BS
43541. 2 play B+2
43542. 0 play W+4
43543. 1 play BPT
43544. 2 play B9
43545. 0 play WDT
43546. 1 play B6
43547. 2 play B+2
43548. 0 play WDT
43549. 1 play BPT
43550. 2 play B9
43551. 0 play WPU
43552. 1 play B0
43553. 2 take
43554. 0 play WDT yellow 0,1
43555. 1 play Y8
43556. 2 play WDT green 1,2
43557. 0 play W red
43558. 1 play R7
43559. 2 play R2
43560. 0 draw
43561. 0 play W+4 green
43562. 1 accept
43563. 2 play G4
43564. 0 play GPT
43565. 0 point 1
43566. 2 point 0
43567. 1 point 0
43568. 1 play WPU
43569. 2 play G5
43570. 0 play G+2
43571. 1 play G0
43572. 2 play WDT
43573. 0 play G9
43574. 1 play W
43575. 2 play W+4
43576. 0 play G6
43577. 1 play GPT
43578. 2 play WPU
43579. 0 play G2
43580. 1 play G3
43581. 2 play WPU
43582. 0 play W+4
43583. 1 play GR
43584. 2 play WPU
43585. 0 play WDT
43586. 1 play WDT
43587. 2 play G2
43588. 0 play W
43589. 1 play WDT
43590. 2 take
43591. 0 play W+4 green
43592. 1 accept
43593. 2 play WPU
43594. 0 play W
43595. 1 play R0
43596. 2 play RR
43597. 0 play R4
43598. 1 play R+2
43599. 2 play RPT
43600. 0 play RPT
43601. 1 play W
43602. 2 play W
43603. 0 play W
43604. 1 play W+4
43605. 2 play W+4
43606. 0 play R8
43607. 1 play R4
43608. 2 play W
43609. 0 play R9
43610. 1 play W+4
43611. 2 play WPU
43612. 0 play RS
43613. 1 play W+4
43614. 2 play R3
43615. 0 play R9
43616. 1 play R2
43617. 2 play WDT
43618. 0 play RS
43619. 1 play WPU
43620. 2 play WDT
43621. 0 play R6
43622. 1 play WPU
43623. 2 play R8
43624. 0 play R+2
43625. 1 play R5
43626. 2 play W+4
43627. 0 play W
43628. 1 play W+4
43629. 2 play WPU
43630. 0 play W
43631. 1 play W+4
43632. 2 play RPT
43633. 0 play W
43634. 1 play WDT
43635. 2 play WDT
43636. 0 play W
43637. 1 play W+4
43638. 2 play WDT
43639. 0 play W+4
43640. 1 play W
43641. 2 play R6
43642. 0 play R1
43643. 1 play R3
43644. 2 play RR
43645. 0 play R1
43646. 1 play WDT
43647. 2 take
43648. 0 play WDT yellow 0,2
43649. 1 play W blue
43650. 2 play W green
43651. 0 play W blue
43652. 1 play B4
43653. 2 play B+2
43654. 1 play W blue
43655. 2 play W+4 blue
43656. 0 accept
43657. 1 draw
43658. 2 play B7
43659. 0 play Y7
43660. 1 play WDT yellow 0,1
43661. 2 play WDT green 0,2
43662. 0 play GS
43663. 2 play GPT
43664. 0 point 2
43665. 2 point 1
43666. 1 point 0
43667. 0 play YPT
43668. 0 point 1
43669. 2 point 0
43670. 1 point 0
43671. 1 play Y1
43672. 2 play WPU
43673. 0 play W
43674. 1 play WDT
43675. 2 play W+4
43676. 0 play Y+2
43677. 1 play Y4
43678. 2 play W
43679. 0 play Y1
43680. 1 play Y5
43681. 2 play WDT
43682. 0 play Y3
43683. 1 play Y2
43684. 2 play Y6
43685. 0 play Y8
43686. 1 take
43687. 2 play WDT green 1,2
43688. 0 play WPU
43689. 1 play W
43690. 2 play G9
43691. 0 play WPU
43692. 1 play GR
43693. 2 play WPU
43694. 0 play GPT
43695. 1 play G5
43696. 2 play G0
43697. 0 play G4
43698. 1 play GPT
43699. 2 play W+4
43700. 0 play G8
43701. 1 play WDT
43702. 2 play G6
43703. 0 play G1
43704. 1 play WDT
43705. 2 play W
43706. 0 take
43707. 1 play GS
43708. 0 play G4
43709. 1 play W red
43710. 2 play R4
43711. 0 play WPU
43712. 1 play YS
43713. 2 play WDT
43714. 0 play YR
43715. 1 play Y6
43716. 2 play W
43717. 0 play YPT
43718. 1 play Y4
43719. 2 play WPU
43720. 0 play WDT
43721. 1 play Y8
43722. 2 play WPU
43723. 0 play Y3
43724. 1 play Y3
43725. 2 play W+4
43726. 0 play Y9
43727. 1 play Y+2
43728. 2 play W+4
43729. 0 play W+4
43730. 1 play Y1
43731. 2 play W
43732. 0 play Y0
43733. 1 play W+4
43734. 2 play W
43735. 0 play YPT
43736. 1 play Y5
43737. 2 play W
43738. 0 play YR
43739. 1 play W+4
43740. 2 play W+4
43741. 0 play YPT
43742. 1 play Y2
43743. 2 play WPU
43744. 0 play WDT
43745. 1 take
43746. 2 play WPU
43747. 0 play WPU
43748. 1 play B2
43749. 2 play B6
43750. 0 play W
43751. 1 play B3
43752. 2 play W+4
43753. 0 play W
43754. 1 play WPU
43755. 2 play B+2
43756. 0 play B4
43757. 1 play B3
43758. 2 play B9
43759. 0 play W
43760. 1 play B8
43761. 2 play W
43762. 0 play B6
43763. 1 play BS
43764. 2 play B0
43765. 0 play WPU
43766. 1 play B1
43767. 2 play WDT
43768. 0 take
43769. 1 play WPU
43770. 2 play Y2
43771. 0 play W+4
43772. 1 play Y3
43773. 2 play Y5
43774. 0 play Y6
43775. 1 play Y1
43776. 2 play W
43777. 0 play WPU
43778. 1 play YS
43779. 2 play W+4
43780. 0 play W
43781. 1 play Y9
43782. 2 play W
43783. 0 play WPU
43784. 1 play WDT
43785. 2 play WDT
43786. 0 play W
43787. 1 play W
43788. 2 play W+4
43789. 0 play W
43790. 1 play WPU
43791. 2 play WDT
43792. 0 play W
43793. 1 play Y0
43794. 2 take
43795. 0 play WPU
43796. 1 play WDT
43797. 2 play G6
43798. 0 play GPT
43799. 1 play G+2
43800. 2 play G2
43801. 0 play G9
43802. 1 play G7
43803. 2 play GR
43804. 0 play G6
43805. 1 play W+4
43806. 2 play G8
43807. 0 play G1
43808. 1 play WDT
43809. 2 play G1
43810. 0 play GPT
43811. 1 play W
43812. 2 play G5
43813. 0 play G9
43814. 1 play W
43815. 2 play WPU
43816. 0 play WDT
43817. 1 play W+4
43818. 2 play G+2
43819. 0 play GR
43820. 1 play W
43821. 2 play WPU
43822. 0 play G5
43823. 1 play W+4
43824. 2 play G3
43825. 0 play G0
43826. 1 play W+4
43827. 2 play WPU
43828. 0 play G8
43829. 1 play W+4
43830. 2 play W
43831. 0 take
43832. 1 play W+4 blue
43833. 2 challenge
43834. 0 play W blue
43835. 1 play B5
43836. 2 play W red
43837. 0 play WPU
43838. 1 play Y+2
43839. 2 play Y5
43840. 0 play W+4
43841. 1 play Y2
43842. 2 play W+4
43843. 0 play WDT
43844. 1 play Y8
43845. 2 play Y7
43846. 0 play WPU
43847. 1 play YR
43848. 2 play Y3
43849. 0 play W+4
43850. 1 play YS
43851. 2 play YS
43852. 0 play WPU
43853. 1 play YR
43854. 2 play W+4
43855. 0 play WDT
43856. 1 play Y8
43857. 2 play W+4
43858. 0 play W+4
43859. 1 play Y6
43860. 2 play Y2
43861. 0 play WDT
43862. 1 play Y5
43863. 2 play WDT
43864. 0 play W
43865. 1 play WPU
43866. 2 play Y0
43867. 0 play W+4
43868. 1 play Y3
43869. 2 play W
43870. 0 play W+4
43871. 1 play Y4
43872. 2 play W
43873. 0 play W+4
43874. 1 play YPT
43875. 2 play Y6
43876. 0 play W
43877. 1 play YPT
43878. 2 play WDT
43879. 0 play W
43880. 1 play YPT
43881. 2 play WDT
43882. 0 take
43883. 1 draw
43884. 1 play WPU
43885. 2 play Y9
43886. 0 play W
43887. 1 take
43888. 2 play Y9
43889. 0 play Y7
43890. 1 play B7
43891. 2 play BS
43892. 1 play B+2
43893. 0 play B3
43894. 1 play B2
43895. 2 play WDT yellow 0,2
43896. 0 play WDT green 1,2
43897. 1 play GPT
43898. 0 point 1
43899. 1 point 0
43900. 2 point 0
43901. 2 play G4
43902. 0 play G6
43903. 1 play GPT
43904. 1 point 2
43905. 0 point 2
43906. 2 point 1
43907. 2 play GS
43908. 1 play WDT blue 0,1
43909. 2 play B7
43910. 0 play W green
43911. 1 play W red
43912. 2 play RS
43913. 1 play R7
43914. 2 play W red
43915. 0 play W+4 red
43916. 1 accept
43917. 2 play R5
43918. 0 play W+4 red
43919. 1 challenge
43920. 1 play W blue
43921. 2 play W red
43922. 0 play WDT yellow 0,1
43923. 1 play WDT yellow 0,1
43924. 2 play W red
43925. 0 play WPU
43926. 1 play R4
43927. 2 play R9
43928. 0 play W+4
43929. 1 play R7
43930. 2 play R8
43931. 0 play WPU
43932. 1 play W+4
43933. 2 play W
43934. 0 play WPU
43935. 1 play W+4
43936. 2 play WDT
43937. 0 play W
43938. 1 play R5
43939. 2 play RR
43940. 0 play WPU
43941. 1 play W
43942. 2 play R9
43943. 0 play W+4
43944. 1 play W
43945. 2 play R6
43946. 0 play W+4
43947. 1 play W
43948. 2 play WDT
43949. 0 play WDT
43950. 1 take
43951. 2 play R2
43952. 0 play W+4 yellow
43953. 1 challenge
43954. 1 play WPU
43955. 2 play G2
43956. 0 play G8
43957. 1 play W+4
43958. 2 play W
43959. 0 play GR
43960. 1 play WPU
43961. 2 play G3
43962. 0 play G2
43963. 1 play G6
43964. 2 take
43965. 0 play G4
43966. 1 play G4
43967. 2 play W+4 green
43968. 0 accept
43969. 1 play WPU
43970. 2 play G8
43971. 0 play WPU
43972. 1 play W+4
43973. 2 play G3
43974. 0 play G7
43975. 1 play W+4
43976. 2 play GPT
43977. 0 play W
43978. 1 play W
43979. 2 play W
43980. 0 play G8
43981. 1 play WPU
43982. 2 play WPU
43983. 0 play WDT
43984. 1 play WPU
43985. 2 play WPU
43986. 0 play W
43987. 1 play W
43988. 2 play G2
43989. 0 play G+2
43990. 1 play W
43991. 2 play GR
43992. 0 play G9
43993. 1 play GS
43994. 2 play G6
43995. 0 play WDT
43996. 1 play W
43997. 2 play G2
43998. 0 play G9
43999. 1 play WDT
44000. 2 take
44001. 0 play W+4 red
44002. 1 challenge
44003. 1 play RS
44004. 0 play W+4 red
44005. 1 accept
44006. 2 play W+4 green
44007. 0 accept
44008. 1 play W+4 red
44009. 2 accept
44010. 0 play R5
44011. 1 play R6
44012. 2 play RS
44013. 1 play W yellow
44014. 2 play Y1
44015. 0 play Y7
44016. 1 play Y+2
44017. 0 play W+4 yellow
44018. 1 accept
44019. 2 play W+4 red
44020. 0 challenge
44021. 0 play WPU
44022. 1 play R6
44023. 2 play R8
44024. 0 play R2
44025. 1 play R9
44026. 2 play R6
44027. 0 play W
44028. 1 play R5
44029. 2 play R2
44030. 0 play WDT
44031. 1 play R4
44032. 2 play R3
44033. 0 play W
44034. 1 play WDT
44035. 2 play RPT
44036. 0 play WDT
44037. 1 play R8
44038. 2 play W+4
44039. 0 play WPU
44040. 1 play RS
44041. 2 play R7
44042. 0 play RS
44043. 1 play RR
44044. 2 play R4
44045. 0 play WDT
44046. 1 play WDT
44047. 2 play RPT
44048. 0 play WPU
44049. 1 play W
44050. 2 play W+4
44051. 0 play W
44052. 1 play WPU
44053. 2 play RPT
44054. 0 play WDT
44055. 1 play R5
44056. 2 play R3
44057. 0 play W+4
44058. 1 play R7
44059. 2 play R0
44060. 0 play WPU
44061. 1 play R9
44062. 2 play RR
44063. 0 play W
44064. 1 play WPU
44065. 2 play WDT
44066. 0 play WDT
44067. 1 play W+4
44068. 2 play R1
44069. 0 play W+4
44070. 1 play W+4
44071. 2 play WPU
44072. 0 play W+4
44073. 1 play WDT
44074. 2 play WDT
44075. 0 play W+4
44076. 1 play W
44077. 2 play R+2
44078. 0 play W+4
44079. 1 play WDT
44080. 2 play WDT
44081. 0 play W+4
44082. 1 play W+4
44083. 2 play R+2
44084. 0 take
44085. 1 play W yellow
44086. 2 play Y1
44087. 0 play Y6
44088. 1 play YPT
44089. 0 point 2
44090. 2 point 1
44091. 1 point 0
44092. 2 play RPT
44093. 2 point 1
44094. 0 point 1
44095. 1 point 0
44096. 0 play YPT
44097. 2 point 0
44098. 1 point 0
44099. 0 point 2
44100. 1 play Y6
44101. 0 play Y6
44102. 1 play Y7
44103. 2 play G7
44104. 0 play GR
44105. 2 play G+2
44106. 0 play G5
44107. 2 play G3
44108. 1 play G4
44109. 0 play G5
44110. 2 play G6
44111. 0 play G6
44112. 2 play G9
44113. 1 play G4
44114. 0 play G3
44115. 2 draw
44116. 2 play G7
44117. 1 play GS
44118. 2 play G2
44119. 2 play G2
44120. 1 draw
44121. 1 play GR
44122. 2 play G9
44123. 0 play GPT
44124. 1 point 2
44125. 2 point 0
44126. 0 point 1
44127. 1 play BPT
44128. 1 point 0
44129. 0 point 1
44130. 2 point 0
44131. 2 play B8
44132. 0 play B9
44133. 1 play Y9
44134. 2 play WPU
44135. 0 play W
44136. 1 play G2
44137. 2 play G5
44138. 0 play W+4
44139. 1 take
44140. 2 play GS
44141. 1 play W+4 green
44142. 2 challenge
44143. 2 play W red
44144. 0 play R8
44145. 0 play R8
44146. 1 play W red
44147. 2 play R1
44148. 0 play R2
44149. 0 play R2
44150. 1 play G2
44151. 2 play G8
44152. 0 play G7
44153. 1 play B7
44154. 2 play BPT
44155. 1 point 0
44156. 0 point 1
44157. 2 point 0
44158. 0 play B3
44159. 1 play B+2
44160. 0 play B8
44161. 1 play BPT
44162. 1 point 0
44163. 2 point 1
44164. 0 point 1
44165. 2 play WPU
44166. 0 play W
44167. 1 take
44168. 2 play WPU
44169. 0 play R7
44170. 1 play R8
44171. 2 play W
44172. 0 play R3
44173. 1 play W
44174. 2 play WPU
44175. 0 play W
44176. 1 take
44177. 2 play WPU
44178. 0 play W
44179. 1 play GR
44180. 2 play GPT
44181. 0 play WDT
44182. 1 play W
44183. 2 play W
44184. 0 play WPU
44185. 1 play G5
44186. 2 play GPT
44187. 0 play W+4
44188. 1 play G6
44189. 2 play GR
44190. 0 play WPU
44191. 1 play G5
44192. 2 play G8
44193. 0 play W+4
44194. 1 play W
44195. 2 play W
44196. 0 play G9
44197. 1 play WPU
44198. 2 play G2
44199. 0 play G+2
44200. 1 play G3
44201. 2 play W
44202. 0 play G0
44203. 1 play G6
44204. 2 play W
44205. 0 play G1
44206. 1 play WPU
44207. 2 play G9
44208. 0 play G3
44209. 1 play W
44210. 2 play W
44211. 0 play WDT
44212. 1 play G+2
44213. 2 play W
44214. 0 play WDT
44215. 1 play GS
44216. 2 play W
44217. 0 play G4
44218. 1 play G7
44219. 2 take
44220. 0 play GPT
44221. 1 point 0
44222. 0 point 2
44223. 2 point 1
44224. 1 play YPT
44225. 1 point 0
44226. 0 point 2
44227. 2 point 0
44228. 2 play W+4 blue
44229. 0 challenge
44230. 0 play WPU
44231. 1 play G2
44232. 2 play G1
44233. 0 play G4
44234. 1 take
44235. 2 play WPU
44236. 0 play W
44237. 1 play B1
44238. 2 play B8
44239. 0 play B4
44240. 1 play W
44241. 2 play W+4
44242. 0 play B6
44243. 1 play BS
44244. 2 play WDT
44245. 0 play B7
44246. 1 play B5
44247. 2 play W
44248. 0 play B1
44249. 1 play W+4
44250. 2 play B+2
44251. 0 play B+2
44252. 1 take
44253. 2 play WPU
44254. 0 play W+4
44255. 1 play W
44256. 2 play GS
44257. 0 play WPU
44258. 1 play G1
44259. 2 play GPT
44260. 0 play W+4
44261. 1 play G2
44262. 2 play G9
44263. 0 play WDT
44264. 1 play G8
44265. 2 play GPT
44266. 0 play WDT
44267. 1 play G4
44268. 2 play GPT
44269. 0 play WPU
44270. 1 play W+4
44271. 2 play WPU
44272. 0 play W
44273. 1 play W+4
44274. 2 play G8
44275. 0 play WDT
44276. 1 play WDT
44277. 2 play G9
44278. 0 play WDT
44279. 1 play W
44280. 2 play G2
44281. 0 play G1
44282. 1 play W
44283. 2 play WPU
44284. 0 play WDT
44285. 1 take
44286. 2 play G3
44287. 0 play WPU
44288. 1 play GPT
44289. 2 play G0
44290. 0 play W
44291. 1 play G4
44292. 2 play G5
44293. 0 play WDT
44294. 1 play G1
44295. 2 play WDT
44296. 0 play W+4
44297. 1 play G2
44298. 2 play G3
44299. 0 play WDT
44300. 1 play W+4
44301. 2 play GR
44302. 0 play WDT
44303. 1 play W
44304. 2 play GR
44305. 0 play WPU
44306. 1 play G2
44307. 2 play G5
44308. 0 play WDT
44309. 1 play W+4
44310. 2 play WDT
44311. 0 play W+4
44312. 1 play GS
44313. 2 play G4
44314. 0 play W+4
44315. 1 play GPT
44316. 2 play G7
44317. 0 play W+4
44318. 1 play GPT
44319. 2 play G+2
44320. 0 play W+4
44321. 1 play WPU
44322. 2 play G6
44323. 0 play W+4
44324. 1 play G1
44325. 2 play G+2
44326. 0 play W+4
44327. 1 play G8
44328. 2 play G6
44329. 0 take
44330. 1 play G9
44331. 2 play B9
44332. 0 play B8
44333. 1 play B5
44334. 2 play BPT
44335. 1 point 0
44336. 0 point 1
44337. 2 point 1
44338. 0 play B3
44339. 1 play B8
44340. 2 play BR
44341. 1 play BPT
44342. 2 point 0
44343. 0 point 2
44344. 1 point 0
44345. 0 play RPT
44346. 2 point 1
44347. 1 point 0
44348. 0 point 2
44349. 2 play R2
44350. 1 play R1
44351. 0 play R7
44352. 2 play W green
44353. 1 play GPT
44354. 1 point 2
44355. 2 point 0
44356. 0 point 2
44357. 0 play RPT
44358. 0 point 1
44359. 2 point 0
44360. 1 point 2
44361. 2 play W blue
44362. 1 play W red
44363. 0 play R2
44364. 2 play R8
44365. 1 play WPU
44366. 0 play GR
44367. 2 play WPU
44368. 1 play GS
44369. 0 play G+2
44370. 2 play WPU
44371. 1 play W+4
44372. 0 play W+4
44373. 2 play W
44374. 1 play WPU
44375. 0 play G3
44376. 2 play W
44377. 1 play WPU
44378. 0 play W
44379. 2 play G9
44380. 1 play W
44381. 0 play G0
44382. 2 play W
44383. 1 play G9
44384. 0 play G+2
44385. 2 play W
44386. 1 play G8
44387. 0 play GPT
44388. 2 play W
44389. 1 play W
44390. 0 play WPU
44391. 2 play W
44392. 1 play W+4
44393. 0 play GS
44394. 2 play W
44395. 1 play W
44396. 0 play G6
44397. 2 play W
44398. 1 play WPU
44399. 0 play GPT
44400. 2 take
44401. 1 play W+4 green
44402. 0 accept
44403. 2 play G+2
44404. 0 play GPT
44405. 1 point 2
44406. 2 point 1
44407. 0 point 1
44408. 2 play G+2
44409. 0 play R+2
44410. 1 play W red
44411. 0 play R0
44412. 2 play W green
44413. 1 play GPT
44414. 2 point 1
44415. 0 point 2
44416. 1 point 2
44417. 0 play G6
44418. 2 play W+4 blue
44419. 1 accept
44420. 0 play WPU
44421. 2 play W
44422. 1 play WDT
44423. 0 play G8
44424. 2 play GR
44425. 1 play W
44426. 0 play W+4
44427. 2 play WPU
44428. 1 play WDT
44429. 0 play G4
44430. 2 play WPU
44431. 1 play WDT
44432. 0 play G2
44433. 2 play G0
44434. 1 play WDT
44435. 0 play G5
44436. 2 play W
44437. 1 play WDT
44438. 0 play W
44439. 2 play GPT
44440. 1 play WDT
44441. 0 play G1
44442. 2 play GS
44443. 1 take
44444. 0 play G2
44445. 2 play WPU
44446. 1 play WPU
44447. 0 play GR
44448. 2 play G3
44449. 1 play GPT
44450. 0 play W+4
44451. 2 play W
44452. 1 play W+4
44453. 0 play G4
44454. 2 play G9
44455. 1 play G4
44456. 0 play G5
44457. 2 play W+4
44458. 1 play G8
44459. 0 play W+4
44460. 2 play G8
44461. 1 play WPU
44462. 0 play W+4
44463. 2 play G6
44464. 1 play W
44465. 0 play W+4
44466. 2 play W+4
44467. 1 play G5
44468. 0 play W+4
44469. 2 play W
44470. 1 play G+2
44471. 0 play WDT
44472. 2 play W
44473. 1 play G1
44474. 0 play W+4
44475. 2 play GS
44476. 1 play G0
44477. 0 play WPU
44478. 2 play GPT
44479. 1 play GS
44480. 0 play WDT
44481. 2 play WPU
44482. 1 play WDT
44483. 0 play G1
44484. 2 play G3
44485. 1 play W
44486. 0 play WDT
44487. 2 play WPU
44488. 1 play W+4
44489. 0 play W+4
44490. 2 play G9
44491. 1 play GR
44492. 0 play WPU
44493. 2 play W
44494. 1 play WDT
44495. 0 play WPU
44496. 2 play W
44497. 1 play W
44498. 0 play WDT
44499. 2 play W
44500. 1 play WDT
44501. 0 play G7
44502. 2 play W
44503. 1 play W
44504. 0 play WDT
44505. 2 play WPU
44506. 1 play WDT
44507. 0 play WDT
44508. 2 play WPU
44509. 1 play G2
44510. 0 play G7
44511. 2 play W
44512. 1 play W
44513. 0 play WPU
44514. 2 play W
44515. 1 play WDT
44516. 0 take
44517. 2 play W red
44518. 1 play R2
44519. 0 play RPT
44520. 0 point 2
44521. 2 point 0
44522. 1 point 2
44523. 2 play RPT
44524. 2 point 0
44525. 0 point 1
44526. 1 point 2
44527. 1 play BPT
44528. 1 point 0
44529. 2 point 0
44530. 0 point 1
44531. 0 play WPU
44532. 2 play B8
44533. 1 play B4
44534. 0 play B5
44535. 2 play B3
44536. 1 play BR
44537. 0 play B4
44538. 2 play W
44539. 1 play B6
44540. 0 play W+4
44541. 2 play B3
44542. 1 play W+4
44543. 0 play B7
44544. 2 play BPT
44545. 1 play WDT
44546. 0 play BPT
44547. 2 play BR
44548. 1 play BS
44549. 0 play BS
44550. 2 take
44551. 1 draw
44552. 0 play B6
44553. 2 play B5
44554. 1 draw
44555. 1 play B6
44556. 0 play B2
44557. 2 play WPU
44558. 1 play B7
44559. 0 play W+4
44560. 2 play BS
44561. 1 play B8
44562. 0 play B9
44563. 2 play W+4
44564. 1 play B1
44565. 0 play B9
44566. 2 play B7
44567. 1 play B1
44568. 0 play BPT
44569. 2 play B4
44570. 1 play B+2
44571. 0 play W+4
44572. 2 play B8
44573. 1 play B+2
44574. 0 play WDT
44575. 2 play B3
44576. 1 take
44577. 0 play W red
44578. 2 play W yellow
44579. 1 play Y7
44580. 0 play YR
44581. 1 play Y6
44582. 2 play W red
44583. 0 play WPU
44584. 1 play B9
44585. 2 play B3
44586. 0 play B0
44587. 1 play B4
44588. 2 play B6
44589. 0 play W
44590. 1 play B3
44591. 2 play BS
44592. 0 play WDT
44593. 1 play WPU
44594. 2 play W+4
44595. 0 play B5
44596. 1 play B2
44597. 2 play B4
44598. 0 play W+4
44599. 1 play BS
44600. 2 play WDT
44601. 0 play WPU
44602. 1 play B1
44603. 2 play BPT
44604. 0 play WDT
44605. 1 play B+2
44606. 2 play BR
44607. 0 play W
44608. 1 play BPT
44609. 2 play BPT
44610. 0 play W+4
44611. 1 play WDT
44612. 2 play BR
44613. 0 play WPU
44614. 1 play W+4
44615. 2 play BPT
44616. 0 play WDT
44617. 1 play B8
44618. 2 take
44619. 0 play W+4 green
44620. 1 challenge
44621. 1 play W+4 yellow
44622. 2 accept
44623. 0 play YS
44624. 2 play Y1
44625. 0 play Y0
44626. 1 play YPT
44627. 2 point 0
44628. 0 point 1
44629. 1 point 2
44630. 2 play Y9
44631. 0 play WDT blue 0,1
44632. 1 play B9
44633. 2 play B8
44634. 1 play B8
44635. 2 play B1
44636. 0 play W yellow
44637. 1 play W+4 blue
44638. 2 challenge
44639. 2 play B3
44640. 2 play B3
44641. 0 play W+4 blue
44642. 1 challenge
44643. 1 play B7
44644. 2 play B9
44645. 1 play B9
44646. 2 play B5
44647. 0 play WPU
44648. 1 play W+4
44649. 2 play W
44650. 0 play B5
44651. 1 play W+4
44652. 2 play WPU
44653. 0 play B2
44654. 1 play WPU
44655. 2 play B0
44656. 0 play WPU
44657. 1 play B7
44658. 2 play WDT
44659. 0 play W+4
44660. 1 play B+2
44661. 2 play B6
44662. 0 play WPU
44663. 1 play B3
44664. 2 play B6
44665. 0 play B3
44666. 1 play B1
44667. 2 play BR
44668. 0 play B1
44669. 1 take
44670. 2 play BR
44671. 1 play WDT blue 0,1
44672. 0 play W+4 red
44673. 2 challenge
44674. 2 play WDT yellow 0,1
44675. 1 play WPU
44676. 0 play WPU
44677. 2 play Y1
44678. 1 play Y0
44679. 0 play WDT
44680. 2 play Y1
44681. 1 play YS
44682. 0 play Y6
44683. 2 play W
44684. 1 play WPU
44685. 0 play Y2
44686. 2 play YPT
44687. 1 play W+4
44688. 0 play Y5
44689. 2 play WPU
44690. 1 play WPU
44691. 0 play Y6
44692. 2 play WDT
44693. 1 play WPU
44694. 0 play Y+2
44695. 2 play W
44696. 1 play WDT
44697. 0 play W+4
44698. 2 play WDT
44699. 1 play WPU
44700. 0 play Y+2
44701. 2 play W+4
44702. 1 play W
44703. 0 play Y5
44704. 2 play WPU
44705. 1 play W+4
44706. 0 play Y9
44707. 2 play WDT
44708. 1 play W+4
44709. 0 play WDT
44710. 2 play W+4
44711. 1 take
44712. 0 play Y3
44713. 2 play W+4 green
44714. 1 challenge
44715. 1 play W+4 red
44716. 0 accept
44717. 2 play W+4 green
44718. 1 accept
44719. 0 play WPU
44720. 2 play WPU
44721. 1 play W+4
44722. 0 play GS
44723. 2 play G6
44724. 1 play W+4
44725. 0 play WDT
44726. 2 play WPU
44727. 1 play W+4
44728. 0 play G4
44729. 2 play W
44730. 1 play WDT
44731. 0 play G2
44732. 2 play W
44733. 1 play W+4
44734. 0 play G8
44735. 2 play GPT
44736. 1 play W
44737. 0 play G0
44738. 2 play GPT
44739. 1 play WDT
44740. 0 play G2
44741. 2 take
44742. 1 play W+4 blue
44743. 0 challenge
44744. 0 play B8
44745. 2 play WDT red 0,2
44746. 1 play RPT
44747. 1 point 0
44748. 2 point 1
44749. 0 point 1
44750. 0 play WDT yellow 1,2
44751. 2 play Y3
44752. 0 play Y3
44753. 2 play W+4 red
44754. 1 challenge
44755. 1 play R1
44756. 0 play R6
44757. 2 play W+4 blue
44758. 1 accept
44759. 0 play W+4 blue
44760. 2 accept
44761. 1 play B+2
44762. 2 play W blue
44763. 1 play W+4 red
44764. 0 accept
44765. 2 play W+4 blue
44766. 1 challenge
44767. 1 play B0
44768. 0 play B7
44769. 2 play B4
44770. 2 play B4
44771. 1 play B1
44772. 0 play G1
44773. 2 play G2
44774. 1 play W+4 red
44775. 0 challenge
44776. 0 play R7
44777. 2 play W+4 green
44778. 1 accept
44779. 0 play G+2
44780. 1 play W yellow
44781. 0 play Y8
44782. 2 draw
44783. 2 play W red
44784. 1 play W+4 red
44785. 0 challenge
44786. 0 play RS
44787. 1 play R2
44788. 0 play R4
44789. 2 play RPT
44790. 0 point 2
44791. 1 point 0
44792. 2 point 0
44793. 1 play R1
44794. 0 play R1
44795. 2 play W red
44796. 1 play R3
44797. 0 play W+4 blue
44798. 2 challenge
44799. 2 play B4
44800. 1 play B5
44801. 0 play W red
44802. 2 play W green
44803. 1 play WPU
44804. 0 play R6
44805. 2 play RS
44806. 1 play R6
44807. 0 play WPU
44808. 2 play WPU
44809. 1 play WPU
44810. 0 play RR
44811. 2 play W+4
44812. 1 play R7
44813. 0 play W
44814. 2 play W+4
44815. 1 play W+4
44816. 0 play WDT
44817. 2 play W+4
44818. 1 play WDT
44819. 0 play RR
44820. 2 play W+4
44821. 1 play R0
44822. 0 play R9
44823. 2 play WPU
44824. 1 play RPT
44825. 0 play W
44826. 2 play WDT
44827. 1 play W
44828. 0 play W
44829. 2 play WDT
44830. 1 play R7
44831. 0 play R5
44832. 2 play WDT
44833. 1 play W
44834. 0 play R1
44835. 2 take
44836. 1 play WDT green 0,2
44837. 0 play W red
44838. 2 play WDT blue 1,2
44839. 1 play W+4 blue
44840. 0 challenge
44841. 0 play W+4 blue
44842. 2 challenge
44843. 2 play B0
44844. 1 play B2
44845. 0 play W blue
44846. 2 play W red
44847. 1 play W+4 blue
44848. 0 accept
44849. 2 play B+2
44850. 0 play W+4 blue
44851. 2 accept
44852. 1 play B5
44853. 0 play B5
44854. 2 play B+2
44855. 0 play W+4 yellow
44856. 2 challenge
44857. 2 play Y3
44858. 1 play WPU
44859. 0 play Y4
44860. 2 play WDT
44861. 1 play W+4
44862. 0 play WDT
44863. 2 play Y3
44864. 1 play Y6
44865. 0 play WDT
44866. 2 play W+4
44867. 1 play Y5
44868. 0 play W
44869. 2 play WPU
44870. 1 play Y2
44871. 0 play W+4
44872. 2 play W
44873. 1 play WDT
44874. 0 play Y2
44875. 2 play WDT
44876. 1 play Y9
44877. 0 play WPU
44878. 2 play WPU
44879. 1 play WDT
44880. 0 play WDT
44881. 2 play W
44882. 1 play Y+2
44883. 0 play YS
44884. 2 play W
44885. 1 play Y1
44886. 0 play Y4
44887. 2 play WDT
44888. 1 play W+4
44889. 0 play Y9
44890. 2 play W+4
44891. 1 play Y8
44892. 0 play YPT
44893. 2 play W
44894. 1 play W+4
44895. 0 play W
44896. 2 play WDT
44897. 1 play Y+2
44898. 0 play W+4
44899. 2 play WPU
44900. 1 play Y1
44901. 0 play YR
44902. 2 play W
44903. 1 play Y5
44904. 0 play Y7
44905. 2 play W
44906. 1 play Y6
44907. 0 play YR
44908. 2 play WPU
44909. 1 play YPT
44910. 0 play Y7
44911. 2 play WDT
44912. 1 play YS
44913. 0 play Y8
44914. 2 play W+4
44915. 1 play WPU
44916. 0 play W
44917. 2 play W+4
44918. 1 play W+4
44919. 0 play YPT
44920. 2 play W+4
44921. 1 play Y0
44922. 0 play YPT
44923. 2 play WPU
44924. 1 play WDT
44925. 0 play W
44926. 2 take
44927. 1 play WPU
44928. 0 play W
44929. 2 play Y6
44930. 1 play WDT
44931. 0 play W
44932. 2 play Y4
44933. 1 play WPU
44934. 0 play W
44935. 2 play Y6
44936. 1 play WPU
44937. 0 play W
44938. 2 play Y2
44939. 1 play WPU
44940. 0 play W
44941. 2 play YR
44942. 1 take
44943. 0 play W green
44944. 2 play GS
44945. 0 play G3
44946. 2 play W+4 yellow
44947. 1 accept
44948. 0 pass
44949. 2 play WDT blue 0,1
44950. 1 draw
44951. 1 play W+4 red
44952. 0 challenge
44953. 0 play R+2
44954. 1 play RPT
44955. 0 point 2
44956. 2 point 1
44957. 1 point 2
44958. 0 play R9
44959. 2 play R6
44960. 2 play R6
44961. 1 play Y6
44962. 0 play G6
44963. 2 play G8
44964. 1 play R8
44965. 0 play R3
44966. 2 play WDT yellow 0,1
44967. 1 play W+4 yellow
44968. 0 challenge
44969. 0 draw
44970. 0 play Y6
44971. 2 play Y9
44972. 2 play Y9
44973. 1 play Y4
44974. 0 play G4
44975. 2 play G2
44976. 1 play GS
44977. 2 play G4
44978. 1 play B4
44979. 0 play B+2
44980. 1 play B8
44981. 0 play B+2
44982. 1 play B3
44983. 0 play B9
44984. 2 play BPT
44985. 2 point 1
44986. 0 point 1
44987. 1 point 0
44988. 1 play B9
44989. 0 play B2
44990. 2 play Y2
44991. 1 play WDT red 1,2
44992. 0 play R5
44993. 2 play RR
44994. 0 play GR
44995. 2 play G6
44996. 1 play G1
44997. 0 play G1
44998. 2 play GPT
44999. 0 point 1
45000. 1 point 0
45001. 2 point 0
45002. 1 play W+4 green
45003. 0 accept
45004. 2 play GPT
45005. 0 point 1
45006. 2 point 0
45007. 1 point 0
45008. 1 play G+2
45009. 2 play G2
45010. 2 play G2
45011. 1 play G3
45012. 0 play GPT
45013. 2 point 0
45014. 1 point 0
45015. 0 point 1
45016. 2 play BPT
45017. 0 point 2
45018. 2 point 0
45019. 1 point 0
45020. 1 play B5
45021. 0 play B9
45022. 2 play WDT red 1,2
45023. 1 play R6
45024. 0 play R4
45025. 2 play WPU
45026. 1 play WDT
45027. 0 play G9
45028. 2 play WDT
45029. 1 play G4
45030. 0 play G5
45031. 2 play G6
45032. 1 play W
45033. 0 play G8
45034. 2 play W+4
45035. 1 play G6
45036. 0 play G+2
45037. 2 play WPU
45038. 1 play W
45039. 0 play GS
45040. 2 play W+4
45041. 1 play W
45042. 0 play GR
45043. 2 play WPU
45044. 1 play W
45045. 0 play WDT
45046. 2 play W
45047. 1 play W
45048. 0 play GS
45049. 2 play WDT
45050. 1 play WPU
45051. 0 play G5
45052. 2 play W
45053. 1 play WDT
45054. 0 play G8
45055. 2 play WDT
45056. 1 play W
45057. 0 play GPT
45058. 2 play G4
45059. 1 play WPU
45060. 0 play GR
45061. 2 play G0
45062. 1 play WPU
45063. 0 play GPT
45064. 2 play W
45065. 1 play WPU
45066. 0 play G1
45067. 2 play W+4
45068. 1 play WPU
45069. 0 play G9
45070. 2 play WDT
45071. 1 take
45072. 0 play G7
45073. 2 play R7
45074. 1 play R8
45075. 0 play R1
45076. 2 play W blue
45077. 1 play B6
45078. 0 play B2
45079. 2 play B2
45080. 1 play B6
45081. 0 play B9
45082. 2 play B5
45083. 1 play B3
45084. 0 play BPT
45085. 1 point 2
45086. 2 point 1
45087. 0 point 2
45088. 2 play B3
45089. 1 play W yellow
45090. 0 play Y2
45091. 2 play Y5
45092. 1 play G5
45093. 1 play G5
45094. 0 play G3
45095. 2 play R3
45096. 1 play W yellow
45097. 0 play Y9
45098. 2 play Y9
45099. 1 play YR
45100. 2 play W+4 green
45101. 0 challenge
45102. 0 play G7
45103. 1 play W+4 yellow
45104. 2 accept
45105. 0 draw
45106. 1 play Y4
45107. 2 play Y4
45108. 0 play R4
45109. 1 play R3
45110. 2 play W+4 blue
45111. 0 challenge
45112. 0 play B0
45113. 1 play B7
45114. 2 play B1
45115. 0 play B+2
45116. 2 play Y+2
45117. 1 play W yellow
45118. 2 play Y+2
45119. 1 draw
45120. 2 play W+4 green
45121. 0 accept
45122. 1 play WDT yellow 0,1
45123. 2 play Y6
45124. 0 play B6
45125. 1 play B6
45126. 2 play W+4 green
45127. 0 challenge
45128. 0 play G7
45129. 1 play WDT blue 1,2
45130. 2 play B3
45131. 0 play B2
45132. 1 play BR
45133. 0 play B8
45134. 2 play B2
45135. 1 play W green
45136. 0 play GPT
45137. 1 point 2
45138. 0 point 1
45139. 2 point 0
45140. 2 play G+2
45141. 0 play R+2
45142. 1 play R3
45143. 0 play R8
45144. 2 play R9
45145. 1 play W yellow
45146. 0 play W green
45147. 2 play WPU
45148. 1 play WPU
45149. 0 play Y9
45150. 2 play YS
45151. 1 play WDT
45152. 0 take
45153. 2 play Y8
45154. 1 play Y6
45155. 0 draw
45156. 0 play W+4 green
45157. 2 challenge
45158. 2 play G7
45159. 1 play B7
45160. 0 play B8
45161. 2 play W yellow
45162. 1 play W yellow
45163. 0 play Y4
45164. 2 play YR
45165. 0 play WDT blue 0,1
45166. 1 play B7
45167. 2 play W+4 red
45168. 0 accept
45169. 1 play R+2
45170. 0 play W+4 green
45171. 1 accept
45172. 2 play WDT red 0,2
45173. 0 play WPU
45174. 1 play RR
45175. 2 play W+4
45176. 0 play R9
45177. 1 play WPU
45178. 2 play RPT
45179. 0 play R4
45180. 1 play WPU
45181. 2 play R8
45182. 0 play R5
45183. 1 play W+4
45184. 2 play R3
45185. 0 play WDT
45186. 1 play WDT
45187. 2 play R5
45188. 0 play WDT
45189. 1 play WPU
45190. 2 play R7
45191. 0 play RS
45192. 1 play W+4
45193. 2 play RR
45194. 0 play R7
45195. 1 play W
45196. 2 play R4
45197. 0 play RPT
45198. 1 play W
45199. 2 play R0
45200. 0 play R1
45201. 1 play WPU
45202. 2 play W+4
45203. 0 play R2
45204. 1 play R6
45205. 2 play W+4
45206. 0 play R2
45207. 1 play WDT
45208. 2 play RS
45209. 0 play RPT
45210. 1 play R6
45211. 2 play WDT
45212. 0 play RPT
45213. 1 play WDT
45214. 2 play W+4
45215. 0 take
45216. 1 play W+4 blue
45217. 2 accept
45218. 0 play B3
45219. 1 play B+2
45220. 0 play B4
45221. 1 play W yellow
45222. 2 play Y0
45223. 0 play WDT blue 1,2
45224. 1 play WDT red 1,2
45225. 2 play W+4 green
45226. 0 challenge
45227. 0 play WDT green 0,2
45228. 1 play G5
45229. 2 play WDT green 1,2
45230. 0 play WPU
45231. 1 play G+2
45232. 2 play GPT
45233. 0 play W
45234. 1 play G5
45235. 2 play WDT
45236. 0 play W
45237. 1 play W
45238. 2 play G3
45239. 0 play WDT
45240. 1 play G9
45241. 2 play W+4
45242. 0 play W+4
45243. 1 play GPT
45244. 2 play G+2
45245. 0 play W+4
45246. 1 play G8
45247. 2 play WPU
45248. 0 play WPU
45249. 1 play G4
45250. 2 play WDT
45251. 0 play WPU
45252. 1 play G7
45253. 2 play WPU
45254. 0 play W+4
45255. 1 play WPU
45256. 2 play WPU
45257. 0 play G3
45258. 1 play GS
45259. 2 play WPU
45260. 0 play WDT
45261. 1 play G0
45262. 2 play W+4
45263. 0 play WPU
45264. 1 play G4
45265. 2 play W
45266. 0 play WDT
45267. 1 play GR
45268. 2 play W
45269. 0 play WDT
45270. 1 play GR
45271. 2 play W
45272. 0 play W+4
45273. 1 play W
45274. 2 play GPT
45275. 0 play WPU
45276. 1 play G2
45277. 2 play W
45278. 0 play W+4
45279. 1 play GS
45280. 2 play W
45281. 0 play W
45282. 1 play G9
45283. 2 play W
45284. 0 play W+4
45285. 1 play G2
45286. 2 play W
45287. 0 take
45288. 1 play GPT
45289. 0 point 2
45290. 1 point 2
45291. 2 point 0
45292. 2 play W green
45293. 0 play G0
45294. 1 play G1
45295. 2 play R1
45296. 0 play B1
45297. 1 play B8
45298. 2 play B7
45299. 0 play WDT green 0,2
45300. 1 draw
45301. 1 play W green
45302. 2 play W+4 red
45303. 0 challenge
45304. 1 draw
45305. 2 play R9
45306. 0 play R4
45307. 1 play WPU
45308. 2 play W+4
45309. 0 play WPU
45310. 1 play BPT
45311. 2 play BS
45312. 0 play B4
45313. 1 play B1
45314. 2 play WDT
45315. 0 play W
45316. 1 play B0
45317. 2 play BPT
45318. 0 play WDT
45319. 1 play BR
45320. 2 play B8
45321. 0 play WPU
45322. 1 play BR
45323. 2 play WDT
45324. 0 play WPU
45325. 1 play B+2
45326. 2 play B9
45327. 0 play B5
45328. 1 take
45329. 2 play B3
45330. 0 play G3
45331. 1 play G8
45332. 0 play G8
45333. 1 play W+4 green
45334. 2 accept
45335. 0 play W red
45336. 1 play WDT blue 1,2
45337. 2 play BPT
45338. 2 point 0
45339. 1 point 2
45340. 0 point 1
45341. 0 play B3
45342. 1 play WDT red 0,1
45343. 2 play R1
45344. 0 play R8
45345. 0 play R8
45346. 1 play B8
45347. 2 play B8
45348. 0 play B6
45349. 1 play B5
45350. 2 play B4
45351. 0 play B6
45352. 1 play W+4 yellow
45353. 2 challenge
45354. 2 play Y+2
45355. 1 play WPU
45356. 2 play B9
45357. 0 play WDT
45358. 1 play BPT
45359. 2 play WPU
45360. 0 play WPU
45361. 1 play BS
45362. 2 play W
45363. 0 play B4
45364. 1 play B7
45365. 2 play W
45366. 0 play W+4
45367. 1 play B0
45368. 2 play BS
45369. 0 play B+2
45370. 1 play B6
45371. 2 play B7
45372. 0 play B8
45373. 1 play B1
45374. 2 play BPT
45375. 0 play BPT
45376. 1 play W+4
45377. 2 take
45378. 0 play B2
45379. 0 play B2
45380. 1 play W+4 red
45381. 2 accept
45382. 0 draw
45383. 0 play R9
45384. 0 play R9
45385. 1 play W yellow
45386. 2 play Y5
45387. 0 play YS
45388. 2 play Y5
45389. 0 play W green
45390. 1 play G6
45391. 2 play G0
45392. 0 play G+2
45393. 2 play W blue
45394. 0 draw
45395. 1 play B3
45396. 2 play B8
45397. 2 play B8
45398. 0 play WPU
45399. 1 play BPT
45400. 2 play B9
45401. 0 play W
45402. 1 play B4
45403. 2 play B+2
45404. 0 play B5
45405. 1 play BR
45406. 2 play W+4
45407. 0 play WPU
45408. 1 play B9
45409. 2 play B6
45410. 0 play W
45411. 1 play B1
45412. 2 play B1
45413. 0 play W
45414. 1 play WPU
45415. 2 play B7
45416. 0 play W
45417. 1 play B+2
45418. 2 play WPU
45419. 0 play WPU
45420. 1 play WPU
45421. 2 play B4
45422. 0 play WDT
45423. 1 play W
45424. 2 play B7
45425. 0 play W+4
45426. 1 play WPU
45427. 2 play W
45428. 0 play W+4
45429. 1 play BR
45430. 2 play BPT
45431. 0 play WDT
45432. 1 play WPU
45433. 2 play BPT
45434. 0 play WDT
45435. 1 play WDT
45436. 2 play W+4
45437. 0 play W
45438. 1 play WDT
45439. 2 play B6
45440. 0 play WDT
45441. 1 take
45442. 2 play B0
45443. 0 play R0
45444. 1 play R8
45445. 2 play WPU
45446. 0 play G+2
45447. 1 play W
45448. 2 play GPT
45449. 0 play G5
45450. 1 play W+4
45451. 2 play WDT
45452. 0 play WPU
45453. 1 play W+4
45454. 2 play G8
45455. 0 play GPT
45456. 1 play G1
45457. 2 take
45458. 0 play G5
45459. 1 play W blue
45460. 2 play W red
45461. 0 play RS
45462. 2 draw
45463. 2 play R1
45464. 0 play R+2
45465. 2 play WPU
45466. 0 play Y6
45467. 1 play Y0
45468. 2 play W+4
45469. 0 play W+4
45470. 1 play W
45471. 2 play Y3
45472. 0 play W+4
45473. 1 play WDT
45474. 2 play Y8
45475. 0 play WDT
45476. 1 play Y9
45477. 2 play Y+2
45478. 0 play WPU
45479. 1 play WPU
45480. 2 play WDT
45481. 0 play WDT
45482. 1 play Y2
45483. 2 play YS
45484. 0 play WDT
45485. 1 play Y2
45486. 2 play Y6
45487. 0 play Y9
45488. 1 play W+4
45489. 2 play Y7
45490. 0 play Y4
45491. 1 play W+4
45492. 2 play YPT
45493. 0 play W
45494. 1 play WDT
45495. 2 play Y1
45496. 0 play W
45497. 1 play WDT
45498. 2 play Y8
45499. 0 play WDT
45500. 1 play WPU
45501. 2 play Y3
45502. 0 play W+4
45503. 1 play WDT
45504. 2 play W+4
45505. 0 play W+4
45506. 1 play W
45507. 2 play Y1
45508. 0 play WDT
45509. 1 play W
45510. 2 play YPT
45511. 0 play W
45512. 1 play W
45513. 2 play YPT
45514. 0 play Y4
45515. 1 play WDT
45516. 2 play Y7
45517. 0 play W
45518. 1 play WDT
45519. 2 play YPT
45520. 0 play W+4
45521. 1 play WPU
45522. 2 take
45523. 0 draw
45524. 1 play W blue
45525. 2 play W+4 yellow
45526. 0 accept
45527. 1 play W green
45528. 2 play G5
45529. 0 play G3
45530. 1 play G6
45531. 2 play W yellow
45532. 0 play W+4 yellow
45533. 1 accept
45534. 2 play YS
45535. 1 play Y5
45536. 2 play Y1
45537. 0 play R1
45538. 0 play R1
45539. 1 play R8
45540. 2 play W+4 yellow
45541. 0 challenge
45542. 0 play WPU
45543. 1 play WPU
45544. 2 play GPT
45545. 0 play G8
45546. 1 play W
45547. 2 play WPU
45548. 0 play G+2
45549. 1 play WPU
45550. 2 play W+4
45551. 0 play W
45552. 1 play WPU
45553. 2 play G8
45554. 0 play G2
45555. 1 play W
45556. 2 play G+2
45557. 0 play W
45558. 1 play WPU
45559. 2 play WDT
45560. 0 play G0
45561. 1 take
45562. 2 play W+4 yellow
45563. 0 challenge
45564. 0 play Y+2
45565. 2 play Y5
45566. 0 play YR
45567. 2 play Y7
45568. 1 play B7
45569. 0 play W+4 green
45570. 2 accept
45571. 1 play G+2
45572. 2 play W+4 red
45573. 1 accept
45574. 0 play R6
45575. 2 play WDT yellow 0,1
45576. 1 play W+4 red
45577. 0 challenge
45578. 0 play R+2
45579. 1 play WPU
45580. 0 play R6
45581. 2 play W
45582. 1 play RS
45583. 0 play R2
45584. 2 play R0
45585. 1 play WPU
45586. 0 play RR
45587. 2 play R9
45588. 1 play WDT
45589. 0 play R2
45590. 2 play W
45591. 1 play R8
45592. 0 play RPT
45593. 2 play WDT
45594. 1 play R+2
45595. 0 play W+4
45596. 2 play R8
45597. 1 play W+4
45598. 0 play R6
45599. 2 play W
45600. 1 play W
45601. 0 play W+4
45602. 2 play WDT
45603. 1 play W
45604. 0 play W
45605. 2 play W
45606. 1 play WPU
45607. 0 play WPU
45608. 2 play R9
45609. 1 play W
45610. 0 play W+4
45611. 2 play WPU
45612. 1 play R1
45613. 0 play RPT
45614. 2 play W
45615. 1 play WPU
45616. 0 play R3
45617. 2 play W+4
45618. 1 play WPU
45619. 0 play R3
45620. 2 play W
45621. 1 play W
45622. 0 play RS
45623. 2 play W+4
45624. 1 play WPU
45625. 0 play RR
45626. 2 play W
45627. 1 take
45628. 0 play R1
45629. 2 play G1
45630. 1 play R1
45631. 0 play G1
45632. 2 play W red
45633. 1 play R3
45634. 0 play R4
45635. 2 play WPU
45636. 1 play W
45637. 0 play WDT
45638. 2 play W+4
45639. 1 play WPU
45640. 0 play G6
45641. 2 play WPU
45642. 1 play G0
45643. 0 play GPT
45644. 2 play WPU
45645. 1 play G8
45646. 0 play G2
45647. 2 play GPT
45648. 1 play G8
45649. 0 play G9
45650. 2 play W
45651. 1 play W+4
45652. 0 play G7
45653. 2 play W
45654. 1 play G5
45655. 0 play WPU
45656. 2 play WDT
45657. 1 play GPT
45658. 0 play GPT
45659. 2 play WDT
45660. 1 play G5
45661. 0 play W
45662. 2 play G3
45663. 1 play G+2
45664. 0 play G7
45665. 2 play G3
45666. 1 play WDT
45667. 0 play G9
45668. 2 play WDT
45669. 1 play WDT
45670. 0 play GS
45671. 2 play WDT
45672. 1 play W
45673. 0 play G6
45674. 2 play W+4
45675. 1 play W+4
45676. 0 play G4
45677. 2 play WDT
45678. 1 play WDT
45679. 0 play G4
45680. 2 play W+4
45681. 1 play W
45682. 0 play GS
45683. 2 play WDT
45684. 1 play G2
45685. 0 play GR
45686. 2 play W+4
45687. 1 play W
45688. 0 play GR
45689. 2 play WDT
45690. 1 play G+2
45691. 0 take
45692. 2 play W+4 blue
45693. 1 accept
45694. 0 play B2
45695. 2 play BS
45696. 0 play GS
45697. 1 play RS
45698. 2 play YS
45699. 0 play W+4 red
45700. 2 accept
45701. 1 play WPU
45702. 0 play W
45703. 2 play W+4
45704. 1 play W+4
45705. 0 play B7
45706. 2 play BPT
45707. 1 play W+4
45708. 0 play W
45709. 2 play BS
45710. 1 play B4
45711. 0 play WDT
45712. 2 play BS
45713. 1 play B3
45714. 0 play W
45715. 2 play B3
45716. 1 play B4
45717. 0 play WDT
45718. 2 play WDT
45719. 1 play BR
45720. 0 play WPU
45721. 2 take
45722. 1 play WPU
45723. 0 play W
45724. 2 play B2
45725. 1 play W+4
45726. 0 play WDT
45727. 2 play B7
45728. 1 play W+4
45729. 0 play W+4
45730. 2 play W+4
45731. 1 play B6
45732. 0 play W+4
45733. 2 play B4
45734. 1 play B7
45735. 0 play W
45736. 2 play WPU
45737. 1 play B2
45738. 0 play B0
45739. 2 play BS
45740. 1 play B6
45741. 0 play WDT
45742. 2 play WDT
45743. 1 play BPT
45744. 0 play W+4
45745. 2 play BPT
45746. 1 play B1
45747. 0 play WDT
45748. 2 play B4
45749. 1 play BPT
45750. 0 play WPU
45751. 2 play W
45752. 1 play B8
45753. 0 play WPU
45754. 2 play B3
45755. 1 play W
45756. 0 play WDT
45757. 2 play W+4
45758. 1 play B8
45759. 0 play WDT
45760. 2 play B3
45761. 1 play B9
45762. 0 play WDT
45763. 2 play BR
45764. 1 play B+2
45765. 0 play W+4
45766. 2 play BS
45767. 1 play BR
45768. 0 play W+4
45769. 2 play W
45770. 1 play B9
45771. 0 play WPU
45772. 2 play W+4
45773. 1 play WPU
45774. 0 play WDT
45775. 2 play W
45776. 1 play B+2
45777. 0 play WDT
45778. 2 play WDT
45779. 1 play BPT
45780. 0 play WPU
45781. 2 play WDT
45782. 1 play B5
45783. 0 play W
45784. 2 take
45785. 1 play WPU
45786. 0 play W
45787. 2 play BR
45788. 1 play W
45789. 0 play W
45790. 2 play B+2
45791. 1 play B5
45792. 0 play WDT
45793. 2 play B9
45794. 1 play B1
45795. 0 take
45796. 2 play B3
45797. 2 play B3
45798. 1 play WPU
45799. 0 play B+2
45800. 2 play B9
45801. 1 play WPU
45802. 0 play WPU
45803. 2 play BPT
45804. 1 play W
45805. 0 play BR
45806. 2 play B+2
45807. 1 play WPU
45808. 0 play B1
45809. 2 play B5
45810. 1 play W
45811. 0 play B9
45812. 2 play B4
45813. 1 play W
45814. 0 play B5
45815. 2 play WPU
45816. 1 play W
45817. 0 play WDT
45818. 2 play B8
45819. 1 play W
45820. 0 play W
45821. 2 play BR
45822. 1 play W
45823. 0 play W
45824. 2 play WDT
45825. 1 take
45826. 0 play W green
45827. 2 play WDT red 0,1
45828. 1 play WDT green 1,2
45829. 0 play G2
45830. 0 play G2
45831. 2 play GS
45832. 0 play G5
45833. 0 play G5
45834. 2 play W+4 blue
45835. 1 accept
45836. 0 draw
45837. 2 play WDT red 0,2
45838. 1 play R4
45839. 0 play G4
45840. 2 play G2
45841. 1 play R2
45842. 0 draw
45843. 2 play WPU
45844. 1 play WPU
45845. 0 play GPT
45846. 2 play W
45847. 1 play WPU
45848. 0 play G5
45849. 2 play W
45850. 1 play W
45851. 0 play G8
45852. 2 play WDT
45853. 1 play WPU
45854. 0 play GS
45855. 2 play W
45856. 1 play WDT
45857. 0 play G1
45858. 2 play W+4
45859. 1 play WDT
45860. 0 play G8
45861. 2 play W+4
45862. 1 play WPU
45863. 0 play GS
45864. 2 play W
45865. 1 play G5
45866. 0 play G1
45867. 2 play WDT
45868. 1 play WPU
45869. 0 play G7
45870. 2 play WDT
45871. 1 play W
45872. 0 play G3
45873. 2 play WPU
45874. 1 play W
45875. 0 play G7
45876. 2 play WDT
45877. 1 play W
45878. 0 play GR
45879. 2 play W+4
45880. 1 play W
45881. 0 play G6
45882. 2 play W
45883. 1 play W
45884. 0 play G3
45885. 2 play W
45886. 1 play W
45887. 0 play G0
45888. 2 play W
45889. 1 play W
45890. 0 play GR
45891. 2 play WDT
45892. 1 take
45893. 0 play G9
45894. 2 play WDT green 1,2
45895. 1 play WDT green 1,2
45896. 0 play GPT
45897. 2 point 1
45898. 1 point 2
45899. 0 point 1
45900. 2 play W+4 green
45901. 1 accept
45902. 0 play G+2
45903. 1 play GR
45904. 2 play W+4 blue
45905. 0 challenge
45906. 0 draw
45907. 1 play B8
45908. 2 play W+4 red
45909. 0 challenge
45910. 0 play RPT
45911. 0 point 2
45912. 2 point 1
45913. 1 point 0
45914. 1 play BPT
45915. 0 point 1
45916. 1 point 0
45917. 2 point 0
45918. 2 play B7
45919. 0 play W+4 red
45920. 1 accept
45921. 2 play WDT yellow 1,2
45922. 0 play YR
45923. 2 play YS
45924. 0 play YR
45925. 1 play RR
45926. 0 play R1
45927. 2 play R2
45928. 1 play RPT
45929. 0 point 1
45930. 1 point 2
45931. 2 point 0
45932. 0 play RPT
45933. 1 point 2
45934. 0 point 1
45935. 2 point 0
45936. 2 play W+4 red
45937. 1 accept
45938. 0 play R4
45939. 2 play WDT blue 0,1
45940. 1 play BPT
45941. 2 point 1
45942. 1 point 2
45943. 0 point 2
45944. 0 play GPT
45945. 1 point 2
45946. 2 point 1
45947. 0 point 2
45948. 2 play WDT blue 1,2
45949. 1 play B5
45950. 1 play B5
45951. 0 play Y5
45952. 2 play Y0
45953. 1 play YS
45954. 2 play Y8
45955. 1 play WPU
45956. 0 play YR
45957. 2 play Y1
45958. 1 play W
45959. 0 take
45960. 2 play Y6
45961. 1 play WPU
45962. 0 play WDT
45963. 2 play BS
45964. 1 play B3
45965. 0 play W
45966. 2 play B0
45967. 1 play B+2
45968. 0 take
45969. 2 play W+4 red
45970. 1 accept
45971. 0 play WDT red 1,2
45972. 2 play W+4 blue
45973. 1 accept
45974. 0 play B0
45975. 2 play BPT
45976. 0 point 1
45977. 2 point 0
45978. 1 point 0
45979. 1 play B1
45980. 0 play W+4 blue
45981. 2 accept
45982. 1 play B4
45983. 0 play W yellow
45984. 2 play Y9
45985. 1 play G9
45986. 0 play G+2
45987. 1 play G8
45988. 0 play G9
45989. 2 play GPT
45990. 2 point 1
45991. 0 point 2
45992. 1 point 0
45993. 1 play G6
45994. 0 play GPT
45995. 2 point 0
45996. 1 point 0
45997. 0 point 1
45998. 2 play G2
45999. 1 play GR
46000. 2 play W+4 green
46001. 0 accept
46002. 1 play W red
46003. 2 play RS
46004. 1 play R8
46005. 2 play WDT blue 1,2
46006. 0 play BS
46007. 2 play B8
46008. 0 play B4
46009. 1 play B0
46010. 2 play BPT
46011. 1 point 2
46012. 0 point 2
46013. 2 point 0
46014. 0 play W+4 yellow
46015. 1 accept
46016. 2 play Y2
46017. 0 play YR
46018. 2 play WPU
46019. 1 play WPU
46020. 0 play B+2
46021. 2 play W
46022. 1 play B9
46023. 0 play B5
46024. 2 play W
46025. 1 play BR
46026. 0 play B3
46027. 2 play B2
46028. 1 play B5
46029. 0 take
46030. 2 play W yellow
46031. 1 play Y5
46032. 0 play Y1
46033. 2 play Y2
46034. 1 play Y7
46035. 0 play R7
46036. 2 play WPU
46037. 1 play B+2
46038. 0 play BR
46039. 2 play B2
46040. 1 play B0
46041. 0 play B2
46042. 2 play B8
46043. 1 play WDT
46044. 0 play B5
46045. 2 play BPT
46046. 1 play BR
46047. 0 play B3
46048. 2 play W+4
46049. 1 play B4
46050. 0 play W
46051. 2 play WDT
46052. 1 play B3
46053. 0 play B5
46054. 2 play BS
46055. 1 play B9
46056. 0 play WPU
46057. 2 play B7
46058. 1 play W+4
46059. 0 play B9
46060. 2 play B4
46061. 1 play WDT
46062. 0 play B+2
46063. 2 play B1
46064. 1 play W+4
46065. 0 play W
46066. 2 play WPU
46067. 1 play B7
46068. 0 play B8
46069. 2 play B6
46070. 1 play WDT
46071. 0 take
46072. 2 draw
46073. 1 play WPU
46074. 0 play Y5
46075. 2 play Y9
46076. 1 play Y1
46077. 0 play W+4
46078. 2 play YR
46079. 1 play WDT
46080. 0 play WPU
46081. 2 play Y3
46082. 1 play Y+2
46083. 0 play WDT
46084. 2 play Y4
46085. 1 play WDT
46086. 0 play WDT
46087. 2 play Y8
46088. 1 play WDT
46089. 0 play W
46090. 2 play Y8
46091. 1 play WPU
46092. 0 play W+4
46093. 2 play Y9
46094. 1 play WDT
46095. 0 play W
46096. 2 play W+4
46097. 1 play Y0
46098. 0 play WPU
46099. 2 play Y7
46100. 1 play W+4
46101. 0 play WDT
46102. 2 play YPT
46103. 1 play WDT
46104. 0 play W+4
46105. 2 play WPU
46106. 1 play YS
46107. 0 play WDT
46108. 2 play W+4
46109. 1 play WPU
46110. 0 take
46111. 2 play Y6
46112. 2 play Y6
46113. 1 play W red
46114. 0 play W+4 blue
46115. 2 challenge
46116. 2 play B1
46117. 0 play B1
46118. 2 play WPU
46119. 1 play W
46120. 0 play W+4
46121. 2 play B6
46122. 1 play W
46123. 0 play B4
46124. 2 play BPT
46125. 1 play WDT
46126. 0 play B2
46127. 2 play BPT
46128. 1 play W
46129. 0 play BS
46130. 2 play WPU
46131. 1 play W
46132. 0 play BPT
46133. 2 play WPU
46134. 1 play W
46135. 0 play B9
46136. 2 play W+4
46137. 1 play W
46138. 0 play B4
46139. 2 play W+4
46140. 1 play W
46141. 0 play WDT
46142. 2 play WPU
46143. 1 play WDT
46144. 0 play B6
46145. 2 take
46146. 1 play W yellow
46147. 0 play Y8
46148. 2 play Y+2
46149. 0 play WDT red 1,2
46150. 2 play WPU
46151. 1 play W
46152. 0 play WDT
46153. 2 play B6
46154. 1 play WDT
46155. 0 play BR
46156. 2 play W
46157. 1 play W+4
46158. 0 play B+2
46159. 2 play B4
46160. 1 play W
46161. 0 play W
46162. 2 play BPT
46163. 1 play W+4
46164. 0 play B9
46165. 2 play W
46166. 1 play W+4
46167. 0 play B2
46168. 2 play W
46169. 1 play W
46170. 0 play B8
46171. 2 play BS
46172. 1 play W
46173. 0 play WPU
46174. 2 play B9
46175. 1 take
46176. 0 play B3
46177. 2 play BPT
46178. 2 point 1
46179. 1 point 2
46180. 0 point 1
46181. 1 play B+2
46182. 2 play WDT yellow 1,2
46183. 1 play Y6
46184. 0 play WDT blue 1,2
46185. 2 play B2
46186. 1 play BR
46187. 2 play GR
46188. 1 play GPT
46189. 1 point 0
46190. 0 point 2
46191. 2 point 1
46192. 0 play G9
46193. 2 play GR
46194. 0 play G6
46195. 1 play G5
46196. 2 play WDT red 0,2
46197. 0 play W blue
46198. 1 play WDT blue 0,2
46199. 2 play B4
46200. 0 play B5
46201. 1 play WPU
46202. 2 play WDT
46203. 0 play BR
46204. 1 play B6
46205. 2 play W+4
46206. 0 play B5
46207. 1 play WPU
46208. 2 play BPT
46209. 0 play WPU
46210. 1 play WDT
46211. 2 play B6
46212. 0 play B1
46213. 1 play WDT
46214. 2 play WPU
46215. 0 play B3
46216. 1 play B2
46217. 2 play WPU
46218. 0 play WPU
46219. 1 play B4
46220. 2 play WPU
46221. 0 play BS
46222. 1 play BPT
46223. 2 play BPT
46224. 0 play B8
46225. 1 play W
46226. 2 play WPU
46227. 0 play B7
46228. 1 play B9
46229. 2 play W+4
46230. 0 play WPU
46231. 1 play W
46232. 2 play W+4
46233. 0 play W+4
46234. 1 play W
46235. 2 play B3
46236. 0 play W+4
46237. 1 play BS
46238. 2 play W
46239. 0 play B+2
46240. 1 play B1
46241. 2 play W+4
46242. 0 play W+4
46243. 1 play B9
46244. 2 play W
46245. 0 play B7
46246. 1 play B8
46247. 2 play W
46248. 0 play WPU
46249. 1 play W
46250. 2 play W
46251. 0 play W+4
46252. 1 play W+4
46253. 2 play W
46254. 0 play WPU
46255. 1 play W+4
46256. 2 take
46257. 0 play WDT blue 0,2
46258. 1 play W yellow
46259. 2 play WDT yellow 1,2
46260. 0 play Y9
46261. 1 play W+4 blue
46262. 2 accept
46263. 0 play B0
46264. 1 play W+4 yellow
46265. 2 challenge
46266. 2 play Y6
46267. 0 play Y4
46268. 1 play B4
46269. 2 play B+2
46270. 1 play Y+2
46271. 0 play Y5
46272. 1 play G5
46273. 2 play WPU
46274. 0 play WDT
46275. 1 play WPU
46276. 2 play B7
46277. 0 play WDT
46278. 1 play B0
46279. 2 play B5
46280. 0 play WDT
46281. 1 play BPT
46282. 2 play B+2
46283. 0 play WDT
46284. 1 play W
46285. 2 play B8
46286. 0 play WDT
46287. 1 play WDT
46288. 2 play B4
46289. 0 take
46290. 1 play W green
46291. 2 play W+4 red
46292. 0 challenge
46293. 0 play R5
46294. 1 play RPT
46295. 2 point 1
46296. 0 point 2
46297. 1 point 0
46298. 2 play WDT green 0,2
46299. 0 play G2
46300. 1 play WPU
46301. 2 play WPU
46302. 0 play G+2
46303. 1 play G4
46304. 2 play G9
46305. 0 play WDT
46306. 1 play GPT
46307. 2 play WPU
46308. 0 play GPT
46309. 1 play G0
46310. 2 play G5
46311. 0 play G4
46312. 1 play GS
46313. 2 play WPU
46314. 0 play W+4
46315. 1 play G9
46316. 2 play WPU
46317. 0 play WPU
46318. 1 play WDT
46319. 2 play W
46320. 0 play W+4
46321. 1 play GR
46322. 2 play WPU
46323. 0 play W
46324. 1 play W
46325. 2 play GR
46326. 0 play GPT
46327. 1 play GS
46328. 2 play G6
46329. 0 play GPT
46330. 1 play G3
46331. 2 play WPU
46332. 0 play G6
46333. 1 play W
46334. 2 play WDT
46335. 0 play G8
46336. 1 play WDT
46337. 2 play W+4
46338. 0 play WDT
46339. 1 play W
46340. 2 play W+4
46341. 0 play WDT
46342. 1 play G1
46343. 2 play W
46344. 0 play WDT
46345. 1 play G1
46346. 2 play WPU
46347. 0 play WDT
46348. 1 play G8
46349. 2 play WPU
46350. 0 play WDT
46351. 1 play G2
46352. 2 play WDT
46353. 0 take
46354. 1 play G7
46355. 2 play WPU
46356. 0 play WPU
46357. 1 play R8
46358. 2 play W
46359. 0 play WDT
46360. 1 play R+2
46361. 2 play WPU
46362. 0 play W+4
46363. 1 play R2
46364. 2 play R4
46365. 0 play WDT
46366. 1 play R0
46367. 2 play W
46368. 0 play R5
46369. 1 play RS
46370. 2 play WDT
46371. 0 play RR
46372. 1 play RPT
46373. 2 play R8
46374. 0 play W+4
46375. 1 play R1
46376. 2 play W
46377. 0 play W
46378. 1 play R2
46379. 2 play R5
46380. 0 play WPU
46381. 1 play R+2
46382. 2 play W+4
46383. 0 play W+4
46384. 1 play R9
46385. 2 play W
46386. 0 play W
46387. 1 play R4
46388. 2 play W+4
46389. 0 play WDT
46390. 1 play RPT
46391. 2 play W+4
46392. 0 play WDT
46393. 1 play RPT
46394. 2 play W+4
46395. 0 play R7
46396. 1 play R1
46397. 2 play W
46398. 0 play W
46399. 1 play RS
46400. 2 play W
46401. 0 play WPU
46402. 1 play R9
46403. 2 play W
46404. 0 play WPU
46405. 1 play R6
46406. 2 play W+4
46407. 0 play W+4
46408. 1 play R3
46409. 2 play W+4
46410. 0 play WDT
46411. 1 play R3
46412. 2 play W
46413. 0 play R7
46414. 1 play W
46415. 2 play W+4
46416. 0 play WPU
46417. 1 play R6
46418. 2 play W+4
46419. 0 play W
46420. 1 play W
46421. 2 take
46422. 0 play W red
46423. 1 play RR
46424. 0 play YR
46425. 1 play Y5
46426. 2 play Y6
46427. 0 play G6
46428. 0 play G6
46429. 1 play G+2
46430. 0 play G8
46431. 1 play G7
46432. 2 play B7
46433. 0 play BPT
46434. 2 point 1
46435. 1 point 2
46436. 0 point 2
46437. 1 draw
46438. 2 play BPT
46439. 1 point 2
46440. 2 point 0
46441. 0 point 1
46442. 0 draw
46443. 1 draw
46444. 2 play B9
46445. 2 play B9
46446. 0 play WDT blue 1,2
46447. 1 draw
46448. 1 play BPT
46449. 0 point 1
46450. 2 point 1
46451. 1 point 2
46452. 2 play B2
46453. 0 play Y2
46454. 1 play Y5
46455. 2 play R5
46456. 0 play WDT blue 0,2
46457. 1 play BPT
46458. 0 point 2
46459. 2 point 1
46460. 1 point 0
46461. 2 play B2
46462. 0 play B0
46463. 1 play B9
46464. 2 play B8
46465. 0 play B7
46466. 2 play B7
46467. 0 play WDT blue 0,2
46468. 1 play WDT blue 0,2
46469. 2 play B3
46470. 0 play Y3
46471. 1 play Y9
46472. 2 play B9
46473. 0 play Y9
46474. 1 play Y+2
46475. 0 play Y8
46476. 1 play Y2
46477. 2 play YPT
46478. 1 point 2
46479. 2 point 0
46480. 0 point 1
46481. 0 play Y2
46482. 1 play Y+2
46483. 0 play Y5
46484. 1 play YS
46485. 0 play YR
46486. 2 play Y4
46487. 2 play Y4
46488. 1 draw
46489. 0 play WDT red 1,2
46490. 2 play R7
46491. 2 play R7
46492. 1 play G7
46493. 0 play G+2
46494. 1 play G7
46495. 0 play G1
46496. 2 play WDT yellow 0,2
46497. 1 play Y8
46498. 0 play YS
46499. 1 draw
46500. 1 play Y3
46501. 0 play YPT
46502. 2 point 0
46503. 1 point 2
46504. 0 point 2
46505. 2 play YPT
46506. 2 point 0
46507. 1 point 2
46508. 0 point 1
46509. 1 draw
46510. 1 play Y5
46511. 2 play Y5
46512. 1 play G5
46513. 0 play WPU
46514. 2 play Y8
46515. 1 take
46516. 0 play Y7
46517. 2 play W green
46518. 1 play G8
46519. 0 play G3
46520. 2 play WPU
46521. 1 play Y8
46522. 0 play Y+2
46523. 2 play YPT
46524. 1 play YS
46525. 0 play Y6
46526. 2 play W+4
46527. 1 take
46528. 0 play Y9
46529. 2 play W blue
46530. 1 play B0
46531. 0 play B4
46532. 2 play BPT
46533. 2 point 0
46534. 1 point 2
46535. 0 point 1
46536. 1 play B7
46537. 0 play W blue
46538. 2 play B6
46539. 1 play Y6
46540. 0 play Y7
46541. 2 play W red
46542. 1 play W+4 green
46543. 0 accept
46544. 2 play G7
46545. 1 play G3
46546. 0 draw
46547. 2 play W blue
46548. 1 draw
46549. 0 play B5
46550. 2 play B1
46551. 2 play B1
46552. 1 play B9
46553. 0 play W green
46554. 2 play WPU
46555. 1 play Y+2
46556. 0 play Y4
46557. 2 play YR
46558. 1 play YPT
46559. 0 play Y1
46560. 2 play Y9
46561. 1 play YS
46562. 0 play WDT
46563. 2 play WPU
46564. 1 play Y8
46565. 0 play Y0
46566. 2 play Y3
46567. 1 play YPT
46568. 0 play Y3
46569. 2 play WDT
46570. 1 take
46571. 0 play Y2
46572. 2 play W+4 red
46573. 1 challenge
46574. 1 play RR
46575. 2 play R1
46576. 0 play R5
46577. 2 play R5
46578. 0 draw
46579. 0 play R7
46580. 1 draw
46581. 2 play B7
46582. 0 play B+2
46583. 2 play W yellow
46584. 0 play YR
46585. 2 play YS
46586. 0 play GS
46587. 1 play WPU
46588. 0 play BPT
46589. 2 play WDT
46590. 1 play WDT
46591. 0 play B8
46592. 2 play WPU
46593. 1 play WDT
46594. 0 play WPU
46595. 2 play B9
46596. 1 take
46597. 0 play WDT red 1,2
46598. 2 play R6
46599. 1 play WPU
46600. 0 play Y1
46601. 2 play Y6
46602. 1 play Y1
46603. 0 play WDT
46604. 2 play WPU
46605. 1 play Y9
46606. 0 play WDT
46607. 2 play WDT
46608. 1 play Y8
46609. 0 play WPU
46610. 2 play WDT
46611. 1 play YPT
46612. 0 play WPU
46613. 2 play WDT
46614. 1 play Y3
46615. 0 take
46616. 2 play Y2
46617. 1 play WDT red 0,2
46618. 0 play W yellow
46619. 2 play WDT red 1,2
46620. 1 play WDT red 1,2
46621. 0 play WPU
46622. 2 play WPU
46623. 1 play WDT
46624. 0 play Y9
46625. 2 play WDT
46626. 1 play WPU
46627. 0 play W
46628. 2 play WDT
46629. 1 play YS
46630. 0 play YPT
46631. 2 play W
46632. 1 play Y4
46633. 0 play WPU
46634. 2 play W
46635. 1 play YR
46636. 0 play W+4
46637. 2 play W
46638. 1 play Y3
46639. 0 play Y8
46640. 2 play W
46641. 1 play YPT
46642. 0 play Y6
46643. 2 play WPU
46644. 1 play Y+2
46645. 0 play Y9
46646. 2 play W+4
46647. 1 play Y4
46648. 0 play WDT
46649. 2 play WPU
46650. 1 play Y+2
46651. 0 play WPU
46652. 2 play W
46653. 1 play Y0
46654. 0 play Y1
46655. 2 play W
46656. 1 take
46657. 0 play Y1
46658. 1 play Y1
46659. 0 play WDT blue 0,1
46660. 2 play B8
46661. 1 play Y8
46662. 0 play G8
46663. 2 play G1
46664. 1 play WDT blue 0,2
46665. 0 play B4
46666. 2 play B+2
46667. 0 play WDT green 0,1
46668. 2 play W green
46669. 1 play G3
46670. 0 play G6
46671. 2 play B6
46672. 1 play W+4 green
46673. 0 challenge
46674. 0 play WDT green 1,2
46675. 2 play W+4 blue
46676. 1 challenge
46677. 1 play B9
46678. 0 play WDT green 0,2
46679. 2 draw
46680. 1 play G8
46681. 0 play GPT
46682. 1 point 0
46683. 2 point 1
46684. 0 point 1
46685. 2 play W+4 green
46686. 1 accept
46687. 0 play G6
46688. 2 play W yellow
46689. 1 play YR
46690. 2 play RR
46691. 1 play WDT red 0,2
46692. 0 play RR
46693. 1 play WPU
46694. 2 play W
46695. 0 play W
46696. 1 play W
46697. 2 play R6
46698. 0 play R7
46699. 1 play R7
46700. 2 play R0
46701. 0 take
46702. 1 play W+4 green
46703. 2 accept
46704. 0 play G2
46705. 1 play W+4 red
46706. 2 challenge
46707. 2 play RS
46708. 1 play R1
46709. 2 play R1
46710. 0 play WPU
46711. 1 play B9
46712. 2 play BPT
46713. 0 play W
46714. 1 play B0
46715. 2 play W+4
46716. 0 play B5
46717. 1 play BPT
46718. 2 play B2
46719. 0 play BPT
46720. 1 play WDT
46721. 2 play B7
46722. 0 play W
46723. 1 play B7
46724. 2 play W+4
46725. 0 play W
46726. 1 play B1
46727. 2 play BR
46728. 0 play W
46729. 1 play B8
46730. 2 play W
46731. 0 take
46732. 1 play B6
46733. 2 play B5
46734. 0 play R5
46735. 1 play WDT blue 1,2
46736. 2 play B2
46737. 0 play WDT yellow 1,2
46738. 1 play YPT
46739. 2 point 0
46740. 0 point 1
46741. 1 point 2
46742. 2 play RPT
46743. 0 point 2
46744. 2 point 1
46745. 1 point 0
46746. 0 play GPT
46747. 1 point 0
46748. 2 point 1
46749. 0 point 2
46750. 1 play G7
46751. 2 play W green
46752. 0 play GR
46753. 2 play G8
46754. 1 play W green
46755. 0 play W green
46756. 2 play W+4 red
46757. 1 accept
46758. 0 play WPU
46759. 2 play Y6
46760. 1 play W+4
46761. 0 play WDT
46762. 2 play Y8
46763. 1 play W+4
46764. 0 play W
46765. 2 play Y7
46766. 1 play Y4
46767. 0 play Y3
46768. 2 play YPT
46769. 1 play Y9
46770. 0 play W+4
46771. 2 play YPT
46772. 1 play Y7
46773. 0 play W
46774. 2 play W+4
46775. 1 play Y+2
46776. 0 play W
46777. 2 play Y5
46778. 1 play Y0
46779. 0 play W
46780. 2 play Y5
46781. 1 play WDT
46782. 0 play YS
46783. 2 play W+4
46784. 1 play Y2
46785. 0 play YR
46786. 2 play W+4
46787. 1 play Y+2
46788. 0 play W+4
46789. 2 play W+4
46790. 1 play YS
46791. 0 play W
46792. 2 take
46793. 1 play Y8
46794. 0 play B8
46795. 2 play W+4 blue
46796. 1 challenge
46797. 1 draw
46798. 0 play B9
46799. 2 play Y9
46800. 1 play Y3
46801. 0 play WDT blue 0,1
46802. 2 play W yellow
46803. 1 play Y6
46804. 0 play R6
46805. 2 play W+4 blue
46806. 1 challenge
46807. 1 play B4
46808. 0 play B1
46809. 2 play BS
46810. 0 play B8
46811. 2 play W yellow
46812. 1 play WDT blue 0,1
46813. 0 play B2
46814. 2 play B4
46815. 1 play B1
46816. 0 play B0
46817. 2 play BPT
46818. 2 point 1
46819. 1 point 2
46820. 0 point 2
46821. 1 play WDT red 0,2
46822. 0 play RR
46823. 1 play WDT red 1,2
46824. 2 play R9
46825. 0 play R7
46826. 1 play G7
46827. 2 play W+4 green
46828. 0 accept
46829. 1 play WPU
46830. 2 play WDT
46831. 0 play GPT
46832. 1 play G6
46833. 2 play G8
46834. 0 play G1
46835. 1 play G3
46836. 2 play WPU
46837. 0 play G5
46838. 1 play W
46839. 2 play GS
46840. 0 play G9
46841. 1 play G3
46842. 2 play G1
46843. 0 play GPT
46844. 1 play WPU
46845. 2 play W+4
46846. 0 play WDT
46847. 1 play W
46848. 2 play W+4
46849. 0 play GS
46850. 1 play G+2
46851. 2 play W+4
46852. 0 play G2
46853. 1 play G5
46854. 2 play W
46855. 0 play G4
46856. 1 play W
46857. 2 play WDT
46858. 0 play G0
46859. 1 play WPU
46860. 2 play W
46861. 0 play WPU
46862. 1 play W
46863. 2 play WDT
46864. 0 play G4
46865. 1 play W
46866. 2 play W
46867. 0 play G9
46868. 1 play W
46869. 2 play W+4
46870. 0 play GPT
46871. 1 play WPU
46872. 2 play WDT
46873. 0 play G+2
46874. 1 play W
46875. 2 play W
46876. 0 play GR
46877. 1 play WPU
46878. 2 play W+4
46879. 0 take
46880. 1 draw
46881. 1 play WDT blue 1,2
46882. 2 play B3
46883. 0 play BPT
46884. 2 point 0
46885. 1 point 0
46886. 0 point 1
46887. 1 play WPU
46888. 2 play W+4
46889. 0 play G3
46890. 1 play WPU
46891. 2 take
46892. 0 play G1
46893. 0 play G1
46894. 1 play Y1
46895. 2 play Y4
46896. 0 play W blue
46897. 1 play WPU
46898. 2 play WDT
46899. 0 play B6
46900. 1 play W+4
46901. 2 play BR
46902. 0 play WPU
46903. 1 take
46904. 2 play B+2
46905. 1 play W+4 blue
46906. 2 accept
46907. 0 play WDT green 0,1
46908. 1 draw
46909. 2 play G3
46910. 0 play GR
46911. 2 play WPU
46912. 1 play WDT
46913. 0 play G5
46914. 2 play G2
46915. 1 play WPU
46916. 0 play G+2
46917. 2 play GPT
46918. 1 take
46919. 0 play WPU
46920. 2 play W+4
46921. 1 play WDT
46922. 0 play B7
46923. 2 play B+2
46924. 1 play BR
46925. 0 play WDT
46926. 2 play BS
46927. 1 play WPU
46928. 0 play B0
46929. 2 play B3
46930. 1 play B5
46931. 0 play W+4
46932. 2 play W+4
46933. 1 play B6
46934. 0 play B9
46935. 2 play WDT
46936. 1 take
46937. 0 play WPU
46938. 2 take
46939. 1 play W+4 red
46940. 0 challenge
46941. 0 play RR
46942. 1 play BR
46943. 0 play B5
46944. 1 play B5
46945. 0 play B2
46946. 2 play R2
46947. 1 play G2
46948. 0 play G5
46949. 2 play R5
46950. 1 play R6
46951. 0 play Y6
46952. 2 play Y8
46953. 1 play YPT
46954. 2 point 0
46955. 1 point 0
46956. 0 point 1
46957. 0 play GPT
46958. 2 point 1
46959. 0 point 2
46960. 1 point 2
46961. 2 draw
46962. 2 play W green
46963. 1 play GPT
46964. 1 point 0
46965. 0 point 2
46966. 2 point 1
46967. 0 play G4
46968. 0 play G4
46969. 2 play R4
46970. 1 play WPU
46971. 0 play RS
46972. 2 play R5
46973. 1 play R7
46974. 0 play R0
46975. 2 play R4
46976. 1 play W+4
46977. 0 play W
46978. 2 play R+2
46979. 1 play WPU
46980. 0 play W+4
46981. 2 play R3
46982. 1 play WDT
46983. 0 play W+4
46984. 2 play RS
46985. 1 play W+4
46986. 0 play W+4
46987. 2 play R1
46988. 1 play W+4
46989. 0 play W+4
46990. 2 play R8
46991. 1 play WPU
46992. 0 play R7
46993. 2 play R8
46994. 1 play WDT
46995. 0 play WDT
46996. 2 play R2
46997. 1 play WDT
46998. 0 play WDT
46999. 2 play RPT
47000. 1 play WDT
47001. 0 play WPU
47002. 2 play R3
47003. 1 play WDT
47004. 0 play W
47005. 2 play R9
47006. 1 take
47007. 0 play WPU
47008. 2 play B1
47009. 1 play B9
47010. 0 play WPU
47011. 2 play W+4
47012. 1 play B9
47013. 0 play W
47014. 2 take
47015. 1 play B7
47016. 0 play WPU
47017. 2 play W+4
47018. 1 play WPU
47019. 0 play BPT
47020. 2 play B8
47021. 1 play BS
47022. 0 play BPT
47023. 2 play B9
47024. 1 play W
47025. 0 play WDT
47026. 2 play B1
47027. 1 play BPT
47028. 0 play BR
47029. 2 play WPU
47030. 1 play W
47031. 0 play WDT
47032. 2 play B9
47033. 1 play B0
47034. 0 play B7
47035. 2 play W
47036. 1 play WPU
47037. 0 play W
47038. 2 take
47039. 1 play B3
47040. 0 play W blue
47041. 2 play B9
47042. 1 play WDT red 0,2
47043. 0 play W yellow
47044. 2 play Y5
47045. 2 play Y5
47046. 1 play G5
47047. 0 play GPT
47048. 2 point 0
47049. 1 point 0
47050. 0 point 2
47051. 2 play WPU
47052. 1 play R4
47053. 0 play RPT
47054. 2 play WPU
47055. 1 play RS
47056. 0 play W
47057. 2 play W+4
47058. 1 play RS
47059. 0 play W
47060. 2 play R+2
47061. 1 play RPT
47062. 0 play W
47063. 2 play RPT
47064. 1 play WDT
47065. 0 play W
47066. 2 play RPT
47067. 1 play R+2
47068. 0 play W
47069. 2 play R1
47070. 1 play R5
47071. 0 play W
47072. 2 play RR
47073. 1 play W+4
47074. 0 play W
47075. 2 play W
47076. 1 play R0
47077. 0 take
47078. 2 play W+4 yellow
47079. 1 challenge
47080. 1 play WDT blue 0,2
47081. 0 play W green
47082. 2 play W yellow
47083. 1 play Y9
47084. 0 play WPU
47085. 2 play G8
47086. 1 play WDT
47087. 0 play GPT
47088. 2 play W
47089. 1 play WPU
47090. 0 play G3
47091. 2 play W
47092. 1 play WDT
47093. 0 play G8
47094. 2 play WDT
47095. 1 play G7
47096. 0 play GS
47097. 2 play WPU
47098. 1 play WDT
47099. 0 play WDT
47100. 2 play WDT
47101. 1 play W+4
47102. 0 play G9
47103. 2 play WDT
47104. 1 play G+2
47105. 0 play G9
47106. 2 take
47107. 1 play WDT red 0,2
47108. 0 play RR
47109. 1 draw
47110. 2 play WDT red 1,2
47111. 0 play R1
47112. 1 play R8
47113. 2 play Y8
47114. 0 play Y2
47115. 1 play W+4 red
47116. 2 accept
47117. 0 play R+2
47118. 2 play WPU
47119. 0 play W+4
47120. 1 play Y4
47121. 2 play W+4
47122. 0 play W
47123. 1 play W+4
47124. 2 play WPU
47125. 0 play W
47126. 1 play Y3
47127. 2 play Y9
47128. 0 play W
47129. 1 play WDT
47130. 2 play Y2
47131. 0 play W+4
47132. 1 play WDT
47133. 2 play Y0
47134. 0 play W
47135. 1 play W+4
47136. 2 play Y3
47137. 0 play W
47138. 1 play W+4
47139. 2 play Y7
47140. 0 play W
47141. 1 play W+4
47142. 2 play Y7
47143. 0 play W
47144. 1 play W+4
47145. 2 play YPT
47146. 0 take
47147. 1 draw
47148. 2 play W yellow
47149. 0 play Y4
47150. 1 draw
47151. 1 play Y5
47152. 2 play WDT blue 0,1
47153. 0 play WDT blue 0,1
47154. 1 play B6
47155. 2 play W red
47156. 0 play RPT
47157. 2 point 0
47158. 0 point 2
47159. 1 point 2
47160. 1 play R7
47161. 2 play R2
47162. 0 play Y2
47163. 1 play R2
47164. 2 play W green
47165. 0 play W+4 blue
47166. 1 accept
47167. 2 play BR
47168. 1 play W+4 green
47169. 0 challenge
47170. 0 play G6
47171. 2 play WDT green 0,1
47172. 1 play W+4 red
47173. 0 accept
47174. 2 play W red
47175. 1 play R7
47176. 0 play Y7
47177. 0 play Y7
47178. 2 play YS
47179. 0 play Y3
47180. 2 play Y1
47181. 1 play WPU
47182. 0 play W
47183. 2 play YR
47184. 1 play W+4
47185. 0 play WPU
47186. 2 play Y+2
47187. 1 play Y8
47188. 0 play Y0
47189. 2 play YPT
47190. 1 play WPU
47191. 0 play Y3
47192. 2 play YS
47193. 1 play W
47194. 0 play W
47195. 2 play WDT
47196. 1 play Y8
47197. 0 play Y9
47198. 2 play YR
47199. 1 take
47200. 0 play YPT
47201. 1 point 2
47202. 2 point 0
47203. 0 point 2
47204. 2 play YPT
47205. 0 point 2
47206. 2 point 0
47207. 1 point 2
47208. 1 play WPU
47209. 0 play WPU
47210. 2 play G7
47211. 1 play W+4
47212. 0 play G+2
47213. 2 play WPU
47214. 1 play WPU
47215. 0 play G4
47216. 2 play GR
47217. 1 play W
47218. 0 play G2
47219. 2 play G+2
47220. 1 play GPT
47221. 0 play W+4
47222. 2 play GS
47223. 1 play WDT
47224. 0 play W
47225. 2 play G9
47226. 1 play W
47227. 0 play WDT
47228. 2 play G3
47229. 1 play G7
47230. 0 play G0
47231. 2 play G8
47232. 1 play W
47233. 0 play G1
47234. 2 play G3
47235. 1 take
47236. 0 play G6
47237. 2 play G8
47238. 1 play G0
47239. 0 play W red
47240. 2 play WDT red 0,1
47241. 1 play WPU
47242. 0 play WPU
47243. 2 play Y4
47244. 1 play W
47245. 0 play Y5
47246. 2 play WDT
47247. 1 play WDT
47248. 0 play W+4
47249. 2 play Y6
47250. 1 play W
47251. 0 play W+4
47252. 2 play Y+2
47253. 1 play Y8
47254. 0 play YPT
47255. 2 play WDT
47256. 1 play WPU
47257. 0 play W+4
47258. 2 play WDT
47259. 1 play Y3
47260. 0 play W
47261. 2 play WDT
47262. 1 play WDT
47263. 0 play W
47264. 2 take
47265. 1 play Y9
47266. 0 play W green
47267. 2 play W blue
47268. 1 play B3
47269. 0 play B2
47270. 2 play WDT yellow 1,2
47271. 1 play Y6
47272. 0 play R6
47273. 2 play WPU
47274. 1 play G8
47275. 0 play W+4
47276. 2 play W+4
47277. 1 play GR
47278. 0 play GS
47279. 2 play W
47280. 1 play G7
47281. 0 play W+4
47282. 2 play G9
47283. 1 play W+4
47284. 0 play W+4
47285. 2 play W+4
47286. 1 play G3
47287. 0 play W
47288. 2 play W
47289. 1 play GPT
47290. 0 take
47291. 2 play GPT
47292. 2 point 0
47293. 1 point 2
47294. 0 point 2
47295. 1 play YPT
47296. 0 point 2
47297. 2 point 0
47298. 1 point 0
47299. 0 play GPT
47300. 0 point 1
47301. 1 point 0
47302. 2 point 1
47303. 2 play YPT
47304. 0 point 2
47305. 2 point 1
47306. 1 point 2
47307. 1 play W green
47308. 0 play WDT blue 0,2
47309. 2 play W yellow
47310. 1 play Y8
47311. 0 play G8
47312. 2 play B8
47313. 1 play B3
47314. 0 play W+4 red
47315. 2 challenge
47316. 2 play RR
47317. 0 play RPT
47318. 2 point 1
47319. 1 point 2
47320. 0 point 1
47321. 1 play R8
47322. 2 play W+4 yellow
47323. 0 accept
47324. 1 play Y1
47325. 2 play Y2
47326. 0 play B2
47327. 1 play W blue
47328. 2 play B9
47329. 0 play WDT green 1,2
47330. 1 play G2
47331. 2 play G2
47332. 0 draw
47333. 0 pass
47334. 1 play G+2
47335. 0 play W+4 yellow
47336. 1 challenge
47337. 1 play W+4 green
47338. 2 accept
47339. 0 play GR
47340. 2 play G8
47341. 1 play G7
47342. 0 play GR
47343. 1 play GS
47344. 0 play RS
47345. 2 play R4
47346. 0 play R+2
47347. 2 play R8
47348. 0 play WPU
47349. 1 play YS
47350. 2 play Y7
47351. 0 play W
47352. 1 play WDT
47353. 2 play Y6
47354. 0 play Y6
47355. 1 play W
47356. 2 play W
47357. 0 play Y4
47358. 1 play WPU
47359. 2 play Y4
47360. 0 play WDT
47361. 1 play Y+2
47362. 2 play Y5
47363. 0 play W+4
47364. 1 play YR
47365. 2 play WDT
47366. 0 play WPU
47367. 1 play WPU
47368. 2 play WPU
47369. 0 play WPU
47370. 1 play Y0
47371. 2 play W+4
47372. 0 play W+4
47373. 1 play W
47374. 2 play W
47375. 0 play W+4
47376. 1 play Y5
47377. 2 play WDT
47378. 0 play WPU
47379. 1 play YPT
47380. 2 play Y+2
47381. 0 play WPU
47382. 1 play WPU
47383. 2 play Y3
47384. 0 play W+4
47385. 1 play YR
47386. 2 play W
47387. 0 play W
47388. 1 play WPU
47389. 2 play W+4
47390. 0 play W
47391. 1 play W
47392. 2 play Y8
47393. 0 play W
47394. 1 take
47395. 2 play Y9
47396. 0 play G9
47397. 1 play B9
47398. 2 play BR
47399. 1 play W green
47400. 0 play GPT
47401. 2 point 1
47402. 0 point 2
47403. 1 point 2
47404. 2 play G0
47405. 1 play W+4 green
47406. 0 challenge
47407. 0 play G3
47408. 2 play WDT green 0,1
47409. 1 play W+4 red
47410. 0 challenge
47411. 0 play WDT red 1,2
47412. 2 play WDT green 1,2
47413. 1 play G1
47414. 0 play G6
47415. 2 play GPT
47416. 2 point 1
47417. 1 point 2
47418. 0 point 1
47419. 1 play GPT
47420. 1 point 0
47421. 0 point 2
47422. 2 point 1
47423. 0 play G4
47424. 2 play WDT green 0,2
47425. 1 play W+4 yellow
47426. 0 challenge
47427. 0 play YPT
47428. 1 point 2
47429. 0 point 2
47430. 2 point 1
47431. 2 play BPT
47432. 2 point 0
47433. 1 point 2
47434. 0 point 1
47435. 1 play W+4 blue
47436. 0 accept
47437. 2 play W blue
47438. 1 play B5
47439. 0 play R5
47440. 2 play W green
47441. 1 play WPU
47442. 0 play G8
47443. 2 play W
47444. 1 play G+2
47445. 0 play GS
47446. 2 play G5
47447. 1 play G3
47448. 0 play G7
47449. 2 play GPT
47450. 1 play G6
47451. 0 play WPU
47452. 2 play G5
47453. 1 play G9
47454. 0 play W
47455. 2 play W
47456. 1 play W
47457. 0 play G8
47458. 2 take
47459. 1 play G4
47460. 0 play R4
47461. 2 draw
47462. 1 play R3
47463. 1 play R3
47464. 0 play RS
47465. 1 play RR
47466. 2 play RPT
47467. 0 point 1
47468. 1 point 0
47469. 2 point 0
47470. 0 play RR
47471. 2 play W blue
47472. 1 play BS
47473. 2 play GS
47474. 0 play G9
47475. 2 play G+2
47476. 0 draw
47477. 0 play G0
47478. 2 play GPT
47479. 2 point 1
47480. 0 point 2
47481. 1 point 0
47482. 1 play G3
47483. 0 play WDT red 1,2
47484. 2 play W green
47485. 1 play W+4 red
47486. 0 challenge
47487. 0 play RPT
47488. 1 point 0
47489. 2 point 1
47490. 0 point 2
47491. 2 play GPT
47492. 1 point 2
47493. 0 point 2
47494. 2 point 1
47495. 1 play WDT green 1,2
47496. 0 play G7
47497. 2 play Y7
47498. 1 play Y4
47499. 0 play Y9
47500. 2 play Y2
47501. 1 play R2
47502. 0 play R2
47503. 2 play W red
47504. 1 play R9
47505. 1 play R9
47506. 0 play R6
47507. 2 play G6
47508. 1 play GR
47509. 2 play G5
47510. 2 play G5
47511. 0 draw
47512. 0 play G+2
47513. 2 play GPT
47514. 0 point 1
47515. 2 point 1
47516. 1 point 0
47517. 0 draw
47518. 1 play YPT
47519. 0 point 1
47520. 2 point 1
47521. 1 point 0
47522. 2 play Y1
47523. 0 play R1
47524. 1 play R6
47525. 2 play W yellow
47526. 0 play Y1
47527. 1 play YPT
47528. 0 point 1
47529. 2 point 1
47530. 1 point 2
47531. 2 play YS
47532. 1 play Y0
47533. 2 play WDT green 0,2
47534. 0 play GPT
47535. 0 point 1
47536. 1 point 2
47537. 2 point 0
47538. 1 play WDT red 0,2
47539. 2 play W+4 green
47540. 0 accept
47541. 1 play W yellow
47542. 2 play YPT
47543. 2 point 1
47544. 0 point 1
47545. 1 point 2
47546. 0 play Y7
47547. 1 play Y6
47548. 2 play WDT green 0,1
47549. 0 draw
47550. 0 play G4
47551. 1 play W+4 yellow
47552. 2 accept
47553. 0 play W+4 yellow
47554. 1 accept
47555. 2 play WPU
47556. 0 play W+4
47557. 1 play B5
47558. 2 play BS
47559. 0 play B6
47560. 1 play B9
47561. 2 play W+4
47562. 0 play W
47563. 1 play B6
47564. 2 play WDT
47565. 0 play B3
47566. 1 play W
47567. 2 play B9
47568. 0 play B2
47569. 1 play W+4
47570. 2 play B1
47571. 0 play B7
47572. 1 play W
47573. 2 play B7
47574. 0 take
47575. 1 play B2
47576. 2 play BPT
47577. 0 point 2
47578. 1 point 0
47579. 2 point 0
47580. 0 play B6
47581. 0 play B6
47582. 1 play B3
47583. 2 play G3
47584. 0 play B3
47585. 1 play WDT green 0,2
47586. 2 play G3
47587. 0 play G9
47588. 1 play W+4 red
47589. 2 challenge
47590. 2 draw
47591. 0 play R2
47592. 1 play Y2
47593. 2 play Y8
47594. 0 play W red
47595. 1 play W yellow
47596. 2 play WDT red 0,1
47597. 0 play R3
47598. 1 play W blue
47599. 2 play B5
47600. 0 play WDT green 1,2
47601. 1 play WDT red 1,2
47602. 2 play R6
47603. 0 play R0
47604. 1 play RS
47605. 0 play R6
47606. 1 play RS
47607. 0 play W+4 green
47608. 1 accept
47609. 2 play G7
47610. 0 play B7
47611. 1 play G7
47612. 2 play G4
47613. 0 play W green
47614. 1 play WDT blue 1,2
47615. 2 play BPT
47616. 2 point 0
47617. 0 point 1
47618. 1 point 2
47619. 0 play YPT
47620. 1 point 2
47621. 0 point 2
47622. 2 point 0
47623. 1 play YR
47624. 0 play W+4 red
47625. 2 challenge
47626. 2 play R9
47627. 1 play WDT green 1,2
47628. 0 draw
47629. 2 play G9
47630. 1 play W+4 blue
47631. 0 challenge
47632. 0 play B7
47633. 2 play BPT
47634. 1 point 0
47635. 2 point 1
47636. 0 point 1
47637. 1 play WDT red 0,1
47638. 0 play WDT blue 1,2
47639. 2 play B8
47640. 1 play WPU
47641. 0 play W+4
47642. 2 play WDT
47643. 1 play WDT
47644. 0 play B2
47645. 2 play B0
47646. 1 play B+2
47647. 0 play B9
47648. 2 play W
47649. 1 play WDT
47650. 0 play W+4
47651. 2 play BPT
47652. 1 play W
47653. 0 play BS
47654. 2 play B4
47655. 1 play BR
47656. 0 play B1
47657. 2 play B1
47658. 1 play W
47659. 0 play BS
47660. 2 play W
47661. 1 play W
47662. 0 play W+4
47663. 2 play B8
47664. 1 play BR
47665. 0 play B9
47666. 2 play B4
47667. 1 play W
47668. 0 play B5
47669. 2 play WDT
47670. 1 play B+2
47671. 0 play W
47672. 2 take
47673. 1 play WPU
47674. 0 play W
47675. 2 play W
47676. 1 play Y7
47677. 0 play Y9
47678. 2 play Y1
47679. 1 play Y3
47680. 0 take
47681. 2 play Y2
47682. 1 play Y6
47683. 0 play W red
47684. 2 play R1
47685. 1 play WPU
47686. 0 play Y7
47687. 2 play W+4
47688. 1 play W
47689. 0 play YPT
47690. 2 play YS
47691. 1 play YPT
47692. 0 play W
47693. 2 play W+4
47694. 1 play YPT
47695. 0 play Y1
47696. 2 play WDT
47697. 1 play Y5
47698. 0 play Y3
47699. 2 play W
47700. 1 play Y4
47701. 0 play Y9
47702. 2 play W
47703. 1 play Y5
47704. 0 take
47705. 2 play WDT yellow 1,2
47706. 1 play W+4 blue
47707. 0 challenge
47708. 0 play W+4 blue
47709. 2 accept
47710. 1 play W+4 yellow
47711. 0 challenge
47712. 0 play W blue
47713. 2 play B1
47714. 1 play B2
47715. 0 play W+4 yellow
47716. 2 accept
47717. 1 play Y3
47718. 0 play Y7
47719. 1 play Y7
47720. 0 play Y3
47721. 2 play Y6
47722. 1 play W+4 red
47723. 0 accept
47724. 2 play RPT
47725. 2 point 1
47726. 1 point 2
47727. 0 point 1
47728. 1 play WPU
47729. 0 play WDT
47730. 2 play B0
47731. 1 play B5
47732. 0 play B3
47733. 2 play B9
47734. 1 play WDT
47735. 0 play WDT
47736. 2 play W
47737. 1 play W+4
47738. 0 play W
47739. 2 play B8
47740. 1 play B6
47741. 0 play W
47742. 2 play B2
47743. 1 play W
47744. 0 play W
47745. 2 play BPT
47746. 1 play WDT
47747. 0 play W+4
47748. 2 play BS
47749. 1 play W
47750. 0 take
47751. 2 play WDT red 1,2
47752. 1 play R4
47753. 0 play W+4 red
47754. 2 accept
47755. 1 play R8
47756. 0 play WDT red 0,2
47757. 2 play R6
47758. 1 play R+2
47759. 2 play R0
47760. 1 play R8
47761. 0 play RPT
47762. 1 point 0
47763. 2 point 1
47764. 0 point 2
47765. 2 play GPT
47766. 0 point 2
47767. 1 point 2
47768. 2 point 0
47769. 1 play G1
47770. 0 play W+4 yellow
47771. 2 accept
47772. 1 play Y9
47773. 0 play Y6
47774. 2 play WDT red 1,2
47775. 1 play WPU
47776. 0 play W
47777. 2 play Y7
47778. 1 play W+4
47779. 0 play Y9
47780. 2 play W+4
47781. 1 play Y0
47782. 0 play Y4
47783. 2 play YR
47784. 1 play Y+2
47785. 0 play YS
47786. 2 play WPU
47787. 1 play YR
47788. 0 play Y1
47789. 2 play Y7
47790. 1 play Y4
47791. 0 play Y5
47792. 2 play W+4
47793. 1 play Y3
47794. 0 play WPU
47795. 2 play W
47796. 1 play Y+2
47797. 0 play YPT
47798. 2 play WDT
47799. 1 play W
47800. 0 play WPU
47801. 2 play W+4
47802. 1 play Y1
47803. 0 play Y5
47804. 2 play W+4
47805. 1 play W
47806. 0 play WDT
47807. 2 play WDT
47808. 1 play WPU
47809. 0 play W
47810. 2 play WDT
47811. 1 play Y8
47812. 0 play YPT
47813. 2 play WDT
47814. 1 play Y8
47815. 0 play YPT
47816. 2 play W+4
47817. 1 play W
47818. 0 play WDT
47819. 2 play W+4
47820. 1 play Y2
47821. 0 play WDT
47822. 2 play W+4
47823. 1 play WPU
47824. 0 play WDT
47825. 2 play W+4
47826. 1 play YS
47827. 0 play YPT
47828. 2 play W
47829. 1 play WPU
47830. 0 play W
47831. 2 play W
47832. 1 play W
47833. 0 play W
47834. 2 play W
47835. 1 play WPU
47836. 0 play W
47837. 2 take
47838. 1 play W green
47839. 0 play GPT
47840. 2 point 1
47841. 1 point 0
47842. 0 point 2
47843. 2 play G3
47844. 1 play G3
47845. 0 play B3
47846. 2 play B4
47847. 2 play B4
47848. 1 play BPT
47849. 2 point 0
47850. 0 point 2
47851. 1 point 0
47852. 0 play B5
47853. 2 play BPT
47854. 1 point 0
47855. 0 point 1
47856. 2 point 1
47857. 1 play RPT
47858. 1 point 2
47859. 0 point 1
47860. 2 point 1
47861. 0 play W blue
47862. 2 play B7
47863. 1 play WPU
47864. 0 play RS
47865. 2 play W
47866. 1 play R8
47867. 0 play R2
47868. 2 play R3
47869. 1 play WPU
47870. 0 play WPU
47871. 2 play WPU
47872. 1 play WDT
47873. 0 play R5
47874. 2 play R6
47875. 1 play R2
47876. 0 play WDT
47877. 2 play WDT
47878. 1 play RR
47879. 0 play R3
47880. 2 play W
47881. 1 play R1
47882. 0 play W+4
47883. 2 play WDT
47884. 1 play R1
47885. 0 play RPT
47886. 2 play WDT
47887. 1 play RPT
47888. 0 take
47889. 2 play RR
47890. 0 play R3
47891. 1 play RS
47892. 0 play RPT
47893. 2 point 1
47894. 1 point 0
47895. 0 point 2
47896. 1 play R+2
47897. 0 play W+4 yellow
47898. 1 accept
47899. 2 play Y0
47900. 0 play W blue
47901. 1 play WDT yellow 0,2
47902. 2 play WDT green 0,1
47903. 0 play GPT
47904. 0 point 2
47905. 2 point 1
47906. 1 point 2
47907. 1 play G5
47908. 2 play G6
47909. 0 play R6
47910. 1 play R4
47911. 2 play R4
47912. 0 play R8
47913. 1 play W red
47914. 2 play W+4 yellow
47915. 0 accept
47916. 1 play Y6
47917. 2 play YPT
47918. 1 point 0
47919. 0 point 1
47920. 2 point 0
47921. 0 play WDT blue 0,2
47922. 1 play B4
47923. 2 play BS
47924. 1 play B4
47925. 2 play B5
47926. 0 play B0
47927. 1 play W+4 blue
47928. 2 challenge
47929. 0 play B6
47930. 0 play B6
47931. 1 draw
47932. 1 play B4
47933. 2 play Y4
47934. 2 play Y4
47935. 0 play W+4 yellow
47936. 1 accept
47937. 2 play Y7
47938. 0 play W yellow
47939. 1 play W+4 green
47940. 2 accept
47941. 0 play WDT blue 0,2
47942. 1 draw
47943. 2 play B4
47944. 0 play B8
47945. 0 play B8
47946. 1 draw
47947. 1 play WDT green 0,1
47948. 2 play GPT
47949. 1 point 2
47950. 0 point 2
47951. 2 point 0
47952. 0 play GPT
47953. 0 point 1
47954. 1 point 0
47955. 2 point 0
47956. 1 play GR
47957. 0 play G0
47958. 2 play WDT red 0,2
47959. 1 play R9
47960. 0 play R1
47961. 0 play R1
47962. 2 play RPT
47963. 0 point 1
47964. 2 point 1
47965. 1 point 2
47966. 1 play R+2
47967. 2 play B+2
47968. 0 play WDT green 0,1
47969. 2 play G4
47970. 1 play GPT
47971. 1 point 0
47972. 0 point 2
47973. 2 point 1
47974. 0 play BPT
47975. 0 point 2
47976. 2 point 1
47977. 1 point 2
47978. 2 play BR
47979. 0 play WPU
47980. 1 play W+4
47981. 2 play Y5
47982. 0 play Y6
47983. 1 play Y2
47984. 2 play WDT
47985. 0 play W
47986. 1 play WDT
47987. 2 play Y3
47988. 0 play WPU
47989. 1 play Y9
47990. 2 play WDT
47991. 0 play YPT
47992. 1 take
47993. 2 play Y6
47994. 0 play W+4 green
47995. 1 challenge
47996. 1 play G6
47997. 2 play G+2
47998. 1 play G7
47999. 2 play G6
48000. 0 play R6
48001. 2 play R6
48002. 0 play WDT red 0,1
48003. 1 play R7
48004. 2 play Y7
48005. 0 play WPU
48006. 1 play G5
48007. 2 play G9
48008. 0 play W+4
48009. 1 play G4
48010. 2 play GS
48011. 0 play WPU
48012. 1 play G0
48013. 2 play G3
48014. 0 play WDT
48015. 1 play GPT
48016. 2 play G8
48017. 0 play WDT
48018. 1 play G+2
48019. 2 play G8
48020. 0 play W
48021. 1 play W+4
48022. 2 play W+4
48023. 0 play WDT
48024. 1 play GPT
48025. 2 play WPU
48026. 0 play W
48027. 1 play W
48028. 2 play WPU
48029. 0 play WDT
48030. 1 play GS
48031. 2 play G9
48032. 0 play WDT
48033. 1 play G1
48034. 2 play G7
48035. 0 take
48036. 1 play WDT green 1,2
48037. 2 play G2
48038. 0 play GPT
48039. 1 point 0
48040. 2 point 1
48041. 0 point 2
48042. 1 play GR
48043. 0 play WDT blue 0,1
48044. 2 play B+2
48045. 0 play W blue
48046. 2 play B1
48047. 0 play B1
48048. 2 play B4
48049. 1 play Y4
48050. 0 play W green
48051. 2 play G2
48052. 1 play WDT blue 1,2
48053. 0 play WDT red 0,2
48054. 2 play WPU
48055. 1 play YPT
48056. 0 play W
48057. 2 play Y8
48058. 1 play Y9
48059. 0 play W+4
48060. 2 play Y9
48061. 1 play WPU
48062. 0 play W+4
48063. 2 play Y3
48064. 1 play Y6
48065. 0 play Y7
48066. 2 play W
48067. 1 play WDT
48068. 0 play Y4
48069. 2 play Y8
48070. 1 play Y3
48071. 0 play WDT
48072. 2 play WPU
48073. 1 play Y2
48074. 0 play WPU
48075. 2 play Y+2
48076. 1 play Y5
48077. 0 play WPU
48078. 2 play WDT
48079. 1 take
48080. 0 play W+4 red
48081. 2 challenge
48082. 2 draw
48083. 2 play R6
48084. 1 play W+4 blue
48085. 0 challenge
48086. 0 play B+2
48087. 1 play WPU
48088. 0 play B2
48089. 2 play WPU
48090. 1 play WPU
48091. 0 play W+4
48092. 2 play W
48093. 1 play B4
48094. 0 play W+4
48095. 2 play B9
48096. 1 play W+4
48097. 0 play WDT
48098. 2 play BPT
48099. 1 play W
48100. 0 play B8
48101. 2 play B6
48102. 1 play W
48103. 0 play B1
48104. 2 play BPT
48105. 1 play B8
48106. 0 play B9
48107. 2 play BPT
48108. 1 play B7
48109. 0 play WPU
48110. 2 play B6
48111. 1 play WDT
48112. 0 play B2
48113. 2 play W+4
48114. 1 play WDT
48115. 0 play B3
48116. 2 play B7
48117. 1 play WPU
48118. 0 play B5
48119. 2 play BR
48120. 1 play WPU
48121. 0 play WDT
48122. 2 play WDT
48123. 1 play WPU
48124. 0 play B5
48125. 2 play B0
48126. 1 play WDT
48127. 0 play BS
48128. 2 play BR
48129. 1 play WDT
48130. 0 play BS
48131. 2 play W
48132. 1 play WDT
48133. 0 take
48134. 2 play W+4 yellow
48135. 1 challenge
48136. 1 play Y8
48137. 0 play WPU
48138. 2 play G5
48139. 1 play G7
48140. 0 play W
48141. 2 play WDT
48142. 1 play G+2
48143. 0 play G9
48144. 2 play W
48145. 1 play WDT
48146. 0 play G9
48147. 2 play G6
48148. 1 play GPT
48149. 0 play G8
48150. 2 play W+4
48151. 1 play G2
48152. 0 play G1
48153. 2 play W
48154. 1 take
48155. 0 play G5
48156. 2 play WPU
48157. 1 play WDT
48158. 0 play G7
48159. 2 play GR
48160. 1 play G2
48161. 0 play G4
48162. 2 play WPU
48163. 1 play W+4
48164. 0 play W
48165. 2 play WPU
48166. 1 play G1
48167. 0 play WDT
48168. 2 play G1
48169. 1 play G2
48170. 0 play GS
48171. 2 play G3
48172. 1 play W
48173. 0 play G0
48174. 2 play W+4
48175. 1 play G+2
48176. 0 play G6
48177. 2 play W
48178. 1 play G6
48179. 0 play GPT
48180. 2 play W+4
48181. 1 play WDT
48182. 0 play GPT
48183. 2 play WPU
48184. 1 play G5
48185. 0 play GS
48186. 2 play WPU
48187. 1 play W
48188. 0 play G3
48189. 2 play W+4
48190. 1 play W
48191. 0 play WDT
48192. 2 play W
48193. 1 play G7
48194. 0 play GR
48195. 2 play W
48196. 1 play G8
48197. 0 play W
48198. 2 play W+4
48199. 1 play G9
48200. 0 play WDT
48201. 2 play W
48202. 1 play GPT
48203. 0 play WDT
48204. 2 play W
48205. 1 play G9
48206. 0 play G8
48207. 2 play W+4
48208. 1 take
48209. 0 play G4
48210. 2 play W+4 yellow
48211. 1 accept
48212. 0 play WDT blue 0,2
48213. 2 play W green
48214. 1 play WDT green 1,2
48215. 0 play WPU
48216. 2 play W
48217. 1 play G8
48218. 0 play G+2
48219. 2 play W
48220. 1 play G2
48221. 0 play WPU
48222. 2 take
48223. 1 play GPT
48224. 2 point 0
48225. 0 point 2
48226. 1 point 2
48227. 0 play WPU
48228. 2 play WPU
48229. 1 play G2
48230. 0 play WPU
48231. 2 play WPU
48232. 1 play G+2
48233. 0 play WPU
48234. 2 play G2
48235. 1 play GPT
48236. 0 play WDT
48237. 2 play G8
48238. 1 play WPU
48239. 0 play W
48240. 2 play G+2
48241. 1 play W
48242. 0 play WPU
48243. 2 play G4
48244. 1 play G0
48245. 0 play WDT
48246. 2 play W
48247. 1 play GR
48248. 0 play WDT
48249. 2 play W
48250. 1 play G5
48251. 0 play WDT
48252. 2 take
48253. 1 play W red
48254. 0 play R5
48255. 2 play RS
48256. 0 play R9
48257. 2 play R+2
48258. 0 play W+4 blue
48259. 2 challenge
48260. 2 play WPU
48261. 1 play R9
48262. 0 play WPU
48263. 2 play RR
48264. 1 play W
48265. 0 play W+4
48266. 2 play R7
48267. 1 play W+4
48268. 0 play RPT
48269. 2 play W
48270. 1 play W
48271. 0 play RR
48272. 2 play R6
48273. 1 play W+4
48274. 0 play W
48275. 2 play W
48276. 1 play WPU
48277. 0 play WDT
48278. 2 play W+4
48279. 1 play WDT
48280. 0 play R+2
48281. 2 play WDT
48282. 1 play R6
48283. 0 play RS
48284. 2 play W
48285. 1 play R4
48286. 0 play R9
48287. 2 play W
48288. 1 play R5
48289. 0 play R1
48290. 2 play W+4
48291. 1 play R4
48292. 0 play RS
48293. 2 play RPT
48294. 1 play WPU
48295. 0 play W+4
48296. 2 play WPU
48297. 1 play R5
48298. 0 play R8
48299. 2 play W
48300. 1 play R7
48301. 0 play RPT
48302. 2 play WPU
48303. 1 play R1
48304. 0 play R8
48305. 2 play WPU
48306. 1 play W
48307. 0 play R0
48308. 2 play WPU
48309. 1 play W
48310. 0 play W+4
48311. 2 play WDT
48312. 1 play WDT
48313. 0 play R3
48314. 2 play WPU
48315. 1 play W
48316. 0 play R3
48317. 2 play WDT
48318. 1 play WDT
48319. 0 play RPT
48320. 2 play WDT
48321. 1 play WPU
48322. 0 play R2
48323. 2 play WDT
48324. 1 play W+4
48325. 0 play R2
48326. 2 play WDT
48327. 1 play WDT
48328. 0 take
48329. 2 pass
48330. 1 play WDT blue 0,1
48331. 0 play WDT red 1,2
48332. 2 draw
48333. 2 play WPU
48334. 1 play WDT
48335. 0 play R9
48336. 2 take
48337. 1 play W+4 red
48338. 0 accept
48339. 2 play R9
48340. 1 play G9
48341. 0 play WPU
48342. 2 play GR
48343. 1 play G8
48344. 0 play W
48345. 2 play G0
48346. 1 play G5
48347. 0 play WDT
48348. 2 play G5
48349. 1 play GR
48350. 0 play WPU
48351. 2 play WDT
48352. 1 play GS
48353. 0 play WPU
48354. 2 play G+2
48355. 1 play GPT
48356. 0 play WDT
48357. 2 play G4
48358. 1 play G7
48359. 0 play W+4
48360. 2 play GPT
48361. 1 play G9
48362. 0 play WDT
48363. 2 play GPT
48364. 1 play GPT
48365. 0 play W
48366. 2 play G2
48367. 1 play G7
48368. 0 play W+4
48369. 2 play G2
48370. 1 play GS
48371. 0 play W+4
48372. 2 play G+2
48373. 1 play W+4
48374. 0 play W
48375. 2 play WDT
48376. 1 play W
48377. 0 play WPU
48378. 2 play G8
48379. 1 play G3
48380. 0 play W
48381. 2 take
48382. 1 play W+4 green
48383. 0 accept
48384. 2 play G3
48385. 1 play G4
48386. 0 play WPU
48387. 2 play WDT
48388. 1 play G3
48389. 0 play W+4
48390. 2 play GPT
48391. 1 play W
48392. 0 play WPU
48393. 2 play G+2
48394. 1 play WPU
48395. 0 play W+4
48396. 2 play G2
48397. 1 play G1
48398. 0 play WPU
48399. 2 play GPT
48400. 1 play WPU
48401. 0 play WPU
48402. 2 play GS
48403. 1 play W
48404. 0 play WDT
48405. 2 play GS
48406. 1 play G6
48407. 0 play WPU
48408. 2 play G4
48409. 1 play G1
48410. 0 play WPU
48411. 2 play GR
48412. 1 play G6
48413. 0 play W
48414. 2 play G2
48415. 1 play W
48416. 0 play W
48417. 2 play W
48418. 1 play W
48419. 0 play WPU
48420. 2 play W
48421. 1 take
48422. 0 play WDT blue 0,2
48423. 2 play W blue
48424. 1 play WDT blue 1,2
48425. 0 play B6
48426. 2 play W+4 yellow
48427. 1 accept
48428. 0 play WDT blue 1,2
48429. 2 play W+4 red
48430. 1 challenge
48431. 1 play WDT yellow 0,1
48432. 0 play W+4 red
48433. 2 challenge
48434. 2 play WDT yellow 1,2
48435. 1 play YPT
48436. 1 point 0
48437. 0 point 1
48438. 2 point 1
48439. 0 play W+4 red
48440. 2 challenge
48441. 2 play WDT yellow 1,2
48442. 1 play Y3
48443. 0 play YPT
48444. 1 point 2
48445. 2 point 1
48446. 0 point 1
48447. 2 play Y2
48448. 1 play W+4 yellow
48449. 0 challenge
48450. 0 play W red
48451. 2 play W+4 blue
48452. 1 challenge
48453. 1 play B+2
48454. 2 play BPT
48455. 1 point 0
48456. 0 point 2
48457. 2 point 0
48458. 1 play W red
48459. 0 play R4
48460. 2 play W blue
48461. 1 play B6
48462. 0 play R6
48463. 2 play WDT yellow 0,2
48464. 1 play Y+2
48465. 2 play WPU
48466. 1 play W+4
48467. 0 play W
48468. 2 play B+2
48469. 1 play WPU
48470. 0 play B4
48471. 2 play W+4
48472. 1 play W
48473. 0 play W
48474. 2 play WDT
48475. 1 play WDT
48476. 0 play B7
48477. 2 play B3
48478. 1 play W+4
48479. 0 play BR
48480. 2 play WPU
48481. 1 play WDT
48482. 0 play WDT
48483. 2 play W
48484. 1 play WDT
48485. 0 play W+4
48486. 2 play W+4
48487. 1 play W+4
48488. 0 play B5
48489. 2 play W+4
48490. 1 play W+4
48491. 0 play BPT
48492. 2 play W
48493. 1 play WPU
48494. 0 play BPT
48495. 2 play W
48496. 1 play W
48497. 0 play B4
48498. 2 play WPU
48499. 1 play W
48500. 0 play B1
48501. 2 play WDT
48502. 1 play WPU
48503. 0 play B9
48504. 2 play WDT
48505. 1 play W
48506. 0 play BS
48507. 2 play WPU
48508. 1 play W
48509. 0 play B3
48510. 2 take
48511. 1 play WPU
48512. 0 play BR
48513. 2 play WDT
48514. 1 play WPU
48515. 0 play B9
48516. 2 play B3
48517. 1 play WPU
48518. 0 play WDT
48519. 2 play B5
48520. 1 play WPU
48521. 0 play B0
48522. 2 play B3
48523. 1 play WPU
48524. 0 play W+4
48525. 2 play B1
48526. 1 play W
48527. 0 play B1
48528. 2 play BS
48529. 1 play W
48530. 0 play WDT
48531. 2 play W
48532. 1 play W
48533. 0 play B6
48534. 2 play B+2
48535. 1 take
48536. 0 play B+2
48537. 1 play G+2
48538. 2 play GPT
48539. 1 point 0
48540. 2 point 0
48541. 0 point 2
48542. 1 play WPU
48543. 0 play W
48544. 2 play W
48545. 1 play G3
48546. 0 play W
48547. 2 play G+2
48548. 1 play G2
48549. 0 play WDT
48550. 2 play G7
48551. 1 play G4
48552. 0 play WDT
48553. 2 play GPT
48554. 1 play WDT
48555. 0 play WPU
48556. 2 play W
48557. 1 play GPT
48558. 0 play W+4
48559. 2 play WPU
48560. 1 play WPU
48561. 0 play WDT
48562. 2 play G8
48563. 1 play GS
48564. 0 play W+4
48565. 2 play GR
48566. 1 play GS
48567. 0 play W+4
48568. 2 play G7
48569. 1 play G2
48570. 0 take
48571. 2 play G+2
48572. 0 play B+2
48573. 1 play W+4 green
48574. 0 accept
48575. 2 play WDT green 1,2
48576. 1 play GPT
48577. 2 point 1
48578. 1 point 2
48579. 0 point 2
48580. 0 play G3
48581. 1 play G3
48582. 0 play R3
48583. 0 play R3
48584. 2 play WDT yellow 0,1
48585. 1 play Y8
48586. 0 play W green
48587. 2 play G8
48588. 1 play G4
48589. 0 play G7
48590. 2 play G0
48591. 1 play B0
48592. 0 play WDT red 0,1
48593. 2 play R6
48594. 1 play Y6
48595. 0 play Y+2
48596. 1 play B+2
48597. 2 play B4
48598. 2 play B4
48599. 1 play B3
48600. 0 play B+2
48601. 1 play B6
48602. 0 play B2
48603. 2 play WDT red 1,2
48604. 1 play W+4 green
48605. 0 challenge
48606. 0 play GR
48607. 1 play G4
48608. 2 play G+2
48609. 1 play G3
48610. 2 play Y3
48611. 1 play Y3
48612. 2 play W yellow
48613. 0 play Y7
48614. 1 play Y7
48615. 2 play W+4 red
48616. 0 accept
48617. 1 play R3
48618. 2 play W+4 yellow
48619. 0 accept
48620. 1 play WPU
48621. 2 play BR
48622. 0 play B3
48623. 1 play B3
48624. 2 play WDT
48625. 0 play B4
48626. 1 play WPU
48627. 2 play W
48628. 0 play B8
48629. 1 play WPU
48630. 2 play B9
48631. 0 play B0
48632. 1 play BS
48633. 2 play BPT
48634. 0 play B5
48635. 1 play BR
48636. 2 play WDT
48637. 0 play W
48638. 1 play B6
48639. 2 play B7
48640. 0 play B+2
48641. 1 play B5
48642. 2 play W
48643. 0 play B4
48644. 1 play B9
48645. 2 play BPT
48646. 0 play WDT
48647. 1 play WDT
48648. 2 play W
48649. 0 play W
48650. 1 play W
48651. 2 play WDT
48652. 0 play W+4
48653. 1 play WDT
48654. 2 play WPU
48655. 0 play BPT
48656. 1 play WDT
48657. 2 play WPU
48658. 0 play W
48659. 1 play WDT
48660. 2 play WPU
48661. 0 play B7
48662. 1 play B1
48663. 2 play W
48664. 0 play WPU
48665. 1 play W
48666. 2 play WPU
48667. 0 play W+4
48668. 1 play W
48669. 2 play BPT
48670. 0 play B2
48671. 1 play W
48672. 2 play W+4
48673. 0 play B2
48674. 1 play B1
48675. 2 play WPU
48676. 0 play B8
48677. 1 take
48678. 2 play WPU
48679. 0 play WPU
48680. 1 play YPT
48681. 2 play Y1
48682. 0 play WDT
48683. 1 play WDT
48684. 2 play W+4
48685. 0 play WPU
48686. 1 play Y4
48687. 2 play Y6
48688. 0 play Y4
48689. 1 play WPU
48690. 2 play Y8
48691. 0 play W+4
48692. 1 play Y2
48693. 2 play YS
48694. 0 play W+4
48695. 1 play WPU
48696. 2 play YPT
48697. 0 play WDT
48698. 1 play Y2
48699. 2 play WDT
48700. 0 play WDT
48701. 1 play WPU
48702. 2 play YPT
48703. 0 take
48704. 1 draw
48705. 2 play YR
48706. 1 play Y8
48707. 0 play WDT yellow 0,2
48708. 2 play Y1
48709. 1 play G1
48710. 0 play WPU
48711. 2 play W
48712. 1 play W+4
48713. 0 play WPU
48714. 2 play W
48715. 1 play Y5
48716. 0 play YPT
48717. 2 play YR
48718. 1 play WPU
48719. 0 play YS
48720. 2 play YS
48721. 1 play W+4
48722. 0 play Y4
48723. 2 play W+4
48724. 1 play W+4
48725. 0 play YPT
48726. 2 play YPT
48727. 1 play WDT
48728. 0 play YPT
48729. 2 play W+4
48730. 1 play W
48731. 0 play Y1
48732. 2 play W
48733. 1 play WPU
48734. 0 play Y4
48735. 2 play W
48736. 1 play Y6
48737. 0 play WPU
48738. 2 play W+4
48739. 1 play WDT
48740. 0 play WPU
48741. 2 play Y5
48742. 1 play Y9
48743. 0 play W+4
48744. 2 play Y0
48745. 1 play W
48746. 0 play Y8
48747. 2 play Y+2
48748. 1 play Y9
48749. 0 play Y2
48750. 2 play W+4
48751. 1 play WDT
48752. 0 play WDT
48753. 2 take
48754. 1 play WPU
48755. 0 play W+4
48756. 2 play Y1
48757. 1 play WDT
48758. 0 play Y2
48759. 2 play WDT
48760. 1 play WPU
48761. 0 play Y+2
48762. 2 play WDT
48763. 1 play WDT
48764. 0 play W+4
48765. 2 play YS
48766. 1 play W
48767. 0 play Y6
48768. 2 play W+4
48769. 1 play W
48770. 0 play WPU
48771. 2 play YPT
48772. 1 play W
48773. 0 play WDT
48774. 2 play Y+2
48775. 1 play WPU
48776. 0 play WDT
48777. 2 play W+4
48778. 1 play WDT
48779. 0 play WDT
48780. 2 play Y5
48781. 1 play W
48782. 0 take
48783. 2 play Y7
48784. 1 play WDT green 0,1
48785. 0 play GR
48786. 1 play G3
48787. 2 play G8
48788. 0 play G7
48789. 1 play W green
48790. 2 play WPU
48791. 0 play YPT
48792. 1 play W
48793. 2 play Y6
48794. 0 play WPU
48795. 1 play W
48796. 2 play WPU
48797. 0 play Y2
48798. 1 play W
48799. 2 play Y9
48800. 0 play Y3
48801. 1 play W
48802. 2 play WPU
48803. 0 play Y5
48804. 1 take
48805. 2 play Y8
48806. 0 play Y1
48807. 1 play Y6
48808. 2 play Y4
48809. 0 play G4
48810. 1 play W yellow
48811. 2 play YPT
48812. 2 point 0
48813. 0 point 1
48814. 1 point 2
48815. 0 play GPT
48816. 2 point 0
48817. 0 point 1
48818. 1 point 0
48819. 1 play G6
48820. 2 play R6
48821. 0 play W green
48822. 1 play W red
48823. 2 play W+4 red
48824. 0 accept
48825. 1 play WPU
48826. 2 play Y0
48827. 0 play WPU
48828. 1 play Y2
48829. 2 play WDT
48830. 0 play WPU
48831. 1 play WPU
48832. 2 play YPT
48833. 0 play Y+2
48834. 1 play YPT
48835. 2 play Y5
48836. 0 play W
48837. 1 play WPU
48838. 2 play Y4
48839. 0 play Y+2
48840. 1 play Y3
48841. 2 play WDT
48842. 0 play WDT
48843. 1 play W
48844. 2 play Y2
48845. 0 play WDT
48846. 1 play WPU
48847. 2 play YS
48848. 0 play YS
48849. 1 play Y7
48850. 2 play W+4
48851. 0 play W
48852. 1 play W
48853. 2 play W+4
48854. 0 play WDT
48855. 1 play Y5
48856. 2 play Y9
48857. 0 play W+4
48858. 1 play Y9
48859. 2 play W+4
48860. 0 play W+4
48861. 1 play Y3
48862. 2 play YR
48863. 0 play Y8
48864. 1 take
48865. 2 play WPU
48866. 0 play Y6
48867. 1 play W+4
48868. 2 play WPU
48869. 0 play Y8
48870. 1 play YS
48871. 2 play WPU
48872. 0 play WDT
48873. 1 play YPT
48874. 2 play W
48875. 0 play W+4
48876. 1 play Y0
48877. 2 play W+4
48878. 0 play W
48879. 1 play W
48880. 2 play W+4
48881. 0 play W
48882. 1 play Y8
48883. 2 play YPT
48884. 0 play WDT
48885. 1 play Y+2
48886. 2 play W
48887. 0 play WDT
48888. 1 play Y6
48889. 2 play W
48890. 0 play WDT
48891. 1 play Y3
48892. 2 play W
48893. 0 play W+4
48894. 1 play Y2
48895. 2 play W
48896. 0 play W+4
48897. 1 play WPU
48898. 2 play W
48899. 0 play W+4
48900. 1 play Y2
48901. 2 take
48902. 0 play WDT green 0,2
48903. 1 play WPU
48904. 2 play G3
48905. 0 play GS
48906. 1 play WPU
48907. 2 play G9
48908. 0 play GS
48909. 1 play G1
48910. 2 play GPT
48911. 0 play G4
48912. 1 play W
48913. 2 play G9
48914. 0 play WDT
48915. 1 play W+4
48916. 2 play WDT
48917. 0 play G2
48918. 1 play W+4
48919. 2 play W
48920. 0 play G3
48921. 1 play W+4
48922. 2 play W+4
48923. 0 play G2
48924. 1 play W
48925. 2 play G7
48926. 0 play G0
48927. 1 play GR
48928. 2 play W+4
48929. 0 play G8
48930. 1 play W+4
48931. 2 play G5
48932. 0 play GPT
48933. 1 play WDT
48934. 2 play WPU
48935. 0 play GPT
48936. 1 play WDT
48937. 2 play WPU
48938. 0 play G+2
48939. 1 play WDT
48940. 2 play W+4
48941. 0 play G+2
48942. 1 play G6
48943. 2 play W
48944. 0 take
48945. 1 play WPU
48946. 2 play WDT
48947. 0 play WDT
48948. 1 play YS
48949. 2 play W
48950. 0 play WDT
48951. 1 play WDT
48952. 2 play YS
48953. 0 play W+4
48954. 1 play WPU
48955. 2 play Y0
48956. 0 play WDT
48957. 1 play Y3
48958. 2 play Y8
48959. 0 play WPU
48960. 1 play Y7
48961. 2 play WPU
48962. 0 play W+4
48963. 1 play Y5
48964. 2 play Y2
48965. 0 play W
48966. 1 play Y9
48967. 2 play W+4
48968. 0 play W+4
48969. 1 play Y5
48970. 2 play Y1
48971. 0 play WPU
48972. 1 play W
48973. 2 play Y+2
48974. 0 play W+4
48975. 1 play Y+2
48976. 2 play Y3
48977. 0 play W
48978. 1 play Y9
48979. 2 play Y6
48980. 0 play WDT
48981. 1 play YR
48982. 2 play Y2
48983. 0 play W
48984. 1 play WDT
48985. 2 play Y8
48986. 0 play W+4
48987. 1 play W
48988. 2 play W+4
48989. 0 play W+4
48990. 1 play Y4
48991. 2 play WDT
48992. 0 play WDT
48993. 1 play YPT
48994. 2 play W+4
48995. 0 play W+4
48996. 1 take
48997. 2 play Y6
48998. 0 play WPU
48999. 1 play Y6
49000. 2 play WDT
49001. 0 play W
49002. 1 play Y3
49003. 2 play W+4
49004. 0 play WPU
49005. 1 play Y0
49006. 2 play YPT
49007. 0 take
49008. 1 play Y4
49009. 2 play YPT
49010. 1 point 0
49011. 2 point 0
49012. 0 point 1
49013. 0 play WDT yellow 0,2
49014. 1 play Y2
49015. 1 play Y2
49016. 2 draw
49017. 2 play W red
49018. 0 play R9
49019. 1 play W+4 blue
49020. 2 challenge
49021. 2 play W yellow
49022. 0 play W+4 blue
49023. 1 accept
49024. 2 play W blue
49025. 0 play B+2
49026. 2 play W yellow
49027. 0 play Y1
49028. 1 play Y1
49029. 2 play W red
49030. 0 play R1
49031. 1 play B1
49032. 1 play B1
49033. 2 play W red
49034. 0 play R2
49035. 1 play WDT yellow 1,2
49036. 2 play W yellow
49037. 0 play Y4
49038. 1 play Y9
49039. 1 play Y9
49040. 2 draw
49041. 2 play W+4 green
49042. 0 accept
49043. 1 play WDT yellow 0,1
49044. 2 draw
49045. 2 play W+4 red
49046. 0 accept
49047. 1 play WPU
49048. 2 play R3 uno
49049. 0 play WDT
49050. 1 play W+4
49051. 2 take
49052. 0 play R5
49053. 1 play R6
49054. 2 play W+4 blue
49055. 0 challenge
49056. 0 play BS
49057. 2 play W yellow
49058. 0 play Y2
49059. 1 play YR
49060. 0 play Y6
49061. 1 play Y6
49062. 0 play Y0
49063. 2 play WPU
49064. 1 play W
49065. 0 play R6
49066. 2 play WDT
49067. 1 play WPU
49068. 0 play RS
49069. 2 play WDT
49070. 1 play W+4
49071. 0 play R3
49072. 2 play R3
49073. 1 play WPU
49074. 0 play R4
49075. 2 play WPU
49076. 1 play W+4
49077. 0 play RR
49078. 2 play R9 uno
49079. 1 play W+4
49080. 0 play R9
49081. 2 take
49082. 1 play WDT red 0,1
49083. 0 play R1
49084. 2 play R9
49085. 1 play W yellow
49086. 0 play W yellow
49087. 2 play W+4 green
49088. 1 challenge
49089. 1 play WDT red 1,2
49090. 0 play R4
49091. 2 play WPU
49092. 1 play WPU
49093. 0 play R2
49094. 2 play RR
49095. 1 play WPU
49096. 0 play R0
49097. 2 play WPU
49098. 1 play WPU
49099. 0 play RPT
49100. 2 play WDT
49101. 1 play WDT
49102. 0 play WPU
49103. 2 play WPU
49104. 1 play W
49105. 0 play R7
49106. 2 play RS
49107. 1 play W
49108. 0 play WPU
49109. 2 play R3
49110. 1 play W
49111. 0 play R7
49112. 2 play R4
49113. 1 play W+4
49114. 0 play RPT
49115. 2 play W
49116. 1 play WDT
49117. 0 play RPT
49118. 2 play WDT
49119. 1 play WDT
49120. 0 play RR
49121. 2 play R9
49122. 1 play W+4
49123. 0 play W
49124. 2 play R3
49125. 1 play W+4
49126. 0 play R5
49127. 2 play R2
49128. 1 play W+4
49129. 0 play RS
49130. 2 play R6
49131. 1 play WDT
49132. 0 play RPT
49133. 2 play W
49134. 1 play W
49135. 0 play R+2
49136. 2 play W+4
49137. 1 play W+4
49138. 0 play R+2
49139. 2 play W+4
49140. 1 play W
49141. 0 play R8
49142. 2 play W
49143. 1 play WDT
49144. 0 play WPU
49145. 2 play W+4
49146. 1 play WDT
49147. 0 play WPU
49148. 2 play W
49149. 1 play W
49150. 0 play WPU
49151. 2 play W uno
49152. 1 play W
49153. 0 play R8
49154. 2 take
49155. 1 draw
49156. 1 play R6
49157. 2 play R6
49158. 1 play G6
49159. 0 draw
49160. 0 play G6
49161. 2 play G5
49162. 1 play G8
49163. 0 play G2
49164. 2 play R2
49165. 2 play R2
49166. 1 play B2
49167. 1 play B2
49168. 0 play G2
49169. 2 play W+4 green
49170. 1 challenge
49171. 1 play G4
49172. 0 play GPT
49173. 2 point 0
49174. 1 point 0
49175. 0 point 1
49176. 2 play WDT red 0,1
49177. 1 play R1
49178. 0 play G1
49179. 2 play WDT blue 0,2
49180. 1 play B7
49181. 0 play B+2
49182. 1 play BR
49183. 2 play RR
49184. 1 play BR
49185. 2 play RR
49186. 1 play GR
49187. 2 play WDT yellow 0,2
49188. 0 play YPT
49189. 2 point 0
49190. 1 point 0
49191. 0 point 1
49192. 1 play Y8
49193. 2 play Y0
49194. 0 play W+4 green
49195. 1 accept
49196. 2 play W+4 yellow
49197. 0 challenge
49198. 0 play YPT
49199. 2 point 1
49200. 1 point 0
49201. 0 point 1
49202. 1 play Y9
49203. 2 play WDT blue 1,2
49204. 0 draw
49205. 1 play B7
49206. 2 play WPU
49207. 0 play YR
49208. 1 play Y4
49209. 2 play W+4
49210. 0 play Y1
49211. 1 play Y1
49212. 2 play Y4
49213. 0 play Y6
49214. 1 play Y3
49215. 2 play W
49216. 0 play Y3
49217. 1 play Y+2
49218. 2 play YR
49219. 0 take
49220. 1 play Y7
49221. 2 play WDT green 1,2
49222. 0 play GS
49223. 2 play RS
49224. 1 draw
49225. 1 pass
49226. 2 play R3
49227. 0 play G3
49228. 1 play W green
49229. 2 play WPU
49230. 0 play G5
49231. 1 play W
49232. 2 play W+4
49233. 0 play G7
49234. 1 play W+4
49235. 2 play W
49236. 0 play G7
49237. 1 play G2
49238. 2 play W+4
49239. 0 play GR
49240. 1 play G1
49241. 2 play G6
49242. 0 play G9
49243. 1 take
49244. 2 play W green
49245. 0 play W yellow
49246. 1 play W blue
49247. 2 play W green
49248. 0 play G9
49249. 1 play G1
49250. 2 play WPU
49251. 0 play R1
49252. 1 play W+4
49253. 2 play WPU
49254. 0 play W+4
49255. 1 play R2
49256. 2 play RS
49257. 0 play R4
49258. 1 play R2
49259. 2 play R7
49260. 0 take
49261. 1 play W red
49262. 2 play R+2
49263. 1 play Y+2
49264. 0 play WDT green 1,2
49265. 1 play G9
49266. 2 play R9
49267. 0 draw
49268. 0 play WDT yellow 1,2
49269. 1 play Y5
49270. 2 play WPU
49271. 0 play G0
49272. 1 play G5
49273. 2 play WPU
49274. 0 play W+4
49275. 1 play GR
49276. 2 play GPT
49277. 0 play G8
49278. 1 play G2
49279. 2 play WPU
49280. 0 play WPU
49281. 1 play G1
49282. 2 play WDT
49283. 0 play GS
49284. 1 play G7
49285. 2 play W+4
49286. 0 play W
49287. 1 play G6
49288. 2 play W
49289. 0 play G2
49290. 1 play G7
49291. 2 play W
49292. 0 play G3
49293. 1 play W+4
49294. 2 play WPU
49295. 0 play G4
49296. 1 play W+4
49297. 2 play WDT
49298. 0 play G4
49299. 1 play W+4
49300. 2 play W
49301. 0 play W+4
49302. 1 take
49303. 2 play WDT blue 0,2
49304. 0 play BS
49305. 2 play W+4 yellow
49306. 0 accept
49307. 1 play WDT green 0,2
49308. 2 play W blue
49309. 0 draw
49310. 0 play W red
49311. 1 play WPU
49312. 2 play R+2
49313. 0 play R7
49314. 1 play WDT
49315. 2 play R3
49316. 0 play R2
49317. 1 play WPU
49318. 2 play WDT
49319. 0 play R6
49320. 1 play WDT
49321. 2 play RPT
49322. 0 play R1
49323. 1 play W
49324. 2 play R8
49325. 0 play R6
49326. 1 play W
49327. 2 play R0
49328. 0 play R1
49329. 1 play W+4
49330. 2 play RPT
49331. 0 play WPU
49332. 1 play W+4
49333. 2 play R5
49334. 0 play RS
49335. 1 play W+4
49336. 2 play R8
49337. 0 play WDT
49338. 1 play W
49339. 2 play R7
49340. 0 play R2
49341. 1 play W
49342. 2 play W+4
49343. 0 play WPU
49344. 1 play W+4
49345. 2 play RPT
49346. 0 play R4
49347. 1 play WDT
49348. 2 play W+4
49349. 0 take
49350. 1 play WPU
49351. 2 play R4
49352. 0 play R5
49353. 1 play WPU
49354. 2 play WPU
49355. 0 play R+2
49356. 1 play R9
49357. 2 play W
49358. 0 play R3
49359. 1 play W+4
49360. 2 play WPU
49361. 0 play R3
49362. 1 play W+4
49363. 2 play WPU
49364. 0 play W
49365. 1 play W+4
49366. 2 play W
49367. 0 play W
49368. 1 take
49369. 2 play RPT
49370. 1 point 0
49371. 2 point 1
49372. 0 point 1
49373. 0 play R1
49374. 1 play RR
49375. 0 play W red
49376. 2 play W yellow
49377. 1 play WPU
49378. 0 play W
49379. 2 play WDT
49380. 1 play G5
49381. 0 play WPU
49382. 2 play W
49383. 1 play G7
49384. 0 play W+4
49385. 2 play W
49386. 1 play G6
49387. 0 play G1
49388. 2 play GS
49389. 1 play WDT
49390. 0 play W+4
49391. 2 play G6
49392. 1 play G3
49393. 0 play W
49394. 2 take
49395. 1 play G8
49396. 0 draw
49397. 0 play W+4 green
49398. 2 challenge
49399. 2 play WPU
49400. 1 play YPT
49401. 0 play Y3
49402. 2 play Y5
49403. 1 play Y9
49404. 0 play Y3
49405. 2 play W
49406. 1 play Y8
49407. 0 play WPU
49408. 2 play W+4
49409. 1 play Y7
49410. 0 play Y4
49411. 2 play WDT
49412. 1 play Y2
49413. 0 play WPU
49414. 2 play W
49415. 1 play YPT
49416. 0 play WDT
49417. 2 play W+4
49418. 1 play WPU
49419. 0 play WDT
49420. 2 play W
49421. 1 play W+4
49422. 0 play W
49423. 2 play WDT
49424. 1 play W+4
49425. 0 play Y4
49426. 2 play W
49427. 1 play Y5
49428. 0 play Y+2
49429. 2 take
49430. 1 play YS
49431. 2 draw
49432. 2 play W blue
49433. 1 play BPT
49434. 2 point 0
49435. 1 point 2
49436. 0 point 2
49437. 0 play GPT
49438. 1 point 2
49439. 2 point 0
49440. 0 point 1
49441. 2 play G9
49442. 1 play G4
49443. 0 play WDT yellow 0,1
49444. 2 play W red
49445. 1 play W+4 blue
49446. 0 challenge
49447. 0 draw
49448. 2 play BS
49449. 0 play W yellow
49450. 2 play W+4 blue
49451. 1 challenge
49452. 1 play B+2
49453. 2 play W red
49454. 1 play R4
49455. 0 play R8
49456. 2 play RS
49457. 0 play WDT green 1,2
49458. 2 play G3
49459. 1 play R3
49460. 0 play R6
49461. 2 play WPU
49462. 1 play WPU
49463. 0 play G5
49464. 2 play WPU
49465. 1 play GS
49466. 0 play GPT
49467. 2 play G1
49468. 1 play WDT
49469. 0 play GPT
49470. 2 play WDT
49471. 1 play GR
49472. 0 play G9
49473. 2 play GR
49474. 1 play G1
49475. 0 play G+2
49476. 2 play G7
49477. 1 play WPU
49478. 0 play WDT
49479. 2 play W+4
49480. 1 play G0
49481. 0 play WPU
49482. 2 play WPU
49483. 1 play W
49484. 0 play WPU
49485. 2 play W+4
49486. 1 play G8
49487. 0 play G+2
49488. 2 play G6
49489. 1 play G3
49490. 0 play W+4
49491. 2 play G5
49492. 1 play G4
49493. 0 play WDT
49494. 2 play W
49495. 1 play GPT
49496. 0 play W+4
49497. 2 play WDT
49498. 1 play WPU
49499. 0 play W+4
49500. 2 play WDT
49501. 1 play W
49502. 0 play W+4
49503. 2 play GS
49504. 1 play G7
49505. 0 play W+4
49506. 2 play G6
49507. 1 play WPU
49508. 0 take
49509. 2 play W+4 red
49510. 1 challenge
49511. 1 play W+4 red
49512. 0 accept
49513. 2 play RPT
49514. 2 point 0
49515. 0 point 2
49516. 1 point 0
49517. 1 play W red
49518. 0 play RR
49519. 1 play W blue
49520. 2 play WDT blue 0,1
49521. 0 play B+2
49522. 2 play B7
49523. 0 play R7
49524. 1 play B7
49525. 2 play B1
49526. 0 play R1
49527. 1 play W+4 yellow
49528. 2 challenge
49529. 2 play YPT
49530. 0 point 1
49531. 1 point 0
49532. 2 point 0
49533. 0 play W blue
49534. 1 play B9
49535. 2 play Y9
49536. 0 play Y2
49537. 1 play Y6
49538. 0 play Y6
49539. 1 play YS
49540. 0 play WPU
49541. 1 play R5
49542. 2 play W+4
49543. 0 play R7
49544. 1 play R3
49545. 2 play R+2
49546. 0 play W
49547. 1 play W
49548. 2 play R5
49549. 0 play R8
49550. 1 play WPU
49551. 2 play W
49552. 0 play WPU
49553. 1 play R3
49554. 2 play WDT
49555. 0 play R0
49556. 1 play W+4
49557. 2 play W
49558. 0 play WPU
49559. 1 play R9
49560. 2 play WPU
49561. 0 play R6
49562. 1 play W
49563. 2 play W
49564. 0 play RPT
49565. 1 play R9
49566. 2 play WDT
49567. 0 play WPU
49568. 1 play R+2
49569. 2 play W
49570. 0 play RS
49571. 1 play WPU
49572. 2 take
49573. 0 play WPU
49574. 1 take
49575. 2 play R+2
49576. 1 play R6
49577. 2 play WDT green 0,2
49578. 0 play WPU
49579. 1 take
49580. 2 play R8
49581. 0 play R4
49582. 1 play B4
49583. 2 play WPU
49584. 0 play WPU
49585. 1 play W+4
49586. 2 play R5
49587. 0 play RPT
49588. 1 play RS
49589. 2 play WPU
49590. 0 play R1
49591. 1 take
49592. 2 play WDT yellow 0,1
49593. 0 play WPU
49594. 1 play W+4
49595. 2 play R5
49596. 0 play W+4
49597. 1 play R5
49598. 2 play RS
49599. 0 play R2
49600. 1 play W
49601. 2 play RPT
49602. 0 play R2
49603. 1 play R1
49604. 2 play WPU
49605. 0 play RR
49606. 1 play RPT
49607. 2 play R9
49608. 0 play WDT
49609. 1 play RPT
49610. 2 play R3
49611. 0 play RPT
49612. 1 play WPU
49613. 2 play R+2
49614. 0 play R1
49615. 1 play RS
49616. 2 play R3
49617. 0 play W
49618. 1 play WPU
49619. 2 play R6
49620. 0 play W+4
49621. 1 take
49622. 2 play R9
49623. 0 play W+4 blue
49624. 1 accept
49625. 2 play B2
49626. 0 draw
49627. 1 play G2
49628. 2 play W+4 yellow
49629. 0 challenge
49630. 0 play WDT green 0,1
49631. 1 play WPU
49632. 2 play WPU
49633. 0 play W+4
49634. 1 play Y+2
49635. 2 play Y+2
49636. 0 play Y9
49637. 1 play W
49638. 2 play W
49639. 0 play W+4
49640. 1 play YPT
49641. 2 play Y3
49642. 0 play Y0
49643. 1 play W
49644. 2 play Y5
49645. 0 play Y1
49646. 1 play Y7
49647. 2 play Y4
49648. 0 play W
49649. 1 play W
49650. 2 play Y8
49651. 0 play Y1
49652. 1 play WDT
49653. 2 play W+4
49654. 0 play WDT
49655. 1 play WPU
49656. 2 play YS
49657. 0 play W+4
49658. 1 play W+4
49659. 2 play Y5
49660. 0 play WDT
49661. 1 play WPU
49662. 2 play W
49663. 0 play YR
49664. 1 play W+4
49665. 2 play W
49666. 0 play WDT
49667. 1 play W+4
49668. 2 play Y8
49669. 0 play W+4
49670. 1 play WPU
49671. 2 play Y4
49672. 0 play WDT
49673. 1 play W+4
49674. 2 play Y3
49675. 0 play WDT
49676. 1 take
49677. 2 play WDT blue 0,2
49678. 0 play B+2
49679. 2 play B2
49680. 0 play B7
49681. 1 play WPU
49682. 2 play W
49683. 0 play WDT
49684. 1 play Y+2
49685. 2 play WPU
49686. 0 play YR
49687. 1 play WPU
49688. 2 play Y2
49689. 0 play WDT
49690. 1 play Y+2
49691. 2 play W
49692. 0 play WDT
49693. 1 play WDT
49694. 2 play Y7
49695. 0 play W
49696. 1 play W
49697. 2 play YPT
49698. 0 play W
49699. 1 play Y5
49700. 2 play YPT
49701. 0 play W
49702. 1 play Y5
49703. 2 play W
49704. 0 play W
49705. 1 play Y3
49706. 2 play W
49707. 0 take
49708. 1 play WDT green 0,1
49709. 2 play WPU
49710. 0 play W
49711. 1 play R9
49712. 2 play WPU
49713. 0 play WDT
49714. 1 play RR
49715. 2 play R0
49716. 0 play W
49717. 1 play WDT
49718. 2 play R7
49719. 0 play R9
49720. 1 play R2
49721. 2 play WPU
49722. 0 play R4
49723. 1 play R5
49724. 2 play R7 uno
49725. 0 play W
49726. 1 play R6
49727. 2 play WPU
