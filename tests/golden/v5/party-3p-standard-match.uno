[RulesVersion "5"]
[Edition "party"]
[Players "3"]
[Seed "1"]
[Options "match=standard target_score=100"]
[Digest "17045d2148b204ab3b75cd8b1930a120cb1ef309dfe9a74b324b8476a300657e"]
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
101. 1 accept
102. 0 draw
103. 0 play W red
104. 2 play R8
105. 1 play RS
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
118. 0 play B5
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
130. 1 play YPT
131. 1 point 0
132. 2 point 1
133. 0 point 1
134. 0 play WDT blue 0,2
135. 2 play B+2
136. 1 accept
137. 0 draw
138. 0 play WDT blue 0,1
139. 2 play W+4 red
140. 1 accept
141. 0 play WDT red 1,2
142. 2 play R+2
143. 1 accept
144. 0 draw
145. 0 play R9
146. 2 play R3
147. 1 play R5
148. 0 draw
149. 0 play RPT
150. 2 point 0
151. 1 point 0
152. 0 point 2
153. 2 play WPU
154. 1 play WPU
155. 0 play G9
156. 2 play WDT
157. 1 play W
158. 0 play G2
159. 2 play WDT
160. 1 play WDT
161. 0 play GPT
162. 2 play GS
163. 1 play GS
164. 0 play G4
165. 2 play G+2
166. 1 play WPU
167. 0 play G7
168. 2 take
169. 1 play W yellow
170. 0 play Y9
171. 2 play W green
172. 1 play W+4 yellow
173. 0 accept
174. 2 play Y3
175. 1 play Y+2
176. 0 accept
177. 2 play B+2
178. 1 accept
179. 0 play WPU
180. 2 play WDT
181. 1 play W
182. 0 play W
183. 2 play WDT
184. 1 play WPU
185. 0 play Y2
186. 2 play Y4
187. 1 play Y5
188. 0 play YS
189. 2 play WDT
190. 1 play Y3
191. 0 play Y6
192. 2 play Y8
193. 1 play W+4
194. 0 play Y7
195. 2 play Y1
196. 1 play W+4
197. 0 play WDT
198. 2 play WPU
199. 1 play Y4
200. 0 take
201. 2 play WPU
202. 1 play B2
203. 0 play WDT
204. 2 take
205. 1 play B3
206. 0 draw
207. 2 play B4
208. 1 play B3
209. 0 play WDT red 0,2
210. 2 play R4
211. 1 play R4
212. 0 play WDT yellow 1,2
213. 2 play WDT blue 0,1
214. 1 draw
215. 0 play W+4 blue
216. 2 challenge
217. 2 play B2
218. 1 play R2
219. 0 play W+4 blue
220. 2 accept
221. 1 play WDT green 0,2
222. 0 play G0
223. 2 play G9
224. 1 play G2
225. 0 play G7
226. 2 play G2
227. 1 play WPU
228. 0 play WPU
229. 2 play W
230. 1 play B5
231. 0 play W
232. 2 play BPT
233. 1 take
234. 0 play WDT green 0,1
235. 2 play GS
236. 0 play YS
237. 1 play W red
238. 0 play R3
239. 2 draw
240. 2 play W green
241. 1 draw
242. 1 play W yellow
243. 0 play Y3
244. 2 play Y+2
245. 1 accept
246. 0 play Y8
247. 2 draw
248. 2 play WDT red 0,2
249. 1 play W green
250. 0 play G6
251. 2 play GPT
252. 1 point 0
253. 0 point 1
254. 2 point 1
255. 1 play YPT
256. 2 point 1
257. 1 point 0
258. 0 point 2
259. 0 play Y4
260. 2 play G4
261. 1 draw
262. 1 play G9
263. 0 play W red
264. 2 draw
265. 2 play W+4 red
266. 1 accept
267. 0 play R6
268. 2 draw
269. 2 play W red
270. 1 play WPU
271. 0 play W
272. 2 take
273. 1 play WPU
274. 0 play WPU
275. 2 play W
276. 1 play RS
277. 0 play R5
278. 2 take
279. 1 play R1
280. 0 play Y1
281. 2 play WPU
282. 1 play G5
283. 0 play WPU
284. 2 play W
285. 1 play GR
286. 0 play W
287. 2 play GS
288. 1 play GPT
289. 0 play G1
290. 2 play GPT
291. 1 play W+4
292. 0 play G8
293. 2 play G7
294. 1 take
295. 0 draw
296. 2 play G+2
297. 1 accept
298. 0 draw
299. 0 play GPT
300. 0 point 2
301. 1 point 2
302. 2 point 1
303. 2 play WDT blue 1,2
304. 1 play BR
305. 2 play B5
306. 0 play B0
307. 1 play B5
308. 2 play R5
309. 0 play Y5
310. 1 play YPT
311. 2 point 1
312. 1 point 2
313. 0 point 1
314. 2 play W blue
315. 0 play B8
316. 1 play WDT red 1,2
317. 2 play R2
318. 0 play Y2
319. 1 play WPU
320. 2 play G+2
321. 0 take
322. 1 play G5
323. 1 play G5
324. 2 draw
325. 2 pass
326. 0 play G+2
327. 1 accept
328. 2 play Y+2
329. 0 accept
330. 1 play W green
331. 2 draw
332. 0 play WDT yellow 0,2
333. 1 play Y2
334. 2 play Y5
335. 0 play Y4
336. 1 draw
337. 2 play YR
338. 1 play W red
339. 0 play R7
340. 2 play R3
341. 1 play RPT
342. 2 point 1
343. 1 point 0
344. 0 point 1
345. 0 play R+2
346. 2 accept
347. 1 play W green
348. 0 play GR
349. 1 play G1
350. 2 play W green
351. 0 draw
352. 0 play W+4 blue
353. 1 challenge
354. 2 play BPT
355. 1 point 0
356. 2 point 1
357. 0 point 1
358. 0 play B2
359. 1 play R2
360. 2 play RS
361. 1 play RPT
362. 1 point 0
363. 0 point 2
364. 2 point 0
365. 2 draw
366. 0 play RR
367. 2 play R1
368. 1 play WPU
369. 0 play W+4
370. 2 take
371. 1 play G9
372. 0 draw
373. 2 play Y9
374. 1 play Y+2
375. 0 accept
376. 2 play W+4 blue
377. 1 accept
378. 0 play B6
379. 1 play B6
380. 0 play Y6
381. 1 play Y6
382. 0 play YPT
383. 0 point 2
384. 1 point 2
385. 2 point 1
386. 2 play WDT green 0,1
387. 1 play WDT blue 1,2
388. 0 play B2
389. 2 play BS
390. 0 play W+4 blue
391. 2 accept
392. 1 play WDT green 0,2
393. 0 draw
394. 0 play W+4 red
395. 2 accept
396. 1 play WPU
397. 0 play W
398. 2 play B1
399. 1 play WPU
400. 0 play W
401. 2 play WPU
402. 1 play BS
403. 0 take
404. 2 play B4
405. 1 play WPU
406. 0 play B7
407. 2 play W+4
408. 1 play W
409. 0 play WPU
410. 2 play WPU
411. 1 play W
412. 0 play BS
413. 2 take
414. 1 play WDT yellow 0,1
415. 0 play WPU
416. 2 play W+4
417. 1 play WDT
418. 0 play W
419. 2 play R5
420. 1 play R4
421. 0 play R3
422. 2 play W
423. 1 play W+4
424. 0 play W
425. 2 play W
426. 1 play R4
427. 0 take
428. 2 play WPU
429. 1 play BPT
430. 0 play WDT
431. 2 play B9
432. 1 play B8
433. 0 play W
434. 2 play BS
435. 1 play B1
436. 0 play B1
437. 2 play B7
438. 1 play BPT
439. 0 play W+4
440. 2 play WPU
441. 1 play BPT
442. 0 play W+4
443. 2 take
444. 1 draw
445. 0 play W yellow
446. 2 play YR
447. 0 play Y7
448. 1 play YPT
449. 0 point 2
450. 2 point 1
451. 1 point 0
452. 2 play Y9
453. 0 play Y1
454. 1 play Y8
455. 2 play WPU
456. 0 play R4
457. 1 play R9
458. 2 play W+4
459. 0 play W
460. 1 play R8
461. 2 play W+4
462. 0 play R5
463. 1 take
464. 2 play WDT yellow 1,2
465. 0 play YS
466. 2 play YPT
467. 1 point 0
468. 2 point 0
469. 0 point 2
470. 0 draw
471. 0 play Y4
472. 1 play G4
473. 2 play WDT blue 0,2
474. 0 play W yellow
475. 1 play W+4 green
476. 2 challenge
477. 2 play G7
478. 0 play B7
479. 1 play W green
480. 2 play W blue
481. 0 play W blue
482. 1 play B+2
483. 2 accept
484. 0 play WDT red 1,2
485. 1 play W+4 yellow
486. 2 challenge
487. 2 play W+4 red
488. 0 accept
489. 1 play RPT
490. 2 point 0
491. 0 point 1
492. 1 point 0
493. 2 play RPT
494. 2 point 1
495. 0 point 2
496. 1 point 2
497. 0 play WPU
498. 1 play WDT
499. 2 play B4
500. 0 play B9
501. 1 play W
502. 2 play B7
503. 0 play W+4
504. 1 play WPU
505. 2 play BS
506. 0 play W+4
507. 1 play WDT
508. 2 play B9
509. 0 play W+4
510. 1 play B3
511. 2 play B1
512. 0 take
513. 1 play W yellow
514. 2 play Y7
515. 0 play W+4 green
516. 1 accept
517. 2 play G4
518. 0 play B4
519. 1 play W blue
520. 2 play B1
521. 0 play B7
522. 1 play G7
523. 2 play G0
524. 0 play W yellow
525. 1 play Y3
526. 0 play Y3
527. 1 play Y0
528. 2 draw
529. 2 play W+4 blue
530. 0 accept
531. 1 play B3
532. 2 play BPT
533. 0 point 2
534. 2 point 1
535. 1 point 0
536. 0 play B3
537. 1 play G3
538. 2 play G2
539. 0 play WPU
540. 1 play WDT
541. 2 play YS
542. 0 play Y8
543. 1 take
544. 2 draw
545. 0 play WDT yellow 0,1
546. 1 play Y8
547. 2 play R8
548. 0 play R4
549. 1 play R8
550. 2 play B8
551. 0 play B1
552. 1 play WDT blue 1,2
553. 2 play BPT
554. 1 point 0
555. 0 point 2
556. 2 point 0
557. 0 play W+4 green
558. 1 accept
559. 2 play W blue
560. 0 play B9
561. 1 play W+4 blue
562. 2 accept
563. 0 play W+4 yellow
564. 1 challenge
565. 1 play YPT
566. 0 point 2
567. 2 point 1
568. 1 point 2
569. 2 play W+4 green
570. 0 accept
571. 1 play GPT
572. 0 point 2
573. 1 point 0
574. 2 point 1
575. 2 play WPU
576. 0 play YR
577. 1 play YS
578. 2 play WDT
579. 0 play YS
580. 1 play WDT
581. 2 play Y8
582. 0 play W+4
583. 1 play WDT
584. 2 take
585. 0 play WPU
586. 1 play GR
587. 2 play G9
588. 0 play G2
589. 1 play G3
590. 2 play WDT
591. 0 play GS
592. 1 play WPU
593. 2 play WDT
594. 0 play W
595. 1 play GPT
596. 2 play W+4
597. 0 play WDT
598. 1 play G8
599. 2 play W+4
600. 0 play G6
601. 1 play GPT
602. 2 play G6
603. 0 play W
604. 1 play G8
605. 2 play WDT
606. 0 play W
607. 1 play GS
608. 2 play G1
609. 0 play W
610. 1 take
611. 2 play G5
612. 0 play Y5
613. 1 play R5
614. 2 draw
615. 2 play B5
616. 0 play BS
617. 2 play BPT
618. 1 point 0
619. 2 point 1
620. 0 point 2
621. 0 play BR
622. 2 play B+2
623. 1 accept
624. 0 play W+4 yellow
625. 2 challenge
626. 2 play YS
627. 0 play Y6
628. 0 play Y6
629. 2 play YS
630. 0 play Y+2
631. 2 accept
632. 1 play WDT blue 1,2
633. 0 play BPT
634. 2 point 0
635. 1 point 2
636. 0 point 2
637. 2 play B7
638. 1 play WPU
639. 0 play WPU
640. 2 play W
641. 1 play G+2
642. 0 take
643. 2 play G7
644. 1 play G3
645. 0 play WPU
646. 2 play W
647. 1 play WPU
648. 0 play WDT
649. 2 play G4
650. 1 play G8
651. 0 play G+2
652. 2 take
653. 1 play GS
654. 2 play G8
655. 1 play WDT yellow 0,2
656. 0 play Y+2
657. 2 accept
658. 1 play W+4 red
659. 0 accept
660. 2 play WDT green 1,2
661. 1 play GS
662. 2 play W red
663. 1 play R6
664. 0 play RPT
665. 1 point 0
666. 0 point 1
667. 2 point 1
668. 2 play RPT
669. 2 point 1
670. 0 point 2
671. 1 point 0
672. 1 play R0
673. 0 play W+4 blue
674. 2 accept
675. 1 play WDT green 0,1
676. 0 play G9
677. 2 play Y9
678. 1 play G9
679. 0 play R9
680. 1 play R9
681. 0 play R3
682. 0 play R3
683. 2 play W red
684. 1 play R2
685. 0 play R+2
686. 2 accept
687. 1 play RPT
688. 1 point 0
689. 0 point 1
690. 2 point 0
691. 0 play R1
692. 2 play R1
693. 1 play R4
694. 0 play B4
695. 1 play B4
696. 0 play B0
697. 2 play B6
698. 1 play W+4 red
699. 0 accept
700. 2 play WDT yellow 1,2
701. 1 play WDT blue 0,2
702. 0 play WDT red 0,1
703. 2 play W green
704. 1 play GPT
705. 1 point 0
706. 0 point 2
707. 2 point 1
708. 0 play RPT
709. 2 point 1
710. 1 point 0
711. 0 point 1
712. 2 play GPT
713. 1 point 2
714. 0 point 2
715. 2 point 1
716. 1 play W+4 red
717. 0 accept
718. 2 play WPU
719. 1 play G2
720. 0 play WPU
721. 2 play G4
722. 1 play G8
723. 0 play W
724. 2 play G5
725. 1 play G6
726. 0 play WPU
727. 2 play G4
728. 1 play W
729. 0 play G0
730. 2 play G+2
731. 1 play GR
732. 0 play G7
733. 2 play WPU
734. 1 play GR
735. 0 play G+2
736. 2 play WPU
737. 1 play W
738. 0 play W
739. 2 play W
740. 1 play W
741. 0 take
742. 2 play W red
743. 1 play WPU
744. 0 play B7
745. 2 play B8
746. 1 play W
747. 0 play B9
748. 2 play B+2
749. 1 play W
750. 0 play WPU
751. 2 play W
752. 1 play B1
753. 0 play W
754. 2 play B5
755. 1 play W+4
756. 0 play W
757. 2 play W
758. 1 play B6
759. 0 play W
760. 2 take
761. 1 play W+4 blue
762. 0 accept
763. 2 play BS
764. 0 play WPU
765. 2 play W+4
766. 1 play W
767. 0 play WDT
768. 2 play Y9
769. 1 play YPT
770. 0 play Y4
771. 2 play W
772. 1 take
773. 0 play Y1
774. 2 play WPU
775. 1 play RS
776. 0 play WPU
777. 2 play W
778. 1 play W
779. 0 play WPU
780. 2 play W
781. 1 play W+4
782. 0 play W
783. 2 play W
784. 1 play W
785. 0 play RR
786. 2 play W
787. 1 play WDT
788. 0 play RR
789. 2 play W
790. 1 play WPU
791. 0 play R2
792. 2 play W
793. 1 take
794. 0 play R7
795. 0 play R7
796. 2 play B7
797. 1 play WDT green 1,2
798. 0 play W yellow
799. 2 play Y4
800. 1 play Y4
801. 0 play Y7
802. 2 play Y8
803. 1 play W yellow
804. 0 play Y5
805. 2 play YR
806. 0 play Y3
807. 1 play WPU
808. 2 take
809. 0 play YPT
810. 1 point 0
811. 2 point 1
812. 0 point 2
813. 1 play W+4 blue
814. 2 challenge
815. 2 play B+2
816. 0 accept
817. 1 play WDT yellow 1,2
818. 2 play Y7
819. 0 play Y4
820. 1 play YPT
821. 2 point 1
822. 0 point 2
823. 1 point 0
824. 2 play Y5
825. 0 play Y2
826. 1 play R2
827. 2 draw
828. 2 pass
829. 0 play Y2
830. 1 play B2
831. 2 play B1
832. 0 play W yellow
833. 1 play W green
834. 2 draw
835. 0 play GR
836. 2 play BR
837. 0 play GR
838. 2 draw
839. 2 play GPT
840. 0 point 1
841. 1 point 2
842. 2 point 1
843. 1 play G6
844. 0 play G7
845. 2 play R7
846. 1 play R5
847. 0 play R+2
848. 2 accept
849. 1 play WDT green 0,2
850. 0 draw
851. 2 draw
852. 1 play WDT green 1,2
853. 0 play G8
854. 2 play B8
855. 1 play B2
856. 0 play WDT blue 0,1
857. 2 play B5
858. 1 play WPU
859. 0 play R6
860. 2 play R7
861. 1 play WPU
862. 0 play WDT
863. 2 play RPT
864. 1 play W
865. 0 take
866. 2 draw
867. 2 play WPU
868. 1 play W
869. 0 play Y3
870. 2 take
871. 1 play YPT
872. 0 point 2
873. 1 point 0
874. 2 point 0
875. 0 play Y6
876. 2 play Y3
877. 1 play YR
878. 2 play W yellow
879. 0 play YPT
880. 2 point 0
881. 1 point 2
882. 0 point 1
883. 1 play WPU
884. 2 play B6
885. 0 play WPU
886. 1 play B7
887. 2 play B6
888. 0 play WDT
889. 1 play W
890. 2 play B9
891. 0 play W
892. 1 play W
893. 2 play BPT
894. 0 play BS
895. 1 play W
896. 2 play B7
897. 0 take
898. 1 play W yellow
899. 2 play Y5
900. 0 play W blue
901. 1 play W green
902. 2 draw
903. 0 play WDT blue 1,2
904. 1 play WPU
905. 2 play R3
906. 0 play RPT
907. 1 play RS
908. 2 take
909. 0 play WPU
910. 1 play W
911. 2 play BPT
912. 0 play B6
913. 1 take
914. 2 play W+4 yellow
915. 0 challenge
916. 0 draw
917. 0 play Y7
918. 1 draw
919. 2 play Y3
920. 0 play Y1
921. 1 play G1
922. 2 play W yellow
923. 0 play Y0
924. 1 play WPU
925. 2 play YS
926. 0 play Y1
927. 1 play Y9
928. 2 play W+4
929. 0 play W+4
930. 1 play W
931. 2 play W+4
932. 0 play W
933. 1 play WDT
934. 2 play W+4
935. 0 play W
936. 1 take
937. 2 draw
938. 0 play W green
939. 1 play GPT
940. 1 point 0
941. 0 point 2
942. 2 point 1
943. 2 play RPT
944. 0 point 1
945. 2 point 0
946. 1 point 0
947. 0 play WPU
948. 1 play YS
949. 2 play WDT
950. 0 play WDT
951. 1 play WPU
952. 2 take
953. 0 draw
954. 1 play W+4 blue
955. 2 accept
956. 0 play B9
957. 1 play Y9
958. 2 play Y9
959. 0 play B9
960. 1 play BPT
961. 1 point 2
962. 0 point 1
963. 2 point 1
964. 2 play WDT red 1,2
965. 0 play R6
966. 1 play RR
967. 0 play R7
968. 2 play R9
969. 1 play RS
970. 2 play R3
971. 1 play R3
972. 0 play R1
973. 2 draw
974. 1 play Y1
975. 0 play G1
976. 2 play WDT blue 0,1
977. 1 play B6
978. 0 play B7
979. 2 play B3
980. 1 play WDT green 1,2
981. 0 play GS
982. 1 play G7
983. 0 play G5
984. 2 draw
985. 1 play W+4 green
986. 0 challenge
987. 0 play G0
988. 2 play WPU
989. 1 play W
990. 0 take
991. 2 play Y+2
992. 1 accept
993. 0 play Y+2
994. 2 accept
995. 1 play YS
996. 2 play YS
997. 0 play W blue
998. 2 play W yellow
999. 1 play W+4 red
1000. 0 challenge
1001. 0 draw
1002. 2 draw
1003. 1 play W blue
1004. 0 play B7
1005. 2 play WPU
1006. 1 play W
1007. 0 take
1008. 2 play R4
1009. 1 play R2
1010. 0 play WDT blue 0,1
1011. 2 play B5
1012. 1 play WPU
1013. 0 play W
1014. 2 play G3
1015. 1 play GPT
1016. 0 play G2
1017. 2 play W
1018. 1 play W+4
1019. 0 play G6
1020. 2 play G2
1021. 1 play G3
1022. 0 play G4
1023. 2 play WPU
1024. 1 play WDT
1025. 0 play G9
1026. 2 take
1027. 1 play GPT
1028. 0 point 2
1029. 1 point 0
1030. 2 point 1
1031. 0 play W blue
1032. 2 play B1
1033. 1 play WDT green 1,2
1034. 0 play G+2
1035. 2 accept
1036. 1 play B+2
1037. 0 accept
1038. 2 play W+4 blue
1039. 1 challenge
1040. 1 play W+4 blue
1041. 0 challenge
1042. 0 play WDT red 0,1
1043. 2 play R2
1044. 1 play W+4 red
1045. 0 challenge
1046. 0 play WPU
1047. 2 play B0
1048. 1 play B4
1049. 0 play BS
1050. 2 play B3
1051. 1 play BR
1052. 0 play BPT
1053. 2 play WDT
1054. 1 play WPU
1055. 0 play BS
1056. 2 play W
1057. 1 play BPT
1058. 0 play B9
1059. 2 play WDT
1060. 1 play B6
1061. 0 play B6
1062. 2 play WPU
1063. 1 play B7
1064. 0 take
1065. 2 play WPU
1066. 1 play BPT
1067. 0 play BR
1068. 2 play W
1069. 1 play W
1070. 0 play B7
1071. 2 play W+4
1072. 1 play W+4
1073. 0 play B0
1074. 2 play B4
1075. 1 play W+4
1076. 0 play B4
1077. 2 play W+4
1078. 1 play B8
1079. 0 play BS
1080. 2 play W+4
1081. 1 play W
1082. 0 play W
1083. 2 take
1084. 1 play W red
1085. 0 draw
1086. 0 play WPU
1087. 2 play BR
1088. 1 play W
1089. 0 play WPU
1090. 2 play BS
1091. 1 play W
1092. 0 play B9
1093. 2 play W+4
1094. 1 take
1095. 0 play WDT yellow 0,2
1096. 2 play W+4 blue
1097. 1 accept
1098. 0 play B7
1099. 2 play BPT
1100. 0 point 2
1101. 2 point 1
1102. 1 point 2
1103. 1 play BS
1104. 2 play W red
1105. 1 play R1
1106. 0 play WPU
1107. 2 play R4
1108. 1 play RPT
1109. 0 play WDT
1110. 2 play W
1111. 1 play W+4
1112. 0 play R7
1113. 2 play R+2
1114. 1 play R9
1115. 0 play R5
1116. 2 play R0
1117. 1 play W
1118. 0 take
1119. 2 play W+4 red
1120. 1 challenge
1121. 1 play WPU
1122. 0 play WDT
1123. 2 play B2
1124. 1 play W
1125. 0 play B6
1126. 2 play B4
1127. 1 play B+2
1128. 0 play B3
1129. 2 play B4
1130. 1 play BR
1131. 0 play BPT
1132. 2 play B5
1133. 1 play B9
1134. 0 play BS
1135. 2 play W
1136. 1 play WDT
1137. 0 play W
1138. 2 play B7
1139. 1 take
1140. 0 play B6
1141. 2 play WPU
1142. 1 play WDT
1143. 0 play W+4
1144. 2 play W+4
1145. 1 play W
1146. 0 play R7
1147. 2 play W
1148. 1 play WDT
1149. 0 play R9
1150. 2 play R1
1151. 1 play W
1152. 0 play R4
1153. 2 play R8
1154. 1 play RR
1155. 0 play R+2
1156. 2 play RPT
1157. 1 play W
1158. 0 play W
1159. 2 play RPT
1160. 1 take
1161. 0 play R0
1162. 2 play B0
1163. 1 play W+4 blue
1164. 0 challenge
1165. 0 play BPT
1166. 0 point 2
1167. 1 point 0
1168. 2 point 1
1169. 2 play W+4 yellow
1170. 1 accept
1171. 0 play WDT green 1,2
1172. 2 play GPT
1173. 2 point 0
1174. 1 point 0
1175. 0 point 2
1176. 1 play WDT green 0,1
1177. 0 play G+2
1178. 2 accept
1179. 1 play R+2
1180. 0 accept
1181. 2 play R8
1182. 1 play R4
1183. 0 play RR
1184. 1 play BR
1185. 0 play WDT green 1,2
1186. 2 play G5
1187. 1 play GR
1188. 2 play G8
1189. 0 play GPT
1190. 1 point 0
1191. 0 point 2
1192. 2 point 1
1193. 1 play RPT
1194. 1 point 0
1195. 0 point 2
1196. 2 point 0
1197. 2 play WDT yellow 1,2
1198. 0 play Y4
1199. 1 play Y9
1200. 2 play YS
1201. 1 play Y5
1202. 2 play YPT
1203. 2 point 0
1204. 1 point 0
1205. 0 point 1
1206. 0 play W+4 red
1207. 1 accept
1208. 2 play WPU
1209. 0 play W
1210. 1 play B9
1211. 2 play B8
1212. 0 take
1213. 1 play W green
1214. 2 play W+4 blue
1215. 0 accept
1216. 1 play B2
1217. 2 play G2
1218. 0 play G4
1219. 1 play WDT red 0,1
1220. 2 play R6
1221. 0 play RPT
1222. 1 point 0
1223. 0 point 2
1224. 2 point 0
1225. 1 play R9
1226. 2 play R6
1227. 0 play W red
1228. 1 play R9
1229. 2 draw
1230. 0 play R5
1231. 1 play WPU
1232. 2 take
1233. 0 play B9
1234. 1 play B5
1235. 2 play B9
1236. 0 play G9
1237. 1 play G+2
1238. 2 accept
1239. 0 play B+2
1240. 1 accept
1241. 2 play W yellow
1242. 0 play Y8
1243. 1 play WPU
1244. 2 play Y8
1245. 0 play Y0
1246. 1 play W
1247. 2 play Y1
1248. 0 play Y7
1249. 1 play Y7
1250. 2 play Y6
1251. 0 play Y3
1252. 1 play Y5
1253. 2 play YPT
1254. 0 play Y3
1255. 1 play Y6
1256. 2 play Y+2
1257. 0 play YPT
1258. 1 play Y2
1259. 2 take
1260. 0 draw
1261. 1 play W+4 yellow
1262. 2 accept
1263. 0 draw
1264. 0 play WDT yellow 1,2
1265. 1 play Y4
1266. 2 play Y1
1267. 2 play Y1
1268. 0 play B1
1269. 1 play R1
1270. 2 play W green
1271. 0 play GS
1272. 2 play G4
1273. 0 draw
1274. 0 play WDT red 0,1
1275. 1 play W green
1276. 2 play G7
1277. 0 play R7
1278. 1 play R7
1279. 2 play Y7
1280. 2 play Y7
1281. 0 draw
1282. 0 play WPU
1283. 1 play W+4
1284. 2 play RS
1285. 0 play R3
1286. 1 play R5
1287. 2 play RS
1288. 0 play RPT
1289. 1 play R8
1290. 2 play W
1291. 0 take
1292. 1 play RR
1293. 0 play RS
1294. 1 play W yellow
1295. 0 play W+4 yellow
1296. 2 accept
1297. 1 play YR
1298. 2 play Y+2
1299. 0 accept
1300. 1 play W green
1301. 2 play G5
1302. 0 play B5
1303. 1 play B6
1304. 2 play Y6
1305. 2 play Y6
1306. 0 play W green
1307. 1 play GS
1308. 0 play RS
1309. 2 play W+4 yellow
1310. 0 accept
1311. 1 play WDT blue 0,2
1312. 2 play BR
1313. 1 play WPU
1314. 0 play WDT
1315. 2 play W
1316. 1 play RPT
1317. 0 play WPU
1318. 2 play R+2
1319. 1 play W
1320. 0 play R4
1321. 2 take
1322. 1 play W yellow
1323. 0 play Y9
1324. 2 play Y5
1325. 1 play Y2
1326. 2 play Y2
1327. 1 play Y+2
1328. 0 accept
1329. 2 play YPT
1330. 2 point 0
1331. 1 point 0
1332. 0 point 2
1333. 1 play W+4 green
1334. 0 challenge
1335. 0 play W+4 green
1336. 2 challenge
1337. 2 play WDT blue 0,1
1338. 1 play B4
1339. 0 play B9
1340. 2 play WPU
1341. 1 play W+4
1342. 0 play W
1343. 2 play Y3
1344. 1 play YS
1345. 0 play WDT
1346. 2 play W
1347. 1 play YR
1348. 0 play WDT
1349. 2 play Y3
1350. 1 play W
1351. 0 play WPU
1352. 2 play Y8
1353. 1 play W
1354. 0 play W
1355. 2 play YR
1356. 1 play W
1357. 0 take
1358. 2 play WDT green 1,2
1359. 1 play G4
1360. 0 draw
1361. 2 play W blue
1362. 1 play BPT
1363. 2 point 0
1364. 0 point 2
1365. 1 point 2
1366. 0 play W red
1367. 2 play R4
1368. 1 play R1
1369. 0 play W red
1370. 2 play RPT
1371. 0 point 1
1372. 1 point 2
1373. 2 point 0
1374. 1 play W+4 blue
1375. 0 challenge
1376. 2 play BPT
1377. 2 point 0
1378. 1 point 2
1379. 0 point 2
1380. 1 play B+2
1381. 0 accept
1382. 2 play B3
1383. 1 play B8
1384. 0 play W yellow
1385. 2 play YPT
1386. 2 point 1
1387. 0 point 2
1388. 1 point 0
1389. 1 play GPT
1390. 1 point 0
1391. 2 point 0
1392. 0 point 1
1393. 0 play WDT green 1,2
1394. 2 play G0
1395. 1 play G1
1396. 0 play WDT red 0,2
1397. 2 play R6
1398. 0 play R6
1399. 2 play W green
1400. 1 play G8
1401. 0 play Y8
1402. 2 play Y0
1403. 1 draw
1404. 1 play W green
1405. 0 play WDT green 1,2
1406. 2 play G6
1407. 1 play WDT blue 0,1
1408. 0 play W+4 yellow
1409. 2 accept
1410. 1 play Y4
1411. 0 play Y3
1412. 0 play Y3
1413. 2 play YPT
1414. 2 point 0
1415. 1 point 2
1416. 0 point 2
1417. 1 play BPT
1418. 2 point 1
1419. 1 point 0
1420. 0 point 1
1421. 0 play W+4 red
1422. 2 challenge
1423. 2 play R5
1424. 1 draw
1425. 1 play W blue
1426. 0 play B8
1427. 2 play B5
1428. 1 play B7
1429. 0 play W green
1430. 2 draw
1431. 2 play GR
1432. 0 play RR
1433. 2 play R7
1434. 1 play W blue
1435. 0 play W red
1436. 2 play RR
1437. 0 play R7
1438. 1 play G7
1439. 2 play WPU
1440. 0 play BR
1441. 1 play B2
1442. 2 play W+4
1443. 0 play W
1444. 1 play BS
1445. 2 play WDT
1446. 0 play WDT
1447. 1 play B3
1448. 2 take
1449. 0 play B1
1450. 0 play B1
1451. 1 play G1
1452. 2 play G3
1453. 0 play W red
1454. 1 draw
1455. 2 play RS
1456. 1 play R9
1457. 2 play R1
1458. 0 play RPT
1459. 2 point 0
1460. 1 point 2
1461. 0 point 2
1462. 1 draw
1463. 1 play W+4 blue
1464. 2 accept
1465. 0 play BPT
1466. 0 point 2
1467. 1 point 0
1468. 2 point 0
1469. 1 play B4
1470. 2 play BS
1471. 1 draw
1472. 2 play W+4 green
1473. 0 challenge
1474. 0 play WPU
1475. 1 take
1476. 2 play BS
1477. 1 play B9
1478. 2 play B2
1479. 0 play B+2
1480. 1 accept
1481. 2 play B6
1482. 0 play B2
1483. 1 play B6
1484. 2 play W red
1485. 0 play R3
1486. 1 play W+4 red
1487. 2 challenge
1488. 0 play W red
1489. 1 draw
1490. 2 play R2
1491. 0 play RPT
1492. 2 point 0
1493. 0 point 1
1494. 1 point 0
1495. 1 draw
1496. 2 play R8
1497. 0 play RPT
1498. 1 point 2
1499. 0 point 1
1500. 2 point 0
1501. 1 draw
1502. 1 play W blue
1503. 2 play B5
1504. 0 play Y5
1505. 1 play Y8
1506. 2 play Y9
1507. 0 play WDT red 1,2
1508. 1 play R9
1509. 2 play G9
1510. 0 play WDT blue 0,1
1511. 1 draw
1512. 1 play B0
1513. 2 play BR
1514. 1 draw
1515. 0 play WPU
1516. 2 play WPU
1517. 1 play R4
1518. 0 play W+4
1519. 2 play R+2
1520. 1 take
1521. 0 play W green
1522. 2 play GR
1523. 0 play GS
1524. 2 play RS
1525. 1 play R+2
1526. 2 accept
1527. 0 play W+4 blue
1528. 1 challenge
1529. 1 play WPU
1530. 2 play W
1531. 0 play B3
1532. 1 play WDT
1533. 2 play B3
1534. 0 play WPU
1535. 1 play W+4
1536. 2 play W+4
1537. 0 play B7
1538. 1 play W+4
1539. 2 play WDT
1540. 0 play W+4
1541. 1 take
1542. 2 play WDT red 1,2
1543. 0 play R8
1544. 1 play W+4 red
1545. 2 challenge
1546. 2 play W yellow
1547. 0 play Y6
1548. 1 play Y8
1549. 2 play Y+2
1550. 0 accept
1551. 1 play G+2
1552. 2 accept
1553. 0 play W+4 green
1554. 1 challenge
1555. 1 play G9
1556. 2 play WDT green 0,1
1557. 0 play G5
1558. 1 play G4
1559. 2 play G3
1560. 0 play G+2
1561. 1 accept
1562. 2 play G7
1563. 0 play G2
1564. 1 play B2
1565. 2 play Y2
1566. 0 play YR
1567. 2 play Y7
1568. 1 play WDT blue 0,2
1569. 0 play BR
1570. 1 play W red
1571. 2 play R4
1572. 0 play R5
1573. 1 play R+2
1574. 2 accept
1575. 0 play R2
1576. 1 play W yellow
1577. 2 play WPU
1578. 0 play R0
1579. 1 play W+4
1580. 2 play WDT
1581. 0 play WPU
1582. 1 play R5
1583. 2 play WPU
1584. 0 play R3
1585. 1 play W+4
1586. 2 play WPU
1587. 0 play RPT
1588. 1 play RPT
1589. 2 play RR
1590. 0 play WPU
1591. 1 play R4
1592. 2 take
1593. 0 play WDT blue 0,1
1594. 1 play B+2
1595. 2 accept
1596. 0 play WPU
1597. 1 play B3
1598. 2 play BPT
1599. 0 play BPT
1600. 1 play B7
1601. 2 play B+2
1602. 0 play B1
1603. 1 play WPU
1604. 2 play W
1605. 0 play BPT
1606. 1 play WDT
1607. 2 play WDT
1608. 0 play W
1609. 1 play W+4
1610. 2 play W+4
1611. 0 play B6
1612. 1 play W
1613. 2 play W+4
1614. 0 take
1615. 1 play W+4 blue
1616. 2 accept
1617. 0 play B7
1618. 1 play B3
1619. 2 play R3
1620. 0 play W blue
1621. 1 draw
1622. 2 draw
1623. 0 play W red
1624. 1 play R6
1625. 2 play R7
1626. 0 play WPU
1627. 1 play R6
1628. 2 play WPU
1629. 0 play W+4
1630. 1 take
1631. 2 play RR
1632. 1 play WPU
1633. 0 play Y2
1634. 2 play Y1
1635. 1 play W+4
1636. 0 play YPT
1637. 2 play W
1638. 1 play Y5
1639. 0 play WDT
1640. 2 play Y7
1641. 1 play WPU
1642. 0 play YPT
1643. 2 play Y6
1644. 1 play WDT
1645. 0 play WDT
1646. 2 play YPT
1647. 1 play W+4
1648. 0 play W+4
1649. 2 play Y9
1650. 1 take
1651. 0 play Y1
1652. 1 play Y1
1653. 0 play B1
1654. 2 play G1
1655. 1 play G6
1656. 0 draw
1657. 0 play G3
1658. 2 play GPT
1659. 2 point 0
1660. 1 point 0
1661. 0 point 2
1662. 1 play G8
1663. 0 play G0
1664. 2 play WPU
1665. 1 play WPU
1666. 0 play B+2
1667. 2 play WPU
1668. 1 play W
1669. 0 play B6
1670. 2 play WPU
1671. 1 play W+4
1672. 0 play BPT
1673. 2 take
1674. 1 play W yellow
1675. 0 play YS
1676. 1 play Y2
1677. 0 play W+4 blue
1678. 2 accept
1679. 1 play W+4 blue
1680. 0 accept
1681. 2 play W red
1682. 1 play W+4 yellow
1683. 0 challenge
1684. 0 play W red
1685. 2 play R0
1686. 1 play R6
1687. 0 play RPT
1688. 2 point 0
1689. 0 point 1
1690. 1 point 0
1691. 2 play RS
1692. 0 play WPU
1693. 2 play BPT
1694. 1 play W
1695. 0 play WDT
1696. 2 play WPU
1697. 1 play B5
1698. 0 play B2
1699. 2 play B4
1700. 1 play BS
1701. 0 play BPT
1702. 2 play W+4
1703. 1 play WDT
1704. 0 play W
1705. 2 play W+4
1706. 1 play WDT
1707. 0 play B5
1708. 2 play W
1709. 1 play WDT
1710. 0 play B3
1711. 2 play B+2
1712. 1 play WDT
1713. 0 play BPT
1714. 2 play WDT
1715. 1 take
1716. 0 play BPT
1717. 2 point 0
1718. 0 point 1
1719. 1 point 0
1720. 2 play B6
1721. 1 play BS
1722. 2 play WPU
1723. 1 play WDT
1724. 0 play B4
1725. 2 play WPU
1726. 1 play WDT
1727. 0 take
1728. 2 play WPU
1729. 1 play Y9
1730. 0 play WDT
1731. 2 play Y8
1732. 1 play W
1733. 0 play Y5
1734. 2 play Y4
1735. 1 play Y5
1736. 0 play WPU
1737. 2 take
1738. 1 play WPU
1739. 0 play WDT
1740. 2 play R4
1741. 1 play W+4
1742. 0 play R3
1743. 2 play RPT
1744. 1 play WDT
1745. 0 take
1746. 2 play WPU
1747. 1 play Y6
1748. 0 play YS
1749. 2 play Y4
1750. 1 play YPT
1751. 0 play YR
1752. 2 play Y5
1753. 1 play W
1754. 0 play WDT
1755. 2 play WDT
1756. 1 play Y9
1757. 0 play WDT
1758. 2 play W
1759. 1 play YPT
1760. 0 play W+4
1761. 2 play Y0
1762. 1 play W
1763. 0 play W+4
1764. 2 play Y8
1765. 1 play Y7
1766. 0 play Y4
1767. 2 play Y9
1768. 1 play W+4
1769. 0 take
1770. 2 play Y5
1771. 0 play Y5
1772. 2 play G5
1773. 1 play GS
1774. 2 play GR
1775. 0 play GS
1776. 2 play GPT
1777. 0 point 1
1778. 1 point 2
1779. 2 point 0
1780. 0 play WDT green 0,2
1781. 1 play G6
1782. 2 play GPT
1783. 1 point 2
1784. 2 point 1
1785. 0 point 2
1786. 0 play YPT
1787. 2 point 1
1788. 0 point 2
1789. 1 point 2
1790. 1 play RPT
1791. 1 point 2
1792. 0 point 2
1793. 2 point 0
1794. 2 play W+4 green
1795. 0 challenge
1796. 0 play G4
1797. 1 play WDT blue 0,1
1798. 2 play W+4 yellow
1799. 0 accept
1800. 1 play YPT
1801. 1 point 2
1802. 2 point 0
1803. 0 point 2
1804. 2 play Y3
1805. 0 draw
1806. 0 play Y3
1807. 1 play WDT red 0,2
1808. 2 play R8
1809. 0 play RPT
1810. 1 point 0
1811. 2 point 1
1812. 0 point 2
1813. 1 play GPT
1814. 2 point 1
1815. 0 point 2
1816. 1 point 2
1817. 2 play RPT
1818. 1 point 0
1819. 0 point 2
1820. 2 point 1
1821. 0 play W yellow
1822. 1 play WDT red 0,1
1823. 2 play RR
1824. 1 play R1
1825. 0 play R1
1826. 2 play R2
1827. 1 play WDT blue 0,2
1828. 0 play W+4 red
1829. 2 challenge
1830. 2 play W+4 red
1831. 1 challenge
1832. 1 play W yellow
1833. 0 play Y+2
1834. 2 accept
1835. 1 play W yellow
1836. 0 play YR
1837. 1 play YPT
1838. 0 point 2
1839. 1 point 0
1840. 2 point 1
1841. 2 play WPU
1842. 0 play W+4
1843. 1 play G0
1844. 2 play W
1845. 0 play WDT
1846. 1 play G9
1847. 2 play G1
1848. 0 play GR
1849. 1 play G7
1850. 2 play WDT
1851. 0 play W
1852. 1 play G9
1853. 2 play G+2
1854. 0 play G1
1855. 1 take
1856. 2 play W+4 red
1857. 0 challenge
1858. 0 play R+2
1859. 1 accept
1860. 2 play RS
1861. 1 play W+4 yellow
1862. 2 accept
1863. 0 play YPT
1864. 2 point 1
1865. 1 point 2
1866. 0 point 2
1867. 1 draw
1868. 1 play GPT
1869. 2 point 1
1870. 1 point 2
1871. 0 point 2
1872. 2 play G6
1873. 0 play W+4 blue
1874. 1 challenge
1875. 1 play BPT
1876. 2 point 0
1877. 0 point 2
1878. 1 point 0
1879. 2 play BR
1880. 1 play B2
1881. 0 play B6
1882. 2 play R6
1883. 1 play WPU
1884. 0 play W+4
1885. 2 play R9
1886. 1 play WDT
1887. 0 play WPU
1888. 2 play W
1889. 1 play R7
1890. 0 play R7
1891. 2 play WDT
1892. 1 play WDT
1893. 0 play R+2
1894. 2 play R5
1895. 1 play W
1896. 0 play W
1897. 2 play RS
1898. 1 play W
1899. 0 play WDT
1900. 2 play WPU
1901. 1 play W
1902. 0 play R4
1903. 2 play W+4
1904. 1 play WDT
1905. 0 play R8
1906. 2 play W
1907. 1 take
1908. 0 play W green
1909. 2 play G2
1910. 1 play G9
1911. 0 draw
1912. 2 draw
1913. 1 play G9
1914. 0 play G8
1915. 2 play B8
1916. 1 play B3
1917. 0 play B3
1918. 2 play B1
1919. 1 play B4
1920. 0 play BR
1921. 1 play W yellow
1922. 2 play YR
1923. 1 play YPT
1924. 0 point 1
1925. 1 point 0
1926. 2 point 1
1927. 0 play Y9
1928. 2 play Y+2
1929. 1 accept
1930. 0 play Y5
1931. 2 play Y1
1932. 1 play WDT blue 0,1
1933. 0 play B0
1934. 2 play BS
1935. 0 play B4
1936. 2 play WPU
1937. 1 play BS
1938. 0 play W
1939. 2 play B7
1940. 1 play WPU
1941. 0 play W
1942. 2 play W
1943. 1 play B5
1944. 0 play WPU
1945. 2 play BPT
1946. 1 play W+4
1947. 0 play B8
1948. 2 play B+2
1949. 1 play W+4
1950. 0 play WDT
1951. 2 take
1952. 1 play B+2
1953. 0 accept
1954. 2 play B5
1955. 1 play WPU
1956. 0 play G3
1957. 2 play WDT
1958. 1 play WPU
1959. 0 play G6
1960. 2 play G4
1961. 1 play GS
1962. 0 play G+2
1963. 2 play W+4
1964. 1 play G1
1965. 0 play WDT
1966. 2 play G2
1967. 1 play GR
1968. 0 play WPU
1969. 2 play W+4
1970. 1 play G+2
1971. 0 take
1972. 2 play WPU
1973. 1 play W
1974. 0 play WPU
1975. 2 play Y3
1976. 1 play W
1977. 0 play Y8
1978. 2 play W
1979. 1 play W
1980. 0 play YS
1981. 2 play Y2
1982. 1 play WPU
1983. 0 play Y4
1984. 2 play W
1985. 1 play W
1986. 0 play YPT
1987. 2 play YS
1988. 1 play WDT
1989. 0 play Y3
1990. 2 play W
1991. 1 play W
1992. 0 play Y9
1993. 2 play Y2
1994. 1 play WDT
1995. 0 play Y7
1996. 2 play Y7
1997. 1 play WDT
1998. 0 play WPU
1999. 2 play WPU
2000. 1 play W
2001. 0 play Y0
2002. 2 take
2003. 1 play WDT green 0,2
2004. 0 play G6
2005. 2 play WDT yellow 0,1
2006. 1 play W green
2007. 0 play G2
2008. 2 play WPU
2009. 1 play G1
2010. 0 play G3
2011. 2 play WDT
2012. 1 play G0
2013. 0 play WDT
2014. 2 play W
2015. 1 play GR
2016. 0 play G3
2017. 2 play WPU
2018. 1 play G7
2019. 0 play GS
2020. 2 play W
2021. 1 play G7
2022. 0 play G1
2023. 2 play WDT
2024. 1 take
2025. 0 play W+4 yellow
2026. 2 accept
2027. 1 play WDT yellow 1,2
2028. 0 play Y4
2029. 2 play W yellow
2030. 1 play W red
2031. 0 play WDT blue 0,2
2032. 2 play WDT green 0,1
2033. 1 play WPU
2034. 0 play R3
2035. 2 play WPU
2036. 1 play RPT
2037. 0 play W+4
2038. 2 play W
2039. 1 play W
2040. 0 play R2
2041. 2 play R9
2042. 1 play RS
2043. 0 play R3
2044. 2 play WPU
2045. 1 play R0
2046. 0 take
2047. 2 play W green
2048. 1 play GS
2049. 2 play BS
2050. 0 play RS
2051. 1 play WDT blue 1,2
2052. 0 play W yellow
2053. 2 play Y3
2054. 2 play Y3
2055. 1 play G3
2056. 0 play W+4 red
2057. 2 accept
2058. 1 play R+2
2059. 0 accept
2060. 2 play R6
2061. 1 play WDT green 0,2
2062. 0 play GR
2063. 1 play W+4 red
2064. 2 challenge
2065. 2 play W+4 yellow
2066. 0 challenge
2067. 0 play W green
2068. 1 play G1
2069. 2 play G5
2070. 0 play G+2
2071. 1 accept
2072. 2 play GPT
2073. 0 point 1
2074. 2 point 1
2075. 1 point 0
2076. 0 play RPT
2077. 2 point 1
2078. 0 point 2
2079. 1 point 0
2080. 1 play R8
2081. 1 play R8
2082. 2 play W red
2083. 0 play RPT
2084. 2 point 1
2085. 0 point 2
2086. 1 point 2
2087. 1 play W red
2088. 2 play WDT yellow 0,2
2089. 0 play WDT yellow 1,2
2090. 1 play Y+2
2091. 2 accept
2092. 0 play W+4 yellow
2093. 1 accept
2094. 2 play Y0
2095. 0 play W yellow
2096. 1 play WPU
2097. 2 play R+2
2098. 0 play R3
2099. 1 play W
2100. 2 play R5
2101. 0 play R9
2102. 1 play W+4
2103. 2 play W
2104. 0 play R3
2105. 1 play R7
2106. 2 play WDT
2107. 0 play WPU
2108. 1 play R4
2109. 2 play W+4
2110. 0 play R2
2111. 1 play W
2112. 2 play R4
2113. 0 play WPU
2114. 1 play RS
2115. 2 play W+4
2116. 0 play WPU
2117. 1 play R5
2118. 2 play W
2119. 0 play R6
2120. 1 play R7
2121. 2 play W
2122. 0 play R0
2123. 1 play W+4
2124. 2 play W
2125. 0 play WPU
2126. 1 play R9
2127. 2 play W
2128. 0 play WPU
2129. 1 play RR
2130. 2 take
2131. 0 draw
2132. 0 pass
2133. 1 play WPU
2134. 2 play W+4
2135. 0 play WDT
2136. 1 play B5
2137. 2 play WPU
2138. 0 play B2
2139. 1 play B3
2140. 2 play B8
2141. 0 play BR
2142. 1 play B7
2143. 2 play BPT
2144. 0 take
2145. 1 play BPT
2146. 0 point 2
2147. 1 point 0
2148. 2 point 1
2149. 2 play B1
2150. 0 play W+4 green
2151. 1 challenge
2152. 1 play GR
2153. 0 play G8
2154. 2 play WPU
2155. 1 play W+4
2156. 0 play WDT
2157. 2 play R1
2158. 1 play W+4
2159. 0 play WDT
2160. 2 play WDT
2161. 1 play W
2162. 0 play WDT
2163. 2 play RR
2164. 1 take
2165. 0 play WPU
2166. 2 play Y2
2167. 1 play W+4
2168. 0 play Y6
2169. 2 play W
2170. 1 play W+4
2171. 0 play Y6
2172. 2 play Y2
2173. 1 play Y+2
2174. 0 play Y8
2175. 2 play YS
2176. 1 play WDT
2177. 0 take
2178. 2 play WPU
2179. 1 play RPT
2180. 0 play W
2181. 2 play R6
2182. 1 play R1
2183. 0 play W+4
2184. 2 play R9
2185. 1 play W
2186. 0 play W+4
2187. 2 play RS
2188. 1 play WDT
2189. 0 play R1
2190. 2 play WPU
2191. 1 play WDT
2192. 0 play WDT
2193. 2 play R+2
2194. 1 play RR
2195. 0 take
2196. 2 play R5
2197. 2 play R5
2198. 1 play WDT red 1,2
2199. 0 play RPT
2200. 0 point 2
2201. 2 point 1
2202. 1 point 0
2203. 2 play R3
2204. 2 play R3
2205. 1 play G3
2206. 0 play G4
2207. 2 play WPU
2208. 1 play Y5
2209. 0 play WPU
2210. 2 play YS
2211. 1 take
2212. 0 play Y9
2213. 2 play Y7
2214. 2 play Y7
2215. 1 play YS
2216. 2 play Y1
2217. 1 play WPU
2218. 0 play W
2219. 2 play GS
2220. 1 play G4
2221. 0 play W
2222. 2 play G8
2223. 1 play G0
2224. 0 play GS
2225. 2 play W+4
2226. 1 play G7
2227. 0 play G+2
2228. 2 play W+4
2229. 1 play G7
2230. 0 play WDT
2231. 2 play W+4
2232. 1 play G6
2233. 0 play W+4
2234. 2 play W
2235. 1 play GPT
2236. 0 play W+4
2237. 2 play W
2238. 1 play GPT
2239. 0 play WDT
2240. 2 play G5
2241. 1 play G1
2242. 0 play WDT
2243. 2 play W
2244. 1 take
2245. 0 draw
2246. 2 draw
2247. 1 play W blue
2248. 0 play BPT
2249. 0 point 2
2250. 1 point 2
2251. 2 point 0
2252. 2 play W+4 blue
2253. 1 accept
2254. 0 play B5
2255. 2 play B7
2256. 0 play B7
2257. 2 play W blue
2258. 1 play WPU
2259. 0 play Y8
2260. 2 play Y8
2261. 1 play W+4
2262. 0 play Y6
2263. 2 play YPT
2264. 1 play WDT
2265. 0 play Y+2
2266. 2 play YR
2267. 1 play W+4
2268. 0 play Y6
2269. 2 play Y4
2270. 1 play WDT
2271. 0 play YS
2272. 2 play Y5
2273. 1 play Y4
2274. 0 play Y2
2275. 2 play W
2276. 1 play Y5
2277. 0 play Y2
2278. 2 play Y9
2279. 1 play WPU
2280. 0 play YR
2281. 2 play YPT
2282. 1 play W
2283. 0 take
2284. 2 draw
2285. 2 play W+4 blue
2286. 1 challenge
2287. 1 play W+4 blue
2288. 0 accept
2289. 2 play W red
2290. 1 play W+4 red
2291. 0 challenge
2292. 0 play WDT red 0,1
2293. 2 play WDT green 0,2
2294. 1 play G7
2295. 0 play W+4 blue
2296. 2 accept
2297. 1 play W red
2298. 0 play WDT red 0,1
2299. 2 play WDT yellow 1,2
2300. 1 draw
2301. 0 play Y1
2302. 2 play W green
2303. 1 play W red
2304. 0 play R2
2305. 2 play R6
2306. 1 play W+4 red
2307. 0 accept
2308. 2 play R0
2309. 1 play RPT
2310. 2 point 1
2311. 1 point 0
2312. 0 point 2
2313. 0 play R9
2314. 2 play WPU
2315. 1 play W
2316. 0 play R6
2317. 2 play R7
2318. 1 play W+4
2319. 0 play RS
2320. 2 play R7
2321. 1 play WDT
2322. 0 play RR
2323. 2 play R4
2324. 1 play WDT
2325. 0 play R1
2326. 2 play R9
2327. 1 play W
2328. 0 play WPU
2329. 2 play R4
2330. 1 play WDT
2331. 0 play RR
2332. 2 play R+2
2333. 1 play W
2334. 0 play W
2335. 2 play R2
2336. 1 take
2337. 0 play R1
2338. 1 play R1
2339. 0 play R+2
2340. 2 accept
2341. 1 play RS
2342. 2 draw
2343. 2 play WPU
2344. 1 play WPU
2345. 0 play Y3
2346. 2 play WPU
2347. 1 play W+4
2348. 0 play Y8
2349. 2 take
2350. 1 play YPT
2351. 0 point 1
2352. 1 point 0
2353. 2 point 0
2354. 0 play WDT green 0,1
2355. 2 play GR
2356. 0 play G2
2357. 1 play G8
2358. 2 play WPU
2359. 0 play Y8
2360. 1 play WDT
2361. 2 play Y3
2362. 0 play Y5
2363. 1 play W
2364. 2 play W+4
2365. 0 play Y3
2366. 1 play W
2367. 2 play YS
2368. 0 play Y2
2369. 1 play WDT
2370. 2 play WPU
2371. 0 play YS
2372. 1 play W
2373. 2 play Y8
2374. 0 play Y2
2375. 1 play W
2376. 2 take
2377. 0 play Y+2
2378. 1 accept
2379. 2 play Y5
2380. 0 play Y9
2381. 1 play G9
2382. 1 play G9
2383. 2 play GPT
2384. 0 point 2
2385. 1 point 0
2386. 2 point 0
2387. 0 play WPU
2388. 1 play WDT
2389. 2 play BS
2390. 0 play B8
2391. 1 play B0
2392. 2 play WDT
2393. 0 play BS
2394. 1 play B9
2395. 2 play WDT
2396. 0 play B3
2397. 1 play BPT
2398. 2 play BPT
2399. 0 play B2
2400. 1 play WPU
2401. 2 play WPU
2402. 0 play B5
2403. 1 play B1
2404. 2 play WPU
2405. 0 play B4
2406. 1 play WDT
2407. 2 play B+2
2408. 0 play WPU
2409. 1 play WDT
2410. 2 play B6
2411. 0 play W+4
2412. 1 play B9
2413. 2 play B8
2414. 0 play W+4
2415. 1 play W
2416. 2 play W+4
2417. 0 play B6
2418. 1 take
2419. 2 play W+4 green
2420. 0 accept
2421. 1 play G0
2422. 2 play W blue
2423. 0 play W+4 green
2424. 1 challenge
2425. 1 play W red
2426. 2 play RPT
2427. 2 point 1
2428. 1 point 2
2429. 0 point 2
2430. 0 play WPU
2431. 1 play WPU
2432. 2 play Y2
2433. 0 play Y7
2434. 1 play WPU
2435. 2 play Y0
2436. 0 play W
2437. 1 play WPU
2438. 2 play W
2439. 0 play Y4
2440. 1 play W+4
2441. 2 play Y7
2442. 0 play WPU
2443. 1 play WDT
2444. 2 play W
2445. 0 play W
2446. 1 play WPU
2447. 2 play W
2448. 0 play Y6
2449. 1 play WDT
2450. 2 play YS
2451. 0 play W+4
2452. 1 play WDT
2453. 2 play Y2
2454. 0 play Y5
2455. 1 play W+4
2456. 2 play Y8
2457. 0 play YPT
2458. 1 play W+4
2459. 2 play W+4
2460. 0 play YPT
2461. 1 play WDT
2462. 2 play YS
2463. 0 play YR
2464. 1 play WDT
2465. 2 play Y8
2466. 0 play Y6
2467. 1 take
2468. 2 play Y3
2469. 0 play WDT yellow 0,2
2470. 1 play YPT
2471. 0 point 1
2472. 2 point 1
2473. 1 point 0
2474. 2 play Y3
2475. 0 play WDT blue 0,2
2476. 1 play B5
2477. 2 play B5
2478. 0 play WPU
2479. 1 play R6
2480. 2 take
2481. 0 play R9
2482. 1 play W blue
2483. 2 play B+2
2484. 0 accept
2485. 1 play BS
2486. 0 play W red
2487. 1 play W+4 yellow
2488. 2 accept
2489. 0 play YPT
2490. 1 point 0
2491. 0 point 1
2492. 2 point 1
2493. 1 play YPT
2494. 0 point 2
2495. 2 point 0
2496. 1 point 2
2497. 2 play WPU
2498. 0 play W
2499. 1 play R7
2500. 2 play RPT
2501. 0 play RPT
2502. 1 play W
2503. 2 play R2
2504. 0 play W
2505. 1 play R2
2506. 2 play WDT
2507. 0 play RS
2508. 1 play R9
2509. 2 play R0
2510. 0 play W
2511. 1 play R5
2512. 2 play R6
2513. 0 take
2514. 1 play WDT red 0,1
2515. 2 play W+4 yellow
2516. 0 challenge
2517. 0 draw
2518. 1 play Y2
2519. 2 play WDT red 1,2
2520. 0 play RS
2521. 2 draw
2522. 2 play W blue
2523. 0 play B3
2524. 1 play B7
2525. 2 play W red
2526. 0 play R9
2527. 1 play B9
2528. 2 play W+4 green
2529. 0 accept
2530. 1 play GS
2531. 0 play WDT yellow 0,1
2532. 1 play Y4
2533. 0 play Y4
2534. 1 play W yellow
2535. 2 draw
2536. 0 draw
2537. 1 play Y8
2538. 1 play Y8
2539. 2 draw
2540. 0 play G8
2541. 1 play W green
2542. 2 play G7
2543. 0 play G3
2544. 1 play WPU
2545. 2 take
2546. 0 play W+4 green
2547. 1 accept
2548. 2 play G5
2549. 1 play G5
2550. 2 play G3
2551. 0 play W+4 yellow
2552. 1 accept
2553. 2 play Y9
2554. 0 play WPU
2555. 1 play R+2
2556. 2 play R+2
2557. 0 play W
2558. 1 play WDT
2559. 2 play R6
2560. 0 play WPU
2561. 1 play WPU
2562. 2 play R3 uno
2563. 0 play R0
2564. 1 play R4
2565. 2 play R3
