variable "bucket_name" {
  description = "Name of the state bucket. Null names it terraform-state-<account id>-<region>, which is unique and says what it holds."
  type        = string
  default     = null

  validation {
    # No dots: they break TLS for virtual-hosted bucket URLs.
    condition     = var.bucket_name == null || can(regex("^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$", var.bucket_name))
    error_message = "bucket_name must be 3 to 63 lowercase letters, digits or dashes, starting and ending with a letter or digit."
  }
}

variable "kms_encryption" {
  description = "Encrypt state with a customer managed KMS key (rotated yearly, access auditable in CloudTrail) instead of S3 managed keys."
  type        = bool
  default     = true
}

variable "noncurrent_version_days" {
  description = "Days an overwritten state version is kept, so a broken apply can be rolled back."
  type        = number
  default     = 90

  validation {
    condition     = var.noncurrent_version_days >= 1
    error_message = "noncurrent_version_days must be at least 1."
  }
}

variable "noncurrent_versions_kept" {
  description = "Newest overwritten versions of each state file kept even past noncurrent_version_days."
  type        = number
  default     = 10

  validation {
    condition     = var.noncurrent_versions_kept >= 1 && var.noncurrent_versions_kept <= 100
    error_message = "noncurrent_versions_kept must be between 1 and 100."
  }
}

variable "dynamodb_lock_table" {
  description = "Also create a DynamoDB lock table, only for projects still on Terraform older than 1.11."
  type        = bool
  default     = false
}

variable "tags" {
  description = "Tags added to every resource."
  type        = map(string)
  default     = {}
}
