// A flaky call that fails twice, then answers.
let calls = 0
const flaky = async (attempt) => {
  calls++
  if (attempt < 3) throw new Error(`attempt ${attempt} failed`)
  return `ok on attempt ${attempt}`
}
console.log(await retry(flaky, { baseDelay: 5 }), `(${calls} calls)`)

// An error that will not go away is not retried.
class NotFound extends Error {}
calls = 0
try {
  await retry(
    async () => {
      calls++
      throw new NotFound('no such user')
    },
    { baseDelay: 5, shouldRetry: (error) => !(error instanceof NotFound) },
  )
} catch (error) {
  console.log(`gave up: ${error.message} (${calls} call)`)
}

// Out of attempts: the last error is thrown.
try {
  await retry(async (attempt) => Promise.reject(new Error(`timeout ${attempt}`)), { attempts: 3, baseDelay: 5 })
} catch (error) {
  console.log(`gave up: ${error.message}`)
}

// Aborting stops the waiting between attempts.
const controller = new AbortController()
setTimeout(() => controller.abort(new Error('shutting down')), 20)
try {
  await retry(async () => Promise.reject(new Error('down')), { attempts: 10, baseDelay: 10_000, signal: controller.signal })
} catch (error) {
  console.log(`stopped: ${error.message}`)
}
