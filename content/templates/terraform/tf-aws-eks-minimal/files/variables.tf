variable "name" {
  description = "Name of the cluster; also prefixes its IAM roles, KMS alias and node group."
  type        = string

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{0,30}[a-z0-9]$", var.name))
    error_message = "name must be 2 to 32 lowercase letters, digits or dashes, starting with a letter."
  }
}

variable "kubernetes_version" {
  description = "Kubernetes minor version of the control plane and nodes. Upgrade one minor version at a time."
  type        = string
  default     = "1.35"

  validation {
    condition     = can(regex("^1\\.[0-9]{2}$", var.kubernetes_version))
    error_message = "kubernetes_version must be a minor version such as 1.35."
  }
}

variable "subnet_ids" {
  description = "Private subnets in at least two availability zones, for the control plane's network interfaces and the nodes."
  type        = list(string)

  validation {
    condition     = length(var.subnet_ids) >= 2
    error_message = "EKS needs subnets in at least two availability zones."
  }
}

variable "public_access_cidrs" {
  description = "IPv4 ranges that may reach the Kubernetes API from the internet. Empty keeps the API private to the VPC."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for cidr in var.public_access_cidrs : can(cidrhost(cidr, 0))])
    error_message = "Each entry of public_access_cidrs must be an IPv4 CIDR block such as 203.0.113.0/24."
  }
}

variable "admin_principal_arns" {
  description = "IAM roles or users that get cluster-admin through EKS access entries. Nobody else, the creator included, gets access implicitly."
  type        = list(string)

  validation {
    condition     = length(var.admin_principal_arns) > 0 && alltrue([for arn in var.admin_principal_arns : can(regex("^arn:aws[a-z-]*:iam::[0-9]{12}:(role|user)/", arn))])
    error_message = "Give at least one IAM role or user ARN, or nobody will be able to use the cluster."
  }
}

variable "node_instance_types" {
  description = "Instance types of the managed node group, all Graviton (m7g, c8g...) or all x86 (m7i, c7a...); the AMI type follows."
  type        = list(string)
  default     = ["m7g.large"]

  validation {
    condition = length(var.node_instance_types) > 0 && length(distinct([
      for type in var.node_instance_types : can(regex("^[a-z]+[0-9]+[a-z]*g[a-z]*\\.", type))
    ])) == 1
    error_message = "Give one or more instance types, all Graviton (arm64) or all x86_64."
  }
}

variable "node_capacity_type" {
  description = "ON_DEMAND, or SPOT for interruptible nodes at a lower price (list several instance types then)."
  type        = string
  default     = "ON_DEMAND"

  validation {
    condition     = contains(["ON_DEMAND", "SPOT"], var.node_capacity_type)
    error_message = "node_capacity_type must be ON_DEMAND or SPOT."
  }
}

variable "node_min_size" {
  description = "Fewest nodes; also the initial size."
  type        = number
  default     = 2

  validation {
    condition     = var.node_min_size >= 1
    error_message = "node_min_size must be at least 1 (CoreDNS needs somewhere to run)."
  }
}

variable "node_max_size" {
  description = "Most nodes a cluster autoscaler may scale the group to."
  type        = number
  default     = 6

  validation {
    condition     = var.node_max_size >= var.node_min_size
    error_message = "node_max_size must be at least node_min_size."
  }
}

variable "node_disk_size_gb" {
  description = "Root volume of each node in GiB (gp3, encrypted): images and container logs live here."
  type        = number
  default     = 50

  validation {
    condition     = var.node_disk_size_gb >= 20
    error_message = "node_disk_size_gb must be at least 20."
  }
}

variable "control_plane_log_types" {
  description = "Control plane logs sent to CloudWatch: api, audit, authenticator, controllerManager, scheduler."
  type        = list(string)
  default     = ["api", "audit", "authenticator"]

  validation {
    condition     = alltrue([for type in var.control_plane_log_types : contains(["api", "audit", "authenticator", "controllerManager", "scheduler"], type)])
    error_message = "Log types must be among api, audit, authenticator, controllerManager and scheduler."
  }
}

variable "log_retention_days" {
  description = "Days CloudWatch keeps the control plane logs."
  type        = number
  default     = 90

  validation {
    condition     = contains([1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653], var.log_retention_days)
    error_message = "log_retention_days must be a value CloudWatch accepts, such as 30, 90 or 365."
  }
}

variable "deletion_protection" {
  description = "Refuse to delete the cluster (set to false and apply before destroying)."
  type        = bool
  default     = true
}

variable "tags" {
  description = "Tags added to every resource, nodes included."
  type        = map(string)
  default     = {}
}
