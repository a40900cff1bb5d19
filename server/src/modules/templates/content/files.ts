import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { DASHED_WORDS, TEMPLATE_SLUG_MAX, templateCategorySlugList } from '@snipstack/contracts'
import { templateManifest } from '@snipstack/contracts/content'
import { CONTENT_DIR, ContentError, knownFolders, readYaml, shownFrom } from '../../catalog/content-files'
import { README_PATH, unsafeFilePath } from '../files'
import type { TemplateSeed } from './types'

/**
 * The templates written for Snipstack, read from content/templates at the repository's root: one
 * folder per category, and in it one folder per template, named by its slug, holding
 * `template.yaml` (packages/contracts/src/content.ts), `README.md` and `files/` exactly as the
 * download's zip holds them. The README says how to add one.
 */
export const TEMPLATES_DIR = join(CONTENT_DIR, 'templates')

/** Every file below `dir`, as POSIX paths relative to it. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
}

/**
 * Every template folder under `dir`, checked: a manifest off its contract, a file listed but
 * missing or present but not listed, an unsafe path, a missing README, a template in another
 * category's folder or a slug used twice is an error naming the file and the field, and nothing
 * is returned until there are none. In the order of the categories, each category's by slug.
 */
export function loadTemplateFiles(dir: string = TEMPLATES_DIR): TemplateSeed[] {
  const problems: string[] = []
  const seeds: TemplateSeed[] = []
  const shown = shownFrom(dir)
  const categories = knownFolders(dir, templateCategorySlugList, 'category', problems)
  const slugs = new Set<string>()
  for (const category of categories) {
    const inCategory = readdirSync(join(dir, category), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )
    for (const entry of inCategory) {
      const at = join(dir, category, entry.name)
      const slug = entry.name
      if (!entry.isDirectory()) {
        problems.push(`${shown(at)}: a category folder holds only template folders`)
        continue
      }
      const manifestPath = join(at, 'template.yaml')
      const problem = (field: string, message: string) => problems.push(`${shown(manifestPath)}: ${field}: ${message}`)
      if (!DASHED_WORDS.test(slug) || slug.length > TEMPLATE_SLUG_MAX)
        problem('slug', 'the folder name (its slug) must be dashed lowercase words, such as nginx-reverse-proxy')
      if (slugs.has(slug)) problem('slug', 'another template has this slug')
      slugs.add(slug)
      for (const name of readdirSync(at))
        if (!['template.yaml', README_PATH, 'files'].includes(name))
          problems.push(`${shown(join(at, name))}: a template folder holds template.yaml, README.md and files/ only`)
      if (!existsSync(manifestPath)) {
        problem('template.yaml', 'missing')
        continue
      }
      const manifest = readYaml(templateManifest, readFileSync(manifestPath, 'utf8'), problem, 'template.yaml')
      const readmePath = join(at, README_PATH)
      const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : ''
      if (!readme.trim()) problems.push(`${shown(readmePath)}: readme: write what is inside and how to use it`)
      const filesDir = join(at, 'files')
      const found = existsSync(filesDir) ? filesBelow(filesDir) : []
      if (!manifest) continue
      if (manifest.category !== category)
        problem('category', `a ${manifest.category} template belongs in content/templates/${manifest.category}`)
      for (const path of manifest.files) {
        const unsafe = unsafeFilePath(path)
        if (unsafe) problem('files', `${JSON.stringify(path)} ${unsafe}`)
        else if (!found.includes(path)) problem('files', `${path} is listed but not in files/`)
      }
      for (const path of found)
        if (!manifest.files.includes(path)) problem('files', `files/${path} is not listed (list every file once)`)
      const { original_price, price, files, ...rest } = manifest
      seeds.push({
        slug,
        ...rest,
        readme,
        files: files.map((path) => ({ path, content: readContent(join(filesDir, path)) })),
        ...(price === undefined ? {} : { price }),
        ...(original_price === undefined ? {} : { originalPrice: original_price }),
      })
    }
  }
  if (problems.length) throw new ContentError(problems, 'template')
  return seeds
}

/** A file's text, or nothing for a file the checks above already reported missing. */
function readContent(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8') : ''
}
