variable "name" {
  description = "Name of the role and the ECR repository."
  type        = string
}

variable "github_subjects" {
  description = "Allowed values of the token's sub claim, e.g. repo:org/repo:ref:refs/heads/main."
  type        = list(string)

  validation {
    condition     = alltrue([for s in var.github_subjects : startswith(s, "repo:")])
    error_message = "Each subject starts with repo:OWNER/NAME."
  }
}

variable "create_oidc_provider" {
  description = "Create the GitHub OIDC provider; an account can have only one."
  type        = bool
  default     = true
}

variable "image_retention_count" {
  description = "How many tagged images to keep in ECR."
  type        = number
  default     = 30
}
