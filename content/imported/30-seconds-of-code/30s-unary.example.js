// map passes (value, index, array); parseInt would take the index as its radix
console.log(['7', '8', '9'].map(parseInt).join(' '));
console.log(['7', '8', '9'].map(unary(parseInt)).join(' '));
const countArgs = (...args) => args.length;
console.log(unary(countArgs)(1, 2, 3));
console.log(unary(countArgs)());
