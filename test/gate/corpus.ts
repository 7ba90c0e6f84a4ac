/**
 * Gate commands with their expected verdicts, hand-derived columns (1-based offsets
 * into the command) and argv. `errors` / `warnings` list every diagnostic of that
 * severity as [ruleId, column]; omitted means "none".
 */
export interface GateCase {
  readonly cmd: string;
  readonly shellGate?: boolean;
  readonly verdict: 'ok' | 'confirm' | 'rejected';
  readonly errors?: readonly (readonly [string, number])[];
  readonly warnings?: readonly (readonly [string, number])[];
  readonly argv?: readonly string[] | null;
  readonly program?: string | null;
}

const OP = 'gate-shell-operator';
const HIDDEN = 'gate-hidden-command';
const UNKNOWN = 'gate-unknown-program';
const RISKY = 'gate-risky-program';
const PERSISTENT = 'gate-persistent-change';

export const ACCEPTED: readonly GateCase[] = [
  { cmd: 'npm test', verdict: 'ok', argv: ['npm', 'test'], program: 'npm' },
  { cmd: 'npm run build', verdict: 'ok', argv: ['npm', 'run', 'build'], program: 'npm' },
  { cmd: 'CI=1 npm test', verdict: 'ok', argv: ['CI=1', 'npm', 'test'], program: 'npm' },
  { cmd: 'CI=1 NODE_ENV=test npm test', verdict: 'ok', program: 'npm' },
  { cmd: 'make check', verdict: 'ok', argv: ['make', 'check'], program: 'make' },
  { cmd: 'npx vitest run', verdict: 'ok', program: 'npx' },
  { cmd: 'pnpm exec vitest run', verdict: 'ok', program: 'pnpm' },
  { cmd: 'yarn test', verdict: 'ok', program: 'yarn' },
  { cmd: 'yarn watch', verdict: 'confirm', program: 'yarn' },
  { cmd: 'bunx tsc --noEmit', verdict: 'ok', program: 'bunx' },
  { cmd: 'cargo test --all-features', verdict: 'ok', program: 'cargo' },
  { cmd: 'go test ./...', verdict: 'ok', argv: ['go', 'test', './...'], program: 'go' },
  { cmd: 'pytest -q tests/', verdict: 'ok', program: 'pytest' },
  { cmd: 'python -m pytest -c pytest.ini', verdict: 'ok', program: 'python' },
  { cmd: 'python3 manage.py test', verdict: 'ok', program: 'python3' },
  { cmd: 'tsc -p tsconfig.json --noEmit', verdict: 'ok', program: 'tsc' },
  { cmd: 'eslint "src/**/*.ts"', verdict: 'ok', argv: ['eslint', 'src/**/*.ts'] },
  { cmd: 'eslint src/*.ts', verdict: 'ok', argv: ['eslint', 'src/*.ts'] },
  { cmd: 'npm test -- --grep "login flow"', verdict: 'ok', argv: ['npm', 'test', '--', '--grep', 'login flow'] },
  { cmd: "npm test -- --grep 'a#b'", verdict: 'ok', argv: ['npm', 'test', '--', '--grep', 'a#b'] },
  { cmd: './gradlew build', verdict: 'ok', program: './gradlew' },
  { cmd: './mvnw -B verify', verdict: 'ok', program: './mvnw' },
  { cmd: 'env NODE_ENV=test npm test', verdict: 'ok', program: 'npm' },
  { cmd: 'timeout 300 npm test', verdict: 'ok', program: 'npm' },
  { cmd: 'time make test', verdict: 'ok', program: 'make' },
  { cmd: 'nice -n 10 cargo build', verdict: 'ok', program: 'cargo' },
  { cmd: 'node --test', verdict: 'ok', program: 'node' },
  { cmd: 'node scripts/check.mjs', verdict: 'ok', program: 'node' },
  { cmd: 'uv run pytest', verdict: 'ok', program: 'uv' },
  { cmd: 'bundle exec rspec', verdict: 'ok', program: 'bundle' },
  { cmd: 'terraform validate', verdict: 'ok', program: 'terraform' },
  { cmd: 'cargo test foo#bar', verdict: 'ok', argv: ['cargo', 'test', 'foo#bar'] },
  { cmd: 'npm test $CI_FLAGS', verdict: 'ok', argv: ['npm', 'test', '$CI_FLAGS'] },
  { cmd: 'dotnet test', verdict: 'ok', program: 'dotnet' },
  { cmd: '  npm   test  ', verdict: 'ok', argv: ['npm', 'test'] },
];

/** Not rejected, not vetted: the user confirms them when the run starts (issue 16; `warn` before). */
export const CONFIRMED: readonly GateCase[] = [
  { cmd: './run.sh', verdict: 'confirm', warnings: [[UNKNOWN, 1]], argv: ['./run.sh'], program: './run.sh' },
  { cmd: './scripts/check.sh --fast', verdict: 'confirm', warnings: [[UNKNOWN, 1]] },
  { cmd: 'curl x', verdict: 'confirm', warnings: [[RISKY, 1]], program: 'curl' },
  { cmd: 'curl https://example.com', verdict: 'confirm', warnings: [[RISKY, 1]] },
  { cmd: 'rm -rf dist', verdict: 'confirm', warnings: [[RISKY, 1]] },
  { cmd: 'git push origin main', verdict: 'confirm', warnings: [[RISKY, 1]] },
  { cmd: 'git reset --hard', verdict: 'confirm', warnings: [[RISKY, 1]] },
  { cmd: 'git status', verdict: 'confirm', warnings: [[UNKNOWN, 1]] },
  { cmd: 'docker build .', verdict: 'confirm', warnings: [[RISKY, 1]] },
  { cmd: 'sudo npm test', verdict: 'confirm', warnings: [[RISKY, 1]], program: 'sudo' },
  { cmd: 'nmp test', verdict: 'confirm', warnings: [[UNKNOWN, 1]], program: 'nmp' },
  { cmd: 'npm test # slow', verdict: 'confirm', warnings: [['gate-comment', 10]], argv: ['npm', 'test'] },
  { cmd: 'python -m http.server', verdict: 'confirm', warnings: [[UNKNOWN, 1]] },
  { cmd: 'terraform apply', verdict: 'confirm', warnings: [[RISKY, 1]] },
  { cmd: 'npx rimraf dist', verdict: 'confirm', warnings: [[RISKY, 5]], program: 'npx' },
  { cmd: 'timeout 60 wget x', verdict: 'confirm', warnings: [[RISKY, 12]], program: 'wget' },
  { cmd: 'echo done', verdict: 'confirm', warnings: [[UNKNOWN, 1]], argv: ['echo', 'done'] },
  { cmd: 'npm publish', verdict: 'confirm', warnings: [[RISKY, 1]] },
  { cmd: 'sh scripts/test.sh', verdict: 'confirm', warnings: [[UNKNOWN, 1]], program: 'sh' },
  { cmd: 'chmod +x gradlew', verdict: 'confirm', warnings: [[RISKY, 1]] },
];

export const REJECTED: readonly GateCase[] = [
  { cmd: 'npm run build && npm test', verdict: 'rejected', errors: [[OP, 15]], argv: null, program: 'npm' },
  { cmd: 'npm run build && npm test && npm run lint', verdict: 'rejected', errors: [[OP, 15]] },
  { cmd: 'npm test; npm run lint', verdict: 'rejected', errors: [[OP, 9]] },
  { cmd: 'npm test || true', verdict: 'rejected', errors: [[OP, 10]], warnings: [[UNKNOWN, 13]] },
  { cmd: 'npm test | tee out.log', verdict: 'rejected', errors: [[OP, 10]], warnings: [[UNKNOWN, 12]] },
  { cmd: 'npm test > out.log', verdict: 'rejected', errors: [[OP, 10]] },
  { cmd: 'npm test 2>&1', verdict: 'rejected', errors: [[OP, 11]] },
  { cmd: 'npm test &', verdict: 'rejected', errors: [[OP, 10]] },
  { cmd: 'npm test && npm run lint > lint.log', verdict: 'rejected', errors: [[OP, 10], [OP, 26]] },
  { cmd: 'echo "$(rm -rf ~)"', verdict: 'rejected', errors: [[OP, 7]], warnings: [[UNKNOWN, 1]] },
  { cmd: 'npm test\nrm -rf /', verdict: 'rejected', errors: [[OP, 9]], warnings: [[RISKY, 10]] },
  { cmd: 'npm test\r', verdict: 'rejected', errors: [[OP, 9]] },
  { cmd: 'npm test `whoami`', verdict: 'rejected', errors: [[OP, 10]], warnings: [[UNKNOWN, 11]] },
  { cmd: 'npm test ${HOME}', verdict: 'rejected', errors: [[OP, 10], [PERSISTENT, 10]] },
  { cmd: 'echo "${HOME}"', verdict: 'rejected', errors: [[OP, 7], [PERSISTENT, 6]], warnings: [[UNKNOWN, 1]] },
  { cmd: "npm test -- '$(x)'", verdict: 'rejected', errors: [[OP, 14]] },
  { cmd: 'cat < input.txt', verdict: 'rejected', errors: [[OP, 5]], warnings: [[UNKNOWN, 1]] },
  { cmd: 'diff <(npm test) expected.txt', verdict: 'rejected', errors: [[OP, 6]], warnings: [[UNKNOWN, 1], [UNKNOWN, 18]] },
  { cmd: 'bash -c "npm test"', verdict: 'rejected', errors: [[HIDDEN, 6]], argv: ['bash', '-c', 'npm test'], program: 'bash' },
  { cmd: 'sh -c make', verdict: 'rejected', errors: [[HIDDEN, 4]] },
  { cmd: 'bash -ec "make"', verdict: 'rejected', errors: [[HIDDEN, 6]] },
  { cmd: 'bash -o pipefail -c make', verdict: 'rejected', errors: [[HIDDEN, 18]] },
  { cmd: 'node -e "require(1)"', verdict: 'rejected', errors: [[HIDDEN, 6]] },
  { cmd: 'node --eval=1', verdict: 'rejected', errors: [[HIDDEN, 6]] },
  { cmd: 'python3 -c "print(1)"', verdict: 'rejected', errors: [[HIDDEN, 9]] },
  { cmd: 'perl -lne print file', verdict: 'rejected', errors: [[HIDDEN, 6]] },
  { cmd: 'ruby -e 1', verdict: 'rejected', errors: [[HIDDEN, 6]] },
  { cmd: 'php -r 1', verdict: 'rejected', errors: [[HIDDEN, 5]] },
  { cmd: 'deno eval 1', verdict: 'rejected', errors: [[HIDDEN, 6]] },
  { cmd: 'eval npm test', verdict: 'rejected', errors: [[HIDDEN, 1]] },
  { cmd: 'source .env', verdict: 'rejected', errors: [[HIDDEN, 1]] },
  { cmd: '. ./env.sh', verdict: 'rejected', errors: [[HIDDEN, 1]] },
  { cmd: 'exec npm test', verdict: 'rejected', errors: [[HIDDEN, 1]] },
  { cmd: 'xargs -n1 echo', verdict: 'rejected', errors: [[HIDDEN, 1]] },
  { cmd: 'find . -name x -exec rm {} +', verdict: 'rejected', errors: [[HIDDEN, 16]] },
  { cmd: 'env -S "npm test"', verdict: 'rejected', errors: [[HIDDEN, 5]] },
  { cmd: 'env bash -c x', verdict: 'rejected', errors: [[HIDDEN, 10]], program: 'bash' },
  { cmd: 'npx -c "npm test"', verdict: 'rejected', errors: [[HIDDEN, 5]] },
  { cmd: 'npm exec -c "x"', verdict: 'rejected', errors: [[HIDDEN, 10]] },
  { cmd: 'npx node -e 1', verdict: 'rejected', errors: [[HIDDEN, 10]], program: 'npx' },
  { cmd: 'yarn node -e 1', verdict: 'rejected', errors: [[HIDDEN, 11]], program: 'yarn' },
  { cmd: 'timeout 60 python -c 1', verdict: 'rejected', errors: [[HIDDEN, 19]], program: 'python' },
  { cmd: 'pwsh -Command Get-Process', verdict: 'rejected', errors: [[HIDDEN, 6]] },
  { cmd: 'cmd /c dir', verdict: 'rejected', errors: [[HIDDEN, 5]] },
  { cmd: "awk '{ system(\"id\") }' f", verdict: 'rejected', errors: [[HIDDEN, 5]] },
  { cmd: 'LD_PRELOAD=/tmp/x.so npm test', verdict: 'rejected', errors: [[HIDDEN, 1]], program: 'npm' },
  { cmd: 'git -c core.pager=x log', verdict: 'rejected', errors: [[HIDDEN, 5]] },
  { cmd: 'ssh host ls', verdict: 'rejected', errors: [[HIDDEN, 10]], warnings: [[RISKY, 1]] },
  { cmd: '', verdict: 'rejected', errors: [['gate-empty', 1]], argv: null, program: null },
  { cmd: '   \t ', verdict: 'rejected', errors: [['gate-empty', 1]], program: null },
  { cmd: 'CI=1', verdict: 'rejected', errors: [['gate-empty', 1]], program: null },
  { cmd: '# just a comment', verdict: 'rejected', errors: [['gate-empty', 1]], warnings: [['gate-comment', 1]] },
  { cmd: 'npm test "unterminated', verdict: 'rejected', errors: [['gate-unparsable', 10]], argv: null },
  { cmd: 'npm test \\', verdict: 'rejected', errors: [['gate-unparsable', 10]], argv: null },
  { cmd: '! npm test', verdict: 'rejected', errors: [[OP, 1]] },
  { cmd: 'if true', verdict: 'rejected', errors: [[OP, 1]] },
  { cmd: '(npm test)', verdict: 'rejected', errors: [[OP, 1], [OP, 10]], argv: null },
  { cmd: 'npm test\u202e', verdict: 'rejected', errors: [['gate-control-character', 9]] },
  { cmd: 'npm\u001b[2K test', verdict: 'rejected', errors: [['gate-control-character', 4]], warnings: [[UNKNOWN, 1]] },
];

export const SHELL_GATE: readonly GateCase[] = [
  { cmd: 'npm run build && npm test', shellGate: true, verdict: 'confirm', argv: null, program: 'npm' },
  { cmd: 'npm ci; npm test', shellGate: true, verdict: 'confirm', argv: null },
  { cmd: 'CI=1 make test', shellGate: true, verdict: 'confirm', argv: null, program: 'make' },
  { cmd: 'npm test 2>&1 | tee out.log', shellGate: true, verdict: 'confirm', warnings: [[UNKNOWN, 17]] },
  { cmd: 'bash -c "npm test"', shellGate: true, verdict: 'confirm', warnings: [[HIDDEN, 6]], program: 'bash' },
  { cmd: 'npm test\nrm -rf dist', shellGate: true, verdict: 'confirm', warnings: [[RISKY, 10]] },
  // `cd DIR` before the command is a folder, not a tool to vet (issue 27 item 3: the fix is `Workdir:`).
  { cmd: 'cd packages/app && npm test', shellGate: true, verdict: 'confirm', program: 'npm' },
  { cmd: 'curl -fsS x | sh', shellGate: true, verdict: 'confirm', warnings: [[RISKY, 1], [UNKNOWN, 15]] },
  { cmd: 'cat <<EOF\nrm -rf /\nEOF', shellGate: true, verdict: 'confirm', warnings: [[UNKNOWN, 1]] },
  { cmd: 'for f in *.ts; do tsc "$f"; done', shellGate: true, verdict: 'confirm', program: 'tsc' },
  { cmd: '', shellGate: true, verdict: 'rejected', errors: [['gate-empty', 1]] },
  { cmd: 'CI=1', shellGate: true, verdict: 'rejected', errors: [['gate-empty', 1]] },
  { cmd: 'npm test\u0000', shellGate: true, verdict: 'rejected', errors: [['gate-control-character', 9]] },
];
