import json

defaults = {
    "server": {"host": "127.0.0.1", "port": 8000, "tls": {"enabled": False}},
    "plugins": ["auth", "metrics"],
    "debug": True,
}
production = {
    "server": {"host": "0.0.0.0", "tls": {"enabled": True, "cert": "/etc/tls/cert.pem"}},
    "plugins": ["metrics", "tracing"],
    "debug": None,
}

print(json.dumps(deep_merge(defaults, production), indent=2))
print("append:", deep_merge(defaults, production, lists="append")["plugins"])
print("unique:", deep_merge(defaults, production, lists="unique")["plugins"])

merged = deep_merge(defaults, {"server": {"port": 9000}}, {"server": {"port": 9001}})
merged["server"]["tls"]["enabled"] = "changed"
print("later layers win:", merged["server"]["port"])
print("inputs untouched:", defaults["server"]["tls"], defaults["plugins"])
print("scalar replaces dict:", deep_merge(defaults, {"server": "unix:/run/app.sock"})["server"])
