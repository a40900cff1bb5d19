console.log(countOccurrences([1, 1, 2, 1, 2, 3], 1));
console.log(countOccurrences(['a', 'b', 'a'], 'a'));
console.log(countOccurrences([1, '1', 1], '1')); // strict comparison
console.log(countOccurrences([1, 2, 3], 4));
console.log(countOccurrences([], 1));
