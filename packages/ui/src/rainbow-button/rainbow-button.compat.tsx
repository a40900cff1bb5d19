import type { VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { RainbowButton, type RainbowButtonProps, rainbowButtonVariants } from './rainbow-button'

type Variant = VariantProps<typeof rainbowButtonVariants>['variant']

/** Rainbow Button as Magic UI documents it: its usage, every prop of its props table and its demos. */
export function MagicUiUsage() {
  const ref = React.useRef<HTMLButtonElement>(null)
  const variant: Variant = 'outline'
  const props: RainbowButtonProps = { variant: 'default', size: 'lg', children: 'Rainbow Button' }
  return (
    <div className="flex flex-col items-center gap-4">
      <RainbowButton>Rainbow Button</RainbowButton>
      <RainbowButton>Get Unlimited Access</RainbowButton>
      <RainbowButton variant="outline">Get Unlimited Access</RainbowButton>
      <RainbowButton {...props} />
      <RainbowButton ref={ref} className="w-48" variant={variant} size="sm" onClick={() => ref.current?.blur()}>
        Small
      </RainbowButton>
      <RainbowButton size="icon" aria-label="Favourite">
        <svg aria-hidden viewBox="0 0 16 16" />
      </RainbowButton>
      <RainbowButton asChild size="default">
        <a href="/pricing">Pricing</a>
      </RainbowButton>
      <a href="/docs" className={rainbowButtonVariants({ variant: 'default', size: 'lg', className: 'w-full' })}>
        Docs
      </a>
    </div>
  )
}
