let calls = 0
const square = memoize(n => {
  calls += 1
  return n * n
})
console.log(square(12), square(12), square(5))
console.log(calls)
console.log(square.cache.size, square.cache.get(12))
