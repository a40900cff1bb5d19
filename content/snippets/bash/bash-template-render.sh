# Fills {{NAME}} and {{NAME:-default}} placeholders from shell variables.
# Unlike envsubst it is always available and fails on a missing variable
# instead of silently inserting an empty string into a config file.
# Usage: render_template < template > output
render_template() {
  local text rest out="" name match value
  local re='\{\{[[:space:]]*([A-Za-z_][A-Za-z0-9_]*)(:-([^}]*))?[[:space:]]*\}\}'
  text=$(cat; echo x)
  # The extra "x" protects trailing newlines from command substitution.
  rest=${text%x}
  while [[ $rest =~ $re ]]; do
    match=${BASH_REMATCH[0]}
    name=${BASH_REMATCH[1]}
    if [[ -v $name ]]; then
      value=${!name}
    elif [[ -n ${BASH_REMATCH[2]} ]]; then
      value=${BASH_REMATCH[3]}
      value=${value%"${value##*[![:space:]]}"}
    else
      echo "render_template: variable '$name' is not set" >&2
      return 1
    fi
    # Values are inserted as they are and never rescanned, so a value
    # containing "{{...}}" cannot trigger a second substitution.
    out+=${rest%%"$match"*}$value
    rest=${rest#*"$match"}
  done
  printf '%s' "$out$rest"
}
