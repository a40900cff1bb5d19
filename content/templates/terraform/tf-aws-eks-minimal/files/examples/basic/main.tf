# A cluster in an existing VPC, administered by an SSO role, with the API open to one office range,
# and an IAM role that Pods of the "orders" service account assume through EKS Pod Identity.
provider "aws" {
  region = "eu-west-1"
}

module "eks" {
  source = "../.."

  name                = "prod"
  subnet_ids          = ["subnet-0bbbbbbbbbbbbbbb1", "subnet-0bbbbbbbbbbbbbbb2", "subnet-0bbbbbbbbbbbbbbb3"]
  public_access_cidrs = ["203.0.113.0/24"]
  admin_principal_arns = [
    "arn:aws:iam::123456789012:role/aws-reserved/sso.amazonaws.com/eu-west-1/AWSReservedSSO_PlatformAdmin_0123456789abcdef",
  ]

  node_instance_types = ["m7g.large", "m8g.large"]
  node_min_size       = 3
  node_max_size       = 9

  tags = { Environment = "prod" }
}

data "aws_iam_policy_document" "pod_identity_trust" {
  statement {
    actions = ["sts:AssumeRole", "sts:TagSession"]

    principals {
      type        = "Service"
      identifiers = ["pods.eks.amazonaws.com"]
    }
  }
}

resource "aws_iam_role" "orders" {
  name               = "prod-orders"
  assume_role_policy = data.aws_iam_policy_document.pod_identity_trust.json
}

resource "aws_eks_pod_identity_association" "orders" {
  cluster_name    = module.eks.cluster_name
  namespace       = "orders"
  service_account = "orders"
  role_arn        = aws_iam_role.orders.arn
}

output "kubeconfig_command" {
  value = module.eks.kubeconfig_command
}
