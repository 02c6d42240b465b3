// `npm run bench:images`: what one image upload costs at the pixel cap (IMAGE_MAX_PIXELS, 25
// megapixels), and what a refused huge canvas costs, through the real inspectUpload of the built
// API (dist/). Each case: the median of BENCH_IMAGE_RUNS runs (default 5), wall time and the
// process's CPU time (user + system, every libvips thread included). Then 8 uploads at the cap
// at once, as in the report that found the problem: total wall time, and the event loop's
// longest delay meanwhile (what every other request on the process would wait at most).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';

const RUNS = Number(process.env.BENCH_IMAGE_RUNS ?? 5);
const { inspectUpload, IMAGE_DECODE_CONCURRENCY } = await import('../dist/modules/media/inspect-upload.js');
const { IMAGE_MAX_PIXELS } = await import('@fis/shared/limits');

/** A picture with detail in it (a gradient with a pattern), so the encoder has work to do. */
async function picture(width, height, format) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = x & 255;
      raw[i + 1] = y & 255;
      raw[i + 2] = (x ^ y) & 255;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

const solidPng = (width, height) =>
  sharp({ create: { width, height, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer();

async function measure(purpose, data) {
  const wall = [];
  const cpu = [];
  let outcome = 'stored';
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    try {
      await inspectUpload(purpose, data);
    } catch (err) {
      outcome = err.code ?? String(err);
    }
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { wall: median(wall), cpu: median(cpu), outcome };
}

const cases = [
  ['5000 × 5000 PNG, detailed (25.0 MP, at the cap)', 'cover', await picture(5000, 5000, 'png')],
  ['5000 × 5000 PNG, one colour (25.0 MP, at the cap)', 'avatar', await solidPng(5000, 5000)],
  ['6000 × 4000 JPEG, detailed (24.0 MP, a camera photo)', 'avatar', await picture(6000, 4000, 'jpeg')],
  ['8000 × 5000 PNG, one colour (40.0 MP, over the cap)', 'avatar', await solidPng(8000, 5000)],
];
console.log(
  `image decode at the cap (${IMAGE_MAX_PIXELS / 1e6} MP), median of ${RUNS} runs; ${IMAGE_DECODE_CONCURRENCY} decode(s) at once`,
);
for (const [label, purpose, data] of cases) {
  const r = await measure(purpose, data);
  console.log(
    `  ${label.padEnd(52)} ${String(Math.round(data.length / 1024)).padStart(5)} KiB  ` +
      `wall ${r.wall.toFixed(0).padStart(5)} ms  cpu ${r.cpu.toFixed(0).padStart(5)} ms  ${r.outcome}`,
  );
}

const atCap = cases[1][2];
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const t0 = performance.now();
await Promise.all(Array.from({ length: 8 }, () => inspectUpload('avatar', atCap)));
const total = performance.now() - t0;
loop.disable();
console.log(
  `  8 at once at the cap: ${total.toFixed(0)} ms in all; event loop delay max ${(loop.max / 1e6).toFixed(0)} ms, ` +
    `p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms`,
);
