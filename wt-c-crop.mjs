import sharp from 'sharp';
const [,, file, prefix, h = '2000'] = process.argv;
const meta = await sharp(file).metadata();
const step = Number(h);
for (let top = 0, i = 0; top < meta.height; top += step, i++) {
  await sharp(file).extract({ left: 0, top, width: meta.width, height: Math.min(step, meta.height - top) }).toFile(`${prefix}-${i}.png`);
}
console.log(meta.width, meta.height);
