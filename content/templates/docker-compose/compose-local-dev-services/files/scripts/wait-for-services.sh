#!/usr/bin/env bash
# Waits until every service with a healthcheck in compose.yaml reports healthy (default: 60 s).
set -euo pipefail

timeout="${1:-60}"
cd "$(dirname "$0")/.."

deadline=$((SECONDS + timeout))
while true; do
  pending=()
  for id in $(docker compose ps -q); do
    status=$(docker inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}' "$id")
    name=$(docker inspect --format '{{.Name}}' "$id")
    if [[ "$status" != "healthy" && "$status" != "none" ]]; then
      pending+=("${name#/}:$status")
    fi
  done
  if [[ ${#pending[@]} -eq 0 ]]; then
    echo "all services are healthy"
    exit 0
  fi
  if (( SECONDS >= deadline )); then
    echo "timed out after ${timeout}s waiting for: ${pending[*]}" >&2
    exit 1
  fi
  sleep 2
done
