const log = [];
delay(text => log.push(text), 50, 'later');
delay((a, b) => log.push(`${a}+${b}`), 10, 1, 2);
log.push('now');
await new Promise(r => setTimeout(r, 300));
console.log(log.join(', '));
