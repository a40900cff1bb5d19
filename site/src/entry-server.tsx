import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { createRouter } from './router'

type RouteAssets = {
  /** Stylesheets and module preloads needed on first paint. */
  css: string[]
  preloads: string[]
}

export type ClientAssets = RouteAssets & {
  /** URL of the client entry module. */
  entry: string
  /** Lazily split chunks of each route, by route id; only the matched routes' are emitted. */
  routes?: Record<string, RouteAssets>
}

export type RenderOptions = { request: Request; assets: ClientAssets; nonce: string }

/** Renders one page request to a complete HTML response (status 404 for unknown routes). */
export function render({ request, assets, nonce }: RenderOptions): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter({ nonce }),
    getRouterManifest: async () => ({
      routes: {
        ...assets.routes,
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
