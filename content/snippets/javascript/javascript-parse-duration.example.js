const inputs = ['1h30m', '2.5s', '500ms', '1 day, 4 hours', '90 MIN', '-5m', '.5h', '1w 1d', '  42 sec  ']
for (const input of inputs) console.log(JSON.stringify(input), '=>', parseDuration(input))

for (const bad of ['', '10', '5 fortnights', '1h oops', 'h1', '1h-30m']) {
  try {
    parseDuration(bad)
  } catch (error) {
    console.log(`${error.name}: ${error.message}`)
  }
}

for (const ms of [0, 999, 61_000, 5_400_000, 93_784_005, -90_000]) {
  console.log(ms, '=>', formatDuration(ms), '|', formatDuration(ms, { parts: 5 }))
}
console.log(formatDuration(parseDuration('36h')), formatDuration(parseDuration('1d 12h'), { parts: 1 }))
