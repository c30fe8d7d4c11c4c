"""`bsg serve`: the game service, a lobby over HTTP and one WebSocket per seat (docs/serve.md).

Starlette and uvicorn are an optional extra (``pip install 'bsgcore[serve]'``), imported only when
the application is built, so ``import bsgcore`` and ``import bsgcore.serve`` never need them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bsgcore.errors import ConfigurationError

if TYPE_CHECKING:
    from starlette.applications import Starlette

__all__ = ["create_app", "require_extra", "run"]

#: The modules the `serve` extra provides; named in the error when one is missing.
EXTRA_MODULES = ("starlette", "uvicorn")


def require_extra(module: str) -> Any:
    """Import one module of the `serve` extra, or ConfigurationError saying how to install it."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise ConfigurationError(
            f"bsg serve needs {module.split('.')[0]}, which is not installed: "
            "pip install 'bsgcore[serve]'.",
            code="missing_extra",
        ) from exc


def create_app(store: str = "sqlite:///games.db", **settings: Any) -> Starlette:
    """The ASGI application serving the games kept in the database named by ``store``."""
    for module in EXTRA_MODULES:
        require_extra(module)
    from bsgcore.serve.app import build_app

    return build_app(store, **settings)


def run(host: str = "127.0.0.1", port: int = 8000, store: str = "sqlite:///games.db") -> None:
    """Serve with uvicorn until interrupted (localhost unless another host is named)."""
    app = create_app(store)
    uvicorn = require_extra("uvicorn")
    from bsgcore.serve.protocol import MAX_MESSAGE_BYTES

    # uvicorn refuses frames past twice the cap; the app answers an error for those in between.
    uvicorn.run(app, host=host, port=port, ws_max_size=2 * MAX_MESSAGE_BYTES, log_level="info")
