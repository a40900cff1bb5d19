set -euo pipefail

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
mkdir "$workdir/running"

# Each job writes its own result file, so the output does not depend on scheduling order.
process() {
  local name=$1
  touch "$workdir/running/$name"
  # Record how many jobs are running right now; the pool must never exceed its limit.
  ls "$workdir/running" | wc -l >>"$workdir/concurrency"
  sleep 0.2
  echo "$name done" >"$workdir/result-$name"
  rm "$workdir/running/$name"
  [[ $name != bad* ]]
}

printf '%s\n' a b c d e bad1 f | job_pool 3 process 2>"$workdir/errors" || echo "pool status: $?"
cat "$workdir"/result-* | sort
sed 's/^/stderr: /' "$workdir/errors"
peak=$(sort -n "$workdir/concurrency" | tail -n 1)
echo "peak concurrency within limit: $([[ $peak -le 3 ]] && echo yes || echo no)"

job_pool 0 echo </dev/null 2>&1 || echo "status: $?"
