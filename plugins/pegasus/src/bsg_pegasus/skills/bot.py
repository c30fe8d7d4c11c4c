"""The heuristic bot's Reckless cards and Movement abilities, played with intent (issue 10): base's
bot knows neither, so it always passed on them. Every other decision goes to the bot it wraps.

- Before a check, a seat that wants it to pass plays a Reckless card whose text helps this check:
  Jury Rigged on a hard one, Guts and Initiative when the Destiny cards are likely to hurt,
  At Any Cost when it holds Treachery to add, Support the People when it would then draw.
- Before raiders activate, a human pilot holding Run Interference plays it; without it he
  passes for now (not for good), so he is asked again once he holds one.
- In its Movement step, where the wrapped bot would stay, a seat uses an ability instead:
  Critical Situation (an extra action), Full Throttle while Cylon ships are in space, Preventative
  Policy while a resource is low (naming the lowest), God's Plan (a Cylon player).

Read from the seat's own view only. The wrapper composes like the other parts' (``inner``).
"""

from __future__ import annotations

from typing import Any

from bsg_pegasus.data import load
from bsg_pegasus.skills import content
from bsg_pegasus.skills.ops import RESOURCES, SUPPORT_HAND
from bsgcore.bots import Bot
from bsgcore.messages import Command
from bsgcore.ruleset import RulesRegistry

HEURISTIC = "heuristic"
PLAY_BEFORE = "pegasus.play_before_check"
USE_MOVEMENT = "pegasus.use_movement_ability"
#: Run Interference's window kind and play (interference.py).
INTERFERENCE = "pegasus_run_interference"
PLAY_INTERFERENCE = "pegasus.play_run_interference"
CLAIM = "base.claim_play"  # base's "I want to play in this window" (P-TIME-1)
CHECK_CLAIM = "claim_skill_window"  # asked before a check's cards, where Reckless cards go
#: Jury Rigged (difficulty -4) is kept for checks at least this hard.
HARD_CHECK = 7
#: Guts and Initiative keeps the Destiny cards out of checks with at most this many positive
#: types: the two random Destiny cards then more likely count against it.
FEW_TYPES = 2
#: Preventative Policy is used while a resource is this low or lower.
LOW_RESOURCE = 4
#: The order in which a seat that would stay prefers its Movement abilities.
MOVEMENT_ORDER = ("Critical Situation", "Full Throttle", "Preventative Policy", "God's Plan")


def card_name(code: str) -> str:
    """The printed name of a Pegasus skill card code ("" for another card)."""
    return str(content.names().get(code.split("@", 1)[0], ""))


def is_treachery(code: str) -> bool:
    """Whether a skill card code is a Treachery card (public data)."""
    card = code.split("@", 1)[0]
    return card.startswith("pegasus.skill.") and load().entry(card)["type"] == content.TREACHERY


class SkillsBot:
    """A bot that plays Reckless cards and Movement abilities itself and delegates the rest."""

    def __init__(self, inner: Bot) -> None:
        self.inner: Any = inner  # base's bot at the core: its reasoning is asked through it

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
        """A Reckless card or a Movement ability when worth it, else the wrapped bot's choice."""
        game = view.get("game") or {}
        tags = {o.tag for o in options}
        if game and PLAY_BEFORE in tags:
            wanted = self.reckless(view, options)
            if wanted is not None:
                return wanted
        kind = str((view.get("pending") or {}).get("kind", ""))
        if game and kind == CHECK_CLAIM and CLAIM in tags and self.wants_reckless(view):
            return next(o for o in options if o.tag == CLAIM)  # P-TIME-1: wants to play first
        if game and USE_MOVEMENT in tags:
            base_choice = self.inner.choose(view, options)
            if base_choice.tag != "base.stay":
                return base_choice
            return self.movement(game, options) or base_choice
        if game and kind == INTERFERENCE:
            return self.interference(game, options)
        follow = self._follow_up(game, kind, options) if game else None
        return follow if follow is not None else self.inner.choose(view, options)

    # -- Reckless -----------------------------------------------------------------------------

    def reckless(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command | None:
        """The Reckless card to play before this check, or None to leave it to the wrapped bot."""
        for option in options:
            if option.tag == PLAY_BEFORE and self.worth(view, str(getattr(option, "card", ""))):
                return option
        return None

    def wants_reckless(self, view: dict[str, Any]) -> bool:
        """Whether a Reckless card in hand would be worth playing before this check (the answer
        to a window asking who wants to play, P-TIME-1)."""
        hand = (view["game"].get("me") or {}).get("hand") or ()
        return any(self.worth(view, str(code)) for code in hand)

    def worth(self, view: dict[str, Any], code: str) -> bool:
        """Whether this Reckless card is worth playing before this check."""
        game = view["game"]
        check = game.get("check") or {}
        if not check or self.inner._check_side(game) <= 0:
            return False  # only a seat that wants the check to pass plays one
        if code.split("@", 1)[0] not in content.reckless_cards():
            return False
        hand = list((game.get("me") or {}).get("hand") or ())
        skills = list(check.get("skills") or ())
        difficulty = int(check.get("difficulty") or 0)
        name = card_name(code)
        if name == "Jury Rigged":
            return difficulty >= HARD_CHECK
        if name == "Guts and Initiative":
            return len(skills) <= FEW_TYPES
        if name == "At Any Cost":
            return any(is_treachery(c) for c in hand)
        if name == "Support the People":
            return len(hand) - 1 <= SUPPORT_HAND  # the card played no longer counts in his hand
        return False

    # -- Run Interference ---------------------------------------------------------------------

    def interference(self, game: dict[str, Any], options: tuple[Command, ...]) -> Command:
        """A human plays Run Interference when he holds it (his viper and the raiders there are
        why he is asked); a Cylon, or a seat without it, passes for now, never for good, so it
        is asked again once it draws one."""
        play = next((o for o in options if o.tag == PLAY_INTERFERENCE), None)
        if play is not None and not self.inner._cylon(game):
            return play
        return next(o for o in options if o.tag == "base.no_card")

    # -- Movement -----------------------------------------------------------------------------

    def movement(self, game: dict[str, Any], options: tuple[Command, ...]) -> Command | None:
        """The Movement ability to use instead of staying, or None."""
        uses = {card_name(str(getattr(o, "card", ""))): o for o in options if o.tag == USE_MOVEMENT}
        for name in MOVEMENT_ORDER:
            option = uses.get(name)
            if option is None:
                continue
            if name == "Full Throttle" and not _cylon_ships(game):
                continue
            if name == "Preventative Policy" and not _low_resource(game):
                continue
            if name == "God's Plan" and not self.inner._cylon(game):
                continue
            self._used = (name, int(game.get("turn", -1)))
            return option
        return None

    #: The Movement ability this seat used last and on which turn (for its follow-up choice).
    _used: tuple[str, int] = ("", -1)

    def _follow_up(
        self, game: dict[str, Any], kind: str, options: tuple[Command, ...]
    ) -> Command | None:
        """The choice the ability just used asks for: Preventative Policy's resource (the
        lowest), Full Throttle's area (the most Cylon ships); None for any other decision."""
        name, turn = self._used
        if turn != int(game.get("turn", -2)):
            return None
        values = {getattr(o, "value", None): o for o in options if o.tag == "base.pick"}
        if name == "Preventative Policy" and kind == "choose_resource":
            resources = game.get("resources") or {}
            ranked = sorted(
                range(len(RESOURCES)), key=lambda i: int(resources.get(RESOURCES[i], 99))
            )
            self._used = ("", -1)
            return next((values[i] for i in ranked if i in values), None)
        if name == "Full Throttle" and kind == "choose_area":
            crowd = _cylons_by_area(game)
            self._used = ("", -1)
            areas = [v for v in values if isinstance(v, int)]
            if areas and any(crowd.values()):
                return values[max(areas, key=lambda a: (crowd.get(a, 0), -a))]
        return None


def _cylons_by_area(game: dict[str, Any]) -> dict[int, int]:
    """How many Cylon ships each space area holds."""
    return {
        int(area.get("area", 0)): len(area.get("cylons") or ())
        for area in game.get("space") or ()
        if isinstance(area, dict)
    }


def _cylon_ships(game: dict[str, Any]) -> bool:
    """Whether any Cylon ship is in space (a Full Throttle attack has a target)."""
    return any(_cylons_by_area(game).values())


def _low_resource(game: dict[str, Any]) -> bool:
    """Whether a resource is low enough to guard its next loss."""
    resources = game.get("resources") or {}
    return any(int(resources.get(r, 99)) <= LOW_RESOURCE for r in RESOURCES)


def register(registry: RulesRegistry) -> None:
    """Wrap the game's heuristic bot (when it has one)."""
    bots = dict(registry.data.get("bots", {}))
    inner = bots.get(HEURISTIC)
    if inner is None:
        return

    def factory(seed: int, _inner: Any = inner) -> Bot:
        return SkillsBot(_inner(seed))

    bots[HEURISTIC] = factory
    registry.set_data("bots", bots)
