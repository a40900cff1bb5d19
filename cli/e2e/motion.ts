import { expect, type Locator, type Page } from '@playwright/test'
import { animationFrames } from '@snipstack/testing/frames'

/**
 * Proof that each demo on the acceptance page moves, whatever drives it: CSS animations and
 * transitions and WAAPI (motion) show in `getAnimations()`, JavaScript-driven frames (a ticker's
 * text, SVG attributes) change the DOM, and canvas or WebGL frames change the pixels. Items
 * whose motion answers the pointer are hovered, then clicked.
 */

type Sample = { changes: number; running: number; events: number; scripted: number }
type Samples = Record<string, Sample>

/** Installed before the page's own scripts: samples every demo section from the first frame. */
export async function recordMotion(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Entry = { changes: number; running: number; events: number; scripted: number }
    const store = window as unknown as { __motion: Record<string, Entry> }
    store.__motion = {}
    const entryOf = (section: HTMLElement) => {
      const key = `${section.dataset.item}/${section.dataset.example}`
      const entry = store.__motion[key] ?? { changes: 0, running: 0, events: 0, scripted: 0 }
      store.__motion[key] = entry
      return entry
    }
    // Transitions and CSS animations that start, however briefly, are counted as they start.
    const onStart = (event: Event) => {
      const section = (event.target as Element | null)?.closest?.<HTMLElement>('section[data-item]')
      if (section) entryOf(section).events++
    }
    document.addEventListener('transitionrun', onStart, true)
    document.addEventListener('animationstart', onStart, true)
    // A script that rewrites an element's style, frame after frame, is counted as it writes: motion
    // springs 3D transforms that way, and a hover's spring can be over before a check that starts
    // after the pointer moved would look. One count per section per batch of writes.
    new MutationObserver((records) => {
      const sections = new Set<HTMLElement>()
      for (const record of records) {
        const section = (record.target as Element).closest?.<HTMLElement>('section[data-item]')
        if (section) sections.add(section)
      }
      for (const section of sections) entryOf(section).events++
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] })
    // Animations a script starts through the Web Animations API (motion does, for opacity and
    // filters) are counted as they are asked for. A short entrance run on the compositor can
    // start and end while the page's main thread is too busy for a sample to see it.
    const animate = Element.prototype.animate
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const section = this.closest<HTMLElement>('section[data-item]')
      if (section) entryOf(section).scripted++
      return animate.apply(this, args)
    }
    const last = new Map<string, string>()
    const sample = () => {
      for (const section of document.querySelectorAll<HTMLElement>('section[data-item]')) {
        const name = `${section.dataset.item}/${section.dataset.example}`
        const entry = entryOf(section)
        // Proven to move (what sectionMotion accepts first): stop paying to look at it. With every
        // example on one page, reading each section's markup ten times a second is most of the
        // page's work otherwise.
        if (entry.running > 0 || entry.changes >= 3) continue
        if (section.getAnimations({ subtree: true }).some((a) => a.playState === 'running')) entry.running++
        const html = section.innerHTML
        const previous = last.get(name)
        if (previous !== undefined && previous !== html) entry.changes++
        last.set(name, html)
      }
      // For the whole visit: a demo that starts once in view (a ticker) may run and end while the
      // check looks at the section before it, which has scrolled it into view.
      setTimeout(sample, 100)
    }
    setTimeout(sample, 100)
  })
}

/**
 * Whether, within the next `frames` frames the page draws, an animation runs in the section or
 * (with `since`) a transition or CSS animation starts in it or a script writes a style in it
 * (recordMotion counts each). Checked every frame, so it answers as soon as either happens.
 */
async function movesWithin(section: Locator, key: string, frames: number, since?: number): Promise<boolean> {
  return section.evaluate(
    async (el, { key, frames, since }) => {
      const events = () => (window as unknown as { __motion: Samples }).__motion[key]?.events ?? 0
      for (let frame = 0; frame <= frames; frame++) {
        if (since !== undefined && events() > since) return true
        if (el.getAnimations({ subtree: true }).some((a) => a.playState === 'running')) return true
        await new Promise(requestAnimationFrame)
      }
      return false
    },
    { key, frames, since },
  )
}

/** Whether the section's pixels change between screenshots a few frames apart, within `withinMs`. */
async function pixelsChange(page: Page, section: Locator, withinMs: number): Promise<boolean> {
  let previous = await section.screenshot()
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    await animationFrames(page, 12)
    const next = await section.screenshot()
    if (!next.equals(previous)) return true
    previous = next
  }
  return false
}

/** How one demo section was seen moving, or undefined when it never did. */
async function sectionMotion(page: Page, section: Locator, key: string): Promise<string | undefined> {
  const seen = (await page.evaluate(() => (window as unknown as { __motion: Samples }).__motion))[key]
  // A canvas (the globe) proves itself only by drawing new frames.
  if ((await section.locator('canvas').count()) > 0) {
    await section.scrollIntoViewIfNeeded()
    if (await pixelsChange(page, section, 3000)) return 'canvas frames change'
    // A canvas that answers the pointer (a scratch card) shows it after a drag across it.
    const box = await section.locator('canvas').first().boundingBox()
    if (!box) return undefined
    const before = await section.screenshot()
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 12 })
    await page.mouse.up()
    await animationFrames(page, 6)
    return (await section.screenshot()).equals(before) ? undefined : 'canvas answers a drag'
  }
  if (seen && seen.running > 0) return `${seen.running} samples with running animations`
  if (seen && seen.scripted > 0) return `${seen.scripted} animations started by script`
  // One change can be a mount-time effect; repeated changes are frames.
  if (seen && seen.changes >= 3) return `${seen.changes} DOM frames`
  await section.scrollIntoViewIfNeeded()
  // Entrance animations that wait until the item is in view start now: an intersection observer
  // hears of the scroll at the next frame, and what it starts runs within a few more.
  if (await movesWithin(section, key, 20)) return 'running animations once in view'
  if (await pixelsChange(page, section, 1500)) return 'pixels change over time'

  // Motion that answers the pointer: over the first control, then over parts of the demo, then
  // a click on the control. Transitions count from the moment they start.
  const control = section.locator('button, [role="button"], [role="treeitem"], a').first()
  const area = await section.boundingBox()
  if (!area) return undefined
  const controlBox = (await control.count()) ? await control.boundingBox() : null
  const points = [
    ...(controlBox ? [[controlBox.x + controlBox.width / 2, controlBox.y + controlBox.height / 2]] : []),
    ...[
      [0.5, 0.5],
      [0.25, 0.5],
      [0.75, 0.5],
      [0.5, 0.25],
      [0.5, 0.75],
    ].map(([fx = 0, fy = 0]) => [area.x + area.width * fx, area.y + area.height * fy]),
  ]
  for (const [x = 0, y = 0] of points) {
    const before = await eventsOf(page, key)
    await page.mouse.move(x, y, { steps: 5 })
    // A hover's transitions start at the next style update, its scripted motion on the event.
    if (await movesWithin(section, key, 10, before)) return 'animates on hover'
  }
  const [x = 0, y = 0] = points[0] ?? []
  const before = await eventsOf(page, key)
  await page.mouse.click(x, y)
  const clicked = await movesWithin(section, key, 10, before)
  await page.mouse.move(0, 0)
  if (clicked || (await pixelsChange(page, section, 800))) return 'animates on click'
  return undefined
}

async function eventsOf(page: Page, key: string): Promise<number> {
  return page.evaluate((k) => (window as unknown as { __motion: Samples }).__motion[k]?.events ?? 0, key)
}

/**
 * How the demos of `name` were seen moving (any of its examples), or undefined when none did.
 * Sections are `section[data-item="<name>"]`, one per example.
 */
export async function motionOf(page: Page, name: string): Promise<string | undefined> {
  const sections = await page.locator(`section[data-item="${name}"]`).all()
  for (const [i, section] of sections.entries()) {
    const example = (await section.getAttribute('data-example')) ?? String(i)
    const how = await sectionMotion(page, section, `${name}/${example}`)
    if (how) return `${example}: ${how}`
  }
  return undefined
}

async function expectRendered(page: Page, name: string): Promise<void> {
  const sections = page.locator(`section[data-item="${name}"]`)
  await expect(sections.first(), `${name} renders`).toBeVisible()
  const box = await sections.first().boundingBox()
  expect(box?.height ?? 0, `${name} has a size`).toBeGreaterThan(20)
}

/** Every item's demos render with a size. */
export async function expectEveryDemoRendered(page: Page, items: Array<{ name: string }>): Promise<void> {
  for (const { name } of items) await expectRendered(page, name)
}

/**
 * Every item's demos render with a size, and each item's move, unless the item is `still`, each
 * on the page `open` brings up for it (a page of that item alone).
 */
export async function expectEveryDemoToMove(
  page: Page,
  items: Array<{ name: string; still?: boolean }>,
  open: (name: string) => Promise<unknown>,
): Promise<void> {
  const report: Record<string, string> = {}
  for (const { name, still } of items) {
    await open(name)
    await expectRendered(page, name)
    report[name] = still ? 'still by design' : ((await motionOf(page, name)) ?? 'NO MOTION')
  }
  console.log(
    `Motion seen:\n${Object.entries(report)
      .map(([name, how]) => `  ${name}: ${how}`)
      .join('\n')}`,
  )
  // Soft, so that the page's console errors are still checked and reported alongside.
  expect
    .soft(
      Object.entries(report).filter(([, how]) => how === 'NO MOTION'),
      JSON.stringify(report, null, 2),
    )
    .toEqual([])
}
