import { act } from 'react'
import { createRoot } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Box({ name, ...options }: { name: string; threshold?: number | number[]; rootMargin?: string; once?: boolean }) {
  const { ref, inView } = useInView<HTMLDivElement>(options)
  return <div ref={ref} data-name={name} data-in-view={inView} style={{ width: 120, height: 100 }} />
}

// The page is 800 × 600: the boxes sit side by side in a row 1500px down, 100px tall.
document.body.style.margin = '0'
const root = createRoot(document.getElementById('root')!)
const page = (withLate = false) => (
  <>
    <div style={{ height: 1500 }} />
    <div style={{ display: 'flex' }}>
      <Box name="default" />
      <Box name="half (threshold 0.5)" threshold={0.5} />
      <Box name="whole (threshold 1)" threshold={1} />
      <Box name="early (rootMargin 200px)" rootMargin="200px" />
      <Box name="once" once />
      {withLate && <Box name="mounted late" />}
    </div>
  </>
)
// Intersections are computed with a rendering update and reported in a task after it.
const nextFrames = () =>
  act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))))
const report = (what: string) => {
  const boxes = [...document.querySelectorAll<HTMLElement>('[data-name]')]
  console.log(`${what}:`)
  for (const box of boxes) console.log(`  ${box.dataset.name}: ${box.dataset.inView}`)
}
async function scrollTo(y: number, seen: string) {
  window.scrollTo(0, y)
  await nextFrames()
  report(`scrolled to ${y}, ${seen}`)
}

await act(async () => root.render(page()))
await nextFrames()
report('rendered, the row 900px below the fold')
await scrollTo(800, 'the row 100px below the fold')
await scrollTo(910, '10% of the row visible')
await scrollTo(950, 'half of it visible')
await scrollTo(1200, 'all of it visible')
await act(async () => root.render(page(true)))
await nextFrames()
report('a box mounted into view')
await scrollTo(960, 'back up: 60% visible')
await scrollTo(920, '20% visible')
await scrollTo(0, 'back to the top')
