const SEMVER =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/

export function parseSemver(version) {
  const match = SEMVER.exec(String(version).trim())
  if (!match) throw new TypeError(`Invalid semantic version: "${version}"`)
  const [, major, minor, patch, prerelease] = match
  return { major: Number(major), minor: Number(minor), patch: Number(patch), prerelease: prerelease?.split('.') ?? [] }
}

function compareIdentifiers(a, b) {
  const aNumeric = /^\d+$/.test(a)
  const bNumeric = /^\d+$/.test(b)
  if (aNumeric && bNumeric) return Math.sign(Number(a) - Number(b))
  // The spec ranks numeric identifiers below alphanumeric ones: 1.0.0-1 before 1.0.0-alpha.
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}

export function compareSemver(a, b) {
  const x = parseSemver(a)
  const y = parseSemver(b)
  for (const part of ['major', 'minor', 'patch']) {
    if (x[part] !== y[part]) return x[part] < y[part] ? -1 : 1
  }
  // A release outranks its own pre-releases: 2.0.0-rc.1 comes before 2.0.0.
  if (x.prerelease.length === 0 || y.prerelease.length === 0) {
    return Math.sign(y.prerelease.length - x.prerelease.length)
  }
  for (let i = 0; i < Math.max(x.prerelease.length, y.prerelease.length); i++) {
    if (x.prerelease[i] === undefined) return -1
    if (y.prerelease[i] === undefined) return 1
    const order = compareIdentifiers(x.prerelease[i], y.prerelease[i])
    if (order !== 0) return order
  }
  return 0
}

export const isNewer = (candidate, current) => compareSemver(candidate, current) > 0
