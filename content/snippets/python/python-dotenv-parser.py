import os
import re
from collections.abc import Mapping
from pathlib import Path

_LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$")
_VARIABLE = re.compile(r"\$(?:\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "$": "\0"}


def parse_dotenv(text: str, environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """Parse .env text: KEY=value lines, comments, quotes, `export` and ${VAR:-default}."""
    environ = os.environ if environ is None else environ
    values: dict[str, str] = {}

    def expand(value: str) -> str:
        def lookup(match: re.Match[str]) -> str:
            name = match[1] or match[3]
            # Earlier keys in the file win over the process environment.
            found = values.get(name, environ.get(name))
            return found if found else (match[2] or "")
        return _VARIABLE.sub(lookup, value)

    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        match = _LINE.match(line)
        if not match:
            raise ValueError(f"line {number}: expected KEY=value, got {line.strip()!r}")
        key, raw = match.groups()
        if raw[:1] == "'":
            # Single quotes are literal: no escapes, no ${} expansion.
            value = raw[1 : raw.index("'", 1)] if raw.count("'") >= 2 else raw
        elif raw[:1] == '"' and raw.count('"') >= 2:
            inner = raw[1 : raw.rindex('"')]
            # A \$ escape becomes a NUL placeholder so expansion skips it, then turns back into $.
            inner = re.sub(r"\\(.)", lambda m: _ESCAPES.get(m[1], m[0]), inner)
            value = expand(inner).replace("\0", "$")
        else:
            value = expand(re.sub(r"\s+#.*$", "", raw))  # unquoted: " # ..." starts a comment
        values[key] = value
    return values


def load_dotenv(path: str | os.PathLike[str] = ".env", override: bool = False) -> dict[str, str]:
    """Read a .env file into os.environ; existing variables win unless `override` is set."""
    file = Path(path)
    values = parse_dotenv(file.read_text(encoding="utf-8")) if file.is_file() else {}
    for key, value in values.items():
        if override or key not in os.environ:
            os.environ[key] = value
    return values
