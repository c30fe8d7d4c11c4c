"""Card effects: the interpreter that runs a card's ops, the ops no single feature owns, the registry of implemented cards and the card list of `bsg cards`."""
