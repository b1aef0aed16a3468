[RulesVersion "6"]
[Edition "friends"]
[Players "4"]
[Seed "1"]
[Digest "a2302cad64e5211d95a929bc407fa8e38dcfb312a8d69996a782273dc55f19d4"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 3 play W+4/Rachel green
2. 0 accept
3. 1 play G1/Rachel
4. 2 play G+2/Monica
5. 3 accept
6. 0 play WD blue Ross
7. 2 draw
8. 3 draw
9. 0 draw
10. 1 play B5/Joey
11. 2 play B9/Phoebe
12. 3 play B7/Rachel
13. 0 play W+4/Monica yellow
14. 1 accept
15. 2 play Y7/Monica
16. 3 play Y3/Joey
17. 0 play Y3/Chandler
18. 1 play Y8/Ross
19. 2 draw
20. 2 pass
21. 3 draw
22. 3 play G8/Ross
23. 0 draw
24. 0 play G2/Ross
25. 1 play W+4/Phoebe red
26. 2 accept
27. 3 play R8/Rachel
28. 0 play R5/Phoebe
29. 1 play R3/Chandler
30. 2 play WD green Phoebe
31. 0 play G0/Monica
32. 1 play G6/Joey
33. 2 play GR/Ross
34. 1 play YR/Ross
35. 2 play Y4/Phoebe
36. 3 play WD green Joey
37. 1 play G1/Phoebe
38. 2 play G4/Rachel
39. 3 draw
40. 3 play GS/Phoebe
41. 1 play G7/Rachel
42. 2 play G5/Ross
43. 3 play W/Joey green
44. 0 draw
45. 1 play G+2/Joey
46. 2 accept
47. 3 play G9/Joey
48. 0 play GS/Rachel
49. 2 play BS/Rachel
50. 0 play B+2/Monica
51. 1 accept
52. 2 draw
53. 2 pass
54. 3 play B6/Monica
55. 0 draw
56. 1 play BR/Chandler
57. 0 play B4/Rachel
58. 3 play B2/Joey
59. 2 draw
60. 1 play B+2/Phoebe
61. 0 accept
62. 3 draw
63. 2 play B3/Phoebe
64. 1 play B1/Rachel
65. 0 play W/Ross yellow
66. 3 play Y1/Phoebe
67. 2 play Y5/Rachel
68. 1 draw
69. 1 play W/Rachel yellow
70. 0 play Y2/Ross
71. 3 draw
72. 2 draw
73. 2 pass
74. 1 play Y6/Chandler
75. 0 draw
76. 3 play Y9/Joey
77. 2 play Y6/Joey
78. 1 play Y8/Rachel
79. 0 play YR/Rachel
80. 1 play YS/Phoebe
81. 3 play Y2/Rachel
82. 0 play R2/Rachel
83. 1 play RR/Phoebe
84. 0 play RS/Monica
85. 2 play R1/Monica
86. 1 draw
87. 1 pass
88. 0 play R1/Joey
89. 3 play R9/Chandler
90. 2 draw
91. 2 play R6/Chandler
92. 1 play R3/Ross
93. 0 play R7/Monica
94. 3 draw
95. 2 draw
96. 1 play Y7/Phoebe
97. 0 play B7/Ross
98. 3 play B3/Monica
99. 2 draw
100. 2 pass
101. 1 draw
102. 0 play B6/Phoebe
103. 3 play B8/Joey
104. 2 draw
105. 1 draw
106. 1 play B5/Chandler
107. 0 draw
108. 3 play B8/Chandler
109. 2 play B4/Ross
110. 1 draw
111. 0 draw
112. 0 pass
113. 3 draw
114. 3 pass
115. 2 draw
116. 2 pass
117. 1 draw
118. 1 pass
119. 0 draw
120. 0 play WD green Monica
121. 2 play G4/Phoebe
122. 1 draw
123. 0 play G7/Phoebe
124. 3 draw
125. 2 draw
126. 2 pass
127. 1 play G5/Chandler
128. 0 draw
129. 3 play W+4/Ross blue
130. 2 challenge
131. 2 play B0/Phoebe
132. 1 draw
133. 0 play Y0/Joey
134. 3 play YS/Monica
135. 1 draw
136. 1 play W+4/Monica red
137. 0 challenge
138. 0 play R2/Phoebe
139. 3 play R9/Ross
140. 2 play R4/Joey
141. 1 play R5/Rachel
142. 0 draw
143. 3 play B5/Chandler
144. 2 play BR/Joey
145. 3 play B2/Chandler
146. 0 draw
147. 1 play W/Chandler yellow
148. 2 play Y+2/Chandler
149. 3 accept
150. 0 play Y7/Monica
151. 1 play R7/Joey
152. 2 draw
153. 3 play R4/Monica
154. 0 draw
155. 1 play R8/Phoebe
156. 2 draw
157. 2 pass
158. 3 play RR/Phoebe
159. 2 play W/Ross green
160. 1 play G9/Monica
161. 0 play G7/Rachel
162. 3 play GR/Chandler
163. 0 draw
164. 1 draw
165. 2 draw
166. 2 play G2/Ross
167. 3 play G6/Monica
168. 0 draw
169. 0 play W+4/Phoebe green
170. 1 accept
171. 2 draw
172. 3 play G8/Chandler
173. 0 play B8/Joey
174. 1 play B3/Phoebe
175. 2 draw
176. 3 play G3/Joey
177. 0 draw
178. 1 play G1/Phoebe
179. 2 draw
180. 3 play G8/Ross
181. 0 play R8/Rachel
182. 1 draw
183. 2 draw
184. 3 play R0/Chandler
185. 0 draw
186. 1 draw
187. 1 play R3/Ross
188. 2 play R2/Rachel
189. 3 draw
190. 3 pass
191. 0 draw
192. 0 play WD red Joey
193. 2 play R1/Joey
194. 3 play Y1/Monica
195. 0 play B1/Rachel
196. 1 play B6/Monica
197. 2 draw
198. 3 play B1/Ross
199. 0 draw
200. 1 play B7/Rachel
201. 2 draw
202. 2 play B7/Ross
203. 3 draw
204. 3 pass
205. 0 draw
206. 0 play W+4/Rachel red
207. 1 accept
208. 2 draw
209. 3 play R+2/Ross
210. 0 accept
211. 1 play WD red Rachel
212. 3 play R9/Chandler
213. 0 play WD green Chandler
214. 2 play W/Joey green
215. 3 play G9/Joey
216. 0 play G6/Joey
217. 1 play WD red Joey
218. 3 draw
219. 3 play WD blue Chandler
220. 1 play B9/Monica
221. 2 draw
222. 3 play B+2/Monica
223. 0 accept
224. 1 play B3/Monica
225. 2 play R3/Ross
226. 3 draw
227. 3 play R9/Chandler
228. 0 play W+4/Rachel yellow
229. 1 challenge
230. 1 play Y6/Chandler
231. 2 play Y5/Ross
232. 3 play Y9/Joey
233. 0 play W+4/Ross red
234. 1 challenge
235. 1 play W+4/Phoebe blue
236. 2 accept
237. 3 draw
238. 3 pass
239. 0 play WD red Ross
240. 2 play R9/Ross
241. 3 draw
242. 0 play R4/Monica
243. 1 draw
244. 1 pass
245. 2 play W+4/Monica blue
246. 3 accept
247. 0 play B3/Phoebe
248. 1 play BS/Rachel
249. 3 play BR/Chandler
250. 2 play GR/Ross
251. 3 play G2/Chandler
252. 0 play G5/Chandler
253. 1 play GS/Rachel
254. 3 play G8/Chandler
255. 0 draw
256. 1 play G7/Phoebe
257. 2 draw
258. 3 play B7/Ross
259. 0 play W/Chandler blue
260. 1 play BS/Ross
261. 3 play YS/Monica
262. 1 play Y9/Chandler
263. 2 play YR/Rachel
264. 1 play Y4/Phoebe
265. 0 draw
266. 3 draw
267. 2 play Y7/Phoebe
268. 1 play W/Ross blue
269. 0 draw
270. 3 play B5/Chandler
271. 2 play W/Rachel yellow
272. 1 play Y6/Joey
273. 0 play B6/Monica
274. 3 play B7/Rachel
275. 2 play BR/Joey
276. 3 play RR/Phoebe
277. 2 play R5/Phoebe
278. 1 play RS/Monica
279. 3 draw
280. 2 play R2/Phoebe
281. 1 play RS/Joey
282. 3 draw
283. 2 play R5/Rachel
284. 1 play R6/Ross
285. 0 play R+2/Ross
286. 3 accept
287. 2 play R3/Chandler
288. 1 draw
289. 1 play B3/Monica
290. 0 draw
291. 3 draw
292. 2 play Y3/Joey
293. 1 play Y2/Rachel
294. 0 play Y8/Ross
295. 3 play Y1/Monica
296. 2 play Y+2/Joey
297. 1 accept
298. 0 play Y9/Chandler
299. 3 play Y+2/Chandler
300. 2 accept
301. 1 play WD red Chandler
302. 3 play R8/Rachel
303. 2 draw
304. 1 play R6/Chandler
305. 0 play WD red Rachel
306. 2 draw
307. 2 play R3/Ross
308. 1 play R1/Joey
309. 0 play R6/Ross
310. 3 play W+4/Phoebe yellow
311. 2 challenge
312. 2 play YR/Ross
313. 3 play WD blue Ross
314. 1 play B4/Rachel
315. 2 play BS/Ross
316. 0 play W+4/Monica green
317. 1 challenge
318. 1 play G+2/Monica
319. 2 accept
320. 3 play W/Joey green
321. 0 play WD yellow Monica
322. 2 play YS/Phoebe
323. 0 play Y4/Monica
324. 1 play G4/Rachel
325. 2 play GR/Ross
326. 1 play W+4/Phoebe blue
327. 0 challenge
328. 0 play W/Ross blue
329. 3 play W/Rachel green
330. 2 play G2/Chandler
331. 1 play W+4/Ross yellow
332. 0 accept
333. 3 play YR/Rachel
334. 0 play WD green Chandler
335. 2 draw
336. 3 play GR/Chandler
337. 2 play RR/Rachel
338. 3 play RS/Monica
339. 1 play R1/Joey
340. 2 draw
341. 3 draw
342. 3 pass
343. 0 play WD green Monica
344. 2 play G1/Phoebe
345. 3 play G0/Monica
346. 0 play W/Chandler blue
347. 1 play WD red Monica
348. 3 play R9/Ross
349. 0 play RR/Phoebe
350. 3 play R+2/Ross
351. 2 accept
352. 1 play R7/Monica
353. 0 play RS/Joey
354. 2 play R7/Joey
355. 1 play R6/Chandler
356. 0 play Y6/Chandler
357. 3 play Y9/Joey
358. 2 play W/Joey red
359. 1 play W+4/Rachel blue
360. 0 challenge
361. 0 play BS/Rachel
362. 2 play W+4/Monica yellow
363. 1 challenge
364. 1 play Y8/Rachel
365. 0 play G8/Ross
366. 3 play G7/Rachel
367. 2 play WD yellow Monica
368. 0 play YR/Ross
369. 1 play W+4/Ross yellow
370. 2 challenge
371. 2 play Y+2/Joey
372. 3 accept
373. 0 play B+2/Phoebe
374. 1 accept
375. 2 play B5/Joey
376. 3 play G5/Chandler
377. 0 play B5/Chandler
378. 1 play B6/Phoebe
379. 2 play WD red Phoebe
380. 0 draw
381. 1 play R9/Chandler
382. 2 draw
383. 2 play R6/Chandler
384. 3 play R5/Rachel
385. 0 play R4/Joey
386. 1 play W/Rachel yellow
387. 2 play Y0/Joey
388. 3 play W/Chandler blue
389. 0 play B7/Ross
390. 1 play W/Ross yellow
391. 2 play Y1/Phoebe
392. 3 play W/Joey yellow
393. 0 play Y6/Joey
394. 1 play Y8/Ross
395. 2 draw
396. 2 play Y6/Chandler
397. 3 play WD yellow Joey
398. 1 play W+4/Phoebe green
399. 2 accept
400. 3 play G8/Ross
401. 0 draw
402. 0 pass
403. 1 play WD yellow Chandler
404. 3 play YS/Monica
405. 1 draw
406. 2 play W/Joey red
407. 3 play R7/Monica
408. 0 draw
409. 1 play R0/Chandler
410. 2 play WD red Rachel
411. 0 play R5/Phoebe
412. 1 play R2/Rachel
413. 2 play W/Ross yellow
414. 3 draw
415. 3 play W/Chandler red
416. 0 draw
417. 1 draw
418. 1 play W/Rachel yellow
419. 2 play Y2/Rachel
420. 3 play Y+2/Joey
421. 0 accept
422. 1 play YS/Phoebe
423. 3 play RS/Joey
424. 1 play R+2/Chandler
425. 2 accept
426. 3 play R+2/Ross
427. 0 accept
428. 1 draw
429. 1 play W/Joey blue
430. 2 play WD green Joey
431. 0 play W/Ross blue
432. 1 play B1/Ross
433. 2 play WD blue Chandler
434. 0 play B3/Monica
435. 1 play Y3/Joey
436. 2 play W+4/Phoebe yellow
437. 3 accept
438. 0 play Y8/Ross
439. 1 play Y+2/Chandler
440. 2 accept
441. 3 play WD red Joey
442. 1 play R1/Joey
443. 2 play R1/Monica
444. 3 play W/Joey red
445. 0 draw
446. 0 play WD blue Chandler
447. 2 play B2/Joey
448. 3 play B9/Monica
449. 0 play R9/Chandler
450. 1 play R1/Monica
451. 2 play RR/Rachel
452. 1 play W/Joey yellow
453. 0 play Y8/Rachel
454. 3 play W+4/Ross blue
455. 2 challenge
456. 2 draw
457. 1 play B4/Ross
458. 0 play B5/Joey
459. 3 play WD green Rachel
460. 1 play G6/Monica
461. 0 play B6/Monica
462. 3 play WD blue Rachel
463. 1 play B8/Chandler
464. 0 play B0/Phoebe
465. 3 play WD yellow Phoebe
466. 1 play Y3/Chandler
467. 0 play Y6/Joey
468. 3 play WD red Ross
469. 1 play R3/Chandler
470. 0 draw
471. 0 play WD blue Monica
472. 2 play WD yellow Phoebe
473. 0 play Y2/Ross
474. 3 play W/Rachel yellow
475. 2 play WD red Monica
476. 0 play R0/Chandler
477. 3 play W/Ross blue
478. 2 play WD yellow Joey
479. 0 play Y+2/Chandler
480. 3 accept
481. 2 play Y8/Ross
482. 1 play W/Ross red
483. 0 draw
484. 3 play WD blue Chandler
485. 1 play WD yellow Rachel
486. 3 play Y4/Phoebe
487. 2 play B4/Rachel
488. 1 play W/Rachel blue
489. 0 play WD green Monica
490. 2 play W+4/Phoebe blue
491. 1 accept
492. 0 play W/Ross green
493. 3 play W/Joey red
494. 2 play W+4/Rachel green
495. 1 challenge
496. 1 play WD yellow Phoebe
497. 3 play WD green Joey
498. 1 play WD green Joey
499. 3 play W+4/Monica yellow
500. 2 challenge
501. 2 play WD green Monica
502. 0 play W+4/Rachel red
503. 3 accept
504. 2 play W+4/Phoebe yellow
505. 1 challenge
506. 1 play WD yellow Chandler
507. 3 play Y+2/Joey
508. 2 accept
509. 1 play Y2/Ross
510. 0 play WD red Rachel
511. 2 play WD green Monica
512. 0 play G2/Ross
513. 3 play WD green Phoebe
514. 1 play WD yellow Ross
515. 3 play WD blue Rachel
516. 1 play W+4/Monica yellow
517. 0 challenge
518. 0 play WD yellow Ross
519. 2 play Y6/Joey
520. 1 play WD green Chandler
521. 3 play GS/Rachel
522. 1 play BS/Ross
523. 3 play B7/Rachel
524. 2 play W/Joey green
525. 1 draw
526. 1 play WD red Phoebe
527. 3 play R+2/Chandler
528. 2 accept
529. 1 play R2/Phoebe
530. 0 play WD red Chandler
531. 2 play WD yellow Rachel
532. 0 play W+4/Phoebe green
533. 3 challenge
534. 3 play W+4/Monica yellow
535. 2 challenge
536. 2 play Y+2/Chandler
537. 1 accept
538. 0 play WD yellow Monica
539. 2 play W+4/Ross blue
540. 1 challenge
541. 1 play W+4/Monica blue
542. 0 accept
543. 3 play B6/Phoebe
544. 2 play WD yellow Chandler
545. 0 play W+4/Ross blue
546. 3 challenge
547. 3 play W/Chandler red
548. 2 play WD red Rachel
549. 0 play WD red Phoebe
550. 2 play WD red Joey
551. 0 play W/Joey green
552. 3 play WD blue Ross
553. 1 play B9/Phoebe
554. 0 play G9/Joey
555. 3 play W/Rachel green
556. 2 play WD green Monica
557. 0 play G6/Joey
558. 3 play G3/Monica
559. 2 draw
560. 2 play WD yellow Joey
561. 0 play Y6/Joey
562. 3 play Y2/Rachel
563. 2 play Y6/Chandler
564. 1 play WD green Joey
565. 3 play G4/Rachel
566. 2 play W/Joey yellow
567. 1 play W+4/Ross red
568. 0 challenge
569. 0 play WD yellow Monica
570. 2 play W+4/Rachel red
571. 1 challenge
572. 1 play W/Joey yellow
573. 0 play Y6/Joey
574. 3 play YS/Monica
575. 1 play WD blue Monica
576. 3 play B2/Joey
577. 2 play WD green Phoebe
578. 0 play W+4/Rachel green
579. 3 accept
580. 2 play G8/Ross
581. 1 play WD green Ross
582. 3 play WD green Monica
583. 1 play W+4/Monica blue
584. 0 challenge
585. 0 play B7/Ross
586. 3 play Y7/Phoebe
587. 2 play W/Ross green
588. 1 play WD green Rachel
589. 3 play GR/Chandler
590. 0 play W+4/Monica red
591. 1 challenge
592. 1 play W/Chandler green
593. 2 play GR/Ross
594. 1 play WD green Joey
595. 3 play W+4/Ross red
596. 2 challenge
597. 2 play WD yellow Joey
598. 0 play WD green Monica
599. 2 play G6/Monica
600. 1 play WD green Monica
601. 3 play WD red Ross
602. 1 play R8/Phoebe
603. 0 play W+4/Rachel red
604. 3 challenge
605. 3 play WD green Chandler
606. 1 play W/Rachel yellow
607. 0 play W/Chandler yellow
608. 3 play Y+2/Joey
609. 2 accept
610. 1 play Y4/Monica
611. 0 play WD blue Chandler
612. 2 play WD blue Phoebe
613. 0 play B7/Ross
614. 3 play W/Rachel yellow
615. 2 play WD green Phoebe
616. 0 play GR/Chandler
617. 1 play WD green Rachel
618. 3 play G5/Chandler
619. 0 play GR/Ross
620. 3 draw
621. 3 play G5/Chandler
622. 2 play WD green Rachel
623. 0 play WD blue Monica
624. 2 play W/Chandler green
625. 1 play WD yellow Phoebe
626. 3 play WD red Rachel
627. 1 play W/Rachel yellow
628. 0 play WD yellow Rachel
629. 2 play WD red Phoebe
630. 0 play W+4/Monica green
631. 3 accept
632. 2 play W+4/Rachel blue
633. 1 challenge
634. 1 play WD green Phoebe
635. 3 play WD green Ross
636. 1 play WD blue Monica
637. 3 play WD blue Ross
638. 1 play B2/Chandler
639. 0 play WD yellow Ross
640. 2 play WD yellow Chandler
641. 0 play W+4/Rachel green
642. 3 challenge
643. 3 play W+4/Phoebe yellow
644. 2 challenge
645. 2 play WD red Chandler
646. 0 play WD yellow Ross
647. 2 play Y3/Chandler
648. 1 play WD red Phoebe
649. 3 play RS/Joey
650. 1 play W+4/Phoebe blue
651. 0 accept
652. 3 play WD green Chandler
653. 1 play G1/Phoebe
654. 0 play WD yellow Monica
655. 2 play W+4/Phoebe green
656. 1 challenge
657. 1 play G3/Joey
658. 0 play WD yellow Rachel
659. 2 play WD yellow Monica
660. 0 play W/Chandler yellow
661. 3 play Y+2/Joey
662. 2 accept
663. 1 play WD blue Ross
664. 3 play B5/Chandler
665. 2 play W/Chandler green
666. 1 play GR/Ross
667. 2 play GR/Chandler
668. 1 draw
669. 1 pass
670. 0 play G7/Rachel
671. 3 play WD green Joey
672. 1 play GS/Phoebe
673. 3 play WD blue Joey
674. 1 play B1/Rachel
675. 0 play B7/Rachel
676. 3 play W+4/Phoebe yellow
677. 2 accept
678. 1 play W+4/Ross green
679. 0 accept
680. 3 play W+4/Rachel green
681. 2 challenge
682. 2 play WD green Chandler
683. 0 play W/Joey blue
684. 3 play W/Rachel blue
685. 2 play W+4/Monica blue
686. 1 accept
687. 0 play W/Ross blue
688. 3 play B4/Rachel
689. 2 play BS/Rachel
690. 0 play BS/Ross
691. 2 play WD blue Ross
692. 0 draw
693. 0 play W+4/Monica green
694. 3 challenge
695. 3 play W+4/Ross green
696. 2 accept
697. 1 play G5/Chandler
698. 0 play WD yellow Rachel
699. 2 play W+4/Monica blue
700. 1 challenge
701. 1 play WD green Monica
702. 3 play W+4/Ross green
703. 2 accept
704. 1 play W+4/Rachel yellow
705. 0 challenge
706. 0 play Y7/Phoebe
707. 3 play Y4/Phoebe
708. 2 play WD red Ross
709. 0 play W+4/Monica green
710. 3 challenge
711. 3 play G5/Chandler
712. 2 play WD red Joey
713. 0 play WD red Joey
714. 2 play WD red Ross
715. 0 play W+4/Phoebe blue
716. 3 accept
717. 2 play WD blue Ross
718. 0 play BS/Ross
719. 2 play W/Chandler red
720. 1 play W+4/Monica green
721. 0 accept
722. 3 play WD blue Ross
723. 1 play W+4/Ross red
724. 0 accept
725. 3 play R7/Monica
726. 2 play W+4/Monica green
727. 1 accept
728. 0 play WD blue Joey
729. 2 play B5/Chandler
730. 1 play WD blue Ross
731. 3 play WD red Rachel
732. 1 play W+4/Rachel green
733. 0 challenge
734. 0 play WD blue Monica
735. 2 play WD blue Rachel
736. 0 play WD red Monica
737. 2 play R8/Rachel
738. 1 play WD blue Rachel
739. 3 play W+4/Monica blue
740. 2 challenge
741. 2 play B5/Joey
742. 1 play W+4/Phoebe red
743. 0 challenge
744. 0 play WD yellow Monica
745. 2 play Y5/Rachel
746. 1 play WD blue Rachel
747. 3 play WD red Rachel
748. 1 play W+4/Monica red
749. 0 challenge
750. 0 play R8/Phoebe
751. 3 play R+2/Ross
752. 2 accept
753. 1 play WD red Joey
754. 3 play WD yellow Joey
755. 1 play Y4/Phoebe
756. 0 play Y6/Chandler
757. 3 play Y8/Rachel
758. 2 play Y1/Phoebe
759. 1 play Y7/Monica
760. 0 play Y5/Rachel
761. 3 play Y5/Ross
762. 2 play W+4/Monica green
763. 1 accept
764. 0 play G7/Phoebe
765. 3 play W+4/Phoebe yellow
766. 2 challenge
767. 2 play WD yellow Monica
768. 0 draw
769. 3 play W+4/Rachel yellow
770. 2 accept
771. 1 play WD blue Monica
772. 3 play B+2/Monica
773. 2 accept
774. 1 play W/Rachel yellow
775. 0 play W/Chandler red
776. 3 play R5/Rachel
777. 2 play W+4/Phoebe yellow
778. 1 challenge
779. 1 play W+4/Ross yellow
780. 0 accept
781. 3 play Y3/Joey
782. 2 play WD green Joey
783. 0 play G7/Phoebe
784. 3 draw
785. 3 play WD green Ross
786. 1 play W/Ross blue
787. 0 play W+4/Rachel green
788. 3 accept
789. 2 play WD blue Rachel
790. 0 play W+4/Phoebe red
791. 3 challenge
792. 3 play WD blue Ross
793. 1 play W+4/Rachel red
794. 0 accept
795. 3 play R5/Phoebe
796. 2 play R8/Phoebe
797. 1 play RR/Phoebe
798. 2 play BR/Joey
799. 1 play YR/Rachel
800. 2 play W/Chandler yellow
801. 3 play Y4/Monica
802. 0 play WD green Ross
803. 2 play W+4/Phoebe green
804. 3 challenge
805. 3 play G3/Joey
806. 0 play WD yellow Joey
807. 2 play WD red Phoebe
808. 0 play RS/Joey
809. 2 play R4/Joey
810. 3 play R4/Monica
811. 0 play R+2/Ross
812. 1 accept
813. 2 play W/Rachel blue
814. 3 play B2/Chandler
815. 0 play B5/Chandler
816. 1 play W+4/Rachel blue
817. 2 challenge
818. 2 play B1/Rachel
819. 3 play W/Ross yellow
820. 0 play YS/Monica
821. 2 play WD green Ross
822. 0 play G8/Ross
823. 1 play WD blue Rachel
824. 3 play B3/Phoebe
825. 0 play B8/Joey
826. 1 play B2/Joey
827. 2 play WD blue Rachel
828. 0 play B4/Rachel
829. 1 play G4/Rachel
830. 2 play GR/Chandler
831. 1 play G9/Joey
832. 0 draw
833. 0 play W/Ross red
834. 3 play WD yellow Chandler
835. 1 play Y1/Monica
836. 0 play Y3/Chandler
837. 3 play Y7/Monica
838. 2 play WD yellow Monica
839. 0 play Y2/Rachel
840. 3 play WD blue Chandler
841. 1 play W+4/Phoebe green
842. 0 challenge
843. 0 play G6/Monica
844. 3 play G8/Ross
845. 2 play W/Ross yellow
846. 1 play WD blue Chandler
847. 3 play B3/Monica
848. 2 play W+4/Rachel red
849. 1 accept
850. 0 play W+4/Phoebe blue
851. 3 accept
852. 2 play WD yellow Chandler
853. 0 play W/Ross red
854. 3 play W+4/Rachel green
855. 2 accept
856. 1 play W/Chandler red
857. 0 draw
858. 0 play W+4/Rachel blue
859. 3 accept
860. 2 play WD green Monica
861. 0 play G8/Ross
862. 3 play W/Chandler blue
863. 2 play B9/Monica
864. 1 play B3/Monica
865. 0 play BS/Ross
866. 2 play W/Ross green
867. 1 play WD blue Ross
868. 3 play B1/Ross
869. 2 play B+2/Monica
870. 1 accept
871. 0 play Y+2/Joey
872. 3 accept
873. 2 play Y9/Chandler
874. 1 play W+4/Monica blue
875. 0 challenge
876. 0 play BS/Ross
877. 2 play B+2/Phoebe
878. 1 accept
879. 0 draw
880. 3 play W/Ross blue
881. 2 play B7/Rachel
882. 1 play W/Joey blue
883. 0 draw
884. 0 play BS/Ross
885. 2 play B4/Ross
886. 1 play WD blue Chandler
887. 3 play B8/Joey
888. 2 play W/Rachel blue
889. 1 play W+4/Rachel green
890. 0 accept
891. 3 play W/Chandler green
892. 2 play G9/Joey
893. 1 play G1/Rachel
894. 0 play WD blue Chandler
895. 2 play B3/Phoebe
896. 1 play W+4/Ross red
897. 0 challenge
898. 0 play W/Joey red
899. 3 play R9/Ross
900. 2 play RR/Rachel
901. 3 play R3/Ross
902. 0 play W/Rachel yellow
903. 1 play Y8/Rachel
904. 2 draw
905. 2 play W/Rachel green
906. 3 play W/Chandler red
907. 0 play W+4/Monica red
908. 1 challenge
909. 1 play WD green Joey
910. 3 play G1/Phoebe
911. 0 play W/Joey green
912. 1 play G6/Joey
913. 2 play W/Rachel blue
914. 3 play B1/Rachel
915. 0 play B8/Joey
916. 1 play WD blue Monica
917. 3 pass
918. 0 play B+2/Phoebe
919. 1 accept
920. 2 play WD yellow Monica
921. 0 play W/Ross blue
922. 1 play WD blue Ross
923. 3 play B+2/Phoebe
924. 0 accept
925. 1 play B2/Chandler
926. 2 play WD green Monica
927. 0 play WD blue Joey
928. 2 play W/Joey red
929. 3 play R+2/Ross
930. 0 accept
931. 1 play Y+2/Joey
932. 2 accept
933. 3 play Y2/Ross
934. 0 play WD green Rachel
935. 2 play W/Chandler red
936. 3 draw
937. 3 play WD yellow Rachel
938. 1 play Y3/Chandler
939. 2 play W/Ross red
940. 3 play R2/Phoebe
941. 0 play W+4/Ross yellow
942. 1 accept
943. 2 play Y0/Joey
944. 3 play Y5/Ross
945. 0 play W/Chandler blue
946. 1 play WD green Phoebe
947. 3 play G1/Rachel
948. 0 play W/Joey blue
949. 1 play B3/Phoebe
950. 2 play B8/Joey
951. 3 play B+2/Phoebe
952. 0 accept
953. 1 play W+4/Rachel blue
954. 2 accept
955. 3 play B2/Chandler
956. 0 play BS/Ross
957. 2 play W+4/Ross blue
958. 3 challenge
959. 3 pass
960. 0 play B3/Phoebe
961. 1 play B5/Joey
962. 2 play WD red Monica
963. 0 play R9/Ross
964. 1 play WD yellow Ross
965. 3 play W+4/Ross yellow
966. 0 challenge
967. 0 play Y9/Chandler
968. 1 play WD yellow Phoebe
969. 3 play WD blue Monica
970. 1 play B5/Chandler
971. 2 play W+4/Ross green
972. 3 accept
973. 0 play WD red Chandler
974. 2 play R5/Rachel
975. 3 play WD yellow Rachel
976. 1 play WD blue Chandler
977. 3 play B5/Chandler
978. 0 play R5/Rachel
979. 1 play W+4/Ross blue
980. 2 accept
981. 3 play B5/Joey
982. 0 play B4/Ross
983. 1 play W/Ross blue
984. 2 play W/Joey blue
985. 3 draw
986. 3 pass
987. 0 draw
988. 0 pass
989. 1 play W+4/Phoebe red
990. 2 accept
991. 3 play R2/Rachel
992. 0 play R3/Ross
993. 1 play R8/Phoebe
994. 2 play WD blue Joey
995. 0 play W/Ross red
996. 1 play R4/Joey
997. 2 play W+4/Monica yellow
998. 3 accept
999. 0 play Y8/Ross
1000. 1 draw
1001. 1 play W+4/Monica blue
1002. 2 accept
1003. 3 play WD red Chandler
1004. 1 play R4/Monica
1005. 2 play WD blue Rachel
1006. 0 play W+4/Monica yellow
1007. 1 accept
1008. 2 play W/Chandler blue
1009. 3 play WD yellow Chandler
1010. 1 play YR/Rachel
1011. 0 draw
1012. 0 pass
1013. 3 play W+4/Phoebe green
1014. 2 accept
1015. 1 play G+2/Monica
1016. 0 accept
1017. 3 play W/Ross blue
1018. 2 draw
1019. 1 play WD red Monica
1020. 3 play R8/Phoebe
1021. 2 play WD yellow Rachel
1022. 0 play Y6/Joey
1023. 3 play Y5/Rachel
1024. 2 play WD yellow Chandler
1025. 0 play W/Ross blue
1026. 3 draw
1027. 3 play WD yellow Phoebe
1028. 1 play WD red Ross
1029. 3 play R+2/Chandler
1030. 2 accept
1031. 1 play WD red Monica
1032. 3 play R4/Joey
1033. 2 play WD red Monica
1034. 0 play WD yellow Phoebe
1035. 2 play WD red Ross
1036. 0 play R+2/Chandler
1037. 3 accept
1038. 2 play W/Ross red
1039. 1 play WD blue Monica
1040. 3 play WD blue Phoebe
1041. 1 play BR/Joey
1042. 2 play WD blue Monica
1043. 0 play W+4/Monica blue
1044. 1 challenge
1045. 1 play WD red Rachel
1046. 3 play R3/Chandler
1047. 0 play WD blue Chandler
1048. 2 play B5/Joey
1049. 3 play WD green Monica
1050. 1 play G3/Joey
1051. 2 play GS/Phoebe
1052. 0 play WD yellow Phoebe
1053. 2 play W/Joey red
1054. 3 play WD green Joey
1055. 1 play WD green Ross
1056. 3 pass
1057. 0 play WD yellow Chandler
1058. 2 play WD red Rachel
1059. 0 play R7/Joey
1060. 1 play R8/Phoebe
1061. 2 play W/Rachel blue
1062. 3 play WD blue Joey
1063. 1 play B6/Phoebe
1064. 2 play B5/Chandler
1065. 3 play B3/Phoebe
1066. 0 play WD red Rachel
1067. 2 play W+4/Monica yellow
1068. 3 challenge
1069. 3 play Y6/Chandler
1070. 0 play W/Rachel red
1071. 1 draw
1072. 1 play W+4/Monica green
1073. 2 challenge
1074. 2 play WD green Rachel
1075. 0 play WD green Joey
1076. 2 play W+4/Ross red
1077. 3 challenge
1078. 3 play W+4/Monica red
1079. 0 challenge
1080. 0 play W/Chandler blue
1081. 1 play B5/Chandler
1082. 2 play WD yellow Ross
1083. 0 play W/Joey yellow
1084. 1 play Y3/Chandler
1085. 2 play W+4/Rachel green
1086. 3 accept
1087. 0 play W+4/Phoebe red
1088. 1 accept
1089. 2 play RR/Rachel
1090. 1 play W+4/Rachel green
1091. 0 accept
1092. 3 play WD yellow Ross
1093. 1 play WD green Rachel
1094. 3 play W/Joey red
1095. 2 play R9/Ross
1096. 1 play W/Rachel blue
1097. 0 play W/Ross red
1098. 3 play R4/Monica
1099. 2 play R6/Ross
1100. 1 play RS/Monica
1101. 3 play W+4/Monica yellow
1102. 2 challenge
1103. 2 play Y8/Ross
1104. 1 play WD red Ross
1105. 3 play W/Ross red
1106. 2 play W+4/Rachel blue
1107. 1 challenge
1108. 1 play WD green Phoebe
1109. 3 play W/Chandler blue
1110. 2 play B8/Joey
1111. 1 play B+2/Monica
1112. 0 accept
1113. 3 play BR/Joey
1114. 0 play WD blue Joey
1115. 2 play BS/Ross
1116. 0 play B7/Rachel
1117. 1 play Y7/Monica
1118. 2 play WD red Ross
1119. 0 play WD yellow Chandler
1120. 2 play Y5/Ross
1121. 3 play WD yellow Monica
1122. 1 play WD yellow Ross
1123. 3 play W+4/Ross red
1124. 0 challenge
1125. 0 play WD red Rachel
1126. 2 play WD red Ross
1127. 0 play WD red Ross
1128. 2 play W+4/Monica yellow
1129. 3 challenge
1130. 3 play WD red Joey
1131. 1 play WD green Joey
1132. 3 play WD green Chandler
1133. 1 play W/Chandler green
1134. 2 play G4/Rachel
1135. 3 play B4/Ross
1136. 0 play W/Rachel blue
1137. 1 play B3/Monica
1138. 2 play W/Ross red
1139. 3 play R3/Ross
1140. 0 play WD blue Ross
1141. 2 play B6/Monica
1142. 3 play B5/Chandler
1143. 0 play W/Joey blue
1144. 1 play W+4/Ross red
1145. 2 challenge
1146. 2 play WD blue Monica
1147. 0 play W+4/Phoebe red
1148. 1 challenge
1149. 1 play W/Ross blue
1150. 2 play WD red Phoebe
1151. 0 play R8/Rachel
1152. 1 play R5/Phoebe
1153. 2 play R5/Rachel
1154. 3 play W/Ross green
1155. 0 play G1/Rachel
1156. 1 play WD blue Phoebe
1157. 3 play WD red Phoebe
1158. 1 play W/Chandler red
1159. 2 play W/Ross green
1160. 3 play W+4/Ross red
1161. 0 accept
1162. 1 play W/Rachel green
1163. 2 play G+2/Monica
1164. 3 accept
1165. 0 play W/Chandler yellow
1166. 1 draw
1167. 2 play Y1/Monica
1168. 3 play W/Joey blue
1169. 0 play WD yellow Chandler
1170. 2 play Y8/Rachel
1171. 3 play W/Rachel green
1172. 0 play W+4/Rachel red
1173. 1 accept
1174. 2 play R1/Monica
1175. 3 draw
1176. 0 play WD green Monica
1177. 2 play G2/Chandler
1178. 3 play W+4/Ross green
1179. 0 challenge
1180. 1 play WD blue Rachel
1181. 3 play W+4/Phoebe yellow
1182. 0 challenge
1183. 0 play WD blue Monica
1184. 2 play B0/Phoebe
1185. 3 play WD green Rachel
1186. 1 play W+4/Phoebe yellow
1187. 2 accept
1188. 3 play YR/Ross
1189. 2 play WD green Chandler
1190. 0 play WD red Chandler
1191. 2 play R+2/Ross
1192. 1 accept
1193. 0 play WD yellow Ross
1194. 2 play W+4/Ross green
1195. 1 challenge
1196. 1 play WD blue Rachel
1197. 3 play WD green Chandler
1198. 1 play W/Chandler red
1199. 0 play W+4/Ross red
1200. 3 challenge
1201. 3 play R9/Ross
1202. 2 play WD red Chandler
1203. 0 play R+2/Chandler
1204. 3 accept
1205. 2 play WD blue Joey
1206. 0 play WD red Ross
1207. 2 play R9/Chandler
1208. 1 play W+4/Ross blue
1209. 0 challenge
1210. 0 play WD red Phoebe
1211. 2 play R5/Phoebe
1212. 1 play W/Joey green
1213. 0 play W/Chandler blue
1214. 3 play WD green Monica
1215. 1 play W+4/Rachel red
1216. 0 accept
1217. 3 play WD blue Phoebe
1218. 1 play B3/Monica
1219. 0 play W/Ross red
1220. 3 play R+2/Ross
1221. 2 accept
1222. 1 play WD red Monica
1223. 3 draw
1224. 3 play R+2/Ross
1225. 2 accept
1226. 1 play W/Rachel red
1227. 0 play WD yellow Joey
1228. 2 play WD yellow Ross
1229. 0 play W+4/Monica green
1230. 3 challenge
1231. 3 play W/Rachel red
1232. 2 play WD green Monica
1233. 0 play WD red Joey
1234. 2 play WD green Monica
1235. 0 play G6/Monica
1236. 3 play WD green Monica
1237. 1 play WD green Joey
1238. 3 play W+4/Ross yellow
1239. 2 challenge
1240. 1 play Y1/Monica
1241. 0 play WD green Ross
1242. 2 play W/Chandler red
1243. 1 play WD blue Rachel
1244. 3 play W+4/Ross yellow
1245. 2 challenge
1246. 2 play WD green Rachel
1247. 0 play WD red Ross
1248. 2 play R5/Phoebe
1249. 1 draw
1250. 1 play WD yellow Rachel
1251. 3 play WD yellow Rachel
1252. 1 play W+4/Monica green
1253. 0 accept
1254. 3 play WD blue Monica
1255. 1 play B6/Phoebe
1256. 0 play WD green Monica
1257. 2 play WD blue Joey
1258. 0 play WD blue Rachel
1259. 2 play W/Ross red
1260. 1 play W+4/Ross red
1261. 0 accept
1262. 3 play R+2/Ross
1263. 2 accept
1264. 1 play WD blue Joey
1265. 3 play WD red Ross
1266. 1 play R4/Joey
1267. 0 play R5/Rachel
1268. 3 play WD green Rachel
1269. 1 play W/Rachel red
1270. 0 play R6/Ross
1271. 3 play B6/Monica
1272. 2 play W/Joey blue
1273. 1 play W+4/Phoebe yellow
1274. 0 accept
1275. 3 play YS/Phoebe
1276. 1 play RS/Joey
1277. 3 play R3/Ross
1278. 2 play R4/Joey
1279. 1 play B4/Ross
1280. 0 play WD blue Chandler
1281. 2 play WD red Joey
1282. 0 play R8/Phoebe
1283. 3 draw
1284. 3 play WD red Chandler
1285. 1 play WD yellow Monica
1286. 3 play YS/Phoebe
1287. 1 play Y4/Phoebe
1288. 0 play W/Ross red
1289. 3 draw
1290. 2 play WD red Monica
1291. 0 play WD red Chandler
1292. 2 play W+4/Ross green
1293. 1 challenge
1294. 1 play WD red Rachel
1295. 3 play WD blue Rachel
1296. 1 play B+2/Monica
1297. 0 accept
1298. 3 play B7/Rachel
1299. 2 play WD red Rachel
1300. 0 play WD red Ross
1301. 2 play R5/Rachel
1302. 1 play R0/Chandler
1303. 0 play W/Joey green
1304. 3 draw
1305. 2 play W+4/Rachel green
1306. 1 accept
1307. 0 play WD yellow Chandler
1308. 2 play YR/Rachel
1309. 3 play W+4/Phoebe red
1310. 0 accept
1311. 1 play WD red Ross
1312. 3 play WD green Joey
1313. 1 play G8/Ross
1314. 2 play WD red Monica
1315. 0 play WD green Rachel
1316. 2 play G2/Ross
1317. 3 play WD red Ross
1318. 1 play R1/Joey
1319. 2 play G1/Phoebe
1320. 3 play W+4/Rachel red
1321. 0 challenge
1322. 0 play WD yellow Chandler
1323. 2 play W+4/Phoebe green
1324. 3 accept
1325. 0 play G2/Chandler
1326. 1 play WD blue Phoebe
1327. 3 play WD yellow Joey
1328. 1 play Y6/Chandler
1329. 2 play YS/Monica
1330. 0 play WD green Ross
1331. 2 play G6/Monica
1332. 3 play G1/Phoebe
1333. 0 play W+4/Ross red
1334. 1 accept
1335. 2 play R8/Phoebe
1336. 3 play WD green Monica
1337. 1 play GR/Ross
1338. 0 play W+4/Ross blue
1339. 3 challenge
1340. 3 play WD green Phoebe
1341. 1 play WD red Phoebe
1342. 3 play R1/Joey
1343. 2 play W+4/Phoebe yellow
1344. 1 challenge
1345. 0 play WD red Rachel
1346. 2 play W+4/Ross red
1347. 1 accept
1348. 0 play W/Chandler red
1349. 3 play W+4/Phoebe yellow
1350. 2 accept
1351. 1 play W/Ross red
1352. 0 play WD red Ross
1353. 2 play W+4/Monica blue
1354. 1 challenge
1355. 1 play WD red Chandler
1356. 3 play W/Ross red
1357. 2 play W+4/Ross yellow
1358. 1 challenge
1359. 1 play WD green Joey
1360. 3 play G8/Ross
1361. 2 play WD blue Chandler
1362. 0 play W/Rachel blue
1363. 3 draw
1364. 3 play WD red Rachel
1365. 1 play WD yellow Chandler
1366. 3 play Y4/Phoebe
1367. 2 play W/Chandler red
1368. 1 play WD red Rachel
1369. 3 play R4/Monica
1370. 2 play W/Rachel red
1371. 1 play W/Joey yellow
1372. 0 play Y4/Phoebe
1373. 3 play Y9/Joey
1374. 2 play WD yellow Ross
1375. 0 play WD blue Chandler
1376. 2 play W+4/Phoebe blue
1377. 1 accept
1378. 0 play W+4/Monica blue
1379. 3 accept
1380. 2 play W/Ross green
1381. 1 play G4/Rachel
1382. 0 play WD red Phoebe
1383. 2 pass
1384. 1 play WD red Joey
1385. 3 play WD green Rachel
1386. 1 play W/Rachel yellow
1387. 0 play WD red Chandler
1388. 2 play WD red Rachel
1389. 0 play W/Chandler blue
1390. 3 play WD yellow Phoebe
1391. 1 play WD red Ross
1392. 3 play W+4/Monica yellow
1393. 2 accept
1394. 1 play WD green Phoebe
1395. 3 play W+4/Phoebe green
1396. 2 challenge
1397. 2 play WD yellow Phoebe
1398. 0 play Y5/Ross
1399. 3 play WD blue Phoebe
1400. 1 play B9/Phoebe
1401. 0 play W+4/Ross green
1402. 3 challenge
1403. 3 play W/Rachel blue
1404. 2 play B2/Chandler
1405. 1 play W/Joey red
1406. 0 play RR/Rachel
1407. 1 play W+4/Rachel yellow
1408. 2 challenge
1409. 2 play WD yellow Phoebe
1410. 0 play WD yellow Rachel
1411. 2 play WD blue Chandler
1412. 0 play WD green Phoebe
1413. 2 play W/Chandler green
1414. 3 play W/Ross green
1415. 0 play G3/Monica
1416. 1 play WD red Monica
1417. 3 play R6/Ross
1418. 0 draw
1419. 0 play WD blue Rachel
1420. 2 play BR/Chandler
1421. 1 play W/Ross blue
1422. 0 play B5/Joey
1423. 3 play W/Joey blue
1424. 2 draw
1425. 2 play BR/Chandler
1426. 3 play WD green Phoebe
1427. 1 play WD yellow Rachel
1428. 3 play W+4/Rachel red
1429. 0 challenge
1430. 0 play WD blue Phoebe
1431. 2 play WD yellow Chandler
1432. 0 play W/Joey blue
1433. 1 play WD blue Chandler
1434. 3 play WD red Rachel
1435. 1 play R2/Phoebe
1436. 2 play WD green Rachel
1437. 0 play W/Ross yellow
1438. 1 play Y5/Rachel
1439. 2 play W/Joey blue
1440. 3 play B6/Phoebe
1441. 0 play WD yellow Monica
1442. 2 play W/Chandler yellow
1443. 3 draw
1444. 3 play WD blue Ross
1445. 1 play W+4/Rachel yellow
1446. 2 challenge
1447. 2 play Y2/Rachel
1448. 3 play WD green Joey
1449. 1 play WD red Monica
1450. 3 play WD yellow Chandler
1451. 1 play W+4/Ross green
1452. 2 challenge
1453. 2 play WD red Phoebe
1454. 0 play WD red Rachel
1455. 2 pass
1456. 3 play R4/Joey
1457. 0 play W+4/Rachel blue
1458. 1 accept
1459. 2 play B8/Chandler
1460. 3 play W+4/Ross green
1461. 0 accept
1462. 1 play WD red Phoebe
1463. 3 play RS/Monica
1464. 1 play WD red Joey
1465. 3 play R5/Rachel
1466. 0 play B5/Joey
1467. 1 play WD blue Joey
1468. 3 draw
1469. 3 play WD red Phoebe
1470. 1 play WD yellow Monica
1471. 3 play Y+2/Chandler
1472. 0 accept
1473. 1 play B+2/Monica
1474. 2 accept
1475. 3 play BS/Ross
1476. 1 play W+4/Phoebe green
1477. 2 accept
1478. 3 play G4/Rachel
1479. 0 play W+4/Rachel green
1480. 1 challenge
1481. 1 play G1/Phoebe
1482. 2 play WD red Rachel
1483. 0 play WD green Rachel
1484. 2 play WD blue Monica
1485. 0 play WD yellow Joey
1486. 2 play W+4/Ross blue
1487. 3 accept
1488. 0 play W/Chandler green
1489. 1 play WD red Rachel
1490. 3 play WD green Ross
1491. 1 play WD yellow Rachel
1492. 3 play W+4/Rachel red
1493. 0 challenge
1494. 0 play WD red Rachel
1495. 2 play W/Chandler green
1496. 3 play WD red Phoebe
1497. 1 play R6/Chandler
1498. 2 play WD green Ross
1499. 0 play WD yellow Monica
1500. 2 play Y9/Chandler
1501. 3 play WD blue Rachel
1502. 1 play BS/Rachel
1503. 3 play WD blue Chandler
1504. 1 play BR/Joey
1505. 0 play B9/Phoebe
1506. 3 draw
1507. 3 pass
1508. 2 play BS/Ross
1509. 0 play WD blue Rachel
1510. 2 play W+4/Ross green
1511. 1 challenge
1512. 1 play G+2/Monica
1513. 0 accept
1514. 3 play WD green Phoebe
1515. 1 play G9/Joey
1516. 0 play W/Chandler green
1517. 3 play G1/Phoebe
1518. 2 play WD blue Rachel
1519. 0 play WD yellow Rachel
1520. 2 play Y8/Ross
1521. 1 play WD red Joey
1522. 3 play WD green Ross
1523. 1 play W+4/Rachel blue
1524. 0 accept
1525. 3 play BR/Joey
1526. 0 play WD red Ross
1527. 2 play WD red Phoebe
1528. 0 play W+4/Phoebe green
1529. 1 challenge
1530. 1 play WD blue Joey
1531. 3 play WD red Rachel
1532. 1 play R9/Ross
1533. 2 draw
1534. 2 play WD green Ross
1535. 0 play WD blue Phoebe
1536. 2 play B1/Rachel
1537. 3 play B4/Ross
1538. 0 play WD yellow Joey
1539. 2 play W+4/Phoebe yellow
1540. 3 accept
1541. 0 play WD blue Monica
1542. 2 play B4/Rachel
1543. 3 play WD yellow Ross
1544. 1 play W/Rachel yellow
1545. 2 play Y0/Joey
1546. 3 play Y8/Rachel
1547. 0 play WD green Rachel
1548. 2 play G7/Rachel
1549. 3 draw
1550. 3 play WD green Chandler
1551. 1 play WD blue Phoebe
1552. 3 play B9/Phoebe
1553. 0 play W+4/Monica green
1554. 1 accept
1555. 2 play WD yellow Chandler
1556. 0 play W+4/Ross green
1557. 1 accept
1558. 2 play G+2/Monica
1559. 3 accept
1560. 0 play R+2/Ross
1561. 1 accept
1562. 2 play B+2/Phoebe
1563. 3 accept
1564. 0 play WD yellow Chandler
1565. 2 play Y+2/Chandler
1566. 3 accept
1567. 0 play W/Rachel green
1568. 1 play W/Ross red
1569. 2 draw
1570. 3 play W+4/Monica green
1571. 0 challenge
1572. 0 play G7/Rachel
1573. 1 play WD red Ross
1574. 3 play W/Ross yellow
1575. 0 play Y8/Ross
1576. 1 play W+4/Phoebe blue
1577. 2 challenge
1578. 2 play W+4/Monica yellow
1579. 3 accept
1580. 0 play Y9/Chandler
1581. 1 play WD green Ross
1582. 3 play WD blue Monica
1583. 1 play W/Ross blue
1584. 2 play W+4/Monica red
1585. 3 challenge
1586. 3 play W+4/Ross green
1587. 0 challenge
1588. 0 play WD blue Ross
1589. 2 play WD red Joey
1590. 0 play R5/Phoebe
1591. 1 play WD yellow Phoebe
1592. 3 play WD red Phoebe
1593. 1 play W/Joey red
1594. 2 play W/Ross blue
1595. 3 play W+4/Monica green
1596. 0 challenge
1597. 0 play WD red Rachel
1598. 2 play WD red Monica
1599. 0 play R8/Rachel
1600. 1 play W/Chandler green
1601. 2 play GR/Chandler
1602. 1 play WD red Joey
1603. 3 play WD red Joey
1604. 1 play R4/Monica
1605. 0 play WD blue Monica
1606. 2 play B2/Joey
1607. 1 play B3/Phoebe
1608. 0 play B0/Phoebe
1609. 3 play W/Joey blue
1610. 2 play WD red Ross
1611. 0 play R8/Phoebe
1612. 3 play R6/Chandler
1613. 2 draw
1614. 2 play R8/Phoebe
1615. 1 play WD red Phoebe
1616. 3 play WD yellow Phoebe
1617. 1 play W+4/Rachel red
1618. 0 accept
1619. 3 play WD green Ross
1620. 1 play W+4/Ross yellow
1621. 0 challenge
1622. 0 play WD green Rachel
1623. 2 play WD yellow Joey
1624. 0 play W/Chandler red
1625. 3 play W+4/Ross yellow
1626. 2 accept
1627. 1 play YS/Phoebe
1628. 3 play Y1/Monica
1629. 2 play Y+2/Chandler
1630. 1 accept
1631. 0 play WD yellow Rachel
1632. 2 play WD green Rachel
1633. 0 play G4/Rachel
1634. 3 play W/Rachel green
1635. 2 play W/Chandler red
1636. 1 play WD blue Joey
1637. 3 play W+4/Phoebe yellow
1638. 2 accept
1639. 1 play Y8/Rachel
1640. 0 play WD blue Chandler
1641. 2 play W+4/Rachel green
1642. 1 challenge
1643. 1 play G+2/Monica
1644. 0 accept
1645. 3 play Y+2/Chandler
1646. 2 accept
1647. 1 play Y9/Joey
1648. 0 play W/Rachel green
1649. 3 play W/Ross green
1650. 2 play WD yellow Chandler
1651. 0 play W+4/Rachel yellow
1652. 3 challenge
1653. 3 play Y3/Chandler
1654. 2 play WD green Joey
1655. 0 play WD red Chandler
1656. 2 play R5/Rachel
1657. 1 play WD blue Ross
1658. 3 play WD yellow Phoebe
1659. 1 play Y1/Phoebe
1660. 0 play WD red Monica
1661. 2 play WD blue Rachel
1662. 0 play W/Ross blue
1663. 3 play WD green Joey
1664. 1 play G3/Joey
1665. 0 play G4/Rachel
1666. 3 play W+4/Phoebe green
1667. 2 challenge
1668. 1 play WD green Rachel
1669. 3 pass
1670. 2 play G3/Monica
1671. 1 play WD blue Rachel
1672. 3 play BS/Ross
1673. 1 play B4/Ross
1674. 0 play W/Chandler red
1675. 3 play RS/Joey
1676. 1 play GS/Phoebe
1677. 3 draw
1678. 2 play WD yellow Phoebe
1679. 0 play WD red Monica
1680. 2 play WD yellow Phoebe
1681. 0 play W+4/Phoebe yellow
1682. 3 challenge
1683. 3 play WD red Chandler
1684. 1 play WD green Joey
1685. 3 pass
1686. 2 play W+4/Phoebe green
1687. 1 challenge
1688. 1 play WD yellow Ross
1689. 3 play Y1/Phoebe
1690. 2 play W/Ross green
1691. 1 play W/Joey green
1692. 0 play GS/Rachel
1693. 2 play G4/Rachel
1694. 1 play W/Chandler red
1695. 0 play WD red Rachel
1696. 2 play WD blue Phoebe
1697. 0 play W+4/Phoebe red
1698. 3 challenge
1699. 3 play W/Joey red
1700. 2 play R5/Phoebe
1701. 1 play W+4/Monica blue
1702. 0 accept
1703. 3 play WD blue Joey
1704. 1 play B6/Phoebe
1705. 0 play W+4/Phoebe green
1706. 3 accept
1707. 2 play W+4/Monica red
1708. 1 challenge
1709. 1 play W/Ross yellow
1710. 0 play WD blue Joey
1711. 2 play W+4/Phoebe yellow
1712. 1 challenge
1713. 1 play W+4/Ross red
1714. 0 accept
1715. 3 play WD red Monica
1716. 1 play R9/Chandler
1717. 0 play WD blue Rachel
1718. 2 play B5/Joey
1719. 1 play B2/Joey
1720. 0 play W+4/Phoebe yellow
1721. 3 accept
1722. 2 play WD green Joey
1723. 0 play W/Chandler blue
1724. 3 play WD green Phoebe
1725. 1 play W+4/Phoebe green
1726. 0 challenge
1727. 0 play WD red Rachel
1728. 2 play W/Chandler red
1729. 1 play R+2/Chandler
1730. 0 accept
1731. 3 play WD green Chandler
1732. 1 play WD green Joey
1733. 3 play W/Ross green
1734. 2 play WD red Joey
1735. 0 play WD blue Phoebe
1736. 2 play W+4/Ross blue
1737. 1 accept
1738. 0 play WD green Chandler
1739. 2 play G7/Rachel
1740. 1 play WD yellow Phoebe
1741. 3 play WD green Joey
1742. 1 play W+4/Rachel green
1743. 0 accept
1744. 3 play W+4/Phoebe red
1745. 2 accept
1746. 1 play WD yellow Joey
1747. 3 play Y1/Monica
1748. 2 play WD green Chandler
1749. 0 play G2/Chandler
1750. 3 play W+4/Ross yellow
1751. 2 accept
1752. 1 play YS/Monica
1753. 3 play W+4/Monica yellow
1754. 2 challenge
1755. 2 play Y9/Chandler
1756. 1 play WD green Chandler
1757. 3 play W+4/Ross blue
1758. 2 accept
1759. 1 play W/Ross red
1760. 0 play W/Rachel green
1761. 3 draw
1762. 3 pass
1763. 2 play W+4/Monica green
1764. 1 challenge
1765. 1 play G6/Monica
1766. 0 play WD red Monica
1767. 2 play WD green Phoebe
1768. 0 play WD green Phoebe
1769. 2 play G+2/Monica
1770. 1 accept
1771. 0 play G1/Rachel
1772. 3 play WD blue Chandler
1773. 1 play WD yellow Joey
1774. 3 play W+4/Monica blue
1775. 2 challenge
1776. 2 play WD red Rachel
1777. 0 play WD blue Phoebe
1778. 2 play W/Rachel red
1779. 1 play W+4/Monica yellow
1780. 0 challenge
1781. 0 play Y9/Joey
1782. 3 play WD green Phoebe
1783. 1 play WD green Phoebe
1784. 3 play WD yellow Joey
1785. 1 play WD yellow Ross
1786. 3 play Y8/Rachel
1787. 2 play WD blue Rachel
1788. 0 play WD green Ross
1789. 2 play G3/Joey
1790. 1 play G+2/Joey
1791. 0 accept
1792. 3 play W/Ross yellow
1793. 2 draw
1794. 1 play Y5/Rachel
1795. 0 play WD red Phoebe
1796. 2 play W+4/Monica blue
1797. 1 challenge
1798. 1 play B9/Monica
1799. 0 play WD blue Joey
1800. 2 play WD green Monica
1801. 0 play G3/Joey
1802. 3 play WD red Monica
1803. 1 play WD green Ross
1804. 3 play WD red Rachel
1805. 1 play W/Rachel blue
1806. 0 play WD green Monica
1807. 2 play WD green Joey
1808. 0 play W/Chandler yellow
1809. 3 play WD blue Rachel
1810. 1 play WD blue Ross
1811. 3 play B4/Ross
1812. 2 play WD red Chandler
1813. 0 play WD yellow Joey
1814. 2 play WD yellow Phoebe
1815. 0 play W/Joey yellow
1816. 3 play W+4/Monica blue
1817. 2 accept
1818. 1 play B9/Phoebe
1819. 0 play BS/Rachel
1820. 2 play WD red Monica
1821. 0 play W+4/Phoebe blue
1822. 3 challenge
1823. 3 play WD yellow Ross
1824. 1 play WD red Phoebe
1825. 3 play W/Rachel green
1826. 2 play W+4/Ross red
1827. 1 challenge
1828. 1 play R3/Chandler
1829. 0 play R5/Rachel
1830. 3 play W/Ross blue
1831. 2 play WD blue Joey
1832. 0 play WD red Chandler
1833. 2 play W/Chandler yellow
1834. 1 play W+4/Ross green
1835. 0 challenge
1836. 0 play WD yellow Ross
1837. 2 play W/Joey blue
1838. 1 play B9/Phoebe
1839. 0 play B5/Chandler
1840. 3 play B9/Monica
1841. 2 play W/Rachel yellow
1842. 1 play Y0/Joey
1843. 0 play Y9/Chandler
1844. 3 play WD blue Rachel
1845. 1 play B1/Rachel
1846. 0 play B3/Monica
1847. 3 play W+4/Ross red
1848. 2 challenge
1849. 2 play W+4/Phoebe red
1850. 1 accept
1851. 0 play R7/Joey
1852. 3 play R+2/Ross
1853. 2 accept
1854. 1 play R1/Monica
1855. 0 play R5/Phoebe
1856. 3 play W/Joey blue
1857. 2 play WD red Phoebe
1858. 0 draw
1859. 0 play R+2/Ross
1860. 3 accept
1861. 2 play W+4/Rachel yellow
1862. 1 challenge
1863. 1 play W+4/Ross yellow
1864. 0 accept
1865. 3 play YS/Monica
1866. 1 play WD yellow Monica
1867. 3 draw
1868. 3 play W+4/Ross green
1869. 2 accept
1870. 1 play G9/Monica
1871. 0 play G7/Rachel
1872. 3 play W+4/Phoebe green
1873. 2 accept
1874. 1 play WD blue Chandler
1875. 3 play B6/Phoebe
1876. 2 play W+4/Ross yellow
1877. 1 challenge
1878. 1 play YS/Phoebe
1879. 3 play Y5/Rachel
1880. 2 play WD red Rachel
1881. 0 play R8/Phoebe
1882. 3 play R2/Phoebe
1883. 2 draw
1884. 2 play WD green Rachel
1885. 0 play GR/Ross
1886. 1 play WD blue Phoebe
1887. 3 play B5/Chandler
1888. 0 play W+4/Rachel green
1889. 1 accept
1890. 2 play G2/Chandler
1891. 3 play B2/Joey
1892. 0 play W+4/Phoebe red
1893. 1 challenge
1894. 1 play WD yellow Phoebe
1895. 3 play Y0/Joey
1896. 0 play W+4/Rachel red
1897. 1 accept
1898. 2 play RS/Monica
1899. 0 draw
1900. 0 play W+4/Rachel red
1901. 1 accept
1902. 2 play WD red Ross
1903. 0 play R8/Rachel
1904. 1 play G8/Chandler
1905. 2 play W/Joey blue
1906. 3 draw
1907. 0 play B8/Joey
1908. 1 play B5/Chandler
1909. 2 play WD red Phoebe
1910. 0 pass
1911. 1 play WD red Phoebe
1912. 3 play WD red Joey
1913. 1 play R4/Joey
1914. 2 play WD blue Monica
1915. 0 play WD red Rachel
1916. 2 play WD red Rachel
1917. 0 pass
1918. 1 play WD red Monica
1919. 3 play WD yellow Joey
1920. 1 play W/Ross red
1921. 2 play WD green Monica
1922. 0 play WD green Phoebe
1923. 2 play G6/Joey
1924. 3 play WD red Monica
1925. 1 play WD green Chandler
1926. 3 play W/Ross yellow
1927. 0 play WD red Phoebe
1928. 2 play WD yellow Monica
1929. 0 play YS/Monica
1930. 2 play W+4/Phoebe red
1931. 3 challenge
1932. 3 play WD yellow Joey
1933. 1 play Y3/Joey
1934. 2 play WD blue Rachel
1935. 0 play B6/Monica
1936. 1 play R6/Ross
1937. 2 play R+2/Ross
1938. 3 accept
1939. 0 play W+4/Phoebe green
1940. 1 accept
1941. 2 play G9/Monica
1942. 3 play WD green Joey
1943. 1 play W/Chandler red
1944. 2 play W/Rachel blue
1945. 3 play WD blue Monica
1946. 1 play WD yellow Rachel
1947. 3 play Y3/Joey
1948. 0 play WD green Ross
1949. 2 play WD blue Rachel
1950. 0 play W/Chandler green
1951. 1 play WD blue Chandler
1952. 3 play WD green Ross
1953. 1 play W+4/Monica green
1954. 2 challenge
1955. 2 play W/Chandler green
1956. 3 play W/Joey green
1957. 0 play WD red Rachel
1958. 2 play R+2/Chandler
1959. 3 accept
1960. 0 play WD yellow Monica
1961. 2 play Y9/Joey
1962. 3 play R9/Ross
1963. 0 draw
1964. 0 pass
1965. 1 play R0/Chandler
1966. 2 draw
1967. 3 play WD green Ross
1968. 1 play WD yellow Chandler
1969. 3 play W+4/Rachel yellow
1970. 0 challenge
1971. 1 play W/Ross blue
1972. 2 play WD blue Joey
1973. 0 play WD blue Chandler
1974. 2 play B3/Monica
1975. 3 play W+4/Rachel yellow
1976. 0 accept
1977. 1 play WD red Chandler
1978. 3 play R4/Joey
1979. 0 play W+4/Phoebe green
1980. 1 accept
1981. 2 play G3/Joey
1982. 3 play R3/Ross
1983. 0 play WD yellow Phoebe
1984. 2 play Y5/Ross
1985. 3 play W/Ross red
1986. 0 play WD yellow Chandler
1987. 2 play YS/Monica
1988. 0 play W/Rachel green
1989. 1 play W/Joey yellow
1990. 2 play W+4/Rachel yellow
1991. 3 accept
1992. 0 play YR/Rachel
1993. 3 play WD red Joey
1994. 1 play W+4/Monica red
1995. 0 accept
1996. 3 play W/Rachel red
1997. 2 draw
1998. 2 play W+4/Monica red
1999. 1 accept
2000. 0 play WD blue Rachel
2001. 2 play W+4/Rachel blue
2002. 1 challenge
2003. 1 play WD red Ross
2004. 3 play W/Joey blue
2005. 2 play WD yellow Monica
2006. 0 play W+4/Rachel red
2007. 3 accept
2008. 2 play R6/Chandler
2009. 1 play W/Joey yellow
2010. 0 draw
2011. 0 play W+4/Rachel green
2012. 3 challenge
2013. 3 play WD yellow Chandler
2014. 1 play W+4/Phoebe yellow
2015. 0 challenge
2016. 0 play Y2/Rachel
2017. 3 play YS/Monica
2018. 1 play WD blue Joey
2019. 3 play B5/Chandler
2020. 2 play W+4/Rachel green
2021. 1 accept
2022. 0 play W/Joey green
2023. 3 play G8/Chandler
2024. 2 play G1/Rachel
2025. 1 play W+4/Ross green
2026. 0 challenge
2027. 0 play G9/Monica
2028. 3 play W+4/Monica red
2029. 2 accept
2030. 1 play W/Ross green
2031. 0 play G2/Chandler
2032. 3 draw
2033. 3 play W/Ross green
2034. 2 play G4/Phoebe
2035. 1 play G8/Chandler
2036. 0 draw
2037. 0 play W+4/Monica green
2038. 3 challenge
2039. 3 play G4/Rachel
2040. 2 play G+2/Joey
2041. 1 accept
2042. 0 play G2/Ross
2043. 3 draw
2044. 3 pass
2045. 2 play W+4/Ross blue
2046. 1 challenge
2047. 1 play W+4/Monica yellow
2048. 0 challenge
2049. 0 play YS/Monica
2050. 2 draw
2051. 2 play W+4/Monica red
2052. 1 challenge
2053. 1 play W/Joey blue
2054. 0 play W+4/Phoebe blue
2055. 3 challenge
2056. 3 play B6/Monica
2057. 2 play B+2/Monica
2058. 1 accept
2059. 0 play B4/Rachel
2060. 3 play B8/Joey
2061. 2 play B6/Phoebe
2062. 1 play WD green Chandler
2063. 3 play G+2/Joey
2064. 2 accept
2065. 1 play WD red Ross
2066. 3 play R9/Chandler
2067. 2 play WD blue Ross
2068. 0 play W/Ross blue
2069. 3 play B5/Joey
2070. 2 draw
2071. 2 play WD blue Joey
2072. 0 play W+4/Monica yellow
2073. 3 accept
2074. 2 play YR/Rachel
2075. 3 play WD red Joey
2076. 1 play R5/Phoebe
2077. 2 draw
2078. 2 play WD red Chandler
2079. 0 play W+4/Monica blue
2080. 1 accept
2081. 2 pass
2082. 3 play B9/Phoebe
2083. 0 play B8/Chandler
2084. 1 play Y8/Ross
2085. 2 play Y9/Joey
2086. 3 draw
2087. 3 pass
2088. 0 play W/Joey blue
2089. 1 play B7/Rachel
2090. 2 draw
2091. 2 play B8/Chandler
2092. 3 draw
2093. 3 play W+4/Monica yellow
2094. 0 challenge
2095. 1 play W/Rachel yellow
2096. 2 draw
2097. 2 play W+4/Monica green
2098. 3 challenge
2099. 3 pass
2100. 0 play GS/Rachel
2101. 2 play GR/Ross
2102. 1 play WD yellow Monica
2103. 3 play Y8/Ross
2104. 2 play W/Rachel red
2105. 1 play WD green Rachel
2106. 3 draw
2107. 3 play WD red Joey
2108. 1 play W+4/Rachel green
2109. 0 challenge
2110. 0 play W+4/Monica green
2111. 3 accept
2112. 2 play G+2/Monica
2113. 1 accept
2114. 0 play W/Joey red
2115. 3 draw
2116. 2 play W/Rachel green
2117. 1 play W/Ross yellow
2118. 0 play YR/Rachel
2119. 1 play W+4/Ross red
2120. 2 accept
2121. 3 play R1/Monica
2122. 0 play R6/Chandler
2123. 1 play WD blue Ross
2124. 3 play W+4/Rachel red
2125. 0 accept
2126. 1 play W+4/Monica green
2127. 2 challenge
2128. 2 play WD red Ross
2129. 0 play R6/Chandler
2130. 1 play W+4/Rachel yellow
2131. 2 challenge
2132. 2 play W/Rachel green
2133. 3 play W+4/Monica red
2134. 0 accept
2135. 1 play WD blue Ross
2136. 3 pass
2137. 0 play WD green Chandler
2138. 2 play G7/Rachel
2139. 3 play G+2/Monica
2140. 0 accept
2141. 1 play W/Chandler red
2142. 2 play W/Joey blue
2143. 3 draw
2144. 0 play B9/Phoebe
2145. 1 play G9/Joey
2146. 2 play W/Ross blue
2147. 3 draw
2148. 3 play W/Chandler red
2149. 0 play W+4/Rachel green
2150. 1 accept
2151. 2 play W+4/Ross yellow
2152. 3 challenge
2153. 3 pass
2154. 0 play WD blue Phoebe
2155. 2 play W+4/Monica blue
2156. 3 accept
2157. 0 play W/Rachel green
2158. 1 play WD red Monica
2159. 3 play WD blue Joey
2160. 1 play B5/Chandler
2161. 2 play W/Rachel green
2162. 3 draw
2163. 3 play WD yellow Ross
2164. 1 play WD red Ross
2165. 3 play R5/Phoebe
2166. 0 play WD blue Phoebe
2167. 2 play WD green Chandler
2168. 0 play G3/Monica
2169. 1 play WD yellow Monica
2170. 3 play WD yellow Joey
2171. 1 play W/Ross blue
2172. 2 play W+4/Rachel yellow
2173. 3 accept
2174. 0 play WD green Joey
2175. 2 play W+4/Monica blue
2176. 3 accept
2177. 0 play WD red Joey
2178. 2 play W/Joey red
2179. 3 play WD blue Ross
2180. 1 play B5/Joey
2181. 2 draw
2182. 2 play WD yellow Rachel
2183. 0 play WD green Ross
2184. 2 play G3/Monica
2185. 3 play WD green Joey
2186. 1 play W+4/Rachel red
2187. 2 challenge
2188. 2 pass
2189. 3 play WD green Ross
2190. 1 play WD red Phoebe
2191. 3 play R2/Rachel
2192. 0 play WD yellow Phoebe
2193. 2 play WD red Joey
2194. 0 play W/Rachel yellow
2195. 1 play Y3/Chandler
2196. 2 play YR/Rachel
2197. 1 play W+4/Monica green
2198. 0 accept
2199. 3 play WD blue Rachel
2200. 1 play WD yellow Phoebe
2201. 3 play W/Ross yellow
2202. 2 play Y8/Ross
2203. 1 play W+4/Ross red
2204. 0 accept
2205. 3 play R4/Monica
2206. 2 play W+4/Monica yellow
2207. 1 accept
2208. 0 play Y3/Chandler
2209. 3 draw
2210. 3 play W+4/Monica yellow
2211. 2 challenge
2212. 1 play WD green Monica
2213. 3 play G+2/Monica
2214. 2 accept
2215. 1 play GS/Phoebe
2216. 3 draw
2217. 3 pass
2218. 2 play G2/Ross
2219. 1 play W+4/Phoebe yellow
2220. 0 accept
2221. 3 pass
2222. 2 play WD green Chandler
2223. 0 play GR/Ross
2224. 1 play YR/Ross
2225. 0 play W/Ross yellow
2226. 3 draw
2227. 3 play YR/Ross
2228. 0 play W+4/Monica yellow
2229. 1 accept
2230. 2 play Y3/Chandler
2231. 3 draw
2232. 3 play W+4/Monica red
2233. 0 accept
2234. 1 play WD yellow Phoebe
2235. 3 pass
2236. 0 play WD yellow Monica
2237. 2 play W+4/Monica blue
2238. 3 challenge
2239. 3 play B5/Joey
2240. 0 play W/Rachel blue
2241. 1 play WD yellow Ross
2242. 3 pass
2243. 0 play WD red Chandler
2244. 2 play W/Rachel red
2245. 3 play R8/Rachel
2246. 0 play WD red Monica
2247. 2 play WD blue Joey
2248. 0 play B+2/Monica
2249. 1 accept
2250. 2 play W+4/Monica yellow
2251. 3 challenge
2252. 3 play WD yellow Rachel
2253. 1 play WD red Joey
2254. 3 play R6/Ross uno
2255. 0 play W/Joey green
2256. 1 play W/Ross red
2257. 2 draw
2258. 2 play W/Joey red
2259. 3 draw
2260. 3 play R6/Ross uno
2261. 0 play W+4/Monica green
2262. 1 accept
2263. 2 play WD red Rachel
2264. 0 play R0/Chandler
2265. 1 play R3/Ross
2266. 2 draw
2267. 2 pass
2268. 3 draw
2269. 3 play WD yellow Monica
2270. 1 play W/Chandler red
2271. 2 play R0/Chandler
2272. 3 play W+4/Monica yellow uno
2273. 0 accept
2274. 1 play W+4/Ross yellow
2275. 2 challenge
2276. 2 play YS/Monica
2277. 0 play WD blue Rachel
2278. 2 play B+2/Monica
2279. 3 accept
2280. 0 play W/Chandler green
2281. 1 play W+4/Ross red
2282. 2 challenge
2283. 2 pass
2284. 3 play WD green Joey uno
2285. 1 play W+4/Monica red
2286. 2 accept
2287. 3 pass
2288. 0 play W+4/Rachel yellow
2289. 1 accept
2290. 2 play WD red Rachel
2291. 0 play R3/Ross
2292. 1 play W/Rachel red
2293. 2 draw
2294. 2 play WD red Ross
2295. 0 draw
2296. 0 play W/Rachel green
2297. 1 play W+4/Phoebe yellow
2298. 2 accept
2299. 3 play W+4/Rachel green
2300. 0 accept
2301. 1 play W/Joey red
2302. 2 play WD red Phoebe
2303. 0 play W+4/Phoebe blue
2304. 1 accept
2305. 2 play B5/Joey
2306. 3 play W/Joey blue
2307. 0 play W+4/Ross yellow
2308. 1 accept
2309. 2 play W/Rachel green
2310. 3 play W+4/Rachel red
2311. 0 accept
2312. 1 play WD yellow Monica
2313. 3 pass
2314. 0 play W/Rachel green
2315. 1 play W/Ross red
2316. 2 play W+4/Rachel red
2317. 3 accept
2318. 0 play W+4/Ross blue
2319. 1 challenge
2320. 1 play WD green Ross
2321. 3 play WD green Joey
2322. 1 play G4/Rachel
2323. 2 play W+4/Ross yellow
2324. 3 accept
2325. 0 play WD blue Ross
2326. 2 pass
2327. 3 play WD yellow Ross
2328. 1 play WD blue Phoebe
2329. 3 play W/Ross yellow
2330. 0 play WD blue Phoebe
2331. 2 play WD yellow Rachel
2332. 0 play W+4/Rachel yellow
2333. 1 accept
2334. 2 pass
2335. 3 play W/Rachel green
2336. 0 play G2/Ross
2337. 1 play WD blue Joey
2338. 3 play WD yellow Rachel
2339. 1 play Y2/Ross
2340. 2 play W+4/Rachel yellow
2341. 3 challenge
2342. 3 pass
2343. 0 play WD red Ross
2344. 2 play WD red Rachel
2345. 0 play R1/Monica
2346. 1 play W+4/Phoebe red
2347. 2 challenge
2348. 2 play W/Rachel blue
2349. 3 play WD red Chandler
2350. 1 play WD red Chandler
2351. 3 play R3/Ross
2352. 0 play W+4/Phoebe yellow
2353. 1 challenge
2354. 1 play Y4/Phoebe
2355. 2 play WD red Monica
2356. 0 play WD yellow Chandler
2357. 2 play Y2/Ross
2358. 3 play Y4/Phoebe
2359. 0 play Y9/Joey
2360. 1 play W+4/Ross yellow
2361. 2 challenge
2362. 2 pass
2363. 3 play W+4/Phoebe green
2364. 0 challenge
2365. 1 play WD green Ross
2366. 3 play G+2/Monica uno
2367. 0 accept
2368. 1 play R+2/Ross
2369. 2 accept
2370. 3 pass
2371. 0 play WD green Joey
2372. 2 play W+4/Phoebe green
2373. 3 accept
2374. 0 play W/Rachel green
2375. 1 play W+4/Rachel green
2376. 2 accept
2377. 3 play WD green Monica
2378. 1 play WD blue Chandler
2379. 3 pass
2380. 0 play B2/Joey
2381. 1 play WD green Chandler
2382. 3 play G4/Rachel
