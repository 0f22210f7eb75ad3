// autocannon's worker thread loads this file by its path (its workers cannot take a function)
// and calls it before each POST /api/apply: a guest form's token is good for one application
// (single-use-form-token.ts), so each request takes the next of the tokens bench/load.ts issued
// for this slice, and an e-mail of its own so that none is a repeat enquiry.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file: the worker require()s it
const { readFileSync } = require('node:fs');

const { tokens, body } = JSON.parse(readFileSync(process.env.BENCH_APPLY_REQUESTS, 'utf8'));
let next = 0;

module.exports = function applyRequest(request) {
  if (next >= tokens.length) throw new Error('bench/load.ts issued too few form tokens');
  const token = tokens[next];
  next += 1;
  return { ...request, body: body.replace('[<token>]', token).replace('[<n>]', String(next)) };
};
