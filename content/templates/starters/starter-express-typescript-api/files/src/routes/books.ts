import { Router } from 'express'
import { z } from 'zod'
import { HttpError } from '../errors.js'

const BookInput = z.object({
  title: z.string().trim().min(1).max(200),
  author: z.string().trim().min(1).max(120),
  year: z.number().int().min(0).max(new Date().getFullYear()).optional(),
})
type Book = z.infer<typeof BookInput> & { id: number }

export function booksRouter(): Router {
  const books = new Map<number, Book>()
  let nextId = 1
  const router = Router()

  router.get('/', (_req, res) => {
    res.json([...books.values()])
  })

  router.post('/', (req, res) => {
    const parsed = BookInput.safeParse(req.body)
    if (!parsed.success) throw new HttpError(422, 'invalid book', z.treeifyError(parsed.error))
    const book: Book = { id: nextId++, ...parsed.data }
    books.set(book.id, book)
    res.status(201).json(book)
  })

  router.get('/:id', (req, res) => {
    const book = books.get(Number(req.params.id))
    if (!book) throw new HttpError(404, 'book not found')
    res.json(book)
  })

  router.delete('/:id', (req, res) => {
    if (!books.delete(Number(req.params.id))) throw new HttpError(404, 'book not found')
    res.status(204).end()
  })

  return router
}
