"""``bsg balance --plot``: win rate against game length, and the outcome mix, for A and B.

`plot_data` computes what is drawn (pure, tested without matplotlib); `plot_balance` draws it
side by side with matplotlib's Agg canvas (no display, no global backend change) to a PNG or
SVG file. matplotlib is imported only here (``pip install 'bsgcore[plot]'``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bsgcore.errors import ConfigurationError
from bsgcore.sim.records import GameRecord
from bsgcore.sim.stats import wilson

PLOT_EXTRA = "pip install 'bsgcore[plot]'"
SUFFIXES = (".png", ".svg")
MAX_BINS = 8


def check_plot_path(path: Path) -> None:
    """ConfigurationError unless ``path`` is a .png or .svg name and matplotlib is installed."""
    if path.suffix.lower() not in SUFFIXES:
        raise ConfigurationError(
            f"--plot draws PNG or SVG: name the file FILE.png or FILE.svg, not {path.name}.",
            code="bad_plot_path",
        )
    if not path.parent.is_dir():
        raise ConfigurationError(
            f"cannot write {path}: there is no folder {path.parent}.", code="bad_plot_path"
        )
    _import_matplotlib()


def _import_matplotlib() -> Any:
    try:
        from matplotlib import rc_context
        from matplotlib.figure import Figure
    except ImportError as exc:
        raise ConfigurationError(
            f"--plot needs matplotlib, which is not installed: {PLOT_EXTRA}.",
            code="missing_extra",
        ) from exc
    return Figure, rc_context


def _edges(lengths: Sequence[int]) -> list[int]:
    """Up to MAX_BINS equal whole-number bins [low, high) of game length covering every game."""
    if not lengths:
        return [0, 1]
    low, high = min(lengths), max(lengths)
    step = -(-(high - low + 1) // MAX_BINS)
    count = -(-(high - low + 1) // step)
    return [low + step * i for i in range(count + 1)]


def _bin(value: int, edges: Sequence[int]) -> int:
    for index in range(len(edges) - 1):
        if value < edges[index + 1]:
            return index
    return len(edges) - 2


def plot_data(runs: Sequence[tuple[str, Sequence[GameRecord]]], side: str) -> dict[str, Any]:
    """What the plot shows: per run, ``side``'s win rate per game-length bin and the outcome mix.

    The bins are shared by every run (from all finished games); a bin's rate comes with its
    Wilson 95% interval, and the mix counts every game, failed ones as ``error``.
    """
    finished = [r.commands for _, records in runs for r in records if not r.failed]
    edges = _edges(finished)
    result: dict[str, Any] = {"side": side, "edges": edges, "runs": []}
    for label, records in runs:
        games = [0] * (len(edges) - 1)
        wins = [0] * (len(edges) - 1)
        mix: Counter[str] = Counter()
        for record in records:
            if record.failed:
                mix["error"] += 1
                continue
            mix[f"{record.winner}: {record.condition}"] += 1
            index = _bin(record.commands, edges)
            games[index] += 1
            wins[index] += record.winner == side
        result["runs"].append(
            {
                "label": label,
                "games": games,
                "wins": wins,
                "rates": [w / g if g else None for w, g in zip(wins, games, strict=True)],
                "intervals": [
                    wilson(w, g) if g else None for w, g in zip(wins, games, strict=True)
                ],
                "mix": dict(sorted(mix.items())),
                "total": len(records),
            }
        )
    return result


def plot_balance(
    runs: Sequence[tuple[str, Sequence[GameRecord]]], side: str, path: Path, title: str = ""
) -> dict[str, Any]:
    """Draw `plot_data` to ``path`` (.png or .svg): rate against length left, mix right."""
    check_plot_path(path)
    figure_class, rc_context = _import_matplotlib()
    data = plot_data(runs, side)
    figure = figure_class(figsize=(12, 4.8), layout="constrained")
    rates, mix = figure.subplots(1, 2)
    edges = data["edges"]
    centres = [(edges[i] + edges[i + 1]) / 2 for i in range(len(edges) - 1)]
    width = (edges[-1] - edges[0]) / max(1, len(centres))
    for offset, run in enumerate(data["runs"]):
        shown = [i for i, rate in enumerate(run["rates"]) if rate is not None]
        xs = [centres[i] + (offset - 0.5) * width * 0.08 for i in shown]
        ys = [100 * run["rates"][i] for i in shown]
        low = [max(0.0, 100 * (run["rates"][i] - run["intervals"][i][0])) for i in shown]
        high = [max(0.0, 100 * (run["intervals"][i][1] - run["rates"][i])) for i in shown]
        rates.errorbar(xs, ys, yerr=[low, high], marker="o", capsize=3, label=run["label"])
    rates.set_xlabel("game length (commands)")
    rates.set_ylabel(f"{side} win rate (%), 95% Wilson interval")
    rates.set_ylim(-2, 102)
    rates.set_title(f"{side} win rate against game length")
    rates.grid(alpha=0.3)
    rates.legend()
    keys = sorted({key for run in data["runs"] for key in run["mix"]})
    labels = [run["label"] for run in data["runs"]]
    left = [0.0] * len(labels)
    for key in keys:
        shares = [
            100 * run["mix"].get(key, 0) / run["total"] if run["total"] else 0.0
            for run in data["runs"]
        ]
        bars = mix.barh(labels, shares, left=left, label=key)
        mix.bar_label(
            bars, labels=[f"{s:.0f}%" if s >= 6 else "" for s in shares], label_type="center"
        )
        left = [a + b for a, b in zip(left, shares, strict=True)]
    mix.set_xlim(0, 100)
    mix.set_xlabel("share of games (%)")
    mix.set_title("outcome mix (winner: condition)")
    mix.invert_yaxis()
    mix.legend(loc="upper center", bbox_to_anchor=(0.5, -0.15), ncol=2, fontsize="small")
    if title:
        figure.suptitle(title)
    metadata = {"Date": None} if path.suffix.lower() == ".svg" else {}  # same runs, same file
    with rc_context({"svg.fonttype": "none"}):  # SVG text stays text (searchable, editable)
        figure.savefig(path, metadata=metadata)
    return data
