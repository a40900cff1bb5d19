# Region and credentials come from the environment: AWS_REGION, and in CI AWS_ROLE_ARN with
# AWS_WEB_IDENTITY_TOKEN_FILE.
provider "aws" {
  default_tags {
    tags = {
      Environment = var.environment
      ManagedBy   = "terraform"
    }
  }
}
