#!/usr/bin/env bash
# The image's HEALTHCHECK, with no curl or wget installed: an HTTP request over bash's /dev/tcp.
# Exits 0 when GET http://127.0.0.1:$PORT$HEALTHCHECK_PATH answers with a 2xx status line.
set -u

port=${PORT:-8080}
path=${HEALTHCHECK_PATH:-/health}

exec 3<>"/dev/tcp/127.0.0.1/${port}" || exit 1
printf 'GET %s HTTP/1.0\r\nHost: localhost\r\nUser-Agent: healthcheck\r\n\r\n' "$path" >&3
IFS= read -r -t 5 status_line <&3 || exit 1
exec 3<&-

case "$status_line" in
  "HTTP/1."?" 2"*) exit 0 ;;
  *)
    echo "healthcheck: GET $path answered: ${status_line%$'\r'}" >&2
    exit 1
    ;;
esac
