const add5 = x => x + 5;
const multiply = (x, y) => x * y;
const multiplyAndAdd5 = compose(add5, multiply); // multiply runs first
console.log(multiplyAndAdd5(5, 2));
const shout = compose(s => s + '!', s => s.toUpperCase(), s => s.trim());
console.log(shout('  hey '));
console.log(compose(Math.abs)(-3)); // a single function
