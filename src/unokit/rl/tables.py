"""The tables of the docs' "Reinforcement learning" page, generated from the code.

``tests/test_rl.py`` checks that ``docs/rl.md`` holds exactly these tables, so the page
cannot drift from the ids and the layout the environments use.
"""

from __future__ import annotations

from collections.abc import Sequence

from unokit.core.game import new_game
from unokit.core.plugins import edition_info
from unokit.rl.observation import observation_layout
from unokit.rl.spaces import Action, action_space

__all__ = ["action_table", "observation_table", "summary_table"]


def _ids(first: int, last: int) -> str:
    return str(first) if first == last else f"{first}-{last}"


def action_table(edition: str) -> str:
    """The action ids of ``edition`` as a Markdown table, one row per run of one group.

    Examples:
        >>> from unokit.rl.tables import action_table
        >>> print(action_table("classic").splitlines()[2])
        | 0-61 | play | 62 | `play R0`, `play R1` … `play W+4 blue` |
    """
    space = action_space(new_game(edition, 2, seed=0).rules)
    runs: list[list[Action]] = []
    for action in space.actions:
        if runs and runs[-1][0].group == action.group:
            runs[-1].append(action)
        else:
            runs.append([action])
    lines = ["| ids | group | count | actions |", "|---|---|---:|---|"]
    for run in runs:
        labels = [f"`{action.label}`" for action in run]
        shown = (
            ", ".join(labels) if len(labels) <= 4 else f"{labels[0]}, {labels[1]} … {labels[-1]}"
        )
        lines.append(f"| {_ids(run[0].id, run[-1].id)} | {run[0].group} | {len(run)} | {shown} |")
    lines.append(f"| | | **{len(space)}** | |")
    return "\n".join(lines)


def observation_table(edition: str) -> str:
    """The observation layout of ``edition`` as a Markdown table."""
    layout = observation_layout(new_game(edition, 2, seed=0).rules)
    lines = ["| entries | name | size | holds |", "|---|---|---:|---|"]
    for segment in layout.segments:
        span = _ids(segment.start, segment.stop - 1)
        lines.append(f"| {span} | `{segment.name}` | {segment.size} | {segment.meaning} |")
    lines.append(f"| | | **{layout.size}** | |")
    return "\n".join(lines)


def summary_table(editions: Sequence[str]) -> str:
    """The spaces of each edition, for every player count it allows, as a Markdown table.

    The action space and the observation's shape depend on the edition only, never on the
    number of players (``tests/test_rl.py`` checks them against environments of the fewest
    and the most players). The columns are short, so that a space such as
    ``Discrete(138)`` never wraps in the page's box.

    Examples:
        >>> from unokit.rl.tables import summary_table
        >>> print(summary_table(["classic"]).splitlines()[2])
        | classic | 2-10 | `Discrete(85)` | `(396,)` | `(85,)` |
    """
    lines = [
        "| edition | players | actions | observation vector | action mask |",
        "|---|---|---|---|---|",
    ]
    for edition in editions:
        info = edition_info(edition)
        low, high = info["min_players"], info["max_players"]
        rules = new_game(edition, low, seed=0).rules
        actions = len(action_space(rules))
        size = observation_layout(rules).size
        lines.append(
            f"| {info['name']} | {low}-{high} | `Discrete({actions})` | `({size},)` "
            f"| `({actions},)` |"
        )
    return "\n".join(lines)
