const saved = []
const save = debounce((draft) => saved.push(draft), 50)

// A burst of keystrokes: only the last one is saved, once typing pauses.
save('H')
save('He')
save('Hello')
await new Promise((resolve) => setTimeout(resolve, 120))
console.log('after a pause:', saved)

// flush() runs the pending call now; cancel() drops it.
save('Hello, w')
save.flush()
save('Hello, world')
save.cancel()
await new Promise((resolve) => setTimeout(resolve, 120))
console.log('after flush and cancel:', saved)

// leading: the first call of a burst runs at once, the last one after the pause.
const calls = []
const press = debounce((key) => calls.push(key), 50, { leading: true })
press('a')
console.log('at once:', calls)
press('b')
press('c')
await new Promise((resolve) => setTimeout(resolve, 120))
console.log('leading and trailing:', calls)
