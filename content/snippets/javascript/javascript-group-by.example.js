const orders = [
  { id: 1, status: 'paid', total: 40, customer: 'ana' },
  { id: 2, status: 'pending', total: 15, customer: 'ben' },
  { id: 3, status: 'paid', total: 99, customer: 'ana' },
  { id: 4, status: 'refunded', total: 20, customer: 'cy' },
  { id: 5, status: 'paid', total: 5, customer: 'ben' },
]

const byStatus = groupBy(orders, (order) => order.status)
for (const [status, group] of Object.entries(byStatus)) {
  console.log(status, group.map((order) => order.id).join(','))
}

const bySize = groupToMap(orders, (order) => (order.total >= 20 ? 'large' : 'small'))
console.log([...bySize].map(([size, group]) => `${size}=${group.length}`).join(' '))

console.log(JSON.stringify(countBy(orders, (order) => order.customer)))

const [paid, unpaid] = partition(orders, (order) => order.status === 'paid')
console.log(paid.length, unpaid.length)

// Keys that exist on Object.prototype are just group names here.
const words = groupBy(['constructor', 'toString', 'tiny'], (word) => (word.length > 4 ? 'constructor' : 'toString'))
console.log(JSON.stringify(words), Object.getPrototypeOf(words))
console.log(JSON.stringify(groupBy([], (x) => x)))
