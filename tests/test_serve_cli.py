"""`bsg serve` on the command line: localhost by default, and `import bsgcore` never needs the extra."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

import bsgcore.serve
from bsgcore.cli import build_parser, main


def test_bsg_serve_binds_to_localhost_unless_told_otherwise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    args = build_parser().parse_args(["serve"])
    assert (args.host, args.port, args.store) == ("127.0.0.1", 8000, "sqlite:///games.db")
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(bsgcore.serve, "run", lambda **kw: calls.append(kw))
    assert main(["serve", "--host", "0.0.0.0", "--port", "9000", "--store", "sqlite:///x.db"]) == 0
    assert calls == [{"host": "0.0.0.0", "port": 9000, "store": "sqlite:///x.db"}]


def test_a_bad_store_url_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("starlette")
    assert main(["serve", "--store", "games.db"]) == 2
    assert "sqlite:///FILE.db" in capsys.readouterr().err


def test_importing_bsgcore_and_its_serve_package_needs_no_starlette() -> None:
    code = (
        "import sys, bsgcore, bsgcore.serve, bsgcore.cli; "
        "sys.exit(any(m in sys.modules for m in ('starlette', 'uvicorn')))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
