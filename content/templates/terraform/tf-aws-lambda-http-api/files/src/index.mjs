// A small HTTP API handler for API Gateway's payload format 2.0. Replace the routes with your own;
// keep the shape of the responses ({ statusCode, headers, body }).

const json = (statusCode, data, headers = {}) => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(data),
})

/** Parses a JSON body, which API Gateway may hand over base64-encoded. */
function readJson(event) {
  if (!event.body) return undefined
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body
  return JSON.parse(text)
}

const routes = {
  'GET /health': async () => json(200, { status: 'ok' }),

  'GET /hello': async (event) => {
    const name = event.queryStringParameters?.name ?? 'world'
    return json(200, { message: `Hello, ${name}!` })
  },

  'POST /echo': async (event) => {
    let payload
    try {
      payload = readJson(event)
    } catch {
      return json(400, { error: 'The body is not valid JSON' })
    }
    // With a JWT authorizer, the verified token's claims arrive here.
    const claims = event.requestContext.authorizer?.jwt?.claims ?? null
    return json(200, { received: payload ?? null, subject: claims?.sub ?? null })
  },
}

export const handler = async (event, context) => {
  const { method, path } = event.requestContext.http
  const route = routes[`${method} ${path}`]
  if (!route) return json(404, { error: `No route for ${method} ${path}` })
  try {
    return await route(event, context)
  } catch (error) {
    // With JSON logging, console.error becomes an ERROR record carrying the request ID.
    console.error('Unhandled error', { path, message: error.message, stack: error.stack })
    return json(500, { error: 'Internal error', requestId: context.awsRequestId })
  }
}
