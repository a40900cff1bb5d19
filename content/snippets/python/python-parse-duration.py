import re
from datetime import timedelta

_UNITS = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1, "ms": 0.001}
_PART = re.compile(r"(\d+(?:\.\d+)?)\s*(ms|w|d|h|m|s)", re.IGNORECASE)


def parse_duration(text: str) -> timedelta:
    """Parse durations such as "90s", "1h30m", "2d 4h" or "1.5h" into a timedelta."""
    cleaned = text.strip()
    if not cleaned:
        raise ValueError("empty duration")
    sign = -1 if cleaned.startswith("-") else 1
    cleaned = cleaned.lstrip("+-").strip()
    total, position = 0.0, 0
    for match in _PART.finditer(cleaned):
        # Anything between two matches (like "1h x 5m") means the input is not a duration.
        if cleaned[position : match.start()].strip(" ,"):
            raise ValueError(f"invalid duration: {text!r}")
        total += float(match[1]) * _UNITS[match[2].lower()]
        position = match.end()
    if position == 0 or cleaned[position:].strip(" ,"):
        raise ValueError(f"invalid duration: {text!r}")
    return timedelta(seconds=sign * total)


def format_duration(delta: timedelta, parts: int = 2) -> str:
    """Render a timedelta as "1h 30m", keeping at most `parts` of the largest units."""
    # Whole milliseconds avoid float noise such as 0.30000000000000004s.
    remaining = round(abs(delta).total_seconds() * 1000)
    pieces = []
    for unit, seconds in _UNITS.items():
        size = round(seconds * 1000)
        count, remaining = divmod(remaining, size)
        if count:
            pieces.append(f"{count}{unit}")
    text = " ".join(pieces[:parts]) or "0s"
    return f"-{text}" if delta < timedelta(0) else text
