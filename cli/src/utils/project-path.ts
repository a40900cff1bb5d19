import { lstatSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { CliError } from './errors'

/**
 * Folders whose files run code or steer tools without anyone running them on purpose, so a
 * registry never places a file in them, even inside the project:
 * - `.git`, `.hg`, `.svn`, `.jj`: hooks and repository config run on the next commit or checkout;
 * - `.husky`: git hooks by another road;
 * - `node_modules`, `.yarn`: installed packages and Yarn's own release and plugins, which the
 *   package manager, the bundler and the dev server execute;
 * - `.github`, `.gitlab`, `.circleci`, `.devcontainer`: CI workflows and dev containers, which run
 *   with the repository's secrets;
 * - `.vscode`, `.idea`: editor tasks and settings that start programs when the folder is opened.
 */
const PROTECTED_FOLDERS = new Set([
  '.git',
  '.hg',
  '.svn',
  '.jj',
  '.husky',
  'node_modules',
  '.yarn',
  '.github',
  '.gitlab',
  '.circleci',
  '.devcontainer',
  '.vscode',
  '.idea',
])

/**
 * Files that make the package manager or this CLI do something else: install scripts and
 * `.pnpmfile.cjs` run on the next install, `.npmrc` and its kind choose where packages come from,
 * components.json where items come from and where they land.
 */
const PROTECTED_FILES = new Set([
  'package.json',
  '.npmrc',
  '.yarnrc',
  '.yarnrc.yml',
  '.pnpmfile.cjs',
  'bunfig.toml',
  '.gitlab-ci.yml',
  'components.json',
  // A project's MCP servers, which agent tools start.
  '.mcp.json',
])

/**
 * Agent tools' files that start programs: Claude Code's settings hold hooks it runs, the others
 * list MCP servers their tools start. A skill (`.claude/skills/…`, `.agents/skills/…`) is text an
 * agent reads, and stays installable.
 */
const PROTECTED_TOOL_FILES = new Set([
  '.claude/settings.json',
  '.claude/settings.local.json',
  '.cursor/mcp.json',
  '.gemini/settings.json',
  '.codex/config.toml',
])

/**
 * Windows and macOS match names without regard to case, and Windows ignores trailing dots and
 * spaces: `.GIT.` is `.git` there.
 */
const canonicalName = (name: string) => name.toLowerCase().replace(/[. ]+$/, '')

/**
 * A registry path is written with `/`: a backslash or a colon (a drive such as `C:`, an NTFS
 * stream) means something else on some system, and a control character nothing good anywhere.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const FOREIGN = /[\\:\u0000-\u001f\u007f]/

/** `path` relative to `root` with `/`, or undefined when it is not below `root` (or is `root`). */
function below(root: string, path: string): string | undefined {
  const rel = relative(root, path)
  if (!rel || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined
  return rel.split(sep).join('/')
}

/** The first protected folder or file `rel` goes through. */
function protectedPart(rel: string): string | undefined {
  const parts = rel.split('/')
  const folder = parts.slice(0, -1).find((part) => PROTECTED_FOLDERS.has(canonicalName(part)))
  if (folder) return folder
  const file = parts.at(-1) ?? ''
  if (PROTECTED_FOLDERS.has(canonicalName(file)) || PROTECTED_FILES.has(canonicalName(file))) return file
  const toolFile = parts.slice(-2).join('/')
  return PROTECTED_TOOL_FILES.has(parts.slice(-2).map(canonicalName).join('/')) ? toolFile : undefined
}

const exists = (path: string) => {
  try {
    lstatSync(path)
    return true
  } catch {
    return false
  }
}

/**
 * Where `path` really is: symbolic links in the part that exists followed, the rest as written.
 * Undefined when a link there leads nowhere, since what a write through it would create is unknown.
 */
function realLocation(path: string): string | undefined {
  let existing = path
  while (!exists(existing) && dirname(existing) !== existing) existing = dirname(existing)
  try {
    return join(realpathSync(existing), relative(existing, path))
  } catch {
    return undefined
  }
}

export type ProjectRoots = {
  /** The project folder. */
  root: string
  /**
   * Folders outside it that the project itself chose, through components.json and its import
   * aliases (a monorepo's shared UI package): items may land there too.
   */
  configured?: string[]
}

/** Why a destination may not be written, or undefined when it may. */
function unsafeReason(raw: string, path: string, { root, configured = [] }: ProjectRoots): string | undefined {
  if (FOREIGN.test(raw)) return 'it contains a backslash, a colon or a control character'
  if (raw.startsWith('/') || isAbsolute(raw)) return 'it is an absolute path'
  const roots = [root, ...configured.filter((folder) => below(root, folder) === undefined)]
  const inside = (candidates: string[], target: string) =>
    candidates.map((candidate) => below(candidate, target)).find((rel) => rel !== undefined)
  const rel = inside(roots, path)
  if (rel === undefined) return 'it is outside the project'
  const part = protectedPart(rel)
  if (part) return `${part} runs code or configures tools`
  const real = realLocation(path)
  if (real === undefined) return 'a symbolic link on the way leads nowhere'
  const realRoots = roots.map((folder) => realLocation(folder) ?? folder)
  const realRel = inside(realRoots, real)
  if (realRel === undefined) return 'a symbolic link on the way leads outside the project'
  const realPart = protectedPart(realRel)
  return realPart ? `a symbolic link on the way leads into ${realPart}` : undefined
}

/**
 * The one gate for every project file a registry names (an item file's `target` or `path`): the
 * destination must be below the project (or a folder its configuration points at), outside the
 * folders and files above, and no symbolic link on the way may lead elsewhere. `raw` is what the
 * registry sent, `path` where it resolves. Returns `path`; throws a CliError naming the item.
 */
export function projectDestination(item: string, raw: string, path: string, roots: ProjectRoots): string {
  const reason = unsafeReason(raw, resolve(path), roots)
  if (reason === undefined) return path
  throw new CliError(`Refused '${item}': it would place a file at ${raw}, and ${reason}.`, {
    hint: 'Registry items may only add files inside the project, outside .git, node_modules and tool folders. Nothing was written or installed; report the item to its registry.',
  })
}
