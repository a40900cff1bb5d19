import { afterEach, describe, expect, it, vi } from 'vitest'
import { colorEnabled, colorsFor } from './colors'
import { createLogger } from './logger'

const ESC = '\u001b['

describe('colorEnabled', () => {
  const terminal = { isTTY: true }
  const pipe = { isTTY: false }

  it('colours a terminal and nothing else', () => {
    expect(colorEnabled(terminal, {})).toBe(true)
    expect(colorEnabled(pipe, {})).toBe(false)
    expect(colorEnabled({}, {})).toBe(false)
  })

  it('leaves CI logs plain: CI alone is no reason to colour', () => {
    expect(colorEnabled(pipe, { CI: 'true', GITHUB_ACTIONS: 'true' })).toBe(false)
  })

  it('honours NO_COLOR (when set and not empty), also on a terminal and over FORCE_COLOR', () => {
    expect(colorEnabled(terminal, { NO_COLOR: '1' })).toBe(false)
    expect(colorEnabled(terminal, { NO_COLOR: '0' })).toBe(false)
    expect(colorEnabled(terminal, { NO_COLOR: '' })).toBe(true)
    expect(colorEnabled(pipe, { NO_COLOR: '1', FORCE_COLOR: '1' })).toBe(false)
  })

  it('honours FORCE_COLOR and TERM=dumb', () => {
    expect(colorEnabled(pipe, { FORCE_COLOR: '1' })).toBe(true)
    expect(colorEnabled(pipe, { FORCE_COLOR: '' })).toBe(false)
    expect(colorEnabled(terminal, { FORCE_COLOR: '0' })).toBe(false)
    expect(colorEnabled(terminal, { TERM: 'dumb' })).toBe(false)
  })
})

describe('logger output', () => {
  let written = ''
  afterEach(() => {
    vi.restoreAllMocks()
    written = ''
  })
  const capture = () =>
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written += String(chunk)
      return true
    })

  it('prints spinner steps and notes without escape codes when colour is off', () => {
    capture()
    const logger = createLogger({ colors: colorsFor({ isTTY: false }, { CI: '1' }) })
    const step = logger.spinner('Resolving marquee')
    step.succeed('Resolved marquee')
    logger.spinner('Installing clsx').fail('Install failed')
    logger.spinner('Fetching the index').info('Using the cached index')
    logger.success('Created')
    logger.warn('Skipped')
    expect(written).toContain('- Resolving marquee\n✔ Resolved marquee\n')
    expect(written).toContain('✖ Install failed\n')
    expect(written).toContain('ℹ Using the cached index\n')
    expect(written).not.toContain(ESC)
  })

  it('writes results to stdout, or to the stream it is given', () => {
    capture()
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    createLogger().log('a result')
    expect(stdout).toHaveBeenCalledWith('a result\n')
    createLogger({ silent: true, results: process.stderr }).log('beside a protocol')
    expect(written).toBe('beside a protocol\n')
    expect(stdout).toHaveBeenCalledTimes(1)
  })

  it('colours the same lines when colour is on', () => {
    capture()
    const logger = createLogger({ colors: colorsFor({ isTTY: false }, { FORCE_COLOR: '1' }) })
    logger.spinner('Resolving marquee').succeed('Resolved marquee')
    expect(written).toContain(`${ESC}32m✔${ESC}39m Resolved marquee`)
  })
})

describe('spinner on a terminal that reports no width', () => {
  /** A terminal stand-in; clearing more lines than it could ever show means the spinner ran away. */
  function terminal(columns: number) {
    let output = ''
    let cleared = 0
    const stream = {
      isTTY: true,
      columns,
      write: (chunk: string) => {
        output += chunk
        return true
      },
      cursorTo: () => true,
      moveCursor: () => true,
      clearLine: () => {
        if (++cleared > 1000) throw new Error('the spinner kept clearing lines')
        return true
      },
    }
    return { stream: stream as unknown as NodeJS.WriteStream, output: () => output }
  }

  afterEach(() => vi.unstubAllEnvs())

  it('prints plain step lines at 0 columns instead of clearing lines without end', () => {
    vi.stubEnv('CI', undefined)
    vi.stubEnv('TERM', 'xterm-256color')
    const { stream, output } = terminal(0)
    const logger = createLogger({ colors: colorsFor({ isTTY: false }, { NO_COLOR: '1' }), stream })
    const step = logger.spinner('Resolving marquee')
    step.text = 'Resolving marquee and utils'
    step.succeed('Resolved marquee')
    expect(output()).toBe('- Resolving marquee\n✔ Resolved marquee\n')
  })

  it('still animates on a terminal with a width', () => {
    vi.stubEnv('CI', undefined)
    vi.stubEnv('TERM', 'xterm-256color')
    const { stream, output } = terminal(80)
    const logger = createLogger({ colors: colorsFor({ isTTY: false }, { NO_COLOR: '1' }), stream })
    logger.spinner('Resolving marquee').succeed('Resolved marquee')
    expect(output()).toContain('✔ Resolved marquee\n')
    expect(output()).not.toContain('- Resolving marquee\n')
  })
})

describe('registry text in the output', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reaches stderr and stdout without its escape sequences, keeping our colours', () => {
    let errors = ''
    let results = ''
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      errors += String(chunk)
      return true
    })
    const logger = createLogger({
      colors: colorsFor({ isTTY: false }, { FORCE_COLOR: '1' }),
      results: {
        write: (chunk: string | Uint8Array) => {
          results += String(chunk)
          return true
        },
      },
    })
    logger.success('Created evil\u001b[2J\u001b]52;c;cGF5bG9hZA==\u0007')
    logger.warn('Skipped \u009b2J')
    logger.log('a result\u001b[H')
    logger.spinner('Fetching \u001b]0;title\u0007it').succeed('Fetched\u001b[2J it')
    expect(errors).toContain(`${ESC}32m✔${ESC}39m Created evil\n`)
    expect(errors).toContain('Skipped 2J\n')
    expect(errors).toContain('Fetched it\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must be absent
    expect(errors).not.toMatch(/\u001b\[[23]J|\u001b\]|\u0007|\u009b/)
    expect(results).toBe('a result\n')
  })
})
