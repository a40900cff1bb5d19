# A web service at https://app.example.com, in a VPC that already has public and private subnets.
provider "aws" {
  region = "eu-west-1"
}

data "aws_route53_zone" "main" {
  name = "example.com"
}

data "aws_acm_certificate" "app" {
  domain      = "app.example.com"
  statuses    = ["ISSUED"]
  most_recent = true
}

module "app" {
  source = "../.."

  name               = "shop-web"
  vpc_id             = "vpc-0123456789abcdef0"
  public_subnet_ids  = ["subnet-0aaaaaaaaaaaaaaa1", "subnet-0aaaaaaaaaaaaaaa2"]
  private_subnet_ids = ["subnet-0bbbbbbbbbbbbbbb1", "subnet-0bbbbbbbbbbbbbbb2"]
  certificate_arn    = data.aws_acm_certificate.app.arn

  image          = "123456789012.dkr.ecr.eu-west-1.amazonaws.com/shop-web:1.4.2"
  container_port = 8080
  cpu            = 512
  memory         = 1024

  environment = {
    NODE_ENV = "production"
  }
  secrets = {
    DATABASE_URL = "/shop/production/database-url"
    STRIPE_KEY   = "/shop/production/stripe-key"
  }

  min_count           = 2
  max_count           = 8
  requests_per_target = 500
}

resource "aws_route53_record" "app" {
  zone_id = data.aws_route53_zone.main.zone_id
  name    = "app.example.com"
  type    = "A"

  alias {
    name                   = module.app.alb_dns_name
    zone_id                = module.app.alb_zone_id
    evaluate_target_health = true
  }
}

output "task_role_name" {
  value = module.app.task_role_name
}
