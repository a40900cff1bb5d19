# Compares two semantic versions by SemVer 2.0.0 precedence and prints -1, 0 or 1.
# A leading "v" is accepted and build metadata (+...) is ignored, as the spec requires.
semver_compare() {
  local a=${1#v} b=${2#v} a_pre='' b_pre='' i n s t
  # Pre-release identifiers compare in ASCII order, not the caller's locale order.
  local LC_ALL=C
  a=${a%%+*} b=${b%%+*}
  [[ $a == *-* ]] && a_pre=${a#*-}
  [[ $b == *-* ]] && b_pre=${b#*-}
  local -a x y
  IFS=. read -ra x <<<"${a%%-*}"
  IFS=. read -ra y <<<"${b%%-*}"
  for i in 0 1 2; do
    # 10# stops "08" from being read as a bad octal number.
    s=$((10#${x[i]:-0})) t=$((10#${y[i]:-0}))
    if ((s != t)); then
      if ((s < t)); then echo -1; else echo 1; fi
      return 0
    fi
  done
  # A release outranks every pre-release of the same version.
  if [[ $a_pre == "$b_pre" ]]; then echo 0; return 0; fi
  if [[ -z $a_pre ]]; then echo 1; return 0; fi
  if [[ -z $b_pre ]]; then echo -1; return 0; fi
  IFS=. read -ra x <<<"$a_pre"
  IFS=. read -ra y <<<"$b_pre"
  n=$((${#x[@]} > ${#y[@]} ? ${#x[@]} : ${#y[@]}))
  for ((i = 0; i < n; i++)); do
    s=${x[i]-} t=${y[i]-}
    if [[ -z $s ]]; then echo -1; return 0; fi
    if [[ -z $t ]]; then echo 1; return 0; fi
    [[ $s == "$t" ]] && continue
    if [[ $s =~ ^[0-9]+$ && $t =~ ^[0-9]+$ ]]; then
      if ((10#$s < 10#$t)); then echo -1; else echo 1; fi
    elif [[ $s =~ ^[0-9]+$ ]]; then
      echo -1 # numeric identifiers sort before alphanumeric ones
    elif [[ $t =~ ^[0-9]+$ ]]; then
      echo 1
    elif [[ $s < $t ]]; then
      echo -1
    else
      echo 1
    fi
    return 0
  done
  echo 0
}

# Succeeds when the first version is lower than the second.
semver_lt() {
  [[ $(semver_compare "$1" "$2") == -1 ]]
}
