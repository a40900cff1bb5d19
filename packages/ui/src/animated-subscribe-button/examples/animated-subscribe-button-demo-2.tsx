'use client'

import { BellIcon, CheckIcon } from 'lucide-react'
import * as React from 'react'
import { AnimatedSubscribeButton } from '../animated-subscribe-button'

/** Controlled: the button shows "Subscribed" only once the (pretend) request has succeeded. */
export default function AnimatedSubscribeButtonDemo2() {
  const [subscribed, setSubscribed] = React.useState(false)
  const [pending, setPending] = React.useState(false)

  async function toggle() {
    if (pending) return
    setPending(true)
    await new Promise((resolve) => setTimeout(resolve, 1200))
    setSubscribed((current) => !current)
    setPending(false)
  }

  return (
    <AnimatedSubscribeButton
      className="w-44"
      subscribeStatus={subscribed}
      aria-busy={pending || undefined}
      onClick={() => void toggle()}
    >
      <span className="inline-flex items-center">
        <BellIcon aria-hidden className="mr-2 size-4" />
        {pending ? 'Subscribing…' : 'Subscribe'}
      </span>
      <span className="inline-flex items-center">
        <CheckIcon aria-hidden className="mr-2 size-4" />
        {pending ? 'Unsubscribing…' : 'Subscribed'}
      </span>
    </AnimatedSubscribeButton>
  )
}
