console.log(isAnagram('iceman', 'cinema'));
console.log(isAnagram('Dormitory', 'dirty room')); // case and spaces are ignored
console.log(isAnagram('A gentleman!', 'Elegant man.')); // punctuation too
console.log(isAnagram('listen', 'listens'));
console.log(isAnagram('', ''));
