output "cluster_name" {
  description = "Name of the cluster."
  value       = aws_eks_cluster.this.name
}

output "endpoint" {
  description = "URL of the Kubernetes API."
  value       = aws_eks_cluster.this.endpoint
}

output "certificate_authority_data" {
  description = "Base64-encoded CA certificate of the API, for a kubernetes or helm provider."
  value       = aws_eks_cluster.this.certificate_authority[0].data
}

output "oidc_issuer_url" {
  description = "OIDC issuer of the cluster, for IRSA roles of tools that do not support Pod Identity yet."
  value       = aws_eks_cluster.this.identity[0].oidc[0].issuer
}

output "cluster_security_group_id" {
  description = "Security group EKS created for the control plane and nodes: allow it in your databases' security groups."
  value       = aws_eks_cluster.this.vpc_config[0].cluster_security_group_id
}

output "node_role_arn" {
  description = "IAM role of the nodes."
  value       = aws_iam_role.nodes.arn
}

output "kubeconfig_command" {
  description = "Adds the cluster to ~/.kube/config (run it as one of the admin principals)."
  value       = "aws eks update-kubeconfig --name ${aws_eks_cluster.this.name} --region ${split(":", aws_eks_cluster.this.arn)[3]}"
}
