"""Character abilities (B-CHR): those taken as an Action or set off by the turn's events, those acting on skill checks, and those changing the turn's steps."""
