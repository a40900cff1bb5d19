import { resolve } from 'node:path'
import { bun, root, run } from './lib'

// One command from a fresh clone to a running product: install, build, then serve
// (the server applies migrations and seeds before it listens).
await run([bun, 'install', '--frozen-lockfile'])
await run([bun, 'run', 'build'])
await run([bun, resolve(root, 'server/src/index.ts')], { env: { NODE_ENV: 'production' } })
