output "url" {
  description = "HTTPS URL of the load balancer (point a DNS name covered by the certificate at it)."
  value       = "https://${aws_lb.this.dns_name}"
}

output "alb_dns_name" {
  description = "DNS name of the load balancer, for a CNAME or Route 53 alias record."
  value       = aws_lb.this.dns_name
}

output "alb_zone_id" {
  description = "Hosted zone ID of the load balancer, for a Route 53 alias record."
  value       = aws_lb.this.zone_id
}

output "cluster_name" {
  description = "The ECS cluster the service runs in."
  value       = local.cluster_name
}

output "service_name" {
  description = "The ECS service."
  value       = aws_ecs_service.this.name
}

output "task_role_name" {
  description = "The role the application runs as: attach the policies it needs (S3, SQS, DynamoDB...)."
  value       = aws_iam_role.task.name
}

output "service_security_group_id" {
  description = "Security group of the tasks: allow it in your database's security group."
  value       = aws_security_group.service.id
}

output "log_group_name" {
  description = "CloudWatch log group of the container."
  value       = aws_cloudwatch_log_group.app.name
}
