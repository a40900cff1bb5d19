// Pass functions that return promises: each one is called after the previous promise settles
const order = [];
const task = (name, ms) => () =>
  new Promise(resolve => setTimeout(() => { order.push(name); resolve(); }, ms));
// The slow first task still finishes before the fast second one starts
await runPromisesInSeries([task('slow', 50), task('fast', 1), task('last', 10)]);
console.log(JSON.stringify(order));
// An empty list resolves right away
await runPromisesInSeries([]);
console.log('empty list done');
