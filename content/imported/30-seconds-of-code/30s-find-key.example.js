const users = {
  barney: { age: 36, active: true },
  fred: { age: 40, active: false },
  pebbles: { age: 1, active: true }
};
console.log(findKey(users, o => o.active));
console.log(findKey(users, (o, key) => key.startsWith('f')));
console.log(findKey(users, o => o.age > 100));
console.log(findKey({}, () => true));
