import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'
import { COMPONENTS_JSON_SCHEMA, REGISTRY_NAMESPACE } from './constants'
import { CliError } from './errors'
import { readIfExists } from './fs'
import { cliCommand } from './invocation'
import { parseJsonc, setJsonValues } from './jsonc'
import { loadTsPaths, resolveImportPath } from './tsconfig'

export const CONFIG_FILE = 'components.json'

/**
 * components.json as shadcn defines it (the fields both CLIs read). Keys shadcn may add later are
 * kept, so writing the file back never drops them.
 */
export const configSchema = z.looseObject({
  $schema: z.string().optional(),
  style: z.string(),
  rsc: z.boolean(),
  tsx: z.boolean(),
  tailwind: z.looseObject({
    config: z.string().optional(),
    css: z.string().min(1, 'must name the Tailwind CSS file'),
    baseColor: z.string(),
    cssVariables: z.boolean(),
    prefix: z.string().optional(),
  }),
  iconLibrary: z.string().optional(),
  aliases: z.looseObject({
    components: z.string(),
    utils: z.string(),
    ui: z.string().optional(),
    lib: z.string().optional(),
    hooks: z.string().optional(),
  }),
  registries: z
    .record(
      z.string(),
      z.union([z.string(), z.looseObject({ url: z.string(), headers: z.record(z.string(), z.string()).optional() })]),
    )
    .optional(),
})

export type RawConfig = z.infer<typeof configSchema>

export type Aliases = { components: string; utils: string; ui: string; lib: string; hooks: string }

export type ProjectConfig = RawConfig & {
  cwd: string
  /** Aliases with shadcn's defaults filled in (`ui` = `<components>/ui`, …). */
  resolvedAliases: Aliases
  /** Absolute folders and files the aliases point at. */
  resolvedPaths: { tailwindCss: string; components: string; ui: string; lib: string; hooks: string; utils: string }
}

const runInit = () => `Run \`${cliCommand('init')}\` in the project first.`

/** Fills shadcn's defaults for the optional aliases, the way its CLI does. */
export function fillAliases(aliases: RawConfig['aliases']): Aliases {
  const root = aliases.components.split('/')[0] ?? '@'
  return {
    components: aliases.components,
    utils: aliases.utils,
    ui: aliases.ui ?? `${aliases.components}/ui`,
    lib: aliases.lib ?? `${root}/lib`,
    hooks: aliases.hooks ?? `${root}/hooks`,
  }
}

/** Reads, validates and resolves the project's components.json; each failure says what to do. */
export function readConfig(cwd: string): ProjectConfig {
  const file = resolve(cwd, CONFIG_FILE)
  if (!existsSync(file)) {
    throw new CliError(`No ${CONFIG_FILE} in ${cwd}.`, { hint: runInit() })
  }
  let json: unknown
  try {
    json = parseJsonc(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new CliError(`${CONFIG_FILE} is not valid JSON (${(error as Error).message}).`, {
      hint: `Fix it, or run \`${cliCommand('init --overwrite')}\` to write a new one.`,
    })
  }
  const result = configSchema.safeParse(json)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw new CliError(`${CONFIG_FILE} is invalid (${where}${issue?.message ?? 'unexpected shape'}).`, {
      hint: `Fix it, or run \`${cliCommand('init --overwrite')}\` to write a new one.`,
    })
  }
  return resolveConfig(cwd, result.data)
}

/** Resolves a parsed components.json against the project's tsconfig paths. */
export function resolveConfig(cwd: string, config: RawConfig): ProjectConfig {
  const aliases = fillAliases(config.aliases)
  const tsPaths = loadTsPaths(cwd)
  const resolveAlias = (alias: string) => {
    const path = tsPaths && resolveImportPath(alias, tsPaths)
    if (!path) {
      throw new CliError(`The alias '${alias}' in ${CONFIG_FILE} matches no "paths" entry of tsconfig.json.`, {
        hint: 'Add the alias to compilerOptions.paths (e.g. "@/*": ["./src/*"]) or fix components.json.',
      })
    }
    return path
  }
  return {
    ...config,
    cwd,
    resolvedAliases: aliases,
    resolvedPaths: {
      tailwindCss: resolve(cwd, config.tailwind.css),
      components: resolveAlias(aliases.components),
      ui: resolveAlias(aliases.ui),
      lib: resolveAlias(aliases.lib),
      hooks: resolveAlias(aliases.hooks),
      utils: resolveAlias(aliases.utils),
    },
  }
}

/** The registry base a project was initialised with (`<base>/{name}.json` in `registries`). */
export function projectRegistryBase(cwd: string): string | undefined {
  try {
    const json = parseJsonc(readFileSync(resolve(cwd, CONFIG_FILE), 'utf8')) as RawConfig
    const entry = json.registries?.[REGISTRY_NAMESPACE]
    const url = typeof entry === 'string' ? entry : entry?.url
    return url?.endsWith('/{name}.json') ? url.slice(0, -'/{name}.json'.length) : undefined
  } catch {
    return undefined
  }
}

export type NewConfigInput = {
  css: string
  alias: string
  rsc: boolean
  /** False in a JavaScript project: `add` then writes the items as `.jsx`/`.js`. */
  tsx?: boolean
  registryBase: string
}

/**
 * components.json as shadcn writes it for Tailwind v4, plus our registry namespace, with one
 * difference: `baseColor` is empty. shadcn's `add` fetches `colors/<baseColor>.json` from its own
 * site before writing any file, whatever registry the item comes from, and skips that only when
 * the field is empty; with "neutral", every later `shadcn add` fails on an instance without access
 * to shadcn's site. The colours come from our style's theme instead, and shadcn needs the base
 * colour only to inline colours in projects without CSS variables, which ours always have.
 */
export function createConfig({ css, alias, rsc, tsx = true, registryBase }: NewConfigInput): RawConfig {
  return {
    $schema: COMPONENTS_JSON_SCHEMA,
    style: 'new-york',
    rsc,
    tsx,
    tailwind: { config: '', css, baseColor: '', cssVariables: true, prefix: '' },
    iconLibrary: 'lucide',
    aliases: {
      components: `${alias}/components`,
      utils: `${alias}/lib/utils`,
      ui: `${alias}/components/ui`,
      lib: `${alias}/lib`,
      hooks: `${alias}/hooks`,
    },
    registries: { [REGISTRY_NAMESPACE]: `${registryBase}/{name}.json` },
  }
}

/**
 * The text of components.json once `wanted` is in it. A new file is written whole; an existing
 * one is edited value by value, so its comments, formatting, other registries and keys this CLI
 * does not know stay as they are. A file that is not JSON at all is replaced.
 */
function configFileContent(existing: string | undefined, wanted: RawConfig): string {
  const fresh = `${JSON.stringify(wanted, null, 2)}\n`
  if (existing === undefined) return fresh
  try {
    parseJsonc(existing)
  } catch {
    return fresh
  }
  return setJsonValues(existing, wanted)
}

export type ConfigPlan = { path: string; existing?: string; content: string; changed: boolean }

/** What `init` would make of the project's components.json, without writing it. */
export function planConfigFile(cwd: string, input: NewConfigInput): ConfigPlan {
  const path = resolve(cwd, CONFIG_FILE)
  const existing = readIfExists(path)
  const content = configFileContent(existing, createConfig(input))
  return { path, existing, content, changed: content !== existing }
}

/** The project configuration a planned components.json gives, before it is written. */
export function resolvePlannedConfig(cwd: string, plan: ConfigPlan): ProjectConfig {
  return resolveConfig(cwd, configSchema.parse(parseJsonc(plan.content)))
}
