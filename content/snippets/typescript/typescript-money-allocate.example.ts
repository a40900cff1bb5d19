const show = (parts: Money[]) => parts.map((part) => formatMoney(part)).join(' + ')

console.log(
  `float math: ${0.1 + 0.2}, money: ${formatMoney({ minor: money('0.10', 'USD').minor + money('0.20', 'USD').minor, currency: 'USD' })}`,
)

const bill = money('100.00', 'USD')
const thirds = splitEvenly(bill, 3)
console.log(`${formatMoney(bill)} / 3 = ${show(thirds)} (sum ${thirds.reduce((s, p) => s + p.minor, 0)} cents)`)

// A 70/20/10 revenue share of an awkward amount still adds up exactly.
const revenue = money('0.05', 'USD')
console.log(`${formatMoney(revenue)} 70/20/10 = ${show(allocate(revenue, [70, 20, 10]))}`)
console.log(`refund ${show(splitEvenly(money('-10.00', 'USD'), 3))}`)

// Currencies without or with three minor digits.
console.log(show(splitEvenly(money('1000', 'JPY'), 3)), '|', formatMoney(money('1.235', 'KWD'), 'en-US'))
console.log(formatMoney(money('1234.5', 'EUR'), 'de-DE'))

for (const [amount, currency] of [
  ['19.999', 'USD'],
  ['12.5', 'JPY'],
  ['1e3', 'USD'],
] as const) {
  try {
    money(amount, currency)
  } catch (error) {
    console.log((error as Error).message)
  }
}
