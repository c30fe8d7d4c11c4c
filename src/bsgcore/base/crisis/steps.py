"""Crisis cards (B-CRISIS): drawing, choice and skill-check cards resolved through the effect
interpreter, then the Cylon activation icon (the space module's entry point) and the jump icon.

A crisis card is implemented when every op of its boxes is (`effects.interpreter.supported`), its kind is
resolved here, and every activation icon of its printings is handled by the space module's
``activation.activation_events(state, icon, rng)``. Others are listed by
``bsg cards --missing``; drawing one stops the game on ``base.f.not_implemented`` unless the
incomplete ruleset's option ``omit_missing_cards`` kept it out of the deck.
"""

from __future__ import annotations

from typing import Any

from bsgcore.base import model as m
from bsgcore.base.catalogue.cards import CrisisCard
from bsgcore.base.characters import check_abilities as ca
from bsgcore.base.checks import steps as chk
from bsgcore.base.effects.interpreter import box_supported, condition
from bsgcore.base.jump.steps import auto_jump, destination_supported
from bsgcore.base.model import BaseGame, Check
from bsgcore.base.modifiers import modifiers
from bsgcore.base.quorum.cards import OncePerGameUsed
from bsgcore.base.setup import frames as f
from bsgcore.base.space import activation
from bsgcore.base.space import board as sp
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import Events, g
from bsgcore.messages import Command, Decision
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

KINDS = ("skill_check", "choice")


def icon_supported(icon: str) -> bool:
    """Whether a Cylon activation icon can be carried out now."""
    if icon == "none":
        return True
    return icon in sp.ACTIVATION_ICONS


def text_supported(card: CrisisCard) -> bool:
    """Whether the card's own text is carried out: a Cylon attack by the space module, the
    others here (every box)."""
    if card.kind == "cylon_attack":
        return activation.cylon_attack_supported(card.id)
    boxes = (card.option_a, card.option_b, card.passed, card.partial, card.failed)
    return card.kind in KINDS and all(box_supported(b) for b in boxes)


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
    check = chk.prepare(game, card_check(card, seat))
    return [*chk.start(check), *ca.check_events(game, check)]


def step_resolve(state: State, frame: tf.ResolveCrisis, rng: RandomCursor) -> Events:
    """A skill check card runs its check; a choice card asks its chooser (B-CRISIS-1)."""
    game = g(state)
    card = m.data().get(m.crisis_id(game.crisis))
    if card.kind == "skill_check":
        return [pop(), *start_check(game, card, frame.seat)]
    if card.kind == "cylon_attack":
        return [pop(), *activation.cylon_attack_events(state, game.crisis, rng)]
    chooser = chooser_of(game, card)
    return [replace(tf.ChooseCrisisOption(chooser))]


def chooser_of(game: BaseGame, card: CrisisCard) -> int:
    """Who decides a choice card (B-CRISIS-3)."""
    return game.titles.get(card.chooser, game.current)


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
    return moral_compass(game, cmd.seat, cmd.option) or resolve_option(game, cmd.option)


def resolve_option(game: BaseGame, option: str) -> Events:
    """Resolve an option of the crisis card in place of the top frame: its skill check or its
    effects."""
    card = m.data().get(m.crisis_id(game.crisis))
    box = card.option_a if option == "a" else card.option_b
    assert box is not None
    if box.skill_check:
        return [pop(), *start_check(game, card, game.current)]
    return [replace(tf.RunOps(card.id, f"option_{option}", game.current))]


def switch_to(option: str) -> str:
    """The other option of a choice card."""
    return "b" if option == "a" else "a"


def moral_compass(game: BaseGame, chooser: int, option: str) -> Events:
    """After a choice on a Crisis card, Helo may switch it to the other option, when that option
    may be taken (B-CHR-HEL-O, R-122). Not asked when Helo chose himself."""

    helo = ca.holder(game, ca.MORAL_COMPASS)
    if helo < 0 or helo == chooser:
        return []
    card = m.data().get(m.crisis_id(game.crisis))
    if switch_to(option) not in options_of(game, card, chooser):
        return []
    return [replace(ca.AbilityWindow(helo, ca.MORAL_COMPASS, option))]


# -- the windows --------------------------------------------------------------------------------


def compass(game: BaseGame, frame: ca.AbilityWindow, cmd: ca.UseAbility) -> Events:
    """Resolve the chosen option, or the other one when Helo switches it."""

    if not cmd.choice:
        return resolve_option(game, frame.detail)
    other = switch_to(frame.detail)
    return [
        OncePerGameUsed(cmd.seat, ca.MORAL_COMPASS),
        ca.CrisisChoiceChanged(cmd.seat, frame.detail, other),
        *resolve_option(game, other),
    ]


ca.register_resolver(ca.MORAL_COMPASS, compass)


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
    if not all(icon_supported(i) for i in icons):
        what = f"Cylon activation {icons} of {m.crisis_id(game.crisis)} (the space module)"
        return [replace(f.NotImplementedYet(frame.seat, what))]
    events: Events = [pop()]
    for icon in icons:
        events += activation.activation_events(state, icon, rng)
    return events


def step_prepare_jump(state: State, frame: tf.JumpStep, rng: RandomCursor) -> Events:
    """The jump icon moves the track up 1; at 5 the fleet jumps at once (B-TURN-10, B-JUMP-4).
    The crisis card is then finished."""

    game = g(state)
    if not game.crisis:
        return [pop()]
    events: Events = [te.CrisisDone(game.crisis), pop()]
    if game.extra_crises:  # Fulfiller of Prophecy: one more crisis, after this card's icons
        events += [te.ExtraCrisisOwed(-1), *push_crisis_frames(frame.seat)]
    return [*events, *jump_icon_events(game)]


def jump_icon_events(game: BaseGame) -> Events:
    """The jump preparation of the crisis card in play: with the jump icon the track moves up 1,
    and at its top the fleet jumps at once (B-TURN-10, B-JUMP-4); nothing without it. Public, so
    an expansion can prepare the jump where base does not (Exodus's Caprica, X-CYL-2)."""
    if not game.crisis or not printing(game.crisis).jump_icon:
        return []
    moved = te.CounterChanged("jump_track", 1)
    return [moved, *auto_jump(moved.apply(game))]


def set_aside_events(game: BaseGame, options: dict[str, Any]) -> Events:
    """The cards kept out of their decks for the game, as the ``bsg_base_set_aside`` pipeline
    leaves them: base's own, with ``omit_missing_cards``, the crisis and destination cards whose
    effect is missing (an explicit option of the incomplete ruleset only)."""
    codes: set[str] = set()
    if options.get("omit_missing_cards"):
        codes = {c for c in game.crisis_deck if not code_playable(c)}
        codes |= {d for d in game.destination_deck if not destination_supported(d)}
    cards = tuple(sorted(codes))
    for modify in modifiers().set_aside:
        cards = tuple(modify(game, options, cards))
    return [te.CardsSetAside(tuple(sorted(set(cards))))] if cards else []


def push_crisis_frames(seat: int) -> Events:
    """The crisis, activation and jump steps of a turn."""
    return [push(tf.JumpStep(seat), tf.ActivationStep(seat), tf.CrisisStep(seat))]
