import { scanModule } from '@snipstack/registry/imports'
import { beforeAll, describe, expect, it } from 'vitest'
import { fillAliases } from './config'
import { isTypeScript, javascriptPath, loadTypeStripper, type StripTypes } from './javascript'
import { transformSource } from './transform'

let stripTypes: StripTypes
beforeAll(async () => {
  stripTypes = await loadTypeStripper()
})

/** An item as the registry sends it: a directive, type-only imports, an interface, generics, assertions. */
const item = `'use client'

import * as React from 'react'
import type { Transition } from 'motion/react'
import { type Orientation, useOrientation } from '@/hooks/use-orientation'
import { cn } from '@/lib/utils'
import { Row } from './row.tsx'

/** What a list shows for each entry. */
export interface ListProps<T extends { id: string }> extends React.ComponentProps<'ul'> {
  items: readonly T[]
  /** Renders one entry; the key comes from its id. */
  render?: (item: T) => React.ReactNode
  orientation?: Orientation
}

type Timing = Pick<Transition, 'duration'>

const DEFAULT_TIMING = { duration: 0.2 } satisfies Timing

// Generic components keep their type parameters out of JSX with a trailing comma in .tsx.
export function List<T extends { id: string }>({ items, render, orientation, className, ...props }: ListProps<T>) {
  const [active, setActive] = React.useState<string | null>(null)
  const ref = React.useRef<HTMLUListElement>(null!)
  const axis = useOrientation(orientation) as Orientation

  return (
    <ul ref={ref} data-axis={axis} className={cn('flex', className)} {...props}>
      {items.map((entry) => (
        <Row key={entry.id} active={active === entry.id} onSelect={() => setActive(entry.id)}>
          {render ? render(entry) : entry.id} <span>{DEFAULT_TIMING.duration as number}s</span>
        </Row>
      ))}
    </ul>
  )
}

export const identity = <T,>(value: T): T => value
`

describe('stripTypes', () => {
  it('cuts the types out and keeps everything else byte for byte: indentation, quotes, no semicolons, comments', () => {
    expect(stripTypes(item, 'ui/list.tsx')).toBe(`'use client'

import * as React from 'react'
import { useOrientation } from '@/hooks/use-orientation'
import { cn } from '@/lib/utils'
import { Row } from './row.tsx'

const DEFAULT_TIMING = { duration: 0.2 }

// Generic components keep their type parameters out of JSX with a trailing comma in .tsx.
export function List({ items, render, orientation, className, ...props }) {
  const [active, setActive] = React.useState(null)
  const ref = React.useRef(null)
  const axis = useOrientation(orientation)

  return (
    <ul ref={ref} data-axis={axis} className={cn('flex', className)} {...props}>
      {items.map((entry) => (
        <Row key={entry.id} active={active === entry.id} onSelect={() => setActive(entry.id)}>
          {render ? render(entry) : entry.id} <span>{DEFAULT_TIMING.duration}s</span>
        </Row>
      ))}
    </ul>
  )
}

export const identity = (value) => value
`)
  })

  it("keeps a source's semicolons, double quotes and four-space indentation just as well", () => {
    const source = [
      'import type { FC } from "react";',
      'import { useState, type Dispatch } from "react";',
      '',
      'export function useToggle(initial: boolean = false): [boolean, () => void] {',
      '    const [on, setOn] = useState<boolean>(initial);',
      '    return [on, () => setOn((value: boolean) => !value)] as const;',
      '}',
      '',
    ].join('\n')
    expect(stripTypes(source, 'hooks/use-toggle.ts')).toBe(
      [
        'import { useState } from "react";',
        '',
        'export function useToggle(initial = false) {',
        '    const [on, setOn] = useState(initial);',
        '    return [on, () => setOn((value) => !value)];',
        '}',
        '',
      ].join('\n'),
    )
  })

  it('writes JavaScript that parses without the TypeScript syntax plugin', () => {
    const out = stripTypes(item, 'ui/list.tsx')
    expect(() => scanModule(out, 'ui/list.jsx')).not.toThrow()
    expect(scanModule(out, 'ui/list.jsx').directives.map((d) => d.value)).toEqual(['use client'])
  })

  it('strips a .ts module without JSX', () => {
    const hook = 'export function useDouble(value: number): number {\n  return (value * 2) as number\n}\n'
    expect(stripTypes(hook, 'hooks/use-double.ts')).toBe(
      'export function useDouble(value) {\n  return (value * 2)\n}\n',
    )
  })

  it('removes type-only declarations with their own comments and one of the blank lines around them', () => {
    const out = stripTypes(
      [
        "import type { A } from './a'",
        '',
        '/** A letter. */',
        'type B = string',
        '',
        "export const b: B = 'b'",
        '',
        '// Shapes.',
        'interface C {',
        '  c: number',
        '}',
        '',
        'export const c = 1',
        '',
        'export type { A, C }',
        '',
      ].join('\n'),
      'lib/x.ts',
    )
    expect(out).toBe("export const b = 'b'\n\nexport const c = 1\n")
  })

  it('drops only the type specifiers of a mixed import or export, with their commas', () => {
    const source = [
      "import Default, { type A } from './a'",
      "import { b, type B, c, type C } from './b'",
      'import {',
      '  type D,',
      '  d,',
      "} from './d'",
      'export { b, type B, c }',
      '',
    ].join('\n')
    expect(stripTypes(source, 'lib/x.ts')).toBe(
      [
        "import Default from './a'",
        "import { b, c } from './b'",
        'import {',
        '  d,',
        "} from './d'",
        'export { b, c }',
        '',
      ].join('\n'),
    )
  })

  it('removes the types of classes: implements, modifiers, fields and overloads', () => {
    const source = [
      'abstract class Base<T> implements Disposable {',
      '  private readonly value: T',
      '  declare tag: string',
      '  count?: number = 0',
      '  abstract size(): number',
      '  get(): T',
      '  get(fallback?: T): T {',
      '    return this.value ?? fallback!',
      '  }',
      '}',
      '',
    ].join('\n')
    expect(stripTypes(source, 'lib/base.ts')).toBe(
      [
        'class Base {',
        '  value',
        '  count = 0',
        '  get(fallback) {',
        '    return this.value ?? fallback',
        '  }',
        '}',
        '',
      ].join('\n'),
    )
  })

  it("falls back to TypeScript's compiler for syntax that emits code of its own, such as an enum", () => {
    const out = stripTypes('export enum Side { Left, Right }\n\nexport const side: Side = Side.Left\n', 'lib/side.ts')
    expect(out).toContain('export var Side;')
    expect(out).toContain('export const side = Side.Left;')
    expect(() => scanModule(out, 'lib/side.js')).not.toThrow()
  })

  it('leaves strings, templates and JSX text that look like blank lines or types alone', () => {
    const source =
      'export const code = `const a: number = 1\n\nconst b = a`\nexport const el = <pre>{"x: string"}\n\n</pre>\n'
    expect(stripTypes(source, 'ui/code.tsx')).toBe(source)
  })

  it("throws a SyntaxError that names the source's line, blank lines before it included", () => {
    const broken = 'export const a = 1\n\nexport const b = 1 1\n'
    expect(() => stripTypes(broken, 'ui/broken.tsx')).toThrowError(SyntaxError)
    expect(() => stripTypes(broken, 'ui/broken.tsx')).toThrowError(/ \(3:\d+\)$/)
  })
})

describe('JavaScript file names', () => {
  it('names each TypeScript file as its JavaScript counterpart and leaves other files alone', () => {
    expect(javascriptPath('/app/src/components/ui/marquee.tsx')).toBe('/app/src/components/ui/marquee.jsx')
    expect(javascriptPath('/app/src/lib/utils.ts')).toBe('/app/src/lib/utils.js')
    expect(javascriptPath('worker.mts')).toBe('worker.mjs')
    expect(javascriptPath('legacy.cts')).toBe('legacy.cjs')
    expect(javascriptPath('theme.css')).toBe('theme.css')
    expect(javascriptPath('data.json')).toBe('data.json')
    expect([isTypeScript('a.tsx'), isTypeScript('a.ts'), isTypeScript('a.jsx'), isTypeScript('a.css')]).toEqual([
      true,
      true,
      false,
      false,
    ])
  })
})

describe('an item installed into a JavaScript project', () => {
  const aliases = fillAliases({ components: '~/components', utils: '~/lib/utils' })

  /** transformSource then stripTypes, as `add` does with `"tsx": false`. */
  const install = (rsc: boolean) =>
    stripTypes(transformSource(item, 'ui/list.tsx', { aliases, rsc, javascript: true }), 'ui/list.tsx')

  it('points imports of TypeScript files at their JavaScript names and at the project aliases', () => {
    const specifiers = scanModule(install(false), 'list.jsx').specifiers.map((s) => s.value)
    expect(specifiers).toEqual(['react', '~/hooks/use-orientation', '~/lib/utils', './row.jsx'])
  })

  it('keeps "use client" first for React Server Components and drops it elsewhere', () => {
    expect(install(true).startsWith("'use client'\n\nimport * as React from 'react'\n")).toBe(true)
    expect(install(false).startsWith("import * as React from 'react'\n")).toBe(true)
  })

  it('leaves package imports that end like a TypeScript file alone', () => {
    const source = "import data from 'some-package/data.ts'\nimport { x } from '~/lib/x.ts'\nexport { data, x }\n"
    const out = transformSource(source, 'lib/y.ts', { aliases, rsc: false, javascript: true })
    expect(scanModule(out, 'lib/y.ts').specifiers.map((s) => s.value)).toEqual(['some-package/data.ts', '~/lib/x.js'])
  })
})
