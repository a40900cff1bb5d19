import type { Meta, StoryObj } from '@storybook/react-vite'
import { AvatarCircles } from './avatar-circles'
import AvatarCirclesDemo from './examples/avatar-circles-demo'

const dot = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="${color}"/></svg>`)}`

const meta = {
  title: 'Components/Avatar Circles',
  component: AvatarCircles,
  args: {
    numPeople: 42,
    avatarUrls: [
      { imageUrl: dot('#38bdf8'), profileUrl: 'https://example.com/sky', name: 'Sky' },
      { imageUrl: dot('#f472b6'), profileUrl: 'https://example.com/rose', name: 'Rose' },
      { imageUrl: dot('#34d399'), name: 'Fern' },
    ],
  },
} satisfies Meta<typeof AvatarCircles>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <AvatarCirclesDemo /> }
