import { AppError } from './errors'

/**
 * How the server learns its own public address. Absolute URLs it writes (registry JSON, OAuth
 * callbacks) come from PUBLIC_URL when set; without it they come from the request's Host, which
 * a client chooses, so only hosts vetted here may be reflected.
 */
export type OriginOptions = {
  /** PUBLIC_URL: the one origin written into absolute URLs. */
  publicUrl?: string
  /** ALLOWED_HOSTS: host names besides loopback that may be reflected when PUBLIC_URL is unset. */
  allowedHosts?: readonly string[]
  /** TRUST_PROXY: reverse proxies whose X-Forwarded-Proto is believed. */
  trustedProxies?: number
}

/** `localhost`, `*.localhost`, 127.0.0.0/8 and ::1 only ever name this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(host)
  )
}

function parsedUrl(request: Request): URL | undefined {
  // Bun hands over a bare path as the URL when the Host header is missing or not a host.
  return URL.canParse(request.url) ? new URL(request.url) : undefined
}

/**
 * The scheme the client used. Behind `trustedProxies` proxies the one that terminated TLS says so
 * in X-Forwarded-Proto; a value a client wrote itself is never believed.
 */
export function requestProtocol(request: Request, trustedProxies = 0): 'http:' | 'https:' {
  if (trustedProxies > 0) {
    const forwarded = (request.headers.get('x-forwarded-proto') ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean)
    const proto = forwarded[Math.max(0, forwarded.length - trustedProxies)]
    if (proto === 'https' || proto === 'http') return `${proto}:`
  }
  return parsedUrl(request)?.protocol === 'https:' ? 'https:' : 'http:'
}

/** The origin to write into absolute URLs for this request: PUBLIC_URL, else the request's own. */
export function publicOrigin(request: Request, { publicUrl, trustedProxies = 0 }: OriginOptions): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '')
  const url = parsedUrl(request)
  if (!url) throw malformedHost()
  return `${requestProtocol(request, trustedProxies)}//${url.host}`
}

const malformedHost = () => new AppError('BAD_REQUEST', 'The request has no valid Host header.')

/** The port `serve()` listens on, for each request it hands over; requests made in process have none. */
const listeningPorts = new WeakMap<Request, number>()

export function recordListeningPort(request: Request, port: number | undefined): void {
  if (port) listeningPorts.set(request, port)
}

/** Each kind of loopback address under one name: every `*.localhost` is `localhost`, every 127/8 address 127.0.0.1. */
function loopbackName(hostname: string): string {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  if (host === '::1') return '[::1]'
  if (host === 'localhost' || host.endsWith('.localhost')) return 'localhost'
  return '127.0.0.1'
}

/**
 * The origin written into documents that are kept and compressed per origin (registry JSON, the
 * llms files, the CLI package). Without PUBLIC_URL it comes from the Host, which the client
 * chooses: were every loopback alias (`a.localhost`, `b.localhost`, …) and every port its own
 * origin, each new one would cost a copy and a compression. So loopback names collapse to one per
 * kind, and a port in the Host stands for the port this server listens on, which is the one a
 * client on this machine reaches it at. Behind a port mapping (a container), PUBLIC_URL names the
 * outside address.
 */
export function documentOrigin(request: Request, options: OriginOptions): string {
  if (options.publicUrl) return publicOrigin(request, options)
  const url = parsedUrl(request)
  if (!url) throw malformedHost()
  const hostname = isLoopbackHost(url.hostname) ? loopbackName(url.hostname) : url.hostname
  const port = url.port && String(listeningPorts.get(request) ?? url.port)
  return `${requestProtocol(request, options.trustedProxies)}//${hostname}${port ? `:${port}` : ''}`
}

/**
 * Refuses a request whose Host is missing or malformed, and, while origins are reflected (no
 * PUBLIC_URL), one whose Host is neither loopback nor allow-listed: such a request could make a
 * shared cache keep registry JSON that points the CLIs at another server. It also stops DNS
 * rebinding against a server left on its default settings.
 */
export function checkHost(request: Request, { publicUrl, allowedHosts = [] }: OriginOptions): AppError | undefined {
  const url = parsedUrl(request)
  if (!url?.hostname) return malformedHost()
  if (publicUrl) return undefined
  const hostname = url.hostname.toLowerCase()
  if (isLoopbackHost(hostname)) return undefined
  const host = url.host.toLowerCase()
  if (allowedHosts.some((allowed) => allowed === hostname || allowed === host)) return undefined
  return new AppError(
    'BAD_REQUEST',
    'This server does not answer for that host. Set PUBLIC_URL to the public address, or list the host in ALLOWED_HOSTS.',
  )
}

/** HSTS is only meaningful, and only safe to promise, when the public origin is https. */
export function hstsHeader({ publicUrl }: OriginOptions): string | undefined {
  return publicUrl?.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : undefined
}
