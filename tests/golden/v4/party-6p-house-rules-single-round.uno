[RulesVersion "4"]
[Edition "party"]
[Players "6"]
[Seed "61"]
[HouseRules "stacking seven-o draw-to-match force-play"]
[Digest "ca9f42423481d4cb5af21379453243050821bca3ff8acb02f7792293685be1d2"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 2 play W+4 green
2. 3 accept
3. 4 play WDT yellow 1,3
4. 5 play W red
5. 0 play WPU
6. 1 play WDT
7. 2 play R0
8. 3 play WDT
9. 4 play WDT
10. 5 play R5
11. 0 play W
12. 1 play W+4
13. 2 play RR
14. 3 play R9
15. 4 take
16. 5 draw
17. 5 play R9
18. 0 play WDT red 1,4
19. 1 play R8
20. 2 play R7 1
21. 3 play W+4 red
22. 4 play W+4 blue
23. 5 accept
24. 0 play B9
25. 1 play Y9
26. 2 play Y1
27. 5 play Y1
28. 0 play Y7 2
29. 1 play YPT uno
30. 0 point 3
31. 3 point 2
32. 5 point 4
33. 2 point 4
34. 4 point 2
35. 1 point 0
36. 2 play WDT yellow 1,3
37. 3 play Y2
38. 4 play Y5
39. 5 play G5
40. 0 play WPU
41. 1 take
42. 2 play W red
43. 3 play W red
44. 4 play R9
45. 5 play RPT
46. 3 point 0
47. 0 point 5
48. 5 point 0
49. 4 point 1
50. 1 point 4
51. 2 point 5
52. 0 play BPT
53. 1 point 2
54. 2 point 5
55. 4 point 1
56. 0 point 3
57. 5 point 3
58. 3 point 1
59. 1 play B7 0
60. 2 play WDT red 2,3
61. 3 play W+4 yellow
62. 4 play W+4 blue
63. 5 play W+4 green
64. 0 accept
65. 1 play W yellow
66. 2 play WPU
67. 2 uno
68. 3 take
69. 4 play W blue
70. 5 play WPU
71. 0 play W+4
72. 1 play W
73. 2 take
74. 3 draw
75. 3 play W+4 red
76. 4 accept
77. 5 play R8
78. 0 play R2
79. 1 draw
80. 1 play R1
81. 2 play W+4 red
82. 3 challenge
83. 3 play RPT
84. 3 point 5
85. 4 point 0
86. 5 point 3
87. 1 point 2
88. 2 point 0
89. 0 point 3
90. 4 play R0
91. 5 play RR
92. 4 play RS
93. 2 draw
94. 2 play GS
95. 0 play G3
96. 5 play G+2
97. 4 accept
98. 3 play G9
99. 4 play G9
100. 3 play W yellow
101. 2 play YPT
102. 0 point 3
103. 4 point 3
104. 2 point 4
105. 1 point 2
106. 3 point 0
107. 5 point 3
108. 1 play W+4 green
109. 0 accept
110. 5 play WDT yellow 1,4
111. 4 play Y4
112. 3 play Y8
113. 2 draw
114. 2 play WPU
115. 1 play W
116. 0 play R4
117. 5 play W+4
118. 4 play R3
119. 3 play R4
120. 2 play R7
121. 1 play W
122. 0 play RR
123. 5 play R5
124. 4 play W
125. 3 play W+4
126. 2 take
127. 1 play RS
128. 5 play R6
129. 4 play RPT
130. 3 point 1
131. 1 point 4
132. 4 point 1
133. 0 point 4
134. 2 point 3
135. 5 point 1
136. 3 play WPU
137. 2 play B+2
138. 1 play B2
139. 0 play BPT
140. 5 play WDT
141. 4 play B4
142. 3 play WPU
143. 2 play W+4
144. 1 play BS
145. 0 play WPU
146. 5 play WDT
147. 4 play BPT
148. 3 play WPU
149. 2 play B5
150. 1 play WDT
151. 0 play B8
152. 5 play WDT
153. 4 play B5
154. 3 play WPU
155. 2 play B2
156. 1 play B+2
157. 0 play B7
158. 5 play WDT
159. 4 play WDT
160. 3 take
161. 2 play W+4 yellow
162. 1 challenge
163. 1 play YPT
164. 5 point 4
165. 1 point 4
166. 4 point 5
167. 3 point 5
168. 2 point 1
169. 0 point 5
170. 0 play Y6
171. 5 draw
172. 5 play WPU
173. 4 play R5
174. 3 play W+4
175. 2 play R3
176. 1 play W
177. 0 take
178. 5 play W green
179. 4 play G2
180. 3 play B2
181. 2 play R2
182. 1 play R3
183. 0 play R5
184. 2 play R5
185. 1 draw
186. 1 play W yellow
187. 0 play Y3
188. 5 play Y6
189. 4 draw
190. 4 play G6
191. 0 play G6
192. 5 play GPT
193. 2 point 4
194. 3 point 4
195. 1 point 4
196. 5 point 4
197. 0 point 2
198. 4 point 2
199. 4 play W blue
200. 3 play B+2
201. 2 play R+2
202. 1 accept
203. 0 play R3
204. 5 play RPT
205. 5 point 2
206. 0 point 3
207. 2 point 1
208. 4 point 5
209. 1 point 4
210. 3 point 1
211. 4 draw
212. 4 play WPU
213. 3 play WDT
214. 2 play W
215. 1 play W
216. 0 play W
217. 5 play WDT
218. 4 play WPU
219. 3 play WPU
220. 2 play RR
221. 1 play RPT
222. 0 play R6
223. 5 take
224. 4 play R7 0
225. 3 play WDT green 1,4
226. 2 draw
227. 2 play W+4 blue
228. 1 play W+4 red
229. 0 challenge
230. 0 play R+2
231. 5 play Y+2
232. 4 accept
233. 3 play B+2
234. 2 play Y+2
235. 1 play B+2
236. 0 accept
237. 5 play G+2
238. 4 accept
239. 3 play G8
240. 2 play GR
241. 3 play WPU
242. 4 play WPU
243. 5 play Y4
244. 0 play Y5
245. 1 play W+4
246. 2 play YS
247. 3 play YR
248. 4 play W+4
249. 5 play WDT
250. 0 play Y6
251. 1 play Y8
252. 2 play W
253. 3 play WDT
254. 4 play W
255. 5 play W
256. 0 play Y2
257. 1 play YPT
258. 2 play W
259. 3 play WPU
260. 4 play YS
261. 5 play Y2
262. 0 play Y4
263. 1 play YPT
264. 2 play W
265. 3 play WPU
266. 4 play YPT
267. 5 play WDT
268. 0 play Y0
269. 1 play Y7
270. 2 play W
271. 3 play WDT
272. 4 play Y3
273. 5 play WPU
274. 0 play YPT
275. 1 play Y9
276. 2 play W
277. 3 play YR
278. 4 play W+4
279. 5 play W
280. 0 play Y9
281. 1 play W
282. 2 take
283. 3 play WDT blue 0,1
284. 4 play B2
285. 3 play B2
286. 4 play W+4 green
287. 5 challenge
288. 5 play G7 4
289. 0 play G4
290. 1 play G3
291. 2 play W+4 green
292. 3 challenge
293. 3 play WDT blue 0,5
294. 4 play B4
295. 5 play WDT blue 2,3
296. 0 play B6
297. 1 play W yellow
298. 2 play WPU
299. 3 take
300. 4 play W yellow
301. 5 draw
302. 5 play WDT blue 0,2
303. 0 play W+4 blue
304. 1 accept
305. 2 play WDT yellow 3,5
306. 3 play W yellow
307. 4 play WPU
308. 5 play RPT
309. 0 play W+4
310. 1 play WPU
311. 2 play W+4
312. 3 play RPT
313. 4 play R6
314. 5 play W+4
315. 0 play R5
316. 1 play R9
317. 2 play WPU
318. 3 play WPU
319. 4 play RPT
320. 5 play R1
321. 0 play R8
322. 1 play R9
323. 2 play WDT
324. 3 take
325. 4 play R5
326. 5 play R2
327. 0 play G2
328. 1 play WDT red 2,5
329. 2 play W blue
330. 3 play B5
331. 3 play B5
332. 4 play B9
333. 5 play B7 0
334. 0 draw
335. 0 play WDT yellow 1,4
336. 1 play Y7 3
337. 2 play W green
338. 3 play G4
339. 4 draw
340. 4 play G9
341. 5 play G8
342. 0 play R8
343. 1 play RPT
344. 2 point 1
345. 1 point 4
346. 5 point 0
347. 0 point 4
348. 3 point 2
349. 4 point 0
350. 2 play W green
351. 3 play G+2
352. 4 accept
353. 5 play GPT
354. 2 point 0
355. 4 point 3
356. 0 point 2
357. 5 point 4
358. 3 point 0
359. 1 point 2
360. 0 play W+4 yellow
361. 1 play W+4 green
362. 2 play W+4 red
363. 3 challenge
364. 3 play R6
365. 4 play W+4 yellow
366. 5 play W+4 blue
367. 0 challenge
368. 0 play W blue
369. 1 play W+4 green
370. 2 play W+4 red
371. 3 accept
372. 4 play WPU
373. 5 play WDT
374. 0 play R0
375. 1 play R1
376. 2 play W+4
377. 3 play R1
378. 4 play RR
379. 5 play WDT
380. 0 play RR
381. 1 play WPU
382. 2 play R4
383. 3 play W+4
384. 4 play R2
385. 5 play WPU
386. 0 play R3
387. 1 play W
388. 2 play R7
389. 3 play RS
390. 4 play WPU
391. 5 play RPT
392. 0 take
393. 1 play R6
394. 2 play B6
395. 3 play BS
396. 5 draw
397. 5 play B2
398. 0 play W yellow
399. 1 play WDT yellow 0,2
400. 2 play Y8
401. 3 play Y+2
402. 4 accept
403. 5 play Y5
404. 0 play G5
405. 1 play WDT yellow 2,5
406. 2 play WDT yellow 1,2
407. 3 play Y1
408. 4 play Y1
409. 5 play WDT yellow 3,4
410. 0 play WPU
411. 1 play W+4
412. 2 play R+2
413. 3 play R5
414. 4 play R2
415. 5 play WDT
416. 0 play R7
417. 1 play WPU
418. 2 play R7
419. 3 play W+4
420. 4 play R+2
421. 5 take
422. 0 play WDT blue 0,1
423. 1 play BPT
424. 3 point 1
425. 1 point 3
426. 4 point 3
427. 0 point 5
428. 2 point 0
429. 5 point 4
430. 2 play BPT
431. 0 point 1
432. 1 point 4
433. 3 point 4
434. 5 point 1
435. 2 point 0
436. 4 point 2
437. 3 play B+2
438. 4 accept
439. 5 play W+4 yellow
440. 0 play W+4 green
441. 1 play W+4 yellow
442. 2 challenge
443. 2 play Y3
444. 3 play W green
445. 4 play G2
446. 5 play W+4 red
447. 0 play W+4 blue
448. 1 play W+4 blue
449. 2 accept
450. 3 play B5
451. 4 play W+4 yellow
452. 5 accept
453. 0 play W blue
454. 1 play W+4 blue
455. 2 play W+4 blue
456. 3 challenge
457. 3 play W blue
458. 4 play B5
459. 5 play WDT yellow 3,4
460. 0 play WPU
461. 1 play BPT
462. 2 play WDT
463. 3 play B1
464. 4 play W+4
465. 5 play BPT
466. 0 play WPU
467. 1 play B7
468. 2 play BS
469. 3 play B9
470. 4 play B6
471. 5 play W+4
472. 0 play B4
473. 1 play B3
474. 2 play B2
475. 3 play BR
476. 4 take
477. 5 play WPU
478. 0 play WDT
479. 1 play B2
480. 2 play W
481. 3 play W
482. 4 play B2
483. 5 play B3
484. 0 play B6
485. 1 play WPU
486. 2 play W
487. 3 play B1
488. 4 play WPU
489. 5 play BPT
490. 0 play WDT
491. 1 play BPT
492. 2 play B0
493. 3 play W
494. 4 play W+4
495. 5 play B8
496. 0 play WDT
497. 1 play WDT
498. 2 play WPU
499. 3 play BR
500. 4 play B6
501. 5 play WDT
502. 0 play WDT
503. 1 play W
504. 2 play B7
505. 3 take
506. 4 play B5
507. 2 play B5
508. 3 play B8
509. 4 play W yellow
510. 5 draw
511. 5 play WPU
512. 0 take
513. 1 play WPU
514. 2 play W
515. 3 play B0
516. 4 play WDT
517. 5 play B8
518. 0 play B5
519. 1 play WDT
520. 2 play B+2
521. 3 play B2
522. 4 play B1
523. 5 take
524. 0 draw
525. 0 play W yellow
526. 1 play W blue
527. 2 play W yellow
528. 3 play W yellow
529. 4 play W+4 green
530. 5 accept
531. 0 play G6
532. 1 play G9
533. 2 play G8
534. 3 play G4
535. 4 play W+4 blue
536. 5 challenge
537. 0 draw
538. 1 play B4
539. 2 play Y4
540. 3 play WDT yellow 1,3
541. 4 play Y7 5
542. 5 play W+4 yellow
543. 0 accept
544. 1 play WPU
545. 2 play Y8
546. 3 play WPU
547. 4 play WPU
548. 5 play W+4
549. 0 play W+4
550. 1 play WPU
551. 2 play Y1
552. 3 play W+4
553. 4 play WDT
554. 5 take
555. 0 play Y4
556. 1 play Y1
557. 2 play Y5
558. 3 play Y3
559. 4 play R3
560. 5 play R6
561. 0 play R2
562. 1 play R8
563. 2 play W red
564. 3 play WPU
565. 4 play WPU
566. 5 play WDT
567. 0 play WDT
568. 1 play WDT
569. 2 play W+4
570. 3 play W
571. 4 play W+4
572. 5 play WPU
573. 0 take
574. 1 play Y5
575. 2 play Y7 5
576. 3 play W green
577. 4 play W green
578. 5 play G8
579. 4 play G8
580. 5 play WPU
581. 0 play WPU
582. 1 play Y8
583. 2 play Y1
584. 3 play W
585. 4 play W
586. 5 play YR
587. 0 play W
588. 1 play WPU
589. 2 play Y7
590. 3 play WDT
591. 4 play W
592. 5 play Y2
593. 0 play Y1
594. 1 play WPU
595. 2 play W+4
596. 3 play WPU
597. 4 play W
598. 5 play Y+2
599. 0 play W+4
600. 1 take
601. 2 play W+4 blue
602. 3 accept
603. 4 play B2
604. 3 play B2
605. 4 play G2
606. 5 play GPT
607. 0 point 2
608. 2 point 3
609. 1 point 4
610. 5 point 1
611. 4 point 2
612. 3 point 0
613. 0 play G5
614. 1 play WDT green 1,2
615. 2 play WPU
616. 3 play W
617. 4 play WPU
618. 5 play B+2
619. 0 play W+4
620. 1 play WPU
621. 2 play BR
622. 3 play B3
623. 4 play B0
624. 5 play B9
625. 0 play WDT
626. 1 play B8
627. 2 play BS
628. 3 play B6
629. 4 play WDT
630. 5 play WPU
631. 0 play WPU
632. 1 play W
633. 2 play B9
634. 3 play B6
635. 4 play B+2
636. 5 play W
637. 0 play B4
638. 1 play W
639. 2 play B4
640. 3 play BR
641. 4 play B5
642. 5 play WDT
643. 0 play WDT
644. 1 play WPU
645. 2 play B7
646. 3 play WPU
647. 4 play B5
648. 5 play W+4
649. 0 play WDT
650. 1 play WPU
651. 2 play BPT
652. 3 play B7
653. 4 play W
654. 5 play W+4
655. 0 take
656. 1 play BS
657. 3 play B1
658. 4 play B1
659. 5 play WDT blue 1,5
660. 0 play BPT
661. 4 point 2
662. 5 point 1
663. 0 point 1
664. 3 point 1
665. 2 point 5
666. 1 point 5
667. 1 play B2
668. 2 play BPT
669. 5 point 2
670. 3 point 4
671. 1 point 3
672. 4 point 1
673. 2 point 4
674. 0 point 1
675. 3 play WDT blue 4,5
676. 4 play BPT
677. 1 point 4
678. 4 point 3
679. 3 point 1
680. 5 point 3
681. 0 point 1
682. 2 point 0
683. 5 play W blue
684. 0 play W red
685. 1 play W green
686. 2 play W+4 blue
687. 3 accept
688. 4 play BS
689. 0 play W blue
690. 1 play WDT yellow 0,2
691. 2 play WPU
692. 3 play W
693. 4 play B8
694. 5 play W
695. 0 play B6
696. 1 play B2
697. 2 play WPU
698. 3 play W
699. 4 take
700. 5 play W red
701. 0 play R3
702. 1 play RPT
703. 2 point 0
704. 3 point 0
705. 5 point 2
706. 1 point 3
707. 4 point 2
708. 0 point 3
709. 2 play W+4 red
710. 3 accept
711. 4 play R+2
712. 5 play G+2
713. 0 play B+2
714. 1 play Y+2
715. 2 accept
716. 3 play W yellow
717. 4 play W+4 yellow
718. 5 play W+4 blue
719. 0 play W+4 green
720. 1 play W+4 blue
721. 2 play W+4 yellow
722. 3 challenge
723. 3 play WDT green 2,5
724. 4 play G2
725. 5 play G2
726. 0 play B2
727. 1 play W red
728. 2 play WPU
729. 3 play WPU
730. 4 play WPU
731. 5 play W+4
732. 0 play GR
733. 1 play GPT
734. 2 play G+2
735. 3 play G6
736. 4 play G6
737. 5 play W
738. 0 play WPU
739. 1 play WPU
740. 2 play W
741. 3 play G8
742. 4 play WDT
743. 5 play W
744. 0 play W+4
745. 1 play W
746. 2 play W+4
747. 3 play WDT
748. 4 play G3
749. 5 play W+4
750. 0 play WPU
751. 1 play G8
752. 2 play W+4
753. 3 play WDT
754. 4 play G1
755. 5 play W+4
756. 0 play G7
757. 1 play W
758. 2 play W+4
759. 3 play GPT
760. 4 play G4
761. 5 play W
762. 0 play WPU
763. 1 play W
764. 2 play W+4
765. 3 play WDT
766. 4 play G+2
767. 5 play G7
768. 0 play WPU
769. 1 play W+4
770. 2 take
771. 3 play G1
772. 4 play GS
773. 0 play G9
774. 1 play WPU
775. 2 play W+4
776. 3 play WDT
777. 4 play W
778. 5 play GS
779. 0 play WPU
780. 1 play W+4
781. 2 play GPT
782. 3 play G0
783. 4 play W
784. 5 play G3
785. 0 play WDT
786. 1 take
787. 2 play GR
788. 1 play G2
789. 0 play WPU
790. 5 take
791. 4 play BS
792. 2 play W green
793. 1 play G0
794. 0 play GS
795. 4 play W red
796. 3 play R+2
797. 2 accept
798. 1 play G+2
799. 0 accept
800. 5 play WPU
801. 4 play G9
802. 3 play G5
803. 2 play GR
804. 1 play G4
805. 0 play WPU
806. 5 play G2
807. 4 play WDT
808. 3 play W
809. 2 play WDT
810. 1 play G+2
811. 0 play GS
812. 5 play W+4
813. 4 play W+4
814. 3 play W
815. 2 play W
816. 1 play G6
817. 0 play W+4
818. 5 play WDT
819. 4 take
820. 3 draw
821. 3 play GS
822. 1 play G6
823. 0 play GPT
824. 4 point 5
825. 5 point 1
826. 3 point 1
827. 1 point 3
828. 0 point 3
829. 2 point 3
830. 5 play W blue
831. 4 play B2
832. 3 play W green
833. 2 play G9
834. 1 play G8
835. 0 play R8
836. 5 play WDT blue 3,4
837. 4 play WPU
838. 3 play G0
839. 2 play G5
840. 1 play G8
841. 0 play W+4
842. 5 play G1
843. 4 play G9
844. 3 play G+2
845. 2 take
846. 1 play G7 4
847. 0 play WDT yellow 3,5
848. 5 play Y5
849. 4 play W yellow
850. 3 draw
851. 3 play W yellow
852. 2 play W+4 red
853. 1 play W+4 yellow
854. 0 challenge
855. 0 play Y1
856. 5 play W green
857. 4 play G7 1
858. 4 play G7 2
859. 3 play R7 4
860. 2 play W+4 blue
861. 1 challenge
862. 1 play W red
863. 0 play WPU
864. 5 play WDT
865. 4 take
866. 3 draw
867. 3 play W+4 yellow
868. 2 play W+4 green
869. 1 play W+4 red
870. 0 accept
871. 5 play R4
872. 4 play R2
873. 3 play R6
874. 2 play G6
875. 1 play G6
876. 0 play G3
877. 5 play G4
878. 4 play W green
879. 3 play G8
880. 2 play G+2
881. 1 play B+2
882. 0 accept
883. 5 play B8
884. 4 play B6
885. 3 play BS
886. 1 play W green
887. 0 play W blue
888. 5 play B5
889. 4 play B8
890. 3 play BPT
891. 5 point 3
892. 4 point 0
893. 0 point 1
894. 3 point 4
895. 1 point 3
896. 2 point 0
897. 2 play YPT
898. 2 point 4
899. 1 point 4
900. 3 point 4
901. 0 point 5
902. 5 point 0
903. 4 point 3
904. 1 play WDT red 4,5
905. 0 play RPT
906. 2 point 1
907. 0 point 5
908. 5 point 0
909. 4 point 0
910. 1 point 3
911. 3 point 5
912. 5 play GPT
913. 0 point 1
914. 1 point 4
915. 4 point 0
916. 2 point 0
917. 3 point 2
918. 5 point 1
919. 4 play W green
920. 3 play GS
921. 1 play G1
922. 0 play WPU
923. 5 play GPT
924. 4 play W+4
925. 3 play G5
926. 2 play GS
927. 1 play G2
928. 0 play G4
929. 5 play WDT
930. 4 play WDT
931. 3 play G9
932. 2 play WPU
933. 1 play W
934. 0 play W
935. 5 play GPT
936. 4 play W+4
937. 3 play G8
938. 2 play G2
939. 1 play WPU
940. 0 play W
941. 5 play WDT
942. 4 play W+4
943. 3 play G0
944. 2 play WPU
945. 1 play GPT
946. 0 play W
947. 5 play W
948. 4 take
949. 3 play G7 0
950. 2 play W red
951. 1 play R+2
952. 0 play G+2
953. 5 play B+2
954. 4 play R+2
955. 3 play G+2
956. 2 play Y+2
957. 1 play Y+2
958. 0 play B+2
959. 5 accept
960. 4 play B2
961. 3 play BPT
962. 4 point 3
963. 1 point 2
964. 5 point 3
965. 0 point 3
966. 3 point 5
967. 2 point 0
968. 2 play WPU
969. 1 play B1
970. 0 play BPT
971. 5 play B7
972. 4 play B8
973. 3 play B+2
974. 2 play W
975. 1 play WDT
976. 0 play WDT
977. 5 play WPU
978. 4 play WDT
979. 3 play WDT
980. 2 play WDT
981. 1 play WPU
982. 0 play BPT
983. 5 play B3
984. 4 play WPU
985. 3 play W+4
986. 2 play B2
987. 1 play W+4
988. 0 play BPT
989. 5 play BR
990. 4 play WDT
991. 3 play B2
992. 2 play WDT
993. 1 play WPU
994. 0 take
995. 5 play BR
996. 0 play B7 5
997. 1 play W blue
998. 2 play WDT blue 0,3
999. 3 play W+4 yellow
1000. 4 play W+4 red
1001. 5 play W+4 green
1002. 0 accept
1003. 1 play WDT yellow 1,3
1004. 2 play Y2
1005. 3 play Y8
1006. 4 play W red
1007. 5 play RPT
1008. 5 point 3
1009. 1 point 4
1010. 2 point 1
1011. 4 point 0
1012. 0 point 2
1013. 3 point 5
1014. 0 play R0
1015. 1 play W+4 red
1016. 2 play W+4 yellow
1017. 3 challenge
1018. 3 play Y5
1019. 4 play Y7 5
1020. 5 play W+4 blue
1021. 0 play W+4 yellow
1022. 1 challenge
1023. 1 play W+4 green
1024. 2 play W+4 blue
1025. 3 accept
1026. 4 play WDT green 0,3
1027. 5 play G6
1028. 0 play WDT green 4,5
1029. 1 play GS
1030. 3 play G5
1031. 4 play WPU
1032. 5 play G6
1033. 0 play W+4
1034. 1 play G7
1035. 2 play WPU
1036. 3 play G9
1037. 4 play G2
1038. 5 take
1039. 0 play G1
1040. 1 play W yellow
1041. 2 play W+4 green
1042. 3 play W+4 blue
1043. 4 play W+4 yellow
1044. 5 play W+4 red
1045. 0 play W+4 blue
1046. 1 challenge
1047. 1 play B1
1048. 2 play W+4 red
1049. 3 play W+4 green
1050. 4 play W+4 blue
1051. 5 accept
1052. 0 play B+2
1053. 1 play Y+2
1054. 2 accept
1055. 3 play Y4
1056. 4 play WPU
1057. 5 play W+4
1058. 0 play WPU
1059. 1 play WPU
1060. 2 play Y7
1061. 3 play Y3
1062. 4 play Y1
1063. 5 play Y4
1064. 0 play Y7
1065. 1 play W
1066. 2 play Y8
1067. 3 play YS
1068. 4 play W
1069. 5 play Y1
1070. 0 play W
1071. 1 play Y+2
1072. 2 play Y8
1073. 3 play Y9
1074. 4 play W
1075. 5 play Y5
1076. 0 play Y5
1077. 1 play WDT
1078. 2 play W+4
1079. 3 play YR
1080. 4 play W
1081. 5 play Y2
1082. 0 play W
1083. 1 play W
1084. 2 play YPT
1085. 3 play Y0
1086. 4 play W
1087. 5 play Y3
1088. 0 play W+4
1089. 1 play W
1090. 2 play W+4
1091. 3 play Y9
1092. 4 play W
1093. 5 play WDT
1094. 0 play WPU
1095. 1 play WDT
1096. 2 play W
1097. 3 play YPT
1098. 4 take
1099. 5 play W+4 red
1100. 0 play W+4 yellow
1101. 1 challenge
1102. 1 pass
1103. 2 play WPU
1104. 3 play YPT
1105. 4 play Y2
1106. 5 play YR
1107. 0 play W
1108. 1 take
1109. 2 play WDT yellow 0,3
1110. 3 draw
1111. 3 play WPU
1112. 4 play Y8
1113. 5 play WPU
1114. 0 play W+4
1115. 1 play W+4
1116. 2 play W+4
1117. 3 play W
1118. 4 play Y7
1119. 5 play W+4
1120. 0 play Y4
1121. 1 play YPT
1122. 2 play WPU
1123. 3 play Y6
1124. 4 play W+4
1125. 5 take
1126. 0 play WDT red 1,4
1127. 1 play R1
1128. 2 play WPU
1129. 3 play R8
1130. 4 play W+4
1131. 5 play RS
1132. 0 play R2
1133. 1 play R8
1134. 2 play W+4
1135. 3 play R4
1136. 4 play R5
1137. 5 play R6
1138. 0 play R2
1139. 1 play RR
1140. 2 play WPU
1141. 3 play W
1142. 4 play R7
1143. 5 play R6
1144. 0 play R3
1145. 1 play W
1146. 2 play R3
1147. 3 play WDT
1148. 4 play WDT
1149. 5 play W+4
1150. 0 play R7
1151. 1 play RS
1152. 2 play R0
1153. 3 play W
1154. 4 play W+4
1155. 5 play RPT
1156. 0 play WPU
1157. 1 play R1
1158. 2 play RPT
1159. 3 play W
1160. 4 play RPT
1161. 5 play W+4
1162. 0 play WPU
1163. 1 play RPT
1164. 2 take
1165. 3 draw
1166. 3 play WDT yellow 0,2
1167. 4 play YS
1168. 0 play W+4 green
1169. 1 challenge
1170. 1 play G+2
1171. 2 play B+2
1172. 3 accept
1173. 4 play B8
1174. 5 play W+4 yellow
1175. 0 play W+4 blue
1176. 1 accept
1177. 2 play WPU
1178. 3 play W+4
1179. 4 play W+4
1180. 5 play WDT
1181. 0 play W+4
1182. 1 play B4
1183. 2 play WDT
1184. 3 take
1185. 4 play W blue
1186. 5 play WPU
1187. 0 play B3
1188. 1 play B5
1189. 2 play B3
1190. 3 play W+4
1191. 4 play WDT
1192. 5 play WPU
1193. 0 play BPT
1194. 1 play B+2
1195. 2 play W+4
1196. 3 play WDT
1197. 4 play W
1198. 5 play W+4
1199. 0 play WDT
1200. 1 play BR
1201. 2 play WPU
1202. 3 play WDT
1203. 4 play WPU
1204. 5 play W+4
1205. 0 play BPT
1206. 1 play B8
1207. 2 play WDT
1208. 3 play B4
1209. 4 play WPU
1210. 5 play B1
1211. 0 play B2
1212. 1 play B+2
1213. 2 play W
1214. 3 play W+4
1215. 4 play W
1216. 5 play W
1217. 0 play B1
1218. 1 play B6
1219. 2 play W
1220. 3 play W+4
1221. 4 play WPU
1222. 5 take
1223. 0 play BR
1224. 5 play W red
1225. 4 play WDT green 1,5
1226. 3 play GR
1227. 4 play G2
1228. 5 play G6
1229. 0 play WPU
1230. 1 play W+4
1231. 2 play W+4
1232. 3 play GR
1233. 4 play G8
1234. 5 play G7
1235. 0 play G1
1236. 1 play G+2
1237. 2 play W
1238. 3 play G8
1239. 4 play W
1240. 5 play WPU
1241. 0 play GS
1242. 1 play G1
1243. 2 play W
1244. 3 play G7
1245. 4 play G9
1246. 5 play WPU
1247. 0 play G6
1248. 1 take
1249. 2 play WPU
1250. 3 play W+4
1251. 4 play W
1252. 5 play W+4
1253. 0 play WPU
1254. 1 play W+4
1255. 2 play W+4
1256. 3 take
1257. 4 play W red
1258. 5 play R4
1259. 0 play WPU
1260. 1 play GS
1261. 2 play G3
1262. 3 play W
1263. 4 play W
1264. 5 play W+4
1265. 0 play WDT
1266. 1 play G+2
1267. 2 play G3
1268. 3 play WPU
1269. 4 play GS
1270. 5 play WPU
1271. 0 play WPU
1272. 1 play G9
1273. 2 play W+4
1274. 3 play G4
1275. 4 play G5
1276. 5 play G9
1277. 0 play WDT
1278. 1 play WPU
1279. 2 play W+4
1280. 3 play G+2
1281. 4 play GPT
1282. 5 play G5
1283. 0 play WDT
1284. 1 play G8
1285. 2 take
1286. 3 play W+4 yellow
1287. 4 accept
1288. 5 play W blue
1289. 0 play WDT red 2,3
1290. 1 play R+2
1291. 2 play G+2
1292. 3 accept
1293. 4 play G0
1294. 5 play Y0
1295. 0 play Y7 2
1296. 1 play WPU
1297. 2 play Y+2
1298. 3 play W
1299. 4 play WPU
1300. 5 play YPT
1301. 0 play YS
1302. 1 play YPT
1303. 2 play YR
1304. 3 play WPU
1305. 4 play WPU
1306. 5 play YS
1307. 0 play WDT
1308. 1 play W+4
1309. 2 play Y+2
1310. 3 play W
1311. 4 play W
1312. 5 play W+4
1313. 0 play WDT
1314. 1 play W
1315. 2 play WDT
1316. 3 play W+4
1317. 4 play WDT
1318. 5 play W+4
1319. 0 take
1320. 1 play Y6
1321. 2 play Y4
1322. 3 play YR
1323. 2 play WPU
1324. 1 play G2
1325. 0 play W+4
1326. 5 play W
1327. 4 play G6
1328. 3 play G8
1329. 2 play G4
1330. 1 play WDT
1331. 0 play WDT
1332. 5 play WPU
1333. 4 play G+2
1334. 3 play G7
1335. 2 play W
1336. 1 play WPU
1337. 0 play WDT
1338. 5 play WPU
1339. 4 play G5
1340. 3 play G7
1341. 2 play W
1342. 1 play W
1343. 0 play W
1344. 5 play W+4
1345. 4 play W+4
1346. 3 play GR
1347. 2 play WPU
1348. 1 play WPU
1349. 0 play W+4
1350. 5 take
1351. 4 play G5
1352. 3 play G6
1353. 2 play G2
1354. 1 play W green
1355. 0 play W+4 blue
1356. 5 play W+4 red
1357. 4 play W+4 yellow
1358. 3 accept
1359. 2 play Y3
1360. 1 play B3
1361. 0 play BPT
1362. 5 point 3
1363. 4 point 2
1364. 0 point 1
1365. 1 point 0
1366. 2 point 3
1367. 3 point 5
1368. 5 play WPU
1369. 4 play WPU
1370. 3 play B0
1371. 2 play W
1372. 1 play B3
1373. 0 play B2
1374. 5 play W
1375. 4 play WDT
1376. 3 play B4
1377. 2 play W
1378. 1 play WDT
1379. 0 play BPT
1380. 5 play W
1381. 4 play WPU
1382. 3 play B6
1383. 2 play W
1384. 1 play BR
1385. 0 play W
1386. 5 play W
1387. 4 play W
1388. 3 play W+4
1389. 2 take
1390. 1 play B2
1391. 0 play W+4 blue
1392. 5 accept
1393. 4 play W+4 blue
1394. 3 play W+4 yellow
1395. 2 play W+4 red
1396. 1 play W+4 green
1397. 0 accept
1398. 5 play WPU
1399. 4 play GPT
1400. 3 play G2
1401. 2 play WPU
1402. 1 play WDT
1403. 0 play W+4
1404. 5 play G7
1405. 4 play W
1406. 3 play GR
1407. 2 play WPU
1408. 1 play W
1409. 0 play W
1410. 5 play G0
1411. 4 play G3
1412. 3 play G5
1413. 2 play WDT
1414. 1 play WDT
1415. 0 play WPU
1416. 5 play W+4
1417. 4 play G4
1418. 3 play W
1419. 2 play GPT
1420. 1 play W+4
1421. 0 play WPU
1422. 5 play W
1423. 4 play GS
1424. 3 play WPU
1425. 2 play GPT
1426. 1 play WDT
1427. 0 play W
1428. 5 play GR
1429. 4 play W+4
1430. 3 play G6
1431. 2 play WDT
1432. 1 play W+4
1433. 0 play WDT
1434. 5 play G2
1435. 4 play WDT
1436. 3 play G1
1437. 2 play GPT
1438. 1 take
1439. 0 play WDT yellow 1,4
1440. 5 play Y6
1441. 3 play Y6
1442. 2 play Y9
1443. 1 play WDT red 0,4
1444. 0 play W+4 blue
1445. 5 play W+4 red
1446. 4 accept
1447. 3 play WPU
1448. 2 play W
1449. 1 play R5
1450. 0 play WPU
1451. 5 play R4
1452. 4 play W
1453. 3 play R+2
1454. 2 play W
1455. 1 play WPU
1456. 0 play W+4
1457. 5 play WPU
1458. 4 play W+4
1459. 3 play RR
1460. 2 play W
1461. 1 play WPU
1462. 0 play W+4
1463. 5 play W
1464. 4 play R4
1465. 3 take
1466. 2 play W red
1467. 1 play WPU
1468. 0 take
1469. 5 play WDT blue 2,5
1470. 4 play WDT yellow 0,1
1471. 3 play WPU
1472. 2 play Y3
1473. 1 play W+4
1474. 0 play Y+2
1475. 5 play Y2
1476. 4 play Y9
1477. 3 play W
1478. 2 play YPT
1479. 1 play WDT
1480. 0 play Y0
1481. 5 play WPU
1482. 4 play Y6
1483. 3 play Y2
1484. 2 play Y1
1485. 1 play Y7
1486. 0 play YS
1487. 5 play WDT
1488. 4 play Y6
1489. 3 play YR
1490. 2 play Y9
1491. 1 play W
1492. 0 play Y3
1493. 5 play WDT
1494. 4 play WPU
1495. 3 play Y7
1496. 2 play YPT
1497. 1 play W
1498. 0 play Y+2
1499. 5 play W+4
1500. 4 play WDT
1501. 3 play W
1502. 2 play W
1503. 1 play Y4
1504. 0 play WPU
1505. 5 play W+4
1506. 4 play WDT
1507. 3 play W
1508. 2 play Y8
1509. 1 play W+4
1510. 0 play YR
1511. 5 play WPU
1512. 4 take
1513. 3 play W+4 yellow
1514. 2 challenge
1515. 2 play W blue
1516. 1 play W green
1517. 0 play W green
1518. 5 play G5
1519. 4 play G3
1520. 3 play G+2
1521. 2 accept
1522. 1 play G5
1523. 2 play G5
1524. 1 play G3
1525. 2 play G3
1526. 1 play G0
1527. 0 play G7 3
1528. 4 play G7 1
1529. 3 play GR
1530. 4 play W red
1531. 5 draw
1532. 5 play W red
1533. 0 play R2
1534. 1 play B2
1535. 2 play WPU
1536. 3 play WPU
1537. 4 play W
1538. 5 take
1539. 0 play W green
1540. 1 play G8
1541. 2 play G1
1542. 3 play W+4 red
1543. 4 challenge
1544. 4 draw
1545. 4 play R2
1546. 0 play R2
1547. 1 play WPU
1548. 2 play B7
1549. 3 play WDT
1550. 4 play BR
1551. 5 play B8
1552. 0 play W+4
1553. 1 play BR
1554. 2 play WPU
1555. 3 play W
1556. 4 play B2
1557. 5 play W
1558. 0 play WPU
1559. 1 take
1560. 2 play BS
1561. 4 play B6
1562. 5 play W+4 blue
1563. 0 play W+4 blue
1564. 1 accept
1565. 2 play B3
1566. 3 play B+2
1567. 4 accept
1568. 5 play WPU
1569. 0 play BS
1570. 1 play B2
1571. 2 play B7
1572. 3 play B6
1573. 4 play W+4
1574. 5 play W
1575. 0 play WPU
1576. 1 play WPU
1577. 2 play B5
1578. 3 play B8
1579. 4 play B0
1580. 5 play W
1581. 0 play WPU
1582. 1 play B2
1583. 2 play B9
1584. 3 play BPT
1585. 4 play B4
1586. 5 take
1587. 0 play W blue
1588. 1 play WDT green 1,5
1589. 2 play W+4 green
1590. 3 play W+4 yellow
1591. 4 challenge
1592. 4 play Y5
1593. 5 play W+4 blue
1594. 0 play W+4 blue
1595. 1 play W+4 blue
1596. 2 play W+4 red
1597. 3 play W+4 yellow
1598. 4 challenge
1599. 4 play Y1
1600. 5 play YS
1601. 1 play W red
1602. 2 play RR
1603. 1 play R2
1604. 0 play R1
1605. 5 play WPU
1606. 4 play Y5
1607. 3 play WDT
1608. 2 play Y4
1609. 1 play WPU
1610. 0 play Y9
1611. 5 play YPT
1612. 4 take
1613. 3 play W yellow
1614. 2 play W red
1615. 1 play W green
1616. 0 draw
1617. 0 play W blue
1618. 5 play B6
1619. 0 play B6
1620. 5 play B4
1621. 4 play BPT
1622. 2 point 5
1623. 0 point 4
1624. 4 point 5
1625. 3 point 4
1626. 5 point 0
1627. 1 point 0
1628. 3 play WDT red 3,5
1629. 2 play R5
1630. 0 play R5
1631. 5 play B5
1632. 4 play G5
1633. 3 play G+2
1634. 2 play R+2
1635. 1 play G+2
1636. 0 play Y+2
1637. 5 play B+2
1638. 4 accept
1639. 3 play WPU
1640. 2 play W
1641. 1 play GR
1642. 0 play G8
1643. 5 play G7
1644. 4 play W+4
1645. 3 play GS
1646. 2 play WPU
1647. 1 play G8
1648. 0 play G9
1649. 5 play W
1650. 4 play G7
1651. 3 play W
1652. 2 play WPU
1653. 1 play G4
1654. 0 play W+4
1655. 5 play W
1656. 4 play G+2
1657. 3 play G6
1658. 2 play W+4
1659. 1 play G1
1660. 0 play W
1661. 5 play WPU
1662. 4 play WPU
1663. 3 play G4
1664. 2 take
1665. 1 play G3
1666. 0 play WDT red 3,4
1667. 5 play W blue
1668. 4 play WPU
1669. 3 play B+2
1670. 2 play B9
1671. 1 play BR
1672. 0 play W
1673. 5 play B9
1674. 4 play WDT
1675. 3 play W+4
1676. 2 play W+4
1677. 1 play B8
1678. 0 play W+4
1679. 5 play BS
1680. 4 play WDT
1681. 3 play WDT
1682. 2 play W
1683. 1 play BR
1684. 0 play WDT
1685. 5 play B8
1686. 4 play BPT
1687. 3 play BPT
1688. 2 play WPU
1689. 1 play W
1690. 0 play WDT
1691. 5 play B2
1692. 4 play B3
1693. 3 play W+4
1694. 2 play BS
1695. 1 play B7
1696. 0 play WPU
1697. 5 play B2
1698. 4 play B4
1699. 3 play B4
1700. 2 play W
1701. 1 play W
1702. 0 play WPU
1703. 5 play WPU
1704. 4 play B3
1705. 3 play WDT
1706. 2 play W+4
1707. 1 take
1708. 0 play WDT blue 3,5
1709. 5 play B6
1710. 4 play W green
1711. 3 play G2
1712. 2 play WPU
1713. 1 play B5
1714. 0 play WPU
1715. 5 play B0
1716. 4 play W
1717. 3 play WPU
1718. 2 play W
1719. 1 play B2
1720. 0 play W+4
1721. 5 play BPT
1722. 4 play BPT
1723. 3 play WDT
1724. 2 play W
1725. 1 play W
1726. 0 play WDT
1727. 5 play B7
1728. 0 catch 5
1729. 4 take
1730. 3 play B5
1731. 2 play W+4 blue
1732. 1 play W+4 yellow
1733. 0 challenge
1734. 0 play Y9
1735. 5 play YPT
1736. 2 point 5
1737. 1 point 5
1738. 4 point 5
1739. 3 point 5
1740. 0 point 2
1741. 5 point 2
1742. 4 play WDT red 3,5
1743. 3 play R9
1744. 2 play G9
1745. 1 play B9
1746. 0 play G9
1747. 5 play Y9
1748. 4 play WDT green 1,4
1749. 3 play W+4 green
1750. 2 accept
1751. 1 play W blue
1752. 0 play B6
1753. 5 play W+4 yellow
1754. 4 play W+4 blue
1755. 3 play W+4 green
1756. 2 challenge
1757. 2 play GR
1758. 3 play W+4 yellow
1759. 4 challenge
1760. 4 play Y+2
1761. 5 accept
1762. 0 play Y+2
1763. 1 play B+2
1764. 2 play G+2
1765. 3 accept
1766. 4 play G5
1767. 3 play G5
1768. 4 play R5
1769. 5 play W+4 red
1770. 0 challenge
1771. 0 play R3
1772. 1 play WDT yellow 2,5
1773. 2 play W red
1774. 3 play W green
1775. 4 play WPU
1776. 5 play WPU
1777. 0 play R0
1778. 1 play W+4
1779. 2 play WPU
1780. 3 play W
1781. 4 play R5
1782. 5 play R5
1783. 0 play RS
1784. 1 play W+4
1785. 2 play R4
1786. 3 play W+4
1787. 4 play W
1788. 5 take
1789. 0 play RR
1790. 5 play W+4 red
1791. 4 challenge
1792. 4 play R+2
1793. 3 play Y+2
1794. 2 play G+2
1795. 1 play B+2
1796. 0 play R+2
1797. 5 play G+2
1798. 4 accept
1799. 3 play GR
1800. 4 play WPU
1801. 5 play W+4
1802. 0 play WPU
1803. 1 play W
1804. 2 play GS
1805. 3 play GR
1806. 4 play W+4
1807. 5 play G3
1808. 0 play W
1809. 1 play G3
1810. 2 play G6
1811. 3 play W
1812. 4 play W
1813. 5 play W+4
1814. 0 play W
1815. 1 play WDT
1816. 2 play WPU
1817. 3 play G0
1818. 4 play W
1819. 5 play WDT
1820. 0 play WDT
1821. 1 play WPU
1822. 2 play G9
1823. 3 play G9
1824. 4 play G+2
1825. 5 play W
1826. 0 play WDT
1827. 1 play WPU
1828. 2 play G1
1829. 3 play W+4
1830. 4 play W
1831. 5 play W
1832. 0 play W
1833. 1 play WPU
1834. 2 play WDT
1835. 3 play G1
1836. 4 play W
1837. 5 play W+4
1838. 0 play GS
1839. 1 play W
1840. 2 play G7
1841. 3 play GPT
1842. 4 take
1843. 5 play G5
1844. 5 play G5
1845. 0 draw
1846. 0 play GR
1847. 5 play W red
1848. 4 play WDT green 2,5
1849. 3 play G2
1850. 2 play G7 3
1851. 1 play G6
1852. 4 play G6
1853. 3 play WDT red 1,5
1854. 2 play R9
1855. 1 play WDT yellow 0,2
1856. 0 play YS
1857. 4 play YPT
1858. 1 point 0
1859. 2 point 3
1860. 3 point 2
1861. 4 point 1
1862. 5 point 0
1863. 0 point 3
1864. 3 play WDT yellow 2,5
1865. 2 play W+4 blue
1866. 1 play W+4 red
1867. 0 accept
1868. 5 play R0
1869. 4 play WPU
1870. 3 play YS
1871. 2 play YS
1872. 1 play W+4
1873. 0 play W
1874. 5 play Y6
1875. 4 play WPU
1876. 3 play WPU
1877. 2 take
1878. 1 play Y8
1879. 5 play Y8
1880. 4 play W blue
1881. 3 play B0
1882. 2 play B6
1883. 1 play W+4 green
1884. 0 challenge
1885. 0 play GPT
1886. 5 point 2
1887. 4 point 0
1888. 3 point 0
1889. 2 point 1
1890. 0 point 3
1891. 1 point 0
1892. 5 play G6
1893. 4 play Y6
1894. 3 play WPU
1895. 2 play Y5
1896. 1 play YPT
1897. 0 play Y+2
1898. 5 play WPU
1899. 4 play WDT
1900. 3 play W+4
1901. 2 play W+4
1902. 1 play YS
1903. 0 play W
1904. 5 play W+4
1905. 4 play WPU
1906. 3 take
1907. 2 play Y4
1908. 1 play R4
1909. 0 play W blue
1910. 5 play WPU
1911. 4 play G6
1912. 3 play WDT
1913. 2 play G3
1914. 1 play W+4
1915. 0 play GPT
1916. 5 play WPU
1917. 4 play GR
1918. 3 play W+4
1919. 2 play G1
1920. 1 play WPU
1921. 0 play W+4
1922. 5 play WDT
1923. 4 play G5
1924. 3 play W
1925. 2 play GPT
1926. 1 play G4
1927. 0 play WPU
1928. 5 play W+4
1929. 4 play G2
1930. 3 play WPU
1931. 2 play W
1932. 1 play WDT
1933. 0 play G7
1934. 5 play WDT
1935. 4 play G5
1936. 3 play WPU
1937. 2 play G9
1938. 1 play W+4
1939. 0 play G2
1940. 5 play WDT
1941. 4 play W
1942. 3 play W+4
1943. 2 play WDT
1944. 1 play WPU
1945. 0 play GPT
1946. 5 play WDT
1947. 4 play WDT
1948. 3 play W+4
1949. 2 play G9
1950. 1 play G8
1951. 0 play W+4
1952. 5 play WDT
1953. 4 take
1954. 3 draw
1955. 3 play G6
1956. 2 play GS
1957. 0 draw
1958. 0 play G6
1959. 4 play G6
1960. 3 play Y6
1961. 2 play Y+2
1962. 1 accept
1963. 0 play Y5
1964. 5 play B5
1965. 4 play W+4 blue
1966. 3 accept
1967. 2 play W+4 red
1968. 1 challenge
1969. 1 play WPU
1970. 0 take
1971. 5 draw
1972. 5 play W+4 blue
1973. 4 play W+4 blue
1974. 3 challenge
1975. 3 play WPU
1976. 2 play W
1977. 1 play W
1978. 0 play B+2
1979. 5 play B7
1980. 4 play W+4
1981. 3 play W
1982. 2 play B2
1983. 1 play B9
1984. 0 play B6
1985. 5 play BPT
1986. 4 play WDT
1987. 3 take
1988. 2 play W red
1989. 1 play R0
1990. 0 draw
1991. 0 play WPU
1992. 5 play R9
1993. 4 take
1994. 3 play R2
1995. 2 play WDT yellow 2,4
1996. 1 play WDT red 2,5
1997. 0 draw
1998. 0 play WPU
1999. 5 take
2000. 4 play R9
2001. 3 play WDT yellow 1,3
2002. 2 play YPT
2003. 1 point 0
2004. 2 point 5
2005. 5 point 0
2006. 0 point 1
2007. 4 point 1
2008. 3 point 0
2009. 1 play Y+2
2010. 0 accept
2011. 5 play Y9
2012. 1 play Y9
2013. 0 play YS
2014. 4 play BS
2015. 2 play W+4 blue
2016. 1 accept
2017. 0 play B6
2018. 5 play B1
2019. 4 play B9
2020. 3 play W red
2021. 2 play RS
2022. 0 play WDT yellow 1,4
2023. 5 play YPT
2024. 1 point 4
2025. 3 point 0
2026. 0 point 1
2027. 4 point 3
2028. 5 point 1
2029. 2 point 5
2030. 4 play BPT
2031. 1 point 5
2032. 5 point 3
2033. 4 point 0
2034. 3 point 2
2035. 0 point 5
2036. 2 point 3
2037. 3 play B9
2038. 2 play BPT
2039. 2 point 0
2040. 4 point 5
2041. 3 point 0
2042. 1 point 4
2043. 0 point 3
2044. 5 point 0
2045. 1 play W+4 yellow
2046. 0 challenge
2047. 0 play YPT
2048. 2 point 3
2049. 4 point 5
2050. 3 point 2
2051. 5 point 0
2052. 0 point 3
2053. 1 point 4
2054. 5 pass
2055. 4 play W yellow
2056. 3 play Y0
2057. 2 play WDT green 0,1
2058. 1 play W+4 green
2059. 0 play W+4 green
2060. 5 play W+4 yellow
2061. 4 accept
2062. 3 pass
2063. 2 play WPU
2064. 1 play Y5
2065. 0 play W
2066. 5 play Y6
2067. 4 play YPT
2068. 3 take
2069. 2 play Y2
2070. 2 play Y2
2071. 1 play YPT
2072. 3 point 5
2073. 0 point 3
2074. 2 point 0
2075. 1 point 3
2076. 5 point 0
2077. 4 point 1
2078. 0 play Y2
2079. 5 play Y8
2080. 5 play Y8
2081. 4 play W+4 blue
2082. 3 play W+4 yellow
2083. 2 play W+4 yellow
2084. 1 challenge
2085. 1 play W blue
2086. 0 play B5
2087. 5 play WPU
2088. 4 play B1
2089. 3 play B4
2090. 2 play WPU
2091. 1 play B9
2092. 0 play WDT
2093. 5 play B6
2094. 4 play W+4
2095. 3 play B2
2096. 2 play W+4
2097. 1 play B6
2098. 0 play WPU
2099. 5 play B9
2100. 4 play B0
2101. 3 play B3
2102. 2 play WDT
2103. 1 play B7
2104. 0 play W
2105. 5 play BPT
2106. 4 play WDT
2107. 3 play B4
2108. 2 play W
2109. 1 play WPU
2110. 0 play BPT
2111. 5 take
2112. 4 play W yellow
2113. 3 play W green
2114. 2 play G5
2115. 1 play Y5
2116. 0 play YS
2117. 4 play Y0
2118. 3 draw
2119. 3 play W red
2120. 2 play RS
2121. 0 play W red
2122. 5 play W blue
2123. 4 play B5
2124. 2 play B5
2125. 1 play B1
2126. 0 play B+2
2127. 5 play R+2
2128. 4 accept
2129. 3 play R2
2130. 2 play R0
2131. 1 draw
2132. 1 play W red
2133. 0 play R2
2134. 5 play R3
2135. 4 play WDT red 0,3
2136. 3 play R9
2137. 0 play R9
2138. 5 play RR
2139. 0 play W+4 yellow
2140. 1 accept
2141. 2 draw
2142. 2 play W yellow
2143. 3 play W blue
2144. 4 play B7 1
2145. 3 play B7 1
2146. 4 play B8
2147. 5 play W yellow
2148. 0 play YPT
2149. 2 point 0
2150. 0 point 4
2151. 4 point 0
2152. 1 point 4
2153. 3 point 2
2154. 5 point 3
2155. 1 play W yellow
2156. 2 draw
2157. 2 play W green
2158. 3 play G+2
2159. 4 accept
2160. 5 play Y+2
2161. 0 accept
2162. 1 play Y4
2163. 0 play Y4
2164. 1 play G4
2165. 2 play G5
2166. 3 play G0
2167. 4 play W+4 yellow
2168. 5 accept
2169. 0 draw
2170. 0 play WDT yellow 1,2
2171. 1 play YS
2172. 3 play BS
2173. 5 play W green
2174. 0 draw
2175. 0 play W blue
2176. 1 play WPU
2177. 2 play W+4
2178. 3 take
2179. 4 play WDT yellow 2,5
2180. 5 play Y6
2181. 0 play YS
2182. 2 play W+4 green
2183. 3 play W+4 red
2184. 4 challenge
2185. 4 play WDT blue 2,4
2186. 5 play B3
2187. 2 play B3
2188. 3 play BS
2189. 5 play B7 1
2190. 0 play B2
2191. 1 play BS
2192. 3 draw
2193. 3 play W blue
2194. 4 play B+2
2195. 5 accept
2196. 0 play B7 2
2197. 1 play BR
2198. 0 play B1
2199. 1 play B1
2200. 0 play WDT red 0,3
2201. 5 play W+4 red
2202. 4 accept
2203. 3 play WPU
2204. 2 take
2205. 1 play Y5
2206. 0 play WPU
2207. 5 play Y1
2208. 4 play YPT
2209. 3 play W
2210. 2 play Y+2
2211. 1 play Y0
2212. 0 play W+4
2213. 5 play Y3
2214. 4 play Y9
2215. 3 play W
2216. 2 play WDT
2217. 1 play Y5
2218. 0 play WDT
2219. 5 play W
2220. 4 play Y6
2221. 3 play W+4
2222. 2 take
2223. 1 draw
2224. 1 play WDT blue 3,4
2225. 0 play B2
2226. 5 play WPU
2227. 4 play W+4
2228. 3 play Y4
2229. 2 play YPT
2230. 1 play YPT
2231. 0 play WPU
2232. 5 play Y1
2233. 4 play W
2234. 3 play W
2235. 2 play Y6
2236. 1 take
2237. 0 play WDT red 0,3
2238. 5 play R6
2239. 4 play WDT green 1,5
2240. 3 play G4
2241. 2 play Y4
2242. 1 play W blue
2243. 0 play B+2
2244. 5 accept
2245. 4 play Y+2
2246. 3 accept
2247. 2 play Y+2
2248. 1 play G+2
2249. 0 accept
2250. 5 play GR
2251. 0 play WDT yellow 0,5
2252. 1 play Y4
2253. 2 play W green
2254. 3 play WDT yellow 0,4
2255. 4 play W green
2256. 5 play GPT
2257. 0 point 1
2258. 1 point 3
2259. 3 point 1
2260. 4 point 2
2261. 5 point 3
2262. 2 point 0
2263. 0 play BPT
2264. 1 point 2
2265. 3 point 5
2266. 0 point 2
2267. 4 point 5
2268. 5 point 4
2269. 2 point 0
2270. 1 draw
2271. 1 play B1
2272. 2 play W+4 yellow
2273. 3 accept
2274. 4 play W green
2275. 5 play W yellow
2276. 0 play W blue
2277. 1 play BR
2278. 0 play BPT
2279. 3 point 5
2280. 2 point 0
2281. 0 point 3
2282. 1 point 0
2283. 4 point 5
2284. 5 point 4
2285. 5 play GPT
2286. 5 point 3
2287. 3 point 0
2288. 2 point 5
2289. 4 point 2
2290. 0 point 1
2291. 1 point 5
2292. 4 play G+2
2293. 3 accept
2294. 2 play WDT red 1,3
2295. 1 play R2
2296. 0 play W+4 blue
2297. 5 challenge
2298. 5 play W+4 yellow
2299. 4 challenge
2300. 4 play YS
2301. 2 play W+4 blue
2302. 1 play W+4 blue
2303. 0 accept
2304. 5 play BPT
2305. 5 point 2
2306. 2 point 3
2307. 4 point 3
2308. 3 point 4
2309. 1 point 4
2310. 0 point 3
2311. 4 play BPT
2312. 2 point 0
2313. 3 point 0
2314. 1 point 0
2315. 5 point 0
2316. 4 point 1
2317. 0 point 1
2318. 3 play B7 4
2319. 2 play WPU
2320. 1 play B5
2321. 0 play B+2
2322. 5 play WPU
2323. 4 play WPU
2324. 3 play BPT
2325. 2 play B1
2326. 1 play B5
2327. 0 play B9
2328. 5 play WDT
2329. 4 play W+4
2330. 3 play W
2331. 2 play W
2332. 1 play WPU
2333. 0 play B6
2334. 5 play B3
2335. 4 play BR
2336. 3 play W
2337. 2 play W
2338. 1 play B8
2339. 0 play W
2340. 5 play W+4
2341. 4 play W
2342. 3 play W
2343. 2 play WDT
2344. 1 play BS
2345. 0 play B6
2346. 5 play B7
2347. 4 play BS
2348. 3 play W+4
2349. 2 play WDT
2350. 1 play W+4
2351. 0 play B1
2352. 5 play BR
2353. 4 play W
2354. 3 play WPU
2355. 2 play BPT
2356. 1 play BPT
2357. 0 play B2
2358. 5 play W+4
2359. 4 take
2360. 3 play W yellow
2361. 2 play Y9
2362. 3 play Y9
2363. 2 play Y5
2364. 1 play Y6
2365. 0 play YS
2366. 4 play W+4 red
2367. 3 accept
2368. 2 play R2
2369. 1 play W red
2370. 0 play WDT green 3,5
2371. 5 play G9
2372. 4 play G5
2373. 3 play G+2
2374. 2 accept
2375. 1 play WDT green 1,4
2376. 0 play WDT green 2,5
2377. 5 play WDT blue 0,5
2378. 4 play BPT
2379. 3 point 4
2380. 2 point 5
2381. 0 point 3
2382. 5 point 1
2383. 4 point 3
2384. 1 point 0
2385. 3 play BPT
2386. 5 point 1
2387. 0 point 5
2388. 2 point 1
2389. 1 point 3
2390. 3 point 4
2391. 4 point 0
2392. 2 play WPU
2393. 1 play W
2394. 0 play WPU
2395. 5 play W+4
2396. 4 play B1
2397. 3 play WDT
2398. 2 play W
2399. 1 play B8
2400. 0 play WDT
2401. 5 play W+4
2402. 4 play B8
2403. 3 play B2
2404. 2 take
2405. 1 play WDT yellow 0,4
2406. 0 play W+4 green
2407. 5 play W+4 yellow
2408. 4 play W+4 blue
2409. 3 accept
2410. 2 play WPU
2411. 1 play WDT
2412. 0 play B4
2413. 5 play W
2414. 4 play BPT
2415. 3 play W+4
2416. 2 play B8
2417. 1 take
2418. 0 play W+4 red
2419. 5 play W+4 green
2420. 4 play W+4 blue
2421. 3 play W+4 blue
2422. 2 play W+4 yellow
2423. 1 play W+4 red
2424. 0 play W+4 red
2425. 5 challenge
2426. 5 play R6
2427. 4 play R9
2428. 3 play R+2
2429. 2 accept
2430. 1 play R9
2431. 2 play R9
2432. 1 play W+4 yellow
2433. 0 play W+4 yellow
2434. 5 accept
2435. 4 play W green
2436. 3 play G1
2437. 2 play B1
2438. 1 play WDT green 1,5
2439. 0 play GPT
2440. 4 point 1
2441. 5 point 1
2442. 2 point 0
2443. 0 point 5
2444. 1 point 4
2445. 3 point 1
2446. 5 play G3
2447. 4 play WPU
2448. 3 play WPU
2449. 2 play W+4
2450. 1 play G4
2451. 0 play WPU
2452. 5 play W+4
2453. 4 play G+2
2454. 3 play GS
2455. 2 play W
2456. 1 play W
2457. 0 play W
2458. 5 play G4
2459. 4 play W
2460. 3 play GS
2461. 2 play WDT
2462. 1 play W+4
2463. 0 play G+2
2464. 5 play G2
2465. 4 play W
2466. 3 play W+4
2467. 2 play W+4
2468. 1 play G5
2469. 0 play G8
2470. 5 play WDT
2471. 4 play GPT
2472. 3 play G0
2473. 2 play WDT
2474. 1 play G1
2475. 0 play WPU
2476. 5 play G2
2477. 4 play W
2478. 3 play WDT
2479. 2 play W
2480. 1 take
2481. 0 play W yellow
2482. 5 play Y7 3
2483. 4 play WDT green 3,4
2484. 3 play G5
2485. 2 play R5
2486. 1 play WPU
2487. 0 play W+4
2488. 5 play GR
2489. 4 play WPU
2490. 3 play G9
2491. 2 take
2492. 1 play GPT
2493. 0 point 2
2494. 1 point 5
2495. 3 point 0
2496. 2 point 1
2497. 5 point 1
2498. 4 point 2
2499. 0 play W blue
2500. 5 play WPU
2501. 4 play WPU
2502. 3 play WDT
2503. 2 play WPU
2504. 1 play G0
2505. 0 play W
2506. 5 play G6
2507. 4 play W
2508. 3 play WDT
2509. 2 play W+4
2510. 1 play G2
2511. 0 play W+4
2512. 5 play G7
2513. 4 play G6
2514. 3 play WDT
2515. 2 play GR
2516. 1 play GPT
2517. 0 play WPU
2518. 5 play WDT
2519. 4 play WPU
2520. 3 play W
2521. 2 play G9
2522. 1 play WDT
2523. 0 take
2524. 5 play G3
2525. 4 play W+4 red
2526. 3 challenge
2527. 3 play RR
2528. 4 play WDT red 1,4
2529. 5 play RS
2530. 1 play GS
2531. 3 play GPT
2532. 4 point 1
2533. 0 point 4
2534. 3 point 2
2535. 5 point 4
2536. 1 point 5
2537. 2 point 5
2538. 4 play W+4 blue
2539. 5 challenge
2540. 5 play WDT blue 0,1
2541. 0 play WPU
2542. 1 play W
2543. 2 play B8
2544. 3 play WDT
2545. 4 play B9
2546. 5 play BPT
2547. 0 play B+2
2548. 1 play BPT
2549. 2 play WPU
2550. 3 play W
2551. 4 play BR
2552. 5 play WPU
2553. 0 play W+4
2554. 1 play WPU
2555. 2 play B2
2556. 3 play WDT
2557. 4 play WDT
2558. 5 take
2559. 0 play W green
2560. 1 play W green
2561. 2 play G3
2562. 3 play G7 5
2563. 0 play G7 1
2564. 1 play W+4 yellow
2565. 2 challenge
2566. 2 play Y3
2567. 3 play Y5
2568. 4 play B5
2569. 4 play B5
2570. 5 play WPU
2571. 0 play W
2572. 1 play B9
2573. 2 play BPT
2574. 3 play W+4
2575. 4 play W
2576. 5 play WPU
2577. 0 play B8
2578. 1 play B4
2579. 2 take
2580. 3 play BR
2581. 2 play B8
2582. 1 play W green
2583. 0 draw
2584. 0 play W+4 blue
2585. 5 challenge
2586. 5 pass
2587. 4 play B3
2588. 3 play WPU
2589. 2 play WPU
2590. 1 play B3
2591. 0 play BR
2592. 5 take
2593. 4 play BS
2594. 2 play W red
2595. 1 play R2
2596. 0 play W+4 green
2597. 5 accept
2598. 4 play W+4 yellow
2599. 3 challenge
2600. 3 play Y9
2601. 2 play W+4 green
2602. 1 accept
2603. 0 play G4
2604. 5 play G8
2605. 0 play G8
2606. 5 play R8
2607. 4 play RS
2608. 2 play W green
2609. 1 play W green
2610. 0 play G+2
2611. 5 play Y+2
2612. 4 play B+2
2613. 3 play B+2
2614. 2 accept
2615. 1 play W+4 blue
2616. 0 play W+4 blue
2617. 5 play W+4 red
2618. 4 play W+4 green
2619. 3 play W+4 red
2620. 2 play W+4 blue
2621. 1 accept
2622. 0 play WPU
2623. 5 play W
2624. 4 play B7
2625. 3 play WPU
2626. 2 play B5
2627. 1 play B0
2628. 0 play B5
2629. 5 play WPU
2630. 4 play BPT
2631. 3 play WPU
2632. 2 play B9
2633. 1 play W
2634. 0 play B8
2635. 5 play BS
2636. 4 play B2
2637. 3 play B8
2638. 2 play BPT
2639. 1 play WPU
2640. 0 play WDT
2641. 5 play WPU
2642. 4 play B6
2643. 3 play WDT
2644. 2 play B4
2645. 1 play W+4
2646. 0 play WDT
2647. 5 play B3
2648. 4 play BR
2649. 3 play BPT
2650. 2 play W
2651. 1 play B+2
2652. 0 play B4
2653. 5 play B3
2654. 4 play BS
2655. 3 play B2
2656. 2 play B+2
2657. 1 play WDT
2658. 0 play WDT
2659. 5 play BR
2660. 4 play WPU
2661. 3 play W
2662. 2 take
2663. 1 play WPU
2664. 0 play W+4
2665. 5 take
2666. 4 play B6
2667. 2 play B6
2668. 1 play WDT green 1,3
2669. 0 play WPU
2670. 5 play WPU
2671. 4 play B7
2672. 3 play WDT
2673. 2 play BS
2674. 1 play WPU
2675. 0 play W+4
2676. 5 play W+4
2677. 4 play B1
2678. 3 play BPT
2679. 2 play B2
2680. 1 play WDT
2681. 0 play W
2682. 5 take
2683. 4 play B1
2684. 5 play B1
2685. 4 play W+4 yellow
2686. 3 accept
2687. 2 play WPU
2688. 1 play Y9
2689. 0 play WPU
2690. 5 play YR
2691. 4 play Y9
2692. 3 play Y6
2693. 2 play Y+2
2694. 1 play W
2695. 0 play W+4
2696. 5 play Y7
2697. 4 play Y4
2698. 3 play W
2699. 2 play W+4
2700. 1 play W+4
2701. 0 play Y5
2702. 5 play W+4
2703. 4 play Y5
2704. 3 play Y2
2705. 2 play WDT
2706. 1 play W+4
2707. 0 play Y6
2708. 5 play Y+2
2709. 4 play W
2710. 3 play WDT
2711. 2 play WDT
2712. 1 play W+4
2713. 0 play W+4
2714. 5 play YR
2715. 4 play W
2716. 3 play WDT
2717. 2 play Y0
2718. 1 play WDT
2719. 0 play Y1
2720. 5 play Y2
2721. 4 play W+4
2722. 3 play YS
2723. 2 play W+4
2724. 1 play WDT
2725. 0 play W
2726. 5 play W
2727. 4 play W
2728. 3 play WPU
2729. 2 play Y7
2730. 1 play W+4
2731. 0 play YPT
2732. 5 play YS
2733. 4 take
2734. 3 play WDT blue 4,5
2735. 2 play W red
2736. 1 play R5
2737. 0 play G5
2738. 5 play G1
2739. 4 play Y1
2740. 3 play B1
2741. 2 play B4
2742. 1 play WPU
2743. 0 play GS
2744. 5 play G9
2745. 4 play GR
2746. 3 play GS
2747. 2 play W
2748. 1 play G2
2749. 0 play G7
2750. 5 play GPT
2751. 4 play W
2752. 3 take
2753. 2 play W blue
2754. 1 play WPU
2755. 0 play W
2756. 5 play WPU
2757. 4 play W
2758. 3 play W
2759. 2 play WDT
2760. 1 play RS
2761. 0 play W
2762. 5 play R1
2763. 4 play W+4
2764. 3 play W
2765. 2 play R8
2766. 1 take
2767. 0 play R+2
2768. 5 play R+2
2769. 4 accept
2770. 3 draw
2771. 3 play WPU
2772. 2 play R5
2773. 1 play RS
2774. 0 play RR
2775. 5 play RS
2776. 4 play W
2777. 3 take
2778. 2 play R4
2779. 1 play R5
2780. 3 play R5
2781. 2 play W yellow
2782. 1 play W red
2783. 0 play R0
2784. 5 play W yellow
2785. 4 play Y8
2786. 3 play YS
2787. 1 play BS
2788. 5 play W blue
2789. 4 play BPT
2790. 1 point 0
2791. 2 point 1
2792. 4 point 0
2793. 3 point 2
2794. 5 point 3
2795. 0 point 2
2796. 3 play GPT
2797. 1 point 5
2798. 5 point 2
2799. 2 point 3
2800. 3 point 0
2801. 4 point 3
2802. 0 point 3
2803. 2 play GPT
2804. 3 point 1
2805. 5 point 3
2806. 2 point 4
2807. 1 point 2
2808. 4 point 5
2809. 0 point 5
2810. 1 play WDT blue 2,3
2811. 0 play W red
2812. 5 play R5
2813. 4 play WPU
2814. 3 play WDT
2815. 2 play G7
2816. 1 play G+2
2817. 0 play G3
2818. 5 play G1
2819. 4 play W+4
2820. 3 play W
2821. 2 play G9
2822. 1 play WDT
2823. 0 play G6
2824. 5 play GPT
2825. 4 play WPU
2826. 3 play G1
2827. 2 play G2
2828. 1 play G8
2829. 0 play GPT
2830. 5 play G4
2831. 4 play WPU
2832. 3 play G3
2833. 2 play W
2834. 1 play WPU
2835. 0 play G7
2836. 5 play W
2837. 4 play WDT
2838. 3 play W+4
2839. 2 play GS
2840. 1 play G4
2841. 0 play G8
2842. 5 play G+2
2843. 4 play WDT
2844. 3 play WPU
2845. 2 play G5
2846. 1 play W
2847. 0 play G6
2848. 5 play G2
2849. 4 take
2850. 3 play W blue
2851. 2 play W green
2852. 1 play WPU
2853. 0 play W+4
2854. 5 take
2855. 4 play R8
2856. 3 play R5
2857. 5 play R5
2858. 4 play R3
2859. 3 play W red
2860. 2 play RS
2861. 0 play W red
2862. 5 play W+4 yellow
2863. 4 play W+4 green
2864. 3 play W+4 green
2865. 2 accept
2866. 1 play WPU
2867. 0 play WDT
2868. 5 play WDT
2869. 4 play G1
2870. 3 play WPU
2871. 2 play WPU
2872. 1 play WPU
2873. 0 play G0
2874. 5 take
2875. 4 play G6
2876. 3 play W+4 green
2877. 2 play W+4 yellow
2878. 1 challenge
2879. 1 play Y1
2880. 0 play WPU
2881. 5 play WPU
2882. 4 play WPU
2883. 3 play Y5
2884. 2 play W+4
2885. 1 play WPU
2886. 0 play W
2887. 5 play W+4
2888. 4 play Y8
2889. 3 play Y0
2890. 2 play W
2891. 1 take
2892. 0 play W red
2893. 5 play WDT blue 0,5
2894. 4 play B6
2895. 3 play Y6
2896. 2 play G6
2897. 4 play G6
2898. 3 play GPT
2899. 5 point 4
2900. 1 point 0
2901. 0 point 4
2902. 3 point 4
2903. 4 point 3
2904. 2 point 0
2905. 2 play WPU
2906. 1 play W+4
2907. 0 play G5
2908. 5 play G0
2909. 4 play W+4
2910. 3 play W
2911. 2 play WPU
2912. 1 play W
2913. 0 play WDT
2914. 5 play WDT
2915. 4 play G8
2916. 3 play W
2917. 2 play GS
2918. 1 play WPU
2919. 0 play GR
2920. 5 play WPU
2921. 4 play WPU
2922. 3 play WPU
2923. 2 play W
2924. 1 play W+4
2925. 0 play G9
2926. 5 play G1
2927. 4 play WDT
2928. 3 play W+4
2929. 2 play W
2930. 1 play W
2931. 0 play W
2932. 5 play WPU
2933. 4 play W
2934. 3 play W
2935. 2 play W
2936. 1 play WPU
2937. 0 play W
2938. 5 take
2939. 4 play G1
2940. 3 play Y1
2941. 2 play W red
2942. 1 play R4
2943. 0 play R+2
2944. 5 accept
2945. 4 play R6
2946. 3 play G6
2947. 4 play G6
2948. 3 play WDT blue 4,5
2949. 2 play B9
2950. 1 play B4
2951. 0 play B1
2952. 5 play WPU
2953. 4 play WPU
2954. 3 play Y6
2955. 2 play Y8
2956. 1 play Y1
2957. 0 take
2958. 5 play W+4 red
2959. 4 accept
2960. 3 play RR
2961. 4 play WPU
2962. 5 play G6
2963. 0 play WPU
2964. 1 play W+4
2965. 2 play GR
2966. 3 play W
2967. 4 play WDT
2968. 5 play WDT
2969. 0 take
2970. 1 play WPU
2971. 2 play B6
2972. 3 play WDT
2973. 4 play W
2974. 5 play B4
2975. 0 play W+4
2976. 1 play BR
2977. 2 play BS
2978. 3 play WDT
2979. 4 play B4
2980. 5 play WDT
2981. 0 play WPU
2982. 1 play B9
2983. 2 take
2984. 3 play WDT red 2,5
2985. 4 play RPT
2986. 2 point 3
2987. 4 point 5
2988. 0 point 4
2989. 3 point 2
2990. 5 point 0
2991. 1 point 4
2992. 5 play GPT
2993. 0 point 5
2994. 5 point 4
2995. 3 point 2
2996. 4 point 5
2997. 2 point 3
2998. 1 point 0
2999. 0 play W green
3000. 1 draw
3001. 1 play GPT
3002. 0 point 5
3003. 3 point 1
3004. 4 point 0
3005. 1 point 2
3006. 5 point 3
3007. 2 point 3
3008. 2 play WDT blue 2,5
3009. 3 play WDT green 0,3
3010. 4 play GPT
3011. 4 point 2
3012. 1 point 2
3013. 0 point 4
3014. 5 point 4
3015. 3 point 2
3016. 2 point 3
3017. 5 play W yellow
3018. 0 play Y8
3019. 1 play B8
3020. 2 play WPU
3021. 3 play WDT
3022. 4 play W
3023. 5 play Y3
3024. 0 play Y1
3025. 1 play Y5
3026. 2 play W
3027. 3 play YPT
3028. 4 play WDT
3029. 5 play W
3030. 0 play Y1
3031. 1 play W
3032. 2 play WDT
3033. 3 play Y+2
3034. 4 play Y4
3035. 5 play W
3036. 0 play W+4
3037. 1 play Y8
3038. 2 play WDT
3039. 3 play Y5
3040. 4 play W
3041. 5 play W+4
3042. 0 play Y6
3043. 1 play Y0
3044. 2 play WDT
3045. 3 play YR
3046. 4 play WDT
3047. 5 play W+4
3048. 0 play WDT
3049. 1 take
3050. 2 play W+4 green
3051. 3 play W+4 blue
3052. 4 challenge
3053. 5 play WDT green 0,2
3054. 0 play WDT green 1,3
3055. 1 play WDT yellow 1,5
3056. 2 play WDT yellow 1,4
3057. 3 play Y7 4
3058. 4 play YS
3059. 0 play WPU
3060. 1 play WDT
3061. 2 take
3062. 3 play YPT
3063. 3 point 0
3064. 1 point 5
3065. 4 point 3
3066. 5 point 3
3067. 2 point 1
3068. 0 point 3
3069. 4 play Y7 5
3070. 5 play Y9
3071. 5 play Y9
3072. 0 play WPU
3073. 1 play YR
3074. 2 play YS
3075. 3 play YPT
3076. 4 play WDT
3077. 5 play YS
3078. 0 take
3079. 1 play W blue
3080. 2 play B6
3081. 3 play W green
3082. 4 play G1
3083. 3 play G1
3084. 4 play W yellow
3085. 5 play Y4
3086. 0 play YS
3087. 2 play RS
3088. 4 play WPU
3089. 5 play Y+2
3090. 0 play YPT
3091. 1 play W
3092. 2 play WDT
3093. 3 play W+4
3094. 4 play W
3095. 5 play YR
3096. 0 play WDT
3097. 1 play Y+2
3098. 2 play WDT
3099. 3 play Y3
3100. 4 play YPT
3101. 5 play Y2
3102. 0 play YR
3103. 1 play W+4
3104. 2 play WDT
3105. 3 play WDT
3106. 4 play WDT
3107. 5 play Y2
3108. 0 play YPT
3109. 1 play Y6
3110. 2 take
3111. 3 play W+4 red
3112. 4 play W+4 red
3113. 5 play W+4 red
3114. 0 challenge
3115. 1 play W+4 blue
3116. 2 play W+4 blue
3117. 3 challenge
3118. 3 play WDT yellow 0,4
3119. 4 play W yellow
3120. 5 play W+4 blue
3121. 0 play W+4 red
3122. 1 play W+4 red
3123. 2 accept
3124. 3 play RPT
3125. 3 point 4
3126. 5 point 0
3127. 0 point 3
3128. 4 point 2
3129. 1 point 3
3130. 2 point 4
3131. 4 play WPU
3132. 5 play W+4
3133. 0 play R1
3134. 1 play WDT
3135. 2 play R8
3136. 3 play W+4
3137. 4 play WPU
3138. 5 play W+4
3139. 0 play R8
3140. 1 play W
3141. 2 play RS
3142. 3 play R9
3143. 4 play W
3144. 5 play W+4 uno
3145. 0 play W+4
3146. 1 play WDT
3147. 2 play RR
3148. 3 play R9
3149. 4 play W
3150. 5 play W+4
