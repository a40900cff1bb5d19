local versions = { "1.0.0", "1.0.0-rc.1", "1.0.0-alpha", "1.0.0-beta.11", "1.0.0-beta.2",
                   "1.0.0-alpha.1", "0.9.12", "v1.10.0", "1.2.0", "1.0.0-alpha.beta" }
print(table.concat(semver.sort(versions), " < "))

print(semver.compare("2.0.0", "1.99.99"))
print(semver.compare("1.4.2+build.7", "1.4.2+build.8"))
print(semver.compare("1.9.0", "1.10.0"), "1.9.0" < "1.10.0") -- string compare gets this wrong

local v = semver.parse("3.1.4-rc.2+sha.5114f85")
print(v.major, v.minor, v.patch, v.pre[1], v.pre[2], math.type(v.pre[2]))

for _, bad in ipairs({ "1.2", "01.2.3", "1.2.3-", "1.2.3+" }) do
  print(semver.parse(bad))
end
