set -euo pipefail

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
cd "$workdir"

lock_acquire job.lock
echo "first acquire: ok"

# A second acquire with a zero-second timeout fails while we hold the lock.
if ! lock_acquire job.lock 0 2>/dev/null; then
  echo "second acquire: busy"
fi

lock_release job.lock
[[ -d job.lock ]] || echo "released"

# Simulate a crashed owner: a lock left behind by a pid that no longer exists.
bash -c 'echo $$' >dead.pid
mkdir job.lock
cp dead.pid job.lock/pid
lock_acquire job.lock 0 2>/dev/null && echo "stale lock taken over"
[[ $(cat job.lock/pid) == "$$" ]] && echo "now owned by this shell"
lock_release job.lock
