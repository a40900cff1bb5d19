const recent = new RingBuffer<string>(3)
for (const line of ['boot', 'listen :3000', 'GET /', 'GET /health', 'POST /login']) {
  const evicted = recent.push(line)
  console.log(
    `push ${JSON.stringify(line).padEnd(14)} -> [${recent.toArray().join(', ')}]${evicted ? ` evicted ${evicted}` : ''}`,
  )
}
console.log(`oldest: ${recent.at(0)}, newest: ${recent.at(-1)}, out of range: ${recent.at(5)}`)
console.log(`shift: ${recent.shift()}, size now ${recent.size}`)
recent.push('GET /logout')
console.log([...recent].join(' | '))

// A rolling average over the last 4 latency samples.
const samples = new RingBuffer<number>(4)
const averages = [120, 80, 95, 300, 60, 70].map((ms) => {
  samples.push(ms)
  return Math.round(samples.toArray().reduce((a, b) => a + b, 0) / samples.size)
})
console.log(`rolling averages: ${averages.join(', ')}`)

const empty = new RingBuffer<number>(2)
console.log(`empty: shift ${empty.shift()}, at(0) ${empty.at(0)}, items ${JSON.stringify(empty.toArray())}`)
try {
  new RingBuffer(0)
} catch (error) {
  console.log((error as Error).message)
}
