output "cluster_name" {
  description = "Name of the cluster."
  value       = google_container_cluster.this.name
}

output "location" {
  description = "Region of the cluster."
  value       = google_container_cluster.this.location
}

output "endpoint" {
  description = "IP address of the control plane's endpoint."
  value       = google_container_cluster.this.endpoint
}

output "dns_endpoint" {
  description = "DNS name of the control plane's DNS endpoint."
  value       = google_container_cluster.this.control_plane_endpoints_config[0].dns_endpoint_config[0].endpoint
}

output "ca_certificate" {
  description = "Base64-encoded CA certificate of the control plane, for a kubernetes or helm provider."
  value       = google_container_cluster.this.master_auth[0].cluster_ca_certificate
}

output "network_name" {
  description = "The VPC the cluster runs in; put Cloud SQL, Memorystore and other private services here."
  value       = google_compute_network.this.name
}

output "node_service_account_email" {
  description = "Service account of the nodes; grant it read access to registries in other projects."
  value       = google_service_account.nodes.email
}

output "get_credentials_command" {
  description = "Configures kubectl for the cluster through its DNS endpoint."
  value       = "gcloud container clusters get-credentials ${google_container_cluster.this.name} --region ${var.region} --project ${var.project_id} --dns-endpoint"
}
