# Turns arbitrary text into a URL-safe slug of lowercase ASCII words joined by dashes.
# An optional second argument caps the length without cutting a word in half.
slugify() {
  local text=${1-} max=${2:-80} slug cut
  # LC_ALL=C keeps the character classes ASCII-only, so accented bytes act as separators
  # instead of leaking raw UTF-8 into a URL.
  slug=$(printf '%s' "$text" | LC_ALL=C tr '[:upper:]' '[:lower:]' |
    LC_ALL=C sed -E 's/[^a-z0-9]+/-/g; s/^-+//; s/-+$//')
  if ((${#slug} > max)); then
    cut=${slug:0:max}
    # Back off to the last whole word when the cut landed inside one.
    if [[ ${slug:max:1} != "-" && $cut == *-* ]]; then
      cut=${cut%-*}
    fi
    slug=${cut%-}
  fi
  printf '%s\n' "$slug"
}
