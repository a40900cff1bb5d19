const positions = []
const onScroll = throttle((y) => positions.push(y), 1000)

// The first call runs at once; the rest of the burst collapses into one trailing call with the last value.
onScroll(0)
onScroll(120)
onScroll(480)
console.log('during the burst:', positions)
await new Promise((resolve) => setTimeout(resolve, 1100))
console.log('after the interval:', positions)

onScroll(900)
onScroll.cancel()
await new Promise((resolve) => setTimeout(resolve, 1100))
console.log('after cancel:', positions)
