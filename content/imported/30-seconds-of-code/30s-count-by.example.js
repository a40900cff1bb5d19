console.log(JSON.stringify(countBy([6.1, 4.2, 6.3], Math.floor)));
console.log(JSON.stringify(countBy(['one', 'two', 'three'], 'length'))); // a property name
console.log(JSON.stringify(countBy([{ count: 5 }, { count: 10 }, { count: 5 }], x => x.count)));
console.log(JSON.stringify(countBy([], Math.floor)));
