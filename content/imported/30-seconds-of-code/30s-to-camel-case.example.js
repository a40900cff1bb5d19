console.log(toCamelCase('user_first_name'));
console.log(toCamelCase('Background color of the page'));
console.log(toCamelCase('border-top-width'));
console.log(toCamelCase('parse XMLHttpRequest data'));
console.log(toCamelCase('mixed-style_input with spaces'));
console.log(JSON.stringify(toCamelCase('')));
