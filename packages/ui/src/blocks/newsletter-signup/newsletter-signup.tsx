'use client'

import { CircleCheckIcon } from 'lucide-react'
import * as React from 'react'
import { Button } from '../../button/button'
import { cn } from '../../lib/utils'

export type NewsletterSignupProps = Omit<React.ComponentProps<'section'>, 'onSubmit'> & {
  title?: React.ReactNode
  description?: React.ReactNode
  /** The field's label, read by screen readers (it is visually hidden). */
  label?: string
  placeholder?: string
  submitLabel?: string
  /** The button's words while `onSubscribe` is pending. */
  pendingLabel?: string
  /** The small print under the form; leave it empty for none. */
  note?: React.ReactNode
  /** Shown next to the field when what was typed is not an email address. */
  invalidMessage?: string
  /** Shown next to the field when `onSubscribe` rejects; the typed address stays. */
  failureMessage?: string
  /** Replaces the form once the visitor has subscribed. */
  successMessage?: string
  /** Called with the trimmed address; the form waits for it and shows the failure message if it rejects. */
  onSubscribe?: (email: string) => void | Promise<void>
}

/** Something, an @, something, a dot, something: what browsers accept, and no more than a form needs. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type Status = 'idle' | 'invalid' | 'pending' | 'failed' | 'done'

/**
 * A newsletter sign-up: a heading and a line of copy beside an email field and a button. The address
 * is checked on submit and the message next to the field clears as soon as the address is fixed;
 * while `onSubscribe` is pending the button is disabled, a failure keeps what was typed, and success
 * replaces the form with a confirmation in a status region that screen readers announce.
 */
export default function NewsletterSignup({
  title = 'Release notes, once a month',
  description = 'New features, fixes worth knowing about and one deep dive into how we build. Written by the engineers who shipped it.',
  label = 'Email address',
  placeholder = 'you@company.com',
  submitLabel = 'Subscribe',
  pendingLabel = 'Subscribing…',
  note = 'One email a month. Unsubscribe with one click.',
  invalidMessage = 'Enter a valid email address.',
  failureMessage = 'Something went wrong. Please try again.',
  successMessage = 'Thanks! Check your inbox to confirm.',
  onSubscribe,
  className,
  ...props
}: NewsletterSignupProps) {
  const id = React.useId()
  const titleId = `${id}-title`
  const inputId = `${id}-email`
  const messageId = `${id}-message`
  const noteId = `${id}-note`
  const inputRef = React.useRef<HTMLInputElement>(null)
  const confirmationRef = React.useRef<HTMLParagraphElement>(null)
  // Whether focus was in the form when it was sent; the form then goes, so focus moves to the confirmation.
  const focusConfirmation = React.useRef(false)
  const [email, setEmail] = React.useState('')
  const [status, setStatus] = React.useState<Status>('idle')

  const pending = status === 'pending'
  const message = status === 'invalid' ? invalidMessage : status === 'failed' ? failureMessage : null
  const described: string[] = []
  if (message) described.push(messageId)
  if (note) described.push(noteId)
  const describedBy = described.length > 0 ? described.join(' ') : undefined

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value
    setEmail(value)
    if (status === 'invalid' && emailPattern.test(value.trim())) setStatus('idle')
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const address = email.trim()
    if (!emailPattern.test(address)) {
      setStatus('invalid')
      inputRef.current?.focus()
      return
    }
    focusConfirmation.current = event.currentTarget.contains(document.activeElement)
    setStatus('pending')
    // A handler that throws at once fails like one whose promise rejects.
    Promise.resolve()
      .then(() => onSubscribe?.(address))
      .then(
        () => setStatus('done'),
        () => setStatus('failed'),
      )
  }

  React.useEffect(() => {
    if (status !== 'done' || !focusConfirmation.current) return
    focusConfirmation.current = false
    confirmationRef.current?.focus()
  }, [status])

  return (
    <section aria-labelledby={titleId} className={cn('px-4 py-16 sm:px-6 sm:py-24', className)} {...props}>
      <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-10 lg:grid-cols-2 lg:gap-12 lg:p-12">
        <div>
          <h2
            id={titleId}
            className="text-balance font-semibold text-2xl text-card-foreground tracking-tight sm:text-3xl"
          >
            {title}
          </h2>
          <p className="mt-3 text-pretty text-base text-muted-foreground">{description}</p>
        </div>
        <div>
          {/* Always rendered, so screen readers are listening before the confirmation arrives. */}
          <div role="status">
            {status === 'done' ? (
              <p
                ref={confirmationRef}
                tabIndex={-1}
                className="flex items-start gap-3 rounded-xl outline-none border border-border bg-muted px-4 py-3 font-medium text-foreground text-sm"
              >
                <CircleCheckIcon aria-hidden className="mt-px size-4 shrink-0" />
                {successMessage}
              </p>
            ) : null}
          </div>
          {status === 'done' ? null : (
            <form noValidate onSubmit={onSubmit} aria-busy={pending || undefined}>
              <label htmlFor={inputId} className="sr-only">
                {label}
              </label>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <div className="min-w-0 sm:flex-1">
                  <input
                    ref={inputRef}
                    id={inputId}
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    required
                    placeholder={placeholder}
                    value={email}
                    onChange={onChange}
                    aria-invalid={status === 'invalid' || undefined}
                    aria-describedby={describedBy}
                    className="h-10 w-full min-w-0 rounded-md border border-border bg-background px-3 text-base text-foreground shadow-xs outline-none transition-[border-color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 motion-reduce:transition-none sm:text-sm"
                  />
                  {message ? (
                    <p
                      id={messageId}
                      role={status === 'failed' ? 'alert' : undefined}
                      className="mt-2 font-medium text-destructive text-sm"
                    >
                      {message}
                    </p>
                  ) : null}
                </div>
                <Button type="submit" size="lg" disabled={pending} className="shrink-0">
                  {pending ? pendingLabel : submitLabel}
                </Button>
              </div>
              {note ? (
                <p id={noteId} className="mt-3 text-muted-foreground text-sm">
                  {note}
                </p>
              ) : null}
            </form>
          )}
        </div>
      </div>
    </section>
  )
}
