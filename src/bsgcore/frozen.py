"""`evolve`: a fast ``attrs.evolve`` for the frozen values on the engine's hot path.

``attrs.evolve`` reads every field of the instance in Python and calls ``__init__`` with all of
them: for a game value of sixty fields that is ~10 µs, paid by nearly every event applied. Here a
copy plan is made once per class:

- a frozen attrs class **without slots** (``@attrs.frozen(slots=False)``, e.g. ``BaseGame``) is
  copied in C: the old instance's ``__dict__`` is copied (``dict.copy``), the changes written into
  the copy, and the copy set as the new instance's ``__dict__``;
- a slotted attrs class gets a generated function that fills a new instance's slots through
  their descriptors, the changes and the other fields read directly (what its ``__init__``
  does, without the call: about half the time of calling it); any other attrs class one that
  calls its ``__init__`` with the changes and the other fields read directly;
- a class with validators, converters, ``__attrs_post_init__``, fields outside ``__init__``,
  private names or a cached hash falls back to ``attrs.evolve`` (its checks still run).

Same result as ``attrs.evolve``: an unknown field name raises TypeError.
"""

from __future__ import annotations

from collections.abc import Callable
from types import MemberDescriptorType
from typing import Any, TypeVar

import attrs

T = TypeVar("T")

_Plan = Callable[[Any, dict[str, Any]], Any]
_PLANS: dict[type, _Plan] = {}
#: The field names of each class whose plan is `copy_dict` (`evolve` copies those itself).
_DICT_COPIED: dict[type, frozenset[str]] = {}
_new = object.__new__
#: A dict-based value is copied as ``dict.copy`` of its ``__dict__``, set as the new instance's
#: ``__dict__``: on CPython 3.13 this is 2 to 3 times cheaper for a sixty-field value than filling
#: the new instance's own (materialised) ``__dict__`` with ``update``, which re-inserts each key.
_copy = dict.copy
_set_dict = object.__setattr__


def evolve(inst: T, /, **changes: Any) -> T:
    """A copy of the attrs instance ``inst`` with ``changes`` (what ``attrs.evolve`` returns)."""
    cls = type(inst)
    if cls in _DICT_COPIED:  # `copy_dict`, inlined: the common case
        fields = _copy(inst.__dict__)
        size = len(fields)
        fields.update(changes)
        # Every field is a key already, so only an unknown name adds one: checked by size.
        if len(fields) == size or changes.keys() <= _DICT_COPIED[cls]:
            new: T = _new(cls)
            _set_dict(new, "__dict__", fields)
            return new
        return _PLANS[cls](inst, changes)  # raises TypeError, naming the unknown field
    plan = _PLANS.get(cls)
    if plan is None:
        plan = _PLANS[cls] = _make_plan(cls)
    result: T = plan(inst, changes)
    return result


def _fallback(inst: Any, changes: dict[str, Any]) -> Any:
    return attrs.evolve(inst, **changes)


def _caches_hash(cls: type) -> bool:
    """Whether attrs made the class cache its hash (``cache_hash=True``): a copy must not keep it."""
    code = getattr(getattr(cls, "__hash__", None), "__code__", None)
    return code is not None and "_attrs_cached_hash" in code.co_names


def _make_plan(cls: type) -> _Plan:
    fields = attrs.fields(cls)
    plain = (
        all(
            f.init and f.validator is None and f.converter is None and f.alias == f.name
            for f in fields
        )
        and not hasattr(cls, "__attrs_post_init__")
        and not hasattr(cls, "__attrs_pre_init__")
        and not _caches_hash(cls)
    )
    if not plain:
        return _fallback
    names = frozenset(f.name for f in fields)

    def unknown(changes: dict[str, Any]) -> TypeError:
        extra = sorted(set(changes) - names)
        return TypeError(
            f"{cls.__name__}.__init__() got an unexpected keyword argument {extra[0]!r}"
        )

    if "__slots__" not in cls.__dict__ and "__dict__" not in getattr(cls, "__slots__", ()):

        def copy_dict(inst: Any, changes: dict[str, Any]) -> Any:
            if not changes.keys() <= names:
                raise unknown(changes)
            state = _copy(inst.__dict__)
            state.update(changes)
            new: Any = _new(cls)
            _set_dict(new, "__dict__", state)
            return new

        _DICT_COPIED[cls] = names
        return copy_dict

    slots = {f.name: getattr(cls, f.name, None) for f in fields}
    if all(isinstance(slot, MemberDescriptorType) for slot in slots.values()):
        return _slot_plan(cls, names, slots, unknown)
    args = ", ".join(f"{f.name}=get({f.name!r}, inst.{f.name})" for f in fields)
    source = (
        "def call_init(inst, changes):\n"
        "    if not changes.keys() <= names:\n"
        "        raise unknown(changes)\n"
        "    get = changes.get\n"
        f"    return cls({args})\n"
    )
    namespace: dict[str, Any] = {"cls": cls, "names": names, "unknown": unknown}
    exec(compile(source, f"<bsgcore.frozen evolve {cls.__qualname__}>", "exec"), namespace)  # noqa: S102
    plan: _Plan = namespace["call_init"]
    return plan


def _slot_plan(
    cls: type, names: frozenset[str], slots: dict[str, Any], unknown: Callable[..., TypeError]
) -> _Plan:
    """A generated copy of a plain slotted class that fills each slot of a new instance
    through its descriptor: what its ``__init__`` does, without calling it (half the time)."""
    lines = [
        "def set_slots(inst, changes):",
        "    if not changes.keys() <= names:",
        "        raise unknown(changes)",
        "    get = changes.get",
        "    new = _new(cls)",
    ]
    namespace: dict[str, Any] = {"cls": cls, "names": names, "unknown": unknown, "_new": _new}
    for index, name in enumerate(slots):
        namespace[f"_set{index}"] = slots[name].__set__
        lines.append(f"    _set{index}(new, get({name!r}, inst.{name}))")
    lines.append("    return new")
    source = "\n".join(lines) + "\n"
    exec(compile(source, f"<bsgcore.frozen evolve {cls.__qualname__}>", "exec"), namespace)  # noqa: S102
    plan: _Plan = namespace["set_slots"]
    return plan


#: The names a plain frozen slotted class's attrs ``__init__`` refers to (anything else, such
#: as a validator, converter or post-init call, leaves the class's own ``__init__`` in place).
_PLAIN_INIT_NAMES = frozenset({"_cached_setattr_get", "NOTHING", "attr_dict"})
_FAST: set[type] = set()


def fast_init(cls: type) -> bool:
    """Give a plain frozen slotted attrs class an ``__init__`` that fills each slot through its
    descriptor (what attrs' own does through ``object.__setattr__``, a third slower): the same
    signature, defaults and factories, the same instance. Commands, events and frames are made
    by the thousand per game (attrs' ``__init__`` was about 9% of a base playout).

    Returns whether the class has it (already or now). Left alone, returning False: a class
    without slots (attrs' ``__init__`` already writes its ``__dict__``), or whose ``__init__``
    is not attrs' plain one (validators, converters, ``__attrs_pre_init__`` or
    ``__attrs_post_init__``, aliases, fields outside ``__init__``, a cached hash), or a
    subclass that inherits one.
    """
    if cls in _FAST:
        return True
    init = cls.__dict__.get("__init__")
    code = getattr(init, "__code__", None)
    if (
        code is None
        or not code.co_filename.startswith("<attrs generated")
        or not attrs.has(cls)
        or "__slots__" not in cls.__dict__
        or hasattr(cls, "__attrs_post_init__")
        or hasattr(cls, "__attrs_pre_init__")
        or _caches_hash(cls)
    ):
        return False
    fields = attrs.fields(cls)
    factories = {f"__attr_factory_{f.name}" for f in fields}
    if not set(code.co_names) <= _PLAIN_INIT_NAMES | factories:
        return False
    if not all(
        f.init and f.validator is None and f.converter is None and f.alias == f.name for f in fields
    ):
        return False
    slots: dict[str, Any] = {f.name: getattr(cls, f.name, None) for f in fields}  # inherited too
    if not all(isinstance(slot, MemberDescriptorType) for slot in slots.values()):
        return False
    namespace: dict[str, Any] = {"NOTHING": attrs.NOTHING}
    positional: list[str] = []
    keywords: list[str] = []
    body: list[str] = []
    for index, f in enumerate(fields):
        name = f.name
        namespace[f"_set{index}"] = slots[name].__set__
        default = f.default
        if default is attrs.NOTHING:
            param = name
            value = name
        elif isinstance(default, attrs.Factory):  # type: ignore[arg-type]
            if default.takes_self:
                return False
            namespace[f"_factory{index}"] = default.factory
            param = f"{name}=NOTHING"
            value = f"_factory{index}() if {name} is NOTHING else {name}"
        else:
            namespace[f"_default{index}"] = default
            param = f"{name}=_default{index}"
            value = name
        (keywords if f.kw_only else positional).append(param)
        body.append(f"    _set{index}(self, {value})")
    params = ", ".join(["self", *positional, *(["*", *keywords] if keywords else [])])
    source = f"def __init__({params}):\n" + ("\n".join(body) or "    pass") + "\n"
    exec(compile(source, f"<bsgcore.frozen init {cls.__qualname__}>", "exec"), namespace)  # noqa: S102
    new_init = namespace["__init__"]
    new_init.__qualname__ = f"{cls.__qualname__}.__init__"
    new_init.__doc__ = init.__doc__
    new_init.__annotations__ = dict(getattr(init, "__annotations__", {}))
    new_init.__module__ = cls.__module__
    type.__setattr__(cls, "__init__", new_init)
    _FAST.add(cls)
    return True
