console.log(allEqual([7, 7, 7]));
console.log(allEqual([7, 7, '7'])); // strict comparison
console.log(allEqual(['a']));
console.log(allEqual([]));
