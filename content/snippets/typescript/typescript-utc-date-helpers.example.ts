for (const text of ['2024-12-30', '2021-01-03', '2026-06-15', '2020-12-31']) {
  const date = parseIsoDate(text)
  console.log(`${text}: ${isoWeek(date).label}, week starts ${formatIsoDate(startOfIsoWeek(date))}`)
}

const jan31 = parseIsoDate('2024-01-31')
console.log([1, 2, 13].map((n) => formatIsoDate(addMonths(jan31, n))).join(' '))
console.log(formatIsoDate(addMonths(parseIsoDate('2024-03-31'), -1)))
console.log(addMonths(new Date('2024-08-31T18:45:00Z'), 1).toISOString())

console.log(daysBetween(new Date('2024-02-28T23:59:00Z'), new Date('2024-03-01T00:01:00Z')))
console.log(formatIsoDate(addDays(parseIsoDate('2024-12-31'), 1)))

for (const bad of ['2023-02-29', '2024-13-01', '24-01-01', '2024-1-5']) {
  try {
    parseIsoDate(bad)
  } catch (error) {
    console.log((error as Error).message)
  }
}
console.log(formatIsoDate(parseIsoDate('2024-02-29')))
