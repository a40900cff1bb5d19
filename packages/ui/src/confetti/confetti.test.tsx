// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installMediaQueries, resetMediaPreferences, setMediaPreference } from '../test-support'
import { Confetti, ConfettiButton, type ConfettiRef, useConfetti } from './confetti'
import meta from './confetti.meta'

const lib = vi.hoisted(() => {
  const instance = Object.assign(
    vi.fn(() => Promise.resolve()),
    { reset: vi.fn() },
  )
  const state = { loaded: 0 }
  const confetti = Object.assign(
    vi.fn(() => Promise.resolve()),
    { create: vi.fn(() => instance), reset: vi.fn() },
  )
  return { instance, confetti, state }
})

vi.mock('canvas-confetti', () => {
  lib.state.loaded += 1
  return { default: lib.confetti }
})

beforeEach(() => {
  installMediaQueries()
})

afterEach(() => {
  cleanup()
  resetMediaPreferences()
  vi.restoreAllMocks()
  lib.confetti.mockClear()
  lib.confetti.create.mockClear()
  lib.instance.mockClear()
  lib.instance.reset.mockClear()
})

/** Lets the dynamic import and the awaited burst settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

function Party() {
  const confetti = useConfetti()
  return (
    <button type="button" onClick={() => confetti?.fire({ particleCount: 3 })}>
      Party
    </button>
  )
}

describe('Confetti', () => {
  it('renders a decorative canvas and loads nothing until something fires', async () => {
    const { container } = render(<Confetti className="size-full" data-testid="canvas" />)
    await settle()
    const canvas = container.querySelector('canvas')
    expect(canvas?.getAttribute('aria-hidden')).toBe('true')
    expect(canvas?.getAttribute('data-slot')).toBe('confetti')
    expect(canvas?.className).toBe('size-full')
    expect(lib.state.loaded).toBe(0)
    expect(lib.confetti.create).not.toHaveBeenCalled()
  })

  it('fires through its ref, drawing on its own canvas with the merged options', async () => {
    const ref = React.createRef<ConfettiRef>()
    const { container } = render(
      <Confetti ref={ref} options={{ particleCount: 20, spread: 30 }} globalOptions={{ useWorker: false }} />,
    )
    await act(async () => {
      await ref.current?.fire({ spread: 90 })
    })
    expect(lib.state.loaded).toBe(1)
    expect(lib.confetti.create).toHaveBeenCalledTimes(1)
    expect(lib.confetti.create).toHaveBeenCalledWith(container.querySelector('canvas'), {
      resize: true,
      useWorker: false,
    })
    expect(lib.instance).toHaveBeenCalledWith({ zIndex: 9999, particleCount: 20, spread: 90 })
    await act(async () => {
      await ref.current?.fire()
    })
    // One drawing instance per canvas: a canvas given to a worker cannot be given again.
    expect(lib.confetti.create).toHaveBeenCalledTimes(1)
    expect(lib.instance).toHaveBeenCalledTimes(2)
    expect(lib.confetti).not.toHaveBeenCalled()
  })

  it('waits for the visitor by default, and fires once on mount only with manualstart={false}', async () => {
    render(<Confetti />)
    await settle()
    expect(lib.instance).not.toHaveBeenCalled()
    cleanup()
    render(<Confetti manualstart={false} options={{ particleCount: 5 }} />)
    await settle()
    await waitFor(() => expect(lib.instance).toHaveBeenCalledTimes(1))
    expect(lib.instance).toHaveBeenCalledWith({ zIndex: 9999, particleCount: 5 })
  })

  it('fires nothing while reduced motion is preferred, unless the caller opts in', async () => {
    setMediaPreference('reduce', true)
    const ref = React.createRef<ConfettiRef>()
    render(<Confetti ref={ref} manualstart={false} />)
    await act(async () => {
      await ref.current?.fire()
    })
    expect(lib.instance).not.toHaveBeenCalled()
    cleanup()
    render(<Confetti ref={ref} respectReducedMotion={false} />)
    await act(async () => {
      await ref.current?.fire()
    })
    expect(lib.instance).toHaveBeenCalledTimes(1)
  })

  it('clears its pieces when it unmounts', async () => {
    const ref = React.createRef<ConfettiRef>()
    const { unmount } = render(<Confetti ref={ref} />)
    await act(async () => {
      await ref.current?.fire()
    })
    unmount()
    expect(lib.instance.reset).toHaveBeenCalledTimes(1)
  })

  it('hands its fire function to triggers rendered inside it through useConfetti', async () => {
    render(
      <Confetti>
        <Party />
      </Confetti>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Party' }))
    await settle()
    expect(lib.instance).toHaveBeenCalledWith({ zIndex: 9999, particleCount: 3 })
  })

  it('renders on the server and hydrates without warnings', async () => {
    const html = renderToString(<Confetti className="absolute inset-0" />)
    expect(html).toContain('<canvas')
    expect(html).toContain('aria-hidden="true"')
    expect(await hydrationErrors(<Confetti manualstart={false} />)).toEqual([])
  })
})

describe('ConfettiButton', () => {
  it('is a real button that bursts from its centre on click or keyboard activation', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 200, width: 100, height: 40 }),
    )
    const onClick = vi.fn()
    render(
      <ConfettiButton onClick={onClick} options={{ particleCount: 30 }} className="w-40">
        Hooray
      </ConfettiButton>,
    )
    const button = screen.getByRole('button', { name: 'Hooray' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toContain('w-40')
    // Enter and Space on a <button> are clicks; happy-dom leaves that to the browser.
    fireEvent.click(button)
    await settle()
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(lib.confetti).toHaveBeenCalledWith({
      zIndex: 9999,
      particleCount: 30,
      origin: { x: 150 / window.innerWidth, y: 220 / window.innerHeight },
    })
  })

  it('lets onClick cancel the burst with preventDefault', async () => {
    render(<ConfettiButton onClick={(event) => event.preventDefault()}>No party</ConfettiButton>)
    fireEvent.click(screen.getByRole('button'))
    await settle()
    expect(lib.confetti).not.toHaveBeenCalled()
  })

  it('stays still under reduced motion unless the caller opts in', async () => {
    setMediaPreference('reduce', true)
    render(<ConfettiButton>Calm</ConfettiButton>)
    fireEvent.click(screen.getByRole('button'))
    await settle()
    expect(lib.confetti).not.toHaveBeenCalled()
    cleanup()
    render(<ConfettiButton respectReducedMotion={false}>Loud</ConfettiButton>)
    fireEvent.click(screen.getByRole('button'))
    await settle()
    expect(lib.confetti).toHaveBeenCalledTimes(1)
  })

  it('renders on the server and hydrates without warnings', async () => {
    expect(renderToString(<ConfettiButton>Go</ConfettiButton>)).toContain('type="button"')
    expect(await hydrationErrors(<ConfettiButton>Go</ConfettiButton>)).toEqual([])
  })
})

describe('confetti meta', () => {
  it('declares the lazily loaded library and lists Magic UI’s props first', () => {
    expect(meta.dependencies).toEqual(['canvas-confetti'])
    expect(meta.devDependencies).toEqual(['@types/canvas-confetti'])
    expect(meta.props.Confetti.slice(0, 3).map((prop) => prop.name)).toEqual(['particleCount', 'angle', 'spread'])
    expect(meta.props.Confetti.find((prop) => prop.name === 'manualstart')?.default).toBe('true')
  })
})
