local text = [[
; app settings
name = Shop

[server]
host = 0.0.0.0
port = 8080      ; inline comment
timeout = 2.5
debug = off

[ database ]
url = "postgres://db/app?sslmode=require; x=1"
pool=10
password = 's3cr#t'
]]

local cfg = assert(ini.parse(text, { typed = true }))
print(cfg.default.name)
print(cfg.server.host, cfg.server.port, math.type(cfg.server.port), cfg.server.timeout, cfg.server.debug)
print(cfg.database.url)
print(cfg.database.pool + 1, cfg.database.password)

local raw = ini.parse(text)
print(type(raw.server.port), raw.server.port)
print(ini.parse("[ok]\nthis line is wrong\n"))
