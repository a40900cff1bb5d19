variable "name" {
  description = "Name of the service; also names the cluster (unless existing_cluster_name is set), load balancer, roles and log group."
  type        = string

  validation {
    # The target group's name is "<name>-<port>" and may not exceed 32 characters.
    condition     = can(regex("^[a-z][a-z0-9-]{0,20}[a-z0-9]$", var.name))
    error_message = "name must be 2 to 22 lowercase letters, digits or dashes, starting with a letter."
  }
}

variable "existing_cluster_name" {
  description = "Run the service in this existing ECS cluster; null creates a cluster named after the service."
  type        = string
  default     = null
}

variable "vpc_id" {
  description = "The VPC the load balancer and tasks run in."
  type        = string
}

variable "public_subnet_ids" {
  description = "Public subnets for the load balancer, in at least two availability zones."
  type        = list(string)

  validation {
    condition     = length(var.public_subnet_ids) >= 2
    error_message = "An Application Load Balancer needs subnets in at least two availability zones."
  }
}

variable "private_subnet_ids" {
  description = "Private subnets for the tasks, with a route to a NAT gateway (or VPC endpoints) to pull images and read secrets."
  type        = list(string)

  validation {
    condition     = length(var.private_subnet_ids) >= 2
    error_message = "Give at least two private subnets so tasks survive the loss of a zone."
  }
}

variable "certificate_arn" {
  description = "ACM certificate for the HTTPS listener, in the same region."
  type        = string

  validation {
    condition     = can(regex("^arn:aws[a-z-]*:acm:", var.certificate_arn))
    error_message = "certificate_arn must be the ARN of an ACM certificate."
  }
}

variable "allowed_cidrs" {
  description = "IPv4 ranges allowed to reach the load balancer on ports 80 and 443."
  type        = list(string)
  default     = ["0.0.0.0/0"]

  validation {
    condition     = alltrue([for cidr in var.allowed_cidrs : can(cidrhost(cidr, 0))])
    error_message = "Each entry of allowed_cidrs must be an IPv4 CIDR block such as 203.0.113.0/24."
  }
}

variable "image" {
  description = "Container image, pinned by tag or digest (an ECR image in the same account needs no extra permission)."
  type        = string
}

variable "container_port" {
  description = "Port the application listens on inside the container."
  type        = number
  default     = 8080

  validation {
    condition     = var.container_port >= 1 && var.container_port <= 65535
    error_message = "container_port must be between 1 and 65535."
  }
}

variable "cpu" {
  description = "Task CPU units (1024 = 1 vCPU)."
  type        = number
  default     = 512

  validation {
    condition     = contains([256, 512, 1024, 2048, 4096, 8192, 16384], var.cpu)
    error_message = "cpu must be one of 256, 512, 1024, 2048, 4096, 8192 or 16384."
  }
}

variable "memory" {
  description = "Task memory in MiB; Fargate allows only certain values for each cpu size."
  type        = number
  default     = 1024

  validation {
    condition = (
      var.cpu == 256 ? contains([512, 1024, 2048], var.memory) :
      var.cpu == 512 ? var.memory >= 1024 && var.memory <= 4096 && var.memory % 1024 == 0 :
      var.cpu == 1024 ? var.memory >= 2048 && var.memory <= 8192 && var.memory % 1024 == 0 :
      var.cpu == 2048 ? var.memory >= 4096 && var.memory <= 16384 && var.memory % 1024 == 0 :
      var.cpu == 4096 ? var.memory >= 8192 && var.memory <= 30720 && var.memory % 1024 == 0 :
      var.cpu == 8192 ? var.memory >= 16384 && var.memory <= 61440 && var.memory % 4096 == 0 :
      var.memory >= 32768 && var.memory <= 122880 && var.memory % 8192 == 0
    )
    error_message = "memory does not fit cpu: see the Fargate task size table (for example 512 CPU takes 1024 to 4096 MiB in steps of 1024)."
  }
}

variable "cpu_architecture" {
  description = "X86_64, or ARM64 (Graviton, cheaper per vCPU-hour) when the image is built for arm64."
  type        = string
  default     = "X86_64"

  validation {
    condition     = contains(["X86_64", "ARM64"], var.cpu_architecture)
    error_message = "cpu_architecture must be X86_64 or ARM64."
  }
}

variable "environment" {
  description = "Plain environment variables for the container."
  type        = map(string)
  default     = {}
}

variable "secrets" {
  description = "Environment variables read from secret stores at task start: name => SSM parameter name (\"/shop/prod/DATABASE_URL\") or the full ARN of an SSM parameter or Secrets Manager secret."
  type        = map(string)
  default     = {}

  validation {
    condition     = alltrue([for ref in values(var.secrets) : can(regex("^(/|arn:aws[a-z-]*:(ssm|secretsmanager):)", ref))])
    error_message = "Each secret must be an SSM parameter name starting with / or an ARN of an SSM parameter or Secrets Manager secret."
  }
}

variable "secrets_kms_key_arns" {
  description = "Customer managed KMS keys that encrypt the secrets; not needed for the AWS managed keys aws/ssm and aws/secretsmanager."
  type        = list(string)
  default     = []
}

variable "health_check_path" {
  description = "Path the load balancer polls; it must answer 2xx or 3xx without authentication."
  type        = string
  default     = "/health"

  validation {
    condition     = startswith(var.health_check_path, "/")
    error_message = "health_check_path must start with /."
  }
}

variable "health_check_grace_period_seconds" {
  description = "Seconds a new task may fail load balancer health checks while it starts."
  type        = number
  default     = 60
}

variable "min_count" {
  description = "Fewest running tasks; 2 or more keeps the service up during a zone outage."
  type        = number
  default     = 2

  validation {
    condition     = var.min_count >= 1
    error_message = "min_count must be at least 1."
  }
}

variable "max_count" {
  description = "Most running tasks autoscaling may start."
  type        = number
  default     = 10

  validation {
    condition     = var.max_count >= var.min_count
    error_message = "max_count must be at least min_count."
  }
}

variable "cpu_target_percent" {
  description = "Average CPU utilisation autoscaling keeps the service at."
  type        = number
  default     = 60

  validation {
    condition     = var.cpu_target_percent >= 10 && var.cpu_target_percent <= 90
    error_message = "cpu_target_percent must be between 10 and 90."
  }
}

variable "requests_per_target" {
  description = "Also scale on load balancer requests per task per minute; null scales on CPU only."
  type        = number
  default     = null
}

variable "enable_execute_command" {
  description = "Allow `aws ecs execute-command` shells into running tasks (needs the Session Manager plugin locally)."
  type        = bool
  default     = false
}

variable "log_retention_days" {
  description = "Days CloudWatch keeps the container logs."
  type        = number
  default     = 30

  validation {
    condition     = contains([1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653], var.log_retention_days)
    error_message = "log_retention_days must be a value CloudWatch accepts, such as 7, 14, 30, 90 or 365."
  }
}

variable "deletion_protection" {
  description = "Protect the load balancer from deletion (turn off before destroying the stack)."
  type        = bool
  default     = true
}

variable "tags" {
  description = "Tags added to every resource (and propagated to tasks)."
  type        = map(string)
  default     = {}
}
