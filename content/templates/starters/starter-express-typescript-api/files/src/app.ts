import express, { type ErrorRequestHandler } from 'express'
import { HttpError } from './errors.js'
import { booksRouter } from './routes/books.js'

export function createApp() {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')

  app.use((_req, res, next) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    })
    next()
  })
  app.use(express.json({ limit: '100kb' }))

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' })
  })
  app.use('/books', booksRouter())

  app.use((_req, _res, next) => {
    next(new HttpError(404, 'not found'))
  })

  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    if (err instanceof HttpError) {
      res.status(err.status).json({ error: err.message, details: err.details })
      return
    }
    // express.json() reports malformed bodies with a status of its own.
    const status = typeof err?.status === 'number' ? err.status : 500
    if (status >= 500) console.error(err)
    res.status(status).json({ error: status >= 500 ? 'internal error' : String(err.message) })
  }
  app.use(onError)

  return app
}
