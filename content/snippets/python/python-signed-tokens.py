import base64
import hashlib
import hmac
import json
import time
from typing import Any


class BadToken(ValueError):
    """The token was tampered with, malformed, signed with another key or has expired."""


def _b64encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _b64decode(text: str) -> bytes:
    # URL-safe base64 without padding: add back what was stripped before decoding.
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def sign(payload: dict[str, Any], key: bytes, ttl: float | None = None, now: float | None = None) -> str:
    """Return "body.signature": the JSON payload in base64url plus its HMAC-SHA256."""
    claims = dict(payload)
    if ttl is not None:
        claims["exp"] = (time.time() if now is None else now) + ttl
    body = _b64encode(json.dumps(claims, separators=(",", ":"), sort_keys=True).encode())
    signature = hmac.new(key, body.encode(), hashlib.sha256).digest()
    return f"{body}.{_b64encode(signature)}"


def verify(token: str, key: bytes, now: float | None = None) -> dict[str, Any]:
    """Return the payload if the signature is valid and the token has not expired."""
    body, dot, signature = token.partition(".")
    if not dot:
        raise BadToken("malformed token")
    expected = hmac.new(key, body.encode(), hashlib.sha256).digest()
    try:
        given = _b64decode(signature)
    except ValueError:
        raise BadToken("malformed signature") from None
    # compare_digest takes the same time wherever the bytes differ, so the signature
    # cannot be guessed byte by byte from response times.
    if not hmac.compare_digest(expected, given):
        raise BadToken("bad signature")
    claims = json.loads(_b64decode(body))
    if "exp" in claims and (time.time() if now is None else now) >= claims["exp"]:
        raise BadToken("token expired")
    return claims
