type CartEvents = {
  added: { sku: string; quantity: number }
  cleared: undefined
}

const cart = new TypedEmitter<CartEvents>()
const stop = cart.on('added', ({ sku, quantity }) => console.log(`added ${quantity} × ${sku}`))
cart.once('cleared', () => console.log('cleared (told once)'))

cart.emit('added', { sku: 'MUG-1', quantity: 2 })
cart.emit('cleared')
cart.emit('cleared')
stop()
cart.emit('added', { sku: 'CAP-3', quantity: 1 })

const next = cart.next('added')
cart.emit('added', { sku: 'PEN-9', quantity: 5 })
console.log('next payload:', JSON.stringify(await next))

const controller = new AbortController()
const waiting = cart.next('cleared', controller.signal)
controller.abort(new Error('page closed'))
await waiting.catch((error: Error) => console.log('wait ended:', error.message))
