"""The balance lab's optional parts fail honestly (issue 14): a missing extra or a bad flag is a
usage error naming the fix, before any game is played; no extra is needed for these tests."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bsgcore import cli

TOY = ["--ruleset", "toy", "--seats", "3", "--games", "2"]


def usage_error(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert cli.main(list(argv)) == 2
    captured = capsys.readouterr()
    assert captured.out == ""  # refused before any game was played or summarized
    return captured.err


@pytest.mark.parametrize(
    ("module", "argv", "extra"),
    [
        ("ray", ["simulate", *TOY, "--backend", "ray"], "pip install 'bsgcore[ray]'"),
        ("ray", ["balance", *TOY, "--backend", "ray"], "pip install 'bsgcore[ray]'"),
        (
            "pyarrow",
            ["simulate", *TOY, "--out", "{tmp}/g.parquet"],
            "pip install 'bsgcore[parquet]'",
        ),
        ("matplotlib", ["balance", *TOY, "--plot", "{tmp}/p.png"], "pip install 'bsgcore[plot]'"),
    ],
)
def test_a_missing_extra_is_named(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    module: str,
    argv: list[str],
    extra: str,
) -> None:
    for name in list(sys.modules):
        if name == module or name.startswith(module + "."):
            monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, module, None)  # import fails as if not installed
    err = usage_error(capsys, *(arg.replace("{tmp}", str(tmp_path)) for arg in argv))
    assert extra in err
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", *TOY, "--address", "auto"], "use it with --backend ray"),
        (["balance", *TOY, "--address", "auto"], "use it with --backend ray"),
        (
            ["simulate", *TOY, "--backend", "ray", "--address", "auto", "--jobs", "2"],
            "leave out --jobs",
        ),
        (["simulate", *TOY, "--out", "{tmp}/g.txt"], "FILE.csv or FILE.parquet"),
        (["balance", *TOY, "--plot", "{tmp}/p.jpg"], "FILE.png or FILE.svg"),
        (["balance", *TOY, "--plot", "{tmp}/no/p.png"], "there is no folder"),
    ],
)
def test_flags_that_do_not_go_together_are_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str], words: str
) -> None:
    err = usage_error(capsys, *(arg.replace("{tmp}", str(tmp_path)) for arg in argv))
    assert words in err
