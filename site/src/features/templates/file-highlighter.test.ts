import { templateFileLanguages } from '@snipstack/contracts/template-constants'
import { describe, expect, it } from 'vitest'
import { fileGrammar, highlightFile } from './file-highlighter'

describe('fileGrammar', () => {
  it('gives every language the API names a grammar', () => {
    for (const language of templateFileLanguages) expect(fileGrammar({ path: 'x', language }), language).toBeTruthy()
  })

  it('maps the catalogue languages to their grammars', () => {
    expect(fileGrammar({ path: 'Dockerfile', language: 'Dockerfile' })).toBe('dockerfile')
    expect(fileGrammar({ path: 'k8s/deployment.yaml', language: 'YAML' })).toBe('yaml')
    expect(fileGrammar({ path: 'nginx/default.conf', language: 'NGINX' })).toBe('nginx')
    expect(fileGrammar({ path: 'scripts/deploy.sh', language: 'Shell' })).toBe('shellscript')
    expect(fileGrammar({ path: '.env.example', language: 'INI' })).toBe('ini')
    expect(fileGrammar({ path: 'src/app.ts', language: 'TypeScript' })).toBe('typescript')
    expect(fileGrammar({ path: 'bin/cli.js', language: 'JavaScript' })).toBe('javascript')
  })

  it('reads the extension where one language has two grammars', () => {
    expect(fileGrammar({ path: 'src/App.tsx', language: 'TypeScript' })).toBe('tsx')
    expect(fileGrammar({ path: 'src/App.TSX', language: 'TypeScript' })).toBe('tsx')
    expect(fileGrammar({ path: 'main.tf', language: 'HCL' })).toBe('terraform')
    expect(fileGrammar({ path: 'env/prod.tfvars', language: 'HCL' })).toBe('terraform')
    expect(fileGrammar({ path: 'config.hcl', language: 'HCL' })).toBe('hcl')
    // A folder's dot is not an extension.
    expect(fileGrammar({ path: 'a.tsx/index.ts', language: 'TypeScript' })).toBe('typescript')
  })

  it('leaves files of no known kind plain', () => {
    expect(fileGrammar({ path: '.gitignore' })).toBeUndefined()
    expect(fileGrammar({ path: 'LICENSE', language: undefined })).toBeUndefined()
    // A language a newer API might name: plain text rather than a failure.
    expect(fileGrammar({ path: 'x.rb', language: 'Ruby' as never })).toBeUndefined()
    expect(fileGrammar({ path: 'x', language: 'constructor' as never })).toBeUndefined()
  })
})

describe('highlightFile', () => {
  const text = (tokens: { content: string }[][] | undefined) =>
    tokens?.map((line) => line.map((token) => token.content).join('')).join('\n')

  it('colours a file in both themes, its text unchanged and its trailing newlines dropped', async () => {
    const content = 'FROM node:22-alpine\nRUN npm ci\n\n'
    const tokens = await highlightFile({ path: 'Dockerfile', content, language: 'Dockerfile' })
    expect(text(tokens)).toBe('FROM node:22-alpine\nRUN npm ci')
    expect(tokens?.flat().some((token) => token.light && token.dark)).toBe(true)
  })

  it('loads each grammar on first use, several at once', async () => {
    const files = [
      { path: 'main.tf', content: 'resource "aws_vpc" "main" {}\n', language: 'HCL' as const },
      { path: 'src/App.tsx', content: 'export const App = () => <div />\n', language: 'TypeScript' as const },
      { path: 'app.yaml', content: 'a: 1\n', language: 'YAML' as const },
      { path: 'index.html', content: '<p>Hi</p>\n', language: 'HTML' as const },
    ]
    const all = await Promise.all(files.map((file) => highlightFile(file)))
    expect(all.map(text)).toEqual(files.map((file) => file.content.trimEnd()))
  })

  it('answers nothing for a file with no language', async () => {
    expect(await highlightFile({ path: '.gitignore', content: 'node_modules\n' })).toBeUndefined()
  })
})
