import { relative, resolve as resolvePath } from 'node:path'
import type { RegistryItemFile } from '@snipstack/contracts'
import { sameCode } from '@snipstack/registry/imports'
import { CssSyntaxError } from 'postcss'
import prompts from 'prompts'
import { fetchIndex } from '../registry/fetch'
import { type ResolvedItem, resolveTree } from '../registry/resolve'
import type { ProjectConfig } from './config'
import { mergeCss } from './css'
import { CliError } from './errors'
import { checkWritable, commitWrites, type PlannedWrite, readIfExists } from './fs'
import { cliCommand } from './invocation'
import { isTypeScript, javascriptPath, loadTypeStripper } from './javascript'
import type { Logger } from './logger'
import { checkDependencies, detectPackageManager, missingDependencies, runInstall } from './package-manager'
import { type ProjectRoots, projectDestination } from './project-path'
import { terminalText } from './terminal'
import { isScript, transformSource, withoutUseClient } from './transform'

export type AddOptions = {
  base: string
  config: ProjectConfig
  overwrite: boolean
  yes: boolean
  dryRun: boolean
  logger: Logger
  /** Files the caller wants written in the same all-or-nothing step (init's components.json). */
  extraWrites?: PlannedWrite[]
  /** Asked for each existing file that differs, unless --overwrite; defaults to a prompt on a terminal. */
  confirmOverwrite?: (path: string) => Promise<boolean>
}

export type AddResult = {
  items: string[]
  created: string[]
  updated: string[]
  unchanged: string[]
  skipped: string[]
  /** The stylesheet, when the items' CSS changed it. */
  css?: string
  dependencies: string[]
  devDependencies: string[]
}

/** The folders a project's items may land in: the project and whatever its aliases point at. */
export function projectRoots(config: ProjectConfig): ProjectRoots {
  const { components, ui, lib, hooks } = config.resolvedPaths
  return { root: config.cwd, configured: [components, ui, lib, hooks] }
}

/**
 * Where a registry file lands, from its type and the project's aliases (shadcn's rules); in a
 * JavaScript project under its JavaScript name (`marquee.jsx`). `~/` in a target is the project
 * folder, as in shadcn. Every destination goes through projectDestination, which refuses one
 * outside the project or in a folder that runs code.
 */
export function targetPath(item: { name: string }, file: RegistryItemFile, config: ProjectConfig): string {
  const raw = file.target || file.path
  const path = file.target ? resolvePath(config.cwd, file.target.replace(/^~\//, '')) : defaultPath(file, config)
  return projectDestination(item.name, raw, config.tsx ? path : javascriptPath(path), projectRoots(config))
}

function defaultPath(file: RegistryItemFile, config: ProjectConfig): string {
  const inFolder = file.path.replace(/^(?:.*\/)?(?:ui|lib|hooks|components)\//, '')
  const folder =
    file.type === 'registry:ui'
      ? config.resolvedPaths.ui
      : file.type === 'registry:lib'
        ? config.resolvedPaths.lib
        : file.type === 'registry:hook'
          ? config.resolvedPaths.hooks
          : config.resolvedPaths.components
  return resolvePath(folder, inFolder)
}

/** A registry file's contents as installed in one project. */
export type InstalledContent = (item: { name: string }, file: RegistryItemFile) => string

/**
 * How this project gets a registry file: imports mapped onto its aliases (see transformSource)
 * and, in a JavaScript project, the types stripped, for which TypeScript's compiler is loaded.
 */
export async function installedContent(config: ProjectConfig): Promise<InstalledContent> {
  const stripTypes = config.tsx ? undefined : await loadTypeStripper()
  const options = { aliases: config.resolvedAliases, rsc: config.rsc, javascript: !config.tsx }
  return (item, file) => {
    try {
      const content = transformSource(file.content ?? '', file.path, options)
      return stripTypes && isTypeScript(file.path) ? stripTypes(content, file.path) : content
    } catch (error) {
      throw new CliError(
        `The registry sent '${item.name}' with ${file.path} that does not parse (${(error as Error).message}).`,
        {
          hint: 'Report it to the registry; nothing was installed.',
          cause: error,
        },
      )
    }
  }
}

/**
 * Whether an installed file already says what the registry's does: the same text, or for a script
 * the same code laid out otherwise (shadcn's CLI writes JavaScript its own way, a formatter may
 * have run over it), which there is no reason to rewrite or to report as changed. Outside React
 * Server Components (`rsc: false`) a `'use client'` directive means nothing: `registry` comes
 * without it, and a copy shadcn's CLI installed keeps it, so the installed file is read without it.
 */
export function sameContent(installed: string, registry: string, path: string, { rsc }: { rsc: boolean }): boolean {
  if (installed === registry) return true
  if (!isScript(path)) return false
  if (sameCode(installed, registry, path)) return true
  if (rsc) return false
  try {
    return sameCode(withoutUseClient(installed, path), registry, path)
  } catch {
    return false
  }
}

const interactive = () => Boolean(process.stdin.isTTY && process.stdout.isTTY)

async function askOverwrite(path: string): Promise<boolean> {
  const { overwrite } = await prompts({
    type: 'confirm',
    name: 'overwrite',
    message: `${terminalText(path)} already exists and differs. Overwrite it?`,
    initial: false,
  })
  return overwrite === true
}

/**
 * Installs items into a project: resolves the dependency tree (every fetch first), plans the
 * files and the stylesheet in memory, asks about conflicts, installs npm packages, then writes
 * everything at once. A failure before the last step leaves the project untouched.
 */
export async function addItems(requested: string[], options: AddOptions): Promise<AddResult> {
  const { config, logger } = options
  const cwd = config.cwd
  const rel = (path: string) => relative(cwd, path).split('\\').join('/')

  const resolving = logger.spinner(`Resolving ${requested.join(', ')}`)
  let items: ResolvedItem[]
  try {
    const tree = await resolveTree(requested, {
      base: options.base,
      registries: config.registries,
      listNames: async () => (await fetchIndex(options.base)).items.map((item) => item.name),
    })
    items = tree.items
    resolving.succeed(`Resolved ${items.map((item) => item.name).join(', ')}`)
    for (const cycle of tree.cycles)
      logger.warn(`Circular registry dependency ${cycle.join(' → ')}; each item is installed once.`)
  } catch (error) {
    resolving.fail()
    throw error
  }

  checkDependencies(items)
  for (const item of items) {
    for (const file of item.files ?? []) {
      if (file.content === undefined) {
        throw new CliError(`The registry sent '${item.name}' without the contents of ${file.path}.`)
      }
    }
  }

  // Plan files; a later item writing the same path wins, as the last install would.
  const contentOf = await installedContent(config)
  const planned = new Map<string, string>()
  for (const item of items) {
    for (const file of item.files ?? []) {
      planned.set(targetPath(item, file, config), contentOf(item, file))
    }
  }

  const result: AddResult = {
    items: items.map((item) => item.name),
    created: [],
    updated: [],
    unchanged: [],
    skipped: [],
    dependencies: [],
    devDependencies: [],
  }
  const writes: PlannedWrite[] = [...(options.extraWrites ?? [])]
  const confirm = options.confirmOverwrite ?? (interactive() && !options.yes ? askOverwrite : undefined)
  for (const [path, content] of planned) {
    const existing = readIfExists(path)
    if (existing === undefined) {
      result.created.push(rel(path))
    } else if (sameContent(existing, content, path, config)) {
      result.unchanged.push(rel(path))
      continue
    } else if (options.overwrite || (confirm && !options.dryRun && (await confirm(rel(path))))) {
      result.updated.push(rel(path))
    } else {
      result.skipped.push(rel(path))
      continue
    }
    writes.push({ path, content })
  }

  const cssItems = items.filter((item) => item.cssVars || item.css)
  if (cssItems.length) {
    const cssPath = config.resolvedPaths.tailwindCss
    const original = readIfExists(cssPath)
    if (original === undefined) {
      throw new CliError(`The Tailwind CSS file ${config.tailwind.css} named in components.json does not exist.`, {
        hint: `Fix tailwind.css in components.json, or run \`${cliCommand('init --overwrite')}\`.`,
      })
    }
    let merged: string
    try {
      merged = cssItems.reduce((text, item) => mergeCss(text, item), original)
    } catch (error) {
      if (!(error instanceof CssSyntaxError)) throw error
      throw new CliError(
        `${config.tailwind.css} is not valid CSS (${error.reason} at line ${error.line}, column ${error.column}).`,
        { hint: 'Fix the stylesheet, then add again; nothing was changed.', cause: error },
      )
    }
    if (merged !== original) {
      writes.push({ path: cssPath, content: merged })
      result.css = rel(cssPath)
    }
  }

  result.dependencies = missingDependencies(
    cwd,
    items.flatMap((item) => item.dependencies ?? []),
  )
  result.devDependencies = missingDependencies(
    cwd,
    items.flatMap((item) => item.devDependencies ?? []),
  ).filter((spec) => !result.dependencies.includes(spec))

  if (options.dryRun) {
    report(result, logger, true)
    return result
  }

  checkWritable(writes, cwd)
  const manager = detectPackageManager(cwd)
  for (const [specs, dev] of [
    [result.dependencies, false],
    [result.devDependencies, true],
  ] as const) {
    if (!specs.length) continue
    const installing = logger.spinner(`Installing ${specs.join(', ')} with ${manager}`)
    try {
      await runInstall(cwd, manager, specs, dev)
      installing.succeed(`Installed ${specs.join(', ')} with ${manager}`)
    } catch (error) {
      installing.fail()
      throw error
    }
  }

  if (writes.length) {
    const writing = logger.spinner(`Writing ${writes.length} file${writes.length === 1 ? '' : 's'}`)
    try {
      commitWrites(writes, cwd)
      writing.succeed(`Wrote ${writes.length} file${writes.length === 1 ? '' : 's'}`)
    } catch (error) {
      writing.fail()
      throw error
    }
  }
  report(result, logger, false)
  return result
}

function report(result: AddResult, logger: Logger, dryRun: boolean): void {
  const list = (paths: string[]) => paths.map((path) => `  - ${path}`).join('\n')
  const verb = (done: string, would: string) => (dryRun ? would : done)
  if (dryRun) logger.info(logger.colors.bold('Dry run: nothing was written or installed.'))
  if (result.created.length) logger.success(`${verb('Created', 'Would create')}:\n${list(result.created)}`)
  if (result.updated.length) logger.success(`${verb('Overwrote', 'Would overwrite')}:\n${list(result.updated)}`)
  if (result.unchanged.length)
    logger.info(`${logger.colors.dim('Unchanged (already up to date):')}\n${list(result.unchanged)}`)
  if (result.skipped.length) {
    logger.warn(
      `${verb('Skipped', 'Would skip')} (exists and differs; use --overwrite to replace):\n${list(result.skipped)}`,
    )
  }
  if (result.css) logger.success(`${verb('Merged', 'Would merge')} theme variables and keyframes into ${result.css}`)
  const deps = [...result.dependencies, ...result.devDependencies]
  if (deps.length && dryRun) logger.info(`Would install: ${deps.join(', ')}`)
  if (!dryRun && !result.created.length && !result.updated.length && !result.css && !deps.length) {
    logger.success('Nothing to do: everything is already installed.')
  }
}
