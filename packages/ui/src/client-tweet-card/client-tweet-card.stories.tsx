import type { Meta, StoryObj } from '@storybook/react-vite'
import { ClientTweetCard, type Tweet } from './client-tweet-card'
import ClientTweetCardDemo from './examples/client-tweet-card-demo'
import ClientTweetCardDemo2 from './examples/client-tweet-card-demo-2'

const tweet: Tweet = {
  id_str: '1',
  text: 'Loaded in the browser from a local loader: no request leaves the page.',
  user: {
    name: 'Playground',
    screen_name: 'playground',
    profile_image_url_https: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#0ea5e9"/></svg>',
    )}`,
  },
}

const meta = {
  title: 'Components/Client Tweet Card',
  component: ClientTweetCard,
  args: { id: '1', fetchTweet: async () => tweet },
  render: (args) => (
    <div className="w-[28rem] max-w-full">
      <ClientTweetCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ClientTweetCard>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <ClientTweetCardDemo /> }
export const FallbackAndNotFound: Story = { render: () => <ClientTweetCardDemo2 /> }
/** An id with no source configured: nothing is requested, and the card says the tweet is not found. */
export const NoSource: Story = { args: { fetchTweet: undefined } }
