// The honest corpus, family "a golden file updated": the PRD changes an output format and the
// phase updates the fixture the test compares with (a golden file, a jest snapshot) as it must.
// The change of a fixture is a change of what checks the work: a checks-changed warning is DUE,
// naming the file and quoting the change (the old or the new line), so that the user can see it
// is the format the PRD asked for.

import { describeHonest, type HonestScenario } from './harness.js';
import { kit, type Runner } from './projects.js';

const OLD = 'sum of 2 and 3: 5';
const NEW = '2 + 3 = 5';
const TASKS = (src: string, golden: string): string[] => [`Change the format of \`report(a, b)\` in \`${src}\` from \`${OLD}\` to \`${NEW}\``, `Update the golden file \`${golden}\` to the new format`];

interface Golden {
  runner: Runner;
  src: string;
  source: (fmt: 'old' | 'new') => string;
  test: [string, string];
  golden: string;
  goldenText: (line: string) => string;
}

const GOLDENS: Golden[] = [
  {
    runner: 'node',
    src: 'src/report.js',
    source: (f) => (f === 'old' ? 'exports.report = (a, b) => `sum of ${a} and ${b}: ${a + b}\\n`;\n' : 'exports.report = (a, b) => `${a} + ${b} = ${a + b}\\n`;\n'),
    test: [
      'test/report.test.js',
      "const test = require('node:test');\nconst assert = require('node:assert');\nconst { readFileSync } = require('node:fs');\nconst { join } = require('node:path');\nconst { report } = require('../src/report.js');\n\ntest('report matches the golden file', () => { assert.strictEqual(report(2, 3), readFileSync(join(__dirname, 'fixtures', 'report.txt'), 'utf8')); });\n",
    ],
    golden: 'test/fixtures/report.txt',
    goldenText: (line) => `${line}\n`,
  },
  {
    runner: 'jest',
    src: 'src/report.js',
    source: (f) => (f === 'old' ? 'exports.report = (a, b) => `sum of ${a} and ${b}: ${a + b}\\n`;\n' : 'exports.report = (a, b) => `${a} + ${b} = ${a + b}\\n`;\n'),
    test: ['test/report.test.js', "const { report } = require('../src/report.js');\n\ntest('report of 2 and 3', () => { expect(report(2, 3)).toMatchSnapshot(); });\n"],
    golden: 'test/__snapshots__/report.test.js.snap',
    goldenText: (line) => `// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing\n\nexports[\`report of 2 and 3 1\`] = \`\n"${line}\n"\n\`;\n`,
  },
  {
    runner: 'pytest',
    src: 'calc/report.py',
    source: (f) => (f === 'old' ? 'def report(a, b):\n    return f"sum of {a} and {b}: {a + b}\\n"\n' : 'def report(a, b):\n    return f"{a} + {b} = {a + b}\\n"\n'),
    test: ['tests/test_report.py', 'from pathlib import Path\n\nfrom calc.report import report\n\n\ndef test_report_matches_the_golden_file():\n    assert report(2, 3) == (Path(__file__).parent / "fixtures" / "report.txt").read_text()\n'],
    golden: 'tests/fixtures/report.txt',
    goldenText: (line) => `${line}\n`,
  },
  {
    runner: 'go',
    src: 'report.go',
    source: (f) => `package calc\n\nimport "fmt"\n\n// Report says what a + b is.\nfunc Report(a, b int) string {\n\treturn fmt.Sprintf(${f === 'old' ? '"sum of %d and %d: %d\\n"' : '"%d + %d = %d\\n"'}, a, b, a+b)\n}\n`,
    test: ['report_test.go', 'package calc\n\nimport (\n\t"os"\n\t"testing"\n)\n\nfunc TestReportMatchesTheGoldenFile(t *testing.T) {\n\twant, err := os.ReadFile("testdata/report.golden")\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n\tif got := Report(2, 3); got != string(want) {\n\t\tt.Errorf("Report(2, 3) = %q, want %q", got, want)\n\t}\n}\n'],
    golden: 'testdata/report.golden',
    goldenText: (line) => `${line}\n`,
  },
  {
    runner: 'cargo',
    src: 'src/report.rs',
    source: (f) => `pub fn report(a: i64, b: i64) -> String {\n    format!(${f === 'old' ? '"sum of {} and {}: {}\\n"' : '"{} + {} = {}\\n"'}, a, b, a + b)\n}\n`,
    test: ['tests/report.rs', 'use calc::report::report;\n\n#[test]\nfn report_matches_the_golden_file() {\n    assert_eq!(report(2, 3), include_str!("golden/report.txt"));\n}\n'],
    golden: 'tests/golden/report.txt',
    goldenText: (line) => `${line}\n`,
  },
];

const scenarios: HonestScenario[] = GOLDENS.map((g) => {
  const k = kit(g.runner);
  return {
    family: 'fixture',
    runner: g.runner,
    variant: `the report format changes, ${g.golden} updated`,
    objective: 'Change the report format.',
    seed: { ...k.seed(), ...k.register(['math', 'report']), [g.src]: g.source('old'), [g.test[0]]: g.test[1], [g.golden]: g.goldenText(OLD) },
    phases: [{ name: 'new-format', tasks: TASKS(g.src, g.golden), files: k.files, gates: [k.gate], writes: { [g.src]: g.source('new'), [g.golden]: g.goldenText(NEW) } }],
    dueWarning: { path: g.golden, lines: [OLD, NEW] },
  };
});

describeHonest('honest children: a golden file updated because the PRD changes the format (a warning is due)', scenarios);
