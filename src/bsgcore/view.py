"""Per-seat views and event redaction: each seat sees exactly what it may know.

Seat ``None`` is a spectator and sees only public information. No view carries the seed.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.context import RULES, using_rules
from bsgcore.engine import _pending, check_seat
from bsgcore.labels import label_decision
from bsgcore.messages import Command, Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Rules
from bsgcore.serialization import command_to_dict
from bsgcore.state import State
from bsgcore.viewparts import SHARING, view_part_of


def view(
    rules: Rules,
    state: State,
    seat: int | None,
    *,
    labels: bool = False,
    shared: bool = False,
    options: bool = True,
) -> dict[str, Any]:
    """What ``seat`` may know of the game, as JSON-ready data (BadSeat for no such seat).

    With ``labels`` the pending decision carries its ``subject`` and, for the deciding seat, one
    label per option (``labels``, in the order of ``options``); see `bsgcore.labels`. A
    ``shared`` view may share unchanged parts with earlier shared views (`bsgcore.viewparts`):
    faster, for a reader that never writes to it; the view itself is a new dict either way.
    Without ``options`` the pending decision lists no options (nor labels): for a bot, which
    gets them as commands anyway (a tenth of a view's cost is writing them out as JSON).
    """
    check_seat(state, seat, spectator=True)
    # The context variables set in line, as the engine's hot entry points do (no object per
    # view: a bot asks for one at every decision).
    token = RULES.set(rules)
    try:
        if not shared:
            return _view(rules, state, seat, labels, options)
        sharing = SHARING.set(True)
        try:
            return _view(rules, state, seat, labels, options)
        finally:
            SHARING.reset(sharing)
    finally:
        RULES.reset(token)


def _view(
    rules: Rules, state: State, seat: int | None, labels: bool = False, options: bool = True
) -> dict[str, Any]:
    decision = _pending(rules, state)
    pending_view: dict[str, Any] | None = None
    if decision is not None:
        pending_view = decision.public()
        deciding = options and seat == decision.seat
        if deciding:
            pending_view["options"] = _options(rules, decision.options)
        if labels:
            named = label_decision(rules, state, decision)
            pending_view["prompt"] = named.prompt
            pending_view["subject"] = named.subject
            if deciding:
                pending_view["labels"] = list(named.labels)
    out: dict[str, Any] = {
        "ruleset": state.ruleset,
        "seats": state.seats,
        "seat": seat,
        "seq": state.seq,
        "options": view_part_of("core.options", (state.options,), dict, state.options),
        "pending": pending_view,
        "outcome": None if state.outcome is None else rules.converter.unstructure(state.outcome),
        "game": rules.spec_view(state, seat),  # the rules are current (`view`)
    }
    extra = rules.player_view_sections(state, seat) if rules.has_player_view else None
    if extra:
        out["plugins"] = extra
    return out


def _options(rules: Rules, options: tuple[Command, ...]) -> list[dict[str, Any]]:
    """The options as JSON-ready data: `command_to_dict` with each class's converter function
    looked up here (one call fewer per option; a view lists every option)."""
    hooks = rules.unstructure_hooks
    out = []
    for command in options:
        hook = hooks.get(type(command))
        out.append(command_to_dict(rules, command) if hook is None else hook(command))
    return out


def redact(rules: Rules, event: Event, seat: int | None) -> Event:
    """The event as ``seat`` may see it."""
    redacted = event.redacted_for(seat)
    if rules.has_redact:
        replacement = rules.pm.hook.bsg_redact_event(event=redacted, seat=seat)
        if replacement is not None:
            redacted = replacement
    return redacted


@attrs.frozen
class Secret:
    """One thing a seat may not know: where it lies in the state (``path``, for messages) and its
    JSON value, which must never appear in that seat's view or redacted events while secret.

    ``shared``: other copies of the value may be public (a skill card's code names every copy of
    that card), so the value is only searched for in events, and only while the seat sees no copy.
    """

    path: str
    value: Any
    shared: bool = False


def secrets_for(rules: Rules, state: State, seat: int | None) -> list[Secret]:
    """Every secret the ruleset (``RulesetSpec.secrets``) and the plugins (``bsg_declare_secrets``,
    about their own state or the ruleset's) declare for ``seat`` in ``state``; plain values are
    wrapped with the path ``"?"``."""
    declared: list[Any] = []
    with using_rules(rules):
        if rules.spec.secrets is not None:
            declared += rules.spec.secrets(state, seat)
        for result in rules.pm.hook.bsg_declare_secrets(state=state, seat=seat):
            declared += result or []
    return [item if isinstance(item, Secret) else Secret("?", item) for item in declared]


def scramble(rules: Rules, state: State, seat: int | None, rng: RandomCursor) -> State | None:
    """The same game with everything ``seat`` may not know re-drawn: the ruleset's part
    (``RulesetSpec.scramble``, which also re-draws the seed), then each plugin's own state that
    declares a ``scramble`` (``RulesRegistry.plugin_state``), in plugin order, from one ``rng``.

    None when neither the ruleset nor any plugin can scramble (the kit then skips its re-deal
    checks). A plugin value without a scramble is kept as it is.
    """
    scramblers = [(n, p.scramble) for n, p in rules.plugin_states.items() if p.scramble]
    if rules.spec.scramble is None and not scramblers:
        return None
    if rules.spec.scramble is not None:
        state = rules.spec.scramble(state, seat, rng)
    with using_rules(rules):
        for name, function in scramblers:  # each sees the re-deals made before its own
            state = state.with_plugin(name, function(state, seat, rng))
    return state
