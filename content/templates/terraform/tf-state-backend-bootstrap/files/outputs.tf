output "bucket_name" {
  description = "The state bucket."
  value       = aws_s3_bucket.state.bucket
}

output "bucket_arn" {
  description = "ARN of the state bucket."
  value       = aws_s3_bucket.state.arn
}

output "kms_key_arn" {
  description = "The key state is encrypted with (null with S3 managed keys)."
  value       = local.kms_key_arn
}

output "dynamodb_table_name" {
  description = "The lock table, when dynamodb_lock_table is true."
  value       = var.dynamodb_lock_table ? aws_dynamodb_table.lock[0].name : null
}

output "state_access_policy_json" {
  description = "IAM policy granting exactly what the S3 backend needs; attach it to CI and developer roles."
  value       = data.aws_iam_policy_document.state_access.json
}

output "backend_config" {
  description = "A backend block to paste into a project; change key to a path unique to that project."
  value = join("\n", concat(
    ["terraform {", "  backend \"s3\" {"],
    [for name, value in local.backend_settings : format("    %-${local.backend_width}s = %s", name, value)],
    ["  }", "}", ""],
  ))
}
