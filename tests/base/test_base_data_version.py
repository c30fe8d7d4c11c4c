"""A plugin's content digest in its version (issue 9 seams, item 7): ``data_version`` hashes the
card data a plugin adds, as base's own version carries its data digest, so a save made with other
card data names another plugin version."""

from __future__ import annotations

import base_titles_plugin as tp

from bsgcore.base import PLUGIN, content_digest, data_version, load


def test_the_digest_follows_the_data_not_its_key_order() -> None:
    """Equal data (in any key order) gives the same digest; one changed copy count another."""
    card = dict(tp.SABOTAGE_CARD)
    same = dict(reversed(list(card.items())))
    assert content_digest(card) == content_digest(same)
    changed = {**card, "copies_by_value": {"1": 4, "2": 1, "3": 1}}
    assert content_digest(changed) != content_digest(card)
    assert data_version("1.0", card) == f"1.0+data.{content_digest(card)}"


def test_a_plugin_version_carries_its_content_digest_as_base_does() -> None:
    """The titles test plugin's version ends with the digest of its line and cards; base's with
    the digest of its catalogue."""
    assert tp.PLUGIN.version == f"1.0+data.{content_digest(tp.CAG_LINE, tp.SABOTAGE_CARD)}"
    assert PLUGIN.version.endswith(f"+data.{load().digest}")
