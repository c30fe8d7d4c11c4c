"""``--backend ray`` (issue 14): the Ray cases (tests/ray_cases.py) pass in a pytest process of
their own, with one local Ray (``ray.init(num_cpus=2)``) for all of them.

A Ray driver keeps OS threads after ``ray.shutdown()``; forking a multi-threaded process (the
local backend's pool, in the tests that would follow in the same process) can deadlock. So Ray
never starts in this test process.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from lab_extras import require

CASES = Path(__file__).resolve().parent / "ray_cases.py"
COUNT = 6


def test_the_ray_cases_pass_in_a_process_of_their_own() -> None:
    require("ray")
    argv = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist"]
    result = subprocess.run(
        [*argv, str(CASES)],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=CASES.parent.parent,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert f"{COUNT} passed" in result.stdout and "skipped" not in result.stdout, output
