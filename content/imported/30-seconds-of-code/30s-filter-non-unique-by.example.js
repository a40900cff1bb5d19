const rows = [
  { id: 0, value: 'a' },
  { id: 1, value: 'b' },
  { id: 2, value: 'c' },
  { id: 1, value: 'd' },
  { id: 0, value: 'e' }
];
console.log(JSON.stringify(filterNonUniqueBy(rows, (a, b) => a.id === b.id)));
console.log(JSON.stringify(filterNonUniqueBy([1.1, 1.9, 2.5], (a, b) => Math.floor(a) === Math.floor(b))));
console.log(JSON.stringify(filterNonUniqueBy([], (a, b) => a === b)));
