/** The part of `Intl.Segmenter` used here, typed locally so the file compiles against pre-ES2022 libs. */
type GraphemeSegmenter = new (
  locales?: string,
  options?: { granularity: 'grapheme' },
) => { segment: (input: string) => Iterable<{ segment: string }> }

const Segmenter = (Intl as unknown as { Segmenter?: GraphemeSegmenter }).Segmenter
const segmenter = Segmenter ? new Segmenter(undefined, { granularity: 'grapheme' }) : null

/**
 * Splits text into user-perceived characters, so an emoji or an accented letter is one character
 * when text is typed, scrambled or animated letter by letter. Without `Intl.Segmenter` it falls
 * back to code points.
 */
export function splitGraphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text)
}
