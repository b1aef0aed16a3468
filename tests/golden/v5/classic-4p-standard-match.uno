[RulesVersion "5"]
[Edition "classic"]
[Players "4"]
[Seed "2026"]
[Digest "43a6205751cf36621d0747be6583fb5fa2efd311d56ae4041ac5cbd36984e6a8"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 2 play R2
2. 3 play B2
3. 0 play W+4 red
4. 1 challenge
5. 1 play R3
6. 2 play W+4 blue
7. 3 challenge
8. 3 play BS
9. 1 play W+4 red
10. 2 challenge
11. 3 play R5
12. 0 play W yellow
13. 1 play W+4 yellow
14. 2 challenge
15. 2 play W red
16. 3 draw
17. 3 play R4
18. 0 play R6
19. 1 play R9
20. 2 play R8
21. 3 draw
22. 3 play W green
23. 0 play G+2
24. 1 accept
25. 2 play G4
26. 3 play G5
27. 0 play G8
28. 1 play G2
29. 2 play G3
30. 3 play GS
31. 1 play G6
32. 2 play G5
33. 3 play G9 uno
34. 0 play Y9
35. 1 play Y6
36. 2 play Y8
37. 3 play Y4

# round 2
38. 2 deal
39. 0 draw
40. 0 play B7
41. 1 play BR
42. 0 draw
43. 3 play B6
44. 2 play W yellow
45. 1 play Y4
46. 0 play Y8
47. 3 play Y4
48. 2 play B4
49. 1 draw
50. 0 draw
51. 0 play BR
52. 1 play RR
53. 0 play R0
54. 3 play RS
55. 1 play YS
56. 3 play BS
57. 1 draw
58. 0 draw
59. 0 play YS
60. 2 draw
61. 2 play Y3
62. 1 play Y8
63. 0 play Y6
64. 3 draw
65. 2 play R6
66. 1 draw
67. 0 draw
68. 3 play R3
69. 2 play G3
70. 1 play G1
71. 0 play G7
72. 3 play G5
73. 2 play GR
74. 3 draw
75. 0 play G8
76. 1 draw
77. 1 pass
78. 2 draw
79. 2 play G5
80. 3 play R5
81. 0 play Y5
82. 1 play Y5
83. 2 draw
84. 3 draw
85. 3 play W red
86. 0 draw
87. 0 pass
88. 1 play R7
89. 2 play R+2
90. 3 accept
91. 0 play W+4 blue
92. 1 challenge
93. 2 draw
94. 3 play B9
95. 0 draw
96. 0 play W+4 yellow
97. 1 accept
98. 2 draw
99. 3 play YR
100. 2 draw
101. 2 pass
102. 1 play Y+2
103. 0 accept
104. 3 play Y2
105. 2 play W green
106. 1 play W+4 blue
107. 0 accept
108. 3 draw
109. 2 play B3
110. 1 play B1
111. 0 play B8
112. 3 draw
113. 2 draw
114. 1 draw
115. 0 play R8
116. 3 draw
117. 2 play R4
118. 1 play RR
119. 2 play R7
120. 3 play R2
121. 0 play Y2
122. 1 play Y7
123. 2 draw
124. 3 draw
125. 0 play Y7
126. 1 play Y+2
127. 2 accept
128. 3 play G+2
129. 0 accept
130. 1 play G+2
131. 2 accept
132. 3 draw
133. 3 play G9
134. 0 play G6
135. 1 play GS
136. 3 draw
137. 0 draw
138. 1 play GS
139. 3 draw
140. 0 play G0
141. 1 play G4
142. 2 play G8
143. 3 draw
144. 3 play G3
145. 0 play B3
146. 1 draw
147. 2 play B6
148. 3 play B2
149. 0 play B9
150. 1 play R9
151. 2 play R2
152. 3 draw
153. 3 play B2
154. 0 play B+2
155. 1 accept
156. 2 draw
157. 3 draw
158. 3 play B8
159. 0 play B+2
160. 1 accept
161. 2 draw
162. 2 play B4
163. 3 draw
164. 3 play B5
165. 0 draw
166. 1 draw
167. 1 pass
168. 2 play R5
169. 3 play R3
170. 0 play R+2
171. 1 accept
172. 2 play RS
173. 0 draw
174. 0 play W+4 green
175. 1 accept
176. 2 play G2
177. 3 draw
178. 0 draw
179. 0 play G1
180. 1 draw
181. 1 play Y1
182. 2 draw
183. 3 play Y1
184. 0 play Y9 uno
185. 1 play Y6
186. 2 play G6
187. 3 play R6
188. 0 draw
189. 0 play R6 uno
190. 1 play R8
191. 2 draw
192. 3 draw
193. 3 play G8
194. 0 play GR

# round 3
195. 3 deal
196. 0 play R5
197. 1 play B5
198. 2 play W green
199. 3 play G4
200. 0 play G6
201. 1 play G8
202. 2 play G9
203. 3 draw
204. 3 play G1
205. 0 draw
206. 1 draw
207. 2 play W blue
208. 3 play B6
209. 0 play B+2
210. 1 accept
211. 2 draw
212. 3 play B8
213. 0 play B0
214. 1 play Y0
215. 2 play R0
216. 3 play RR
217. 2 play R5
218. 1 play R1
219. 0 play Y1
220. 3 play Y7
221. 2 play YS
222. 0 draw
223. 3 draw
224. 3 play Y1
225. 2 play Y2
226. 1 play YS
227. 3 draw
228. 2 play GS

# round 4
229. 0 deal
230. 1 play G6
231. 2 play G+2
232. 3 accept
233. 0 play G7
234. 1 play R7
235. 2 play RS
236. 0 play BS
237. 2 play B2
238. 3 play B+2
239. 0 accept
240. 1 play B5
241. 2 play B9
242. 3 draw
243. 0 play B6
244. 1 draw
245. 2 draw
246. 2 play B7
247. 3 play B8
248. 0 draw
249. 0 pass
250. 1 draw
251. 2 draw
252. 2 play W blue
253. 3 play B4
254. 0 play B3
255. 1 draw
256. 2 draw
257. 3 play B+2
258. 0 accept
259. 1 play R+2
260. 2 accept
261. 3 play RR
262. 2 play R5
263. 1 play R0
264. 0 play W+4 green
265. 3 challenge
266. 2 play G8
267. 1 draw
268. 1 play G3
269. 0 play G4
270. 3 play G6
271. 2 draw
272. 1 draw
273. 1 play R6
274. 0 play W blue
275. 3 play B4
276. 2 draw
277. 1 play R4
278. 0 play W+4 green
279. 3 accept
280. 2 play G8
281. 1 draw
282. 1 play G1
283. 0 draw
284. 3 play G+2
285. 2 accept
286. 1 draw
287. 1 play GS
288. 3 play G1
289. 2 play G3
290. 1 draw
291. 0 draw
292. 3 play G5
293. 2 draw
294. 1 draw
295. 1 play R5
296. 0 play R8
297. 3 play R8
298. 2 play RS
299. 0 draw
300. 3 play R3
301. 2 draw
302. 2 play R4
303. 1 play RR
304. 2 play YR
305. 1 play Y9
306. 0 play Y+2
307. 3 accept
308. 2 play YS
309. 0 play Y1
310. 3 play Y8
311. 2 play Y0
312. 1 play Y2
313. 0 play Y7
314. 3 play W+4 yellow
315. 2 challenge
316. 2 play Y4
317. 1 play Y7 uno
318. 0 play Y1
319. 3 play Y4
320. 2 play Y2
321. 1 play YR

# round 5
322. 1 deal
323. 2 play B9
324. 3 play B5
325. 0 play W blue
326. 1 play BR
327. 0 play GR
328. 1 play G2
329. 2 play B2
330. 3 play B8
331. 0 play R8
332. 1 play RS
333. 3 draw
334. 0 draw
335. 1 play R0
336. 2 draw
337. 2 pass
338. 3 draw
339. 0 play R6
340. 1 play G6
341. 2 play W+4 blue
342. 3 challenge
343. 0 draw
344. 1 draw
345. 1 play B3
346. 2 play B1
347. 3 play B4
348. 0 draw
349. 1 draw
350. 2 draw
351. 3 play Y4
352. 0 draw
353. 0 pass
354. 1 draw
355. 2 play Y1
356. 3 play Y1
357. 0 play Y9
358. 1 draw
359. 2 play Y+2
360. 3 accept
361. 0 play Y2
362. 1 play G2
363. 2 play G8
364. 3 play G+2
365. 0 accept
366. 1 play G3
367. 2 draw
368. 3 play G6
369. 0 play G5
370. 1 play G7
371. 2 draw
372. 2 play G8
373. 3 play G4
374. 0 play R4
375. 1 play RR uno
376. 0 play R7
377. 3 play R5
378. 2 play R1
379. 1 draw
380. 0 play R3
381. 3 play Y3
382. 2 play Y5
383. 3 catch 2
384. 1 draw
385. 1 play Y6
386. 0 play Y2
387. 3 play YR
388. 0 play Y0
389. 1 draw
390. 1 play W+4 green
391. 2 accept
392. 3 play G9
393. 0 draw
394. 0 play G9 uno
395. 1 play G7 uno
396. 2 play GS
397. 0 play RS

# round 6
398. 2 deal
399. 3 play R5
400. 0 draw
401. 1 play R9
402. 2 draw
403. 2 play R4
404. 3 draw
405. 3 play R7
406. 0 play R2
407. 1 draw
408. 2 draw
409. 2 play W red
410. 3 play R1
411. 0 play W green
412. 1 play G7
413. 2 play Y7
414. 3 draw
415. 0 play B7
416. 1 play B3
417. 2 play B4
418. 3 draw
419. 3 play B2
420. 0 play W+4 red
421. 1 accept
422. 2 draw
423. 2 play W+4 blue
424. 3 challenge
425. 0 play BR
426. 3 play B3
427. 2 play B1
428. 1 play Y1
429. 0 draw
430. 3 play Y3
431. 2 play Y8
432. 1 play Y5
433. 0 draw
434. 0 play YR
435. 1 play Y6
436. 2 play Y6
437. 3 play R6
438. 0 play R0
439. 1 play R+2
440. 2 accept
441. 3 play RS
442. 1 play GS
443. 3 play G2
444. 0 play G9
445. 1 play R9
446. 2 draw
447. 2 play R6
448. 3 play RR
449. 2 draw
450. 1 draw
451. 1 play W+4 red
452. 0 accept
453. 3 draw
454. 2 draw
455. 1 draw
456. 1 play W+4 blue
457. 0 challenge
458. 3 play B8
459. 2 play B2
460. 1 draw
461. 0 play B0
462. 3 draw
463. 2 play G0
464. 1 play G7
465. 0 play GR
466. 1 play G6
467. 2 play G6
468. 3 play G8
469. 0 play R8
470. 1 draw
471. 1 play R1
472. 2 draw
473. 3 play G1
474. 0 draw
475. 1 draw
476. 1 play G8
477. 2 draw
478. 3 play G3
479. 0 draw
480. 0 play G+2
481. 1 accept
482. 2 play G+2
483. 3 accept
484. 0 play R+2
485. 1 accept
486. 2 play B+2
487. 3 accept
488. 0 play B8
489. 1 play B6
490. 2 play B5
491. 3 play B1
492. 0 play B4
493. 1 play BS
494. 3 play BR
495. 2 draw
496. 1 play W green
497. 0 draw
498. 3 play G4
499. 2 play GS
500. 0 play YS
501. 2 play Y9
502. 1 play Y0
503. 0 play Y4
504. 3 draw
505. 2 play Y7

# round 7
506. 3 deal
507. 1 play B4
508. 2 play B3
509. 3 draw
510. 0 play B9
511. 1 play R9
512. 2 play R5
513. 3 play RR
514. 2 play W yellow
515. 1 play Y2
516. 0 play B2
517. 3 play B4
518. 2 play B2
519. 1 draw
520. 0 play W blue
521. 3 draw
522. 2 draw
523. 1 draw
524. 0 draw
525. 3 draw
526. 3 pass
527. 2 draw
528. 1 draw
529. 0 play B0
530. 3 play BR
531. 0 play B6
532. 1 play Y6
533. 2 draw
534. 3 play Y1
535. 0 play W red
536. 1 play RS
537. 3 play R4
538. 0 draw
539. 1 play G4
540. 2 play G4
541. 3 play G2
542. 0 draw
543. 1 play GR
544. 0 play GS
545. 2 play G+2
546. 1 accept
547. 0 draw
548. 3 play G1
549. 2 play G0
550. 1 play G9
551. 0 draw
552. 0 play W+4 yellow
553. 3 accept
554. 2 draw
555. 2 play Y4
556. 1 play Y7
557. 0 play Y1
558. 3 play Y+2
559. 2 accept
560. 1 play Y5
561. 0 play YS
562. 2 play GS
563. 0 draw
564. 0 play G3
565. 3 play R3
566. 2 play R0
567. 1 play W+4 red
568. 0 catch 1
569. 0 accept
570. 3 play R+2
571. 2 accept
572. 1 draw
573. 1 play Y+2
574. 0 accept
575. 3 play Y0
576. 2 play Y8
577. 1 play YR
578. 2 draw
579. 2 play Y4
580. 3 draw
581. 0 draw
582. 1 draw
583. 2 draw
584. 3 draw
585. 0 play Y3
586. 1 draw
587. 2 draw
588. 3 play G3
589. 0 play G8
590. 1 play B8
591. 2 play R8
592. 3 draw
593. 0 play R2
594. 1 play R7
595. 2 play RR
596. 1 draw
597. 1 play R1
598. 0 play R1
599. 3 play R5
600. 2 play G5
601. 1 draw
602. 0 draw
603. 3 play G6
604. 2 play R6
605. 1 draw
606. 0 play R8
607. 3 play R3
608. 2 draw
609. 2 play Y3
610. 1 play Y2
611. 0 play Y8
612. 3 play Y9
613. 0 catch 3
614. 2 draw
615. 2 play Y9
616. 1 draw
617. 1 play B9
618. 0 play B8
619. 3 draw
620. 2 play B1
621. 1 play B7
622. 0 play BR
623. 1 play B+2 uno
624. 2 accept
625. 3 play B+2
626. 0 accept
627. 1 draw
628. 1 play B5 uno
629. 2 play B7
630. 3 play B6
631. 0 play BS
632. 2 draw
633. 2 play B5
634. 3 draw
635. 0 draw
636. 0 play W red
637. 1 draw
638. 2 draw
639. 2 play R7
640. 3 play Y7
641. 0 play G7
642. 1 play G5
643. 2 play G8
644. 3 catch 2
645. 3 draw
646. 3 play G2
647. 0 play G9 uno
648. 1 play G+2
649. 2 accept

# round 8
650. 0 deal
651. 1 draw
652. 2 play B4
653. 3 play G4
654. 0 play R4
655. 1 draw
656. 2 play R2
657. 3 play R3
658. 0 play R6
659. 1 draw
660. 2 play R9
661. 3 play W+4 green
662. 0 accept
663. 1 play G0
664. 2 play G9
665. 3 play G8
666. 0 play G1
667. 1 play G2
668. 2 play W yellow
669. 3 play YS
670. 1 draw
671. 2 play YR uno
672. 1 draw
673. 1 play Y9
674. 0 play Y8
675. 3 play YS uno
676. 1 play GS
677. 3 draw
678. 3 play GR
679. 0 play BR
680. 3 play B2

# round 9
681. 1 deal
682. 2 play R6
683. 3 play R2
684. 0 play G2
685. 1 play G+2
686. 2 accept
687. 3 play Y+2
688. 0 accept
689. 1 play Y5
690. 2 play Y1
691. 3 play Y4
692. 0 play Y3
693. 1 draw
694. 1 play Y9
695. 2 play B9
696. 3 play B2
697. 0 play BR
698. 3 play GR
699. 0 play G1
700. 1 draw
701. 2 play G1
702. 3 draw
703. 3 play W+4 red
704. 0 accept
705. 1 play R2
706. 2 play R3
707. 3 play RS
708. 1 play R7
709. 2 play B7
710. 3 draw
711. 3 play B+2
712. 3 uno
713. 0 accept
714. 1 play B8
715. 2 play B+2
716. 3 accept
717. 0 play W blue
718. 1 draw
719. 2 draw
720. 3 draw
721. 0 play W green
722. 1 draw
723. 2 play GR
724. 1 draw
725. 0 play GS
726. 2 play G2 uno
727. 1 draw
728. 1 play G6
729. 0 play B6
730. 3 play W+4 green
731. 2 challenge
732. 1 draw
733. 1 play G7
734. 0 play Y7
735. 3 play Y5
736. 2 play R5
737. 1 play R3
738. 0 play R1
739. 3 draw
740. 2 play R+2
741. 1 accept
742. 0 draw
743. 3 draw
744. 2 play R4
745. 1 play R0
746. 0 draw
747. 3 draw
748. 2 draw
749. 1 play R6
750. 0 draw
751. 3 draw
752. 2 draw
753. 2 play RS
754. 0 draw
755. 0 play W green
756. 3 play G7
757. 2 play G4
758. 1 play G8
759. 0 play G6
760. 3 play G8
761. 2 draw
762. 1 play B8
763. 0 play B3
764. 3 play B2
765. 2 play B7
766. 1 draw
767. 1 play R7
768. 0 draw
769. 3 draw
770. 2 draw
771. 1 play R4
772. 0 play G4
773. 3 play G9
774. 2 draw
775. 1 draw
776. 0 play G+2
777. 3 accept
778. 2 draw
779. 1 draw
780. 0 play G9
781. 3 play GS
782. 1 play YS
783. 3 play Y6
784. 2 play Y0
785. 1 play Y6
786. 0 play YR
787. 1 play Y3 uno
788. 2 play B3
789. 3 play B5
790. 0 draw
791. 1 play B0

# round 10
792. 2 deal
793. 3 play B5
794. 0 play B2
795. 1 play W red
796. 2 play W blue
797. 3 play B+2
798. 0 accept
799. 1 play R+2
800. 2 accept
801. 3 play R3
802. 0 play W yellow
803. 1 draw
804. 1 play YR
805. 0 draw
806. 3 play Y3
807. 2 play Y5
808. 1 play G5
809. 0 play G6
810. 3 draw
811. 2 draw
812. 1 play G+2
813. 0 accept
814. 3 draw
815. 3 pass
816. 2 play G9
817. 1 play G3
818. 0 play G6
819. 3 play G2
820. 2 draw
821. 1 draw
822. 0 play G5
823. 3 draw
824. 2 play Y5
825. 1 play R5
826. 0 play R9
827. 3 play R4
828. 2 play R4
829. 1 play B4 uno
830. 0 play B8
831. 3 play R8
832. 2 play R3
833. 1 play R7

# round 11
834. 3 deal
835. 1 play G4
836. 2 play Y4
837. 3 play G4
838. 0 play B4
839. 1 play B1
840. 2 play Y1
841. 3 play Y5
842. 0 play Y+2
843. 1 accept
844. 2 draw
845. 2 play Y6
846. 3 play Y7
847. 0 play Y+2
848. 1 accept
849. 2 play W+4 blue
850. 3 challenge
851. 0 draw
852. 1 play B2
853. 2 play BR
854. 1 play BS
855. 3 play RS
856. 1 play R2
857. 0 play R2
858. 3 play RR
859. 0 play R4
860. 1 play R9
861. 2 draw
862. 3 play B9
863. 0 draw
864. 1 play B7
865. 2 play BR
866. 1 play W+4 yellow
867. 0 accept
868. 3 play Y2
869. 2 draw
870. 2 play W green
871. 1 play G6
872. 0 play GS
873. 2 play G3
874. 1 draw
875. 0 play G1
876. 3 play G2
877. 2 play G8 uno
878. 1 draw
879. 0 play G+2
880. 3 accept
881. 2 play G1

# round 12
882. 0 deal
883. 1 play B8
884. 2 play BS
885. 0 play BR
886. 3 play B1
887. 2 draw
888. 1 play BR
889. 2 play YR
890. 1 play Y6
891. 0 play B6
892. 3 draw
893. 2 draw
894. 1 play B4
895. 0 play B2
896. 3 play G2
897. 2 draw
898. 1 draw
899. 0 play G7
900. 3 play Y7
901. 2 play YR
902. 3 play Y5
903. 0 draw
904. 0 play Y2
905. 1 draw
906. 2 play Y+2
907. 3 accept
908. 0 draw
909. 0 play W+4 red
910. 1 challenge
911. 2 play R5
912. 3 play R1
913. 0 play R7
914. 1 play R+2
915. 2 accept
916. 3 draw
917. 0 play R0
918. 1 play R8
919. 2 play R9
920. 3 play B9
921. 0 draw
922. 1 play B9
923. 2 play B+2
924. 3 accept
925. 0 play B2 uno
926. 1 play B5
927. 2 play BS
928. 0 draw
929. 1 draw
930. 2 draw
931. 2 play B0
932. 3 play B7
933. 0 draw
934. 1 draw
935. 1 play W+4 green
936. 2 accept
937. 3 play GS
938. 1 play G8
939. 2 play G0
940. 3 play G2
941. 0 draw
942. 1 play G6
943. 2 play W green
944. 3 draw
945. 0 draw
946. 0 pass
947. 1 play G1
948. 2 draw
949. 2 play W yellow
950. 3 play Y4
951. 0 play Y0
952. 1 draw
953. 2 play Y4
954. 3 play Y9
955. 0 draw
956. 1 play G9
957. 2 play Y9
958. 3 play Y8
959. 0 play G8
960. 1 play R8
961. 2 play R3
962. 3 play B3 uno
963. 0 play B+2
964. 1 accept
965. 2 play R+2
966. 3 accept
967. 0 play RS
968. 2 play R6
969. 3 play Y6
970. 0 play Y5 uno
971. 1 play Y+2
972. 2 accept
973. 3 play Y3 uno
974. 0 draw
975. 1 play G3
976. 2 play W+4 blue
977. 3 accept
978. 0 play B6 uno
979. 1 play B1
980. 2 draw
981. 3 draw
982. 0 draw
983. 1 draw
984. 2 draw
985. 3 draw
986. 3 play W yellow
987. 0 draw
988. 0 play YS
989. 2 play YS
990. 0 draw
991. 1 draw
992. 2 play Y3
993. 3 draw
994. 3 play Y7
995. 0 play G7
996. 1 play G+2
997. 2 accept
998. 3 play G5
999. 0 play G6
1000. 1 play G1
1001. 2 play GS
1002. 0 draw
1003. 1 play G5
1004. 2 play G4
1005. 3 play R4
1006. 0 play G4
1007. 1 play R4
1008. 2 play R6 uno
1009. 3 play RR
1010. 2 play R9

# round 13
1011. 1 deal
1012. 1 play BS
1013. 3 play B9
1014. 2 play B7
1015. 1 play G7
1016. 0 play W+4 blue
1017. 3 accept
1018. 2 play W blue
1019. 1 draw
1020. 1 play B8
1021. 0 play B4
1022. 3 play BS
1023. 1 draw
1024. 0 draw
1025. 3 draw
1026. 2 draw
1027. 2 play RS
1028. 0 play R1
1029. 3 play R7
1030. 2 play W blue
1031. 1 draw
1032. 1 play B8
1033. 0 draw
1034. 0 play B3
1035. 3 play B1
1036. 2 play B5
1037. 1 draw
1038. 0 draw
1039. 3 play B2
1040. 2 draw
1041. 2 play W+4 green
1042. 1 challenge
1043. 0 play G+2
1044. 3 accept
1045. 2 draw
1046. 2 play G6
1047. 1 play R6
1048. 0 play R2
1049. 3 play R1
1050. 2 draw
1051. 2 play RR
1052. 3 play YR
1053. 2 play Y3
1054. 1 play Y5
1055. 0 play Y4
1056. 3 play Y6
1057. 2 play Y5
1058. 1 play Y7
1059. 0 play Y1
1060. 3 play Y8
1061. 2 draw
1062. 2 play Y7 uno
1063. 1 play Y9
1064. 0 draw
1065. 0 play YS
1066. 2 draw
1067. 1 play W green
1068. 0 play GR uno
1069. 1 play RR
1070. 0 draw
1071. 3 play R+2
1072. 2 accept
1073. 1 play R5
1074. 0 draw
1075. 0 play R9
1076. 3 draw
1077. 3 play G9
1078. 2 play G4
1079. 1 play G0
1080. 0 draw
1081. 3 play G9
1082. 2 draw
1083. 1 play W+4 red
1084. 0 challenge
1085. 0 play RS
1086. 2 play R2
1087. 1 draw
1088. 1 play B2
1089. 0 play Y2
1090. 3 play Y+2
1091. 2 accept
1092. 1 play Y9
1093. 0 draw
1094. 0 play YR
1095. 1 play Y3
1096. 2 play Y+2
1097. 3 accept
1098. 0 draw
1099. 0 pass
1100. 1 draw
1101. 2 draw
1102. 2 play Y4
1103. 3 draw
1104. 0 play Y6 uno
1105. 1 play G6
1106. 2 play GR
1107. 1 play G4
1108. 0 draw
1109. 3 play G+2
1110. 2 accept
1111. 1 play G8
1112. 0 draw
1113. 3 play G3
1114. 2 play G8
1115. 1 play G2
1116. 0 draw
1117. 3 draw
1118. 2 draw
1119. 2 play G5
1120. 1 play G7
1121. 0 play R7
1122. 3 play B7
1123. 2 play B6
1124. 1 draw
1125. 0 play BR
1126. 1 play B5
1127. 2 play B4
1128. 3 play B9
1129. 0 draw
1130. 1 play B0
1131. 0 catch 1
1132. 2 draw
1133. 3 play R0
1134. 0 play R6
1135. 1 play R4
1136. 2 play R5
1137. 3 play R3

# round 14
1138. 2 deal
1139. 3 play YS
1140. 1 play Y8
1141. 2 play Y9
1142. 3 play W blue
1143. 0 play B1
1144. 1 play B2
1145. 2 play B1
1146. 3 play B4
1147. 0 play B+2
1148. 1 accept
1149. 2 play B7
1150. 3 play B0
1151. 0 draw
1152. 0 play B7
1153. 1 play B3
1154. 2 play Y3
1155. 3 draw
1156. 0 play Y1
1157. 1 play G1
1158. 2 play W blue
1159. 3 draw
1160. 0 draw
1161. 1 draw
1162. 1 play W+4 red
1163. 2 challenge
1164. 3 play R7
1165. 0 play R9
1166. 1 play RR
1167. 0 play R5
1168. 3 play RR
1169. 0 play GR
1170. 3 draw
1171. 2 play G9
1172. 1 play G5
1173. 0 play G7
1174. 1 catch 0
1175. 3 draw
1176. 3 play W+4 green
1177. 2 challenge
1178. 1 draw
1179. 0 draw
1180. 0 play G2
1181. 3 draw
1182. 2 play G8
1183. 1 draw
1184. 0 play G0
1185. 3 draw
1186. 3 play G5
1187. 2 play GR
1188. 3 play YR
1189. 2 play Y1
1190. 1 play YR
1191. 2 play Y7
1192. 3 draw
1193. 0 draw
1194. 0 play Y4
1195. 1 play Y3
1196. 2 play R3
1197. 3 play R1
1198. 0 play R4 uno
1199. 1 play R+2
1200. 2 accept
1201. 3 play R8
1202. 0 draw
1203. 0 play R1
1204. 1 play R0 uno
1205. 2 play RS
1206. 0 draw
1207. 1 draw
1208. 1 play GS
1209. 3 draw
1210. 3 play G9
1211. 0 draw
1212. 1 draw
1213. 1 play G7 uno
1214. 2 play G8
1215. 3 draw
1216. 0 play G6
1217. 1 draw
1218. 2 play G1
1219. 3 draw
1220. 0 draw
1221. 1 draw
1222. 1 play W blue
1223. 2 play W+4 blue
1224. 3 challenge
1225. 3 play BS
1226. 1 play B4 uno
1227. 2 play B8
1228. 3 play B5
1229. 0 draw
1230. 1 draw
1231. 2 play BS
1232. 0 play B6
1233. 1 play G6 uno
1234. 2 play Y6
1235. 3 play R6
1236. 0 play Y6
1237. 1 play Y4
