import { z } from 'zod'

/**
 * Characters no field accepts: C0 and C1 controls other than tab, line feed and carriage return.
 * PostgreSQL refuses NUL in text outright, and the rest only ever arrive from scripts, never from a
 * person at a keyboard.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/**
 * What a one-line value (a name, an email, a code) also refuses: tab, CR and LF, which split log
 * lines and headers, and the bidirectional overrides that make a name read differently from
 * what it is.
 */
const LINE_BREAKING = /[\t\n\r\u2028\u2029\u202a-\u202e\u2066-\u2069]/

/**
 * Half of a surrogate pair on its own is not a character: it has no UTF-8 form, so a database
 * either refuses it or stores something else than what was sent.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

const plain = (value: string) => !CONTROL.test(value) && !LONE_SURROGATE.test(value)

export const textMessages = {
  control: 'Please remove control characters and broken characters from this field',
  singleLine: 'Please keep this field on one line, without control characters',
} as const

/** A string that may span lines (a description, code) but holds no control characters or lone surrogates. */
export const text = (message?: string) =>
  z.string(message).refine(plain, { message: textMessages.control, abort: true })

/** A one-line string: no control characters, line breaks, tabs or direction overrides. */
export const singleLine = (message?: string) =>
  z.string(message).refine((value) => plain(value) && !LINE_BREAKING.test(value), {
    message: textMessages.singleLine,
    abort: true,
  })
