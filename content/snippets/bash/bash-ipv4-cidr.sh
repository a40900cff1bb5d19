# IPv4 helpers that convert addresses to 32-bit integers so that subnet
# checks become plain bit masks, without ipcalc or python on the host.

# Prints the address as an integer; fails on anything that is not a dotted
# quad of 0-255 values (leading zeros are rejected as ambiguous octal).
ip_to_int() {
  local IFS=. a b c d octet
  [[ $1 =~ ^[0-9]{1,3}(\.[0-9]{1,3}){3}$ ]] || return 1
  read -r a b c d <<<"$1"
  for octet in "$a" "$b" "$c" "$d"; do
    [[ $octet == 0 || $octet != 0* ]] && ((octet <= 255)) || return 1
  done
  echo $(((a << 24) | (b << 16) | (c << 8) | d))
}

int_to_ip() {
  echo "$((($1 >> 24) & 255)).$((($1 >> 16) & 255)).$((($1 >> 8) & 255)).$(($1 & 255))"
}

# cidr_info 10.1.2.3/20 -> "network broadcast first last host-count"
cidr_info() {
  local addr=${1%/*} bits=${1#*/} ip mask net bcast
  [[ $1 == */* && $bits =~ ^[0-9]+$ ]] && ((bits <= 32)) || return 1
  ip=$(ip_to_int "$addr") || return 1
  mask=$(((0xFFFFFFFF << (32 - bits)) & 0xFFFFFFFF))
  net=$((ip & mask))
  bcast=$((net | (~mask & 0xFFFFFFFF)))
  # /31 and /32 have no separate network and broadcast addresses (RFC 3021).
  if ((bits >= 31)); then
    echo "$(int_to_ip "$net") $(int_to_ip "$bcast") $(int_to_ip "$net") $(int_to_ip "$bcast") $((bcast - net + 1))"
  else
    echo "$(int_to_ip "$net") $(int_to_ip "$bcast") $(int_to_ip $((net + 1))) $(int_to_ip $((bcast - 1))) $((bcast - net - 1))"
  fi
}

# ip_in_cidr IP CIDR: true when IP lies inside the block.
ip_in_cidr() {
  local ip info net bcast
  ip=$(ip_to_int "$1") || return 1
  info=$(cidr_info "$2") || return 1
  read -r net bcast _ <<<"$info"
  net=$(ip_to_int "$net")
  bcast=$(ip_to_int "$bcast")
  ((ip >= net && ip <= bcast))
}
