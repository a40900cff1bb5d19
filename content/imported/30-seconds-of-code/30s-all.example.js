console.log(all([4, 2, 3], x => x > 1));
console.log(all([4, 0, 3], x => x > 1));
console.log(all([1, 'a', {}])); // no predicate: every value truthy
console.log(all([1, 0, 2]));
console.log(all([], x => x > 1)); // an empty array passes
