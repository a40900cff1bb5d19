console.log(JSON.stringify(initializeArrayWithValues(5, 2)));
console.log(JSON.stringify(initializeArrayWithValues(3))); // value defaults to 0
console.log(JSON.stringify(initializeArrayWithValues(2, 'x')));
console.log(JSON.stringify(initializeArrayWithValues(0, 7)));
