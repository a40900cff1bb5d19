/**
 * Socket addresses of the requests `serve()` hands to the app. Keyed by the request object so
 * nothing a client sends can forge it; requests made in process (`app.handle` in tests) have none.
 */
const socketAddresses = new WeakMap<Request, string>()

export function recordSocketAddress(request: Request, address: string | undefined): void {
  if (address) socketAddresses.set(request, address)
}

/**
 * The address a request came from. Behind `trustedProxies` reverse proxies each of them appended
 * the address it saw to X-Forwarded-For, so the client is that many entries from the right;
 * anything further left was written by the client and proves nothing.
 */
export function clientIp(request: Request, trustedProxies = 0): string | undefined {
  if (trustedProxies > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    if (forwarded.length) return forwarded[Math.max(0, forwarded.length - trustedProxies)]
  }
  return socketAddresses.get(request)
}
