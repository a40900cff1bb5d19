import { describe, expect, it } from 'vitest'
import { hubCategories, hubLanguages, hubTags } from './hub-data'
import { toggleSelection } from './template-hub'

describe('Template Hub', () => {
  it('selecting highlights, selecting the same entry again clears, another entry moves the highlight', () => {
    expect(toggleSelection(null, 'Go')).toBe('Go')
    expect(toggleSelection('Go', 'Go')).toBeNull()
    expect(toggleSelection('Go', 'Rust')).toBe('Rust')
  })

  it('holds the spec §3 sample lists, each entry with a count and a colour or icon', () => {
    expect(hubCategories.map((e) => e.name)).toEqual([
      'Web Development',
      'Mobile Apps',
      'Desktop Apps',
      'Backend APIs',
      'Database',
      'UI/UX Design',
    ])
    expect(hubLanguages.map((e) => e.name)).toEqual([
      'JavaScript',
      'TypeScript',
      'Python',
      'React',
      'Vue.js',
      'Node.js',
      'Go',
      'Rust',
    ])
    expect(hubTags.map((e) => e.name)).toEqual([
      'Authentication',
      'Payment',
      'Real-time',
      'AI/ML',
      'E-commerce',
      'Social Media',
      'Dashboard',
      'API',
    ])
    for (const entry of [...hubCategories, ...hubLanguages, ...hubTags]) {
      expect(entry.count).toBeGreaterThan(0)
      expect(Boolean(entry.color) || Boolean(entry.icon)).toBe(true)
    }
  })
})
