console.log(coalesce(null, undefined, 'Waldo', 'Fred'));
console.log(JSON.stringify(coalesce(undefined, '', 'x'))); // '' is kept
console.log(coalesce(null, 0, 1)); // so is 0
console.log(coalesce(null, undefined));
console.log(coalesce());
