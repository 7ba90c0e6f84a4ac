// The demo's scripted sub-agents. Each gets only what a real OpenClaw child gets, its task
// text, and reads from it what it must do: the phase, the working directory, whether an
// earlier attempt failed, and the result file to write last. It then writes the phase's
// files (demo/project-files.mjs) and its result: a result envelope, or the review report.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { filesFor } from './project-files.mjs';

/** What the task text says, or why it cannot be followed. */
export function readTask(task) {
  const impl = /^Phase `([^`]+)` \(([a-z]+)\)/m.exec(task);
  const review = /^Review phase `([^`]+)`/m.exec(task);
  const workdir = /^## Working directory\n`([^`]+)`/m.exec(task);
  const resultFile = /`([^`\n]*[\\/]results[\\/][^`\n]+)`/.exec(task);
  if ((impl === null && review === null) || workdir === null || resultFile === null) {
    return { error: 'the task names no phase, working directory or result file' };
  }
  // A retry's task quotes the failure of the attempt before it.
  const failed = /^## Previous attempt failed\n[\s\S]*?^not ok \d+ - (.+)$/m.exec(task);
  return {
    phase: (impl ?? review)[1],
    type: review === null ? impl[2] : 'review',
    workdir: workdir[1],
    resultFile: resultFile[1],
    retry: /^## Previous attempt failed$/m.test(task),
    failedTest: failed === null ? null : failed[1],
  };
}

/** A task handed over by file (the spawn's task names `…/tasks/<id>.md`) is read from it, as a child would. */
function handedOver(task) {
  if (/^## Working directory$/m.test(task)) return task;
  const file = /([^`\s]*[\\/]tasks[\\/][^`\s]+\.md)/.exec(task)?.[1];
  const text = file === undefined ? '' : readOptional(file);
  return text === '' ? task : text;
}

function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const items = (list) => (list.length === 0 ? '- None' : list.map((item) => `- ${item}`).join('\n'));

/** The reviewer reads the code it reviews: a slugify without NFKD is a Blocking finding. */
function review(workdir) {
  const slugify = readOptional(join(workdir, 'src/slugify.js'));
  const blocking = slugify.includes("normalize('NFKD')") ? [] : ['`slugify` does not strip diacritics (no NFKD normalization) — src/slugify.js:1'];
  const suggestions = ['`slugify` keeps the letters of every script (`"Привет мир"` gives `"привет-мир"`): say so in the README — src/slugify.js:6'];
  const verdict = blocking.length === 0 ? 'PASS' : 'FAIL';
  const text = `## Findings\n### Blocking\n${items(blocking)}\n### Required Changes\n- None\n### Suggestions\n${items(suggestions)}\n### Summary\n${verdict}\n`;
  return { text, verdict, suggestions: suggestions.length };
}

function readOptional(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Runs one child to completion: writes its files, then its result file. Returns its final
 * message (what OpenClaw hands back to the parent) and the files it wrote.
 */
export function runSubAgent(spawnTask) {
  const t = readTask(handedOver(spawnTask));
  if ('error' in t) return { finalMessage: `BLOCKED: ${t.error}`, files: [], resultFile: null };
  if (t.type === 'review') {
    const report = review(t.workdir);
    write(t.resultFile, report.text);
    return { finalMessage: `Review done: ${report.verdict}, ${report.suggestions} suggestion(s).`, files: [], resultFile: t.resultFile };
  }
  const { retry } = t;
  const files = filesFor(t.phase, retry);
  for (const [rel, text] of Object.entries(files)) write(join(t.workdir, rel), text);
  const names = Object.keys(files);
  const envelope = {
    status: 'DONE',
    summary: retry
      ? `Fixed ${t.phase}: the failing test (${t.failedTest ?? 'see the gate output'}) passes now: NFKD normalization, combining marks dropped.`
      : `Implemented ${t.phase}: ${names.join(', ')}.`,
    findings: [],
    evidence: retry ? [`node --test: the failing case now passes`] : [`wrote ${names.join(', ')}`],
    filesModified: names,
    recommendation: 'continue',
    acceptance: [],
  };
  write(t.resultFile, `${JSON.stringify(envelope, null, 2)}\n`);
  return { finalMessage: `Done: ${envelope.summary}`, files: names, resultFile: t.resultFile };
}
