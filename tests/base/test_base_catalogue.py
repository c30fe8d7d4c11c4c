"""The base catalogues as typed, validated tables (package data, not the shared folder)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bsgcore.base.catalogue.loader import FILES, CatalogueError, load, parse_files, read_files
from bsgcore.base.catalogue.op import Op
from bsgcore.base.catalogue.vocab import SKILL_TYPES
from bsgcore.ruleset import build_rules

SHARED = Path(__file__).resolve().parents[3] / "shared" / "rules" / "cards"


def test_every_base_catalogue_loads_into_typed_tables() -> None:
    """Ten files, ten characters, 17 locations, every deck."""
    cat = load()
    assert len(cat.characters) == 10 and len(cat.locations) == 17
    assert sum(c.copies for c in cat.crisis) == 70
    assert sum(c.copies for c in cat.super_crisis) == 5
    assert sum(c.copies for c in cat.quorum) == 17
    assert sum(c.copies for c in cat.destinations) == 22
    assert sum(c.copies for c in cat.loyalty) == 16
    assert sum(c.copies for c in cat.galactica_damage) == 8
    assert len(cat.components.basestar_damage) == 4
    assert {t.id for t in cat.components.titles} == {"base.title.president", "base.title.admiral"}


def test_skill_decks_b_comp_3() -> None:
    """B-COMP-3: 5 types of 21 cards: 8 of strength 1, 6 of 2, 4 of 3, 2 of 4, 1 of 5."""
    cat = load()
    for kind in SKILL_TYPES:
        by_value: dict[int, int] = {}
        for entry in (s for s in cat.skills if s.type == kind):
            for value, count in entry.copies_by_value.items():
                by_value[int(value)] = by_value.get(int(value), 0) + count
        assert by_value == {1: 8, 2: 6, 3: 4, 4: 2, 5: 1}


def test_component_counts_b_comp_2_6_7_8_11() -> None:
    """B-COMP-2 resources, B-COMP-6 vipers, -7 raptors, -8 nukes, -11 civilians; the box counts
    behind the ship limits."""
    comp = load().components
    assert dict(comp.resource_start) == {"fuel": 8, "food": 8, "morale": 10, "population": 12}
    assert comp.count("viper") == 8 and comp.count("raptor") == 4
    assert comp.count("nuke_token") == 2
    assert comp.count("basestar") == 2 and comp.count("heavy_raider") == 4
    assert comp.count("raider") == 16 and comp.count("centurion_token") == 4
    backs = [c.back for c in comp.civilians]
    assert len(backs) == 12
    population = sum(int(c.loss.get("population", 0)) for c in comp.civilians)
    assert population == 12, "B-INV-33: 12 population on the civilian ships"
    assert sum(int(c.loss.get("fuel", 0)) for c in comp.civilians) == 1
    assert sum(int(c.loss.get("morale", 0)) for c in comp.civilians) == 1
    assert backs.count("empty") == 2


def test_galactica_damage_b_comp_12() -> None:
    """B-COMP-12: one token per damageable location plus -1 fuel and -1 food."""
    cat = load()
    damageable = {loc.id for loc in cat.locations if loc.damageable}
    tokens = {str(t.extra.get("location", "")) for t in cat.galactica_damage} - {""}
    assert tokens == damageable and len(damageable) == 6
    assert {t.extra.get("resource") for t in cat.galactica_damage} == {None, "fuel", "food"}
    kinds = sorted(
        str(t.extra.get("location") or t.extra.get("resource")) for t in cat.galactica_damage
    )
    assert kinds == sorted([*damageable, "fuel", "food"])  # 8 tokens, one of each kind
    assert len(cat.galactica_damage) == 8


def test_loyalty_table_b_loy_2() -> None:
    """B-LOY-2: Cylon and Not a Cylon cards per player count, the Sympathizer at 4 and 6."""
    comp = load().components
    rows = {r.players: (r.cylon, r.not_cylon, r.sympathizer) for r in comp.loyalty_setup}
    assert rows == {3: (1, 5, False), 4: (1, 6, True), 5: (2, 8, False), 6: (2, 9, True)}
    assert set(comp.extra_not_a_cylon) == {
        "base.character.gaius_baltar",
        "base.character.sharon_boomer_valerii",
    }


def test_lines_of_succession_b_succ_0() -> None:
    """B-SUCC-0: the whole Admiral and President lines of the 10 base characters, place by place."""
    cat = load()
    admiral = [c.id.split(".")[-1] for c in sorted(cat.characters, key=lambda c: c.admiral_rank)]
    president = [
        c.id.split(".")[-1] for c in sorted(cat.characters, key=lambda c: c.president_rank)
    ]
    assert admiral == [
        "william_adama", "saul_tigh", "karl_helo_agathon", "lee_apollo_adama",
        "kara_starbuck_thrace", "sharon_boomer_valerii", "galen_tyrol", "tom_zarek",
        "gaius_baltar", "laura_roslin",
    ]  # fmt: skip
    assert president == [
        "laura_roslin", "gaius_baltar", "tom_zarek", "lee_apollo_adama", "william_adama",
        "karl_helo_agathon", "galen_tyrol", "sharon_boomer_valerii", "saul_tigh",
        "kara_starbuck_thrace",
    ]  # fmt: skip


def test_effects_are_frozen_ops() -> None:
    """Effects stay data: hashable ops with nested effect lists as ops too."""
    scout = load().get("base.skill.launch_scout")
    (op,) = scout.effects
    assert isinstance(op, Op) and op.name == "if"
    names = [inner.name for inner in op.walk()]
    assert names == ["if", "roll", "peek_top", "raptors"]
    hash(scout)


def test_base_cards_are_shared_with_plugins() -> None:
    """The base plugin shares its catalogue as ``base.cards``."""
    assert build_rules("base").data["base.cards"] is load()


@pytest.mark.skipif(not SHARED.is_dir(), reason="the shared rules folder is not beside the repo")
def test_package_data_matches_the_shared_catalogues() -> None:
    """The copies shipped in the package are byte for byte the shared catalogues."""
    shipped = read_files()
    for name in FILES:
        assert shipped[name] == (SHARED / name).read_bytes(), f"{name} differs from shared/"


def _patched(name: str, old: bytes, new: bytes) -> dict[str, bytes]:
    files = read_files()
    assert old in files[name]
    files[name] = files[name].replace(old, new, 1)
    return files


def test_an_unknown_op_is_refused() -> None:
    """An op outside the vocabulary is a load error, never a silent no-op."""
    files = _patched("base-quorum.toml", b'op = "discard_this_card"', b'op = "win_the_game"')
    with pytest.raises(CatalogueError, match="win_the_game"):
        parse_files(files)


def test_an_unknown_parameter_or_value_is_refused() -> None:
    """Parameters and closed values (WHO values, resources) are checked."""
    files = _patched("base-quorum.toml", b'chooser = "acting_player"', b'chooser = "nobody"')
    with pytest.raises(CatalogueError, match="not a WHO value"):
        parse_files(files)
    files = _patched("base-destinations.toml", b'resource = "fuel"', b'resource = "water"')
    with pytest.raises(CatalogueError, match="resource"):
        parse_files(files)


def test_a_wrong_deck_total_is_refused() -> None:
    """Deck totals are checked against the box (70 crisis cards)."""
    files = _patched("base-crisis.toml", b"copies = 1\n", b"copies = 2\n")
    with pytest.raises(CatalogueError, match="crisis"):
        parse_files(files)


def test_a_broken_file_is_refused() -> None:
    """A file that is not TOML is named."""
    files = read_files()
    files["base-skill.toml"] = b"[[skill]\n"
    with pytest.raises(CatalogueError, match="base-skill.toml"):
        parse_files(files)
