"""The hooks BSG Express declares for the plugins that extend it (``HOOKSPECS`` of its plugin).

A plugin that ``requires=("express",)`` implements them with ``@bsgcore.hookimpl`` like any kernel
hook; they are added to a game's plugin manager only when Express is enabled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bsgcore.hookspecs import hookspec

if TYPE_CHECKING:
    from bsg_express.content import ExpressContent


@hookspec
def bsg_express_content(content: ExpressContent) -> None:
    """Add fan characters, ability kinds, crisis types and crisis faces to an Express game.

    When: once per game's rules, from Express's ``bsg_register_rules``, in plugin order (a plugin
    sees what the plugins before it added). Pure: yes, only calls ``content.add_character``,
    ``content.add_ability``, ``content.add_crisis_type`` and ``content.set_crisis_face``.
    Returns: nothing; the result becomes ``registry.data["express.data"]``, which the rules read
    through ``bsg_express.model.data()``. firstresult: no. Since 0.1.
    """
