console.log(JSON.stringify(groupBy([6.1, 4.2, 6.3], Math.floor)));
console.log(JSON.stringify(groupBy(['one', 'two', 'three'], 'length')));
const people = [
  { name: 'Ada', team: 'core' },
  { name: 'Linus', team: 'kernel' },
  { name: 'Grace', team: 'core' }
];
console.log(JSON.stringify(groupBy(people, person => person.team)));
console.log(JSON.stringify(groupBy([], 'length')));
