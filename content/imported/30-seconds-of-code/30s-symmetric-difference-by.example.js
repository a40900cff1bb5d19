console.log(JSON.stringify(symmetricDifferenceBy([2.1, 1.2], [2.3, 3.4], Math.floor)));
const a = [{ id: 1 }, { id: 2 }];
const b = [{ id: 2 }, { id: 3 }];
console.log(JSON.stringify(symmetricDifferenceBy(a, b, o => o.id)));
console.log(JSON.stringify(symmetricDifferenceBy(['A', 'b'], ['a', 'B'], s => s.toLowerCase())));
console.log(JSON.stringify(symmetricDifferenceBy([], [1.5], Math.floor)));
