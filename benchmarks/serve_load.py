"""Load test of `bsg serve` on localhost: many concurrent games, each with bots and one scripted
client seat over a real WebSocket; optionally the server is killed mid-run and restarted.

Usage: ``python benchmarks/serve_load.py [--games 100] [--ruleset express] [--kill-after 10]``
(needs ``bsgcore[serve]``). It prints the commands per second the clients got answered, the
p50/p99 latency from a command sent to its update received, and checks that every client
received every event of its seat exactly once, in order (its updates' ``seq`` run 0..N-1, and
N is the length of the game's log in the store). With ``--kill-after S`` the server gets SIGKILL
after S seconds, is started again on the same database, and every client reconnects with
``since`` and plays on: each game must resume from its store.
"""

from __future__ import annotations

import argparse
import asyncio
import json
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
    """``bsg serve`` on ``port``, once it answers."""
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
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(400):
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1)
            return process
        except httpx.TransportError:
            time.sleep(0.05)
    process.kill()
    raise SystemExit("the server did not start")


class Client:
    """One scripted seat: plays its first option each time, keeps every event seq it got."""

    def __init__(self, port: int, game: str, token: str) -> None:
        self.url = f"ws://127.0.0.1:{port}/ws/{game}/0?token={token}"
        self.game = game
        self.seqs: list[int] = []
        self.latencies: list[float] = []
        self.over = False
        self.since = 0

    async def run(self, stop: asyncio.Event) -> None:
        """Play until the game is over, reconnecting (with ``since``) when the server goes."""
        while not self.over:
            try:
                async with websockets.connect(f"{self.url}&since={self.since}") as ws:
                    sent_at: float | None = None
                    while not self.over:
                        message = json.loads(await ws.recv())
                        if message["type"] != "update":
                            raise SystemExit(f"{self.game}: {message}")
                        if sent_at is not None:
                            self.latencies.append(time.perf_counter() - sent_at)
                            sent_at = None
                        self.seqs += [e["seq"] for e in message["events"]]
                        self.since = message["seq"]
                        self.over = message["over"]
                        if message["your_turn"] and not self.over:
                            command = message["view"]["pending"]["options"][0]
                            sent_at = time.perf_counter()
                            await ws.send(json.dumps({"type": "command", "command": command}))
            except (OSError, websockets.ConnectionClosed):
                await asyncio.sleep(0.2)  # the server is gone: try again


async def main(args: argparse.Namespace) -> int:
    """Run the load; 0 when every game ended with every event received once."""
    db = Path(tempfile.mkdtemp(prefix="bsg-load-")) / "games.db"
    port = free_port()
    server = start(db, port)
    clients = []
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as http:
        for _ in range(args.games):
            seats = ["human"] + ["bot"] * (args.seats - 1)
            made = (
                await http.post("/api/games", json={"ruleset": args.ruleset, "seats": seats})
            ).json()
            clients.append(Client(port, made["game"], made["seats"][0]["token"]))
    stop = asyncio.Event()
    began = time.perf_counter()
    tasks = [asyncio.create_task(c.run(stop)) for c in clients]
    killed = False
    if args.kill_after:
        await asyncio.sleep(args.kill_after)
        server.send_signal(signal.SIGKILL)
        server.wait()
        killed = True
        print(f"killed the server after {args.kill_after}s; restarting", flush=True)
        server = await asyncio.to_thread(start, db, port)
    await asyncio.gather(*tasks)
    elapsed = time.perf_counter() - began
    server.terminate()
    server.wait(timeout=30)
    from bsgcore.store import SqliteEventStore

    bad = 0
    for client in clients:
        stored = SqliteEventStore(db, client.game).version()
        if client.seqs != list(range(stored)):
            bad += 1
            print(f"{client.game}: received {len(client.seqs)} events, the store has {stored}")
    latencies = sorted(x for c in clients for x in c.latencies)
    commands = len(latencies)
    p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000  # noqa: E731
    print(
        f"{args.games} games ({args.ruleset}, {args.seats} seats, 1 client seat each)"
        f"{', server killed and restarted' if killed else ''}: {commands} client commands in "
        f"{elapsed:.1f}s = {commands / elapsed:.1f} commands/s; latency p50 {p(0.5):.1f} ms, "
        f"p99 {p(0.99):.1f} ms, mean {statistics.fmean(latencies) * 1000:.1f} ms; "
        f"{'every event received once' if not bad else f'{bad} games lost or repeated events'}"
    )
    return 1 if bad else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--ruleset", default="express")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--kill-after", type=float, default=0.0, metavar="S")
    sys.exit(asyncio.run(main(parser.parse_args())))
