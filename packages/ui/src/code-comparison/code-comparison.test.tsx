// @vitest-environment happy-dom

import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
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

// Shiki's core, with the outcome of every language load recorded, so a test can wait until a
// load has settled instead of for a guessed time, and the highlighter kept for a look at it.
const languageLoads = vi.hoisted(() => [] as Promise<'loaded' | 'failed'>[])
const shiki = vi.hoisted(() => ({ instance: undefined as import('shiki/core').HighlighterCore | undefined }))
vi.mock('shiki/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('shiki/core')>()
  const createHighlighterCore: typeof core.createHighlighterCore = async (...args) => {
    const highlighter = await core.createHighlighterCore(...args)
    const loadLanguage = highlighter.loadLanguage.bind(highlighter)
    highlighter.loadLanguage = (...languages) => {
      const loading = loadLanguage(...languages)
      languageLoads.push(
        loading.then(
          () => 'loaded',
          () => 'failed',
        ),
      )
      return loading
    }
    shiki.instance = highlighter
    return highlighter
  }
  return { ...core, createHighlighterCore }
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

  it('reads diff notation, several notations in one comment and the comment syntaxes of other languages', () => {
    const lines = parseCode({
      code: [
        'fmt.Println("old") // [!code --]',
        'fmt.Println("new") // [!code ++]',
        'let x = 1; // [!code ++] [!code focus]',
        'SELECT 1 -- [!code hl]',
        '(println "hi") ; [!code --]',
      ].join('\n'),
    })
    expect(lines.map((line) => line.text)).toEqual([
      'fmt.Println("old")',
      'fmt.Println("new")',
      'let x = 1;',
      'SELECT 1',
      '(println "hi")',
    ])
    expect(lines.map((line) => line.diff)).toEqual(['remove', 'add', 'add', undefined, 'remove'])
    expect(lines.map((line) => line.focus)).toEqual([false, false, true, false, false])
    expect(lines.map((line) => line.highlight)).toEqual([false, false, false, true, false])
  })

  it('marks ranges: a comment alone on its line goes and marks the lines after it', () => {
    const lines = parseCode({
      code: ['// [!code highlight:2]', 'a()', 'b()', 'c()', 'd() // [!code focus:2]', 'e()', 'f()'].join('\n'),
      focusLines: [1],
    })
    expect(lines.map((line) => line.text)).toEqual(['a()', 'b()', 'c()', 'd()', 'e()', 'f()'])
    expect(lines.map((line) => line.highlight)).toEqual([true, true, false, false, false, false])
    expect(lines.map((line) => line.focus)).toEqual([true, false, false, true, true, false])
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
    expect(afterLines[1]?.className).toContain('bg-(--code-comparison-highlight)')
    // No focus lines in this panel, so nothing is dimmed.
    expect(panel(container, 'after').querySelector('[data-dimmed]')).toBeNull()
  })

  it("takes Magic UI's props: beforeCode, afterCode and one filename for both panels", () => {
    const { container } = render(
      <CodeComparison
        beforeCode={'let a = 1 // [!code --]\n'}
        afterCode={'const a = 1 // [!code ++]\n'}
        filename="a.ts"
      />,
    )
    for (const side of ['before', 'after'] as const)
      expect(panel(container, side).querySelector('figcaption')?.textContent).toContain('a.ts')
    expect(panel(container, 'before').querySelector('code')?.textContent).toBe('let a = 1')
    expect(panel(container, 'after').querySelector('code')?.textContent).toBe('const a = 1')
  })

  it('lets a side object add marked lines to beforeCode, and override its code and file name', () => {
    const { container } = render(
      <CodeComparison
        beforeCode={'one\ntwo'}
        afterCode="ignored"
        filename="shared.ts"
        before={{ highlightLines: [2] }}
        after={{ code: 'three', filename: 'own.ts' }}
      />,
    )
    expect(panel(container, 'before').querySelector('figcaption')?.textContent).toContain('shared.ts')
    expect(panel(container, 'before').querySelector('[data-line="2"]')?.hasAttribute('data-highlight')).toBe(true)
    expect(panel(container, 'after').querySelector('figcaption')?.textContent).toContain('own.ts')
    expect(panel(container, 'after').querySelector('code')?.textContent).toBe('three')
  })

  it("paints highlighted lines in highlightColor, Magic UI's grey by default", () => {
    const { container } = render(<CodeComparison beforeCode={'a // [!code highlight]'} afterCode="b" />)
    const root = container.querySelector<HTMLElement>('[data-slot="code-comparison"]')
    expect(root?.style.getPropertyValue('--code-comparison-highlight')).toBe('rgba(101, 117, 133, 0.16)')
    expect(panel(container, 'before').querySelector('[data-line="1"]')?.className).toContain(
      'bg-(--code-comparison-highlight)',
    )
    const custom = render(
      <CodeComparison beforeCode="a" afterCode="b" highlightColor="#ff000033" style={{ maxWidth: 600 }} />,
    )
    const customRoot = custom.container.querySelector<HTMLElement>('[data-slot="code-comparison"]')
    expect(customRoot?.style.getPropertyValue('--code-comparison-highlight')).toBe('#ff000033')
    expect(customRoot?.style.maxWidth).toBe('600px')
  })

  it('marks added and removed lines with a tint and a sign outside the code text', () => {
    const { container } = render(
      <CodeComparison beforeCode={'old() // [!code --]\nsame()'} afterCode={'new() // [!code ++]\nsame()'} />,
    )
    const removed = panel(container, 'before').querySelector('[data-line="1"]')
    const added = panel(container, 'after').querySelector('[data-line="1"]')
    expect(removed?.getAttribute('data-diff')).toBe('remove')
    expect(removed?.className).toContain('bg-rose-500/6')
    expect(removed?.className).toContain("after:content-['-']")
    expect(added?.getAttribute('data-diff')).toBe('add')
    expect(added?.className).toContain('bg-emerald-500/8')
    expect(added?.className).toContain("after:content-['+']")
    expect(panel(container, 'after').querySelector('[data-line="2"]')?.hasAttribute('data-diff')).toBe(false)
    expect(panel(container, 'after').querySelector('code')?.textContent).toBe('new()\nsame()')
  })

  it("colours with Magic UI's default themes, GitHub light and GitHub dark", async () => {
    const { container } = render(<CodeComparison language="ts" beforeCode="const a = 1" afterCode="const b = 2" />)
    const beforePanel = panel(container, 'before')
    await waitFor(() => expect(beforePanel.hasAttribute('data-highlighted')).toBe(true), { timeout: 20_000 })
    const keyword = [...beforePanel.querySelectorAll<HTMLElement>('[data-token]')].find(
      (token) => token.textContent === 'const',
    )
    // The keyword colours of github-light and github-dark (the "-default" variants differ).
    expect(keyword?.style.getPropertyValue('--shiki-light').toUpperCase()).toBe('#D73A49')
    expect(keyword?.style.getPropertyValue('--shiki-dark').toUpperCase()).toBe('#F97583')
    expect(shiki.instance?.getLoadedThemes()).toEqual(expect.arrayContaining(['github-light', 'github-dark']))
  }, 30_000)

  const samples: Record<string, string> = {
    go: 'package main\n\nfunc main() {\n\tfmt.Println("hi")\n}',
    rust: 'fn main() {\n    let x: i32 = 5;\n    println!("{}", x);\n}',
    kotlin: 'fun main() {\n    val xs = listOf(1, 2)\n    println(xs)\n}',
    swift: 'func greet(name: String) -> String {\n    return "Hi, \\(name)"\n}',
    csharp: 'public class Cart {\n    public int Total { get; set; }\n}',
    diff: '--- a/cart.ts\n+++ b/cart.ts\n@@ -1 +1 @@\n-const a = 1\n+const a = 2',
    lua: 'local function add(a, b)\n  return a + b\nend',
  }
  it.each(Object.entries(samples))(
    'highlights %s with the JavaScript regex engine',
    async (language, code) => {
      const { container } = render(<CodeComparison language={language} beforeCode={code} afterCode={code} />)
      const afterPanel = panel(container, 'after')
      await waitFor(() => expect(afterPanel.hasAttribute('data-highlighted')).toBe(true), { timeout: 30_000 })
      const colours = new Set(
        [...afterPanel.querySelectorAll<HTMLElement>('[data-token]')].map((token) =>
          token.style.getPropertyValue('--shiki-light'),
        ),
      )
      expect(colours.size).toBeGreaterThan(2)
      expect(afterPanel.querySelector('code')?.textContent).toBe(code)
    },
    40_000,
  )

  it('imports Shiki piece by piece: core, JavaScript engine, one module per language and theme, no WebAssembly', () => {
    const source = readFileSync(resolve(import.meta.dirname, 'code-comparison.tsx'), 'utf8')
    const imports = [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map(([, specifier]) => specifier)
    expect(imports).toContain('shiki/core')
    expect(imports).toContain('shiki/engine/javascript')
    for (const language of ['go', 'rust', 'kotlin', 'swift', 'csharp', 'diff'])
      expect(imports).toContain(`shiki/langs/${language}.mjs`)
    for (const specifier of imports) expect(specifier).toMatch(/^shiki\/(core|engine\/javascript|langs|themes)\b/)
    expect(source).not.toMatch(/from 'shiki(\/bundle\/\w+)?'|oniguruma|wasm/)
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
