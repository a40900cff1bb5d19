console.log(JSON.stringify(zipObject(['name', 'age'], ['Ann', 30])));
// Extra values are dropped; missing values become undefined
console.log(JSON.stringify(zipObject(['a'], [1, 2, 3])));
const partial = zipObject(['x', 'y'], [1]);
console.log('y' in partial, partial.y === undefined);
console.log(JSON.stringify(zipObject([], [1])));
