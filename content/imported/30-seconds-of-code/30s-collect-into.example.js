const total = collectInto(nums => nums.reduce((a, b) => a + b, 0));
console.log(total(1, 2, 3, 4));
const pair = collectInto(JSON.stringify);
console.log(pair('a', { b: 1 }));
console.log(pair()); // no arguments: an empty array
const all = collectInto(Promise.all.bind(Promise));
console.log(JSON.stringify(await all(Promise.resolve(1), 2, Promise.resolve(3))));
