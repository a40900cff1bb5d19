// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installIntersectionObserver } from '../test-support'
import { COPIED_MS, ScriptCopyBtn } from './script-copy-btn'

const commandMap = {
  npm: 'npm install motion',
  yarn: 'yarn add motion',
  pnpm: 'pnpm add motion',
}

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>
beforeEach(() => {
  writeText = vi.fn(async () => {})
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const code = () => document.querySelector('[data-slot="script-copy-btn"] pre') as HTMLElement

describe('ScriptCopyBtn', () => {
  it('shows a tab per package manager, the first selected, its command in the labelled panel', () => {
    render(<ScriptCopyBtn commandMap={commandMap} className="custom" />)
    expect(document.querySelector('[data-slot="script-copy-btn"]')?.className).toContain('custom')
    const tablist = screen.getByRole('tablist', { name: 'Package manager' })
    const tabs = screen.getAllByRole('tab')
    expect(tablist.contains(tabs[0] as Node)).toBe(true)
    expect(tabs.map((tab) => tab.textContent)).toEqual(['npm', 'yarn', 'pnpm'])
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1'])
    const panel = screen.getByRole('tabpanel')
    expect(panel.textContent).toBe('npm install motion')
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id)
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel.id)
  })

  it('switches commands by click and by arrow keys, Home and End, wrapping around', () => {
    render(<ScriptCopyBtn commandMap={commandMap} />)
    const tab = (name: string) => screen.getByRole('tab', { name })
    fireEvent.click(tab('pnpm'))
    expect(code().textContent).toBe('pnpm add motion')
    fireEvent.keyDown(tab('pnpm'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('npm'))
    expect(tab('npm').getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(tab('npm'), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(tab('pnpm'))
    fireEvent.keyDown(tab('pnpm'), { key: 'Home' })
    expect(code().textContent).toBe('npm install motion')
    fireEvent.keyDown(tab('npm'), { key: 'End' })
    expect(code().textContent).toBe('pnpm add motion')
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('pnpm').id)
  })

  it('shows only the first command, without tabs, when showMultiplePackageOptions is false', () => {
    render(<ScriptCopyBtn commandMap={commandMap} showMultiplePackageOptions={false} />)
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.queryByRole('tabpanel')).toBeNull()
    expect(code().textContent).toBe('npm install motion')
  })

  it('works with no props at all', () => {
    render(<ScriptCopyBtn />)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['npm', 'pnpm', 'yarn', 'bun'])
    expect(code().textContent).toBe('npx shadcn@latest init')
  })

  it('copies the selected command, shows a check for two seconds and announces it', async () => {
    vi.useFakeTimers()
    render(<ScriptCopyBtn commandMap={commandMap} />)
    fireEvent.click(screen.getByRole('tab', { name: 'yarn' }))
    const button = screen.getByRole('button', { name: 'Copy to clipboard' })
    await act(async () => fireEvent.click(button))
    expect(writeText).toHaveBeenCalledWith('yarn add motion')
    expect(button.getAttribute('aria-label')).toBe('Copied')
    expect(button.hasAttribute('data-copied')).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('Copied to clipboard')
    expect(COPIED_MS).toBe(2000)
    act(() => vi.advanceTimersByTime(COPIED_MS - 1))
    expect(button.hasAttribute('data-copied')).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(button.hasAttribute('data-copied')).toBe(false)
    expect(button.getAttribute('aria-label')).toBe('Copy to clipboard')
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('announces a failed copy and shows no check', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'))
    render(<ScriptCopyBtn commandMap={commandMap} />)
    const button = screen.getByRole('button', { name: 'Copy to clipboard' })
    await act(async () => fireEvent.click(button))
    expect(button.hasAttribute('data-copied')).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('Copy failed')
  })

  it('renders plain text on the server and first render, and highlights once near the viewport', async () => {
    const html = renderToString(<ScriptCopyBtn commandMap={commandMap} />)
    expect(html).toContain('npm install motion')
    expect(html).not.toContain('data-token=""')

    const viewport = installIntersectionObserver()
    render(<ScriptCopyBtn commandMap={commandMap} />)
    // Nothing is loaded while the block is far from the viewport.
    expect(code().hasAttribute('data-highlighted')).toBe(false)
    viewport.setIntersecting(code().closest('[data-slot="script-copy-btn"]'), true)
    await waitFor(() => expect(code().hasAttribute('data-highlighted')).toBe(true), { timeout: 10_000 })
    expect(code().textContent).toBe('npm install motion')
    const colours = [...code().querySelectorAll<HTMLElement>('[data-token]')].map((token) =>
      token.style.getPropertyValue('--shiki-light'),
    )
    expect(colours.some(Boolean)).toBe(true)
    expect(viewport.rootMargins()).toEqual(['100% 0px'])
  })

  it('keeps the plain command when the language is unknown', async () => {
    installIntersectionObserver({ inView: true })
    const { rerender } = render(<ScriptCopyBtn commandMap={commandMap} codeLanguage="no-such-language" />)
    // A known language afterwards still highlights, so the failed one did not break the loader.
    rerender(<ScriptCopyBtn commandMap={commandMap} codeLanguage="bash" />)
    await waitFor(() => expect(code().hasAttribute('data-highlighted')).toBe(true), { timeout: 10_000 })
    rerender(<ScriptCopyBtn commandMap={commandMap} codeLanguage="no-such-language" />)
    expect(code().hasAttribute('data-highlighted')).toBe(false)
    expect(code().textContent).toBe('npm install motion')
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(<ScriptCopyBtn commandMap={commandMap} />)).toEqual([])
  })
})
