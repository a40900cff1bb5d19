// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiReferencePage } from './api-reference-page'
import { testDocument } from './test-document'

const page = <ApiReferencePage document={testDocument} />
/** The 200 response of GET /api/things/{id}, whose body is a `Node`. */
const readThing = '[data-slot="api-operation"][data-method="get"][data-path="/api/things/{id}"] [data-status="200"]'
let root: Root | undefined

beforeEach(() => vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true))
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function mount(html: string) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  return container
}

const fieldNames = (response: Element | null) =>
  [...(response?.querySelectorAll('[data-slot="api-field"] code') ?? [])].map((code) => code.textContent)

describe("a response's fields", () => {
  it('are folded and not yet made in the server page: the fold says how many there are', () => {
    const response = mount(renderToString(page)).querySelector(readThing)
    expect(response?.querySelector('summary')?.textContent).toBe('2 fields')
    expect(response?.querySelector('[data-slot="api-fields"]')).toBeNull()
  })

  it('are made when the fold is opened, and stay when it is closed again', async () => {
    const container = mount('')
    root = createRoot(container)
    await act(async () => root?.render(page))
    const details = container.querySelector(`${readThing} details`) as HTMLDetailsElement
    expect(fieldNames(details)).toEqual([])

    await act(async () => {
      details.open = true
      details.dispatchEvent(new Event('toggle'))
    })
    expect(fieldNames(details)).toEqual(['name', 'children'])
    await act(async () => {
      details.open = false
      details.dispatchEvent(new Event('toggle'))
    })
    expect(fieldNames(details)).toEqual(['name', 'children'])
  })

  it('opened before the page hydrated, are made as it hydrates', async () => {
    const container = mount(renderToString(page))
    const details = container.querySelector(`${readThing} details`) as HTMLDetailsElement
    details.open = true
    expect(fieldNames(details)).toEqual([])
    await act(async () => {
      root = hydrateRoot(container, page)
    })
    expect(fieldNames(details)).toEqual(['name', 'children'])
  })
})
