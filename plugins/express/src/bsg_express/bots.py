"""Bots for BSG Express. Each decides from its own seat's view and its legal options only.

`ExpressBot` plays with intent: humans defend Galactica, morale and the fleet and push for the jump;
a Cylon sabotages quietly and reveals once the humans are close to losing a resource.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bsgcore.messages import Command

View = dict[str, Any]


class ExpressBot:
    """A heuristic Express player that reads only its view (see module docstring)."""

    #: It never writes to its view, so `play_game` may share unchanged parts between views.
    view_read_only = True
    #: It reads its options as commands, never the view's JSON list of them.
    reads_view_options = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    # -- helpers --------------------------------------------------------------------------------

    @staticmethod
    def _game(view: View) -> dict[str, Any]:
        game: dict[str, Any] = view["game"]
        return game

    def _is_cylon(self, view: View) -> bool:
        me = self._game(view)["me"]
        return bool(me and me["is_cylon"])

    def _values(self, view: View) -> dict[int, int]:
        me = self._game(view)["me"]
        return {d["id"]: d["value"] for d in me["dice"] if d["value"] is not None}

    @staticmethod
    def _pressure(game: dict[str, Any]) -> dict[str, int]:
        """How close each Cylon win is: markers still needed (lower = worse for humans)."""
        return {
            "basestar": 6 - len(game["damage"]),
            "riots": game["demoralization_pile"],
            "dradis": 6 - game["dradis"]["raider"],
        }

    def _pick(self, options: tuple[Any, ...], score: Callable[[Any], float]) -> Command:
        best = max(score(o) for o in options)
        return self.rng.choice([o for o in options if score(o) == best])

    # -- the decision -----------------------------------------------------------------------------

    def choose(self, view: View, options: tuple[Command, ...]) -> Command:
        """Pick one of `options` from what `view` shows."""
        kind = view["pending"]["kind"]
        handler = getattr(self, f"_on_{kind}", None)
        if handler is None:
            return self.rng.choice(options)
        choice: Command = handler(view, options)
        return choice

    def _on_choose_action(self, view: View, options: tuple[Any, ...]) -> Command:
        game = self._game(view)
        me = game["me"]
        seat = me["seat"]
        pressure = self._pressure(game)
        by_action: dict[str, list[Any]] = {}
        for o in options:
            by_action.setdefault(o.action, []).append(o)
        revealed = game["players"][seat]["revealed"]
        if self._is_cylon(view):
            if "reveal" in by_action and (min(pressure.values()) <= 2 or game["distance"] >= 5):
                return by_action["reveal"][0]
            if revealed and "vote_brig" in by_action:
                admiral = [o for o in by_action["vote_brig"] if o.target == game["admiral"]]
                if admiral and self.rng.random() < 0.5:
                    return admiral[0]
            fallback = by_action.get("none") or by_action.get("recover") or list(options)
            return fallback[0]
        known_cylons = {
            p["target"] for p in me["peeks"] if any(c != "not_cylon" for c in p["cards"])
        }
        for o in by_action.get("vote_brig", []):
            if o.target in known_cylons:
                return o
        dice_active = game["players"][seat]["dice"]["active"]
        active = dice_active["strong"] + dice_active["weak"]
        wants: list[tuple[float, str]] = [
            (3.5 - pressure["basestar"] + (0.5 if len(game["damage"]) >= 2 else 0), "repair"),
            (3.2 - pressure["riots"], "morale"),
            (3.0 - pressure["dradis"], "dradis"),
            (1.2 if not game["prep_flag"] and active >= 3 else -1, "prepare"),
            (0.8 if "char" in by_action else -1, "char"),
        ]
        wants.sort(reverse=True)
        for score, action in wants:
            if score > 0 and action in by_action and (active >= 2 or score >= 2):
                return self.rng.choice(by_action[action])
        if "recover" in by_action:
            return by_action["recover"][0]
        return by_action.get("none", list(options))[0]

    def _on_pass_or_participate(self, view: View, options: tuple[Any, ...]) -> Command:
        game = self._game(view)
        check = game["check"]
        seat = game["me"]["seat"]
        want = "express.pass"
        if check["kind"] == "crisis":
            behind = check["total"] < check["difficulty"]
            if self._is_cylon(view):
                want = "express.participate" if not behind or self.rng.random() < 0.5 else want
            elif behind:
                want = "express.participate"
        else:
            target = check["target"]
            cylon_target = game["players"][target]["revealed"] or target in {
                p["target"]
                for p in game["me"]["peeks"]
                if any(c != "not_cylon" for c in p["cards"])
            }
            favour = (check["kind"] == "vote_brig") == cylon_target
            if self._is_cylon(view):
                favour = not favour
            if target == seat and check["kind"] == "vote_release":
                favour = True
            if favour and check["total"] < check["difficulty"]:
                want = "express.participate"
        for o in options:
            if o.tag == want:
                return o
        return options[0]

    def _wants_high(self, view: View) -> bool:
        game = self._game(view)
        check = game["check"]
        if self._is_cylon(view):
            return check is None or check["kind"] != "crisis"
        return True

    def _on_assign_dice(self, view: View, options: tuple[Any, ...]) -> Command:
        values = self._values(view)
        high = self._wants_high(view)

        def score(o: Any) -> float:
            if o.tag == "express.use_initiative":
                rolled = list(values.values())
                return 0.5 if high and rolled and max(rolled) < 0 else -99
            dice = [values.get(i, 0) for i in o.dice]
            if high:
                good = sum(v for v in dice if v > 0)
                bad = sum(v for v in dice if v < 0)
                return good + 3 * bad - 0.01 * len(dice)
            return -sum(dice) - 0.01 * len(dice)

        return self._pick(options, score)

    def _on_reroll_or_stop(self, view: View, options: tuple[Any, ...]) -> Command:
        game = self._game(view)
        check = game["check"]
        reroll = False
        if not self._is_cylon(view) or (check and check["kind"] != "crisis"):
            if check is not None:
                reroll = check["total"] < check["difficulty"]
            else:
                mine = [a for a in game["assigned"] if a["owner"] == game["me"]["seat"]]
                reroll = not any(a["value"] > 0 for a in mine)
        want = "express.reroll" if reroll else "express.stop_rolling"
        return next((o for o in options if o.tag == want), options[0])

    def _on_choose_crisis(self, view: View, options: tuple[Any, ...]) -> Command:
        game = self._game(view)
        faces = game["me"]["crisis_roll"]
        pressure = self._pressure(game)
        cylon = self._is_cylon(view)

        def harm(o: Any) -> float:
            face = faces[o.index]
            # A fan crisis type (bsg_express_content) counts as a middling threat.
            danger = (
                face["difficulty"] * face["consequence"] / max(1, pressure.get(face["type"], 3))
            )
            value = danger - 2.5 * face["jump"]
            return value if cylon else -value

        return self._pick(options, harm)

    def _on_cylon_crisis(self, view: View, options: tuple[Any, ...]) -> Command:
        pressure = self._pressure(self._game(view))

        def score(o: Any) -> float:
            if o.tag == "express.declare_crisis":
                return 10 - pressure.get(o.type, 10)
            return 0

        return self._pick(options, score)

    def _on_choose_ship(self, view: View, options: tuple[Any, ...]) -> Command:
        want = "colonial" if self._is_cylon(view) else "raider"
        return next((o for o in options if o.kind == want), options[0])

    def _on_choose_repair(self, view: View, options: tuple[Any, ...]) -> Command:
        if self._is_cylon(view):
            return next(o for o in options if not o.marker)
        return self._pick(options, lambda o: 1 if o.marker else 0)

    def _on_choose_morale(self, view: View, options: tuple[Any, ...]) -> Command:
        me = self._game(view)["me"]
        players = self._game(view)["players"]
        mine = players[me["seat"]]["character"]
        if self._is_cylon(view):
            return next((o for o in options if o.character == mine), options[0])
        return self._pick(
            options, lambda o: (2 if o.character == mine else 1) if o.character else 0
        )

    def _on_choose_penalty(self, view: View, options: tuple[Any, ...]) -> Command:
        pressure = self._pressure(self._game(view))
        sign = -1 if self._is_cylon(view) else 1

        def score(o: Any) -> float:
            key = "basestar" if o.kind == "damage" else "riots"
            return sign * pressure[key]

        return self._pick(options, score)

    def _on_choose_jump_die(self, view: View, options: tuple[Any, ...]) -> Command:
        roll = self._game(view)["me"]["jump_roll"]
        sign = -1 if self._is_cylon(view) else 1

        def score(o: Any) -> float:
            v = roll[o.index]
            return sign * (abs(v) - (3 * abs(v) if v < 0 else 0))

        return self._pick(options, score)

    def _on_choose_recovery(self, view: View, options: tuple[Any, ...]) -> Command:
        return self._pick(options, lambda o: len(o.dice))

    def _on_influence_vote(self, view: View, options: tuple[Any, ...]) -> Command:
        game = self._game(view)
        values = {a["die"]: a["value"] for a in game["assigned"]}
        check = game["check"]
        favour = not self._is_cylon(view)

        def score(o: Any) -> float:
            if o.die < 0:
                return 0
            v = values.get(o.die, 0)
            total_after = check["total"] - v
            passes = total_after >= check["difficulty"]
            return 1 if passes == favour and v != 0 else -1

        return self._pick(options, score)


BOTS: dict[str, Callable[[int], ExpressBot]] = {"heuristic": ExpressBot}
