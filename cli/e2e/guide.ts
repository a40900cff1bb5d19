import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { run } from '@snipstack/testing/fresh-app'
import { applyEdits, modify, parse } from 'jsonc-parser'
import { installPackedCli, runSnipstack } from './support'

/** The installation guides the site shows, as MDX. */
export const guidesDir = resolve(import.meta.dirname, '../../site/src/content/docs/installation')

/** What a reader does at one point of a guide, in the guide's order. */
export type GuideStep =
  | { kind: 'shell'; command: string }
  | { kind: 'install'; packages: string[]; dev: boolean }
  | { kind: 'file'; path: string; content: string; lang: string }
  | { kind: 'snipstack'; args: string }

/** The CLI steps of a guide, by their arguments ('init', 'add marquee'). */
export const cliSteps = (steps: GuideStep[]) => steps.flatMap((step) => (step.kind === 'snipstack' ? [step.args] : []))

/** What every framework's guide has the reader run: init, then the marquee. */
export const GUIDE_CLI_STEPS = ['init', 'add marquee']

/** A JSON block that stands for the template's file with a few options added: merge, do not replace. */
const KEPT_OPTIONS = /\/\/ …the template's options, unchanged\n/

/**
 * Reads a guide's steps: shell blocks (one command a line), `<Install packages="…" dev />`, code
 * blocks titled with a file name, and `<Cli args="…" />`. Code blocks without a title (examples
 * of output, for instance) are not steps.
 */
export function guideSteps(mdx: string): GuideStep[] {
  const steps: GuideStep[] = []
  const pattern =
    /```(\w+)( title="([^"]+)")?\n([\s\S]*?)```|<Install packages="([^"]+)"( dev)? \/>|<Cli args="([^"]+)" \/>/g
  for (const match of mdx.matchAll(pattern)) {
    const [, lang, , title, body, packages, dev, args] = match
    if (packages) steps.push({ kind: 'install', packages: packages.split(/\s+/), dev: !!dev })
    else if (args) steps.push({ kind: 'snipstack', args })
    else if (lang === 'bash' && !title)
      for (const command of (body ?? '').split('\n').filter(Boolean)) steps.push({ kind: 'shell', command })
    else if (title) steps.push({ kind: 'file', path: title, content: body ?? '', lang: lang ?? '' })
  }
  return steps
}

/** Adds a JSON block's compilerOptions to a template's JSONC file, keeping its comments and other options. */
function mergeJsonc(path: string, block: string) {
  const added = parse(block.replace(KEPT_OPTIONS, '')) as { compilerOptions?: Record<string, unknown> }
  let text = readFileSync(path, 'utf8')
  for (const [key, value] of Object.entries(added.compilerOptions ?? {})) {
    text = applyEdits(
      text,
      modify(text, ['compilerOptions', key], value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }),
    )
  }
  writeFileSync(path, text)
}

/**
 * Follows a guide in `parent` as a reader would: `cd` moves into the folder the guide made, files
 * are written (or merged, for a block that keeps the template's options), packages installed with
 * npm. `snipstack` steps run the CLI under test, installed in the project once before the first
 * (after `beforeSnipstack`, for what the machine cannot fetch). Returns the project folder and
 * what each CLI step printed, by its arguments.
 */
export async function followGuide(
  mdx: string,
  parent: string,
  options: {
    env: Record<string, string>
    beforeSnipstack?(dir: string): void
    /** Shell steps done another way, e.g. a scaffold whose template lives outside the npm registry. */
    instead?: Record<string, (cwd: string) => Promise<void>>
  },
): Promise<{ dir: string; printed: Map<string, string> }> {
  let cwd = parent
  const printed = new Map<string, string>()
  let cliReady = false
  for (const step of guideSteps(mdx)) {
    if (step.kind === 'shell') {
      const cd = /^cd (\S+)$/.exec(step.command)
      const replacement = options.instead?.[step.command]
      if (cd?.[1]) cwd = join(cwd, cd[1])
      else if (replacement) await replacement(cwd)
      else await run('sh', ['-c', step.command], { cwd, env: options.env })
    } else if (step.kind === 'install') {
      await run('npm', ['install', ...(step.dev ? ['-D'] : []), ...step.packages], { cwd, env: options.env })
    } else if (step.kind === 'file') {
      const path = join(cwd, step.path)
      if (KEPT_OPTIONS.test(step.content) && existsSync(path)) mergeJsonc(path, step.content)
      else {
        // As a reader's editor does when saving a file into a folder the template lacks.
        mkdirSync(dirname(path), { recursive: true })
        writeFileSync(path, step.content)
      }
    } else {
      if (!cliReady) {
        options.beforeSnipstack?.(cwd)
        await installPackedCli(cwd, options.env)
        cliReady = true
      }
      const result = await runSnipstack(cwd, step.args.split(/\s+/), options.env)
      printed.set(step.args, `${result.stdout}${result.stderr}`)
    }
  }
  return { dir: cwd, printed }
}
