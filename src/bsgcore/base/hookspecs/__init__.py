"""The hooks the base game declares for the plugins that extend it, one module per concern."""

from bsgcore.base.hookspecs import content, execution, loyalty, queries

HOOKSPECS = (content, queries, execution, loyalty)
