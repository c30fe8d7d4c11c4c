"""The secrecy of face-down trauma tokens (X-TRAUMA-30, -31), searched for over seeded Ionian
Nebula games played by the Exodus bot, in every view and every redacted event of every seat:

* no seat receives, in its view or in any redacted event (commands inside them included), the
  id of a token it does not own (its holding, a token it put on an ally or beside its Crossroads
  card) unless the spectator receives it too (a revealed token is public): so never another
  seat's face-down token, nor the one lying on an ally card (X-TRAUMA-31);
* the icons themselves: every token a seat may not know is given the other icon (benevolent and
  antagonistic swapped, on other seats' holdings, the Brig, Sickbay, ally cards, the Crossroads
  tokens not yet revealed and the pool), and its view, labels included, must not change; nor
  the redacted events the same next command gives it (X-TRAUMA-30).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import attrs
import pytest
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from bsg_exodus.nebula.crossroads import state as xs

from bsgcore import Game, engine
from bsgcore.bots import make_bots
from bsgcore.context import using_rules
from bsgcore.messages import Event
from bsgcore.ruleset import Rules
from bsgcore.serialization import dumps, event_to_dict
from bsgcore.state import State
from bsgcore.view import redact, view

OPTIONS = {"ionian_nebula": True}
TOKEN = re.compile(r"\b(?:benevolent|antagonistic|disaster)-\d\d\b")
#: Commands played at most per game (both seeds end before, after the Trial).
LIMIT = 2000
#: Every how many commands the icons are swapped and the views compared.
EVERY = 5


def tokens_in(tree: Any) -> Counter[str]:
    return Counter(TOKEN.findall(json.dumps(tree, default=str)))


def owned(state: State, seat: int) -> set[str]:
    """The tokens `seat` knows as his own: held, put on an ally by him, beside his card."""
    value = ns.nebula(state)
    mine = set(value.held[seat]) if seat < len(value.held) else set()
    seeded = {a for a, s in value.ally_seeders if s == seat}
    mine |= {t for a, t in value.allies if a in seeded and t}
    cross = xs.xr(state)
    if seat < len(cross.tokens) and cross.tokens[seat]:
        mine.add(cross.tokens[seat])
    return mine


def event_json(rules: Rules, event: Event, seat: int | None) -> Any:
    return json.loads(dumps(event_to_dict(rules, redact(rules, event, seat))))


def view_json(rules: Rules, state: State, seat: int | None) -> Any:
    return json.loads(dumps(view(rules, state, seat, labels=True)))


#: The event fields the rules show to everyone: a token revealed at an encounter (X-ALLY-10),
#: a disaster drawn (X-TRAUMA-12, X-NEB-SETUP-5), a Crossroads token revealed (X-XR-25), the
#: holdings revealed at the Trial (X-TRIAL-2..4; the tokens boxed at its step 1 stay unseen).
REVEALS = {
    "exodus.ally_revealed": ("token",),
    "exodus.trauma_drawn": ("revealed",),
    "exodus.trauma_set_up": ("set_aside",),
    "exodus.crossroads_revealed": ("token",),
    "exodus.trial_begun": ("held",),
    "exodus.trial_tokens_boxed": ("tokens",),
}


def revealed(event: Event) -> set[str]:
    """The token ids this event shows to everyone, by the rules."""
    return set(tokens_in([getattr(event, f) for f in REVEALS.get(event.tag, ())]))


def no_foreign_ids(rules: Rules, state: State, events: list[Event]) -> int:
    """X-TRAUMA-31: the token ids a seat (or the spectator) receives in a redacted event are
    its own (just before or just after that event) or shown to everyone by the rules. Returns
    how many ids were received."""
    checked = 0
    for event in events:
        with using_rules(rules):
            after = engine.apply_event(rules, state, event)
        public = revealed(event)
        for seat in (*range(state.seats), None):
            got = tokens_in(event_json(rules, event, seat))
            mine = set() if seat is None else owned(state, seat) | owned(after, seat)
            foreign = set(got) - public - mine
            assert not foreign, (state.seq, seat, event.tag, sorted(foreign))
            checked += sum(got.values())
        state = after
    return checked


def shown_in_views(state: State) -> set[str]:
    """The token ids a view may show to everyone: the Crossroads tokens revealed (X-XR-25)."""
    cross = xs.xr(state)
    return {t for s, t in enumerate(cross.tokens) if t and cross.revealed and cross.revealed[s]}


def flipped(state: State, seat: int | None) -> State:
    """Every token `seat` may not know given the other icon where the hidden tokens allow it:
    benevolent and antagonistic ones swapped pairwise, those off the pool first."""
    value, cross = ns.nebula(state), xs.xr(state)
    seeded = {a for a, s in value.ally_seeders if s == seat}
    # the hidden places, as (kind of place, index, token); the pool last
    places: list[tuple[str, Any, str]] = []
    places += [
        ("held", (s, i), t) for s, h in enumerate(value.held) if s != seat for i, t in enumerate(h)
    ]
    places += [(w, None, value.at(w)) for w in ns.LOCATIONS if value.at(w)]
    places += [("ally", i, t) for i, (a, t) in enumerate(value.allies) if t and a not in seeded]
    places += [
        ("cross", s, t) for s, t in enumerate(cross.tokens) if t and cross.secret_for(seat, s)
    ]
    places += [("pool", i, t) for i, t in enumerate(value.pool)]
    good = [i for i, p in enumerate(places) if tk.kind(p[2]) == tk.BENEVOLENT]
    bad = [i for i, p in enumerate(places) if tk.kind(p[2]) == tk.ANTAGONISTIC]
    new = [p[2] for p in places]
    for i, j in zip(good, bad, strict=False):
        new[i], new[j] = new[j], new[i]
    held = [list(h) for h in value.held]
    brig, sickbay = value.brig, value.sickbay
    allies = list(value.allies)
    tokens = list(cross.tokens)
    pool: list[str] = []
    for (where, at, _), token in zip(places, new, strict=True):
        if where == "held":
            held[at[0]][at[1]] = token
        elif where == ns.BRIG:
            brig = token
        elif where == ns.SICKBAY:
            sickbay = token
        elif where == "ally":
            allies[at] = (allies[at][0], token)
        elif where == "cross":
            tokens[at] = token
        else:
            pool.append(token)
    value = attrs.evolve(
        value,
        held=tuple(tuple(h) for h in held),
        brig=brig,
        sickbay=sickbay,
        allies=tuple(allies),
        pool=tuple(sorted(pool)),
    )
    state = state.with_plugin(ns.PART, value)
    return state.with_plugin(xs.PART, attrs.evolve(cross, tokens=tuple(tokens)))


def same_icons_unseen(rules: Rules, state: State, command: Any) -> int:
    """X-TRAUMA-30: with the icons it may not know swapped, each seat's view is the same, and
    so are its redacted events of the same next command (unless that command showed something
    in public: its view afterwards differs). Returns how many seats were compared."""
    compared = 0
    public = shown_in_views(state)
    for seat in (*range(state.seats), None):  # X-TRAUMA-31 in the views too
        mine = set() if seat is None else owned(state, seat)
        foreign = set(tokens_in(view_json(rules, state, seat))) - public - mine
        assert not foreign, (state.seq, seat, "view", sorted(foreign))
    for seat in (*range(state.seats), None):
        other = flipped(state, seat)
        if other == state:
            continue
        assert view_json(rules, other, seat) == view_json(rules, state, seat), (state.seq, seat)
        compared += 1
        decision, theirs = engine.pending(rules, state), engine.pending(rules, other)
        if decision is None or theirs is None or decision.options != theirs.options:
            continue  # the decider's own tokens are among his options (his to see)
        after, events = engine.execute(rules, state, command)
        other_after, other_events = engine.execute(rules, other, command)
        if view_json(rules, after, seat) != view_json(rules, other_after, seat):
            continue  # the command revealed a token to everyone
        mine = [event_json(rules, e, seat) for e in events]
        assert mine == [event_json(rules, e, seat) for e in other_events], (state.seq, seat)
    return compared


@pytest.mark.rules("X-TRAUMA-30", "X-TRAUMA-31")
@pytest.mark.parametrize(("seats", "seed"), [(4, 6), (5, 2)])  # both reach the Trial
def test_no_seat_learns_another_seats_token_or_an_allys(seats: int, seed: int) -> None:
    """Seeded games of bots: every command's events searched for foreign token ids, and every
    few commands the hidden icons swapped (see the module)."""
    game = Game.new("base", plugins=["exodus"], seats=seats, seed=seed, options=OPTIONS)
    rules, state = game.rules, game.state
    bots = make_bots(rules, "heuristic", seats, seed)
    with using_rules(rules):
        created = engine.apply_event(rules, None, game.events[0])
    ids = no_foreign_ids(rules, created, list(game.events[1:]))  # the set-up
    compared = 0
    for n in range(LIMIT):
        decision = engine.pending(rules, state)
        if decision is None:
            break
        command = bots[decision.seat].choose(view(rules, state, decision.seat), decision.options)
        if n % EVERY == 0 and ns.nebula(state).used:
            compared += same_icons_unseen(rules, state, command)
        after, events = engine.execute(rules, state, command)
        ids += no_foreign_ids(rules, state, list(events))
        state = after
    assert ids > 0 and compared > 0  # own tokens were seen, icons were swapped
    assert xs.xr(state).phase == xs.OVER  # through the Crossroads and the Trial
