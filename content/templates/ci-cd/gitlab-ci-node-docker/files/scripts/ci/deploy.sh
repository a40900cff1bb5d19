#!/bin/sh
# Usage: deploy.sh NAMESPACE. Points the app's Deployment at $IMAGE and waits for the rollout.
set -eu

namespace="$1"
echo "deploying $IMAGE to $namespace"
kubectl -n "$namespace" set image deployment/app app="$IMAGE"
kubectl -n "$namespace" annotate deployment/app kubernetes.io/change-cause="$CI_COMMIT_SHORT_SHA by $GITLAB_USER_LOGIN" --overwrite
if ! kubectl -n "$namespace" rollout status deployment/app --timeout=5m; then
  kubectl -n "$namespace" rollout undo deployment/app
  exit 1
fi
