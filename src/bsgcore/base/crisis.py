"""Crisis cards (B-CRISIS): drawing, choice and skill-check cards resolved through the effect
interpreter, then the Cylon activation icon (the space module's entry point) and the jump icon.

A crisis card is implemented when every op of its boxes is (crisis_ops.SUPPORTED), its kind is
resolved here, and every activation icon of its printings is handled by the space module's
``activation_events(state, icon, rng)`` (see `activation_handler`). Others are listed by
``bsg cards --missing``; drawing one stops the game on ``base.f.not_implemented`` unless the
incomplete ruleset's option ``omit_missing_cards`` kept it out of the deck.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from bsgcore.base import check as chk
from bsgcore.base import check_abilities as ca
from bsgcore.base import frames as f
from bsgcore.base import model as m
from bsgcore.base import turn_commands as tc
from bsgcore.base import turn_events as te
from bsgcore.base import turn_frames as tf
from bsgcore.base.cards import CrisisCard
from bsgcore.base.crisis_ops import box_supported, condition
from bsgcore.base.model import BaseGame, Check
from bsgcore.base.turn_helpers import BRIG, Events, g, pop, push, replace
from bsgcore.messages import Command, Decision
from bsgcore.rng import RandomCursor
from bsgcore.state import State

Activation = Callable[[State, str, RandomCursor], Events]
KINDS = ("skill_check", "choice")


def activation_handler() -> Activation | None:
    """The space module's ``activation_events(state, icon, rng)``, when it provides one."""
    try:
        space = importlib.import_module("bsgcore.base.space")
    except ImportError:
        return None
    handler: Activation | None = getattr(space, "activation_events", None)
    return handler


def icon_supported(icon: str) -> bool:
    """Whether a Cylon activation icon can be carried out now."""
    if icon == "none":
        return True
    handler = activation_handler()
    if handler is None:
        return False
    space = importlib.import_module("bsgcore.base.space")
    icons = getattr(space, "ACTIVATION_ICONS", None)
    return icons is None or icon in icons


def text_supported(card: CrisisCard) -> bool:
    """Whether the card's own text is carried out: a Cylon attack by the space module, the
    others here (every box)."""
    if card.kind == "cylon_attack":
        return bool(space_entry("cylon_attack_supported", lambda _: False)(card.id))
    boxes = (card.option_a, card.option_b, card.passed, card.partial, card.failed)
    return card.kind in KINDS and all(box_supported(b) for b in boxes)


def space_entry(name: str, default: Any) -> Any:
    """An entry point of the space module, or `default` when it has none."""
    try:
        space = importlib.import_module("bsgcore.base.space")
    except ImportError:
        return default
    return getattr(space, name, default)


def printing(code: str) -> Any:
    """The printing (icons) of a crisis deck code."""
    card = m.data().get(m.crisis_id(code))
    index = int(code.split("#", 1)[1]) if "#" in code else 0
    return card.printings[index]


def code_playable(code: str) -> bool:
    """Whether this physical crisis card can be resolved to the end."""
    card = m.data().get(m.crisis_id(code))
    return text_supported(card) and all(icon_supported(i) for i in printing(code).cylon_activation)


def implemented_crises() -> list[str]:
    """The choice and skill-check crisis ids whose every printing is playable (the space module
    registers the Cylon attacks it carries out)."""
    out = []
    for card in m.data().crisis:
        if card.kind not in KINDS:
            continue
        codes = (
            [card.id]
            if len(card.printings) == 1
            else [f"{card.id}#{i}" for i in range(len(card.printings))]
        )
        if all(code_playable(c) for c in codes):
            out.append(card.id)
    return out


# -- the crisis step ----------------------------------------------------------------------------


def step_crisis(state: State, frame: tf.CrisisStep, rng: RandomCursor) -> Events:
    """Draw the top Crisis card; none from the Brig or for a revealed Cylon (B-TURN-8). The draw
    and what follows the reveal are in action_abilities (B-CHR-ROS-A, B-CHR-STA-O)."""
    game = g(state)
    player = game.players[frame.seat]
    if player.revealed or player.location == BRIG:
        return [
            te.NoCrisis(frame.seat, "in the Brig" if not player.revealed else "revealed"),
            pop(),
        ]
    from bsgcore.base.action_abilities import draw_crisis

    # the draw (Religious Visions), then Secret Destiny and Delusional Intuition
    return draw_crisis(game, frame.seat, rng)


def card_check(card: CrisisCard, seat: int) -> Check:
    """The skill check printed on a crisis card."""
    partial = card.partial.threshold if card.partial is not None else 0
    return Check(
        source=card.id,
        difficulty=card.difficulty,
        skills=tuple(card.skills),
        seat=seat,
        partial=partial,
        on_pass="passed" if card.passed and card.passed.effects else "",
        on_partial="partial" if card.partial and card.partial.effects else "",
        on_fail="failed" if card.failed and card.failed.effects else "",
    )


def start_check(game: BaseGame, card: CrisisCard, seat: int) -> Events:
    """Start the card's check, with the abilities' windows before cards are added (B-CHECK-4)."""
    check = card_check(card, seat)
    return [*chk.start(check), *ca.check_events(game, check)]


def step_resolve(state: State, frame: tf.ResolveCrisis, rng: RandomCursor) -> Events:
    """A skill check card runs its check; a choice card asks its chooser (B-CRISIS-1)."""
    game = g(state)
    card = m.data().get(m.crisis_id(game.crisis))
    if card.kind == "skill_check":
        return [pop(), *start_check(game, card, frame.seat)]
    if card.kind == "cylon_attack":
        return [pop(), *space_entry("cylon_attack_events", None)(state, game.crisis, rng)]
    chooser = chooser_of(game, card)
    return [replace(tf.ChooseCrisisOption(chooser))]


def chooser_of(game: BaseGame, card: CrisisCard) -> int:
    """Who decides a choice card (B-CRISIS-3)."""
    return {"president": game.president, "admiral": game.admiral}.get(card.chooser, game.current)


def options_of(game: BaseGame, card: CrisisCard, seat: int) -> list[str]:
    """The options the chooser may take (an option's requirement must hold)."""
    out = []
    for name, box in (("a", card.option_a), ("b", card.option_b)):
        if box is not None and (not box.requires or condition(game, box.requires, seat)):
            out.append(name)
    return out


def decide_option(state: State, frame: tf.ChooseCrisisOption) -> Decision:
    """Option a or b of the crisis card."""
    game = g(state)
    card = m.data().get(m.crisis_id(game.crisis))
    options: list[Command] = [
        tc.ChooseOption(frame.seat, o) for o in options_of(game, card, frame.seat)
    ]
    return Decision.make(frame.seat, "crisis_option", f"{card.name}: choose an option", options)


def handle_option(state: State, cmd: tc.ChooseOption, rng: RandomCursor) -> Events:
    """Resolve the chosen option, unless Helo may first switch it (B-CHR-HEL-O)."""
    game = g(state)
    return ca.moral_compass(game, cmd.seat, cmd.option) or resolve_option(game, cmd.option)


def resolve_option(game: BaseGame, option: str) -> Events:
    """Resolve an option of the crisis card in place of the top frame: its skill check or its
    effects."""
    card = m.data().get(m.crisis_id(game.crisis))
    box = card.option_a if option == "a" else card.option_b
    assert box is not None
    if box.skill_check:
        return [pop(), *start_check(game, card, game.current)]
    return [replace(tf.RunOps(card.id, f"option_{option}", game.current))]


# -- activation and jump icons ------------------------------------------------------------------


def step_activation(state: State, frame: tf.ActivationStep, rng: RandomCursor) -> Events:
    """The card's Cylon activation icon, by the space module (B-TURN-9, B-CRISIS-2); a Cylon
    attack card activated its ships already (B-CRISIS-4)."""
    game = g(state)
    if not game.crisis:
        return [pop()]
    icons = [i for i in printing(game.crisis).cylon_activation if i != "none"]
    if not icons or m.data().get(m.crisis_id(game.crisis)).kind == "cylon_attack":
        return [pop()]
    handler = activation_handler()
    if handler is None or not all(icon_supported(i) for i in icons):
        what = f"Cylon activation {icons} of {m.crisis_id(game.crisis)} (the space module)"
        return [replace(f.NotImplementedYet(frame.seat, what))]
    events: Events = [pop()]
    for icon in icons:
        events += handler(state, icon, rng)
    return events


def step_prepare_jump(state: State, frame: tf.JumpStep, rng: RandomCursor) -> Events:
    """The jump icon moves the track up 1; at 5 the fleet jumps at once (B-TURN-10, B-JUMP-4).
    The crisis card is then finished."""
    from bsgcore.base.jump import auto_jump

    game = g(state)
    if not game.crisis:
        return [pop()]
    events: Events = [te.CrisisDone(game.crisis), pop()]
    if game.extra_crises:  # Fulfiller of Prophecy: one more crisis, after this card's icons
        events += [te.ExtraCrisisOwed(-1), *push_crisis_frames(frame.seat)]
    if printing(game.crisis).jump_icon:
        moved = te.CounterChanged("jump_track", 1)
        events += [moved, *auto_jump(moved.apply(game))]
    return events


def set_aside_events(game: BaseGame, options: dict[str, Any]) -> Events:
    """With ``omit_missing_cards``, keep the crisis and destination cards whose effect is
    missing out of their decks (an explicit option of the incomplete ruleset only)."""
    if not options.get("omit_missing_cards"):
        return []
    codes = {c for c in game.crisis_deck if not code_playable(c)}
    from bsgcore.base.jump import destination_supported

    codes |= {d for d in game.destination_deck if not destination_supported(d)}
    return [te.CardsSetAside(tuple(sorted(codes)))] if codes else []


def push_crisis_frames(seat: int) -> Events:
    """The crisis, activation and jump steps of a turn."""
    return [push(tf.JumpStep(seat), tf.ActivationStep(seat), tf.CrisisStep(seat))]
