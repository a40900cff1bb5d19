const log = [];
defer(label => log.push(label), 'deferred');
log.push('synchronous');
await new Promise(r => setTimeout(r, 100));
console.log(log.join(' then '));
