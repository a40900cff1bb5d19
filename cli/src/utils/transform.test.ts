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
    const out = transformSource(source, 'ui/button.tsx', { aliases: custom, rsc: false })
    expect(out).toBe(`import type * as React from 'react'
import { cn } from '~/helpers/cn'
import { Button } from "~/ui-kit/primitives/button"
export { Marquee } from '~/ui-kit/primitives/marquee'
import '~/ui-kit/primitives/styles.css'
const lazy = () => import('~/ui-kit/primitives/globe')
`)
  })

  it('keeps "use client" for React Server Components and changes nothing with default aliases', () => {
    expect(transformSource(source, 'ui/button.tsx', { aliases: defaults, rsc: true })).toBe(source)
  })

  it("drops the registry's 'use client'; with its semicolon and the blank line after it", () => {
    const published = source.replace("'use client'", "'use client';")
    expect(transformSource(published, 'ui/button.tsx', { aliases: defaults, rsc: false })).toBe(
      transformSource(source, 'ui/button.tsx', { aliases: defaults, rsc: false }),
    )
  })
})

describe('transformSource reads the module with a parser', () => {
  const options = { aliases: custom, rsc: false }

  it('rewrites only real module specifiers, not look-alikes in strings, comments, templates or JSX text', () => {
    const source = `"use client";
// import { old } from '@/lib/utils'
/* export * from "@/components/ui/x" */
import type { Props } from '@/components/ui/types'
import Default, * as Everything from "@/hooks/use-thing"
export * from '@/lib/format'
export type { Shape } from '@/components/shape'
import Legacy = require('@/lib/legacy')
type Lazy = typeof import('@/components/ui/lazy')
const code = "import { cn } from '@/lib/utils'"
const template = \`from '@/lib/utils' \${'@/lib/utils'}\`
const re = /from '@\\/lib\\/utils'/
export function Demo(): React.ReactNode {
  return <p title="from '@/lib/utils'">Don't import '@/lib/utils' here {'// or here'}</p>
}
`
    const out = transformSource(source, 'ui/demo.tsx', options)
    expect(out).toBe(`// import { old } from '@/lib/utils'
/* export * from "@/components/ui/x" */
import type { Props } from '~/ui-kit/primitives/types'
import Default, * as Everything from "~/use/use-thing"
export * from '~/helpers/format'
export type { Shape } from '~/ui-kit/shape'
import Legacy = require('~/helpers/legacy')
type Lazy = typeof import('~/ui-kit/primitives/lazy')
const code = "import { cn } from '@/lib/utils'"
const template = \`from '@/lib/utils' \${'@/lib/utils'}\`
const re = /from '@\\/lib\\/utils'/
export function Demo(): React.ReactNode {
  return <p title="from '@/lib/utils'">Don't import '@/lib/utils' here {'// or here'}</p>
}
`)
  })

  it('parses .ts files without JSX, where <T>value is a type assertion', () => {
    const source = "import { cn } from '@/lib/utils'\nexport const x = <string>cn('a')\n"
    expect(transformSource(source, 'lib/x.ts', options)).toBe(
      "import { cn } from '~/helpers/cn'\nexport const x = <string>cn('a')\n",
    )
  })

  it('leaves files that are not scripts as they are', () => {
    const css = '@import "@/lib/utils";\n'
    expect(transformSource(css, 'styles/theme.css', options)).toBe(css)
  })

  it('says where a script does not parse', () => {
    expect(() => transformSource('import { from "@/x"\n', 'ui/broken.tsx', options)).toThrowError(/\(1:/)
  })
})
