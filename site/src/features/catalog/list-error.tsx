import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { RotateCw, TriangleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { apiFailure } from '@/lib/api/create-api-client'
import { errorMessage } from '@/lib/error-message'

export const LIST_ERROR_FALLBACK = 'An error occurred'

/**
 * The message of a failed list call: the API's own, else the request's, else the fallback
 * (docs/product.md, Catalogue lists).
 */
export function listErrorMessage(error: unknown): string {
  const fromApi = apiFailure(error).message
  if (fromApi) return fromApi
  const message = errorMessage(error)
  return message === errorMessage(undefined) ? LIST_ERROR_FALLBACK : message
}

type Props = ErrorComponentProps & { title: string; slot: string }

/**
 * A catalogue list's error state: what went wrong, in red (docs/product.md, Catalogue lists), and a
 * way to try again without a reload, since a failed list call (a dropped connection, a busy server)
 * usually passes.
 */
export function CatalogListError({ error, reset, title, slot }: Props) {
  const router = useRouter()
  return (
    <section role="alert" data-slot={slot} className="mx-auto max-w-xl px-4 py-24 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-red-600 dark:text-red-400" />
      <h1 className="mt-4 font-semibold text-2xl tracking-tight">{title}</h1>
      <p className="mt-2 text-red-600 dark:text-red-400">{listErrorMessage(error)}</p>
      <Button
        className="mt-8"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </section>
  )
}
