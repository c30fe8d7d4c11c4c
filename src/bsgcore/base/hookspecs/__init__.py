"""The hooks the base game declares for the plugins that extend it (``HOOKSPECS`` of its plugin)."""

from bsgcore.base.hookspecs import queries

HOOKSPECS = (queries,)
