import { RainbowButton } from '../rainbow-button'

export default function RainbowButtonOutlineDemo() {
  return <RainbowButton variant="outline">Get Unlimited Access</RainbowButton>
}
