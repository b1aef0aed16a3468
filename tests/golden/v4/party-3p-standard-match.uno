[RulesVersion "4"]
[Edition "party"]
[Players "3"]
[Seed "1"]
[Options "match=standard target_score=100"]
[Digest "406d5011c73dec09f653aaf984ceda99a9b1ed7da77c68226b747f9ab9e84231"]
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
138. 0 play WDT green 0,1
139. 2 play WDT red 0,1
140. 1 play R8
141. 0 draw
142. 0 play WDT green 0,2
143. 2 play W+4 green
144. 1 accept
145. 0 play G0
146. 2 play WDT red 0,1
147. 1 play R4
148. 0 play G4
149. 2 play Y4
150. 1 play Y+2
151. 0 accept
152. 2 play Y8
153. 1 play WPU
154. 0 play WDT
155. 2 play R3
156. 1 play R5
157. 0 take
158. 2 play R+2
159. 1 accept
160. 0 play R3
161. 2 play Y3
162. 1 play Y4
163. 0 play Y9
164. 2 draw
165. 1 play Y5
166. 0 play R5
167. 2 play R7
168. 1 play RPT
169. 0 point 2
170. 2 point 0
171. 1 point 0
172. 0 play GPT
173. 2 point 0
174. 0 point 1
175. 1 point 0
176. 2 play GS
177. 0 play YS
178. 1 play Y6
179. 0 play B6
180. 2 play B+2
181. 1 accept
182. 0 play WDT blue 0,2
183. 2 draw
184. 2 play WPU
185. 1 play WPU
186. 0 play Y2
187. 2 take
188. 1 play W+4 red
189. 0 accept
190. 2 play R3
191. 1 play Y3
192. 0 play Y1
193. 2 play W blue
194. 1 play W red
195. 0 play R5
196. 2 play WPU
197. 1 play B2
198. 0 play WPU
199. 2 play B8
200. 1 play W
201. 0 play W
202. 2 play WPU
203. 1 play WPU
204. 0 play WDT
205. 2 take
206. 1 play B3
207. 0 play B4
208. 2 play B5
209. 1 play W yellow
210. 0 draw
211. 0 play WDT red 0,1
212. 2 draw
213. 1 play R1
214. 0 play RPT
215. 2 point 0
216. 1 point 0
217. 0 point 1
218. 2 play WPU
219. 1 play B3
220. 0 take
221. 2 play WDT red 0,2
222. 1 play W green
223. 0 play G9
224. 2 play WPU
225. 1 play W+4
226. 0 play G7
227. 2 play WPU
228. 1 play G1
229. 0 play GPT
230. 2 play G+2
231. 1 play GS
232. 0 play G7
233. 2 play WPU
234. 1 play W+4
235. 0 play G+2
236. 2 play W
237. 1 take
238. 0 play GR
239. 1 play G1
240. 2 play G2
241. 0 play G2
242. 1 play WPU
243. 2 play G8
244. 0 take
245. 1 play G7
246. 2 play W blue
247. 0 play B3
248. 1 play WPU
249. 2 take
250. 0 play WPU
251. 1 play W+4
252. 2 play YPT
253. 0 play Y+2
254. 1 play W+4
255. 2 play Y2
256. 0 take
257. 1 play W red
258. 2 draw
259. 0 play R4
260. 1 play R2
261. 2 play R6
262. 0 play W+4 blue
263. 1 accept
264. 2 play BPT
265. 0 point 1
266. 2 point 1
267. 1 point 2
268. 0 play YPT
269. 2 point 1
270. 1 point 2
271. 0 point 1
272. 1 play W+4 red
273. 2 accept
274. 0 play W+4 red
275. 1 challenge
276. 1 play W yellow
277. 2 play Y8
278. 0 play YPT
279. 0 point 2
280. 2 point 0
281. 1 point 0
282. 1 play YR
283. 0 play WDT yellow 0,2
284. 2 play WDT red 0,2
285. 1 draw
286. 1 pass
287. 0 play W yellow
288. 2 play YS
289. 0 play Y3
290. 2 play WDT red 1,2
291. 1 play WDT blue 1,2
292. 0 play BR
293. 1 play B0
294. 2 play B7
295. 0 draw
296. 0 play B4
297. 1 play B3
298. 2 play B2
299. 0 play BPT
300. 0 point 1
301. 2 point 1
302. 1 point 2
303. 1 play W blue
304. 2 play W+4 yellow
305. 0 challenge
306. 0 play Y2
307. 1 play Y1
308. 2 play G1
309. 0 play G3
310. 1 play W green
311. 2 play WPU
312. 0 take
313. 1 play R9
314. 2 play G9
315. 0 play GPT
316. 0 point 2
317. 1 point 2
318. 2 point 1
319. 1 play WPU
320. 2 play B8
321. 0 take
322. 1 play W red
323. 2 play R5
324. 0 play R6
325. 1 play RR
326. 0 draw
327. 0 play R2
328. 2 play G2
329. 1 play WDT yellow 0,1
330. 0 play Y+2
331. 2 accept
332. 1 play G+2
333. 0 accept
334. 2 play GPT
335. 2 point 0
336. 0 point 2
337. 1 point 0
338. 1 play GPT
339. 2 point 0
340. 0 point 2
341. 1 point 0
342. 0 play G8
343. 2 play GPT
344. 2 point 0
345. 1 point 2
346. 0 point 2
347. 1 play GS
348. 2 play WPU
349. 1 play W+4
350. 0 play W+4
351. 2 play W+4
352. 1 play G7
353. 0 play WPU
354. 2 play WDT
355. 1 play G+2
356. 0 play G6
357. 2 take
358. 1 play WDT blue 1,2
359. 0 play W+4 green
360. 2 challenge
361. 2 play WPU
362. 1 take
363. 0 play W yellow
364. 2 play W yellow
365. 1 play YS
366. 2 play Y6
367. 1 play Y7
368. 0 play G7
369. 2 play W+4 blue
370. 1 accept
371. 0 play B+2
372. 2 accept
373. 1 play B4
374. 0 play WDT yellow 0,1
375. 2 play Y0
376. 1 play R0
377. 0 play RPT
378. 1 point 2
379. 2 point 1
380. 0 point 1
381. 2 play W+4 blue
382. 1 accept
383. 0 play B8
384. 2 play W+4 red
385. 1 accept
386. 0 play RS
387. 1 play WPU
388. 0 take
389. 2 play WDT green 1,2
390. 1 play G5
391. 0 play GR
392. 1 play BR
393. 0 draw
394. 2 play B9
395. 1 play W blue
396. 0 play B5
397. 2 play B1
398. 1 play G1
399. 0 play G5
400. 2 play G6
401. 1 play WDT yellow 0,2
402. 0 draw
403. 2 play W green
404. 1 play G0
405. 0 play G2
406. 2 play B2
407. 1 play BS
408. 2 play W green
409. 1 play W+4 yellow
410. 0 challenge
411. 0 draw
412. 2 draw
413. 2 play WPU
414. 1 play W+4
415. 0 take
416. 2 play W yellow
417. 1 play Y7
418. 0 draw
419. 0 play Y4
420. 2 play Y9
421. 1 play Y5
422. 2 play Y5
423. 1 play WDT blue 0,1
424. 0 play BPT
425. 0 point 2
426. 1 point 0
427. 2 point 1
428. 2 play B6
429. 1 play B3
430. 0 play W+4 yellow
431. 2 challenge
432. 1 play Y1
433. 0 play W+4 red
434. 2 accept
435. 1 play R5
436. 0 play R8
437. 2 play R3
438. 1 play R1
439. 0 play RS
440. 1 play R+2
441. 0 accept
442. 2 play WDT blue 0,1
443. 1 play B8
444. 0 draw
445. 2 play Y8
446. 1 draw
447. 1 play W red
448. 0 play R6
449. 2 play G6
450. 1 play G4
451. 0 play Y4
452. 2 play W+4 blue
453. 1 challenge
454. 1 play B7
455. 0 draw
456. 2 play G7
457. 1 draw
458. 0 play G4
459. 2 play G8
460. 1 draw
461. 0 draw
462. 2 play WPU
463. 1 take
464. 0 play WDT red 1,2
465. 2 play R8
466. 1 play R4
467. 0 play R3
468. 2 play R7
469. 1 play R4
470. 0 play W blue
471. 2 play B5
472. 1 play W red
473. 0 draw
474. 0 play RPT
475. 2 point 0
476. 1 point 0
477. 0 point 1
478. 2 play W red
479. 1 play RPT
480. 2 point 1
481. 0 point 1
482. 1 point 2
483. 0 play R7
484. 2 play R1
485. 1 play RPT
486. 1 point 2
487. 0 point 1
488. 2 point 0
489. 0 play BPT
490. 2 point 1
491. 1 point 2
492. 0 point 1
493. 2 play BS
494. 0 play B1
495. 2 play WPU
496. 1 play WPU
497. 0 play B+2
498. 2 play WPU
499. 1 play WPU
500. 0 take
501. 2 play W blue
502. 1 play B6
503. 0 play B9
504. 2 play G9
505. 1 play Y9
506. 0 play Y6
507. 2 play Y3
508. 1 play W+4 yellow
509. 0 accept
510. 2 play Y+2
511. 1 accept
512. 0 play B+2
513. 2 accept
514. 1 play BS
515. 2 play WPU
516. 1 play RR
517. 0 play WPU
518. 2 play R+2
519. 1 play R7
520. 0 play R9
521. 2 play W+4
522. 1 take
523. 0 draw
524. 0 play W+4 yellow
525. 2 accept
526. 1 play WPU
527. 0 play Y2
528. 2 play Y9
529. 1 play W+4
530. 0 play YPT
531. 2 take
532. 1 play YR
533. 2 play YPT
534. 2 point 1
535. 1 point 2
536. 0 point 1
537. 0 play WPU
538. 1 play WPU
539. 2 play GS
540. 0 play GR
541. 1 take
542. 2 play G6
543. 0 play WPU
544. 1 play WPU
545. 2 play W+4
546. 0 play WPU uno
547. 1 take
548. 2 play BPT
549. 0 point 1
550. 2 point 1
551. 1 point 0
552. 0 play B1 uno
553. 1 play B4
554. 2 play W+4 blue
555. 0 accept
556. 1 play W+4 green
557. 2 accept
558. 0 play WPU
559. 1 play R7
560. 2 play WPU
561. 0 play W
562. 1 play R7
563. 2 play R2
564. 0 play W+4
565. 1 play R+2
566. 2 play WPU
567. 0 take
568. 1 play R9
569. 2 play B9
570. 0 play WPU
571. 1 play R5
572. 2 take
573. 0 play WPU
574. 1 play RR
575. 2 play R1
576. 0 play R7
577. 1 play WPU
578. 2 play R5
579. 0 play R7
580. 1 play WPU
581. 2 take
582. 0 play R3
583. 1 play WPU
584. 2 play G3
585. 0 play W+4
586. 1 play GR
587. 2 play W
588. 0 play G9
589. 1 play G8
590. 2 play WDT
591. 0 play W
592. 1 play GS
593. 2 play G7
594. 0 play G+2
595. 1 take
596. 2 play G+2
597. 0 accept
598. 1 play GR
599. 0 draw
600. 2 play WPU
601. 1 play WDT
602. 0 take
603. 2 play Y4
604. 1 play YPT
605. 1 point 2
606. 2 point 1
607. 0 point 1
608. 0 play RPT
609. 1 point 0
610. 2 point 1
611. 0 point 2
612. 2 play R7
613. 2 play R7
614. 1 play W red
615. 0 play WDT yellow 0,1
616. 2 play Y2
617. 1 play Y6
618. 0 play R6
619. 2 play R1
620. 1 play W yellow
621. 0 draw
622. 0 play Y8
623. 2 play Y7
624. 1 play W+4 red
625. 0 accept
626. 2 play R3
627. 1 play W+4 yellow
628. 0 challenge
629. 2 play WPU
630. 1 play W+4
631. 0 play W
632. 2 play B3
633. 1 play WDT
634. 0 play WDT
635. 2 take
636. 1 play W red
637. 0 play RPT
638. 1 point 0
639. 0 point 1
640. 2 point 1
641. 2 play R5
642. 1 play B5
643. 0 play B2
644. 2 play WPU
645. 1 play YR
646. 0 play WDT
647. 2 play Y9
648. 1 play Y3
649. 0 play YPT
650. 2 play W+4
651. 1 play Y3
652. 0 play YPT
653. 2 play W
654. 1 play Y5
655. 0 play Y+2
656. 2 play WDT
657. 1 play Y5
658. 0 take
659. 2 play WDT yellow 0,1
660. 1 draw
661. 0 play YR
662. 1 draw
663. 1 play WDT yellow 1,2
664. 2 draw
665. 2 play W+4 blue
666. 0 accept
667. 1 play B7
668. 2 play B3
669. 0 play B8
670. 1 play BPT
671. 1 point 2
672. 2 point 1
673. 0 point 2
674. 2 play B7
675. 0 play B3
676. 1 play G3
677. 0 play G3
678. 1 play G8
679. 2 draw
680. 0 play WDT yellow 1,2
681. 1 play W red
682. 2 play RR
683. 1 play R5
684. 0 play W+4 blue
685. 2 accept
686. 1 play BS
687. 2 play BPT
688. 2 point 0
689. 1 point 0
690. 0 point 2
691. 1 play GPT
692. 1 point 2
693. 0 point 1
694. 2 point 1
695. 0 play WDT red 0,1
696. 2 play WDT yellow 1,2
697. 1 play W blue
698. 0 play B9
699. 2 play W yellow
700. 1 play W+4 yellow
701. 0 challenge
702. 0 play Y+2
703. 2 accept
704. 1 play WDT yellow 1,2
705. 0 play W blue
706. 2 play B8
707. 1 play B0
708. 0 play W+4 red
709. 2 challenge
710. 2 play WPU
711. 1 play W
712. 0 play Y7
713. 2 play Y6
714. 1 play W
715. 0 play W+4
716. 2 play W
717. 1 take
718. 0 play W yellow
719. 2 play Y4
720. 1 play Y6
721. 0 play YPT
722. 0 point 2
723. 1 point 0
724. 2 point 0
725. 2 play Y2
726. 1 play R2
727. 0 play R2
728. 2 play W blue
729. 1 play W+4 blue
730. 0 accept
731. 2 play B+2
732. 1 accept
733. 0 play R+2
734. 2 accept
735. 1 play RS
736. 2 play WDT blue 0,1
737. 1 play B1
738. 0 play G1
739. 2 play GPT
740. 2 point 0
741. 1 point 0
742. 0 point 2
743. 1 play W red
744. 0 play W yellow
745. 2 play YS
746. 0 play WDT green 0,2
747. 2 play GS
748. 0 play G4
749. 2 play G2
750. 1 play G8
751. 0 play GPT
752. 0 point 1
753. 1 point 2
754. 2 point 0
755. 2 play G2
756. 1 play G1
757. 0 play Y1
758. 2 play Y9
759. 1 play G9
760. 0 play G5
761. 2 draw
762. 2 play G5
763. 1 play G6
764. 0 play G9
765. 2 draw
766. 1 play GS
767. 2 draw
768. 2 play W red
769. 1 play R+2
770. 0 accept
771. 2 play R8
772. 1 play RS
773. 2 play R4
774. 1 play G4
775. 0 play WDT yellow 0,2
776. 2 draw
777. 1 play YS
778. 2 draw
779. 1 play Y7
780. 0 play Y0
781. 2 play Y1
782. 1 play W+4 yellow
783. 0 accept
784. 2 draw
785. 2 play W+4 yellow
786. 1 challenge
787. 1 play W yellow
788. 0 play Y9
789. 2 play YR
790. 0 play Y7
791. 1 play W red
792. 2 play WDT blue 1,2
793. 0 play B6
794. 1 play W yellow
795. 2 play Y6
796. 0 play W blue
797. 1 draw
798. 1 play W+4 red
799. 2 challenge
800. 0 play R6
801. 1 draw
802. 2 play R6
803. 0 play R4
804. 2 play R4
805. 0 play R8
806. 1 play W+4 yellow
807. 2 challenge
808. 2 play Y2
809. 0 play Y5
810. 1 play Y8
811. 2 play W+4 red
812. 0 accept
813. 1 play R7
814. 2 draw
815. 2 play WPU
816. 0 play RS
817. 1 play WPU
818. 2 play RR
819. 0 play RPT
820. 1 play R+2
821. 2 play W
822. 0 play W+4
823. 1 play R3
824. 2 play WDT
825. 0 play R5
826. 1 take
827. 2 play W+4 yellow
828. 0 challenge
829. 0 play YPT
830. 0 point 2
831. 1 point 0
832. 2 point 0
833. 1 play GPT
834. 0 point 2
835. 2 point 1
836. 1 point 2
837. 2 play G2
838. 0 play GS
839. 2 play W yellow
840. 0 play WPU
841. 1 play G+2
842. 2 play G3
843. 0 play GR
844. 1 play W+4
845. 2 play WPU
846. 0 play WDT
847. 1 play G0
848. 2 play W
849. 0 take
850. 1 play W red
851. 2 play R0
852. 0 play RPT
853. 1 point 0
854. 2 point 1
855. 0 point 2
856. 1 play R5
857. 2 play W+4 yellow
858. 0 challenge
859. 1 play W+4 blue
860. 2 accept
861. 0 play B2
862. 1 play B4
863. 2 play W+4 red
864. 0 challenge
865. 0 play W red
866. 1 play WDT yellow 1,2
867. 2 play Y2
868. 0 play WDT yellow 0,1
869. 1 play WDT blue 0,2
870. 2 play B6
871. 0 play BPT
872. 1 point 0
873. 2 point 1
874. 0 point 1
875. 1 play BS
876. 0 play BPT
877. 1 point 2
878. 0 point 2
879. 2 point 0
880. 1 play WPU
881. 2 play W+4
882. 0 play B9
883. 1 play B0
884. 2 play WPU
885. 0 play WPU
886. 1 play WDT
887. 2 play B5
888. 0 play BR
889. 1 play WDT
890. 2 play W
891. 0 play B1
892. 1 play B1
893. 2 play WPU
894. 0 play B4
895. 1 take
896. 2 play B5
897. 0 play W green
898. 1 play G3
899. 2 play GS
900. 1 play G7
901. 2 play Y7
902. 0 play Y+2
903. 1 accept
904. 2 play WPU
905. 0 play GR
906. 1 play G6
907. 2 play GPT
908. 0 play G1
909. 1 play WDT
910. 2 play G8
911. 0 play G+2
912. 1 play G7
913. 2 play GPT
914. 0 play G6
915. 1 play WDT
916. 2 take
917. 0 play W+4 blue
918. 1 accept
919. 2 play WDT blue 1,2
920. 0 draw
921. 1 play B7
922. 2 play G7
923. 0 play G0
924. 1 play WDT yellow 0,2
925. 2 play WDT blue 1,2
926. 0 play BR
927. 2 play GR
928. 0 play YR
929. 2 play Y9
930. 1 play W+4 green
931. 0 accept
932. 2 play G6
933. 1 play WDT green 0,1
934. 0 play G3
935. 2 play G8
936. 1 play WPU
937. 0 play YS
938. 2 play Y6
939. 1 play W
940. 0 play Y3
941. 2 play Y4
942. 1 play WPU
943. 0 play WPU
944. 2 play YPT
945. 1 play Y1
946. 0 play YPT
947. 2 play Y8
948. 1 play WPU
949. 0 play Y5
950. 2 play Y4
951. 1 play W
952. 0 play Y3
953. 2 take
954. 1 play W green
955. 0 play G8
956. 2 play WPU
957. 1 play G+2
958. 0 take
959. 2 play GPT
960. 0 point 1
961. 2 point 0
962. 1 point 0
963. 1 play RPT
964. 0 point 2
965. 1 point 2
966. 2 point 1
967. 0 draw
968. 2 play R5
969. 1 play R+2
970. 0 accept
971. 2 play G+2
972. 1 accept
973. 0 play WPU
974. 2 play G6
975. 1 play W
976. 0 play G+2
977. 2 play WPU
978. 1 take
979. 0 play WDT blue 0,1
980. 2 play WPU
981. 1 play RR
982. 0 play R1
983. 2 play W
984. 1 play W
985. 0 play R7
986. 2 play W
987. 1 play RPT
988. 0 play R9
989. 2 play W
990. 1 play RR
991. 0 play R2
992. 2 take
993. 1 play RS
994. 2 play R2
995. 1 play R3
996. 0 play B3
997. 2 play BPT
998. 2 point 1
999. 0 point 2
1000. 1 point 0
1001. 1 play B8
1002. 0 play BPT
1003. 2 point 0
1004. 0 point 1
1005. 1 point 0
1006. 2 play W yellow
1007. 1 play WPU
1008. 0 play G5
1009. 2 play G5
1010. 1 play GR
1011. 0 play WDT
1012. 2 play G1
1013. 1 play WPU
1014. 0 play WDT
1015. 2 play GPT
1016. 1 play G+2
1017. 0 play G1
1018. 2 play W
1019. 1 play G6
1020. 0 take
1021. 2 play W red
1022. 1 play RS
1023. 2 play RPT
1024. 2 point 0
1025. 0 point 1
1026. 1 point 2
1027. 1 play R+2
1028. 0 accept
1029. 2 play R1
1030. 0 play R1
1031. 2 play RR
1032. 0 play WDT yellow 1,2
1033. 1 play Y0
1034. 2 draw
1035. 2 play W green
1036. 0 play G5
1037. 0 play G5
1038. 1 play B5
1039. 2 play W red
1040. 0 play WPU
1041. 1 play B0
1042. 2 play W
1043. 0 play B+2
1044. 1 play B8
1045. 2 take
1046. 0 play W blue
1047. 1 play BR
1048. 0 play GR
1049. 1 play G2
1050. 2 play W green
1051. 0 play G1
1052. 0 play G1
1053. 1 play B1
1054. 2 draw
1055. 1 play B1
1056. 2 play B0
1057. 0 play BS
1058. 2 play B+2
1059. 0 accept
1060. 1 play B3
1061. 2 play Y3
1062. 0 play YPT
1063. 2 point 0
1064. 0 point 1
1065. 1 point 0
1066. 1 draw
1067. 1 play WPU
1068. 2 play B8
1069. 0 play WDT
1070. 1 play B7
1071. 2 play B2
1072. 0 play WDT
1073. 1 play B4 uno
1074. 2 play B+2
1075. 0 play WPU
1076. 1 play B9
