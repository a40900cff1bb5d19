const byAge = [{ age: 18 }, { age: 30 }, { age: 30 }, { age: 65 }];
// With equal values, the highest index is returned
console.log(sortedLastIndexBy(byAge, { age: 30 }, p => p.age));
console.log(sortedLastIndexBy(byAge, { age: 70 }, p => p.age));
console.log(sortedLastIndexBy(byAge, { age: 1 }, p => p.age));
// Sorted by length, longest first
console.log(sortedLastIndexBy(['xxxx', 'xx', 'yy', 'x'], 'zz', s => s.length));
console.log(JSON.stringify(byAge.map(p => p.age))); // input unchanged
