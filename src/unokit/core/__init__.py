"""The core: cards, moves, the state, the phases, the rules and the engine that applies moves.

Everything else in unokit stands on this layer, and it stands on nothing else of unokit's.
Read it in this order: [`cards`][unokit.core.cards] and [`moves`][unokit.core.moves] (the
values), [`state`][unokit.core.state] and [`phases`][unokit.core.phases] (a game and the
points where a seat must act), [`rules`][unokit.core.rules] (what an edition is made of),
[`table`][unokit.core.table] (the working copy a move is carried out on), then
[`engine`][unokit.core.engine] and [`legal`][unokit.core.legal] (applying and listing moves).
The plugin machinery lives here too: [`hookspecs`][unokit.core.hookspecs] (the hooks),
[`registry`][unokit.core.registry] and [`compiling`][unokit.core.compiling] (the plugins
found, and a game's rules compiled from them).

Programs import the names they need from [`unokit`][unokit]; plugins from
[`unokit.plugin`][unokit.plugin]. The modules here are the engine's and may change.
"""
