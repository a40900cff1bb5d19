output "url" {
  description = "HTTPS URL of the app."
  value       = "https://${azurerm_container_app.this.ingress[0].fqdn}"
}

output "fqdn" {
  description = "Host name of the app, for a CNAME record when you add a custom domain."
  value       = azurerm_container_app.this.ingress[0].fqdn
}

output "environment_id" {
  description = "The Container Apps environment; run more apps in it."
  value       = azurerm_container_app_environment.this.id
}

output "identity_principal_id" {
  description = "Principal ID of the app's managed identity: grant it roles on the other resources it uses (Storage, Service Bus...)."
  value       = azurerm_user_assigned_identity.app.principal_id
}

output "identity_client_id" {
  description = "Client ID of the app's managed identity; set it as AZURE_CLIENT_ID for Azure SDKs in the container."
  value       = azurerm_user_assigned_identity.app.client_id
}

output "log_analytics_workspace_id" {
  description = "The workspace holding the app's console and system logs."
  value       = azurerm_log_analytics_workspace.this.id
}
