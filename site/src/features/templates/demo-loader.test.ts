import { QueryClient } from '@tanstack/react-query'
import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { demoMeta, loadDemoPage } from './demo-loader'

describe('loadDemoPage', () => {
  const queryClient = new QueryClient()
  const rejectsAsNotFound = async (search: Record<string, unknown>) => {
    const error = await loadDemoPage(search, queryClient).catch((caught: unknown) => caught)
    expect(isNotFound(error), JSON.stringify(search)).toBe(true)
  }

  it('answers not found, asking no API, when the type is not template or the id is missing', async () => {
    await rejectsAsNotFound({})
    await rejectsAsNotFound({ id: '1' })
    await rejectsAsNotFound({ id: '00000000-0000-4000-8000-000000000000', type: 'snippet' })
    await rejectsAsNotFound({ id: '00000000-0000-4000-8000-000000000000', type: ['template'] })
    await rejectsAsNotFound({ id: '  ', type: 'template' })
    await rejectsAsNotFound({ id: { a: 1 }, type: 'template' })
  })
})

describe('demoMeta', () => {
  it('names the demo and keeps it out of search results', () => {
    expect(demoMeta({ name: 'Go API', description: 'A Go API.' })).toEqual([
      { title: 'Live demo: Go API · Snipstack' },
      { name: 'description', content: 'A Go API.' },
      { name: 'robots', content: 'noindex' },
    ])
  })
})
