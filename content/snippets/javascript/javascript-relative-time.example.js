const now = Date.parse('2025-06-15T12:00:00Z')
const at = (iso) => timeAgo(iso, { locale: 'en', now })

console.log(at('2025-06-15T11:59:30Z'))
console.log(at('2025-06-15T11:55:00Z'))
console.log(at('2025-06-14T12:00:00Z'))
console.log(at('2025-07-06T12:00:00Z'))
console.log(at('2023-06-15T12:00:00Z'))
console.log(timeAgo('2025-06-13T12:00:00Z', { locale: 'fr', now }))
try {
  at('not a date')
} catch (error) {
  console.log(error.message)
}
