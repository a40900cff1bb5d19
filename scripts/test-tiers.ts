import { closeSync, existsSync, openSync, readSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { filesBelow } from './source-files'

// Which Vitest project a test file belongs to (vitest.config.ts). `unit`: plain computation in
// Node, fast enough to run on every save. `integration`: everything else, told apart by the file
// itself, never by a list kept here:
//   - `x.int.test.ts(x)`: a test that opens a database, starts a server or a process, or calls an
//     external tool (the unit project's setup file, unit-guard.ts, fails any other that does);
//   - a test that declares a simulated browser (`// @vitest-environment happy-dom`): rendering
//     components there costs about half a second of setup per file, which a hundred such files
//     cannot fit in the unit tier's budget.

/** The folders whose tests the root Vitest config runs. */
export const testFolders = ['packages', 'server', 'cli', 'registry', 'site', 'scripts', 'tooling']

const testFile = /\.test\.tsx?$/
// A docblock line such as `// @vitest-environment happy-dom` or ` * @vitest-environment jsdom`.
const environmentLine = /^\s*(?:\/\/|\/?\*+)\s*@vitest-environment\s+([\w-]+)/m

/** The environment a test file declares in its opening comment, `node` when it declares none. */
export function declaredEnvironment(source: string): string {
  return source.match(environmentLine)?.[1] ?? 'node'
}

/** The start of a file: the docblock Vitest reads the environment from is at the top. */
function head(path: string): string {
  const buffer = Buffer.alloc(1024)
  const fd = openSync(path, 'r')
  try {
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0))
  } finally {
    closeSync(fd)
  }
}

/**
 * Test files under `root`'s test folders that declare an environment other than Node, as globs
 * relative to `root` (POSIX separators, glob characters escaped), sorted.
 */
export function browserEnvironmentTests(root: string): string[] {
  const found: string[] = []
  for (const folder of testFolders.filter((name) => existsSync(join(root, name)))) {
    for (const file of filesBelow(join(root, folder), testFile, ['e2e'])) {
      if (declaredEnvironment(head(file)) !== 'node')
        found.push(
          relative(root, file)
            .split(sep)
            .join('/')
            .replace(/[*?[\]{}()!]/g, '\\$&'),
        )
    }
  }
  return found.sort()
}
