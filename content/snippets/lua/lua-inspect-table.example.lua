print(inspect({ 1, 2, 3 }))
print(inspect({ name = "Ada", tags = { "admin", "dev" }, active = true, [10] = "ten", ["with space"] = 1 }))
print(inspect("line\nbreak \"quoted\""), inspect(nil), inspect(3.5))

local config = {
  server = { host = "0.0.0.0", port = 8080, tls = { enabled = true, cert = "/etc/ssl/certs/app.pem" } },
  workers = 4,
  features = { "search", "billing", "exports", "webhooks", "audit-log", "sso" },
}
config.parent = config
print(inspect(config))
print(inspect(config, { depth = 1 }))
print(inspect({ [true] = "yes", [1.5] = "float key", {} }))
