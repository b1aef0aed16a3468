[RulesVersion "2"]
[Edition "party"]
[Players "5"]
[Seed "12"]
[Digest "7f9e1c93eef3731d594be7eb75c3c2868c5fb05a37a96724e8bca45b631db180"]
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
40. 0 take
41. 1 play YPT uno
42. 4 point 0
43. 0 point 1
44. 2 point 1
45. 3 point 2
46. 1 point 3
47. 2 play RPT
48. 0 point 2
49. 3 point 4
50. 1 point 2
51. 4 point 1
52. 2 point 4
53. 3 play YPT
54. 0 point 2
55. 3 point 0
56. 4 point 1
57. 1 point 3
58. 2 point 1
59. 4 play Y1
60. 0 play Y6
61. 1 play W red
62. 2 play RS
63. 4 play WPU
64. 0 play WDT
65. 1 play WPU
66. 2 play WPU
67. 3 play Y8
68. 4 take
69. 0 play YPT
70. 3 point 4
71. 4 point 2
72. 1 point 4
73. 2 point 0
74. 0 point 3
75. 1 play W green
76. 2 play G7
77. 3 play G5
78. 4 play WDT blue 2,4
79. 0 play W red
80. 1 draw
81. 2 play R4
82. 3 play R5
83. 4 play WDT red 2,3
84. 0 play WDT green 3,4
85. 1 play G7
86. 2 play GR
87. 1 play GPT
88. 4 point 0
89. 2 point 1
90. 1 point 2
91. 3 point 4
92. 0 point 3
93. 0 play GPT
94. 4 point 2
95. 1 point 0
96. 0 point 4
97. 3 point 2
98. 2 point 3
99. 4 play WPU
100. 3 play Y4
101. 2 play Y5
102. 1 play W+4
103. 0 play Y5
104. 4 play Y7
105. 3 play W
106. 2 play W
107. 1 take
108. 0 play Y4
109. 4 play Y8
110. 3 draw
111. 3 play WDT green 2,3
112. 2 play G1
113. 1 play W+4 yellow
114. 0 challenge
115. 0 play Y2
116. 4 play Y+2
117. 2 play W+4 yellow
118. 1 accept
119. 0 play Y7
120. 4 play WPU
121. 3 play R+2
122. 2 play R4
123. 1 play W
124. 0 play W+4
125. 4 play W
126. 3 play RPT
127. 2 play WDT
128. 1 play W
129. 0 play WPU
130. 4 take
131. 3 play RR
132. 4 play WPU
133. 0 take
134. 1 draw
135. 2 play W+4 red
136. 3 challenge
137. 3 play R9
138. 4 play W+4 yellow
139. 0 accept
140. 1 play Y7
141. 2 draw
142. 2 play Y3
143. 3 play Y3
144. 4 play WDT blue 2,3
145. 0 play W red
146. 1 play R9
147. 2 play R5
148. 3 play R8
149. 4 draw
150. 4 play W yellow
151. 0 play Y9
152. 1 play Y4
153. 2 draw
154. 3 play W+4 yellow
155. 4 challenge
156. 4 play W green
157. 0 play GS
158. 2 play BS
159. 4 play W green
160. 0 play G2
161. 1 play G8
162. 2 play GPT
163. 3 point 2
164. 1 point 0
165. 2 point 3
166. 4 point 3
167. 0 point 4
168. 3 play W blue
169. 4 play W red
170. 0 play R7
171. 1 play R3
172. 2 play WPU
173. 3 play WDT
174. 4 take
175. 0 play Y8
176. 1 play Y0
177. 2 play Y2
178. 3 play WPU
179. 4 play WDT
180. 0 play G9
181. 1 play GR
182. 2 play W+4
183. 3 play G8
184. 4 take
185. 0 draw
186. 1 play W+4 blue
187. 2 accept
188. 3 play B5
189. 4 play B4
190. 0 play W green
191. 1 play G9
192. 2 play W+4 red
193. 3 challenge
194. 3 play W+4 green
195. 4 accept
196. 0 play G6
197. 2 play G6
198. 3 play G4
199. 4 play WDT green 0,3
200. 0 draw
201. 1 draw
202. 1 play WPU
203. 2 play WPU
204. 3 play BPT
205. 4 play W+4
206. 0 play B3
207. 1 play B3
208. 2 play W
209. 3 play BR
210. 4 play B9
211. 0 play B6
212. 1 play BS
213. 2 play WDT
214. 3 play B7
215. 4 play WPU
216. 0 take
217. 1 play B2
218. 2 play B1
219. 3 play B7
220. 4 play WDT blue 1,4
221. 0 play B7
222. 1 play B0
223. 2 play B9
224. 0 play B9
225. 1 play B+2
226. 3 play W+4 yellow
227. 4 accept
228. 0 play YS
229. 2 play W+4 green
230. 3 accept
231. 4 play GR
232. 3 play G+2
233. 1 play R+2
234. 4 play W green
235. 3 play G3
236. 2 play G3
237. 1 play R3
238. 0 play W blue
239. 4 play B5
240. 3 play WDT blue 0,2
241. 2 play W+4 red
242. 1 accept
243. 0 play RR
244. 1 play W blue
245. 2 play B+2
246. 4 play BPT
247. 0 point 2
248. 1 point 3
249. 2 point 1
250. 3 point 0
251. 4 point 2
252. 0 play B3
253. 0 play B3
254. 1 play B4
255. 2 draw
256. 2 play W red
257. 3 play R1
258. 4 play W red
259. 0 play R0
260. 1 play R9
261. 2 play R2
262. 2 play R2
263. 3 draw
264. 4 play R7
265. 0 play WDT green 1,4
266. 1 play G+2
267. 3 play G9
268. 4 draw
269. 4 play W blue
270. 0 play W+4 red
271. 1 challenge
272. 1 draw
273. 1 play WPU
274. 2 play WPU
275. 3 play G7
276. 4 play W
277. 0 play G7
278. 1 take
279. 2 play G5
280. 3 play G4
281. 4 play R4
282. 0 play WPU
283. 1 play W
284. 2 play WPU
285. 3 take
286. 4 play RPT
287. 3 point 4
288. 4 point 3
289. 0 point 3
290. 1 point 3
291. 2 point 4
292. 0 play BPT
293. 2 point 3
294. 4 point 1
295. 3 point 1
296. 0 point 1
297. 1 point 2
298. 1 play WPU
299. 2 play W
300. 3 play G1
301. 4 play WPU
302. 0 play WPU
303. 1 play WDT
304. 2 play G3
305. 3 play GPT
306. 4 play W+4
307. 0 play WPU
308. 1 play GR
309. 2 play WDT
310. 3 play WPU
311. 4 play G8
312. 0 play G2
313. 1 play W
314. 2 take
315. 3 play GS
316. 0 play BS
317. 2 play W+4 red
318. 3 accept
319. 4 play R8
320. 0 play RPT
321. 1 point 0
322. 4 point 0
323. 3 point 0
324. 2 point 1
325. 0 point 1
326. 1 play BPT
327. 3 point 2
328. 1 point 0
329. 2 point 0
330. 0 point 2
331. 4 point 3
332. 2 play W blue
333. 3 play BR
334. 2 play WDT red 1,3
335. 1 play W+4 red
336. 0 accept
337. 4 draw
338. 3 play W yellow
339. 2 play Y1
340. 1 play YPT
341. 1 point 2
342. 0 point 1
343. 2 point 4
344. 4 point 0
345. 3 point 4
346. 0 play WPU
347. 4 take
348. 3 play G+2
349. 1 draw
350. 1 play G1
351. 0 play W green
352. 4 play GPT
353. 2 point 0
354. 3 point 1
355. 0 point 2
356. 1 point 3
357. 4 point 2
358. 3 draw
359. 2 play GPT
360. 2 point 1
361. 4 point 2
362. 1 point 4
363. 0 point 2
364. 3 point 2
365. 1 play G7
366. 0 play W yellow
367. 4 play Y3
368. 3 play R3
369. 2 play RS
370. 0 play RR
371. 1 play WPU
372. 2 play WPU
373. 3 play Y4
374. 4 play W+4
375. 0 play W+4
376. 1 play YS
377. 2 play WPU
378. 3 play Y2
379. 4 play Y0
380. 0 play WDT
381. 1 play Y5
382. 2 play W
383. 3 play Y3
384. 4 play Y9
385. 0 play Y+2
386. 1 play Y5
387. 2 play WPU
388. 3 play Y8
389. 4 play YR
390. 0 take
391. 1 play WDT blue 3,4
392. 2 play WPU
393. 3 play W
394. 4 play R7
395. 0 play WDT
396. 1 play RS
397. 2 play RPT
398. 3 play R1
399. 4 take
400. 0 play WPU
401. 1 play BS
402. 2 play WDT
403. 3 play W+4
404. 4 play WDT
405. 0 play W+4
406. 1 play WPU
407. 2 play W+4
408. 3 play W
409. 4 play B2
410. 0 play B+2
411. 1 take
412. 2 play WDT green 1,4
413. 3 play G4
414. 4 play G8
415. 0 play W red
416. 1 play W yellow
417. 2 play Y+2
418. 4 play R+2
419. 1 draw
420. 2 play R9
421. 3 play R4
422. 4 play R7
423. 0 play W+4 yellow
424. 1 accept
425. 2 play W+4 yellow
426. 3 accept
427. 4 play W blue
428. 0 play B5
429. 1 play B0
430. 2 play B8
431. 3 play WDT yellow 1,4
432. 4 play WPU
433. 0 play G3
434. 1 play W+4
435. 2 play G8
436. 3 play W
437. 4 take
438. 0 play WPU
439. 1 play WPU
440. 2 play BPT
441. 3 play W
442. 4 play W+4
443. 0 play B6
444. 1 play WDT
445. 2 play B1
446. 3 take
447. 4 play B4
448. 0 draw
449. 0 play B7
450. 1 play B+2
451. 3 play B6
452. 4 play W yellow
453. 0 play Y+2
454. 2 play WPU
455. 3 play WDT
456. 4 play W
457. 0 play BR
458. 1 play WDT
459. 2 play W+4
460. 3 play WPU
461. 4 play W+4
462. 0 play B6
463. 1 take
464. 2 play WDT blue 0,4
465. 3 play W yellow
466. 4 draw
467. 4 play YPT
468. 0 point 2
469. 2 point 0
470. 3 point 1
471. 1 point 2
472. 4 point 1
473. 0 play Y4
474. 1 play W+4 blue
475. 2 accept
476. 3 play W+4 red
477. 4 accept
478. 0 play WPU
479. 1 play W+4
480. 2 take
481. 3 play BPT
482. 2 point 4
483. 4 point 1
484. 3 point 1
485. 1 point 0
486. 0 point 3
487. 4 play RPT
488. 0 point 2
489. 3 point 4
490. 2 point 1
491. 1 point 4
492. 4 point 0
493. 0 play GPT
494. 2 point 4
495. 0 point 3
496. 1 point 4
497. 3 point 1
498. 4 point 1
499. 1 play GPT
500. 1 point 2
501. 0 point 3
502. 3 point 1
503. 4 point 1
504. 2 point 4
505. 2 play WDT green 2,4
506. 3 play G2
507. 4 play G9
508. 0 play B9
509. 1 play B9
510. 2 play B2
511. 3 play B1
512. 4 play WPU
513. 0 play WDT
514. 1 play W+4
515. 2 play W
516. 3 play R+2
517. 4 play R3
518. 0 take
519. 1 play R9
520. 2 play RR
521. 1 play WDT blue 2,4
522. 0 play W+4 green
523. 4 challenge
524. 4 play G5
525. 3 play G+2
526. 1 play WPU
527. 0 play W
528. 4 play G6
529. 3 take
530. 2 play G3
531. 1 play WPU
532. 0 play WDT
533. 4 play B7
534. 3 play B8
535. 2 play W+4
536. 1 play BS
537. 0 play B4
538. 4 play W+4
539. 3 play B7
540. 2 play W+4
541. 1 play W+4
542. 0 take
543. 4 play W yellow
544. 3 play WDT yellow 1,3
545. 2 play YPT
546. 4 point 3
547. 1 point 4
548. 2 point 0
549. 3 point 2
550. 0 point 1
551. 1 play WDT red 3,4
552. 0 play WPU
553. 4 play G3
554. 3 play G6
555. 2 play G1
556. 1 play W+4
557. 0 play WDT
558. 4 play G8
559. 3 play W
560. 2 play GPT
561. 1 play G7
562. 0 play G+2
563. 4 play WDT
564. 3 play W
565. 2 play WDT
566. 1 play W+4
567. 0 play W
568. 4 play W
569. 3 play W
570. 2 play G2
571. 1 play W
572. 0 play G1
573. 4 play W+4
574. 3 play WPU
575. 2 play G6
576. 1 play GS
577. 0 play G0
578. 4 take
579. 3 draw
580. 3 play W green
581. 2 play WDT green 2,3
582. 1 play W blue
583. 0 play B8
584. 4 play W+4 yellow
585. 3 challenge
586. 3 play Y2
587. 2 play WDT blue 0,2
588. 1 draw
589. 1 play W+4 red
590. 0 accept
591. 4 play R8
592. 1 play R8
593. 0 play R+2
594. 3 draw
595. 2 play RPT
596. 3 point 4
597. 4 point 2
598. 0 point 4
599. 2 point 0
600. 1 point 4
601. 1 play RS
602. 4 play R0
603. 3 draw
604. 3 play R9
605. 2 play RPT
606. 1 point 4
607. 0 point 3
608. 4 point 2
609. 3 point 1
610. 2 point 1
611. 1 play W yellow
612. 0 play Y3
613. 4 play W yellow
614. 3 play Y7
615. 2 play Y+2
616. 0 play YS
617. 3 play Y4
618. 2 play YPT
619. 1 point 2
620. 4 point 1
621. 2 point 1
622. 3 point 4
623. 0 point 4
624. 1 play WDT blue 0,3
625. 0 play B4
626. 4 play W+4 yellow
627. 3 accept
628. 2 play WPU
629. 1 play B2
630. 0 play BS
631. 4 play BR
632. 3 play W
633. 2 play BPT
634. 1 play B6
635. 0 play WPU
636. 4 play W+4
637. 3 take
638. 2 play B5
639. 1 play BR
640. 2 play WPU
641. 3 play R2
642. 4 play R2
643. 0 play W
644. 1 play R7
645. 2 play WPU
646. 3 play W+4
647. 4 play WPU
648. 0 play R3
649. 1 play R1
650. 2 play WPU
651. 3 play W
652. 4 play RS
653. 0 play R3
654. 1 play WDT
655. 2 take
656. 3 play RR
657. 2 play GR
658. 3 play G5
659. 4 play G+2
660. 1 play W blue
661. 2 play WPU
662. 3 play BS
663. 4 play W+4
664. 0 play B4
665. 1 play B5
666. 2 take
667. 3 play B2
668. 4 play G2
669. 0 play W+4 red
670. 1 accept
671. 2 play WDT red 0,1
672. 3 draw
673. 4 play R4
674. 0 play WPU
675. 1 play WPU
676. 2 play GR
677. 3 play G4
678. 4 play G7
679. 0 play G4
680. 1 play W+4
681. 2 play W+4
682. 3 play G+2
683. 4 play G8
684. 0 play W+4
685. 1 play G9
686. 2 play W
687. 3 play WPU
688. 4 play G0
689. 0 take
690. 1 play W+4 blue
691. 2 accept
692. 3 play BPT
693. 1 point 0
694. 0 point 3
695. 2 point 4
696. 3 point 1
697. 4 point 3
698. 4 play W yellow
699. 0 play YS
700. 2 play W+4 yellow
701. 3 challenge
702. 3 play Y7
703. 4 play WDT yellow 0,2
704. 0 play Y4
705. 1 play Y4
706. 2 play WDT red 1,4
707. 3 draw
708. 3 play RR
709. 2 play R1
710. 1 play B1
711. 0 play W+4 yellow
712. 4 challenge
713. 4 play WPU
714. 3 play G5
715. 2 play W
716. 1 play WPU
717. 0 play G4
718. 4 play G3
719. 3 take
720. 2 play WPU
721. 1 play W
722. 0 play W+4
723. 4 play RPT
724. 3 play WPU
725. 2 play R+2
726. 1 take
727. 0 play RS
728. 3 play WDT red 0,4
729. 2 play W+4 red
730. 1 challenge
731. 1 play R+2
732. 4 play B+2
733. 2 play B4
734. 1 play W red
735. 0 play R4
736. 4 draw
737. 3 play W blue
738. 2 play W red
739. 1 play RPT
740. 2 point 0
741. 3 point 0
742. 0 point 3
743. 1 point 0
744. 4 point 2
745. 0 play RPT
746. 3 point 1
747. 0 point 3
748. 4 point 0
749. 1 point 3
750. 2 point 4
751. 4 play W+4 red
752. 3 challenge
753. 3 play W blue
754. 2 play B4
755. 1 play W+4 yellow
756. 0 challenge
757. 0 play Y6
758. 4 play Y7
759. 3 play W red
760. 2 play RS
761. 0 play R0
762. 4 play R7
763. 2 play R7
764. 1 play RR
765. 2 play R8
766. 1 play R8
767. 2 play R3
768. 3 play G3
769. 4 play G9
770. 0 play G2
771. 1 play WPU
772. 2 play WDT
773. 3 play B1
774. 4 play B0
775. 0 play WPU
776. 1 play WPU
777. 2 play WPU
778. 3 play B5
779. 4 play WPU
780. 0 play BPT
781. 1 play W+4
782. 2 play BPT
783. 3 take
784. 4 play W blue
785. 0 play B+2
786. 2 play W+4 yellow
787. 3 challenge
788. 3 play Y+2
789. 0 play WPU
790. 1 play Y8
791. 2 play W
792. 3 play W+4
793. 4 play YPT
794. 0 play Y3
795. 1 play Y6
796. 2 take
797. 3 play WDT blue 0,1
798. 4 draw
799. 4 pass
800. 0 play WDT red 1,3
801. 1 play RS
802. 3 play YS
803. 0 play Y9
804. 0 play Y9
805. 1 play W+4 green
806. 2 accept
807. 3 play G5
808. 4 play R5
809. 0 play W blue
810. 1 draw
811. 2 play WPU
812. 3 play WPU
813. 4 play R5
814. 0 play W
815. 1 play R4
816. 2 play W
817. 3 play WPU
818. 4 play W
819. 0 play WDT
820. 1 take
821. 2 play R3
822. 3 play WPU
823. 4 play WPU
824. 0 play B7
825. 1 take
826. 2 play B3
827. 3 play B1
828. 4 play B3
829. 0 play WDT green 0,1
830. 1 play G+2
831. 3 play GR
832. 2 play W blue
833. 1 play WPU
834. 0 play WPU
835. 4 play WDT
836. 3 play B+2
837. 2 play WPU
838. 1 play WPU
839. 0 play B7
840. 4 play WDT
841. 3 play B0
842. 2 play WPU
843. 1 play B8
844. 0 play WDT
845. 4 play W
846. 3 play B9
847. 2 play W+4
848. 1 play B1
849. 0 play B6
850. 4 play W
851. 3 play BR
852. 2 play B5
853. 1 play B7
854. 0 play W+4
855. 4 play W
856. 3 play WPU
857. 2 play WDT
858. 1 play BS
859. 0 play W+4
860. 4 play WDT
861. 3 play B5
862. 2 play BR
863. 1 play WPU
864. 0 play B8
865. 4 play WDT
866. 3 play BPT
867. 2 play WDT
868. 1 play B4
869. 0 play W+4
870. 4 play W
871. 3 play B6
872. 2 play BS
873. 1 play W
874. 0 play W+4
875. 4 take
876. 3 play BPT
877. 2 point 3
878. 4 point 0
879. 0 point 1
880. 1 point 4
881. 3 point 1
882. 2 play GPT
883. 2 point 1
884. 3 point 1
885. 4 point 2
886. 1 point 4
887. 0 point 2
888. 1 play W blue
889. 0 play W red
890. 4 play RR
891. 0 play R9
892. 1 play R+2
893. 3 play Y+2
894. 0 play G+2
895. 2 play W blue
896. 3 play BPT
897. 3 point 4
898. 2 point 3
899. 0 point 2
900. 4 point 0
901. 1 point 3
902. 4 play B8
903. 0 play G8
904. 1 play W blue
905. 2 play B9
906. 3 draw
907. 3 play W+4 yellow
908. 4 challenge
909. 4 play WPU
910. 0 play Y0
911. 1 take
912. 2 play W+4 yellow
913. 3 accept
914. 4 play W+4 blue
915. 0 accept
916. 1 play B1
917. 2 play W+4 red
918. 3 challenge
919. 3 play W yellow
920. 4 play YS
921. 1 play W green
922. 2 play G2
923. 3 play G4
924. 4 play B4
925. 1 play B4
926. 2 play Y4
927. 1 play Y4
928. 2 play Y3
929. 3 play YPT
930. 2 point 3
931. 3 point 1
932. 4 point 3
933. 0 point 4
934. 1 point 0
935. 4 play WDT blue 2,3
936. 0 draw
937. 0 play WPU
938. 1 play W
939. 2 play B2
940. 3 play WPU
941. 4 play B5
942. 0 play W
943. 1 play WPU
944. 2 play B2
945. 3 take
946. 4 play BS
947. 1 draw
948. 1 play WPU
949. 2 play WDT
950. 3 play B2
951. 4 play W
952. 0 play WPU
953. 1 play WDT
954. 2 play W+4
955. 3 play WPU
956. 4 play B9
957. 0 play W
958. 1 take
959. 2 play WPU
960. 3 play W
961. 4 play WDT
962. 0 play R8
963. 1 play R5
964. 2 play R2
965. 3 play R9
966. 4 play RPT
967. 0 take
968. 1 play W+4 blue
969. 2 challenge
970. 2 play W+4 green
971. 3 challenge
972. 3 play G5
973. 4 play B5
974. 0 play R5
975. 1 play WDT green 2,3
976. 2 play WDT blue 1,2
977. 3 play W green
978. 4 play W blue
979. 0 play WDT red 0,3
980. 1 play W+4 red
981. 2 challenge
982. 2 play RPT
983. 2 point 4
984. 1 point 4
985. 3 point 1
986. 0 point 1
987. 4 point 0
988. 3 play RR
989. 2 play W yellow
990. 1 play W+4 red
991. 0 challenge
992. 0 play R8
993. 4 play G8
994. 3 play G9
995. 2 play W green
996. 1 play WDT yellow 1,4
997. 0 play Y5
998. 4 play W+4 red
999. 3 challenge
1000. 3 play R+2
1001. 1 play WDT yellow 0,3
1002. 0 play YR
1003. 1 play GR
1004. 0 play GR
1005. 1 play WPU
1006. 2 play W
1007. 3 play GPT
1008. 4 play G3
1009. 0 play G4
1010. 1 play W+4
1011. 2 play WPU
1012. 3 play G2
1013. 4 play GS
1014. 0 play G7
1015. 1 play WDT
1016. 2 take
1017. 3 play WPU
1018. 4 play W
1019. 0 play WPU
1020. 1 play G4
1021. 2 play G7
1022. 3 play GPT
1023. 4 play GS
1024. 0 play G+2
1025. 1 play WPU
1026. 2 play WDT
1027. 3 play G3
1028. 4 play G+2
1029. 0 play GPT
1030. 1 play W+4
1031. 2 play G4
1032. 3 play W
1033. 4 play W+4
1034. 0 play G7
1035. 1 play W
1036. 2 play W+4
1037. 3 take
1038. 4 play WDT yellow 3,4
1039. 0 play Y8
1040. 1 play YPT
1041. 3 point 2
1042. 1 point 0
1043. 2 point 0
1044. 4 point 2
1045. 0 point 1
1046. 2 play GPT
1047. 3 point 1
1048. 1 point 4
1049. 2 point 4
1050. 4 point 1
1051. 0 point 2
1052. 3 play GPT
1053. 4 point 3
1054. 3 point 1
1055. 0 point 3
1056. 1 point 2
1057. 2 point 1
1058. 4 play G5
1059. 0 play G8
1060. 1 play W yellow
1061. 2 play YS
1062. 4 play BS
1063. 1 play BPT
1064. 0 point 2
1065. 2 point 1
1066. 3 point 0
1067. 4 point 1
1068. 1 point 0
1069. 2 play W+4 blue
1070. 3 challenge
1071. 3 play BPT
1072. 1 point 2
1073. 0 point 2
1074. 3 point 4
1075. 2 point 4
1076. 4 point 1
1077. 4 play WPU
1078. 0 play W
1079. 1 play WPU
1080. 2 play WPU
1081. 3 play WPU
1082. 4 play BR
1083. 0 play WDT
1084. 1 play W
1085. 2 play W
1086. 3 play WPU
1087. 4 play B+2
1088. 0 take
1089. 1 play B4
1090. 2 play Y4
1091. 3 play W+4 blue
1092. 4 challenge
1093. 4 play BPT
1094. 1 point 4
1095. 3 point 2
1096. 0 point 4
1097. 4 point 0
1098. 2 point 4
1099. 0 play WDT green 2,4
1100. 1 draw
1101. 2 play G2
1102. 3 play GPT
1103. 3 point 4
1104. 1 point 0
1105. 4 point 0
1106. 0 point 3
1107. 2 point 1
1108. 4 play G6
1109. 0 play G9
1110. 1 play W+4 red
1111. 2 accept
1112. 3 play R3
1113. 2 play R3
1114. 3 play RR
1115. 2 play W+4 green
1116. 1 accept
1117. 0 play W yellow
1118. 4 play YPT
1119. 3 point 1
1120. 4 point 1
1121. 2 point 1
1122. 1 point 4
1123. 0 point 1
1124. 3 play W+4 red
1125. 2 challenge
1126. 2 play WDT blue 3,4
1127. 1 play W red
1128. 0 play R+2
1129. 3 play R3
1130. 1 play R3
1131. 0 play R2
1132. 4 play RPT
1133. 1 point 0
1134. 3 point 4
1135. 4 point 0
1136. 2 point 1
1137. 0 point 2
1138. 3 play WDT red 0,2
1139. 2 play W blue
1140. 1 play W+4 blue
1141. 0 accept
1142. 4 play W green
1143. 3 play G7
1144. 2 play GS
1145. 0 play G0
1146. 4 play GPT
1147. 4 point 0
1148. 1 point 0
1149. 3 point 2
1150. 0 point 4
1151. 2 point 3
1152. 3 play G5
1153. 2 play R5
1154. 1 play W+4 red
1155. 0 accept
1156. 4 play WDT red 3,4
1157. 3 play R7
1158. 2 play W green
1159. 1 play G6
1160. 0 play GPT
1161. 0 point 3
1162. 4 point 1
1163. 3 point 1
1164. 2 point 3
1165. 1 point 2
1166. 4 play G8
1167. 3 play W+4 blue
1168. 2 challenge
1169. 2 play W+4 green
1170. 1 accept
1171. 0 play G5
1172. 4 play W green
1173. 3 play WDT yellow 2,3
1174. 2 play WDT blue 1,4
1175. 1 play W+4 blue
1176. 0 accept
1177. 4 play B8
1178. 3 play G8
1179. 2 play G2
1180. 1 play WPU
1181. 0 play W+4
1182. 4 play G9
1183. 3 play G4
1184. 2 take
1185. 1 draw
1186. 0 play W red
1187. 4 play WPU
1188. 3 play G8
1189. 2 play G5
1190. 1 play GR
1191. 0 play W
1192. 4 play G1
1193. 3 play GPT
1194. 2 play W+4
1195. 1 play GPT
1196. 0 play WPU
1197. 4 play WDT
1198. 3 play G7
1199. 2 play WPU
1200. 1 play W
1201. 0 play WPU
1202. 4 play GPT
1203. 3 play G4
1204. 2 play GPT
1205. 1 play GR
1206. 0 play G5
1207. 4 play G6
1208. 3 play G3
1209. 2 play G3
1210. 1 play G6
1211. 0 play WDT
1212. 4 play G0
1213. 3 play W
1214. 2 play WDT
1215. 1 play G2
1216. 0 play G7
1217. 4 play G1
1218. 3 play GS
1219. 2 play W
1220. 1 play G9
1221. 0 play W
1222. 4 play W
1223. 3 play W+4
1224. 2 play G2
1225. 1 play W
1226. 0 play WPU
1227. 4 play WDT
1228. 3 play G+2
1229. 2 play G9
1230. 1 play W
1231. 0 play WPU
1232. 4 play WDT
1233. 3 take
1234. 2 draw
1235. 2 play WPU
1236. 1 take
1237. 0 play WDT red 1,2
1238. 4 play WDT red 1,4
1239. 3 play WDT green 0,1
1240. 2 play G4
1241. 1 play WPU
1242. 0 take
1243. 4 play W+4 red
1244. 3 accept
1245. 2 play W green
1246. 1 play W yellow
1247. 0 play Y2
1248. 4 play W yellow
1249. 3 play Y4
1250. 1 play Y4
1251. 0 play G4
1252. 4 play W yellow
1253. 3 play YPT
1254. 3 point 2
1255. 0 point 3
1256. 1 point 0
1257. 4 point 0
1258. 2 point 1
1259. 2 play W blue
1260. 1 play B3
1261. 0 play W+4 green
1262. 4 challenge
1263. 4 play W+4 red
1264. 3 challenge
1265. 3 play WPU
1266. 2 play R0
1267. 1 play R8
1268. 0 play R9
1269. 4 play WDT
1270. 3 play W+4
1271. 2 play R+2
1272. 1 play RS
1273. 0 take
1274. 4 play R1
1275. 3 play W+4 red
1276. 2 challenge
1277. 2 play R8
1278. 1 play RR
1279. 2 play R+2
1280. 4 play WDT blue 0,4
1281. 0 play WDT green 2,3
1282. 1 play G4
1283. 2 play Y4
1284. 3 play Y5
1285. 4 play W blue
1286. 0 play BPT
1287. 0 point 4
1288. 2 point 3
1289. 4 point 3
1290. 1 point 0
1291. 3 point 0
1292. 1 play B4
1293. 2 play BPT
1294. 1 point 4
1295. 3 point 1
1296. 4 point 1
1297. 2 point 1
1298. 0 point 3
1299. 3 play WDT yellow 0,2
1300. 4 play W+4 blue
1301. 0 challenge
1302. 0 play W+4 blue
1303. 1 accept
1304. 2 play B3
1305. 3 play W+4 green
1306. 4 challenge
1307. 4 play WDT blue 1,2
1308. 0 play WDT red 1,4
1309. 1 play W+4 green
1310. 2 challenge
1311. 2 play WPU
1312. 3 play G0
1313. 4 play G4
1314. 0 play WDT
1315. 1 play W+4
1316. 2 play W+4
1317. 3 play G3
1318. 4 play WPU
1319. 0 play W
1320. 1 play WDT
1321. 2 take
1322. 3 play G4
1323. 4 play Y4
1324. 0 play YPT
1325. 0 point 4
1326. 1 point 3
1327. 4 point 2
1328. 2 point 1
1329. 3 point 4
1330. 1 play Y0
1331. 2 play G0
1332. 3 play G8
1333. 4 play WPU
1334. 0 play Y1
1335. 1 play Y5
1336. 2 play YPT
1337. 3 play WPU
1338. 4 play YPT
1339. 0 play Y5
1340. 1 play Y+2
1341. 2 play W
1342. 3 play Y9
1343. 4 play WDT
1344. 0 play Y7
1345. 1 take
1346. 2 play Y8
1347. 3 play R8
1348. 4 play R6
1349. 0 play RS
1350. 2 play W+4 yellow
1351. 3 challenge
1352. 3 play W+4 green
1353. 4 accept
1354. 0 play W+4 green
1355. 1 accept
1356. 2 play G0
1357. 3 play G+2
1358. 0 play B+2
1359. 2 play WPU
1360. 3 play WDT
1361. 4 play W+4
1362. 0 play B5
1363. 1 play B4
1364. 2 play W+4
1365. 3 play WDT
1366. 4 play B0
1367. 0 play B4
1368. 1 play WDT
1369. 2 play W+4
1370. 3 play B2
1371. 4 play BPT
1372. 0 play BR
1373. 1 play B9
1374. 2 play WDT
1375. 3 play B3
1376. 4 play B3
1377. 0 play W+4
1378. 1 play B9
1379. 2 play W+4
1380. 3 play WDT
1381. 4 play BS
1382. 0 play WDT
1383. 1 play BS
1384. 2 take
1385. 3 play W blue
1386. 4 play B8
1387. 0 play W yellow
1388. 1 play Y+2
1389. 3 play WPU
1390. 4 play W+4
1391. 0 play YR
1392. 1 play WPU
1393. 2 take
1394. 3 play Y7
1395. 4 play B7
1396. 4 play B7
1397. 0 play WDT green 0,2
1398. 1 play W green
1399. 2 play WPU
1400. 3 play B1
1401. 4 play WPU
1402. 0 take
1403. 1 play WPU
1404. 2 play YPT
1405. 3 play W
1406. 4 play WPU
1407. 0 play WPU
1408. 1 play Y7
1409. 2 play Y6
1410. 3 play WDT
1411. 4 play W+4
1412. 0 play W
1413. 1 play Y+2
1414. 2 play W+4
1415. 3 play WPU
1416. 4 play Y3
1417. 0 play Y8
1418. 1 play Y0
1419. 2 play WDT
1420. 3 play Y9
1421. 4 play WPU
1422. 0 play Y1
1423. 1 play Y5
1424. 2 play WDT
1425. 3 play WDT
1426. 4 play Y3
1427. 0 play Y4
1428. 1 play Y5
1429. 2 play WPU
1430. 3 play W+4
1431. 4 play Y8
1432. 0 play W
1433. 1 play Y1
1434. 2 play YS
1435. 3 play WDT
1436. 4 take
1437. 0 play Y2
1438. 1 play Y9
1439. 2 play W yellow
1440. 3 play WPU
1441. 4 play BPT
1442. 0 play B1
1443. 1 play BPT
1444. 2 play B5
1445. 3 take
1446. 4 play B+2
1447. 1 play B8
1448. 2 play W red
1449. 3 play R1
1450. 4 play WPU
1451. 0 play Y2
1452. 1 play YS
1453. 2 play W
1454. 3 play WDT
1455. 4 play Y5
1456. 0 play WPU
1457. 1 play YPT
1458. 2 play YR
1459. 3 play W+4
1460. 4 play Y8
1461. 0 play Y9
1462. 1 play YPT
1463. 2 play WPU
1464. 3 play W
1465. 4 play Y6
1466. 0 take
1467. 1 play WDT red 0,2
1468. 2 play RPT
1469. 2 point 1
1470. 3 point 4
1471. 1 point 0
1472. 4 point 2
1473. 0 point 2
1474. 3 play WPU
1475. 4 play WPU
1476. 0 play W+4
1477. 1 play R4
1478. 2 play R2
1479. 3 play W+4
1480. 4 play W+4
1481. 0 play R5
1482. 1 play R4
1483. 2 play WDT
1484. 3 play W
1485. 4 play R1
1486. 0 play R8
1487. 1 play R3
1488. 2 play W+4
1489. 3 play WPU
1490. 4 play R3
1491. 0 play W
1492. 1 play W
1493. 2 play R6
1494. 3 play R+2
1495. 4 play WPU
1496. 0 play R+2
1497. 1 play W+4
1498. 2 play W+4
1499. 3 play W
1500. 4 play R6
1501. 0 take
1502. 1 play R5
1503. 2 play W+4 red
1504. 3 accept
1505. 4 play RS
1506. 1 play W+4 yellow
1507. 2 accept
1508. 3 play W blue
1509. 4 play B1
1510. 0 play B7
1511. 1 play B2
1512. 2 play B9
1513. 3 play B1
1514. 4 play W green
1515. 0 play WDT green 3,4
1516. 1 play G+2 uno
1517. 3 play GS
1518. 0 play YS
1519. 2 play Y6
1520. 3 play G6
1521. 4 play B6
1522. 0 play W yellow
1523. 1 play YPT
1524. 1 point 3
1525. 2 point 3
1526. 0 point 2
1527. 3 point 2
1528. 4 point 0
