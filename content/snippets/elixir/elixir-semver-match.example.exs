available = [
  "1.9.0",
  "1.10.0",
  "1.10.1",
  "2.0.0-rc.1",
  "1.2.3",
  "2.0.0-beta",
  "v1.11",
  "1.11.0+build.7"
]

IO.inspect(Releases.sort(available), label: "sorted")
IO.inspect(Releases.best_match(available, "~> 1.9"), label: "~> 1.9")
IO.inspect(Releases.best_match(available, "~> 1.10.0"), label: "~> 1.10.0")
IO.inspect(Releases.best_match(available, ">= 2.0.0-alpha"), label: ">= 2.0.0-alpha")
IO.inspect(Releases.best_match(available, "~> 2.0-rc", allow_pre: true), label: "~> 2.0-rc pre")
IO.inspect(Releases.best_match(available, "~> 3.0"), label: "~> 3.0")
IO.inspect(Releases.best_match(available, "about 1"), label: "bad requirement")

for kind <- [:major, :minor, :patch] do
  IO.puts("bump 1.10.1-rc.2 #{kind}: #{Releases.bump("1.10.1-rc.2", kind)}")
end

IO.puts("1.10.0 > 1.9.0? #{Version.compare("1.10.0", "1.9.0") == :gt}")
