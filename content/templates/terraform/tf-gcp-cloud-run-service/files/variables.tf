variable "project_id" {
  description = "The GCP project to deploy into."
  type        = string
}

variable "region" {
  description = "The Cloud Run region, e.g. europe-west1."
  type        = string
}

variable "name" {
  description = "The service's name; also used for its service account."
  type        = string

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{2,27}$", var.name))
    error_message = "name must be 3 to 28 lowercase letters, digits or dashes, starting with a letter."
  }
}

variable "image" {
  description = "The container image, preferably pinned by tag or digest."
  type        = string
}

variable "public" {
  description = "Allow unauthenticated requests (allUsers may invoke)."
  type        = bool
  default     = false
}

variable "min_instances" {
  description = "Instances kept warm; 0 scales to zero."
  type        = number
  default     = 0
}

variable "max_instances" {
  description = "Upper bound on instances, which also bounds the bill."
  type        = number
  default     = 10
}

variable "cpu" {
  description = "CPU per instance, e.g. \"1\" or \"2\"."
  type        = string
  default     = "1"
}

variable "memory" {
  description = "Memory per instance, e.g. \"512Mi\"."
  type        = string
  default     = "512Mi"
}

variable "env" {
  description = "Plain environment variables."
  type        = map(string)
  default     = {}
}

variable "secrets" {
  description = "Environment variables from Secret Manager: variable name => secret ID (latest version)."
  type        = map(string)
  default     = {}
}
