variable "name" {
  description = "Name of the container app; also names the environment, identity and workspace."
  type        = string

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{0,30}[a-z0-9]$", var.name)) && !strcontains(var.name, "--")
    error_message = "name must be 2 to 32 lowercase letters, digits or single dashes, starting with a letter and ending with a letter or digit."
  }
}

variable "location" {
  description = "Azure region, e.g. westeurope."
  type        = string
}

variable "resource_group_name" {
  description = "Resource group for everything the module creates."
  type        = string
}

variable "create_resource_group" {
  description = "Create the resource group; false uses an existing one of that name."
  type        = bool
  default     = true
}

variable "image" {
  description = "Container image, pinned by tag or digest, e.g. myregistry.azurecr.io/api:1.4.2."
  type        = string
}

variable "acr_id" {
  description = "Resource ID of an Azure Container Registry to pull from with the app's managed identity (no admin user or password); null for public images."
  type        = string
  default     = null

  validation {
    condition     = var.acr_id == null || can(regex("(?i)^/subscriptions/[^/]+/resourceGroups/[^/]+/providers/Microsoft.ContainerRegistry/registries/[^/]+$", var.acr_id))
    error_message = "acr_id must be the resource ID of a container registry."
  }
}

variable "target_port" {
  description = "Port the application listens on inside the container."
  type        = number
  default     = 8080

  validation {
    condition     = var.target_port >= 1 && var.target_port <= 65535
    error_message = "target_port must be between 1 and 65535."
  }
}

variable "cpu" {
  description = "vCPUs per replica, in steps of 0.25 up to 4; memory is twice as many GiB, as the Consumption profile requires."
  type        = number
  default     = 0.5

  validation {
    condition     = var.cpu >= 0.25 && var.cpu <= 4 && floor(var.cpu * 4) == var.cpu * 4
    error_message = "cpu must be 0.25, 0.5, 0.75 ... up to 4."
  }
}

variable "min_replicas" {
  description = "Replicas kept running; 0 scales to zero when idle (cold starts on the next request)."
  type        = number
  default     = 1

  validation {
    condition     = var.min_replicas >= 0
    error_message = "min_replicas must be 0 or more."
  }
}

variable "max_replicas" {
  description = "Most replicas the HTTP scale rule may start."
  type        = number
  default     = 10

  validation {
    condition     = var.max_replicas >= 1 && var.max_replicas >= var.min_replicas
    error_message = "max_replicas must be at least 1 and at least min_replicas."
  }
}

variable "concurrent_requests" {
  description = "Concurrent requests per replica above which another replica is started."
  type        = number
  default     = 50

  validation {
    condition     = var.concurrent_requests >= 1
    error_message = "concurrent_requests must be at least 1."
  }
}

variable "health_path" {
  description = "Path probed for startup, readiness and liveness; it must answer 2xx without authentication."
  type        = string
  default     = "/health"

  validation {
    condition     = startswith(var.health_path, "/")
    error_message = "health_path must start with /."
  }
}

variable "external" {
  description = "Accept traffic from the internet (true) or only from inside the environment (false)."
  type        = bool
  default     = true
}

variable "allowed_ip_ranges" {
  description = "If not empty, only these IPv4 ranges may reach the app: rule name => CIDR."
  type        = map(string)
  default     = {}

  validation {
    condition     = alltrue([for cidr in values(var.allowed_ip_ranges) : can(cidrhost(cidr, 0))])
    error_message = "Each allowed IP range must be an IPv4 CIDR block such as 203.0.113.0/24."
  }
}

variable "env" {
  description = "Plain environment variables."
  type        = map(string)
  default     = {}
}

variable "key_vault_id" {
  description = "Key Vault (RBAC permission model) holding the secrets; the app's identity gets Key Vault Secrets User on it."
  type        = string
  default     = null
}

variable "key_vault_secrets" {
  description = "Environment variables read from Key Vault: variable name => versionless secret ID (https://<vault>.vault.azure.net/secrets/<name>)."
  type        = map(string)
  default     = {}

  validation {
    condition     = alltrue([for id in values(var.key_vault_secrets) : can(regex("^https://[^/]+/secrets/[^/]+/?$", id))])
    error_message = "Each secret must be a versionless Key Vault secret ID such as https://myvault.vault.azure.net/secrets/database-url."
  }

  validation {
    condition     = length(var.key_vault_secrets) == 0 || var.key_vault_id != null
    error_message = "Set key_vault_id so the app's identity may read key_vault_secrets."
  }
}

variable "infrastructure_subnet_id" {
  description = "Subnet (a /27 or larger, delegated to Microsoft.App/environments) to run the environment in your VNet; null uses a Microsoft-managed network."
  type        = string
  default     = null
}

variable "log_retention_days" {
  description = "Days the Log Analytics workspace keeps logs."
  type        = number
  default     = 30

  validation {
    condition     = var.log_retention_days >= 30 && var.log_retention_days <= 730
    error_message = "log_retention_days must be between 30 and 730."
  }
}

variable "log_daily_quota_gb" {
  description = "Daily ingestion cap of the workspace in GB, a guard against a runaway log bill (logs past it are dropped until the next day); -1 for no cap."
  type        = number
  default     = -1
}

variable "tags" {
  description = "Tags added to every resource."
  type        = map(string)
  default     = {}
}
