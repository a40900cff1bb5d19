import { describe, expect, it } from 'vitest'
import { shellArgs, shellQuote } from './shell'

describe('shellQuote', () => {
  it('leaves plain arguments as they are', () => {
    expect(shellArgs(['add', 'marquee', '--registry', 'https://ui.example.com/r'])).toBe(
      'add marquee --registry https://ui.example.com/r',
    )
  })

  it('single-quotes anything a POSIX shell would read, quotes included', () => {
    expect(shellQuote('evil$(touch x) && touch y')).toBe("'evil$(touch x) && touch y'")
    expect(shellQuote("it's")).toBe("'it'\\''s'")
    expect(shellQuote('https://r.test/r?a=1&b=`id`')).toBe("'https://r.test/r?a=1&b=`id`'")
    expect(shellQuote('')).toBe("''")
  })

  it('gives back the argument when sh reads it', () => {
    const argument = `a'b"c$(d)\`e\`;f|g&h\\i *`
    const echoed = Bun.spawnSync(['sh', '-c', `printf %s ${shellQuote(argument)}`]).stdout.toString()
    expect(echoed).toBe(argument)
  })
})
