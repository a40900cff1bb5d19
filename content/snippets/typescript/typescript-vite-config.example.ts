import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, type UserConfig } from 'vite'
// The config above, as Vite imports it from vite.config.ts.
import configFor from './main.ts'

const resolved = (mode: string) =>
  (configFor as (env: { mode: string; command: 'build' | 'serve' }) => UserConfig)({ mode, command: 'serve' })

const dev = resolved('development')
const pluginNames = (dev.plugins ?? []).flat().map((plugin) => (plugin && 'name' in plugin ? plugin.name : ''))
console.log('React plugin:', pluginNames.some((name) => name.startsWith('vite:react')))
const alias = (dev.resolve?.alias as Record<string, string>)['@']
console.log('@ resolves to:', alias === join(process.cwd(), 'src') ? './src' : alias)
console.log('proxy:', JSON.stringify(dev.server?.proxy))
console.log('source maps: development', dev.build?.sourcemap, '· production', resolved('production').build?.sourcemap)

// API_URL comes from a .env file, or from the environment, which wins over it.
writeFileSync('.env', 'API_URL=http://localhost:9000\n')
console.log('with .env:', JSON.stringify(resolved('development').server?.proxy?.['/ws']))
process.env.API_URL = 'http://api.internal:7000'
console.log('with API_URL set:', JSON.stringify(resolved('development').server?.proxy?.['/api']))

// A production build of a small app: React in its own chunk, source maps written but not referenced.
mkdirSync('src', { recursive: true })
writeFileSync('index.html', '<!doctype html><div id="root"></div><script type="module" src="/src/main.tsx"></script>\n')
writeFileSync('src/App.tsx', 'export function App() {\n  return <h1>Hello</h1>\n}\n')
writeFileSync(
  'src/main.tsx',
  "import { createRoot } from 'react-dom/client'\nimport { App } from '@/App'\n\ncreateRoot(document.getElementById('root')!).render(<App />)\n",
)
const { test: _test, ...production } = resolved('production')
await build({ ...production, configFile: false, logLevel: 'silent', root: process.cwd() })
const assets = readdirSync('dist/assets').sort()
const chunks = assets.filter((name) => name.endsWith('.js'))
console.log('chunks:', chunks.map((name) => name.replace(/-[\w-]{8}\.js$/, '.js')).join(', '))
console.log('maps written:', chunks.every((name) => assets.includes(`${name}.map`)))
console.log('maps referenced:', chunks.some((name) => readFileSync(join('dist/assets', name), 'utf8').includes('sourceMappingURL')))
