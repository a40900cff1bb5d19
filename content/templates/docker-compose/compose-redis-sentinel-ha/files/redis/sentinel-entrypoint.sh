#!/bin/sh
# Starts Redis Sentinel. Sentinel rewrites its own config file as it learns about replicas, other
# Sentinels and failovers, so the file lives on the Sentinel's volume. At every boot the static and
# secret lines are written afresh and the learned state (ids, epochs, current master) is kept.
set -eu

conf=/data/sentinel.conf
name=${REDIS_MASTER_NAME:-mymaster}
umask 077

secret() { tr -d '\n' < "/run/secrets/$1"; }

state=""
if [ -f "$conf" ]; then
  state=$(grep -E "^sentinel (myid|config-epoch|leader-epoch|current-epoch|known-replica|known-sentinel) " "$conf" || true)
  monitor=$(grep -E "^sentinel monitor $name " "$conf" || true)
fi
# First start: watch the initial master; later starts keep the master Sentinel last knew.
monitor=${monitor:-"sentinel monitor $name $REDIS_INITIAL_MASTER 6379 ${SENTINEL_QUORUM:-2}"}

cat > "$conf.new" <<CONF
port 26379
bind * -::*
protected-mode no
dir /data
# Containers change IP addresses; hostnames are stable on the Compose network.
sentinel resolve-hostnames yes
sentinel announce-hostnames yes
sentinel announce-ip $(hostname)
# Clients and the other Sentinels authenticate with this password.
requirepass "$(secret redis_sentinel_password)"
sentinel sentinel-pass "$(secret redis_sentinel_password)"

$monitor
sentinel auth-user $name sentinel
sentinel auth-pass $name "$(secret redis_sentinel_password)"
# Declare the master down after 5 s without an answer; give a failover 60 s; resync one
# replica at a time so the others keep serving reads.
sentinel down-after-milliseconds $name 5000
sentinel failover-timeout $name 60000
sentinel parallel-syncs $name 1
CONF
if [ -n "$state" ]; then
  printf '\n%s\n' "$state" >> "$conf.new"
fi
mv "$conf.new" "$conf"

exec redis-server "$conf" --sentinel
