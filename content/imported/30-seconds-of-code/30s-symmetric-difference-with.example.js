const closeTo = (a, b) => Math.abs(a - b) < 0.1;
console.log(JSON.stringify(symmetricDifferenceWith([1, 1.5, 3], [1.05, 2, 3.01], closeTo)));
const sameName = (x, y) => x.name.toLowerCase() === y.name.toLowerCase();
console.log(JSON.stringify(symmetricDifferenceWith([{ name: 'Ann' }], [{ name: 'ANN' }, { name: 'Bob' }], sameName)));
console.log(JSON.stringify(symmetricDifferenceWith([], [], closeTo)));
