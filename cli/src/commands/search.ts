import { Command } from 'commander'
import { z } from 'zod'
import { loadIndex } from '../registry/cache'
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
    .description('search items by name, title and description (from the cached index when offline)')
    .argument('<query>', 'words to look for, e.g. "text animation"'),
).action(async (query: string, raw: Record<string, unknown>) => {
  try {
    const options = parseOptions(searchOptionsSchema, { query, ...raw })
    const logger = createLogger({ silent: options.silent })
    const base = registryBase(options.registry, projectRegistryBase(options.cwd))
    const { index } = await loadIndex(base, logger)
    const found = searchItems(index.items, options.query)
    if (!found.length) {
      logger.log(`No items match '${options.query}'.`)
      return
    }
    logger.log(formatItems(found))
  } catch (error) {
    handleError(error)
  }
})
