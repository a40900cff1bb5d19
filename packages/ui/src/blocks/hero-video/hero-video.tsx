import { ArrowRightIcon } from 'lucide-react'
import * as React from 'react'
import { Button } from '../../button/button'
import { type AnimationStyle, HeroVideoDialog } from '../../hero-video-dialog/hero-video-dialog'
import { cn } from '../../lib/utils'

export type HeroVideoAction = { label: string; href: string }

export type HeroVideoProps = React.ComponentProps<'section'> & {
  /** A short line above the title; leave it empty for none. */
  eyebrow?: string
  title?: React.ReactNode
  description?: React.ReactNode
  primaryAction?: HeroVideoAction
  secondaryAction?: HeroVideoAction
  /**
   * The video the play button opens: an embed URL (YouTube's `embed` form, Vimeo's player), shown
   * in an iframe, or a media file (`.mp4`, `.webm`, `data:video/…`), played by `<video>`. Nothing is
   * requested from it until the visitor presses play. The default, `about:blank`, opens an empty
   * player and loads nothing, so the block works offline until you pass your own video.
   */
  videoSrc?: string
  /** The poster over the player. The default is a drawing made here as an inline SVG: no request. */
  thumbnailSrc?: string
  thumbnailAlt?: string
  /** Names the video's dialog and player for assistive technology. */
  videoTitle?: string
  /** Accessible name of the play button. */
  playLabel?: string
  /** Accessible name of the dialog's close button. */
  closeLabel?: string
  /** How the player enters and leaves the screen. */
  animationStyle?: AnimationStyle
}

/** One bar of the poster's drawing: x, y, width, and a fill from the palette below. */
type Bar = [x: number, y: number, width: number, fill: string]

const ink = { dim: '#3f3f46', mid: '#52525b', soft: '#71717a', accent: '#a1a1aa', bright: '#e4e4e7' }

/** The sidebar's file list, then the editor's lines: the look of an app window, with no words. */
const sidebar: Bar[] = [0, 1, 2, 3, 4, 5, 6].map((row) => [
  140,
  236 + row * 52,
  [180, 140, 200, 120, 160, 190, 130][row] ?? 150,
  row === 2 ? ink.bright : ink.dim,
])
const editor: Bar[] = [
  [520, 236, 260, ink.accent],
  [800, 236, 420, ink.mid],
  [560, 288, 180, ink.soft],
  [760, 288, 520, ink.dim],
  [560, 340, 340, ink.mid],
  [920, 340, 240, ink.accent],
  [600, 392, 460, ink.dim],
  [600, 444, 300, ink.soft],
  [920, 444, 200, ink.mid],
  [560, 496, 140, ink.accent],
  [520, 548, 220, ink.mid],
  [760, 548, 380, ink.dim],
]

const bars = [...sidebar, ...editor]
  .map(([x, y, width, fill]) => `<rect x="${x}" y="${y}" width="${width}" height="18" rx="9" fill="${fill}"/>`)
  .join('')

/** The default poster: a dark editor window drawn in code, so the block needs no image file. */
const poster = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900">',
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#27272a"/><stop offset="1" stop-color="#09090b"/></linearGradient>',
    '<radialGradient id="glow" cx="0.8" cy="0.1" r="0.7">',
    '<stop offset="0" stop-color="#a1a1aa" stop-opacity="0.25"/><stop offset="1" stop-color="#a1a1aa" stop-opacity="0"/>',
    '</radialGradient></defs>',
    '<rect width="1600" height="900" fill="url(#bg)"/><rect width="1600" height="900" fill="url(#glow)"/>',
    '<rect x="80" y="80" width="1440" height="740" rx="28" fill="#0c0c0e" stroke="#3f3f46" stroke-width="2"/>',
    '<path d="M80 160h1440" stroke="#27272a" stroke-width="2"/>',
    '<circle cx="128" cy="120" r="10" fill="#52525b"/><circle cx="164" cy="120" r="10" fill="#52525b"/>',
    '<circle cx="200" cy="120" r="10" fill="#52525b"/>',
    '<path d="M440 160v660" stroke="#27272a" stroke-width="2"/>',
    '<rect x="120" y="330" width="300" height="42" rx="10" fill="#27272a"/>',
    bars,
    '<rect x="520" y="640" width="940" height="130" rx="18" fill="#18181b" stroke="#3f3f46" stroke-width="2"/>',
    '<rect x="556" y="676" width="200" height="18" rx="9" fill="#71717a"/>',
    '<rect x="556" y="718" width="520" height="18" rx="9" fill="#3f3f46"/>',
    '</svg>',
  ].join(''),
)}`

/**
 * A centred hero with a product video beneath the copy: the page's one `h1`, a line of copy, two
 * calls to action, and a poster whose play button opens the video in a dialog. The player is made
 * only when the visitor presses play, so the page loads nothing from the video's host before that;
 * the default poster is drawn in code and the default video is an empty player, so nothing at all
 * is fetched until you pass your own. The dialog appears without moving for reduced motion.
 */
export default function HeroVideo({
  eyebrow = 'Two-minute tour',
  title = 'See a landing page come together',
  description = 'Watch a blank route turn into a launch-ready page: a hero, a feature grid and pricing, installed from the terminal and restyled with your theme.',
  primaryAction = { label: 'Start for free', href: '#' },
  secondaryAction = { label: 'Talk to us', href: '#' },
  videoSrc = 'about:blank',
  thumbnailSrc = poster,
  thumbnailAlt = 'An editor window with a project open, the opening frame of the tour',
  videoTitle = 'Snipstack product tour',
  playLabel = 'Play the product tour',
  closeLabel = 'Close the product tour',
  animationStyle = 'from-center',
  className,
  ...props
}: HeroVideoProps) {
  const titleId = React.useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn('relative isolate overflow-hidden bg-background px-6 py-20 sm:py-28', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        {eyebrow ? <p className="mb-4 font-medium text-muted-foreground text-sm">{eyebrow}</p> : null}
        <h1 id={titleId} className="text-balance font-semibold text-4xl text-foreground tracking-tight sm:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-pretty text-lg text-muted-foreground">{description}</p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <a href={primaryAction.href}>
              {primaryAction.label}
              <ArrowRightIcon aria-hidden />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={secondaryAction.href}>{secondaryAction.label}</a>
          </Button>
        </div>
      </div>
      <div className="relative mx-auto mt-14 max-w-5xl sm:mt-20">
        <div aria-hidden className="-inset-4 sm:-inset-8 absolute -z-10 rounded-[2rem] bg-muted blur-2xl" />
        <HeroVideoDialog
          animationStyle={animationStyle}
          videoSrc={videoSrc}
          thumbnailSrc={thumbnailSrc}
          thumbnailAlt={thumbnailAlt}
          videoTitle={videoTitle}
          playLabel={playLabel}
          closeLabel={closeLabel}
        />
      </div>
    </section>
  )
}
