const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })

/** 950 -> "950", 1200 -> "1.2K", 3400000 -> "3.4M". */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '-'
  return compact.format(value)
}
