import { format } from 'node:util';
// console.timeEnd prints "timeTaken: <duration>"; the duration varies from run to run,
// so this example hides the number
const print = console.log;
console.log = (...args) => print(format(...args).replace(/^timeTaken: .*$/, 'timeTaken: <duration>'));
const result = timeTaken(() => Array.from({ length: 1000 }, (_, i) => i).reduce((a, b) => a + b, 0));
console.log(result);
// The callback's return value is passed through, even undefined
console.log(timeTaken(() => {}));
