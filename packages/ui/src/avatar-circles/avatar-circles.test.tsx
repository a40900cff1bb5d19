// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../test-support'
import { AvatarCircles } from './avatar-circles'

afterEach(cleanup)

const avatars = [
  { imageUrl: '/a.png', profileUrl: 'https://example.com/a', name: 'Ada' },
  { imageUrl: '/b.png', profileUrl: 'https://example.com/b' },
]

describe('AvatarCircles', () => {
  it('links each picture to its profile in a new tab, named by its alternative text', () => {
    render(<AvatarCircles avatarUrls={avatars} />)
    const ada = screen.getByRole('link', { name: 'Ada (opens in a new tab)' })
    expect(ada.getAttribute('href')).toBe('https://example.com/a')
    expect(ada.getAttribute('target')).toBe('_blank')
    expect(ada.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('img', { name: 'Ada' }).getAttribute('src')).toBe('/a.png')
    // Unnamed people are numbered by position, as in Magic UI.
    expect(screen.getByRole('link', { name: 'Avatar 2 (opens in a new tab)' })).toBeTruthy()
  })

  it('accepts plain image URLs, shown without a link', () => {
    render(<AvatarCircles avatarUrls={['/x.png', { imageUrl: '/y.png', name: 'Yara' }]} />)
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.getByRole('img', { name: 'Avatar 1' }).getAttribute('src')).toBe('/x.png')
    expect(screen.getByRole('img', { name: 'Yara' })).toBeTruthy()
  })

  it('ends with a +N count read as “N more”, left out when numPeople is omitted or 0', () => {
    const { container, rerender } = render(<AvatarCircles avatarUrls={avatars} numPeople={99} />)
    const count = () => container.querySelector('[data-slot="avatar-circles-count"]')
    expect(count()?.tagName).toBe('SPAN')
    expect(count()?.textContent).toBe('+9999 more')
    expect(count()?.querySelector('[aria-hidden]')?.textContent).toBe('+99')
    expect(count()?.querySelector('.sr-only')?.textContent).toBe('99 more')

    rerender(<AvatarCircles avatarUrls={avatars} />)
    expect(count()).toBeNull()
    rerender(<AvatarCircles avatarUrls={avatars} numPeople={0} />)
    expect(count()).toBeNull()
  })

  it('makes the count a link when moreUrl is given', () => {
    render(<AvatarCircles avatarUrls={[]} numPeople={12} moreUrl="/people" />)
    expect(screen.getByRole('link', { name: '12 more' }).getAttribute('href')).toBe('/people')
  })

  it('lifts on hover and focus only without reduced motion, and passes className and props through', () => {
    const { container } = render(<AvatarCircles avatarUrls={avatars} className="custom" aria-label="Team" />)
    const root = container.querySelector('[data-slot="avatar-circles"]')
    expect(root?.className).toContain('-space-x-4')
    expect(root?.className).toContain('custom')
    expect(root?.getAttribute('aria-label')).toBe('Team')
    const avatar = container.querySelector('[data-slot="avatar-circles-avatar"]')
    expect(avatar?.className).toContain('hover:-translate-y-1')
    expect(avatar?.className).toContain('motion-reduce:transition-none')
    expect(avatar?.className).toContain('focus-visible:ring-2')
  })

  it('renders on the server and hydrates without warnings', async () => {
    const element = <AvatarCircles avatarUrls={[...avatars, '/c.png']} numPeople={3} />
    expect(renderToString(element).match(/<img/g)).toHaveLength(3)
    expect(await hydrationErrors(element)).toEqual([])
  })
})
