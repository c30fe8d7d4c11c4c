"""A search bot for any ruleset: single-observer information-set Monte Carlo tree search
(SO-ISMCTS, Cowling, Powley and Whitehouse 2012) over determinizations.

The bot never reads the hidden state. Each iteration asks its `Sampler` for one determinization:
the game as the seat knows it, with everything the seat may not know re-drawn at random by the
ruleset's own scramble (``RulesetSpec.scramble`` and every plugin state's ``scramble``, the same
re-deal the conformance kit's leak checks use), the seed included, so future dice and draws are
guessed too. From there it walks one tree shared by all determinizations, whose nodes are the
sequences of commands played since the decision (each seat's moves as that seat sees them), picks
each move by UCB1 with availability counts among the options legal in this determinization,
adds one new node, plays the rest of the game with a rollout bot, and credits each move with a
win for the seat that played it when that seat is among the outcome's winning seats.

Seeded and driven by an iteration budget, so a game with search bots replays from its seed; an
optional time budget caps each decision's CPU seconds instead (no longer reproducible).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from typing import Any, Protocol

from bsgcore.bots.base import Bot, RandomBot
from bsgcore.context import using_rules
from bsgcore.engine import execute, pending
from bsgcore.errors import ConfigurationError
from bsgcore.messages import Command, Decision
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Rules
from bsgcore.state import State
from bsgcore.view import scramble, view

#: Iterations a decision by default: a base game stays within 2 s a decision on one core.
DEFAULT_ITERATIONS = 16
#: UCB1's exploration constant (rewards are 0 or 1).
EXPLORATION = 0.7
#: Commands a rollout plays at most before it is scored as half a win for everyone.
MAX_ROLLOUT = 5000


class Sampler:
    """Determinizations of one seat's information set: the only way a search bot sees hidden
    state (`play_game` hands one to a bot whose ``samples_hidden`` is true)."""

    __slots__ = ("rules", "seat", "_state")

    def __init__(self, rules: Rules, state: State, seat: int) -> None:
        self.rules = rules
        self.seat = seat
        self._state = state

    def sample(self, rng: random.Random) -> State:
        """A state the seat cannot tell from the real one: its view is the same, everything it
        may not know (hands, decks, loyalties, the seed) re-drawn from ``rng``."""
        cursor = RandomCursor.at(rng.getrandbits(62), 0)
        with using_rules(self.rules):
            drawn = scramble(self.rules, self._state, self.seat, cursor)
        if drawn is None:
            raise ConfigurationError(
                f"The {self.rules.ruleset} ruleset declares no scramble, so the search bot cannot "
                "sample what a seat does not know (RulesetSpec.scramble).",
                code="no_sampler",
            )
        return drawn


class SamplingBot(Protocol):
    """A bot that guesses hidden state through a `Sampler` (``samples_hidden = True``)."""

    samples_hidden: bool

    def choose_sampled(
        self, sampler: Sampler, view: dict[str, Any], options: tuple[Command, ...]
    ) -> Command:
        """One of ``options``, from the view, the options and the sampler's determinizations."""
        ...


class _Node:
    """A node of the search tree: the commands played since the root, as statistics."""

    __slots__ = ("children", "visits", "wins", "available")

    def __init__(self) -> None:
        self.children: dict[Command, _Node] = {}
        self.visits = 0
        self.wins = 0.0
        self.available = 0


class SearchBot:
    """SO-ISMCTS over the ruleset's determinizations; rollouts by the ruleset's ``rollout`` bot
    (the shared ``heuristic`` bot when the ruleset has one, else random choices)."""

    name = "search"
    #: `play_game` hands this bot a `Sampler` with each decision (`choose_sampled`).
    samples_hidden = True

    def __init__(
        self,
        seed: int,
        iterations: int = DEFAULT_ITERATIONS,
        seconds: float | None = None,
        rollout: str = "heuristic",
        exploration: float = EXPLORATION,
    ) -> None:
        if iterations < 1:
            raise ConfigurationError("A search bot needs at least 1 iteration a decision.")
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        self.rollout = rollout
        self.exploration = exploration
        self._rng = random.Random(seed)
        self._policy: Bot | None = None

    def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
        """Without a sampler there is nothing to search: the first option (`play_game` always
        calls `choose_sampled`)."""
        if not options:
            raise ValueError("SearchBot was asked to choose from no options.")
        return options[0]

    def choose_sampled(
        self, sampler: Sampler, view: dict[str, Any], options: tuple[Command, ...]
    ) -> Command:
        """The option whose subtree was visited most after the iteration (or time) budget; ties
        go to the rollout bot's own choice from this view (tried first), so a search too short
        to tell the options apart plays as its rollout bot would."""
        if not options:
            raise ValueError("SearchBot was asked to choose from no options.")
        policy = self._policy_for(sampler.rules)
        prior = policy.choose(view, options)  # every decision, so a bot's memory stays whole
        if len(options) == 1:
            return options[0]
        root = _Node()
        legal = set(options)
        deadline = None if self.seconds is None else time.process_time() + self.seconds
        for _ in range(self.iterations):
            self._iterate(sampler, root, legal, prior)
            if deadline is not None and time.process_time() >= deadline:
                break

        return self._pick(root, options, prior)

    @staticmethod
    def _pick(root: _Node, options: tuple[Command, ...], prior: Command) -> Command:
        """The most visited option, if the evidence says it beats the rollout bot's own choice:
        its smoothed win rate must exceed the prior's by one standard error of the difference
        (a few lucky rollouts of a weak option do not replace a sound choice)."""

        def rank(option: Command) -> tuple[int, float]:
            child = root.children.get(option)
            if child is None or not child.visits:
                return (-1, 0.0)
            return (child.visits, child.wins / child.visits)

        best = max(options, key=rank)
        base = root.children.get(prior)
        if best == prior or base is None or not base.visits:
            return best
        top = root.children[best]
        p_best = (top.wins + 1) / (top.visits + 2)
        p_prior = (base.wins + 1) / (base.visits + 2)
        error = math.sqrt(
            p_best * (1 - p_best) / top.visits + p_prior * (1 - p_prior) / base.visits
        )
        return best if p_best - p_prior > error else prior

    def _policy_for(self, rules: Rules) -> Bot:
        """This seat's own rollout bot, kept for the whole game (its memory follows the game)."""
        if self._policy is None:
            self._policy = self._factory(rules)(self.seed ^ 0x5EA2C4)
        return self._policy

    def _factory(self, rules: Rules) -> Any:
        factories: Mapping[str, Any] = rules.data.get("bots", {})
        return factories.get(self.rollout, RandomBot)

    def _iterate(self, sampler: Sampler, root: _Node, legal: set[Command], prior: Command) -> None:
        """One determinization: select, expand one node, roll out, back up.

        Below the root the tree widens progressively: a node offers its first child as the
        rollout bot's own choice and one more each time its visits pass the next square
        (1, 4, 9, ...), so a short search is never steered by random moves of the other seats."""
        rules = sampler.rules
        rng = self._rng
        state = sampler.sample(rng)
        bots = self._rollout_bots(rules, state.seats)
        node = root
        path: list[tuple[_Node, int]] = []  # (child node, seat that moved into it)
        at_root = True
        while state.outcome is None:
            decision = pending(rules, state)
            if decision is None:
                break
            options = decision.options
            if at_root:
                options = tuple(o for o in options if o in legal)
                if not options:
                    return  # this determinization does not match the seat's options: skip it
            tried = [o for o in options if o in node.children]
            for option in tried:
                node.children[option].available += 1
            width = len(options) if at_root else 1 + math.isqrt(node.visits)
            if len(tried) < min(width, len(options)):
                if at_root:
                    guide = prior
                else:
                    guide = self._policy_choice(rules, state, bots[decision.seat], decision)
                if guide not in node.children:
                    choice = guide
                else:
                    untried = [o for o in options if o not in node.children]
                    choice = untried[rng.randrange(len(untried))]
                child = node.children[choice] = _Node()
                child.available = 1
                state = execute(rules, state, choice)[0]
                path.append((child, decision.seat))
                break
            choice = self._select(node, tuple(tried))
            node = node.children[choice]
            state = execute(rules, state, choice)[0]
            path.append((node, decision.seat))
            at_root = False
        rewards = self._play_out(rules, state, bots)
        for child, mover in path:
            child.visits += 1
            child.wins += 0.5 if rewards is None else rewards[mover]

    @staticmethod
    def _policy_choice(rules: Rules, state: State, bot: Bot, decision: Decision) -> Command:
        """What the rollout bot would play here (from its seat's view of this determinization)."""
        if getattr(bot, "reads_view", True):
            shared = getattr(bot, "view_read_only", False)
            listed = getattr(bot, "reads_view_options", True)
            seen = view(rules, state, decision.seat, shared=shared, options=listed)
        else:
            seen = {}
        return bot.choose(seen, decision.options)

    def _select(self, node: _Node, options: tuple[Command, ...]) -> Command:
        """UCB1 with availability counts (ISMCTS's subset-armed bandit)."""
        best: Command = options[0]
        best_score = -math.inf
        for option in options:
            child = node.children[option]
            score = child.wins / child.visits + self.exploration * math.sqrt(
                math.log(max(child.available, 1)) / child.visits
            )
            if score > best_score:
                best, best_score = option, score
        return best

    def _play_out(
        self, rules: Rules, state: State, bots: Mapping[int, Bot]
    ) -> dict[int, float] | None:
        """Play to the end with the rollout bots; each seat's reward (None if cut off)."""
        for _ in range(MAX_ROLLOUT):
            if state.outcome is not None:
                won = set(state.outcome.winning_seats)
                return {s: 1.0 if s in won else 0.0 for s in range(state.seats)}
            decision = pending(rules, state)
            if decision is None:
                return None
            choice = self._policy_choice(rules, state, bots[decision.seat], decision)
            state = execute(rules, state, choice)[0]
        return None

    def _rollout_bots(self, rules: Rules, seats: int) -> Mapping[int, Bot]:
        """Fresh rollout bots, one a seat, seeded from this bot's stream."""
        factory = self._factory(rules)
        return {seat: factory(self._rng.getrandbits(62)) for seat in range(seats)}

    def __repr__(self) -> str:
        return f"SearchBot(seed={self.seed}, iterations={self.iterations})"
