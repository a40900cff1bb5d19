const seen = new BloomFilter(1_000, 0.01)
console.log(`bits: ${seen.size}, bytes: ${seen.bits.length}, hash functions: ${seen.hashes}`)

for (let i = 0; i < 1_000; i++) seen.add(`user-${i}@example.com`)

let falseNegatives = 0
for (let i = 0; i < 1_000; i++) if (!seen.mightContain(`user-${i}@example.com`)) falseNegatives++
let falsePositives = 0
for (let i = 0; i < 10_000; i++) if (seen.mightContain(`visitor-${i}@example.org`)) falsePositives++

console.log(`false negatives: ${falseNegatives}`)
console.log(`false positive rate under 2%: ${falsePositives / 10_000 < 0.02} (${falsePositives} of 10000)`)
console.log(`user-7: ${seen.mightContain('user-7@example.com')}, empty string: ${new BloomFilter(10).mightContain('')}`)

const words = new BloomFilter(3).add('naïve').add('日本').add('🙂')
console.log(['naïve', 'naive', '日本', '🙂'].map((w) => `${w}=${words.mightContain(w)}`).join(' '))

try {
  new BloomFilter(100, 1.5)
} catch (error) {
  console.log((error as Error).message)
}
