console.log(RGBToHex(255, 165, 1));
console.log(RGBToHex(255, 255, 255));
// Leading zeros are kept, so the code always has 6 digits
console.log(RGBToHex(0, 0, 0));
console.log(RGBToHex(0, 10, 255));
