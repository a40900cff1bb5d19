console.log(JSON.stringify(stringPermutations('abc')));
// Repeated letters give repeated permutations
console.log(JSON.stringify(stringPermutations('aab')));
console.log(stringPermutations('abcd').length);
console.log(JSON.stringify(stringPermutations('x')));
console.log(JSON.stringify(stringPermutations('')));
