"""The fixed numbers of the base game (base-components.toml): counts, dials, layout, tables."""

from __future__ import annotations

import attrs

from bsgcore.base.catalogue.cards import SetupRow, SimpleCard
from bsgcore.base.catalogue.op import FrozenMap


@attrs.frozen
class LoyaltySetup:
    """The loyalty deck for one player count (B-LOY-2)."""

    players: int
    cylon: int
    not_cylon: int
    sympathizer: bool
    #: The card shuffled in after the first deal when `sympathizer` ("": base's Sympathizer;
    #: Pegasus's Sympathetic Cylon variant names its own, P-SYM-1).
    sympathizer_card: str = ""
    #: Cards beyond 2 a player (Exodus decks hold one more, X-LOY-4, so one is never dealt).
    spare: int = 0
    #: The "You Are Not a Cylon" cards the deck takes its share from, shuffled first (empty:
    #: every card of team human in the catalogue, in catalogue order, all alike in base). A
    #: plugin whose cards differ, or are used only with an option, names them (X-LOY-2, X-LC).
    not_cylon_pool: tuple[str, ...] = ()


@attrs.frozen
class CivilianBack:
    """What one civilian ship carries: its back's name and the resources lost with it."""

    back: str
    loss: FrozenMap


@attrs.frozen
class Components:
    """Box counts, start values and the tables the rules look numbers up in."""

    resource_start: FrozenMap
    resource_max: FrozenMap
    jump_auto: int
    ftl_population_loss: FrozenMap
    boarding_loss_at: int
    galactica_destroyed_at: int
    basestar_destroyed_at: int
    counts: FrozenMap
    civilians: tuple[CivilianBack, ...]
    basestar_damage: tuple[SimpleCard, ...]
    starting_layout: tuple[SetupRow, ...]
    combat: FrozenMap
    hand_limit: int
    hand_limit_tyrol: int
    loyalty_setup: tuple[LoyaltySetup, ...]
    extra_not_a_cylon: FrozenMap
    boards: FrozenMap
    titles: tuple[SimpleCard, ...]

    def count(self, slug: str) -> int:
        """The box count of a component (``viper``, ``raider``, ``nuke_token``, ...)."""
        value: int = self.counts[slug]
        return value

    def loyalty_for(self, players: int) -> LoyaltySetup:
        """The loyalty deck recipe for this player count."""
        for row in self.loyalty_setup:
            if row.players == players:
                return row
        raise KeyError(players)
