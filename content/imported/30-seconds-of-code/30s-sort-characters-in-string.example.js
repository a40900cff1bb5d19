console.log(sortCharactersInString('snipstack'));
console.log(sortCharactersInString('dcba'));
console.log(JSON.stringify(sortCharactersInString('')));
