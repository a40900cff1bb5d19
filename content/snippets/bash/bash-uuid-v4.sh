# Random (version 4) UUIDs from /dev/urandom. $RANDOM gives only 15 bits from
# a predictable generator, which is not enough for IDs that must not collide.
uuid_v4() {
  local hex
  hex=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
  # Set the version nibble to 4 and the two variant bits to 10 (RFC 9562).
  local variant
  variant=$(printf '%x' $(((16#${hex:16:1} & 0x3) | 0x8)))
  printf '%s-%s-4%s-%s%s-%s\n' "${hex:0:8}" "${hex:8:4}" "${hex:13:3}" \
    "$variant" "${hex:17:3}" "${hex:20:12}"
}

# True for any canonical UUID, in either letter case.
uuid_is_valid() {
  [[ ${1,,} =~ ^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$ ]]
}

# Prints the version digit of a UUID (4 for random, 7 for time-ordered, ...).
uuid_version() {
  uuid_is_valid "$1" || return 1
  printf '%s\n' "${1:14:1}"
}
