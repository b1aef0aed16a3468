[RulesVersion "2"]
[Edition "party"]
[Players "3"]
[Seed "7"]
[Options "target_score=200"]
[Digest "f066102179da0a66da43a3909aa2749b2397f7df05251f9c8ca3e79aff52d5a8"]
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
20. 1 play WPU
21. 2 take
22. 0 play G8
23. 0 play G8
24. 1 draw
25. 2 play G5
26. 0 play GS
27. 2 play WPU
28. 0 play W
29. 1 play B5
30. 2 play WDT
31. 0 play W

# round 2
32. 2 deal
33. 0 play Y3
34. 1 play Y8
35. 2 play W red
36. 0 play R0
37. 1 draw
38. 1 play WDT blue 0,2
39. 2 play W yellow
40. 0 play W yellow
41. 1 play W blue
42. 2 play B1
43. 0 play W+4 blue
44. 1 challenge
45. 2 draw
46. 2 play W+4 blue
47. 0 challenge
48. 0 play W blue
49. 1 play WPU
50. 2 play BPT
51. 0 play W+4
52. 1 play BPT
53. 2 play B9
54. 0 play B5
55. 1 play WDT
56. 2 play W
57. 0 take
58. 1 play W yellow
59. 2 draw
60. 2 play W+4 yellow
61. 0 accept
62. 1 draw
63. 2 play W+4 green
64. 0 accept
65. 1 play G0
66. 2 play G9
67. 0 play W+4 yellow
68. 1 challenge
69. 1 play Y1
70. 2 play R1
71. 0 play RPT
72. 1 point 2
73. 2 point 0
74. 0 point 1
75. 1 play R6
76. 2 play R8
77. 0 play Y8
78. 1 play Y1
79. 2 play Y3
80. 0 play Y0
81. 1 draw
82. 2 play Y4
83. 0 play Y6
84. 2 play Y6
85. 0 play YPT
86. 2 point 1
87. 0 point 2
88. 1 point 0
89. 1 play RPT
90. 2 point 0
91. 1 point 0
92. 0 point 2
93. 2 play R5
94. 0 play W yellow
95. 1 draw
96. 2 draw
97. 0 draw
98. 1 draw
99. 1 play Y+2
100. 0 play WDT red 1,2
101. 1 play R+2
102. 0 play R3
103. 1 play W+4 yellow
104. 2 accept
105. 0 play WPU
106. 1 play G7
107. 2 play WDT
108. 0 play G4
109. 1 play G+2
110. 2 play G8
111. 0 play G1
112. 1 play G7
113. 2 play G3
114. 0 play GR
115. 1 play WDT
116. 2 play GPT
117. 0 play WPU
118. 1 play GPT
119. 2 play W+4
120. 0 play W
121. 1 take
122. 2 play G5
123. 0 play WDT blue 0,1
124. 1 play B+2
125. 0 play B9
126. 1 play B2
127. 2 play WPU
128. 0 play WDT
129. 1 play W
130. 2 play Y4
131. 0 play Y2
132. 1 play W+4
133. 2 play YR
134. 0 play Y2
135. 1 play WPU
136. 2 play W
137. 0 take
138. 1 play WDT yellow 0,1
139. 2 draw
140. 2 play W green
141. 0 play WDT yellow 0,2
142. 1 play WPU
143. 2 play B3
144. 0 play BPT
145. 1 play WPU
146. 2 play BPT
147. 0 play BPT
148. 1 play B6
149. 2 play W+4
150. 0 play WPU
151. 1 play B4
152. 2 play W
153. 0 play B2
154. 1 play BR
155. 2 play W
156. 0 play W
157. 1 play WDT
158. 2 play B9
159. 0 play W
160. 1 play BS
161. 2 take
162. 0 play B8
163. 1 play G8
164. 2 play G1
165. 1 play G1
166. 2 play W green
167. 0 play W+4 yellow
168. 1 challenge
169. 1 play WDT blue 1,2
170. 2 play BR
171. 1 play GR
172. 2 play G2
173. 0 play G+2
174. 2 draw
175. 0 play G6
176. 1 play GS
177. 0 play RS
178. 2 play BS
179. 1 play B+2
180. 0 play Y+2
181. 2 play WDT green 0,2
182. 0 play W+4 blue
183. 1 challenge
184. 2 play BR
185. 1 play WDT yellow 1,2
186. 0 play YR
187. 1 play WDT red 0,1
188. 2 play WDT yellow 0,2
189. 0 play Y4
190. 1 play R4
191. 2 play R7
192. 0 draw
193. 0 play R3
194. 1 play R8
195. 2 draw
196. 2 play RR
197. 1 play GR
198. 2 play GS
199. 1 play G8
200. 2 play WPU
201. 0 play B5
202. 1 play B0
203. 2 play B4
204. 0 play B7
205. 1 take
206. 2 play B2
207. 0 play Y2
208. 1 play W green
209. 2 play WPU
210. 0 play Y2
211. 1 play W+4
212. 2 play W+4
213. 0 take
214. 1 draw
215. 1 play YR
216. 0 draw
217. 0 play W blue
218. 2 play BPT
219. 1 point 0
220. 2 point 0
221. 0 point 1
222. 1 play B7
223. 0 play B3
224. 2 play W blue
225. 1 play B7
226. 0 play R7
227. 2 play RR
228. 0 play WPU
229. 1 play WDT
230. 2 play B6
231. 0 play W+4
232. 1 play B0
233. 2 play B3
234. 0 play W+4
235. 1 play B5
236. 2 play B8
237. 0 take
238. 1 play B4
239. 2 play W blue
240. 0 play B8
241. 1 draw
242. 1 play W+4 blue
243. 2 challenge
244. 0 play B5
245. 1 draw
246. 1 play W yellow
247. 2 play YPT
248. 1 point 0
249. 2 point 0
250. 0 point 2
251. 0 play RPT
252. 0 point 2
253. 2 point 1
254. 1 point 0
255. 1 play R4
256. 2 play R5
257. 0 play W+4 blue
258. 1 challenge
259. 1 play WPU
260. 2 play R1
261. 0 play R6
262. 1 take
263. 2 play W+4 red
264. 0 challenge
265. 0 play W+4 yellow
266. 1 challenge
267. 1 play YPT
268. 0 point 2
269. 1 point 0
270. 2 point 0
271. 2 play BPT
272. 2 point 1
273. 1 point 0
274. 0 point 1
275. 0 play WPU
276. 1 play G4
277. 2 play G6
278. 0 play WDT
279. 1 play G7
280. 2 play G5
281. 0 play G2
282. 1 play G+2
283. 2 play G9
284. 0 play WDT
285. 1 play G4
286. 2 play GPT
287. 0 take
288. 1 play G7
289. 2 play G3
290. 1 play G3
291. 2 play GPT
292. 2 point 1
293. 1 point 2
294. 0 point 2
295. 0 play G9
296. 1 play GPT
297. 1 point 2
298. 0 point 1
299. 2 point 1
300. 2 play WPU
301. 0 play WDT
302. 1 play W
303. 2 play Y5
304. 0 play Y2
305. 1 play YPT
306. 2 play WPU
307. 0 play Y8
308. 1 play YPT
309. 2 play YS
310. 0 play Y9
311. 1 take
312. 2 play W red
313. 0 play RPT
314. 1 point 2
315. 0 point 1
316. 2 point 0
317. 1 play YPT
318. 1 point 0
319. 2 point 0
320. 0 point 2
321. 2 play W+4 red
322. 0 challenge
323. 0 play WDT yellow 1,2
324. 1 play Y2
325. 2 play W yellow
326. 0 play YS
327. 2 play W green
328. 0 play WPU
329. 1 play B7
330. 2 play B9
331. 0 play B3
332. 1 play WDT
333. 2 play BPT
334. 0 play B4
335. 1 play W
336. 2 play W+4
337. 0 play BS
338. 1 play WPU
339. 2 play B6
340. 0 play WPU
341. 1 play WPU
342. 2 play B1
343. 0 play BPT
344. 1 take
345. 2 play WDT blue 0,2
346. 0 play B6
347. 1 play B3
348. 2 draw
349. 2 play B9
350. 0 play Y9
351. 1 play YS
352. 0 play Y5
353. 1 play W yellow
354. 2 play Y7
355. 0 play G7
356. 1 play G1
357. 2 play WPU
358. 0 take
359. 1 play Y8
360. 2 play Y7
361. 0 play B7
362. 1 play WDT yellow 0,2
363. 2 play WPU
364. 0 play G2
365. 1 play WPU
366. 2 play W
367. 0 play G4
368. 1 play GPT
369. 2 play W
370. 0 play G6
371. 1 play W+4
372. 2 play G9
373. 0 play GPT
374. 1 play WPU
375. 2 take
376. 0 play G+2
377. 2 play G2
378. 0 play G4
379. 2 play G4
380. 0 play G5
381. 1 play WPU
382. 2 play WPU
383. 0 play B0
384. 1 play B7
385. 2 play WPU
386. 0 play B5
387. 1 play B9
388. 2 play W+4
389. 0 take
390. 1 play B1
391. 0 play B1
392. 1 play WDT yellow 0,1
393. 2 play Y6
394. 0 play Y1
395. 1 play WPU
396. 2 play R5
397. 0 play WPU
398. 1 play R9
399. 2 play W
400. 0 play W+4
401. 1 play R6
402. 2 play RS
403. 0 play WPU
404. 1 play RPT
405. 2 play W
406. 0 play R9
407. 1 play R1
408. 2 play R2
409. 0 play R2
410. 1 take
411. 2 play R+2
412. 1 play RPT
413. 2 point 0
414. 1 point 0
415. 0 point 2
416. 2 play GPT
417. 1 point 0
418. 0 point 1
419. 2 point 0
420. 0 play WPU
421. 1 play R8
422. 2 take
423. 0 play WPU
424. 1 play Y4
425. 2 play YR
426. 0 play WDT
427. 1 play YPT
428. 2 take
429. 0 play Y2
430. 1 play Y9
431. 2 play YR
432. 1 play W blue
433. 0 play B9
434. 2 play G9
435. 1 play WPU
436. 0 play W+4
437. 2 play WDT
438. 1 play R2
439. 0 play R7
440. 2 play R3
441. 1 play R6
442. 0 take
443. 2 play R8
444. 1 play R1
445. 0 play R7
446. 2 draw
447. 1 play RS
448. 2 play GS
449. 0 play G5
450. 2 play G6
451. 1 play W+4 green
452. 0 accept
453. 2 play GPT
454. 0 point 1
455. 2 point 1
456. 1 point 0
457. 1 play W+4 red
458. 0 challenge
459. 0 play R2
460. 1 play R2
461. 0 play W+4 red
462. 2 accept
463. 1 play R0
464. 0 play R6
465. 2 play RS
466. 0 play RPT
467. 2 point 0
468. 1 point 2
469. 0 point 1
470. 2 play W red
471. 1 play W red
472. 0 play R3
473. 2 play W+4 green
474. 1 accept
475. 0 play G8
476. 2 play GS
477. 0 play WDT blue 0,1
478. 2 draw
479. 1 play BS
480. 2 draw
481. 2 play B+2
482. 0 play W red
483. 2 draw
484. 2 play W red
485. 1 play R5
486. 0 play R4
487. 0 play R4
488. 2 play Y4
489. 1 play Y5
490. 0 play R5
491. 2 draw
492. 1 play R8
493. 0 play RR
494. 1 play WDT green 1,2
495. 2 play G2
496. 0 draw
497. 0 play W+4 yellow
498. 1 accept
499. 2 play YR
500. 1 play Y8
501. 0 play Y+2
502. 1 play W green
503. 0 draw
504. 2 play G6
505. 1 play W+4 blue
506. 0 accept
507. 2 play BPT
508. 0 point 2
509. 1 point 0
510. 2 point 1
511. 1 play B3
512. 0 play BR
513. 1 draw
514. 1 play GR
515. 0 play G1
516. 2 play W blue
517. 1 play B4
518. 0 play W blue
519. 2 play WDT green 1,2
520. 1 play W+4 green
521. 0 accept
522. 2 play GR
523. 0 play W yellow
524. 1 play Y6
525. 2 play WDT green 0,2
526. 0 play W+4 blue
527. 1 accept
528. 2 play W blue
529. 0 play B7
530. 1 play BPT
531. 0 point 2
532. 2 point 1
533. 1 point 0
534. 2 play YPT
535. 0 point 1
536. 1 point 2
537. 2 point 0
538. 0 play WDT yellow 0,1
539. 1 play Y3
540. 2 play Y4
541. 0 play Y1
542. 1 play R1
543. 2 play R7
544. 0 draw
545. 0 play WDT yellow 1,2
546. 1 play W+4 green
547. 2 challenge
548. 2 play W+4 blue
549. 0 accept
550. 1 play B8
551. 0 play B8
552. 1 play B6
553. 2 play W blue
554. 0 play W+4 yellow
555. 1 challenge
556. 1 play W+4 red
557. 2 challenge
558. 2 play W yellow
559. 0 play WPU
560. 1 play RPT
561. 2 play WPU
562. 0 play R3
563. 1 play WPU
564. 2 take
565. 0 draw
566. 0 play R6
567. 1 play R9
568. 2 play RPT
569. 2 point 1
570. 0 point 1
571. 1 point 2
572. 0 play BPT
573. 1 point 2
574. 2 point 1
575. 0 point 1
576. 1 play B1
577. 2 play B7
578. 0 play B0
579. 1 play WPU
580. 2 play WPU
581. 0 play Y1
582. 1 play Y6
583. 2 play Y4
584. 0 play Y0
585. 1 play WDT
586. 2 play WPU
587. 0 play Y3
588. 1 play WDT
589. 2 play YPT
590. 0 take
591. 1 play W blue
592. 2 play WPU
593. 0 play WDT
594. 1 play WDT
595. 2 play W+4
596. 0 play WDT
597. 1 play B5
598. 2 take
599. 0 play B5
600. 1 play B2
601. 2 play W+4 green
602. 0 accept
603. 1 play G+2
604. 0 play G8
605. 1 play G9
606. 2 play W blue
607. 0 play BS
608. 2 play WDT green 0,2
609. 0 play WPU
610. 1 play R+2
611. 2 play R5
612. 0 play WDT
613. 1 play R9
614. 2 play R3
615. 0 play WPU
616. 1 play R6
617. 2 play WDT
618. 0 play WPU
619. 1 play WDT
620. 2 play WDT
621. 0 play R0
622. 1 play W
623. 2 play RS
624. 0 take
625. 1 play RR
626. 0 play RS
627. 1 play WDT green 0,2
628. 0 play W green
629. 2 play G3
630. 2 play G3
631. 1 draw
632. 1 pass
633. 0 play G2
634. 2 draw
635. 1 play GR
636. 2 draw
637. 2 play W blue
638. 0 play WDT yellow 0,2
639. 1 play WPU
640. 2 play YPT
641. 0 play WDT
642. 1 take
643. 2 play Y+2
644. 1 play YPT
645. 0 point 2
646. 2 point 1
647. 1 point 0
648. 2 play W green
649. 0 play GPT
650. 2 point 0
651. 1 point 0
652. 0 point 1
653. 1 play BPT
654. 0 point 2
655. 2 point 1
656. 1 point 0
657. 2 play WDT yellow 1,2
658. 0 play Y3
659. 1 play Y2
660. 2 play Y7
661. 0 play G7
662. 1 play G2
663. 2 draw
664. 2 play WDT blue 0,1
665. 0 play WDT yellow 0,2
666. 1 play WPU
667. 2 play RS
668. 0 play R2
669. 1 play WDT
670. 2 take
671. 0 play R5
672. 1 play RPT
673. 0 point 2
674. 1 point 0
675. 2 point 1
676. 2 play RS
677. 1 play R4
678. 2 play WDT red 0,1
679. 0 play R+2
680. 2 play R2
681. 0 play R0
682. 1 draw
683. 1 play R7
684. 0 play R7
685. 1 play WPU
686. 2 play R1
687. 0 play R9
688. 1 take
689. 2 draw
690. 0 play R+2
691. 2 draw
692. 2 pass
693. 0 play WDT yellow 1,2
694. 1 play Y5
695. 2 play YR
696. 1 play W red
697. 0 play W yellow
698. 2 play W+4 green
699. 1 challenge
700. 0 play G0
701. 2 play W green
702. 1 play G6
703. 0 play G1
704. 2 play R1
705. 1 play R9
706. 0 play WPU
707. 2 play YPT
708. 1 play WPU
709. 0 play Y6
710. 2 play Y8
711. 1 play YPT
712. 0 play WPU
713. 2 take
714. 1 draw
715. 0 play Y7
716. 2 play Y6
717. 1 play B6
718. 0 play W+4 red
719. 2 accept
720. 1 play R8
721. 0 play R6
722. 2 play R4
723. 1 play B4
724. 2 play B4
725. 1 play BS
726. 2 play WPU
727. 1 play R2
728. 0 play WPU
729. 2 play WDT
730. 1 play R1
731. 0 play R3
732. 2 play WPU
733. 1 play R8
734. 0 take
735. 2 play RPT
736. 2 point 0
737. 0 point 2
738. 1 point 2
739. 1 play BPT
740. 1 point 0
741. 0 point 2
742. 2 point 1
743. 0 play WDT red 1,2
744. 2 play WDT green 0,2
745. 1 play G5
746. 0 play GPT
747. 0 point 1
748. 2 point 1
749. 1 point 2
750. 2 play YPT
751. 0 point 1
752. 2 point 1
753. 1 point 2
754. 1 play WDT yellow 1,2
755. 0 play WPU
756. 2 play Y5
757. 1 play W+4
758. 0 play WPU
759. 2 play W
760. 1 play W
761. 0 play Y1
762. 2 play W+4
763. 1 play YS
764. 0 play W+4
765. 2 play Y1
766. 1 take
767. 0 play Y4
768. 2 play Y8
769. 1 play W+4 yellow
770. 0 accept
771. 2 play W red
772. 1 play WPU
773. 0 play Y3
774. 2 play YPT
775. 1 play Y6
776. 0 play W+4
777. 2 take
778. 1 play Y1
779. 0 play Y9
780. 2 play Y3
781. 1 play W yellow
782. 0 play Y2
783. 2 play Y6
784. 1 play W green
785. 0 play WPU
786. 2 play Y8
787. 1 play Y5
788. 0 play WDT
789. 2 play YPT
790. 1 play YS
791. 0 play Y0
792. 2 play W+4
793. 1 play Y1
794. 0 play YPT
795. 2 take
796. 1 play W+4 blue
797. 0 accept
798. 2 play B3
799. 1 play B2
800. 0 play R2
801. 2 play WDT yellow 0,2
802. 1 play W+4 green
803. 0 accept
804. 2 play W+4 yellow
805. 1 challenge
806. 1 draw
807. 0 play YR
808. 1 play BR
809. 0 play W+4 red
810. 2 accept
811. 1 play R5
812. 0 play R8
813. 2 play R4
814. 1 play G4
815. 0 play G4
816. 2 play W yellow
817. 1 draw
818. 0 play W+4 yellow
819. 2 accept
820. 1 draw
821. 0 play WDT blue 0,1
822. 2 play W red
823. 1 draw
824. 0 play R1
825. 2 play B1
826. 1 play B2
827. 0 play WPU
828. 2 play W
829. 1 take
830. 0 play R+2
831. 1 play W red
832. 0 play RR
833. 1 play R2
834. 2 play R5
835. 0 play G5
836. 1 play W+4 green
837. 2 accept
838. 0 play GS
839. 2 play WPU
840. 0 play GPT
841. 1 play G7
842. 2 play W
843. 0 play G1
844. 1 play GR
845. 2 play G8
846. 0 play W
847. 1 play WPU
848. 2 play WDT
849. 0 play GPT
850. 1 play G+2
851. 2 play W
852. 0 play W+4
853. 1 play G1
854. 2 play W
855. 0 play GPT
856. 1 play G9
857. 2 play W
858. 0 play G8
859. 1 take
860. 2 play WPU
861. 0 play R3
862. 1 play W+4
863. 2 play R3
864. 0 play W
865. 1 play W
866. 2 play R7
867. 0 play RPT
868. 1 play WDT
869. 2 play W
870. 0 take
871. 1 play WPU
872. 2 play YPT
873. 0 play W
874. 1 play W
875. 2 play Y+2
876. 0 play Y3
877. 1 play WDT
878. 2 play YS
879. 0 play Y9
880. 1 play W
881. 2 play Y5
882. 0 play Y7
883. 1 play YR
884. 2 play Y4
885. 0 play W
886. 1 play W
887. 2 play Y0
888. 0 play WDT
889. 1 play W
890. 2 play YPT
891. 0 play W+4
892. 1 take
893. 2 play Y8
894. 0 play W yellow
895. 1 play Y1
896. 2 play Y1
897. 0 draw
898. 1 play Y4
899. 2 play YS
900. 1 play W+4 green
901. 2 challenge
902. 2 play G0
903. 0 play W red
904. 1 draw
905. 1 play R8
906. 2 play RS
907. 1 play R1
908. 2 draw
909. 2 play WDT green 0,1
910. 0 play GR
911. 2 draw
912. 1 play G9
913. 0 play GS
914. 1 draw
915. 1 play WPU
916. 0 play G6
917. 2 take
918. 1 play GPT
919. 2 point 0
920. 1 point 2
921. 0 point 2
922. 0 play RPT
923. 1 point 0
924. 0 point 1
925. 2 point 1
926. 2 play BPT
927. 1 point 2
928. 0 point 1
929. 2 point 1
930. 1 play WDT yellow 0,1
931. 0 play WPU
932. 2 play B5
933. 1 play WDT
934. 0 play B4
935. 2 play B7
936. 1 play BS
937. 0 play B3
938. 2 play B1
939. 1 play B4
940. 0 play B8
941. 2 play B6
942. 1 play B+2
943. 0 play B0
944. 2 play B9
945. 1 play BR
946. 0 play BPT
947. 2 play B2
948. 1 play W+4
949. 0 play BPT
950. 2 play B9
951. 1 play B+2
952. 0 take
953. 2 draw
954. 2 play W+4 green
955. 1 accept
956. 0 play WDT red 1,2
957. 2 play R9
958. 1 draw
959. 1 play R2
960. 0 play B2
961. 2 draw
962. 2 play BPT
963. 1 point 2
964. 0 point 1
965. 2 point 1
966. 1 play GPT
967. 2 point 1
968. 1 point 2
969. 0 point 1
970. 0 play W+4 yellow
971. 2 challenge
972. 2 play Y6
973. 1 play YS
974. 2 play WPU
975. 1 play G+2
976. 0 play G7
977. 2 play G+2
978. 1 play W
979. 0 play W
980. 2 play G6
981. 1 play GR
982. 0 play WDT
983. 2 play G9 uno
984. 1 play WDT
985. 0 play G2
986. 2 take
987. 1 play G1
988. 1 play G1
989. 0 play G2
990. 2 play W blue
991. 1 play WPU
992. 0 take
993. 2 play WDT red 0,1
994. 1 play RS
995. 2 play W blue
996. 1 play W yellow
997. 0 play W+4 green
998. 2 accept
999. 1 play G8
1000. 0 play B8
1001. 2 play W+4 green
1002. 1 challenge
1003. 1 play GPT
1004. 0 point 1
1005. 1 point 0
1006. 2 point 1
1007. 0 play G5
1008. 2 play Y5
1009. 1 play YPT
1010. 1 point 0
1011. 2 point 1
1012. 0 point 1
1013. 0 play WDT red 1,2
1014. 2 play RR
1015. 0 play R3
1016. 1 play Y3
1017. 2 play Y+2
1018. 1 play W+4 blue
1019. 2 challenge
1020. 2 play B5
1021. 0 play B4
1022. 1 play B7
1023. 2 draw
1024. 2 play W blue
1025. 0 play B8
1026. 1 play W+4 red
1027. 2 challenge
1028. 2 play WDT yellow 0,1
1029. 0 play WDT red 0,1
1030. 1 play R+2
1031. 0 play WPU
1032. 1 play W+4
1033. 2 play WDT
1034. 0 play W
1035. 1 play BS
1036. 2 play WDT
1037. 0 play B7
1038. 1 play WPU
1039. 2 play B1
1040. 0 play WPU
1041. 1 play BR
1042. 2 play WDT
1043. 0 play B1
1044. 1 play W
1045. 2 play W
1046. 0 play BPT
1047. 1 play W
1048. 2 play WPU
1049. 0 play BR
1050. 1 play W
1051. 2 take
1052. 0 play B9
1053. 1 draw
1054. 2 play BS
1055. 1 play WDT green 1,2
1056. 2 play G7
1057. 0 play R7
1058. 1 play R0
1059. 2 play W+4 red
1060. 0 accept
1061. 1 play W red
1062. 2 play WDT blue 1,2
1063. 0 play B4
1064. 1 play W green
1065. 2 play G9
1066. 0 play B9
1067. 1 play WDT yellow 1,2
1068. 2 play W+4 red
1069. 0 accept
1070. 1 play R8
1071. 2 play WPU
1072. 0 play B0
1073. 1 play WDT
1074. 2 play WDT
1075. 0 play B5
1076. 1 play W
1077. 2 play WDT
1078. 0 play BPT
1079. 1 take
1080. 2 play BPT
1081. 0 point 2
1082. 2 point 1
1083. 1 point 2
1084. 0 play WPU
1085. 1 play WDT
1086. 2 play R6
1087. 0 play R3
1088. 1 play WDT
1089. 2 play WPU
1090. 0 play R6
1091. 1 play WDT
1092. 2 play W
1093. 0 play WPU
1094. 1 play WPU
1095. 2 play WPU
1096. 0 play W+4
1097. 1 play W
1098. 2 play W
1099. 0 play RPT
1100. 1 take
1101. 2 play R4
1102. 0 play WPU
1103. 1 play Y2
1104. 2 play YPT
1105. 0 play Y8
1106. 1 play YR
1107. 2 play WDT
1108. 0 play W
1109. 1 play W
1110. 2 play W
1111. 0 play Y7
1112. 1 play Y5
1113. 2 play Y6
1114. 0 play Y9
1115. 1 play Y7
1116. 2 play W
1117. 0 play W+4
1118. 1 play W+4
1119. 2 play W
1120. 0 take
1121. 1 play WDT blue 0,1
1122. 2 play BR
1123. 1 play BPT
1124. 1 point 0
1125. 0 point 1
1126. 2 point 1
1127. 0 play B6
1128. 2 play BR
1129. 0 play W+4 red
1130. 1 challenge
1131. 1 play R3
1132. 2 play R7
1133. 0 play R9
1134. 1 play Y9
1135. 2 play G9
1136. 0 play WPU
1137. 1 play W
1138. 2 play W
1139. 0 play W
1140. 1 play WDT
1141. 2 play RS
1142. 0 play RS
1143. 1 play W
1144. 2 take
1145. 0 draw
1146. 0 play WDT blue 1,2
1147. 1 play W+4 green
1148. 2 challenge
1149. 2 play WDT red 0,1
1150. 0 play R2
1151. 1 play W yellow
1152. 2 draw
1153. 2 play W+4 blue
1154. 0 challenge
1155. 0 play WDT green 1,2
1156. 1 play G5
1157. 2 play W green
1158. 0 play W yellow
1159. 1 play Y0
1160. 2 play Y1
1161. 0 play Y8
1162. 1 play WDT red 1,2
1163. 2 play W+4 red
1164. 0 challenge
1165. 0 play W red
1166. 1 play RPT
1167. 1 point 2
1168. 0 point 1
1169. 2 point 0
1170. 2 play RS
1171. 1 play WDT blue 0,2
1172. 2 play W+4 yellow
1173. 0 accept
1174. 1 play Y3
1175. 2 play W green
1176. 0 play WPU
1177. 1 play GPT
1178. 2 play G6
1179. 0 play W+4
1180. 1 play W
1181. 2 play G0
1182. 0 play GS
1183. 1 play G1
1184. 2 play G4
1185. 0 play G2
1186. 1 play G8
1187. 2 play G4
1188. 0 play W
1189. 1 play G7
1190. 2 play G2
1191. 0 play W
1192. 1 play W+4
1193. 2 play G+2
1194. 0 take
1195. 1 play WDT green 0,1
1196. 2 play GR
1197. 1 play G8
1198. 0 play GR
1199. 1 play RR
1200. 0 play RR
1201. 1 play WPU
1202. 2 play B5
1203. 0 play B3
1204. 1 play B5
1205. 2 play B2
1206. 0 play B6
1207. 1 play B2
1208. 2 play B8
1209. 0 play B3
1210. 1 play WPU
1211. 2 play B7
1212. 0 play W+4
1213. 1 play BPT
1214. 2 play B1
1215. 0 play W
1216. 1 play B0
1217. 2 play W
1218. 0 play B+2
1219. 1 play WPU
1220. 2 play B4
1221. 0 play BS
1222. 1 play WPU
1223. 2 play W
1224. 0 play B+2
1225. 1 play WPU
1226. 2 play B1
1227. 0 play W
1228. 1 take
1229. 2 draw
1230. 2 play WPU
1231. 0 play W+4
1232. 1 play W
1233. 2 play RS
1234. 0 play RPT
1235. 1 play W+4
1236. 2 play R5
1237. 0 play RPT
1238. 1 play R1
1239. 2 play R3
1240. 0 play W
1241. 1 play WPU
1242. 2 play R2
1243. 0 play RPT
1244. 1 play W
1245. 2 play R5
1246. 0 take
1247. 1 play W yellow
1248. 2 play YR
1249. 1 play Y2
1250. 0 play YR
1251. 1 play Y4
1252. 2 play YS
1253. 1 play Y8
1254. 2 draw
1255. 0 play Y5
1256. 1 play Y4
1257. 2 play R4
1258. 0 play R1
1259. 1 play WPU
1260. 2 play G6
1261. 0 play G0
1262. 1 play WPU
1263. 2 play GPT
1264. 0 play G6
1265. 1 play WPU
1266. 2 play GPT
1267. 0 play G1
1268. 1 play W
1269. 2 play G3
1270. 0 play GS
1271. 1 play G3
1272. 2 play G+2
1273. 0 play G4
1274. 1 take
1275. 2 play G5
1276. 0 play G2
1277. 1 play WPU
1278. 2 take
1279. 0 play YPT
1280. 2 point 1
1281. 0 point 1
1282. 1 point 0
1283. 1 play W yellow
1284. 2 play YPT
1285. 2 point 1
1286. 1 point 2
1287. 0 point 1
1288. 0 play Y2
1289. 1 play Y+2
1290. 0 play Y9
1291. 1 play YPT
1292. 1 point 2
1293. 2 point 1
1294. 0 point 1
1295. 2 play W red
1296. 0 play WPU
1297. 1 play G1
1298. 2 play G1
1299. 0 play G4
1300. 1 play G6
1301. 2 play GPT
1302. 0 play GPT
1303. 1 play G+2
1304. 2 play W+4
1305. 0 play W+4
1306. 1 play W+4
1307. 2 take
1308. 0 play G2
1309. 1 play G4
1310. 2 play G6
1311. 1 play G6
1312. 2 play W+4 green
1313. 0 accept
1314. 1 draw
1315. 2 play W+4 yellow
1316. 0 accept
1317. 1 play WPU
1318. 2 play R+2
1319. 0 play R3
1320. 1 play R7
1321. 2 play W+4
1322. 0 play R2
1323. 1 play W+4
1324. 2 play W
1325. 0 play RPT
1326. 1 play W+4
1327. 2 play R9
1328. 0 play W+4
1329. 1 play R8
1330. 2 take
1331. 0 play RS
1332. 2 play R0
1333. 0 play R5
1334. 1 play R6
1335. 2 play W blue
1336. 0 play BR
1337. 2 play W+4 blue
1338. 1 accept
1339. 0 play W yellow
1340. 2 play W+4 green
1341. 1 accept
1342. 0 play WDT blue 0,2
1343. 2 play W+4 blue
1344. 1 challenge
1345. 0 play B6
1346. 1 play B6
1347. 0 draw
1348. 0 play W red
1349. 2 play R3
1350. 1 play G3
1351. 0 play G9
1352. 2 play G4
1353. 1 play WPU
1354. 0 play Y6
1355. 2 play Y1
1356. 1 play YPT
1357. 0 play YPT
1358. 2 play W+4
1359. 1 play Y0
1360. 0 play WDT
1361. 2 take
1362. 1 play YS
1363. 2 play Y0
1364. 1 play B0
1365. 0 draw
1366. 0 play BPT
1367. 1 point 0
1368. 2 point 1
1369. 0 point 2
1370. 2 play YPT
1371. 1 point 0
1372. 2 point 1
1373. 0 point 1
1374. 1 play Y9
1375. 0 play WDT green 1,2
1376. 2 play W+4 blue
1377. 1 accept
1378. 0 play W green
1379. 2 play G8
1380. 1 play B8
1381. 1 play B8
1382. 0 play W green
1383. 2 play G1
1384. 1 play G7
1385. 0 play G8
1386. 2 play GPT
1387. 1 point 0
1388. 0 point 2
1389. 2 point 0
1390. 1 play W+4 yellow
1391. 0 accept
1392. 2 play Y1
1393. 1 play Y6
1394. 0 play YS
1395. 1 play WPU
1396. 0 play W
1397. 2 play R8
1398. 1 play R2
1399. 0 play R8
1400. 2 play R7
1401. 1 play W
1402. 0 play WPU
1403. 2 play R2
1404. 1 play R9
1405. 0 play RPT
1406. 2 play R9
1407. 1 play RPT
1408. 0 play R1
1409. 2 play WDT
1410. 1 play W
1411. 0 play W
1412. 2 play WDT
1413. 1 play R4
1414. 0 play RPT
1415. 2 play R+2
1416. 1 play R6
1417. 0 play R1
1418. 2 play WDT
1419. 1 play W+4
1420. 0 play W
1421. 2 play RPT
1422. 1 play W+4
1423. 0 play R5
1424. 2 take
1425. 1 play W red
1426. 0 draw
1427. 0 play W+4 green
1428. 2 accept
1429. 1 play GS
1430. 2 play G9
1431. 1 play WDT blue 1,2
1432. 0 play B4
1433. 2 play W+4 green
1434. 1 challenge
1435. 1 play GPT
1436. 0 point 2
1437. 2 point 0
1438. 1 point 2
1439. 0 play G2
1440. 2 play GPT
1441. 1 point 2
1442. 2 point 0
1443. 0 point 1
1444. 1 play G3
1445. 0 play G7
1446. 2 play W+4 blue
1447. 1 accept
1448. 0 play BR
1449. 1 play GR
1450. 0 play G+2
1451. 1 play GS
1452. 2 play W blue
1453. 1 play WDT yellow 0,1
1454. 0 play Y3
1455. 2 play Y6
1456. 1 play YPT
1457. 0 point 2
1458. 2 point 0
1459. 1 point 0
1460. 0 play Y5
1461. 2 play R5
1462. 1 play R7
1463. 0 play Y7
1464. 0 play Y7
1465. 2 play Y2
1466. 1 play Y2
1467. 0 play Y+2
1468. 1 play YR
1469. 2 play RR
1470. 1 play W red
1471. 0 play R+2
1472. 1 play WDT red 1,2
1473. 0 draw
1474. 2 play R9
1475. 1 play WPU
1476. 0 play Y5
1477. 2 play WPU
1478. 1 play WPU
1479. 0 play Y8
1480. 2 play W
1481. 1 take
1482. 0 play Y3
1483. 2 play WDT red 0,2
1484. 1 play WPU
1485. 0 play Y4
1486. 2 play WPU
1487. 1 play YR
1488. 0 take
1489. 2 play Y9
1490. 1 draw
1491. 1 play WDT red 0,1
1492. 0 play WPU
1493. 2 play WPU
1494. 1 play Y8
1495. 0 play Y1
1496. 2 play W+4
1497. 1 play Y5
1498. 0 play YR
1499. 2 play W
1500. 1 play WPU
1501. 0 play Y4
1502. 2 play W
1503. 1 play W
1504. 0 take
1505. 2 play WPU
1506. 1 play RR
1507. 0 play W+4
1508. 2 play R+2
1509. 1 play RS
1510. 0 play W
1511. 2 play R4
1512. 1 take
1513. 0 play WPU
1514. 2 play G+2
1515. 1 play GPT
1516. 0 play GR
1517. 2 play WDT
1518. 1 play G5
1519. 0 play WPU
1520. 2 play G1
1521. 1 play G0
1522. 0 play G5
1523. 2 play WPU
1524. 1 play W+4
1525. 0 play W
1526. 2 play WDT
1527. 1 play W
1528. 0 play W
1529. 2 play WPU
1530. 1 take
1531. 0 play W red
1532. 2 play R3
1533. 1 play RR
1534. 2 play R2
1535. 2 play R2
1536. 0 draw
1537. 1 play W+4 yellow
1538. 2 challenge
1539. 2 play Y8
1540. 0 play Y4
1541. 1 play WDT green 1,2
1542. 2 play W yellow
1543. 0 play Y5
1544. 1 play W+4 yellow
1545. 2 challenge
1546. 2 play Y0
1547. 0 play YS
1548. 2 play Y4
1549. 0 play Y5
1550. 1 play G5
1551. 2 play G7
1552. 0 play G+2
1553. 2 play W blue
1554. 0 play BS
1555. 2 play WDT green 0,2
1556. 0 play GS
1557. 2 play W blue
1558. 0 play B6
1559. 1 play B+2
1560. 0 play W+4 green
1561. 1 accept
1562. 2 play G4
1563. 0 draw
1564. 0 play W green
1565. 1 play G1
1566. 2 play GPT
1567. 0 point 2
1568. 2 point 0
1569. 1 point 0
1570. 0 play G6
1571. 1 play GR
1572. 0 play RR
1573. 1 play WDT blue 0,2
1574. 2 play B9
1575. 2 play B9
1576. 0 draw
1577. 0 pass
1578. 1 play B0
1579. 2 play W+4 yellow
1580. 0 accept
1581. 1 play WDT red 0,1
1582. 2 play WDT yellow 0,1
1583. 0 play YR
1584. 2 play Y2
1585. 1 play G2
1586. 0 play W+4 green
1587. 2 accept
1588. 1 play WPU
1589. 0 play R7
1590. 2 play RPT
1591. 1 play R+2
1592. 0 play WPU
1593. 2 play WPU
1594. 1 play RS
1595. 0 play R5
1596. 2 play W
1597. 1 play R+2
1598. 0 take
1599. 2 play WDT green 0,1
1600. 1 play G5
1601. 0 play R5
1602. 2 play R6
1603. 1 play W red
1604. 0 play R7
1605. 2 play WDT green 0,1
1606. 1 draw
1607. 1 play WDT blue 0,2
1608. 0 play W yellow
1609. 2 play Y2
1610. 1 play W green
1611. 0 play WPU
1612. 2 play G9
1613. 1 play GPT
1614. 0 play WPU
1615. 2 play G8
1616. 1 play W+4
1617. 0 play G4
1618. 2 play GS
1619. 1 play WPU
1620. 0 take
1621. 2 play W yellow
1622. 1 play YR
1623. 2 play Y1
1624. 0 play W+4 blue
1625. 1 accept
1626. 2 play B8
1627. 0 play W+4 green
1628. 1 accept
1629. 2 draw
1630. 2 play WDT blue 0,2
1631. 0 play WPU
1632. 1 play Y9
1633. 2 play Y7
1634. 0 play Y8
1635. 1 play Y6
1636. 2 play YPT
1637. 0 play YPT
1638. 1 play W
1639. 2 play Y+2
1640. 0 play Y1
1641. 1 play YPT
1642. 2 play YS
1643. 0 play Y3
1644. 1 play YPT
1645. 2 take
1646. 0 play WPU
1647. 1 play R4
1648. 2 play R8
1649. 0 play R+2
1650. 1 play W
1651. 2 play R7
1652. 0 play R0
1653. 1 play W
1654. 2 play R8
1655. 0 play RPT
1656. 1 play W+4
1657. 2 play R4
1658. 0 play RS
1659. 1 play RS
1660. 2 play RPT
1661. 0 play R+2
1662. 1 play W+4
1663. 2 play R9
1664. 0 take
1665. 1 play WPU
1666. 2 play Y8
1667. 0 play W+4
1668. 1 play Y3
1669. 2 play W
1670. 0 play W+4
1671. 1 play WPU
1672. 2 play Y1
1673. 0 play W
1674. 1 take
1675. 2 play Y3
1676. 1 play Y3
1677. 2 play Y7
1678. 0 play W blue
1679. 1 play W yellow
1680. 2 play YPT
1681. 1 point 0
1682. 0 point 1
1683. 2 point 0
1684. 0 play GPT
1685. 0 point 2
1686. 1 point 2
1687. 2 point 1
1688. 1 play G+2
1689. 0 play G8
1690. 1 play G0
1691. 2 play WPU
1692. 0 play R0
1693. 1 play W
1694. 2 play RPT
1695. 0 play RS
1696. 1 play W+4
1697. 2 play R1
1698. 0 play RS
1699. 1 play W+4
1700. 2 play W+4
1701. 0 play R8
1702. 1 play W
1703. 2 play R3
1704. 0 play R5
1705. 1 play WPU
1706. 2 play RPT
1707. 0 play R4
1708. 1 take
1709. 2 play R1
1710. 0 play R9
1711. 1 play R4
1712. 0 play R4
1713. 1 play W+4 blue
1714. 2 challenge
1715. 2 play BPT
1716. 1 point 0
1717. 2 point 0
1718. 0 point 2
1719. 0 play W blue
1720. 1 play BPT
1721. 1 point 0
1722. 2 point 1
1723. 0 point 1
1724. 2 play B6
1725. 0 play W blue
1726. 1 play B+2
1727. 0 play R+2
1728. 2 play Y+2
1729. 1 play Y9
1730. 2 play Y9
1731. 0 play G9
1732. 1 play WDT green 0,1
1733. 2 play WPU
1734. 0 play W+4
1735. 1 play W
1736. 2 play WDT
1737. 0 play WPU
1738. 1 play W
1739. 2 take
1740. 0 play WDT yellow 1,2
1741. 1 play Y1
1742. 2 play WDT red 0,1
1743. 0 play R+2
1744. 2 play W green
1745. 0 play W red
1746. 1 play R8
1747. 2 play R6
1748. 0 play R8
1749. 1 play R9
1750. 2 play W red
1751. 0 play R7
1752. 1 play R5
1753. 2 play W+4 green
1754. 0 accept
1755. 1 play GPT
1756. 0 point 1
1757. 1 point 0
1758. 2 point 1
1759. 2 play YPT
1760. 2 point 1
1761. 1 point 2
1762. 0 point 1
1763. 0 play YR
1764. 2 play Y7
1765. 1 play Y8
1766. 0 play Y3
1767. 2 play YPT
1768. 0 point 2
1769. 1 point 0
1770. 2 point 0
1771. 1 play BPT
1772. 1 point 0
1773. 0 point 1
1774. 2 point 0
1775. 0 play BPT
1776. 1 point 0
1777. 2 point 1
1778. 0 point 2
1779. 2 play WPU
1780. 1 play W+4
1781. 0 play GPT
1782. 2 play GR
1783. 1 play W+4
1784. 0 play W+4
1785. 2 play WDT
1786. 1 play W
1787. 0 play WPU
1788. 2 take
1789. 1 play W+4 red
1790. 0 challenge
1791. 0 play W+4 green
1792. 2 challenge
1793. 2 play GPT
1794. 2 point 1
1795. 0 point 2
1796. 1 point 0
1797. 1 play WDT blue 0,2
1798. 0 play W yellow
1799. 2 play W+4 green
1800. 1 accept
1801. 0 play GS
1802. 1 play G9
1803. 0 play W red
1804. 2 play WPU
1805. 1 play Y4
1806. 0 play Y2
1807. 2 play Y4
1808. 1 play Y3
1809. 0 play WDT
1810. 2 play Y6
1811. 1 play Y+2
1812. 0 play W+4
1813. 2 play YPT
1814. 1 play Y6
1815. 0 play Y5
1816. 2 play YS
1817. 1 play Y9
1818. 0 play WDT
1819. 2 play Y7
1820. 1 play WDT
1821. 0 take
1822. 2 play WDT red 0,1
1823. 1 play RS
1824. 2 play W+4 yellow
1825. 1 accept
1826. 0 play WDT yellow 0,1
1827. 2 play Y+2
1828. 0 play WDT yellow 1,2
1829. 2 play W+4 blue
1830. 1 accept
1831. 0 play B6
1832. 2 play WDT yellow 1,2
1833. 1 play WPU
1834. 0 play Y0
1835. 2 play WPU
1836. 1 play W+4
1837. 0 play Y5
1838. 2 play W
1839. 1 play W+4
1840. 0 play W
1841. 2 play Y1
1842. 1 play WPU
1843. 0 play YPT
1844. 2 play W
1845. 1 play WPU
1846. 0 play Y6
1847. 2 take
1848. 1 play WPU
1849. 0 play W
1850. 2 play R4
1851. 1 play R0
1852. 0 play RPT
1853. 2 play W
1854. 1 play RPT
1855. 0 play W+4
1856. 2 play WPU
1857. 1 play RR
1858. 0 play WPU
1859. 2 play W
1860. 1 play W
1861. 0 play RPT
1862. 2 play W
1863. 1 play WDT
1864. 0 play WDT
1865. 2 play W+4
1866. 1 play W+4
1867. 0 play WDT
1868. 2 play W+4
1869. 1 play RS
1870. 0 take
1871. 2 play WPU
1872. 1 play G5
1873. 0 play G4
1874. 2 play GR
1875. 1 play G1
1876. 0 play G5
1877. 2 play G+2
1878. 1 play W+4
1879. 0 play G8
1880. 2 play WPU
1881. 1 play GPT
1882. 0 play WPU
1883. 2 take
1884. 1 play G6
1885. 0 play WDT red 0,2
1886. 2 play WPU
1887. 1 play R5
1888. 0 play W+4
1889. 2 play WPU
1890. 1 play R1
1891. 0 play W
1892. 2 play W+4
1893. 1 play R2
1894. 0 play R4
1895. 2 take
1896. 1 play WPU
1897. 0 play WPU
1898. 2 play WPU
1899. 1 play WDT
1900. 0 play W
1901. 2 play R5
1902. 1 play WDT
1903. 0 play RR
1904. 2 play R6
1905. 1 play R3
1906. 0 play W
1907. 2 play W
1908. 1 play RPT
1909. 0 play R0
1910. 2 play R1
1911. 1 take
1912. 0 play RS
1913. 1 play RR
1914. 2 play GR
1915. 1 play W red
1916. 0 play W yellow
1917. 2 play W+4 red
1918. 1 accept
1919. 0 play W+4 blue
1920. 2 accept
1921. 1 play B1
1922. 0 play W+4 green
1923. 2 accept
1924. 1 play G2
1925. 0 play G2
1926. 2 play G7
1927. 1 play WPU
1928. 0 play W
1929. 2 play G4
1930. 1 play G7
1931. 0 play G6
1932. 2 play G4
1933. 1 play WPU
1934. 0 play WDT
1935. 2 play G5
1936. 1 play G1
1937. 0 play WDT
1938. 2 play G5
1939. 1 play WDT
1940. 0 play W
1941. 2 play G1
1942. 1 play G3
1943. 0 play W
1944. 2 play G+2
1945. 1 play G3
1946. 0 play W+4
1947. 2 play GPT
1948. 1 play W+4
1949. 0 play WPU
1950. 2 play W
1951. 1 play GR
1952. 0 take
1953. 2 play G+2
1954. 0 play W+4 blue
1955. 2 accept
1956. 1 play B5
1957. 0 play B+2
1958. 1 play BR
1959. 2 play WDT blue 0,1
1960. 0 play WPU
1961. 1 play WDT
1962. 2 play WPU
1963. 0 play GPT
1964. 1 play G0
1965. 2 play G8
1966. 0 play G7
1967. 1 play WDT
1968. 2 play W
1969. 0 play WDT
1970. 1 play W
1971. 2 play G8
1972. 0 play WPU
1973. 1 play W
1974. 2 play W
1975. 0 play G9
1976. 1 play W
1977. 2 play GS
1978. 0 play WPU
1979. 1 take
1980. 2 play W+4 yellow
1981. 0 challenge
1982. 1 play W+4 yellow
1983. 2 challenge
1984. 2 play Y1
1985. 0 play YS
1986. 2 play Y5
1987. 0 play W+4 green
1988. 1 challenge
1989. 1 play GS
1990. 0 play G5
1991. 1 play B5
1992. 2 draw
1993. 2 play WPU
1994. 0 play G2
1995. 1 play WDT
1996. 2 take
1997. 0 play G3
1998. 1 play GS
1999. 0 play YS
2000. 2 play Y8
2001. 0 play YPT
2002. 1 point 0
2003. 2 point 1
2004. 0 point 1
2005. 1 play WPU
2006. 2 play Y0
2007. 0 play YR
2008. 1 play WPU
2009. 2 play Y2
2010. 0 play Y3
2011. 1 play YR
2012. 2 play Y6
2013. 0 play Y6
2014. 1 play WPU
2015. 2 play WPU
2016. 0 play W+4
2017. 1 play YPT
2018. 2 play YPT
2019. 0 play Y1
2020. 1 play WDT
2021. 2 play WPU
2022. 0 play Y9
2023. 1 play WPU
2024. 2 play WDT
2025. 0 play Y2
2026. 1 play WPU
2027. 2 play WDT
2028. 0 play WDT
2029. 1 play WDT
2030. 2 take
2031. 0 play Y4
2032. 1 play WDT green 0,2
2033. 2 play G6
2034. 0 play GPT
2035. 2 point 0
2036. 1 point 2
2037. 0 point 1
2038. 1 play G9
2039. 2 play Y9
2040. 0 play Y4
2041. 1 play W green
2042. 2 play WDT green 1,2
2043. 0 play WPU
2044. 1 play W+4
2045. 2 play WDT
2046. 0 play G5
2047. 1 play G8
2048. 2 play WDT
2049. 0 play G4
2050. 1 play G0
2051. 2 play G2
2052. 0 play W
2053. 1 play G7
2054. 2 play W+4
2055. 0 play W
2056. 1 play G8
2057. 2 play W+4
2058. 0 play WDT
2059. 1 play W
2060. 2 play WPU
2061. 0 play G4
2062. 1 play G7
2063. 2 play W
2064. 0 play WDT
2065. 1 play GPT
2066. 2 play WDT
2067. 0 play G+2
2068. 1 play W
2069. 2 play WDT
2070. 0 play W
2071. 1 play W
2072. 2 play WPU
2073. 0 play G1
2074. 1 play W
2075. 2 play WPU
2076. 0 play WPU
2077. 1 play W
2078. 2 play WDT
2079. 0 play G3
2080. 1 play W
2081. 2 play WPU
2082. 0 play W+4
2083. 1 play W
2084. 2 play WPU
2085. 0 play G1
2086. 1 take
2087. 2 play WPU
2088. 0 play GPT
2089. 1 play G2
2090. 2 take
2091. 0 play W+4 yellow
2092. 1 accept
2093. 2 play Y2
2094. 0 play W blue
2095. 1 play WPU
2096. 2 play Y1
2097. 0 play Y5
2098. 1 play WPU
2099. 2 play YR
2100. 0 play W
2101. 1 play WDT
2102. 2 play Y0
2103. 0 play Y+2
2104. 1 play WDT
2105. 2 play Y3
2106. 0 play Y9
2107. 1 play W
2108. 2 play Y3
2109. 0 play W+4
2110. 1 play W+4
2111. 2 play Y8
2112. 0 play Y+2
2113. 1 play W
2114. 2 play W+4
2115. 0 play Y7
2116. 1 play WPU
2117. 2 play Y6
2118. 0 play W
2119. 1 play W
2120. 2 play Y6
2121. 0 take
2122. 1 play W+4 yellow
2123. 2 challenge
2124. 2 play W red
2125. 0 play R4
2126. 1 play R5
2127. 2 play R4
2128. 0 play WPU
2129. 1 play WDT
2130. 2 play WDT
2131. 0 play GR
2132. 1 play G1
2133. 2 play W+4
2134. 0 play GPT
2135. 1 play G3
2136. 2 play G+2
2137. 0 play WDT
2138. 1 play G1
2139. 2 play W+4
2140. 0 play WDT
2141. 1 play G9
2142. 2 play G2
2143. 0 play G6
2144. 1 play W
2145. 2 play G2
2146. 0 play WPU
2147. 1 play G7
2148. 2 play GR
2149. 0 play WPU
2150. 1 play G5
2151. 2 play GPT
2152. 0 play W
2153. 1 play G7
2154. 2 take
2155. 0 play W red
2156. 1 play R5
2157. 2 play R7
2158. 0 play W+4 yellow
2159. 1 challenge
2160. 1 play W+4 blue
2161. 2 challenge
2162. 2 play WPU
2163. 0 play B5
2164. 1 play B6
2165. 2 play WPU
2166. 0 play W
2167. 1 play B0
2168. 2 play W
2169. 0 play W+4
2170. 1 play B+2
2171. 2 play W
2172. 0 play B9
2173. 1 play WDT
2174. 2 play W+4
2175. 0 play B9
2176. 1 play B2
2177. 2 play WPU
2178. 0 play W+4
2179. 1 play B2
2180. 2 play WPU
2181. 0 play BPT
2182. 1 play B7
2183. 2 play W+4
2184. 0 play W
2185. 1 play B3
2186. 2 play WDT
2187. 0 play B6
2188. 1 play W
2189. 2 play WDT
2190. 0 play WPU
2191. 1 play BPT
2192. 2 play WDT
2193. 0 play WDT
2194. 1 play B4
2195. 2 play WDT
2196. 0 play WDT
2197. 1 play W
2198. 2 take
2199. 0 play W yellow
2200. 1 play Y4
2201. 2 play W+4 red
2202. 0 accept
2203. 1 play R3
2204. 2 play B3
2205. 0 play Y3
2206. 1 play WDT red 1,2
2207. 2 play WDT red 0,1
2208. 0 play R9
2209. 1 play R0
2210. 2 play WDT blue 1,2
2211. 0 play W blue
2212. 1 play B4
2213. 2 play B6
2214. 2 play B6
2215. 0 play Y6
2216. 1 play W green
2217. 2 play G3
2218. 0 play Y3
2219. 1 play W yellow
2220. 2 play Y2
2221. 0 play Y7
2222. 0 play Y7
2223. 1 play W+4 green
2224. 2 challenge
2225. 2 play G2
2226. 0 play G5
2227. 1 play W blue
2228. 2 play B5
2229. 0 play Y5
2230. 1 play YPT
2231. 0 point 1
2232. 1 point 0
2233. 2 point 0
2234. 2 play Y1
2235. 0 play YR
2236. 2 play WDT blue 1,2
2237. 1 play B1
2238. 1 play B1
2239. 0 play Y1
2240. 2 play WDT blue 0,2
2241. 1 play W+4 blue
2242. 0 accept
2243. 2 play B9
2244. 1 play BPT
2245. 1 point 0
2246. 2 point 1
2247. 0 point 2
2248. 0 play WDT green 0,2
2249. 2 play WDT blue 0,1
2250. 1 play BS
2251. 2 play B0
2252. 1 play BR
2253. 2 play WPU
2254. 0 play R5
2255. 1 play W
2256. 2 play R2
2257. 0 play RPT
2258. 1 play R+2
2259. 2 play R1
2260. 0 play R2
2261. 1 play R1
2262. 2 play W+4
2263. 0 play W+4
2264. 1 play W+4
2265. 2 play W
2266. 0 play RPT
2267. 1 play WPU
2268. 2 play R4
2269. 0 play R3
2270. 1 play R8
2271. 2 play R9
2272. 0 play R3
2273. 1 play WDT
2274. 2 play W+4
2275. 0 play RPT
2276. 1 play WDT
2277. 2 play R+2
2278. 0 take
2279. 1 play WPU
2280. 2 play YR
2281. 0 play Y8
2282. 1 play W+4
2283. 2 play WPU
2284. 0 play W
2285. 1 play W+4
2286. 2 play W+4
2287. 0 play Y0
2288. 1 play WPU
2289. 2 play W
2290. 0 play WPU
2291. 1 play WDT
2292. 2 play WPU
2293. 0 play Y6
2294. 1 play Y4
2295. 2 play Y8
2296. 0 play Y9
2297. 1 play W
2298. 2 play W+4
2299. 0 play Y+2
2300. 1 play W
2301. 2 play YPT
2302. 0 play YS
2303. 1 play WDT
2304. 2 play Y9
2305. 0 play Y+2
2306. 1 play YPT
2307. 2 play W
2308. 0 play Y2
2309. 1 take
2310. 2 play WDT blue 0,2
2311. 0 play WDT green 0,2
2312. 1 play G+2
2313. 0 play W yellow
2314. 1 play YPT
2315. 0 point 2
2316. 1 point 0
2317. 2 point 1
2318. 2 play WDT yellow 0,2
2319. 0 play Y3
2320. 1 draw
2321. 2 play YPT
2322. 0 point 1
2323. 2 point 1
2324. 1 point 2
2325. 0 play WDT green 0,1
2326. 1 play GPT
2327. 0 point 2
2328. 2 point 0
2329. 1 point 2
2330. 2 play G1
2331. 0 play WDT blue 1,2
2332. 1 play W green
2333. 2 play GPT
2334. 2 point 0
2335. 1 point 0
2336. 0 point 1
2337. 0 play W blue
2338. 1 play B6
2339. 2 play B4
2340. 0 play R4
2341. 1 play G4
2342. 2 play G7
2343. 2 play G7
2344. 0 play W+4 red
2345. 1 challenge
2346. 1 play R8
2347. 2 play W blue
2348. 0 play W+4 blue
2349. 1 accept
2350. 2 play WPU
2351. 0 play B1
2352. 1 play B1
2353. 2 play BPT
2354. 0 play B+2
2355. 1 play W
2356. 2 play B2
2357. 0 play W+4
2358. 1 play B7
2359. 2 play B2
2360. 0 play W+4
2361. 1 play W
2362. 2 play B+2
2363. 0 play W
2364. 1 play W
2365. 2 play B6
2366. 0 play W
2367. 1 play WDT
2368. 2 play WPU
2369. 0 play W+4
2370. 1 play BS
2371. 2 play B3
2372. 0 play B5
2373. 1 play B4
2374. 2 play BR
2375. 0 play W+4
2376. 1 play WPU
2377. 2 play B7
2378. 0 take
2379. 1 play B3
2380. 2 play WPU
2381. 0 play Y4
2382. 1 play Y8
2383. 2 play W
2384. 0 play YS
2385. 1 play YR
2386. 2 play W
2387. 0 play WPU
2388. 1 play Y9
2389. 2 play WPU
2390. 0 play WPU
2391. 1 play W
2392. 2 play YPT
2393. 0 play W
2394. 1 play YR
2395. 2 play W
2396. 0 play W
2397. 1 play Y+2
2398. 2 play WPU
2399. 0 play Y1
2400. 1 play Y6
2401. 2 play WPU
2402. 0 play WDT
2403. 1 play WDT
2404. 2 play W
2405. 0 play Y5
2406. 1 play Y5
2407. 2 take
2408. 0 play W+4 red
2409. 1 challenge
2410. 1 play RS
2411. 0 play R3
2412. 1 play WPU
2413. 2 play WPU
2414. 0 play R9
2415. 1 play W+4
2416. 2 play WPU
2417. 0 play WDT
2418. 1 play R0
2419. 2 play WPU
2420. 0 play R8
2421. 1 play WPU
2422. 2 play WDT
2423. 0 play W
2424. 1 play RS
2425. 2 play WPU
2426. 0 play R1
2427. 1 play RR
2428. 2 play W
2429. 0 play W+4
2430. 1 play WPU
2431. 2 play W
2432. 0 play W
2433. 1 play RPT
2434. 2 play WPU
2435. 0 play W+4
2436. 1 play WDT
2437. 2 play R7
2438. 0 play R+2
2439. 1 play W+4
2440. 2 play W
2441. 0 play W
2442. 1 play R4
2443. 2 play WDT
2444. 0 play R2
2445. 1 play R7
2446. 2 play W
2447. 0 play R+2
2448. 1 play R6
2449. 2 play W
2450. 0 play R3
2451. 1 play R6
2452. 2 play W
2453. 0 play W+4
2454. 1 play RR
2455. 2 play W
2456. 0 play R1
2457. 1 play W+4
2458. 2 take
2459. 0 play R2
2460. 1 play Y2
2461. 2 play Y9
2462. 1 play Y9
2463. 2 play R9
2464. 0 play R5
2465. 1 play W+4 red
2466. 2 challenge
2467. 0 play RPT
2468. 1 point 2
2469. 0 point 2
2470. 2 point 0
2471. 1 play BPT
2472. 1 point 2
2473. 0 point 1
2474. 2 point 1
2475. 2 play B9
2476. 0 play BPT
2477. 0 point 1
2478. 1 point 2
2479. 2 point 0
2480. 1 play GPT
2481. 2 point 1
2482. 1 point 0
2483. 0 point 2
2484. 2 play G4
2485. 0 play G3
2486. 1 play G0
2487. 2 play R0
2488. 0 play RPT
2489. 2 point 0
2490. 1 point 2
2491. 0 point 1
2492. 1 play WPU
2493. 2 play W
2494. 0 play B+2
2495. 1 play WDT
2496. 2 play W+4
2497. 0 play B3
2498. 1 play W+4
2499. 2 play BPT
2500. 0 play B+2
2501. 1 play B8
2502. 2 play WDT
2503. 0 play BR
2504. 1 play B8
2505. 2 play W
2506. 0 play W
2507. 1 play BS
2508. 2 play W
2509. 0 play B2
2510. 1 take
2511. 2 play B6
2512. 0 play BR
2513. 2 play W+4 red
2514. 1 challenge
2515. 1 play W+4 green
2516. 0 accept
2517. 2 play G6
2518. 1 play W+4 yellow
2519. 0 challenge
2520. 0 play Y3
2521. 2 play Y5
2522. 1 play W green
2523. 0 play GPT
2524. 2 point 1
2525. 1 point 0
2526. 0 point 1
2527. 2 play G2
2528. 1 play G3
2529. 0 play G+2
2530. 1 play B+2
2531. 2 play G+2
2532. 0 play W+4 yellow
2533. 2 challenge
2534. 2 play YR
2535. 0 play W blue
2536. 1 play B2
2537. 2 play R2
2538. 0 play W yellow
2539. 1 play YS
2540. 0 play Y2
2541. 1 play Y8
2542. 2 play R8
2543. 0 play R3
2544. 1 play WDT red 1,2
2545. 2 play R3
2546. 0 play B3
2547. 1 play W green
2548. 2 play G5
2549. 2 play G5
2550. 0 play WDT green 1,2
2551. 1 play G8
2552. 2 play W green
2553. 0 play GPT
2554. 0 point 1
2555. 2 point 1
2556. 1 point 0
2557. 1 play YPT
2558. 0 point 2
2559. 2 point 1
2560. 1 point 2
2561. 2 play WPU
2562. 0 play W+4
2563. 1 play RS
2564. 2 play RR
2565. 0 play R9
2566. 1 play R2
2567. 2 play WDT
2568. 0 play R9
2569. 1 play W
2570. 2 play RS
2571. 0 play RPT
2572. 1 play W
2573. 2 play WPU
2574. 0 play R4
2575. 1 play W
2576. 2 play R4
2577. 0 play R5
2578. 1 play WDT
2579. 2 play R8
2580. 0 take
2581. 1 play WPU
2582. 2 play GS
2583. 0 play WPU
2584. 1 play G8
2585. 2 play G5
2586. 0 play W+4
2587. 1 play WDT
2588. 2 play G2
2589. 0 play W
2590. 1 play G9
2591. 2 play W+4
2592. 0 play W
2593. 1 play WPU
2594. 2 play W
2595. 0 play WDT
2596. 1 play WDT
2597. 2 play GR
2598. 0 play W+4
2599. 1 play GS
2600. 2 play G7
2601. 0 play W
2602. 1 play G4
2603. 2 play W+4
2604. 0 play WDT
2605. 1 play WDT
2606. 2 play W
2607. 0 play WDT
2608. 1 play G7
2609. 2 play G9
2610. 0 play W
2611. 1 play WDT
2612. 2 play W+4
2613. 0 take
2614. 1 draw
2615. 2 play G6
2616. 0 play G2
2617. 1 play B2
2618. 2 play W+4 green
2619. 0 accept
2620. 1 draw
2621. 1 play W+4 green
2622. 2 challenge
2623. 0 play GR
2624. 2 play RR
2625. 0 play RS
2626. 2 play WDT red 1,2
2627. 0 play WPU
2628. 1 take
2629. 2 play W red
2630. 0 play WDT yellow 1,2
2631. 1 play Y3
2632. 2 play WPU
2633. 0 play R4
2634. 1 take
2635. 2 play R5
2636. 0 play W green
2637. 1 play G+2
2638. 0 play W green
2639. 1 draw
2640. 2 play GR
2641. 1 play BR
2642. 2 play B9
2643. 0 play B5
2644. 1 play BPT
2645. 1 point 2
2646. 2 point 1
2647. 0 point 1
2648. 2 play W red
2649. 0 play RS
2650. 2 play WPU
2651. 0 play G5
2652. 1 play G3
2653. 2 play W+4
2654. 0 play G9
2655. 1 take
2656. 2 play G1
2657. 2 play G1
2658. 0 play WPU
2659. 1 play Y9
2660. 2 play Y8
2661. 0 play W
2662. 1 play Y0
2663. 2 play Y7
2664. 0 play Y9
2665. 1 play Y4
2666. 2 play YR
2667. 0 play Y1
2668. 1 play Y6
2669. 2 play WPU
2670. 0 play WDT
2671. 1 play W
2672. 2 play Y7
2673. 0 play WDT
2674. 1 play YPT
2675. 2 play YS
2676. 0 play W
2677. 1 play W+4
2678. 2 play WDT
2679. 0 play W
2680. 1 play Y+2
2681. 2 play Y3
2682. 0 play WDT
2683. 1 play YS
2684. 2 play Y5
2685. 0 play W+4
2686. 1 play W
2687. 2 play YPT
2688. 0 play W+4
2689. 1 take
2690. 2 play W blue
2691. 0 play B6
2692. 1 play B8
2693. 2 play WPU
2694. 0 play W
2695. 1 play G9
2696. 2 play GPT
2697. 0 play WDT
2698. 1 play W
2699. 2 play GPT
2700. 0 play G6
2701. 1 play W+4
2702. 2 play WDT
2703. 0 play WDT
2704. 1 play G3
2705. 2 play WPU
2706. 0 play GPT
2707. 1 play G5
2708. 2 play W
2709. 0 play G8
2710. 1 play W+4
2711. 2 play G5
2712. 0 play G9
2713. 1 play G3
2714. 2 play WDT
2715. 0 play G7
2716. 1 play W
2717. 2 play WPU
2718. 0 play G4
2719. 1 play W
2720. 2 play WDT
2721. 0 play G7
2722. 1 play W+4
2723. 2 play W
2724. 0 play GS
2725. 1 play W
2726. 2 play W
2727. 0 play GS
2728. 1 play WDT
2729. 2 play W+4
2730. 0 play WDT
2731. 1 play WPU
2732. 2 play W+4
2733. 0 play W+4
2734. 1 play W
2735. 2 play WPU
2736. 0 play W+4
2737. 1 play WDT
2738. 2 play W+4
2739. 0 play W+4
2740. 1 play W
2741. 2 play WPU
2742. 0 play G4
2743. 1 play WDT
2744. 2 play W+4
2745. 0 take
2746. 1 play WDT red 1,2
2747. 2 play R6
2748. 0 play RR
2749. 2 play R6
2750. 1 play Y6
2751. 0 play WDT blue 0,1
2752. 2 play B6
2753. 1 play B4
2754. 0 play B7
2755. 2 play B0
2756. 1 play R0
2757. 0 play W yellow
2758. 2 play Y6
2759. 1 play YPT
2760. 1 point 2
2761. 2 point 1
2762. 0 point 1
2763. 0 play RPT
2764. 0 point 1
2765. 2 point 1
2766. 1 point 0
2767. 2 play R7
2768. 1 play R3
2769. 0 play R2
2770. 2 play R+2
2771. 0 play W+4 green
2772. 2 challenge
2773. 2 draw
2774. 1 play W green
2775. 0 play WPU
2776. 2 play R+2
2777. 1 play R2
2778. 0 play RPT
2779. 2 play R3
2780. 1 play R8
2781. 0 play WPU
2782. 2 play RPT
2783. 1 play R4
2784. 0 play WPU
2785. 2 play R1
2786. 1 play RPT
2787. 0 play WDT
2788. 2 play R1
2789. 1 take
2790. 0 play WDT yellow 1,2
2791. 2 play YPT
2792. 0 point 2
2793. 2 point 0
2794. 1 point 2
2795. 1 play Y+2
2796. 2 play YR
2797. 0 play WPU
2798. 1 play WPU
2799. 2 play W
2800. 0 play G7
2801. 1 play WDT
2802. 2 take
2803. 0 play GR
2804. 2 play WPU
2805. 1 play R1
2806. 0 play WPU
2807. 2 play WDT
2808. 1 play R+2
2809. 0 play R8
2810. 2 play W
2811. 1 play RPT
2812. 0 play RPT
2813. 2 play R7
2814. 1 play R3
2815. 0 play W
2816. 2 play W
2817. 1 play RPT
2818. 0 play R5
2819. 2 take
2820. 1 play R8
2821. 0 play R9
2822. 2 play R3
2823. 1 play B3
2824. 0 play B2
2825. 2 play WDT red 1,2
2826. 1 play R1
2827. 0 play W+4 yellow
2828. 2 challenge
2829. 2 play Y2
2830. 1 play WPU
2831. 0 play W
2832. 2 play R5
2833. 1 play R0
2834. 0 play R4
2835. 2 play R+2
2836. 1 play WPU
2837. 0 play W+4
2838. 2 play RPT
2839. 1 play R2
2840. 0 play W+4
2841. 2 play R+2
2842. 1 play R4
2843. 0 play W
2844. 2 play R8
2845. 1 play RPT
2846. 0 play R9
2847. 2 play WPU
2848. 1 take
2849. 0 play WDT red 1,2
2850. 2 play RPT
2851. 2 point 1
2852. 0 point 2
2853. 1 point 2
2854. 1 play RPT
2855. 2 point 1
2856. 1 point 0
2857. 0 point 1
2858. 0 play BPT
2859. 2 point 0
2860. 1 point 2
2861. 0 point 1
2862. 2 draw
2863. 1 play WPU
2864. 0 play B9
2865. 2 play B6
2866. 1 play W
2867. 0 play B5
2868. 2 play W
2869. 1 play WPU
2870. 0 play BS
2871. 2 play B5
2872. 1 play BPT
2873. 0 play BPT
2874. 2 play W
2875. 1 play W
2876. 0 play B6
2877. 2 play W
2878. 1 play W+4
2879. 0 play WDT
2880. 2 play W
2881. 1 play W+4
2882. 0 play WPU
2883. 2 take
2884. 1 play BS
2885. 2 play BPT
2886. 1 point 0
2887. 0 point 2
2888. 2 point 1
2889. 1 play WDT yellow 1,2
2890. 0 play WDT red 0,2
2891. 2 play W blue
2892. 1 play WDT blue 0,1
2893. 0 play B1
2894. 2 play Y1
2895. 1 play Y9
2896. 0 play W yellow
2897. 2 play WDT blue 0,2
2898. 1 play B+2
2899. 2 play BS
2900. 0 play B7
2901. 2 play R7
2902. 1 play R5
2903. 0 play WDT red 1,2
2904. 2 play R1
2905. 1 play R5
2906. 0 play WDT yellow 1,2
2907. 2 play Y4
2908. 1 play Y0
2909. 0 play WDT yellow 0,2
2910. 2 play Y2
2911. 1 play Y1
2912. 0 play W yellow
2913. 2 play W+4 green
2914. 1 challenge
2915. 1 play W red
2916. 0 play RR
2917. 1 play R0
2918. 2 play R3
2919. 0 play R7
2920. 1 play R2
2921. 2 play W yellow
2922. 0 play WDT red 0,2
2923. 1 play R9
2924. 2 play B9
2925. 0 play B9
2926. 1 play WPU
2927. 2 play RR
2928. 0 play W+4
2929. 1 play R+2
2930. 2 play W+4
2931. 0 play W+4
2932. 1 play R4
2933. 2 play W
2934. 0 play W
2935. 1 play RPT
2936. 2 play RPT
2937. 0 play WPU
2938. 1 play R8
2939. 2 play WPU
2940. 0 play W
2941. 1 play R4
2942. 2 play R6
2943. 0 play W
2944. 1 play R+2
2945. 2 play WPU
2946. 0 play W+4
2947. 1 take
2948. 2 play WPU
2949. 0 play B1
2950. 1 play B+2
2951. 2 play B8
2952. 0 play W+4
2953. 1 play B3
2954. 2 play B5
2955. 0 play W
2956. 1 play B8
2957. 2 play BPT
2958. 0 play BR
2959. 1 play W+4
2960. 2 play W
2961. 0 play W
2962. 1 play WPU
2963. 2 play B6
2964. 0 play B4
2965. 1 play W+4
2966. 2 play BPT
2967. 0 play W+4
2968. 1 play W
2969. 2 play W
2970. 0 play W+4
2971. 1 play W
2972. 2 play B5
2973. 0 play B7
2974. 1 play WPU
2975. 2 play B6
2976. 0 play W+4
2977. 1 play WPU
2978. 2 play W
2979. 0 play W+4
2980. 1 play W
2981. 2 play W
2982. 0 take
2983. 1 draw
2984. 2 play W red
2985. 0 draw
2986. 0 pass
2987. 1 play R6
2988. 2 draw
2989. 2 play RS
2990. 1 play W green
2991. 2 play G1
2992. 2 play G1
2993. 0 play W yellow
2994. 1 play Y5
2995. 1 play Y5
2996. 2 play Y+2
2997. 1 play W+4 yellow
2998. 2 challenge
2999. 2 play WPU
3000. 0 play WPU
3001. 1 play W+4
3002. 2 play G7
3003. 0 play G8
3004. 1 play WPU
3005. 2 play G+2
3006. 0 play GS
3007. 1 play G6
3008. 2 take
3009. 0 play GS
3010. 2 play GS
3011. 1 play YS
3012. 0 play WPU
3013. 1 play Y9
3014. 2 play WPU
3015. 0 play Y6
3016. 1 play Y6
3017. 2 play W+4
3018. 0 play Y3
3019. 1 play Y8
3020. 2 play WPU
3021. 0 play W
3022. 1 play Y8
3023. 2 take
3024. 0 play W yellow
3025. 1 play Y3
3026. 2 play W+4 blue
3027. 0 accept
3028. 1 play WDT yellow 0,2
3029. 2 play YPT
3030. 2 point 1
3031. 0 point 2
3032. 1 point 0
3033. 0 play W yellow
3034. 1 play Y7
3035. 2 play Y9
3036. 0 play WDT yellow 0,1
3037. 1 play Y7
3038. 2 play G7
3039. 0 draw
3040. 0 play G7
3041. 1 draw
3042. 1 play W blue
3043. 2 play BR
3044. 1 play YR
3045. 2 play WDT blue 1,2
3046. 0 play B3
3047. 1 play B0
3048. 2 play WDT red 1,2
3049. 0 play WDT green 1,2
3050. 1 draw
3051. 2 play G6
3052. 0 play G8
3053. 1 draw
3054. 2 play W blue
3055. 0 play B8
3056. 0 play B8
3057. 1 play R8
3058. 2 play Y8
3059. 0 play W+4 yellow
3060. 1 accept
3061. 2 play Y3
3062. 0 play W+4 blue
3063. 1 accept
3064. 2 play B3
3065. 0 play B4
3066. 0 play B4
3067. 1 play WPU
3068. 2 play WPU
3069. 0 play RS
3070. 1 play R3
3071. 2 play R2
3072. 0 play W
3073. 1 play WPU
3074. 2 play W
3075. 0 play WPU
3076. 1 play R2
3077. 2 play WPU
3078. 0 play W
3079. 1 play R+2
3080. 2 play W
3081. 0 play W
3082. 1 play R6
3083. 2 play R1
3084. 0 play WPU
3085. 1 play RPT
3086. 2 play R3
3087. 0 play W
3088. 1 play R5
3089. 2 take
3090. 0 draw
3091. 1 play R4
3092. 2 play R1
3093. 0 play W+4 red
3094. 1 accept
3095. 2 play R3
3096. 2 play R3
3097. 0 play W+4 green
3098. 1 challenge
3099. 1 play G1
3100. 2 play WPU
3101. 0 play G5
3102. 1 play WDT
3103. 2 play W
3104. 0 play G5
3105. 1 take
3106. 2 play G+2
3107. 1 play R+2
3108. 0 play G+2
3109. 2 play WDT green 0,2
3110. 0 play G2
3111. 1 play B2
3112. 0 play B2
3113. 1 play WDT red 1,2
3114. 2 play WPU
3115. 0 play R1
3116. 1 play RR
3117. 2 play R6
3118. 0 play W+4
3119. 1 play R9
3120. 2 play RPT
3121. 0 play W
3122. 1 play R9
3123. 2 play R5
3124. 0 play W
3125. 1 play R4
3126. 2 play R5
3127. 0 play W+4
3128. 1 play R6
3129. 2 play W
3130. 0 play W+4
3131. 1 play WDT
3132. 2 play RS
3133. 0 play W+4
3134. 1 play RPT
3135. 2 play WPU
3136. 0 play W+4
3137. 1 play W
3138. 2 play RS
3139. 0 play W
3140. 1 play W
3141. 2 play R2
3142. 0 take
3143. 1 play WDT yellow 1,2
3144. 2 play W blue
3145. 0 play BR
3146. 2 play GR
3147. 0 play G0
3148. 1 play W green
3149. 2 play G8
3150. 0 play GPT
3151. 1 point 2
3152. 0 point 1
3153. 2 point 0
3154. 1 play YPT
3155. 0 point 1
3156. 1 point 0
3157. 2 point 1
3158. 2 play Y6
3159. 0 play Y4
3160. 1 play Y4
3161. 2 play WDT red 1,2
3162. 0 play W+4 blue
3163. 1 accept
3164. 2 play B9
3165. 0 play WDT blue 0,2
3166. 1 play B7
3167. 0 play B7
3168. 1 play W+4 green
3169. 2 challenge
3170. 2 play W blue
3171. 0 play B5
3172. 1 play BS
3173. 0 play W+4 red
3174. 1 accept
3175. 2 play R2
3176. 0 play RR
3177. 2 play W blue
3178. 1 draw
3179. 1 play B8
3180. 0 play B5
3181. 2 play BPT
3182. 0 point 1
3183. 1 point 0
3184. 2 point 0
3185. 1 play BS
3186. 2 play WDT red 1,2
3187. 1 play WPU
3188. 0 play BPT
3189. 2 play B9
3190. 1 play WDT
3191. 0 play W+4
3192. 2 play WPU
3193. 1 play WPU
3194. 0 play BPT
3195. 2 play W
3196. 1 play WPU
3197. 0 play WPU
3198. 2 play WPU
3199. 1 play WDT
3200. 0 play B+2
3201. 2 play BPT
3202. 1 play B+2
3203. 0 play B1
3204. 2 play W
3205. 1 play W+4
3206. 0 play W+4
3207. 2 play WPU
3208. 1 take
3209. 0 play W yellow
3210. 2 play YR
3211. 0 play GR
3212. 2 play G1
3213. 1 play G5
3214. 0 play G9
3215. 0 play G9
3216. 2 play WPU
3217. 1 play B1
3218. 0 play WPU
3219. 2 play BS
3220. 1 play W
3221. 0 play W
3222. 2 play WPU
3223. 1 play B9
3224. 0 play W+4
3225. 2 play B1
3226. 1 play B+2
3227. 0 play W
3228. 2 take
3229. 1 play WDT blue 0,2
3230. 0 play W+4 yellow
3231. 2 accept
3232. 1 play YPT
3233. 2 point 0
3234. 0 point 2
3235. 1 point 2
3236. 0 play GPT
3237. 1 point 2
3238. 0 point 2
3239. 2 point 1
3240. 2 play W+4 red
3241. 1 challenge
3242. 1 play RR
3243. 2 play WDT blue 1,2
3244. 0 play W blue
3245. 1 play B+2
3246. 0 play B6
3247. 1 play BPT
3248. 2 point 1
3249. 1 point 0
3250. 0 point 1
3251. 2 play W+4 red
3252. 0 accept
3253. 1 play W red
3254. 2 play R7
3255. 0 play W red
3256. 1 play RPT
3257. 0 point 1
3258. 2 point 1
3259. 1 point 0
3260. 2 play W blue
3261. 0 play BR
3262. 2 play WPU
3263. 1 play WDT
3264. 0 play WPU
3265. 2 play W
3266. 1 play B7
3267. 0 play WDT
3268. 2 play B1
3269. 1 play W+4
3270. 0 play B4
3271. 2 play W+4
3272. 1 play B3
3273. 0 play W
3274. 2 play B2
3275. 1 play WDT
3276. 0 play WDT
3277. 2 play B+2
3278. 1 play WDT
3279. 0 play B8
3280. 2 play W+4
3281. 1 play B9
3282. 0 play B6
3283. 2 play WDT
3284. 1 play BPT
3285. 0 play W
3286. 2 play B1
3287. 1 play W+4
3288. 0 play W
3289. 2 play B9
3290. 1 play W+4
3291. 0 play W
3292. 2 play W
3293. 1 play BPT
3294. 0 take
3295. 2 play BS
3296. 0 play GS
3297. 1 play G6
3298. 0 play R6
3299. 2 play WPU
3300. 1 play WPU
3301. 0 play B6
3302. 2 play WDT
3303. 1 play WPU
3304. 0 play B8
3305. 2 play B3
3306. 1 play WPU
3307. 0 play B2
3308. 2 play WDT
3309. 1 play WPU
3310. 0 play W+4
3311. 2 take
3312. 1 play WPU
3313. 0 play R4
3314. 2 play WDT
3315. 1 play RPT
3316. 0 play R9
3317. 2 play WPU
3318. 1 play R0
3319. 0 play R2
3320. 2 play WPU
3321. 1 play R8
3322. 0 play W
3323. 2 play R8
3324. 1 play WPU
3325. 0 play RPT
3326. 2 play R+2
3327. 1 take
3328. 0 play RS
3329. 1 play RPT
3330. 2 point 1
3331. 1 point 2
3332. 0 point 2
3333. 0 play WDT blue 1,2
3334. 2 play W+4 red
3335. 1 accept
3336. 0 play R6
3337. 2 draw
3338. 2 play W+4 yellow
3339. 1 challenge
3340. 1 play Y4
3341. 0 play W yellow
3342. 2 play Y0
3343. 1 play Y5
3344. 0 play Y7
3345. 2 play Y+2
3346. 0 play W+4 yellow
3347. 2 challenge
3348. 2 play W+4 red
3349. 1 challenge
3350. 1 play WDT red 0,1
3351. 0 play RPT
3352. 0 point 1
3353. 2 point 0
3354. 1 point 0
3355. 2 play R+2
3356. 0 play W+4 green
3357. 2 accept
3358. 1 play GPT
3359. 1 point 2
3360. 2 point 1
3361. 0 point 2
3362. 0 play G4
3363. 2 play G9
3364. 1 play R9
3365. 0 play R7
3366. 2 play R3
3367. 1 play R0
3368. 0 play W+4 yellow
3369. 2 challenge
3370. 2 play Y+2
3371. 0 play WPU
3372. 2 play Y8
3373. 1 play WDT
3374. 0 play Y5
3375. 2 play WPU
3376. 1 play Y1
3377. 0 play Y4
3378. 2 play YR
3379. 1 play Y7
3380. 0 play WDT
3381. 2 play Y6
3382. 1 play YPT
3383. 0 play WDT
3384. 2 play WPU
3385. 1 play Y9
3386. 0 play WDT
3387. 2 play Y8
3388. 1 play Y1
3389. 0 play YPT
3390. 2 play YR
3391. 1 play Y2
3392. 0 play W+4
3393. 2 play WDT
3394. 1 play W
3395. 0 play WDT
3396. 2 play Y6
3397. 1 play Y3
3398. 0 play Y2
3399. 2 play W+4
3400. 1 play Y3
3401. 0 play W+4
3402. 2 play WPU
3403. 1 play WPU
3404. 0 play WDT
3405. 2 play YPT
3406. 1 play Y7
3407. 0 play WDT
3408. 2 play Y5
3409. 1 play Y9
3410. 0 play W
3411. 2 play W
3412. 1 play YS
3413. 0 play YPT
3414. 2 play W
3415. 1 play YS
3416. 0 play W
3417. 2 play W
3418. 1 play W
3419. 0 play W
3420. 2 take
3421. 1 play W+4 red
3422. 0 accept
3423. 2 play W+4 red
3424. 1 challenge
3425. 1 draw
3426. 1 pass
3427. 0 play RS
3428. 1 play R3
3429. 0 play R1
3430. 2 play WPU
3431. 1 play G2
3432. 0 play G3
3433. 2 play WPU
3434. 1 play W+4
3435. 0 play W
3436. 2 play G+2
3437. 1 play GR
3438. 0 play G1
3439. 2 play WPU
3440. 1 play G5
3441. 0 play G2
3442. 2 play G8
3443. 1 play GS
3444. 0 play GR
3445. 2 play WPU
3446. 1 play WPU
3447. 0 play G1
3448. 2 play W+4
3449. 1 play WPU
3450. 0 play W
3451. 2 play G8
3452. 1 play G+2
3453. 0 play W
3454. 2 play W+4
3455. 1 play W+4
3456. 0 play G4
3457. 2 play G0
3458. 1 play WPU
3459. 0 play W
3460. 2 play W
3461. 1 play WPU
3462. 0 play G3
3463. 2 play WDT
3464. 1 play W+4
3465. 0 play GS
3466. 2 play GPT
3467. 1 play WPU
3468. 0 play G6
3469. 2 play G7
3470. 1 take
3471. 0 play GPT
3472. 2 point 0
3473. 1 point 2
3474. 0 point 1
3475. 2 play YPT
3476. 0 point 2
3477. 1 point 2
3478. 2 point 0
3479. 1 play BPT
3480. 2 point 0
3481. 0 point 2
3482. 1 point 2
3483. 0 play WPU
3484. 2 play RR
3485. 1 play R8
3486. 0 play W
3487. 2 play R2
3488. 1 play WPU
3489. 0 play R6
3490. 2 play W
3491. 1 play RPT
3492. 0 play R9
3493. 2 play R7
3494. 1 play R+2
3495. 0 play R5
3496. 2 play R6
3497. 1 play R4
3498. 0 play RPT
3499. 2 play R4
3500. 1 play WDT
3501. 0 play R5
3502. 2 play RS
3503. 1 play R2
3504. 0 take
3505. 2 draw
3506. 2 play RR
3507. 0 play RPT
3508. 0 point 2
3509. 1 point 0
3510. 2 point 0
3511. 1 play W red
3512. 2 play W green
3513. 0 play GPT
3514. 0 point 2
3515. 1 point 2
3516. 2 point 0
3517. 1 play GS
3518. 0 play G6
3519. 1 play GPT
3520. 0 point 1
3521. 2 point 1
3522. 1 point 2
3523. 2 play W+4 red
3524. 0 challenge
3525. 0 play R8
3526. 1 play W+4 green
3527. 2 accept
3528. 0 play WPU
3529. 1 play R1
3530. 2 play W
3531. 0 play R+2
3532. 1 play WPU
3533. 2 play W
3534. 0 play R9
3535. 1 play R3
3536. 2 play R+2
3537. 0 play RS
3538. 1 play W
3539. 2 play WDT
3540. 0 play R4
3541. 1 play W
3542. 2 play W+4
3543. 0 play R7
3544. 1 play WPU
3545. 2 play RPT
3546. 0 play R2
3547. 1 play R8
3548. 2 play WDT
3549. 0 play R7
3550. 1 play W
3551. 2 play W+4
3552. 0 play RPT
3553. 1 play W
3554. 2 play WDT
3555. 0 play RPT
3556. 1 play WPU
3557. 2 play WDT
3558. 0 play W
3559. 1 play WPU
3560. 2 play W+4
3561. 0 play R5
3562. 1 play WPU
3563. 2 play W+4
3564. 0 play WPU
3565. 1 play WPU
3566. 2 play WDT
3567. 0 play R5
3568. 1 play W+4
3569. 2 play W+4
3570. 0 play R4
3571. 1 play WPU
3572. 2 play WPU
3573. 0 play RR
3574. 1 play W+4
3575. 2 play W
3576. 0 play R2
3577. 1 play W+4
3578. 2 play W
3579. 0 play WDT
3580. 1 play W+4
3581. 2 play W
3582. 0 play W
3583. 1 play W+4
3584. 2 play W
3585. 0 play R6
3586. 1 take
3587. 2 play WDT red 1,2
3588. 0 play R6
3589. 1 play B6
3590. 2 play BR
3591. 1 play BR
3592. 2 play WDT blue 1,2
3593. 0 play B4
3594. 1 play B4
3595. 2 play B8
3596. 0 play B9
3597. 1 play WDT yellow 0,2
3598. 2 play Y9
3599. 0 play W yellow
3600. 1 play W yellow
3601. 2 play Y+2
3602. 1 draw
3603. 1 play YPT
3604. 2 point 1
3605. 1 point 0
3606. 0 point 1
3607. 2 play Y0
3608. 0 play Y+2
3609. 2 play YPT
3610. 0 point 2
3611. 1 point 2
3612. 2 point 1
3613. 0 play GPT
3614. 2 point 0
3615. 1 point 2
3616. 0 point 1
3617. 1 play GS
3618. 0 play G5
3619. 1 play G9
3620. 2 play G7
3621. 0 play GPT
3622. 1 point 0
3623. 2 point 1
3624. 0 point 2
3625. 1 play WPU
3626. 2 play Y4
3627. 0 take
3628. 1 play W+4 red
3629. 2 accept
3630. 0 play R0
3631. 1 play W red
3632. 2 play W red
3633. 0 draw
3634. 0 play WDT blue 1,2
3635. 1 play BS
3636. 0 play W green
3637. 1 play G5
3638. 2 play WDT green 0,1
3639. 0 draw
3640. 1 play G0
3641. 2 play W blue
3642. 0 play B+2
3643. 2 play B5
3644. 0 play B+2
3645. 2 play B5
3646. 0 play B6
3647. 1 play G6
3648. 2 play W blue
3649. 0 play B7
3650. 2 play B7
3651. 0 play B4
3652. 1 play WPU
3653. 2 play BS
3654. 0 play B8
3655. 1 play WPU
3656. 2 play B6
3657. 0 play BPT
3658. 1 play B4
3659. 2 play B0
3660. 0 play B9
3661. 1 play W
3662. 2 play WDT
3663. 0 play B1
3664. 1 play WDT
3665. 2 play W+4
3666. 0 play B9
3667. 1 play BR
3668. 2 play WDT
3669. 0 play BPT
3670. 1 play WDT
3671. 2 play B2
3672. 0 play B1
3673. 1 play W+4
3674. 2 play B3
3675. 0 play BPT
3676. 1 play WDT
3677. 2 play W
3678. 0 play B3
3679. 1 play W
3680. 2 play WDT
3681. 0 play BPT
3682. 1 play WPU
3683. 2 play WDT
3684. 0 play B2
3685. 1 play WPU
3686. 2 play WDT
3687. 0 take
3688. 1 play W+4 red
3689. 2 challenge
3690. 2 play R9
3691. 0 play WPU
3692. 1 play G2
3693. 2 play GS
3694. 0 play WDT
3695. 1 play G4
3696. 2 play WPU
3697. 0 play WDT
3698. 1 play WPU
3699. 2 play G9
3700. 0 play GPT
3701. 1 play WPU
3702. 2 play GPT
3703. 0 play WDT
3704. 1 play WDT
3705. 2 take
3706. 0 play WDT green 0,1
3707. 1 play GR
3708. 0 play G9
3709. 2 play G2
3710. 1 play G3
3711. 0 play G6
3712. 2 play GS
3713. 0 play BS
3714. 1 play B+2
3715. 2 play WDT blue 1,2
3716. 1 play B5
3717. 0 play B6
3718. 2 play WDT red 0,2
3719. 1 play R+2
3720. 2 play WPU
3721. 1 play WPU
3722. 0 play BS
3723. 2 play WPU
3724. 1 play WDT
3725. 0 play B1
3726. 2 play WDT
3727. 1 play B6
3728. 0 play WPU
3729. 2 play WDT
3730. 1 play W+4
3731. 0 play B3
3732. 2 play WPU
3733. 1 play W+4
3734. 0 play W
3735. 2 take
3736. 1 play BR
3737. 2 play BS
3738. 1 play WPU
3739. 2 play W
3740. 0 play WPU
3741. 1 play GR
3742. 2 play W
3743. 0 play WDT
3744. 1 play G1
3745. 2 play G6
3746. 0 play WDT
3747. 1 play W+4
3748. 2 play WPU
3749. 0 play WDT
3750. 1 play G+2
3751. 2 play WPU
3752. 0 play W+4
3753. 1 play WPU
3754. 2 play G5
3755. 0 play W
3756. 1 play W+4
3757. 2 play G9
3758. 0 play G5
3759. 1 play W+4
3760. 2 play WPU
3761. 0 play W+4
3762. 1 play G+2
3763. 2 play WDT
3764. 0 play W
3765. 1 play WPU
3766. 2 play WPU
3767. 0 play WPU
3768. 1 play G3
3769. 2 play WDT
3770. 0 play WDT
3771. 1 play G8
3772. 2 play GPT
3773. 0 play W+4
3774. 1 play W
3775. 2 play W+4
3776. 0 play W
3777. 1 play G1
3778. 2 play GPT
3779. 0 take
3780. 1 play G8
3781. 2 play Y8
3782. 0 play WPU
3783. 1 play W
3784. 2 play G4
3785. 0 play G6
3786. 1 play W
3787. 2 play GPT
3788. 0 play GPT
3789. 1 play G7
3790. 2 play WDT
3791. 0 play G5
3792. 1 play G2
3793. 2 play W+4
3794. 0 play G3
3795. 1 play G4
3796. 2 take
3797. 0 play G0
3798. 1 play W+4 red
3799. 2 accept
3800. 0 play WDT red 1,2
3801. 1 play R4
3802. 2 play W yellow
3803. 0 play W yellow
3804. 1 play YPT
3805. 1 point 2
3806. 0 point 2
3807. 2 point 0
3808. 2 play Y6
3809. 0 play Y+2
3810. 2 play Y2
3811. 0 play YPT
3812. 2 point 0
3813. 0 point 2
3814. 1 point 2
3815. 1 play W+4 green
3816. 2 challenge
3817. 2 play WPU
3818. 0 play GR
3819. 1 play W+4
3820. 2 play WDT
3821. 0 play GPT
3822. 1 play WDT
3823. 2 play GPT
3824. 0 play G1
3825. 1 play G3
3826. 2 play G2
3827. 0 play GS
3828. 1 play G2
3829. 2 play WDT
3830. 0 play G5
3831. 1 play W
3832. 2 play W+4
3833. 0 play G8
3834. 1 play W
3835. 2 play GPT
3836. 0 play WDT
3837. 1 play WPU
3838. 2 play GPT
3839. 0 play G1
3840. 1 play W+4
3841. 2 play G3
3842. 0 play WPU
3843. 1 play W
3844. 2 play GS
3845. 0 play W
3846. 1 play W
3847. 2 play G4
3848. 0 play W+4
3849. 1 play W
3850. 2 play G7
3851. 0 play W
3852. 1 play W
3853. 2 play G7
3854. 0 play W
3855. 1 play W
3856. 2 play G4
3857. 0 play G+2
3858. 1 take
3859. 2 play G6
3860. 0 play WDT green 1,2
3861. 1 play G7
3862. 2 play Y7
3863. 2 play Y7
3864. 0 play WDT blue 0,2
3865. 1 play B7
3866. 2 play B6
3867. 0 play W green
3868. 1 play WPU
3869. 2 play W
3870. 0 play WPU
3871. 1 play G5
3872. 2 play G5
3873. 0 play WPU
3874. 1 play G2
3875. 2 play W
3876. 0 play W+4
3877. 1 play G1
3878. 2 take
3879. 0 play G+2
3880. 2 play GR
3881. 1 play G4
3882. 0 play W green
3883. 2 play W+4 green
3884. 1 challenge
3885. 1 play G7
3886. 0 play G9
3887. 2 play Y9
3888. 1 play W+4 green
3889. 0 accept
3890. 2 play GR
3891. 0 play WDT blue 0,2
3892. 1 play BS
3893. 0 play WDT yellow 0,1
3894. 1 play Y4
3895. 2 play YS
3896. 1 play RS
3897. 0 play WPU
3898. 1 play WPU
3899. 2 play B1
3900. 0 play B2
3901. 1 play W
3902. 2 play W
3903. 0 play WPU
3904. 1 play W+4
3905. 2 play BS
3906. 0 play BPT
3907. 1 play WDT
3908. 2 play B7
3909. 0 play BR
3910. 1 play W+4
3911. 2 play B+2
3912. 0 play B9
3913. 1 play W+4
3914. 2 play B3
3915. 0 play B1
3916. 1 play W
3917. 2 play W
3918. 0 play W
3919. 1 play W
3920. 2 play WDT
3921. 0 play B9
3922. 1 play W
3923. 2 play WPU
3924. 0 play WDT
3925. 1 play WDT
3926. 2 play WPU
3927. 0 play B5
3928. 1 play WDT
3929. 2 play BR
3930. 0 play B2
3931. 1 play W
3932. 2 play WPU
3933. 0 play B8
3934. 1 play W
3935. 2 play B6
3936. 0 play W
3937. 1 play W
3938. 2 play WDT
3939. 0 play B0
3940. 1 play WDT
3941. 2 play WPU
3942. 0 play WDT
3943. 1 play W
3944. 2 take
3945. 0 play BPT
3946. 2 point 1
3947. 0 point 2
3948. 1 point 2
3949. 1 play GPT
3950. 2 point 0
3951. 0 point 2
3952. 1 point 0
3953. 2 play G9
3954. 0 play WPU
3955. 1 play G3
3956. 2 play G1
3957. 0 play G9
3958. 1 play G4
3959. 2 play WPU
3960. 0 play G0
3961. 1 play G3
3962. 2 play W+4
3963. 0 play W+4
3964. 1 play G+2
3965. 2 play WPU
3966. 0 play WPU
3967. 1 play G8
3968. 2 play WDT
3969. 0 play WDT
3970. 1 play GR
3971. 2 play W+4
3972. 0 play W+4
3973. 1 play G8
3974. 2 play WPU
3975. 0 play W
3976. 1 play W
3977. 2 play WDT
3978. 0 play WPU
3979. 1 play W
3980. 2 play WPU
3981. 0 play W+4
3982. 1 play GS
3983. 2 play W+4
3984. 0 play W+4
3985. 1 play G2
3986. 2 play G5
3987. 0 play W+4
3988. 1 play G1
3989. 2 play WPU
3990. 0 play W+4
3991. 1 play G6
3992. 2 play G2
3993. 0 take
3994. 1 play GS
3995. 0 play G0
3996. 1 play GPT
3997. 1 point 0
3998. 0 point 2
3999. 2 point 0
4000. 2 play BPT
4001. 1 point 0
4002. 0 point 1
4003. 2 point 0
4004. 0 play W+4 blue
4005. 1 accept
4006. 2 play W yellow
4007. 0 play W+4 green
4008. 1 accept
4009. 2 play W+4 red
4010. 0 challenge
4011. 0 play W+4 yellow
4012. 1 challenge
4013. 1 play YPT
4014. 0 point 2
4015. 2 point 0
4016. 1 point 0
4017. 2 play Y8
4018. 0 play Y8
4019. 1 play Y9
4020. 2 play WPU
4021. 0 play W
4022. 1 play B7
4023. 2 play B2
4024. 0 play B+2
4025. 1 play W
4026. 2 play WDT
4027. 0 play B5
4028. 1 play WPU
4029. 2 play BR
4030. 0 play B8
4031. 1 take
4032. 2 play WPU
4033. 0 play G9
4034. 1 play W
4035. 2 play WDT
4036. 0 play G8
4037. 1 play W+4
4038. 2 play W
4039. 0 play WPU
4040. 1 play WPU
4041. 2 play G5
4042. 0 play W
4043. 1 play GPT
4044. 2 play WDT
4045. 0 play G6
4046. 1 play G6
4047. 2 play WDT
4048. 0 play W+4
4049. 1 play WDT
4050. 2 play W+4
4051. 0 play GS
4052. 1 play GPT
4053. 2 play W
4054. 0 play W
4055. 1 play W
4056. 2 play WDT
4057. 0 play G9
4058. 1 play G+2
4059. 2 play W
4060. 0 play G2
4061. 1 take
4062. 2 play WDT yellow 1,2
4063. 0 play WDT green 0,1
4064. 1 play GPT
4065. 2 point 1
4066. 0 point 2
4067. 1 point 2
4068. 2 play W blue
4069. 0 play B4
4070. 1 play BS
4071. 0 play BPT
4072. 2 point 0
4073. 1 point 0
4074. 0 point 2
4075. 1 play WDT blue 1,2
4076. 2 play B8
4077. 0 play WPU
4078. 1 play Y2
4079. 2 play Y1
4080. 0 play W+4
4081. 1 play WDT
4082. 2 play YR
4083. 0 play WPU
4084. 1 play WDT
4085. 2 play YR
4086. 0 play Y4
4087. 1 play Y6
4088. 2 play YPT
4089. 0 play Y+2
4090. 1 play W
4091. 2 play Y2
4092. 0 play W+4
4093. 1 play WPU
4094. 2 play WDT
4095. 0 play WDT
4096. 1 play W
4097. 2 play YPT
4098. 0 play Y4
4099. 1 play Y7
4100. 2 play WDT
4101. 0 play Y+2
4102. 1 play W
4103. 2 play Y1
4104. 0 play WPU
4105. 1 play W
4106. 2 play Y3
4107. 0 play Y0
4108. 1 play W
4109. 2 play YS
4110. 0 play WDT
4111. 1 play W
4112. 2 play Y5
4113. 0 play WDT
4114. 1 play WDT
4115. 2 play Y5
4116. 0 play W+4
4117. 1 play WPU
4118. 2 play W
4119. 0 play WPU
4120. 1 play W
4121. 2 play W
4122. 0 play W+4
4123. 1 play W+4
4124. 2 play Y3
4125. 0 play W+4
4126. 1 play WPU
4127. 2 play Y9
4128. 0 play WPU
4129. 1 play W+4
4130. 2 play W
4131. 0 play WPU
4132. 1 play WDT
4133. 2 play Y6
4134. 0 play WPU
4135. 1 play W+4
4136. 2 play W
4137. 0 play W+4
4138. 1 take
4139. 2 play Y7
4140. 1 play Y7
4141. 2 play YPT
4142. 1 point 0
4143. 0 point 2
4144. 2 point 0
4145. 0 play BPT
4146. 0 point 1
4147. 2 point 1
4148. 1 point 2
4149. 1 play B+2
4150. 0 play G+2
4151. 2 play B+2
4152. 1 play WPU
4153. 2 play WPU
4154. 0 play W+4
4155. 1 play Y6
4156. 2 play YS
4157. 0 play W
4158. 1 play Y4
4159. 2 play Y9
4160. 0 play WDT
4161. 1 play Y0
4162. 2 play YPT
4163. 0 take
4164. 1 play YPT
4165. 2 point 1
4166. 1 point 2
4167. 0 point 2
4168. 2 play BPT
4169. 0 point 1
4170. 1 point 2
4171. 2 point 0
4172. 0 play WDT red 0,2
4173. 1 play R8
4174. 2 play R9
4175. 0 play W+4 red
4176. 1 challenge
4177. 1 play RR
4178. 0 play R3
4179. 2 play RS
4180. 0 play R+2
4181. 1 play R4
4182. 0 play W green
4183. 2 play GPT
4184. 0 point 2
4185. 2 point 0
4186. 1 point 0
4187. 1 play W red
4188. 0 play R8
4189. 2 play R9
4190. 1 play R1
4191. 0 draw
4192. 0 play R8
4193. 1 play R8
4194. 0 play RS
4195. 1 play R5
4196. 0 play R0
4197. 2 play W yellow
4198. 1 play Y9
4199. 0 play Y6
4200. 2 draw
4201. 2 play W green
4202. 1 play G5
4203. 0 play G1
4204. 2 play WPU
4205. 1 play GPT
4206. 0 play G0
4207. 2 play WDT
4208. 1 play WPU
4209. 0 play G5
4210. 2 play WDT
4211. 1 play WPU
4212. 0 play G3
4213. 2 play W
4214. 1 play GPT
4215. 0 play WPU
4216. 2 play WDT
4217. 1 play WPU
4218. 0 play G8
4219. 2 play W
4220. 1 play G+2
4221. 0 play G7
4222. 2 play W
4223. 1 play G9
4224. 0 play G7
4225. 2 play W+4
4226. 1 play G2
4227. 0 play G1
4228. 2 play W+4
4229. 1 play WDT
4230. 0 play G3
4231. 2 take
4232. 1 play WDT red 0,1
4233. 0 play RR
4234. 1 play WPU
4235. 2 play WPU
4236. 0 play R3
4237. 1 play R+2
4238. 2 play W
4239. 0 play WPU
4240. 1 play R3
4241. 2 play WDT
4242. 0 take
4243. 1 play RS
4244. 0 play R3
4245. 1 play R5
4246. 2 play G5
4247. 0 play GPT
4248. 0 point 1
4249. 1 point 0
4250. 2 point 0
4251. 1 play W+4 yellow
4252. 2 challenge
4253. 2 play YPT
4254. 0 point 2
4255. 1 point 0
4256. 2 point 0
4257. 0 play Y9
4258. 1 play Y2
4259. 2 play WDT green 0,2
4260. 0 play WPU
4261. 1 play G9
4262. 2 play G8
4263. 0 play G+2
4264. 1 play GS
4265. 2 play W
4266. 0 play WPU
4267. 1 play G6
4268. 2 play G9
4269. 0 play GR
4270. 1 play G1
4271. 2 play G0
4272. 0 play G2
4273. 1 play WDT
4274. 2 play G3
4275. 0 play W
4276. 1 play G6
4277. 2 play G+2
4278. 0 play GR
4279. 1 play G8
4280. 2 play G7
4281. 0 play G4
4282. 1 play WPU
4283. 2 play GPT
4284. 0 play G4
4285. 1 play WPU
4286. 2 play GPT
4287. 0 play WDT
4288. 1 play WPU
4289. 2 play WDT
4290. 0 play GS
4291. 1 play W
4292. 2 play W+4
4293. 0 take
4294. 1 play W+4 yellow
4295. 2 accept
4296. 0 play Y6
4297. 1 play R6
4298. 2 play R5
4299. 0 play WPU
4300. 1 play RS
4301. 2 play WPU
4302. 0 play WPU
4303. 1 play R6
4304. 2 play W+4
4305. 0 play WPU
4306. 1 play RPT
4307. 2 play R1
4308. 0 play R9
4309. 1 play R9
4310. 2 play WPU
4311. 0 play WDT
4312. 1 play WDT
4313. 2 play WDT
4314. 0 play R8
4315. 1 play RR
4316. 2 play R5
4317. 0 play RR
4318. 1 play RPT
4319. 2 play R0
4320. 0 play R4
4321. 1 play WPU
4322. 2 play W
4323. 0 play R3
4324. 1 play W
4325. 2 play WPU
4326. 0 play WPU
4327. 1 play R7
4328. 2 play R4
4329. 0 play RS
4330. 1 play WPU
4331. 2 take
4332. 0 play WDT yellow 0,1
4333. 1 play Y4
4334. 2 play R4
4335. 0 play W blue
4336. 1 play B5
4337. 2 play G5
4338. 0 play G6
4339. 1 play W+4 yellow
4340. 2 accept
4341. 0 play Y0
4342. 1 play YS
4343. 0 play GS
4344. 2 play RS
4345. 1 play R3
4346. 2 play R5
4347. 0 play WDT yellow 0,2
4348. 1 play Y2
4349. 2 play G2
4350. 0 play G7
4351. 1 play W+4 blue
4352. 2 accept
4353. 0 play W+4 green
4354. 1 accept
4355. 2 play G3
4356. 0 play B3
4357. 1 play BR
4358. 0 play B+2
4359. 1 play BS
4360. 2 play B9
4361. 1 play B8
4362. 1 play B8
4363. 0 play G8
4364. 2 play GPT
4365. 0 point 1
4366. 2 point 0
4367. 1 point 2
4368. 1 play GPT
4369. 0 point 1
4370. 2 point 0
4371. 1 point 0
4372. 0 play G9
4373. 2 play Y9
4374. 1 play YPT
4375. 1 point 0
4376. 0 point 2
4377. 2 point 0
4378. 0 play YS
4379. 1 play W green
4380. 0 play WDT blue 0,1
4381. 2 play B9
4382. 1 play B7
4383. 2 play B7
4384. 1 play B2
4385. 0 play G2
4386. 2 play WPU
4387. 1 play Y+2
4388. 0 play YPT
4389. 2 play W+4
4390. 1 play W
4391. 0 play W
4392. 2 play WDT
4393. 1 play Y1
4394. 0 play W
4395. 2 play YPT
4396. 1 play Y3
4397. 0 play Y4
4398. 2 play Y7
4399. 1 play WDT
4400. 0 play Y6
4401. 2 play Y2
4402. 1 play Y1
4403. 0 play Y8
4404. 2 play WPU
4405. 1 play Y6
4406. 0 play W
4407. 2 play Y7
4408. 1 play Y5
4409. 0 play Y4
4410. 2 play W
4411. 1 play W
4412. 0 play WDT
4413. 2 play WPU
4414. 1 play WDT
4415. 0 play Y9
4416. 2 play YS
4417. 1 play W+4
4418. 0 play WPU
4419. 2 play WDT
4420. 1 play Y+2
4421. 0 play W+4
4422. 2 play WPU
4423. 1 play YPT
4424. 0 play W
4425. 2 play WDT
4426. 1 play WDT
4427. 0 take
4428. 2 play WPU
4429. 1 play W
4430. 0 play R5
4431. 2 play R3
4432. 1 play R2
4433. 0 play WPU
4434. 2 play R8
4435. 1 play RPT
4436. 0 play WPU
4437. 2 play WPU
4438. 1 play R4
4439. 0 play WPU
4440. 2 play R7
4441. 1 play W
4442. 0 play WDT
4443. 2 play R9
4444. 1 play RPT
4445. 0 play WPU
4446. 2 play RR
4447. 1 play W+4
4448. 0 play W
4449. 2 play R4
4450. 1 play W+4
4451. 0 play W
4452. 2 play RPT
4453. 1 play W
4454. 0 play WDT
4455. 2 play RR
4456. 1 play R1
4457. 0 play W+4
4458. 2 play R0
4459. 1 play W+4
4460. 0 play WDT
4461. 2 play WPU
4462. 1 play R2
4463. 0 play WDT
4464. 2 play RS
4465. 1 play R7
4466. 0 play W+4
4467. 2 play R8
4468. 1 play WDT
4469. 0 play W+4
4470. 2 play W
4471. 1 play W
4472. 0 play WDT
4473. 2 play R9
4474. 1 play W
4475. 0 play R+2
4476. 2 play WPU
4477. 1 play W
4478. 0 play W
4479. 2 play RS
4480. 1 play W+4
4481. 0 play WDT
4482. 2 play W
4483. 1 play W+4
4484. 0 play R+2
4485. 2 play WPU
4486. 1 play W+4
4487. 0 play W
4488. 2 play R5
4489. 1 play WDT
4490. 0 play WDT
4491. 2 play R6
4492. 1 play WDT
4493. 0 play WDT
4494. 2 play R3
4495. 1 take
4496. 0 play W green
4497. 2 play G7
4498. 2 play G7
4499. 1 play R7
4500. 1 play R7
4501. 0 play Y7
4502. 2 draw
4503. 2 play W+4 green
4504. 1 challenge
4505. 1 play G5
4506. 0 play G9
4507. 2 play W blue
4508. 1 play W green
4509. 0 play G5
4510. 2 play W red
4511. 1 play R5
4512. 0 play B5
4513. 2 play BPT
4514. 1 point 2
4515. 0 point 2
4516. 2 point 1
4517. 1 play W yellow
4518. 0 play Y7
4519. 2 play YS
4520. 0 play Y+2
4521. 1 play Y8
4522. 0 play Y1
4523. 2 play R1
4524. 1 play W+4 red
4525. 0 accept
4526. 2 play WPU
4527. 1 play WDT
4528. 0 play G+2
4529. 2 play G1
4530. 1 play W
4531. 0 play W
4532. 2 play G2
4533. 1 play W+4
4534. 0 play WPU
4535. 2 play WPU
4536. 1 play WPU
4537. 0 play G8
4538. 2 play GPT
4539. 1 play W
4540. 0 play W
4541. 2 take
4542. 1 play G2
4543. 0 play GPT
4544. 1 point 2
4545. 2 point 0
4546. 0 point 1
4547. 2 play G+2
4548. 0 play G4
4549. 0 play G4
4550. 2 play G2
4551. 1 play W yellow
4552. 0 play Y8
4553. 2 play W+4 blue
4554. 1 challenge
4555. 1 play BS
4556. 2 play WPU
4557. 1 play WPU
4558. 0 play GPT
4559. 2 play GPT
4560. 1 play W+4
4561. 0 play GPT
4562. 2 play WPU
4563. 1 play W+4
4564. 0 play G3
4565. 2 play WPU
4566. 1 play W+4
4567. 0 play WPU
4568. 2 play WDT
4569. 1 play W+4
4570. 0 play G6
4571. 2 play G1
4572. 1 play WDT
4573. 0 play G6
4574. 2 play W
4575. 1 play WPU
4576. 0 play GS
4577. 2 play WDT
4578. 1 play WDT
4579. 0 play G0
4580. 2 play G8
4581. 1 play WDT
4582. 0 play GR
4583. 2 play W
4584. 1 play WDT
4585. 0 play G+2
4586. 2 play G8
4587. 1 play WPU
4588. 0 play GR
4589. 2 play W
4590. 1 play WPU
4591. 0 play G1
4592. 2 play W
4593. 1 play WDT
4594. 0 play G3
4595. 2 take
4596. 1 play W red
4597. 0 draw
4598. 0 play R7
4599. 2 play WPU
4600. 1 play WPU
4601. 0 play B4
4602. 2 play B5
4603. 1 play B7
4604. 0 play B+2
4605. 2 play B9
4606. 1 play BPT
4607. 0 play B4
4608. 2 play B8
4609. 1 play WPU
4610. 0 play B2
4611. 2 play WPU
4612. 1 play WDT
4613. 0 play BPT
4614. 2 play B6
4615. 1 play WPU
4616. 0 take
4617. 2 play B+2
4618. 0 play B3
4619. 2 play G3
4620. 1 play W+4 yellow
4621. 0 accept
4622. 2 play W+4 yellow
4623. 1 accept
4624. 0 play Y8
4625. 2 play WPU
4626. 1 play G7
4627. 0 play GS
4628. 2 play G7
4629. 1 play G4
4630. 0 play G9
4631. 2 play WPU
4632. 1 play G+2
4633. 0 play WDT
4634. 2 play WDT
4635. 1 play W
4636. 0 play WPU
4637. 2 play WPU
4638. 1 play G9
4639. 0 play WPU
4640. 2 play GPT
4641. 1 play W+4
4642. 0 play W+4
4643. 2 play G8
4644. 1 play W+4
4645. 0 play WPU
4646. 2 play G0
4647. 1 play W
4648. 0 play WPU
4649. 2 play GPT
4650. 1 play WDT
4651. 0 take
4652. 2 play WDT red 0,1
4653. 1 play WDT blue 1,2
4654. 0 play B2
4655. 2 draw
4656. 2 play B2
4657. 1 play W red
4658. 0 play WPU
4659. 2 play W+4
4660. 1 play Y3
4661. 0 play Y3
4662. 2 play W
4663. 1 play Y5
4664. 0 play Y5
4665. 2 play W
4666. 1 play W
4667. 0 play W+4
4668. 2 play WPU
4669. 1 play Y0
4670. 0 play Y1
4671. 2 play YPT
4672. 1 play W+4
4673. 0 play W
4674. 2 play WPU
4675. 1 play YR
4676. 0 play WDT
4677. 2 play WDT
4678. 1 play W
4679. 0 play Y+2
4680. 2 play W+4
4681. 1 play YR
4682. 0 play W
4683. 2 play WDT
4684. 1 play WDT
4685. 0 play WPU
4686. 2 play W+4
4687. 1 play W
4688. 0 play Y4
4689. 2 play W
4690. 1 play WDT
4691. 0 play W+4
4692. 2 play WDT
4693. 1 play W
4694. 0 play Y6
4695. 2 play W
4696. 1 play W+4
4697. 0 play YPT
4698. 2 play WDT
4699. 1 take
4700. 0 play WPU
4701. 2 play Y9
4702. 1 play W
4703. 0 play Y9
4704. 2 play WDT
4705. 1 play W+4
4706. 0 play YPT
4707. 2 take
4708. 1 play Y5
4709. 0 play W+4 blue
4710. 2 accept
4711. 1 play WDT blue 1,2
4712. 0 draw
4713. 0 pass
4714. 2 play BS
4715. 0 play B6
4716. 2 play B7
4717. 1 play W green
4718. 0 play G+2
4719. 1 play WPU
4720. 0 play B+2
4721. 2 play B6
4722. 1 play WDT
4723. 0 play B5
4724. 2 play B1
4725. 1 play B8
4726. 0 play B7
4727. 2 play B3
4728. 1 play W+4
4729. 0 play WDT
4730. 2 play B1
4731. 1 play WPU
4732. 0 play B4
4733. 2 play W+4
4734. 1 play W
4735. 0 play WPU
4736. 2 play W+4
4737. 1 play WPU
4738. 0 play B4
4739. 2 play BR
4740. 1 play W+4
4741. 0 play WPU
4742. 2 play B0
4743. 1 play W
4744. 0 play BPT
4745. 2 play BR
4746. 1 play W+4
4747. 0 play BS
4748. 2 play B9
4749. 1 play W+4
4750. 0 play WDT
4751. 2 play BPT
4752. 1 play W
4753. 0 play B8
4754. 2 play WDT
4755. 1 play W
4756. 0 play WPU
4757. 2 play WPU
4758. 1 play W
4759. 0 play B9
4760. 2 play W
4761. 1 play W+4
4762. 0 play B3
4763. 2 play BPT
4764. 1 play W
4765. 0 play BPT
4766. 2 take
4767. 1 play W yellow
4768. 0 play Y+2
4769. 1 play Y6
4770. 0 play YS
4771. 1 play W+4 yellow
4772. 0 accept
4773. 2 play WPU
4774. 1 play W
4775. 0 play W
4776. 2 play B0
4777. 1 play WDT
4778. 0 play W+4
4779. 2 play B3
4780. 1 play W
4781. 0 play W
4782. 2 play B3
4783. 1 play W
4784. 0 take
4785. 2 play WDT red 0,2
4786. 1 draw
4787. 1 play WDT blue 0,1
4788. 0 play W green
4789. 2 play GS
4790. 0 play GPT
4791. 1 point 0
4792. 0 point 1
4793. 2 point 0
4794. 2 play G5
4795. 1 play Y5
4796. 0 play WDT yellow 0,2
4797. 2 play YPT
4798. 2 point 1
4799. 0 point 1
4800. 1 point 2
4801. 1 play Y3
4802. 1 play Y3
4803. 0 play W+4 yellow
4804. 2 accept
4805. 1 play WPU
4806. 0 play YPT
4807. 2 play Y9
4808. 1 play Y8
4809. 0 play Y6
4810. 2 play Y9
4811. 1 play Y0
4812. 0 play W
4813. 2 play Y1
4814. 1 play Y+2
4815. 0 play W
4816. 2 play W
4817. 1 play Y5
4818. 0 play Y2
4819. 2 play WPU
4820. 1 play Y7
4821. 0 play Y4
4822. 2 play WDT
4823. 1 play YR
4824. 0 play Y7
4825. 2 play W+4
4826. 1 play Y1
4827. 0 play W
4828. 2 play W+4
4829. 1 play WDT
4830. 0 play W
4831. 2 play W+4
4832. 1 play YS
4833. 0 play Y2
4834. 2 play W
4835. 1 play YPT
4836. 0 play W
4837. 2 play W+4
4838. 1 play Y4
4839. 0 play W+4
4840. 2 play WDT
4841. 1 play WDT
4842. 0 take
4843. 2 play WDT yellow 0,2
4844. 1 play YR
4845. 2 play GR
4846. 1 play G2
4847. 0 play G4
4848. 2 play G1
4849. 1 play GPT
4850. 1 point 2
4851. 0 point 1
4852. 2 point 1
4853. 0 draw
4854. 0 play WPU
4855. 2 play G1
4856. 1 play G2
4857. 0 play G9
4858. 2 play G6
4859. 1 play WPU
4860. 0 play G8
4861. 2 play WPU
4862. 1 play WDT
4863. 0 play G9
4864. 2 play G3
4865. 1 play WDT
4866. 0 play W
4867. 2 play G6
4868. 1 play WDT
4869. 0 play W
4870. 2 play G+2
4871. 1 take
4872. 0 play W+4 blue
4873. 2 accept
4874. 1 play W yellow
4875. 0 play YS
4876. 1 play RS
4877. 2 play WDT yellow 1,2
4878. 1 play W red
4879. 0 play W red
4880. 2 play R5
4881. 1 play WPU
4882. 0 play Y7
4883. 2 play YS
4884. 1 play WPU
4885. 0 play Y0
4886. 2 play WPU
4887. 1 play WDT
4888. 0 play YPT
4889. 2 play W+4
4890. 1 play WDT
4891. 0 play Y4
4892. 2 play W
4893. 1 play WDT
4894. 0 play Y1
4895. 2 play W
4896. 1 play W+4
4897. 0 play W+4
4898. 2 play W
4899. 1 play YPT
4900. 0 play Y5
4901. 2 play WPU
4902. 1 take
4903. 0 play Y7
4904. 2 play WPU
4905. 1 play Y0
4906. 0 play Y6
4907. 2 play W+4
4908. 1 play Y7
4909. 0 play WPU
4910. 2 play W
4911. 1 play YPT
4912. 0 play YPT
4913. 2 play W+4
4914. 1 play Y1
4915. 0 play YR
4916. 2 play W
4917. 1 play W+4
4918. 0 play Y2
4919. 2 play WPU
4920. 1 play W
4921. 0 play Y8
4922. 2 play WPU
4923. 1 play W+4
4924. 0 play Y+2
4925. 2 play W+4
4926. 1 play W
4927. 0 play Y8
4928. 2 play W
4929. 1 play Y5
4930. 0 play Y1
4931. 2 play W
4932. 1 play YPT
4933. 0 play Y4
4934. 2 play W+4
4935. 1 play WPU
4936. 0 play Y2
4937. 2 play WPU
4938. 1 play W
4939. 0 play WDT
4940. 2 take
4941. 1 play Y4
4942. 0 play G4
4943. 2 play GPT
4944. 0 point 1
4945. 1 point 2
4946. 2 point 0
4947. 1 play G8
4948. 0 play G0
4949. 2 play G8
4950. 1 play G1
4951. 0 play GPT
4952. 1 point 2
4953. 0 point 2
4954. 2 point 1
4955. 2 play G3
4956. 1 play G3
4957. 0 play B3
4958. 2 play B6
4959. 2 play B6
4960. 1 play Y6
4961. 0 play WDT green 1,2
4962. 2 play WDT yellow 0,2
4963. 1 play YS
4964. 2 play W yellow
4965. 1 play WPU
4966. 0 play W
4967. 2 play G5
4968. 1 play G6
4969. 0 play W
4970. 2 play WDT
4971. 1 play WPU
4972. 0 play WDT
4973. 2 play W
4974. 1 play WDT
4975. 0 play GS
4976. 2 play WPU
4977. 1 play G+2
4978. 0 play G7
4979. 2 play WPU
4980. 1 play G2
4981. 0 play W
4982. 2 play W+4
4983. 1 play W
4984. 0 play WDT
4985. 2 play W
4986. 1 play WDT
4987. 0 play G7
4988. 2 play GR
4989. 1 play WDT
4990. 0 play G4
4991. 2 play WPU
4992. 1 play W+4
4993. 0 play W
4994. 2 play W+4
4995. 1 play G9
4996. 0 play W+4
4997. 2 play WPU
4998. 1 play G+2
4999. 0 play W+4
5000. 2 play W+4
5001. 1 play G9
5002. 0 play W+4
5003. 2 play W
5004. 1 play G6
5005. 0 take
5006. 2 play WPU
5007. 1 play Y4
5008. 0 play WPU
5009. 2 play Y5
5010. 1 take
5011. 0 play WDT red 0,2
5012. 2 play RPT
5013. 0 point 2
5014. 1 point 2
5015. 2 point 1
5016. 1 play R3
5017. 1 play R3
5018. 0 play W+4 green
5019. 2 challenge
5020. 2 play WPU
5021. 1 play G1
5022. 0 play W
5023. 2 play WDT
5024. 1 play WPU
5025. 0 play GS
5026. 2 play W
5027. 1 take
5028. 0 play G4
5029. 2 play Y4
5030. 1 play YS
5031. 2 play Y6
5032. 1 play W yellow
5033. 0 play W+4 blue
5034. 2 challenge
5035. 2 play B+2
5036. 0 play WPU
5037. 2 play W+4
5038. 1 play WDT
5039. 0 play Y9
5040. 2 play YPT
5041. 1 play Y5
5042. 0 play W
5043. 2 play Y7
5044. 1 play WDT
5045. 0 play Y9
5046. 2 play Y2
5047. 1 play W
5048. 0 play YR
5049. 2 play Y2
5050. 1 play Y5
5051. 0 play W
5052. 2 play W
5053. 1 play Y4
5054. 0 play W
5055. 2 play Y+2
5056. 1 play WPU
5057. 0 play WPU
5058. 2 play WPU
5059. 1 play WPU
5060. 0 play W+4
5061. 2 play Y1
5062. 1 take
5063. 0 play W yellow
5064. 2 play Y1
5065. 1 play WPU
5066. 0 play W+4
5067. 2 play W+4
5068. 1 play WPU
5069. 0 play WDT
5070. 2 play W
5071. 1 play W
5072. 0 play G6
5073. 2 play W
5074. 1 play WDT
5075. 0 play G+2
5076. 2 play W+4
5077. 1 play W
5078. 0 play G9
5079. 2 take
5080. 1 play W+4 green
5081. 0 challenge
5082. 0 play G5
5083. 2 play GPT
5084. 0 point 2
5085. 2 point 1
5086. 1 point 0
5087. 1 play WPU
5088. 0 play W+4
5089. 2 play Y+2
5090. 1 play YR
5091. 0 play WDT
5092. 2 play W
5093. 1 play WPU
5094. 0 play WDT
5095. 2 play Y8
5096. 1 play Y5
5097. 0 play W
5098. 2 play W
5099. 1 play WDT
5100. 0 play W+4
5101. 2 play WDT
5102. 1 play Y5
5103. 0 play W+4
5104. 2 play YPT
5105. 1 play Y9
5106. 0 play W+4
5107. 2 play Y3
5108. 1 play YPT
5109. 0 play W
5110. 2 play Y0
5111. 1 play Y9
5112. 0 play WDT
5113. 2 play W+4
5114. 1 play Y1
5115. 0 play W
5116. 2 play WPU
5117. 1 play Y+2
5118. 0 play WPU
5119. 2 play WDT
5120. 1 play Y4
5121. 0 play WDT
5122. 2 play YPT
5123. 1 play Y7
5124. 0 play WPU
5125. 2 play WDT
5126. 1 play WDT
5127. 0 play WPU
5128. 2 play W
5129. 1 play YPT
5130. 0 play W+4
5131. 2 play YR
5132. 1 play W+4
5133. 0 play W
5134. 2 play W
5135. 1 play WPU
5136. 0 play W
5137. 2 play W+4
5138. 1 play Y7
5139. 0 take
5140. 2 play Y8
5141. 0 play Y8
5142. 2 play B8
5143. 1 play W yellow
5144. 0 play WPU
5145. 2 play G6
5146. 1 play GS
5147. 0 play G9
5148. 2 play W+4
5149. 1 play GS
5150. 0 play G4
5151. 2 play G+2
5152. 1 play GPT
5153. 0 play WDT
5154. 2 play G9
5155. 1 play W
5156. 0 play W+4
5157. 2 take
5158. 1 play G1
5159. 0 play WPU
5160. 2 play B2
5161. 1 play B7
5162. 0 play WPU
5163. 2 play BS
5164. 1 play W
5165. 0 play B0
5166. 2 play B2
5167. 1 play W
5168. 0 play W+4
5169. 2 play BS
5170. 1 take
5171. 0 play W+4 yellow
5172. 2 challenge
5173. 2 play WDT yellow 0,2
5174. 1 play Y2
5175. 0 play Y9
5176. 2 play W blue
5177. 1 play BS
5178. 2 play B9
5179. 1 play B2
5180. 0 play W red
5181. 2 play W+4 yellow
5182. 1 challenge
5183. 1 play Y2
5184. 0 play WDT green 0,2
5185. 2 play GS
5186. 0 play G3
5187. 2 play G9
5188. 1 play R9
5189. 0 play W green
5190. 2 play G2
5191. 0 play G2
5192. 2 play GPT
5193. 0 point 2
5194. 1 point 2
5195. 2 point 0
5196. 1 play RPT
5197. 1 point 0
5198. 2 point 1
5199. 0 point 2
5200. 0 play WPU
5201. 2 play W+4
5202. 1 play W
5203. 0 play WDT
5204. 2 play W+4
5205. 1 play WPU
5206. 0 play Y5
5207. 2 take
5208. 1 play WPU
5209. 0 play Y+2
5210. 2 play Y1
5211. 1 play W+4
5212. 0 play YR
5213. 2 play Y5
5214. 1 play W
5215. 0 play YR
5216. 2 play WPU
5217. 1 take
5218. 0 play Y1
5219. 2 play W+4 green
5220. 1 challenge
5221. 1 play WPU
5222. 0 play W+4
5223. 2 play WDT
5224. 1 play R5
5225. 0 play RS
5226. 2 play W
5227. 1 play R9
5228. 0 play WPU
5229. 2 play R7
5230. 1 play R0
5231. 0 play W+4
5232. 2 play W
5233. 1 play R1
5234. 0 play WPU
5235. 2 play W+4
5236. 1 play R2
5237. 0 play W+4
5238. 2 play WPU
5239. 1 play RS
5240. 0 play WPU
5241. 2 take
5242. 1 play R6
5243. 1 play R6
5244. 0 play W+4 blue
5245. 2 challenge
5246. 2 play B4
5247. 2 play B4
5248. 1 play B2
5249. 0 play WPU
5250. 2 play GPT
5251. 1 play W
5252. 0 play W+4
5253. 2 play G0
5254. 1 play W+4
5255. 0 play G7
5256. 2 play G4
5257. 1 take
5258. 0 play GPT
5259. 1 point 2
5260. 2 point 0
5261. 0 point 2
5262. 2 play WPU
5263. 1 play B0
5264. 0 play W
5265. 2 play BPT
5266. 1 play WPU
5267. 0 play B5
5268. 2 play W
5269. 1 play W
5270. 0 play WDT
5271. 2 play B7
5272. 1 play BS
5273. 0 play W
5274. 2 play B1
5275. 1 play B7
5276. 0 play W
5277. 2 play W
5278. 1 play W+4
5279. 0 play WDT
5280. 2 play WPU
5281. 1 play B8
5282. 0 play WDT
5283. 2 play B+2
5284. 1 play W+4
5285. 0 play B3
5286. 2 play W+4
5287. 1 take
5288. 0 play WDT yellow 0,1
5289. 2 play WDT yellow 0,2
5290. 1 play YR
5291. 2 play Y4
5292. 0 play G4
5293. 1 play W red
5294. 2 play R2
5295. 0 play WDT green 0,1
5296. 1 play W yellow
5297. 2 play W+4 red
5298. 0 accept
5299. 1 play R2
5300. 2 play RS
5301. 1 play W+4 yellow
5302. 2 accept
5303. 0 play Y3
5304. 1 play Y+2
5305. 0 play Y+2
5306. 2 play W+4 yellow
5307. 0 accept
5308. 1 play YS
5309. 0 play Y5
5310. 1 play Y5
5311. 2 play G5
5312. 0 play GPT
5313. 2 point 1
5314. 0 point 2
5315. 1 point 2
5316. 1 play WDT red 1,2
5317. 2 play R1
5318. 0 play WDT red 0,2
5319. 1 play RR
5320. 0 play W yellow
5321. 2 play YS
5322. 0 play Y6
5323. 2 play W+4 yellow
5324. 1 accept
5325. 0 play Y9
5326. 2 play R9
5327. 1 play W+4 green
5328. 0 challenge
5329. 0 play W yellow
5330. 2 play W red
5331. 1 play R7
5332. 0 play G7
5333. 2 play GS
5334. 0 play W+4 red
5335. 2 accept
5336. 1 play RPT
5337. 0 point 2
5338. 1 point 0
5339. 2 point 1
5340. 0 play YPT
5341. 0 point 2
5342. 1 point 0
5343. 2 point 0
5344. 2 play Y1
5345. 1 play G1
5346. 0 draw
5347. 0 play WDT green 0,1
5348. 2 play G9
5349. 1 play GS
5350. 2 play G8
5351. 1 play G0
5352. 0 play W+4 red
5353. 2 challenge
5354. 2 play W+4 red
5355. 1 accept
5356. 0 play WPU
5357. 2 play WPU
5358. 1 play WDT
5359. 0 play W
5360. 2 play Y2
5361. 1 play Y5
5362. 0 play YS
5363. 2 play WPU
5364. 1 play W
5365. 0 play Y4
5366. 2 play WPU
5367. 1 play W+4
5368. 0 play W
5369. 2 play WPU
5370. 1 play WDT
5371. 0 play YPT
5372. 2 play WPU
5373. 1 play Y5
5374. 0 play WDT
5375. 2 play WPU
5376. 1 play Y9
5377. 0 play Y6
5378. 2 play WPU
5379. 1 play W+4
5380. 0 play W
5381. 2 take
5382. 1 play YR
5383. 2 play Y6
5384. 0 play W green
5385. 1 play W+4 green
5386. 2 accept
5387. 0 play W red
5388. 1 play R7
5389. 2 play R7
5390. 0 play R6
5391. 1 play R2
5392. 2 play W blue
5393. 0 play WPU
5394. 1 play Y3
5395. 2 play WDT
5396. 0 play Y3
5397. 1 play WDT
5398. 2 play YPT
5399. 0 play WDT
5400. 1 play WPU
5401. 2 play WPU
5402. 0 play WDT
5403. 1 play YR
5404. 2 play Y+2
5405. 0 play YPT
5406. 1 play Y2
5407. 2 play W
5408. 0 play Y7
5409. 1 play Y4
5410. 2 play Y9
5411. 0 play YPT
5412. 1 play Y8
5413. 2 play WPU
5414. 0 play W
5415. 1 play W
5416. 2 play Y+2
5417. 0 play W+4
5418. 1 play WDT
5419. 2 play WDT
5420. 0 play W+4
5421. 1 play W
5422. 2 play W
5423. 0 play Y8
5424. 1 play WDT
5425. 2 play W+4
5426. 0 play Y0
5427. 1 play Y1
5428. 2 play WDT
5429. 0 play Y7
5430. 1 play W
5431. 2 play WPU
5432. 0 play Y9
5433. 1 play WPU
5434. 2 play Y4
5435. 0 play W
5436. 1 play WPU
5437. 2 play Y5
5438. 0 play WDT
5439. 1 play W
5440. 2 play W+4
5441. 0 play WDT
5442. 1 play W
5443. 2 play WPU
5444. 0 take
5445. 1 draw
5446. 1 play W green
5447. 2 play W green
5448. 0 play G5
5449. 1 play GS
5450. 0 play W+4 yellow
5451. 1 accept
5452. 2 play WPU
5453. 0 play YR
5454. 1 play YS
5455. 2 play WPU
5456. 0 play Y2
5457. 1 play Y6
5458. 2 play W
5459. 0 play Y7
5460. 1 play WDT
5461. 2 play W+4
5462. 0 play Y3
5463. 1 take
5464. 2 play WPU
5465. 0 play W+4
5466. 1 play RPT
5467. 2 play R0
5468. 0 play W
5469. 1 play R8
5470. 2 play RS
5471. 0 play R9
5472. 1 play R1
5473. 2 play R3
5474. 0 play WPU
5475. 1 play R8
5476. 2 play R5
5477. 0 play RPT
5478. 1 play R5
5479. 2 play RS
5480. 0 play WDT
5481. 1 play R+2
5482. 2 play RPT
5483. 0 play W
5484. 1 play R9
5485. 2 play R1
5486. 0 play WDT
5487. 1 play W+4
5488. 2 take
5489. 0 play WPU
5490. 1 play GS
5491. 2 play G+2
5492. 0 play W+4
5493. 1 play G7
5494. 2 play W
5495. 0 play GR
5496. 1 play G9
5497. 2 play WDT
5498. 0 play G0
5499. 1 play W+4
5500. 2 play WPU
5501. 0 play GPT
5502. 1 play G9
5503. 2 play G8
5504. 0 play W
5505. 1 play G4
5506. 2 play G2
5507. 0 play G3
5508. 1 play WDT
5509. 2 play WDT
5510. 0 play W
5511. 1 play WPU
5512. 2 play G5
5513. 0 play W
5514. 1 play G4
5515. 2 play G2
5516. 0 play G7
5517. 1 play W
5518. 2 play W+4
5519. 0 play G+2
5520. 1 play GPT
5521. 2 play W
5522. 0 play WDT
5523. 1 play GPT
5524. 2 play W+4
5525. 0 play WPU
5526. 1 take
5527. 2 play G1
5528. 0 play WDT red 1,2
5529. 1 play R6
5530. 2 play R+2
5531. 1 play W green
5532. 2 play G6
5533. 0 play G6
5534. 1 play WPU
5535. 2 play R0
5536. 0 play WPU
5537. 1 play WPU
5538. 2 play R5
5539. 0 play W
5540. 1 play WDT
5541. 2 play RR
5542. 0 play WDT
5543. 1 play R4
5544. 2 play RS
5545. 0 play RPT
5546. 1 play W+4
5547. 2 play R3
5548. 0 play R2
5549. 1 play W+4
5550. 2 play R1
5551. 0 play WPU
5552. 1 play WPU
5553. 2 play R9
5554. 0 play WDT
5555. 1 play W
5556. 2 play R9
5557. 0 play W+4
5558. 1 play R4
5559. 2 play R1
5560. 0 play WDT
5561. 1 play W+4
5562. 2 play R8
5563. 0 play W+4
5564. 1 play R3
5565. 2 play RS
5566. 0 play W
5567. 1 play W
5568. 2 play R5
5569. 0 play WDT
5570. 1 play WDT
5571. 2 play R8
5572. 0 play W+4
5573. 1 play R+2
5574. 2 play RPT
5575. 0 play WPU
5576. 1 play WDT
5577. 2 play RPT
5578. 0 play W
5579. 1 play WDT
5580. 2 play RPT
5581. 0 play WDT
5582. 1 play RR
5583. 2 take
5584. 0 play WDT green 1,2
5585. 1 play W+4 yellow
5586. 2 challenge
5587. 2 play Y2
5588. 0 play Y4
5589. 1 play G4
5590. 2 play WDT yellow 1,2
5591. 0 play YPT
5592. 2 point 0
5593. 1 point 0
5594. 0 point 2
5595. 1 play BPT
5596. 2 point 0
5597. 0 point 1
5598. 1 point 2
5599. 2 play BR
5600. 1 play BS
5601. 2 play WPU
5602. 1 play G+2
5603. 0 play W
5604. 2 play WPU
5605. 1 play G8
5606. 0 play WPU
5607. 2 play WDT
5608. 1 play WDT
5609. 0 play G8
5610. 2 play W
5611. 1 play G0
5612. 0 play W
5613. 2 play WPU
5614. 1 play GPT
5615. 0 play W
5616. 2 play GS
5617. 1 play GPT
5618. 0 play G5
5619. 2 play WDT
5620. 1 play GR
5621. 0 play W+4
5622. 2 play WDT
5623. 1 play G2
5624. 0 play GR
5625. 2 play W
5626. 1 play W
5627. 0 play G3
5628. 2 play WDT
5629. 1 play G5
5630. 0 play GPT
5631. 2 play WPU
5632. 1 play G2
5633. 0 take
5634. 2 play WPU
5635. 1 play W
5636. 0 play W+4
5637. 2 play R1
5638. 1 play W+4
5639. 0 play W
5640. 2 play R9
5641. 1 play WPU
5642. 0 play R7
5643. 2 play W
5644. 1 play WPU
5645. 0 play WDT
5646. 2 play W+4
5647. 1 play W
5648. 0 play WPU
5649. 2 play R4
5650. 1 play W+4
5651. 0 play WPU
5652. 2 play W
5653. 1 play W+4
5654. 0 play W
5655. 2 play R0
5656. 1 play W+4
5657. 0 play WPU
5658. 2 play R9
5659. 1 take
5660. 0 play W green
5661. 2 play WDT green 0,2
5662. 1 play G1
5663. 0 play GS
5664. 1 play W green
5665. 0 play W blue
5666. 2 play B8
5667. 1 play B+2
5668. 2 play WDT blue 1,2
5669. 1 play B1
5670. 0 play Y1
5671. 2 play W yellow
5672. 1 play W yellow
5673. 0 play W red
5674. 2 play R5
5675. 1 play R9
5676. 0 play Y9
5677. 2 play Y5
5678. 1 play Y7
5679. 0 play Y6
5680. 2 play W red
5681. 1 play W+4 blue
5682. 0 accept
5683. 2 play B3
5684. 1 play B6
5685. 0 play G6
5686. 2 play WDT green 0,1
5687. 1 play W+4 yellow
5688. 0 challenge
5689. 0 play YPT
5690. 2 point 0
5691. 1 point 2
5692. 0 point 2
5693. 2 play RPT
5694. 2 point 1
5695. 1 point 0
5696. 0 point 1
5697. 1 play R9
5698. 0 play WDT blue 0,2
5699. 2 play WPU
5700. 1 play W
5701. 0 play Y5
5702. 2 play YS
5703. 1 play Y6
5704. 0 play Y4
5705. 2 play W+4
5706. 1 play WPU
5707. 0 play Y+2
5708. 2 play WPU
5709. 1 play YR
5710. 0 play Y1
5711. 2 play WPU
5712. 1 play Y3
5713. 0 play Y7
5714. 2 play W+4
5715. 1 play WDT
5716. 0 play Y0
5717. 2 play WDT
5718. 1 play W+4
5719. 0 play Y3
5720. 2 play W
5721. 1 play YR
5722. 0 play Y+2
5723. 2 play W
5724. 1 play YPT
5725. 0 play WPU
5726. 2 play Y2
5727. 1 play WPU
5728. 0 play WDT
5729. 2 play WDT
5730. 1 play YS
5731. 0 play W+4
5732. 2 play WDT
5733. 1 play WDT
5734. 0 play Y8
5735. 2 play W+4
5736. 1 play W
5737. 0 play W
5738. 2 play W+4
5739. 1 play Y2
5740. 0 play WDT
5741. 2 play W+4
5742. 1 play W
5743. 0 play WDT
5744. 2 take
5745. 1 play W green
5746. 0 play GR
5747. 1 play W blue
5748. 2 play WDT blue 1,2
5749. 0 play B8
5750. 1 play BS
5751. 0 play B4
5752. 1 play W+4 yellow
5753. 2 accept
5754. 0 play YPT
5755. 2 point 0
5756. 1 point 0
5757. 0 point 2
5758. 1 play WPU
5759. 2 play Y7
5760. 0 play WPU
5761. 1 play WPU
5762. 2 play Y2
5763. 0 play Y9
5764. 1 play WPU
5765. 2 play WPU
5766. 0 play WDT
5767. 1 play W+4
5768. 2 play Y+2
5769. 0 play Y8
5770. 1 play W+4
5771. 2 play Y6
5772. 0 play WPU
5773. 1 play W+4
5774. 2 play YS
5775. 0 play W
5776. 1 take
5777. 2 play Y1
5778. 0 play G1
5779. 1 play R1
5780. 2 play R4
5781. 0 play B4
5782. 1 play R4
5783. 2 play Y4
5784. 0 play Y9
5785. 1 play W red
5786. 2 play WPU
5787. 0 play W
5788. 1 play R0
5789. 2 play WDT
5790. 0 play W
5791. 1 play W+4
5792. 2 play WDT
5793. 0 take
5794. 1 play WDT red 0,2
5795. 2 play R3
5796. 0 play R0
5797. 1 play W+4 green
5798. 2 accept
5799. 0 play G3
5800. 1 play B3
5801. 2 play WPU
5802. 0 play WDT
5803. 1 play R+2
5804. 2 play R2
5805. 0 play R5
5806. 1 play WPU
5807. 2 play R8
5808. 0 play W
5809. 1 play R7
5810. 2 play R2
5811. 0 play WDT
5812. 1 play R9
5813. 2 play WDT
5814. 0 play W+4
5815. 1 play WPU
5816. 2 play W+4
5817. 0 play W
5818. 1 play WPU
5819. 2 play WDT
5820. 0 play W
5821. 1 play W+4
5822. 2 play R6
5823. 0 play W
5824. 1 play R7
5825. 2 play WPU
5826. 0 take
5827. 1 play WPU
5828. 2 play WPU
5829. 0 play WPU
5830. 1 play G4
5831. 2 play W
5832. 0 play G2
5833. 1 play G+2
5834. 2 play W
5835. 0 play G8
5836. 1 play GPT
5837. 2 play G1
5838. 0 play GR
5839. 1 play G4
5840. 2 play WPU
5841. 0 play W+4
5842. 1 play G6
5843. 2 play W
5844. 0 play GPT
5845. 1 play G9
5846. 2 play W
5847. 0 play W
5848. 1 play WPU
5849. 2 play W
5850. 0 play W
5851. 1 play G9
5852. 2 play WDT
5853. 0 play W
5854. 1 play GS
5855. 2 play WDT
5856. 0 play G+2
5857. 1 play G7
5858. 2 play W
5859. 0 play G0
5860. 1 play G7
5861. 2 play W
5862. 0 play G8
5863. 1 play G3
5864. 2 play WDT
5865. 0 play WDT
5866. 1 take
5867. 2 play W+4 red
5868. 0 accept
5869. 1 play WDT red 1,2
5870. 2 play R3
5871. 0 play W+4 red
5872. 1 accept
5873. 2 play WPU
5874. 0 play R6
5875. 1 play WDT
5876. 2 play W
5877. 0 play R2
5878. 1 play W
5879. 2 play W
5880. 0 play R8
5881. 1 play W
5882. 2 play RR
5883. 0 play WPU
5884. 1 play WPU
5885. 2 play RPT
5886. 0 play R9
5887. 1 play W+4
5888. 2 play R+2
5889. 0 play W
5890. 1 play W
5891. 2 play R5
5892. 0 play R7
5893. 1 play WDT
5894. 2 play R6
5895. 0 play R5
5896. 1 play WPU
5897. 2 play W+4
5898. 0 play R9
5899. 1 play WPU
5900. 2 play W+4
5901. 0 play WPU
5902. 1 play WPU
5903. 2 play R0
5904. 0 play R2
5905. 1 play W
5906. 2 play W
5907. 0 play R7
5908. 1 play WDT
5909. 2 play R8
5910. 0 play W+4
5911. 1 play W
5912. 2 play RS
5913. 0 play W
5914. 1 play W
5915. 2 play R1
5916. 0 play R+2
5917. 1 play W
5918. 2 play R1
5919. 0 play WDT
5920. 1 play W
5921. 2 play RPT
5922. 0 play WPU
5923. 1 play W
5924. 2 play R3
5925. 0 play WDT
5926. 1 play W
5927. 2 play RS
5928. 0 play WDT
5929. 1 take
5930. 2 play RR
5931. 1 play R8
5932. 0 play B8
5933. 2 play BR
5934. 0 play BPT
5935. 2 point 0
5936. 1 point 0
5937. 0 point 1
5938. 1 play B3
5939. 2 play WDT green 1,2
5940. 0 play W+4 yellow
5941. 1 accept
5942. 2 play Y+2
5943. 1 play R+2
5944. 0 draw
5945. 1 play R0
5946. 2 play WDT blue 1,2
5947. 0 play W+4 green
5948. 1 accept
5949. 2 play G1
5950. 0 play G5
5951. 1 play G9
5952. 2 play W green
5953. 0 play GPT
5954. 1 point 2
5955. 0 point 1
5956. 2 point 1
5957. 1 play G4
5958. 2 play G3
5959. 0 play GR
5960. 2 play W+4 yellow
5961. 1 challenge
5962. 1 play WDT red 1,2
5963. 0 play WDT green 0,1
5964. 2 play W+4 green
5965. 1 challenge
5966. 1 play W yellow
5967. 0 play Y9
5968. 2 play Y5
5969. 1 play YS
5970. 2 play Y1
5971. 1 play WDT blue 0,1
5972. 0 play B+2
5973. 1 play B5
5974. 0 play B3
5975. 2 play B1
5976. 1 play BR
5977. 2 play B3
5978. 0 play WDT yellow 0,1
5979. 1 play Y4
5980. 2 play WDT red 1,2
5981. 0 draw
5982. 0 play WDT blue 0,2
5983. 1 play B8
5984. 2 play B8
5985. 0 play BS
5986. 2 play WDT red 0,2
5987. 0 draw
5988. 1 play R3
5989. 2 play R+2
5990. 1 play R4
5991. 2 play R0
5992. 0 draw
5993. 1 play WDT red 0,2
5994. 2 play WDT blue 0,1
5995. 0 play B5
5996. 1 play B4
5997. 2 play W+4 blue
5998. 0 accept
5999. 1 play W green
6000. 2 play G4
6001. 0 play GPT
6002. 0 point 2
6003. 1 point 2
6004. 2 point 0
6005. 1 play G1
6006. 2 play G9
6007. 0 play G3
6008. 1 play G0
6009. 2 play WPU
6010. 0 play W
6011. 1 play W+4
6012. 2 play W
6013. 0 play W+4
6014. 1 play W+4
6015. 2 play B+2
6016. 0 play B6
6017. 1 play B1
6018. 2 play WPU
6019. 0 play BR
6020. 1 play W+4
6021. 2 play W+4
6022. 0 play B1
6023. 1 play WDT
6024. 2 play WDT
6025. 0 play B6
6026. 1 play WDT
6027. 2 play BPT
6028. 0 take
6029. 1 play W+4 blue
6030. 2 challenge
6031. 2 play B5
6032. 0 play B3
6033. 1 play W+4 blue
6034. 2 challenge
6035. 2 play B8
6036. 0 play BPT
6037. 2 point 1
6038. 0 point 2
6039. 1 point 0
6040. 1 play WDT blue 0,1
6041. 2 play B2
6042. 0 play WPU
6043. 1 play WDT
6044. 2 play G1
6045. 0 play GR
6046. 1 play GPT
6047. 2 play G5
6048. 0 play W
6049. 1 play GS
6050. 2 play WPU
6051. 0 play WDT
6052. 1 play WDT
6053. 2 play W+4
6054. 0 play GS
6055. 1 play G8
6056. 2 play W+4
6057. 0 play W
6058. 1 play G9
6059. 2 play WDT
6060. 0 play W+4
6061. 1 play GR
6062. 2 play W+4
6063. 0 play WDT
6064. 1 play W
6065. 2 take
6066. 0 play G2
6067. 1 play G3
6068. 2 play Y3
6069. 0 play W+4 green
6070. 1 challenge
6071. 1 play G+2
6072. 0 play WDT red 0,1
6073. 1 play R1
6074. 2 play R4
6075. 1 play R4
6076. 2 play RPT
6077. 1 point 2
6078. 0 point 1
6079. 2 point 0
6080. 0 play GPT
6081. 0 point 2
6082. 2 point 0
6083. 1 point 0
6084. 1 play G6
6085. 2 play W red
6086. 0 play W+4 green
6087. 1 accept
6088. 2 play GS
6089. 1 play GPT
6090. 1 point 2
6091. 0 point 2
6092. 2 point 1
6093. 2 play WDT red 0,2
6094. 0 play R+2
6095. 2 play WPU
6096. 0 play WPU
6097. 1 play R4
6098. 2 play R1
6099. 0 play W+4
6100. 1 play R2
6101. 2 play WDT
6102. 0 play W+4
6103. 1 play RR
6104. 2 play RR
6105. 0 take
6106. 1 play R1
6107. 2 play W blue
6108. 0 play WPU
6109. 1 play YPT
6110. 2 play WDT
6111. 0 play WDT
6112. 1 play Y5
6113. 2 play YR
6114. 0 play W+4
6115. 1 play W+4
6116. 2 play Y0
6117. 0 play W+4
6118. 1 play YPT
6119. 2 play Y3
6120. 0 play Y1
6121. 1 play Y9
6122. 2 play Y8
6123. 0 play Y9
6124. 1 play WPU
6125. 2 play WPU
6126. 0 take
6127. 1 draw
6128. 2 play Y7
6129. 0 play YR
6130. 2 play YR
6131. 0 play Y3
6132. 1 play WPU
6133. 2 play WDT
6134. 0 play B+2
6135. 1 play BR
6136. 2 play WDT
6137. 0 play WDT
6138. 1 play B3
6139. 2 play W
6140. 0 play B5
6141. 1 play B3
6142. 2 play B2
6143. 0 play WPU
6144. 1 play W
6145. 2 play BPT
6146. 0 play WDT
6147. 1 play B4
6148. 2 play W
6149. 0 play WPU
6150. 1 play B4
6151. 2 play W+4
6152. 0 play B1
6153. 1 play B8
6154. 2 play W+4
6155. 0 play B6
6156. 1 play BPT
6157. 2 play W+4
6158. 0 play B6
6159. 1 play W+4
6160. 2 play B8
6161. 0 play BR
6162. 1 play W
6163. 2 play B9
6164. 0 play B5
6165. 1 play WDT
6166. 2 play B9
6167. 0 play B1
6168. 1 play BS
6169. 2 play BPT
6170. 0 play W+4
6171. 1 play B0
6172. 2 play BPT
6173. 0 play W+4
6174. 1 play W
6175. 2 play W+4
6176. 0 play W+4
6177. 1 play W+4
6178. 2 take
6179. 0 draw
6180. 1 play W+4 yellow
6181. 2 challenge
6182. 2 play Y2
6183. 0 play Y3
6184. 1 play WPU
6185. 2 play YPT
6186. 0 play Y5
6187. 1 play Y8
6188. 2 play WDT
6189. 0 play Y9
6190. 1 play Y5
6191. 2 play Y4
6192. 0 play Y1
6193. 1 play Y4
6194. 2 play WPU
6195. 0 play Y0
6196. 1 play WDT
6197. 2 play WDT
6198. 0 play Y9
6199. 1 play YS
6200. 2 play WPU
6201. 0 play Y8
6202. 1 play Y6
6203. 2 play Y6
6204. 0 play YPT
6205. 1 play Y7
6206. 2 play YPT
6207. 0 play YPT
6208. 1 play WDT
6209. 2 play W
6210. 0 take
6211. 1 play WDT green 1,2
6212. 2 play GS
6213. 1 play W+4 blue
6214. 2 challenge
6215. 2 play B3
6216. 0 play W blue
6217. 1 play WPU
6218. 2 play W+4
6219. 0 play Y6
6220. 1 play YR
6221. 2 play YS
6222. 0 play Y6
6223. 1 play WPU
6224. 2 play YR
6225. 0 play Y7
6226. 1 play Y1
6227. 2 play W
6228. 0 play Y9
6229. 1 play W
6230. 2 play W+4
6231. 0 play Y4
6232. 1 play WPU
6233. 2 play W
6234. 0 play Y8
6235. 1 play Y2
6236. 2 play W+4
6237. 0 play YPT
6238. 1 play W
6239. 2 play WDT
6240. 0 play YPT
6241. 1 play WPU
6242. 2 play W
6243. 0 play YS
6244. 1 play W
6245. 2 play WDT
6246. 0 play Y8
6247. 1 play Y+2
6248. 2 play WDT
6249. 0 play YPT
6250. 1 play WPU
6251. 2 play W
6252. 0 play Y1
6253. 1 play Y+2
6254. 2 play W+4
6255. 0 play Y5
6256. 1 play W
6257. 2 play W+4
6258. 0 play Y3
6259. 1 play WDT
6260. 2 play W+4
6261. 0 play Y9
6262. 1 play W
6263. 2 play W+4
6264. 0 play Y4
6265. 1 play WPU
6266. 2 play W
6267. 0 play Y0
6268. 1 play WDT
6269. 2 play W
6270. 0 play WPU
6271. 1 play WDT
6272. 2 play W+4
6273. 0 play YPT
6274. 1 play W
6275. 2 play W+4
6276. 0 play WPU
6277. 1 play W
6278. 2 play W+4
6279. 0 play WDT
6280. 1 play WPU
6281. 2 take
6282. 0 play Y5
6283. 1 play WDT yellow 0,2
6284. 2 play Y0
6285. 0 play G0
6286. 1 play GPT
6287. 2 point 1
6288. 1 point 2
6289. 0 point 2
6290. 2 play WDT blue 0,2
6291. 0 play WDT yellow 0,2
6292. 1 play W green
6293. 2 play G5
6294. 0 play G3
6295. 1 play G2
6296. 2 play G9
6297. 0 play WDT yellow 0,2
6298. 1 play WPU
6299. 2 play Y2
6300. 0 play WDT
6301. 1 play W
6302. 2 play WDT
6303. 0 take
6304. 1 draw
6305. 1 play WPU
6306. 2 play GPT
6307. 0 play WDT
6308. 1 play G4
6309. 2 play G4
6310. 0 play WDT
6311. 1 play G3
6312. 2 play G9
6313. 0 play W
6314. 1 play GS
6315. 2 play GR
6316. 0 play WPU
6317. 1 play GPT
6318. 2 play G8
6319. 0 play G1
6320. 1 play G7
6321. 2 play WPU
6322. 0 play G2
6323. 1 play G8
6324. 2 play WDT
6325. 0 play G5
6326. 1 play G6
6327. 2 play W
6328. 0 take
6329. 1 play G6
6330. 2 play G1
6331. 0 play G9
6332. 1 play G7
6333. 2 play W+4 red
6334. 0 challenge
6335. 0 draw
6336. 1 play R2
6337. 2 play WDT yellow 0,2
6338. 0 play Y5
6339. 2 play Y5
6340. 0 play Y2
6341. 2 play Y2
6342. 0 play Y0
6343. 1 draw
6344. 2 play YR
6345. 1 draw
6346. 0 play RR
6347. 1 play R7
6348. 2 play W+4 green
6349. 0 challenge
6350. 0 play G3
6351. 1 play G9
6352. 2 play W green
6353. 0 play GR
6354. 2 play BR
6355. 0 play W blue
6356. 1 play B+2
6357. 0 play W green
6358. 1 play G7
6359. 2 play GR
6360. 1 play G+2
6361. 2 play W+4 yellow
6362. 1 challenge
6363. 1 draw
6364. 0 play Y2
6365. 2 play Y1
6366. 2 play Y1
6367. 1 draw
6368. 0 play WPU
6369. 2 play WPU
6370. 1 play GPT
6371. 0 play W+4
6372. 2 play GR
6373. 1 play G3
6374. 0 play G7
6375. 2 play W
6376. 1 play G+2
6377. 0 play G9
6378. 2 play G9
6379. 1 take
6380. 0 play W blue
6381. 2 play WPU
6382. 1 play RPT
6383. 0 play R+2
6384. 2 play W+4
6385. 1 play W+4
6386. 0 play WDT
6387. 2 play W+4
6388. 1 play R2
6389. 0 play WPU
6390. 2 play W+4
6391. 1 play R7
6392. 0 play R2
6393. 2 play WPU
6394. 1 play R6
6395. 0 play W
6396. 2 play W+4
6397. 1 play R+2
6398. 0 play W+4
6399. 2 play WDT
6400. 1 play RS
6401. 0 play RR
6402. 2 play W
6403. 1 play WPU
6404. 0 play R4
6405. 2 play RPT
6406. 1 play R8
6407. 0 play R4
6408. 2 play W+4
6409. 1 play R5
6410. 0 play WPU
6411. 2 play W+4
6412. 1 play W
6413. 0 play R1
6414. 2 play RPT
6415. 1 play RPT
6416. 0 play WDT
6417. 2 play WDT
6418. 1 play R8
6419. 0 play RR
6420. 2 play WDT
6421. 1 play R5
6422. 0 play WPU
6423. 2 play W
6424. 1 play R6
6425. 0 play W
6426. 2 play WDT
6427. 1 play R9
6428. 0 play WDT
6429. 2 play WDT
6430. 1 play R0
6431. 0 play WDT
6432. 2 play R1
6433. 1 play RS
6434. 0 play WDT
6435. 2 play WDT
6436. 1 play R3
6437. 0 take
6438. 2 draw
6439. 2 play W green
6440. 1 play G+2
6441. 2 play WPU
6442. 1 play G9
6443. 0 play G5
6444. 2 play WPU
6445. 1 play G7
6446. 0 play G8
6447. 2 play WDT
6448. 1 play G3
6449. 0 play G4
6450. 2 play G3
6451. 1 play G9
6452. 0 play GPT
6453. 2 play GPT
6454. 1 play GR
6455. 0 play GS
6456. 2 play G6
6457. 1 play GR
6458. 0 play GS
6459. 2 play WPU
6460. 1 play GPT
6461. 0 play G5
6462. 2 play W+4
6463. 1 take
6464. 0 play G6
6465. 1 play G6
6466. 0 play W+4 blue
6467. 2 accept
6468. 1 play WPU
6469. 0 play W+4
6470. 2 play W+4
6471. 1 play W+4
6472. 0 play W
6473. 2 play Y1
6474. 1 play WDT
6475. 0 play WPU
6476. 2 play Y7
6477. 1 play WPU
6478. 0 play W+4
6479. 2 play Y+2
6480. 1 take
6481. 0 play W green
6482. 2 play W green
6483. 1 play G5
6484. 0 play R5
6485. 2 play W yellow
6486. 1 play Y1
6487. 0 play R1
6488. 0 play R1
6489. 2 play WPU
6490. 1 play WPU
6491. 0 play WPU
6492. 2 play W+4
6493. 1 play W+4
6494. 0 play Y5
6495. 2 play Y8
6496. 1 play W
6497. 0 play WPU
6498. 2 play Y0
6499. 1 play WPU
6500. 0 play WDT
6501. 2 play Y4
6502. 1 play WPU
6503. 0 play W
6504. 2 play Y9
6505. 1 play Y7
6506. 0 play W+4
6507. 2 play Y3
6508. 1 play Y1
6509. 0 play W+4
6510. 2 play Y+2
6511. 1 play WDT
6512. 0 play W
6513. 2 play Y4
6514. 1 play Y+2
6515. 0 play WPU
6516. 2 play YS
6517. 1 play W+4
6518. 0 play W
6519. 2 play Y6
6520. 1 play W+4
6521. 0 play W+4
6522. 2 play W
6523. 1 play W+4
6524. 0 play WDT
6525. 2 play YPT
6526. 1 take
6527. 0 play W green
6528. 2 play G0
6529. 1 play GS
6530. 2 play BS
6531. 0 play WPU
6532. 2 play WPU
6533. 1 play GS
6534. 0 play GPT
6535. 2 play WPU
6536. 1 play WDT
6537. 0 play WDT
6538. 2 play W
6539. 1 play WPU
6540. 0 play W+4
6541. 2 play W
6542. 1 play WDT
6543. 0 play W+4
6544. 2 play G6
6545. 1 play G8
6546. 0 play G1
6547. 2 play W
6548. 1 play G4
6549. 0 play G6
6550. 2 play W
6551. 1 play W+4
6552. 0 play WDT
6553. 2 play W
6554. 1 play GR
6555. 0 play G4
6556. 2 play W
6557. 1 play W+4
6558. 0 play G1
6559. 2 play W
6560. 1 play W
6561. 0 play G8
6562. 2 take
6563. 1 play G3
6564. 0 play G+2
6565. 1 play W green
6566. 0 play WDT green 1,2
6567. 2 play G4
6568. 1 play GR
6569. 2 play GR
6570. 1 play G3
6571. 0 play WDT yellow 0,1
6572. 2 play W+4 red
6573. 1 accept
6574. 0 play R6
6575. 2 play B6
6576. 1 play WDT red 1,2
6577. 0 play R1
6578. 2 play WDT blue 0,2
6579. 1 play W+4 blue
6580. 0 accept
6581. 2 play W+4 yellow
6582. 1 challenge
6583. 1 play Y0
6584. 0 play WPU
6585. 2 play G4
6586. 1 play W+4
6587. 0 play W
6588. 2 play G3
6589. 1 play W
6590. 0 play W+4
6591. 2 play WDT
6592. 1 play W
6593. 0 play WDT
6594. 2 play GS
6595. 1 play W
6596. 0 play G0
6597. 2 play GS
6598. 1 play G7
6599. 0 play G5
6600. 2 play G8
6601. 1 play W
6602. 0 play W
6603. 2 play W+4
6604. 1 play G5
6605. 0 play WDT
6606. 2 play W
6607. 1 play WPU
6608. 0 play G4
6609. 2 play G+2
6610. 1 play WPU
6611. 0 play WDT
6612. 2 play WDT
6613. 1 play W+4
6614. 0 play G2
6615. 2 play W
6616. 1 play G9
6617. 0 play G2
6618. 2 play W
6619. 1 play WPU
6620. 0 play W
6621. 2 play W
6622. 1 play G7
6623. 0 play G3
6624. 2 play WPU
6625. 1 play WPU
6626. 0 play WDT
6627. 2 play WDT
6628. 1 play W+4
6629. 0 play WDT
6630. 2 play GR
6631. 1 play WPU
6632. 0 play WDT
6633. 2 play WDT
6634. 1 play GPT
6635. 0 take
6636. 2 play W+4 red
6637. 1 accept
6638. 0 play R2
6639. 2 play W red
6640. 1 play R3
6641. 0 play R7
6642. 2 play WDT yellow 0,1
6643. 1 play Y9
6644. 0 play WDT yellow 1,2
6645. 2 play Y3
6646. 1 play Y2
6647. 0 play WPU
6648. 2 play YR
6649. 1 play WPU
6650. 0 play WPU
6651. 2 play YPT
6652. 1 play YPT
6653. 0 play Y5
6654. 2 play WPU
6655. 1 play Y3
6656. 0 play W+4
6657. 2 play Y2
6658. 1 play Y1
6659. 0 play WDT
6660. 2 play YS
6661. 1 play Y5
6662. 0 play W+4
6663. 2 play W+4
6664. 1 play Y7
6665. 0 play Y1
6666. 2 play YR
6667. 1 play Y8
6668. 0 play WDT
6669. 2 play Y8
6670. 1 play YS
6671. 0 play WPU
6672. 2 play WPU
6673. 1 play Y6
6674. 0 play WDT
6675. 2 play WDT
6676. 1 play W+4
6677. 0 play W
6678. 2 play W
6679. 1 play WPU
6680. 0 play W+4
6681. 2 play Y9
6682. 1 play Y+2
6683. 0 play W
6684. 2 play W
6685. 1 play Y4
6686. 0 play W+4
6687. 2 play Y6
6688. 1 play Y4
6689. 0 play W
6690. 2 play YPT
6691. 1 play Y+2
6692. 0 play WPU
6693. 2 play Y7
6694. 1 play W+4
6695. 0 play WDT
6696. 2 play W
6697. 1 play W+4
6698. 0 play W
6699. 2 play WPU
6700. 1 play W+4
6701. 0 play W
6702. 2 play W
6703. 1 take
6704. 0 play W red
6705. 2 play R1
6706. 1 play WDT yellow 1,2
6707. 0 play W red
6708. 2 play WPU
6709. 1 play Y4
6710. 0 play WDT
6711. 2 play YPT
6712. 1 play Y+2
6713. 0 play W
6714. 2 take
6715. 1 play Y5
6716. 0 play R5
6717. 2 play WDT red 1,2
6718. 1 play R9
6719. 0 play WDT yellow 0,1
6720. 2 draw
6721. 2 play WDT blue 1,2
6722. 1 play WPU
6723. 0 play WPU
6724. 2 play W
6725. 1 play W+4
6726. 0 play R+2
6727. 2 play W
6728. 1 play W
6729. 0 play R2
6730. 2 take
6731. 1 play R5
6732. 0 play R7
6733. 2 play R2
6734. 1 draw
6735. 1 play R1
6736. 0 play R8
6737. 2 play G8
6738. 1 play W green
6739. 0 play GS
6740. 1 play GR
6741. 2 play G6
6742. 0 play G8
6743. 1 play G9
6744. 2 play G6
6745. 0 play W+4 green
6746. 1 challenge
6747. 1 play WDT yellow 0,2
6748. 2 play W+4 red
6749. 0 accept
6750. 1 play W+4 yellow
6751. 2 accept
6752. 0 play Y9
6753. 1 play Y4
6754. 2 play Y4
6755. 0 play WPU
6756. 1 play W+4
6757. 2 play GR
6758. 0 play G5
6759. 1 play W+4
6760. 2 play G1
6761. 0 play GPT
6762. 1 play W+4
6763. 2 play WPU
6764. 0 play WDT
6765. 1 play W
6766. 2 play G1
6767. 0 play G8
6768. 1 play GPT
6769. 2 play G8
6770. 0 play GR
6771. 1 play WDT
6772. 2 play W
6773. 0 play G+2
6774. 1 play W
6775. 2 play W
6776. 0 play W
6777. 1 play W
6778. 2 play WDT
6779. 0 play G3
6780. 1 play WDT
6781. 2 play WDT
6782. 0 play WDT
6783. 1 play GPT
6784. 2 play W
6785. 0 play W+4
6786. 1 play W+4
6787. 2 play GPT
6788. 0 play G9
6789. 1 play WDT
6790. 2 play W
6791. 0 play G3
6792. 1 play W
6793. 2 play W
6794. 0 play G2
6795. 1 play W
6796. 2 take
6797. 0 play G5
6798. 1 draw
6799. 2 play G5
6800. 0 play Y5
6801. 1 play WPU
6802. 2 play W+4
6803. 0 play WDT
6804. 1 play WPU
6805. 2 play W+4
6806. 0 play WPU
6807. 1 play W
6808. 2 play W
6809. 0 play GS
6810. 1 play W+4
6811. 2 play G1
6812. 0 play G4
6813. 1 play W+4
6814. 2 play G+2
6815. 0 play G7
6816. 1 play WPU
6817. 2 play G8
6818. 0 play G2
6819. 1 play W
6820. 2 play G8
6821. 0 play W
6822. 1 play W+4
6823. 2 play G9
6824. 0 play G7
6825. 1 play W+4
6826. 2 play WDT
6827. 0 play WDT
6828. 1 play WPU
6829. 2 play G2
6830. 0 play W
6831. 1 play WPU
6832. 2 play GR
6833. 0 play G0
6834. 1 play WPU
6835. 2 play G6
6836. 0 play W
6837. 1 play WPU
6838. 2 play G1
6839. 0 play G+2
6840. 1 take
6841. 2 play GR
6842. 1 play G8
6843. 0 draw
6844. 0 play WPU
6845. 2 play R8
6846. 1 play W+4
6847. 0 play R1
6848. 2 play R7
6849. 1 play R7
6850. 0 play R9
6851. 2 play WDT
6852. 1 play W+4
6853. 0 play R6
6854. 2 play R+2
6855. 1 play WDT
6856. 0 play R3
6857. 2 play WDT
6858. 1 play W+4
6859. 0 play R0
6860. 2 play WDT
6861. 1 play WDT
6862. 0 play R+2
6863. 2 play W
6864. 1 play WDT
6865. 0 play RS
6866. 2 play R9
6867. 1 play WPU
6868. 0 play RPT
6869. 2 play WPU
6870. 1 play W
6871. 0 play RR
6872. 2 play WDT
6873. 1 play W
6874. 0 play WDT
6875. 2 play R2
6876. 1 play W
6877. 0 play RS
6878. 2 play W
6879. 1 play W
6880. 0 play R2
6881. 2 play WDT
6882. 1 play W+4
6883. 0 play R6
6884. 2 play WDT
6885. 1 play W+4
6886. 0 play R3
6887. 2 play W
6888. 1 play W
6889. 0 play WDT
6890. 2 play W
6891. 1 play W
6892. 0 play R4
6893. 2 play W
6894. 1 play W+4
6895. 0 play R4
6896. 2 play W
6897. 1 play WPU
6898. 0 play R8
6899. 2 play W+4
6900. 1 play WPU
6901. 0 play RR
6902. 2 play W
6903. 1 play WPU
6904. 0 play RPT
6905. 2 play W+4
6906. 1 play WPU
6907. 0 play RPT
6908. 2 play W
6909. 1 play WPU
6910. 0 play RPT
6911. 2 play W+4
6912. 1 play WPU
6913. 0 take
6914. 2 play W yellow
6915. 1 play Y+2
6916. 2 play WDT yellow 0,2
6917. 1 play YR
6918. 2 play W yellow
6919. 0 play W green
6920. 1 play G2
6921. 2 play GS
6922. 1 play GR
6923. 0 play G4
6924. 2 play B4
6925. 1 play B7
6926. 0 play WDT yellow 0,2
6927. 2 play Y+2
6928. 0 play B+2
6929. 1 play B6
6930. 0 play B7
6931. 2 play B4
6932. 1 draw
6933. 0 play B3
6934. 2 play B9
6935. 2 play B9
6936. 1 play Y9
6937. 0 play R9
6938. 0 play R9
6939. 2 play W yellow
6940. 1 play Y8
6941. 0 play WDT red 0,1
6942. 2 draw
6943. 1 play R5
6944. 0 play R2
6945. 0 play R2
6946. 2 play G2
6947. 1 play G1
6948. 0 play W+4 yellow
6949. 2 challenge
6950. 2 play YPT
6951. 1 point 0
6952. 0 point 1
6953. 2 point 0
6954. 1 play WPU
6955. 0 play W
6956. 2 play G3
6957. 1 play G7
6958. 0 play W
6959. 2 play GPT
6960. 1 play G9
6961. 0 play GS
6962. 2 play G3
6963. 1 play G9
6964. 0 play WDT
6965. 2 play GPT
6966. 1 play W+4
6967. 0 play W
6968. 2 play GPT
6969. 1 play G+2
6970. 0 play WPU
6971. 2 play GPT
6972. 1 play G0
6973. 0 play WPU
6974. 2 take
6975. 1 play G8
6976. 0 play GR
6977. 1 play G1
6978. 2 play G9
6979. 0 play WDT yellow 0,2
6980. 1 play Y9
6981. 2 play Y3
6982. 0 play YR
6983. 2 play WPU
6984. 1 play YR
6985. 0 play WDT
6986. 2 play W
6987. 1 play Y6
6988. 0 play Y2
6989. 2 play WDT
6990. 1 play Y2
6991. 0 play WDT
6992. 2 play Y4
6993. 1 play Y0
6994. 0 play WPU
6995. 2 play WPU
6996. 1 play YS
6997. 0 play WPU
6998. 2 play W
6999. 1 play Y7
7000. 0 play W
7001. 2 play W+4
7002. 1 play Y7
7003. 0 play W
7004. 2 play W
7005. 1 play Y+2
7006. 0 play W
7007. 2 play W
7008. 1 play Y3
7009. 0 play W+4
7010. 2 take
7011. 1 play Y5
7012. 0 play WPU
7013. 2 play GPT
7014. 1 play G2
7015. 0 play WDT
7016. 2 play WPU
7017. 1 play G6
7018. 0 play G8
7019. 2 play G7
7020. 1 play G4
7021. 0 play WPU
7022. 2 play G5
7023. 1 play GS
7024. 0 play WDT
7025. 2 play W
7026. 1 play G6
7027. 0 play W+4
7028. 2 play WDT
7029. 1 play G+2
7030. 0 play W+4
7031. 2 play GPT
7032. 1 play G7
7033. 0 play W+4
7034. 2 play W+4
7035. 1 take
7036. 0 play W green
7037. 2 play GPT
7038. 0 point 2
7039. 1 point 0
7040. 2 point 0
7041. 1 play W+4 blue
7042. 0 challenge
7043. 0 play WPU
7044. 2 play W
7045. 1 play WDT
7046. 0 play R4
7047. 2 play W+4
7048. 1 play WDT
7049. 0 play W
7050. 2 play WPU
7051. 1 play W
7052. 0 play W+4
7053. 2 play WDT
7054. 1 play R2
7055. 0 play RPT
7056. 2 play WDT
7057. 1 play WPU
7058. 0 play R1
7059. 2 play WPU
7060. 1 play WPU
7061. 0 play W+4
7062. 2 play W+4
7063. 1 play WDT
7064. 0 play R4
7065. 2 play W
7066. 1 play W+4
7067. 0 play R5
7068. 2 play W
7069. 1 play W+4
7070. 0 play RS
7071. 2 play WDT
7072. 1 play W+4
7073. 0 play R6
7074. 2 play W
7075. 1 take
7076. 0 play R8
7077. 2 play B8
7078. 1 play W red
7079. 0 play R1
7080. 2 play WDT blue 0,2
7081. 1 play WDT green 0,1
7082. 0 play WDT yellow 0,1
7083. 2 play Y6
7084. 1 play YS
7085. 2 play W blue
7086. 1 play BS
7087. 2 play B8
7088. 1 play WPU
7089. 0 play WPU
7090. 2 play G+2
7091. 1 play GS
7092. 0 play W+4
7093. 2 play W
7094. 1 play WDT
7095. 0 play W+4
7096. 2 play G0
7097. 1 play G8
7098. 0 play G5
7099. 2 play GS
7100. 1 play G5
7101. 0 play WDT
7102. 2 play G3
7103. 1 play GR
7104. 0 play G4
7105. 2 play G9
7106. 1 play W
7107. 0 play WPU
7108. 2 play G3
7109. 1 play G7
7110. 0 play W
7111. 2 play GPT
7112. 1 play G6
7113. 0 play W
7114. 2 take
7115. 1 play WPU
7116. 0 play WDT
7117. 2 play W
7118. 1 play YPT
7119. 0 play WPU
7120. 2 play Y2
7121. 1 play W
7122. 0 play W
7123. 2 play Y+2
7124. 1 play Y6
7125. 0 play W+4
7126. 2 play Y2
7127. 1 play WDT
7128. 0 play W
7129. 2 play Y3
7130. 1 play WPU
7131. 0 play W
7132. 2 play YS
7133. 1 play Y1
7134. 0 play WPU
7135. 2 play Y4
7136. 1 play WPU
7137. 0 play W
7138. 2 play Y0
7139. 1 play Y5
7140. 0 take
7141. 2 play Y4
7142. 1 play R4
7143. 0 play Y4
7144. 2 play W red
7145. 1 play RPT
7146. 1 point 0
7147. 2 point 0
7148. 0 point 2
7149. 0 play R0
7150. 2 play G0
7151. 1 play G4
7152. 2 play G4
7153. 1 play R4
7154. 0 play R5
7155. 2 play G5
7156. 1 play GPT
7157. 1 point 2
7158. 2 point 0
7159. 0 point 1
7160. 0 play WPU
7161. 2 play B+2
7162. 1 play W
7163. 0 play BS
7164. 2 play B6
7165. 1 play B+2
7166. 0 play W+4
7167. 2 play B4
7168. 1 play W
7169. 0 play WPU
7170. 2 play B3
7171. 1 play W
7172. 0 play W
7173. 2 play B1
7174. 1 play B7
7175. 0 play WDT
7176. 2 play BR
7177. 1 play W+4
7178. 0 play WPU
7179. 2 play B1
7180. 1 play W+4
7181. 0 play W
7182. 2 play W+4
7183. 1 play W+4
7184. 0 play WDT
7185. 2 play B0
7186. 1 play B4
7187. 0 play WPU
7188. 2 play W+4
7189. 1 play W+4
7190. 0 play WPU
7191. 2 play WPU
7192. 1 play W+4
7193. 0 play W
7194. 2 play B5
7195. 1 play W+4
7196. 0 play W
7197. 2 play BPT
7198. 1 play W+4
7199. 0 play W
7200. 2 play B2
7201. 1 play WDT
7202. 0 play W
7203. 2 play BR
7204. 1 play WDT
7205. 0 play W
7206. 2 play W
7207. 1 play WDT
7208. 0 play WDT
7209. 2 play W
7210. 1 play WDT
7211. 0 take
7212. 2 play B5
7213. 0 play B5
7214. 2 play B2
7215. 0 play B2
7216. 2 play WPU
7217. 1 play G7
7218. 0 play W+4
7219. 2 play G+2
7220. 1 play GPT
7221. 0 play W+4
7222. 2 play WDT
7223. 1 play G2
7224. 0 play W
7225. 2 play G5
7226. 1 play GR
7227. 0 play W
7228. 2 play G6
7229. 1 play G+2
7230. 0 play W
7231. 2 play GS
7232. 1 play GPT
7233. 0 play WDT
7234. 2 play WPU
7235. 1 play G6
7236. 0 play W
7237. 2 play G9
7238. 1 take
7239. 0 play WDT green 0,1
7240. 2 play G8
7241. 1 play G1
7242. 0 play WPU
7243. 2 play Y7
7244. 1 play Y+2
7245. 0 play Y3
7246. 2 play YR
7247. 1 play WDT
7248. 0 play YS
7249. 2 play Y7
7250. 1 play YPT
7251. 0 play Y5
7252. 2 play WDT
7253. 1 play WPU
7254. 0 play Y1
7255. 2 take
7256. 1 play W yellow
7257. 0 play W+4 yellow
7258. 2 challenge
7259. 2 play Y9
7260. 1 play Y1
7261. 0 play YPT
7262. 1 point 2
7263. 0 point 2
7264. 2 point 1
7265. 2 play BPT
7266. 2 point 1
7267. 1 point 2
7268. 0 point 1
7269. 1 play W blue
7270. 0 play BPT
7271. 0 point 1
7272. 1 point 0
7273. 2 point 0
7274. 2 play B9
7275. 1 play R9
7276. 0 play B9
7277. 2 play WPU
7278. 1 play WDT
7279. 0 play WPU
7280. 2 play WPU
7281. 1 play B7
7282. 0 play B+2
7283. 2 play WDT
7284. 1 play W
7285. 0 play B6
7286. 2 play BPT
7287. 1 play W+4
7288. 0 play W
7289. 2 play BPT
7290. 1 play WDT
7291. 0 play B3
7292. 2 play WDT
7293. 1 play W
7294. 0 play B+2
7295. 2 take
7296. 1 play W+4 green
7297. 0 accept
7298. 2 play G3
7299. 2 play G3
7300. 1 play G7
7301. 0 play WDT blue 0,1
7302. 2 play BPT
7303. 1 point 2
7304. 0 point 2
7305. 2 point 1
7306. 1 play YPT
7307. 1 point 0
7308. 2 point 1
7309. 0 point 2
7310. 0 play GPT
7311. 1 point 2
7312. 0 point 1
7313. 2 point 0
7314. 2 play G1
7315. 1 play GS
7316. 2 play G8
7317. 1 play GPT
7318. 2 point 1
7319. 1 point 2
7320. 0 point 2
7321. 0 play RPT
7322. 0 point 2
7323. 1 point 2
7324. 2 point 0
7325. 2 draw
7326. 1 play GPT
7327. 2 point 0
7328. 1 point 0
7329. 0 point 2
7330. 0 play W+4 red
7331. 2 challenge
7332. 2 play W yellow
7333. 1 play W+4 blue
7334. 0 accept
7335. 2 play B5
7336. 1 play R5
7337. 0 play R8
7338. 2 play WDT red 1,2
7339. 1 draw
7340. 1 play WPU
7341. 0 play B7
7342. 2 play B3
7343. 1 play W+4
7344. 0 play BR
7345. 2 play BPT
7346. 1 play B2
7347. 0 play B6
7348. 2 play W+4
7349. 1 take
7350. 0 play W+4 red
7351. 2 accept
7352. 1 play RS
7353. 2 play GS
7354. 0 play YS
7355. 1 play W+4 red
7356. 0 challenge
7357. 0 play R4
7358. 2 play R9
7359. 1 play R2
7360. 0 play Y2
7361. 2 play Y1
7362. 0 play Y1
7363. 2 play Y4
7364. 1 play Y4
7365. 0 play Y6
7366. 2 play Y5
7367. 1 play W red
7368. 0 play R7
7369. 2 play WPU
7370. 1 play B7
7371. 0 play WDT
7372. 2 play BS
7373. 1 play B8
7374. 0 play W+4
7375. 2 play B6
7376. 1 play WDT
7377. 0 play B4
7378. 2 play WPU
7379. 1 play B6
7380. 0 play B2
7381. 2 play BPT
7382. 1 play B3
7383. 0 play BR
7384. 2 play WPU
7385. 1 play BR
7386. 0 play WDT
7387. 2 play W
7388. 1 play W+4
7389. 0 play B4
7390. 2 play W+4
7391. 1 play WPU
7392. 0 play BPT
7393. 2 play B5
7394. 1 play BPT
7395. 0 play B1
7396. 2 play W
7397. 1 play B2
7398. 0 play B8
7399. 2 play WDT
7400. 1 take
7401. 0 play W+4 yellow
7402. 2 challenge
7403. 2 play Y9
7404. 1 play W yellow
7405. 0 play Y+2
7406. 1 play WPU
7407. 0 play B3
7408. 2 play WPU
7409. 1 play W+4
7410. 0 play W
7411. 2 play WPU
7412. 1 play W+4
7413. 0 play BS
7414. 2 play WDT
7415. 1 play B7
7416. 0 play W+4
7417. 2 play B9
7418. 1 play WDT
7419. 0 play B0
7420. 2 play W+4
7421. 1 play WPU
7422. 0 play B1
7423. 2 play B7
7424. 1 play B1
7425. 0 play W
7426. 2 play B+2
7427. 1 play B6
7428. 0 play W+4
7429. 2 play WPU
7430. 1 play WDT
7431. 0 play WPU
7432. 2 play B+2
7433. 1 play B5
7434. 0 play WPU
7435. 2 play WDT
7436. 1 play BR
7437. 0 play WPU
7438. 2 play WDT
7439. 1 play WPU
7440. 0 play W
7441. 2 play BPT
7442. 1 play BPT
7443. 0 play W+4
7444. 2 take
7445. 1 play W green
7446. 0 play WDT yellow 1,2
7447. 2 play Y+2
7448. 0 play Y2
7449. 2 play W+4 green
7450. 1 challenge
7451. 1 draw
7452. 0 play WDT red 1,2
7453. 2 play WDT yellow 0,2
7454. 1 play Y5
7455. 0 play YR
7456. 1 play W+4 red
7457. 2 accept
7458. 0 play R5
7459. 1 play RPT
7460. 2 point 0
7461. 0 point 2
7462. 1 point 0
7463. 2 play R7
7464. 0 play G7
7465. 1 play G8
7466. 2 play G7
7467. 0 play W yellow
7468. 1 play Y8
7469. 2 play Y3
7470. 0 play Y+2
7471. 2 play YS
7472. 1 play YS
7473. 0 play YPT
7474. 0 point 1
7475. 1 point 2
7476. 2 point 0
7477. 1 play WPU
7478. 2 play YPT
7479. 0 play Y3
7480. 1 play W+4
7481. 2 play Y2
7482. 0 play Y4
7483. 1 play Y8
7484. 2 play Y7
7485. 0 play Y6
7486. 1 play Y5
7487. 2 play Y7
7488. 0 play WDT
7489. 1 play WDT
7490. 2 play W
7491. 0 play WDT
7492. 1 play WDT
7493. 2 play W
7494. 0 play Y9
7495. 1 play YPT
7496. 2 play WPU
7497. 0 play WPU
7498. 1 play Y4
7499. 2 play W+4
7500. 0 play WDT
7501. 1 play YPT
7502. 2 play Y+2
7503. 0 play WPU
7504. 1 take
7505. 2 play YR
7506. 1 play WPU
7507. 0 play W
7508. 2 play WPU
7509. 1 play Y5
7510. 0 play Y0
7511. 2 play W
7512. 1 play WPU
7513. 0 play Y6
7514. 2 play WDT
7515. 1 play W
7516. 0 play WDT
7517. 2 play W+4
7518. 1 play YPT
7519. 0 play W
7520. 2 play W+4
7521. 1 play YPT
7522. 0 play W
7523. 2 play WDT
7524. 1 play WPU
7525. 0 play W
7526. 2 play WDT
7527. 1 play Y8
7528. 0 play W
7529. 2 play WPU
7530. 1 play Y3
7531. 0 play W
7532. 2 play WDT
7533. 1 play WDT
7534. 0 play W
7535. 2 play WPU
7536. 1 play Y9
7537. 0 play W
7538. 2 play WDT
7539. 1 play Y7
7540. 0 play W
7541. 2 play W+4
7542. 1 play Y+2
7543. 0 take
7544. 2 play W+4 yellow
7545. 1 challenge
7546. 1 play Y4
7547. 1 play Y4
7548. 0 play Y3
7549. 2 play B3
7550. 1 play W blue
7551. 0 play WDT red 1,2
7552. 2 draw
7553. 2 play R9
7554. 1 play Y9
7555. 0 play Y7
7556. 2 play YR
7557. 0 play W+4 blue
7558. 1 accept
7559. 2 play B0
7560. 0 play W green
7561. 1 play W yellow
7562. 2 play W+4 yellow
7563. 0 challenge
7564. 0 play Y9
7565. 1 play YPT
7566. 1 point 0
7567. 0 point 1
7568. 2 point 1
7569. 2 play WPU
7570. 0 play YPT
7571. 1 play Y1
7572. 2 play Y3
7573. 0 play YPT
7574. 1 play Y2
7575. 2 play Y5
7576. 0 play WPU
7577. 1 play W+4
7578. 2 play Y8
7579. 0 play Y+2
7580. 1 play Y3
7581. 2 play W+4
7582. 0 play Y0
7583. 1 play Y4
7584. 2 play WPU
7585. 0 play WDT
7586. 1 play WPU
7587. 2 play W+4
7588. 0 play Y2
7589. 1 play W+4
7590. 2 play YS
7591. 0 play Y8
7592. 1 play W+4
7593. 2 play W+4
7594. 0 play Y6
7595. 1 play Y7
7596. 2 play Y+2
7597. 0 play WDT
7598. 1 play Y6
7599. 2 play WPU
7600. 0 play WPU
7601. 1 play WDT
7602. 2 play W+4
7603. 0 play WDT
7604. 1 play YPT
7605. 2 play YR
7606. 0 play W+4
7607. 1 play Y9
7608. 2 play W
7609. 0 play W+4
7610. 1 play Y1
7611. 2 play WPU
7612. 0 play WPU
7613. 1 play WDT
7614. 2 play WPU
7615. 0 play Y5
7616. 1 play W
7617. 2 play WPU
7618. 0 play WPU
7619. 1 play WDT
7620. 2 take
7621. 0 play WDT blue 0,1
7622. 1 play WDT blue 1,2
7623. 2 play B6
7624. 0 play WPU
7625. 1 play R6
7626. 2 play W+4
7627. 0 play RR
7628. 1 play W
7629. 2 play W+4
7630. 0 play R3
7631. 1 play R0
7632. 2 play WDT
7633. 0 play R2
7634. 1 play R5
7635. 2 play W+4
7636. 0 play W
7637. 1 play R2
7638. 2 play WPU
7639. 0 play RS
7640. 1 play R4
7641. 2 play W+4
7642. 0 play WDT
7643. 1 play RS
7644. 2 play R8
7645. 0 play R8
7646. 1 play WDT
7647. 2 play R9
7648. 0 play R7
7649. 1 play R1
7650. 2 play W
7651. 0 play RR
7652. 1 play R1
7653. 2 play W+4
7654. 0 play RPT
7655. 1 take
7656. 2 play R4
7657. 0 play R6
7658. 1 play WDT blue 1,2
7659. 2 play B9
7660. 0 play WDT red 0,1
7661. 1 play R4
7662. 2 play WPU
7663. 0 play R5
7664. 1 play W+4
7665. 2 play WPU
7666. 0 play RPT
7667. 1 play R9
7668. 2 play WDT
7669. 0 play W
7670. 1 play W+4
7671. 2 play WDT
7672. 0 play W
7673. 1 play R0
7674. 2 play W
7675. 0 play RPT
7676. 1 play R2
7677. 2 play WPU
7678. 0 play R+2
7679. 1 play R1
7680. 2 play WDT
7681. 0 play R+2
7682. 1 play RS
7683. 2 play WDT
7684. 0 play W
7685. 1 play RR
7686. 2 play WPU
7687. 0 play W
7688. 1 play R1
7689. 2 play W+4
7690. 0 play R3
7691. 1 play W+4
7692. 2 play W+4
7693. 0 play W
7694. 1 play WPU
7695. 2 play WDT
7696. 0 play W
7697. 1 play R5
7698. 2 play WPU
7699. 0 play W
7700. 1 play W+4
7701. 2 play W+4
7702. 0 play W
7703. 1 play R3
7704. 2 play W+4
7705. 0 play W uno
7706. 1 play R2
7707. 2 play WPU
7708. 0 take
7709. 1 play RR
7710. 0 play R1
7711. 2 play B1
7712. 1 play B5
7713. 0 play W+4 red
7714. 2 accept
7715. 1 play WDT red 0,2
7716. 0 play R1
7717. 2 play WPU
7718. 1 play W+4
7719. 0 play WDT
7720. 2 play Y6
7721. 1 play W
7722. 0 play WPU
7723. 2 play Y1
7724. 1 play W
7725. 0 play WPU
7726. 2 play YR
7727. 1 play W
7728. 0 play WPU
7729. 2 play YS
7730. 1 play WDT
7731. 0 play WDT
7732. 2 play Y0
7733. 1 take
7734. 0 play WPU
7735. 2 play BR
7736. 1 play WPU
7737. 0 play WDT
7738. 2 play B1
7739. 1 play BS
7740. 0 play W
7741. 2 play BS
7742. 1 play WPU
7743. 0 play WDT
7744. 2 play BPT
7745. 1 play B6
7746. 0 play WPU
7747. 2 play WPU
7748. 1 play W
7749. 0 play WPU
7750. 2 play B+2
7751. 1 play B2
7752. 0 play WDT
7753. 2 play BPT
7754. 1 play B4
7755. 0 play W+4
7756. 2 play WPU
7757. 1 play B3
7758. 0 play W
7759. 2 play B9
7760. 1 play B8
7761. 0 play W
7762. 2 play B5
7763. 1 play BPT
7764. 0 play W
7765. 2 play B+2
7766. 1 play B8
7767. 0 play W+4
7768. 2 play B7
7769. 1 play W
7770. 0 play W
7771. 2 play B7
7772. 1 play W
7773. 0 play W+4
7774. 2 take
7775. 1 draw
7776. 1 play B5
7777. 0 play W red
7778. 2 play W green
7779. 1 play WPU
7780. 0 play RR
7781. 2 play WPU
7782. 1 play R6
7783. 0 play W+4
7784. 2 play RPT
7785. 1 play RPT
7786. 0 play W
7787. 2 play W+4
7788. 1 play R7
7789. 0 play R+2
7790. 2 play W+4
7791. 1 play RS
7792. 0 play R2
7793. 2 play WPU
7794. 1 play R7
7795. 0 play W+4
7796. 2 play WDT
7797. 1 play R8
7798. 0 play R+2
7799. 2 play WDT
7800. 1 play W+4
7801. 0 play RS
7802. 2 play W
7803. 1 play WDT
7804. 0 play W+4
7805. 2 play WDT
7806. 1 play R8
7807. 0 play R9
7808. 2 play W
7809. 1 play WDT
7810. 0 play R3
7811. 2 play WPU
7812. 1 play W+4
7813. 0 play W
7814. 2 play WPU
7815. 1 play WDT
7816. 0 play R2
7817. 2 play W+4
7818. 1 play WDT
7819. 0 play R0
7820. 2 play W
7821. 1 take
7822. 0 play W yellow
7823. 2 play Y+2
7824. 0 play W blue
7825. 2 play B+2
7826. 0 play W+4 red
7827. 2 accept
7828. 1 play RPT
7829. 2 point 0
7830. 1 point 2
7831. 0 point 2
7832. 0 play R9
7833. 2 play Y9
7834. 1 play Y6
7835. 0 play WPU
7836. 2 play R4
7837. 1 play R7
7838. 0 play R5
7839. 2 play WPU
7840. 1 play R+2
7841. 0 play RPT
7842. 2 play W
7843. 1 play RR
7844. 0 play W
7845. 2 play W
7846. 1 play R2
7847. 0 play RPT
7848. 2 play W
7849. 1 play RS
7850. 0 play WDT
7851. 2 play W+4
7852. 1 play RS
7853. 0 play R5
7854. 2 play W
7855. 1 play WDT
7856. 0 play WDT
7857. 2 play W+4
7858. 1 play R8
7859. 0 play R3
7860. 2 play WPU
7861. 1 play RPT
7862. 0 take
7863. 2 play WPU
7864. 1 play WDT
7865. 0 play WPU
7866. 2 play B1
7867. 1 play BPT
7868. 0 play B1
7869. 2 play BR
7870. 1 play WDT
7871. 0 play W
7872. 2 play BPT
7873. 1 play B4
7874. 0 play W+4
7875. 2 play B4
7876. 1 play BR
7877. 0 play WPU
7878. 2 play B+2
7879. 1 play WPU
7880. 0 play W
7881. 2 play B5
7882. 1 play W+4
7883. 0 play B0
7884. 2 play B3
7885. 1 play B3
7886. 0 play W+4
7887. 2 play BPT
7888. 1 play W
7889. 0 play W
7890. 2 play B6
7891. 1 play W
7892. 0 play WDT
7893. 2 play WPU
7894. 1 play W
7895. 0 play WDT
7896. 2 play B6
7897. 1 play WPU
7898. 0 play WDT
7899. 2 play B7
7900. 1 play W
7901. 0 play W
7902. 2 play B7
7903. 1 play W+4
7904. 0 play W
7905. 2 play W
7906. 1 play W
7907. 0 take
7908. 2 play B8
7909. 1 play W+4 blue
7910. 0 challenge
7911. 0 draw
7912. 2 play B2
7913. 1 play WDT green 1,2
7914. 0 play W+4 blue
7915. 2 accept
7916. 1 play W+4 yellow
7917. 0 challenge
7918. 0 play Y+2
7919. 1 play YR
7920. 2 play YPT
7921. 2 point 0
7922. 1 point 2
7923. 0 point 2
7924. 0 play W yellow
7925. 1 play WDT yellow 1,2
7926. 2 play Y9
7927. 0 play YR
7928. 2 play WPU
7929. 1 play Y1
7930. 0 play W
7931. 2 play Y2
7932. 1 play WPU
7933. 0 play W
7934. 2 play Y8
7935. 1 play Y0
7936. 0 play W
7937. 2 play YR
7938. 1 play W+4
7939. 0 play WPU
7940. 2 play Y5
7941. 1 play YPT
7942. 0 play WPU
7943. 2 play Y+2
7944. 1 play Y6
7945. 0 play W+4
7946. 2 play YPT
7947. 1 play YS
7948. 0 play WPU
7949. 2 play W+4
7950. 1 play W+4
7951. 0 play W+4
7952. 2 play Y7
7953. 1 play WPU
7954. 0 play WPU
7955. 2 play W
7956. 1 play YS
7957. 0 play W+4
7958. 2 play Y2
7959. 1 play WDT
7960. 0 play W
7961. 2 play Y5
7962. 1 play WPU
7963. 0 play WDT
7964. 2 play WDT
7965. 1 play W+4
7966. 0 play WPU
7967. 2 play Y+2
7968. 1 play W
7969. 0 play WDT
7970. 2 play Y6
7971. 1 play WDT
7972. 0 play W
7973. 2 play W+4
7974. 1 play WPU
7975. 0 play W
7976. 2 play Y3
7977. 1 play WDT
7978. 0 play WDT
7979. 2 play Y4
7980. 1 play WPU
7981. 0 play WDT
7982. 2 play Y7
7983. 1 play WPU
7984. 0 play W
7985. 2 play Y9
7986. 1 play WDT
7987. 0 play W
7988. 2 play YPT
7989. 1 play W+4
7990. 0 play WDT
7991. 2 play Y8
7992. 1 play WDT
7993. 0 play W
7994. 2 play Y1
7995. 1 play W+4
7996. 0 play W
7997. 2 play Y3
7998. 1 play W
7999. 0 take
8000. 2 play W yellow
8001. 1 draw
8002. 1 play W blue
8003. 0 play B+2
8004. 1 play G+2
8005. 2 play G3
8006. 2 play G3
8007. 1 play G9
8008. 0 play B9
8009. 2 play BS
8010. 0 play GS
8011. 1 play WPU
8012. 0 play W
8013. 2 play G4
8014. 1 play W
8015. 0 play WDT
8016. 2 play GPT
8017. 1 play G+2
8018. 0 play W+4
8019. 2 play G0
8020. 1 play W+4
8021. 0 play WPU
8022. 2 play G8
8023. 1 play W
8024. 0 play WDT
8025. 2 play G7
8026. 1 play G9
8027. 0 play W
8028. 2 play G8
8029. 1 play GPT
8030. 0 play WDT
8031. 2 play G4
8032. 1 play G6
8033. 0 play W
8034. 2 play GPT
8035. 1 play G6
8036. 0 play WDT
8037. 2 play GS
8038. 1 play G1
8039. 0 play WDT
8040. 2 play GR
8041. 1 play G2
8042. 0 play WDT
8043. 2 play G7
8044. 1 play GR
8045. 0 play W
8046. 2 take
8047. 1 play G5
8048. 0 play WPU
8049. 2 play G9
8050. 1 play W+4
8051. 0 play WDT
8052. 2 play G7
8053. 1 play G5
8054. 0 play W
8055. 2 play G2
8056. 1 play G1
8057. 0 play WPU
8058. 2 play GR
8059. 1 play GPT
8060. 0 play WDT
8061. 2 play G7
8062. 1 play G2
8063. 0 play WDT
8064. 2 play G8
8065. 1 take
8066. 0 play W+4 blue
8067. 2 challenge
8068. 2 play B9
8069. 1 play R9
8070. 0 play WDT blue 1,2
8071. 2 play W blue
8072. 1 play WDT green 0,1
8073. 0 play W+4 yellow
8074. 2 challenge
8075. 2 play YPT
8076. 2 point 0
8077. 0 point 2
8078. 1 point 2
8079. 1 play W+4 yellow
8080. 0 accept
8081. 2 play WPU
8082. 1 play W
8083. 0 play Y8
8084. 2 play Y4
8085. 1 play WDT
8086. 0 play Y3
8087. 2 play WPU
8088. 1 play WPU
8089. 0 play YS
8090. 2 play W+4
8091. 1 play W+4
8092. 0 play W
8093. 2 play WDT
8094. 1 play WDT
8095. 0 play YPT
8096. 2 play W
8097. 1 play WPU
8098. 0 play Y+2
8099. 2 play Y9
8100. 1 play WDT
8101. 0 play W
8102. 2 play W
8103. 1 take
8104. 0 play Y4
8105. 2 play WDT blue 0,2
8106. 1 play B5
8107. 0 play B3
8108. 2 draw
8109. 2 play WDT green 0,2
8110. 1 play W red
8111. 0 play RR
8112. 1 play WDT green 0,1
8113. 2 play GPT
8114. 2 point 1
8115. 0 point 1
8116. 1 point 0
8117. 0 play WDT blue 0,2
8118. 1 play WDT yellow 0,2
8119. 2 play W yellow
8120. 0 play Y7
8121. 1 play Y8
8122. 2 play B8
8123. 0 play WPU
8124. 1 play GR
8125. 2 play G4
8126. 0 play GS
8127. 1 play G8
8128. 2 play G+2
8129. 0 play G3
8130. 1 play GPT
8131. 2 play G1
8132. 0 play WPU
8133. 1 play WPU
8134. 2 play G8
8135. 0 play G+2
8136. 1 play G9
8137. 2 play G3
8138. 0 play W+4
8139. 1 play W+4
8140. 2 play GR
8141. 0 play G5
8142. 1 play WPU
8143. 2 play GS
8144. 0 play W+4
8145. 1 play G2
8146. 2 play G4
8147. 0 play WPU
8148. 1 play WPU
8149. 2 play GPT
8150. 0 play WDT
8151. 1 play WPU
8152. 2 play WDT
8153. 0 play WPU
8154. 1 play W+4
8155. 2 play G0
8156. 0 play WPU
8157. 1 play G2
8158. 2 play W+4
8159. 0 play WDT
8160. 1 play G5
8161. 2 play W
8162. 0 play W
8163. 1 play W
8164. 2 play GPT
8165. 0 play W+4
8166. 1 play W+4
8167. 2 play WDT
8168. 0 play WPU
8169. 1 play W
8170. 2 play WDT
8171. 0 play W+4
8172. 1 play WDT
8173. 2 play W
8174. 0 play W
8175. 1 play G7
8176. 2 play WDT
8177. 0 play W
8178. 1 play G9
8179. 2 play G6
8180. 0 play W+4
8181. 1 play WDT
8182. 2 play G6
8183. 0 play W+4
8184. 1 play G1
8185. 2 take
8186. 0 play WPU
8187. 1 play Y3
8188. 2 play W+4
8189. 0 play Y4
8190. 1 play Y9
8191. 2 play W
8192. 0 play Y+2
8193. 1 play W
8194. 2 play WDT
8195. 0 play Y6
8196. 1 play W
8197. 2 play W
8198. 0 play W+4
8199. 1 play YPT
8200. 2 play WPU
8201. 0 play Y2
8202. 1 play YS
8203. 2 play W+4
8204. 0 play Y6
8205. 1 play Y4
8206. 2 play W
8207. 0 play WPU
8208. 1 play Y+2
8209. 2 play W
8210. 0 play Y7
8211. 1 take
8212. 2 play W+4 yellow
8213. 0 challenge
8214. 0 play Y8
8215. 1 play Y4
8216. 2 play W+4 green
8217. 0 challenge
8218. 0 play W red
8219. 1 play RR
8220. 0 play R1
8221. 2 draw
8222. 2 play RR
8223. 0 play R8
8224. 1 play W+4 blue
8225. 2 accept
8226. 0 play B7
8227. 1 play G7
8228. 2 play G8
8229. 0 play WPU
8230. 1 play WPU
8231. 2 play BPT
8232. 0 play B8
8233. 1 play W+4
8234. 2 play B+2
8235. 0 play WDT
8236. 1 play WDT
8237. 2 play B8
8238. 0 play B1
8239. 1 play B2
8240. 2 play W+4
8241. 0 play B3
8242. 1 play WPU
8243. 2 play BS
8244. 0 play B7
8245. 1 play B5
8246. 2 play W+4
8247. 0 play B4
8248. 1 play WDT
8249. 2 play B2
8250. 0 play B6
8251. 1 play W+4
8252. 2 play B3
8253. 0 play BR
8254. 1 play W
8255. 2 play W
8256. 0 play B4
8257. 1 play W
8258. 2 play W+4
8259. 0 play B6
8260. 1 play W
8261. 2 play B9
8262. 0 play W+4
8263. 1 play W
8264. 2 play W+4
8265. 0 play W
8266. 1 play W
8267. 2 play W+4
8268. 0 play B9
8269. 1 play W
8270. 2 play WPU
8271. 0 play BR
8272. 1 take
8273. 2 play WPU
8274. 0 play W
8275. 1 play W+4
8276. 2 play GS
8277. 0 play W
8278. 1 play WPU
8279. 2 play GS
8280. 0 play W
8281. 1 play W
8282. 2 play G7
8283. 0 play W
8284. 1 play W+4
8285. 2 play GPT
8286. 0 take
8287. 1 play WDT blue 0,2
8288. 2 play W yellow
8289. 0 play Y9
8290. 1 play Y2
8291. 2 play W+4 yellow
8292. 0 challenge
8293. 0 play Y1
8294. 1 play R1
8295. 2 play RR
8296. 1 play R3
8297. 0 play WPU
8298. 2 play RPT
8299. 1 play R7
8300. 0 play W+4
8301. 2 play W+4
8302. 1 play R8
8303. 0 play W+4
8304. 2 play R1
8305. 1 play R2
8306. 0 play R2
8307. 2 play R9
8308. 1 play W+4
8309. 0 play W
8310. 2 play WPU
8311. 1 play W+4
8312. 0 play R5
8313. 2 play W+4
8314. 1 play W+4
8315. 0 play R5
8316. 2 play W+4
8317. 1 play R6
8318. 0 play W
8319. 2 play WDT
8320. 1 play R6
8321. 0 play R3
8322. 2 play RR
8323. 1 play R4
8324. 0 play W
8325. 2 play WPU
8326. 1 play R0
8327. 0 play R7
8328. 2 play W
8329. 1 play R+2
8330. 0 play W
8331. 2 play W
8332. 1 play WDT
8333. 0 play RS
8334. 2 play WDT
8335. 1 play WPU
8336. 0 play WDT
8337. 2 play W
8338. 1 play WPU
8339. 0 play R4
8340. 2 play WPU
8341. 1 play R9
8342. 0 play RPT
8343. 2 play WDT
8344. 1 play W
8345. 0 play W
8346. 2 play WDT
8347. 1 play W+4
8348. 0 play RPT
8349. 2 play WPU
8350. 1 play W+4
8351. 0 play WPU
8352. 2 play WPU
8353. 1 play W
8354. 0 play RPT
8355. 2 play WDT
8356. 1 play W+4
8357. 0 play RS
8358. 2 play WDT
8359. 1 play WDT
8360. 0 play R+2
8361. 2 play WDT
8362. 1 play W
8363. 0 play WPU
8364. 2 play WPU
8365. 1 play W
8366. 0 play R8
8367. 2 play WPU
8368. 1 play W
8369. 0 play W
8370. 2 play WDT
8371. 1 play W
8372. 0 take
8373. 2 play WDT red 0,2
8374. 1 play W red
8375. 0 play R6
8376. 2 play G6
8377. 1 play B6
8378. 0 play B1
8379. 2 play G1
8380. 1 play B1
8381. 0 play B5
8382. 1 play B5
8383. 0 play BS
8384. 1 play BPT
8385. 2 point 0
8386. 0 point 2
8387. 1 point 2
8388. 0 play WDT blue 0,1
8389. 2 draw
8390. 1 play B+2
8391. 2 play G+2
8392. 0 play B+2
8393. 1 play Y+2
8394. 2 play Y8
8395. 1 play Y4
8396. 0 play W+4 yellow
8397. 2 challenge
8398. 2 play Y1
8399. 1 play W yellow
8400. 0 play Y5
8401. 2 play Y4
8402. 1 play Y8
8403. 0 play R8
8404. 2 play Y8
8405. 1 play YPT
8406. 1 point 0
8407. 2 point 1
8408. 0 point 2
8409. 0 play W+4 blue
8410. 2 accept
8411. 1 play W blue
8412. 0 play W blue
8413. 2 draw
8414. 1 play B5
8415. 0 play B6
8416. 2 play G6
8417. 2 play G6
8418. 1 play WDT blue 1,2
8419. 0 play BPT
8420. 0 point 2
8421. 2 point 1
8422. 1 point 2
8423. 2 play W blue
8424. 1 play B2
8425. 0 play B5
8426. 2 play G5
8427. 2 play G5
8428. 1 play WDT blue 0,2
8429. 0 play WPU
8430. 2 play B5
8431. 1 play BS
8432. 0 play W+4
8433. 2 take
8434. 1 play B1
8435. 0 play BPT
8436. 2 point 0
8437. 0 point 2
8438. 1 point 2
8439. 2 play BS
8440. 0 play B0
8441. 2 play W+4 blue
8442. 1 challenge
8443. 1 play B8
8444. 1 play B8
8445. 0 play B+2
8446. 1 play B4
8447. 0 play R4
8448. 0 play R4
8449. 2 play R3
8450. 1 play B3
8451. 0 play W+4 blue
8452. 2 challenge
8453. 2 play B6
8454. 1 play B6
8455. 0 play G6
8456. 2 play G7
8457. 0 play G7
8458. 2 play G9
8459. 2 play G9
8460. 1 play B9
8461. 1 play B9
8462. 0 play WDT red 0,1
8463. 2 play R6
8464. 0 play R6
8465. 2 play R8
8466. 0 play R8
8467. 2 play W+4 red
8468. 1 challenge
8469. 1 draw
8470. 0 play R1
8471. 2 play W green
8472. 1 draw
8473. 0 play WPU
8474. 2 play G3
8475. 1 take
8476. 0 play W+4 blue
8477. 2 accept
8478. 1 play BR
8479. 2 play WDT red 0,1
8480. 0 play R1
8481. 1 draw
8482. 1 play W+4 green
8483. 2 accept
8484. 0 play GS
8485. 2 play W blue
8486. 0 play BPT
8487. 2 point 1
8488. 1 point 0
8489. 0 point 1
8490. 1 play B7
8491. 2 play BPT
8492. 1 point 0
8493. 0 point 1
8494. 2 point 1
8495. 0 play W+4 green
8496. 1 accept
8497. 2 play G1
8498. 0 play GPT
8499. 0 point 2
8500. 1 point 2
8501. 2 point 0
8502. 1 play G3
8503. 2 play G6
8504. 0 play W blue
8505. 1 play BS
8506. 0 play YS
8507. 2 play Y1
8508. 0 play Y5
8509. 1 play Y3
8510. 2 play Y4
8511. 0 play Y0
8512. 1 play Y9
8513. 2 play Y8
8514. 0 play YR
8515. 2 play Y8
8516. 1 play B8
8517. 0 play B1
8518. 2 play W+4 red
8519. 1 accept
8520. 0 play R7
8521. 2 play WPU
8522. 1 play R8
8523. 0 play WPU
8524. 2 play R6
8525. 1 play R6
8526. 0 play W
8527. 2 play R8
8528. 1 play W
8529. 0 play WDT
8530. 2 play W+4
8531. 1 play R3
8532. 0 play WDT
8533. 2 take
8534. 1 play W red
8535. 0 play R+2
8536. 1 play B+2
8537. 2 play W+4 blue
8538. 1 accept
8539. 0 play WPU
8540. 2 play W+4
8541. 1 play WPU
8542. 0 play Y1
8543. 2 play WPU
8544. 1 play W+4
8545. 0 play WDT
8546. 2 play W+4
8547. 1 play Y7
8548. 0 play Y+2
8549. 2 play W
8550. 1 play Y6
8551. 0 play Y4
8552. 2 play Y9
8553. 1 play Y+2
8554. 0 play Y2
8555. 2 play W
8556. 1 play Y6
8557. 0 play WDT
8558. 2 play YPT
8559. 1 play YS
8560. 0 play W
8561. 2 play WDT
8562. 1 play Y7
8563. 0 play WPU
8564. 2 play Y2
8565. 1 take
8566. 0 play W blue
8567. 2 play B+2
8568. 0 play BPT
8569. 0 point 2
8570. 1 point 0
8571. 2 point 1
8572. 2 play BPT
8573. 0 point 1
8574. 1 point 0
8575. 2 point 0
8576. 1 play B2
8577. 0 play BS
8578. 1 play BR
8579. 2 play B0
8580. 0 play BPT
8581. 1 point 0
8582. 0 point 2
8583. 2 point 1
8584. 1 play B6
8585. 2 play R6
8586. 0 play RPT
8587. 0 point 1
8588. 1 point 2
8589. 2 point 1
8590. 1 play R4
8591. 2 play W red
8592. 0 play R7
8593. 1 play WDT blue 0,2
8594. 2 play B2
8595. 0 play BS
8596. 2 play B+2
8597. 1 play BR
8598. 0 play B5
8599. 2 play B9
8600. 1 play B9
8601. 0 play B8
8602. 2 play B5
8603. 1 play B4
8604. 0 play WPU
8605. 2 play WDT
8606. 1 play WDT
8607. 0 play YPT
8608. 2 play Y5
8609. 1 play Y3
8610. 0 play YPT
8611. 2 play W+4
8612. 1 play Y0
8613. 0 play WDT
8614. 2 play WDT
8615. 1 play WDT
8616. 0 play Y3
8617. 2 play Y8
8618. 1 play Y7
8619. 0 play YR
8620. 2 take
8621. 1 play Y5
8622. 0 play YPT
8623. 2 point 0
8624. 1 point 2
8625. 0 point 1
8626. 2 play YS
8627. 0 play W+4 blue
8628. 2 accept
8629. 1 play W green
8630. 0 play G3
8631. 2 play R3
8632. 1 play B3
8633. 0 play W blue
8634. 2 play B7
8635. 1 draw
8636. 0 play B1
8637. 2 play W yellow
8638. 1 play Y8
8639. 0 play W+4 yellow
8640. 2 accept
8641. 1 play YPT
8642. 2 point 1
8643. 0 point 2
8644. 1 point 2
8645. 0 play WPU
8646. 2 play W+4
8647. 1 play W
8648. 0 play W
8649. 2 play B1
8650. 1 play W
8651. 0 play WDT
8652. 2 play B2
8653. 1 play B5
8654. 0 play W+4
8655. 2 play WDT
8656. 1 play B7
8657. 0 play WDT
8658. 2 play B8
8659. 1 play B6
8660. 0 play W
8661. 2 play B2
8662. 1 play W+4
8663. 0 play W
8664. 2 play B6
8665. 1 play WPU
8666. 0 play WDT
8667. 2 play B4
8668. 1 play WPU
8669. 0 play WDT
8670. 2 play B9
8671. 1 play W+4
8672. 0 play W+4
8673. 2 play WDT
8674. 1 play B3
8675. 0 play WDT
8676. 2 play BR
8677. 1 play BPT
8678. 0 play W+4
8679. 2 play WDT
8680. 1 play W+4
8681. 0 play W+4
8682. 2 play WDT
8683. 1 play WPU
8684. 0 play W+4
8685. 2 play WDT
8686. 1 play WPU
8687. 0 play WDT
8688. 2 take
8689. 1 draw
8690. 1 play BPT
8691. 2 point 1
8692. 0 point 1
8693. 1 point 2
8694. 0 play W red
8695. 2 play W green
8696. 1 play GPT
8697. 1 point 2
8698. 2 point 1
8699. 0 point 2
8700. 0 play G6
8701. 2 play W blue
8702. 1 play B+2
8703. 2 play B1
8704. 1 play B5
8705. 0 play BR
8706. 1 play YR
8707. 0 play WDT blue 0,1
8708. 2 play B7
8709. 1 play W green
8710. 0 play W+4 blue
8711. 2 accept
8712. 1 draw
8713. 1 play B0
8714. 0 play W yellow
8715. 2 play WPU
8716. 1 play Y7
8717. 0 play W
8718. 2 play YPT
8719. 1 play Y4
8720. 0 play W
8721. 2 play Y4
8722. 1 play Y9
8723. 0 play W
8724. 2 play Y8
8725. 1 play Y1
8726. 0 play W
8727. 2 play W+4
8728. 1 play Y1
8729. 0 play WPU
8730. 2 play Y5
8731. 1 play YS
8732. 0 play WPU
8733. 2 play WPU
8734. 1 play Y9
8735. 0 play WPU
8736. 2 play Y3
8737. 1 play Y+2
8738. 0 play WPU
8739. 2 play W+4
8740. 1 play Y6
8741. 0 play WPU
8742. 2 play YR
8743. 1 play Y2
8744. 0 take
8745. 2 play W+4 green
8746. 1 accept
8747. 0 play GS
8748. 1 play G1
8749. 0 play G+2
8750. 1 play W yellow
8751. 0 play Y2
8752. 2 play WDT blue 0,1
8753. 1 play B8
8754. 0 play G8
8755. 2 play W red
8756. 1 play R1
8757. 0 play W red
8758. 2 play R8
8759. 1 play R6
8760. 0 play W blue
8761. 2 play B5
8762. 1 play B+2
8763. 2 play B3
8764. 1 draw
8765. 1 play W red
8766. 0 play R5
8767. 2 play R1
8768. 1 play W+4 red
8769. 0 challenge
8770. 2 play R4
8771. 1 play W yellow
8772. 0 play YS
8773. 1 play Y+2
8774. 2 play Y0
8775. 1 play WDT blue 0,1
8776. 0 play B7
8777. 2 play WDT red 0,1
8778. 1 play W green
8779. 0 play G6
8780. 1 play G6
8781. 0 play WPU
8782. 2 play R6
8783. 1 play WPU
8784. 0 play R2
8785. 2 play R8
8786. 1 play W+4
8787. 0 play R2
8788. 2 play W+4
8789. 1 take
8790. 0 play RR
8791. 1 play R2
8792. 2 play RPT
8793. 0 point 2
8794. 2 point 1
8795. 1 point 0
8796. 0 play R0
8797. 1 play W+4 yellow
8798. 2 accept
8799. 0 play W yellow
8800. 1 play YR
8801. 0 play Y3
8802. 2 play WDT blue 1,2
8803. 1 play W yellow
8804. 0 play YPT
8805. 1 point 0
8806. 0 point 1
8807. 2 point 1
8808. 2 play Y7
8809. 1 play Y5
8810. 0 play Y9
8811. 2 play G9
8812. 1 draw
8813. 1 play G6
8814. 0 play W+4 blue
8815. 2 accept
8816. 1 play WPU
8817. 0 play GPT
8818. 2 play W+4
8819. 1 play G3
8820. 0 play W
8821. 2 play G7
8822. 1 play W+4
8823. 0 play G5
8824. 2 play G3
8825. 1 play G7
8826. 0 play W
8827. 2 play G+2
8828. 1 take
8829. 0 play G9
8830. 2 play G4
8831. 1 play W+4 yellow
8832. 0 challenge
8833. 0 play Y1
8834. 2 play Y0
8835. 1 play YS
8836. 2 play WPU
8837. 1 play W+4
8838. 0 play WPU
8839. 2 play BR
8840. 1 play WDT
8841. 0 play W
8842. 2 play B4
8843. 1 play W
8844. 0 play WPU
8845. 2 play WPU
8846. 1 play B+2
8847. 0 play BR
8848. 2 play B5
8849. 1 play W
8850. 0 play B0
8851. 2 play B9
8852. 1 play W
8853. 0 play WPU
8854. 2 play B3
8855. 1 play B7
8856. 0 play W
8857. 2 play B8
8858. 1 play B7
8859. 0 play W+4
8860. 2 play B4
8861. 1 take
8862. 0 play B1
8863. 2 play W+4 red
8864. 1 challenge
8865. 1 play WPU
8866. 0 play R5
8867. 2 play W+4
8868. 1 play W+4
8869. 0 play R4
8870. 2 play R2
8871. 1 play WDT
8872. 0 play R7
8873. 2 play W+4
8874. 1 play W
8875. 0 play WPU
8876. 2 play WDT
8877. 1 play R6
8878. 0 play RS
8879. 2 play R8
8880. 1 play R2
8881. 0 play RR
8882. 2 play W
8883. 1 play RPT
8884. 0 play RS
8885. 2 play WPU
8886. 1 play R3
8887. 0 play W+4
8888. 2 play WDT
8889. 1 play R8
8890. 0 play WPU
8891. 2 play W+4
8892. 1 play W+4
8893. 0 play R3
8894. 2 play R7
8895. 1 play WPU
8896. 0 play WPU
8897. 2 play W
8898. 1 play W
8899. 0 play R5
8900. 2 play WDT
8901. 1 play W
8902. 0 play RPT
8903. 2 play WPU
8904. 1 play W
8905. 0 play RPT
8906. 2 play WDT
8907. 1 play WPU
8908. 0 play R9
8909. 2 play WDT
8910. 1 play W
8911. 0 play R+2
8912. 2 play WDT
8913. 1 play WPU
8914. 0 play R9
8915. 2 play WDT
8916. 1 take
8917. 0 draw
8918. 2 play W red
8919. 1 play R9
8920. 1 play R9
8921. 0 play R+2
8922. 1 play R+2
8923. 2 play G+2
8924. 0 play W+4 blue
8925. 2 challenge
8926. 2 play WDT blue 1,2
8927. 1 play B7
8928. 0 play B5
8929. 2 play BPT
8930. 1 point 0
8931. 2 point 1
8932. 0 point 1
8933. 1 play BR
8934. 2 play GR
8935. 1 play G1
8936. 0 play WPU
8937. 2 play W
8938. 1 play WDT
8939. 0 play WDT
8940. 2 play W
8941. 1 play WPU
8942. 0 play R1
8943. 2 play W+4
8944. 1 play WPU
8945. 0 play R1
8946. 2 play W
8947. 1 play R5
8948. 0 play RPT
8949. 2 play WDT
8950. 1 play R5
8951. 0 play RR
8952. 2 play W
8953. 1 play W+4
8954. 0 take
8955. 2 draw
8956. 1 play WDT green 0,2
8957. 0 play G6
8958. 2 draw
8959. 1 play R6
8960. 0 play Y6
8961. 2 play Y3
8962. 1 play WDT red 0,1
8963. 0 play R9
8964. 2 draw
8965. 1 play WPU
8966. 0 play WPU
8967. 2 play G5
8968. 1 play GPT
8969. 0 play WDT
8970. 2 play GPT
8971. 1 play WDT
8972. 0 play GS
8973. 2 play G4
8974. 1 play WDT
8975. 0 play W+4
8976. 2 play GR
8977. 1 play G5
8978. 0 play WDT
8979. 2 play G8
8980. 1 play WDT
8981. 0 play WPU
8982. 2 play GPT
8983. 1 play G3
8984. 0 play W+4
8985. 2 play G8
8986. 1 play W
8987. 0 play WDT
8988. 2 play G1
8989. 1 play W+4
8990. 0 play W
8991. 2 play G2
8992. 1 play G3
8993. 0 play WDT
8994. 2 play G2
8995. 1 play W+4
8996. 0 play W
8997. 2 play GPT
8998. 1 play WPU
8999. 0 play W
9000. 2 play G0
9001. 1 play W
9002. 0 play W
9003. 2 take
9004. 1 play W+4 green
9005. 0 accept
9006. 2 play G3
9007. 2 play G3
9008. 1 play G+2
9009. 2 draw
9010. 1 play W blue
9011. 0 play B1
9012. 2 play W+4 green
9013. 1 challenge
9014. 1 play WDT blue 0,2
9015. 0 play W yellow
9016. 2 play YR
9017. 0 play YPT
9018. 2 point 1
9019. 0 point 2
9020. 1 point 0
9021. 1 play W+4 blue
9022. 2 accept
9023. 0 play B1
9024. 1 play B5
9025. 2 play W red
9026. 0 play W+4 blue
9027. 1 challenge
9028. 1 play B9
9029. 2 play W blue
9030. 0 play BR
9031. 2 play B6
9032. 1 play B+2
9033. 2 play WDT yellow 0,2
9034. 1 play WDT red 0,2
9035. 0 play W yellow
9036. 2 play Y9
9037. 0 play Y9
9038. 2 play Y3
9039. 1 play Y2
9040. 2 play Y2
9041. 1 play W yellow
9042. 0 play YPT
9043. 0 point 1
9044. 1 point 2
9045. 2 point 0
9046. 2 play W red
9047. 1 play R3
9048. 0 play R5
9049. 2 play W+4 blue
9050. 1 accept
9051. 0 play B9
9052. 2 play B9
9053. 1 play B4
9054. 0 play W red
9055. 2 play R+2
9056. 0 play WPU
9057. 2 play BS
9058. 1 play W
9059. 0 play B7
9060. 2 play WPU
9061. 1 play BR
9062. 0 take
9063. 2 play WDT red 0,2
9064. 1 play WPU
9065. 0 play YS
9066. 2 play W+4
9067. 1 play YPT
9068. 0 play Y8
9069. 2 play YPT
9070. 1 play WPU
9071. 0 play WPU
9072. 2 play WPU
9073. 1 play W
9074. 0 play Y7
9075. 2 play W+4
9076. 1 play W+4
9077. 0 play W
9078. 2 play W
9079. 1 play Y6
9080. 0 play Y5
9081. 2 play YS
9082. 1 play Y0
9083. 0 play Y1
9084. 2 play Y1
9085. 1 play Y3
9086. 0 play Y7
9087. 2 play WDT
9088. 1 play W
9089. 0 play Y8
9090. 2 play WPU
9091. 1 play W+4
9092. 0 play YR
9093. 2 play W
9094. 1 play WPU
9095. 0 play Y4
9096. 2 play W
9097. 1 play WPU
9098. 0 play Y4
9099. 2 play W+4
9100. 1 play W+4
9101. 0 play Y+2
9102. 2 play YPT
9103. 1 play W+4
9104. 0 play Y+2
9105. 2 play Y5
9106. 1 play W
9107. 0 take
9108. 2 play WPU
9109. 1 play W
9110. 0 play BS
9111. 2 play BPT
9112. 1 play W+4
9113. 0 play B7
9114. 2 play BPT
9115. 1 play B0
9116. 0 play WPU
9117. 2 play WPU
9118. 1 play B3
9119. 0 play BR
9120. 2 play W
9121. 1 play B6
9122. 0 play W
9123. 2 play B5
9124. 1 play B4
9125. 0 play WPU
9126. 2 play B3
9127. 1 play B8
9128. 0 play W
9129. 2 play B6
9130. 1 play B1
9131. 0 play WPU
9132. 2 play B2
9133. 1 play B+2
9134. 0 play WPU
9135. 2 play BPT
9136. 1 play B7
9137. 0 play WPU
9138. 2 play B5
9139. 1 play B8
9140. 0 play W+4
9141. 2 play B2
9142. 1 take
9143. 0 play WPU
9144. 2 play WDT
9145. 1 play W
9146. 0 play W
9147. 2 play WDT
9148. 1 play WPU
9149. 0 play WDT
9150. 2 play WDT
9151. 1 play RS
9152. 0 play R9
9153. 2 play WDT
9154. 1 play W+4
9155. 0 play R5
9156. 2 play WDT
9157. 1 play R3
9158. 0 play RPT
9159. 2 take
9160. 1 play R+2
9161. 2 play W+4 yellow
9162. 1 challenge
9163. 1 draw
9164. 1 play WPU
9165. 0 play Y0
9166. 2 play W
9167. 1 play W+4
9168. 0 play Y5
9169. 2 play WDT
9170. 1 play WPU
9171. 0 play Y2
9172. 2 play WDT
9173. 1 play WPU
9174. 0 play Y6
9175. 2 play WPU
9176. 1 play W
9177. 0 play YS
9178. 2 play WDT
9179. 1 play WPU
9180. 0 play Y4
9181. 2 play WDT
9182. 1 play WPU
9183. 0 play Y4
9184. 2 play W
9185. 1 play W
9186. 0 play Y7
9187. 2 play W
9188. 1 play WPU
9189. 0 play Y8
9190. 2 play WPU
9191. 1 play W
9192. 0 play Y3
9193. 2 play WPU
9194. 1 take
9195. 0 play YPT
9196. 2 point 1
9197. 0 point 2
9198. 1 point 2
9199. 2 play W blue
9200. 1 play B5
9201. 1 play B5
9202. 0 play Y5
9203. 2 play G5
9204. 1 play G3
9205. 0 play G9
9206. 2 play GPT
9207. 0 point 2
9208. 2 point 1
9209. 1 point 2
9210. 1 play GS
9211. 2 play WDT green 0,2
9212. 1 play G7
9213. 0 play G4
9214. 2 play G+2
9215. 0 draw
9216. 2 play G2
9217. 1 play G6
9218. 0 play G+2
9219. 1 play WPU
9220. 0 play WDT
9221. 2 play W+4
9222. 1 play WPU
9223. 0 play W+4
9224. 2 play B9
9225. 1 play B6
9226. 0 play W+4
9227. 2 play BS
9228. 1 play WPU
9229. 0 play BR
9230. 2 play B4
9231. 1 play WPU
9232. 0 play W
9233. 2 play WDT
9234. 1 play BPT
9235. 0 play W+4
9236. 2 play WDT
9237. 1 play B3
9238. 0 play W+4
9239. 2 play W
9240. 1 play B7
9241. 0 play W+4
9242. 2 play WDT
9243. 1 play B+2
9244. 0 play W+4
9245. 2 play BPT
9246. 1 play B1
9247. 0 play W
9248. 2 play WDT
9249. 1 play BR
9250. 0 play W
9251. 2 play W
9252. 1 play BS
9253. 0 play W
9254. 2 take
9255. 1 play B7
9256. 2 play B7
9257. 1 play B2
9258. 0 play W+4 blue
9259. 2 challenge
9260. 1 play WDT red 0,2
9261. 0 play W+4 blue
9262. 2 challenge
9263. 2 play WDT red 1,2
9264. 1 play WPU
9265. 0 play G3
9266. 2 play WDT
9267. 1 play G7
9268. 0 play W+4
9269. 2 play GR
9270. 1 play WPU
9271. 0 play G6
9272. 2 play GPT
9273. 1 play W
9274. 0 play G7
9275. 2 play G1
9276. 1 play WDT
9277. 0 play WPU
9278. 2 play GS
9279. 1 play WDT
9280. 0 play GR
9281. 2 play G8
9282. 1 play WDT
9283. 0 play GS
9284. 2 play G5
9285. 1 play WPU
9286. 0 play G+2
9287. 2 play G8
9288. 1 play WPU
9289. 0 play G5
9290. 2 play G2
9291. 1 play W+4
9292. 0 take
9293. 2 play G+2
9294. 0 play W+4 green
9295. 2 accept
9296. 1 play G3
9297. 0 play WDT red 0,1
9298. 2 play RPT
9299. 2 point 0
9300. 1 point 0
9301. 0 point 1
9302. 1 play W+4 green
9303. 0 challenge
9304. 0 play WPU
9305. 2 play G9
9306. 1 play WPU
9307. 0 play G1
9308. 2 play G2
9309. 1 play WDT
9310. 0 play W+4
9311. 2 play WPU
9312. 1 play W
9313. 0 play G3
9314. 2 play G6
9315. 1 play G+2
9316. 0 play G+2
9317. 2 play G4
9318. 1 play WDT
9319. 0 play GS
9320. 2 play G1
9321. 1 play G9
9322. 0 play GS
9323. 2 play WPU
9324. 1 play W+4
9325. 0 play G2
9326. 2 play W
9327. 1 play WPU
9328. 0 play GPT
9329. 2 play G0
9330. 1 play WPU
9331. 0 play GR
9332. 2 play WDT
9333. 1 play W
9334. 0 play G8
9335. 2 play W
9336. 1 play WPU
9337. 0 play G6
9338. 2 play WDT
9339. 1 play W
9340. 0 play G8
9341. 2 play GPT
9342. 1 play W
9343. 0 play G3
9344. 2 play W
9345. 1 play W
9346. 0 play G7
9347. 2 play WPU
9348. 1 play W
9349. 0 play G5
9350. 2 play W+4
9351. 1 play W
9352. 0 play WPU
9353. 2 play GPT
9354. 1 take
9355. 0 play W red
9356. 2 play W+4 blue
9357. 1 challenge
9358. 1 play W+4 green
9359. 0 accept
9360. 2 play W+4 yellow
9361. 1 challenge
9362. 1 play Y5
9363. 0 play YS
9364. 1 play WPU
9365. 0 play Y+2
9366. 2 play W+4
9367. 1 play YS
9368. 0 play YR
9369. 2 play Y9
9370. 1 play W
9371. 0 play Y+2
9372. 2 play YR
9373. 1 play Y8
9374. 0 play WPU
9375. 2 play W+4
9376. 1 play YPT
9377. 0 play Y9
9378. 2 play WPU
9379. 1 play Y6
9380. 0 play Y8
9381. 2 play W+4
9382. 1 play Y2
9383. 0 play Y1
9384. 2 play Y2
9385. 1 play WDT
9386. 0 play WPU
9387. 2 play W+4
9388. 1 play Y7
9389. 0 play WDT
9390. 2 play W
9391. 1 play Y0
9392. 0 play Y7
9393. 2 play WDT
9394. 1 play WPU
9395. 0 play Y1
9396. 2 play W
9397. 1 play Y4
9398. 0 play W+4
9399. 2 play WPU
9400. 1 play WPU
9401. 0 play WDT
9402. 2 play WDT
9403. 1 play Y4
9404. 0 play YPT
9405. 2 play W
9406. 1 play WPU
9407. 0 play Y6
9408. 2 play WDT
9409. 1 play WDT
9410. 0 play YPT
9411. 2 play W+4
9412. 1 play WDT
9413. 0 play YPT
9414. 2 play W
9415. 1 play W+4
9416. 0 play WDT
9417. 2 play W+4
9418. 1 play W
9419. 0 play Y5
9420. 2 play W
9421. 1 play WPU
9422. 0 play WDT
9423. 2 play W
9424. 1 play Y3
9425. 0 take
9426. 2 play WDT blue 1,2
9427. 1 play B2
9428. 0 play B7
9429. 2 play B5
9430. 1 play R5
9431. 0 play R+2
9432. 1 play RS
9433. 2 play RS
9434. 0 play W red
9435. 2 play R9
9436. 1 play R2
9437. 0 play WPU
9438. 2 play B4
9439. 1 play W+4
9440. 0 play WDT
9441. 2 play B1
9442. 1 play W
9443. 0 play W+4
9444. 2 play B6
9445. 1 play B7
9446. 0 play W+4
9447. 2 play B3
9448. 1 play W
9449. 0 play WDT
9450. 2 play W+4
9451. 1 play W+4
9452. 0 play W+4
9453. 2 play BR
9454. 1 play B4
9455. 0 play B5
9456. 2 play BR
9457. 1 play B8
9458. 0 play W
9459. 2 play B+2
9460. 1 play BPT
9461. 0 play WPU
9462. 2 play B7
9463. 1 play B0
9464. 0 play W
9465. 2 play B9
9466. 1 play WDT
9467. 0 play WDT
9468. 2 play B9
9469. 1 play W
9470. 0 play W+4
9471. 2 play B+2
9472. 1 play W
9473. 0 play WPU
9474. 2 play W+4
9475. 1 play B3
9476. 0 play W
9477. 2 play BS
9478. 1 play BPT
9479. 0 play W+4
9480. 2 play BPT
9481. 1 play WPU
9482. 0 play W+4
9483. 2 play BPT
9484. 1 play B6
9485. 0 play WDT
9486. 2 play BS
9487. 1 play WPU
9488. 0 play B2
9489. 2 take
9490. 1 play W blue
9491. 0 play W+4 red
9492. 2 challenge
9493. 2 play WPU
9494. 1 play RPT
9495. 0 play WDT
9496. 2 play R+2
9497. 1 play R2
9498. 0 play RR
9499. 2 play R9
9500. 1 play WPU
9501. 0 play R5
9502. 2 play WPU
9503. 1 play R8
9504. 0 play W
9505. 2 play R3
9506. 1 play R4
9507. 0 play WDT
9508. 2 play R5
9509. 1 play R7
9510. 0 play R1
9511. 2 play R3
9512. 1 play R8
9513. 0 play W+4
9514. 2 play W
9515. 1 play RR
9516. 0 play W
9517. 2 play WDT
9518. 1 play R0
9519. 0 play WDT
9520. 2 play WPU
9521. 1 play W
9522. 0 play R1
9523. 2 play WPU
9524. 1 play W
9525. 0 play R+2
9526. 2 play WDT
9527. 1 play W
9528. 0 play W
9529. 2 play W
9530. 1 play WPU
9531. 0 play WDT
9532. 2 play W
9533. 1 play R4
9534. 0 play WDT
9535. 2 play WDT
9536. 1 play R7
9537. 0 play W
9538. 2 play W+4
9539. 1 play RPT
9540. 0 play WDT
9541. 2 play W
9542. 1 play RPT
9543. 0 play WDT
9544. 2 play W
9545. 1 play R6
9546. 0 play WPU
9547. 2 play WDT
9548. 1 play RPT
9549. 0 play WPU
9550. 2 play W+4
9551. 1 play R6
9552. 0 play WPU
9553. 2 play WDT
9554. 1 take
9555. 0 play WPU
9556. 2 play W
9557. 1 play R0
9558. 0 play WPU
9559. 2 play W+4
9560. 1 play WPU
9561. 0 take
9562. 2 play W yellow
9563. 1 play WPU
9564. 0 play RS
9565. 2 play W+4
9566. 1 play WPU
9567. 0 play W
9568. 2 play W+4
9569. 1 play R3
9570. 0 play R0
9571. 2 play W+4
9572. 1 play RPT
9573. 0 play WPU
9574. 2 play W+4
9575. 1 play R1
9576. 0 play WPU
9577. 2 play W+4
9578. 1 play W+4
9579. 0 play W+4
9580. 2 play W+4
9581. 1 play WDT
9582. 0 take
9583. 2 play W+4 blue
9584. 1 accept
9585. 0 play WPU
9586. 2 play WPU
9587. 1 play B1
9588. 0 play WPU
9589. 2 play B6
9590. 1 play WDT
9591. 0 play WDT
9592. 2 play B4
9593. 1 play WDT
9594. 0 play WPU
9595. 2 play B7
9596. 1 play W
9597. 0 play WPU
9598. 2 play BPT
9599. 1 play B8
9600. 0 play W
9601. 2 play B5
9602. 1 play W
9603. 0 play B5
9604. 2 play WPU
9605. 1 play WPU
9606. 0 play W
9607. 2 play B+2
9608. 1 play W
9609. 0 play W+4
9610. 2 play BS
9611. 1 play WPU
9612. 0 play W+4
9613. 2 play B2
9614. 1 play W+4
9615. 0 play W+4
9616. 2 play B7
9617. 1 play WDT
9618. 0 play W+4
9619. 2 play B4
9620. 1 play WDT
9621. 0 play W+4
9622. 2 play BPT
9623. 1 play W+4
9624. 0 play W+4
9625. 2 play B0
9626. 1 play W
9627. 0 play W+4
9628. 2 play BPT
9629. 1 play WDT
9630. 0 play W+4
9631. 2 play B+2
9632. 1 play W+4
9633. 0 take
9634. 2 play BS
9635. 0 play BPT
9636. 2 point 0
9637. 1 point 0
9638. 0 point 2
9639. 2 play B9
9640. 1 play WPU
9641. 0 play B4
9642. 2 play B8
9643. 1 play WPU
9644. 0 play B+2
9645. 2 play B3
9646. 1 play WDT
9647. 0 play BS
9648. 2 play BPT
9649. 1 play WPU
9650. 0 play WDT
9651. 2 play B1
9652. 1 play WDT
9653. 0 play B0
9654. 2 play B6
9655. 1 play WDT
9656. 0 play B8
9657. 2 play BR
9658. 1 play WDT
9659. 0 play B6
9660. 2 play B3
9661. 1 play W
9662. 0 play B7
9663. 2 play B9
9664. 1 play WPU
9665. 0 play B+2
9666. 2 play B2
9667. 1 play WDT
9668. 0 play B1
9669. 2 play BR
9670. 1 play WDT
9671. 0 play WPU
9672. 2 take
9673. 1 play W blue
9674. 0 play BPT
9675. 0 point 1
9676. 2 point 0
9677. 1 point 0
9678. 2 play B9
9679. 0 play B9
9680. 2 play B+2
9681. 0 play W+4 yellow
9682. 2 accept
9683. 1 play Y3
9684. 0 play Y1
9685. 2 play WDT red 1,2
9686. 1 play RR
9687. 2 play WPU
9688. 0 play WPU
9689. 1 play R+2
9690. 2 play W
9691. 0 play R2
9692. 1 play RPT
9693. 2 play WDT
9694. 0 play R1
9695. 1 play R6
9696. 2 play WDT
9697. 0 play W
9698. 1 play RPT
9699. 2 play WPU
9700. 0 play R3
9701. 1 play RPT
9702. 2 play WDT
9703. 0 play R0
9704. 1 play R2
9705. 2 play WDT
9706. 0 play W+4
9707. 1 play R7
9708. 2 play WDT
9709. 0 play WDT
9710. 1 play R1
9711. 2 play WDT
9712. 0 play W+4
9713. 1 play R8
9714. 2 play WPU
9715. 0 play W+4
9716. 1 play R8
9717. 2 play WPU
9718. 0 play RPT
9719. 1 play W
9720. 2 take
9721. 0 play W+4 blue
9722. 1 accept
9723. 2 play B8
9724. 0 play BPT
9725. 0 point 2
9726. 2 point 1
9727. 1 point 0
9728. 1 play GPT
9729. 2 point 1
9730. 1 point 0
9731. 0 point 1
9732. 2 play W red
9733. 0 play W+4 blue
9734. 1 accept
9735. 2 play B+2
9736. 1 play G+2
9737. 0 play WDT blue 0,2
9738. 1 play BPT
9739. 2 point 0
9740. 1 point 0
9741. 0 point 1
9742. 2 play WPU
9743. 0 play B7
9744. 1 play WDT
9745. 2 play B8
9746. 0 play B2
9747. 1 play WDT
9748. 2 play B3
9749. 0 play B8
9750. 1 play BPT
9751. 2 play B7
9752. 0 play B4
9753. 1 play B9
9754. 2 play B2
9755. 0 play WPU
9756. 1 play W
9757. 2 play W+4
9758. 0 play W+4
9759. 1 play W+4
9760. 2 play B6
9761. 0 play WPU
9762. 1 play W
9763. 2 play B0
9764. 0 play WDT
9765. 1 play W
9766. 2 play B3
9767. 0 play W
9768. 1 play W
9769. 2 play BS
9770. 0 play W+4
9771. 1 play W+4
9772. 2 play BPT
9773. 0 play WDT
9774. 1 play W
9775. 2 play B1
9776. 0 play WPU
9777. 1 play W
9778. 2 play WDT
9779. 0 play BS
9780. 1 play W
9781. 2 play B6
9782. 0 play WDT
9783. 1 play W
9784. 2 play W+4
9785. 0 play W
9786. 1 play W
9787. 2 play B4
9788. 0 play W
9789. 1 take
9790. 2 play BPT
9791. 0 point 2
9792. 2 point 0
9793. 1 point 2
9794. 0 play B5
9795. 1 play B8
9796. 2 play B1
9797. 0 play W+4 blue
9798. 1 challenge
9799. 1 play B2
9800. 2 play W+4 green
9801. 0 challenge
9802. 0 play W+4 green
9803. 1 challenge
9804. 1 play G4
9805. 2 play W+4 blue
9806. 0 accept
9807. 1 play B2
9808. 2 play WPU
9809. 0 play WPU
9810. 1 play B0
9811. 2 play WDT
9812. 0 play BPT
9813. 1 play B8
9814. 2 play B9
9815. 0 play B8
9816. 1 play B4
9817. 2 play B2
9818. 0 play W
9819. 1 play B9
9820. 2 play BR
9821. 0 play WPU
9822. 1 play BS
9823. 2 play WDT
9824. 0 play WPU
9825. 1 play B6
9826. 2 play WDT
9827. 0 play B1
9828. 1 play B3
9829. 2 play W
9830. 0 play W+4
9831. 1 play WPU
9832. 2 play W
9833. 0 play B5
9834. 1 play WDT
9835. 2 play WDT
9836. 0 play W
9837. 1 play B1
9838. 2 play B+2
9839. 0 play W+4
9840. 1 play B3
9841. 2 play B+2
9842. 0 play B5
9843. 1 play B4
9844. 2 play WPU
9845. 0 play W+4
9846. 1 play WDT
9847. 2 play WPU
9848. 0 play W+4
9849. 1 play WDT
9850. 2 play WDT
9851. 0 play WPU
9852. 1 play B6
9853. 2 play BR
9854. 0 play W+4
9855. 1 play B7
9856. 2 play WDT
9857. 0 take
9858. 1 play WPU
9859. 2 play WPU
9860. 0 play B4
9861. 1 play W+4
9862. 2 play WPU
9863. 0 play B0
9864. 1 play W+4
9865. 2 take
9866. 0 play B1
9867. 1 play WDT red 1,2
9868. 2 play RPT
9869. 1 point 2
9870. 0 point 2
9871. 2 point 0
9872. 0 play WDT red 0,2
9873. 1 play R9
9874. 2 play R+2
9875. 1 play R6
9876. 2 play R8
9877. 0 play Y8
9878. 1 play W blue
9879. 2 play B1
9880. 0 play W red
9881. 1 play W+4 blue
9882. 2 challenge
9883. 2 play W+4 blue
9884. 0 challenge
9885. 0 play BR
9886. 2 play B1
9887. 1 play BPT
9888. 0 point 1
9889. 2 point 0
9890. 1 point 0
9891. 0 play W+4 green
9892. 2 challenge
9893. 2 play GPT
9894. 1 point 0
9895. 2 point 0
9896. 0 point 1
9897. 1 play WPU
9898. 0 play G7
9899. 2 play WPU
9900. 1 play G1
9901. 0 play G+2
9902. 2 play W+4
9903. 1 play GS
9904. 0 play WDT
9905. 2 play WDT
9906. 1 play G6
9907. 0 play W+4
9908. 2 play W+4
9909. 1 play G1
9910. 0 play G5
9911. 2 play W+4
9912. 1 play G2
9913. 0 play GR
9914. 2 play W
9915. 1 play G0
9916. 0 play W
9917. 2 play WPU
9918. 1 play W
9919. 0 play G4
9920. 2 play WPU
9921. 1 play GR
9922. 0 play WPU
9923. 2 play WPU
9924. 1 play W+4
9925. 0 play WDT
9926. 2 take
9927. 1 play G6
9928. 0 play W+4 yellow
9929. 2 challenge
9930. 2 play W+4 red
9931. 1 challenge
9932. 1 play W red
9933. 0 play W red
9934. 2 play RR
9935. 0 play WDT blue 0,1
9936. 1 play W green
9937. 2 play G4
9938. 0 play B4
9939. 2 play B4
9940. 0 play B2
9941. 1 play B1
9942. 2 play W+4 green
9943. 0 challenge
9944. 0 play W+4 green
9945. 1 challenge
9946. 1 play G3
9947. 2 play R3
9948. 1 play R3
9949. 2 play W+4 yellow
9950. 0 accept
9951. 1 play Y8
9952. 2 play WPU
9953. 0 play Y+2
9954. 1 play W+4
9955. 2 play W+4
9956. 0 play Y2
9957. 1 play Y1
9958. 2 play WDT
9959. 0 play Y+2
9960. 1 play WDT
9961. 2 play WDT
9962. 0 play Y7
9963. 1 play W+4
9964. 2 play W+4
9965. 0 play Y7
9966. 1 play W+4
9967. 2 play W
9968. 0 play Y6
9969. 1 play W+4
9970. 2 play WDT
9971. 0 play YR
9972. 1 play Y3
9973. 2 play Y5
9974. 0 play Y5
9975. 1 play W
9976. 2 play W+4
9977. 0 play Y0
9978. 1 play W
9979. 2 play W
9980. 0 play Y2
9981. 1 play W
9982. 2 play W
9983. 0 play Y1
9984. 1 play WDT
9985. 2 play WPU
9986. 0 play WDT
9987. 1 play W
9988. 2 play W+4
9989. 0 play W
9990. 1 play W
9991. 2 play WPU
9992. 0 play YPT
9993. 1 play W
9994. 2 play WPU
9995. 0 play YPT
9996. 1 play W
9997. 2 play WPU
9998. 0 play Y4
9999. 1 play W
10000. 2 take
10001. 0 play Y6
10002. 2 play Y6
10003. 0 play W+4 yellow
10004. 1 accept
10005. 2 play YPT
10006. 0 point 2
10007. 2 point 0
10008. 1 point 2
10009. 0 play Y3
10010. 1 play Y6
10011. 2 play YPT
10012. 2 point 0
10013. 1 point 0
10014. 0 point 1
10015. 0 play BPT
10016. 0 point 1
10017. 1 point 0
10018. 2 point 1
10019. 1 play B4
10020. 2 play B4
10021. 0 play B9
10022. 1 play B7
10023. 2 play B1
10024. 0 play BPT
10025. 2 point 1
10026. 0 point 2
10027. 1 point 2
10028. 1 play WPU
10029. 2 play WDT
10030. 0 play B5
10031. 1 play W
10032. 2 play B0
10033. 0 play B+2
10034. 1 play W+4
10035. 2 play WDT
10036. 0 play B3
10037. 1 play BPT
10038. 2 play WPU
10039. 0 play BS
10040. 1 play BPT
10041. 2 play W+4
10042. 0 play WPU
10043. 1 play B4
10044. 2 play W
10045. 0 play B1
10046. 1 play BS
10047. 2 play WPU
10048. 0 play B2
10049. 1 play W
10050. 2 play B9
10051. 0 play W
10052. 1 play W
10053. 2 play WPU
10054. 0 play B3
10055. 1 take
10056. 2 play WDT green 1,2
10057. 0 play WPU
10058. 1 play B7
10059. 2 play W
10060. 0 play B+2
10061. 1 play B5
10062. 2 play W+4
10063. 0 play B6
10064. 1 play B0
10065. 2 play W
10066. 0 play B8
10067. 1 play B3
10068. 2 play WDT
10069. 0 play BR
10070. 1 play B9
10071. 2 play W+4
10072. 0 play BR
10073. 1 play B+2
10074. 2 play WDT
10075. 0 play WDT
10076. 1 play B4
10077. 2 play B4
10078. 0 play W+4
10079. 1 play WDT
10080. 2 play W
10081. 0 play W+4
10082. 1 play WDT
10083. 2 play W+4
10084. 0 play WPU
10085. 1 play WPU
10086. 2 play WDT
10087. 0 play WDT
10088. 1 play W+4
10089. 2 play W+4
10090. 0 play WPU
10091. 1 play W+4
10092. 2 play W+4
10093. 0 play WPU
10094. 1 play B3
10095. 2 play W
10096. 0 play B2
10097. 1 play BS
10098. 2 play W
10099. 0 play WDT
10100. 1 play W
10101. 2 play W+4
10102. 0 play WPU
10103. 1 play B2
10104. 2 play W
10105. 0 play B5
10106. 1 play B1
10107. 2 play W
10108. 0 play B6
10109. 1 play W
10110. 2 play W+4
10111. 0 play WDT
10112. 1 play BPT
10113. 2 play W+4
10114. 0 play WDT
10115. 1 play BS
10116. 2 play W
10117. 0 play B9
10118. 1 play WPU
10119. 2 play WPU
10120. 0 play WPU
10121. 1 play WPU
10122. 2 play W
10123. 0 play WDT
10124. 1 play BPT
10125. 2 play W
10126. 0 play B7
10127. 1 play WPU
10128. 2 play W
10129. 0 play B8
10130. 1 play W
10131. 2 take
10132. 0 draw
10133. 0 play B1
10134. 1 play W yellow
10135. 2 play Y3
10136. 0 play Y8
10137. 1 draw
10138. 1 play WPU
10139. 2 play BS
10140. 0 take
10141. 1 play W red
10142. 2 play RR
10143. 1 play R+2
10144. 2 play WDT red 0,1
10145. 1 play R7
10146. 0 play W blue
10147. 2 play B9
10148. 1 play R9
10149. 0 play R3
10150. 2 play R0
10151. 1 play R4
10152. 0 play R3
10153. 2 play B3
10154. 2 play B3
10155. 1 play G3
10156. 0 play WDT green 0,2
10157. 2 play G7
10158. 1 play GS
10159. 2 play W+4 red
10160. 1 challenge
10161. 1 play RR
10162. 2 play R7
10163. 0 play R0
10164. 1 play RS
10165. 0 play BS
10166. 2 play B7
10167. 2 play B7
10168. 0 play WPU
10169. 1 play R5
10170. 2 play R8
10171. 0 play R9
10172. 1 play R+2
10173. 2 play W
10174. 0 play RPT
10175. 1 play R4
10176. 2 play R6
10177. 0 play RS
10178. 1 play R5
10179. 2 play W+4
10180. 0 play W
10181. 1 play R6
10182. 2 play WDT
10183. 0 take
10184. 1 draw
10185. 1 play R7
10186. 2 play WDT green 0,2
10187. 0 play WDT yellow 1,2
10188. 1 play Y6
10189. 2 play YR
10190. 1 play YPT
10191. 1 point 0
10192. 0 point 1
10193. 2 point 1
10194. 0 draw
10195. 0 play Y8
10196. 2 play Y7
10197. 2 play Y7
10198. 1 play G7
10199. 0 play W blue
10200. 2 play B9
10201. 2 play B9
10202. 1 draw
10203. 0 play W+4 green
10204. 2 challenge
10205. 2 play G1
10206. 2 play G1
10207. 1 draw
10208. 0 play WDT yellow 0,2
10209. 2 play W yellow
10210. 1 draw
10211. 0 play Y9
10212. 2 play Y0
10213. 1 draw
10214. 1 play Y7
10215. 0 play Y9
10216. 2 play W red
10217. 1 play R+2
10218. 2 play R1
10219. 1 draw
10220. 1 play W+4 green
10221. 0 accept
10222. 2 play G2
10223. 1 play GPT
10224. 2 point 1
10225. 0 point 1
10226. 1 point 0
10227. 0 play YPT
10228. 1 point 2
10229. 0 point 2
10230. 2 point 1
10231. 2 play BPT
10232. 2 point 0
10233. 1 point 0
10234. 0 point 2
10235. 1 play B3
10236. 0 play G3
10237. 2 play G0
10238. 1 play G5
10239. 0 play W green
10240. 2 play G6
10241. 1 play GPT
10242. 0 point 1
10243. 1 point 2
10244. 2 point 1
10245. 0 play G3
10246. 2 play G+2
10247. 0 play G6
10248. 2 play W blue
10249. 1 play B7
10250. 0 play B7
10251. 2 play B2
10252. 2 play B2
10253. 1 play BS
10254. 2 play B+2
10255. 0 play WDT red 1,2
10256. 2 play R8
10257. 1 play WPU
10258. 0 play W+4
10259. 2 play G5
10260. 1 play G3
10261. 0 play G7
10262. 2 play W+4
10263. 1 play G2
10264. 0 play G1
10265. 2 play GPT
10266. 1 play G5
10267. 0 play WDT
10268. 2 play GS
10269. 1 play G+2
10270. 0 play G7
10271. 2 play W
10272. 1 play G9
10273. 0 play G4
10274. 2 play WDT
10275. 1 play G8
10276. 0 play W
10277. 2 play WDT
10278. 1 play GS
10279. 0 play W
10280. 2 play GR
10281. 1 play G8
10282. 0 play G4
10283. 2 play GR
10284. 1 play GPT
10285. 0 play WDT
10286. 2 play WDT
10287. 1 play G9
10288. 0 take
10289. 2 play WDT yellow 0,2
10290. 1 play YPT
10291. 2 point 0
10292. 0 point 2
10293. 1 point 0
10294. 0 play GPT
10295. 0 point 2
10296. 1 point 2
10297. 2 point 1
10298. 2 play WDT red 1,2
10299. 1 play R7
10300. 0 play R6
10301. 2 play WPU
10302. 1 play BS
10303. 0 play B3
10304. 2 play B6
10305. 1 take
10306. 0 play B1
10307. 2 play W+4 blue
10308. 1 accept
10309. 0 play BPT
10310. 2 point 1
10311. 1 point 2
10312. 0 point 1
10313. 2 play B7
10314. 1 play BS
10315. 2 play B1
10316. 1 play BPT
10317. 2 point 0
10318. 0 point 1
10319. 1 point 2
10320. 0 play B3
10321. 2 play BPT
10322. 0 point 2
10323. 2 point 1
10324. 1 point 2
10325. 1 play B3
10326. 0 play W yellow
10327. 2 play Y0
10328. 1 play YPT
10329. 0 point 2
10330. 2 point 0
10331. 1 point 2
10332. 0 play W+4 blue
10333. 2 accept
10334. 1 play W green
10335. 0 play GS
10336. 1 play G1
10337. 0 play GR
10338. 1 play G6
10339. 2 play B6
10340. 0 play Y6
10341. 1 play Y7
10342. 2 play W red
10343. 0 play R9
10344. 1 play W+4 red
10345. 2 accept
10346. 0 play R4
10347. 0 play R4
10348. 1 play R8
10349. 2 play W green
10350. 0 play G+2
10351. 2 play WDT green 0,1
10352. 0 play W+4 blue
10353. 1 accept
10354. 2 play B2
10355. 0 draw
10356. 1 play WDT blue 0,2
10357. 2 play B1
10358. 0 play B3
10359. 1 play BPT
10360. 0 point 2
10361. 1 point 0
10362. 2 point 0
10363. 2 play W+4 yellow
10364. 0 accept
10365. 1 play WDT yellow 0,2
10366. 2 play Y+2
10367. 1 draw
10368. 2 play W+4 yellow
10369. 0 accept
10370. 1 draw
10371. 2 play Y3
10372. 0 play YS
10373. 2 play Y8
10374. 0 play Y6
10375. 2 play Y6
10376. 0 play Y0
10377. 1 play WDT yellow 0,1
10378. 2 play Y7
10379. 0 play WDT blue 0,2
10380. 1 play B2
10381. 2 play B9
10382. 0 play W+4 red
10383. 1 accept
10384. 2 play R9
10385. 0 play R0
10386. 1 play G0
10387. 2 play W blue
10388. 0 play W yellow
10389. 1 play W+4 blue
10390. 2 challenge
10391. 2 play WDT blue 0,2
10392. 0 play W yellow
10393. 1 play Y+2
10394. 0 play Y4
10395. 2 play Y4
10396. 0 play Y7
10397. 1 play WDT yellow 0,1
10398. 2 play W yellow
10399. 0 play W blue
10400. 1 play WDT blue 0,1
10401. 2 play B+2
10402. 1 play W+4 yellow
10403. 2 challenge
10404. 2 play Y8
10405. 0 play G8
10406. 0 play G8
10407. 1 play GPT
10408. 1 point 0
10409. 0 point 2
10410. 2 point 1
10411. 2 play G+2
10412. 1 play W+4 green
10413. 2 challenge
10414. 2 play WPU
10415. 0 play YS
10416. 1 play Y4
10417. 2 play Y5
10418. 0 play W
10419. 1 play Y0
10420. 2 play Y2
10421. 0 play YR
10422. 1 play Y7
10423. 2 play YPT
10424. 0 play Y6
10425. 1 play W+4
10426. 2 play Y+2
10427. 0 play W
10428. 1 play Y8
10429. 2 play Y1
10430. 0 play Y9
10431. 1 play W
10432. 2 play WPU
10433. 0 play Y6
10434. 1 play W
10435. 2 play Y5
10436. 0 play W
10437. 1 play W
10438. 2 play WPU
10439. 0 play WDT
10440. 1 take
10441. 2 play W+4 yellow
10442. 0 challenge
10443. 0 play W+4 green
10444. 1 accept
10445. 2 play W red
10446. 0 play W+4 blue
10447. 1 challenge
10448. 1 play B1
10449. 2 play B7
10450. 0 play W red
10451. 1 play WDT green 0,2
10452. 2 play WPU
10453. 0 play W
10454. 1 play B2
10455. 2 play BPT
10456. 0 play WDT
10457. 1 play W
10458. 2 play B9
10459. 0 play W
10460. 1 play B9
10461. 2 play BR
10462. 0 play WPU
10463. 1 play W+4
10464. 2 play W+4
10465. 0 play B6
10466. 1 play B3
10467. 2 play B0
10468. 0 play WDT
10469. 1 play WDT
10470. 2 play B7
10471. 0 play WDT
10472. 1 play B6
10473. 2 play B1
10474. 0 play WDT
10475. 1 play WDT
10476. 2 play W
10477. 0 play WDT
10478. 1 play W
10479. 2 play W
10480. 0 play W+4
10481. 1 play WPU
10482. 2 play WDT
10483. 0 play W+4
10484. 1 play W
10485. 2 play W+4
10486. 0 play WDT
10487. 1 play WPU
10488. 2 play B2
10489. 0 play W+4
10490. 1 play W
10491. 2 play WPU
10492. 0 play B+2
10493. 1 play W
10494. 2 play B4
10495. 0 play W+4
10496. 1 play W
10497. 2 play BS
10498. 0 take
10499. 1 draw
10500. 1 play B1
10501. 2 play BS
10502. 1 play YS
10503. 0 play Y3
10504. 1 play Y9
10505. 2 play Y+2
10506. 1 play Y1
10507. 2 play WPU
10508. 0 play W
10509. 1 play Y6
10510. 2 play WPU
10511. 0 play WDT
10512. 1 play Y7
10513. 2 play Y1
10514. 0 play YR
10515. 1 play Y2
10516. 2 play W+4
10517. 0 play YPT
10518. 1 play Y4
10519. 2 play WDT
10520. 0 play W+4
10521. 1 play Y+2
10522. 2 play WPU
10523. 0 play Y3
10524. 1 play Y8
10525. 2 play Y2
10526. 0 play WPU
10527. 1 play Y6
10528. 2 play WPU
10529. 0 play WDT
10530. 1 play Y4
10531. 2 play WPU
10532. 0 play YS
10533. 1 play YPT
10534. 2 play W+4
10535. 0 play YPT
10536. 1 play Y5
10537. 2 play Y9
10538. 0 play WPU
10539. 1 play Y5
10540. 2 play W+4
10541. 0 play W+4
10542. 1 play YR
10543. 2 play WDT
10544. 0 play W
10545. 1 play Y7
10546. 2 play Y8
10547. 0 play W
10548. 1 play Y0
10549. 2 play WPU
10550. 0 play YPT
10551. 1 take
10552. 2 play W+4 blue
10553. 0 accept
10554. 1 play WPU
10555. 2 play W
10556. 0 play B2
10557. 1 play WDT
10558. 2 play B+2
10559. 0 play B4
10560. 1 play W
10561. 2 play WPU
10562. 0 play BR
10563. 1 play WDT
10564. 2 play BPT
10565. 0 play BPT
10566. 1 play WPU
10567. 2 play W
10568. 0 play B3
10569. 1 play W+4
10570. 2 play WPU
10571. 0 play WPU
10572. 1 play WDT
10573. 2 play BPT
10574. 0 play W
10575. 1 play W+4
10576. 2 play B5
10577. 0 play BS
10578. 1 play W
10579. 2 play W
10580. 0 play W+4
10581. 1 play WPU
10582. 2 play B3
10583. 0 play WDT
10584. 1 play W+4
10585. 2 play B5
10586. 0 play B+2
10587. 1 play WPU
10588. 2 play BPT
10589. 0 play BS
10590. 1 play WPU
10591. 2 play W
10592. 0 play B7
10593. 1 play W+4
10594. 2 play B4
10595. 0 play W
10596. 1 play WDT
10597. 2 play BR
10598. 0 play W
10599. 1 play W
10600. 2 play W
10601. 0 play W+4
10602. 1 play WPU
10603. 2 play B8
10604. 0 play WPU
10605. 1 play WPU
10606. 2 play WPU
10607. 0 play B1
10608. 1 play W+4
10609. 2 play B8
10610. 0 play B9
10611. 1 take
10612. 2 pass
10613. 0 play B9
10614. 1 play B9
10615. 2 draw
10616. 2 play B9
10617. 0 play B0
10618. 1 play B7
10619. 2 draw
10620. 2 play WPU
10621. 0 play B6
10622. 1 play BPT
10623. 2 take
10624. 0 play W blue
10625. 1 play B3
10626. 2 play B6
10627. 0 play G6
10628. 1 play W green
10629. 2 play G3
10630. 0 play GS
10631. 2 play RS
10632. 1 play R3
10633. 2 play R9
10634. 0 play R5
10635. 1 play RR
10636. 0 play W+4 red
10637. 2 challenge
10638. 2 play R1
10639. 1 play B1
10640. 0 play W+4 green
10641. 2 accept
10642. 1 play WPU
10643. 0 play W+4
10644. 2 play R8
10645. 1 play R0
10646. 0 play WDT
10647. 2 play R1
10648. 1 play R9
10649. 0 play W
10650. 2 play R7
10651. 1 play WDT
10652. 0 play RS
10653. 2 play RR
10654. 1 play R6
10655. 0 play R6
10656. 2 play R4
10657. 1 play R+2
10658. 0 play RR
10659. 2 play R9
10660. 1 play W
10661. 0 play R8
10662. 2 play R2
10663. 1 play WDT
10664. 0 play R+2
10665. 2 play RS
10666. 1 play WPU
10667. 0 play R5
10668. 2 play W
10669. 1 play WDT
10670. 0 play W
10671. 2 play R7
10672. 1 play WDT
10673. 0 play WDT
10674. 2 play R2
10675. 1 play WDT
10676. 0 play WDT
10677. 2 play R4
10678. 1 play W
10679. 0 play R3
10680. 2 play R5
10681. 1 play W
10682. 0 play RPT
10683. 2 play WPU
10684. 1 play W+4
10685. 0 play R3
10686. 2 play RPT
10687. 1 play W+4
10688. 0 play W
10689. 2 play RPT
10690. 1 play WPU
10691. 0 play W+4
10692. 2 play RPT
10693. 1 play WPU
10694. 0 play W
10695. 2 take
10696. 1 play W+4 blue
10697. 0 challenge
10698. 0 play WDT blue 0,1
10699. 2 play BPT
10700. 1 point 2
10701. 2 point 1
10702. 0 point 2
10703. 1 play B5
10704. 0 play B9
10705. 2 play WPU
10706. 1 play BS
10707. 0 play B1
10708. 2 play B6
10709. 1 play B+2
10710. 0 play B3
10711. 2 play WPU
10712. 1 play BR
10713. 0 play WDT
10714. 2 play B9
10715. 1 play B8
10716. 0 play B7
10717. 2 play WDT
10718. 1 play WPU
10719. 0 play B7
10720. 2 play WDT
10721. 1 play BS
10722. 0 play B0
10723. 2 play WDT
10724. 1 play B+2
10725. 0 play B2
10726. 2 play W
10727. 1 play BPT
10728. 0 play B6
10729. 2 play WPU
10730. 1 play B2
10731. 0 play W
10732. 2 play WPU
10733. 1 play BR
10734. 0 play WDT
10735. 2 play W+4
10736. 1 play B8
10737. 0 play WDT
10738. 2 play W
10739. 1 play B1
10740. 0 take
10741. 2 play WDT yellow 0,1
10742. 1 play Y2
10743. 0 play Y9
10744. 2 play WDT green 0,1
10745. 1 play W green
10746. 0 play G2
10747. 2 play G6
10748. 1 play GPT
10749. 2 point 1
10750. 1 point 2
10751. 0 point 2
10752. 0 play GPT
10753. 0 point 2
10754. 1 point 2
10755. 2 point 0
10756. 2 play GPT
10757. 0 point 1
10758. 2 point 0
10759. 1 point 0
10760. 1 play W+4 blue
10761. 0 challenge
10762. 0 play WDT green 0,2
10763. 2 play G8
10764. 1 play Y8
10765. 0 play Y9
10766. 2 play Y3
10767. 1 play YS
10768. 2 play Y1
10769. 1 play Y0
10770. 0 play Y+2
10771. 1 play Y9
10772. 0 play WPU
10773. 2 play W+4
10774. 1 play WDT
10775. 0 play Y0
10776. 2 play W
10777. 1 play W+4
10778. 0 play WPU
10779. 2 play Y9
10780. 1 play Y3
10781. 0 play W
10782. 2 play W
10783. 1 play YS
10784. 0 play WDT
10785. 2 play WDT
10786. 1 play Y1
10787. 0 play W
10788. 2 play W+4
10789. 1 play Y4
10790. 0 play WPU
10791. 2 play W
10792. 1 play WPU
10793. 0 play W+4
10794. 2 play W
10795. 1 play W+4
10796. 0 play W
10797. 2 play WDT
10798. 1 play Y8
10799. 0 play WDT
10800. 2 play WDT
10801. 1 play Y6
10802. 0 play WDT
10803. 2 play WDT
10804. 1 play Y5
10805. 0 play WPU
10806. 2 play W
10807. 1 play Y2
10808. 0 play WDT
10809. 2 play W+4
10810. 1 play YR
10811. 0 play WPU
10812. 2 play WDT
10813. 1 play W
10814. 0 play WDT
10815. 2 play W
10816. 1 play Y+2
10817. 0 take
10818. 2 play WDT green 1,2
10819. 1 play GPT
10820. 0 point 1
10821. 1 point 2
10822. 2 point 1
10823. 0 play BPT
10824. 1 point 0
10825. 2 point 0
10826. 0 point 1
10827. 2 play W red
10828. 1 play W+4 red
10829. 0 accept
10830. 2 play R7
10831. 1 play W green
10832. 0 play G4
10833. 2 play GPT
10834. 2 point 0
10835. 0 point 1
10836. 1 point 0
10837. 1 play BPT
10838. 0 point 2
10839. 2 point 0
10840. 1 point 0
10841. 0 play W red
10842. 2 play R+2
10843. 0 play W+4 yellow
10844. 2 accept
10845. 1 play Y8
10846. 0 play W yellow
10847. 2 play W+4 blue
10848. 1 accept
10849. 0 play B+2
10850. 1 play B9
10851. 0 play W red
10852. 2 play R8
10853. 1 play WPU
10854. 0 play B8
10855. 2 play W+4
10856. 1 play B4
10857. 0 play W+4
10858. 2 play B5
10859. 1 play WPU
10860. 0 play WPU
10861. 2 play W+4
10862. 1 play BPT
10863. 0 play B2
10864. 2 take
10865. 1 play B5
10866. 0 play W+4 blue
10867. 2 challenge
10868. 2 play W+4 red
10869. 1 challenge
10870. 1 play W+4 blue
10871. 0 challenge
10872. 0 play B+2
10873. 1 play W green
10874. 0 play WDT red 0,2
10875. 2 play W blue
10876. 1 play WPU
10877. 0 play BPT
10878. 2 play B8
10879. 1 play WPU
10880. 0 play BS
10881. 2 play B9
10882. 1 play W
10883. 0 play B6
10884. 2 play B5
10885. 1 play W+4
10886. 0 play B3
10887. 2 play BPT
10888. 1 play W
10889. 0 play WPU
10890. 2 play B2
10891. 1 play W
10892. 0 play B7
10893. 2 play W+4
10894. 1 play BPT
10895. 0 play B7
10896. 2 play B4
10897. 1 play B3
10898. 0 play W
10899. 2 play W+4
10900. 1 play W+4
10901. 0 play B2
10902. 2 play W+4
10903. 1 play WPU
10904. 0 play W+4
10905. 2 play W+4
10906. 1 play W
10907. 0 play B5
10908. 2 play WPU
10909. 1 play W
10910. 0 play B1
10911. 2 play WPU
10912. 1 play W+4
10913. 0 play W+4
10914. 2 take
10915. 1 play W yellow
10916. 0 play Y4
10917. 1 play Y4
10918. 0 play Y5
10919. 2 play W blue
10920. 1 play WPU
10921. 0 play Y1
10922. 2 play Y1
10923. 1 play Y6
10924. 0 play Y6
10925. 2 play WPU
10926. 1 play Y9
10927. 0 play YS
10928. 2 play W+4
10929. 1 play YR
10930. 0 play YS
10931. 2 play W
10932. 1 play Y3
10933. 0 play Y3
10934. 2 play W+4
10935. 1 play Y2
10936. 0 play W
10937. 2 play WPU
10938. 1 play Y5
10939. 0 play WPU
10940. 2 play WPU
10941. 1 play YPT
10942. 0 play Y8
10943. 2 play WPU
10944. 1 play Y8
10945. 0 play Y2
10946. 2 play WPU
10947. 1 play Y7
10948. 0 play Y0
10949. 2 play W+4
10950. 1 play Y7
10951. 0 play YR
10952. 2 play W
10953. 1 play YPT
10954. 0 play WPU
10955. 2 play W
10956. 1 play YPT
10957. 0 play Y+2
10958. 2 play W+4
10959. 1 play YPT
10960. 0 play W
10961. 2 play W
10962. 1 take
10963. 0 play WDT green 0,1
10964. 2 play G3
10965. 0 play G3
10966. 2 play B3
10967. 1 play WDT green 1,2
10968. 0 play GR
10969. 1 play YR
10970. 0 play BR
10971. 1 play YR
10972. 0 play GR
10973. 1 play WPU
10974. 2 play W
10975. 0 play Y9
10976. 1 play WPU
10977. 2 play W
10978. 0 play W
10979. 1 play Y+2
10980. 2 play W+4
10981. 0 play WDT
10982. 1 play Y3
10983. 2 play W+4
10984. 0 play WDT
10985. 1 play Y3
10986. 2 play W+4
10987. 0 play Y+2
10988. 1 play WPU
10989. 2 play W+4
10990. 0 play WPU
10991. 1 play Y0
10992. 2 play W+4
10993. 0 play W
10994. 1 play Y1
10995. 2 take
10996. 0 draw
10997. 0 play WPU
10998. 1 play Y2
10999. 2 play WDT
11000. 0 play W
11001. 1 play Y6
11002. 2 play Y9
11003. 0 play W+4
11004. 1 play YS
11005. 2 play Y1
11006. 0 play WDT
11007. 1 play Y8
11008. 2 play Y4
11009. 0 play W
11010. 1 play Y1
11011. 2 play WDT
11012. 0 play W+4
11013. 1 play W+4
11014. 2 play Y+2
11015. 0 play W
11016. 1 play Y8
11017. 2 play W+4
11018. 0 play WPU
11019. 1 play WPU
11020. 2 play Y3
11021. 0 play WPU
11022. 1 play WPU
11023. 2 play W
11024. 0 play W+4
11025. 1 play Y5
11026. 2 play WPU
11027. 0 play WDT
11028. 1 play Y9
11029. 2 play WPU
11030. 0 play WDT
11031. 1 play W+4
11032. 2 play Y+2
11033. 0 play WDT
11034. 1 play W+4
11035. 2 play W+4
11036. 0 play WDT
11037. 1 play YS
11038. 2 play WPU
11039. 0 play WDT
11040. 1 play W
11041. 2 play Y0
11042. 0 play WDT
11043. 1 play Y7
11044. 2 play Y3
11045. 0 play WDT
11046. 1 play W+4
11047. 2 play W
11048. 0 take
11049. 1 play Y7
11050. 2 play W+4 red
11051. 0 accept
11052. 1 play WPU
11053. 2 play BPT
11054. 0 play BS
11055. 1 play B4
11056. 2 play B5
11057. 0 play B1
11058. 1 play W
11059. 2 play B1
11060. 0 play B0
11061. 1 play W
11062. 2 play BPT
11063. 0 play W+4
11064. 1 play WPU
11065. 2 play B9
11066. 0 play W
11067. 1 play W
11068. 2 play B7
11069. 0 play WDT
11070. 1 play W
11071. 2 play B7
11072. 0 play B6
11073. 1 play W
11074. 2 play W
11075. 0 play B8
11076. 1 play W
11077. 2 play W
11078. 0 play B+2
11079. 1 take
11080. 2 play W red
11081. 0 play R7
11082. 2 play R7
11083. 0 play R8
11084. 1 play W+4 blue
11085. 2 challenge
11086. 2 play BS
11087. 1 play B1
11088. 2 play B4
11089. 0 play W green
11090. 1 play GPT
11091. 1 point 2
11092. 0 point 2
11093. 2 point 0
11094. 2 play G3
11095. 0 play WPU
11096. 1 play B1
11097. 2 play BPT
11098. 0 play BR
11099. 1 play B+2
11100. 2 play B6
11101. 0 play WPU
11102. 1 play BPT
11103. 2 play WDT
11104. 0 play W+4
11105. 1 play B6
11106. 2 play W+4
11107. 0 play B9
11108. 1 play B5
11109. 2 play WPU
11110. 0 play BPT
11111. 1 play WDT
11112. 2 play WDT
11113. 0 play WDT
11114. 1 play B7
11115. 2 play B3
11116. 0 play W+4
11117. 1 play B8
11118. 2 play B2
11119. 0 play W+4
11120. 1 play BR
11121. 2 play B8
11122. 0 play WDT
11123. 1 play W
11124. 2 play B5
11125. 0 play WPU
11126. 1 play B7
11127. 2 play B+2
11128. 0 play W
11129. 1 play BS
11130. 2 play W+4
11131. 0 play WDT
11132. 1 play B4
11133. 2 play B2
11134. 0 play W
11135. 1 play W
11136. 2 play WPU
11137. 0 play W
11138. 1 play WPU
11139. 2 take
11140. 0 play WDT blue 0,1
11141. 1 play B3
11142. 2 play B4
11143. 0 play Y4
11144. 1 play W green
11145. 2 play WDT blue 1,2
11146. 0 play W red
11147. 1 play W green
11148. 2 play G2
11149. 0 play WPU
11150. 1 play W
11151. 2 play RS
11152. 0 play WPU
11153. 1 play W
11154. 2 play R2
11155. 0 play W+4
11156. 1 play W
11157. 2 play WPU
11158. 0 play W
11159. 1 play W
11160. 2 play RPT
11161. 0 play WDT
11162. 1 play W
11163. 2 play RR
11164. 0 play WPU
11165. 1 take
11166. 2 play W+4 blue
11167. 0 challenge
11168. 0 play WDT green 0,1
11169. 1 play GPT
11170. 2 point 1
11171. 1 point 2
11172. 0 point 1
11173. 2 play GPT
11174. 0 point 2
11175. 1 point 2
11176. 2 point 1
11177. 0 play G1
11178. 1 play WDT red 1,2
11179. 2 play R2
11180. 0 play G2
11181. 1 play W blue
11182. 2 play B+2
11183. 1 play B1
11184. 2 play B4
11185. 0 play G4
11186. 1 play W yellow
11187. 2 play W+4 yellow
11188. 0 challenge
11189. 0 play Y3
11190. 1 play YR
11191. 0 play Y3
11192. 2 play R3
11193. 1 play G3
11194. 0 play GPT
11195. 2 point 0
11196. 1 point 2
11197. 0 point 1
11198. 2 play W blue
11199. 1 play B9
11200. 0 play G9
11201. 2 play GS
11202. 0 play YS
11203. 1 play W green
11204. 0 play G9
11205. 2 play W red
11206. 1 draw
11207. 0 draw
11208. 0 play WDT red 0,1
11209. 2 play R9
11210. 2 play R9
11211. 1 play RS
11212. 2 play BS
11213. 0 play W+4 yellow
11214. 2 accept
11215. 1 play WPU
11216. 0 play G1
11217. 2 play GPT
11218. 1 play W+4
11219. 0 play G5
11220. 2 play G3
11221. 1 play WPU
11222. 0 play G5
11223. 2 play WPU
11224. 1 play GPT
11225. 0 play G0
11226. 2 play GR
11227. 1 play G2
11228. 0 play WPU
11229. 2 play W+4
11230. 1 play W
11231. 0 play G6
11232. 2 play GS
11233. 1 play W
11234. 0 play G2
11235. 2 play WDT
11236. 1 play G1
11237. 0 play G+2
11238. 2 play WDT
11239. 1 play W
11240. 0 play G8
11241. 2 play W+4
11242. 1 play W
11243. 0 play G+2
11244. 2 play WDT
11245. 1 play GPT
11246. 0 play WPU
11247. 2 play WDT
11248. 1 play G8
11249. 0 play W+4
11250. 2 play W
11251. 1 play WPU
11252. 0 play W+4
11253. 2 play WDT
11254. 1 play WPU
11255. 0 play GR
11256. 2 play W
11257. 1 play WPU
11258. 0 play WDT
11259. 2 play WPU
11260. 1 take
11261. 0 play WDT blue 0,1
11262. 2 play WDT green 1,2
11263. 1 play G3
11264. 0 play WDT red 0,1
11265. 2 play RS
11266. 0 draw
11267. 2 play W red
11268. 1 play R7
11269. 0 draw
11270. 0 play W blue
11271. 2 play B3
11272. 1 play B4
11273. 0 play Y4
11274. 2 draw
11275. 2 play W yellow
11276. 1 play YPT
11277. 0 point 2
11278. 2 point 0
11279. 1 point 0
11280. 0 play W+4 blue
11281. 2 accept
11282. 1 play W+4 blue
11283. 0 accept
11284. 2 play B6
11285. 2 play B6
11286. 1 play Y6
11287. 0 play Y8
11288. 2 play W+4 red
11289. 1 challenge
11290. 1 play WPU
11291. 0 play W
11292. 2 play B8
11293. 1 play B0
11294. 0 play WDT
11295. 2 play B4
11296. 1 play BPT
11297. 0 play WDT
11298. 2 play BR
11299. 1 play WPU
11300. 0 play WDT
11301. 2 play B3
11302. 1 play W+4
11303. 0 play W+4
11304. 2 play B2
11305. 1 play WPU
11306. 0 play WDT
11307. 2 play B8
11308. 1 play W+4
11309. 0 take
11310. 2 play B1
11311. 1 play WDT blue 1,2
11312. 0 play B3
11313. 2 play B5
11314. 1 play B1
11315. 0 play BPT
11316. 0 point 1
11317. 2 point 0
11318. 1 point 2
11319. 2 play B+2
11320. 0 play B4
11321. 2 play B2
11322. 1 play W blue
11323. 0 play WDT red 0,2
11324. 2 play W+4 yellow
11325. 1 challenge
11326. 1 play Y5
11327. 0 play WPU
11328. 2 play W
11329. 1 play B9
11330. 0 play B2
11331. 2 play W
11332. 1 play WPU
11333. 0 play WDT
11334. 2 play BPT
11335. 1 play WDT
11336. 0 play BS
11337. 2 play W
11338. 1 play W
11339. 0 play B0
11340. 2 play BPT
11341. 1 play W+4
11342. 0 play B6
11343. 2 play BR
11344. 1 play W
11345. 0 play W
11346. 2 play B+2
11347. 1 play WPU
11348. 0 play B8
11349. 2 play BS
11350. 1 play W+4
11351. 0 play B8
11352. 2 play WDT
11353. 1 play W+4
11354. 0 play BR
11355. 2 play WPU
11356. 1 play W
11357. 0 play WPU
11358. 2 play WPU
11359. 1 play WDT
11360. 0 play WDT
11361. 2 play B9
11362. 1 play W
11363. 0 play B3
11364. 2 play BPT
11365. 1 play WDT
11366. 0 play W+4
11367. 2 play WPU
11368. 1 play W
11369. 0 play WDT
11370. 2 play B7
11371. 1 play WPU
11372. 0 play WDT
11373. 2 play WPU
11374. 1 play WDT
11375. 0 play W+4
11376. 2 play B5
11377. 1 play WDT
11378. 0 play W+4
11379. 2 play W+4
11380. 1 play WPU
11381. 0 play W
11382. 2 play W+4
11383. 1 play WPU
11384. 0 take
11385. 2 play W red
11386. 1 play R2
11387. 0 play B2
11388. 2 play WDT yellow 0,1
11389. 1 play YR
11390. 2 play RR
11391. 1 play RR
11392. 2 play R0
11393. 0 play WDT yellow 1,2
11394. 1 play Y4
11395. 2 play R4
11396. 0 play W green
11397. 1 play GPT
11398. 1 point 0
11399. 0 point 2
11400. 2 point 0
11401. 2 play W+4 blue
11402. 0 accept
11403. 1 draw
11404. 1 play B+2
11405. 0 play BS
11406. 2 play W+4 yellow
11407. 0 challenge
11408. 0 play YS
11409. 2 play W yellow
11410. 0 play Y2
11411. 1 play YPT
11412. 0 point 1
11413. 1 point 2
11414. 2 point 0
11415. 2 play YPT
11416. 1 point 2
11417. 2 point 1
11418. 0 point 1
11419. 0 play W+4 red
11420. 1 challenge
11421. 1 play R2
11422. 2 play WDT red 0,2
11423. 0 play RS
11424. 2 play R9
11425. 0 play WDT red 0,1
11426. 1 play R7
11427. 2 play R4
11428. 0 play WPU
11429. 1 play G6
11430. 2 play W
11431. 0 play GS
11432. 1 play G1
11433. 2 play G9
11434. 0 play G3
11435. 1 play G+2
11436. 2 play G9
11437. 0 play W
11438. 1 play GPT
11439. 2 play W
11440. 0 play G3
11441. 1 play G2
11442. 2 take
11443. 0 play W red
11444. 1 play RPT
11445. 2 point 1
11446. 1 point 2
11447. 0 point 2
11448. 2 play YPT
11449. 0 point 2
11450. 1 point 0
11451. 2 point 0
11452. 0 play WPU
11453. 1 play B1
11454. 2 play B4
11455. 0 play B6
11456. 1 play B2
11457. 2 play WDT
11458. 0 play WDT
11459. 1 take
11460. 2 play B6
11461. 0 play B1
11462. 1 play G1
11463. 2 play G3
11464. 0 play B3
11465. 1 play B4
11466. 0 play B4
11467. 1 play B6
11468. 2 play B5
11469. 0 play B8
11470. 1 play WDT green 0,2
11471. 2 play G2
11472. 1 play G2
11473. 2 play G3
11474. 0 play G6
11475. 1 play WDT blue 0,2
11476. 2 play B7
11477. 0 play B7
11478. 1 play R7
11479. 2 draw
11480. 0 play WPU
11481. 1 play W+4
11482. 2 play R3
11483. 0 play WPU
11484. 1 take
11485. 2 play R3
11486. 0 play B3
11487. 1 play R3
11488. 2 play R9
11489. 0 play Y9
11490. 1 play WPU
11491. 2 play YS
11492. 0 play Y6
11493. 1 play W+4
11494. 2 play YS
11495. 0 play WDT
11496. 1 play Y2
11497. 2 play Y6
11498. 0 play Y+2
11499. 1 play W
11500. 2 play W
11501. 0 play YPT
11502. 1 play YPT
11503. 2 play W
11504. 0 play YR
11505. 1 play YPT
11506. 2 play Y4
11507. 0 play W+4
11508. 1 play YR
11509. 2 play Y3
11510. 0 play Y7
11511. 1 take
11512. 2 play Y5
11513. 0 play Y5
11514. 1 play YPT
11515. 0 point 2
11516. 2 point 0
11517. 1 point 0
11518. 2 play GPT
11519. 2 point 1
11520. 0 point 1
11521. 1 point 0
11522. 0 play WPU
11523. 1 play W+4
11524. 2 play R8
11525. 0 play R0
11526. 1 play R4
11527. 2 play R8
11528. 0 play R2
11529. 1 play WPU
11530. 2 play R6
11531. 0 play WPU
11532. 1 play W
11533. 2 play RPT
11534. 0 play W
11535. 1 play W
11536. 2 play W
11537. 0 play RR
11538. 1 play WDT
11539. 2 play R5
11540. 0 play WDT
11541. 1 play W
11542. 2 play R+2
11543. 0 play WDT
11544. 1 play W+4
11545. 2 play RS
11546. 0 play W
11547. 1 play W+4
11548. 2 play R6
11549. 0 play W
11550. 1 take
11551. 2 play W blue
11552. 0 play WPU
11553. 1 play R6
11554. 2 play RPT
11555. 0 play W+4
11556. 1 play W+4
11557. 2 play R+2
11558. 0 play WDT
11559. 1 play R0
11560. 2 play R1
11561. 0 play WPU
11562. 1 play RS
11563. 2 play RPT
11564. 0 play WPU
11565. 1 play R8
11566. 2 play R1
11567. 0 play WPU
11568. 1 play RR
11569. 2 play R5
11570. 0 play W+4
11571. 1 play R2
11572. 2 take
11573. 0 play WPU
11574. 1 play WDT
11575. 2 play WDT
11576. 0 play W+4
11577. 1 play Y6
11578. 2 play WPU
11579. 0 play WDT
11580. 1 play Y2
11581. 2 play WPU
11582. 0 play Y3
11583. 1 play Y3
11584. 2 play Y8
11585. 0 play Y1
11586. 1 play WDT
11587. 2 play WPU
11588. 0 play Y4
11589. 1 play W+4
11590. 2 play W+4
11591. 0 play Y8
11592. 1 play W
11593. 2 play W+4
11594. 0 play Y1
11595. 1 play Y+2
11596. 2 play W+4
11597. 0 play Y7
11598. 1 play WPU
11599. 2 take
11600. 0 play Y+2
11601. 2 play Y4
11602. 0 play W red
11603. 1 play R5
11604. 2 play RPT
11605. 2 point 0
11606. 0 point 2
11607. 1 point 2
11608. 0 play W red
11609. 1 play R8
11610. 2 play W+4 blue
11611. 0 challenge
11612. 0 play BR
11613. 2 play B4
11614. 1 play WDT blue 0,2
11615. 0 play B9
11616. 2 play WPU
11617. 1 play W
11618. 0 play W+4
11619. 2 play WDT
11620. 1 play W+4
11621. 0 play W
11622. 2 play WDT
11623. 1 play GS
11624. 0 play G4
11625. 2 play G9
11626. 1 play G+2
11627. 0 play G7
11628. 2 play G1
11629. 1 play G5
11630. 0 play W+4
11631. 2 play W
11632. 1 play G0
11633. 0 play WDT
11634. 2 play W
11635. 1 play G4
11636. 0 play W
11637. 2 play G+2
11638. 1 play GPT
11639. 0 play G7
11640. 2 play GPT
11641. 1 play GPT
11642. 0 play WDT
11643. 2 play G9
11644. 1 play GR
11645. 0 play W+4
11646. 2 play WPU
11647. 1 play G5
11648. 0 play WDT
11649. 2 play GS
11650. 1 play G8
11651. 0 play W
11652. 2 play G6
11653. 1 play G3
11654. 0 play W+4
11655. 2 play WDT
11656. 1 play WPU
11657. 0 play W
11658. 2 play WPU
11659. 1 play GR
11660. 0 play W
11661. 2 play W+4
11662. 1 play G8
11663. 0 play W
11664. 2 play WDT
11665. 1 play W
11666. 0 take
11667. 2 draw
11668. 1 draw
11669. 1 pass
11670. 0 play G9
11671. 0 play G9
11672. 2 play W+4 red
11673. 1 challenge
11674. 1 play W+4 red
11675. 0 challenge
11676. 0 play W+4 blue
11677. 2 challenge
11678. 2 play B3
11679. 1 play W+4 yellow
11680. 0 challenge
11681. 0 play W+4 red
11682. 2 challenge
11683. 2 play R+2
11684. 0 play WPU
11685. 2 play B6
11686. 1 play W
11687. 0 play B8
11688. 2 play WDT
11689. 1 play B3
11690. 0 play B5
11691. 2 play B7
11692. 1 play B2
11693. 0 play BR
11694. 2 play WDT
11695. 1 play W
11696. 0 play B4
11697. 2 play B5
11698. 1 play B+2
11699. 0 play BS
11700. 2 play B6
11701. 1 play B1
11702. 0 play WPU
11703. 2 play W+4
11704. 1 play WPU
11705. 0 play B9
11706. 2 play W+4
11707. 1 play B2
11708. 0 play B+2
11709. 2 play WPU
11710. 1 play B7
11711. 0 play WPU
11712. 2 play WPU
11713. 1 play W
11714. 0 play W
11715. 2 play W+4
11716. 1 play B1
11717. 0 play BS
11718. 2 play WPU
11719. 1 play B8
11720. 0 play B0
11721. 2 play WPU
11722. 1 play W
11723. 0 play WPU
11724. 2 take
11725. 1 draw
11726. 1 play W red
11727. 0 play R3
11728. 2 play W+4 yellow
11729. 1 accept
11730. 0 play WDT blue 0,1
11731. 2 play B+2
11732. 0 play W red
11733. 2 play R2
11734. 1 play R9
11735. 2 play R9
11736. 1 play R4
11737. 0 play RS
11738. 1 play R5
11739. 0 play W+4 red
11740. 2 challenge
11741. 2 play RR
11742. 0 play WDT blue 0,1
11743. 1 play BR
11744. 0 play W green
11745. 2 play WPU
11746. 1 play R6
11747. 0 play R4
11748. 2 play WDT
11749. 1 play R8
11750. 0 play WDT
11751. 2 play WPU
11752. 1 play W+4
11753. 0 play R3
11754. 2 play W
11755. 1 play R+2
11756. 0 play WDT
11757. 2 play R1
11758. 1 play W+4
11759. 0 play W
11760. 2 play R1
11761. 1 play R9
11762. 0 play WPU
11763. 2 play RS
11764. 1 play WDT
11765. 0 play W+4
11766. 2 play RPT
11767. 1 play RR
11768. 0 play W+4
11769. 2 play R8
11770. 1 play RPT
11771. 0 play W+4
11772. 2 play WDT
11773. 1 play RPT
11774. 0 play WDT
11775. 2 play R7
11776. 1 play R2
11777. 0 play WDT
11778. 2 play R5
11779. 1 play WPU
11780. 0 play W
11781. 2 play W
11782. 1 play R9
11783. 0 play W
11784. 2 play R6
11785. 1 play WPU
11786. 0 play WDT
11787. 2 play WPU
11788. 1 take
11789. 0 play WDT green 0,1
11790. 2 play W blue
11791. 1 play W blue
11792. 0 play BPT
11793. 0 point 1
11794. 1 point 0
11795. 2 point 0
11796. 2 play B0
11797. 1 play W yellow
11798. 0 play WDT blue 0,2
11799. 2 play B8
11800. 1 play W green
11801. 0 play G8
11802. 2 play Y8
11803. 1 play YS
11804. 2 play Y6
11805. 1 play Y7
11806. 0 play Y4
11807. 2 play Y7
11808. 1 play R7
11809. 0 play W green
11810. 2 play W blue
11811. 1 play WPU
11812. 0 play W
11813. 2 play W
11814. 1 play R3
11815. 0 play RS
11816. 2 play R7
11817. 1 play R+2
11818. 0 play W
11819. 2 play WPU
11820. 1 play RR
11821. 0 play W
11822. 2 play WPU
11823. 1 play R2
11824. 0 take
11825. 2 play W green
11826. 1 play W+4 red
11827. 0 challenge
11828. 0 play WPU
11829. 2 play R0
11830. 1 play R3
11831. 0 play W
11832. 2 play RPT
11833. 1 play WPU
11834. 0 play WDT
11835. 2 play WPU
11836. 1 play RS
11837. 0 play R3
11838. 2 play WPU
11839. 1 play WPU
11840. 0 play RR
11841. 2 play W+4
11842. 1 play R8
11843. 0 play RS
11844. 2 play W+4
11845. 1 play R5
11846. 0 play R+2
11847. 2 play WPU
11848. 1 play R6
11849. 0 play R+2
11850. 2 play W+4
11851. 1 play R1
11852. 0 play WPU
11853. 2 play W+4
11854. 1 play R2
11855. 0 play W
11856. 2 take
11857. 1 play W+4 blue
11858. 0 accept
11859. 2 play B8
11860. 1 play W+4 green
11861. 0 challenge
11862. 0 play G1
11863. 2 play WPU
11864. 1 play WPU
11865. 0 play W
11866. 2 play B5
11867. 1 play W
11868. 0 play B+2
11869. 2 play W
11870. 1 play WPU
11871. 0 play W+4
11872. 2 play WPU
11873. 1 play WDT
11874. 0 play B9
11875. 2 play B+2
11876. 1 play WPU
11877. 0 play BPT
11878. 2 play W
11879. 1 play WPU
11880. 0 play W
11881. 2 play WPU
11882. 1 play WDT
11883. 0 play BPT
11884. 2 play BR
11885. 1 play WDT
11886. 0 play W
11887. 2 play B2
11888. 1 play W+4
11889. 0 play BPT
11890. 2 play B1
11891. 1 play B4
11892. 0 play BPT
11893. 2 play B6
11894. 1 play WDT
11895. 0 take
11896. 2 play BS
11897. 0 play W+4 yellow
11898. 2 challenge
11899. 2 play Y1
11900. 1 play R1
11901. 0 play R2
11902. 2 play RR
11903. 0 play RR
11904. 2 play RPT
11905. 2 point 0
11906. 1 point 2
11907. 0 point 1
11908. 1 play YPT
11909. 1 point 0
11910. 2 point 0
11911. 0 point 1
11912. 0 play BPT
11913. 0 point 1
11914. 1 point 2
11915. 2 point 0
11916. 2 draw
11917. 1 play WDT green 0,1
11918. 0 play GPT
11919. 0 point 1
11920. 2 point 0
11921. 1 point 2
11922. 2 play GPT
11923. 0 point 2
11924. 1 point 2
11925. 2 point 0
11926. 1 play YPT
11927. 0 point 1
11928. 1 point 0
11929. 2 point 0
11930. 0 play BPT
11931. 2 point 0
11932. 1 point 0
11933. 0 point 1
11934. 2 play YPT
11935. 1 point 2
11936. 2 point 1
11937. 0 point 2
11938. 1 play Y6
11939. 2 play Y6
11940. 1 play WDT green 1,2
11941. 0 play W blue
11942. 2 play B4
11943. 1 play W green
11944. 0 play G+2
11945. 1 play W red
11946. 0 play WDT green 0,2
11947. 2 play GPT
11948. 2 point 0
11949. 1 point 0
11950. 0 point 2
11951. 1 play RPT
11952. 0 point 1
11953. 1 point 0
11954. 2 point 0
11955. 0 play WPU
11956. 2 play W
11957. 1 play W+4
11958. 0 play G4
11959. 2 play G2
11960. 1 play G8
11961. 0 play G3
11962. 2 play W
11963. 1 play WDT
11964. 0 play GR
11965. 2 play W+4
11966. 1 play W+4
11967. 0 play W+4
11968. 2 play GPT
11969. 1 play W
11970. 0 play GR
11971. 2 play WDT
11972. 1 play WDT
11973. 0 play W+4
11974. 2 play W
11975. 1 play W+4
11976. 0 play G9
11977. 2 play WPU
11978. 1 play WDT
11979. 0 play G3
11980. 2 play WPU
11981. 1 play WDT
11982. 0 play G7
11983. 2 play W+4
11984. 1 play W+4
11985. 0 play G9
11986. 2 play W+4
11987. 1 play W
11988. 0 play G7
11989. 2 play WPU
11990. 1 play W
11991. 0 play GPT
11992. 2 play WPU
11993. 1 play W
11994. 0 play G8
11995. 2 play WDT
11996. 1 take
11997. 0 play G+2
11998. 1 play G9
11999. 0 play G0
12000. 2 play W green
12001. 1 play W red
12002. 0 play R1
12003. 2 play R3
12004. 1 play WDT green 0,1
12005. 0 play G1
12006. 2 play W+4 blue
12007. 1 challenge
12008. 1 play W+4 blue
12009. 0 accept
12010. 2 play BS
12011. 0 play GS
12012. 1 play WDT blue 0,2
12013. 0 play B9
12014. 2 play B9
12015. 1 play Y9
12016. 0 play Y0
12017. 2 play Y2
12018. 1 play Y5
12019. 0 play WPU
12020. 2 play W+4
12021. 1 play WPU
12022. 0 play GS
12023. 2 play WPU
12024. 1 play G1
12025. 0 play WPU
12026. 2 play WPU
12027. 1 play G4
12028. 0 play GPT
12029. 2 play G0
12030. 1 play G3
12031. 0 play G9
12032. 2 play G+2
12033. 1 play G8
12034. 0 play G4
12035. 2 play WDT
12036. 1 play WDT
12037. 0 play G6
12038. 2 play WDT
12039. 1 play W
12040. 0 play G+2
12041. 2 play WDT
12042. 1 play GPT
12043. 0 play G5
12044. 2 take
12045. 1 play W+4 red
12046. 0 accept
12047. 2 play R6
12048. 1 play W red
12049. 0 play WPU
12050. 2 play RS
12051. 1 play R4
12052. 0 play RR
12053. 2 play R3
12054. 1 play RPT
12055. 0 play W+4
12056. 2 play R0
12057. 1 play RPT
12058. 0 play R1
12059. 2 play R5
12060. 1 play R8
12061. 0 play WPU
12062. 2 play R5
12063. 1 play RPT
12064. 0 play R7
12065. 2 play WPU
12066. 1 play R9
12067. 0 play W
12068. 2 play R1
12069. 1 play R4
12070. 0 play R7
12071. 2 play RS
12072. 1 play RPT
12073. 0 play W
12074. 2 play WPU
12075. 1 play WPU
12076. 0 play R2
12077. 2 play R3
12078. 1 play W+4
12079. 0 play W
12080. 2 play W
12081. 1 play W+4
12082. 0 play WPU
12083. 2 play WDT
12084. 1 play R9
12085. 0 play W
12086. 2 play R2
12087. 1 play R6
12088. 0 play WDT
12089. 2 play WPU
12090. 1 play WPU
12091. 0 play W
12092. 2 play WDT
12093. 1 play WDT
12094. 0 play W
12095. 2 play WDT
12096. 1 play W
12097. 0 play WPU
12098. 2 play R+2
12099. 1 play WDT
12100. 0 play WDT
12101. 2 play RR
12102. 1 play WDT
12103. 0 play WDT
12104. 2 play WDT
12105. 1 play W+4
12106. 0 play W
12107. 2 play WDT
12108. 1 play WPU
12109. 0 play W
12110. 2 play R+2
12111. 1 play W+4
12112. 0 play WDT
12113. 2 play WPU
12114. 1 play W
12115. 0 play W
12116. 2 play W+4
12117. 1 play W+4
12118. 0 take
12119. 2 play W+4 green
12120. 1 challenge
12121. 1 play GR
12122. 2 play WPU
12123. 0 play W+4
12124. 1 play W+4
12125. 2 play G+2
12126. 0 play G1
12127. 1 play G2
12128. 2 play G1
12129. 0 play G2
12130. 1 play G3
12131. 2 play GPT
12132. 0 play WPU
12133. 1 play W+4
12134. 2 play GS
12135. 0 play W
12136. 1 play W+4
12137. 2 play G4
12138. 0 play WPU
12139. 1 play G7
12140. 2 play G3
12141. 0 play W
12142. 1 play GR
12143. 2 play G+2
12144. 0 play W+4
12145. 1 play G9
12146. 2 play G4
12147. 0 play G5
12148. 1 play W
12149. 2 play G0
12150. 0 play WPU
12151. 1 play G8
12152. 2 play W
12153. 0 play WDT
12154. 1 play G7
12155. 2 play GS
12156. 0 play W
12157. 1 play W
12158. 2 play G6
12159. 0 play WDT
12160. 1 play GPT
12161. 2 play GPT
12162. 0 play W+4
12163. 1 play W
12164. 2 play G5
12165. 0 play W
12166. 1 play GPT
12167. 2 play G9
12168. 0 play WPU
12169. 1 take
12170. 2 play G8
12171. 0 play G6
12172. 1 play G5
12173. 2 play B5
12174. 0 play B9
12175. 1 play WPU
12176. 2 play BS
12177. 0 play B8
12178. 1 play WDT
12179. 2 play BS
12180. 0 play B5
12181. 1 play W
12182. 2 play B6
12183. 0 play BPT
12184. 1 play WPU
12185. 2 play B8
12186. 0 play BR
12187. 1 play WPU
12188. 2 play B3
12189. 0 play W
12190. 1 play BPT
12191. 2 play BPT
12192. 0 play WPU
12193. 1 play W+4
12194. 2 play B1
12195. 0 play B0
12196. 1 play W+4
12197. 2 play B4
12198. 0 play B4
12199. 1 play W+4
12200. 2 play B3
12201. 0 play B2
12202. 1 play WPU
12203. 2 play B2
12204. 0 play WPU
12205. 1 play W+4
12206. 2 play B7
12207. 0 play B1
12208. 1 play W
12209. 2 play B7
12210. 0 play BR
12211. 1 play W+4
12212. 2 take
12213. 0 play B6
12214. 1 play G6
12215. 2 play WDT yellow 0,2
12216. 0 play Y5
12217. 0 play Y5
12218. 1 play G5
12219. 2 play WPU
12220. 0 play W+4
12221. 1 play G7
12222. 2 play W+4
12223. 0 play WDT
12224. 1 play G+2
12225. 2 play W
12226. 0 play WDT
12227. 1 play G4
12228. 2 play W
12229. 0 play WDT
12230. 1 play G3
12231. 2 play WPU
12232. 0 play W
12233. 1 play W+4
12234. 2 play W
12235. 0 play WPU
12236. 1 play G8
12237. 2 play W+4
12238. 0 play W+4
12239. 1 play GPT
12240. 2 play W+4
12241. 0 play WDT
12242. 1 play G3
12243. 2 play W+4
12244. 0 play W+4
12245. 1 play G9
12246. 2 play W+4
12247. 0 play WDT
12248. 1 play GS
12249. 2 play WPU
12250. 0 play WPU
12251. 1 play G7
12252. 2 play W+4
12253. 0 play W
12254. 1 play GR
12255. 2 play WPU
12256. 0 play W
12257. 1 play G+2
12258. 2 play WPU
12259. 0 play W+4
12260. 1 play GS
12261. 2 take
12262. 0 play W blue
12263. 1 play WDT red 1,2
12264. 2 play W yellow
12265. 0 play W blue
12266. 1 play W red
12267. 2 play WPU
12268. 0 play WDT
12269. 1 play GR
12270. 2 play G7
12271. 0 play W
12272. 1 play W
12273. 2 play G3
12274. 0 play W+4
12275. 1 play GPT
12276. 2 play G9
12277. 0 play WDT
12278. 1 play W
12279. 2 play W+4
12280. 0 play WDT
12281. 1 play W
12282. 2 play G8
12283. 0 play W
12284. 1 play G1
12285. 2 play G3
12286. 0 play WDT
12287. 1 play G2
12288. 2 play GR
12289. 0 play WDT
12290. 1 play G1
12291. 2 play G8
12292. 0 play WPU
12293. 1 play W
12294. 2 play WDT
12295. 0 play WPU
12296. 1 play GPT
12297. 2 play W
12298. 0 play WPU
12299. 1 play G2
12300. 2 play WDT
12301. 0 take
12302. 1 play GPT
12303. 1 point 0
12304. 2 point 0
12305. 0 point 2
12306. 2 play BPT
12307. 2 point 0
12308. 0 point 1
12309. 1 point 0
12310. 0 play B+2
12311. 2 play BR
12312. 1 play YR
12313. 2 play W green
12314. 0 play GPT
12315. 2 point 1
12316. 0 point 1
12317. 1 point 0
12318. 1 play G0
12319. 2 play W blue
12320. 0 play B9
12321. 2 play B9
12322. 0 play W+4 red
12323. 1 challenge
12324. 1 play W blue
12325. 2 play B1
12326. 0 play G1
12327. 1 play WDT red 1,2
12328. 2 play R8
12329. 0 play R3
12330. 1 play W blue
12331. 2 play B8
12332. 0 play G8
12333. 1 play G4
12334. 2 play WPU
12335. 0 play WPU
12336. 1 play WDT
12337. 2 play W+4
12338. 0 play G6
12339. 1 play G9
12340. 2 play G4
12341. 0 play G3
12342. 1 take
12343. 2 play GPT
12344. 2 point 1
12345. 0 point 1
12346. 1 point 0
12347. 0 play GR
12348. 2 play W green
12349. 1 play G4
12350. 0 play G5
12351. 2 play WPU
12352. 1 play G3
12353. 0 play G2
12354. 2 play G6
12355. 1 play G0
12356. 0 play WDT
12357. 2 play G7
12358. 1 play W+4
12359. 0 play W
12360. 2 play GS
12361. 1 play G5
12362. 0 play GPT
12363. 2 play W
12364. 1 play WDT
12365. 0 play GR
12366. 2 play GS
12367. 1 play WPU
12368. 0 play WDT
12369. 2 play WDT
12370. 1 play G9
12371. 0 play G8
12372. 2 play G+2
12373. 1 play G6
12374. 0 play WDT
12375. 2 play WPU
12376. 1 take
12377. 0 play G3
12378. 2 play W+4 blue
12379. 1 accept
12380. 0 play W+4 blue
12381. 2 challenge
12382. 2 play B4
12383. 1 play W+4 green
12384. 0 accept
12385. 2 play G+2
12386. 0 play G9
12387. 2 play WPU
12388. 1 play B6
12389. 0 play B5
12390. 2 play B1
12391. 1 play WPU
12392. 0 play W
12393. 2 play B6
12394. 1 play BPT
12395. 0 play WPU
12396. 2 play WPU
12397. 1 play W+4
12398. 0 play B1
12399. 2 play B0
12400. 1 play WDT
12401. 0 play B+2
12402. 2 play BPT
12403. 1 play WPU
12404. 0 play WPU
12405. 2 play BS
12406. 1 play W
12407. 0 play W
12408. 2 play B2
12409. 1 play W
12410. 0 play B8
12411. 2 play B8
12412. 1 play B9
12413. 0 play WPU
12414. 2 play B2
12415. 1 play BR
12416. 0 play BPT
12417. 2 play BR
12418. 1 play WDT
12419. 0 play W
12420. 2 play B3
12421. 1 play WDT
12422. 0 play W
12423. 2 play B3
12424. 1 play WDT
12425. 0 play WDT
12426. 2 play B4
12427. 1 play WDT
12428. 0 play WDT
12429. 2 play B5
12430. 1 play WDT
12431. 0 play WPU
12432. 2 play B7
12433. 1 take
12434. 0 play WPU
12435. 2 play W+4
12436. 1 play W
12437. 0 play R2
12438. 2 play WDT
12439. 1 play W+4
12440. 0 play R7
12441. 2 play W+4
12442. 1 play WPU
12443. 0 play RR
12444. 2 play W+4
12445. 1 play WDT
12446. 0 play R0
12447. 2 play WDT
12448. 1 play WPU
12449. 0 play RR
12450. 2 play W+4
12451. 1 play W
12452. 0 play R6
12453. 2 play W+4
12454. 1 play W
12455. 0 play R+2
12456. 2 play W+4
12457. 1 play WDT
12458. 0 play R1
12459. 2 play W+4
12460. 1 play WPU
12461. 0 play W
12462. 2 play W+4
12463. 1 play WDT
12464. 0 play R9
12465. 2 take
12466. 1 play W blue
12467. 0 play WDT yellow 1,2
12468. 2 play W+4 red
12469. 1 accept
12470. 0 play RS
12471. 1 play R8
12472. 0 play R8
12473. 2 play Y8
12474. 1 play YR
12475. 2 play W green
12476. 0 play G4
12477. 1 play G+2
12478. 0 play W blue
12479. 1 play WPU
12480. 2 play W+4
12481. 0 play GPT
12482. 1 play W
12483. 2 play W
12484. 0 play G2
12485. 1 play GPT
12486. 2 play W+4
12487. 0 play WDT
12488. 1 play G5
12489. 2 play WPU
12490. 0 play WPU
12491. 1 play G3
12492. 2 play GPT
12493. 0 play G1
12494. 1 play G9
12495. 2 play WPU
12496. 0 play WPU
12497. 1 play G7
12498. 2 play WDT
12499. 0 play W
12500. 1 play GR
12501. 2 play WDT
12502. 0 play G7
12503. 1 play W
12504. 2 play WPU
12505. 0 play G1
12506. 1 play G2
12507. 2 play W+4
12508. 0 play W
12509. 1 play G9
12510. 2 play WPU
12511. 0 play W
12512. 1 play WDT
12513. 2 play WDT
12514. 0 play W
12515. 1 play GPT
12516. 2 play GR
12517. 0 play W
12518. 1 play G0
12519. 2 play W+4
12520. 0 take
12521. 1 play WPU
12522. 2 play W
12523. 0 play G5
12524. 1 play G8
12525. 2 play W
12526. 0 play GR
12527. 1 play WPU
12528. 2 play W+4
12529. 0 play G2
12530. 1 play W+4
12531. 2 play W
12532. 0 play WDT
12533. 1 play W+4
12534. 2 play W+4
12535. 0 play GPT
12536. 1 play W+4
12537. 2 play WDT
12538. 0 play G5
12539. 1 play W
12540. 2 play WDT
12541. 0 play G7
12542. 1 play G6
12543. 2 play W
12544. 0 play G1
12545. 1 play WDT
12546. 2 play W
12547. 0 play GR
12548. 1 play G6
12549. 2 play W+4
12550. 0 play G9
12551. 1 play WDT
12552. 2 play W+4
12553. 0 play G9
12554. 1 play WDT
12555. 2 take
12556. 0 play W green
12557. 1 play G8
12558. 2 play G2
12559. 0 play G1
12560. 1 play B1
12561. 2 play W green
12562. 0 play WDT red 0,2
12563. 1 play WPU
12564. 2 play W+4
12565. 0 play G2
12566. 1 play GS
12567. 2 play GR
12568. 0 play W
12569. 1 play WDT
12570. 2 play WDT
12571. 0 play G0
12572. 1 play GS
12573. 2 play G3
12574. 0 play W+4
12575. 1 take
12576. 2 play G7
12577. 0 play WDT yellow 0,1
12578. 1 play W green
12579. 2 play G1
12580. 0 play G3
12581. 1 play GS
12582. 0 play WDT red 0,1
12583. 1 play WDT red 0,1
12584. 2 play R3
12585. 0 play R7
12586. 1 play WPU
12587. 2 play GPT
12588. 0 play WDT
12589. 1 play WDT
12590. 2 play G9
12591. 0 play G7
12592. 1 play WPU
12593. 2 play WPU
12594. 0 play W+4
12595. 1 play G0
12596. 2 play G5
12597. 0 play WPU
12598. 1 play W+4
12599. 2 play GR
12600. 0 play WPU
12601. 1 play GR
12602. 2 play G8
12603. 0 play WPU
12604. 1 play G4
12605. 2 play W+4
12606. 0 play W+4
12607. 1 play WDT
12608. 2 play G9
12609. 0 play WPU
12610. 1 play G3
12611. 2 play WDT
12612. 0 play GPT
12613. 1 play G2
12614. 2 play W+4
12615. 0 play WPU
12616. 1 play GS
12617. 2 play G6
12618. 0 play W
12619. 1 play W+4
12620. 2 play WDT
12621. 0 play W
12622. 1 take
12623. 2 play G6
12624. 0 play R6
12625. 1 play WPU
12626. 2 play Y1
12627. 0 play Y9
12628. 1 play Y5
12629. 2 play YPT
12630. 0 play YR
12631. 1 play W+4
12632. 2 play Y+2
12633. 0 play Y+2
12634. 1 play Y5
12635. 2 play Y3
12636. 0 play WPU
12637. 1 play YPT
12638. 2 play WDT
12639. 0 play YPT
12640. 1 play WPU
12641. 2 play W+4
12642. 0 play Y6
12643. 1 play Y4
12644. 2 play Y0
12645. 0 play Y4
12646. 1 play W
12647. 2 play Y2
12648. 0 play W
12649. 1 play WPU
12650. 2 play W
12651. 0 play YS
12652. 1 play W+4
12653. 2 play WDT
12654. 0 play Y6
12655. 1 play W
12656. 2 play YPT
12657. 0 play W+4
12658. 1 play YS
12659. 2 play WDT
12660. 0 play Y9
12661. 1 play WPU
12662. 2 play Y3
12663. 0 play W
12664. 1 play WDT
12665. 2 play Y7
12666. 0 play Y7
12667. 1 play Y2
12668. 2 play W+4
12669. 0 play W
12670. 1 play W+4
12671. 2 play W
12672. 0 play W
12673. 1 play WDT
12674. 2 play W
12675. 0 take
12676. 1 play WDT green 0,1
12677. 2 play W+4 blue
12678. 0 accept
12679. 1 play B6
12680. 2 play BS
12681. 1 play B+2
12682. 0 play R+2
12683. 2 play R0
12684. 0 play R4
12685. 1 play R3
12686. 2 play R9
12687. 0 play R4
12688. 1 play G4
12689. 2 play G5
12690. 0 play GPT
12691. 0 point 2
12692. 2 point 0
12693. 1 point 2
12694. 1 play WPU
12695. 2 play R2
12696. 0 play R3
12697. 1 play WPU
12698. 2 play RR
12699. 0 play WDT
12700. 1 play R6
12701. 2 play RR
12702. 0 play W
12703. 1 play W
12704. 2 play R+2
12705. 0 play R5
12706. 1 play WPU
12707. 2 play R7
12708. 0 play R9
12709. 1 play WDT
12710. 2 play R6
12711. 0 play WPU
12712. 1 play W+4
12713. 2 play W+4
12714. 0 play R2
12715. 1 play W+4
12716. 2 play W
12717. 0 play W
12718. 1 play WPU
12719. 2 play W
12720. 0 play WDT
12721. 1 play W+4
12722. 2 play R1
12723. 0 play R1
12724. 1 play WDT
12725. 2 take
12726. 0 play R5
12727. 1 play G5
12728. 2 play G8
12729. 0 play WPU
12730. 1 take
12731. 2 play R1
12732. 0 play WPU
12733. 1 play G6
12734. 2 play G4
12735. 0 play G2
12736. 1 play G+2
12737. 2 play W+4
12738. 0 play W
12739. 1 play GR
12740. 2 play GS
12741. 0 play GPT
12742. 1 play G2
12743. 2 play G6
12744. 0 play W
12745. 1 play G0
12746. 2 play W+4
12747. 0 play WDT
12748. 1 play GPT
12749. 2 play WPU
12750. 0 play WPU
12751. 1 play G3
12752. 2 play W+4
12753. 0 play WDT
12754. 1 play WPU
12755. 2 play W
12756. 0 play W
12757. 1 play GPT
12758. 2 play WDT
12759. 0 play WDT
12760. 1 play G+2
12761. 2 play WDT
12762. 0 play WDT
12763. 1 play W
12764. 2 play WPU
12765. 0 play W
12766. 1 play G9
12767. 2 play W+4
12768. 0 play WPU
12769. 1 play GR
12770. 2 play WDT
12771. 0 play W+4
12772. 1 play G3
12773. 2 play WDT
12774. 0 play W+4
12775. 1 play GS
12776. 2 play WPU
12777. 0 play W+4
12778. 1 play G9
12779. 2 play W
12780. 0 play W
12781. 1 play G7
12782. 2 play W
12783. 0 play W
12784. 1 play G8
12785. 2 play W
12786. 0 play W
12787. 1 take
12788. 2 play W green
12789. 0 play W+4 yellow
12790. 1 accept
12791. 2 play WPU
12792. 0 play W
12793. 1 play WDT
12794. 2 play W
12795. 0 play W+4
12796. 1 play WDT
12797. 2 take
12798. 0 play W+4 yellow
12799. 1 challenge
12800. 2 play WDT blue 1,2
12801. 0 play B1
12802. 1 play G1
12803. 2 play R1
12804. 0 play RPT
12805. 2 point 0
12806. 1 point 2
12807. 0 point 2
12808. 1 play GPT
12809. 1 point 2
12810. 0 point 1
12811. 2 point 0
12812. 2 play W+4 yellow
12813. 0 challenge
12814. 0 play Y0
12815. 1 play WPU
12816. 2 play G7
12817. 0 play W+4
12818. 1 play G+2
12819. 2 play WDT
12820. 0 play W+4
12821. 1 play G4
12822. 2 play W+4
12823. 0 take
12824. 1 play G4
12825. 2 play B4
12826. 0 play G4
12827. 1 play G2
12828. 1 play G2
12829. 2 play WDT blue 0,1
12830. 0 draw
12831. 0 play WPU
12832. 1 play W
12833. 2 play R3
12834. 0 play W+4
12835. 1 play RS
12836. 2 play R2
12837. 0 play WPU
12838. 1 play WPU
12839. 2 play WDT
12840. 0 play W+4
12841. 1 play W+4
12842. 2 play R9
12843. 0 play W+4
12844. 1 play W+4
12845. 2 play R3
12846. 0 play R0
12847. 1 play W
12848. 2 play R7
12849. 0 play WDT
12850. 1 play W+4
12851. 2 play W
12852. 0 play RPT
12853. 1 play R7
12854. 2 play R2
12855. 0 play RPT
12856. 1 play W
12857. 2 play R5
12858. 0 play RPT
12859. 1 play W+4
12860. 2 play R+2
12861. 0 play RS
12862. 1 play W+4
12863. 2 play R+2
12864. 0 take
12865. 1 play R8
12866. 2 play R4
12867. 0 play R5
12868. 1 play WPU
12869. 2 play W
12870. 0 play WDT
12871. 1 play WPU
12872. 2 play W
12873. 0 play W+4
12874. 1 play W+4
12875. 2 take
12876. 0 play G+2
12877. 2 play W+4 green
12878. 0 accept
12879. 1 play G3
12880. 2 play WPU
12881. 0 play W
12882. 1 play WDT
12883. 2 play R6
12884. 0 play R1
12885. 1 play W
12886. 2 play W
12887. 0 play R7
12888. 1 play W+4
12889. 2 play WDT
12890. 0 play RPT
12891. 1 play W+4
12892. 2 play RR
12893. 0 play R4
12894. 1 play WDT
12895. 2 play R6
12896. 0 play RS
12897. 1 play WPU
12898. 2 play RR
12899. 0 play WPU
12900. 1 play W
12901. 2 play W
12902. 0 play R7
12903. 1 play W
12904. 2 play R8
12905. 0 play R9
12906. 1 play WPU
12907. 2 play W+4
12908. 0 play R2
12909. 1 play WDT
12910. 2 take
12911. 0 play R2
12912. 1 play W yellow
12913. 2 play W yellow
12914. 0 play WPU
12915. 1 play G+2
12916. 2 play W
12917. 0 play W+4
12918. 1 play WPU
12919. 2 play G5
12920. 0 play WDT
12921. 1 play G3
12922. 2 play W+4
12923. 0 play W+4
12924. 1 play G6
12925. 2 play WPU
12926. 0 play WDT
12927. 1 play G0
12928. 2 play W
12929. 0 play G5
12930. 1 play G6
12931. 2 play W
12932. 0 play W+4
12933. 1 play WDT
12934. 2 play W+4
12935. 0 play G7
12936. 1 play G7
12937. 2 play WDT
12938. 0 play W+4
12939. 1 play G1
12940. 2 play W+4
12941. 0 play W
12942. 1 play GPT
12943. 2 play WDT
12944. 0 play WPU
12945. 1 play W
12946. 2 play WPU
12947. 0 play W
12948. 1 play GR
12949. 2 play WDT
12950. 0 play W+4
12951. 1 play GR
12952. 2 play WDT
12953. 0 play W
12954. 1 play WPU
12955. 2 play WPU
12956. 0 play W+4
12957. 1 play W
12958. 2 play W
12959. 0 play W+4
12960. 1 play WPU
12961. 2 play W
12962. 0 take
12963. 1 play G+2
12964. 0 play GPT
12965. 0 point 1
12966. 1 point 0
12967. 2 point 0
12968. 1 play WPU
12969. 2 play G1
12970. 0 play WDT
12971. 1 play G9
12972. 2 take
12973. 0 play G1
12974. 1 play B1
12975. 2 play G1
12976. 0 play G0
12977. 1 play GS
12978. 0 play G7
12979. 1 play WDT green 0,2
12980. 2 play GPT
12981. 0 point 2
12982. 1 point 0
12983. 2 point 0
12984. 0 play G+2
12985. 2 play G4
12986. 0 play G5
12987. 1 play GS
12988. 0 draw
12989. 1 play BS
12990. 0 play WPU
12991. 1 play Y1
12992. 2 play WDT
12993. 0 play YS
12994. 1 play W
12995. 2 take
12996. 0 play Y1
12997. 1 play Y8
12998. 0 play Y8
12999. 1 play WDT blue 1,2
13000. 2 play W red
13001. 0 play R5
13002. 1 play W yellow
13003. 2 play YS
13004. 1 play WDT green 0,2
13005. 2 play WDT green 0,2
13006. 0 play G3
13007. 1 play G4
13008. 2 play R4
13009. 0 play W red
13010. 1 play R1
13011. 2 play Y1
13012. 0 play Y+2
13013. 2 play WPU
13014. 0 play B1
13015. 1 play B2
13016. 2 play B7
13017. 0 play B6
13018. 1 play WDT
13019. 2 play B+2
13020. 0 play WDT
13021. 1 play B3
13022. 2 play BPT
13023. 0 play W
13024. 1 play B+2
13025. 2 play WPU
13026. 0 play WPU
13027. 1 play BPT
13028. 2 take
13029. 0 play W+4 blue
13030. 1 challenge
13031. 1 play BPT
13032. 2 point 0
13033. 0 point 1
13034. 1 point 0
13035. 2 play B2
13036. 1 play B2
13037. 2 play B+2
13038. 1 play W yellow
13039. 2 play W yellow
13040. 0 play Y+2
13041. 2 play Y0
13042. 0 play WDT green 0,2
13043. 1 play G2
13044. 2 play G3
13045. 0 play Y3
13046. 0 play Y3
13047. 1 play B3
13048. 2 play B+2
13049. 1 play B8
13050. 2 play B1
13051. 0 play W green
13052. 1 play G9
13053. 2 play WDT red 0,1
13054. 0 play R+2
13055. 2 play RR
13056. 1 play BR
13057. 2 play B3
13058. 0 play W+4 red
13059. 1 accept
13060. 2 play R1
13061. 0 play Y1
13062. 1 play G1
13063. 2 play G5
13064. 0 play W+4 blue
13065. 1 challenge
13066. 1 play B6
13067. 2 play WPU
13068. 0 play W+4
13069. 1 play R4
13070. 2 play WPU
13071. 0 play R1
13072. 1 play WPU
13073. 2 play R5
13074. 0 play WDT
13075. 1 play W+4
13076. 2 play R2
13077. 0 play R3
13078. 1 play W
13079. 2 play RR
13080. 0 play R0
13081. 1 play W
13082. 2 play R7
13083. 0 play R5
13084. 1 play W
13085. 2 play WDT
13086. 0 play WPU
13087. 1 play W
13088. 2 play WDT
13089. 0 play W+4
13090. 1 take
13091. 2 play R9
13092. 0 play W blue
13093. 1 play B4
13094. 2 play WDT blue 0,1
13095. 0 play WPU
13096. 1 play G8
13097. 2 play G9
13098. 0 play G+2
13099. 1 play G8
13100. 2 play G1
13101. 0 play GR
13102. 1 play G0
13103. 2 take
13104. 0 play GPT
13105. 0 point 2
13106. 2 point 0
13107. 1 point 2
13108. 1 play GPT
13109. 0 point 1
13110. 2 point 1
13111. 1 point 0
13112. 2 play GR
13113. 1 play WPU
13114. 0 play Y6
13115. 2 play WPU
13116. 1 play W+4
13117. 0 play W
13118. 2 play Y8
13119. 1 play Y8
13120. 0 play WDT
13121. 2 take
13122. 1 play W green
13123. 0 play G2
13124. 2 play W+4 yellow
13125. 1 accept
13126. 0 play Y5
13127. 2 play Y8
13128. 1 play WDT blue 0,2
13129. 0 play W+4 yellow
13130. 2 accept
13131. 1 play WPU
13132. 0 play YR
13133. 2 play WDT
13134. 1 play WDT
13135. 0 play Y2
13136. 2 play WPU
13137. 1 play W
13138. 0 play Y6
13139. 2 play Y6
13140. 1 play WDT
13141. 0 play Y1
13142. 2 play W+4
13143. 1 play WPU
13144. 0 play Y5
13145. 2 play Y8
13146. 1 play W
13147. 0 play YR
13148. 2 play Y1
13149. 1 play Y+2
13150. 0 play W+4
13151. 2 play W
13152. 1 play Y+2
13153. 0 play WPU
13154. 2 take
13155. 1 play W+4 red
13156. 0 challenge
13157. 0 play R4
13158. 2 play W+4 red
13159. 1 accept
13160. 0 play W+4 red
13161. 2 challenge
13162. 2 play W red
13163. 1 play R2
13164. 0 draw
13165. 0 play G2
13166. 1 play G2
13167. 0 play G5
13168. 2 play G3
13169. 1 play Y3
13170. 0 play Y4
13171. 2 play Y5
13172. 1 play W green
13173. 0 play W+4 red
13174. 2 accept
13175. 1 play R0
13176. 0 play R9
13177. 2 play W+4 red
13178. 1 challenge
13179. 1 play R3
13180. 0 play W+4 red
13181. 2 accept
13182. 1 play W yellow
13183. 0 play Y3
13184. 2 play YR
13185. 0 play W+4 green
13186. 1 accept
13187. 2 play GPT
13188. 1 point 0
13189. 0 point 1
13190. 2 point 1
13191. 0 play G3
13192. 1 play WDT yellow 1,2
13193. 2 play Y8
13194. 0 play YS
13195. 2 play WDT yellow 0,1
13196. 0 play Y9
13197. 1 play Y0
13198. 2 play Y3
13199. 0 play YS
13200. 2 play YR
13201. 1 play BR
13202. 2 play B4
13203. 0 play Y4
13204. 1 play G4
13205. 2 play G0
13206. 0 play GPT
13207. 2 point 1
13208. 1 point 0
13209. 0 point 1
13210. 1 play W+4 blue
13211. 2 challenge
13212. 2 play BPT
13213. 1 point 2
13214. 2 point 0
13215. 0 point 2
13216. 0 play B+2
13217. 2 play B6
13218. 0 play B3
13219. 1 play B4
13220. 2 play BPT
13221. 1 point 0
13222. 0 point 2
13223. 2 point 0
13224. 0 play B8
13225. 1 play B9
13226. 2 play WDT yellow 1,2
13227. 0 play Y9
13228. 1 play W+4 green
13229. 2 challenge
13230. 2 play G+2
13231. 1 play GPT
13232. 1 point 2
13233. 2 point 0
13234. 0 point 2
13235. 2 play RPT
13236. 1 point 0
13237. 2 point 1
13238. 0 point 1
13239. 0 play R2
13240. 1 play R+2
13241. 0 play WPU
13242. 1 play R2
13243. 2 play R8
13244. 0 play R9
13245. 1 play R4
13246. 2 play R6
13247. 0 play W
13248. 1 play W+4
13249. 2 play R9
13250. 0 play W+4
13251. 1 play W+4
13252. 2 play R8
13253. 0 play RS
13254. 1 play R3
13255. 2 play R7
13256. 0 play RPT
13257. 1 play W
13258. 2 play R1
13259. 0 play R0
13260. 1 play RR
13261. 2 play W
13262. 0 play RPT
13263. 1 play R1
13264. 2 play W
13265. 0 play RPT
13266. 1 play R7
13267. 2 play RS
13268. 0 play R+2
13269. 1 play W+4
13270. 2 play W+4
13271. 0 play WDT
13272. 1 play RR
13273. 2 play W
13274. 0 play WPU
13275. 1 play W+4
13276. 2 play WPU
13277. 0 play R3
13278. 1 play R5
13279. 2 play W
13280. 0 play R4
13281. 1 play WDT
13282. 2 play R6
13283. 0 play WPU
13284. 1 play W+4
13285. 2 play WDT
13286. 0 play WPU
13287. 1 play R5
13288. 2 play WPU
13289. 0 play W
13290. 1 play W
13291. 2 play WPU
13292. 0 play WDT
13293. 1 take
13294. 2 play WPU
13295. 0 play W
13296. 1 play R+2
13297. 2 play W+4
13298. 0 play W+4
13299. 1 play R2
13300. 2 play W+4
13301. 0 play WPU
13302. 1 play R7
13303. 2 play W+4
13304. 0 play WPU
13305. 1 play R8
13306. 2 play W+4
13307. 0 play WDT
13308. 1 play W
13309. 2 play WPU
13310. 0 play W
13311. 1 play W+4
13312. 2 play WPU
13313. 0 play W
13314. 1 play R3
13315. 2 play WDT
13316. 0 play W
13317. 1 play R9
13318. 2 take
13319. 0 play WDT red 0,2
13320. 1 play WPU
13321. 2 play R8
13322. 0 play WDT
13323. 1 play RS
13324. 2 play WPU
13325. 0 play W
13326. 1 play RR
13327. 2 play R3
13328. 0 play WDT
13329. 1 play R3
13330. 2 play R7
13331. 0 play WDT
13332. 1 play W+4
13333. 2 play R+2
13334. 0 play WDT
13335. 1 play W+4
13336. 2 play WPU
13337. 0 play W
13338. 1 play W
13339. 2 play W+4
13340. 0 play WDT
13341. 1 play RS
13342. 2 play W
13343. 0 play W
13344. 1 play R9
13345. 2 play WPU
13346. 0 play W
13347. 1 play RR
13348. 2 play R2
13349. 0 take
13350. 1 play R8
13351. 2 play R2
13352. 0 play R8
13353. 1 play WDT blue 1,2
13354. 2 play W+4 green
13355. 0 accept
13356. 1 play G4
13357. 0 play G4
13358. 1 play G+2
13359. 0 play W yellow
13360. 1 play YR
13361. 0 play Y2
13362. 2 play W+4 yellow
13363. 1 accept
13364. 0 play W red
13365. 2 play R8
13366. 1 play R5
13367. 0 play R7
13368. 2 play W+4 green
13369. 1 challenge
13370. 1 play G4
13371. 0 play WPU
13372. 2 play G+2
13373. 1 play GPT
13374. 0 play WPU
13375. 2 play WDT
13376. 1 play W+4
13377. 0 play W
13378. 2 play GR
13379. 1 play GPT
13380. 0 play W+4
13381. 2 play G9
13382. 1 play G4
13383. 0 play G3
13384. 2 play G+2
13385. 1 play WPU
13386. 0 play W+4
13387. 2 play G3
13388. 1 play WDT
13389. 0 play G2
13390. 2 play WPU
13391. 1 play W+4
13392. 0 play G7
13393. 2 play WPU
13394. 1 play W+4
13395. 0 play G2
13396. 2 play W
13397. 1 play WPU
13398. 0 play G6
13399. 2 play G1
13400. 1 play W
13401. 0 play W+4
13402. 2 play G8
13403. 1 play GPT
13404. 0 play GR
13405. 2 play W+4
13406. 1 play W
13407. 0 play W
13408. 2 play W
13409. 1 play WPU
13410. 0 play GS
13411. 2 play G1
13412. 1 play WDT
13413. 0 play W
13414. 2 play G0
13415. 1 play W
13416. 0 play G7
13417. 2 play W+4
13418. 1 play W
13419. 0 play G5
13420. 2 play G8
13421. 1 play W
13422. 0 play WDT
13423. 2 play WDT
13424. 1 play WPU
13425. 0 play G5
13426. 2 play W+4
13427. 1 play WPU
13428. 0 play G6
13429. 2 play W
13430. 1 play W+4
13431. 0 play GS
13432. 2 play W
13433. 1 play W+4
13434. 0 play W
13435. 2 play G9
13436. 1 play WDT
13437. 0 play WPU
13438. 2 play GPT
13439. 1 play W
13440. 0 play WPU
13441. 2 take
13442. 1 play W blue
13443. 0 play BPT
13444. 0 point 1
13445. 1 point 0
13446. 2 point 0
13447. 2 play BPT
13448. 1 point 0
13449. 2 point 1
13450. 0 point 2
13451. 1 play B+2
13452. 2 play BS
13453. 0 play B+2
13454. 1 play B0
13455. 0 play B8
13456. 2 play W+4 blue
13457. 1 challenge
13458. 1 play B7
13459. 0 play Y7
13460. 2 play WDT green 1,2
13461. 1 play W green
13462. 0 play WDT blue 1,2
13463. 2 play WDT green 0,1
13464. 1 draw
13465. 0 play W blue
13466. 2 play BR
13467. 0 play YR
13468. 2 play Y8
13469. 1 play R8
13470. 0 play RS
13471. 1 play R7
13472. 0 play R2
13473. 2 play Y2
13474. 1 play R2
13475. 0 play RR
13476. 1 play R4
13477. 2 play R9
13478. 0 play R+2
13479. 2 play R7
13480. 0 play RR
13481. 2 play WDT yellow 0,2
13482. 1 play Y3
13483. 0 play WPU
13484. 2 play R8
13485. 1 play R6
13486. 0 play R3
13487. 2 play WPU
13488. 1 play WDT
13489. 0 play WPU
13490. 2 play W+4
13491. 1 play RPT
13492. 0 play R3
13493. 2 play W+4
13494. 1 play R5
13495. 0 play WDT
13496. 2 play WDT
13497. 1 play R4
13498. 0 play R9
13499. 2 play WDT
13500. 1 play R0
13501. 0 play RS
13502. 2 play WDT
13503. 1 play R6
13504. 0 play WDT
13505. 2 play W+4
13506. 1 play R1
13507. 0 play WDT
13508. 2 play W
13509. 1 play W+4
13510. 0 play WDT
13511. 2 play WPU
13512. 1 play RPT
13513. 0 play WDT
13514. 2 play WPU
13515. 1 play RPT
13516. 0 play R+2
13517. 2 play WPU
13518. 1 play RPT
13519. 0 play WDT
13520. 2 play W
13521. 1 play R1
13522. 0 take
13523. 2 play W yellow
13524. 1 play Y8
13525. 0 play YPT
13526. 0 point 2
13527. 2 point 0
13528. 1 point 0
13529. 2 play Y5
13530. 1 play B5
13531. 0 play R5
13532. 2 play R5
13533. 1 play B5
13534. 0 play WDT red 0,2
13535. 2 play W blue
13536. 1 play B1
13537. 0 play B4
13538. 2 play B+2
13539. 0 play W blue
13540. 2 play B+2
13541. 0 play WPU
13542. 2 play Y2
13543. 1 play Y4
13544. 0 play WPU
13545. 2 play Y6
13546. 1 play YS
13547. 0 play WDT
13548. 2 play Y4
13549. 1 play YS
13550. 0 play W
13551. 2 play Y6
13552. 1 play Y9
13553. 0 play Y7
13554. 2 play WPU
13555. 1 take
13556. 0 draw
13557. 2 play Y5
13558. 1 play YS
13559. 2 play GS
13560. 0 play WPU
13561. 2 play R7
13562. 1 play WPU
13563. 0 play RS
13564. 2 play W
13565. 1 play RS
13566. 0 play R3
13567. 2 play W+4
13568. 1 play RR
13569. 0 play R7
13570. 2 play W
13571. 1 play WDT
13572. 0 play W+4
13573. 2 play WPU
13574. 1 play WPU
13575. 0 play WDT
13576. 2 play W
13577. 1 play W
13578. 0 play R4
13579. 2 play W
13580. 1 play R2
13581. 0 play RPT
13582. 2 play W
13583. 1 play W
13584. 0 play R4
13585. 2 play WPU
13586. 1 take
13587. 0 play R6
13588. 2 play G6
13589. 1 play WDT red 1,2
13590. 0 play R3
13591. 2 play B3
13592. 1 play B2
13593. 0 play BPT
13594. 2 point 1
13595. 0 point 1
13596. 1 point 2
13597. 2 play BS
13598. 0 play B6
13599. 2 play B4
13600. 1 play BPT
13601. 1 point 2
13602. 2 point 1
13603. 0 point 2
13604. 0 play RPT
13605. 1 point 0
13606. 2 point 1
13607. 0 point 1
13608. 2 play GPT
13609. 1 point 2
13610. 0 point 1
13611. 2 point 0
13612. 1 play WDT red 0,1
13613. 0 play W+4 yellow
13614. 2 accept
13615. 1 play Y6
13616. 0 play YPT
13617. 1 point 2
13618. 2 point 1
13619. 0 point 2
13620. 2 play W+4 yellow
13621. 1 accept
13622. 0 play WDT yellow 0,1
13623. 2 play Y1
13624. 1 play Y7
13625. 0 play Y3
13626. 2 play W yellow
13627. 1 play Y6
13628. 0 play Y7
13629. 2 play WPU
13630. 1 play B7
13631. 0 play W+4
13632. 2 play B0
13633. 1 play W
13634. 0 play W+4
13635. 2 play B8
13636. 1 play WPU
13637. 0 play WPU
13638. 2 play B5
13639. 1 play B5
13640. 0 play WPU
13641. 2 play B7
13642. 1 play B6
13643. 0 play W
13644. 2 play B2
13645. 1 play WPU
13646. 0 play WDT
13647. 2 play B3
13648. 1 play W+4
13649. 0 play WDT
13650. 2 play BPT
13651. 1 play B4
13652. 0 play WDT
13653. 2 play WPU
13654. 1 play B3
13655. 0 play WDT
13656. 2 play B+2
13657. 1 play B1
13658. 0 play WDT
13659. 2 play BPT
13660. 1 play B9
13661. 0 play WDT
13662. 2 play W
13663. 1 play BS
13664. 0 play WDT
13665. 2 play W+4
13666. 1 play B1
13667. 0 play WDT
13668. 2 play BPT
13669. 1 play B2
13670. 0 play WDT
13671. 2 play WPU
13672. 1 play B8
13673. 0 take
13674. 2 play W green
13675. 1 play WPU
13676. 0 play R+2
13677. 2 play W
13678. 1 play R9
13679. 0 play R1
13680. 2 play W+4
13681. 1 play W
13682. 0 play R8
13683. 2 play W+4
13684. 1 play RPT
13685. 0 play R1
13686. 2 play W+4
13687. 1 play R3
13688. 0 play R6
13689. 2 play W+4
13690. 1 play R2
13691. 0 play R8
13692. 2 play W
13693. 1 play W
13694. 0 play W
13695. 2 play W
13696. 1 play R+2
13697. 0 play WDT
13698. 2 play W+4
13699. 1 play RS
13700. 0 play RPT
13701. 2 play R2
13702. 1 play R7
13703. 0 play R0
13704. 2 take
13705. 1 play RS
13706. 2 play WDT blue 0,2
13707. 1 play WPU
13708. 0 play WPU
13709. 2 play W
13710. 1 play WPU
13711. 0 play W+4
13712. 2 play GR
13713. 1 play W
13714. 0 play W+4
13715. 2 play G5
13716. 1 play W+4
13717. 0 play WDT
13718. 2 play G4
13719. 1 play W
13720. 0 play WPU
13721. 2 play WPU
13722. 1 play W
13723. 0 play W+4
13724. 2 play G1
13725. 1 play W
13726. 0 play WPU
13727. 2 play G+2
13728. 1 play W
13729. 0 play WDT
13730. 2 play GPT
13731. 1 take
13732. 0 play WDT red 1,2
13733. 2 play R9
13734. 0 play R9
13735. 2 play R1
13736. 1 play G1
13737. 0 play WPU
13738. 2 play R3
13739. 1 play R7
13740. 0 play R6
13741. 2 play RS
13742. 1 play R5
13743. 0 play WPU
13744. 2 play RPT
13745. 1 play WPU
13746. 0 play WDT
13747. 2 play RPT
13748. 1 play W+4
13749. 0 play W+4
13750. 2 play R0
13751. 1 play R4
13752. 0 play W
13753. 2 play R1
13754. 1 play W
13755. 0 play WDT
13756. 2 play R8
13757. 1 play R4
13758. 0 play WDT
13759. 2 play R3
13760. 1 play W+4
13761. 0 play W
13762. 2 play R+2
13763. 1 play WDT
13764. 0 play RPT
13765. 2 play R7
13766. 1 play WDT
13767. 0 play WDT
13768. 2 play R2
13769. 1 play RR
13770. 0 play WDT
13771. 2 play W+4
13772. 1 play RR
13773. 0 play WPU
13774. 2 play R6
13775. 1 play W
13776. 0 take
13777. 2 play R+2
13778. 0 play B+2
13779. 1 play B9
13780. 0 play W+4 yellow
13781. 2 accept
13782. 1 play YS
13783. 2 play YR
13784. 0 play W+4 red
13785. 1 accept
13786. 2 play WPU
13787. 0 play W
13788. 1 play YPT
13789. 2 play Y3
13790. 0 play YPT
13791. 1 play WPU
13792. 2 play W+4
13793. 0 play W+4
13794. 1 play Y6
13795. 2 play WDT
13796. 0 play WDT
13797. 1 play Y4
13798. 2 play W+4
13799. 0 play W
13800. 1 play Y2
13801. 2 play YS
13802. 0 play WPU
13803. 1 play Y9
13804. 2 play Y1
13805. 0 play Y0
13806. 1 play Y5
13807. 2 play W+4
13808. 0 play WDT
13809. 1 play YR
13810. 2 play WPU
13811. 0 play W
13812. 1 play W
13813. 2 play W
13814. 0 play W
13815. 1 play WPU
13816. 2 play Y8
13817. 0 play WDT
13818. 1 play Y7
13819. 2 play W+4
13820. 0 play WPU
13821. 1 play Y5
13822. 2 play W
13823. 0 play WPU
13824. 1 play WDT
13825. 2 play Y2
13826. 0 play W+4
13827. 1 play W+4
13828. 2 play Y9
13829. 0 play YPT
13830. 1 play YPT
13831. 2 play W
13832. 0 play WDT
13833. 1 play Y8
13834. 2 play Y+2
13835. 0 play WDT
13836. 1 play Y4
13837. 2 play W
13838. 0 play WDT
13839. 1 play WDT
13840. 2 play W
13841. 0 play WDT
13842. 1 play W+4
13843. 2 play W
13844. 0 take
13845. 1 play WDT green 1,2
13846. 2 play G9
13847. 0 play W+4 yellow
13848. 1 challenge
13849. 1 play WDT blue 0,2
13850. 2 play B+2
13851. 1 play W yellow
13852. 2 play Y+2
13853. 1 play Y7
13854. 2 play W+4 yellow
13855. 0 accept
13856. 1 play WPU
13857. 2 play G2
13858. 0 play W
13859. 1 play G6
13860. 2 play WPU
13861. 0 play GPT
13862. 1 play G+2
13863. 2 play G4
13864. 0 play W
13865. 1 play GPT
13866. 2 play G2
13867. 0 play W+4
13868. 1 play W
13869. 2 play G9
13870. 0 play WDT
13871. 1 play W
13872. 2 play GS
13873. 0 play WDT
13874. 1 play G4
13875. 2 play G7
13876. 0 play WDT
13877. 1 play GR
13878. 2 play G+2
13879. 0 play WPU
13880. 1 play G5
13881. 2 play G0
13882. 0 play WDT
13883. 1 play WPU
13884. 2 play G3
13885. 0 play W
13886. 1 play W
13887. 2 play G1
13888. 0 play W
13889. 1 take
13890. 2 play GR
13891. 1 play G0
13892. 0 play W green
13893. 2 play GS
13894. 0 play W+4 yellow
13895. 2 challenge
13896. 2 play W+4 yellow
13897. 1 accept
13898. 0 play Y2
13899. 2 play W blue
13900. 1 play W+4 green
13901. 0 challenge
13902. 0 play WDT yellow 0,1
13903. 2 play Y7
13904. 0 play Y7
13905. 2 play G7
13906. 1 play GR
13907. 2 play G1
13908. 1 play G1
13909. 2 play G6
13910. 0 play W+4 blue
13911. 1 accept
13912. 2 play B+2
13913. 1 play W+4 blue
13914. 2 challenge
13915. 2 play W+4 blue
13916. 0 accept
13917. 1 play WPU
13918. 2 play BPT
13919. 0 play BS
13920. 1 play WPU
13921. 2 play BS
13922. 0 play B2
13923. 1 play W
13924. 2 play WPU
13925. 0 play B9
13926. 1 play WDT
13927. 2 play WDT
13928. 0 play B9
13929. 1 play B+2
13930. 2 take
13931. 0 play B8
13932. 1 play W red
13933. 2 play RPT
13934. 0 point 2
13935. 1 point 2
13936. 2 point 0
13937. 0 play R6
13938. 1 play W blue
13939. 2 play BS
13940. 1 play W green
13941. 2 play WPU
13942. 0 play WPU
13943. 1 play WPU
13944. 2 play BS
13945. 0 play B7
13946. 1 play W+4
13947. 2 play B+2
13948. 0 play WPU
13949. 1 play W
13950. 2 play B9
13951. 0 play B6
13952. 1 play WDT
13953. 2 play W+4
13954. 0 play W+4
13955. 1 play W+4
13956. 2 play B2
13957. 0 play B3
13958. 1 play B6
13959. 2 play W
13960. 0 play W+4
13961. 1 play W
13962. 2 play WPU
13963. 0 play B0
13964. 1 play W
13965. 2 play WDT
13966. 0 play B7
13967. 1 play WDT
13968. 2 play W
13969. 0 play B5
13970. 1 play BR
13971. 2 play B9
13972. 0 play B5
13973. 1 play WDT
13974. 2 play BPT
13975. 0 play B2
13976. 1 play BR
13977. 2 play WPU
13978. 0 play B8
13979. 1 play WDT
13980. 2 play WDT
13981. 0 play WDT
13982. 1 play W
13983. 2 take
13984. 0 play B3
13985. 2 play B3
13986. 0 play WPU
13987. 1 play W
13988. 2 play R8
13989. 0 play R5
13990. 1 play R9
13991. 2 play R9
13992. 0 play R+2
13993. 1 take
13994. 2 play WPU
13995. 0 play WDT
13996. 1 play R8
13997. 2 play WDT
13998. 0 play RS
13999. 1 play R5
14000. 2 play RS
14001. 0 play WPU
14002. 1 play RPT
14003. 2 play R2
14004. 0 play R+2
14005. 1 play R+2
14006. 2 play WDT
14007. 0 play W+4
14008. 1 play W
14009. 2 play WDT
14010. 0 play R5
14011. 1 play R9
14012. 2 play WDT
14013. 0 play R6
14014. 1 play R9
14015. 2 play WPU
14016. 0 play R8
14017. 1 take
14018. 2 play W+4 blue
14019. 0 accept
14020. 1 play WDT blue 0,2
14021. 2 play BPT
14022. 1 point 2
14023. 0 point 2
14024. 2 point 1
14025. 0 play B4
14026. 1 play W+4 yellow
14027. 2 challenge
14028. 2 play Y+2
14029. 1 play R+2
14030. 0 play R3
14031. 1 play RS
14032. 0 play R1
14033. 1 play RPT
14034. 1 point 0
14035. 2 point 0
14036. 0 point 2
14037. 2 play WDT green 0,1
14038. 0 play W red
14039. 1 draw
14040. 1 play R3
14041. 2 play WDT red 0,1
14042. 0 play R2
14043. 1 play W red
14044. 2 play W green
14045. 0 play G7
14046. 1 play G6
14047. 2 play WPU
14048. 0 play WDT
14049. 1 play R2
14050. 2 play WPU
14051. 0 play W
14052. 1 play WPU
14053. 2 play WPU
14054. 0 play R1
14055. 1 play W+4
14056. 2 play WPU
14057. 0 play W+4
14058. 1 play WDT
14059. 2 play RS
14060. 0 play WPU
14061. 1 play RS
14062. 2 play W+4
14063. 0 play W
14064. 1 play WPU
14065. 2 play WDT
14066. 0 play R4
14067. 1 play WDT
14068. 2 play W
14069. 0 play R4
14070. 1 play R6
14071. 2 play W+4
14072. 0 play R3
14073. 1 play R6
14074. 2 play W
14075. 0 play RPT
14076. 1 play WDT
14077. 2 play W
14078. 0 play W+4
14079. 1 play R9
14080. 2 play W
14081. 0 play R1
14082. 1 play R9
14083. 2 play W
14084. 0 play R+2
14085. 1 play R8
14086. 2 play W+4
14087. 0 play W+4
14088. 1 play R5
14089. 2 play W
14090. 0 play R7
14091. 1 play WDT
14092. 2 play W+4
14093. 0 play W
14094. 1 play R5
14095. 2 take
14096. 0 play RR
14097. 2 play RPT
14098. 2 point 0
14099. 1 point 2
14100. 0 point 1
14101. 1 draw
14102. 1 play WDT green 0,1
14103. 0 play W blue
14104. 2 play B2
14105. 1 play WDT blue 0,1
14106. 0 play WDT green 0,2
14107. 2 draw
14108. 1 play GR
14109. 2 play G5
14110. 1 play G5
14111. 2 play G7
14112. 0 play R7
14113. 1 play G7
14114. 2 play GPT
14115. 0 point 1
14116. 2 point 1
14117. 1 point 2
14118. 0 play W+4 blue
14119. 1 challenge
14120. 1 play BPT
14121. 1 point 0
14122. 2 point 1
14123. 0 point 1
14124. 2 play B8
14125. 0 play B8
14126. 1 play R8
14127. 2 draw
14128. 2 play R7
14129. 0 play WDT red 0,1
14130. 1 play R+2
14131. 0 play Y+2
14132. 2 play Y+2
14133. 1 draw
14134. 1 play WDT green 0,2
14135. 2 play WPU
14136. 0 play B1
14137. 1 play BPT
14138. 2 play B3
14139. 0 play B3
14140. 1 play WDT
14141. 2 play WPU
14142. 0 play W+4
14143. 1 play WPU
14144. 2 play B0
14145. 0 play WDT
14146. 1 play B4
14147. 2 play WPU
14148. 0 play W+4
14149. 1 take
14150. 2 play B+2
14151. 1 play WDT blue 0,2
14152. 2 play W+4 blue
14153. 0 challenge
14154. 0 play W blue
14155. 1 play B0
14156. 2 play WPU
14157. 0 play W
14158. 1 play B8
14159. 2 play B2
14160. 0 play B4
14161. 1 play B1
14162. 2 play B9
14163. 0 play W+4
14164. 1 play B3
14165. 2 play B5
14166. 0 play WPU
14167. 1 play WPU
14168. 2 play B+2
14169. 0 play WDT
14170. 1 play W+4
14171. 2 play B5
14172. 0 play WDT
14173. 1 play B3
14174. 2 play BS
14175. 0 play WPU
14176. 1 play B4
14177. 2 play WDT
14178. 0 play B2
14179. 1 play WDT
14180. 2 play W+4
14181. 0 play W
14182. 1 play WPU
14183. 2 play B6
14184. 0 play WPU
14185. 1 play WPU
14186. 2 play BS
14187. 0 play W+4
14188. 1 play BPT
14189. 2 play B9
14190. 0 play W
14191. 1 play W+4
14192. 2 play W+4
14193. 0 play B1
14194. 1 take
14195. 2 play WPU
14196. 0 play W
14197. 1 play BPT
14198. 2 play WPU
14199. 0 play BPT
14200. 1 play W+4
14201. 2 play W+4
14202. 0 play WPU
14203. 1 play B3
14204. 2 play WDT
14205. 0 play B8
14206. 1 play WPU
14207. 2 play BR
14208. 0 play B+2
14209. 1 play B9
14210. 2 play B7
14211. 0 play WPU
14212. 1 play B0
14213. 2 play B6
14214. 0 play BPT
14215. 1 play W+4
14216. 2 play WDT
14217. 0 play BPT
14218. 1 play B5
14219. 2 play B7
14220. 0 take
14221. 1 play B6
14222. 2 play R6
14223. 0 draw
14224. 0 play B6
14225. 1 play WDT blue 0,2
14226. 2 play WPU
14227. 0 play B0
14228. 1 play B8
14229. 2 play WDT
14230. 0 play B6
14231. 1 play B9
14232. 2 play W
14233. 0 play B3
14234. 1 play B1
14235. 2 play WDT
14236. 0 play W+4
14237. 1 play B3
14238. 2 play W+4
14239. 0 play WDT
14240. 1 play WPU
14241. 2 play BR
14242. 0 play WDT
14243. 1 play B5
14244. 2 play W+4
14245. 0 play BR
14246. 1 play W+4
14247. 2 play W
14248. 0 play W+4
14249. 1 play W+4
14250. 2 play WDT
14251. 0 play W+4
14252. 1 play W
14253. 2 play W
14254. 0 play B7
14255. 1 play B2
14256. 2 play W+4
14257. 0 play W
14258. 1 play WDT
14259. 2 play W+4
14260. 0 play B5
14261. 1 play B+2
14262. 2 play W
14263. 0 play B7
14264. 1 play W+4
14265. 2 play WDT
14266. 0 play B8
14267. 1 play B4
14268. 2 play WDT
14269. 0 play WPU
14270. 1 play B1
14271. 2 play WDT
14272. 0 play B9
14273. 1 play B4
14274. 2 play W
14275. 0 play WPU
14276. 1 play WPU
14277. 2 play W
14278. 0 play B+2
14279. 1 play WPU
14280. 2 play W
14281. 0 play WPU
14282. 1 play W+4
14283. 2 play W
14284. 0 play W
14285. 1 play BS
14286. 2 play W
14287. 0 play BPT
14288. 1 play B2
14289. 2 play W
14290. 0 play WPU
14291. 1 play WPU
14292. 2 play W
14293. 0 play BPT
14294. 1 play WDT
14295. 2 take
14296. 0 play WPU
14297. 1 play W
14298. 2 play RPT
14299. 0 play R0
14300. 1 play RR
14301. 2 play R2
14302. 0 play RPT
14303. 1 play WPU
14304. 2 play R2
14305. 0 play RPT
14306. 1 play R3
14307. 2 play R9
14308. 0 play RR
14309. 1 play W+4
14310. 2 play R1
14311. 0 play R8
14312. 1 play W
14313. 2 play W+4
14314. 0 play R7
14315. 1 play WDT
14316. 2 play R+2
14317. 0 take
14318. 1 play R+2
14319. 0 play R+2
14320. 2 play W blue
14321. 0 play BPT
14322. 2 point 0
14323. 1 point 2
14324. 0 point 1
14325. 1 play GPT
14326. 2 point 1
14327. 1 point 2
14328. 0 point 1
14329. 2 play G7
14330. 0 play G7
14331. 1 play G9
14332. 2 play WPU
14333. 0 play W+4
14334. 1 play G0
14335. 2 play WDT
14336. 0 play G5
14337. 1 play GR
14338. 2 play W+4
14339. 0 play GPT
14340. 1 play W
14341. 2 play G3
14342. 0 play W
14343. 1 play GS
14344. 2 play WPU
14345. 0 play WDT
14346. 1 play G9
14347. 2 play WPU
14348. 0 play WPU
14349. 1 play G1
14350. 2 play W+4
14351. 0 play W+4
14352. 1 play G5
14353. 2 play GS
14354. 0 play W
14355. 1 play G6
14356. 2 play WPU
14357. 0 play G1
14358. 1 play G4
14359. 2 play WPU
14360. 0 play WDT
14361. 1 play G4
14362. 2 play WDT
14363. 0 take
14364. 1 play GR
14365. 0 play G3
14366. 2 play GPT
14367. 2 point 0
14368. 0 point 2
14369. 1 point 2
14370. 1 play G2
14371. 0 play G5
14372. 2 play WDT red 1,2
14373. 1 play R+2
14374. 2 play R4
14375. 2 play R4
14376. 1 draw
14377. 0 play R8
14378. 2 play W blue
14379. 1 play BS
14380. 2 play B6
14381. 1 play G6
14382. 0 play WPU
14383. 2 play GPT
14384. 1 play G+2
14385. 0 play G1
14386. 2 play W+4
14387. 1 play G2
14388. 0 play GS
14389. 2 play WPU
14390. 1 play GPT
14391. 0 play W+4
14392. 2 play WDT
14393. 1 play G+2
14394. 0 play G5
14395. 2 play W+4
14396. 1 play G3
14397. 0 play G0
14398. 2 play G8
14399. 1 play GPT
14400. 0 play WPU
14401. 2 play W
14402. 1 take
14403. 0 play WDT yellow 0,1
14404. 2 play W+4 blue
14405. 1 accept
14406. 0 play WPU
14407. 2 play B1
14408. 1 play WPU
14409. 0 play WPU
14410. 2 play B+2
14411. 1 play W
14412. 0 play BPT
14413. 2 play B4
14414. 1 play B6
14415. 0 play W
14416. 2 play BS
14417. 1 play BPT
14418. 0 play WPU
14419. 2 play B9
14420. 1 play W+4
14421. 0 play WDT
14422. 2 play WDT
14423. 1 play WPU
14424. 0 play WDT
14425. 2 play B1
14426. 1 play WDT
14427. 0 play W+4
14428. 2 play B6
14429. 1 play W+4
14430. 0 play WPU
14431. 2 play W
14432. 1 play W+4
14433. 0 play W
14434. 2 play B2
14435. 1 take
14436. 0 play WPU
14437. 2 play R9
14438. 1 play W+4
14439. 0 play R4
14440. 2 play R1
14441. 1 play W+4
14442. 0 play W+4
14443. 2 play R8
14444. 1 play W+4
14445. 0 play RR
14446. 2 play R6
14447. 1 play WPU
14448. 0 play R7
14449. 2 play R7
14450. 1 play WDT
14451. 0 play RR
14452. 2 play W+4
14453. 1 play W
14454. 0 play R9
14455. 2 play R5
14456. 1 play WPU
14457. 0 play W+4
14458. 2 play WPU
14459. 1 play WDT
14460. 0 play W
14461. 2 play R5
14462. 1 play WDT
14463. 0 play RPT
14464. 2 play WDT
14465. 1 play W
14466. 0 play RPT
14467. 2 play RS
14468. 1 play W
14469. 0 play WDT
14470. 2 play W+4
14471. 1 play WPU
14472. 0 play RPT
14473. 2 play W+4
14474. 1 play W
14475. 0 play R2
14476. 2 play W+4
14477. 1 play WDT
14478. 0 play R3
14479. 2 play RS
14480. 1 play W+4
14481. 0 play R1
14482. 2 play WDT
14483. 1 play WPU
14484. 0 play R+2
14485. 2 play W+4
14486. 1 play WPU
14487. 0 play R2
14488. 2 play RPT
14489. 1 take
14490. 0 play WDT green 0,1
14491. 2 play WDT yellow 1,2
14492. 1 play W yellow
14493. 0 play Y5
14494. 2 play WPU
14495. 1 play R8
14496. 0 play R6
14497. 2 play WDT
14498. 1 play WPU
14499. 0 play R0
14500. 2 play WPU
14501. 1 play RR
14502. 0 play WDT
14503. 2 play WDT
14504. 1 play WPU
14505. 0 take
14506. 2 play R3
14507. 1 play R+2
14508. 2 play Y+2
14509. 0 play YS
14510. 1 play W+4 yellow
14511. 0 accept
14512. 2 play W yellow
14513. 1 play WDT red 1,2
14514. 0 play R4
14515. 1 play R4
14516. 0 play W+4 yellow
14517. 2 accept
14518. 1 play Y2
14519. 0 play Y5
14520. 2 play B5
14521. 2 play B5
14522. 1 play B1
14523. 0 play WPU
14524. 2 play WDT
14525. 1 play WDT
14526. 0 play YS
14527. 2 play WPU
14528. 1 play W+4
14529. 0 play YPT
14530. 2 play YS
14531. 1 play W+4
14532. 0 play Y7
14533. 2 play W
14534. 1 play W
14535. 0 play Y0
14536. 2 play Y+2
14537. 1 play W+4
14538. 0 play Y4
14539. 2 play WPU
14540. 1 play W
14541. 0 play Y3
14542. 2 play Y+2
14543. 1 play W
14544. 0 play Y1
14545. 2 play W
14546. 1 play WPU
14547. 0 play Y6
14548. 2 play W
14549. 1 play WPU
14550. 0 play Y4
14551. 2 play W
14552. 1 play WPU
14553. 0 play WDT
14554. 2 play W
14555. 1 play WDT
14556. 0 play Y6
14557. 2 play W
14558. 1 play WDT
14559. 0 play WDT
14560. 2 play W
14561. 1 play WPU
14562. 0 play YR
14563. 2 play W
14564. 1 play WDT
14565. 0 play WPU
14566. 2 play W
14567. 1 play W+4
14568. 0 play Y7
14569. 2 play W
14570. 1 play WDT
14571. 0 play Y8
14572. 2 take
14573. 1 play WDT yellow 1,2
14574. 0 play W yellow
14575. 2 play YR
14576. 0 play Y9
14577. 1 play W green
14578. 2 play W+4 yellow
14579. 0 accept
14580. 1 play W blue
14581. 2 play BR
14582. 1 play B6
14583. 0 play B5
14584. 2 play Y5
14585. 1 play WPU
14586. 0 play WDT
14587. 2 play B0
14588. 1 play B9
14589. 0 play WDT
14590. 2 play B4
14591. 1 play W+4
14592. 0 play WPU
14593. 2 play BR
14594. 1 play B2
14595. 0 play W+4
14596. 2 play BPT
14597. 1 play B6
14598. 0 play WPU
14599. 2 play B8
14600. 1 play WPU
14601. 0 play B1
14602. 2 play W+4
14603. 1 play B1
14604. 0 take
14605. 2 play B8
14606. 1 draw
14607. 1 pass
14608. 0 play B1
14609. 2 play BPT
14610. 0 point 1
14611. 2 point 1
14612. 1 point 2
14613. 1 play W blue
14614. 0 play B6
14615. 2 play Y6
14616. 1 play W+4 yellow
14617. 0 challenge
14618. 0 play Y1
14619. 2 play Y3
14620. 0 play Y3
14621. 2 play W red
14622. 1 play W+4 red
14623. 0 accept
14624. 2 play R+2
14625. 0 play R6
14626. 2 play W green
14627. 1 play G2
14628. 0 play G7
14629. 2 draw
14630. 1 play GS
14631. 2 play G8
14632. 1 play GPT
14633. 2 point 0
14634. 1 point 2
14635. 0 point 2
14636. 0 play W blue
14637. 2 play W blue
14638. 1 play WDT blue 1,2
14639. 0 play B2
14640. 2 play B+2
14641. 0 play B9
14642. 2 play WPU
14643. 1 play W+4
14644. 0 play WDT
14645. 2 play Y4
14646. 1 play YR
14647. 0 play W+4
14648. 2 play W+4
14649. 1 play W
14650. 0 play YPT
14651. 2 play Y3
14652. 1 play Y5
14653. 0 play Y5
14654. 2 play Y0
14655. 1 play W
14656. 0 play Y8
14657. 2 play Y6
14658. 1 play W+4
14659. 0 play W+4
14660. 2 play W+4
14661. 1 play W+4
14662. 0 play YPT
14663. 2 play YPT
14664. 1 play W+4
14665. 0 play YR
14666. 2 play WPU
14667. 1 play W+4
14668. 0 play WPU
14669. 2 play WDT
14670. 1 play W+4
14671. 0 play YPT
14672. 2 play Y+2
14673. 1 take
14674. 0 play Y2
14675. 0 play Y2
14676. 2 play WPU
14677. 1 play W+4
14678. 0 play WPU
14679. 2 play Y+2
14680. 1 play Y4
14681. 0 play WPU
14682. 2 play YS
14683. 1 play Y3
14684. 0 play WDT
14685. 2 play WDT
14686. 1 play Y5
14687. 0 play WPU
14688. 2 play W
14689. 1 play Y0
14690. 0 play Y9
14691. 2 play Y3
14692. 1 play W+4
14693. 0 play Y9
14694. 2 play Y4
14695. 1 play YPT
14696. 0 play W+4
14697. 2 play Y1
14698. 1 play Y8
14699. 0 play W+4
14700. 2 play WPU
14701. 1 play Y6
14702. 0 take
14703. 2 play Y7
14704. 2 play Y7
14705. 1 play YPT
14706. 0 point 1
14707. 2 point 1
14708. 1 point 0
14709. 0 play Y3
14710. 2 play W red
14711. 1 play R6
14712. 0 play G6
14713. 2 play WDT blue 0,2
14714. 1 play B+2
14715. 2 play W blue
14716. 1 play B6
14717. 0 draw
14718. 0 play W red
14719. 2 play W green
14720. 1 play G2
14721. 0 play G7
14722. 2 play WDT green 1,2
14723. 1 play WDT blue 0,1
14724. 0 play WDT yellow 0,1
14725. 2 play YS
14726. 0 play Y1
14727. 2 play Y8
14728. 1 play Y+2
14729. 2 play WDT red 1,2
14730. 1 play R1
14731. 0 play WPU
14732. 2 play W
14733. 1 play WDT
14734. 0 play W
14735. 2 play WPU
14736. 1 play W+4
14737. 0 play Y1
14738. 2 play Y7
14739. 1 play WPU
14740. 0 play Y+2
14741. 2 play WDT
14742. 1 play Y6
14743. 0 play Y9
14744. 2 play W
14745. 1 play W
14746. 0 play Y4
14747. 2 play WPU
14748. 1 play YPT
14749. 0 play Y8
14750. 2 play WDT
14751. 1 play W+4
14752. 0 play Y9
14753. 2 play W
14754. 1 play W
14755. 0 play YPT
14756. 2 play WPU
14757. 1 play W+4
14758. 0 play Y2
14759. 2 play W
14760. 1 play WPU
14761. 0 play W+4
14762. 2 play WPU
14763. 1 play YPT
14764. 0 play WPU
14765. 2 play WDT
14766. 1 play YR
14767. 0 play Y0
14768. 2 play W
14769. 1 play W
14770. 0 play WPU
14771. 2 play WDT
14772. 1 play W+4
14773. 0 play Y6
14774. 2 play W
14775. 1 play W
14776. 0 play W+4
14777. 2 play WPU
14778. 1 play Y5
14779. 0 play Y4
14780. 2 take
14781. 1 draw
14782. 0 play W+4 red
14783. 2 accept
14784. 1 play R9
14785. 0 play W+4 green
14786. 2 accept
14787. 1 play WPU
14788. 0 play YS
14789. 2 play Y4
14790. 1 play W+4
14791. 0 play WPU
14792. 2 play Y4
14793. 1 play WDT
14794. 0 play WDT
14795. 2 play YPT
14796. 1 play W
14797. 0 play WPU
14798. 2 play Y9
14799. 1 play YR
14800. 0 play Y5
14801. 2 play Y5
14802. 1 play W
14803. 0 play Y3
14804. 2 play Y6
14805. 1 play W+4
14806. 0 play WDT
14807. 2 play Y2
14808. 1 play W+4
14809. 0 take
14810. 2 play Y6
14811. 1 play W green
14812. 0 play W+4 green
14813. 2 accept
14814. 1 play G2
14815. 0 play W blue
14816. 2 play B7
14817. 1 play B4
14818. 0 play B8
14819. 2 play B1
14820. 1 play BR
14821. 2 play B9
14822. 0 play W red
14823. 1 draw
14824. 1 play R1
14825. 2 play R3
14826. 0 play Y3
14827. 1 play W+4 yellow
14828. 2 accept
14829. 0 play Y2
14830. 1 play Y+2
14831. 0 play Y9
14832. 1 play B9
14833. 2 play WDT yellow 1,2
14834. 0 play Y6
14835. 1 play WDT yellow 0,1
14836. 2 play W+4 blue
14837. 0 challenge
14838. 0 play B0
14839. 1 play G0
14840. 2 play Y0
14841. 0 play YS
14842. 2 play YR
14843. 1 play W yellow
14844. 0 play Y5
14845. 2 play Y8
14846. 1 play W yellow
14847. 0 play Y5
14848. 2 play Y3
14849. 1 play Y3
14850. 0 play Y4
14851. 2 play Y9
14852. 1 play R9
14853. 0 play G9
14854. 2 play W green
14855. 1 play GR
14856. 2 play W red
14857. 0 play RR
14858. 2 play R6
14859. 1 play RS
14860. 2 play YS
14861. 0 play WPU
14862. 2 play WPU
14863. 1 play R1
14864. 0 play W+4
14865. 2 play W+4
14866. 1 play R5
14867. 0 play WDT
14868. 2 play WPU
14869. 1 play R7
14870. 0 play WPU
14871. 2 play W+4
14872. 1 play R4
14873. 0 play R8
14874. 2 play W+4
14875. 1 play R2
14876. 0 play W+4
14877. 2 play W
14878. 1 play R+2
14879. 0 play R0
14880. 2 play R1
14881. 1 play R+2
14882. 0 play R8
14883. 2 play W
14884. 1 play RPT
14885. 0 play WDT
14886. 2 play WPU
14887. 1 play R3
14888. 0 play WDT
14889. 2 play WPU
14890. 1 play RPT
14891. 0 take
14892. 2 play WDT red 0,2
14893. 1 play R7
14894. 0 play R7
14895. 2 play WPU
14896. 1 play B6
14897. 0 play BPT
14898. 2 play B9
14899. 1 play BPT
14900. 0 play WDT
14901. 2 play B8
14902. 1 play B8
14903. 0 play WPU
14904. 2 play W
14905. 1 play B+2
14906. 0 play WDT
14907. 2 play B6
14908. 1 play BS
14909. 0 play W
14910. 2 play W
14911. 1 play BS
14912. 0 play WPU
14913. 2 play B3
14914. 1 play BPT
14915. 0 play W
14916. 2 play WPU
14917. 1 play BPT
14918. 0 play WPU
14919. 2 play W
14920. 1 play B+2
14921. 0 play B5
14922. 2 play W+4
14923. 1 take
14924. 0 play B1
14925. 1 play B1
14926. 0 play R1
14927. 2 play WDT green 0,2
14928. 1 play W blue
14929. 0 play B5
14930. 2 play W+4 green
14931. 1 accept
14932. 0 play G4
14933. 2 play G7
14934. 1 play W green
14935. 0 play G6
14936. 2 play WPU
14937. 1 play B0
14938. 0 play W+4
14939. 2 play B2
14940. 1 play WDT
14941. 0 play W+4
14942. 2 play B7
14943. 1 play W+4
14944. 0 play B4
14945. 2 play B2
14946. 1 play B5
14947. 0 play W+4
14948. 2 play WDT
14949. 1 play W+4
14950. 0 play W+4
14951. 2 play WDT
14952. 1 play WDT
14953. 0 play WDT
14954. 2 play WDT
14955. 1 play BS
14956. 0 play BR
14957. 2 play WPU
14958. 1 play B+2
14959. 0 play W+4
14960. 2 play B7
14961. 1 play B6
14962. 0 play WPU
14963. 2 play W
14964. 1 play WPU
14965. 0 play W+4
14966. 2 play W
14967. 1 play BS
14968. 0 play WPU
14969. 2 play W
14970. 1 play BPT
14971. 0 take
14972. 2 play WDT yellow 0,2
14973. 1 play W+4 yellow
14974. 0 accept
14975. 2 play WDT green 0,2
14976. 1 play W red
14977. 0 play RR
14978. 1 play R3
14979. 2 play B3
14980. 0 play W green
14981. 1 play WPU
14982. 2 play Y2
14983. 0 play YR
14984. 1 play YS
14985. 2 play WPU
14986. 0 play YR
14987. 1 play W
14988. 2 play W
14989. 0 play WDT
14990. 1 play WPU
14991. 2 play Y3
14992. 0 play WDT
14993. 1 play W
14994. 2 play Y6
14995. 0 play Y4
14996. 1 play WPU
14997. 2 play Y9
14998. 0 play W+4
14999. 1 play Y5
15000. 2 play W
15001. 0 play WPU
15002. 1 take
15003. 2 play W red
15004. 0 play W yellow
15005. 1 play WDT blue 1,2
15006. 2 play WPU
15007. 0 play WDT
15008. 1 play W
15009. 2 play G8
15010. 0 play GS
15011. 1 play W
15012. 2 play G6
15013. 0 play GR
15014. 1 play WPU
15015. 2 play G9
15016. 0 play WPU
15017. 1 play G8
15018. 2 play W
15019. 0 play G1
15020. 1 play W+4
15021. 2 take
15022. 0 play G4
15023. 1 play R4
15024. 0 play R4
15025. 1 play RR
15026. 0 play WPU
15027. 2 play Y7
15028. 1 play Y6
15029. 0 play W+4
15030. 2 play W+4
15031. 1 play Y4
15032. 0 play Y1
15033. 2 play Y2
15034. 1 play WDT
15035. 0 play WDT
15036. 2 play Y1
15037. 1 play YR
15038. 0 play W+4
15039. 2 play W
15040. 1 play Y2
15041. 0 play YPT
15042. 2 play W
15043. 1 play Y0
15044. 0 play WDT
15045. 2 play WPU
15046. 1 play YS
15047. 0 play W
15048. 2 play Y+2
15049. 1 play YR
15050. 0 play W+4
15051. 2 play Y7
15052. 1 play W
15053. 0 play WDT
15054. 2 play WPU
15055. 1 play Y9
15056. 0 play WPU
15057. 2 play W
15058. 1 play W
15059. 0 play WPU
15060. 2 play WPU
15061. 1 play Y3
15062. 0 play W+4
15063. 2 play Y8
15064. 1 play WPU
15065. 0 play W+4
15066. 2 play WDT
15067. 1 play WPU
15068. 0 play W+4
15069. 2 play YPT
15070. 1 play WPU
15071. 0 play W+4
15072. 2 play W
15073. 1 play Y5
15074. 0 play W+4
15075. 2 play YPT
15076. 1 take
15077. 0 draw
15078. 2 play YPT
15079. 2 point 0
15080. 0 point 1
15081. 1 point 2
15082. 1 play GPT
15083. 0 point 2
15084. 1 point 0
15085. 2 point 0
15086. 0 play GS
15087. 1 play W blue
15088. 0 play W blue
15089. 2 play W+4 green
15090. 1 challenge
15091. 1 play G1
15092. 0 play R1
15093. 2 play R7
15094. 1 play WPU
15095. 0 play G9
15096. 2 play GS
15097. 1 play W+4
15098. 0 play WDT
15099. 2 play W
15100. 1 play GPT
15101. 0 play GPT
15102. 2 play WDT
15103. 1 play W
15104. 0 play GPT
15105. 2 play G6
15106. 1 play W+4
15107. 0 take
15108. 2 play G9
15109. 1 play G2
15110. 1 play G2
15111. 0 play W red
15112. 2 play RS
15113. 0 play R0
15114. 2 play G0
15115. 1 play WDT blue 0,1
15116. 0 play BPT
15117. 0 point 1
15118. 2 point 0
15119. 1 point 0
15120. 2 play B4
15121. 1 play W+4 green
15122. 0 accept
15123. 2 play G8
15124. 1 play G3
15125. 1 play G3
15126. 0 play GS
15127. 1 play WDT blue 0,2
15128. 0 play B1
15129. 2 play G1
15130. 1 play G7
15131. 0 play GR
15132. 1 play G5
15133. 2 play G8
15134. 0 play G6
15135. 1 play B6
15136. 0 play B6
15137. 1 play B9
15138. 2 draw
15139. 2 play WDT green 0,1
15140. 0 play W blue
15141. 1 play W red
15142. 2 draw
15143. 0 play R6
15144. 1 play RPT
15145. 1 point 2
15146. 2 point 0
15147. 0 point 2
15148. 2 play R7
15149. 0 play RPT
15150. 0 point 1
15151. 1 point 0
15152. 2 point 0
15153. 1 play R2
15154. 0 play R2
15155. 1 play R6
15156. 2 play Y6
15157. 0 play Y4
15158. 1 play Y+2
15159. 0 play Y9
15160. 1 play YS
15161. 0 play W red
15162. 1 play WDT blue 1,2
15163. 2 play W blue
15164. 0 play B+2
15165. 2 play B9
15166. 0 play BS
15167. 2 draw
15168. 2 play WDT red 0,2
15169. 0 play R9
15170. 1 play RS
15171. 0 play GS
15172. 2 play GR
15173. 1 play W yellow
15174. 0 play WDT yellow 1,2
15175. 2 play Y3
15176. 1 play W green
15177. 0 play G3
15178. 1 play G3
15179. 0 play GPT
15180. 0 point 1
15181. 1 point 0
15182. 2 point 1
15183. 2 play G0
15184. 1 play W yellow
15185. 0 play W+4 blue
15186. 2 challenge
15187. 2 draw
15188. 2 play W blue
15189. 1 play BPT
15190. 0 point 1
15191. 2 point 1
15192. 1 point 2
15193. 0 play B7
15194. 0 play B7
15195. 2 play W red
15196. 1 play R0
15197. 0 play W+4 green
15198. 2 challenge
15199. 2 play G1
15200. 1 play G2
15201. 0 play GPT
15202. 1 point 2
15203. 0 point 2
15204. 2 point 1
15205. 2 play W yellow
15206. 1 play YPT
15207. 0 point 2
15208. 2 point 1
15209. 1 point 2
15210. 0 draw
15211. 2 play Y8
15212. 1 play YS
15213. 2 play Y+2
15214. 0 play WPU
15215. 2 play WDT
15216. 1 play WPU
15217. 0 play BR
15218. 2 take
15219. 1 play BR
15220. 2 play B6
15221. 0 play B0
15222. 1 play B+2
15223. 0 play W+4 yellow
15224. 1 challenge
15225. 1 play W yellow
15226. 2 play WPU
15227. 0 play RR
15228. 1 play W
15229. 2 play WDT
15230. 0 play WPU
15231. 1 play WPU
15232. 2 play WDT
15233. 0 play WDT
15234. 1 play WDT
15235. 2 play R3
15236. 0 play R8
15237. 1 play W
15238. 2 take
15239. 0 play R4
15240. 1 play RPT
15241. 0 point 1
15242. 2 point 0
15243. 1 point 2
15244. 2 play R8
15245. 0 play W+4 blue
15246. 1 challenge
15247. 1 play WDT red 0,1
15248. 2 play W yellow
15249. 0 play WDT yellow 0,2
15250. 1 play Y5
15251. 1 play Y5
15252. 2 play W red
15253. 0 play RPT
15254. 2 point 0
15255. 1 point 0
15256. 0 point 2
15257. 1 play BPT
15258. 1 point 0
15259. 0 point 2
15260. 2 point 1
15261. 2 play B1
15262. 0 play W red
15263. 1 play WDT blue 0,2
15264. 2 play WPU
15265. 0 play W+4
15266. 1 play G8
15267. 2 play WPU
15268. 0 play GPT
15269. 1 play G9
15270. 2 play W
15271. 0 play G1
15272. 1 play WPU
15273. 2 play WDT
15274. 0 play WDT
15275. 1 play WDT
15276. 2 play G6
15277. 0 play G7
15278. 1 play W+4
15279. 2 play WDT
15280. 0 play G9
15281. 1 play WPU
15282. 2 play WDT
15283. 0 play GS
15284. 1 play W+4
15285. 2 play G5
15286. 0 play G4
15287. 1 play W+4
15288. 2 play WDT
15289. 0 play W
15290. 1 play WPU
15291. 2 take
15292. 0 play GPT
15293. 1 point 2
15294. 0 point 1
15295. 2 point 0
15296. 1 play WPU
15297. 2 play W
15298. 0 play R5
15299. 1 play WPU
15300. 2 play R3
15301. 0 play R1
15302. 1 play WPU
15303. 2 play W+4
15304. 0 play R3
15305. 1 play W+4
15306. 2 play R7
15307. 0 play R6
15308. 1 play W+4
15309. 2 play WPU
15310. 0 play R+2
15311. 1 play R5
15312. 2 play RR
15313. 0 play R1
15314. 1 play RR
15315. 2 play W+4
15316. 0 play R8
15317. 1 play WPU
15318. 2 play R4
15319. 0 play R+2
15320. 1 play WPU
15321. 2 play WPU
15322. 0 play R9
15323. 1 play W+4
15324. 2 play WPU
15325. 0 take
15326. 1 play W+4 blue
15327. 2 accept
15328. 0 play WPU
15329. 1 take
15330. 2 play W yellow
15331. 0 play WPU
15332. 1 play G+2
15333. 2 play WDT
15334. 0 play G6
15335. 1 play G4
15336. 2 play G9
15337. 0 play WPU
15338. 1 play G5
15339. 2 play G8
15340. 0 play G7
15341. 1 play G+2
15342. 2 play GPT
15343. 0 play WPU
15344. 1 take
15345. 2 play G9
15346. 0 play G8
15347. 1 play G7
15348. 2 play W+4 green
15349. 0 challenge
15350. 0 draw
15351. 1 play G2
15352. 2 play G2
15353. 0 play WPU
15354. 1 play GPT
15355. 2 play G5
15356. 0 play W
15357. 1 play WPU
15358. 2 play G4
15359. 0 play W+4
15360. 1 play G8
15361. 2 play GS
15362. 0 play W+4
15363. 1 play G6
15364. 2 play WDT
15365. 0 play WPU
15366. 1 play WDT
15367. 2 play W
15368. 0 play W+4
15369. 1 play WPU
15370. 2 play WPU
15371. 0 play WPU
15372. 1 play G+2
15373. 2 play GR
15374. 0 play W+4
15375. 1 play G5
15376. 2 play G6
15377. 0 play W+4
15378. 1 play G9
15379. 2 play W
15380. 0 take
15381. 1 play G4
15382. 2 play G7
15383. 0 play G4
15384. 1 play B4
15385. 2 play R4
15386. 0 play R3
15387. 0 play R3
15388. 1 play Y3
15389. 2 play W+4 yellow
15390. 0 accept
15391. 1 play Y8
15392. 2 play W red
15393. 0 play R4
15394. 1 play R8
15395. 2 play W blue
15396. 0 draw
15397. 0 play BS
15398. 2 play B6
15399. 0 play B4
15400. 1 play B3
15401. 2 play BR
15402. 1 play BPT
15403. 1 point 0
15404. 2 point 1
15405. 0 point 1
15406. 0 play B2
15407. 2 play WDT blue 0,2
15408. 1 play B5
15409. 0 play G5
15410. 2 draw
15411. 1 play GPT
15412. 1 point 0
15413. 0 point 1
15414. 2 point 0
15415. 0 play BPT
15416. 0 point 2
15417. 2 point 1
15418. 1 point 2
15419. 2 play YPT
15420. 0 point 2
15421. 2 point 1
15422. 1 point 0
15423. 1 play W yellow
15424. 0 play WDT green 0,2
15425. 2 play GPT
15426. 0 point 1
15427. 2 point 1
15428. 1 point 2
15429. 1 play YPT
15430. 0 point 1
15431. 2 point 0
15432. 1 point 0
15433. 0 play W green
15434. 2 play GS
15435. 0 play G5
15436. 2 play G1
15437. 1 play G+2
15438. 2 play WDT red 0,2
15439. 1 play R9
15440. 0 play W+4 green
15441. 2 challenge
15442. 2 play W yellow
15443. 1 play Y0
15444. 0 play W+4 red
15445. 2 challenge
15446. 2 play R0
15447. 1 play B0
15448. 0 play B9
15449. 2 play W yellow
15450. 1 play W red
15451. 0 play R5
15452. 2 play W+4 yellow
15453. 1 challenge
15454. 1 play Y4
15455. 0 play Y8
15456. 2 play WPU
15457. 1 play YPT
15458. 0 play WDT
15459. 2 play W
15460. 1 play Y2
15461. 0 play Y+2
15462. 2 play WDT
15463. 1 play Y7
15464. 0 play Y5
15465. 2 play Y+2
15466. 1 play Y9
15467. 0 play Y5
15468. 2 play W+4
15469. 1 play Y9
15470. 0 play W+4
15471. 2 play WDT
15472. 1 play Y2
15473. 0 play WDT
15474. 2 play W
15475. 1 play YR
15476. 0 play WPU
15477. 2 play YS
15478. 1 play Y6
15479. 0 play W
15480. 2 play YS
15481. 1 play YR
15482. 0 play WPU
15483. 2 play WDT
15484. 1 play Y7
15485. 0 play W+4
15486. 2 play WDT
15487. 1 play Y1
15488. 0 play Y3
15489. 2 take
15490. 1 draw
15491. 1 play WDT yellow 0,2
15492. 0 draw
15493. 0 play W green
15494. 2 play WDT green 0,1
15495. 1 draw
15496. 0 play G8
15497. 2 play G0
15498. 1 draw
15499. 1 pass
15500. 0 play GR
15501. 1 play WPU
15502. 2 play WDT
15503. 0 play B5
15504. 1 play B+2
15505. 2 play W
15506. 0 play B9
15507. 1 play B8
15508. 2 play WDT
15509. 0 play BPT
15510. 1 play B8
15511. 2 play B1
15512. 0 play W+4
15513. 1 take
15514. 2 play WDT yellow 0,2
15515. 0 play W red
15516. 1 play W green
15517. 2 play G1
15518. 0 play GPT
15519. 0 point 2
15520. 1 point 2
15521. 2 point 1
15522. 1 play BPT
15523. 2 point 1
15524. 0 point 2
15525. 1 point 2
15526. 2 play WPU
15527. 0 play R1
15528. 1 play WDT
15529. 2 play WDT
15530. 0 play WPU
15531. 1 play WDT
15532. 2 play WPU
15533. 0 play R2
15534. 1 play W+4
15535. 2 play W
15536. 0 play R8
15537. 1 play R6
15538. 2 play R7
15539. 0 play R5
15540. 1 play R2
15541. 2 play WDT
15542. 0 play R1
15543. 1 take
15544. 2 play W red
15545. 0 play R9
15546. 1 play R5
15547. 2 play Y5
15548. 0 play WPU
15549. 1 play WPU
15550. 2 play WDT
15551. 0 play W+4
15552. 1 play W
15553. 2 play W
15554. 0 play G3
15555. 1 play WPU
15556. 2 play WDT
15557. 0 play G9
15558. 1 play WDT
15559. 2 play W+4
15560. 0 play G3
15561. 1 play W+4
15562. 2 play W+4
15563. 0 play G+2
15564. 1 play WDT
15565. 2 play W+4
15566. 0 play WPU
15567. 1 play WDT
15568. 2 play W+4
15569. 0 play WPU
15570. 1 play WDT
15571. 2 take
15572. 0 draw
15573. 0 play W+4 yellow
15574. 1 accept
15575. 2 play WPU
15576. 0 play GR
15577. 1 play WDT
15578. 2 play W+4
15579. 0 play GPT
15580. 1 play WDT
15581. 2 play G9
15582. 0 play W
15583. 1 take
15584. 2 play G3
15585. 0 play W red
15586. 1 play RS
15587. 0 play WPU
15588. 1 play Y6
15589. 2 play WDT
15590. 0 take
15591. 1 play Y4
15592. 2 play YS
15593. 1 play WDT blue 0,2
15594. 2 play WDT yellow 1,2
15595. 0 play WDT red 1,2
15596. 1 play R6
15597. 2 play Y6
15598. 0 play R6
15599. 1 play R1
15600. 2 play W red
15601. 0 play RS
15602. 2 play WDT red 1,2
15603. 0 play RR
15604. 2 play W blue
15605. 1 play B9
15606. 0 play B+2
15607. 1 play B+2
15608. 2 play WDT blue 0,1
15609. 1 play B8
15610. 0 play B3
15611. 2 play G3
15612. 1 play GR
15613. 2 play WDT red 0,2
15614. 0 play R3
15615. 1 play R8
15616. 2 play W+4 green
15617. 0 accept
15618. 1 play WDT red 1,2
15619. 2 play W blue
15620. 0 play WPU
15621. 1 play R1
15622. 2 play WPU
15623. 0 play RPT
15624. 1 play R7
15625. 2 play WPU
15626. 0 play RR
15627. 1 play W
15628. 2 play WPU
15629. 0 play R+2
15630. 1 play R2
15631. 2 play WDT
15632. 0 play R4
15633. 1 play R2
15634. 2 play W+4
15635. 0 play R+2
15636. 1 play W
15637. 2 play W+4
15638. 0 play R7
15639. 1 play W+4
15640. 2 play W+4
15641. 0 play R0
15642. 1 play W
15643. 2 play W+4
15644. 0 play WPU
15645. 1 take
15646. 2 draw
15647. 2 play W+4 yellow
15648. 0 challenge
15649. 1 play WPU
15650. 2 play G1
15651. 0 play W
15652. 1 play WDT
15653. 2 play G7
15654. 0 play W+4
15655. 1 play W+4
15656. 2 play G+2
15657. 0 play G6
15658. 1 play WPU
15659. 2 play GR
15660. 0 play GS
15661. 1 play W
15662. 2 play G7
15663. 0 play WPU
15664. 1 play G9
15665. 2 take
15666. 0 play WDT red 0,2
15667. 1 play R1
15668. 2 play G1
15669. 0 play B1
15670. 1 play Y1
15671. 2 play YPT
15672. 0 point 2
15673. 1 point 0
15674. 2 point 1
15675. 0 play Y0
15676. 1 play R0
15677. 2 play W+4 red
15678. 0 accept
15679. 1 play WPU
15680. 2 play W+4
15681. 0 play B6
15682. 1 play W
15683. 2 play WPU
15684. 0 play BS
15685. 1 play B1
15686. 2 play W
15687. 0 play BR
15688. 1 play B5
15689. 2 play WPU
15690. 0 play B7
15691. 1 play W
15692. 2 play BPT
15693. 0 play W
15694. 1 play B7
15695. 2 play WDT
15696. 0 play B2
15697. 1 play B4
15698. 2 play W
15699. 0 play BPT
15700. 1 play B4
15701. 2 play BPT
15702. 0 play W
15703. 1 play B8
15704. 2 take
15705. 0 play B9
15706. 1 play W+4 green
15707. 2 challenge
15708. 2 play GS
15709. 1 play G4
15710. 2 play G6
15711. 0 play Y6
15712. 1 play Y8
15713. 2 play Y5
15714. 0 play G5
15715. 1 play W+4 blue
15716. 2 accept
15717. 0 draw
15718. 1 play BS
15719. 0 play GS
15720. 2 play W+4 yellow
15721. 0 accept
15722. 1 play W+4 red
15723. 2 accept
15724. 0 play RPT
15725. 0 point 1
15726. 2 point 1
15727. 1 point 0
15728. 1 play W red
15729. 2 play WPU
15730. 0 play WDT
15731. 1 play WPU
15732. 2 play Y7
15733. 0 play Y8
15734. 1 play WPU
15735. 2 play WPU
15736. 0 play W
15737. 1 play W+4
15738. 2 play Y5
15739. 0 take
15740. 1 draw
15741. 1 play W+4 red
15742. 2 accept
15743. 0 play W blue
15744. 1 draw
15745. 2 play B2
15746. 0 play W+4 red
15747. 1 accept
15748. 2 play WPU
15749. 0 play WDT
15750. 1 play R2
15751. 2 play W
15752. 0 play R9
15753. 1 play R5
15754. 2 play R4
15755. 0 play WPU
15756. 1 play R2
15757. 2 play WDT
15758. 0 play R3
15759. 1 play R+2
15760. 2 play W
15761. 0 play RPT
15762. 1 play W+4
15763. 2 play W
15764. 0 play RPT
15765. 1 play R4
15766. 2 play WPU
15767. 0 play WPU
15768. 1 play RR
15769. 2 play WDT
15770. 0 play WPU
15771. 1 play R7
15772. 2 play W
15773. 0 take
15774. 1 play R+2
15775. 0 play WDT green 0,2
15776. 1 play GPT
15777. 0 point 1
15778. 1 point 0
15779. 2 point 0
15780. 2 play G5
15781. 0 play Y5
15782. 1 play R5
15783. 2 play W red
15784. 0 play R8
15785. 1 play R7
15786. 2 play W+4 green
15787. 0 accept
15788. 1 play G1
15789. 2 play G9
15790. 0 play G4
15791. 1 play GPT
15792. 2 point 0
15793. 1 point 2
15794. 0 point 1
15795. 2 play GR
15796. 1 play G9
15797. 0 play WDT blue 0,2
15798. 2 play B5
15799. 1 play WDT red 0,1
15800. 0 play R5
15801. 2 play W red
15802. 1 play RPT
15803. 0 point 2
15804. 1 point 2
15805. 2 point 0
15806. 0 play R4
15807. 2 play WDT blue 1,2
15808. 1 draw
15809. 0 play BR
15810. 1 draw
15811. 1 pass
15812. 2 play B2
15813. 0 play WPU
15814. 1 play WDT
15815. 2 play YS
15816. 0 play Y4
15817. 1 play Y3
15818. 2 play YPT
15819. 0 play WDT
15820. 1 take
15821. 2 play W blue
15822. 0 play WPU
15823. 1 play Y4
15824. 2 play Y2
15825. 0 play WPU
15826. 1 play YS
15827. 2 play Y1
15828. 0 play Y8
15829. 1 play YPT
15830. 2 play Y+2
15831. 0 play W+4
15832. 1 play Y3
15833. 2 play Y+2
15834. 0 play WPU
15835. 1 play WDT
15836. 2 play Y8
15837. 0 play WDT
15838. 1 play WDT
15839. 2 play Y7
15840. 0 play Y7
15841. 1 play Y1
15842. 2 play Y2
15843. 0 play W
15844. 1 take
15845. 2 play Y9
15846. 0 play WPU
15847. 1 play R6
15848. 2 play W
15849. 0 play RR
15850. 1 play R9
15851. 2 take
15852. 0 play R7
15853. 1 play WPU
15854. 2 play W
15855. 0 play R2
15856. 1 play W
15857. 2 play R9
15858. 0 play RPT
15859. 1 play WDT
15860. 2 play RR
15861. 0 play R3
15862. 1 play WDT
15863. 2 play R6
15864. 0 play W
15865. 1 play WDT
15866. 2 play R6
15867. 0 play R9
15868. 1 play WPU
15869. 2 take
15870. 0 play W green
15871. 1 draw
15872. 1 play GPT
15873. 1 point 0
15874. 2 point 0
15875. 0 point 2
15876. 2 play G8
15877. 0 play G8
15878. 1 play W+4 yellow
15879. 2 accept
15880. 0 play W yellow
15881. 1 play YS
15882. 0 play GS
15883. 2 play GPT
15884. 2 point 1
15885. 1 point 0
15886. 0 point 2
15887. 0 play G0
15888. 1 play G2
15889. 2 play G4
15890. 0 play G6
15891. 1 play G2
15892. 2 play R2
15893. 0 play RPT
15894. 0 point 2
15895. 1 point 0
15896. 2 point 1
15897. 1 play GPT
15898. 2 point 1
15899. 0 point 1
15900. 1 point 0
15901. 2 play G+2
15902. 1 play WDT red 0,2
15903. 2 play R3
15904. 0 play R2
15905. 1 play W+4 yellow
15906. 2 accept
15907. 0 play W green
15908. 1 play W+4 green
15909. 2 challenge
15910. 2 draw
15911. 0 play WDT green 0,2
15912. 1 draw
15913. 1 play WPU
15914. 2 play RS
15915. 0 play R+2
15916. 1 play W
15917. 2 play RR
15918. 0 play WDT
15919. 1 play WPU
15920. 2 play R9
15921. 0 play W
15922. 1 play WDT
15923. 2 play RPT
15924. 0 play R0
15925. 1 take
15926. 2 play W+4 green
15927. 0 challenge
15928. 0 play WPU
15929. 1 play WPU
15930. 2 play B1
15931. 0 play B+2
15932. 1 play B9
15933. 2 play B6
15934. 0 play B+2
15935. 1 play W
15936. 2 play BS
15937. 0 play B8
15938. 1 play WDT
15939. 2 play B4
15940. 0 play W
15941. 1 play W
15942. 2 play B9
15943. 0 play B3
15944. 1 play WDT
15945. 2 play B4
15946. 0 play BS
15947. 1 take
15948. 2 play WPU
15949. 0 play G5
15950. 1 play WPU
15951. 2 play GR
15952. 0 play G3
15953. 1 play WDT
15954. 2 play WDT
15955. 0 play W
15956. 1 play G1
15957. 2 play G+2
15958. 0 play G5
15959. 1 play W
15960. 2 play WPU
15961. 0 take
15962. 1 play W green
15963. 2 play W+4 blue
15964. 0 accept
15965. 1 play WDT green 0,2
15966. 2 play W+4 green
15967. 0 accept
15968. 1 play WDT red 0,1
15969. 2 play R9
15970. 0 play RS
15971. 2 play R3
15972. 0 play W red
15973. 1 play RR
15974. 0 play WDT yellow 0,1
15975. 2 play Y9
15976. 1 play R9
15977. 0 play WPU
15978. 2 play R5
15979. 1 play RS
15980. 0 play W+4
15981. 2 play W+4
15982. 1 play RR
15983. 0 play WPU
15984. 2 play W+4
15985. 1 play R0
15986. 0 play R7
15987. 2 play W+4
15988. 1 play W
15989. 0 play WDT
15990. 2 play WPU
15991. 1 play RPT
15992. 0 play R+2
15993. 2 play RPT
15994. 1 play R+2
15995. 0 play R1
15996. 2 play W
15997. 1 take
15998. 0 play R4
15999. 2 play WPU
16000. 1 play W
16001. 0 play W+4
16002. 2 play R8
16003. 1 play WPU
16004. 0 play W
16005. 2 play WPU
16006. 1 play R+2
16007. 0 play W
16008. 2 play W
16009. 1 play R1
16010. 0 take
16011. 2 play WDT red 0,1
16012. 1 play R+2
16013. 2 play WDT blue 0,1
16014. 1 play WPU
16015. 0 play WPU
16016. 2 play WDT
16017. 1 play GR
16018. 0 play G1
16019. 2 play G6
16020. 1 play WDT
16021. 0 play W+4
16022. 2 play G7
16023. 1 play W
16024. 0 play W+4
16025. 2 play G7
16026. 1 play W+4
16027. 0 play WPU
16028. 2 play W
16029. 1 play W+4
16030. 0 play G3
16031. 2 play W
16032. 1 play W+4
16033. 0 play G3
16034. 2 play W
16035. 1 play W+4
16036. 0 play W
16037. 2 play W
16038. 1 take
16039. 0 play GR
16040. 1 play RR
16041. 0 play W blue
16042. 2 play BR
16043. 0 play B6
16044. 1 play W yellow
16045. 2 play Y3
16046. 0 play Y4
16047. 1 play Y6
16048. 2 play YR
16049. 1 play WPU
16050. 0 play B1
16051. 2 play B5
16052. 1 play WDT
16053. 0 play W
16054. 2 play B7
16055. 1 play B1
16056. 0 play W
16057. 2 play B7
16058. 1 play W+4
16059. 0 take
16060. 2 play BPT
16061. 2 point 1
16062. 1 point 0
16063. 0 point 1
16064. 1 play B4
16065. 0 play B7
16066. 2 play B8
16067. 1 play WDT yellow 0,1
16068. 0 play WDT green 0,1
16069. 2 draw
16070. 2 pass
16071. 1 play G3
16072. 0 play G+2
16073. 1 play GR
16074. 2 play G1
16075. 0 play R1
16076. 1 play R0
16077. 2 play Y0
16078. 0 play Y5
16079. 1 play WPU
16080. 2 play WDT
16081. 0 play R3
16082. 1 play W
16083. 2 play WPU
16084. 0 play W
16085. 1 play R7
16086. 2 play R6
16087. 0 play R+2
16088. 1 play RS
16089. 2 play R6
16090. 0 play WDT
16091. 1 play W
16092. 2 take
16093. 0 play R8
16094. 1 play R1
16095. 2 play W red
16096. 0 play W red
16097. 1 play R5
16098. 2 play WDT red 0,1
16099. 0 play W+4 red
16100. 1 accept
16101. 2 play WDT green 0,1
16102. 0 play GS
16103. 2 play RS
16104. 1 play RS
16105. 0 play R2
16106. 1 play W+4 red
16107. 2 accept
16108. 0 play R8
16109. 1 play RR
16110. 0 play BR
16111. 1 play B2
16112. 2 play W+4 red
16113. 0 accept
16114. 1 play W+4 blue
16115. 2 challenge
16116. 2 play WPU
16117. 0 play WPU
16118. 1 play R4
16119. 2 play R6
16120. 0 play WDT
16121. 1 play W+4
16122. 2 play W+4
16123. 0 play W+4
16124. 1 play WPU
16125. 2 play R6
16126. 0 play WDT
16127. 1 play W
16128. 2 play R+2
16129. 0 play R4
16130. 1 play W
16131. 2 play R7
16132. 0 play W
16133. 1 play WPU
16134. 2 play W
16135. 0 play W+4
16136. 1 play W+4
16137. 2 play RPT
16138. 0 play W
16139. 1 play RPT
16140. 2 play WPU
16141. 0 take
16142. 1 play WPU
16143. 2 play WDT
16144. 0 play R4
16145. 1 play W
16146. 2 play WDT
16147. 0 play RPT
16148. 1 play RPT
16149. 2 play W
16150. 0 play W
16151. 1 play W
16152. 2 play W
16153. 0 play R4
16154. 1 play W+4
16155. 2 play R3
16156. 0 play RPT
16157. 1 take
16158. 2 draw
16159. 2 play WDT green 1,2
16160. 0 play W+4 blue
16161. 1 accept
16162. 2 play B3
16163. 0 play B1
16164. 1 play B4
16165. 2 play BPT
16166. 1 point 0
16167. 2 point 0
16168. 0 point 2
16169. 0 play W blue
16170. 1 play WPU
16171. 2 play W
16172. 0 play WDT
16173. 1 play W
16174. 2 play R9
16175. 0 play R+2
16176. 1 play R2
16177. 2 play WDT
16178. 0 play R6
16179. 1 play WDT
16180. 2 play W
16181. 0 play W+4
16182. 1 play WDT
16183. 2 take
16184. 0 play WPU
16185. 1 play G6
16186. 2 play GS
16187. 0 play WPU
16188. 1 play G9
16189. 2 play WDT
16190. 0 play G8
16191. 1 play G1
16192. 2 play WDT
16193. 0 play G9
16194. 1 play G6
16195. 2 play WDT
16196. 0 play W
16197. 1 play G3
16198. 2 play WDT
16199. 0 play WDT
16200. 1 play W
16201. 2 play W+4
16202. 0 play W
16203. 1 play W
16204. 2 play W
16205. 0 play W+4
16206. 1 play G2
16207. 2 play W
16208. 0 play W+4
16209. 1 play G7
16210. 2 play W
16211. 0 play WPU
16212. 1 play W
16213. 2 take
16214. 0 play G5
16215. 1 play G7
16216. 2 play WPU
16217. 0 play R9
16218. 1 play W+4
16219. 2 play R6
16220. 0 play W
16221. 1 play R4
16222. 2 play R5
16223. 0 play R6
16224. 1 play RPT
16225. 2 play W+4
16226. 0 play W+4
16227. 1 play W
16228. 2 play R2
16229. 0 play WPU
16230. 1 play R4
16231. 2 play W+4
16232. 0 play R7
16233. 1 play RPT
16234. 2 play W+4
16235. 0 play WPU
16236. 1 play R3
16237. 2 play R+2
16238. 0 take
16239. 1 play RPT
16240. 0 point 2
16241. 1 point 0
16242. 2 point 1
16243. 2 play BPT
16244. 1 point 0
16245. 2 point 1
16246. 0 point 2
16247. 0 play B2
16248. 1 play B6
16249. 2 play G6
16250. 0 play W yellow
16251. 1 play Y7
16252. 2 play YS
16253. 1 play Y+2
16254. 0 play WPU
16255. 1 play B9
16256. 2 play WPU
16257. 0 play B5
16258. 1 play BS
16259. 2 play W
16260. 0 play WPU
16261. 1 play B+2
16262. 2 play WPU
16263. 0 play B1
16264. 1 play B9
16265. 2 play W
16266. 0 play B5
16267. 1 play B3
16268. 2 play W
16269. 0 play W+4
16270. 1 play BS
16271. 2 play B0
16272. 0 play W+4
16273. 1 play B8
16274. 2 play BPT
16275. 0 play B7
16276. 1 play B+2
16277. 2 play WPU
16278. 0 play W+4
16279. 1 take
16280. 2 draw
16281. 0 play W+4 red
16282. 1 accept
16283. 2 play R9
16284. 0 play R5
16285. 1 play W+4 green
16286. 2 accept
16287. 0 play W green
16288. 1 play G0
16289. 2 play W+4 green
16290. 0 accept
16291. 1 play G+2
16292. 0 play W yellow
16293. 1 play Y3
16294. 2 play YR
16295. 1 play Y4
16296. 0 play B4
16297. 2 draw
16298. 2 play B7
16299. 1 play W yellow
16300. 0 play Y9
16301. 2 play YPT
16302. 0 point 1
16303. 2 point 0
16304. 1 point 2
16305. 1 play GPT
16306. 0 point 2
16307. 1 point 0
16308. 2 point 1
16309. 0 play G4
16310. 2 play W blue
16311. 1 play BS
16312. 2 play B6
16313. 1 play BPT
16314. 0 point 1
16315. 1 point 2
16316. 2 point 1
16317. 0 play RPT
16318. 0 point 1
16319. 1 point 0
16320. 2 point 1
16321. 2 play RPT
16322. 2 point 0
16323. 0 point 2
16324. 1 point 0
16325. 1 play YPT
16326. 0 point 1
16327. 2 point 1
16328. 1 point 2
16329. 0 play RPT
16330. 1 point 0
16331. 2 point 0
16332. 0 point 2
16333. 2 play WDT blue 0,1
16334. 1 play W green
16335. 0 play G5
16336. 2 play W yellow
16337. 1 play YS
16338. 2 draw
16339. 2 play Y3
16340. 1 play Y1
16341. 0 play W blue
16342. 2 play BR
16343. 0 play W+4 yellow
16344. 1 accept
16345. 2 play YPT
16346. 1 point 0
16347. 0 point 1
16348. 2 point 0
16349. 0 play Y7
16350. 1 play W+4 blue
16351. 2 accept
16352. 0 play B3
16353. 1 play B7
16354. 2 play W yellow
16355. 0 play Y4
16356. 1 play Y+2
16357. 0 play W+4 yellow
16358. 1 challenge
16359. 1 play Y2
16360. 1 play Y2
16361. 2 play Y6
16362. 0 play G6
16363. 1 play GPT
16364. 0 point 2
16365. 1 point 2
16366. 2 point 1
16367. 2 play G6
16368. 0 play R6
16369. 1 play RPT
16370. 0 point 2
16371. 1 point 2
16372. 2 point 0
16373. 2 play W blue
16374. 0 play B4
16375. 1 play W red
16376. 2 play WDT blue 0,2
16377. 0 play WPU
16378. 1 play W+4
16379. 2 play G3
16380. 0 play W+4
16381. 1 play G4
16382. 2 play G9
16383. 0 play W+4
16384. 1 play W
16385. 2 play G1
16386. 0 play WPU
16387. 1 play G7
16388. 2 play G7
16389. 0 play GS
16390. 1 play WPU
16391. 2 play GS
16392. 0 play W+4
16393. 1 play GR
16394. 2 play G8
16395. 0 play W+4
16396. 1 play WPU
16397. 2 play G2
16398. 0 play WDT
16399. 1 play G2
16400. 2 play G3
16401. 0 take
16402. 1 play W+4 red
16403. 2 accept
16404. 0 play RR
16405. 2 play W blue
16406. 1 play W yellow
16407. 0 play W red
16408. 2 play W yellow
16409. 1 play WDT blue 0,1
16410. 0 play B7
16411. 2 play W blue
16412. 1 play B0
16413. 0 play B1
16414. 2 play WPU
16415. 1 play Y1
16416. 0 play W+4
16417. 2 play YPT
16418. 1 play Y0
16419. 0 play W+4
16420. 2 play Y6
16421. 1 play W
16422. 0 play Y6
16423. 2 play YS
16424. 1 play Y8
16425. 0 play WDT
16426. 2 play WDT
16427. 1 play Y7
16428. 0 play YR
16429. 2 play Y5
16430. 1 play Y8
16431. 0 play Y+2
16432. 2 play WDT
16433. 1 play WPU
16434. 0 play WPU
16435. 2 play YR
16436. 1 play W
16437. 0 play Y9
16438. 2 play WDT
16439. 1 play WPU
16440. 0 play W+4
16441. 2 play WDT
16442. 1 play WPU
16443. 0 play WPU
16444. 2 play WDT
16445. 1 play WPU
16446. 0 play W+4
16447. 2 play WDT
16448. 1 play WPU
16449. 0 play WPU
16450. 2 play WDT
16451. 1 play WPU
16452. 0 play W+4
16453. 2 play Y5
16454. 1 take
16455. 0 draw
16456. 2 draw
16457. 2 play Y3
16458. 1 play Y5
16459. 0 play R5
16460. 2 play R+2
16461. 0 play R0
16462. 2 play WDT blue 1,2
16463. 1 play W+4 blue
16464. 0 accept
16465. 2 play BR
16466. 0 play W yellow
16467. 1 play Y+2
16468. 0 play YPT
16469. 0 point 2
16470. 2 point 1
16471. 1 point 2
16472. 1 play YS
16473. 0 play GS
16474. 2 play GR
16475. 1 play YR
16476. 2 play RR
16477. 1 draw
16478. 0 play BR
16479. 1 play B8
16480. 2 play B7
16481. 0 play G7
16482. 1 play W+4 blue
16483. 2 accept
16484. 0 draw
16485. 1 play WPU
16486. 2 play YPT
16487. 0 play YPT
16488. 1 play YS
16489. 2 play WPU
16490. 0 play Y4
16491. 1 play Y3
16492. 2 play Y1
16493. 0 play Y+2
16494. 1 play W
16495. 2 play Y2
16496. 0 take
16497. 1 play YR
16498. 0 play YS
16499. 1 play BS
16500. 2 play B2
16501. 1 play B+2
16502. 2 play B6
16503. 1 play W+4 red
16504. 0 accept
16505. 2 play RS
16506. 0 play R8
16507. 2 play G8
16508. 0 play G8
16509. 2 play G9
16510. 1 play R9
16511. 0 play RPT
16512. 0 point 1
16513. 2 point 1
16514. 1 point 0
16515. 2 play RPT
16516. 2 point 1
16517. 1 point 0
16518. 0 point 1
16519. 1 play WPU
16520. 0 play GS
16521. 2 play G6
16522. 1 play W+4
16523. 0 play W+4
16524. 2 play G1
16525. 1 play WDT
16526. 0 play WDT
16527. 2 play G4
16528. 1 play WPU
16529. 0 play G9
16530. 2 play WDT
16531. 1 play WPU
16532. 0 play G1
16533. 2 take
16534. 1 play W+4 blue
16535. 0 accept
16536. 2 play WDT yellow 0,2
16537. 1 play Y7
16538. 0 play W+4 blue
16539. 2 accept
16540. 1 play B4
16541. 0 play WPU
16542. 2 play GS
16543. 1 play G5
16544. 0 play G+2
16545. 2 play G9
16546. 1 play GPT
16547. 0 play G3
16548. 2 play G6
16549. 1 play WDT
16550. 0 play G3
16551. 2 play W+4
16552. 1 play WDT
16553. 0 play W
16554. 2 play GPT
16555. 1 play WPU
16556. 0 play GR
16557. 2 play W+4
16558. 1 play W
16559. 0 play G6
16560. 2 play G4
16561. 1 play WDT
16562. 0 play G7
16563. 2 play WPU
16564. 1 play WDT
16565. 0 play W
16566. 2 play WDT
16567. 1 play W
16568. 0 play W
16569. 2 play W+4
16570. 1 play WDT
16571. 0 play W+4
16572. 2 play WPU
16573. 1 play W
16574. 0 play G+2
16575. 2 play WDT
16576. 1 play W
16577. 0 play W+4
16578. 2 play G1
16579. 1 play WPU
16580. 0 play G5
16581. 2 play G1
16582. 1 play WDT
16583. 0 play W+4
16584. 2 play W
16585. 1 play WDT
16586. 0 play G4
16587. 2 play W
16588. 1 play GPT
16589. 0 play G2
16590. 2 take
16591. 1 play WPU
16592. 0 play W
16593. 2 play W+4
16594. 1 play WPU
16595. 0 play G2
16596. 2 play WPU
16597. 1 play WPU
16598. 0 take
16599. 2 play G3
16600. 1 play B3
16601. 0 play R3
16602. 2 play R1
16603. 0 play R1
16604. 2 play WPU
16605. 1 play Y8
16606. 0 play Y4
16607. 2 play WPU
16608. 1 play Y6
16609. 0 play Y3
16610. 2 play WDT
16611. 1 play Y6
16612. 0 play YPT
16613. 2 play WPU
16614. 1 play Y5
16615. 0 play Y1
16616. 2 play WDT
16617. 1 play Y1
16618. 0 play WPU
16619. 2 play W
16620. 1 play Y8
16621. 0 play Y+2
16622. 2 play Y7
16623. 1 play Y0
16624. 0 play W+4
16625. 2 play WDT
16626. 1 play YPT
16627. 0 play W
16628. 2 play W+4
16629. 1 play Y9
16630. 0 play Y2
16631. 2 play WDT
16632. 1 play WPU
16633. 0 play WPU
16634. 2 play W
16635. 1 take
16636. 0 play Y9
16637. 2 play WDT green 0,2
16638. 1 play W+4 yellow
16639. 0 accept
16640. 2 play WDT blue 1,2
16641. 1 play B+2
16642. 2 play BS
16643. 0 play B4
16644. 2 draw
16645. 2 play B0
16646. 1 play B3
16647. 0 play Y3
16648. 2 play G3
16649. 1 play R3
16650. 0 play R2
16651. 2 play G2
16652. 1 play WDT blue 0,2
16653. 0 play BS
16654. 1 play WDT blue 0,2
16655. 0 play WPU
16656. 2 play YS
16657. 1 play Y2
16658. 0 play Y2
16659. 2 play W
16660. 1 play Y9
16661. 0 play Y4
16662. 2 play W
16663. 1 play Y3
16664. 0 play YPT
16665. 2 play W+4
16666. 1 play Y4
16667. 0 play W+4
16668. 2 play W+4
16669. 1 play Y5
16670. 0 play W+4
16671. 2 play W
16672. 1 play WPU
16673. 0 play W+4
16674. 2 play WDT
16675. 1 play W
16676. 0 play WPU
16677. 2 play WDT
16678. 1 play Y7
16679. 0 take
16680. 2 play W green
16681. 1 play WPU
16682. 0 play G2
16683. 2 play G1
16684. 1 play W
16685. 0 play W+4
16686. 2 play GS
16687. 1 play W+4
16688. 0 play W+4
16689. 2 play W
16690. 1 play WPU
16691. 0 play W
16692. 2 play G4
16693. 1 play WPU
16694. 0 play G0
16695. 2 play WDT
16696. 1 play W
16697. 0 play W
16698. 2 play GPT
16699. 1 play WDT
16700. 0 play W+4
16701. 2 play G7
16702. 1 play WPU
16703. 0 play W
16704. 2 play G6
16705. 1 play WDT
16706. 0 play W
16707. 2 play G8
16708. 1 take
16709. 0 play WPU
16710. 2 play B2
16711. 1 play B8
16712. 0 play WPU
16713. 2 play B6
16714. 1 play WPU
16715. 0 play W+4
16716. 2 play W+4
16717. 1 play B9
16718. 0 play W+4
16719. 2 play B8
16720. 1 play WDT
16721. 0 play WDT
16722. 2 play W+4
16723. 1 play B1
16724. 0 play WDT
16725. 2 play W
16726. 1 play BPT
16727. 0 take
16728. 2 play W green
16729. 1 play GS
16730. 2 play G6
16731. 1 play W+4 yellow
16732. 0 accept
16733. 2 play W red
16734. 1 play R8
16735. 0 play WDT green 0,1
16736. 2 play GPT
16737. 2 point 0
16738. 1 point 0
16739. 0 point 1
16740. 1 play GPT
16741. 0 point 1
16742. 2 point 1
16743. 1 point 2
16744. 0 play YPT
16745. 2 point 1
16746. 1 point 0
16747. 0 point 2
16748. 2 play RPT
16749. 1 point 2
16750. 0 point 1
16751. 2 point 1
16752. 1 play W blue
16753. 0 play B7
16754. 2 play W blue
16755. 1 play W blue
16756. 0 play BPT
16757. 0 point 2
16758. 1 point 2
16759. 2 point 0
16760. 2 play B4
16761. 1 play B9
16762. 0 play B6
16763. 2 play B1
16764. 0 play B1
16765. 2 play W yellow
16766. 1 play Y1
16767. 0 play YR
16768. 1 play Y8
16769. 2 play Y5
16770. 0 play Y5
16771. 1 play Y6
16772. 1 play Y6
16773. 2 draw
16774. 2 play WDT yellow 0,2
16775. 0 play Y9
16776. 1 play W green
16777. 2 play G5
16778. 0 play WDT red 0,1
16779. 1 play R8
16780. 2 play R9
16781. 0 play W red
16782. 1 play RPT
16783. 2 point 1
16784. 1 point 2
16785. 0 point 1
16786. 2 play WPU
16787. 0 play GR
16788. 1 play G0
16789. 2 play GS
16790. 0 play W
16791. 1 play G3
16792. 2 play G1
16793. 0 play W
16794. 1 play G4
16795. 2 play GR
16796. 0 play W+4
16797. 1 play G7
16798. 2 play G+2
16799. 0 play WPU
16800. 1 play G1
16801. 2 play G5
16802. 0 play WPU
16803. 1 play G8
16804. 2 play G4
16805. 0 play WDT
16806. 1 play WDT
16807. 2 play G9
16808. 0 play W+4
16809. 1 play G6
16810. 2 play GPT
16811. 0 play W+4
16812. 1 play G8
16813. 2 play G+2
16814. 0 play W+4
16815. 1 play WDT
16816. 2 play GPT
16817. 0 play WPU
16818. 1 play G2
16819. 2 take
16820. 0 draw
16821. 1 play W blue
16822. 2 play WDT green 0,1
16823. 0 draw
16824. 0 play G7
16825. 1 play W+4 yellow
16826. 2 challenge
16827. 2 play WDT red 1,2
16828. 0 play R9
16829. 1 play W blue
16830. 2 play WDT red 1,2
16831. 0 play R2
16832. 1 play R3
16833. 2 play WPU
16834. 0 play R1
16835. 1 play R6
16836. 2 play W+4
16837. 0 play RS
16838. 1 play WPU
16839. 2 play W
16840. 0 play W+4
16841. 1 play RR
16842. 2 play WPU
16843. 0 play R6
16844. 1 play W+4
16845. 2 play W+4
16846. 0 play R5
16847. 1 play W
16848. 2 play W
16849. 0 play R0
16850. 1 play RR
16851. 2 play W+4
16852. 0 play R7
16853. 1 play RPT
16854. 2 play WPU
16855. 0 play R+2
16856. 1 play W
16857. 2 play W+4
16858. 0 play R4
16859. 1 play WDT
16860. 2 play WPU
16861. 0 play R4
16862. 1 play WPU
16863. 2 play RS
16864. 0 play R+2
16865. 1 play W+4
16866. 2 take
16867. 0 play R7
16868. 1 play W+4 yellow
16869. 2 accept
16870. 0 play Y3
16871. 1 play Y8
16872. 2 play W green
16873. 0 draw
16874. 1 play WPU
16875. 2 play R5
16876. 0 play R8
16877. 1 play R1
16878. 2 play R1
16879. 0 play R5
16880. 1 play WDT
16881. 2 play R7
16882. 0 take
16883. 1 draw
16884. 1 play WDT yellow 0,1
16885. 2 play W+4 blue
16886. 0 accept
16887. 1 play B+2
16888. 0 play WPU
16889. 1 play B5
16890. 2 play W
16891. 0 play B7
16892. 1 play W+4
16893. 2 play W
16894. 0 play WDT
16895. 1 play B5
16896. 2 play W
16897. 0 play B8
16898. 1 play BR
16899. 2 play W
16900. 0 play B2
16901. 1 play B3
16902. 2 play WDT
16903. 0 play B2
16904. 1 play BPT
16905. 2 play WPU
16906. 0 play B8
16907. 1 play BS
16908. 2 play W+4
16909. 0 play B9
16910. 1 play BPT
16911. 2 play WDT
16912. 0 play B6
16913. 1 play BPT
16914. 2 play WDT
16915. 0 play WPU
16916. 1 play BPT
16917. 2 play W+4
16918. 0 play BR
16919. 1 take
16920. 2 play W+4 red
16921. 0 challenge
16922. 0 play R8
16923. 2 play R8
16924. 0 play R1
16925. 1 play WDT red 1,2
16926. 2 play R6
16927. 0 play R5
16928. 1 play W+4 yellow
16929. 2 accept
16930. 0 play Y4
16931. 1 play Y1
16932. 2 play W+4 yellow
16933. 0 challenge
16934. 0 play WPU
16935. 1 play WPU
16936. 2 play R6
16937. 0 play R2
16938. 1 play WPU
16939. 2 play W+4
16940. 0 play R7
16941. 1 play W+4
16942. 2 play R+2
16943. 0 play R1
16944. 1 play WDT
16945. 2 play R0
16946. 0 play R5
16947. 1 play RPT
16948. 2 play R+2
16949. 0 take
16950. 1 play WDT red 0,1
16951. 2 draw
16952. 2 play WDT red 1,2
16953. 0 play RPT
16954. 1 point 2
16955. 0 point 1
16956. 2 point 0
16957. 1 play W+4 yellow
16958. 2 challenge
16959. 2 play WDT green 1,2
16960. 0 play WPU
16961. 1 play R2
16962. 2 play RPT
16963. 0 play W+4
16964. 1 play WDT
16965. 2 play W+4
16966. 0 play R7
16967. 1 play WDT
16968. 2 play W+4
16969. 0 play R+2
16970. 1 play R9
16971. 2 play RPT
16972. 0 play R3
16973. 1 play W+4
16974. 2 play WPU
16975. 0 play W+4
16976. 1 play W
16977. 2 play R4
16978. 0 play R0
16979. 1 play W
16980. 2 play WPU
16981. 0 play R5
16982. 1 play W
16983. 2 play W+4
16984. 0 play R1
16985. 1 play WPU
16986. 2 play WPU
16987. 0 play W
16988. 1 play WDT
16989. 2 play R4
16990. 0 play WPU
16991. 1 play W
16992. 2 play RR
16993. 0 play R2
16994. 1 play W
16995. 2 play RS
16996. 0 play R+2
16997. 1 play W
16998. 2 play WPU
16999. 0 play R6
17000. 1 take
17001. 2 play RS
17002. 1 play YS
17003. 0 play YS
17004. 2 play BS
17005. 1 play B8
17006. 2 play B4
17007. 0 play Y4
17008. 1 play WDT red 0,2
17009. 2 play WPU
17010. 0 play WDT
17011. 1 play R2
17012. 2 play RR
17013. 0 take
17014. 1 play WDT green 0,1
17015. 2 play G2
17016. 0 play Y2
17017. 1 play Y5
17018. 2 play G5
17019. 0 play G3
17020. 2 play G3
17021. 0 play WDT yellow 1,2
17022. 1 play Y8
17023. 2 play YR
17024. 1 play YPT
17025. 0 point 1
17026. 2 point 1
17027. 1 point 0
17028. 0 play Y7
17029. 0 play Y7
17030. 2 play Y6
17031. 1 play WPU
17032. 0 take
17033. 2 play B0
17034. 1 play W green
17035. 0 draw
17036. 0 play W red
17037. 2 draw
17038. 1 play R5
17039. 0 play R2
17040. 2 play G2
17041. 1 play WDT blue 0,2
17042. 0 play B3
17043. 2 play B4
17044. 1 play B8
17045. 0 draw
17046. 0 play W green
17047. 2 play G9
17048. 1 play W yellow
17049. 0 play YPT
17050. 1 point 0
17051. 0 point 1
17052. 2 point 0
17053. 2 play GPT
17054. 1 point 2
17055. 2 point 0
17056. 0 point 2
17057. 1 play W green
17058. 0 play WDT red 1,2
17059. 2 play W blue
17060. 1 play B7
17061. 0 play WDT blue 1,2
17062. 2 play B9
17063. 1 play W green
17064. 0 draw
17065. 2 play GPT
17066. 1 point 0
17067. 0 point 1
17068. 2 point 1
17069. 1 play RPT
17070. 1 point 2
17071. 2 point 1
17072. 0 point 1
17073. 0 play R9
17074. 2 play Y9
17075. 1 play Y+2
17076. 2 play G+2
17077. 0 play W red
17078. 2 play W blue
17079. 1 play B9
17080. 0 play W yellow
17081. 2 play Y3
17082. 1 play YPT
17083. 0 point 2
17084. 2 point 1
17085. 1 point 2
17086. 0 play Y2
17087. 2 play WPU
17088. 1 play B1
17089. 0 play B1
17090. 2 play B7
17091. 1 play WPU
17092. 0 take
17093. 2 draw
17094. 1 play WPU
17095. 0 play W
17096. 2 play R2
17097. 1 play R+2
17098. 0 play RPT
17099. 2 take
17100. 1 play R3
17101. 0 play WPU
17102. 2 play W
17103. 1 play WPU
17104. 0 play B9
17105. 2 take
17106. 1 play BPT
17107. 0 point 2
17108. 1 point 0
17109. 2 point 1
17110. 0 play GPT
17111. 0 point 1
17112. 2 point 1
17113. 1 point 0
17114. 2 play W green
17115. 1 play GPT
17116. 1 point 2
17117. 2 point 1
17118. 0 point 1
17119. 0 draw
17120. 0 play WDT green 0,1
17121. 2 play G8
17122. 1 play WDT red 0,1
17123. 0 play WDT blue 0,1
17124. 2 play W red
17125. 1 play WPU
17126. 0 play WDT
17127. 2 play G1
17128. 1 play WPU
17129. 0 play WDT
17130. 2 play G6
17131. 1 play W+4
17132. 0 take
17133. 2 draw
17134. 2 play G3
17135. 1 play W+4 blue
17136. 0 challenge
17137. 0 play B7
17138. 2 play G7
17139. 1 play W red
17140. 0 play R3
17141. 2 play R+2
17142. 0 play WDT yellow 0,1
17143. 2 play WPU
17144. 1 play WPU
17145. 0 play WDT
17146. 2 play B4
17147. 1 play B3
17148. 0 play WDT
17149. 2 play B9
17150. 1 play W+4
17151. 0 play B1
17152. 2 take
17153. 1 play BS
17154. 2 play B4
17155. 1 play W yellow
17156. 0 play Y5
17157. 2 play WPU
17158. 1 play Y9
17159. 0 play W+4
17160. 2 play W+4
17161. 1 play Y6
17162. 0 play Y1
17163. 2 play Y7
17164. 1 play W+4
17165. 0 play Y8
17166. 2 play WDT
17167. 1 play Y5
17168. 0 play WPU
17169. 2 play WDT
17170. 1 play YPT
17171. 0 play YR
17172. 2 take
17173. 1 play YR
17174. 2 play Y8
17175. 0 play WDT green 0,2
17176. 1 play G6
17177. 2 play GPT
17178. 2 point 1
17179. 1 point 2
17180. 0 point 2
17181. 0 play G1
17182. 1 play W+4 green
17183. 2 challenge
17184. 2 play WPU
17185. 0 play R1
17186. 1 play R9
17187. 2 play W+4
17188. 0 play RR
17189. 1 play R2
17190. 2 play R2
17191. 0 take
17192. 1 play W+4 blue
17193. 2 challenge
17194. 2 play B+2
17195. 1 play B5
17196. 2 play B1
17197. 0 play B1
17198. 1 play B3
17199. 2 play Y3
17200. 0 play Y3
17201. 1 play YPT
17202. 0 point 1
17203. 1 point 2
17204. 2 point 1
17205. 2 play W+4 green
17206. 0 accept
17207. 1 play G2
17208. 2 draw
17209. 2 play W red
17210. 0 play RR
17211. 2 play WDT blue 1,2
17212. 1 play B9
17213. 0 play R9
17214. 2 play G9
17215. 1 play G5
17216. 0 play G9
17217. 2 play G7
17218. 1 play G+2
17219. 2 play W+4 green
17220. 1 challenge
17221. 1 play G5
17222. 0 play WPU
17223. 2 play Y9
17224. 1 play Y4
17225. 0 play WDT
17226. 2 play YPT
17227. 1 play YPT
17228. 0 play W+4
17229. 2 play Y7
17230. 1 play Y+2
17231. 0 play YS
17232. 2 play Y7
17233. 1 play W
17234. 0 play W
17235. 2 play Y5
17236. 1 play Y2
17237. 0 take
17238. 2 play Y1
17239. 1 play W+4 blue
17240. 0 challenge
17241. 0 play WPU
17242. 2 play WPU
17243. 1 play WDT
17244. 0 play WDT
17245. 2 play WDT
17246. 1 play W
17247. 0 play Y2
17248. 2 play WDT
17249. 1 play Y0
17250. 0 play YS
17251. 2 play Y6
17252. 1 play W+4
17253. 0 play Y4
17254. 2 play YR
17255. 1 play Y9
17256. 0 play W+4
17257. 2 play WPU
17258. 1 play W+4
17259. 0 play W+4
17260. 2 play YS
17261. 1 play W+4
17262. 0 play Y5
17263. 2 play W
17264. 1 play Y1
17265. 0 play Y4
17266. 2 take
17267. 1 play W red
17268. 0 play R2
17269. 2 draw
17270. 1 play R8
17271. 0 play R2
17272. 2 play G2
17273. 1 play W green
17274. 0 play GPT
17275. 1 point 0
17276. 0 point 2
17277. 2 point 1
17278. 2 play G3
17279. 1 play W blue
17280. 0 draw
17281. 0 play B4
17282. 2 play Y4
17283. 2 play Y4
17284. 1 play W yellow
17285. 0 play Y+2
17286. 1 play W+4 green
17287. 0 accept
17288. 2 play W green
17289. 1 play W red
17290. 0 play WDT blue 1,2
17291. 2 play B4
17292. 1 play B8
17293. 0 play B7
17294. 2 play WPU
17295. 1 play R+2
17296. 0 play R1
17297. 2 play WDT
17298. 1 play R4
17299. 0 play W
17300. 2 play R5
17301. 1 play RR
17302. 0 play WPU
17303. 2 play R3
17304. 1 play R5
17305. 0 play W
17306. 2 play WPU
17307. 1 play R4
17308. 0 play W
17309. 2 play W
17310. 1 play R1
17311. 0 play WPU
17312. 2 play RPT
17313. 1 play R6
17314. 0 play RS
17315. 2 play RPT
17316. 1 play R7
17317. 0 play R2
17318. 2 play W
17319. 1 play R7
17320. 0 take
17321. 2 play WDT yellow 0,2
17322. 1 play Y+2
17323. 2 play YR
17324. 0 play RR
17325. 2 play WDT yellow 1,2
17326. 1 play Y3
17327. 0 play WPU
17328. 2 play W+4
17329. 1 play R6
17330. 0 play RS
17331. 2 play W+4
17332. 1 play RPT
17333. 0 play R3
17334. 2 play RPT
17335. 1 play R8
17336. 0 play R5
17337. 2 play WDT
17338. 1 play R9
17339. 0 play R6
17340. 2 play W+4
17341. 1 play RS
17342. 0 play R1
17343. 2 play WDT
17344. 1 play R0
17345. 0 play R1
17346. 2 play W+4
17347. 1 take
17348. 0 play R2
17349. 2 play Y2
17350. 0 play Y2
17351. 2 play Y0
17352. 1 play W red
17353. 0 play R7
17354. 2 play W+4 red
17355. 1 accept
17356. 0 play R4
17357. 2 play WPU
17358. 1 play B6
17359. 0 play BS
17360. 2 play B3
17361. 1 play W+4
17362. 0 play W
17363. 2 play B9
17364. 1 play WDT
17365. 0 play WPU
17366. 2 play B3
17367. 1 play B8
17368. 0 play W
17369. 2 play WPU
17370. 1 play B0
17371. 0 play WPU
17372. 2 play WPU
17373. 1 play B+2
17374. 0 play WDT
17375. 2 play WPU
17376. 1 play BPT
17377. 0 play WDT
17378. 2 play BS
17379. 1 play BPT
17380. 0 play W
17381. 2 play W
17382. 1 play B2
17383. 0 play W
17384. 2 play W
17385. 1 play WDT
17386. 0 play W
17387. 2 take
17388. 1 play WDT red 0,1
17389. 0 play RPT
17390. 0 point 2
17391. 2 point 1
17392. 1 point 2
17393. 2 play WPU
17394. 1 play BPT
17395. 0 take
17396. 2 draw
17397. 2 play WPU
17398. 1 play W+4
17399. 0 play YPT
17400. 2 play WDT
17401. 1 play W+4
17402. 0 play Y7
17403. 2 play W
17404. 1 play YPT
17405. 0 play Y9
17406. 2 play Y9
17407. 1 play W+4
17408. 0 play YPT
17409. 2 play Y1
17410. 1 play W+4
17411. 0 play Y7
17412. 2 play Y6
17413. 1 take
17414. 0 draw
17415. 2 play WPU
17416. 1 play W+4
17417. 0 play GPT
17418. 2 play G8
17419. 1 play G7
17420. 0 play G5
17421. 2 play G0
17422. 1 play W
17423. 0 play G6
17424. 2 play G1
17425. 1 play WDT
17426. 0 play G3
17427. 2 play G1
17428. 1 play W+4
17429. 0 take
17430. 2 play W blue
17431. 1 play B2
17432. 0 play W+4 green
17433. 2 challenge
17434. 2 play G7
17435. 0 play G7
17436. 2 play G2
17437. 1 play W+4 red
17438. 0 challenge
17439. 0 play R5
17440. 2 play WPU
17441. 1 play WDT
17442. 0 play GPT
17443. 2 play WPU
17444. 1 play W
17445. 0 play WDT
17446. 2 play WDT
17447. 1 play W+4
17448. 0 play G8
17449. 2 play G4
17450. 1 play G+2
17451. 0 play G5
17452. 2 play W
17453. 1 play W+4
17454. 0 play G1
17455. 2 play GS
17456. 1 take
17457. 0 play G1
17458. 2 play WPU
17459. 1 play YR
17460. 0 play Y1
17461. 2 play Y5
17462. 1 play Y7
17463. 0 play W
17464. 2 play Y8
17465. 1 play W
17466. 0 play Y5
17467. 2 play YS
17468. 1 play WDT
17469. 0 play W+4
17470. 2 play W
17471. 1 play WDT
17472. 0 play W+4
17473. 2 play W
17474. 1 play W+4
17475. 0 take
17476. 2 play WDT red 0,1
17477. 1 play WDT red 1,2
17478. 0 draw
17479. 0 play R3
17480. 2 play W+4 yellow
17481. 1 accept
17482. 0 play YS
17483. 1 play WPU
17484. 0 play GPT
17485. 2 play G4
17486. 1 play WPU
17487. 0 play W
17488. 2 play GS
17489. 1 play G2
17490. 0 play G6
17491. 2 play WDT
17492. 1 play G1
17493. 0 play W+4
17494. 2 play GR
17495. 1 play G5
17496. 0 play W
17497. 2 play GR
17498. 1 play GPT
17499. 0 play W+4
17500. 2 play W
17501. 1 play G8
17502. 0 play G3
17503. 2 play WDT
17504. 1 play G4
17505. 0 play W
17506. 2 play G+2
17507. 1 play G6
17508. 0 play G9
17509. 2 play W
17510. 1 play W+4
17511. 0 play G0
17512. 2 play W
17513. 1 play G5
17514. 0 play W+4
17515. 2 take
17516. 1 play G+2
17517. 2 play G+2
17518. 0 play R+2
17519. 1 play RR
17520. 2 play W+4 blue
17521. 0 accept
17522. 1 play B+2
17523. 0 play W green
17524. 1 play WDT blue 0,2
17525. 2 play BPT
17526. 0 point 1
17527. 2 point 1
17528. 1 point 2
17529. 0 play BPT
17530. 0 point 2
17531. 1 point 0
17532. 2 point 1
17533. 1 play B5
17534. 2 play B0
17535. 0 play W yellow
17536. 1 play Y9
17537. 1 play Y9
17538. 2 play Y8
17539. 0 play Y7
17540. 1 play Y1
17541. 0 play Y1
17542. 1 play B1
17543. 2 play B6
17544. 0 play B4
17545. 1 play B6
17546. 2 play B3
17547. 2 play B3
17548. 0 play W+4 green
17549. 1 challenge
17550. 1 play G+2
17551. 0 draw
17552. 0 play G7
17553. 1 play GS
17554. 0 play W+4 blue
17555. 1 accept
17556. 2 play W+4 blue
17557. 0 challenge
17558. 0 play WPU
17559. 1 play W
17560. 2 play B5
17561. 0 play WDT
17562. 1 play BR
17563. 2 play BS
17564. 0 play B1
17565. 1 play BR
17566. 2 play WPU
17567. 0 play WDT
17568. 1 play W
17569. 2 play B9
17570. 0 play B2
17571. 1 play W
17572. 2 play WDT
17573. 0 play W+4
17574. 1 play W
17575. 2 play W
17576. 0 take
17577. 1 play W red
17578. 2 play WPU
17579. 0 play B2
17580. 1 play W
17581. 2 play WDT
17582. 0 play W+4
17583. 1 take
17584. 2 play B8
17585. 0 play B5
17586. 1 play R5
17587. 2 play W green
17588. 0 play G9
17589. 2 play G9
17590. 0 play B9
17591. 2 play B9
17592. 0 play W red
17593. 1 play R5
17594. 2 play G5
17595. 2 play G5
17596. 0 play GPT
17597. 2 point 1
17598. 1 point 2
17599. 0 point 2
17600. 1 play G1
17601. 2 play G1
17602. 0 play WDT green 0,2
17603. 1 play W red
17604. 2 play W blue
17605. 0 play WDT green 1,2
17606. 1 play W+4 yellow
17607. 2 challenge
17608. 2 play Y6
17609. 0 play WPU
17610. 1 play WDT
17611. 2 play WPU
17612. 0 play YR
17613. 1 play Y7
17614. 2 play W+4
17615. 0 play Y2
17616. 1 play Y6
17617. 2 play Y+2
17618. 0 play WDT
17619. 1 play WPU
17620. 2 play WDT
17621. 0 play Y8
17622. 1 play Y4
17623. 2 play WDT
17624. 0 play W
17625. 1 play YPT
17626. 2 play Y+2
17627. 0 play W
17628. 1 play Y4
17629. 2 play WPU
17630. 0 play Y3
17631. 1 play Y0
17632. 2 play WDT
17633. 0 play W
17634. 1 play YPT
17635. 2 play YS
17636. 0 play W
17637. 1 play YPT
17638. 2 play WDT
17639. 0 play Y5
17640. 1 play YPT
17641. 2 play W
17642. 0 play Y5
17643. 1 take
17644. 2 play W+4 red
17645. 0 accept
17646. 1 play R0
17647. 2 play G0
17648. 0 play WPU
17649. 1 play Y0
17650. 2 play W+4
17651. 0 play WPU
17652. 1 play WPU
17653. 2 play W
17654. 0 play YS
17655. 1 play YR
17656. 2 play W
17657. 0 play WPU
17658. 1 play Y8
17659. 2 play W
17660. 0 take
17661. 1 play WPU
17662. 2 play RPT
17663. 0 play W+4
17664. 1 play R9
17665. 2 play RR
17666. 0 play RPT
17667. 1 play WPU
17668. 2 play R3
17669. 0 play RR
17670. 1 play R1
17671. 2 play W+4
17672. 0 play W
17673. 1 play WDT
17674. 2 play W
17675. 0 play R7
17676. 1 play WPU
17677. 2 play W+4
17678. 0 play R4
17679. 1 play R3
17680. 2 play R7
17681. 0 play R8
17682. 1 play R2
17683. 2 take
17684. 0 play R2
17685. 1 play Y2
17686. 2 play R2
17687. 0 play W blue
17688. 1 play W blue
17689. 2 play BS
17690. 1 play WDT green 0,2
17691. 2 play WDT red 0,1
17692. 0 play WPU
17693. 1 play WDT
17694. 2 play W
17695. 0 play BR
17696. 1 play W+4
17697. 2 play W+4
17698. 0 play B1
17699. 1 play W
17700. 2 play WPU
17701. 0 play BR
17702. 1 play WPU
17703. 2 play B7
17704. 0 play W
17705. 1 play WDT
17706. 2 play B2
17707. 0 play WPU
17708. 1 play WDT
17709. 2 play WPU
17710. 0 play B4
17711. 1 play W
17712. 2 play BPT
17713. 0 play BS
17714. 1 play WDT
17715. 2 play W
17716. 0 play WPU
17717. 1 play W
17718. 2 play BPT
17719. 0 take
17720. 1 play W blue
17721. 2 play W+4 blue
17722. 0 accept
17723. 1 play B2
17724. 2 play W+4 red
17725. 0 challenge
17726. 0 play W blue
17727. 1 play B7
17728. 2 play B+2
17729. 1 play Y+2
17730. 0 play Y8
17731. 1 play WPU
17732. 2 play Y9
17733. 0 play W
17734. 1 play Y7
17735. 2 play WPU
17736. 0 play Y0
17737. 1 play Y+2
17738. 2 play WPU
17739. 0 play YR
17740. 1 play YPT
17741. 2 play WPU
17742. 0 play WPU
17743. 1 play YS
17744. 2 take
17745. 0 play Y2
17746. 1 play Y5
17747. 2 play Y+2
17748. 1 play YPT
17749. 1 point 2
17750. 0 point 1
17751. 2 point 0
17752. 2 play WDT yellow 0,1
17753. 0 play WDT yellow 0,1
17754. 1 play Y6
17755. 2 play WPU
17756. 0 play WDT
17757. 1 play W
17758. 2 play WPU
17759. 0 play BPT
17760. 1 play BPT
17761. 2 play W
17762. 0 play B7
17763. 1 play B9
17764. 2 play WPU
17765. 0 play B5
17766. 1 play W+4
17767. 2 play WPU
17768. 0 play WDT
17769. 1 play WDT
17770. 2 take
17771. 0 play BR
17772. 2 play B1
17773. 1 play R1
17774. 0 play WDT green 0,2
17775. 2 play G+2
17776. 0 play W red
17777. 2 play R8
17778. 1 play R+2
17779. 2 play R3
17780. 1 play G3
17781. 2 play G3
17782. 1 play WDT red 0,2
17783. 0 play WPU
17784. 2 play B7
17785. 1 play WDT
17786. 0 play B1
17787. 2 play WPU
17788. 1 play B6
17789. 0 play WPU
17790. 2 play W+4
17791. 1 play B3
17792. 0 play W
17793. 2 play BPT
17794. 1 take
17795. 0 play BR
17796. 1 play W+4 yellow
17797. 2 challenge
17798. 2 play YS
17799. 1 play BS
17800. 0 play B2
17801. 1 play B1
17802. 2 play B5
17803. 0 play W+4 blue
17804. 1 challenge
17805. 1 draw
17806. 1 play B5
17807. 2 play G5
17808. 0 play G5
17809. 1 play W yellow
17810. 2 play Y0
17811. 0 play W+4 green
17812. 1 challenge
17813. 1 play G1
17814. 2 play WDT red 0,1
17815. 0 play R5
17816. 1 play RS
17817. 0 play R2
17818. 1 play R6
17819. 2 play G6
17820. 0 play WPU
17821. 1 play R+2
17822. 2 play W
17823. 0 play WPU
17824. 1 play W+4
17825. 2 play WPU
17826. 0 play W
17827. 1 play WDT
17828. 2 play R1
17829. 0 play W
17830. 1 play WPU
17831. 2 play R3
17832. 0 play W+4
17833. 1 play R8
17834. 2 play W
17835. 0 play W+4
17836. 1 play R9
17837. 2 play RPT
17838. 0 play WPU
17839. 1 play W
17840. 2 play RR
17841. 0 play W
17842. 1 play RPT
17843. 2 play R9
17844. 0 play W
17845. 1 play WPU
17846. 2 play R7
17847. 0 take
17848. 1 play W+4 blue
17849. 2 challenge
17850. 2 play WPU
17851. 0 play GPT
17852. 1 play W+4
17853. 2 play G9
17854. 0 play WPU
17855. 1 play WPU
17856. 2 play G4
17857. 0 play GPT
17858. 1 play WPU
17859. 2 play G4
17860. 0 play W
17861. 1 play G1
17862. 2 play G2
17863. 0 play WPU
17864. 1 play G0
17865. 2 play W
17866. 0 play G9
17867. 1 take
17868. 2 play GR
17869. 1 play GPT
17870. 1 point 0
17871. 2 point 1
17872. 0 point 2
17873. 0 play WDT red 0,2
17874. 2 play RPT
17875. 1 point 2
17876. 2 point 1
17877. 0 point 2
17878. 1 play RS
17879. 2 play RR
17880. 0 play W+4 green
17881. 1 accept
17882. 2 play G7
17883. 0 play W+4 blue
17884. 1 challenge
17885. 1 play WPU
17886. 2 play W
17887. 0 play RR
17888. 1 play W+4
17889. 2 play R4
17890. 0 play R3
17891. 1 play W
17892. 2 play WDT
17893. 0 play RPT
17894. 1 play R6
17895. 2 play R4
17896. 0 play R5
17897. 1 play W
17898. 2 play R7
17899. 0 play R9
17900. 1 play WDT
17901. 2 play W
17902. 0 play W+4
17903. 1 play WPU
17904. 2 play WDT
17905. 0 play R2
17906. 1 play WPU
17907. 2 play W
17908. 0 play WPU
17909. 1 play WPU
17910. 2 play WDT
17911. 0 play R0
17912. 1 play W
17913. 2 play W+4
17914. 0 play R9
17915. 1 play WDT
17916. 2 play WDT
17917. 0 play W+4
17918. 1 play RPT
17919. 2 take
17920. 0 play WPU
17921. 1 play YPT
17922. 2 play Y6
17923. 0 play W
17924. 1 play Y5
17925. 2 play YR
17926. 0 play YR
17927. 1 play Y2
17928. 2 play Y8
17929. 0 play Y8
17930. 1 play Y9
17931. 2 play Y1
17932. 0 play Y1
17933. 1 play Y3
17934. 2 play WDT
17935. 0 play YS
17936. 1 play Y3
17937. 2 play Y9
17938. 0 play W
17939. 1 play YPT
17940. 2 play YPT
17941. 0 play W
17942. 1 play YPT
17943. 2 play WDT
17944. 0 play W
17945. 1 play Y4
17946. 2 play WPU
17947. 0 play WPU
17948. 1 play Y4
17949. 2 play W+4
17950. 0 play W
17951. 1 take
17952. 2 play WDT yellow 0,2
17953. 0 play W red
17954. 1 play W+4 green
17955. 2 challenge
17956. 2 play WDT green 1,2
17957. 0 play W yellow
17958. 1 play Y2
17959. 2 play R2
17960. 0 play R7
17961. 1 play W+4 yellow
17962. 2 challenge
17963. 2 play Y+2
17964. 1 play YS
17965. 0 play BS
17966. 2 play GS
17967. 1 play GPT
17968. 0 point 1
17969. 1 point 0
17970. 2 point 1
17971. 2 play WDT blue 0,2
17972. 0 play B6
17973. 1 play WPU
17974. 2 play GR
17975. 0 play G7
17976. 1 play G1
17977. 2 play WPU
17978. 0 play G6
17979. 1 play GS
17980. 2 play W+4
17981. 0 play G+2
17982. 1 play WDT
17983. 2 play W+4
17984. 0 take
17985. 1 play WPU
17986. 2 play R5
17987. 0 play WDT
17988. 1 play R3
17989. 2 play WDT
17990. 0 play RPT
17991. 1 play W+4
17992. 2 play R3
17993. 0 play R1
17994. 1 play WDT
17995. 2 play WPU
17996. 0 play R2
17997. 1 play WDT
17998. 2 play W+4
17999. 0 play W+4
18000. 1 play W+4
18001. 2 play R7
18002. 0 play W+4
18003. 1 play W
18004. 2 play RR
18005. 0 play WPU
18006. 1 play W
18007. 2 play W
18008. 0 play R8
18009. 1 play W
18010. 2 play R4
18011. 0 play R+2
18012. 1 play W
18013. 2 play RPT
18014. 0 take
18015. 1 play W red
18016. 2 play RPT
18017. 1 point 0
18018. 2 point 0
18019. 0 point 1
18020. 0 play R2
18021. 1 play Y2
18022. 2 play W red
18023. 0 play R+2
18024. 2 play R1
18025. 0 play R1
18026. 1 play Y1
18027. 2 play WPU
18028. 0 play W+4
18029. 1 play Y5
18030. 2 play Y7
18031. 0 play YS
18032. 1 play W+4
18033. 2 play WPU
18034. 0 play WDT
18035. 1 play Y4
18036. 2 play WPU
18037. 0 play W
18038. 1 play Y4
18039. 2 play W
18040. 0 play W+4
18041. 1 play YR
18042. 2 play Y7
18043. 0 play W
18044. 1 play YPT
18045. 2 play W
18046. 0 play W+4
18047. 1 play Y1
18048. 2 play W
18049. 0 play W
18050. 1 play W
18051. 2 play W
18052. 0 play W
18053. 1 play Y5
18054. 2 take
18055. 0 play W+4 red
18056. 1 challenge
18057. 1 play R5
18058. 2 play W+4 yellow
18059. 0 challenge
18060. 0 play W yellow
18061. 1 play Y+2
18062. 0 play G+2
18063. 2 play W+4 blue
18064. 0 accept
18065. 1 play B6
18066. 2 play Y6
18067. 0 play WPU
18068. 1 play B1
18069. 2 play B9
18070. 0 play BR
18071. 1 play B7
18072. 2 play BPT
18073. 0 play BPT
18074. 1 play B5
18075. 2 play W
18076. 0 play WDT
18077. 1 play BPT
18078. 2 play W
18079. 0 play WDT
18080. 1 play W+4
18081. 2 play B+2
18082. 0 play B5
18083. 1 play B3
18084. 2 play W+4
18085. 0 play BPT
18086. 1 play B8
18087. 2 play B0
18088. 0 play WDT
18089. 1 take
18090. 2 play W+4 red
18091. 0 challenge
18092. 0 play RR
18093. 2 play WPU
18094. 1 play WDT
18095. 0 play W+4
18096. 2 play W
18097. 1 play G9
18098. 0 play GR
18099. 2 play WPU
18100. 1 play G2
18101. 0 play GR
18102. 2 play G3
18103. 1 play G0
18104. 0 play G1
18105. 2 play W
18106. 1 play W+4
18107. 0 play G3
18108. 2 play WDT
18109. 1 play W
18110. 0 play G7
18111. 2 play W
18112. 1 play G9
18113. 0 play W
18114. 2 play G8
18115. 1 play G4
18116. 0 play GPT
18117. 2 play G6
18118. 1 play G4
18119. 0 play G6
18120. 2 play WDT
18121. 1 play W
18122. 0 play WDT
18123. 2 play G2
18124. 1 play G5
18125. 0 play WDT
18126. 2 play G+2
18127. 1 play W+4
18128. 0 play GS
18129. 2 play G8
18130. 1 play G5
18131. 0 play WPU
18132. 2 play GPT
18133. 1 play WDT
18134. 0 play WPU
18135. 2 play WPU
18136. 1 play W+4
18137. 0 play WPU
18138. 2 play GPT
18139. 1 play WDT
18140. 0 take
18141. 2 play W blue
18142. 1 play BPT
18143. 2 point 1
18144. 1 point 2
18145. 0 point 1
18146. 0 play WPU
18147. 2 play Y4
18148. 1 play YPT
18149. 0 play W
18150. 2 play Y0
18151. 1 play Y6
18152. 0 play W
18153. 2 play Y4
18154. 1 play YR
18155. 0 play W+4
18156. 2 play W
18157. 1 play Y3
18158. 0 play WDT
18159. 2 play YR
18160. 1 play Y9
18161. 0 play WPU
18162. 2 play W
18163. 1 play YPT
18164. 0 play WPU
18165. 2 play Y5
18166. 1 play YPT
18167. 0 play WDT
18168. 2 play Y5
18169. 1 play Y3
18170. 0 play W+4
18171. 2 play Y1
18172. 1 play WDT
18173. 0 play WDT
18174. 2 play YS
18175. 1 play WDT
18176. 0 play WPU
18177. 2 play W
18178. 1 play Y9
18179. 0 play WDT
18180. 2 play W
18181. 1 play Y8
18182. 0 play WPU
18183. 2 play Y7
18184. 1 play Y8
18185. 0 play W+4
18186. 2 play W+4
18187. 1 take
18188. 0 play W blue
18189. 2 play B9
18190. 1 play Y9
18191. 0 play W+4 yellow
18192. 2 challenge
18193. 2 draw
18194. 2 pass
18195. 1 draw
18196. 1 play Y+2
18197. 2 play Y7
18198. 1 play Y1
18199. 0 play YS
18200. 1 play Y6
18201. 0 play Y2
18202. 2 play WPU
18203. 1 play WDT
18204. 0 play R3
18205. 2 play R9
18206. 1 play WDT
18207. 0 play R4
18208. 2 play R6
18209. 1 play RS
18210. 0 play R7
18211. 2 play R9
18212. 1 play W+4
18213. 0 play WDT
18214. 2 play R4
18215. 1 play WPU
18216. 0 play WDT
18217. 2 play R6
18218. 1 play WPU
18219. 0 play R5
18220. 2 play R0
18221. 1 play WPU
18222. 0 play RR
18223. 2 play R+2
18224. 1 play WDT
18225. 0 play RS
18226. 2 play R8
18227. 1 play W
18228. 0 play R8
18229. 2 take
18230. 1 play W red
18231. 0 play W yellow
18232. 2 play WPU
18233. 1 play WDT
18234. 0 play W
18235. 2 play R0
18236. 1 play WPU
18237. 0 play W
18238. 2 play RS
18239. 1 play W
18240. 0 play R3
18241. 2 play R5
18242. 1 play W+4
18243. 0 play WDT
18244. 2 play WPU
18245. 1 play W
18246. 0 play WDT
18247. 2 play RR
18248. 1 play WDT
18249. 0 play RPT
18250. 2 play W
18251. 1 play W
18252. 0 play WDT
18253. 2 play R4
18254. 1 play W+4
18255. 0 play RPT
18256. 2 play R4
18257. 1 play W+4
18258. 0 play RPT
18259. 2 play RPT
18260. 1 play W
18261. 0 take
18262. 2 play R3
18263. 0 play R3
18264. 2 play WPU
18265. 1 play WDT
18266. 0 play W
18267. 2 play R+2
18268. 1 take
18269. 0 play W+4 blue
18270. 2 accept
18271. 1 play B+2
18272. 2 play WPU
18273. 1 play WPU
18274. 0 play RPT
18275. 2 play W+4
18276. 1 play WPU
18277. 0 play RR
18278. 2 play R2
18279. 1 play RR
18280. 0 play R2
18281. 2 play R7
18282. 1 play W+4
18283. 0 play R5
18284. 2 play WDT
18285. 1 play W
18286. 0 play R0
18287. 2 play R8
18288. 1 play R+2
18289. 0 play W
18290. 2 play R6
18291. 1 play WDT
18292. 0 play RPT
18293. 2 play R8
18294. 1 play WDT
18295. 0 play RPT
18296. 2 play RS
18297. 1 take
18298. 0 play W+4 red
18299. 2 accept
18300. 1 play R2
18301. 0 play WPU
18302. 2 play W
18303. 1 play W+4
18304. 0 play G0
18305. 2 play WDT
18306. 1 play WDT
18307. 0 play G4
18308. 2 play W+4
18309. 1 play WPU
18310. 0 play WPU
18311. 2 play WDT
18312. 1 play WPU
18313. 0 play G1
18314. 2 play W+4
18315. 1 play W+4
18316. 0 play G1
18317. 2 play WDT
18318. 1 play W
18319. 0 play G+2
18320. 2 play W+4
18321. 1 play WDT
18322. 0 play G4
18323. 2 play WDT
18324. 1 play W
18325. 0 play GR
18326. 2 take
18327. 1 play WDT yellow 0,2
18328. 0 play W+4 green
18329. 2 challenge
18330. 2 play G+2
18331. 0 play GR
18332. 1 play RR
18333. 0 play R4
18334. 2 play R6
18335. 1 play R5
18336. 0 play WPU
18337. 2 play W+4
18338. 1 play RPT
18339. 0 play WPU
18340. 2 play R9
18341. 1 play R+2
18342. 0 play W
18343. 2 play WDT
18344. 1 play R7
18345. 0 play W
18346. 2 play W+4
18347. 1 play RR
18348. 0 play WDT
18349. 2 play R9
18350. 1 play RPT
18351. 0 play RS
18352. 2 play W
18353. 1 play R+2
18354. 0 play RPT
18355. 2 play W+4
18356. 1 play R5
18357. 0 play W
18358. 2 play WPU
18359. 1 play R2
18360. 0 play WDT
18361. 2 play W
18362. 1 play R1
18363. 0 play WDT
18364. 2 play W+4
18365. 1 play RS
18366. 0 play R4
18367. 2 play WDT
18368. 1 play RPT
18369. 0 play W
18370. 2 play W
18371. 1 play R8
18372. 0 play W
18373. 2 play WPU
18374. 1 play R0
18375. 0 play WDT
18376. 2 play W
18377. 1 play R6
18378. 0 play WDT
18379. 2 play WDT
18380. 1 play R8
18381. 0 play W
18382. 2 play W
18383. 1 take
18384. 0 draw
18385. 2 play WDT blue 0,2
18386. 1 play WDT green 0,1
18387. 0 play G+2
18388. 1 play W+4 green
18389. 0 challenge
18390. 0 play G3
18391. 2 play GPT
18392. 0 point 2
18393. 2 point 0
18394. 1 point 2
18395. 1 play WPU
18396. 0 play W
18397. 2 play R4
18398. 1 play R7
18399. 0 play W+4
18400. 2 play WDT
18401. 1 play R6
18402. 0 play WPU
18403. 2 play WDT
18404. 1 play R8
18405. 0 play R2
18406. 2 play WPU
18407. 1 play R7
18408. 0 take
18409. 2 play W+4 yellow
18410. 1 challenge
18411. 1 play Y8
18412. 0 play W+4 red
18413. 2 challenge
18414. 2 play W+4 green
18415. 1 accept
18416. 0 play G3
18417. 2 play GR
18418. 0 play G9
18419. 1 play R9
18420. 2 play W+4 blue
18421. 0 challenge
18422. 0 play B4
18423. 1 play WDT red 1,2
18424. 2 play W blue
18425. 0 play B2
18426. 1 play BPT
18427. 0 point 2
18428. 2 point 0
18429. 1 point 2
18430. 2 play YPT
18431. 2 point 0
18432. 0 point 1
18433. 1 point 0
18434. 0 play Y+2
18435. 2 play Y1
18436. 0 play W red
18437. 1 play W+4 blue
18438. 2 challenge
18439. 2 play B+2
18440. 1 play W+4 green
18441. 2 challenge
18442. 2 play WDT yellow 0,1
18443. 0 play W+4 blue
18444. 1 accept
18445. 2 draw
18446. 2 play B4
18447. 0 play WPU
18448. 1 play BPT
18449. 2 play WPU
18450. 0 play B6
18451. 1 play B3
18452. 2 play BR
18453. 0 play B2
18454. 1 play BR
18455. 2 play W+4
18456. 0 play B8
18457. 1 play W
18458. 2 play W
18459. 0 play B+2
18460. 1 play B8
18461. 2 play W
18462. 0 play B3
18463. 1 play WPU
18464. 2 take
18465. 0 play B4
18466. 1 play WDT blue 0,1
18467. 2 play B6
18468. 0 play WDT blue 0,2
18469. 1 play WPU
18470. 2 play W
18471. 0 play WDT
18472. 1 play YS
18473. 2 play W
18474. 0 play YS
18475. 1 play Y3
18476. 2 play WPU
18477. 0 play WDT
18478. 1 play Y7
18479. 2 play Y2
18480. 0 play W+4
18481. 1 play Y4
18482. 2 play W
18483. 0 play WPU
18484. 1 play W+4
18485. 2 play Y7
18486. 0 play W+4
18487. 1 play Y8
18488. 2 play WPU
18489. 0 play Y6
18490. 1 play WPU
18491. 2 play Y9
18492. 0 play Y+2
18493. 1 play YR
18494. 2 play W+4
18495. 0 play Y+2
18496. 1 play YPT
18497. 2 take
18498. 0 play WPU
18499. 1 play Y1
18500. 2 play YPT
18501. 0 take
18502. 1 play Y9
18503. 2 play Y2
18504. 0 play Y1
18505. 1 play W+4 red
18506. 2 challenge
18507. 2 play WDT yellow 0,1
18508. 0 play W+4 blue
18509. 1 accept
18510. 2 play WPU
18511. 0 play W+4
18512. 1 play B7
18513. 2 play BPT
18514. 0 play B6
18515. 1 play B7
18516. 2 play B3
18517. 0 play BS
18518. 1 play B6
18519. 2 play B2
18520. 0 play WDT
18521. 1 play B1
18522. 2 play B2
18523. 0 play BS
18524. 1 play B0
18525. 2 play B+2
18526. 0 play W+4
18527. 1 play W+4
18528. 2 play W
18529. 0 take
18530. 1 play B9
18531. 2 play Y9
18532. 0 play G9
18533. 1 play GR
18534. 0 play W+4 blue
18535. 2 challenge
18536. 2 play B8
18537. 1 play WDT green 0,1
18538. 0 play G8
18539. 2 play W+4 green
18540. 1 challenge
18541. 1 play WPU
18542. 0 play G6
18543. 2 play W+4
18544. 1 play G3
18545. 0 play G5
18546. 2 play W
18547. 1 play WPU
18548. 0 play GS
18549. 2 play G1
18550. 1 play W+4
18551. 0 play GS
18552. 2 play G9
18553. 1 play W+4
18554. 0 play WPU
18555. 2 play G4
18556. 1 play W
18557. 0 play WPU
18558. 2 play WPU
18559. 1 play WDT
18560. 0 play GPT
18561. 2 play WDT
18562. 1 play WPU
18563. 0 play G9
18564. 2 play W+4
18565. 1 play WPU
18566. 0 play GPT
18567. 2 play G4
18568. 1 play W
18569. 0 play W+4
18570. 2 play GR
18571. 1 play W+4
18572. 0 play G7
18573. 2 play W+4
18574. 1 play W
18575. 0 play G8
18576. 2 play G7
18577. 1 play W+4
18578. 0 play GPT
18579. 2 play W
18580. 1 play W
18581. 0 play G+2
18582. 2 play G0
18583. 1 play G+2
18584. 0 play G6
18585. 2 play G1
18586. 1 play W
18587. 0 play G5
18588. 2 play WPU
18589. 1 play WDT
18590. 0 play GPT
18591. 2 play W+4
18592. 1 play W
18593. 0 play G2
18594. 2 play WPU
18595. 1 play G3
18596. 0 play W
18597. 2 take
18598. 1 play WPU
18599. 0 play B7
18600. 2 play WDT
18601. 1 play W
18602. 0 play B+2
18603. 2 play WDT
18604. 1 play WDT
18605. 0 play BS
18606. 2 play W
18607. 1 play BPT
18608. 0 play W+4
18609. 2 play WPU
18610. 1 play B1
18611. 0 play B2
18612. 2 play BR
18613. 1 play W
18614. 0 play B3
18615. 2 play W
18616. 1 play B+2
18617. 0 play B1
18618. 2 play B3
18619. 1 play WDT
18620. 0 play B0
18621. 2 play B9
18622. 1 play WPU
18623. 0 play WDT
18624. 2 play B8
18625. 1 play B5
18626. 0 play B7
18627. 2 play W+4
18628. 1 play WDT
18629. 0 play WDT
18630. 2 play WDT
18631. 1 play B9
18632. 0 play BS
18633. 2 play W+4
18634. 1 play BPT
18635. 0 play B2
18636. 2 play W
18637. 1 play B5
18638. 0 play B6
18639. 2 play BR
18640. 1 play BPT
18641. 0 play B6
18642. 2 play W+4
18643. 1 play WDT
18644. 0 play B4
18645. 2 play W+4
18646. 1 play WDT
18647. 0 play BPT
18648. 2 play W+4
18649. 1 play WDT
18650. 0 play B4
18651. 2 play W
18652. 1 play W
18653. 0 take
18654. 2 play WPU
18655. 1 play W
18656. 0 play W+4
18657. 2 play W
18658. 1 play W
18659. 0 play W+4
18660. 2 play G0
18661. 1 play W
18662. 0 play W+4
18663. 2 play G9
18664. 1 play W
18665. 0 play WPU
18666. 2 play G5
18667. 1 take
18668. 0 play W green
18669. 2 play G1
18670. 1 play R1
18671. 0 play WPU
18672. 2 play W+4
18673. 1 play WPU
18674. 0 play R2
18675. 2 play WPU
18676. 1 play W+4
18677. 0 play WDT
18678. 2 play R5
18679. 1 play W+4
18680. 0 play R7
18681. 2 play WPU
18682. 1 play R9
18683. 0 play W
18684. 2 play W
18685. 1 play R4
18686. 0 play WPU
18687. 2 play W+4
18688. 1 play RR
18689. 0 play WDT
18690. 2 play WPU
18691. 1 play RPT
18692. 0 play WDT
18693. 2 play W
18694. 1 play RS
18695. 0 play WDT
18696. 2 play W+4
18697. 1 play R2
18698. 0 play R7
18699. 2 play W+4
18700. 1 play R0
18701. 0 play R4
18702. 2 play WPU
18703. 1 play R+2
18704. 0 play WDT
18705. 2 play W
18706. 1 play R5
18707. 0 play R6
18708. 2 play W
18709. 1 play W
18710. 0 play W+4
18711. 2 play RR
18712. 1 play R+2
18713. 0 play R9
18714. 2 play R3
18715. 1 play WDT
18716. 0 play W+4
18717. 2 play WPU
18718. 1 play R8
18719. 0 play R6
18720. 2 play WPU
18721. 1 play R1
18722. 0 play W+4
18723. 2 take
18724. 1 play RPT
18725. 2 point 0
18726. 0 point 1
18727. 1 point 2
18728. 0 play YPT
18729. 0 point 1
18730. 2 point 1
18731. 1 point 2
18732. 2 play YR
18733. 0 play WDT blue 1,2
18734. 1 play W green
18735. 2 play G5
18736. 0 play WPU
18737. 1 play W
18738. 2 play Y4
18739. 0 play W
18740. 1 play Y5
18741. 2 play Y3
18742. 0 play W
18743. 1 play W
18744. 2 play W
18745. 0 play WDT
18746. 1 play Y3
18747. 2 play W+4
18748. 0 play WDT
18749. 1 play Y6
18750. 2 play YS
18751. 0 play WDT
18752. 1 play WPU
18753. 2 play Y9
18754. 0 play WDT
18755. 1 play W
18756. 2 play WDT
18757. 0 play Y2
18758. 1 play Y0
18759. 2 play WDT
18760. 0 play WDT
18761. 1 play W+4
18762. 2 play Y+2
18763. 0 play W
18764. 1 play Y5
18765. 2 play Y1
18766. 0 play YPT
18767. 1 play Y2
18768. 2 play W+4
18769. 0 play W
18770. 1 play YPT
18771. 2 play W
18772. 0 play W
18773. 1 play YPT
18774. 2 play W
18775. 0 take
18776. 1 play YR
18777. 0 play Y6
18778. 2 play YS
18779. 0 play W+4 red
18780. 2 challenge
18781. 2 play RS
18782. 0 play BS
18783. 1 play RS
18784. 2 play R1
18785. 1 play W blue
18786. 0 draw
18787. 2 play WPU
18788. 1 play Y4
18789. 0 play YR
18790. 2 play Y6
18791. 1 play Y1
18792. 0 play WPU
18793. 2 play W+4
18794. 1 play Y8
18795. 0 play Y1
18796. 2 play W+4
18797. 1 play W+4
18798. 0 play Y6
18799. 2 play WDT
18800. 1 play Y9
18801. 0 play Y3
18802. 2 play WDT
18803. 1 take
18804. 0 play YS
18805. 1 play Y4
18806. 0 play Y9
18807. 2 play W red
18808. 1 play W+4 yellow
18809. 0 accept
18810. 2 play Y8
18811. 1 play Y1
18812. 0 play WDT yellow 0,1
18813. 2 play WDT yellow 0,2
18814. 1 play Y8
18815. 0 play Y5
18816. 2 play WDT red 1,2
18817. 1 play RPT
18818. 1 point 2
18819. 0 point 1
18820. 2 point 1
18821. 0 play W yellow
18822. 2 play WPU
18823. 1 play Y6
18824. 0 play WDT
18825. 2 play W
18826. 1 play YS
18827. 0 play Y3
18828. 2 play W
18829. 1 play WDT
18830. 0 play WPU
18831. 2 play WPU
18832. 1 play WDT
18833. 0 play YPT
18834. 2 play Y+2
18835. 1 play Y1
18836. 0 play Y+2
18837. 2 play WPU
18838. 1 play Y3
18839. 0 play Y4
18840. 2 play W
18841. 1 play Y6
18842. 0 play WDT
18843. 2 play W+4
18844. 1 play W+4
18845. 0 play WDT
18846. 2 play WPU
18847. 1 play WPU
18848. 0 play YS
18849. 2 play WPU
18850. 1 play Y9
18851. 0 play WDT
18852. 2 play Y7
18853. 1 play YR
18854. 0 play Y0
18855. 2 play WPU
18856. 1 play WPU
18857. 0 play YPT
18858. 2 play W+4
18859. 1 play YR
18860. 0 play WDT
18861. 2 play Y7
18862. 1 play W+4
18863. 0 play W+4
18864. 2 play W+4
18865. 1 take
18866. 0 play W red
18867. 2 play R2
18868. 2 play R2
18869. 1 play RPT
18870. 1 point 0
18871. 0 point 1
18872. 2 point 1
18873. 0 play R8
18874. 2 play R9
18875. 1 play WPU
18876. 0 play W
18877. 2 play WPU
18878. 1 play Y1
18879. 0 play W
18880. 2 play WPU
18881. 1 play YR
18882. 0 play WDT
18883. 2 play WPU
18884. 1 play Y7
18885. 0 play W+4
18886. 2 play W+4
18887. 1 play W
18888. 0 play YPT
18889. 2 play W+4
18890. 1 play Y0
18891. 0 play WDT
18892. 2 play W+4
18893. 1 play Y7
18894. 0 play W+4
18895. 2 take
18896. 1 play Y+2
18897. 2 play YR
18898. 0 play BR
18899. 2 play W+4 yellow
18900. 1 accept
18901. 0 play YPT
18902. 1 point 0
18903. 2 point 1
18904. 0 point 2
18905. 2 draw
18906. 2 play Y5
18907. 1 play W+4 green
18908. 0 accept
18909. 2 play G6
18910. 2 play G6
18911. 1 play G0
18912. 0 play G5
18913. 2 play WPU
18914. 1 play G5
18915. 0 play G2
18916. 2 play GPT
18917. 1 play W+4
18918. 0 play WDT
18919. 2 play WPU
18920. 1 play G9
18921. 0 play W
18922. 2 play GPT
18923. 1 play W
18924. 0 play W
18925. 2 play G7
18926. 1 play W
18927. 0 play W
18928. 2 play GS
18929. 1 play W+4
18930. 0 play W
18931. 2 play GS
18932. 1 play W+4
18933. 0 play W
18934. 2 play G8
18935. 1 play W+4
18936. 0 play W
18937. 2 play G2
18938. 1 play G8
18939. 0 play W
18940. 2 play G4
18941. 1 play WDT
18942. 0 play W
18943. 2 play W+4
18944. 1 play WDT
18945. 0 play WDT
18946. 2 play G+2
18947. 1 play W+4
18948. 0 take
18949. 2 play G1
18950. 1 play WPU
18951. 0 play WPU
18952. 2 play W
18953. 1 play WDT
18954. 0 play G2
18955. 2 play W+4
18956. 1 play WPU
18957. 0 play G2
18958. 2 play G9
18959. 1 play WPU
18960. 0 play G8
18961. 2 play GPT
18962. 1 play WDT
18963. 0 play G8
18964. 2 play GPT
18965. 1 play WDT
18966. 0 play G7
18967. 2 play W
18968. 1 play WDT
18969. 0 play W
18970. 2 play G3
18971. 1 play WPU
18972. 0 play W
18973. 2 play G3
18974. 1 play WPU
18975. 0 play GS
18976. 2 play W
18977. 1 play WPU
18978. 0 play W
18979. 2 play WPU
18980. 1 play WPU
18981. 0 play G5
18982. 2 play W+4
18983. 1 play WDT
18984. 0 play G5
18985. 2 play G4
18986. 1 play WDT
18987. 0 play GS
18988. 2 play W
18989. 1 play WPU
18990. 0 play W
18991. 2 play GR
18992. 1 take
18993. 0 play W yellow
18994. 2 play Y0
18995. 1 play WDT blue 0,1
18996. 0 play B8
18997. 0 play B8
18998. 2 draw
18999. 1 play Y8
19000. 0 play WDT green 1,2
19001. 2 play GR
19002. 0 play GPT
19003. 1 point 0
19004. 0 point 1
19005. 2 point 0
19006. 1 play WDT green 0,2
19007. 2 play WDT red 0,2
19008. 0 play R3
19009. 1 play Y3
19010. 2 play YPT
19011. 2 point 0
19012. 0 point 1
19013. 1 point 2
19014. 0 play RPT
19015. 1 point 2
19016. 0 point 2
19017. 2 point 1
19018. 1 play WPU
19019. 2 play W
19020. 0 play Y1
19021. 1 play Y4
19022. 2 play WDT
19023. 0 play Y2
19024. 1 play Y+2
19025. 2 play Y+2
19026. 0 play Y5
19027. 1 play W
19028. 2 play W+4
19029. 0 play W+4
19030. 1 play Y5
19031. 2 play W
19032. 0 play W+4
19033. 1 play YR
19034. 2 play YPT
19035. 0 play Y2
19036. 1 play YPT
19037. 2 play Y7
19038. 0 play W
19039. 1 play YPT
19040. 2 play Y1
19041. 0 play W
19042. 1 play Y4
19043. 2 play W+4
19044. 0 play W
19045. 1 play W+4
19046. 2 play Y7
19047. 0 play WDT
19048. 1 play W+4
19049. 2 play Y8
19050. 0 play WDT
19051. 1 play Y6
19052. 2 play Y8
19053. 0 play WDT
19054. 1 play Y6
19055. 2 take
19056. 0 draw
19057. 0 play WDT yellow 0,1
19058. 1 play Y3
19059. 2 play YR
19060. 1 play GR
19061. 2 play WDT blue 0,1
19062. 0 play B+2
19063. 2 play WDT blue 1,2
19064. 0 play B+2
19065. 2 play WDT blue 1,2
19066. 0 play B5
19067. 1 play WPU
19068. 2 play W
19069. 0 play B2
19070. 1 play W+4
19071. 2 play WPU
19072. 0 play B9
19073. 1 play B8
19074. 2 play W+4
19075. 0 play B4
19076. 1 play BS
19077. 2 play W
19078. 0 play B5
19079. 1 play WDT
19080. 2 play WDT
19081. 0 play B4
19082. 1 play WPU
19083. 2 play W
19084. 0 play BR
19085. 1 play WDT
19086. 2 play W+4
19087. 0 play BS
19088. 1 play WDT
19089. 2 play WDT
19090. 0 play BR
19091. 1 play WPU
19092. 2 play WDT
19093. 0 play B3
19094. 1 play W
19095. 2 play W+4
19096. 0 play B6
19097. 1 play W
19098. 2 play W
19099. 0 play B7
19100. 1 play W
19101. 2 play W+4
19102. 0 play B3
19103. 1 play WDT
19104. 2 play W
19105. 0 play B7
19106. 1 play WPU
19107. 2 play W+4
19108. 0 play B6
19109. 1 play WDT
19110. 2 play W
19111. 0 play B1
19112. 1 play WPU
19113. 2 play W+4
19114. 0 play B2
19115. 1 play WPU
19116. 2 play W
19117. 0 play BPT
19118. 1 play WPU
19119. 2 take
19120. 0 play W+4 blue
19121. 1 challenge
19122. 1 play W red
19123. 2 play R6
19124. 0 play R3
19125. 2 play R3
19126. 0 play WDT yellow 1,2
19127. 1 play WPU
19128. 2 play Y8
19129. 0 play Y0
19130. 1 play Y9
19131. 2 play Y8
19132. 0 play W
19133. 1 play WPU
19134. 2 play Y6
19135. 0 play Y3
19136. 1 play Y9
19137. 2 play WDT
19138. 0 play W
19139. 1 play YR
19140. 2 play Y2
19141. 0 play W+4
19142. 1 play YS
19143. 2 play W
19144. 0 play W+4
19145. 1 play YS
19146. 2 play Y6
19147. 0 play W+4
19148. 1 play WPU
19149. 2 play W
19150. 0 play W+4
19151. 1 play W
19152. 2 play Y+2
19153. 0 take
19154. 1 draw
19155. 2 play WDT yellow 1,2
19156. 0 play Y9
19157. 1 play G9
19158. 2 play R9
19159. 0 play RS
19160. 2 play R1
19161. 0 play R9
19162. 1 play W blue
19163. 2 play B4
19164. 0 play BPT
19165. 2 point 0
19166. 1 point 0
19167. 0 point 1
19168. 1 play WPU
19169. 2 play Y+2
19170. 0 play Y3
19171. 1 play W
19172. 2 play WDT
19173. 0 play W+4
19174. 1 take
19175. 2 play WPU
19176. 0 play B+2
19177. 1 play W
19178. 2 play B2
19179. 0 play W
19180. 1 play W+4
19181. 2 play B8
19182. 0 play W
19183. 1 play WDT
19184. 2 play BR
19185. 0 play WDT
19186. 1 play WDT
19187. 2 play B3
19188. 0 play W+4
19189. 1 take
19190. 2 play WPU
19191. 0 play RS
19192. 1 play W+4
19193. 2 play R6
19194. 0 play W
19195. 1 play W
19196. 2 play W+4
19197. 0 play WPU
19198. 1 play R8
19199. 2 play RR
19200. 0 play R2
19201. 1 play RPT
19202. 2 play W+4
19203. 0 play R1
19204. 1 play W+4
19205. 2 play RPT
19206. 0 play WPU
19207. 1 play RPT
19208. 2 play W
19209. 0 play W
19210. 1 play WPU
19211. 2 play W+4
19212. 0 play W+4
19213. 1 play WDT
19214. 2 play RR
19215. 0 play W+4
19216. 1 play WDT
19217. 2 play RPT
19218. 0 play W
19219. 1 play W
19220. 2 play R7
19221. 0 play R2
19222. 1 play W
19223. 2 play R0
19224. 0 take
19225. 1 play WDT red 1,2
19226. 2 play R+2
19227. 1 play WDT red 0,1
19228. 2 play W red
19229. 0 play WPU
19230. 1 play WDT
19231. 2 play WPU
19232. 0 play W
19233. 1 take
19234. 2 play W blue
19235. 0 play WPU
19236. 1 play YR
19237. 2 play WPU
19238. 0 play Y3
19239. 1 play WDT
19240. 2 play Y4
19241. 0 play WPU
19242. 1 play W
19243. 2 play W
19244. 0 play Y+2
19245. 1 play Y+2
19246. 2 play WDT
19247. 0 play Y6
19248. 1 play Y3
19249. 2 play YPT
19250. 0 play Y2
19251. 1 play WPU
19252. 2 play Y1
19253. 0 play YS
19254. 1 take
19255. 2 play WDT blue 0,1
19256. 0 play B1
19257. 1 play W+4 blue
19258. 2 challenge
19259. 2 play B6
19260. 0 play WDT green 0,2
19261. 1 play G3
19262. 2 play GPT
19263. 0 point 1
19264. 2 point 0
19265. 1 point 2
19266. 0 play W red
19267. 1 play WPU
19268. 2 play W
19269. 0 play B0
19270. 1 play B8
19271. 2 play B8
19272. 0 play WDT
19273. 1 play B2
19274. 2 play W
19275. 0 play WPU
19276. 1 play B3
19277. 2 play B7
19278. 0 play WDT
19279. 1 play WPU
19280. 2 play BR
19281. 0 play B4
19282. 1 play WPU
19283. 2 play BPT
19284. 0 play WPU
19285. 1 play B+2
19286. 2 play B2
19287. 0 play W+4
19288. 1 play BPT
19289. 2 play B9
19290. 0 play WDT
19291. 1 play WDT
19292. 2 play B3
19293. 0 play B9
19294. 1 play WDT
19295. 2 play B5
19296. 0 play BPT
19297. 1 play WDT
19298. 2 play B6
19299. 0 play BPT
19300. 1 play BR
19301. 2 play BS
19302. 0 play WPU
19303. 1 play W
19304. 2 play W+4
19305. 0 play W+4
19306. 1 play B+2
19307. 2 play WPU
19308. 0 play B5
19309. 1 play W
19310. 2 play B7
19311. 0 play W
19312. 1 take
19313. 2 play W blue
19314. 0 play W red
19315. 1 play W blue
19316. 2 play B1
19317. 0 play W green
19318. 1 play WDT red 1,2
19319. 2 play WDT green 0,1
19320. 0 draw
19321. 0 play WDT yellow 0,2
19322. 1 play Y4
19323. 2 play Y4
19324. 0 play YR
19325. 2 play W+4 blue
19326. 1 accept
19327. 0 play W+4 yellow
19328. 2 challenge
19329. 2 play Y1
19330. 1 play G1
19331. 0 play W+4 red
19332. 2 challenge
19333. 2 draw
19334. 2 play W red
19335. 1 play WPU
19336. 0 play W
19337. 2 play WPU
19338. 1 play Y9
19339. 0 play YR
19340. 2 play W+4
19341. 1 play Y6
19342. 0 play W+4
19343. 2 play Y5
19344. 1 play YS
19345. 0 play YS
19346. 2 play Y4
19347. 1 play YR
19348. 0 play W+4
19349. 2 play YPT
19350. 1 play Y1
19351. 0 play Y6
19352. 2 play W
19353. 1 play WPU
19354. 0 play Y9
19355. 2 play W
19356. 1 play Y+2
19357. 0 play WDT
19358. 2 play YPT
19359. 1 play YPT
19360. 0 play Y8
19361. 2 play W
19362. 1 play Y3
19363. 0 play Y8
19364. 2 play WDT
19365. 1 play Y+2
19366. 0 play Y0
19367. 2 play WPU
19368. 1 play W+4
19369. 0 play WDT
19370. 2 play Y7
19371. 1 play WPU
19372. 0 play WPU
19373. 2 play WDT
19374. 1 play Y2
19375. 0 play W
19376. 2 play YPT
19377. 1 play W+4
19378. 0 play WDT
19379. 2 play Y5
19380. 1 play Y3
19381. 0 play WDT
19382. 2 play W+4
19383. 1 play WPU
19384. 0 play W
19385. 2 play Y7
19386. 1 play WDT
19387. 0 play W+4
19388. 2 play W
19389. 1 play WPU
19390. 0 play W
19391. 2 play Y2
19392. 1 play W
19393. 0 play W
19394. 2 play WPU
19395. 1 play WPU
19396. 0 take
19397. 2 play WDT red 1,2
19398. 1 play W+4 green
19399. 0 accept
19400. 2 play GPT
19401. 1 point 0
19402. 0 point 1
19403. 2 point 0
19404. 1 play G9
19405. 0 play GPT
19406. 1 point 2
19407. 2 point 1
19408. 0 point 1
19409. 2 play W+4 yellow
19410. 1 accept
19411. 0 play Y8
19412. 2 play W+4 yellow
19413. 1 challenge
19414. 0 play W red
19415. 2 play R+2
19416. 0 play R7
19417. 2 play R4
19418. 1 play RS
19419. 2 play R7
19420. 1 play WDT red 0,2
19421. 0 play R8
19422. 2 play R9
19423. 1 play WPU
19424. 0 play RS
19425. 2 play R8
19426. 1 play W+4
19427. 0 play RPT
19428. 2 play R5
19429. 1 play W+4
19430. 0 play W+4
19431. 2 play R5
19432. 1 play W+4
19433. 0 play W
19434. 2 play R4
19435. 1 play WPU
19436. 0 play R1
19437. 2 take
19438. 1 play W green
19439. 0 play W+4 yellow
19440. 2 challenge
19441. 2 play W red
19442. 1 play W+4 blue
19443. 0 challenge
19444. 0 play WPU
19445. 2 play B4
19446. 1 play BS
19447. 0 play WDT
19448. 2 play WPU
19449. 1 play B0
19450. 0 play B1
19451. 2 play W+4
19452. 1 play WPU
19453. 0 play W
19454. 2 play WDT
19455. 1 play B2
19456. 0 play W
19457. 2 play BS
19458. 1 play B2
19459. 0 play WDT
19460. 2 play W
19461. 1 play B9
19462. 0 play WPU
19463. 2 play W+4
19464. 1 play B1
19465. 0 play WDT
19466. 2 play W+4
19467. 1 play B4
19468. 0 play W
19469. 2 play W+4
19470. 1 play W+4
19471. 0 play W+4
19472. 2 take
19473. 1 play B3
19474. 0 play W blue
19475. 2 play B1
19476. 2 play B1
19477. 1 play B9
19478. 0 play WDT blue 0,2
19479. 2 play WDT green 0,2
19480. 1 play G6
19481. 0 play R6
19482. 2 play R5
19483. 1 play WDT green 0,1
19484. 0 play G+2
19485. 1 play G5
19486. 0 play G3
19487. 2 play W blue
19488. 1 play BR
19489. 2 play WPU
19490. 0 play R9
19491. 1 play W
19492. 2 play R+2
19493. 0 play RPT
19494. 1 play W
19495. 2 play W+4
19496. 0 play W
19497. 1 play WDT
19498. 2 play RPT
19499. 0 play R0
19500. 1 play WDT
19501. 2 play WPU
19502. 0 play R1
19503. 1 play W
19504. 2 play RS
19505. 0 play W
19506. 1 play W
19507. 2 play R1
19508. 0 play WDT
19509. 1 play W
19510. 2 play WDT
19511. 0 play R8
19512. 1 play R3
19513. 2 play R9
19514. 0 play W
19515. 1 play R3
19516. 2 play W+4
19517. 0 play R+2
19518. 1 play W
19519. 2 play WDT
19520. 0 play W
19521. 1 take
19522. 2 play W yellow
19523. 0 play W+4 red
19524. 1 accept
19525. 2 play WDT yellow 1,2
19526. 0 play Y6
19527. 1 play W green
19528. 2 play G1
19529. 0 play G4
19530. 1 play G9
19531. 2 play G+2
19532. 1 play G7
19533. 2 play G6
19534. 1 play G6
19535. 2 play W red
19536. 0 play RPT
19537. 1 point 0
19538. 0 point 2
19539. 2 point 0
19540. 1 play R9
19541. 1 play R9
19542. 2 play W+4 yellow
19543. 0 challenge
19544. 0 play WPU
19545. 1 play W
19546. 2 play G4
19547. 0 play G0
19548. 1 play G2
19549. 2 play W
19550. 0 play GR
19551. 1 play WDT
19552. 2 play W+4
19553. 0 play W+4
19554. 1 play W+4
19555. 2 play WPU
19556. 0 play WDT
19557. 1 play G2
19558. 2 play WPU
19559. 0 play WPU
19560. 1 play W
19561. 2 play W
19562. 0 play W
19563. 1 play G5
19564. 2 play W
19565. 0 play GR
19566. 1 play G3
19567. 2 play W+4
19568. 0 play WPU
19569. 1 play WDT
19570. 2 play G7
19571. 0 play WDT
19572. 1 play WDT
19573. 2 play W
19574. 0 play G3
19575. 1 play GS
19576. 2 play W+4
19577. 0 play G1
19578. 1 play G4
19579. 2 play W+4
19580. 0 play WPU
19581. 1 play WDT
19582. 2 take
19583. 0 play WPU
19584. 1 play GPT
19585. 2 play WPU
19586. 0 play WDT
19587. 1 play GPT
19588. 2 play GR
19589. 0 play W
19590. 1 play GPT
19591. 2 play G7
19592. 0 play WDT
19593. 1 play W
19594. 2 play WDT
19595. 0 play WDT
19596. 1 play G8
19597. 2 play G4
19598. 0 play G9
19599. 1 play WDT
19600. 2 play G+2
19601. 0 play WPU
19602. 1 play W+4
19603. 2 play WPU
19604. 0 play W+4
19605. 1 play WDT
19606. 2 play W+4
19607. 0 play WPU
19608. 1 play GS
19609. 2 play G4
19610. 0 play WPU
19611. 1 play WPU
19612. 2 play G1
19613. 0 play W+4
19614. 1 play GPT
19615. 2 play WPU
19616. 0 play W+4
19617. 1 play W
19618. 2 play W+4
19619. 0 play W+4
19620. 1 play G8
19621. 2 play G5
19622. 0 take
19623. 1 play W yellow
19624. 2 play Y6
19625. 0 play Y0
19626. 1 play Y1
19627. 2 play WDT blue 1,2
19628. 0 play WDT green 0,2
19629. 1 play W yellow
19630. 2 play WPU
19631. 0 play W+4
19632. 1 play W
19633. 2 play W+4
19634. 0 play G4
19635. 1 play W
19636. 2 play W+4
19637. 0 play GR
19638. 1 play W
19639. 2 play GR
19640. 0 play G7
19641. 1 take
19642. 2 play W+4 yellow
19643. 0 challenge
19644. 0 play Y9
19645. 1 play W blue
19646. 2 play BS
19647. 1 play BR
19648. 0 play W+4 blue
19649. 2 challenge
19650. 2 play B2
19651. 1 play B5
19652. 0 play G5
19653. 2 play G5
19654. 1 play GR
19655. 2 play G2
19656. 0 play W red
19657. 1 play R+2
19658. 0 play R2
19659. 1 play W blue
19660. 2 play B4
19661. 0 play G4
19662. 1 play W red
19663. 2 play WPU
19664. 0 play G+2
19665. 1 play WDT
19666. 2 play GS
19667. 0 play GS
19668. 1 play W+4
19669. 2 play WPU
19670. 0 play G6
19671. 1 play WPU
19672. 2 play G2
19673. 0 play G1
19674. 1 play G7
19675. 2 play WDT
19676. 0 play GPT
19677. 1 play W+4
19678. 2 play WDT
19679. 0 play W
19680. 1 play G4
19681. 2 play G0
19682. 0 play W+4
19683. 1 play G9
19684. 2 play G6
19685. 0 play W+4
19686. 1 play GR
19687. 2 play W+4
19688. 0 play G+2
19689. 1 play W+4
19690. 2 play W
19691. 0 play WDT
19692. 1 take
19693. 2 play WDT yellow 0,2
19694. 0 play Y4
19695. 1 play W blue
19696. 2 play W red
19697. 0 play RS
19698. 2 play W red
19699. 0 play WPU
19700. 1 play R1
19701. 2 play R4
19702. 0 play WDT
19703. 1 play RS
19704. 2 play R9
19705. 0 play WDT
19706. 1 play WDT
19707. 2 play WDT
19708. 0 play R9
19709. 1 play RPT
19710. 2 play R8
19711. 0 play R6
19712. 1 play RPT
19713. 2 play R5
19714. 0 play W+4
19715. 1 play WDT
19716. 2 play WDT
19717. 0 play W+4
19718. 1 play R3
19719. 2 play R4
19720. 0 play WDT
19721. 1 play R+2
19722. 2 play W
19723. 0 play R2
19724. 1 play WDT
19725. 2 play W
19726. 0 play W
19727. 1 play W
19728. 2 play W
19729. 0 play WPU
19730. 1 play WDT
19731. 2 play W
19732. 0 play RR
19733. 1 play R3
19734. 2 play W
19735. 0 play WDT
19736. 1 play R1
19737. 2 play W
19738. 0 play RPT
19739. 1 play R0
19740. 2 take
19741. 0 play W+4 yellow
19742. 1 challenge
19743. 1 play W+4 blue
19744. 2 challenge
19745. 2 play W+4 yellow
19746. 0 accept
19747. 1 play Y8
19748. 0 play Y8
19749. 1 play W+4 yellow
19750. 2 accept
19751. 0 play WDT red 1,2
19752. 1 play R5
19753. 2 play WDT red 1,2
19754. 0 play WPU
19755. 1 play Y9
19756. 2 play WDT
19757. 0 play Y9
19758. 1 play WPU
19759. 2 play Y1
19760. 0 play YR
19761. 1 play W+4
19762. 2 play Y6
19763. 0 play Y5
19764. 1 play W+4
19765. 2 play W+4
19766. 0 play Y1
19767. 1 play WPU
19768. 2 play W+4
19769. 0 play WPU
19770. 1 play W+4
19771. 2 play Y0
19772. 0 play Y4
19773. 1 play W+4
19774. 2 play W+4
19775. 0 play Y5
19776. 1 take
19777. 2 play W+4 blue
19778. 0 accept
19779. 1 play B1
19780. 2 play WPU
19781. 0 play W+4
19782. 1 play WDT
19783. 2 play B9
19784. 0 play B1
19785. 1 play B7
19786. 2 play WDT
19787. 0 play BR
19788. 1 play B+2
19789. 2 play W
19790. 0 play B4
19791. 1 play WPU
19792. 2 play B5
19793. 0 play WPU
19794. 1 play B8
19795. 2 play WPU
19796. 0 play W+4
19797. 1 play B6
19798. 2 play B0
19799. 0 play W+4
19800. 1 play BPT
19801. 2 play B3
19802. 0 play WDT
19803. 1 play B+2
19804. 2 play WPU
19805. 0 play WPU
19806. 1 play B8
19807. 2 play W
19808. 0 play B2
19809. 1 play B7
19810. 2 play B2
19811. 0 play W
19812. 1 play BS
19813. 2 play BS
19814. 0 play W
19815. 1 play B5
19816. 2 play WDT
19817. 0 play WPU
19818. 1 play B9
19819. 2 play B4
19820. 0 play W
19821. 1 play W+4
19822. 2 play W
19823. 0 play WPU
19824. 1 play B6
19825. 2 play W
19826. 0 play W
19827. 1 play BPT
19828. 2 play W
19829. 0 play BR
19830. 1 play BPT
19831. 2 play W
19832. 0 play WPU
19833. 1 play BPT
19834. 2 play WDT
19835. 0 play WPU
19836. 1 play W+4
19837. 2 play WDT
19838. 0 take
19839. 1 play WPU
19840. 2 play W
19841. 0 play B5
19842. 1 play B3
19843. 2 play WDT
19844. 0 play B3
19845. 1 play W+4
19846. 2 play W
19847. 0 play B7
19848. 1 play W+4
19849. 2 play W
19850. 0 play B8
19851. 1 play W+4
19852. 2 play W
19853. 0 play B4
19854. 1 play W+4
19855. 2 play WDT
19856. 0 play BS
19857. 1 play WPU
19858. 2 play W
19859. 0 play B4
19860. 1 play W+4
19861. 2 play W
19862. 0 play WPU
19863. 1 take
19864. 2 play WDT green 0,1
19865. 0 play GPT
19866. 2 point 0
19867. 0 point 2
19868. 1 point 2
19869. 1 play G2
19870. 2 play G5
19871. 0 play G1
19872. 1 play W+4 blue
19873. 2 accept
19874. 0 play B+2
19875. 2 play R+2
19876. 1 play G+2
19877. 0 play W+4 red
19878. 1 challenge
19879. 1 play W+4 yellow
19880. 2 accept
19881. 0 play W red
19882. 1 play R8
19883. 2 play R1
19884. 0 play W+4 yellow
19885. 1 accept
19886. 2 play WPU
19887. 0 play YR
19888. 1 play Y8
19889. 2 play W+4
19890. 0 play Y3
19891. 1 play Y0
19892. 2 play WDT
19893. 0 play W
19894. 1 play Y6
19895. 2 play WDT
19896. 0 play WPU
19897. 1 play Y5
19898. 2 take
19899. 0 play Y8
19900. 1 play YR
19901. 0 play WDT yellow 0,1
19902. 2 play W yellow
19903. 1 play Y1
19904. 0 play Y3
19905. 2 play WPU
19906. 1 play Y1
19907. 0 play Y7
19908. 2 play Y8
19909. 1 play W
19910. 0 play W
19911. 2 play W+4
19912. 1 play WPU
19913. 0 play Y4
19914. 2 play WDT
19915. 1 play Y9
19916. 0 play Y6
19917. 2 play Y5
19918. 1 play Y4
19919. 0 play Y7
19920. 2 play W+4
19921. 1 play W+4
19922. 0 play W
19923. 2 play Y6
19924. 1 play WPU
19925. 0 play WDT
19926. 2 play Y3
19927. 1 play WPU
19928. 0 play YS
19929. 2 play YR
19930. 1 play Y5
19931. 0 play Y+2
19932. 2 play Y0
19933. 1 play W
19934. 0 play WPU
19935. 2 play WDT
19936. 1 play WDT
19937. 0 play WDT
19938. 2 take
19939. 1 play Y9
19940. 0 play G9
19941. 2 play W+4 green
19942. 1 accept
19943. 0 play W+4 green
19944. 2 accept
19945. 1 play G7
19946. 0 play G+2
19947. 1 play G4
19948. 0 play G8
19949. 2 play G3
19950. 1 play B3
19951. 0 play B8
19952. 1 play B8
19953. 0 play B9
19954. 2 play Y9
19955. 1 play YR
19956. 2 play Y0
19957. 0 play YS
19958. 2 play WDT blue 0,1
19959. 0 play WDT red 1,2
19960. 1 play R8
19961. 2 play W yellow
19962. 0 play Y3
19963. 2 play Y3
19964. 0 play WDT red 0,1
19965. 1 play WPU
19966. 2 play W+4
19967. 0 play W
19968. 1 play WDT
19969. 2 play G5
19970. 0 play G9
19971. 1 play GR
19972. 2 play WPU
19973. 0 play GPT
19974. 1 play G5
19975. 2 play WPU
19976. 0 play GPT
19977. 1 play G9
19978. 2 play W
19979. 0 play G4
19980. 1 play G2
19981. 2 play W
19982. 0 play G8
19983. 1 play W+4
19984. 2 play G1
19985. 0 play WPU
19986. 1 play G1
19987. 2 play G3
19988. 0 play W+4
19989. 1 play G+2
19990. 2 play G7
19991. 0 play W+4
19992. 1 play G6
19993. 2 play WDT
19994. 0 play G7
19995. 1 play G6
19996. 2 play GPT
19997. 0 play W+4
19998. 1 play GR
19999. 2 play G2
20000. 0 play W
20001. 1 play W+4
20002. 2 play WPU
20003. 0 play WPU
20004. 1 play GS
20005. 2 play W+4
20006. 0 play WPU
20007. 1 play W+4
20008. 2 play W
20009. 0 play WDT
20010. 1 play G0
20011. 2 play W+4
20012. 0 play WPU
20013. 1 play GPT
20014. 2 play W+4
20015. 0 play WDT
20016. 1 play W
20017. 2 play WDT
20018. 0 play WDT
20019. 1 play W
20020. 2 play WDT
20021. 0 play WPU
20022. 1 play GS
20023. 2 play WDT
20024. 0 play W
20025. 1 play W+4
20026. 2 play WPU
20027. 0 play WPU
20028. 1 play W+4
20029. 2 play WDT
20030. 0 play W
20031. 1 play W
20032. 2 take
20033. 0 play WPU
20034. 1 play R1
20035. 2 play R1
20036. 0 play R+2
20037. 1 play W
20038. 2 play R0
20039. 0 play W
20040. 1 play W
20041. 2 play R3
20042. 0 play RPT
20043. 1 play W
20044. 2 play R4
20045. 0 play W
20046. 1 take
20047. 2 play R4
20048. 0 play R7
20049. 1 play B7
20050. 2 play WPU
20051. 0 play Y9
20052. 1 play Y1
20053. 2 play Y7
20054. 0 play YPT
20055. 1 play W
20056. 2 play Y8
20057. 0 play Y2
20058. 1 play W
20059. 2 play Y6
20060. 0 play Y+2
20061. 1 play W
20062. 2 play Y5
20063. 0 play Y2
20064. 1 play W
20065. 2 play Y1
20066. 0 play YPT
20067. 1 play W
20068. 2 play Y8
20069. 0 play YPT
20070. 1 take
20071. 2 play YR
20072. 1 play Y6
20073. 0 play B6
20074. 2 play WPU
20075. 1 play W
20076. 0 take
20077. 2 play G2
20078. 1 play Y2
20079. 0 play YPT
20080. 1 point 2
20081. 0 point 2
20082. 2 point 0
20083. 2 play WPU
20084. 1 play B3
20085. 0 play WDT
20086. 2 play W
20087. 1 play W
20088. 0 play B5
20089. 2 play W
20090. 1 play W
20091. 0 play BPT
20092. 2 play B8
20093. 1 play B4
20094. 0 play B9
20095. 2 play WPU
20096. 1 play BS
20097. 0 play W
20098. 2 play W+4
20099. 1 play B4
20100. 0 play B0
20101. 2 play W+4
20102. 1 play W
20103. 0 play B+2
20104. 2 play W
20105. 1 play W
20106. 0 play BS
20107. 2 play W
20108. 1 play B5
20109. 0 play B2
20110. 2 play WPU
20111. 1 take
20112. 0 play B6
20113. 2 play WPU
20114. 1 play WPU
20115. 0 play W
20116. 2 play Y4
20117. 1 play Y1
20118. 0 take
20119. 2 play Y5
20120. 1 play Y2
20121. 0 play Y1
20122. 2 play Y4
20123. 1 play Y+2
20124. 2 play R+2
20125. 0 play R5
20126. 2 play R3
20127. 1 play R3
20128. 0 play RS
20129. 1 play R1
20130. 0 play WPU
20131. 2 play G7
20132. 1 play WDT
20133. 0 play W
20134. 2 play G8
20135. 1 play W
20136. 0 play WDT
20137. 2 play G+2
20138. 1 play WDT
20139. 0 play G8
20140. 2 play W+4
20141. 1 play W
20142. 0 take
20143. 2 play GR
20144. 0 play BR
20145. 2 play RR
20146. 0 play R6
20147. 1 play R4
20148. 2 play R6
20149. 0 play RR
20150. 2 play WPU
20151. 1 play Y5
20152. 0 play Y4
20153. 2 play WDT
20154. 1 play Y7
20155. 0 play W+4
20156. 2 play Y+2
20157. 1 play W+4
20158. 0 play WDT
20159. 2 play W+4
20160. 1 play Y8
20161. 0 play Y3
20162. 2 play YR
20163. 1 play Y9
20164. 0 play WDT
20165. 2 play Y7
20166. 1 play Y8
20167. 0 play W
20168. 2 play YS
20169. 1 play WPU
20170. 0 play YS
20171. 2 play WDT
20172. 1 play Y1
20173. 0 play W
20174. 2 play W
20175. 1 play W+4
20176. 0 play WDT
20177. 2 play W
20178. 1 play W
20179. 0 play W
20180. 2 play Y6
20181. 1 play YPT
20182. 0 take
20183. 2 play WPU
20184. 1 play YPT
20185. 0 play YR
20186. 2 play WDT
20187. 1 play Y0
20188. 0 play Y1
20189. 2 play WDT
20190. 1 play YPT
20191. 0 play Y+2
20192. 2 play WDT
20193. 1 play W
20194. 0 play Y6
20195. 2 play W
20196. 1 play W
20197. 0 play WPU
20198. 2 play WPU
20199. 1 play W
20200. 0 play Y3
20201. 2 play W
20202. 1 play W
20203. 0 play W+4
20204. 2 play W+4
20205. 1 play W
20206. 0 play W
20207. 2 play W+4
20208. 1 play W
20209. 0 play Y7
20210. 2 play WPU
20211. 1 take
20212. 0 play WDT red 1,2
20213. 2 play R2
20214. 1 play R0
20215. 0 play W blue
20216. 2 play W+4 yellow
20217. 1 accept
20218. 0 play Y5
20219. 2 play G5
20220. 1 play B5
20221. 0 play B7
20222. 2 play WDT green 0,2
20223. 1 play G+2
20224. 2 play G2
20225. 1 play B2
20226. 0 play B9
20227. 2 play W blue
20228. 1 play B5
20229. 0 play B2
20230. 2 play W green
20231. 1 play WPU
20232. 0 play G8
20233. 2 play G6
20234. 1 play W+4
20235. 0 play G+2
20236. 2 play G4
20237. 1 play WDT
20238. 0 play G8
20239. 2 play G6
20240. 1 play WDT
20241. 0 play G7
20242. 2 play GS
20243. 1 play WPU
20244. 0 play WDT
20245. 2 play GR
20246. 1 play WPU
20247. 0 play G4
20248. 2 play WPU
20249. 1 play WPU
20250. 0 play WDT
20251. 2 play G5
20252. 1 play WDT
20253. 0 play WDT
20254. 2 play W
20255. 1 play W
20256. 0 play WDT
20257. 2 play G3
20258. 1 play W
20259. 0 play W
20260. 2 play W+4
20261. 1 play W+4
20262. 0 play W
20263. 2 play WPU
20264. 1 play W
20265. 0 play W
20266. 2 play G9
20267. 1 play W
20268. 0 play W+4
20269. 2 play W+4
20270. 1 play W+4
20271. 0 play W
20272. 2 play G7
20273. 1 play W
20274. 0 play W+4
20275. 2 play W+4
20276. 1 play W
20277. 0 play W+4
20278. 2 play G0
20279. 1 play W
20280. 0 take
20281. 2 play WPU
20282. 1 play Y0
20283. 0 play WDT
20284. 2 play W+4
20285. 1 play Y+2
20286. 0 play YPT
20287. 2 play W+4
20288. 1 play Y6
20289. 0 play Y4
20290. 2 play WDT
20291. 1 play Y1
20292. 0 play Y8
20293. 2 play WDT
20294. 1 play Y9
20295. 0 play W
20296. 2 play WDT
20297. 1 play YR
20298. 0 play WPU
20299. 2 take
20300. 1 play W blue
20301. 0 play BR
20302. 1 play B9
20303. 2 play R9
20304. 0 play R7
20305. 1 play R1
20306. 2 play W blue
20307. 0 play B1
20308. 1 play B8
20309. 2 play Y8
20310. 0 play G8
20311. 1 draw
20312. 2 play W+4 yellow
20313. 0 challenge
20314. 0 play WPU
20315. 1 play R8
20316. 2 play R3
20317. 0 play WDT
20318. 1 play R+2
20319. 2 play R8
20320. 0 play R1
20321. 1 play R4
20322. 2 play RPT
20323. 0 play R5
20324. 1 play RPT
20325. 2 play W+4
20326. 0 play WDT
20327. 1 play RR
20328. 2 play RS
20329. 0 play WDT
20330. 1 play W
20331. 2 play R5
20332. 0 play R0
20333. 1 take
20334. 2 play WPU
20335. 0 play RS
20336. 1 play R8
20337. 2 play RPT
20338. 0 play W
20339. 1 play RPT
20340. 2 play WPU
20341. 0 play W+4
20342. 1 play R3
20343. 2 play R2
20344. 0 play WDT
20345. 1 play R5
20346. 2 play R6
20347. 0 play WDT
20348. 1 play R0
20349. 2 play R9
20350. 0 play WDT
20351. 1 play W+4
20352. 2 play WDT
20353. 0 play W+4
20354. 1 play W
20355. 2 play WDT
20356. 0 play W+4
20357. 1 play R5
20358. 2 play WDT
20359. 0 play W
20360. 1 play WDT
20361. 2 play R2
20362. 0 play WPU
20363. 1 play RS
20364. 2 play RPT
20365. 0 play W+4
20366. 1 play R8
20367. 2 play WDT
20368. 0 play W+4
20369. 1 play R1
20370. 2 play WDT
20371. 0 play W+4
20372. 1 play R4
20373. 2 take
20374. 0 play W+4 blue
20375. 1 challenge
20376. 1 play B0
20377. 2 play Y0
20378. 0 play W+4 red
20379. 1 accept
20380. 2 play R6
20381. 0 play W+4 blue
20382. 1 accept
20383. 2 play W+4 yellow
20384. 0 challenge
20385. 0 play Y7
20386. 1 play WDT green 0,2
20387. 2 play W blue
20388. 0 play B5
20389. 1 play B8
20390. 2 play WPU
20391. 0 play W+4
20392. 1 play B7
20393. 2 play WPU
20394. 0 play BPT
20395. 1 play B3
20396. 2 play B5
20397. 0 play BPT
20398. 1 play B3
20399. 2 play W+4
20400. 0 play BR
20401. 1 play B6
20402. 2 play W
20403. 0 play W
20404. 1 play B4
20405. 2 play WDT
20406. 0 play WDT
20407. 1 play BPT
20408. 2 play W
20409. 0 play B1
20410. 1 play B+2
20411. 2 play B6
20412. 0 play BPT
20413. 1 play WDT
20414. 2 play W+4
20415. 0 play WPU
20416. 1 play B4
20417. 2 play W+4
20418. 0 play W
20419. 1 play BS
20420. 2 play W+4
20421. 0 play WPU
20422. 1 play BS
20423. 2 play WPU
20424. 0 play WPU
20425. 1 take
20426. 2 play W+4 red
20427. 0 accept
20428. 1 play R7
20429. 2 play W yellow
20430. 0 play Y6
20431. 2 play Y6
20432. 0 play Y3
20433. 1 play WDT red 1,2
20434. 2 play R1
20435. 0 play W red
20436. 1 play RR
20437. 0 play WPU
20438. 2 play W+4
20439. 1 play WDT
20440. 0 play WPU
20441. 2 play W
20442. 1 play W+4
20443. 0 play B9
20444. 2 play WDT
20445. 1 play W+4
20446. 0 play W
20447. 2 play W+4
20448. 1 play B9
20449. 0 play B2
20450. 2 play WPU
20451. 1 play B6
20452. 0 play W
20453. 2 play WDT
20454. 1 play WDT
20455. 0 play W
20456. 2 play WDT
20457. 1 play B+2
20458. 0 play B7
20459. 2 play WDT
20460. 1 play W+4
20461. 0 play B+2
20462. 2 play WPU
20463. 1 play BPT
20464. 0 play W
20465. 2 play WDT
20466. 1 play W
20467. 0 play W
20468. 2 play WDT
20469. 1 play B7
20470. 0 play W
20471. 2 play WDT
20472. 1 play B5
20473. 0 play W
20474. 2 play WDT
20475. 1 play BS
20476. 0 take
20477. 2 draw
20478. 1 play B6
20479. 0 play B8
20480. 2 play R8
20481. 1 play R4
20482. 0 play W green
20483. 2 play G+2
20484. 0 play W+4 red
20485. 2 accept
20486. 1 play W blue
20487. 0 play B+2
20488. 1 play R+2
20489. 2 play R9
20490. 1 play R7
20491. 0 play R8
20492. 2 play R8
20493. 1 play W yellow
20494. 0 play Y8
20495. 2 play Y4
20496. 0 play Y4
20497. 2 play YPT
20498. 1 point 0
20499. 0 point 2
20500. 2 point 1
20501. 1 play BPT
20502. 1 point 2
20503. 0 point 1
20504. 2 point 1
20505. 0 play BS
20506. 1 play W blue
20507. 0 play B6
20508. 2 draw
20509. 2 play WDT yellow 1,2
20510. 1 play WPU
20511. 0 play W
20512. 2 play R4
20513. 1 play W+4
20514. 0 play W+4
20515. 2 play W
20516. 1 play WPU
20517. 0 play WDT
20518. 2 play R3
20519. 1 play RR
20520. 0 play WDT
20521. 2 play R9
20522. 1 play WPU
20523. 0 play WDT
20524. 2 play R5
20525. 1 play R1
20526. 0 play W+4
20527. 2 play R6
20528. 1 play W+4
20529. 0 play W
20530. 2 play RS
20531. 1 play RPT
20532. 0 play W+4
20533. 2 play R5
20534. 1 play R+2
20535. 0 play WDT
20536. 2 play W+4
20537. 1 play W
20538. 0 play WPU
20539. 2 play R0
20540. 1 play R6
20541. 0 play WPU
20542. 2 play R2
20543. 1 play W+4
20544. 0 play W+4
20545. 2 play RPT
20546. 1 play WPU
20547. 0 play RR
20548. 2 play RS
20549. 1 play WPU
20550. 0 play W
20551. 2 play W+4
20552. 1 play WPU
20553. 0 play WPU
20554. 2 play R3
20555. 1 play WPU
20556. 0 play WDT
20557. 2 play R2
20558. 1 take
20559. 0 play WDT yellow 1,2
20560. 2 play W+4 blue
20561. 1 challenge
20562. 1 play W green
20563. 0 play G7
20564. 2 play G1
20565. 1 play W+4 red
20566. 0 challenge
20567. 0 play WDT blue 0,1
20568. 2 draw
20569. 1 play BPT
20570. 1 point 0
20571. 0 point 2
20572. 2 point 0
20573. 0 play BPT
20574. 2 point 1
20575. 1 point 2
20576. 0 point 2
20577. 2 play B6
20578. 1 play B1
20579. 0 play W blue
20580. 2 play B1
20581. 1 play W green
20582. 0 play G7
20583. 2 play GPT
20584. 2 point 0
20585. 0 point 1
20586. 1 point 0
20587. 1 play G+2
20588. 2 play W+4 yellow
20589. 1 accept
20590. 0 play YR
20591. 1 play Y0
20592. 2 play W blue
20593. 0 play B5
20594. 1 play B6
20595. 2 play B5
20596. 0 play W green
20597. 1 play WDT red 0,1
20598. 2 play R7
20599. 0 play WPU
20600. 1 play WPU
20601. 2 play Y7
20602. 0 play WDT
20603. 1 play W
20604. 2 play Y6
20605. 0 play YPT
20606. 1 play WPU
20607. 2 play Y8
20608. 0 play YS
20609. 1 play WDT
20610. 2 play Y4
20611. 0 play W
20612. 1 play W
20613. 2 play Y1
20614. 0 play W
20615. 1 play Y6
20616. 2 play Y1
20617. 0 play Y9
20618. 1 play Y2
20619. 2 play Y9
20620. 0 play WDT
20621. 1 play Y8
20622. 2 play W
20623. 0 play YS
20624. 1 play Y2
20625. 2 play Y5
20626. 0 play W
20627. 1 play Y7
20628. 2 play Y5
20629. 0 play WDT
20630. 1 play W+4
20631. 2 play Y+2
20632. 0 play WDT
20633. 1 play W
20634. 2 play Y+2
20635. 0 play W
20636. 1 play W
20637. 2 play YR
20638. 0 play W
20639. 1 play W+4
20640. 2 play Y3
20641. 0 take
20642. 1 play Y3
20643. 0 play Y3
20644. 1 play WDT red 1,2
20645. 2 play RPT
20646. 1 point 2
20647. 2 point 0
20648. 0 point 2
20649. 0 play YPT
20650. 0 point 2
20651. 1 point 0
20652. 2 point 0
20653. 1 play W yellow
20654. 2 play W+4 green
20655. 0 accept
20656. 1 play W+4 red
20657. 2 accept
20658. 0 play W+4 green
20659. 1 challenge
20660. 1 play WPU
20661. 2 play GR
20662. 0 play G8
20663. 1 play WPU
20664. 2 play G5
20665. 0 play WPU
20666. 1 play WPU
20667. 2 play G8
20668. 0 play G7
20669. 1 play WDT
20670. 2 play GPT
20671. 0 play GS
20672. 1 play WPU
20673. 2 play GS
20674. 0 play G+2
20675. 1 play WDT
20676. 2 play W
20677. 0 play G5
20678. 1 play W+4
20679. 2 play G2
20680. 0 play W+4
20681. 1 play W
20682. 2 play W
20683. 0 play G6
20684. 1 play W+4
20685. 2 play G1
20686. 0 play G4
20687. 1 play WDT
20688. 2 play GPT
20689. 0 play GR
20690. 1 play W+4
20691. 2 play GPT
20692. 0 play G+2
20693. 1 play WPU
20694. 2 play G9
20695. 0 play G1
20696. 1 play WPU
20697. 2 play G3
20698. 0 play WPU
20699. 1 play WPU
20700. 2 take
20701. 0 play WPU
20702. 1 play W+4
20703. 2 play W
20704. 0 play W+4
20705. 1 play WPU
20706. 2 play W
20707. 0 play G4
20708. 1 play WDT
20709. 2 play GS
20710. 0 play G0
20711. 1 play W+4
20712. 2 play GR
20713. 0 play G9
20714. 1 play W+4
20715. 2 play G1
20716. 0 play G2
20717. 1 take
20718. 2 play G6
20719. 0 play Y6
20720. 1 play W green
20721. 2 play G+2
20722. 1 play GR
20723. 0 play G6
20724. 2 play G5
20725. 1 play W green
20726. 0 play G3
20727. 2 play GS
20728. 0 play WDT green 0,2
20729. 2 play G2
20730. 1 play G4
20731. 0 play WDT blue 0,2
20732. 2 play B0
20733. 1 play W+4 blue
20734. 0 challenge
20735. 0 play B8
20736. 2 play BPT
20737. 0 point 2
20738. 1 point 2
20739. 2 point 0
20740. 1 play B2
20741. 0 play WDT red 0,1
20742. 2 play W+4 green
20743. 1 accept
20744. 0 play WPU
20745. 2 play G4
20746. 1 play W
20747. 0 play W+4
20748. 2 play G+2
20749. 1 play WPU
20750. 0 play WDT
20751. 2 play G8
20752. 1 play GS
20753. 0 play WDT
20754. 2 play GR
20755. 1 play WDT
20756. 0 play W
20757. 2 play W+4
20758. 1 play GPT
20759. 0 play WDT
20760. 2 play G+2
20761. 1 play G9
20762. 0 play W
20763. 2 play GS
20764. 1 play G1
20765. 0 play WDT
20766. 2 play G7
20767. 1 play G2
20768. 0 play G6
20769. 2 play WDT
20770. 1 play W
20771. 0 play W
20772. 2 play G1
20773. 1 play GR
20774. 0 play G6
20775. 2 play G9
20776. 1 play W+4
20777. 0 play W
20778. 2 play WPU
20779. 1 play G0
20780. 0 play W
20781. 2 play G7
20782. 1 play WDT
20783. 0 play G3
20784. 2 play W+4
20785. 1 play W+4
20786. 0 play W
20787. 2 play WPU
20788. 1 play W+4
20789. 0 play W
20790. 2 play G8
20791. 1 play G2
20792. 0 play W
20793. 2 play WPU
20794. 1 play W+4
20795. 0 play W
20796. 2 play W+4
20797. 1 play W+4
20798. 0 play W
20799. 2 play WPU
20800. 1 take
20801. 0 draw
20802. 2 play W+4 blue
20803. 1 accept
20804. 0 play BPT
20805. 1 point 2
20806. 0 point 2
20807. 2 point 0
20808. 2 play WPU
20809. 1 play W+4
20810. 0 play B0
20811. 2 play BPT
20812. 1 play B3
20813. 0 play WPU
20814. 2 play W
20815. 1 play B6
20816. 0 play B5
20817. 2 play W+4
20818. 1 play WPU
20819. 0 play B9
20820. 2 play WPU
20821. 1 play B6
20822. 0 play W
20823. 2 play WDT
20824. 1 play WPU
20825. 0 play B2
20826. 2 play WDT
20827. 1 play WDT
20828. 0 play W
20829. 2 play WPU
20830. 1 play B5
20831. 0 play BS
20832. 2 play WDT
20833. 1 play B1
20834. 0 play B1
20835. 2 play WPU
20836. 1 play WDT
20837. 0 play B+2
20838. 2 play WPU
20839. 1 play W
20840. 0 play B7
20841. 2 take
20842. 1 play BR
20843. 2 play W red
20844. 0 play R7
20845. 1 play RS
20846. 0 play WDT green 0,1
20847. 1 play G+2
20848. 0 play Y+2
20849. 2 draw
20850. 0 play Y8
20851. 1 play G8
20852. 2 play G5
20853. 1 play G5
20854. 2 play W red
20855. 0 play RPT
20856. 2 point 1
20857. 0 point 1
20858. 1 point 2
20859. 1 play R+2
20860. 0 play WPU
20861. 1 play W
20862. 2 play W
20863. 0 play Y0
20864. 1 play W
20865. 2 play WDT
20866. 0 play Y1
20867. 1 play WDT
20868. 2 play W
20869. 0 play Y4
20870. 1 play W
20871. 2 play W
20872. 0 play Y1
20873. 1 play WPU
20874. 2 play W+4
20875. 0 play YR
20876. 1 play W+4
20877. 2 play WPU
20878. 0 play Y2
20879. 1 play WPU
20880. 2 play WDT
20881. 0 play Y+2
20882. 1 play W+4
20883. 2 play W+4
20884. 0 play Y7
20885. 1 play W
20886. 2 play Y3
20887. 0 play Y7
20888. 1 play WDT
20889. 2 play Y3
20890. 0 play Y8
20891. 1 play W
20892. 2 play WDT
20893. 0 play Y9
20894. 1 play WPU
20895. 2 play WDT
20896. 0 play Y9
20897. 1 play W
20898. 2 play WPU
20899. 0 play Y6
20900. 1 play YPT
20901. 2 play WPU
20902. 0 play Y6
20903. 1 play YPT
20904. 2 play WPU
20905. 0 play Y5
20906. 1 play YPT
20907. 2 play W+4
20908. 0 play Y5
20909. 1 play YPT
20910. 2 play W+4
20911. 0 play YS
20912. 1 play WDT
20913. 2 play WDT
20914. 0 play YS
20915. 1 play WDT
20916. 2 play WPU
20917. 0 play YR
20918. 1 play W
20919. 2 play WPU
20920. 0 play Y2
20921. 1 play W
20922. 2 play WPU
20923. 0 play Y4
20924. 1 play W+4
20925. 2 play WPU
20926. 0 take
20927. 1 play W+4 blue
20928. 2 accept
20929. 0 play WDT blue 1,2
20930. 1 play W+4 green
20931. 2 accept
20932. 0 play G+2
20933. 2 play W+4 red
20934. 0 accept
20935. 1 play W red
20936. 2 play R7
20937. 0 play W+4 yellow
20938. 1 accept
20939. 2 play WDT green 1,2
20940. 0 play WPU
20941. 1 play WPU
20942. 2 play G8
20943. 0 play G+2
20944. 1 play G8
20945. 2 play G5
20946. 0 play W
20947. 1 play G1
20948. 2 play G3
20949. 0 play W+4
20950. 1 play GPT
20951. 2 play W
20952. 0 play W+4
20953. 1 play W
20954. 2 play GPT
20955. 0 play W+4
20956. 1 play W
20957. 2 play G5
20958. 0 play WPU
20959. 1 play GS
20960. 2 play GPT
20961. 0 play W+4
20962. 1 play GR
20963. 2 play GPT
20964. 0 play WDT
20965. 1 play G9
20966. 2 take
20967. 0 play W blue
20968. 1 play BS
20969. 0 play YS
20970. 2 play WDT red 0,2
20971. 0 play WPU
20972. 1 play W+4
20973. 2 play W+4
20974. 0 play Y6
20975. 1 play W
20976. 2 play W
20977. 0 play Y6
20978. 1 play W+4
20979. 2 play W+4
20980. 0 play Y5
20981. 1 play W+4
20982. 2 play W+4
20983. 0 play Y9
20984. 1 play W
20985. 2 play WDT
20986. 0 play YS
20987. 1 play W+4
20988. 2 play Y+2
20989. 0 play Y5
20990. 1 play W+4
20991. 2 play WPU
20992. 0 play YPT
20993. 1 play WDT
20994. 2 play W+4
20995. 0 play Y1
20996. 1 play WDT
20997. 2 play WPU
20998. 0 play Y4
20999. 1 play WDT
21000. 2 play W+4
21001. 0 play Y1
21002. 1 take
21003. 2 play W yellow
21004. 0 play W+4 red
21005. 1 accept
21006. 2 play R8
21007. 0 play WDT yellow 0,2
21008. 1 play Y4
21009. 2 play W green
21010. 0 play W blue
21011. 1 play BPT
21012. 2 point 1
21013. 0 point 2
21014. 1 point 0
21015. 2 play B1
21016. 0 play W+4 green
21017. 1 challenge
21018. 1 play G4
21019. 2 play G3
21020. 0 play W green
21021. 1 play G3
21022. 2 play G8
21023. 2 play G8
21024. 0 draw
21025. 1 play G9
21026. 2 play G9
21027. 0 play W+4 green
21028. 1 accept
21029. 2 play W green
21030. 0 play W yellow
21031. 1 play WPU
21032. 2 play G+2
21033. 0 play WPU
21034. 1 play GS
21035. 2 play G5
21036. 0 play W
21037. 1 play G2
21038. 2 play GS
21039. 0 play WPU
21040. 1 play G3
21041. 2 play G1
21042. 0 play WDT
21043. 1 play G+2
21044. 2 play GR
21045. 0 play W
21046. 1 play G4
21047. 2 play GPT
21048. 0 play W
21049. 1 play WPU
21050. 2 play G5
21051. 0 play WPU
21052. 1 play G0
21053. 2 play GPT
21054. 0 play WDT
21055. 1 play G9
21056. 2 play GPT
21057. 0 play WPU
21058. 1 play GR
21059. 2 play GPT
21060. 0 play WPU
21061. 1 play W
21062. 2 take
21063. 0 play WPU
21064. 1 play G7
21065. 2 play GPT
21066. 0 play W
21067. 1 play G7
21068. 2 play G9
21069. 0 play W
21070. 1 play WPU
21071. 2 play GR
21072. 0 play WPU
21073. 1 play G1
21074. 2 play G0
21075. 0 play W
21076. 1 play WDT
21077. 2 play G1
21078. 0 play WPU
21079. 1 play W+4
21080. 2 play WDT
21081. 0 play WDT
21082. 1 play W
21083. 2 play G3
21084. 0 play WDT
21085. 1 play W+4
21086. 2 play G5
21087. 0 play W
21088. 1 play G6
21089. 2 play G8
21090. 0 play WDT
21091. 1 play G6
21092. 2 play WDT
21093. 0 play WDT
21094. 1 play W
21095. 2 play GS
21096. 0 play W
21097. 1 play W
21098. 2 play G2
21099. 0 play WDT
21100. 1 play WDT
21101. 2 play G4
21102. 0 take
21103. 1 play G2
21104. 2 play G5
21105. 0 play G0
21106. 1 play R0
21107. 2 play R7
21108. 0 play WPU
21109. 1 play WDT
21110. 2 play GPT
21111. 0 play G2
21112. 1 play WPU
21113. 2 play GPT
21114. 0 play GPT
21115. 1 play WDT
21116. 2 play GR
21117. 0 play W
21118. 1 play WDT
21119. 2 play W
21120. 0 play G5
21121. 1 play W
21122. 2 play GS
21123. 0 play G4
21124. 1 play W+4
21125. 2 play WPU
21126. 0 play GS
21127. 1 play W+4
21128. 2 play W
21129. 0 play G1
21130. 1 play W+4
21131. 2 play WPU
21132. 0 play G9
21133. 1 play W+4
21134. 2 play W
21135. 0 play G8
21136. 1 play W
21137. 2 play W
21138. 0 play G4
21139. 1 play W+4
21140. 2 play GPT
21141. 0 play G6
21142. 1 play W+4
21143. 2 play WPU
21144. 0 play W+4
21145. 1 play W+4
21146. 2 play G+2
21147. 0 play W
21148. 1 play W+4
21149. 2 play G+2
21150. 0 play GR
21151. 1 play W+4
21152. 2 play WPU
21153. 0 play WDT
21154. 1 take
21155. 2 play WPU
21156. 0 play G7
21157. 1 play W
21158. 2 play WPU
21159. 0 play WDT
21160. 1 play GS
21161. 2 take
21162. 0 play W green
21163. 1 play GS
21164. 0 play G6
21165. 1 play G4
21166. 2 play G8
21167. 1 play G8
21168. 2 draw
21169. 2 play G3
21170. 0 play W+4 red
21171. 1 challenge
21172. 1 play R7
21173. 2 play B7
21174. 0 play B9
21175. 1 play BPT
21176. 2 point 0
21177. 1 point 0
21178. 0 point 1
21179. 2 play BS
21180. 1 play BR
21181. 0 play WPU
21182. 2 play G7
21183. 1 play G6
21184. 0 play G3
21185. 2 play WPU
21186. 1 play G4
21187. 0 play G1
21188. 2 play WDT
21189. 1 play G1
21190. 0 play G7
21191. 2 play GS
21192. 1 play W
21193. 0 play WPU
21194. 2 play W
21195. 1 play GPT
21196. 0 play G0
21197. 2 take
21198. 1 play WPU
21199. 0 play GS
21200. 2 play G3
21201. 1 play G9
21202. 0 play WPU
21203. 2 play GPT
21204. 1 play G2
21205. 0 play WDT
21206. 2 play WDT
21207. 1 play GPT
21208. 0 play WDT
21209. 2 play G1
21210. 1 play G9
21211. 0 play WDT
21212. 2 play WPU
21213. 1 play G+2
21214. 0 play W
21215. 2 play G1
21216. 1 play G+2
21217. 0 play WPU
21218. 2 play GS
21219. 1 play GR
21220. 0 play W
21221. 2 play G0
21222. 1 play W
21223. 0 play W
21224. 2 play G6
21225. 1 play WPU
21226. 0 play WDT
21227. 2 play G7
21228. 1 play WPU
21229. 0 play WDT
21230. 2 play W+4
21231. 1 play WDT
21232. 0 play W
21233. 2 play WPU
21234. 1 play W+4
21235. 0 play WDT
21236. 2 play W
21237. 1 play GPT
21238. 0 play WDT
21239. 2 play G7
21240. 1 play WPU
21241. 0 play W
21242. 2 play G4
21243. 1 play G3
21244. 0 play W
21245. 2 play G4
21246. 1 play WPU
21247. 0 play W
21248. 2 play W
21249. 1 play WDT
21250. 0 take
21251. 2 draw
21252. 1 play GPT
21253. 0 point 1
21254. 2 point 1
21255. 1 point 0
21256. 0 play G4
21257. 0 play G4
21258. 2 play Y4
21259. 1 play W blue
21260. 0 play WPU
21261. 2 take
21262. 1 play GR
21263. 2 play G5
21264. 0 play G7
21265. 1 play G6
21266. 2 play B6
21267. 0 play W red
21268. 1 play R9
21269. 2 play R7
21270. 0 play WDT red 0,1
21271. 1 play W green
21272. 2 draw
21273. 2 play G8
21274. 0 play G1
21275. 1 play W+4 yellow
21276. 2 accept
21277. 0 play Y4
21278. 1 play Y5
21279. 2 play WPU
21280. 0 play G6
21281. 1 play W+4
21282. 2 play G2
21283. 0 play G0
21284. 1 play W+4
21285. 2 take
21286. 0 play G+2
21287. 2 play W+4 yellow
21288. 0 challenge
21289. 0 play W+4 blue
21290. 1 accept
21291. 2 draw
21292. 2 play WPU
21293. 0 play G6
21294. 1 play GR
21295. 2 play WDT
21296. 0 play WPU
21297. 1 play GPT
21298. 2 play WPU
21299. 0 play G9
21300. 1 play W+4
21301. 2 play G6
21302. 0 play W
21303. 1 play G7
21304. 2 play G0
21305. 0 play G3
21306. 1 play WPU
21307. 2 play G1
21308. 0 play G1
21309. 1 play W
21310. 2 play G2
21311. 0 play G+2
21312. 1 play W
21313. 2 play G4
21314. 0 play WPU
21315. 1 play G5
21316. 2 play W+4
21317. 0 play G9
21318. 1 play WDT
21319. 2 play W+4
21320. 0 play WPU
21321. 1 play WDT
21322. 2 take
21323. 0 play GS
21324. 2 play G3
21325. 0 play GPT
21326. 2 point 0
21327. 1 point 0
21328. 0 point 1
21329. 1 play YPT
21330. 2 point 1
21331. 0 point 1
21332. 1 point 0
21333. 2 play W red
21334. 0 play W blue
21335. 1 play B8
21336. 2 play W+4 red
21337. 0 challenge
21338. 0 play W+4 blue
21339. 1 challenge
21340. 1 play W yellow
21341. 2 play WPU
21342. 0 play G7
21343. 1 play W
21344. 2 play G4
21345. 0 play W
21346. 1 play W+4
21347. 2 play G0
21348. 0 play GR
21349. 1 play W+4
21350. 2 play W
21351. 0 play GS
21352. 1 play W+4
21353. 2 play G+2
21354. 0 play G3
21355. 1 play W+4
21356. 2 play WPU
21357. 0 play G2
21358. 1 play W
21359. 2 play G6
21360. 0 play W+4
21361. 1 play W+4
21362. 2 play WDT
21363. 0 play GPT
21364. 1 take
21365. 2 play W+4 green
21366. 0 accept
21367. 1 play G7
21368. 2 play GPT
21369. 1 point 0
21370. 0 point 1
21371. 2 point 1
21372. 0 play BPT
21373. 0 point 1
21374. 1 point 2
21375. 2 point 0
21376. 1 play W red
21377. 2 play WPU
21378. 0 play B7
21379. 1 play WDT
21380. 2 play BPT
21381. 0 play BPT
21382. 1 play B4
21383. 2 play WPU
21384. 0 play BR
21385. 1 play WPU
21386. 2 play BS
21387. 0 play WDT
21388. 1 play B4
21389. 2 play WPU
21390. 0 play WDT
21391. 1 play BS
21392. 2 play W+4
21393. 0 play B1
21394. 1 play B6
21395. 2 play B2
21396. 0 play WDT
21397. 1 play W+4
21398. 2 play WDT
21399. 0 play B7
21400. 1 play WPU
21401. 2 play WPU
21402. 0 play WPU
21403. 1 play W
21404. 2 play W+4
21405. 0 play WPU
21406. 1 play BPT
21407. 2 play B6
21408. 0 play WDT
21409. 1 play B3
21410. 2 play B9
21411. 0 play W+4
21412. 1 play W+4
21413. 2 play BR
21414. 0 play WDT
21415. 1 play B+2
21416. 2 play B9
21417. 0 play WDT
21418. 1 play W+4
21419. 2 play B3
21420. 0 play W
21421. 1 play W
21422. 2 play B+2
21423. 0 play W
21424. 1 play B8
21425. 2 play B0
21426. 0 play W+4
21427. 1 play B8
21428. 2 play WDT
21429. 0 play W
21430. 1 play W+4
21431. 2 play B2
21432. 0 play WDT
21433. 1 play W
21434. 2 play B5
21435. 0 play WDT
21436. 1 play W+4
21437. 2 play W
21438. 0 play W
21439. 1 play W+4
21440. 2 play B5
21441. 0 play WPU
21442. 1 play W+4
21443. 2 play B1
21444. 0 play WPU
21445. 1 take
21446. 2 play W yellow
21447. 0 play W yellow
21448. 1 play Y1
21449. 2 play G1
21450. 0 play W green
21451. 1 play G3
21452. 2 play GR
21453. 1 play RR
21454. 2 draw
21455. 0 play YR
21456. 2 draw
21457. 2 play W blue
21458. 1 play B8
21459. 0 play Y8
21460. 0 play Y8
21461. 2 play Y5
21462. 1 play YS
21463. 2 play Y4
21464. 1 play W green
21465. 0 play G+2
21466. 1 play G2
21467. 0 play GPT
21468. 0 point 1
21469. 2 point 1
21470. 1 point 0
21471. 2 play G7
21472. 1 play W green
21473. 0 play G3
21474. 2 play G2
21475. 1 play GPT
21476. 1 point 0
21477. 0 point 2
21478. 2 point 0
21479. 0 play GS
21480. 1 play G6
21481. 0 play G7
21482. 2 play G5
21483. 1 play WDT blue 1,2
21484. 0 play W yellow
21485. 2 play Y8
21486. 1 play Y1
21487. 0 play Y2
21488. 2 play W red
21489. 1 play W red
21490. 0 play R0
21491. 2 play R+2
21492. 0 draw
21493. 0 play W green
21494. 2 play G9
21495. 1 play W green
21496. 0 play G5
21497. 2 play Y5
21498. 1 play W+4 blue
21499. 0 challenge
21500. 0 play WDT red 1,2
21501. 2 play RPT
21502. 0 point 1
21503. 1 point 2
21504. 2 point 0
21505. 1 play RPT
21506. 2 point 1
21507. 0 point 2
21508. 1 point 2
21509. 0 play YPT
21510. 1 point 2
21511. 2 point 0
21512. 0 point 1
21513. 2 play W blue
21514. 1 play B0
21515. 0 play W yellow
21516. 2 play W green
21517. 1 play WDT red 1,2
21518. 0 play W blue
21519. 2 play W red
21520. 1 play R8
21521. 1 play R8
21522. 0 play W blue
21523. 2 play W red
21524. 1 play R3
21525. 1 play R3
21526. 0 play Y3
21527. 0 play Y3
21528. 2 draw
21529. 2 play Y8
21530. 1 play Y5
21531. 0 play Y0
21532. 2 draw
21533. 1 play W+4 blue
21534. 0 challenge
21535. 0 play WPU
21536. 2 play GS
21537. 1 play G2
21538. 0 play G7
21539. 2 play G5
21540. 1 play G0
21541. 0 play G3
21542. 2 play GPT
21543. 1 play G7
21544. 0 play GR
21545. 2 play G4
21546. 1 play G4
21547. 0 play G8
21548. 2 play W
21549. 1 play G3
21550. 0 play WPU
21551. 2 play G5
21552. 1 play WPU
21553. 0 play G8
21554. 2 play G9
21555. 1 play GPT
21556. 0 take
21557. 2 play G1
21558. 1 play R1
21559. 0 play W yellow
21560. 2 play Y5
21561. 1 play YS
21562. 2 draw
21563. 2 play WDT red 1,2
21564. 1 play R9
21565. 0 play WPU
21566. 2 play RR
21567. 1 play R+2
21568. 0 play WPU
21569. 2 play R+2
21570. 1 play R5
21571. 0 play W
21572. 2 play RPT
21573. 1 play W+4
21574. 0 take
21575. 2 draw
21576. 2 play RPT
21577. 1 point 0
21578. 2 point 0
21579. 0 point 1
21580. 1 play R5
21581. 0 play W green
21582. 2 play G6
21583. 1 play W+4 red
21584. 0 challenge
21585. 0 play RPT
21586. 0 point 2
21587. 2 point 1
21588. 1 point 2
21589. 2 play R3
21590. 1 play W+4 red
21591. 0 accept
21592. 2 draw
21593. 1 play WDT green 1,2
21594. 0 play G2
21595. 2 play G6
21596. 1 play G9
21597. 0 play G0
21598. 2 play GPT
21599. 1 point 2
21600. 2 point 1
21601. 0 point 2
21602. 1 play G1
21603. 0 play WPU
21604. 2 play WPU
21605. 1 play R2
21606. 0 play RR
21607. 2 take
21608. 1 play RPT
21609. 0 point 1
21610. 1 point 0
21611. 2 point 0
21612. 0 play WDT blue 0,2
21613. 2 play WPU
21614. 1 play W+4
21615. 0 play R+2
21616. 2 play W
21617. 1 play RR
21618. 0 play R+2
21619. 2 play RR
21620. 1 play R7
21621. 0 play R0
21622. 2 play R2
21623. 1 play R4
21624. 0 play R9
21625. 2 play RPT
21626. 1 play RS
21627. 0 play WDT
21628. 2 take
21629. 1 play R8
21630. 0 play W yellow
21631. 2 play W+4 green
21632. 1 challenge
21633. 1 play G2
21634. 0 play GS
21635. 1 play W green
21636. 0 play G9
21637. 2 play R9
21638. 1 play R6
21639. 1 play R6
21640. 0 play W+4 green
21641. 2 accept
21642. 1 play GR
21643. 2 play W red
21644. 0 play RPT
21645. 1 point 2
21646. 0 point 2
21647. 2 point 1
21648. 1 play R7
21649. 2 play R3
21650. 0 play Y3
21651. 2 play Y3
21652. 0 play WDT red 1,2
21653. 1 play R2
21654. 2 play RR
21655. 1 play RS
21656. 2 play R4
21657. 1 play R1
21658. 0 play W+4 blue
21659. 2 challenge
21660. 2 play W+4 red
21661. 1 accept
21662. 0 play R5
21663. 2 play RS
21664. 0 play W blue
21665. 2 play B8
21666. 1 play B3
21667. 0 play W+4 red
21668. 2 challenge
21669. 2 play R0
21670. 1 play R4
21671. 0 play R6
21672. 2 play WDT yellow 1,2
21673. 1 play Y8
21674. 0 play G8
21675. 2 play G2
21676. 1 play GS
21677. 2 play WDT green 0,2
21678. 1 play WDT yellow 0,1
21679. 0 play Y9
21680. 2 play YS
21681. 0 play Y+2
21682. 1 play B+2
21683. 2 play W blue
21684. 1 play WPU
21685. 0 play R3
21686. 2 play R7
21687. 1 play W
21688. 0 play W+4
21689. 2 play RR
21690. 1 play RR
21691. 0 play WPU
21692. 2 play R1
21693. 1 play W
21694. 0 take
21695. 2 play R+2
21696. 0 play RR
21697. 1 play YR
21698. 0 play Y8
21699. 2 play YPT
21700. 0 point 2
21701. 1 point 0
21702. 2 point 0
21703. 1 play WDT yellow 1,2
21704. 0 draw
21705. 0 play WDT blue 0,1
21706. 2 play WPU
21707. 1 play G+2
21708. 0 play G2
21709. 2 play G+2
21710. 1 play WPU
21711. 0 play G7
21712. 2 play W
21713. 1 play W+4
21714. 0 play GS
21715. 2 play GPT
21716. 1 play G9
21717. 0 play W
21718. 2 play W
21719. 1 play G1
21720. 0 play G8
21721. 2 take
21722. 1 play W+4 yellow
21723. 0 accept
21724. 2 play W blue
21725. 1 play B4
21726. 0 play WPU
21727. 2 play RPT
21728. 1 play R6
21729. 0 play W+4
21730. 2 play R6
21731. 1 play R8
21732. 0 play R7
21733. 2 play R5
21734. 1 play R2
21735. 0 play R9
21736. 2 play WPU
21737. 1 play WDT
21738. 0 play R1
21739. 2 play W+4
21740. 1 play R9
21741. 0 play W+4
21742. 2 play W+4
21743. 1 play R8
21744. 0 play W
21745. 2 play R2
21746. 1 play WPU
21747. 0 play W+4
21748. 2 play W
21749. 1 play WDT
21750. 0 play R+2
21751. 2 play R7
21752. 1 play WDT
21753. 0 play R3
21754. 2 play R3
21755. 1 play WDT
21756. 0 play RR
21757. 2 play RPT
21758. 1 play WPU
21759. 0 play RS
21760. 2 play W
21761. 1 play R4
21762. 0 play R1
21763. 2 play R+2
21764. 1 play WDT
21765. 0 play W
21766. 2 play RPT
21767. 1 play WPU
21768. 0 take
21769. 2 play W green
21770. 1 play WDT red 0,1
21771. 0 play W blue
21772. 2 draw
21773. 2 pass
21774. 1 play B+2
21775. 2 play WDT green 0,1
21776. 1 play WDT red 0,1
21777. 0 play W+4 green
21778. 2 accept
21779. 1 play W yellow
21780. 0 play Y7
21781. 0 play Y7
21782. 2 play YPT
21783. 0 point 1
21784. 2 point 1
21785. 1 point 2
21786. 1 play Y9
21787. 0 play YS
21788. 1 play W green
21789. 0 play GPT
21790. 0 point 2
21791. 1 point 2
21792. 2 point 1
21793. 2 play GPT
21794. 0 point 2
21795. 1 point 2
21796. 2 point 1
21797. 1 play W+4 red
21798. 0 challenge
21799. 0 play R8
21800. 0 play R8
21801. 2 play WDT yellow 0,1
21802. 1 play W yellow
21803. 0 draw
21804. 0 play W red
21805. 2 play RPT
21806. 2 point 1
21807. 1 point 0
21808. 0 point 2
21809. 1 play BPT
21810. 2 point 0
21811. 1 point 0
21812. 0 point 2
21813. 0 play B4
21814. 2 play WDT yellow 0,2
21815. 1 play YS
21816. 2 play YS
21817. 0 play Y0
21818. 2 play WPU
21819. 1 play W
21820. 0 play Y3
21821. 2 play Y5
21822. 1 play Y9
21823. 0 play W+4
21824. 2 play WDT
21825. 1 play Y2
21826. 0 play W
21827. 2 play W
21828. 1 play W
21829. 0 play YPT
21830. 2 play Y8
21831. 1 play Y1
21832. 0 play YPT
21833. 2 play WDT
21834. 1 play Y8
21835. 0 play Y4
21836. 2 take
21837. 1 play Y+2
21838. 2 play WDT green 0,2
21839. 1 play W+4 red
21840. 0 challenge
21841. 0 play R+2
21842. 1 play R0
21843. 0 play WPU
21844. 2 play B+2
21845. 1 play WPU
21846. 0 play WDT
21847. 2 play W
21848. 1 play B1
21849. 0 play WPU
21850. 2 play W
21851. 1 play B3
21852. 0 play WDT
21853. 2 play W+4
21854. 1 play B5
21855. 0 play W
21856. 2 play W+4
21857. 1 play B2
21858. 0 play W
21859. 2 play W
21860. 1 play B8
21861. 0 play WPU
21862. 2 play WDT
21863. 1 play B6
21864. 0 play W+4
21865. 2 play W
21866. 1 play B+2
21867. 0 play WDT
21868. 2 play W
21869. 1 play BPT
21870. 0 play WDT
21871. 2 take
21872. 1 play B7
21873. 0 play G7
21874. 2 play WPU
21875. 1 play B0
21876. 0 play WPU
21877. 2 play B3
21878. 1 play BPT
21879. 0 play W+4
21880. 2 play B4
21881. 1 play B2
21882. 0 play WDT
21883. 2 play B6
21884. 1 play BR
21885. 0 play WDT
21886. 2 play W
21887. 1 play BS
21888. 0 play WDT
21889. 2 play B8
21890. 1 play B6
21891. 0 play W+4
21892. 2 play W+4
21893. 1 play BS
21894. 0 play WPU
21895. 2 play W
21896. 1 play B5
21897. 0 play W+4
21898. 2 play WPU
21899. 1 play WDT
21900. 0 take
21901. 2 play BPT
21902. 1 point 0
21903. 0 point 1
21904. 2 point 0
21905. 1 play BPT
21906. 0 point 2
21907. 2 point 0
21908. 1 point 0
21909. 0 play WDT yellow 1,2
21910. 2 play WDT red 0,1
21911. 1 play WDT yellow 0,1
21912. 0 play WDT yellow 1,2
21913. 2 play Y3
21914. 1 play Y0
21915. 0 play Y3
21916. 2 play Y4
21917. 1 play Y1
21918. 0 play G1
21919. 2 play GS
21920. 0 play G3
21921. 2 play G1
21922. 1 play B1
21923. 0 play B2
21924. 2 play W+4 yellow
21925. 1 accept
21926. 0 play W yellow
21927. 2 play WPU
21928. 1 play R8
21929. 0 play RS
21930. 2 play W+4
21931. 1 play R5
21932. 0 play R3
21933. 2 play W
21934. 1 play W
21935. 0 play RS
21936. 2 play R8
21937. 1 play W+4
21938. 0 play R2
21939. 2 play W+4
21940. 1 play W+4
21941. 0 play R3
21942. 2 play WDT
21943. 1 play WDT
21944. 0 play R9
21945. 2 play W+4
21946. 1 play R4
21947. 0 play R1
21948. 2 play WDT
21949. 1 play W+4
21950. 0 play W+4
21951. 2 play W
21952. 1 play W
21953. 0 play R7
21954. 2 play W
21955. 1 play W+4
21956. 0 play R4
21957. 2 play W
21958. 1 play W
21959. 0 play RPT
21960. 2 play WDT
21961. 1 play W
21962. 0 play W+4
21963. 2 play WDT
21964. 1 play WPU
21965. 0 play R5
21966. 2 play W
21967. 1 play WPU
21968. 0 play R7
21969. 2 play W
21970. 1 play WPU
21971. 0 play R+2
21972. 2 take
21973. 1 play W yellow
21974. 0 play WDT blue 0,2
21975. 2 play B1
21976. 1 play B9
21977. 0 play B4
21978. 2 play WDT blue 1,2
21979. 1 play B7
21980. 0 play BR
21981. 1 play BR
21982. 0 play YR
21983. 1 play WPU
21984. 2 play WDT
21985. 0 play G5
21986. 1 play WPU
21987. 2 play GS
21988. 0 play G5
21989. 1 play W
21990. 2 play WPU
21991. 0 play G8
21992. 1 play W
21993. 2 play W+4
21994. 0 play G6
21995. 1 play W
21996. 2 play G2
21997. 0 play G4
21998. 1 take
21999. 2 play G7
22000. 0 play GR
22001. 2 play W red
22002. 1 play W yellow
22003. 0 play YPT
22004. 0 point 1
22005. 2 point 0
22006. 1 point 2
22007. 2 play Y2
22008. 1 play Y4
22009. 0 play Y5
22010. 2 play Y1
22011. 1 play WDT yellow 0,2
22012. 0 play Y2
22013. 2 play Y9
22014. 1 play Y6
22015. 0 play YR
22016. 1 play W green
22017. 2 play W+4 red
22018. 0 challenge
22019. 0 play W+4 blue
22020. 1 accept
22021. 2 play B5
22022. 0 play WPU
22023. 1 play B3
22024. 2 play W+4
22025. 0 play B8
22026. 1 play B4
22027. 2 play WPU
22028. 0 play BPT
22029. 1 play B8
22030. 2 play B2
22031. 0 play B2
22032. 1 play B7
22033. 2 play WDT
22034. 0 play W
22035. 1 play WPU
22036. 2 play B+2
22037. 0 play B5
22038. 1 play W
22039. 2 play W
22040. 0 play W+4
22041. 1 play BPT
22042. 2 play W
22043. 0 play BS
22044. 1 play W
22045. 2 play W
22046. 0 play B0
22047. 1 play WPU
22048. 2 play W+4
22049. 0 play B3
22050. 1 play B9
22051. 2 play W
22052. 0 play BS
22053. 1 play W+4
22054. 2 play WDT
22055. 0 play BPT
22056. 1 take
22057. 2 play W+4 red
22058. 0 accept
22059. 1 play WDT yellow 0,2
22060. 2 play Y9
22061. 2 play Y9
22062. 0 play Y+2
22063. 2 play R+2
22064. 1 play WPU
22065. 2 play YS
22066. 0 play WPU
22067. 1 play W+4
22068. 2 play YPT
22069. 0 play Y1
22070. 1 play Y+2
22071. 2 play WPU
22072. 0 play Y7
22073. 1 play WPU
22074. 2 play WPU
22075. 0 play WPU
22076. 1 play Y7
22077. 2 play WDT
22078. 0 play WDT
22079. 1 play W
22080. 2 play Y8
22081. 0 play WPU
22082. 1 play YS
22083. 2 play W
22084. 0 play YPT
22085. 1 play WDT
22086. 2 play WDT
22087. 0 play WDT
22088. 1 play WPU
22089. 2 play W+4
22090. 0 play WDT
22091. 1 play W+4
22092. 2 play Y8
22093. 0 play WDT
22094. 1 play WDT
22095. 2 play Y4
22096. 0 play WDT
22097. 1 play W+4
22098. 2 play W+4
22099. 0 play WDT
22100. 1 play W+4
22101. 2 play Y5
22102. 0 take
22103. 1 play Y6
22104. 2 play YPT
22105. 2 point 0
22106. 1 point 2
22107. 0 point 2
22108. 0 play Y2
22109. 1 play G2
22110. 2 play W+4 green
22111. 0 challenge
22112. 0 play G6
22113. 1 play G5
22114. 2 play GPT
22115. 1 point 0
22116. 2 point 0
22117. 0 point 1
22118. 0 draw
22119. 1 play G5
22120. 2 play W+4 blue
22121. 0 accept
22122. 1 play B8
22123. 2 play B+2
22124. 1 play B1
22125. 2 play W+4 blue
22126. 0 accept
22127. 1 play BPT
22128. 0 point 1
22129. 1 point 2
22130. 2 point 1
22131. 2 play WPU
22132. 0 play WPU
22133. 1 play Y0
22134. 2 play Y6
22135. 0 play Y1
22136. 1 play Y4
22137. 2 play Y1
22138. 0 play Y8
22139. 1 play W
22140. 2 play W
22141. 0 play W+4
22142. 1 play WPU
22143. 2 play YPT
22144. 0 play Y8
22145. 1 play W
22146. 2 play W
22147. 0 play WPU
22148. 1 play W
22149. 2 play Y3
22150. 0 play YS
22151. 1 play W
22152. 2 play W
22153. 0 play WDT
22154. 1 play W
22155. 2 play Y3
22156. 0 play WDT
22157. 1 play W
22158. 2 play W
22159. 0 play Y4
22160. 1 play W
22161. 2 play W+4
22162. 0 play WDT
22163. 1 take
22164. 2 play W yellow
22165. 0 play W green
22166. 1 play G6
22167. 2 play G8
22168. 0 play G3
22169. 1 play G5
22170. 2 play G2
22171. 0 play G1
22172. 1 play GS
22173. 0 play YS
22174. 2 play RS
22175. 1 play BS
22176. 0 play WPU
22177. 1 play Y6
22178. 2 take
22179. 0 play YR
22180. 2 play W+4 green
22181. 1 challenge
22182. 1 play WDT yellow 0,1
22183. 0 play W green
22184. 2 play G5
22185. 1 play B5
22186. 0 play B9
22187. 2 play G9
22188. 1 play G8
22189. 0 play W blue
22190. 2 play B8
22191. 1 play B+2
22192. 2 play BR
22193. 0 play B6
22194. 1 play WPU
22195. 2 play B7
22196. 0 play W
22197. 1 play B7
22198. 2 play BPT
22199. 0 play B4
22200. 1 play WPU
22201. 2 play B5
22202. 0 play WPU
22203. 1 play B2
22204. 2 play B1
22205. 0 play W+4
22206. 1 play W+4
22207. 2 play W+4
22208. 0 play BR
22209. 1 play BS
22210. 2 play WPU
22211. 0 play B6
22212. 1 play B9
22213. 2 play W+4
22214. 0 play W+4
22215. 1 play B8
22216. 2 play B+2
22217. 0 play WPU
22218. 1 play BPT
22219. 2 take
22220. 0 play WDT green 0,1
22221. 1 play G6
22222. 2 play B6
22223. 0 play W+4 blue
22224. 1 challenge
22225. 1 play WPU
22226. 2 play W+4
22227. 0 play GR
22228. 1 play G3
22229. 2 play G+2
22230. 0 play G2
22231. 1 play WDT
22232. 2 play W+4
22233. 0 play G0
22234. 1 play GS
22235. 2 play G+2
22236. 0 play GR
22237. 1 play G5
22238. 2 play WPU
22239. 0 play WPU
22240. 1 play W+4
22241. 2 play WPU
22242. 0 play G1
22243. 1 play WDT
22244. 2 play W+4
22245. 0 play GPT
22246. 1 play W
22247. 2 play W+4
22248. 0 play G4
22249. 1 play GS
22250. 2 play G7
22251. 0 play WPU
22252. 1 play W
22253. 2 play W
22254. 0 play GPT
22255. 1 play W
22256. 2 play W+4
22257. 0 play G9
22258. 1 play G4
22259. 2 play W+4
22260. 0 play GPT
22261. 1 play W
22262. 2 play WDT
22263. 0 play WDT
22264. 1 play W
22265. 2 play WPU
22266. 0 play WDT
22267. 1 play W
22268. 2 play WPU
22269. 0 play GPT
22270. 1 play W
22271. 2 take
22272. 0 play WPU
22273. 1 play B+2
22274. 2 play BS
22275. 0 play W+4
22276. 1 play B4
22277. 2 play WDT
22278. 0 play WDT
22279. 1 play B3
22280. 2 play B9
22281. 0 play W+4
22282. 1 play W
22283. 2 play B2
22284. 0 play WDT
22285. 1 play B3
22286. 2 play W+4
22287. 0 play WDT
22288. 1 play B2
22289. 2 play B4
22290. 0 play W+4
22291. 1 play BPT
22292. 2 play BPT
22293. 0 play WDT
22294. 1 play W
22295. 2 play B8
22296. 0 play WPU
22297. 1 play W
22298. 2 play B7
22299. 0 play WPU
22300. 1 play BPT
22301. 2 play B+2
22302. 0 play WDT
22303. 1 play W
22304. 2 play W
22305. 0 play WDT
22306. 1 play B0
22307. 2 play WPU
22308. 0 take
22309. 1 draw
22310. 2 play W+4 green
22311. 0 accept
22312. 1 play W red
22313. 2 play R9
22314. 0 play R6
22315. 1 play W red
22316. 2 play R3
22317. 0 play RPT
22318. 2 point 0
22319. 1 point 2
22320. 0 point 2
22321. 1 play YPT
22322. 1 point 2
22323. 0 point 2
22324. 2 point 1
22325. 2 play W+4 red
22326. 0 accept
22327. 1 play R+2
22328. 0 play RPT
22329. 1 point 2
22330. 2 point 1
22331. 0 point 1
22332. 1 draw
22333. 1 play R+2
22334. 0 play WPU
22335. 1 take
22336. 2 play R8
22337. 0 play G8
22338. 2 play G8
22339. 0 play WPU
22340. 1 play R3
22341. 2 play R7
22342. 0 play W+4
22343. 1 take
22344. 2 play WDT blue 0,2
22345. 0 play WDT yellow 1,2
22346. 1 play Y0
22347. 2 play Y9
22348. 0 play Y+2
22349. 2 play WDT green 0,2
22350. 0 play WPU
22351. 1 play WPU
22352. 2 play R7
22353. 0 play RR
22354. 1 play R3
22355. 2 play RS
22356. 0 play WDT
22357. 1 play R7
22358. 2 play R5
22359. 0 play RR
22360. 1 play W+4
22361. 2 play R2
22362. 0 play RS
22363. 1 play R6
22364. 2 play WPU
22365. 0 play WDT
22366. 1 take
22367. 2 play R1
22368. 0 play WPU
22369. 1 play Y9
22370. 2 play Y6
22371. 0 play Y2
22372. 1 play Y4
22373. 2 play YS
22374. 0 play Y5
22375. 1 play Y4
22376. 2 play W+4
22377. 0 play W+4
22378. 1 play Y3
22379. 2 play WPU
22380. 0 play Y5
22381. 1 play W
22382. 2 play W+4
22383. 0 play YR
22384. 1 play Y8
22385. 2 play WPU
22386. 0 play Y2
22387. 1 play YS
22388. 2 play WDT
22389. 0 play Y6
22390. 1 play WPU
22391. 2 play WDT
22392. 0 play YR
22393. 1 play Y1
22394. 2 play WPU
22395. 0 play WDT
22396. 1 play YPT
22397. 2 play WPU
22398. 0 play W+4
22399. 1 play Y8
22400. 2 play W
22401. 0 play YPT
22402. 1 play W+4
22403. 2 play WPU
22404. 0 play W+4
22405. 1 play Y1
22406. 2 play W
22407. 0 play YPT
22408. 1 play WPU
22409. 2 play W
22410. 0 play YPT
22411. 1 play Y+2
22412. 2 play W+4
22413. 0 play WDT
22414. 1 play WDT
22415. 2 play W
22416. 0 play W
22417. 1 play Y3
22418. 2 play W+4
22419. 0 play W
22420. 1 play W+4
22421. 2 play W+4
22422. 0 play Y7
22423. 1 play WDT
22424. 2 play W
22425. 0 play Y7
22426. 1 take
22427. 2 play WPU
22428. 0 play W
22429. 1 play Y5
22430. 2 play W
22431. 0 play W
22432. 1 play WPU
22433. 2 play W+4
22434. 0 play WDT
22435. 1 play Y9
22436. 2 play W
22437. 0 play W
22438. 1 play Y+2
22439. 2 play W
22440. 0 play WDT
22441. 1 play Y9
22442. 2 play W
22443. 0 play WDT
22444. 1 play YPT
22445. 2 play W
22446. 0 take
22447. 1 play YS
22448. 0 play WPU
22449. 1 play WDT
22450. 2 play R8
22451. 0 play RPT
22452. 1 play W
22453. 2 play R3
22454. 0 play R6
22455. 1 play WPU
22456. 2 play R4
22457. 0 play WPU
22458. 1 play R7
22459. 2 play R0
22460. 0 play R2
22461. 1 play RR
22462. 2 play R9
22463. 0 play WDT
22464. 1 play WPU
22465. 2 play RPT
22466. 0 play R1
22467. 1 play R7
22468. 2 play R4
22469. 0 play WDT
22470. 1 play RR
22471. 2 play R5
22472. 0 play W+4
22473. 1 play W
22474. 2 take
22475. 0 play WDT green 0,1
22476. 1 play WDT blue 0,2
22477. 2 play B7
22478. 0 draw
22479. 0 play B7
22480. 1 play B6
22481. 2 play BR
22482. 1 play W+4 red
22483. 0 challenge
22484. 0 play R9
22485. 2 play WDT blue 0,2
22486. 1 play BR
22487. 2 play RR
22488. 1 play R5
22489. 0 play Y5
22490. 1 play Y5
22491. 0 play Y+2
22492. 1 draw
22493. 1 play WDT green 1,2
22494. 0 play G2
22495. 2 draw
22496. 2 play WDT green 0,2
22497. 1 play W red
22498. 0 play R+2
22499. 1 play R2
22500. 0 play R8
22501. 2 play R4
22502. 1 play RPT
22503. 1 point 2
22504. 0 point 1
22505. 2 point 0
22506. 0 play W green
22507. 2 play G3
22508. 1 play G8
22509. 2 play G8
22510. 1 play W red
22511. 0 play W blue
22512. 2 play B6
22513. 1 play W yellow
22514. 0 play Y0
22515. 2 play W+4 yellow
22516. 1 accept
22517. 0 play YPT
22518. 1 point 2
22519. 0 point 1
22520. 2 point 1
22521. 2 play Y+2
22522. 0 play WDT green 0,1
22523. 2 play GR
22524. 0 play G5
22525. 1 play G6
22526. 2 play G4
22527. 0 play W yellow
22528. 1 play YR
22529. 0 play Y+2
22530. 1 play YPT
22531. 1 point 2
22532. 0 point 2
22533. 2 point 0
22534. 0 play Y5
22535. 2 play B5
22536. 1 play W blue
22537. 0 play B2
22538. 2 play BR
22539. 0 play BS
22540. 2 play B1
22541. 0 play B9
22542. 0 play B9
22543. 1 play BR
22544. 0 play WDT red 0,2
22545. 2 play R8
22546. 2 play R8
22547. 1 play RS
22548. 2 play R3
22549. 1 play RS
22550. 2 play R9
22551. 0 play R9
22552. 2 play R4
22553. 1 play R6
22554. 2 play R6
22555. 1 play WDT blue 1,2
22556. 0 play B+2
22557. 1 play W blue
22558. 0 play B2
22559. 2 play WPU
22560. 1 play W
22561. 0 play G7
22562. 2 play G2
22563. 1 play G1
22564. 0 play W
22565. 2 play G6
22566. 1 play G3
22567. 0 play W
22568. 2 play G7
22569. 1 play WPU
22570. 0 play W
22571. 2 play W+4
22572. 1 play G5
22573. 0 play W
22574. 2 play GR
22575. 1 play WPU
22576. 0 play W
22577. 2 play WPU
22578. 1 play W+4
22579. 0 take
22580. 2 play G4
22581. 1 play W+4 blue
22582. 0 challenge
22583. 0 play B0
22584. 2 play B1
22585. 1 play W+4 red
22586. 0 challenge
22587. 0 play W red
22588. 2 play R0
22589. 1 play W+4 green
22590. 0 accept
22591. 2 play G5
22592. 1 play W blue
22593. 0 play B6
22594. 2 play WPU
22595. 1 play Y7
22596. 0 play W
22597. 2 play WPU
22598. 1 play WPU
22599. 0 play WPU
22600. 2 play Y0
22601. 1 play Y7
22602. 0 play W
22603. 2 play W
22604. 1 play WPU
22605. 0 play Y9
22606. 2 play Y+2
22607. 1 play Y+2
22608. 0 play W
22609. 2 play YR
22610. 1 play YS
22611. 0 play Y9
22612. 2 play WDT
22613. 1 play W
22614. 0 play W+4
22615. 2 play W
22616. 1 play Y1
22617. 0 play WPU
22618. 2 play W
22619. 1 play Y3
22620. 0 play W
22621. 2 play WDT
22622. 1 play Y8
22623. 0 play W+4
22624. 2 play W
22625. 1 play W+4
22626. 0 play WPU
22627. 2 play WDT
22628. 1 play Y5
22629. 0 play W
22630. 2 take
22631. 1 play Y6
22632. 0 play W yellow
22633. 2 play Y0
22634. 1 play YPT
22635. 0 point 2
22636. 2 point 0
22637. 1 point 0
22638. 0 play W green
22639. 2 play GS
22640. 0 play G8
22641. 2 play W blue
22642. 1 draw
22643. 0 play BPT
22644. 1 point 0
22645. 0 point 1
22646. 2 point 1
22647. 2 play B2
22648. 1 play WPU
22649. 0 play W+4
22650. 2 play Y7
22651. 1 play YS
22652. 0 play W
22653. 2 play WPU
22654. 1 play Y6
22655. 0 take
22656. 2 play Y1
22657. 1 play W+4 red
22658. 0 accept
22659. 2 play W green
22660. 1 play WPU
22661. 0 play W
22662. 2 play W+4
22663. 1 play WPU
22664. 0 play R+2
22665. 2 play RPT
22666. 1 play WPU
22667. 0 play W+4
22668. 2 play R+2
22669. 1 play W+4
22670. 0 play WPU
22671. 2 play W+4
22672. 1 play R2
22673. 0 play W+4
22674. 2 play R2
22675. 1 play W+4
22676. 0 play WPU
22677. 2 play W+4
22678. 1 play R3
22679. 0 take
22680. 2 play R5
22681. 1 play WDT yellow 1,2
22682. 0 play W green
22683. 2 play G+2
22684. 0 play B+2
22685. 1 play W+4 green
22686. 0 challenge
22687. 0 play W+4 yellow
22688. 2 challenge
22689. 2 play W yellow
22690. 1 play W+4 yellow
22691. 0 accept
22692. 2 play WDT green 1,2
22693. 1 play WDT yellow 0,1
22694. 0 play YPT
22695. 0 point 1
22696. 2 point 1
22697. 1 point 2
22698. 2 play RPT
22699. 0 point 2
22700. 1 point 2
22701. 2 point 0
22702. 1 play RR
22703. 2 play R4
22704. 0 play R2
22705. 1 play R9
22706. 2 play WPU
22707. 0 play G4
22708. 1 play G4
22709. 2 play G9
22710. 0 play G5
22711. 1 play GR
22712. 2 play GS
22713. 0 play W+4
22714. 1 play WDT
22715. 2 play W
22716. 0 play WPU
22717. 1 play WDT
22718. 2 play G+2
22719. 0 play W+4
22720. 1 play W+4
22721. 2 play W
22722. 0 play G2
22723. 1 play G8
22724. 2 play G9
22725. 0 play GR
22726. 1 play WDT
22727. 2 play G1
22728. 0 play WPU
22729. 1 play WDT
22730. 2 play GPT
22731. 0 play G5
22732. 1 play WDT
22733. 2 play GPT
22734. 0 play G2
22735. 1 play WDT
22736. 2 play W+4
22737. 0 play W
22738. 1 take
22739. 2 play G0
22740. 0 play W+4 green
22741. 1 challenge
22742. 1 play G8
22743. 2 play G6
22744. 0 play G3
22745. 1 play W+4 red
22746. 2 challenge
22747. 2 play R1
22748. 2 play R1
22749. 0 play R8
22750. 1 play RS
22751. 0 play YS
22752. 2 play Y3
22753. 0 play W red
22754. 1 play W+4 blue
22755. 2 challenge
22756. 2 play B+2
22757. 1 play B7
22758. 2 play BPT
22759. 1 point 0
22760. 0 point 2
22761. 2 point 1
22762. 0 play BPT
22763. 1 point 0
22764. 0 point 1
22765. 2 point 1
22766. 1 play B2
22767. 2 draw
22768. 0 play R2
22769. 1 play R0
22770. 2 play RR
22771. 1 play BR
22772. 2 play B6
22773. 0 play B+2
22774. 2 play B9
22775. 0 play B1
22776. 1 play Y1
22777. 2 play Y+2
22778. 1 play YR
22779. 0 play Y6
22780. 0 play Y6
22781. 2 play YR
22782. 0 play Y7
22783. 1 play YPT
22784. 0 point 1
22785. 2 point 0
22786. 1 point 0
22787. 2 play Y7
22788. 0 play WDT green 1,2
22789. 1 play GS
22790. 0 play G1
22791. 1 play W blue
22792. 2 play WDT blue 0,1
22793. 0 play W red
22794. 1 play R1
22795. 2 play R9
22796. 0 play R2
22797. 1 play W+4 yellow
22798. 2 challenge
22799. 2 play W red
22800. 0 play WPU
22801. 1 play WPU
22802. 2 play B7
22803. 0 play B3
22804. 1 play B1
22805. 2 play WPU
22806. 0 play W+4
22807. 1 play B7
22808. 2 play WPU
22809. 0 play W+4
22810. 1 play W
22811. 2 play WDT
22812. 0 play B3
22813. 1 play W+4
22814. 2 play WPU
22815. 0 play W
22816. 1 play B6
22817. 2 play WDT
22818. 0 play BS
22819. 1 play WDT
22820. 2 play WPU
22821. 0 play B2
22822. 1 play W
22823. 2 play W
22824. 0 play BR
22825. 1 play WPU
22826. 2 play W
22827. 0 play W
22828. 1 play W
22829. 2 play B9
22830. 0 play W+4
22831. 1 play B5
22832. 2 play W
22833. 0 play B4
22834. 1 play BS
22835. 2 play W
22836. 0 play BPT
22837. 1 play WDT
22838. 2 play W
22839. 0 play BPT
22840. 1 play B+2
22841. 2 play W
22842. 0 play B8
22843. 1 play WPU
22844. 2 take
22845. 0 play B8
22846. 1 play Y8
22847. 2 play YPT
22848. 0 point 2
22849. 2 point 0
22850. 1 point 0
22851. 0 play Y1
22852. 1 play Y4
22853. 2 play Y8
22854. 0 play W+4 yellow
22855. 1 accept
22856. 2 play Y+2
22857. 1 play Y2
22858. 2 play WPU
22859. 0 play WPU
22860. 1 play R3
22861. 2 play R4
22862. 0 play R9
22863. 1 play W
22864. 2 play WPU
22865. 0 play RR
22866. 1 play R6
22867. 2 play WPU
22868. 0 play WPU
22869. 1 play WPU
22870. 2 play WPU
22871. 0 play R6
22872. 1 play W+4
22873. 2 play WDT
22874. 0 play RS
22875. 1 play R4
22876. 2 play WPU
22877. 0 play WPU
22878. 1 play R8
22879. 2 play R7
22880. 0 play RS
22881. 1 play WDT
22882. 2 play R8
22883. 0 play RPT
22884. 1 play W+4
22885. 2 play W
22886. 0 play RPT
22887. 1 play W
22888. 2 play R7
22889. 0 play R+2
22890. 1 play W+4
22891. 2 play R5
22892. 0 play R+2
22893. 1 play W+4
22894. 2 play WDT
22895. 0 play R1
22896. 1 play W+4
22897. 2 play W
22898. 0 play R3
22899. 1 play WDT
22900. 2 play W
22901. 0 take
22902. 1 play WDT red 0,1
22903. 2 play W blue
22904. 0 play BPT
22905. 2 point 1
22906. 0 point 2
22907. 1 point 2
22908. 1 play B0
22909. 2 play B+2
22910. 1 play B9
22911. 2 play BS
22912. 1 play WDT yellow 1,2
22913. 2 play WDT green 1,2
22914. 0 play W yellow
22915. 1 play Y0
22916. 2 play WPU
22917. 0 play B4
22918. 1 play B5
22919. 2 play B7
22920. 0 play W+4
22921. 1 play WDT
22922. 2 play W+4
22923. 0 play W
22924. 1 play W+4
22925. 2 play BS
22926. 0 play W
22927. 1 play WDT
22928. 2 play WDT
22929. 0 play W+4
22930. 1 take
22931. 2 play B3
22932. 0 play W red
22933. 1 play WDT blue 0,2
22934. 2 play B5
22935. 0 play WDT red 0,2
22936. 1 play WDT red 1,2
22937. 2 play W yellow
22938. 0 play Y1
22939. 1 play W green
22940. 2 play G0
22941. 0 play WPU
22942. 1 play W+4
22943. 2 play B4
22944. 0 play W+4
22945. 1 play W+4
22946. 2 play B2
22947. 0 play WDT
22948. 1 play B7
22949. 2 play W+4
22950. 0 play WDT
22951. 1 play B4
22952. 2 play WPU
22953. 0 play W
22954. 1 play B8
22955. 2 play B8
22956. 0 play WPU
22957. 1 play W+4
22958. 2 play BPT
22959. 0 play WPU
22960. 1 play W
22961. 2 play B7
22962. 0 play W+4
22963. 1 play WDT
22964. 2 play BR
22965. 0 play WPU
22966. 1 play BS
22967. 2 play BPT
22968. 0 play W+4
22969. 1 play W+4
22970. 2 play B1
22971. 0 play W+4
22972. 1 play B5
22973. 2 play B6
22974. 0 play WDT
22975. 1 take
22976. 2 play BPT
22977. 2 point 0
22978. 0 point 2
22979. 1 point 2
22980. 0 play RPT
22981. 0 point 1
22982. 2 point 1
22983. 1 point 2
22984. 1 play W+4 green
22985. 2 challenge
22986. 2 play GPT
22987. 0 point 2
22988. 2 point 1
22989. 1 point 0
22990. 0 play RPT
22991. 0 point 1
22992. 2 point 0
22993. 1 point 2
22994. 1 play R2
22995. 0 play R2
22996. 1 play WDT green 0,1
22997. 2 play W green
22998. 0 play G8
22999. 1 play B8
23000. 2 play B3
23001. 0 play G3
23002. 1 play WPU
23003. 2 play Y8
23004. 0 play WDT
23005. 1 play WPU
23006. 2 play W+4
23007. 0 play YR
23008. 1 play YPT
23009. 2 play W+4
23010. 0 play WPU
23011. 1 play WDT
23012. 2 play Y6
23013. 0 play YPT
23014. 1 play WDT
23015. 2 play W
23016. 0 play Y+2
23017. 1 play WPU
23018. 2 play YS
23019. 0 play WPU
23020. 1 play Y6
23021. 2 play Y3
23022. 0 play YPT
23023. 1 play WPU
23024. 2 play W
23025. 0 play WPU
23026. 1 play Y2
23027. 2 play Y5
23028. 0 play WPU
23029. 1 play YS
23030. 2 play Y5
23031. 0 play WPU
23032. 1 play Y8
23033. 2 play W
23034. 0 take
23035. 1 play WDT red 1,2
23036. 2 play W green
23037. 0 play G6
23038. 1 play W yellow
23039. 2 play W blue
23040. 0 play WPU
23041. 1 play R0
23042. 2 play RPT
23043. 0 play R5
23044. 1 play R5
23045. 2 play RR
23046. 0 play W+4
23047. 1 play W
23048. 2 play RPT
23049. 0 play R8
23050. 1 play R9
23051. 2 play W
23052. 0 play RS
23053. 1 play W+4
23054. 2 take
23055. 0 play R3
23056. 1 play Y3
23057. 2 play W+4 blue
23058. 0 challenge
23059. 0 play W green
23060. 1 play G8
23061. 2 play W yellow
23062. 0 play WDT blue 0,2
23063. 1 play B8
23064. 2 play R8
23065. 0 play RS
23066. 2 play RR
23067. 1 play GR
23068. 2 play GS
23069. 1 play G2
23070. 1 play G2
23071. 2 play W+4 yellow
23072. 0 challenge
23073. 0 play WDT yellow 0,2
23074. 1 play W yellow
23075. 2 play YPT
23076. 2 point 1
23077. 0 point 2
23078. 1 point 0
23079. 0 play Y8
23080. 1 play Y4
23081. 2 play Y1
23082. 0 play Y8
23083. 1 draw
23084. 1 play WDT red 0,2
23085. 2 play R0
23086. 0 play RR
23087. 2 play W yellow
23088. 1 play W+4 green
23089. 0 challenge
23090. 0 play G7
23091. 2 play G1
23092. 1 play G1
23093. 0 play R1
23094. 2 play R5
23095. 1 play W green
23096. 0 play W red
23097. 2 play R5
23098. 1 draw
23099. 1 play W blue
23100. 0 play W+4 green
23101. 2 accept
23102. 1 play GS
23103. 2 play G2
23104. 1 play W+4 blue
23105. 0 accept
23106. 2 play B6
23107. 1 play B3
23108. 0 play R3
23109. 2 play WDT green 0,2
23110. 1 play WPU
23111. 0 play B9
23112. 2 play WDT
23113. 1 play BS
23114. 0 play B5
23115. 2 play B8
23116. 1 play W+4
23117. 0 play WDT
23118. 2 play BPT
23119. 1 play BR
23120. 0 play W
23121. 2 play B1
23122. 1 play B7
23123. 0 play BS
23124. 2 play W+4
23125. 1 play B+2
23126. 0 play WPU
23127. 2 play W
23128. 1 play B5
23129. 0 play W
23130. 2 play B9
23131. 1 play W+4
23132. 0 play WPU
23133. 2 play WPU
23134. 1 play B4
23135. 0 play W
23136. 2 take
23137. 1 play B4
23138. 0 play W red
23139. 2 play RS
23140. 0 play WPU
23141. 2 play W
23142. 1 play W+4
23143. 0 play Y3
23144. 2 play Y9
23145. 1 play W+4
23146. 0 play WPU
23147. 2 play W+4
23148. 1 play Y4
23149. 0 play YR
23150. 2 play Y9
23151. 1 play W+4
23152. 0 play WPU
23153. 2 play Y1
23154. 1 play W+4
23155. 0 play YS
23156. 2 play Y7
23157. 1 play Y3
23158. 0 play WPU
23159. 2 play WPU
23160. 1 play Y7
23161. 0 play Y5
23162. 2 play WPU
23163. 1 take
23164. 0 play Y5
23165. 2 play WDT blue 1,2
23166. 1 play WPU
23167. 0 play WDT
23168. 2 play BS
23169. 1 play BR
23170. 0 play WPU
23171. 2 play WPU
23172. 1 play B6
23173. 0 play WDT
23174. 2 play WDT
23175. 1 play W
23176. 0 play WDT
23177. 2 play B9
23178. 1 play B1
23179. 0 take
23180. 2 play B5
23181. 2 play B5
23182. 1 play B2
23183. 0 play WPU
23184. 2 play W
23185. 1 play WPU
23186. 0 play W
23187. 2 play WDT
23188. 1 play W+4
23189. 0 play R6
23190. 2 play RPT
23191. 1 play W+4
23192. 0 play R7
23193. 2 play RPT
23194. 1 play WPU
23195. 0 play R9
23196. 2 play RPT
23197. 1 play W+4
23198. 0 play WDT
23199. 2 play R9
23200. 1 play WPU
23201. 0 play R6
23202. 2 play W+4
23203. 1 play W+4
23204. 0 play W+4
23205. 2 play R2
23206. 1 play WPU
23207. 0 play WDT
23208. 2 play W
23209. 1 play W+4
23210. 0 play R7
23211. 2 play R1
23212. 1 take
23213. 0 play WDT green 1,2
23214. 2 play W blue
23215. 1 play B2
23216. 0 play BS
23217. 1 play B7
23218. 2 play B7
23219. 1 play W blue
23220. 0 play WPU
23221. 2 play BS
23222. 1 play W+4
23223. 0 play B1
23224. 2 play B4
23225. 1 play W+4
23226. 0 play WDT
23227. 2 play B+2
23228. 1 play W
23229. 0 play B8
23230. 2 play W+4
23231. 1 play W
23232. 0 play B9
23233. 2 play BR
23234. 1 play BPT
23235. 0 play B6
23236. 2 play B+2
23237. 1 play WPU
23238. 0 play BR
23239. 2 play B8
23240. 1 play W
23241. 0 take
23242. 2 play B1
23243. 1 play R1
23244. 0 play W+4 green
23245. 2 challenge
23246. 2 play GPT
23247. 0 point 1
23248. 1 point 0
23249. 2 point 1
23250. 1 play RPT
23251. 2 point 1
23252. 1 point 2
23253. 0 point 2
23254. 0 play R+2
23255. 1 play G+2
23256. 2 play WDT yellow 1,2
23257. 1 play YS
23258. 2 play Y0
23259. 1 play W+4 blue
23260. 0 accept
23261. 2 play BPT
23262. 2 point 0
23263. 0 point 2
23264. 1 point 0
23265. 1 play RPT
23266. 0 point 1
23267. 2 point 1
23268. 1 point 2
23269. 0 play BPT
23270. 2 point 1
23271. 0 point 1
23272. 1 point 2
23273. 2 play W yellow
23274. 1 play WDT yellow 0,2
23275. 0 play YS
23276. 1 play YR
23277. 2 draw
23278. 0 play Y+2
23279. 2 play Y+2
23280. 1 play WPU
23281. 2 play G0
23282. 0 play GPT
23283. 1 play G4
23284. 2 play G8
23285. 0 play G8
23286. 1 play G5
23287. 2 play G3
23288. 0 play G6
23289. 1 play G+2
23290. 2 play W
23291. 0 play W
23292. 1 play G5
23293. 2 take
23294. 0 draw
23295. 0 play W green
23296. 1 play G9
23297. 1 play G9
23298. 2 play B9
23299. 0 play WDT red 0,2
23300. 1 play R1
23301. 2 play R5
23302. 0 play R+2
23303. 2 play G+2
23304. 1 play GPT
23305. 1 point 2
23306. 2 point 1
23307. 0 point 2
23308. 2 play G5
23309. 0 play WPU
23310. 1 play BPT
23311. 2 play WPU
23312. 0 play B9
23313. 1 play W+4
23314. 2 play B1
23315. 0 play WPU
23316. 1 play W+4
23317. 2 play B7
23318. 0 play BS
23319. 1 play WPU
23320. 2 play B6
23321. 0 play B6
23322. 1 play W+4
23323. 2 play B4
23324. 0 play WPU
23325. 1 play WPU
23326. 2 play W
23327. 0 play W
23328. 1 play W+4
23329. 2 play W
23330. 0 play B8
23331. 1 play W+4
23332. 2 take
23333. 0 play B1
23334. 2 play B1
23335. 0 play WDT green 1,2
23336. 1 play GR
23337. 0 play WPU
23338. 2 play B9
23339. 1 play W
23340. 0 play B8
23341. 2 play W+4
23342. 1 play W
23343. 0 play W
23344. 2 play W+4
23345. 1 play WPU
23346. 0 play WDT
23347. 2 play BPT
23348. 1 play W+4
23349. 0 play WDT
23350. 2 play B8
23351. 1 play B3
23352. 0 play B0
23353. 2 play BS
23354. 1 play BPT
23355. 0 play W
23356. 2 play B6
23357. 1 play WDT
23358. 0 play B4
23359. 2 play B7
23360. 1 play WDT
23361. 0 play W+4
23362. 2 play WPU
23363. 1 take
23364. 0 play W green
23365. 2 play G6
23366. 1 play G3
23367. 0 play G2
23368. 2 play W+4 red
23369. 1 accept
23370. 0 play RS
23371. 1 play BS
23372. 2 play B4
23373. 1 play Y4
23374. 0 play Y6
23375. 2 play WPU
23376. 1 play R9
23377. 0 play R8
23378. 2 play R+2
23379. 1 play WPU
23380. 0 play R5
23381. 2 play R0
23382. 1 play WDT
23383. 0 play R4
23384. 2 play W
23385. 1 play R3
23386. 0 play R8
23387. 2 play W+4
23388. 1 play R2
23389. 0 play W+4
23390. 2 play RS
23391. 1 play RPT
23392. 0 play W+4
23393. 2 play WDT
23394. 1 play R1
23395. 0 play RPT
23396. 2 play W
23397. 1 play R7
23398. 0 play R4
23399. 2 play W+4
23400. 1 play R7
23401. 0 take
23402. 2 play W green
23403. 1 play WDT red 0,1
23404. 0 play R7
23405. 2 play WPU
23406. 1 play G4
23407. 0 play G7
23408. 2 play G3
23409. 1 play GPT
23410. 0 play GS
23411. 2 play WPU
23412. 1 play W
23413. 0 play WPU
23414. 2 play G8
23415. 1 play WDT
23416. 0 play W
23417. 2 play G8
23418. 1 play W+4
23419. 0 play GR
23420. 2 play WPU
23421. 1 play W+4
23422. 0 play W+4
23423. 2 play G0
23424. 1 play W
23425. 0 play W+4
23426. 2 play G2
23427. 1 play W+4
23428. 0 play W
23429. 2 play G4
23430. 1 play WPU
23431. 0 play G6
23432. 2 play G5
23433. 1 play W
23434. 0 play W
23435. 2 play G1
23436. 1 play WDT
23437. 0 play WDT
23438. 2 play G7
23439. 1 play W
23440. 0 play WDT
23441. 2 play GPT
23442. 1 play WPU
23443. 0 play W+4
23444. 2 take
23445. 1 play W yellow
23446. 0 play W yellow
23447. 2 play WPU
23448. 1 play GS
23449. 0 play W
23450. 2 play G1
23451. 1 play WDT
23452. 0 play W+4
23453. 2 play W+4
23454. 1 play WPU
23455. 0 play W+4
23456. 2 play W+4
23457. 1 play W+4
23458. 0 take
23459. 2 play WDT red 1,2
23460. 1 play R6
23461. 0 play Y6
23462. 2 play W red
23463. 1 play R2
23464. 0 play R1
23465. 2 play WPU
23466. 1 play B0
23467. 0 play B3
23468. 2 play W
23469. 1 play B7
23470. 0 play BR
23471. 2 play WPU
23472. 1 play BPT
23473. 0 play WPU
23474. 2 play B6
23475. 1 play B4
23476. 0 play BR
23477. 2 play W+4
23478. 1 play B6
23479. 0 play W
23480. 2 play W
23481. 1 play B8
23482. 0 play WDT
23483. 2 play W
23484. 1 play B8
23485. 0 play B+2
23486. 2 play W
23487. 1 play B9
23488. 0 play WDT
23489. 2 play WDT
23490. 1 play BPT
23491. 0 play W+4
23492. 2 play W+4
23493. 1 play B5
23494. 0 play W+4
23495. 2 play W+4
23496. 1 play B3
23497. 0 play W+4
23498. 2 play W+4
23499. 1 take
23500. 0 play B+2
23501. 1 play BR
23502. 2 play W red
23503. 0 play R9
23504. 1 play W red
23505. 2 play W yellow
23506. 0 play Y1
23507. 1 play YS
23508. 0 play W+4 green
23509. 1 accept
23510. 2 play W yellow
23511. 0 play W+4 yellow
23512. 1 challenge
23513. 1 play Y2
23514. 2 play WDT green 1,2
23515. 0 play WPU
23516. 1 play B7
23517. 2 play B2
23518. 0 play W
23519. 1 play B8
23520. 2 play W+4
23521. 0 play BS
23522. 1 play B+2
23523. 2 play WPU
23524. 0 take
23525. 1 play B0
23526. 2 play B2
23527. 0 play B7
23528. 1 play B6
23529. 2 play WPU
23530. 0 play WPU
23531. 1 play B7
23532. 2 play WPU
23533. 0 play W+4
23534. 1 play WPU
23535. 2 play WDT
23536. 0 play B2
23537. 1 play B4
23538. 2 play W
23539. 0 play B+2
23540. 1 play B9
23541. 2 play B5
23542. 0 play B+2
23543. 1 play B5
23544. 2 take
23545. 0 play BS
23546. 2 play W+4 blue
23547. 0 accept
23548. 1 play BR
23549. 0 play B8
23550. 2 play Y8
23551. 1 play Y9
23552. 1 play Y9
23553. 0 play Y2
23554. 2 play Y0
23555. 1 play W red
23556. 0 play R7
23557. 2 play B7
23558. 1 play W blue
23559. 0 play WDT yellow 0,1
23560. 2 play W red
23561. 1 play R9
23562. 0 play R6
23563. 2 play WPU
23564. 1 play WDT
23565. 0 play GPT
23566. 2 play G4
23567. 1 play WDT
23568. 0 play G1
23569. 2 play G2
23570. 1 play W
23571. 0 play G9
23572. 2 play WDT
23573. 1 play W
23574. 0 play GS
23575. 2 play G8
23576. 1 play W+4
23577. 0 play W
23578. 2 play G5
23579. 1 play WDT
23580. 0 take
23581. 2 play WPU
23582. 1 play WPU
23583. 0 play YR
23584. 2 play WPU
23585. 1 play Y5
23586. 0 play WDT
23587. 2 take
23588. 1 play Y7
23589. 1 play Y7
23590. 0 play W+4 yellow
23591. 2 accept
23592. 1 play WDT green 0,2
23593. 0 play G9
23594. 2 play WDT blue 0,2
23595. 1 play BS
23596. 2 play YS
23597. 0 play GS
23598. 1 play W+4 red
23599. 0 challenge
23600. 0 play WDT yellow 0,1
23601. 2 play W green
23602. 1 play WPU
23603. 0 play GPT
23604. 2 play G8
23605. 1 play W+4
23606. 0 play G2
23607. 2 play G0
23608. 1 play G+2
23609. 0 play WDT
23610. 2 play G1
23611. 1 play GPT
23612. 0 play G8
23613. 2 play G3
23614. 1 play W+4
23615. 0 play G1
23616. 2 play WDT
23617. 1 play W+4
23618. 0 play WDT
23619. 2 play GPT
23620. 1 play W+4
23621. 0 play G5
23622. 2 play GR
23623. 1 play WDT
23624. 0 play W
23625. 2 play GPT
23626. 1 play W+4
23627. 0 play G3
23628. 2 play G4
23629. 1 play W+4
23630. 0 play G4
23631. 2 play WPU
23632. 1 take
23633. 0 play W green
23634. 2 play WPU
23635. 1 play RR
23636. 0 play R+2
23637. 2 play W
23638. 1 play WPU
23639. 0 play R3
23640. 2 take
23641. 1 play R2
23642. 0 play R2
23643. 2 play R3
23644. 1 play W+4 red
23645. 0 accept
23646. 2 play WPU
23647. 1 play Y8
23648. 0 play YPT
23649. 2 play W
23650. 1 play W
23651. 0 play YS
23652. 2 play W
23653. 1 play Y6
23654. 0 play W
23655. 2 play WDT
23656. 1 play WDT
23657. 0 play WPU
23658. 2 play YR
23659. 1 play Y3
23660. 0 play W
23661. 2 play Y4
23662. 1 play Y1
23663. 0 play YPT
23664. 2 play WDT
23665. 1 play W
23666. 0 play YPT
23667. 2 play Y5
23668. 1 play Y4
23669. 0 play W
23670. 2 take
23671. 1 play WDT green 1,2
23672. 0 play G5
23673. 2 play WDT green 0,1
23674. 1 play G1
23675. 1 play G1
23676. 0 draw
23677. 2 play G6
23678. 1 play G2
23679. 0 draw
23680. 2 play W+4 green
23681. 1 challenge
23682. 1 play G5
23683. 0 play R5
23684. 2 play WPU
23685. 1 play BPT
23686. 0 play BR
23687. 2 play B4
23688. 1 play B8
23689. 0 play B9
23690. 2 play BPT
23691. 1 play B3
23692. 0 take
23693. 2 play B4
23694. 1 play W red
23695. 0 play RPT
23696. 2 point 0
23697. 1 point 2
23698. 0 point 1
23699. 2 play RR
23700. 0 play R4
23701. 1 play W+4 yellow
23702. 2 accept
23703. 0 play Y+2
23704. 2 play WDT blue 0,1
23705. 0 play B8
23706. 1 play WPU
23707. 2 play W
23708. 0 take
23709. 1 play G3
23710. 2 play G+2
23711. 1 play GPT
23712. 0 point 1
23713. 2 point 1
23714. 1 point 2
23715. 2 play YPT
23716. 2 point 1
23717. 0 point 1
23718. 1 point 0
23719. 0 play WPU
23720. 1 play WPU
23721. 2 play R1
23722. 0 play R3
23723. 1 play RS
23724. 2 play R+2
23725. 0 play R8
23726. 1 play R7
23727. 2 play R+2
23728. 0 play R0
23729. 1 play RPT
23730. 2 play WPU
23731. 0 play R5
23732. 1 play RPT
23733. 2 play WPU
23734. 0 play W
23735. 1 play RR
23736. 2 play W
23737. 0 play WPU
23738. 1 play W+4
23739. 2 play WDT
23740. 0 play RS
23741. 1 play R1
23742. 2 play W
23743. 0 play R4
23744. 1 play WDT
23745. 2 play W
23746. 0 play W
23747. 1 play WDT
23748. 2 play W
23749. 0 play R9
23750. 1 play R6
23751. 2 play W
23752. 0 play R8
23753. 1 play W+4
23754. 2 play W
23755. 0 play RPT
23756. 1 play W+4
23757. 2 play W
23758. 0 take
23759. 1 play WDT blue 0,1
23760. 2 play B1
23761. 0 play BPT
23762. 0 point 2
23763. 2 point 0
23764. 1 point 2
23765. 1 play BPT
23766. 2 point 0
23767. 0 point 2
23768. 1 point 2
23769. 2 play B+2
23770. 1 play G+2
23771. 0 play WPU
23772. 1 play G8
23773. 2 play G9
23774. 0 play WDT
23775. 1 play G4
23776. 2 play G7
23777. 0 play W+4
23778. 1 play GR
23779. 2 play G6
23780. 0 play W+4
23781. 1 play G0
23782. 2 play G7
23783. 0 play W
23784. 1 play G8
23785. 2 play W
23786. 0 play G2
23787. 1 play W+4
23788. 2 play WPU
23789. 0 play WPU
23790. 1 play GPT
23791. 2 play GS
23792. 0 play WDT
23793. 1 play G1
23794. 2 play WPU
23795. 0 play G9
23796. 1 play GR
23797. 2 play W+4
23798. 0 play WPU
23799. 1 play G4
23800. 2 play WPU
23801. 0 play W
23802. 1 play GPT
23803. 2 take
23804. 0 play WDT yellow 0,1
23805. 1 play Y3
23806. 2 play YS
23807. 1 play YR
23808. 0 play Y+2
23809. 1 play Y5
23810. 0 play YPT
23811. 0 point 1
23812. 2 point 0
23813. 1 point 2
23814. 2 play GPT
23815. 0 point 1
23816. 2 point 1
23817. 1 point 2
23818. 1 play GPT
23819. 1 point 2
23820. 2 point 1
23821. 0 point 2
23822. 0 play WPU
23823. 2 play G5
23824. 1 play WDT
23825. 0 play W+4
23826. 2 play WDT
23827. 1 play G3
23828. 0 play W
23829. 2 play GPT
23830. 1 play W+4
23831. 0 play W
23832. 2 play G7
23833. 1 play WDT
23834. 0 play W
23835. 2 play G0
23836. 1 play W+4
23837. 0 play WDT
23838. 2 play G4
23839. 1 play W+4
23840. 0 play W+4
23841. 2 play G2
23842. 1 take
23843. 0 play W red
23844. 2 play R5
23845. 1 play W+4 red
23846. 0 challenge
23847. 0 play R0
23848. 2 play WPU
23849. 1 play B6
23850. 0 play BPT
23851. 2 play B5
23852. 1 play W
23853. 0 play B4
23854. 2 play WPU
23855. 1 play WDT
23856. 0 play B3
23857. 2 play B9
23858. 1 play WDT
23859. 0 play B9
23860. 2 play W+4
23861. 1 play W
23862. 0 play BR
23863. 2 play B1
23864. 1 play W+4
23865. 0 play W
23866. 2 play W
23867. 1 play W+4
23868. 0 play B8
23869. 2 play B5
23870. 1 play WDT
23871. 0 play BPT
23872. 2 play B2
23873. 1 play WDT
23874. 0 play W
23875. 2 play B8
23876. 1 play W+4
23877. 0 play W
23878. 2 play B0
23879. 1 play WDT
23880. 0 take
23881. 2 play B+2
23882. 0 play B9
23883. 2 play WDT green 0,1
23884. 1 play G7
23885. 0 play W+4 green
23886. 2 accept
23887. 1 play W yellow
23888. 0 play W yellow
23889. 2 play WPU
23890. 1 play G3
23891. 0 play W
23892. 2 play G4
23893. 1 play GPT
23894. 0 play WDT
23895. 2 play W+4
23896. 1 play G+2
23897. 0 play WDT
23898. 2 play G9
23899. 1 play G0
23900. 0 play W+4
23901. 2 play G7
23902. 1 play W+4
23903. 0 play W
23904. 2 play G6
23905. 1 play G4
23906. 0 play WPU
23907. 2 play GR
23908. 1 play G5
23909. 0 play W
23910. 2 play GS
23911. 1 play W
23912. 0 play W
23913. 2 play WPU
23914. 1 play W+4
23915. 0 play W
23916. 2 play W+4
23917. 1 play G2
23918. 0 play WDT
23919. 2 play WPU
23920. 1 take
23921. 0 play W+4 red
23922. 2 challenge
23923. 2 play W+4 red
23924. 1 challenge
23925. 1 play W blue
23926. 0 play B1
23927. 2 play WDT yellow 0,2
23928. 1 play W+4 green
23929. 0 accept
23930. 2 play GS
23931. 0 play BS
23932. 1 play GS
23933. 2 play YS
23934. 0 play RS
23935. 1 play WPU
23936. 0 play WDT
23937. 2 play Y3
23938. 1 play WDT
23939. 0 play Y+2
23940. 2 play Y4
23941. 1 play W+4
23942. 0 play Y9
23943. 2 play Y4
23944. 1 play WDT
23945. 0 play W
23946. 2 play YPT
23947. 1 play W+4
23948. 0 play Y7
23949. 2 play Y8
23950. 1 play Y2
23951. 0 play W+4
23952. 2 play W
23953. 1 play W
23954. 0 play WDT
23955. 2 play Y2
23956. 1 play WPU
23957. 0 play W+4
23958. 2 play Y6
23959. 1 play Y9
23960. 0 play WDT
23961. 2 play W+4
23962. 1 play W+4
23963. 0 take
23964. 2 play Y6
23965. 1 play WDT yellow 1,2
23966. 0 play Y2
23967. 2 play YPT
23968. 0 point 2
23969. 2 point 0
23970. 1 point 0
23971. 1 play W+4 yellow
23972. 0 challenge
23973. 0 play W yellow
23974. 2 play Y1
23975. 1 play G1
23976. 0 play W+4 green
23977. 2 challenge
23978. 2 play G5
23979. 1 play G4
23980. 0 play W+4 blue
23981. 2 challenge
23982. 2 play W red
23983. 1 play R7
23984. 0 play R7
23985. 2 play WDT red 0,1
23986. 1 play RPT
23987. 0 point 2
23988. 1 point 0
23989. 2 point 1
23990. 0 play W green
23991. 2 play W blue
23992. 1 play B2
23993. 0 play B8
23994. 0 play B8
23995. 2 play Y8
23996. 0 play Y8
23997. 2 play Y5
23998. 1 play WPU
23999. 0 play WPU
24000. 2 play GR
24001. 1 play G6
24002. 0 play W
24003. 2 play WDT
24004. 1 play G4
24005. 0 play W+4
24006. 2 play G9
24007. 1 play G7
24008. 0 play GS
24009. 2 play G1
24010. 1 play G5
24011. 0 play WDT
24012. 2 play G2
24013. 1 play GPT
24014. 0 play W+4
24015. 2 play W
24016. 1 play GR
24017. 0 play WDT
24018. 2 play G8
24019. 1 play WPU
24020. 0 play GPT
24021. 2 play WPU
24022. 1 play W
24023. 0 play W
24024. 2 play G8
24025. 1 play G+2
24026. 0 play W+4
24027. 2 play WPU
24028. 1 play G2
24029. 0 play W
24030. 2 take
24031. 1 play W green
24032. 0 play WDT yellow 0,2
24033. 2 play W blue
24034. 1 play B7
24035. 0 play B6
24036. 0 play B6
24037. 2 play WDT red 0,2
24038. 1 play W yellow
24039. 0 play Y3
24040. 2 play WDT yellow 0,1
24041. 1 play WPU
24042. 0 play W+4
24043. 2 play WDT
24044. 1 play W
24045. 0 play WDT
24046. 2 play W+4
24047. 1 play W
24048. 0 play B9
24049. 2 play B7
24050. 1 play B3
24051. 0 play B3
24052. 2 play W
24053. 1 take
24054. 0 play WDT yellow 0,1
24055. 2 play YR
24056. 0 play YPT
24057. 2 point 0
24058. 1 point 2
24059. 0 point 1
24060. 1 play BPT
24061. 0 point 2
24062. 2 point 1
24063. 1 point 0
24064. 2 play B1
24065. 0 play B0
24066. 1 play W+4 red
24067. 2 accept
24068. 0 play R6
24069. 1 play WDT blue 0,1
24070. 2 play W+4 red
24071. 0 accept
24072. 1 play W+4 blue
24073. 2 challenge
24074. 2 play WDT green 0,2
24075. 0 play WPU
24076. 1 play B+2
24077. 2 play BS
24078. 0 play B+2
24079. 1 play BPT
24080. 2 play W+4
24081. 0 play W
24082. 1 play W+4
24083. 2 play WPU
24084. 0 play B4
24085. 1 play B3
24086. 2 play W
24087. 0 play B1
24088. 1 play B9
24089. 2 play B9
24090. 0 play W
24091. 1 play B7
24092. 2 play WPU
24093. 0 play B5
24094. 1 play W+4
24095. 2 play WPU
24096. 0 play W+4
24097. 1 play B3
24098. 2 play W
24099. 0 play B4
24100. 1 play W
24101. 2 play W
24102. 0 play W+4
24103. 1 play W
24104. 2 play WPU
24105. 0 play B2
24106. 1 play WDT
24107. 2 play WPU
24108. 0 play BPT
24109. 1 play W
24110. 2 play W
24111. 0 play WDT
24112. 1 play WDT
24113. 2 take
24114. 0 play B5
24115. 2 play B5
24116. 0 play BPT
24117. 0 point 1
24118. 2 point 0
24119. 1 point 2
24120. 1 play GPT
24121. 0 point 1
24122. 1 point 0
24123. 2 point 1
24124. 2 play GPT
24125. 1 point 2
24126. 2 point 1
24127. 0 point 2
24128. 0 play RPT
24129. 1 point 0
24130. 0 point 1
24131. 2 point 0
24132. 1 play R5
24133. 2 play WDT green 1,2
24134. 0 play WDT blue 0,1
24135. 1 play WPU
24136. 2 play W
24137. 0 play GPT
24138. 1 play G6
24139. 2 play WPU
24140. 0 play G+2
24141. 1 play GS
24142. 2 play G+2
24143. 0 take
24144. 1 play G3
24145. 2 play G4
24146. 0 play W+4 red
24147. 1 accept
24148. 2 play R2
24149. 0 draw
24150. 0 play RPT
24151. 0 point 1
24152. 2 point 0
24153. 1 point 2
24154. 1 play R3
24155. 0 play R3
24156. 1 play Y3
24157. 2 play Y5
24158. 0 draw
24159. 1 draw
24160. 1 play Y8
24161. 2 play W yellow
24162. 0 play WPU
24163. 1 play R4
24164. 2 play R2
24165. 0 play R1
24166. 1 play W
24167. 2 play W+4
24168. 0 play R0
24169. 1 play WDT
24170. 2 play WPU
24171. 0 play R1
24172. 1 play RS
24173. 2 play W+4
24174. 0 play R+2
24175. 1 play R7
24176. 2 play R6
24177. 0 play RS
24178. 1 take
24179. 2 play WPU
24180. 0 play B8
24181. 1 play B1
24182. 2 play B9
24183. 0 play BR
24184. 1 play W+4
24185. 2 play BS
24186. 0 play WDT
24187. 1 play W
24188. 2 play WDT
24189. 0 play WDT
24190. 1 play B2
24191. 2 play B3
24192. 0 play W
24193. 1 play WPU
24194. 2 play B4
24195. 0 play W+4
24196. 1 play BPT
24197. 2 play BS
24198. 0 play WDT
24199. 1 play WDT
24200. 2 play WPU
24201. 0 play BR
24202. 1 play W+4
24203. 2 play B9
24204. 0 play W
24205. 1 take
24206. 2 play B4
24207. 0 play W yellow
24208. 1 draw
24209. 2 play WDT red 0,1
24210. 0 play W green
24211. 1 play G9
24212. 2 play G2
24213. 0 play GS
24214. 2 play G5
24215. 0 play G6
24216. 1 play WDT green 1,2
24217. 2 play GS
24218. 1 play BS
24219. 0 play YS
24220. 2 play W yellow
24221. 0 play Y0
24222. 1 play W yellow
24223. 2 play WPU
24224. 0 take
24225. 1 play WPU
24226. 2 play W+4
24227. 0 play WDT
24228. 1 play WDT
24229. 2 play WPU
24230. 0 play WPU
24231. 1 play RS
24232. 2 play W
24233. 0 play R+2
24234. 1 play R4
24235. 2 play W+4
24236. 0 play W
24237. 1 play W
24238. 2 play WPU
24239. 0 play R9
24240. 1 play R+2
24241. 2 play W
24242. 0 play R4
24243. 1 play R1
24244. 2 play WPU
24245. 0 play R9
24246. 1 play W+4
24247. 2 play W+4
24248. 0 play R8
24249. 1 play WPU
24250. 2 play W+4
24251. 0 play R8
24252. 1 play W
24253. 2 play W
24254. 0 play R5
24255. 1 play R7
24256. 2 play W
24257. 0 play WDT
24258. 1 play RS
24259. 2 play W
24260. 0 play RPT
24261. 1 play WDT
24262. 2 play W
24263. 0 play RR
24264. 1 play WDT
24265. 2 play W
24266. 0 play R6
24267. 1 play W+4
24268. 2 take
24269. 0 play RR
24270. 2 play R+2
24271. 0 play RPT
24272. 2 point 0
24273. 0 point 2
24274. 1 point 2
24275. 2 play R8
24276. 1 play R2
24277. 0 play Y2
24278. 2 play W green
24279. 1 play G0
24280. 0 play GPT
24281. 2 point 1
24282. 0 point 1
24283. 1 point 2
24284. 2 play G1
24285. 1 play B1
24286. 0 play B5
24287. 2 play BPT
24288. 1 point 2
24289. 2 point 1
24290. 0 point 2
24291. 1 play B4
24292. 0 play Y4
24293. 2 play W red
24294. 1 play R0
24295. 0 draw
24296. 2 play R9
24297. 1 play WDT red 0,1
24298. 0 draw
24299. 2 play R9
24300. 1 play R1
24301. 2 play R1
24302. 1 play WDT green 1,2
24303. 0 play G+2
24304. 1 play G3
24305. 0 play GPT
24306. 1 point 2
24307. 0 point 1
24308. 2 point 0
24309. 2 play RPT
24310. 2 point 0
24311. 1 point 0
24312. 0 point 1
24313. 1 play R6
24314. 0 play Y6
24315. 2 play W green
24316. 1 play WPU
24317. 0 play WPU
24318. 2 play G7
24319. 1 play W
24320. 0 play G+2
24321. 2 play GR
24322. 1 play G5
24323. 0 play GPT
24324. 2 play GR
24325. 1 play G7
24326. 0 take
24327. 2 play G1
24328. 1 play W+4 blue
24329. 0 challenge
24330. 2 play B3
24331. 1 play W+4 green
24332. 0 accept
24333. 2 play GPT
24334. 1 point 0
24335. 0 point 2
24336. 2 point 1
24337. 1 play BPT
24338. 1 point 2
24339. 0 point 1
24340. 2 point 1
24341. 0 play WPU
24342. 2 play WDT
24343. 1 play W+4
24344. 0 play G4
24345. 2 play W+4
24346. 1 play W
24347. 0 play G7
24348. 2 play WDT
24349. 1 play G1
24350. 0 play G5
24351. 2 play WDT
24352. 1 play W+4
24353. 0 play W
24354. 2 play WPU
24355. 1 take
24356. 0 play W green
24357. 2 play WDT yellow 0,1
24358. 1 play W+4 yellow
24359. 0 accept
24360. 2 play W green
24361. 1 draw
24362. 0 play GS
24363. 1 play G6
24364. 0 play GPT
24365. 0 point 1
24366. 2 point 1
24367. 1 point 2
24368. 2 play G2
24369. 1 play G4
24370. 0 play WPU
24371. 2 play B+2
24372. 1 play WDT
24373. 0 play WPU
24374. 2 play WPU
24375. 1 play B0
24376. 0 play B7
24377. 2 play W
24378. 1 play BPT
24379. 0 play W
24380. 2 play B+2
24381. 1 play B3
24382. 0 play WDT
24383. 2 play B7
24384. 1 play WPU
24385. 0 play B5
24386. 2 play WPU
24387. 1 play B2
24388. 0 play BS
24389. 2 play BPT
24390. 1 play B9
24391. 0 take
24392. 2 play WPU
24393. 1 play R7
24394. 0 play WDT
24395. 2 play R+2
24396. 1 play WDT
24397. 0 play R9
24398. 2 play RR
24399. 1 play W
24400. 0 play W
24401. 2 play WDT
24402. 1 play RPT
24403. 0 play WDT
24404. 2 play RS
24405. 1 play RR
24406. 0 play R3
24407. 2 play R8
24408. 1 play WDT
24409. 0 play RPT
24410. 2 play RS
24411. 1 play R8
24412. 0 play W
24413. 2 play R5
24414. 1 play W+4
24415. 0 play R+2
24416. 2 play W
24417. 1 play WDT
24418. 0 play R2
24419. 2 play R7
24420. 1 play W+4
24421. 0 play WPU
24422. 2 play R2
24423. 1 play W
24424. 0 play WPU
24425. 2 play R5
24426. 1 take
24427. 0 play WPU
24428. 2 play WPU
24429. 1 play WPU
24430. 0 play WPU
24431. 2 play R4
24432. 1 play RPT
24433. 0 take
24434. 2 play WDT blue 0,1
24435. 1 play BR
24436. 2 play W blue
24437. 0 play BPT
24438. 0 point 2
24439. 2 point 1
24440. 1 point 0
24441. 1 play RPT
24442. 0 point 2
24443. 1 point 0
24444. 2 point 1
24445. 2 play W+4 red
24446. 0 accept
24447. 1 play W+4 green
24448. 2 accept
24449. 0 play GR
24450. 2 play G9
24451. 1 play G7
24452. 0 play WPU
24453. 2 play WDT
24454. 1 play W+4
24455. 0 play G+2
24456. 2 play W
24457. 1 play G5
24458. 0 play G2
24459. 2 play G9
24460. 1 play WDT
24461. 0 play GR
24462. 2 play GPT
24463. 1 play G1
24464. 0 play WDT
24465. 2 play W+4
24466. 1 play WPU
24467. 0 play G7
24468. 2 play WDT
24469. 1 play W
24470. 0 play G3
24471. 2 play G0
24472. 1 play WDT
24473. 0 play WPU
24474. 2 play G8
24475. 1 play WDT
24476. 0 play WPU
24477. 2 play W
24478. 1 play W
24479. 0 play WPU
24480. 2 play W+4
24481. 1 play WPU
24482. 0 take
24483. 2 play G6
24484. 1 play G5
24485. 0 play WPU
24486. 2 play B4
24487. 1 play W
24488. 0 play B9
24489. 2 play BPT
24490. 1 play B5
24491. 0 play B7
24492. 2 play B1
24493. 1 play BR
24494. 0 play WPU
24495. 2 play W+4
24496. 1 play BS
24497. 0 play B1
24498. 2 play B6
24499. 1 play WDT
24500. 0 play B0
24501. 2 play W+4
24502. 1 play B8
24503. 0 play B7
24504. 2 play W+4
24505. 1 play WDT
24506. 0 play BS
24507. 2 play B6
24508. 1 play WPU
24509. 0 play B3
24510. 2 play W
24511. 1 play B8
24512. 0 play BPT
24513. 2 play B2
24514. 1 play WDT
24515. 0 play B2
24516. 2 play W
24517. 1 play B9
24518. 0 play WPU
24519. 2 play W
24520. 1 play W
24521. 0 play B5
24522. 2 take
24523. 1 play W green
24524. 0 play G1
24525. 2 play B1
24526. 2 play B1
24527. 1 play R1
24528. 0 play R4
24529. 2 play WPU
24530. 1 play W
24531. 0 play R3
24532. 2 play WDT
24533. 1 play R8
24534. 0 play R0
24535. 2 play R6
24536. 1 play R7
24537. 0 play R1
24538. 2 play RPT
24539. 1 play R+2
24540. 0 play WDT
24541. 2 play W+4
24542. 1 play R5
24543. 0 play W+4
24544. 2 play W
24545. 1 play R8
24546. 0 play WDT
24547. 2 play WPU
24548. 1 play R5
24549. 0 play WPU
24550. 2 play WPU
24551. 1 play R+2
24552. 0 play WDT
24553. 2 play W+4
24554. 1 play RS
24555. 0 play WPU
24556. 2 play W
24557. 1 play R7
24558. 0 play WDT
24559. 2 play WDT
24560. 1 play R2
24561. 0 play WDT
24562. 2 play W
24563. 1 play R2
24564. 0 play WDT
24565. 2 play WDT
24566. 1 play RR
24567. 0 play W+4
24568. 2 play W
24569. 1 play RS
24570. 0 play W
24571. 2 play W
24572. 1 play R9
24573. 0 play RPT
24574. 2 play R4
24575. 1 play R3
24576. 0 play W
24577. 2 play W+4
24578. 1 play RR
24579. 0 play W+4
24580. 2 take
24581. 1 draw
24582. 0 play W yellow
24583. 2 play Y8
24584. 1 play Y0
24585. 0 play Y3
24586. 2 play YR
24587. 0 play YPT
24588. 2 point 1
24589. 1 point 0
24590. 0 point 1
24591. 1 play YR
24592. 0 play Y9
24593. 2 play WDT green 0,2
24594. 1 draw
24595. 0 play GPT
24596. 1 point 2
24597. 2 point 1
24598. 0 point 2
24599. 2 play W+4 blue
24600. 1 accept
24601. 0 play W+4 green
24602. 2 accept
24603. 1 play G3
24604. 0 play G7
24605. 2 play WPU
24606. 1 play W
24607. 0 play W
24608. 2 play WDT
24609. 1 take
24610. 0 play B+2
24611. 1 play W+4 red
24612. 0 challenge
24613. 0 draw
24614. 0 play W yellow
24615. 2 play W blue
24616. 1 play WDT blue 0,2
24617. 0 play B+2
24618. 1 play Y+2
24619. 2 play W green
24620. 1 play G6
24621. 0 play G3
24622. 2 play W+4 red
24623. 1 accept
24624. 0 play R1
24625. 2 play R8
24626. 1 play R6
24627. 0 play WPU
24628. 2 play WDT
24629. 1 play Y6
24630. 0 play YPT
24631. 2 play W
24632. 1 play YS
24633. 0 play Y4
24634. 2 play WPU
24635. 1 play W+4
24636. 0 play Y+2
24637. 2 play W+4
24638. 1 play W
24639. 0 play Y6
24640. 2 play W+4
24641. 1 play Y4
24642. 0 play YR
24643. 2 play W
24644. 1 play W+4
24645. 0 play Y8
24646. 2 play Y1
24647. 1 play W
24648. 0 play YPT
24649. 2 play Y1
24650. 1 play Y5
24651. 0 play YS
24652. 2 play WPU
24653. 1 play W
24654. 0 play YPT
24655. 2 play W
24656. 1 play Y3
24657. 0 play Y7
24658. 2 play W+4
24659. 1 take
24660. 0 play W red
24661. 2 play R8
24662. 1 play Y8
24663. 0 play Y2
24664. 2 play W green
24665. 1 play G1
24666. 0 play G5
24667. 2 play GS
24668. 0 play G9
24669. 2 play R9
24670. 1 play WPU
24671. 0 play G+2
24672. 2 play W
24673. 1 play W
24674. 0 play G8
24675. 2 play G4
24676. 1 play GPT
24677. 0 play GR
24678. 2 play W+4
24679. 1 play WPU
24680. 0 play G+2
24681. 2 play G8
24682. 1 play G7
24683. 0 play G2
24684. 2 play G1
24685. 1 play W+4
24686. 0 play G0
24687. 2 play WPU
24688. 1 play GPT
24689. 0 take
24690. 2 play WDT yellow 0,1
24691. 1 play YS
24692. 2 play W+4 red
24693. 1 accept
24694. 0 draw
24695. 2 play R3
24696. 1 play WPU
24697. 0 play WPU
24698. 2 play Y3
24699. 1 play Y1
24700. 0 play WPU
24701. 2 play Y8
24702. 1 play Y6
24703. 0 play W
24704. 2 play WDT
24705. 1 play Y3
24706. 0 play W+4
24707. 2 play W
24708. 1 play YR
24709. 0 play Y7
24710. 2 play WDT
24711. 1 play YPT
24712. 0 play WPU
24713. 2 play WDT
24714. 1 play YS
24715. 0 play W
24716. 2 play WDT
24717. 1 play Y+2
24718. 0 play WPU
24719. 2 play W
24720. 1 play Y9
24721. 0 play Y2
24722. 2 play WDT
24723. 1 play Y7
24724. 0 play Y5
24725. 2 play W
24726. 1 play W
24727. 0 play W
24728. 2 play WDT
24729. 1 play YR
24730. 0 play W+4
24731. 2 play WDT
24732. 1 play Y4
24733. 0 play Y9
24734. 2 take
24735. 1 play Y5
24736. 0 play WPU
24737. 2 play W+4
24738. 1 play YPT
24739. 0 play W+4
24740. 2 play YR
24741. 1 play WDT
24742. 0 take
24743. 2 play Y6
24744. 1 play YPT
24745. 1 point 2
24746. 0 point 2
24747. 2 point 1
24748. 0 play WDT blue 0,1
24749. 2 play B2
24750. 1 play BR
24751. 2 play B8
24752. 0 play W+4 red
24753. 1 accept
24754. 2 play R+2
24755. 1 play R4
24756. 2 play R2
24757. 2 play R2
24758. 0 play R3
24759. 1 play WPU
24760. 2 play W
24761. 0 play G8
24762. 1 play GS
24763. 2 play W+4
24764. 0 play WPU
24765. 1 play W
24766. 2 play W
24767. 0 play G4
24768. 1 play GS
24769. 2 play WDT
24770. 0 play W+4
24771. 1 play WPU
24772. 2 play W
24773. 0 play G2
24774. 1 play GPT
24775. 2 play WPU
24776. 0 play G9
24777. 1 play G6
24778. 2 play GR
24779. 0 play G3
24780. 1 play G5
24781. 2 play WDT
24782. 0 play GPT
24783. 1 play W+4
24784. 2 play WDT
24785. 0 play G0
24786. 1 play G4
24787. 2 play WPU
24788. 0 play GPT
24789. 1 play W
24790. 2 play WDT
24791. 0 play G8
24792. 1 play W+4
24793. 2 play W
24794. 0 play WPU
24795. 1 play W+4
24796. 2 play WPU
24797. 0 play G7
24798. 1 play W
24799. 2 play WDT
24800. 0 play G+2
24801. 1 play W+4
24802. 2 play W
24803. 0 play G2
24804. 1 play GPT
24805. 2 play WPU
24806. 0 play GR
24807. 1 play WDT
24808. 2 play W
24809. 0 play G1
24810. 1 play W
24811. 2 play W
24812. 0 play G+2
24813. 1 take
24814. 2 play WDT green 0,1
24815. 0 draw
24816. 0 pass
24817. 1 play G1
24818. 2 play WDT red 0,1
24819. 0 play WPU
24820. 1 play G7
24821. 2 play WDT
24822. 0 take
24823. 1 play G4
24824. 2 play B4
24825. 0 play BPT
24826. 0 point 1
24827. 1 point 2
24828. 2 point 1
24829. 1 play WPU
24830. 2 play Y0
24831. 0 play YPT
24832. 1 play W+4
24833. 2 play Y4
24834. 0 play WDT
24835. 1 play Y1
24836. 2 play Y5
24837. 0 play YPT
24838. 1 play Y6
24839. 2 play Y7
24840. 0 play YPT
24841. 1 play W+4
24842. 2 play YPT
24843. 0 play YR
24844. 1 play W
24845. 2 play Y3
24846. 0 take
24847. 1 play WDT green 1,2
24848. 2 play WDT yellow 1,2
24849. 0 play YS
24850. 2 play Y2
24851. 0 play YR
24852. 2 play Y3
24853. 1 play W red
24854. 0 play WDT red 1,2
24855. 2 play R1
24856. 1 play W blue
24857. 0 play W red
24858. 2 play R3
24859. 1 play W yellow
24860. 0 play Y4
24861. 2 play Y+2
24862. 0 play Y6
24863. 1 play Y6
24864. 0 play Y3
24865. 2 play Y8
24866. 1 play G8
24867. 0 play G7
24868. 2 play R7
24869. 1 play WDT blue 0,1
24870. 0 play B8
24871. 2 play B5
24872. 1 play WPU
24873. 0 play WDT
24874. 2 play BPT
24875. 1 play W
24876. 0 play W+4
24877. 2 play B1
24878. 1 play BR
24879. 0 play W+4
24880. 2 play BPT
24881. 1 play BPT
24882. 0 take
24883. 2 play B9
24884. 1 play WDT green 0,1
24885. 0 play WDT red 0,2
24886. 2 play RR
24887. 0 play R8
24888. 1 play W green
24889. 2 play G3
24890. 0 play G1
24891. 1 play WDT yellow 0,1
24892. 2 play Y7
24893. 0 play Y0
24894. 1 play W blue
24895. 2 play B9
24896. 0 play B+2
24897. 2 play B4
24898. 0 play W+4 blue
24899. 1 challenge
24900. 1 play W+4 yellow
24901. 2 challenge
24902. 2 play YS
24903. 1 play W yellow
24904. 2 play YR
24905. 1 play WPU
24906. 0 play W
24907. 2 play R6
24908. 1 play R9
24909. 0 play R6
24910. 2 play R+2
24911. 1 play R1
24912. 0 play W
24913. 2 play R0
24914. 1 play W
24915. 0 play W
24916. 2 play R4
24917. 1 play W
24918. 0 play WDT
24919. 2 play RPT
24920. 1 play WDT
24921. 0 play W+4
24922. 2 play RR
24923. 1 play WPU
24924. 0 play W+4
24925. 2 play R5
24926. 1 play WDT
24927. 0 take
24928. 2 play RPT
24929. 1 point 2
24930. 2 point 1
24931. 0 point 2
24932. 1 draw
24933. 1 play WDT red 0,2
24934. 0 play R6
24935. 0 play R6
24936. 2 play RPT
24937. 2 point 0
24938. 0 point 1
24939. 1 point 2
24940. 1 play WDT yellow 1,2
24941. 0 play W yellow
24942. 2 draw
24943. 2 play W green
24944. 1 play GPT
24945. 0 point 1
24946. 1 point 0
24947. 2 point 0
24948. 0 play WDT yellow 1,2
24949. 2 play Y1
24950. 1 play Y8
24951. 0 play W green
24952. 2 play WDT green 0,1
24953. 1 play G3
24954. 0 play G9
24955. 2 play G1
24956. 1 play G0
24957. 0 play WPU
24958. 2 play R7
24959. 1 play W+4
24960. 0 play W+4
24961. 2 play R5
24962. 1 play WPU
24963. 0 play W+4
24964. 2 play R9
24965. 1 play W
24966. 0 play R4
24967. 2 play RPT
24968. 1 play WPU
24969. 0 play R1
24970. 2 play RS
24971. 1 play W+4
24972. 0 play R5
24973. 2 play RS
24974. 1 play W+4
24975. 0 play RPT
24976. 2 take
24977. 1 play W+4 blue
24978. 0 challenge
24979. 0 play BR
24980. 1 play GR
24981. 0 play G6
24982. 2 play G7
24983. 1 play GS
24984. 2 play RS
24985. 0 play WDT green 0,1
24986. 2 play WPU
24987. 1 play YS
24988. 0 play WDT
24989. 2 play W+4
24990. 1 play WPU
24991. 0 play Y7
24992. 2 play W
24993. 1 play Y0
24994. 0 play Y5
24995. 2 play Y9
24996. 1 play Y+2
24997. 0 play W
24998. 2 play Y9
24999. 1 play Y4
25000. 0 play W+4
25001. 2 play WPU
25002. 1 play W+4
25003. 0 play W
25004. 2 play W+4
25005. 1 play WDT
25006. 0 play Y1
25007. 2 play W+4
25008. 1 play W
25009. 0 play WDT
25010. 2 play W+4
25011. 1 play W
25012. 0 play W
25013. 2 play W+4
25014. 1 play W
25015. 0 play YPT
25016. 2 take
25017. 1 play WPU
25018. 0 play G4
25019. 2 play WDT
25020. 1 play GS
25021. 0 play WDT
25022. 2 play WPU
25023. 1 play G7
25024. 0 play W+4
25025. 2 play WPU
25026. 1 play G4
25027. 0 play W+4
25028. 2 play WDT
25029. 1 play G+2
25030. 0 take
25031. 2 play W blue
25032. 1 play WPU
25033. 0 play R9
25034. 2 play R1
25035. 1 play W
25036. 0 play RR
25037. 2 play R9
25038. 1 play R8
25039. 0 play R8
25040. 2 play W+4
25041. 1 play WPU
25042. 0 play WPU
25043. 2 play R4
25044. 1 take
25045. 0 play WDT green 1,2
25046. 2 play W yellow
25047. 1 play Y5
25048. 0 play YPT
25049. 0 point 2
25050. 1 point 2
25051. 2 point 1
25052. 2 play RPT
25053. 1 point 0
25054. 0 point 1
25055. 2 point 0
25056. 1 play GPT
25057. 0 point 1
25058. 2 point 0
25059. 1 point 2
25060. 0 play GS
25061. 1 play G2
25062. 0 play G+2
25063. 1 play GPT
25064. 1 point 0
25065. 0 point 2
25066. 2 point 0
25067. 0 play YPT
25068. 2 point 1
25069. 1 point 0
25070. 0 point 2
25071. 2 play Y4
25072. 1 play W+4 yellow
25073. 0 challenge
25074. 0 play Y+2
25075. 1 play WPU
25076. 0 play W+4
25077. 2 play Y1
25078. 1 play W
25079. 0 play Y3
25080. 2 play W+4
25081. 1 play WPU
25082. 0 play WDT
25083. 2 play W+4
25084. 1 play Y4
25085. 0 play Y2
25086. 2 play W
25087. 1 play WPU
25088. 0 play WDT
25089. 2 play Y9
25090. 1 play WPU
25091. 0 play YPT
25092. 2 play YR
25093. 1 play WPU
25094. 0 play WDT
25095. 2 play Y0
25096. 1 play W+4
25097. 0 play W
25098. 2 play W
25099. 1 play Y7
25100. 0 play W+4
25101. 2 play YS
25102. 1 play W
25103. 0 play WPU
25104. 2 play Y+2
25105. 1 play WPU
25106. 0 take
25107. 2 play WDT green 0,1
25108. 1 play GPT
25109. 0 point 2
25110. 2 point 1
25111. 1 point 2
25112. 0 play WDT blue 0,1
25113. 2 play W+4 yellow
25114. 1 accept
25115. 0 play YPT
25116. 1 point 2
25117. 2 point 1
25118. 0 point 2
25119. 2 play Y9
25120. 1 play WDT green 1,2
25121. 0 play G4
25122. 2 play WDT red 0,2
25123. 1 play R9
25124. 0 play R1
25125. 2 play R7
25126. 0 play R7
25127. 2 play RS
25128. 0 play R+2
25129. 1 play R9
25130. 0 play W yellow
25131. 2 play Y5
25132. 1 play WDT blue 0,1
25133. 0 play B8
25134. 2 play WDT yellow 1,2
25135. 1 play W yellow
25136. 0 play W yellow
25137. 2 play Y7
25138. 0 play Y7
25139. 2 play W green
25140. 1 play G8
25141. 0 play W+4 yellow
25142. 2 challenge
25143. 2 play WPU
25144. 1 play GR
25145. 0 play WDT
25146. 2 play G1
25147. 1 play G2
25148. 0 play G7
25149. 2 play W+4
25150. 1 play G5
25151. 0 play W
25152. 2 play G+2
25153. 1 play G6
25154. 0 play WPU
25155. 2 play W+4
25156. 1 play G8
25157. 0 play G9
25158. 2 play W+4
25159. 1 play G5
25160. 0 play W+4
25161. 2 play W+4
25162. 1 play G+2
25163. 0 play WPU
25164. 2 play W
25165. 1 play G9
25166. 0 play W+4
25167. 2 play W
25168. 1 take
25169. 0 play W yellow
25170. 2 play YPT
25171. 1 point 0
25172. 0 point 1
25173. 2 point 1
25174. 1 play W yellow
25175. 0 play Y0
25176. 2 play Y3
25177. 1 play W red
25178. 0 play W yellow
25179. 2 play W blue
25180. 1 play B4
25181. 0 play B9
25182. 2 play B3
25183. 1 play G3
25184. 0 play R3
25185. 2 play RPT
25186. 2 point 1
25187. 0 point 1
25188. 1 point 2
25189. 1 play R4
25190. 0 play R0
25191. 2 play R5
25192. 1 play R1
25193. 0 play B1
25194. 2 play B7
25195. 1 play WPU
25196. 0 play WDT
25197. 2 play W
25198. 1 play Y5
25199. 0 play YR
25200. 2 play W
25201. 1 play WDT
25202. 0 play Y1
25203. 2 play W+4
25204. 1 play W
25205. 0 play WPU
25206. 2 play Y8
25207. 1 play WDT
25208. 0 play Y4
25209. 2 play Y6
25210. 1 play Y1
25211. 0 play WPU
25212. 2 take
25213. 1 play W+4 blue
25214. 0 accept
25215. 2 play W blue
25216. 1 play B1
25217. 0 play WDT yellow 1,2
25218. 2 play WPU
25219. 1 play W+4
25220. 0 play W
25221. 2 play W+4
25222. 1 play WPU
25223. 0 play W+4
25224. 2 play Y5
25225. 1 play W+4
25226. 0 play WPU
25227. 2 play WDT
25228. 1 play W+4
25229. 0 play Y3
25230. 2 play Y8
25231. 1 play W+4
25232. 0 play Y9
25233. 2 play Y4
25234. 1 play W+4
25235. 0 play Y6
25236. 2 play WPU
25237. 1 play W+4
25238. 0 play WDT
25239. 2 play Y1
25240. 1 take
25241. 0 play Y+2
25242. 1 play Y8
25243. 0 play Y2
25244. 2 play YPT
25245. 2 point 1
25246. 1 point 2
25247. 0 point 2
25248. 1 play YPT
25249. 0 point 2
25250. 2 point 0
25251. 1 point 0
25252. 0 play BPT
25253. 1 point 2
25254. 2 point 1
25255. 0 point 1
25256. 2 play B9
25257. 1 play WDT red 0,1
25258. 0 play WPU
25259. 2 play G2
25260. 1 play G1
25261. 0 play G4
25262. 2 play W
25263. 1 play G7
25264. 0 play GPT
25265. 2 play WDT
25266. 1 play G+2
25267. 0 play G3
25268. 2 play W
25269. 1 play W
25270. 0 play G6
25271. 2 play WDT
25272. 1 play G9
25273. 0 play W+4
25274. 2 play WPU
25275. 1 play G5
25276. 0 play WDT
25277. 2 play GPT
25278. 1 play W+4
25279. 0 play G0
25280. 2 take
25281. 1 play G+2
25282. 2 play G+2
25283. 0 play B+2
25284. 1 play WPU
25285. 0 play Y8
25286. 2 play WPU
25287. 1 play Y6
25288. 0 play Y+2
25289. 2 play Y6
25290. 1 play WPU
25291. 0 play WDT
25292. 2 play WPU
25293. 1 play W
25294. 0 play Y2
25295. 2 play W
25296. 1 play WDT
25297. 0 play YR
25298. 2 play WDT
25299. 1 play W
25300. 0 play YS
25301. 2 play WPU
25302. 1 play Y1
25303. 0 play YS
25304. 2 play Y1
25305. 1 play Y4
25306. 0 take
25307. 2 play W+4 green
25308. 1 challenge
25309. 1 play G8
25310. 0 play W red
25311. 2 play W+4 red
25312. 1 accept
25313. 0 play RPT
25314. 2 point 1
25315. 0 point 2
25316. 1 point 2
25317. 2 play R0
25318. 1 play R2
25319. 0 play Y2
25320. 2 play W yellow
25321. 1 play Y7
25322. 0 play Y1
25323. 2 play W green
25324. 1 play GR
25325. 2 play G2
25326. 0 play GS
25327. 2 play G3
25328. 0 play GPT
25329. 1 point 0
25330. 0 point 1
25331. 2 point 0
25332. 1 play W red
25333. 2 play R+2
25334. 1 play WPU
25335. 2 play W+4
25336. 0 play WPU
25337. 1 play Y4
25338. 2 play YR
25339. 0 play WDT
25340. 1 play Y9
25341. 2 play WDT
25342. 0 play W
25343. 1 play Y5
25344. 2 play W
25345. 0 play YR
25346. 1 play Y3
25347. 2 play WDT
25348. 0 play WDT
25349. 1 play W
25350. 2 play WDT
25351. 0 play Y6
25352. 1 play W
25353. 2 take
25354. 0 play YPT
25355. 2 point 0
25356. 0 point 2
25357. 1 point 2
25358. 1 play Y2
25359. 2 play Y4
25360. 0 play Y+2
25361. 2 play Y3
25362. 0 play Y8
25363. 1 play WPU
25364. 2 play G0
25365. 0 play WPU
25366. 1 play G5
25367. 2 play W+4
25368. 0 play WPU
25369. 1 play G2
25370. 2 play G9
25371. 0 play WPU
25372. 1 play W+4
25373. 2 play G6
25374. 0 play WDT
25375. 1 play WDT
25376. 2 play G4
25377. 0 play W
25378. 1 play WDT
25379. 2 play G7
25380. 0 play W
25381. 1 play G7
25382. 2 play GPT
25383. 0 play WPU
25384. 1 play G6
25385. 2 play GPT
25386. 0 play W
25387. 1 play W+4
25388. 2 play G1
25389. 0 play W
25390. 1 play GR
25391. 2 play G1
25392. 0 play WPU
25393. 1 play GS
25394. 2 play GPT
25395. 0 take
25396. 1 play W+4 yellow
25397. 2 accept
25398. 0 play Y5
25399. 1 play YPT
25400. 2 point 0
25401. 0 point 1
25402. 1 point 0
25403. 2 play WDT yellow 0,2
25404. 0 play WPU
25405. 1 play Y9
25406. 2 play Y5
25407. 0 play WPU
25408. 1 play W+4
25409. 2 play Y6
25410. 0 play YS
25411. 1 play W+4
25412. 2 play Y0
25413. 0 play W+4
25414. 1 play W+4
25415. 2 play WDT
25416. 0 play Y6
25417. 1 play W+4
25418. 2 play W
25419. 0 play WDT
25420. 1 take
25421. 2 play Y3
25422. 0 play Y4
25423. 1 play Y9
25424. 2 play R9
25425. 0 play W+4 blue
25426. 1 accept
25427. 2 play BR
25428. 1 play BPT
25429. 1 point 2
25430. 0 point 2
25431. 2 point 1
25432. 0 play WDT yellow 1,2
25433. 2 play WDT red 0,2
25434. 1 play R+2
25435. 2 play W blue
25436. 1 draw
25437. 1 play WPU
25438. 0 play RR
25439. 2 play R4
25440. 1 play R8
25441. 0 play R3
25442. 2 play R1
25443. 1 play W+4
25444. 0 play RPT
25445. 2 play WDT
25446. 1 play R4
25447. 0 play R9
25448. 2 play WDT
25449. 1 play WPU
25450. 0 play R6
25451. 2 play W
25452. 1 play W
25453. 0 play W
25454. 2 play R5
25455. 1 play R2
25456. 0 play WDT
25457. 2 play R1
25458. 1 play WDT
25459. 0 play W+4
25460. 2 play WDT
25461. 1 play R8
25462. 0 play W
25463. 2 play RS
25464. 1 play R3
25465. 0 play W
25466. 2 play RPT
25467. 1 play WDT
25468. 0 play WPU
25469. 2 play WPU
25470. 1 play RR
25471. 0 play W
25472. 2 play W
25473. 1 play WDT
25474. 0 play W
25475. 2 play RS
25476. 1 play W+4
25477. 0 play WPU
25478. 2 play R7
25479. 1 play WDT
25480. 0 play WPU
25481. 2 play R6
25482. 1 play W+4
25483. 0 play WPU
25484. 2 play W
25485. 1 play W+4
25486. 0 take
25487. 2 play R5
25488. 1 play Y5
25489. 0 play W yellow
25490. 2 play YR
25491. 0 play RR
25492. 2 draw
25493. 1 play W+4 green
25494. 0 challenge
25495. 2 play G4
25496. 1 play G8
25497. 0 play G1
25498. 2 play G3
25499. 1 play G9
25500. 0 play G9
25501. 2 play WDT yellow 0,1
25502. 1 play Y7
25503. 0 play WPU
25504. 2 play W
25505. 1 play Y0
25506. 0 play W
25507. 2 play Y8
25508. 1 play YS
25509. 0 play Y1
25510. 2 play Y9
25511. 1 play YPT
25512. 0 play WPU
25513. 2 play YR
25514. 1 play Y6
25515. 0 play WPU
25516. 2 play W+4
25517. 1 play Y6
25518. 0 play WDT
25519. 2 take
25520. 1 draw
25521. 0 play Y+2
25522. 1 draw
25523. 1 play W green
25524. 0 play G6
25525. 2 play WPU
25526. 1 take
25527. 0 play G2
25528. 2 play W blue
25529. 1 play B9
25530. 0 play W green
25531. 2 play WDT red 0,2
25532. 1 play RPT
25533. 1 point 2
25534. 2 point 1
25535. 0 point 2
25536. 0 play RPT
25537. 1 point 2
25538. 2 point 0
25539. 0 point 2
25540. 2 play WDT red 0,1
25541. 1 play WPU
25542. 0 play R5
25543. 2 play W+4
25544. 1 take
25545. 0 play R3
25546. 2 play B3
25547. 2 play B3
25548. 1 play B7
25549. 2 play B7
25550. 1 play W green
25551. 0 play WPU
25552. 2 play Y6
25553. 1 play W+4
25554. 0 play W+4
25555. 2 play Y3
25556. 1 take
25557. 0 play W+4 blue
25558. 2 accept
25559. 1 play W+4 yellow
25560. 0 challenge
25561. 2 play YS
25562. 0 play WDT blue 0,1
25563. 2 play B9
25564. 1 play R9
25565. 0 play R6
25566. 2 play WDT blue 1,2
25567. 1 play W+4 blue
25568. 0 accept
25569. 2 play BS
25570. 0 play W+4 blue
25571. 2 accept
25572. 1 draw
25573. 0 play B8
25574. 2 play Y8
25575. 1 play Y4
25576. 0 play W+4 blue
25577. 2 accept
25578. 1 play B7
25579. 0 play R7
25580. 2 draw
25581. 1 play R5
25582. 0 play R4
25583. 2 play W+4 green
25584. 1 accept
25585. 0 play G+2
25586. 1 play W+4 yellow
25587. 0 challenge
25588. 0 play YS
25589. 1 play Y5
25590. 0 play W green
25591. 2 play G6
25592. 1 play WPU
25593. 0 play GR
25594. 2 play G3
25595. 1 play GPT
25596. 0 play G6
25597. 2 play W
25598. 1 play W
25599. 0 play GS
25600. 2 play WDT
25601. 1 play W+4
25602. 0 play G0
25603. 2 play G9
25604. 1 play WPU
25605. 0 play GS
25606. 2 play G5
25607. 1 play G2
25608. 0 play G5
25609. 2 play WPU
25610. 1 play G1
25611. 0 play GR
25612. 2 play G8
25613. 1 play W
25614. 0 play G4
25615. 2 play WPU
25616. 1 play G4
25617. 0 play WPU
25618. 2 play WPU
25619. 1 take
25620. 0 play W yellow
25621. 2 play WPU
25622. 1 play W
25623. 0 play WPU
25624. 2 play Y7
25625. 1 play Y6
25626. 0 play WDT
25627. 2 play Y0
25628. 1 play WPU
25629. 0 play YPT
25630. 2 play YS
25631. 1 play W
25632. 0 play Y1
25633. 2 play Y8
25634. 1 play Y5
25635. 0 play W
25636. 2 play Y+2
25637. 1 play Y3
25638. 0 play YPT
25639. 2 play YR
25640. 1 play W+4
25641. 0 play W+4
25642. 2 play YR
25643. 1 play Y7
25644. 0 play WPU
25645. 2 play W
25646. 1 play Y4
25647. 0 play W
25648. 2 play YPT
25649. 1 play YPT
25650. 0 play W
25651. 2 play Y9
25652. 1 play Y2
25653. 0 play WPU
25654. 2 play Y2
25655. 1 play WDT
25656. 0 play W
25657. 2 play W
25658. 1 play Y3
25659. 0 play W+4
25660. 2 play W
25661. 1 play WPU
25662. 0 play WPU
25663. 2 play W
25664. 1 play W
25665. 0 play WDT
25666. 2 play Y1
25667. 1 play Y4
25668. 0 play WDT
25669. 2 play Y6
25670. 1 play WPU
25671. 0 play W
25672. 2 play Y9
25673. 1 play WPU
25674. 0 play WDT
25675. 2 take
25676. 1 play WPU
25677. 0 play RPT
25678. 2 play RR
25679. 1 play R5
25680. 0 play R3
25681. 2 play R7
25682. 1 play R0
25683. 0 play WDT
25684. 2 play WDT
25685. 1 play RPT
25686. 0 play R1
25687. 2 play WPU
25688. 1 play RPT
25689. 0 play R8
25690. 2 play R+2
25691. 1 play R3
25692. 0 play R1
25693. 2 play WPU
25694. 1 take
25695. 0 play R8
25696. 2 play Y8
25697. 1 play R8
25698. 0 play RR
25699. 1 play R+2
25700. 0 play RS
25701. 2 play YS
25702. 1 play GS
25703. 0 play G1
25704. 1 play GPT
25705. 0 point 2
25706. 2 point 0
25707. 1 point 0
25708. 2 play W yellow
25709. 0 play W+4 red
25710. 1 challenge
25711. 1 play W yellow
25712. 2 play Y9
25713. 0 play R9
25714. 1 play WDT blue 0,2
25715. 2 play W yellow
25716. 0 play W+4 blue
25717. 1 challenge
25718. 1 play BR
25719. 0 play BR
25720. 1 play B3
25721. 2 play B5
25722. 0 play B2
25723. 1 play WDT yellow 0,2
25724. 2 play WDT blue 0,1
25725. 0 play B1
25726. 1 play R1
25727. 2 play W blue
25728. 0 play B+2
25729. 2 play WDT yellow 1,2
25730. 0 play W+4 yellow
25731. 1 accept
25732. 2 play Y9
25733. 0 play W+4 blue
25734. 1 challenge
25735. 1 play W yellow
25736. 2 play W+4 red
25737. 0 accept
25738. 1 play R3
25739. 2 play W+4 green
25740. 0 accept
25741. 1 play G2
25742. 2 play B2
25743. 0 play R2
25744. 1 play R5
25745. 2 play WPU
25746. 0 play Y9
25747. 1 play Y5
25748. 2 play Y7
25749. 0 play WDT
25750. 1 play YS
25751. 2 play Y2
25752. 0 play WPU
25753. 1 play WPU
25754. 2 play W
25755. 0 play W+4
25756. 1 play W
25757. 2 play Y7
25758. 0 play WDT
25759. 1 play WPU
25760. 2 play Y6
25761. 0 play Y+2
25762. 1 play WDT
25763. 2 play Y1
25764. 0 play WPU
25765. 1 take
25766. 2 play Y0
25767. 0 play W yellow
25768. 1 play WPU
25769. 2 play R9
25770. 0 play W
25771. 1 play R7
25772. 2 play R5
25773. 0 play W
25774. 1 play RPT
25775. 2 play R+2
25776. 0 play R7
25777. 1 play R3
25778. 2 play R4
25779. 0 play RPT
25780. 1 play RPT
25781. 2 play W+4
25782. 0 play RR
25783. 1 play WDT
25784. 2 play W
25785. 0 play R8
25786. 1 play RR
25787. 2 play W+4
25788. 0 play WDT
25789. 1 play W
25790. 2 play WDT
25791. 0 play W
25792. 1 play WPU
25793. 2 play W+4
25794. 0 play WDT
25795. 1 play WDT
25796. 2 play WDT
25797. 0 play W+4
25798. 1 play WDT
25799. 2 play R8
25800. 0 play RS
25801. 1 play R6
25802. 2 play WDT
25803. 0 play R4
25804. 1 play R0
25805. 2 play W
25806. 0 play R6
25807. 1 play W+4
25808. 2 play WDT
25809. 0 play W+4
25810. 1 play RPT
25811. 2 play W
25812. 0 play R2
25813. 1 play W
25814. 2 play W
25815. 0 play W+4
25816. 1 play R1
25817. 2 play WPU
25818. 0 take
25819. 1 play R9
25820. 2 play B9
25821. 0 play B7
25822. 1 play WPU
25823. 2 play WPU
25824. 0 play R3
25825. 1 play WPU
25826. 2 play W
25827. 0 play R8
25828. 1 take
25829. 2 play W red
25830. 0 play R7
25831. 1 play WPU
25832. 2 play WPU
25833. 0 play W+4
25834. 1 play WPU
25835. 2 play Y5
25836. 0 play WDT
25837. 1 play Y1
25838. 2 play Y+2
25839. 0 play WDT
25840. 1 play Y+2
25841. 2 play Y8
25842. 0 play W
25843. 1 play Y7
25844. 2 play Y4
25845. 0 play WPU
25846. 1 play Y7
25847. 2 play YPT
25848. 0 play W
25849. 1 play Y5
25850. 2 play YR
25851. 0 play WDT
25852. 1 play W
25853. 2 play Y6
25854. 0 play W+4
25855. 1 play Y9
25856. 2 play WPU
25857. 0 play W+4
25858. 1 play Y6
25859. 2 play YPT
25860. 0 play W+4
25861. 1 play YS
25862. 2 play YPT
25863. 0 play WDT
25864. 1 play Y2
25865. 2 play YR
25866. 0 play W+4
25867. 1 play YS
25868. 2 play Y3
25869. 0 play WPU
25870. 1 take
25871. 2 play Y2
25872. 0 draw
25873. 0 play W+4 red
25874. 1 accept
25875. 2 play WPU
25876. 0 play B+2
25877. 1 play W+4
25878. 2 play B1
25879. 0 play WPU
25880. 1 play WDT
25881. 2 play B7
25882. 0 play W+4
25883. 1 play W
25884. 2 play W
25885. 0 play WPU
25886. 1 play W+4
25887. 2 play B5
25888. 0 play B4
25889. 1 play W+4
25890. 2 play B4
25891. 0 play W+4
25892. 1 play WDT
25893. 2 play B5
25894. 0 play W
25895. 1 play BS
25896. 2 play BS
25897. 0 play B3
25898. 1 play W
25899. 2 play B0
25900. 0 play WDT
25901. 1 play W
25902. 2 play B6
25903. 0 play WDT
25904. 1 play WPU
25905. 2 play WDT
25906. 0 play BPT
25907. 1 play WDT
25908. 2 play B6
25909. 0 play BPT
25910. 1 play WPU
25911. 2 play W
25912. 0 play BPT
25913. 1 play W+4
25914. 2 play BPT
25915. 0 play W
25916. 1 play W+4
25917. 2 play B9
25918. 0 play W
25919. 1 play W
25920. 2 play B8
25921. 0 play W
25922. 1 play WPU
25923. 2 play B8
25924. 0 play W
25925. 1 play WDT
25926. 2 take
25927. 0 play W blue
25928. 1 play W+4 yellow
25929. 2 challenge
25930. 2 play W+4 red
25931. 0 challenge
25932. 0 play R1
25933. 1 play R8
25934. 2 play WPU
25935. 0 play W
25936. 1 play W+4
25937. 2 play WPU
25938. 0 play RPT
25939. 1 play R1
25940. 2 play W+4
25941. 0 play R2
25942. 1 play WPU
25943. 2 play R7
25944. 0 play RPT
25945. 1 play R3
25946. 2 play W
25947. 0 play R+2
25948. 1 play R3
25949. 2 play W
25950. 0 play R7
25951. 1 play R+2
25952. 2 play W
25953. 0 play RPT
25954. 1 play W+4
25955. 2 play R9
25956. 0 play R5
25957. 1 play WPU
25958. 2 play WDT
25959. 0 play R9
25960. 1 take
25961. 2 play WDT yellow 1,2
25962. 0 draw
25963. 0 play W green
25964. 1 play G8
25965. 2 play B8
25966. 0 play WDT green 0,1
25967. 1 play G9
25968. 2 play G8
25969. 0 play G7
25970. 1 play G6
25971. 2 play WPU
25972. 0 play WDT
25973. 1 play BR
25974. 2 play B2
25975. 0 play WDT
25976. 1 play WDT
25977. 2 play B7
25978. 0 take
25979. 1 draw
25980. 1 play WDT yellow 0,1
25981. 2 play YPT
25982. 0 point 2
25983. 1 point 2
25984. 2 point 1
25985. 0 play RPT
25986. 2 point 1
25987. 1 point 2
25988. 0 point 1
25989. 1 play R3
25990. 2 play B3
25991. 0 play B2
25992. 1 play W+4 red
25993. 2 challenge
25994. 2 play W red
25995. 0 play R8
25996. 1 play R+2
25997. 0 play R6
25998. 1 play R3
25999. 2 play WPU
26000. 0 play R4
26001. 1 play R+2
26002. 2 play W+4
26003. 0 play R6
26004. 1 play RPT
26005. 2 play W+4
26006. 0 play RS
26007. 1 play RPT
26008. 2 play WDT
26009. 0 play WDT
26010. 1 play WDT
26011. 2 play R5
26012. 0 play R0
26013. 1 play WPU
26014. 2 play W
26015. 0 play RS
26016. 1 play R5
26017. 2 play WDT
26018. 0 play R4
26019. 1 play R2
26020. 2 play WPU
26021. 0 play WDT
26022. 1 play W+4
26023. 2 play WPU
26024. 0 play RR
26025. 1 play R7
26026. 2 play WDT
26027. 0 play WDT
26028. 1 play R7
26029. 2 play WDT
26030. 0 play RR
26031. 1 play W+4
26032. 2 play W+4
26033. 0 take
26034. 1 play RPT
26035. 0 point 1
26036. 2 point 1
26037. 1 point 2
26038. 2 play W+4 green
26039. 0 accept
26040. 1 play G8
26041. 2 play W red
26042. 0 play R4
26043. 1 play WPU
26044. 2 play Y4
26045. 0 play WPU
26046. 1 play Y1
26047. 2 play Y0
26048. 0 play WPU
26049. 1 play YR
26050. 2 play Y3
26051. 0 play W+4
26052. 1 play YS
26053. 2 play W+4
26054. 0 play WPU
26055. 1 play Y4
26056. 2 play W
26057. 0 play WDT
26058. 1 play Y3
26059. 2 play W
26060. 0 play W
26061. 1 play Y6
26062. 2 play WPU
26063. 0 play WDT
26064. 1 play W
26065. 2 play WDT
26066. 0 play WDT
26067. 1 play Y2
26068. 2 play Y1
26069. 0 play W
26070. 1 play Y7
26071. 2 play W
26072. 0 play WDT
26073. 1 play Y9
26074. 2 play W
26075. 0 play WDT
26076. 1 play WDT
26077. 2 play W
26078. 0 play WDT
26079. 1 play WPU
26080. 2 play W
26081. 0 play W+4
26082. 1 play Y7
26083. 2 play WPU
26084. 0 play W+4
26085. 1 play WPU
26086. 2 play WPU
26087. 0 play WDT
26088. 1 play Y8
26089. 2 play W
26090. 0 play WDT
26091. 1 play YR
26092. 2 play W+4
26093. 0 play W+4
26094. 1 play W
26095. 2 play W
26096. 0 play W+4
26097. 1 play Y9
26098. 2 take
26099. 0 play W+4 yellow
26100. 1 challenge
26101. 2 play Y1
26102. 2 play Y1
26103. 0 play W+4 red
26104. 1 accept
26105. 2 play WPU
26106. 0 play W+4
26107. 1 play WDT
26108. 2 play BS
26109. 0 play BR
26110. 1 play B3
26111. 2 play B9
26112. 0 play B7
26113. 1 play W
26114. 2 play B5
26115. 0 play B2
26116. 1 play B1
26117. 2 play W
26118. 0 play B8
26119. 1 play B7
26120. 2 play W+4
26121. 0 take
26122. 1 play W blue
26123. 2 play B1
26124. 0 play B2
26125. 0 play B2
26126. 1 play G2
26127. 0 play G2
26128. 1 play G8
26129. 2 play W+4 red
26130. 0 accept
26131. 1 play R+2
26132. 0 play R+2
26133. 2 play B+2
26134. 1 play B3
26135. 2 play W+4 green
26136. 0 challenge
26137. 0 play W+4 red
26138. 1 challenge
26139. 1 play R1
26140. 2 play W green
26141. 0 play G9
26142. 1 play W blue
26143. 2 play BS
26144. 1 play WPU
26145. 2 play B1
26146. 0 play B9
26147. 1 play WPU
26148. 2 play B6
26149. 0 play B1
26150. 1 play W+4
26151. 2 play B+2
26152. 0 play B8
26153. 1 play W
26154. 2 play W
26155. 0 play BS
26156. 1 play B9
26157. 2 play W
26158. 0 play BR
26159. 1 take
26160. 2 play B6
26161. 0 play W blue
26162. 1 play B2
26163. 2 play B2
26164. 0 play B7
26165. 1 play WPU
26166. 2 play W+4
26167. 0 play R6
26168. 1 play R1
26169. 2 play WPU
26170. 0 play R0
26171. 1 play R9
26172. 2 play WPU
26173. 0 play RR
26174. 1 play W
26175. 2 play WDT
26176. 0 play RR
26177. 1 play R2
26178. 2 play W
26179. 0 play R7
26180. 1 play W+4
26181. 2 play W
26182. 0 play R8
26183. 1 play R3
26184. 2 play W
26185. 0 play R5
26186. 1 play R3
26187. 2 play W+4
26188. 0 play W+4
26189. 1 play R9
26190. 2 play WPU
26191. 0 play W+4
26192. 1 play R8
26193. 2 play WDT
26194. 0 play RS
26195. 1 play RPT
26196. 2 play W+4
26197. 0 play R6
26198. 1 play W
26199. 2 play W
26200. 0 play R2
26201. 1 play W
26202. 2 play WPU
26203. 0 play W
26204. 1 take
26205. 2 play W green
26206. 0 play W red
26207. 1 play R0
26208. 2 play WDT green 1,2
26209. 0 play G2
26210. 1 play G3
26211. 1 play G3
26212. 2 play G6
26213. 0 play GPT
26214. 1 point 0
26215. 0 point 2
26216. 2 point 0
26217. 1 play YPT
26218. 1 point 0
26219. 0 point 1
26220. 2 point 1
26221. 2 play Y7
26222. 0 play WDT blue 0,1
26223. 1 play W+4 red
26224. 2 accept
26225. 0 play RS
26226. 2 play YS
26227. 1 play WDT yellow 0,1
26228. 2 play YPT
26229. 2 point 1
26230. 1 point 0
26231. 0 point 2
26232. 0 play RPT
26233. 2 point 1
26234. 1 point 0
26235. 0 point 2
26236. 1 play R2
26237. 2 play W red
26238. 0 play R7
26239. 1 play R9
26240. 2 play WDT blue 1,2
26241. 0 play W+4 green
26242. 1 challenge
26243. 1 play WPU
26244. 2 play B6
26245. 0 play B5
26246. 1 play B8
26247. 2 play WPU
26248. 0 play B7
26249. 1 play B1
26250. 2 play B0
26251. 0 play B3
26252. 1 play W+4
26253. 2 play BR
26254. 0 play B2
26255. 1 play B6
26256. 2 play B5
26257. 0 play WPU
26258. 1 play W+4
26259. 2 play WDT
26260. 0 play B3
26261. 1 play B9
26262. 2 play W+4
26263. 0 play WPU
26264. 1 play BR
26265. 2 play B8
26266. 0 play W
26267. 1 play W
26268. 2 play WDT
26269. 0 play W+4
26270. 1 play WPU
26271. 2 play W+4
26272. 0 play W+4
26273. 1 play B+2
26274. 2 play WPU
26275. 0 take
26276. 1 play W+4 yellow
26277. 2 challenge
26278. 2 play Y8
26279. 0 play Y1
26280. 1 play YS
26281. 0 play GS
26282. 2 play G8
26283. 0 play B8
26284. 1 play W green
26285. 2 play G3
26286. 0 play B3
26287. 1 draw
26288. 2 play Y3
26289. 2 play Y3
26290. 0 play WPU
26291. 1 play Y5
26292. 2 play WPU
26293. 0 play W+4
26294. 1 play Y6
26295. 2 play YR
26296. 0 play W
26297. 1 play Y5
26298. 2 play W+4
26299. 0 play WPU
26300. 1 play Y2
26301. 2 play W
26302. 0 play W+4
26303. 1 play Y+2
26304. 2 play Y7
26305. 0 play W
26306. 1 play W
26307. 2 play YR
26308. 0 play W+4
26309. 1 play WPU
26310. 2 play W
26311. 0 play WPU
26312. 1 play Y8
26313. 2 play Y0
26314. 0 play W+4
26315. 1 play Y+2
26316. 2 play WPU
26317. 0 play WPU
26318. 1 play WDT
26319. 2 play Y2
26320. 0 play WPU
26321. 1 play WPU
26322. 2 play WPU
26323. 0 play W+4
26324. 1 play W
26325. 2 play W
26326. 0 play WDT
26327. 1 play W+4
26328. 2 play WDT
26329. 0 play W+4
26330. 1 play WDT
26331. 2 play Y4
26332. 0 play WDT
26333. 1 play W+4
26334. 2 play Y9
26335. 0 play Y1
26336. 1 play W
26337. 2 play Y9
26338. 0 take
26339. 1 play YPT
26340. 0 point 1
26341. 1 point 2
26342. 2 point 0
26343. 2 play Y4
26344. 0 play R4
26345. 1 play R7
26346. 2 play R1
26347. 0 play B1
26348. 1 play R1
26349. 2 play WDT blue 0,2
26350. 0 play B0
26351. 1 play B9
26352. 2 play B4
26353. 0 play B9
26354. 1 play B1
26355. 2 play BS
26356. 1 play B+2
26357. 0 play B6
26358. 1 play BS
26359. 0 play B2
26360. 1 play W green
26361. 2 play G1
26362. 0 play Y1
26363. 1 play G1
26364. 2 play G2
26365. 0 play WDT yellow 0,1
26366. 1 play W yellow
26367. 2 play WDT red 1,2
26368. 0 play R5
26369. 1 play R9
26370. 2 play WDT yellow 0,2
26371. 0 play YR
26372. 2 play YS
26373. 0 play W+4 green
26374. 2 accept
26375. 1 play GR
26376. 2 play G8
26377. 0 play G2
26378. 1 play R2
26379. 2 play WPU
26380. 0 play WPU
26381. 1 play YPT
26382. 2 play Y6
26383. 0 play Y8
26384. 1 play YPT
26385. 2 play WDT
26386. 0 play WDT
26387. 1 play W
26388. 2 play WPU
26389. 0 play Y9
26390. 1 play W
26391. 2 play Y7
26392. 0 play W
26393. 1 play W+4
26394. 2 play WDT
26395. 0 play Y0
26396. 1 play W
26397. 2 take
26398. 0 play Y+2
26399. 2 play Y6
26400. 0 play B6
26401. 1 play W green
26402. 2 play GPT
26403. 0 point 1
26404. 1 point 0
26405. 2 point 0
26406. 0 play W green
26407. 1 draw
26408. 2 play WDT yellow 0,2
26409. 0 play Y6
26410. 1 play Y3
26411. 2 play Y0
26412. 0 play Y+2
26413. 2 play W+4 blue
26414. 0 accept
26415. 1 play B3
26416. 2 play WDT red 0,2
26417. 0 play R0
26418. 1 play R6
26419. 2 play WDT green 1,2
26420. 0 play WPU
26421. 1 play G0
26422. 2 play G9
26423. 0 play G+2
26424. 1 play G7
26425. 2 play G9
26426. 0 play WPU
26427. 1 play WDT
26428. 2 play GS
26429. 0 play GPT
26430. 1 play GS
26431. 2 play WPU
26432. 0 play G6
26433. 1 play GR
26434. 2 play WPU
26435. 0 play WPU
26436. 1 play G+2
26437. 2 play W
26438. 0 play G1
26439. 1 play G4
26440. 2 play W
26441. 0 play G1
26442. 1 play G6
26443. 2 play W
26444. 0 play W
26445. 1 play G4
26446. 2 play W
26447. 0 play WPU
26448. 1 play G5
26449. 2 take
26450. 0 play W+4 yellow
26451. 1 challenge
26452. 1 draw
26453. 2 play Y7
26454. 0 play YPT
26455. 0 point 1
26456. 2 point 0
26457. 1 point 2
26458. 1 play RPT
26459. 0 point 1
26460. 2 point 1
26461. 1 point 2
26462. 2 play R7
26463. 0 play Y7
26464. 1 play R7
26465. 2 play RPT
26466. 2 point 1
26467. 1 point 0
26468. 0 point 2
26469. 0 play RPT
26470. 2 point 0
26471. 1 point 2
26472. 0 point 2
26473. 1 play R6
26474. 2 play R2
26475. 0 play Y2
26476. 1 play W blue
26477. 2 play B2
26478. 0 play Y2
26479. 1 draw
26480. 2 play YS
26481. 1 play BS
26482. 0 play WDT yellow 1,2
26483. 1 draw
26484. 2 play Y1
26485. 0 play B1
26486. 1 play B1
26487. 2 play W green
26488. 0 play WDT yellow 0,1
26489. 1 draw
26490. 2 play W green
26491. 0 play WDT red 0,2
26492. 1 play RR
26493. 0 play WPU
26494. 2 play WDT
26495. 1 play B9
26496. 0 play B8
26497. 2 play WPU
26498. 1 play B+2
26499. 0 play B6
26500. 2 play WPU
26501. 1 play B0
26502. 0 play WPU
26503. 2 play B4
26504. 1 take
26505. 0 play B5
26506. 2 play WDT green 1,2
26507. 1 play G5
26508. 0 play WPU
26509. 2 play W
26510. 1 play WPU
26511. 0 play WDT
26512. 2 play YPT
26513. 1 play WDT
26514. 0 play YR
26515. 2 play Y9
26516. 1 play WPU
26517. 0 play W+4
26518. 2 play Y3
26519. 1 play WPU
26520. 0 play WPU
26521. 2 play YR
26522. 1 take
26523. 0 play YS
26524. 1 play Y9
26525. 0 play Y5
26526. 2 play Y8
26527. 1 play R8
26528. 0 play Y8
26529. 2 play YPT
26530. 0 point 2
26531. 1 point 0
26532. 2 point 1
26533. 1 play WDT blue 0,2
26534. 0 play BS
26535. 1 play B6
26536. 0 play B8
26537. 2 play B4
26538. 1 play B8
26539. 0 play WDT yellow 0,2
26540. 2 play W yellow
26541. 1 play W green
26542. 0 play W yellow
26543. 2 play Y4
26544. 1 play YR
26545. 2 play WPU
26546. 0 play W
26547. 1 play WDT
26548. 2 play G4
26549. 0 play G3
26550. 1 play W+4
26551. 2 play G9
26552. 0 play G3
26553. 1 play WPU
26554. 2 play G2
26555. 0 play G7
26556. 1 play WPU
26557. 2 play W
26558. 0 play W
26559. 1 play WPU
26560. 2 play G5
26561. 0 play W
26562. 1 play WPU
26563. 2 play G1
26564. 0 play WDT
26565. 1 take
26566. 2 play GS
26567. 1 play G7
26568. 2 play G0
26569. 0 play GPT
26570. 2 point 0
26571. 1 point 2
26572. 0 point 2
26573. 1 play G3
26574. 2 play G7
26575. 0 play B7
26576. 1 play B9
26577. 2 draw
26578. 0 play B7
26579. 1 play WDT blue 0,2
26580. 2 play BPT
26581. 1 point 0
26582. 0 point 1
26583. 2 point 1
26584. 0 play GPT
26585. 1 point 2
26586. 2 point 1
26587. 0 point 1
26588. 1 play YPT
26589. 1 point 2
26590. 0 point 1
26591. 2 point 1
26592. 2 play GPT
26593. 1 point 0
26594. 0 point 2
26595. 2 point 1
26596. 0 play W blue
26597. 1 play B0
26598. 2 play WPU
26599. 0 play W+4
26600. 1 play Y3
26601. 2 play YPT
26602. 0 play W+4
26603. 1 play Y1
26604. 2 play WPU
26605. 0 play Y9
26606. 1 play YPT
26607. 2 play WPU
26608. 0 play Y5
26609. 1 play W+4
26610. 2 play WPU
26611. 0 play W
26612. 1 play YR
26613. 2 play YS
26614. 0 play WDT
26615. 1 play WPU
26616. 2 play WDT
26617. 0 play Y4
26618. 1 play W
26619. 2 take
26620. 0 play W+4 yellow
26621. 1 accept
26622. 2 play Y1
26623. 0 play W red
26624. 1 play R5
26625. 2 play W green
26626. 0 play W red
26627. 1 play R8
26628. 2 play G8
26629. 0 play R8
26630. 1 play WPU
26631. 2 play Y4
26632. 0 play Y5
26633. 1 play W
26634. 2 play WPU
26635. 0 play W+4
26636. 1 play Y2
26637. 2 play Y5
26638. 0 play W+4
26639. 1 play WDT
26640. 2 play WDT
26641. 0 play W+4
26642. 1 play Y7
26643. 2 play WDT
26644. 0 play W+4
26645. 1 play WPU
26646. 2 play Y3
26647. 0 play W+4
26648. 1 play W
26649. 2 play YS
26650. 0 take
26651. 1 play W red
26652. 2 play R9
26653. 0 play WDT blue 0,2
26654. 1 play B5
26655. 0 play B5
26656. 1 play B9
26657. 2 play W+4 red
26658. 0 accept
26659. 1 play R0
26660. 2 play W green
26661. 0 play W red
26662. 1 play R1
26663. 2 play R7
26664. 0 play Y7
26665. 1 play WDT yellow 0,1
26666. 2 play YR
26667. 1 play WDT blue 0,2
26668. 0 play WDT blue 0,1
26669. 2 play W+4 yellow
26670. 1 accept
26671. 0 play Y4
26672. 2 play WPU
26673. 1 play R+2
26674. 0 play R4
26675. 2 play W+4
26676. 1 play R3
26677. 0 play R4
26678. 2 play RPT
26679. 1 play R+2
26680. 0 play RPT
26681. 2 play WPU
26682. 1 play R5
26683. 0 play W+4
26684. 2 play W
26685. 1 play WPU
26686. 0 play W
26687. 2 play WPU
26688. 1 play RPT
26689. 0 play WDT
26690. 2 play WPU
26691. 1 play R1
26692. 0 play WPU
26693. 2 take
26694. 1 play R3
26695. 0 play W+4 blue
26696. 2 challenge
26697. 2 play WPU
26698. 1 play B1
26699. 0 play WPU
26700. 2 play W+4
26701. 1 play B+2
26702. 0 play B3
26703. 2 play W+4
26704. 1 play W
26705. 0 play B3
26706. 2 play WDT
26707. 1 play BS
26708. 0 play B1
26709. 2 play WPU
26710. 1 play WDT
26711. 0 play WPU
26712. 2 play BPT
26713. 1 play B4
26714. 0 play BR
26715. 2 play W
26716. 1 take
26717. 0 play BR
26718. 1 play WDT blue 0,2
26719. 2 play BPT
26720. 1 point 0
26721. 2 point 0
26722. 0 point 1
26723. 0 play WDT yellow 1,2
26724. 1 play W green
26725. 2 play GS
26726. 1 play G1
26727. 2 play W red
26728. 0 play W+4 green
26729. 1 challenge
26730. 1 play W+4 yellow
26731. 2 challenge
26732. 2 play YPT
26733. 0 point 1
26734. 2 point 0
26735. 1 point 0
26736. 0 play Y5
26737. 1 play Y7
26738. 2 play Y9
26739. 0 play Y3
26740. 1 play Y9
26741. 2 play W yellow
26742. 0 play Y2
26743. 1 play Y8
26744. 2 play Y3
26745. 0 play Y5
26746. 1 play WDT green 0,1
26747. 2 play WDT green 0,1
26748. 0 play WDT red 0,1
26749. 1 play R9
26750. 2 play W+4 blue
26751. 0 accept
26752. 1 play WDT green 0,1
26753. 2 play G5
26754. 0 play W+4 green
26755. 1 challenge
26756. 1 play GPT
26757. 0 point 1
26758. 2 point 0
26759. 1 point 0
26760. 2 play GR
26761. 1 play WPU
26762. 0 play B2
26763. 2 play W
26764. 1 play B2
26765. 0 play WPU
26766. 2 play BPT
26767. 1 play W
26768. 0 play W
26769. 2 play B6
26770. 1 play B3
26771. 0 play BR
26772. 2 play WPU
26773. 1 play BPT
26774. 0 play W
26775. 2 play BS
26776. 1 play BS
26777. 0 play W+4
26778. 2 play WPU
26779. 1 play B+2
26780. 0 play B+2
26781. 2 play WPU
26782. 1 play WPU
26783. 0 play B6
26784. 2 play WPU
26785. 1 play WPU
26786. 0 play WDT
26787. 2 take
26788. 1 play WPU
26789. 0 play W
26790. 2 play W+4
26791. 1 play W+4
26792. 0 play W
26793. 2 play YPT
26794. 1 play W
26795. 0 play Y6
26796. 2 play Y8
26797. 1 play YPT
26798. 0 play Y+2
26799. 2 play WDT
26800. 1 play W
26801. 0 play Y+2
26802. 2 play W
26803. 1 play WPU
26804. 0 play Y6
26805. 2 play W
26806. 1 play WPU
26807. 0 play Y2
26808. 2 play WPU
26809. 1 take
26810. 0 play YS
26811. 1 play RS
26812. 2 play R1
26813. 1 play WDT yellow 0,2
26814. 0 play Y1
26815. 2 play G1
26816. 1 play G1
26817. 0 play GS
26818. 1 play W blue
26819. 0 play W+4 green
26820. 2 challenge
26821. 1 play G0
26822. 0 draw
26823. 0 pass
26824. 2 draw
26825. 1 play GPT
26826. 0 point 2
26827. 2 point 1
26828. 1 point 2
26829. 0 play W red
26830. 2 play RPT
26831. 1 point 0
26832. 0 point 2
26833. 2 point 0
26834. 1 play RR
26835. 2 play R4
26836. 0 play R8
26837. 1 play RS
26838. 0 play WDT blue 0,2
26839. 1 play WDT red 0,2
26840. 2 play R+2
26841. 1 play R2
26842. 2 play RPT
26843. 2 point 1
26844. 1 point 2
26845. 0 point 1
26846. 0 play R7
26847. 0 play R7
26848. 1 play WDT red 0,1
26849. 2 play R4
26850. 0 play W green
26851. 1 play G4
26852. 2 play G9
26853. 0 draw
26854. 1 play W green
26855. 2 play GS
26856. 1 play G8
26857. 2 play WPU
26858. 0 play WDT
26859. 1 play R6
26860. 2 play W+4
26861. 0 play R2
26862. 1 play W
26863. 2 play R8
26864. 0 play W+4
26865. 1 play R6
26866. 2 play WPU
26867. 0 play W+4
26868. 1 play WPU
26869. 2 play RPT
26870. 0 play W+4
26871. 1 play WPU
26872. 2 play W
26873. 0 play W
26874. 1 play W+4
26875. 2 play R+2
26876. 0 play WDT
26877. 1 play W+4
26878. 2 play R5
26879. 0 play R0
26880. 1 play R9
26881. 2 play WDT
26882. 0 take
26883. 1 play RR
26884. 0 play R2
26885. 2 play B2
26886. 1 play B4
26887. 0 play B7
26888. 2 play B8
26889. 1 play B4
26890. 0 play Y4
26891. 2 play WPU
26892. 1 play W
26893. 0 play RPT
26894. 2 play RPT
26895. 1 play WPU
26896. 0 play W+4
26897. 2 play WPU
26898. 1 play R1
26899. 0 play R8
26900. 2 play R3
26901. 1 play W
26902. 0 play WPU
26903. 2 play WPU
26904. 1 play W
26905. 0 play R6
26906. 2 play WPU
26907. 1 play W
26908. 0 play R5
26909. 2 play WPU
26910. 1 take
26911. 0 play R9
26912. 2 draw
26913. 1 play WPU
26914. 0 play W+4
26915. 2 play Y1
26916. 1 play YR
26917. 0 play YS
26918. 2 play Y4
26919. 1 play YPT
26920. 0 play WDT
26921. 2 play W
26922. 1 play W+4
26923. 0 play Y7
26924. 2 play W
26925. 1 play W
26926. 0 play WDT
26927. 2 take
26928. 1 draw
26929. 0 play Y0
26930. 2 play YPT
26931. 0 point 1
26932. 1 point 2
26933. 2 point 1
26934. 1 play YPT
26935. 0 point 2
26936. 2 point 0
26937. 1 point 0
26938. 0 play WPU
26939. 2 play Y1
26940. 1 play Y8
26941. 0 play WPU
26942. 2 play YR
26943. 1 play WPU
26944. 0 play YPT
26945. 2 play WDT
26946. 1 play Y2
26947. 0 play W+4
26948. 2 play WDT
26949. 1 play Y6
26950. 0 play W+4
26951. 2 play W+4
26952. 1 play W
26953. 0 play WDT
26954. 2 play YS
26955. 1 play Y6
26956. 0 play WDT
26957. 2 play YR
26958. 1 play WPU
26959. 0 play W+4
26960. 2 play W+4
26961. 1 play Y+2
26962. 0 play W
26963. 2 play W
26964. 1 play W+4
26965. 0 play W
26966. 2 play W+4
26967. 1 play W+4
26968. 0 play W
26969. 2 play Y4
26970. 1 play Y+2
26971. 0 play W
26972. 2 play Y7
26973. 1 play WPU
26974. 0 play W+4
26975. 2 play W
26976. 1 play WPU
26977. 0 take
26978. 2 play W yellow
26979. 1 play WPU
26980. 0 play Y7
26981. 2 play W
26982. 1 play W
26983. 0 play W
26984. 2 play WDT
26985. 1 play W
26986. 0 play WDT
26987. 2 take
26988. 1 draw
26989. 0 play WPU
26990. 2 play WDT
26991. 1 take
26992. 0 play WPU
26993. 2 play W+4
26994. 1 play WDT
26995. 0 play R3
26996. 2 play W
26997. 1 play R5
26998. 0 play R0
26999. 2 play WDT
27000. 1 play R5
27001. 0 play WDT
27002. 2 play W
27003. 1 play R1
27004. 0 play R+2
27005. 2 play W
27006. 1 play R6
27007. 0 play R6
27008. 2 play WDT
27009. 1 play RPT
27010. 0 play WDT
27011. 2 play W
27012. 1 play RPT
27013. 0 play W+4
27014. 2 take
27015. 1 play R8
27016. 0 play WDT yellow 1,2
27017. 2 play Y7
27018. 1 play R7
27019. 0 play WDT red 0,1
27020. 2 play W+4 blue
27021. 1 challenge
27022. 1 play BR
27023. 2 play BPT
27024. 2 point 1
27025. 1 point 2
27026. 0 point 2
27027. 0 play W+4 yellow
27028. 1 accept
27029. 2 play Y9
27030. 0 play YS
27031. 2 play W green
27032. 0 play W+4 red
27033. 1 accept
27034. 2 play R0
27035. 0 play WPU
27036. 1 play WPU
27037. 2 play W+4
27038. 0 play W+4
27039. 1 play W
27040. 2 play R6
27041. 0 play W+4
27042. 1 play WDT
27043. 2 play WDT
27044. 0 play W+4
27045. 1 play RS
27046. 2 play W
27047. 0 play W
27048. 1 play R3
27049. 2 play RPT
27050. 0 play W
27051. 1 play WDT
27052. 2 play W
27053. 0 play W+4
27054. 1 play WDT
27055. 2 play R8
27056. 0 play WPU
27057. 1 take
27058. 2 play WDT blue 0,1
27059. 0 play B5
27060. 1 play B1
27061. 2 play B6
27062. 0 play W blue
27063. 1 play W+4 green
27064. 2 accept
27065. 0 play WPU
27066. 1 play WDT
27067. 2 play WPU
27068. 0 play W+4
27069. 1 play R3
27070. 2 play R1
27071. 0 play WPU
27072. 1 play R8
27073. 2 play R2
27074. 0 play W+4
27075. 1 play WDT
27076. 2 play W
27077. 0 play W
27078. 1 play RPT
27079. 2 play R5
27080. 0 play W
27081. 1 play RS
27082. 2 play WDT
27083. 0 play W
27084. 1 play R6
27085. 2 play WPU
27086. 0 take
27087. 1 play W+4 red
27088. 2 accept
27089. 0 play R8
27090. 1 play Y8
27091. 2 play YS
27092. 1 play W+4 blue
27093. 2 challenge
27094. 2 draw
27095. 0 play WPU
27096. 1 play Y3
27097. 2 play W
27098. 0 play Y8
27099. 1 play Y4
27100. 2 play WDT
27101. 0 play Y2
27102. 1 play Y7
27103. 2 play Y1
27104. 0 play WPU
27105. 1 play WDT
27106. 2 play Y9
27107. 0 play WPU
27108. 1 play W
27109. 2 play WDT
27110. 0 play W
27111. 1 play W+4
27112. 2 play W
27113. 0 play WDT
27114. 1 play W
27115. 2 play W
27116. 0 play W
27117. 1 play WDT
27118. 2 take
27119. 0 play YPT
27120. 0 point 1
27121. 1 point 2
27122. 2 point 1
27123. 1 play W yellow
27124. 2 play Y9
27125. 0 play Y+2
27126. 2 play Y1
27127. 0 play YR
27128. 2 play WPU
27129. 1 play R2
27130. 0 play WDT
27131. 2 play R3
27132. 1 play W
27133. 0 play RPT
27134. 2 play W
27135. 1 play RPT
27136. 0 play W+4
27137. 2 play WDT
27138. 1 play WPU
27139. 0 play R5
27140. 2 play WDT
27141. 1 play W
27142. 0 play W+4
27143. 2 play W+4
27144. 1 play WPU
27145. 0 play R6
27146. 2 play R9
27147. 1 play W+4
27148. 0 play R2
27149. 2 play R5
27150. 1 play WPU
27151. 0 play R1
27152. 2 play RPT
27153. 1 play W+4
27154. 0 play W
27155. 2 play WDT
27156. 1 play R+2
27157. 0 play RS
27158. 2 play R7
27159. 1 play R4
27160. 0 play WDT
27161. 2 play WDT
27162. 1 take
27163. 0 play R1
27164. 2 play R6
27165. 1 play R1
27166. 0 play Y1
27167. 2 play Y7
27168. 1 play WPU
27169. 0 play G3
27170. 2 play WDT
27171. 1 play W
27172. 0 play G7
27173. 2 play G6
27174. 1 play WDT
27175. 0 play WDT
27176. 2 play WPU
27177. 1 play WDT
27178. 0 play G1
27179. 2 play G4
27180. 1 play GS
27181. 0 play G8
27182. 2 play G+2
27183. 1 play G5
27184. 0 play W
27185. 2 play G+2
27186. 1 play W+4
27187. 0 take
27188. 2 play GR
27189. 0 play G3
27190. 1 play G2
27191. 2 play G6
27192. 0 play W+4 yellow
27193. 1 accept
27194. 2 play Y2
27195. 0 play Y4
27196. 1 play WPU
27197. 2 play WDT
27198. 0 play W
27199. 1 play B1
27200. 2 play B0
27201. 0 play WPU
27202. 1 play W+4
27203. 2 play B9
27204. 0 play W
27205. 1 play W
27206. 2 play B3
27207. 0 play WDT
27208. 1 play W
27209. 2 play B6
27210. 0 play WDT
27211. 1 play WPU
27212. 2 play B4
27213. 0 play WDT
27214. 1 play B9
27215. 2 play BS
27216. 0 play WDT
27217. 1 play W+4
27218. 2 play W
27219. 0 take
27220. 1 play B8
27221. 2 play BS
27222. 1 play B3
27223. 2 play W green
27224. 0 play W green
27225. 1 play G9
27226. 1 play G9
27227. 2 play G4
27228. 0 play G8
27229. 1 play W+4 yellow
27230. 2 challenge
27231. 2 play W green
27232. 0 play G+2
27233. 2 play B+2
27234. 1 play W+4 red
27235. 2 challenge
27236. 2 play R+2
27237. 1 play WDT green 0,2
27238. 2 play G7
27239. 0 play G8
27240. 1 play B8
27241. 2 play BPT
27242. 1 point 2
27243. 0 point 1
27244. 2 point 1
27245. 0 play B6
27246. 1 play W+4 yellow
27247. 2 challenge
27248. 2 play W green
27249. 0 play G7
27250. 1 play W blue
27251. 2 play B2
27252. 0 play B4
27253. 1 play W+4 yellow
27254. 2 challenge
27255. 2 play Y3
27256. 0 play R3
27257. 1 play R7
27258. 2 play W+4 blue
27259. 0 accept
27260. 1 play WDT yellow 1,2
27261. 2 play Y8
27262. 0 play W+4 blue
27263. 1 accept
27264. 2 play BPT
27265. 0 point 1
27266. 1 point 2
27267. 2 point 0
27268. 0 play GPT
27269. 0 point 2
27270. 1 point 0
27271. 2 point 1
27272. 1 play G0
27273. 2 play G5
27274. 0 play W red
27275. 1 play WPU
27276. 2 play GR
27277. 0 play WDT
27278. 1 play W
27279. 2 play W+4
27280. 0 play G5
27281. 1 play G6
27282. 2 play G9
27283. 0 play G+2
27284. 1 play GPT
27285. 2 play W
27286. 0 play W+4
27287. 1 play GPT
27288. 2 play W
27289. 0 play WDT
27290. 1 play G2
27291. 2 play W
27292. 0 play W+4
27293. 1 play G3
27294. 2 play W
27295. 0 play W
27296. 1 play G1
27297. 2 take
27298. 0 play G4
27299. 1 play W+4 green
27300. 2 challenge
27301. 2 play G2
27302. 0 play G2
27303. 1 play W yellow
27304. 2 play W green
27305. 0 play G1
27306. 1 play W yellow
27307. 2 play W blue
27308. 0 play BS
27309. 2 play B5
27310. 0 play B0
27311. 1 play BS
27312. 0 play GS
27313. 2 play WDT red 0,2
27314. 0 play WPU
27315. 1 play WPU
27316. 2 play W
27317. 0 play RPT
27318. 1 play RR
27319. 2 play WDT
27320. 0 play R8
27321. 1 play R5
27322. 2 play W
27323. 0 play WDT
27324. 1 play RS
27325. 2 play W+4
27326. 0 play WPU
27327. 1 play WDT
27328. 2 play W
27329. 0 play W
27330. 1 play R5
27331. 2 play W
27332. 0 play R4
27333. 1 play RS
27334. 2 play W+4
27335. 0 play R0
27336. 1 play R2
27337. 2 play W+4
27338. 0 play W
27339. 1 play R+2
27340. 2 take
27341. 0 draw
27342. 1 play R7
27343. 2 play W+4 red
27344. 0 challenge
27345. 0 play R1
27346. 1 play R6
27347. 2 play R1
27348. 0 play W+4 red
27349. 1 accept
27350. 2 play R+2
27351. 1 play R9
27352. 2 play R8
27353. 0 play Y8
27354. 1 play B8
27355. 2 play WDT blue 1,2
27356. 0 play B3
27357. 1 play WPU
27358. 2 play WDT
27359. 0 play YR
27360. 1 play Y0
27361. 2 play WPU
27362. 0 play WPU
27363. 1 play Y+2
27364. 2 play Y9
27365. 0 play Y6
27366. 1 play WPU
27367. 2 play Y7
27368. 0 play Y7
27369. 1 play WDT
27370. 2 play WDT
27371. 0 play YS
27372. 1 play W
27373. 2 play Y3
27374. 0 play WPU
27375. 1 play WDT
27376. 2 play Y4
27377. 0 play Y6
27378. 1 play Y4
27379. 2 play W+4
27380. 0 play WDT
27381. 1 play W
27382. 2 play YPT
27383. 0 play Y5
27384. 1 play WDT
27385. 2 play WPU
27386. 0 play Y+2
27387. 1 play YPT
27388. 2 play WPU
27389. 0 play WDT
27390. 1 play Y5
27391. 2 play W
27392. 0 play Y2
27393. 1 play Y1
27394. 2 play W
27395. 0 play WDT
27396. 1 play YPT
27397. 2 play W
27398. 0 play Y2
27399. 1 play Y1
27400. 2 play W
27401. 0 take
27402. 1 draw
27403. 1 play WPU
27404. 2 play R0
27405. 0 play WDT
27406. 1 play RR
27407. 2 play RS
27408. 0 play W+4
27409. 1 play R3
27410. 2 play RS
27411. 0 play W
27412. 1 play R4
27413. 2 play RR
27414. 0 play WPU
27415. 1 play R9
27416. 2 play W+4
27417. 0 play WDT
27418. 1 play RPT
27419. 2 play R5
27420. 0 play WDT
27421. 1 play R2
27422. 2 play R5
27423. 0 play W
27424. 1 play RPT
27425. 2 play RPT
27426. 0 play WPU
27427. 1 play RPT
27428. 2 play W
27429. 0 play WDT
27430. 1 take
27431. 2 play R2
27432. 1 play R2
27433. 2 play W green
27434. 0 play WPU
27435. 1 play W+4
27436. 2 play W+4
27437. 0 play WPU
27438. 1 play WPU
27439. 2 play W+4
27440. 0 play WPU
27441. 1 play B2
27442. 2 play B1
27443. 0 play W
27444. 1 play W
27445. 2 play B7
27446. 0 play B1
27447. 1 play WDT
27448. 2 play BPT
27449. 0 play B7
27450. 1 play B4
27451. 2 play B+2
27452. 0 play B9
27453. 1 play W+4
27454. 2 play BR
27455. 0 play WDT
27456. 1 play WPU
27457. 2 take
27458. 0 play BR
27459. 2 play B5
27460. 1 play W blue
27461. 0 play WDT yellow 0,2
27462. 2 play W+4 blue
27463. 1 accept
27464. 0 play W green
27465. 2 play G1
27466. 1 play GR
27467. 2 play G3
27468. 0 play W yellow
27469. 1 play YR
27470. 0 play Y7
27471. 2 play WPU
27472. 1 play R0
27473. 0 play WDT
27474. 2 play R4
27475. 1 play R9
27476. 0 play WPU
27477. 2 play WDT
27478. 1 play W
27479. 0 play W
27480. 2 play WDT
27481. 1 play R5
27482. 0 play WPU
27483. 2 play WPU
27484. 1 play R5
27485. 0 play WDT
27486. 2 play W+4
27487. 1 play RR
27488. 0 take
27489. 2 play W+4 red
27490. 1 challenge
27491. 1 play RPT
27492. 2 point 0
27493. 1 point 0
27494. 0 point 1
27495. 0 play R4
27496. 2 play W yellow
27497. 1 play WDT red 0,1
27498. 0 play R5
27499. 2 play R7
27500. 1 play R8
27501. 0 play R8
27502. 2 play W green
27503. 1 draw
27504. 1 play W+4 green
27505. 0 challenge
27506. 0 play G2
27507. 2 play G6
27508. 1 play W+4 green
27509. 0 accept
27510. 2 play W+4 green
27511. 1 accept
27512. 0 play G7
27513. 2 play G5
27514. 1 play G8
27515. 0 play G6
27516. 2 play GR
27517. 0 play GS
27518. 2 play GPT
27519. 2 point 0
27520. 0 point 2
27521. 1 point 2
27522. 0 play G2
27523. 1 play W red
27524. 2 play W green
27525. 0 play WPU
27526. 1 play WPU
27527. 2 play B4
27528. 0 play W
27529. 1 play B6
27530. 2 play W+4
27531. 0 play W+4
27532. 1 play WDT
27533. 2 play B+2
27534. 0 play WPU
27535. 1 play B+2
27536. 2 play W+4
27537. 0 play B8
27538. 1 play WDT
27539. 2 play B7
27540. 0 play B2
27541. 1 play WDT
27542. 2 play W
27543. 0 play B6
27544. 1 play B3
27545. 2 play WPU
27546. 0 play BPT
27547. 1 take
27548. 2 play B2
27549. 0 play WDT blue 1,2
27550. 1 play B4
27551. 2 play B7
27552. 0 play W+4 yellow
27553. 1 accept
27554. 2 play WPU
27555. 0 play Y6
27556. 1 play Y8
27557. 2 play W+4
27558. 0 play Y8
27559. 1 play W+4
27560. 2 play Y3
27561. 0 play YR
27562. 1 play W
27563. 2 play YPT
27564. 0 play YPT
27565. 1 play Y9
27566. 2 play W
27567. 0 play Y3
27568. 1 play W
27569. 2 take
27570. 0 play Y2
27571. 1 draw
27572. 1 play WDT green 1,2
27573. 2 play W+4 red
27574. 0 accept
27575. 1 play WPU
27576. 2 play B9
27577. 0 play BS
27578. 1 play W+4
27579. 2 play BR
27580. 0 play WDT
27581. 1 play B2
27582. 2 play B1
27583. 0 play B0
27584. 1 play B6
27585. 2 play B1
27586. 0 play WDT
27587. 1 play B+2
27588. 2 play W
27589. 0 play WPU
27590. 1 play W
27591. 2 play B5
27592. 0 play W+4
27593. 1 play W
27594. 2 play W
27595. 0 play WDT
27596. 1 play BPT
27597. 2 play BPT
27598. 0 play WPU
27599. 1 play B7
27600. 2 play W+4
27601. 0 play BPT
27602. 1 play W+4
27603. 2 play W
27604. 0 play W
27605. 1 play B3
27606. 2 play W
27607. 0 play W+4
27608. 1 play WPU
27609. 2 take
27610. 0 play B9
27611. 1 play B8
27612. 2 play B1
27613. 0 play R1
27614. 1 play R4
27615. 2 play W yellow
27616. 0 play Y4
27617. 1 play G4
27618. 2 play G1
27619. 0 draw
27620. 1 play GPT
27621. 1 point 2
27622. 2 point 1
27623. 0 point 2
27624. 2 play W+4 red
27625. 0 accept
27626. 1 play R+2
27627. 0 play WDT red 0,2
27628. 1 play RR
27629. 0 play R0
27630. 2 play W+4 blue
27631. 1 accept
27632. 0 play WPU
27633. 2 play W+4
27634. 1 play RPT
27635. 0 play R5
27636. 2 play WDT
27637. 1 play R2
27638. 0 play RR
27639. 2 play WPU
27640. 1 play WDT
27641. 0 play R9
27642. 2 play W
27643. 1 play R3
27644. 0 play R7
27645. 2 play WDT
27646. 1 play R6
27647. 0 play R2
27648. 2 play W
27649. 1 play R3
27650. 0 play W
27651. 2 play W+4
27652. 1 play WDT
27653. 0 play W
27654. 2 play W
27655. 1 play R1
27656. 0 play WPU
27657. 2 play WPU
27658. 1 play R9
27659. 0 play WPU
27660. 2 play W
27661. 1 play RPT
27662. 0 take
27663. 2 play WDT yellow 0,1
27664. 1 play WPU
27665. 0 play G3
27666. 2 play GPT
27667. 1 play WPU
27668. 0 play W
27669. 2 play WPU
27670. 1 play G0
27671. 0 play W
27672. 2 play W
27673. 1 play G3
27674. 0 play W
27675. 2 play G9
27676. 1 play G4
27677. 0 play W+4
27678. 2 play W
27679. 1 play GS
27680. 0 play WDT
27681. 2 play W
27682. 1 play GR
27683. 0 play W+4
27684. 2 play G7
27685. 1 play G8
27686. 0 play W
27687. 2 play G9
27688. 1 play G1
27689. 0 play WPU
27690. 2 play GPT
27691. 1 play WDT
27692. 0 play G5
27693. 2 play W
27694. 1 play WDT
27695. 0 play WDT
27696. 2 play W+4
27697. 1 play WDT
27698. 0 play W
27699. 2 play G+2
27700. 1 take
27701. 0 play WPU
27702. 2 play Y3
27703. 1 play WDT
27704. 0 play Y1
27705. 2 play Y6
27706. 1 play WDT
27707. 0 play W
27708. 2 play Y3
27709. 1 play W+4
27710. 0 play WPU
27711. 2 play Y9
27712. 1 play W
27713. 0 play Y1
27714. 2 play YPT
27715. 1 play WPU
27716. 0 play Y7
27717. 2 play YR
27718. 1 play WPU
27719. 0 play WDT
27720. 2 play YPT
27721. 1 play WDT
27722. 0 play YS
27723. 2 play Y8
27724. 1 play WPU
27725. 0 play Y2
27726. 2 play W
27727. 1 play W+4
27728. 0 play Y+2
27729. 2 play W+4
27730. 1 play WDT
27731. 0 play YS
27732. 2 play YR
27733. 1 play W+4
27734. 0 play WDT
27735. 2 play Y8
27736. 1 play WDT
27737. 0 play Y6
27738. 2 take
27739. 1 play W blue
27740. 0 play WPU
27741. 2 play WDT
27742. 1 play RS
27743. 0 play R1
27744. 2 play WDT
27745. 1 play W
27746. 0 play WPU
27747. 2 play WDT
27748. 1 play RS
27749. 0 play R2
27750. 2 play W
27751. 1 play RPT
27752. 0 play R+2
27753. 2 play WPU
27754. 1 play W
27755. 0 play R2
27756. 2 play WDT
27757. 1 play W
27758. 0 play R6
27759. 2 play WDT
27760. 1 play R6
27761. 0 play R5
27762. 2 play W+4
27763. 1 play W
27764. 0 play RR
27765. 2 play WPU
27766. 1 play W
27767. 0 play R3
27768. 2 play W+4
27769. 1 play W
27770. 0 play R7
27771. 2 play WPU
27772. 1 play W
27773. 0 play RPT
27774. 2 play WDT
27775. 1 take
27776. 0 play RPT
27777. 2 point 1
27778. 0 point 1
27779. 1 point 0
27780. 2 play WDT green 1,2
27781. 1 play GS
27782. 2 play W green
27783. 1 play G0
27784. 0 play Y0
27785. 2 play Y9
27786. 1 play G9
27787. 0 play Y9
27788. 2 play YR
27789. 0 play Y7
27790. 1 play G7
27791. 2 play Y7
27792. 0 play W+4 red
27793. 1 accept
27794. 2 play WPU
27795. 0 play R9
27796. 1 play R4
27797. 2 play WDT
27798. 0 play R3
27799. 1 play R1
27800. 2 play R+2
27801. 0 play R9
27802. 1 play WPU
27803. 2 play W
27804. 0 take
27805. 1 play R6
27806. 1 play R6
27807. 2 play W+4 blue
27808. 0 accept
27809. 1 play WPU
27810. 2 play GS
27811. 0 play W+4
27812. 1 play G+2
27813. 2 play W+4
27814. 0 play WDT
27815. 1 play G1
27816. 2 play G+2
27817. 0 play WDT
27818. 1 play WPU
27819. 2 take
27820. 0 play WDT yellow 0,1
27821. 1 play WPU
27822. 2 play Y6
27823. 0 play WPU
27824. 1 play W+4
27825. 2 play Y3
27826. 0 play YPT
27827. 1 play WDT
27828. 2 play Y8
27829. 0 play YPT
27830. 1 play WPU
27831. 2 play WPU
27832. 0 play Y+2
27833. 1 play WDT
27834. 2 play Y6
27835. 0 play W
27836. 1 play W
27837. 2 play W+4
27838. 0 play Y4
27839. 1 play WDT
27840. 2 play Y4
27841. 0 play Y5
27842. 1 play W+4
27843. 2 play YPT
27844. 0 play Y5
27845. 1 play WDT
27846. 2 play WDT
27847. 0 take
27848. 1 play WDT red 0,2
27849. 2 play WDT blue 0,2
27850. 0 play B5
27851. 1 play B+2
27852. 0 play W yellow
27853. 1 play W red
27854. 2 play W blue
27855. 0 play W+4 red
27856. 1 accept
27857. 2 draw
27858. 2 play W+4 red
27859. 0 accept
27860. 1 play RPT
27861. 2 point 1
27862. 1 point 2
27863. 0 point 2
27864. 2 play R4
27865. 0 play R3
27866. 1 play R+2
27867. 0 play R4
27868. 1 play WDT red 0,1
27869. 2 play W yellow
27870. 0 play W+4 blue
27871. 1 accept
27872. 2 play WPU
27873. 0 play W+4
27874. 1 play WDT
27875. 2 play GS
27876. 0 play G2
27877. 1 play G4
27878. 2 play G7
27879. 0 play G4
27880. 1 play G9
27881. 2 play W
27882. 0 play WDT
27883. 1 play G6
27884. 2 play G1
27885. 0 play WDT
27886. 1 play W
27887. 2 play G+2
27888. 0 play W
27889. 1 play G5
27890. 2 play W+4
27891. 0 play G5
27892. 1 play GPT
27893. 2 play G+2
27894. 0 play WPU
27895. 1 play G3
27896. 2 play G1
27897. 0 play WDT
27898. 1 play GR
27899. 2 play W+4
27900. 0 play WPU
27901. 1 play GR
27902. 2 play G6
27903. 0 play WDT
27904. 1 play G8
27905. 2 play W+4
27906. 0 play W+4
27907. 1 play G8
27908. 2 take
27909. 0 play WDT blue 1,2
27910. 1 play B6
27911. 2 play BPT
27912. 1 point 0
27913. 2 point 1
27914. 0 point 2
27915. 0 play B2
27916. 1 play G2
27917. 2 play G2
27918. 0 play W+4 yellow
27919. 1 accept
27920. 2 play Y3
27921. 0 play WPU
27922. 1 play WDT
27923. 2 play WDT
27924. 0 play R+2
27925. 1 play RS
27926. 2 play WPU
27927. 0 play W+4
27928. 1 play RS
27929. 2 play R1
27930. 0 play R9
27931. 1 play RR
27932. 2 play WPU
27933. 0 play WPU
27934. 1 play R8
27935. 2 play R4
27936. 0 play R5
27937. 1 play W
27938. 2 play W
27939. 0 play R9
27940. 1 play R0
27941. 2 play W
27942. 0 play RR
27943. 1 play W
27944. 2 play W+4
27945. 0 play R8
27946. 1 play W
27947. 2 play W+4
27948. 0 play WDT
27949. 1 play R5
27950. 2 play W+4
27951. 0 play R1
27952. 1 play R2
27953. 2 play W+4
27954. 0 play WPU
27955. 1 play R7
27956. 2 play W
27957. 0 take
27958. 1 play W red
27959. 2 play W+4 red
27960. 0 challenge
27961. 0 play WPU
27962. 1 play WPU
27963. 2 play W
27964. 0 play R4
27965. 1 play R2
27966. 2 play W+4
27967. 0 play RPT
27968. 1 play R7
27969. 2 play WDT
27970. 0 play R+2
27971. 1 play W
27972. 2 play WDT
27973. 0 play R5
27974. 1 play W
27975. 2 play WDT
27976. 0 play RR
27977. 1 play RPT
27978. 2 play WDT
27979. 0 play W+4
27980. 1 play RPT
27981. 2 play WDT
27982. 0 play R9
27983. 1 play W
27984. 2 take
27985. 0 play R2
27986. 1 draw
27987. 1 play WPU
27988. 2 play G5
27989. 0 play W+4
27990. 1 play W
27991. 2 play G6
27992. 0 play WDT
27993. 1 play GPT
27994. 2 play GS
27995. 0 play WPU
27996. 1 play G3
27997. 2 play GPT
27998. 0 play W+4
27999. 1 play GPT
28000. 2 play G5
28001. 0 play WDT
28002. 1 take
28003. 2 play G9
28004. 0 play W+4 red
28005. 1 accept
28006. 2 play R4
28007. 0 play R8
28008. 1 play W+4 green
28009. 2 challenge
28010. 2 play G6
28011. 0 play WPU
28012. 1 play WPU
28013. 2 play Y8
28014. 0 play Y8
28015. 1 play W+4
28016. 2 play Y2
28017. 0 play Y5
28018. 1 play W+4
28019. 2 play YPT
28020. 0 play Y5
28021. 1 play WDT
28022. 2 play YR
28023. 0 play Y3
28024. 1 play WDT
28025. 2 play Y+2
28026. 0 play Y+2
28027. 1 play WPU
28028. 2 play W+4
28029. 0 play YPT
28030. 1 play Y7
28031. 2 play Y1
28032. 0 play Y2
28033. 1 play WPU
28034. 2 play YS
28035. 0 play W+4
28036. 1 play W
28037. 2 play W
28038. 0 play W+4
28039. 1 play Y0
28040. 2 play Y1
28041. 0 play Y6
28042. 1 play W
28043. 2 play W+4
28044. 0 play W
28045. 1 take
28046. 2 play WPU
28047. 0 play R5
28048. 1 play R6
28049. 2 play RPT
28050. 0 play RS
28051. 1 play W+4
28052. 2 play WDT
28053. 0 play R1
28054. 1 play R3
28055. 2 play R9
28056. 0 play R8
28057. 1 play R3
28058. 2 play R5
28059. 0 play R1
28060. 1 play WPU
28061. 2 play R2
28062. 0 play WDT
28063. 1 play WDT
28064. 2 play RPT
28065. 0 play RR
28066. 1 play W+4
28067. 2 play RR
28068. 0 play WPU
28069. 1 play WPU
28070. 2 play R+2
28071. 0 play R9
28072. 1 play WDT
28073. 2 play WDT
28074. 0 play WPU
28075. 1 play W+4
28076. 2 play RPT
28077. 0 play R0
28078. 1 play WPU
28079. 2 play W
28080. 0 play WDT
28081. 1 play W
28082. 2 play R7
28083. 0 play R7
28084. 1 play W
28085. 2 play WDT
28086. 0 play W
28087. 1 play W+4
28088. 2 play W
28089. 0 play W
28090. 1 play W+4
28091. 2 play WDT
28092. 0 play RS
28093. 1 play W+4
28094. 2 play W
28095. 0 play WDT
28096. 1 play W
28097. 2 play WDT
28098. 0 play WDT
28099. 1 play W
28100. 2 play RPT
28101. 0 play W
28102. 1 take
28103. 2 draw
28104. 2 play R6
28105. 0 play Y6
28106. 1 play Y1
28107. 2 play G1
28108. 0 play W green
28109. 1 play G3
28110. 2 play G8
28111. 2 play G8
28112. 0 play W yellow
28113. 1 play W+4 red
28114. 2 accept
28115. 0 play W yellow
28116. 1 play YS
28117. 0 play YPT
28118. 2 point 0
28119. 1 point 0
28120. 0 point 1
28121. 1 play Y7
28122. 0 play Y7
28123. 1 play Y1
28124. 2 play YS
28125. 1 play Y9
28126. 2 play B9
28127. 0 play B3
28128. 1 play BR
28129. 0 play YR
28130. 1 play Y3
28131. 2 play WDT green 1,2
28132. 0 draw
28133. 1 play W+4 yellow
28134. 2 accept
28135. 0 play YPT
28136. 2 point 1
28137. 1 point 0
28138. 0 point 2
28139. 1 play Y2
28140. 2 play Y3
28141. 1 play Y3
28142. 2 play WPU
28143. 0 play B4
28144. 1 play WPU
28145. 2 play BPT
28146. 0 play BR
28147. 1 play B9
28148. 2 play B4
28149. 0 play B8
28150. 1 play W+4
28151. 2 play WPU
28152. 0 take
28153. 1 play BPT
28154. 1 point 2
28155. 0 point 2
28156. 2 point 0
28157. 2 play W red
28158. 0 play W+4 green
28159. 1 challenge
28160. 1 play G7
28161. 2 play Y7
28162. 0 play Y4
28163. 1 play Y+2
28164. 0 play WPU
28165. 1 play Y0
28166. 2 play Y1
28167. 0 play W
28168. 1 play W
28169. 2 play W
28170. 0 play Y4
28171. 1 play Y5
28172. 2 take
28173. 0 play Y9
28174. 1 play W red
28175. 2 play R4
28176. 1 play R4
28177. 2 play R6
28178. 1 play R6
28179. 2 play W yellow
28180. 0 draw
28181. 0 play YS
28182. 2 play Y0
28183. 0 play Y9
28184. 1 play W+4 red
28185. 2 accept
28186. 0 play WPU
28187. 1 play WPU
28188. 2 play W
28189. 0 play WPU
28190. 1 play YR
28191. 2 play Y4
28192. 0 take
28193. 1 play W green
28194. 2 play G7
28195. 0 play WPU
28196. 1 play B6
28197. 2 play B5
28198. 0 play BPT
28199. 1 play B5
28200. 2 play BPT
28201. 0 play BR
28202. 1 play WPU
28203. 2 play B0
28204. 0 play BPT
28205. 1 play W+4
28206. 2 play BS
28207. 0 play WPU
28208. 1 play WDT
28209. 2 play B7
28210. 0 play B8
28211. 1 play B7
28212. 2 play B6
28213. 0 play B9
28214. 1 play WDT
28215. 2 play BS
28216. 0 play B4
28217. 1 play W
28218. 2 play BR
28219. 0 play B9
28220. 1 play W
28221. 2 play B1
28222. 0 play B2
28223. 1 play WPU
28224. 2 play B3
28225. 0 play B4
28226. 1 play WPU
28227. 2 play WPU
28228. 0 play W
28229. 1 play W
28230. 2 play B+2
28231. 0 take
28232. 1 play WDT blue 0,1
28233. 2 play B1
28234. 0 play B3
28235. 1 play W+4 yellow
28236. 2 accept
28237. 0 play WDT red 0,1
28238. 1 play R2
28239. 2 play W blue
28240. 0 play BR
28241. 2 play W+4 red
28242. 1 challenge
28243. 1 play WDT blue 0,1
28244. 0 play W+4 red
28245. 2 challenge
28246. 2 play W green
28247. 1 play W blue
28248. 0 play B9
28249. 2 play WDT red 0,1
28250. 1 play R5
28251. 0 play WDT red 1,2
28252. 2 play WPU
28253. 1 play R8
28254. 0 play WPU
28255. 2 play R2
28256. 1 play R1
28257. 0 play WPU
28258. 2 play W+4
28259. 1 play R8
28260. 0 play W
28261. 2 take
28262. 1 play R+2
28263. 2 play W+4 red
28264. 1 accept
28265. 0 play W+4 yellow
28266. 2 challenge
28267. 2 play YPT
28268. 0 point 1
28269. 1 point 0
28270. 2 point 1
28271. 1 play Y2
28272. 0 draw
28273. 0 play YPT
28274. 1 point 0
28275. 2 point 0
28276. 0 point 2
28277. 2 play Y5
28278. 1 play YPT
28279. 0 point 1
28280. 2 point 1
28281. 1 point 0
28282. 0 play Y3
28283. 2 play Y3
28284. 1 play Y5
28285. 0 play W+4 blue
28286. 2 challenge
28287. 2 play B2
28288. 1 play BR
28289. 2 play GR
28290. 1 play W+4 green
28291. 0 accept
28292. 2 play GR
28293. 0 play BR
28294. 2 play B+2
28295. 0 play B8
28296. 2 play G8
28297. 1 play W+4 blue
28298. 0 challenge
28299. 0 draw
28300. 2 play W blue
28301. 1 play WPU
28302. 0 play WPU
28303. 2 play G2
28304. 1 play WDT
28305. 0 play WDT
28306. 2 play G+2
28307. 1 play G7
28308. 0 play W+4
28309. 2 play G1
28310. 1 play W
28311. 0 play WPU
28312. 2 play W
28313. 1 play WDT
28314. 0 play WDT
28315. 2 play G3
28316. 1 play G5
28317. 0 play G7
28318. 2 play WPU
28319. 1 play GS
28320. 0 play W
28321. 2 play G4
28322. 1 play G5
28323. 0 play W
28324. 2 play G6
28325. 1 play WPU
28326. 0 play W+4
28327. 2 play G+2
28328. 1 play GS
28329. 0 play WPU
28330. 2 play G9
28331. 1 play W+4
28332. 0 play WPU
28333. 2 play G1
28334. 1 play G6
28335. 0 play W
28336. 2 play G3
28337. 1 play GPT
28338. 0 play WPU
28339. 2 play GPT
28340. 1 play G2
28341. 0 play WDT
28342. 2 play G8
28343. 1 play G0
28344. 0 play W+4
28345. 2 play G4
28346. 1 play WDT
28347. 0 play W
28348. 2 play WPU
28349. 1 play WPU
28350. 0 take
28351. 2 play WPU
28352. 1 play B8
28353. 0 play B2
28354. 2 take
28355. 1 play B3
28356. 0 play B7
28357. 2 draw
28358. 1 play WDT green 1,2
28359. 0 play G8
28360. 2 play G9
28361. 1 play GPT
28362. 2 point 1
28363. 1 point 0
28364. 0 point 1
28365. 0 play G1
28366. 2 play Y1
28367. 1 play R1
28368. 0 play W green
28369. 2 draw
28370. 1 play W+4 green
28371. 0 challenge
28372. 0 play G2
28373. 2 play Y2
28374. 1 play W+4 green
28375. 0 accept
28376. 2 draw
28377. 1 play W blue
28378. 0 play B8
28379. 2 play B2
28380. 1 play BR
28381. 2 play B2
28382. 0 play B4
28383. 0 play B4
28384. 1 play W blue
28385. 2 play B8
28386. 0 play B5
28387. 1 play W green
28388. 2 draw
28389. 0 play GPT
28390. 2 point 1
28391. 1 point 0
28392. 0 point 1
28393. 1 play W red
28394. 2 play R4
28395. 0 play Y4
28396. 1 play Y5
28397. 2 play Y9
28398. 0 play Y7
28399. 1 play WDT green 1,2
28400. 2 draw
28401. 2 play W green
28402. 0 play W green
28403. 1 play WDT red 0,2
28404. 2 play R2
28405. 0 play W blue
28406. 1 play W+4 yellow
28407. 2 challenge
28408. 2 play Y3
28409. 0 play Y6
28410. 1 play W+4 blue
28411. 2 challenge
28412. 2 play B+2
28413. 1 play Y+2
28414. 0 draw
28415. 1 play Y2
28416. 2 play Y5
28417. 0 play W+4 blue
28418. 1 challenge
28419. 1 play BR
28420. 0 play BS
28421. 1 play B9
28422. 0 play WPU
28423. 2 play WDT
28424. 1 play Y+2
28425. 0 play W+4
28426. 2 play W
28427. 1 play Y1
28428. 0 play Y2
28429. 2 play W+4
28430. 1 play YS
28431. 0 play Y4
28432. 2 play W
28433. 1 play Y3
28434. 0 play WDT
28435. 2 play Y7
28436. 1 play Y8
28437. 0 play YR
28438. 2 take
28439. 1 play W green
28440. 0 play G9
28441. 2 play WDT red 1,2
28442. 1 play W red
28443. 0 play W red
28444. 2 play R2
28445. 1 play RR
28446. 2 play W red
28447. 0 play W red
28448. 1 play R5
28449. 2 play W yellow
28450. 0 play YR
28451. 2 play YS
28452. 0 play W+4 green
28453. 2 accept
28454. 1 play WDT yellow 0,2
28455. 0 play YPT
28456. 2 point 1
28457. 1 point 2
28458. 0 point 1
28459. 2 play W blue
28460. 1 play B5
28461. 0 play B6
28462. 2 play WDT red 1,2
28463. 1 play R6
28464. 0 play WDT yellow 0,2
28465. 2 play Y8
28466. 1 play Y6
28467. 0 play B6
28468. 2 play B8
28469. 1 play Y8
28470. 0 play Y9
28471. 2 play Y+2
28472. 0 play WPU
28473. 2 play W
28474. 1 play W
28475. 0 play W+4
28476. 2 play Y7
28477. 1 play YPT
28478. 0 play WDT
28479. 2 play Y9
28480. 1 play W
28481. 0 play WDT
28482. 2 play Y1
28483. 1 play WDT
28484. 0 play W
28485. 2 play W+4
28486. 1 play YS
28487. 0 play WDT
28488. 2 play Y2
28489. 1 play YPT
28490. 0 play Y0
28491. 2 play W
28492. 1 play WDT
28493. 0 play WDT
28494. 2 play Y3
28495. 1 play YPT
28496. 0 play WDT
28497. 2 play W+4
28498. 1 play W+4
28499. 0 play W
28500. 2 play YR
28501. 1 play W+4
28502. 0 play WPU
28503. 2 play Y4
28504. 1 play W
28505. 0 play W+4
28506. 2 play Y4
28507. 1 play W
28508. 0 play Y7
28509. 2 play W+4
28510. 1 take
28511. 0 play WDT yellow 0,2
28512. 2 draw
28513. 2 play W+4 blue
28514. 1 challenge
28515. 0 play B3
28516. 1 play B3
28517. 0 play B4
28518. 2 play B2
28519. 1 play Y2
28520. 0 play W+4 green
28521. 2 challenge
28522. 2 play WDT blue 1,2
28523. 1 play W yellow
28524. 0 play W red
28525. 2 play R8
28526. 1 play R7
28527. 0 play WPU
28528. 2 play BR
28529. 1 play WDT
28530. 0 play B+2
28531. 2 play W
28532. 1 play W
28533. 0 play B4
28534. 2 take
28535. 1 play W+4 green
28536. 0 accept
28537. 2 play W blue
28538. 1 play W blue
28539. 0 play B1
28540. 2 play W+4 blue
28541. 1 accept
28542. 0 play B1
28543. 2 play WDT yellow 0,2
28544. 1 play Y5
28545. 0 play WPU
28546. 2 play R2
28547. 1 play R0
28548. 0 play R4
28549. 2 play R8
28550. 1 play R1
28551. 0 play R4
28552. 2 play W
28553. 1 play W
28554. 0 play WPU
28555. 2 play WDT
28556. 1 play R+2
28557. 0 play WPU
28558. 2 play R1
28559. 1 play RPT
28560. 0 play WPU
28561. 2 take
28562. 1 play W blue
28563. 0 play B9
28564. 2 play B4
28565. 1 play BR
28566. 2 play W green
28567. 0 play G1
28568. 1 play GR
28569. 0 play GPT
28570. 2 point 0
28571. 1 point 0
28572. 0 point 2
28573. 2 play WDT red 1,2
28574. 1 play R2
28575. 2 play R2
28576. 1 play R9
28577. 0 play W blue
28578. 2 play B3
28579. 1 play W yellow
28580. 0 play Y5
28581. 2 play W green
28582. 1 play GPT
28583. 0 point 2
28584. 2 point 1
28585. 1 point 2
28586. 0 play WPU
28587. 2 play YPT
28588. 1 play Y1
28589. 0 play Y2
28590. 2 play Y+2
28591. 1 play Y9
28592. 0 play Y6
28593. 2 play WPU
28594. 1 play WPU
28595. 0 play Y8
28596. 2 play WPU
28597. 1 play Y6
28598. 0 play WPU
28599. 2 play W+4
28600. 1 play W+4
28601. 0 play WPU
28602. 2 play Y9
28603. 1 play WDT
28604. 0 take
28605. 2 play WPU
28606. 1 play Y0
28607. 0 play Y8
28608. 2 take
28609. 1 play WPU
28610. 0 play B5
28611. 2 play BR
28612. 1 play W+4
28613. 0 play BS
28614. 2 play B+2
28615. 1 play WDT
28616. 0 play W+4
28617. 2 play BS
28618. 1 play WDT
28619. 0 play WPU
28620. 2 take
28621. 1 play B8
28622. 0 play WPU
28623. 2 play WPU
28624. 1 play YS
28625. 0 play WDT
28626. 2 play WDT
28627. 1 play Y4
28628. 0 play W+4
28629. 2 play Y0
28630. 1 play YPT
28631. 0 play YPT
28632. 2 play WDT
28633. 1 play WDT
28634. 0 play Y+2
28635. 2 play W+4
28636. 1 play YR
28637. 0 play WPU
28638. 2 play W+4
28639. 1 play Y1
28640. 0 play WPU
28641. 2 play Y8
28642. 1 play Y7
28643. 0 play Y1
28644. 2 play Y+2
28645. 1 play YPT
28646. 0 play YR
28647. 2 take
28648. 1 play W+4 yellow
28649. 0 challenge
28650. 0 play WPU
28651. 2 play WDT
28652. 1 play W
28653. 0 play Y6
28654. 2 play YS
28655. 1 play W+4
28656. 0 play Y6
28657. 2 play Y4
28658. 1 play Y4
28659. 0 play Y9
28660. 2 play Y0
28661. 1 play W+4
28662. 0 play Y2
28663. 2 play YR
28664. 1 play Y3
28665. 0 play Y9
28666. 2 play W+4
28667. 1 play W+4
28668. 0 take
28669. 2 play Y7
28670. 1 play R7
28671. 0 play G7
28672. 2 play WDT green 0,1
28673. 1 play G2
28674. 0 play G7
28675. 2 play W+4 red
28676. 1 challenge
28677. 1 play WPU
28678. 0 play B7
28679. 2 play W+4
28680. 1 play W
28681. 0 play W
28682. 2 play B3
28683. 1 play WDT
28684. 0 play BPT
28685. 2 play B+2
28686. 1 play WDT
28687. 0 play B9
28688. 2 play W+4
28689. 1 play WDT
28690. 0 play B7
28691. 2 play WDT
28692. 1 play WPU
28693. 0 play B0
28694. 2 play W
28695. 1 play W
28696. 0 play W+4
28697. 2 play BR
28698. 1 play W
28699. 0 play WDT
28700. 2 play WDT
28701. 1 play W
28702. 0 play B2
28703. 2 play B+2
28704. 1 play W
28705. 0 play W+4
28706. 2 play BS
28707. 1 take
28708. 0 play B8
28709. 2 play Y8
28710. 1 play W+4 yellow
28711. 0 challenge
28712. 0 play W+4 yellow
28713. 2 challenge
28714. 2 play YPT
28715. 0 point 1
28716. 2 point 0
28717. 1 point 2
28718. 1 play GPT
28719. 1 point 2
28720. 2 point 1
28721. 0 point 1
28722. 0 play G2
28723. 2 play W+4 green
28724. 1 challenge
28725. 1 play W+4 green
28726. 0 challenge
28727. 0 play G5
28728. 2 play GPT
28729. 2 point 0
28730. 0 point 2
28731. 1 point 2
28732. 1 play WPU
28733. 0 play B4
28734. 2 play W+4
28735. 1 play B0
28736. 0 play W
28737. 2 play WPU
28738. 1 play W+4
28739. 0 play WPU
28740. 2 play WPU
28741. 1 play BPT
28742. 0 play BPT
28743. 2 play B8
28744. 1 play B6
28745. 0 play BPT
28746. 2 play WDT
28747. 1 play W+4
28748. 0 play BPT
28749. 2 play B4
28750. 1 play B9
28751. 0 play WPU
28752. 2 play B5
28753. 1 play W+4
28754. 0 play W+4
28755. 2 play W
28756. 1 play B7
28757. 0 play W+4
28758. 2 play B5
28759. 1 play B2
28760. 0 play WDT
28761. 2 play BS
28762. 1 play B6
28763. 0 play W+4
28764. 2 play B2
28765. 1 play WDT
28766. 0 take
28767. 2 play WPU
28768. 1 play R5
28769. 0 play R7
28770. 2 play R8
28771. 1 play R2
28772. 0 play R6
28773. 2 play R7
28774. 1 play RPT
28775. 0 play WDT
28776. 2 play R+2
28777. 1 play R3
28778. 0 play W+4
28779. 2 play RPT
28780. 1 play WPU
28781. 0 play WDT
28782. 2 play R0
28783. 1 play R3
28784. 0 play W+4
28785. 2 play R5
28786. 1 play WDT
28787. 0 play WDT
28788. 2 play R1
28789. 1 play W
28790. 0 play WPU
28791. 2 play R4
28792. 1 play R+2
28793. 0 play WPU
28794. 2 play R4
28795. 1 play WDT
28796. 0 play W
28797. 2 play R1
28798. 1 play R6
28799. 0 play WPU
28800. 2 take
28801. 1 play WDT blue 1,2
28802. 0 play B4
28803. 2 play WDT blue 0,2
28804. 1 draw
28805. 1 play W yellow
28806. 0 play WDT green 0,1
28807. 2 play W+4 yellow
28808. 1 accept
28809. 0 play Y0
28810. 2 play WDT red 1,2
28811. 1 play RS
28812. 2 play R5
28813. 1 play RR
28814. 2 play R7
28815. 2 play R7
28816. 0 play W+4 red
28817. 1 accept
28818. 2 play WDT red 1,2
28819. 0 play W+4 red
28820. 1 challenge
28821. 1 play WPU
28822. 2 play W+4
28823. 0 play W+4
28824. 1 play WDT
28825. 2 play R2
28826. 0 play W+4
28827. 1 play WDT
28828. 2 play R6
28829. 0 play W
28830. 1 play WDT
28831. 2 play WPU
28832. 0 play R2
28833. 1 play WDT
28834. 2 play R0
28835. 0 play R7
28836. 1 play RS
28837. 2 play W
28838. 0 play WPU
28839. 1 play RPT
28840. 2 play W
28841. 0 play W
28842. 1 play WDT
28843. 2 play R+2
28844. 0 play W
28845. 1 play RPT
28846. 2 play RPT
28847. 0 play W+4
28848. 1 play W+4
28849. 2 play WDT
28850. 0 play WPU
28851. 1 play R9
28852. 2 play R5
28853. 0 play WPU
28854. 1 play R9
28855. 2 play WPU
28856. 0 play WPU
28857. 1 play W
28858. 2 play R8
28859. 0 take
28860. 1 play W green
28861. 2 play WDT green 1,2
28862. 0 play G4
28863. 1 play W yellow
28864. 2 play Y+2
28865. 1 play W red
28866. 2 play R8
28867. 0 play R7
28868. 1 play B7
28869. 2 play WPU
28870. 0 play G3
28871. 1 play G7
28872. 2 play G9
28873. 0 play G3
28874. 1 play W
28875. 2 play WPU
28876. 0 play W+4
28877. 1 play G9
28878. 2 play G1
28879. 0 play G8
28880. 1 play G7
28881. 2 play WPU
28882. 0 play GPT
28883. 1 play W
28884. 2 play G2
28885. 0 play W+4
28886. 1 play GR
28887. 2 play GR
28888. 0 play G8
28889. 1 play W
28890. 2 take
28891. 0 play G5
28892. 1 play Y5
28893. 2 play YR
28894. 1 play Y5
28895. 0 play Y3
28896. 1 play Y3
28897. 0 play Y2
28898. 2 play Y+2
28899. 0 play W+4 blue
28900. 2 accept
28901. 1 play B9
28902. 0 play R9
28903. 2 play WDT red 0,2
28904. 1 play W+4 green
28905. 0 accept
28906. 2 play G2
28907. 1 draw
28908. 1 play G4
28909. 0 play G+2
28910. 1 play W blue
28911. 0 play B2
28912. 2 play W+4 blue
28913. 1 accept
28914. 0 play B4
28915. 2 play B1
28916. 0 play B1
28917. 2 play WPU
28918. 1 play W
28919. 0 play Y6
28920. 2 play WDT
28921. 1 play WDT
28922. 0 play Y2
28923. 2 play Y0
28924. 1 play W
28925. 0 play YS
28926. 2 play Y1
28927. 1 play YS
28928. 0 play Y9
28929. 2 play YPT
28930. 1 play W
28931. 0 play WDT
28932. 2 play Y1
28933. 1 play Y8
28934. 0 play Y9
28935. 2 play WPU
28936. 1 play W+4
28937. 0 play WDT
28938. 2 play W
28939. 1 play Y7
28940. 0 play WPU
28941. 2 play W
28942. 1 play Y7
28943. 0 play Y3
28944. 2 play W+4
28945. 1 play YPT
28946. 0 play WDT
28947. 2 play W+4
28948. 1 play W+4
28949. 0 play W
28950. 2 play W
28951. 1 play WPU
28952. 0 play W
28953. 2 play Y8
28954. 1 take
28955. 0 play W+4 red
28956. 2 challenge
28957. 2 play R6
28958. 1 play WPU
28959. 0 play BS
28960. 2 play WDT
28961. 1 play B3
28962. 0 play W+4
28963. 2 play B4
28964. 1 play B+2
28965. 0 play WDT
28966. 2 play W+4
28967. 1 play B+2
28968. 0 play B7
28969. 2 play W+4
28970. 1 play WPU
28971. 0 play B0
28972. 2 play WPU
28973. 1 play BR
28974. 0 play B6
28975. 2 play WPU
28976. 1 play W
28977. 0 play W+4
28978. 2 play WPU
28979. 1 play WDT
28980. 0 play B3
28981. 2 play W+4
28982. 1 play W
28983. 0 play B8
28984. 2 take
28985. 1 play WPU
28986. 0 play B6
28987. 2 play WDT
28988. 1 play WDT
28989. 0 play BPT
28990. 2 play B8
28991. 1 play BS
28992. 0 play W+4
28993. 2 play WDT
28994. 1 play BR
28995. 0 play WPU
28996. 2 play B6
28997. 1 play W
28998. 0 play W
28999. 2 play BS
29000. 1 play WDT
29001. 0 play WDT
29002. 2 play B3
29003. 1 play WDT
29004. 0 play W
29005. 2 play B3
29006. 1 play WDT
29007. 0 play B8
29008. 2 play B+2
29009. 1 play W+4
29010. 0 play B5
29011. 2 play WDT
29012. 1 play W
29013. 0 play WPU
29014. 2 play W+4
29015. 1 play W+4
29016. 0 play B9
29017. 2 play B4
29018. 1 play W+4
29019. 0 play BPT
29020. 2 play B+2
29021. 1 play W
29022. 0 play WPU
29023. 2 play W
29024. 1 play W
29025. 0 play W
29026. 2 play B7
29027. 1 play W+4
29028. 0 play WPU
29029. 2 play WPU
29030. 1 play W
29031. 0 play B5
29032. 2 play B9
29033. 1 play W
29034. 0 play BPT
29035. 2 play W+4
29036. 1 take
29037. 0 play WPU
29038. 2 play W+4
29039. 1 play W
29040. 0 play YR
29041. 2 play W+4
29042. 1 play Y0
29043. 0 play WDT
29044. 2 play W
29045. 1 play WPU
29046. 0 play Y6
29047. 2 play Y3
29048. 1 play Y3
29049. 0 play YPT
29050. 2 play YR
29051. 1 play Y8
29052. 0 play Y2
29053. 2 play W+4
29054. 1 play WDT
29055. 0 play WDT
29056. 2 play YPT
29057. 1 play W
29058. 0 play WDT
29059. 2 play WPU
29060. 1 play Y8
29061. 0 play Y4
29062. 2 play W
29063. 1 play Y2
29064. 0 play Y+2
29065. 2 play WPU
29066. 1 play WDT
29067. 0 play W
29068. 2 play WPU
29069. 1 play Y9
29070. 0 play Y5
29071. 2 take
29072. 1 play WDT red 0,2
29073. 0 play W red
29074. 2 play RPT
29075. 2 point 1
29076. 1 point 0
29077. 0 point 1
29078. 1 play W+4 yellow
29079. 0 challenge
29080. 0 play Y4
29081. 2 play Y+2
29082. 0 play G+2
29083. 1 play W+4 yellow
29084. 0 challenge
29085. 0 draw
29086. 2 play Y5
29087. 1 play W green
29088. 0 play GPT
29089. 1 point 2
29090. 2 point 0
29091. 0 point 1
29092. 2 play GR
29093. 0 play G1
29094. 1 play W green
29095. 2 play G7
29096. 2 play G7
29097. 0 play W green
29098. 1 draw
29099. 1 play W+4 blue
29100. 2 accept
29101. 0 play BPT
29102. 1 point 0
29103. 0 point 2
29104. 2 point 1
29105. 1 play WPU
29106. 2 play G8
29107. 0 play G+2
29108. 1 play WDT
29109. 2 play GPT
29110. 0 play GS
29111. 1 play W
29112. 2 play GR
29113. 0 play G0
29114. 1 play W+4
29115. 2 play G3
29116. 0 play GPT
29117. 1 play G4
29118. 2 play G5
29119. 0 play G6
29120. 1 play W+4
29121. 2 play G9
29122. 0 play GPT
29123. 1 play W+4
29124. 2 play G1
29125. 0 play G6
29126. 1 play WPU
29127. 2 play WPU
29128. 0 play G4
29129. 1 play WDT
29130. 2 play GR
29131. 0 play GS
29132. 1 play G2
29133. 2 play G3
29134. 0 take
29135. 1 play G2
29136. 2 play G+2
29137. 1 play W yellow
29138. 2 play Y5
29139. 0 play WPU
29140. 1 play RR
29141. 2 play R7
29142. 0 play WDT
29143. 1 play R8
29144. 2 play R6
29145. 0 play R9
29146. 1 play RR
29147. 2 play R1
29148. 0 play W
29149. 1 play W+4
29150. 2 play R1
29151. 0 play R7
29152. 1 play WPU
29153. 2 play R4
29154. 0 play R0
29155. 1 play WPU
29156. 2 play R3
29157. 0 play R8
29158. 1 play W+4
29159. 2 play WPU
29160. 0 play R5
29161. 1 play WPU
29162. 2 play W
29163. 0 play WDT
29164. 1 play W+4
29165. 2 play R+2
29166. 0 play RS
29167. 1 play W
29168. 2 play R3
29169. 0 play W
29170. 1 play W
29171. 2 play R4
29172. 0 play R2
29173. 1 play W+4
29174. 2 play WDT
29175. 0 play RS
29176. 1 play WDT
29177. 2 play R9
29178. 0 play R2
29179. 1 play WDT
29180. 2 play R5
29181. 0 play R+2
29182. 1 play W
29183. 2 play WDT
29184. 0 play RPT
29185. 1 play WDT
29186. 2 play W
29187. 0 play R6
29188. 1 play W
29189. 2 play W+4
29190. 0 play RPT
29191. 1 play WDT
29192. 2 play W
29193. 0 play RPT
29194. 1 play WPU
29195. 2 play WDT
29196. 0 play WPU
29197. 1 play WPU
29198. 2 play WDT
29199. 0 play W+4
29200. 1 play W
29201. 2 play W+4
29202. 0 play W+4
29203. 1 play WPU
29204. 2 play WDT
29205. 0 play W+4
29206. 1 take
29207. 2 play W blue
29208. 0 play B2
29209. 1 play B9
29210. 2 play BR
29211. 1 play BR
29212. 2 play B0
29213. 0 play G0
29214. 1 play R0
29215. 2 play WDT green 0,1
29216. 0 play G8
29217. 1 play GPT
29218. 1 point 0
29219. 2 point 0
29220. 0 point 1
29221. 2 play WPU
29222. 0 play G9
29223. 1 play W
29224. 2 play G8
29225. 0 play G3
29226. 1 play G5
29227. 2 play WPU
29228. 0 play G3
29229. 1 play W
29230. 2 play W
29231. 0 play G1
29232. 1 play W
29233. 2 play G9
29234. 0 play GR
29235. 1 play W+4
29236. 2 play G7
29237. 0 play GS
29238. 1 play WDT
29239. 2 play W+4
29240. 0 play G5
29241. 1 play WPU
29242. 2 play G7
29243. 0 play GR
29244. 1 play W
29245. 2 play W
29246. 0 play G6
29247. 1 play W+4
29248. 2 play W
29249. 0 play GS
29250. 1 play WPU
29251. 2 take
29252. 0 play G+2
29253. 2 play WPU
29254. 0 play B2
29255. 1 play BS
29256. 2 play W+4
29257. 0 take
29258. 1 play WPU
29259. 2 play W+4
29260. 0 play G1
29261. 1 play WDT
29262. 2 play WPU
29263. 0 play W
29264. 1 play W+4
29265. 2 play G1
29266. 0 play W+4
29267. 1 play WDT
29268. 2 play WDT
29269. 0 play GPT
29270. 1 play W
29271. 2 play WPU
29272. 0 play G6
29273. 1 play W
29274. 2 play G6
29275. 0 play GPT
29276. 1 play W
29277. 2 play W
29278. 0 play G2
29279. 1 play W
29280. 2 play GS
29281. 0 play G+2
29282. 1 play W+4
29283. 2 play W
29284. 0 play GPT
29285. 1 play W+4
29286. 2 play G5
29287. 0 play G4
29288. 1 play W
29289. 2 play G5
29290. 0 play G4
29291. 1 play WDT
29292. 2 play G7
29293. 0 take
29294. 1 play WPU
29295. 2 play Y2
29296. 0 play W
29297. 1 play Y5
29298. 2 play YPT
29299. 0 play WPU
29300. 1 play WPU
29301. 2 play W+4
29302. 0 play WPU
29303. 1 play Y1
29304. 2 play Y2
29305. 0 play WDT
29306. 1 play W
29307. 2 play Y8
29308. 0 play W
29309. 1 play W+4
29310. 2 play Y4
29311. 0 play Y4
29312. 1 play Y+2
29313. 2 play Y8
29314. 0 play W
29315. 1 play Y+2
29316. 2 play YR
29317. 0 play WDT
29318. 1 play Y7
29319. 2 play Y3
29320. 0 play W
29321. 1 play Y7
29322. 2 play Y3
29323. 0 play W
29324. 1 play WDT
29325. 2 play Y0
29326. 0 play W
29327. 1 play Y1
29328. 2 play Y9
29329. 0 play W+4
29330. 1 play YS
29331. 2 play YR
29332. 0 play W
29333. 1 play W+4
29334. 2 play Y6
29335. 0 play W
29336. 1 play YPT
29337. 2 play YPT
29338. 0 play WDT
29339. 1 play YS
29340. 2 play W
29341. 0 play WDT
29342. 1 play Y9
29343. 2 play W
29344. 0 play W
29345. 1 play W+4
29346. 2 play W
29347. 0 play W+4
29348. 1 play WDT
29349. 2 play W
29350. 0 play W+4
29351. 1 play Y6
29352. 2 play W
29353. 0 play W+4
29354. 1 play WPU
29355. 2 take
29356. 0 play W+4 blue
29357. 1 challenge
29358. 2 play WPU
29359. 0 play B0
29360. 1 play BS
29361. 2 play WDT
29362. 0 play BS
29363. 1 play B1
29364. 2 play W+4
29365. 0 play B2
29366. 1 play B4
29367. 2 play W
29368. 0 take
29369. 1 play B1
29370. 2 play W+4 blue
29371. 0 challenge
29372. 0 play BR
29373. 2 play B2
29374. 1 play R2
29375. 0 play B2
29376. 2 play Y2
29377. 1 play R2
29378. 0 play W yellow
29379. 2 play Y8
29380. 1 play WPU
29381. 0 play G7
29382. 2 play GR
29383. 1 play W
29384. 0 play GPT
29385. 2 play G7
29386. 1 play WPU
29387. 0 play W+4
29388. 2 play GR
29389. 1 play WDT
29390. 0 play G5
29391. 2 play GPT
29392. 1 play W+4
29393. 0 play G+2
29394. 2 play GS
29395. 1 play WPU
29396. 0 play WDT
29397. 2 play WDT
29398. 1 play W+4
29399. 0 play G6
29400. 2 play W
29401. 1 play WPU
29402. 0 play G6
29403. 2 play G9
29404. 1 play W+4
29405. 0 play G5
29406. 2 play G0
29407. 1 play WDT
29408. 0 play GPT
29409. 2 play WPU
29410. 1 play WDT
29411. 0 play G1
29412. 2 play WPU
29413. 1 play WDT
29414. 0 play G2
29415. 2 play G9
29416. 1 play WDT
29417. 0 play G1
29418. 2 play G3
29419. 1 play WDT
29420. 0 play G2
29421. 2 play WPU
29422. 1 take
29423. 0 play GPT
29424. 2 point 1
29425. 1 point 2
29426. 0 point 2
29427. 2 play G8
29428. 1 play R8
29429. 0 play R0
29430. 2 play WDT blue 0,2
29431. 1 play W+4 red
29432. 0 challenge
29433. 0 draw
29434. 2 play WDT red 1,2
29435. 1 play R+2
29436. 2 play WDT blue 0,1
29437. 1 play B7
29438. 0 play B1
29439. 1 play B1
29440. 0 play BS
29441. 1 play W red
29442. 0 play W+4 green
29443. 2 challenge
29444. 2 play W+4 green
29445. 1 accept
29446. 0 play GS
29447. 1 play W green
29448. 0 play WDT green 1,2
29449. 2 play G8
29450. 1 play G5
29451. 0 play G4
29452. 2 play B4
29453. 1 play W+4 red
29454. 0 accept
29455. 2 play WPU
29456. 1 play GS
29457. 0 play G4
29458. 2 play WDT
29459. 1 play GPT
29460. 0 play W
29461. 2 play G3
29462. 1 play G1
29463. 0 play WDT
29464. 2 play W+4
29465. 1 play G6
29466. 0 play W+4
29467. 2 play WPU
29468. 1 play W+4
29469. 0 play W
29470. 2 play W
29471. 1 play W+4
29472. 0 play W+4
29473. 2 play W+4
29474. 1 play GR
29475. 0 take
29476. 2 play W+4 green
29477. 1 challenge
29478. 1 play G+2
29479. 2 play GS
29480. 0 play GR
29481. 1 play WPU
29482. 2 play W+4
29483. 0 play GS
29484. 1 play G8
29485. 2 play W+4
29486. 0 play G1
29487. 1 play G2
29488. 2 play G4
29489. 0 play G3
29490. 1 play WDT
29491. 2 play W
29492. 0 play G4
29493. 1 play GR
29494. 2 play W
29495. 0 play GPT
29496. 1 play G3
29497. 2 play W
29498. 0 play G8
29499. 1 play G9
29500. 2 play W+4
29501. 0 play G6
29502. 1 play W+4
29503. 2 play W
29504. 0 play W+4
29505. 1 play WDT
29506. 2 play W
29507. 0 play W+4
29508. 1 play WPU
29509. 2 play W+4
29510. 0 play W+4
29511. 1 play G7
29512. 2 play W
29513. 0 play WDT
29514. 1 play G1
29515. 2 play W
29516. 0 play WDT
29517. 1 play G7
29518. 2 play W
29519. 0 play W
29520. 1 play G+2
29521. 2 play W
29522. 0 play W
29523. 1 play G5
29524. 2 play W
29525. 0 play W+4
29526. 1 play G6
29527. 2 play W
29528. 0 play WPU
29529. 1 play GPT
29530. 2 play W
29531. 0 play W
29532. 1 play G0
29533. 2 take
29534. 0 play W yellow
29535. 1 play Y8
29536. 2 play Y3
29537. 0 play Y2
29538. 1 play WPU
29539. 2 play GS
29540. 0 play W+4
29541. 1 play WDT
29542. 2 play G3
29543. 0 play W+4
29544. 1 play GPT
29545. 2 play W
29546. 0 play W+4
29547. 1 play WDT
29548. 2 play W+4
29549. 0 take
29550. 1 play GPT
29551. 2 point 1
29552. 0 point 2
29553. 1 point 0
29554. 2 play G+2
29555. 1 play WPU
29556. 2 play G2
29557. 0 play W
29558. 1 play WDT
29559. 2 play G0
29560. 0 play WPU
29561. 1 play G2
29562. 2 play GR
29563. 0 play GS
29564. 1 play G5
29565. 2 play WPU
29566. 0 play WDT
29567. 1 play GS
29568. 2 play G8
29569. 0 play GPT
29570. 1 play WPU
29571. 2 play G6
29572. 0 play GR
29573. 1 play WPU
29574. 2 play G3
29575. 0 play W+4
29576. 1 play G9
29577. 2 play G7
29578. 0 play WDT
29579. 1 play WDT
29580. 2 play G4
29581. 0 play W+4
29582. 1 play WDT
29583. 2 play W+4
29584. 0 play G3
29585. 1 play WPU
29586. 2 play W
29587. 0 play W+4
29588. 1 play WPU
29589. 2 play G9
29590. 0 play W+4
29591. 1 play WPU
29592. 2 play G7
29593. 0 take
29594. 1 play WPU
29595. 2 play G8
29596. 0 play WPU
29597. 1 play WDT
29598. 2 play WDT
29599. 0 play WDT
29600. 1 play WPU
29601. 2 play G5
29602. 0 play G5
29603. 1 play WDT
29604. 2 play W
29605. 0 play G2
29606. 1 play WDT
29607. 2 play G1
29608. 0 play GR
29609. 1 take
29610. 2 play W+4 blue
29611. 0 challenge
29612. 0 play WDT red 0,2
29613. 1 play RPT
29614. 1 point 2
29615. 2 point 1
29616. 0 point 1
29617. 2 play W+4 blue
29618. 0 accept
29619. 1 play B9
29620. 2 play B4
29621. 0 play B7
29622. 1 play BR
29623. 0 play B1
29624. 2 play W+4 red
29625. 1 accept
29626. 0 play W+4 blue
29627. 2 challenge
29628. 2 play W yellow
29629. 1 play WPU
29630. 0 play WPU
29631. 2 play Y6
29632. 1 play WPU
29633. 0 play W
29634. 2 play YR
29635. 1 play W+4
29636. 0 play Y3
29637. 2 play Y5
29638. 1 play YPT
29639. 0 play Y2
29640. 2 play YR
29641. 1 play WDT
29642. 0 play WPU
29643. 2 play W
29644. 1 play W
29645. 0 play WDT
29646. 2 play Y7
29647. 1 play WDT
29648. 0 play W+4
29649. 2 play YPT
29650. 1 play WDT
29651. 0 play WPU
29652. 2 play Y+2
29653. 1 play WDT
29654. 0 play W+4
29655. 2 play Y5
29656. 1 play WDT
29657. 0 play WDT
29658. 2 play Y1
29659. 1 play WDT
29660. 0 play W+4
29661. 2 play WPU
29662. 1 take
29663. 0 play WDT blue 1,2
29664. 2 play W red
29665. 1 play R5
29666. 0 play W+4 yellow
29667. 2 accept
29668. 1 play Y5
29669. 0 play WPU
29670. 2 play Y9
29671. 1 play Y5
29672. 0 play W+4
29673. 2 play W
29674. 1 play YR
29675. 0 play W
29676. 2 play Y8
29677. 1 play Y1
29678. 0 play W
29679. 2 play WDT
29680. 1 play Y+2
29681. 0 play W+4
29682. 2 play W+4
29683. 1 play Y2
29684. 0 play WPU
29685. 2 play Y7
29686. 1 play Y6
29687. 0 play WPU
29688. 2 play Y1
29689. 1 play WDT
29690. 0 play WPU
29691. 2 play YPT
29692. 1 play WDT
29693. 0 take
29694. 2 play YPT
29695. 2 point 1
29696. 0 point 2
29697. 1 point 2
29698. 1 play RPT
29699. 1 point 0
29700. 2 point 0
29701. 0 point 1
29702. 0 play W green
29703. 2 play G6
29704. 1 play GR
29705. 2 play W yellow
29706. 0 play YR
29707. 2 play Y4
29708. 1 play YPT
29709. 2 point 1
29710. 0 point 1
29711. 1 point 2
29712. 0 play GPT
29713. 0 point 1
29714. 1 point 0
29715. 2 point 0
29716. 2 play G1
29717. 1 play G5
29718. 0 play WPU
29719. 2 play WPU
29720. 1 play WDT
29721. 0 play G7
29722. 2 play WDT
29723. 1 play G+2
29724. 0 play W+4
29725. 2 play W+4
29726. 1 play G1
29727. 0 play GR
29728. 2 play W
29729. 1 play G5
29730. 0 play G7
29731. 2 play WPU
29732. 1 play G8
29733. 0 play G0
29734. 2 play WDT
29735. 1 play G2
29736. 0 play W
29737. 2 play W+4
29738. 1 play W
29739. 0 play G6
29740. 2 play G4
29741. 1 play W
29742. 0 play GS
29743. 2 play WDT
29744. 1 play W
29745. 0 play G4
29746. 2 play WPU
29747. 1 play WDT
29748. 0 play GS
29749. 2 play W
29750. 1 play W+4
29751. 0 play W+4
29752. 2 play G6
29753. 1 play WPU
29754. 0 play WPU
29755. 2 play WPU
29756. 1 play W+4
29757. 0 play G3
29758. 2 play W
29759. 1 play W
29760. 0 play WPU
29761. 2 play G+2
29762. 1 play W
29763. 0 play G8
29764. 2 play W+4
29765. 1 play WPU
29766. 0 play W+4
29767. 2 play W
29768. 1 play W
29769. 0 play G2
29770. 2 play W+4
29771. 1 play W+4
29772. 0 play G3
29773. 2 play GPT
29774. 1 play WDT
29775. 0 play GPT
29776. 2 play GPT
29777. 1 play WDT
29778. 0 play G9
29779. 2 play W
29780. 1 play W+4
29781. 0 play G9
29782. 2 play W
29783. 1 play W+4
29784. 0 play W
29785. 2 play W
29786. 1 play WPU
29787. 0 play WDT
29788. 2 play W
29789. 1 play WPU
29790. 0 play WDT
29791. 2 take
29792. 1 draw
29793. 0 play WDT yellow 0,2
29794. 2 play Y8
29795. 1 play YR
29796. 2 play W+4 red
29797. 0 accept
29798. 1 play R+2
29799. 0 play Y+2
29800. 2 play YR
29801. 1 play RR
29802. 2 play WDT red 0,1
29803. 0 play R+2
29804. 2 play W red
29805. 0 play WDT green 1,2
29806. 1 play WPU
29807. 2 play W+4
29808. 0 play RPT
29809. 1 play RR
29810. 2 play WPU
29811. 0 play R2
29812. 1 play R4
29813. 2 play W
29814. 0 play WPU
29815. 1 play RR
29816. 2 play WDT
29817. 0 take
29818. 1 play WDT blue 1,2
29819. 2 play WPU
29820. 0 play B4
29821. 1 play B6
29822. 2 play WPU
29823. 0 play BS
29824. 1 play B9
29825. 2 play WDT
29826. 0 play WDT
29827. 1 play B3
29828. 2 play WPU
29829. 0 play WPU
29830. 1 play B5
29831. 2 play W
29832. 0 play BS
29833. 1 play B2
29834. 2 play W+4
29835. 0 play W
29836. 1 play B8
29837. 2 play WDT
29838. 0 play B0
29839. 1 play B4
29840. 2 play W+4
29841. 0 play B2
29842. 1 play BPT
29843. 2 play WDT
29844. 0 play WPU
29845. 1 play B3
29846. 2 play WDT
29847. 0 play B1
29848. 1 play B1
29849. 2 play W+4
29850. 0 play W+4
29851. 1 play B6
29852. 2 play WPU
29853. 0 play BR
29854. 1 play BR
29855. 2 play W+4
29856. 0 take
29857. 1 play B8
29858. 0 play B8
29859. 1 play R8
29860. 2 play R5
29861. 0 play WPU
29862. 1 play R0
29863. 2 play W
29864. 0 play R+2
29865. 1 play RPT
29866. 2 play WDT
29867. 0 play W+4
29868. 1 play R8
29869. 2 play W
29870. 0 play W
29871. 1 play R9
29872. 2 play WDT
29873. 0 play R2
29874. 1 play R2
29875. 2 play WPU
29876. 0 play WPU
29877. 1 play R7
29878. 2 play W
29879. 0 play WDT
29880. 1 play R4
29881. 2 play WDT
29882. 0 play RPT
29883. 1 play R7
29884. 2 play WDT
29885. 0 play WDT
29886. 1 play R6
29887. 2 play W
29888. 0 play W
29889. 1 play RS
29890. 2 play W+4
29891. 0 play RR
29892. 1 play R9
29893. 2 play WPU
29894. 0 play WDT
29895. 1 play R6
29896. 2 play W
29897. 0 play W
29898. 1 play R1
29899. 2 play W
29900. 0 play R4
29901. 1 play R5
29902. 2 play W+4
29903. 0 play RR
29904. 1 play RS
29905. 2 play W
29906. 0 play WDT
29907. 1 play RPT
29908. 2 play WPU
29909. 0 play W+4
29910. 1 play WDT
29911. 2 play W+4
29912. 0 play WPU
29913. 1 play RPT
29914. 2 play WPU
29915. 0 play W+4
29916. 1 play R3
29917. 2 play W
29918. 0 play WDT
29919. 1 play R1
29920. 2 play W+4
29921. 0 play WPU
29922. 1 play R+2
29923. 2 play WPU
29924. 0 play W+4
29925. 1 play R3
29926. 2 play W+4
29927. 0 play WDT
29928. 1 take
29929. 2 play W blue
29930. 0 play B2
29931. 1 play BPT
29932. 0 point 2
29933. 1 point 0
29934. 2 point 1
29935. 2 play W+4 yellow
29936. 0 challenge
29937. 0 play Y4
29938. 1 play YR
29939. 0 play Y7
29940. 2 play Y4
29941. 1 play W+4 green
29942. 0 challenge
29943. 0 play WDT green 0,1
29944. 2 play G8
29945. 1 play W+4 yellow
29946. 0 accept
29947. 2 play YS
29948. 0 draw
29949. 0 play W+4 red
29950. 2 accept
29951. 1 play WDT blue 1,2
29952. 0 play BS
29953. 1 play RS
29954. 2 play YS
29955. 0 play Y9
29956. 2 play Y6
29957. 0 play Y6
29958. 2 play W yellow
29959. 1 play WDT blue 0,2
29960. 0 play BS
29961. 1 play B9
29962. 0 play W+4 red
29963. 2 challenge
29964. 2 draw
29965. 2 play WDT yellow 1,2
29966. 1 play Y7
29967. 0 play YPT
29968. 0 point 1
29969. 2 point 1
29970. 1 point 2
29971. 2 play Y9
29972. 1 play YR
29973. 2 play Y+2
29974. 1 play B+2
29975. 0 play Y+2
29976. 2 play Y6
29977. 0 play Y1
29978. 1 play Y4
29979. 2 play W+4 yellow
29980. 0 accept
29981. 1 play YR
29982. 0 play Y6
29983. 2 play YS
29984. 0 play WDT blue 0,1
29985. 2 play W+4 blue
29986. 1 challenge
29987. 1 play BPT
29988. 0 point 1
29989. 1 point 0
29990. 2 point 1
29991. 0 play GPT
29992. 1 point 2
29993. 2 point 1
29994. 0 point 1
29995. 2 play G0
29996. 1 play W+4 yellow
29997. 0 challenge
29998. 0 play YR
29999. 1 play Y7
30000. 2 play Y8
30001. 0 play Y5
30002. 1 play Y3
30003. 2 play Y0
30004. 0 play Y2
30005. 1 play Y6
30006. 2 play Y3
30007. 0 play WDT yellow 1,2
30008. 1 play W yellow
30009. 2 play YPT
30010. 0 point 2
30011. 2 point 0
30012. 1 point 0
30013. 0 play BPT
30014. 1 point 2
30015. 0 point 2
30016. 2 point 1
30017. 1 play WPU
30018. 2 play YS
30019. 0 play Y8
30020. 1 play WPU
30021. 2 play YR
30022. 0 play W+4
30023. 1 play W+4
30024. 2 play WPU
30025. 0 play Y9
30026. 1 play WDT
30027. 2 play Y+2
30028. 0 play Y1
30029. 1 play W
30030. 2 play Y2
30031. 0 play Y9
30032. 1 play Y4
30033. 2 play W+4
30034. 0 play Y1
30035. 1 play WDT
30036. 2 play W
30037. 0 play Y4
30038. 1 play Y3
30039. 2 play Y5
30040. 0 play Y5
30041. 1 play WPU
30042. 2 play W+4
30043. 0 play WDT
30044. 1 play YS
30045. 2 play Y6
30046. 0 play WPU
30047. 1 play WDT
30048. 2 play W+4
30049. 0 play Y8
30050. 1 play YPT
30051. 2 play W
30052. 0 play WDT
30053. 1 play W
30054. 2 play Y+2
30055. 0 play WDT
30056. 1 play Y7
30057. 2 play W
30058. 0 play W+4
30059. 1 play WPU
30060. 2 play Y6
30061. 0 play WPU
30062. 1 play W+4
30063. 2 play W
30064. 0 take
30065. 1 play W yellow
30066. 2 play W+4 blue
30067. 0 challenge
30068. 1 play B8
30069. 2 play BPT
30070. 2 point 1
30071. 1 point 0
30072. 0 point 2
30073. 0 play B5
30074. 1 play WPU
30075. 2 play B2
30076. 0 play B4
30077. 1 play WPU
30078. 2 play W
30079. 0 play B2
30080. 1 play W
30081. 2 take
30082. 0 play B1
30083. 1 play WDT blue 0,1
30084. 2 play WPU
30085. 0 play W
30086. 1 play WDT
30087. 2 play B4
30088. 0 play B1
30089. 1 play W
30090. 2 play B2
30091. 0 play BS
30092. 1 play B5
30093. 2 play W
30094. 0 play B6
30095. 1 play B+2
30096. 2 play W
30097. 0 play WDT
30098. 1 play WPU
30099. 2 play B5
30100. 0 play B3
30101. 1 play W+4
30102. 2 play W+4
30103. 0 play B+2
30104. 1 play B7
30105. 2 play B2
30106. 0 play B8
30107. 1 play W+4
30108. 2 take
30109. 0 play BR
30110. 2 play B4
30111. 1 play B7
30112. 0 play B0
30113. 2 play B+2
30114. 0 play B6
30115. 2 play WDT green 1,2
30116. 1 play W green
30117. 0 play G5
30118. 2 play WDT red 0,2
30119. 1 play RPT
30120. 2 point 1
30121. 0 point 1
30122. 1 point 2
30123. 0 play WPU
30124. 2 play B0
30125. 1 play WDT
30126. 0 play WDT
30127. 2 play BS
30128. 1 play W+4
30129. 0 play W
30130. 2 play B1
30131. 1 play B1
30132. 0 play B9
30133. 2 play B3
30134. 1 play W+4
30135. 0 play BR
30136. 2 play WPU
30137. 1 play W
30138. 0 play W
30139. 2 play B6
30140. 1 play WPU
30141. 0 play WPU
30142. 2 play B5
30143. 1 play B4
30144. 0 play W+4
30145. 2 play B7
30146. 1 play BS
30147. 0 play W+4
30148. 2 play W+4
30149. 1 play W
30150. 0 play W+4
30151. 2 play B2
30152. 1 play W
30153. 0 play WPU
30154. 2 play B+2
30155. 1 play WDT
30156. 0 play B4
30157. 2 play B5
30158. 1 play WPU
30159. 0 play B7
30160. 2 play W+4
30161. 1 play WDT
30162. 0 play W
30163. 2 play W
30164. 1 play WPU
30165. 0 play WDT
30166. 2 play W
30167. 1 play BPT
30168. 0 play BPT
30169. 2 play B2
30170. 1 play W
30171. 0 play B9
30172. 2 play W
30173. 1 play WPU
30174. 0 play WPU
30175. 2 play B8
30176. 1 play W
30177. 0 play W
30178. 2 play W+4
30179. 1 play WDT
30180. 0 play WPU
30181. 2 play W
30182. 1 play BPT
30183. 0 play W+4
30184. 2 play B8
30185. 1 play BPT
30186. 0 play WDT
30187. 2 take
30188. 1 draw
30189. 1 play WDT red 0,2
30190. 0 play W+4 red
30191. 2 accept
30192. 1 play RPT
30193. 2 point 1
30194. 0 point 1
30195. 1 point 2
30196. 0 play WPU
30197. 2 play W
30198. 1 play R8
30199. 0 play W
30200. 2 play R8
30201. 1 play R9
30202. 0 play W+4
30203. 2 play W+4
30204. 1 play R7
30205. 0 play WDT
30206. 2 play W+4
30207. 1 play R6
30208. 0 play W+4
30209. 2 play RS
30210. 1 play RS
30211. 0 play WPU
30212. 2 play WDT
30213. 1 play R3
30214. 0 play WPU
30215. 2 play WPU
30216. 1 play R5
30217. 0 play W
30218. 2 play RPT
30219. 1 play RPT
30220. 0 play WDT
30221. 2 play W+4
30222. 1 play R0
30223. 0 play WDT
30224. 2 play W
30225. 1 play RR
30226. 0 take
30227. 2 play W+4 red
30228. 1 accept
30229. 0 play R3
30230. 2 play W red
30231. 1 play R7
30232. 0 play WDT green 0,1
30233. 2 play G8
30234. 1 play GPT
30235. 0 point 2
30236. 2 point 1
30237. 1 point 2
30238. 0 draw
30239. 0 play WDT green 1,2
30240. 2 play G1
30241. 1 play R1
30242. 0 play RPT
30243. 2 point 0
30244. 0 point 1
30245. 1 point 2
30246. 2 play WPU
30247. 1 play W+4
30248. 0 play WPU
30249. 2 play WDT
30250. 1 play G0
30251. 0 play W+4
30252. 2 play G4
30253. 1 play G8
30254. 0 play G1
30255. 2 play G9
30256. 1 play WPU
30257. 0 play G5
30258. 2 play GS
30259. 1 play WDT
30260. 0 play WDT
30261. 2 play W
30262. 1 take
30263. 0 play G8
30264. 2 play G7
30265. 1 play WPU
30266. 0 play R7
30267. 2 play W+4
30268. 1 play R4
30269. 0 play W+4
30270. 2 play WDT
30271. 1 play W+4
30272. 0 play W
30273. 2 play R7
30274. 1 play RR
30275. 0 play R5
30276. 2 play W+4
30277. 1 play R3
30278. 0 play R3
30279. 2 play WDT
30280. 1 play R+2
30281. 0 play WDT
30282. 2 play WDT
30283. 1 play RPT
30284. 0 play W+4
30285. 2 play W+4
30286. 1 play R1
30287. 0 play RR
30288. 2 play WDT
30289. 1 play R2
30290. 0 play R9
30291. 2 play WPU
30292. 1 play R+2
30293. 0 play W
30294. 2 play W+4
30295. 1 play W+4
30296. 0 play RS
30297. 2 play WDT
30298. 1 play R4
30299. 0 play RPT
30300. 2 play WDT
30301. 1 play R2
30302. 0 play W+4
30303. 2 play WPU
30304. 1 play WPU
30305. 0 play WPU
30306. 2 play WPU
30307. 1 play R9
30308. 0 play R0
30309. 2 play W
30310. 1 play R5
30311. 0 play WPU
30312. 2 play W+4
30313. 1 play WDT
30314. 0 play R8
30315. 2 play W
30316. 1 play WDT
30317. 0 play R8
30318. 2 play WDT
30319. 1 play W
30320. 0 play WDT
30321. 2 play W
30322. 1 play R6
30323. 0 play W+4
30324. 2 play WPU
30325. 1 play WDT
30326. 0 play W
30327. 2 play W
30328. 1 take
30329. 0 play W blue
30330. 2 play B0
30331. 1 play W blue
30332. 0 play B3
30333. 2 play B9
30334. 1 play W yellow
30335. 0 play Y3
30336. 2 play G3
30337. 1 play G1
30338. 0 draw
30339. 0 play GPT
30340. 1 point 2
30341. 0 point 1
30342. 2 point 1
30343. 2 play BPT
30344. 1 point 0
30345. 2 point 0
30346. 0 point 2
30347. 1 play YPT
30348. 0 point 1
30349. 1 point 0
30350. 2 point 1
30351. 0 play Y8
30352. 2 play W+4 blue
30353. 1 challenge
30354. 1 play WDT red 1,2
30355. 0 play RPT
30356. 2 point 1
30357. 0 point 2
30358. 1 point 2
30359. 2 play WPU
30360. 1 play WDT
30361. 0 play Y2
30362. 2 play W+4
30363. 1 play WDT
30364. 0 play Y6
30365. 2 play Y3
30366. 1 play WDT
30367. 0 play Y6
30368. 2 play WPU
30369. 1 play WDT
30370. 0 play Y5
30371. 2 play WPU
30372. 1 play YPT
30373. 0 play Y4
30374. 2 play WPU
30375. 1 play WPU
30376. 0 play W
30377. 2 play W
30378. 1 play WDT
30379. 0 play Y2
30380. 2 play W
30381. 1 play W+4
30382. 0 play Y7
30383. 2 play W
30384. 1 play WPU
30385. 0 play YR
30386. 2 play W
30387. 1 play W+4
30388. 0 play Y8
30389. 2 play W
30390. 1 play WDT
30391. 0 play YPT
30392. 2 play W
30393. 1 play W
30394. 0 play Y4
30395. 2 play W
30396. 1 play WDT
30397. 0 play Y7
30398. 2 play W
30399. 1 play WDT
30400. 0 play Y9
30401. 2 play W
30402. 1 play WPU
30403. 0 play YS
30404. 2 take
30405. 1 play W+4 blue
30406. 0 challenge
30407. 0 play B6
30408. 2 play G6
30409. 1 play G0
30410. 0 play G8
30411. 2 play Y8
30412. 1 play G8
30413. 0 draw
30414. 2 play G6
30415. 1 play GS
30416. 2 play BS
30417. 0 play RS
30418. 1 play RR
30419. 2 play WPU
30420. 0 take
30421. 1 play WDT red 0,1
30422. 2 play WPU
30423. 0 play B9
30424. 1 play W
30425. 2 play B6
30426. 0 take
30427. 1 play BPT
30428. 0 point 2
30429. 2 point 1
30430. 1 point 0
30431. 2 play B9
30432. 0 play B6
30433. 1 play R6
30434. 2 play WDT red 0,2
30435. 0 play RPT
30436. 1 point 2
30437. 0 point 1
30438. 2 point 0
30439. 1 play R9
30440. 2 play G9
30441. 0 play G6
30442. 1 play GPT
30443. 0 point 1
30444. 2 point 1
30445. 1 point 2
30446. 2 play BPT
30447. 0 point 2
30448. 2 point 0
30449. 1 point 2
30450. 0 play B6
30451. 1 play WDT green 0,1
30452. 2 play GR
30453. 1 play WDT yellow 0,2
30454. 0 play Y9
30455. 2 play Y2
30456. 2 play Y2
30457. 1 play Y8
30458. 0 play Y1
30459. 2 play YPT
30460. 1 point 0
30461. 0 point 1
30462. 2 point 1
30463. 1 play W red
30464. 0 play WDT red 1,2
30465. 2 play WDT red 0,2
30466. 1 play R3
30467. 0 play Y3
30468. 2 play Y3
30469. 1 play WPU
30470. 0 play G0
30471. 2 play G7
30472. 1 play G6
30473. 0 play W
30474. 2 play GPT
30475. 1 play G4
30476. 0 play G6
30477. 2 play G7
30478. 1 play G1
30479. 0 take
30480. 2 play G5
30481. 1 play WDT yellow 1,2
30482. 0 play Y1
30483. 2 play YPT
30484. 1 point 2
30485. 2 point 1
30486. 0 point 1
30487. 1 play WDT blue 1,2
30488. 0 play W green
30489. 2 play W+4 yellow
30490. 1 accept
30491. 0 play YPT
30492. 2 point 1
30493. 1 point 0
30494. 0 point 2
30495. 2 play Y7
30496. 1 play WPU
30497. 0 play G6
30498. 2 play GR
30499. 1 play G1
30500. 0 play GPT
30501. 2 play WPU
30502. 1 play GS
30503. 0 play G9
30504. 2 play W
30505. 1 play GPT
30506. 0 play G7
30507. 2 play GPT
30508. 1 play WPU
30509. 0 play G4
30510. 2 play G3
30511. 1 play G5
30512. 0 play G6
30513. 2 play G4
30514. 1 play W+4
30515. 0 play G0
30516. 2 play W+4
30517. 1 play W+4
30518. 0 play G1
30519. 2 play WPU
30520. 1 play W+4
30521. 0 play G7
30522. 2 play G2
30523. 1 play G9
30524. 0 take
30525. 2 play GS
30526. 0 play GS
30527. 1 play BS
30528. 2 play B8
30529. 1 draw
30530. 0 play WDT yellow 0,2
30531. 2 play Y5
30532. 1 play WPU
30533. 0 play R6
30534. 2 play WPU
30535. 1 play RR
30536. 0 play WPU
30537. 2 play WDT
30538. 1 play R4
30539. 0 play W
30540. 2 play W
30541. 1 play RS
30542. 0 play W+4
30543. 2 play W
30544. 1 play R2
30545. 0 play WPU
30546. 2 play WDT
30547. 1 play R0
30548. 0 play WPU
30549. 2 play R6
30550. 1 play R1
30551. 0 play RR
30552. 2 play W
30553. 1 play R3
30554. 0 play WDT
30555. 2 play WDT
30556. 1 play R+2
30557. 0 play W+4
30558. 2 play RS
30559. 1 play WPU
30560. 0 play WDT
30561. 2 play W
30562. 1 play WPU
30563. 0 play W+4
30564. 2 play WPU
30565. 1 play R9
30566. 0 play W+4
30567. 2 play W+4
30568. 1 play R4
30569. 0 take
30570. 2 draw
30571. 1 play RPT
30572. 2 point 1
30573. 0 point 1
30574. 1 point 0
30575. 0 play R4
30576. 2 play B4
30577. 1 play W+4 blue
30578. 0 accept
30579. 2 play B8
30580. 1 play B6
30581. 2 play B6
30582. 1 play B9
30583. 0 play W blue
30584. 2 play B4
30585. 1 play B0
30586. 0 play WPU
30587. 2 play WDT
30588. 1 play Y3
30589. 0 play Y1
30590. 2 play YS
30591. 1 play W
30592. 0 play W
30593. 2 play Y3
30594. 1 play WPU
30595. 0 play W
30596. 2 play Y9
30597. 1 play Y8
30598. 0 play W
30599. 2 play Y7
30600. 1 play W+4
30601. 0 play WPU
30602. 2 play YPT
30603. 1 play W+4
30604. 0 play Y2
30605. 2 play Y6
30606. 1 play W
30607. 0 play W
30608. 2 play YR
30609. 1 play W+4
30610. 0 play YS
30611. 2 play Y2
30612. 1 play W
30613. 0 play Y+2
30614. 2 play W
30615. 1 play W+4
30616. 0 play WPU
30617. 2 play W
30618. 1 play W+4
30619. 0 play YR
30620. 2 play Y6
30621. 1 play WPU
30622. 0 play Y0
30623. 2 play YPT
30624. 1 play WPU
30625. 0 play Y+2
30626. 2 play W
30627. 1 take
30628. 0 play Y9
30629. 2 play WDT red 1,2
30630. 1 play R2
30631. 0 play R9
30632. 2 play W green
30633. 1 draw
30634. 1 play W yellow
30635. 0 play WDT yellow 1,2
30636. 2 play WDT green 0,2
30637. 1 play W blue
30638. 0 play B9
30639. 2 play B5
30640. 1 play W+4 green
30641. 0 accept
30642. 2 play G8
30643. 1 play W yellow
30644. 0 play Y5
30645. 2 play WDT blue 0,1
30646. 1 play BPT
30647. 0 point 2
30648. 1 point 0
30649. 2 point 0
30650. 0 play WPU
30651. 2 play W
30652. 1 play Y6
30653. 0 play WDT
30654. 2 play Y9
30655. 1 play WDT
30656. 0 play YPT
30657. 2 play Y8
30658. 1 play Y7
30659. 0 play WDT
30660. 2 play W
30661. 1 play YR
30662. 0 play WDT
30663. 2 play Y4
30664. 1 play Y8
30665. 0 play W+4
30666. 2 play Y4
30667. 1 play W+4
30668. 0 play WDT
30669. 2 play W
30670. 1 play Y6
30671. 0 play W
30672. 2 play WDT
30673. 1 play YR
30674. 0 play WPU
30675. 2 play WDT
30676. 1 play W
30677. 0 play WDT
30678. 2 take
30679. 1 play Y2
30680. 0 play R2
30681. 2 play B2
30682. 1 play W green
30683. 0 play G2
30684. 2 play WPU
30685. 1 play W
30686. 0 play WDT
30687. 2 play B+2
30688. 1 play WPU
30689. 0 play BS
30690. 2 play WDT
30691. 1 play W
30692. 0 play WPU
30693. 2 play B1
30694. 1 play W+4
30695. 0 play B9
30696. 2 play B1
30697. 1 play W
30698. 0 play B6
30699. 2 play WDT
30700. 1 play W
30701. 0 play W+4
30702. 2 play B5
30703. 1 play WPU
30704. 0 play WPU
30705. 2 play W+4
30706. 1 play WPU
30707. 0 play W+4
30708. 2 play W+4
30709. 1 play WPU
30710. 0 play W+4
30711. 2 play B+2
30712. 1 play WPU
30713. 0 play W+4
30714. 2 play BS
30715. 1 play W+4
30716. 0 take
30717. 2 play WDT green 0,1
30718. 1 play W yellow
30719. 0 play W+4 red
30720. 2 accept
30721. 1 play R8
30722. 0 play R3
30723. 2 play W blue
30724. 1 play W green
30725. 0 play G0
30726. 2 play WDT red 0,1
30727. 1 play R+2
30728. 2 play WDT green 0,2
30729. 1 draw
30730. 1 play W+4 green
30731. 0 challenge
30732. 0 play G9
30733. 2 play G3
30734. 1 play W+4 yellow
30735. 0 challenge
30736. 0 play WDT yellow 0,2
30737. 2 play YR
30738. 0 play WDT red 1,2
30739. 1 play WDT green 0,1
30740. 2 play G8
30741. 0 play G5
30742. 1 play W+4 blue
30743. 2 accept
30744. 0 play B6
30745. 1 play B6
30746. 2 play B3
30747. 0 play BS
30748. 2 play B7
30749. 0 play B0
30750. 1 play B4
30751. 2 play B4
30752. 0 play WPU
30753. 1 play YS
30754. 2 play YPT
30755. 0 play WDT
30756. 1 play Y0
30757. 2 play YPT
30758. 0 play W+4
30759. 1 play Y9
30760. 2 play Y4
30761. 0 play WPU
30762. 1 play WPU
30763. 2 play Y4
30764. 0 play WPU
30765. 1 play WPU
30766. 2 play WPU
30767. 0 play WDT
30768. 1 play Y2
30769. 2 play Y6
30770. 0 play WPU
30771. 1 play Y3
30772. 2 play Y7
30773. 0 play WPU
30774. 1 play Y3
30775. 2 play Y5
30776. 0 play W
30777. 1 play YS
30778. 2 play Y9
30779. 0 play W+4
30780. 1 play W
30781. 2 play Y8
30782. 0 play W+4
30783. 1 play YPT
30784. 2 play Y6
30785. 0 play W
30786. 1 play Y1
30787. 2 play Y8
30788. 0 play WPU
30789. 1 play Y+2
30790. 2 play WDT
30791. 0 play W
30792. 1 play Y+2
30793. 2 play YR
30794. 0 play WPU
30795. 1 play Y1
30796. 2 play Y7
30797. 0 play W+4
30798. 1 play YPT
30799. 2 play W
30800. 0 play W
30801. 1 take
30802. 2 play WDT red 1,2
30803. 0 play R3
30804. 1 play W+4 green
30805. 2 accept
30806. 0 play G4
30807. 0 play G4
30808. 1 play W blue
30809. 2 play WDT blue 1,2
30810. 0 play B5
30811. 1 play Y5
30812. 2 play WDT red 0,1
30813. 0 play RS
30814. 2 play R9
30815. 0 play G9
30816. 2 play G9
30817. 0 play GPT
30818. 2 point 0
30819. 0 point 1
30820. 1 point 0
30821. 1 play W+4 green
30822. 2 challenge
30823. 2 play G3
30824. 0 play W red
30825. 1 play R5
30826. 1 play R5
30827. 2 play W red
30828. 0 play W red
30829. 1 play R7
30830. 2 play B7
30831. 0 play B9
30832. 1 play R9
30833. 2 play R4
30834. 0 play RS
30835. 2 play GS
30836. 1 draw
30837. 1 play W yellow
30838. 2 play W green
30839. 0 play G3
30840. 1 play WDT yellow 0,1
30841. 2 play W blue
30842. 0 play W+4 yellow
30843. 1 accept
30844. 2 draw
30845. 0 play W+4 green
30846. 1 challenge
30847. 1 play G0
30848. 2 play G+2
30849. 1 play Y+2
30850. 0 play WPU
30851. 1 play GS
30852. 2 play G8
30853. 0 play W+4
30854. 1 play G5
30855. 2 play G+2
30856. 0 play WPU
30857. 1 play WDT
30858. 2 play G9
30859. 0 play GR
30860. 1 play WPU
30861. 2 play W
30862. 0 play G1
30863. 1 play WDT
30864. 2 play G2
30865. 0 play G5
30866. 1 play W+4
30867. 2 play W
30868. 0 play GS
30869. 1 play WPU
30870. 2 play GPT
30871. 0 play GPT
30872. 1 play G2
30873. 2 take
30874. 0 play G6
30875. 0 play G6
30876. 1 play B6
30877. 2 play WDT red 0,2
30878. 0 play RR
30879. 2 play BR
30880. 0 play WDT red 0,1
30881. 1 play WDT blue 1,2
30882. 2 play BPT
30883. 1 point 2
30884. 2 point 0
30885. 0 point 2
30886. 0 play B1
30887. 1 play B5
30888. 2 play W blue
30889. 0 play W+4 yellow
30890. 1 accept
30891. 2 play WPU
30892. 0 play B1
30893. 1 play WPU
30894. 2 play W
30895. 0 play WDT
30896. 1 play BS
30897. 2 play B7
30898. 0 play BPT
30899. 1 play B9
30900. 2 play BPT
30901. 0 play B7
30902. 1 play WDT
30903. 2 play B2
30904. 0 play B2
30905. 1 play W
30906. 2 play B3
30907. 0 play WDT
30908. 1 play WPU
30909. 2 play B3
30910. 0 play B+2
30911. 1 play W
30912. 2 play W+4
30913. 0 play BS
30914. 1 play W+4
30915. 2 play WDT
30916. 0 play WDT
30917. 1 play B8
30918. 2 play BR
30919. 0 play B8
30920. 1 play W
30921. 2 play W+4
30922. 0 play B+2
30923. 1 play W
30924. 2 play WPU
30925. 0 take
30926. 1 play W green
30927. 2 play WPU
30928. 0 play WPU
30929. 1 play RPT
30930. 2 play R+2
30931. 0 play R8
30932. 1 play R2
30933. 2 play R2
30934. 0 play WPU
30935. 1 play R7
30936. 2 play W+4
30937. 0 play R0
30938. 1 play R5
30939. 2 take
30940. 0 play WPU
30941. 1 play W+4
30942. 2 play WPU
30943. 0 play B9
30944. 1 play WDT
30945. 2 play W+4
30946. 0 play B7
30947. 1 play W+4
30948. 2 play WPU
30949. 0 play BS
30950. 1 play W+4
30951. 2 play BPT
30952. 0 play BS
30953. 1 play W
30954. 2 take
30955. 0 play B1
30956. 1 play R1
30957. 2 play RPT
30958. 0 point 1
30959. 2 point 0
30960. 1 point 0
30961. 0 play WDT yellow 0,1
30962. 1 play Y1
30963. 2 play W blue
30964. 0 play B7
30965. 2 play B7
30966. 0 play B+2
30967. 2 play BS
30968. 1 play W red
30969. 2 draw
30970. 2 play R4
30971. 0 play W+4 yellow
30972. 1 challenge
30973. 1 play Y2
30974. 2 play W+4 red
30975. 0 challenge
30976. 0 play W blue
30977. 1 play W blue
30978. 2 play B9
30979. 0 play W+4 blue
30980. 1 challenge
30981. 1 play WDT blue 0,1
30982. 2 play B9
30983. 0 play BR
30984. 2 play W red
30985. 1 play R8
30986. 0 play R+2
30987. 1 draw
30988. 1 play W+4 blue
30989. 0 accept
30990. 2 play BPT
30991. 0 point 1
30992. 2 point 0
30993. 1 point 0
30994. 1 draw
30995. 1 play WDT blue 1,2
30996. 0 play B4
30997. 1 play B4
30998. 0 play B9
30999. 2 play BS
31000. 0 play B0
31001. 2 play R0
31002. 1 play R3
31003. 0 play WDT green 1,2
31004. 2 play G9
31005. 1 draw
31006. 1 play W red
31007. 0 play W+4 red
31008. 2 challenge
31009. 2 play WPU
31010. 1 play WDT
31011. 0 play BS
31012. 2 play B5
31013. 1 play WDT
31014. 0 play B+2
31015. 2 play BPT
31016. 1 play B7
31017. 0 play BPT
31018. 2 play WPU
31019. 1 play B1
31020. 0 play BPT
31021. 2 play WDT
31022. 1 play W+4
31023. 0 play WPU
31024. 2 play W+4
31025. 1 play W
31026. 0 play BR
31027. 2 play WPU
31028. 1 play WPU
31029. 0 play B3
31030. 2 play W+4
31031. 1 play W+4
31032. 0 play B2
31033. 2 play W+4
31034. 1 play WPU
31035. 0 play W
31036. 2 play W+4
31037. 1 play W
31038. 0 play B6
31039. 2 take
31040. 1 play WPU
31041. 0 play W+4
31042. 2 play W
31043. 1 play WPU
31044. 0 play B2
31045. 2 play WDT
31046. 1 play W
31047. 0 play W
31048. 2 play WDT
31049. 1 play WPU
31050. 0 play WDT
31051. 2 play W
31052. 1 play W
31053. 0 play B3
31054. 2 play BR
31055. 1 play WPU
31056. 0 play WDT
31057. 2 play BS
31058. 1 play W
31059. 0 play B8
31060. 2 play B7
31061. 1 take
31062. 0 play WDT blue 1,2
31063. 2 play B3
31064. 1 play WPU
31065. 0 play WDT
31066. 2 play G2
31067. 1 play G9
31068. 0 play G4
31069. 2 play GS
31070. 1 play W+4
31071. 0 play W
31072. 2 play G2
31073. 1 play G8
31074. 0 play G1
31075. 2 play GPT
31076. 1 play G3
31077. 0 play WDT
31078. 2 play WPU
31079. 1 play W
31080. 0 play GPT
31081. 2 play WDT
31082. 1 play WDT
31083. 0 play G6
31084. 2 play G+2
31085. 1 play WPU
31086. 0 play G7
31087. 2 play GR
31088. 1 play W
31089. 0 play W
31090. 2 play G8
31091. 1 play W
31092. 0 play GR
31093. 2 play GPT
31094. 1 play W
31095. 0 play W
31096. 2 play GS
31097. 1 play WDT
31098. 0 play W
31099. 2 play W+4
31100. 1 play WPU
31101. 0 play W
31102. 2 play WPU
31103. 1 play W
31104. 0 play G3
31105. 2 play G1
31106. 1 play WDT
31107. 0 play GPT
31108. 2 play WPU
31109. 1 play W
31110. 0 play W
31111. 2 play W
31112. 1 play WDT
31113. 0 play G7
31114. 2 play G4
31115. 1 play WDT
31116. 0 play W
31117. 2 play G5
31118. 1 take
31119. 0 draw
31120. 0 play W+4 green
31121. 2 accept
31122. 1 play G1
31123. 0 play R1
31124. 2 play RR
31125. 0 play RR
31126. 2 play R9
31127. 1 play R9
31128. 0 play R5
31129. 2 play R4
31130. 1 play Y4
31131. 0 draw
31132. 0 play W+4 green
31133. 2 accept
31134. 1 play GPT
31135. 0 point 1
31136. 1 point 2
31137. 2 point 1
31138. 0 draw
31139. 0 play G1
31140. 2 play G5
31141. 1 play WPU
31142. 0 play B8
31143. 2 play B2
31144. 1 play B2
31145. 0 take
31146. 2 play WPU
31147. 1 play B3
31148. 0 play W+4
31149. 2 play B5
31150. 1 play W+4
31151. 0 play W+4
31152. 2 play B+2
31153. 1 play W+4
31154. 0 play BR
31155. 2 play B1
31156. 1 play B7
31157. 0 play B8
31158. 2 play B1
31159. 1 play B5
31160. 0 play B2
31161. 2 play W+4
31162. 1 play B8
31163. 0 play B2
31164. 2 play B7
31165. 1 play WDT
31166. 0 take
31167. 2 play WPU
31168. 1 play R3
31169. 0 play WDT
31170. 2 play R5
31171. 1 play WDT
31172. 0 play R6
31173. 2 play R7
31174. 1 play W
31175. 0 play R6
31176. 2 play WPU
31177. 1 play W
31178. 0 play R4
31179. 2 play R2
31180. 1 play WPU
31181. 0 play RS
31182. 2 play R2
31183. 1 play R9
31184. 0 play W+4
31185. 2 play WPU
31186. 1 play WPU
31187. 0 play W+4
31188. 2 play R8
31189. 1 play W
31190. 0 play R7
31191. 2 play RS
31192. 1 play WPU
31193. 0 play W+4
31194. 2 play R+2
31195. 1 play R5
31196. 0 play W+4
31197. 2 play W+4
31198. 1 play RPT
31199. 0 play W+4
31200. 2 play R1
31201. 1 play WDT
31202. 0 take
31203. 2 play W+4 red
31204. 1 accept
31205. 0 play R2
31206. 2 play W+4 green
31207. 1 accept
31208. 0 play WDT yellow 0,2
31209. 2 play W+4 green
31210. 1 challenge
31211. 1 play G6
31212. 0 play WPU
31213. 2 play R+2
31214. 1 play R0
31215. 0 play R9
31216. 2 play WPU
31217. 1 play W
31218. 0 play R1
31219. 2 play W+4
31220. 1 play R4
31221. 0 play R4
31222. 2 take
31223. 1 play W red
31224. 0 play WPU
31225. 2 play WPU
31226. 1 play B+2
31227. 0 play B9
31228. 2 play W+4
31229. 1 play BR
31230. 0 play B1
31231. 2 play B6
31232. 1 play B0
31233. 0 play B5
31234. 2 play B6
31235. 1 play WDT
31236. 0 play BPT
31237. 2 play W
31238. 1 play WPU
31239. 0 play WPU
31240. 2 play BPT
31241. 1 play BS
31242. 0 play W
31243. 2 play B4
31244. 1 play BS
31245. 0 play B3
31246. 2 play BPT
31247. 1 play W
31248. 0 play B7
31249. 2 play BPT
31250. 1 play W
31251. 0 play B8
31252. 2 play WDT
31253. 1 play WDT
31254. 0 play B3
31255. 2 take
31256. 1 play WPU
31257. 0 play R7
31258. 2 play W
31259. 1 play W
31260. 0 play R8
31261. 2 play R0
31262. 1 play W
31263. 0 play RR
31264. 2 play W
31265. 1 play WPU
31266. 0 play W+4
31267. 2 play W+4
31268. 1 play W
31269. 0 play R9
31270. 2 play R1
31271. 1 play W
31272. 0 play R6
31273. 2 play R+2
31274. 1 play WDT
31275. 0 play W+4
31276. 2 play WPU
31277. 1 play W
31278. 0 play RPT
31279. 2 play W
31280. 1 play W
31281. 0 play R2
31282. 2 play W
31283. 1 play WDT
31284. 0 play R+2
31285. 2 play R4
31286. 1 play RPT
31287. 0 play R5
31288. 2 play R8
31289. 1 play WDT
31290. 0 play R3
31291. 2 play R4
31292. 1 play WDT
31293. 0 play R3
31294. 2 play WPU
31295. 1 play WDT
31296. 0 play R5
31297. 2 play WDT
31298. 1 play RPT
31299. 0 play R6
31300. 2 play WDT
31301. 1 play RPT
31302. 0 play WDT
31303. 2 play R9
31304. 1 play WDT
31305. 0 play W
31306. 2 play WDT
31307. 1 play W
31308. 0 play RS
31309. 2 play WPU
31310. 1 play W
31311. 0 play W+4
31312. 2 take
31313. 1 play W red
31314. 0 play RS
31315. 1 play GS
31316. 2 play RS
31317. 0 play WDT blue 0,1
31318. 2 play BPT
31319. 0 point 2
31320. 1 point 0
31321. 2 point 1
31322. 1 play B9
31323. 0 play B1
31324. 2 play WDT green 0,2
31325. 1 play G1
31326. 0 play W+4 green
31327. 2 challenge
31328. 2 play WDT red 0,1
31329. 1 play RR
31330. 2 play R4
31331. 0 play WDT red 1,2
31332. 1 draw
31333. 1 play WPU
31334. 2 play WDT
31335. 0 play WPU
31336. 1 play GPT
31337. 2 play W
31338. 0 play GPT
31339. 1 play GPT
31340. 2 play G+2
31341. 0 play W
31342. 1 play G9
31343. 2 play WDT
31344. 0 play W+4
31345. 1 play GS
31346. 2 play W+4
31347. 0 play W
31348. 1 play G4
31349. 2 play WDT
31350. 0 play WPU
31351. 1 play GPT
31352. 2 play WPU
31353. 0 play W+4
31354. 1 play G6
31355. 2 play G6
31356. 0 play W+4
31357. 1 play G5
31358. 2 play W
31359. 0 play W+4
31360. 1 play GR
31361. 2 play WDT
31362. 0 take
31363. 1 play G+2
31364. 0 play WDT yellow 0,1
31365. 1 play Y3
31366. 2 play Y1
31367. 0 play Y2
31368. 1 play YPT
31369. 0 point 2
31370. 1 point 2
31371. 2 point 0
31372. 2 play W+4 green
31373. 0 challenge
31374. 0 play G9
31375. 1 play G3
31376. 1 play G3
31377. 2 play R3
31378. 0 play R7
31379. 1 play Y7
31380. 2 play B7
31381. 0 play B8
31382. 1 play G8
31383. 2 play WDT green 1,2
31384. 0 play WPU
31385. 1 play Y8
31386. 2 play W
31387. 0 play WPU
31388. 1 play Y9
31389. 2 play W
31390. 0 play WDT
31391. 1 play Y9
31392. 2 play W+4
31393. 0 play Y2
31394. 1 play Y5
31395. 2 play W
31396. 0 play WPU
31397. 1 play Y3
31398. 2 play Y3
31399. 0 play WPU
31400. 1 play YPT
31401. 2 play WPU
31402. 0 play W+4
31403. 1 play Y1
31404. 2 play W
31405. 0 play W
31406. 1 play Y8
31407. 2 play W+4
31408. 0 play WDT
31409. 1 play Y5
31410. 2 play WPU
31411. 0 play W
31412. 1 play Y7
31413. 2 play W
31414. 0 play W+4
31415. 1 play Y+2
31416. 2 play WDT
31417. 0 play WDT
31418. 1 play Y6
31419. 2 play W
31420. 0 play W
31421. 1 play Y4
31422. 2 play WDT
31423. 0 play WPU
31424. 1 play YR
31425. 2 play WDT
31426. 0 play W+4
31427. 1 play Y6
31428. 2 play WPU
31429. 0 play W+4
31430. 1 play YPT
31431. 2 play W+4
31432. 0 play W+4
31433. 1 play YR
31434. 2 play W+4
31435. 0 play WDT
31436. 1 play YPT
31437. 2 play W
31438. 0 play W
31439. 1 play Y+2
31440. 2 play WDT
31441. 0 play W+4
31442. 1 play Y0
31443. 2 play WDT
31444. 0 take
31445. 1 play YS
31446. 0 play W blue
31447. 1 draw
31448. 1 play WDT red 0,1
31449. 2 play R4
31450. 0 play WDT red 0,2
31451. 1 draw
31452. 2 play R2
31453. 2 play R2
31454. 0 play Y2
31455. 1 play Y4
31456. 2 play W blue
31457. 0 play BR
31458. 2 play RR
31459. 0 play WDT yellow 0,2
31460. 1 play YS
31461. 0 play Y7
31462. 1 play YPT
31463. 0 point 1
31464. 1 point 0
31465. 2 point 1
31466. 2 play WPU
31467. 0 play WPU
31468. 1 play WDT
31469. 2 play W
31470. 0 play W
31471. 1 take
31472. 2 play R6
31473. 0 play WPU
31474. 1 play WDT
31475. 2 play BS
31476. 0 play B+2
31477. 1 play W
31478. 2 play BR
31479. 0 play W+4
31480. 1 play WPU
31481. 2 play B3
31482. 0 play B7
31483. 1 play WPU
31484. 2 play B3
31485. 0 play B2
31486. 1 play W
31487. 2 play B0
31488. 0 play W+4
31489. 1 take
31490. 2 play B9
31491. 0 play B5
31492. 1 play WDT blue 1,2
31493. 2 play B4
31494. 0 play WPU
31495. 1 play W
31496. 2 play RS
31497. 0 play W+4
31498. 1 play WPU
31499. 2 play R+2
31500. 0 play W+4
31501. 1 play WPU
31502. 2 play W
31503. 0 play W
31504. 1 play W
31505. 2 play R9
31506. 0 play W
31507. 1 play RR
31508. 2 play R1
31509. 0 play WDT
31510. 1 play W+4
31511. 2 play R0
31512. 0 play WPU
31513. 1 play W+4
31514. 2 play WPU
31515. 0 play W
31516. 1 take
31517. 2 play R8
31518. 0 play W green
31519. 1 play WPU
31520. 2 play WPU
31521. 0 play WDT
31522. 1 play G7
31523. 2 play W
31524. 0 play W
31525. 1 play GS
31526. 2 play G9
31527. 0 play G+2
31528. 1 play G5
31529. 2 play W
31530. 0 play G4
31531. 1 play G7
31532. 2 take
31533. 0 play GPT
31534. 2 point 0
31535. 0 point 1
31536. 1 point 2
31537. 1 play G0
31538. 2 play GS
31539. 1 play WDT green 1,2
31540. 2 play G1
31541. 0 play GPT
31542. 1 point 0
31543. 2 point 1
31544. 0 point 2
31545. 1 play WPU
31546. 2 play W
31547. 0 play B2
31548. 1 play BS
31549. 2 play B4
31550. 0 play B7
31551. 1 play B3
31552. 2 play W
31553. 0 play W+4
31554. 1 play BR
31555. 2 play BPT
31556. 0 play W+4
31557. 1 play W
31558. 2 play WDT
31559. 0 play W
31560. 1 play WPU
31561. 2 play WDT
31562. 0 play W
31563. 1 play B+2
31564. 2 play BS
31565. 0 play WPU
31566. 1 play B9
31567. 2 play W
31568. 0 play W+4
31569. 1 play WPU
31570. 2 play B8
31571. 0 play WDT
31572. 1 play W
31573. 2 play B+2
31574. 0 play W
31575. 1 play W+4
31576. 2 play B6
31577. 0 play W
31578. 1 play B0
31579. 2 play B6
31580. 0 play WDT
31581. 1 play B7
31582. 2 play W+4
31583. 0 play WDT
31584. 1 play W+4
31585. 2 play B1
31586. 0 play WPU
31587. 1 play B3
31588. 2 play WPU
31589. 0 play B1
31590. 1 play B2
31591. 2 play BPT
31592. 0 play WPU
31593. 1 play W
31594. 2 play BPT
31595. 0 play WDT
31596. 1 play W+4
31597. 2 play B5
31598. 0 play W+4
31599. 1 play BPT
31600. 2 take
31601. 0 play WDT yellow 0,2
31602. 1 play W yellow
31603. 2 play W+4 yellow
31604. 0 challenge
31605. 0 play Y1
31606. 1 play W yellow
31607. 2 play WDT green 0,2
31608. 0 play GPT
31609. 1 point 0
31610. 0 point 1
31611. 2 point 0
31612. 1 play WPU
31613. 2 play R7
31614. 0 play WPU
31615. 1 play RS
31616. 2 play RS
31617. 0 play WDT
31618. 1 play R+2
31619. 2 play R1
31620. 0 play WDT
31621. 1 play R4
31622. 2 play R+2
31623. 0 play WPU
31624. 1 play W+4
31625. 2 play RPT
31626. 0 play W+4
31627. 1 play W
31628. 2 play R7
31629. 0 play W+4
31630. 1 play R9
31631. 2 play R2
31632. 0 take
31633. 1 play R1
31634. 2 play WPU
31635. 0 play R7
31636. 1 play R0
31637. 2 play RPT
31638. 0 play WPU
31639. 1 play RR
31640. 2 play WPU
31641. 0 play RS
31642. 1 take
31643. 2 play R5
31644. 0 play Y5
31645. 1 play WPU
31646. 2 play WPU
31647. 0 play GS
31648. 1 play G2
31649. 2 play G5
31650. 0 play G5
31651. 1 play WPU
31652. 2 play G7
31653. 0 play W+4
31654. 1 play G+2
31655. 2 play WPU
31656. 0 play WPU
31657. 1 play G4
31658. 2 play G+2
31659. 0 play G6
31660. 1 play G2
31661. 2 play G7
31662. 0 play GR
31663. 1 play G8
31664. 2 play W+4
31665. 0 play GPT
31666. 1 play GR
31667. 2 play WDT
31668. 0 play WDT
31669. 1 play G8
31670. 2 play WDT
31671. 0 play W+4
31672. 1 take
31673. 2 play W+4 blue
31674. 0 accept
31675. 1 play W+4 blue
31676. 2 challenge
31677. 2 play B0
31678. 0 play W+4 yellow
31679. 1 accept
31680. 2 play W blue
31681. 0 play W yellow
31682. 1 play WDT blue 1,2
31683. 2 play W green
31684. 0 play G6
31685. 1 play G5
31686. 2 play WPU
31687. 0 play Y+2
31688. 1 play WPU
31689. 2 play YPT
31690. 0 play WDT
31691. 1 play WDT
31692. 2 play W
31693. 0 play Y+2
31694. 1 play YS
31695. 2 play WDT
31696. 0 play YR
31697. 1 play WPU
31698. 2 play W+4
31699. 0 play YR
31700. 1 play Y4
31701. 2 play W+4
31702. 0 play Y1
31703. 1 play WPU
31704. 2 play W+4
31705. 0 play Y3
31706. 1 play WPU
31707. 2 play WPU
31708. 0 play Y9
31709. 1 play W+4
31710. 2 play WDT
31711. 0 play Y5
31712. 1 play W+4
31713. 2 play W+4
31714. 0 play Y2
31715. 1 play WPU
31716. 2 play W+4
31717. 0 play W
31718. 1 play WDT
31719. 2 play W+4
31720. 0 play Y2
31721. 1 play WDT
31722. 2 play W
31723. 0 play Y3
31724. 1 take
31725. 2 play WDT green 0,2
31726. 0 play W green
31727. 1 play WPU
31728. 2 play G9
31729. 0 play G1
31730. 1 play G8
31731. 2 play G4
31732. 0 take
31733. 1 play G7
31734. 2 play W red
31735. 0 play WDT yellow 1,2
31736. 1 play YPT
31737. 2 point 0
31738. 0 point 2
31739. 1 point 0
31740. 2 play BPT
31741. 2 point 0
31742. 0 point 2
31743. 1 point 2
31744. 0 play B4
31745. 1 play B9
31746. 2 play B4
31747. 0 play R4
31748. 1 play W+4 blue
31749. 2 challenge
31750. 2 play B3
31751. 0 play G3
31752. 1 play G5
31753. 2 play W green
31754. 0 play G8
31755. 1 play G2
31756. 2 play W blue
31757. 0 draw
31758. 1 play W yellow
31759. 2 play Y7
31760. 0 play Y8
31761. 1 play Y1
31762. 2 play WPU
31763. 0 play Y8
31764. 1 play Y3
31765. 2 play W
31766. 0 play YS
31767. 1 play W+4
31768. 2 play W
31769. 0 play Y0
31770. 1 play YR
31771. 2 play W
31772. 0 play Y9
31773. 1 play YR
31774. 2 play W
31775. 0 play Y6
31776. 1 play YS
31777. 2 play W
31778. 0 play Y6
31779. 1 play W
31780. 2 take
31781. 0 play YPT
31782. 2 point 0
31783. 0 point 1
31784. 1 point 2
31785. 1 play Y4
31786. 2 play Y0
31787. 0 play YPT
31788. 0 point 1
31789. 1 point 0
31790. 2 point 1
31791. 1 play W green
31792. 2 play W red
31793. 0 play RPT
31794. 1 point 0
31795. 0 point 1
31796. 2 point 0
31797. 1 play W+4 yellow
31798. 2 accept
31799. 0 play Y4
31800. 1 play WDT blue 0,2
31801. 2 play B1
31802. 0 play G1
31803. 1 play WDT red 0,1
31804. 2 play W yellow
31805. 0 play WPU
31806. 1 play R2
31807. 2 play R6
31808. 0 play R2
31809. 1 play RS
31810. 2 play R4
31811. 0 play R3
31812. 1 play R5
31813. 2 play R3
31814. 0 play RS
31815. 1 play R0
31816. 2 play W+4
31817. 0 play R1
31818. 1 play WDT
31819. 2 play RPT
31820. 0 play W
31821. 1 play WDT
31822. 2 play WPU
31823. 0 play R+2
31824. 1 play RR
31825. 2 play W+4
31826. 0 play R7
31827. 1 play RR
31828. 2 play R5
31829. 0 play R9
31830. 1 play R7
31831. 2 play W+4
31832. 0 play R+2
31833. 1 play WDT
31834. 2 play RPT
31835. 0 play W+4
31836. 1 play WPU
31837. 2 play R8
31838. 0 play R8
31839. 1 play WDT
31840. 2 play W+4
31841. 0 play R6
31842. 1 play W+4
31843. 2 play R9
31844. 0 take
31845. 1 play RPT
31846. 0 point 2
31847. 1 point 0
31848. 2 point 0
31849. 2 play WPU
31850. 0 play W+4
31851. 1 play Y+2
31852. 2 play YS
31853. 0 play WPU
31854. 1 play Y+2
31855. 2 play Y3
31856. 0 play WPU
31857. 1 play Y5
31858. 2 play Y6
31859. 0 play YPT
31860. 1 play Y2
31861. 2 play Y6
31862. 0 play W
31863. 1 play W+4
31864. 2 play Y8
31865. 0 play W+4
31866. 1 play Y3
31867. 2 play Y5
31868. 0 play W
31869. 1 play W+4
31870. 2 play YS
31871. 0 play WDT
31872. 1 play WDT
31873. 2 play YPT
31874. 0 play W+4
31875. 1 play Y7
31876. 2 play Y9
31877. 0 play W+4
31878. 1 play Y2
31879. 2 play YR
31880. 0 play W+4
31881. 1 play Y9
31882. 2 play W
31883. 0 play W+4
31884. 1 play WPU
31885. 2 play W
31886. 0 play WDT
31887. 1 play W+4
31888. 2 play W
31889. 0 play WDT
31890. 1 play WPU
31891. 2 play W
31892. 0 play WDT
31893. 1 play WPU
31894. 2 play YR
31895. 0 play WDT
31896. 1 play WPU
31897. 2 take
31898. 0 draw
31899. 0 play W yellow
31900. 1 play WPU
31901. 2 play BS
31902. 0 take
31903. 1 play B5
31904. 2 play B2
31905. 0 play R2
31906. 0 play R2
31907. 1 play G2
31908. 2 play G5
31909. 0 play G4
31910. 1 play W+4 green
31911. 2 challenge
31912. 2 play WDT yellow 1,2
31913. 0 play W red
31914. 1 play WDT yellow 0,2
31915. 2 play Y9
31916. 0 play WPU
31917. 1 play WDT
31918. 2 play W+4
31919. 0 play G3
31920. 1 play G+2
31921. 2 play WPU
31922. 0 play G1
31923. 1 play WDT
31924. 2 play W
31925. 0 play G6
31926. 1 play G4
31927. 2 play W
31928. 0 play WPU
31929. 1 play WDT
31930. 2 play W
31931. 0 play GPT
31932. 1 play G6
31933. 2 play WDT
31934. 0 play G9
31935. 1 play G8
31936. 2 play W
31937. 0 take
31938. 1 play G9
31939. 2 play WDT green 1,2
31940. 0 play G6
31941. 1 play GPT
31942. 2 point 1
31943. 1 point 2
31944. 0 point 2
31945. 2 play W red
31946. 0 play W+4 blue
31947. 1 accept
31948. 2 play W blue
31949. 0 play B0
31950. 1 play BR
31951. 0 play WDT red 1,2
31952. 2 draw
31953. 2 play WPU
31954. 1 play W
31955. 0 play WDT
31956. 2 play WPU
31957. 1 play W
31958. 0 play W
31959. 2 play B5
31960. 1 take
31961. 0 play WDT red 0,1
31962. 2 play WPU
31963. 1 play WDT
31964. 0 play BS
31965. 2 play B+2
31966. 1 play W
31967. 0 play WPU
31968. 2 play BPT
31969. 1 play W
31970. 0 play WPU
31971. 2 play B+2
31972. 1 play W
31973. 0 play WDT
31974. 2 play WPU
31975. 1 play WDT
31976. 0 play W
31977. 2 play BS
31978. 1 play B5
31979. 0 play W
31980. 2 play B6
31981. 1 play WPU
31982. 0 play W
31983. 2 play W
31984. 1 play B3
31985. 0 take
31986. 2 draw
31987. 2 play B4
31988. 1 draw
31989. 1 play R4
31990. 0 play WDT yellow 1,2
31991. 2 play WDT yellow 1,2
31992. 1 play YPT
31993. 0 point 1
31994. 1 point 2
31995. 2 point 0
31996. 0 play RPT
31997. 0 point 2
31998. 2 point 0
31999. 1 point 2
32000. 2 play WPU
32001. 1 play GR
32002. 0 play WPU
32003. 2 play WPU
32004. 1 play GR
32005. 0 play GPT
32006. 2 play G6
32007. 1 play G7
32008. 0 play G9
32009. 2 play W
32010. 1 play GPT
32011. 0 play WPU
32012. 2 play W+4
32013. 1 play G0
32014. 0 play G4
32015. 2 play W+4
32016. 1 play G+2
32017. 0 play G7
32018. 2 play G8
32019. 1 play GS
32020. 0 play G8
32021. 2 play WDT
32022. 1 play GS
32023. 0 play WDT
32024. 2 play WDT
32025. 1 play GPT
32026. 0 play G1
32027. 2 play W+4
32028. 1 take
32029. 0 draw
32030. 0 play G2
32031. 2 play W+4 red
32032. 1 accept
32033. 0 play WPU
32034. 2 play W+4
32035. 1 play G5
32036. 0 play WDT
32037. 2 play W+4
32038. 1 play G+2
32039. 0 play G+2
32040. 2 play W+4
32041. 1 play W
32042. 0 play G3
32043. 2 play W+4
32044. 1 play G4
32045. 0 play G6
32046. 2 take
32047. 1 play G6
32048. 0 play WPU
32049. 2 play WDT
32050. 1 play WPU
32051. 0 play W
32052. 2 play W
32053. 1 play G4
32054. 0 play G3
32055. 2 play G3
32056. 1 play W+4
32057. 0 play WPU
32058. 2 play G4
32059. 1 play GR
32060. 0 play W
32061. 2 play G6
32062. 1 play G1
32063. 0 play W
32064. 2 play G9
32065. 1 play G9
32066. 0 play WDT
32067. 2 play G5
32068. 1 play GR
32069. 0 play W
32070. 2 play G+2
32071. 1 play WDT
32072. 0 play W
32073. 2 play W+4
32074. 1 play G8
32075. 0 play W
32076. 2 play W+4
32077. 1 play G0
32078. 0 play W
32079. 2 play G+2
32080. 1 play G8
32081. 0 play W
32082. 2 play W+4
32083. 1 play W+4
32084. 0 take
32085. 2 play W+4 blue
32086. 1 accept
32087. 0 play BPT
32088. 1 point 0
32089. 2 point 0
32090. 0 point 1
32091. 2 play B7
32092. 1 play B9
32093. 0 play B+2
32094. 1 play B1
32095. 0 play WPU
32096. 2 take
32097. 1 play WDT red 1,2
32098. 0 play RS
32099. 1 play WDT blue 0,2
32100. 0 play B5
32101. 2 play BR
32102. 0 play B3
32103. 2 play B3
32104. 0 play B+2
32105. 2 play WDT yellow 0,1
32106. 0 play WDT yellow 0,1
32107. 1 play WDT yellow 1,2
32108. 2 play Y4
32109. 0 play W blue
32110. 1 play W+4 blue
32111. 2 challenge
32112. 2 play B+2
32113. 1 draw
32114. 2 play W+4 blue
32115. 0 accept
32116. 1 play B4
32117. 2 play B8
32118. 0 play WPU
32119. 1 play W
32120. 2 play BPT
32121. 0 play BS
32122. 1 play W+4
32123. 2 play B6
32124. 0 play WPU
32125. 1 play WPU
32126. 2 play BPT
32127. 0 play W+4
32128. 1 play WPU
32129. 2 play B1
32130. 0 play B5
32131. 1 play WPU
32132. 2 play W+4
32133. 0 play BS
32134. 1 take
32135. 2 play WPU
32136. 0 play B6
32137. 1 play BS
32138. 2 play B7
32139. 0 play B+2
32140. 1 play B5
32141. 2 play WPU
32142. 0 play WDT
32143. 1 play B5
32144. 2 play BPT
32145. 0 play W
32146. 1 play BS
32147. 2 play W
32148. 0 play W+4
32149. 1 play W
32150. 2 play B1
32151. 0 play W
32152. 1 play W+4
32153. 2 play B8
32154. 0 play W
32155. 1 play BPT
32156. 2 play B2
32157. 0 play WDT
32158. 1 play BPT
32159. 2 play B2
32160. 0 play W+4
32161. 1 play WPU
32162. 2 play B9
32163. 0 play WDT
32164. 1 play W+4
32165. 2 play W
32166. 0 play W
32167. 1 play W+4
32168. 2 play W
32169. 0 play W+4
32170. 1 play WPU
32171. 2 take
32172. 0 play W blue
32173. 1 play B6
32174. 2 play WDT blue 0,1
32175. 0 play W+4 green
32176. 1 challenge
32177. 1 play W+4 blue
32178. 2 challenge
32179. 2 play WPU
32180. 0 play Y1
32181. 1 play W+4
32182. 2 play Y7
32183. 0 play W
32184. 1 play Y4
32185. 2 play Y3
32186. 0 play WDT
32187. 1 play WDT
32188. 2 play YR
32189. 0 play WPU
32190. 1 play WPU
32191. 2 play Y2
32192. 0 play WDT
32193. 1 play WDT
32194. 2 play Y9
32195. 0 play W
32196. 1 play W
32197. 2 play WDT
32198. 0 play W
32199. 1 play Y8
32200. 2 play Y5
32201. 0 play WDT
32202. 1 play Y9
32203. 2 play Y8
32204. 0 play W
32205. 1 play YPT
32206. 2 play Y1
32207. 0 play W
32208. 1 play Y7
32209. 2 play W+4
32210. 0 play WDT
32211. 1 play Y0
32212. 2 play Y2
32213. 0 play W
32214. 1 play WPU
32215. 2 play WPU
32216. 0 play WDT
32217. 1 play WPU
32218. 2 play YPT
32219. 0 take
32220. 1 draw
32221. 2 play Y5
32222. 0 play Y9
32223. 0 play Y9
32224. 1 draw
32225. 1 play W+4 yellow
32226. 2 accept
32227. 0 play Y0
32228. 1 draw
32229. 1 play WPU
32230. 2 play W
32231. 0 play WPU
32232. 1 play R2
32233. 2 play W
32234. 0 play R6
32235. 1 play R4
32236. 2 play WPU
32237. 0 play WDT
32238. 1 play RPT
32239. 2 play WPU
32240. 0 play WDT
32241. 1 play RPT
32242. 2 play W+4
32243. 0 play W
32244. 1 take
32245. 2 play WDT green 1,2
32246. 0 play G4
32247. 0 play G4
32248. 1 play W red
32249. 2 play W+4 red
32250. 0 challenge
32251. 0 play WPU
32252. 1 play W+4
32253. 2 play B5
32254. 0 play B9
32255. 1 play WDT
32256. 2 play BS
32257. 0 play W
32258. 1 play BR
32259. 2 play BS
32260. 0 play WDT
32261. 1 play W
32262. 2 play B1
32263. 0 play WPU
32264. 1 play W
32265. 2 play B+2
32266. 0 play WDT
32267. 1 play B1
32268. 2 play B7
32269. 0 play BR
32270. 1 play B6
32271. 2 play B8
32272. 0 play W+4
32273. 1 play W+4
32274. 2 play W+4
32275. 0 play W+4
32276. 1 play W
32277. 2 play WDT
32278. 0 play WDT
32279. 1 play WDT
32280. 2 play B0
32281. 0 play WDT
32282. 1 play B7
32283. 2 play B2
32284. 0 play WDT
32285. 1 play WPU
32286. 2 play B6
32287. 0 play B3
32288. 1 play WPU
32289. 2 play B3
32290. 0 play WPU
32291. 1 play WPU
32292. 2 play B5
32293. 0 play WDT
32294. 1 play WPU
32295. 2 play B2
32296. 0 play WPU
32297. 1 take
32298. 2 play WDT green 0,1
32299. 0 play G1
32300. 1 play G2
32301. 2 play GPT
32302. 1 point 2
32303. 2 point 0
32304. 0 point 2
32305. 0 play W green
32306. 1 play GPT
32307. 0 point 2
32308. 2 point 0
32309. 1 point 2
32310. 2 play BPT
32311. 0 point 2
32312. 2 point 0
32313. 1 point 2
32314. 0 play W red
32315. 1 play R2
32316. 2 play W yellow
32317. 0 play Y4
32318. 1 play W green
32319. 2 play WDT yellow 0,2
32320. 0 play YR
32321. 2 play Y6
32322. 1 play W+4 green
32323. 0 challenge
32324. 0 play G5
32325. 2 play W+4 red
32326. 1 accept
32327. 0 play R6
32328. 2 play W red
32329. 1 play R6
32330. 0 play G6
32331. 2 play WPU
32332. 1 play G6
32333. 0 play G8
32334. 2 play W+4
32335. 1 play GS
32336. 0 play G9
32337. 2 play WPU
32338. 1 play G2
32339. 0 play GR
32340. 2 play WPU
32341. 1 play G7
32342. 0 play G+2
32343. 2 play W
32344. 1 play G7
32345. 0 play G8
32346. 2 play W
32347. 1 play WPU
32348. 0 play G9
32349. 2 play W
32350. 1 play G4
32351. 0 play G3
32352. 2 play W
32353. 1 play G5
32354. 0 play G0
32355. 2 play W
32356. 1 play GPT
32357. 0 play W+4
32358. 2 take
32359. 1 play G4
32360. 2 play G4
32361. 1 play GS
32362. 2 play GS
32363. 0 play RS
32364. 1 play BS
32365. 2 play W+4 blue
32366. 1 accept
32367. 0 play W yellow
32368. 2 play Y3
32369. 1 play WPU
32370. 0 play R4
32371. 2 play W+4
32372. 1 play W+4
32373. 0 play W
32374. 2 play R2
32375. 1 play R4
32376. 0 play R7
32377. 2 play W
32378. 1 play RPT
32379. 0 play RPT
32380. 2 play W
32381. 1 play WPU
32382. 0 play RS
32383. 2 play W
32384. 1 play WDT
32385. 0 play R3
32386. 2 play WPU
32387. 1 play WDT
32388. 0 play R8
32389. 2 play W
32390. 1 play WPU
32391. 0 play RR
32392. 2 play WPU
32393. 1 play W+4
32394. 0 play R1
32395. 2 play WPU
32396. 1 play W
32397. 0 play RR
32398. 2 play W
32399. 1 play WDT
32400. 0 play WPU
32401. 2 take
32402. 1 play WDT red 0,1
32403. 0 play R7
32404. 2 play WPU
32405. 1 play W
32406. 0 play W
32407. 2 play G+2
32408. 1 play W
32409. 0 play G3
32410. 2 play WPU
32411. 1 play WDT
32412. 0 play G+2
32413. 2 play G7
32414. 1 play W
32415. 0 play G1
32416. 2 play W
32417. 1 play WDT
32418. 0 play GR
32419. 2 play G8
32420. 1 play W+4
32421. 0 take
32422. 2 play GPT
32423. 2 point 1
32424. 0 point 2
32425. 1 point 0
32426. 1 play WPU
32427. 0 play G2
32428. 2 play GPT
32429. 1 play WPU
32430. 0 play W+4
32431. 2 play G0
32432. 1 play WPU
32433. 0 play G+2
32434. 2 play W
32435. 1 play GPT
32436. 0 play WPU
32437. 2 play W+4
32438. 1 play WDT
32439. 0 play WDT
32440. 2 play G8
32441. 1 play W+4
32442. 0 play G3
32443. 2 play G3
32444. 1 play W+4
32445. 0 play W
32446. 2 play G7
32447. 1 play W
32448. 0 play G7
32449. 2 play G9
32450. 1 play WDT
32451. 0 play G1
32452. 2 play GR
32453. 1 play WDT
32454. 0 play GR
32455. 2 play WDT
32456. 1 play WDT
32457. 0 play WDT
32458. 2 play WPU
32459. 1 play WDT
32460. 0 play G8
32461. 2 play W+4
32462. 1 play WDT
32463. 0 play G+2
32464. 2 play W
32465. 1 play W+4
32466. 0 play W
32467. 2 play G9
32468. 1 play W+4
32469. 0 play W
32470. 2 play WDT
32471. 1 play W+4
32472. 0 play W
32473. 2 play G5
32474. 1 take
32475. 0 play W green
32476. 2 play WDT blue 0,2
32477. 1 play B0
32478. 0 play R0
32479. 2 play R6
32480. 1 play WDT red 1,2
32481. 0 play R9
32482. 2 play R2
32483. 1 play B2
32484. 0 draw
32485. 2 play W+4 green
32486. 1 accept
32487. 0 play W yellow
32488. 2 play W+4 blue
32489. 1 challenge
32490. 1 play B2
32491. 0 play Y2
32492. 2 play YR
32493. 0 play Y8
32494. 1 play Y4
32495. 2 play Y6
32496. 0 play Y4
32497. 1 play WDT red 1,2
32498. 2 play WPU
32499. 0 play R6
32500. 1 play RPT
32501. 2 play R8
32502. 0 play R3
32503. 1 play W
32504. 2 play R1
32505. 0 play R+2
32506. 1 play W+4
32507. 2 play R4
32508. 0 play R8
32509. 1 play W+4
32510. 2 play RS
32511. 0 play R5
32512. 1 play WDT
32513. 2 play R3
32514. 0 play R+2
32515. 1 play WPU
32516. 2 play W
32517. 0 play R1
32518. 1 play WPU
32519. 2 play R4
32520. 0 play R5
32521. 1 play WPU
32522. 2 play W
32523. 0 play R9
32524. 1 play WDT
32525. 2 play RPT
32526. 0 take
32527. 1 play W red
32528. 2 play W red
32529. 0 play W blue
32530. 1 play WPU
32531. 2 play YS
32532. 0 play Y5
32533. 1 play W
32534. 2 play WPU
32535. 0 play Y7
32536. 1 play W+4
32537. 2 play YPT
32538. 0 play Y7
32539. 1 play WDT
32540. 2 play W
32541. 0 play Y9
32542. 1 play Y0
32543. 2 play Y6
32544. 0 play Y1
32545. 1 play W+4
32546. 2 play YS
32547. 0 play Y3
32548. 1 play Y9
32549. 2 play W+4
32550. 0 play YR
32551. 1 play W
32552. 2 play W
32553. 0 play YPT
32554. 1 play W+4
32555. 2 play WPU
32556. 0 play WPU
32557. 1 play W+4
32558. 2 play W
32559. 0 play YPT
32560. 1 play WDT
32561. 2 play YPT
32562. 0 play WPU
32563. 1 play W
32564. 2 play Y+2
32565. 0 play W
32566. 1 play W
32567. 2 play Y+2
32568. 0 play W
32569. 1 play W+4
32570. 2 take
32571. 0 play WPU
32572. 1 play G1
32573. 2 play G2
32574. 0 play WDT
32575. 1 play W
32576. 2 play G6
32577. 0 play WDT
32578. 1 play WPU
32579. 2 play GS
32580. 0 play W+4
32581. 1 play G5
32582. 2 play G6
32583. 0 play W+4
32584. 1 play G2
32585. 2 play G4
32586. 0 take
32587. 1 play G7
32588. 2 play R7
32589. 0 play R0
32590. 1 play WDT green 1,2
32591. 2 play WDT red 1,2
32592. 0 play R1
32593. 1 play RPT
32594. 1 point 2
32595. 2 point 0
32596. 0 point 1
32597. 2 play W+4 blue
32598. 0 challenge
32599. 0 play WPU
32600. 1 play WPU
32601. 2 play R2
32602. 0 play R5
32603. 1 play W
32604. 2 play WPU
32605. 0 play R3
32606. 1 play WPU
32607. 2 play R7
32608. 0 play R+2
32609. 1 play W+4
32610. 2 play R6
32611. 0 play W
32612. 1 play W
32613. 2 play R9
32614. 0 play RPT
32615. 1 play W+4
32616. 2 play W
32617. 0 play RPT
32618. 1 play WDT
32619. 2 play WPU
32620. 0 play WDT
32621. 1 play WDT
32622. 2 play WDT
32623. 0 play R8
32624. 1 play WDT
32625. 2 play RPT
32626. 0 play W+4
32627. 1 play WDT
32628. 2 play RR
32629. 0 play R1
32630. 1 take
32631. 2 play WPU
32632. 0 play W+4
32633. 1 play B1
32634. 2 play B+2
32635. 0 play WDT
32636. 1 play BR
32637. 2 play B9
32638. 0 play WDT
32639. 1 play WPU
32640. 2 play B0
32641. 0 take
32642. 1 play B3
32643. 2 play B2
32644. 0 play B0
32645. 1 play G0
32646. 2 play W+4 blue
32647. 0 accept
32648. 1 play BS
32649. 0 play BS
32650. 2 play W yellow
32651. 0 play WPU
32652. 1 play W
32653. 2 play YS
32654. 0 play Y8
32655. 1 play W
32656. 2 play YS
32657. 0 play WDT
32658. 1 play W
32659. 2 play W+4
32660. 0 play WDT
32661. 1 play W+4
32662. 2 play YR
32663. 0 play Y2
32664. 1 play W+4
32665. 2 play YPT
32666. 0 play W+4
32667. 1 play WDT
32668. 2 play Y0
32669. 0 play Y1
32670. 1 play Y5
32671. 2 play Y9
32672. 0 play WDT
32673. 1 play WPU
32674. 2 play W+4
32675. 0 play WPU
32676. 1 play WPU
32677. 2 play Y+2
32678. 0 take
32679. 1 play W yellow
32680. 2 play Y1
32681. 0 play Y1
32682. 1 play R1
32683. 2 play G1
32684. 0 play B1
32685. 1 play B1
32686. 2 play B4
32687. 0 play W+4 yellow
32688. 1 challenge
32689. 1 play WDT yellow 0,1
32690. 2 play Y7
32691. 0 play Y0
32692. 1 play W+4 green
32693. 2 challenge
32694. 2 play W green
32695. 0 play G6
32696. 1 play GPT
32697. 2 point 1
32698. 1 point 0
32699. 0 point 2
32700. 2 play BPT
32701. 0 point 1
32702. 2 point 0
32703. 1 point 2
32704. 0 play B9
32705. 1 play B3
32706. 2 play B4
32707. 0 play WPU
32708. 1 play GR
32709. 2 play WPU
32710. 0 play G1
32711. 1 play W
32712. 2 play W
32713. 0 play G4
32714. 1 play GR
32715. 2 play WPU
32716. 0 play WPU
32717. 1 play G3
32718. 2 play W
32719. 0 play WPU
32720. 1 play G+2
32721. 2 play W
32722. 0 play G5
32723. 1 play W
32724. 2 play W
32725. 0 play W
32726. 1 play WPU
32727. 2 play W+4
32728. 0 play G2
32729. 1 play W+4
32730. 2 play W
32731. 0 play GS
32732. 1 play G3
32733. 2 play W
32734. 0 play WDT
32735. 1 play G4
32736. 2 play W
32737. 0 play GS
32738. 1 play G+2
32739. 2 play W+4
32740. 0 play GPT
32741. 1 play G9
32742. 2 play W+4
32743. 0 play G2
32744. 1 play G8
32745. 2 take
32746. 0 play WPU
32747. 1 play WDT
32748. 2 play Y6
32749. 0 play Y+2
32750. 1 play WDT
32751. 2 play Y5
32752. 0 play Y9
32753. 1 play WDT
32754. 2 play Y+2
32755. 0 play YPT
32756. 1 play W+4
32757. 2 play YPT
32758. 0 play W
32759. 1 play WDT
32760. 2 play Y7
32761. 0 play Y5
32762. 1 play WPU
32763. 2 play YPT
32764. 0 play Y4
32765. 1 play WPU
32766. 2 play W
32767. 0 play W
32768. 1 take
32769. 2 play WPU
32770. 0 play WPU
32771. 1 play B5
32772. 2 play BPT
32773. 0 play B+2
32774. 1 play B5
32775. 2 play WDT
32776. 0 play B0
32777. 1 play B8
32778. 2 play BPT
32779. 0 play B2
32780. 1 play B+2
32781. 2 play BPT
32782. 0 play W
32783. 1 play B9
32784. 2 play W
32785. 0 play WDT
32786. 1 play WDT
32787. 2 play W
32788. 0 play WDT
32789. 1 play WDT
32790. 2 play WPU
32791. 0 play BR
32792. 1 play WPU
32793. 2 play W+4
32794. 0 play WDT
32795. 1 play W
32796. 2 play WPU
32797. 0 play WDT
32798. 1 play WDT
32799. 2 play WPU
32800. 0 play W+4
32801. 1 play BR
32802. 2 play W
32803. 0 play W+4
32804. 1 play W+4
32805. 2 play W+4
32806. 0 play W+4
32807. 1 play B7
32808. 2 play WPU
32809. 0 play WDT
32810. 1 play B8
32811. 2 play WPU
32812. 0 play W+4
32813. 1 play B7
32814. 2 play W+4
32815. 0 take
32816. 1 play W green
32817. 2 play G2
32818. 0 play W+4 blue
32819. 1 challenge
32820. 1 play W red
32821. 2 play W red
32822. 0 play R1
32823. 1 play R9
32824. 2 play RR
32825. 1 play WDT green 0,2
32826. 0 play WDT green 0,1
32827. 2 play G2
32828. 1 play G7
32829. 0 play W yellow
32830. 2 play YPT
32831. 2 point 1
32832. 0 point 1
32833. 1 point 2
32834. 1 play Y+2
32835. 2 play G+2
32836. 0 play G6
32837. 2 play G4
32838. 1 play GPT
32839. 1 point 2
32840. 0 point 1
32841. 2 point 0
32842. 0 play WPU
32843. 2 play W+4
32844. 1 play W
32845. 0 play WPU
32846. 2 play G+2
32847. 1 play WPU
32848. 0 play WDT
32849. 2 play G4
32850. 1 play G8
32851. 0 play WPU
32852. 2 play G3
32853. 1 play G5
32854. 0 play W
32855. 2 play W
32856. 1 play WDT
32857. 0 play W+4
32858. 2 play G3
32859. 1 play G7
32860. 0 play W
32861. 2 play G8
32862. 1 play G9
32863. 0 play WPU
32864. 2 play GPT
32865. 1 play GPT
32866. 0 play W+4
32867. 2 play W
32868. 1 play WDT
32869. 0 play WDT
32870. 2 play W
32871. 1 take
32872. 0 play WPU
32873. 2 play WPU
32874. 1 play R+2
32875. 0 play R8
32876. 2 play W
32877. 1 play W
32878. 0 play R0
32879. 2 play W
32880. 1 play WPU
32881. 0 play WDT
32882. 2 take
32883. 1 play RR
32884. 2 play R8
32885. 0 play W+4 red
32886. 1 challenge
32887. 1 play RPT
32888. 0 point 1
32889. 1 point 2
32890. 2 point 0
32891. 2 play R+2
32892. 1 play W+4 red
32893. 2 accept
32894. 0 play R3
32895. 1 play R5
32896. 2 play WPU
32897. 0 play B3
32898. 1 play W
32899. 2 play B1
32900. 0 play BR
32901. 1 play B6
32902. 2 play W+4
32903. 0 play B8
32904. 1 play B3
32905. 2 play W+4
32906. 0 play B5
32907. 1 play W
32908. 2 play WDT
32909. 0 play B9
32910. 1 play B6
32911. 2 play W
32912. 0 play BR
32913. 1 play WDT
32914. 2 play WPU
32915. 0 play B8
32916. 1 play WDT
32917. 2 play W
32918. 0 play B0
32919. 1 play W
32920. 2 play WPU
32921. 0 play WDT
32922. 1 play WDT
32923. 2 play W
32924. 0 play W+4
32925. 1 play WDT
32926. 2 play W
32927. 0 play W+4
32928. 1 play WPU
32929. 2 take
32930. 0 play BS
32931. 2 play B9
32932. 0 play BS
32933. 2 play B3
32934. 0 play B4
32935. 1 play W red
32936. 2 play W+4 yellow
32937. 0 challenge
32938. 0 play YR
32939. 2 play WPU
32940. 1 play WPU
32941. 0 play Y6
32942. 2 play WPU
32943. 1 play W+4
32944. 0 play WPU
32945. 2 play Y3
32946. 1 play Y9
32947. 0 play WDT
32948. 2 play Y7
32949. 1 play YPT
32950. 0 play WDT
32951. 2 play W+4
32952. 1 play Y+2
32953. 0 play Y4
32954. 2 play W+4
32955. 1 play W+4
32956. 0 play WDT
32957. 2 play WPU
32958. 1 play Y4
32959. 0 play Y0
32960. 2 play W+4
32961. 1 play YPT
32962. 0 play WPU
32963. 2 play W
32964. 1 play Y2
32965. 0 play W
32966. 2 play YR
32967. 1 play Y5
32968. 0 play Y2
32969. 2 play Y9
32970. 1 play Y7
32971. 0 play WDT
32972. 2 play W
32973. 1 play Y6
32974. 0 play WPU
32975. 2 play W
32976. 1 play W
32977. 0 play W+4
32978. 2 play WDT
32979. 1 play Y5
32980. 0 play W
32981. 2 play WDT
32982. 1 play YPT
32983. 0 play Y8
32984. 2 play W
32985. 1 play WPU
32986. 0 play Y8
32987. 2 play WDT
32988. 1 play W
32989. 0 play WDT
32990. 2 play Y3
32991. 1 play W
32992. 0 play W+4
32993. 2 play WDT
32994. 1 take
32995. 0 play W yellow
32996. 2 play WDT red 1,2
32997. 1 play R2
32998. 0 play B2
32999. 2 play G2
33000. 1 play W green
33001. 0 play GPT
33002. 0 point 2
33003. 1 point 0
33004. 2 point 0
33005. 2 play GS
33006. 0 play G7
33007. 2 play W red
33008. 1 play R3
33009. 0 play RS
33010. 1 play R7
33011. 0 play R9
33012. 2 play R0
33013. 1 play W+4 yellow
33014. 0 accept
33015. 2 play W green
33016. 1 play G3
33017. 0 play G1
33018. 2 play G9
33019. 1 play G3
33020. 0 play WPU
33021. 2 play W
33022. 1 play Y5
33023. 0 play W
33024. 2 play WDT
33025. 1 play YPT
33026. 0 play YS
33027. 2 play WDT
33028. 1 play Y+2
33029. 0 play W
33030. 2 take
33031. 1 play Y8
33032. 0 play W+4 green
33033. 2 accept
33034. 1 play G5
33035. 0 play R5
33036. 2 play WDT yellow 0,2
33037. 1 play Y6
33038. 0 draw
33039. 0 play YPT
33040. 1 point 2
33041. 2 point 1
33042. 0 point 1
33043. 2 play W red
33044. 1 play WDT green 1,2
33045. 0 play W+4 red
33046. 2 challenge
33047. 2 play R3
33048. 1 play R6
33049. 0 play R7
33050. 2 play R7
33051. 1 play Y7
33052. 0 play W+4 yellow
33053. 2 accept
33054. 1 play Y1
33055. 0 play G1
33056. 2 play G1
33057. 1 play WPU
33058. 0 play G2
33059. 2 play G7
33060. 1 play WPU
33061. 0 take
33062. 2 play G0
33063. 1 play W red
33064. 0 play WPU
33065. 2 play B6
33066. 1 play B4
33067. 0 play B7
33068. 2 play W+4
33069. 1 play W
33070. 0 play B5
33071. 2 play B8
33072. 1 play W
33073. 0 play B9
33074. 2 play B2
33075. 1 play WDT
33076. 0 play BPT
33077. 2 play WPU
33078. 1 play W
33079. 0 play B+2
33080. 2 play B6
33081. 1 play WPU
33082. 0 play B2
33083. 2 play WDT
33084. 1 play W+4
33085. 0 play B+2
33086. 2 play B8
33087. 1 play W
33088. 0 play BPT
33089. 2 play B0
33090. 1 play WPU
33091. 0 play BPT
33092. 2 play B4
33093. 1 play W
33094. 0 play B7
33095. 2 play B3
33096. 1 play WDT
33097. 0 play BPT
33098. 2 play B9
33099. 1 play W
33100. 0 take
33101. 2 play W blue
33102. 1 play WPU
33103. 0 play WPU
33104. 2 play WPU
33105. 1 play Y3
33106. 0 play WPU
33107. 2 play YS
33108. 1 play W+4
33109. 0 play W+4
33110. 2 play YPT
33111. 1 play Y4
33112. 0 play W
33113. 2 play Y1
33114. 1 play Y0
33115. 0 play WDT
33116. 2 play Y+2
33117. 1 play WDT
33118. 0 play W
33119. 2 play W
33120. 1 play Y6
33121. 0 play WPU
33122. 2 play Y5
33123. 1 play YPT
33124. 0 play YS
33125. 2 play Y8
33126. 1 play YR
33127. 0 play WDT
33128. 2 take
33129. 1 play Y8
33130. 0 play W yellow
33131. 2 play Y0
33132. 1 play Y2
33133. 0 play W+4 yellow
33134. 2 accept
33135. 1 play Y2
33136. 0 play G2
33137. 2 play W+4 yellow
33138. 1 accept
33139. 0 draw
33140. 2 play WPU
33141. 1 play R1
33142. 0 play R+2
33143. 2 play RR
33144. 1 play WDT
33145. 0 play RR
33146. 2 play WDT
33147. 1 play R8
33148. 0 play W
33149. 2 play W
33150. 1 play R8
33151. 0 play R6
33152. 2 play R1
33153. 1 play WPU
33154. 0 play W
33155. 2 play W
33156. 1 play RPT
33157. 0 play WDT
33158. 2 play W
33159. 1 play R2
33160. 0 play R5
33161. 2 play WPU
33162. 1 play WPU
33163. 0 play RS
33164. 2 play W
33165. 1 play R2
33166. 0 play W
33167. 2 play R9
33168. 1 play W
33169. 0 play RPT
33170. 2 play WPU
33171. 1 play RPT
33172. 0 play R4
33173. 2 play WDT
33174. 1 play WDT
33175. 0 play R4
33176. 2 play W+4
33177. 1 play RS
33178. 0 take
33179. 2 play WDT green 0,2
33180. 1 play G4
33181. 0 play G4
33182. 2 play W blue
33183. 1 play W blue
33184. 0 play BS
33185. 1 play W+4 yellow
33186. 0 challenge
33187. 0 play W yellow
33188. 2 play Y1
33189. 1 play Y7
33190. 0 play W red
33191. 2 play R9
33192. 1 play WDT green 0,1
33193. 0 play W blue
33194. 2 play BR
33195. 0 play W+4 blue
33196. 1 accept
33197. 2 play WPU
33198. 0 play W
33199. 1 play Y5
33200. 2 play WPU
33201. 0 play WDT
33202. 1 play Y4
33203. 2 play WPU
33204. 0 play WDT
33205. 1 play W
33206. 2 play WPU
33207. 0 play W
33208. 1 play W
33209. 2 play Y6
33210. 0 play WDT
33211. 1 play WDT
33212. 2 play YS
33213. 0 play WDT
33214. 1 play YPT
33215. 2 play Y+2
33216. 0 play W
33217. 1 play W
33218. 2 play Y4
33219. 0 play WPU
33220. 1 play YR
33221. 2 play Y5
33222. 0 play WPU
33223. 1 play Y9
33224. 2 play YS
33225. 0 play WPU
33226. 1 play W+4
33227. 2 play YPT
33228. 0 play WPU
33229. 1 play Y3
33230. 2 play Y+2
33231. 0 play W
33232. 1 play Y9
33233. 2 play Y3
33234. 0 play WDT
33235. 1 play W+4
33236. 2 play Y8
33237. 0 play W
33238. 1 play WDT
33239. 2 play YPT
33240. 0 play W
33241. 1 play WDT
33242. 2 play YR
33243. 0 play WDT
33244. 1 play W+4
33245. 2 take
33246. 0 draw
33247. 1 play W+4 red
33248. 2 accept
33249. 0 play R1
33250. 1 play R3
33251. 2 play WDT blue 1,2
33252. 0 play B0
33253. 1 play B3
33254. 2 play W yellow
33255. 0 draw
33256. 0 play Y8
33257. 1 play W+4 blue
33258. 2 accept
33259. 0 play BPT
33260. 1 point 0
33261. 0 point 1
33262. 2 point 0
33263. 1 draw
33264. 1 play W+4 green
33265. 2 accept
33266. 0 play G4
33267. 1 play W blue
33268. 2 play B5
33269. 0 play W+4 red
33270. 1 accept
33271. 2 play R5
33272. 0 play R8
33273. 1 play R3
33274. 2 play WDT blue 0,1
33275. 0 play B4
33276. 1 play W+4 yellow
33277. 2 accept
33278. 0 draw
33279. 0 play WDT blue 0,1
33280. 1 play BS
33281. 0 play B3
33282. 1 play W green
33283. 2 play WPU
33284. 0 take
33285. 1 draw
33286. 1 play WPU
33287. 2 play WPU
33288. 0 play B+2
33289. 1 play W+4
33290. 2 play B1
33291. 0 play BPT
33292. 1 play W+4
33293. 2 play WPU
33294. 0 play B9
33295. 1 play W+4
33296. 2 play BR
33297. 0 play B4
33298. 1 take
33299. 2 play W green
33300. 0 play G7
33301. 1 play W+4 green
33302. 2 challenge
33303. 2 play G5
33304. 0 play W yellow
33305. 1 play Y7
33306. 2 play Y9
33307. 0 play Y7
33308. 1 play WPU
33309. 2 play W
33310. 0 play R4
33311. 1 play RPT
33312. 2 play W+4
33313. 0 play R5
33314. 1 play W+4
33315. 2 play WPU
33316. 0 play R4
33317. 1 play WPU
33318. 2 play W
33319. 0 play R9
33320. 1 play W+4
33321. 2 play W
33322. 0 play R8
33323. 1 play R+2
33324. 2 play W+4
33325. 0 play R6
33326. 1 play R7
33327. 2 play W
33328. 0 play R0
33329. 1 play WPU
33330. 2 play R9
33331. 0 play R+2
33332. 1 play WPU
33333. 2 play WPU
33334. 0 play WPU
33335. 1 take
33336. 2 play WDT yellow 1,2
33337. 0 play Y2
33338. 1 play W green
33339. 2 play G0
33340. 0 play WPU
33341. 1 play B9
33342. 2 play B1
33343. 0 play B2
33344. 1 play BPT
33345. 2 play W+4
33346. 0 play BPT
33347. 1 play W+4
33348. 2 play W
33349. 0 play B6
33350. 1 play BR
33351. 2 play BR
33352. 0 play B2
33353. 1 play B1
33354. 2 play WPU
33355. 0 play B8
33356. 1 play W+4
33357. 2 play WPU
33358. 0 play B9
33359. 1 play WPU
33360. 2 play W
33361. 0 play B8
33362. 1 play BS
33363. 2 play WPU
33364. 0 play B5
33365. 1 play WDT
33366. 2 play WDT
33367. 0 play B7
33368. 1 play B+2
33369. 2 play WDT
33370. 0 play BPT
33371. 1 play WPU
33372. 2 play W
33373. 0 play B6
33374. 1 play W+4
33375. 2 play W
33376. 0 play B7
33377. 1 play WPU
33378. 2 play W
33379. 0 play B+2
33380. 1 play W+4
33381. 2 play WDT
33382. 0 take
33383. 1 play B4
33384. 2 play WDT blue 1,2
33385. 0 play B1
33386. 1 draw
33387. 1 play R1
33388. 2 play Y1
33389. 0 play R1
33390. 1 play R+2
33391. 0 play R6
33392. 1 play W yellow
33393. 2 play Y5
33394. 0 play B5
33395. 1 play R5
33396. 2 draw
33397. 2 play W yellow
33398. 0 play WPU
33399. 1 play R+2
33400. 2 play W
33401. 0 play R7
33402. 1 play R4
33403. 2 play W
33404. 0 play W
33405. 1 play R9
33406. 2 play WPU
33407. 0 play RPT
33408. 1 play W
33409. 2 play WDT
33410. 0 play W
33411. 1 play R8
33412. 2 play WDT
33413. 0 play W
33414. 1 play WPU
33415. 2 play WDT
33416. 0 play RR
33417. 1 play W
33418. 2 play WDT
33419. 0 play RS
33420. 1 play W
33421. 2 take
33422. 0 play R2
33423. 1 play G2
33424. 2 play G4
33425. 0 play G5
33426. 1 play G7
33427. 2 play GS
33428. 1 play W yellow
33429. 2 play WPU
33430. 0 play B2
33431. 1 play WPU
33432. 2 play WDT
33433. 0 play B7
33434. 1 play W+4
33435. 2 play WPU
33436. 0 play WDT
33437. 1 play W+4
33438. 2 play B5
33439. 0 play B2
33440. 1 play WPU
33441. 2 play W
33442. 0 play BPT
33443. 1 take
33444. 2 play W red
33445. 0 play R2
33446. 1 play RPT
33447. 2 point 0
33448. 0 point 2
33449. 1 point 0
33450. 2 play WDT green 0,1
33451. 0 play W+4 red
33452. 1 accept
33453. 2 play R+2
33454. 1 play WDT red 0,1
33455. 2 play R4
33456. 1 play R4
33457. 2 play W green
33458. 0 play G2
33459. 1 play GPT
33460. 0 point 2
33461. 1 point 0
33462. 2 point 0
33463. 2 play W red
33464. 0 play W green
33465. 1 play WPU
33466. 2 play WDT
33467. 0 play B1
33468. 1 play B2
33469. 2 play W
33470. 0 play B8
33471. 1 play WPU
33472. 2 play WDT
33473. 0 play BR
33474. 1 play B3
33475. 2 play W
33476. 0 play BPT
33477. 1 play BPT
33478. 2 play W
33479. 0 play B9
33480. 1 play B5
33481. 2 play BS
33482. 0 play B3
33483. 1 play WDT
33484. 2 play W
33485. 0 play BR
33486. 1 play W
33487. 2 take
33488. 0 play BPT
33489. 2 point 1
33490. 1 point 0
33491. 0 point 2
33492. 1 play WPU
33493. 2 play G2
33494. 0 play W
33495. 1 play GPT
33496. 2 play G6
33497. 0 play W+4
33498. 1 play G+2
33499. 2 play G+2
33500. 0 play W
33501. 1 play GPT
33502. 2 play W+4
33503. 0 play WDT
33504. 1 play G5
33505. 2 play G9
33506. 0 play WDT
33507. 1 play G7
33508. 2 play WPU
33509. 0 play WPU
33510. 1 play G8
33511. 2 play WPU
33512. 0 play WDT
33513. 1 play G6
33514. 2 play W
33515. 0 play WPU
33516. 1 play W
33517. 2 play WDT
33518. 0 play WPU
33519. 1 play G1
33520. 2 play GS
33521. 0 play WDT
33522. 1 play W+4
33523. 2 play GR
33524. 0 play WDT
33525. 1 play G9
33526. 2 play G1
33527. 0 play W+4
33528. 1 play GPT
33529. 2 play W
33530. 0 play WDT
33531. 1 play G4
33532. 2 play W
33533. 0 play WDT
33534. 1 play G3
33535. 2 play W
33536. 0 play W+4
33537. 1 play W+4
33538. 2 play WDT
33539. 0 play W+4
33540. 1 play W+4
33541. 2 play GR
33542. 0 play WPU
33543. 1 play W+4
33544. 2 play WDT
33545. 0 play W+4
33546. 1 play W
33547. 2 play W
33548. 0 play W+4
33549. 1 play G8
33550. 2 play W
33551. 0 play WPU
33552. 1 play G3
33553. 2 take
33554. 0 draw
33555. 1 draw
33556. 2 play G+2
33557. 1 draw
33558. 2 play Y+2
33559. 1 play Y0
33560. 2 play WDT red 0,1
33561. 0 play WPU
33562. 1 play YPT
33563. 2 play Y4
33564. 0 play Y9
33565. 1 take
33566. 2 play Y5
33567. 0 play R5
33568. 1 play R3
33569. 2 play R9
33570. 1 play R9
33571. 2 play WPU
33572. 0 play W
33573. 1 play WPU
33574. 2 play GS
33575. 0 take
33576. 1 draw
33577. 1 play G4
33578. 2 play G7
33579. 0 play B7
33580. 1 play B7
33581. 2 play B8
33582. 0 play W yellow
33583. 1 play Y9
33584. 2 play Y6
33585. 0 play WPU
33586. 1 take
33587. 2 play G2
33588. 0 play R2
33589. 1 play B2
33590. 2 play B1
33591. 0 play B4
33592. 1 play B5
33593. 2 play G5
33594. 0 play G0
33595. 1 play R0
33596. 2 play R8
33597. 0 play RPT
33598. 0 point 2
33599. 2 point 0
33600. 1 point 2
33601. 1 play R7
33602. 2 play WDT green 0,1
33603. 0 play GS
33604. 2 play BS
33605. 1 play BPT
33606. 2 point 0
33607. 0 point 1
33608. 1 point 0
33609. 2 play W+4 green
33610. 0 accept
33611. 1 play G7
33612. 2 play G9
33613. 0 play WDT blue 0,1
33614. 1 draw
33615. 2 play BR
33616. 1 draw
33617. 0 draw
33618. 0 play WPU
33619. 2 play G9
33620. 1 take
33621. 0 play G5
33622. 2 play GR
33623. 0 draw
33624. 1 play G4
33625. 2 play WDT blue 0,1
33626. 0 play B0
33627. 1 play W green
33628. 2 play WPU
33629. 0 play RR
33630. 1 play R5
33631. 2 play R7
33632. 0 play RS
33633. 1 play R6
33634. 2 play RPT
33635. 0 play RPT
33636. 1 play RPT
33637. 2 play W+4
33638. 0 play R1
33639. 1 play R3
33640. 2 play RR
33641. 0 play W
33642. 1 play R6
33643. 2 play W+4
33644. 0 take
33645. 1 play R1
33646. 2 play G1
33647. 2 play G1
33648. 0 play W green
33649. 1 play G9
33650. 2 play G8
33651. 0 play W+4 yellow
33652. 1 accept
33653. 2 play Y9
33654. 0 play Y5
33655. 1 play B5
33656. 2 play B2
33657. 0 play B2
33658. 1 play W green
33659. 2 play G3
33660. 0 play W+4 red
33661. 1 accept
33662. 2 play RS
33663. 1 play R+2
33664. 0 play RPT
33665. 1 point 0
33666. 2 point 0
33667. 0 point 2
33668. 1 play YPT
33669. 2 point 0
33670. 0 point 1
33671. 1 point 0
33672. 2 play Y2
33673. 0 play Y6
33674. 1 draw
33675. 1 play Y+2
33676. 0 play Y2
33677. 1 play G2
33678. 2 play WPU
33679. 0 play R8
33680. 1 play WDT
33681. 2 play WPU
33682. 0 play WDT
33683. 1 play R5
33684. 2 play RPT
33685. 0 play RPT
33686. 1 play R3
33687. 2 play W+4
33688. 0 play W
33689. 1 play WDT
33690. 2 play R+2
33691. 0 play R9
33692. 1 take
33693. 2 play W+4 yellow
33694. 0 challenge
33695. 0 play Y7
33696. 1 play Y4
33697. 2 play G4
33698. 0 play B4
33699. 1 play WPU
33700. 2 play W
33701. 0 play B9
33702. 1 play WDT
33703. 2 play BR
33704. 0 play B1
33705. 1 play W
33706. 2 play BPT
33707. 0 play BS
33708. 1 play W+4
33709. 2 play W
33710. 0 play B6
33711. 1 play WDT
33712. 2 play B5
33713. 0 play B+2
33714. 1 play WDT
33715. 2 play W
33716. 0 play B+2
33717. 1 play WDT
33718. 2 play W
33719. 0 play BR
33720. 1 take
33721. 2 play B3
33722. 0 play B8
33723. 1 play BS
33724. 0 play B6
33725. 1 play B9
33726. 2 play W+4 green
33727. 0 challenge
33728. 0 play G0
33729. 1 play G2
33730. 2 play WPU
33731. 0 play WPU
33732. 1 play B8
33733. 2 play W
33734. 0 play WPU
33735. 1 play WDT
33736. 2 play W
33737. 0 play WPU
33738. 1 play BPT
33739. 2 play W
33740. 0 take
33741. 1 play B6
33742. 2 play B9
33743. 0 play B8
33744. 1 play BR
33745. 0 play WDT yellow 0,1
33746. 2 play YS
33747. 0 play Y8
33748. 2 play YS
33749. 0 play GS
33750. 1 play G5
33751. 0 play W yellow
33752. 2 play W+4 yellow
33753. 1 challenge
33754. 1 play W yellow
33755. 0 play WPU
33756. 2 play R8
33757. 1 play R8
33758. 0 play R6
33759. 2 play W
33760. 1 play W+4
33761. 0 play R6
33762. 2 play W+4
33763. 1 play R5
33764. 0 play R4
33765. 2 play R4
33766. 1 play W
33767. 0 play RR
33768. 2 play WPU
33769. 1 play RPT
33770. 0 play W
33771. 2 play W+4
33772. 1 play R3
33773. 0 play RS
33774. 2 play R7
33775. 1 play W
33776. 0 play WPU
33777. 2 play W
33778. 1 play W
33779. 0 play RPT
33780. 2 play WDT
33781. 1 play R0
33782. 0 play R5
33783. 2 play WDT
33784. 1 play W
33785. 0 play R1
33786. 2 play WDT
33787. 1 play R+2
33788. 0 play R7
33789. 2 play R2
33790. 1 play WDT
33791. 0 play R3
33792. 2 play W
33793. 1 play R9
33794. 0 play RR
33795. 2 play WPU
33796. 1 play RPT
33797. 0 play WPU
33798. 2 play W
33799. 1 play WDT
33800. 0 play W
33801. 2 play WPU
33802. 1 play WDT
33803. 0 take
33804. 2 play WPU
33805. 1 play BR
33806. 0 play BPT
33807. 2 play BPT
33808. 1 play B1
33809. 0 play W
33810. 2 play B7
33811. 1 play B5
33812. 0 play W+4
33813. 2 play B1
33814. 1 play B+2
33815. 0 play WDT
33816. 2 play BPT
33817. 1 play B+2
33818. 0 play W+4
33819. 2 play B3
33820. 1 take
33821. 0 play BPT
33822. 0 point 1
33823. 1 point 2
33824. 2 point 0
33825. 2 play YPT
33826. 1 point 0
33827. 0 point 2
33828. 2 point 0
33829. 1 play WDT yellow 0,1
33830. 0 play WDT yellow 0,1
33831. 2 play Y1
33832. 1 play B1
33833. 0 play WDT red 0,1
33834. 2 play W+4 green
33835. 1 challenge
33836. 1 play W green
33837. 0 play G9
33838. 2 play B9
33839. 1 play B7
33840. 0 play BR
33841. 1 play BR
33842. 0 play W+4 green
33843. 2 challenge
33844. 2 play W+4 blue
33845. 1 challenge
33846. 1 play B1
33847. 0 draw
33848. 2 play WPU
33849. 1 play W+4
33850. 0 play W
33851. 2 play W
33852. 1 play BS
33853. 0 play B0
33854. 2 play B4
33855. 1 play BPT
33856. 0 play WDT
33857. 2 play B7
33858. 1 play W
33859. 0 play WDT
33860. 2 play B5
33861. 1 play B8
33862. 0 play WPU
33863. 2 play B6
33864. 1 play B3
33865. 0 play WDT
33866. 2 play W+4
33867. 1 play B+2
33868. 0 play W
33869. 2 play W+4
33870. 1 play W
33871. 0 play WPU
33872. 2 play W+4
33873. 1 play B+2
33874. 0 play W
33875. 2 play WDT
33876. 1 play B5
33877. 0 play W
33878. 2 play WDT
33879. 1 play W+4
33880. 0 play W
33881. 2 play WDT
33882. 1 play BPT
33883. 0 play WPU
33884. 2 play WDT
33885. 1 play BPT
33886. 0 play WPU
33887. 2 play WDT
33888. 1 take
33889. 0 play WPU
33890. 2 play Y5
33891. 1 play YS
33892. 0 play W
33893. 2 play Y4
33894. 1 play WDT
33895. 0 play YPT
33896. 2 play Y+2
33897. 1 play WPU
33898. 0 play Y8
33899. 2 play Y0
33900. 1 play WPU
33901. 0 play W
33902. 2 play Y6
33903. 1 play Y7
33904. 0 play W
33905. 2 play Y1
33906. 1 play WPU
33907. 0 play Y5
33908. 2 play Y3
33909. 1 play WDT
33910. 0 play W
33911. 2 play YPT
33912. 1 play WDT
33913. 0 take
33914. 2 play Y8
33915. 1 play WDT green 0,1
33916. 0 play WPU
33917. 2 take
33918. 1 play BPT
33919. 1 point 0
33920. 2 point 1
33921. 0 point 1
33922. 0 play WPU
33923. 2 play B2
33924. 1 play BS
33925. 0 play W
33926. 2 take
33927. 1 play WDT yellow 0,1
33928. 0 play Y0
33929. 2 play Y3
33930. 1 play WPU
33931. 0 play WPU
33932. 2 play BS
33933. 1 play B8
33934. 0 play W
33935. 2 play B2
33936. 1 play B5
33937. 0 play WDT
33938. 2 play W
33939. 1 play BPT
33940. 0 play WDT
33941. 2 play B4
33942. 1 play W
33943. 0 play W
33944. 2 take
33945. 1 play B3
33946. 0 play R3
33947. 0 play R3
33948. 2 draw
33949. 1 play W red
33950. 0 play R1
33951. 2 play W green
33952. 1 play W+4 green
33953. 0 accept
33954. 2 play WPU
33955. 1 play B3
33956. 0 play W
33957. 2 play B4
33958. 1 play B7
33959. 0 play W
33960. 2 play BS
33961. 1 play WPU
33962. 0 play B9
33963. 2 play BS
33964. 1 play B4
33965. 0 play WDT
33966. 2 play BPT
33967. 1 play B+2
33968. 0 take
33969. 2 play B2
33970. 1 play B+2
33971. 2 play G+2
33972. 0 play W+4 blue
33973. 2 challenge
33974. 2 play WDT red 1,2
33975. 1 play W red
33976. 0 play R6
33977. 2 play R9
33978. 1 play W blue
33979. 0 play B+2
33980. 1 play G+2
33981. 2 play G8
33982. 0 play G8
33983. 2 play G2
33984. 1 play W+4 green
33985. 0 challenge
33986. 0 play G9
33987. 2 play GPT
33988. 0 point 1
33989. 2 point 1
33990. 1 point 0
33991. 1 play BPT
33992. 1 point 0
33993. 2 point 1
33994. 0 point 1
33995. 0 play WPU
33996. 2 play GPT
33997. 1 play WPU
33998. 0 play WDT
33999. 2 play W
34000. 1 play WPU
34001. 0 play GR
34002. 2 play WDT
34003. 1 play G5
34004. 0 play G3
34005. 2 play GR
34006. 1 play W
34007. 0 play W
34008. 2 play G7
34009. 1 play W
34010. 0 play W
34011. 2 play WPU
34012. 1 play WPU
34013. 0 play W
34014. 2 play G5
34015. 1 play WDT
34016. 0 play GS
34017. 2 play GS
34018. 1 play WDT
34019. 0 play WPU
34020. 2 play WPU
34021. 1 play W+4
34022. 0 play W+4
34023. 2 play WPU
34024. 1 play WDT
34025. 0 play G1
34026. 2 play WPU
34027. 1 play W+4
34028. 0 play WDT
34029. 2 play G6
34030. 1 play G2
34031. 0 play G1
34032. 2 play G7
34033. 1 play W+4
34034. 0 play G4
34035. 2 play W
34036. 1 play W
34037. 0 play G4
34038. 2 play G3
34039. 1 play W
34040. 0 take
34041. 2 play G6
34042. 1 play WDT yellow 0,1
34043. 0 play Y2
34044. 2 play YPT
34045. 0 point 2
34046. 1 point 2
34047. 2 point 1
34048. 1 play W red
34049. 0 play R7
34050. 2 play R3
34051. 1 play RPT
34052. 1 point 2
34053. 0 point 1
34054. 2 point 1
34055. 0 play BPT
34056. 1 point 2
34057. 2 point 0
34058. 0 point 2
34059. 2 play B2
34060. 1 play B+2
34061. 2 play W yellow
34062. 1 play Y+2
34063. 2 play W green
34064. 1 play G8
34065. 0 play G7
34066. 2 play W yellow
34067. 1 play W+4 red
34068. 0 challenge
34069. 0 play R4
34070. 2 play R9
34071. 1 play WDT yellow 0,1
34072. 0 play Y5
34073. 2 play YR
34074. 0 play Y3
34075. 1 play Y9
34076. 2 play YPT
34077. 1 point 2
34078. 2 point 1
34079. 0 point 1
34080. 0 play Y+2
34081. 2 play Y7
34082. 0 play B7
34083. 1 play B9
34084. 2 play B8
34085. 0 play WDT blue 0,2
34086. 1 play B5
34087. 2 play B5
34088. 0 play B3
34089. 1 play WPU
34090. 2 play WDT
34091. 0 play W+4
34092. 1 play W
34093. 2 take
34094. 0 play B4
34095. 1 play B8
34096. 2 play B7
34097. 0 play B2
34098. 1 play B3
34099. 2 play W red
34100. 0 play R9
34101. 1 play G9
34102. 2 play WDT blue 0,2
34103. 0 play B4
34104. 1 play W+4 green
34105. 2 accept
34106. 0 play GPT
34107. 1 point 2
34108. 2 point 0
34109. 0 point 1
34110. 1 play G0
34111. 2 play W blue
34112. 0 play W red
34113. 1 play WDT green 1,2
34114. 2 draw
34115. 2 play WDT blue 0,2
34116. 0 play W red
34117. 1 play W+4 red
34118. 2 challenge
34119. 2 play R3
34120. 0 play RS
34121. 2 play W+4 green
34122. 0 accept
34123. 1 play G8
34124. 2 play W+4 yellow
34125. 0 challenge
34126. 0 play W blue
34127. 1 play B0
34128. 2 play BPT
34129. 0 point 2
34130. 2 point 1
34131. 1 point 2
34132. 0 play WDT red 1,2
34133. 1 play R6
34134. 2 play W yellow
34135. 0 play WPU
34136. 1 play WDT
34137. 2 play W+4
34138. 0 play R0
34139. 1 play R1
34140. 2 play W
34141. 0 play WPU
34142. 1 play R1
34143. 2 play WDT
34144. 0 play RPT
34145. 1 take
34146. 2 draw
34147. 2 play W green
34148. 0 play G7
34149. 1 play WPU
34150. 2 play B7
34151. 0 play W
34152. 1 play B1
34153. 2 play B+2
34154. 0 play B7
34155. 1 play B1
34156. 2 take
34157. 0 play BS
34158. 2 play B+2
34159. 1 play BPT
34160. 0 point 1
34161. 2 point 0
34162. 1 point 2
34163. 2 draw
34164. 2 pass
34165. 0 play RPT
34166. 2 point 1
34167. 1 point 2
34168. 0 point 2
34169. 1 play RPT
34170. 1 point 0
34171. 0 point 2
34172. 2 point 1
34173. 2 play W red
34174. 0 play R4
34175. 1 play WPU
34176. 2 play GPT
34177. 0 play G8
34178. 1 play W+4
34179. 2 play G0
34180. 0 play G+2
34181. 1 play W
34182. 2 play GPT
34183. 0 play G3
34184. 1 play G6
34185. 2 play GPT
34186. 0 play W+4
34187. 1 play WDT
34188. 2 play W+4
34189. 0 play GR
34190. 1 play WDT
34191. 2 play GPT
34192. 0 play W+4
34193. 1 take
34194. 2 draw
34195. 0 play WDT green 0,1
34196. 1 play W+4 red
34197. 2 accept
34198. 0 play R7
34199. 1 play R3
34200. 2 play W+4 yellow
34201. 0 challenge
34202. 0 play Y4
34203. 1 play Y1
34204. 2 play W yellow
34205. 0 play Y5
34206. 1 play Y8
34207. 2 play Y9
34208. 0 play Y0
34209. 1 play R0
34210. 2 play R4
34211. 0 play R8
34212. 0 play R8
34213. 1 play R1
34214. 1 play R1
34215. 2 play B1
34216. 0 play Y1
34217. 1 play Y2
34218. 2 play B2
34219. 0 play B5
34220. 1 play W red
34221. 2 draw
34222. 2 play WDT blue 1,2
34223. 0 play WDT blue 1,2
34224. 1 play BPT
34225. 2 point 0
34226. 1 point 0
34227. 0 point 2
34228. 2 play B7
34229. 0 play WPU
34230. 1 play WDT
34231. 2 play W+4
34232. 0 play G2
34233. 1 play GPT
34234. 2 play G7
34235. 0 play W
34236. 1 play GPT
34237. 2 take
34238. 0 play WPU
34239. 1 play WDT
34240. 2 play Y2
34241. 0 play Y+2
34242. 1 play YS
34243. 2 play W+4
34244. 0 play Y7
34245. 1 play W
34246. 2 play WDT
34247. 0 play Y6
34248. 1 play W+4
34249. 2 play W
34250. 0 play W+4
34251. 1 play W+4
34252. 2 play YPT
34253. 0 play Y4
34254. 1 play Y6
34255. 2 play YR
34256. 0 play Y+2
34257. 1 play W+4
34258. 2 play Y9
34259. 0 play Y7
34260. 1 play Y3
34261. 2 play YR
34262. 0 play Y8
34263. 1 take
34264. 2 play Y3
34265. 0 play B3
34266. 1 play B6
34267. 2 play B3
34268. 0 play BS
34269. 2 play B4
34270. 0 play WPU
34271. 1 play B6
34272. 2 play B7
34273. 0 play B9
34274. 1 play W
34275. 2 play B1
34276. 0 play BPT
34277. 1 play BR
34278. 2 play B9
34279. 0 play WPU
34280. 1 play W
34281. 2 play B8
34282. 0 play WPU
34283. 1 play W+4
34284. 2 play B4
34285. 0 play W+4
34286. 1 play W+4
34287. 2 play B8
34288. 0 play B+2
34289. 1 play WDT
34290. 2 take
34291. 0 play WPU
34292. 1 play WDT
34293. 2 play B8
34294. 0 play WDT
34295. 1 play W+4
34296. 2 play B8
34297. 0 play WDT
34298. 1 play BR
34299. 2 play B9
34300. 0 play WPU
34301. 1 play W+4
34302. 2 play B7
34303. 0 play W
34304. 1 play W+4
34305. 2 play B+2
34306. 0 play WPU
34307. 1 take
34308. 2 play BPT
34309. 1 point 2
34310. 2 point 1
34311. 0 point 2
34312. 0 play RPT
34313. 1 point 0
34314. 2 point 0
34315. 0 point 2
34316. 1 play W+4 yellow
34317. 2 accept
34318. 0 play YPT
34319. 0 point 1
34320. 2 point 1
34321. 1 point 2
34322. 1 play Y6
34323. 2 play Y3
34324. 0 play Y5
34325. 1 play B5
34326. 2 play WDT yellow 0,2
34327. 0 play YPT
34328. 1 point 0
34329. 0 point 1
34330. 2 point 0
34331. 1 play Y9
34332. 2 play WPU
34333. 0 play WPU
34334. 1 play B8
34335. 2 play B9
34336. 0 play W+4
34337. 1 play WPU
34338. 2 play BR
34339. 0 play WDT
34340. 1 play B7
34341. 2 play B4
34342. 0 play W
34343. 1 play BR
34344. 2 play B3
34345. 0 play WPU
34346. 1 play B+2
34347. 2 play BPT
34348. 0 play W
34349. 1 play W
34350. 2 play WPU
34351. 0 play B0
34352. 1 play W
34353. 2 play B1
34354. 0 play WDT
34355. 1 play W+4
34356. 2 play WPU
34357. 0 play W
34358. 1 play WDT
34359. 2 play W+4
34360. 0 play WDT
34361. 1 play B8
34362. 2 play B1
34363. 0 play W
34364. 1 play W+4
34365. 2 play W
34366. 0 take
34367. 1 play WDT red 0,1
34368. 2 play R4
34369. 0 play R6
34370. 1 play Y6
34371. 2 play W+4 red
34372. 0 challenge
34373. 0 play RR
34374. 2 play W blue
34375. 1 play WDT blue 0,2
34376. 0 play W yellow
34377. 2 play WPU
34378. 1 play YPT
34379. 0 play Y2
34380. 2 play W+4
34381. 1 play Y0
34382. 0 play YS
34383. 2 play W
34384. 1 play Y4
34385. 0 play WDT
34386. 2 play W
34387. 1 play WPU
34388. 0 play W
34389. 2 play W
34390. 1 play WDT
34391. 0 play W
34392. 2 play W
34393. 1 play Y7
34394. 0 play WPU
34395. 2 take
34396. 1 play Y8
34397. 0 play W red
34398. 2 play R8
34399. 1 play G8
34400. 2 play G8
34401. 1 play G9
34402. 0 play G3
34403. 1 play G3
34404. 0 play GR
34405. 1 play YR
34406. 0 play W+4 yellow
34407. 2 challenge
34408. 2 play YS
34409. 0 play W green
34410. 2 play G2
34411. 1 play G6
34412. 0 draw
34413. 0 play G6
34414. 2 play B6
34415. 1 play B9
34416. 0 play B1
34417. 2 play B7
34418. 1 play Y7
34419. 0 play R7
34420. 2 play Y7
34421. 1 play YR
34422. 2 play YPT
34423. 2 point 0
34424. 1 point 2
34425. 0 point 2
34426. 0 play WDT blue 0,2
34427. 1 draw
34428. 2 play WDT yellow 0,2
34429. 0 play W blue
34430. 1 draw
34431. 1 play W+4 yellow
34432. 2 accept
34433. 0 play W yellow
34434. 1 play YPT
34435. 0 point 2
34436. 1 point 0
34437. 2 point 1
34438. 2 play Y8
34439. 0 play Y9
34440. 1 play Y1
34441. 2 play W red
34442. 0 play R2
34443. 1 play R0
34444. 2 play R3
34445. 0 play R+2
34446. 2 play WPU
34447. 0 play R9
34448. 1 play RPT
34449. 2 play W
34450. 0 play R2
34451. 1 take
34452. 2 play RPT
34453. 0 point 1
34454. 1 point 0
34455. 2 point 0
34456. 0 play RR
34457. 2 play W red
34458. 1 play R3
34459. 0 play R5
34460. 0 play R5
34461. 2 play W+4 blue
34462. 1 challenge
34463. 1 play WDT green 0,1
34464. 0 play WDT yellow 0,1
34465. 2 play W+4 green
34466. 1 challenge
34467. 1 play GPT
34468. 2 point 0
34469. 1 point 0
34470. 0 point 1
34471. 0 play G2
34472. 2 play WDT green 0,2
34473. 1 play W red
34474. 0 play R9
34475. 2 play RS
34476. 0 play RS
34477. 1 play RPT
34478. 2 point 0
34479. 0 point 1
34480. 1 point 2
34481. 0 play W+4 yellow
34482. 2 accept
34483. 1 play WDT yellow 0,2
34484. 0 play W+4 green
34485. 2 accept
34486. 1 play G0
34487. 0 play G1
34488. 2 play WDT red 1,2
34489. 1 play R7
34490. 0 play RPT
34491. 0 point 1
34492. 2 point 0
34493. 1 point 2
34494. 2 play GPT
34495. 2 point 0
34496. 0 point 1
34497. 1 point 0
34498. 1 play YPT
34499. 1 point 0
34500. 2 point 0
34501. 0 point 2
34502. 0 play WDT red 0,1
34503. 2 play W+4 yellow
34504. 1 challenge
34505. 1 play YS
34506. 2 play Y7
34507. 1 play WDT blue 1,2
34508. 0 play B7
34509. 2 play B3
34510. 1 play B5
34511. 0 play B1
34512. 2 play BS
34513. 0 play B4
34514. 2 play WDT red 1,2
34515. 1 play R2
34516. 0 play R5
34517. 2 play R4
34518. 2 play R4
34519. 1 play R9
34520. 0 play W+4 blue
34521. 2 accept
34522. 1 play WPU
34523. 0 play WPU
34524. 2 play WDT
34525. 1 play Y2
34526. 0 play W+4
34527. 2 play WPU
34528. 1 play YS
34529. 0 play Y5
34530. 2 play Y6
34531. 1 play Y3
34532. 0 play W
34533. 2 play W+4
34534. 1 play Y+2
34535. 0 play W
34536. 2 play YPT
34537. 1 play Y1
34538. 0 play WPU
34539. 2 play W
34540. 1 play YPT
34541. 0 play WDT
34542. 2 play Y1
34543. 1 play Y+2
34544. 0 play WPU
34545. 2 play Y5
34546. 1 take
34547. 0 play W red
34548. 2 play W blue
34549. 1 play WPU
34550. 0 play R+2
34551. 2 play WPU
34552. 1 play W
34553. 0 play W+4
34554. 2 play R8
34555. 1 play WDT
34556. 0 play WDT
34557. 2 play RPT
34558. 1 play W+4
34559. 0 play W
34560. 2 play WPU
34561. 1 play RR
34562. 0 play W
34563. 2 play W
34564. 1 play WPU
34565. 0 play R6
34566. 2 play R0
34567. 1 play WPU
34568. 0 play R1
34569. 2 play W
34570. 1 play WDT
34571. 0 play R2
34572. 2 play W+4
34573. 1 play W
34574. 0 play R+2
34575. 2 play R8
34576. 1 play WPU
34577. 0 play R6
34578. 2 play W
34579. 1 play W
34580. 0 play W+4
34581. 2 play W
34582. 1 play W+4
34583. 0 play W
34584. 2 play W
34585. 1 take
34586. 0 play R1
34587. 2 play WDT blue 1,2
34588. 1 play B9
34589. 0 play B3
34590. 2 play G3
34591. 1 play W+4 red
34592. 0 challenge
34593. 0 play WPU
34594. 2 play B2
34595. 1 play B4
34596. 0 play BPT
34597. 2 play WPU
34598. 1 play W
34599. 0 play B+2
34600. 2 play BPT
34601. 1 play WDT
34602. 0 play B0
34603. 2 play WDT
34604. 1 play WDT
34605. 0 play B8
34606. 2 play B6
34607. 1 play WPU
34608. 0 play B8
34609. 2 play B+2
34610. 1 play W
34611. 0 play W+4
34612. 2 play W+4
34613. 1 play WPU
34614. 0 play B2
34615. 2 take
34616. 1 play W+4 red
34617. 0 accept
34618. 2 play W+4 blue
34619. 1 accept
34620. 0 play BPT
34621. 1 point 0
34622. 2 point 1
34623. 0 point 1
34624. 2 play GPT
34625. 2 point 1
34626. 1 point 0
34627. 0 point 1
34628. 1 play YPT
34629. 2 point 1
34630. 0 point 1
34631. 1 point 2
34632. 0 play Y3
34633. 2 play Y2
34634. 1 play W green
34635. 0 play GR
34636. 1 play GPT
34637. 0 point 1
34638. 2 point 0
34639. 1 point 2
34640. 2 play YPT
34641. 2 point 1
34642. 0 point 1
34643. 1 point 2
34644. 0 play BPT
34645. 2 point 1
34646. 0 point 1
34647. 1 point 2
34648. 1 play B3
34649. 2 play B8
34650. 2 play B8
34651. 0 play W+4 red
34652. 1 accept
34653. 2 play R1
34654. 0 play G1
34655. 1 play W yellow
34656. 2 play W+4 red
34657. 0 accept
34658. 1 play RR
34659. 0 play BR
34660. 1 play B1
34661. 2 play BPT
34662. 2 point 1
34663. 1 point 2
34664. 0 point 2
34665. 0 play B7
34666. 1 play W red
34667. 2 play W+4 blue
34668. 0 accept
34669. 1 play B1
34670. 2 play B+2
34671. 1 play W green
34672. 2 play G9
34673. 0 play B9
34674. 1 play WPU
34675. 2 play WDT
34676. 0 play G1
34677. 1 play W
34678. 2 play GPT
34679. 0 play GPT
34680. 1 play G+2
34681. 2 play WDT
34682. 0 play G4
34683. 1 play GR
34684. 2 play WDT
34685. 0 play WPU
34686. 1 play W
34687. 2 play W+4
34688. 0 play G5
34689. 1 play G6
34690. 2 play WPU
34691. 0 play G+2
34692. 1 play WDT
34693. 2 play G9
34694. 0 play W
34695. 1 play WPU
34696. 2 play W
34697. 0 play G5
34698. 1 play G3
34699. 2 play G8
34700. 0 play GS
34701. 1 play WPU
34702. 2 play WPU
34703. 0 play W
34704. 1 play G3
34705. 2 play WPU
34706. 0 play WPU
34707. 1 play W
34708. 2 play G6
34709. 0 play G4
34710. 1 play W
34711. 2 play G7
34712. 0 play WDT
34713. 1 play W+4
34714. 2 play G7
34715. 0 play W
34716. 1 play W+4
34717. 2 play W
34718. 0 play GS
34719. 1 play WPU
34720. 2 play G8
34721. 0 take
34722. 1 play G2
34723. 2 play B2
34724. 0 play W+4 red
34725. 1 accept
34726. 2 play RPT
34727. 1 point 2
34728. 0 point 1
34729. 2 point 0
34730. 0 play WPU
34731. 1 play W+4
34732. 2 play RR
34733. 0 play RS
34734. 1 play R3
34735. 2 play W
34736. 0 play WPU
34737. 1 play RPT
34738. 2 play R9
34739. 0 play WPU
34740. 1 play R2
34741. 2 play R3
34742. 0 play W
34743. 1 play R0
34744. 2 take
34745. 0 play WDT red 0,1
34746. 1 play R1
34747. 2 play W+4 green
34748. 0 challenge
34749. 0 play G+2
34750. 2 play WDT blue 0,1
34751. 0 play B6
34752. 1 play B7
34753. 2 play BPT
34754. 1 point 0
34755. 0 point 1
34756. 2 point 0
34757. 0 play W+4 yellow
34758. 1 challenge
34759. 1 play YPT
34760. 0 point 2
34761. 1 point 0
34762. 2 point 1
34763. 2 play W yellow
34764. 0 play W+4 blue
34765. 1 challenge
34766. 1 play B9
34767. 2 play BPT
34768. 0 point 1
34769. 2 point 0
34770. 1 point 0
34771. 0 play BR
34772. 2 play B4
34773. 1 play WPU
34774. 0 play WPU
34775. 2 play RR
34776. 1 play WDT
34777. 0 play WDT
34778. 2 play W
34779. 1 play RPT
34780. 0 play W
34781. 2 play R9
34782. 1 play WPU
34783. 0 play RPT
34784. 2 play WPU
34785. 1 play R4
34786. 0 play R1
34787. 2 play R7
34788. 1 play RS
34789. 0 play WDT
34790. 2 play R2
34791. 1 play W+4
34792. 0 play WDT
34793. 2 play RS
34794. 1 play R9
34795. 0 play WPU
34796. 2 play WPU
34797. 1 play R2
34798. 0 play W+4
34799. 2 play R3
34800. 1 play R7
34801. 0 play WDT
34802. 2 play RPT
34803. 1 play W
34804. 0 play W+4
34805. 2 play WPU
34806. 1 play W+4
34807. 0 play W
34808. 2 play R0
34809. 1 play R5
34810. 0 play WPU
34811. 2 play R4
34812. 1 play R8
34813. 0 play W+4
34814. 2 play R3
34815. 1 play W
34816. 0 play W
34817. 2 take
34818. 1 play WDT green 0,2
34819. 0 play G7
34820. 2 play WDT green 1,2
34821. 1 play W+4 blue
34822. 0 challenge
34823. 0 play W red
34824. 2 play R7
34825. 1 play WDT blue 0,1
34826. 0 play B7
34827. 2 play W green
34828. 1 play G1
34829. 0 draw
34830. 0 play WPU
34831. 2 play B5
34832. 1 play B8
34833. 0 play BPT
34834. 2 play B4
34835. 1 play W+4
34836. 0 play B1
34837. 2 play WPU
34838. 1 play B6
34839. 0 play BS
34840. 2 play B6
34841. 1 play WDT
34842. 0 play W
34843. 2 play B1
34844. 1 play BPT
34845. 0 play WPU
34846. 2 play B2
34847. 1 play WDT
34848. 0 play WDT
34849. 2 play B5
34850. 1 play WDT
34851. 0 play BS
34852. 2 play B3
34853. 1 take
34854. 0 play W blue
34855. 2 play WPU
34856. 1 play W
34857. 0 play Y7
34858. 2 play Y4
34859. 1 play Y6
34860. 0 play YS
34861. 2 play W+4
34862. 1 play Y1
34863. 0 play WPU
34864. 2 play W
34865. 1 play Y5
34866. 0 play W
34867. 2 play WPU
34868. 1 play WDT
34869. 0 play W
34870. 2 play WDT
34871. 1 play Y8
34872. 0 play WPU
34873. 2 play W
34874. 1 play YS
34875. 0 play Y9
34876. 2 play W
34877. 1 play Y3
34878. 0 play YR
34879. 2 play W+4
34880. 1 play WPU
34881. 0 play YR
34882. 2 play YPT
34883. 1 play Y9
34884. 0 play YPT
34885. 2 play W
34886. 1 play Y+2
34887. 0 play W
34888. 2 play WDT
34889. 1 play WDT
34890. 0 take
34891. 2 play W+4 red
34892. 1 challenge
34893. 1 play R5
34894. 0 play Y5
34895. 2 play W blue
34896. 1 play WPU
34897. 0 play G7
34898. 2 play WDT
34899. 1 play WDT
34900. 0 play G1
34901. 2 play G9
34902. 1 play WDT
34903. 0 play GR
34904. 2 play WDT
34905. 1 play WDT
34906. 0 play G4
34907. 2 play GPT
34908. 1 play W+4
34909. 0 play G9
34910. 2 play WPU
34911. 1 take
34912. 0 play G5
34913. 2 play W+4 green
34914. 1 challenge
34915. 1 play GR
34916. 2 play W green
34917. 0 play G4
34918. 1 play G9
34919. 2 play WPU
34920. 0 play B7
34921. 1 play WDT
34922. 2 play B9
34923. 0 play WDT
34924. 1 play B1
34925. 2 play WPU
34926. 0 play W+4
34927. 1 play WPU
34928. 2 play B0
34929. 0 play WDT
34930. 1 play B6
34931. 2 play W+4
34932. 0 play WPU
34933. 1 play B8
34934. 2 play WPU
34935. 0 play W+4
34936. 1 play BS
34937. 2 play W+4
34938. 0 play WDT
34939. 1 play B5
34940. 2 play B+2
34941. 0 play WPU
34942. 1 play WDT
34943. 2 play B2
34944. 0 play W
34945. 1 play B2
34946. 2 play B+2
34947. 0 play W
34948. 1 play B1
34949. 2 take
34950. 0 play WDT red 1,2
34951. 1 draw
34952. 2 play RR
34953. 1 play R+2
34954. 2 play WDT yellow 0,1
34955. 1 play Y8
34956. 0 play Y7
34957. 2 play Y2
34958. 1 play WDT blue 1,2
34959. 0 play W red
34960. 2 play R9
34961. 2 play R9
34962. 1 play R+2
34963. 2 play W blue
34964. 1 play B5
34965. 0 play BR
34966. 1 play BPT
34967. 0 point 2
34968. 1 point 0
34969. 2 point 1
34970. 2 play B2
34971. 0 draw
34972. 1 play G2
34973. 2 play R2
34974. 0 play RPT
34975. 2 point 0
34976. 1 point 2
34977. 0 point 1
34978. 1 play GPT
34979. 1 point 2
34980. 2 point 0
34981. 0 point 2
34982. 2 play WPU
34983. 0 play YR
34984. 1 play W+4
34985. 2 play W
34986. 0 play WPU
34987. 1 play WDT
34988. 2 play YPT
34989. 0 play Y9
34990. 1 play Y2
34991. 2 play WPU
34992. 0 play W
34993. 1 play Y1
34994. 2 play Y0
34995. 0 play WPU
34996. 1 play Y6
34997. 2 play YPT
34998. 0 play Y8
34999. 1 play WPU
35000. 2 play WDT
35001. 0 play Y8
35002. 1 play Y+2
35003. 2 play W
35004. 0 play YPT
35005. 1 play Y5
35006. 2 play Y7
35007. 0 play YR
35008. 1 play WDT
35009. 2 play WDT
35010. 0 play Y+2
35011. 1 play WDT
35012. 2 play WDT
35013. 0 play Y9
35014. 1 take
35015. 2 play Y2
35016. 1 play Y2
35017. 2 play W+4 red
35018. 0 accept
35019. 1 play W+4 green
35020. 2 challenge
35021. 2 play W+4 green
35022. 0 accept
35023. 1 play G9
35024. 2 play B9
35025. 0 play W+4 green
35026. 1 accept
35027. 2 draw
35028. 2 play WDT green 0,2
35029. 0 play GR
35030. 2 play W+4 yellow
35031. 1 accept
35032. 0 play YS
35033. 1 play Y1
35034. 0 play YS
35035. 1 play WPU
35036. 0 play W
35037. 2 play WDT
35038. 1 play WDT
35039. 0 play WPU
35040. 2 play WDT
35041. 1 play G4
35042. 0 play G2
35043. 2 play W+4
35044. 1 play G1
35045. 0 play GS
35046. 2 play WPU
35047. 1 play W
35048. 0 play G9
35049. 2 play WPU
35050. 1 play WPU
35051. 0 play G0
35052. 2 play WPU
35053. 1 play G7
35054. 0 play G5
35055. 2 play W+4
35056. 1 play G7
35057. 0 play G+2
35058. 2 take
35059. 1 play W+4 green
35060. 0 accept
35061. 2 play GS
35062. 0 play GPT
35063. 2 point 1
35064. 0 point 2
35065. 1 point 2
35066. 2 play WDT yellow 0,1
35067. 1 play YPT
35068. 2 point 0
35069. 1 point 2
35070. 0 point 2
35071. 0 play Y6
35072. 2 play WDT blue 0,2
35073. 1 play W blue
35074. 0 play B4
35075. 2 play B7
35076. 1 play W green
35077. 0 play G8
35078. 2 play G2
35079. 1 play WDT red 0,1
35080. 0 play RR
35081. 1 play WPU
35082. 2 play W+4
35083. 0 play WDT
35084. 1 play YPT
35085. 2 play Y4
35086. 0 play Y4
35087. 1 play Y8
35088. 2 play W
35089. 0 play W
35090. 1 play Y9
35091. 2 play WPU
35092. 0 play W+4
35093. 1 play YPT
35094. 2 play WDT
35095. 0 play Y1
35096. 1 play Y9
35097. 2 play WDT
35098. 0 play W
35099. 1 play YR
35100. 2 play WDT
35101. 0 play YPT
35102. 1 play YR
35103. 2 play W+4
35104. 0 play W+4
35105. 1 play WDT
35106. 2 play W+4
35107. 0 play Y3
35108. 1 play Y5
35109. 2 play WPU
35110. 0 play W
35111. 1 play Y6
35112. 2 play W
35113. 0 play Y3
35114. 1 play Y7
35115. 2 play W
35116. 0 play W
35117. 1 play Y+2
35118. 2 play WPU
35119. 0 play W
35120. 1 play WPU
35121. 2 play W+4
35122. 0 play W
35123. 1 play Y7
35124. 2 play WPU
35125. 0 play W
35126. 1 play Y5
35127. 2 play WPU
35128. 0 take
35129. 1 play Y8
35130. 0 play Y8
35131. 1 play R8
35132. 2 play RPT
35133. 1 point 2
35134. 0 point 1
35135. 2 point 1
35136. 0 play W+4 green
35137. 1 accept
35138. 2 play G0
35139. 0 play G1
35140. 1 play WDT green 0,2
35141. 2 play G9
35142. 0 play R9
35143. 1 play W green
35144. 2 play GPT
35145. 1 point 2
35146. 0 point 2
35147. 2 point 1
35148. 0 play W+4 blue
35149. 1 challenge
35150. 1 play BR
35151. 0 play WPU
35152. 2 play WPU
35153. 1 play W
35154. 0 play W+4
35155. 2 play W+4
35156. 1 play Y+2
35157. 0 play YPT
35158. 2 play W+4
35159. 1 play Y1
35160. 0 play WPU
35161. 2 play W+4
35162. 1 play Y2
35163. 0 play W+4
35164. 2 take
35165. 1 play W yellow
35166. 0 play W yellow
35167. 2 play Y2
35168. 1 play WDT yellow 0,1
35169. 0 play YR
35170. 1 play GR
35171. 0 play W+4 green
35172. 2 accept
35173. 1 play WPU
35174. 0 play BR
35175. 2 play W+4
35176. 1 play B3
35177. 0 play WPU
35178. 2 play BPT
35179. 1 play B6
35180. 0 play B7
35181. 2 play B8
35182. 1 play W
35183. 0 play W
35184. 2 play B1
35185. 1 play B9
35186. 0 play W+4
35187. 2 play B9
35188. 1 play B8
35189. 0 play W
35190. 2 play B+2
35191. 1 play BPT
35192. 0 play WPU
35193. 2 play B3
35194. 1 play WPU
35195. 0 play WPU
35196. 2 play B+2
35197. 1 play BS
35198. 0 play WDT
35199. 2 play B1
35200. 1 play WDT
35201. 0 play W
35202. 2 play B5
35203. 1 play WPU
35204. 0 play W
35205. 2 play WPU
35206. 1 play B4
35207. 0 play WPU
35208. 2 play B2
35209. 1 play BPT
35210. 0 play WDT
35211. 2 play W+4
35212. 1 play BPT
35213. 0 play WPU
35214. 2 play W
35215. 1 take
35216. 0 play W blue
35217. 2 play B2
35218. 1 play B2
35219. 0 play WDT blue 0,2
35220. 2 play B6
35221. 1 play B1
35222. 0 play WDT yellow 1,2
35223. 2 play Y+2
35224. 0 play G+2
35225. 1 play R+2
35226. 2 play WDT red 0,2
35227. 1 play R5
35228. 0 play R2
35229. 2 play Y2
35230. 1 play W red
35231. 0 play W yellow
35232. 2 play W+4 blue
35233. 1 challenge
35234. 1 play B1
35235. 0 play B6
35236. 2 play BS
35237. 0 play GS
35238. 1 play W+4 green
35239. 0 accept
35240. 2 play G5
35241. 1 play G9
35242. 0 play G8
35243. 2 play G7
35244. 1 play WDT red 0,1
35245. 0 play R+2
35246. 1 play B+2
35247. 2 play W+4 blue
35248. 1 challenge
35249. 1 play W+4 blue
35250. 0 challenge
35251. 0 play B4
35252. 2 play B0
35253. 1 play B4
35254. 0 play W red
35255. 2 play WPU
35256. 1 play B6
35257. 0 play WDT
35258. 2 play W
35259. 1 play BPT
35260. 0 play W+4
35261. 2 play WDT
35262. 1 play WDT
35263. 0 play B7
35264. 2 play WDT
35265. 1 play W+4
35266. 0 play W
35267. 2 play B1
35268. 1 play WPU
35269. 0 play WDT
35270. 2 play WPU
35271. 1 play B9
35272. 0 play W
35273. 2 play W+4
35274. 1 play WPU
35275. 0 play W
35276. 2 play WDT
35277. 1 play W+4
35278. 0 play WDT
35279. 2 play B2
35280. 1 play BR
35281. 0 play W
35282. 2 play WPU
35283. 1 play BPT
35284. 0 play WDT
35285. 2 play W+4
35286. 1 play W
35287. 0 play WDT
35288. 2 play W+4
35289. 1 play B3
35290. 0 take
35291. 2 play WPU
35292. 1 play BPT
35293. 0 play W
35294. 2 play W+4
35295. 1 play BS
35296. 0 play B1
35297. 2 play W+4
35298. 1 play W
35299. 0 play WDT
35300. 2 take
35301. 1 play BR
35302. 2 play W+4 red
35303. 0 accept
35304. 1 play W blue
35305. 2 play BPT
35306. 0 point 2
35307. 1 point 2
35308. 2 point 1
35309. 0 play GPT
35310. 0 point 1
35311. 2 point 1
35312. 1 point 0
35313. 1 play WDT yellow 1,2
35314. 2 play W+4 green
35315. 0 challenge
35316. 0 play WPU
35317. 1 play GS
35318. 2 play G5
35319. 0 play GR
35320. 1 play W
35321. 2 play W+4
35322. 0 play G9
35323. 1 play GPT
35324. 2 play G8
35325. 0 play GR
35326. 1 play G0
35327. 2 play G1
35328. 0 play WPU
35329. 1 play W
35330. 2 play GPT
35331. 0 play G5
35332. 1 play WPU
35333. 2 play G2
35334. 0 play W+4
35335. 1 play G9
35336. 2 play G4
35337. 0 play WDT
35338. 1 play W
35339. 2 play G+2
35340. 0 play GPT
35341. 1 play G2
35342. 2 play G4
35343. 0 play GS
35344. 1 play G7
35345. 2 play G7
35346. 0 play G3
35347. 1 play W+4
35348. 2 play G1
35349. 0 play WPU
35350. 1 play W
35351. 2 play WDT
35352. 0 play W+4
35353. 1 play W
35354. 2 play WDT
35355. 0 play G6
35356. 1 play WPU
35357. 2 play W
35358. 0 play WPU
35359. 1 play W
35360. 2 play W
35361. 0 play G6
35362. 1 play W
35363. 2 take
35364. 0 play W+4 red
35365. 1 accept
35366. 2 play W green
35367. 0 play W+4 green
35368. 1 accept
35369. 2 play G5
35370. 0 play Y5
35371. 1 play YPT
35372. 2 point 0
35373. 0 point 2
35374. 1 point 2
35375. 2 play GPT
35376. 0 point 2
35377. 2 point 1
35378. 1 point 0
35379. 0 play W+4 green
35380. 1 challenge
35381. 1 play W blue
35382. 2 draw
35383. 2 play W+4 red
35384. 0 accept
35385. 1 play WDT green 1,2
35386. 2 play G+2
35387. 1 play B+2
35388. 0 play BR
35389. 2 play W+4 blue
35390. 1 challenge
35391. 1 play B3
35392. 0 play BPT
35393. 1 point 2
35394. 2 point 1
35395. 0 point 1
35396. 2 play BPT
35397. 0 point 2
35398. 1 point 0
35399. 2 point 0
35400. 1 play BPT
35401. 1 point 2
35402. 0 point 2
35403. 2 point 1
35404. 0 play B6
35405. 2 play WDT yellow 0,1
35406. 1 play WPU
35407. 0 play WDT
35408. 2 play WDT
35409. 1 play WPU
35410. 0 play BPT
35411. 2 play BS
35412. 1 play B8
35413. 0 play B6
35414. 2 play BPT
35415. 1 play BR
35416. 0 play B3
35417. 2 play B1
35418. 1 play B8
35419. 0 play B7
35420. 2 play BS
35421. 1 play BPT
35422. 0 play W+4
35423. 2 play W
35424. 1 play WPU
35425. 0 play W
35426. 2 play WPU
35427. 1 play B5
35428. 0 play WDT
35429. 2 play WPU
35430. 1 play B4
35431. 0 play WDT
35432. 2 play W+4
35433. 1 play B4
35434. 0 play B1
35435. 2 play WPU
35436. 1 play B+2
35437. 0 play W+4
35438. 2 play WDT
35439. 1 play W+4
35440. 0 play B9
35441. 2 play BR
35442. 1 play WPU
35443. 0 play B2
35444. 2 play W+4
35445. 1 play WPU
35446. 0 play B2
35447. 2 play B3
35448. 1 play B7
35449. 0 play WDT
35450. 2 play WPU
35451. 1 play B9
35452. 0 play WDT
35453. 2 play WPU
35454. 1 play WPU
35455. 0 play WDT
35456. 2 play WPU
35457. 1 play B5
35458. 0 play W
35459. 2 play W
35460. 1 play W+4
35461. 0 play WDT
35462. 2 play B+2
35463. 1 play B0
35464. 0 play WDT
35465. 2 play W+4
35466. 1 play W+4
35467. 0 play WDT
35468. 2 play W
35469. 1 take
35470. 0 play W green
35471. 2 play GR
35472. 0 play G5
35473. 1 play WPU
35474. 2 play W+4
35475. 0 play W
35476. 1 play B9
35477. 2 play W+4
35478. 0 play W
35479. 1 play W+4
35480. 2 play W
35481. 0 play W
35482. 1 play BPT
35483. 2 play W
35484. 0 take
35485. 1 play B+2
35486. 0 play W+4 blue
35487. 1 challenge
35488. 1 play B8
35489. 2 play G8
35490. 0 play W+4 red
35491. 1 accept
35492. 2 play R9
35493. 2 play R9
35494. 0 play WPU
35495. 1 play W+4
35496. 2 play R0
35497. 0 play WDT
35498. 1 play WPU
35499. 2 play R8
35500. 0 play W+4
35501. 1 play W+4
35502. 2 play R+2
35503. 0 play W
35504. 1 play R+2
35505. 2 play W+4
35506. 0 play WPU
35507. 1 play R2
35508. 2 play W+4
35509. 0 play R8
35510. 1 play R6
35511. 2 play R4
35512. 0 play W
35513. 1 play W
35514. 2 play R3
35515. 0 play W
35516. 1 play W+4
35517. 2 play R7
35518. 0 play W
35519. 1 play WDT
35520. 2 play R4
35521. 0 play W
35522. 1 play R6
35523. 2 play RS
35524. 0 take
35525. 1 play WPU
35526. 2 play R3
35527. 0 play R8
35528. 1 play W+4
35529. 2 play R7
35530. 0 play R0
35531. 1 play W
35532. 2 play R1
35533. 0 play R4
35534. 1 play WDT
35535. 2 play R1
35536. 0 play R7
35537. 1 play WPU
35538. 2 play RPT
35539. 0 play R2
35540. 1 play W
35541. 2 play R5
35542. 0 play W
35543. 1 play W
35544. 2 play RPT
35545. 0 play WPU
35546. 1 play WDT
35547. 2 play RR
35548. 0 play R8
35549. 1 play W
35550. 2 play RR
35551. 0 play R9
35552. 1 play WPU
35553. 2 play RPT
35554. 0 play RS
35555. 1 play WDT
35556. 2 play W
35557. 0 play WDT
35558. 1 play WPU
35559. 2 play R5
35560. 0 play WDT
35561. 1 play WDT
35562. 2 play RS
35563. 0 play W
35564. 1 play WPU
35565. 2 play W
35566. 0 play R3
35567. 1 play WPU
35568. 2 play RPT
35569. 0 play WPU
35570. 1 play WPU
35571. 2 play R2
35572. 0 play R+2
35573. 1 play WPU
35574. 2 play W
35575. 0 play R6
35576. 1 play W+4
35577. 2 play W
35578. 0 play W
35579. 1 play WDT
35580. 2 play W
35581. 0 play W
35582. 1 play WPU
35583. 2 play W
35584. 0 play R+2
35585. 1 play W+4
35586. 2 take
35587. 0 play W green
35588. 1 play W+4 green
35589. 2 challenge
35590. 2 play WPU
35591. 0 play G3
35592. 1 play W
35593. 2 play G3
35594. 0 play W+4
35595. 1 play WDT
35596. 2 play WDT
35597. 0 play GR
35598. 1 play WPU
35599. 2 play G6
35600. 0 play G8
35601. 1 play W+4
35602. 2 play G5
35603. 0 play W+4
35604. 1 play WPU
35605. 2 play G6
35606. 0 play GPT
35607. 1 play WDT
35608. 2 play G9
35609. 0 play W
35610. 1 play G8
35611. 2 play WDT
35612. 0 play W+4
35613. 1 play WDT
35614. 2 play G5
35615. 0 play W+4
35616. 1 play WDT
35617. 2 play G7
35618. 0 play W+4
35619. 1 play WDT
35620. 2 play G4
35621. 0 play W+4
35622. 1 take
35623. 2 play WPU
35624. 0 play W+4
35625. 1 play G8
35626. 2 play WPU
35627. 0 take
35628. 1 play GR
35629. 0 play W+4 green
35630. 2 challenge
35631. 2 play G1
35632. 1 play G5
35633. 0 play WPU
35634. 2 play W
35635. 1 play W+4
35636. 0 play G8
35637. 2 play W+4
35638. 1 play WDT
35639. 0 play WPU
35640. 2 play GR
35641. 1 play W
35642. 0 play WPU
35643. 2 play G2
35644. 1 play W+4
35645. 0 play GR
35646. 2 play GPT
35647. 1 play GPT
35648. 0 take
35649. 2 play G7
35650. 1 play G5
35651. 0 play G5
35652. 2 play G4
35653. 1 play G6
35654. 0 play R6
35655. 2 play R6
35656. 1 draw
35657. 0 play B6
35658. 1 play B6
35659. 0 play B9
35660. 2 play R9
35661. 1 play WDT blue 1,2
35662. 0 play W green
35663. 2 play GS
35664. 0 play YS
35665. 1 play Y2
35666. 0 play G2
35667. 2 play GPT
35668. 0 point 1
35669. 2 point 0
35670. 1 point 0
35671. 1 play WPU
35672. 0 play YPT
35673. 2 play YPT
35674. 1 play Y0
35675. 0 play Y3
35676. 2 play YPT
35677. 1 play W
35678. 0 play YR
35679. 2 play W+4
35680. 1 play W+4
35681. 0 play Y+2
35682. 2 play WDT
35683. 1 play W+4
35684. 0 play WDT
35685. 2 play Y5
35686. 1 play WPU
35687. 0 play Y8
35688. 2 play YS
35689. 1 play WDT
35690. 0 play Y3
35691. 2 play WDT
35692. 1 play Y8
35693. 0 play Y2
35694. 2 play WPU
35695. 1 play W+4
35696. 0 play Y5
35697. 2 play Y1
35698. 1 play W+4
35699. 0 play W+4
35700. 2 play W+4
35701. 1 play WDT
35702. 0 play Y1
35703. 2 play WDT
35704. 1 play WDT
35705. 0 play W+4
35706. 2 play W
35707. 1 play W+4
35708. 0 play Y9
35709. 2 play W
35710. 1 play W+4
35711. 0 play Y9
35712. 2 play WPU
35713. 1 play WDT
35714. 0 play Y4
35715. 2 play WPU
35716. 1 play WDT
35717. 0 play YR
35718. 2 play W
35719. 1 take
35720. 0 play Y7
35721. 2 play WDT red 1,2
35722. 1 play WPU
35723. 0 play WPU
35724. 2 play G1
35725. 1 play G7
35726. 0 play WPU
35727. 2 play GPT
35728. 1 play G6
35729. 0 play G5
35730. 2 play G+2
35731. 1 play G4
35732. 0 play GR
35733. 2 play G+2
35734. 1 play WPU
35735. 0 play W
35736. 2 play G2
35737. 1 play WDT
35738. 0 play GPT
35739. 2 play W
35740. 1 play W
35741. 0 play G8
35742. 2 play G9
35743. 1 play G1
35744. 0 play GPT
35745. 2 play WDT
35746. 1 play WDT
35747. 0 play GR
35748. 2 play W
35749. 1 play WPU
35750. 0 play W+4
35751. 2 play GS
35752. 1 play G9
35753. 0 play W+4
35754. 2 play WPU
35755. 1 play WDT
35756. 0 take
35757. 2 play W green
35758. 1 play G8
35759. 0 play WPU
35760. 2 play W
35761. 1 play WPU
35762. 0 play W+4
35763. 2 play G0
35764. 1 play W
35765. 0 play GPT
35766. 2 play W
35767. 1 play G6
35768. 0 play G+2
35769. 2 play WPU
35770. 1 play WDT
35771. 0 play G7
35772. 2 play WPU
35773. 1 play W
35774. 0 play W
35775. 2 play WPU
35776. 1 play G3
35777. 0 play G1
35778. 2 play W
35779. 1 play W
35780. 0 play WPU
35781. 2 play W
35782. 1 play G3
35783. 0 play GR
35784. 2 play W
35785. 1 play W+4
35786. 0 play WDT
35787. 2 play W
35788. 1 play W+4
35789. 0 play G8
35790. 2 play W
35791. 1 play WDT
35792. 0 play G9
35793. 2 take
35794. 1 play WDT blue 1,2
35795. 0 play BPT
35796. 1 point 2
35797. 2 point 1
35798. 0 point 2
35799. 2 play RPT
35800. 1 point 0
35801. 2 point 1
35802. 0 point 2
35803. 1 play WDT blue 0,1
35804. 0 play B+2
35805. 1 play B5
35806. 0 play W green
35807. 2 play G0
35808. 1 play B0
35809. 0 play B6
35810. 2 play G6
35811. 1 play W+4 yellow
35812. 0 accept
35813. 2 play WDT red 0,2
35814. 1 play W green
35815. 0 play W+4 yellow
35816. 2 challenge
35817. 2 play WDT red 1,2
35818. 1 play W+4 green
35819. 0 challenge
35820. 0 play WDT red 0,1
35821. 2 play WPU
35822. 1 play W+4
35823. 0 play R4
35824. 2 play R2
35825. 1 play W+4
35826. 0 play WDT
35827. 2 play R8
35828. 1 play W
35829. 0 play R9
35830. 2 play W
35831. 1 play W+4
35832. 0 play WDT
35833. 2 play RS
35834. 1 play WDT
35835. 0 play W
35836. 2 play W+4
35837. 1 play WDT
35838. 0 play WPU
35839. 2 play R3
35840. 1 play W+4
35841. 0 play WPU
35842. 2 play R8
35843. 1 play W+4
35844. 0 play W
35845. 2 play WDT
35846. 1 play WDT
35847. 0 play WPU
35848. 2 play W+4
35849. 1 play WDT
35850. 0 play WPU
35851. 2 play R1
35852. 1 play W+4
35853. 0 play WPU
35854. 2 play RS
35855. 1 play WDT
35856. 0 play WPU
35857. 2 play R1
35858. 1 play WDT
35859. 0 play WPU
35860. 2 play R6
35861. 1 take
35862. 0 pass
35863. 2 play R5
35864. 1 play R8
35865. 0 play G8
35866. 2 play W red
35867. 1 play W+4 blue
35868. 0 challenge
35869. 0 play WPU
35870. 2 play W
35871. 1 play WDT
35872. 0 play B+2
35873. 2 play B5
35874. 1 play B5
35875. 0 play B9
35876. 2 play W+4
35877. 1 play B6
35878. 0 take
35879. 2 play B6
35880. 1 play B9
35881. 0 play W+4 yellow
35882. 2 challenge
35883. 2 play W+4 blue
35884. 1 challenge
35885. 1 play BS
35886. 2 play W+4 yellow
35887. 1 accept
35888. 0 play Y7
35889. 2 play W blue
35890. 1 play B8
35891. 0 play WDT green 0,1
35892. 2 play G1
35893. 1 play G8
35894. 0 play G4
35895. 2 play GS
35896. 0 play G4
35897. 2 play GPT
35898. 2 point 1
35899. 0 point 2
35900. 1 point 0
35901. 1 play GPT
35902. 1 point 0
35903. 0 point 2
35904. 2 point 0
35905. 0 play W+4 yellow
35906. 2 challenge
35907. 2 play Y7
35908. 1 play YR
35909. 2 play RR
35910. 1 play WDT red 1,2
35911. 0 play WDT green 0,2
35912. 2 play W blue
35913. 1 play B7
35914. 0 play WPU
35915. 2 play BPT
35916. 1 play B7
35917. 0 play W+4
35918. 2 play WPU
35919. 1 play WPU
35920. 0 play B9
35921. 2 play W
35922. 1 play B2
35923. 0 play B6
35924. 2 play WPU
35925. 1 play B4
35926. 0 play B+2
35927. 2 play WPU
35928. 1 play BPT
35929. 0 play B8
35930. 2 play WPU
35931. 1 play B3
35932. 0 play B6
35933. 2 play W
35934. 1 play WDT
35935. 0 play W
35936. 2 play W
35937. 1 play BPT
35938. 0 play B9
35939. 2 play W
35940. 1 play W+4
35941. 0 play B5
35942. 2 play W
35943. 1 play B0
35944. 0 play B5
35945. 2 play W
35946. 1 play WDT
35947. 0 take
35948. 2 play W green
35949. 1 play W+4 red
35950. 0 challenge
35951. 0 play WDT yellow 0,1
35952. 2 play Y7
35953. 1 play Y5
35954. 1 play Y5
35955. 0 play YPT
35956. 1 point 2
35957. 2 point 0
35958. 0 point 1
35959. 2 play RPT
35960. 0 point 2
35961. 2 point 1
35962. 1 point 0
35963. 1 play W blue
35964. 0 play B8
35965. 2 draw
35966. 2 play WDT green 1,2
35967. 1 play WDT yellow 0,2
35968. 0 play Y6
35969. 2 play W green
35970. 1 play WPU
35971. 0 play WPU
35972. 2 play W+4
35973. 1 play W+4
35974. 0 play WDT
35975. 2 take
35976. 1 play Y7
35977. 0 play Y5
35978. 2 play WPU
35979. 1 play Y2
35980. 0 play W+4
35981. 2 play WDT
35982. 1 play YPT
35983. 0 play W+4
35984. 2 play YPT
35985. 1 play Y9
35986. 0 play W
35987. 2 play W+4
35988. 1 play W+4
35989. 0 play Y+2
35990. 2 play W+4
35991. 1 play YR
35992. 0 play Y4
35993. 2 take
35994. 1 play YR
35995. 2 play YR
35996. 1 play YPT
35997. 2 point 0
35998. 0 point 1
35999. 1 point 2
36000. 0 play WDT green 0,2
36001. 2 play GR
36002. 0 play G5
36003. 1 play WDT red 0,1
36004. 2 play R9
36005. 0 play G9
36006. 1 play W green
36007. 2 play WDT green 0,1
36008. 0 play G8
36009. 1 play GPT
36010. 0 point 1
36011. 2 point 0
36012. 1 point 0
36013. 2 play G+2
36014. 1 play W+4 green
36015. 2 accept
36016. 0 play G2
36017. 1 draw
36018. 2 play R2
36019. 0 play B2
36020. 1 play B4
36021. 2 play WPU
36022. 0 play B4
36023. 1 play B2
36024. 2 play W+4
36025. 0 play WDT
36026. 1 play W+4
36027. 2 play W+4
36028. 0 play B6
36029. 1 play B+2
36030. 2 play W
36031. 0 play B7
36032. 1 play B8
36033. 2 play WPU
36034. 0 play B+2
36035. 1 play WPU
36036. 2 play W
36037. 0 play B6
36038. 1 play BS
36039. 2 play W+4
36040. 0 play W
36041. 1 play BS
36042. 2 play W+4
36043. 0 play B5
36044. 1 play WDT
36045. 2 play WDT
36046. 0 play BPT
36047. 1 play WPU
36048. 2 play W+4
36049. 0 play W
36050. 1 play W+4
36051. 2 play W+4
36052. 0 play B3
36053. 1 play WPU
36054. 2 take
36055. 0 play B5
36056. 1 play R5
36057. 2 play W red
36058. 0 play RPT
36059. 0 point 1
36060. 1 point 2
36061. 2 point 0
36062. 1 play YPT
36063. 2 point 0
36064. 1 point 0
36065. 0 point 2
36066. 2 play RPT
36067. 0 point 2
36068. 1 point 2
36069. 2 point 0
36070. 0 play W blue
36071. 1 play W blue
36072. 2 play BPT
36073. 2 point 1
36074. 0 point 1
36075. 1 point 2
36076. 0 play GPT
36077. 2 point 1
36078. 0 point 1
36079. 1 point 0
36080. 1 play W green
36081. 2 play G8
36082. 0 play W blue
36083. 1 play WPU
36084. 2 play G0
36085. 0 play G+2
36086. 1 play W+4
36087. 2 play G6
36088. 0 play WPU
36089. 1 play WDT
36090. 2 play W+4
36091. 0 play G1
36092. 1 play W+4
36093. 2 play GPT
36094. 0 play G1
36095. 1 play G+2
36096. 2 play WPU
36097. 0 play GR
36098. 1 play G2
36099. 2 play G2
36100. 0 play WPU
36101. 1 play WDT
36102. 2 play G7
36103. 0 play GPT
36104. 1 play W
36105. 2 play G4
36106. 0 play GS
36107. 1 play WPU
36108. 2 play W
36109. 0 play WPU
36110. 1 play WDT
36111. 2 play G9
36112. 0 play W
36113. 1 play W+4
36114. 2 play W+4
36115. 0 play G8
36116. 1 play W
36117. 2 play G7
36118. 0 play G6
36119. 1 play WDT
36120. 2 play G3
36121. 0 play GS
36122. 1 play WDT
36123. 2 play GPT
36124. 0 play WDT
36125. 1 play WDT
36126. 2 play WPU
36127. 0 play W
36128. 1 play W
36129. 2 play G3
36130. 0 play W
36131. 1 play W
36132. 2 play W+4
36133. 0 play G4
36134. 1 play WDT
36135. 2 play WDT
36136. 0 play G5
36137. 1 take
36138. 2 play W red
36139. 0 play WDT green 1,2
36140. 1 play WPU
36141. 2 play WDT
36142. 0 play B4
36143. 1 play B1
36144. 2 play W+4
36145. 0 play B0
36146. 1 play W+4
36147. 2 play WPU
36148. 0 play BPT
36149. 1 play BR
36150. 2 play B3
36151. 0 play B7
36152. 1 play WDT
36153. 2 play B6
36154. 0 play B9
36155. 1 play WPU
36156. 2 play B7
36157. 0 play WPU
36158. 1 play W+4
36159. 2 play W
36160. 0 play WPU
36161. 1 play B3
36162. 2 play W
36163. 0 play BPT
36164. 1 play W
36165. 2 play B4
36166. 0 play B9
36167. 1 play W
36168. 2 play B2
36169. 0 take
36170. 1 play B1
36171. 2 play WDT yellow 0,2
36172. 0 play WPU
36173. 1 play RS
36174. 2 play R0
36175. 0 play WPU
36176. 1 play R1
36177. 2 play WPU
36178. 0 play W+4
36179. 1 play R9
36180. 2 play R4
36181. 0 play W+4
36182. 1 play WDT
36183. 2 play W+4
36184. 0 play WDT
36185. 1 play RS
36186. 2 play R3
36187. 0 play W+4
36188. 1 play RR
36189. 2 play RR
36190. 0 play W
36191. 1 play R8
36192. 2 play R+2
36193. 0 play WPU
36194. 1 play R4
36195. 2 play R7
36196. 0 play WDT
36197. 1 play R2
36198. 2 play R5
36199. 0 play WPU
36200. 1 play WPU
36201. 2 play W+4
36202. 0 play W
36203. 1 play W+4
36204. 2 play W
36205. 0 play W
36206. 1 play W
36207. 2 play RPT
36208. 0 play W
36209. 1 play R1
36210. 2 play R6
36211. 0 take
36212. 1 play R6
36213. 0 play R6
36214. 1 play W red
36215. 2 draw
36216. 0 play R0
36217. 1 play WDT yellow 0,2
36218. 2 play Y7
36219. 0 play W green
36220. 1 play GR
36221. 0 play G5
36222. 2 play Y5
36223. 1 play Y1
36224. 0 play R1
36225. 2 draw
36226. 2 play B1
36227. 1 play BR
36228. 2 draw
36229. 2 play WDT green 1,2
36230. 0 play W green
36231. 1 play GPT
36232. 2 point 0
36233. 1 point 2
36234. 0 point 1
36235. 2 play RPT
36236. 0 point 2
36237. 1 point 2
36238. 2 point 1
36239. 0 play RR
36240. 2 play YR
36241. 0 play W red
36242. 1 play W yellow
36243. 2 play Y+2
36244. 1 play Y7
36245. 2 play R7
36246. 0 play WDT red 0,2
36247. 1 play R2
36248. 2 play R+2
36249. 1 play R3
36250. 2 play WPU
36251. 0 play WPU
36252. 1 play G2
36253. 2 play W+4
36254. 0 play W+4
36255. 1 play G8
36256. 2 play W+4
36257. 0 play W+4
36258. 1 play GPT
36259. 2 play GR
36260. 0 play WPU
36261. 1 play G0
36262. 2 play W
36263. 0 play W+4
36264. 1 play G9
36265. 2 play W
36266. 0 play W
36267. 1 play G+2
36268. 2 take
36269. 0 play WDT blue 0,1
36270. 1 play W blue
36271. 2 play BS
36272. 1 play W red
36273. 2 play WPU
36274. 0 play R6
36275. 1 play W+4
36276. 2 play W
36277. 0 play RS
36278. 1 play WDT
36279. 2 play W
36280. 0 play R+2
36281. 1 play W+4
36282. 2 play W+4
36283. 0 play R5
36284. 1 play W+4
36285. 2 play W
36286. 0 play R4
36287. 1 play WDT
36288. 2 play R9
36289. 0 play R4
36290. 1 play R8
36291. 2 play RPT
36292. 0 play R2
36293. 1 play W+4
36294. 2 play W+4
36295. 0 play R5
36296. 1 play W
36297. 2 play W+4
36298. 0 play W+4
36299. 1 play WPU
36300. 2 play WPU
36301. 0 play R7
36302. 1 play W
36303. 2 play W+4
36304. 0 play R9
36305. 1 play WDT
36306. 2 play W+4
36307. 0 play W
36308. 1 play WPU
36309. 2 take
36310. 0 play R1
36311. 1 play Y1
36312. 2 play W green
36313. 0 play WPU
36314. 1 play G5
36315. 2 play W
36316. 0 play W+4
36317. 1 play GPT
36318. 2 play G9
36319. 0 play W+4
36320. 1 play WPU
36321. 2 play W+4
36322. 0 play W
36323. 1 play G1
36324. 2 play G+2
36325. 0 play W
36326. 1 play G7
36327. 2 play W+4
36328. 0 play W
36329. 1 play G7
36330. 2 play GPT
36331. 0 play WDT
36332. 1 play WDT
36333. 2 play W
36334. 0 play WDT
36335. 1 play G2
36336. 2 play G2
36337. 0 play WPU
36338. 1 play G4
36339. 2 play WPU
36340. 0 play WPU
36341. 1 play GS
36342. 2 play WDT
36343. 0 take
36344. 1 play GS
36345. 0 play G+2
36346. 2 play B+2
36347. 1 play W green
36348. 2 play WDT yellow 0,1
36349. 0 play WPU
36350. 1 play Y5
36351. 2 play WPU
36352. 0 play W+4
36353. 1 play Y2
36354. 2 play WDT
36355. 0 play W+4
36356. 1 play YS
36357. 2 play YPT
36358. 0 play W+4
36359. 1 play Y7
36360. 2 play W
36361. 0 play YR
36362. 1 play YPT
36363. 2 play Y1
36364. 0 play W+4
36365. 1 play YS
36366. 2 play Y6
36367. 0 play Y6
36368. 1 play Y0
36369. 2 play W
36370. 0 play W
36371. 1 play WDT
36372. 2 play W
36373. 0 play W
36374. 1 play Y+2
36375. 2 play WPU
36376. 0 play WDT
36377. 1 play WDT
36378. 2 play Y9
36379. 0 play WDT
36380. 1 play Y9
36381. 2 play Y2
36382. 0 play WDT
36383. 1 play WPU
36384. 2 play W+4
36385. 0 play WDT
36386. 1 play YPT
36387. 2 play YPT
36388. 0 play W
36389. 1 play Y4
36390. 2 play Y4
36391. 0 play WPU
36392. 1 play Y3
36393. 2 play W+4
36394. 0 play W
36395. 1 play Y3
36396. 2 play W+4
36397. 0 play W
36398. 1 play Y8
36399. 2 play W+4
36400. 0 play WPU
36401. 1 play Y8
36402. 2 play W+4
36403. 0 play WPU
36404. 1 play WDT
36405. 2 play W+4
36406. 0 play WPU
36407. 1 take
36408. 2 play W+4 green
36409. 0 accept
36410. 1 play G1
36411. 2 play G8
36412. 0 play G4
36413. 1 play GS
36414. 0 play W red
36415. 1 play RPT
36416. 1 point 0
36417. 2 point 0
36418. 0 point 2
36419. 2 play R6
36420. 0 play WDT red 0,1
36421. 1 play R7
36422. 2 play R+2
36423. 1 play B+2
36424. 0 play B0
36425. 1 play BPT
36426. 1 point 2
36427. 2 point 1
36428. 0 point 1
36429. 2 play WDT blue 1,2
36430. 0 play B2
36431. 1 play W+4 red
36432. 2 challenge
36433. 2 play R2
36434. 0 play G2
36435. 1 play G9
36436. 0 play G9
36437. 1 play W+4 red
36438. 2 challenge
36439. 2 play W blue
36440. 0 draw
36441. 0 play BPT
36442. 0 point 1
36443. 2 point 1
36444. 1 point 2
36445. 1 draw
36446. 1 play B0
36447. 2 play W red
36448. 0 play RPT
36449. 2 point 1
36450. 0 point 2
36451. 1 point 0
36452. 1 play WPU
36453. 2 play R3
36454. 0 play R3
36455. 1 play W+4
36456. 2 play WPU
36457. 0 play R1
36458. 1 play RR
36459. 2 play R0
36460. 0 play RR
36461. 1 play W+4
36462. 2 play R9
36463. 0 play RPT
36464. 1 play W
36465. 2 play R8
36466. 0 play WPU
36467. 1 play W
36468. 2 play R7
36469. 0 play WPU
36470. 1 play R6
36471. 2 play W+4
36472. 0 play R8
36473. 1 play W+4
36474. 2 play R5
36475. 0 play RS
36476. 1 play W
36477. 2 play R9
36478. 0 play R2
36479. 1 play W
36480. 2 play R4
36481. 0 play WPU
36482. 1 play WDT
36483. 2 play RS
36484. 0 take
36485. 1 play WDT red 1,2
36486. 2 play R+2
36487. 1 play G+2
36488. 0 play GPT
36489. 2 point 0
36490. 0 point 2
36491. 1 point 2
36492. 1 play G9
36493. 2 play WDT yellow 1,2
36494. 0 play W+4 red
36495. 1 challenge
36496. 1 play WPU
36497. 2 play W
36498. 0 play R2
36499. 1 play WDT
36500. 2 play R4
36501. 0 play W+4
36502. 1 play W
36503. 2 play W+4
36504. 0 play WDT
36505. 1 play R1
36506. 2 play R5
36507. 0 play RR
36508. 1 play W+4
36509. 2 play R2
36510. 0 play R0
36511. 1 play WPU
36512. 2 play W
36513. 0 play R6
36514. 1 play WPU
36515. 2 play RPT
36516. 0 play R6
36517. 1 play WPU
36518. 2 play RPT
36519. 0 play R4
36520. 1 play WPU
36521. 2 play WDT
36522. 0 play RS
36523. 1 play W
36524. 2 play WDT
36525. 0 play RPT
36526. 1 play W+4
36527. 2 take
36528. 0 play RR
36529. 2 play RS
36530. 0 play R7
36531. 2 play R5
36532. 0 play R5
36533. 2 play WDT red 0,1
36534. 1 draw
36535. 0 play WDT blue 0,2
36536. 2 play WPU
36537. 1 play G2
36538. 0 play G1
36539. 2 play G4
36540. 1 play W
36541. 0 play W
36542. 2 play W+4
36543. 1 play GPT
36544. 0 play W+4
36545. 2 play WDT
36546. 1 play WPU
36547. 0 play W
36548. 2 play W+4
36549. 1 play G3
36550. 0 play W+4
36551. 2 play G8
36552. 1 play W
36553. 0 play GR
36554. 2 play W+4
36555. 1 play G+2
36556. 0 play WPU
36557. 2 play GR
36558. 1 play G4
36559. 0 play WPU
36560. 2 play WPU
36561. 1 play WDT
36562. 0 play G5
36563. 2 play WPU
36564. 1 play WPU
36565. 0 play GS
36566. 2 play WDT
36567. 1 play W+4
36568. 0 play G2
36569. 2 play WPU
36570. 1 play W+4
36571. 0 play G5
36572. 2 play G1
36573. 1 play G6
36574. 0 play W
36575. 2 play WDT
36576. 1 play G6
36577. 0 play G9
36578. 2 play G0
36579. 1 play G3
36580. 0 play W
36581. 2 play W
36582. 1 play W+4
36583. 0 play W
36584. 2 play W+4
36585. 1 play W
36586. 0 play GS
36587. 2 play W
36588. 1 play WDT
36589. 0 play G7
36590. 2 play W
36591. 1 play W+4
36592. 0 play WPU
36593. 2 play W+4
36594. 1 play W
36595. 0 play GPT
36596. 2 play W
36597. 1 play W
36598. 0 play G8
36599. 2 take
36600. 1 play WDT green 0,2
36601. 0 play WPU
36602. 2 play R1
36603. 1 play WDT
36604. 0 play W+4
36605. 2 play RPT
36606. 1 play WDT
36607. 0 play RS
36608. 2 play W
36609. 1 take
36610. 0 play R3
36611. 2 play R4
36612. 1 play W+4 blue
36613. 0 challenge
36614. 0 play B1
36615. 2 play B8
36616. 1 play WPU
36617. 0 play B5
36618. 2 play B+2
36619. 1 play B2
36620. 0 play B6
36621. 2 play BR
36622. 1 play BPT
36623. 0 play B7
36624. 2 play BS
36625. 1 play B+2
36626. 0 play B9
36627. 2 play WPU
36628. 1 play BS
36629. 0 play B4
36630. 2 play B5
36631. 1 play WDT
36632. 0 play B3
36633. 2 play B2
36634. 1 play WDT
36635. 0 play BR
36636. 2 play B6
36637. 1 play WDT
36638. 0 play B3
36639. 2 play W+4
36640. 1 play W
36641. 0 play B1
36642. 2 play B8
36643. 1 play W
36644. 0 play B7
36645. 2 play WDT
36646. 1 take
36647. 0 play BPT
36648. 0 point 2
36649. 1 point 2
36650. 2 point 0
36651. 2 play WDT red 1,2
36652. 1 play RS
36653. 2 play W red
36654. 1 play RPT
36655. 2 point 1
36656. 1 point 0
36657. 0 point 1
36658. 0 play WDT red 1,2
36659. 2 play WPU
36660. 1 play B8
36661. 0 play B4
36662. 2 play WDT
36663. 1 play B7
36664. 0 play BPT
36665. 2 play WDT
36666. 1 play B5
36667. 0 play B9
36668. 2 play W
36669. 1 play W+4
36670. 0 play BPT
36671. 2 play W+4
36672. 1 play B5
36673. 0 take
36674. 2 play W+4 blue
36675. 1 challenge
36676. 1 play BPT
36677. 2 point 1
36678. 0 point 1
36679. 1 point 2
36680. 0 play BPT
36681. 1 point 0
36682. 0 point 2
36683. 2 point 1
36684. 2 play GPT
36685. 1 point 0
36686. 2 point 1
36687. 0 point 1
36688. 1 play W blue
36689. 0 play WPU
36690. 2 play W
36691. 1 play B8
36692. 0 play B5
36693. 2 play W+4
36694. 1 play BS
36695. 0 play B1
36696. 2 play W+4
36697. 1 play W
36698. 0 play W+4
36699. 2 play WDT
36700. 1 play WDT
36701. 0 play WDT
36702. 2 play WPU
36703. 1 play B4
36704. 0 play B9
36705. 2 play W
36706. 1 play B2
36707. 0 play B7
36708. 2 play W+4
36709. 1 play B3
36710. 0 play B4
36711. 2 play W+4
36712. 1 play B3
36713. 0 play BPT
36714. 2 play WPU
36715. 1 play B2
36716. 0 play WDT
36717. 2 play WDT
36718. 1 play BS
36719. 0 play B5
36720. 2 play W+4
36721. 1 play B6
36722. 0 play B8
36723. 2 play W
36724. 1 play WDT
36725. 0 play WPU
36726. 2 play WDT
36727. 1 play W
36728. 0 play BPT
36729. 2 play WDT
36730. 1 play B0
36731. 0 play W
36732. 2 play WPU
36733. 1 play B9
36734. 0 play WPU
36735. 2 play W+4
36736. 1 play BR
36737. 0 play W+4
36738. 2 play W
36739. 1 play WDT
36740. 0 take
36741. 2 play W+4 green
36742. 1 accept
36743. 0 play W yellow
36744. 2 play Y7
36745. 1 play WPU
36746. 0 play W+4
36747. 2 play WPU
36748. 1 play Y1
36749. 0 play W
36750. 2 play W+4
36751. 1 play Y8
36752. 0 play WPU
36753. 2 play W
36754. 1 play Y2
36755. 0 play W+4
36756. 2 play W
36757. 1 play Y1
36758. 0 play W+4
36759. 2 play W
36760. 1 play Y8
36761. 0 play W
36762. 2 play W
36763. 1 play W
36764. 0 play WDT
36765. 2 play W
36766. 1 play WDT
36767. 0 play WPU
36768. 2 play W
36769. 1 play WDT
36770. 0 play WPU
36771. 2 play W
36772. 1 play WPU
36773. 0 play W
36774. 2 play WPU
36775. 1 play Y7
36776. 0 play W
36777. 2 play W
36778. 1 play WDT
36779. 0 play WDT
36780. 2 play WPU
36781. 1 play Y2
36782. 0 play WDT
36783. 2 play WPU
36784. 1 play Y3
36785. 0 play W+4
36786. 2 take
36787. 1 play Y9
36788. 0 play WPU
36789. 2 play Y8
36790. 1 play WPU
36791. 0 play W
36792. 2 play W+4
36793. 1 play YPT
36794. 0 play W
36795. 2 play Y2
36796. 1 play YPT
36797. 0 play W+4
36798. 2 play Y1
36799. 1 play Y3
36800. 0 play WDT
36801. 2 play W+4
36802. 1 play Y5
36803. 0 play W+4
36804. 2 play Y7
36805. 1 play Y0
36806. 0 play WPU
36807. 2 play Y1
36808. 1 play YS
36809. 0 play WDT
36810. 2 play Y3
36811. 1 play W+4
36812. 0 play WDT
36813. 2 play Y8
36814. 1 play W+4
36815. 0 play W+4
36816. 2 play WDT
36817. 1 play YPT
36818. 0 play W+4
36819. 2 play WDT
36820. 1 play YR
36821. 0 play WDT
36822. 2 play WPU
36823. 1 play Y6
36824. 0 play WDT
36825. 2 play WPU
36826. 1 play Y+2
36827. 0 play WDT
36828. 2 play WPU
36829. 1 play Y5
36830. 0 take
36831. 2 play WPU
36832. 1 play YS
36833. 0 play Y+2
36834. 2 play Y7
36835. 1 play Y+2
36836. 0 play WPU
36837. 2 play WPU
36838. 1 play Y4
36839. 0 play YS
36840. 2 play WPU
36841. 1 play Y6
36842. 0 play YR
36843. 2 play W+4
36844. 1 play Y4
36845. 0 play Y0
36846. 2 play WDT
36847. 1 play YPT
36848. 0 play YPT
36849. 2 play WDT
36850. 1 play YR
36851. 0 play Y6
36852. 2 play W+4
36853. 1 play Y9
36854. 0 play WDT
36855. 2 play WDT
36856. 1 take
36857. 0 play WDT green 0,2
36858. 2 play G6
36859. 1 play B6
36860. 0 play B5
36861. 2 play G5
36862. 1 play G+2
36863. 2 play G3
36864. 1 play WDT red 0,1
36865. 0 play WDT yellow 1,2
36866. 2 play Y2
36867. 1 play Y4
36868. 0 play Y8
36869. 2 play G8
36870. 1 play WPU
36871. 0 play G7
36872. 2 play G1
36873. 1 play G9
36874. 0 play W
36875. 2 play GPT
36876. 1 play GPT
36877. 0 play WPU
36878. 2 play G7
36879. 1 play W+4
36880. 0 play GPT
36881. 2 play G4
36882. 1 play WPU
36883. 0 play W+4
36884. 2 play G+2
36885. 1 play WDT
36886. 0 play W+4
36887. 2 play G1
36888. 1 play WPU
36889. 0 play W+4
36890. 2 play W+4
36891. 1 play WPU
36892. 0 play WDT
36893. 2 play G4
36894. 1 play WDT
36895. 0 play W
36896. 2 play WPU
36897. 1 play W+4
36898. 0 play W+4
36899. 2 play W
36900. 1 play WDT
36901. 0 play WPU
36902. 2 play G0
36903. 1 take
36904. 0 play WPU
36905. 2 play GR
36906. 1 play W+4
36907. 0 play WDT
36908. 2 play WDT
36909. 1 play WDT
36910. 0 play W
36911. 2 play G6
36912. 1 play WDT
36913. 0 play WPU
36914. 2 play W
36915. 1 play WDT
36916. 0 play W+4
36917. 2 play W
36918. 1 play G1
36919. 0 play WDT
36920. 2 play G5
36921. 1 play GPT
36922. 0 play WDT
36923. 2 play WPU
36924. 1 play W+4
36925. 0 play WPU
36926. 2 play WPU
36927. 1 play G+2
36928. 0 play W+4
36929. 2 play G3
36930. 1 play GPT
36931. 0 play WDT
36932. 2 play GS
36933. 1 play G1
36934. 0 play W+4
36935. 2 play W
36936. 1 play G4
36937. 0 play W+4
36938. 2 play GR
36939. 1 play G9
36940. 0 play WDT
36941. 2 play GPT
36942. 1 play G0
36943. 0 play W+4
36944. 2 play G9
36945. 1 play G5
36946. 0 take
36947. 2 play G8
36948. 1 play WPU
36949. 0 play GS
36950. 2 play GS
36951. 1 play WDT
36952. 0 play G+2
36953. 2 play W
36954. 1 play G7
36955. 0 play W+4
36956. 2 play W
36957. 1 play W
36958. 0 play G6
36959. 2 play G2
36960. 1 play W
36961. 0 play G0
36962. 2 play W
36963. 1 play G4
36964. 0 play W
36965. 2 play G2
36966. 1 play W+4
36967. 0 play G6
36968. 2 play W
36969. 1 play WPU
36970. 0 play WDT
36971. 2 play W
36972. 1 play WPU
36973. 0 play G4
36974. 2 play W
36975. 1 play GPT
36976. 0 play W
36977. 2 play W
36978. 1 play G7
36979. 0 play G3
36980. 2 play W
36981. 1 play WPU
36982. 0 play G5
36983. 2 play W
36984. 1 play W+4
36985. 0 play W+4
36986. 2 take
36987. 1 play WPU
36988. 0 play WPU
36989. 2 play GS
36990. 1 play W+4
36991. 0 play GPT
36992. 2 play GS
36993. 1 play W
36994. 0 play W+4
36995. 2 play G+2
36996. 1 play WPU
36997. 0 play W
36998. 2 play GPT
36999. 1 play W+4
37000. 0 play GR
37001. 2 play W
37002. 1 play W+4
37003. 0 play G1
37004. 2 play G6
37005. 1 take
37006. 0 play W red
37007. 2 play R+2
37008. 0 play W+4 blue
37009. 2 accept
37010. 1 play B7
37011. 0 play R7
37012. 2 play W yellow
37013. 1 play Y4
37014. 0 play Y9
37015. 2 play Y8
37016. 1 play G8
37017. 0 play Y8
37018. 2 play W+4 green
37019. 1 accept
37020. 0 play G1
37021. 2 play G3
37022. 2 play G3
37023. 1 play G+2
37024. 2 play G4
37025. 1 play G1
37026. 0 play G8
37027. 2 play W+4 green
37028. 1 accept
37029. 0 play G5
37030. 2 play WDT red 0,1
37031. 1 play R1
37032. 0 play R8
37033. 2 play RS
37034. 0 play R8
37035. 2 play G8
37036. 1 play GS
37037. 2 draw
37038. 1 play W+4 yellow
37039. 0 challenge
37040. 0 play WDT blue 1,2
37041. 2 draw
37042. 2 play W+4 red
37043. 1 challenge
37044. 1 play R+2
37045. 2 play R4
37046. 1 play W green
37047. 0 draw
37048. 2 play G2
37049. 1 play W+4 green
37050. 0 challenge
37051. 0 play GS
37052. 1 play G2
37053. 0 play GR
37054. 1 play W+4 green
37055. 2 accept
37056. 0 play WPU
37057. 1 play GS
37058. 2 play G0
37059. 0 play GPT
37060. 1 play W+4
37061. 2 play W+4
37062. 0 play G1
37063. 1 play GPT
37064. 2 play W
37065. 0 play GPT
37066. 1 play G3
37067. 2 play G4
37068. 0 play W+4
37069. 1 play W
37070. 2 play W+4
37071. 0 play W+4
37072. 1 play WDT
37073. 2 play G6
37074. 0 play WDT
37075. 1 play G6
37076. 2 play GS
37077. 0 play WPU
37078. 1 play GPT
37079. 2 play G8
37080. 0 play G9
37081. 1 play G+2
37082. 2 play W+4
37083. 0 play WDT
37084. 1 play GR
37085. 2 play G4
37086. 0 play G9
37087. 1 play G8
37088. 2 play W
37089. 0 play WDT
37090. 1 play G3
37091. 2 play GR
37092. 0 play W+4
37093. 1 play W
37094. 2 play G7
37095. 0 play WPU
37096. 1 play G+2
37097. 2 play WDT
37098. 0 play WDT
37099. 1 play W+4
37100. 2 play G5
37101. 0 play W+4
37102. 1 play W
37103. 2 play G1
37104. 0 play W+4
37105. 1 play G5
37106. 2 play WPU
37107. 0 play WDT
37108. 1 play W
37109. 2 play G7
37110. 0 play WDT
37111. 1 play WPU
37112. 2 play G2
37113. 0 play WDT
37114. 1 play W+4
37115. 2 play W
37116. 0 take
37117. 1 play WPU
37118. 2 play W
37119. 0 play G6
37120. 1 play WPU
37121. 2 play W
37122. 0 play GR
37123. 1 play WPU
37124. 2 play WPU
37125. 0 play W
37126. 1 play WPU
37127. 2 play W
37128. 0 play GR
37129. 1 take
37130. 2 play W green
37131. 0 play G+2
37132. 2 play WPU
37133. 0 play W
37134. 1 play WPU
37135. 2 play WPU
37136. 0 play G4
37137. 1 play G6
37138. 2 play G2
37139. 0 play G+2
37140. 1 play WPU
37141. 2 play WDT
37142. 0 play WPU
37143. 1 play GR
37144. 2 play WDT
37145. 0 play W+4
37146. 1 play W
37147. 2 play WDT
37148. 0 play G1
37149. 1 play WPU
37150. 2 play W
37151. 0 play G8
37152. 1 play W
37153. 2 play W
37154. 0 play GS
37155. 1 play WPU
37156. 2 play W
37157. 0 play G5
37158. 1 play WPU
37159. 2 play W
37160. 0 play W
37161. 1 play W
37162. 2 play W
37163. 0 play WPU
37164. 1 play GR
37165. 2 take
37166. 0 play G2
37167. 2 play G2
37168. 0 play G4
37169. 1 draw
37170. 1 play G2
37171. 2 play WPU
37172. 0 play GPT
37173. 1 play W
37174. 2 play G+2
37175. 0 play G7
37176. 1 play W
37177. 2 play G5
37178. 0 play WPU
37179. 1 play WPU
37180. 2 play G8
37181. 0 play W
37182. 1 take
37183. 2 draw
37184. 2 play G2
37185. 0 play WPU
37186. 1 play G5
37187. 2 play GR
37188. 0 play G1
37189. 1 play GPT
37190. 2 play WDT
37191. 0 play WDT
37192. 1 play G7
37193. 2 play G6
37194. 0 play WDT
37195. 1 play G8
37196. 2 play W+4
37197. 0 play G0
37198. 1 play W
37199. 2 play GS
37200. 0 play GS
37201. 1 play W
37202. 2 play WDT
37203. 0 play G3
37204. 1 play W
37205. 2 play G+2
37206. 0 play G6
37207. 1 play G2
37208. 2 play G4
37209. 0 play G5
37210. 1 play WPU
37211. 2 play G1
37212. 0 play GPT
37213. 1 play WPU
37214. 2 play W
37215. 0 play WDT
37216. 1 play WPU
37217. 2 play WDT
37218. 0 play G3
37219. 1 play G+2
37220. 2 play WPU
37221. 0 play GPT
37222. 1 take
37223. 2 play W red
37224. 0 play W+4 green
37225. 1 accept
37226. 2 play GR
37227. 1 play BR
37228. 2 play WPU
37229. 0 play G9
37230. 1 play GR
37231. 2 play WPU
37232. 0 play W+4
37233. 1 play G0
37234. 2 play W
37235. 0 play W
37236. 1 play WDT
37237. 2 play W
37238. 0 play G8
37239. 1 play G5
37240. 2 play W
37241. 0 play GPT
37242. 1 play W
37243. 2 play W
37244. 0 play W
37245. 1 play G3
37246. 2 play WPU
37247. 0 play G7
37248. 1 play G7
37249. 2 play W
37250. 0 play WDT
37251. 1 play W+4
37252. 2 play W
37253. 0 play W
37254. 1 play G6
37255. 2 play WPU
37256. 0 play WDT
37257. 1 play G5
37258. 2 play WPU
37259. 0 play G9
37260. 1 play GS
37261. 2 play W
37262. 0 play WDT
37263. 1 play WPU
37264. 2 play W
37265. 0 play WDT
37266. 1 play WDT
37267. 2 play WPU
37268. 0 play WDT
37269. 1 play W
37270. 2 take
37271. 0 play W+4 blue
37272. 1 challenge
37273. 1 play WPU
37274. 2 play B7
37275. 0 play B2
37276. 1 play WPU
37277. 2 play W+4
37278. 0 play B9
37279. 1 play BPT
37280. 2 play W+4
37281. 0 play BR
37282. 1 play B+2
37283. 2 play W
37284. 0 play BPT
37285. 1 play B1
37286. 2 play WPU
37287. 0 play B2
37288. 1 play WDT
37289. 2 play W
37290. 0 play WDT
37291. 1 play WPU
37292. 2 play WDT
37293. 0 play B8
37294. 1 play WDT
37295. 2 play WDT
37296. 0 play B4
37297. 1 play W
37298. 2 play WPU
37299. 0 play B0
37300. 1 play W
37301. 2 play W
37302. 0 play B7
37303. 1 play B+2
37304. 2 play WPU
37305. 0 play B4
37306. 1 play WPU
37307. 2 play B6
37308. 0 play BS
37309. 1 play WPU
37310. 2 play WDT
37311. 0 play WPU
37312. 1 play W
37313. 2 play WDT
37314. 0 play W+4
37315. 1 play WDT
37316. 2 play WPU
37317. 0 play B9
37318. 1 play WDT
37319. 2 play WPU
37320. 0 play W+4
37321. 1 take
37322. 2 play WDT red 1,2
37323. 0 play R8
37324. 1 play B8
37325. 0 play B8
37326. 1 play BPT
37327. 1 point 2
37328. 0 point 1
37329. 2 point 0
37330. 2 play WDT yellow 0,1
37331. 0 play Y2
37332. 1 play Y4
37333. 2 play W blue
37334. 0 play B5
37335. 1 play BR
37336. 0 play B8
37337. 2 play Y8
37338. 1 play WDT yellow 0,2
37339. 0 play Y3
37340. 2 play G3
37341. 1 play G2
37342. 1 play G2
37343. 0 play W+4 green
37344. 2 accept
37345. 1 play G4
37346. 0 play W+4 red
37347. 2 accept
37348. 1 play W+4 green
37349. 0 accept
37350. 2 play W red
37351. 1 play R+2
37352. 2 play R0
37353. 1 play B0
37354. 0 play BPT
37355. 0 point 1
37356. 2 point 0
37357. 1 point 2
37358. 2 play W blue
37359. 1 play B+2
37360. 2 play R+2
37361. 0 play W+4 green
37362. 2 accept
37363. 1 play W blue
37364. 0 play BR
37365. 1 play B4
37366. 2 play B5
37367. 0 play B3
37368. 1 play BPT
37369. 0 point 1
37370. 2 point 0
37371. 1 point 0
37372. 2 play BR
37373. 1 draw
37374. 1 pass
37375. 0 play BPT
37376. 1 point 0
37377. 0 point 1
37378. 2 point 0
37379. 2 draw
37380. 2 play BPT
37381. 2 point 0
37382. 1 point 2
37383. 0 point 2
37384. 1 play B7
37385. 0 play B6
37386. 2 play R6
37387. 1 play RR
37388. 2 play RR
37389. 1 play BR
37390. 2 play WDT red 0,2
37391. 0 play R4
37392. 1 play B4
37393. 2 play B8
37394. 0 play W blue
37395. 1 play W green
37396. 2 play G9
37397. 0 play G2
37398. 1 play G1
37399. 2 play G2
37400. 0 play W+4 blue
37401. 1 challenge
37402. 1 play B7
37403. 2 play W blue
37404. 0 play BPT
37405. 1 point 0
37406. 0 point 2
37407. 2 point 0
37408. 1 play B6
37409. 2 play BPT
37410. 2 point 0
37411. 1 point 2
37412. 0 point 1
37413. 0 play W+4 red
37414. 1 challenge
37415. 1 play WPU
37416. 2 play B6
37417. 0 play BPT
37418. 1 play W+4
37419. 2 play B8
37420. 0 play WDT
37421. 1 play WDT
37422. 2 play B8
37423. 0 play BPT
37424. 1 play BS
37425. 2 play B7
37426. 0 play B4
37427. 1 play WPU
37428. 2 play WPU
37429. 0 play W
37430. 1 play B2
37431. 2 play W
37432. 0 play BR
37433. 1 play B+2
37434. 2 play W
37435. 0 play BS
37436. 1 play WPU
37437. 2 play WPU
37438. 0 play B3
37439. 1 play WPU
37440. 2 play W
37441. 0 play BR
37442. 1 play W
37443. 2 play W
37444. 0 play WDT
37445. 1 play B9
37446. 2 play W
37447. 0 play B4
37448. 1 play W+4
37449. 2 play W
37450. 0 play W
37451. 1 play B2
37452. 2 take
37453. 0 play W green
37454. 1 play GS
37455. 0 play W red
37456. 1 play WDT green 1,2
37457. 2 play G6
37458. 0 play G4
37459. 1 play G8
37460. 2 play G2
37461. 0 play G9
37462. 1 play W blue
37463. 2 play B9
37464. 0 play B1
37465. 1 play B1
37466. 2 play B2
37467. 0 play BPT
37468. 1 point 2
37469. 0 point 2
37470. 2 point 1
37471. 1 play B9
37472. 2 play B3
37473. 0 play WDT blue 0,2
37474. 1 play WDT green 1,2
37475. 2 play G7
37476. 2 play G7
37477. 0 play G1
37478. 1 play G1
37479. 2 play G0
37480. 0 play G3
37481. 1 play WDT yellow 1,2
37482. 2 play Y8
37483. 0 play W+4 blue
37484. 1 challenge
37485. 1 play W green
37486. 2 play G2
37487. 0 play G3
37488. 1 play WPU
37489. 2 play B+2
37490. 0 play B3
37491. 1 play W
37492. 2 play B2
37493. 0 play BPT
37494. 1 play B0
37495. 2 play BS
37496. 0 play W+4
37497. 1 play W+4
37498. 2 play B7
37499. 0 play WDT
37500. 1 play W
37501. 2 play W+4
37502. 0 play B5
37503. 1 play B+2
37504. 2 play W+4
37505. 0 play B5
37506. 1 play W+4
37507. 2 play B8
37508. 0 play W+4
37509. 1 play W+4
37510. 2 play B4
37511. 0 play W+4
37512. 1 play B7
37513. 2 play BS
37514. 0 play W+4
37515. 1 play WDT
37516. 2 play BR
37517. 0 take
37518. 1 play WDT yellow 1,2
37519. 2 play WPU
37520. 0 play W
37521. 1 play G6
37522. 2 play G9
37523. 0 play W
37524. 1 play WPU
37525. 2 play W+4
37526. 0 play G1
37527. 1 play G3
37528. 2 play WDT
37529. 0 play WDT
37530. 1 play GPT
37531. 2 play G8
37532. 0 play W+4
37533. 1 play G+2
37534. 2 play WPU
37535. 0 play WDT
37536. 1 play WPU
37537. 2 play GPT
37538. 0 play W+4
37539. 1 play G4
37540. 2 play GS
37541. 0 play W+4
37542. 1 play WPU
37543. 2 play GR
37544. 0 play W+4
37545. 1 play WDT
37546. 2 play W
37547. 0 play W+4
37548. 1 play G+2
37549. 2 play WDT
37550. 0 play W+4
37551. 1 play WDT
37552. 2 play G5
37553. 0 play W+4
37554. 1 play WDT
37555. 2 play G5
37556. 0 play W+4
37557. 1 play WPU
37558. 2 play WPU
37559. 0 play W+4
37560. 1 play WPU
37561. 2 play WDT
37562. 0 take
37563. 1 play GPT
37564. 0 point 1
37565. 1 point 0
37566. 2 point 1
37567. 2 play RPT
37568. 2 point 1
37569. 1 point 2
37570. 0 point 2
37571. 0 play R0
37572. 1 play WPU
37573. 2 play WPU
37574. 0 play W+4
37575. 1 play G7
37576. 2 play GR
37577. 0 play G4
37578. 1 play GPT
37579. 2 play W
37580. 0 play GS
37581. 1 play WDT
37582. 2 play G2
37583. 0 play G+2
37584. 1 take
37585. 2 play W green
37586. 0 play G1
37587. 1 play WDT yellow 0,1
37588. 2 play Y8
37589. 0 play G8
37590. 1 play G0
37591. 2 play WPU
37592. 0 play B+2
37593. 1 play W+4
37594. 2 play BR
37595. 0 play B0
37596. 1 play W
37597. 2 play B1
37598. 0 play BS
37599. 1 play WDT
37600. 2 play B4
37601. 0 play W+4
37602. 1 play WPU
37603. 2 play B8
37604. 0 play B3
37605. 1 play WDT
37606. 2 play BPT
37607. 0 play B2
37608. 1 take
37609. 2 play W blue
37610. 0 play BR
37611. 2 play BPT
37612. 1 point 2
37613. 0 point 1
37614. 2 point 0
37615. 1 play GPT
37616. 0 point 1
37617. 2 point 1
37618. 1 point 0
37619. 0 play W+4 red
37620. 2 challenge
37621. 2 play R+2
37622. 0 play R4
37623. 2 play W green
37624. 1 play GR
37625. 2 play W+4 green
37626. 0 accept
37627. 1 play G8
37628. 2 play R8
37629. 0 play RR
37630. 2 draw
37631. 2 play WPU
37632. 1 play WPU
37633. 0 play R3
37634. 2 play R6
37635. 1 play R5
37636. 0 play R7
37637. 2 play RPT
37638. 1 play W
37639. 0 play R1
37640. 2 play W
37641. 1 play RS
37642. 0 play WPU
37643. 2 play RS
37644. 1 play W+4
37645. 0 play R+2
37646. 2 play R2
37647. 1 play W+4
37648. 0 play WPU
37649. 2 play R8
37650. 1 play RR
37651. 0 play WDT
37652. 2 play W
37653. 1 play WDT
37654. 0 play WDT
37655. 2 play R2
37656. 1 play WDT
37657. 0 play WPU
37658. 2 play R3
37659. 1 play R7
37660. 0 play WDT
37661. 2 play R6
37662. 1 play RPT
37663. 0 play WPU
37664. 2 play W
37665. 1 play R5
37666. 0 play R9
37667. 2 play W
37668. 1 play R4
37669. 0 play R9
37670. 2 play W
37671. 1 take
37672. 0 play W blue
37673. 2 play BPT
37674. 0 point 2
37675. 1 point 2
37676. 2 point 0
37677. 1 play BPT
37678. 0 point 1
37679. 1 point 2
37680. 2 point 0
37681. 0 play B5
37682. 2 play W red
37683. 1 play WPU
37684. 0 play GR
37685. 2 play WPU
37686. 1 play G2
37687. 0 play W
37688. 2 take
37689. 1 play G4
37690. 0 play W green
37691. 2 play G2
37692. 1 play WDT blue 0,1
37693. 0 play W+4 red
37694. 2 challenge
37695. 2 play W green
37696. 1 play G+2
37697. 2 play GPT
37698. 2 point 1
37699. 0 point 2
37700. 1 point 0
37701. 1 play G0
37702. 0 play G4
37703. 2 draw
37704. 2 play WPU
37705. 1 play R+2
37706. 0 play W
37707. 2 play WPU
37708. 1 play RPT
37709. 0 play W
37710. 2 play R4
37711. 1 play R3
37712. 0 play W
37713. 2 take
37714. 1 play R8
37715. 2 play R8
37716. 1 play R0
37717. 0 play WPU
37718. 2 play R4
37719. 1 play R1
37720. 0 play WPU
37721. 2 play R+2
37722. 1 play R2
37723. 0 play W
37724. 2 play R3
37725. 1 play R2
37726. 0 play W
37727. 2 play WPU
37728. 1 play RPT
37729. 0 play RPT
37730. 2 play W
37731. 1 play W+4
37732. 0 play R1
37733. 2 play W
37734. 1 play WDT
37735. 0 play W+4
37736. 2 play W
37737. 1 play RR
37738. 0 play WDT
37739. 2 play RPT
37740. 1 play W
37741. 0 play RPT
37742. 2 take
37743. 1 play R3
37744. 0 play B3
37745. 2 play WPU
37746. 1 play B2
37747. 0 play B5
37748. 2 play W+4
37749. 1 play WPU
37750. 0 play B1
37751. 2 play WDT
37752. 1 play B3
37753. 0 play WDT
37754. 2 play WPU
37755. 1 play W
37756. 0 play B4
37757. 2 play W+4
37758. 1 play B0
37759. 0 play B7
37760. 2 play WDT
37761. 1 play B2
37762. 0 play BPT
37763. 2 play W
37764. 1 play B+2
37765. 0 play B7
37766. 2 play B6
37767. 1 play WPU
37768. 0 play WPU
37769. 2 play W
37770. 1 play WDT
37771. 0 play WDT
37772. 2 play B6
37773. 1 play BR
37774. 0 play B+2
37775. 2 play W
37776. 1 play WPU
37777. 0 play W+4
37778. 2 play W
37779. 1 play W
37780. 0 play BS
37781. 2 play W
37782. 1 play W+4
37783. 0 play BPT
37784. 2 play W
37785. 1 play B1
37786. 0 play WDT
37787. 2 take
37788. 1 play W blue
37789. 0 play BR
37790. 1 play B4
37791. 2 play B5
37792. 0 play B8
37793. 1 play W yellow
37794. 2 play WDT blue 0,2
37795. 0 draw
37796. 0 play W red
37797. 1 play R6
37798. 2 play RPT
37799. 1 point 0
37800. 2 point 0
37801. 0 point 1
37802. 0 play W+4 yellow
37803. 1 accept
37804. 2 play Y2
37805. 1 play Y2
37806. 2 play B2
37807. 0 play WDT blue 0,2
37808. 1 play B9
37809. 2 play B+2
37810. 1 play WDT red 0,1
37811. 2 play R+2
37812. 1 play W blue
37813. 2 play B4
37814. 0 play W+4 green
37815. 1 accept
37816. 2 play WDT green 0,1
37817. 0 play W+4 blue
37818. 1 accept
37819. 2 play B6
37820. 0 play W green
37821. 1 play G7
37822. 2 play W+4 blue
37823. 0 accept
37824. 1 play B8
37825. 2 play B3
37826. 0 play B9
37827. 1 play WPU
37828. 2 play WDT
37829. 0 play WDT
37830. 1 play G7
37831. 2 play W
37832. 0 play G2
37833. 1 play G1
37834. 2 play WPU
37835. 0 play G9
37836. 1 play G2
37837. 2 play W
37838. 0 play W+4
37839. 1 play WPU
37840. 2 play W+4
37841. 0 play G6
37842. 1 play G+2
37843. 2 play W
37844. 0 play G+2
37845. 1 play WPU
37846. 2 play G8
37847. 0 play G5
37848. 1 play G3
37849. 2 play GR
37850. 0 play GR
37851. 1 play W+4
37852. 2 play W+4
37853. 0 play G9
37854. 1 play W
37855. 2 play WDT
37856. 0 play WPU
37857. 1 play WPU
37858. 2 play WPU
37859. 0 play WDT
37860. 1 play G4
37861. 2 play WPU
37862. 0 play WDT
37863. 1 play W
37864. 2 play WDT
37865. 0 play G3
37866. 1 play WDT
37867. 2 play WDT
37868. 0 play GPT
37869. 1 play GS
37870. 2 play W
37871. 0 play WPU
37872. 1 play GS
37873. 2 play W
37874. 0 play G8
37875. 1 play W+4
37876. 2 play WPU
37877. 0 play GPT
37878. 1 play W
37879. 2 play W
37880. 0 play WPU
37881. 1 play G6
37882. 2 play WPU
37883. 0 play G1
37884. 1 play WDT
37885. 2 play W+4
37886. 0 play G4
37887. 1 play W+4
37888. 2 play W+4
37889. 0 play WDT
37890. 1 play W+4
37891. 2 play W
37892. 0 play G5
37893. 1 play GPT
37894. 2 play W
37895. 0 play GPT
37896. 1 play W
37897. 2 play W
37898. 0 take
37899. 1 play WDT blue 0,2
37900. 2 play B5
37901. 0 play B+2
37902. 2 play B+2
37903. 1 play W green
37904. 2 draw
37905. 0 play G4
37906. 1 play W+4 blue
37907. 2 accept
37908. 0 play B6
37909. 1 play BPT
37910. 0 point 2
37911. 2 point 1
37912. 1 point 2
37913. 2 play B+2
37914. 1 play B5
37915. 2 play W blue
37916. 0 play BPT
37917. 0 point 2
37918. 2 point 0
37919. 1 point 0
37920. 1 play WDT red 1,2
37921. 2 play W green
37922. 0 play W+4 green
37923. 1 challenge
37924. 1 draw
37925. 1 play WDT green 0,2
37926. 2 play W+4 blue
37927. 0 accept
37928. 1 play BR
37929. 0 play W blue
37930. 2 play B2
37931. 1 play BS
37932. 2 play B0
37933. 1 play R0
37934. 0 play R8
37935. 2 play R3
37936. 1 play R6
37937. 0 play WDT red 0,1
37938. 2 play RPT
37939. 0 point 2
37940. 2 point 1
37941. 1 point 0
37942. 1 play RS
37943. 2 play RR
37944. 0 draw
37945. 1 play R4
37946. 2 play WPU
37947. 0 play WPU
37948. 1 play R9
37949. 2 play R+2
37950. 0 play W
37951. 1 play WDT
37952. 2 play RPT
37953. 0 play W+4
37954. 1 play R8
37955. 2 play R1
37956. 0 play R+2
37957. 1 play RS
37958. 2 play RR
37959. 0 play RPT
37960. 1 play R5
37961. 2 play R1
37962. 0 play W
37963. 1 play R7
37964. 2 play R2
37965. 0 play R3
37966. 1 play R9
37967. 2 play R2
37968. 0 play W
37969. 1 play R5
37970. 2 play RPT
37971. 0 play WDT
37972. 1 play R7
37973. 2 play R4
37974. 0 play WPU
37975. 1 take
37976. 2 draw
37977. 0 play WPU
37978. 1 play R+2
37979. 2 take
37980. 0 play WPU
37981. 1 play RPT
37982. 2 play R3
37983. 0 play WDT
37984. 1 play R1
37985. 2 play R+2
37986. 0 play WPU
37987. 1 play WDT
37988. 2 take
37989. 0 play W+4 red
37990. 1 challenge
37991. 1 play R0
37992. 2 play R1
37993. 0 play WDT yellow 0,1
37994. 1 play Y2
37995. 2 play WDT red 0,2
37996. 0 play W+4 yellow
37997. 1 accept
37998. 2 play WDT red 0,2
37999. 0 play W green
38000. 1 play WDT red 0,1
38001. 2 play R+2
38002. 1 play R1
38003. 2 play R3
38004. 0 play G3
38005. 1 play WDT green 1,2
38006. 2 play WPU
38007. 0 play W
38008. 1 play R4
38009. 2 play R8
38010. 0 play W+4
38011. 1 play RPT
38012. 2 play RPT
38013. 0 play WPU
38014. 1 play RPT
38015. 2 take
38016. 0 play R4
38017. 2 play R4
38018. 0 play WDT green 0,1
38019. 1 play W red
38020. 2 play R8
38021. 1 play R8
38022. 2 play WDT blue 0,1
38023. 0 play WPU
38024. 1 play RR
38025. 2 play WPU
38026. 0 play R6
38027. 1 play WPU
38028. 2 play R0
38029. 0 play WDT
38030. 1 play WDT
38031. 2 play W+4
38032. 0 play WPU
38033. 1 play W+4
38034. 2 play RPT
38035. 0 play RPT
38036. 1 play R+2
38037. 2 play W+4
38038. 0 play W+4
38039. 1 play R3
38040. 2 play RPT
38041. 0 play W
38042. 1 play RS
38043. 2 play W
38044. 0 play WDT
38045. 1 play R2
38046. 2 play RPT
38047. 0 play W+4
38048. 1 play RR
38049. 2 play W
38050. 0 play W
38051. 1 play RS
38052. 2 take
38053. 0 play W green
38054. 1 play WPU
38055. 2 play Y4
38056. 0 play Y3
38057. 1 play Y0
38058. 2 play WPU
38059. 0 play Y2
38060. 1 play YPT
38061. 2 play W
38062. 0 play WPU
38063. 1 play YR
38064. 2 play W
38065. 0 play Y1
38066. 1 play Y+2
38067. 2 play W+4
38068. 0 play YPT
38069. 1 play Y7
38070. 2 play W
38071. 0 play Y8
38072. 1 play W
38073. 2 play WDT
38074. 0 play Y5
38075. 1 play W
38076. 2 play W+4
38077. 0 play W
38078. 1 play Y9
38079. 2 play WPU
38080. 0 play W+4
38081. 1 play Y+2
38082. 2 play W
38083. 0 play Y7
38084. 1 play YS
38085. 2 play WPU
38086. 0 play W
38087. 1 play Y6
38088. 2 play WDT
38089. 0 play Y4
38090. 1 play YR
38091. 2 play W+4
38092. 0 play Y5
38093. 1 play Y9
38094. 2 play W+4
38095. 0 play W+4
38096. 1 play WPU
38097. 2 play WDT
38098. 0 play Y3
38099. 1 play Y6
38100. 2 play W+4
38101. 0 play W+4
38102. 1 play YS
38103. 2 play WDT
38104. 0 play Y1
38105. 1 play WPU
38106. 2 take
38107. 0 play WPU
38108. 1 play R5
38109. 2 play R2
38110. 0 play WDT
38111. 1 play R5
38112. 2 play WDT
38113. 0 play WDT
38114. 1 play R9
38115. 2 play R3
38116. 0 play WPU
38117. 1 play R2
38118. 2 play W
38119. 0 play R6
38120. 1 play R9
38121. 2 play RPT
38122. 0 play W+4
38123. 1 play R7
38124. 2 play RS
38125. 0 play WDT
38126. 1 play R7
38127. 2 play R+2
38128. 0 play WPU
38129. 1 take
38130. 2 play R0
38131. 0 play WDT red 0,1
38132. 1 play R+2
38133. 0 play WDT blue 0,1
38134. 1 play W green
38135. 2 play W+4 red
38136. 0 challenge
38137. 0 play W blue
38138. 1 play W+4 red
38139. 2 accept
38140. 0 play W+4 blue
38141. 1 accept
38142. 2 play B7
38143. 0 play W red
38144. 1 play R2
38145. 2 play R1
38146. 0 play W+4 red
38147. 1 accept
38148. 2 play RPT
38149. 0 point 1
38150. 1 point 0
38151. 2 point 1
38152. 0 play GPT
38153. 1 point 0
38154. 0 point 1
38155. 2 point 0
38156. 1 play RPT
38157. 0 point 2
38158. 1 point 0
38159. 2 point 1
38160. 2 play BPT
38161. 2 point 1
38162. 1 point 2
38163. 0 point 1
38164. 0 play B9
38165. 1 play B2
38166. 2 play WPU
38167. 0 play B2
38168. 1 play W+4
38169. 2 play WPU
38170. 0 play B5
38171. 1 play B8
38172. 2 play BR
38173. 0 play B+2
38174. 1 play WDT
38175. 2 play W
38176. 0 play WDT
38177. 1 play WPU
38178. 2 play BR
38179. 0 play B4
38180. 1 play WPU
38181. 2 play B4
38182. 0 play B3
38183. 1 play W+4
38184. 2 play BS
38185. 0 play W
38186. 1 play WDT
38187. 2 play B7
38188. 0 play B3
38189. 1 play WDT
38190. 2 play B1
38191. 0 play BPT
38192. 1 play B7
38193. 2 play B9
38194. 0 play BPT
38195. 1 play WDT
38196. 2 play B6
38197. 0 play W+4
38198. 1 play WDT
38199. 2 play B5
38200. 0 play B8
38201. 1 play WDT
38202. 2 play W
38203. 0 play W+4
38204. 1 play WPU
38205. 2 play W
38206. 0 play WDT
38207. 1 play WPU
38208. 2 play W
38209. 0 play W
38210. 1 take
38211. 2 play B6
38212. 0 play G6
38213. 1 play W blue
38214. 2 play B0
38215. 0 play B+2
38216. 2 play WDT blue 0,1
38217. 0 play W green
38218. 1 play W+4 blue
38219. 2 accept
38220. 0 play BS
38221. 2 play W blue
38222. 0 play W+4 yellow
38223. 1 challenge
38224. 1 play W green
38225. 2 play G7
38226. 0 play GPT
38227. 1 point 0
38228. 0 point 1
38229. 2 point 1
38230. 1 play W+4 yellow
38231. 2 accept
38232. 0 play W blue
38233. 1 play B6
38234. 2 play B1
38235. 0 play B6
38236. 1 play R6
38237. 2 play WDT red 0,1
38238. 0 play W yellow
38239. 1 play W green
38240. 2 play W+4 green
38241. 0 challenge
38242. 0 play GPT
38243. 0 point 2
38244. 1 point 0
38245. 2 point 0
38246. 1 play WDT green 0,1
38247. 2 play W blue
38248. 0 play W green
38249. 1 play W yellow
38250. 2 play Y1
38251. 0 play YPT
38252. 1 point 2
38253. 2 point 0
38254. 0 point 1
38255. 1 play BPT
38256. 1 point 2
38257. 2 point 0
38258. 0 point 2
38259. 2 play W+4 yellow
38260. 0 accept
38261. 1 play WDT red 0,2
38262. 2 play WPU
38263. 0 play W+4
38264. 1 play W+4
38265. 2 play Y9
38266. 0 play Y8
38267. 1 play W
38268. 2 play Y3
38269. 0 play W
38270. 1 play WPU
38271. 2 play YS
38272. 0 play WDT
38273. 1 play WPU
38274. 2 play Y5
38275. 0 play W
38276. 1 play WDT
38277. 2 play Y8
38278. 0 play W
38279. 1 play WDT
38280. 2 play W
38281. 0 play W
38282. 1 play WDT
38283. 2 play Y2
38284. 0 take
38285. 1 play W+4 red
38286. 2 accept
38287. 0 play R0
38288. 1 play R2
38289. 2 play RPT
38290. 1 point 0
38291. 0 point 2
38292. 2 point 1
38293. 0 play W+4 yellow
38294. 1 accept
38295. 2 play Y+2
38296. 1 play W green
38297. 2 play W red
38298. 0 play WPU
38299. 1 play YPT
38300. 2 play Y3
38301. 0 play Y2
38302. 1 play W+4
38303. 2 play YR
38304. 0 play Y9
38305. 1 play WPU
38306. 2 play Y6
38307. 0 play Y5
38308. 1 play WDT
38309. 2 play WDT
38310. 0 play Y3
38311. 1 play W
38312. 2 play W+4
38313. 0 play YPT
38314. 1 play W
38315. 2 play Y2
38316. 0 play W+4
38317. 1 play WPU
38318. 2 play Y+2
38319. 0 play Y8
38320. 1 play WDT
38321. 2 play YPT
38322. 0 play Y8
38323. 1 play WDT
38324. 2 play YR
38325. 0 play YS
38326. 1 play W+4
38327. 2 play YPT
38328. 0 play WPU
38329. 1 play WPU
38330. 2 play Y5
38331. 0 play W+4
38332. 1 play W+4
38333. 2 play Y4
38334. 0 play W
38335. 1 take
38336. 2 play Y4
38337. 0 play W yellow
38338. 1 play Y8
38339. 2 play YS
38340. 1 play YS
38341. 0 play GS
38342. 2 play W yellow
38343. 0 play W yellow
38344. 1 play W red
38345. 2 play RPT
38346. 2 point 1
38347. 0 point 1
38348. 1 point 2
38349. 0 play R0
38350. 1 play R5
38351. 2 play WDT green 0,2
38352. 0 play WDT blue 1,2
38353. 1 play B2
38354. 2 play BPT
38355. 2 point 1
38356. 0 point 1
38357. 1 point 0
38358. 0 play B+2
38359. 2 play WPU
38360. 0 play WDT
38361. 1 play R7
38362. 2 play RR
38363. 0 play R2
38364. 1 play R6
38365. 2 play R2
38366. 0 play WPU
38367. 1 play R1
38368. 2 play R4
38369. 0 play RPT
38370. 1 play R5
38371. 2 play WDT
38372. 0 play WDT
38373. 1 play R9
38374. 2 play W
38375. 0 play WDT
38376. 1 play RPT
38377. 2 play W+4
38378. 0 play W
38379. 1 play W+4
38380. 2 play WDT
38381. 0 play W
38382. 1 play WDT
38383. 2 play RS
38384. 0 play W
38385. 1 play RS
38386. 2 play R3
38387. 0 take
38388. 1 play R7
38389. 2 play R6
38390. 0 play R5
38391. 1 play R9
38392. 2 play RR
38393. 1 play YR
38394. 2 play WDT green 0,1
38395. 0 play GPT
38396. 1 point 0
38397. 0 point 2
38398. 2 point 0
38399. 1 play W+4 green
38400. 2 accept
38401. 0 play G6
38402. 1 play W+4 blue
38403. 2 accept
38404. 0 play B6
38405. 1 play B1
38406. 2 play B+2
38407. 1 play B8
38408. 1 play B8
38409. 2 play B6
38410. 0 play W+4 green
38411. 1 accept
38412. 2 play WPU
38413. 0 play BPT
38414. 1 play B2
38415. 2 play W
38416. 0 play W
38417. 1 play W
38418. 2 play B1
38419. 0 play WPU
38420. 1 play B+2
38421. 2 play WPU
38422. 0 play WPU
38423. 1 play WDT
38424. 2 play B2
38425. 0 play B0
38426. 1 play BS
38427. 2 play W+4
38428. 0 play BPT
38429. 1 play BR
38430. 2 play W
38431. 0 play WDT
38432. 1 play WDT
38433. 2 play W
38434. 0 play W+4
38435. 1 play W
38436. 2 play WPU
38437. 0 play W
38438. 1 play BPT
38439. 2 play W
38440. 0 play W
38441. 1 play BR
38442. 2 play WPU
38443. 0 play W
38444. 1 play BPT
38445. 2 play W
38446. 0 play WDT
38447. 1 play BS
38448. 2 play WDT
38449. 0 play WDT
38450. 1 play W
38451. 2 play WDT
38452. 0 play WDT
38453. 1 play B7
38454. 2 play W+4
38455. 0 play WDT
38456. 1 play WPU
38457. 2 play WPU
38458. 0 play W
38459. 1 play B7
38460. 2 play W+4
38461. 0 play W
38462. 1 play B9
38463. 2 play W+4
38464. 0 play WDT
38465. 1 play W
38466. 2 play WPU
38467. 0 take
38468. 1 play B9
38469. 0 play B9
38470. 1 play W green
38471. 2 play GPT
38472. 2 point 1
38473. 0 point 2
38474. 1 point 2
38475. 0 play GR
38476. 2 play W+4 green
38477. 1 challenge
38478. 0 play G8
38479. 2 play R8
38480. 1 play W blue
38481. 0 play BPT
38482. 0 point 2
38483. 2 point 0
38484. 1 point 2
38485. 2 play RPT
38486. 1 point 2
38487. 2 point 1
38488. 0 point 2
38489. 1 play W+4 yellow
38490. 0 challenge
38491. 0 play W yellow
38492. 2 play Y9
38493. 1 play Y2
38494. 0 play R2
38495. 2 draw
38496. 1 play W+4 red
38497. 0 challenge
38498. 0 play R5
38499. 2 play R8
38500. 1 play Y8
38501. 0 play G8
38502. 2 play W green
38503. 1 play GPT
38504. 1 point 0
38505. 2 point 0
38506. 0 point 1
38507. 0 play WPU
38508. 2 play R8
38509. 1 play RPT
38510. 0 play R6
38511. 2 play R9
38512. 1 play R1
38513. 0 play W
38514. 2 play R4
38515. 1 play R+2
38516. 0 play R7
38517. 2 play W+4
38518. 1 play WPU
38519. 0 play RS
38520. 2 play R0
38521. 1 play WDT
38522. 0 play WDT
38523. 2 play R6
38524. 1 play R7
38525. 0 play WPU
38526. 2 play R5
38527. 1 play WDT
38528. 0 play R2
38529. 2 take
38530. 1 play W yellow
38531. 0 play W+4 yellow
38532. 2 accept
38533. 1 play Y8
38534. 0 play WPU
38535. 2 play Y0
38536. 1 play Y+2
38537. 0 play W+4
38538. 2 play Y7
38539. 1 play Y2
38540. 0 play W
38541. 2 play Y7
38542. 1 play YS
38543. 0 play WPU
38544. 2 play YR
38545. 1 play Y4
38546. 0 play WDT
38547. 2 play W+4
38548. 1 play YR
38549. 0 play W
38550. 2 play Y1
38551. 1 play Y4
38552. 0 play W+4
38553. 2 play Y1
38554. 1 play Y2
38555. 0 play WPU
38556. 2 play W
38557. 1 play YPT
38558. 0 play W+4
38559. 2 play Y6
38560. 1 play W+4
38561. 0 play WDT
38562. 2 play WDT
38563. 1 play Y9
38564. 0 play W
38565. 2 play WDT
38566. 1 play W+4
38567. 0 play WPU
38568. 2 play Y8
38569. 1 play YS
38570. 0 play W
38571. 2 play Y9
38572. 1 play Y+2
38573. 0 play W
38574. 2 play WDT
38575. 1 play WPU
38576. 0 play WPU
38577. 2 play WPU
38578. 1 play YPT
38579. 0 play WPU
38580. 2 play WPU
38581. 1 play Y5
38582. 0 play W
38583. 2 play WPU
38584. 1 play Y6
38585. 0 play W+4
38586. 2 take
38587. 1 play W+4 green
38588. 0 challenge
38589. 0 play W blue
38590. 2 play W+4 green
38591. 1 accept
38592. 0 play G3
38593. 2 play W+4 red
38594. 1 challenge
38595. 1 play W+4 yellow
38596. 0 accept
38597. 2 play YS
38598. 0 play W+4 yellow
38599. 2 challenge
38600. 2 play Y0
38601. 1 play W blue
38602. 0 play B0
38603. 2 play WDT blue 0,2
38604. 1 play W+4 green
38605. 0 accept
38606. 2 play GR
38607. 0 play W green
38608. 1 play GS
38609. 0 play G+2
38610. 2 draw
38611. 2 play W+4 yellow
38612. 0 challenge
38613. 0 play Y0
38614. 1 play Y3
38615. 2 play YS
38616. 1 play WPU
38617. 2 play Y1
38618. 0 play W
38619. 1 play Y3
38620. 2 play Y1
38621. 0 play W
38622. 1 play WPU
38623. 2 play Y+2
38624. 0 play WDT
38625. 1 play W
38626. 2 play WPU
38627. 0 play YS
38628. 1 play YPT
38629. 2 play W+4
38630. 0 play W+4
38631. 1 play WPU
38632. 2 play W+4
38633. 0 play W+4
38634. 1 play YPT
38635. 2 play Y+2
38636. 0 play WDT
38637. 1 play W+4
38638. 2 play WDT
38639. 0 play WDT
38640. 1 play Y5
38641. 2 play Y8
38642. 0 play WDT
38643. 1 take
38644. 2 play WPU
38645. 0 play WDT
38646. 1 play Y3
38647. 2 play Y2
38648. 0 play W+4
38649. 1 play WDT
38650. 2 play Y9
38651. 0 play W
38652. 1 play Y8
38653. 2 play W+4
38654. 0 play WDT
38655. 1 play WPU
38656. 2 play WDT
38657. 0 play WDT
38658. 1 play Y3
38659. 2 play WDT
38660. 0 play W+4
38661. 1 play Y5
38662. 2 play W+4
38663. 0 play WDT
38664. 1 play WDT
38665. 2 play YR
38666. 0 play W
38667. 1 play Y1
38668. 2 play Y4
38669. 0 play W
38670. 1 play W
38671. 2 play W
38672. 0 play W
38673. 1 play Y1
38674. 2 play WPU
38675. 0 take
38676. 1 play WDT green 0,1
38677. 2 play G3
38678. 1 play G3
38679. 2 play WPU
38680. 0 play Y5
38681. 1 play YS
38682. 2 play Y2
38683. 0 play W+4
38684. 1 play YPT
38685. 2 play Y9
38686. 0 play WDT
38687. 1 play W
38688. 2 play WDT
38689. 0 play Y3
38690. 1 play WDT
38691. 2 play YPT
38692. 0 play Y9
38693. 1 play Y+2
38694. 2 play W+4
38695. 0 play Y4
38696. 1 play WPU
38697. 2 play Y8
38698. 0 play WDT
38699. 1 play WPU
38700. 2 play Y6
38701. 0 play YR
38702. 1 play W
38703. 2 play Y7
38704. 0 play WDT
38705. 1 play Y+2
38706. 2 play W+4
38707. 0 play Y0
38708. 1 play YPT
38709. 2 play Y4
38710. 0 play Y2
38711. 1 play WDT
38712. 2 play WPU
38713. 0 play Y8
38714. 1 play W+4
38715. 2 play YR
38716. 0 play W
38717. 1 play W+4
38718. 2 play YPT
38719. 0 play WDT
38720. 1 play W+4
38721. 2 play Y7
38722. 0 play Y1
38723. 1 play W+4
38724. 2 play W
38725. 0 play Y1
38726. 1 play W+4
38727. 2 play W
38728. 0 play W
38729. 1 take
38730. 2 play W green
38731. 0 play G9
38732. 1 play WDT yellow 0,2
38733. 2 play Y6
38734. 0 play W red
38735. 1 play WPU
38736. 2 play GPT
38737. 0 play WDT
38738. 1 play G8
38739. 2 play WPU
38740. 0 play GS
38741. 1 play WPU
38742. 2 play WPU
38743. 0 play GPT
38744. 1 play GPT
38745. 2 play W
38746. 0 play WPU
38747. 1 play W+4
38748. 2 play WPU
38749. 0 play G9
38750. 1 play W
38751. 2 play GR
38752. 0 play G1
38753. 1 play WPU
38754. 2 play G8
38755. 0 play G4
38756. 1 play WDT
38757. 2 play W
38758. 0 play G2
38759. 1 play W
38760. 2 play W
38761. 0 play G4
38762. 1 play W
38763. 2 play WPU
38764. 0 play GR
38765. 1 play G6
38766. 2 play GPT
38767. 0 play G0
38768. 1 play W
38769. 2 play W
38770. 0 play G7
38771. 1 play W+4
38772. 2 play G+2
38773. 0 play G+2
38774. 1 play W+4
38775. 2 play W
38776. 0 play WDT
38777. 1 play W+4
38778. 2 take
38779. 0 play WPU
38780. 1 play W+4
38781. 2 play G7
38782. 0 play G2
38783. 1 play GS
38784. 2 play G3
38785. 0 play G5
38786. 1 play WDT
38787. 2 play WDT
38788. 0 play G6
38789. 1 play W
38790. 2 play G8
38791. 0 play W
38792. 1 play WDT
38793. 2 play G2
38794. 0 play G5
38795. 1 play W
38796. 2 play G8
38797. 0 play G1
38798. 1 play W+4
38799. 2 play W+4
38800. 0 play WDT
38801. 1 play W+4
38802. 2 play G0
38803. 0 play WDT
38804. 1 play WDT
38805. 2 play WPU
38806. 0 play W
38807. 1 play WDT
38808. 2 play GR
38809. 0 play W+4
38810. 1 play WDT
38811. 2 play WDT
38812. 0 play W
38813. 1 play W+4
38814. 2 play WDT
38815. 0 play W+4
38816. 1 take
38817. 2 play G1
38818. 0 play W+4 blue
38819. 1 challenge
38820. 1 play B3
38821. 1 play B3
38822. 2 play W+4 yellow
38823. 0 accept
38824. 1 play Y0
38825. 2 play WDT yellow 0,1
38826. 0 play Y6
38827. 1 play G6
38828. 2 play W blue
38829. 0 play BPT
38830. 2 point 1
38831. 1 point 0
38832. 0 point 1
38833. 1 play B9
38834. 2 play G9
38835. 0 play G7
38836. 1 play Y7
38837. 2 play WDT red 0,1
38838. 0 play R3
38839. 1 play Y3
38840. 2 play WPU
38841. 0 play Y3
38842. 1 play YR
38843. 2 play WPU
38844. 0 play Y0
38845. 1 play YPT
38846. 2 play W+4
38847. 0 play W
38848. 1 play W
38849. 2 play W
38850. 0 play W+4
38851. 1 play Y5
38852. 2 play Y5
38853. 0 play WPU
38854. 1 play W
38855. 2 play W
38856. 0 play WPU
38857. 1 play Y4
38858. 2 play WPU
38859. 0 play WPU
38860. 1 play Y8
38861. 2 play W+4
38862. 0 take
38863. 1 play Y6
38864. 2 play WPU
38865. 0 play G3
38866. 1 play G2
38867. 2 play W+4
38868. 0 play WPU
38869. 1 play G8
38870. 2 play G+2
38871. 0 play W+4
38872. 1 play WDT
38873. 2 play G4
38874. 0 play W
38875. 1 play G3
38876. 2 play GR
38877. 0 play W
38878. 1 play G1
38879. 2 play G6
38880. 0 play W+4
38881. 1 play G0
38882. 2 play G1
38883. 0 play W+4
38884. 1 play GS
38885. 2 play W
38886. 0 play W
38887. 1 play W+4
38888. 2 play GPT
38889. 0 play W
38890. 1 play WDT
38891. 2 play GS
38892. 0 play WPU
38893. 1 play WPU
38894. 2 play W
38895. 0 play W
38896. 1 play GR
38897. 2 play G4
38898. 0 play WPU
38899. 1 play W+4
38900. 2 play G+2
38901. 0 play WPU
38902. 1 play W
38903. 2 play W
38904. 0 play WPU
38905. 1 play G8
38906. 2 play W
38907. 0 take
38908. 1 play G2
38909. 2 play W red
38910. 0 play R5
38911. 1 play G5
38912. 2 play WPU
38913. 0 play RS
38914. 1 play W+4
38915. 2 play R9
38916. 0 play R4
38917. 1 play R+2
38918. 2 play R2
38919. 0 play W
38920. 1 play W+4
38921. 2 play RS
38922. 0 play RR
38923. 1 play R2
38924. 2 play R8
38925. 0 play R1
38926. 1 play WDT
38927. 2 play R6
38928. 0 play WDT
38929. 1 play W
38930. 2 play W
38931. 0 play RR
38932. 1 play WDT
38933. 2 play R+2
38934. 0 play WPU
38935. 1 play W
38936. 2 play R0
38937. 0 play WPU
38938. 1 play WDT
38939. 2 play R1
38940. 0 play RPT
38941. 1 play W+4
38942. 2 play R8
38943. 0 play W
38944. 1 play R3
38945. 2 play RPT
38946. 0 play W
38947. 1 play W+4
38948. 2 play R6
38949. 0 play WPU
38950. 1 play W+4
38951. 2 play W
38952. 0 play RPT
38953. 1 play W+4
38954. 2 play WPU
38955. 0 play R9
38956. 1 play WDT
38957. 2 play R7
38958. 0 play WDT
38959. 1 play WDT
38960. 2 play R7
38961. 0 play RPT
38962. 1 play WDT
38963. 2 play R5
38964. 0 play W
38965. 1 play WDT
38966. 2 play WPU
38967. 0 play W
38968. 1 play WDT
38969. 2 play R4
38970. 0 play W
38971. 1 play WDT
38972. 2 play WPU
38973. 0 play W
38974. 1 take
38975. 2 draw
38976. 0 play W+4 yellow
38977. 1 challenge
38978. 1 play Y1
38979. 1 play Y1
38980. 2 play Y3
38981. 0 play W+4 green
38982. 1 accept
38983. 2 play GPT
38984. 0 point 1
38985. 1 point 0
38986. 2 point 0
38987. 0 play BPT
38988. 0 point 1
38989. 2 point 1
38990. 1 point 2
38991. 1 play B6
38992. 2 play B3
38993. 0 play R3
38994. 1 play R6
38995. 1 play R6
38996. 2 draw
38997. 0 play Y6
38998. 1 play YPT
38999. 1 point 2
39000. 0 point 1
39001. 2 point 0
39002. 2 draw
39003. 0 play Y0
39004. 1 play R0
39005. 2 play R3
39006. 0 play W yellow
39007. 1 play WPU
39008. 2 take
39009. 0 play WPU
39010. 1 play Y4
39011. 2 take
39012. 0 play YPT
39013. 2 point 1
39014. 0 point 2
39015. 1 point 2
39016. 1 play Y2
39017. 2 play Y0
39018. 0 play W+4 blue
39019. 1 challenge
39020. 1 draw
39021. 2 play BPT
39022. 0 point 2
39023. 1 point 0
39024. 2 point 0
39025. 0 play B7
39026. 1 play B8
39027. 2 play WPU
39028. 0 play B0
39029. 1 play B1
39030. 2 play B8
39031. 0 play B7
39032. 1 play B6
39033. 2 play W
39034. 0 play W
39035. 1 play B3
39036. 2 play B6
39037. 0 play WPU
39038. 1 play W
39039. 2 take
39040. 0 play B2
39041. 1 play R2
39042. 2 play R3
39043. 0 play WPU
39044. 1 play W
39045. 2 play B1
39046. 0 play B3
39047. 1 play WDT
39048. 2 play B0
39049. 0 play B1
39050. 1 play W+4
39051. 2 play W
39052. 0 play B9
39053. 1 play B5
39054. 2 play B6
39055. 0 play BR
39056. 1 play BPT
39057. 2 play W
39058. 0 play B9
39059. 1 play B4
39060. 2 play WPU
39061. 0 play BR
39062. 1 play W+4
39063. 2 play B8
39064. 0 play WPU
39065. 1 play W
39066. 2 play B7
39067. 0 play BS
39068. 1 play B5
39069. 2 play B6
39070. 0 play B2
39071. 1 play WPU
39072. 2 play BPT
39073. 0 play W+4
39074. 1 play WDT
39075. 2 play B3
39076. 0 play W
39077. 1 play W
39078. 2 play W
39079. 0 play B+2
39080. 1 play W
39081. 2 take
39082. 0 play W+4 red
39083. 1 accept
39084. 2 play WPU
39085. 0 play R6
39086. 1 play RPT
39087. 2 play WDT
39088. 0 play R6
39089. 1 play R0
39090. 2 play WPU
39091. 0 play WPU
39092. 1 play W+4
39093. 2 play WPU
39094. 0 play W+4
39095. 1 play W
39096. 2 play W+4
39097. 0 play W+4
39098. 1 play W+4
39099. 2 play WDT
39100. 0 play W+4
39101. 1 play R8
39102. 2 play W
39103. 0 play W+4
39104. 1 play W+4
39105. 2 play W
39106. 0 take
39107. 1 play R1
39108. 2 play W+4 yellow
39109. 0 challenge
39110. 0 play Y1
39111. 1 play Y+2
39112. 0 play W+4 yellow
39113. 1 challenge
39114. 1 play YPT
39115. 2 point 0
39116. 1 point 0
39117. 0 point 2
39118. 2 play GPT
39119. 0 point 2
39120. 2 point 0
39121. 1 point 2
39122. 0 play G1
39123. 1 play W red
39124. 2 play WPU
39125. 0 play GS
39126. 1 play G5
39127. 2 play W+4
39128. 0 play G8
39129. 1 play GPT
39130. 2 play W
39131. 0 play G2
39132. 1 play G9
39133. 2 play W
39134. 0 play G3
39135. 1 play W
39136. 2 play W
39137. 0 play G8
39138. 1 play W
39139. 2 play W
39140. 0 play GPT
39141. 1 play W+4
39142. 2 play GPT
39143. 0 play G1
39144. 1 play G7
39145. 2 play W+4
39146. 0 play G+2
39147. 1 play G7
39148. 2 play W
39149. 0 play G3
39150. 1 play G9
39151. 2 play W
39152. 0 play G4
39153. 1 play W
39154. 2 play W+4
39155. 0 play GS
39156. 1 play W
39157. 2 play W+4
39158. 0 play GR
39159. 1 play WDT
39160. 2 take
39161. 0 play G4
39162. 1 play G2
39163. 2 play G4
39164. 0 play GR
39165. 2 play G+2
39166. 0 play G0
39167. 2 play GPT
39168. 2 point 0
39169. 0 point 2
39170. 1 point 0
39171. 1 play YPT
39172. 1 point 0
39173. 2 point 1
39174. 0 point 2
39175. 0 play Y0
39176. 2 play Y6
39177. 1 play Y9
39178. 0 play Y1
39179. 2 play Y4
39180. 1 play W blue
39181. 0 play W blue
39182. 2 play B0
39183. 1 play W red
39184. 0 play WDT yellow 0,1
39185. 2 play Y1
39186. 1 play YR
39187. 2 play GR
39188. 1 play RR
39189. 2 play R1
39190. 1 play R1
39191. 2 play W+4 yellow
39192. 0 accept
39193. 1 play Y8
39194. 2 play YPT
39195. 1 point 0
39196. 2 point 1
39197. 0 point 1
39198. 0 play BPT
39199. 0 point 1
39200. 1 point 2
39201. 2 point 1
39202. 1 play B2
39203. 2 play B9
39204. 0 play W+4 blue
39205. 1 accept
39206. 2 play BS
39207. 1 play YS
39208. 0 play Y8
39209. 1 play Y+2
39210. 0 play Y7
39211. 1 play WPU
39212. 2 play W
39213. 0 play W
39214. 1 play WDT
39215. 2 play W
39216. 0 play BS
39217. 1 play B4
39218. 2 play BPT
39219. 0 play WDT
39220. 1 play B7
39221. 2 play WDT
39222. 0 play B+2
39223. 1 play WDT
39224. 2 play B4
39225. 0 play W+4
39226. 1 play WDT
39227. 2 play B9
39228. 0 play BPT
39229. 1 play WDT
39230. 2 play B5
39231. 0 play W
39232. 1 play WPU
39233. 2 play B8
39234. 0 play W+4
39235. 1 play WDT
39236. 2 play B6
39237. 0 play W+4
39238. 1 play W
39239. 2 play BR
39240. 0 play W
39241. 1 play WPU
39242. 2 play B5
39243. 0 play WPU
39244. 1 play W
39245. 2 play BR
39246. 0 play WPU
39247. 1 play WPU
39248. 2 play B8
39249. 0 play W+4
39250. 1 play WDT
39251. 2 play B+2
39252. 0 play WPU
39253. 1 play WPU
39254. 2 play B6
39255. 0 play W+4
39256. 1 play WPU
39257. 2 play B3
39258. 0 play WPU
39259. 1 play WDT
39260. 2 play B1
39261. 0 play WPU
39262. 1 play WPU
39263. 2 play B7
39264. 0 play W+4
39265. 1 play WDT
39266. 2 play B2
39267. 0 take
39268. 1 play WDT blue 1,2
39269. 2 play B3
39270. 0 play R3
39271. 1 play R+2
39272. 0 play WPU
39273. 1 play WDT
39274. 2 play W
39275. 0 play B9
39276. 1 take
39277. 2 play B0
39278. 0 play B8
39279. 1 play R8
39280. 2 play W+4 blue
39281. 0 accept
39282. 1 play B2
39283. 2 play W red
39284. 0 play WDT red 1,2
39285. 1 play R+2
39286. 0 play R0
39287. 1 play WDT blue 0,1
39288. 2 play W+4 red
39289. 0 accept
39290. 1 play R4
39291. 2 play G4
39292. 0 play Y4
39293. 1 play YPT
39294. 0 point 1
39295. 2 point 0
39296. 1 point 0
39297. 2 play Y8
39298. 1 play Y8
39299. 2 play W+4 red
39300. 0 accept
39301. 1 play W blue
39302. 2 play B1
39303. 0 play B5
39304. 1 play WDT blue 0,2
39305. 2 play BPT
39306. 2 point 0
39307. 1 point 2
39308. 0 point 2
39309. 0 play GPT
39310. 1 point 0
39311. 0 point 2
39312. 2 point 1
39313. 1 play G5
39314. 2 play WPU
39315. 0 play B0
39316. 1 play B2
39317. 2 play W
39318. 0 play B5
39319. 1 play W
39320. 2 play BPT
39321. 0 play BPT
39322. 1 play B9
39323. 2 play W+4
39324. 0 play B7
39325. 1 play WDT
39326. 2 play W+4
39327. 0 play B+2
39328. 1 play WDT
39329. 2 play W+4
39330. 0 play B4
39331. 1 play B3
39332. 2 play W
39333. 0 play BS
39334. 1 take
39335. 2 play W+4 red
39336. 0 challenge
39337. 0 play R1
39338. 1 play WDT green 0,2
39339. 2 play G3
39340. 0 play WPU
39341. 1 play WDT
39342. 2 play G5
39343. 0 play G4
39344. 1 play G2
39345. 2 play G5
39346. 0 play W+4
39347. 1 play W+4
39348. 2 play G7
39349. 0 play WPU
39350. 1 play W
39351. 2 play GPT
39352. 0 play GR
39353. 1 play G1
39354. 2 play G1
39355. 0 play WPU
39356. 1 play W
39357. 2 play W
39358. 0 play WPU
39359. 1 play W+4
39360. 2 play G4
39361. 0 play W
39362. 1 play W+4
39363. 2 play GPT
39364. 0 play G0
39365. 1 play GR
39366. 2 play W
39367. 0 play WDT
39368. 1 play W
39369. 2 play G3
39370. 0 play WDT
39371. 1 take
39372. 2 play G+2
39373. 1 play WDT yellow 0,1
39374. 2 play WPU
39375. 0 play WDT
39376. 1 play G2
39377. 2 play G9
39378. 0 play G+2
39379. 1 play GPT
39380. 2 play GPT
39381. 0 play G6
39382. 1 play G1
39383. 2 play GS
39384. 0 play WDT
39385. 1 play G4
39386. 2 play G9
39387. 0 play W+4
39388. 1 play G5
39389. 2 play G8
39390. 0 play G6
39391. 1 play GR
39392. 2 play G7
39393. 0 play WPU
39394. 1 play GR
39395. 2 play G3
39396. 0 play WPU
39397. 1 play G5
39398. 2 play W
39399. 0 play WPU
39400. 1 play GPT
39401. 2 play W
39402. 0 play WDT
39403. 1 play GPT
39404. 2 play G2
39405. 0 play WDT
39406. 1 play G7
39407. 2 play GS
39408. 0 play W+4
39409. 1 play G3
39410. 2 play G8
39411. 0 play W+4
39412. 1 play G0
39413. 2 play W
39414. 0 play W
39415. 1 play WPU
39416. 2 play W
39417. 0 play W+4
39418. 1 play WDT
39419. 2 take
39420. 0 play W+4 red
39421. 1 challenge
39422. 1 play R7
39423. 2 play W+4 yellow
39424. 0 challenge
39425. 0 play Y8
39426. 1 play W red
39427. 2 play W+4 yellow
39428. 0 accept
39429. 1 play WDT red 0,1
39430. 2 play R7
39431. 0 play W green
39432. 1 play G4
39433. 2 play G1
39434. 0 play W yellow
39435. 1 play Y2
39436. 2 play W blue
39437. 0 play B4
39438. 1 play R4
39439. 2 play WPU
39440. 0 play B7
39441. 1 play B4
39442. 2 play WPU
39443. 0 play BS
39444. 1 play B5
39445. 2 play B5
39446. 0 play B9
39447. 1 play B7
39448. 2 play WPU
39449. 0 play B+2
39450. 1 play BS
39451. 2 play W
39452. 0 play BR
39453. 1 play B3
39454. 2 play WDT
39455. 0 play W+4
39456. 1 play W
39457. 2 play WDT
39458. 0 play B6
39459. 1 play W+4
39460. 2 play WPU
39461. 0 play WDT
39462. 1 play W+4
39463. 2 play W+4
39464. 0 play WPU
39465. 1 play WPU
39466. 2 play WDT
39467. 0 play BPT
39468. 1 play B2
39469. 2 play B1
39470. 0 play B3
39471. 1 play B9
39472. 2 play W
39473. 0 play W+4
39474. 1 play BPT
39475. 2 play W+4
39476. 0 play B2
39477. 1 play W+4
39478. 2 play W
39479. 0 play W
39480. 1 play B0
39481. 2 play WDT
39482. 0 play WPU
39483. 1 play B+2
39484. 2 play WDT
39485. 0 play W+4
39486. 1 play W
39487. 2 play W
39488. 0 play B1
39489. 1 play W+4
39490. 2 play WDT
39491. 0 play W
39492. 1 play BPT
39493. 2 play WDT
39494. 0 play WPU
39495. 1 play WPU
39496. 2 play W+4
39497. 0 play BR
39498. 1 play WPU
39499. 2 take
39500. 0 play B6
39501. 2 play B6
39502. 0 play W green
39503. 1 play G1
39504. 2 play G+2
39505. 1 draw
39506. 2 play G8
39507. 0 play WPU
39508. 1 play Y0
39509. 2 play WDT
39510. 0 play Y4
39511. 1 play W
39512. 2 play WPU
39513. 0 play Y5
39514. 1 play Y7
39515. 2 play W
39516. 0 play WPU
39517. 1 play YS
39518. 2 play W
39519. 0 play Y3
39520. 1 play Y4
39521. 2 play W
39522. 0 play W
39523. 1 play Y9
39524. 2 play WDT
39525. 0 play YPT
39526. 1 play Y2
39527. 2 play WPU
39528. 0 play Y5
39529. 1 play Y1
39530. 2 play WDT
39531. 0 play Y8
39532. 1 play Y1
39533. 2 play WPU
39534. 0 play W+4
39535. 1 play YR
39536. 2 play W+4
39537. 0 play Y8
39538. 1 play W
39539. 2 play W+4
39540. 0 play WDT
39541. 1 play Y6
39542. 2 play YPT
39543. 0 play Y3
39544. 1 play W
39545. 2 play YPT
39546. 0 play YPT
39547. 1 play YS
39548. 2 play W
39549. 0 play YR
39550. 1 play Y7
39551. 2 play WPU
39552. 0 play W
39553. 1 play Y6
39554. 2 play W
39555. 0 play WDT
39556. 1 play Y9
39557. 2 play WDT
39558. 0 play WDT
39559. 1 take
39560. 2 play WPU
39561. 0 play G4
39562. 1 play WDT
39563. 2 play W+4
39564. 0 take
39565. 1 play W yellow
39566. 2 play W+4 yellow
39567. 0 challenge
39568. 0 draw
39569. 1 play Y7
39570. 1 play Y7
39571. 2 draw
39572. 0 play Y+2
39573. 2 play B+2
39574. 1 play R+2
39575. 0 play WPU
39576. 1 play R4
39577. 2 play WPU
39578. 0 play W+4
39579. 1 play R9
39580. 2 play WDT
39581. 0 play R1
39582. 1 play W+4
39583. 2 play WPU
39584. 0 play WDT
39585. 1 play WPU
39586. 2 play W+4
39587. 0 play W
39588. 1 play R7
39589. 2 play WPU
39590. 0 play R1
39591. 1 play WPU
39592. 2 play WDT
39593. 0 play W
39594. 1 play WDT
39595. 2 play WPU
39596. 0 play RPT
39597. 1 play RS
39598. 2 play WDT
39599. 0 play R6
39600. 1 play RR
39601. 2 play WDT
39602. 0 play R+2
39603. 1 play R2
39604. 2 play W+4
39605. 0 play R8
39606. 1 play RS
39607. 2 play W+4
39608. 0 play R8
39609. 1 play WDT
39610. 2 play R3
39611. 0 play R0
39612. 1 play R3
39613. 2 play WPU
39614. 0 play R6
39615. 1 play R9
39616. 2 play W
39617. 0 play W
39618. 1 play WPU
39619. 2 play WPU
39620. 0 play W+4
39621. 1 play RR
39622. 2 play W
39623. 0 play R4
39624. 1 play WPU
39625. 2 play W
39626. 0 take
39627. 1 play W blue
39628. 2 play B7
39629. 0 play W blue
39630. 1 play BPT
39631. 1 point 0
39632. 0 point 1
39633. 2 point 1
39634. 2 play B7
39635. 0 play W green
39636. 1 play W red
39637. 2 draw
39638. 2 play W blue
39639. 0 play W+4 blue
39640. 1 accept
39641. 2 draw
39642. 2 pass
39643. 0 play WPU
39644. 1 play W
39645. 2 play B0
39646. 0 play W
39647. 1 play W
39648. 2 play B6
39649. 0 play W+4
39650. 1 play W+4
39651. 2 play B2
39652. 0 play W
39653. 1 play W
39654. 2 play B6
39655. 0 play W+4
39656. 1 play W
39657. 2 play W
39658. 0 play W+4
39659. 1 play W
39660. 2 play B3
39661. 0 play WDT
39662. 1 play B7
39663. 2 play B+2
39664. 0 play WDT
39665. 1 play W
39666. 2 play W+4
39667. 0 play WDT
39668. 1 play WPU
39669. 2 play B5
39670. 0 play WPU
39671. 1 play W+4
39672. 2 play B1
39673. 0 play B8
39674. 1 play B7
39675. 2 play BS
39676. 0 play WDT
39677. 1 play W
39678. 2 play B+2
39679. 0 play W+4
39680. 1 play WPU
39681. 2 play BS
39682. 0 play W
39683. 1 play WDT
39684. 2 play B3
39685. 0 play W
39686. 1 play W
39687. 2 play B2
39688. 0 play WDT
39689. 1 play BPT
39690. 2 play B1
39691. 0 play WDT
39692. 1 play W+4
39693. 2 play BPT
39694. 0 play B8
39695. 1 play WDT
39696. 2 play B9
39697. 0 play W+4
39698. 1 play W
39699. 2 play BR
39700. 0 play W
39701. 1 play WDT
39702. 2 play B5
39703. 0 play WPU
39704. 1 play WDT
39705. 2 play BR
39706. 0 play WPU
39707. 1 play WDT
39708. 2 play W+4
39709. 0 play WPU
39710. 1 play W
39711. 2 play B4
39712. 0 play WDT
39713. 1 take
39714. 2 play W+4 yellow
39715. 0 challenge
39716. 0 play WPU
39717. 1 play Y2
39718. 2 play WPU
39719. 0 play Y7
39720. 1 play Y+2
39721. 2 take
39722. 0 play Y+2
39723. 2 play Y7
39724. 1 play Y7
39725. 2 play G7
39726. 0 play G4
39727. 1 play Y4
39728. 2 play Y+2
39729. 1 play Y4
39730. 2 play W+4 yellow
39731. 0 challenge
39732. 0 play WPU
39733. 1 play Y8
39734. 2 play WPU
39735. 0 play Y4
39736. 1 play YS
39737. 2 play Y+2
39738. 0 play WPU
39739. 1 play Y2
39740. 2 play Y2
39741. 0 play WPU
39742. 1 play Y0
39743. 2 play Y7
39744. 0 play Y7
39745. 1 play WPU
39746. 2 take
39747. 0 play WPU
39748. 1 play WPU
39749. 2 play Y+2
39750. 0 take
39751. 1 play Y3
39752. 1 play Y3
39753. 2 play G3
39754. 0 play WPU
39755. 1 play W
39756. 2 play WPU
39757. 0 play G1
39758. 1 play WDT
39759. 2 play G5
39760. 0 play G8
39761. 1 play WPU
39762. 2 play G8
39763. 0 take
39764. 1 play W yellow
39765. 2 play WPU
39766. 0 play WDT
39767. 1 play YR
39768. 2 play Y0
39769. 0 play WPU
39770. 1 play Y5
39771. 2 play Y4
39772. 0 play WPU
39773. 1 play YR
39774. 2 play W+4
39775. 0 play W
39776. 1 play Y1
39777. 2 play Y2
39778. 0 play Y+2
39779. 1 play WDT
39780. 2 play Y7
39781. 0 play Y4
39782. 1 play Y1
39783. 2 play Y+2
39784. 0 take
39785. 1 play Y6
39786. 1 play Y6
39787. 2 play Y7
39788. 0 play Y7
39789. 1 play R7
39790. 2 play G7
39791. 0 play R7
39792. 1 play WDT red 1,2
39793. 2 play WPU
39794. 0 play Y1
39795. 1 play WPU
39796. 2 play YS
39797. 0 play W+4
39798. 1 play WPU
39799. 2 play Y8
39800. 0 play YR
39801. 1 play WPU
39802. 2 play WPU
39803. 0 play Y5
39804. 1 play Y9
39805. 2 play Y2
39806. 0 play Y4
39807. 1 play YPT
39808. 2 take
39809. 0 play Y4
39810. 1 play WDT red 0,1
39811. 2 play W+4 yellow
39812. 0 accept
39813. 1 play Y9
39814. 2 play YR
39815. 1 play Y6
39816. 0 play WPU
39817. 2 play Y5
39818. 1 play YPT
39819. 0 play YR
39820. 2 play Y3
39821. 1 play WDT
39822. 0 play Y3
39823. 2 play WPU
39824. 1 play Y5
39825. 0 play Y+2
39826. 2 play YPT
39827. 1 play WDT
39828. 0 play WDT
39829. 2 play Y8
39830. 1 play W+4
39831. 0 play WPU
39832. 2 play Y2
39833. 1 play WPU
39834. 0 play Y+2
39835. 2 play Y9
39836. 1 play W
39837. 0 play Y0
39838. 2 play YS
39839. 1 play Y7
39840. 0 play WDT
39841. 2 play WPU
39842. 1 play Y8
39843. 0 play W
39844. 2 play Y4
39845. 1 play W
39846. 0 play Y1
39847. 2 play Y1
39848. 1 play W+4
39849. 0 play W
39850. 2 play WPU
39851. 1 play YS
39852. 0 play WPU
39853. 2 play WPU
39854. 1 play WPU
39855. 0 play WPU
39856. 2 play WPU
39857. 1 play W+4
39858. 0 play Y2
39859. 2 take
39860. 1 play YPT
39861. 1 point 2
39862. 2 point 1
39863. 0 point 1
39864. 0 play RPT
39865. 0 point 1
39866. 2 point 1
39867. 1 point 0
39868. 2 play BPT
39869. 1 point 2
39870. 2 point 1
39871. 0 point 1
39872. 1 play YPT
39873. 1 point 0
39874. 2 point 1
39875. 0 point 2
39876. 0 play RPT
39877. 2 point 1
39878. 1 point 2
39879. 0 point 1
39880. 2 play GPT
39881. 0 point 1
39882. 2 point 0
39883. 1 point 0
39884. 1 play BPT
39885. 0 point 1
39886. 2 point 1
39887. 1 point 2
39888. 0 play WPU
39889. 2 play WDT
39890. 1 play B+2
39891. 0 take
39892. 2 play B9
39893. 1 play BS
39894. 2 play B4
39895. 1 play W+4 green
39896. 0 accept
39897. 2 play G9
39898. 1 play GPT
39899. 0 point 1
39900. 2 point 0
39901. 1 point 0
39902. 0 play G9
39903. 2 play G+2
39904. 0 play G5
39905. 2 play GPT
39906. 2 point 0
39907. 1 point 0
39908. 0 point 2
39909. 1 play RPT
39910. 1 point 0
39911. 0 point 2
39912. 2 point 0
39913. 0 play WPU
39914. 2 play WDT
39915. 1 play WDT
39916. 0 play RS
39917. 2 play W+4
39918. 1 play RPT
39919. 0 play WDT
39920. 2 play W+4
39921. 1 play W
39922. 0 play RS
39923. 2 play WDT
39924. 1 play RPT
39925. 0 play R7
39926. 2 play WDT
39927. 1 play W+4
39928. 0 play R8
39929. 2 play WPU
39930. 1 play WDT
39931. 0 play R8
39932. 2 play W
39933. 1 play RPT
39934. 0 play R6
39935. 2 play W
39936. 1 play R7
39937. 0 play R9
39938. 2 play W
39939. 1 play R5
39940. 0 play RR
39941. 2 play WPU
39942. 1 play W
39943. 0 play R9
39944. 2 play W
39945. 1 play R2
39946. 0 play R1
39947. 2 play W+4
39948. 1 play WDT
39949. 0 play RR
39950. 2 play WPU
39951. 1 play R5
39952. 0 play R2
39953. 2 play WPU
39954. 1 play W+4
39955. 0 play R1
39956. 2 play WPU
39957. 1 play W
39958. 0 play R+2
39959. 2 play WPU
39960. 1 play W+4
39961. 0 play R6
39962. 2 play WPU
39963. 1 play W+4
39964. 0 play R+2
39965. 2 play WPU
39966. 1 play WDT
39967. 0 play R3
39968. 2 play WPU
39969. 1 play W+4
39970. 0 play R4
39971. 2 play WPU
39972. 1 play WDT
39973. 0 play R0
39974. 2 play WPU
39975. 1 play W+4
39976. 0 play R4
39977. 2 take
39978. 1 play W+4 blue
39979. 0 accept
39980. 2 play W green
39981. 1 play WDT blue 0,2
39982. 0 play BS
39983. 1 play BR
39984. 2 play YR
39985. 1 play BR
39986. 2 play GR
39987. 1 play G1
39988. 0 play WPU
39989. 2 play G4
39990. 1 play W
39991. 0 play G1
39992. 2 play G+2
39993. 1 play G9
39994. 0 play G+2
39995. 2 play W+4
39996. 1 play W+4
39997. 0 play G8
39998. 2 play W
39999. 1 play GPT
40000. 0 play GPT
40001. 2 play G4
40002. 1 play W+4
40003. 0 play G3
40004. 2 play G9
40005. 1 play G7
40006. 0 play G8
40007. 2 play GPT
40008. 1 play W
40009. 0 take
40010. 2 play G6
40011. 1 play W blue
40012. 0 play WDT yellow 0,2
40013. 2 play Y+2
40014. 0 play W+4 yellow
40015. 2 challenge
40016. 2 play Y8
40017. 1 play WDT green 0,1
40018. 0 play G8
40019. 2 play Y8
40020. 1 play WDT green 0,2
40021. 0 play W yellow
40022. 2 play Y5
40023. 1 play B5
40024. 0 play B+2
40025. 1 play B5
40026. 2 play B5
40027. 1 play B0
40028. 0 play W+4 red
40029. 2 challenge
40030. 2 play WDT red 0,1
40031. 1 play W red
40032. 0 draw
40033. 2 play W green
40034. 1 play W green
40035. 0 play W+4 green
40036. 2 challenge
40037. 2 play G0
40038. 1 play W green
40039. 0 play WDT yellow 1,2
40040. 2 play Y9
40041. 2 play Y9
40042. 1 play B9
40043. 0 play B4
40044. 2 play WDT green 0,2
40045. 1 draw
40046. 0 play W red
40047. 2 play WDT blue 0,2
40048. 1 play B1
40049. 0 play B9
40050. 2 play B0
40051. 1 play B9
40052. 0 play W+4 blue
40053. 2 accept
40054. 1 play B6
40055. 0 play WDT yellow 1,2
40056. 2 play WPU
40057. 1 play BS
40058. 0 play W
40059. 2 play W+4
40060. 1 play W
40061. 0 play W+4
40062. 2 play W
40063. 1 play B2
40064. 0 play BPT
40065. 2 play BPT
40066. 1 play W
40067. 0 play BR
40068. 2 play W
40069. 1 play BR
40070. 0 play B5
40071. 2 play W+4
40072. 1 play B1
40073. 0 play W
40074. 2 play W
40075. 1 play B4
40076. 0 play WDT
40077. 2 play W
40078. 1 play B7
40079. 0 play W
40080. 2 play W
40081. 1 play B2
40082. 0 play WDT
40083. 2 play W+4
40084. 1 play B8
40085. 0 play B0
40086. 2 play B5
40087. 1 play W
40088. 0 play W
40089. 2 play W
40090. 1 play W
40091. 0 play W
40092. 2 play WPU
40093. 1 play B3
40094. 0 take
40095. 2 play B4
40096. 1 play B7
40097. 0 play B4
40098. 2 play W+4 yellow
40099. 1 accept
40100. 0 play Y9
40101. 2 play Y1
40102. 1 play WDT yellow 0,1
40103. 0 play W green
40104. 2 play G6
40105. 1 play Y6
40106. 2 play Y6
40107. 1 play W green
40108. 0 play G7
40109. 2 play B7
40110. 1 play B+2
40111. 2 play WPU
40112. 1 play YPT
40113. 0 play YR
40114. 2 play WPU
40115. 1 play WDT
40116. 0 play WDT
40117. 2 play W+4
40118. 1 play Y7
40119. 0 play Y8
40120. 2 play Y0
40121. 1 play YPT
40122. 0 play Y8
40123. 2 play Y3
40124. 1 take
40125. 0 play WDT blue 1,2
40126. 2 play W+4 red
40127. 1 accept
40128. 0 play W blue
40129. 2 play W+4 red
40130. 1 accept
40131. 0 play WDT yellow 1,2
40132. 2 play WPU
40133. 1 play Y1
40134. 0 play W
40135. 2 play YR
40136. 1 play YPT
40137. 0 play Y9
40138. 2 play Y1
40139. 1 play Y8
40140. 0 play Y5
40141. 2 play WPU
40142. 1 play WPU
40143. 0 play W
40144. 2 play W+4
40145. 1 play Y9
40146. 0 play W+4
40147. 2 play YS
40148. 1 play W
40149. 0 play W+4
40150. 2 play W+4
40151. 1 play Y3
40152. 0 play W+4
40153. 2 play Y3
40154. 1 play Y0
40155. 0 play W+4
40156. 2 play WPU
40157. 1 play W+4
40158. 0 play W+4
40159. 2 play WDT
40160. 1 play YPT
40161. 0 play WPU
40162. 2 play W
40163. 1 play WPU
40164. 0 play W
40165. 2 play WPU
40166. 1 play W
40167. 0 play W
40168. 2 play Y5
40169. 1 play Y6
40170. 0 play WPU
40171. 2 play WPU
40172. 1 play Y8
40173. 0 play W
40174. 2 play WPU
40175. 1 play Y7
40176. 0 play W
40177. 2 play Y7
40178. 1 play WDT
40179. 0 play W
40180. 2 play YPT
40181. 1 play W+4
40182. 0 play W
40183. 2 play Y4
40184. 1 play YR
40185. 0 play W
40186. 2 play Y2
40187. 1 play WDT
40188. 0 play W
40189. 2 play YPT
40190. 1 play WDT
40191. 0 play W
40192. 2 play YS
40193. 1 take
40194. 0 play W red
40195. 2 play R+2
40196. 0 play R3
40197. 2 play R1
40198. 1 play W red
40199. 0 play W yellow
40200. 2 play Y+2
40201. 0 play G+2
40202. 1 play W+4 yellow
40203. 0 accept
40204. 2 play Y4
40205. 1 play Y8
40206. 1 play Y8
40207. 0 play B8
40208. 2 play B6
40209. 1 play W+4 blue
40210. 0 challenge
40211. 0 play BS
40212. 1 play B+2
40213. 2 play WDT red 0,2
40214. 1 play WPU
40215. 0 play B1
40216. 2 play B4
40217. 1 play W+4
40218. 0 play B3
40219. 2 play B8
40220. 1 play W+4
40221. 0 play BR
40222. 2 play WPU
40223. 1 play BPT
40224. 0 play B9
40225. 2 play WPU
40226. 1 play B6
40227. 0 play W+4
40228. 2 play B+2
40229. 1 play WDT
40230. 0 play BR
40231. 2 play W+4
40232. 1 play WPU
40233. 0 play B2
40234. 2 play B7
40235. 1 play B8
40236. 0 play B0
40237. 2 play W+4
40238. 1 play BPT
40239. 0 play BS
40240. 2 play WDT
40241. 1 play WDT
40242. 0 play B2
40243. 2 play W+4
40244. 1 play BS
40245. 0 play B7
40246. 2 play WDT
40247. 1 play WPU
40248. 0 play BPT
40249. 2 play WDT
40250. 1 play W+4
40251. 0 play B5
40252. 2 play WDT
40253. 1 play B1
40254. 0 play B5
40255. 2 play WDT
40256. 1 play W+4
40257. 0 play BPT
40258. 2 play WDT
40259. 1 play B9
40260. 0 take
40261. 2 draw
40262. 2 pass
40263. 1 play WDT yellow 0,1
40264. 0 play WDT red 0,1
40265. 2 play R2
40266. 1 play Y2
40267. 0 play WDT red 0,1
40268. 2 play R8
40269. 1 play WDT red 0,1
40270. 0 play WPU
40271. 2 play Y2
40272. 1 play Y3
40273. 0 play WPU
40274. 2 play Y6
40275. 1 play W
40276. 0 play W+4
40277. 2 play Y+2
40278. 1 play YS
40279. 0 play W+4
40280. 2 play Y+2
40281. 1 play Y0
40282. 0 play WPU
40283. 2 play WDT
40284. 1 play Y1
40285. 0 play W+4
40286. 2 take
40287. 1 play YPT
40288. 1 point 2
40289. 2 point 0
40290. 0 point 2
40291. 0 play W+4 green
40292. 2 accept
40293. 1 play W green
40294. 0 play WPU
40295. 2 play WPU
40296. 1 play Y4
40297. 0 play W+4
40298. 2 play Y+2
40299. 1 play Y7
40300. 0 play WDT
40301. 2 play Y0
40302. 1 play Y7
40303. 0 play WDT
40304. 2 play Y1
40305. 1 play YR
40306. 0 play WDT
40307. 2 play Y3
40308. 1 play YPT
40309. 0 play WDT
40310. 2 play W+4
40311. 1 play WDT
40312. 0 play W+4
40313. 2 play WPU
40314. 1 play YR
40315. 0 play WDT
40316. 2 play Y6
40317. 1 play Y1
40318. 0 play WDT
40319. 2 play WPU
40320. 1 play WPU
40321. 0 play W+4
40322. 2 play Y2
40323. 1 play Y5
40324. 0 play W+4
40325. 2 play Y2
40326. 1 play Y4
40327. 0 play WDT
40328. 2 play WDT
40329. 1 play Y8
40330. 0 take
40331. 2 play W+4 blue
40332. 1 challenge
40333. 1 play W green
40334. 0 play W green
40335. 2 play WDT red 0,2
40336. 1 play W+4 yellow
40337. 0 accept
40338. 2 play WPU
40339. 1 play W+4
40340. 0 play Y6
40341. 2 play W
40342. 1 play Y3
40343. 0 play WDT
40344. 2 play WDT
40345. 1 play W
40346. 0 play YPT
40347. 2 play YS
40348. 1 play W+4
40349. 0 play YR
40350. 2 play Y+2
40351. 1 play YPT
40352. 0 play Y5
40353. 2 play W+4
40354. 1 play W+4
40355. 0 play YPT
40356. 2 play WDT
40357. 1 play YPT
40358. 0 play WDT
40359. 2 take
40360. 1 play Y6
40361. 0 play Y+2
40362. 1 play Y9
40363. 0 play YR
40364. 1 play WPU
40365. 2 play Y3
40366. 0 play WDT
40367. 1 play W
40368. 2 play Y+2
40369. 0 play WPU
40370. 1 play WPU
40371. 2 play W
40372. 0 play Y3
40373. 1 play Y5
40374. 2 play Y5
40375. 0 play Y0
40376. 1 play Y9
40377. 2 play YPT
40378. 0 play Y4
40379. 1 play WPU
40380. 2 play W+4
40381. 0 play Y1
40382. 1 play W
40383. 2 play YR
40384. 0 play Y8
40385. 1 play W
40386. 2 play WPU
40387. 0 play Y1
40388. 1 play W
40389. 2 play W
40390. 0 play Y7
40391. 1 play W
40392. 2 play YPT
40393. 0 play W
40394. 1 play W
40395. 2 play W+4
40396. 0 play W
40397. 1 play WPU
40398. 2 play Y6
40399. 0 play Y4
40400. 1 play WPU
40401. 2 play YPT
40402. 0 play WDT
40403. 1 play YS
40404. 2 play YS
40405. 0 play Y2
40406. 1 play WPU
40407. 2 play Y6
40408. 0 play Y7
40409. 1 play W
40410. 2 play WDT
40411. 0 play WDT
40412. 1 play Y8
40413. 2 play W+4
40414. 0 play WPU
40415. 1 play W
40416. 2 play WDT
40417. 0 play WDT
40418. 1 play W
40419. 2 play WDT
40420. 0 play WPU
40421. 1 play W
40422. 2 play WDT
40423. 0 play WPU
40424. 1 play W
40425. 2 play W+4
40426. 0 play WDT
40427. 1 play W
40428. 2 play W+4
40429. 0 play Y2
40430. 1 take
40431. 2 play YPT
40432. 1 point 2
40433. 2 point 1
40434. 0 point 1
40435. 0 play BPT
40436. 0 point 1
40437. 2 point 1
40438. 1 point 0
40439. 1 play B4
40440. 0 play B4
40441. 1 play B3
40442. 2 play R3
40443. 0 play B3
40444. 1 play WPU
40445. 2 take
40446. 0 play B5
40447. 1 play B6
40448. 0 play B6
40449. 1 play WDT yellow 1,2
40450. 2 play Y+2
40451. 1 play YS
40452. 0 play WDT red 0,1
40453. 1 play W red
40454. 2 play R3
40455. 0 play W+4 green
40456. 1 accept
40457. 2 play G2
40458. 0 play G8
40459. 1 play W yellow
40460. 2 draw
40461. 2 play WDT yellow 0,2
40462. 0 play WPU
40463. 1 play W+4
40464. 2 play R8
40465. 0 play W
40466. 1 play WDT
40467. 2 play R6
40468. 0 play WDT
40469. 1 play W+4
40470. 2 play R7
40471. 0 play WDT
40472. 1 play WPU
40473. 2 play R0
40474. 0 play W+4
40475. 1 play R3
40476. 2 play RS
40477. 0 play W+4
40478. 1 play W
40479. 2 play R1
40480. 0 play W+4
40481. 1 play WDT
40482. 2 play R4
40483. 0 play W+4
40484. 1 play WPU
40485. 2 play R1
40486. 0 play W+4
40487. 1 play W
40488. 2 play R2
40489. 0 play W+4
40490. 1 play W
40491. 2 play RPT
40492. 0 take
40493. 1 play W red
40494. 2 play R+2
40495. 1 play W yellow
40496. 2 play WPU
40497. 0 play G8
40498. 1 play W+4
40499. 2 play W
40500. 0 play GR
40501. 1 play W
40502. 2 play GPT
40503. 0 play WPU
40504. 1 play WDT
40505. 2 play G0
40506. 0 play G+2
40507. 1 play G7
40508. 2 play GS
40509. 0 play WDT
40510. 1 play WDT
40511. 2 play G7
40512. 0 play G1
40513. 1 play W
40514. 2 play G6
40515. 0 play G9
40516. 1 play WPU
40517. 2 play GR
40518. 0 play W
40519. 1 play W
40520. 2 play G5
40521. 0 play WDT
40522. 1 play WPU
40523. 2 play G6
40524. 0 play G3
40525. 1 play WPU
40526. 2 play GS
40527. 0 play G1
40528. 1 play WDT
40529. 2 play G3
40530. 0 play W+4
40531. 1 play WPU
40532. 2 play G5
40533. 0 play WDT
40534. 1 play W
40535. 2 play G2
40536. 0 play W
40537. 1 play WPU
40538. 2 take
40539. 0 play W+4 green
40540. 1 challenge
40541. 1 play W green
40542. 2 play W green
40543. 0 play WPU
40544. 1 play WPU
40545. 2 play GR
40546. 0 play G+2
40547. 1 play WDT
40548. 2 play WPU
40549. 0 play GPT
40550. 1 play W+4
40551. 2 play GR
40552. 0 play G4
40553. 1 play WDT
40554. 2 play G7
40555. 0 play G4
40556. 1 play W
40557. 2 play G+2
40558. 0 play WPU
40559. 1 play W+4
40560. 2 play G0
40561. 0 play GPT
40562. 1 play WPU
40563. 2 play G3
40564. 0 play W
40565. 1 play W
40566. 2 play G9
40567. 0 play W+4
40568. 1 play WDT
40569. 2 play G1
40570. 0 play G9
40571. 1 play W
40572. 2 play G3
40573. 0 play W
40574. 1 play WDT
40575. 2 play WDT
40576. 0 play GPT
40577. 1 play WPU
40578. 2 play G1
40579. 0 play G8
40580. 1 play W
40581. 2 play W
40582. 0 play W+4
40583. 1 take
40584. 2 play G7
40585. 0 play WDT red 0,1
40586. 1 play WPU
40587. 2 play W+4
40588. 0 play W+4
40589. 1 play G8
40590. 2 play WDT
40591. 0 play WDT
40592. 1 play GR
40593. 2 play WPU
40594. 0 play W
40595. 1 play G3
40596. 2 play G6
40597. 0 play W+4
40598. 1 play GR
40599. 2 play G2
40600. 0 play W+4
40601. 1 play G4
40602. 2 play WDT
40603. 0 play W+4
40604. 1 play GPT
40605. 2 play G2
40606. 0 take
40607. 1 play WPU
40608. 2 play GS
40609. 0 play G7
40610. 1 play G+2
40611. 2 play GPT
40612. 0 play G3
40613. 1 play G3
40614. 2 play GS
40615. 0 play G4
40616. 1 play G+2
40617. 2 play W
40618. 0 play W+4
40619. 1 play G4
40620. 2 play G6
40621. 0 play GPT
40622. 1 play G0
40623. 2 play W+4
40624. 0 play G8
40625. 1 play G9
40626. 2 play WDT
40627. 0 play G6
40628. 1 play WDT
40629. 2 play W+4
40630. 0 play W
40631. 1 play WPU
40632. 2 play WDT
40633. 0 play WPU
40634. 1 play W
40635. 2 play WDT
40636. 0 play G2
40637. 1 play WDT
40638. 2 play G5
40639. 0 play GR
40640. 1 play WDT
40641. 2 play W
40642. 0 play WDT
40643. 1 play W
40644. 2 play WPU
40645. 0 play WPU
40646. 1 play WDT
40647. 2 play W
40648. 0 play G2
40649. 1 play W
40650. 2 play W
40651. 0 play GR
40652. 1 play W
40653. 2 play G8
40654. 0 play WDT
40655. 1 play WDT
40656. 2 play WPU
40657. 0 play W+4
40658. 1 play W+4
40659. 2 play WPU
40660. 0 play WDT
40661. 1 play G7
40662. 2 play G5
40663. 0 play W+4
40664. 1 play W+4
40665. 2 play WPU
40666. 0 play W+4
40667. 1 play W
40668. 2 play W
40669. 0 play W+4
40670. 1 play G9
40671. 2 play WPU
40672. 0 take
40673. 1 play W+4 red
40674. 2 challenge
40675. 2 play RS
40676. 1 play WPU
40677. 2 play R5
40678. 0 play W+4
40679. 1 play WPU
40680. 2 play R4
40681. 0 play R1
40682. 1 play W+4
40683. 2 play R+2
40684. 0 play W
40685. 1 play W+4
40686. 2 play W
40687. 0 play R3
40688. 1 play W
40689. 2 play R9
40690. 0 play RS
40691. 1 play WPU
40692. 2 play R9
40693. 0 play R0
40694. 1 play W
40695. 2 play R8
40696. 0 play R4
40697. 1 play W
40698. 2 play R7
40699. 0 play R3
40700. 1 play W
40701. 2 play R2
40702. 0 play R7
40703. 1 take
40704. 2 play R5
40705. 0 play B5
40706. 1 play B3
40707. 2 play BPT
40708. 0 point 1
40709. 2 point 0
40710. 1 point 0
40711. 0 play B2
40712. 1 play B3
40713. 2 draw
40714. 2 play B3
40715. 0 play B9
40716. 1 play WPU
40717. 2 take
40718. 0 play B8
40719. 1 play Y8
40720. 1 play Y8
40721. 2 draw
40722. 0 play WDT blue 0,2
40723. 1 play W+4 yellow
40724. 2 challenge
40725. 2 draw
40726. 2 play Y8
40727. 0 play WPU
40728. 1 play Y3
40729. 2 take
40730. 0 play Y+2
40731. 2 play Y3
40732. 0 play G3
40733. 1 play R3
40734. 2 play B3
40735. 0 play W+4 blue
40736. 1 challenge
40737. 1 play W green
40738. 2 play G3
40739. 0 play G5
40740. 1 play WDT blue 0,2
40741. 2 play B9
40742. 0 play W+4 yellow
40743. 1 accept
40744. 2 play Y8
40745. 0 play G8
40746. 1 play G5
40747. 2 play WPU
40748. 0 play GPT
40749. 1 play W+4
40750. 2 take
40751. 0 play G8
40752. 1 play W yellow
40753. 2 draw
40754. 2 pass
40755. 0 draw
40756. 1 play Y7
40757. 2 play WDT blue 0,2
40758. 0 play B4
40759. 1 play B9
40760. 2 play W yellow
40761. 0 play W red
40762. 1 play RS
40763. 0 play R8
40764. 1 play R7
40765. 2 play R+2
40766. 1 play WPU
40767. 2 play W+4
40768. 0 play BPT
40769. 1 play B8
40770. 2 play W
40771. 0 play B0
40772. 1 play W
40773. 2 play B3
40774. 0 play B9
40775. 1 play B2
40776. 2 take
40777. 0 play W+4 red
40778. 1 accept
40779. 2 play R6
40780. 0 play R3
40781. 1 play R9
40782. 2 play R8
40783. 0 play WDT green 0,2
40784. 1 play WPU
40785. 2 play WPU
40786. 0 play WPU
40787. 1 play W+4
40788. 2 play W+4
40789. 0 play W+4
40790. 1 play R4
40791. 2 play RPT
40792. 0 play WPU
40793. 1 play R5
40794. 2 play RPT
40795. 0 play R2
40796. 1 play R1
40797. 2 play RPT
40798. 0 play R6
40799. 1 play R5
40800. 2 play RR
40801. 0 play R1
40802. 1 play R0
40803. 2 play W
40804. 0 play WDT
40805. 1 play R+2
40806. 2 play W
40807. 0 play W+4
40808. 1 play R7
40809. 2 play RR
40810. 0 play RPT
40811. 1 play W+4
40812. 2 take
40813. 0 play W yellow
40814. 1 play Y1
40815. 2 play Y8
40816. 0 play WPU
40817. 1 play B3
40818. 2 play B2
40819. 0 play BS
40820. 1 play W+4
40821. 2 play B8
40822. 0 play B4
40823. 1 play WDT
40824. 2 play BPT
40825. 0 play BS
40826. 1 play W
40827. 2 play B0
40828. 0 play B5
40829. 1 play W
40830. 2 play W
40831. 0 play WPU
40832. 1 play W
40833. 2 play WPU
40834. 0 play B8
40835. 1 play BPT
40836. 2 play W
40837. 0 play B5
40838. 1 take
40839. 2 play B4
40840. 1 play B4
40841. 2 draw
40842. 2 play W+4 yellow
40843. 0 challenge
40844. 0 play YPT
40845. 0 point 1
40846. 1 point 0
40847. 2 point 1
40848. 1 play Y0
40849. 2 play R0
40850. 0 play W green
40851. 1 play G1
40852. 2 play R1
40853. 0 play WPU
40854. 1 play R3
40855. 2 play R2
40856. 0 play W
40857. 1 play R4
40858. 2 play R7
40859. 0 play W
40860. 1 play WPU
40861. 2 play R+2
40862. 0 play WDT
40863. 1 play WDT
40864. 2 play R1
40865. 0 play WDT
40866. 1 play R3
40867. 2 play WPU
40868. 0 play W+4
40869. 1 play RS
40870. 2 play WPU
40871. 0 play WDT
40872. 1 play W
40873. 2 play R9
40874. 0 play WPU
40875. 1 play R9
40876. 2 play R7
40877. 0 play W+4
40878. 1 play RS
40879. 2 play R6
40880. 0 play W+4
40881. 1 play WPU
40882. 2 play R6
40883. 0 play WDT
40884. 1 play W
40885. 2 play WPU
40886. 0 play WPU
40887. 1 play W+4
40888. 2 play R4
40889. 0 play WPU
40890. 1 play R2
40891. 2 play RR
40892. 0 play WDT
40893. 1 play R8
40894. 2 play RR
40895. 0 play W+4
40896. 1 play W
40897. 2 play R5
40898. 0 play WDT
40899. 1 play W
40900. 2 play R5
40901. 0 play W
40902. 1 play W
40903. 2 play RPT
40904. 0 play WDT
40905. 1 play W
40906. 2 play W+4
40907. 0 play W+4
40908. 1 take
40909. 2 play WDT yellow 0,1
40910. 0 play YS
40911. 2 play Y3
40912. 0 play WPU
40913. 1 play RR
40914. 2 play W+4
40915. 0 play W
40916. 1 play R9
40917. 2 play RPT
40918. 0 play W
40919. 1 play R8
40920. 2 play W+4
40921. 0 play WDT
40922. 1 play RR
40923. 2 play W+4
40924. 0 play WDT
40925. 1 play R1
40926. 2 play W+4
40927. 0 play WPU
40928. 1 play R5
40929. 2 play RPT
40930. 0 play W
40931. 1 play R2
40932. 2 play RPT
40933. 0 play WDT
40934. 1 play W+4
40935. 2 take
40936. 0 play W green
40937. 1 play G1
40938. 2 play Y1
40939. 1 play Y1
40940. 2 play W+4 yellow
40941. 0 accept
40942. 1 play W yellow
40943. 2 play W green
40944. 0 play WDT red 1,2
40945. 1 play WDT yellow 1,2
40946. 2 play WPU
40947. 0 play BR
40948. 1 play B2
40949. 2 play WDT
40950. 0 play WPU
40951. 1 play BS
40952. 2 play B3
40953. 0 play B2
40954. 1 play B5
40955. 2 play W
40956. 0 play BR
40957. 1 play BS
40958. 2 play B9
40959. 0 play B6
40960. 1 play B9
40961. 2 play W+4
40962. 0 play B1
40963. 1 play WDT
40964. 2 play WDT
40965. 0 play B7
40966. 1 play B5
40967. 2 play W
40968. 0 play B7
40969. 1 play BPT
40970. 2 play WDT
40971. 0 play B+2
40972. 1 play B0
40973. 2 play W+4
40974. 0 play B6
40975. 1 play WDT
40976. 2 play W+4
40977. 0 play B1
40978. 1 play B8
40979. 2 play W+4
40980. 0 play B+2
40981. 1 play B8
40982. 2 take
40983. 0 play W yellow
40984. 1 play Y5
40985. 2 play WPU
40986. 0 play G3
40987. 1 play WDT
40988. 2 play W
40989. 0 play G7
40990. 1 play WPU
40991. 2 play WDT
40992. 0 play GS
40993. 1 play G3
40994. 2 play G5
40995. 0 play G+2
40996. 1 play WPU
40997. 2 play W+4
40998. 0 play G6
40999. 1 play G8
41000. 2 play WDT
41001. 0 play G7
41002. 1 play GPT
41003. 2 play GPT
41004. 0 play GS
41005. 1 play WDT
41006. 2 play W
41007. 0 play G1
41008. 1 play GPT
41009. 2 play W+4
41010. 0 play G+2
41011. 1 play WPU
41012. 2 play WDT
41013. 0 play G0
41014. 1 play WPU
41015. 2 play W+4
41016. 0 play G8
41017. 1 play W+4
41018. 2 play W+4
41019. 0 play W
41020. 1 play WDT
41021. 2 play WDT
41022. 0 play G2
41023. 1 play WDT
41024. 2 play WDT
41025. 0 play G5
41026. 1 play W+4
41027. 2 take
41028. 0 play G4
41029. 1 play WPU
41030. 2 play RPT
41031. 0 play R0
41032. 1 play R4
41033. 2 play R2
41034. 0 take
41035. 1 play RPT
41036. 1 point 2
41037. 2 point 0
41038. 0 point 2
41039. 2 play R9
41040. 0 play R2
41041. 1 play WDT green 0,1
41042. 2 play GS
41043. 1 play W+4 green
41044. 2 challenge
41045. 2 play WDT red 1,2
41046. 0 play R4
41047. 1 play G4
41048. 2 play WPU
41049. 0 play R0
41050. 1 play W
41051. 2 play R1
41052. 0 play W+4
41053. 1 play W+4
41054. 2 play RR
41055. 0 play WPU
41056. 1 play W
41057. 2 play W
41058. 0 play RPT
41059. 1 play R9
41060. 2 play W
41061. 0 play WDT
41062. 1 play W+4
41063. 2 play RR
41064. 0 play WDT
41065. 1 play W+4
41066. 2 play RPT
41067. 0 play R1
41068. 1 play R5
41069. 2 play WPU
41070. 0 play W
41071. 1 play RS
41072. 2 play R5
41073. 0 play W
41074. 1 play W
41075. 2 play RPT
41076. 0 play W
41077. 1 play R2
41078. 2 play W+4
41079. 0 play W
41080. 1 play R7
41081. 2 play R8
41082. 0 take
41083. 1 play W yellow
41084. 2 play W red
41085. 0 play RR
41086. 2 play BR
41087. 0 play BPT
41088. 2 point 1
41089. 1 point 2
41090. 0 point 2
41091. 1 play BPT
41092. 0 point 2
41093. 1 point 2
41094. 2 point 0
41095. 2 play B8
41096. 2 play B8
41097. 0 play Y8
41098. 1 play Y2
41099. 1 play Y2
41100. 2 play B2
41101. 0 play W yellow
41102. 1 play Y8
41103. 2 play G8
41104. 0 play G6
41105. 1 play G4
41106. 2 play G6
41107. 0 play GPT
41108. 2 point 1
41109. 1 point 2
41110. 0 point 1
41111. 1 play YPT
41112. 2 point 1
41113. 0 point 2
41114. 1 point 2
41115. 2 play Y2
41116. 0 play G2
41117. 1 play GS
41118. 0 play GR
41119. 2 play G1
41120. 2 play G1
41121. 1 play W red
41122. 0 play R4
41123. 2 play WPU
41124. 1 play W
41125. 0 play WPU
41126. 2 play BS
41127. 1 play WPU
41128. 0 play W+4
41129. 2 play B5
41130. 1 play WPU
41131. 0 play B4
41132. 2 play B+2
41133. 1 play W
41134. 0 play BPT
41135. 2 play BS
41136. 1 play WPU
41137. 0 play WDT
41138. 2 play B5
41139. 1 play B3
41140. 0 play WDT
41141. 2 play B0
41142. 1 play W
41143. 0 play W+4
41144. 2 play B3
41145. 1 play WPU
41146. 0 play W+4
41147. 2 play B7
41148. 1 play B8
41149. 0 play WPU
41150. 2 play BPT
41151. 1 play WPU
41152. 0 play WPU
41153. 2 play WPU
41154. 1 take
41155. 0 play W+4 red
41156. 2 challenge
41157. 2 play R9
41158. 1 play W blue
41159. 0 play B2
41160. 2 play G2
41161. 1 play W+4 yellow
41162. 0 challenge
41163. 0 play Y1
41164. 2 play WPU
41165. 1 play B8
41166. 0 play W+4
41167. 2 play B1
41168. 1 play B7
41169. 0 play W
41170. 2 play B6
41171. 1 play BR
41172. 0 play W
41173. 2 play B4
41174. 1 play B4
41175. 0 play W
41176. 2 play B9
41177. 1 play B3
41178. 0 play W
41179. 2 play W+4
41180. 1 play W+4
41181. 0 play W+4
41182. 2 play BR
41183. 1 play WDT
41184. 0 play W
41185. 2 play B2
41186. 1 play B0
41187. 0 play W
41188. 2 play W+4
41189. 1 play WDT
41190. 0 play W+4
41191. 2 play W+4
41192. 1 play BS
41193. 0 play W
41194. 2 play WDT
41195. 1 play WPU
41196. 0 play W
41197. 2 play B7
41198. 1 play BPT
41199. 0 take
41200. 2 play W blue
41201. 1 play BPT
41202. 0 point 2
41203. 1 point 0
41204. 2 point 0
41205. 0 play B7
41206. 2 play WDT blue 0,2
41207. 1 play B+2
41208. 2 play WDT red 1,2
41209. 1 play RPT
41210. 2 point 1
41211. 1 point 0
41212. 0 point 1
41213. 0 play R0
41214. 2 play W yellow
41215. 1 play Y+2
41216. 2 draw
41217. 2 play WDT green 1,2
41218. 1 play W yellow
41219. 0 play W blue
41220. 2 play B6
41221. 1 play BS
41222. 2 play B9
41223. 1 play Y9
41224. 0 play W yellow
41225. 2 play W green
41226. 1 draw
41227. 1 play G1
41228. 0 play G9
41229. 2 play G8
41230. 1 play GPT
41231. 0 point 2
41232. 1 point 2
41233. 2 point 1
41234. 0 play W+4 green
41235. 2 accept
41236. 1 play W green
41237. 0 play G4
41238. 2 play G0
41239. 1 play W+4 blue
41240. 0 accept
41241. 2 draw
41242. 2 play W+4 red
41243. 1 accept
41244. 0 play WDT red 0,1
41245. 2 play R2
41246. 1 play R6
41247. 0 play B6
41248. 2 play B+2
41249. 0 play BR
41250. 1 play YR
41251. 0 play BR
41252. 1 play B3
41253. 2 play B2
41254. 0 play B8
41255. 1 play B6
41256. 2 play B7
41257. 0 play B2
41258. 1 play W+4 yellow
41259. 2 challenge
41260. 2 play W+4 blue
41261. 0 challenge
41262. 0 play BPT
41263. 1 point 2
41264. 2 point 1
41265. 0 point 2
41266. 1 play WPU
41267. 2 play GPT
41268. 0 play GR
41269. 1 play WPU
41270. 2 play G5
41271. 0 play GPT
41272. 1 play W
41273. 2 play W+4
41274. 0 play GR
41275. 1 play W+4
41276. 2 play W+4
41277. 0 play G9
41278. 1 play G0
41279. 2 play G+2
41280. 0 play G4
41281. 1 play W
41282. 2 play G+2
41283. 0 play WPU
41284. 1 play GS
41285. 2 play G8
41286. 0 play WDT
41287. 1 play G6
41288. 2 play G5
41289. 0 play G4
41290. 1 play WPU
41291. 2 play G1
41292. 0 play W+4
41293. 1 play WPU
41294. 2 play GS
41295. 0 play W
41296. 1 play G6
41297. 2 play G7
41298. 0 play W
41299. 1 play WPU
41300. 2 play GPT
41301. 0 play W+4
41302. 1 play WPU
41303. 2 play G7
41304. 0 play G8
41305. 1 play WPU
41306. 2 play W
41307. 0 play WDT
41308. 1 play WPU
41309. 2 play G2
41310. 0 play W
41311. 1 play WPU
41312. 2 play G2
41313. 0 play G9
41314. 1 play WPU
41315. 2 play WDT
41316. 0 play W+4
41317. 1 play WPU
41318. 2 play G3
41319. 0 play W
41320. 1 take
41321. 2 play GPT
41322. 2 point 1
41323. 0 point 1
41324. 1 point 0
41325. 0 play RPT
41326. 1 point 0
41327. 2 point 1
41328. 0 point 1
41329. 1 play R0
41330. 2 play Y0
41331. 0 play W+4 yellow
41332. 1 accept
41333. 2 draw
41334. 0 play Y+2
41335. 2 play YPT
41336. 1 point 2
41337. 2 point 0
41338. 0 point 2
41339. 0 play Y9
41340. 1 play Y6
41341. 1 play Y6
41342. 2 play WDT red 1,2
41343. 0 play R2
41344. 1 play W+4 green
41345. 2 challenge
41346. 2 play G3
41347. 1 play G3
41348. 2 play WDT red 1,2
41349. 0 play R5
41350. 0 play R5
41351. 1 play R4
41352. 2 play R2
41353. 0 play RPT
41354. 1 point 0
41355. 0 point 2
41356. 2 point 1
41357. 1 play WPU
41358. 2 play RPT
41359. 0 play R9
41360. 1 play R9
41361. 2 play R8
41362. 0 play RR
41363. 1 play R6
41364. 2 play R0
41365. 0 play RS
41366. 1 play R6
41367. 2 play W
41368. 0 play R1
41369. 1 play RS
41370. 2 play RPT
41371. 0 play R4
41372. 1 play W+4
41373. 2 play RR
41374. 0 play R1
41375. 1 play WDT
41376. 2 play WDT
41377. 0 play R7
41378. 1 play WDT
41379. 2 play WDT
41380. 0 play W
41381. 1 play R3
41382. 2 play WDT
41383. 0 play RPT
41384. 1 play W
41385. 2 play WDT
41386. 0 play W+4
41387. 1 play W+4
41388. 2 play WDT
41389. 0 play R8
41390. 1 play R7
41391. 2 play WDT
41392. 0 play W+4
41393. 1 play W
41394. 2 take
41395. 0 play W+4 blue
41396. 1 accept
41397. 2 play WDT red 0,1
41398. 0 play W green
41399. 1 play G5
41400. 2 play W red
41401. 0 draw
41402. 0 play WDT green 0,1
41403. 1 play W red
41404. 2 play R6
41405. 0 play W yellow
41406. 1 play YS
41407. 0 play W green
41408. 1 play WPU
41409. 2 play WDT
41410. 0 play W
41411. 1 play WDT
41412. 2 play WDT
41413. 0 play W
41414. 1 play G4
41415. 2 play WDT
41416. 0 play W
41417. 1 play G7
41418. 2 play W+4
41419. 0 take
41420. 1 play G7
41421. 2 play W red
41422. 0 play W+4 blue
41423. 1 accept
41424. 2 play WDT green 0,2
41425. 0 play G5
41426. 1 play G2
41427. 1 play G2
41428. 2 play W+4 yellow
41429. 0 accept
41430. 1 play Y3
41431. 2 play W green
41432. 0 play G3
41433. 1 play G8
41434. 2 play R8
41435. 2 play R8
41436. 0 play W red
41437. 1 play WDT blue 1,2
41438. 2 play W+4 green
41439. 0 accept
41440. 1 play G+2
41441. 0 play G4
41442. 1 play GPT
41443. 0 point 2
41444. 2 point 0
41445. 1 point 2
41446. 2 play W+4 green
41447. 0 accept
41448. 1 play G8
41449. 2 play W+4 blue
41450. 0 challenge
41451. 0 play B7
41452. 1 play B6
41453. 2 play W+4 yellow
41454. 0 challenge
41455. 0 draw
41456. 1 play YR
41457. 0 play YPT
41458. 2 point 0
41459. 1 point 0
41460. 0 point 2
41461. 2 play W+4 yellow
41462. 1 accept
41463. 0 play Y2
41464. 2 play W blue
41465. 1 play B6
41466. 1 play B6
41467. 0 play B9
41468. 2 play W red
41469. 1 play W blue
41470. 0 play B4
41471. 2 play BR
41472. 0 play W+4 red
41473. 1 challenge
41474. 1 play R+2
41475. 0 play W+4 green
41476. 1 accept
41477. 2 play WPU
41478. 0 play WPU
41479. 1 play YS
41480. 2 play Y0
41481. 0 play W+4
41482. 1 play Y4
41483. 2 play W
41484. 0 play Y+2
41485. 1 play Y+2
41486. 2 play WDT
41487. 0 play W
41488. 1 play W
41489. 2 play Y1
41490. 0 play W
41491. 1 play Y7
41492. 2 play WDT
41493. 0 play Y8
41494. 1 play YPT
41495. 2 play W
41496. 0 play WDT
41497. 1 play Y4
41498. 2 play Y3
41499. 0 play WDT
41500. 1 play W
41501. 2 play Y9
41502. 0 play W
41503. 1 play YS
41504. 2 play YR
41505. 0 play W+4
41506. 1 play Y6
41507. 2 play WDT
41508. 0 play WDT
41509. 1 play Y9
41510. 2 play WDT
41511. 0 play Y8
41512. 1 play Y5
41513. 2 play WDT
41514. 0 play YR
41515. 1 play Y2
41516. 2 take
41517. 0 play W+4 yellow
41518. 1 challenge
41519. 1 play W yellow
41520. 2 play WDT blue 1,2
41521. 0 play B6
41522. 1 play W+4 blue
41523. 2 challenge
41524. 2 play B1
41525. 0 play B9
41526. 1 play B2
41527. 2 play W+4 yellow
41528. 0 challenge
41529. 0 play W+4 blue
41530. 1 challenge
41531. 1 play B5
41532. 2 play B1
41533. 0 play B9
41534. 1 play W+4 yellow
41535. 2 accept
41536. 0 play W+4 blue
41537. 1 accept
41538. 2 play W red
41539. 0 play W yellow
41540. 1 play WDT yellow 0,2
41541. 2 play Y4
41542. 0 play W+4 red
41543. 1 challenge
41544. 1 play R+2
41545. 0 play RPT
41546. 0 point 1
41547. 1 point 0
41548. 2 point 1
41549. 1 play R+2
41550. 0 play W yellow
41551. 1 play Y5
41552. 2 play YS
41553. 1 play W+4 green
41554. 2 challenge
41555. 2 play GPT
41556. 2 point 1
41557. 1 point 2
41558. 0 point 2
41559. 0 play W blue
41560. 1 play WPU
41561. 2 play G3
41562. 0 play G7
41563. 1 play G1
41564. 2 play WDT
41565. 0 play WDT
41566. 1 play G+2
41567. 2 play W+4
41568. 0 play WPU
41569. 1 play G5
41570. 2 play G3
41571. 0 play G8
41572. 1 play G1
41573. 2 play WPU
41574. 0 play G4
41575. 1 play GS
41576. 2 play W+4
41577. 0 play W+4
41578. 1 play W+4
41579. 2 play WDT
41580. 0 play WDT
41581. 1 play W+4
41582. 2 play WDT
41583. 0 play WDT
41584. 1 play G6
41585. 2 play G8
41586. 0 play WDT
41587. 1 play G6
41588. 2 play G2
41589. 0 play G7
41590. 1 play GR
41591. 2 play G5
41592. 0 play WDT
41593. 1 play W+4
41594. 2 play W+4
41595. 0 play W
41596. 1 play W+4
41597. 2 play W
41598. 0 take
41599. 1 play G9
41600. 2 play W green
41601. 0 play W blue
41602. 1 draw
41603. 2 play B5
41604. 0 play B1
41605. 1 play B8
41606. 2 play W+4 green
41607. 0 accept
41608. 1 play G0
41609. 2 play Y0
41610. 0 play WDT green 1,2
41611. 1 play GS
41612. 0 play G5
41613. 1 play G2
41614. 2 play B2
41615. 0 play BS
41616. 2 play YS
41617. 1 play W yellow
41618. 2 play Y1
41619. 0 play B1
41620. 2 play B1
41621. 0 play BPT
41622. 1 point 0
41623. 2 point 0
41624. 0 point 1
41625. 1 play WPU
41626. 2 play W+4
41627. 0 play B2
41628. 1 play W+4
41629. 2 play WDT
41630. 0 play WPU
41631. 1 play W
41632. 2 play W
41633. 0 play WDT
41634. 1 play WPU
41635. 2 play W
41636. 0 play B5
41637. 1 play BS
41638. 2 play B6
41639. 0 play WPU
41640. 1 play W
41641. 2 play W
41642. 0 play W
41643. 1 play B+2
41644. 2 play B9
41645. 0 play W+4
41646. 1 play W+4
41647. 2 play W
41648. 0 play B0
41649. 1 play B7
41650. 2 play B3
41651. 0 play W
41652. 1 play B+2
41653. 2 play B9
41654. 0 play W
41655. 1 play B5
41656. 2 play WDT
41657. 0 play WPU
41658. 1 play B6
41659. 2 play WDT
41660. 0 play B3
41661. 1 play BR
41662. 2 play W
41663. 0 play WDT
41664. 1 play B4
41665. 2 play W
41666. 0 play W+4
41667. 1 play B7
41668. 2 play WDT
41669. 0 play BPT
41670. 1 play WPU
41671. 2 take
41672. 0 play B4
41673. 2 play B4
41674. 0 play B8
41675. 1 play BR
41676. 0 play WDT yellow 1,2
41677. 2 play Y6
41678. 1 play W red
41679. 0 play W green
41680. 2 play WPU
41681. 1 play GPT
41682. 0 play G4
41683. 2 play W
41684. 1 play G9
41685. 0 play GS
41686. 2 play WPU
41687. 1 play G+2
41688. 0 play WDT
41689. 2 play WPU
41690. 1 play W
41691. 0 play GR
41692. 2 play WPU
41693. 1 play G4
41694. 0 play WDT
41695. 2 play W
41696. 1 play G9
41697. 0 play G8
41698. 2 play WPU
41699. 1 play G0
41700. 0 play G6
41701. 2 play W
41702. 1 play GR
41703. 0 play GPT
41704. 2 play W
41705. 1 play W
41706. 0 play G+2
41707. 2 play W+4
41708. 1 play GPT
41709. 0 play WDT
41710. 2 play W+4
41711. 1 play WPU
41712. 0 play W+4
41713. 2 play W
41714. 1 play GPT
41715. 0 play G8
41716. 2 play W+4
41717. 1 play WPU
41718. 0 play G6
41719. 2 play W
41720. 1 play WPU
41721. 0 play W+4
41722. 2 play W
41723. 1 play WPU
41724. 0 play G7
41725. 2 play W
41726. 1 play WPU
41727. 0 play G5
41728. 2 play W+4
41729. 1 play WPU
41730. 0 play G3
41731. 2 play WDT
41732. 1 take
41733. 0 play G1
41734. 2 play W yellow
41735. 1 draw
41736. 0 play W+4 red
41737. 2 accept
41738. 1 play R3
41739. 0 play R4
41740. 2 play RPT
41741. 2 point 1
41742. 0 point 2
41743. 1 point 2
41744. 1 play WDT green 1,2
41745. 0 play G7
41746. 2 play WDT blue 1,2
41747. 1 play WDT yellow 0,2
41748. 0 play WDT blue 0,1
41749. 2 play B9
41750. 1 play WPU
41751. 0 play W+4
41752. 2 play WDT
41753. 1 play WDT
41754. 0 play G1
41755. 2 play W+4
41756. 1 play G+2
41757. 0 play G2
41758. 2 play WDT
41759. 1 play GPT
41760. 0 play G3
41761. 2 play W
41762. 1 play G8
41763. 0 play W+4
41764. 2 play W
41765. 1 play G9
41766. 0 play W+4
41767. 2 play G2
41768. 1 play G7
41769. 0 take
41770. 2 play WDT green 1,2
41771. 1 play W+4 red
41772. 0 challenge
41773. 0 play W red
41774. 2 play W yellow
41775. 1 play YPT
41776. 1 point 2
41777. 2 point 0
41778. 0 point 1
41779. 0 play WDT yellow 1,2
41780. 2 play W+4 green
41781. 1 challenge
41782. 1 play GPT
41783. 0 point 2
41784. 2 point 0
41785. 1 point 2
41786. 0 play G1
41787. 2 play R1
41788. 1 play R8
41789. 0 play W yellow
41790. 2 play YR
41791. 0 play WDT green 0,2
41792. 1 play G9
41793. 2 play Y9
41794. 0 play B9
41795. 1 play WDT red 0,1
41796. 2 play RR
41797. 1 play WPU
41798. 0 play W+4
41799. 2 play Y7
41800. 1 play YPT
41801. 0 play W+4
41802. 2 play W
41803. 1 play WDT
41804. 0 play WDT
41805. 2 play Y3
41806. 1 play Y3
41807. 0 play Y4
41808. 2 play Y9
41809. 1 play W+4
41810. 0 play W+4
41811. 2 play YR
41812. 1 play YPT
41813. 0 play W+4
41814. 2 play W+4
41815. 1 play WDT
41816. 0 play WDT
41817. 2 play Y+2
41818. 1 play W+4
41819. 0 play WPU
41820. 2 play Y4
41821. 1 play Y6
41822. 0 take
41823. 2 play YPT
41824. 1 point 0
41825. 0 point 2
41826. 2 point 0
41827. 1 play Y7
41828. 0 play WPU
41829. 2 play WPU
41830. 1 play WPU
41831. 0 play G1
41832. 2 play G7
41833. 1 play G+2
41834. 0 play G8
41835. 2 play WDT
41836. 1 play G6
41837. 0 play G+2
41838. 2 play WDT
41839. 1 play W+4
41840. 0 play G2
41841. 2 play WDT
41842. 1 play G4
41843. 0 play WDT
41844. 2 play WDT
41845. 1 play W
41846. 0 play G2
41847. 2 take
41848. 1 play GR
41849. 2 play W yellow
41850. 0 play Y7
41851. 1 play Y1
41852. 2 play Y5
41853. 0 play Y+2
41854. 2 play Y6
41855. 0 play Y6
41856. 1 play WPU
41857. 2 play R7
41858. 0 play W
41859. 1 play R3
41860. 2 play R0
41861. 0 play R8
41862. 1 play R4
41863. 2 play R7
41864. 0 play WDT
41865. 1 play R+2
41866. 2 play RPT
41867. 0 play R+2
41868. 1 play W+4
41869. 2 play RS
41870. 0 play WDT
41871. 1 play W
41872. 2 play RPT
41873. 0 play WDT
41874. 1 play W
41875. 2 play R2
41876. 0 play RR
41877. 1 play W
41878. 2 play R9
41879. 0 play R5
41880. 1 play W
41881. 2 play R1
41882. 0 play W+4
41883. 1 play W
41884. 2 play R2
41885. 0 play W
41886. 1 play W
41887. 2 play RS
41888. 0 play W
41889. 1 play WPU
41890. 2 play R4
41891. 0 play R5
41892. 1 play W+4
41893. 2 play R6
41894. 0 play W+4
41895. 1 play W
41896. 2 play WDT
41897. 0 play W+4
41898. 1 play WPU
41899. 2 play R3
41900. 0 play W+4
41901. 1 play W+4
41902. 2 play R6
41903. 0 play W+4
41904. 1 play W
41905. 2 play WPU
41906. 0 play WDT
41907. 1 play W
41908. 2 play R9
41909. 0 play WDT
41910. 1 play W
41911. 2 play W+4
41912. 0 play WDT
41913. 1 play WPU
41914. 2 play WPU
41915. 0 play W+4
41916. 1 play WPU
41917. 2 play WDT
41918. 0 play W+4
41919. 1 play WPU
41920. 2 play RR
41921. 0 play WDT
41922. 1 play W
41923. 2 play WDT
41924. 0 take
41925. 1 play WPU
41926. 2 play Y0
41927. 0 play YPT
41928. 1 play Y1
41929. 2 play Y8
41930. 0 play WPU
41931. 1 play WPU
41932. 2 play WDT
41933. 0 play Y4
41934. 1 play W
41935. 2 play WDT
41936. 0 play WDT
41937. 1 play YS
41938. 2 play Y2
41939. 0 play W
41940. 1 play Y5
41941. 2 play Y8
41942. 0 play YR
41943. 1 play W+4
41944. 2 play Y+2
41945. 0 play YR
41946. 1 play YS
41947. 2 play Y2
41948. 0 play Y3
41949. 1 play YPT
41950. 2 take
41951. 0 play W+4 green
41952. 1 accept
41953. 2 play G7
41954. 0 play G3
41955. 1 play WPU
41956. 2 play Y+2
41957. 0 play WPU
41958. 1 take
41959. 2 play W+4 yellow
41960. 0 accept
41961. 1 play Y+2
41962. 0 play W yellow
41963. 1 play WPU
41964. 2 play Y4
41965. 0 play W
41966. 1 play Y5
41967. 2 play Y1
41968. 0 play Y3
41969. 1 take
41970. 2 play YS
41971. 1 play W yellow
41972. 2 play Y0
41973. 0 play W green
41974. 1 play WPU
41975. 2 play WDT
41976. 0 play W
41977. 1 play Y4
41978. 2 play W
41979. 0 play Y7
41980. 1 play Y6
41981. 2 play YPT
41982. 0 play W+4
41983. 1 play Y5
41984. 2 play YS
41985. 0 play W
41986. 1 play Y1
41987. 2 play WPU
41988. 0 play W
41989. 1 play Y3
41990. 2 play Y8
41991. 0 play WDT
41992. 1 take
41993. 2 play W green
41994. 0 play W+4 blue
41995. 1 challenge
41996. 1 play BS
41997. 0 play W green
41998. 1 play G5
41999. 1 play G5
42000. 2 play G+2
42001. 1 play GPT
42002. 1 point 0
42003. 0 point 1
42004. 2 point 0
42005. 2 play G2
42006. 0 play G7
42007. 1 play G6
42008. 2 play G9
42009. 0 play Y9
42010. 2 play Y9
42011. 0 play WDT red 1,2
42012. 1 play W yellow
42013. 2 play Y6
42014. 0 play WPU
42015. 1 play G4
42016. 2 play WDT
42017. 0 play G9
42018. 1 play WPU
42019. 2 play WDT
42020. 0 play W
42021. 1 play GR
42022. 2 play G1
42023. 0 play WDT
42024. 1 play GPT
42025. 2 play WPU
42026. 0 play W
42027. 1 play WPU
42028. 2 play G8
42029. 0 play W
42030. 1 play WDT
42031. 2 play G2
42032. 0 play G7
42033. 1 play G3
42034. 2 play G6
42035. 0 play WDT
42036. 1 play G0
42037. 2 play G4
42038. 0 play W
42039. 1 play W+4
42040. 2 play WPU
42041. 0 play WDT
42042. 1 play G8
42043. 2 play G+2
42044. 0 play GPT
42045. 1 play GPT
42046. 2 take
42047. 0 play W green
42048. 1 play WDT green 0,1
42049. 2 play G0
42050. 0 play GR
42051. 2 play G7
42052. 1 play G1
42053. 0 play W green
42054. 2 play G1
42055. 1 play Y1
42056. 0 play Y+2
42057. 1 play Y5
42058. 2 play Y5
42059. 1 play Y3
42060. 0 play Y4
42061. 2 play WPU
42062. 1 play YPT
42063. 0 play WPU
42064. 2 play Y3
42065. 1 play Y7
42066. 0 play W+4
42067. 2 play W
42068. 1 play Y6
42069. 0 play Y1
42070. 2 play W
42071. 1 play Y7
42072. 0 play YPT
42073. 2 play WDT
42074. 1 play W
42075. 0 play YPT
42076. 2 play Y8
42077. 1 play Y4
42078. 0 play W
42079. 2 play YR
42080. 1 play W
42081. 0 play WDT
42082. 2 play WPU
42083. 1 play Y8
42084. 0 play W
42085. 2 play WPU
42086. 1 play YS
42087. 0 play W
42088. 2 play YPT
42089. 1 play W
42090. 0 play WPU
42091. 2 play WPU
42092. 1 play WPU
42093. 0 play W
42094. 2 play W+4
42095. 1 take
42096. 0 play WDT red 0,2
42097. 2 play W red
42098. 1 play R1
42099. 0 play RR
42100. 1 play W green
42101. 2 play G8
42102. 0 play W+4 red
42103. 1 challenge
42104. 1 play WDT red 0,2
42105. 2 play RPT
42106. 2 point 0
42107. 0 point 1
42108. 1 point 0
42109. 0 play RR
42110. 2 play RPT
42111. 2 point 1
42112. 1 point 2
42113. 0 point 1
42114. 1 play BPT
42115. 1 point 2
42116. 0 point 1
42117. 2 point 0
42118. 0 play WPU
42119. 2 play GPT
42120. 1 play W
42121. 0 play G6
42122. 2 play W
42123. 1 play GS
42124. 0 play W+4
42125. 2 play G8
42126. 1 play WDT
42127. 0 play WDT
42128. 2 play G2
42129. 1 play GR
42130. 0 play W+4
42131. 2 play WDT
42132. 1 play G5
42133. 0 play WDT
42134. 2 play W
42135. 1 play WPU
42136. 0 play WPU
42137. 2 play W+4
42138. 1 play W
42139. 0 play W
42140. 2 play G3
42141. 1 play G1
42142. 0 play G7
42143. 2 play G6
42144. 1 play WDT
42145. 0 play WPU
42146. 2 play GPT
42147. 1 play W
42148. 0 play WPU
42149. 2 play G3
42150. 1 play GS
42151. 0 play W+4
42152. 2 play G+2
42153. 1 play WPU
42154. 0 play G8
42155. 2 play G9
42156. 1 play W+4
42157. 0 play W+4
42158. 2 play GR
42159. 1 play WPU
42160. 0 play W+4
42161. 2 play WDT
42162. 1 play W+4
42163. 0 play W+4
42164. 2 play G4
42165. 1 play W
42166. 0 play W+4
42167. 2 play G4
42168. 1 play W
42169. 0 take
42170. 2 play G7
42171. 1 play W+4 yellow
42172. 0 accept
42173. 2 play Y2
42174. 2 play Y2
42175. 1 play YPT
42176. 0 point 2
42177. 1 point 0
42178. 2 point 0
42179. 0 play Y1
42180. 2 play Y6
42181. 1 play Y7
42182. 0 play R7
42183. 0 play R7
42184. 2 play W green
42185. 1 play WPU
42186. 0 play Y3
42187. 2 play WDT
42188. 1 play YS
42189. 0 play Y+2
42190. 2 play Y0
42191. 1 play Y6
42192. 0 play WPU
42193. 2 play WDT
42194. 1 play Y1
42195. 0 play WPU
42196. 2 play Y+2
42197. 1 play WPU
42198. 0 play W+4
42199. 2 play YR
42200. 1 play W
42201. 0 play WPU
42202. 2 play WDT
42203. 1 play YS
42204. 0 play WDT
42205. 2 take
42206. 1 play YR
42207. 2 play W green
42208. 0 play G5
42209. 1 draw
42210. 1 play WPU
42211. 2 play Y0
42212. 0 play WPU
42213. 1 play WPU
42214. 2 play YS
42215. 0 play WPU
42216. 1 play Y4
42217. 2 play Y3
42218. 0 play WDT
42219. 1 play Y7
42220. 2 play Y+2
42221. 0 play WDT
42222. 1 play YPT
42223. 2 play Y6
42224. 0 play WPU
42225. 1 play YPT
42226. 2 play WDT
42227. 0 play WDT
42228. 1 play W
42229. 2 play Y5
42230. 0 play W
42231. 1 play Y3
42232. 2 play YS
42233. 0 play W
42234. 1 play YPT
42235. 2 play WDT
42236. 0 play W+4
42237. 1 play W
42238. 2 play WPU
42239. 0 play W+4
42240. 1 play Y8
42241. 2 play WDT
42242. 0 play W
42243. 1 play Y8
42244. 2 play YR
42245. 0 play W
42246. 1 take
42247. 2 play WDT blue 1,2
42248. 0 play W blue
42249. 1 play W+4 red
42250. 2 challenge
42251. 2 play W+4 red
42252. 0 challenge
42253. 0 play RR
42254. 2 play W yellow
42255. 1 play Y5
42256. 0 play W blue
42257. 2 play B7
42258. 1 play Y7
42259. 0 play WDT blue 1,2
42260. 2 play WPU
42261. 1 play WPU
42262. 0 play R8
42263. 2 play WPU
42264. 1 play W+4
42265. 0 play R1
42266. 2 play W
42267. 1 play R1
42268. 0 play R8
42269. 2 play WPU
42270. 1 play W
42271. 0 play R+2
42272. 2 play WPU
42273. 1 play WDT
42274. 0 play R6
42275. 2 play WPU
42276. 1 play WPU
42277. 0 play W+4
42278. 2 take
42279. 1 play W blue
42280. 0 play W+4 yellow
42281. 2 challenge
42282. 2 play W+4 red
42283. 1 challenge
42284. 1 play W green
42285. 0 play G7
42286. 2 draw
42287. 2 play Y7
42288. 1 play YR
42289. 2 play WDT green 0,2
42290. 0 play G2
42291. 2 play G2
42292. 0 play G1
42293. 1 play W+4 yellow
42294. 2 challenge
42295. 2 play Y9
42296. 0 play YPT
42297. 0 point 2
42298. 1 point 0
42299. 2 point 1
42300. 1 play YPT
42301. 2 point 0
42302. 0 point 2
42303. 1 point 0
42304. 2 play RPT
42305. 1 point 2
42306. 2 point 0
42307. 0 point 2
42308. 0 play RS
42309. 2 play R8
42310. 0 play R4
42311. 1 play W green
42312. 2 play G9
42313. 0 play G5
42314. 1 play WDT red 0,2
42315. 2 play R8
42316. 0 play WDT red 0,2
42317. 1 play WDT red 1,2
42318. 2 play R+2
42319. 1 play W+4 green
42320. 2 challenge
42321. 2 play W+4 blue
42322. 0 accept
42323. 1 play BPT
42324. 0 point 1
42325. 1 point 2
42326. 2 point 1
42327. 2 play W green
42328. 0 play GS
42329. 2 play W+4 green
42330. 0 challenge
42331. 0 play G6
42332. 1 play WPU
42333. 2 play W
42334. 0 play R+2
42335. 1 play WDT
42336. 2 play R7
42337. 0 play R4
42338. 1 play W
42339. 2 play W
42340. 0 play R9
42341. 1 play WPU
42342. 2 play R4
42343. 0 play R9
42344. 1 play W
42345. 2 play WDT
42346. 0 play RS
42347. 1 play WDT
42348. 2 play R1
42349. 0 play R0
42350. 1 play WPU
42351. 2 play WPU
42352. 0 play WDT
42353. 1 play WDT
42354. 2 play R1
42355. 0 play R2
42356. 1 play R7
42357. 2 play WPU
42358. 0 play R3
42359. 1 play WPU
42360. 2 play W
42361. 0 play R5
42362. 1 play WDT
42363. 2 play RR
42364. 0 play R3
42365. 1 play W+4
42366. 2 play RR
42367. 0 play R5
42368. 1 play W
42369. 2 play WPU
42370. 0 play W+4
42371. 1 play W
42372. 2 play R6
42373. 0 play WDT
42374. 1 take
42375. 2 play W green
42376. 0 play GPT
42377. 2 point 1
42378. 0 point 2
42379. 1 point 2
42380. 1 play WDT blue 0,2
42381. 2 play BR
42382. 1 play W red
42383. 0 play R6
42384. 2 draw
42385. 2 play RS
42386. 0 play GS
42387. 1 play GPT
42388. 0 point 2
42389. 2 point 1
42390. 1 point 0
42391. 0 play GPT
42392. 1 point 2
42393. 2 point 1
42394. 0 point 1
42395. 2 play G9
42396. 1 play WPU
42397. 0 play R2
42398. 2 play WDT
42399. 1 play WDT
42400. 0 play WDT
42401. 2 play WDT
42402. 1 play R8
42403. 0 play WDT
42404. 2 play W
42405. 1 play R3
42406. 0 play W+4
42407. 2 play WPU
42408. 1 play R4
42409. 0 play RPT
42410. 2 play W
42411. 1 play R6
42412. 0 play RPT
42413. 2 play W
42414. 1 play R5
42415. 0 play W
42416. 2 play WPU
42417. 1 play RPT
42418. 0 play RPT
42419. 2 play WPU
42420. 1 play RS
42421. 0 play W+4
42422. 2 play WPU
42423. 1 play WPU
42424. 0 play W+4
42425. 2 play WPU
42426. 1 play R7
42427. 0 play W
42428. 2 take
42429. 1 play R7
42430. 2 play R7
42431. 1 play R3
42432. 0 play W+4 red
42433. 2 challenge
42434. 2 play RPT
42435. 0 point 2
42436. 1 point 0
42437. 2 point 1
42438. 1 play W yellow
42439. 0 draw
42440. 0 play W yellow
42441. 2 play Y9
42442. 1 play Y6
42443. 0 play YR
42444. 1 play Y3
42445. 1 play Y3
42446. 2 play WDT red 0,1
42447. 0 play W green
42448. 1 play WPU
42449. 2 play W+4
42450. 0 play BPT
42451. 1 play B4
42452. 2 play WDT
42453. 0 play W
42454. 1 play WPU
42455. 2 play B9
42456. 0 play W
42457. 1 play WPU
42458. 2 play WDT
42459. 0 play B8
42460. 1 play B1
42461. 2 play W+4
42462. 0 play W+4
42463. 1 play W+4
42464. 2 play B5
42465. 0 play W+4
42466. 1 play WDT
42467. 2 play B8
42468. 0 play W+4
42469. 1 play WPU
42470. 2 play B3
42471. 0 play WDT
42472. 1 play B7
42473. 2 play B1
42474. 0 take
42475. 1 play WDT blue 0,1
42476. 2 play WPU
42477. 0 play G2
42478. 1 play W+4
42479. 2 play WPU
42480. 0 play GPT
42481. 1 play G7
42482. 2 play GPT
42483. 0 play WPU
42484. 1 play W
42485. 2 play G7
42486. 0 play G5
42487. 1 play WDT
42488. 2 play GS
42489. 0 play G3
42490. 1 play W
42491. 2 play GPT
42492. 0 play G3
42493. 1 play G0
42494. 2 play G+2
42495. 0 play W
42496. 1 play W
42497. 2 play W
42498. 0 play GR
42499. 1 play WDT
42500. 2 play W
42501. 0 play G2
42502. 1 play G5
42503. 2 play W
42504. 0 play GR
42505. 1 play WDT
42506. 2 play WDT
42507. 0 play G1
42508. 1 play W+4
42509. 2 play W+4
42510. 0 play G+2
42511. 1 play W
42512. 2 play WPU
42513. 0 play G6
42514. 1 play G1
42515. 2 play W
42516. 0 play G4
42517. 1 play W
42518. 2 play WPU
42519. 0 play W+4
42520. 1 play G9
42521. 2 play W
42522. 0 play W+4
42523. 1 play W+4
42524. 2 play WPU
42525. 0 play G9
42526. 1 take
42527. 2 draw
42528. 0 play W+4 green
42529. 1 challenge
42530. 1 play G0
42531. 2 play B0
42532. 0 play BR
42533. 2 play B9
42534. 0 play B9
42535. 2 play B+2
42536. 0 play WPU
42537. 2 play B3
42538. 1 play WPU
42539. 0 play B9
42540. 2 play B+2
42541. 1 play W+4
42542. 0 play B5
42543. 2 play B4
42544. 1 play W+4
42545. 0 play B1
42546. 2 play B6
42547. 1 play W
42548. 0 play WDT
42549. 2 play B2
42550. 1 play WDT
42551. 0 play W
42552. 2 play WDT
42553. 1 play W
42554. 0 play B8
42555. 2 play B2
42556. 1 play WDT
42557. 0 play B7
42558. 2 play B7
42559. 1 play WDT
42560. 0 play BPT
42561. 2 play WPU
42562. 1 play WPU
42563. 0 play W+4
42564. 2 play B6
42565. 1 play WPU
42566. 0 play B8
42567. 2 play BS
42568. 1 play WDT
42569. 0 play WDT
42570. 2 play BR
42571. 1 play W+4
42572. 0 play WPU
42573. 2 play BS
42574. 1 play WPU
42575. 0 play B4
42576. 2 play BPT
42577. 1 play W+4
42578. 0 play B3
42579. 2 play B5
42580. 1 play W+4
42581. 0 play W
42582. 2 play BPT
42583. 1 play WPU
42584. 0 play W+4
42585. 2 play BPT
42586. 1 play W+4
42587. 0 play W+4
42588. 2 take
42589. 1 play W blue
42590. 0 play WDT yellow 0,2
42591. 2 play YR
42592. 0 play Y5
42593. 1 play YPT
42594. 0 point 2
42595. 2 point 0
42596. 1 point 2
42597. 2 play Y1
42598. 0 play WPU
42599. 1 play Y0
42600. 2 play W+4
42601. 0 play YPT
42602. 1 play YPT
42603. 2 play WPU
42604. 0 play Y9
42605. 1 play W
42606. 2 play W+4
42607. 0 play Y3
42608. 1 play YPT
42609. 2 play W
42610. 0 play WDT
42611. 1 play WPU
42612. 2 play WPU
42613. 0 play WDT
42614. 1 play Y4
42615. 2 play W+4
42616. 0 take
42617. 1 play Y4
42618. 2 play Y+2
42619. 1 play G+2
42620. 0 play WPU
42621. 1 play W+4
42622. 2 play WPU
42623. 0 play B1
42624. 1 play W
42625. 2 play B3
42626. 0 play W
42627. 1 play W
42628. 2 play W
42629. 0 play WDT
42630. 1 play W
42631. 2 play BS
42632. 0 play WPU
42633. 1 play W
42634. 2 play WPU
42635. 0 play W
42636. 1 play W
42637. 2 play B7
42638. 0 play WPU
42639. 1 play W
42640. 2 play B4
42641. 0 play WPU
42642. 1 play W
42643. 2 play B1
42644. 0 play W+4
42645. 1 play W
42646. 2 play WDT
42647. 0 play WDT
42648. 1 play W
42649. 2 play B6
42650. 0 play W+4
42651. 1 take
42652. 2 play B5
42653. 0 play W+4 red
42654. 1 challenge
42655. 2 play W+4 red
42656. 0 challenge
42657. 0 play RS
42658. 2 play WPU
42659. 0 play Y3
42660. 1 play Y6
42661. 2 play W
42662. 0 play Y3
42663. 1 play W
42664. 2 play W+4
42665. 0 play Y4
42666. 1 play Y8
42667. 2 play WPU
42668. 0 play Y0
42669. 1 play Y7
42670. 2 play W+4
42671. 0 play Y9
42672. 1 play Y2
42673. 2 play WPU
42674. 0 play Y9
42675. 1 play YS
42676. 2 play WPU
42677. 0 play YPT
42678. 1 play Y6
42679. 2 play WDT
42680. 0 play YPT
42681. 1 play Y7
42682. 2 play W
42683. 0 play YPT
42684. 1 play WDT
42685. 2 play WDT
42686. 0 take
42687. 1 play WPU
42688. 2 play WDT
42689. 0 play WDT
42690. 1 play G5
42691. 2 play WDT
42692. 0 play WPU
42693. 1 play G7
42694. 2 play W+4
42695. 0 play W
42696. 1 play GS
42697. 2 play WDT
42698. 0 play G8
42699. 1 play G0
42700. 2 play WDT
42701. 0 play W
42702. 1 play G4
42703. 2 play W
42704. 0 play WDT
42705. 1 play WPU
42706. 2 play W+4
42707. 0 play G4
42708. 1 play G5
42709. 2 play W+4
42710. 0 play WDT
42711. 1 play GPT
42712. 2 play WDT
42713. 0 play WPU
42714. 1 play G9
42715. 2 play W+4
42716. 0 play WPU
42717. 1 play G1
42718. 2 play W+4
42719. 0 play WPU
42720. 1 play WDT
42721. 2 take
42722. 0 play W blue
42723. 1 play B7
42724. 2 play B6
42725. 0 play Y6
42726. 1 play Y5
42727. 2 play G5
42728. 0 play Y5
42729. 1 play YS
42730. 0 play W+4 red
42731. 1 accept
42732. 2 play R6
42733. 0 play W+4 red
42734. 1 challenge
42735. 1 play R5
42736. 2 play W+4 green
42737. 0 accept
42738. 1 play G1
42739. 2 play W yellow
42740. 0 play Y9
42741. 1 play Y+2
42742. 0 play Y9
42743. 1 play Y1
42744. 2 play W red
42745. 0 play W red
42746. 1 play R8
42747. 2 play W+4 yellow
42748. 0 accept
42749. 1 play Y8
42750. 2 play G8
42751. 0 play WDT green 1,2
42752. 1 play G7
42753. 2 play GS
42754. 1 play GS
42755. 0 play W+4 yellow
42756. 1 challenge
42757. 1 play Y4
42758. 2 play W+4 green
42759. 0 challenge
42760. 0 play G8
42761. 1 play G2
42762. 2 play G0
42763. 0 play W+4 green
42764. 1 accept
42765. 2 play G7
42766. 0 play B7
42767. 1 play B3
42768. 2 play B8
42769. 2 play B8
42770. 0 play Y8
42771. 1 play Y+2
42772. 0 play YS
42773. 2 play BS
42774. 1 play WDT red 0,1
42775. 2 play R3
42776. 0 play RS
42777. 2 play RS
42778. 1 play R2
42779. 2 play B2
42780. 0 play Y2
42781. 1 draw
42782. 1 play W+4 blue
42783. 2 accept
42784. 0 play B6
42785. 1 play G6
42786. 2 play G1
42787. 0 play WPU
42788. 1 play B4
42789. 2 play BPT
42790. 0 play WPU
42791. 1 play BS
42792. 2 play B4
42793. 0 take
42794. 1 play WPU
42795. 2 play GPT
42796. 0 play WPU
42797. 1 play G+2
42798. 2 play WPU
42799. 0 take
42800. 1 play G3
42801. 2 play G0
42802. 0 play GPT
42803. 1 point 2
42804. 0 point 2
42805. 2 point 1
42806. 1 play WPU
42807. 2 play Y2
42808. 0 play Y1
42809. 1 play Y8
42810. 2 play W+4
42811. 0 play Y4
42812. 1 play W
42813. 2 play W
42814. 0 play Y6
42815. 1 play W+4
42816. 2 play Y+2
42817. 0 play YS
42818. 1 play WDT
42819. 2 play WDT
42820. 0 play Y0
42821. 1 play W+4
42822. 2 play WPU
42823. 0 play Y3
42824. 1 play W
42825. 2 play W
42826. 0 play Y7
42827. 1 play Y1
42828. 2 play W+4
42829. 0 play Y6
42830. 1 play YR
42831. 2 play Y9
42832. 0 play Y7
42833. 1 play WDT
42834. 2 play W
42835. 0 play Y3
42836. 1 play W+4
42837. 2 play W
42838. 0 play Y5
42839. 1 play WPU
42840. 2 play W+4
42841. 0 play YPT
42842. 1 play Y9
42843. 2 play WPU
42844. 0 play Y5
42845. 1 play YPT
42846. 2 play W+4
42847. 0 play WPU
42848. 1 play YR
42849. 2 play WDT
42850. 0 play YPT
42851. 1 play Y4
42852. 2 play WPU
42853. 0 play YPT
42854. 1 play Y2
42855. 2 play WPU
42856. 0 play WPU
42857. 1 play WPU
42858. 2 play WPU
42859. 0 take
42860. 1 play W+4 red
42861. 2 challenge
42862. 2 play RS
42863. 1 play GS
42864. 0 play W blue
42865. 1 play B1
42866. 2 play BPT
42867. 0 point 2
42868. 1 point 2
42869. 2 point 0
42870. 0 play B8
42871. 1 play W+4 red
42872. 2 challenge
42873. 2 play R+2
42874. 1 play R2
42875. 2 play WDT yellow 1,2
42876. 0 play Y3
42877. 1 play YS
42878. 0 play WDT yellow 0,2
42879. 1 play W green
42880. 2 play W+4 red
42881. 0 challenge
42882. 0 play WPU
42883. 1 play G6
42884. 2 play WDT
42885. 0 play WPU
42886. 1 play G2
42887. 2 play G5
42888. 0 play G1
42889. 1 play G1
42890. 2 play WDT
42891. 0 play WPU
42892. 1 play GPT
42893. 2 play GPT
42894. 0 play WPU
42895. 1 play GR
42896. 2 play G+2
42897. 0 play G2
42898. 1 play GR
42899. 2 play WDT
42900. 0 play W
42901. 1 play W+4
42902. 2 play WDT
42903. 0 play G6
42904. 1 play G3
42905. 2 play G9
42906. 0 play G+2
42907. 1 play W
42908. 2 play G8
42909. 0 play WDT
42910. 1 play GPT
42911. 2 play G8
42912. 0 play WDT
42913. 1 play G9
42914. 2 play GS
42915. 0 play WPU
42916. 1 play W
42917. 2 play G5
42918. 0 play W+4
42919. 1 play GPT
42920. 2 play WPU
42921. 0 play W+4
42922. 1 play W
42923. 2 play G4
42924. 0 play W+4
42925. 1 play G7
42926. 2 play G4
42927. 0 play WPU
42928. 1 play G7
42929. 2 play WDT
42930. 0 play W
42931. 1 play W
42932. 2 play WDT
42933. 0 play WDT
42934. 1 play W
42935. 2 play WDT
42936. 0 play WPU
42937. 1 play W
42938. 2 take
42939. 0 play WPU
42940. 1 play W
42941. 2 play G3
42942. 0 play W+4
42943. 1 play W
42944. 2 play W
42945. 0 play WPU
42946. 1 play W
42947. 2 play G+2
42948. 0 play W+4
42949. 1 take
42950. 2 play G9
42951. 2 play G9
42952. 0 play W red
42953. 1 play R+2
42954. 0 play RS
42955. 2 play R5
42956. 0 draw
42957. 1 play W green
42958. 2 play G5
42959. 2 play G5
42960. 0 play R5
42961. 1 play W yellow
42962. 2 play WDT green 0,1
42963. 0 play W yellow
42964. 1 play W+4 red
42965. 2 accept
42966. 0 play RPT
42967. 1 point 2
42968. 0 point 1
42969. 2 point 1
42970. 1 play W blue
42971. 2 play BPT
42972. 1 point 0
42973. 2 point 1
42974. 0 point 1
42975. 0 play BPT
42976. 0 point 2
42977. 1 point 2
42978. 2 point 0
42979. 1 play B6
42980. 2 play B3
42981. 0 play B6
42982. 1 play BS
42983. 0 play BS
42984. 2 play B9
42985. 0 play W+4 red
42986. 1 accept
42987. 2 play WDT green 0,2
42988. 0 play G9
42989. 1 play G+2
42990. 0 play G9
42991. 1 play GS
42992. 0 play W yellow
42993. 1 play WDT red 1,2
42994. 2 play WPU
42995. 0 play W+4
42996. 1 play R1
42997. 2 play RPT
42998. 0 play WPU
42999. 1 play R4
43000. 2 play WPU
43001. 0 play R7
43002. 1 play R9
43003. 2 play W
43004. 0 play R3
43005. 1 play R9
43006. 2 play WDT
43007. 0 play W
43008. 1 play W+4
43009. 2 play WPU
43010. 0 play R6
43011. 1 play R0
43012. 2 play W
43013. 0 play W+4
43014. 1 play W+4
43015. 2 play RPT
43016. 0 play R6
43017. 1 play W
43018. 2 play WDT
43019. 0 play W+4
43020. 1 play WPU
43021. 2 play W+4
43022. 0 take
43023. 1 play WPU
43024. 2 play R2
43025. 0 play RPT
43026. 1 play R1
43027. 2 play WDT
43028. 0 play R7
43029. 1 play R3
43030. 2 play W
43031. 0 play WPU
43032. 1 play RS
43033. 2 play R2
43034. 0 play R3
43035. 1 play W
43036. 2 play WPU
43037. 0 play WPU
43038. 1 play RR
43039. 2 play R8
43040. 0 play R6
43041. 1 play RR
43042. 2 play R4
43043. 0 play RPT
43044. 1 play W+4
43045. 2 play W
43046. 0 play R9
43047. 1 play W+4
43048. 2 play WPU
43049. 0 play R5
43050. 1 take
43051. 2 play R+2
43052. 1 play R9
43053. 2 play RS
43054. 1 play R4
43055. 2 play R8
43056. 0 play R9
43057. 1 play RPT
43058. 2 point 0
43059. 1 point 2
43060. 0 point 1
43061. 2 play W yellow
43062. 0 play Y0
43063. 1 play Y3
43064. 2 play G3
43065. 0 play B3
43066. 1 play W red
43067. 2 play WDT blue 0,1
43068. 0 play B1
43069. 1 play WPU
43070. 2 play BR
43071. 0 play WPU
43072. 1 play W+4
43073. 2 play B+2
43074. 0 play B4
43075. 1 play WPU
43076. 2 play WPU
43077. 0 play WPU
43078. 1 play WPU
43079. 2 play WDT
43080. 0 play WDT
43081. 1 play W+4
43082. 2 play B9
43083. 0 play B4
43084. 1 play B6
43085. 2 play B2
43086. 0 play W
43087. 1 play B1
43088. 2 play B6
43089. 0 play B9
43090. 1 play W
43091. 2 play B+2
43092. 0 play W
43093. 1 play W
43094. 2 play BS
43095. 0 play WDT
43096. 1 play B0
43097. 2 play WDT
43098. 0 play W
43099. 1 play BPT
43100. 2 play WPU
43101. 0 play WDT
43102. 1 play B2
43103. 2 play BPT
43104. 0 play W+4
43105. 1 play WPU
43106. 2 play W+4
43107. 0 play W
43108. 1 play WDT
43109. 2 play W
43110. 0 play W+4
43111. 1 take
43112. 2 play W yellow
43113. 0 play Y2
43114. 1 play Y8
43115. 2 play W+4 yellow
43116. 0 accept
43117. 1 play WDT red 0,1
43118. 2 play W+4 green
43119. 0 accept
43120. 1 play GS
43121. 0 play YS
43122. 2 play GS
43123. 1 play G5
43124. 2 play G6
43125. 0 play W yellow
43126. 1 play W+4 blue
43127. 2 challenge
43128. 2 play W blue
43129. 0 play B3
43130. 1 play BPT
43131. 0 point 1
43132. 2 point 1
43133. 1 point 0
43134. 2 play RPT
43135. 2 point 0
43136. 1 point 2
43137. 0 point 2
43138. 0 play WDT yellow 0,1
43139. 1 play WPU
43140. 2 play WPU
43141. 0 play Y9
43142. 1 play W+4
43143. 2 play WDT
43144. 0 play Y5
43145. 1 play Y0
43146. 2 play WPU
43147. 0 play W
43148. 1 play WPU
43149. 2 play WDT
43150. 0 play Y6
43151. 1 play W
43152. 2 play W
43153. 0 play WPU
43154. 1 play WDT
43155. 2 play W
43156. 0 play Y9
43157. 1 play W+4
43158. 2 play WDT
43159. 0 play Y7
43160. 1 play WDT
43161. 2 play W
43162. 0 play Y2
43163. 1 play W
43164. 2 take
43165. 0 play Y6
43166. 1 play W+4 blue
43167. 2 accept
43168. 0 play BPT
43169. 0 point 2
43170. 2 point 1
43171. 1 point 0
43172. 1 play WPU
43173. 2 play WDT
43174. 0 play G+2
43175. 1 play G3
43176. 2 play G+2
43177. 0 play W+4
43178. 1 play W
43179. 2 play G7
43180. 0 play G5
43181. 1 play WPU
43182. 2 play G8
43183. 0 play W+4
43184. 1 play G9
43185. 2 play G0
43186. 0 play W+4
43187. 1 play W+4
43188. 2 play G8
43189. 0 play W+4
43190. 1 play WPU
43191. 2 play G7
43192. 0 play W+4
43193. 1 play G3
43194. 2 play G1
43195. 0 take
43196. 1 play WDT yellow 1,2
43197. 2 play Y0
43198. 0 play G0
43199. 1 play WDT blue 0,1
43200. 2 play BPT
43201. 0 point 2
43202. 1 point 0
43203. 2 point 0
43204. 0 play W+4 blue
43205. 1 challenge
43206. 1 play B9
43207. 2 play B5
43208. 0 play R5
43209. 1 play WPU
43210. 2 play WDT
43211. 0 play W
43212. 1 play BPT
43213. 2 play BR
43214. 0 play W+4
43215. 1 play WPU
43216. 2 play B8
43217. 0 play B3
43218. 1 play W+4
43219. 2 play B5
43220. 0 play WDT
43221. 1 play B0
43222. 2 play W+4
43223. 0 play W+4
43224. 1 play B+2
43225. 2 play W+4
43226. 0 play BPT
43227. 1 play B2
43228. 2 play W
43229. 0 play WDT
43230. 1 play BR
43231. 2 play B7
43232. 0 play B1
43233. 1 play BS
43234. 2 play WPU
43235. 0 play WPU
43236. 1 play B2
43237. 2 play WPU
43238. 0 play W+4
43239. 1 play B6
43240. 2 play B8
43241. 0 play W+4
43242. 1 play WPU
43243. 2 play B7
43244. 0 play W+4
43245. 1 play WDT
43246. 2 play WDT
43247. 0 play W+4
43248. 1 play WDT
43249. 2 play WDT
43250. 0 play WPU
43251. 1 play WPU
43252. 2 play WDT
43253. 0 play WPU
43254. 1 play B1
43255. 2 play WDT
43256. 0 take
43257. 1 play B9
43258. 2 play W yellow
43259. 0 play Y3
43260. 1 play W yellow
43261. 2 play Y6
43262. 0 play W red
43263. 1 play R7
43264. 2 draw
43265. 2 play W blue
43266. 0 play W green
43267. 1 play W blue
43268. 2 play WPU
43269. 0 play Y2
43270. 1 play W+4
43271. 2 play Y6
43272. 0 play Y4
43273. 1 play WDT
43274. 2 play Y8
43275. 0 play Y+2
43276. 1 play W
43277. 2 play Y9
43278. 0 play YPT
43279. 1 play W
43280. 2 play WPU
43281. 0 play YR
43282. 1 play W
43283. 2 play Y9
43284. 0 play Y3
43285. 1 play W
43286. 2 play W
43287. 0 play Y7
43288. 1 play W
43289. 2 play W
43290. 0 play WPU
43291. 1 take
43292. 2 play Y7
43293. 0 play YPT
43294. 1 point 2
43295. 0 point 1
43296. 2 point 1
43297. 1 play YPT
43298. 0 point 2
43299. 1 point 0
43300. 2 point 1
43301. 2 play RPT
43302. 1 point 0
43303. 0 point 1
43304. 2 point 1
43305. 0 play R5
43306. 1 play R3
43307. 1 play R3
43308. 2 play W+4 yellow
43309. 0 challenge
43310. 0 play YS
43311. 2 play Y5
43312. 0 play Y+2
43313. 2 play Y0
43314. 0 play WPU
43315. 1 play R5
43316. 2 play RS
43317. 0 play WPU
43318. 1 play R8
43319. 2 play WDT
43320. 0 play WPU
43321. 1 play RR
43322. 2 play R+2
43323. 0 play WDT
43324. 1 play RR
43325. 2 play R7
43326. 0 play R9
43327. 1 play R6
43328. 2 play W
43329. 0 play W+4
43330. 1 play W+4
43331. 2 play W
43332. 0 play R8
43333. 1 play RS
43334. 2 play W
43335. 0 play R0
43336. 1 play R1
43337. 2 play W
43338. 0 play WDT
43339. 1 play WPU
43340. 2 take
43341. 0 play WDT red 1,2
43342. 1 play WDT green 0,1
43343. 2 play W green
43344. 0 play G5
43345. 1 play WPU
43346. 2 play B5
43347. 0 play B3
43348. 1 play B6
43349. 2 play W
43350. 0 play B6
43351. 1 play WPU
43352. 2 play W+4
43353. 0 play B+2
43354. 1 play B9
43355. 2 play WPU
43356. 0 play WDT
43357. 1 play B+2
43358. 2 play WPU
43359. 0 play W+4
43360. 1 play BPT
43361. 2 play W
43362. 0 play WDT
43363. 1 play BS
43364. 2 play WDT
43365. 0 play BS
43366. 1 play W
43367. 2 play WPU
43368. 0 play B1
43369. 1 play B4
43370. 2 play W
43371. 0 play B8
43372. 1 play W
43373. 2 play WDT
43374. 0 play B7
43375. 1 play W
43376. 2 play W+4
43377. 0 play B0
43378. 1 play W
43379. 2 play WDT
43380. 0 play B1
43381. 1 play WPU
43382. 2 take
43383. 0 play BR
43384. 2 play WPU
43385. 1 play B4
43386. 0 play WDT
43387. 2 play B1
43388. 1 play W
43389. 0 play WDT
43390. 2 play B1
43391. 1 play W
43392. 0 play WDT
43393. 2 play W
43394. 1 play W
43395. 0 play W+4
43396. 2 play B8
43397. 1 play W
43398. 0 play B5
43399. 2 play B6
43400. 1 play W
43401. 0 play B3
43402. 2 play B9
43403. 1 take
43404. 0 play BPT
43405. 2 point 1
43406. 0 point 2
43407. 1 point 0
43408. 2 play BPT
43409. 0 point 1
43410. 2 point 1
43411. 1 point 2
43412. 1 play RPT
43413. 0 point 1
43414. 2 point 0
43415. 1 point 0
43416. 0 draw
43417. 0 pass
43418. 2 play R9
43419. 1 play WDT red 0,2
43420. 0 play R1
43421. 2 play WDT red 1,2
43422. 1 play W green
43423. 0 play G1
43424. 2 play G1
43425. 1 play G0
43426. 0 play G8
43427. 2 play G4
43428. 1 play W green
43429. 0 play GS
43430. 1 play W+4 green
43431. 0 challenge
43432. 0 play G+2
43433. 1 play WPU
43434. 0 play W+4
43435. 2 play B7
43436. 1 play W
43437. 0 play W
43438. 2 play B5
43439. 1 play BR
43440. 0 play BR
43441. 2 play B+2
43442. 1 play B8
43443. 0 play B7
43444. 2 play W+4
43445. 1 play B6
43446. 0 play WPU
43447. 2 play B9
43448. 1 play B4
43449. 0 play B8
43450. 2 play B4
43451. 1 play WDT
43452. 0 play B2
43453. 2 play W
43454. 1 play B1
43455. 0 play W+4
43456. 2 play W
43457. 1 play BPT
43458. 0 play B2
43459. 2 play WPU
43460. 1 play B9
43461. 0 play W+4
43462. 2 play BS
43463. 1 play WDT
43464. 0 play WPU
43465. 2 play W+4
43466. 1 play B1
43467. 0 play WDT
43468. 2 play B3
43469. 1 play B5
43470. 0 play W+4
43471. 2 play W
43472. 1 play WDT
43473. 0 play WDT
43474. 2 play B+2
43475. 1 play WDT
43476. 0 play BPT
43477. 2 play W
43478. 1 play B3
43479. 0 play W+4
43480. 2 play W+4
43481. 1 play W
43482. 0 play WPU
43483. 2 play WDT
43484. 1 play W
43485. 0 play W+4
43486. 2 play WDT
43487. 1 play W
43488. 0 play WPU
43489. 2 play WPU
43490. 1 play W
43491. 0 play W+4
43492. 2 play WPU
43493. 1 take
43494. 0 play WPU
43495. 2 play Y2
43496. 1 play Y2
43497. 0 play Y4
43498. 2 play W+4
43499. 1 play Y4
43500. 0 play Y8
43501. 2 play YS
43502. 1 play Y9
43503. 0 play Y1
43504. 2 play WDT
43505. 1 play Y+2
43506. 0 play Y5
43507. 2 play WDT
43508. 1 play WDT
43509. 0 play YPT
43510. 2 play Y+2
43511. 1 play Y7
43512. 0 play Y1
43513. 2 play YPT
43514. 1 play Y0
43515. 0 play YR
43516. 2 play WPU
43517. 1 play WPU
43518. 0 play YPT
43519. 2 play W
43520. 1 play Y8
43521. 0 take
43522. 2 play YS
43523. 0 play Y7
43524. 2 play WPU
43525. 1 play W
43526. 0 play WPU
43527. 2 play R5
43528. 1 play W+4
43529. 0 play RPT
43530. 2 play WPU
43531. 1 play W
43532. 0 play R6
43533. 2 play R1
43534. 1 play WPU
43535. 0 play R9
43536. 2 play R0
43537. 1 play WDT
43538. 0 play WDT
43539. 2 play R3
43540. 1 play R2
43541. 0 play WPU
43542. 2 play R6
43543. 1 play WDT
43544. 0 play R4
43545. 2 play R7
43546. 1 play R+2
43547. 0 play R4
43548. 2 play RR
43549. 1 play RPT
43550. 0 play WDT
43551. 2 play R7
43552. 1 play RPT
43553. 0 play WDT
43554. 2 play RR
43555. 1 play W
43556. 0 play W+4
43557. 2 play W
43558. 1 play W+4
43559. 0 play W
43560. 2 play R8
43561. 1 play WDT
43562. 0 take
43563. 2 play W red
43564. 1 play WDT yellow 1,2
43565. 0 play Y7
43566. 2 draw
43567. 2 play WPU
43568. 1 play W+4
43569. 0 play G8
43570. 2 play G6
43571. 1 play WDT
43572. 0 play G+2
43573. 2 play GPT
43574. 1 play WDT
43575. 0 play W
43576. 2 play G2
43577. 1 play G9
43578. 0 play W+4
43579. 2 play GR
43580. 1 play WDT
43581. 0 play G5
43582. 2 play G6
43583. 1 play WPU
43584. 0 play W+4
43585. 2 play GPT
43586. 1 play WPU
43587. 0 play WDT
43588. 2 play G4
43589. 1 play W
43590. 0 play W
43591. 2 play G2
43592. 1 play WPU
43593. 0 play G5
43594. 2 play GR
43595. 1 play WPU
43596. 0 play W+4
43597. 2 play GPT
43598. 1 play WPU
43599. 0 play G7
43600. 2 play W
43601. 1 play W
43602. 0 play G9
43603. 2 play GPT
43604. 1 play W+4
43605. 0 play G3
43606. 2 take
43607. 1 play W+4 yellow
43608. 0 accept
43609. 2 play WPU
43610. 1 play W+4
43611. 0 play G3
43612. 2 play W
43613. 1 play W
43614. 0 play W
43615. 2 play G+2
43616. 1 play W+4
43617. 0 play W
43618. 2 play G4
43619. 1 play W+4
43620. 0 play W
43621. 2 play W
43622. 1 play W
43623. 0 play WPU
43624. 2 play W
43625. 1 play W
43626. 0 play GS
43627. 2 play G1
43628. 1 play W
43629. 0 play G+2
43630. 2 play G7
43631. 1 play W
43632. 0 play G7
43633. 2 play G3
43634. 1 play W+4
43635. 0 play WPU
43636. 2 play G6
43637. 1 play W+4
43638. 0 play WDT
43639. 2 play WDT
43640. 1 take
43641. 0 play WDT red 0,1
43642. 2 play R8
43643. 1 play W+4 blue
43644. 0 accept
43645. 2 play B0
43646. 1 play B6
43647. 0 play W red
43648. 2 play RS
43649. 0 play R8
43650. 2 play WDT green 1,2
43651. 1 play G4
43652. 0 play R4
43653. 2 play WDT yellow 0,1
43654. 1 play WDT blue 0,1
43655. 0 play WPU
43656. 2 play W
43657. 1 play G4
43658. 0 play WPU
43659. 2 play W
43660. 1 play WDT
43661. 0 play WDT
43662. 2 play WPU
43663. 1 play G1
43664. 0 play WDT
43665. 2 play WDT
43666. 1 play G6
43667. 0 play WPU
43668. 2 play GPT
43669. 1 play GS
43670. 0 play WDT
43671. 2 play W+4
43672. 1 play W
43673. 0 play WDT
43674. 2 play G6
43675. 1 play WPU
43676. 0 play G0
43677. 2 play GR
43678. 1 play G+2
43679. 0 take
43680. 2 play GPT
43681. 1 point 2
43682. 0 point 2
43683. 2 point 1
43684. 1 play WPU
43685. 0 play W+4
43686. 2 play W
43687. 1 play R1
43688. 0 play R9
43689. 2 play WPU
43690. 1 play R3
43691. 0 play W
43692. 2 play W+4
43693. 1 play W+4
43694. 0 play RR
43695. 2 play RS
43696. 1 play W
43697. 0 play R9
43698. 2 play WPU
43699. 1 play WPU
43700. 0 play R3
43701. 2 play WPU
43702. 1 play WDT
43703. 0 play R0
43704. 2 play W+4
43705. 1 play R2
43706. 0 play R6
43707. 2 play W+4
43708. 1 play W
43709. 0 play RR
43710. 2 play W+4
43711. 1 play W+4
43712. 0 play WPU
43713. 2 play R+2
43714. 1 play W+4
43715. 0 play WPU
43716. 2 take
43717. 1 draw
43718. 0 play R1
43719. 2 play W+4 green
43720. 1 accept
43721. 0 play G0
43722. 2 play G8
43723. 0 play G8
43724. 2 play G1
43725. 1 play G+2
43726. 2 play GPT
43727. 1 point 0
43728. 0 point 1
43729. 2 point 1
43730. 1 play W+4 red
43731. 0 accept
43732. 2 play WPU
43733. 1 play WPU
43734. 0 play WPU
43735. 2 play W
43736. 1 play B4
43737. 0 play B0
43738. 2 play BS
43739. 1 play W
43740. 0 play W
43741. 2 play WDT
43742. 1 play B5
43743. 0 play WPU
43744. 2 play B6
43745. 1 play B8
43746. 0 play WDT
43747. 2 play W+4
43748. 1 play B9
43749. 0 play WDT
43750. 2 play W
43751. 1 play B1
43752. 0 play W
43753. 2 play WPU
43754. 1 play W+4
43755. 0 play WDT
43756. 2 play W+4
43757. 1 play BPT
43758. 0 play W
43759. 2 play WPU
43760. 1 play B8
43761. 0 play W
43762. 2 play W+4
43763. 1 play W+4
43764. 0 play WDT
43765. 2 play W
43766. 1 play B9
43767. 0 play WDT
43768. 2 play W+4
43769. 1 play BR
43770. 0 play WDT
43771. 2 play WPU
43772. 1 play B1
43773. 0 play WDT
43774. 2 play W
43775. 1 play B+2
43776. 0 play WDT
43777. 2 play WPU
43778. 1 play BS
43779. 0 play WDT
43780. 2 play W+4
43781. 1 play WPU
43782. 0 take
43783. 2 play W+4 green
43784. 1 challenge
43785. 1 play W blue
43786. 0 play B4
43787. 1 play B4
43788. 0 play W green
43789. 2 play G2
43790. 1 play B2
43791. 0 play WPU
43792. 2 play WDT
43793. 1 play W
43794. 0 play R8
43795. 2 play R2
43796. 1 play R4
43797. 0 play R7
43798. 2 play RPT
43799. 1 play W
43800. 0 play RPT
43801. 2 play RS
43802. 1 play W
43803. 0 play R1
43804. 2 play WPU
43805. 1 play W
43806. 0 play WDT
43807. 2 play RR
43808. 1 play W
43809. 0 play R7
43810. 2 play R6
43811. 1 play W
43812. 0 play W
43813. 2 play R+2
43814. 1 take
43815. 0 play R8
43816. 2 play R3
43817. 1 play RR
43818. 2 play RR
43819. 1 play WPU
43820. 0 play R6
43821. 2 play R0
43822. 1 play R8
43823. 0 play R2
43824. 2 play W+4
43825. 1 play WDT
43826. 0 play R+2
43827. 2 play WPU
43828. 1 play R4
43829. 0 play WDT
43830. 2 play R3
43831. 1 play WDT
43832. 0 play R4
43833. 2 play R1
43834. 1 play RPT
43835. 0 play R5
43836. 2 play W+4
43837. 1 play W
43838. 0 play R5
43839. 2 play R9
43840. 1 play R7
43841. 0 play WPU
43842. 2 play R9
43843. 1 play R7
43844. 0 play W+4
43845. 2 take
43846. 1 play R+2
43847. 2 play R8
43848. 1 play R2
43849. 0 play RPT
43850. 2 point 0
43851. 1 point 2
43852. 0 point 1
43853. 2 play R+2
43854. 0 play WDT blue 0,2
43855. 2 play WDT yellow 0,2
43856. 1 play Y5
43857. 0 play Y+2
43858. 1 play B+2
43859. 2 play W red
43860. 1 play W yellow
43861. 0 play Y5
43862. 2 play G5
43863. 1 play B5
43864. 0 play B0
43865. 2 play G0
43866. 1 play WPU
43867. 0 play W
43868. 2 play R4
43869. 1 play R1
43870. 0 play W+4
43871. 2 play R5
43872. 1 play RS
43873. 0 play W+4
43874. 2 play WPU
43875. 1 play RPT
43876. 0 play RPT
43877. 2 play WDT
43878. 1 play R6
43879. 0 play WPU
43880. 2 play R9
43881. 1 play RS
43882. 0 play WPU
43883. 2 play R7
43884. 1 play W
43885. 0 play W
43886. 2 play R4
43887. 1 play W
43888. 0 play WPU
43889. 2 play RR
43890. 1 play W
43891. 0 play WDT
43892. 2 play R7
43893. 1 play W
43894. 0 play W
43895. 2 play R6
43896. 1 play W
43897. 0 play WDT
43898. 2 play WPU
43899. 1 play W
43900. 0 play WDT
43901. 2 play R1
43902. 1 take
43903. 0 play W+4 green
43904. 2 accept
43905. 1 play G7
43906. 0 play WDT yellow 1,2
43907. 2 play W+4 blue
43908. 1 challenge
43909. 1 play WPU
43910. 0 play B9
43911. 2 play WDT
43912. 1 play B3
43913. 0 play W
43914. 2 play B4
43915. 1 play B3
43916. 0 play B6
43917. 2 play W+4
43918. 1 play WDT
43919. 0 play BR
43920. 2 play WDT
43921. 1 play W
43922. 0 play B1
43923. 2 play WDT
43924. 1 play BR
43925. 0 play B5
43926. 2 play W
43927. 1 play W
43928. 0 play B4
43929. 2 play B5
43930. 1 play W+4
43931. 0 play W+4
43932. 2 play WPU
43933. 1 play WPU
43934. 0 play W
43935. 2 play W+4
43936. 1 play BPT
43937. 0 play B6
43938. 2 play W+4
43939. 1 play W
43940. 0 play B8
43941. 2 take
43942. 1 play BPT
43943. 1 point 2
43944. 2 point 1
43945. 0 point 1
43946. 0 play B+2
43947. 1 play WPU
43948. 0 play GPT
43949. 2 play WDT
43950. 1 play GPT
43951. 0 play G2
43952. 2 play G2
43953. 1 play G3
43954. 0 play GS
43955. 2 play G5
43956. 1 play G3
43957. 0 play GR
43958. 2 play W
43959. 1 play W
43960. 0 play W+4
43961. 2 play GPT
43962. 1 play GS
43963. 0 play G6
43964. 2 play WDT
43965. 1 play G7
43966. 0 play G1
43967. 2 play WDT
43968. 1 play W+4
43969. 0 play W
43970. 2 play WDT
43971. 1 play W+4
43972. 0 play G6
43973. 2 play GR
43974. 1 play W
43975. 0 play G8
43976. 2 play W
43977. 1 play G4
43978. 0 play G4
43979. 2 play W+4
43980. 1 play W+4
43981. 0 play G+2
43982. 2 play W
43983. 1 play W
43984. 0 play W+4
43985. 2 play G+2
43986. 1 play WPU
43987. 0 play G8
43988. 2 play W+4
43989. 1 play WDT
43990. 0 play G0
43991. 2 play WPU
43992. 1 play WPU
43993. 0 play WPU
43994. 2 play G9
43995. 1 play WPU
43996. 0 play WDT
43997. 2 play W+4
43998. 1 play WDT
43999. 0 play WPU
44000. 2 play W
44001. 1 play G5
44002. 0 play G1
44003. 2 play G9
44004. 1 play WDT
44005. 0 play WPU
44006. 2 play W
44007. 1 play WDT
44008. 0 play W
44009. 2 play W
44010. 1 play W
44011. 0 play WDT
44012. 2 play WPU
44013. 1 play W
44014. 0 play WPU
44015. 2 play W+4
44016. 1 play W
44017. 0 play WDT
44018. 2 play W+4
44019. 1 play W
44020. 0 play WPU
44021. 2 play GPT
44022. 1 take
44023. 0 play W green
44024. 2 play W+4 red
44025. 1 accept
44026. 0 play R8
44027. 2 play R0
44028. 1 play RPT
44029. 1 point 0
44030. 2 point 1
44031. 0 point 1
44032. 0 play R+2
44033. 1 play RS
44034. 2 play W+4 red
44035. 1 accept
44036. 0 play R8
44037. 2 play RPT
44038. 2 point 1
44039. 1 point 0
44040. 0 point 1
44041. 1 play YPT
44042. 1 point 0
44043. 0 point 2
44044. 2 point 1
44045. 0 play Y7
44046. 2 play Y5
44047. 1 play R5
44048. 2 play R5
44049. 1 play R7
44050. 1 play R7
44051. 0 draw
44052. 2 play RPT
44053. 2 point 1
44054. 1 point 2
44055. 0 point 1
44056. 1 play GPT
44057. 0 point 1
44058. 1 point 2
44059. 2 point 0
44060. 0 play BPT
44061. 1 point 0
44062. 2 point 0
44063. 0 point 1
44064. 2 play B0
44065. 1 play W+4 green
44066. 0 accept
44067. 2 pass
44068. 1 play G1
44069. 0 play B1
44070. 2 play BPT
44071. 2 point 0
44072. 1 point 0
44073. 0 point 1
44074. 1 play YPT
44075. 1 point 0
44076. 0 point 2
44077. 2 point 0
44078. 0 play Y0
44079. 2 play Y+2
44080. 0 play YPT
44081. 1 point 2
44082. 0 point 2
44083. 2 point 1
44084. 2 play Y5
44085. 1 play Y9
44086. 0 play Y+2
44087. 1 play WPU
44088. 0 play Y5
44089. 2 play Y+2
44090. 1 play YR
44091. 0 play Y1
44092. 2 play YPT
44093. 1 play Y7
44094. 0 play YS
44095. 2 play Y7
44096. 1 play W+4
44097. 0 play Y4
44098. 2 play Y9
44099. 1 play W+4
44100. 0 play YPT
44101. 2 play Y3
44102. 1 play Y6
44103. 0 play Y2
44104. 2 take
44105. 1 play W+4 red
44106. 0 accept
44107. 2 play RPT
44108. 0 point 1
44109. 1 point 0
44110. 2 point 0
44111. 1 play R4
44112. 0 play R5
44113. 2 play R3
44114. 2 play R3
44115. 1 play R6
44116. 0 play WPU
44117. 2 play W+4
44118. 1 play R9
44119. 0 play R7
44120. 2 play R9
44121. 1 play RS
44122. 0 play W+4
44123. 2 play R8
44124. 1 play RR
44125. 0 take
44126. 2 play W+4 red
44127. 1 challenge
44128. 1 play W yellow
44129. 0 play Y2
44130. 2 play Y7
44131. 1 play W red
44132. 0 play R7
44133. 2 play RPT
44134. 0 point 1
44135. 1 point 0
44136. 2 point 1
44137. 1 play W+4 red
44138. 0 accept
44139. 2 play R6
44140. 1 play R5
44141. 0 play R8
44142. 2 play R4
44143. 1 play RR
44144. 2 play R2
44145. 0 play B2
44146. 1 play B+2
44147. 0 play B0
44148. 1 play Y0
44149. 2 play Y9
44150. 0 play Y7
44151. 1 play W green
44152. 2 play W+4 yellow
44153. 0 accept
44154. 1 play W+4 yellow
44155. 2 accept
44156. 0 play YS
44157. 2 play YPT
44158. 2 point 1
44159. 1 point 2
44160. 0 point 1
44161. 0 play Y1
44162. 1 play B1
44163. 2 play B9
44164. 0 play Y9
44165. 1 play Y3
44166. 2 play Y2
44167. 0 play W green
44168. 1 play G0
44169. 2 draw
44170. 0 play W+4 red
44171. 1 challenge
44172. 1 play RPT
44173. 2 point 0
44174. 1 point 2
44175. 0 point 2
44176. 2 play R5
44177. 0 play RS
44178. 2 play W+4 green
44179. 0 challenge
44180. 0 play W blue
44181. 1 play B7
44182. 2 play B+2
44183. 1 play WPU
44184. 2 play YR
44185. 0 play W+4
44186. 1 play WPU
44187. 2 play Y1
44188. 0 play Y3
44189. 1 play YS
44190. 2 play Y2
44191. 0 play Y+2
44192. 1 play YPT
44193. 2 play Y4
44194. 0 play W
44195. 1 play Y0
44196. 2 play Y7
44197. 0 play Y4
44198. 1 play WPU
44199. 2 play YPT
44200. 0 play YPT
44201. 1 play W+4
44202. 2 play YPT
44203. 0 play W+4
44204. 1 play WDT
44205. 2 play YS
44206. 0 play Y2
44207. 1 play Y6
44208. 2 play W
44209. 0 play W+4
44210. 1 play W
44211. 2 play Y+2
44212. 0 play Y8
44213. 1 play W+4
44214. 2 play Y9
44215. 0 play YR
44216. 1 play WDT
44217. 2 play Y5
44218. 0 play Y8
44219. 1 play W
44220. 2 play Y3
44221. 0 play Y7
44222. 1 play W+4
44223. 2 play Y6
44224. 0 take
44225. 1 play W blue
44226. 2 play B8
44227. 0 play BS
44228. 2 play BR
44229. 1 play W+4 blue
44230. 0 challenge
44231. 0 play BPT
44232. 2 point 0
44233. 0 point 1
44234. 1 point 2
44235. 2 play BR
44236. 0 play BS
44237. 2 play B4
44238. 0 play WPU
44239. 1 play B8
44240. 2 play B1
44241. 0 play WDT
44242. 1 play WDT
44243. 2 play B3
44244. 0 play W+4
44245. 1 play BR
44246. 2 play B6
44247. 0 play W+4
44248. 1 play W+4
44249. 2 play B3
44250. 0 play WPU
44251. 1 play W
44252. 2 play B2
44253. 0 play W+4
44254. 1 play B7
44255. 2 play B1
44256. 0 play B8
44257. 1 play B2
44258. 2 play B+2
44259. 0 play BPT
44260. 1 play BPT
44261. 2 play B6
44262. 0 play B0
44263. 1 play WPU
44264. 2 play B5
44265. 0 play W
44266. 1 play W
44267. 2 play B4
44268. 0 play B9
44269. 1 play BPT
44270. 2 play B5
44271. 0 play WDT
44272. 1 play W+4
44273. 2 take
44274. 0 play W+4 green
44275. 1 accept
44276. 2 play WPU
44277. 0 play R5
44278. 1 play W+4
44279. 2 play WPU
44280. 0 play RR
44281. 1 play W+4
44282. 2 play R4
44283. 0 play W+4
44284. 1 play RPT
44285. 2 play RPT
44286. 0 play W
44287. 1 play W+4
44288. 2 play WDT
44289. 0 play R3
44290. 1 play R0
44291. 2 play RS
44292. 0 play R6
44293. 1 play WPU
44294. 2 play R2
44295. 0 play W
44296. 1 play R3
44297. 2 play R2
44298. 0 play W
44299. 1 play R+2
44300. 2 play W+4
44301. 0 play R9
44302. 1 play R7
44303. 2 play W
44304. 0 play R9
44305. 1 play RS
44306. 2 play W+4
44307. 0 play RR
44308. 1 play R6
44309. 2 play WDT
44310. 0 play R7
44311. 1 play W
44312. 2 play WDT
44313. 0 play W+4
44314. 1 play R+2
44315. 2 play R8
44316. 0 take
44317. 1 play RPT
44318. 2 point 0
44319. 0 point 1
44320. 1 point 0
44321. 2 play BPT
44322. 1 point 2
44323. 2 point 1
44324. 0 point 2
44325. 0 play W+4 yellow
44326. 1 accept
44327. 2 play W green
44328. 0 play G1
44329. 1 play GPT
44330. 0 point 2
44331. 1 point 2
44332. 2 point 1
44333. 2 play W+4 blue
44334. 0 accept
44335. 1 play W red
44336. 2 play W green
44337. 0 play WPU
44338. 1 play G3
44339. 2 play W+4
44340. 0 play WPU
44341. 1 play GPT
44342. 2 play W
44343. 0 play WDT
44344. 1 play G3
44345. 2 play W+4
44346. 0 play W+4
44347. 1 play WPU
44348. 2 play W+4
44349. 0 play W
44350. 1 play G7
44351. 2 play W+4
44352. 0 play W+4
44353. 1 play G6
44354. 2 play W+4
44355. 0 play W
44356. 1 play G9
44357. 2 take
44358. 0 play G0
44359. 1 play G8
44360. 2 play WPU
44361. 0 play WDT
44362. 1 play G2
44363. 2 play WDT
44364. 0 play WPU
44365. 1 play G2
44366. 2 play WPU
44367. 0 play GPT
44368. 1 play G6
44369. 2 play W+4
44370. 0 play W
44371. 1 play WPU
44372. 2 play G7
44373. 0 play WDT
44374. 1 play W
44375. 2 play G9
44376. 0 play W
44377. 1 play G+2
44378. 2 play W+4
44379. 0 play W
44380. 1 play G+2
44381. 2 play W
44382. 0 play GPT
44383. 1 play WDT
44384. 2 play GPT
44385. 0 play W+4
44386. 1 play G4
44387. 2 play W
44388. 0 play W+4
44389. 1 play GR
44390. 2 play G6
44391. 0 play W+4
44392. 1 play G4
44393. 2 play W+4
44394. 0 play W+4
44395. 1 play GPT
44396. 2 play G3
44397. 0 take
44398. 1 play WPU
44399. 2 play W
44400. 0 play GPT
44401. 1 play W
44402. 2 play G3
44403. 0 play GR
44404. 1 play G8
44405. 2 play W+4
44406. 0 play WPU
44407. 1 play G5
44408. 2 play W+4
44409. 0 play GPT
44410. 1 play WDT
44411. 2 play W
44412. 0 play G6
44413. 1 play W
44414. 2 play W
44415. 0 play G0
44416. 1 play G5
44417. 2 play W+4
44418. 0 play G+2
44419. 1 play WDT
44420. 2 play W+4
44421. 0 play WPU
44422. 1 play G9
44423. 2 play W+4
44424. 0 play G4
44425. 1 play GR
44426. 2 take
44427. 0 play G2
44428. 1 play WPU
44429. 2 play W+4
44430. 0 play GPT
44431. 1 play GS
44432. 2 play W+4
44433. 0 play G4
44434. 1 play G7
44435. 2 play GR
44436. 0 play W+4
44437. 1 play WDT
44438. 2 play WPU
44439. 0 play WDT
44440. 1 play WPU
44441. 2 play W
44442. 0 play G+2
44443. 1 play WPU
44444. 2 play GPT
44445. 0 play W+4
44446. 1 play W
44447. 2 play GR
44448. 0 play G2
44449. 1 play WDT
44450. 2 play W
44451. 0 play W
44452. 1 play WDT
44453. 2 play G+2
44454. 0 play G6
44455. 1 play G1
44456. 2 play WPU
44457. 0 play G7
44458. 1 play WDT
44459. 2 play WDT
44460. 0 play GPT
44461. 1 play GS
44462. 2 play W
44463. 0 play W
44464. 1 play WDT
44465. 2 play G6
44466. 0 play G9
44467. 1 play G1
44468. 2 play W
44469. 0 play G3
44470. 1 play W
44471. 2 play G8
44472. 0 play W
44473. 1 play W
44474. 2 play W+4
44475. 0 play WPU
44476. 1 play WPU
44477. 2 play W
44478. 0 play W+4
44479. 1 play W
44480. 2 play G4
44481. 0 play W
44482. 1 play WDT
44483. 2 play WDT
44484. 0 play W
44485. 1 play WPU
44486. 2 play GPT
44487. 0 play WDT
44488. 1 play W
44489. 2 play G9
44490. 0 play W
44491. 1 play WPU
44492. 2 play G8
44493. 0 play WDT
44494. 1 take
44495. 2 play W+4 blue
44496. 0 accept
44497. 1 play W+4 yellow
44498. 2 challenge
44499. 2 play Y5
44500. 0 play Y+2
44501. 2 play Y9
44502. 0 play Y4
44503. 1 play W+4 green
44504. 2 accept
44505. 0 play W+4 blue
44506. 1 challenge
44507. 1 play WDT green 0,1
44508. 2 play G3
44509. 1 play G3
44510. 2 play W+4 blue
44511. 0 challenge
44512. 0 play B9
44513. 2 play B9
44514. 0 play B7
44515. 1 play WDT yellow 0,2
44516. 2 play Y9
44517. 0 play YR
44518. 2 play Y+2
44519. 0 play Y8
44520. 2 play W+4 green
44521. 1 accept
44522. 0 play WDT red 0,1
44523. 2 play WDT yellow 0,2
44524. 1 play WDT red 0,1
44525. 0 play RPT
44526. 1 point 2
44527. 0 point 2
44528. 2 point 0
44529. 2 play W+4 red
44530. 1 accept
44531. 0 play RPT
44532. 0 point 2
44533. 2 point 0
44534. 1 point 0
44535. 2 play BPT
44536. 0 point 1
44537. 1 point 0
44538. 2 point 1
44539. 1 play WDT green 1,2
44540. 0 play W+4 green
44541. 2 challenge
44542. 2 play G3
44543. 1 play G7
44544. 0 play R7
44545. 2 play B7
44546. 1 play WPU
44547. 0 play WPU
44548. 2 play B+2
44549. 1 play BS
44550. 0 play W+4
44551. 2 play B3
44552. 1 play WPU
44553. 0 play WPU
44554. 2 play BR
44555. 1 play B7
44556. 0 play W+4
44557. 2 play BPT
44558. 1 play B4
44559. 0 play W+4
44560. 2 play B4
44561. 1 play WDT
44562. 0 play WPU
44563. 2 play B5
44564. 1 play W+4
44565. 0 play BR
44566. 2 play B8
44567. 1 play WDT
44568. 0 play BPT
44569. 2 play B3
44570. 1 play WDT
44571. 0 play WDT
44572. 2 play B2
44573. 1 play B9
44574. 0 play W+4
44575. 2 play B6
44576. 1 play BS
44577. 0 take
44578. 2 play B2
44579. 1 play WDT green 1,2
44580. 0 play WPU
44581. 2 play G3
44582. 1 play GR
44583. 0 play W+4
44584. 2 play G5
44585. 1 play W
44586. 0 play W+4
44587. 2 play G0
44588. 1 play W
44589. 0 play WPU
44590. 2 play G5
44591. 1 play W+4
44592. 0 play WPU
44593. 2 take
44594. 1 play G1
44595. 0 play WDT blue 0,2
44596. 2 play B0
44597. 1 play W green
44598. 0 play WDT yellow 1,2
44599. 2 play WPU
44600. 1 play WDT
44601. 0 play WPU
44602. 2 play WPU
44603. 1 play GR
44604. 0 play WDT
44605. 2 play G0
44606. 1 play WDT
44607. 0 play WDT
44608. 2 play W+4
44609. 1 play G1
44610. 0 play W+4
44611. 2 play W+4
44612. 1 play G9
44613. 0 play W+4
44614. 2 play G3
44615. 1 play G9
44616. 0 play W+4
44617. 2 play W
44618. 1 play G8
44619. 0 take
44620. 2 play W+4 red
44621. 1 challenge
44622. 1 play R4
44623. 0 play R0
44624. 2 play W+4 blue
44625. 1 challenge
44626. 1 play B9
44627. 0 play BS
44628. 1 play W green
44629. 0 play G7
44630. 2 play W yellow
44631. 1 play W+4 red
44632. 0 challenge
44633. 0 play R6
44634. 2 play B6
44635. 1 play BPT
44636. 2 point 1
44637. 1 point 2
44638. 0 point 2
44639. 0 play WPU
44640. 2 play W+4
44641. 1 play W+4
44642. 0 play WPU
44643. 2 play BS
44644. 1 play WDT
44645. 0 play B7
44646. 2 play B8
44647. 1 play WDT
44648. 0 play BR
44649. 2 play B1
44650. 1 play BPT
44651. 0 play B4
44652. 2 play B1
44653. 1 play B9
44654. 0 play BPT
44655. 2 play B6
44656. 1 play WDT
44657. 0 play B5
44658. 2 play B+2
44659. 1 play WPU
44660. 0 play BR
44661. 2 play B5
44662. 1 play W
44663. 0 play B8
44664. 2 play WDT
44665. 1 play W
44666. 0 play W
44667. 2 play B2
44668. 1 play WPU
44669. 0 play BS
44670. 2 play WPU
44671. 1 play W+4
44672. 0 play B2
44673. 2 play WPU
44674. 1 play W
44675. 0 play B9
44676. 2 play WDT
44677. 1 play W
44678. 0 play B4
44679. 2 take
44680. 1 play W green
44681. 0 play W+4 blue
44682. 2 challenge
44683. 2 play B1
44684. 2 play B1
44685. 1 play B0
44686. 0 play Y0
44687. 2 play W+4 green
44688. 1 accept
44689. 0 play G1
44690. 2 play GR
44691. 0 play G0
44692. 1 play GS
44693. 0 play RS
44694. 2 play BS
44695. 1 play WDT yellow 1,2
44696. 2 play WDT blue 0,2
44697. 0 play W+4 red
44698. 1 accept
44699. 2 play R6
44700. 0 play RPT
44701. 1 point 2
44702. 0 point 2
44703. 2 point 0
44704. 1 play WDT blue 0,2
44705. 2 play W green
44706. 0 play G8
44707. 1 play GR
44708. 0 play W+4 red
44709. 2 challenge
44710. 2 play WDT green 1,2
44711. 1 play W blue
44712. 0 play W+4 green
44713. 2 challenge
44714. 2 play W+4 red
44715. 1 challenge
44716. 1 play R0
44717. 0 play R8
44718. 2 play Y8
44719. 1 play Y+2
44720. 2 play Y4
44721. 1 play YR
44722. 2 play WPU
44723. 0 play RS
44724. 1 play R1
44725. 2 play WPU
44726. 0 play R5
44727. 1 play WPU
44728. 2 play W+4
44729. 0 play RR
44730. 1 play R8
44731. 2 play WPU
44732. 0 play RPT
44733. 1 play WPU
44734. 2 play WPU
44735. 0 play WPU
44736. 1 play W
44737. 2 play W+4
44738. 0 play R8
44739. 1 play WPU
44740. 2 play R6
44741. 0 play WDT
44742. 1 play R5
44743. 2 play R7
44744. 0 play R2
44745. 1 play WPU
44746. 2 play WDT
44747. 0 play RPT
44748. 1 play WDT
44749. 2 play WPU
44750. 0 play W
44751. 1 play R4
44752. 2 play W+4
44753. 0 play W
44754. 1 play W+4
44755. 2 play W+4
44756. 0 play R7
44757. 1 play WPU
44758. 2 play WDT
44759. 0 play R9
44760. 1 play R1
44761. 2 play W+4
44762. 0 play W
44763. 1 play RPT
44764. 2 play W
44765. 0 play R6
44766. 1 play W+4
44767. 2 play W
44768. 0 play R+2
44769. 1 play WPU
44770. 2 play W
44771. 0 play R4
44772. 1 play W+4
44773. 2 play WDT
44774. 0 play R+2
44775. 1 play W+4
44776. 2 play W
44777. 0 play RR
44778. 1 play W+4
44779. 2 play WDT
44780. 0 play W+4
44781. 1 play W
44782. 2 take
44783. 0 play R3
44784. 0 play R3
44785. 1 play RPT
44786. 0 point 1
44787. 1 point 0
44788. 2 point 1
44789. 2 play R+2
44790. 1 play W red
44791. 2 play W+4 yellow
44792. 0 accept
44793. 1 play YR
44794. 0 play W red
44795. 2 play R7
44796. 1 play W green
44797. 0 play GS
44798. 1 play G4
44799. 0 play G3
44800. 2 play W red
44801. 1 play WPU
44802. 0 play GR
44803. 2 play W+4
44804. 1 play GS
44805. 0 play G9
44806. 2 play WDT
44807. 1 play G0
44808. 0 play WDT
44809. 2 play G5
44810. 1 play W
44811. 0 play G9
44812. 2 play WPU
44813. 1 play G8
44814. 0 play WDT
44815. 2 play W+4
44816. 1 play G7
44817. 0 play GR
44818. 2 play W+4
44819. 1 play G4
44820. 0 play WDT
44821. 2 play G8
44822. 1 play G2
44823. 0 play WDT
44824. 2 play G3
44825. 1 play GPT
44826. 0 play WDT
44827. 2 play W+4
44828. 1 play G6
44829. 0 play WDT
44830. 2 play W
44831. 1 play G2
44832. 0 take
44833. 2 play G1
44834. 1 play G6
44835. 0 play B6
44836. 2 play B7
44837. 1 play BS
44838. 2 play B+2
44839. 0 play W+4 red
44840. 2 challenge
44841. 2 play WDT green 0,1
44842. 1 play GPT
44843. 1 point 0
44844. 0 point 1
44845. 2 point 0
44846. 0 play YPT
44847. 1 point 2
44848. 0 point 2
44849. 2 point 1
44850. 2 play W red
44851. 1 play R7
44852. 0 play RS
44853. 1 play W blue
44854. 0 play B7
44855. 2 play WPU
44856. 1 play B1
44857. 0 play W+4
44858. 2 play BR
44859. 1 play B1
44860. 0 play W
44861. 2 play B2
44862. 1 play W
44863. 0 play WDT
44864. 2 play WDT
44865. 1 play B0
44866. 0 play B3
44867. 2 play BPT
44868. 1 play B+2
44869. 0 play B+2
44870. 2 play BPT
44871. 1 play W
44872. 0 play W+4
44873. 2 play WDT
44874. 1 play W
44875. 0 play WDT
44876. 2 play BPT
44877. 1 play W
44878. 0 play BPT
44879. 2 play W+4
44880. 1 take
44881. 0 draw
44882. 2 play WDT red 0,1
44883. 1 play WDT red 0,1
44884. 0 play W yellow
44885. 2 play W red
44886. 1 play W green
44887. 0 play GR
44888. 1 play GPT
44889. 1 point 2
44890. 2 point 1
44891. 0 point 2
44892. 2 play RPT
44893. 2 point 0
44894. 1 point 0
44895. 0 point 1
44896. 0 play WPU
44897. 1 play W
44898. 2 play G1
44899. 0 play G8
44900. 1 play W
44901. 2 play WDT
44902. 0 play G5
44903. 1 play W+4
44904. 2 play G5
44905. 0 play WDT
44906. 1 play WDT
44907. 2 play W
44908. 0 play GPT
44909. 1 play G7
44910. 2 play W
44911. 0 play G9
44912. 1 play GPT
44913. 2 play G6
44914. 0 play W
44915. 1 play WDT
44916. 2 play W
44917. 0 play G2
44918. 1 play G+2
44919. 2 play W+4
44920. 0 play G0
44921. 1 play WDT
44922. 2 play WPU
44923. 0 play WDT
44924. 1 play W+4
44925. 2 play W+4
44926. 0 play G1
44927. 1 play W+4
44928. 2 play WPU
44929. 0 play GR
44930. 1 play G+2
44931. 2 play WPU
44932. 0 play WDT
44933. 1 play W
44934. 2 play WPU
44935. 0 play G4
44936. 1 play W
44937. 2 play W+4
44938. 0 play G6
44939. 1 take
44940. 2 play W+4 blue
44941. 0 challenge
44942. 0 play B3
44943. 1 play B7
44944. 2 play B2
44945. 0 play G2
44946. 1 play G6
44947. 2 play W yellow
44948. 0 play Y1
44949. 1 play WDT red 1,2
44950. 2 play RS
44951. 1 play WDT red 1,2
44952. 2 play WPU
44953. 0 play Y5
44954. 1 play Y5
44955. 2 play W
44956. 0 play Y7
44957. 1 play W
44958. 2 play W+4
44959. 0 play YR
44960. 1 play WDT
44961. 2 play W+4
44962. 0 play W+4
44963. 1 play WPU
44964. 2 play W
44965. 0 play Y9
44966. 1 play Y0
44967. 2 play W+4
44968. 0 play Y+2
44969. 1 play WPU
44970. 2 play WPU
44971. 0 play Y6
44972. 1 play WDT
44973. 2 play WPU
44974. 0 play W+4
44975. 1 play W+4
44976. 2 play WPU
44977. 0 play Y+2
44978. 1 play YR
44979. 2 play WPU
44980. 0 play Y2
44981. 1 play WDT
44982. 2 play WPU
44983. 0 play Y8
44984. 1 play W
44985. 2 play WPU
44986. 0 play Y3
44987. 1 play W+4
44988. 2 take
44989. 0 play Y7
44990. 1 play W+4 green
44991. 2 challenge
44992. 2 play WDT yellow 0,1
44993. 0 play YPT
44994. 0 point 2
44995. 2 point 1
44996. 1 point 2
44997. 1 play BPT
44998. 0 point 2
44999. 2 point 0
45000. 1 point 2
45001. 2 draw
45002. 2 play WDT green 0,2
45003. 0 play GS
45004. 2 play BS
45005. 1 play W+4 blue
45006. 2 accept
45007. 0 play WDT green 0,2
45008. 1 play W blue
45009. 2 play B8
45010. 0 play G8
45011. 1 play G5
45012. 2 play WDT blue 0,1
45013. 0 play W blue
45014. 1 play W+4 blue
45015. 2 accept
45016. 0 play BS
45017. 2 play B3
45018. 0 play WDT red 1,2
45019. 1 play WDT red 0,2
45020. 2 play R2
45021. 0 play R9
45022. 1 play W red
45023. 2 play R5
45024. 2 play R5
45025. 0 play RS
45026. 2 play BS
45027. 1 play B2
45028. 2 play Y2
45029. 0 play YS
45030. 2 play Y+2
45031. 1 play WPU
45032. 2 play Y7
45033. 0 play YPT
45034. 1 play W
45035. 2 play W+4
45036. 0 play Y7
45037. 1 play W+4
45038. 2 play Y8
45039. 0 play Y2
45040. 1 play WDT
45041. 2 play W+4
45042. 0 play W+4
45043. 1 play WDT
45044. 2 play YR
45045. 0 play Y3
45046. 1 play WPU
45047. 2 play Y5
45048. 0 play Y4
45049. 1 play W
45050. 2 play Y0
45051. 0 play Y4
45052. 1 play W
45053. 2 play Y9
45054. 0 play YPT
45055. 1 play W
45056. 2 play Y1
45057. 0 play WDT
45058. 1 play W
45059. 2 play Y+2
45060. 0 play Y6
45061. 1 play W
45062. 2 play Y5
45063. 0 play Y9
45064. 1 play W
45065. 2 play YPT
45066. 0 play WDT
45067. 1 take
45068. 2 play YR
45069. 1 play GR
45070. 2 play W+4 yellow
45071. 0 accept
45072. 1 play W+4 blue
45073. 2 challenge
45074. 2 play B3
45075. 0 play B2
45076. 1 play B0
45077. 2 play W green
45078. 0 play G3
45079. 1 play B3
45080. 2 play BR
45081. 1 play B6
45082. 0 play BS
45083. 1 play W green
45084. 0 play GS
45085. 1 play G7
45086. 0 play G7
45087. 2 play GR
45088. 0 play WDT green 1,2
45089. 1 play G1
45090. 1 play G1
45091. 2 play W+4 blue
45092. 0 accept
45093. 1 play W+4 green
45094. 2 accept
45095. 0 play G4
45096. 1 play G5
45097. 2 play B5
45098. 0 play WDT blue 0,1
45099. 1 play W+4 red
45100. 2 challenge
45101. 2 play R8
45102. 2 play R8
45103. 0 play RPT
45104. 2 point 0
45105. 1 point 0
45106. 0 point 2
45107. 1 play W+4 yellow
45108. 2 challenge
45109. 2 play WDT yellow 0,2
45110. 0 play W blue
45111. 1 play B0
45112. 2 draw
45113. 2 play W+4 red
45114. 0 challenge
45115. 0 play R+2
45116. 2 play R7
45117. 0 play W red
45118. 1 play W+4 red
45119. 2 accept
45120. 0 play R3
45121. 1 play W+4 green
45122. 2 accept
45123. 0 play WDT red 0,2
45124. 1 play R9
45125. 2 play RR
45126. 1 play R5
45127. 0 play W+4 red
45128. 2 accept
45129. 1 play W+4 red
45130. 0 challenge
45131. 0 play WDT yellow 0,1
45132. 2 play WPU
45133. 1 play Y5
45134. 0 play WPU
45135. 2 play Y6
45136. 1 play W
45137. 0 play Y8
45138. 2 play YPT
45139. 1 play Y8
45140. 0 play WDT
45141. 2 play W
45142. 1 play WDT
45143. 0 play YS
45144. 2 play Y3
45145. 1 play Y7
45146. 0 play YS
45147. 2 play W
45148. 1 play YPT
45149. 0 play Y1
45150. 2 play W+4
45151. 1 play W
45152. 0 play W+4
45153. 2 play WDT
45154. 1 play WDT
45155. 0 take
45156. 2 play WPU
45157. 1 play Y+2
45158. 0 play W
45159. 2 play WPU
45160. 1 play Y4
45161. 0 play W+4
45162. 2 play WPU
45163. 1 play Y0
45164. 0 play Y3
45165. 2 play W
45166. 1 play YR
45167. 0 play YPT
45168. 2 play W
45169. 1 play Y2
45170. 0 play W
45171. 2 play WPU
45172. 1 play Y5
45173. 0 play Y5
45174. 2 play W
45175. 1 play Y1
45176. 0 play Y7
45177. 2 play WPU
45178. 1 play Y3
45179. 0 play YS
45180. 2 play WPU
45181. 1 play Y6
45182. 0 play Y8
45183. 2 play W
45184. 1 play Y+2
45185. 0 play W
45186. 2 play WPU
45187. 1 play YR
45188. 0 play YPT
45189. 2 play W
45190. 1 play Y9
45191. 0 play WPU
45192. 2 play W+4
45193. 1 play W
45194. 0 play W+4
45195. 2 play WPU
45196. 1 play Y7
45197. 0 play YS
45198. 2 play WPU
45199. 1 play WPU
45200. 0 play W+4
45201. 2 play W+4
45202. 1 play Y4
45203. 0 play Y6
45204. 2 play W+4
45205. 1 play Y2
45206. 0 play Y1
45207. 2 play W+4
45208. 1 play Y9
45209. 0 play WDT
45210. 2 play W+4
45211. 1 play YPT
45212. 0 play Y8
45213. 2 play W+4
45214. 1 play WDT
45215. 0 play WDT
45216. 2 play W+4
45217. 1 play W+4
45218. 0 play W
45219. 2 play W+4
45220. 1 play WDT
45221. 0 play WDT
45222. 2 take
45223. 1 play WDT green 0,2
45224. 0 play GS
45225. 1 play WDT yellow 0,1
45226. 0 play WDT blue 0,2
45227. 2 play W+4 blue
45228. 1 challenge
45229. 1 play B3
45230. 0 play BPT
45231. 2 point 1
45232. 1 point 0
45233. 0 point 2
45234. 2 play B5
45235. 1 play BS
45236. 2 play RS
45237. 0 play R3
45238. 2 play RR
45239. 0 play RPT
45240. 2 point 0
45241. 0 point 2
45242. 1 point 2
45243. 1 play YPT
45244. 1 point 0
45245. 2 point 1
45246. 0 point 2
45247. 2 play Y4
45248. 2 play Y4
45249. 0 play W+4 yellow
45250. 1 accept
45251. 2 play Y1
45252. 2 play Y1
45253. 0 play WDT red 0,2
45254. 1 play WDT green 0,1
45255. 2 play G2
45256. 1 play G2
45257. 2 play WDT blue 0,1
45258. 0 play B2
45259. 1 play B1
45260. 1 play B1
45261. 2 play B6
45262. 0 play WDT yellow 0,2
45263. 1 play Y4
45264. 1 play Y4
45265. 2 play Y3
45266. 2 play Y3
45267. 0 play G3
45268. 1 play WDT yellow 1,2
45269. 2 play Y9
45270. 0 play G9
45271. 1 play G4
45272. 2 play WDT red 0,1
45273. 0 play R2
45274. 1 play R2
45275. 2 play W blue
45276. 0 play B3
45277. 1 play B+2
45278. 0 play BS
45279. 2 play B9
45280. 2 play B9
45281. 0 play BPT
45282. 1 point 2
45283. 0 point 1
45284. 2 point 1
45285. 1 play BR
45286. 0 play B6
45287. 2 play B7
45288. 1 play W yellow
45289. 0 draw
45290. 0 pass
45291. 2 play YR
45292. 0 draw
45293. 0 play Y3
45294. 1 play YPT
45295. 2 point 0
45296. 1 point 2
45297. 0 point 1
45298. 2 play Y6
45299. 2 play Y6
45300. 0 play W red
45301. 1 play WDT green 1,2
45302. 2 play G3
45303. 0 play GR
45304. 2 play W+4 red
45305. 1 accept
45306. 0 draw
45307. 2 play R5
45308. 1 play B5
45309. 0 play B1
45310. 2 play B8
45311. 1 play B7
45312. 0 play G7
45313. 1 play G7
45314. 0 play GR
45315. 1 play G+2
45316. 0 play G5 uno
45317. 1 play G9
45318. 2 play GS
45319. 1 play W green
45320. 2 play WPU
45321. 0 take
45322. 1 play W green
45323. 2 play WPU
45324. 0 play WDT
45325. 1 play G8
45326. 2 play G5
45327. 0 take
45328. 1 play G+2
45329. 0 draw
45330. 1 play W blue
45331. 2 play BS
45332. 1 play B+2
45333. 0 play B9
45334. 1 play BR
45335. 0 play B3
45336. 2 play B8
45337. 1 play B1
45338. 0 play WDT yellow 0,2
45339. 2 play Y8
45340. 1 play W green
45341. 0 play G3
45342. 2 play B3
45343. 1 play B6
45344. 0 play WDT green 1,2
45345. 2 play W blue
45346. 1 play B9
45347. 0 draw
45348. 0 play B1
45349. 2 play WPU
45350. 1 play G9
45351. 0 play G8
45352. 2 play W+4
45353. 1 play GPT
45354. 0 play G5
45355. 2 play GS
45356. 1 play GPT
45357. 0 take
45358. 2 play WDT blue 1,2
45359. 1 play W blue
45360. 0 play WDT red 0,2
45361. 2 play R7
45362. 1 play RPT
45363. 1 point 2
45364. 0 point 2
45365. 2 point 1
45366. 0 play GPT
45367. 0 point 2
45368. 1 point 2
45369. 2 point 0
45370. 2 play G2
45371. 1 play G2
45372. 0 play W+4 yellow
45373. 2 accept
45374. 1 play Y6
45375. 0 play Y3
45376. 2 play WPU
45377. 1 play WDT
45378. 0 play WPU
45379. 2 play BR
45380. 1 play BPT
45381. 0 play W
45382. 2 play B4
45383. 1 play W+4
45384. 0 take
45385. 2 play B7
45386. 1 play G7
45387. 0 play G8
45388. 2 play B8
45389. 1 draw
45390. 0 play W blue
45391. 2 play B+2
45392. 0 play WPU
45393. 2 play W+4
45394. 1 play G6
45395. 0 play G+2
45396. 2 play W+4
45397. 1 play G4
45398. 0 play GS
45399. 2 play G1
45400. 1 play G9
45401. 0 play WDT
45402. 2 play G8
45403. 1 play GPT
45404. 0 play G5
45405. 2 play W
45406. 1 play G6
45407. 0 play W+4
45408. 2 play WDT
45409. 1 play G0
45410. 0 play G9
45411. 2 play G1
45412. 1 play WPU
45413. 0 play GPT
45414. 2 play G4
45415. 1 play GPT
45416. 0 take
45417. 2 play WDT blue 0,2
45418. 1 play B7
45419. 0 play G7
45420. 2 play WPU
45421. 1 take
45422. 0 play G9
45423. 2 play W+4 blue
45424. 1 challenge
45425. 1 draw
45426. 1 play WDT red 1,2
45427. 0 play RPT
45428. 0 point 2
45429. 1 point 0
45430. 2 point 0
45431. 2 play R5
45432. 1 play R2
45433. 0 play W blue
45434. 2 play W+4 blue
45435. 1 accept
45436. 0 play WDT yellow 0,2
45437. 2 play WDT blue 0,1
45438. 1 play WDT blue 0,1
45439. 0 play B9
45440. 2 play BS
45441. 0 play WPU
45442. 2 play W+4
45443. 1 play WPU
45444. 0 play G+2
45445. 2 play W
45446. 1 play G3
45447. 0 play G8
45448. 2 play WPU
45449. 1 play W
45450. 0 play G9
45451. 2 play G5
45452. 1 take
45453. 0 play WDT blue 1,2
45454. 2 play B4
45455. 0 play B4
45456. 2 play B0
45457. 1 play B8
45458. 0 play W+4 yellow
45459. 2 accept
45460. 1 play W+4 red
45461. 0 accept
45462. 2 play R7
45463. 1 play W green
45464. 0 play G1
45465. 0 play G1
45466. 2 play B1
45467. 1 play B1
45468. 0 play W yellow
45469. 2 play Y1
45470. 1 play W red
45471. 0 play WPU
45472. 2 play W
45473. 1 play WPU
45474. 0 play WDT
45475. 2 play B2
45476. 1 play WPU
45477. 0 play W+4
45478. 2 play W+4
45479. 1 play B6
45480. 0 play W
45481. 2 play B6
45482. 1 play BPT
45483. 0 play W+4
45484. 2 play W
45485. 1 play B3
45486. 0 play BR
45487. 2 play B9
45488. 1 play BPT
45489. 0 play B5
45490. 2 play WDT
45491. 1 take
45492. 0 draw
45493. 2 play W blue
45494. 1 play B3
45495. 0 play G3
45496. 2 play GR
45497. 0 play G0
45498. 1 play G9
45499. 2 play WPU
45500. 0 take
45501. 1 play WDT green 1,2
45502. 2 play W yellow
45503. 0 play WPU
45504. 1 play BPT
45505. 2 play W
45506. 0 play BR
45507. 1 play BPT
45508. 2 play B2
45509. 0 play BPT
45510. 1 play B2
45511. 2 play BPT
45512. 0 take
45513. 1 play B5
45514. 2 play W yellow
45515. 0 play W red
45516. 1 play W red
45517. 2 play R1
45518. 0 play W red
45519. 1 play W green
45520. 2 play WPU
45521. 0 play G5
45522. 1 play G3
45523. 2 play W+4
45524. 0 play GR
45525. 1 play W
45526. 2 play GS
45527. 0 play G8
45528. 1 play WDT
45529. 2 play WPU
45530. 0 play G4
45531. 1 play WPU
45532. 2 play GPT
45533. 0 play G4
45534. 1 play W+4
45535. 2 play WDT
45536. 0 play G9
45537. 1 play WPU
45538. 2 play WDT
45539. 0 play G6
45540. 1 play G5
45541. 2 play WDT
45542. 0 play G+2
45543. 1 play G7
45544. 2 play WPU
45545. 0 play GPT
45546. 1 play WDT
45547. 2 play W+4
45548. 0 play G6
45549. 1 play G8
45550. 2 play WPU
45551. 0 play GS
45552. 1 play W+4
45553. 2 play W+4
45554. 0 play GPT
45555. 1 play G+2
45556. 2 play W
45557. 0 play GPT
45558. 1 play G2
45559. 2 play W
45560. 0 take
45561. 1 play W+4 green
45562. 2 challenge
45563. 0 play GR
45564. 2 play W+4 yellow
45565. 1 challenge
45566. 1 play Y8
45567. 2 play Y8
45568. 1 play W blue
45569. 0 play B2
45570. 2 play B7
45571. 0 play B7
45572. 2 draw
45573. 2 play WDT yellow 1,2
45574. 1 play Y1
45575. 0 play W+4 green
45576. 2 challenge
45577. 2 play WDT red 0,1
45578. 1 play R2
45579. 0 play WPU
45580. 2 play R0
45581. 1 play R8
45582. 0 play W+4
45583. 2 play RS
45584. 1 play R5
45585. 0 play WDT
45586. 2 play R1
45587. 1 take
45588. 0 play W yellow
45589. 2 play W green
45590. 1 play G2
45591. 0 play G+2
45592. 1 play B+2
45593. 2 play B+2
45594. 0 play BR
45595. 1 play BR
45596. 0 draw
45597. 0 pass
45598. 2 play W+4 blue
45599. 1 challenge
45600. 1 draw
45601. 1 play W+4 green
45602. 0 accept
45603. 2 play W+4 blue
45604. 1 challenge
45605. 1 play B9
45606. 0 play BS
45607. 1 play B4
45608. 0 play BPT
45609. 2 point 0
45610. 0 point 1
45611. 1 point 2
45612. 2 play B1
45613. 1 play B9
45614. 0 play B1
45615. 2 play B3
45616. 1 play BS
45617. 2 play WDT red 0,1
45618. 1 play RS
45619. 2 play R4
45620. 2 play R4
45621. 1 play W+4 red
45622. 0 challenge
45623. 0 play R5
45624. 2 play R9
45625. 1 play R1
45626. 0 play G1
45627. 2 play WPU
45628. 1 play R8
45629. 0 play W+4
45630. 2 play W
45631. 1 play WPU
45632. 0 play W
45633. 2 play RPT
45634. 1 play WDT
45635. 0 play R2
45636. 2 play W
45637. 1 play WDT
45638. 0 play R1
45639. 2 play R3
45640. 1 play RPT
45641. 0 play R7
45642. 2 play RR
45643. 1 play WDT
45644. 0 play W+4
45645. 2 play RS
45646. 1 play R5
45647. 0 play WPU
45648. 2 play R8
45649. 1 play R0
45650. 0 play W+4
45651. 2 play RR
45652. 1 play W+4
45653. 0 play R7
45654. 2 play R6
45655. 1 play W+4
45656. 0 play WPU
45657. 2 play R9
45658. 1 play W
45659. 0 play W
45660. 2 play WDT
45661. 1 play W
45662. 0 play W
45663. 2 play R3
45664. 1 play W+4
45665. 0 play W
45666. 2 play R+2
45667. 1 play W
45668. 0 play WDT
45669. 2 play WPU
45670. 1 play W
45671. 0 play WDT
45672. 2 play WPU
45673. 1 play W
45674. 0 play WDT
45675. 2 play R6
45676. 1 take
45677. 0 play WDT red 1,2
45678. 2 play RPT
45679. 0 point 2
45680. 1 point 2
45681. 2 point 0
45682. 1 play R3
45683. 0 play WDT green 0,2
45684. 2 play W yellow
45685. 1 play WDT yellow 0,1
45686. 0 play WPU
45687. 2 play BPT
45688. 1 play B5
45689. 0 play BPT
45690. 2 play B8
45691. 1 play WPU
45692. 0 play B2
45693. 2 play WPU
45694. 1 play B6
45695. 0 play B3
45696. 2 play W
45697. 1 play WPU
45698. 0 play WPU
45699. 2 play B4
45700. 1 play W
45701. 0 play B7
45702. 2 play B5
45703. 1 play WPU
45704. 0 play B9
45705. 2 play BR
45706. 1 play WPU
45707. 0 play BPT
45708. 2 take
45709. 1 play W+4 blue
45710. 0 challenge
45711. 0 draw
45712. 0 pass
45713. 2 play B6
45714. 1 play R6
45715. 1 play R6
45716. 0 play W+4 yellow
45717. 2 challenge
45718. 2 play YPT
45719. 0 point 1
45720. 2 point 0
45721. 1 point 0
45722. 1 play Y1
45723. 0 play Y8
45724. 2 play B8
45725. 1 play B1
45726. 0 play B+2
45727. 1 play B6
45728. 0 play W+4 blue
45729. 2 challenge
45730. 2 play B4
45731. 1 play BR
45732. 2 play BR
45733. 1 play RR
45734. 2 play W red
45735. 0 play R4
45736. 1 play WPU
45737. 2 play B2
45738. 0 play B4
45739. 1 play W+4
45740. 2 play W
45741. 0 play B3
45742. 1 play B0
45743. 2 play WPU
45744. 0 play B1
45745. 1 play WDT
45746. 2 play B9
45747. 0 play WDT
45748. 1 play W+4
45749. 2 play B3
45750. 0 play W+4
45751. 1 play W
45752. 2 play BPT
45753. 0 play B7
45754. 1 play B8
45755. 2 play B7
45756. 0 play WPU
45757. 1 play WPU
45758. 2 play B5
45759. 0 play BPT
45760. 1 play BS
45761. 2 play B9
45762. 0 play WPU
45763. 1 play WDT
45764. 2 play WPU
45765. 0 play W+4
45766. 1 play WDT
45767. 2 play B+2
45768. 0 take
45769. 1 play W red
45770. 2 play R4
45771. 0 play W+4 green
45772. 1 challenge
45773. 1 play G1
45774. 2 play WPU
45775. 0 play RS
45776. 1 play R3
45777. 2 play RPT
45778. 0 play WPU
45779. 1 play R2
45780. 2 play WPU
45781. 0 play W
45782. 1 play W+4
45783. 2 play WPU
45784. 0 play W+4
45785. 1 play R0
45786. 2 play WPU
45787. 0 play WPU
45788. 1 play R5
45789. 2 play R+2
45790. 0 play W+4
45791. 1 play R8
45792. 2 take
45793. 0 play W yellow
45794. 1 play Y6
45795. 2 play Y+2
45796. 1 play R+2
45797. 0 play RPT
45798. 2 point 0
45799. 0 point 2
45800. 1 point 0
45801. 1 play RPT
45802. 2 point 1
45803. 0 point 1
45804. 1 point 0
45805. 2 play RPT
45806. 0 point 2
45807. 1 point 0
45808. 2 point 1
45809. 0 play GPT
45810. 2 point 1
45811. 0 point 1
45812. 1 point 0
45813. 1 play WDT red 1,2
45814. 2 play R3
45815. 0 play WPU
45816. 1 play WDT
45817. 2 play G3
45818. 0 play GR
45819. 1 play W+4
45820. 2 play GR
45821. 0 play G8
45822. 1 play WDT
45823. 2 play W
45824. 0 play G7
45825. 1 play W
45826. 2 play W
45827. 0 play G4
45828. 1 play W+4
45829. 2 play W+4
45830. 0 play G+2
45831. 1 play WDT
45832. 2 play W+4
45833. 0 play W+4
45834. 1 play WDT
45835. 2 play G9
45836. 0 play G4
45837. 1 play W+4
45838. 2 play WPU
45839. 0 play WDT
45840. 1 play W
45841. 2 play W+4
45842. 0 play G7
45843. 1 play W+4
45844. 2 play WPU
45845. 0 play G2
45846. 1 play W
45847. 2 play WPU
45848. 0 play G9
45849. 1 play W
45850. 2 play WPU
45851. 0 play WDT
45852. 1 play W
45853. 2 play WPU
45854. 0 play G+2
45855. 1 play W
45856. 2 play WPU
45857. 0 play GPT
45858. 1 play W
45859. 2 take
45860. 0 play GPT
45861. 1 point 0
45862. 0 point 1
45863. 2 point 1
45864. 1 play W+4 blue
45865. 2 challenge
45866. 2 play WDT green 0,2
45867. 0 play G2
45868. 1 play R2
45869. 2 play WPU
45870. 0 play WDT
45871. 1 play RS
45872. 2 play R6
45873. 0 play R1
45874. 1 play W
45875. 2 play R+2
45876. 0 play WDT
45877. 1 play W+4
45878. 2 play WDT
45879. 0 play WDT
45880. 1 play W
45881. 2 play R3
45882. 0 play WPU
45883. 1 play W+4
45884. 2 play W
45885. 0 play R4
45886. 1 play R1
45887. 2 play RS
45888. 0 play W
45889. 1 play R6
45890. 2 play R0
45891. 0 play WDT
45892. 1 play RPT
45893. 2 play WPU
45894. 0 play WPU
45895. 1 play R8
45896. 2 play W+4
45897. 0 play WPU
45898. 1 play RR
45899. 2 play R5
45900. 0 play WPU
45901. 1 play W
45902. 2 play WPU
45903. 0 take
45904. 1 play R7
45905. 2 play R2
45906. 0 play RS
45907. 2 play WDT red 1,2
45908. 0 play WPU
45909. 1 play B+2
45910. 2 play BPT
45911. 0 play B+2
45912. 1 play W
45913. 2 play B8
45914. 0 play WDT
45915. 1 play B6
45916. 2 play WPU
45917. 0 play BR
45918. 1 take
45919. 2 play WPU
45920. 0 play B3
45921. 1 play BPT
45922. 2 play WPU
45923. 0 play WPU
45924. 1 play B+2
45925. 2 play B5
45926. 0 play B0
45927. 1 play BR
45928. 2 play BPT
45929. 0 play W
45930. 1 play W
45931. 2 play WDT
45932. 0 play B9
45933. 1 play B+2
45934. 2 play WDT
45935. 0 play B3
45936. 1 play B8
45937. 2 play WDT
45938. 0 play B4
45939. 1 play WDT
45940. 2 play W
45941. 0 play B8
45942. 1 play B6
45943. 2 play W+4
45944. 0 play B1
45945. 1 play WPU
45946. 2 play W+4
45947. 0 play B7
45948. 1 play B6
45949. 2 play W
45950. 0 play W+4
45951. 1 take
45952. 2 play W+4 green
45953. 0 challenge
45954. 0 play GPT
45955. 0 point 1
45956. 1 point 0
45957. 2 point 0
45958. 1 play YPT
45959. 2 point 1
45960. 0 point 2
45961. 1 point 2
45962. 2 play Y4
45963. 2 play Y4
45964. 0 play W+4 yellow
45965. 1 accept
45966. 2 play Y9
45967. 0 play Y8
45968. 1 play WPU
45969. 2 play R4
45970. 0 play W
45971. 1 play RR
45972. 2 play W
45973. 0 play W
45974. 1 play R7
45975. 2 play WDT
45976. 0 play R8
45977. 1 play R9
45978. 2 play R8
45979. 0 play R1
45980. 1 play R7
45981. 2 play W+4
45982. 0 play R0
45983. 1 play R9
45984. 2 play W+4
45985. 0 play R3
45986. 1 play WDT
45987. 2 play W
45988. 0 play R5
45989. 1 play WDT
45990. 2 play W+4
45991. 0 play R5
45992. 1 play RPT
45993. 2 play W+4
45994. 0 play W
45995. 1 play R3
45996. 2 play W
45997. 0 play W
45998. 1 play RPT
45999. 2 play W+4
46000. 0 play R+2
46001. 1 play WPU
46002. 2 play W
46003. 0 play WPU
46004. 1 play W+4
46005. 2 play W
46006. 0 play W+4
46007. 1 play W
46008. 2 play W
46009. 0 play RPT
46010. 1 play WPU
46011. 2 play W
46012. 0 play R1
46013. 1 play WPU
46014. 2 take
46015. 0 play R6
46016. 0 play R6
46017. 1 play B6
46018. 2 play W yellow
46019. 0 play WPU
46020. 1 play W+4
46021. 2 play R0
46022. 0 play WDT
46023. 1 play W+4
46024. 2 play R1
46025. 0 play WDT
46026. 1 play W+4
46027. 2 play W
46028. 0 play R4
46029. 1 play W
46030. 2 play R9
46031. 0 play RR
46032. 1 play WDT
46033. 2 play R5
46034. 0 play R+2
46035. 1 play W
46036. 2 play W+4
46037. 0 play RS
46038. 1 play W
46039. 2 play R9
46040. 0 play WPU
46041. 1 play WDT
46042. 2 play R5
46043. 0 play WPU
46044. 1 play WPU
46045. 2 play W
46046. 0 play WDT
46047. 1 play WDT
46048. 2 play R4
46049. 0 play WDT
46050. 1 play WDT
46051. 2 play R7
46052. 0 play WPU
46053. 1 take
46054. 2 play R+2
46055. 1 play RR
46056. 0 play R2
46057. 2 play G2
46058. 1 play WPU
46059. 0 take
46060. 2 play RPT
46061. 1 point 0
46062. 0 point 1
46063. 2 point 0
46064. 1 play BPT
46065. 2 point 1
46066. 1 point 2
46067. 0 point 1
46068. 0 play B2
46069. 2 play W yellow
46070. 1 play W yellow
46071. 0 play Y1
46072. 2 play WPU
46073. 1 play Y3
46074. 0 play Y6
46075. 2 play YS
46076. 1 play WPU
46077. 0 play Y8
46078. 2 play Y+2
46079. 1 play W+4
46080. 0 play Y1
46081. 2 play YPT
46082. 1 play W+4
46083. 0 take
46084. 2 play WDT yellow 0,2
46085. 1 play WDT red 0,1
46086. 0 play W+4 green
46087. 2 accept
46088. 1 play W blue
46089. 0 play BS
46090. 1 play B+2
46091. 2 play Y+2
46092. 0 play YPT
46093. 0 point 1
46094. 1 point 0
46095. 2 point 1
46096. 2 play GPT
46097. 2 point 0
46098. 1 point 0
46099. 0 point 2
46100. 1 play BPT
46101. 1 point 0
46102. 2 point 1
46103. 0 point 2
46104. 0 play B5
46105. 2 play W yellow
46106. 1 play WPU
46107. 0 play WDT
46108. 2 play W+4
46109. 1 play WDT
46110. 0 play B6
46111. 2 play B1
46112. 1 play W+4
46113. 0 play BS
46114. 2 play W
46115. 1 play B8
46116. 0 play B2
46117. 2 play WDT
46118. 1 play B6
46119. 0 play W+4
46120. 2 play B4
46121. 1 play B9
46122. 0 play BPT
46123. 2 play WDT
46124. 1 play B5
46125. 0 play B7
46126. 2 play WPU
46127. 1 play W
46128. 0 play W+4
46129. 2 play W+4
46130. 1 play B0
46131. 0 play WPU
46132. 2 play WPU
46133. 1 play B+2
46134. 0 play WPU
46135. 2 play WPU
46136. 1 play B3
46137. 0 play B9
46138. 2 play WPU
46139. 1 play B3
46140. 0 play BPT
46141. 2 play WPU
46142. 1 play BR
46143. 0 take
46144. 2 play W+4 blue
46145. 1 accept
46146. 0 play BR
46147. 1 play B7
46148. 2 play Y7
46149. 0 play Y3
46150. 2 play Y3
46151. 0 play Y8
46152. 1 play W+4 yellow
46153. 2 accept
46154. 0 play YPT
46155. 2 point 1
46156. 1 point 2
46157. 0 point 1
46158. 1 play YPT
46159. 2 point 1
46160. 1 point 2
46161. 0 point 2
46162. 2 play W yellow
46163. 0 play Y1
46164. 1 play Y8
46165. 2 play Y3
46166. 0 play B3
46167. 1 play B+2
46168. 0 play B8
46169. 1 play W+4 red
46170. 2 challenge
46171. 2 play RR
46172. 1 play R0
46173. 0 play W+4 red
46174. 2 accept
46175. 1 play R+2
46176. 2 play G+2
46177. 0 play G2
46178. 2 play W green
46179. 1 play G1
46180. 0 play G6
46181. 2 play W blue
46182. 1 play B1
46183. 0 play B+2
46184. 1 play BR
46185. 2 play B8
46186. 0 play B6
46187. 1 play WDT yellow 0,2
46188. 2 play Y5
46189. 0 play G5
46190. 0 play G5
46191. 1 play GPT
46192. 1 point 2
46193. 2 point 0
46194. 0 point 1
46195. 2 play G8
46196. 0 play W red
46197. 1 play R1
46198. 2 play R0
46199. 0 play R6
46200. 0 play R6
46201. 1 play R9
46202. 1 play R9
46203. 2 play RPT
46204. 1 point 0
46205. 0 point 2
46206. 2 point 1
46207. 0 play WDT yellow 0,2
46208. 1 play Y1
46209. 2 play Y9
46210. 0 play Y9
46211. 1 play WPU
46212. 2 play R3
46213. 0 play RR
46214. 1 play W
46215. 2 play W+4
46216. 0 play W+4
46217. 1 play R4
46218. 2 play W
46219. 0 play WPU
46220. 1 play R+2
46221. 2 play W
46222. 0 play R2
46223. 1 play R5
46224. 2 play W
46225. 0 play W
46226. 1 play W+4
46227. 2 play R8
46228. 0 play WDT
46229. 1 play RR
46230. 2 play R8
46231. 0 play WPU
46232. 1 play R5
46233. 2 play R1
46234. 0 play W+4
46235. 1 play R4
46236. 2 play W
46237. 0 play W+4
46238. 1 play WDT
46239. 2 play R7
46240. 0 play W+4
46241. 1 play RS
46242. 2 play R3
46243. 0 play W+4
46244. 1 play W
46245. 2 play W
46246. 0 play WPU
46247. 1 play R2
46248. 2 play RPT
46249. 0 play WDT
46250. 1 play W
46251. 2 play W+4
46252. 0 play W
46253. 1 play WDT
46254. 2 play W
46255. 0 play WPU
46256. 1 play RS
46257. 2 play RPT
46258. 0 play WDT
46259. 1 play WDT
46260. 2 play RPT
46261. 0 play WPU
46262. 1 play R7
46263. 2 play W+4
46264. 0 play WPU
46265. 1 play W
46266. 2 play W+4
46267. 0 play WPU
46268. 1 play W
46269. 2 play W+4
46270. 0 take
46271. 1 play WDT green 0,1
46272. 2 play W+4 yellow
46273. 0 accept
46274. 1 play WDT yellow 0,2
46275. 2 play YPT
46276. 1 point 2
46277. 0 point 2
46278. 2 point 0
46279. 0 play RPT
46280. 0 point 2
46281. 1 point 2
46282. 2 point 1
46283. 1 play WDT blue 0,2
46284. 2 play BR
46285. 1 play B+2
46286. 2 play BPT
46287. 0 point 1
46288. 2 point 1
46289. 1 point 2
46290. 1 play GPT
46291. 2 point 0
46292. 0 point 2
46293. 1 point 0
46294. 0 play RPT
46295. 1 point 2
46296. 0 point 2
46297. 2 point 0
46298. 2 play BPT
46299. 0 point 1
46300. 1 point 0
46301. 2 point 0
46302. 1 play B8
46303. 0 play B0
46304. 2 play B3
46305. 1 play BR
46306. 2 play B+2
46307. 1 play B4
46308. 2 play BS
46309. 1 play B7
46310. 2 play WDT yellow 0,1
46311. 0 play Y8
46312. 1 play W green
46313. 2 play GPT
46314. 2 point 1
46315. 0 point 2
46316. 1 point 2
46317. 0 play W+4 red
46318. 1 accept
46319. 2 play W green
46320. 0 play W red
46321. 1 play WDT green 0,2
46322. 2 play G9
46323. 0 play G6
46324. 1 play WPU
46325. 2 play W
46326. 0 play R1
46327. 1 play R+2
46328. 2 play W+4
46329. 0 play R2
46330. 1 play WPU
46331. 2 play R0
46332. 0 play RS
46333. 1 play WPU
46334. 2 take
46335. 0 play WDT blue 0,2
46336. 1 play B+2
46337. 0 play W+4 green
46338. 1 accept
46339. 2 play W blue
46340. 0 play WPU
46341. 1 play B4
46342. 2 play W+4
46343. 0 play B4
46344. 1 play WDT
46345. 2 play BPT
46346. 0 play B3
46347. 1 play WDT
46348. 2 play B5
46349. 0 play BPT
46350. 1 play WPU
46351. 2 play WPU
46352. 0 play BPT
46353. 1 play W
46354. 2 play WDT
46355. 0 play B6
46356. 1 play W
46357. 2 play WPU
46358. 0 play B2
46359. 1 play WPU
46360. 2 play BPT
46361. 0 play BR
46362. 1 take
46363. 2 draw
46364. 2 play WPU
46365. 0 play BS
46366. 1 play WPU
46367. 2 take
46368. 0 play B7
46369. 1 play W yellow
46370. 2 play Y6
46371. 0 play WPU
46372. 1 play GPT
46373. 2 play G7
46374. 0 play GPT
46375. 1 play WDT
46376. 2 play WDT
46377. 0 play G0
46378. 1 play GPT
46379. 2 play WPU
46380. 0 play G3
46381. 1 play G6
46382. 2 play G2
46383. 0 play G5
46384. 1 play W+4
46385. 2 play G4
46386. 0 play GS
46387. 1 play G6
46388. 2 play G4
46389. 0 play G2
46390. 1 play G5
46391. 2 play G1
46392. 0 play GS
46393. 1 play WPU
46394. 2 play G9
46395. 0 play W
46396. 1 play W
46397. 2 play G1
46398. 0 play W+4
46399. 1 play WDT
46400. 2 play GR
46401. 0 play W
46402. 1 play WPU
46403. 2 play G3
46404. 0 play W+4
46405. 1 play WDT
46406. 2 play G+2
46407. 0 play WPU
46408. 1 play WPU
46409. 2 play G7
46410. 0 play W
46411. 1 take
46412. 2 play G+2
46413. 1 play G9
46414. 2 play GR
46415. 1 play G9
46416. 0 play W blue
46417. 2 play BR
46418. 0 play B6
46419. 1 play WPU
46420. 2 play BS
46421. 0 play B1
46422. 1 play B6
46423. 2 play B7
46424. 0 play B5
46425. 1 play B3
46426. 2 take
46427. 0 play B8
46428. 1 play B5
46429. 2 play Y5
46430. 0 play WDT green 1,2
46431. 1 play G4
46432. 2 play W blue
46433. 0 play B+2
46434. 2 play Y+2
46435. 1 play W blue
46436. 2 play BS
46437. 1 play WDT blue 0,1
46438. 2 play B5
46439. 0 play W red
46440. 1 play R9
46441. 2 play R0
46442. 0 play R1
46443. 2 play R1
46444. 0 play R8
46445. 1 play Y8
46446. 2 play Y9
46447. 0 play YS
46448. 2 play YPT
46449. 1 point 2
46450. 2 point 0
46451. 0 point 1
46452. 0 play YPT
46453. 2 point 0
46454. 1 point 0
46455. 0 point 1
46456. 1 play WDT green 1,2
46457. 2 draw
46458. 0 play G+2
46459. 2 play WPU
46460. 0 play WDT
46461. 1 play W
46462. 2 play YS
46463. 0 play WPU
46464. 1 play Y9
46465. 2 play Y4
46466. 0 play W+4
46467. 1 play Y1
46468. 2 play Y2
46469. 0 play W
46470. 1 play Y8
46471. 2 play YPT
46472. 0 play Y+2
46473. 1 play WPU
46474. 2 play YPT
46475. 0 play Y1
46476. 1 play Y4
46477. 2 play YR
46478. 0 play WDT
46479. 1 play W+4
46480. 2 play Y0
46481. 0 play WDT
46482. 1 play Y5
46483. 2 play YR
46484. 0 play WDT
46485. 1 play WDT
46486. 2 play Y2
46487. 0 play WDT
46488. 1 play WDT
46489. 2 play Y3
46490. 0 play Y6
46491. 1 play W
46492. 2 play WPU
46493. 0 play W+4
46494. 1 play WPU
46495. 2 play WPU
46496. 0 play W
46497. 1 play Y5
46498. 2 play Y7
46499. 0 play WDT
46500. 1 play W
46501. 2 play Y7
46502. 0 play Y3
46503. 1 play W
46504. 2 play W+4
46505. 0 play W+4
46506. 1 play WPU
46507. 2 take
46508. 0 play W+4 yellow
46509. 1 challenge
46510. 1 play WPU
46511. 2 play W
46512. 0 play B7
46513. 1 play B0
46514. 2 play W
46515. 0 play W+4
46516. 1 play B2
46517. 2 play B1
46518. 0 play B2
46519. 1 play BPT
46520. 2 play B6
46521. 0 play B+2
46522. 1 play B8
46523. 2 play B8
46524. 0 play W
46525. 1 play W+4
46526. 2 play B5
46527. 0 play B1
46528. 1 play BPT
46529. 2 play W
46530. 0 play WDT
46531. 1 play BR
46532. 2 play B7
46533. 0 play W+4
46534. 1 play BPT
46535. 2 play B3
46536. 0 play B9
46537. 1 play W
46538. 2 play W
46539. 0 play BS
46540. 1 play BPT
46541. 2 play W
46542. 0 play W
46543. 1 play B4
46544. 2 play B3
46545. 0 play BR
46546. 1 play B4
46547. 2 play W+4
46548. 0 play W+4
46549. 1 play W+4
46550. 2 play W
46551. 0 play WPU
46552. 1 take
46553. 2 play WDT red 0,1
46554. 0 play R2
46555. 1 play G2
46556. 2 play G9
46557. 0 play B9
46558. 1 play B4
46559. 2 play Y4
46560. 2 play Y4
46561. 0 play W+4 red
46562. 1 accept
46563. 2 play R+2
46564. 1 play WPU
46565. 2 play WPU
46566. 0 play B5
46567. 1 play B5
46568. 2 play W+4
46569. 0 play W+4
46570. 1 play W
46571. 2 play WPU
46572. 0 play W
46573. 1 play B8
46574. 2 play W+4
46575. 0 play W
46576. 1 play W
46577. 2 play WPU
46578. 0 play WPU
46579. 1 play B7
46580. 2 play W+4
46581. 0 play W
46582. 1 play B0
46583. 2 play WDT
46584. 0 play WPU
46585. 1 play B3
46586. 2 play W+4
46587. 0 play WPU
46588. 1 play B7
46589. 2 play WPU
46590. 0 play B+2
46591. 1 play B3
46592. 2 play WDT
46593. 0 play WDT
46594. 1 play B+2
46595. 2 play WPU
46596. 0 take
46597. 1 play W yellow
46598. 2 play Y9
46599. 0 play WDT yellow 0,1
46600. 1 play WPU
46601. 2 play YS
46602. 0 play W+4
46603. 1 play W
46604. 2 play Y8
46605. 0 play YPT
46606. 1 play WDT
46607. 2 play Y+2
46608. 0 play W
46609. 1 play Y+2
46610. 2 play WDT
46611. 0 play WDT
46612. 1 play W+4
46613. 2 play Y5
46614. 0 play WPU
46615. 1 play W+4
46616. 2 play Y2
46617. 0 play WPU
46618. 1 play W+4
46619. 2 play WPU
46620. 0 play W+4
46621. 1 play W+4
46622. 2 play Y3
46623. 0 play W+4
46624. 1 play W
46625. 2 play Y3
46626. 0 play W
46627. 1 play W+4
46628. 2 play Y7
46629. 0 play W+4
46630. 1 play W+4
46631. 2 play Y2
46632. 0 play W
46633. 1 play W
46634. 2 play Y5
46635. 0 play WPU
46636. 1 play W
46637. 2 play Y1
46638. 0 play WPU
46639. 1 play W
46640. 2 play Y1
46641. 0 play WDT
46642. 1 play W
46643. 2 play Y0
46644. 0 play W+4
46645. 1 play W
46646. 2 play Y6
46647. 0 play W
46648. 1 play W
46649. 2 play Y6
46650. 0 play WDT
46651. 1 take
46652. 2 play Y7
46653. 0 play R7
46654. 1 play RPT
46655. 1 point 0
46656. 2 point 0
46657. 0 point 2
46658. 2 play R8
46659. 0 play RS
46660. 2 play WDT yellow 1,2
46661. 0 play WPU
46662. 1 play Y3
46663. 2 play YR
46664. 0 play W
46665. 1 play Y1
46666. 2 play WDT
46667. 0 play W
46668. 1 play WDT
46669. 2 play YPT
46670. 0 play WPU
46671. 1 play Y3
46672. 2 play YPT
46673. 0 play WPU
46674. 1 play WDT
46675. 2 play WDT
46676. 0 play WPU
46677. 1 play YS
46678. 2 play WDT
46679. 0 take
46680. 1 play Y5
46681. 2 play YR
46682. 1 play Y+2
46683. 2 draw
46684. 1 play Y8
46685. 0 play Y4
46686. 2 draw
46687. 2 play YPT
46688. 2 point 1
46689. 0 point 2
46690. 1 point 2
46691. 1 play YS
46692. 2 play WPU
46693. 1 play B4
46694. 0 play B7
46695. 2 play WDT
46696. 1 play BS
46697. 0 play B3
46698. 2 take
46699. 1 play B1
46700. 0 play B9
46701. 2 play B3
46702. 1 play B6
46703. 0 play B+2
46704. 1 play B9
46705. 0 play B+2
46706. 1 play WPU
46707. 0 play B0
46708. 2 play WDT
46709. 1 play B6
46710. 0 play B7
46711. 2 play WDT
46712. 1 play WPU
46713. 0 play W
46714. 2 play B7
46715. 1 play B1
46716. 0 play WPU
46717. 2 play B4
46718. 1 play B8
46719. 0 play WDT
46720. 2 play BS
46721. 1 play BR
46722. 0 play B4
46723. 2 play BS
46724. 1 play W+4
46725. 0 play W
46726. 2 play W
46727. 1 play WDT
46728. 0 play WDT
46729. 2 take
46730. 1 play WDT red 0,2
46731. 0 play R+2
46732. 1 draw
46733. 0 play R4
46734. 2 play RS
46735. 0 play R7
46736. 2 play W blue
46737. 1 play WPU
46738. 0 play WPU
46739. 2 play RPT
46740. 1 play WDT
46741. 0 play R0
46742. 2 play WPU
46743. 1 play W
46744. 0 play WDT
46745. 2 play W
46746. 1 play W+4
46747. 0 play R6
46748. 2 play R+2
46749. 1 play R1
46750. 0 play R6
46751. 2 play W
46752. 1 play WPU
46753. 0 play WPU
46754. 2 play WDT
46755. 1 play W+4
46756. 0 play WDT
46757. 2 play WPU
46758. 1 play WPU
46759. 0 play R8
46760. 2 play W+4
46761. 1 play W
46762. 0 play R4
46763. 2 play WDT
46764. 1 play W
46765. 0 play WDT
46766. 2 play WPU
46767. 1 play W
46768. 0 play RR
46769. 2 play R2
46770. 1 play W
46771. 0 play R9
46772. 2 play WDT
46773. 1 play W+4
46774. 0 play RPT
46775. 2 play R1
46776. 1 play R2
46777. 0 play RR
46778. 2 play WDT
46779. 1 play W
46780. 0 play R9
46781. 2 play WDT
46782. 1 play W+4
46783. 0 play RPT
46784. 2 take
46785. 1 play W red
46786. 0 play R5
46787. 2 play R9
46788. 1 play G9
46789. 0 play G4
46790. 1 play G4
46791. 0 play G+2
46792. 1 play GS
46793. 2 play BS
46794. 0 play YS
46795. 1 play GS
46796. 2 play BS
46797. 0 play B9
46798. 2 play B9
46799. 1 play BR
46800. 2 play W+4 green
46801. 0 challenge
46802. 0 play G2
46803. 1 play G7
46804. 2 play W green
46805. 0 play G8
46806. 1 play G7
46807. 2 play W red
46808. 0 play W+4 red
46809. 1 challenge
46810. 1 play W+4 green
46811. 2 accept
46812. 0 play WPU
46813. 1 play W
46814. 2 play WDT
46815. 0 play WPU
46816. 1 play G9
46817. 2 play WPU
46818. 0 play G8
46819. 1 play G6
46820. 2 play WDT
46821. 0 play WPU
46822. 1 play GR
46823. 2 play W
46824. 0 play GR
46825. 1 play G1
46826. 2 play WDT
46827. 0 play GS
46828. 1 play G5
46829. 2 play WDT
46830. 0 play G4
46831. 1 play G1
46832. 2 play W
46833. 0 take
46834. 1 play G0
46835. 2 play WPU
46836. 0 play W
46837. 1 play W
46838. 2 play WDT
46839. 0 play Y7
46840. 1 play W+4
46841. 2 play YR
46842. 0 play Y8
46843. 1 play Y+2
46844. 2 play WPU
46845. 0 play Y5
46846. 1 play YPT
46847. 2 play WPU
46848. 0 play W
46849. 1 play W
46850. 2 play W
46851. 0 play Y+2
46852. 1 play Y6
46853. 2 play WDT
46854. 0 play WDT
46855. 1 play Y1
46856. 2 play W
46857. 0 play YPT
46858. 1 play W+4
46859. 2 play WDT
46860. 0 play YR
46861. 1 play Y7
46862. 2 play W
46863. 0 play Y1
46864. 1 play Y6
46865. 2 play WDT
46866. 0 play Y8
46867. 1 play W+4
46868. 2 play Y9
46869. 0 play WPU
46870. 1 play Y0
46871. 2 play Y4
46872. 0 play W
46873. 1 play W
46874. 2 play WPU
46875. 0 play Y3
46876. 1 play W+4
46877. 2 play W+4
46878. 0 play WDT
46879. 1 play W
46880. 2 play WPU
46881. 0 play Y3
46882. 1 play Y2
46883. 2 play W
46884. 0 play YS
46885. 1 play Y4
46886. 2 play WDT
46887. 0 play WDT
46888. 1 play Y5
46889. 2 play WPU
46890. 0 play WPU
46891. 1 play Y2
46892. 2 play W
46893. 0 play Y9
46894. 1 play W+4
46895. 2 play WPU
46896. 0 play YPT
46897. 1 take
46898. 2 play W yellow
46899. 0 play YPT
46900. 1 point 0
46901. 0 point 2
46902. 2 point 0
46903. 1 play YR
46904. 0 play WPU
46905. 2 play BR
46906. 1 play W+4
46907. 0 play B3
46908. 2 play B4
46909. 1 play BPT
46910. 0 play B+2
46911. 2 play WDT
46912. 1 play B2
46913. 0 play W
46914. 2 play WDT
46915. 1 play BPT
46916. 0 play WDT
46917. 2 play B0
46918. 1 play B2
46919. 0 play BS
46920. 2 play B7
46921. 1 play WDT
46922. 0 play B5
46923. 2 play B6
46924. 1 play W
46925. 0 play B5
46926. 2 play B1
46927. 1 play BPT
46928. 0 play B8
46929. 2 play B6
46930. 1 play BPT
46931. 0 take
46932. 2 play B+2
46933. 0 play B1
46934. 2 play WPU
46935. 1 play WPU
46936. 0 play GS
46937. 2 play W+4
46938. 1 play G5
46939. 0 play G9
46940. 2 play GPT
46941. 1 play G3
46942. 0 play WDT
46943. 2 play W+4
46944. 1 play WDT
46945. 0 play W+4
46946. 2 play W+4
46947. 1 play WPU
46948. 0 play G5
46949. 2 take
46950. 1 play G+2
46951. 2 play W+4 green
46952. 1 challenge
46953. 1 play G3
46954. 0 play G7
46955. 2 play B7
46956. 1 play W+4 green
46957. 0 accept
46958. 2 play GPT
46959. 2 point 1
46960. 0 point 2
46961. 1 point 2
46962. 1 play G6
46963. 0 play G4
46964. 2 play GS
46965. 0 play G+2
46966. 1 play G9
46967. 0 play GR
46968. 1 play WPU
46969. 2 play GS
46970. 0 play G1
46971. 1 play WDT
46972. 2 play W
46973. 0 play GR
46974. 1 play W
46975. 2 play G8
46976. 0 play W
46977. 1 play W+4
46978. 2 play W+4
46979. 0 play G1
46980. 1 play W
46981. 2 play G7
46982. 0 play WDT
46983. 1 play G2
46984. 2 play G5
46985. 0 play G6
46986. 1 play WPU
46987. 2 play G5
46988. 0 play WDT
46989. 1 play GPT
46990. 2 play G2
46991. 0 play W
46992. 1 play W+4
46993. 2 play G9
46994. 0 play WDT
46995. 1 play WDT
46996. 2 play WDT
46997. 0 play G8
46998. 1 play W
46999. 2 play G3
47000. 0 play W+4
47001. 1 play WDT
47002. 2 play WPU
47003. 0 play WDT
47004. 1 play WPU
47005. 2 play WDT
47006. 0 play G4
47007. 1 play GPT
47008. 2 play WPU
47009. 0 take
47010. 1 play WPU
47011. 2 play W+4
47012. 0 play B9
47013. 1 play BR
47014. 2 play W+4
47015. 0 play B+2
47016. 1 play WDT
47017. 2 play B4
47018. 0 play B8
47019. 1 play W
47020. 2 play B9
47021. 0 play B4
47022. 1 play W
47023. 2 play B1
47024. 0 play W+4
47025. 1 play WDT
47026. 2 play B3
47027. 0 play WPU
47028. 1 play W+4
47029. 2 play W+4
47030. 0 play WDT
47031. 1 play WPU
47032. 2 play B8
47033. 0 play WPU
47034. 1 play WPU
47035. 2 take
47036. 0 play BS
47037. 2 play B1
47038. 0 play B5
47039. 1 play WDT green 0,2
47040. 2 play WDT red 0,2
47041. 0 play WPU
47042. 1 play W+4
47043. 2 play WDT
47044. 0 play G5
47045. 1 play GPT
47046. 2 play W+4
47047. 0 play WDT
47048. 1 play W
47049. 2 play WDT
47050. 0 play G0
47051. 1 play W
47052. 2 play W
47053. 0 play G6
47054. 1 play W
47055. 2 play WPU
47056. 0 play WPU
47057. 1 play W
47058. 2 play WPU
47059. 0 play G7
47060. 1 play W
47061. 2 play W+4
47062. 0 play GPT
47063. 1 play W+4
47064. 2 play W
47065. 0 play G3
47066. 1 play W
47067. 2 play W+4
47068. 0 play G2
47069. 1 play W
47070. 2 play WPU
47071. 0 play GPT
47072. 1 take
47073. 2 play WPU
47074. 0 play BPT
47075. 1 play W
47076. 2 play B8
47077. 0 play B2
47078. 1 play WDT
47079. 2 play B8
47080. 0 play W+4
47081. 1 play WPU
47082. 2 play B4
47083. 0 play B3
47084. 1 play W+4
47085. 2 play B3
47086. 0 play W
47087. 1 play W+4
47088. 2 play B+2
47089. 0 play B0
47090. 1 play WDT
47091. 2 play BR
47092. 0 play BS
47093. 1 play W+4
47094. 2 play B9
47095. 0 play BR
47096. 1 play W
47097. 2 play B+2
47098. 0 play W+4
47099. 1 play W+4
47100. 2 play W+4
47101. 0 play W+4
47102. 1 play WDT
47103. 2 play B4
47104. 0 play B7
47105. 1 play W+4
47106. 2 play B9
47107. 0 play WDT
47108. 1 play W
47109. 2 play W+4
47110. 0 play B5
47111. 1 play WPU
47112. 2 take
47113. 0 play W red
47114. 1 play WPU
47115. 2 play W+4
47116. 0 play W
47117. 1 play G0
47118. 2 play WPU
47119. 0 play G2
47120. 1 play W
47121. 2 play WPU
47122. 0 play GR
47123. 1 play G+2
47124. 2 play WDT
47125. 0 play G4
47126. 1 play WPU
47127. 2 play W
47128. 0 play G9
47129. 1 play G7
47130. 2 play WDT
47131. 0 play WDT
47132. 1 play G3
47133. 2 play WDT
47134. 0 play GS
47135. 1 play G6
47136. 2 play W+4
47137. 0 play G1
47138. 1 play GPT
47139. 2 play WDT
47140. 0 play W
47141. 1 play G5
47142. 2 play W+4
47143. 0 play G5
47144. 1 play W
47145. 2 play W
47146. 0 play G1
47147. 1 play G2
47148. 2 play W
47149. 0 play G8
47150. 1 play W
47151. 2 play W
47152. 0 play W
47153. 1 play W
47154. 2 play W+4
47155. 0 play G8
47156. 1 play W
47157. 2 play W+4
47158. 0 play WDT
47159. 1 play GPT
47160. 2 play W+4
47161. 0 play WDT
47162. 1 play W
47163. 2 play W+4
47164. 0 play WDT
47165. 1 play GPT
47166. 2 play W+4
47167. 0 play WDT
47168. 1 take
47169. 2 play W+4 red
47170. 0 accept
47171. 1 play WPU
47172. 2 play GPT
47173. 0 play W+4
47174. 1 play G1
47175. 2 play WPU
47176. 0 play WPU
47177. 1 play G7
47178. 2 play W+4
47179. 0 play W
47180. 1 play G3
47181. 2 play W+4
47182. 0 play GS
47183. 1 play G6
47184. 2 take
47185. 0 play WDT blue 0,1
47186. 1 play WPU
47187. 2 play G1
47188. 0 take
47189. 1 play WDT red 0,2
47190. 2 play R9
47191. 0 play R3
47192. 1 play W+4 red
47193. 2 challenge
47194. 2 play RS
47195. 1 play WDT yellow 1,2
47196. 2 draw
47197. 2 pass
47198. 0 draw
47199. 1 play Y5
47200. 2 play W yellow
47201. 0 draw
47202. 0 play WPU
47203. 1 play W
47204. 2 play BS
47205. 0 play B2
47206. 1 play W
47207. 2 play B+2
47208. 0 play BPT
47209. 1 play WPU
47210. 2 play B0
47211. 0 play B1
47212. 1 play W+4
47213. 2 play B2
47214. 0 play BPT
47215. 1 play WDT
47216. 2 play WPU
47217. 0 play B6
47218. 1 play W+4
47219. 2 play WPU
47220. 0 play B6
47221. 1 play W
47222. 2 play W+4
47223. 0 play BPT
47224. 1 play W
47225. 2 play W+4
47226. 0 take
47227. 1 play W+4 yellow
47228. 2 challenge
47229. 2 play W+4 blue
47230. 0 accept
47231. 1 play W+4 green
47232. 2 accept
47233. 0 play WDT yellow 1,2
47234. 1 play WPU
47235. 2 play W+4
47236. 0 play WPU
47237. 1 play Y8
47238. 2 play YR
47239. 0 play W+4
47240. 1 play WDT
47241. 2 play WPU
47242. 0 play WPU
47243. 1 play WPU
47244. 2 play W+4
47245. 0 play W
47246. 1 play Y5
47247. 2 play WDT
47248. 0 play W
47249. 1 play Y9
47250. 2 play WDT
47251. 0 play W+4
47252. 1 play Y8
47253. 2 play WDT
47254. 0 play W+4
47255. 1 play Y9
47256. 2 take
47257. 0 play WPU
47258. 1 play WPU
47259. 2 play YR
47260. 0 play W+4
47261. 1 play W+4
47262. 2 play Y5
47263. 0 play W
47264. 1 play Y2
47265. 2 play W+4
47266. 0 play WPU
47267. 1 play WDT
47268. 2 play W+4
47269. 0 play W
47270. 1 play Y2
47271. 2 play W
47272. 0 play WPU
47273. 1 play YR
47274. 2 play WPU
47275. 0 play W
47276. 1 play W
47277. 2 play Y5
47278. 0 take
47279. 1 play YS
47280. 0 play YR
47281. 2 play WDT blue 1,2
47282. 1 play W green
47283. 0 play GR
47284. 1 play GPT
47285. 1 point 2
47286. 0 point 2
47287. 2 point 1
47288. 2 play W+4 yellow
47289. 0 challenge
47290. 0 play W+4 blue
47291. 1 challenge
47292. 1 play B5
47293. 2 play W+4 yellow
47294. 0 accept
47295. 1 play W+4 red
47296. 2 accept
47297. 0 play W+4 green
47298. 1 accept
47299. 2 play W blue
47300. 0 play W red
47301. 1 play W+4 yellow
47302. 2 accept
47303. 0 play YR
47304. 2 play Y9
47305. 1 play Y6
47306. 0 play Y2
47307. 0 play Y2
47308. 2 play YS
47309. 0 play W green
47310. 2 play WDT green 0,1
47311. 1 play W+4 green
47312. 0 accept
47313. 2 play G+2
47314. 0 play G3
47315. 2 play W+4 red
47316. 1 challenge
47317. 1 play W red
47318. 0 play W+4 green
47319. 2 accept
47320. 1 play W+4 blue
47321. 0 accept
47322. 2 play WDT yellow 0,2
47323. 1 play W yellow
47324. 0 play W+4 green
47325. 2 challenge
47326. 2 play G6
47327. 1 play G2
47328. 1 play G2
47329. 0 play W red
47330. 2 play W+4 green
47331. 1 challenge
47332. 1 play G1
47333. 0 play W+4 green
47334. 2 accept
47335. 1 play WPU
47336. 0 play W+4
47337. 2 play GS
47338. 1 play GPT
47339. 0 play G2
47340. 2 play WPU
47341. 1 play G9
47342. 0 play G9
47343. 2 play G2
47344. 1 play G8
47345. 0 play W
47346. 2 play W+4
47347. 1 play G0
47348. 0 play W
47349. 2 play G7
47350. 1 play GR
47351. 0 play WDT
47352. 2 play G3
47353. 1 play G7
47354. 0 play WDT
47355. 2 play WPU
47356. 1 play G4
47357. 0 play G1
47358. 2 play W
47359. 1 play G4
47360. 0 play WPU
47361. 2 play G6
47362. 1 play WDT
47363. 0 play WDT
47364. 2 play WPU
47365. 1 play W+4
47366. 0 play WDT
47367. 2 play W+4
47368. 1 play W
47369. 0 play W+4
47370. 2 play W
47371. 1 play WPU
47372. 0 play W+4
47373. 2 play WPU
47374. 1 play G+2
47375. 0 play W+4
47376. 2 play GPT
47377. 1 play WDT
47378. 0 play W
47379. 2 play W+4
47380. 1 play G5
47381. 0 play W
47382. 2 play GPT
47383. 1 play G8
47384. 0 play WPU
47385. 2 play W
47386. 1 play WDT
47387. 0 play WPU
47388. 2 play G3
47389. 1 play WPU
47390. 0 play W
47391. 2 play G+2
47392. 1 play W
47393. 0 play WPU
47394. 2 play WDT
47395. 1 play W
47396. 0 play WPU
47397. 2 play W+4
47398. 1 play W
47399. 0 take
47400. 2 play GR
47401. 0 play G+2
47402. 2 play G6
47403. 0 play W red
47404. 1 play RS
47405. 0 play R5
47406. 1 play G5
47407. 2 play WDT green 0,1
47408. 0 play GS
47409. 2 play WDT red 0,2
47410. 0 play R7
47411. 1 play WDT blue 0,1
47412. 2 play BPT
47413. 2 point 1
47414. 1 point 0
47415. 0 point 2
47416. 0 play B+2
47417. 2 play B8
47418. 0 play WDT green 0,2
47419. 1 play WDT yellow 0,1
47420. 2 play W blue
47421. 0 play B6
47422. 1 play WPU
47423. 2 play WDT
47424. 0 play G0
47425. 1 play GS
47426. 2 play W
47427. 0 play GPT
47428. 1 play W
47429. 2 play G1
47430. 0 play G2
47431. 1 play WDT
47432. 2 play W+4
47433. 0 play G6
47434. 1 play G5
47435. 2 play W+4
47436. 0 play W
47437. 1 play W
47438. 2 take
47439. 0 play G+2
47440. 2 play GPT
47441. 1 point 2
47442. 2 point 0
47443. 0 point 2
47444. 0 play WDT green 0,2
47445. 1 play G+2
47446. 0 play G9
47447. 1 play GR
47448. 0 play GPT
47449. 0 point 2
47450. 1 point 0
47451. 2 point 1
47452. 2 play G2
47453. 1 play GPT
47454. 0 point 2
47455. 1 point 0
47456. 2 point 1
47457. 0 play G1
47458. 2 play R1
47459. 2 play R1
47460. 1 play R7
47461. 0 play R5
47462. 2 play W+4 green
47463. 1 challenge
47464. 1 play G9
47465. 0 play Y9
47466. 2 play Y8
47467. 1 play WDT blue 0,2
47468. 0 play B5
47469. 2 play R5
47470. 1 play R5
47471. 0 play W+4 blue
47472. 2 accept
47473. 1 draw
47474. 1 play B5
47475. 0 play W red
47476. 2 play RS
47477. 0 play R3
47478. 2 play WDT red 0,2
47479. 1 draw
47480. 0 play RS
47481. 1 play YS
47482. 2 play W+4 yellow
47483. 1 challenge
47484. 1 play YPT
47485. 0 point 1
47486. 2 point 0
47487. 1 point 0
47488. 0 play GPT
47489. 1 point 2
47490. 0 point 2
47491. 2 point 1
47492. 2 play RPT
47493. 2 point 0
47494. 1 point 2
47495. 0 point 1
47496. 1 play YPT
47497. 1 point 0
47498. 2 point 0
47499. 0 point 2
47500. 0 play WPU
47501. 2 play Y8
47502. 1 play YR
47503. 0 play Y2
47504. 2 play WDT
47505. 1 play Y0
47506. 0 play W+4
47507. 2 play Y8
47508. 1 play Y6
47509. 0 play W+4
47510. 2 play Y9
47511. 1 play Y7
47512. 0 play W+4
47513. 2 play YPT
47514. 1 play Y7
47515. 0 play WPU
47516. 2 play W
47517. 1 play Y6
47518. 0 play W
47519. 2 play WPU
47520. 1 play Y4
47521. 0 play W+4
47522. 2 play W+4
47523. 1 play Y9
47524. 0 play Y5
47525. 2 play W
47526. 1 play Y+2
47527. 0 play WDT
47528. 2 play W
47529. 1 play Y+2
47530. 0 play W
47531. 2 play W
47532. 1 play Y2
47533. 0 play W+4
47534. 2 play W
47535. 1 play YS
47536. 0 play W
47537. 2 play W+4
47538. 1 play Y1
47539. 0 play WPU
47540. 2 play W
47541. 1 play YPT
47542. 0 play WPU
47543. 2 play W+4
47544. 1 play Y1
47545. 0 play Y5
47546. 2 take
47547. 1 play YR
47548. 2 draw
47549. 2 play WPU
47550. 0 play WPU
47551. 1 play YS
47552. 2 play Y1
47553. 0 play W
47554. 1 play Y3
47555. 2 play WPU
47556. 0 play WPU
47557. 1 play Y3
47558. 2 play Y1
47559. 0 play WDT
47560. 1 play YPT uno
47561. 2 play WDT
47562. 0 play WDT
47563. 1 play Y4
