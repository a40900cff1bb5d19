import type { TemplateFileLanguage } from '@snipstack/contracts'

/** The README's name in the download; a template's own files may not take it. */
export const README_PATH = 'README.md'

/**
 * Why a file path cannot go into the zip, or undefined when it can: relative, forward slashes,
 * no empty, `.` or `..` segment, so that unpacking it never writes outside the folder it is
 * unpacked into ("zip slip"), and not README.md, which the download makes from `readme`.
 */
export function unsafeFilePath(path: string): string | undefined {
  if (path.includes('\\')) return 'uses a backslash'
  if (path.startsWith('/')) return 'is absolute'
  if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    return 'has an empty, . or .. segment'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'holds a control character'
  if (path.toLowerCase() === README_PATH.toLowerCase()) return 'is the README, which is made from `readme`'
  return undefined
}

/**
 * Whole file names first (they carry no extension worth reading), then extensions. Maps, so that
 * a name such as `constructor` finds nothing. Ignore files and plain text have no language.
 */
const languageByName = new Map<string, TemplateFileLanguage>(
  Object.entries({
    dockerfile: 'Dockerfile',
    containerfile: 'Dockerfile',
    '.env': 'INI',
    '.env.example': 'INI',
    makefile: 'Makefile',
    gnumakefile: 'Makefile',
    'cargo.lock': 'TOML',
    'phpunit.xml.dist': 'XML',
  }),
)
const languageByExtension = new Map<string, TemplateFileLanguage>(
  Object.entries({
    dockerfile: 'Dockerfile',
    yaml: 'YAML',
    yml: 'YAML',
    tf: 'HCL',
    tfvars: 'HCL',
    hcl: 'HCL',
    conf: 'NGINX',
    ts: 'TypeScript',
    tsx: 'TypeScript',
    mts: 'TypeScript',
    js: 'JavaScript',
    jsx: 'JavaScript',
    mjs: 'JavaScript',
    cjs: 'JavaScript',
    go: 'Go',
    py: 'Python',
    sh: 'Shell',
    bash: 'Shell',
    json: 'JSON',
    toml: 'TOML',
    ini: 'INI',
    md: 'Markdown',
    sql: 'SQL',
    html: 'HTML',
    css: 'CSS',
    rs: 'Rust',
    java: 'Java',
    php: 'PHP',
    xml: 'XML',
    mk: 'Makefile',
  }),
)

/**
 * What a file is highlighted as, from its name: `Dockerfile`, `api.Dockerfile`, `k8s/app.yaml`.
 * A `.conf` file is taken for NGINX, the only configuration format of that extension the
 * catalogue holds.
 */
export function fileLanguage(path: string): TemplateFileLanguage | undefined {
  const name = (path.split('/').pop() ?? path).toLowerCase()
  const byName = languageByName.get(name)
  if (byName) return byName
  const dot = name.lastIndexOf('.')
  return dot === -1 ? undefined : languageByExtension.get(name.slice(dot + 1))
}
