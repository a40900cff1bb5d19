set -euo pipefail

spec="verbose v dry-run output: o: level:"
show() {
  printf 'verbose=%s v=%s dry_run=%s output=%s o=%s level=%s\n' \
    "${OPT_verbose-}" "${OPT_v-}" "${OPT_dry_run-}" "${OPT_output-}" "${OPT_o-}" "${OPT_level-}"
  printf 'positional (%d):' "${#POSITIONAL[@]}"
  printf ' [%s]' "${POSITIONAL[@]}"
  echo
}

parse_options "$spec" --verbose --output=report.txt input.csv --level 3 -- --not-an-option "two words"
show

unset OPT_verbose OPT_output OPT_level
parse_options "$spec" -vofile.txt --dry-run data.json
show

parse_options "$spec" --colour 2>&1 || echo "status $?"
parse_options "$spec" --output 2>&1 || echo "status $?"
parse_options "$spec" --verbose=yes 2>&1 || echo "status $?"
