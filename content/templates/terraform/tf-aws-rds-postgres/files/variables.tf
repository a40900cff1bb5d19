variable "name" {
  description = "Identifier of the instance and prefix of related resources."
  type        = string
}

variable "vpc_id" {
  description = "The VPC the database lives in."
  type        = string
}

variable "subnet_ids" {
  description = "Private subnets in at least two availability zones."
  type        = list(string)
}

variable "allowed_security_group_ids" {
  description = "Security groups (your app's) allowed to connect on 5432."
  type        = list(string)
}

variable "engine_version" {
  description = "PostgreSQL version."
  type        = string
  default     = "17.6"
}

variable "instance_class" {
  description = "RDS instance class."
  type        = string
  default     = "db.t4g.small"
}

variable "allocated_storage" {
  description = "Initial storage in GiB."
  type        = number
  default     = 20
}

variable "max_allocated_storage" {
  description = "Storage autoscaling ceiling in GiB."
  type        = number
  default     = 200
}

variable "multi_az" {
  description = "A synchronous standby in another zone, with automatic failover."
  type        = bool
  default     = true
}

variable "backup_retention_days" {
  description = "Days of automated backups (point-in-time recovery window)."
  type        = number
  default     = 7
}

variable "tags" {
  description = "Tags added to every resource."
  type        = map(string)
  default     = {}
}
