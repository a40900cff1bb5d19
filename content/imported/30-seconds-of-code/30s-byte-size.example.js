console.log(byteSize('Hello World'));
console.log(byteSize(''));
console.log(byteSize('é')); // two bytes in UTF-8
console.log(byteSize('😀'));
console.log('😀'.length); // String length counts UTF-16 code units instead
