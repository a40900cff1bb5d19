import { cssSnippets } from './css'
import { goSnippets } from './go'
import { javascriptSnippets } from './javascript'
import { pythonSnippets } from './python'
import { sqlSnippets } from './sql'
import type { SnippetSeed } from './types'
import { typescriptSnippets } from './typescript'
import { yamlSnippets } from './yaml'

/** Every snippet written for Snipstack, one language after another. */
export const ownSnippets: SnippetSeed[] = [
  ...javascriptSnippets,
  ...typescriptSnippets,
  ...pythonSnippets,
  ...cssSnippets,
  ...yamlSnippets,
  ...sqlSnippets,
  ...goSnippets,
]
