data "aws_caller_identity" "current" {}

data "aws_region" "current" {}

locals {
  bucket_name = coalesce(var.bucket_name, "terraform-state-${data.aws_caller_identity.current.account_id}-${data.aws_region.current.region}")
  kms_key_arn = var.kms_encryption ? aws_kms_key.state[0].arn : null

  # The settings of backend_config (outputs.tf), each value already written as HCL.
  backend_settings = merge(
    {
      bucket       = jsonencode(aws_s3_bucket.state.bucket)
      key          = jsonencode("CHANGE-ME/terraform.tfstate")
      region       = jsonencode(data.aws_region.current.region)
      encrypt      = "true"
      use_lockfile = "true"
    },
    var.kms_encryption ? { kms_key_id = jsonencode(local.kms_key_arn) } : {},
    var.dynamodb_lock_table ? { dynamodb_table = jsonencode(aws_dynamodb_table.lock[0].name) } : {},
  )
  backend_width = max([for name in keys(local.backend_settings) : length(name)]...)
}

resource "aws_kms_key" "state" {
  count = var.kms_encryption ? 1 : 0

  description             = "Encrypts Terraform state in ${local.bucket_name}"
  enable_key_rotation     = true
  deletion_window_in_days = 30
  tags                    = var.tags
}

resource "aws_kms_alias" "state" {
  count = var.kms_encryption ? 1 : 0

  name          = "alias/terraform-state"
  target_key_id = aws_kms_key.state[0].key_id
}

resource "aws_s3_bucket" "state" {
  bucket = local.bucket_name
  tags   = var.tags

  # Losing this bucket loses track of every resource in every project that uses it.
  lifecycle {
    prevent_destroy = true
  }
}

resource "aws_s3_bucket_ownership_controls" "state" {
  bucket = aws_s3_bucket.state.id

  rule {
    object_ownership = "BucketOwnerEnforced"
  }
}

resource "aws_s3_bucket_public_access_block" "state" {
  bucket = aws_s3_bucket.state.id

  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}

# Every write keeps the previous state as a noncurrent version: the undo button for state.
resource "aws_s3_bucket_versioning" "state" {
  bucket = aws_s3_bucket.state.id

  versioning_configuration {
    status = "Enabled"
  }
}

resource "aws_s3_bucket_server_side_encryption_configuration" "state" {
  bucket = aws_s3_bucket.state.id

  rule {
    apply_server_side_encryption_by_default {
      sse_algorithm     = var.kms_encryption ? "aws:kms" : "AES256"
      kms_master_key_id = local.kms_key_arn
    }
    # One data key per bucket instead of one KMS call per object: fewer requests, lower cost.
    bucket_key_enabled       = var.kms_encryption
    blocked_encryption_types = ["SSE-C"]
  }
}

resource "aws_s3_bucket_lifecycle_configuration" "state" {
  bucket = aws_s3_bucket.state.id

  rule {
    id     = "expire-old-state-versions"
    status = "Enabled"

    filter {}

    noncurrent_version_expiration {
      noncurrent_days           = var.noncurrent_version_days
      newer_noncurrent_versions = var.noncurrent_versions_kept
    }

    abort_incomplete_multipart_upload {
      days_after_initiation = 7
    }
  }

  # Each lock taken with use_lockfile leaves a delete marker behind; remove them once alone.
  rule {
    id     = "remove-expired-delete-markers"
    status = "Enabled"

    filter {}

    expiration {
      expired_object_delete_marker = true
    }
  }

  depends_on = [aws_s3_bucket_versioning.state]
}

data "aws_iam_policy_document" "bucket" {
  statement {
    sid     = "DenyInsecureTransport"
    effect  = "Deny"
    actions = ["s3:*"]
    resources = [
      aws_s3_bucket.state.arn,
      "${aws_s3_bucket.state.arn}/*",
    ]

    principals {
      type        = "*"
      identifiers = ["*"]
    }

    condition {
      test     = "Bool"
      variable = "aws:SecureTransport"
      values   = ["false"]
    }
  }

  statement {
    sid     = "DenyOldTls"
    effect  = "Deny"
    actions = ["s3:*"]
    resources = [
      aws_s3_bucket.state.arn,
      "${aws_s3_bucket.state.arn}/*",
    ]

    principals {
      type        = "*"
      identifiers = ["*"]
    }

    condition {
      test     = "NumericLessThan"
      variable = "s3:TlsVersion"
      values   = ["1.2"]
    }
  }
}

resource "aws_s3_bucket_policy" "state" {
  bucket = aws_s3_bucket.state.id
  policy = data.aws_iam_policy_document.bucket.json

  depends_on = [aws_s3_bucket_public_access_block.state]
}

# Only for Terraform < 1.11; newer versions lock with a .tflock object next to the state.
resource "aws_dynamodb_table" "lock" {
  count = var.dynamodb_lock_table ? 1 : 0

  name                        = "terraform-state-lock"
  billing_mode                = "PAY_PER_REQUEST"
  hash_key                    = "LockID"
  deletion_protection_enabled = true

  attribute {
    name = "LockID"
    type = "S"
  }

  point_in_time_recovery {
    enabled = true
  }

  server_side_encryption {
    enabled     = true
    kms_key_arn = local.kms_key_arn
  }

  tags = var.tags
}

# What a CI role or a developer needs to use the backend, and nothing more.
data "aws_iam_policy_document" "state_access" {
  statement {
    sid       = "ListStateBucket"
    actions   = ["s3:ListBucket"]
    resources = [aws_s3_bucket.state.arn]
  }

  statement {
    sid       = "ReadWriteState"
    actions   = ["s3:GetObject", "s3:PutObject"]
    resources = ["${aws_s3_bucket.state.arn}/*"]
  }

  statement {
    sid       = "ReleaseLocks"
    actions   = ["s3:DeleteObject"]
    resources = ["${aws_s3_bucket.state.arn}/*.tflock"]
  }

  dynamic "statement" {
    for_each = var.kms_encryption ? [1] : []
    content {
      sid       = "UseStateKey"
      actions   = ["kms:Encrypt", "kms:Decrypt", "kms:GenerateDataKey"]
      resources = [local.kms_key_arn]
    }
  }

  dynamic "statement" {
    for_each = var.dynamodb_lock_table ? [1] : []
    content {
      sid       = "DynamoDbLocks"
      actions   = ["dynamodb:DescribeTable", "dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:DeleteItem"]
      resources = [aws_dynamodb_table.lock[0].arn]
    }
  }
}
