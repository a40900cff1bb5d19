import { createServer } from 'node:http'

// A local API to call: /users/1 answers, /users/2 is missing, /slow never answers in time.
const server = createServer((request, response) => {
  if (request.url === '/slow') return setTimeout(() => response.end('{}'), 2000)
  response.setHeader('Content-Type', 'application/json')
  if (request.url === '/users/1') return response.end(JSON.stringify({ id: 1, name: 'Ada' }))
  if (request.method === 'POST') {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    return request.on('end', () => response.end(JSON.stringify({ received: JSON.parse(body) })))
  }
  response.statusCode = 404
  response.end(JSON.stringify({ error: 'not found' }))
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${server.address().port}`

console.log(await fetchJson(`${base}/users/1`))
console.log(await fetchJson(`${base}/users`, { method: 'POST', json: { name: 'Grace' } }))
try {
  await fetchJson(`${base}/users/2`)
} catch (error) {
  console.log(error.name, error.status, error.body)
}
try {
  await fetchJson(`${base}/slow`, { timeout: 100 })
} catch (error) {
  console.log(error.name)
}
server.closeAllConnections()
server.close()
