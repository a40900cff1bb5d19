import { Command } from 'commander'
import { z } from 'zod'
import { registryBase } from '../registry/fetch'
import { fetchRequested } from '../registry/resolve'
import { stdoutColors as colors } from '../utils/colors'
import { projectRegistryBase } from '../utils/config'
import { handleError } from '../utils/errors'
import { createLogger } from '../utils/logger'
import { commonOptionsSchema, parseOptions, withCommonOptions } from '../utils/options'

export const viewOptionsSchema = commonOptionsSchema.extend({
  item: z.string().min(1),
  json: z.boolean().default(false),
})

export const view = withCommonOptions(
  new Command('view')
    .description("show an item: what it is, what it installs and its files' contents")
    .argument('<item>', 'item name or URL')
    .option('--json', 'print the registry JSON as it is served', false),
).action(async (item: string, raw: Record<string, unknown>) => {
  try {
    const options = parseOptions(viewOptionsSchema, { item, ...raw })
    const logger = createLogger({ silent: options.silent })
    const base = registryBase(options.registry, projectRegistryBase(options.cwd))
    const spinner = logger.spinner(`Fetching ${options.item}`)
    const found = await fetchRequested([options.item], { base }).then(
      ([fetched]) => {
        spinner.succeed(`Fetched ${options.item}`)
        return fetched
      },
      (error: unknown) => {
        spinner.fail()
        throw error
      },
    )
    if (!found) return
    const { url, ...json } = found
    if (options.json) {
      logger.log(JSON.stringify(json, null, 2))
      return
    }
    const lines = [
      `${colors.bold(json.title ?? json.name)} ${colors.dim(`(${json.name}, ${json.type})`)}`,
      json.description ?? '',
      '',
      `${colors.dim('url')}           ${url}`,
    ]
    if (json.dependencies?.length) lines.push(`${colors.dim('dependencies')}  ${json.dependencies.join(', ')}`)
    if (json.registryDependencies?.length)
      lines.push(`${colors.dim('requires')}      ${json.registryDependencies.join(', ')}`)
    for (const file of json.files ?? []) {
      lines.push(
        '',
        colors.cyan(`── ${file.path} ${'─'.repeat(Math.max(0, 60 - file.path.length))}`),
        file.content ?? '',
      )
    }
    logger.log(lines.join('\n'))
  } catch (error) {
    handleError(error)
  }
})
