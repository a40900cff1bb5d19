'use client'

import { ClientTweetCard, type Tweet } from '../client-tweet-card'

const avatar = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0ea5e9"/><circle cx="48" cy="38" r="18" fill="#e0f2fe"/><rect x="18" y="62" width="60" height="40" rx="30" fill="#e0f2fe"/></svg>',
)}`

const text = 'Moved our changelog to the client: each entry now loads its tweet on demand. #webperf'

// Stands in for your own API: the card calls it with the id and shows what it resolves.
const tweets: Record<string, Tweet> = {
  '1800000000000000004': {
    id_str: '1800000000000000004',
    text,
    user: { name: 'Priya Raman', screen_name: 'priya_ships', profile_image_url_https: avatar, verified: true },
    entities: { hashtags: [{ indices: [77, 85], text: 'webperf' }] },
  },
}

async function fetchTweet(id: string) {
  return tweets[id] ?? null
}

export default function ClientTweetCardDemo() {
  return (
    <div className="flex w-full justify-center p-4">
      <ClientTweetCard id="1800000000000000004" fetchTweet={fetchTweet} />
    </div>
  )
}
