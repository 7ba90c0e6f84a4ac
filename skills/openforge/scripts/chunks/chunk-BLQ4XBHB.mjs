import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import {
  error,
  require_shell_quote,
  sortDiagnostics,
  warning
} from "./chunk-UAEVGYVT.mjs";
import {
  __toESM
} from "./chunk-IFGUI5YT.mjs";

// lib/diagnostics/format.ts
function formatDiagnostic(file, d) {
  const where = d.phase === void 0 ? "" : ` (phase ${d.phase})`;
  return `${file}:${d.line}:${d.column}: ${d.severity} ${d.message}${where} [${d.ruleId}]`;
}

// lib/diagnostics/suggest.ts
function editDistance(a, b) {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  let curr = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      curr[j] = Math.min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + cost);
    }
    [prev, curr] = [curr, prev];
  }
  return prev[b.length];
}
function closestMatch(name, candidates) {
  const wanted = name.toLowerCase();
  let best;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best === void 0) return void 0;
  const limit = Math.max(2, Math.floor(Math.max(wanted.length, best.length) / 3));
  return bestDistance <= limit ? best : void 0;
}

// lib/gate/argv.ts
var import_shell_quote = __toESM(require_shell_quote(), 1);
var keepVariable = (key) => `$${key}`;
function tokenize(command) {
  let entries;
  try {
    entries = (0, import_shell_quote.parse)(command, keepVariable);
  } catch (cause) {
    return { ok: false, reason: cause instanceof Error ? cause.message : String(cause) };
  }
  const argv = [];
  const operators = [];
  let comment = null;
  for (const entry of entries) {
    if (typeof entry === "string") argv.push(entry);
    else if ("comment" in entry) {
      comment = entry.comment;
      break;
    } else if (entry.op === "glob") argv.push(entry.pattern);
    else operators.push(entry.op);
  }
  return { ok: true, value: { argv, operators, comment } };
}
function unquote(raw) {
  let out = "";
  let i = 0;
  while (i < raw.length) {
    const c = raw[i];
    if (c === "\\") {
      out += raw[i + 1] ?? "";
      i += 2;
    } else if (c === "'") {
      const close = raw.indexOf("'", i + 1);
      const end = close < 0 ? raw.length : close;
      out += raw.slice(i + 1, end);
      i = end + 1;
    } else if (c === '"') {
      let j = i + 1;
      while (j < raw.length && raw[j] !== '"') {
        if (raw[j] === "\\" && j + 1 < raw.length && '"\\$`'.includes(raw[j + 1])) j += 1;
        out += raw[j];
        j += 1;
      }
      i = j + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}
function wordValue(raw) {
  const result = tokenize(raw);
  if (result.ok && result.value.comment === null && result.value.operators.length === 0) {
    const [only, ...rest] = result.value.argv;
    if (only !== void 0 && rest.length === 0) return only;
  }
  return unquote(raw);
}

// lib/gate/constructs.ts
var construct = (token, display, effect, extra = {}) => ({
  token,
  display,
  effect,
  splittable: extra.splittable ?? false,
  redirectsOutput: extra.redirectsOutput ?? false
});
var SHELL_CONSTRUCTS = [
  construct("<<<", "`<<<`", "a here-string (feeds inline text to the command)"),
  construct("&>>", "`&>>`", "appends both output streams to a file", { redirectsOutput: true }),
  construct("&&", "`&&`", "runs a second command", { splittable: true }),
  construct("||", "`||`", "runs a second command when the first fails, which can turn a failing gate into a passing one"),
  construct("|&", "`|&`", "pipes the output into a second command"),
  construct("&>", "`&>`", "redirects both output streams to a file", { redirectsOutput: true }),
  construct(">&", "`>&`", "redirects or duplicates an output stream (as in `2>&1`)", { redirectsOutput: true }),
  construct(">>", "`>>`", "appends the output to a file", { redirectsOutput: true }),
  construct(">(", "`>(`", "process substitution (runs a second command)"),
  construct("<(", "`<(`", "process substitution (runs a second command)"),
  construct("<<", "`<<`", "a here-document (feeds inline text to the command)"),
  construct("$(", "`$(`", "command substitution (runs a second command)"),
  construct("${", "`${`", "parameter expansion (can hide values, assign variables or fail the command)"),
  construct("|", "`|`", "pipes the output into a second command and hides the first command's exit status"),
  construct("&", "`&`", "runs a command in the background, so its result is never checked"),
  construct(";", "`;`", "runs a second command", { splittable: true }),
  construct("<", "`<`", "reads the input from a file"),
  construct(">", "`>`", "writes the output to a file, overwriting it", { redirectsOutput: true }),
  construct("`", "a backtick (`` ` ``)", "command substitution (runs a second command)"),
  construct("\n", "a newline", "starts a second command", { splittable: true }),
  construct("\r", "a carriage return", "can hide part of the command when it is displayed")
];
var FIRST_CHARS = new Set(SHELL_CONSTRUCTS.map((c) => c.token[0]));
function findShellConstructs(command) {
  const hits = /* @__PURE__ */ new Map();
  let i = 0;
  while (i < command.length) {
    if (!FIRST_CHARS.has(command[i])) {
      i += 1;
      continue;
    }
    const found2 = SHELL_CONSTRUCTS.find((c) => command.startsWith(c.token, i));
    if (found2 === void 0) {
      i += 1;
      continue;
    }
    const seen = hits.get(found2.token);
    if (seen === void 0) hits.set(found2.token, { construct: found2, offset: i, count: 1 });
    else seen.count += 1;
    i += found2.token.length;
  }
  return [...hits.values()];
}
var CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
function printable(text) {
  return text.replace(CONTROL, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);
}
function findControlCharacters(command) {
  let offset = -1;
  const codePoints = [];
  for (const match of command.matchAll(CONTROL)) {
    if (offset < 0) offset = match.index;
    const code2 = `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
    if (!codePoints.includes(code2)) codePoints.push(code2);
  }
  return offset < 0 ? null : { offset, codePoints };
}

// lib/gate/options.ts
function programKey(program) {
  const base = program.slice(Math.max(program.lastIndexOf("/"), program.lastIndexOf("\\")) + 1).toLowerCase();
  const noExe = base.endsWith(".exe") ? base.slice(0, -4) : base;
  const at = noExe.indexOf("@", 1);
  return at > 0 ? noExe.slice(0, at) : noExe;
}
function isOption(arg) {
  return arg.startsWith("-") && arg !== "-" && arg !== "--";
}
function firstPositional(args, valueOptions = []) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--") return i + 1 < args.length ? i + 1 : -1;
    if (!isOption(arg)) return i;
    if (valueOptions.includes(arg)) i += 1;
  }
  return -1;
}
function isNamedOption(arg, names) {
  return names.some((name) => arg === name || name.startsWith("--") && arg.startsWith(`${name}=`));
}
function findOption(args, names) {
  return args.findIndex((arg) => isNamedOption(arg, names));
}
function findCodeFlag(args, grammar) {
  const values = grammar.values ?? "";
  const digits = grammar.digits ?? "";
  const terminators = grammar.terminators ?? "";
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!isOption(arg)) return -1;
    if (arg.startsWith("--")) {
      if (isNamedOption(arg, grammar.long ?? [])) return i;
      if ((grammar.longValues ?? []).includes(arg)) i += 1;
      continue;
    }
    for (let p = 1; p < arg.length; p++) {
      const letter = arg[p];
      if (grammar.flags.includes(letter)) return i;
      if (terminators.includes(letter)) return -1;
      if (values.includes(letter)) {
        if (p === arg.length - 1) i += 1;
        break;
      }
      if (digits.includes(letter)) while (p + 1 < arg.length && /\d/.test(arg[p + 1])) p += 1;
    }
  }
  return -1;
}

// lib/gate/hidden-commands.ts
var RUNS_STRING = "runs a string as code";
var RUNS_SHELL = "runs its argument as a shell command";
var found = (index) => index < 0 ? void 0 : index;
var always = () => -1;
var codeFlag = (grammar) => (args) => found(findCodeFlag(args, grammar));
var anyOption = (names) => (args) => found(findOption(args, names));
var anyArg = (test) => (args) => found(args.findIndex(test));
var rule = (programs, form, effect, match) => ({
  programs,
  form,
  effect,
  match
});
function powershellCommand(args, defaultIsCommand) {
  const valueParams = [
    "executionpolicy",
    "ep",
    "ex",
    "windowstyle",
    "w",
    "version",
    "v",
    "psconsolefile",
    "configurationname",
    "config",
    "outputformat",
    "of",
    "o",
    "inputformat",
    "inf",
    "if",
    "settingsfile",
    "workingdirectory",
    "wd"
  ];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!/^[-/]/.test(arg)) return defaultIsCommand ? i : void 0;
    const name = arg.slice(1).toLowerCase();
    if (name === "file" || name === "f") return void 0;
    if (name === "e" || name === "ec" || name === "cwa" || name.length >= 2 && "encodedcommand".startsWith(name)) return i;
    if (name.startsWith("c") && ("command".startsWith(name) || "commandwithargs".startsWith(name))) return i;
    if (valueParams.includes(name)) i += 1;
  }
  return void 0;
}
function nodeDataImport(args) {
  const loaders = ["-r", "--require", "--import", "--loader", "--experimental-loader"];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!isOption(arg)) return void 0;
    const inline = loaders.find((name) => name.startsWith("--") && arg.startsWith(`${name}=`));
    if (inline !== void 0 && arg.slice(inline.length + 1).startsWith("data:")) return i;
    if (loaders.includes(arg) && (args[i + 1] ?? "").startsWith("data:")) return i;
    if (loaders.includes(arg)) i += 1;
  }
  return void 0;
}
function sedExecutes(args) {
  return found(
    args.findIndex((arg, i) => {
      const isScript = !isOption(arg) || args[i - 1] === "-e" || args[i - 1] === "--expression";
      if (!isScript) return false;
      if (/(^|[;{}\n])\s*(\d+|\$|\/[^/]*\/)?\s*e(\s|;|$)/.test(arg)) return true;
      return /(^|[;{}\n])\s*s([^\w\s\\])(?:(?!\2)[^\\]|\\.)*\2(?:(?!\2)[^\\]|\\.)*\2[gpiImM0-9w]*e/.test(arg);
    })
  );
}
var SHELLS = /^(sh|bash|rbash|zsh|dash|ksh|mksh|pdksh|ash|yash|csh|tcsh|fish|nu|elvish|xonsh)$/;
var PYTHONS = /^(python[0-9.]*|pypy[0-9.]*|py|ipython[0-9.]*)$/;
var HIDDEN_COMMAND_RULES = [
  rule(SHELLS, "`{program} -c`", RUNS_SHELL, codeFlag({ flags: "c", values: "oO", long: ["--command", "--init-command"] })),
  rule(/^fish$/, "`fish -C`", RUNS_SHELL, codeFlag({ flags: "C" })),
  rule(/^(pwsh|pwsh-preview)$/, "`pwsh -Command`", RUNS_SHELL, (args) => powershellCommand(args, false)),
  rule(/^(powershell|powershell_ise)$/, "`powershell -Command`", RUNS_SHELL, (args) => powershellCommand(args, true)),
  rule(/^cmd$/, "`cmd /c`", RUNS_SHELL, anyArg((arg) => /^\/[ckr]/i.test(arg))),
  rule(/^(eval|exec|source|\.|trap|fc)$/, "`{program}`", "runs shell code or replaces the shell", always),
  rule(/^(xargs|parallel|watch|script|concurrently|cross-env-shell|wsl|wsl\.exe)$/, "`{program}`", "builds and runs other commands", always),
  rule(/^(node|nodejs)$/, "`node -e`", RUNS_STRING, codeFlag({ flags: "ep", values: "rC", long: ["--eval", "--print"], longValues: ["--require", "--import", "--loader", "--experimental-loader", "--conditions"] })),
  rule(/^(node|nodejs)$/, "`node --import data:`", "loads code from an inline `data:` URL", nodeDataImport),
  rule(/^deno$/, "`deno eval`", RUNS_STRING, (args) => {
    const first = firstPositional(args);
    if (first >= 0 && args[first] === "eval") return first;
    return found(args.findIndex((arg) => arg.startsWith("data:") || arg === "--eval" || arg.startsWith("--eval=") || arg.startsWith("--eval-file")));
  }),
  rule(/^bun$/, "`bun -e`", RUNS_STRING, codeFlag({ flags: "ep", values: "r", long: ["--eval", "--print"], longValues: ["--preload", "--cwd"] })),
  rule(/^(tsx|ts-node|ts-node-esm|esno|vite-node)$/, "`tsx -e`", RUNS_STRING, codeFlag({ flags: "ep", long: ["--eval", "--print"] })),
  rule(PYTHONS, "`python -c`", RUNS_STRING, codeFlag({ flags: "c", values: "WXQ", terminators: "m" })),
  rule(/^perl[0-9.]*$/, "`perl -e`", RUNS_STRING, codeFlag({ flags: "eE", values: "IMmxFdDi", digits: "l0C" })),
  rule(/^(ruby|jruby|truffleruby)$/, "`ruby -e`", RUNS_STRING, codeFlag({ flags: "e", values: "CEFIrxiK", digits: "WT0" })),
  rule(/^php[0-9.]*$/, "`php -r`", RUNS_STRING, codeFlag({ flags: "rBRE", values: "cdfzt" })),
  rule(/^(lua|luajit|lua5\.\d)$/, "`lua -e`", RUNS_STRING, codeFlag({ flags: "e", values: "l" })),
  rule(/^osascript$/, "`osascript -e`", RUNS_STRING, codeFlag({ flags: "e", values: "ls" })),
  rule(/^(julia)$/, "`julia -e`", RUNS_STRING, codeFlag({ flags: "eE", values: "pLJCOtHg", long: ["--eval", "--print"] })),
  rule(
    /^(elixir|iex|erl|rscript|r|ghc|runghc|groovy|scala)$/,
    "`{program} -e`",
    RUNS_STRING,
    anyOption(["-e", "--eval", "-eval", "--expr"])
  ),
  rule(/^expect$/, "`expect -c`", RUNS_STRING, anyOption(["-c"])),
  rule(/^mix$/, "`mix run -e`", RUNS_STRING, (args) => args[0] === "run" ? found(findOption(args, ["-e", "--eval"])) : void 0),
  rule(
    /^(awk|gawk|mawk|nawk|busybox-awk)$/,
    "`awk` with `system(` or a pipe",
    "runs shell commands from the awk program",
    anyArg((arg) => /\bsystem\s*\(|\|/.test(arg))
  ),
  rule(/^(sed|gsed)$/, "`sed` with the `e` command", "runs the text as a shell command", sedExecutes),
  rule(/^find$/, "`find -exec`", "runs a command for every file found", anyOption(["-exec", "-execdir", "-ok", "-okdir"])),
  rule(/^env$/, "`env -S`", "splits a string into a new command line", codeFlag({ flags: "S", values: "uC", long: ["--split-string"], longValues: ["--unset", "--chdir"] })),
  rule(/^(npx|pnpx)$/, "`npx -c`", RUNS_SHELL, codeFlag({ flags: "c", values: "pw", long: ["--call"], longValues: ["--package", "--node-options", "--workspace"] })),
  rule(/^npm$/, "`npm exec -c`", RUNS_SHELL, (args) => args.includes("exec") || args.includes("x") ? found(findOption(args, ["-c", "--call"])) : void 0),
  rule(/^pnpm$/, "`pnpm exec -c`", RUNS_SHELL, (args) => args.includes("exec") || args.includes("dlx") ? found(findOption(args, ["-c", "--shell-mode"])) : void 0),
  rule(/^yarn$/, "`yarn exec`", "runs its arguments as a shell script", (args) => {
    const first = firstPositional(args, ["--cwd"]);
    return first >= 0 && args[first] === "exec" ? first : void 0;
  }),
  rule(
    /^(make|gmake)$/,
    "`make --eval`",
    "adds make rules (and their shell recipes) from the command line",
    anyArg((arg) => arg === "-E" || arg === "--eval" || arg.startsWith("--eval=") || /^(SHELL|\.SHELLFLAGS|MAKESHELL)=/.test(arg))
  ),
  rule(/^git$/, "`git -c`", "sets configuration that can name commands to run (aliases, hooks, ssh, pagers)", (args) => {
    const config = findCodeFlag(args, { flags: "c", values: "C", long: ["--config-env", "--exec-path", "--upload-pack", "--receive-pack", "--exec", "--extcmd"] });
    if (config >= 0) return config;
    const exec = args.findIndex((arg) => /^--(config-env|upload-pack|receive-pack|exec|extcmd)(=|$)/.test(arg));
    if (exec >= 0) return exec;
    return args.includes("rebase") ? found(findOption(args, ["-x", "--exec"])) : args.includes("bisect") && args.includes("run") ? args.indexOf("run") : void 0;
  }),
  rule(/^cargo$/, "`cargo --config`", "sets a runner, linker or alias that runs another command", (args) => found(args.findIndex((arg, i) => arg === "--config" ? /runner|linker|rustc|wrapper|alias/i.test(args[i + 1] ?? "") : arg.startsWith("--config=") && /runner|linker|rustc|wrapper|alias/i.test(arg)))),
  rule(
    /^tar$/,
    "`tar --to-command`",
    "runs a command for the archive contents",
    anyArg((arg) => arg === "-I" || arg === "-F" || /^--(to-command|checkpoint-action|use-compress-program|info-script|new-volume-script)/.test(arg))
  ),
  rule(
    /^(vim|vi|nvim|ex|view|gvim)$/,
    "`vim -c`",
    "runs editor commands, which can run shell commands",
    anyArg((arg) => arg === "-c" || arg === "--cmd" || arg.startsWith("+") || arg === "-S")
  ),
  rule(/^emacs$/, "`emacs --eval`", RUNS_STRING, anyArg((arg) => /^--?(eval|execute)(=|$)/.test(arg))),
  rule(/^(gdb|lldb)$/, "`gdb -ex`", "runs debugger commands, which can run shell commands", anyOption(["-ex", "-iex", "--eval-command", "-o", "--one-line", "-x", "--command"])),
  rule(/^(sudo|doas)$/, "`sudo -s`", RUNS_SHELL, codeFlag({ flags: "si", long: ["--shell", "--login"], values: "ugCDhprtUT" })),
  rule(/^su$/, "`su -c`", RUNS_SHELL, anyOption(["-c", "--command", "--session-command"])),
  rule(/^flock$/, "`flock -c`", RUNS_SHELL, anyOption(["-c", "--command"])),
  rule(/^(nodemon|entr)$/, "`nodemon --exec`", "runs a command given as a string", anyOption(["--exec", "-x", "-s"])),
  rule(/^nix-shell$/, "`nix-shell --run`", RUNS_SHELL, anyOption(["--run", "--command"])),
  rule(/^ssh$/, "`ssh HOST COMMAND`", "runs a command on another machine", (args) => {
    let positionals = 0;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      if (isOption(arg)) {
        if (arg.length === 2 && "BbcDEeFIiJLlmOopQRSWw".includes(arg[1])) i += 1;
      } else if (++positionals === 2) return i;
    }
    return void 0;
  })
];
function findHiddenCommand(key, args, byArgsOnly = false) {
  for (const candidate of HIDDEN_COMMAND_RULES) {
    if (!candidate.programs.test(key)) continue;
    const argIndex = candidate.match(args);
    if (argIndex !== void 0 && !(byArgsOnly && argIndex < 0)) return { rule: candidate, argIndex };
  }
  return void 0;
}

// lib/gate/hidden-variables.ts
var LOADS_LIBRARY = "makes every program load a shared library first";
var RUNS_COMMAND = "names a command that programs run";
var SHELL_STARTUP = "makes every non-interactive bash run a file first";
var HIDDEN_VARIABLE_RULES = [
  { name: "LD_PRELOAD", effect: LOADS_LIBRARY },
  { name: "LD_AUDIT", effect: LOADS_LIBRARY },
  { name: "DYLD_INSERT_LIBRARIES", effect: LOADS_LIBRARY },
  { name: "BASH_ENV", effect: SHELL_STARTUP },
  { name: "PS4", effect: "is expanded (command substitutions included) by traced shells" },
  { name: "GIT_SSH_COMMAND", effect: RUNS_COMMAND },
  { name: "GIT_SSH", effect: RUNS_COMMAND },
  { name: "GIT_EXTERNAL_DIFF", effect: RUNS_COMMAND },
  { name: "GIT_PROXY_COMMAND", effect: RUNS_COMMAND },
  { name: "GIT_ASKPASS", effect: RUNS_COMMAND },
  { name: "SSH_ASKPASS", effect: RUNS_COMMAND },
  { name: "GIT_CONFIG_PARAMETERS", effect: "sets git configuration, which can name commands to run" },
  { name: "GIT_CONFIG_COUNT", effect: "sets git configuration, which can name commands to run" },
  { name: "PERL5OPT", effect: "adds perl options (modules to load) to every perl run" },
  { name: "NODE_OPTIONS", effect: "loads code from an inline `data:` URL in every node run", when: /data:/ },
  { name: "MAKEFLAGS", effect: "adds make rules or a shell to every make run", when: /--eval|SHELL=|(^|\s)-\w*E/ }
];
function findHiddenVariable(assignment) {
  const eq = assignment.indexOf("=");
  const name = assignment.slice(0, eq);
  const value = assignment.slice(eq + 1);
  return HIDDEN_VARIABLE_RULES.find((r) => r.name === name && (r.when === void 0 || r.when.test(value)));
}

// lib/gate/wrappers.ts
var TRANSPARENT_WRAPPERS = {
  env: { valueOptions: ["-u", "--unset", "-C", "--chdir", "-S", "--split-string"], assignments: true },
  "cross-env": { valueOptions: [], assignments: true },
  time: { valueOptions: ["-f", "--format", "-o", "--output"] },
  nice: { valueOptions: ["-n", "--adjustment"] },
  timeout: { valueOptions: ["-s", "--signal", "-k", "--kill-after"], positionals: 1 },
  gtimeout: { valueOptions: ["-s", "--signal", "-k", "--kill-after"], positionals: 1 },
  nohup: { valueOptions: [] },
  stdbuf: { valueOptions: ["-i", "-o", "-e", "--input", "--output", "--error"] },
  ionice: { valueOptions: ["-c", "-n", "--class", "--classdata"] },
  taskset: { valueOptions: [], positionals: 1 },
  chrt: { valueOptions: [], positionals: 1 },
  caffeinate: { valueOptions: ["-t", "-w"] },
  command: { valueOptions: [] },
  builtin: { valueOptions: [] },
  busybox: { valueOptions: [] },
  xcrun: { valueOptions: ["--sdk", "-sdk", "--toolchain", "-toolchain"] }
};
var NPX_OPTIONS = ["-p", "--package", "--node-options", "--cache", "--userconfig", "-w", "--workspace", "--prefix"];
var PNPM_OPTIONS = ["-C", "--dir", "-F", "--filter", "--package", "--workspace-dir"];
var UV_OPTIONS = [
  "--with",
  "--with-requirements",
  "--python",
  "-p",
  "--project",
  "--directory",
  "--package",
  "--extra",
  "--group",
  "--env-file",
  "--index",
  "--from"
];
var SUDO_OPTIONS = [
  "-u",
  "-g",
  "-C",
  "-D",
  "-h",
  "-p",
  "-r",
  "-t",
  "-U",
  "-T",
  "--user",
  "--group",
  "--chdir",
  "--host",
  "--prompt",
  "--role",
  "--type",
  "--other-user",
  "--command-timeout",
  "--close-from"
];
var runner = (program, sub, valueOptions, innerIsProgram = true) => ({
  program,
  sub,
  valueOptions,
  innerIsProgram
});
var RUNNERS = [
  runner("npx", null, NPX_OPTIONS),
  runner("pnpx", null, NPX_OPTIONS),
  runner("bunx", null, NPX_OPTIONS),
  runner("npm", "exec", NPX_OPTIONS),
  runner("npm", "x", NPX_OPTIONS),
  runner("pnpm", "exec", PNPM_OPTIONS),
  runner("pnpm", "dlx", PNPM_OPTIONS),
  runner("pnpm", "run", PNPM_OPTIONS, false),
  runner("pnpm", null, PNPM_OPTIONS, false),
  runner("yarn", "dlx", ["-p", "--package"]),
  runner("yarn", "run", [], false),
  runner("yarn", null, ["--cwd"], false),
  runner("bun", "x", NPX_OPTIONS),
  runner("uv", "run", UV_OPTIONS),
  runner("uvx", null, UV_OPTIONS),
  runner("poetry", "run", []),
  runner("pipenv", "run", []),
  runner("pdm", "run", []),
  runner("hatch", "run", []),
  runner("rye", "run", []),
  runner("pixi", "run", ["-e", "--environment", "--manifest-path"]),
  runner("conda", "run", ["-n", "--name", "-p", "--prefix"]),
  runner("bundle", "exec", []),
  runner("sudo", null, SUDO_OPTIONS),
  runner("doas", null, ["-u", "-C"])
];

// lib/gate/invocation.ts
var ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
var MAX_DEPTH = 16;
var isAssignment = (word) => ASSIGNMENT.test(word);
function skipWrapper(spec, words, from, assignments) {
  let positionals = spec.positionals ?? 0;
  for (let j = from; j < words.length; j++) {
    const word = words[j];
    const value = word.value;
    if (value === "--") return j + 1;
    if (spec.assignments === true && isAssignment(value)) assignments.push(word);
    else if (isOption(value) || value === "-") {
      if (spec.valueOptions.includes(value)) j += 1;
    } else if (positionals > 0) positionals -= 1;
    else return j;
  }
  return words.length;
}
function innerStart(key, words, at) {
  const args = words.slice(at + 1).map((w) => w.value);
  for (const spec of RUNNERS) {
    if (spec.program !== key) continue;
    const first = firstPositional(args, spec.valueOptions);
    if (first < 0) continue;
    if (spec.sub === null) return { index: at + 1 + first, isProgram: spec.innerIsProgram };
    if (args[first] !== spec.sub) continue;
    const rest = firstPositional(args.slice(first + 1), spec.valueOptions);
    return rest < 0 ? null : { index: at + 2 + first + rest, isProgram: spec.innerIsProgram };
  }
  return null;
}
function resolveCommand(words) {
  const assignments = [];
  const invocations = [];
  let program = null;
  let role = "program";
  let i = 0;
  for (let depth = 0; depth < MAX_DEPTH && i < words.length; depth++) {
    while (i < words.length && isAssignment(words[i].value)) assignments.push(words[i++]);
    const word = words[i];
    if (word === void 0) break;
    const key = programKey(word.value);
    const args = words.slice(i + 1);
    const wrapper = TRANSPARENT_WRAPPERS[key];
    if (wrapper !== void 0) {
      const next = skipWrapper(wrapper, words, i + 1, assignments);
      if (next < words.length) {
        invocations.push({ key, word, args, role: "wrapper" });
        i = next;
        continue;
      }
    }
    const invocation = { key, word, args, role };
    invocations.push(invocation);
    if (role === "program") program = invocation;
    const inner = innerStart(key, words, i);
    if (inner === null) break;
    i = inner.index;
    role = inner.isProgram ? "inner" : "script";
  }
  return { assignments, invocations, program };
}

// lib/gate/known-programs.ts
var KNOWN_PROGRAMS = [
  // JavaScript / TypeScript
  "npm",
  "npx",
  "pnpm",
  "pnpx",
  "yarn",
  "bun",
  "bunx",
  "node",
  "deno",
  "tsc",
  "tsx",
  "vitest",
  "jest",
  "mocha",
  "ava",
  "tap",
  "eslint",
  "prettier",
  "biome",
  "oxlint",
  "stylelint",
  "playwright",
  "cypress",
  "turbo",
  "nx",
  // C, C++ and build systems
  "make",
  "gmake",
  "cmake",
  "ctest",
  "ninja",
  "meson",
  "bazel",
  "bazelisk",
  "just",
  "task",
  // Rust, Go
  "cargo",
  "rustc",
  "go",
  "gofmt",
  "golangci-lint",
  "staticcheck",
  // Python
  "pytest",
  "python",
  "python3",
  "tox",
  "nox",
  "uv",
  "poetry",
  "pipenv",
  "ruff",
  "mypy",
  "pyright",
  "flake8",
  "black",
  "isort",
  "pylint",
  "bandit",
  // JVM, .NET, Apple
  "mvn",
  "gradle",
  "dotnet",
  "swift",
  "xcodebuild",
  // Ruby, PHP, Elixir, others
  "rake",
  "bundle",
  "rspec",
  "rubocop",
  "phpunit",
  "composer",
  "mix",
  "elixir",
  "gleam",
  "zig",
  // Linters for repository files
  "shellcheck",
  "hadolint",
  "markdownlint",
  "markdownlint-cli2",
  "terraform"
];
var KNOWN_PROJECT_SCRIPTS = ["./mvnw", "./gradlew", "mvnw", "gradlew", "./mvnw.cmd", "./gradlew.bat"];
var KNOWN_PYTHON_MODULES = [
  "pytest",
  "unittest",
  "doctest",
  "compileall",
  "py_compile",
  "mypy",
  "ruff",
  "black",
  "isort",
  "flake8",
  "pylint",
  "bandit",
  "coverage",
  "tox",
  "nox",
  "build",
  "pyright",
  "pycodestyle",
  "pydocstyle",
  "pyflakes"
];
var PYTHON = /^python(3(\.\d+)?)?$/;
function pythonStatus(args) {
  const expected = "`python -m <tool>` (pytest, unittest, mypy, …) or `python <script>.py`";
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "-m" || arg.startsWith("-m") && !arg.startsWith("--")) {
      const module = (arg === "-m" ? args[i + 1] : arg.slice(2)) ?? "";
      const top = module.split(".")[0] ?? "";
      return KNOWN_PYTHON_MODULES.includes(top) ? { known: true } : { known: false, reason: "condition", expected };
    }
    if (!arg.startsWith("-")) {
      return arg.endsWith(".py") || arg.includes("/") ? { known: true } : { known: false, reason: "condition", expected };
    }
    if (arg === "-W" || arg === "-X") i += 1;
  }
  return { known: false, reason: "condition", expected };
}
function programStatus(program, args) {
  if (KNOWN_PROJECT_SCRIPTS.includes(program)) return { known: true };
  const bin = /^(\.\/)?node_modules\/\.bin\/([^/]+)$/.exec(program);
  if (bin !== null) return KNOWN_PROGRAMS.includes(bin[2] ?? "") ? { known: true } : { known: false, reason: "unknown" };
  if (program.includes("/") || program.includes("\\")) return { known: false, reason: "project-script" };
  if (PYTHON.test(program)) return pythonStatus(args);
  if (program === "terraform") {
    const sub = args[firstPositional(args, ["-chdir"])];
    return sub === "validate" || sub === "fmt" || sub === "version" ? { known: true } : { known: false, reason: "condition", expected: "`terraform validate` or `terraform fmt -check`" };
  }
  return KNOWN_PROGRAMS.includes(program) ? { known: true } : { known: false, reason: "unknown" };
}
function knownProgramLike(program) {
  const key = programKey(program);
  const match = closestMatch(key, KNOWN_PROGRAMS);
  return match === key ? void 0 : match;
}

// lib/gate/messages.ts
var SHELL_GATE = "or, after reviewing the command, mark the phase `Shell-Gate: true` so it runs through the shell as written";
var SPLIT = "split it into separate gates, one command per code span (e.g. **Gate:** `npm run build`, then `npm test`: each code span becomes its own gate; they run in order and all must pass)";
var PLAIN = "Without `Shell-Gate: true` a gate must be one plain command, so this gate will not run.";
var code = (raw) => {
  const text = printable(raw);
  return text.includes("`") ? `\`\` ${text} \`\`` : `\`${text}\``;
};
function emptyMessage() {
  return "The gate command is empty. Expected one command in backticks, e.g. **Gate:** `npm test`. Fix: write the command that proves the phase worked, or remove the Gate: field.";
}
function noCommandMessage() {
  return "The gate runs no command (it only sets variables or is a comment), so it would always pass. Expected a build, test or lint command, e.g. **Gate:** `CI=1 npm test`. Fix: add the command, or remove the Gate: field.";
}
function controlCharacterMessage(column, codePoints) {
  return `The gate contains an invisible or control character (${codePoints.join(", ")}) at column ${column} of the command; it can make the command you review differ from the one that runs, so the gate will not run, even with \`Shell-Gate: true\`. Expected printable text only. Fix: retype the command.`;
}
function shellOperatorMessage(hit, split) {
  const more = hit.count > 1 ? ` (and ${hit.count - 1} more time${hit.count > 2 ? "s" : ""})` : "";
  const what = `The gate contains ${hit.construct.display} at column ${hit.offset + 1} of the command${more}, which ${hit.construct.effect}. ${PLAIN}`;
  if (split !== null && hit.construct.splittable) {
    const gates = split.map(code).join(", then ");
    return `${what} Fix: split it into separate gates: **Gate:** ${gates} (each code span becomes its own gate; they run in order and all must pass), ${SHELL_GATE}.`;
  }
  if (hit.construct.redirectsOutput) {
    return `${what} Fix: drop the redirection (OpenForge already writes the gate's output and exit status to the run's log), ${SHELL_GATE}.`;
  }
  return `${what} Fix: ${SPLIT}, move the whole pipeline into a project script (an npm script or make target) and gate on that, ${SHELL_GATE}.`;
}
function keywordMessage(keyword, column) {
  const what = keyword === "!" ? `\`!\` at column ${column} of the command inverts the exit status: the gate would pass when the command fails.` : `\`${keyword}\` at column ${column} of the command is a shell keyword, so the command needs a shell.`;
  return `${what} ${PLAIN} Fix: gate on the command itself, move the logic into a project script (an npm script or make target), ${SHELL_GATE}.`;
}
function unparsableMessage(problem, column) {
  return `The gate cannot be split into words: ${problem} at column ${column} of the command. Expected a command with balanced quotes, e.g. **Gate:** \`npm test -- --grep "login flow"\`. Fix: close the quote or remove the stray character (or, if the command is meant for a shell, review it and mark the phase \`Shell-Gate: true\`).`;
}
function commentMessage(column) {
  return `An unquoted \`#\` at column ${column} of the command starts a comment: everything after it would be ignored, so the gate would not run all it says. Expected a command without a comment. Fix: remove the comment, or quote the \`#\` (\`'#'\`) if it belongs to an argument.`;
}
function hiddenCommandMessage(form, effect, shellGate, inner) {
  if (shellGate) {
    return `${form} ${effect}, which the gate validator cannot check. The phase has \`Shell-Gate: true\`, so it will run: make sure the reviewed command is what you intend, or gate on the inner command directly.`;
  }
  const example = inner === null ? "" : ` (e.g. **Gate:** ${code(inner)})`;
  return `${form} ${effect}, which hides a second command the gate validator cannot check, so this gate will not run. Expected the build, test or lint command itself. Fix: make the inner command the gate${example}, move it into a project script (an npm script or make target), ${SHELL_GATE}.`;
}
function hiddenVariableMessage(name, effect, shellGate) {
  const what = `Setting \`${name}\` ${effect}, which hides a second command the gate validator cannot check`;
  return shellGate ? `${what}. The phase has \`Shell-Gate: true\`, so it will run: make sure that is intended.` : `${what}, so this gate will not run. Expected only plain settings such as \`CI=1\`. Fix: remove \`${name}\` from the gate, ${SHELL_GATE}.`;
}
function riskyProgramMessage(shown, why) {
  return `${code(shown)} ${why}. A gate should only build, test or lint, and it runs again on every attempt. The gate will still run it. Fix: do that work in a task or by hand and keep the gate to checks, or keep it if you have reviewed it.`;
}
function unknownProgramMessage(program, status, suggestion) {
  const typo = suggestion === void 0 ? "" : ` Did you mean \`${suggestion}\`?`;
  const after = "The gate will still run it; a human should check that it only builds, tests or lints.";
  if (status.reason === "project-script") {
    return `${code(program)} is a project script or a path, so the gate validator cannot see what it runs. ${after} Fix: review the script, or call the build/test tool directly (e.g. **Gate:** \`npm test\`).`;
  }
  if (status.reason === "condition") {
    return `${code(program)} is a known tool only as ${status.expected ?? "a build/test/lint command"}, and this use is not. ${after} Fix: use the tool for a build, test or lint step, or keep the command if it is intended.`;
  }
  return `${code(program)} is not one of the known build, test or lint tools (npm, make, cargo, pytest, go, …).${typo} ${after} Fix: use the project's usual build or test command, or keep it if it is intended.`;
}

// lib/gate/risky-programs.ts
var DELETES = "deletes files";
var DISKS = "writes raw disks or devices";
var PRIVILEGE = "runs commands with elevated or another user's privileges";
var PERMISSIONS = "changes file permissions or ownership";
var NETWORK = "uses the network (downloads, uploads or runs remote commands)";
var CONTAINERS = "controls containers or clusters, which can reach the host and the network";
var PROCESSES = "kills processes or controls the machine and its services";
var PUBLISHES = "publishes a package, which cannot be undone";
var always2 = (why) => () => why;
var subcommand = (args, valueOptions = []) => {
  const index = firstPositional(args, valueOptions);
  return index < 0 ? void 0 : args[index];
};
var onSubcommand = (table, valueOptions = []) => (args) => {
  const sub = subcommand(args, valueOptions);
  return sub === void 0 ? void 0 : table[sub];
};
function gitRisk(args) {
  const sub = subcommand(args, ["-C", "-c", "--git-dir", "--work-tree", "--namespace"]);
  const after = args.slice(args.indexOf(sub ?? "") + 1);
  switch (sub) {
    case "push":
      return "publishes commits to a remote (network, and others see it)";
    case "reset":
      return after.includes("--hard") ? "discards uncommitted work (`git reset --hard`)" : void 0;
    case "clean":
      return after.some((arg) => isOption(arg) && !arg.startsWith("--") && arg.includes("f")) || after.includes("--force") ? "deletes untracked files (`git clean -f`)" : void 0;
    case "checkout":
    case "restore":
      return after.includes("--") || after.includes(".") || after.includes("--force") || after.includes("-f") ? "discards uncommitted changes" : void 0;
    case "clone":
    case "fetch":
    case "pull":
      return NETWORK;
    default:
      return void 0;
  }
}
var RISKY_PROGRAM_RULES = [
  { programs: /^(rm|rmdir|unlink|shred|srm|trash|rimraf|del|rd|erase)$/, risk: always2(DELETES) },
  { programs: /^(dd|mkfs(\..+)?|fdisk|sfdisk|parted|wipefs|mkswap|format|diskutil)$/, risk: always2(DISKS) },
  { programs: /^(sudo|su|doas|pkexec|runas|gsudo)$/, risk: always2(PRIVILEGE) },
  { programs: /^(chmod|chown|chgrp|chattr|setfacl|icacls|takeown)$/, risk: always2(PERMISSIONS) },
  { programs: /^(curl|wget|ssh|scp|sftp|rsync|nc|ncat|netcat|socat|ftp|telnet|aria2c|invoke-webrequest|iwr)$/, risk: always2(NETWORK) },
  { programs: /^(docker|docker-compose|podman|nerdctl|kubectl|helm|minikube)$/, risk: always2(CONTAINERS) },
  { programs: /^(kill|killall|pkill|shutdown|reboot|halt|poweroff|systemctl|service|launchctl|taskkill)$/, risk: always2(PROCESSES) },
  { programs: /^crontab$/, risk: always2("changes scheduled jobs") },
  { programs: /^git$/, risk: gitRisk },
  { programs: /^(npm|pnpm|yarn|bun)$/, risk: onSubcommand({ publish: PUBLISHES, unpublish: PUBLISHES, deprecate: PUBLISHES, login: NETWORK, adduser: NETWORK }) },
  { programs: /^cargo$/, risk: onSubcommand({ publish: PUBLISHES, yank: PUBLISHES, owner: PUBLISHES }) },
  { programs: /^(twine|flit)$/, risk: onSubcommand({ upload: PUBLISHES, publish: PUBLISHES }) },
  { programs: /^(poetry|uv|hatch|pdm)$/, risk: onSubcommand({ publish: PUBLISHES }) },
  { programs: /^gem$/, risk: onSubcommand({ push: PUBLISHES, yank: PUBLISHES }) },
  { programs: /^(terraform|tofu|pulumi)$/, risk: onSubcommand({ apply: "changes real infrastructure", destroy: "destroys real infrastructure", import: "changes real infrastructure state", up: "changes real infrastructure", taint: "changes real infrastructure state" }) },
  { programs: /^gh$/, risk: always2("acts on GitHub with your credentials (network)") }
];
function riskOf(key, args) {
  for (const candidate of RISKY_PROGRAM_RULES) {
    if (!candidate.programs.test(key)) continue;
    const why = candidate.risk(args);
    if (why !== void 0) return why;
  }
  return void 0;
}

// lib/gate/checks.ts
var KEYWORDS = /* @__PURE__ */ new Set([
  "!",
  "if",
  "then",
  "else",
  "elif",
  "fi",
  "do",
  "done",
  "while",
  "until",
  "for",
  "case",
  "esac",
  "select",
  "function",
  "coproc",
  "{",
  "}",
  "[[",
  "]]",
  "in"
]);
var PREFIX_KEYWORDS = /* @__PURE__ */ new Set(["!", "if", "then", "else", "elif", "do", "while", "until", "{"]);
function checkSubCommand(sub, shellGate) {
  const diagnostics = [];
  const hidden = shellGate ? warning : error;
  let words = sub.words;
  while (words[0] !== void 0 && KEYWORDS.has(words[0].value)) {
    const keyword = words[0];
    if (!shellGate) {
      diagnostics.push(error({ ruleId: "gate-shell-operator", message: keywordMessage(keyword.value, keyword.column), column: keyword.column }));
      return { diagnostics, program: null };
    }
    if (!PREFIX_KEYWORDS.has(keyword.value)) return { diagnostics, program: null };
    words = words.slice(1);
  }
  const resolved = resolveCommand(words);
  for (const assignment of resolved.assignments) {
    const variable = findHiddenVariable(assignment.value);
    if (variable === void 0) continue;
    diagnostics.push(hidden({
      ruleId: "gate-hidden-command",
      message: hiddenVariableMessage(variable.name, variable.effect, shellGate),
      column: assignment.column
    }));
  }
  for (const invocation of resolved.invocations) diagnostics.push(...checkInvocation(invocation, shellGate));
  return { diagnostics, program: resolved.program?.word.value ?? null };
}
function checkInvocation(invocation, shellGate) {
  const out = [];
  const args = invocation.args.map((w) => w.value);
  const program = invocation.word.value;
  const hit = findHiddenCommand(invocation.key, args, invocation.role === "script");
  if (hit !== void 0) {
    const at = hit.argIndex < 0 ? invocation.word : invocation.args[hit.argIndex] ?? invocation.word;
    const inner = hit.argIndex >= 0 && hit.rule.form.includes(" -c`") ? args[hit.argIndex + 1] ?? null : null;
    const form = hit.rule.form.replace("{program}", printable(program));
    out.push((shellGate ? warning : error)({
      ruleId: "gate-hidden-command",
      message: hiddenCommandMessage(form, hit.rule.effect, shellGate, inner !== null && !/[\n\r]/.test(inner) && inner.length <= 120 ? inner : null),
      column: at.column
    }));
  }
  if (invocation.role === "wrapper" || invocation.role === "script") return out;
  const why = riskOf(invocation.key, args);
  if (why !== void 0) {
    const first = args.find((arg) => !arg.startsWith("-"));
    const shown = invocation.key === "git" || why.includes("publish") || why.includes("infrastructure") ? `${program} ${first ?? ""}`.trim() : program;
    out.push(warning({ ruleId: "gate-risky-program", message: riskyProgramMessage(shown, why), column: invocation.word.column }));
    return out;
  }
  if (invocation.role !== "program" || hit !== void 0 && hit.argIndex < 0) return out;
  const status = programStatus(program, args);
  if (!status.known && hit === void 0) {
    out.push(warning({
      ruleId: "gate-unknown-program",
      message: unknownProgramMessage(program, status, status.reason === "unknown" ? knownProgramLike(program) : void 0),
      column: invocation.word.column
    }));
  }
  return out;
}

// lib/gate/scan.ts
var SEPARATORS = [";;&", "&&", "||", ";;", ";&", "|&", "$(", "<(", ">(", "|", "&", ";", "(", ")", "`", "\n"];
var REDIRECTS = ["&>>", "<<<", "<<-", "&>", ">>", ">&", ">|", "<<", "<&", "<>", ">", "<"];
var OPERATORS = [
  ...SEPARATORS.map((text) => ({ text, kind: "separator" })),
  ...REDIRECTS.map((text) => ({ text, kind: "redirect" }))
].sort((a, b) => b.text.length - a.text.length);
var OPERATOR_START = /* @__PURE__ */ new Set(["|", "&", ";", "(", ")", "<", ">", "`", "\n"]);
var BLANK = /* @__PURE__ */ new Set([" ", "	", "\r"]);
function operatorAt(s, i) {
  const c = s[i];
  if (c === void 0) return void 0;
  if (c === "$") return s[i + 1] === "(" ? { text: "$(", kind: "separator" } : void 0;
  if (!OPERATOR_START.has(c)) return void 0;
  return OPERATORS.find((op) => s.startsWith(op.text, i));
}
function scanShell(command) {
  const s = command;
  const n = s.length;
  const tokens = [];
  let unterminatedQuote = null;
  let danglingEscape = null;
  let firstUnquotedHash = null;
  const pending = [];
  let hereDocOperator = null;
  const skipHereDocs = (pos) => {
    let at = pos;
    for (const doc of pending) {
      for (; ; ) {
        if (at >= n) return n;
        const newline = s.indexOf("\n", at);
        const lineEnd = newline < 0 ? n : newline;
        let line = s.slice(at, lineEnd).replace(/\r$/, "");
        if (doc.stripTabs) line = line.replace(/^\t+/, "");
        at = newline < 0 ? n : newline + 1;
        if (line === doc.delimiter) break;
      }
    }
    pending.length = 0;
    return at > pos && s[at - 1] === "\n" ? at - 1 : at;
  };
  let i = 0;
  while (i < n) {
    const c = s[i];
    if (BLANK.has(c)) {
      i += 1;
      continue;
    }
    const op = operatorAt(s, i);
    if (op !== void 0) {
      tokens.push({ kind: op.kind, text: op.text, start: i, end: i + op.text.length });
      i += op.text.length;
      hereDocOperator = op.text === "<<" || op.text === "<<-" ? op.text : null;
      if (op.text === "\n" && pending.length > 0) i = skipHereDocs(i);
      continue;
    }
    if (c === "#") {
      if (firstUnquotedHash === null) firstUnquotedHash = i;
      const newline = s.indexOf("\n", i);
      const end = newline < 0 ? n : newline;
      tokens.push({ kind: "comment", text: s.slice(i, end), start: i, end });
      i = end;
      continue;
    }
    const start = i;
    while (i < n) {
      const d = s[i];
      if (BLANK.has(d) || operatorAt(s, i) !== void 0) break;
      if (d === "\\") {
        if (i + 1 >= n) {
          danglingEscape ??= i;
          i += 1;
        } else {
          i += 2;
        }
      } else if (d === "'") {
        const close = s.indexOf("'", i + 1);
        if (close < 0) {
          unterminatedQuote ??= i;
          i = n;
        } else {
          i = close + 1;
        }
      } else if (d === '"' || d === "$" && s[i + 1] === "'") {
        const quote = d === '"' ? '"' : "'";
        let j = d === '"' ? i + 1 : i + 2;
        while (j < n && s[j] !== quote) j += s[j] === "\\" ? 2 : 1;
        if (j >= n) {
          unterminatedQuote ??= i;
          i = n;
        } else {
          i = j + 1;
        }
      } else {
        if (d === "#" && firstUnquotedHash === null) firstUnquotedHash = i;
        i += 1;
      }
    }
    const text = s.slice(start, i);
    tokens.push({ kind: "word", text, start, end: i });
    if (hereDocOperator !== null) {
      pending.push({ delimiter: text.replace(/["'\\]/g, ""), stripTabs: hereDocOperator === "<<-" });
      hereDocOperator = null;
    }
  }
  return { tokens, unterminatedQuote, danglingEscape, firstUnquotedHash };
}

// lib/gate/segments.ts
function splitSubCommands(command, scan) {
  const result = [];
  let words = [];
  let first = -1;
  let last = -1;
  let after = null;
  let targetNext = false;
  const flush = (separator) => {
    if (first >= 0) result.push({ words, text: command.slice(first, last), after });
    words = [];
    first = -1;
    last = -1;
    after = separator;
    targetNext = false;
  };
  for (let k = 0; k < scan.tokens.length; k++) {
    const token = scan.tokens[k];
    if (token === void 0) continue;
    if (token.kind === "comment") continue;
    if (token.kind === "separator") {
      flush(token.text);
      continue;
    }
    if (first < 0) first = token.start;
    last = token.end;
    if (token.kind === "redirect") {
      const previous = scan.tokens[k - 1];
      const lastWord = words[words.length - 1];
      if (previous?.kind === "word" && previous.end === token.start && /^\d+$/.test(previous.text) && lastWord !== void 0 && lastWord.column === previous.start + 1) {
        words.pop();
      }
      targetNext = true;
      continue;
    }
    if (targetNext) {
      targetNext = false;
      continue;
    }
    words.push({ value: wordValue(token.text), column: token.start + 1 });
  }
  flush("");
  return result;
}

// lib/gate/validate-gate.ts
var SPLIT_SEPARATORS = /* @__PURE__ */ new Set(["&&", ";", "\n"]);
var LEADING_KEYWORD = /^(!|if|then|else|elif|fi|do|done|while|until|for|case|esac|\{|\})(\s|$)/;
function splitSuggestion(hits, commands) {
  if (commands.length < 2 || !hits.every((h) => h.construct.splittable)) return null;
  if (!commands.every((c) => c.after === null || SPLIT_SEPARATORS.has(c.after))) return null;
  const texts = commands.map((c) => c.text.trim());
  const plain = texts.every((t) => t !== "" && !LEADING_KEYWORD.test(t) && findShellConstructs(t).length === 0);
  return plain ? texts : null;
}
function verdictOf(diagnostics) {
  if (diagnostics.some((d) => d.severity === "error")) return "rejected";
  return diagnostics.some((d) => d.severity === "warning") ? "warn" : "ok";
}
function validateGate(command, options) {
  const shellGate = options.shellGate;
  const diagnostics = [];
  const done = (argv2, program2) => {
    const sorted = sortDiagnostics(diagnostics);
    return { command, shellGate, verdict: verdictOf(sorted), argv: shellGate ? null : argv2, program: program2, diagnostics: sorted };
  };
  if (command.trim() === "") {
    diagnostics.push(error({ ruleId: "gate-empty", message: emptyMessage() }));
    return done(null, null);
  }
  const control = findControlCharacters(command);
  if (control !== null) {
    const column = control.offset + 1;
    diagnostics.push(error({ ruleId: "gate-control-character", message: controlCharacterMessage(column, control.codePoints), column }));
  }
  const scan = scanShell(command);
  const commands = splitSubCommands(command, scan);
  let argv = null;
  if (!shellGate) {
    const hits = findShellConstructs(command);
    const split = splitSuggestion(hits, commands);
    for (const hit of hits) {
      diagnostics.push(error({ ruleId: "gate-shell-operator", message: shellOperatorMessage(hit, split), column: hit.offset + 1 }));
    }
    let parsable = true;
    for (const [offset, problem] of [
      [scan.unterminatedQuote, "an unterminated quote"],
      [scan.danglingEscape, "a backslash with nothing after it"]
    ]) {
      if (offset === null) continue;
      parsable = false;
      diagnostics.push(error({ ruleId: "gate-unparsable", message: unparsableMessage(problem, offset + 1), column: offset + 1 }));
    }
    const tokenized = tokenize(command);
    if (!tokenized.ok) {
      if (hits.length === 0 && parsable) {
        diagnostics.push(error({ ruleId: "gate-unparsable", message: unparsableMessage(`shell-quote reports "${tokenized.reason}"`, 1) }));
      }
    } else {
      const { operators, comment } = tokenized.value;
      if (hits.length === 0) {
        for (const op of new Set(operators)) {
          const offset = Math.max(0, command.indexOf(op));
          const hit = {
            construct: { token: op, display: `\`${op}\``, effect: "is a shell operator", splittable: false, redirectsOutput: false },
            offset,
            count: operators.filter((o) => o === op).length
          };
          diagnostics.push(error({ ruleId: "gate-shell-operator", message: shellOperatorMessage(hit, null), column: offset + 1 }));
        }
      }
      const shellComment = scan.tokens.find((t) => t.kind === "comment");
      if (shellComment !== void 0) {
        const column = shellComment.start + 1;
        diagnostics.push(warning({ ruleId: "gate-comment", message: commentMessage(column), column }));
      }
      if (hits.length === 0 && operators.length === 0 && parsable) {
        const midWordHash = comment !== null && shellComment === void 0 && commands.length === 1;
        argv = midWordHash ? commands[0]?.words.map((w) => w.value) ?? [] : tokenized.value.argv;
      }
    }
  }
  let program = null;
  let runsSomething = false;
  for (const sub of commands) {
    const check = checkSubCommand(sub, shellGate);
    diagnostics.push(...check.diagnostics);
    if (check.program !== null) {
      runsSomething = true;
      program ??= check.program;
    }
  }
  if (!runsSomething && !diagnostics.some((d) => d.severity === "error")) {
    diagnostics.push(error({ ruleId: "gate-empty", message: noCommandMessage() }));
  }
  return done(argv, program);
}

export {
  formatDiagnostic,
  closestMatch,
  validateGate
};
