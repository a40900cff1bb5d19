import { parseAllDocuments } from 'yaml'

/**
 * How template files are read, shared by the content checks (checks.ts, tests only) and the live
 * demo (../demo.ts, which the server runs): where a file sits, and YAML as plain values. Kept apart
 * from checks.ts so the server does not load a parser for every format to draw a demo.
 */

export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1)
export const dirName = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '')

/**
 * The directory of the Helm chart whose `templates/` folder holds `path`, if any. Files there are Go
 * templates, not YAML, and are checked as such.
 */
export function helmChartDirOf(path: string, allPaths: string[]): string | null {
  const parts = path.split('/')
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] !== 'templates') continue
    const chartDir = parts.slice(0, i).join('/')
    if (allPaths.includes(chartDir ? `${chartDir}/Chart.yaml` : 'Chart.yaml')) return chartDir
  }
  return null
}

/** The documents of a YAML stream as plain values (the checks call yamlErrors first). */
export function yamlDocuments(content: string): unknown[] {
  const docs = parseAllDocuments(content)
  return Array.isArray(docs) ? docs.map((doc) => doc.toJS()) : []
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
