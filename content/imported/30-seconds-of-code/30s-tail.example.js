console.log(JSON.stringify(tail([1, 2, 3])));
// An array of one element, or none, is returned whole
console.log(JSON.stringify(tail([1])));
console.log(JSON.stringify(tail([])));
