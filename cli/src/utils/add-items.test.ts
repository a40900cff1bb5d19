import { describe, expect, it } from 'vitest'
import { sameContent } from './add-items'

describe('sameContent', () => {
  const registry = "import { cn } from '@/lib/utils'\n\nexport const x = cn('a')\n"
  const withDirective = `'use client';\n\n${registry}`

  it("reads a copy that keeps 'use client' (as shadcn's CLI installs it) as the same file outside RSC", () => {
    expect(sameContent(withDirective, registry, 'ui/x.tsx', { rsc: false })).toBe(true)
    expect(sameContent(`"use client"\n${registry.replaceAll("'", '"')}`, registry, 'ui/x.tsx', { rsc: false })).toBe(
      true,
    )
  })

  it('tells a copy without the directive apart where React Server Components need it, and a real change anywhere', () => {
    expect(sameContent(registry, withDirective, 'ui/x.tsx', { rsc: true })).toBe(false)
    expect(sameContent(withDirective.replace("'a'", "'b'"), registry, 'ui/x.tsx', { rsc: false })).toBe(false)
    expect(sameContent(withDirective, registry, 'ui/x.css', { rsc: false })).toBe(false)
  })

  it('answers false, not a throw, for an installed script that no longer parses', () => {
    expect(sameContent(`${withDirective}export const = \n`, registry, 'ui/x.tsx', { rsc: false })).toBe(false)
  })
})
