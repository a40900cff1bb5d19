const events = [
  { id: 1, what: 'open' },
  { id: 2, what: 'edit' },
  { id: 1, what: 'close' },
  { id: 3, what: 'edit' }
];
// The first element of each id is kept
console.log(JSON.stringify(uniqueElementsBy(events, (a, b) => a.id === b.id)));
console.log(JSON.stringify(uniqueElementsBy(['Apple', 'apple', 'Pear'], (a, b) => a.toLowerCase() === b.toLowerCase())));
console.log(JSON.stringify(uniqueElementsBy([], (a, b) => a === b)));
