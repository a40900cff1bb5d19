// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors } from '../../test-support'
import NewsletterSignup from './newsletter-signup'

afterEach(cleanup)

const field = () => screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement
const submit = () => screen.getByRole('button', { name: 'Subscribe' })
const type = (value: string) => fireEvent.change(field(), { target: { value } })
/** The ids the field is described by, as elements' text. */
const description = () =>
  (field().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('NewsletterSignup', () => {
  it('is a section named by its h2 with a labelled email field and a submit button', () => {
    render(<NewsletterSignup />)
    const section = screen.getByRole('region', { name: 'Release notes, once a month' })
    expect(section.querySelectorAll('h2')).toHaveLength(1)
    expect(field().type).toBe('email')
    expect(field().autocomplete).toBe('email')
    expect(field().getAttribute('aria-invalid')).toBeNull()
    expect(description()).toEqual(['One email a month. Unsubscribe with one click.'])
    expect(submit().getAttribute('type')).toBe('submit')
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('flags an invalid address on submit, clears the message once it is fixed, then confirms', async () => {
    const onSubscribe = vi.fn()
    render(<NewsletterSignup onSubscribe={onSubscribe} />)

    fireEvent.click(submit())
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy()
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(description()).toContain('Enter a valid email address.')
    expect(document.activeElement).toBe(field())

    type('ada@example')
    fireEvent.click(submit())
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(onSubscribe).not.toHaveBeenCalled()

    type('ada@example.com')
    expect(screen.queryByText('Enter a valid email address.')).toBeNull()
    expect(field().getAttribute('aria-invalid')).toBeNull()
    expect(description()).toEqual(['One email a month. Unsubscribe with one click.'])

    type('  ada@example.com ')
    submit().focus()
    await act(async () => fireEvent.click(submit()))
    expect(onSubscribe).toHaveBeenCalledWith('ada@example.com')
    expect(screen.getByRole('status').textContent).toBe('Thanks! Check your inbox to confirm.')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    // The form is gone, so focus moves to the confirmation instead of falling back to the page.
    expect(screen.getByRole('status').contains(document.activeElement)).toBe(true)
  })

  it('waits for onSubscribe with the button disabled, then confirms', async () => {
    const request = deferred()
    const onSubscribe = vi.fn(() => request.promise)
    render(<NewsletterSignup onSubscribe={onSubscribe} />)
    type('grace@example.com')
    await act(async () => fireEvent.click(submit()))

    const button = screen.getByRole('button', { name: 'Subscribing…' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('')
    // A second submit while pending sends nothing more.
    await act(async () => fireEvent.submit(button.form as HTMLFormElement))
    expect(onSubscribe).toHaveBeenCalledTimes(1)

    await act(async () => request.resolve())
    expect(screen.getByRole('status').textContent).toBe('Thanks! Check your inbox to confirm.')
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('keeps the address and says so when onSubscribe rejects, and can be sent again', async () => {
    const request = deferred()
    const onSubscribe = vi.fn().mockReturnValueOnce(request.promise).mockResolvedValueOnce(undefined)
    render(<NewsletterSignup onSubscribe={onSubscribe} />)
    type('linus@example.com')
    await act(async () => fireEvent.click(submit()))
    await act(async () => request.reject(new Error('503')))

    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Something went wrong. Please try again.')
    expect(description()).toContain('Something went wrong. Please try again.')
    expect(field().value).toBe('linus@example.com')
    // The address itself is fine.
    expect(field().getAttribute('aria-invalid')).toBeNull()
    expect((submit() as HTMLButtonElement).disabled).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('')

    await act(async () => fireEvent.click(submit()))
    expect(onSubscribe).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Thanks! Check your inbox to confirm.')
  })

  it('treats an onSubscribe that throws like one that rejects', async () => {
    render(
      <NewsletterSignup
        onSubscribe={() => {
          throw new Error('offline')
        }}
      />,
    )
    type('hedy@example.com')
    await act(async () => fireEvent.click(submit()))
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.')
  })

  it('confirms straight away without onSubscribe', async () => {
    render(<NewsletterSignup />)
    type('barbara@example.com')
    await act(async () => fireEvent.click(submit()))
    expect(screen.getByRole('status').textContent).toBe('Thanks! Check your inbox to confirm.')
  })

  it('takes its words from props', async () => {
    render(
      <NewsletterSignup
        title="Stay in the loop"
        description="Product news."
        label="Work email"
        placeholder="name@work.dev"
        submitLabel="Join"
        note=""
        invalidMessage="That is not an email."
        successMessage="You are in."
        className="bg-muted"
      />,
    )
    const section = screen.getByRole('region', { name: 'Stay in the loop' })
    expect(section.className).toContain('bg-muted')
    expect(screen.getByText('Product news.')).toBeTruthy()
    const input = screen.getByRole('textbox', { name: 'Work email' })
    expect(input.getAttribute('placeholder')).toBe('name@work.dev')
    expect(input.getAttribute('aria-describedby')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Join' }))
    expect(screen.getByText('That is not an email.')).toBeTruthy()
    fireEvent.change(input, { target: { value: 'me@work.dev' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Join' })))
    expect(screen.getByRole('status').textContent).toBe('You are in.')
  })

  it('gives two copies on one page distinct ids', () => {
    const { container } = render(
      <>
        <NewsletterSignup />
        <NewsletterSignup />
      </>,
    )
    for (const button of screen.getAllByRole('button', { name: 'Subscribe' })) fireEvent.click(button)
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(ids.length).toBe(8)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<NewsletterSignup />)).toEqual([])
  })
})
