import { MagicTweet, type Tweet } from '../tweet-card'

const svg = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`

const avatar = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#f97316"/><circle cx="48" cy="38" r="18" fill="#fff7ed"/><rect x="18" y="62" width="60" height="40" rx="30" fill="#fff7ed"/></svg>',
)

// Inline "photos": each a gradient sky over hills, so the demo works offline.
const photo = (from: string, to: string, hill: string) =>
  svg(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="600" fill="url(#s)"/><circle cx="600" cy="170" r="70" fill="#fef9c3" fill-opacity="0.9"/><path d="M0 430 Q200 330 400 420 T800 400 V600 H0Z" fill="${hill}"/><path d="M0 500 Q260 420 520 500 T800 490 V600 H0Z" fill="${hill}" fill-opacity="0.7"/></svg>`,
  )

const text = 'Three evenings, three skies from the studio roof. Which one goes on the new site? https://t.co/ph0t0s'

const tweet: Tweet = {
  id_str: '1800000000000000002',
  text,
  // The media link at the end is not part of the visible text.
  display_text_range: [0, 81],
  user: { name: 'Jonas Lindqvist', screen_name: 'jonas_draws', profile_image_url_https: avatar },
  entities: {
    media: [{ indices: [82, 101], url: 'https://t.co/ph0t0s', display_url: 'pic.x.com/ph0t0s' }],
  },
  photos: [
    { url: photo('#fb7185', '#fde68a', '#7c2d12'), width: 800, height: 600 },
    { url: photo('#6366f1', '#f0abfc', '#1e1b4b'), width: 800, height: 600 },
    { url: photo('#0ea5e9', '#a7f3d0', '#064e3b'), width: 800, height: 600 },
  ],
}

export default function TweetCardDemo2() {
  return (
    <div className="flex w-full justify-center p-4">
      <MagicTweet tweet={tweet} />
    </div>
  )
}
