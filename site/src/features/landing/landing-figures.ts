import type { SiteStatsResponse } from '@snipstack/contracts'
import { atLeast } from '@snipstack/contracts/stats-constants'
import { docsItems } from '@snipstack/ui/docs-index'
import { PRODUCT_NAME } from '@/lib/config'

/**
 * The landing page's figures as words (docs/product.md, Landing page). Every number comes from
 * the data and is shown with `atLeast`, so it never claims more than there is.
 */

/** Fewer registered accounts than this make no "Join N developers" claim: the catalogue speaks instead. */
export const DEVELOPERS_FROM = 10

const plural = (count: number | undefined, noun: string) => (count === 1 ? noun : `${noun}s`)

/** "430+ snippets", "1 template", "7 languages". */
const countOf = (count: number, noun: string) => `${atLeast(count)} ${plural(count, noun)}`

/**
 * Documented components of the registry the site was built with: the items the docs sidebar lists
 * under a section (templates have a category instead).
 */
export const componentCount = docsItems.filter((item) => item.section !== undefined).length

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** One of the hero's four figures; `value` is undefined until the figures have arrived. */
export type HeroFigure = { id: string; label: string; value: string | undefined }

function figure(noun: string, count: number | undefined): HeroFigure {
  return {
    id: noun,
    label: capitalised(plural(count, noun)),
    value: count === undefined ? undefined : atLeast(count),
  }
}

/**
 * The hero's four figures: the catalogue's snippets, templates and languages from the API, and
 * the documented components of the registry the site was built with (known at once). Components
 * rather than developers: accounts are too few to make a claim of on a fresh installation.
 */
export function heroFigures(stats: SiteStatsResponse | undefined, components: number): HeroFigure[] {
  return [
    figure('snippet', stats?.snippets),
    figure('template', stats?.templates),
    figure('language', stats?.languages),
    figure('component', components),
  ]
}

/**
 * The call to action's line: the catalogue in figures once they are known, and the developers who
 * joined once there are enough of them to say so.
 */
export function ctaLine(stats: SiteStatsResponse | undefined): string {
  const invitation = 'Grab a snippet — or share the one you keep rewriting.'
  if (!stats) return invitation
  const joined =
    stats.accounts >= DEVELOPERS_FROM ? [`Join ${countOf(stats.accounts, 'developer')} on ${PRODUCT_NAME}.`] : []
  const catalogue: string[] = []
  if (stats.snippets > 0)
    catalogue.push(
      stats.languages > 0
        ? `${countOf(stats.snippets, 'snippet')} in ${countOf(stats.languages, 'language')}`
        : countOf(stats.snippets, 'snippet'),
    )
  if (stats.templates > 0) catalogue.push(countOf(stats.templates, 'template'))
  if (catalogue.length === 0) return [...joined, invitation].join(' ')
  return [...joined, `Browse ${catalogue.join(' and ')}.`, 'Grab one — or share the one you keep rewriting.'].join(' ')
}
