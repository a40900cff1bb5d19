variable "project_id" {
  description = "The Google Cloud project that holds the registry, the Cloud Run services and the identity pool."
  type        = string
}

variable "region" {
  description = "Region of the Artifact Registry repository, such as europe-west1."
  type        = string
}

variable "github_repository" {
  description = "The repository allowed to authenticate, as owner/name. Used for names and descriptions."
  type        = string

  validation {
    condition     = can(regex("^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$", var.github_repository))
    error_message = "Use the form owner/name."
  }
}

variable "github_repository_id" {
  description = "The repository's numeric ID (gh api repos/OWNER/NAME --jq .id). Unlike the name, it cannot be taken over by a new repository after a rename or delete."
  type        = string

  validation {
    condition     = can(regex("^[0-9]+$", var.github_repository_id))
    error_message = "The repository ID is a number."
  }
}

variable "branch" {
  description = "The only branch whose workflow runs may obtain credentials."
  type        = string
  default     = "main"
}

variable "environments" {
  description = "GitHub environments that deploy. Each gets a deployer and a runtime service account; only jobs running in that environment can use its deployer."
  type        = set(string)
  default     = ["staging", "production"]
}

variable "pool_id" {
  description = "ID of the workload identity pool (4 to 32 lowercase letters, digits or dashes)."
  type        = string
  default     = "github-actions"
}

variable "repository_id" {
  description = "ID of the Artifact Registry Docker repository that CI pushes to."
  type        = string
  default     = "apps"
}

variable "keep_recent_images" {
  description = "How many of the newest image versions the cleanup policy always keeps; other versions are deleted 90 days after upload."
  type        = number
  default     = 30
}
