"""``bsg balance --plot`` (issue 14): win rate against game length and the outcome mix, drawn to
a valid PNG or SVG; what is drawn is computed by `plot_data`, checked here on known records."""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from lab_extras import require

from bsgcore import cli
from bsgcore.sim.plot import plot_data
from bsgcore.sim.records import GameRecord
from bsgcore.sim.stats import wilson

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def record(seed: int, winner: str, commands: int, condition: str = "c") -> GameRecord:
    return GameRecord(seed=seed, winner=winner, condition=condition, commands=commands)


def test_plot_data_bins_win_rates_by_length_and_counts_the_mix() -> None:
    a = [record(0, "humans", 10), record(1, "cylons", 10), record(2, "humans", 17)]
    b = [record(0, "humans", 10), record(1, "humans", 12), GameRecord(seed=2, error="boom")]
    data = plot_data([("A", a), ("B", b)], "humans")
    assert data["edges"] == list(range(10, 19))  # lengths 10..17 in 8 bins of one command
    first, second = data["runs"]
    assert sum(first["games"]) == 3 and sum(second["games"]) == 2  # the failed game is not binned
    assert first["games"][0] == 2 and first["wins"][0] == 1 and first["rates"][0] == 0.5
    assert first["intervals"][0] == wilson(1, 2) and first["rates"][1] is None
    assert first["games"][-1] == 1 and first["rates"][-1] == 1.0
    assert second["rates"][0] == 1.0 and second["rates"][2] == 1.0 and second["rates"][-1] is None
    assert first["mix"] == {"cylons: c": 1, "humans: c": 2}
    assert second["mix"] == {"error": 1, "humans: c": 2} and second["total"] == 3


@pytest.mark.parametrize("suffix", ["png", "svg"])
def test_balance_plot_writes_a_valid_image(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, suffix: str
) -> None:
    require("matplotlib")
    path = tmp_path / f"balance.{suffix}"
    argv = ["balance", "--ruleset", "toy", "--seats", "3", "--games", "12", "--jobs", "1"]
    assert cli.main([*argv, "--b-bot", "random", "--plot", str(path)]) == 0
    assert f"plot written to {path}" in capsys.readouterr().err
    data = path.read_bytes()
    if suffix == "png":
        assert data.startswith(PNG_SIGNATURE) and data[12:16] == b"IHDR"
        width, height = struct.unpack(">II", data[16:24])
        assert width > height > 200
        assert data.rstrip().endswith(b"IEND\xaeB`\x82")
    else:
        root = ElementTree.fromstring(data)
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        text = "".join(root.itertext())
        assert "win rate against game length" in text and "outcome mix" in text
