set -euo pipefail

for input in "parseHTTPResponse" "user_id" "Content-Type" "  hello   world  " "version2Beta"; do
  printf '%-20s snake=%-20s kebab=%-20s camel=%-18s pascal=%-18s const=%s\n' \
    "'$input'" "$(to_snake_case "$input")" "$(to_kebab_case "$input")" \
    "$(to_camel_case "$input")" "$(to_pascal_case "$input")" "$(to_constant_case "$input")"
done

# Typical use: turn a config key into the environment variable that overrides it.
key="database.maxPoolSize"
echo "env var for $key: $(to_constant_case "$key")"
