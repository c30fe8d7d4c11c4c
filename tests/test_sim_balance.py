"""``bsg balance`` (issue 14): a plugin adding food (and the other resources) each turn is a
significant help to the humans; two identical configurations show no difference at all."""

from __future__ import annotations

import json
from typing import Any

import pytest
import supplies_plugin

from bsgcore import cli
from bsgcore.plugins import register_plugin_module, unregister_plugin_module
from bsgcore.sim.balance import mcnemar_p, paired_difference


@pytest.fixture
def supplies() -> Any:
    register_plugin_module(supplies_plugin)
    yield supplies_plugin
    unregister_plugin_module("supplies_test")


def balance(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code = cli.main(["balance", *argv, "--json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    result: dict[str, Any] = json.loads(captured.out.splitlines()[-1])
    return result


def test_a_plugin_adding_food_and_supplies_each_turn_is_significant(
    capsys: pytest.CaptureFixture[str], supplies: Any
) -> None:
    result = balance(
        capsys, "--games", "24", "--seed", "0", "--jobs", "2", "--b-plugin", "supplies_test"
    )
    assert result["side"] == "humans" and result["pairs"] == 24 and result["errors"] == 0
    assert "plugins supplies_test" in result["b"] and "plugins -" in result["a"]
    assert result["difference"] > 0 and result["interval"][0] > 0
    assert result["significant"] and result["p_value"] < 0.05


def test_identical_configurations_show_no_difference(capsys: pytest.CaptureFixture[str]) -> None:
    result = balance(capsys, "--games", "6", "--seed", "0", "--jobs", "2")
    assert result["a_only"] == result["b_only"] == 0
    assert result["difference"] == 0 and result["interval"] == [0.0, 0.0]
    assert result["p_value"] == 1.0 and not result["significant"]


def test_mcnemar_p_is_the_exact_binomial_test() -> None:
    assert mcnemar_p(0, 0) == 1.0
    assert mcnemar_p(0, 6) == pytest.approx(2 / 64)
    assert mcnemar_p(3, 3) == 1.0
    assert mcnemar_p(1, 9) == pytest.approx(2 * 11 / 1024)


def test_paired_difference_interval_agrees_with_the_mcnemar_test() -> None:
    """The interval excludes 0 exactly when McNemar's exact p is below 0.05, at every small count
    (a Wald interval of the per-seed differences did not: 3 of 10 one way gave [-0.6, -0.0])."""
    for a_only in range(0, 16):
        for b_only in range(0, 16):
            pairs = a_only + b_only + 7
            mean, (low, high) = paired_difference(a_only, b_only, pairs)
            assert mean == pytest.approx((b_only - a_only) / pairs)
            assert low <= mean <= high
            excludes_zero = low > 0 or high < 0
            assert excludes_zero == (mcnemar_p(a_only, b_only) < 0.05), (a_only, b_only)
    assert paired_difference(3, 0, 10)[1][1] > 0


def test_paired_difference_interval_is_the_exact_binomial_one_scaled() -> None:
    """2 won only by A and 8 only by B of 40: d/n * (2 * CP - 1), CP the exact interval of 8/10
    (0.4439, 0.9748 by the beta quantiles)."""
    mean, (low, high) = paired_difference(2, 8, 40)
    assert mean == pytest.approx(0.15)
    assert low == pytest.approx(0.25 * (2 * 0.443905 - 1), abs=1e-5)
    assert high == pytest.approx(0.25 * (2 * 0.974789 - 1), abs=1e-5)


def test_balance_text_says_whether_it_is_significant(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["balance", "--games", "2", "--seed", "1", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "not significant at the 5% level" in out and "McNemar p = 1" in out


def test_an_unknown_side_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["balance", "--games", "1", "--side", "pirates"]) == 2
    err = capsys.readouterr().err
    assert "'pirates' is not a side" in err and "humans, cylons" in err
