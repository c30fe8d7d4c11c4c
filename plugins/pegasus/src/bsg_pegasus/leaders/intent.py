"""The heuristic bot as a Cylon Leader, Infiltrator or handing off Loyalty cards (issue 10),
for the side his Agenda needs (``PegasusBot._cylon``); base's bot only knew Cylon locations.

- A Leader whose Agenda needs the humans to win goes to the Human Fleet and Infiltrates, to the
  Galactica location a human would act at (first playing the Super Crisis he holds when his
  Agenda needs one played, Mutual Annihilation); Infiltrating, he plays as a human player (P-INF-2),
  as does a Leader for the Cylons, who then sabotages as a hidden Cylon would.
- For the Cylons: Cavil takes Primacy as his action (with every basestar out, removing only a
  damaged one, to bring it back whole) and Aggressive Tactics (two actions) when he would stay; Leoben swaps hands with Cryptic Message with the human holding the most cards
  (two more than his own at least); Caprica Six takes a card with Intimate from the human
  holding the most and has him draw from Treachery, else from the deck of fewest types.
- Caprica Six's Human Delusion: after the reveal she adds cards of her hand, one at a time, to
  carry the check to the result her side wants (positive types to pass it, others to fail it),
  and only while that result is in reach.
- A revealed Cylon hands his Loyalty cards to the human with the most titles when a "You Are a
  Cylon" card is among them (the Admiral or President turned), else to one with none.

Read from the seat's own view only.
"""

from __future__ import annotations

from typing import Any

from bsg_pegasus.data import load
from bsg_pegasus.leaders.model import NAME as LEADERS
from bsgcore.base import BaseBot, skill_value
from bsgcore.messages import Command

Game = dict[str, Any]
LEADER_TYPE = "cylon_leader"
CAVIL = "pegasus.character.cavil"
LEOBEN = "pegasus.character.leoben_conoy"
CAPRICA_SIX = "pegasus.character.caprica_six"
PRIMACY = "pegasus.ability.cavil_primacy"
AGGRESSIVE = "pegasus.ability.cavil_aggressive_tactics"
CRYPTIC = "pegasus.ability.leoben_cryptic_message"
LEADER_ABILITY = "pegasus.leader_ability"
INFILTRATE = "pegasus.infiltrate"
HUMAN_FLEET = "base.location.human_fleet"
GALACTICA = "base.board.galactica"
#: Cryptic Message is worth it when the other hand holds this many more cards.
SWAP_GAIN = 2
#: The Human Fleet's choice: its option 1 is Infiltrate (the overlay's, P-OVL-3).
INFILTRATE_OPTION = 1
TREACHERY = "treachery"
CYLON_CARD = "you_are_a_cylon"
#: Mutual Annihilation's condition (P-AG-9): the Leader has played a Super Crisis card.
PLAYED_SUPER_CRISIS = "played_super_crisis"


class LeaderIntent(BaseBot):
    """Base's bot, as a Cylon Leader too (see the module)."""

    _as_human = False

    # -- who the seat is -------------------------------------------------------------------------

    def _character(self, game: Game) -> str:
        return str(game["players"][self._me(game)["seat"]]["character"])

    def _leader(self, game: Game) -> bool:
        record = self.card(self._character(game))
        return getattr(record, "type", "") == LEADER_TYPE

    def _infiltrating(self, game: Game) -> bool:
        """A revealed Leader off the Cylon locations (P-INF-1, -8)."""
        if not self._leader(game) or not game["players"][self._me(game)["seat"]]["revealed"]:
            return False
        where = self.card(self._my_location(game))
        return getattr(where, "side", "") != "cylon"

    def _revealed(self, game: Game) -> bool:
        if self._as_human or self._infiltrating(game):
            return False  # an Infiltrator is a human player (P-INF-2)
        return super()._revealed(game)

    def _wants_in(self, game: Game) -> bool:
        """A Leader outside, playing for the humans: he goes in, unless his Agenda asks him to
        play a Super Crisis first and he holds one (Mutual Annihilation: base's revealed
        Cylon then goes to Caprica to play it)."""
        if not self._leader(game) or self._cylon(game) or self._infiltrating(game):
            return False
        return not (self._agenda_needs(PLAYED_SUPER_CRISIS) and self._me(game).get("super_crises"))

    def _agenda_needs(self, key: str) -> bool:
        """Whether the seat's own Agenda has this condition (read from its own view)."""
        section = getattr(self, "_view_plugins", {}).get(LEADERS) or {}
        agenda = str(section.get("agenda") or "")
        if not agenda:
            return False
        return any(str(c.get("key", "")) == key for c in load().entry(agenda).get("conditions", ()))

    def _aboard_goal(self, game: Game) -> str:
        """Where a human in his place would act, on Galactica (an Infiltration's target)."""
        self._as_human = True
        try:
            return super()._wanted(game)
        finally:
            self._as_human = False

    # -- the turn -----------------------------------------------------------------------------

    def _wanted(self, game: Game) -> str:
        if self._wants_in(game):
            return HUMAN_FLEET
        return super()._wanted(game)

    def _on_action(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        game = self._game(view)
        tags = {o.tag for o in options}
        if INFILTRATE in tags and self._wants_in(game):
            places = [o for o in options if o.tag == INFILTRATE]
            goal = self._aboard_goal(game)
            return next((o for o in places if o.to == goal), places[0])
        if LEADER_ABILITY in tags and self._cylon(game):
            used = self._leader_action(game, options)
            if used is not None:
                return used
        return super()._on_action(view, options)

    def _leader_action(self, game: Game, options: tuple[Any, ...]) -> Command | None:
        """Primacy always; Cryptic Message on a much larger human hand."""
        abilities = [o for o in options if o.tag == LEADER_ABILITY]
        primacy = [o for o in abilities if o.ability == PRIMACY]
        if primacy:
            return primacy[0]
        mine = len(self._me(game).get("hand", ()))
        players = game["players"]
        swaps = [
            o
            for o in abilities
            if o.ability == CRYPTIC
            and not players[o.target]["revealed"]
            and int(players[o.target]["skill_cards"]) >= mine + SWAP_GAIN
        ]
        if swaps:
            return max(swaps, key=lambda o: (int(players[o.target]["skill_cards"]), -o.target))
        return None

    def _on_movement(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        chosen = super()._on_movement(view, options)
        game = self._game(view)
        if not self._cylon(game) or getattr(chosen, "tag", "") not in ("base.stay", ""):
            return chosen
        for option in options:
            if option.tag == LEADER_ABILITY and option.ability == AGGRESSIVE:
                return option
        intimate = [o for o in options if o.tag == "pegasus.use_intimate"]
        if intimate:
            players = game["players"]
            humans = [o for o in intimate if not players[o.target]["revealed"]]
            if humans:
                return max(humans, key=lambda o: (int(players[o.target]["skill_cards"]), -o.target))
        return chosen

    def _on_choose_option(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        """The Human Fleet's choice: Infiltrate when going in (else base's answer)."""
        game = self._game(view)
        if getattr(self.last, "location", "") == HUMAN_FLEET and self._wants_in(game):
            return next((o for o in options if o.value == INFILTRATE_OPTION), None)
        return None

    def _on_choose_location(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        """The overlay's Infiltrate: the index of the location a human would act at."""
        game = self._game(view)
        if getattr(self.last, "value", None) != INFILTRATE_OPTION or not self._leader(game):
            return None
        places = [
            loc
            for loc in self.cards.components.boards.get(GALACTICA, ())
            if not getattr(self.card(loc), "hazardous", False)
        ]
        goal = self._aboard_goal(game)
        index = places.index(goal) if goal in places else -1
        return next((o for o in options if o.value == index), None)

    # -- Caprica Six's Human Delusion ----------------------------------------------------------

    def _signed(self, code: str, skills: list[str]) -> int:
        """What a card adds to a check of these positive types."""
        kind = getattr(self.card(code), "type", "")
        return skill_value(code) if kind in skills else -skill_value(code)

    def _on_human_delusion(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        game = self._game(view)
        check = game.get("check") or {}
        done = next((o for o in options if not o.card), None)
        if not check:
            return done
        skills = list(check.get("skills") or ())
        total = sum(self._signed(str(c), skills) for c in check.get("revealed") or ())
        difficulty = int(check.get("difficulty") or 0)
        side = self._check_side(game)
        cards = [o for o in options if o.card]
        if side > 0 and total < difficulty:
            good = [o for o in cards if self._signed(o.card, skills) > 0]
            reach = total + sum(self._signed(o.card, skills) for o in good)
            if good and reach >= difficulty:
                return max(good, key=lambda o: (self._signed(o.card, skills), o.card))
        if side < 0 and total >= difficulty:
            bad = [o for o in cards if self._signed(o.card, skills) < 0]
            reach = total + sum(self._signed(o.card, skills) for o in bad)
            if bad and reach < difficulty:
                return min(bad, key=lambda o: (self._signed(o.card, skills), o.card))
        return done

    def _on_choose_remove_basestar(
        self, view: dict[str, Any], options: tuple[Any, ...]
    ) -> Command | None:
        """Primacy with every basestar out: for the Cylons, the most damaged one goes (the
        next Primacy brings it back whole), none when none is damaged; for the humans, one."""
        game = self._game(view)
        damage = {int(s["uid"]): int(s.get("damage", 0)) for s in self._cylon_ships(game)}
        keep = next((o for o in options if o.value < 0), None)
        ships = [o for o in options if o.value >= 0]
        if not ships:
            return keep
        worst = max(ships, key=lambda o: (damage.get(o.value, 0), -o.value))
        if self._cylon(game):
            return worst if damage.get(worst.value, 0) > 0 else keep
        return worst

    # -- Caprica Six's deck, the hand-off ---------------------------------------------------------

    def _on_intimate_deck(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        if not self._cylon(self._game(view)):
            return None
        treachery = [o for o in options if o.kind == TREACHERY]
        return treachery[0] if treachery else None

    def _on_hand_off_loyalty(
        self, view: dict[str, Any], options: tuple[Any, ...]
    ) -> Command | None:
        game = self._game(view)
        players = game["players"]
        hidden = list(self._me(game).get("loyalty", ()))
        for shown in players[self._me(game)["seat"]].get("shown_loyalty", ()):
            if shown in hidden:
                hidden.remove(shown)
        turning = any(CYLON_CARD in str(card) for card in hidden)

        def score(o: Any) -> float:
            titles = float(len(players[o.to]["titles"]))
            return titles if turning else -titles

        picked: Command = self._pick(options, score)
        return picked
