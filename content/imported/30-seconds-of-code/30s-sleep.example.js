const log = [];
const task = async () => {
  log.push('start');
  await sleep(50);
  log.push('after 50ms');
};
const running = task();
log.push('not blocked');
await running;
console.log(JSON.stringify(log));
console.log(await sleep(0));
