# Loads KEY=VALUE pairs from a .env file into the environment without eval-ing anything.
# Existing variables win unless the second argument is --override.
dotenv_load() {
  local file=${1-} override=${2-} line key value lineno=0
  if [[ ! -r $file ]]; then
    echo "dotenv_load: cannot read '$file'" >&2
    return 1
  fi
  local re='^[[:space:]]*(export[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*=[[:space:]]*(.*)$'
  # `|| [[ -n $line ]]` keeps the last line when the file lacks a trailing newline.
  while IFS= read -r line || [[ -n $line ]]; do
    lineno=$((lineno + 1))
    line=${line%$'\r'}
    [[ $line =~ ^[[:space:]]*(#|$) ]] && continue
    if [[ ! $line =~ $re ]]; then
      echo "dotenv_load: $file:$lineno: expected KEY=VALUE" >&2
      return 1
    fi
    key=${BASH_REMATCH[2]} value=${BASH_REMATCH[3]}
    if [[ $value =~ ^\"(.*)\"[[:space:]]*$ ]]; then
      value=${BASH_REMATCH[1]}
      value=${value//\\n/$'\n'}
      value=${value//\\\"/\"}
    elif [[ $value =~ ^\'(.*)\'[[:space:]]*$ ]]; then
      value=${BASH_REMATCH[1]} # single quotes are literal, like in the shell
    else
      value=${value%%[[:space:]]#*}
      value=${value%"${value##*[![:space:]]}"}
    fi
    if [[ $override == --override || -z ${!key+set} ]]; then
      export "$key=$value"
    fi
  done <"$file"
}
