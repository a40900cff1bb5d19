import { atLeast } from '@snipstack/contracts/stats-constants'

/*
 * How many blocks and templates the component registry holds, known when the site is built: the
 * banner on every page states it, so it must cost no request and no item metadata in the first
 * download. Only file names are read. (The hero's count of documented components reads the docs
 * index, so it is counted with the landing page's figures, in landing-figures.ts, and stays out
 * of the pages the banner is on.)
 */

/**
 * Blocks and whole-page templates: every folder under packages/ui/src/blocks holds one
 * `registry:block` item. The glob only lists file names; the build keeps nothing they point at.
 */
export const blocksAndTemplatesCount = Object.keys(
  import.meta.glob('../../../packages/ui/src/blocks/*/*.meta.ts'),
).length

/** The phrase the banner and the Pro pages state, e.g. "20+ blocks and templates" for 23 of them. */
export const blocksAndTemplates = `${atLeast(blocksAndTemplatesCount)} ${
  blocksAndTemplatesCount === 1 ? 'block or template' : 'blocks and templates'
}`
