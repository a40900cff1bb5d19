output "endpoint" {
  description = "Host name to connect to."
  value       = aws_db_instance.this.address
}

output "port" {
  description = "Port to connect to."
  value       = aws_db_instance.this.port
}

output "database_name" {
  description = "The database created with the instance."
  value       = aws_db_instance.this.db_name
}

output "master_secret_arn" {
  description = "Secrets Manager secret with the master username and password."
  value       = aws_db_instance.this.master_user_secret[0].secret_arn
}

output "security_group_id" {
  description = "The database's security group."
  value       = aws_security_group.this.id
}
