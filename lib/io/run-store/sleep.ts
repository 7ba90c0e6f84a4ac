const cell = new Int32Array(new SharedArrayBuffer(4));

/** Block the (short-lived, single-threaded) CLI for `ms` milliseconds without spinning. */
export function sleepSync(ms: number): void {
  if (ms > 0) Atomics.wait(cell, 0, 0, ms);
}
