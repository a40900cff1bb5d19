#!/bin/sh
# Writes the definitions RabbitMQ imports at boot: the users and their permissions from .env
# (through Compose secrets) merged into the topology from definitions.json. Then starts RabbitMQ
# through the image's entrypoint. It runs at every start, so changing a password in .env and
# recreating the container is enough to rotate it.
set -eu

topology=/etc/rabbitmq/topology.json
out=/tmp/definitions.json
umask 077

# Reads a Compose secret; refuses characters that would need escaping inside a JSON string.
secret() {
  file="/run/secrets/$1"
  if [ ! -s "$file" ]; then
    echo "render-users: missing secret $1 (set it in .env)" >&2
    exit 1
  fi
  value=$(cat "$file")
  case "$value" in
    *'"'* | *\\*)
      echo "render-users: $1 contains a double quote or a backslash; pick another password" >&2
      exit 1
      ;;
  esac
  printf '%s' "$value"
}

admin_password=$(secret rabbitmq_admin_password)
publisher_password=$(secret rabbitmq_publisher_password)
consumer_password=$(secret rabbitmq_consumer_password)

# The merge needs a JSON object whose first character is "{", and no users of its own.
if [ "$(head -c 1 "$topology")" != "{" ]; then
  echo "render-users: $topology must start with {" >&2
  exit 1
fi

# Permissions are regular expressions over resource names: configure, write, read.
# RabbitMQ imports users, vhosts and permissions in that order whatever the key order here.
{
  cat <<JSON
{
  "users": [
    { "name": "${RABBITMQ_ADMIN_USER}", "password": "${admin_password}", "tags": ["administrator"] },
    { "name": "${RABBITMQ_PUBLISHER_USER}", "password": "${publisher_password}", "tags": [] },
    { "name": "${RABBITMQ_CONSUMER_USER}", "password": "${consumer_password}", "tags": [] }
  ],
  "permissions": [
    { "user": "${RABBITMQ_ADMIN_USER}", "vhost": "app", "configure": ".*", "write": ".*", "read": ".*" },
    { "user": "${RABBITMQ_PUBLISHER_USER}", "vhost": "app", "configure": "^\$", "write": "^orders\\\\.events\$", "read": "^\$" },
    { "user": "${RABBITMQ_CONSUMER_USER}", "vhost": "app", "configure": "^\$", "write": "^\$", "read": "^orders\\\\.(created|dead)\$" }
  ],
JSON
  # The topology without its opening brace.
  tail -c +2 "$topology"
} > "$out"

exec docker-entrypoint.sh "$@"
