"""The heuristic bot in Exodus games: it wraps the game's heuristic bot (``data["bots"]``) and
answers Exodus's own decisions with intent, from the seat's view and options only; every other
decision goes to the bot it wraps.

* Trauma (X-ALLY-36, X-XR-28, X-TRIAL-3..6): a seat sheds the tokens the Trial counts against
  it (a human player, hidden Cylons included, keeps antagonistic ones; a revealed Cylon keeps
  benevolent ones) once it holds 3 of them, and otherwise lays the token whose result helps
  its side (benevolent: the hope result; antagonistic: the doom result).
* Crossroads (X-XR): a seat without tokens picks hope as a human, doom as a Cylon; players
  picked by a result are foes (known Cylons first, else the most trauma), except a Forgiven
  result, which helps a friend. The President condemns a known Cylon, else the seat with the
  fewest titles that is not his own.
* Cylon Fleet (X-CAG, X-FLEET-30): a human CAG piloting a viper takes his bonus Action, nobody
  gives the CAG title away, a human escorts a civilian ship that raiders threaten where one
  kill would not save it, and places civilian ships where the fewest Cylon ships are or will
  arrive (the main board's areas, their neighbours and the matching Cylon Fleet areas); a Cylon
  CAG places them in the most dangerous area and never escorts.
* Personal Goals (X-LC-10..15): a human reveals his goal once it costs no new loyalty card
  (distance 7 or more) or when its resource is low; a hidden Cylon never reveals his.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bsg_exodus.data import load
from bsgcore.messages import Command

View = dict[str, Any]
Game = dict[str, Any]

NEBULA, ALLIES = "exodus.nebula", "ionian_nebula"
FLEET, BOARD = "exodus.fleet", "cylon_fleet"
CROSSROADS, PHASE = "exodus.crossroads", "crossroads"
#: How much each Cylon ship kind threatens the civilian ships of its area.
SHIP_THREAT = {"raider": 1.0, "heavy_raider": 0.5, "basestar": 2.0}
#: A Personal Goal is revealed early when its resource is at most this.
LOW_RESOURCE = 3
#: From this distance a revealed Personal Goal deals no new loyalty card (X-LC-12).
LATE_DISTANCE = 7
#: Tokens of the kind the Trial counts that a seat keeps before shedding them (X-TRIAL-4 drops
#: holdings of 1 or 2).
SAFE_HOLDING = 2
#: The Crossroads results that help the player picked (the others harm him).
HELPFUL_PICKS = {("exodus.crossroads.testimony", "hope")}


def ring_adjacent(area: int) -> tuple[int, int]:
    """The two main-board areas next to `area` (1-6, a ring)."""
    return (area % 6 + 1, (area - 2) % 6 + 1)


class ExodusBot:
    """A seat's bot: Exodus's decisions here, the rest by `inner` (see the module)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.reads_view = True
        #: It only reads its views, like base's heuristic, so views may be shared.
        self.view_read_only = bool(getattr(inner, "view_read_only", False))

    def __repr__(self) -> str:
        return f"ExodusBot({self.inner!r})"

    def __getattr__(self, name: str) -> Any:
        """Anything else is the wrapped bot's: another plugin's wrapper outside this one may ask
        it for base's reasoning (Pegasus's skill windows ask for the check's side)."""
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)

    def choose(self, view: View, options: tuple[Command, ...]) -> Command:
        """The intent's rule for this decision, else the wrapped bot's choice among the options
        the intent does not rule out."""
        kind = str((view.get("pending") or {}).get("kind", ""))
        if view.get("game"):
            rule: Callable[[View, tuple[Any, ...]], Command | None] | None
            rule = getattr(self, f"_on_{kind}", None)
            choice = rule(view, options) if rule is not None else None
            if isinstance(choice, Command) and choice in options:
                return choice
            kept = self._rule_out(view, options)
            if kept != options:
                picked: Command = self.inner.choose(view, kept)
                return picked
        return self.inner.choose(view, options)

    # -- what the view says ----------------------------------------------------------------------

    @staticmethod
    def _me(game: Game) -> dict[str, Any]:
        me: dict[str, Any] = game["players"][game["me"]["seat"]]
        return me

    def _cylon(self, game: Game) -> bool:
        """Whether this seat plays for the Cylons (revealed, or holding a Cylon card)."""
        loyalty = game["me"].get("loyalty", ())
        return bool(self._me(game)["revealed"]) or any("you_are_a_cylon" in c for c in loyalty)

    def _known_cylons(self, game: Game) -> set[int]:
        """Seats this one knows are Cylons: revealed, shown, or a Cylon card it has seen."""
        known = {int(p["seat"]) for p in game["players"] if p["revealed"]}
        for p in game["players"]:
            if any("you_are_a_cylon" in str(c) for c in p.get("shown_loyalty", ())):
                known.add(int(p["seat"]))
        for seat, card in game["me"].get("seen_loyalty", ()):
            if "you_are_a_cylon" in str(card):
                known.add(int(seat))
        return known

    @staticmethod
    def _part(view: View, plugin: str, key: str) -> dict[str, Any]:
        section: dict[str, Any] = ((view.get("plugins") or {}).get(plugin) or {}).get(key) or {}
        return section

    def _dangerous_kind(self, game: Game) -> str:
        """The trauma kind the Trial counts against this seat (X-TRIAL-3): a revealed Cylon
        drops antagonistic tokens; a human player, hidden Cylons included, benevolent ones."""
        return "benevolent" if self._me(game)["revealed"] else "antagonistic"

    def _friend(self, game: Game, seat: int) -> bool:
        """Whether `seat` plays for this seat's side, as far as this seat knows."""
        if seat == int(game["me"]["seat"]):
            return True
        known = self._known_cylons(game)
        return seat in known if self._cylon(game) else seat not in known

    # -- options the intent never takes -----------------------------------------------------------

    def _rule_out(self, view: View, options: tuple[Any, ...]) -> tuple[Any, ...]:
        """The options left for the wrapped bot: nobody gives the CAG title away by chance,
        and a Cylon never escorts a civilian ship to safety."""
        game = view["game"]
        dropped = {"exodus.pass_cag_title"}
        if self._cylon(game):
            dropped.add("exodus.escort_civilian")
        kept = tuple(o for o in options if o.tag not in dropped)
        return kept if kept else options

    # -- trauma tokens ----------------------------------------------------------------------------

    def _token_to_lay(self, view: View, options: tuple[Any, ...]) -> Any:
        """The token to give away: the dangerous kind once 3 or more are held, else the kind
        whose result helps this seat's side."""
        game = view["game"]
        held = self._part(view, NEBULA, ALLIES).get("my_trauma") or ()
        kinds = {str(t["token"]): str(t["kind"]) for t in held}
        danger = self._dangerous_kind(game)
        count = sum(1 for k in kinds.values() if k == danger)
        helpful = "antagonistic" if self._cylon(game) else "benevolent"
        wanted = danger if count > SAFE_HOLDING else helpful
        for kind in (wanted, danger, helpful):
            found = [o for o in options if kinds.get(str(o.token)) == kind]
            if found:
                return found[0]
        return None

    _on_exodus_seed_ally = _token_to_lay

    def _on_exodus_crossroads_token(self, view: View, options: tuple[Any, ...]) -> Any:
        """The last chance to shed a token (X-XR-28): the dangerous kind first."""
        return self._shed(view, options)

    def _on_exodus_crossroads_discard(self, view: View, options: tuple[Any, ...]) -> Any:
        return self._shed(view, options)

    _on_exodus_return_trauma = _on_exodus_crossroads_discard

    def _shed(self, view: View, options: tuple[Any, ...]) -> Any:
        held = self._part(view, NEBULA, ALLIES).get("my_trauma") or ()
        kinds = {str(t["token"]): str(t["kind"]) for t in held}
        danger = self._dangerous_kind(view["game"])
        found = [o for o in options if kinds.get(str(getattr(o, "token", ""))) == danger]
        return found[0] if found else None

    # -- the Crossroads and the Trial ---------------------------------------------------------------

    def _on_exodus_crossroads_result(self, view: View, options: tuple[Any, ...]) -> Any:
        want = "doom" if self._cylon(view["game"]) else "hope"
        return next((o for o in options if o.result == want), None)

    def _resolving(self, view: View) -> tuple[str, str]:
        """This seat's Crossroads card and the result its token chose ("" when unknown)."""
        game = view["game"]
        seats = self._part(view, CROSSROADS, PHASE).get("seats") or ()
        me = int(game["me"]["seat"])
        if me >= len(seats):
            return "", ""
        entry = seats[me]
        token = str(entry.get("token") or "")
        result = "hope" if "benevolent" in token else "doom" if "antagonistic" in token else ""
        return str(entry.get("card") or ""), result

    def _on_exodus_crossroads_other(self, view: View, options: tuple[Any, ...]) -> Any:
        helpful = self._resolving(view) in HELPFUL_PICKS
        return self._pick_seat(view, options, helpful)

    _on_exodus_crossroads_human = _on_exodus_crossroads_other

    def _pick_seat(self, view: View, options: tuple[Any, ...], helpful: bool) -> Any:
        """A friend (most trauma first) when the pick helps, else a foe: a known Cylon (or, for
        a Cylon, a human with titles), else the seat holding most trauma tokens."""
        game = view["game"]
        counts = list(self._part(view, NEBULA, ALLIES).get("trauma_counts") or ())
        players = game["players"]

        def score(o: Any) -> tuple[float, int]:
            seat = int(o.target)
            if not 0 <= seat < len(players):
                return (-99.0, -seat)
            friend = self._friend(game, seat)
            trauma = float(counts[seat]) if seat < len(counts) else 0.0
            titles = float(len(players[seat].get("titles") or ()))
            if helpful:
                return ((10.0 if friend else -10.0) + trauma, -seat)
            if friend:
                return (-10.0 - titles, -seat)
            known = 5.0 if seat in self._known_cylons(game) else 0.0
            return (known + titles + trauma / 10.0, -seat)

        return max(options, key=score)

    def _on_exodus_trial_condemn(self, view: View, options: tuple[Any, ...]) -> Any:
        game = view["game"]
        players = game["players"]
        me = int(game["me"]["seat"])
        known = self._known_cylons(game)
        cylon = self._cylon(game)

        def score(o: Any) -> tuple[float, int]:
            seat = int(o.target)
            titles = float(len(players[seat].get("titles") or ())) if seat < len(players) else 0.0
            if cylon:
                return ((-10.0 if seat == me else titles), -seat)
            if seat in known:
                return (10.0, -seat)
            return ((-10.0 if seat == me else -titles), -seat)

        return max(options, key=score)

    def _on_exodus_crossroads_may_draw(self, view: View, options: tuple[Any, ...]) -> Any:
        return next((o for o in options if o.draw), None)

    # -- Cylon Fleet --------------------------------------------------------------------------------

    def _area_threat(self, view: View, area: int) -> float:
        """How much Cylon force is in `area`, next to it, or waiting on the Cylon Fleet board's
        matching area (it arrives there, X-FLEET-8, X-PURSUIT-5)."""
        game = view["game"]
        threat = 0.0
        for space in game.get("space") or ():
            weight = (
                1.0
                if space["area"] == area
                else 0.5
                if space["area"] in ring_adjacent(area)
                else 0.0
            )
            if weight:
                threat += weight * sum(SHIP_THREAT.get(s["kind"], 0.0) for s in space["cylons"])
        for waiting in self._part(view, FLEET, BOARD).get("areas") or ():
            if int(waiting.get("main_area", 0)) == area:
                threat += 0.5 * sum(float(waiting.get(k, 0)) * w for k, w in SHIP_THREAT.items())
        return threat

    def _on_exodus_civilian_area(self, view: View, options: tuple[Any, ...]) -> Any:
        sign = 1.0 if self._cylon(view["game"]) else -1.0
        return max(options, key=lambda o: (sign * self._area_threat(view, int(o.area)), -o.area))

    def _on_activate_viper(self, view: View, options: tuple[Any, ...]) -> Any:
        """A human escorts a threatened civilian ship when one kill would not save it: two or
        more raiders in its area, or a basestar or raiders next to it and none in it."""
        game = view["game"]
        escorts = [o for o in options if o.tag == "exodus.escort_civilian"]
        if not escorts or self._cylon(game):
            return None
        areas = {int(s["area"]): s for s in game.get("space") or ()}
        civilian_area = {
            int(uid): int(s["area"]) for s in areas.values() for uid in s.get("civilians", ())
        }

        def raiders(area: int) -> int:
            space = areas.get(area) or {}
            return sum(1 for s in space.get("cylons", ()) if s["kind"] == "raider")

        def urgent(o: Any) -> float:
            area = civilian_area.get(int(o.civilian), 0)
            here = raiders(area)
            if here >= 2:
                return float(here)
            if here == 0 and self._area_threat(view, area) >= 1.0:
                return 0.5
            return 0.0

        best = max(escorts, key=lambda o: (urgent(o), -o.civilian))
        return best if urgent(best) > 0 else None

    def _on_exodus_may_launch(self, view: View, options: tuple[Any, ...]) -> Any:
        game = view["game"]
        raiders = any(s["cylons"] for s in game.get("space") or ())
        want = raiders and not self._cylon(game)
        return next((o for o in options if bool(o.launch) == want), None)

    # -- the Action step ------------------------------------------------------------------------------

    def _on_action(self, view: View, options: tuple[Any, ...]) -> Any:
        game = view["game"]
        cylon = self._cylon(game)
        bonus = next((o for o in options if o.tag == "exodus.cag_pilot_bonus"), None)
        if bonus is not None and not cylon and self._cylons_in_space(game):
            return bonus
        goal = next((o for o in options if o.tag == "exodus.reveal_personal_goal"), None)
        if goal is not None and not cylon and self._reveal_goal_now(game, str(goal.card)):
            return goal
        return None

    @staticmethod
    def _cylons_in_space(game: Game) -> bool:
        return any(s["cylons"] for s in game.get("space") or ())

    @staticmethod
    def _reveal_goal_now(game: Game, card: str) -> bool:
        """Late (no new loyalty card, X-LC-12), or when the resource it would cost is low."""
        if int(game.get("distance", 0)) >= LATE_DISTANCE:
            return True
        resource = str(load().entry(card.split("@", 1)[0]).get("end_of_game_loss", ""))
        return int((game.get("resources") or {}).get(resource, 99)) <= LOW_RESOURCE


def wrap_bots(bots: dict[str, Any]) -> dict[str, Any]:
    """The game's bots with its heuristic one wrapped in `ExodusBot` (the others unchanged)."""
    inner = bots.get("heuristic")
    if inner is None:
        return bots
    return {**bots, "heuristic": lambda seed: ExodusBot(inner(seed))}
