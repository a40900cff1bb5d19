console.log(fromCamelCase('someDatabaseFieldName'));
console.log(fromCamelCase('someLabelThatNeedsToBeSplit', '-'));
console.log(fromCamelCase('backgroundColor', ' '));
console.log(fromCamelCase('XMLHttpRequest'));
console.log(fromCamelCase('version2Beta'));
console.log(JSON.stringify(fromCamelCase('')));
