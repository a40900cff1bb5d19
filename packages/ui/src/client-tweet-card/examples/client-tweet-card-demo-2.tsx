'use client'

import { cn } from '../../lib/utils'
import { ClientTweetCard, type TweetNotFoundProps } from '../client-tweet-card'

function Loading() {
  return (
    <div
      role="status"
      className="flex h-40 w-full max-w-lg items-center justify-center rounded-xl border border-dashed border-zinc-950/20 text-sm text-zinc-600 dark:border-white/20 dark:text-zinc-400"
    >
      Loading the tweet…
    </div>
  )
}

function Gone({ className }: TweetNotFoundProps) {
  return (
    <div
      className={cn(
        'flex w-full max-w-lg flex-col items-center gap-1 rounded-xl border border-zinc-950/10 p-6 text-center dark:border-white/10',
        className,
      )}
    >
      <p className="font-semibold text-zinc-950 dark:text-zinc-50">This post is no longer available</p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">It may have been deleted by its author.</p>
    </div>
  )
}

// Your loader resolves null for a tweet it cannot find; a short wait shows the fallback first.
async function fetchTweet() {
  await new Promise((resolve) => setTimeout(resolve, 800))
  return null
}

export default function ClientTweetCardDemo2() {
  return (
    <div className="flex w-full justify-center p-4">
      <ClientTweetCard
        id="1800000000000000005"
        fetchTweet={fetchTweet}
        fallback={<Loading />}
        components={{ TweetNotFound: Gone }}
      />
    </div>
  )
}
