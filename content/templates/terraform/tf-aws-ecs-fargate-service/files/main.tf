data "aws_caller_identity" "current" {}

data "aws_partition" "current" {}

data "aws_region" "current" {}

data "aws_ecs_cluster" "existing" {
  count = var.existing_cluster_name == null ? 0 : 1

  cluster_name = var.existing_cluster_name
}

locals {
  cluster_arn  = var.existing_cluster_name == null ? aws_ecs_cluster.this[0].arn : data.aws_ecs_cluster.existing[0].arn
  cluster_name = var.existing_cluster_name == null ? aws_ecs_cluster.this[0].name : var.existing_cluster_name

  # Secrets given by SSM parameter name become parameter ARNs; ARNs are used as they are.
  secret_arns = {
    for env_name, ref in var.secrets : env_name => startswith(ref, "arn:") ? ref : "arn:${data.aws_partition.current.partition}:ssm:${data.aws_region.current.region}:${data.aws_caller_identity.current.account_id}:parameter${ref}"
  }
  ssm_parameter_arns = distinct([for arn in values(local.secret_arns) : arn if split(":", arn)[2] == "ssm"])
  # A Secrets Manager reference may end in :json-key:version-stage:version-id; IAM wants the secret's own ARN.
  secretsmanager_arns = distinct([
    for arn in values(local.secret_arns) : join(":", slice(split(":", arn), 0, 7)) if split(":", arn)[2] == "secretsmanager"
  ])

  container_name = "app"
}

resource "aws_ecs_cluster" "this" {
  count = var.existing_cluster_name == null ? 1 : 0

  name = var.name

  # Per-task CPU, memory, network and storage metrics in CloudWatch.
  setting {
    name  = "containerInsights"
    value = "enhanced"
  }

  tags = var.tags
}

resource "aws_cloudwatch_log_group" "app" {
  name              = "/ecs/${var.name}"
  retention_in_days = var.log_retention_days
  tags              = var.tags
}

resource "aws_ecs_task_definition" "this" {
  family                   = var.name
  requires_compatibilities = ["FARGATE"]
  network_mode             = "awsvpc"
  cpu                      = var.cpu
  memory                   = var.memory
  execution_role_arn       = aws_iam_role.execution.arn
  task_role_arn            = aws_iam_role.task.arn

  runtime_platform {
    operating_system_family = "LINUX"
    cpu_architecture        = var.cpu_architecture
  }

  # The root filesystem is read-only; /tmp is the task's ephemeral storage, writable.
  volume {
    name = "tmp"
  }

  container_definitions = jsonencode([
    {
      name      = local.container_name
      image     = var.image
      essential = true

      portMappings = [
        {
          name          = "http"
          containerPort = var.container_port
          protocol      = "tcp"
        },
      ]

      environment = [for key, value in var.environment : { name = key, value = value }]
      # Resolved by ECS when the task starts; the values never appear in Terraform state.
      secrets = [for key, arn in local.secret_arns : { name = key, valueFrom = arn }]

      readonlyRootFilesystem = true
      mountPoints = [
        {
          sourceVolume  = "tmp"
          containerPath = "/tmp"
          readOnly      = false
        },
      ]

      # An init process forwards signals and reaps zombies; ECS Exec needs it too.
      linuxParameters = {
        initProcessEnabled = true
      }
      stopTimeout = 30

      logConfiguration = {
        logDriver = "awslogs"
        options = {
          "awslogs-group"         = aws_cloudwatch_log_group.app.name
          "awslogs-region"        = data.aws_region.current.region
          "awslogs-stream-prefix" = local.container_name
          # A slow CloudWatch must not block the application's writes to stdout.
          "mode"            = "non-blocking"
          "max-buffer-size" = "25m"
        }
      }
    },
  ])

  tags = var.tags
}

resource "aws_security_group" "service" {
  name        = "${var.name}-tasks"
  description = "Tasks of ${var.name}"
  vpc_id      = var.vpc_id
  tags        = var.tags
}

resource "aws_vpc_security_group_ingress_rule" "service_from_alb" {
  security_group_id            = aws_security_group.service.id
  referenced_security_group_id = aws_security_group.alb.id
  ip_protocol                  = "tcp"
  from_port                    = var.container_port
  to_port                      = var.container_port
}

# Outbound to anywhere: image registries, SSM, Secrets Manager and the application's own dependencies.
resource "aws_vpc_security_group_egress_rule" "service_all" {
  security_group_id = aws_security_group.service.id
  cidr_ipv4         = "0.0.0.0/0"
  ip_protocol       = "-1"
}

resource "aws_ecs_service" "this" {
  name             = var.name
  cluster          = local.cluster_arn
  task_definition  = aws_ecs_task_definition.this.arn
  desired_count    = var.min_count
  launch_type      = "FARGATE"
  platform_version = "LATEST"

  enable_execute_command            = var.enable_execute_command
  health_check_grace_period_seconds = var.health_check_grace_period_seconds
  availability_zone_rebalancing     = "ENABLED"
  propagate_tags                    = "SERVICE"
  enable_ecs_managed_tags           = true

  # Rolling deployments that start new tasks before stopping old ones, and roll back on their own
  # when new tasks keep failing.
  deployment_minimum_healthy_percent = 100
  deployment_maximum_percent         = 200

  deployment_circuit_breaker {
    enable   = true
    rollback = true
  }

  network_configuration {
    subnets          = var.private_subnet_ids
    security_groups  = [aws_security_group.service.id]
    assign_public_ip = false
  }

  load_balancer {
    target_group_arn = aws_lb_target_group.this.arn
    container_name   = local.container_name
    container_port   = var.container_port
  }

  tags = var.tags

  lifecycle {
    # Autoscaling owns the task count after creation.
    ignore_changes = [desired_count]
  }

  depends_on = [aws_lb_listener.https, aws_iam_role_policy.read_secrets]
}
