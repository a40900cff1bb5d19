import type { Plugin } from 'vite'

/**
 * Development only: renders pages through the SSR entry on Vite's dev server, so pages hydrate
 * exactly as in production while modules hot-reload. Production rendering lives in the API server.
 */
export function devSsr(): Plugin {
  return {
    name: 'snipstack-dev-ssr',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next()
          try {
            const url = new URL(req.originalUrl ?? req.url ?? '/', `http://${req.headers.host}`)
            const { render } = (await server.ssrLoadModule(
              '/src/entry-server.tsx',
            )) as typeof import('../src/entry-server')
            const headers = new Headers()
            for (const [key, value] of Object.entries(req.headers))
              if (typeof value === 'string') headers.set(key, value)
            const response = await render({
              request: new Request(url, { headers }),
              assets: { entry: '/src/entry-client.tsx', css: [], preloads: [] },
              nonce: '',
              // Data pages' loaders reach /api through this dev server's proxy.
              fetchApi: (apiRequest) => fetch(apiRequest),
            })
            // Only Vite's client and React's refresh preamble are taken from transformIndexHtml: running
            // it over the whole page would rewrite the entry URL that the router's manifest also names.
            const injected = await server.transformIndexHtml(url.pathname, '<html><head></head><body></body></html>')
            const devHead = injected.slice(injected.indexOf('<head>') + 6, injected.indexOf('</head>'))
            const html = (await response.text()).replace('<head>', `<head>${devHead}`)
            res.statusCode = response.status
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.end(html)
          } catch (error) {
            server.ssrFixStacktrace(error as Error)
            next(error)
          }
        })
      }
    },
  }
}
