#!/usr/bin/env bash
# Sets the share of requests (0-100) the canary gets in the weighted rule of httproute-web.yaml;
# the stable version gets the rest. The patch first checks that the rule still lists web-stable
# then web-canary, so it fails instead of changing the wrong backends if the route was edited.
#
#   ./set-canary-weight.sh 25        # 75% stable, 25% canary
#   ./set-canary-weight.sh 0         # roll back: no traffic to the canary
set -euo pipefail

weight="${1:?usage: $0 CANARY_PERCENT (0-100)}"
namespace="${NAMESPACE:-web}"
route="${ROUTE:-web}"
rule="${RULE_INDEX:-1}"

# Base 10 explicitly, so "025" is 25 and not an octal number.
if ! [[ "$weight" =~ ^[0-9]{1,3}$ ]] || ((10#$weight > 100)); then
  echo "CANARY_PERCENT must be a whole number from 0 to 100, got: $weight" >&2
  exit 2
fi
weight=$((10#$weight))
stable=$((100 - weight))

kubectl -n "$namespace" patch httproute "$route" --type=json -p "[
  {\"op\": \"test\", \"path\": \"/spec/rules/$rule/backendRefs/0/name\", \"value\": \"web-stable\"},
  {\"op\": \"test\", \"path\": \"/spec/rules/$rule/backendRefs/1/name\", \"value\": \"web-canary\"},
  {\"op\": \"replace\", \"path\": \"/spec/rules/$rule/backendRefs/0/weight\", \"value\": $stable},
  {\"op\": \"replace\", \"path\": \"/spec/rules/$rule/backendRefs/1/weight\", \"value\": $weight}
]"

echo "web-stable: ${stable}%, web-canary: ${weight}%"
# Show whether the Gateway accepted the change.
kubectl -n "$namespace" get httproute "$route" \
  -o jsonpath='{range .status.parents[*].conditions[*]}{.type}={.status} ({.reason}){"\n"}{end}'
