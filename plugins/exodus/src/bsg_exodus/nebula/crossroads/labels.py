"""The labels and prompts of the Crossroads and Trial decisions (docs/frontends.md). A label
shown to the deciding seat may name his own token; the others see only the prompt."""

from __future__ import annotations

from typing import Any

from bsg_exodus.nebula.crossroads import phase, results, trial
from bsg_exodus.nebula.tokens import kind
from bsgcore.labels import about
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State


def label_lay(state: State, frame: Any, cmd: phase.LayToken) -> str:
    return f"Lay your {kind(cmd.token)} token ({cmd.token})"


def label_result(state: State, frame: Any, cmd: phase.PickResult) -> str:
    return "The benevolent result" if cmd.result == "hope" else "The antagonistic result"


def label_discard(state: State, frame: Any, cmd: results.DiscardToken) -> str:
    if not cmd.token:
        return "Keep the rest of your tokens"
    return f"Discard your {kind(cmd.token)} token ({cmd.token})"


def register(registry: RulesRegistry) -> None:
    """Every command's label and every decision's prompt of this part."""
    crossroads, trial_about = about("Crossroads"), about("The Trial")
    registry.label(phase.LayToken, label_lay, frame=phase.Commit)
    registry.prompt(phase.Commit, crossroads, kinds=("exodus_crossroads_token",))
    registry.label(phase.PickResult, label_result, frame=phase.ChooseResult)
    registry.prompt(phase.ChooseResult, crossroads, kinds=("exodus_crossroads_result",))
    registry.label(results.PickSeat, lambda s, f, c: f"Seat {c.target}", frame=results.ChooseSeat)
    registry.prompt(
        results.ChooseSeat,
        crossroads,
        kinds=("exodus_crossroads_other", "exodus_crossroads_human"),
    )
    registry.label(results.DiscardToken, label_discard, frame=results.DiscardTokens)
    registry.prompt(results.DiscardTokens, crossroads, kinds=("exodus_crossroads_discard",))
    registry.label(results.TakeShip, lambda s, f, c: f"Ship {c.uid}", frame=results.PickShip)
    registry.prompt(results.PickShip, crossroads, kinds=("exodus_crossroads_ship",))
    registry.label(
        results.AnswerDraw,
        lambda s, f, c: "Draw the skill cards" if c.draw else "Draw nothing",
        frame=results.MayDraw,
    )
    registry.prompt(results.MayDraw, crossroads, kinds=("exodus_crossroads_may_draw",))
    registry.label(
        trial.Condemn, lambda s, f, c: f"Eliminate seat {c.target}", frame=trial.PresidentChooses
    )
    registry.prompt(trial.PresidentChooses, trial_about, kinds=("exodus_trial_condemn",))
