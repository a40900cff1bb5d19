/**
 * The catalogue sidebar's width (docs/product.md, Catalogue lists): 320 px by default, and a
 * dragged width is accepted only strictly between 280 and 600 px. The width is kept in local
 * storage across visits and applied as the CSS variable `--catalog-sidebar-width` on the root
 * element, which the sidebar's width reads; a script in the server's HTML sets it before the first
 * paint, so a kept width never makes the page jump.
 */
export const SIDEBAR_WIDTH_DEFAULT = 320
export const SIDEBAR_WIDTH_MIN = 280
export const SIDEBAR_WIDTH_MAX = 600
/** How far one arrow-key press moves the handle. */
export const SIDEBAR_WIDTH_STEP = 10

export const SIDEBAR_WIDTH_STORAGE_KEY = 'catalog-sidebar-width'
export const SIDEBAR_WIDTH_VARIABLE = '--catalog-sidebar-width'

/** Both bounds are exclusive (docs/product.md, Catalogue lists). */
export function isAcceptedWidth(width: number): boolean {
  return Number.isFinite(width) && width > SIDEBAR_WIDTH_MIN && width < SIDEBAR_WIDTH_MAX
}

/**
 * The width after a keyboard step: moves by the step but stops at the last accepted whole pixel
 * on either side, so the keyboard reaches the same range the mouse does.
 */
export function steppedWidth(width: number, direction: 1 | -1): number {
  const next = Math.round(width) + direction * SIDEBAR_WIDTH_STEP
  return Math.min(SIDEBAR_WIDTH_MAX - 1, Math.max(SIDEBAR_WIDTH_MIN + 1, next))
}

export function readStoredWidth(): number {
  try {
    const stored = Number(window.localStorage.getItem(SIDEBAR_WIDTH_STORAGE_KEY))
    return isAcceptedWidth(stored) ? stored : SIDEBAR_WIDTH_DEFAULT
  } catch {
    // Storage can be unavailable (privacy modes); the default still works.
    return SIDEBAR_WIDTH_DEFAULT
  }
}

/** Shows the width at once; `persist` also keeps it for later visits (at the end of a drag). */
export function applyWidth(width: number, persist: boolean): void {
  document.documentElement.style.setProperty(SIDEBAR_WIDTH_VARIABLE, `${width}px`)
  if (!persist) return
  try {
    window.localStorage.setItem(SIDEBAR_WIDTH_STORAGE_KEY, String(Math.round(width)))
  } catch {
    // Without storage the width lasts for this visit only.
  }
}

/** Runs in the server's HTML before the sidebar paints; the same rule as readStoredWidth. */
export const sidebarWidthScriptSource = `(function(){try{var w=Number(localStorage.getItem(${JSON.stringify(
  SIDEBAR_WIDTH_STORAGE_KEY,
)}));if(w>${SIDEBAR_WIDTH_MIN}&&w<${SIDEBAR_WIDTH_MAX})document.documentElement.style.setProperty(${JSON.stringify(
  SIDEBAR_WIDTH_VARIABLE,
)},w+'px')}catch(e){}var s=document.currentScript;if(s)s.remove()})()`
