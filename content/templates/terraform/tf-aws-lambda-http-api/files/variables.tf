variable "name" {
  description = "Name of the function and the API; also the prefix of the IAM role and log groups."
  type        = string

  validation {
    condition     = can(regex("^[A-Za-z0-9_-]{1,50}$", var.name))
    error_message = "name must be 1 to 50 letters, digits, dashes or underscores."
  }
}

variable "source_dir" {
  description = "Folder zipped as the function's code. Defaults to the module's src/ folder."
  type        = string
  default     = null
}

variable "handler" {
  description = "The function entry point, file.export (index.handler is src/index.mjs's handler)."
  type        = string
  default     = "index.handler"
}

variable "runtime" {
  description = "Lambda runtime identifier."
  type        = string
  default     = "nodejs24.x"

  validation {
    condition     = can(regex("^(nodejs|python|java|dotnet|ruby|provided)", var.runtime))
    error_message = "runtime must be a Lambda runtime identifier such as nodejs24.x or python3.13."
  }
}

variable "architecture" {
  description = "arm64 (Graviton, cheaper per GB-second) or x86_64."
  type        = string
  default     = "arm64"

  validation {
    condition     = contains(["arm64", "x86_64"], var.architecture)
    error_message = "architecture must be arm64 or x86_64."
  }
}

variable "memory_mb" {
  description = "Memory in MB; CPU is allocated in proportion to it."
  type        = number
  default     = 256

  validation {
    condition     = var.memory_mb >= 128 && var.memory_mb <= 10240
    error_message = "memory_mb must be between 128 and 10240."
  }
}

variable "timeout_seconds" {
  description = "Function timeout. API Gateway gives up after 30 seconds, so a longer timeout only wastes money."
  type        = number
  default     = 10

  validation {
    condition     = var.timeout_seconds >= 1 && var.timeout_seconds <= 29
    error_message = "timeout_seconds must be between 1 and 29."
  }
}

variable "reserved_concurrency" {
  description = "Concurrent executions reserved for (and capping) this function; null leaves it unreserved."
  type        = number
  default     = null

  validation {
    condition     = var.reserved_concurrency == null || try(var.reserved_concurrency >= 0, false)
    error_message = "reserved_concurrency must be null or a number of 0 or more (0 switches the function off)."
  }
}

variable "environment" {
  description = "Environment variables for the function. Keep secrets out: read them from SSM or Secrets Manager at run time."
  type        = map(string)
  default     = {}
}

variable "log_retention_days" {
  description = "Days CloudWatch keeps the function's and the API's logs."
  type        = number
  default     = 30

  validation {
    condition     = contains([1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653], var.log_retention_days)
    error_message = "log_retention_days must be a value CloudWatch accepts, such as 7, 14, 30, 90 or 365."
  }
}

variable "log_level" {
  description = "Application log level Lambda lets through (JSON logs): TRACE, DEBUG, INFO, WARN, ERROR or FATAL."
  type        = string
  default     = "INFO"

  validation {
    condition     = contains(["TRACE", "DEBUG", "INFO", "WARN", "ERROR", "FATAL"], var.log_level)
    error_message = "log_level must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL."
  }
}

variable "tracing" {
  description = "Send X-Ray traces (adds the X-Ray write policy to the role)."
  type        = bool
  default     = false
}

variable "route_keys" {
  description = "Routes sent to the function, such as \"GET /items\" or \"$default\" for everything."
  type        = list(string)
  default     = ["$default"]

  validation {
    condition     = length(var.route_keys) > 0 && alltrue([for key in var.route_keys : can(regex("^(\\$default|(ANY|GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /\\S*)$", key))])
    error_message = "Each route key must be \"$default\" or \"METHOD /path\", such as \"GET /items/{id}\"."
  }
}

variable "jwt_issuer" {
  description = "Issuer URL of a JWT authorizer (Cognito, Auth0, Entra ID...); null leaves the routes open."
  type        = string
  default     = null

  validation {
    condition     = var.jwt_issuer == null || can(regex("^https://", var.jwt_issuer))
    error_message = "jwt_issuer must be an https:// URL."
  }
}

variable "jwt_audience" {
  description = "Accepted audiences (aud or client_id claims) when jwt_issuer is set."
  type        = list(string)
  default     = []
}

variable "cors_allow_origins" {
  description = "Origins allowed by CORS, such as [\"https://app.example.com\"]; empty disables CORS."
  type        = list(string)
  default     = []
}

variable "throttling_rate_limit" {
  description = "Steady-state requests per second the stage accepts before answering 429."
  type        = number
  default     = 100
}

variable "throttling_burst_limit" {
  description = "Requests the stage accepts in a burst above the rate limit."
  type        = number
  default     = 200
}

variable "tags" {
  description = "Tags added to every resource."
  type        = map(string)
  default     = {}
}
