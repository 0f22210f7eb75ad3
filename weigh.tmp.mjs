import { chromium } from 'playwright-core';
import { statSync } from 'node:fs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const p = await b.newPage();
  const files = [];
  p.on('response', (r) => { if (r.request().resourceType() === 'script') files.push(new URL(r.url()).pathname); });
  await p.goto('http://127.0.0.1:4710' + path, { waitUntil: 'networkidle' });
  let total = 0;
  const rows = files.map((f) => { let gz; try { gz = statSync('dist/web' + f + '.gz').size } catch { gz = statSync('dist/web' + f).size } total += gz; return [gz, f]; }).sort((a, b) => b[0] - a[0]);
  console.log(path, (total / 1024).toFixed(1), 'KB');
  for (const [gz, f] of rows) console.log('   ', (gz / 1024).toFixed(1), f);
  await p.close();
}
await b.close();
