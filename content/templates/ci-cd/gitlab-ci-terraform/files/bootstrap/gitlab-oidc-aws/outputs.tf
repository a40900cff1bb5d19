output "plan_role_arns" {
  description = "Per environment: the CI/CD variable <ENV>_PLAN_ROLE_ARN, for example STAGING_PLAN_ROLE_ARN."
  value       = { for env, role in aws_iam_role.plan : env => role.arn }
}

output "apply_role_arns" {
  description = "Per environment: the CI/CD variable <ENV>_APPLY_ROLE_ARN. Mark it protected so only protected branches see it."
  value       = { for env, role in aws_iam_role.apply : env => role.arn }
}
