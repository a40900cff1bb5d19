import type * as React from 'react'
import { loadOnce } from '@/lib/load-once'

// Each block is its own chunk, loaded only by the page that shows it.
const modules = import.meta.glob<{ default: React.ComponentType }>([
  '../../../../packages/ui/src/blocks/*/*.tsx',
  '!../../../../packages/ui/src/blocks/*/*.test.tsx',
  '!../../../../packages/ui/src/blocks/*/*.stories.tsx',
])

/** The block's module, loaded once per visit; null when no block has that name. */
export function blockModule(name: string) {
  const load = modules[`../../../../packages/ui/src/blocks/${name}/${name}.tsx`]
  return load ? loadOnce(`block:${name}`, load) : null
}
