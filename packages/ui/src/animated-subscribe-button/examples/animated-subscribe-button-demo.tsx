import { CheckIcon, ChevronsRightIcon } from 'lucide-react'
import { AnimatedSubscribeButton } from '../animated-subscribe-button'

export default function AnimatedSubscribeButtonDemo() {
  return (
    <AnimatedSubscribeButton className="w-40">
      <span className="group inline-flex items-center">
        Follow
        <ChevronsRightIcon
          aria-hidden
          className="ml-1 size-4 transition-transform duration-300 group-hover:translate-x-1 motion-reduce:transition-none"
        />
      </span>
      <span className="inline-flex items-center">
        <CheckIcon aria-hidden className="mr-2 size-4" />
        Following
      </span>
    </AnimatedSubscribeButton>
  )
}
