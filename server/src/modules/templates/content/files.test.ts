import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ContentError } from '../../catalog/content-files'
import { loadTemplateFiles, TEMPLATES_DIR } from './files'

const manifest = (fields: Record<string, string> = {}, files = ['Dockerfile', 'app/.dockerignore']) =>
  `${Object.entries({
    name: 'Small Image',
    description: 'A small image for a Node app.',
    category: 'docker',
    language: 'Dockerfile',
    tags: '[node, multi-stage]',
    published: '2025-06-01',
    ...fields,
  })
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\nfiles:\n${files.map((path) => `  - ${JSON.stringify(path)}`).join('\n')}\n`

const readme = 'What is inside.\n'

describe('template folders', () => {
  let dir: string
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'template-files-')), 'content', 'templates')
    mkdirSync(dir, { recursive: true })
  })
  afterEach(() => rmSync(dirname(dirname(dir)), { recursive: true, force: true }))

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const template = (at: string, yaml: string, files: Record<string, string> = {}) => {
    write(`${at}/template.yaml`, yaml)
    write(`${at}/README.md`, readme)
    for (const [path, content] of Object.entries(files)) write(`${at}/files/${path}`, content)
  }
  const problems = () => {
    try {
      loadTemplateFiles(dir)
    } catch (error) {
      if (error instanceof ContentError) return error.problems
      throw error
    }
    return []
  }
  const both = { Dockerfile: 'FROM node:24\n', 'app/.dockerignore': '.git\n' }

  it('loads a template with its files in the listed order, slug from the folder, prices in dollars', () => {
    template('docker/small-image', manifest({ price: '19', original_price: '29' }), both)
    expect(loadTemplateFiles(dir)).toEqual([
      {
        slug: 'small-image',
        name: 'Small Image',
        description: 'A small image for a Node app.',
        category: 'docker',
        language: 'Dockerfile',
        tags: ['node', 'multi-stage'],
        published: '2025-06-01',
        readme,
        files: [
          { path: 'Dockerfile', content: 'FROM node:24\n' },
          { path: 'app/.dockerignore', content: '.git\n' },
        ],
        price: 19,
        originalPrice: 29,
      },
    ])
  })

  it('names the file and the field of every problem, all at once', () => {
    template('docker/unlisted', manifest({}, ['Dockerfile']), both)
    template('docker/missing-file', manifest({}, ['Dockerfile', 'app/.dockerignore', 'compose.yaml']), both)
    template('docker/unsafe', manifest({}, ['../escape']), {})
    template('docker/wrong-category', manifest({ category: 'nginx' }), both)
    template('docker/bad-day', manifest({ published: '2025-02-30' }), both)
    template('docker/discount-only', manifest({ original_price: '9' }), both)
    template('nginx/unsafe', manifest({ category: 'nginx' }), both)
    write('docker/no-manifest/README.md', readme)
    write('docker/stray.txt', 'x')
    write('docker/extra/template.yaml', manifest())
    write('docker/extra/notes.txt', 'x')
    write('docker/extra/files/Dockerfile', 'FROM a\n')
    write('docker/extra/files/app/.dockerignore', 'x\n')
    write('recipes/x/template.yaml', manifest())
    expect(problems().sort()).toEqual(
      [
        'content/templates/recipes: not a category folder (docker, docker-compose, kubernetes, helm, nginx, ci-cd, terraform, starters)',
        'content/templates/docker/unlisted/template.yaml: files: files/app/.dockerignore is not listed (list every file once)',
        'content/templates/docker/missing-file/template.yaml: files: compose.yaml is listed but not in files/',
        'content/templates/docker/unsafe/template.yaml: files: "../escape" has an empty, . or .. segment',
        'content/templates/docker/wrong-category/template.yaml: category: a nginx template belongs in content/templates/nginx',
        'content/templates/docker/bad-day/template.yaml: published: Not a real day',
        'content/templates/docker/discount-only/template.yaml: original_price: A free template has no price',
        'content/templates/nginx/unsafe/template.yaml: slug: another template has this slug',
        'content/templates/docker/no-manifest/template.yaml: template.yaml: missing',
        'content/templates/docker/stray.txt: a category folder holds only template folders',
        'content/templates/docker/extra/notes.txt: a template folder holds template.yaml, README.md and files/ only',
        'content/templates/docker/extra/README.md: readme: write what is inside and how to use it',
      ].sort(),
    )
  })

  it('loads the catalogue in the repository without a problem', () => {
    expect(loadTemplateFiles(TEMPLATES_DIR).length).toBeGreaterThan(0)
  })
})
