"""The heuristic bot on New Caprica: it wraps the game's heuristic bot (``data["bots"]``) and
answers the phase's decisions with intent, from the seat's view and options only, handing every
other decision to the bot it wraps.

Humans prepare and evacuate ships at the Shipyard, attack occupation forces where they stand,
roll again with Maximum Firepower, evacuate when the icon asks, go back aboard once the stacks are
empty, and the Admiral orders the final jump when the losses it brings look affordable. Cylons
detain humans, activate the occupation forces and follow the humans.

When an effect sends a character (to Detention, the Medical Center, or out of Detention), a
human sends a Cylon he knows of, else nobody when he may, else the least useful player (no
title, not himself), and frees a player out of Detention he does not know to be a Cylon; a
Cylon sends the human with most titles and frees nobody he may leave. Where a character
goes, a human picks the Shipyard first (the ships are saved there), then Resistance HQ.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bsg_pegasus.newcaprica import content
from bsg_pegasus.newcaprica import names as n
from bsgcore.messages import Command

View = dict[str, Any]
#: Where a human sends a character on New Caprica, best first.
HUMAN_PLACES = (
    n.SHIPYARD,
    n.RESISTANCE_HQ,
    n.BREEDERS_CANYON,
    n.OCCUPATION_AUTHORITY,
    n.MEDICAL_CENTER,
    "",
    n.DETENTION,
)


class NewCapricaBot:
    """A seat's bot: New Caprica's decisions here, the rest by `inner` (see the module)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.reads_view = True

    def __repr__(self) -> str:
        return f"NewCapricaBot({self.inner!r})"

    def choose(self, view: View, options: tuple[Command, ...]) -> Command:
        """The phase's rule for this decision, else the wrapped bot's choice."""
        part = (view.get("plugins") or {}).get(n.PART, {}).get("new_caprica", {})
        if part.get("phase") in (n.OCCUPIED, n.ORBIT) and view.get("game"):
            kind = str((view.get("pending") or {}).get("kind", ""))
            rule: Callable[[View, dict[str, Any], tuple[Any, ...]], Command | None] | None
            rule = getattr(self, f"_on_{kind}", None)
            choice = rule(view, part, options) if rule is not None else None
            if isinstance(choice, Command) and choice in options:
                return choice
        picked: Command = self.inner.choose(view, options)
        return picked

    # -- what the view says ----------------------------------------------------------------------

    @staticmethod
    def _me(view: View) -> dict[str, Any]:
        game = view["game"]
        me: dict[str, Any] = game["players"][game["me"]["seat"]]
        return me

    def _cylon(self, view: View) -> bool:
        loyalty = view["game"]["me"].get("loyalty", ())
        return bool(self._me(view)["revealed"]) or any("you_are_a_cylon" in c for c in loyalty)

    @staticmethod
    def _affordable(view: View, part: dict[str, Any]) -> bool:
        """Whether the final order's losses leave every resource above 0 (a ship costs about
        1 population, a human left behind 1 morale)."""
        resources = view["game"]["resources"]
        ships = int(part.get("locked", 0)) + int(part.get("prepared", 0))
        left = sum(
            1 for p in view["game"]["players"] if p["location"] in n.LOCATIONS and not p["revealed"]
        )
        population, morale = int(resources["population"]), int(resources["morale"])
        return population > ships + 1 and morale > left + 1

    # -- the decisions -----------------------------------------------------------------------------

    def _on_action(self, view: View, part: dict[str, Any], options: tuple[Any, ...]) -> Any:
        tags = {o.tag: o for o in options}
        order = tags.get("pegasus.nc.final_order")
        if order is not None and self._affordable(view, part) and not self._cylon(view):
            return order
        actions = [o for o in options if o.tag == "pegasus.nc.use_action"]
        if self._cylon(view):
            detain = [o for o in actions if o.action == content.DETAIN_ACTION]
            if detain:
                return detain[0]
            cylon_side = [o for o in actions if o.action.endswith("_cylon")]
            return cylon_side[0] if cylon_side else None
        for wanted in (
            content.SHIPYARD_HUMAN_ACTION,
            content.ATTACK_ACTION,
            content.DETENTION_ACTION,
        ):
            found = [o for o in actions if o.action == wanted]
            if found:
                return found[0]
        return None

    def _on_movement(self, view: View, part: dict[str, Any], options: tuple[Any, ...]) -> Any:
        moves = [o for o in options if o.tag == "base.move"]
        if not moves:
            return None
        here = self._me(view)["location"]
        if self._cylon(view):
            humans = [
                p["location"]
                for p in view["game"]["players"]
                if not p["revealed"] and p["location"] in part.get("occupation_forces", ())
            ]
            toward = [o for o in moves if o.to in humans and not o.discard]
            return toward[0] if toward else None
        stacks = int(part.get("locked", 0)) + int(part.get("prepared", 0))
        if part.get("phase") == n.ORBIT and stacks == 0:  # nothing left to save: back aboard
            aboard = [o for o in moves if o.to not in n.LOCATIONS]
            return aboard[0] if aboard else None
        if here != n.SHIPYARD:
            shipyard = [o for o in moves if o.to == n.SHIPYARD and not o.discard]
            return shipyard[0] if shipyard else None
        return next((o for o in options if o.tag == "base.stay"), None)

    def _on_nc_evacuation(self, view: View, part: dict[str, Any], options: tuple[Any, ...]) -> Any:
        evacuate = [o for o in options if o.area]
        if self._cylon(view):
            return next((o for o in options if not o.area), None)
        return evacuate[0] if evacuate else None

    def _on_nc_send(self, view: View, part: dict[str, Any], options: tuple[Any, ...]) -> Any:
        game = view["game"]
        players = game["players"]
        me = int(game["me"]["seat"])
        cylon = self._cylon(view)
        known = {p["seat"] for p in players if p["revealed"]}
        for seat, card in game["me"].get("seen_loyalty", ()):
            if "you_are_a_cylon" in str(card):
                known.add(int(seat))
        seats = [o for o in options if 0 <= o.target < len(players)]
        releasing = bool(seats) and all(players[o.target]["location"] == n.DETENTION for o in seats)

        def score(o: Any) -> float:
            if not 0 <= o.target < len(players):
                return 0.0  # nobody
            titles = float(len(players[o.target]["titles"]))
            if releasing:
                friend = o.target in known if cylon else o.target not in known
                return 1.0 + titles if friend else -1.0 - titles
            if cylon:
                return -5.0 if o.target in known or o.target == me else 1.0 + titles
            if o.target in known:
                return 5.0
            return -1.0 - titles - (3.0 if o.target == me else 0.0)

        return max(options, key=lambda o: (score(o), -o.target))

    def _on_nc_destination(self, view: View, part: dict[str, Any], options: tuple[Any, ...]) -> Any:
        if self._cylon(view):
            return None
        ranked = {place: i for i, place in enumerate(HUMAN_PLACES)}
        return min(options, key=lambda o: (ranked.get(o.location, len(ranked)), o.location))

    def _on_nc_reroll(self, view: View, part: dict[str, Any], options: tuple[Any, ...]) -> Any:
        cards = [o for o in options if o.card]
        return None if self._cylon(view) or not cards else cards[0]


def wrap_bots(bots: dict[str, Any]) -> dict[str, Any]:
    """The game's bots with its heuristic one wrapped (the others unchanged)."""
    inner = bots.get("heuristic")
    if inner is None:
        return bots
    return {**bots, "heuristic": lambda seed: NewCapricaBot(inner(seed))}
