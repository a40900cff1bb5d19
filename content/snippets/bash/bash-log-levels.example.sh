set -euo pipefail

export LOG_TIMESTAMPS=0 # fixed output for this example

{
  log_debug "hidden at the default info level"
  log_info "starting backup"
  log_warn "disk is 91% full"
  LOG_LEVEL=debug log_debug "visible once LOG_LEVEL=debug"
  LOG_LEVEL=error log_warn "filtered out at LOG_LEVEL=error"
} 2>&1

# Timestamps have a fixed shape; show that without printing the clock.
stamp=$(LOG_TIMESTAMPS=1 log_info "with time" 2>&1)
if [[ $stamp =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z\ INFO\ \ with\ time$ ]]; then
  echo "timestamped line matches YYYY-MM-DDTHH:MM:SSZ INFO  with time"
fi

# die exits, so run it in a subshell to see its status.
(die 3 "config file missing") 2>&1 || echo "die exited with $?"
