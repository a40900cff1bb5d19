import { defineItem } from '../meta'

export default defineItem({
  name: 'client-tweet-card',
  type: 'registry:ui',
  title: 'Client Tweet Card',
  description:
    'The tweet card as a client component that loads a tweet by id in the browser, from an endpoint or loader you configure.',
  label: 'New',
  section: 'Components',
  registryDependencies: ['tweet-card'],
  files: [{ path: 'client-tweet-card/client-tweet-card.tsx', type: 'registry:ui' }],
  props: {
    ClientTweetCard: [
      { name: 'id', type: 'string', description: 'The id of the tweet to load with `apiUrl` or `fetchTweet`.' },
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
        name: 'tweet',
        type: 'Tweet',
        description: 'A tweet already at hand: shown straight away, with no request.',
      },
      {
        name: 'fallback',
        type: 'React.ReactNode',
        default: '<TweetSkeleton />',
        description: 'Shown while the tweet loads.',
      },
      {
        name: 'components',
        type: '{ TweetNotFound?, AvatarImg?, MediaImg? }',
        description: 'Replacements for the not-found card and the images, as in react-tweet.',
      },
      {
        name: 'onError',
        type: '(error: unknown) => unknown',
        description: 'Called when loading fails; its result is passed to `TweetNotFound` as `error`.',
      },
      { name: 'className', type: 'string', description: 'Extra classes for the card.' },
    ],
  },
  examples: [
    {
      name: 'client-tweet-card-demo',
      title: 'Client Tweet Card',
      description: 'A tweet loaded in the browser through a `fetchTweet` loader.',
    },
    {
      name: 'client-tweet-card-demo-2',
      title: 'Fallback and not found',
      description: 'A custom loading state, then a custom card for a tweet that is gone.',
    },
  ],
})
