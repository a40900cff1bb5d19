set -euo pipefail

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
cd "$workdir"

cat >.env <<'ENV'
# database settings
DB_HOST=localhost
DB_PORT = 5432   # inline comment
export APP_NAME="Snip Stack"
GREETING="line one\nline two"
RAW='$HOME stays literal'
EMPTY=
ENV
printf 'NO_NEWLINE=last line' >>.env

export DB_HOST=db.internal # already set, so the file does not replace it
dotenv_load .env
for key in DB_HOST DB_PORT APP_NAME GREETING RAW EMPTY NO_NEWLINE; do
  printf '%s=[%s]\n' "$key" "${!key}"
done

dotenv_load .env --override
echo "after --override: DB_HOST=$DB_HOST"

echo "not valid" >bad.env
dotenv_load bad.env 2>&1 || echo "status: $?"
