const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

let active = 0
let peak = 0
const started = []
async function fetchUser(id, index) {
  active += 1
  peak = Math.max(peak, active)
  started.push(id)
  // Later items finish sooner, so completion order differs from input order.
  await sleep(50 - index * 5)
  active -= 1
  return { id, name: `user-${id}` }
}

const users = await mapConcurrent([101, 102, 103, 104, 105, 106, 107], fetchUser, { concurrency: 3 })
console.log(users.map((user) => user.name).join(', '))
console.log('peak concurrency:', peak, 'started:', started.length)

const calls = []
try {
  await mapConcurrent(
    [1, 2, 3, 4, 5, 6],
    async (n) => {
      calls.push(n)
      await sleep(10)
      if (n === 2) throw new Error(`item ${n} failed`)
      return n
    },
    { concurrency: 2 },
  )
} catch (error) {
  console.log(error.message, '| calls made:', calls.join(','))
}

const settled = await mapSettled(['a', 'bb', '', 'dddd'], (word) => {
  if (!word) throw new TypeError('empty word')
  return word.length
}, { concurrency: 2 })
console.log(settled.map((r) => (r.status === 'fulfilled' ? r.value : r.reason.message)).join(' | '))

console.log(JSON.stringify(await mapConcurrent([], fetchUser)))
try {
  await mapConcurrent([1, 2], fetchUser, { signal: AbortSignal.abort() })
} catch (error) {
  console.log(error.name)
}
