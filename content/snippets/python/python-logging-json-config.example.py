import sys

setup_logging("debug")
log = logging.getLogger("shop.checkout")


class FixedClock(logging.Filter):
    """Pins the time field so this example prints the same every run."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.created = 1735689600.0  # 2025-01-01T00:00:00Z
        return True


logging.getLogger().handlers[0].addFilter(FixedClock())

log.debug("cart loaded", extra={"cart_id": "c-42", "items": 3})
log.info("order %s paid", "o-7", extra={"amount_cents": 1999})
log.warning("slow payment provider", extra={"provider": "acme", "seconds": 2.5})
logging.getLogger("urllib3").info("not shown: urllib3 logs warnings and above")

# An exception's traceback travels in one JSON field, so a log line stays one line.
try:
    1 / 0
except ZeroDivisionError:
    record = log.makeRecord(log.name, logging.ERROR, "checkout.py", 0, "payment hook failed", (), sys.exc_info())
    entry = json.loads(JsonFormatter().format(record))
    print(entry["message"], "|", entry["exception"].splitlines()[-1])
