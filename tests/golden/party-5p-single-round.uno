[RulesVersion "2"]
[Edition "party"]
[Players "5"]
[Seed "12"]
[Digest "a7652654e8ea0ffdb388e60930069ddab45cdeaf29e3daaabcff8d8d1e1e4101"]
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
1945. 1 play G8
1946. 2 play Y8
1947. 3 play YR
1948. 2 play WDT green 3,4
1949. 1 play GPT
1950. 0 point 3
1951. 3 point 4
1952. 4 point 3
1953. 2 point 4
1954. 1 point 0
1955. 0 play WPU
1956. 4 play WDT
1957. 3 play B9
1958. 2 play WDT
1959. 1 play W+4
1960. 0 play W
1961. 4 play B2
1962. 3 play B5
1963. 2 play WPU
1964. 1 play WDT
1965. 0 play B9
1966. 4 play W
1967. 3 play BS
1968. 2 play BPT
1969. 1 play B4
1970. 0 play B2
1971. 4 play WPU
1972. 3 play B8
1973. 2 play WPU
1974. 1 play WDT
1975. 0 play BR
1976. 4 play W+4
1977. 3 play W
1978. 2 play B6
1979. 1 play W
1980. 0 play BR
1981. 4 play B5
1982. 3 play W
1983. 2 play WPU
1984. 1 play W
1985. 0 play BPT
1986. 4 play W
1987. 3 play W+4
1988. 2 play B6
1989. 1 play W
1990. 0 play B8
1991. 4 play W
1992. 3 play B1
1993. 2 take
1994. 1 play WDT yellow 1,3
1995. 0 play W green
1996. 4 play W+4 blue
1997. 3 accept
1998. 2 play B5
1999. 2 play B5
2000. 1 play WPU
2001. 0 play W+4
2002. 4 play W+4
2003. 3 play B1
2004. 2 play BR
2005. 1 play WPU
2006. 0 play B+2
2007. 4 play W
2008. 3 play W+4
2009. 2 play B9
2010. 1 play B+2
2011. 0 play WPU
2012. 4 play W
2013. 3 play W
2014. 2 play B1
2015. 1 play WDT
2016. 0 play B3
2017. 4 play W
2018. 3 play B4
2019. 2 play B0
2020. 1 play WDT
2021. 0 play W+4
2022. 4 take
2023. 3 play W+4 yellow
2024. 2 accept
2025. 1 play WDT red 0,3
2026. 0 play R2
2027. 4 play RR
2028. 0 play R+2
2029. 2 play WPU
2030. 3 play W
2031. 4 play WPU
2032. 0 play WDT
2033. 1 play GPT
2034. 2 play WDT
2035. 3 play W
2036. 4 play WDT
2037. 0 play G5
2038. 1 play GPT
2039. 2 play GPT
2040. 3 play WDT
2041. 4 play WPU
2042. 0 play G3
2043. 1 play GPT
2044. 2 play W+4
2045. 3 play G3
2046. 4 play WDT
2047. 0 play G1
2048. 1 play G8
2049. 2 play W
2050. 3 play G2
2051. 4 play W
2052. 0 play G7
2053. 1 play G6
2054. 2 play G9
2055. 3 play WDT
2056. 4 play W
2057. 0 play G2
2058. 1 play GS
2059. 2 play WDT
2060. 3 play G+2
2061. 4 play W+4
2062. 0 play GR
2063. 1 play GS
2064. 2 play W+4
2065. 3 take
2066. 4 play W red
2067. 0 play W+4 green
2068. 1 challenge
2069. 1 play G5
2070. 2 play W yellow
2071. 3 play Y6
2072. 2 play Y6
2073. 3 play YS
2074. 0 play W+4 red
2075. 1 challenge
2076. 1 play R0
2077. 2 play RS
2078. 4 play R1
2079. 0 play W red
2080. 1 play R9
2081. 2 play W green
2082. 3 play G3
2083. 4 play W red
2084. 0 play R2
2085. 1 play RR
2086. 0 play WDT blue 0,4
2087. 4 play B0
2088. 3 play BPT
2089. 2 point 3
2090. 1 point 0
2091. 4 point 2
2092. 0 point 3
2093. 3 point 1
2094. 2 play W blue
2095. 1 play WDT yellow 2,4
2096. 0 play W yellow
2097. 4 play Y3
2098. 3 play Y3
2099. 2 play Y8
2100. 1 draw
2101. 0 play WPU
2102. 4 play RPT
2103. 3 play R8
2104. 2 play WDT
2105. 1 play RPT
2106. 0 play WDT
2107. 4 play R1
2108. 3 play WDT
2109. 2 play W
2110. 1 play R2
2111. 0 play WPU
2112. 4 play W+4
2113. 3 play R7
2114. 2 play WDT
2115. 1 play R6
2116. 0 play RS
2117. 4 play R9
2118. 3 play R5
2119. 2 play R3
2120. 1 play R7
2121. 0 play WPU
2122. 4 play W+4
2123. 3 play W+4
2124. 2 play R4
2125. 1 play R5
2126. 0 play WPU
2127. 4 play W+4
2128. 3 play W+4
2129. 2 play R8
2130. 1 play R4
2131. 0 play RR
2132. 4 play W+4
2133. 3 play WPU
2134. 2 play WPU
2135. 1 play R3
2136. 0 take
2137. 4 draw
2138. 3 play WPU
2139. 2 play WPU
2140. 1 play R6
2141. 0 play W
2142. 4 take
2143. 3 play W red
2144. 2 play W+4 red
2145. 1 accept
2146. 0 play W+4 red
2147. 4 accept
2148. 3 play W+4 blue
2149. 2 challenge
2150. 2 play B8
2151. 1 play WDT yellow 2,4
2152. 0 play WPU
2153. 4 play B1
2154. 3 play W
2155. 2 play BR
2156. 1 play W
2157. 0 play BS
2158. 4 play BR
2159. 3 play WDT
2160. 2 play B8
2161. 1 take
2162. 0 play B7
2163. 4 play B1
2164. 3 play Y1
2165. 2 play Y9
2166. 1 play Y6
2167. 3 play Y6
2168. 2 play Y+2
2169. 0 play W+4 green
2170. 4 challenge
2171. 4 play G3
2172. 3 play G9
2173. 2 play B9
2174. 1 play Y9
2175. 0 play WPU
2176. 4 play YR
2177. 3 play Y8
2178. 2 play Y4
2179. 1 play Y5
2180. 0 play WPU
2181. 4 play Y3
2182. 3 play WDT
2183. 2 play Y2
2184. 1 play Y0
2185. 0 play W+4
2186. 4 play W
2187. 3 play W+4
2188. 2 play Y3
2189. 1 play Y8
2190. 0 play WDT
2191. 4 play W
2192. 3 play WPU
2193. 2 play Y2
2194. 1 play Y4
2195. 0 play WDT
2196. 4 play W
2197. 3 play Y7
2198. 2 play WPU
2199. 1 play W
2200. 0 play WPU
2201. 4 play WPU
2202. 3 play W+4
2203. 2 play W+4
2204. 1 play YS
2205. 0 play W+4
2206. 4 take
2207. 3 play YPT
2208. 0 point 1
2209. 1 point 2
2210. 3 point 0
2211. 4 point 0
2212. 2 point 1
2213. 2 play BPT
2214. 4 point 2
2215. 2 point 0
2216. 3 point 4
2217. 1 point 3
2218. 0 point 1
2219. 1 play W+4 blue
2220. 0 challenge
2221. 0 play B5
2222. 4 play B4
2223. 3 play WPU
2224. 2 play W
2225. 1 play BS
2226. 0 play WDT
2227. 4 play B0
2228. 3 play WPU
2229. 2 play BPT
2230. 1 play BPT
2231. 0 play B1
2232. 4 play WPU
2233. 3 play W
2234. 2 play B3
2235. 1 play W
2236. 0 play W+4
2237. 4 play B+2
2238. 3 play WDT
2239. 2 play WPU
2240. 1 play B8
2241. 0 play B5
2242. 4 play WPU
2243. 3 play W+4
2244. 2 play BPT
2245. 1 play W+4
2246. 0 play WDT
2247. 4 play W
2248. 3 play W
2249. 2 play B6
2250. 1 play W
2251. 0 play W+4
2252. 4 play WDT
2253. 3 play W
2254. 2 play WPU
2255. 1 play B8
2256. 0 play WPU
2257. 4 play B3
2258. 3 play WDT
2259. 2 play BS
2260. 1 play B9
2261. 0 play B7
2262. 4 play W
2263. 3 play WDT
2264. 2 play B2
2265. 1 play B1
2266. 0 play WPU
2267. 4 play WPU
2268. 3 play W
2269. 2 play B6
2270. 1 play BR
2271. 0 play W+4
2272. 4 play B+2
2273. 3 play W
2274. 2 play B4
2275. 1 play WDT
2276. 0 play WPU
2277. 4 play WDT
2278. 3 play WDT
2279. 2 play B2
2280. 1 play BR
2281. 0 play B7
2282. 4 play WPU
2283. 3 play WDT
2284. 2 play W
2285. 1 play WDT
2286. 0 take
2287. 4 play WDT green 0,2
2288. 3 play G2
2289. 3 play G2
2290. 2 play G9
2291. 1 play G9
2292. 0 play W+4 green
2293. 4 accept
2294. 3 play G8
2295. 2 play G3
2296. 1 play G+2
2297. 4 play WDT blue 0,4
2298. 3 draw
2299. 3 play W+4 red
2300. 2 accept
2301. 1 play R0
2302. 0 play R6
2303. 4 play W red
2304. 3 play R+2
2305. 1 play W+4 yellow
2306. 0 challenge
2307. 0 play WDT yellow 0,3
2308. 4 play YR
2309. 0 play WDT green 1,4
2310. 1 play G6
2311. 2 play W red
2312. 3 draw
2313. 3 play W+4 blue
2314. 4 accept
2315. 0 play B1
2316. 0 play B1
2317. 1 play G1
2318. 2 draw
2319. 3 play G1
2320. 4 play G6
2321. 0 play B6
2322. 1 play W red
2323. 2 play WDT red 1,2
2324. 3 draw
2325. 3 play W+4 red
2326. 4 challenge
2327. 0 play RR
2328. 4 play WDT blue 2,3
2329. 3 draw
2330. 3 play WDT red 1,2
2331. 2 play WPU
2332. 1 play R+2
2333. 0 play R2
2334. 4 play W
2335. 3 take
2336. 2 play RR
2337. 3 play W yellow
2338. 4 play Y3
2339. 0 play Y6
2340. 1 play R6
2341. 2 play W+4 green
2342. 3 accept
2343. 4 play WPU
2344. 0 play W
2345. 1 play Y1
2346. 2 play Y+2
2347. 3 play WPU
2348. 4 play Y3
2349. 0 play W+4
2350. 1 play Y9
2351. 2 play YPT
2352. 3 play YS
2353. 4 play WDT
2354. 0 play YPT
2355. 1 play Y1
2356. 2 play W
2357. 3 play WDT
2358. 4 play YS
2359. 0 play Y+2
2360. 1 take
2361. 2 play YPT
2362. 2 point 3
2363. 1 point 3
2364. 3 point 4
2365. 0 point 3
2366. 4 point 1
2367. 3 play YR
2368. 2 play W yellow
2369. 1 play WDT green 2,4
2370. 0 play W yellow
2371. 4 play W green
2372. 3 play G+2
2373. 1 play WDT yellow 0,4
2374. 0 play W+4 red
2375. 4 challenge
2376. 4 play W+4 green
2377. 3 accept
2378. 2 play G3
2379. 3 play G3
2380. 2 play WDT green 0,4
2381. 1 play G7
2382. 0 play G+2
2383. 3 play R+2
2384. 1 play RPT
2385. 1 point 4
2386. 3 point 0
2387. 4 point 0
2388. 2 point 0
2389. 0 point 2
2390. 0 play W yellow
2391. 4 play Y0
2392. 3 play Y3
2393. 2 play YPT
2394. 1 point 3
2395. 4 point 3
2396. 2 point 0
2397. 0 point 3
2398. 3 point 4
2399. 1 play W+4 blue
2400. 0 challenge
2401. 0 play B7
2402. 4 play W blue
2403. 3 play W blue
2404. 2 play W blue
2405. 1 play WPU
2406. 0 play WDT
2407. 4 play B9
2408. 3 play WPU
2409. 2 play W+4
2410. 1 play W
2411. 0 play B3
2412. 4 play B1
2413. 3 play W+4
2414. 2 play B1
2415. 1 play W
2416. 0 play WPU
2417. 4 play W+4
2418. 3 play WDT
2419. 2 take
2420. 1 draw
2421. 1 play W red
2422. 0 play WDT yellow 2,4
2423. 4 play Y5
2424. 3 play Y7
2425. 2 play WDT yellow 0,1
2426. 1 play Y6
2427. 0 play WDT red 0,3
2428. 4 play R6
2429. 3 play G6
2430. 2 play G+2
2431. 0 play WPU
2432. 4 play Y7
2433. 3 play Y0
2434. 2 play W
2435. 1 play Y3
2436. 0 play W
2437. 4 play W+4
2438. 3 play Y9
2439. 2 play W
2440. 1 play YPT
2441. 0 play WDT
2442. 4 play Y8
2443. 3 play W+4
2444. 2 play W+4
2445. 1 play Y1
2446. 0 play W
2447. 4 play YPT
2448. 3 play Y5
2449. 2 play WPU
2450. 1 play Y9
2451. 0 play W+4
2452. 4 play Y8
2453. 3 play W+4
2454. 2 play YR
2455. 1 play Y1
2456. 0 play WDT
2457. 4 play WDT
2458. 3 take
2459. 2 play WPU
2460. 1 play W
2461. 0 play G3
2462. 4 play G1
2463. 3 play GS
2464. 2 play G+2
2465. 1 play G4
2466. 0 play WDT
2467. 4 play G9
2468. 3 play GPT
2469. 2 play W+4
2470. 1 play W+4
2471. 0 play WPU
2472. 4 play W+4
2473. 3 play GR
2474. 2 play W+4
2475. 1 play G0
2476. 0 play W+4
2477. 4 play G1
2478. 3 play WPU
2479. 2 play WDT
2480. 1 take
2481. 0 play G9
2482. 4 play W+4 red
2483. 3 challenge
2484. 3 play R6
2485. 2 draw
2486. 1 play W+4 green
2487. 0 accept
2488. 4 play G+2
2489. 2 play G9
2490. 1 play G1
2491. 0 play R1
2492. 4 draw
2493. 3 play RPT
2494. 2 point 4
2495. 0 point 1
2496. 4 point 1
2497. 3 point 4
2498. 1 point 3
2499. 2 play RS
2500. 0 play WDT red 0,3
2501. 4 play R6
2502. 3 play W yellow
2503. 2 draw
2504. 2 play WDT yellow 0,1
2505. 1 play W green
2506. 0 play WDT blue 0,3
2507. 4 play B4
2508. 3 play W+4 yellow
2509. 2 accept
2510. 1 play YPT
2511. 2 point 4
2512. 1 point 3
2513. 0 point 2
2514. 4 point 3
2515. 3 point 2
2516. 0 play RPT
2517. 4 point 0
2518. 2 point 1
2519. 0 point 1
2520. 3 point 0
2521. 1 point 2
2522. 4 play R9
2523. 3 play RR
2524. 4 play YR
2525. 3 play W green
2526. 2 play WDT blue 1,4
2527. 1 play WDT green 0,3
2528. 0 play W+4 green
2529. 4 challenge
2530. 4 play WDT red 1,4
2531. 3 play W+4 yellow
2532. 2 challenge
2533. 2 play W green
2534. 1 play G3
2535. 0 play W red
2536. 4 draw
2537. 4 play W+4 red
2538. 3 challenge
2539. 2 play RS
2540. 0 play R8
2541. 0 play R8
2542. 4 draw
2543. 4 play R8
2544. 3 draw
2545. 3 play RS
2546. 1 play W+4 blue
2547. 0 challenge
2548. 0 play WPU
2549. 4 play B6
2550. 3 play W+4
2551. 2 play B3
2552. 1 play WPU
2553. 0 play BS
2554. 4 play BPT
2555. 3 play W+4
2556. 2 play B7
2557. 1 play WPU
2558. 0 play BPT
2559. 4 take
2560. 3 play W green
2561. 2 play W+4 green
2562. 1 accept
2563. 0 play G2
2564. 4 play Y2
2565. 3 play Y9
2566. 2 play B9
2567. 1 play WPU
2568. 0 play W+4
2569. 4 play Y4
2570. 3 play Y0
2571. 2 take
2572. 1 play W+4 green
2573. 0 challenge
2574. 0 play G4
2575. 4 play G9
2576. 3 play WDT yellow 2,3
2577. 2 play W+4 green
2578. 1 accept
2579. 0 play WPU
2580. 4 play G6
2581. 3 play G7
2582. 2 play G8
2583. 1 play WPU
2584. 0 play WPU
2585. 4 play W+4
2586. 3 play W
2587. 2 take
2588. 1 play G1
2589. 0 play WDT red 3,4
2590. 4 play W+4 green
2591. 3 accept
2592. 2 play WPU
2593. 1 play G+2
2594. 0 play WDT
2595. 4 play W+4
2596. 3 play G8
2597. 2 play W+4
2598. 1 play GR
2599. 0 play W
2600. 4 play G3
2601. 3 play W+4
2602. 2 play G6
2603. 1 play G0
2604. 0 play WDT
2605. 4 play WPU
2606. 3 play GS
2607. 2 play WPU
2608. 1 play GS
2609. 0 play G7
2610. 4 play G2
2611. 3 play WDT
2612. 2 play W
2613. 1 play G3
2614. 0 play W
2615. 4 play WPU
2616. 3 play G5
2617. 2 play G7
2618. 1 play GPT
2619. 0 play GR
2620. 4 play WPU
2621. 3 play WPU
2622. 2 play G8
2623. 1 play WDT
2624. 0 play WDT
2625. 4 take
2626. 3 play G5
2627. 2 draw
2628. 4 play G5
2629. 3 play WDT green 2,3
2630. 2 play WPU
2631. 1 play W+4
2632. 0 play WPU
2633. 4 play G0
2634. 3 play GPT
2635. 2 play W+4
2636. 1 play W
2637. 0 play W
2638. 4 play W+4
2639. 3 play GPT
2640. 2 take
2641. 1 play G+2
2642. 4 play WPU
2643. 3 play WDT
2644. 2 play W
2645. 1 play G9
2646. 0 play WPU
2647. 4 play G2
2648. 3 play W+4
2649. 2 play G5
2650. 1 play G2
2651. 0 play G5
2652. 4 play G3
2653. 3 play W+4
2654. 2 play W+4
2655. 1 play G6
2656. 0 play WDT
2657. 4 play WPU
2658. 3 play G1
2659. 2 play G0
2660. 1 play WDT
2661. 0 play WPU
2662. 4 play G6
2663. 3 play GPT
2664. 2 play WPU
2665. 1 play W+4
2666. 0 play WPU
2667. 4 play W
2668. 3 play W
2669. 2 play W
2670. 1 play W
2671. 0 play W
2672. 4 play WPU
2673. 3 play W
2674. 2 play GPT
2675. 1 play G9
2676. 0 play WPU
2677. 4 play G+2
2678. 3 play WDT
2679. 2 play GPT
2680. 1 play W+4
2681. 0 play W
2682. 4 play G8
2683. 3 play W
2684. 2 play W+4
2685. 1 play W+4
2686. 0 play WPU
2687. 4 play GPT
2688. 3 play G1
2689. 2 play W+4
2690. 1 play WDT
2691. 0 play W
2692. 4 play WDT
2693. 3 play W
2694. 2 take
2695. 1 play G4
2696. 0 play R4
2697. 4 play WPU
2698. 3 play W
2699. 2 play WDT
2700. 1 play G4
2701. 0 play W
2702. 4 play GS
2703. 3 take
2704. 2 play W+4 red
2705. 1 challenge
2706. 1 play R8
2707. 1 play R8
2708. 0 play R+2
2709. 3 play WPU
2710. 2 play WPU
2711. 1 play R+2
2712. 0 play RS
2713. 4 play R8
2714. 3 play R9
2715. 2 play WPU
2716. 1 play WDT
2717. 0 play R4
2718. 4 play W
2719. 3 play W
2720. 2 play WPU
2721. 1 play RPT
2722. 0 play R9
2723. 4 play WPU
2724. 3 play WDT
2725. 2 play RPT
2726. 1 play R0
2727. 0 play W
2728. 4 play W
2729. 3 play R2
2730. 2 play R4
2731. 1 play R2
2732. 0 play R5
2733. 4 play WDT
2734. 3 play W
2735. 2 play WPU
2736. 1 play R1
2737. 0 play RR
2738. 4 play W+4
2739. 3 play RPT
2740. 2 play WDT
2741. 1 play W+4
2742. 0 play R6
2743. 4 play WDT
2744. 3 take
2745. 2 play W yellow
2746. 1 play YPT
2747. 0 point 1
2748. 1 point 3
2749. 4 point 1
2750. 2 point 3
2751. 3 point 2
2752. 0 play BPT
2753. 1 point 0
2754. 3 point 4
2755. 2 point 1
2756. 4 point 0
2757. 0 point 1
2758. 4 play BPT
2759. 2 point 0
2760. 1 point 2
2761. 4 point 1
2762. 3 point 1
2763. 0 point 2
2764. 3 play YPT
2765. 0 point 2
2766. 3 point 0
2767. 1 point 0
2768. 2 point 0
2769. 4 point 0
2770. 2 play BPT
2771. 1 point 0
2772. 3 point 1
2773. 0 point 3
2774. 4 point 0
2775. 2 point 0
2776. 1 play B9
2777. 0 play B6
2778. 4 play B3
2779. 0 play B3
2780. 4 play Y3
2781. 3 play Y9
2782. 2 play Y9
2783. 1 play YS
2784. 4 play Y4
2785. 3 play YPT
2786. 1 point 4
2787. 0 point 4
2788. 2 point 4
2789. 4 point 0
2790. 3 point 4
2791. 2 play W+4 yellow
2792. 1 accept
2793. 0 play Y4
2794. 4 play WDT yellow 0,3
2795. 3 play Y8
2796. 2 play W+4 green
2797. 1 challenge
2798. 1 play WDT yellow 1,3
2799. 0 play YPT
2800. 0 point 2
2801. 4 point 2
2802. 2 point 0
2803. 1 point 0
2804. 3 point 1
2805. 4 play W+4 blue
2806. 3 accept
2807. 2 play BPT
2808. 2 point 1
2809. 1 point 3
2810. 3 point 4
2811. 0 point 3
2812. 4 point 1
2813. 1 play B3
2814. 0 play B9
2815. 4 play B7
2816. 3 play W yellow
2817. 2 play WDT red 1,3
2818. 1 play R+2
2819. 4 play WDT red 3,4
2820. 3 play W red
2821. 2 play WDT blue 1,3
2822. 1 play B6
2823. 0 play B4
2824. 3 play B4
2825. 2 play WPU
2826. 1 play BPT
2827. 0 play B+2
2828. 4 play B6
2829. 3 play WDT
2830. 2 play WPU
2831. 1 play W
2832. 0 play BPT
2833. 4 play B3
2834. 3 play W
2835. 2 play W+4
2836. 1 play W+4
2837. 0 play B2
2838. 4 play BPT
2839. 3 play W+4
2840. 2 play B9
2841. 1 take
2842. 0 play B8
2843. 4 play BS
2844. 2 play W blue
2845. 1 play W+4 green
2846. 0 accept
2847. 4 play G7
2848. 3 play W blue
2849. 2 play W+4 green
2850. 1 challenge
2851. 1 play W+4 yellow
2852. 0 accept
2853. 4 play Y9
2854. 3 play YPT
2855. 2 point 3
2856. 1 point 4
2857. 3 point 0
2858. 4 point 0
2859. 0 point 1
2860. 2 play GPT
2861. 1 point 4
2862. 2 point 4
2863. 4 point 0
2864. 3 point 4
2865. 0 point 3
2866. 1 play YPT
2867. 3 point 0
2868. 0 point 1
2869. 4 point 0
2870. 1 point 2
2871. 2 point 0
2872. 0 play Y8
2873. 4 play W+4 green
2874. 3 challenge
2875. 3 play W+4 red
2876. 2 challenge
2877. 2 play W+4 blue
2878. 1 accept
2879. 0 play W green
2880. 4 play G8
2881. 3 play W+4 green
2882. 2 challenge
2883. 2 play G5
2884. 1 play W+4 yellow
2885. 0 accept
2886. 4 play YS
2887. 2 play WPU
2888. 1 play W
2889. 0 play W+4
2890. 4 play Y2
2891. 3 play Y1
2892. 2 play Y0
2893. 1 play WPU
2894. 0 play WPU
2895. 4 play W+4
2896. 3 play Y5
2897. 2 play WPU
2898. 1 play W+4
2899. 0 play YR
2900. 4 play Y8
2901. 3 play WPU
2902. 2 play W+4
2903. 1 play W
2904. 0 play W
2905. 4 play Y3
2906. 3 play Y1
2907. 2 play WDT
2908. 1 play W+4
2909. 0 play YPT
2910. 4 play Y6
2911. 3 play Y3
2912. 2 play WDT
2913. 1 play YS
2914. 0 play W+4
2915. 4 play Y6
2916. 3 play W
2917. 2 play WPU
2918. 1 play Y+2
2919. 0 play W+4
2920. 4 play YPT
2921. 3 play YR
2922. 2 play WPU
2923. 1 play Y2
2924. 0 play YPT
2925. 4 play Y5
2926. 3 play W
2927. 2 play WDT
2928. 1 play WDT
2929. 0 play Y9
2930. 4 play W
2931. 3 play W+4
2932. 2 play W+4
2933. 1 play WDT
2934. 0 take
2935. 4 play YPT
2936. 3 point 1
2937. 2 point 1
2938. 0 point 1
2939. 4 point 0
2940. 1 point 2
2941. 3 play WPU
2942. 2 play W+4
2943. 1 play Y+2
2944. 0 play W
2945. 4 take
2946. 3 play WPU
2947. 2 play W+4
2948. 1 play Y9
2949. 0 play Y5
2950. 4 play W
2951. 3 play Y8
2952. 2 play Y4
2953. 1 play WPU
2954. 0 play Y3
2955. 4 play YPT
2956. 3 play WPU
2957. 2 play W+4
2958. 1 take
2959. 0 play Y6
2960. 4 play Y+2
2961. 2 play W blue
2962. 1 play B+2
2963. 4 play W+4 blue
2964. 3 accept
2965. 2 play B1
2966. 1 play WPU
2967. 0 play B9
2968. 4 take
2969. 3 play WPU
2970. 2 play WDT
2971. 1 play W+4
2972. 0 play WDT
2973. 4 play B1
2974. 3 play WPU
2975. 2 play B1
2976. 1 play B3
2977. 0 play W+4
2978. 4 play B9
2979. 3 play WDT
2980. 2 play WDT
2981. 1 play B2
2982. 0 play B2
2983. 4 take
2984. 3 play WPU
2985. 2 play B8
2986. 1 play BPT
2987. 0 play B8
2988. 4 play WPU
2989. 3 play WDT
2990. 2 play W
2991. 1 play W
2992. 0 play W
2993. 4 play WDT
2994. 3 play WDT
2995. 2 play W
2996. 1 play W+4
2997. 0 play W
2998. 4 play W+4
2999. 3 play WDT
3000. 2 play BS
3001. 1 play BPT
3002. 0 play BS
3003. 4 play WPU
3004. 3 play WDT
3005. 2 play W
3006. 1 play B6
3007. 0 play WPU
3008. 4 play B2
3009. 3 play B+2
3010. 2 play W
3011. 1 play WPU
3012. 0 play B4
3013. 4 play B3
3014. 3 take
3015. 2 play W red
3016. 1 play WPU
3017. 0 play W
3018. 4 play WDT
3019. 3 play R4
3020. 2 play R6
3021. 1 play RS
3022. 0 play RR
3023. 4 play W+4
3024. 3 play W
3025. 2 play W
3026. 1 play R1
3027. 0 play R5
3028. 4 play W+4
3029. 3 play R9
3030. 2 play W
3031. 1 take
3032. 0 play R3
3033. 0 play R3
3034. 4 play WDT blue 2,4
3035. 3 play B8
3036. 2 play G8
3037. 3 play G8
3038. 2 play G1
3039. 1 draw
3040. 2 play G1
3041. 1 play GPT
3042. 3 point 4
3043. 1 point 0
3044. 0 point 2
3045. 2 point 1
3046. 4 point 3
3047. 0 play WPU
3048. 4 play GR
3049. 3 play WDT
3050. 2 play W
3051. 1 play WPU
3052. 0 play W
3053. 4 play WPU
3054. 3 play G4
3055. 2 play G3
3056. 1 play WDT
3057. 0 play G5
3058. 4 play WDT
3059. 3 play W
3060. 2 play G5
3061. 1 play G8
3062. 0 play W+4
3063. 4 play G7
3064. 3 play G4
3065. 2 play G2
3066. 1 play W+4
3067. 0 play W+4
3068. 4 play GS
3069. 3 play GS
3070. 2 play W
3071. 1 play W+4
3072. 0 play WPU
3073. 4 play G3
3074. 3 play W+4
3075. 2 play G6
3076. 1 play W
3077. 0 play W
3078. 4 play GR
3079. 3 play W+4
3080. 2 play G+2
3081. 1 play G8
3082. 0 play WDT
3083. 4 play G7
3084. 3 play WPU
3085. 2 play G2
3086. 1 play W
3087. 0 play W+4
3088. 4 take
3089. 3 play WDT green 0,3
3090. 2 play G0
3091. 1 play W green
3092. 0 play W+4 blue
3093. 4 accept
3094. 3 play B4
3095. 0 play B4
3096. 4 play W blue
3097. 3 play B2
3098. 4 play B2
3099. 3 play WPU
3100. 2 take
3101. 1 play B9
3102. 4 play B9
3103. 3 play WPU
3104. 2 play WPU
3105. 1 play W
3106. 0 play B8
3107. 4 play WDT
3108. 3 play B6
3109. 2 play B4
3110. 1 play BPT
3111. 0 play BPT
3112. 4 play B1
3113. 3 play WDT
3114. 2 play W
3115. 1 play B3
3116. 0 play B0
3117. 4 play WPU
3118. 3 play BS
3119. 2 play W
3120. 1 play W
3121. 0 play B7
3122. 4 play B1
3123. 3 play B+2
3124. 2 take
3125. 1 draw
3126. 1 play W+4 red
3127. 0 challenge
3128. 4 play W green
3129. 3 play WPU
3130. 2 play G6
3131. 1 take
3132. 0 play W red
3133. 4 draw
3134. 4 play WPU
3135. 3 play R2
3136. 2 play W
3137. 1 play R9
3138. 0 play R+2
3139. 4 play W
3140. 3 play R+2
3141. 2 play WDT
3142. 1 play R1
3143. 0 play R7
3144. 4 play W
3145. 3 play R3
3146. 2 play WPU
3147. 1 play W+4
3148. 0 play WPU
3149. 4 play WPU
3150. 3 play WDT
3151. 2 play WPU
3152. 1 play W
3153. 0 play RPT
3154. 4 play WDT
3155. 3 play WDT
3156. 2 play W
3157. 1 play R4
3158. 0 play WDT
3159. 4 play WDT
3160. 3 play R1
3161. 2 play W
3162. 1 play R6
3163. 0 play WDT
3164. 4 play W+4
3165. 3 play RR
3166. 2 play R3
3167. 1 play RS
3168. 0 play WDT
3169. 4 play W+4
3170. 3 play R2
3171. 2 play WDT
3172. 1 play R5
3173. 0 play WPU
3174. 4 play W+4
3175. 3 play R8
3176. 2 play W
3177. 1 play RR
3178. 0 play WPU
3179. 4 play WDT
3180. 3 play R9
3181. 2 take
3182. 1 pass
3183. 0 play W+4 yellow
3184. 4 challenge
3185. 4 play WPU
3186. 3 play W
3187. 2 play W+4
3188. 1 play Y4
3189. 0 play Y8
3190. 4 play WPU
3191. 3 play Y6
3192. 2 play W
3193. 1 play YPT
3194. 0 play Y2
3195. 4 play W
3196. 3 play WPU
3197. 2 play W
3198. 1 play Y5
3199. 0 play YR
3200. 4 play WDT
3201. 3 play Y7
3202. 2 play WDT
3203. 1 play Y9
3204. 0 play YR
3205. 4 play W+4
3206. 3 play Y7
3207. 2 play Y4
3208. 1 play Y3
3209. 0 play Y6
3210. 4 play WDT
3211. 3 play W
3212. 2 play W
3213. 1 play Y8 uno
3214. 0 play YPT
3215. 4 play W
3216. 3 play W
3217. 2 play W+4
3218. 1 take
3219. 0 play Y1
3220. 4 play W red
3221. 3 play R8
3222. 2 play RR
3223. 3 play R6
3224. 4 draw
3225. 4 play WPU
3226. 0 play R7
3227. 1 play WPU
3228. 2 play RPT
3229. 3 play R0
3230. 4 play W+4
3231. 0 play W+4
3232. 1 play WDT
3233. 2 play W+4
3234. 3 play R4
3235. 4 play W+4
3236. 0 play W+4
3237. 1 play W
3238. 2 play R3
3239. 3 play W
3240. 4 play W+4
3241. 0 play WPU
3242. 1 play W
3243. 2 play R3
3244. 3 play RS
3245. 4 take
3246. 0 play W+4 yellow
3247. 1 challenge
3248. 1 play WDT blue 0,4
3249. 2 play W+4 green
3250. 3 accept
3251. 4 play G7
3252. 0 play W red
3253. 1 play WPU
3254. 2 play WPU
3255. 3 play WDT
3256. 4 play GS
3257. 0 play WPU
3258. 1 play W+4
3259. 2 play G9
3260. 3 play WPU
3261. 4 play G3
3262. 0 play WPU
3263. 1 play WDT
3264. 2 play G+2
3265. 3 play W+4
3266. 4 play G2
3267. 0 take
3268. 1 play W yellow
3269. 2 play W yellow
3270. 3 play W red
3271. 4 play R7
3272. 0 play W+4 green
3273. 1 challenge
3274. 1 play W+4 green
3275. 2 challenge
3276. 2 play WDT yellow 0,2
3277. 3 draw
3278. 3 play W+4 yellow
3279. 4 accept
3280. 0 play Y1
3281. 1 play W+4 yellow
3282. 2 challenge
3283. 2 play WPU
3284. 3 take
3285. 4 play W blue
3286. 0 play W green
3287. 1 play G6
3288. 2 play GPT
3289. 4 point 0
3290. 1 point 0
3291. 0 point 1
3292. 3 point 1
3293. 2 point 0
3294. 3 play RPT
3295. 2 point 3
3296. 1 point 2
3297. 0 point 3
3298. 4 point 1
3299. 3 point 2
3300. 4 play R8
3301. 0 play W green
3302. 1 play G6
3303. 2 play R6
3304. 3 play RPT
3305. 2 point 4
3306. 4 point 2
3307. 1 point 3
3308. 3 point 1
3309. 0 point 2
3310. 4 play R7
3311. 0 play R6
3312. 3 play R6
3313. 4 play WDT red 0,3
3314. 0 play W red
3315. 1 play W green
3316. 2 play GPT
3317. 1 point 3
3318. 0 point 1
3319. 3 point 4
3320. 4 point 0
3321. 2 point 3
3322. 3 draw
3323. 3 play WDT blue 0,1
3324. 4 play WDT green 0,1
3325. 0 play GS
3326. 2 play WDT yellow 0,3
3327. 3 draw
3328. 3 play W green
3329. 4 play GS
3330. 1 draw
3331. 1 play W green
3332. 2 play W blue
3333. 3 play W+4 yellow
3334. 4 accept
3335. 0 play WDT green 3,4
3336. 1 play W yellow
3337. 2 play WPU
3338. 3 play GPT
3339. 4 play G4
3340. 0 play W+4
3341. 1 play W
3342. 2 play GPT
3343. 3 take
3344. 4 play GPT
3345. 1 point 3
3346. 3 point 0
3347. 4 point 3
3348. 2 point 0
3349. 0 point 1
3350. 0 play W blue
3351. 1 play W green
3352. 2 play G9
3353. 3 play WPU
3354. 4 play G7
3355. 0 play WDT
3356. 1 play W
3357. 2 play WPU
3358. 3 play GS
3359. 4 play G1
3360. 0 play G7
3361. 1 play W
3362. 2 play W
3363. 3 play W+4
3364. 4 play W+4
3365. 0 play G9
3366. 1 play G6
3367. 2 play WPU
3368. 3 play WDT
3369. 4 play WPU
3370. 0 play W+4
3371. 1 play W+4
3372. 2 play WPU
3373. 3 play GPT
3374. 4 play G3
3375. 0 play G+2
3376. 1 play W+4
3377. 2 play WDT
3378. 3 play GPT
3379. 4 play G6
3380. 0 play G2
3381. 1 play W+4
3382. 2 play WDT
3383. 3 play G4
3384. 4 play WPU
3385. 0 play G3
3386. 1 take
3387. 2 play WDT red 0,4
3388. 3 play R5
3389. 4 play W+4 green
3390. 0 accept
3391. 1 play G9
3392. 2 play W blue
3393. 3 play W green
3394. 4 play WDT yellow 3,4
3395. 0 play Y1
3396. 1 play YPT
3397. 4 point 0
3398. 1 point 3
3399. 2 point 1
3400. 0 point 1
3401. 3 point 0
3402. 2 play W red
3403. 3 play R7
3404. 4 play RS
3405. 1 play WPU
3406. 2 play W
3407. 3 take
3408. 4 play WDT green 2,4
3409. 0 play GS
3410. 2 play BS
3411. 4 play W+4 yellow
3412. 0 challenge
3413. 0 play W green
3414. 1 play G+2
3415. 3 play G9
3416. 4 play G2
3417. 0 play GPT
3418. 1 point 4
3419. 4 point 1
3420. 2 point 0
3421. 0 point 4
3422. 3 point 0
3423. 1 play G7
3424. 2 play W+4 red
3425. 3 accept
3426. 4 play R0
3427. 0 play RR
3428. 4 play WDT green 1,4
3429. 3 draw
3430. 2 play WPU
3431. 1 play WPU
3432. 0 play WPU
3433. 4 play R3
3434. 3 play RR
3435. 2 play R8
3436. 1 play WDT
3437. 0 play R5
3438. 4 play RPT
3439. 3 play W
3440. 2 play R4
3441. 1 play WDT
3442. 0 play W
3443. 4 play WDT
3444. 3 play W
3445. 2 play RR
3446. 1 play R6
3447. 0 play WPU
3448. 4 play R7
3449. 3 play RPT
3450. 2 play R2
3451. 1 play WDT
3452. 0 play W+4
3453. 4 play R3
3454. 3 play RPT
3455. 2 play W
3456. 1 play W+4
3457. 0 play W
3458. 4 play WPU
3459. 3 take
3460. 2 play R7
3461. 1 play Y7
3462. 0 play Y5
3463. 4 play W red
3464. 3 play RR
3465. 4 play W yellow
3466. 0 play WPU
3467. 1 play WDT
3468. 2 play WDT
3469. 3 play WPU
3470. 4 play WPU
3471. 0 play Y2
3472. 1 play W
3473. 2 play WDT
3474. 3 play WPU
3475. 4 play W+4
3476. 0 play WPU
3477. 1 play Y9
3478. 2 play WDT
3479. 3 play W
3480. 4 play W+4
3481. 0 play WPU
3482. 1 play Y1
3483. 2 play WDT
3484. 3 play W+4
3485. 4 play W
3486. 0 play YPT
3487. 1 play W+4
3488. 2 play WDT
3489. 3 play W
3490. 4 play W+4
3491. 0 play Y9
3492. 1 play WPU
3493. 2 take
3494. 3 play W green
3495. 4 play G8
3496. 4 play G8
3497. 0 play G9
3498. 1 play G4
3499. 2 play W green
3500. 3 play W+4 red
3501. 4 accept
3502. 0 play W blue
3503. 1 play W red
3504. 2 play R1
3505. 3 play R7
3506. 4 play RPT
3507. 4 point 0
3508. 1 point 2
3509. 0 point 1
3510. 3 point 2
3511. 2 point 0
3512. 0 play YPT
3513. 1 point 2
3514. 0 point 1
3515. 4 point 2
3516. 2 point 4
3517. 3 point 2
3518. 1 play WPU
3519. 2 play W
3520. 3 play RR
3521. 4 play R6
3522. 0 play W
3523. 1 play WPU
3524. 2 play R5
3525. 3 play RPT
3526. 4 play R4
3527. 0 play W
3528. 1 play W+4
3529. 2 play R1
3530. 3 play R4
3531. 4 play R7
3532. 0 play W
3533. 1 play WDT
3534. 2 play RPT
3535. 3 play R5
3536. 4 play R7
3537. 0 play W
3538. 1 play WDT
3539. 2 play W+4
3540. 3 play R0
3541. 4 play RS
3542. 0 take
3543. 1 play WPU
3544. 2 play YPT
3545. 3 play W
3546. 4 play Y7
3547. 0 play Y0
3548. 1 play YPT
3549. 2 play WDT
3550. 3 play WDT
3551. 4 play W
3552. 0 play WPU
3553. 1 play Y1
3554. 2 play WPU
3555. 3 play W
3556. 4 play W
3557. 0 play W
3558. 1 play W
3559. 2 play Y1
3560. 3 play YPT
3561. 4 take
3562. 0 play W+4 yellow
3563. 1 accept
3564. 2 play WDT red 2,4
3565. 3 play R6
3566. 4 play WDT red 1,4
3567. 0 play RPT
3568. 0 point 1
3569. 3 point 0
3570. 1 point 0
3571. 4 point 1
3572. 2 point 3
3573. 1 play WPU
3574. 2 play WDT
3575. 3 play WPU
3576. 4 play WPU
3577. 0 play R0
3578. 1 play WDT
3579. 2 play W+4
3580. 3 play WPU
3581. 4 play WDT
3582. 0 play RS
3583. 1 play W
3584. 2 play R+2
3585. 3 play RPT
3586. 4 play RR
3587. 0 play R1
3588. 1 play WPU
3589. 2 play R8
3590. 3 play R8
3591. 4 play WPU
3592. 0 play W+4
3593. 1 play W
3594. 2 play R+2
3595. 3 play R3
3596. 4 play W
3597. 0 play W+4
3598. 1 play W+4
3599. 2 play R2
3600. 3 play R3
3601. 4 play W
3602. 0 play W
3603. 1 play W+4
3604. 2 play W
3605. 3 play WDT
3606. 4 play W
3607. 0 play W
3608. 1 play W+4
3609. 2 play W+4
3610. 3 play W+4
3611. 4 play W
3612. 0 play RPT
3613. 1 play W+4
3614. 2 play W+4
3615. 3 play R2
3616. 4 play W
3617. 0 play WDT
3618. 1 play W+4
3619. 2 play WDT
3620. 3 play RPT
3621. 4 play W
3622. 0 play RR
3623. 1 take
3624. 2 play WDT red 0,2
3625. 3 play WDT yellow 3,4
3626. 4 play Y1
3627. 0 play YS
3628. 2 play WDT blue 1,3
3629. 3 play BS
3630. 0 play B+2
3631. 2 play B6
3632. 0 play B6
3633. 1 play W+4 blue
3634. 2 accept
3635. 3 play B3
3636. 2 play B3
3637. 3 play WDT blue 0,4
3638. 4 play BS
3639. 1 play GS
3640. 3 play G7
3641. 4 play G4
3642. 2 play G4
3643. 3 play WDT red 3,4
3644. 4 draw
3645. 0 play R1
3646. 1 play W+4 green
3647. 2 challenge
3648. 2 play WDT yellow 2,3
3649. 3 draw
3650. 4 play Y0
3651. 0 play Y+2
3652. 2 play Y9
3653. 2 play Y9
3654. 3 draw
3655. 4 play YPT
3656. 3 point 0
3657. 0 point 3
3658. 1 point 4
3659. 2 point 1
3660. 4 point 3
3661. 0 play WDT yellow 1,3
3662. 1 play Y2
3663. 2 play Y5
3664. 3 play Y9
3665. 4 play Y7
3666. 0 play YS
3667. 2 play YS
3668. 4 play YPT
3669. 3 point 0
3670. 0 point 3
3671. 1 point 4
3672. 2 point 4
3673. 4 point 3
3674. 0 play Y+2
3675. 2 play Y1
3676. 3 play WDT blue 1,4
3677. 4 play B6
3678. 2 play B6
3679. 3 play BS
3680. 0 play W yellow
3681. 1 play W+4 blue
3682. 2 challenge
3683. 2 play B+2
3684. 4 play G+2
3685. 1 play G1
3686. 2 play W yellow
3687. 3 play W+4 blue
3688. 4 challenge
3689. 4 play WDT blue 3,4
3690. 0 play B2
3691. 1 play W red
3692. 2 play W+4 green
3693. 3 accept
3694. 4 play G5
3695. 0 play G2
3696. 1 play GS
3697. 3 play YS
3698. 0 draw
3699. 1 play Y8
3700. 2 play W green
3701. 3 play W+4 green
3702. 4 accept
3703. 0 play WDT yellow 0,2
3704. 1 play Y7
3705. 2 draw
3706. 2 pass
3707. 3 play W green
3708. 4 play G1
3709. 0 play G2
3710. 1 play G+2
3711. 3 play G7
3712. 4 play GS
3713. 1 play G8
3714. 2 play GS
3715. 4 play W+4 green
3716. 0 accept
3717. 1 play G8
3718. 2 play G2
3719. 3 play B2
3720. 4 play W yellow
3721. 0 play W green
3722. 1 play W green
3723. 2 play WPU
3724. 3 play WDT
3725. 4 play GR
3726. 0 play G1
3727. 1 play G7
3728. 2 play G7
3729. 3 play W
3730. 4 play GR
3731. 0 play GS
3732. 1 play G2
3733. 2 play WDT
3734. 3 play G1
3735. 4 play G5
3736. 0 play GS
3737. 1 play G3
3738. 2 play W+4
3739. 3 play W
3740. 4 play G4
3741. 0 play G+2
3742. 1 play W+4
3743. 2 play W
3744. 3 play GPT
3745. 4 play GPT
3746. 0 play W
3747. 1 play WPU
3748. 2 play WPU
3749. 3 play W+4
3750. 4 play G5
3751. 0 take
3752. 1 play WDT red 0,3
3753. 2 play WPU
3754. 3 play BPT
3755. 4 play B6
3756. 0 play BR
3757. 1 play B3
3758. 2 play B2
3759. 3 play B+2
3760. 4 take
3761. 0 play W red
3762. 1 play W green
3763. 2 draw
3764. 2 play W+4 yellow
3765. 3 accept
3766. 4 play Y1
3767. 0 play Y3
3768. 1 play W yellow
3769. 2 play W+4 green
3770. 3 challenge
3771. 3 play W blue
3772. 4 play B6
3773. 0 play WPU
3774. 1 play WPU
3775. 2 play B4
3776. 3 play BPT
3777. 4 play BPT
3778. 0 play W+4
3779. 1 play WPU
3780. 2 play B1
3781. 3 play BS
3782. 4 play B3
3783. 0 play B9
3784. 1 play WPU
3785. 2 play WPU
3786. 3 play B8
3787. 4 play BR
3788. 0 play B4
3789. 1 play WPU
3790. 2 play B0
3791. 3 play WPU
3792. 4 play B+2
3793. 0 play B9
3794. 1 play WDT
3795. 2 play B3
3796. 3 play W
3797. 4 play B2
3798. 0 play B+2
3799. 1 play W+4
3800. 2 play W
3801. 3 take
3802. 4 play B2
3803. 0 play W+4 yellow
3804. 1 challenge
3805. 1 play YPT
3806. 1 point 0
3807. 4 point 1
3808. 2 point 1
3809. 0 point 4
3810. 3 point 2
3811. 2 play Y2
3812. 1 play Y2
3813. 2 play Y1
3814. 3 play W blue
3815. 4 draw
3816. 0 play W+4 yellow
3817. 1 accept
3818. 2 play W+4 red
3819. 3 accept
3820. 4 pass
3821. 0 play R6
3822. 1 play G6
3823. 2 play G8
3824. 3 play W red
3825. 4 draw
3826. 4 play W+4 red
3827. 0 challenge
3828. 1 play R8
3829. 2 play WPU
3830. 3 play WPU
3831. 4 take
3832. 0 play WDT blue 2,4
3833. 1 play W red
3834. 2 draw
3835. 2 play W+4 red
3836. 3 challenge
3837. 3 play W+4 red
3838. 4 accept
3839. 0 play R4
3840. 1 play R0
3841. 2 play RS
3842. 4 play R8
3843. 0 play R7
3844. 1 play RS
3845. 3 play WPU
3846. 4 play WPU
3847. 0 play R6
3848. 1 play WPU
3849. 2 play R9
3850. 3 play WPU
3851. 4 play W+4
3852. 0 play WPU
3853. 1 play R+2
3854. 2 play WDT
3855. 3 play R1
3856. 4 take
3857. 0 play R6
3858. 1 play W+4 red
3859. 2 accept
3860. 3 play W+4 green
3861. 4 accept
3862. 0 play GS
3863. 2 play WPU
3864. 3 play W+4
3865. 4 play WDT
3866. 0 play W
3867. 1 play G9
3868. 2 play W
3869. 3 play W+4
3870. 4 play W+4
3871. 0 play GS
3872. 1 play W+4
3873. 2 play WPU
3874. 3 play G+2
3875. 4 play WPU
3876. 0 play G4
3877. 1 play WDT
3878. 2 take
3879. 3 play W yellow
3880. 4 play YPT
3881. 0 point 1
3882. 1 point 2
3883. 4 point 2
3884. 3 point 2
3885. 2 point 4
3886. 0 play GPT
3887. 4 point 1
3888. 0 point 3
3889. 3 point 0
3890. 2 point 3
3891. 1 point 2
3892. 1 play WDT green 2,3
3893. 2 play WPU
3894. 3 play G2
3895. 4 play W+4
3896. 0 play G8
3897. 1 play G9
3898. 2 play G+2
3899. 3 play WDT
3900. 4 play W+4
3901. 0 play G+2
3902. 1 play WDT
3903. 2 play GS
3904. 3 play WPU
3905. 4 play WPU
3906. 0 play GR
3907. 1 play W+4
3908. 2 play WPU
3909. 3 play WPU
3910. 4 play W+4
3911. 0 play GR
3912. 1 play GPT
3913. 2 play W
3914. 3 play WPU
3915. 4 play G0
3916. 0 play G7
3917. 1 play G6
3918. 2 play W+4
3919. 3 take
3920. 4 draw
3921. 4 pass
3922. 0 play W green
3923. 1 play WPU
3924. 2 play G9
3925. 3 play W
3926. 4 play WPU
3927. 0 play G2
3928. 1 play G4
3929. 2 play WDT
3930. 3 play G9
3931. 4 play WDT
3932. 0 play W
3933. 1 play GPT
3934. 2 play W
3935. 3 play GS
3936. 4 play WPU
3937. 0 play G7
3938. 1 play G3
3939. 2 play W
3940. 3 play WDT
3941. 4 play WPU
3942. 0 play G5
3943. 1 play W+4
3944. 2 play GS
3945. 3 play G7
3946. 4 take
3947. 0 play G5
3948. 1 draw
3949. 1 pass
3950. 2 play G4
3951. 3 play WDT red 2,3
3952. 4 play W+4 green
3953. 0 challenge
3954. 0 play W red
3955. 1 play WPU
3956. 2 play R9
3957. 3 play WPU
3958. 4 play R1
3959. 0 play WDT
3960. 1 play R1
3961. 2 play R0
3962. 3 play WPU
3963. 4 play R9
3964. 0 play R4
3965. 1 play WDT
3966. 2 play R4
3967. 3 play W+4
3968. 4 play R6
3969. 0 play WDT
3970. 1 play RPT
3971. 2 play W+4
3972. 3 play WPU
3973. 4 play R8
3974. 0 play W
3975. 1 play R+2
3976. 2 play WDT
3977. 3 play W+4
3978. 4 play R+2
3979. 0 play R5
3980. 1 play RR
3981. 2 play RS
3982. 3 play W+4
3983. 4 play WPU
3984. 0 play WPU
3985. 1 play RPT
3986. 2 play RS
3987. 3 play WPU
3988. 4 play R6
3989. 0 play WPU
3990. 1 play R3
3991. 2 play W+4
3992. 3 play W+4
3993. 4 play W
3994. 0 play R7
3995. 1 play R8
3996. 2 play W+4
3997. 3 play WPU
3998. 4 play WPU
3999. 0 play R5
4000. 1 play W
4001. 2 take
4002. 3 play W+4 red
4003. 4 challenge
4004. 0 play W yellow
4005. 1 play Y7
4006. 2 play W yellow
4007. 3 play Y8
4008. 4 play Y1
4009. 0 play Y7
4010. 1 play Y6
4011. 2 play WDT blue 0,3
4012. 3 play B8
4013. 4 play W green
4014. 0 play G8
4015. 1 play Y8
4016. 2 play B8
4017. 3 play B3
4018. 4 play WDT blue 1,2
4019. 0 play B7
4020. 2 play B7
4021. 3 play BS
4022. 0 play B2
4023. 1 play R2
4024. 2 play R7
4025. 4 play R7
4026. 0 play W yellow
4027. 1 play YPT
4028. 4 point 1
4029. 2 point 4
4030. 1 point 0
4031. 3 point 4
4032. 0 point 1
4033. 2 play RPT
4034. 4 point 3
4035. 3 point 2
4036. 2 point 3
4037. 0 point 1
4038. 1 point 2
4039. 3 play GPT
4040. 1 point 0
4041. 3 point 2
4042. 2 point 4
4043. 4 point 3
4044. 0 point 3
4045. 4 play G3
4046. 0 play G3
4047. 1 play W+4 green
4048. 2 challenge
4049. 2 play WDT yellow 2,4
4050. 3 play YS
4051. 0 play Y+2
4052. 2 play Y3
4053. 1 play Y3
4054. 2 play WDT blue 1,2
4055. 3 play B0
4056. 4 play B7
4057. 3 play B7
4058. 4 play W green
4059. 0 play G1
4060. 0 play G1
4061. 1 play G8
4062. 2 play W+4 red
4063. 3 challenge
4064. 3 play W blue
4065. 4 play WDT yellow 0,4
4066. 0 play Y6
4067. 1 play WDT green 1,3
4068. 2 play WDT yellow 1,4
4069. 3 draw
4070. 4 play W red
4071. 0 draw
4072. 0 play WDT yellow 2,4
4073. 1 play Y9
4074. 2 play W+4 yellow
4075. 3 accept
4076. 4 play WDT yellow 1,3
4077. 0 play YPT
4078. 1 point 0
4079. 0 point 4
4080. 3 point 4
4081. 2 point 4
4082. 4 point 1
4083. 1 play WDT blue 0,1
4084. 2 play B1
4085. 3 play G1
4086. 4 play GPT
4087. 3 point 1
4088. 2 point 0
4089. 4 point 0
4090. 1 point 0
4091. 0 point 3
4092. 0 play WDT red 2,4
4093. 1 play R3
4094. 2 play G3
4095. 3 draw
4096. 4 play G7
4097. 0 play GPT
4098. 3 point 2
4099. 1 point 3
4100. 0 point 1
4101. 2 point 3
4102. 4 point 3
4103. 1 play W red
4104. 2 play W+4 blue
4105. 3 challenge
4106. 3 play BR
4107. 2 draw
4108. 2 play WDT blue 1,2
4109. 1 draw
4110. 1 play W+4 red
4111. 0 accept
4112. 4 play W red
4113. 3 play W blue
4114. 2 play WDT yellow 0,4
4115. 1 play YS
4116. 4 play W blue
4117. 3 play WDT green 0,3
4118. 2 play WPU
4119. 1 play WDT
4120. 0 play G7
4121. 4 play G9
4122. 3 play G0
4123. 2 play G1
4124. 1 play W
4125. 0 play WDT
4126. 4 play WDT
4127. 3 play GR
4128. 2 play W+4
4129. 1 play W+4
4130. 0 play W
4131. 4 play G7
4132. 3 play GR
4133. 2 play W
4134. 1 play W+4
4135. 0 play G6
4136. 4 play WPU
4137. 3 play G6
4138. 2 play W
4139. 1 play W+4
4140. 0 take
4141. 4 play G2
4142. 3 play G+2
4143. 1 play WDT red 0,2
4144. 0 play WDT blue 1,3
4145. 4 play B0
4146. 3 play B4
4147. 2 play BR
4148. 3 play B4
4149. 4 play WPU
4150. 0 play WDT
4151. 1 play W
4152. 2 play W
4153. 3 play GPT
4154. 4 play G1
4155. 0 play WPU
4156. 1 play WDT
4157. 2 play WPU
4158. 3 play G2
4159. 4 play WPU
4160. 0 play G3
4161. 1 play G3
4162. 2 play WPU
4163. 3 play G8
4164. 4 play GS
4165. 0 play G0
4166. 1 play W
4167. 2 play W+4
4168. 3 play WDT
4169. 4 play G4
4170. 0 play WDT
4171. 1 play W
4172. 2 play W+4
4173. 3 play W
4174. 4 play GS
4175. 0 play G1
4176. 1 play WDT
4177. 2 play W+4
4178. 3 play G8
4179. 4 play G4
4180. 0 play G7
4181. 1 play WDT
4182. 2 play WPU
4183. 3 play G+2
4184. 4 play G9
4185. 0 play G9
4186. 1 play W
4187. 2 play W
4188. 3 play GPT
4189. 4 play G5
4190. 0 play W
4191. 1 play W
4192. 2 play WPU
4193. 3 play W
4194. 4 play G5
4195. 0 play G7
4196. 1 take
4197. 2 play WPU
4198. 3 take
4199. 4 draw
4200. 4 play WDT blue 0,2
4201. 0 play B3
4202. 1 play BS
4203. 3 play B6
4204. 0 play B6
4205. 1 play W+4 green
4206. 2 accept
4207. 3 play GPT
4208. 1 point 4
4209. 4 point 0
4210. 2 point 3
4211. 0 point 3
4212. 3 point 0
4213. 4 draw
4214. 4 play WDT yellow 2,3
4215. 0 play Y3
4216. 1 play Y4
4217. 2 play W blue
4218. 3 play B8
4219. 4 play W+4 yellow
4220. 0 challenge
4221. 0 draw
4222. 1 play Y+2
4223. 3 play Y8
4224. 4 play Y9
4225. 0 play W+4 yellow
4226. 1 accept
4227. 2 play YPT
4228. 1 point 4
4229. 2 point 4
4230. 3 point 1
4231. 0 point 3
4232. 4 point 2
4233. 3 play YS
4234. 0 play W+4 green
4235. 1 challenge
4236. 1 play G2
4237. 2 play W+4 blue
4238. 3 challenge
4239. 3 play B1
4240. 4 play W blue
4241. 0 draw
4242. 0 pass
4243. 1 play W yellow
4244. 2 play WPU
4245. 3 play WDT
4246. 4 play YPT
4247. 0 play WDT
4248. 1 play W
4249. 2 play WPU
4250. 3 play Y4
4251. 4 play Y+2
4252. 0 play Y3
4253. 1 play W+4
4254. 2 play Y1
4255. 3 take
4256. 4 play Y3
4257. 0 play R3
4258. 1 play RR
4259. 0 play W blue
4260. 4 play BS
4261. 2 play WPU
4262. 1 play WDT
4263. 0 play W
4264. 4 play WPU
4265. 3 play W
4266. 2 play R3
4267. 1 play W
4268. 0 play W
4269. 4 play W
4270. 3 play WDT
4271. 2 play R5
4272. 1 play W+4
4273. 0 play WDT
4274. 4 take
4275. 3 play W blue
4276. 2 play B6
4277. 1 play W+4 yellow
4278. 0 challenge
4279. 0 play W green
4280. 4 play WDT red 0,1
4281. 3 play WDT blue 0,2
4282. 2 play BPT
4283. 4 point 1
4284. 2 point 0
4285. 0 point 3
4286. 3 point 1
4287. 1 point 4
4288. 1 play W red
4289. 0 play W+4 green
4290. 4 challenge
4291. 3 play WDT yellow 1,3
4292. 2 play WDT green 2,3
4293. 1 play G5
4294. 0 play G+2
4295. 3 play W+4 yellow
4296. 2 accept
4297. 1 play W blue
4298. 0 play BR
4299. 1 play BS
4300. 3 play B6
4301. 4 play BPT
4302. 4 point 0
4303. 2 point 1
4304. 3 point 2
4305. 0 point 2
4306. 1 point 3
4307. 0 play B7
4308. 0 play B7
4309. 1 play WDT yellow 0,4
4310. 2 play Y6
4311. 3 play WPU
4312. 4 play WPU
4313. 0 play B6
4314. 1 play W
4315. 2 play W+4
4316. 3 play B1
4317. 4 play B8
4318. 0 play B4
4319. 1 play W
4320. 2 play W+4
4321. 3 play B6
4322. 4 play BS
4323. 0 play B5
4324. 1 play WPU
4325. 2 play BPT
4326. 3 play B0
4327. 4 play B3
4328. 0 play B4
4329. 1 play B2
4330. 2 play WPU
4331. 3 play W+4
4332. 4 play W+4
4333. 0 play B5
4334. 1 play WDT
4335. 2 play BS
4336. 3 play B+2
4337. 4 play W+4
4338. 0 play BR
4339. 1 play W
4340. 2 play WDT
4341. 3 play B2
4342. 4 play W
4343. 0 play BR
4344. 1 play B8
4345. 2 play W+4
4346. 3 play W
4347. 4 play WPU
4348. 0 play B1
4349. 1 play WDT
4350. 2 play WDT
4351. 3 play B+2
4352. 4 play WDT
4353. 0 play W+4
4354. 1 play W
4355. 2 play W+4
4356. 3 play B3
4357. 4 play W
4358. 0 play W+4
4359. 1 play W
4360. 2 play W+4
4361. 3 play B9
4362. 4 play WDT
4363. 0 play W+4
4364. 1 play W
4365. 2 play WPU
4366. 3 play BPT
4367. 4 play W
4368. 0 take
4369. 1 play W green
4370. 2 play G+2
4371. 4 play W red
4372. 0 play W+4 green
4373. 1 challenge
4374. 1 play G+2
4375. 3 play Y+2
4376. 0 play YPT
4377. 3 point 2
4378. 2 point 4
4379. 4 point 1
4380. 1 point 4
4381. 0 point 3
4382. 1 play YR
4383. 0 play GR
4384. 1 play WDT red 2,3
4385. 2 play R+2
4386. 4 play G+2
4387. 1 play G4
4388. 2 play R4
4389. 3 draw
4390. 2 play R4
4391. 3 play Y4
4392. 4 play Y1
4393. 0 play YPT
4394. 2 point 0
4395. 3 point 0
4396. 1 point 4
4397. 0 point 1
4398. 4 point 2
4399. 1 play YPT
4400. 1 point 2
4401. 2 point 0
4402. 3 point 2
4403. 0 point 2
4404. 4 point 0
4405. 2 play Y8
4406. 1 play Y8
4407. 2 play Y9
4408. 2 play Y9
4409. 3 play B9
4410. 4 play W red
4411. 0 play W+4 blue
4412. 1 challenge
4413. 1 play WPU
4414. 2 play WDT
4415. 3 play Y6
4416. 4 play WDT
4417. 0 play W
4418. 1 play YR
4419. 2 play W+4
4420. 3 play Y3
4421. 4 play Y0
4422. 0 play W+4
4423. 1 play Y3
4424. 2 play Y7
4425. 3 play YPT
4426. 4 play W
4427. 0 play Y1
4428. 1 play Y7
4429. 2 play YS
4430. 3 play YPT
4431. 4 play Y4
4432. 0 play Y9
4433. 1 play Y2
4434. 2 play YPT
4435. 3 play YR
4436. 4 play W+4
4437. 0 play Y8
4438. 1 play Y+2
4439. 2 take
4440. 3 play Y1
4441. 4 play W red
4442. 0 draw
4443. 1 play W green
4444. 2 play WDT green 1,4
4445. 3 play G+2
4446. 0 play R+2
4447. 2 play R1
4448. 2 play R1
4449. 3 play RPT
4450. 2 point 0
4451. 3 point 4
4452. 0 point 2
4453. 1 point 0
4454. 4 point 1
4455. 4 play R+2
4456. 1 play Y+2
4457. 3 pass
4458. 4 play G+2
4459. 1 play GPT
4460. 3 point 0
4461. 2 point 1
4462. 0 point 4
4463. 1 point 3
4464. 4 point 3
4465. 2 play W+4 red
4466. 3 challenge
4467. 3 pass
4468. 4 play W yellow
4469. 0 play Y9
4470. 1 play YS
4471. 3 draw
4472. 3 play W green
4473. 4 play W red
4474. 0 play W+4 yellow
4475. 1 accept
4476. 2 play Y7
4477. 2 play Y7
4478. 3 draw
4479. 3 play W yellow
4480. 4 play Y1
4481. 0 play R1
4482. 0 play R1
4483. 1 play R3
4484. 2 play RS
4485. 4 play R3
4486. 0 play W+4 blue
4487. 1 accept
4488. 2 play W+4 green
4489. 3 challenge
4490. 3 draw
4491. 4 play G+2
4492. 1 play WPU
4493. 2 play GPT
4494. 3 take
4495. 4 play G5
4496. 0 play WPU
4497. 1 play G+2
4498. 2 play GR
4499. 3 play GPT
4500. 4 take
4501. 0 play G6
4502. 1 play WPU
4503. 2 play W
4504. 3 play G+2
4505. 4 play GPT
4506. 0 play G4
4507. 1 play W
4508. 2 play G2
4509. 3 play W+4
4510. 4 play G+2
4511. 0 play WDT
4512. 1 play W+4
4513. 2 play WDT
4514. 3 take
4515. 4 play G5
4516. 0 play B5
4517. 1 play WPU
4518. 2 play W+4
4519. 3 play G4
4520. 4 play GR
4521. 0 play W
4522. 1 play W
4523. 2 play W+4
4524. 3 play W
4525. 4 take
4526. 0 play G6
4527. 1 play G8
4528. 2 play Y8
4529. 3 play WDT red 0,3
4530. 4 play R5
4531. 0 play RPT
4532. 1 point 3
4533. 2 point 1
4534. 3 point 4
4535. 4 point 3
4536. 0 point 3
4537. 1 play WDT yellow 0,4
4538. 2 play Y0
4539. 3 play WDT red 1,3
4540. 4 play W+4 blue
4541. 0 challenge
4542. 0 play BS
4543. 2 play W yellow
4544. 3 play W+4 yellow
4545. 4 accept
4546. 0 play W blue
4547. 1 play WDT yellow 2,4
4548. 2 play Y+2
4549. 4 play W+4 green
4550. 0 challenge
4551. 0 play GR
4552. 4 play W+4 yellow
4553. 3 accept
4554. 2 play Y6
4555. 1 play Y2
4556. 0 play WPU
4557. 4 play W
4558. 3 play WPU
4559. 2 play Y9
4560. 1 play Y5
4561. 0 play Y+2
4562. 4 play WPU
4563. 3 play W+4
4564. 2 play Y2
4565. 1 play Y6
4566. 0 play Y8
4567. 4 play W+4
4568. 3 play WPU
4569. 2 play YS
4570. 1 play WDT
4571. 0 play W+4
4572. 4 play Y8
4573. 3 play WDT
4574. 2 play YR
4575. 1 play Y9
4576. 0 play W
4577. 4 play WDT
4578. 3 play W+4
4579. 2 play Y3
4580. 1 play WDT
4581. 0 play WDT
4582. 4 play Y0
4583. 3 play W
4584. 2 play Y1
4585. 1 play Y4
4586. 0 play Y7
4587. 4 play WDT
4588. 3 play W
4589. 2 play Y3
4590. 1 play YS
4591. 0 play WPU
4592. 4 play W
4593. 3 take
4594. 2 play Y4
4595. 1 play R4
4596. 2 play R4
4597. 1 play RPT
4598. 3 point 2
4599. 2 point 3
4600. 4 point 1
4601. 0 point 3
4602. 1 point 4
4603. 0 play W+4 yellow
4604. 4 accept
4605. 3 play Y4
4606. 2 play R4
4607. 1 play G4
4608. 4 play G4
4609. 3 play Y4
4610. 2 play YPT
4611. 1 point 4
4612. 3 point 0
4613. 0 point 3
4614. 4 point 0
4615. 2 point 4
4616. 1 play W+4 red
4617. 0 accept
4618. 4 play W red
4619. 3 play R5
4620. 2 play R6
4621. 1 play WPU
4622. 0 play WPU
4623. 4 play RPT
4624. 3 play W+4
4625. 2 play R9
4626. 1 play WPU
4627. 0 play W
4628. 4 play W
4629. 3 play WPU
4630. 2 play W
4631. 1 play RS
4632. 0 play W
4633. 4 play WPU
4634. 3 play WDT
4635. 2 play RR
4636. 1 play R2
4637. 0 play WPU
4638. 4 play RR
4639. 3 play WDT
4640. 2 play RPT
4641. 1 play R2
4642. 0 play R4
4643. 4 play RPT
4644. 3 play R1
4645. 2 play R6
4646. 1 play R7
4647. 0 play W
4648. 4 play W+4
4649. 3 play WDT
4650. 2 play R3
4651. 1 play R7
4652. 0 play W
4653. 4 play WDT
4654. 3 play R4
4655. 2 play R9
4656. 1 play R3
4657. 0 play WPU
4658. 4 take
4659. 3 play WDT green 0,2
4660. 2 play G2
4661. 3 play G2
4662. 2 draw
4663. 2 play W+4 yellow
4664. 1 challenge
4665. 0 play YPT
4666. 3 point 0
4667. 0 point 2
4668. 4 point 0
4669. 2 point 0
4670. 1 point 3
4671. 4 play Y+2
4672. 2 play YPT
4673. 2 point 0
4674. 4 point 1
4675. 1 point 2
4676. 0 point 2
4677. 3 point 4
4678. 1 play W yellow
4679. 0 play W blue
4680. 4 play W+4 yellow
4681. 3 challenge
4682. 3 play Y+2
4683. 1 play Y5
4684. 0 play W green
4685. 4 play WDT green 0,4
4686. 3 play W green
4687. 2 play W+4 blue
4688. 1 accept
4689. 0 play B3
4690. 4 play WDT yellow 2,4
4691. 3 play Y1
4692. 2 play YPT
4693. 1 point 0
4694. 4 point 3
4695. 0 point 3
4696. 2 point 4
4697. 3 point 1
4698. 1 play Y7
4699. 3 play Y7
4700. 2 play YPT
4701. 3 point 1
4702. 0 point 2
4703. 2 point 4
4704. 1 point 3
4705. 4 point 2
4706. 1 play Y5
4707. 0 play B5
4708. 4 play WPU
4709. 3 play Y0
4710. 2 play Y+2
4711. 1 play WPU
4712. 0 play W+4
4713. 4 play WPU
4714. 3 play Y6
4715. 2 play YR
4716. 1 play Y7
4717. 0 play Y4
4718. 4 play Y1
4719. 3 play YR
4720. 2 play Y7
4721. 1 play W
4722. 0 play WDT
4723. 4 play W+4
4724. 3 play Y6
4725. 2 play YPT
4726. 1 play WDT
4727. 0 play W
4728. 4 play YPT
4729. 3 play WPU
4730. 2 take
4731. 1 play Y+2
4732. 4 play WPU
4733. 3 play WPU
4734. 2 play Y6
4735. 1 play WPU
4736. 0 play W
4737. 4 play WDT
4738. 3 play Y5
4739. 2 play WDT
4740. 1 play WDT
4741. 0 play Y5
4742. 4 play WPU
4743. 3 play YS
4744. 2 play Y0
4745. 1 play WPU
4746. 0 play W+4
4747. 4 play WPU
4748. 3 play WPU
4749. 2 play Y6
4750. 1 play Y2
4751. 0 play WDT
4752. 4 play W
4753. 3 play W+4
4754. 2 play Y4
4755. 1 play Y1
4756. 0 play W+4
4757. 4 play WDT
4758. 3 play Y2
4759. 2 play WPU
4760. 1 play W
4761. 0 play WDT
4762. 4 play WPU
4763. 3 play WDT
4764. 2 play W+4
4765. 1 take
4766. 0 play W+4 green
4767. 4 accept
4768. 3 play W+4 red
4769. 2 challenge
4770. 2 play WPU
4771. 1 play W+4
4772. 0 play WDT
4773. 4 play R6
4774. 3 play W+4
4775. 2 play RS
4776. 1 play WDT
4777. 0 play W+4
4778. 4 play R2
4779. 3 play WDT
4780. 2 play W+4
4781. 1 play W
4782. 0 play WDT
4783. 4 play R9
4784. 3 play W
4785. 2 play R+2
4786. 1 play W
4787. 0 play R5
4788. 4 play R2
4789. 3 play W
4790. 2 play WPU
4791. 1 play W+4
4792. 0 play W+4
4793. 4 play RS
4794. 3 play W+4
4795. 2 play R0
4796. 1 play WDT
4797. 0 play W+4
4798. 4 play W
4799. 3 play W+4
4800. 2 play WDT
4801. 1 play W+4
4802. 0 take
4803. 4 play R1
4804. 3 play W blue
4805. 2 play W red
4806. 1 play RPT
4807. 4 point 1
4808. 1 point 0
4809. 3 point 1
4810. 2 point 0
4811. 0 point 3
4812. 0 play W+4 yellow
4813. 4 challenge
4814. 4 play W green
4815. 3 play G6
4816. 4 play G6
4817. 3 play WDT red 0,1
4818. 2 play W red
4819. 1 play WPU
4820. 0 play WDT
4821. 4 play G4
4822. 3 play W
4823. 2 take
4824. 1 play WPU
4825. 0 play WDT
4826. 4 play G5
4827. 3 play GPT
4828. 2 play W
4829. 1 play GS
4830. 0 play WPU
4831. 4 play GR
4832. 3 play G+2
4833. 2 play G4
4834. 1 play G5
4835. 0 play WDT
4836. 4 play WPU
4837. 3 play G+2
4838. 2 play W+4
4839. 1 play G2
4840. 0 play G4
4841. 4 play W
4842. 3 play GR
4843. 2 play G6
4844. 1 play G8
4845. 0 play WDT
4846. 4 play W
4847. 3 take
4848. 2 draw
4849. 2 play W green
4850. 1 play G2
4851. 0 play W blue
4852. 4 play WPU
4853. 3 play GS
4854. 2 play WDT
4855. 1 play G0
4856. 0 play W+4
4857. 4 play W
4858. 3 play WPU
4859. 2 take
4860. 1 play G3
4861. 0 play WDT blue 3,4
4862. 4 play B9
4863. 3 play W+4 red
4864. 2 accept
4865. 1 play W green
4866. 0 play W+4 blue
4867. 4 accept
4868. 3 play W green
4869. 2 play W+4 yellow
4870. 1 accept
4871. 0 play WDT yellow 1,4
4872. 4 play W+4 yellow
4873. 3 accept
4874. 2 play W blue
4875. 1 draw
4876. 1 play W+4 yellow
4877. 0 accept
4878. 4 play W yellow
4879. 3 play Y9
4880. 2 play W blue
4881. 1 play W+4 green
4882. 0 challenge
4883. 0 play W green
4884. 4 play W green
4885. 3 play G2
4886. 2 play G2
4887. 1 play G9
4888. 0 play W blue
4889. 4 play W red
4890. 3 play W+4 green
4891. 2 accept
4892. 1 play WPU
4893. 0 play W+4
4894. 4 play G3
4895. 3 play G6
4896. 2 play G0
4897. 1 play G7
4898. 0 play W
4899. 4 play G8
4900. 3 play GR
4901. 2 play G2
4902. 1 play W+4
4903. 0 play WPU
4904. 4 take
4905. 3 play GPT
4906. 0 point 3
4907. 4 point 0
4908. 1 point 0
4909. 3 point 4
4910. 2 point 1
4911. 2 play GS
4912. 0 play BS
4913. 3 play YS
4914. 1 play WDT red 0,4
4915. 0 play R+2
4916. 3 play W blue
4917. 2 play W green
4918. 1 play GPT
4919. 1 point 3
4920. 0 point 2
4921. 3 point 4
4922. 4 point 1
4923. 2 point 4
4924. 0 play BPT
4925. 4 point 1
4926. 1 point 2
4927. 0 point 4
4928. 2 point 1
4929. 3 point 1
4930. 4 play GPT
4931. 3 point 4
4932. 4 point 2
4933. 2 point 0
4934. 1 point 0
4935. 0 point 2
4936. 3 play GR
4937. 4 play W+4 yellow
4938. 0 accept
4939. 1 play Y1
4940. 2 play YR
4941. 1 play YS
4942. 4 play W+4 red
4943. 3 accept
4944. 2 play WDT green 0,3
4945. 1 play G3
4946. 0 play WPU
4947. 4 play G0
4948. 3 play G+2
4949. 2 play WPU
4950. 1 play GS
4951. 0 play GS
4952. 4 play G6
4953. 3 play WDT
4954. 2 play WPU
4955. 1 play G7
4956. 0 play GR
4957. 4 play G2
4958. 3 play W
4959. 2 play W
4960. 1 play WPU
4961. 0 play GPT
4962. 4 play G3
4963. 3 play G5
4964. 2 play WPU
4965. 1 play W+4
4966. 0 play W+4
4967. 4 play WPU
4968. 3 play W
4969. 2 play W
4970. 1 play G1
4971. 0 play GPT
4972. 4 play W+4
4973. 3 play W+4
4974. 2 play WPU
4975. 1 play GPT
4976. 0 play W
4977. 4 play G8
4978. 3 play WDT
4979. 2 play W
4980. 1 play G9
4981. 0 play W+4
4982. 4 play GR
4983. 3 play G8
4984. 2 play WDT
4985. 1 play WDT
4986. 0 play W
4987. 4 play G7
4988. 3 play WDT
4989. 2 play W
4990. 1 play WDT
4991. 0 play W+4
4992. 4 play W
4993. 3 play G2
4994. 2 take
4995. 1 play W blue
4996. 0 play B7
4997. 4 play B9
4998. 3 play BPT
4999. 0 point 3
5000. 1 point 0
5001. 3 point 2
5002. 4 point 0
5003. 2 point 4
5004. 2 play W+4 blue
5005. 1 challenge
5006. 1 play W green
5007. 0 play W yellow
5008. 4 play YS
5009. 2 play YPT
5010. 1 point 3
5011. 2 point 4
5012. 4 point 0
5013. 0 point 1
5014. 3 point 2
5015. 1 play Y4
5016. 0 play B4
5017. 4 play BS
5018. 2 play W red
5019. 1 play W blue
5020. 0 play B7
5021. 4 play R7
5022. 3 play B7
5023. 2 play G7
5024. 2 play G7
5025. 1 draw
5026. 0 play W+4 red
5027. 4 accept
5028. 3 play WPU
5029. 2 play BPT
5030. 1 play WPU
5031. 0 play B1
5032. 4 play BS
5033. 3 play BPT
5034. 2 play WDT
5035. 1 play WDT
5036. 0 play B1
5037. 4 play W
5038. 3 play B5
5039. 2 play WPU
5040. 1 play WDT
5041. 0 play B9
5042. 4 play W
5043. 3 play B3
5044. 2 play WDT
5045. 1 play WDT
5046. 0 play B4
5047. 4 play B4
5048. 3 play WDT
5049. 2 play W+4
5050. 1 play W
5051. 0 play B6
5052. 4 play BPT
5053. 3 play BS
5054. 2 play W
5055. 1 play W
5056. 0 play B2
5057. 4 take
5058. 3 play WDT blue 3,4
5059. 2 play W+4 red
5060. 1 challenge
5061. 1 play WPU
5062. 0 play W
5063. 4 play G7
5064. 3 play G+2
5065. 2 play G0
5066. 1 play W
5067. 0 play W+4
5068. 4 play G9
5069. 3 play G5
5070. 2 play GS
5071. 1 play WPU
5072. 0 play W+4
5073. 4 play W+4
5074. 3 play G4
5075. 2 play W+4
5076. 1 play GPT
5077. 0 play W+4
5078. 4 play WDT
5079. 3 play G4
5080. 2 play G5
5081. 1 play G1
5082. 0 play W+4
5083. 4 play WPU
5084. 3 play G6
5085. 2 play WPU
5086. 1 play WPU
5087. 0 take
5088. 4 draw
5089. 4 play W+4 red
5090. 3 accept
5091. 2 play R1
5092. 0 play R1
5093. 4 play RPT
5094. 3 point 4
5095. 0 point 2
5096. 1 point 0
5097. 2 point 0
5098. 4 point 1
5099. 3 play YPT
5100. 1 point 0
5101. 0 point 3
5102. 2 point 3
5103. 4 point 3
5104. 3 point 0
5105. 2 play Y7
5106. 1 play Y6
5107. 0 play B6
5108. 4 play R6
5109. 0 play R6
5110. 4 play W yellow
5111. 3 play Y8
5112. 2 play YPT
5113. 0 point 1
5114. 1 point 2
5115. 2 point 0
5116. 4 point 1
5117. 3 point 4
5118. 1 play Y8
5119. 0 play WDT green 1,4
5120. 4 play W+4 green
5121. 3 challenge
5122. 3 play WPU
5123. 2 play G6
5124. 1 play W
5125. 0 play WPU
5126. 4 play W
5127. 3 take
5128. 2 play W+4 blue
5129. 1 accept
5130. 0 play B5
5131. 4 play B7
5132. 2 play B7
5133. 1 draw
5134. 1 pass
5135. 0 play B3
5136. 4 play R3
5137. 4 play R3
5138. 3 play WPU
5139. 2 play W+4
5140. 1 play B5
5141. 0 play W+4
5142. 4 play B1
5143. 3 play W+4
5144. 2 play W+4
5145. 1 play WDT
5146. 0 play BR
5147. 4 play WDT
5148. 3 play W
5149. 2 play W+4
5150. 1 play WPU
5151. 0 play W
5152. 4 play B5
5153. 3 play W
5154. 2 play WDT
5155. 1 take
5156. 0 play B8
5157. 4 play BPT
5158. 0 point 3
5159. 3 point 4
5160. 1 point 2
5161. 4 point 3
5162. 2 point 1
5163. 3 play B3
5164. 2 play B6
5165. 4 play B6
5166. 3 play G6
5167. 2 play G8
5168. 2 play G8
5169. 1 play Y8
5170. 0 play B8
5171. 4 play WPU
5172. 3 take
5173. 2 play WPU
5174. 1 play WPU
5175. 0 play B+2
5176. 4 play B3
5177. 3 play B8
5178. 2 play WDT
5179. 1 play W
5180. 0 play B0
5181. 4 play W+4
5182. 3 take
5183. 2 play W green
5184. 1 play WDT blue 2,4
5185. 0 play B9
5186. 4 play BS
5187. 2 play GS
5188. 0 play G0
5189. 4 play W red
5190. 3 play WDT green 0,4
5191. 2 play G9
5192. 1 play Y9
5193. 0 play WDT red 1,2
5194. 4 play R9
5195. 3 play RPT
5196. 1 point 0
5197. 4 point 0
5198. 3 point 0
5199. 0 point 4
5200. 2 point 4
5201. 2 play WDT green 0,2
5202. 1 play W green
5203. 0 play W blue
5204. 4 play WDT yellow 0,3
5205. 3 play YR
5206. 4 play YPT
5207. 2 point 1
5208. 0 point 2
5209. 1 point 2
5210. 4 point 3
5211. 3 point 0
5212. 0 play GPT
5213. 0 point 1
5214. 3 point 2
5215. 1 point 2
5216. 4 point 0
5217. 2 point 0
5218. 1 play W red
5219. 2 play R8
5220. 3 play W+4 yellow
5221. 4 challenge
5222. 4 play YPT
5223. 0 point 1
5224. 3 point 1
5225. 4 point 0
5226. 2 point 3
5227. 1 point 0
5228. 0 play W+4 yellow
5229. 1 accept
5230. 2 play Y8
5231. 3 play Y1
5232. 4 draw
5233. 4 play W red
5234. 0 play WPU
5235. 1 play WPU
5236. 2 play Y+2
5237. 3 play WPU
5238. 4 play WPU
5239. 0 play WPU
5240. 1 play Y9
5241. 2 play YR
5242. 3 play WPU
5243. 4 play Y6
5244. 0 play WPU
5245. 1 play Y0
5246. 2 play Y4
5247. 3 play W
5248. 4 play YS
5249. 0 play W+4
5250. 1 play Y2
5251. 2 play YPT
5252. 3 play YS
5253. 4 play W
5254. 0 play W+4
5255. 1 play Y2
5256. 2 play Y7
5257. 3 play W
5258. 4 play WDT
5259. 0 play WPU
5260. 1 play YPT
5261. 2 play YR
5262. 3 play Y4
5263. 4 play W
5264. 0 play W+4
5265. 1 play WDT
5266. 2 play W
5267. 3 play WDT
5268. 4 play W
5269. 0 play W+4
5270. 1 play Y+2
5271. 2 play Y1
5272. 3 play Y3
5273. 4 play WDT
5274. 0 play W+4
5275. 1 play W
5276. 2 play WDT
5277. 3 play Y8
5278. 4 play WDT
5279. 0 take
5280. 1 play WDT yellow 0,4
5281. 2 play WDT yellow 0,3
5282. 3 play W yellow
5283. 4 draw
5284. 4 play W+4 blue
5285. 0 accept
5286. 1 draw
5287. 1 play WPU
5288. 2 play WPU
5289. 3 play Y9
5290. 4 take
5291. 0 play WPU
5292. 1 play Y5
5293. 2 play WPU
5294. 3 play Y3
5295. 4 play Y1
5296. 0 play YPT
5297. 1 play W+4
5298. 2 play W
5299. 3 play W+4
5300. 4 play Y9
5301. 0 play Y7
5302. 1 play Y5
5303. 2 play WPU
5304. 3 play WDT
5305. 4 play WPU
5306. 0 play Y9
5307. 1 play Y6
5308. 2 play WPU
5309. 3 play WDT
5310. 4 take
5311. 0 play Y0
5312. 1 play W+4 blue
5313. 2 challenge
5314. 2 play W green
5315. 3 play W green
5316. 4 play G8
5317. 0 play G9
5318. 0 play G9
5319. 1 play W red
5320. 2 play R3
5321. 3 play R9
5322. 4 play RR
5323. 3 play WDT blue 2,4
5324. 2 play B6
5325. 1 play B7
5326. 0 play B9
5327. 4 play B9
5328. 3 play B0
5329. 2 play W green
5330. 1 play W+4 blue
5331. 0 challenge
5332. 0 play BR
5333. 1 play W+4 green
5334. 2 accept
5335. 3 play WDT yellow 0,2
5336. 4 play WPU
5337. 0 play BS
5338. 1 play WDT
5339. 2 play W+4
5340. 3 play B3
5341. 4 play BS
5342. 0 play B8
5343. 1 play WPU
5344. 2 play B9
5345. 3 play B+2
5346. 4 play W
5347. 0 play W+4
5348. 1 play BR
5349. 2 play B9
5350. 3 play B8
5351. 4 play BPT
5352. 0 play BPT
5353. 1 play B5
5354. 2 play WDT
5355. 3 play B3 uno
5356. 4 play WDT
5357. 0 play WPU
5358. 1 play W
5359. 2 play W
5360. 3 take
5361. 4 play W+4 red
5362. 0 challenge
5363. 0 play WPU
5364. 1 play WDT
5365. 2 play W
5366. 3 play B9
5367. 4 play W
5368. 0 play W
5369. 1 play W+4
5370. 2 play W
5371. 3 play B3
5372. 4 play W
5373. 0 play BPT
5374. 1 play B7
5375. 2 take
5376. 3 play B+2
5377. 0 play G+2
5378. 2 play G+2
5379. 4 play G9
5380. 0 play G1
5381. 1 play G8
5382. 2 play W red
5383. 3 play W+4 green
5384. 4 challenge
5385. 4 play W+4 blue
5386. 0 challenge
5387. 0 play WDT yellow 0,1
5388. 1 play W+4 green
5389. 2 challenge
5390. 2 play G2
5391. 2 play G2
5392. 3 play G9
5393. 4 draw
5394. 1 play G9
5395. 2 play W green
5396. 3 play G8
5397. 1 play G8
5398. 2 play GPT
5399. 3 point 1
5400. 1 point 3
5401. 4 point 2
5402. 2 point 4
5403. 0 point 2
5404. 3 play WPU
5405. 4 play WDT
5406. 0 play GS
5407. 1 play WPU
5408. 2 play W
5409. 3 play WDT
5410. 4 play W+4
5411. 0 play GPT
5412. 1 play W+4
5413. 2 play G2
5414. 3 play WPU
5415. 4 play WDT
5416. 0 play G7
5417. 1 play WDT
5418. 2 play GS
5419. 3 play G8
5420. 4 play W
5421. 0 play G7
5422. 1 play W
5423. 2 play W
5424. 3 play W+4
5425. 4 play G8
5426. 0 play G6
5427. 1 take
5428. 2 play G1
5429. 3 play WDT yellow 1,3
5430. 4 play Y9
5431. 0 play Y8
5432. 1 play Y7
5433. 2 play R7
5434. 3 play WDT yellow 0,3
5435. 4 play Y5
5436. 0 play Y4
5437. 1 play W+4 red
5438. 2 challenge
5439. 2 play R1
5440. 1 play R1
5441. 2 play W+4 green
5442. 3 challenge
5443. 3 play W yellow
5444. 4 play Y6
5445. 0 play Y8
5446. 1 play W blue
5447. 2 play BR
5448. 1 play W blue
5449. 0 play B2
5450. 4 play B0
5451. 3 draw
5452. 3 play WPU
5453. 2 play WDT
5454. 1 play W
5455. 0 play W
5456. 4 play Y3
5457. 3 play W
5458. 2 play Y4
5459. 1 play WPU
5460. 0 play W
5461. 4 play YPT
5462. 3 play W
5463. 2 play W
5464. 1 play W+4
5465. 0 play Y1
5466. 4 play W
5467. 3 play W
5468. 2 play Y8
5469. 1 play W+4
5470. 0 play Y2
5471. 4 play Y1
5472. 3 take
5473. 2 play WDT green 0,1
5474. 1 draw
5475. 1 play WDT yellow 2,4
5476. 0 play Y+2
5477. 3 play Y5
5478. 2 play R5
5479. 1 play WDT yellow 1,3
5480. 0 play YPT
5481. 0 point 2
5482. 4 point 2
5483. 3 point 1
5484. 2 point 0
5485. 1 point 4
5486. 4 play W+4 blue
5487. 3 accept
5488. 2 play BPT
5489. 3 point 4
5490. 1 point 2
5491. 2 point 4
5492. 4 point 1
5493. 0 point 2
5494. 1 play B5
5495. 0 play R5
5496. 4 play R6
5497. 3 play R3
5498. 2 play W+4 blue
5499. 1 challenge
5500. 1 play W blue
5501. 0 play W red
5502. 4 play R7
5503. 3 play WDT green 2,3
5504. 2 play W red
5505. 1 play RPT
5506. 0 point 3
5507. 1 point 4
5508. 2 point 4
5509. 4 point 1
5510. 3 point 0
5511. 0 play W blue
5512. 4 play B2
5513. 3 play Y2
5514. 2 play Y5
5515. 1 play Y9
5516. 0 play YS
5517. 3 play Y1
5518. 2 play WDT red 1,4
5519. 1 play WPU
5520. 0 play R2
5521. 4 play W
5522. 3 play R7
5523. 2 play W+4
5524. 1 play R6
5525. 0 play RPT
5526. 4 play R+2
5527. 3 play WDT
5528. 2 play R+2
5529. 1 play R1
5530. 0 play R9
5531. 4 play RR
5532. 3 play W+4
5533. 2 play W+4
5534. 1 play WDT
5535. 0 play W
5536. 4 play RR
5537. 3 play W
5538. 2 play W+4
5539. 1 play WDT
5540. 0 play W
5541. 4 play RPT
5542. 3 play WPU
5543. 2 play R8
5544. 1 play R7
5545. 0 play R0
5546. 4 play R4
5547. 3 play W+4
5548. 2 play R1
5549. 1 play R9
5550. 0 play RS
5551. 4 play R3
5552. 3 play WPU
5553. 2 play R5
5554. 1 play WDT
5555. 0 play R8
5556. 4 play R4
5557. 3 play W
5558. 2 take
5559. 1 draw
5560. 1 play W+4 red
5561. 0 accept
5562. 4 play WPU
5563. 3 play Y3
5564. 2 play W
5565. 1 play Y0
5566. 0 play W
5567. 4 play Y9
5568. 3 play YPT
5569. 2 play Y+2
5570. 1 take
5571. 0 play W+4 yellow
5572. 4 challenge
5573. 4 play YPT
5574. 2 point 4
5575. 4 point 2
5576. 0 point 3
5577. 1 point 3
5578. 3 point 2
5579. 3 play Y1
5580. 2 play WPU
5581. 1 play Y2
5582. 0 play Y2
5583. 4 play Y5
5584. 3 play Y8
5585. 2 play W+4
5586. 1 play WDT
5587. 0 play YR
5588. 4 play Y1
5589. 3 play Y4
5590. 2 play W+4
5591. 1 play Y+2
5592. 0 play Y6
5593. 4 play WDT
5594. 3 play W
5595. 2 play Y6
5596. 1 play Y3
5597. 0 play WPU
5598. 4 play W
5599. 3 play WPU
5600. 2 play WDT
5601. 1 play YPT
5602. 0 play YPT
5603. 4 play W+4
5604. 3 play WPU
5605. 2 play WDT
5606. 1 play Y0
5607. 0 play W
5608. 4 play Y7
5609. 3 play W
5610. 2 play WDT
5611. 1 play W
5612. 0 play YPT
5613. 4 play Y8
5614. 3 play W
5615. 2 play WDT
5616. 1 play Y9
5617. 0 play YR
5618. 4 play Y7
5619. 3 play W
5620. 2 play W
5621. 1 play W
5622. 0 play W+4
5623. 4 play WPU
5624. 3 play W
5625. 2 play WPU
5626. 1 play W
5627. 0 play Y+2
5628. 4 play WPU
5629. 3 play W
5630. 2 play W+4
5631. 1 take
5632. 0 play W+4 green
5633. 4 challenge
5634. 4 play WPU
5635. 3 play G+2
5636. 2 play GR
5637. 1 play WDT
5638. 0 play W+4
5639. 4 play WPU
5640. 3 play W
5641. 2 play GPT
5642. 1 play G1
5643. 0 play W+4
5644. 4 play G1
5645. 3 play G+2
5646. 2 play G3
5647. 1 play G6
5648. 0 play G0
5649. 4 take
5650. 3 pass
5651. 2 play G3
5652. 1 play G9
5653. 0 play WPU
5654. 4 play GPT
5655. 3 take
5656. 2 play W+4 yellow
5657. 1 accept
5658. 0 play WDT blue 2,4
5659. 4 play W+4 green
5660. 3 challenge
5661. 3 play GPT
5662. 0 point 1
5663. 4 point 3
5664. 3 point 4
5665. 1 point 2
5666. 2 point 3
5667. 2 play W green
5668. 1 play W red
5669. 0 play RS
5670. 3 play WPU
5671. 2 play GPT
5672. 1 play WPU
5673. 0 play G6
5674. 4 play WPU
5675. 3 play G3
5676. 2 play W+4
5677. 1 play G7
5678. 0 play G4
5679. 4 play G6
5680. 3 play W+4
5681. 2 play G2
5682. 1 play G7
5683. 0 play G5
5684. 4 play WDT
5685. 3 take
5686. 2 play W red
5687. 1 play W+4 blue
5688. 0 accept
5689. 4 play B7
5690. 3 play BPT
5691. 3 point 2
5692. 4 point 3
5693. 1 point 0
5694. 2 point 3
5695. 0 point 2
5696. 2 play W yellow
5697. 1 play W+4 yellow
5698. 0 accept
5699. 4 play WDT yellow 0,4
5700. 3 play WPU
5701. 2 play W+4
5702. 1 play WPU
5703. 0 play WPU
5704. 4 play W
5705. 3 play W
5706. 2 play W+4
5707. 1 play Y+2
5708. 0 play Y5
5709. 4 play W+4
5710. 3 play WPU
5711. 2 take
5712. 1 play Y4
5713. 0 play W green
5714. 4 play G0
5715. 3 play GPT
5716. 1 point 3
5717. 2 point 3
5718. 0 point 4
5719. 4 point 0
5720. 3 point 0
5721. 2 play GPT
5722. 1 point 2
5723. 0 point 2
5724. 2 point 4
5725. 4 point 0
5726. 3 point 2
5727. 1 play G8
5728. 0 play WDT blue 2,3
5729. 4 play B5
5730. 3 play W+4 green
5731. 2 accept
5732. 1 play G9
5733. 0 play G5
5734. 4 play G+2
5735. 2 play GPT
5736. 4 point 2
5737. 2 point 3
5738. 0 point 2
5739. 3 point 0
5740. 1 point 4
5741. 1 play G8
5742. 0 play WDT red 1,4
5743. 4 play R3
5744. 3 play B3
5745. 2 play WPU
5746. 1 play WDT
5747. 0 play W
5748. 4 play G+2
5749. 3 play G2
5750. 2 play G9
5751. 1 play W
5752. 0 play G4
5753. 4 play G3
5754. 3 play WDT
5755. 2 play GR
5756. 1 play W+4
5757. 0 play WDT
5758. 4 play W+4
5759. 3 play G0
5760. 2 play GPT
5761. 1 play WDT
5762. 0 play WPU
5763. 4 play W+4
5764. 3 play G5
5765. 2 play WDT
5766. 1 play WPU
5767. 0 play W
5768. 4 play GR
5769. 3 play WPU
5770. 2 play W
5771. 1 play W+4
5772. 0 play WPU
5773. 4 play G1
5774. 3 play G7
5775. 2 play G8
5776. 1 play WPU
5777. 0 play WPU
5778. 4 play G1
5779. 3 play GPT
5780. 2 play WDT
5781. 1 play WDT
5782. 0 play WDT
5783. 4 take
5784. 3 play G5
5785. 2 play W green
5786. 1 play WDT red 0,4
5787. 0 play RPT
5788. 1 point 0
5789. 4 point 2
5790. 0 point 4
5791. 2 point 4
5792. 3 point 0
5793. 4 play W green
5794. 3 play G7
5795. 2 play R7
5796. 1 play WDT yellow 0,2
5797. 0 play YS
5798. 3 play W+4 blue
5799. 2 challenge
5800. 2 play B9
5801. 1 play G9
5802. 0 draw
5803. 0 play G7
5804. 4 play G0
5805. 3 play WDT blue 0,3
5806. 2 play W+4 green
5807. 1 challenge
5808. 1 play W red
5809. 0 play R6
5810. 2 play R6
5811. 1 draw
5812. 0 play R2
5813. 4 play WDT green 3,4
5814. 3 play W blue
5815. 2 play W+4 green
5816. 1 accept
5817. 0 play G8
5818. 4 play GR
5819. 0 play WDT yellow 1,4
5820. 1 play Y8
5821. 2 play W blue
5822. 3 draw
5823. 4 play BPT
5824. 2 point 4
5825. 3 point 2
5826. 1 point 4
5827. 4 point 1
5828. 0 point 3
5829. 0 play BPT
5830. 3 point 4
5831. 4 point 1
5832. 0 point 2
5833. 1 point 4
5834. 2 point 0
5835. 1 play WPU
5836. 2 play WPU
5837. 3 play G4
5838. 4 play GPT
5839. 0 play WDT
5840. 1 play WPU
5841. 2 play W+4
5842. 3 play WDT
5843. 4 play GR
5844. 0 take
5845. 1 play WPU
5846. 2 play W+4
5847. 3 play B7
5848. 4 play B1
5849. 0 play B+2
5850. 1 play B1
5851. 2 play B7
5852. 3 play B9
5853. 4 play W
5854. 0 play B6
5855. 1 play W+4
5856. 2 play B5
5857. 3 play B6
5858. 4 play W+4
5859. 0 play B2
5860. 1 play B2
5861. 2 play B0
5862. 3 play BPT
5863. 4 play B4
5864. 0 play W+4
5865. 1 play W
5866. 2 play W+4
5867. 3 play W
5868. 4 play B4
5869. 0 play B3
5870. 1 play WDT
5871. 2 play B3
5872. 3 play B5
5873. 4 play WDT
5874. 0 play BPT
5875. 1 play W+4
5876. 2 play W+4
5877. 3 play W+4
5878. 4 play W+4
5879. 0 play WPU
5880. 1 play W
5881. 2 play WDT
5882. 3 play B+2
5883. 4 play WDT
5884. 0 play WDT
5885. 1 play W
5886. 2 play WPU
5887. 3 play W+4
5888. 4 play W
5889. 0 play WPU
5890. 1 play W
5891. 2 take
5892. 3 play BR
5893. 2 play B4
5894. 1 play W yellow
5895. 0 play Y9
5896. 4 play WDT green 2,4
5897. 3 play G3
5898. 2 play G5
5899. 4 play G5
5900. 3 play G6
5901. 2 play B6
5902. 1 play Y6
5903. 1 play Y6
5904. 0 play Y1
5905. 4 play W+4 green
5906. 3 accept
5907. 2 play WPU
5908. 1 play YPT
5909. 0 play Y4
5910. 4 play Y8
5911. 3 play Y9
5912. 2 play W
5913. 1 play Y2
5914. 0 play YS
5915. 4 play W+4
5916. 3 take
5917. 2 play W red
5918. 1 play W green
5919. 0 play WDT red 2,4
5920. 4 play R6
5921. 3 play R7
5922. 2 play W+4 red
5923. 1 challenge
5924. 1 play W yellow
5925. 0 play Y3
5926. 4 play G3
5927. 3 play G6
5928. 3 play G6
5929. 2 play Y6
5930. 1 play Y8
5931. 3 play Y8
5932. 2 play Y5
5933. 1 play YR
5934. 2 play W+4 red
5935. 3 challenge
5936. 3 play W blue
5937. 4 play B4
5938. 2 play B4
5939. 3 play BS
5940. 0 play RS
5941. 2 play R2
5942. 3 play RPT
5943. 1 point 3
5944. 2 point 0
5945. 3 point 4
5946. 4 point 1
5947. 0 point 3
5948. 4 play WPU
5949. 0 play Y4
5950. 1 play YR
5951. 2 play W
5952. 3 play W+4
5953. 4 play Y6
5954. 0 take
5955. 1 play W red
5956. 2 play WDT red 1,2
5957. 3 play WDT green 1,2
5958. 4 play G2
5959. 0 play GR
5960. 4 play G3
5961. 3 play G6
5962. 4 play G6
5963. 3 play Y6
5964. 0 play Y6
5965. 4 play WPU
5966. 3 play YPT
5967. 2 play Y+2
5968. 1 play Y5
5969. 0 play Y5
5970. 4 play W
5971. 3 play YS
5972. 2 play WPU
5973. 1 play Y3
5974. 0 play W
5975. 4 play W
5976. 3 play Y4
5977. 2 play WPU
5978. 1 play Y7
5979. 0 play YR
5980. 4 play W
5981. 3 play Y2
5982. 2 play YR
5983. 1 play Y+2
5984. 0 play W+4
5985. 4 play WPU
5986. 3 play Y9
5987. 2 play WPU
5988. 1 play Y7
5989. 0 play Y4
5990. 4 play WDT
5991. 3 take
5992. 2 play YS
5993. 0 draw
5994. 0 play W+4 yellow
5995. 4 challenge
5996. 3 play W yellow
5997. 2 play WDT green 0,3
5998. 1 play GS
5999. 4 play G9
6000. 3 play G5
6001. 2 play B5
6002. 1 play B9
6003. 2 play B9
6004. 1 play Y9
6005. 3 play Y9
6006. 2 play W+4 red
6007. 1 accept
6008. 0 play R7
6009. 4 play R6
6010. 3 draw
6011. 2 play R5
6012. 2 play R5
6013. 1 play W green
6014. 0 play G8
6015. 4 play G4
6016. 3 draw
6017. 0 play G4
6018. 4 play G3
6019. 3 play W yellow
6020. 2 play W+4 red
6021. 1 challenge
6022. 1 play W green
6023. 0 play GPT
6024. 2 point 1
6025. 4 point 2
6026. 0 point 2
6027. 3 point 1
6028. 1 point 4
