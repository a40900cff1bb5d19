const colors = ['red', 'green', 'blue'];
const picked = sample(colors);
console.log(colors.includes(picked));
// Works on strings too
console.log('xyz'.includes(sample('xyz')));
console.log(sample([42]));
// An empty array has nothing to pick
console.log(sample([]) === undefined);
