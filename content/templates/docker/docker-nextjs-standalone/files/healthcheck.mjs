// The image's HEALTHCHECK: exits 0 when GET /api/health answers 2xx within three seconds, 1 otherwise.
const port = process.env.PORT ?? '3000'

try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(3000) })
  process.exit(response.ok ? 0 : 1)
} catch {
  process.exit(1)
}
