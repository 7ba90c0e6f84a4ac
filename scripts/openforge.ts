#!/usr/bin/env node
// The `openforge` command: the only entry point of the shipped skill scripts.
import { homedir } from 'node:os';
import { main } from './cli/main.js';
import { writeToFd } from './cli/write-fd.js';

void main(process.argv.slice(2), {
  stdout: (text) => writeToFd(1, text),
  stderr: (text) => writeToFd(2, text),
  env: process.env,
  cwd: process.cwd(),
  homeDir: homedir(),
  self: process.argv[1],
  pid: process.pid,
}).then((code) => {
  process.exitCode = code;
});
