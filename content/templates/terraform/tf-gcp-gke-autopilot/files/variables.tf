variable "project_id" {
  description = "The GCP project to create the cluster in."
  type        = string
}

variable "region" {
  description = "Region of the cluster and its network, e.g. europe-west1. Autopilot clusters are regional: nodes spread over its zones."
  type        = string
}

variable "name" {
  description = "Name of the cluster; also prefixes the network, subnet, router and node service account."
  type        = string

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{1,20}[a-z0-9]$", var.name))
    error_message = "name must be 3 to 22 lowercase letters, digits or dashes, starting with a letter."
  }
}

variable "nodes_cidr" {
  description = "Primary range of the subnet, used by the nodes."
  type        = string
  default     = "10.10.0.0/20"

  validation {
    condition     = can(cidrhost(var.nodes_cidr, 0))
    error_message = "nodes_cidr must be an IPv4 CIDR block."
  }
}

variable "pods_cidr" {
  description = "Secondary range for Pod IPs; every node reserves a block of it, so keep it large."
  type        = string
  default     = "10.16.0.0/14"

  validation {
    condition     = can(cidrhost(var.pods_cidr, 0))
    error_message = "pods_cidr must be an IPv4 CIDR block."
  }
}

variable "services_cidr" {
  description = "Secondary range for ClusterIP Services."
  type        = string
  default     = "10.20.0.0/20"

  validation {
    condition     = can(cidrhost(var.services_cidr, 0))
    error_message = "services_cidr must be an IPv4 CIDR block."
  }
}

variable "release_channel" {
  description = "GKE release channel: RAPID, REGULAR or STABLE. Autopilot always follows one."
  type        = string
  default     = "REGULAR"

  validation {
    condition     = contains(["RAPID", "REGULAR", "STABLE"], var.release_channel)
    error_message = "release_channel must be RAPID, REGULAR or STABLE."
  }
}

variable "authorized_networks" {
  description = "Public IPv4 ranges allowed to reach the control plane's IP endpoint: display name => CIDR. Empty allows only addresses inside the VPC."
  type        = map(string)
  default     = {}

  validation {
    condition     = alltrue([for cidr in values(var.authorized_networks) : can(cidrhost(cidr, 0))])
    error_message = "Each authorized network must be an IPv4 CIDR block such as 203.0.113.0/24."
  }
}

variable "dns_endpoint" {
  description = "Reach the control plane through its DNS endpoint from anywhere, authorised by IAM rather than by source IP."
  type        = bool
  default     = true
}

variable "maintenance_start_time" {
  description = "Start of the first maintenance window in RFC 3339 (UTC); its time of day and length repeat on the days of maintenance_recurrence."
  type        = string
  default     = "2026-01-03T01:00:00Z"
}

variable "maintenance_end_time" {
  description = "End of the first maintenance window in RFC 3339 (UTC). GKE needs at least 48 hours of windows in any 32 days, in blocks of 4 hours or more."
  type        = string
  default     = "2026-01-03T07:00:00Z"
}

variable "maintenance_recurrence" {
  description = "RFC 5545 RRULE of the maintenance windows."
  type        = string
  default     = "FREQ=WEEKLY;BYDAY=SA,SU"
}

variable "secret_manager_addon" {
  description = "Enable the Secret Manager add-on, which mounts Secret Manager secrets into Pods as files."
  type        = bool
  default     = true
}

variable "deletion_protection" {
  description = "Refuse to destroy the cluster from Terraform (set to false and apply before destroying)."
  type        = bool
  default     = true
}

variable "labels" {
  description = "Labels added to the cluster."
  type        = map(string)
  default     = {}
}
