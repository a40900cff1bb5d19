/**
 * Returns a debounced version of fn that runs after `wait` ms without new calls.
 * With { leading: true } the first call of a burst runs immediately instead.
 */
export function debounce(fn, wait = 300, { leading = false } = {}) {
  let timer = null
  let pendingArgs = null
  let pendingThis = null

  function invoke() {
    const args = pendingArgs
    const self = pendingThis
    pendingArgs = pendingThis = null
    if (args) fn.apply(self, args)
  }

  function debounced(...args) {
    const isBurstStart = timer === null
    pendingArgs = args
    pendingThis = this
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      invoke()
    }, wait)
    if (leading && isBurstStart) invoke()
  }

  debounced.cancel = () => {
    clearTimeout(timer)
    timer = pendingArgs = pendingThis = null
  }

  debounced.flush = () => {
    clearTimeout(timer)
    timer = null
    invoke()
  }

  return debounced
}
