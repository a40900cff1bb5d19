import { type Tweet, TweetCard } from '../tweet-card'

const svg = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`

const avatar = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#10b981"/><path d="M24 64 L48 28 L72 64Z" fill="#ecfdf5"/></svg>',
)

const thumbnail = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 628"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#064e3b"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs><rect width="1200" height="628" fill="url(#g)"/><g fill="#34d399" fill-opacity="0.35"><rect x="80" y="380" width="120" height="168" rx="12"/><rect x="240" y="300" width="120" height="248" rx="12"/><rect x="400" y="220" width="120" height="328" rx="12"/><rect x="560" y="140" width="120" height="408" rx="12"/></g><text x="80" y="120" font-family="system-ui, sans-serif" font-size="64" font-weight="700" fill="#ecfdf5">Q3 performance report</text></svg>',
)

const text = 'Our Q3 write-up is out: how we cut total blocking time on the docs by 60%. https://t.co/r3p0rt'

const tweet: Tweet = {
  id_str: '1800000000000000003',
  text,
  display_text_range: [0, 94],
  user: {
    name: 'Evergreen Labs',
    screen_name: 'evergreenlabs',
    profile_image_url_https: avatar,
    profile_image_shape: 'Square',
    verified: true,
  },
  entities: {
    urls: [
      {
        indices: [75, 94],
        url: 'https://t.co/r3p0rt',
        display_url: 'example.com/q3-report',
        expanded_url: 'https://example.com/q3-report',
      },
    ],
  },
  card: {
    url: 'https://example.com/q3-report',
    binding_values: {
      thumbnail_image_large: { image_value: { url: thumbnail, width: 1200, height: 628 } },
      title: { string_value: 'How we cut total blocking time by 60%' },
      domain: { string_value: 'example.com' },
    },
  },
}

export default function TweetCardDemo3() {
  return (
    <div className="flex w-full justify-center p-4">
      <TweetCard tweet={tweet} />
    </div>
  )
}
