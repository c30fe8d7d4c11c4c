"""The base game of Battlestar Galactica: The Board Game, as a built-in bsgcore plugin.

Every rule of ``base.md`` and every card of the base catalogues (docs/base-status.md lists the parts
and the rules each implements; docs/rulings.md the readings chosen). The feature packages
(``setup``, ``turn``, ``checks``, ``crisis``, ``space`` ...) are private: an expansion or a fan
plugin uses only the names exported here (docs/architecture.md, "The base game's public API"), and
the kernel's ``bsgcore.stack`` for frame helpers.

A plugin adds cards, decks, locations, characters, ops, conditions and WHO values to a base game
through the ``bsg_base_content(content)`` hook (a `BaseContent`); each game's rules get their own
catalogue and `EffectRegistry`, built when the rules are built (docs/hooks.md).
"""

from bsgcore.base.bot.heuristic import BaseBot
from bsgcore.base.bot.heuristic import Cost as BotCost
from bsgcore.base.catalogue.cards import (
    Box,
    Character,
    CrisisCard,
    Location,
    SimpleCard,
    SkillCard,
)
from bsgcore.base.catalogue.components import LoyaltySetup
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.digest import content_digest, data_version
from bsgcore.base.catalogue.loader import BaseCatalogue, CatalogueError, SkillType, load
from bsgcore.base.catalogue.op import FrozenMap, Op
from bsgcore.base.catalogue.playable import as_op, deck_gaps, entry_gaps
from bsgcore.base.catalogue.plugin_data import (
    ExpansionListing,
    ListedEntry,
    PluginData,
    load_plugin_data,
)
from bsgcore.base.catalogue.vocab import AREAS
from bsgcore.base.characters.check_abilities import declare_result as declare_check_result
from bsgcore.base.checks.abilities import CheckAbilityResolved, CheckMarked
from bsgcore.base.checks.added import DestinyAddedToCheck, add_destiny_cards
from bsgcore.base.checks.steps import NO_RESULT as CHECK_NO_RESULT
from bsgcore.base.checks.steps import limit as check_card_limit
from bsgcore.base.checks.steps import prepare as prepare_check
from bsgcore.base.checks.steps import total as check_total
from bsgcore.base.crisis.decks import (
    CrisisDeckFormed,
    CrisisDeckSwitched,
    crisis_deck_for,
    crisis_piles,
)
from bsgcore.base.crisis.steps import jump_icon_events
from bsgcore.base.cylons.events import LoyaltyGiven, SkillCardTaken
from bsgcore.base.cylons.reveal import deal_super_crisis
from bsgcore.base.cylons.turn import cylon_destinations, open_locations
from bsgcore.base.dice.rolls import RollFinished
from bsgcore.base.dice.rolls import start as start_roll
from bsgcore.base.dice.windows import declare_kind as declare_window_kind
from bsgcore.base.effects.cardlist import CardRow, card_rows, missing_cards
from bsgcore.base.effects.examine import examine_loyalty
from bsgcore.base.effects.interpreter import (
    Condition,
    OpHandler,
    Result,
    ask,
    box_supported,
    child,
    condition,
    op_acts_on,
    ops_at,
    pick,
    supported,
    who,
)
from bsgcore.base.effects.ops import op_place_ships
from bsgcore.base.effects.registry import CardEffect, EffectRegistry, WhoValue
from bsgcore.base.execution.barred import AbilitiesBarred, abilities_barred
from bsgcore.base.execution.events import (
    CharacterExecuted,
    CharacterReplaced,
    LoyaltyCardsDiscarded,
    LoyaltyCardsDrawn,
    LoyaltyDeckChanged,
    LoyaltyProven,
    OncePerGameForfeited,
    QuorumCardsDiscarded,
)
from bsgcore.base.execution.procedure import (
    ChooseNewCharacter,
    DiscardQuorum,
    Execute,
    PickNewCharacter,
    executable,
    execute,
    executed_characters,
    new_characters,
    not_a_cylon_cards,
)
from bsgcore.base.jump.steps import sleeper_agent
from bsgcore.base.labels.names import card as card_name
from bsgcore.base.locations.actions import location_cost
from bsgcore.base.locations.actions import usable as location_usable
from bsgcore.base.model import (
    BASE_VIPER,
    BaseGame,
    Check,
    Civilian,
    Execution,
    Player,
    Roll,
    Viper,
    ViperStock,
    clockwise,
    data,
    is_cylon,
    is_cylon_player,
    is_human_player,
    once_per_game_open,
    replace_player,
    seats,
    skill_type,
    skill_value,
    title_eligible,
)
from bsgcore.base.modifiers import (
    AddedCards,
    JumpClearing,
    LocationCost,
    Modifiers,
    Recalled,
    ViperModel,
    modifiers,
)
from bsgcore.base.plugin import PLUGIN
from bsgcore.base.quorum.cards import (
    ChooseDrawnQuorum,
    OncePerGameUsed,
    QuorumMarkerDiscarded,
    look_at_quorum,
)
from bsgcore.base.registration import current_state, noting_state, plugin_state, register_tables
from bsgcore.base.setup.events import BaseEvent, ShipsPlaced, hide
from bsgcore.base.setup.loyalty import loyalty_cards, loyalty_setup, winners
from bsgcore.base.skills.claims import claimed as window_claimed
from bsgcore.base.skills.claims import declare_claimed as declare_claimed_window
from bsgcore.base.skills.claims import start as start_claims
from bsgcore.base.skills.destiny import (
    known_top_holds,
    mark_destiny_known,
    new_destiny,
    put_on_destiny,
    take_destiny,
    take_from_destiny,
)
from bsgcore.base.skills.seen import (
    deck_cards,
    forget_deck,
    hidden_decks,
    see_bottom,
    seen_holds,
    seen_of,
)
from bsgcore.base.skills.types import destiny_recipe, skill_types, type_names
from bsgcore.base.space.actions import (
    ActivateViper,
    ActivateVipers,
    LaunchPilot,
    LaunchSelf,
    NukeAttack,
    launch_possible,
)
from bsgcore.base.space.actions import reach as viper_reach
from bsgcore.base.space.activation import (
    ActivateCylons,
    ActivateShips,
    BasestarsLaunch,
    RaiderActivation,
    activation_events,
    cylon_attack_events,
)
from bsgcore.base.space.board import adjacent as adjacent_areas
from bsgcore.base.space.board import cylons_of, token_damage
from bsgcore.base.space.board import supply as cylon_supply
from bsgcore.base.space.combat import (
    damage_basestar,
    destroy_civilian,
    destroyable_by,
    draw_galactica_damage,
    galactica_damage_count,
    raider_viper_outcome,
    rollless_targets,
    viper_attack,
    viper_attack_outcome,
)
from bsgcore.base.space.combat import place as place_ships
from bsgcore.base.space.events import (
    CylonShipDestroyed,
    ReserveVipersDamaged,
    ShipMoved,
    ViperHit,
    ViperLaunched,
    ViperStockSet,
)
from bsgcore.base.space.model_choice import ChooseViperModels, PickViperModel
from bsgcore.base.space.model_choice import moving as move_vipers
from bsgcore.base.space.models import count_in as vipers_of_model
from bsgcore.base.space.models import known_models as viper_models
from bsgcore.base.space.models import mark_ii, models_in
from bsgcore.base.space.models import model as viper_model
from bsgcore.base.space.models import returned as vipers_returned
from bsgcore.base.titles.lines import TITLES_KEY, TitleLine, base_lines, title_lines
from bsgcore.base.titles.official import OFFICIAL_LINES, official_ranks
from bsgcore.base.turn.commands import LaunchNuke
from bsgcore.base.turn.ending import TurnCutShort, end_turn_events
from bsgcore.base.turn.events import (
    CheckFinished,
    CheckStarted,
    CivilianLost,
    CounterChanged,
    ResourceChanged,
    SkillCardsDiscarded,
    SkillDeckReshuffled,
    TitleChanged,
    VipersChanged,
)
from bsgcore.base.turn.frames import (
    UNSET,
    ActionStep,
    ApplyResult,
    ChooseDraw,
    ChooseTarget,
    DealDestiny,
    EndTurn,
    Jump,
    MovementEnd,
    MovementStep,
    PlaySkillWindow,
    RunOps,
)
from bsgcore.base.turn.movement_end import MovementEndOrder, MovementEndWindow, ResolveDueStep
from bsgcore.base.turn.shared import (
    Events,
    ability_location,
    can_be_sent,
    draw_events,
    final_jump_events,
    final_losses,
    g,
    human_locations,
    move_events,
)
from bsgcore.base.turn.steps import action_ban, hand_limit

__all__ = [
    "as_op",
    "deck_gaps",
    "entry_gaps",
    "CardRow",
    "card_rows",
    "executable",
    "missing_cards",
    "UNSET",
    "ExpansionListing",
    "ActionStep",
    "ActivateViper",
    "ActivateVipers",
    "BASE_VIPER",
    "ChooseViperModels",
    "LaunchSelf",
    "PickViperModel",
    "ReserveVipersDamaged",
    "mark_ii",
    "models_in",
    "cylon_destinations",
    "move_vipers",
    "raider_viper_outcome",
    "viper_model",
    "viper_models",
    "viper_reach",
    "vipers_of_model",
    "vipers_returned",
    "LaunchNuke",
    "NukeAttack",
    "LaunchPilot",
    "launch_possible",
    "ActivateCylons",
    "ActivateShips",
    "BasestarsLaunch",
    "ApplyResult",
    "BaseBot",
    "BotCost",
    "BaseCatalogue",
    "BaseContent",
    "BaseEvent",
    "BaseGame",
    "Box",
    "CardEffect",
    "CatalogueError",
    "Character",
    "CharacterExecuted",
    "CharacterReplaced",
    "Check",
    "CheckAbilityResolved",
    "CheckMarked",
    "TurnCutShort",
    "end_turn_events",
    "declare_check_result",
    "CHECK_NO_RESULT",
    "DestinyAddedToCheck",
    "add_destiny_cards",
    "ChooseDraw",
    "ChooseNewCharacter",
    "ChooseTarget",
    "Civilian",
    "Viper",
    "CivilianLost",
    "Condition",
    "CounterChanged",
    "CrisisCard",
    "CrisisDeckFormed",
    "CrisisDeckSwitched",
    "CylonShipDestroyed",
    "ShipMoved",
    "adjacent_areas",
    "ChooseDrawnQuorum",
    "look_at_quorum",
    "DealDestiny",
    "DiscardQuorum",
    "EffectRegistry",
    "Events",
    "Execute",
    "AbilitiesBarred",
    "Execution",
    "Jump",
    "FrozenMap",
    "Location",
    "LocationCost",
    "LoyaltyCardsDrawn",
    "LoyaltyDeckChanged",
    "LoyaltyGiven",
    "LoyaltyCardsDiscarded",
    "LoyaltyProven",
    "LoyaltySetup",
    "Modifiers",
    "MovementEnd",
    "MovementEndOrder",
    "MovementEndWindow",
    "MovementStep",
    "OFFICIAL_LINES",
    "OncePerGameForfeited",
    "OncePerGameUsed",
    "Op",
    "OpHandler",
    "PLUGIN",
    "PickNewCharacter",
    "PlaySkillWindow",
    "ListedEntry",
    "Player",
    "PluginData",
    "QuorumCardsDiscarded",
    "QuorumMarkerDiscarded",
    "RaiderActivation",
    "ResolveDueStep",
    "ResourceChanged",
    "Result",
    "Roll",
    "RollFinished",
    "start_roll",
    "RunOps",
    "SimpleCard",
    "SkillCard",
    "SkillCardTaken",
    "SkillCardsDiscarded",
    "SkillDeckReshuffled",
    "SkillType",
    "TITLES_KEY",
    "TitleChanged",
    "TitleLine",
    "ViperHit",
    "ViperLaunched",
    "ViperModel",
    "ViperStock",
    "ViperStockSet",
    "VipersChanged",
    "WhoValue",
    "ability_location",
    "action_ban",
    "ask",
    "base_lines",
    "box_supported",
    "can_be_sent",
    "card_name",
    "check_card_limit",
    "check_total",
    "child",
    "clockwise",
    "condition",
    "content_digest",
    "crisis_deck_for",
    "crisis_piles",
    "current_state",
    "cylon_attack_events",
    "cylons_of",
    "JumpClearing",
    "Recalled",
    "AddedCards",
    "not_a_cylon_cards",
    "AREAS",
    "cylon_supply",
    "place_ships",
    "ShipsPlaced",
    "damage_basestar",
    "data",
    "data_version",
    "deal_super_crisis",
    "deck_cards",
    "declare_window_kind",
    "declare_claimed_window",
    "window_claimed",
    "start_claims",
    "destiny_recipe",
    "destroy_civilian",
    "destroyable_by",
    "draw_events",
    "draw_galactica_damage",
    "examine_loyalty",
    "execute",
    "abilities_barred",
    "executed_characters",
    "forget_deck",
    "final_jump_events",
    "final_losses",
    "g",
    "galactica_damage_count",
    "hand_limit",
    "hidden_decks",
    "hide",
    "human_locations",
    "open_locations",
    "is_cylon_player",
    "jump_icon_events",
    "is_human_player",
    "known_top_holds",
    "load",
    "load_plugin_data",
    "location_cost",
    "location_usable",
    "loyalty_cards",
    "loyalty_setup",
    "mark_destiny_known",
    "modifiers",
    "move_events",
    "new_destiny",
    "new_characters",
    "noting_state",
    "official_ranks",
    "op_acts_on",
    "ops_at",
    "pick",
    "plugin_state",
    "prepare_check",
    "put_on_destiny",
    "register_tables",
    "replace_player",
    "rollless_targets",
    "seats",
    "see_bottom",
    "seen_holds",
    "seen_of",
    "skill_type",
    "skill_types",
    "skill_value",
    "supported",
    "once_per_game_open",
    "take_destiny",
    "take_from_destiny",
    "title_eligible",
    "title_lines",
    "type_names",
    "who",
    "winners",
    "op_place_ships",
    "sleeper_agent",
    "is_cylon",
    "activation_events",
    "token_damage",
    "viper_attack",
    "viper_attack_outcome",
    "CheckFinished",
    "CheckStarted",
    "EndTurn",
]
