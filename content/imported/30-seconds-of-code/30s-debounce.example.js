let calls = 0;
let lastArg;
const save = debounce(value => {
  calls++;
  lastArg = value;
}, 50);
save('a');
save('b');
save('c');
console.log(calls); // nothing yet: still waiting
await new Promise(r => setTimeout(r, 300));
console.log(calls, lastArg); // called once, with the last arguments
save('d');
await new Promise(r => setTimeout(r, 300));
console.log(calls, lastArg);
