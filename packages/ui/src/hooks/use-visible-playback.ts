import * as React from 'react'
// Written as from the items' folders, so the install maps it to the hooks alias like theirs.
import { useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'

/**
 * Plays a muted, looping video only while it is on screen, the tab is visible and the visitor has
 * not asked for reduced motion; otherwise pauses it on its current frame (or poster). Answers
 * whether it is meant to be playing. It starts as not on screen, so nothing plays before the first
 * observation says the video is visible, and the server's markup never autoplays.
 */
export function useVisiblePlayback(ref: React.RefObject<HTMLVideoElement | null>): boolean {
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(ref, { enabled: !reduceMotion, initial: false })
  const playing = onScreen && !reduceMotion

  React.useEffect(() => {
    const video = ref.current
    if (!video) return
    if (!playing) {
      video.pause()
      return
    }
    // A browser may refuse to play (power saving, data saver); the still frame is then what shows.
    video.play()?.catch(() => {})
  }, [ref, playing])

  return playing
}
