import { cn } from '@snipstack/ui/lib/utils'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { Slot } from './slot'

/** Variants and sizes from spec §9. */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-all outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-red-600 text-white hover:bg-red-600/90',
        outline: 'border bg-background hover:bg-accent',
        secondary: 'bg-muted text-foreground hover:bg-muted/80',
        ghost: 'hover:bg-accent',
        link: 'text-foreground underline-offset-4 hover:underline',
        gradient: 'bg-gradient-to-r from-sky-500 to-violet-500 text-white hover:opacity-90',
        premium: 'bg-gradient-to-r from-amber-400 to-orange-500 text-black hover:opacity-90',
        hero: 'bg-primary px-6 text-base text-primary-foreground shadow-lg hover:bg-primary/90',
        rainbow:
          'bg-[linear-gradient(90deg,#f43f5e,#f59e0b,#22c55e,#3b82f6,#a855f7)] text-white bg-[length:200%] hover:bg-right',
        'rainbow-outline':
          'border-2 border-transparent [background:linear-gradient(var(--background),var(--background))_padding-box,linear-gradient(90deg,#f43f5e,#f59e0b,#22c55e,#3b82f6,#a855f7)_border-box]',
      },
      size: {
        default: 'h-9 px-4 py-2',
        sm: 'h-8 rounded-md px-3 text-xs',
        lg: 'h-10 rounded-md px-6',
        icon: 'size-9',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button'
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />
}
