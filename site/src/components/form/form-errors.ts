import { apiFailure } from '@/lib/api/create-api-client'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

type Issue = { readonly path: ReadonlyArray<PropertyKey>; readonly message: string }

/** The first message for each form field, from a contract schema's validation issues. */
export function fieldErrorsFrom<F extends string>(issues: ReadonlyArray<Issue>, fields: ReadonlyArray<F>) {
  const errors: FieldErrors<F> = {}
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0])
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/**
 * Where a failed submission's message goes (docs/product.md, Accounts and sign-in): onto the field it
 * names, else into a toast.
 */
export type SubmitFailure<F extends string> = { field: F; message: string } | { toast: string }

export function submitFailure<F extends string>(
  error: unknown,
  fields: ReadonlyArray<F>,
  fallback: string,
): SubmitFailure<F> {
  const failure = apiFailure(error)
  if (failure.status !== undefined) {
    const field = fields.find((name) => name === failure.field)
    if (field) return { field, message: failure.message ?? fallback }
    return { toast: failure.message ?? fallback }
  }
  // Network errors, timeouts and the like: the client's own message, else the fallback.
  if (error instanceof Error && error.message.trim()) return { toast: error.message }
  return { toast: fallback }
}
