console.log(hexToRGB('#27ae60'));
console.log(hexToRGB('27ae60')); // the # is optional
console.log(hexToRGB('#fff')); // 3-digit shorthand
console.log(hexToRGB('#27ae60ff')); // 8 digits: the last two are alpha
console.log(hexToRGB('#00000080'));
