const numbers = new PriorityQueue()
for (const n of [5, 3, 8, 1, 9, 2, 7]) numbers.push(n)
const drained = []
while (numbers.size > 0) drained.push(numbers.pop())
console.log(drained.join(' '), numbers.pop(), numbers.peek())

// Jobs by priority (1 = most urgent); equal priorities keep their arrival order.
const jobs = new PriorityQueue((a, b) => a.priority - b.priority)
jobs.push({ name: 'send-newsletter', priority: 3 })
  .push({ name: 'charge-card', priority: 1 })
  .push({ name: 'resize-image-a', priority: 2 })
  .push({ name: 'refund', priority: 1 })
  .push({ name: 'resize-image-b', priority: 2 })
console.log('next up:', jobs.peek().name, 'of', jobs.size)
const names = []
while (jobs.size) names.push(jobs.pop().name)
console.log(names.join(', '))

// Max-heap by flipping the comparator: the three latest deadlines.
const latest = new PriorityQueue((a, b) => b.localeCompare(a))
for (const day of ['2024-03-01', '2024-01-15', '2024-12-24', '2024-06-30']) latest.push(day)
console.log([latest.pop(), latest.pop(), latest.pop()].join(' > '))

// Heap order holds at scale: a pseudo-random sequence from a fixed seed comes out sorted.
let seed = 42
const big = new PriorityQueue((a, b) => a - b)
for (let i = 0; i < 10_000; i++) big.push((seed = (seed * 48271) % 2147483647))
let previous = -Infinity
let sorted = true
while (big.size) {
  const value = big.pop()
  if (value < previous) sorted = false
  previous = value
}
console.log('sorted:', sorted)
