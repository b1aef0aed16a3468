[RulesVersion "4"]
[Edition "party"]
[Players "5"]
[Seed "12"]
[Digest "44d63c2b7e62da06726a0363c968f69e57325c9a6b4c450aaeb1531a7576865e"]
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
64. 4 accept
65. 0 play Y+2
66. 1 accept
67. 2 play Y5
68. 3 play W green
69. 4 play GS
70. 1 play WPU
71. 2 play Y6
72. 3 play WPU
73. 4 play YPT
74. 0 play Y8
75. 1 play W
76. 2 take
77. 3 draw
78. 4 draw
79. 0 play Y4
80. 1 play WDT blue 0,4
81. 2 play WPU
82. 3 play B5
83. 4 play B+2
84. 0 play B8
85. 1 play BPT
86. 2 play W
87. 3 play B9
88. 4 play B4
89. 0 take
90. 1 play B3
91. 2 draw
92. 2 play W+4 blue
93. 3 accept
94. 4 draw
95. 0 play W red
96. 1 play R9
97. 2 play RPT
98. 1 point 3
99. 0 point 3
100. 4 point 3
101. 2 point 4
102. 3 point 2
103. 3 play W blue
104. 4 play WDT yellow 0,2
105. 0 play Y3
106. 1 play Y+2
107. 2 accept
108. 3 play Y0
109. 4 draw
110. 4 play W red
111. 0 play R9
112. 1 play RS
113. 3 play R8
114. 4 draw
115. 0 play WDT green 0,3
116. 1 draw
117. 1 play W+4 blue
118. 2 accept
119. 3 play BPT
120. 4 point 2
121. 0 point 3
122. 2 point 3
123. 3 point 2
124. 1 point 2
125. 4 draw
126. 0 play GPT
127. 3 point 2
128. 1 point 2
129. 0 point 1
130. 2 point 1
131. 4 point 3
132. 1 play GPT
133. 4 point 1
134. 0 point 3
135. 2 point 3
136. 3 point 1
137. 1 point 3
138. 2 play G9
139. 3 play W yellow
140. 4 draw
141. 0 play YPT
142. 1 point 3
143. 4 point 1
144. 0 point 3
145. 3 point 4
146. 2 point 3
147. 1 play Y7
148. 2 play Y6
149. 3 play WPU
150. 4 play GPT
151. 0 play W
152. 1 play W+4
153. 2 play GS
154. 3 play W
155. 4 play G6
156. 0 take
157. 1 play W+4 green
158. 2 challenge
159. 3 play G0
160. 4 play G5
161. 0 draw
162. 0 play W+4 red
163. 1 challenge
164. 1 play RPT
165. 2 point 1
166. 0 point 4
167. 1 point 2
168. 3 point 2
169. 4 point 3
170. 2 play W+4 blue
171. 3 challenge
172. 3 play B7
173. 4 play R7
174. 0 play R6
175. 1 play WPU
176. 2 play GR
177. 3 play G1
178. 4 play W+4
179. 0 play W+4
180. 1 take
181. 2 play G4
182. 3 play G2
183. 4 play G+2
184. 0 accept
185. 1 play G1
186. 2 play W blue
187. 3 play BS
188. 0 play B5
189. 1 play G5
190. 2 play W red
191. 3 play R8
192. 4 play R5 uno
193. 3 play R5
194. 4 draw
195. 0 play B5
196. 1 play W+4 red
197. 2 accept
198. 3 play RPT
199. 4 point 0
200. 1 point 2
201. 3 point 0
202. 2 point 3
203. 0 point 2
204. 4 play BPT
205. 1 point 0
206. 3 point 1
207. 2 point 0
208. 3 catch 4
209. 4 point 0
210. 0 point 1
211. 0 play B6
212. 1 play W+4 red
213. 2 accept
214. 3 play R3
215. 4 play R7
216. 0 play W yellow
217. 1 play Y3
218. 2 play Y9
219. 3 play WPU
220. 4 play W
221. 0 play YPT
222. 1 take
223. 2 play W+4 green
224. 3 accept
225. 4 draw
226. 0 play G6
227. 1 play GR
228. 0 play G6
229. 4 draw
230. 3 play G2
231. 2 play G1
232. 1 play W blue
233. 0 play W yellow
234. 4 play YS
235. 2 play YPT
236. 4 point 1
237. 2 point 1
238. 3 point 1
239. 0 point 3
240. 1 point 2
241. 1 draw
242. 1 play W+4 yellow
243. 0 challenge
244. 0 play YR
245. 1 play W yellow
246. 2 play W+4 green
247. 3 challenge
248. 3 play W+4 green
249. 4 challenge
250. 0 play GS
251. 2 play BS
252. 4 play B7
253. 0 play B2
254. 1 play W+4 yellow
255. 2 accept
256. 3 play Y5
257. 4 play Y9
258. 0 play G9
259. 1 play G2
260. 2 play G0
261. 3 play R0
262. 4 draw
263. 0 play B0
264. 1 play B8
265. 0 play B8
266. 1 play WPU
267. 2 play WPU
268. 3 play R2
269. 4 play R+2
270. 0 play W
271. 1 play WDT
272. 2 play W
273. 3 play RPT
274. 4 play RPT
275. 0 play R3
276. 1 play R1
277. 2 play WPU
278. 3 play RPT
279. 4 take
280. 0 play R+2
281. 1 accept
282. 2 play R2
283. 4 play R2
284. 0 play W green
285. 1 play G+2
286. 2 accept
287. 3 draw
288. 4 play G4
289. 0 play GPT
290. 4 point 2
291. 1 point 0
292. 3 point 2
293. 0 point 2
294. 2 point 0
295. 1 play WPU
296. 2 play Y1
297. 3 play YS
298. 4 play W
299. 0 play W
300. 1 play WDT
301. 2 play Y8
302. 3 play Y7
303. 4 play WDT
304. 0 play YR
305. 1 play Y1
306. 2 play WDT
307. 3 play Y8
308. 4 play W
309. 0 take
310. 1 play YPT
311. 1 point 4
312. 0 point 1
313. 4 point 2
314. 3 point 2
315. 2 point 1
316. 2 play WDT yellow 0,4
317. 3 play Y4
318. 4 play Y4
319. 0 play B4
320. 1 draw
321. 1 play W+4 red
322. 2 accept
323. 3 draw
324. 4 play RPT
325. 2 point 0
326. 1 point 2
327. 4 point 1
328. 3 point 2
329. 0 point 1
330. 0 play WDT blue 1,2
331. 1 play WPU
332. 2 play WPU
333. 3 take
334. 4 play WPU
335. 0 play BPT
336. 1 play W
337. 2 play B7
338. 3 play BPT
339. 4 play WPU
340. 0 play B9
341. 1 play B4
342. 2 play B1
343. 3 play W+4
344. 4 take
345. 0 play B+2
346. 1 accept
347. 2 play W+4 blue
348. 3 challenge
349. 3 play WPU
350. 4 play WPU
351. 0 play W
352. 1 play WDT
353. 2 play G1
354. 3 play GPT uno
355. 4 play W+4
356. 0 play WDT
357. 1 play GPT
358. 2 play G8
359. 3 take
360. 4 play W+4 yellow
361. 0 accept
362. 1 draw
363. 2 play Y2
364. 3 play W+4 red
365. 4 challenge
366. 4 play RPT
367. 0 point 3
368. 1 point 3
369. 3 point 4
370. 4 point 2
371. 2 point 4
372. 0 play W+4 blue
373. 1 challenge
374. 1 play B3
375. 2 play B3
376. 3 play W red
377. 4 play W green
378. 0 play WDT yellow 0,4
379. 1 play YPT
380. 2 point 1
381. 3 point 1
382. 1 point 4
383. 4 point 0
384. 0 point 1
385. 2 play Y2
386. 3 play WPU
387. 4 play RPT
388. 0 play R8
389. 1 play W
390. 2 play WDT
391. 3 play WDT
392. 4 play R9
393. 0 play R8
394. 1 play RR
395. 2 play W+4
396. 3 play WDT
397. 4 play R1
398. 0 play R4
399. 1 play R6
400. 2 play WDT
401. 3 play WPU
402. 4 play W
403. 0 play W
404. 1 play R7
405. 2 play RS
406. 3 play W+4
407. 4 play R+2
408. 0 play W
409. 1 take
410. 2 play W+4 blue
411. 3 accept
412. 4 play B7
413. 0 play WDT yellow 0,4
414. 1 play WDT yellow 2,3
415. 2 play WDT green 1,2
416. 3 play G7
417. 4 play G1
418. 0 play Y1
419. 1 play B1
420. 2 play B6
421. 3 play W red
422. 4 draw
423. 4 play W green
424. 0 play G8
425. 1 play G6
426. 2 play G+2
427. 3 accept
428. 4 play G9
429. 0 play WDT blue 0,1
430. 1 play BPT
431. 1 point 3
432. 0 point 1
433. 4 point 0
434. 2 point 4
435. 3 point 1
436. 2 play BR
437. 1 play WPU
438. 0 take
439. 4 draw
440. 3 play W green
441. 2 play G7
442. 1 play WDT red 1,4
443. 0 play W yellow
444. 4 play Y+2
445. 3 accept
446. 2 play WPU
447. 1 play BR
448. 0 play B7
449. 4 play B1
450. 3 play B5
451. 2 play B2
452. 1 play W
453. 0 take
454. 4 play BS
455. 2 play WPU
456. 1 play W+4
457. 0 play BR
458. 4 play B9
459. 3 play W+4
460. 2 play B9
461. 1 play WDT
462. 0 play B2
463. 4 play BPT
464. 3 play B5
465. 2 play WDT
466. 1 play WDT
467. 0 play B1
468. 4 play BPT
469. 3 play B6
470. 2 play B6
471. 1 play W
472. 0 play B1
473. 4 play B4
474. 3 take
475. 2 play B+2
476. 1 accept
477. 0 play B5
478. 4 play B2
479. 3 play B4
480. 2 play W blue
481. 1 play WDT green 2,3
482. 0 play G3
483. 4 play G8
484. 3 play GPT
485. 4 point 1
486. 0 point 4
487. 2 point 4
488. 3 point 1
489. 1 point 4
490. 2 play G4
491. 1 draw
492. 1 pass
493. 0 play G5
494. 4 play WPU
495. 3 play G2
496. 2 play GPT
497. 1 play WDT
498. 0 play W
499. 4 play W
500. 3 play G8
501. 2 play G5
502. 1 play W
503. 0 play G3
504. 4 play G6
505. 3 play WDT
506. 2 play W
507. 1 play W
508. 0 take
509. 4 play GS
510. 2 play GR
511. 3 play GPT
512. 2 point 0
513. 4 point 0
514. 0 point 3
515. 1 point 4
516. 3 point 0
517. 4 play W+4 yellow
518. 0 accept
519. 1 play Y3
520. 2 play W blue
521. 3 play WDT green 0,1
522. 4 draw
523. 4 play G+2
524. 0 accept
525. 1 play WPU
526. 2 play WPU
527. 3 play G1
528. 4 take
529. 0 play G5
530. 1 play R5
531. 2 play W yellow
532. 3 play W yellow
533. 4 play WPU
534. 0 play WDT
535. 1 play W
536. 2 play R1
537. 3 play W
538. 4 play R3
539. 0 play WDT
540. 1 play R8
541. 2 play R3
542. 3 play R9
543. 4 take
544. 0 play W blue
545. 1 play B4
546. 2 play R4
547. 1 play R4
548. 2 play WPU
549. 3 play BPT
550. 4 play WDT
551. 0 play B7
552. 1 play WDT
553. 2 play W
554. 3 play B2
555. 4 play B0
556. 0 play B3
557. 1 play W+4
558. 2 play WPU
559. 3 play WDT
560. 4 play W
561. 0 play W
562. 1 play W
563. 2 take
564. 3 play W+4 red
565. 4 challenge
566. 4 play R1
567. 1 play R1
568. 2 play R6
569. 3 play R7
570. 4 play W+4 red
571. 0 challenge
572. 0 play RPT
573. 3 point 2
574. 4 point 1
575. 2 point 1
576. 0 point 1
577. 1 point 4
578. 1 draw
579. 2 play BPT
580. 2 point 3
581. 3 point 1
582. 0 point 4
583. 4 point 2
584. 1 point 0
585. 3 play B3
586. 4 play B+2
587. 0 accept
588. 1 play R+2
589. 2 accept
590. 3 play W+4 yellow
591. 4 challenge
592. 4 play Y2
593. 0 play YPT
594. 3 point 1
595. 1 point 3
596. 2 point 4
597. 4 point 1
598. 0 point 2
599. 1 play Y5
600. 2 play WPU
601. 3 play B6
602. 4 play W+4
603. 0 play W+4
604. 1 play WPU
605. 2 play B0
606. 3 play BR
607. 4 play WPU
608. 0 play W+4
609. 1 play BPT
610. 2 play WDT
611. 3 play BPT
612. 4 play W
613. 0 play B8
614. 1 play W+4
615. 2 play WPU
616. 3 play B9
617. 4 play WDT
618. 0 play W
619. 1 play BS
620. 2 play B3
621. 3 play W
622. 4 play W+4
623. 0 play W
624. 1 play WPU
625. 2 play W
626. 3 play BPT
627. 4 play WDT
628. 0 play W
629. 1 take
630. 2 play W+4 green
631. 3 challenge
632. 3 play GS
633. 0 play G2
634. 1 play WPU
635. 2 play WDT
636. 3 play Y0
637. 4 play YPT
638. 0 play Y6
639. 1 play Y4
640. 2 play WDT
641. 3 play YS
642. 4 play W
643. 0 play Y4
644. 1 play WDT
645. 2 play WDT
646. 3 play Y3
647. 4 play Y9
648. 0 play Y7
649. 1 play WPU
650. 2 play W+4
651. 3 play WPU
652. 4 play Y1
653. 0 play Y9
654. 1 play WDT
655. 2 play W
656. 3 play Y5
657. 4 play WDT
658. 0 play YPT
659. 1 play WPU
660. 2 play W
661. 3 play W+4
662. 4 play YPT
663. 0 play YS
664. 1 play WPU
665. 2 play W
666. 3 play Y2
667. 4 play WDT
668. 0 play Y1
669. 1 play WDT
670. 2 play W
671. 3 take
672. 4 play WDT yellow 1,2
673. 0 play YR
674. 4 draw
675. 4 play BR
676. 0 play YR
677. 4 draw
678. 3 play YS
679. 1 play WPU
680. 0 play R2
681. 4 play R0
682. 3 play RPT
683. 2 play W
684. 1 play R2
685. 0 take
686. 4 play R7
687. 3 play Y7
688. 0 play Y7
689. 4 draw
690. 4 play W+4 red
691. 3 accept
692. 2 play RR
693. 3 play R5
694. 4 play R4
695. 0 play R0
696. 1 play R9
697. 2 play RS
698. 4 play R8
699. 0 play W red
700. 1 play RR
701. 0 play R5
702. 4 play R3
703. 3 play W+4 red
704. 2 challenge
705. 2 play RPT
706. 4 point 3
707. 2 point 1
708. 1 point 2
709. 0 point 1
710. 3 point 0
711. 1 play W blue
712. 0 play WDT red 1,4
713. 4 play R9
714. 3 play W+4 blue
715. 2 challenge
716. 2 play B3
717. 1 play B0
718. 0 draw
719. 4 draw
720. 3 play B5
721. 3 play B5
722. 2 play B7
723. 2 play B7
724. 1 play BS
725. 4 draw
726. 4 play B4
727. 3 play WPU
728. 2 play GR
729. 1 play WPU
730. 0 play G6
731. 4 play G9
732. 3 play GR
733. 2 play W
734. 1 play W+4
735. 0 play G0
736. 4 play G1
737. 3 play G5
738. 2 play GPT
739. 1 play G7
740. 0 play G3
741. 4 play G6
742. 3 play WPU
743. 2 take
744. 1 play G2
745. 0 play GPT
746. 2 point 4
747. 3 point 4
748. 1 point 0
749. 4 point 2
750. 0 point 1
751. 4 play G8
752. 3 play W+4 green
753. 2 challenge
754. 2 play W+4 yellow
755. 1 challenge
756. 1 play W green
757. 0 play G+2
758. 4 accept
759. 3 play G9
760. 2 play G0
761. 1 play W yellow
762. 0 draw
763. 0 play W green
764. 4 play WPU
765. 3 play W
766. 2 play WPU
767. 1 play R7
768. 0 play R2
769. 4 play R3
770. 3 play WDT
771. 2 play WPU
772. 1 play W+4
773. 0 play RPT
774. 4 play R1
775. 3 play RPT
776. 2 play W+4
777. 1 play RS
778. 0 play R2
779. 4 play R1
780. 3 play WPU
781. 2 play W
782. 1 play W+4
783. 0 take
784. 4 draw
785. 4 play R5 uno
786. 3 play WDT yellow 0,4
787. 2 play W red
788. 1 play W+4 yellow
789. 0 challenge
790. 0 play WPU
791. 4 play Y7
