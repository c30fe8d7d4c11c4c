"""Checks and leak probes for the conformance kit: `check_invariants` (B-INV), `scramble` and
`secrets` (B-INFO-1)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.checks.steps import limit as card_limit
from bsgcore.base.cylons.reveal import FinishReveal
from bsgcore.base.cylons.turn import (
    CapricaDone,
    StealCard,
    colonial_one,
    colonial_one_closed,
    cylon_locations,
)
from bsgcore.base.model import BaseGame
from bsgcore.base.quorum.cards import destination_chooser, knows_quorum_bottom, scramble_drawn
from bsgcore.base.registration import noting_state
from bsgcore.base.setup.loyalty import loyalty_cards, loyalty_setup
from bsgcore.base.skills.destiny import known_top_holds
from bsgcore.base.skills.seen import (
    CRISIS,
    DESTINATION,
    DESTINY,
    SKILL,
    SUPER_CRISIS,
    knows_whole,
    lift_seen,
    restore_seen,
    seen_holds,
    seen_of,
)
from bsgcore.base.skills.types import destiny_recipe, type_names
from bsgcore.base.space import activation as act
from bsgcore.base.space.board import check_space, supply_balance
from bsgcore.base.space.models import check_stock
from bsgcore.base.titles.lines import title_lines
from bsgcore.base.turn import frames as tf
from bsgcore.rng import RandomCursor
from bsgcore.state import State
from bsgcore.view import Secret


def check_invariants(state: State) -> None:
    """Raise AssertionError when a base invariant (B-INV-*) is broken."""
    game: BaseGame = state.game
    if not game.players:
        return
    chosen = m.chosen_characters(game)
    assert len(set(chosen)) == len(chosen), "B-INV-1: a character is played twice"
    if not game.set_up and not game.skill_decks:
        return
    assert all(p.character or _left(game, s) for s, p in enumerate(game.players)), (
        "B-INV-1: a seat has no character"
    )
    _check_titles(game)
    _check_cards(game)
    noting_state(lambda noted: _check_board(noted.game))(state)
    _check_cylon_locations(state, game)
    _check_turn(state, game)
    check_space(game, over=state.outcome is not None, options=state.options)


def _left(game: BaseGame, seat: int) -> bool:
    """Whether `seat` left the game by a final execution (``Execute.final``: no new character)."""
    records = [x for x in game.executions if x.seat == seat]
    return bool(records) and records[-1].replacement == "" and records[-1].character != ""


def _check_activations(state: State) -> None:
    """B-INV-43: Cylon ships activate only in the Activate Cylon Ships step (which hands over to
    the activation), within a Cylon attack card, or by an effect that says so (a card's or a
    location's ops, the Cylon Fleet's choice), never straight from another step. A Cylon attack
    card's special rule (Besieged) replaces the card by its activation, on what resolved the card:
    the turn's steps, or Caprica's. A plugin's effect frame that activates ships says so with a
    class attribute ``activates_cylons = True``."""

    activations = (act.ActivateCylons, act.ActivateShips, act.RaiderActivation, act.BasestarsLaunch)
    allowed = (
        tf.ActivationStep,
        tf.JumpStep,  # the Activate Cylon Ships step replaced by its activation
        tf.RunOps,
        act.CylonAttack,
        CapricaDone,  # a Cylon attack card kept at Caprica, its special rule under way
        act.ChooseCylonActivation,
        *activations,
    )
    for below, frame in zip(state.stack, state.stack[1:], strict=False):
        if isinstance(frame, activations):
            effect = getattr(below, "activates_cylons", False)  # a plugin's effect frame
            assert effect or isinstance(below, allowed), f"B-INV-43: {frame.tag} above {below.tag}"


def _check_turn(state: State, game: BaseGame) -> None:
    """B-INV-24: a once-per-game ability used at most once; B-INV-39: the jump track at 5 only
    while the jump it set off is under way; B-INV-38 (R-101): a turn begins (its Receive Skills
    or Movement step is next) with every resource at 1 or more."""

    _check_activations(state)
    used = game.once_per_game_used
    assert len(set(used)) == len(used), "B-INV-24: a once-per-game ability used twice"
    if state.outcome is not None:
        return
    jumping = (tf.Jump, tf.ChooseDestination, tf.FinishJump)
    if game.jump_track >= m.data().components.jump_auto:
        assert any(isinstance(f, jumping) for f in state.stack), "B-INV-39: track at 5, no jump"
    # the turn's own first steps are next: a step an expansion lays out before them may change a
    # resource (an Ionian Nebula disaster executes the player at the start of his turn, X-TRAUMA-13,
    # -18), which is judged only as the turn ends
    top = state.stack[-1] if state.stack else None
    starting = isinstance(top, (tf.ReceiveSkills, tf.MovementStep)) and top.seat == game.current
    if starting and game.set_up:
        for name in ("fuel", "food", "morale", "population"):
            assert getattr(game, name) >= 1, f"B-INV-38: a turn begins with {name} at 0"


def _check_titles(game: BaseGame) -> None:
    n = m.seats(game)
    for line in title_lines().values():
        if not line.in_game(game.titles):
            continue
        holder = game.titles.get(line.name, -1)
        assert 0 <= holder < n, f"B-INV-8: the {line.name} title has no holder"
    assert 0 <= game.nukes <= m.data().components.count("nuke_token"), "B-INV-12"


def _check_cards(game: BaseGame) -> None:
    cards = m.data()
    per_type: Counter[str] = Counter()
    assert list(game.skill_decks) == list(type_names()) == list(game.skill_discards), (
        "B-COMP-3: one deck and one discard pile per skill type"
    )
    piles = [*game.skill_decks.values(), *game.skill_discards.values(), game.destiny]
    piles += [p.hand for p in game.players]
    piles.append(tuple(card for _, card in game.held_discards))
    if game.check is not None:
        piles += [game.check.destiny, *game.check.played]
    for pile in piles:
        per_type.update(m.skill_type(code) for code in pile)
    for kind in type_names():
        want = sum(s.copies for s in cards.skills if s.type == kind)
        assert per_type[kind] == want, f"B-INV-17: {per_type[kind]} {kind} cards, not {want}"
    assert len(game.destiny) <= sum(destiny_recipe(game).values()), "B-INV-18"
    assert known_top_holds(game), "destiny_known: the cards all know are not the Destiny deck's top"
    assert seen_holds(game), "decks_seen: the cards a seat saw are not its deck's bottom"
    quorum = len(game.quorum_deck) + len(game.quorum_discard) + len(game.quorum_hand)
    quorum += len(game.quorum_markers) + len(game.quorum_removed) + int(bool(game.quorum_playing))
    quorum += len(game.quorum_drawn)
    assert quorum == sum(q.copies for q in cards.quorum), "B-INV-19"
    assert all(0 <= s < m.seats(game) for _, s in game.quorum_markers), "B-QUO-5: marker holder"
    loyalty = sum(len(p.loyalty) for p in game.players) + len(game.loyalty_deck)
    recipe = loyalty_setup(game)
    at_setup = set(m.chosen_characters(game)) | {x.character for x in game.executions}
    at_setup -= {x.replacement for x in game.executions}  # chosen after an execution
    extras = sum(n for ch, n in cards.components.extra_not_a_cylon.items() if ch in at_setup)
    want = recipe.cylon + recipe.not_cylon + extras + int(recipe.sympathizer) + game.loyalty_added
    assert loyalty == want, f"B-INV-20: {loyalty} loyalty cards, not {want}"
    replaced = {x.replacement for x in game.executions}
    for seat, player in enumerate(game.players):
        least = loyalty_cards(game, seat, "setup")
        if player.revealed or player.character in replaced:
            least = min(least, 1)
        assert len(player.loyalty) >= least, f"B-INV-21: seat {seat} holds too few loyalty cards"
    aside = Counter(m.crisis_id(c) for c in game.set_aside)
    supers = {c.id for c in cards.super_crisis}
    base_crisis = {c.id for c in cards.crisis}  # a plugin's own Crisis decks are its to check
    in_play = [c for c in game.in_play if m.crisis_id(c) in base_crisis]
    current = bool(game.crisis) and game.crisis not in game.in_play
    piles = [
        game.crisis_deck,
        game.crisis_discard,
        *(p for d in game.crisis_aside.values() for p in d),
    ]
    crisis = sum(1 for pile in piles for c in pile if m.crisis_id(c) in base_crisis)
    crisis += len(in_play) + int(current and m.crisis_id(game.crisis) in base_crisis)
    boxed = sum(n for c, n in aside.items() if c in supers)
    _check_super_crises(game, supers, int(current and game.crisis in supers) + boxed)
    crisis += sum(n for c, n in aside.items() if c in base_crisis)
    assert crisis == sum(x.copies for x in cards.crisis), "crisis deck conservation"
    destinations = len(game.destination_deck) + len(game.destinations)
    destinations += len(game.drawn_destinations)
    known = {d.id for d in cards.destinations}  # a plugin's destinations too (Mining Asteroid)
    destinations += sum(n for c, n in aside.items() if c in known)
    assert destinations == sum(d.copies for d in cards.destinations), "destination conservation"
    _check_tracks(game)


def _check_super_crises(game: BaseGame, supers: set[str], playing: int) -> None:
    """Super crisis conservation; only revealed Cylons hold them (B-REV-4, B-CYL-10)."""
    held = sum(len(p.super_crises) for p in game.players)
    count = len(game.super_crisis_deck) + len(game.super_crisis_discard) + held + playing
    count += sum(1 for c in game.in_play if c in supers)
    assert count == len(supers), f"super crisis conservation: {count}"
    for seat, player in enumerate(game.players):
        assert player.revealed or not player.super_crises, f"seat {seat}: super crisis unrevealed"
        assert set(player.shown) <= set(player.loyalty), f"seat {seat}: shown card not held"


def _check_cylon_locations(state: State, game: BaseGame) -> None:
    """B-INV-4, B-INV-5: revealed Cylons, and only they, are in the Cylon locations (checked
    when no reveal is half-way, nor ended half-way by the game's end: a reveal's own effect may
    destroy Galactica before it moves him); B-INV-8: no revealed Cylon holds a title."""

    if state.outcome is not None or any(isinstance(f, FinishReveal) for f in state.stack):
        return
    places = set(cylon_locations())
    shared = {loc.id for loc in m.data().locations if loc.side == "both"}  # a plugin's, both sides
    for seat, player in enumerate(game.players):
        if not player.character and _left(game, seat):
            continue  # out of the game (``Execute.final``)
        if player.location not in shared:
            cylon = m.is_cylon_player(game, seat)  # an expansion's Infiltrator is aboard (H-ROLE-1)
            assert cylon == (player.location in places), f"B-INV-4: seat {seat}"
        assert not player.revealed or not m.titles_held(game, seat), "B-INV-8"
        closed = colonial_one_closed(game) and colonial_one(player.location)
        assert not closed, f"B-INV-6: seat {seat} on a destroyed Colonial One"


def _check_tracks(game: BaseGame) -> None:
    comp = m.data().components
    for name in ("fuel", "food", "morale", "population"):
        value = getattr(game, name)
        assert 0 <= value <= int(comp.resource_max[name]), f"B-RES-3: {name} at {value}"
    assert 0 <= game.jump_track <= comp.jump_auto, "B-INV-39: jump track out of range"
    assert 0 <= game.extra_crises <= 1, "at most one further crisis owed (Fulfiller of Prophecy)"
    dist = sum(int(m.data().get(d).extra.get("distance", 0)) for d in game.destinations)
    assert game.distance >= dist, "B-INV-41: distance below the destinations travelled"
    assert not game.sleeper_done or game.distance >= 4, "B-INV-23: Sleeper Agent phase too early"
    free = any(p.location != "base.location.brig" and not p.revealed for p in game.players)
    for line in title_lines().values():
        if not line.in_game(game.titles):
            continue
        holder = game.players[game.titles[line.name]]
        in_brig = holder.location == "base.location.brig"
        assert not (line.brig_passes and in_brig and free), f"B-INV-9: {line.name} in the Brig"
    if game.check is not None:
        check = game.check
        # 2 dealt at its start (B-INV-27); once revealed an expansion may add cards face up
        # (`add_destiny_cards`: Exodus's Trust Instincts, X-SCA-6) or take one out (Exodus's
        # Quick Fix), the revealed cards still exactly the check's (below)
        assert len(check.destiny) in (0, 2) or check.revealed, (
            "B-INV-27: a check without 2 destiny cards"
        )
        if check.revealed:
            # None left: Command Authority took them into Adama's hand (B-CHR-ADA-O), the check's
            # result still to be applied.
            added = len(check.destiny) + sum(len(p) for p in check.played)
            taken = added == 0
            assert taken or len(check.revealed) == added, (
                "B-INV-27: the revealed cards are not the check's"
            )
        for seat, cards in enumerate(check.played):
            if check.revealed:
                # the limit holds as cards are added: a result that then sends a contributor
                # to the Brig (Joe's Bar) does not take back the cards he added
                break
            # the limit as the bsg_base_check_card_limit pipeline reads it: base's 1 from the
            # Brig or as a revealed Cylon (B-CHECK-6), an expansion's own (an Infiltrator's 2,
            # P-INF-5)
            allowed = card_limit(game, seat)
            assert len(cards) <= allowed, f"B-INV-26: {len(cards)} cards, at most {allowed}"


def _check_board(game: BaseGame) -> None:
    comp = m.data().components
    # B-INV-28: no more ships out than the box holds, as the bsg_base_cylon_supply pipeline
    # counts it (a plugin's extra pieces, Exodus's 4 raiders with Cylon Fleet)
    for kind in ("basestar", "heavy_raider", "raider"):
        assert supply_balance(game, kind) >= 0, f"B-INV-28: {kind}s"
    assert len(game.centurions) <= comp.count("centurion_token"), "B-INV-28: centurions"
    vipers = game.vipers_reserve + len(game.vipers) + game.vipers_damaged + game.vipers_destroyed
    assert vipers == comp.count("viper") or game.viper_stock, f"B-INV-31: {vipers} vipers"
    check_stock(game)  # with a plugin's models: each model's share adds up (space/models.py)
    assert 0 <= game.raptors <= comp.count("raptor"), "B-INV-32"
    civilians = len(game.civilian_pile) + len(game.civilians)
    assert civilians <= comp.count("civilian_ship"), "B-INV-33"
    assert len(game.cargo) == len(game.civilians), "B-INV-33: cargo per civilian ship"
    pilots = [v.pilot for v in game.vipers if v.pilot >= 0]
    assert len(set(pilots)) == len(pilots), "B-INV-3: a pilot in two vipers"
    for seat in pilots:
        assert game.players[seat].location == m.SPACE, "B-INV-3: a pilot not in space"
    if game.set_up:
        helo = "base.character.karl_helo_agathon"
        for seat, player in enumerate(game.players):
            if not player.character and _left(game, seat):
                continue  # out of the game (``Execute.final``)
            assert player.location, f"B-INV-2: seat {seat} is nowhere"
            stranded = player.location == m.STRANDED
            assert not stranded or player.character == helo, f"B-INV-2: seat {seat} stranded"
            if player.location == m.SPACE:
                assert seat in pilots, f"B-INV-3: seat {seat} in space without a viper"


def _shuffle_within_types(game: BaseGame, seat: int | None, rng: RandomCursor) -> dict[str, Any]:
    """Redistribute hidden skill cards among hidden slots of the same type (types are public)."""
    kinds = list(game.skill_decks)
    decks = [list(d) for d in game.skill_decks.values()]
    destiny = list(game.destiny)
    hands = [list(p.hand) for p in game.players]
    slots: dict[str, list[tuple[str, int, int]]] = {}
    for t, deck in enumerate(decks):
        for i, code in enumerate(deck):
            slots.setdefault(m.skill_type(code), []).append(("deck", t, i))
    for i, code in enumerate(destiny):
        if i < len(game.destiny_known):
            continue  # every seat saw it go on top (skills/destiny.py)
        slots.setdefault(m.skill_type(code), []).append(("destiny", 0, i))
    for s, hand in enumerate(hands):
        if s != seat:
            for i, code in enumerate(hand):
                slots.setdefault(m.skill_type(code), []).append(("hand", s, i))
    check = game.check
    played = [list(p) for p in check.played] if check is not None else []
    if check is not None and not check.result and not check.face_up:
        # Face-down check cards: the destiny pair and what the other seats added.
        n = len(hands)
        hands += [list(check.destiny)] + played
        for i, code in enumerate(check.destiny):
            slots.setdefault(m.skill_type(code), []).append(("hand", n, i))
        for s, cards in enumerate(played):
            if s != seat:
                for i, code in enumerate(cards):
                    slots.setdefault(m.skill_type(code), []).append(("hand", n + 1 + s, i))
    # Discards chosen face down and not yet shown (B-TURN-16): the other seats' cards.
    held_at = len(hands)
    hands.append([card for _, card in game.held_discards])
    for i, (owner, code) in enumerate(game.held_discards):
        if owner != seat:
            slots.setdefault(m.skill_type(code), []).append(("hand", held_at, i))
    for kind in sorted(slots):
        places = slots[kind]
        values = [_read(decks, destiny, hands, p) for p in places]
        for place, value in zip(places, rng.shuffled(values), strict=True):
            _write(decks, destiny, hands, place, value)
    players = tuple(
        attrs.evolve(p, hand=tuple(h)) for p, h in zip(game.players, hands, strict=False)
    )
    out: dict[str, Any] = {
        "skill_decks": {kind: tuple(d) for kind, d in zip(kinds, decks, strict=True)},
        "destiny": tuple(destiny),
        "players": players,
        "held_discards": tuple(
            (owner, card)
            for (owner, _), card in zip(game.held_discards, hands[held_at], strict=True)
        ),
    }
    if check is not None and not check.result and not check.face_up:
        n = len(game.players)
        out["check"] = attrs.evolve(
            check, destiny=tuple(hands[n]), played=tuple(tuple(h) for h in hands[n + 1 : held_at])
        )
    return out


def _read(
    decks: list[list[str]], destiny: list[str], hands: list[list[str]], place: tuple[str, int, int]
) -> str:
    where, a, i = place
    return decks[a][i] if where == "deck" else destiny[i] if where == "destiny" else hands[a][i]


def _write(
    decks: list[list[str]],
    destiny: list[str],
    hands: list[list[str]],
    place: tuple[str, int, int],
    value: str,
) -> None:
    where, a, i = place
    if where == "deck":
        decks[a][i] = value
    elif where == "destiny":
        destiny[i] = value
    else:
        hands[a][i] = value


def _shuffle_loyalty(game: BaseGame, seat: int | None, rng: RandomCursor) -> BaseGame:
    """Redistribute every loyalty card `seat` cannot see among the hidden places."""
    seen = {(t, card) for v, t, card in game.peeks if v == seat}
    places = [
        (s, i)
        for s, p in enumerate(game.players)
        if s != seat
        for i in range(len(p.loyalty))
        if (s, p.loyalty[i]) not in seen and p.loyalty[i] not in p.shown
    ]
    values = [game.players[s].loyalty[i] for s, i in places] + list(game.loyalty_deck)
    pool = list(rng.shuffled(values))
    hands = [list(p.loyalty) for p in game.players]
    for (s, i), card in zip(places, pool, strict=False):
        hands[s][i] = card
    players = tuple(
        attrs.evolve(p, loyalty=tuple(h)) for p, h in zip(game.players, hands, strict=True)
    )
    return attrs.evolve(game, players=players, loyalty_deck=tuple(pool[len(places) :]))


def _shuffle_super_crises(game: BaseGame, seat: int | None, rng: RandomCursor) -> BaseGame:
    """Redistribute the super crisis cards `seat` cannot see (others' hands and the deck)."""
    places = [
        (s, i) for s, p in enumerate(game.players) if s != seat for i in range(len(p.super_crises))
    ]
    values = [game.players[s].super_crises[i] for s, i in places] + list(game.super_crisis_deck)
    pool = list(rng.shuffled(values))
    hands = [list(p.super_crises) for p in game.players]
    for (s, i), card in zip(places, pool, strict=False):
        hands[s][i] = card
    players = tuple(
        attrs.evolve(p, super_crises=tuple(h)) for p, h in zip(game.players, hands, strict=True)
    )
    return attrs.evolve(game, players=players, super_crisis_deck=tuple(pool[len(places) :]))


def scramble(state: State, seat: int | None, rng: RandomCursor) -> State:
    """The same public game with everything `seat` may not know re-drawn at random."""
    game: BaseGame = state.game
    if not game.players or not game.skill_decks:
        return attrs.evolve(state, seed=rng.below(1 << 62))
    game, lifted = lift_seen(game, seat)  # what the seat saw at decks' bottoms stays there
    game = attrs.evolve(game, **_shuffle_within_types(game, seat, rng))
    game = _shuffle_loyalty(game, seat, rng)
    game = scramble_drawn(game, seat, rng)  # Skilled Politician's cards (quorum.py)
    game = _shuffle_super_crises(game, seat, rng)
    quorum = list(game.quorum_deck)
    hand = list(game.quorum_hand)
    if game.president != seat:
        pool = list(rng.shuffled(hand + quorum))
        hand, quorum = pool[: len(hand)], pool[len(hand) :]
    civ = list(rng.shuffled(list(game.cargo) + list(game.civilian_pile)))
    drawn = game.drawn_destinations
    dest = list(drawn) + list(rng.shuffled(game.destination_deck))
    if destination_chooser(game) != seat:
        dest = list(rng.shuffled(dest))
    game = attrs.evolve(
        game,
        quorum_hand=tuple(hand),
        quorum_deck=rng.shuffled(quorum),
        cargo=tuple(civ[: len(game.cargo)]),
        civilian_pile=tuple(civ[len(game.cargo) :]),
        crisis_deck=rng.shuffled(game.crisis_deck),
        super_crisis_deck=rng.shuffled(game.super_crisis_deck),
        destination_deck=tuple(dest[len(drawn) :]),
        drawn_destinations=tuple(dest[: len(drawn)]),
        damage_pile=rng.shuffled(game.damage_pile),
        basestar_damage_pile=rng.shuffled(game.basestar_damage_pile),
        crisis_aside={n: (rng.shuffled(d), out) for n, (d, out) in game.crisis_aside.items()},
    )
    return attrs.evolve(state, seed=rng.below(1 << 62), game=restore_seen(game, lifted))


def secrets(state: State, seat: int | None) -> list[Secret]:
    """What `seat` must never receive (B-INFO-1): deck orders, the Cylon cards it cannot see, the
    cards in other hands, other seats' face-down discards and check contributions, the Quorum and
    destination cards only their holder has seen."""
    game: BaseGame = state.game
    if not game.players:
        return []
    cards = m.data()
    out: list[Secret] = []
    seen = {(t, card) for v, t, card in game.peeks if v == seat}
    # the hand a Cylon at the Human Fleet is looking through to take a card (B-LOC-HFL)
    looked_at = {f.target for f in state.stack if isinstance(f, StealCard) and f.seat == seat}
    for s, player in enumerate(game.players):
        if s == seat:
            continue
        out += [
            Secret(f"players[{s}].loyalty", c)
            for c in player.loyalty
            if cards.get(c).extra.get("team") != "human"
            and not any(card == c for _, card in seen)  # seen, wherever it went
            and c not in player.shown
        ]
        out += [Secret(f"players[{s}].super_crises", c) for c in player.super_crises]
        if s not in looked_at:
            out += [Secret(f"players[{s}].hand", c, shared=True) for c in player.hand]
    out += [Secret("held_discards", c, shared=True) for s, c in game.held_discards if s != seat]
    check = game.check
    if check is not None and not check.face_up:
        for s, played in enumerate(check.played):
            out += [Secret(f"check.played[{s}]", c, shared=True) for c in played if s != seat]
        out += [
            Secret("check.destiny", c, shared=True) for c in check.destiny if not check.revealed
        ]
    out += [
        Secret("loyalty_deck", c)
        for c in game.loyalty_deck
        if cards.get(c).extra.get("team") != "human"
    ]
    if game.president != seat:
        out += [Secret("quorum_hand", c, shared=True) for c in game.quorum_hand]
    if game.quorum_drawn_by != seat:
        out += [Secret("quorum_drawn", c, shared=True) for c in game.quorum_drawn]
    if destination_chooser(game) != seat:
        out += [Secret("drawn_destinations", c, shared=True) for c in game.drawn_destinations]
    whole = {d for d in seen_of(game, seat) if knows_whole(game, seat, d)}  # skills/seen.py
    orders = {
        f"skill_decks[{kind}]": deck
        for kind, deck in game.skill_decks.items()
        if SKILL + kind not in whole
    }
    orders |= {"destiny": game.destiny} if DESTINY not in whole else {}
    orders |= {"crisis_deck": game.crisis_deck} if CRISIS + game.crisis_in_use not in whole else {}
    orders |= {"super_crisis_deck": game.super_crisis_deck} if SUPER_CRISIS not in whole else {}
    orders |= {
        f"crisis_aside[{n}]": deck
        for n, (deck, _) in game.crisis_aside.items()
        if CRISIS + n not in whole
    }
    orders |= {"destination_deck": game.destination_deck} if DESTINATION not in whole else {}
    orders |= {"civilian_pile": game.civilian_pile, "damage_pile": game.damage_pile}
    if game.president != seat and not knows_quorum_bottom(game, seat):
        orders["quorum_deck + quorum_hand"] = game.quorum_deck + game.quorum_hand
    out += [Secret(name, list(order)) for name, order in orders.items() if len(set(order)) >= 3]
    return out


def secret_values(state: State, seat: int | None) -> list[Any]:
    """The values of `secrets` alone (what tests ask about: is this card a secret of `seat`)."""
    return [secret.value for secret in secrets(state, seat)]
