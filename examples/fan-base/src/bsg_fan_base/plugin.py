"""The fan-base plugin's declaration: a fan plugin for the base game, enabled with it.

A skeleton for now. The content it is meant to add (a crisis card, a Quorum card, a skill card
with an Action, a character with an ability, a location: README.md) goes through the base game's
content hook ``bsg_base_content`` (issue 9 item 2), which the base game does not offer yet; until
then the plugin adds no rule and a base game with it enabled plays exactly as without it (its
name and version are still recorded in every log). ``tests/test_fan_base.py`` lists each missing
card as an expected failure.
"""

from __future__ import annotations

from bsg_fan_base import __version__
from bsgcore.base import PLUGIN as BASE
from bsgcore.plugins import PluginInfo

PLUGIN = PluginInfo(
    name="fan_base",
    version=__version__,
    requires=(BASE.name,),
    extends=(BASE.name,),
    description="Example fan plugin for the base game (skeleton: content hook pending).",
)
