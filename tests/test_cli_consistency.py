"""``bsg`` subcommands agree (issue 12, item 7): base at 5 seats by default, ``--help`` lists
what is installed, and usage errors are plain sentences, never argparse's phrasing."""

from __future__ import annotations

import pytest

from bsgcore import cli
from bsgcore.cli import build_parser

SUBCOMMANDS = ("play", "simulate", "balance", "replay", "plugins", "schema", "catalogue", "cards")
ARGPARSE_WORDS = (
    "usage:",
    "invalid choice",
    "the following arguments are required",
    "unrecognized arguments",
    "expected one argument",
    "error:",
)


@pytest.mark.parametrize("command", ["play", "simulate", "balance", "schema", "catalogue", "cards"])
def test_every_subcommand_defaults_to_the_base_game(command: str) -> None:
    args = build_parser().parse_args([command])
    assert args.ruleset == "base"
    if hasattr(args, "seats"):
        assert args.seats == 5


@pytest.mark.parametrize("command", [None, *SUBCOMMANDS])
def test_help_lists_rulesets_plugins_and_options(
    command: str | None, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--help"] if command is None else [command, "--help"]
    with pytest.raises(SystemExit) as exited:
        cli.main(argv)
    assert exited.value.code == 0
    out = capsys.readouterr().out
    assert "rulesets: base (3-6 seats), express (3-5 seats)" in out
    assert "plugins: " in out and "express" in out.split("plugins: ", 1)[1]
    assert "options of base" in out and "type_balance=true" in out
    assert "options of express" in out and "morale_variant=false" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["nope"], "there is no command nope"),
        (["play", "--bogus"], "unknown argument(s) --bogus"),
        (["replay"], "missing FILE"),
        (["play", "--format", "xml"], "--format cannot be 'xml'"),
        (["play", "--seed"], "--seed needs a value"),
        (["play", "--seats", "three"], "--seats: expected a number of seats, got 'three'"),
        ([], "missing COMMAND"),
    ],
)
def test_usage_errors_are_sentences(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        cli.main(argv)
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert words in err.replace("'nope'", "nope")
    assert "--help" in err
    assert not any(word in err for word in ARGPARSE_WORDS), err


def test_simulate_runs_base_at_five_seats_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--games", "1", "--seed", "3"]) == 0
    assert capsys.readouterr().out.startswith("1 base games, 5 seats")
