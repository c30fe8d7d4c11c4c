"""Turn raw TOML entries into the typed records of `bsgcore.base.catalogue.cards` and `components`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bsgcore.base.catalogue.cards import (
    Ability,
    Box,
    Character,
    CrisisCard,
    Location,
    Printing,
    SetupRow,
    SimpleCard,
    SkillCard,
    SkillGroup,
)
from bsgcore.base.catalogue.components import CivilianBack, Components, LoyaltySetup
from bsgcore.base.catalogue.op import FrozenMap, effects, freeze


def build_box(raw: dict[str, Any] | None) -> Box | None:
    """An outcome box or option, or None when the card has none."""
    if raw is None:
        return None
    return Box(
        text=str(raw.get("text", "")),
        effects=effects(raw.get("effects")),
        threshold=int(raw.get("threshold", 0)),
        skill_check=bool(raw.get("skill_check", False)),
        requires=str(raw.get("requires", "")),
    )


def build_crisis(raw: dict[str, Any], deck: str) -> CrisisCard:
    """A crisis or super crisis card."""
    printings = tuple(
        Printing(int(p["copies"]), tuple(p["cylon_activation"]), bool(p["jump_icon"]))
        for p in raw.get("printings", ())
    )
    if not printings:
        printings = (
            Printing(
                int(raw.get("copies", 1)),
                tuple(raw["cylon_activation"]),
                bool(raw.get("jump_icon", False)),
            ),
        )
    return CrisisCard(
        id=str(raw["id"]),
        name=str(raw["name"]),
        deck=deck,
        kind=str(raw["kind"]),
        copies=int(raw.get("copies", 1)),
        rule_id=str(raw.get("rule_id", "")),
        printings=printings,
        chooser=str(raw.get("chooser", "")),
        difficulty=int(raw.get("difficulty", 0)),
        skills=tuple(raw.get("skills", ())),
        option_a=build_box(raw.get("option_a")),
        option_b=build_box(raw.get("option_b")),
        passed=build_box(raw.get("pass")),
        partial=build_box(raw.get("partial")),
        failed=build_box(raw.get("fail")),
        setup=build_setup(raw.get("setup", ())),
        special_rule=build_box(raw.get("special_rule")),
        consequence=build_box(raw.get("consequence")),
    )


def build_setup(rows: Iterable[dict[str, Any]]) -> tuple[SetupRow, ...]:
    """Ships per space area."""
    return tuple(SetupRow(int(r["area"]), FrozenMap(r["ships"])) for r in rows)


def build_simple(raw: dict[str, Any], deck: str, extra: tuple[str, ...] = ()) -> SimpleCard:
    """A card whose behaviour is one effect list; `extra` names kind-specific fields kept."""
    return SimpleCard(
        id=str(raw["id"]),
        name=str(raw["name"]),
        deck=deck,
        copies=int(raw.get("copies", 1)),
        text=str(raw.get("text", "")),
        effects=effects(raw.get("effects")),
        rule_id=str(raw.get("rule_id", "")),
        timing=str(raw.get("timing", "")),
        extra=FrozenMap({k: freeze(raw[k]) for k in extra if k in raw}),
    )


def build_skill(raw: dict[str, Any]) -> SkillCard:
    """A base skill card band."""
    return SkillCard(
        id=str(raw["id"]),
        name=str(raw["name"]),
        type=str(raw["type"]),
        values=tuple(int(v) for v in raw["values"]),
        copies_by_value=FrozenMap({str(k): int(v) for k, v in raw["copies_by_value"].items()}),
        copies=int(raw["copies"]),
        timing=str(raw.get("timing", "")),
        text=str(raw.get("text", "")),
        effects=effects(raw.get("effects")),
        rule_id=str(raw.get("rule_id", "")),
        limit=str(raw.get("limit", "")),
        skill_check_ability=bool(raw.get("skill_check_ability", False)),
    )


def build_ability(raw: dict[str, Any]) -> Ability:
    """A character ability, once-per-game ability or weakness."""
    return Ability(
        id=str(raw["id"]),
        name=str(raw["name"]),
        text=str(raw.get("text", "")),
        timing=str(raw.get("timing", "")),
        effects=effects(raw.get("effects")),
        limit=str(raw.get("limit", "")),
    )


def build_character(raw: dict[str, Any]) -> Character:
    """A character sheet."""
    return Character(
        id=str(raw["id"]),
        name=str(raw["name"]),
        rule_id=str(raw.get("rule_id", "")),
        type=str(raw["type"]),
        skill_set=tuple(SkillGroup(tuple(g["types"]), int(g["count"])) for g in raw["skill_set"]),
        draw_per_turn=int(raw["draw_per_turn"]),
        can_pilot=bool(raw["can_pilot"]),
        start_location=str(raw["start_location"]),
        admiral_rank=int(raw["succession"]["admiral"]),
        president_rank=int(raw["succession"]["president"]),
        ability=build_ability(raw["ability"]),
        once_per_game=build_ability(raw["once_per_game"]),
        weakness=build_ability(raw["weakness"]),
    )


def build_location(raw: dict[str, Any]) -> Location:
    """A location."""
    return Location(
        id=str(raw["id"]),
        name=str(raw["name"]),
        rule_id=str(raw.get("rule_id", "")),
        board=str(raw["board"]),
        side=str(raw["side"]),
        hazardous=bool(raw["hazardous"]),
        damageable=bool(raw["damageable"]),
        text=str(raw.get("text", "")),
        effects=effects(raw.get("effects")),
        difficulty=int(raw.get("difficulty", 0)),
        skills=tuple(raw.get("skills", ())),
        action_requires=str(raw.get("action_requires", "")),
        passive=str(raw.get("passive", "")),
    )


def _component(doc: dict[str, Any], slug: str) -> dict[str, Any]:
    for entry in doc["component"]:
        if entry["id"] == f"base.component.{slug}":
            found: dict[str, Any] = entry
            return found
    raise KeyError(f"base.component.{slug}")


def build_components(doc: dict[str, Any]) -> Components:
    """Counts, dials, layout and tables of base-components.toml."""
    resources = doc["resources"]
    names = ("fuel", "food", "morale", "population")
    civilians: list[CivilianBack] = []
    for row in _component(doc, "civilian_ship")["composition"]:
        civilians += [CivilianBack(str(row["back"]), FrozenMap(row["loss"]))] * int(row["copies"])
    basestar_damage = tuple(
        SimpleCard(str(k["id"]), str(k["name"]), "basestar_damage", 1, str(k["text"]), ())
        for k in _component(doc, "basestar_damage_token")["kinds"]
    )
    steps = doc["jump_track"]["steps"]
    counts = {entry["id"].split(".", 2)[2]: int(entry["count"]) for entry in doc["component"]}
    limits = doc["hand_limits"]
    return Components(
        resource_start=FrozenMap({n: int(resources[n]["start"]) for n in names}),
        resource_max=FrozenMap({n: int(resources[n]["dial_max"]) for n in names}),
        jump_auto=max(int(s["step"]) for s in steps if s.get("auto_jump")),
        ftl_population_loss=FrozenMap(
            {
                str(s["step"]): int(s["population_loss_on_roll_at_most_6"])
                for s in steps
                if s.get("ftl_jump_allowed")
            }
        ),
        boarding_loss_at=int(doc["boarding_party_track"]["loss_at"]),
        galactica_destroyed_at=int(doc["damage_limits"]["galactica_destroyed_at"]),
        basestar_destroyed_at=int(doc["damage_limits"]["basestar_destroyed_at"]),
        counts=FrozenMap(counts),
        civilians=tuple(civilians),
        basestar_damage=basestar_damage,
        starting_layout=build_setup(doc["starting_layout"]["setup"]),
        combat=FrozenMap({k: freeze(v) for k, v in doc["combat"].items()}),
        hand_limit=int(limits["skill_cards"]),
        hand_limit_tyrol=int(limits["skill_cards_tyrol"]),
        loyalty_setup=tuple(
            LoyaltySetup(
                int(r["players"]),
                int(r["you_are_a_cylon"]),
                int(r["you_are_not_a_cylon"]),
                bool(r["sympathizer_after_first_deal"]),
            )
            for r in doc["loyalty_deck"]["loyalty_setup"]
        ),
        extra_not_a_cylon=FrozenMap(
            {str(k): int(v) for k, v in doc["loyalty_deck"]["extra_not_a_cylon"].items()}
        ),
        boards=FrozenMap({str(b["id"]): tuple(b["locations"]) for b in doc["board"]}),
        titles=tuple(build_simple(t, "title") for t in doc["title"]),
    )
