import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { createRouter } from './router'

export type ClientAssets = {
  /** URL of the client entry module. */
  entry: string
  /** Stylesheets and module preloads the entry needs on first paint. */
  css: string[]
  preloads: string[]
}

export type RenderOptions = { request: Request; assets: ClientAssets; nonce: string }

/** Renders one page request to a complete HTML response (status 404 for unknown routes). */
export function render({ request, assets, nonce }: RenderOptions): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter({ nonce }),
    getRouterManifest: async () => ({
      routes: {
        __root__: {
          css: assets.css,
          preloads: assets.preloads,
          scripts: [{ attrs: { type: 'module', src: assets.entry, async: true } }],
        },
      },
    }),
  })
  return handler(defaultRenderHandler)
}
