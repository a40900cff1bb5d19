console.log(JSON.stringify(compact([0, 1, false, 2, '', 3, 'a', 'e' * 23, NaN, 's', 34])));
console.log(JSON.stringify(compact([null, undefined, 0, -0, ''])));
console.log(JSON.stringify(compact(['0', [], {}]))); // these are truthy
console.log(JSON.stringify(compact([])));
