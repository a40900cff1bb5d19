set -euo pipefail

make_temp_dir workdir # removed when this script exits

# Each demo runs in a subshell so its cleanups fire before the next line prints.
(
  on_exit echo "cleanup 1: stop test server"
  on_exit echo "cleanup 2: remove 'file with spaces.txt'"
  on_exit false
  on_exit echo "cleanup 3: release lock"
  echo "doing work..."
) 2>&1

echo "--- failure path"
set +e
(
  set -e
  make_temp_dir scratch
  echo "$scratch" >"$workdir/scratch-path"
  on_exit echo "cleanup: runs even though the script fails"
  echo "about to fail"
  false
  echo "never printed"
)
echo "subshell exited with $?"
set -e

[[ -d $(cat "$workdir/scratch-path") ]] || echo "scratch dir removed: yes"
[[ -d $workdir ]] && echo "outer workdir still there until exit: yes"
