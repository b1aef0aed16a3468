[RulesVersion "6"]
[Edition "classic"]
[Players "2"]
[Seed "5"]
[Dealer "1"]
[Options "challenge_returns_card=true match=single-round"]
[Deck "G0 B5 B3 Y2 W BR Y4 R4 B2 G9 B+2 W R1 R9 B8 B9 Y7 Y2 G2 G4 B0 G7 G3 W+4 G1 Y8 R4 B3 R3 Y6 R8 G6 G4 B1 Y3 Y9 RR G6 YR W+4 B8 GS G8 Y7 G2 G8 R2 GR B1 R5 B6 W+4 BS RS R+2 R6 YS R6 B6 G7 Y9 G+2 Y5 Y0 Y8 Y6 B+2 RR B4 Y1 GR R0 B5 R8 G3 R9 R5 B9 Y+2 R+2 Y5 G1 Y1 R1 B7 G+2 R7 GS Y+2 BR G5 YR R7 RS R3 W Y3 G5 R2 G9 B4 W+4 B7 W YS BS Y4 B2"]
[Digest "3ed2bde3036cdb3a5fee9f069da8edd95fa1cbb54a3fd6ad1085eeb8f9faefed"]
[Source "tests/golden/regenerate.py"]

# round 1
1. 0 play B3
2. 1 play B5
3. 0 play W red
4. 1 play R4
5. 0 play R1
6. 1 play W red
7. 0 draw
8. 1 draw
9. 0 draw
10. 1 play R9
11. 0 play B9
12. 1 draw
13. 0 play B+2
14. 1 accept
15. 0 play B2
16. 1 play B0
17. 0 play G0
18. 1 play G2
19. 0 play Y2 uno
20. 1 play Y7
21. 0 play Y4
