import { type Tweet, TweetCard } from '../tweet-card'

// A local fixture with an inline SVG avatar: the demo requests nothing.
const avatar = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#6366f1"/></linearGradient></defs><rect width="96" height="96" fill="url(#a)"/><text x="48" y="61" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="#fff">MO</text></svg>',
)}`

const text =
  'Shipped our new landing page with @snipstack today. The marquee respects reduced motion out of the box &amp; the bundle barely moved. #buildinpublic https://t.co/a1b2c3'

const tweet: Tweet = {
  id_str: '1800000000000000001',
  text,
  display_text_range: [0, Array.from(text).length],
  user: {
    name: 'Maya Okafor',
    screen_name: 'mayabuilds',
    profile_image_url_https: avatar,
    is_blue_verified: true,
  },
  entities: {
    user_mentions: [{ indices: [34, 44], screen_name: 'snipstack', name: 'Snipstack' }],
    hashtags: [{ indices: [134, 148], text: 'buildinpublic' }],
    urls: [
      {
        indices: [149, 168],
        url: 'https://t.co/a1b2c3',
        display_url: 'example.com/launch',
        expanded_url: 'https://example.com/launch',
      },
    ],
  },
}

export default function TweetCardDemo() {
  return (
    <div className="flex w-full justify-center p-4">
      <TweetCard tweet={tweet} />
    </div>
  )
}
