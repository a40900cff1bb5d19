console.log(JSON.stringify(words('Hello, world! How are you?')));
// Hyphenated words stay together by default
console.log(JSON.stringify(words('a well-known fact')));
console.log(JSON.stringify(words('red|green||blue', '|')));
console.log(JSON.stringify(words('123 !!')));
console.log(JSON.stringify(words('')));
