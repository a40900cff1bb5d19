local build = {
  app = { "ui", "api" },
  api = { "db", "auth", "logging" },
  ui = { "logging" },
  auth = { "db" },
  tests = { "app" },
}
print(table.concat(assert(toposort(build)), " -> "))

-- Independent nodes and nodes that only appear as dependencies are included.
print(table.concat(assert(toposort({ b = {}, a = {}, c = { "z" } })), " "))

print(toposort({}) and #toposort({}) .. " nodes in empty graph")

local cyclic = { a = { "b" }, b = { "c" }, c = { "a" }, d = { "a" }, e = {} }
print(toposort(cyclic))
