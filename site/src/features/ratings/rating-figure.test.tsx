import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RatingFigure } from './rating-figure'
import { NO_RATINGS } from './rating-label'

const text = (html: string) => html.replace(/<[^>]+>/g, '')
const label = (rating: number, reviews: number) =>
  text(renderToStaticMarkup(<RatingFigure figures={{ rating, reviews }} />))

describe('RatingFigure', () => {
  it('reads "No ratings yet" beside an empty star while nobody has rated', () => {
    const html = renderToStaticMarkup(<RatingFigure figures={{ rating: 0, reviews: 0 }} />)
    expect(text(html)).toBe('No ratings yet')
    expect(html).not.toContain('fill-amber-400')
  })

  it('reads "No ratings yet" while nobody has rated, whatever the average says', () => {
    expect(label(0, 0)).toBe(NO_RATINGS)
  })

  it('gives the average to one decimal and the count, singular for one', () => {
    expect(label(4.3, 3)).toBe('4.3 (3 ratings)')
    expect(label(5, 1)).toBe('5.0 (1 rating)')
    expect(label(2, 2)).toBe('2.0 (2 ratings)')
  })

  it('shortens large counts as the catalogue does', () => {
    expect(label(3.9, 15_000)).toBe('3.9 (15K ratings)')
  })

  it('reads the average and the count beside a filled star', () => {
    const html = renderToStaticMarkup(<RatingFigure figures={{ rating: 4.3, reviews: 3 }} />)
    expect(text(html)).toBe('4.3 (3 ratings)')
    expect(html).toContain('fill-amber-400')
    expect(text(renderToStaticMarkup(<RatingFigure figures={{ rating: 4, reviews: 1 }} />))).toBe('4.0 (1 rating)')
  })

  it('sets the average apart when asked, and hides the star from screen readers', () => {
    const html = renderToStaticMarkup(<RatingFigure figures={{ rating: 3.5, reviews: 2 }} strong />)
    expect(html).toContain('<span class="font-medium text-foreground">3.5</span>')
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/)
  })
})
