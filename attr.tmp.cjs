const { SourceMapConsumer } = require('source-map-js');
const fs = require('fs');
const path = require('path');
for (const prefix of process.argv.slice(2)) {
  const file = fs.readdirSync('/tmp/distmap/assets').find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  const code = fs.readFileSync('/tmp/distmap/assets/' + file, 'utf8');
  const map = JSON.parse(fs.readFileSync('/tmp/distmap/assets/' + file + '.map', 'utf8'));
  const c = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const bytes = {};
  let prev = null;
  c.eachMapping((m) => {
    if (prev && prev.generatedLine === m.generatedLine) {
      const len = m.generatedColumn - prev.generatedColumn;
      const key = (prev.source || '?').replace(/.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1');
      bytes[key] = (bytes[key] || 0) + len;
    }
    prev = m;
  });
  console.log(file, code.length);
  Object.entries(bytes).sort((a, b) => b[1] - a[1]).slice(0, 12).forEach(([k, v]) => console.log('   ', (v / 1024).toFixed(1), k));
}
