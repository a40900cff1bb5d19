const items = [{ n: 4 }, { n: 2 }, { n: 8 }, { n: 6 }];
console.log(averageBy(items, o => o.n));
console.log(averageBy(items, 'n')); // a property name works too
console.log(averageBy(['a', 'bb', 'cccccc'], s => s.length));
console.log(averageBy([{ n: -3 }, { n: 3 }], 'n'));
