"""Space (B-SPACE, B-ACTV, B-CMBT): the board, its events, combat, Cylon activation, the human space actions and the space ops and cards."""
