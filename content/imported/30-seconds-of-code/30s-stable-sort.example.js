const people = [
  { name: 'Ann', team: 'b' },
  { name: 'Bob', team: 'a' },
  { name: 'Cid', team: 'b' },
  { name: 'Dee', team: 'a' }
];
const sorted = stableSort(people, (x, y) => x.team.localeCompare(y.team));
// Within each team, the original order is kept
console.log(JSON.stringify(sorted.map(p => p.name)));
console.log(JSON.stringify(people.map(p => p.name))); // input unchanged
console.log(JSON.stringify(stableSort([], (x, y) => x - y)));
