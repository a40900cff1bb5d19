// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installIntersectionObserver } from '../test-support'
import { CodeComparison, type CodeComparisonProps, parseCode } from './code-comparison'

// happy-dom has no layout: every comparison is reported in view unless a test says otherwise.
beforeEach(() => {
  installIntersectionObserver({ inView: true })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

// Shiki itself, with the outcome of every language load recorded, so a test can wait until a
// load has settled instead of for a guessed time. An unknown language throws at once.
const languageLoads = vi.hoisted(() => [] as Promise<'loaded' | 'failed'>[])
vi.mock('shiki/bundle/web', async (importOriginal) => {
  const shiki = await importOriginal<typeof import('shiki/bundle/web')>()
  const createHighlighter: typeof shiki.createHighlighter = async (...args) => {
    const highlighter = await shiki.createHighlighter(...args)
    const loadLanguage = highlighter.loadLanguage.bind(highlighter)
    highlighter.loadLanguage = (...languages) => {
      try {
        const loading = loadLanguage(...languages)
        languageLoads.push(
          loading.then(
            () => 'loaded',
            () => 'failed',
          ),
        )
        return loading
      } catch (error) {
        languageLoads.push(Promise.resolve('failed'))
        throw error
      }
    }
    return highlighter
  }
  return { ...shiki, createHighlighter }
})

const before = `const total = items.reduce((sum, item) => {
  return sum + item.price // [!code highlight]
}, 0)
`
const after = `const total = sumBy(items, 'price') // [!code highlight]
`

const props: CodeComparisonProps = {
  language: 'ts',
  before: { filename: 'cart.js', code: before },
  after: { filename: 'cart.ts', code: after },
}

const panel = (container: HTMLElement, side: 'before' | 'after') =>
  container.querySelector(`[data-slot="code-comparison-panel"][data-side="${side}"]`) as HTMLElement

describe('parseCode', () => {
  it('removes notation comments, marks their lines and drops one trailing newline', () => {
    const lines = parseCode({
      code: [
        'a() // [!code highlight]',
        'b() /* [!code focus] */',
        '<c /> {/* [!code hl] */}',
        'd: 1 # [!code focus]',
        '<e /> <!-- [!code highlight] -->',
        'f()',
        '',
      ].join('\n'),
      highlightLines: [6],
      focusLines: [1],
    })
    expect(lines.map((line) => line.text)).toEqual(['a()', 'b()', '<c />', 'd: 1', '<e />', 'f()'])
    expect(lines.map((line) => line.highlight)).toEqual([true, false, true, false, true, true])
    expect(lines.map((line) => line.focus)).toEqual([true, true, false, true, false, false])
  })

  it('leaves ordinary comments and strings alone', () => {
    const [line] = parseCode({ code: "const s = '[!code highlight]' + x // keep" })
    expect(line).toEqual({ text: "const s = '[!code highlight]' + x // keep", highlight: false, focus: false })
  })
})

describe('CodeComparison', () => {
  it('renders both panels with labels and file names as plain code on the server', () => {
    const html = renderToString(<CodeComparison {...props} beforeLabel="JavaScript" afterLabel="TypeScript" />)
    expect(html).toContain('data-slot="code-comparison"')
    expect(html).toContain('JavaScript')
    expect(html).toContain('TypeScript')
    expect(html).toContain('cart.js')
    expect(html).toContain('cart.ts')
    expect(html).toContain('return sum + item.price')
    expect(html).not.toContain('[!code')
    expect(html).not.toContain('<span data-token')
  })

  it('shows the fallback first, then swaps in Shiki tokens for both themes without changing the text', async () => {
    const { container } = render(<CodeComparison {...props} />)
    const beforePanel = panel(container, 'before')
    const plainText = beforePanel.querySelector('code')?.textContent
    expect(beforePanel.hasAttribute('data-highlighted')).toBe(false)
    expect(plainText).toBe('const total = items.reduce((sum, item) => {\n  return sum + item.price\n}, 0)')

    await waitFor(() => expect(beforePanel.hasAttribute('data-highlighted')).toBe(true), { timeout: 10_000 })
    const keyword = [...beforePanel.querySelectorAll<HTMLElement>('[data-token]')].find(
      (token) => token.textContent === 'const',
    )
    expect(keyword?.style.getPropertyValue('--shiki-light')).toMatch(/^#[0-9a-f]{6}$/i)
    expect(keyword?.style.getPropertyValue('--shiki-dark')).toMatch(/^#[0-9a-f]{6}$/i)
    expect(beforePanel.querySelector('code')?.textContent).toBe(plainText)
    expect(panel(container, 'after').hasAttribute('data-highlighted')).toBe(true)
  })

  it('marks highlighted lines and dims unfocused ones until the panel is hovered', () => {
    const { container } = render(
      <CodeComparison
        {...props}
        before={{ code: 'one\ntwo\nthree', focusLines: [2] }}
        after={{ code: 'four\nfive', highlightLines: [2] }}
      />,
    )
    const beforeLines = panel(container, 'before').querySelectorAll('[data-line]')
    expect([...beforeLines].map((line) => line.hasAttribute('data-dimmed'))).toEqual([true, false, true])
    expect(beforeLines[0]?.className).toContain('blur-[1px]')
    expect(beforeLines[0]?.className).toContain('group-hover/panel:blur-[0px]')
    expect(beforeLines[0]?.className).toContain('group-focus-within/panel:blur-[0px]')
    expect(beforeLines[1]?.className).not.toContain('blur-[1px]')

    const afterLines = panel(container, 'after').querySelectorAll('[data-line]')
    expect(afterLines[1]?.hasAttribute('data-highlight')).toBe(true)
    expect(afterLines[1]?.className).toContain('bg-emerald-500/[.06]')
    // No focus lines in this panel, so nothing is dimmed.
    expect(panel(container, 'after').querySelector('[data-dimmed]')).toBeNull()
  })

  it('keeps the code reachable: focusable scroll areas, figures with captions, no copied line numbers', () => {
    const { container } = render(<CodeComparison {...props} className="custom" id="diff" />)
    const root = container.querySelector('[data-slot="code-comparison"]')
    expect(root?.className).toContain('custom')
    expect(root?.id).toBe('diff')
    for (const side of ['before', 'after'] as const) {
      const figure = panel(container, side)
      expect(figure.tagName).toBe('FIGURE')
      expect(figure.querySelector('figcaption')?.textContent).toContain(side === 'before' ? 'Before' : 'After')
      expect(figure.querySelector('pre')?.getAttribute('tabindex')).toBe('0')
    }
    // Line numbers are CSS counters, so the code's text holds nothing but the code.
    expect(panel(container, 'after').querySelector('code')?.textContent).toBe("const total = sumBy(items, 'price')")
    expect(container.innerHTML).toContain('counter(line)')
    const plain = render(<CodeComparison {...props} lineNumbers={false} />)
    expect(plain.container.innerHTML).not.toContain('counter(line)')
  })

  it('leaves highlighting, and loading Shiki, until the comparison nears the viewport', async () => {
    const viewport = installIntersectionObserver()
    const loadsBefore = languageLoads.length
    const { container } = render(<CodeComparison {...props} language="css" />)
    const root = container.querySelector('[data-slot="code-comparison"]')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(languageLoads.length).toBe(loadsBefore)
    expect(root?.querySelector('[data-highlighted]')).toBeNull()

    viewport.setIntersecting(root, true)
    await waitFor(() => expect(root?.querySelector('[data-highlighted]')).not.toBeNull(), { timeout: 10_000 })
    // Once highlighted it stays highlighted, wherever the page scrolls.
    viewport.setIntersecting(root, false)
    expect(root?.querySelector('[data-highlighted]')).not.toBeNull()
    expect(viewport.observed()).toEqual([])
  })

  it('keeps the plain code when the language cannot be loaded', async () => {
    const loadsBefore = languageLoads.length
    const { container } = render(
      <CodeComparison {...props} language={'no-such-language' as CodeComparisonProps['language']} />,
    )
    await waitFor(() => expect(languageLoads.length).toBeGreaterThan(loadsBefore), { timeout: 10_000 })
    expect(await languageLoads[loadsBefore]).toBe('failed')
    // What follows the failed load is promise callbacks only; one macrotask runs them all, and
    // act lets React commit whatever they set.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(panel(container, 'before').hasAttribute('data-highlighted')).toBe(false)
    expect(panel(container, 'before').textContent).toContain('return sum + item.price')
  })

  it('hydrates the server HTML without warnings', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const element = <CodeComparison {...props} />
    const host = document.createElement('div')
    host.innerHTML = renderToString(element)
    document.body.append(host)
    const recoverable = vi.fn()
    const root = await act(async () => hydrateRoot(host, element, { onRecoverableError: recoverable }))
    await waitFor(() => expect(host.querySelector('[data-highlighted]')).not.toBeNull(), { timeout: 10_000 })
    expect(error).not.toHaveBeenCalled()
    expect(recoverable).not.toHaveBeenCalled()
    act(() => root.unmount())
    host.remove()
  })
})
