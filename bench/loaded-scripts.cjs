// Preloaded (`node -r bench/loaded-scripts.cjs …`): records every `.cjs` file the process reads
// (Node's CommonJS loader and the code cache both read a script with fs.readFileSync), and at
// exit writes them, with their sizes, as JSON lines to OPENFORGE_LOADED_OUT. The bench and the
// size budget test (test/bench/size-budget.test.ts) measure with it which script files a
// command loads, not which it could.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (`node -r`)
const fs = require('node:fs');
const out = process.env.OPENFORGE_LOADED_OUT;
if (out) {
  const seen = new Map();
  const read = fs.readFileSync;
  fs.readFileSync = function readFileSync(path, ...rest) {
    const result = read.call(this, path, ...rest);
    if (typeof path === 'string' && path.endsWith('.cjs') && !seen.has(path)) seen.set(path, Buffer.byteLength(result));
    return result;
  };
  process.on('exit', () => {
    fs.appendFileSync(out, [...seen].map(([file, bytes]) => `${JSON.stringify({ file, bytes })}\n`).join(''));
  });
}
