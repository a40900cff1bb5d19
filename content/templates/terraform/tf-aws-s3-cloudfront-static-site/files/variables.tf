variable "name" {
  description = "A short name used for the bucket and resource names, e.g. \"marketing-site\"."
  type        = string
}

variable "zone_name" {
  description = "The Route 53 hosted zone that holds the site's names, e.g. \"example.com\"."
  type        = string
}

variable "aliases" {
  description = "The site's host names, all within zone_name."
  type        = list(string)

  validation {
    condition     = length(var.aliases) > 0
    error_message = "Give at least one host name."
  }
}

variable "spa_mode" {
  description = "Serve /index.html with status 200 for missing paths, for client-side routing."
  type        = bool
  default     = true
}

variable "price_class" {
  description = "CloudFront price class: PriceClass_100, PriceClass_200 or PriceClass_All."
  type        = string
  default     = "PriceClass_100"
}

variable "tags" {
  description = "Tags added to every resource."
  type        = map(string)
  default     = {}
}
