"""Reading and writing: moves in a game's context, game records and saved games.

[`notation`][unokit.io.notation] reads a move's text against a state,
[`records`][unokit.io.records] writes and replays game records (a seed and the moves), and
[`saving`][unokit.io.saving] turns a state into JSON and back. This layer uses the core and
nothing above it.
"""
