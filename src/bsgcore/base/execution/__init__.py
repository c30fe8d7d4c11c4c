"""Execution (H-EXEC-1 to -6): the procedure Pegasus (P-EXEC, P-NEWC) and Exodus (X-EXEC) share,
written once in base; no base card executes. Its frames, events and the ``execute`` op are
public (``bsgcore.base``); the differences between expansions are modifier hooks
(``hookspecs/execution.py``). The Quorum hand limit (P-QH, X-QUO) lives here too."""
