import { ShimmerButton } from '../shimmer-button'

export default function ShimmerButtonDemo() {
  return (
    <ShimmerButton className="shadow-2xl">
      <span className="text-center text-sm font-medium tracking-tight lg:text-base">Get started for free</span>
    </ShimmerButton>
  )
}
