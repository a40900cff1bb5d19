#!/usr/bin/env bash
# Releases an image in two steps: runs the database migrations in a Job with that image and
# waits for it, then rolls the Deployment out to the same image. If the migration fails or times
# out, the script stops and the running version is left untouched.
#
#   NAMESPACE=shop DEPLOYMENT=api ./deploy.sh ghcr.io/example/api:1.4.2
#
# Needs kubectl, with credentials allowed what rbac.yaml's deployer Role allows.
set -euo pipefail

image="${1:?usage: $0 IMAGE}"
namespace="${NAMESPACE:-default}"
deployment="${DEPLOYMENT:-api}"
container="${CONTAINER:-$deployment}"
migration_timeout="${MIGRATION_TIMEOUT:-900}"
rollout_timeout="${ROLLOUT_TIMEOUT:-10m}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

kc() { kubectl --namespace "$namespace" "$@"; }

# Fill the release's image into the Job offline (--local), then create it; the API server picks
# the name from generateName and kubectl prints it.
job="$(kubectl set image --local -f "$here/migrate-job.yaml" "migrate=$image" -o yaml | kc create -f - -o name)"
echo "Started $job with $image"

# Show the migration's output as it runs; stopped when the script exits.
kc logs --follow --pod-running-timeout=5m "$job" &
logs_pid=$!
trap 'kill "$logs_pid" 2>/dev/null || true' EXIT

deadline=$((SECONDS + migration_timeout))
while :; do
  conditions="$(kc get "$job" -o jsonpath='{range .status.conditions[?(@.status=="True")]}{.type}{" "}{end}')"
  case " $conditions " in
    *" Complete "*)
      break
      ;;
    *" Failed "*)
      reason="$(kc get "$job" -o jsonpath='{.status.conditions[?(@.type=="Failed")].reason}')"
      echo "Migration failed (${reason:-unknown reason}); $deployment was not changed." >&2
      echo "Inspect it with: kubectl -n $namespace describe $job" >&2
      exit 1
      ;;
  esac
  if ((SECONDS >= deadline)); then
    echo "Migration still running after ${migration_timeout}s; $deployment was not changed." >&2
    exit 1
  fi
  sleep 5
done
wait "$logs_pid" 2>/dev/null || true
echo "Migration finished."

kc set image "deployment/$deployment" "$container=$image"
if ! kc rollout status "deployment/$deployment" --timeout="$rollout_timeout"; then
  echo "Rollout did not finish. The schema is already migrated, so roll back the code only" >&2
  echo "if the previous version works with it: kubectl -n $namespace rollout undo deployment/$deployment" >&2
  exit 1
fi
echo "Released $image to $deployment."
