console.log(JSON.stringify(indexOfAll([1, 2, 3, 1, 2, 3], 1)));
console.log(JSON.stringify(indexOfAll(['a', 'b', 'a', 'a'], 'a')));
console.log(JSON.stringify(indexOfAll([1, 2, 3], 4))); // never occurs
console.log(JSON.stringify(indexOfAll([1, '1', 1], '1'))); // strict equality
console.log(JSON.stringify(indexOfAll([], 1)));
