terraform {
  required_version = ">= 1.14"

  # GitLab-managed state. The pipeline supplies the address and credentials through the
  # TF_HTTP_* variables; locally, `terraform init` takes them from the same variables or
  # from -backend-config flags (see the README).
  backend "http" {}

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 6.0"
    }
  }
}
