"""Load test of `bsg serve` on localhost: many concurrent games, each with bots and one scripted
client seat over a real WebSocket; optionally the server is killed mid-run and restarted.

Usage: ``python benchmarks/serve_load.py [--games 100] [--ruleset express] [--kill-after 10]``
(needs ``bsgcore[serve]``). It prints the commands per second the clients got answered, the
p50/p99 latency from a command sent to its update received (the bots' replies included), and
checks that every client received every event of its seat exactly once, in order (its updates'
``seq`` run 0..N-1, and N is the length of the game's log in the store), that every game ended
with the outcome its client was told, and that the server logged no error. With
``--kill-after S`` the server gets SIGKILL after S seconds, is started again on the same
database, and every client reconnects with ``since`` and plays on: each game must resume from
its store (the games still running at the kill, and how long until all had resumed, are shown).
Exit status 0 when everything held.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import websockets


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(db: Path, port: int) -> subprocess.Popen[bytes]:
    """``bsg serve`` on ``port``, once it answers; its log is appended to ``db``.log."""
    log = db.with_name(db.name + ".log").open("ab")
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "bsgcore",
            "serve",
            "--port",
            str(port),
            "--store",
            f"sqlite:///{db}",
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    log.close()
    for _ in range(400):
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1)
            return process
        except httpx.TransportError:
            time.sleep(0.05)
    process.kill()
    raise SystemExit("the server did not start")


class Client:
    """One scripted seat: plays an option drawn at random (seeded: ``--choose first`` takes the
    first), keeps every event seq it got."""

    def __init__(self, port: int, game: str, token: str, choose: random.Random | None) -> None:
        self.url = f"ws://127.0.0.1:{port}/ws/{game}/0?token={token}"
        self.game = game
        self.seqs: list[int] = []
        self.latencies: list[float] = []
        self.over = False
        self.outcome: object = None
        self.since = 0
        #: When this client got its first update from the restarted server (perf_counter).
        self.resumed_at: float | None = None
        self.connections = 0
        self.choose = choose

    async def run(self) -> None:
        """Play until the game is over, reconnecting (with ``since``) when the server goes."""
        while not self.over:
            try:
                async with websockets.connect(f"{self.url}&since={self.since}") as ws:
                    self.connections += 1
                    sent_at: float | None = None
                    while not self.over:
                        message = json.loads(await ws.recv())
                        if message["type"] != "update":
                            raise SystemExit(f"{self.game}: {message}")
                        if self.connections > 1 and self.resumed_at is None:
                            self.resumed_at = time.perf_counter()
                        if sent_at is not None:
                            self.latencies.append(time.perf_counter() - sent_at)
                            sent_at = None
                        self.seqs += [e["seq"] for e in message["events"]]
                        self.since = message["seq"]
                        self.over = message["over"]
                        self.outcome = message["outcome"]
                        if message["your_turn"] and not self.over:
                            options = message["view"]["pending"]["options"]
                            command = self.choose.choice(options) if self.choose else options[0]
                            sent_at = time.perf_counter()
                            await ws.send(json.dumps({"type": "command", "command": command}))
            except (OSError, websockets.ConnectionClosed, websockets.InvalidHandshake):
                await asyncio.sleep(0.2)  # the server is gone (or not back yet): try again


async def main(args: argparse.Namespace) -> int:
    """Run the load; 0 when every game ended with every event received once."""
    db = Path(tempfile.mkdtemp(prefix="bsg-load-")) / "games.db"
    port = free_port()
    server = start(db, port)
    clients = []
    began_create = time.perf_counter()
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as http:
        for index in range(args.games):
            seats = ["human"] + ["bot"] * (args.seats - 1)
            made = (
                await http.post("/api/games", json={"ruleset": args.ruleset, "seats": seats})
            ).json()
            choose = random.Random(index) if args.choose == "random" else None
            clients.append(Client(port, made["game"], made["seats"][0]["token"], choose))
    created = time.perf_counter() - began_create
    print(f"created {args.games} games in {created:.1f}s", flush=True)
    began = time.perf_counter()
    tasks = [asyncio.create_task(c.run()) for c in clients]
    killed, running_at_kill, restart_at, peak_before, cpu_before = False, 0, 0.0, 0, 0.0
    if args.kill_after:
        await asyncio.sleep(args.kill_after)
        peak_before = peak_rss_mib(server.pid)
        cpu_before = cpu_seconds(server.pid)
        running_at_kill = sum(not c.over for c in clients)
        server.send_signal(signal.SIGKILL)
        server.wait()
        killed = True
        restart_at = time.perf_counter()
        print(
            f"killed the server after {args.kill_after}s with {running_at_kill} games running;"
            " restarting",
            flush=True,
        )
        server = await asyncio.to_thread(start, db, port)
    try:
        await asyncio.wait_for(asyncio.gather(*tasks), args.timeout)
    except TimeoutError:
        stuck = [c.game for c in clients if not c.over]
        print(f"{len(stuck)} games did not end within {args.timeout}s: {stuck[:5]}")
        return 1
    elapsed = time.perf_counter() - began
    peak_after = peak_rss_mib(server.pid)
    cpu = cpu_before + cpu_seconds(server.pid)
    server.terminate()
    server.wait(timeout=30)
    from bsgcore.serve.storage import SqliteDatabase
    from bsgcore.store import SqliteEventStore

    bad = 0
    lobby = {e.game_id: e for e in SqliteDatabase(db).all()}
    for client in clients:
        stored = SqliteEventStore(db, client.game).version()
        if client.seqs != list(range(stored)):
            bad += 1
            print(f"{client.game}: received {len(client.seqs)} events, the store has {stored}")
        entry = lobby[client.game]
        if entry.status != "over" or entry.outcome != client.outcome:
            bad += 1
            print(f"{client.game}: the lobby says {entry.status} {entry.outcome}")
    errors = [
        line
        for line in db.with_name(db.name + ".log").read_text(errors="replace").splitlines()
        if "Traceback" in line or line.startswith(("ERROR", "CRITICAL"))
    ]
    for line in errors[:10]:
        print(f"server log: {line}")
    latencies = sorted(x for c in clients for x in c.latencies)
    commands = len(latencies)
    p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000  # noqa: E731
    print(
        f"{args.games} games ({args.ruleset}, {args.seats} seats, 1 client seat each, "
        f"{args.choose} option)"
        f"{', server killed and restarted' if killed else ''}: {commands} client commands in "
        f"{elapsed:.1f}s = {commands / elapsed:.1f} commands/s; latency p50 {p(0.5):.1f} ms, "
        f"p99 {p(0.99):.1f} ms, mean {statistics.fmean(latencies) * 1000:.1f} ms; "
        f"{'every event received once' if not bad else f'{bad} games lost or repeated events'}"
        f"; {len(errors)} server errors logged; server CPU {cpu:.0f}s"
        f" ({cpu / max(1, commands) * 1000:.0f} ms per client command, games created included)"
    )
    if killed:
        resumed = [c.resumed_at for c in clients if c.resumed_at is not None]
        last = max(resumed) - restart_at if resumed else float("nan")
        print(
            f"after the kill: {len(resumed)} of {running_at_kill} running games resumed from the"
            f" store, the last {last:.1f}s after the kill; server peak RSS {peak_before} MiB"
            f" before the kill, {peak_after} MiB after the restart"
        )
        if len(resumed) != running_at_kill:
            bad += 1
    else:
        print(f"server peak RSS {peak_after} MiB")
    return 1 if bad or errors else 0


def cpu_seconds(pid: int) -> float:
    """A process's CPU time so far (user + system, Linux), 0 where unknown."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def peak_rss_mib(pid: int) -> int:
    """A process's peak resident memory in MiB (Linux), 0 where unknown."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) // 1024
    except OSError:
        pass
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--ruleset", default="express")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--kill-after", type=float, default=0.0, metavar="S")
    parser.add_argument("--timeout", type=float, default=1800.0, metavar="S")
    # "first" can stall a base game for thousands of turns (a revealed Cylon and a first-option
    # seat: nothing ends it); "random" plays like a careless player, and games end.
    parser.add_argument("--choose", choices=("random", "first"), default="random")
    sys.exit(asyncio.run(main(parser.parse_args())))
