import { Elysia, t } from 'elysia'
import type { NoteStore } from './store'

const noteInput = t.Object({
  title: t.String({ minLength: 1, maxLength: 200 }),
  body: t.String({ maxLength: 10_000 }),
})
const idParams = t.Object({ id: t.Numeric({ minimum: 1 }) })

/** Builds the app around a store, so tests can hand it a fresh one. */
export function createApp(store: NoteStore) {
  return new Elysia()
    .onError(({ code, error, set }) => {
      // One error shape for every failure: { error: string, details?: unknown }.
      if (code === 'VALIDATION') {
        set.status = 422
        return { error: 'invalid request', details: error.all }
      }
      if (code === 'NOT_FOUND') {
        set.status = 404
        return { error: 'not found' }
      }
      console.error(error)
      set.status = 500
      return { error: 'internal error' }
    })
    .get('/health', () => ({ status: 'ok' }))
    .get('/notes', () => store.list())
    .post(
      '/notes',
      ({ body, set }) => {
        set.status = 201
        return store.create(body)
      },
      { body: noteInput },
    )
    .get(
      '/notes/:id',
      ({ params, status }) => store.get(params.id) ?? status(404, { error: 'note not found' }),
      { params: idParams },
    )
    .patch(
      '/notes/:id',
      ({ params, body, status }) => store.update(params.id, body) ?? status(404, { error: 'note not found' }),
      { params: idParams, body: t.Partial(noteInput) },
    )
    .delete(
      '/notes/:id',
      ({ params, set, status }) => {
        if (!store.remove(params.id)) return status(404, { error: 'note not found' })
        set.status = 204
        return null
      },
      { params: idParams },
    )
}

export type App = ReturnType<typeof createApp>
