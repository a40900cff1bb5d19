const scores = { a: 1, b: 2, c: 1 };
console.log(JSON.stringify(invertKeyValues(scores)));
console.log(JSON.stringify(invertKeyValues(scores, value => 'group' + value)));
console.log(JSON.stringify(scores)); // the original is not changed
console.log(JSON.stringify(invertKeyValues({})));
