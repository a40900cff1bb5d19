import { cn } from '@snipstack/ui/lib/utils'
import { RotateCwIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * What a part of a page that failed to load shows in its place (LocalErrorBoundary's fallback): a
 * line saying so, and a button that tries again in place.
 */
export function RetryAlert({ message, retry, className }: { message: string; retry: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('flex items-center gap-3 text-sm', className)}>
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        <RotateCwIcon aria-hidden />
        Try again
      </Button>
    </div>
  )
}
