"""The official lines of succession of every published character (X-SUCC-1 to -3, whose order
agrees with P-SUCC-1, -2 and with base's own lines), written once for every expansion: an
expansion that adds characters replaces a line by its ranks here (``official_ranks``), so
Pegasus, Exodus and both together hand titles out by the same order (P-SUCC-11, R-254).

Characters not in a game are simply left out of its order; ranks are relative.
"""

from __future__ import annotations

from collections.abc import Iterable

_B, _P, _X = "base.character.", "pegasus.character.", "exodus.character."

#: Highest first. Pegasus characters are marked * in X-SUCC; Exodus characters have the prefix
#: ``exodus.character.`` (the Exodus plugin's ids).
OFFICIAL_LINES: dict[str, tuple[str, ...]] = {
    "admiral": (
        _P + "helena_cain",
        _B + "william_adama",
        _B + "saul_tigh",
        _B + "karl_helo_agathon",
        _X + "felix_gaeta",
        _B + "lee_apollo_adama",
        _P + "anastasia_dee_dualla",
        _B + "kara_starbuck_thrace",
        _P + "louanne_kat_katraine",
        _B + "sharon_boomer_valerii",
        _X + "samuel_t_anders",
        _B + "galen_tyrol",
        _X + "callandra_cally_tyrol",
        _B + "tom_zarek",
        _P + "ellen_tigh",
        _B + "gaius_baltar",
        _X + "tory_foster",
        _B + "laura_roslin",
    ),
    "president": (
        _B + "laura_roslin",
        _B + "gaius_baltar",
        _B + "tom_zarek",
        _X + "tory_foster",
        _P + "ellen_tigh",
        _B + "lee_apollo_adama",
        _X + "felix_gaeta",
        _B + "william_adama",
        _B + "karl_helo_agathon",
        _B + "galen_tyrol",
        _X + "callandra_cally_tyrol",
        _P + "helena_cain",
        _P + "anastasia_dee_dualla",
        _B + "sharon_boomer_valerii",
        _B + "saul_tigh",
        _X + "samuel_t_anders",
        _B + "kara_starbuck_thrace",
        _P + "louanne_kat_katraine",
    ),
    "cag": (
        _B + "lee_apollo_adama",
        _B + "kara_starbuck_thrace",
        _P + "louanne_kat_katraine",
        _B + "sharon_boomer_valerii",
        _X + "samuel_t_anders",
        _B + "karl_helo_agathon",
        _B + "william_adama",
        _P + "helena_cain",
        _B + "saul_tigh",
        _X + "felix_gaeta",
        _P + "anastasia_dee_dualla",
        _B + "galen_tyrol",
        _X + "callandra_cally_tyrol",
        _B + "tom_zarek",
        _P + "ellen_tigh",
        _B + "gaius_baltar",
        _X + "tory_foster",
        _B + "laura_roslin",
    ),
}


def official_ranks(line: str, characters: Iterable[str]) -> dict[str, int]:
    """A line's ranks (character id -> rank, 1 first) over `characters`: the published order,
    then any character the line does not list (a Cylon Leader, who never holds a title; a fan
    character), in the order given."""
    given = list(dict.fromkeys(characters))
    known = set(given)
    order = [c for c in OFFICIAL_LINES[line] if c in known]
    order += [c for c in given if c not in OFFICIAL_LINES[line]]
    return {character: rank for rank, character in enumerate(order, start=1)}
