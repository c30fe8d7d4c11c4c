"""What ONE seat knows of a hidden deck (`BaseGame.decks_seen`): the bottom cards it looked at,
kept true by every change of the deck.

`destiny_known` (destiny.py) is what every seat knows of the Destiny deck's top; this is its
one-seat counterpart for the bottom of any hidden deck (a skill deck, the Destiny deck, a Crisis
deck in use or set aside, the Super Crisis, Quorum and Destination decks). An entry
``(seat, deck, cards)`` says `seat` saw `cards` (top first) lie at the very bottom of `deck`;
only that seat's view shows it, and the kit's re-deal leaves them in place for that seat.

It stays true on its own while the deck is only drawn from the top or added to on top: after
every base event (`BaseEvent.applier`) `keep_seen` drops an entry whose cards no longer end the
deck (a card put under them, the deck run out), and narrows one whose deck was drawn into them.
A new secret order cannot be told from the cards alone (a shuffle may leave the bottom card in
place), so whatever shuffles a deck also calls `forget_deck` (`new_destiny` does for the Destiny
deck). `seen_holds` is the invariant.
"""

from __future__ import annotations

from bsgcore.base.model import BaseGame
from bsgcore.frozen import evolve

SKILL, CRISIS = "skill:", "crisis:"
DESTINY, SUPER_CRISIS, QUORUM, DESTINATION = "destiny", "super_crisis", "quorum", "destination"
_FIELDS = {
    DESTINY: "destiny",
    SUPER_CRISIS: "super_crisis_deck",
    QUORUM: "quorum_deck",
    DESTINATION: "destination_deck",
}
Entry = tuple[int, str, tuple[str, ...]]


def hidden_decks(game: BaseGame) -> tuple[str, ...]:
    """The names of the decks a seat may look into, in a fixed order: ``skill:<type>`` for each
    skill deck, the Destiny deck, ``crisis:<name>`` for each Crisis deck (in use first), then the
    Super Crisis, Quorum and Destination decks. (Loyalty is not one: its cards are dealt.)"""
    crises = (game.crisis_in_use, *sorted(n for n in game.crisis_aside if n != game.crisis_in_use))
    return (
        *(SKILL + kind for kind in game.skill_decks),
        DESTINY,
        *(CRISIS + name for name in crises),
        SUPER_CRISIS,
        QUORUM,
        DESTINATION,
    )


def deck_cards(game: BaseGame, deck: str) -> tuple[str, ...]:
    """The cards of the deck named `deck` (see `hidden_decks`), top first."""
    if deck.startswith(SKILL):
        return game.skill_decks.get(deck[len(SKILL) :], ())
    if deck.startswith(CRISIS):
        name = deck[len(CRISIS) :]
        if name == game.crisis_in_use:
            return game.crisis_deck
        return game.crisis_aside.get(name, ((), ()))[0]
    if deck in _FIELDS:
        cards: tuple[str, ...] = getattr(game, _FIELDS[deck])
        return cards
    raise ValueError(f"{deck!r} is not the name of a hidden deck")


def with_deck(game: BaseGame, deck: str, cards: tuple[str, ...]) -> BaseGame:
    """The game with the deck named `deck` holding `cards` (top first); nothing else changes."""
    if deck.startswith(SKILL):
        return evolve(game, skill_decks={**game.skill_decks, deck[len(SKILL) :]: cards})
    if deck.startswith(CRISIS):
        name = deck[len(CRISIS) :]
        if name == game.crisis_in_use:
            return evolve(game, crisis_deck=cards)
        _, discard = game.crisis_aside.get(name, ((), ()))
        return evolve(game, crisis_aside={**game.crisis_aside, name: (cards, discard)})
    deck_cards(game, deck)  # refuses an unknown name
    return evolve(game, **{_FIELDS[deck]: cards})


def see_bottom(game: BaseGame, seat: int, deck: str, count: int = 1) -> BaseGame:
    """`seat` looks at the bottom `count` cards of `deck` (the whole deck when `count` is its
    size): it knows them while they stay there. What it knew further up stays known."""
    cards = deck_cards(game, deck)
    if count < 0 or count > len(cards):
        raise ValueError(f"{count} is not a number of cards of {deck} (it holds {len(cards)})")
    old = seen_of(game, seat).get(deck)
    kept = _still(game, (seat, deck, old)) if old is not None else None
    run = cards[len(cards) - max(count, len(kept[2]) if kept else 0) :]
    rest = tuple(e for e in game.decks_seen if (e[0], e[1]) != (seat, deck))
    return evolve(game, decks_seen=(*rest, (seat, deck, run)) if run else rest)


def forget_deck(game: BaseGame, deck: str) -> BaseGame:
    """The deck is in a new secret order (a shuffle, a deck formed again): nobody knows any of
    its bottom cards."""
    if not any(d == deck for _, d, _ in game.decks_seen):
        return game
    return evolve(game, decks_seen=tuple(e for e in game.decks_seen if e[1] != deck))


def _still(game: BaseGame, entry: Entry) -> Entry | None:
    """The entry after a change of its deck: kept while its cards end the deck, narrowed to
    the deck when the deck was drawn down into them, else gone."""
    seat, deck, run = entry
    try:
        cards = deck_cards(game, deck)
    except ValueError:
        return None
    if len(cards) >= len(run):
        return entry if cards[len(cards) - len(run) :] == run else None
    if cards and run[len(run) - len(cards) :] == cards:
        return (seat, deck, cards)
    return None


def keep_seen(game: BaseGame) -> BaseGame:
    """What each seat knows, kept true after a change of the decks (run after every base
    event; nothing to do, and no cost beyond one test, while nobody knows anything)."""
    if not game.decks_seen:
        return game
    kept = tuple(e for e in map(lambda entry: _still(game, entry), game.decks_seen) if e)
    return game if kept == game.decks_seen else evolve(game, decks_seen=kept)


def seen_of(game: BaseGame, seat: int | None) -> dict[str, tuple[str, ...]]:
    """The bottom cards `seat` knows of each deck, top first (nothing for a spectator)."""
    return {deck: run for s, deck, run in game.decks_seen if s == seat}


def knows_whole(game: BaseGame, seat: int | None, deck: str) -> bool:
    """Whether `seat` knows every card of `deck` in order (so its order is no secret to it)."""
    run = seen_of(game, seat).get(deck)
    return run is not None and len(run) == len(deck_cards(game, deck))


def seen_holds(game: BaseGame) -> bool:
    """Whether every seat's known cards are the bottom of their deck (the invariant)."""
    return all(_still(game, e) == e for e in game.decks_seen)


def lift_seen(game: BaseGame, seat: int | None) -> tuple[BaseGame, dict[str, tuple[str, ...]]]:
    """The game with the cards `seat` knows taken off the bottom of their decks, and those
    cards (for `restore_seen`): what the kit's re-deal must leave where they are."""
    mine = seen_of(game, seat).items()
    runs = {deck: run for deck, run in mine if _still(game, (-1, deck, run)) == (-1, deck, run)}
    for deck, run in runs.items():
        cards = deck_cards(game, deck)
        game = with_deck(game, deck, cards[: len(cards) - len(run)])
    return game, runs


def restore_seen(game: BaseGame, runs: dict[str, tuple[str, ...]]) -> BaseGame:
    """The lifted cards back at the bottom of their decks."""
    for deck, run in runs.items():
        game = with_deck(game, deck, deck_cards(game, deck) + run)
    return game
