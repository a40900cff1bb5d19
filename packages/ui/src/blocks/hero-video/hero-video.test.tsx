// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { hydrationErrors } from '../../test-support'
import HeroVideo from './hero-video'

// happy-dom's Web Animations reject when motion cancels them; without `Element.prototype.animate`
// motion runs its own frame loop, as in the dialog's own tests.
const waapi = Object.getOwnPropertyDescriptor(Element.prototype, 'animate')
beforeAll(() => {
  Reflect.deleteProperty(Element.prototype, 'animate')
})
afterAll(() => {
  if (waapi) Object.defineProperty(Element.prototype, 'animate', waapi)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Every URL the markup would make the browser fetch (an SVG's namespace is not one). */
const fetchedUrls = (root: ParentNode) =>
  [...root.querySelectorAll('[src], [href], [poster], [srcset]')].flatMap((element) =>
    ['src', 'href', 'poster', 'srcset'].map((name) => element.getAttribute(name)).filter((url) => url !== null),
  )

describe('HeroVideo', () => {
  it('is a section named by its one h1, with two actions and a poster that plays the tour', () => {
    render(<HeroVideo />)
    const section = screen.getByRole('region', { name: 'See a landing page come together' })
    expect(section.querySelectorAll('h1')).toHaveLength(1)
    expect(screen.getByText('Two-minute tour')).toBeTruthy()
    expect(within(section).getByRole('link', { name: 'Start for free' }).getAttribute('href')).toBe('#')
    expect(within(section).getByRole('link', { name: 'Talk to us' })).toBeTruthy()
    const play = within(section).getByRole('button', { name: 'Play the product tour' })
    expect(play.getAttribute('aria-haspopup')).toBe('dialog')
    const poster = play.querySelector('img')
    expect(poster?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(poster?.getAttribute('alt')).toContain('editor window')
  })

  it('fetches nothing by default, before play or after: a drawn poster and an empty player', async () => {
    const html = renderToString(<HeroVideo />)
    const page = document.createElement('div')
    page.innerHTML = html
    for (const url of fetchedUrls(page)) expect(url).toMatch(/^(#|data:)/)

    // happy-dom loads no iframe page, about:blank included, and logs that: expected here.
    render(<HeroVideo />)
    fireEvent.click(screen.getByRole('button', { name: 'Play the product tour' }))
    const dialog = await screen.findByRole('dialog', { name: 'Snipstack product tour' })
    const player = dialog.querySelector('iframe')
    expect(player?.getAttribute('src')).toBe('about:blank')
    expect(player?.getAttribute('title')).toBe('Snipstack product tour')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the product tour' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('takes its words, video and poster from props', async () => {
    render(
      <HeroVideo
        eyebrow=""
        title="Watch the demo"
        description="Ninety seconds."
        primaryAction={{ label: 'Sign up', href: '/signup' }}
        secondaryAction={{ label: 'Docs', href: '/docs' }}
        videoSrc="/media/tour.mp4"
        thumbnailSrc="/media/tour.png"
        thumbnailAlt="The dashboard"
        videoTitle="Demo video"
        playLabel="Play demo"
        closeLabel="Close demo"
        className="min-h-svh"
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Watch the demo')
    expect(screen.getByText('Ninety seconds.')).toBeTruthy()
    expect(screen.queryByText('Two-minute tour')).toBeNull()
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup')
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/docs')
    expect(screen.getByRole('region').className).toContain('min-h-svh')
    const play = screen.getByRole('button', { name: 'Play demo' })
    expect(play.querySelector('img')?.getAttribute('src')).toBe('/media/tour.png')
    expect(play.querySelector('img')?.getAttribute('alt')).toBe('The dashboard')

    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
    fireEvent.click(play)
    const dialog = await screen.findByRole('dialog', { name: 'Demo video' })
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe('/media/tour.mp4')
    expect(within(dialog).getByRole('button', { name: 'Close demo' })).toBeTruthy()
  })

  it('keeps its ids unique when rendered twice', () => {
    const { container } = render(
      <>
        <HeroVideo />
        <HeroVideo />
      </>,
    )
    const [first, second] = screen.getAllByRole('region')
    expect(first?.getAttribute('aria-labelledby')).not.toBe(second?.getAttribute('aria-labelledby'))
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<HeroVideo />)).toEqual([])
  })
})
