const seen = [];
forEachRight([1, 2, 3, 4], value => seen.push(value));
console.log(JSON.stringify(seen));
const letters = ['a', 'b', 'c'];
forEachRight(letters, letter => console.log(letter));
console.log(JSON.stringify(letters)); // the original array is not reversed
let calls = 0;
forEachRight([], () => calls++);
console.log(calls);
