"""Settings from environment variables, checked once at start-up so a typo fails fast."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path


class ConfigError(ValueError):
    pass


@dataclass(frozen=True)
class Settings:
    spool_dir: Path
    concurrency: int = 4
    job_timeout: float = 30.0
    max_attempts: int = 5
    backoff_base: float = 1.0
    backoff_max: float = 300.0
    poll_interval: float = 1.0
    # Keep it below the platform's kill timeout (Kubernetes' terminationGracePeriodSeconds,
    # `docker stop -t`, Compose's stop_grace_period) so in-flight jobs are handed back, not lost.
    shutdown_grace: float = 25.0
    health_port: int = 8081
    # All interfaces, so a Kubernetes probe reaches it; 127.0.0.1 keeps it inside the host.
    health_host: str = "0.0.0.0"
    log_level: str = "INFO"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env

        def number(
            name: str, default: float, *, integer: bool = False, minimum: float = 0.0
        ) -> float:
            raw = env.get(name)
            if raw is None or raw.strip() == "":
                return default
            try:
                value = int(raw) if integer else float(raw)
            except ValueError:
                kind = "a whole number" if integer else "a number"
                raise ConfigError(f"{name} must be {kind}, not {raw!r}") from None
            if value < minimum:
                raise ConfigError(f"{name} must be at least {minimum}, not {value}")
            return value

        spool = env.get("WORKER_SPOOL_DIR", "").strip()
        if not spool:
            raise ConfigError("WORKER_SPOOL_DIR is required: the folder jobs are read from")
        level = env.get("LOG_LEVEL", "INFO").upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
            raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}")
        settings = cls(
            spool_dir=Path(spool),
            concurrency=int(number("WORKER_CONCURRENCY", 4, integer=True, minimum=1)),
            job_timeout=number("WORKER_JOB_TIMEOUT", 30.0, minimum=0.001),
            max_attempts=int(number("WORKER_MAX_ATTEMPTS", 5, integer=True, minimum=1)),
            backoff_base=number("WORKER_BACKOFF_BASE", 1.0),
            backoff_max=number("WORKER_BACKOFF_MAX", 300.0),
            poll_interval=number("WORKER_POLL_INTERVAL", 1.0, minimum=0.01),
            shutdown_grace=number("WORKER_SHUTDOWN_GRACE", 25.0),
            health_port=int(number("WORKER_HEALTH_PORT", 8081, integer=True)),
            health_host=env.get("WORKER_HEALTH_HOST", "").strip() or "0.0.0.0",
            log_level=level,
        )
        if settings.backoff_max < settings.backoff_base:
            raise ConfigError("WORKER_BACKOFF_MAX must be at least WORKER_BACKOFF_BASE")
        return settings
