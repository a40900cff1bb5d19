import { describe, expect, it } from 'vitest'
import { fileLanguage, unsafeFilePath } from './model'
import { utcDay, visitorKey } from './visitor'

describe('file languages', () => {
  it.each([
    ['Dockerfile', 'Dockerfile'],
    ['api/Dockerfile', 'Dockerfile'],
    ['worker.Dockerfile', 'Dockerfile'],
    ['k8s/deployment.yaml', 'YAML'],
    ['.github/workflows/ci.yml', 'YAML'],
    ['main.tf', 'HCL'],
    ['nginx/nginx.conf', 'NGINX'],
    ['src/index.ts', 'TypeScript'],
    ['server.mjs', 'JavaScript'],
    ['main.go', 'Go'],
    ['app.py', 'Python'],
    ['scripts/deploy.sh', 'Shell'],
    ['package.json', 'JSON'],
    ['pyproject.toml', 'TOML'],
    ['.env.example', 'INI'],
    ['docs/USAGE.md', 'Markdown'],
  ])('%s is %s', (path, language) => {
    expect(fileLanguage(path)).toBe(language)
  })

  it('has none for other kinds, and none for names that are properties of every object', () => {
    for (const path of ['.gitignore', 'LICENSE', 'notes.txt', 'go.sum', 'constructor', 'a.constructor', '__proto__'])
      expect(fileLanguage(path), path).toBeUndefined()
  })
})

describe('file paths a zip may hold', () => {
  it('admits relative paths in folders', () => {
    for (const path of ['Dockerfile', 'k8s/app.yaml', '.github/workflows/ci.yml', 'docs/README.md'])
      expect(unsafeFilePath(path), path).toBeUndefined()
  })

  it('refuses what could unpack outside its folder, or take the place of the README', () => {
    for (const path of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'a\\b',
      'a//b',
      './a',
      'a/',
      '',
      'README.md',
      'readme.md',
      'a\u0000b',
    ])
      expect(unsafeFilePath(path), JSON.stringify(path)).toBeDefined()
  })
})

describe('visitor keys', () => {
  const secret = new Uint8Array(32).fill(7)
  const client = { ip: '203.0.113.1', userAgent: 'Mozilla/5.0' }

  it('are the same for one visitor on one day, and differ by visitor, day and secret', () => {
    const key = visitorKey(secret, client, '2025-06-01')
    expect(key).toMatch(/^[\w-]{43}$/)
    expect(visitorKey(secret, { ...client }, '2025-06-01')).toBe(key)
    const others = [
      visitorKey(secret, client, '2025-06-02'),
      visitorKey(secret, { ...client, ip: '203.0.113.2' }, '2025-06-01'),
      visitorKey(secret, { ...client, userAgent: 'curl/8' }, '2025-06-01'),
      visitorKey(secret, { userId: '203.0.113.1' }, '2025-06-01'),
      visitorKey(new Uint8Array(32).fill(8), client, '2025-06-01'),
    ]
    expect(new Set([key, ...others]).size).toBe(others.length + 1)
  })

  it('name the UTC day', () => {
    expect(utcDay(new Date('2025-06-01T23:59:59.999Z'))).toBe('2025-06-01')
    expect(utcDay(new Date('2025-06-02T00:30:00+02:00'))).toBe('2025-06-01')
  })
})
