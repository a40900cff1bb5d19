// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../../test-support'
import FaqAccordion from './faq-accordion'

afterEach(cleanup)

/** The answer region a question's button controls. */
function panelOf(button: HTMLElement) {
  const id = button.getAttribute('aria-controls')
  const panel = id ? document.getElementById(id) : null
  if (!panel) throw new Error(`no panel for ${button.textContent}`)
  return panel
}

describe('FaqAccordion', () => {
  it('is a section named by its h2, each question a collapsed button inside an h3', () => {
    render(<FaqAccordion />)
    const section = screen.getByRole('region', { name: 'Frequently asked questions' })
    expect(section.tagName).toBe('SECTION')
    expect(section.querySelectorAll('h2')).toHaveLength(1)
    const questions = screen.getAllByRole('button')
    expect(questions).toHaveLength(6)
    for (const button of questions) {
      expect(button.parentElement?.tagName).toBe('H3')
      expect(button.getAttribute('type')).toBe('button')
      expect(button.getAttribute('aria-expanded')).toBe('false')
      const panel = panelOf(button)
      expect(panel.hidden).toBe(true)
    }
    expect(screen.getByRole('link', { name: 'Talk to our team' }).getAttribute('href')).toBe('#')
  })

  it('opens and closes each answer on its own, several at once, turning the icon', () => {
    render(<FaqAccordion />)
    const first = screen.getByRole('button', { name: 'How long does it take to set up?' })
    const second = screen.getByRole('button', { name: 'Can I self-host the runners?' })
    const icon = first.querySelector('svg')
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
    expect(icon?.getAttribute('class')).not.toContain('rotate-45')
    expect(icon?.getAttribute('class')).toContain('motion-reduce:transition-none')

    fireEvent.click(first)
    expect(first.getAttribute('aria-expanded')).toBe('true')
    expect(panelOf(first).hidden).toBe(false)
    expect(panelOf(first).textContent).toContain('connect their first repository')
    expect(icon?.getAttribute('class')).toContain('rotate-45')
    expect(panelOf(first).closest('h3')).toBeNull()

    fireEvent.click(second)
    expect(first.getAttribute('aria-expanded')).toBe('true')
    expect(second.getAttribute('aria-expanded')).toBe('true')
    expect(panelOf(second).hidden).toBe(false)

    fireEvent.click(first)
    expect(first.getAttribute('aria-expanded')).toBe('false')
    expect(panelOf(first).hidden).toBe(true)
    expect(icon?.getAttribute('class')).not.toContain('rotate-45')
    expect(second.getAttribute('aria-expanded')).toBe('true')
  })

  it('takes its words, questions and open answers from props', () => {
    render(
      <FaqAccordion
        title="Questions"
        description="Short answers."
        items={[
          { question: 'Is it fast?', answer: 'Very.' },
          { question: 'Is it free?', answer: <a href="/pricing">See pricing</a> },
        ]}
        defaultOpen={[1]}
        contactPrompt="More?"
        contactAction={{ label: 'Write to us', href: 'mailto:help@example.com' }}
        className="bg-muted"
      />,
    )
    const section = screen.getByRole('region', { name: 'Questions' })
    expect(section.className).toContain('bg-muted')
    expect(screen.getByText('Short answers.')).toBeTruthy()
    expect(screen.queryByText('How long does it take to set up?')).toBeNull()
    expect(screen.getAllByRole('button')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Is it fast?' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('button', { name: 'Is it free?' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe('/pricing')
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('mailto:help@example.com')
  })

  it('leaves the contact line out when there is no prompt', () => {
    render(<FaqAccordion contactPrompt="" />)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('gives two copies on one page distinct ids', () => {
    const { container } = render(
      <>
        <FaqAccordion />
        <FaqAccordion />
      </>,
    )
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(ids.length).toBeGreaterThan(12)
    expect(new Set(ids).size).toBe(ids.length)
    // Each copy's first question still controls its own answer.
    const [a, b] = screen.getAllByRole('button', { name: 'How long does it take to set up?' })
    if (!a || !b) throw new Error('two copies expected')
    fireEvent.click(b)
    expect(panelOf(a).hidden).toBe(true)
    expect(panelOf(b).hidden).toBe(false)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<FaqAccordion defaultOpen={[0]} />)).toEqual([])
  })
})
