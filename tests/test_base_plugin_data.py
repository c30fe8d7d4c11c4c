"""Base's expansion-data seam: frozen rows with their digest, and the listing of the entries no
part put into play (``bsg cards``)."""

from __future__ import annotations

from bsgcore.base import ExpansionListing, FrozenMap, PluginData
from bsgcore.base.catalogue.plugin_data import freeze, thaw

ROWS = {
    "crisis": [{"id": "x.crisis.a", "name": "A", "effects": [{"op": "lose", "n": 1}]}],
    "quorum": [{"id": "x.quorum.b", "name": "B", "copies": 2}],
}


def test_rows_are_frozen_and_thaw_back_to_plain_toml() -> None:
    """A row is immutable in the game and a fresh plain dict for ``add_card``."""
    data = PluginData(freeze(ROWS), "abc")
    row = data.entry("x.crisis.a")
    assert isinstance(row, FrozenMap) and isinstance(row["effects"], tuple)
    raw = data.raw("x.crisis.a")
    assert raw == ROWS["crisis"][0] and raw is not ROWS["crisis"][0]
    assert thaw(freeze(ROWS)) == ROWS
    assert data.ids("quorum") == ("x.quorum.b",) and data.table("ally") == ()


def test_listing_leaves_out_entries_in_a_base_deck() -> None:
    """An entry a part added to a base deck is listed by base; the rest here, then extras."""
    data = PluginData(freeze(ROWS), "abc")
    listing = ExpansionListing(data, {"x.crisis.a": object()}, ("crisis", "quorum"))
    assert [(e.id, e.deck, e.copies) for e in listing.cards()] == [("x.quorum.b", "quorum", 2)]
