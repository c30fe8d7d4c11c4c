"""``python -m bsgcore``: the ``bsg`` command."""

from bsgcore.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
