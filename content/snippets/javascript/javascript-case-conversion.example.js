const samples = [
  'getHTTPResponseCode', 'XMLHttpRequest', 'user_id', 'background-color',
  'Page title: 2 parts', 'ÜberCoolFeature', "don't stop", 'version2Beta',
]
for (const sample of samples) {
  console.log(
    sample.padEnd(20),
    [camelCase(sample), pascalCase(sample), snakeCase(sample), kebabCase(sample), constantCase(sample)].join(' | '),
  )
}
console.log(titleCase('the_quick-brownFox'))
console.log(JSON.stringify(splitWords('  __--  ')), JSON.stringify(camelCase('')))

const apiResponse = {
  user_id: 7,
  display_name: 'Ana',
  created_at: '2024-01-01',
  billing_address: { postal_code: '8001', country_code: 'CH' },
  recent_orders: [{ order_id: 1, line_items: [] }],
}
const camel = convertKeys(apiResponse, camelCase)
console.log(JSON.stringify(camel))
console.log(JSON.stringify(convertKeys(camel, snakeCase)) === JSON.stringify(apiResponse))
// Digits become their own word, so this name does not survive a round trip.
console.log(snakeCase(camelCase('address_line1')))
