import { cn } from '@snipstack/ui/lib/utils'
import { Eye, EyeOff } from 'lucide-react'
import type * as React from 'react'
import { useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/lib/toast'
import { type FieldErrors, submitFailure } from './form-errors'

/** Props that tie a control to its label and error message. */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

type FieldProps = {
  id: string
  label: React.ReactNode
  error?: string
  /** Sits at the right of the label row (e.g. 'Forgot password?'). */
  aside?: React.ReactNode
  className?: string
  children: (control: ControlProps) => React.ReactNode
}

/** A labelled control with its validation message underneath, announced as its description. */
export function Field({ id, label, error, aside, className, children }: FieldProps) {
  const errorId = `${id}-error`
  return (
    <div data-slot="field" className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} data-slot="field-error" className="text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  )
}

/** A password input with a show/hide toggle whose accessible name says what it will do. */
export function PasswordInput({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false)
  const Icon = visible ? EyeOff : Eye
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </div>
  )
}

/** Focuses the first control that has an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null, fields: ReadonlyArray<string>, errors: object) {
  const first = fields.find((field) => field in errors)
  if (!first || !form) return
  // Custom controls (the terms checkbox) name themselves with data-field; their hidden mirror input is skipped.
  const control = form.querySelector<HTMLElement>(
    `[data-field="${first}"], [name="${first}"]:not([aria-hidden="true"])`,
  )
  control?.focus()
}

/** The keys of `V` whose values are any text, as a text control edits them (not a choice among a few). */
type TextKey<V> = { [K in keyof V]-?: string extends V[K] ? (V[K] extends string ? K : never) : never }[keyof V] &
  string

type ValidatedFormOptions<V, F extends string> = {
  fields: ReadonlyArray<F>
  initial: V | (() => V)
  /** Field messages for a set of values; empty when they may be sent. */
  validate: (values: V) => FieldErrors<F>
  /** How a failure without a field is shown; a toast at the default position unless given. */
  toastError?: (message: string) => void
}

/**
 * A form's values and field errors (docs/product.md, Accounts and sign-in). Messages appear on the
 * first submit and then follow the input, so a fixed field clears at once; `check` shows them next
 * to their fields and focuses the first, and `showFailure` routes a failed submission onto the
 * field the server named, or into a toast.
 */
export function useValidatedForm<V extends object, F extends string>({
  fields,
  initial,
  validate,
  toastError = (message) => toast.error(message),
}: ValidatedFormOptions<V, F>) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [attempted, setAttempted] = useState(false)

  const show = (found: FieldErrors<F>) => {
    setErrors(found)
    focusFirstError(formRef.current, fields, found)
  }
  const update = <K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (attempted) setErrors(validate(next))
  }
  /** Marks the form as submitted and shows what is wrong; true when the values may be sent. */
  const check = () => {
    setAttempted(true)
    const found = validate(values)
    show(found)
    return Object.keys(found).length === 0
  }
  /** Starts over from new values, e.g. after a successful save. */
  const reset = (next: V) => {
    setValues(next)
    setErrors({})
    setAttempted(false)
  }
  const showFailure = (failure: unknown, fallback: string) => {
    const outcome = submitFailure(failure, fields, fallback)
    if ('toast' in outcome) toastError(outcome.toast)
    else show({ [outcome.field]: outcome.message } as FieldErrors<F>)
  }
  /** A text control's (or a select's) `name`, `value` and `onChange`, tied to the value of the same name. */
  const bind = <K extends TextKey<V>>(field: K) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      update(field, event.target.value as V[K]),
  })
  return { formRef, values, errors, update, bind, check, reset, showFailure, showErrors: show }
}

type NameValues = { first_name: string; last_name: string }

/** First and last name side by side, as both registration and the profile ask for them. */
export function NameFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string
  values: NameValues
  errors: Partial<Record<keyof NameValues, string>>
  onChange: (field: keyof NameValues, value: string) => void
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={`${idPrefix}-first-name`} label="First name" error={errors.first_name}>
        {(control) => (
          <Input
            {...control}
            name="first_name"
            autoComplete="given-name"
            value={values.first_name}
            onChange={(event) => onChange('first_name', event.target.value)}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-last-name`} label="Last name" error={errors.last_name}>
        {(control) => (
          <Input
            {...control}
            name="last_name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={(event) => onChange('last_name', event.target.value)}
          />
        )}
      </Field>
    </div>
  )
}
