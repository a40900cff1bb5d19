import { act } from 'react'
import { createRoot } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Order = { id: string; customer: string; item: string; total: number; createdAt: Date }

const orders: Order[] = [
  { id: 'o1', customer: 'bea', item: 'Item 10', total: 42, createdAt: new Date('2024-03-02') },
  { id: 'o2', customer: 'Ada', item: 'Item 2', total: 7.5, createdAt: new Date('2024-01-15') },
  { id: 'o3', customer: 'cyd', item: 'Item 1', total: 42, createdAt: new Date('2023-12-31') },
  { id: 'o4', customer: 'Bea', item: 'Item 20', total: 120, createdAt: new Date('2024-02-29') },
]
const columns: Column<Order>[] = [
  { key: 'customer', header: 'Customer', sortValue: (o) => o.customer, render: (o) => o.customer },
  { key: 'item', header: 'Item', sortValue: (o) => o.item, render: (o) => o.item },
  {
    key: 'total', header: 'Total', align: 'right', sortValue: (o) => o.total,
    render: (o) => o.total.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
  },
  { key: 'date', header: 'Date', sortValue: (o) => o.createdAt, render: (o) => o.createdAt.toISOString().slice(0, 10) },
  { key: 'id', header: 'Order', render: (o) => o.id },
]

const root = createRoot(document.getElementById('root')!)
await act(async () =>
  root.render(<DataTable caption="Recent orders" rows={orders} columns={columns} rowKey={(o) => o.id} />),
)
const headers = () => [...document.querySelectorAll('th')]
const table = () => {
  const head = headers().map((th) => {
    const sort = th.getAttribute('aria-sort')
    return `${th.textContent}${th.querySelector('button') ? '' : ' (not sortable)'}${sort ? ` [${sort}]` : ''}`
  })
  const rows = [...document.querySelectorAll('tbody tr')].map(
    (tr) => `  ${[...tr.querySelectorAll('td')].map((td) => td.textContent).join(' | ')}`,
  )
  return [`  ${head.join(' | ')}`, ...rows].join('\n')
}
const sortBy = (header: string) =>
  act(async () => headers().find((th) => th.textContent === header)!.querySelector('button')!.click())

console.log(`caption "${document.querySelector('caption')?.textContent}", rows in the order given:\n${table()}`)
// Strings compare without case ("Bea" ties with "bea", and the sort keeps ties in order).
await sortBy('Customer')
console.log(`clicked Customer:\n${table()}`)
await sortBy('Customer')
console.log(`clicked Customer again:\n${table()}`)
await sortBy('Customer')
console.log(`clicked Customer a third time, unsorted:\n${table()}`)
// Numbers inside strings compare as numbers: Item 2 before Item 10.
await sortBy('Item')
console.log(`clicked Item:\n${table()}`)
await sortBy('Total')
console.log(`clicked Total, the Item sort is gone:\n${table()}`)
await sortBy('Date')
await sortBy('Date')
console.log(`clicked Date twice:\n${table()}`)
console.log(`the rows prop is untouched: ${orders.map((o) => o.id).join(', ')}`)

// New rows arrive sorted by the order already chosen.
const more = [...orders, { id: 'o5', customer: 'Dee', item: 'Item 3', total: 9, createdAt: new Date('2024-02-01') }]
await act(async () =>
  root.render(<DataTable caption="Recent orders" rows={more} columns={columns} rowKey={(o) => o.id} />),
)
console.log(`a fifth order arrives:\n${table()}`)
