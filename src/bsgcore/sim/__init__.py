"""The balance lab: many seeded bot games on every core, merged in seed order, with intervals.

`config` says what a run plays, `worker` plays one batch of seeds, `local` runs batches in a
process pool, `stats` turns per-game records into a summary with Wilson intervals, `csvout`
streams records to a CSV file (and resumes one), `progress` draws a bar on a terminal.
"""

from __future__ import annotations

from bsgcore.sim.config import SimConfig
from bsgcore.sim.local import run_local
from bsgcore.sim.records import GameRecord
from bsgcore.sim.stats import summarize, wilson

__all__ = ["GameRecord", "SimConfig", "run_local", "summarize", "wilson"]
