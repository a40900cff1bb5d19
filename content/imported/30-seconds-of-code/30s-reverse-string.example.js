console.log(reverseString('snipstack'));
console.log(reverseString('racecar'));
console.log(JSON.stringify(reverseString('')));
// Spreading the string keeps characters outside the BMP in one piece
console.log(reverseString('ab😀'));
