import type * as React from 'react'
import { cn } from '../lib/utils'

/** One person: their picture and, optionally, where it links to. */
export type AvatarCirclesAvatar = {
  imageUrl: string
  /** Opens in a new tab when given; without it the picture is not a link. */
  profileUrl?: string
  /** Read as the picture's alternative text; `Avatar 1`, `Avatar 2`… when omitted. */
  name?: string
}

export type AvatarCirclesProps = React.ComponentProps<'div'> & {
  /** The number in the last circle, shown as `+N`; no circle when omitted or 0. */
  numPeople?: number
  /** The pictures, in order; plain image URLs are accepted as well as `{ imageUrl, profileUrl }`. */
  avatarUrls: Array<AvatarCirclesAvatar | string>
  /** Turns the `+N` circle into a link, e.g. to the full list of people. */
  moreUrl?: string
}

const lift =
  'relative rounded-full transition-transform duration-200 ease-out hover:z-10 hover:-translate-y-1 motion-reduce:transition-none motion-reduce:hover:translate-y-0'
const focusRing =
  'outline-none focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-offset-zinc-950'
const circle = 'size-10 rounded-full border-2 border-white dark:border-gray-800'

function picture(avatar: AvatarCirclesAvatar, index: number) {
  return (
    <img
      className={cn(circle, 'block object-cover')}
      src={avatar.imageUrl}
      width={40}
      height={40}
      alt={avatar.name ?? `Avatar ${index + 1}`}
    />
  )
}

/**
 * A row of overlapping profile pictures that ends in a `+N` count of the people not shown. Each
 * picture lifts a little under the pointer or keyboard focus (not under reduced motion). Pictures
 * with a `profileUrl` are links that open in a new tab and say so to screen readers; the count is
 * read as “N more”.
 */
export function AvatarCircles({ numPeople, avatarUrls, moreUrl, className, ...props }: AvatarCirclesProps) {
  const more = numPeople ?? 0
  const count = (
    <>
      <span aria-hidden>+{more}</span>
      <span className="sr-only">{more} more</span>
    </>
  )
  const countClass = cn(
    circle,
    lift,
    'flex items-center justify-center bg-black text-center text-xs font-medium text-white dark:bg-white dark:text-black',
  )
  return (
    <div data-slot="avatar-circles" {...props} className={cn('z-10 flex -space-x-4 rtl:space-x-reverse', className)}>
      {avatarUrls.map((entry, index) => {
        const avatar = typeof entry === 'string' ? { imageUrl: entry } : entry
        const image = picture(avatar, index)
        // Two people may share a picture or a profile, so the position is part of the key.
        const key = `${index}:${avatar.profileUrl ?? avatar.imageUrl}`
        return avatar.profileUrl ? (
          <a
            key={key}
            href={avatar.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-slot="avatar-circles-avatar"
            className={cn(lift, focusRing)}
          >
            {image}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span key={key} data-slot="avatar-circles-avatar" className={lift}>
            {image}
          </span>
        )
      })}
      {more > 0 &&
        (moreUrl ? (
          <a
            href={moreUrl}
            data-slot="avatar-circles-count"
            className={cn(countClass, focusRing, 'hover:bg-gray-700 dark:hover:bg-gray-300')}
          >
            {count}
          </a>
        ) : (
          <span data-slot="avatar-circles-count" className={countClass}>
            {count}
          </span>
        ))}
    </div>
  )
}
