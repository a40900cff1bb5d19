from __future__ import annotations

import os
from dataclasses import dataclass, fields
from typing import Mapping


@dataclass(frozen=True)
class Settings:
    database_url: str
    port: int = 8000
    debug: bool = False
    request_timeout: float = 10.0
    allowed_hosts: tuple[str, ...] = ("localhost",)


_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


def _convert(raw: str, type_name: str) -> object:
    if type_name == "bool":
        value = raw.strip().lower()
        if value not in _TRUE | _FALSE:
            raise ValueError(f"expected a boolean, got {raw!r}")
        return value in _TRUE
    if type_name == "int":
        return int(raw)
    if type_name == "float":
        return float(raw)
    if type_name.startswith("tuple"):
        return tuple(part.strip() for part in raw.split(",") if part.strip())
    return raw


def load_settings(env: Mapping[str, str] = os.environ, prefix: str = "APP_") -> Settings:
    """Build Settings from PREFIX_FIELD variables; missing optional fields keep their defaults."""
    values: dict[str, object] = {}
    errors: list[str] = []
    for field in fields(Settings):
        key = prefix + field.name.upper()
        if key not in env:
            continue
        try:
            values[field.name] = _convert(env[key], str(field.type))
        except ValueError as exc:
            errors.append(f"{key}: {exc}")
    try:
        settings = Settings(**values)
    except TypeError as exc:  # a required field without a default is missing
        errors.append(str(exc))
    if errors:
        raise RuntimeError("invalid configuration:\n  " + "\n  ".join(errors))
    return settings
