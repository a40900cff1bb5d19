import { describe, expect, it } from 'vitest'
import { installedSpecifier, scanModule, toInstalledSource } from './imports'

describe('scanModule', () => {
  it('finds every form of module reference with its position, and the directives', () => {
    const source = `'use client'
import type { A } from './a'
import './side-effect.css'
export * from "./b"
export { c } from './c'
const d = await import('./d')
type E = typeof import('./e')
import F = require('./f')
const notOne = "import x from './g'" // import y from './h'
`
    const scan = scanModule(source, 'x.tsx')
    expect(scan.specifiers.map((s) => s.value)).toEqual(['./a', './side-effect.css', './b', './c', './d', './e', './f'])
    for (const s of scan.specifiers) expect(source.slice(s.start + 1, s.end - 1)).toBe(s.value)
    expect(scan.directives.map((d) => source.slice(d.start, d.end))).toEqual(["'use client'"])
  })

  it('reports a syntax error with its position', () => {
    expect(() => scanModule('export const = 1', 'x.ts')).toThrowError(/\(1:13\)/)
  })
})

describe('toInstalledSource', () => {
  it('maps relative imports inside packages/ui onto the install aliases, in every import form', () => {
    const source = `import { cn } from '../lib/utils'
import { useOnScreen } from '../hooks/use-on-screen'
import { Button } from "../button/button"
export { Marquee } from './marquee'
const Globe = lazy(() => import('../globe/globe'))
const text = "from '../lib/utils'"
export default function Demo() {
  return <p>Don't import '../lib/utils' here</p>
}
`
    expect(toInstalledSource(source, 'marquee/examples/marquee-demo.tsx')).toBe(`import { cn } from '@/lib/utils'
import { useOnScreen } from '@/hooks/use-on-screen'
import { Button } from "@/components/ui/button"
export { Marquee } from '@/components/ui/marquee'
const Globe = lazy(() => import('@/components/ui/globe'))
const text = "from '../lib/utils'"
export default function Demo() {
  return <p>Don't import '../lib/utils' here</p>
}
`)
  })

  it("closes a 'use client' directive with a semicolon, once, and leaves other directives and strings alone", () => {
    const source = `'use client'\n\nimport { cn } from '../lib/utils'\nconst note = 'use client'\n`
    const published = toInstalledSource(source, 'marquee/marquee.tsx')
    expect(published).toBe(`'use client';\n\nimport { cn } from '@/lib/utils'\nconst note = 'use client'\n`)
    expect(toInstalledSource(published, 'marquee/marquee.tsx')).toBe(published)
    expect(toInstalledSource(`"use client";\nexport {}\n`, 'a.tsx')).toBe(`"use client";\nexport {}\n`)
    expect(toInstalledSource(`'use strict'\nexport {}\n`, 'a.ts')).toBe(`'use strict'\nexport {}\n`)
  })

  it('points every lib helper and hook at its alias, from an item and from an example', () => {
    expect(installedSpecifier('../lib/seeded-random')).toBe('@/lib/seeded-random')
    expect(installedSpecifier('../../lib/graphemes')).toBe('@/lib/graphemes')
    expect(installedSpecifier('../hooks/use-on-screen')).toBe('@/hooks/use-on-screen')
  })

  it('points a block imported by a page template at the components folder, and items from a block at ui', () => {
    const template = 'blocks/saas-template/saas-template.tsx'
    expect(installedSpecifier('../navbar/navbar', template)).toBe('@/components/navbar')
    expect(installedSpecifier('../../marquee/marquee', template)).toBe('@/components/ui/marquee')
    expect(installedSpecifier('../../lib/utils', template)).toBe('@/lib/utils')
    // The same specifier from an item's example is an item.
    expect(installedSpecifier('../navbar/navbar', 'marquee/examples/marquee-demo.tsx')).toBe('@/components/ui/navbar')
  })

  it('leaves packages and paths that name no item alone', () => {
    expect(installedSpecifier('react')).toBe('react')
    expect(installedSpecifier('../styles/Theme.css')).toBe('../styles/Theme.css')
  })
})
