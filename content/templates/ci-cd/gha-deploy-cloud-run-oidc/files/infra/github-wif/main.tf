locals {
  apis = [
    "artifactregistry.googleapis.com",
    "iam.googleapis.com",
    "iamcredentials.googleapis.com",
    "run.googleapis.com",
    "sts.googleapis.com",
  ]
  pool = google_iam_workload_identity_pool.github.name
}

resource "google_project_service" "apis" {
  for_each = toset(local.apis)

  project = var.project_id
  service = each.value
  # Other things in the project may rely on these APIs.
  disable_on_destroy = false
}

# --- Workload Identity Federation: GitHub's OIDC tokens in, short-lived Google credentials out.

resource "google_iam_workload_identity_pool" "github" {
  project                   = var.project_id
  workload_identity_pool_id = var.pool_id
  display_name              = "GitHub Actions"
  description               = "Workflow runs of ${var.github_repository}"

  depends_on = [google_project_service.apis]
}

resource "google_iam_workload_identity_pool_provider" "github" {
  project                            = var.project_id
  workload_identity_pool_id          = google_iam_workload_identity_pool.github.workload_identity_pool_id
  workload_identity_pool_provider_id = "github"
  display_name                       = "GitHub"

  attribute_mapping = {
    "google.subject"          = "assertion.sub"
    "attribute.repository_id" = "assertion.repository_id"
    "attribute.ref"           = "assertion.ref"
    # Jobs without an environment carry no such claim; they map to "none".
    "attribute.environment" = "has(assertion.environment) ? assertion.environment : 'none'"
  }

  # Tokens from any other repository, or from any other branch of this one (including pull
  # requests), are refused before any IAM binding is even considered.
  attribute_condition = "assertion.repository_id == '${var.github_repository_id}' && assertion.ref == 'refs/heads/${var.branch}'"

  oidc {
    issuer_uri = "https://token.actions.githubusercontent.com"
  }
}

# --- The registry, and the account that builds into it.

resource "google_artifact_registry_repository" "apps" {
  project       = var.project_id
  location      = var.region
  repository_id = var.repository_id
  format        = "DOCKER"
  description   = "Images built by ${var.github_repository}"

  # Keep policies win over delete policies, so the newest images always survive.
  cleanup_policies {
    id     = "keep-recent"
    action = "KEEP"
    most_recent_versions {
      keep_count = var.keep_recent_images
    }
  }

  # Everything else goes after 90 days.
  cleanup_policies {
    id     = "delete-after-90-days"
    action = "DELETE"
    condition {
      tag_state  = "ANY"
      older_than = "7776000s"
    }
  }

  depends_on = [google_project_service.apis]
}

resource "google_service_account" "builder" {
  project      = var.project_id
  account_id   = "github-builder"
  display_name = "GitHub Actions: image builds"
}

resource "google_artifact_registry_repository_iam_member" "builder_writes" {
  project    = var.project_id
  location   = google_artifact_registry_repository.apps.location
  repository = google_artifact_registry_repository.apps.name
  role       = "roles/artifactregistry.writer"
  member     = google_service_account.builder.member
}

# Any job of the repository on the allowed branch may build and push.
resource "google_service_account_iam_member" "builder_federation" {
  service_account_id = google_service_account.builder.name
  role               = "roles/iam.workloadIdentityUser"
  member             = "principalSet://iam.googleapis.com/${local.pool}/attribute.repository_id/${var.github_repository_id}"
}

# --- Per environment: who deploys, and who the service runs as.

resource "google_service_account" "runtime" {
  for_each = var.environments

  project      = var.project_id
  account_id   = "run-${each.key}"
  display_name = "Cloud Run runtime (${each.key})"
}

resource "google_service_account" "deployer" {
  for_each = var.environments

  project      = var.project_id
  account_id   = "github-deploy-${each.key}"
  display_name = "GitHub Actions: deploys to ${each.key}"
}

# Creates and updates services and their traffic; cannot change IAM policies.
resource "google_project_iam_member" "deployer_run" {
  for_each = var.environments

  project = var.project_id
  role    = "roles/run.developer"
  member  = google_service_account.deployer[each.key].member
}

# Lets the deployer attach this environment's runtime account to revisions, and no other.
resource "google_service_account_iam_member" "deployer_acts_as_runtime" {
  for_each = var.environments

  service_account_id = google_service_account.runtime[each.key].name
  role               = "roles/iam.serviceAccountUser"
  member             = google_service_account.deployer[each.key].member
}

# Only a job that runs in the GitHub environment of the same name can become the deployer,
# so the environment's protection rules (reviewers, branches) guard the credentials too.
resource "google_service_account_iam_member" "deployer_federation" {
  for_each = var.environments

  service_account_id = google_service_account.deployer[each.key].name
  role               = "roles/iam.workloadIdentityUser"
  member             = "principalSet://iam.googleapis.com/${local.pool}/attribute.environment/${each.key}"
}
