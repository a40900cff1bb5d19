locals {
  # Graviton families have a "g" after the generation number (m7g, c7gn, r8gd, t4g).
  graviton = alltrue([for type in var.node_instance_types : can(regex("^[a-z]+[0-9]+[a-z]*g[a-z]*\\.", type))])
  ami_type = local.graviton ? "AL2023_ARM_64_STANDARD" : "AL2023_x86_64_STANDARD"
}

data "aws_iam_policy_document" "assume_ec2" {
  statement {
    actions = ["sts:AssumeRole"]

    principals {
      type        = "Service"
      identifiers = ["ec2.amazonaws.com"]
    }
  }
}

resource "aws_iam_role" "nodes" {
  name               = "${var.name}-nodes"
  assume_role_policy = data.aws_iam_policy_document.assume_ec2.json
  tags               = var.tags
}

resource "aws_iam_role_policy_attachment" "nodes" {
  for_each = toset([
    "AmazonEKSWorkerNodePolicy",
    # Pull-only ECR access, narrower than the older AmazonEC2ContainerRegistryReadOnly.
    "AmazonEC2ContainerRegistryPullOnly",
    # Lets the VPC CNI on each node assign Pod IPs.
    "AmazonEKS_CNI_Policy",
  ])

  role       = aws_iam_role.nodes.name
  policy_arn = "arn:${local.partition}:iam::aws:policy/${each.value}"
}

resource "aws_launch_template" "nodes" {
  name_prefix            = "${var.name}-nodes-"
  description            = "Nodes of EKS cluster ${var.name}"
  update_default_version = true

  # IMDSv2 only, and a hop limit of 1 so Pods cannot reach the node's metadata service and
  # borrow the node role. Pods get AWS credentials from EKS Pod Identity instead.
  metadata_options {
    http_endpoint               = "enabled"
    http_tokens                 = "required"
    http_put_response_hop_limit = 1
  }

  block_device_mappings {
    device_name = "/dev/xvda"

    ebs {
      volume_size           = var.node_disk_size_gb
      volume_type           = "gp3"
      encrypted             = true
      delete_on_termination = true
    }
  }

  tag_specifications {
    resource_type = "instance"
    tags          = merge(var.tags, { Name = "${var.name}-node" })
  }

  tag_specifications {
    resource_type = "volume"
    tags          = merge(var.tags, { Name = "${var.name}-node" })
  }

  tags = var.tags
}

resource "aws_eks_node_group" "default" {
  cluster_name           = aws_eks_cluster.this.name
  node_group_name_prefix = "${var.name}-default-"
  node_role_arn          = aws_iam_role.nodes.arn
  subnet_ids             = var.subnet_ids
  ami_type               = local.ami_type
  capacity_type          = var.node_capacity_type
  instance_types         = var.node_instance_types

  # Nodes follow the control plane's version, so upgrading the cluster upgrades them too.
  version = aws_eks_cluster.this.version

  launch_template {
    id      = aws_launch_template.nodes.id
    version = aws_launch_template.nodes.latest_version
  }

  scaling_config {
    min_size     = var.node_min_size
    max_size     = var.node_max_size
    desired_size = var.node_min_size
  }

  # Rolling AMI and Kubernetes upgrades replace a third of the nodes at a time.
  update_config {
    max_unavailable_percentage = 33
  }

  # EKS replaces nodes that stay unhealthy (kubelet, network or disk failures).
  node_repair_config {
    enabled = true
  }

  tags = var.tags

  lifecycle {
    create_before_destroy = true
    # A cluster autoscaler or Karpenter changes the size; Terraform sets only the bounds.
    ignore_changes = [scaling_config[0].desired_size]
  }

  depends_on = [
    aws_iam_role_policy_attachment.nodes,
    aws_eks_addon.before_nodes,
  ]
}
