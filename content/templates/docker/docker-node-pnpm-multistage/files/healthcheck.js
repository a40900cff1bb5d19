// Exits 0 when GET /health answers 2xx within three seconds, 1 otherwise.
import http from 'node:http'

const port = process.env.PORT ?? '8080'
const request = http.get({ host: '127.0.0.1', port, path: '/health', timeout: 3000 }, (response) => {
  response.resume()
  process.exit(response.statusCode >= 200 && response.statusCode < 300 ? 0 : 1)
})
request.on('timeout', () => request.destroy(new Error('timeout')))
request.on('error', () => process.exit(1))
