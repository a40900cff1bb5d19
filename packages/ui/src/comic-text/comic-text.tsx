import type * as React from 'react'
import { cn } from '../lib/utils'

export type ComicTextProps = React.ComponentProps<'div'> & {
  /** Size of the text, in rem; the outline, shadow and dots scale with it. */
  fontSize?: number
}

/**
 * Comic lettering from the fonts already on the visitor's device: Bangers if installed, otherwise the
 * comic faces the common systems ship, then heavy display faces. Nothing is downloaded.
 */
const COMIC_FONTS =
  "Bangers, 'Comic Sans MS', 'Comic Sans', 'Chalkboard SE', 'Comic Neue', Impact, 'Arial Black', sans-serif"

/**
 * A comic-book sound effect: bold, slanted capitals filled with halftone dots, inked with a thick
 * outline and a hard offset shadow, that pop onto the page with a little overshoot.
 *
 * The text stays ordinary text in the element, read and selected as written. The colours are CSS
 * variables (`--comic-text-fill`, `--comic-text-dot`, `--comic-text-ink`) with yellow, red and near
 * black as defaults. The entrance is a CSS animation on `opacity`, `scale` and `rotate`, so it plays
 * from the first paint, before hydration; visitors who prefer reduced motion see the text at once.
 */
export function ComicText({ children, className, style, fontSize = 5, ...props }: ComicTextProps) {
  return (
    <div
      data-slot="comic-text"
      {...props}
      className={cn(
        'animate-comic-text-pop px-[0.1em] text-center font-black tracking-wide uppercase motion-reduce:animate-none',
        className,
      )}
      style={{
        fontSize: `${fontSize}rem`,
        fontFamily: COMIC_FONTS,
        transform: 'skewX(-10deg)',
        WebkitTextStroke: '0.03em var(--comic-text-ink, #0a0a0a)',
        backgroundColor: 'var(--comic-text-fill, #facc15)',
        backgroundImage: 'radial-gradient(circle at center, var(--comic-text-dot, #ef4444) 28%, transparent 31%)',
        backgroundSize: '0.1em 0.1em',
        backgroundClip: 'text',
        WebkitBackgroundClip: 'text',
        WebkitTextFillColor: 'transparent',
        filter: 'drop-shadow(0.06em 0.06em 0 var(--comic-text-ink, #0a0a0a))',
        ...style,
      }}
    >
      {children}
    </div>
  )
}
