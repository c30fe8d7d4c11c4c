"""The balance lab: many seeded bot games on every core, merged in seed order, with intervals.

`config` says what a run plays, `worker` plays one batch of seeds, `local` runs batches in a
process pool and `raybackend` as Ray tasks (`backend` chooses), `stats` turns per-game records
into a summary with Wilson intervals, `csvout` and `parquetout` stream records to a file (and
resume one; `sinks` chooses), `balance` compares two configurations and `plot` draws them,
`progress` draws a bar on a terminal. Ray, pyarrow and matplotlib are imported only when used.
"""

from __future__ import annotations

from bsgcore.sim.config import SimConfig
from bsgcore.sim.local import run_local
from bsgcore.sim.records import GameRecord
from bsgcore.sim.stats import summarize, wilson

__all__ = ["GameRecord", "SimConfig", "run_local", "summarize", "wilson"]
