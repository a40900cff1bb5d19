import { Command } from 'commander'
import { z } from 'zod'
import { registryBase } from '../registry/fetch'
import { addItems } from '../utils/add-items'
import { projectRegistryBase, readConfig } from '../utils/config'
import { handleError } from '../utils/errors'
import { createLogger } from '../utils/logger'
import { parseOptions, withWriteOptions, writeOptionsSchema } from '../utils/options'

export const addOptionsSchema = writeOptionsSchema.extend({
  items: z.array(z.string().min(1)).min(1, 'name at least one item'),
})

export const add = withWriteOptions(
  new Command('add')
    .description('add items (and the items they depend on) to your project')
    .argument('<items...>', 'item names, such as marquee, or item URLs'),
  'replace existing files that differ',
).action(async (items: string[], raw: Record<string, unknown>) => {
  try {
    const options = parseOptions(addOptionsSchema, { items, ...raw })
    const logger = createLogger({ silent: options.silent })
    const config = readConfig(options.cwd)
    const base = registryBase(options.registry, projectRegistryBase(options.cwd))
    await addItems(options.items, {
      base,
      config,
      overwrite: options.overwrite,
      yes: options.yes,
      dryRun: options.dryRun,
      logger,
    })
  } catch (error) {
    handleError(error)
  }
})
