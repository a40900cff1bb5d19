const order = createMachine({
  initial: 'cart',
  states: {
    cart: { on: { checkout: 'payment' } },
    payment: { on: { pay: 'paid', cancel: 'cart', fail: 'payment' } },
    paid: { on: { ship: 'shipped', refund: 'refunded' } },
    shipped: { on: { deliver: 'delivered' } },
    delivered: {},
    refunded: {},
  },
})

const stop = order.subscribe(({ from, to, event }) => console.log(`${from} --${event}--> ${to}`))
order.send('checkout')
order.send('fail')
order.send('pay')
console.log(`can refund: ${order.can('refund')}, can checkout: ${order.can('checkout')}`)
console.log(`accepted in ${order.state}: ${order.accepted().join(', ')}`)
order.send('ship')

try {
  order.send('refund')
} catch (error) {
  if (error instanceof InvalidTransition) console.log(`${error.name}: ${error.message}`)
}

stop()
order.send('deliver')
console.log(`final: ${order.state}, accepted: [${order.accepted().join(', ')}]`)
// order.send('teleport') and a target like 'lost' are both compile errors.
