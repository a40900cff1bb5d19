import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useValidatedForm } from './form-controls'

type Values = { email: string; message: string }

function Form({ initial }: { initial: Values }) {
  const { bind } = useValidatedForm({ fields: ['email', 'message'] as const, initial, validate: () => ({}) })
  return (
    <form>
      <input {...bind('email')} />
      <textarea {...bind('message')} />
    </form>
  )
}

describe('useValidatedForm().bind', () => {
  it('names each control after its value and shows that value', () => {
    const html = renderToStaticMarkup(<Form initial={{ email: 'ada@example.com', message: 'Hello' }} />)
    expect(html).toContain('<input name="email" value="ada@example.com"/>')
    expect(html).toContain('<textarea name="message">Hello</textarea>')
  })
})
