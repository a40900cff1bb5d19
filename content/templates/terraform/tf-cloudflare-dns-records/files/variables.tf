variable "zone_name" {
  description = "The Cloudflare zone (domain) the records belong to, e.g. example.com."
  type        = string

  validation {
    condition     = can(regex("^([a-z0-9]([a-z0-9-]*[a-z0-9])?\\.)+[a-z]{2,}$", var.zone_name))
    error_message = "zone_name must be a lowercase domain name such as example.com."
  }
}

variable "records" {
  description = <<-EOT
    DNS records, keyed by a stable label of your choice (renaming a key recreates the record):
    name is "@" for the zone apex or the part before the zone ("www", "_dmarc", "*.dev");
    ttl is 1 for automatic or 60 to 86400 seconds; proxied sends HTTP traffic through Cloudflare
    (A, AAAA and CNAME only); priority is for MX records only.
  EOT
  type = map(object({
    name     = string
    type     = string
    content  = string
    ttl      = optional(number, 1)
    proxied  = optional(bool, false)
    priority = optional(number)
    comment  = optional(string, "Managed by Terraform")
  }))
  default = {}

  validation {
    condition     = alltrue([for r in values(var.records) : contains(["A", "AAAA", "CNAME", "MX", "TXT", "NS"], r.type)])
    error_message = "Record types must be A, AAAA, CNAME, MX, TXT or NS (CAA records go in caa_records)."
  }

  validation {
    condition     = alltrue([for r in values(var.records) : can(regex("^(@|(\\*\\.)?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*|\\*)$", r.name))])
    error_message = "Record names must be \"@\", \"*\" or lowercase labels relative to the zone, such as www, _dmarc or *.dev."
  }

  validation {
    condition = alltrue([for r in values(var.records) : (
      r.type == "A" ? !strcontains(r.content, ":") && can(cidrhost("${r.content}/32", 0)) :
      r.type == "AAAA" ? strcontains(r.content, ":") && can(cidrhost("${r.content}/128", 0)) :
      true
    )])
    error_message = "A records need an IPv4 address and AAAA records an IPv6 address as content."
  }

  validation {
    condition     = alltrue([for r in values(var.records) : r.ttl == 1 || (r.ttl >= 60 && r.ttl <= 86400)])
    error_message = "ttl must be 1 (automatic) or between 60 and 86400 seconds."
  }

  validation {
    condition     = alltrue([for r in values(var.records) : !r.proxied || (contains(["A", "AAAA", "CNAME"], r.type) && r.ttl == 1)])
    error_message = "Only A, AAAA and CNAME records can be proxied, and proxied records must use ttl = 1."
  }

  validation {
    condition     = alltrue([for r in values(var.records) : r.type == "MX" ? try(r.priority >= 0 && r.priority <= 65535, false) : r.priority == null])
    error_message = "MX records need a priority from 0 to 65535; other types take none."
  }

  # RFC 1034: a name with a CNAME can have no other records.
  validation {
    condition = alltrue([for r in values(var.records) :
      r.type != "CNAME" || length([for other in values(var.records) : other if other.name == r.name]) == 1
    ])
    error_message = "A name with a CNAME record cannot have any other record."
  }
}

variable "caa_records" {
  description = "CAA records on the zone apex: which certificate authorities may issue certificates for the domain (tag issue, issuewild or iodef)."
  type = list(object({
    tag   = string
    value = string
    flags = optional(number, 0)
  }))
  default = []

  validation {
    condition     = alltrue([for r in var.caa_records : contains(["issue", "issuewild", "iodef"], r.tag)])
    error_message = "CAA tags must be issue, issuewild or iodef."
  }
}

variable "dnssec" {
  description = "Sign the zone with DNSSEC. Then add the ds_record output at your registrar (not needed when Cloudflare is the registrar)."
  type        = bool
  default     = false
}
