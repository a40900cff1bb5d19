import type { Meta, StoryObj } from '@storybook/react-vite'
import TweetCardDemo from './examples/tweet-card-demo'
import TweetCardDemo2 from './examples/tweet-card-demo-2'
import TweetCardDemo3 from './examples/tweet-card-demo-3'
import { type Tweet, TweetCard, TweetNotFound, TweetSkeleton } from './tweet-card'

const tweet: Tweet = {
  id_str: '1',
  text: 'A tweet rendered from local data: no request leaves the page.',
  user: {
    name: 'Playground',
    screen_name: 'playground',
    profile_image_url_https: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#8b5cf6"/></svg>',
    )}`,
    verified: true,
  },
}

const meta = {
  title: 'Components/Tweet Card',
  component: TweetCard,
  args: { tweet },
  render: (args) => (
    <div className="w-[28rem] max-w-full">
      <TweetCard {...args} />
    </div>
  ),
} satisfies Meta<typeof TweetCard>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <TweetCardDemo /> }
export const WithImages: Story = { render: () => <TweetCardDemo2 /> }
export const WithLinkPreview: Story = { render: () => <TweetCardDemo3 /> }
/** Loaded through `fetchTweet`, here a local promise, after the skeleton. */
export const Loaded: Story = {
  args: { tweet: undefined, id: '1', fetchTweet: async () => tweet },
}
export const States: Story = {
  render: () => (
    <div className="flex w-[28rem] max-w-full flex-col gap-4">
      <TweetSkeleton />
      <TweetNotFound />
    </div>
  ),
}
