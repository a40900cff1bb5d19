import {
  ClientTweetCard,
  enrichTweet,
  MagicTweet,
  type Tweet,
  TweetBody,
  TweetCard,
  TweetHeader,
  TweetMedia,
  TweetNotFound,
  TweetSkeleton,
  truncate,
} from './tweet-card'

const tweet: Tweet = {
  id_str: '1441032681968212480',
  text: 'Just shipped a new landing page',
  user: { name: 'Dillion Verma', screen_name: 'dillionverma', profile_image_url_https: '/avatar.png' },
}

const shortName: string | null = truncate('Dillion Verma', 10)

function NotFound({ className }: { className?: string }) {
  return <div className={className}>Gone</div>
}

export function MagicUiUsage() {
  const enriched = enrichTweet(tweet)
  return (
    <div className="relative" title={shortName ?? undefined}>
      <TweetCard id="1441032681968212480" />
      <TweetCard id="1668408059125702661" className="shadow-2xl" />
      <TweetCard
        id="1441032681968212480"
        apiUrl="/api/tweet/1441032681968212480"
        fetchOptions={{ cache: 'no-store' }}
        fallback={<TweetSkeleton />}
        components={{ TweetNotFound: NotFound }}
        onError={(error) => error}
      />
      <ClientTweetCard id="1441032681968212480" />
      <ClientTweetCard id="1441032681968212480" className="shadow-2xl" onError={() => undefined} />
      <MagicTweet tweet={tweet} />
      <MagicTweet tweet={tweet} className="max-w-md" />
      <TweetSkeleton />
      <TweetSkeleton className="h-48" />
      <TweetNotFound />
      <TweetNotFound className="h-48" />
      <TweetHeader tweet={enriched} />
      <TweetBody tweet={enriched} />
      <TweetMedia tweet={enriched} />
    </div>
  )
}
