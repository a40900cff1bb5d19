import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { HubContent } from './hub-data'
import { TemplateHub } from './template-hub'

/** Test helpers for the catalogues' hubs (snippets and templates each test their own content). */

/** The hub as the server renders it at `url`, inside a router (its entries are router links). */
export async function renderHub(url: string, content: (search: Record<string, unknown>) => HubContent) {
  const rootRoute = createRootRoute({
    validateSearch: (raw: Record<string, unknown>) => raw,
    component: () => createElement(TemplateHub, { content: content(rootRoute.useSearch()) }),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [url] }) })
  await router.load()
  return renderToString(createElement(RouterProvider, { router }))
}

export const searchBoxes = (html: string) => html.match(/<input[^>]*type="search"[^>]*>/g) ?? []
/** The links of the hub, as `name count → href`, the chosen ones marked. */
export const entries = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([tag, href, body]) => {
    const text = (body ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    const chosen = tag.includes('aria-current="true"') ? ' (chosen)' : ''
    return `${text} → ${(href ?? '').replaceAll('&amp;', '&')}${chosen}`
  })
