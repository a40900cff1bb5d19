const log = [];
chainAsync([
  next => { log.push('first'); setTimeout(next, 20); },
  next => { log.push('second'); setTimeout(next, 5); },
  () => { log.push('last'); }
]);
log.push('sync code after chainAsync');
await new Promise(r => setTimeout(r, 200));
console.log(log.join('\n'));
