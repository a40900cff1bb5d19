const a = createRandom(42)
const b = createRandom(42)
console.log(
  `same seed, same floats: ${[a.next(), a.next(), a.next()].join() === [b.next(), b.next(), b.next()].join()}`,
)

const rng = createRandom('checkout-flow')
console.log(`dice: ${Array.from({ length: 10 }, () => rng.int(1, 6)).join(' ')}`)
console.log(`shuffle: ${rng.shuffle(['a', 'b', 'c', 'd', 'e']).join('')}`)
console.log(`pick: ${rng.pick(['red', 'green', 'blue'])}`)

// Properties that hold for any seed.
const stats = createRandom(7)
const rolls = Array.from({ length: 60_000 }, () => stats.int(1, 6))
const counts = [1, 2, 3, 4, 5, 6].map((face) => rolls.filter((r) => r === face).length)
console.log(`all faces within 5% of 10000: ${counts.every((c) => Math.abs(c - 10_000) < 500)}`)
const floats = Array.from({ length: 10_000 }, stats.next)
console.log(`floats in [0, 1): ${floats.every((f) => f >= 0 && f < 1)}`)

const tiers = Array.from({ length: 10_000 }, () =>
  stats.weighted([
    ['free', 8],
    ['pro', 2],
  ] as const),
)
console.log(`free share near 80%: ${Math.abs(tiers.filter((t) => t === 'free').length / 10_000 - 0.8) < 0.02}`)
console.log(`shuffle keeps items: ${stats.shuffle([3, 1, 2]).sort().join()}`)

try {
  stats.pick([])
} catch (error) {
  console.log((error as Error).message)
}
