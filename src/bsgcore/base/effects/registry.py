"""One game's effect registry: the ops, conditions and WHO values it carries out, and which card
ids are implemented, and by what.

One `EffectRegistry` is built per game's `Rules` when the rules are built (each package adds its
ops through its ``add_ops(effects)``, fan plugins through ``bsg_base_content``) and shared as
``rules.data["base.effects"]``; the interpreter reads the registry of the game being computed,
so two games with different plugins in one process never see each other's tables.

A card is implemented when its id has a registered effect, or when it needs none (a card with no
text, such as "You Are Not a Cylon"). ``bsg cards --missing`` and the completeness gate read it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

import attrs

from bsgcore.errors import ConfigurationError

#: An op handler: ``handler(game, frame, op, rng)`` -> events, or a ``ChooseTarget``.
OpHandler = Callable[..., Any]
#: Whether an op's parameters are ones its handler carries out: ``check(op) -> bool``.
OpCheck = Callable[[Any], bool]
#: A condition (cards/README.md section 9): ``answer(game, name, seat) -> bool``.
Condition = Callable[[Any, str, int], bool]
#: A WHO value (cards/README.md section 7): ``seats(game, seat, target) -> tuple of seats``.
WhoValue = Callable[[Any, int, int], tuple[int, ...]]
#: An op of a Cylon attack card's special rule: ``handler(game, frame, op)`` -> (events, frames
#: to start), or None when this use of it is not carried out.
SpecialRuleOp = Callable[[Any, Any, Any], Any]


@attrs.frozen
class CardEffect:
    """How a card is implemented: the code that carries it out (`where`) and its function, if any."""

    card_id: str
    where: str
    apply: Callable[..., Any] | None = None


@attrs.frozen
class OpSpec:
    """A registered op: its handler, its parameters for the catalogue check (None: any, or the
    vocabulary's for a base op) and the plugin that added it."""

    handler: OpHandler
    params: frozenset[str] | None = None
    plugin: str = ""
    #: What the op acts on, as its plugin declares it (``"space"``: ships or tokens in a space
    #: area or on a plugin's space board), so another plugin's rule can find such ops by
    #: kind, not by name (`acts_on`).
    acts_on: frozenset[str] = frozenset()


class EffectRegistry:
    """Ops, conditions, WHO values and card effects of one game's rules; filled while the rules
    are built, read afterwards."""

    def __init__(self) -> None:
        self._effects: dict[str, CardEffect] = {}
        self.ops: dict[str, OpSpec] = {}
        #: For the ops only some of whose parameters are carried out: whether this one is.
        self.checks: dict[str, OpCheck] = {}
        #: The ops whose handler carries out ``optional = true`` itself (its own "nobody" or
        #: "stop" answer); any other op carrying it is asked first by the interpreter (`asks_first`).
        self.reads_optional: set[str] = set()
        self.conditions: dict[str, Condition] = {}
        self.who_values: dict[str, WhoValue] = {}
        #: The ops a Cylon attack card's special rule carries out, and which uses of them.
        self.special_rules: dict[str, SpecialRuleOp] = {}
        self.special_checks: dict[str, OpCheck] = {}
        #: The lasting rules (``keep_in_play``'s ``rule``) a plugin carries out itself: base's
        #: ``keep_in_play`` checks accept them as carried out (`add_kept_rule`).
        self.kept_rules: set[str] = set()
        #: Answers of `supported` by op identity: they depend only on the op and this registry's
        #: ops. By identity (the op is kept, so its id is not reused), because equal ops of
        #: different cards would otherwise be compared field by field on every lookup.
        self._supported: dict[int, tuple[Any, bool]] = {}

    # -- ops, conditions, WHO -------------------------------------------------------------------

    def add_ops(
        self,
        handlers: Mapping[str, OpHandler],
        checks: Mapping[str, OpCheck] | None = None,
        *,
        params: Mapping[str, frozenset[str] | None] | None = None,
        plugin: str = "base",
        reads_optional: Iterable[str] = (),
        acts_on: Mapping[str, frozenset[str]] | None = None,
    ) -> None:
        """Declare ops carried out by `plugin`, with the check of those done only in part, for
        ops new to the vocabulary the parameters a card may give them and what each acts on
        (`OpSpec.acts_on`), and the ops whose handler carries out ``optional`` itself
        (`reads_optional`; also an op whose declared parameters name ``optional``)."""
        for name, handler in handlers.items():
            known = self.ops.get(name)
            if known is not None and known.handler is not handler:
                raise ConfigurationError(
                    f"Plugin {plugin!r} registers op {name!r}, already registered by "
                    f"{known.plugin!r}.",
                    code="bad_plugin",
                )
            spec_params = (params or {}).get(name, known.params if known else None)
            acting = (acts_on or {}).get(name, known.acts_on if known else frozenset())
            self.ops[name] = OpSpec(handler, spec_params, plugin, frozenset(acting))
            if spec_params is not None and "optional" in spec_params:
                self.reads_optional.add(name)
        self.reads_optional.update(reads_optional)
        self.checks.update(checks or {})
        self._supported.clear()

    def acts_on(self, name: str) -> frozenset[str]:
        """What the op `name` acts on, as declared when it was added (empty when unknown)."""
        spec = self.ops.get(name)
        return spec.acts_on if spec is not None else frozenset()

    def add_conditions(self, conditions: Mapping[str, Condition], *, plugin: str = "base") -> None:
        """Declare conditions `plugin` answers (each once)."""
        for name, answer in conditions.items():
            known = self.conditions.get(name)
            if known is not None and known is not answer:
                raise ConfigurationError(
                    f"Plugin {plugin!r} registers condition {name!r} twice.", code="bad_plugin"
                )
            self.conditions[name] = answer
        self._supported.clear()

    def add_who(self, values: Mapping[str, WhoValue], *, plugin: str = "base") -> None:
        """Declare WHO values (the seats a card's ``who`` names) `plugin` resolves."""
        for name, seats in values.items():
            if name in self.who_values and self.who_values[name] is not seats:
                raise ConfigurationError(
                    f"Plugin {plugin!r} registers WHO value {name!r} twice.", code="bad_plugin"
                )
            self.who_values[name] = seats

    def add_special_rule_op(
        self,
        name: str,
        handler: SpecialRuleOp,
        check: OpCheck | None = None,
        *,
        plugin: str = "base",
    ) -> None:
        """Declare an op a Cylon attack card's special rule carries out (after its ships)."""
        if name in self.special_rules and self.special_rules[name] is not handler:
            raise ConfigurationError(
                f"Plugin {plugin!r} registers special-rule op {name!r} twice.", code="bad_plugin"
            )
        self.special_rules[name] = handler
        if check is not None:
            self.special_checks[name] = check

    def add_kept_rule(self, rule: str) -> None:
        """Declare a lasting rule of a card kept in play (``keep_in_play``) carried out by its
        plugin (for example with ``bsg_after_event`` while the card is in ``game.in_play``)."""
        self.kept_rules.add(rule)
        self._supported.clear()

    def asks_first(self, op: Any) -> bool:
        """Whether the interpreter asks "apply it?" before this op: it carries ``optional =
        true`` (cards/README.md section 8) and its handler does not carry it out itself."""
        return bool(op.get("optional")) and op.name not in self.reads_optional

    def handler(self, name: str) -> OpHandler | None:
        """The handler of an op, or None."""
        spec = self.ops.get(name)
        return spec.handler if spec is not None else None

    def supported(self, op: Any) -> bool:
        """Whether this op (and every op nested in it) is carried out by a registered handler."""
        known = self._supported.get(id(op))
        if known is None or known[0] is not op:
            known = self._supported[id(op)] = (op, all(self._one(o) for o in op.walk()))
        return known[1]

    def _one(self, op: Any) -> bool:
        if op.name not in self.ops:
            return False
        check = self.checks.get(op.name)
        return check is None or check(op)

    # -- card effects (per-card overrides by id) -------------------------------------------------

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

    def missing(self, cards: Iterable[Any]) -> tuple[str, ...]:
        """The ids of `cards` that need an effect and have none."""
        return tuple(card.id for card in cards if not self.implements(card))
