"""A PettingZoo AEC environment over any bsgcore ruleset and plugin set (``pip install bsgcore[rl]``).

Agents are the seats, named ``"seat_0"`` ... ``"seat_{n-1}"``; the agent selected to act is the
seat of the pending decision (``game.pending.seat``), the same seat `play_game` asks its bot.

Actions: ``Discrete(max_actions)``. Index ``i`` plays ``game.pending.options[i]`` (the legal
options, which the engine returns sorted, so an index means the same command on a replay).
``action_mask[i]`` is 1 exactly for ``i < min(len(options), max_actions)``; options past the cap
cannot be chosen (raise ``max_actions`` if a ruleset's decisions offer more).

Observations: ``{"observation": float32[obs_size], "action_mask": int8[max_actions]}``, built
from ``game.view(seat)`` only (what the seat may know; never the hidden state):

- ``observation[0:MAX_SEATS]``: one-hot of the observing seat; ``observation[MAX_SEATS]``: 1 when
  the observing seat is the one to decide.
- the rest (``obs_size - MAX_SEATS - 1`` slots): a feature hash of the view's JSON. Each leaf is
  named by its path with list positions dropped (``game.space.cylons.kind``); a number adds its
  value to slot ``crc32(path)``, a string or bool adds 1 to slot ``crc32(path + "=" + value)``
  (slots taken modulo the hash size; ``pending.options`` is left out: the mask carries it).

Rewards come only at the game's end: +1 to each of ``outcome.winning_seats``, -1 to every other
seat. A game still running after ``max_commands`` plays is truncated (reward 0).
``reset(seed=s)`` starts ``Game.new(..., seed=s)`` (else the constructor's seed), so the same
seed and the same actions replay the same episode.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from typing import Any

try:
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ImportError as exc:  # pragma: no cover - only without the extra
    raise ImportError("bsgcore.rl needs the rl extra: pip install 'bsgcore[rl]'") from exc

from bsgcore.game import Game

MAX_SEATS = 8
DEFAULT_MAX_ACTIONS = 256
DEFAULT_OBS_SIZE = 1024
DEFAULT_MAX_COMMANDS = 20_000


def _leaves(value: Any, path: str) -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict):
        for key in sorted(value):
            if path == "pending" and key == "options":
                continue
            yield from _leaves(value[key], f"{path}.{key}" if path else str(key))
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _leaves(item, path)
    else:
        yield path, value


def encode_view(view: dict[str, Any], seat: int, deciding: bool, size: int) -> Any:
    """The documented fixed-size encoding of one seat's view (see the module docstring)."""
    out = np.zeros(size, dtype=np.float32)
    out[seat] = 1.0
    out[MAX_SEATS] = 1.0 if deciding else 0.0
    buckets = size - MAX_SEATS - 1
    base = MAX_SEATS + 1
    for path, value in _leaves(view, ""):
        if value is None:
            continue
        if isinstance(value, bool) or isinstance(value, str):
            key = f"{path}={value}"
            out[base + zlib.crc32(key.encode()) % buckets] += 1.0
        elif isinstance(value, (int, float)):
            out[base + zlib.crc32(path.encode()) % buckets] += float(value)
    return out


class BsgAECEnv(AECEnv):  # type: ignore[misc,unused-ignore]
    """A bsgcore game as a PettingZoo AEC environment (see the module docstring)."""

    metadata = {"name": "bsgcore_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        ruleset: str = "base",
        plugins: list[str] | tuple[str, ...] = (),
        options: dict[str, Any] | None = None,
        seats: int = 3,
        seed: int | None = None,
        *,
        max_actions: int = DEFAULT_MAX_ACTIONS,
        obs_size: int = DEFAULT_OBS_SIZE,
        max_commands: int = DEFAULT_MAX_COMMANDS,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if not 1 <= seats <= MAX_SEATS:
            raise ValueError(f"bsgcore.rl supports 1 to {MAX_SEATS} seats, not {seats}.")
        if obs_size <= MAX_SEATS + 1:
            raise ValueError(f"obs_size must exceed {MAX_SEATS + 1}.")
        self.ruleset = ruleset
        self.plugins = tuple(plugins)
        self.options = dict(options or {})
        self.n_seats = seats
        self.seed = seed
        self.max_actions = max_actions
        self.obs_size = obs_size
        self.max_commands = max_commands
        self.render_mode = render_mode
        self.possible_agents = [f"seat_{i}" for i in range(seats)]
        self._spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(
                        low=-np.inf, high=np.inf, shape=(obs_size,), dtype=np.float32
                    ),
                    "action_mask": spaces.Box(low=0, high=1, shape=(max_actions,), dtype=np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self._action_spaces = {a: spaces.Discrete(max_actions) for a in self.possible_agents}
        self.game: Game | None = None

    def observation_space(self, agent: str) -> Any:
        return self._spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self._action_spaces[agent]

    # -- the episode -----------------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self.seed = seed
        self.game = Game.new(
            self.ruleset, self.plugins, dict(self.options), self.n_seats, self.seed
        )
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._played = 0
        self._sync()

    def _sync(self) -> None:
        """Select the deciding seat, or end the episode when the game is over."""
        game = self.game
        assert game is not None
        if game.is_over:
            outcome = game.outcome
            assert outcome is not None
            winners = set(outcome.winning_seats)
            for i, agent in enumerate(self.agents):
                self.rewards[agent] = 1.0 if i in winners else -1.0
                self.terminations[agent] = True
                self.infos[agent] = {"winner": outcome.winner, "condition": outcome.condition}
            self.agent_selection = self.agents[0]
            return
        if self._played >= self.max_commands:
            for agent in self.agents:
                self.truncations[agent] = True
            self.agent_selection = self.agents[0]
            return
        decision = game.pending
        assert decision is not None
        self.agent_selection = f"seat_{decision.seat}"

    def _seat(self, agent: str) -> int:
        return int(agent.rsplit("_", 1)[1])

    def _mask(self, agent: str) -> Any:
        mask = np.zeros(self.max_actions, dtype=np.int8)
        game = self.game
        assert game is not None
        decision = game.pending
        if decision is not None and decision.seat == self._seat(agent):
            mask[: min(len(decision.options), self.max_actions)] = 1
        return mask

    def observe(self, agent: str) -> dict[str, Any]:
        game = self.game
        assert game is not None
        seat = self._seat(agent)
        decision = game.pending
        deciding = decision is not None and decision.seat == seat
        return {
            "observation": encode_view(game.view(seat), seat, deciding, self.obs_size),
            "action_mask": self._mask(agent),
        }

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        assert game is not None
        decision = game.pending
        assert decision is not None
        if action is None or not 0 <= int(action) < min(len(decision.options), self.max_actions):
            raise ValueError(f"Action {action!r} is masked out for {agent}.")
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        game.play(decision.options[int(action)])
        self._played += 1
        self._sync()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.game is None or self.render_mode != "ansi":
            return None
        labelled = self.game.labelled
        return "game over" if labelled is None else str(labelled.prompt)

    def close(self) -> None:
        self.game = None


def env(**kwargs: Any) -> BsgAECEnv:
    """``BsgAECEnv(**kwargs)`` (PettingZoo's conventional constructor name)."""
    return BsgAECEnv(**kwargs)
