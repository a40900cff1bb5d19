output "bucket_name" {
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
  value       = [for name in var.aliases : "https://${name}"]
}
