import { defineItem } from '../meta'

export default defineItem({
  name: 'tweet-card',
  type: 'registry:ui',
  title: 'Tweet Card',
  description:
    'A card that shows a tweet with its author, text, links and media, from data you pass or an endpoint you configure.',
  section: 'Components',
  dependencies: ['lucide-react'],
  registryDependencies: ['omit', 'use-reduced-motion', 'use-visible-playback', 'utils'],
  files: [{ path: 'tweet-card/tweet-card.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-tweet-card-enter': 'tweet-card-enter 0.5s cubic-bezier(0.22, 1, 0.36, 1) both',
    },
  },
  css: {
    '@keyframes tweet-card-enter': {
      from: { opacity: '0', transform: 'translateY(12px) scale(0.98)' },
      to: { opacity: '1', transform: 'none' },
    },
  },
  props: {
    TweetCard: [
      { name: 'id', type: 'string', description: 'The id of the tweet to load with `apiUrl` or `fetchTweet`.' },
      {
        name: 'tweet',
        type: 'Tweet',
        description: 'A tweet already at hand: rendered straight away, on the server too, with no request.',
      },
      {
        name: 'apiUrl',
        type: 'string',
        description:
          'Your endpoint for this tweet; it answers with the tweet as JSON, bare or as `{ data: tweet }`. No default: nothing is requested without it or `fetchTweet`.',
      },
      { name: 'fetchOptions', type: 'RequestInit', description: 'Options for the request to `apiUrl`.' },
      {
        name: 'fetchTweet',
        type: '(id: string, options: { signal: AbortSignal }) => Promise<Tweet | null | undefined>',
        description: 'Loads the tweet yourself instead of `apiUrl`; resolve `null` for not found.',
      },
      {
        name: 'components',
        type: '{ TweetNotFound?, AvatarImg?, MediaImg? }',
        description: 'Replacements for the not-found card and the images, as in react-tweet.',
      },
      { name: 'fallback', type: 'React.ReactNode', default: '<TweetSkeleton />', description: 'Shown while loading.' },
      {
        name: 'onError',
        type: '(error: unknown) => unknown',
        description: 'Called when loading fails; its result is passed to `TweetNotFound` as `error`.',
      },
      { name: 'className', type: 'string', description: 'Extra classes for the card.' },
    ],
    MagicTweet: [
      { name: 'tweet', type: 'Tweet', required: true, description: 'The tweet to render.' },
      { name: 'components', type: '{ AvatarImg?, MediaImg? }', description: 'Replacements for the images.' },
      { name: 'className', type: 'string', description: 'Extra classes for the card.' },
    ],
  },
  examples: [
    { name: 'tweet-card-demo', title: 'Tweet', description: 'A tweet with a mention, a hashtag and a link.' },
    { name: 'tweet-card-demo-2', title: 'With images', description: 'Several photos that scroll sideways.' },
    {
      name: 'tweet-card-demo-3',
      title: 'With link preview',
      description: 'A tweet whose link has a preview card.',
    },
  ],
})
