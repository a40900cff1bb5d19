import { readFileSync } from 'node:fs'

/**
 * What the page templates' tests check alike: their in-page links, the blocks and items their
 * source imports, and that nothing in them loads from another site.
 */

/** Every `#target` link on the page, the wordmarks' and the footer's included. */
export const inPageLinks = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.length > 1)

/** The blocks and items a source file imports: the last segment of each relative import, sorted. */
export const importedItems = (sourcePath: string) =>
  [...readFileSync(sourcePath, 'utf8').matchAll(/from '(\.\.\/[^']+)'/g)]
    .map((match) => match[1]?.split('/').at(-1))
    .sort()

/** Addresses on other sites in the rendered page (`src`, `href`, `poster`, `srcset`). */
export const remoteUrls = (root: ParentNode) =>
  [...root.querySelectorAll('[src], [href], [poster], [srcset]')]
    .flatMap((element) => ['src', 'href', 'poster', 'srcset'].map((name) => element.getAttribute(name) ?? ''))
    .filter((url) => /^(https?:)?\/\//.test(url))
