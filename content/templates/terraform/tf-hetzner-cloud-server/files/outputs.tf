output "ipv4_address" {
  description = "The server's public IPv4 address."
  value       = hcloud_server.this.ipv4_address
}

output "ipv6_address" {
  description = "The server's public IPv6 address."
  value       = hcloud_server.this.ipv6_address
}

output "ssh_command" {
  description = "How to log in."
  value       = "ssh ${var.username}@${hcloud_server.this.ipv4_address}"
}
