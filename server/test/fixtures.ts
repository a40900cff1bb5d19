import type { SnippetSeed } from '../src/modules/snippets/content/types'
import type { TemplateSeed } from '../src/modules/templates/content/types'

/**
 * A small free Dockerfile template for tests that need some in the catalogue: each test file
 * overrides what its assertions are about (name, category, dates, files).
 */
export function templateFixture(slug: string, fields: Partial<TemplateSeed> = {}): TemplateSeed {
  return {
    slug,
    name: `Fixture ${slug}`,
    description: 'A template written for the tests.',
    category: 'docker',
    language: 'Dockerfile',
    tags: ['fixture'],
    readme: `# ${slug}\n`,
    files: [{ path: 'Dockerfile', content: 'FROM alpine:3.20\n' }],
    published: '2025-01-01',
    ...fields,
  }
}

/** A free JavaScript function snippet, for tests that need some in the catalogue; overrides as above. */
export function snippetFixture(slug: string, fields: Partial<SnippetSeed> = {}): SnippetSeed {
  return {
    slug,
    title: `Fixture ${slug}`,
    description: 'A snippet written for the tests.',
    language: 'JavaScript',
    category: 'Function',
    tags: ['fixture'],
    code: 'export const answer = 42\n',
    mdx: `About ${slug}.\n`,
    plan: 'free',
    ...fields,
  }
}
