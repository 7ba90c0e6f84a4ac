// Writing the command's output: straight to file descriptors 1 and 2 with writeSync.
// `process.stdout` on a pipe (how the agent's exec tool runs us) builds a stream, which costs
// ~5 ms of start-up on every call (bench/RESULTS.md); a CLI that prints one document and
// exits does not need it.
import { writeSync } from 'node:fs';

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Write all of `text` to `fd`. A non-blocking descriptor that is full (EAGAIN) is retried
 * after 1 ms; a reader that has gone away (EPIPE) ends the output silently, as it would for
 * `cmd | head`. Any other error is thrown (an internal error).
 */
export function writeToFd(fd: number, text: string): void {
  const buffer = Buffer.from(text, 'utf8');
  let offset = 0;
  while (offset < buffer.length) {
    try {
      offset += writeSync(fd, buffer, offset, buffer.length - offset);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') Atomics.wait(pause, 0, 0, 1);
      else if (code === 'EPIPE') return;
      else throw err;
    }
  }
}
