[RulesVersion "6"]
[Edition "party"]
[Players "6"]
[Seed "61"]
[HouseRules "stacking seven-o draw-to-match force-play"]
[Digest "2d960295a71fd85b72ff8b18a0365d8452939e01fa38cf791002ee927aa2ac08"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 2 play YS
2. 4 play WDT red 2,5
3. 5 draw
4. 5 play R3
5. 0 play WPU
6. 1 play W
7. 2 play W
8. 3 play B9
9. 4 play B5
10. 5 play W
11. 0 play W+4
12. 1 play W
13. 2 play WDT
14. 3 play B2
15. 4 play B7
16. 5 play B8
17. 0 play W+4
18. 1 play W+4
19. 2 play WPU
20. 3 take
21. 4 play W green
22. 5 play WDT red 0,1
23. 0 play W+4 yellow
24. 1 play W+4 red
25. 2 accept
26. 3 play RR
27. 2 play WDT blue 1,2
28. 1 draw
29. 1 play WDT yellow 3,4
30. 0 play Y7 1
31. 5 play WPU
32. 4 play WPU
33. 3 play W+4
34. 2 play YR
35. 1 play W+4
36. 0 take
37. 5 play Y+2
38. 4 play B+2 uno
39. 3 accept
40. 2 play B3
41. 1 draw
42. 1 play BPT
43. 5 point 4
44. 2 point 4
45. 0 catch 1
46. 3 point 1
47. 0 point 5
48. 1 point 5
49. 4 point 1
50. 0 play W+4 green
51. 5 challenge
52. 5 play G4
53. 4 play WPU
54. 3 play W
55. 2 play WPU
56. 1 play W
57. 0 play W+4
58. 5 play G3
59. 4 play WPU
60. 3 play G0
61. 2 play G5
62. 1 take
63. 0 play G8
64. 5 draw
65. 5 play GPT
66. 0 point 2
67. 3 point 5
68. 5 point 2
69. 1 point 0
70. 2 point 4
71. 4 point 1
72. 4 play W+4 blue
73. 3 play W+4 red
74. 2 play W+4 green
75. 1 play W+4 green
76. 0 challenge
77. 0 play G6
78. 5 play WPU
79. 4 play R8
80. 3 play W+4
81. 2 play W
82. 1 play R+2
83. 0 play WPU
84. 5 take
85. 4 play RS
86. 2 play RPT
87. 0 point 5
88. 4 point 5
89. 1 point 0
90. 2 point 5
91. 3 point 2
92. 5 point 2
93. 1 play W blue
94. 0 play W blue
95. 5 play W+4 blue
96. 4 challenge
97. 4 play B4
98. 3 play B5
99. 2 play B1
100. 1 play W+4 blue
101. 0 accept
102. 5 play B7 1
103. 3 play B7 0
104. 2 play BPT
105. 4 point 1
106. 1 point 0
107. 0 point 4
108. 3 point 1
109. 5 point 0
110. 2 point 0
111. 1 play WPU
112. 0 play WDT
113. 5 play YR
114. 4 play Y1
115. 3 play Y6
116. 2 play WDT
117. 1 play Y2
118. 0 play W+4
119. 5 play Y3
120. 4 play Y3 uno
121. 3 play YR
122. 2 play Y4
123. 1 play YS
124. 0 play W
125. 5 play YPT
126. 4 take
127. 3 play Y9
128. 2 play Y0
129. 1 draw
130. 1 play B0
131. 0 play BPT
132. 5 point 1
133. 2 point 1
134. 4 point 1
135. 3 point 2
136. 1 point 2
137. 0 point 4
138. 5 play BR
139. 0 play B6
140. 1 play G6
141. 2 play WPU
142. 3 play RPT
143. 4 play W
144. 5 play WDT
145. 0 play RR
146. 1 play R2
147. 2 play WDT
148. 3 play W
149. 4 play W
150. 5 play R+2
151. 0 play R7
152. 1 play R7
153. 2 play W
154. 3 play R4
155. 4 play W
156. 5 play WDT
157. 0 play R1
158. 1 play RPT
159. 2 play WDT
160. 3 play R9
161. 4 play WPU
162. 5 play WPU
163. 0 take
164. 1 play RS
165. 3 play R2
166. 4 play WPU
167. 5 play WPU
168. 0 play WPU
169. 1 play G1
170. 2 play G4
171. 3 play WPU
172. 4 play G1
173. 5 play W
174. 0 play WPU
175. 1 play G2
176. 2 play W+4
177. 3 play GS
178. 4 play G8
179. 5 take
180. 0 play GS
181. 2 draw
182. 2 play W green
183. 3 play G5
184. 4 play G7 3
185. 5 play G2
186. 0 play W blue
187. 1 draw
188. 1 play W green
189. 2 play WDT blue 2,5
190. 3 play BS
191. 5 play GS
192. 1 play GPT
193. 4 point 3
194. 3 point 4
195. 2 point 3
196. 0 point 3
197. 5 point 0
198. 1 point 2
199. 2 play YPT
200. 4 point 5
201. 1 point 0
202. 5 point 4
203. 2 point 4
204. 3 point 1
205. 0 point 4
206. 3 draw
207. 3 play W red
208. 4 play WPU
209. 5 play WPU
210. 0 play W+4
211. 1 play Y4
212. 2 play Y4
213. 3 take
214. 4 play Y6
215. 5 play YPT
216. 5 point 0
217. 4 point 3
218. 3 point 2
219. 2 point 5
220. 1 point 0
221. 0 point 5
222. 0 play RPT
223. 0 point 3
224. 3 point 4
225. 2 point 4
226. 1 point 0
227. 5 point 2
228. 4 point 1
229. 1 play RPT
230. 1 point 5
231. 2 point 3
232. 0 point 2
233. 3 point 2
234. 5 point 3
235. 4 point 5
236. 2 play WPU
237. 3 play WDT
238. 4 play G0
239. 5 play G6
240. 0 play G7
241. 1 play GPT
242. 2 play W+4
243. 3 play WPU
244. 4 play GR
245. 5 play W
246. 0 play G3
247. 1 play W+4
248. 2 take
249. 3 play WPU
250. 4 play B6
251. 5 play W+4
252. 0 play B4
253. 1 take
254. 2 play W green
255. 3 play G5
256. 4 play G9
257. 5 play G1
258. 0 play B1
259. 1 play BS
260. 3 play B8
261. 2 play B8
262. 3 play B9
263. 4 play B+2
264. 5 play B+2
265. 0 play R+2
266. 1 play Y+2
267. 2 play R+2
268. 3 accept
269. 4 play WDT yellow 4,5
270. 5 play WPU
271. 0 play W
272. 1 play Y9
273. 2 play W+4
274. 3 play Y0
275. 4 play WDT
276. 5 play WPU
277. 0 play WDT
278. 1 play Y7
279. 2 play YS
280. 3 play Y1
281. 4 play W
282. 5 play Y5
283. 0 play WDT
284. 1 play W+4
285. 2 play Y6
286. 3 play Y4
287. 4 play W
288. 5 play WDT
289. 0 play W
290. 1 play W+4
291. 2 play WDT
292. 3 play W+4
293. 4 play YPT
294. 5 play WPU
295. 0 play WDT
296. 1 play Y2
297. 2 play Y3
298. 3 play W
299. 4 play W
300. 5 take
301. 0 play W green
302. 1 draw
303. 1 play WPU
304. 2 play WPU
305. 3 play WPU
306. 4 play W
307. 5 play Y7
308. 0 play WDT
309. 1 play YPT
310. 2 play Y1
311. 3 play WPU
312. 4 take
313. 5 draw
314. 5 play W+4 blue
315. 0 accept
316. 1 play B4
317. 2 play W+4 yellow
318. 3 play W+4 red
319. 4 accept
320. 5 play R0
321. 0 play W+4 red
322. 1 challenge
323. 1 play RS
324. 3 play WDT yellow 3,4
325. 4 play Y4
326. 5 play W+4 blue
327. 0 play W+4 green
328. 1 challenge
329. 1 play G4
330. 0 play G4
331. 1 play R4
332. 1 play R4
333. 2 play R6
334. 0 play R6
335. 1 play RR
336. 0 play WDT green 2,5
337. 5 play WPU
338. 4 play WPU
339. 3 play GPT
340. 2 take
341. 1 play W green
342. 0 play W blue
343. 5 play WDT green 0,1
344. 4 play G7 0
345. 3 play G5
346. 2 play W+4 yellow
347. 1 accept
348. 0 play W red
349. 5 play W yellow
350. 4 play Y1
351. 3 play Y2
352. 2 play WPU
353. 1 play WPU
354. 0 play GPT
355. 5 play W
356. 4 play G+2
357. 3 play G6
358. 2 play GPT
359. 1 play WDT
360. 0 play G9
361. 5 play WPU
362. 4 play W
363. 3 play G7
364. 2 play G5
365. 1 play WDT
366. 0 play W+4
367. 5 play WDT
368. 4 play G1
369. 3 play G0
370. 2 take
371. 1 draw
372. 1 play W red
373. 0 play R+2
374. 5 play G+2
375. 4 accept
376. 3 play G3
377. 2 play G1
378. 0 play G1
379. 5 play GR
380. 0 play WPU
381. 1 play BS
382. 2 play WPU
383. 3 play BR
384. 4 play BS
385. 5 play W
386. 0 play W+4
387. 1 play B9
388. 2 play WDT
389. 3 take
390. 4 play B8
391. 5 play WPU
392. 0 play W+4
393. 1 play YPT
394. 2 play WDT
395. 3 play WDT
396. 4 play Y6
397. 5 play Y9
398. 0 play W+4
399. 1 play Y4
400. 2 play WDT
401. 3 play WPU
402. 4 play Y9
403. 5 play YPT
404. 0 take
405. 1 play Y+2
406. 2 play G+2
407. 3 accept
408. 4 play WDT red 0,4
409. 5 play W green
410. 0 play W+4 yellow
411. 1 challenge
412. 1 play Y7 2
413. 5 play Y7 3
414. 0 play WDT green 1,4
415. 1 play W red
416. 2 play R7 3
417. 3 play RPT
418. 1 point 5
419. 5 point 3
420. 0 point 1
421. 3 point 0
422. 4 point 2
423. 2 point 4
424. 4 play GPT
425. 3 point 4
426. 0 point 5
427. 2 point 1
428. 4 point 3
429. 5 point 2
430. 1 point 5
431. 5 play YPT
432. 4 point 3
433. 2 point 0
434. 5 point 0
435. 1 point 3
436. 3 point 0
437. 0 point 1
438. 0 play YPT
439. 1 point 0
440. 5 point 3
441. 2 point 0
442. 4 point 5
443. 3 point 5
444. 0 point 5
445. 1 play W+4 red
446. 2 play W+4 green
447. 3 challenge
448. 3 play WPU
449. 4 play R3
450. 5 play WPU
451. 0 play RR
452. 1 play R1
453. 2 play WDT
454. 3 play R7
455. 4 play R8
456. 5 play W
457. 0 play R9
458. 1 play R5
459. 2 play R6
460. 3 play RS
461. 4 play R0
462. 5 play W+4
463. 0 play RPT
464. 1 play W
465. 2 play WDT
466. 3 play R4
467. 4 play WDT
468. 5 play W+4
469. 0 play R+2
470. 1 play W
471. 2 play W+4
472. 3 play WPU
473. 4 play WPU
474. 5 play W
475. 0 play RR
476. 1 play WPU
477. 2 play W
478. 3 play R2
479. 4 play R5
480. 5 play W+4
481. 0 play W
482. 1 play WPU
483. 2 play W
484. 3 play R1
485. 4 play WPU
486. 5 take
487. 0 play WPU
488. 1 take
489. 2 draw
490. 2 play W+4 green
491. 3 accept
492. 4 play GS
493. 0 play GS
494. 2 play GPT
495. 2 point 5
496. 5 point 2
497. 1 point 3
498. 3 point 1
499. 0 point 1
500. 4 point 0
501. 3 play W+4 yellow
502. 4 play W+4 blue
503. 5 play W+4 green
504. 0 play W+4 blue
505. 1 accept
506. 2 play B0
507. 3 play B7 5
508. 4 play WPU
509. 5 play BR
510. 0 play B1
511. 1 play B+2
512. 2 play B6
513. 3 play B5
514. 4 play WPU
515. 5 play B1
516. 0 play W
517. 1 play B+2
518. 2 play W+4
519. 3 play W+4
520. 4 take
521. 5 play B3
522. 0 play R3
523. 1 play WDT green 4,5
524. 2 play G5
525. 3 play Y5
526. 4 play W green
527. 5 play W+4 green
528. 0 play W+4 green
529. 1 accept
530. 2 play G6
531. 3 play WPU
532. 4 play WPU
533. 5 play B3
534. 0 play B4
535. 1 play W+4
536. 2 play W+4
537. 3 play B8
538. 4 play B+2
539. 5 take
540. 0 play WDT green 0,3
541. 1 play WPU
542. 2 play G7
543. 3 play G8
544. 4 play W+4
545. 5 play W+4
546. 0 play WDT
547. 1 play G2
548. 2 play W+4
549. 3 play GPT
550. 4 play GR
551. 5 play WPU
552. 0 play WPU
553. 1 play W
554. 2 play GPT
555. 3 play WDT
556. 4 play GS
557. 5 play G+2
558. 0 play W+4
559. 1 play W
560. 2 play G9
561. 3 play WPU
562. 4 play W+4
563. 5 play G2
564. 0 play GS
565. 1 play G1
566. 2 play G9
567. 3 play WDT
568. 4 take
569. 5 play G3
570. 0 play G4
571. 1 play G+2
572. 2 accept
573. 3 play WDT red 0,5
574. 4 play R9
575. 0 play R9
576. 1 play B9
577. 0 play B9
578. 1 play W+4 green
579. 2 accept
580. 3 play G8
581. 4 play G2
582. 5 play W+4 blue
583. 0 play W+4 green
584. 1 challenge
585. 1 play G1
586. 2 play G3
587. 3 play W+4 green
588. 4 play W+4 yellow
589. 5 play W+4 red
590. 0 play W+4 green
591. 1 accept
592. 2 play G4
593. 3 play W+4 blue
594. 4 play W+4 green
595. 5 challenge
596. 5 play G8
597. 0 play R8
598. 1 play R+2
599. 2 play G+2
600. 3 accept
601. 4 play B+2
602. 5 play B+2
603. 0 accept
604. 1 play WDT yellow 0,3
605. 2 draw
606. 3 play WDT blue 2,5
607. 4 play BR
608. 3 play W+4 blue
609. 2 challenge
610. 2 play WPU
611. 1 play W+4
612. 0 play B8
613. 5 play B4
614. 4 play B1
615. 3 play B7
616. 2 play B9
617. 1 play B2
618. 0 play BR
619. 5 play B3
620. 4 play W+4
621. 3 play WPU
622. 2 play B+2
623. 1 play B2
624. 0 play B+2
625. 5 play B8
626. 4 play B1
627. 3 play BR
628. 2 play B9
629. 1 play B0
630. 0 play BS
631. 5 play B3
632. 4 play WDT
633. 3 play WDT
634. 2 take
635. 1 play W+4 blue
636. 0 challenge
637. 0 play BS
638. 4 play GS
639. 2 play GPT
640. 3 point 4
641. 2 point 3
642. 5 point 2
643. 4 point 1
644. 1 point 4
645. 0 point 3
646. 1 play G5
647. 0 play R5
648. 5 draw
649. 5 play G5
650. 4 play G+2
651. 3 play R+2
652. 2 play B+2
653. 1 play Y+2
654. 0 play G+2
655. 5 accept
656. 4 play G4
657. 3 play W yellow
658. 2 play WPU
659. 1 play G1
660. 0 play GR
661. 5 play G5
662. 4 play G9
663. 3 play W
664. 2 play G7
665. 1 play WDT
666. 0 play WDT
667. 5 play GPT
668. 4 play G7
669. 3 play W+4
670. 2 play G3
671. 1 play G3
672. 0 play G4
673. 5 play G+2
674. 4 play WDT
675. 3 play WDT
676. 2 play WDT
677. 1 play WPU
678. 0 play WPU
679. 5 play G2
680. 4 play GPT
681. 3 play G8
682. 2 play WDT
683. 1 play G5
684. 0 play WPU
685. 5 take
686. 4 play G1
687. 3 play W yellow
688. 2 play W+4 yellow
689. 1 play W+4 blue
690. 0 challenge
691. 0 play WDT red 1,3
692. 5 play R5
693. 4 play RPT
694. 4 point 3
695. 3 point 4
696. 2 point 4
697. 0 point 2
698. 5 point 4
699. 1 point 0
700. 3 play BPT
701. 3 point 2
702. 0 point 5
703. 4 point 1
704. 2 point 3
705. 5 point 1
706. 1 point 2
707. 2 play B8
708. 2 play B8
709. 1 play W green
710. 0 play WPU
711. 5 play W
712. 4 play B5
713. 3 play WDT
714. 2 play B4
715. 1 play B5
716. 0 play W
717. 5 play WDT
718. 4 play B6
719. 3 play WDT
720. 2 play BS
721. 1 play B6
722. 0 play W
723. 5 play WPU
724. 4 play WDT
725. 3 play W
726. 2 play B1
727. 1 play W+4
728. 0 play WPU
729. 5 play WDT
730. 4 play WDT
731. 3 play WDT
732. 2 play B2
733. 1 play W+4
734. 0 play WPU
735. 5 play B+2
736. 4 play W
737. 3 play BPT
738. 2 play B3
739. 1 play W+4
740. 0 play W
741. 5 play W
742. 4 play WPU
743. 3 play B4
744. 2 play B7
745. 1 play WPU
746. 0 play W
747. 5 play WPU
748. 4 play W
749. 3 play BPT
750. 2 play B2
751. 1 take
752. 0 play W blue
753. 5 play WPU
754. 4 play WPU
755. 3 play BPT
756. 2 play B1
757. 1 play BPT
758. 0 play W
759. 5 play W+4
760. 4 play B7
761. 3 play W
762. 2 play B+2
763. 1 play WPU
764. 0 take
765. 5 play WDT blue 1,5
766. 4 play WPU
767. 3 play W
768. 2 play BS
769. 1 play WDT
770. 0 play W+4
771. 5 play WDT
772. 4 play WPU
773. 3 play W
774. 2 play B0
775. 1 play B3
776. 0 play W
777. 5 play WDT
778. 4 play WPU
779. 3 play W
780. 2 play B3
781. 1 play B5
782. 0 play B7
783. 5 play WDT
784. 4 play WDT
785. 3 take
786. 2 play BR
787. 3 play WDT yellow 4,5
788. 4 play YPT
789. 0 point 2
790. 1 point 0
791. 4 point 2
792. 5 point 1
793. 2 point 3
794. 3 point 4
795. 5 play Y+2
796. 0 play R+2
797. 1 play Y+2
798. 2 accept
799. 3 play Y4
800. 1 play Y4
801. 2 play W yellow
802. 3 play Y3
803. 4 play WPU
804. 5 play Y6
805. 0 play Y7
806. 1 play WPU
807. 2 play W+4
808. 3 play Y2
809. 4 play W+4
810. 5 play Y7
811. 0 play WPU
812. 1 play WDT
813. 2 play WPU
814. 3 play W+4
815. 4 play W+4
816. 5 play Y1
817. 0 play W
818. 1 play Y6
819. 2 play W+4
820. 3 play Y5
821. 4 play W+4
822. 5 play YS
823. 0 play WPU
824. 1 play Y1
825. 2 play Y+2
826. 3 play WPU
827. 4 play W+4
828. 5 take
829. 0 play YPT
830. 0 point 5
831. 2 point 4
832. 3 point 2
833. 1 point 3
834. 5 point 1
835. 4 point 5
836. 1 play W+4 yellow
837. 2 accept
838. 3 play Y0
839. 4 play Y4
840. 5 play R4
841. 1 play R4
842. 2 play WPU
843. 3 play R7
844. 4 play WPU
845. 5 play R5
846. 0 play R+2
847. 1 play R9
848. 2 play R3
849. 3 play R+2
850. 4 play RPT
851. 5 play W+4
852. 0 play W+4
853. 1 play WPU
854. 2 play W+4
855. 3 take
856. 4 play R2
857. 5 play G2
858. 0 play GR
859. 5 play GPT
860. 4 point 3
861. 2 point 1
862. 1 point 4
863. 5 point 3
864. 0 point 4
865. 3 point 1
866. 4 play G6
867. 3 draw
868. 3 play GR
869. 4 play WDT red 0,5
870. 5 play R3
871. 0 play W blue
872. 1 play B+2
873. 2 play B+2
874. 3 play Y+2
875. 4 accept
876. 5 play W+4 blue
877. 0 play W+4 green
878. 1 accept
879. 2 play WPU
880. 3 play G0
881. 4 play G6
882. 5 play G9
883. 0 play G2
884. 1 play WPU
885. 2 play W
886. 3 play WPU
887. 4 play GR
888. 5 play GS
889. 0 play G5
890. 1 play G2
891. 2 play WDT
892. 3 play GPT
893. 4 play W
894. 5 play GS
895. 0 play G1
896. 1 play W+4
897. 2 play G4
898. 3 play WPU
899. 4 play W+4
900. 5 play G8
901. 0 play WDT
902. 1 play GPT
903. 2 play WPU
904. 3 play W+4
905. 4 play WDT
906. 5 play GR
907. 0 play G4
908. 1 take
909. 2 play WPU
910. 3 play W+4
911. 4 play WDT
912. 5 play WPU
913. 0 play WPU
914. 1 play G6
915. 2 play W+4
916. 3 play W+4
917. 4 play WDT
918. 5 play G6
