const events = [
  { id: 1, what: 'open' },
  { id: 2, what: 'edit' },
  { id: 1, what: 'close' },
  { id: 3, what: 'edit' }
];
// The last element of each id is kept; the result lists them from the end of the array
console.log(JSON.stringify(uniqueElementsByRight(events, (a, b) => a.id === b.id)));
console.log(JSON.stringify(uniqueElementsByRight(['Apple', 'apple', 'Pear'], (a, b) => a.toLowerCase() === b.toLowerCase())));
console.log(JSON.stringify(uniqueElementsByRight([], (a, b) => a === b)));
