"""bsgcore.rl: the PettingZoo AEC environment passes PettingZoo's own API test and plays games out."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pettingzoo")
np = pytest.importorskip("numpy")

from pettingzoo.test import api_test  # noqa: E402

from bsgcore.game import Game  # noqa: E402
from bsgcore.rl import BsgAECEnv  # noqa: E402


@pytest.mark.parametrize(("ruleset", "seats"), [("base", 3), ("express", 4)])
def test_pettingzoo_api_test_passes(ruleset: str, seats: int) -> None:
    api_test(BsgAECEnv(ruleset, seats=seats, seed=1), num_cycles=200)


def _random_episode(env: BsgAECEnv, seed: int) -> tuple[list[int], dict[str, float]]:
    """Play masked random actions until every agent is done; the actions and final rewards."""
    env.reset(seed=seed)
    rng = random.Random(seed)
    actions: list[int] = []
    totals = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        action = int(legal[rng.randrange(len(legal))])
        actions.append(action)
        env.step(action)
    return actions, totals


@pytest.mark.parametrize(("ruleset", "seats"), [("base", 3), ("express", 4)])
def test_random_masked_episode_plays_to_the_end_and_replays(ruleset: str, seats: int) -> None:
    env = BsgAECEnv(ruleset, seats=seats)
    actions, totals = _random_episode(env, seed=7)
    game = env.game
    assert game is not None and game.is_over
    outcome = game.outcome
    assert outcome is not None
    expected = {f"seat_{s}": 1.0 if s in outcome.winning_seats else -1.0 for s in range(seats)}
    assert totals == expected
    # The same seed and actions replay the same episode (and match a plain Game).
    again, totals_again = _random_episode(BsgAECEnv(ruleset, seats=seats), seed=7)
    assert (again, totals_again) == (actions, totals)
    plain = Game.new(ruleset, seats=seats, seed=7)
    for action in actions:
        decision = plain.pending
        assert decision is not None
        plain.play(decision.options[action])
    assert plain.events == game.events


def test_mask_matches_the_legal_options_and_the_observation_is_the_view_only() -> None:
    env = BsgAECEnv("base", seats=3, seed=3)
    env.reset()
    game = env.game
    assert game is not None
    decision = game.pending
    assert decision is not None
    for agent in env.agents:
        mask = env.observe(agent)["action_mask"]
        seat = int(agent.split("_")[1])
        legal = len(decision.options) if seat == decision.seat else 0
        assert mask.sum() == legal and mask[:legal].all()
    with pytest.raises(ValueError):
        env.step(len(decision.options))
