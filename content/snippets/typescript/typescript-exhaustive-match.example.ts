const shapes: Shape[] = [
  { kind: 'circle', radius: 1 },
  { kind: 'rect', width: 3, height: 4 },
  { kind: 'triangle', base: 6, height: 2 },
]

for (const shape of shapes) {
  const label = match(shape, 'kind', {
    circle: (c) => `circle r=${c.radius}`,
    rect: (r) => `rect ${r.width}x${r.height}`,
    triangle: (t) => `triangle b=${t.base} h=${t.height}`,
  })
  console.log(`${label}: area ${area(shape).toFixed(2)}`)
}

type Event = { type: 'click'; x: number; y: number } | { type: 'key'; code: string }
const describe = (event: Event) =>
  match(event, 'type', {
    click: ({ x, y }) => `click at ${x},${y}`,
    key: ({ code }) => `key ${code}`,
  })
console.log(describe({ type: 'click', x: 10, y: 20 }))
console.log(describe({ type: 'key', code: 'Enter' }))

// Data from outside the type system (a newer API version, say) still fails loudly.
const fromServer = JSON.parse('{"kind":"hexagon","side":2}') as Shape
try {
  area(fromServer)
} catch (error) {
  console.log((error as Error).message)
}
try {
  match(JSON.parse('{"type":"scroll"}') as Event, 'type', { click: () => 'c', key: () => 'k' })
} catch (error) {
  console.log((error as Error).message)
}
