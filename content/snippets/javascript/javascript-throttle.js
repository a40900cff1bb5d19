/**
 * Returns a throttled fn that runs at most once every `interval` ms.
 * The first call runs immediately; calls during the interval are collapsed
 * into one trailing call with the most recent arguments.
 */
export function throttle(fn, interval = 100) {
  let lastRun = 0
  let timer = null
  let lastArgs = null
  let lastThis = null

  function run() {
    lastRun = Date.now()
    timer = null
    const args = lastArgs
    const self = lastThis
    lastArgs = lastThis = null
    fn.apply(self, args)
  }

  function throttled(...args) {
    lastArgs = args
    lastThis = this
    const remaining = interval - (Date.now() - lastRun)
    if (remaining <= 0 || remaining > interval) {
      clearTimeout(timer)
      run()
    } else if (timer === null) {
      timer = setTimeout(run, remaining)
    }
  }

  throttled.cancel = () => {
    clearTimeout(timer)
    timer = lastArgs = lastThis = null
    lastRun = 0
  }

  return throttled
}
