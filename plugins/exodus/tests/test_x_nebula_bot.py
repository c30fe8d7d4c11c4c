"""The Exodus bot sheds the trauma tokens its side does not want (the strategy notes X-ALLY-36
and X-XR-28): on a new ally (its own token goes there) and beside its Crossroads card, the
last chance before the Trial. Humans (hidden Cylons included, who stand trial as humans,
X-TRIAL-3) want rid of antagonistic tokens, revealed Cylons of benevolent ones. The wrapped bot
here always takes the first option, which is never the token to shed: only the intent sheds."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_exodus.bot.intent import ExodusBot
from bsg_exodus.nebula.crossroads.phase import LayToken
from bsg_exodus.nebula.encounter import SeedToken
from test_exodus_bot_intent import CYLON, HUMAN, view

from bsgcore import Command

#: (loyalty, revealed, the kind the Trial counts against the seat).
SIDES = [
    (HUMAN, False, "antagonistic"),
    (CYLON, False, "antagonistic"),
    (CYLON, True, "benevolent"),
]


class First:
    """The wrapped bot: always the first option."""

    view_read_only = True

    def choose(self, seen: dict[str, Any], options: tuple[Command, ...]) -> Command:
        return options[0]


def holding(unwanted: str, many: int) -> list[str]:
    """`many` tokens of the unwanted kind after one of the other kind (offered first)."""
    other = "benevolent" if unwanted == "antagonistic" else "antagonistic"
    return [f"{other}-01", *(f"{unwanted}-{n:02d}" for n in range(1, many + 1))]


@pytest.mark.rules("X-ALLY-36")
@pytest.mark.parametrize(("loyalty", "revealed", "unwanted"), SIDES)
def test_a_new_ally_gets_the_token_the_seat_wants_rid_of(
    loyalty: list[str], revealed: bool, unwanted: str
) -> None:
    """Holding 3 of the kind the Trial would count against it, the seat puts one of them on the
    new ally (its main way to get rid of them)."""
    held = holding(unwanted, 3)
    seen = view("exodus_seed_ally", loyalty=loyalty, revealed=revealed, trauma=held)
    choice = ExodusBot(First()).choose(seen, tuple(SeedToken(0, t) for t in held))
    assert str(choice.token).startswith(unwanted)  # type: ignore[attr-defined]


@pytest.mark.rules("X-XR-28")
@pytest.mark.parametrize(("loyalty", "revealed", "unwanted"), SIDES)
def test_the_crossroads_token_is_one_the_seat_wants_rid_of(
    loyalty: list[str], revealed: bool, unwanted: str
) -> None:
    """Beside its Crossroads card (the last chance before the Trial) the seat lays a token of
    the unwanted kind, even holding only one of them."""
    held = holding(unwanted, 1)
    seen = view("exodus_crossroads_token", loyalty=loyalty, revealed=revealed, trauma=held)
    choice = ExodusBot(First()).choose(seen, tuple(LayToken(0, t) for t in held))
    assert str(choice.token).startswith(unwanted)  # type: ignore[attr-defined]
