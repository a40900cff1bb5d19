import { cn } from '@snipstack/ui/lib/utils'
import { useEffect, useState } from 'react'
import { initials } from './initials'

/**
 * The avatar image's loading state; the initials show unless it is `loaded` (docs/product.md,
 * Header and navigation).
 */
export type ImageStatus = 'idle' | 'loading' | 'loaded' | 'error'

/** Loads `src` off-screen and reports how it went; `idle` without a source, and on the server. */
export function useImageStatus(src: string | null | undefined): ImageStatus {
  const [state, setState] = useState<{ src: string | null; status: ImageStatus }>({ src: null, status: 'idle' })
  useEffect(() => {
    if (!src) {
      setState({ src: null, status: 'idle' })
      return
    }
    let active = true
    setState({ src, status: 'loading' })
    const image = new Image()
    image.onload = () => active && setState({ src, status: 'loaded' })
    image.onerror = () => active && setState({ src, status: 'error' })
    image.referrerPolicy = 'no-referrer'
    image.src = src
    return () => {
      active = false
    }
  }, [src])
  // A status reported for an earlier source says nothing about this one.
  if (!src) return 'idle'
  return state.src === src ? state.status : 'loading'
}

type UserAvatarProps = {
  name: string
  src?: string | null
  className?: string
}

/** The user's picture, or the initials of their full name while it loads, fails or is missing. */
export function UserAvatar({ name, src, className }: UserAvatarProps) {
  const status = useImageStatus(src)
  return (
    <span
      data-slot="avatar"
      data-status={status}
      className={cn(
        'relative flex size-8 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-violet-500 to-sky-500 font-semibold text-white text-xs',
        className,
      )}
    >
      {status === 'loaded' && src ? (
        <img src={src} alt="" referrerPolicy="no-referrer" className="size-full object-cover" />
      ) : (
        <span data-slot="avatar-fallback" aria-hidden="true">
          {initials(name)}
        </span>
      )}
    </span>
  )
}
