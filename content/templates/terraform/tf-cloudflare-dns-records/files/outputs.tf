output "zone_id" {
  description = "ID of the zone."
  value       = local.zone_id
}

output "name_servers" {
  description = "Cloudflare name servers of the zone, to set at the registrar."
  value       = data.cloudflare_zone.this.name_servers
}

output "records" {
  description = "Each record's ID and fully qualified name, by key."
  value = {
    for key, record in cloudflare_dns_record.this : key => {
      id       = record.id
      hostname = record.name
    }
  }
}

output "ds_record" {
  description = "The DS record to publish at the registrar when dnssec is true."
  value       = var.dnssec ? cloudflare_zone_dnssec.this[0].ds : null
}
