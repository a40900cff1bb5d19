'use client'

import { Play, XIcon } from 'lucide-react'
import { AnimatePresence, motion } from 'motion/react'
import * as React from 'react'
import { createPortal } from 'react-dom'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type AnimationStyle =
  | 'from-bottom'
  | 'from-center'
  | 'from-top'
  | 'from-left'
  | 'from-right'
  | 'fade'
  | 'top-in-bottom-out'
  | 'left-in-right-out'

export type HeroVideoDialogProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** How the player enters and leaves. */
  animationStyle?: AnimationStyle
  /**
   * The video to play: an embeddable page (a YouTube `embed` URL, Vimeo's player…) shown in an
   * iframe, or a media file (`.mp4`, `.webm`, `.ogg`, `.mov`, `data:video/…`, `blob:`) played by a
   * `<video>` element. Nothing is requested from it until the visitor presses play.
   */
  videoSrc: string
  /** The poster shown before playing. */
  thumbnailSrc: string
  thumbnailAlt?: string
  /** Names the dialog and the player for assistive technology. */
  videoTitle?: string
  /** Accessible name of the play button. */
  playLabel?: string
  /** Accessible name of the close button. */
  closeLabel?: string
}

type Pose = { opacity: number; x?: string; y?: string; scale?: number }

// Where the player starts and where it goes when it leaves; it always rests at the centre.
const poses: Record<AnimationStyle, { enter: Pose; leave: Pose }> = {
  'from-bottom': { enter: { opacity: 0, y: '60%' }, leave: { opacity: 0, y: '60%' } },
  'from-center': { enter: { opacity: 0, scale: 0.6 }, leave: { opacity: 0, scale: 0.6 } },
  'from-top': { enter: { opacity: 0, y: '-60%' }, leave: { opacity: 0, y: '-60%' } },
  'from-left': { enter: { opacity: 0, x: '-60%' }, leave: { opacity: 0, x: '-60%' } },
  'from-right': { enter: { opacity: 0, x: '60%' }, leave: { opacity: 0, x: '60%' } },
  fade: { enter: { opacity: 0 }, leave: { opacity: 0 } },
  'top-in-bottom-out': { enter: { opacity: 0, y: '-60%' }, leave: { opacity: 0, y: '60%' } },
  'left-in-right-out': { enter: { opacity: 0, x: '-60%' }, leave: { opacity: 0, x: '60%' } },
}

const rest = { opacity: 1, x: '0%', y: '0%', scale: 1 }
const spring = { type: 'spring', stiffness: 320, damping: 32 } as const
const instant = { duration: 0 } as const

const MEDIA_FILE = /^(?:data:video\/|blob:)|\.(?:mp4|webm|ogg|ogv|mov|m4v)(?:[?#]|$)/i

const FOCUSABLE =
  'a[href], button:not([disabled]), iframe, video[controls], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** True after hydration: the portal needs `document`, which the server does not have. */
function useHydrated() {
  return React.useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )
}

/**
 * A poster with a play button that opens the video in a modal dialog. The player (an iframe, or a
 * `<video>` for media files) is created only when the visitor presses play and is removed when the
 * dialog closes, so the page loads nothing from the video's host until then and playback stops on
 * close. The dialog keeps focus inside it, closes on Escape, a click on the backdrop or its close
 * button, and hands focus back to the play button. With reduced motion it appears and disappears
 * without moving.
 */
export function HeroVideoDialog({
  animationStyle = 'from-center',
  videoSrc,
  thumbnailSrc,
  thumbnailAlt = 'Video thumbnail',
  videoTitle = 'Video player',
  playLabel = 'Play video',
  closeLabel = 'Close video',
  className,
  ...props
}: HeroVideoDialogProps) {
  const [open, setOpen] = React.useState(false)
  const hydrated = useHydrated()
  const reduceMotion = usePrefersReducedMotion()
  const triggerRef = React.useRef<HTMLButtonElement>(null)
  const dialogRef = React.useRef<HTMLDivElement>(null)
  const closeRef = React.useRef<HTMLButtonElement>(null)
  const titleId = React.useId()
  const pose = poses[animationStyle] ?? poses['from-center']

  React.useEffect(() => {
    if (!open) return
    const trigger = triggerRef.current
    closeRef.current?.focus()

    const focusables = () => [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        setOpen(false)
        return
      }
      if (event.key !== 'Tab') return
      const elements = focusables()
      const first = elements[0]
      const last = elements[elements.length - 1]
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    // Focus that lands outside (a click on the page behind, or a Tab out of the embedded player,
    // whose keys never reach this document) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) closeRef.current?.focus()
    }
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      document.body.style.overflow = overflow
      trigger?.focus()
    }
  }, [open])

  const transition = reduceMotion ? instant : spring
  const player = MEDIA_FILE.test(videoSrc) ? (
    // biome-ignore lint/a11y/useMediaCaption: captions belong to the caller's video file
    <video
      src={videoSrc}
      title={videoTitle}
      aria-label={videoTitle}
      controls
      autoPlay
      playsInline
      className="size-full bg-black object-contain"
    />
  ) : (
    <iframe
      src={videoSrc}
      title={videoTitle}
      className="size-full border-0"
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture; web-share"
      allowFullScreen
    />
  )

  return (
    <div data-slot="hero-video-dialog" {...props} className={cn('relative', className)}>
      <button
        ref={triggerRef}
        type="button"
        aria-label={playLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="group relative block w-full cursor-pointer overflow-hidden rounded-xl border-0 bg-transparent p-0 outline-none focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-offset-2"
      >
        <img
          src={thumbnailSrc}
          alt={thumbnailAlt}
          width={1920}
          height={1080}
          decoding="async"
          className="block h-auto w-full rounded-xl border border-zinc-950/10 shadow-lg transition-[filter] duration-200 ease-out group-hover:brightness-90 motion-reduce:transition-none dark:border-white/10"
        />
        <span aria-hidden className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-24 scale-90 items-center justify-center rounded-full bg-white/20 ring-1 ring-white/40 backdrop-blur-md transition-transform duration-200 ease-out group-hover:scale-100 group-focus-visible:scale-100 motion-reduce:transition-none sm:size-28">
            <span className="flex size-16 items-center justify-center rounded-full bg-gradient-to-b from-sky-400 to-indigo-600 shadow-lg transition-transform duration-200 ease-out group-hover:scale-110 motion-reduce:transition-none sm:size-20">
              <Play className="ml-1 size-7 fill-white text-white sm:size-8" />
            </span>
          </span>
        </span>
      </button>
      {hydrated &&
        createPortal(
          <AnimatePresence>
            {open && (
              <div key="hero-video-dialog" className="fixed inset-0 z-50 flex items-center justify-center p-4">
                <motion.div
                  aria-hidden
                  data-slot="hero-video-dialog-backdrop"
                  initial={reduceMotion ? false : { opacity: 0 }}
                  animate={{ opacity: 1 }}
                  exit={{ opacity: 0 }}
                  transition={reduceMotion ? instant : { duration: 0.2 }}
                  // The close button and Escape are the keyboard's way out; this is the pointer's.
                  onClick={() => setOpen(false)}
                  className="absolute inset-0 bg-black/60 backdrop-blur-md"
                />
                <motion.div
                  ref={dialogRef}
                  role="dialog"
                  aria-modal="true"
                  aria-labelledby={titleId}
                  data-slot="hero-video-dialog-content"
                  data-animation-style={animationStyle}
                  initial={reduceMotion ? false : pose.enter}
                  animate={rest}
                  exit={reduceMotion ? { opacity: 0 } : pose.leave}
                  transition={transition}
                  className="relative aspect-video w-full max-w-4xl"
                >
                  <h2 id={titleId} className="sr-only">
                    {videoTitle}
                  </h2>
                  <div className="size-full overflow-hidden rounded-2xl border-2 border-white/80 bg-black shadow-2xl">
                    {player}
                  </div>
                  {/* After the player in the DOM, so a Tab out of the player lands here, still inside. */}
                  <button
                    ref={closeRef}
                    type="button"
                    aria-label={closeLabel}
                    onClick={() => setOpen(false)}
                    className="absolute -top-12 right-0 flex size-9 items-center justify-center rounded-full bg-zinc-900/70 text-white ring-1 ring-white/40 backdrop-blur-md transition-colors outline-none hover:bg-zinc-900 focus-visible:ring-2 focus-visible:ring-white sm:-top-14"
                  >
                    <XIcon aria-hidden className="size-5" />
                  </button>
                </motion.div>
              </div>
            )}
          </AnimatePresence>,
          document.body,
        )}
    </div>
  )
}
