import re

_BINARY = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
_DECIMAL = ["B", "kB", "MB", "GB", "TB", "PB", "EB"]
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([kmgtpe]?)(i?)b?\s*$", re.IGNORECASE)


def format_bytes(size: int, binary: bool = True, precision: int = 1) -> str:
    """Format a byte count as "1.5 MiB" (binary, powers of 1024) or "1.6 MB" (decimal)."""
    base, units = (1024, _BINARY) if binary else (1000, _DECIMAL)
    value = float(abs(size))
    for unit in units:
        # Check the rounded value so that 1023.96 KiB shows as 1.0 MiB, not 1024.0 KiB.
        if round(value, precision) < base or unit == units[-1]:
            break
        value /= base
    sign = "-" if size < 0 else ""
    if unit == "B":
        return f"{sign}{int(value)} B"
    return f"{sign}{value:.{precision}f} {unit}"


def parse_bytes(text: str) -> int:
    """Parse "512", "10k", "1.5 GiB" or "2MB" into a byte count.

    A trailing "i" (KiB, Mi) means powers of 1024; without it the units are decimal.
    """
    match = _SIZE.match(text)
    if not match:
        raise ValueError(f"invalid size: {text!r}")
    number, prefix, binary = match.groups()
    exponent = "kmgtpe".index(prefix.lower()) + 1 if prefix else 0
    if binary and not prefix:
        raise ValueError(f"invalid size: {text!r}")
    return round(float(number) * (1024 if binary else 1000) ** exponent)
