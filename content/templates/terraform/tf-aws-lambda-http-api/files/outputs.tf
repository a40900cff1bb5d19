output "api_url" {
  description = "Base URL of the API (the $default stage)."
  value       = aws_apigatewayv2_api.this.api_endpoint
}

output "api_id" {
  description = "ID of the HTTP API, for custom domain mappings."
  value       = aws_apigatewayv2_api.this.id
}

output "function_name" {
  description = "Name of the Lambda function."
  value       = aws_lambda_function.this.function_name
}

output "function_arn" {
  description = "ARN of the Lambda function."
  value       = aws_lambda_function.this.arn
}

output "role_name" {
  description = "The function's IAM role: attach the policies your code needs (DynamoDB, S3...) to it."
  value       = aws_iam_role.function.name
}

output "log_group_name" {
  description = "CloudWatch log group of the function."
  value       = aws_cloudwatch_log_group.function.name
}
