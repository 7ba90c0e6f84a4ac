// Issue 27 item 3: a phase's `Workdir:`, the folder (relative to the project) its gates run in.
// Parsing and its diagnostics, the project checks (exists, a folder, no link on the way), the
// gate vetting from that folder, and the `cd pkg && cmd` fix, with literal expectations.

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isProjectFile, workdirProblem } from '../../lib/io/files.js';
import { analyzePrd } from '../../lib/plan/analyze.js';
import { validateGate } from '../../lib/gate/validate-gate.js';

const prd = (body: string): string => `# PRD: x\n\n## Objective\nx\n\n## Phases\n\n${body}\n`;
const phase = (fields: string, gate = '`npm test`'): string => `### Phase: a\n- do it\n\n${fields}\n**Gate:** ${gate}`;
const findings = (text: string, project?: string): string[] =>
  analyzePrd(text, project === undefined ? {} : { workdirProblem: (relative) => workdirProblem(project, relative), isProjectFile: (r) => isProjectFile(project, r) })
    .diagnostics.filter((d) => d.severity !== 'info')
    .map((d) => `${d.severity} ${d.ruleId}@${d.line}:${d.column ?? 0}`);
const message = (text: string, ruleId: string, project?: string): string | undefined =>
  analyzePrd(text, project === undefined ? {} : { workdirProblem: (relative) => workdirProblem(project, relative) }).diagnostics.find((d) => d.ruleId === ruleId)?.message;

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function project(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'openforge-workdir-')));
  dirs.push(dir);
  mkdirSync(join(dir, 'pkg', 'sub'), { recursive: true });
  writeFileSync(join(dir, 'README.md'), 'x\n');
  return dir;
}

describe('Workdir: is read tolerantly (issue 27 item 3)', () => {
  it.each([
    ['**Workdir:** pkg', 'pkg'],
    ['**Workdir:** `pkg`', 'pkg'],
    ['Workdir: ./packages/app/', 'packages/app'],
    ['**Working Directory:** pkg//sub/./', 'pkg/sub'],
    ['**work-dir:** pkg', 'pkg'],
    ['**Working_Dir:** pkg', 'pkg'],
    ['- **Workdir**: pkg', 'pkg'],
  ])('%s → %s', (line, path) => {
    const analysis = analyzePrd(prd(phase(line)));
    expect(analysis.prd.phases[0]?.workdir?.path).toBe(path);
    expect(analysis.prd.phases[0]?.workdir?.line).toBe(11);
    expect(findings(prd(phase(line)))).toEqual([]);
  });

  it('`.` is the project itself: no workdir', () => {
    expect(analyzePrd(prd(phase('**Workdir:** .'))).prd.phases[0]?.workdir).toBeUndefined();
  });

  it('the value position is file:line:col of the folder, past backticks', () => {
    expect(analyzePrd(prd(phase('**Workdir:** `pkg`'))).prd.phases[0]?.workdir).toEqual({ path: 'pkg', line: 11, column: 15 });
  });
});

describe('Workdir: that could leave the project or is not literal is an error', () => {
  it.each([
    ['/srv/app', 'it is an absolute path, and a phase works inside the project'],
    ['../other', 'it leads out of its folder with `..`, and a phase works inside the project'],
    ['pkg/../../x', 'it leads out of its folder with `..`, and a phase works inside the project'],
    ['~/code', 'it names a home directory (`~`), and a phase works inside the project'],
    ['pkg\\sub', 'it holds a backslash; folders are separated by `/`'],
    ['$HOME/pkg', 'it holds a character a shell would expand or treat specially (`$`, `*`, quotes, …), and the folder is taken literally'],
    ['packages/*', 'it holds a character a shell would expand or treat specially (`$`, `*`, quotes, …), and the folder is taken literally'],
  ])('%s', (value, why) => {
    const text = prd(phase(`**Workdir:** ${value}`));
    expect(findings(text)).toEqual(['error invalid-workdir@11:14']);
    expect(message(text, 'invalid-workdir')).toBe(
      `Workdir "${value}" of phase "a" is not valid: ${why}; expected a folder relative to the project, such as \`pkg\` or \`packages/app\`; write e.g. **Workdir:** \`pkg\`.`,
    );
    expect(analyzePrd(text).prd.phases[0]?.workdir).toBeUndefined();
    expect(analyzePrd(text).valid).toBe(false);
  });

  it('an empty Workdir: is an empty-field error', () => {
    expect(findings(prd(phase('**Workdir:**')))).toEqual(['error empty-field@11:1']);
  });

  it('set twice: the last one wins, with a warning', () => {
    const text = prd(phase('**Workdir:** pkg\n**Workdir:** pkg/sub'));
    expect(findings(text)).toEqual(['warning duplicate-field@12:14']);
    expect(analyzePrd(text).prd.phases[0]?.workdir?.path).toBe('pkg/sub');
  });
});

describe('a misspelled Workdir: is an error, as for the other fields that change what a gate judges', () => {
  it.each(['Workdirs', 'Wrokdir', 'Cwd', 'Directory'])('**%s:** pkg', (label) => {
    const text = prd(phase(`**${label}:** pkg`));
    expect(findings(text)).toEqual(['error misspelled-workdir-field@11:1']);
    expect(analyzePrd(text).valid).toBe(false);
    expect(message(text, 'misspelled-workdir-field')).toBe(
      `"${label}:" is not a phase field, so the gates of phase "a" would run in the project folder instead; expected the label \`Workdir:\`; did you mean "Workdir:"?`,
    );
  });
});

describe('Workdir: against the project: a real folder inside it', () => {
  it('an existing folder passes; one that is missing or a file is workdir-missing at the value', () => {
    const root = project();
    expect(findings(prd(phase('**Workdir:** pkg/sub')), root)).toEqual([]);
    const missing = prd(phase('**Workdir:** pkg/nope/deeper'));
    expect(findings(missing, root)).toEqual(['error workdir-missing@11:14']);
    expect(message(missing, 'workdir-missing', root)).toBe(
      'Workdir `pkg/nope/deeper` of phase "a" is not a folder of the project: `pkg/nope` does not exist; expected a folder relative to the project (not to the PRD), where the phase\'s gates run; create it, or fix the path.',
    );
    const file = prd(phase('**Workdir:** README.md'));
    expect(message(file, 'workdir-missing', root)).toBe(
      'Workdir `README.md` of phase "a" is not a folder of the project: `README.md` is not a folder; expected a folder relative to the project (not to the PRD), where the phase\'s gates run; create it, or fix the path.',
    );
  });

  it('a symbolic link on the way is workdir-link, whether it leads out of the project or stays inside', () => {
    const root = project();
    const outside = realpathSync(mkdtempSync(join(tmpdir(), 'openforge-elsewhere-')));
    dirs.push(outside);
    symlinkSync(outside, join(root, 'away'));
    symlinkSync('pkg', join(root, 'alias'));
    const away = prd(phase('**Workdir:** away'));
    expect(findings(away, root)).toEqual(['error workdir-link@11:14']);
    expect(message(away, 'workdir-link', root)).toBe(
      `Workdir \`away\` of phase "a" is reached through the symbolic link \`away\` (${outside}); a sub-agent could point the link elsewhere and the gates would judge another folder; expected a real folder inside the project; name the folder the link leads to, if it is inside the project.`,
    );
    expect(findings(prd(phase('**Workdir:** alias/sub')), root)).toEqual(['error workdir-link@11:14']);
  });

  it('a unittest name is found from the phase\'s folder, as the gate will run there', () => {
    const root = project();
    writeFileSync(join(root, 'pkg', 'test_calc.py'), 'import unittest\n');
    const gate = '`python -m unittest test_calc`';
    const verdict = (fields: string): string | undefined =>
      analyzePrd(prd(phase(fields, gate)), { isProjectFile: (r) => isProjectFile(root, r) }).gateChecks.get('a')?.[0]?.verdict;
    expect(verdict('**Workdir:** pkg')).toBe('ok');
    expect(verdict('')).toBe('confirm');
  });
});

describe('`cd pkg && cmd` gets a fix that works: the phase\'s Workdir:', () => {
  const shellOperator = (command: string): string[] =>
    validateGate(command, { shellGate: false }).diagnostics.map((d) => `${d.severity} ${d.ruleId}: ${d.message}`);
  const TAIL = ', or, after reviewing the command, mark the phase `Shell-Gate: true` so it runs through the shell as written.';

  it.each([
    ['cd pkg && npm test', '`&&` at column 8 of the command', '**Workdir:** `pkg` and **Gate:** `npm test`'],
    ['cd pkg; npm test', '`;` at column 7 of the command', '**Workdir:** `pkg` and **Gate:** `npm test`'],
    ['(cd pkg && npm test)', '`&&` at column 9 of the command', '**Workdir:** `pkg` and **Gate:** `npm test`'],
    ['cd ./packages/app/ && npm test && npm run lint', '`&&` at column 20 of the command (and 1 more time)', '**Workdir:** `packages/app` and **Gate:** `npm test`, then `npm run lint`'],
  ])('%s', (command, where, fix) => {
    expect(shellOperator(command)).toEqual([
      `error gate-shell-operator: The gate contains ${where}, which runs a second command. Without \`Shell-Gate: true\` a gate must be one plain command, so this gate will not run. ` +
        `Fix: a gate cannot change folder with \`cd\`; run the phase's gates in that folder instead: ${fix} (Workdir: is relative to the project; every gate of the phase runs there)${TAIL}`,
    ]);
  });

  it('a cd out of the project gets no split into `cd ..` and the command', () => {
    expect(shellOperator('cd ../other && npm test')).toEqual([
      'error gate-shell-operator: The gate contains `&&` at column 13 of the command, which runs a second command. Without `Shell-Gate: true` a gate must be one plain command, so this gate will not run. ' +
        "Fix: a gate cannot change folder with `cd`, and `cd ../other` does not name one folder inside the project; set the phase's **Workdir:** to the folder inside the project where the command must run (e.g. **Workdir:** `pkg`) and gate on the command itself" +
        TAIL,
    ]);
  });

  it('other compound commands keep the split fix', () => {
    expect(shellOperator('npm run build && npm test')[0]).toContain('Fix: split it into separate gates: **Gate:** `npm run build`, then `npm test`');
  });

  it('validate prints the fix with file:line:col and exits 1; the fixed PRD is valid in that project', () => {
    const root = project();
    writeFileSync(join(root, 'pkg', 'package.json'), '{"scripts":{"test":"node --test"}}\n');
    const cli = join(process.cwd(), 'skills/openforge/scripts/openforge.cjs');
    writeFileSync(join(root, 'cd.prd.md'), prd(phase('', '`cd pkg && npm test`')));
    writeFileSync(join(root, 'fixed.prd.md'), prd(phase('**Workdir:** `pkg`')));
    const bad = spawnSync(process.execPath, [cli, 'validate', 'cd.prd.md'], { cwd: root, encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(
      'cd.prd.md:12:19: error The gate contains `&&` at column 8 of the command, which runs a second command. Without `Shell-Gate: true` a gate must be one plain command, so this gate will not run. ' +
        "Fix: a gate cannot change folder with `cd`; run the phase's gates in that folder instead: **Workdir:** `pkg` and **Gate:** `npm test` (Workdir: is relative to the project; every gate of the phase runs there)" +
        TAIL + ' (phase a) [gate-shell-operator]',
    );
    expect(bad.stdout).not.toContain('gate-unknown-program');
    const fixed = spawnSync(process.execPath, [cli, 'validate', 'fixed.prd.md'], { cwd: root, encoding: 'utf8' });
    expect([fixed.status, fixed.stdout.trim().split('\n').at(-1)]).toEqual([0, 'fixed.prd.md: valid, 1 phase (0 errors, 0 warnings)']);
    rmSync(join(root, 'pkg'), { recursive: true });
    const gone = spawnSync(process.execPath, [cli, 'validate', 'fixed.prd.md'], { cwd: root, encoding: 'utf8' });
    expect(gone.status).toBe(1);
    expect(gone.stdout).toContain('fixed.prd.md:11:15: error Workdir `pkg` of phase "a" is not a folder of the project: `pkg` does not exist;');
  });
});

describe("the draft planner's PRD format knows Workdir:", () => {
  it('its essentials say to write Workdir: instead of cd, and that phase is valid as written', async () => {
    const { PRD_FORMAT_ESSENTIALS } = await import('../../lib/task/planner-task.js');
    const line = PRD_FORMAT_ESSENTIALS.find((l) => l.includes('**Workdir:**'));
    expect(line).toContain('is never `cd pkg && npm test`: give the phase the line `**Workdir:** pkg`');
    const text = prd('### Phase: a\n**Workdir:** pkg\n**Files:** `pkg/src/**`\n- do it\n\n**Gate:** `npm test`');
    const analysis = analyzePrd(text, { workdirProblem: (relative) => workdirProblem(project(), relative) });
    expect([analysis.valid, analysis.prd.phases[0]?.workdir?.path, analysis.prd.phases[0]?.files]).toEqual([true, 'pkg', ['pkg/src/**']]);
  });
});
