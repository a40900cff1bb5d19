import { RainbowButton } from '../rainbow-button'

export default function RainbowButtonDemo() {
  return <RainbowButton>Get Unlimited Access</RainbowButton>
}
