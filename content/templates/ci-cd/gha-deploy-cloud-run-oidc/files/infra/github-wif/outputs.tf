output "workload_identity_provider" {
  description = "Repository variable GCP_WORKLOAD_IDENTITY_PROVIDER."
  value       = google_iam_workload_identity_pool_provider.github.name
}

output "build_service_account" {
  description = "Repository variable GCP_BUILD_SERVICE_ACCOUNT."
  value       = google_service_account.builder.email
}

output "artifact_repository" {
  description = "Repository variable GCP_ARTIFACT_REPOSITORY: the registry path images are pushed under."
  value       = "${var.region}-docker.pkg.dev/${var.project_id}/${google_artifact_registry_repository.apps.repository_id}"
}

output "deploy_service_accounts" {
  description = "Environment variable GCP_DEPLOY_SERVICE_ACCOUNT, per environment."
  value       = { for env, sa in google_service_account.deployer : env => sa.email }
}

output "runtime_service_accounts" {
  description = "Environment variable GCP_RUNTIME_SERVICE_ACCOUNT, per environment. Grant these the roles your app needs (Secret Manager, Cloud SQL...)."
  value       = { for env, sa in google_service_account.runtime : env => sa.email }
}
