output "vpc_id" {
  description = "The VPC's ID."
  value       = aws_vpc.this.id
}

output "public_subnet_ids" {
  description = "Public subnets, one per zone, for load balancers and bastions."
  value       = aws_subnet.public[*].id
}

output "private_subnet_ids" {
  description = "Private subnets, one per zone, for everything else."
  value       = aws_subnet.private[*].id
}

output "nat_public_ips" {
  description = "Addresses outbound traffic from private subnets comes from (for allowlists)."
  value       = aws_eip.nat[*].public_ip
}
