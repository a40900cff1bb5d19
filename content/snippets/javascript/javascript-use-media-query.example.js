import { act, Profiler } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

function Matches({ query }) {
  return <li>{`${query}: ${useMediaQuery(query)}`}</li>
}
const Preferences = () => <li>{`reduced motion ${usePrefersReducedMotion()}, dark ${usePrefersDark()}, desktop ${useIsDesktop()}`}</li>

// The page is 800 × 600.
const root = createRoot(document.getElementById('root'))
const queries = ['(min-width: 800px)', '(min-width: 801px)', '(orientation: landscape)']
await act(async () =>
  root.render(
    <ul>
      {queries.map((query) => <Matches key={query} query={query} />)}
      <Preferences />
    </ul>,
  ),
)
const items = () => [...document.querySelectorAll('li')].map((li) => `  ${li.textContent}`).join('\n')
console.log(`at 800 × 600:\n${items()}`)
await act(async () => root.render(<ul><Matches query="(max-width: 799px)" /></ul>))
console.log(`the same component given another query:\n${items()}`)
await act(async () => root.unmount())

// On the server there is no window: serverValue is rendered, and hydration then switches to the real value.
const Width = () => <p>{useMediaQuery('(min-width: 800px)', false) ? 'wide layout' : 'narrow layout'}</p>
const serverHtml = renderToString(<Width />)
console.log(`server HTML: ${serverHtml}`)
const hydrated = document.body.appendChild(document.createElement('div'))
hydrated.innerHTML = serverHtml
await act(async () =>
  hydrateRoot(hydrated, <Width />, { onRecoverableError: (error) => console.log(`hydration error: ${error.message}`) }),
)
console.log(`hydrated in the browser: ${hydrated.innerHTML}`)

// A page cannot resize its own window, but a frame's window resizes with the frame: here the
// hook's window.matchMedia asks the frame's, so resizing the frame is resizing the viewport.
const frame = document.body.appendChild(document.createElement('iframe'))
Object.assign(frame.style, { width: '1000px', height: '600px', border: '0' })
window.matchMedia = (query) => frame.contentWindow.matchMedia(query)
const links = [
  { href: '/snippets', title: 'Snippets' },
  { href: '/pricing', title: 'Pricing' },
]
const navRoot = document.body.appendChild(document.createElement('div'))
// The Profiler counts commits: a resize that does not change the result re-renders nothing.
let commits = 0
await act(async () =>
  createRoot(navRoot).render(
    <Profiler id="nav" onRender={() => commits++}>
      <AdaptiveNav links={links} />
    </Profiler>,
  ),
)
const nav = () => navRoot.firstElementChild.outerHTML
console.log(`at 1000px: ${nav()}`)

async function resize(width) {
  commits = 0
  const list = frame.contentWindow.matchMedia('(min-width: 1280px)')
  frame.style.width = `${width}px`
  await act(async () => {
    // A MediaQueryList's change event comes with the next rendering update, when its result changes.
    if (list.matches !== (width >= 1280)) await new Promise((resolve) => list.addEventListener('change', resolve))
    else await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  console.log(`resized to ${width}px, ${commits} commit${commits === 1 ? '' : 's'}: ${nav()}`)
}
await resize(1280)
await resize(1400)
await resize(1279)
