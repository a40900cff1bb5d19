# A project that keeps its state in the bootstrapped bucket. Copy the values from
# `terraform output -raw backend_config` of the bootstrap, and give every project
# (and every environment of it) its own key.
terraform {
  required_version = ">= 1.11"

  backend "s3" {
    bucket       = "terraform-state-123456789012-eu-west-1"
    key          = "shop/production/terraform.tfstate"
    region       = "eu-west-1"
    encrypt      = true
    kms_key_id   = "arn:aws:kms:eu-west-1:123456789012:key/0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d"
    use_lockfile = true
  }
}
