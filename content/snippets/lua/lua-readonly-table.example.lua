local defaults = readonly({
  port = 8080,
  hosts = { "a.internal", "b.internal" },
  tls = { enabled = true, ciphers = { "TLS_AES_128_GCM_SHA256" } },
})

print("port:", defaults.port, "hosts:", #defaults.hosts, "first:", defaults.hosts[1])
print("nested enabled:", defaults.tls.enabled, "missing:", defaults.nope)

local function attempt(label, fn)
  local ok, err = pcall(fn)
  print(label, ok and "ok" or (err:gsub("^[^:]+:%d+: ", "")))
end
attempt("top-level write:", function() defaults.port = 1 end)
attempt("nested write:   ", function() defaults.tls.ciphers[2] = "weak" end)
attempt("table.insert:   ", function() table.insert(defaults.hosts, "c.internal") end)
attempt("unlock attempt: ", function() setmetatable(defaults, nil) end)

local keys = {}
for k, v in pairs(defaults) do keys[#keys + 1] = k .. (is_readonly(v) and "*" or "") end
table.sort(keys)
print("keys (* = read-only view):", table.concat(keys, " "))
for i, h in ipairs(defaults.hosts) do io.write(i, "=", h, " ") end
print()
print("same view each time:", defaults.tls == defaults.tls, tostring(defaults.hosts))
