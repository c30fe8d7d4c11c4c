"""The documentation builds with mkdocs in strict mode, every relative link between the pages
resolves (anchors included), the nav lists every page, and the quick start's Python session runs
as written."""

from __future__ import annotations

import doctest
import importlib.util
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.glob("*.md"))

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"`[^`\n]*`")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)


def _prose(text: str) -> str:
    """The page without fenced code blocks and code spans (links there are not links)."""
    return CODE_SPAN.sub("", FENCE.sub("", text))


def _slug(heading: str) -> str:
    """The id mkdocs (Python-Markdown's toc) gives a heading."""
    text = heading.replace("`", "")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    return re.sub(r"[-\s]+", "-", text)


def _anchors(page: Path) -> set[str]:
    return {_slug(h) for h in HEADING.findall(FENCE.sub("", page.read_text(encoding="utf-8")))}


def test_there_are_pages() -> None:
    names = {page.name for page in PAGES}
    for name in ("index.md", "quickstart.md", "architecture.md", "frontends.md", "catalogue.md"):
        assert name in names


@pytest.mark.parametrize("page", PAGES, ids=[p.name for p in PAGES])
def test_relative_links_resolve(page: Path) -> None:
    """Every relative link of a page names an existing file, and an existing heading if any."""
    broken = []
    for target in LINK.findall(_prose(page.read_text(encoding="utf-8"))):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:
            continue
        path, _, anchor = target.partition("#")
        linked = page if not path else (page.parent / path).resolve()
        if not linked.exists():
            broken.append(f"{target} (no file {linked})")
        elif anchor and linked.suffix == ".md" and anchor not in _anchors(linked):
            broken.append(f"{target} (no heading #{anchor} in {linked.name})")
    assert not broken, f"{page.name} has broken links: {broken}"


def test_nav_lists_every_page() -> None:
    """mkdocs.yml's nav names every page of docs/ and only pages that exist."""
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    nav = re.findall(r"^\s*-\s*[^:\n]+:\s*(\S+\.md)\s*$", config, re.MULTILINE)
    pages = {p.name for p in PAGES}
    assert not pages - set(nav), (
        f"add these pages to the nav of mkdocs.yml: {sorted(pages - set(nav))}"
    )
    assert not set(nav) - pages, f"mkdocs.yml's nav names missing pages: {sorted(set(nav) - pages)}"


def test_mkdocs_build_strict(tmp_path: Path) -> None:
    """The same build CI runs: warnings (a broken link or anchor, a page off the nav) fail it."""
    if importlib.util.find_spec("mkdocs") is None:
        pytest.skip("mkdocs is not installed (pip install -e '.[docs]')")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "mkdocs",
            "build",
            "--strict",
            "--config-file",
            str(ROOT / "mkdocs.yml"),
            "--site-dir",
            str(tmp_path / "site"),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr + done.stdout
    assert (tmp_path / "site" / "index.html").exists()
    assert (tmp_path / "site" / "catalogue" / "index.html").exists()


def test_quickstart_session_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The quick start's ``>>>`` session gives the output it shows (it saves into a temp dir)."""
    text = (DOCS / "quickstart.md").read_text(encoding="utf-8")
    blocks = re.findall(r"^```python\n(.*?)^```", text, re.MULTILINE | re.DOTALL)
    session = "\n".join(block for block in blocks if block.startswith(">>>"))
    assert session.count(">>>") > 10
    monkeypatch.chdir(tmp_path)
    parser = doctest.DocTestParser()
    test = parser.get_doctest(session, {}, "quickstart.md", str(DOCS / "quickstart.md"), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    report: list[str] = []
    result = runner.run(test, out=report.append)
    assert result.failed == 0, "docs/quickstart.md's session differs from the code:\n" + "".join(
        report
    )


def test_quickstart_printout_is_the_main_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    """The printout the quick start shows is an excerpt, in order, of what its main job
    (``bsg play --ruleset base --seats 5 --seed 1``) prints."""
    from bsgcore import cli

    text = (DOCS / "quickstart.md").read_text(encoding="utf-8")
    shown = re.search(r"^```\n(seed 1, bot .*?)^```", text, re.MULTILINE | re.DOTALL)
    assert shown is not None, "the quick start shows no printout"
    assert cli.main(["play", "--ruleset", "base", "--seats", "5", "--seed", "1"]) == 0
    printed = capsys.readouterr().out.splitlines()
    position = 0
    for line in shown.group(1).splitlines():
        if line == "...":
            continue
        assert line in printed[position:], f"the quick start shows a line bsg play does not: {line}"
        position = printed.index(line, position) + 1
