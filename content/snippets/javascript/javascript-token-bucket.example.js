// A fake clock makes the timing exact and repeatable.
let clock = 0
const now = () => clock

const bucket = new TokenBucket({ capacity: 5, refillPerSecond: 2, now })
const burst = Array.from({ length: 7 }, () => (bucket.tryTake() ? 'ok' : 'limited'))
console.log(burst.join(' '))
console.log('available:', bucket.available, 'retry in ms:', bucket.msUntil())

clock += 250
console.log('after 250 ms:', bucket.tryTake(), 'retry in ms:', bucket.msUntil())
clock += 250
console.log('after 500 ms:', bucket.tryTake())

clock += 60_000
console.log('after a long pause:', bucket.available, 'of', bucket.capacity)
console.log('cost 3:', bucket.tryTake(3), 'left:', bucket.available, 'cost 3 again:', bucket.tryTake(3))
console.log('impossible cost:', bucket.msUntil(6))

const perUser = keyedLimiter({ capacity: 2, refillPerSecond: 1, now })
const log = ['ana', 'ana', 'ana', 'ben', 'ben', 'ana'].map((user) => `${user}:${perUser(user) ? 'y' : 'n'}`)
console.log(log.join(' '))

try {
  new TokenBucket({ capacity: 0, refillPerSecond: 1 })
} catch (error) {
  console.log(`${error.name}: ${error.message}`)
}
