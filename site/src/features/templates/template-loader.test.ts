import type { TemplateDetail } from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { prepareTemplateView, relatedListing, templateMeta } from './template-loader'

const template: TemplateDetail = {
  id: '00000000-0000-4000-8000-000000000000',
  slug: 'k8s-deployment',
  name: 'Kubernetes Deployment',
  description: 'A deployment with a service.',
  image: '/api/templates/k8s-deployment/preview.svg',
  category: { slug: 'kubernetes', title: 'Kubernetes' },
  language: 'YAML',
  tags: ['kubernetes'],
  price: 0,
  original_price: null,
  rating: 4.5,
  reviews: 3,
  downloads: 10,
  views: 20,
  published_at: '2025-01-01',
  readme: '# Kubernetes Deployment\n\nApply it with `kubectl apply -f k8s/`.\n',
  files: [
    { path: 'k8s/deployment.yaml', content: 'apiVersion: apps/v1\nkind: Deployment\n', size: 37, language: 'YAML' },
    { path: '.gitignore', content: 'node_modules\n', size: 13 },
  ],
}

describe('templateMeta', () => {
  it('gives the title, description and Open Graph tags with the preview as image', () => {
    const meta = templateMeta(template, 'https://snipstack.example')
    expect(meta).toContainEqual({ title: 'Kubernetes Deployment · Snipstack' })
    expect(meta).toContainEqual({ name: 'description', content: template.description })
    expect(meta).toContainEqual({ property: 'og:title', content: 'Kubernetes Deployment · Snipstack' })
    expect(meta).toContainEqual({ property: 'og:description', content: template.description })
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' })
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://snipstack.example/api/templates/k8s-deployment/preview.svg',
    })
    expect(templateMeta(template)).toContainEqual({
      property: 'og:image',
      content: '/api/templates/k8s-deployment/preview.svg',
    })
  })
})

describe('relatedListing', () => {
  it("asks for the first page of the template's category", () => {
    expect(relatedListing(template)).toEqual({ categorySlug: 'kubernetes', page: 1, search: {} })
  })
})

describe('prepareTemplateView', () => {
  it('highlights the first file and parses the README', async () => {
    const { firstFile, readme } = await prepareTemplateView(template)
    expect(firstFile?.path).toBe('k8s/deployment.yaml')
    expect(firstFile?.highlighted?.flat().some((token) => token.light)).toBe(true)
    expect(readme.source).toBe(template.readme)
    expect(readme.tree.children.map((node) => node.type)).toEqual(['heading', 'paragraph'])
  })

  it('gives only the path of a first file with no language, and nothing without files', async () => {
    const plain = await prepareTemplateView({
      ...template,
      files: [template.files[1] as TemplateDetail['files'][number]],
    })
    expect(plain.firstFile).toEqual({ path: '.gitignore' })
    expect((await prepareTemplateView({ ...template, files: [] })).firstFile).toBeUndefined()
  })
})
