output "url" {
  description = "The service's HTTPS URL."
  value       = google_cloud_run_v2_service.service.uri
}

output "service_account_email" {
  description = "Grant this account any further roles the service needs."
  value       = google_service_account.service.email
}
