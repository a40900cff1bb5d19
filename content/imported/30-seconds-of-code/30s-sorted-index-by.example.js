const byAge = [{ age: 18 }, { age: 30 }, { age: 30 }, { age: 65 }];
console.log(sortedIndexBy(byAge, { age: 30 }, p => p.age));
console.log(sortedIndexBy(byAge, { age: 70 }, p => p.age));
console.log(sortedIndexBy(byAge, { age: 1 }, p => p.age));
// Sorted by length, longest first
console.log(sortedIndexBy(['xxxx', 'xx', 'x'], 'yyy', s => s.length));
