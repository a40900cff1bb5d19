const upper = call('toUpperCase');
console.log(upper('abc'));
const doubled = [[1, 2], [3]].map(call('map', x => x * 2));
console.log(JSON.stringify(doubled));
const join = call('join', '-');
console.log(join(['a', 'b', 'c']));
console.log(JSON.stringify(join([])));
