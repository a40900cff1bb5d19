const log: string[] = []
const jobs = new Channel<number>(2)

const producer = (async () => {
  for (let n = 1; n <= 5; n++) {
    await jobs.send(n)
    log.push(`sent ${n}`)
  }
  jobs.close()
  log.push('closed')
})()

// Two workers share the channel; each job goes to exactly one of them.
const results: string[] = []
const worker = async (name: string) => {
  for await (const job of jobs) {
    log.push(`${name} got ${job}`)
    await new Promise((resolve) => setTimeout(resolve, 2))
    results.push(`${job * job}`)
  }
}
await Promise.all([producer, worker('A'), worker('B')])
console.log(`results (sorted): ${results.sort((a, b) => Number(a) - Number(b)).join(', ')}`)
console.log(`every job handled once: ${log.filter((entry) => entry.includes(' got ')).length === 5}`)
console.log(
  `the producer waited for room: ${log.indexOf('sent 5') > log.findIndex((entry) => entry.includes('got 1'))}`,
)

try {
  await jobs.send(6)
} catch (error) {
  console.log(`${(error as Error).name}: ${(error as Error).message}`)
}
console.log(JSON.stringify(await jobs.receive()))

// Values buffered before close are still delivered.
const buffered = new Channel<string>(3)
await buffered.send('a')
await buffered.send('b')
buffered.close()
const drained: string[] = []
for await (const value of buffered) drained.push(value)
console.log(`drained after close: ${drained.join(', ')}`)
