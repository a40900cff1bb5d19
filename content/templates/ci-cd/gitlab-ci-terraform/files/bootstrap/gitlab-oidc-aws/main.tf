data "aws_caller_identity" "current" {}

locals {
  issuer            = trimprefix(var.gitlab_url, "https://")
  oidc_provider_arn = var.create_oidc_provider ? aws_iam_openid_connect_provider.gitlab[0].arn : "arn:aws:iam::${data.aws_caller_identity.current.account_id}:oidc-provider/${local.issuer}"
}

resource "aws_iam_openid_connect_provider" "gitlab" {
  count = var.create_oidc_provider ? 1 : 0

  url            = var.gitlab_url
  client_id_list = [var.audience]
}

# Plan roles: any branch of the project, including merge request pipelines. Read-only.
data "aws_iam_policy_document" "plan_trust" {
  statement {
    actions = ["sts:AssumeRoleWithWebIdentity"]

    principals {
      type        = "Federated"
      identifiers = [local.oidc_provider_arn]
    }

    condition {
      test     = "StringEquals"
      variable = "${local.issuer}:aud"
      values   = [var.audience]
    }

    # GitLab's sub claim: project_path:<group>/<project>:ref_type:<branch|tag>:ref:<name>
    condition {
      test     = "StringLike"
      variable = "${local.issuer}:sub"
      values   = ["project_path:${var.project_path}:ref_type:branch:ref:*"]
    }
  }
}

# Apply roles: only pipelines of the apply branch.
data "aws_iam_policy_document" "apply_trust" {
  statement {
    actions = ["sts:AssumeRoleWithWebIdentity"]

    principals {
      type        = "Federated"
      identifiers = [local.oidc_provider_arn]
    }

    condition {
      test     = "StringEquals"
      variable = "${local.issuer}:aud"
      values   = [var.audience]
    }

    condition {
      test     = "StringEquals"
      variable = "${local.issuer}:sub"
      values   = ["project_path:${var.project_path}:ref_type:branch:ref:${var.apply_branch}"]
    }
  }
}

resource "aws_iam_role" "plan" {
  for_each = var.environments

  name                 = "${var.name_prefix}-${each.key}-plan"
  description          = "terraform plan for ${var.project_path} (${each.key})"
  assume_role_policy   = data.aws_iam_policy_document.plan_trust.json
  max_session_duration = 3600
}

# Planning reads the current state of every resource in the configuration.
resource "aws_iam_role_policy_attachment" "plan_read_only" {
  for_each = var.environments

  role       = aws_iam_role.plan[each.key].name
  policy_arn = "arn:aws:iam::aws:policy/ReadOnlyAccess"
}

resource "aws_iam_role" "apply" {
  for_each = var.environments

  name                 = "${var.name_prefix}-${each.key}-apply"
  description          = "terraform apply for ${var.project_path} (${each.key})"
  assume_role_policy   = data.aws_iam_policy_document.apply_trust.json
  max_session_duration = 3600
}

resource "aws_iam_role_policy_attachment" "apply" {
  for_each = {
    for pair in setproduct(var.environments, var.apply_policy_arns) :
    "${pair[0]} ${pair[1]}" => { environment = pair[0], policy_arn = pair[1] }
  }

  role       = aws_iam_role.apply[each.value.environment].name
  policy_arn = each.value.policy_arn
}
