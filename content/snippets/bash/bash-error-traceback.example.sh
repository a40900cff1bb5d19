load_config() {
  local file=$1
  grep -q "^port=" "$file"
}

start_service() {
  echo "starting service"
  load_config /nonexistent/app.conf
  echo "never reached"
}

# The failing part runs in a subshell so this example can show its output and status.
# It must not be the left side of || or an if: Bash disables errexit there.
set +e
(
  enable_traceback
  echo "step 1 ok"
  start_service
) 2>&1
echo "subshell exited with $?"
