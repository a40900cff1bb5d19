import { existsSync } from 'node:fs'
import { relative } from 'node:path'
import { Command } from 'commander'
import { createTwoFilesPatch } from 'diff'
import { z } from 'zod'
import { fetchIndex, itemUrl, registryBase } from '../registry/fetch'
import { fetchRequested, type ResolvedItem } from '../registry/resolve'
import { type InstalledContent, installedContent, sameContent, targetPath } from '../utils/add-items'
import { stdoutColors as colors } from '../utils/colors'
import { type ProjectConfig, projectRegistryBase, readConfig } from '../utils/config'
import { handleError } from '../utils/errors'
import { readIfExists } from '../utils/fs'
import { cliCommand } from '../utils/invocation'
import { createLogger } from '../utils/logger'
import { commonOptionsSchema, parseOptions, withCommonOptions } from '../utils/options'

export const diffOptionsSchema = commonOptionsSchema.extend({ item: z.string().min(1).optional() })

type FileChange = { path: string; installed: string; registry: string }

/** The installed files of an item whose code differs from what `add` would write now (see sameContent). */
export function changedFiles(item: ResolvedItem, config: ProjectConfig, contentOf: InstalledContent): FileChange[] {
  return (item.files ?? []).flatMap((file) => {
    const path = targetPath(item, file, config)
    const installed = readIfExists(path)
    const registry = contentOf(item, file)
    return installed === undefined || sameContent(installed, registry, path, config)
      ? []
      : [{ path: relative(config.cwd, path).split('\\').join('/'), installed, registry }]
  })
}

function colorPatch(patch: string): string {
  return patch
    .split('\n')
    .map((line) => {
      if (line.startsWith('+++') || line.startsWith('---')) return colors.bold(line)
      if (line.startsWith('+')) return colors.green(line)
      if (line.startsWith('-')) return colors.red(line)
      if (line.startsWith('@@')) return colors.cyan(line)
      return line
    })
    .join('\n')
}

export const diff = withCommonOptions(
  new Command('diff')
    .description('compare installed items with the registry; with an item, show the changes line by line')
    .argument('[item]', 'an installed item'),
).action(async (item: string | undefined, raw: Record<string, unknown>) => {
  try {
    const options = parseOptions(diffOptionsSchema, { item, ...raw })
    const logger = createLogger({ silent: options.silent })
    const config = readConfig(options.cwd)
    const contentOf = await installedContent(config)
    const base = registryBase(options.registry, projectRegistryBase(options.cwd))

    if (options.item) {
      const spinner = logger.spinner(`Fetching ${options.item}`)
      const [fetched] = await fetchRequested([options.item], { base }).catch((error: unknown) => {
        spinner.fail()
        throw error
      })
      spinner.succeed(`Fetched ${options.item}`)
      if (!fetched) return
      const installed = (fetched.files ?? []).some((file) => existsSync(targetPath(fetched, file, config)))
      if (!installed) {
        logger.log(`${fetched.name} is not installed in this project.`)
        return
      }
      const changes = changedFiles(fetched, config, contentOf)
      if (!changes.length) {
        logger.log(`${fetched.name} is up to date with the registry.`)
        return
      }
      for (const change of changes) {
        logger.log(
          colorPatch(
            createTwoFilesPatch(change.path, change.path, change.installed, change.registry, 'installed', 'registry'),
          ),
        )
      }
      return
    }

    const spinner = logger.spinner('Checking installed items against the registry')
    const index = await fetchIndex(base).catch((error: unknown) => {
      spinner.fail()
      throw error
    })
    const installed = index.items.filter((entry) =>
      (entry.files ?? []).some((file) => existsSync(targetPath(entry, file, config))),
    )
    const items = await fetchRequested(
      installed.map((entry) => itemUrl(base, entry.name)),
      { base },
    ).catch((error: unknown) => {
      spinner.fail()
      throw error
    })
    spinner.succeed(`Checked ${items.length} installed item${items.length === 1 ? '' : 's'}`)
    const outdated = items
      .map((entry) => ({ name: entry.name, changes: changedFiles(entry, config, contentOf) }))
      .filter((entry) => entry.changes.length)
    if (!outdated.length) {
      logger.log('Every installed item matches the registry.')
      return
    }
    for (const entry of outdated) {
      logger.log(`${colors.bold(entry.name)}\n${entry.changes.map((change) => `  - ${change.path}`).join('\n')}`)
    }
    logger.log(
      `\nRun \`${cliCommand('diff <item>')}\` to see the changes, \`${cliCommand('add <item> --overwrite')}\` to update.`,
    )
  } catch (error) {
    handleError(error)
  }
})
