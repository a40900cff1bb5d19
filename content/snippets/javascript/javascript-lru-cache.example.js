const cache = new LRUCache({ max: 2 })
cache.set('a', 1).set('b', 2)
cache.get('a') // a is now the most recently used
cache.set('c', 3) // so b is the one evicted
console.log(cache.has('a'), cache.has('b'), cache.has('c'), cache.size)

const sessions = new LRUCache({ max: 10, ttl: 30 })
sessions.set('token', { user: 42 })
console.log(sessions.get('token'))
await new Promise((resolve) => setTimeout(resolve, 60))
console.log(sessions.get('token'), sessions.size)

try {
  new LRUCache({ max: 0 })
} catch (error) {
  console.log(`${error.name}: ${error.message}`)
}
