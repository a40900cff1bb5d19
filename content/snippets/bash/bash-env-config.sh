# Validates configuration taken from environment variables at start-up, and
# collects every problem before failing, so a misconfigured deploy reports all
# of its mistakes in one run instead of one per restart.
_ENV_ERRORS=()
# env_required NAME...: each must be set and non-empty.
env_required() {
  local name
  for name in "$@"; do
    [[ -n ${!name-} ]] || _ENV_ERRORS+=("$name is required")
  done
}

# env_default NAME VALUE: assigns VALUE when NAME is unset or empty.
env_default() {
  [[ -n ${!1-} ]] || printf -v "$1" '%s' "$2"
}

# env_int NAME MIN MAX: the value must be a whole number in range.
env_int() {
  local v=${!1-} n
  # At most 18 digits, so the value cannot overflow 64-bit shell arithmetic.
  if [[ ! $v =~ ^-?[0-9]{1,18}$ ]]; then
    _ENV_ERRORS+=("$1 must be an integer, got '$v'")
    return 0
  fi
  # 10# stops a leading zero from turning "08" into an invalid octal number.
  n=$((10#${v#-}))
  [[ $v == -* ]] && n=$((-n))
  if ((n < $2 || n > $3)); then
    _ENV_ERRORS+=("$1 must be between $2 and $3, got $v")
  else
    printf -v "$1" '%s' "$n"
  fi
}

# env_bool NAME: accepts the usual spellings and normalises them to true/false.
env_bool() {
  local v=${!1-}
  case ${v,,} in
    1 | true | yes | on) printf -v "$1" true ;;
    0 | false | no | off) printf -v "$1" false ;;
    *) _ENV_ERRORS+=("$1 must be true or false, got '${!1-}'") ;;
  esac
}

env_one_of() {
  local name=$1 choice
  shift
  for choice in "$@"; do [[ ${!name-} == "$choice" ]] && return 0; done
  _ENV_ERRORS+=("$name must be one of: $*, got '${!name-}'")
}

# Prints all collected errors to stderr and returns 1 if there were any.
env_check() {
  ((${#_ENV_ERRORS[@]} == 0)) && return 0
  printf 'config error: %s\n' "${_ENV_ERRORS[@]}" >&2
  _ENV_ERRORS=()
  return 1
}
