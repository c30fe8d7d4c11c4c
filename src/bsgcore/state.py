"""The kernel's `State`: the ruleset's own game value, each plugin's own value, plus what every game
has (seed, log position, resolution stack, outcome). Always replaced, never mutated."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.errors import RulesError
from bsgcore.messages import Frame

_new = object.__new__
_copy = dict.copy  # copied as a new __dict__ (cheaper than filling one: bsgcore.frozen)
_set_dict = object.__setattr__


@attrs.frozen
class Outcome:
    """How a game ended: the winning side, the condition met, a sentence, and the winning seats."""

    winner: str
    condition: str
    reason: str
    winning_seats: tuple[int, ...] = ()


@attrs.frozen(slots=False)
class State:
    """A game at one point of its log. `game` is the ruleset's own frozen value.

    `seed` is hidden information: views and redacted events never carry it. `plugins` holds the
    frozen value of each plugin that declared state of its own (``RulesRegistry.plugin_state``),
    by plugin name; it is read-only (`with_plugin` makes a new state). Not slotted: a new state is
    made for every event, and a dict-based one is copied in C (`_with`).
    """

    ruleset: str
    seats: int
    seed: int
    options: dict[str, Any]
    seq: int
    game: Any
    stack: tuple[Frame, ...] = ()
    outcome: Outcome | None = None
    plugins: dict[str, Any] = attrs.field(factory=dict)

    @property
    def top(self) -> Frame | None:
        """The frame being resolved now, if any."""
        return self.stack[-1] if self.stack else None

    def _with(self, game: Any, stack: tuple[Frame, ...]) -> State:
        # A C-level copy of the fields: attrs.evolve is the engine's hottest call otherwise.
        fields = _copy(self.__dict__)
        fields["game"] = game
        fields["stack"] = stack
        new: State = _new(State)
        _set_dict(new, "__dict__", fields)
        return new

    def _next(self, seq: int) -> State:
        """This state at log position `seq` (the engine's bookkeeping after each event)."""
        fields = _copy(self.__dict__)
        fields["seq"] = seq
        new: State = _new(State)
        _set_dict(new, "__dict__", fields)
        return new

    def push(self, *frames: Frame) -> State:
        """A state with `frames` pushed; the last one given is resolved first."""
        return self._with(self.game, self.stack + frames)

    def pop(self) -> State:
        """A state without its top frame."""
        return self._with(self.game, self.stack[:-1])

    def replace_top(self, *frames: Frame) -> State:
        """A state whose top frame is replaced by `frames` (none = pop)."""
        return self._with(self.game, self.stack[:-1] + frames)

    def with_game(self, game: Any) -> State:
        """A state with a new ruleset value."""
        fields = _copy(self.__dict__)  # as _with, one call less: every ruleset event comes here
        fields["game"] = game
        new: State = _new(State)
        _set_dict(new, "__dict__", fields)
        return new

    def plugin(self, name: str) -> Any:
        """The frozen value plugin ``name`` keeps in this game (RulesError if it declared none)."""
        try:
            return self.plugins[name]
        except KeyError:
            raise RulesError(
                f"Plugin {name!r} keeps no state in this game; it declares it with "
                "registry.plugin_state(...) in bsg_register_rules."
            ) from None

    def with_plugin(self, name: str, value: Any) -> State:
        """A state where plugin ``name`` keeps ``value`` (an event applier of that plugin)."""
        if name not in self.plugins:
            self.plugin(name)  # raises, naming the plugin
        fields = _copy(self.__dict__)
        fields["plugins"] = {**self.plugins, name: value}
        new: State = _new(State)
        _set_dict(new, "__dict__", fields)
        return new
