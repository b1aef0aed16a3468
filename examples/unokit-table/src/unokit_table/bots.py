"""unokit's agents at a table shared with people: the bots a seat can be given.

Who moves when is unokit's table driver's business (``unokit.play.seating.TableDriver``, see
"Building on unokit" in unokit's docs): the room gives it an agent for each bot's seat and
``None`` for each person's, and it tells the room whose decision is pending.
"""

from __future__ import annotations

from collections.abc import Mapping

import unokit
from unokit import agents

__all__ = ["BOT_KINDS", "make_bot"]

#: The bots a seat can be given, by name: unokit's agents.
BOT_KINDS: Mapping[str, unokit.AgentFactory] = agents.AGENTS


def make_bot(kind: str, seed: int) -> unokit.Agent:
    """A bot of ``kind`` (a key of ``BOT_KINDS``), seeded with ``seed``.

    Raises:
        UnokitError: if there is no such bot.
    """
    return agents.make_agent(kind, seed)
