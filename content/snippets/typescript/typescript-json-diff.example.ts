const before: Json = {
  name: 'Pro plan',
  price: { amount: 1900, currency: 'USD' },
  features: ['api', 'sso', 'audit-log'],
  limits: { seats: 10, 'storage/gb': 50 },
  legacy: true,
}
const after: Json = {
  name: 'Pro plan',
  price: { amount: 2400, currency: 'USD' },
  features: ['api', 'saml'],
  limits: { seats: 25, 'storage/gb': 100, 'api~calls': 1e6 },
  trial: { days: 14 },
}

for (const change of diffJson(before, after)) console.log(describeChange(change))
console.log(JSON.stringify(diffJson({ a: [1, 2] }, { a: [1, 2] })))
console.log(JSON.stringify(diffJson([1], [1, { x: null }])))
console.log(JSON.stringify(diffJson('draft', 'published')))
console.log(JSON.stringify(diffJson({ list: [] }, { list: {} })))
