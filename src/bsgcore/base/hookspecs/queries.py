# mypy: disable-error-code="empty-body"
"""Modifier hooks at the base game's query points: what rules and abilities change.

Each hook is a pipeline. The value base computes by its printed rule comes in as the last
argument; every implementation, in plugin order (base's own first), returns the value as it
changes it, or unchanged. Implementations take every argument of the hook, in its order: they
are collected once when the rules are built (``RulesRegistry.pipeline``) and called as a plain
loop, not through pluggy, because several sit on the hot path of option enumeration.
A plugin that ``requires=("base",)`` implements them with ``@bsgcore.hookimpl``.
"""

from __future__ import annotations

from typing import Any

from bsgcore.base.model import BaseGame, Check, ViperStock
from bsgcore.base.modifiers import JumpClearing, LocationCost, Recalled, ViperModel
from bsgcore.base.turn.frames import ChooseDraw
from bsgcore.core_events import GameEnded
from bsgcore.hookspecs import hookspec
from bsgcore.messages import Command, Frame
from bsgcore.rng import RandomCursor


@hookspec
def bsg_base_hand_limit(game: BaseGame, seat: int, limit: int) -> int:
    """The most skill cards ``seat`` may keep at the end of a turn (B-TURN-12).

    When: at the end of every turn, for each seat; ``limit`` is 10 (B-COMP-18) as it comes in.
    Base's own: Tyrol's Reckless, 8 (B-CHR-TYR-W). Pure: yes. Returns: the limit.
    firstresult: no. Since 0.3.
    """


@hookspec
def bsg_base_move_cost(game: BaseGame, seat: int, to: str, cost: int | None) -> int | None:
    """How many skill cards ``seat`` pays to move to the location ``to``, or None: it may not.

    When: building the Movement step's options (hot), for each location of the ship boards a
    character may move to (not the Brig or Sickbay, not the seat's own); ``cost`` is 0 on the
    same ship and 1 to change ships or leave space (B-MOVE-3, -5). A cost is 0 or 1 (a move
    carries one card). Base's own: no move into a Colonial One closed by Bomb on Colonial One (B-MOVE-13).
    Pure: yes. Returns: the cost, or None. firstresult: no. Since 0.3.
    """


@hookspec
def bsg_base_move_paid_first(game: BaseGame, seat: int, to: str, card: str, first: bool) -> bool:
    """Whether the skill card ``seat`` pays to move to ``to`` is resolved before he leaves.

    When: as a move paid with ``card`` is carried out; ``first`` comes in False (base moves at
    once, B-MOVE-3). True leaves the step ``FinishMove`` under whatever the discard opens: the
    character then leaves for the destination fixed when he paid, unless he was moved away or
    ``bsg_base_move_cost`` closes the destination meanwhile. Base's own: none. Pegasus: a
    Treachery card that Sabotage may answer (P-TRE-12). Pure: yes. Returns: whether the payment
    comes first. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_window_claims(game: BaseGame, kind: str, claims: bool) -> bool:
    """Whether a check window of ``kind`` first asks who wants to play, the current player then
    deciding who plays first (P-TIME-1, ``bsgcore.base.skills.claims``).

    When: as a check's window starts (``kind``: ``"skill_window"`` before the cards are added,
    ``"declare_emergency"`` after the total); ``claims`` comes in False: base asks the seats in
    table order and each plays at once (B-TURN-2). True: each seat asked says whether it wants
    to play; two or more, the current player orders them; each is then offered the window's
    cards in that order. Base's own: none. Pegasus: both check windows. Pure: yes.
    Returns: whether it asks. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_location_allowed(game: BaseGame, seat: int, location: str, allowed: bool) -> bool:
    """Whether ``seat`` may activate ``location``, where it stands, as its action (B-TURN-6).

    When: building the Action step's options (hot); ``allowed`` is base's printed answer
    (damage, the location's requirement, Cylon locations, whether the action can do anything).
    Base's own: Adama never activates Admiral's Quarters (B-CHR-ADA-W); Zarek's Criminal Past
    (B-CHR-ZAR-W). The location's cost (``bsg_base_location_cost``) is checked after.
    Pure: yes. Returns: whether it may. firstresult: no. Since 0.3.
    """


@hookspec
def bsg_base_location_cost(
    game: BaseGame, seat: int, location: str, cost: LocationCost
) -> LocationCost:
    """The skill cards ``seat`` discards to activate ``location``, and the reason shown.

    When: building the Action step's options (a seat holding fewer cards may not activate it)
    and when the location is activated (the discards come first); ``cost`` comes in as
    ``LocationCost(0, "")``. Base's own: Roslin's Terminal Illness, 2 (B-CHR-ROS-W).
    Pure: yes. Returns: a ``bsgcore.base.LocationCost``. firstresult: no. Since 0.3.
    """


@hookspec
def bsg_base_check_difficulty(game: BaseGame, check: Check, difficulty: int) -> int:
    """The difficulty of a skill check as it starts (B-CHECK-4).

    When: as any check starts (crisis card, location, super crisis), before ``CheckStarted``;
    ``check`` is the check as printed and ``difficulty`` its printed difficulty (already changed
    by earlier implementations). Base's own: Starbuck's Insubordinate, Admiral's Quarters aimed at
    her is 3 easier (B-CHR-STA-W). Pure: yes. Returns: the difficulty. firstresult: no.
    Since 0.3.
    """


@hookspec
def bsg_base_card_value(game: BaseGame, check: Check, card: str, value: int) -> int:
    """What one card adds to a check's total: its polarity (the sign) times its strength.

    When: at the reveal (B-CHECK-10), for every card in the check, destiny included; ``value``
    comes in as the card's strength, positive if its type is one of the check's, else negative.
    Base's own: Inspirational Leader's strength-1 cards count positive (B-CHR-ADA-A) and the
    type Blind Devotion named counts 0 (B-CHR-TYR-O). Pure: yes. Returns: the signed value.
    firstresult: no. Since 0.3.
    """


@hookspec
def bsg_base_check_card_limit(game: BaseGame, seat: int, limit: int) -> int:
    """How many cards ``seat`` may add to the skill check in progress (B-CHECK-6).

    When: building each Contribute decision (hot) and after each card added; ``limit`` comes in
    unlimited (99). Base's own: 1 from the Brig or as a revealed Cylon (B-CHECK-6).
    Pure: yes. Returns: the limit. firstresult: no. Since 0.3.
    """


@hookspec
def bsg_base_receive_skills(game: BaseGame, seat: int, draw: ChooseDraw) -> ChooseDraw:
    """What ``seat`` draws in its Receive Skills step (B-TURN-3, -4).

    When: at the start of every turn; ``draw`` comes in as the character's skill set: the fixed
    types in ``fixed``, a mixed group as ``count`` cards among ``types`` (``count`` 0: none).
    With a ``count`` the seat chooses the types first, else the fixed cards are drawn at once.
    Base's own: in Sickbay 1 card of the character's types (B-SICK-2), a revealed Cylon 2 of any
    type (B-TURN-4). Pure: yes. Returns: a ``ChooseDraw`` frame of ``seat``. firstresult: no.
    Since 0.3.
    """


@hookspec
def bsg_base_turn_steps(game: BaseGame, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """The steps of ``seat``'s turn, the last given resolved first (B-TURN-1).

    When: as every turn begins, once the turn's start-of-turn effects are known; ``frames``
    comes in as base's turn: the end of the turn, the Jump, Activation, Crisis and Action steps,
    Movement, then Receive Skills last (resolved first). A plugin adds a step of its own, e.g.
    before Receive Skills by appending it. Pure: yes. Returns: the frames. firstresult: no.
    Since 0.4.
    """


@hookspec
def bsg_base_movement_end(
    game: BaseGame, seat: int, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """The steps at the end of ``seat``'s Movement step, before his Action step (B-TURN-5).

    When: once the Movement step of ``seat``'s own turn is over, whether he moved or stayed;
    not after a Movement step a card grants (Executive Order) nor when a card or an effect moves
    him. ``frames`` comes in empty; the last given is resolved first, unless the seat has a
    choice (two or more due, or an ability a plugin adds to ``base.f.movement_end_window``): he
    then orders them (bsgcore.base.turn.movement_end). Base's own: none (the step is laid out
    only when some plugin implements this hook, so other games are unchanged).
    Pure: yes. Returns: the frames. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_extra_actions(game: BaseGame, seat: int, count: int) -> int:
    """How many Action steps ``seat`` takes this turn beyond the first (B-TURN-6).

    When: as the turn begins and lays out its steps; ``count`` comes in as 0. Base's own:
    Starbuck's Expert Pilot, 1 more when she starts the turn piloting a viper (B-CHR-STA-A).
    Pure: yes. Returns: the number of extra Action steps. firstresult: no. Since 0.3.
    """


@hookspec
def bsg_base_random_discard(game: BaseGame, seat: int, reason: str, random: bool) -> bool:
    """Whether ``seat`` discards at random rather than choosing (the reason: "hand limit" ...).

    When: building each Discard decision; ``random`` comes in False. Base's own: Apollo's
    Headstrong, at random except for a movement cost (B-CHR-APO-W). Pure: yes.
    Returns: whether the discard is blind. firstresult: no. Since 0.3.
    """


@hookspec
def bsg_base_activation_fallback(
    game: BaseGame, seat: int, icon: str, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """What a Cylon activation icon does when no ship of its type is on the board (B-ACTV).

    When: activating the "raiders" or "heavy_raiders" icon with none of those ships on the board,
    or the "basestars_attack" or "basestars_launch" icon with no basestar on the board;
    ``frames`` comes in empty. The frames are resolved in place of the activation (the last
    given first); none: nothing happens. Base's own: each basestar launches 2 raiders, or 1 heavy
    raider (B-ACTV-RAI-2, B-ACTV-HVY-5, R-117); nothing for the basestar icons. Pure: yes.
    Returns: the frames. firstresult: no. Since 0.3 (the basestar icons since 0.5).
    """


@hookspec
def bsg_base_jump_clearing(game: BaseGame, seat: int, clearing: JumpClearing) -> JumpClearing:
    """How a jump clears the board (B-JUMP-5 step 2): events noted just before, and the ship
    kinds that stay in space.

    When: as the fleet jumps (not the final jump), before the board is cleared; ``clearing``
    comes in as base's own: nothing noted, nothing kept (``bsgcore.base.JumpClearing``). A
    plugin notes the ships that leave in an event of its own (they are still on the board in
    ``game``), or keeps the civilian ships (``kept=("civilian",)``: they stay in their areas,
    and the event is ``base.board_cleared_keeping``). Base's own: none. Pure: yes.
    Returns: the clearing. firstresult: no. Since 0.5.
    """


@hookspec
def bsg_base_recall_ships(game: BaseGame, kind: str, short: int, recalled: Recalled) -> Recalled:
    """Cylon ships of ``kind`` a plugin brings back into the supply because a placement on the
    board is ``short`` of them (B-COMP-10).

    When: a placement (``PlaceShips``: a Cylon attack card's ships, a basestar's launch; an
    effect's ``place_ships`` op) wants more ships of a kind than the supply holds; ``recalled``
    comes in empty (``bsgcore.base.Recalled``). A plugin keeping ships in a zone of its own
    gives the events moving up to ``short`` of them back (they are logged before the ships are
    placed) and their count; what is still short is shared out by the current player as in
    base. Base's own: none. Pure: yes. Returns: the recalled ships. firstresult: no. Since 0.5.
    """


@hookspec
def bsg_base_cylon_supply(game: BaseGame, kind: str, supply: int) -> int:
    """How many Cylon ships of ``kind`` ("raider", "heavy_raider", "basestar") may still be
    placed on the board: the supply (B-COMP-9, -10).

    When: wherever base counts the supply (placing, launching, sharing out what is short);
    ``supply`` comes in as the box's count minus the ships on the board. A plugin adds the pieces
    its components bring, or takes away those it keeps off the board in a zone of its own.
    Base's own: none. Pure: yes. Returns: the count (never below 0). firstresult: no. Since 0.5.
    """


@hookspec
def bsg_base_activation_steps(
    game: BaseGame, seat: int, icon: str, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """The steps of one Cylon activation: base's activation itself, and what a plugin resolves
    before it (a play window before the raiders activate), last given first.

    When: as the ships of an activation icon ("raiders", "heavy_raiders", "basestars_attack",
    "basestars_launch") are about to activate (B-ACTV-1): a crisis card's icon, a Cylon attack
    card's activation, the Cylon Fleet's choice, an effect's ``activate_cylons`` op; and as a
    Cylon attack card's special rule activates the raiders it placed (icon "raiders").
    ``seat`` is the current player; ``frames`` comes in as base's own: the one frame of the
    activation (``ActivateShips`` or ``RaiderActivation``). A plugin adds frames after it in
    the tuple to run before the ships act; the activation stays first in the tuple (an
    activation frame sits right on what started it, B-INV-43), or is left out to cancel it.
    Left unchanged, the activation runs at once, as without the hook. Base's own: none.
    Pure: yes. Returns: the frames. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_attack_misses(game: BaseGame, uid: int, target: int, cause: str) -> str:
    """Whether the attack of the Cylon ship ``uid`` misses without a roll: the cause (a card or
    ability id, shown in the event), or "" to roll as usual.

    When: a raider attacks a viper (``target`` its uid) or Galactica (``target`` -1), a
    basestar attacks Galactica (-1) (B-ACTV-RAI-1, B-ACTV-BS-1); ``cause`` comes in "". A miss
    is the event ``base.attack_missed`` in place of the roll (no die, no window). Base's own:
    none. Pure: yes. Returns: the cause, or "". firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_destroyed_at(game: BaseGame, uid: int, at: int) -> int:
    """The least attack result that destroys the raider or heavy raider ``uid`` (B-CMBT-T4, -T5).

    When: resolving an attack roll against one of them (a viper's, Galactica's or a Cylon
    player's); ``at`` comes in as base's value (3 for a raider, 7 for a heavy raider, from the
    catalogue's combat table). A value above 8 means no roll destroys it. Base's own: none.
    Pure: yes. Returns: the least result. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_end_of_turn(game: BaseGame, seat: int, ended: GameEnded | None) -> GameEnded | None:
    """Whether the game ends at the end of ``seat``'s turn, after the hand limits (B-TURN-12).

    When: at the end of every turn; ``ended`` comes in None. The first implementation to return
    an outcome should be kept by the later ones (return ``ended`` when it is set). Base's own:
    the Cylons win when a resource is at 0 (B-TURN-12, R-101). Pure: yes.
    Returns: a ``core.game_ended`` event, or None to play on. firstresult: no. Since 0.3.
    """


@hookspec
def bsg_base_destination_draw(game: BaseGame, seat: int, count: int) -> int:
    """How many Destination cards ``seat`` draws to choose from as the fleet jumps (B-JUMP-5).

    When: as the fleet jumps (not the final jump), once the board is cleared; ``count`` comes in
    as base's answer: 2 for the Admiral, 3 for the Mission Specialist (B-CARD-QUO-MISSION). At
    least 1 is drawn whatever the pipeline returns. Pegasus: Helena Cain's Blind Jump (the
    Admiral draws 1). Pure: yes. Returns: the count. firstresult: no. Since 0.3.
    """


@hookspec
def bsg_base_jump_steps(game: BaseGame, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """The steps that carry out a jump once the board is cleared (B-JUMP-5), last given first.

    When: as the fleet jumps (not the final jump), after the board is cleared and the
    destinations are drawn; ``frames`` comes in as base's procedure: choose the destination
    (when the deck held enough cards), then finish the jump (the Sleeper Agent phase, the
    track's reset). A plugin adds a step of its own before, between or after them. Pure: yes.
    Returns: the frames. firstresult: no. Since 0.3.
    """


@hookspec
@hookspec
def bsg_base_send_to(game: BaseGame, seat: int, reason: str, to: str) -> str:
    """Where a character an effect or a move sends to the location ``to`` really goes (H-BOARD-6).

    When: each time a character is moved through ``bsgcore.base.move_events`` (every move and
    every "sent to" of the base game: the Brig, Sickbay, the Resurrection Ship, a move by an
    effect); ``game`` is the game before the move and ``reason`` the move's reason
    (``"movement"``, a card id ...). Base has no redirect of its own: ``to`` comes in as given.
    A plugin's phase sends those bound for one location to another (Pegasus's New Caprica: the
    Brig means Detention for a character on the planet). Pure: yes. Returns: a location id.
    firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_ability_location(game: BaseGame, seat: int, location: str) -> str:
    """The location a character ability naming ``location`` means for ``seat`` now (P-DET-3).

    When: each time base reads a character ability that names a location as where its
    character stands or what a player activates: Zarek's Friends in Low Places (a check of
    Administration or the Brig, B-CHR-ZAR-A) and Convicted Criminal (the Brig excepted,
    B-CHR-ZAR-W), Apollo's Alert Viper Pilot (not from the Brig, B-CHR-APO-A); ``seat`` is the
    ability's character and ``location`` comes in as printed. A plugin's phase renames a
    location for the characters in it (Pegasus's New Caprica: the Brig is Detention for a
    character on the planet). Pure: yes. Returns: a location id. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_destiny_recipe(game: BaseGame, recipe: dict[str, int]) -> dict[str, int]:
    """How many cards of each skill type's deck go into the Destiny deck (B-DEST-1).

    When: as the Destiny deck is built at set-up and each time it is built again; ``recipe``
    comes in as base's printed one, 2 from each of its five types (a type a plugin adds is in no
    Destiny deck unless it adds itself: Pegasus's Treachery, 2, P-DST-1). A type's count is what
    is taken from the top of its deck (fewer when deck and discards run short). Pure: yes.
    Returns: a new mapping, type -> cards, in any order (base takes them in deck order).
    firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_crisis_deck(game: BaseGame, purpose: str, deck: str) -> str:
    """The name of the Crisis deck a site draws from, looks at or shuffles into (H-TURN-3).

    When: at every site that uses "the Crisis deck": ``purpose`` is ``"crisis_step"`` (the
    Crisis step's draw, B-TURN-8), ``"religious_visions"`` (B-CHR-ROS-A), ``"secret_destiny"``
    (B-CHR-STA-O), ``"recon"`` (B-CHR-SHA-A), ``"caprica"`` (B-LOC-CAP), ``"effect"`` (a card
    effect such as Launch Scout's) or ``"shuffle_back"`` (Thirty-Three on a jump); ``deck`` comes
    in as base's ``"crisis"``. Another name makes base switch to that deck first (an event,
    ``base.crisis_deck_switched``): it stays in use until a site is given another name. A
    plugin forms its deck with ``bsgcore.base.CrisisDeckFormed``. Base's own: none.
    Pure: yes. Returns: a deck name. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_set_aside(
    game: BaseGame, options: dict[str, Any], cards: tuple[str, ...]
) -> tuple[str, ...]:
    """The Crisis, Super Crisis and Destination cards kept out of their decks for the whole game
    (boxed at set-up, H-3): by card code as the dealt decks hold them.

    When: once, right after the set-up deal (``game`` dealt, ``options`` the game's); ``cards``
    comes in as base's own: with ``omit_missing_cards``, the cards whose effect is missing. A
    plugin adds the cards an option boxes (Exodus's Cylon Fleet: the Cylon Attack cards,
    X-FLEET-SETUP-1). Base emits one ``base.cards_set_aside`` event; the cards count in the
    decks' conservation as set aside. Pure: yes. Returns: the codes. firstresult: no. Since 0.5.
    """


@hookspec
def bsg_base_cylon_moves(game: BaseGame, seat: int, locations: tuple[str, ...]) -> tuple[str, ...]:
    """The Cylon locations the revealed Cylon ``seat`` may move to (B-CYL-2, B-MOVE-10).

    When: building a revealed Cylon's Movement step options (hot); ``locations`` comes in as
    base's: every Cylon location (a location whose side is ``"cylon"``, the base Cylon board's
    first, then a plugin board's) except his own and the hazardous ones, in that order. A plugin
    takes out a location its option leaves off the table (Exodus's Basestar Bridge without the
    Cylon Fleet) or one closed to him. Base's own: none. Pure: yes. Returns: the locations, in
    base's order. firstresult: no. Since 0.5.
    """


@hookspec
def bsg_base_action_allowed(game: BaseGame, seat: int, command: Command, allowed: bool) -> bool:
    """Whether an Action a plugin added to the Action step (``registry.add_options``) is offered.

    When: building every Action decision (hot), for each option a plugin added (base's own
    Actions are not asked); ``allowed`` comes in as base's bans (``bsgcore.base.action_ban``):
    False for a stranded Helo (B-CHR-HEL-W), a revealed Cylon (only his location's action,
    B-CYL-3) and a character in the Brig (B-BRIG-2: only Actions that need no other location,
    which base cannot know of an added one); True otherwise. A plugin whose Action may be taken
    from the Brig allows it there. Base's own: none. Pure: yes. Returns: whether it is offered.
    firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_is_cylon_player(game: BaseGame, seat: int, cylon: bool) -> bool:
    """Whether ``seat`` is a Cylon player (H-ROLE-1): every base rule that says "Cylon player"
    or "human player" asks here (``bsgcore.base.is_cylon_player`` / ``is_human_player``).

    When: wherever base applies such a rule (hot: action, movement and window options, check
    limits, titles, who an effect may choose ...); ``cylon`` comes in as whether the seat is a
    revealed Cylon (B-CYL-1). An unrevealed Cylon is a human player. Base's own: none.
    Pure: yes. Returns: whether the seat is a Cylon player. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_damage_galactica(
    game: BaseGame, seat: int, count: int, frame: Frame | None
) -> Frame | None:
    """How `count` single damages to Galactica are resolved: a frame to push, or None.

    When: each time Galactica would be damaged (a card's ``damage_galactica`` op, a raider's or
    a basestar's hit; not tokens already drawn for a choice); ``seat`` is the current player and
    ``frame`` comes in None, which means base draws the Galactica tokens at once
    (``bsgcore.base.draw_galactica_damage``). A plugin returns its own frame to offer another
    damage pool per damage (Pegasus, H-DMG-1), or ``frame`` unchanged. Pure: yes.
    Returns: the frame, or None. firstresult: no. Since 0.3.
    """


@hookspec
def bsg_base_destroy_civilian(
    game: BaseGame, seat: int, count: int, events: list[Any] | None
) -> list[Any] | None:
    """What destroys a civilian ship an effect "draws" to destroy once the unused pile is empty.

    When: the op ``destroy_civilian`` (B-CIV-4), after the top of the unused pile gave what it
    had and fell short (``game`` after its losses, ``count`` what it left short), before base
    asks the current player (``seat``) to pick ships on the board; ``events`` comes in None,
    which means base's own (the picks; nothing with no ship left). A
    plugin holding civilian ships elsewhere returns the events that destroy ``count`` of them
    (Pegasus's New Caprica: the Locked, then the Prepared stack, R-202), or ``events``
    unchanged. Pure: yes. Returns: the events, or None. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_basestar_damage_tokens(
    options: dict[str, Any], tokens: tuple[str, ...]
) -> tuple[str, ...]:
    """The basestar damage tokens a game plays with (B-DMG-6), by catalogue id.

    When: at the set-up deal (the pile shuffled from them) and by the tokens' conservation
    invariant; ``options`` are the game's, ``tokens`` comes in as base's own set. A plugin
    replaces it for an option (Exodus's Ionian Nebula: its 6 tokens, X-BSD-1); a token whose
    catalogue entry ``replaces`` a base token works as that one (Critical Hit counts 2, ...).
    Pure: yes. Returns: the ids. firstresult: no. Since 0.5.
    """


@hookspec
def bsg_base_basestar_damaged(
    game: BaseGame, uid: int, token: str, rng: RandomCursor, events: tuple[Any, ...]
) -> tuple[Any, ...]:
    """Events carried out as basestar ``uid`` takes damage token ``token`` (B-DMG-6).

    When: right after each ``BasestarDamaged`` event (``game`` before it), before the basestar
    is destroyed when that token destroys it; ``events`` comes in empty (base's tokens do
    nothing when drawn). A plugin's token with an effect when drawn returns its events, drawing
    any random outcome from ``rng`` (no frame: the hit's callers end their step after it).
    Pure: yes (randomness from ``rng`` only). Returns: the events. firstresult: no. Since 0.5.
    """


@hookspec
def bsg_base_basestar_last_hit_draws(game: BaseGame, uid: int, draws: bool) -> bool:
    """Whether a basestar one damage short of destroyed still draws a token when hit (B-DMG-6).

    When: as basestar ``uid`` is hit at 2 damage; ``draws`` comes in False (base destroys it
    without a token, R-118). True draws the token and carries out its ``bsg_base_basestar_damaged``
    events before the basestar is destroyed (Exodus's X-BSD-6). Pure: yes. Returns: whether it
    draws. firstresult: no. Since 0.5.
    """


@hookspec
def bsg_base_title_eligible(game: BaseGame, seat: int, line: str, eligible: bool) -> bool:
    """Whether ``seat`` may hold the title of the line of succession ``line`` (H-TITLE-2).

    When: whenever base hands a title out by succession (set-up, B-SUCC-1; after a move or a
    reveal, B-SUCC-2, -10; effects that pass a title on), for each seat; and for the holder of a
    title lost in the Brig (the Admiral's), whether he keeps it. ``eligible`` comes in as base's
    rule: a character who is no Cylon player (B-SUCC-0), outside the Brig for a line that takes
    its successor outside it (the Admiral's; a President in the Brig keeps her title, B-SUCC-4).
    Base's own: none. Pure: yes. Returns: whether the seat is eligible. firstresult: no.
    Since 0.4.
    """


@hookspec
def bsg_base_once_per_game_allowed(game: BaseGame, seat: int, ability: str, allowed: bool) -> bool:
    """Whether ``seat`` may use its once-per-game ability ``ability`` now (B-CHAR-3).

    When: wherever base offers a once-per-game ability (a check window's, an Action, Roslin's
    Skilled Politician); ``allowed`` comes in as base's rule: not used yet. Base's own: none.
    Pure: yes. Returns: whether it may be used. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_check_steps(
    game: BaseGame, check: Check, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """The steps of a skill check between its Skill Check Abilities and the window after the
    total (X-SCA-8 step 3), last given first.

    When: at the reveal (``check.revealed`` holds the cards, ``check.source`` names the card or
    location the check comes from); ``frames`` comes in as base's: none. The frames run after
    every Skill Check Ability and before the window after the total and the result, whatever
    the result will be. Exodus: the Consequence box of a Crisis card (X-SCA-10..13, the card
    record's ``consequence``). Pure: yes. Returns: the frames. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_check_result(game: BaseGame, check: Check, result: str) -> str:
    """The result whose box a skill check's result step resolves (B-CHECK-12): ``"pass"``,
    ``"partial"``, ``"fail"``, or ``"none"`` (no box is resolved: the check neither passes nor
    fails).

    When: at the result step, after the window after the total, with the final total and
    difficulty (``check.total``, ``check.difficulty``); ``result`` comes in as base computes it
    from them, then as the plugin before left it. Exodus: Iron Will cancels the fail result of a
    check short by at most 4 (X-SKILL-4). Base's own: none. Pure: yes. Returns: the result.
    firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_check_abilities(
    game: BaseGame, check: Check, abilities: tuple[str, ...]
) -> tuple[str, ...]:
    """Which Skill Check Abilities of a check's revealed cards are carried out (X-SCA, P-SCA).

    When: right after the reveal (``check.revealed`` holds the cards), and again after each
    ability, to find the next; ``abilities`` comes in as the distinct catalogue ids of the
    revealed cards whose record has ``skill_check_ability`` (each carried out once per check,
    whoever added it, destiny included). Base's own cards carry no icon. A plugin drops an
    ability that does not apply now (Pegasus: its Reckless ones outside a Reckless check,
    ``game.check_marks``) or adds one. Pure: yes. Returns: the ids. firstresult: no. Since 0.4.
    """


@hookspec
def bsg_base_viper_models(models: tuple[ViperModel, ...]) -> tuple[ViperModel, ...]:
    """The viper models (types) a plugin knows: each one's movement range and the results of a
    raider's attack that damage or destroy it (B-CMBT-T8).

    When: wherever base reads a viper's model (its moves, a raider's attack on it, the choice of
    model on a launch or an effect); ``models`` comes in as base's own, the Mark II alone
    (``bsgcore.base.mark_ii()``: 1 area, damaged on 5-7, destroyed on 8). A plugin appends its
    models (or changes base's). Which models a game plays with, and how many of each, is
    ``bsg_base_viper_stock``'s. Base's own: none. Pure: yes (no option: a model's table is the
    same in every game). Returns: the models. firstresult: no. Since 0.5.
    """


@hookspec
def bsg_base_viper_stock(
    options: dict[str, Any], stock: tuple[ViperStock, ...]
) -> tuple[ViperStock, ...]:
    """The vipers a game starts with, per model: how many in the reserve, in the damaged box,
    destroyed (out of the game, B-VIPER-6).

    When: once, at the set-up's fleet step (B-SETUP-15), with the game's options; ``stock``
    comes in as base's own: the box's 8 Mark II in the reserve. A plugin boxes some, adds its
    models' pieces (models of ``bsg_base_viper_models``), or starts them elsewhere. Left
    unchanged, nothing new is logged and every viper is base's (no model is ever asked for).
    Base's own: none. Pure: yes. Returns: the stock. firstresult: no. Since 0.5.
    """
