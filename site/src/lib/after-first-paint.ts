/**
 * Moves the page's module loading to after its first paint. The server's HTML lists the entry module
 * and the chunks it needs as `<script type="module" src>` and `<link rel="modulepreload">` in the
 * document; fetched from the start they share the connection with the HTML and the stylesheet, and
 * on a slow network push the first paint back, though nothing on screen needs them. This replaces
 * them with one small inline script that asks for the same files once the browser has painted (or at
 * once in a hidden tab, which paints nothing). The page then hydrates as before; React finds the
 * removed tags missing and adds them back, by which time the files are loaded.
 */

const preloadTag = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
const entryTag = /<script type="module" src="([^"]+)" async=""><\/script>/

/** The loader's source: the same for every page with the same files, so its CSP hash is stable. */
export function loaderScript(entry: string, preloads: readonly string[]): string {
  return `(()=>{const load=()=>{for(const href of ${JSON.stringify(preloads)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}import(${JSON.stringify(entry)})};document.visibilityState==='hidden'?load():requestAnimationFrame(()=>setTimeout(load))})()`
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** The page's HTML with its module tags replaced by the loader; HTML without an entry module is left as it is. */
export function loadModulesAfterFirstPaint(html: string, nonce?: string): string {
  const entry = entryTag.exec(html)
  if (!entry) return html
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1] as string)
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : ''
  const loader = `<script${nonceAttribute}>${loaderScript(entry[1] as string, preloads)}</script>`
  return html.replace(preloadTag, '').replace(entry[0], () => loader)
}
