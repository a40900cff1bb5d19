foreach {a b} {
    1.2.10 1.2.9
    1.0.0 1.0.0-rc.1
    1.0.0-alpha.2 1.0.0-alpha.10
    1.0.0-alpha 1.0.0-alpha.1
    1.0.0-alpha.beta 1.0.0-alpha.1
    v2.0.0+build.5 2.0.0+build.9
} {
    set sign [dict get {-1 < 0 = 1 >} [semver::compare $a $b]]
    puts "$a $sign $b"
}
# The SemVer spec's own precedence example, shuffled and sorted back.
set shuffled {1.0.0-rc.1 1.0.0 1.0.0-beta.11 1.0.0-alpha 1.0.0-beta 1.0.0-alpha.beta 1.0.0-beta.2 1.0.0-alpha.1}
puts [semver::sort $shuffled]
puts "latest: [semver::latest {0.9.12 0.10.0 0.10.0-rc.3}]"
puts "parsed: [semver::parse 3.1.4-rc.1+sha.5114f85]"
# Edge case: a leading zero is not valid SemVer and is rejected, not guessed at.
foreach bad {1.02.3 1.2 1.0.0-a..b} {
    try { semver::parse $bad } trap {SEMVER INVALID} {msg} { puts $msg }
}
