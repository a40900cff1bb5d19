console.log(toKebabCase('backgroundColor'));
console.log(toKebabCase('Some text with Spaces'));
console.log(toKebabCase('snake_case_name'));
console.log(toKebabCase('parse XMLHttpRequest data'));
console.log(toKebabCase('version 2 release'));
console.log(JSON.stringify(toKebabCase('')));
