const sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })

/**
 * Calls `operation(attempt)` until it resolves or the attempts run out.
 * `shouldRetry(error)` can refuse retries for errors that will not go away.
 */
export async function retry(operation, options = {}) {
  const { attempts = 4, baseDelay = 250, maxDelay = 8000, shouldRetry = () => true, signal } = options
  let lastError
  for (let attempt = 1; attempt <= attempts; attempt++) {
    signal?.throwIfAborted()
    try {
      return await operation(attempt)
    } catch (error) {
      lastError = error
      if (attempt === attempts || !shouldRetry(error)) break
      const ceiling = Math.min(maxDelay, baseDelay * 2 ** (attempt - 1))
      await sleep(Math.random() * ceiling, signal)
    }
  }
  throw lastError
}
