const events = createEmitter()
const log = (label) => (payload, event) => console.log(`${label} ${event}: ${JSON.stringify(payload)}`)

const stop = events.on('order:paid', log('mailer'))
events.once('order:paid', log('analytics (once)'))
events.on('*', log('audit'))

events.emit('order:paid', { id: 7 })
events.emit('order:paid', { id: 8 })
stop()
events.emit('order:paid', { id: 9 })
console.log('listeners left on order:paid:', events.listenerCount('order:paid'))
