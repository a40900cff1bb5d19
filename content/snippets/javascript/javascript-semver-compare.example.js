const versions = [
  '1.0.0', '1.0.0-rc.1', '0.9.12', '1.0.0-beta.11', '1.10.0', '1.0.0-alpha',
  '1.0.0-beta.2', '1.2.0', '1.0.0-alpha.1', 'v1.0.0-alpha.beta', '1.0.0-beta',
]
console.log(versions.toSorted(compareSemver).join(' < '))

console.log(compareSemver('1.0.0+build.7', '1.0.0'))
console.log(compareSemver('2.0.0', '10.0.0'))
console.log(isNewer('3.1.0', '3.0.9'), isNewer('3.1.0-rc.1', '3.1.0'))
console.log(JSON.stringify(parseSemver('v4.2.1-next.3+sha.5114f85')))

for (const bad of ['1.2', '01.2.3', '1.2.3-', 'latest']) {
  try {
    parseSemver(bad)
  } catch (error) {
    console.log(error.message)
  }
}
