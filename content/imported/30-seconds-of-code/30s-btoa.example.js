console.log(btoa('Hello, world!'));
console.log(btoa('snippet'));
console.log(JSON.stringify(btoa('')));
console.log(btoa(String.fromCharCode(255))); // each character is one byte
