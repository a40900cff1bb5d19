const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

// Without the mutex, concurrent read-modify-write loses updates.
let balance = 0
async function deposit(amount: number) {
  const current = balance
  await tick() // an await between read and write, like a database round trip
  balance = current + amount
}
await Promise.all([deposit(10), deposit(20), deposit(30)])
console.log(`without mutex: ${balance}`)

balance = 0
const lock = new Mutex()
await Promise.all([10, 20, 30].map((amount) => lock.run(() => deposit(amount))))
console.log(`with mutex: ${balance}`)

// At most two uploads at a time, started in order.
const uploads = new Semaphore(2)
let active = 0
let peak = 0
const log: string[] = []
await Promise.all(
  ['a', 'b', 'c', 'd', 'e'].map((name) =>
    uploads.run(async () => {
      active++
      peak = Math.max(peak, active)
      log.push(`start ${name}`)
      await tick()
      active--
      return name
    }),
  ),
)
console.log(`peak ${peak}; ${log.join(', ')}`)

// A throwing task still frees its permit.
await lock.run(() => Promise.reject(new Error('boom'))).catch((error: Error) => console.log(`caught ${error.message}`))
console.log(`mutex free again: ${await lock.run(() => 'yes')}, waiting: ${lock.waiting}`)

const release = await lock.acquire()
const pending = lock.run(() => 'second')
console.log(`queued behind manual acquire: ${lock.waiting}`)
release()
release() // ignored
console.log(`${await pending}, waiting: ${lock.waiting}`)
