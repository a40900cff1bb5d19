import { Button as ItemButton, type ButtonProps as ItemButtonProps } from '@snipstack/ui/button/button'
import { cn } from '@snipstack/ui/lib/utils'

/**
 * The site's button is the registry's (packages/ui/src/button), the one users install, so the site
 * shows what it publishes. This module only adds what is the site's own: the marketing variants of
 * docs/product.md (Limits and timings, Buttons) and the few places where the site's look departs
 * from the item's.
 */
const siteVariants = {
  gradient: 'bg-gradient-to-r from-sky-500 to-violet-500 text-white hover:opacity-90',
  premium: 'bg-gradient-to-r from-amber-400 to-orange-500 text-black hover:opacity-90',
  hero: 'bg-primary px-6 text-base text-primary-foreground shadow-lg hover:bg-primary/90',
  rainbow:
    'bg-[linear-gradient(90deg,#f43f5e,#f59e0b,#22c55e,#3b82f6,#a855f7)] text-white bg-[length:200%] hover:bg-right',
  'rainbow-outline':
    'border-2 border-transparent [background:linear-gradient(var(--background),var(--background))_padding-box,linear-gradient(90deg,#f43f5e,#f59e0b,#22c55e,#3b82f6,#a855f7)_border-box]',
}

type SiteVariant = keyof typeof siteVariants
type ItemVariant = NonNullable<ItemButtonProps['variant']>
type ItemSize = NonNullable<ItemButtonProps['size']>

/*
 * Where the site's look departs from the item's (shadcn's): the pages were laid out with these
 * buttons, and the item's refinements would move the hero's calls to action and tint the dark
 * theme. The item merges a className over its own classes, so each entry replaces only the item
 * classes it conflicts with.
 */
const siteBase = cn(
  'shadow-none',
  // Links, tabs and the site's other buttons show keyboard focus as a solid ring set off from
  // the control; the item's softer ring would make these buttons the one exception.
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
)
// The same padding with an icon as without; the header's compact actions use the small type.
const siteSizes: Record<ItemSize, string> = {
  default: 'has-[>svg]:px-4',
  sm: 'text-xs has-[>svg]:px-3',
  lg: 'has-[>svg]:px-6',
  icon: '',
}
// The dark theme keeps the light theme's solid fills instead of the item's translucent ones.
const siteItemVariants: Partial<Record<ItemVariant, string>> = {
  outline: 'dark:bg-background dark:hover:bg-accent',
  ghost: 'dark:hover:bg-accent',
  destructive: 'dark:bg-red-600 dark:hover:bg-red-600/90 dark:focus-visible:ring-ring',
}

export type ButtonProps = Omit<ItemButtonProps, 'variant'> & {
  /** One of the item's six variants or one of the site's own (docs/product.md, Limits and timings). */
  variant?: ItemVariant | SiteVariant | null
}

const isSiteVariant = (variant: ButtonProps['variant']): variant is SiteVariant =>
  variant != null && Object.hasOwn(siteVariants, variant)

export function Button({ variant, size, className, ...props }: ButtonProps) {
  const own = isSiteVariant(variant)
  const itemVariant = own ? null : (variant ?? 'default')
  return (
    <ItemButton
      // `null` switches the item's variant off; cva would otherwise add its default one's colours.
      variant={itemVariant}
      size={size}
      className={cn(
        siteBase,
        siteSizes[size ?? 'default'],
        itemVariant && siteItemVariants[itemVariant],
        own && siteVariants[variant],
        className,
      )}
      // The item would name a site variant 'default'.
      data-variant={variant ?? 'default'}
      {...props}
    />
  )
}
