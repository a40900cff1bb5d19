#!/usr/bin/env bash
# Deploys IMAGE as a new Cloud Run revision that receives no traffic, checks it through a
# URL tagged for that revision alone, and only then moves all traffic to it. A revision
# that fails the check never serves a user request; the previous one keeps serving.
#
# Runs the same in CI and on a laptop with gcloud logged in:
#   IMAGE=europe-west1-docker.pkg.dev/my-project/apps/web@sha256:... \
#   PROJECT_ID=my-project REGION=europe-west1 SERVICE=web bash scripts/deploy-cloud-run.sh
set -euo pipefail

: "${IMAGE:?set IMAGE to the image to deploy, preferably by digest}"
: "${PROJECT_ID:?set PROJECT_ID}"
: "${REGION:?set REGION}"
: "${SERVICE:?set SERVICE to the Cloud Run service name}"
RUNTIME_SERVICE_ACCOUNT="${RUNTIME_SERVICE_ACCOUNT:-}"
HEALTH_PATH="${HEALTH_PATH:-/healthz}"
# Extra `gcloud run deploy` flags, split on spaces: "--memory=512Mi --max-instances=10".
DEPLOY_FLAGS="${DEPLOY_FLAGS:-}"

commit="${GITHUB_SHA:-$(git rev-parse HEAD)}"
# Revision tags are DNS labels: lowercase letters, digits and dashes.
tag="sha-${commit:0:12}"
location=(--project "$PROJECT_ID" --region "$REGION")

describe() {
  gcloud run services describe "$SERVICE" "${location[@]}" --format=json
}

deploy_args=(--image "$IMAGE" --tag "$tag" --quiet)
if [[ -n "$RUNTIME_SERVICE_ACCOUNT" ]]; then
  deploy_args+=(--service-account "$RUNTIME_SERVICE_ACCOUNT")
fi
if [[ -n "$DEPLOY_FLAGS" ]]; then
  read -r -a extra <<<"$DEPLOY_FLAGS"
  deploy_args+=("${extra[@]}")
fi

previous=""
if current="$(describe 2>/dev/null)"; then
  previous="$(jq -r '[.status.traffic[]? | select(.percent == 100) | .revisionName][0] // empty' <<<"$current")"
  # The new revision starts with 0% of traffic; requests keep going to the current one.
  deploy_args+=(--no-traffic)
  echo "Deploying $IMAGE to $SERVICE with no traffic (serving now: ${previous:-none})"
else
  # A service's first revision cannot start without traffic; nothing is serving yet anyway.
  echo "Creating $SERVICE with $IMAGE"
fi

gcloud run deploy "$SERVICE" "${location[@]}" "${deploy_args[@]}"

service="$(describe)"
tagged_url="$(jq -r --arg tag "$tag" '.status.traffic[]? | select(.tag == $tag) | .url' <<<"$service")"
if [[ -z "$tagged_url" ]]; then
  echo "::error::No URL for tag $tag on $SERVICE" >&2
  exit 1
fi

echo "Smoke test: GET ${tagged_url}${HEALTH_PATH}"
if ! curl --fail --silent --show-error --max-time 10 \
  --retry 5 --retry-delay 3 --retry-all-errors \
  --output /dev/null "${tagged_url}${HEALTH_PATH}"; then
  echo "::error::The new revision failed its smoke test and gets no traffic." >&2
  echo "Logs: gcloud run services logs read $SERVICE --project $PROJECT_ID --region $REGION" >&2
  exit 1
fi

gcloud run services update-traffic "$SERVICE" "${location[@]}" --to-tags "$tag=100" --quiet

# Drop the tags of earlier deploys so their revisions stop having public URLs of their own.
stale="$(jq -r --arg tag "$tag" \
  '[.status.traffic[]? | select(.tag != null and (.tag | startswith("sha-")) and .tag != $tag) | .tag] | unique | join(",")' \
  <<<"$(describe)")"
if [[ -n "$stale" ]]; then
  gcloud run services update-traffic "$SERVICE" "${location[@]}" --remove-tags "$stale" --quiet
fi

url="$(jq -r '.status.url' <<<"$(describe)")"
echo "Serving $IMAGE at $url"
if [[ -n "$previous" ]]; then
  echo "Roll back with: gcloud run services update-traffic $SERVICE --project $PROJECT_ID --region $REGION --to-revisions $previous=100"
fi
if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
  echo "url=$url" >>"$GITHUB_OUTPUT"
fi
