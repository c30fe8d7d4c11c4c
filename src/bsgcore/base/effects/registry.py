"""The card effect registry: which card ids the engine implements, and by what.

A card is implemented when its id has a registered effect, or when it needs none (a card with no
text, such as "You Are Not a Cylon"). ``bsg cards --missing`` and the test that lists the cards not
yet implemented both read this registry, so no card is silently skipped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import attrs


@attrs.frozen
class CardEffect:
    """How a card is implemented: the code that carries it out (`where`) and its function, if any."""

    card_id: str
    where: str
    apply: Callable[..., Any] | None = None


class EffectRegistry:
    """Card effects keyed by card id; filled while the rules are registered, read afterwards."""

    def __init__(self) -> None:
        self._effects: dict[str, CardEffect] = {}

    def register(self, card_id: str, where: str, apply: Callable[..., Any] | None = None) -> None:
        """Declare `card_id` implemented by `where` (a module or function), with its function."""
        if card_id in self._effects:
            raise ValueError(f"Card {card_id!r} already has an effect.")
        self._effects[card_id] = CardEffect(card_id, where, apply)

    def get(self, card_id: str) -> CardEffect | None:
        """The registered effect of a card, or None."""
        return self._effects.get(card_id)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._effects

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._effects))

    def implements(self, card: Any) -> bool:
        """Whether `card` (a catalogue record) is implemented: registered, or needs no effect."""
        return card.id in self._effects or not card.needs_effect
