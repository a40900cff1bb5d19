import { cn } from '@snipstack/ui/lib/utils'
import { CheckIcon, CopyIcon } from 'lucide-react'
import { copyToClipboard } from '@/lib/clipboard'
import { toast } from '@/lib/toast'
import { useCopied } from '@/lib/use-copied'

type CopyButtonProps = {
  /** The text to copy, or a function producing it at click time (e.g. with the page's origin). */
  value: string | (() => string | Promise<string>)
  /** What is copied, for the button's accessible name: 'Copy {label}'. */
  label: string
  className?: string
}

/** Copies text; the icon turns into a check mark for two seconds (docs/product.md, Limits and timings). */
export function CopyButton({ value, label, className }: CopyButtonProps) {
  const { copied, markCopied } = useCopied()
  const copy = async () => {
    try {
      await copyToClipboard(typeof value === 'function' ? await value() : value)
      markCopied()
    } catch (error) {
      console.error('Could not copy to the clipboard', error)
      toast.error('Could not copy', { description: 'Select the text and copy it by hand.' })
    }
  }
  return (
    <button
      type="button"
      data-slot="copy-button"
      data-copied={copied || undefined}
      aria-label={copied ? 'Copied' : `Copy ${label}`}
      title={copied ? 'Copied' : `Copy ${label}`}
      onClick={copy}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {copied ? (
        <CheckIcon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
      ) : (
        <CopyIcon className="size-4" aria-hidden />
      )}
    </button>
  )
}
