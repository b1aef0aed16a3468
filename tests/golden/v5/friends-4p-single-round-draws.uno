[RulesVersion "5"]
[Edition "friends"]
[Players "4"]
[Seed "1"]
[Digest "3745bb8ad43e794401e69f6ed7a7f696f6e43654e58bdb970f782f9ef1f10bb0"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 3 play W+4/Phoebe yellow
2. 0 accept
3. 1 play W/Ross green
4. 2 play G5/Ross
5. 3 draw
6. 0 play W/Chandler green
7. 1 draw
8. 2 draw
9. 2 play G8/Chandler
10. 3 draw
11. 0 draw
12. 1 play G6/Joey
13. 2 draw
14. 3 draw
15. 0 play GS/Phoebe
16. 2 play GR/Ross
17. 1 draw
18. 0 play W+4/Monica blue
19. 3 challenge
20. 2 draw
21. 1 play BS/Rachel
22. 3 draw
23. 2 play B2/Chandler
24. 1 play B1/Rachel
25. 0 play B5/Joey
26. 3 play B2/Joey
27. 2 play B1/Ross
28. 1 draw
29. 1 pass
30. 0 draw
31. 0 play WD yellow Chandler
32. 2 draw
33. 2 play Y3/Chandler
34. 1 draw
35. 1 play Y4/Monica
36. 0 play B4/Ross
37. 3 play B3/Monica
38. 2 draw
39. 1 play B4/Rachel
40. 0 play B7/Rachel
41. 3 play B9/Phoebe
42. 2 draw
43. 1 draw
44. 0 draw
45. 3 play Y9/Chandler
46. 2 draw
47. 1 draw
48. 1 play Y5/Ross
49. 0 play YR/Ross
50. 1 draw
51. 2 play YR/Rachel
52. 1 play YS/Monica
53. 3 play Y2/Rachel
54. 2 play Y7/Phoebe
55. 1 draw
56. 1 play WD green Rachel
57. 3 draw
58. 2 play G4/Rachel
59. 1 play R4/Joey
60. 0 play R7/Joey
61. 3 draw
62. 2 draw
63. 2 pass
64. 1 draw
65. 1 pass
66. 0 play R0/Chandler
67. 3 draw
68. 3 play R1/Joey
69. 2 play W/Joey blue
70. 1 play W+4/Rachel green
71. 0 challenge
72. 0 play G1/Rachel
73. 3 play G+2/Monica
74. 2 accept
75. 1 play WD red Monica
76. 3 draw
77. 2 draw
78. 2 play R6/Ross
79. 1 play W+4/Ross red
80. 0 challenge
81. 0 play WD yellow Joey
82. 2 draw
83. 2 play Y1/Monica
84. 1 play Y9/Joey
85. 0 play YS/Phoebe
86. 2 play RS/Joey
87. 0 draw
88. 3 play RS/Monica
89. 1 draw
90. 0 play RR/Phoebe
91. 1 play GR/Chandler
92. 0 draw
93. 3 play BR/Chandler
94. 0 play B7/Ross
95. 1 play B+2/Monica
96. 2 accept
97. 3 play Y+2/Joey
98. 0 accept
99. 1 draw
100. 2 play Y+2/Chandler
101. 3 accept
102. 0 play Y6/Joey
103. 1 play Y0/Joey
104. 2 draw
105. 3 play Y4/Phoebe
106. 0 draw
107. 1 play R4/Monica
108. 2 draw
109. 2 play W/Rachel red
110. 3 draw
111. 0 draw
112. 1 play R2/Rachel
113. 2 play R+2/Ross
114. 3 accept
115. 0 draw
116. 1 play G+2/Joey
117. 2 accept
118. 3 play G6/Monica
119. 0 play R6/Chandler
120. 1 draw
121. 2 play W/Chandler green
122. 3 play W+4/Rachel green
123. 0 accept
124. 1 play G2/Chandler
125. 2 play G7/Rachel
126. 3 play GS/Phoebe
127. 1 draw
128. 1 play WD red Ross
129. 3 play R5/Rachel
130. 0 draw
131. 1 draw
132. 2 play W+4/Ross red
133. 3 accept
134. 0 play R8/Phoebe
135. 1 play R3/Chandler
136. 2 draw
137. 2 play RS/Monica
138. 0 play R1/Monica
139. 1 draw
140. 2 draw
141. 3 play R7/Joey
142. 0 play R8/Rachel
143. 1 play B8/Chandler
144. 2 play B6/Monica
145. 3 play B0/Phoebe
146. 0 play BR/Chandler
147. 3 play WD red Phoebe
148. 1 draw
149. 0 draw
150. 0 play WD red Ross
151. 2 play W+4/Phoebe red
152. 1 challenge
153. 1 draw
154. 1 play W+4/Monica green
155. 0 challenge
156. 3 draw
157. 3 play G4/Rachel
158. 2 play G9/Joey
159. 1 play G8/Ross
160. 0 play GR/Chandler
161. 1 play GR/Ross
162. 0 play YR/Rachel
163. 1 play Y9/Joey
164. 2 play Y+2/Chandler
165. 3 accept
166. 0 play Y2/Rachel
167. 1 play Y6/Joey
168. 2 draw
169. 2 play WD green Joey
170. 0 play G5/Chandler
171. 1 play G0/Monica
172. 2 play GS/Rachel
173. 0 draw
174. 1 draw
175. 1 play W/Joey red
176. 2 draw
177. 2 play R4/Joey
178. 3 play R6/Ross
179. 0 draw
180. 1 draw
181. 2 play R1/Joey
182. 3 play G1/Phoebe
183. 0 draw
184. 0 pass
185. 1 draw
186. 1 play R1/Joey
187. 2 play W/Ross blue
188. 3 play B5/Chandler
189. 0 play BS/Rachel
190. 2 play B8/Joey
191. 3 play B+2/Phoebe
192. 0 accept
193. 1 play B9/Monica
194. 2 play G9/Monica
195. 3 play R9/Ross
196. 0 play R3/Ross
197. 1 draw
198. 1 play WD yellow Phoebe
199. 3 play Y3/Joey
200. 0 play Y1/Phoebe
201. 1 play Y0/Joey uno
202. 2 play W/Joey green
203. 3 play G7/Phoebe
204. 0 play G8/Chandler
205. 1 draw
206. 2 play W/Rachel blue
207. 3 draw
208. 0 play B7/Rachel
209. 1 draw
210. 2 draw
211. 2 play WD red Ross
212. 0 play R+2/Chandler
213. 1 accept
214. 2 draw
215. 3 play WD yellow Phoebe
216. 1 play Y9/Joey
217. 2 play Y9/Chandler
218. 3 play W+4/Rachel green
219. 0 accept
220. 1 draw
221. 1 play W/Chandler red
222. 2 draw
223. 2 play W+4/Ross green
224. 3 challenge
225. 0 play G1/Rachel
226. 1 draw
227. 1 pass
228. 2 play G0/Monica
229. 3 play WD yellow Ross
230. 1 play W+4/Phoebe red
231. 2 accept
232. 3 play RR/Phoebe
233. 2 play R+2/Chandler
234. 1 accept
235. 0 play WD yellow Ross
236. 2 play Y3/Joey
237. 1 play W/Ross yellow
238. 0 play W/Chandler yellow
239. 3 play WD green Monica
240. 1 play G4/Rachel
241. 0 play G8/Ross
242. 3 play W+4/Rachel blue
243. 2 challenge
244. 2 play WD yellow Chandler
245. 0 play Y8/Ross
246. 3 play WD green Chandler
247. 1 play G4/Rachel
248. 0 play B4/Ross
249. 3 play BR/Joey
250. 0 play B2/Joey
251. 1 play B5/Joey
252. 2 play W/Ross red
253. 3 play W+4/Monica yellow
254. 0 challenge
255. 0 play Y7/Phoebe
256. 1 draw
257. 2 play WD green Phoebe
258. 0 play GS/Rachel
259. 2 play WD green Chandler
260. 0 play G5/Ross
261. 1 draw
262. 1 play WD yellow Joey
263. 3 play W+4/Monica blue
264. 0 accept
265. 1 play B9/Monica
266. 2 play WD red Joey
267. 0 play R5/Rachel
268. 1 draw
269. 1 play WD red Monica
270. 3 play WD green Phoebe
271. 1 pass
272. 2 play G5/Chandler
273. 3 play WD yellow Chandler
274. 1 draw
275. 1 play WD blue Joey
276. 3 play B2/Joey
277. 0 play BR/Chandler
278. 3 play W+4/Monica blue
279. 2 accept
280. 1 play B4/Ross
281. 0 play WD red Ross
282. 2 play WD green Joey
283. 0 play WD yellow Chandler
284. 2 play WD blue Monica
285. 0 play B7/Rachel
286. 3 play WD blue Ross
287. 1 play W+4/Monica blue
288. 0 challenge
289. 0 play B1/Ross
290. 3 play B6/Monica
291. 2 play B2/Chandler
292. 1 play WD yellow Phoebe
293. 3 play Y7/Monica
294. 2 play WD blue Monica
295. 0 play B+2/Monica
296. 3 accept
297. 2 play W+4/Rachel yellow
298. 1 accept
299. 0 play Y+2/Joey
300. 3 accept
301. 2 play Y4/Monica
302. 1 play Y7/Monica
303. 0 draw
304. 0 pass
305. 3 play W/Rachel green
306. 2 play G7/Rachel
307. 1 play WD green Monica
308. 3 play W/Joey green
309. 2 play G5/Ross
310. 1 play WD yellow Joey
311. 3 play Y1/Phoebe
312. 2 play Y8/Ross
313. 1 draw
314. 1 play WD green Joey
315. 3 play GS/Rachel
316. 1 draw
317. 1 play WD green Ross
318. 3 play W/Chandler yellow
319. 2 play W+4/Phoebe yellow
320. 1 challenge
321. 1 pass
322. 0 play W/Joey green
323. 3 play WD blue Phoebe
324. 1 draw
325. 1 play W/Joey red
326. 0 play R8/Phoebe
327. 3 play R9/Chandler
328. 2 play WD green Monica
329. 0 play GS/Rachel
330. 2 play W/Chandler blue
331. 1 play WD green Joey
332. 3 play WD red Ross
333. 1 play W/Joey red
334. 0 play WD green Phoebe
335. 2 play G9/Monica
336. 1 play R9/Chandler
337. 0 play WD yellow Rachel
338. 2 play WD blue Joey
339. 0 play B6/Monica
340. 3 play W/Ross red
341. 2 play R5/Rachel
342. 1 play WD blue Phoebe
343. 3 play WD green Ross
344. 1 pass
345. 0 play WD blue Ross
346. 2 play WD yellow Joey
347. 0 play W/Rachel green
348. 3 play W+4/Ross red
349. 2 accept
350. 1 play WD red Ross
351. 3 play R2/Rachel
352. 2 play WD red Rachel
353. 0 play W/Ross red
354. 3 play R4/Monica
355. 2 play W+4/Phoebe yellow
356. 1 accept
357. 0 play W+4/Ross yellow
358. 3 accept
359. 2 play W/Rachel blue
360. 1 play WD blue Joey
361. 3 play WD red Phoebe
362. 1 play WD yellow Phoebe
363. 3 play WD red Monica
364. 1 play R2/Rachel
365. 0 play W+4/Monica red
366. 3 challenge
367. 3 play R0/Chandler
368. 2 play WD yellow Monica
369. 0 play WD blue Monica
370. 2 play WD yellow Monica
371. 0 play W+4/Ross green
372. 3 challenge
373. 3 play G1/Rachel
374. 2 play G9/Joey
375. 1 play W+4/Monica yellow
376. 0 accept
377. 3 play W+4/Rachel red
378. 2 accept
379. 1 play WD red Ross
380. 3 play WD red Phoebe
381. 1 play RS/Monica
382. 3 play R6/Chandler
383. 2 play W+4/Monica yellow
384. 1 accept
385. 0 play Y+2/Joey
386. 3 accept
387. 2 play WD red Monica
388. 0 play WD yellow Ross
389. 2 play Y6/Joey
390. 1 play WD yellow Rachel
391. 3 play Y+2/Chandler
392. 2 accept
393. 1 play W/Ross green
394. 0 draw
395. 3 play W+4/Monica red
396. 2 accept
397. 1 play R0/Chandler
398. 0 play W+4/Rachel green
399. 3 accept
400. 2 play WD yellow Joey
401. 0 play W/Rachel yellow
402. 3 play Y9/Chandler
403. 2 play W/Ross red
404. 1 play R6/Chandler
405. 0 play B6/Monica
406. 3 play W+4/Monica red
407. 2 challenge
408. 2 play R3/Ross
409. 1 play R4/Monica
410. 0 play WD red Chandler
411. 2 pass
412. 1 play W+4/Rachel yellow
413. 0 accept
414. 3 play Y7/Phoebe
415. 2 play YR/Rachel
416. 3 play WD red Ross
417. 1 play R+2/Chandler
418. 2 accept
419. 3 play WD blue Chandler
420. 1 play B+2/Monica
421. 2 accept
422. 3 play B3/Monica
423. 0 play WD blue Chandler
424. 2 play WD green Rachel
425. 0 play WD blue Chandler
426. 2 play WD red Ross
427. 0 play W+4/Rachel green
428. 1 challenge
429. 1 play WD red Chandler
430. 3 play W/Ross blue
431. 0 play WD yellow Ross
432. 2 play Y4/Phoebe
433. 3 play W/Joey green
434. 0 play W+4/Ross green
435. 1 accept
436. 2 play W+4/Rachel green
437. 3 accept
438. 0 play G+2/Joey
439. 1 accept
440. 2 play G8/Ross
441. 3 play B8/Joey
442. 0 play Y8/Ross
443. 1 play WD yellow Chandler
444. 3 play W/Rachel red
445. 0 play W/Chandler green
446. 1 play WD blue Phoebe
447. 3 play WD blue Joey
448. 1 play W/Joey red
449. 2 play WD red Phoebe
450. 0 play WD green Monica
451. 2 play GR/Chandler
452. 1 play WD yellow Chandler
453. 3 play WD yellow Ross
454. 1 play Y+2/Joey
455. 0 accept
456. 3 play WD yellow Joey
457. 1 play W+4/Rachel red
458. 0 challenge
459. 0 play WD green Rachel
460. 2 play WD red Monica
461. 0 play WD red Monica
462. 2 play W/Chandler yellow
463. 1 play WD yellow Rachel
464. 3 play WD yellow Ross
465. 1 play WD yellow Rachel
466. 3 play W+4/Phoebe blue
467. 2 challenge
468. 2 play WD red Ross
469. 0 play WD yellow Monica
470. 2 play Y8/Ross
471. 1 play R8/Phoebe
472. 0 play R+2/Chandler
473. 3 accept
474. 2 play W/Rachel red
475. 1 play W+4/Phoebe green
476. 0 accept
477. 3 play W+4/Ross blue
478. 2 challenge
479. 2 play B8/Joey
480. 1 play W/Ross red
481. 0 play W/Rachel blue
482. 3 play WD red Monica
483. 1 play R4/Joey
484. 0 play WD blue Monica
485. 2 play B8/Joey
486. 1 play B3/Monica
487. 0 draw
488. 0 play WD red Phoebe
489. 2 play W+4/Ross yellow
490. 1 challenge
491. 1 play Y4/Phoebe
492. 0 play Y1/Phoebe
493. 3 play W+4/Monica green
494. 2 challenge
495. 2 play WD red Joey
496. 0 play R1/Monica
497. 3 play WD red Rachel
498. 1 play W+4/Monica green
499. 0 challenge
500. 0 play G1/Rachel
501. 3 play WD yellow Rachel
502. 1 play WD red Ross
503. 3 play WD red Rachel
504. 1 play RS/Monica
505. 3 play R4/Joey
506. 2 play W/Rachel red
507. 1 draw
508. 1 pass
509. 0 play W/Chandler blue
510. 3 play B6/Monica
511. 2 play B0/Phoebe
512. 1 play B+2/Monica
513. 3 catch 1
514. 0 accept
515. 3 play W+4/Rachel red
516. 2 accept
517. 1 play WD yellow Rachel
518. 3 play Y4/Phoebe
519. 2 play WD blue Chandler
520. 0 play WD blue Ross
521. 2 play W/Ross red
522. 1 play WD yellow Monica
523. 3 play WD red Phoebe
524. 1 play RS/Monica
525. 3 play W+4/Ross green
526. 2 accept
527. 1 pass
528. 0 play WD yellow Ross
529. 2 play W/Rachel green
530. 1 draw
531. 1 play WD red Phoebe
532. 3 play R8/Phoebe
533. 2 play WD yellow Rachel
534. 0 play W/Chandler yellow
535. 3 play Y5/Ross
536. 2 play WD green Phoebe
537. 0 play W/Rachel yellow
538. 3 play Y2/Ross
539. 2 play WD red Monica
540. 0 play W/Ross red
541. 3 play R6/Chandler
542. 2 play G6/Monica
543. 1 play WD red Joey
544. 3 play W+4/Phoebe red
545. 2 accept
546. 1 play WD green Monica
547. 3 play G8/Chandler
548. 2 play WD red Joey
549. 0 play WD yellow Chandler
550. 2 play Y3/Joey
551. 1 play Y2/Ross
552. 0 play YR/Rachel
553. 1 play WD yellow Joey
554. 3 play WD red Chandler
555. 1 play WD yellow Chandler
556. 3 play Y1/Phoebe
557. 0 play W+4/Rachel blue
558. 1 challenge
559. 1 play W/Rachel blue
560. 2 play WD yellow Rachel
561. 0 play W/Ross yellow
562. 1 draw
563. 1 play W/Rachel yellow
564. 2 play WD green Monica
565. 0 play WD red Chandler
566. 2 play W+4/Monica yellow
567. 3 accept
568. 0 play Y7/Monica
569. 1 play W/Chandler green
570. 2 draw
571. 2 play W+4/Monica red
572. 3 challenge
573. 3 play WD green Phoebe
574. 1 play WD blue Ross
575. 3 play WD green Rachel
576. 1 play G8/Chandler
577. 2 play G8/Ross
578. 3 play W/Ross blue
579. 0 play WD green Rachel
580. 2 play WD yellow Ross
581. 0 play WD red Ross
582. 2 play W/Chandler yellow
583. 3 play WD yellow Chandler
584. 1 play WD blue Joey
585. 3 play W/Joey blue
586. 0 play WD blue Rachel
587. 2 play WD yellow Monica
588. 0 play Y4/Monica
589. 1 play WD red Chandler
590. 3 play WD red Chandler
591. 1 play WD blue Chandler
592. 3 play W+4/Ross yellow
593. 0 challenge
594. 0 play WD green Ross
595. 2 play WD yellow Phoebe
596. 0 play W+4/Monica yellow
597. 1 challenge
598. 1 play Y5/Ross
599. 2 play WD green Phoebe
600. 0 play WD yellow Joey
601. 2 play YR/Rachel
602. 1 play WD blue Rachel
603. 3 play BS/Ross
604. 1 play W/Joey red
605. 0 play WD blue Joey
606. 2 play B8/Chandler
607. 1 play W+4/Ross red
608. 0 challenge
609. 0 play W/Chandler green
610. 3 play W+4/Monica green
611. 2 challenge
612. 2 play G1/Rachel
613. 1 play W/Ross blue
614. 0 draw
615. 3 play WD blue Rachel
616. 1 play WD blue Phoebe
617. 3 play WD green Rachel
618. 1 play WD red Rachel
619. 3 play W/Rachel blue
620. 2 play WD green Monica
621. 0 play GS/Phoebe
622. 2 play W/Ross green
623. 1 play WD yellow Rachel
624. 3 play W/Joey blue
625. 2 play W+4/Monica green
626. 1 challenge
627. 1 play W/Rachel red
628. 0 draw
629. 0 play W+4/Monica red
630. 3 challenge
631. 3 play W/Chandler blue
632. 2 play WD red Chandler
633. 0 play W/Rachel blue
634. 3 play W+4/Rachel red
635. 2 accept
636. 1 play W/Chandler yellow
637. 0 play YR/Rachel
638. 1 draw
639. 1 play W+4/Rachel green
640. 2 accept
641. 3 play W+4/Ross yellow
642. 0 accept
643. 1 play Y4/Phoebe
644. 2 play WD red Monica
645. 0 play WD yellow Joey
646. 2 play W/Chandler blue
647. 3 play B4/Ross
648. 0 play W/Ross blue
649. 1 play WD yellow Monica
650. 3 play YS/Monica
651. 1 draw
652. 1 play WD yellow Monica
653. 3 play Y0/Joey
654. 0 play WD red Joey
655. 2 play WD green Phoebe
656. 0 play WD blue Joey
657. 2 play B4/Rachel
658. 3 play WD red Chandler
659. 1 play WD green Monica
660. 3 play G1/Phoebe
661. 0 play WD green Ross
662. 2 play WD red Ross
663. 0 play R5/Rachel
664. 1 play WD yellow Phoebe
665. 3 play YR/Ross
666. 2 play WD green Chandler
667. 0 play W+4/Rachel red
668. 3 accept
669. 2 play W/Joey blue
670. 1 play WD green Phoebe
671. 3 play W+4/Ross red
672. 2 accept
673. 1 play R8/Phoebe
674. 0 play W+4/Phoebe blue
675. 3 challenge
676. 3 play WD red Rachel
677. 1 play R4/Joey
678. 0 play W+4/Rachel green
679. 3 challenge
680. 3 play WD yellow Joey
681. 1 play Y0/Joey
682. 0 play Y1/Phoebe
683. 3 play WD blue Ross
684. 1 play B8/Chandler
685. 0 play WD green Phoebe
686. 2 play WD green Monica
687. 0 play W+4/Ross blue
688. 3 accept
689. 2 play W+4/Monica red
690. 1 challenge
691. 1 play WD blue Monica
692. 3 play WD yellow Joey
693. 1 play YR/Ross
694. 2 play WD yellow Joey
695. 0 play W+4/Monica blue
696. 1 accept
697. 2 play W+4/Phoebe green
698. 3 challenge
699. 3 play WD red Joey
700. 1 play WD green Phoebe
701. 3 play WD yellow Chandler
702. 1 pass
703. 2 play WD green Monica
704. 0 play W+4/Phoebe red
705. 1 challenge
706. 1 pass
707. 2 play WD green Phoebe
708. 0 play G5/Chandler
709. 1 draw
710. 1 play WD yellow Rachel
711. 3 play WD green Ross
712. 1 play G8/Ross
713. 2 play W+4/Monica green
714. 3 challenge
715. 3 play G3/Monica
716. 0 play G9/Joey
717. 1 play G8/Chandler uno
718. 2 play WD green Chandler
719. 0 play WD green Rachel
720. 2 play W+4/Ross red
721. 3 accept
722. 0 play WD yellow Chandler
723. 2 play W/Ross green
724. 3 play WD blue Joey
725. 1 play WD yellow Chandler
726. 3 play YS/Phoebe
727. 1 play W+4/Monica green
728. 2 challenge
729. 3 play G7/Phoebe
730. 0 play WD yellow Chandler
731. 2 play WD red Monica
732. 0 play WD red Joey
733. 2 play W/Chandler yellow
734. 3 play WD red Chandler
735. 1 play WD yellow Ross
736. 3 play Y6/Chandler
737. 0 play Y8/Ross
738. 1 play W+4/Ross blue
739. 2 challenge
740. 3 play B9/Monica
741. 0 play W/Chandler green
742. 1 play G9/Joey
743. 2 play G8/Ross
744. 3 play G2/Ross
745. 0 play B2/Chandler
746. 1 draw
747. 2 play B7/Ross
748. 3 play B5/Joey
749. 0 play W/Ross green
750. 1 play G1/Phoebe
751. 2 play WD green Ross
752. 0 play W/Joey blue
753. 1 draw
754. 2 play WD blue Phoebe
755. 0 draw
756. 0 pass
757. 1 play W+4/Monica green
758. 2 accept
759. 3 play W/Chandler green
760. 0 play G5/Ross
761. 1 play G3/Monica
762. 2 play WD red Joey
763. 0 play R6/Chandler
764. 1 draw
765. 1 play WD green Phoebe
766. 3 play W/Chandler red
767. 0 play R8/Phoebe
768. 1 play G8/Ross
769. 2 play WD red Joey
770. 0 play R2/Rachel
771. 1 draw
772. 1 play WD green Monica
773. 3 play WD yellow Joey
774. 1 pass
775. 2 play W+4/Rachel red
776. 3 challenge
777. 3 play W+4/Phoebe red
778. 0 challenge
779. 0 play WD green Chandler
780. 2 play WD red Chandler
781. 0 play R9/Ross
782. 1 play G9/Joey
783. 2 play W/Rachel red
784. 3 play R2/Phoebe
785. 0 play R+2/Chandler
786. 1 accept
787. 2 play WD yellow Phoebe
788. 0 draw
789. 1 play WD blue Ross
790. 3 play WD yellow Joey
791. 1 play W+4/Phoebe green
792. 2 accept
793. 3 play W/Chandler yellow
794. 0 play WD red Monica
795. 2 play WD red Chandler
796. 0 play R4/Joey
797. 1 play W+4/Phoebe red
798. 2 challenge
799. 2 play WD red Chandler
800. 0 play R+2/Chandler
801. 1 accept
802. 2 play WD red Phoebe
803. 0 pass
804. 1 play W/Chandler green
805. 2 draw
806. 2 play WD blue Monica
807. 0 play B4/Rachel
808. 1 play WD red Chandler
809. 3 play R8/Rachel
810. 0 draw
811. 0 play WD green Rachel
812. 2 play WD blue Joey
813. 0 play B1/Ross
814. 1 play WD red Joey
815. 3 play W/Rachel blue
816. 0 play B6/Monica
817. 1 draw
818. 1 play WD red Monica
819. 3 play W+4/Monica green
820. 0 accept
821. 1 play G9/Joey
822. 2 play WD red Joey
823. 0 play WD blue Ross
824. 2 play B+2/Monica
825. 3 accept
826. 0 play B7/Ross
827. 1 play WD yellow Ross
828. 3 play WD red Joey
829. 1 play R8/Rachel
830. 2 play W/Ross blue
831. 3 play WD yellow Ross
832. 1 pass
833. 2 play YR/Rachel
834. 1 draw
835. 1 play WD blue Chandler
836. 3 play WD green Rachel
837. 1 play G7/Phoebe
838. 0 play WD green Monica
839. 2 play WD yellow Chandler
840. 0 play WD red Chandler
841. 2 play W/Rachel red
842. 1 play WD green Rachel uno
843. 3 play W+4/Phoebe yellow
844. 2 accept
845. 1 pass
846. 0 play W/Ross yellow
847. 3 play WD green Ross
848. 1 pass
849. 0 play G6/Monica
850. 3 play W/Joey yellow
851. 2 play Y8/Ross
852. 1 draw
853. 0 play WD red Rachel
854. 2 play R6/Chandler
855. 1 play R4/Joey uno
856. 0 play W/Rachel green
857. 3 play WD blue Ross
858. 1 pass
859. 0 play B+2/Monica
860. 3 accept
861. 2 play WD green Rachel
862. 0 play GR/Chandler
863. 1 draw
864. 1 play WD yellow Ross
865. 3 play Y4/Phoebe
866. 0 play Y7/Phoebe
867. 1 draw
868. 1 play Y4/Phoebe
869. 2 play WD yellow Joey
870. 0 play Y6/Joey
871. 1 play G6/Monica uno
872. 2 play B6/Monica
873. 3 play W+4/Monica yellow
874. 0 challenge
875. 0 play Y+2/Chandler
876. 1 accept
877. 2 play B+2/Phoebe
878. 3 accept
879. 0 pass
880. 1 play B+2/Monica uno
881. 2 accept
882. 3 play G+2/Monica
883. 0 accept
884. 1 play W+4/Monica red
885. 2 challenge
