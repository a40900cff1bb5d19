import { createApp } from './app'
import { MemoryNoteStore } from './store'

const port = Number(process.env.PORT ?? 3000)
const app = createApp(new MemoryNoteStore()).listen({ port, hostname: '0.0.0.0' })

console.log(`notes-api listening on http://${app.server?.hostname}:${app.server?.port}`)

// Containers get SIGTERM on stop: finish in-flight requests, then exit.
process.on('SIGTERM', async () => {
  await app.stop()
  process.exit(0)
})
