variable "environment" {
  description = "The environment this state describes; the pipeline sets it with TF_VAR_environment."
  type        = string

  validation {
    condition     = contains(["staging", "production"], var.environment)
    error_message = "environment is staging or production."
  }
}
