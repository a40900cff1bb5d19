import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PendingLabel, Spinner } from './spinner'

describe('Spinner', () => {
  it('turns unless less motion is asked for, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<Spinner className="size-4" />)
    expect(html).toMatch(/class="[^"]*\banimate-spin motion-reduce:animate-none size-4\b/)
    expect(html).toContain('aria-hidden="true"')
  })
})

describe('PendingLabel', () => {
  it('says its words, after its icon, while idle', () => {
    const html = renderToStaticMarkup(
      <PendingLabel pending={false} pendingText="Saving..." icon={<b>icon</b>}>
        Save
      </PendingLabel>,
    )
    expect(html).toBe('<b>icon</b>Save')
  })

  it('shows the spinner in place of the icon and the pending words while its action runs', () => {
    const html = renderToStaticMarkup(
      <PendingLabel pending pendingText="Saving..." icon={<b>icon</b>}>
        Save
      </PendingLabel>,
    )
    expect(html).toMatch(/^<svg[^>]*animate-spin[^>]*>.*<\/svg>Saving\.\.\.$/)
    expect(html).not.toContain('icon')
  })

  it('keeps its words while pending when it has no pending words of its own', () => {
    expect(renderToStaticMarkup(<PendingLabel pending>Subscribe Now</PendingLabel>)).toMatch(/<\/svg>Subscribe Now$/)
  })
})
