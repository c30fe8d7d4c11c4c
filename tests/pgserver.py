"""A throwaway PostgreSQL server for the store tests: Debian's `postgresql` binaries run in a
temporary directory on a Unix socket (no TCP), as the `postgres` user when the tests run as root."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def pg_bin() -> Path | None:
    """The directory of initdb and pg_ctl (``BSG_PG_BIN``, else the newest Debian install)."""
    given = os.environ.get("BSG_PG_BIN")
    if given:
        return Path(given)
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(p.split("/")[4])
    )
    return Path(found[-1]).parent if found else None


@contextmanager
def postgres_server() -> Iterator[str]:
    """Start a server, yield its connection URL, stop and remove it afterwards."""
    bin_dir = pg_bin()
    if bin_dir is None:
        raise RuntimeError("no PostgreSQL binaries (apt-get install postgresql)")
    root = Path(tempfile.mkdtemp(prefix="bsg-pg-"))
    prefix: list[str] = []
    if os.geteuid() == 0:  # PostgreSQL refuses to run as root
        shutil.chown(root, "postgres", "postgres")
        prefix = ["runuser", "-u", "postgres", "--"]
    data, log = root / "data", root / "server.log"
    run = lambda *args: subprocess.run([*prefix, *args], check=True, capture_output=True)  # noqa: E731
    try:
        run(str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "bsg", "--no-sync")
        options = f"-k {root} -c listen_addresses='' -p 5432 -F"
        run(str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(log), "-w", "start")
        try:
            yield f"postgresql://bsg@/postgres?host={root}&port=5432"
        finally:
            run(str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop")
    finally:
        shutil.rmtree(root, ignore_errors=True)


def fresh_database(server: str, name: str) -> str:
    """Create an empty database ``name`` on the server; its URL."""
    import psycopg

    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return server.replace("/postgres?", f"/{name}?", 1)
