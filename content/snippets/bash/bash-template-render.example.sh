set -euo pipefail

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT

cat >"$workdir/nginx.conf.tpl" <<'TPL'
server {
    listen {{ PORT:-80 }};
    server_name {{SERVER_NAME}};
    root {{DOC_ROOT}};
    # literal braces stay: { not a placeholder }
}
TPL

SERVER_NAME=example.test
DOC_ROOT='/srv/www/{{PORT}}'
render_template <"$workdir/nginx.conf.tpl" >"$workdir/nginx.conf"
cat "$workdir/nginx.conf"

echo "---"
PORT=8080
printf 'port={{PORT:-80}}\n' | render_template

echo "---"
unset DOC_ROOT
if ! render_template <"$workdir/nginx.conf.tpl" >/dev/null 2>"$workdir/err"; then
  cat "$workdir/err"
fi
