set -euo pipefail

echo "192.168.1.10 -> $(ip_to_int 192.168.1.10) -> $(int_to_ip "$(ip_to_int 192.168.1.10)")"

for block in 10.1.2.3/20 192.168.0.77/24 203.0.113.8/31 8.8.8.8/32 0.0.0.0/0; do
  read -r net bcast first last hosts <<<"$(cidr_info "$block")"
  printf '%-17s net %-13s bcast %-15s hosts %s-%s (%s)\n' "$block" "$net" "$bcast" "$first" "$last" "$hosts"
done

for check in "10.1.15.255 10.1.0.0/20" "10.1.16.0 10.1.0.0/20" "172.16.5.4 172.16.0.0/12"; do
  read -r ip block <<<"$check"
  if ip_in_cidr "$ip" "$block"; then echo "$ip in $block"; else echo "$ip NOT in $block"; fi
done

for bad in 256.1.1.1 10.0.0 010.0.0.1 1.2.3.4.5; do
  ip_to_int "$bad" >/dev/null || echo "rejected address $bad"
done
for bad in 1.2.3.4/33 1.2.3.4 1.2.3.4/x; do
  cidr_info "$bad" >/dev/null || echo "rejected block $bad"
done
