import { describe, expect, it } from 'vitest'
import { fileLanguage, unsafeFilePath } from './files'

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
    ['src/main.rs', 'Rust'],
    ['Cargo.lock', 'TOML'],
    ['src/main/java/App.java', 'Java'],
    ['public/index.php', 'PHP'],
    ['pom.xml', 'XML'],
    ['phpunit.xml.dist', 'XML'],
    ['Makefile', 'Makefile'],
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
