"""Release readiness (issue 17): every distribution's licence and metadata, the core range each plugin
declares, and ``bsg plugins`` warning about an installed plugin whose range excludes the core.

Building, ``twine check`` and installing from the wheels are `.ci/run`'s job (too slow for a test).
"""

from __future__ import annotations

import sys
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bsgcore import cli
from bsgcore.plugins import core_ranges, core_requirement, core_version, excludes
from bsgcore.ruleset import clear_rules_cache
from bsgcore.version import __version__

ROOT = Path(__file__).resolve().parents[1]
PLUGIN_DIRS = sorted(
    p.parent
    for pattern in ("plugins/*/pyproject.toml", "examples/*/pyproject.toml")
    for p in ROOT.glob(pattern)
)
DISTRIBUTIONS = [ROOT, *PLUGIN_DIRS]
SUPPORTED = ("3.11", "3.12", "3.13")


def project(directory: Path) -> dict[str, object]:
    """The ``[project]`` table of a distribution's pyproject.toml."""
    return tomllib.loads((directory / "pyproject.toml").read_text(encoding="utf-8"))["project"]


# -- every distribution ----------------------------------------------------------------------------


@pytest.mark.parametrize("directory", DISTRIBUTIONS, ids=lambda d: d.name)
def test_each_distribution_ships_the_mit_licence_and_a_readme(directory: Path) -> None:
    meta = project(directory)
    assert meta["license"] == "MIT" and meta["license-files"] == ["LICENSE"]
    licence = (directory / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and licence == (ROOT / "LICENSE").read_text("utf-8")
    assert (directory / str(meta["readme"])).is_file()


@pytest.mark.parametrize("directory", DISTRIBUTIONS, ids=lambda d: d.name)
def test_each_distribution_has_index_metadata(directory: Path) -> None:
    """Description, keywords, classifiers for exactly the supported Pythons, typing; no licence
    classifier (with a PEP 639 licence expression setuptools refuses one)."""
    meta = project(directory)
    assert meta["description"] and meta["keywords"]
    assert meta["requires-python"] == f">={SUPPORTED[0]}"
    classifiers = meta["classifiers"]
    assert isinstance(classifiers, list)
    versions = sorted(
        c.rsplit(" ", 1)[1]
        for c in classifiers
        if c.startswith("Programming Language :: Python :: 3.")
    )
    assert versions == list(SUPPORTED)
    assert "Typing :: Typed" in classifiers
    assert not [c for c in classifiers if c.startswith("License ::")]
    assert list((directory / "src").glob("*/py.typed")), "no py.typed in its package"


def test_the_core_version_is_the_same_in_the_metadata_and_the_package() -> None:
    assert project(ROOT)["version"] == __version__


def test_the_changelog_has_a_section_for_the_current_version_and_unreleased_work() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"## [{__version__}]" in changelog and "## [Unreleased]" in changelog


# -- the core range plugins declare ----------------------------------------------------------------


@pytest.mark.parametrize("directory", PLUGIN_DIRS, ids=lambda d: d.name)
def test_each_plugin_declares_a_bounded_core_range_that_holds_this_core(directory: Path) -> None:
    dependencies = project(directory)["dependencies"]
    assert isinstance(dependencies, list)
    req = core_requirement(dependencies)
    assert req is not None, f"{directory.name} does not require bsgcore"
    operators = {spec.operator for spec in req.specifier}
    assert operators == {">=", "<"}, f"{directory.name}: {req} is not bsgcore>=X,<Y"
    assert not excludes(str(req.specifier), __version__)


def test_core_requirement_reads_the_core_line_only_where_it_applies() -> None:
    lines = ["attrs>=23", 'bsgcore>=9; extra == "dev"', "BSGCore>=0.1,<0.2", "bsgcore>=5"]
    req = core_requirement(lines)
    assert req is not None and str(req.specifier) == "<0.2,>=0.1"
    assert core_requirement(["attrs", "not a requirement !!"]) is None


@pytest.mark.parametrize(
    ("specifier", "version", "excluded"),
    [
        (">=0.1,<0.2", "0.1.0", False),
        (">=0.1,<0.2", "0.1.7", False),
        (">=0.1,<0.2", "0.2.0", True),
        (">=0.1,<0.2", "0.0.9", True),
        (">=0.1,<0.2", "0.1.1.dev3", False),  # a development core inside the range is accepted
        (">=0.1,<0.2", "0.1.0+local", False),
        (">=0.2", "0.2.0rc1", True),
    ],
)
def test_excludes_judges_the_installed_core_against_a_range(
    specifier: str, version: str, excluded: bool
) -> None:
    assert excludes(specifier, version) is excluded


def test_installed_express_declares_its_range_and_would_be_flagged_under_another_core() -> None:
    """The installed Express distribution's own metadata, judged against this core and a later one."""
    ranges = core_ranges()
    assert ranges["express"].distribution == "bsgcore-express"
    assert ranges["express"].specifier == "<0.2,>=0.1"
    assert not ranges["express"].excludes_core and ranges["express"].core_version == core_version()
    later = core_ranges(core="0.2.0")
    assert later["express"].excludes_core and "bsgcore 0.2.0" in later["express"].warning()


# -- bsg plugins with a fake installed distribution ------------------------------------------------


@pytest.fixture
def fake_distribution(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[..., None]]:
    """``install(name, requires)``: a real ``*.dist-info`` and plugin module on sys.path, found by
    importlib.metadata like a pip-installed plugin distribution."""
    monkeypatch.syspath_prepend(str(tmp_path))

    def install(name: str, requires: list[str], entry_point: str | None = None) -> None:
        module = f"fake_release_{name}"
        (tmp_path / f"{module}.py").write_text(
            "from bsgcore.plugins import PluginInfo\n"
            f"PLUGIN = PluginInfo(name={name!r}, version='3.1', description='Fake {name}.')\n",
            encoding="utf-8",
        )
        info = tmp_path / f"fake_dist_{name}-3.1.dist-info"
        info.mkdir()
        lines = ["Metadata-Version: 2.1", f"Name: fake-dist-{name}", "Version: 3.1"]
        lines += [f"Requires-Dist: {line}" for line in requires]
        (info / "METADATA").write_text("\n".join(lines) + "\n", encoding="utf-8")
        (info / "entry_points.txt").write_text(
            f"[bsgcore.plugins]\n{entry_point or name} = {module}\n", encoding="utf-8"
        )
        monkeypatch.delitem(sys.modules, module, raising=False)
        clear_rules_cache()

    yield install
    clear_rules_cache()


def plugins_output(capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = cli.main(["plugins"])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def block(out: str, name: str) -> str:
    """The lines ``bsg plugins`` prints for one plugin."""
    start = out.index(f"\n{name} ") + 1
    end = out.find("\n", out.find("\n", start) + 1)
    while end != -1 and out[end + 1 : end + 3] == "  ":
        end = out.find("\n", end + 1)
    return out[start:end]


def test_bsg_plugins_warns_about_a_plugin_whose_range_excludes_the_installed_core(
    fake_distribution: Callable[..., None], capsys: pytest.CaptureFixture[str]
) -> None:
    fake_distribution("relold", ["bsgcore>=0.0.1,<0.1"])
    code, out, err = plugins_output(capsys)
    assert code == 0
    entry = block(out, "relold")
    assert (
        "distribution: fake-dist-relold 3.1" in entry and "works with: bsgcore<0.1,>=0.0.1" in entry
    )
    assert (
        f"warning: plugin 'relold' (fake-dist-relold 3.1) declares bsgcore<0.1,>=0.0.1, but bsgcore {core_version()} is installed"
        in entry
    )
    assert err.count("warning:") == 1 and "'relold'" in err
    assert "warning" not in block(out, "express")


def test_bsg_plugins_is_quiet_about_plugins_whose_range_holds_the_core_or_that_declare_none(
    fake_distribution: Callable[..., None], capsys: pytest.CaptureFixture[str]
) -> None:
    fake_distribution("relok", [f"bsgcore>={core_version()},<99"])
    fake_distribution("relany", ["attrs>=23"])
    code, out, err = plugins_output(capsys)
    assert code == 0 and err == "" and "warning" not in out
    assert f"works with: bsgcore<99,>={core_version()}" in block(out, "relok")
    relany = block(out, "relany")
    assert "distribution: fake-dist-relany 3.1" in relany and "works with" not in relany


def test_bsg_plugins_finds_the_range_of_a_plugin_whose_entry_point_has_another_name(
    fake_distribution: Callable[..., None], capsys: pytest.CaptureFixture[str]
) -> None:
    """The range is matched to the plugin through the module its entry point names."""
    fake_distribution("relrenamed", ["bsgcore>=99"], entry_point="other_name")
    code, out, err = plugins_output(capsys)
    assert code == 0
    entry = block(out, "relrenamed")
    assert "works with: bsgcore>=99" in entry and "warning: plugin 'other_name'" in entry
    assert err.count("warning:") == 1
