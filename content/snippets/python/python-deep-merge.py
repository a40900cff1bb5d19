from collections.abc import Mapping
from copy import deepcopy
from typing import Any, Literal

ListMode = Literal["replace", "append", "unique"]


def deep_merge(base: Mapping[str, Any], *overrides: Mapping[str, Any], lists: ListMode = "replace") -> dict[str, Any]:
    """Merge mappings left to right into a new dict; nested mappings are merged key by key.

    Inputs are never modified. An override value of None deletes the key, so a later layer
    can switch off something an earlier one set.
    """
    result: dict[str, Any] = deepcopy(dict(base))
    for override in overrides:
        _merge_into(result, override, lists)
    return result


def _merge_into(target: dict[str, Any], override: Mapping[str, Any], lists: ListMode) -> None:
    for key, value in override.items():
        current = target.get(key)
        if value is None:
            target.pop(key, None)
        elif isinstance(current, dict) and isinstance(value, Mapping):
            _merge_into(current, value, lists)
        elif isinstance(current, list) and isinstance(value, list) and lists != "replace":
            extra = [item for item in value if lists == "append" or item not in current]
            current.extend(deepcopy(extra))
        else:
            # Copy so that later changes to the result never reach back into an input.
            target[key] = deepcopy(dict(value) if isinstance(value, Mapping) else value)
