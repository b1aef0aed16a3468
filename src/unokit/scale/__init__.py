"""Many games at once: simulations in processes, and on Ray.

[`simulation`][unokit.scale.simulation] plays games between agents and gathers the results;
[`distributed`][unokit.scale.distributed] runs the same work as Ray tasks (the optional
extra ``ray``).
"""
