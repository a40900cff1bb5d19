variable "name" {
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
