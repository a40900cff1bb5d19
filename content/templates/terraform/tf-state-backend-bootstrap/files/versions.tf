terraform {
  # Projects that use the bucket need Terraform 1.11 or later for S3 native locking (use_lockfile).
  required_version = ">= 1.11"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 6.0"
    }
  }
}
