import { describe, expect, it } from 'vitest'
import { terminalText } from './terminal'

describe('terminalText', () => {
  it('drops escape sequences: screen clears, cursor moves, titles, hyperlinks, clipboard writes', () => {
    expect(terminalText('a\u001b[2J\u001b[3J\u001b[Hb')).toBe('ab')
    expect(terminalText('copy\u001b]52;c;cm0gLXJmIH4=\u0007d')).toBe('copyd')
    expect(terminalText('\u001b]8;;https://evil.test\u001b\\link\u001b]8;;\u001b\\')).toBe('link')
    expect(terminalText('\u001b]0;title')).toBe('')
    expect(terminalText('reset\u001bc and \u001b(0charset')).toBe('reset and charset')
  })

  it('drops C0 controls but newline and tab, DEL and C1; a carriage return becomes a line break', () => {
    expect(terminalText('a\u0000\u0007\u0008b\u007f\u0085\u009b2Jc')).toBe('ab2Jc')
    expect(terminalText('line\tone\nline two')).toBe('line\tone\nline two')
    expect(terminalText('crlf\r\nfile\rover')).toBe('crlf\nfile\nover')
  })

  it('keeps our colours only when asked, and never other graphic codes', () => {
    const red = '\u001b[31mred\u001b[39m'
    expect(terminalText(red, { keepColours: true })).toBe(red)
    expect(terminalText(red)).toBe('red')
    expect(terminalText('\u001b[8mhidden\u001b[5m\u001b[38;5;1m', { keepColours: true })).toBe('hidden')
  })
})
