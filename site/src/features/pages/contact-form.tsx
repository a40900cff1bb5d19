import { type ContactInput, type ContactResponse, contactBody, contactTopics } from '@snipstack/contracts'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CheckCircle2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Field, useValidatedForm } from '@/components/form/form-controls'
import { fieldErrorsFrom } from '@/components/form/form-errors'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { PendingLabel } from '@/components/ui/spinner'
import { NativeSelect, Textarea } from '@/components/ui/textarea'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { useAuthHydrated } from '@/lib/session/use-auth-hydrated'

const fields = ['name', 'email', 'topic', 'message'] as const
const empty: ContactInput = { name: '', email: '', topic: 'General', message: '' }
const FALLBACK = 'Your message could not be sent. Please try again.'

function validate(values: ContactInput) {
  const result = contactBody.safeParse(values)
  return result.success ? {} : fieldErrorsFrom(result.error.issues, fields)
}

const send = async (values: ContactInput): Promise<ContactResponse> =>
  readContract(api.post('contact', { json: contactBody.parse(values) }), 'contactResponse')

/**
 * The contact form (/page/contact): checked with the shared contract as the reader types, sent to
 * `POST /api/contact`, and answered with a confirmation in place of the form. A signed-in
 * sender's session goes with it, which helps to answer.
 */
export function ContactForm() {
  const hydrated = useAuthHydrated()
  const { formRef, values, errors, update, bind, check, showFailure } = useValidatedForm({
    fields,
    initial: empty,
    validate,
  })
  const [sent, setSent] = useState<ContactResponse | null>(null)
  const mutation = useMutation({ mutationFn: send })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!check()) return
    mutation.mutate(values, {
      onSuccess: setSent,
      onError: (failure) => showFailure(failure, FALLBACK),
    })
  }

  if (sent) {
    return (
      <div role="status" className="flex gap-3 rounded-xl border border-green-500/30 bg-green-500/10 p-6">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" aria-hidden />
        <div>
          <p className="font-medium">{sent.message}</p>
          <p className="mt-1 text-muted-foreground text-sm">Reference: {sent.id}</p>
        </div>
      </div>
    )
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Contact" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name}>
          {(control) => <Input {...control} {...bind('name')} autoComplete="name" />}
        </Field>
        <Field id="contact-email" label="Email" error={errors.email}>
          {(control) => <Input {...control} {...bind('email')} type="email" autoComplete="email" />}
        </Field>
      </div>
      <Field id="contact-topic" label="Topic" error={errors.topic}>
        {(control) => (
          <NativeSelect
            {...control}
            name="topic"
            value={values.topic}
            onChange={(event) => update('topic', event.target.value as ContactInput['topic'])}
          >
            {contactTopics.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="contact-message" label="Message" error={errors.message}>
        {(control) => <Textarea {...control} {...bind('message')} rows={7} />}
      </Field>
      <p className="text-muted-foreground text-sm">
        We answer by email and keep your message only to do so; the{' '}
        <Link to="/page/$slug" params={{ slug: 'privacy-policy' }} className="docs-link">
          privacy policy
        </Link>{' '}
        says more.
      </p>
      <Button type="submit" className="h-10 w-full sm:w-fit" disabled={!hydrated || mutation.isPending}>
        <PendingLabel pending={mutation.isPending} pendingText="Sending...">
          Send message
        </PendingLabel>
      </Button>
    </form>
  )
}
