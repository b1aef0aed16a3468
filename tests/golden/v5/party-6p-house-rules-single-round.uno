[RulesVersion "5"]
[Edition "party"]
[Players "6"]
[Seed "61"]
[HouseRules "stacking seven-o draw-to-match force-play"]
[Digest "d3cb39a0f4ce026c29545c0a5bbd84b344e5e1c995fd54faa9750ec2a85843ca"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 2 play R0
2. 3 play W+4 red
3. 4 challenge
4. 4 play R9
5. 5 play WDT yellow 0,2
6. 0 play Y3
7. 1 play WPU
8. 2 play W+4
9. 3 play R7
10. 4 play WDT
11. 5 play WDT
12. 0 play W
13. 1 play W
14. 2 play R8
15. 3 play RR
16. 4 take
17. 5 draw
18. 5 play R9
19. 0 play R5
20. 1 play WDT red 2,5
21. 2 play WDT blue 0,2
22. 3 play W+4 blue
23. 4 play W+4 blue
24. 5 challenge
25. 5 draw
26. 5 play WPU
27. 0 play G7
28. 1 play W
29. 2 play WPU
30. 3 play W
31. 4 play W+4
32. 5 play G+2
33. 0 play G3
34. 1 play G9
35. 2 take
36. 3 play G2
37. 4 play G9
38. 2 play G9
39. 3 play Y9
40. 4 play W green
41. 5 draw
42. 5 play W+4 green
43. 0 challenge
44. 1 draw
45. 1 play W+4 yellow
46. 2 play W+4 green
47. 3 challenge
48. 3 draw
49. 3 play W+4 red
50. 4 challenge
51. 5 draw
52. 5 play WPU
53. 0 play W
54. 1 take
55. 2 play WPU
56. 3 play Y3
57. 4 play Y2
58. 5 play Y2
59. 0 play WDT
60. 1 play Y7
61. 2 play Y7
62. 3 play YPT
63. 5 catch 3
64. 4 play WDT
65. 5 play Y6
66. 0 play YS
67. 1 play W
68. 2 play W+4
69. 3 take
70. 4 play W+4 red
71. 5 challenge
72. 5 draw
73. 5 play RPT
74. 3 point 2
75. 1 point 0
76. 5 point 3
77. 2 point 0
78. 0 point 4
79. 4 point 1
80. 0 play W green
81. 1 draw
82. 1 play W+4 blue
83. 2 play W+4 blue
84. 3 play W+4 yellow
85. 4 accept
86. 5 play Y9
87. 0 play Y0
88. 1 play WPU
89. 2 play B9
90. 3 play B1
91. 4 play W
92. 5 play B5
93. 0 play BR
94. 1 play WDT
95. 2 play B8
96. 3 play B+2
97. 4 play WPU
98. 5 play WPU
99. 0 play B+2
100. 1 play W
101. 2 take
102. 3 play BS
103. 5 play WPU
104. 0 play GS
105. 1 play W
106. 2 play G8
107. 3 play G4
108. 4 play WDT
109. 5 play G5
110. 0 take
111. 1 draw
112. 1 play W yellow
113. 2 play W red
114. 3 play W blue
115. 4 play WDT red 1,4
116. 5 play R7 3
117. 0 play W yellow
118. 1 play YPT
119. 2 point 3
120. 1 point 0
121. 0 point 1
122. 3 point 2
123. 5 point 4
124. 4 point 2
125. 2 play Y+2
126. 3 accept
127. 4 play Y6
128. 5 play Y4
129. 0 play Y8
130. 1 play YR
131. 0 play YPT
132. 0 point 5
133. 2 point 4
134. 4 point 5
135. 3 point 2
136. 1 point 0
137. 5 point 3
138. 5 play WPU
139. 4 play Y2
140. 3 play WPU
141. 2 play WPU
142. 1 take
143. 0 play Y4
144. 5 play Y1
145. 4 play Y5
146. 3 play Y6
147. 2 play W red
148. 1 play WPU
149. 0 play B4
150. 5 play BPT
151. 4 play W+4
152. 3 play WPU
153. 2 play WDT
154. 1 play B2
155. 0 play WDT
156. 5 play W
157. 4 play B8
158. 3 play B9
159. 2 play BS
160. 1 play B3
161. 0 take
162. 5 play B0
163. 4 play WDT red 3,4
164. 3 play RS
165. 1 draw
166. 1 play W red
167. 0 play WPU
168. 5 play W
169. 4 play WDT
170. 3 play GPT
171. 2 play GPT
172. 1 play G4
173. 0 take
174. 5 play WDT blue 0,1
175. 4 play W red
176. 3 draw
177. 3 play W yellow
178. 2 play W blue
179. 1 play B8
180. 0 play B7 3
181. 5 play B9
182. 4 play B5
183. 3 play W red
184. 2 play W blue
185. 1 play BR
186. 2 play GR
187. 1 play BR
188. 2 play W red
189. 3 play R3
190. 3 play R3
191. 4 play R2
192. 5 play W+4 red
193. 0 accept
194. 1 play WPU
195. 2 play Y1
196. 3 play Y2
197. 4 play YPT
198. 5 play WPU
199. 0 play WPU
200. 1 play W
201. 2 play WDT
202. 3 play WDT
203. 4 take
204. 5 play Y5
205. 0 play Y3
206. 1 play YS
207. 3 play Y8
208. 4 play WPU
209. 5 play WDT
210. 0 play R+2
211. 1 play W
212. 2 play R2
213. 3 play RS
214. 4 play WDT
215. 5 take
216. 0 draw
217. 0 play W red
218. 1 play RPT
219. 0 point 3
220. 1 point 5
221. 5 point 1
222. 4 point 0
223. 2 point 0
224. 3 point 0
225. 2 play R8
226. 4 play R8
227. 5 play B8
228. 0 play BS
229. 2 play B4
230. 3 draw
231. 5 play B4
232. 0 play W yellow
233. 1 draw
234. 1 play WPU
235. 2 play R5
236. 3 play R9
237. 4 play WDT
238. 5 play R2
239. 0 play R7
240. 1 play R3
241. 2 play RPT
242. 3 play RS
243. 4 play WPU
244. 5 play W+4
245. 0 play R+2
246. 1 take
247. 2 play RR
248. 1 play R5
249. 0 draw
250. 0 play W+4 yellow
251. 5 accept
252. 4 play Y1
253. 3 play WPU
254. 2 play WDT
255. 1 play WDT
256. 0 play YPT
257. 5 play WDT
258. 4 play Y2
259. 3 take
260. 2 play WDT red 0,3
261. 1 play RPT
262. 1 point 4
263. 2 point 5
264. 4 point 2
265. 3 point 1
266. 0 point 3
267. 5 point 1
268. 0 play GPT
269. 4 point 0
270. 5 point 1
271. 2 point 3
272. 0 point 5
273. 1 point 5
274. 3 point 0
275. 5 play WDT red 2,3
276. 4 draw
277. 4 play WDT red 1,4
278. 3 play W+4 red
279. 2 challenge
280. 2 play R4
281. 1 play RS
282. 5 play W blue
283. 4 play W red
284. 3 play WDT blue 2,3
285. 2 play BPT
286. 2 point 4
287. 1 point 5
288. 3 point 5
289. 4 point 3
290. 0 point 1
291. 5 point 2
292. 1 play B+2
293. 0 accept
294. 5 play B2
295. 4 play G2
296. 3 play WPU
297. 2 play WDT
298. 1 play WPU
299. 0 play YS
300. 5 play W
301. 4 play Y8
302. 3 play Y2
303. 2 play W
304. 1 play W+4
305. 0 play WPU
306. 5 play Y0
307. 4 play YPT
308. 3 play Y9
309. 2 play W
310. 1 play WPU
311. 0 play Y7
312. 5 play Y3
313. 4 play Y9
314. 3 play Y1
315. 2 take
316. 1 play WPU
317. 0 play Y2
318. 5 play W+4
319. 4 take
320. 3 play W+4 green
321. 2 play W+4 red
322. 1 challenge
323. 1 play R7 3
324. 0 play Y7 5
325. 2 play Y7 5
326. 1 play YPT
327. 5 point 4
328. 3 point 5
329. 4 point 2
330. 1 point 2
331. 2 point 4
332. 0 point 2
333. 0 play W red
334. 5 play W+4 green
335. 4 play W+4 red
336. 3 accept
337. 2 play R1
338. 5 play R1
339. 4 play W+4 yellow
340. 3 play W+4 yellow
341. 2 play W+4 yellow
342. 1 challenge
343. 1 play WDT blue 0,2
344. 0 play B3
345. 5 play WPU
346. 4 play W
347. 3 play Y5
348. 2 play W
349. 1 play WDT
350. 0 play Y+2
351. 5 play WDT
352. 4 play Y4
353. 3 play YPT
354. 2 play Y7
355. 1 play WDT
356. 0 play YR
357. 5 play W
358. 4 play WPU
359. 3 play W
360. 2 play W+4
361. 1 play Y4
362. 0 play W
363. 5 play Y0
364. 4 play Y2
365. 3 play W
366. 2 play Y6
367. 1 play Y+2
368. 0 play W
369. 5 play Y3
370. 4 play WDT
371. 3 play WDT
372. 2 play YR
373. 1 take
374. 0 play W blue
375. 5 play B9
376. 3 play B9
377. 2 play G9
378. 1 play W yellow
379. 0 draw
380. 0 play W+4 green
381. 5 play W+4 green
382. 4 accept
383. 3 play G5
384. 2 play B5
385. 3 play B5
386. 2 play W+4 yellow
387. 1 play W+4 yellow
388. 0 accept
389. 5 play W blue
390. 4 play B4
391. 3 play BR
392. 4 play W+4 blue
393. 5 challenge
394. 5 play BPT
395. 0 point 1
396. 5 point 4
397. 3 point 5
398. 2 point 0
399. 4 point 2
400. 1 point 2
401. 0 play B7 4
402. 1 play WDT red 3,4
403. 2 play WPU
404. 3 play B0
405. 4 play W
406. 5 play WDT
407. 0 play WDT
408. 1 play WDT
409. 2 play B2
410. 3 play B8
411. 4 play BS
412. 5 play WDT
413. 0 play B4
414. 1 play B6
415. 2 play W
416. 3 play B+2
417. 4 play W
418. 5 play B3
419. 0 play B8
420. 1 play B2
421. 2 play WDT
422. 3 play B1
423. 4 play B1
424. 5 play WPU
425. 0 play W
426. 1 play BPT
427. 2 play BS
428. 3 take
429. 4 play BPT
430. 1 point 5
431. 5 point 0
432. 3 point 1
433. 4 point 5
434. 0 point 2
435. 2 point 0
436. 5 play GPT
437. 5 point 3
438. 2 point 1
439. 0 point 4
440. 1 point 4
441. 4 point 1
442. 3 point 4
443. 0 play G7 4
444. 1 play WDT green 0,4
445. 2 play WDT green 2,4
446. 3 play G9
447. 4 play W+4 green
448. 5 accept
449. 0 play G1
450. 1 play W yellow
451. 2 play W+4 yellow
452. 3 accept
453. 4 play YS
454. 0 play YPT
455. 3 point 2
456. 5 point 3
457. 2 point 1
458. 4 point 3
459. 1 point 5
460. 0 point 1
461. 1 play W yellow
462. 2 play W+4 blue
463. 3 play W+4 green
464. 4 challenge
465. 4 play W green
466. 5 play WDT red 1,2
467. 0 play RS
468. 2 play W+4 blue
469. 3 play W+4 red
470. 4 challenge
471. 4 play RPT
472. 2 point 3
473. 4 point 0
474. 3 point 1
475. 5 point 1
476. 1 point 4
477. 0 point 2
478. 5 play WPU
479. 0 play RS
480. 1 play WPU
481. 2 play R8
482. 3 play R+2
483. 4 play R7
484. 5 play R5
485. 0 play R+2
486. 1 play WPU
487. 2 play RS
488. 3 play R9
489. 4 play RPT
490. 5 play R6
491. 0 play W
492. 1 play W+4
493. 2 play R8
494. 3 play WDT
495. 4 play WDT
496. 5 play R9
497. 0 play WDT
498. 1 play W
499. 2 play R1
500. 3 play WPU
501. 4 play WPU
502. 5 play W+4
503. 0 play RPT
504. 1 play W
505. 2 play WPU
506. 3 play W+4
507. 4 play RPT
508. 5 play R4
509. 0 play W+4
510. 1 play WDT
511. 2 play R4
512. 3 play W+4
513. 4 take
514. 5 play W yellow
515. 0 play Y1
516. 1 play Y5
517. 2 play Y6
518. 3 draw
519. 1 play Y6
520. 2 play WPU
521. 3 play YPT
522. 4 play W
523. 5 play Y2
524. 0 play W+4
525. 1 play YPT
526. 2 play Y8
527. 3 play WDT
528. 4 play WDT
529. 5 play Y8
530. 0 play W+4
531. 1 play Y+2
532. 2 play WPU
533. 3 play W
534. 4 play W+4
535. 5 play Y1
536. 0 take
537. 1 play Y0
538. 2 play Y2
539. 1 play Y2
540. 2 play YR
541. 1 play W red
542. 0 play W yellow
543. 5 play WDT blue 0,4
544. 4 play B8
545. 3 play W+4 yellow
546. 2 play W+4 green
547. 1 play W+4 yellow
548. 0 play W+4 yellow
549. 5 play W+4 yellow
550. 4 challenge
551. 4 play W yellow
552. 3 draw
553. 3 play W+4 red
554. 2 play W+4 red
555. 1 play W+4 red
556. 0 challenge
557. 0 play R6
558. 5 play R5
559. 4 play W red
560. 3 play R5
561. 2 play WDT blue 0,5
562. 1 play W+4 red
563. 0 challenge
564. 0 draw
565. 0 play WDT red 1,5
566. 5 play WPU
567. 4 play R2
568. 3 play RR
569. 2 play W
570. 1 play W
571. 0 play RR
572. 5 play R9
573. 4 play R3
574. 3 take
575. 2 play W green
576. 1 play G8
577. 0 play G6
578. 5 play G2
579. 4 play G9
580. 5 play G9
581. 4 play G1
582. 3 play W+4 yellow
583. 2 challenge
584. 2 play Y+2
585. 1 play Y+2
586. 0 accept
587. 5 play Y0
588. 4 play W+4 blue
589. 3 accept
590. 2 play W green
591. 1 play G4
592. 0 play GS
593. 4 play G7 2
594. 3 play G0
595. 2 play Y0
596. 1 play R0
597. 0 play W green
598. 5 play W yellow
599. 4 play Y5
600. 3 play W+4 red
601. 2 challenge
602. 2 play W yellow
603. 1 play W+4 yellow
604. 0 play W+4 green
605. 5 play W+4 green
606. 4 challenge
607. 4 play G6
608. 3 play W+4 green
609. 2 challenge
610. 2 play GR
611. 3 play WPU
612. 4 play WDT
613. 5 play W+4
614. 0 play G+2
615. 1 play W+4
616. 2 play WPU
617. 3 play G4
618. 4 play GPT
619. 5 play G3
620. 0 play WPU
621. 1 play WDT
622. 2 play WPU
623. 3 play W+4
624. 4 play GPT
625. 5 play W
626. 0 play WPU
627. 1 play G5
628. 2 play G8
629. 3 play W
630. 4 take
631. 5 play GS
632. 1 play G1
633. 2 play G6
634. 3 play W blue
635. 4 play WPU
636. 5 play WDT
637. 0 play W
638. 1 play G7
639. 2 play G1
640. 3 play W
641. 4 play G3
642. 5 play G3
643. 0 play G7
644. 1 play G9
645. 2 play G2
646. 3 play G4
647. 4 play G4
648. 5 play WPU
649. 0 play WDT
650. 1 play W
651. 2 play WPU
652. 3 play GPT
653. 4 play GPT
654. 5 play WDT
655. 0 play WDT
656. 1 play W
657. 2 play GS
658. 3 play W+4
659. 4 play G+2
660. 5 play WDT
661. 0 play GPT
662. 1 play G9
663. 2 play G8
664. 3 play G6
665. 4 play WPU
666. 5 play G+2
667. 0 play WDT
668. 1 take
669. 2 play G2
670. 3 play WPU
671. 4 play W+4
672. 5 play W+4
673. 0 play WDT
674. 1 play WDT
675. 2 take
676. 3 draw
677. 3 play GS
678. 5 play RS
679. 1 play R9
680. 2 play WDT green 2,4
681. 3 play G0
682. 4 play WDT blue 3,4
683. 5 play B7 3
684. 0 play R7 1
685. 1 play R8
686. 2 play R2
687. 3 play WPU
688. 4 play R6
689. 5 play WDT
690. 0 play R2
691. 1 play R9
692. 2 play W
693. 3 play W+4
694. 4 play WDT
695. 5 play R1
696. 0 play WDT
697. 1 play W
698. 2 play RR
699. 3 play W
700. 4 play R5
701. 5 play W+4
702. 0 play R3
703. 1 play R4
704. 2 play W+4
705. 3 play WPU
706. 4 play R5
707. 5 play R7
708. 0 play W
709. 1 play R6
710. 2 play WPU
711. 3 play W+4
712. 4 take
713. 5 play W+4 yellow
714. 0 accept
715. 1 play Y2
716. 2 play G2
717. 3 play GPT
718. 1 point 4
719. 5 point 1
720. 4 point 2
721. 0 point 5
722. 2 point 1
723. 3 point 5
724. 4 play W+4 green
725. 5 accept
726. 0 play G0
727. 1 play B0
728. 2 play BR
729. 1 play B7 4
730. 0 play B9
731. 5 play WDT yellow 0,4
732. 4 play Y7 0
733. 3 play Y2
734. 2 play W green
735. 1 play G7 5
736. 0 play G1
737. 5 play G3
738. 4 play R3
739. 3 play R9
740. 2 play RS
741. 0 play WPU
742. 5 play GPT
743. 4 play G5
744. 3 play W+4
745. 2 play W
746. 1 play W
747. 0 play G2
748. 5 play W+4
749. 4 play W
750. 3 play W+4
751. 2 play WDT
752. 1 play G5
753. 0 play WPU
754. 5 play GS
755. 4 play WPU
756. 3 play W
757. 2 take
758. 1 play GR
759. 2 play GPT
760. 4 point 2
761. 5 point 3
762. 3 point 1
763. 1 point 5
764. 2 point 1
765. 0 point 5
766. 3 play W blue
767. 4 play BPT
768. 3 point 0
769. 1 point 5
770. 4 point 3
771. 5 point 2
772. 2 point 5
773. 0 point 5
774. 5 play W red
775. 0 draw
776. 0 play R9
777. 4 play R9
778. 5 play G9
779. 0 play Y9
780. 1 play Y7 0
781. 2 play YS
782. 4 play Y1
783. 5 play Y5
784. 0 play YR
785. 5 play GR
786. 0 play G8
787. 5 play G8
788. 0 play W green
789. 1 play G1
790. 2 play GPT
791. 3 point 1
792. 1 point 5
793. 4 point 5
794. 5 point 3
795. 0 point 2
796. 2 point 4
797. 3 play RPT
798. 5 point 2
799. 1 point 0
800. 4 point 5
801. 3 point 4
802. 0 point 4
803. 2 point 5
804. 4 play W blue
805. 5 play BR
806. 4 play RR
807. 5 play RR
808. 4 play R6
809. 4 play R6
810. 3 play R8
811. 2 play B8
812. 3 play B8
813. 2 play B9
814. 1 play B4
815. 0 play Y4
816. 5 play Y0
817. 4 play Y2
818. 3 play W+4 blue
819. 2 play W+4 blue
820. 1 play W+4 red
821. 0 challenge
822. 0 play R7 4
823. 3 play R7 4
824. 2 play R1
825. 1 play B1
826. 0 play W+4 green
827. 5 challenge
828. 5 play WDT green 2,3
829. 4 play G2
830. 3 draw
831. 3 play Y2
832. 2 play W+4 blue
833. 1 play W+4 green
834. 0 challenge
835. 0 play G4
836. 0 play G4
837. 5 play Y4
838. 1 play Y4
839. 0 play YR
840. 1 play WPU
841. 2 play W
842. 3 play RPT
843. 4 play R1
844. 5 play R3
845. 0 play W+4
846. 1 play WDT
847. 2 play W+4
848. 3 take
849. 4 play R2
850. 4 play R2
851. 5 draw
852. 5 play R8
853. 0 play B8
854. 1 play B+2
855. 2 play R+2
856. 3 accept
857. 4 play R5
858. 4 play R5
859. 5 draw
860. 5 play R8
861. 0 play R3
862. 1 play R8
863. 2 play R+2
864. 3 accept
865. 4 play W yellow
866. 5 play Y2
867. 3 play Y2
868. 4 play WPU
869. 5 take
870. 0 play WPU
871. 1 play Y1
872. 2 play Y6
873. 3 play YPT
874. 4 play Y7
875. 5 play Y3
876. 0 play WDT
877. 1 play Y+2
878. 2 play YR
879. 3 play YPT
880. 4 play Y8
881. 5 play Y5
882. 0 play W
883. 1 play WDT
884. 2 play Y7
885. 3 play YS
886. 4 play W
887. 5 play Y3
888. 0 play Y9
889. 1 play W+4
890. 2 play Y0
891. 3 play W+4
892. 4 play WDT
893. 5 take
894. 0 play WDT red 0,4
895. 1 play WPU
896. 2 play Y6
897. 3 play W
898. 4 play YPT
899. 5 play Y5
900. 0 play W
901. 1 play Y1
902. 2 play WPU
903. 3 play W+4
904. 4 play Y5
905. 5 play Y9
906. 0 play W
907. 1 play YS
908. 2 play WPU
909. 3 play W+4
910. 4 play WDT
911. 5 play Y1
912. 0 play WPU
913. 1 play WPU
914. 2 play W
915. 3 play Y9
916. 4 play W
917. 5 play Y7
918. 0 play WPU
919. 1 play Y+2
920. 2 play W+4
921. 3 play WDT
922. 4 play WDT
923. 5 play Y8
924. 0 play WDT
925. 1 play W+4
926. 2 play W+4
927. 3 take
928. 4 play WPU
929. 5 play B4
930. 0 play B6
931. 1 play B+2
932. 2 play W+4
933. 3 play W
934. 4 play W+4
935. 5 play W
936. 0 play B9
937. 1 play B7
938. 2 play W
939. 3 play WPU
940. 4 play W+4
941. 5 play W+4
942. 0 play B7
943. 1 play B1
944. 2 play B8
945. 3 play W+4
946. 4 take
947. 5 play BPT
948. 0 point 4
949. 2 point 0
950. 4 point 1
951. 5 point 3
952. 3 point 4
953. 1 point 4
954. 0 play B0
955. 1 draw
956. 1 play WPU
957. 2 play W+4
958. 3 play RPT
959. 4 play R6
960. 5 play R3
961. 0 play W
962. 1 play R8
963. 2 play W
964. 3 play RPT
965. 4 play WDT
966. 5 play W+4
967. 0 play R2
968. 1 play R8
969. 2 play R1
970. 3 play R4
971. 4 play WPU
972. 5 play RS
973. 0 play W+4
974. 1 play RR
975. 2 play W
976. 3 play R6
977. 4 play RR
978. 5 play WPU
979. 0 play WDT
980. 1 play WDT
981. 2 play R9
982. 3 play WPU
983. 4 play WDT
984. 5 play W
985. 0 play WDT
986. 1 play WDT
987. 2 play R9
988. 3 play RPT
989. 4 play WPU
990. 5 play W+4
991. 0 play WDT
992. 1 play WDT
993. 2 play W
994. 3 play R0
995. 4 play R7
996. 5 play W+4
997. 0 take
998. 1 draw
999. 1 play R5
1000. 2 play B5
1001. 0 play B5
1002. 1 play WDT yellow 2,5
1003. 2 play W green
1004. 3 play GS
1005. 5 draw
1006. 5 play WDT blue 1,3
1007. 0 play W green
1008. 1 play G1
1009. 2 play B1
1010. 3 play BR
1011. 2 play B8
1012. 5 play B8
1013. 4 play WPU
1014. 3 play WPU
1015. 2 play W
1016. 1 take
1017. 0 play W+4 red
1018. 5 play W+4 blue
1019. 4 play W+4 yellow
1020. 3 challenge
1021. 3 play WPU
1022. 2 play B3
1023. 1 play WPU
1024. 0 play WDT
1025. 5 play B+2
1026. 4 play W+4
1027. 3 take
1028. 2 play B3
1029. 3 play B3
1030. 2 play B6
1031. 1 play G6
1032. 1 play G6
1033. 0 play WDT red 0,4
1034. 5 play W+4 blue
1035. 4 play W+4 yellow
1036. 3 play W+4 blue
1037. 2 challenge
1038. 2 play BS
1039. 0 draw
1040. 0 play W+4 yellow
1041. 5 play W+4 red
1042. 4 accept
1043. 3 play R5
1044. 2 play G5
1045. 1 draw
1046. 1 play W+4 green
1047. 0 play W+4 green
1048. 5 accept
1049. 4 play WDT red 1,4
1050. 3 play WDT yellow 2,4
1051. 2 play W green
1052. 1 play G+2
1053. 0 accept
1054. 5 play W blue
1055. 4 play B6
1056. 3 play WDT yellow 2,3
1057. 2 play W yellow
1058. 1 play Y2
1059. 0 play YS
1060. 4 play YPT
1061. 3 point 5
1062. 4 point 1
1063. 1 point 5
1064. 5 point 4
1065. 2 point 0
1066. 0 point 2
1067. 3 play BPT
1068. 4 point 1
1069. 0 point 2
1070. 1 point 3
1071. 5 point 2
1072. 2 point 3
1073. 3 point 5
1074. 2 play B2
1075. 2 play B2
1076. 1 play Y2
1077. 0 play YPT
1078. 5 point 4
1079. 2 point 0
1080. 0 point 5
1081. 4 point 1
1082. 1 point 4
1083. 3 point 5
1084. 5 play Y4
1085. 4 play G4
1086. 3 play G4
1087. 2 play B4
1088. 5 play B4
1089. 4 play B8
1090. 3 play WPU
1091. 2 play BPT
1092. 1 play W
1093. 0 play WPU
1094. 5 play B7
1095. 4 play WDT
1096. 3 play B3
1097. 2 play B9
1098. 1 take
1099. 0 play W yellow
1100. 5 play Y8
1101. 4 play W green
1102. 3 play G+2
1103. 2 accept
1104. 1 play GPT
1105. 1 point 4
1106. 0 point 4
1107. 4 point 3
1108. 2 point 1
1109. 5 point 2
1110. 3 point 0
1111. 0 play G4
1112. 5 play GR
1113. 0 play WDT blue 2,4
1114. 1 play B4
1115. 2 play BR
1116. 1 play B9
1117. 5 play B9
1118. 4 play B2
1119. 5 play B2
1120. 4 play WPU
1121. 3 play W
1122. 2 play G1
1123. 1 play W
1124. 0 play W
1125. 5 play W+4
1126. 4 play WPU
1127. 3 play GS
1128. 2 play G5
1129. 1 play G+2
1130. 0 play W
1131. 5 play G5
1132. 4 play G0
1133. 3 play W+4
1134. 2 play WDT
1135. 1 play G9
1136. 0 play WDT
1137. 5 play W
1138. 4 play G7
1139. 3 play W
1140. 2 play GS
1141. 1 play WPU
1142. 0 play W
1143. 5 play W
1144. 4 play WPU
1145. 3 play WPU
1146. 2 play G8
1147. 1 play G3
1148. 0 play W+4
1149. 5 play W
1150. 4 play W+4
1151. 3 play G1
1152. 2 play G3
1153. 1 play WDT
1154. 0 play W+4
1155. 5 take
1156. 4 draw
1157. 4 play G4
1158. 3 play WPU
1159. 2 play BPT
1160. 1 play B3
1161. 0 play W+4
1162. 5 play WPU
1163. 4 play B4
1164. 3 play B8
1165. 2 play BPT
1166. 1 play B7
1167. 0 play WPU
1168. 5 play BPT
1169. 4 play B0
1170. 3 play B+2
1171. 2 play BS
1172. 1 play BPT
1173. 0 play BS
1174. 5 play W+4
1175. 4 play W+4
1176. 3 play B1
1177. 2 take
1178. 1 play B8
1179. 0 play WPU
1180. 5 play W
1181. 4 play WDT
1182. 3 play B5
1183. 2 play BPT
1184. 1 take
1185. 0 play W+4 red
1186. 5 play W+4 red
1187. 4 play W+4 blue
1188. 3 accept
1189. 2 play B7 4
1190. 1 play B2
1191. 0 play R2
1192. 2 play R2
1193. 1 play W red
1194. 0 play R4
1195. 5 play W+4 blue
1196. 4 play W+4 red
1197. 3 challenge
1198. 3 play RS
1199. 1 play WDT blue 0,5
1200. 0 play WDT red 0,3
1201. 5 play W blue
1202. 4 play W+4 green
1203. 3 play W+4 green
1204. 2 challenge
1205. 2 play WPU
1206. 1 play GR
1207. 0 play WPU
1208. 5 play G5
1209. 4 play W+4
1210. 3 play W+4
1211. 2 play G6
1212. 1 play G7
1213. 0 play WDT
1214. 5 play G3
1215. 4 play WPU
1216. 3 play W
1217. 2 play G2
1218. 1 play GPT
1219. 0 play WDT
1220. 5 play GS
1221. 4 play GPT
1222. 3 play GPT
1223. 2 play W
1224. 1 take
1225. 0 play WDT red 0,4
1226. 5 play W red
1227. 4 play W+4 blue
1228. 3 play W+4 blue
1229. 2 play W+4 yellow
1230. 1 play W+4 blue
1231. 0 play W+4 blue
1232. 5 play W+4 yellow
1233. 4 accept
1234. 3 play W+4 green
1235. 2 challenge
1236. 2 play W red
1237. 1 play W green
1238. 0 play W+4 red
1239. 5 play W+4 red
1240. 4 play W+4 green
1241. 3 play W+4 red
1242. 2 challenge
1243. 2 play R3
1244. 1 play W+4 yellow
1245. 0 accept
1246. 5 play WPU
1247. 4 play Y4
1248. 3 play W
1249. 2 play Y+2
1250. 1 play W
1251. 0 play Y+2
1252. 5 play Y2
1253. 4 play WDT
1254. 3 play W+4
1255. 2 play WDT
1256. 1 play WPU
1257. 0 play Y4
1258. 5 play WDT
1259. 4 play YPT
1260. 3 play WPU
1261. 2 play Y5
1262. 1 play W+4
1263. 0 play Y7
1264. 5 play WPU
1265. 4 play Y8
1266. 3 play W+4
1267. 2 play YR
1268. 1 play WPU
1269. 0 play Y3
1270. 5 play W
1271. 4 play YS
1272. 3 play WPU
1273. 2 play Y1
1274. 1 play WDT
1275. 0 play W+4
1276. 5 play WDT
1277. 4 play W+4
1278. 3 play WDT
1279. 2 play Y5
1280. 1 play WDT
1281. 0 play YPT
1282. 5 play W
1283. 4 play WPU
1284. 3 play WPU
1285. 2 play Y8
1286. 1 take
1287. 0 play Y6
1288. 5 play B6
1289. 4 play B+2
1290. 3 accept
1291. 2 play B2
1292. 4 play B2
1293. 3 play W+4 yellow
1294. 2 challenge
1295. 2 play Y6
1296. 1 play WDT green 1,3
1297. 0 play WDT blue 4,5
1298. 5 play B+2
1299. 4 accept
1300. 3 play B9
1301. 2 play W green
1302. 1 play G5
1303. 5 play G5
1304. 4 play WPU
1305. 3 play B4
1306. 2 play W
1307. 1 play B5
1308. 0 play WDT
1309. 5 play W+4
1310. 4 play B3
1311. 3 play B6
1312. 2 play W
1313. 1 play W+4
1314. 0 play WDT
1315. 5 play WPU
1316. 4 play B1
1317. 3 play BR
1318. 2 play WPU
1319. 1 play W+4
1320. 0 play WDT
1321. 5 play B7
1322. 4 play B4
1323. 3 play W+4
1324. 2 play BR
1325. 1 play WPU
1326. 0 take
1327. 5 play WPU
1328. 4 play G9
1329. 3 play GR
1330. 2 play G6
1331. 1 play WDT
1332. 0 play WPU
1333. 5 play G3
1334. 4 play G8
1335. 3 play WPU
1336. 2 play W
1337. 1 play W
1338. 0 play WPU
1339. 5 play G+2
1340. 4 play G2
1341. 3 play W
1342. 2 play W
1343. 1 play W
1344. 0 play W+4
1345. 5 play WDT
1346. 4 play WDT
1347. 3 take
1348. 2 draw
1349. 2 play W red
1350. 1 play WPU
1351. 0 play WDT
1352. 5 play G0
1353. 4 play GPT
1354. 3 play G6
1355. 2 take
1356. 1 play WDT green 2,3
1357. 0 play WDT red 2,5
1358. 5 play R4
1359. 4 play W green
1360. 3 play GR
1361. 4 play WDT blue 3,4
1362. 5 draw
1363. 5 play W yellow
1364. 0 play WPU
1365. 1 play WPU
1366. 2 play G5
1367. 3 play WDT
1368. 4 play G4
1369. 5 play W
1370. 0 play W
1371. 1 play W
1372. 2 play G6
1373. 3 play G8
1374. 4 play G4
1375. 5 play G9
1376. 0 play W
1377. 1 play W+4
1378. 2 play GPT
1379. 3 play WPU
1380. 4 play W+4
1381. 5 play G7
1382. 0 play WDT
1383. 1 play W
1384. 2 play G0
1385. 3 play G2
1386. 4 play W+4
1387. 5 play GS
1388. 0 play W+4
1389. 1 play GPT
1390. 2 play WDT
1391. 3 play WDT
1392. 4 play W+4
1393. 5 play W
1394. 0 play W+4
1395. 1 play G3
1396. 2 take
1397. 3 play WPU
1398. 4 play R2
1399. 5 play W
1400. 0 play W+4
1401. 1 play WPU
1402. 2 play R1
1403. 3 play WDT
1404. 4 play W+4
1405. 5 play W
1406. 0 play R6
1407. 1 play W+4
1408. 2 play R7
1409. 3 play W+4
1410. 4 take
1411. 5 play W yellow
1412. 0 play YR
1413. 5 play YPT
1414. 3 point 1
1415. 2 point 1
1416. 1 point 2
1417. 4 point 5
1418. 0 point 5
1419. 5 point 4
1420. 4 play BPT
1421. 4 point 0
1422. 2 point 3
1423. 0 point 2
1424. 1 point 5
1425. 5 point 3
1426. 3 point 4
1427. 3 play WDT red 3,5
1428. 2 play W+4 blue
1429. 1 play W+4 green
1430. 0 challenge
1431. 0 pass
1432. 5 play G8
1433. 4 play WDT blue 0,5
1434. 3 play B5
1435. 2 play B+2
1436. 1 play Y+2
1437. 0 play R+2
1438. 5 play G+2
1439. 4 accept
1440. 3 play B+2
1441. 2 play R+2
1442. 1 play Y+2
1443. 0 accept
1444. 5 play W green
1445. 4 play W yellow
1446. 3 play W red
1447. 2 play R2
1448. 1 play G2
1449. 0 play G+2
1450. 5 accept
1451. 4 play WDT red 1,4
1452. 3 play RS
1453. 1 play GS
1454. 5 play G1
1455. 4 play R1
1456. 3 play WPU
1457. 2 play G7
1458. 1 play W
1459. 0 play G2
1460. 5 play WPU
1461. 4 play W
1462. 3 play G9
1463. 2 play W+4
1464. 1 play G7
1465. 0 take
1466. 5 play W blue
1467. 4 play WDT yellow 0,4
1468. 3 play YPT
1469. 3 point 1
1470. 2 point 5
1471. 0 point 4
1472. 5 point 4
1473. 1 point 3
1474. 4 point 5
1475. 2 play YS
1476. 0 play RS
1477. 4 play WPU
1478. 3 play Y6
1479. 2 play Y9
1480. 1 play YPT
1481. 0 play W
1482. 5 play Y6
1483. 4 play WPU
1484. 3 play W
1485. 2 play Y1
1486. 1 play Y4
1487. 0 play Y2
1488. 5 take
1489. 4 play WDT red 0,3
1490. 3 play W yellow
1491. 2 play Y7 5
1492. 1 play Y8
1493. 0 play R8
1494. 5 play R4
1495. 4 play R+2
1496. 3 play G+2
1497. 2 accept
1498. 1 play GPT
1499. 3 point 1
1500. 0 point 3
1501. 4 point 5
1502. 5 point 2
1503. 2 point 5
1504. 1 point 3
1505. 0 play G9
1506. 5 play W yellow
1507. 4 play YR
1508. 5 play W green
1509. 0 play G7 3
1510. 1 play WPU
1511. 2 play Y2
1512. 3 play W
1513. 4 play WDT
1514. 5 play WDT
1515. 0 play W
1516. 1 play Y2
1517. 2 play WPU
1518. 3 play Y3
1519. 4 play Y+2
1520. 5 play W
1521. 0 play W
1522. 1 play YR
1523. 2 play WDT
1524. 3 play W
1525. 4 play W
1526. 5 play Y8
1527. 0 take
1528. 1 play Y1
1529. 2 play B1
1530. 3 play BR
1531. 2 play W blue
1532. 1 play WDT yellow 0,2
1533. 0 play W red
1534. 5 play W yellow
1535. 4 play W+4 red
1536. 3 play W+4 green
1537. 2 accept
1538. 1 play GR
1539. 2 play G+2
1540. 3 play Y+2
1541. 4 play B+2
1542. 5 accept
1543. 0 play B2
1544. 1 play BPT
1545. 5 point 3
1546. 2 point 4
1547. 1 point 4
1548. 4 point 0
1549. 3 point 2
1550. 0 point 3
1551. 2 play WDT yellow 0,3
1552. 3 play WPU
1553. 4 play B7
1554. 5 play WPU
1555. 0 play B9
1556. 1 play BPT
1557. 2 play W
1558. 3 play B9
1559. 4 play BPT
1560. 5 play WDT
1561. 0 play W
1562. 1 play WDT
1563. 2 play B2
1564. 3 play B+2
1565. 4 play W+4
1566. 5 play WDT
1567. 0 play B2
1568. 1 play WDT
1569. 2 play WPU
1570. 3 play B4
1571. 4 play B5
1572. 5 play W
1573. 0 play WPU
1574. 1 play W+4
1575. 2 play W+4
1576. 3 play B4
1577. 4 play W+4
1578. 5 play WPU
1579. 0 play WPU
1580. 1 play WDT
1581. 2 play B6
1582. 3 play B+2
1583. 4 play BS
1584. 5 play B3
1585. 0 play WDT
1586. 1 play WPU
1587. 2 play W
1588. 3 play B6
1589. 4 play B8
1590. 5 play WPU
1591. 0 play BR
1592. 1 play WDT
1593. 2 play W
1594. 3 play B1
1595. 4 play W+4
1596. 5 play WDT
1597. 0 play B1
1598. 1 play W+4
1599. 2 play W
1600. 3 play B5
1601. 4 play B8
1602. 5 play W+4
1603. 0 play WDT
1604. 1 play WPU
1605. 2 take
1606. 3 play W blue
1607. 4 play BPT
1608. 5 point 0
1609. 2 point 0
1610. 3 point 4
1611. 1 point 2
1612. 4 point 1
1613. 0 point 3
1614. 5 play RPT
1615. 2 point 4
1616. 3 point 1
1617. 4 point 2
1618. 5 point 0
1619. 1 point 3
1620. 0 point 1
1621. 0 play BPT
1622. 3 point 0
1623. 0 point 1
1624. 4 point 0
1625. 5 point 4
1626. 1 point 2
1627. 2 point 5
1628. 1 play GPT
1629. 4 point 1
1630. 5 point 3
1631. 0 point 4
1632. 3 point 1
1633. 2 point 5
1634. 1 point 2
1635. 2 play GPT
1636. 2 point 5
1637. 0 point 2
1638. 3 point 5
1639. 5 point 1
1640. 4 point 0
1641. 1 point 3
1642. 3 play RPT
1643. 3 point 4
1644. 5 point 1
1645. 4 point 2
1646. 2 point 0
1647. 0 point 5
1648. 1 point 2
1649. 4 play RS
1650. 0 play R1
1651. 3 play R1
1652. 4 play WDT blue 0,5
1653. 5 play W+4 blue
1654. 0 accept
1655. 1 play WPU
1656. 2 play B+2
1657. 3 play BR
1658. 4 play B0
1659. 5 play W
1660. 0 play WPU
1661. 1 play WPU
1662. 2 play WDT
1663. 3 play B3
1664. 4 play W+4
1665. 5 play W
1666. 0 play WDT
1667. 1 play BPT
1668. 2 play B2
1669. 3 play B7
1670. 4 play BS
1671. 5 play W+4
1672. 0 play WDT
1673. 1 play WDT
1674. 2 play B6
1675. 3 take
1676. 4 pass
1677. 5 play W+4 yellow
1678. 0 accept
1679. 1 play Y3
1680. 2 play Y7 5
1681. 3 play R7 2
1682. 4 play R6
1683. 5 play B6
1684. 0 play WPU
1685. 1 take
1686. 2 play B6
1687. 3 play G6
1688. 4 play G8
1689. 5 play W yellow
1690. 0 play Y2
1691. 1 play Y7 0
1692. 2 play WDT green 2,5
1693. 3 draw
1694. 3 play W+4 blue
1695. 4 accept
1696. 5 play B5
1697. 5 play B5
1698. 0 play B6
1699. 1 play W green
1700. 2 play WPU
1701. 3 play WPU
1702. 4 play WPU
1703. 5 play B8
1704. 0 take
1705. 1 play W green
1706. 2 play G+2
1707. 3 play G+2
1708. 4 accept
1709. 5 play WDT red 0,3
1710. 0 draw
1711. 0 play W red
1712. 1 play W blue
1713. 2 play B7 4
1714. 3 play W+4 red
1715. 4 play W+4 blue
1716. 5 play W+4 blue
1717. 0 challenge
1718. 0 play B6
1719. 1 play W blue
1720. 2 play W blue
1721. 3 draw
1722. 3 play B6
1723. 4 play BR
1724. 3 play GR
1725. 4 play RR
1726. 3 play R1
1727. 2 play R2
1728. 5 play R2
1729. 4 play W blue
1730. 3 draw
1731. 3 play W blue
1732. 2 draw
1733. 2 play W yellow
1734. 1 play YR
1735. 2 play RR
1736. 1 play RPT
1737. 3 point 2
1738. 4 point 2
1739. 5 point 4
1740. 1 point 0
1741. 2 point 1
1742. 0 point 3
1743. 0 play WPU
1744. 5 play Y6
1745. 4 play WDT
1746. 3 play Y9
1747. 2 play Y2
1748. 1 play Y2
1749. 0 play YS
1750. 5 play Y1
1751. 4 play WDT
1752. 3 play Y+2
1753. 2 play Y3
1754. 1 play Y8
1755. 0 play Y8
1756. 5 play W+4
1757. 4 play W
1758. 3 play Y7
1759. 2 play W
1760. 1 play Y+2
1761. 0 play W+4
1762. 5 play YS
1763. 4 play WDT
1764. 3 play YPT
1765. 2 play W
1766. 1 play W
1767. 0 play WDT
1768. 5 play WPU
1769. 4 play Y0
1770. 3 take
1771. 2 draw
1772. 2 play W red
1773. 1 play R4
1774. 2 play R4
1775. 1 play R1
1776. 3 play R1
1777. 2 play R2
1778. 1 play W green
1779. 0 play G6
1780. 5 draw
1781. 2 play G6
1782. 1 play G3
1783. 3 play G3
1784. 2 play G8
1785. 1 play W blue
1786. 0 play B8
1787. 5 play B+2
1788. 4 play B+2
1789. 3 play Y+2
1790. 2 accept
1791. 1 play Y1
1792. 3 play Y1
1793. 2 play R1
1794. 2 play R1
1795. 1 play RPT
1796. 4 point 2
1797. 2 point 1
1798. 0 point 5
1799. 3 point 0
1800. 5 point 1
1801. 1 point 3
1802. 0 play W blue
1803. 5 play WPU
1804. 4 play RR
1805. 3 play W
1806. 2 play W
1807. 1 play W
1808. 0 play WPU
1809. 5 play W
1810. 4 play R0
1811. 3 play WPU
1812. 2 play R6
1813. 1 play WPU
1814. 0 take
1815. 5 play WDT yellow 0,4
1816. 4 play W+4 red
1817. 3 play W+4 yellow
1818. 2 challenge
1819. 2 draw
1820. 2 play W+4 red
1821. 1 challenge
1822. 0 play R0
1823. 5 play R6
1824. 4 play W yellow
1825. 3 play W+4 blue
1826. 2 play W+4 blue
1827. 1 challenge
1828. 1 pass
1829. 0 play W+4 red
1830. 5 accept
1831. 4 play R8
1832. 3 play R9
1833. 2 play WDT green 1,4
1834. 1 play G6
1835. 0 play WDT green 3,4
1836. 5 play W+4 red
1837. 4 play W+4 red
1838. 3 accept
1839. 2 play R1
1840. 1 play RPT
1841. 4 point 2
1842. 2 point 3
1843. 5 point 2
1844. 0 point 5
1845. 1 point 2
1846. 3 point 5
1847. 0 play RS
1848. 4 play W+4 yellow
1849. 3 challenge
1850. 3 play WDT red 3,5
1851. 2 play W red
1852. 1 play R2
1853. 3 play R2
1854. 2 play R5
1855. 4 play R5
1856. 3 play WPU
1857. 2 play WDT
1858. 1 play R7
1859. 0 play WPU
1860. 5 play W+4
1861. 4 play WPU
1862. 3 play W+4
1863. 2 play R6
1864. 1 play R7
1865. 0 play W
1866. 5 play RR
1867. 4 play W+4
1868. 3 play WDT
1869. 2 play W
1870. 1 play R4
1871. 0 play R+2
1872. 5 play W
1873. 4 play W
1874. 3 play R3
1875. 2 play W+4
1876. 1 play RPT
1877. 0 take
1878. 5 draw
1879. 5 play R2
1880. 4 play WDT red 1,4
1881. 3 draw
1882. 3 play R2
1883. 2 play W+4 red
1884. 1 accept
1885. 0 play RR
1886. 1 play RR
1887. 0 play RPT
1888. 4 point 1
1889. 3 point 4
1890. 0 point 3
1891. 2 point 3
1892. 5 point 2
1893. 1 point 3
1894. 5 play WPU
1895. 4 play R4
1896. 3 play R3
1897. 2 play WDT
1898. 1 play R5
1899. 0 play R4
1900. 5 play R1
1901. 4 play W
1902. 3 play R8
1903. 2 play WDT
1904. 1 play R2
1905. 0 play R3
1906. 5 play W
1907. 4 play WPU
1908. 3 play R+2
1909. 2 play W
1910. 1 play WDT
1911. 0 play W
1912. 5 play WPU
1913. 4 play RPT
1914. 3 play RPT
1915. 2 play R0
1916. 1 play R2
1917. 0 play WDT
1918. 5 play WPU
1919. 4 play W
1920. 3 play R6
1921. 2 play W
1922. 1 take
1923. 0 play R6
1924. 5 play W green
1925. 4 play G3
1926. 3 play B3
1927. 2 play B8
1928. 1 play R8
1929. 0 play W yellow
1930. 5 play Y7 3
1931. 4 play WPU
1932. 3 play B5
1933. 2 play B+2
1934. 1 play W
1935. 0 play W+4
1936. 5 play B2
1937. 4 play B4
1938. 3 play B6
1939. 2 take
1940. 1 play W yellow
1941. 0 play WPU
1942. 5 play G2
1943. 4 play GPT
1944. 3 play W
1945. 2 play G0
1946. 1 play WPU
1947. 0 play G5
1948. 5 play W+4
1949. 4 play G+2
1950. 3 play GR
1951. 2 play GPT
1952. 1 play WDT
1953. 0 play W
1954. 5 play G6
1955. 4 play G7
1956. 3 take
1957. 2 play G8
1958. 2 play G8
1959. 1 play W blue
1960. 0 play BR
1961. 1 draw
1962. 1 play W green
1963. 2 play GR
1964. 1 draw
1965. 1 play WPU
1966. 0 play W
1967. 5 play B0
1968. 4 play B4
1969. 3 play WDT
1970. 2 play B3
1971. 1 play B8
1972. 0 play W
1973. 5 play BPT
1974. 4 play B5
1975. 3 play W+4
1976. 2 play W
1977. 1 play W
1978. 0 play W+4
1979. 5 play BS
1980. 4 play WPU
1981. 3 play WPU
1982. 2 play B6
1983. 1 play WDT
1984. 0 play B+2
1985. 5 take
1986. 4 play B3
1987. 3 play B6
1988. 2 play W+4 blue
1989. 1 challenge
1990. 1 play WPU
1991. 0 play WDT
1992. 5 play B6
1993. 4 play W
1994. 3 play W
1995. 2 play B+2
1996. 1 play WPU
1997. 0 play WPU
1998. 5 play B5
1999. 4 play B8
2000. 3 play W
2001. 2 play WPU
2002. 1 play W
2003. 0 play W+4
2004. 5 play B4
2005. 4 play WPU
2006. 3 take
2007. 2 play B2
2008. 1 play W green
2009. 0 play W+4 blue
2010. 5 play W+4 green
2011. 4 play W+4 yellow
2012. 3 play W+4 green
2013. 2 accept
2014. 1 play WDT yellow 2,5
2015. 0 play W+4 green
2016. 5 accept
2017. 4 play G+2
2018. 3 play B+2
2019. 2 play Y+2
2020. 1 play R+2
2021. 0 play R+2
2022. 5 accept
2023. 4 play W+4 blue
2024. 3 play W+4 red
2025. 2 play W+4 blue
2026. 1 accept
2027. 0 play WDT yellow 0,2
2028. 5 play W green
2029. 4 play GS
2030. 2 play WPU
2031. 1 play WDT
2032. 0 take
2033. 5 draw
2034. 5 play WDT blue 3,4
2035. 4 play B2
2036. 3 play B3
2037. 2 play WPU
2038. 1 play W+4
2039. 0 play W+4
2040. 5 play BPT
2041. 4 play BR
2042. 3 play WPU
2043. 2 play B4
2044. 1 play W+4
2045. 0 play WDT
2046. 5 play BS
2047. 4 play W
2048. 3 play B6
2049. 2 play W
2050. 1 take
2051. 0 draw
2052. 0 play WPU
2053. 5 play B0
2054. 4 play BS
2055. 3 play WPU
2056. 2 play W+4
2057. 1 play WDT
2058. 0 take
2059. 5 play BR
2060. 0 play WPU
2061. 1 play B4
2062. 2 play B2
2063. 3 play B4
2064. 4 play W
2065. 5 play W+4
2066. 0 play BS
2067. 1 play BPT
2068. 2 play B6
2069. 3 play WDT
2070. 4 play B1
2071. 5 play B+2
2072. 0 play W+4
2073. 1 play WPU
2074. 2 play W
2075. 3 play W
2076. 4 play WDT
2077. 5 play B3
2078. 0 play B0
2079. 1 play W+4
2080. 2 play B5
2081. 3 play B5
2082. 4 play B9
2083. 5 play WDT
2084. 0 play WDT
2085. 1 play BR
2086. 2 play W
2087. 3 play W
2088. 4 play WPU
2089. 5 play W
2090. 0 play B3
2091. 1 play BS
2092. 2 play W
2093. 3 play W
2094. 4 play WPU
2095. 5 play B8
2096. 0 take
2097. 1 play W yellow
2098. 2 play Y7 4
2099. 1 play Y7 0
2100. 2 play WPU
2101. 3 play YPT
2102. 4 play Y2
2103. 5 play W
2104. 0 play W
2105. 1 play WPU
2106. 2 play Y6
2107. 3 play Y5
2108. 4 play Y3
2109. 5 play WPU
2110. 0 play W
2111. 1 play W
2112. 2 play Y4
2113. 3 play W
2114. 4 play YS
2115. 5 play W
2116. 0 play W+4
2117. 1 play Y3
2118. 2 play Y9
2119. 3 play W
2120. 4 play Y9
2121. 5 play WPU
2122. 0 play W+4
2123. 1 play YR
2124. 2 play WDT
2125. 3 play Y4
2126. 4 play Y0
2127. 5 play WDT
2128. 0 take
2129. 1 play WDT blue 0,3
2130. 2 play B9
2131. 3 play B8
2132. 1 play B8
2133. 2 play BPT
2134. 3 point 2
2135. 2 point 4
2136. 0 point 1
2137. 1 point 5
2138. 5 point 4
2139. 4 point 2
2140. 3 play GPT
2141. 5 point 0
2142. 0 point 3
2143. 3 point 2
2144. 4 point 3
2145. 2 point 4
2146. 1 point 0
2147. 4 play W+4 blue
2148. 5 play W+4 red
2149. 0 challenge
2150. 0 play R4
2151. 1 play WPU
2152. 2 play W
2153. 3 play WPU
2154. 4 play WPU
2155. 5 play W+4
2156. 0 play R0
2157. 1 play WPU
2158. 2 play RS
2159. 3 play WDT
2160. 4 take
2161. 5 play R+2
2162. 0 play R+2
2163. 1 play B+2
2164. 2 accept
2165. 3 play G+2
2166. 4 play Y+2
2167. 5 play Y+2
2168. 0 accept
2169. 1 play WDT red 1,5
2170. 2 play R+2
2171. 3 accept
2172. 4 play R0
2173. 5 play WPU
2174. 0 play R9
2175. 1 play RPT
2176. 2 play W+4
2177. 3 play WDT
2178. 4 play WPU
2179. 5 play WPU
2180. 0 play WPU
2181. 1 play R1
2182. 2 play R5
2183. 3 play R+2
2184. 4 play R1
2185. 5 play WPU
2186. 0 play R8
2187. 1 play WPU
2188. 2 play W
2189. 3 play RS
2190. 4 play WDT
2191. 5 play R4
2192. 0 play R9
2193. 1 play W
2194. 2 play W+4
2195. 3 play W
2196. 4 take
2197. 5 play RS
2198. 1 play R6
2199. 2 play WPU
2200. 3 play WDT
2201. 4 play R0
2202. 5 play W
2203. 0 play WDT
2204. 1 play R2
2205. 2 play W+4
2206. 3 play WPU
2207. 4 play RPT
2208. 5 play WDT
2209. 0 play W+4
2210. 1 play WPU
2211. 2 play W
2212. 3 play WPU
2213. 4 play WDT
2214. 5 play W+4
2215. 0 play RPT
2216. 1 play W+4
2217. 2 play WDT
2218. 3 play WDT
2219. 4 play R9
2220. 5 take
2221. 0 play RR
2222. 5 play W+4 blue
2223. 4 play W+4 green
2224. 3 challenge
2225. 3 play WDT yellow 1,2
2226. 2 play WPU
2227. 1 play W+4
2228. 0 take
2229. 5 play W blue
2230. 4 play B8
2231. 0 play B8
2232. 5 play WDT blue 3,5
2233. 4 play WDT blue 1,5
2234. 3 play BPT
2235. 3 point 1
2236. 4 point 0
2237. 1 point 4
2238. 2 point 5
2239. 5 point 4
2240. 0 point 1
2241. 2 play BPT
2242. 3 point 0
2243. 4 point 5
2244. 2 point 1
2245. 5 point 4
2246. 0 point 1
2247. 1 point 2
2248. 1 play WPU
2249. 0 play WPU
2250. 5 play W
2251. 4 play WPU
2252. 3 play W+4
2253. 2 play WDT
2254. 1 play B6
2255. 0 play B+2
2256. 5 play WDT
2257. 4 play W+4
2258. 3 play W+4
2259. 2 play W
2260. 1 play WDT
2261. 0 play WDT
2262. 5 play BPT
2263. 4 play W+4
2264. 3 play B7
2265. 2 play W
2266. 1 play B2
2267. 0 play W+4
2268. 5 play WDT
2269. 4 play WPU
2270. 3 play B7
2271. 2 play B9
2272. 1 play WDT
2273. 0 play W+4
2274. 5 play W+4
2275. 4 play B8
2276. 3 play B1
2277. 2 play B6
2278. 1 play W
2279. 0 take
2280. 5 play WPU
2281. 4 play WPU
2282. 3 play BPT
2283. 2 play B3
2284. 1 play WDT
2285. 0 play W
2286. 5 play WDT
2287. 4 play B8
2288. 3 play W+4
2289. 2 play B2
2290. 1 play B+2
2291. 0 play WPU
2292. 5 play WPU
2293. 4 play W
2294. 3 play W+4
2295. 2 play B1
2296. 1 play W
2297. 0 play B2
2298. 5 play W+4
2299. 4 play W
2300. 3 play W+4
2301. 2 play B4
2302. 1 play W
2303. 0 play B8
2304. 5 play WPU
2305. 4 play W
2306. 3 take
2307. 2 play B4
2308. 1 play R4
2309. 0 play W blue
2310. 5 play W+4 yellow
2311. 4 challenge
2312. 4 play WPU
2313. 3 play W+4
2314. 2 play W
2315. 1 play Y6
2316. 0 play WPU
2317. 5 play WDT
2318. 4 play Y5
2319. 3 play WDT
2320. 2 play WDT
2321. 1 play Y7
2322. 0 play WDT
2323. 5 play YPT
2324. 4 play Y+2
2325. 3 play W+4
2326. 2 play W
2327. 1 play Y3
2328. 0 play WDT
2329. 5 play Y7
2330. 4 play WPU
2331. 3 play W
2332. 2 play W
2333. 1 play YS
2334. 0 play W+4
2335. 5 play Y2
2336. 4 play WPU
2337. 3 play WDT
2338. 2 take
2339. 1 play YR
2340. 2 play Y6
2341. 3 play W green
2342. 4 play G7 1
2343. 0 play G7 5
2344. 1 play G2
2345. 2 play GS
2346. 4 play G+2
2347. 5 play B+2
2348. 0 play R+2
2349. 1 play R+2
2350. 2 play Y+2
2351. 3 play B+2
2352. 4 play Y+2
2353. 5 play G+2
2354. 0 accept
2355. 1 play GR
2356. 0 play G+2
2357. 5 accept
2358. 4 play W blue
2359. 3 play BPT
2360. 3 point 4
2361. 0 point 4
2362. 1 point 4
2363. 2 point 5
2364. 5 point 4
2365. 4 point 2
2366. 2 play BR
2367. 3 play B8
2368. 3 play B8
2369. 4 play W red
2370. 5 play W+4 yellow
2371. 0 accept
2372. 1 play WPU
2373. 2 play W+4
2374. 3 play B3
2375. 4 play W
2376. 5 play WDT
2377. 0 play WDT
2378. 1 take
2379. 2 play W+4 red
2380. 3 play W+4 yellow
2381. 4 accept
2382. 5 play W+4 yellow
2383. 0 challenge
2384. 0 play Y8
2385. 1 play R8
2386. 2 play W red
2387. 3 play WPU
2388. 4 play Y4
2389. 5 play W+4
2390. 0 play YR
2391. 1 play W
2392. 2 play YPT
2393. 3 play YPT
2394. 4 play Y3
2395. 5 play WDT
2396. 0 play YR
2397. 1 play W+4
2398. 2 play W
2399. 3 play WPU
2400. 4 play WPU
2401. 5 play WPU
2402. 0 play YS
2403. 1 play WDT
2404. 2 play WDT
2405. 3 play YPT
2406. 4 play W
2407. 5 play WDT
2408. 0 play Y1
2409. 1 play WDT
2410. 2 play W
2411. 3 play WPU
2412. 4 play Y5
2413. 5 play W
2414. 0 play Y1
2415. 1 take
2416. 2 play Y3
2417. 3 draw
2418. 3 play WPU
2419. 4 play Y4
2420. 5 play WDT
2421. 0 play Y+2
2422. 1 play W+4
2423. 2 play WDT
2424. 3 play WPU
2425. 4 play Y9
2426. 5 play W
2427. 0 play Y6
2428. 1 play W+4
2429. 2 play Y7
2430. 3 play WPU
2431. 4 play Y2
2432. 5 play W+4
2433. 0 play Y6
2434. 1 play Y5
2435. 2 play WPU
2436. 3 play W+4
2437. 4 play Y0
2438. 5 play W+4
2439. 0 play WPU
2440. 1 play Y4
2441. 2 play W
2442. 3 play W
2443. 4 play W+4
2444. 5 play W+4
2445. 0 play WPU
2446. 1 play Y1
2447. 2 play Y2
2448. 3 play W
2449. 4 play Y9
2450. 5 play W+4
2451. 0 play WDT
2452. 1 play WPU
2453. 2 play YS
2454. 3 play W
2455. 4 play YPT
2456. 5 take
2457. 0 play Y8
2458. 1 play WPU
2459. 2 play WPU
2460. 3 play W
2461. 4 play W+4
2462. 5 play W
2463. 0 play W
2464. 1 play YR
2465. 2 play Y5
2466. 3 take
2467. 4 draw
2468. 4 play WPU
2469. 5 play W
2470. 0 play W
2471. 1 play WDT
2472. 2 play W
2473. 3 play Y8
2474. 4 take
2475. 5 play W+4 red
2476. 0 accept
2477. 1 play W+4 red
2478. 2 challenge
2479. 2 play WPU
2480. 3 play W
2481. 4 play R5
2482. 5 play W+4
2483. 0 play WPU
2484. 1 play R6
2485. 2 play R7
2486. 3 play WPU
2487. 4 play R8
2488. 5 play W
2489. 0 play RPT
2490. 1 play R4
2491. 2 play WDT
2492. 3 play W
2493. 4 play RPT
2494. 5 play W+4
2495. 0 play W
2496. 1 play R1
2497. 2 play R7
2498. 3 play R8
2499. 4 play RPT
2500. 5 play W+4
2501. 0 play R0
2502. 1 play W
2503. 2 play W+4
2504. 3 play W+4
2505. 4 play WPU
2506. 5 play WPU
2507. 0 play R9
2508. 1 play R1
2509. 2 play W+4
2510. 3 play W
2511. 4 play R3
2512. 5 play RR
2513. 0 play R4
2514. 1 play R5
2515. 2 play WDT
2516. 3 take
2517. 4 play R3
2518. 5 draw
2519. 3 play R3
2520. 4 play WDT red 0,3
2521. 5 play W green
2522. 0 play GS
2523. 2 play WDT yellow 3,5
2524. 3 play WDT yellow 0,1
2525. 4 play W red
2526. 5 play WPU
2527. 0 play RPT
2528. 1 play RS
2529. 2 play WDT
2530. 3 play RR
2531. 4 play R2
2532. 5 play WDT
2533. 0 play R+2
2534. 1 play W
2535. 2 take
2536. 3 play WDT green 0,5
2537. 4 play GPT
2538. 5 point 2
2539. 0 point 2
2540. 2 point 5
2541. 3 point 0
2542. 1 point 4
2543. 4 point 1
2544. 5 play WDT blue 2,5
2545. 0 play WDT red 0,1
2546. 1 play R9
2547. 2 play B9
2548. 5 play B9
2549. 0 play B+2
2550. 1 accept
2551. 2 play BPT
2552. 2 point 0
2553. 3 point 5
2554. 4 point 5
2555. 5 point 1
2556. 0 point 1
2557. 1 point 3
2558. 3 play W+4 yellow
2559. 4 accept
2560. 5 play W red
2561. 0 play R+2
2562. 1 accept
2563. 2 play R+2
2564. 3 accept
2565. 4 play R6
2566. 3 play R6
2567. 4 play R3
2568. 5 play WDT blue 1,3
2569. 0 play B8
2570. 1 play B3
2571. 2 play BR
2572. 1 play W red
2573. 0 play WDT red 0,1
2574. 5 play W+4 red
2575. 4 challenge
2576. 4 draw
2577. 4 play R6
2578. 3 play R7 0
2579. 2 play RR
2580. 3 play GR
2581. 2 play WPU
2582. 1 play B9
2583. 0 play W
2584. 5 play WPU
2585. 4 play B8
2586. 3 play BR
2587. 2 play B0
2588. 1 play W+4
2589. 0 play B4
2590. 5 play WPU
2591. 4 play BPT
2592. 3 play B4
2593. 2 play BS
2594. 1 play WPU
2595. 0 play W+4
2596. 5 play B+2
2597. 4 play W
2598. 3 play B8
2599. 2 play W
2600. 1 play W
2601. 0 play W
2602. 5 play B6
2603. 4 play BR
2604. 3 play B+2
2605. 2 play B3
2606. 1 play WDT
2607. 0 play WPU
2608. 5 play B6
2609. 4 play W uno
2610. 3 play B9
2611. 2 play B5
2612. 1 play BPT
2613. 0 play W
2614. 5 play B1
2615. 4 take
2616. 3 draw
2617. 3 play W green
2618. 2 play W red
2619. 1 play RR
2620. 2 play RS
2621. 4 play W+4 green
2622. 5 play W+4 yellow
2623. 0 challenge
2624. 0 play WDT yellow 1,5
2625. 1 play YR
2626. 0 play W+4 red
2627. 5 accept
2628. 4 play W yellow
2629. 3 draw
2630. 3 play W+4 green
2631. 2 challenge
2632. 2 play WDT green 0,5
2633. 1 play W+4 yellow
2634. 0 play W+4 blue
2635. 5 play W+4 green
2636. 4 play W+4 yellow
2637. 3 accept
2638. 2 play W blue
2639. 1 play WDT yellow 2,5
2640. 0 play WPU
2641. 5 play WDT
2642. 4 play WPU
2643. 3 play W+4
2644. 2 play WDT
2645. 1 play YPT
2646. 0 play Y5
2647. 5 play Y1
2648. 4 play Y8
2649. 3 play WDT
2650. 2 play Y7
2651. 1 play W+4
2652. 0 play WPU
2653. 5 play Y5
2654. 4 play WPU
2655. 3 play Y+2
2656. 2 play WDT
2657. 1 play Y8
2658. 0 play YR
2659. 5 play Y7
2660. 4 play WPU
2661. 3 play W
2662. 2 play WDT
2663. 1 play YPT
2664. 0 play W
2665. 5 play Y4
2666. 4 play W
2667. 3 play W+4
2668. 2 take
2669. 1 play YPT
2670. 2 point 1
2671. 1 point 5
2672. 3 point 4
2673. 0 point 5
2674. 5 point 4
2675. 4 point 5
2676. 0 play W blue
2677. 5 play W blue
2678. 4 play B5
2679. 3 play G5
2680. 2 play B5
2681. 1 play G5
2682. 0 play G9
2683. 5 play W yellow
2684. 4 play WDT blue 0,3
2685. 3 play W+4 green
2686. 2 play W+4 green
2687. 1 challenge
2688. 1 play WPU
2689. 0 play W
2690. 5 play W+4
2691. 4 play BR
2692. 3 play W+4
2693. 2 play W
2694. 1 play WPU
2695. 0 play B2
2696. 5 play BPT
2697. 4 play W
2698. 3 take
2699. 2 play WDT red 1,3
2700. 1 play RS
2701. 5 play GS
2702. 3 play G4
2703. 2 play W green
2704. 1 play WDT red 1,4
2705. 0 play R0
2706. 5 play W+4 green
2707. 4 play W+4 yellow
2708. 3 accept
2709. 2 play W yellow
2710. 1 play Y1
2711. 0 play YS
2712. 4 play Y3
2713. 3 play WDT red 0,3
2714. 2 play W+4 green
2715. 1 play W+4 blue
2716. 0 challenge
2717. 0 play W yellow
2718. 5 play WPU
2719. 4 play Y6
2720. 3 play WDT
2721. 2 play W+4
2722. 1 play Y+2
2723. 0 play W
2724. 5 play W+4
2725. 4 play Y6
2726. 3 play W
2727. 2 play W+4
2728. 1 play YPT
2729. 0 play WDT
2730. 5 play W+4
2731. 4 play YR
2732. 3 play WPU
2733. 2 play WPU
2734. 1 play Y4
2735. 0 play W
2736. 5 take
2737. 4 play YS
2738. 2 play W blue
2739. 1 play WPU
2740. 0 play Y1
2741. 5 play Y4
2742. 4 play Y+2
2743. 3 play W
2744. 2 play W
2745. 1 play W
2746. 0 play WDT
2747. 5 play W+4
2748. 4 play Y0
2749. 3 play W+4
2750. 2 take
2751. 1 play YPT
2752. 0 point 5
2753. 4 point 0
2754. 3 point 1
2755. 5 point 1
2756. 2 point 4
2757. 1 point 0
2758. 0 play WPU
2759. 5 play W
2760. 4 play WPU
2761. 3 play WPU
2762. 2 play WDT
2763. 1 play Y1
2764. 0 play Y3
2765. 5 play WPU
2766. 4 play YPT
2767. 3 play W
2768. 2 play Y+2
2769. 1 play Y8
2770. 0 play WDT
2771. 5 play W
2772. 4 play Y9
2773. 3 play W
2774. 2 play W+4
2775. 1 play YR
2776. 0 take
2777. 5 play WPU
2778. 4 play Y2
2779. 3 take
2780. 2 play W red
2781. 1 play WDT red 1,5
2782. 0 play WDT green 0,5
2783. 5 play WDT green 1,5
2784. 4 play GR
2785. 5 play WDT green 3,4
2786. 0 play W blue
2787. 1 play WPU
2788. 2 play W
2789. 3 play G4
2790. 4 play WPU
2791. 5 play G1
2792. 0 play W
2793. 1 play WPU
2794. 2 play G7
2795. 3 play WPU
2796. 4 play W+4
2797. 5 play G1
2798. 0 play G3
2799. 1 play WPU
2800. 2 play W+4
2801. 3 play G9
2802. 4 play GPT
2803. 5 play W
2804. 0 play W+4
2805. 1 play WPU
2806. 2 play G9
2807. 3 play GS
2808. 4 play WPU
2809. 5 play W+4
2810. 0 play WDT
2811. 1 play G5
2812. 2 play G7
2813. 3 take
2814. 4 play G+2
2815. 5 play Y+2
2816. 0 play Y+2
2817. 1 accept
2818. 2 play Y4
2819. 3 play W green
2820. 4 play GR
2821. 3 play GPT
2822. 3 point 0
2823. 4 point 3
2824. 5 point 3
2825. 1 point 2
2826. 0 point 5
2827. 2 point 4
2828. 2 play W yellow
2829. 1 play WDT green 3,4
2830. 0 play WPU
2831. 5 play W+4
2832. 4 play G+2
2833. 3 play G4
2834. 2 play G8
2835. 1 play W+4
2836. 0 play GPT
2837. 5 play W+4
2838. 4 play WPU
2839. 3 play GS
2840. 2 play G3
2841. 1 play WPU
2842. 0 play WPU
2843. 5 play W+4
2844. 4 take
2845. 3 play G3
2846. 2 play G4
2847. 1 play WDT green 2,3
2848. 0 play WPU
2849. 5 play W
2850. 4 play G8
2851. 3 play G5
2852. 2 play W
2853. 1 play W
2854. 0 play W
2855. 5 play W
2856. 4 play WDT
2857. 3 play G7
2858. 2 play G2
2859. 1 play G5
2860. 0 play G0
2861. 5 play W+4
2862. 4 play GPT
2863. 3 play WDT
2864. 2 play G6
2865. 1 play W
2866. 0 play GR
2867. 5 take
2868. 4 play G3
2869. 3 play WDT red 0,4
2870. 2 play R2
2871. 1 play R2
2872. 0 play W yellow
2873. 5 play W red
2874. 4 play RR
2875. 5 play R+2
2876. 0 accept
2877. 1 play WDT yellow 1,3
2878. 2 play YS
2879. 4 play Y9
2880. 5 play YPT
2881. 0 point 3
2882. 4 point 3
2883. 1 point 5
2884. 5 point 4
2885. 2 point 0
2886. 3 point 5
2887. 0 play Y9
2888. 1 play YS
2889. 3 play Y2
2890. 4 play Y2
2891. 5 play WDT blue 1,4
2892. 0 play WDT yellow 1,5
2893. 1 play Y7 4
2894. 2 play Y0
2895. 3 play Y1
2896. 4 play W+4 red
2897. 5 accept
2898. 0 play R8
2899. 1 play W red
2900. 2 play R3
2901. 5 play R3
2902. 0 play R5
2903. 1 play WDT yellow 1,2
2904. 2 play W blue
2905. 3 play BR
2906. 2 play W+4 green
2907. 1 challenge
2908. 1 play G6
2909. 0 play G0
2910. 5 play GPT
2911. 3 point 0
2912. 1 point 4
2913. 0 point 4
2914. 5 point 2
2915. 2 point 0
2916. 4 point 2
2917. 4 play W blue
2918. 3 play B6
2919. 2 play BPT
2920. 0 point 5
2921. 2 point 0
2922. 3 point 4
2923. 5 point 4
2924. 1 point 2
2925. 4 point 0
2926. 1 play B7 2
2927. 0 play BR
2928. 1 play W yellow
2929. 2 play WPU
2930. 3 play GR
2931. 4 play WDT
2932. 5 play G2
2933. 0 play WPU
2934. 1 play GS
2935. 2 play WPU
2936. 3 play G1
2937. 4 play W+4
2938. 5 play G5
2939. 0 play WDT
2940. 1 play G8
2941. 2 play GPT
2942. 3 play G1
2943. 4 play G+2
2944. 5 play W+4
2945. 0 play W+4
2946. 1 play G2
2947. 2 play GS
2948. 3 play G9
2949. 4 play GPT
2950. 5 play G0
2951. 0 play W+4
2952. 1 play GPT
2953. 2 play WPU
2954. 3 play WPU
2955. 4 play WDT
2956. 5 play G4
2957. 0 play GPT
2958. 1 take
2959. 2 play WPU
2960. 3 play B4
2961. 4 play B6
2962. 5 play W
2963. 0 play WDT
2964. 1 play W+4
2965. 2 play W+4
2966. 3 play WPU
2967. 4 play WDT
2968. 5 play B1
2969. 0 play WDT
2970. 1 play WPU
2971. 2 play B7
2972. 3 play W
2973. 4 play WDT
2974. 5 play B2
2975. 0 take
2976. 1 draw
2977. 1 play BPT
2978. 3 point 0
2979. 2 point 1
2980. 4 point 2
2981. 5 point 0
2982. 1 point 3
2983. 0 point 4
2984. 2 play YPT
2985. 2 point 3
2986. 5 point 1
2987. 1 point 3
2988. 3 point 2
2989. 4 point 1
2990. 0 point 3
2991. 3 play Y+2
2992. 4 play Y+2
2993. 5 accept
2994. 0 play YR
2995. 5 play W yellow
2996. 4 play Y8
2997. 3 play W+4 yellow
2998. 2 play W+4 yellow
2999. 1 play W+4 yellow
3000. 0 play W+4 blue
3001. 5 accept
3002. 4 play WDT green 3,5
3003. 3 play WPU
3004. 2 play G3
3005. 1 play G+2
3006. 0 play W
3007. 5 play GR
3008. 4 play W+4
3009. 3 play G9
3010. 2 play W+4
3011. 1 play WDT
3012. 0 play WDT
3013. 5 play W+4
3014. 4 play WPU
3015. 3 play W
3016. 2 play G4
3017. 1 play G5
3018. 0 play WDT
3019. 5 play G8
3020. 4 play W
3021. 3 play WPU
3022. 2 play G+2
3023. 1 play W+4
3024. 0 play W+4
3025. 5 play G5
3026. 4 play W+4
3027. 3 play WDT
3028. 2 play WPU
3029. 1 play WDT
3030. 0 play WDT
3031. 5 play WDT
3032. 4 play W
3033. 3 play WDT
3034. 2 take
3035. 1 play GPT
3036. 3 point 5
3037. 5 point 3
3038. 0 point 1
3039. 2 point 1
3040. 1 point 2
3041. 4 point 3
3042. 0 play YPT
3043. 1 point 3
3044. 0 point 2
3045. 3 point 0
3046. 4 point 3
3047. 2 point 5
3048. 5 point 3
3049. 5 play RPT
3050. 0 point 5
3051. 1 point 5
3052. 5 point 4
3053. 3 point 1
3054. 2 point 1
3055. 4 point 3
3056. 4 play RPT
3057. 1 point 5
3058. 3 point 5
3059. 2 point 4
3060. 0 point 3
3061. 4 point 2
3062. 5 point 0
3063. 3 play BPT
3064. 4 point 0
3065. 3 point 0
3066. 1 point 0
3067. 5 point 2
3068. 2 point 5
3069. 0 point 2
3070. 2 play W+4 green
3071. 1 play W+4 red
3072. 0 challenge
3073. 0 play W yellow
3074. 5 play W+4 yellow
3075. 4 accept
3076. 3 play WDT red 1,2
3077. 2 play W yellow
3078. 1 play WDT red 2,5
3079. 0 play R3
3080. 5 play W green
3081. 4 play W red
3082. 3 play W+4 yellow
3083. 2 play W+4 blue
3084. 1 play W+4 yellow
3085. 0 accept
3086. 5 play YR
3087. 0 play W+4 yellow
3088. 1 accept
3089. 2 play W blue
3090. 3 play B0
3091. 4 play B3
3092. 5 play BS
3093. 1 play B6
3094. 4 play B6
3095. 5 play W yellow
3096. 0 play Y6
3097. 1 play YS
3098. 3 play W green
3099. 4 play W+4 red
3100. 5 challenge
3101. 5 play RPT
3102. 5 point 4
3103. 1 point 4
3104. 2 point 5
3105. 0 point 3
3106. 4 point 1
3107. 3 point 0
3108. 0 play R7 3
3109. 1 play W+4 red
3110. 2 play W+4 green
3111. 3 play W+4 yellow
3112. 4 challenge
3113. 4 play Y4
3114. 5 play W red
3115. 0 play R6
3116. 1 play WDT green 2,5
3117. 2 play G9
3118. 3 play W+4 yellow
3119. 4 accept
3120. 5 play Y9
3121. 0 play Y4
3122. 1 play YS
3123. 3 play W blue
3124. 4 play WDT red 4,5
3125. 5 play W yellow
3126. 0 play WPU
3127. 1 play WPU
3128. 2 play W
3129. 3 play W
3130. 4 play W+4
3131. 5 play W
3132. 0 play WPU
3133. 1 play WDT
3134. 2 play YR
3135. 3 play Y8
3136. 4 play YS
3137. 5 play Y5
3138. 0 play W+4
3139. 1 play WDT
3140. 2 play WPU
3141. 3 play Y6
3142. 4 play W
3143. 5 play Y3
3144. 0 play Y9
3145. 1 play Y7
3146. 2 play WPU
3147. 3 play W
3148. 4 play W
3149. 5 play YPT
3150. 0 play W
3151. 1 play WPU
3152. 2 play WPU
3153. 3 play YR
3154. 4 play W
3155. 5 play Y0
3156. 0 play W+4
3157. 1 play Y3
3158. 2 play WPU
3159. 3 play YPT
3160. 4 play Y6
3161. 5 play Y5
3162. 0 play WPU
3163. 1 play W+4
3164. 2 take
3165. 3 play YPT
3166. 3 point 5
3167. 4 point 5
3168. 0 point 2
3169. 5 point 4
3170. 2 point 4
3171. 1 point 5
3172. 4 play W yellow
3173. 5 play Y2
3174. 0 play W+4 yellow
3175. 1 accept
3176. 2 play W yellow
3177. 3 play W yellow
3178. 4 play WPU
3179. 5 play Y4
3180. 0 play Y1
3181. 1 play WDT
3182. 2 play Y0
3183. 3 play W+4
3184. 4 play WPU
3185. 5 play WPU
3186. 0 play WDT
3187. 1 play YS
3188. 2 play WDT
3189. 3 play W+4
3190. 4 play WPU
3191. 5 play W+4
3192. 0 play Y2
3193. 1 play Y8
3194. 2 play W+4
3195. 3 play Y+2
3196. 4 take
3197. 5 play Y7 1
3198. 2 play Y7 1
3199. 3 draw
3200. 3 play W green
3201. 4 play WPU
3202. 5 play W
3203. 0 play W+4
3204. 1 play Y4
3205. 2 play W+4
3206. 3 play Y+2
3207. 4 play Y4
3208. 5 play YPT
3209. 0 play W+4
3210. 1 play W+4
3211. 2 play W+4
3212. 3 take
3213. 4 play Y1
3214. 5 play B1
3215. 0 play BPT
3216. 2 point 0
3217. 5 point 4
3218. 4 point 5
3219. 0 point 1
3220. 3 point 4
3221. 1 point 4
3222. 1 play W blue
3223. 2 play B5 uno
3224. 3 play W red
3225. 4 play W+4 green
3226. 5 accept
3227. 0 play G4
3228. 1 play G1
3229. 1 play G1
3230. 2 draw
3231. 2 play W+4 blue
3232. 3 play W+4 yellow
3233. 4 play W+4 red
3234. 5 accept
3235. 0 play RS
3236. 2 play R8
