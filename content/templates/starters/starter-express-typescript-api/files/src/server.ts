import { createApp } from './app.js'

const port = Number(process.env.PORT ?? 3000)
const server = createApp().listen(port, () => {
  console.log(`books-api listening on http://localhost:${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.log(`${signal} received, closing`)
    server.close(() => process.exit(0))
    // Keep-alive connections can hold close() open; do not wait for them forever.
    setTimeout(() => process.exit(1), 10_000).unref()
  })
}
