console.log(indentString('Lorem\nIpsum', 2));
console.log(indentString('Lorem\nIpsum', 2, '_'));
console.log(indentString('one line', 1, '\t') === '\tone line');
console.log(JSON.stringify(indentString('a\nb', 0))); // a count of 0 changes nothing
