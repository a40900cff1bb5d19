locals {
  resource_group_name = var.create_resource_group ? azurerm_resource_group.this[0].name : var.resource_group_name

  # Container Apps secret names allow lowercase letters, digits and dashes only.
  secret_names = { for env_name in keys(var.key_vault_secrets) : env_name => lower(replace(env_name, "_", "-")) }
}

resource "azurerm_resource_group" "this" {
  count = var.create_resource_group ? 1 : 0

  name     = var.resource_group_name
  location = var.location
  tags     = var.tags
}

resource "azurerm_log_analytics_workspace" "this" {
  name                = "log-${var.name}"
  location            = var.location
  resource_group_name = local.resource_group_name
  sku                 = "PerGB2018"
  retention_in_days   = var.log_retention_days
  daily_quota_gb      = var.log_daily_quota_gb
  tags                = var.tags
}

resource "azurerm_container_app_environment" "this" {
  name                       = "cae-${var.name}"
  location                   = var.location
  resource_group_name        = local.resource_group_name
  logs_destination           = "log-analytics"
  log_analytics_workspace_id = azurerm_log_analytics_workspace.this.id
  infrastructure_subnet_id   = var.infrastructure_subnet_id

  # A workload-profiles environment: Consumption (serverless) now, dedicated profiles later
  # without creating a new environment.
  workload_profile {
    name                  = "Consumption"
    workload_profile_type = "Consumption"
  }

  tags = var.tags
}

# One identity for pulling images and reading secrets, created before the app so its role
# assignments exist when the first revision starts (a system-assigned identity would not).
resource "azurerm_user_assigned_identity" "app" {
  name                = "id-${var.name}"
  location            = var.location
  resource_group_name = local.resource_group_name
  tags                = var.tags
}

resource "azurerm_role_assignment" "acr_pull" {
  count = var.acr_id == null ? 0 : 1

  scope                = var.acr_id
  role_definition_name = "AcrPull"
  principal_id         = azurerm_user_assigned_identity.app.principal_id
  principal_type       = "ServicePrincipal"
}

resource "azurerm_role_assignment" "key_vault_secrets" {
  count = var.key_vault_id == null ? 0 : 1

  scope                = var.key_vault_id
  role_definition_name = "Key Vault Secrets User"
  principal_id         = azurerm_user_assigned_identity.app.principal_id
  principal_type       = "ServicePrincipal"
}

data "azurerm_container_registry" "this" {
  count = var.acr_id == null ? 0 : 1

  name                = split("/", var.acr_id)[8]
  resource_group_name = split("/", var.acr_id)[4]
}

resource "azurerm_container_app" "this" {
  name                         = var.name
  container_app_environment_id = azurerm_container_app_environment.this.id
  resource_group_name          = local.resource_group_name
  revision_mode                = "Single"
  workload_profile_name        = "Consumption"

  identity {
    type         = "UserAssigned"
    identity_ids = [azurerm_user_assigned_identity.app.id]
  }

  dynamic "registry" {
    for_each = data.azurerm_container_registry.this
    content {
      server   = registry.value.login_server
      identity = azurerm_user_assigned_identity.app.id
    }
  }

  # References only: Container Apps reads the values from Key Vault, so they never reach
  # Terraform state. A new secret version reaches the environment when the revision restarts.
  dynamic "secret" {
    for_each = var.key_vault_secrets
    content {
      name                = local.secret_names[secret.key]
      key_vault_secret_id = secret.value
      identity            = azurerm_user_assigned_identity.app.id
    }
  }

  ingress {
    external_enabled           = var.external
    target_port                = var.target_port
    transport                  = "auto"
    allow_insecure_connections = false

    traffic_weight {
      latest_revision = true
      percentage      = 100
    }

    dynamic "ip_security_restriction" {
      for_each = var.allowed_ip_ranges
      content {
        name             = ip_security_restriction.key
        action           = "Allow"
        ip_address_range = ip_security_restriction.value
      }
    }
  }

  template {
    min_replicas = var.min_replicas
    max_replicas = var.max_replicas

    # Seconds between SIGTERM and SIGKILL, for in-flight requests to finish.
    termination_grace_period_seconds = 30

    container {
      name   = "app"
      image  = var.image
      cpu    = var.cpu
      memory = "${var.cpu * 2}Gi"

      dynamic "env" {
        for_each = var.env
        content {
          name  = env.key
          value = env.value
        }
      }

      dynamic "env" {
        for_each = var.key_vault_secrets
        content {
          name        = env.key
          secret_name = local.secret_names[env.key]
        }
      }

      # Up to 2.5 minutes to start before liveness checks begin.
      startup_probe {
        transport               = "HTTP"
        port                    = var.target_port
        path                    = var.health_path
        interval_seconds        = 5
        timeout                 = 3
        failure_count_threshold = 30
      }

      readiness_probe {
        transport               = "HTTP"
        port                    = var.target_port
        path                    = var.health_path
        interval_seconds        = 10
        timeout                 = 3
        failure_count_threshold = 3
        success_count_threshold = 1
      }

      liveness_probe {
        transport               = "HTTP"
        port                    = var.target_port
        path                    = var.health_path
        interval_seconds        = 15
        timeout                 = 5
        failure_count_threshold = 3
      }
    }

    http_scale_rule {
      name                = "http-concurrency"
      concurrent_requests = var.concurrent_requests
    }
  }

  tags = var.tags

  depends_on = [azurerm_role_assignment.acr_pull, azurerm_role_assignment.key_vault_secrets]
}
