import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { importAlias, isTypeScriptProject, loadTsPaths, resolveImportPath } from './tsconfig'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A throwaway project from a map of file → contents. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'snipstack-tsconfig-'))
  dirs.push(dir)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

const solution = `{
  "files": [],
  "references": [
    { "path": "./tsconfig.app.json" },
    { "path": "./tsconfig.node.json" }
  ]
}
`

/** create-vite 9's react-ts template (TypeScript 7, Vite 8) as it is generated: no `strict`, no `baseUrl`. */
const createVite = {
  'tsconfig.json': solution,
  'tsconfig.app.json': `{
  "compilerOptions": {
    "tsBuildInfoFile": "./node_modules/.tmp/tsconfig.app.tsbuildinfo",
    "target": "es2023",
    "lib": ["ES2023", "DOM"],
    "module": "esnext",
    "types": ["vite/client"],
    "allowArbitraryExtensions": true,
    "skipLibCheck": true,

    /* Bundler mode */
    "moduleResolution": "bundler",
    "allowImportingTsExtensions": true,
    "verbatimModuleSyntax": true,
    "moduleDetection": "force",
    "noEmit": true,
    "jsx": "react-jsx",

    /* Linting */
    "noUnusedLocals": true,
    "noUnusedParameters": true,
    "erasableSyntaxOnly": true,
    "noFallthroughCasesInSwitch": true
  },
  "include": ["src"]
}
`,
  'tsconfig.node.json': `{
  "compilerOptions": {
    "tsBuildInfoFile": "./node_modules/.tmp/tsconfig.node.tsbuildinfo",
    "target": "es2023",
    "lib": ["ES2023"],
    "types": ["node"],
    "skipLibCheck": true,

    /* Bundler mode */
    "module": "nodenext",
    "allowImportingTsExtensions": true,
    "verbatimModuleSyntax": true,
    "moduleDetection": "force",
    "noEmit": true,

    /* Linting */
    "noUnusedLocals": true,
    "noUnusedParameters": true,
    "erasableSyntaxOnly": true,
    "noFallthroughCasesInSwitch": true
  },
  "include": ["vite.config.ts"]
}
`,
}

/** The alias as our Vite guide adds it: `paths` alone, in the solution config and in the app config. */
function withGuideAlias(files: Record<string, string>): Record<string, string> {
  const paths = '"paths": {\n      "@/*": ["./src/*"]\n    }'
  return {
    ...files,
    'tsconfig.json': `${solution.trimEnd().slice(0, -2)},\n  "compilerOptions": {\n    ${paths}\n  }\n}\n`,
    'tsconfig.app.json': (files['tsconfig.app.json'] as string).replace(
      /("noFallthroughCasesInSwitch": true)/,
      `$1,\n\n    ${paths}`,
    ),
  }
}

/** @tsconfig/strictest as npm installs it: a package whose tsconfig.json other configs extend. */
const strictest = {
  'node_modules/@tsconfig/strictest/package.json': JSON.stringify({ name: '@tsconfig/strictest', version: '2.0.8' }),
  'node_modules/@tsconfig/strictest/tsconfig.json': `{
  "$schema": "https://json.schemastore.org/tsconfig",
  "display": "Strictest",
  "_version": "2.0.0",

  "compilerOptions": {
    "strict": true,
    "allowUnusedLabels": false,
    "allowUnreachableCode": false,
    "exactOptionalPropertyTypes": true,
    "noFallthroughCasesInSwitch": true,
    "noImplicitOverride": true,
    "noImplicitReturns": true,
    "noPropertyAccessFromIndexSignature": true,
    "noUncheckedIndexedAccess": true,
    "noUnusedLocals": true,
    "noUnusedParameters": true,

    "isolatedModules": true,

    "checkJs": true,

    "esModuleInterop": true,
    "skipLibCheck": true
  }
}
`,
}

describe('tsconfig aliases without baseUrl (TypeScript 7 removed it)', () => {
  it("reads the alias our Vite guide adds to create-vite's TypeScript 7 template, from the solution config", () => {
    const dir = project(withGuideAlias(createVite))
    const paths = loadTsPaths(dir)
    expect(paths?.file).toBe(join(dir, 'tsconfig.json'))
    expect(paths && importAlias(paths)).toBe('@')
    expect(paths && resolveImportPath('@/components/ui', paths)).toBe(join(dir, 'src/components/ui'))
  })

  it('follows the references to tsconfig.app.json when only it declares the alias', () => {
    const guided = withGuideAlias(createVite)
    const dir = project({ ...guided, 'tsconfig.json': solution })
    const paths = loadTsPaths(dir)
    expect(paths?.file).toBe(join(dir, 'tsconfig.app.json'))
    expect(paths && importAlias(paths)).toBe('@')
    expect(paths && resolveImportPath('@/lib/utils', paths)).toBe(join(dir, 'src/lib/utils'))
  })

  it('resolves paths from the folder of the config that declares them, wherever the project extends it from', () => {
    const dir = project({
      'tsconfig.json': '{ "files": [], "references": [{ "path": "./web" }] }',
      'web/tsconfig.json': '{ "extends": "../config/tsconfig.paths.json", "include": ["src"] }',
      'config/tsconfig.paths.json': '{ "compilerOptions": { "paths": { "#ui/*": ["../web/src/ui/*"] } } }',
    })
    const paths = loadTsPaths(dir)
    expect(paths?.file).toBe(join(dir, 'web/tsconfig.json'))
    expect(paths && importAlias(paths)).toBe('#ui')
    expect(paths && resolveImportPath('#ui/button', paths)).toBe(join(dir, 'web/src/ui/button'))
  })

  it('matches only the declared paths', () => {
    const paths = loadTsPaths(project(withGuideAlias(createVite)))
    expect(paths && resolveImportPath('#/lib/utils', paths)).toBeUndefined()
    expect(paths && resolveImportPath('react', paths)).toBeUndefined()
  })

  it("reads a JavaScript project's jsconfig.json", () => {
    const dir = project({ 'jsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }' })
    const paths = loadTsPaths(dir)
    expect(paths && importAlias(paths)).toBe('@')
    expect(paths && resolveImportPath('@/components', paths)).toBe(join(dir, 'src/components'))
  })

  it("reports no alias for create-vite's template before the alias is added", () => {
    expect(loadTsPaths(project(createVite))).toBeUndefined()
  })
})

describe('tsconfig aliases in TypeScript 5 projects, baseUrl included', () => {
  it('reads paths relative to a baseUrl, as TypeScript 5 resolves them', () => {
    const dir = project({
      'tsconfig.json': '{ "compilerOptions": { "baseUrl": "./src", "paths": { "@/*": ["./*"] } } }',
    })
    const paths = loadTsPaths(dir)
    expect(paths && importAlias(paths)).toBe('@')
    expect(paths && resolveImportPath('@/components/ui', paths)).toBe(join(dir, 'src/components/ui'))
  })

  it("reads Remix's ~ alias with a baseUrl in the extending config", () => {
    const dir = project({
      'tsconfig.json': '{ "extends": "./tsconfig.base.json", "compilerOptions": { "baseUrl": "." } }',
      'tsconfig.base.json': '{ "compilerOptions": { "paths": { "~/*": ["./app/*"] } } }',
    })
    const paths = loadTsPaths(dir)
    expect(paths && importAlias(paths)).toBe('~')
    expect(paths && resolveImportPath('~/lib/utils', paths)).toBe(join(dir, 'app/lib/utils'))
  })

  it('matches only declared paths, not everything a baseUrl could reach', () => {
    const dir = project({
      'tsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["./src/*"] } } }',
    })
    const paths = loadTsPaths(dir)
    expect(paths && resolveImportPath('src/lib/utils', paths)).toBeUndefined()
  })

  it('resolves an extends chain through a package (@tsconfig/strictest) and relative files', () => {
    const dir = project({
      ...strictest,
      'tsconfig.json': `{
  // The project's settings on top of the strictest preset and the team's base.
  "extends": ["@tsconfig/strictest/tsconfig.json", "./config/tsconfig.base.json"],
  "compilerOptions": { "types": ["vite/client", "a, ]", "http://example.com//x"], },
  "include": ["src"],
}
`,
      'config/tsconfig.base.json': '{ "extends": "./tsconfig.paths.json", "compilerOptions": { "target": "ES2022" } }',
      'config/tsconfig.paths.json':
        '{\n  /* aliases */\n  "compilerOptions": { "paths": { "~/*": ["../app/*"], }, },\n}\n',
    })
    const paths = loadTsPaths(dir)
    expect(paths && importAlias(paths)).toBe('~')
    expect(paths && resolveImportPath('~/lib/utils', paths)).toBe(join(dir, 'app/lib/utils'))
  })
})

describe('tsconfig errors', () => {
  it('reports no alias when there are no paths', () => {
    expect(loadTsPaths(project({ 'tsconfig.json': '{ "compilerOptions": {} }' }))).toBeUndefined()
  })

  it('says which config is broken instead of finding no alias', () => {
    const dir = project({
      'tsconfig.json': '{ "files": [], "references": [{ "path": "./tsconfig.app.json" }] }',
      'tsconfig.app.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } ',
    })
    expect(() => loadTsPaths(dir)).toThrowError(
      /^tsconfig\.app\.json is not valid JSON \(CloseBraceExpected at line 1, column \d+\)\.$/,
    )
  })

  it('says when a package an extends names is not installed', () => {
    const dir = project({ 'tsconfig.json': '{ "extends": "@tsconfig/strictest/tsconfig.json" }' })
    expect(() => loadTsPaths(dir)).toThrowError(/^Could not read tsconfig\.json \(/)
  })
})

describe('isTypeScriptProject', () => {
  it('is true with a tsconfig.json or only a tsconfig.app.json, false with a jsconfig.json or no config', () => {
    expect(isTypeScriptProject(project(createVite))).toBe(true)
    expect(isTypeScriptProject(project({ 'tsconfig.app.json': '{}' }))).toBe(true)
    expect(isTypeScriptProject(project({ 'jsconfig.json': '{}' }))).toBe(false)
    expect(isTypeScriptProject(project({ 'package.json': '{}' }))).toBe(false)
  })
})
