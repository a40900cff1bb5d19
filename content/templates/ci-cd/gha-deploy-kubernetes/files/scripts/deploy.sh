#!/usr/bin/env bash
# Deploys IMAGE to NAMESPACE with the kustomize base in deploy/, waits for the rollout, and rolls
# back if it does not become ready in time.
set -euo pipefail

: "${IMAGE:?set IMAGE, e.g. ghcr.io/you/app:sha-abc1234}"
: "${NAMESPACE:?set NAMESPACE}"
DEPLOYMENT="${DEPLOYMENT:-app}"
TIMEOUT="${TIMEOUT:-300s}"

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT

# Pin the image in a temp copy, so the repository's kustomization.yaml is left untouched.
cp -r "$(dirname "$0")/../deploy/." "$workdir/"
sed -i "s|newName: .*|newName: ${IMAGE%:*}|; s|newTag: .*|newTag: \"${IMAGE##*:}\"|" "$workdir/kustomization.yaml"

echo "deploying $IMAGE to $NAMESPACE"
kubectl apply -n "$NAMESPACE" -k "$workdir"

if ! kubectl rollout status -n "$NAMESPACE" "deployment/$DEPLOYMENT" --timeout="$TIMEOUT"; then
  echo "rollout did not finish within $TIMEOUT; rolling back" >&2
  kubectl rollout undo -n "$NAMESPACE" "deployment/$DEPLOYMENT"
  kubectl rollout status -n "$NAMESPACE" "deployment/$DEPLOYMENT" --timeout="$TIMEOUT" || true
  exit 1
fi
echo "deployed"
