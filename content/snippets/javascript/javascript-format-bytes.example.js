// A fixed locale keeps this output identical on every machine.
const en = (bytes, options) => formatBytes(bytes, { locale: 'en-US', ...options })

for (const bytes of [0, 1, 999, 1000, 1536, 999_950, 1_000_000, 1_234_567, 2 ** 30, 5e12, 1e18, -2048]) {
  console.log(String(bytes).padStart(20), en(bytes).padEnd(10), en(bytes, { binary: true }))
}
console.log(en(1_234_567_890, { maximumFractionDigits: 3 }))
console.log(formatBytes(1_234_567_890, { locale: 'de-DE' }), '|', formatBytes(1e18, { locale: 'de-DE' }))

for (const text of ['1.5 GB', '512MiB', '10k', '42', '2 TB', '0.5kib']) {
  console.log(JSON.stringify(text), '=>', parseBytes(text))
}
for (const bad of ['', 'lots', '1.5 XB', '-3 MB']) {
  try {
    parseBytes(bad)
  } catch (error) {
    console.log(error.message)
  }
}
