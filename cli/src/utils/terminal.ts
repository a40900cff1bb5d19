/**
 * Text from a registry (names, descriptions, docs, file contents, error messages) reaches the
 * terminal through this filter, so a registry cannot clear the screen, move the cursor, retitle
 * the window, plant hyperlinks or write the clipboard (OSC 52). Newlines and tabs stay.
 *
 * Our own colours are the one kind of escape sequence kept, and only when the stream is coloured:
 * the Select Graphic Rendition codes picocolors emits for the colours this CLI uses. Plain output
 * keeps no escape sequence at all, so with colour off nothing a registry sends can style it either.
 */

/**
 * An escape sequence (CSI such as `ESC[2J`; OSC, DCS, APC, PM and SOS strings up to their
 * terminator; two-character escapes such as `ESC c`) or one other control character: C0 but tab
 * and newline, DEL and C1.
 */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is matched
  /\u001b(?:\[[0-?]*[ -/]*[@-~]|[\]PX^_][\s\S]*?(?:\u0007|\u001b\\|$)|[ -/]*[0-~]?)|\r\n?|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: our colours are escape sequences
const OWN_COLOUR = /^\u001b\[(?:0|1|2|22|31|32|33|34|36|39)m$/

/** `text` without control characters and escape sequences, but our colours when `keepColours`. */
export function terminalText(text: string, { keepColours = false }: { keepColours?: boolean } = {}): string {
  return text.replace(UNSAFE, (match) => {
    // A carriage return would let a later part of the line overwrite an earlier one.
    if (match[0] === '\r') return '\n'
    return keepColours && OWN_COLOUR.test(match) ? match : ''
  })
}
