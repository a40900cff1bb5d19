'use client'

import { TweetCard, type TweetCardProps } from '../tweet-card/tweet-card'

export type { Tweet, TweetNotFoundProps } from '../tweet-card/tweet-card'

export type ClientTweetCardProps = TweetCardProps

/**
 * Magic UI's client-side tweet card, as its own client boundary: it loads the tweet with `id` in the
 * browser and shows `fallback` meanwhile, then the card, or `TweetNotFound` when the tweet is
 * missing. It requests nothing unless you say where tweets come from (`apiUrl` or `fetchTweet`);
 * with `tweet` it shows that one straight away. It is the tweet-card item's `TweetCard`, so both
 * look and behave alike.
 */
export function ClientTweetCard(props: ClientTweetCardProps) {
  return <TweetCard {...props} />
}
