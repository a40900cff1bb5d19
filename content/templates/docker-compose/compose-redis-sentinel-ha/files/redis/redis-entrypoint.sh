#!/bin/sh
# Starts redis-server with a config written at every boot: persistence, memory policy, the ACL
# users (passwords hashed from Compose secrets) and, under Sentinel, the replication settings.
# With REDIS_SENTINELS set, it asks the Sentinels which node is the master before starting, so a
# node that restarts after a failover rejoins as a replica instead of claiming the master role.
set -eu

run=/tmp/redis
conf="$run/redis.conf"
mkdir -p "$run"
umask 077

# SHA-256 of a secret, the form ACL files accept (#<hex>); the plain password is never written.
hash() {
  file="/run/secrets/$1"
  if [ ! -s "$file" ]; then
    echo "redis-entrypoint: missing secret $1 (set it in .env)" >&2
    exit 1
  fi
  tr -d '\n' < "$file" | sha256sum | cut -d ' ' -f 1
}

# `default` is switched off, so every client has to name its user.
{
  echo "user default off"
  echo "user admin on #$(hash redis_admin_password) ~* &* +@all"
  # The application: its own key and channel prefix, no admin or dangerous commands.
  echo "user app on #$(hash redis_app_password) ~app:* &app:* +@all -@admin -@dangerous"
  # Healthchecks and exporters.
  echo "user monitor on #$(hash redis_monitor_password) resetchannels -@all +ping +info +latency|latest +slowlog|get +client|list"
  # Replicas authenticate to the master with the least they need.
  echo "user replica on #$(hash redis_replica_password) resetchannels -@all +psync +replconf +ping"
  # Sentinel's documented minimum for monitoring and failover.
  echo "user sentinel on #$(hash redis_sentinel_password) allchannels -@all +multi +slaveof +ping +exec +subscribe +config|rewrite +role +publish +info +client|setname +client|kill +script|kill"
} > "$run/users.acl"

cat > "$conf" <<CONF
bind * -::*
port 6379
protected-mode no
dir /data
aclfile $run/users.acl

# Persistence: the AOF (fsync every second, at most ~1 s of writes lost) with an RDB preamble
# so rewrites and restarts are fast, plus RDB snapshots for backups. Writes stop if a snapshot
# fails, rather than silently running without a recent one.
appendonly yes
appenddirname appendonly
appendfsync everysec
aof-use-rdb-preamble yes
auto-aof-rewrite-percentage 100
auto-aof-rewrite-min-size 64mb
save 3600 1 300 100 60 10000
stop-writes-on-bgsave-error yes
rdbcompression yes
rdbchecksum yes

# Memory: keep maxmemory well below the container limit; a rewrite or snapshot forks, and the
# copy-on-write pages of a busy instance need room.
maxmemory ${REDIS_MAXMEMORY:-512mb}
maxmemory-policy ${REDIS_MAXMEMORY_POLICY:-volatile-lru}

tcp-keepalive 60
timeout 0
slowlog-log-slower-than 10000
latency-monitor-threshold 100
CONF

if [ -n "${REDIS_SENTINELS:-}" ]; then
  me=$(hostname)
  master=""
  # Ask each Sentinel for the current master; the first answer wins.
  for sentinel in $REDIS_SENTINELS; do
    answer=$(REDISCLI_AUTH="$(cat /run/secrets/redis_sentinel_password)" \
      redis-cli -h "$sentinel" -p 26379 --no-auth-warning --raw \
      SENTINEL get-master-addr-by-name "${REDIS_MASTER_NAME:-mymaster}" 2> /dev/null | head -n 1 || true)
    if [ -n "$answer" ]; then
      master=$answer
      break
    fi
  done
  # No Sentinel yet (first start of the whole stack): the configured initial master leads.
  master=${master:-$REDIS_INITIAL_MASTER}

  cat >> "$conf" <<CONF

# Replication. Replicas announce their hostname, which Sentinel resolves (resolve-hostnames).
replica-announce-ip $me
masteruser replica
masterauth "$(tr -d '\n' < /run/secrets/redis_replica_password)"
replica-read-only yes
repl-diskless-sync yes
# A master that cannot reach any replica for 10 s stops taking writes, so an isolated old
# master loses as little as possible before Sentinel demotes it.
min-replicas-to-write 1
min-replicas-max-lag 10
CONF
  if [ "$master" != "$me" ]; then
    echo "replicaof $master 6379" >> "$conf"
    echo "redis-entrypoint: starting as a replica of $master"
  else
    echo "redis-entrypoint: starting as the master"
  fi
fi

exec redis-server "$conf"
