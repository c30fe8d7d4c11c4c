"""Public scenario builders for base-game tests (the project's and a plugin's): build a situation
by hand, then play the rule under test through the engine (docs/testing.md).

- `table`: a base game set up with chosen characters (`set_up`, `new_game`, `option`, `play`).
- `space`: `Board` (a state with its rules, run frames and play commands on it), `board` (space
  laid out by hand), `quiet` (no response window asked).
- `turn`: `table` (a set-up board in the first turn), `arrange` (exact hands and destiny),
  `with_crisis`, `skill`, `answer_check`, `declined`.
- `edits`: `edit`, `with_player`, `placed`, `holding`, `cylon_at`, `stacked`, `with_title`,
  `resting`, `at_step`, `at_action`, `drawn`, `seat_of`.

These modules import private base modules on purpose (they are the kernel's side of the fence);
a plugin imports them freely.
"""
