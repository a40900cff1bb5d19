const users = [
  { name: 'Ann', active: true },
  { name: 'Bob', active: true }
];
console.log(truthCheckCollection(users, 'active'));
console.log(truthCheckCollection([...users, { name: 'Cid', active: false }], 'active'));
// A missing property counts as falsy
console.log(truthCheckCollection([{ name: 'Dee' }], 'active'));
// Every element of an empty collection passes
console.log(truthCheckCollection([], 'active'));
