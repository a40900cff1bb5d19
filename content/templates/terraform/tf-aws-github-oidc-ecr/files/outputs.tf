output "role_arn" {
  description = "Set as AWS_ROLE_ARN in the GitHub repository's variables."
  value       = aws_iam_role.github.arn
}

output "repository_url" {
  description = "Push images here."
  value       = aws_ecr_repository.this.repository_url
}
