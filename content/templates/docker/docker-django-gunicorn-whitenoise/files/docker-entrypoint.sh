#!/bin/sh
# Runs before the container's command. With DJANGO_MIGRATE=1 it applies migrations first; then it
# replaces itself with the command (exec), so Gunicorn is PID 1 and receives docker stop's SIGTERM.
set -eu

if [ "${DJANGO_MIGRATE:-0}" = "1" ]; then
  python manage.py migrate --noinput
fi

exec "$@"
