variable "gitlab_url" {
  description = "The GitLab instance that issues the ID tokens, without a trailing slash."
  type        = string
  default     = "https://gitlab.com"
}

variable "audience" {
  description = "The aud the pipeline requests in id_tokens; it must match .gitlab-ci.yml."
  type        = string
  default     = "https://gitlab.com"
}

variable "project_path" {
  description = "The project allowed to assume the roles, as group/project (subgroups included: group/sub/project)."
  type        = string
}

variable "environments" {
  description = "Environments managed from this AWS account; each gets a plan role and an apply role."
  type        = set(string)
  default     = ["staging", "production"]
}

variable "apply_branch" {
  description = "The only branch whose pipelines may assume the apply roles. Protect it in GitLab."
  type        = string
  default     = "main"
}

variable "apply_policy_arns" {
  description = "Managed policies for the apply roles: what your Terraform creates and changes. Keep it to the services you manage."
  type        = list(string)
}

variable "create_oidc_provider" {
  description = "Create the IAM OIDC provider for the GitLab instance; an account holds one per URL."
  type        = bool
  default     = true
}

variable "name_prefix" {
  description = "Prefix of the role names."
  type        = string
  default     = "gitlab-terraform"
}
