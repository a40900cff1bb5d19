/**
 * Moves the page's module loading to after its first paint. The server's HTML lists the entry module
 * and the chunks it needs as `<script type="module" src>` and `<link rel="modulepreload">` in the
 * document; fetched from the start they share the connection with the HTML and the stylesheet, and
 * on a slow network push the first paint back, though nothing on screen needs them. This replaces
 * them with one small inline script that asks for the same files once the browser has painted. The
 * page then hydrates as before; React finds the removed tags missing and adds them back, by which
 * time the files are loaded.
 */

import { CONTROLS, EARLY_CLICKS } from './early-clicks'

const preloadTag = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
// Attributes after src vary: a page rendered per request carries its CSP nonce on every tag.
const entryTag = /<script type="module" src="([^"]+)"[^>]*><\/script>/

/**
 * The loader's source: the same for every page with the same files, so its CSP hash is stable. It
 * starts once the browser reports the first contentful paint; where paint timing is missing, after
 * the first frame. A hidden tab paints nothing, so it starts at once there, and a page that has not
 * painted within `FALLBACK_MS` starts anyway, so no page is left without its scripts.
 *
 * Until the page has hydrated, a press on a control (a button, not a link: links work without
 * script) does nothing of itself, so the loader holds it back and keeps the control; the app takes
 * them with `replayEarlyClicks()` (early-clicks.ts) once it has hydrated and presses them again.
 */
export function loaderScript(entry: string, preloads: readonly string[]): string {
  return `(()=>{const early=[];const hold=(event)=>{const target=event.target;if(!(target instanceof Element)||target.closest('a[href]'))return;const control=target.closest(${JSON.stringify(CONTROLS)});if(!control)return;event.preventDefault();event.stopImmediatePropagation();early.push(control)};addEventListener('click',hold,true);window.${EARLY_CLICKS}=()=>{removeEventListener('click',hold,true);return early.splice(0)};let started=false;const load=()=>{if(started)return;started=true;for(const href of ${JSON.stringify(preloads)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}import(${JSON.stringify(entry)})};if(document.visibilityState==='hidden')return load();setTimeout(load,${FALLBACK_MS});if(typeof PerformanceObserver!=='undefined'&&PerformanceObserver.supportedEntryTypes?.includes('paint')){new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}}).observe({type:'paint',buffered:true})}else requestAnimationFrame(()=>setTimeout(load))})()`
}

/** How long a page waits for its first paint before it loads its scripts regardless. */
export const FALLBACK_MS = 3000

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
