console.log(escapeHTML('<a href="#">Me & you</a>'));
console.log(escapeHTML("it's <b>bold</b>"));
console.log(escapeHTML('nothing to escape'));
console.log(JSON.stringify(escapeHTML('')));
