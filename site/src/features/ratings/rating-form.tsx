import { type OwnRating, RATING_MAX, RATING_REVIEW_MAX, type RatingInput, ratingMessages } from '@snipstack/contracts'
import { cn } from '@snipstack/ui/lib/utils'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Field, FieldError, useValidatedForm } from '@/components/form/form-controls'
import { Button } from '@/components/ui/button'
import { PendingLabel } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { apiFailure } from '@/lib/api/create-api-client'
import { toast } from '@/lib/toast'
import {
  checkRating,
  type RatingField,
  type RatingValues,
  ratingFields,
  ratingValuesOf,
  validateRating,
} from './rating-form-rules'
import { applyRatingWrite, removeRating, saveRating } from './rating-write'
import { itemNoun, type RatedItem } from './ratings-queries'
import { StarInput } from './star-input'

/*
 * The parts of the ratings section that check input with the shared contract. The section loads
 * this module only for a signed-in member, so a visit that only reads never downloads the schema
 * library with the page (see lib/api/contract-json.ts).
 */

const SAVE_FAILED = 'Your rating could not be saved.'
const REMOVE_FAILED = 'Your rating could not be removed.'

type Props = {
  item: RatedItem
  /** The signed-in member's account id, whose cached ratings the answers update. */
  viewer: string
  /** Their rating as stored, which the form starts from; null when they have none. */
  mine: OwnRating | null
}

/**
 * The member's own rating: 1 to 5 stars and an optional review, saved with `PUT …/rating` (a second
 * save replaces the first), and 'Remove my rating' to withdraw it. The server's messages show on
 * the field they name, or under the form.
 */
export function RatingForm({ item, viewer, mine }: Props) {
  const queryClient = useQueryClient()
  const ids = useId()
  const titleId = `${ids}-title`
  const reviewId = `${ids}-review`
  const counterId = `${ids}-review-count`
  const starsErrorId = `${ids}-stars-error`
  const [formError, setFormError] = useState<string>()
  const { formRef, values, errors, update, bind, check, reset, showFailure } = useValidatedForm<
    RatingValues,
    RatingField
  >({
    fields: ratingFields,
    initial: () => ratingValuesOf(mine),
    validate: validateRating,
    toastError: setFormError,
  })

  const failed = (failure: unknown, fallback: string) => {
    // The client has already ended the session and said so; the section offers to sign in again.
    if (apiFailure(failure).status === 401) return
    showFailure(failure, fallback)
  }
  const save = useMutation({
    mutationFn: (input: RatingInput) => saveRating(item, input),
    onSuccess: (answer) => {
      void applyRatingWrite(queryClient, item, viewer, answer)
      reset(ratingValuesOf(answer.mine))
      toast.success(mine ? 'Rating updated' : 'Rating saved')
    },
    onError: (failure) => failed(failure, SAVE_FAILED),
  })
  const remove = useMutation({
    mutationFn: () => removeRating(item),
    onSuccess: (answer) => {
      void applyRatingWrite(queryClient, item, viewer, answer)
      reset(ratingValuesOf(null))
      toast.success('Rating removed')
      // The button that had focus is gone: the stars are where one would rate again.
      formRef.current?.querySelector<HTMLInputElement>('input[name="stars"]')?.focus()
    },
    onError: (failure) => failed(failure, REMOVE_FAILED),
  })
  const busy = save.isPending || remove.isPending

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setFormError(undefined)
    if (!check()) return
    const checked = checkRating(values)
    if (checked.ok) save.mutate(checked.input)
  }
  const onRemove = () => {
    if (busy) return
    setFormError(undefined)
    remove.mutate()
  }

  const length = values.review.length
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      data-slot="rating-form"
      className="grid gap-5 rounded-xl border bg-card p-4 text-card-foreground sm:p-5"
    >
      <h3 id={titleId} className="font-semibold text-lg tracking-tight">
        {mine ? 'Your rating' : `Rate this ${itemNoun(item)}`}
      </h3>
      <div>
        <StarInput
          name="stars"
          legend="Stars"
          scale={RATING_MAX}
          value={values.stars}
          onChange={(stars) => update('stars', stars)}
          errorId={errors.stars ? starsErrorId : undefined}
          disabled={busy}
        />
        <FieldError id={starsErrorId} message={errors.stars} />
      </div>
      <Field id={reviewId} label="Your review (optional)" error={errors.review}>
        {(control) => (
          <div className="grid gap-1.5">
            <Textarea
              {...control}
              {...bind('review')}
              aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
              rows={4}
              readOnly={busy}
              placeholder={`What worked for you, what did not? Up to ${RATING_REVIEW_MAX} characters.`}
            />
            <p
              id={counterId}
              data-slot="review-counter"
              className={cn(
                'text-right text-xs tabular-nums',
                length > RATING_REVIEW_MAX ? 'text-red-600 dark:text-red-400' : 'text-muted-foreground',
              )}
            >
              {length}/{RATING_REVIEW_MAX} characters
            </p>
          </div>
        )}
      </Field>
      {formError ? (
        <p role="alert" data-slot="form-error" className="text-red-600 text-sm dark:text-red-400">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          <PendingLabel pending={save.isPending} pendingText="Saving…">
            Save rating
          </PendingLabel>
        </Button>
        {mine ? (
          <Button type="button" variant="outline" disabled={busy} onClick={onRemove}>
            <PendingLabel pending={remove.isPending} pendingText="Removing…" icon={<Trash2 aria-hidden="true" />}>
              Remove my rating
            </PendingLabel>
          </Button>
        ) : null}
      </div>
    </form>
  )
}

/** What a snippet's author sees instead of the form: members rate one another's snippets, not their own. */
export function OwnSnippetNotice() {
  return (
    <p data-slot="own-snippet-notice" className="rounded-xl border bg-muted/40 p-4 text-muted-foreground text-sm">
      {ratingMessages.ownSnippet}
    </p>
  )
}
