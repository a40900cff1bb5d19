import { describe, expect, it } from 'vitest'
import { fillAliases } from './config'
import { rewriteAlias, transformSource } from './transform'

const defaults = fillAliases({ components: '@/components', utils: '@/lib/utils' })
const custom = {
  components: '~/ui-kit',
  utils: '~/helpers/cn',
  ui: '~/ui-kit/primitives',
  lib: '~/helpers',
  hooks: '~/use',
}

describe('rewriteAlias', () => {
  it("maps shadcn's conventional aliases onto the project's", () => {
    expect(rewriteAlias('@/lib/utils', custom)).toBe('~/helpers/cn')
    expect(rewriteAlias('@/components/ui/button', custom)).toBe('~/ui-kit/primitives/button')
    expect(rewriteAlias('@/components/ui', custom)).toBe('~/ui-kit/primitives')
    expect(rewriteAlias('@/components/site-header', custom)).toBe('~/ui-kit/site-header')
    expect(rewriteAlias('@/hooks/use-in-view', custom)).toBe('~/use/use-in-view')
    expect(rewriteAlias('@/lib/format', custom)).toBe('~/helpers/format')
    expect(rewriteAlias('@/other/thing', custom)).toBe('~/other/thing')
  })

  it('leaves packages and relative imports alone', () => {
    expect(rewriteAlias('react', custom)).toBe('react')
    expect(rewriteAlias('@radix-ui/react-slot', custom)).toBe('@radix-ui/react-slot')
    expect(rewriteAlias('./local', custom)).toBe('./local')
    expect(rewriteAlias('@/components-extra/x', defaults)).toBe('@/components-extra/x')
  })
})

describe('transformSource', () => {
  const source = `'use client'

import type * as React from 'react'
import { cn } from '@/lib/utils'
import { Button } from "@/components/ui/button"
export { Marquee } from '@/components/ui/marquee'
import '@/components/ui/styles.css'
const lazy = () => import('@/components/ui/globe')
`

  it('rewrites every import form and drops "use client" outside RSC', () => {
    const out = transformSource(source, { aliases: custom, rsc: false })
    expect(out).toBe(`import type * as React from 'react'
import { cn } from '~/helpers/cn'
import { Button } from "~/ui-kit/primitives/button"
export { Marquee } from '~/ui-kit/primitives/marquee'
import '~/ui-kit/primitives/styles.css'
const lazy = () => import('~/ui-kit/primitives/globe')
`)
  })

  it('keeps "use client" for React Server Components and changes nothing with default aliases', () => {
    expect(transformSource(source, { aliases: defaults, rsc: true })).toBe(source)
  })
})
