set -euo pipefail

for p in /usr/local/../lib//x86_64/./libc.so /a/b/../../.. / "/srv/my app/./logs/"; do
  printf '%-40s -> %s\n' "$p" "$(path_normalize "$p")"
done

while read -r target base; do
  printf '%-22s from %-22s = %s\n' "$target" "$base" "$(path_relative "$target" "$base")"
done <<'PAIRS'
/srv/app/releases/42 /srv/app/current
/srv/app/shared/log /srv/app
/srv/app /srv/app/releases/42
/srv/app /srv/app
/etc/nginx /home/deploy
/etc/nginx /
/ /var/www
PAIRS

cd /usr
echo "relative to PWD: $(path_relative share/doc /usr/lib)"
