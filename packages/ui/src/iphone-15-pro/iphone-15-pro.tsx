import { Iphone, type IphoneProps } from '../iphone/iphone'

export type Iphone15ProProps = IphoneProps

/**
 * The iPhone 15 Pro mockup: the `Iphone` frame at its classic 433 × 882 size, kept under the name
 * and defaults that code written for the older component uses.
 */
export function Iphone15Pro({ width = 433, height = 882, alt, 'aria-label': ariaLabel, ...props }: Iphone15ProProps) {
  return (
    <Iphone
      data-slot="iphone-15-pro"
      width={width}
      height={height}
      alt={alt}
      aria-label={ariaLabel ?? alt ?? 'iPhone 15 Pro'}
      {...props}
    />
  )
}
