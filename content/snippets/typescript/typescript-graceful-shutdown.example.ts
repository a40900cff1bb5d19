const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const exitCodes: number[] = []
const app = createShutdown({ hookTimeoutMs: 50, exit: (code) => exitCodes.push(code), log: (m) => console.log(m) })

app.onShutdown('database pool', async () => {
  await sleep(5)
})
app.onShutdown('metrics flusher', () => {
  throw new Error('endpoint unreachable')
})
app.onShutdown('job queue consumer', () => sleep(200)) // hangs past the timeout
app.onShutdown('http server', async () => {
  await sleep(5)
})
app.listen(['SIGUSR2'])

// Further calls while shutting down join the same run instead of starting another.
process.emit('SIGUSR2', 'SIGUSR2')
await Promise.all([app.shutdown('manual'), app.shutdown('again')])
console.log(`exit codes: ${JSON.stringify(exitCodes)}`)

const clean = createShutdown({ exit: (code) => console.log(`exit(${code})`), log: () => {} })
clean.onShutdown('cache', () => {})
await clean.shutdown('test')
