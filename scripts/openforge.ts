#!/usr/bin/env node
// The `openforge` command: the only entry point of the shipped skill scripts.
import { homedir } from 'node:os';
import { main } from './cli/main.js';

void main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  homeDir: homedir(),
  self: process.argv[1],
  pid: process.pid,
}).then((code) => {
  process.exitCode = code;
});
