const hub = createEventHub();
const log = [];
const onMessage = data => log.push(`message: ${data}`);
hub.on('message', onMessage);
hub.on('message', () => log.push('second handler'));
hub.on('increment', () => log.push('increment'));
hub.emit('message', 'hello world');
hub.emit('increment');
hub.off('message', onMessage);
hub.emit('message', 'lost'); // only the second handler is left
hub.emit('nobody-listens', 1); // an event without handlers does nothing
hub.off('unknown', onMessage);
console.log(log.join('\n'));
