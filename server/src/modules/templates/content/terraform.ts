import { fence } from './markdown'
import type { TemplateSeed } from './types'

/**
 * Terraform modules written for Snipstack. Each has the conventional main.tf, variables.tf,
 * outputs.tf and versions.tf, and is `terraform fmt` clean.
 */
export const terraformTemplates: TemplateSeed[] = [
  {
    slug: 'tf-aws-s3-cloudfront-static-site',
    name: 'AWS Static Site: S3, CloudFront and ACM',
    description:
      'A Terraform module for a static website or SPA on AWS: a private S3 bucket behind CloudFront with Origin Access Control, a DNS-validated ACM certificate, security headers and Route 53 records.',
    category: 'terraform',
    language: 'HCL',
    tags: ['aws', 's3', 'cloudfront', 'acm', 'route53'],
    price: 39,
    originalPrice: 59,
    published: '2025-03-04',
    readme: `Host a static site on AWS the current recommended way: the bucket stays private and only CloudFront can read it (Origin Access Control, not the legacy OAI), HTTPS uses a free ACM certificate validated through Route 53, and responses carry AWS's managed security headers. For single-page apps, 403 and 404 from S3 become \`/index.html\` with status 200.

## What's inside

- \`main.tf\`: S3 bucket (private, versioned, encrypted), OAC, bucket policy for the distribution only, ACM certificate and validation, CloudFront distribution with managed cache and header policies, and alias records (IPv4 and IPv6).
- \`variables.tf\`, \`outputs.tf\`, \`versions.tf\` (AWS provider 6, with an \`aws.us_east_1\` alias for the certificate, which CloudFront requires in that region).
- \`examples/basic/main.tf\`: calling the module, with both providers.

## Usage

${fence}bash
cd examples/basic
terraform init
terraform apply
aws s3 sync ../../dist "s3://$(terraform output -raw bucket_name)" --delete
aws cloudfront create-invalidation --distribution-id "$(terraform output -raw distribution_id)" --paths "/index.html"
${fence}

## Customise

- \`spa_mode = false\` for a classic multi-page site, where 404s should stay 404s.
- \`price_class\`: \`PriceClass_100\` (North America and Europe) is cheapest; \`PriceClass_All\` serves every edge location.
- \`aliases\` may hold several names (apex and \`www\`); all must be in the hosted zone \`zone_name\`.

## Notes

The first apply waits for certificate validation and distribution deployment, typically 5 to 15 minutes. Only invalidate \`index.html\` after deploys: hashed assets never need it.
`,
    files: [
      {
        path: 'versions.tf',
        content: `terraform {
  required_version = ">= 1.9"

  required_providers {
    aws = {
      source                = "hashicorp/aws"
      version               = "~> 6.0"
      configuration_aliases = [aws.us_east_1]
    }
  }
}
`,
      },
      {
        path: 'variables.tf',
        content: `variable "name" {
  description = "A short name used for the bucket and resource names, e.g. \\"marketing-site\\"."
  type        = string
}

variable "zone_name" {
  description = "The Route 53 hosted zone that holds the site's names, e.g. \\"example.com\\"."
  type        = string
}

variable "aliases" {
  description = "The site's host names, all within zone_name."
  type        = list(string)

  validation {
    condition     = length(var.aliases) > 0
    error_message = "Give at least one host name."
  }
}

variable "spa_mode" {
  description = "Serve /index.html with status 200 for missing paths, for client-side routing."
  type        = bool
  default     = true
}

variable "price_class" {
  description = "CloudFront price class: PriceClass_100, PriceClass_200 or PriceClass_All."
  type        = string
  default     = "PriceClass_100"
}

variable "tags" {
  description = "Tags added to every resource."
  type        = map(string)
  default     = {}
}
`,
      },
      {
        path: 'main.tf',
        content: `data "aws_route53_zone" "this" {
  name = var.zone_name
}

# AWS managed policies: CachingOptimized and SecurityHeadersPolicy.
data "aws_cloudfront_cache_policy" "optimized" {
  name = "Managed-CachingOptimized"
}

data "aws_cloudfront_response_headers_policy" "security" {
  name = "Managed-SecurityHeadersPolicy"
}

resource "aws_s3_bucket" "site" {
  bucket_prefix = "\${var.name}-"
  tags          = var.tags
}

resource "aws_s3_bucket_public_access_block" "site" {
  bucket                  = aws_s3_bucket.site.id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}

resource "aws_s3_bucket_versioning" "site" {
  bucket = aws_s3_bucket.site.id

  versioning_configuration {
    status = "Enabled"
  }
}

resource "aws_s3_bucket_server_side_encryption_configuration" "site" {
  bucket = aws_s3_bucket.site.id

  rule {
    apply_server_side_encryption_by_default {
      sse_algorithm = "AES256"
    }
  }
}

resource "aws_cloudfront_origin_access_control" "site" {
  name                              = "\${var.name}-oac"
  origin_access_control_origin_type = "s3"
  signing_behavior                  = "always"
  signing_protocol                  = "sigv4"
}

# Only this distribution may read the bucket.
data "aws_iam_policy_document" "site" {
  statement {
    actions   = ["s3:GetObject"]
    resources = ["\${aws_s3_bucket.site.arn}/*"]

    principals {
      type        = "Service"
      identifiers = ["cloudfront.amazonaws.com"]
    }

    condition {
      test     = "StringEquals"
      variable = "AWS:SourceArn"
      values   = [aws_cloudfront_distribution.site.arn]
    }
  }
}

resource "aws_s3_bucket_policy" "site" {
  bucket = aws_s3_bucket.site.id
  policy = data.aws_iam_policy_document.site.json

  depends_on = [aws_s3_bucket_public_access_block.site]
}

# CloudFront only accepts certificates from us-east-1.
resource "aws_acm_certificate" "site" {
  provider                  = aws.us_east_1
  domain_name               = var.aliases[0]
  subject_alternative_names = slice(var.aliases, 1, length(var.aliases))
  validation_method         = "DNS"
  tags                      = var.tags

  lifecycle {
    create_before_destroy = true
  }
}

resource "aws_route53_record" "validation" {
  for_each = {
    for option in aws_acm_certificate.site.domain_validation_options : option.domain_name => option
  }

  zone_id         = data.aws_route53_zone.this.zone_id
  name            = each.value.resource_record_name
  type            = each.value.resource_record_type
  records         = [each.value.resource_record_value]
  ttl             = 300
  allow_overwrite = true
}

resource "aws_acm_certificate_validation" "site" {
  provider                = aws.us_east_1
  certificate_arn         = aws_acm_certificate.site.arn
  validation_record_fqdns = [for record in aws_route53_record.validation : record.fqdn]
}

resource "aws_cloudfront_distribution" "site" {
  enabled             = true
  is_ipv6_enabled     = true
  http_version        = "http2and3"
  comment             = var.name
  aliases             = var.aliases
  default_root_object = "index.html"
  price_class         = var.price_class
  tags                = var.tags

  origin {
    origin_id                = "s3"
    domain_name              = aws_s3_bucket.site.bucket_regional_domain_name
    origin_access_control_id = aws_cloudfront_origin_access_control.site.id
  }

  default_cache_behavior {
    target_origin_id           = "s3"
    viewer_protocol_policy     = "redirect-to-https"
    allowed_methods            = ["GET", "HEAD", "OPTIONS"]
    cached_methods             = ["GET", "HEAD"]
    compress                   = true
    cache_policy_id            = data.aws_cloudfront_cache_policy.optimized.id
    response_headers_policy_id = data.aws_cloudfront_response_headers_policy.security.id
  }

  # S3 answers 403 for missing keys when the bucket is private; SPAs want the app shell instead.
  dynamic "custom_error_response" {
    for_each = var.spa_mode ? [403, 404] : []
    content {
      error_code            = custom_error_response.value
      response_code         = 200
      response_page_path    = "/index.html"
      error_caching_min_ttl = 10
    }
  }

  restrictions {
    geo_restriction {
      restriction_type = "none"
    }
  }

  viewer_certificate {
    acm_certificate_arn      = aws_acm_certificate_validation.site.certificate_arn
    ssl_support_method       = "sni-only"
    minimum_protocol_version = "TLSv1.2_2021"
  }
}

resource "aws_route53_record" "alias" {
  for_each = toset(flatten([for name in var.aliases : ["\${name}|A", "\${name}|AAAA"]]))

  zone_id = data.aws_route53_zone.this.zone_id
  name    = split("|", each.value)[0]
  type    = split("|", each.value)[1]

  alias {
    name                   = aws_cloudfront_distribution.site.domain_name
    zone_id                = aws_cloudfront_distribution.site.hosted_zone_id
    evaluate_target_health = false
  }
}
`,
      },
      {
        path: 'outputs.tf',
        content: `output "bucket_name" {
  description = "Upload the site's files here."
  value       = aws_s3_bucket.site.bucket
}

output "distribution_id" {
  description = "For cache invalidations."
  value       = aws_cloudfront_distribution.site.id
}

output "distribution_domain_name" {
  description = "The distribution's own *.cloudfront.net name."
  value       = aws_cloudfront_distribution.site.domain_name
}

output "urls" {
  description = "The site's HTTPS URLs."
  value       = [for name in var.aliases : "https://\${name}"]
}
`,
      },
      {
        path: 'examples/basic/main.tf',
        content: `provider "aws" {
  region = "eu-west-1"
}

provider "aws" {
  alias  = "us_east_1"
  region = "us-east-1"
}

module "site" {
  source = "../.."

  name      = "marketing-site"
  zone_name = "example.com"
  aliases   = ["example.com", "www.example.com"]

  providers = {
    aws           = aws
    aws.us_east_1 = aws.us_east_1
  }
}

output "bucket_name" {
  value = module.site.bucket_name
}

output "distribution_id" {
  value = module.site.distribution_id
}
`,
      },
    ],
  },
  {
    slug: 'tf-aws-vpc',
    name: 'AWS VPC with Public and Private Subnets',
    description:
      'A Terraform module for a VPC spread over two or three availability zones, with public and private subnets, an internet gateway and NAT gateways (one shared, or one per zone).',
    category: 'terraform',
    language: 'HCL',
    tags: ['aws', 'vpc', 'networking', 'nat-gateway'],
    published: '2025-07-29',
    readme: `The network layout most AWS workloads sit on: load balancers in public subnets, everything else in private subnets that reach the internet through NAT. Subnet ranges are computed from the VPC CIDR with \`cidrsubnet\`, so you only choose the VPC range and the number of zones.

## What's inside

- \`main.tf\`: the VPC (DNS support on), one public and one private subnet per zone, the internet gateway, Elastic IPs and NAT gateways, and route tables.
- \`variables.tf\`: CIDR, zone count, \`single_nat_gateway\` and tags.
- \`outputs.tf\`: VPC ID, subnet IDs by tier, NAT public IPs.
- \`versions.tf\`

## Usage

${fence}hcl
module "vpc" {
  source = "./modules/vpc"

  name               = "prod"
  cidr_block         = "10.20.0.0/16"
  az_count           = 3
  single_nat_gateway = false
}
${fence}

${fence}bash
terraform init
terraform plan -out=vpc.plan
terraform apply vpc.plan
${fence}

## Customise

- \`single_nat_gateway = true\` (the default) saves money outside production; one NAT per zone keeps private subnets online when a zone fails.
- Subnets are /20s inside a /16 (4,096 addresses each); change the \`newbits\` in \`locals\` for other sizes.
- Public subnets carry the \`kubernetes.io/role/elb\` tag and private ones \`kubernetes.io/role/internal-elb\`, so EKS load balancers find them.

## Notes

NAT gateways are billed per hour and per GB processed. Add VPC endpoints for S3 and DynamoDB (gateway endpoints are free) if private workloads move a lot of data to them.
`,
    files: [
      {
        path: 'versions.tf',
        content: `terraform {
  required_version = ">= 1.9"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 6.0"
    }
  }
}
`,
      },
      {
        path: 'variables.tf',
        content: `variable "name" {
  description = "Prefix for the Name tag of every resource."
  type        = string
}

variable "cidr_block" {
  description = "The VPC's IPv4 range; a /16 leaves room for growth."
  type        = string
  default     = "10.0.0.0/16"

  validation {
    condition     = can(cidrnetmask(var.cidr_block))
    error_message = "cidr_block must be a valid IPv4 CIDR range."
  }
}

variable "az_count" {
  description = "How many availability zones to spread the subnets over (2 or 3)."
  type        = number
  default     = 2

  validation {
    condition     = var.az_count >= 2 && var.az_count <= 3
    error_message = "az_count must be 2 or 3."
  }
}

variable "single_nat_gateway" {
  description = "One NAT gateway for all zones (cheaper) instead of one per zone (survives a zone outage)."
  type        = bool
  default     = true
}

variable "tags" {
  description = "Tags added to every resource."
  type        = map(string)
  default     = {}
}
`,
      },
      {
        path: 'main.tf',
        content: `data "aws_availability_zones" "available" {
  state = "available"
}

locals {
  azs       = slice(data.aws_availability_zones.available.names, 0, var.az_count)
  nat_count = var.single_nat_gateway ? 1 : var.az_count

  # /20 subnets: public ones from the start of the range, private ones from the middle.
  public_cidrs  = [for i in range(var.az_count) : cidrsubnet(var.cidr_block, 4, i)]
  private_cidrs = [for i in range(var.az_count) : cidrsubnet(var.cidr_block, 4, i + 8)]
}

resource "aws_vpc" "this" {
  cidr_block           = var.cidr_block
  enable_dns_support   = true
  enable_dns_hostnames = true
  tags                 = merge(var.tags, { Name = var.name })
}

resource "aws_internet_gateway" "this" {
  vpc_id = aws_vpc.this.id
  tags   = merge(var.tags, { Name = var.name })
}

resource "aws_subnet" "public" {
  count = var.az_count

  vpc_id                  = aws_vpc.this.id
  cidr_block              = local.public_cidrs[count.index]
  availability_zone       = local.azs[count.index]
  map_public_ip_on_launch = true
  tags = merge(var.tags, {
    Name                     = "\${var.name}-public-\${local.azs[count.index]}"
    "kubernetes.io/role/elb" = "1"
  })
}

resource "aws_subnet" "private" {
  count = var.az_count

  vpc_id            = aws_vpc.this.id
  cidr_block        = local.private_cidrs[count.index]
  availability_zone = local.azs[count.index]
  tags = merge(var.tags, {
    Name                              = "\${var.name}-private-\${local.azs[count.index]}"
    "kubernetes.io/role/internal-elb" = "1"
  })
}

resource "aws_eip" "nat" {
  count = local.nat_count

  domain = "vpc"
  tags   = merge(var.tags, { Name = "\${var.name}-nat-\${count.index}" })
}

resource "aws_nat_gateway" "this" {
  count = local.nat_count

  allocation_id = aws_eip.nat[count.index].id
  subnet_id     = aws_subnet.public[count.index].id
  tags          = merge(var.tags, { Name = "\${var.name}-\${local.azs[count.index]}" })

  depends_on = [aws_internet_gateway.this]
}

resource "aws_route_table" "public" {
  vpc_id = aws_vpc.this.id
  tags   = merge(var.tags, { Name = "\${var.name}-public" })

  route {
    cidr_block = "0.0.0.0/0"
    gateway_id = aws_internet_gateway.this.id
  }
}

resource "aws_route_table_association" "public" {
  count = var.az_count

  subnet_id      = aws_subnet.public[count.index].id
  route_table_id = aws_route_table.public.id
}

# One private route table per zone, each to its zone's NAT (or the single shared one).
resource "aws_route_table" "private" {
  count = var.az_count

  vpc_id = aws_vpc.this.id
  tags   = merge(var.tags, { Name = "\${var.name}-private-\${local.azs[count.index]}" })

  route {
    cidr_block     = "0.0.0.0/0"
    nat_gateway_id = aws_nat_gateway.this[var.single_nat_gateway ? 0 : count.index].id
  }
}

resource "aws_route_table_association" "private" {
  count = var.az_count

  subnet_id      = aws_subnet.private[count.index].id
  route_table_id = aws_route_table.private[count.index].id
}
`,
      },
      {
        path: 'outputs.tf',
        content: `output "vpc_id" {
  description = "The VPC's ID."
  value       = aws_vpc.this.id
}

output "public_subnet_ids" {
  description = "Public subnets, one per zone, for load balancers and bastions."
  value       = aws_subnet.public[*].id
}

output "private_subnet_ids" {
  description = "Private subnets, one per zone, for everything else."
  value       = aws_subnet.private[*].id
}

output "nat_public_ips" {
  description = "Addresses outbound traffic from private subnets comes from (for allowlists)."
  value       = aws_eip.nat[*].public_ip
}
`,
      },
    ],
  },
  {
    slug: 'tf-gcp-cloud-run-service',
    name: 'GCP Cloud Run Service',
    description:
      'A Terraform module that deploys a container to Cloud Run with its own least-privilege service account, secrets from Secret Manager, scaling limits and optional public access.',
    category: 'terraform',
    language: 'HCL',
    tags: ['gcp', 'cloud-run', 'serverless', 'secret-manager'],
    published: '2025-12-16',
    readme: `Cloud Run runs any container that listens on \`$PORT\` and scales it with traffic, down to zero. This module sets it up the way production services should be: a dedicated service account (not the default compute one, which has broad project rights), secrets mounted from Secret Manager rather than plain environment variables, bounded scaling, and an explicit choice about public access.

## What's inside

- \`main.tf\`: the service account, Secret Manager access for each secret, the \`google_cloud_run_v2_service\`, and the \`roles/run.invoker\` binding for \`allUsers\` when \`public = true\`.
- \`variables.tf\`: image, region, scaling, resources, environment and secrets.
- \`outputs.tf\`: the service URL and service account e-mail.
- \`versions.tf\`: Google provider 7.

## Usage

${fence}hcl
module "api" {
  source = "./modules/cloud-run"

  project_id = "my-project"
  region     = "europe-west1"
  name       = "api"
  image      = "europe-west1-docker.pkg.dev/my-project/apps/api:1.3.0"
  public     = true
  env        = { LOG_LEVEL = "info" }
  secrets    = { DATABASE_URL = "api-database-url" }
}
${fence}

${fence}bash
gcloud services enable run.googleapis.com secretmanager.googleapis.com
terraform init && terraform apply
curl "$(terraform output -raw url)/health"
${fence}

## Customise

- \`min_instances = 1\` removes cold starts for a fixed monthly cost.
- Grant the service account other roles (Cloud SQL client, Pub/Sub publisher) next to the module with its \`service_account_email\` output.

## Notes

Secrets must exist before the first apply (create them with \`gcloud secrets create\`). The deploy pipeline usually changes \`image\`; \`lifecycle.ignore_changes\` on it is an option if CI deploys with \`gcloud run deploy\` instead of Terraform.
`,
    files: [
      {
        path: 'versions.tf',
        content: `terraform {
  required_version = ">= 1.9"

  required_providers {
    google = {
      source  = "hashicorp/google"
      version = "~> 7.0"
    }
  }
}
`,
      },
      {
        path: 'variables.tf',
        content: `variable "project_id" {
  description = "The GCP project to deploy into."
  type        = string
}

variable "region" {
  description = "The Cloud Run region, e.g. europe-west1."
  type        = string
}

variable "name" {
  description = "The service's name; also used for its service account."
  type        = string

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{2,27}$", var.name))
    error_message = "name must be 3 to 28 lowercase letters, digits or dashes, starting with a letter."
  }
}

variable "image" {
  description = "The container image, preferably pinned by tag or digest."
  type        = string
}

variable "public" {
  description = "Allow unauthenticated requests (allUsers may invoke)."
  type        = bool
  default     = false
}

variable "min_instances" {
  description = "Instances kept warm; 0 scales to zero."
  type        = number
  default     = 0
}

variable "max_instances" {
  description = "Upper bound on instances, which also bounds the bill."
  type        = number
  default     = 10
}

variable "cpu" {
  description = "CPU per instance, e.g. \\"1\\" or \\"2\\"."
  type        = string
  default     = "1"
}

variable "memory" {
  description = "Memory per instance, e.g. \\"512Mi\\"."
  type        = string
  default     = "512Mi"
}

variable "env" {
  description = "Plain environment variables."
  type        = map(string)
  default     = {}
}

variable "secrets" {
  description = "Environment variables from Secret Manager: variable name => secret ID (latest version)."
  type        = map(string)
  default     = {}
}
`,
      },
      {
        path: 'main.tf',
        content: `resource "google_service_account" "service" {
  project      = var.project_id
  account_id   = "\${var.name}-run"
  display_name = "Cloud Run service \${var.name}"
}

# The service may read exactly the secrets it is given, nothing else.
resource "google_secret_manager_secret_iam_member" "access" {
  for_each = var.secrets

  project   = var.project_id
  secret_id = each.value
  role      = "roles/secretmanager.secretAccessor"
  member    = "serviceAccount:\${google_service_account.service.email}"
}

resource "google_cloud_run_v2_service" "service" {
  project             = var.project_id
  name                = var.name
  location            = var.region
  ingress             = "INGRESS_TRAFFIC_ALL"
  deletion_protection = false

  template {
    service_account = google_service_account.service.email

    scaling {
      min_instance_count = var.min_instances
      max_instance_count = var.max_instances
    }

    containers {
      image = var.image

      resources {
        limits = {
          cpu    = var.cpu
          memory = var.memory
        }
        # Bill CPU only while requests are handled.
        cpu_idle = true
      }

      dynamic "env" {
        for_each = var.env
        content {
          name  = env.key
          value = env.value
        }
      }

      dynamic "env" {
        for_each = var.secrets
        content {
          name = env.key
          value_source {
            secret_key_ref {
              secret  = env.value
              version = "latest"
            }
          }
        }
      }

      startup_probe {
        tcp_socket {
          port = 8080
        }
      }
    }
  }

  depends_on = [google_secret_manager_secret_iam_member.access]
}

resource "google_cloud_run_v2_service_iam_member" "public" {
  count = var.public ? 1 : 0

  project  = var.project_id
  location = var.region
  name     = google_cloud_run_v2_service.service.name
  role     = "roles/run.invoker"
  member   = "allUsers"
}
`,
      },
      {
        path: 'outputs.tf',
        content: `output "url" {
  description = "The service's HTTPS URL."
  value       = google_cloud_run_v2_service.service.uri
}

output "service_account_email" {
  description = "Grant this account any further roles the service needs."
  value       = google_service_account.service.email
}
`,
      },
    ],
  },
  {
    slug: 'tf-hetzner-cloud-server',
    name: 'Hetzner Cloud Server with Firewall and cloud-init',
    description:
      'A Terraform module for a Hetzner Cloud server that comes up hardened: SSH keys only, a firewall allowing SSH, HTTP and HTTPS, automatic security updates and Docker installed by cloud-init.',
    category: 'terraform',
    language: 'HCL',
    tags: ['hetzner', 'cloud-init', 'firewall', 'vps'],
    published: '2026-04-02',
    readme: `A small, inexpensive server for side projects, staging environments or self-hosted tools. cloud-init creates a sudo user with your SSH key, disables root and password logins, turns on unattended upgrades and installs Docker, so the server is ready for \`docker compose up\` a minute after \`terraform apply\`.

## What's inside

- \`main.tf\`: the SSH key, a firewall (SSH from your addresses only; HTTP and HTTPS from anywhere), and the server with cloud-init user data and backups.
- \`cloud-init.yaml\`: the first-boot configuration, rendered with \`templatefile\`.
- \`variables.tf\`, \`outputs.tf\`, \`versions.tf\` (hcloud provider 1.5x).

## Usage

${fence}bash
export HCLOUD_TOKEN=...   # a read-write API token from the Hetzner Cloud console
terraform init
terraform apply -var 'name=apps-1' -var "ssh_public_key=$(cat ~/.ssh/id_ed25519.pub)" -var 'ssh_allowed_cidrs=["203.0.113.7/32"]'
ssh deploy@"$(terraform output -raw ipv4_address)"
${fence}

## Customise

- \`server_type\`: \`cx22\` (2 vCPU, 4 GB) suits most small apps; ARM types (\`cax11\`...) are cheaper still.
- \`location\`: \`fsn1\`, \`nbg1\`, \`hel1\` (EU), \`ash\`, \`hil\` (US), \`sin\` (Asia).
- Add packages or files to \`cloud-init.yaml\`.

## Notes

cloud-init runs once, on first boot: changing \`cloud-init.yaml\` later replaces the server (\`user_data\` forces a new resource). Keep state on the server in a volume or in backups if that matters.
`,
    files: [
      {
        path: 'versions.tf',
        content: `terraform {
  required_version = ">= 1.9"

  required_providers {
    hcloud = {
      source  = "hetznercloud/hcloud"
      version = "~> 1.52"
    }
  }
}
`,
      },
      {
        path: 'variables.tf',
        content: `variable "name" {
  description = "The server's name and host name."
  type        = string
}

variable "server_type" {
  description = "Hetzner server type, e.g. cx22 or cax11."
  type        = string
  default     = "cx22"
}

variable "location" {
  description = "Hetzner location, e.g. fsn1, nbg1, hel1, ash."
  type        = string
  default     = "fsn1"
}

variable "image" {
  description = "The operating system image."
  type        = string
  default     = "ubuntu-24.04"
}

variable "username" {
  description = "The sudo user cloud-init creates."
  type        = string
  default     = "deploy"
}

variable "ssh_public_key" {
  description = "The public key allowed to log in as username."
  type        = string
}

variable "ssh_allowed_cidrs" {
  description = "Addresses allowed to reach SSH; keep this narrow."
  type        = list(string)
}

variable "backups" {
  description = "Enable Hetzner's daily backups (20% of the server price)."
  type        = bool
  default     = true
}
`,
      },
      {
        path: 'main.tf',
        content: `resource "hcloud_ssh_key" "this" {
  name       = "\${var.name}-key"
  public_key = var.ssh_public_key
}

resource "hcloud_firewall" "this" {
  name = "\${var.name}-fw"

  rule {
    description = "SSH"
    direction   = "in"
    protocol    = "tcp"
    port        = "22"
    source_ips  = var.ssh_allowed_cidrs
  }

  rule {
    description = "HTTP"
    direction   = "in"
    protocol    = "tcp"
    port        = "80"
    source_ips  = ["0.0.0.0/0", "::/0"]
  }

  rule {
    description = "HTTPS"
    direction   = "in"
    protocol    = "tcp"
    port        = "443"
    source_ips  = ["0.0.0.0/0", "::/0"]
  }

  rule {
    description = "ICMP"
    direction   = "in"
    protocol    = "icmp"
    source_ips  = ["0.0.0.0/0", "::/0"]
  }
}

resource "hcloud_server" "this" {
  name         = var.name
  server_type  = var.server_type
  location     = var.location
  image        = var.image
  ssh_keys     = [hcloud_ssh_key.this.id]
  firewall_ids = [hcloud_firewall.this.id]
  backups      = var.backups

  user_data = templatefile("\${path.module}/cloud-init.yaml", {
    username       = var.username
    ssh_public_key = var.ssh_public_key
  })

  public_net {
    ipv4_enabled = true
    ipv6_enabled = true
  }

  labels = {
    managed-by = "terraform"
  }
}
`,
      },
      {
        path: 'cloud-init.yaml',
        content: `#cloud-config
# Rendered by Terraform's templatefile(): \${username} and \${ssh_public_key} are filled in.
users:
  - name: \${username}
    groups: [sudo, docker]
    shell: /bin/bash
    sudo: "ALL=(ALL) NOPASSWD:ALL"
    ssh_authorized_keys:
      - "\${ssh_public_key}"

ssh_pwauth: false
disable_root: true

package_update: true
package_upgrade: true
packages:
  - ca-certificates
  - curl
  - fail2ban
  - unattended-upgrades
  - docker.io
  - docker-compose-v2

write_files:
  - path: /etc/ssh/sshd_config.d/10-hardening.conf
    content: |
      PermitRootLogin no
      PasswordAuthentication no
      KbdInteractiveAuthentication no
  - path: /etc/apt/apt.conf.d/20auto-upgrades
    content: |
      APT::Periodic::Update-Package-Lists "1";
      APT::Periodic::Unattended-Upgrade "1";

runcmd:
  - systemctl enable --now docker fail2ban
  - systemctl restart ssh
`,
      },
      {
        path: 'outputs.tf',
        content: `output "ipv4_address" {
  description = "The server's public IPv4 address."
  value       = hcloud_server.this.ipv4_address
}

output "ipv6_address" {
  description = "The server's public IPv6 address."
  value       = hcloud_server.this.ipv6_address
}

output "ssh_command" {
  description = "How to log in."
  value       = "ssh \${var.username}@\${hcloud_server.this.ipv4_address}"
}
`,
      },
    ],
  },
  {
    slug: 'tf-aws-rds-postgres',
    name: 'AWS RDS PostgreSQL',
    description:
      'A Terraform module for a production PostgreSQL on RDS: private subnets, a security group open to your app only, encryption, Multi-AZ, automated backups, a tuned parameter group and the master password kept in Secrets Manager.',
    category: 'terraform',
    language: 'HCL',
    tags: ['aws', 'rds', 'postgresql', 'database', 'secrets-manager'],
    price: 29,
    originalPrice: 39,
    published: '2025-10-21',
    readme: `A managed PostgreSQL 17 with the settings teams usually add after their first incident: the master password generated and rotated by RDS in Secrets Manager (it never appears in Terraform state), storage encryption, Multi-AZ failover, seven days of point-in-time recovery, deletion protection, a final snapshot, slow query logging, and network access only from the security groups you name.

## What's inside

- \`main.tf\`: DB subnet group, security group, parameter group, the \`aws_db_instance\` and its CloudWatch log exports.
- \`variables.tf\`: sizes, network and who may connect.
- \`outputs.tf\`: endpoint, port and the ARN of the secret holding the master credentials.
- \`versions.tf\`

## Usage

${fence}hcl
module "db" {
  source = "./modules/rds-postgres"

  name                       = "shop"
  vpc_id                     = module.vpc.vpc_id
  subnet_ids                 = module.vpc.private_subnet_ids
  allowed_security_group_ids = [aws_security_group.app.id]
  instance_class             = "db.t4g.medium"
}
${fence}

${fence}bash
terraform apply
aws secretsmanager get-secret-value --secret-id "$(terraform output -raw master_secret_arn)" --query SecretString --output text
${fence}

## Customise

- \`multi_az = false\` halves the cost for non-production databases.
- Parameter group: \`log_min_duration_statement\` (ms) and any other setting your workload needs.
- \`allocated_storage\` is the starting size; storage grows automatically up to \`max_allocated_storage\`.

## Notes

Major version upgrades need \`allow_major_version_upgrade\` and a parameter group for the new family. Create app users with their own passwords rather than sharing the master credentials.
`,
    files: [
      {
        path: 'versions.tf',
        content: `terraform {
  required_version = ">= 1.9"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 6.0"
    }
  }
}
`,
      },
      {
        path: 'variables.tf',
        content: `variable "name" {
  description = "Identifier of the instance and prefix of related resources."
  type        = string
}

variable "vpc_id" {
  description = "The VPC the database lives in."
  type        = string
}

variable "subnet_ids" {
  description = "Private subnets in at least two availability zones."
  type        = list(string)
}

variable "allowed_security_group_ids" {
  description = "Security groups (your app's) allowed to connect on 5432."
  type        = list(string)
}

variable "engine_version" {
  description = "PostgreSQL version."
  type        = string
  default     = "17.6"
}

variable "instance_class" {
  description = "RDS instance class."
  type        = string
  default     = "db.t4g.small"
}

variable "allocated_storage" {
  description = "Initial storage in GiB."
  type        = number
  default     = 20
}

variable "max_allocated_storage" {
  description = "Storage autoscaling ceiling in GiB."
  type        = number
  default     = 200
}

variable "multi_az" {
  description = "A synchronous standby in another zone, with automatic failover."
  type        = bool
  default     = true
}

variable "backup_retention_days" {
  description = "Days of automated backups (point-in-time recovery window)."
  type        = number
  default     = 7
}

variable "tags" {
  description = "Tags added to every resource."
  type        = map(string)
  default     = {}
}
`,
      },
      {
        path: 'main.tf',
        content: `resource "aws_db_subnet_group" "this" {
  name       = var.name
  subnet_ids = var.subnet_ids
  tags       = var.tags
}

resource "aws_security_group" "this" {
  name        = "\${var.name}-postgres"
  description = "PostgreSQL access for \${var.name}"
  vpc_id      = var.vpc_id
  tags        = var.tags
}

resource "aws_vpc_security_group_ingress_rule" "postgres" {
  for_each = toset(var.allowed_security_group_ids)

  security_group_id            = aws_security_group.this.id
  referenced_security_group_id = each.value
  ip_protocol                  = "tcp"
  from_port                    = 5432
  to_port                      = 5432
}

resource "aws_db_parameter_group" "this" {
  name   = "\${var.name}-pg17"
  family = "postgres17"
  tags   = var.tags

  parameter {
    name  = "log_min_duration_statement"
    value = "500"
  }

  parameter {
    name  = "rds.force_ssl"
    value = "1"
  }

  parameter {
    name         = "shared_preload_libraries"
    value        = "pg_stat_statements"
    apply_method = "pending-reboot"
  }
}

resource "aws_db_instance" "this" {
  identifier     = var.name
  engine         = "postgres"
  engine_version = var.engine_version
  instance_class = var.instance_class

  db_name  = replace(var.name, "-", "_")
  username = "postgres_admin"
  # RDS generates the password, stores it in Secrets Manager and rotates it.
  manage_master_user_password = true

  allocated_storage     = var.allocated_storage
  max_allocated_storage = var.max_allocated_storage
  storage_type          = "gp3"
  storage_encrypted     = true

  db_subnet_group_name   = aws_db_subnet_group.this.name
  vpc_security_group_ids = [aws_security_group.this.id]
  parameter_group_name   = aws_db_parameter_group.this.name
  publicly_accessible    = false
  multi_az               = var.multi_az

  backup_retention_period   = var.backup_retention_days
  backup_window             = "02:00-03:00"
  maintenance_window        = "sun:03:30-sun:04:30"
  copy_tags_to_snapshot     = true
  deletion_protection       = true
  skip_final_snapshot       = false
  final_snapshot_identifier = "\${var.name}-final"

  performance_insights_enabled    = true
  enabled_cloudwatch_logs_exports = ["postgresql", "upgrade"]
  auto_minor_version_upgrade      = true

  tags = var.tags
}
`,
      },
      {
        path: 'outputs.tf',
        content: `output "endpoint" {
  description = "Host name to connect to."
  value       = aws_db_instance.this.address
}

output "port" {
  description = "Port to connect to."
  value       = aws_db_instance.this.port
}

output "database_name" {
  description = "The database created with the instance."
  value       = aws_db_instance.this.db_name
}

output "master_secret_arn" {
  description = "Secrets Manager secret with the master username and password."
  value       = aws_db_instance.this.master_user_secret[0].secret_arn
}

output "security_group_id" {
  description = "The database's security group."
  value       = aws_security_group.this.id
}
`,
      },
    ],
  },
  {
    slug: 'tf-aws-github-oidc-ecr',
    name: 'AWS Role for GitHub Actions (OIDC) and ECR',
    description:
      'Lets GitHub Actions deploy to AWS without stored keys: an OIDC identity provider, an IAM role only chosen repositories and branches can assume, and an ECR repository it may push to.',
    category: 'terraform',
    language: 'HCL',
    tags: ['aws', 'github-actions', 'oidc', 'iam', 'ecr'],
    published: '2026-09-29',
    readme: `Long-lived AWS access keys in GitHub secrets are a standing risk. With OIDC, each workflow run gets a short-lived token from GitHub, AWS checks its claims (which repository, which branch or environment) and hands out temporary credentials for one role. This module sets that up, plus an ECR repository with scanning and a lifecycle policy that the role can push to.

## What's inside

- \`main.tf\`: the \`token.actions.githubusercontent.com\` OIDC provider (optional, one per account), the role with a trust policy on the \`sub\` claim, an ECR repository and a least-privilege push policy.
- \`variables.tf\`: repositories and refs allowed, whether to create the provider.
- \`outputs.tf\`: the role ARN (set it as \`AWS_ROLE_ARN\` in GitHub) and the repository URL.
- \`versions.tf\`

## Usage

${fence}bash
terraform init
terraform apply -var 'name=shop-api' -var 'github_subjects=["repo:acme/shop-api:ref:refs/heads/main","repo:acme/shop-api:environment:production"]'
gh variable set AWS_ROLE_ARN --body "$(terraform output -raw role_arn)" --repo acme/shop-api
${fence}

In the workflow:

${fence}yaml
permissions:
  id-token: write
  contents: read
steps:
  - uses: aws-actions/configure-aws-credentials@v5
    with:
      role-to-assume: \${{ vars.AWS_ROLE_ARN }}
      aws-region: eu-central-1
  - uses: aws-actions/amazon-ecr-login@v2
${fence}

## Customise

- \`github_subjects\` is the security boundary: prefer branch or environment subjects over \`repo:org/name:*\`.
- Set \`create_oidc_provider = false\` in every module instance but one in the same account.

## Notes

AWS no longer needs a certificate thumbprint for GitHub's provider; the empty list is intended.
`,
    files: [
      {
        path: 'versions.tf',
        content: `terraform {
  required_version = ">= 1.9"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 6.0"
    }
  }
}
`,
      },
      {
        path: 'variables.tf',
        content: `variable "name" {
  description = "Name of the role and the ECR repository."
  type        = string
}

variable "github_subjects" {
  description = "Allowed values of the token's sub claim, e.g. repo:org/repo:ref:refs/heads/main."
  type        = list(string)

  validation {
    condition     = alltrue([for s in var.github_subjects : startswith(s, "repo:")])
    error_message = "Each subject starts with repo:OWNER/NAME."
  }
}

variable "create_oidc_provider" {
  description = "Create the GitHub OIDC provider; an account can have only one."
  type        = bool
  default     = true
}

variable "image_retention_count" {
  description = "How many tagged images to keep in ECR."
  type        = number
  default     = 30
}
`,
      },
      {
        path: 'main.tf',
        content: `data "aws_caller_identity" "current" {}

locals {
  oidc_url          = "token.actions.githubusercontent.com"
  oidc_provider_arn = var.create_oidc_provider ? aws_iam_openid_connect_provider.github[0].arn : "arn:aws:iam::\${data.aws_caller_identity.current.account_id}:oidc-provider/\${local.oidc_url}"
}

resource "aws_iam_openid_connect_provider" "github" {
  count = var.create_oidc_provider ? 1 : 0

  url            = "https://\${local.oidc_url}"
  client_id_list = ["sts.amazonaws.com"]
}

data "aws_iam_policy_document" "trust" {
  statement {
    actions = ["sts:AssumeRoleWithWebIdentity"]

    principals {
      type        = "Federated"
      identifiers = [local.oidc_provider_arn]
    }

    condition {
      test     = "StringEquals"
      variable = "\${local.oidc_url}:aud"
      values   = ["sts.amazonaws.com"]
    }

    condition {
      test     = "StringLike"
      variable = "\${local.oidc_url}:sub"
      values   = var.github_subjects
    }
  }
}

resource "aws_iam_role" "github" {
  name                 = "\${var.name}-github-actions"
  assume_role_policy   = data.aws_iam_policy_document.trust.json
  max_session_duration = 3600
}

resource "aws_ecr_repository" "this" {
  name                 = var.name
  image_tag_mutability = "IMMUTABLE"

  image_scanning_configuration {
    scan_on_push = true
  }
}

resource "aws_ecr_lifecycle_policy" "this" {
  repository = aws_ecr_repository.this.name
  policy = jsonencode({
    rules = [
      {
        rulePriority = 1
        description  = "Expire untagged images after a week"
        selection = {
          tagStatus   = "untagged"
          countType   = "sinceImagePushed"
          countUnit   = "days"
          countNumber = 7
        }
        action = { type = "expire" }
      },
      {
        rulePriority = 2
        description  = "Keep the newest tagged images"
        selection = {
          tagStatus   = "any"
          countType   = "imageCountMoreThan"
          countNumber = var.image_retention_count
        }
        action = { type = "expire" }
      },
    ]
  })
}

data "aws_iam_policy_document" "push" {
  statement {
    actions   = ["ecr:GetAuthorizationToken"]
    resources = ["*"]
  }

  statement {
    actions = [
      "ecr:BatchCheckLayerAvailability",
      "ecr:BatchGetImage",
      "ecr:CompleteLayerUpload",
      "ecr:GetDownloadUrlForLayer",
      "ecr:InitiateLayerUpload",
      "ecr:PutImage",
      "ecr:UploadLayerPart",
    ]
    resources = [aws_ecr_repository.this.arn]
  }
}

resource "aws_iam_role_policy" "push" {
  name   = "ecr-push"
  role   = aws_iam_role.github.id
  policy = data.aws_iam_policy_document.push.json
}
`,
      },
      {
        path: 'outputs.tf',
        content: `output "role_arn" {
  description = "Set as AWS_ROLE_ARN in the GitHub repository's variables."
  value       = aws_iam_role.github.arn
}

output "repository_url" {
  description = "Push images here."
  value       = aws_ecr_repository.this.repository_url
}
`,
      },
    ],
  },
]
