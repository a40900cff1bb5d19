console.log(JSON.stringify(initial([1, 2, 3])));
const letters = ['a', 'b'];
console.log(JSON.stringify(initial(letters)));
console.log(JSON.stringify(letters)); // the input is left unchanged
console.log(JSON.stringify(initial([42]))); // one element: nothing left
console.log(JSON.stringify(initial([])));
