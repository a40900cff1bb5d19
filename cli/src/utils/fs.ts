import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, relative } from 'node:path'
import { CliError } from './errors'

export type PlannedWrite = { path: string; content: string }

export function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

/** The nearest folder at or above `path` that exists: where a write would have to create folders. */
function existingAncestor(path: string): string {
  let dir = dirname(path)
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir)
  return dir
}

function writeError(path: string, cwd: string, error: unknown): CliError {
  const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message
  return new CliError(`Could not write ${relative(cwd, path) || path} (${code}). Nothing was changed.`, {
    hint: code === 'EACCES' || code === 'EPERM' ? 'Check the permissions of the project folder.' : undefined,
    cause: error,
  })
}

/**
 * Fails before anything happens when a planned file could not be written (a read-only folder or
 * file, a file where a folder should be), so dependencies are not installed for files that never land.
 */
export function checkWritable(writes: PlannedWrite[], cwd: string): void {
  for (const { path } of writes) {
    try {
      if (existsSync(path)) {
        if (statSync(path).isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' })
        accessSync(path, constants.W_OK)
      } else {
        const ancestor = existingAncestor(path)
        if (!statSync(ancestor).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' })
        accessSync(ancestor, constants.W_OK)
      }
    } catch (error) {
      throw writeError(path, cwd, error)
    }
  }
}

/**
 * Writes every file or none: each goes to a temporary sibling and is renamed into place, and if
 * any write fails the ones already done are put back as they were (created files and folders
 * removed, replaced files restored).
 */
export function commitWrites(writes: PlannedWrite[], cwd: string): void {
  const undo: Array<() => void> = []
  let failing = cwd
  try {
    for (const { path, content } of writes) {
      failing = path
      const previous = readIfExists(path)
      const created: string[] = []
      for (let dir = dirname(path); !existsSync(dir); dir = dirname(dir)) created.unshift(dir)
      mkdirSync(dirname(path), { recursive: true })
      undo.push(() => {
        for (const dir of [...created].reverse()) rmdirSync(dir)
      })
      const temporary = `${path}.${process.pid}.tmp`
      writeFileSync(temporary, content)
      try {
        renameSync(temporary, path)
      } catch (error) {
        rmSync(temporary, { force: true })
        throw error
      }
      undo.push(() => {
        if (previous === undefined) rmSync(path, { force: true })
        else writeFileSync(path, previous)
      })
    }
  } catch (error) {
    for (const step of undo.reverse()) {
      try {
        step()
      } catch {
        // Best effort: keep undoing the rest.
      }
    }
    throw writeError(failing, cwd, error)
  }
}
