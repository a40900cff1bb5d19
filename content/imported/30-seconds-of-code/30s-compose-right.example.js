const add = (x, y) => x + y;
const square = x => x * x;
const addAndSquare = composeRight(add, square); // add runs first
console.log(addAndSquare(1, 2));
const slugify = composeRight(s => s.trim(), s => s.toLowerCase(), s => s.replace(/\s+/g, '-'));
console.log(slugify('  Hello Big World '));
console.log(composeRight(Math.abs)(-3)); // a single function
