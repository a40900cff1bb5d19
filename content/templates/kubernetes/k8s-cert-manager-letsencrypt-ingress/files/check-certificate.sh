#!/usr/bin/env bash
# Shows where a certificate is stuck: its conditions, then the CertificateRequests, ACME Orders
# and Challenges behind it with their states and reasons, then the certificate actually stored
# in the Secret. Needs kubectl (and openssl for the last part).
#
#   ./check-certificate.sh web web-tls     # namespace, Certificate (the Ingress's secretName)
set -euo pipefail

usage="usage: $0 NAMESPACE CERTIFICATE"
ns="${1:?$usage}"
cert="${2:?$usage}"

echo "== Certificate $ns/$cert"
kubectl -n "$ns" get certificate "$cert" -o wide
kubectl -n "$ns" get certificate "$cert" \
  -o jsonpath='{range .status.conditions[*]}  {.type}={.status} ({.reason}) {.message}{"\n"}{end}'

echo
echo "== Requests, orders and challenges in $ns"
kubectl -n "$ns" get certificaterequests.cert-manager.io -o wide
kubectl -n "$ns" get orders.acme.cert-manager.io -o wide
# A challenge that stays pending usually says why here: DNS not pointing at the ingress, a
# firewall, or the controller not serving the solver's path.
kubectl -n "$ns" get challenges.acme.cert-manager.io \
  -o custom-columns='NAME:.metadata.name,DOMAIN:.spec.dnsName,STATE:.status.state,REASON:.status.reason'

secret="$(kubectl -n "$ns" get certificate "$cert" -o jsonpath='{.spec.secretName}')"
echo
echo "== Stored certificate in secret $ns/$secret"
if ! kubectl -n "$ns" get secret "$secret" >/dev/null 2>&1; then
  echo "  not issued yet"
  exit 0
fi
if command -v openssl >/dev/null 2>&1; then
  kubectl -n "$ns" get secret "$secret" -o jsonpath='{.data.tls\.crt}' \
    | base64 -d \
    | openssl x509 -noout -subject -issuer -enddate -ext subjectAltName
else
  echo "  openssl not found; skipping the certificate details"
fi
