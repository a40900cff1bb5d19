"""Gunicorn settings, read with --config. Environment variables override the defaults."""

import multiprocessing
import os

bind = f"0.0.0.0:{os.environ.get('PORT', '8000')}"

# The usual starting point is two workers per core plus one; cap it so small hosts do not over-commit.
workers = int(os.environ.get("GUNICORN_WORKERS", min(multiprocessing.cpu_count() * 2 + 1, 9)))
threads = int(os.environ.get("GUNICORN_THREADS", "1"))
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 20
keepalive = 5

# Restart workers now and then to contain slow memory leaks in long-running processes.
max_requests = 2000
max_requests_jitter = 200

accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")

# Trust X-Forwarded-* from the proxy in front of the container.
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "*")
