import { CheckIcon, ChevronRightIcon } from 'lucide-react'
import * as React from 'react'
import { AnimatedSubscribeButton } from './animated-subscribe-button'

/** Animated Subscribe Button as Magic UI documents it: its usage, props table and both demos. */
export function MagicUiUsage() {
  const [subscribed, setSubscribed] = React.useState(false)
  const [loading, setLoading] = React.useState(false)
  const ref = React.useRef<HTMLButtonElement>(null)

  async function handleClick() {
    setLoading(true)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    setSubscribed(true)
    setTimeout(() => setSubscribed(false), 3000)
    setLoading(false)
  }

  return (
    <div className="flex gap-4">
      <AnimatedSubscribeButton>
        <span>Follow</span>
        <span>Subscribed</span>
      </AnimatedSubscribeButton>
      <AnimatedSubscribeButton className="w-36">
        <span className="group inline-flex items-center">
          Follow
          <ChevronRightIcon className="ml-1 size-4 transition-transform duration-300 group-hover:translate-x-1" />
        </span>
        <span className="group inline-flex items-center">
          <CheckIcon className="mr-2 size-4" />
          Subscribed
        </span>
      </AnimatedSubscribeButton>
      <AnimatedSubscribeButton
        ref={ref}
        className="w-36"
        subscribeStatus={subscribed}
        onClick={() => !loading && handleClick()}
        whileTap={{ scale: 0.97 }}
      >
        <span className="group inline-flex items-center">{loading ? 'Sending...' : 'Follow'}</span>
        <span className="group inline-flex items-center">Subscribed</span>
      </AnimatedSubscribeButton>
    </div>
  )
}
