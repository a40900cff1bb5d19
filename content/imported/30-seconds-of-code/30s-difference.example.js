console.log(JSON.stringify(difference([1, 2, 3], [1, 2, 4])));
console.log(JSON.stringify(difference(['a', 'b', 'a'], ['b']))); // duplicates are kept
console.log(JSON.stringify(difference([1, 2], [])));
console.log(JSON.stringify(difference([], [1])));
