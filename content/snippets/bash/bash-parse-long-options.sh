# Parses GNU-style options with no getopt dependency: -v, --verbose, --name value,
# --name=value, bundled short flags (-vf) and "--" to end options.
# Results: OPT_<NAME> variables (dashes become underscores) and the POSITIONAL array.
# Spec: a space-separated list where a trailing ":" means "takes a value", e.g. "verbose v force f output: o:".
parse_options() {
  local spec=" $1 " arg name value flags
  shift
  POSITIONAL=()
  while (($# > 0)); do
    arg=$1
    shift
    case $arg in
      --) POSITIONAL+=("$@"); break ;;
      --*=*) name=${arg%%=*} name=${name#--} value=${arg#*=} ;;
      --?*) name=${arg#--} value='' ;;
      -?*)
        # Expand bundled short flags: -vf behaves like -v -f, and -ofile like -o file.
        name=${arg:1:1} flags=${arg:2}
        if [[ -n $flags && $spec != *" $name: "* ]]; then set -- "-$flags" "$@"; flags=''; fi
        value=$flags
        ;;
      *) POSITIONAL+=("$arg"); continue ;;
    esac
    if [[ $spec == *" $name: "* ]]; then
      if [[ -z $value && $arg != *=* ]]; then
        if (($# == 0)); then
          echo "parse_options: option '$name' needs a value" >&2
          return 2
        fi
        value=$1
        shift
      fi
      printf -v "OPT_${name//-/_}" '%s' "$value"
    elif [[ $spec == *" $name "* ]]; then
      if [[ $arg == *=* ]]; then
        echo "parse_options: option '$name' takes no value" >&2
        return 2
      fi
      printf -v "OPT_${name//-/_}" '%s' 1
    else
      echo "parse_options: unknown option '$arg'" >&2
      return 2
    fi
  done
}
