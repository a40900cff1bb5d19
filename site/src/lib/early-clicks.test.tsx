// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { EARLY_CLICKS, replayEarlyClicks } from './early-clicks'

afterEach(() => {
  delete window[EARLY_CLICKS]
  document.body.innerHTML = ''
})

/** Renders buttons with React, so they are hydrated elements with React's handlers. */
function renderButtons(names: string[], pressed: string[]) {
  const host = document.createElement('div')
  document.body.append(host)
  act(() =>
    createRoot(host).render(
      names.map((name) => (
        <button key={name} type="button" onClick={() => pressed.push(name)}>
          {name}
        </button>
      )),
    ),
  )
  return names.map((name) => [...host.querySelectorAll('button')].find((button) => button.textContent === name))
}

describe('replayEarlyClicks', () => {
  it('presses again, in order, the held-back controls React manages, skipping removed ones', async () => {
    const pressed: string[] = []
    const [first, second] = renderButtons(['first', 'second'], pressed)
    const gone = document.createElement('button')
    window[EARLY_CLICKS] = () => [second, gone, first].filter((b): b is HTMLButtonElement => b !== undefined)
    replayEarlyClicks()
    await expect.poll(() => pressed).toEqual(['second', 'first'])
  })

  it('waits, frame by frame, for a control that has not hydrated yet', async () => {
    const pressed: string[] = []
    const waiting = document.createElement('button')
    document.body.append(waiting)
    waiting.addEventListener('click', () => pressed.push('native'))
    const [later] = renderButtons(['later'], pressed)
    window[EARLY_CLICKS] = () => [waiting, later].filter((b): b is HTMLButtonElement => b !== undefined)
    replayEarlyClicks()
    // Neither yet: the first press waits for its control, and the order is kept.
    expect(pressed).toEqual([])
    // React takes the waiting control over, as hydration would.
    Object.assign(waiting, { __reactFiber$test: {} })
    await expect.poll(() => pressed).toEqual(['native', 'later'])
  })

  it('does nothing on a page the loader did not run on', () => {
    expect(() => replayEarlyClicks()).not.toThrow()
  })
})
