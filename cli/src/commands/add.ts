import { Command } from 'commander'
import { z } from 'zod'
import { registryBase } from '../registry/fetch'
import { addItems } from '../utils/add-items'
import { projectRegistryBase, readConfig } from '../utils/config'
import { handleError } from '../utils/errors'
import { createLogger } from '../utils/logger'
import { commonOptionsSchema, parseOptions, withCommonOptions } from '../utils/options'

export const addOptionsSchema = commonOptionsSchema.extend({
  items: z.array(z.string().min(1)).min(1, 'name at least one item'),
  yes: z.boolean().default(false),
  overwrite: z.boolean().default(false),
  dryRun: z.boolean().default(false),
})

export const add = withCommonOptions(
  new Command('add')
    .description('add items (and the items they depend on) to your project')
    .argument('<items...>', 'item names, such as marquee, or item URLs')
    .option('-y, --yes', 'skip confirmation prompts', false)
    .option('-o, --overwrite', 'replace existing files that differ', false)
    .option('--dry-run', 'show what would change without writing or installing anything', false),
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
