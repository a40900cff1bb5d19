/** The middle of a bench's figures, or the mean of the middle two. */
export const median = (values: readonly number[]) => {
  if (!values.length) throw new Error('The median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}
