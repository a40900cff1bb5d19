set -euo pipefail

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
cd "$workdir"

cat >app.ini <<'INI'
name = demo app
; global settings above the first section

[database]
host = db.local
port=5432
password = "  spaces kept  "

[ cache ]
ttl = 300
# enabled = true
INI

echo "sections:"
ini_sections app.ini | sed 's/^/  /'
echo "name:      $(ini_get app.ini '' name)"
echo "db host:   $(ini_get app.ini database host)"
echo "db port:   $(ini_get app.ini database port)"
echo "password:  [$(ini_get app.ini database password)]"
echo "cache ttl: $(ini_get app.ini cache ttl)"
echo "enabled:   $(ini_get app.ini cache enabled false)"

if ini_get app.ini cache missing >/dev/null; then
  echo "found?"
else
  echo "missing key status: $?"
fi
