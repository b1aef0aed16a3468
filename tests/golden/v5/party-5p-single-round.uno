[RulesVersion "5"]
[Edition "party"]
[Players "5"]
[Seed "12"]
[Digest "cea73a1f973649a0af67e7b75704825ba9c04bcdd51219743b9bf89f7d343c72"]
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
16. 2 play WDT blue 0,1
17. 3 play W+4 red
18. 4 accept
19. 0 play WPU
20. 1 play Y7
21. 2 play Y5
22. 3 play Y4
23. 4 play YPT
24. 0 play Y9
25. 1 take
26. 2 play Y+2
27. 3 accept
28. 4 play Y1
29. 0 play Y4
30. 1 play Y4
31. 2 play R4
32. 3 play R5
33. 4 play WPU
34. 0 take
35. 1 play Y5
36. 2 draw
37. 2 play W blue
38. 3 play WDT blue 1,3
39. 4 play WPU
40. 0 play B8
41. 1 play BPT
42. 2 take
43. 3 draw
44. 4 play B4
45. 0 play B3
46. 1 draw
47. 1 play W yellow
48. 2 play WPU
49. 3 play R8
50. 4 play R9
51. 0 take
52. 1 draw
53. 1 play W+4 green
54. 2 challenge
55. 3 play W green
56. 4 play GR
57. 3 play WDT blue 0,3
58. 2 play B8
59. 2 play B8
60. 1 draw
61. 1 pass
62. 0 play R8
63. 4 draw
64. 3 play Y8
65. 2 play W green
66. 1 play WPU
67. 0 play YR
68. 4 play Y+2 uno
69. 3 play Y6
70. 2 take
71. 1 play Y7
72. 0 draw
73. 4 play YPT
74. 0 point 3
75. 4 point 2
76. 3 point 1
77. 1 point 2
78. 2 point 1
