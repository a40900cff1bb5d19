# Leveled logging to stderr with optional timestamps, filtered by LOG_LEVEL.
# LOG_LEVEL: debug, info (default), warn or error. LOG_TIMESTAMPS=0 turns timestamps off.
declare -gA LOG_SEVERITY=([debug]=10 [info]=20 [warn]=30 [error]=40)

log() {
  local level=${1-} threshold=${LOG_LEVEL:-info}
  shift || true
  if [[ -z ${LOG_SEVERITY[$level]+set} ]]; then
    printf 'log: unknown level %s\n' "$level" >&2
    return 1
  fi
  # An unknown LOG_LEVEL falls back to info rather than silencing everything.
  local min=${LOG_SEVERITY[$threshold]:-20} severity=${LOG_SEVERITY[$level]}
  ((severity >= min)) || return 0
  local prefix=''
  if [[ ${LOG_TIMESTAMPS:-1} != 0 ]]; then
    # printf's %()T is a builtin strftime, so a log line needs no extra process.
    TZ=UTC printf -v prefix '%(%Y-%m-%dT%H:%M:%SZ)T ' -1
  fi
  local upper=${level^^}
  printf '%s%-5s %s\n' "$prefix" "$upper" "$*" >&2
}

log_debug() { log debug "$@"; }
log_info() { log info "$@"; }
log_warn() { log warn "$@"; }
log_error() { log error "$@"; }

# Logs an error and exits the script with the given status (default 1).
die() {
  local status=1
  if [[ ${1-} =~ ^[0-9]+$ ]]; then status=$1; shift; fi
  log error "$@"
  exit "$status"
}
