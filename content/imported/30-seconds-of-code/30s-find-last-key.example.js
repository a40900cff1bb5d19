const users = {
  barney: { age: 36, active: true },
  fred: { age: 40, active: false },
  pebbles: { age: 1, active: true }
};
console.log(findLastKey(users, o => o.active));
console.log(findLastKey(users, (o, key) => key.length === 6));
console.log(findLastKey(users, o => o.age > 100));
console.log(findLastKey({}, () => true));
