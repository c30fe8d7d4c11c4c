"""The browser client in a real browser: headless Chromium (driven by Selenium through the
system's chromedriver) opens the page a real ``bsg serve`` process serves, plays one seat of a
base game through its buttons to the end (the other seats are bots), and saves screenshots.

Needs the ``browser`` extra (Selenium) and Debian's ``chromium`` and ``chromium-driver``; skipped
without them, except under ``BSG_REQUIRE_EXTRAS=1`` (``.ci/run``), where it fails instead.
"""

from __future__ import annotations

import os
import shutil
import signal
import time
from pathlib import Path
from typing import Any

import pytest
from lab_extras import require
from servekit import free_port, start_server

httpx = require("httpx")
webdriver = require("selenium.webdriver")
by = require("selenium.webdriver.common.by")
exceptions = require("selenium.common.exceptions")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
#: Flags that let Chromium run here: no sandbox (root), no GPU, nothing fetched from outside.
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1400,1000",
)
#: How long the whole game may take (a base game is 200-1000 commands, a third of them ours).
DEADLINE_S = 600


@pytest.fixture
def browser(tmp_path: Path) -> Any:
    """Headless Chromium on a new empty profile, through /usr/bin/chromedriver."""
    if CHROMIUM is None or CHROMEDRIVER is None:
        reason = "needs Debian's chromium and chromium-driver (apt-get install them)"
        if os.environ.get("BSG_REQUIRE_EXTRAS") == "1":
            pytest.fail(reason)
        pytest.skip(reason)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={tmp_path / 'profile'}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = webdriver.ChromeService(executable_path=CHROMEDRIVER)
    driver = webdriver.Chrome(options=options, service=service)
    try:
        yield driver
    finally:
        driver.quit()


def _page(driver: Any) -> dict[str, Any]:
    """What the page shows now: its seq, whether the game is over, its buttons, prompt, log."""
    state: dict[str, Any] = driver.execute_script(
        "const b = document.body.dataset;"
        "return {seq: b.seq === undefined ? null : Number(b.seq), over: b.over === 'true',"
        " buttons: document.querySelectorAll('#buttons button').length,"
        " prompt: document.getElementById('prompt').textContent,"
        " error: document.getElementById('error').textContent,"
        " log: document.querySelectorAll('#log li').length,"
        " circles: document.querySelectorAll('#board circle').length,"
        " inside: [...document.querySelectorAll('#board rect')].every((r) =>"
        "  r.y.baseVal.value + r.height.baseVal.value <= document.getElementById('board')"
        "  .viewBox.baseVal.height),"
        " board: document.getElementById('board').textContent};"
    )
    return state


def _click_first_button(driver: Any) -> str | None:
    """Click the first decision button (a real click); its label, or None if it went away."""
    try:
        button = driver.find_element(by.By.CSS_SELECTOR, "#buttons button")
        label = str(button.text)
        button.click()
        return label
    except (exceptions.NoSuchElementException, exceptions.StaleElementReferenceException):
        return None


def test_chromium_plays_a_base_game_through_the_page_buttons(browser: Any, tmp_path: Path) -> None:
    db, port = tmp_path / "games.db", free_port()
    server = start_server(db, port)
    base = f"http://127.0.0.1:{port}"
    try:
        made = httpx.post(
            f"{base}/api/games",
            json={"ruleset": "base", "seats": ["human", "bot", "bot"]},
            timeout=60,
        ).json()
        game, token = made["game"], made["seats"][0]["token"]
        browser.get(base + made["seats"][0]["link"])
        began, clicks, labels = time.monotonic(), 0, []
        shot_mid = tmp_path / "board-mid-game.png"
        while True:
            assert time.monotonic() - began < DEADLINE_S, f"not over after {clicks} clicks"
            page = _page(browser)
            assert not page["error"], page["error"]  # the server refused nothing we clicked
            if page["over"]:
                break
            if page["buttons"]:
                label = _click_first_button(browser)
                if label is not None:
                    clicks += 1
                    labels.append(label)
                    if clicks == 20:
                        browser.save_screenshot(str(shot_mid))
            else:
                time.sleep(0.02)
        took = time.monotonic() - began
        shot_end = tmp_path / "board-game-over.png"
        browser.save_screenshot(str(shot_end))
        print(f"\nscreenshots: {shot_mid} {shot_end}; {clicks} clicks in {took:.1f}s")

        # The server agrees: the game is over, and seat 0 played exactly the buttons clicked.
        assert httpx.get(f"{base}/api/games/{game}", timeout=60).json()["status"] == "over"
        update = httpx.get(
            f"{base}/api/games/{game}/seats/0/view",
            headers={"Authorization": f"Bearer {token}"},
            timeout=60,
        ).json()
        assert update["over"]
        ours = [
            e
            for e in update["events"]
            if e["tag"] == "core.command_played" and e["command"]["seat"] == 0
        ]
        assert len(ours) == clicks > 0
        assert [e["text"] for e in ours] == [f"seat 0: {label}" for label in labels]
        # The page shows the end, the board (six space areas, the ships' locations) and every
        # sentence of the seat's log once.
        page = _page(browser)
        assert page["prompt"].startswith("Game over: ")
        assert page["circles"] == 6
        assert "Colonial One" in page["board"] and "Command" in page["board"]
        assert page["inside"]  # no location drawn below the board's edge
        for player in update["view"]["game"]["players"]:  # every character stands somewhere
            assert f"{player['name']} (seat {player['seat']})" in page["board"]
        told = [
            e for e in update["events"] if e["tag"] not in ("core.push", "core.pop", "core.replace")
        ]
        assert page["log"] == len(told)
        assert shot_mid.stat().st_size > 10_000 and shot_end.stat().st_size > 10_000
        errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
        assert not errors, errors  # no script error, no failed request
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
