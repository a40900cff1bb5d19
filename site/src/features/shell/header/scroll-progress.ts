/** Share of the page scrolled past, 0 to 1; 0 when the page does not scroll. */
export function scrollProgress(scrollTop: number, scrollHeight: number, clientHeight: number): number {
  const scrollable = scrollHeight - clientHeight
  if (!(scrollable > 0)) return 0
  return Math.min(1, Math.max(0, scrollTop / scrollable))
}
