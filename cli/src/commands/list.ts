import { Command } from 'commander'
import { loadIndex } from '../registry/cache'
import { registryBase } from '../registry/fetch'
import { formatItems } from '../registry/format'
import { projectRegistryBase } from '../utils/config'
import { handleError } from '../utils/errors'
import { createLogger } from '../utils/logger'
import { commonOptionsSchema, parseOptions, withCommonOptions } from '../utils/options'

export const listOptionsSchema = commonOptionsSchema

export const list = withCommonOptions(
  new Command('list').description('list every item in the registry (from the cached index when offline)'),
).action(async (raw: Record<string, unknown>) => {
  try {
    const options = parseOptions(listOptionsSchema, raw)
    const logger = createLogger({ silent: options.silent })
    const base = registryBase(options.registry, projectRegistryBase(options.cwd))
    const { index } = await loadIndex(base, logger)
    logger.log(formatItems(index.items))
  } catch (error) {
    handleError(error)
  }
})
