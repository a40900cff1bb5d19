versions = %w[1.0.0 1.0.0-rc.1 1.0.0-alpha 1.0.0-beta.11 1.0.0-beta.2 1.0.0-alpha.1 0.9.12 v1.10.0 1.2.0]
puts versions.map { |v| SemVer.parse(v) }.sort.join(' < ')

puts SemVer.parse('2.0.0') > SemVer.parse('1.99.99')
puts SemVer.parse('1.4.2+build.7') == SemVer.parse('1.4.2')
puts SemVer.parse('1.4.2').between?(SemVer.parse('1.4.0'), SemVer.parse('1.5.0-0'))
puts SemVer.parse('3.0.0-rc.1').prerelease?
puts versions.map { |v| SemVer.parse(v) }.max

%w[1.2 01.2.3 1.2.3-].each do |bad|
  SemVer.parse(bad)
rescue ArgumentError => e
  puts e.message
end
