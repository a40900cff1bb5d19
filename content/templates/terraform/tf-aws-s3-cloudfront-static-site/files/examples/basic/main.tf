provider "aws" {
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
