console.log(toSnakeCase('firstName'));
console.log(toSnakeCase('Some text with Spaces'));
console.log(toSnakeCase('kebab-case-name'));
console.log(toSnakeCase('parse XMLHttpRequest data'));
console.log(toSnakeCase('version 2 release'));
console.log(JSON.stringify(toSnakeCase('')));
