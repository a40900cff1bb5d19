#!/bin/sh
# Creates every stream in /etc/nats/streams and every consumer in /etc/nats/consumers, or updates
# the ones that exist so the server matches the files. Stream files are named <STREAM>.json and
# consumer files <STREAM>-<consumer>.json. The nats CLI reads NATS_URL, NATS_USER and NATS_PASSWORD.
set -eu

for file in /etc/nats/streams/*.json; do
  [ -e "$file" ] || continue
  stream=$(basename "$file" .json)
  if nats stream info "$stream" > /dev/null 2>&1; then
    echo "nats-init: updating stream $stream"
    # Some settings (storage type, name) cannot change; the CLI reports those as errors.
    nats stream edit "$stream" --config "$file" --force
  else
    echo "nats-init: creating stream $stream"
    nats stream add --config "$file"
  fi
done

for file in /etc/nats/consumers/*.json; do
  [ -e "$file" ] || continue
  name=$(basename "$file" .json)
  stream=${name%%-*}
  consumer=${name#*-}
  if nats consumer info "$stream" "$consumer" > /dev/null 2>&1; then
    echo "nats-init: updating consumer $consumer on $stream"
    nats consumer edit "$stream" "$consumer" --config "$file" --force
  else
    echo "nats-init: creating consumer $consumer on $stream"
    nats consumer add "$stream" --config "$file"
  fi
done

nats stream report
