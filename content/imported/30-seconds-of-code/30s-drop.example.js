console.log(JSON.stringify(drop([1, 2, 3])));
console.log(JSON.stringify(drop([1, 2, 3], 2)));
console.log(JSON.stringify(drop([1, 2, 3], 42)));
console.log(JSON.stringify(drop([1, 2, 3], 0)));
const original = [1, 2];
drop(original);
console.log(JSON.stringify(original)); // the input is not changed
