"""Connection settings shared by the demo producer and consumer."""

import os
import time
import urllib.parse

import pika


def connection_parameters() -> pika.URLParameters:
    """AMQP_URL without a password, plus the password read from the Compose secret file."""
    url = urllib.parse.urlsplit(os.environ["AMQP_URL"])
    with open(os.environ["AMQP_PASSWORD_FILE"], encoding="utf-8") as handle:
        password = urllib.parse.quote(handle.read().strip(), safe="")
    user = urllib.parse.quote(url.username or "", safe="")
    netloc = f"{user}:{password}@{url.hostname}:{url.port or 5672}"
    full = urllib.parse.urlunsplit((url.scheme, netloc, url.path, "heartbeat=30&connection_attempts=3", ""))
    params = pika.URLParameters(full)
    params.client_properties = {"connection_name": os.environ.get("HOSTNAME", "demo")}
    return params


def backoff(attempt: int) -> None:
    """Sleeps 1, 2, 4 ... up to 30 seconds between reconnects."""
    time.sleep(min(30, 2**attempt))
