import { resolve } from 'node:path'
import { bun, root, run } from './lib'

// Development: the API server restarts on change (port 3001, API only) and Vite serves the
// site on port 3000 with HMR, server-rendering pages and proxying /api, /r, /llms.txt and /llms-full.txt to the API.
// The registry is built once first so /r answers; rerun `bun run registry:build` after editing items.
await run([bun, 'run', 'registry:build'])
const procs = [
  Bun.spawn([bun, '--watch', resolve(root, 'server/src/index.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: '3001', HOST: '127.0.0.1' },
    stdio: ['inherit', 'inherit', 'inherit'],
  }),
  Bun.spawn([bun, 'x', 'vite'], { cwd: resolve(root, 'site'), stdio: ['inherit', 'inherit', 'inherit'] }),
]
const stop = () => {
  for (const p of procs) p.kill()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
await Promise.race(procs.map((p) => p.exited))
stop()
