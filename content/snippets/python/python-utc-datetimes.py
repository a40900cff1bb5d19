from datetime import datetime, timezone
from zoneinfo import ZoneInfo


def parse_utc(text: str, assume: str | None = None) -> datetime:
    """Parse an ISO 8601 timestamp into an aware datetime in UTC.

    Timestamps without an offset are ambiguous; they are rejected unless `assume` names
    the zone they were written in (such as "UTC" or "Europe/Berlin").
    """
    # Python 3.11's fromisoformat accepts "Z", basic formats and fractional seconds.
    parsed = datetime.fromisoformat(text.strip())
    if parsed.tzinfo is None:
        if assume is None:
            raise ValueError(f"timestamp has no UTC offset: {text!r}")
        parsed = parsed.replace(tzinfo=ZoneInfo(assume))
    return parsed.astimezone(timezone.utc)


def format_utc(moment: datetime, timespec: str = "seconds") -> str:
    """RFC 3339 text ending in "Z", the form APIs and JSON expect."""
    if moment.tzinfo is None:
        raise ValueError("refusing to format a naive datetime as UTC")
    return moment.astimezone(timezone.utc).isoformat(timespec=timespec).replace("+00:00", "Z")


def to_local(moment: datetime, zone: str) -> datetime:
    """Convert to a named IANA zone; daylight saving time comes from the tz database."""
    return moment.astimezone(ZoneInfo(zone))


def from_unix(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, tz=timezone.utc)
