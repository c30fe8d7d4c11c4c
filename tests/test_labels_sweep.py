"""Every option of every decision has a label and every decision a prompt naming its subject,
over thousands of random decisions of base, Express and the fan plugins (issue 12, item 1); and
a whole base game can be played choosing options only by their labels."""

from __future__ import annotations

import random
import re

import attrs
import pytest

from bsgcore import Game
from bsgcore.labels import LabelledDecision, decision_kinds

#: (ruleset, plugins, seats): every ruleset with every enabled expansion and fan plugin.
SETUPS = [
    ("base", (), 3),
    ("base", (), 5),
    ("base", (), 6),
    ("base", ("fan_base",), 4),
    ("base", ("pegasus",), 4),
    ("base", ("pegasus",), 7),
    ("express", (), 4),
    ("express", ("fan_cards",), 5),
]
#: A catalogue id or card code left raw in a text for people.
RAW_ID = re.compile(r"\b(base|express)\.[a-z_]+\.[a-z0-9_]+")


def problems(named: LabelledDecision, kinds: tuple[str, ...]) -> list[str]:
    """What is wrong with one labelled decision (empty when it explains itself)."""
    out = []
    if named.unlabelled:
        tags = sorted({named.options[i].tag for i in named.unlabelled})
        out.append(f"options without a label: {tags}")
    if len(set(named.labels)) != len(named.labels):
        out.append(f"duplicate labels: {sorted(named.labels)}")
    if not named.subject:
        out.append("a prompt without its subject")
    elif named.subject not in named.prompt:
        out.append(f"the prompt {named.prompt!r} does not name its subject {named.subject!r}")
    if named.kind not in kinds:
        out.append(f"decision kind {named.kind!r} is not declared by any prompter")
    for text in (named.prompt, *named.labels):
        if not text.strip() or RAW_ID.search(text):
            out.append(f"{text!r} is empty or shows a raw id")
    return out


def sweep(ruleset: str, plugins: tuple[str, ...], seats: int, games: int, cap: int) -> int:
    """Play random games, checking every decision; the number of decisions checked."""
    checked = 0
    for seed in range(games):
        game = Game.new(ruleset, list(plugins), seats=seats, seed=seed)
        kinds = decision_kinds(game.rules)
        rng = random.Random(seed)
        for _ in range(cap):
            if game.is_over:
                break
            named = game.labelled
            assert named is not None
            found = problems(named, kinds)
            assert not found, f"{ruleset}{plugins} seed {seed}, seq {game.state.seq}: {found}"
            checked += 1
            game.play(rng.choice(named.options))
    return checked


@pytest.mark.parametrize(("ruleset", "plugins", "seats"), SETUPS)
def test_every_random_decision_is_labelled_and_prompted(
    ruleset: str, plugins: tuple[str, ...], seats: int
) -> None:
    assert sweep(ruleset, plugins, seats, games=8, cap=600) >= 500


@pytest.mark.slow
@pytest.mark.parametrize(("ruleset", "plugins", "seats"), SETUPS)
def test_every_decision_of_many_random_games_is_labelled(
    ruleset: str, plugins: tuple[str, ...], seats: int
) -> None:
    assert sweep(ruleset, plugins, seats, games=40, cap=3000) >= 3000


def test_a_whole_base_game_is_played_choosing_only_by_labels() -> None:
    """The player sees the labels and answers with one: never a tag, an index or a command."""
    game = Game.new("base", seats=5, seed=11)
    rng = random.Random(11)
    chosen = 0
    while not game.is_over:
        named = game.labelled
        assert named is not None
        label = rng.choice(named.labels)
        game.play(named.option(label))
        chosen += 1
    assert game.outcome is not None and chosen > 100


def test_labels_are_computed_only_on_request(monkeypatch: pytest.MonkeyPatch) -> None:
    """Playing a game with bots never calls a labeller or prompter (playouts pay nothing)."""
    from bsgcore.bots import make_bots, play_game

    game = Game.new("base", seats=4, seed=2)
    registry = game.rules.registry

    def refuse(*args: object) -> str:
        raise AssertionError("a label was computed while playing")

    labellers, prompters = dict(registry.labellers), dict(registry.prompters)
    monkeypatch.setattr(registry, "labellers", dict.fromkeys(labellers, refuse))
    monkeypatch.setattr(
        registry, "prompters", {k: attrs.evolve(p, prompter=refuse) for k, p in prompters.items()}
    )
    play_game(game, make_bots(game.rules, "random", game.seats, seed=2))
    assert game.is_over
    with pytest.raises(AssertionError, match="a label was computed"):
        game.undo()
        _ = game.labelled
