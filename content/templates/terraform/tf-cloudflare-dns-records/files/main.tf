data "cloudflare_zone" "this" {
  filter = {
    name = var.zone_name
  }
}

locals {
  zone_id = data.cloudflare_zone.this.id

  # Names are sent fully qualified, as the API stores them, so plans show no drift.
  fqdn = { for key, r in var.records : key => r.name == "@" ? var.zone_name : "${r.name}.${var.zone_name}" }

  caa = { for r in var.caa_records : "${r.tag}-${r.value}" => r }
}

resource "cloudflare_dns_record" "this" {
  for_each = var.records

  zone_id  = local.zone_id
  name     = local.fqdn[each.key]
  type     = each.value.type
  content  = each.value.content
  ttl      = each.value.ttl
  proxied  = each.value.proxied
  priority = each.value.priority
  comment  = each.value.comment
}

resource "cloudflare_dns_record" "caa" {
  for_each = local.caa

  zone_id = local.zone_id
  name    = var.zone_name
  type    = "CAA"
  ttl     = 1
  comment = "Managed by Terraform"

  data = {
    flags = each.value.flags
    tag   = each.value.tag
    value = each.value.value
  }
}

resource "cloudflare_zone_dnssec" "this" {
  count = var.dnssec ? 1 : 0

  zone_id = local.zone_id
  status  = "active"
}
