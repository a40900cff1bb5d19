import { ClientTweetCard } from './client-tweet-card'

function NotFound({ error }: { error?: unknown }) {
  return <div>Not found: {String(error)}</div>
}

export function MagicUiUsage() {
  return (
    <div className="relative">
      <ClientTweetCard id="1441032681968212480" />
      <ClientTweetCard id="1441032681968212480" className="shadow-2xl" />
      <ClientTweetCard
        id="1441032681968212480"
        apiUrl="/api/tweet/1441032681968212480"
        fetchOptions={{ cache: 'no-store' }}
        fallback={<div>Loading…</div>}
        components={{ TweetNotFound: NotFound }}
        onError={(error) => error}
      />
    </div>
  )
}
