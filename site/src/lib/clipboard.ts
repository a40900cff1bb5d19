/** How long a copy button shows its check mark (docs/product.md, Limits and timings). */
export const COPY_FEEDBACK_MS = 2000

/** Writes text to the clipboard; rejects when the browser offers no clipboard (e.g. an insecure origin). */
export async function copyToClipboard(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
  if (!clipboard?.writeText) throw new Error('The clipboard is not available in this browser.')
  await clipboard.writeText(text)
}
