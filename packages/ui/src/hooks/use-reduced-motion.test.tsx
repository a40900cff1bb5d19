// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installMediaQueries, resetMediaPreferences, setMediaPreference } from '../test-support'
import { usePrefersReducedMotion } from './use-reduced-motion'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  resetMediaPreferences()
})

function Probe() {
  return <p>{String(usePrefersReducedMotion())}</p>
}

describe('usePrefersReducedMotion', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>false</p>')
  })

  it('follows the setting as it changes', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const { container } = render(<Probe />)
    expect(container.textContent).toBe('true')
    act(() => setMediaPreference('reduce', false))
    expect(container.textContent).toBe('false')
  })
})
