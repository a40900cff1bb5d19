/**
 * Returns a recorder that reports a page view whenever the path changes. Search-only changes
 * (filters, pagination, debounced search) are not new pages and are not reported again.
 */
export function createPageViewRecorder(send: (pagePath: string) => void): (pathname: string) => void {
  let last: string | undefined
  return (pathname) => {
    if (pathname === last) return
    last = pathname
    send(pathname)
  }
}
