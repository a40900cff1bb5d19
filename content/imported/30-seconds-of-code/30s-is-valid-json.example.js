console.log(isValidJSON('{"name":"Ada","age":36}'));
console.log(isValidJSON('[1, 2, 3]'));
console.log(isValidJSON('"just a string"'));
console.log(isValidJSON('{name: "Ada"}')); // keys must be quoted
console.log(isValidJSON("{'a': 1}")); // single quotes are not JSON
console.log(isValidJSON(''));
