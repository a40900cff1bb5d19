// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors, readableText } from '../../test-support'
import HeroSplit from './hero-split'

// happy-dom's Web Animations reject when motion cancels them on unmount; these tests check markup.
MotionGlobalConfig.skipAnimations = true

afterEach(cleanup)

const terminalOf = (container: HTMLElement) => {
  const terminal = container.querySelector<HTMLElement>('[data-slot="terminal"]')
  if (!terminal) throw new Error('no terminal')
  return terminal
}

describe('HeroSplit', () => {
  it('is a section named by its one h1, with two actions and a terminal install session', () => {
    const { container } = render(<HeroSplit />)
    const section = screen.getByRole('region', { name: 'Add polished sections with one command' })
    expect(section.querySelectorAll('h1')).toHaveLength(1)
    expect(section.querySelectorAll('h2')).toHaveLength(0)
    expect(screen.getByText('Open source · MIT licensed')).toBeTruthy()
    expect(within(section).getByRole('link', { name: 'Browse components' }).getAttribute('href')).toBe('#')
    expect(within(section).getByRole('link', { name: 'Read the CLI guide' })).toBeTruthy()

    const terminal = terminalOf(container)
    expect(section.contains(terminal)).toBe(true)
    expect(terminal.textContent).toContain('~/acme-web — zsh')
    const spoken = readableText(terminal)
    expect(spoken).toContain('$ npx shadcn@latest add @snipstack/marquee')
    expect(spoken).toContain('Created components/ui/marquee.tsx.')
    expect(spoken).toContain('Done in 1.4s. Import it and ship.')
    // The ticks are decoration: a screen reader reads each line once, without them.
    expect(spoken).not.toContain('✔')
    expect(terminal.querySelectorAll('[data-slot="animated-span"]')).toHaveLength(4)
    expect(terminal.querySelectorAll('[data-slot="typing-animation"]')).toHaveLength(2)
  })

  it('takes its words, links and terminal session from props', () => {
    const { container } = render(
      <HeroSplit
        eyebrow=""
        title="Scaffold in seconds"
        description="No boilerplate."
        primaryAction={{ label: 'Install', href: '/install' }}
        secondaryAction={{ label: 'Source', href: '/source' }}
        terminalTitle="bash"
        command="$ acme init"
        output={['Wrote acme.json']}
        result=""
        className="min-h-svh"
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Scaffold in seconds')
    expect(screen.getByText('No boilerplate.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Install' }).getAttribute('href')).toBe('/install')
    expect(screen.getByRole('link', { name: 'Source' }).getAttribute('href')).toBe('/source')
    expect(screen.queryByText('Open source · MIT licensed')).toBeNull()
    const terminal = terminalOf(container)
    expect(terminal.textContent).toContain('bash')
    expect(readableText(terminal)).toBe('bash$ acme initWrote acme.json')
    expect(terminal.querySelectorAll('[data-slot="typing-animation"]')).toHaveLength(1)
    expect(screen.getByRole('region').className).toContain('min-h-svh')
  })

  it('keeps its decoration from assistive technology and its ids unique when rendered twice', () => {
    const { container } = render(
      <>
        <HeroSplit />
        <HeroSplit />
      </>,
    )
    const [first, second] = screen.getAllByRole('region')
    expect(first?.getAttribute('aria-labelledby')).not.toBe(second?.getAttribute('aria-labelledby'))
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const blob of container.querySelectorAll('section > div.blur-3xl')) {
      expect(blob.getAttribute('aria-hidden')).toBe('true')
    }
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<HeroSplit />)).toEqual([])
  })
})
