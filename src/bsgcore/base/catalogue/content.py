"""What a plugin's ``bsg_base_content(content)`` may add to or remove from a base game.

The base plugin builds one `BaseContent` per game's rules, calls every enabled plugin's
``bsg_base_content`` in plugin order (base first: it includes its own shipped catalogue, ops,
conditions and WHO values through this same object), then `build` validates everything and
returns the game's `BaseCatalogue`. Entries are given in the shape of the catalogue's TOML tables
(rules/cards/README.md), as dicts. Any problem is a `ConfigurationError` naming the plugin and
the card. With nothing added the catalogue is the shipped one, unchanged (the same object).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import attrs

from bsgcore.base.catalogue import vocab
from bsgcore.base.catalogue.builders import (
    build_character,
    build_crisis,
    build_location,
    build_simple,
    build_skill,
)
from bsgcore.base.catalogue.components import LoyaltySetup
from bsgcore.base.catalogue.loader import (
    BaseCatalogue,
    SkillType,
    check_catalogue,
    with_index,
)
from bsgcore.base.catalogue.op import FrozenMap
from bsgcore.base.effects.registry import (
    Condition,
    EffectRegistry,
    OpCheck,
    OpHandler,
    SpecialRuleOp,
    WhoValue,
)
from bsgcore.base.titles.official import official_ranks
from bsgcore.errors import ConfigurationError

#: The base decks a card may be added to: catalogue field and how an entry becomes a record.
DECKS: dict[str, tuple[str, Callable[[dict[str, Any]], Any]]] = {
    "crisis": ("crisis", lambda e: build_crisis(e, "crisis")),
    "super_crisis": ("super_crisis", lambda e: build_crisis(e, "super_crisis")),
    "quorum": ("quorum", lambda e: build_simple(e, "quorum")),
    "destination": (
        "destinations",
        lambda e: build_simple(e, "destination", ("distance", "fuel")),
    ),
    "loyalty": (
        "loyalty",
        lambda e: build_simple(
            e, "loyalty", ("team", "headline", "used_with_players", "target_scope")
        ),
    ),
    "galactica_damage": (
        "galactica_damage",
        lambda e: build_simple(
            e, "galactica_damage", ("kind", "location", "resource", "after_use")
        ),
    ),
    "skill": ("skills", build_skill),
}
#: The fields every card of an added deck has; any other field is kept in its ``extra``.
PLAIN = frozenset({"id", "name", "copies", "text", "effects", "rule_id", "timing"})
SIDES = frozenset({"human", "cylon", "both"})
POLARITIES = frozenset({"listed", "positive", "negative"})


class BaseContent:
    """The tables of one base game under construction; see the module docstring."""

    def __init__(self, effects: EffectRegistry) -> None:
        #: The game's effect registry (ops, conditions, WHO values, card effects).
        self.effects = effects
        #: The plugin whose ``bsg_base_content`` is running (set by the base plugin).
        self.plugin = ""
        self._base: BaseCatalogue | None = None
        self._fields: dict[str, Any] = {}
        self._owner: dict[str, str] = {}  # card id -> the plugin that added it
        self._raw: list[tuple[str, str, Any]] = []  # (plugin, card id, entry's raw effects)
        self._sized: dict[str, str] = {}  # deck -> the plugin that pinned its size
        self._added: list[str] = []  # what changed, for the digest
        self._problems: list[str] = []
        self._declared: list[tuple[str, str]] = []  # (plugin, card id) of `implemented_by`
        self._entries: list[tuple[str, str]] = []  # (plugin, entry id) of `implemented_entry`
        self._official: list[str] = []  # title lines ranked by the official order at `build`

    # -- the starting tables ---------------------------------------------------------------------

    def include(self, catalogue: BaseCatalogue) -> None:
        """Start from a whole catalogue (the base plugin includes its shipped one)."""
        self._base = catalogue
        self._fields = {}

    def _get(self, name: str) -> Any:
        if name in self._fields:
            return self._fields[name]
        if self._base is None:
            raise ConfigurationError(
                f"Plugin {self.plugin!r} changes the base catalogue before base included it.",
                code="bad_content",
            )
        return getattr(self._base, name)

    def _set(self, name: str, value: Any, what: str) -> None:
        self._fields[name] = value
        self._added.append(f"{self.plugin}:{what}")

    def _problem(self, card: str, message: str) -> None:
        self._problems.append(f"plugin {self.plugin!r}, {card}: {message}")

    def _built(
        self, card_id: str, make: Callable[[dict[str, Any]], Any], raw: dict[str, Any]
    ) -> Any:
        """The record ``make`` builds from a catalogue entry, or None (the problem noted)."""
        try:
            return make(raw)
        except (KeyError, TypeError, ValueError) as exc:
            self._problem(card_id, f"missing or bad {exc}")
            return None

    # -- cards and decks ---------------------------------------------------------------------------

    def add_card(self, deck: str, entry: Mapping[str, Any]) -> None:
        """Add a card (a catalogue TOML entry as a dict) to a base deck or an added deck; the
        deck's expected size grows by its copies, unless a plugin declared it (`deck_size`)."""
        raw = dict(entry)
        card_id = str(raw.get("id", "?"))
        if deck in DECKS:
            field, make = DECKS[deck]
        elif deck in self._skill_decks():
            field, make = "skills", lambda e: attrs.evolve(build_skill(e), deck=deck)
        elif deck in self._get("decks"):
            field, make = "", lambda e: build_simple(e, deck, tuple(k for k in e if k not in PLAIN))
        else:
            self._problem(card_id, f"deck {deck!r} is not a deck (known: {sorted(self.decks())})")
            return
        record = self._built(card_id, make, raw)
        if record is None:
            return
        self._claim(card_id)
        if field:
            self._set(field, (*self._get(field), record), card_id)
        else:
            decks = dict(self._get("decks"))
            decks[deck] = (*decks[deck], record)
            self._set("decks", FrozenMap(decks), card_id)
        self._raw.append((self.plugin, card_id, raw))
        self._resize(deck, record.copies)

    def remove_card(self, card_id: str) -> None:
        """Take a card out of whichever deck holds it; the deck's declared size shrinks."""
        for deck, (field, _make) in DECKS.items():
            cards = self._get(field)
            kept = tuple(c for c in cards if c.id != card_id)
            if len(kept) != len(cards):
                gone = [c for c in cards if c.id == card_id]
                self._set(field, kept, f"-{card_id}")
                self._resize(gone[0].deck if field == "skills" else deck, -gone[0].copies)
                return
        decks = dict(self._get("decks"))
        for deck, cards in decks.items():
            kept = tuple(c for c in cards if c.id != card_id)
            if len(kept) != len(cards):
                decks[deck] = kept
                self._set("decks", FrozenMap(decks), f"-{card_id}")
                self._resize(deck, -sum(c.copies for c in cards if c.id == card_id))
                return
        self._problem(card_id, "removed, but no deck holds it")

    def add_deck(self, name: str) -> None:
        """Add an empty deck (its cards with `add_card`; its rules are the plugin's own)."""
        if name in self.decks():
            self._problem(f"deck {name!r}", "already exists")
            return
        self._set("decks", FrozenMap({**self._get("decks"), name: ()}), f"deck {name}")
        self._set("deck_sizes", FrozenMap({**self._get("deck_sizes"), name: 0}), f"size {name}")

    def add_objective(self, entry: Mapping[str, Any]) -> None:
        """Add an objective card (deck ``objective``, created on first use)."""
        if "objective" not in self.decks():
            self.add_deck("objective")
        self.add_card("objective", entry)

    def deck_size(self, deck: str, copies: int) -> None:
        """Declare how many copies `deck` holds; cards added or removed later no longer change
        it, and the built catalogue must match."""
        if deck not in self.decks():
            self._problem(f"deck {deck!r}", "sized, but it is not a deck")
            return
        self._sized[deck] = self.plugin
        self._set("deck_sizes", FrozenMap({**self._get("deck_sizes"), deck: copies}), deck)

    def decks(self) -> tuple[str, ...]:
        """Every deck a card may be added to."""
        return (*DECKS, *self._skill_decks(), *self._get("decks"))

    def _resize(self, deck: str, delta: int) -> None:
        if deck in self._sized:  # a declared size holds: the cards must match it
            return
        sizes = dict(self._get("deck_sizes"))
        sizes[deck] = sizes.get(deck, 0) + delta
        self._fields["deck_sizes"] = FrozenMap(sizes)

    def _claim(self, card_id: str) -> None:
        known = self._base.index if self._base is not None else {}
        if card_id in known or card_id in self._owner:
            self._problem(card_id, "this id is already taken")
        self._owner[card_id] = self.plugin

    # -- types, boards, locations, characters, titles -------------------------------------------

    def add_skill_type(
        self, name: str, *, deck: str = "skill", polarity: str = "listed", colour: str = ""
    ) -> None:
        """Add a skill type with its polarity in a check and its colour (`SkillType`). Its cards
        are added with ``add_card(deck, ...)``: ``"skill"`` by default, or a deck of its own
        (created here, its size counted from its cards), like Pegasus's Treachery. In play
        the type has its own draw and discard piles either way."""
        if polarity not in POLARITIES:
            self._problem(
                f"skill type {name!r}", f"polarity {polarity!r} not in {sorted(POLARITIES)}"
            )
            return
        kinds = self._get("skill_types")
        if any(kind.name == name for kind in kinds):
            self._problem(f"skill type {name!r}", "already exists")
            return
        if deck != "skill" and deck not in self._skill_decks():
            if deck in self.decks():
                self._problem(f"skill type {name!r}", f"deck {deck!r} is not a skill deck")
                return
            sizes = FrozenMap({**self._get("deck_sizes"), deck: 0})
            self._set("deck_sizes", sizes, f"size {deck}")
        kind = SkillType(name, deck, polarity, colour)
        self._set("skill_types", (*kinds, kind), f"skill {name}")

    def _skill_decks(self) -> tuple[str, ...]:
        """The decks of the skill types whose cards are not in the ``"skill"`` deck."""
        return tuple(kind.deck for kind in self._get("skill_types") if kind.deck != "skill")

    def skill_type_names(self) -> tuple[str, ...]:
        """The skill types of the game so far (base's five and those plugins added)."""
        return tuple(kind.name for kind in self._get("skill_types"))

    def add_character_type(self, name: str) -> None:
        """Add a character type (political leader, military leader, pilot, support, ...)."""
        self._set("character_types", (*self._get("character_types"), name), f"type {name}")

    def add_board(self, board: str) -> None:
        """Add an empty board; its locations with `add_location`."""
        components = self._get("components")
        if board in components.boards:
            self._problem(f"board {board!r}", "already exists")
            return
        boards = FrozenMap({**components.boards, board: ()})
        self._set("components", attrs.evolve(components, boards=boards), f"board {board}")

    def add_location(self, entry: Mapping[str, Any]) -> None:
        """Add a location (board, side human/cylon/both, hazardous, damageable, its action)."""
        raw = dict(entry)
        card_id = str(raw.get("id", "?"))
        location = self._built(card_id, build_location, raw)
        if location is None:
            return
        if location.side not in SIDES:
            self._problem(card_id, f"side {location.side!r} is not one of {sorted(SIDES)}")
        components = self._get("components")
        if location.board not in components.boards:
            self._problem(card_id, f"board {location.board!r} is not a board")
            return
        self._claim(card_id)
        boards = dict(components.boards)
        boards[location.board] = (*boards[location.board], card_id)
        self._set("locations", (*self._get("locations"), location), card_id)
        self._fields["components"] = attrs.evolve(components, boards=FrozenMap(boards))
        self._raw.append((self.plugin, card_id, raw))

    def replace_location(self, entry: Mapping[str, Any]) -> None:
        """Replace a location's record by its id (an overlay's version of it: its action,
        flags and text); it stays on its board and where characters stand stays valid."""
        raw = dict(entry)
        card_id = str(raw.get("id", "?"))
        old = next((loc for loc in self._get("locations") if loc.id == card_id), None)
        if old is None:
            self._problem(card_id, "replaced, but there is no such location")
            return
        raw.setdefault("board", old.board)
        location = self._built(card_id, build_location, raw)
        if location is None:
            return
        if location.board != old.board or location.side != old.side:
            self._problem(card_id, "a replacement keeps the location's board and side")
            return
        kept = tuple(location if loc.id == card_id else loc for loc in self._get("locations"))
        self._set("locations", kept, f"~{card_id}")
        self._raw.append((self.plugin, card_id, raw))

    def add_character(self, entry: Mapping[str, Any]) -> None:
        """Add a character sheet; ``succession`` gives its rank in every title's line."""
        raw = dict(entry)
        card_id = str(raw.get("id", "?"))
        character = self._built(card_id, build_character, raw)
        if character is None:
            return
        self._claim(card_id)
        self._set("characters", (*self._get("characters"), character), card_id)
        lines = dict(self._get("title_lines"))
        for line, rank in dict(raw.get("succession", {})).items():
            lines[line] = FrozenMap({**lines.get(line, {}), card_id: int(rank)})
        self._fields["title_lines"] = FrozenMap(lines)
        self._raw.append((self.plugin, card_id, raw))

    def id_taken(self, card_id: str) -> bool:
        """Whether an id is in the catalogue so far (base's, or added by a plugin before), so a
        part that adds whatever cards it can play leaves those another part added itself."""
        known = self._base.index if self._base is not None else {}
        return card_id in known or card_id in self._owner

    def character_ids(self) -> tuple[str, ...]:
        """The characters so far (base's and those the plugins before added)."""
        return tuple(ch.id for ch in self._get("characters"))

    def location_ids(self) -> tuple[str, ...]:
        """The locations so far (base's and those the plugins before added)."""
        return tuple(loc.id for loc in self._get("locations"))

    def add_title_line(self, line: str, ranks: Mapping[str, int]) -> None:
        """Add a title's line of succession: character id -> rank (1 first). The line's name
        becomes a WHO value naming the title's holder (as ``president`` and ``admiral`` do),
        unless a plugin registered that WHO value already."""
        lines = dict(self._get("title_lines"))
        if line in lines:
            self._problem(f"title line {line!r}", "already exists")
            return
        lines[line] = FrozenMap({str(k): int(v) for k, v in ranks.items()})
        self._set("title_lines", FrozenMap(lines), f"line {line}")
        if line not in self.effects.who_values:
            self.add_who(line, _holder_of(line))

    def replace_title_line(self, line: str, ranks: Mapping[str, int]) -> None:
        """Replace a title's line of succession (an expansion's revised lines, P-SUCC-1, -2;
        `bsgcore.base.official_ranks` gives the published ones)."""
        lines = dict(self._get("title_lines"))
        if line not in lines:
            self._problem(f"title line {line!r}", "does not exist (add it with add_title_line)")
            return
        lines[line] = FrozenMap({str(k): int(v) for k, v in ranks.items()})
        self._set("title_lines", FrozenMap(lines), f"line {line} replaced")

    def official_title_line(self, line: str) -> None:
        """Rank a title's line by the published order of every character (``official_ranks``)
        over the characters the finished catalogue holds, whichever plugin adds them and in
        whatever order the plugins run (X-SUCC, P-SUCC-11); resolved at `build`, after every
        plugin's content, and replacing an explicit `replace_title_line` of the same line."""
        if line not in self._get("title_lines"):
            self._problem(f"title line {line!r}", "does not exist (add it with add_title_line)")
            return
        if line not in self._official:
            self._official.append(line)
            self._added.append(f"{self.plugin}:official line {line}")

    def _official_lines(self) -> None:
        """Rank the lines asked for by `official_title_line` over the final characters."""
        if not self._official:
            return
        characters = [ch.id for ch in self._get("characters")]
        lines = dict(self._get("title_lines"))
        for line in self._official:
            lines[line] = FrozenMap(official_ranks(line, characters))
        self._fields["title_lines"] = FrozenMap(lines)

    # -- the box: recipes, seats, counts --------------------------------------------------------

    def loyalty_recipe(
        self, players: int, cylon: int, not_cylon: int, sympathizer: bool = False, spare: int = 0
    ) -> None:
        """Set the loyalty deck for a player count (replacing the one it had); `spare`: the
        cards it holds beyond 2 a player (base's: none; Exodus's: 1, X-LOY-4)."""
        components = self._get("components")
        rows = [r for r in components.loyalty_setup if r.players != players]
        rows.append(LoyaltySetup(players, cylon, not_cylon, sympathizer, spare=spare))
        rows.sort(key=lambda r: r.players)
        self._set(
            "components",
            attrs.evolve(components, loyalty_setup=tuple(rows)),
            f"loyalty {players}",
        )

    def seat_range(self, low: int, high: int) -> None:
        """Set the seat counts a base game may be played with (base's own: 3 to 6). An expansion
        for more players widens it (it needs loyalty and setup rules for them); the game's rules
        take it as their seat range (``RulesRegistry.seat_range``)."""
        if not 3 <= low <= high:
            self._problem("seat range", f"{low}..{high} is not a range of at least 3 seats")
            return
        self._set("seat_range", (low, high), f"seats {low}-{high}")

    def component_total(self, component: str, count: int) -> None:
        """Set how many of a component the box holds (``viper``, ``raider``, ``nuke_token``...)."""
        components = self._get("components")
        counts = FrozenMap({**components.counts, component: int(count)})
        self._set("components", attrs.evolve(components, counts=counts), f"{component}={count}")

    # -- effects: ops, conditions, WHO values -----------------------------------------------------

    def add_op(
        self,
        name: str,
        handler: OpHandler,
        *,
        params: frozenset[str] | None = None,
        check: OpCheck | None = None,
        reads_optional: bool = False,
        acts_on: frozenset[str] = frozenset(),
    ) -> None:
        """Add an op: ``handler(game, frame, op, rng)`` returns its events or a ``ChooseTarget``;
        `params` are the parameters a card may give it (None: any); `check(op)` says whether a
        use of it is carried out (None: every use); `reads_optional`: the handler carries out
        ``optional = true`` itself (else base asks "apply it?" first; also when `params` names
        ``optional``); `acts_on` says what it acts on (``{"space"}``: ships or tokens in space,
        so a rule freezing space finds it, `bsgcore.base.op_acts_on`)."""
        self.add_ops(
            {name: handler},
            {name: check} if check else None,
            params={name: params},
            reads_optional=(name,) if reads_optional else (),
            acts_on={name: acts_on},
        )

    def add_ops(
        self,
        handlers: Mapping[str, OpHandler],
        checks: Mapping[str, OpCheck] | None = None,
        *,
        params: Mapping[str, frozenset[str] | None] | None = None,
        reads_optional: Iterable[str] = (),
        acts_on: Mapping[str, frozenset[str]] | None = None,
    ) -> None:
        """Add several ops at once (see `add_op`; `reads_optional` names those of them whose
        handler carries out ``optional`` itself)."""
        self.effects.add_ops(
            handlers,
            checks,
            params=params,
            plugin=self.plugin,
            reads_optional=reads_optional,
            acts_on=acts_on,
        )
        if self.plugin != "base":
            self._added += [f"{self.plugin}:op {name}" for name in handlers]

    def add_condition(self, name: str, answer: Condition) -> None:
        """Add a condition: ``answer(game, name, seat)`` says whether it holds for a seat."""
        self.add_conditions({name: answer})

    def add_conditions(self, conditions: Mapping[str, Condition]) -> None:
        """Add several conditions at once."""
        self.effects.add_conditions(conditions, plugin=self.plugin)

    def add_who(self, name: str, seats: WhoValue) -> None:
        """Add a WHO value: ``seats(game, acting seat, chosen target)`` -> the seats it names."""
        self.effects.add_who({name: seats}, plugin=self.plugin)

    def add_special_rule_op(
        self, name: str, handler: SpecialRuleOp, check: OpCheck | None = None
    ) -> None:
        """Add an op a Cylon attack card's special rule may use (after its ships are placed):
        ``handler(game, frame, op)`` returns (events, frames to start), or None when this use is
        not carried out; `check(op)` says which uses are (for ``bsg cards``)."""
        self.effects.add_special_rule_op(name, handler, check, plugin=self.plugin)

    def add_kept_rule(self, rule: str) -> None:
        """Declare a lasting rule of a card kept in play (the ``rule`` of ``keep_in_play``, in a
        box or a Cylon attack's special rule) that the plugin carries out itself."""
        self.effects.add_kept_rule(rule)

    def implemented_by(self, card_id: str, where: str) -> None:
        """Declare a card (or ability) carried out by the plugin's own code at `where` (a per-card
        override by id: rules the plugin registers itself, such as a character's ability)."""
        if card_id in self.effects:
            self._problem(card_id, "already has an effect")
            return
        self.effects.register(card_id, f"{where} ({self.plugin})")
        self._declared.append((self.plugin, card_id))

    def implemented_entry(self, entry_id: str, where: str) -> None:
        """Declare a catalogue entry that is no card of any deck (a component, a kind of token, a
        board) carried out by the plugin's own rules at `where`, its plugin state for instance:
        ``bsg cards`` lists it implemented. Checked when the catalogue is built: a well-formed id
        (``<module>.<kind>.<slug>``) that no card has (a card is declared with `implemented_by`,
        which checks that it exists)."""
        if entry_id in self.effects:
            self._problem(entry_id, "already has an effect")
            return
        self.effects.register(entry_id, f"{where} ({self.plugin})")
        self._entries.append((self.plugin, entry_id))

    # -- building --------------------------------------------------------------------------------

    def vocabulary(self) -> vocab.Vocabulary:
        """The shipped vocabulary with every op, condition and WHO value the plugins added."""
        ops: dict[str, frozenset[str] | None] = dict(vocab.OPS)
        for name, spec in self.effects.ops.items():
            if name not in ops:
                ops[name] = spec.params
        for name in self.effects.special_rules:
            ops.setdefault(name, None)
        return vocab.Vocabulary(
            ops=ops,
            who=vocab.WHO | frozenset(self.effects.who_values),
            conditions=vocab.CONDITIONS | frozenset(self.effects.conditions),
        )

    def build(self) -> BaseCatalogue:
        """The validated catalogue of this game; ConfigurationError listing every problem."""
        if self._base is None:
            raise ConfigurationError("No plugin included the base catalogue.", code="bad_content")
        self._official_lines()
        problems = list(self._problems)
        if not self._fields and not problems and not self._declared:
            problems = self._entry_problems(self._base.index)
            if not problems:
                return self._base
            raise ConfigurationError(
                "The base game's content is refused:\n  " + "\n  ".join(problems),
                code="bad_content",
            )
        locations = frozenset(loc.id for loc in self._get("locations"))
        words = self.vocabulary()
        for plugin, card_id, raw in self._raw:
            found: list[str] = []
            for key, value in raw.items():
                if (
                    isinstance(value, list)
                    and value
                    and all(isinstance(x, dict) and "op" in x for x in value)
                ):
                    found += vocab.check_effects(key, value, locations, words)
                elif isinstance(value, dict) and isinstance(value.get("effects"), list):
                    found += vocab.check_effects(
                        f"{key}.effects", value["effects"], locations, words
                    )
            problems += [f"plugin {plugin!r}, {card_id}: {p}" for p in found]
        digest = hashlib.sha256(repr(self._added).encode()).hexdigest()[:8]
        catalogue = with_index(
            attrs.evolve(self._base, **self._fields, digest=f"{self._base.digest}+{digest}")
        )
        problems += [
            f"plugin {plugin!r}, {card_id}: declared implemented, but no card has this id"
            for plugin, card_id in self._declared
            if card_id not in catalogue.index
        ]
        problems += self._entry_problems(catalogue.index)
        for problem in check_catalogue(catalogue):
            problems.append(self._blame(problem))
        if problems:
            raise ConfigurationError(
                "The base game's content is refused:\n  " + "\n  ".join(problems),
                code="bad_content",
            )
        return catalogue

    def _entry_problems(self, index: Mapping[str, Any]) -> list[str]:
        """The entries declared with `implemented_entry` that are cards, or ill-formed ids."""
        problems = []
        for plugin, entry_id in self._entries:
            if entry_id in index:
                problems.append(
                    f"plugin {plugin!r}, {entry_id}: a card, declared as a non-card entry "
                    "(use implemented_by)"
                )
            elif len(entry_id.split(".")) < 3 or not all(entry_id.split(".")):
                problems.append(
                    f"plugin {plugin!r}, {entry_id}: not an entry id (<module>.<kind>.<slug>)"
                )
        return problems

    def _blame(self, problem: str) -> str:
        """A catalogue problem with the plugin that caused it, where one can be named."""
        subject = problem.split(":", 1)[0]
        plugin = self._owner.get(subject) or self._sized.get(subject)
        return f"plugin {plugin!r}, {problem}" if plugin else problem


def _holder_of(line: str) -> WhoValue:
    """The WHO value of a title line: the seat holding its title."""

    def holder(game: Any, seat: int, target: int) -> tuple[int, ...]:
        return (game.titles[line],)

    return holder
