"""Playing at a table: the ``unokit`` command, the terminal, narration and pictures.

[`seating`][unokit.play.seating] runs a table of people and bots,
[`narration`][unokit.play.narration] tells each of them what happened in words,
[`cli`][unokit.play.cli] and [`terminal`][unokit.play.terminal] are the ``unokit`` command,
[`render`][unokit.play.render] and [`charts`][unokit.play.charts] draw cards, views and
results.
"""
