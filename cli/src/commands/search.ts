import { Command } from 'commander'
import { z } from 'zod'
import { loadIndex } from '../registry/cache'
import { formatCatalogues, searchCatalogues } from '../registry/catalogues'
import { registryBase } from '../registry/fetch'
import { formatItems, searchItems } from '../registry/format'
import { projectRegistryBase } from '../utils/config'
import { handleError } from '../utils/errors'
import { createLogger } from '../utils/logger'
import { commonOptionsSchema, parseOptions, withCommonOptions } from '../utils/options'

export const searchOptionsSchema = commonOptionsSchema.extend({
  query: z.string().trim().min(1, 'say what to search for'),
})

export const search = withCommonOptions(
  new Command('search')
    .description(
      'search items by name, title, description and category, forgiving plurals, word endings, ' +
        'half-typed words and common names (from the cached index when offline), and the snippets ' +
        "and templates of the registry's site",
    )
    .argument('<query>', 'what to look for, e.g. "text animation" or "scrolling logo wall"'),
).action(async (query: string, raw: Record<string, unknown>) => {
  try {
    const options = parseOptions(searchOptionsSchema, { query, ...raw })
    const logger = createLogger({ silent: options.silent })
    const base = registryBase(options.registry, projectRegistryBase(options.cwd))
    // The instance's snippets and templates are searched while the index loads.
    const [{ index }, catalogues] = await Promise.all([loadIndex(base, logger), searchCatalogues(base, options.query)])
    const found = searchItems(index.items, options.query)
    const more = catalogues ? formatCatalogues(catalogues) : ''
    if (!found.length && !more) {
      logger.log(`No items match '${options.query}'.`)
      return
    }
    logger.log(
      [found.length ? formatItems(found) : `No items match '${options.query}'.`, more].filter(Boolean).join('\n\n'),
    )
  } catch (error) {
    handleError(error)
  }
})
