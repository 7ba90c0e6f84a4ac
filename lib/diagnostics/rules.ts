import type { Severity } from '../schema/severity.js';

// The rule registry: every rule id a diagnostic can carry, with its default severity, a
// one-line summary and the reference page section that explains it. `RuleId` is the union
// of these keys and types every Diagnostic, so an id that is not registered here does not
// compile. Ids are stable (tests, docs and users name them): add rules, never rename one.
// The table in references/prd-format.md is generated from this list by `npm run build`.

/** The part of OpenForge that emits the rule. */
export type RuleArea = 'prd' | 'front-matter' | 'schedule' | 'gate' | 'plan' | 'secrets' | 'routing' | 'result' | 'run-store' | 'detect';

/** A page under references/. */
export type RulePage = 'prd-format.md' | 'safety.md' | 'protocol.md' | 'troubleshooting.md' | 'drafting.md';

export interface RuleSpec {
  readonly area: RuleArea;
  /** The severity the rule is reported with. */
  readonly severity: Severity;
  /** When the rule is also reported at another severity: when, shown beside the severity. */
  readonly severityNote?: string;
  /** What the diagnostic means and how to fix it, in one line of markdown. */
  readonly summary: string;
  /** The reference section that explains it: `page.md#anchor` (GitHub heading anchors). */
  readonly docs: `${RulePage}#${string}`;
}

export const RULES = {
  // PRD structure (lib/prd)
  'prd-too-large': { area: 'prd', severity: 'error', docs: 'prd-format.md#diagnostics',
    summary: 'the PRD is over 512 KB; split it into several PRDs' },
  'prd-too-complex': { area: 'prd', severity: 'error', docs: 'prd-format.md#diagnostics',
    summary: 'markdown the parser would take minutes or gigabytes on (nesting over 100 levels, one block with over 50,000 quote or list markers, paragraphs dense with unclosed brackets or emphasis); flatten or split it' },
  'markdown-too-deep': { area: 'prd', severity: 'warning', docs: 'prd-format.md#diagnostics',
    summary: 'lines nested too deeply for GFM (tables, task lists) were parsed as plain CommonMark; flatten the nested quotes or lists' },
  'markdown-parse-failed': { area: 'prd', severity: 'error', docs: 'prd-format.md#diagnostics',
    summary: 'the markdown parser failed on some lines; simplify or remove that part' },
  'parser-failure': { area: 'prd', severity: 'error', docs: 'prd-format.md#diagnostics',
    summary: 'the PRD parser itself failed: a bug in OpenForge; report it with the PRD' },
  'missing-title': { area: 'prd', severity: 'warning', docs: 'prd-format.md#skeleton',
    summary: 'no `# PRD: title` heading' },
  'no-phases': { area: 'prd', severity: 'error', docs: 'prd-format.md#skeleton',
    summary: 'no `### Phase:` heading found; add at least one phase' },
  'malformed-phase-heading': { area: 'prd', severity: 'warning', docs: 'prd-format.md#skeleton',
    summary: 'a heading that looks like a phase but is not one (`# Phase: x`, or no colon after `Phase`); write `### Phase: name`' },
  'nested-phase-heading': { area: 'prd', severity: 'warning', docs: 'prd-format.md#skeleton',
    summary: 'a phase heading inside a list or quote is not a phase; move it to the top level' },
  'invalid-phase-name': { area: 'prd', severity: 'error', docs: 'prd-format.md#skeleton',
    summary: 'a phase name that is empty or contains `[`, `]` or `,`; rename it' },
  'malformed-phase-flags': { area: 'prd', severity: 'error', docs: 'prd-format.md#phase-fields',
    summary: 'heading text after the name that is not a complete flag group; close the bracket, e.g. `[depends: a, b]`' },
  'unknown-phase-flag': { area: 'prd', severity: 'warning', docs: 'prd-format.md#phase-fields',
    summary: 'a heading flag other than `[parallel]` or `[depends: …]`; it is ignored' },
  'field-outside-phase': { area: 'prd', severity: 'warning', docs: 'prd-format.md#skeleton',
    summary: 'a phase field written before the first phase heading' },
  'parenthesized-phase-flag': { area: 'prd', severity: 'warning', docs: 'prd-format.md#phase-fields',
    summary: 'a heading ending in `(parallel)` or `(depends: …)`: read as part of the name, not a flag; write `[parallel]`' },
  'misspelled-gate-field': { area: 'prd', severity: 'error', docs: 'prd-format.md#field-labels',
    summary: 'a label that is not a field but is closest to `Gate:` or `Shell-Gate:` (`Gates:`): the gate would be dropped; spell it `Gate:`' },
  'misspelled-workdir-field': { area: 'prd', severity: 'error', docs: 'prd-format.md#field-labels',
    summary: 'a label that is not a field but is closest to `Workdir:` (`Workdirs:`, `Cwd:`): the gates would run in the project folder instead; spell it `Workdir:`' },
  'invalid-workdir': { area: 'prd', severity: 'error', docs: 'prd-format.md#workdir-where-a-phases-gates-run',
    summary: '`Workdir:` is absolute, leaves the project with `..`, names `~`, or holds a backslash, a character a shell would expand, or any character outside printable ASCII (invisible, bidi, look-alike); write a folder relative to the project (`pkg`)' },
  'unknown-field': { area: 'prd', severity: 'warning', docs: 'prd-format.md#field-labels',
    summary: 'unrecognized label; check the spelling it suggests' },
  'duplicate-field': { area: 'prd', severity: 'warning', docs: 'prd-format.md#field-labels',
    summary: 'the same field twice in one phase; the last one wins' },
  'empty-field': { area: 'prd', severity: 'error', docs: 'prd-format.md#field-labels',
    summary: 'a field label with no value after it; add the value or remove the line' },
  'empty-list-field': { area: 'prd', severity: 'warning', docs: 'prd-format.md#field-labels',
    summary: '`Tasks:` or `Acceptance:` with no value and no bullet list after it' },
  'empty-gate': { area: 'prd', severity: 'error', docs: 'prd-format.md#gates',
    summary: '`Gate:` with nothing after it' },
  'unclosed-gate-span': { area: 'prd', severity: 'error', docs: 'prd-format.md#gates',
    summary: 'a backtick in `Gate:` that is never closed; close the command\'s code span (it may continue over several lines of one paragraph or bullet)' },
  'gate-not-rendered': { area: 'prd', severity: 'error', docs: 'prd-format.md#gates',
    summary: 'a Gate a reader sees that is not a code span of a visible `Gate:` line (escaped or `&#96;` backticks, `<code>`, a Gate label in a heading — also a Gate line that a `---` or `===` under it joins to the field lines above it —, table or quote), so nothing would run; write the command in plain backticks' },
  'gate-hidden': { area: 'prd', severity: 'warning', docs: 'prd-format.md#gates',
    summary: 'backticks in a Gate where a reader does not see them (an HTML comment or attribute, a link or image title, alt text, strikethrough): never a command; move it out or remove it' },
  'hidden-content': { area: 'prd', severity: 'error', docs: 'prd-format.md#gates',
    summary: 'tasks or fields of a phase inside an HTML block (`<details>`, `<div>`, …): never read; move them out of the HTML' },
  'phase-in-html': { area: 'prd', severity: 'error', docs: 'prd-format.md#skeleton',
    summary: 'a phase heading inside an HTML block (`<details>`, `<div>`, …), where a reader may not see it; move the phase out of the HTML' },
  'look-alike-label': { area: 'prd', severity: 'error', docs: 'prd-format.md#field-labels',
    summary: 'a field label spelled with an invisible or look-alike character (`Ga\\u200bte:`, a Cyrillic `а`): it is not the field; retype it in ASCII' },
  'no-tasks': { area: 'prd', severity: 'warning', docs: 'prd-format.md#phase-fields',
    summary: 'an impl or extract phase with no task bullets; list what the phase must do' },
  'list-too-deep': { area: 'prd', severity: 'warning', docs: 'prd-format.md#phase-fields',
    summary: 'a task list nested too many levels deep; deeper items are ignored; flatten the list' },
  'invalid-model': { area: 'prd', severity: 'error', docs: 'prd-format.md#phase-fields',
    summary: '`Model:` is neither a tier nor `provider/model`' },
  'invalid-type': { area: 'prd', severity: 'error', docs: 'prd-format.md#phase-fields',
    summary: '`Type:` is not impl, review, extract or approval' },
  'invalid-max-retries': { area: 'prd', severity: 'error', docs: 'prd-format.md#phase-fields',
    summary: '`Max-Retries:` is not an integer 0–10' },
  'invalid-boolean': { area: 'prd', severity: 'error', docs: 'prd-format.md#phase-fields',
    summary: '`Skip:` or `Escalate:` is not true, false, yes or no' },
  'invalid-shell-gate': { area: 'prd', severity: 'error', docs: 'prd-format.md#phase-fields',
    summary: '`Shell-Gate:` is not `true` or `false` (`yes`, `on`, `1` are not accepted: it widens what a gate may run)' },
  'shell-gate-hidden': { area: 'prd', severity: 'error', docs: 'prd-format.md#phase-fields',
    summary: '`Shell-Gate:` inside an HTML block (`<details>`, `<div>`, …) is ignored: state it among the visible fields' },
  'invalid-timeout': { area: 'prd', severity: 'error', docs: 'prd-format.md#phase-fields',
    summary: '`Timeout:` is not a duration such as `90s`, `30m`, `1h30m` or a number of seconds' },
  'invalid-erosion': { area: 'prd', severity: 'error', docs: 'prd-format.md#phase-fields',
    summary: '`Erosion:` is not refactor, flag or off' },
  'invalid-on-reject': { area: 'prd', severity: 'error', docs: 'prd-format.md#phase-fields',
    summary: '`On-Reject:` is not a valid phase name' },
  'invalid-depends': { area: 'prd', severity: 'error', docs: 'prd-format.md#phase-fields',
    summary: 'a `depends:` entry that is not a valid phase name; list phase names separated by commas' },
  'depends-mismatch': { area: 'prd', severity: 'warning', docs: 'prd-format.md#phase-fields',
    summary: 'the heading\'s `[depends: …]` and a `Depends:` field list different phases; both are used; keep one list' },
  'on-reject-not-approval': { area: 'prd', severity: 'warning', docs: 'prd-format.md#phase-fields',
    summary: '`On-Reject:` on a phase that is not `Type: approval`; it is ignored' },

  // Front matter (lib/prd)
  'unterminated-front-matter': { area: 'front-matter', severity: 'warning', docs: 'prd-format.md#front-matter-run-wide-settings-yaml',
    summary: 'line 1 is `---` but no closing `---` follows, so no settings are read; add the closing line' },
  'unsupported-front-matter': { area: 'front-matter', severity: 'error', docs: 'prd-format.md#front-matter-run-wide-settings-yaml',
    summary: 'front matter that is not YAML (`---js`, `---json`, `+++`); it is never evaluated' },
  'invalid-front-matter': { area: 'front-matter', severity: 'error', severityNote: 'warning for a YAML warning',
    docs: 'prd-format.md#front-matter-run-wide-settings-yaml',
    summary: 'the front matter is not a readable YAML mapping of settings; fix the YAML' },
  'unknown-front-matter-key': { area: 'front-matter', severity: 'warning', docs: 'prd-format.md#front-matter-run-wide-settings-yaml',
    summary: 'a key the front matter table does not list' },
  'misspelled-front-matter-key': { area: 'front-matter', severity: 'error', docs: 'prd-format.md#front-matter-run-wide-settings-yaml',
    summary: 'a key that is a setting spelled another way (`max_parallel`, `S_C_O_P_E`); keys are matched exactly, so it would not apply' },
  'duplicate-front-matter-key': { area: 'front-matter', severity: 'warning', docs: 'prd-format.md#front-matter-run-wide-settings-yaml',
    summary: 'the same setting twice; the last one wins' },
  'invalid-front-matter-value': { area: 'front-matter', severity: 'error', docs: 'prd-format.md#front-matter-run-wide-settings-yaml',
    summary: 'a setting outside its values (see the front matter table)' },

  // Scheduling (lib/schedule)
  'unknown-dependency': { area: 'schedule', severity: 'error', docs: 'prd-format.md#scheduling',
    summary: '`depends:` names a phase that does not exist; the message suggests the closest name' },
  'duplicate-phase': { area: 'schedule', severity: 'error', docs: 'prd-format.md#scheduling',
    summary: 'two phases share a name; rename one' },
  'self-dependency': { area: 'schedule', severity: 'error', docs: 'prd-format.md#scheduling',
    summary: 'a phase lists itself in `depends:`; remove it' },
  'cycle': { area: 'schedule', severity: 'error', docs: 'prd-format.md#scheduling',
    summary: 'the depends graph loops (path shown); remove one edge' },
  'unknown-on-reject': { area: 'schedule', severity: 'error', docs: 'prd-format.md#phase-fields',
    summary: '`On-Reject:` names a phase that does not exist' },
  'files-overlap': { area: 'schedule', severity: 'warning', docs: 'prd-format.md#scheduling',
    summary: 'parallel phases with overlapping `Files:`; they are serialized' },
  'decompose-name-taken': { area: 'schedule', severity: 'warning', docs: 'prd-format.md#horizon-rule',
    summary: 'a phase over 20 steps cannot be split because a sub-phase name (`name.1`, …) is taken; it runs whole' },

  // The gate validator (lib/gate)
  'gate-empty': { area: 'gate', severity: 'error', docs: 'safety.md#what-the-gate-validator-rejects',
    summary: 'the command is empty, only a comment, or only sets variables: it would always pass' },
  'gate-shell-operator': { area: 'gate', severity: 'error', severityNote: 'allowed with `Shell-Gate: true`',
    docs: 'safety.md#what-the-gate-validator-rejects',
    summary: 'shell operator in a gate (`&&`, `|`, `>`, `$(`, a newline, …); split it, or use `Shell-Gate: true` after review' },
  'gate-hidden-command': { area: 'gate', severity: 'error', severityNote: 'warning with `Shell-Gate: true`',
    docs: 'safety.md#what-the-gate-validator-rejects',
    summary: '`sh -c`, `eval`, `node -e`, `xargs`, …: a second, unchecked command; run the program directly' },
  'gate-unknown-program': { area: 'gate', severity: 'warning', docs: 'safety.md#what-the-gate-validator-rejects',
    summary: 'gate program is not a known build, test or lint tool, or is a project script; check it' },
  'gate-risky-program': { area: 'gate', severity: 'warning', docs: 'safety.md#what-the-gate-validator-rejects',
    summary: 'a destructive, privileged or networked program (`rm`, `curl`, `sudo`, `git push`, …) in a gate' },
  'gate-comment': { area: 'gate', severity: 'warning', docs: 'safety.md#what-the-gate-validator-rejects',
    summary: 'an unquoted `#`: the rest of the command would be read as a comment' },
  'gate-unparsable': { area: 'gate', severity: 'error', docs: 'safety.md#what-the-gate-validator-rejects',
    summary: 'the command cannot be tokenized (unterminated quote, dangling backslash, bad substitution)' },
  'gate-control-character': { area: 'gate', severity: 'error', docs: 'safety.md#what-the-gate-validator-rejects',
    summary: 'an invisible or control character in a gate command: the shown command would differ from what runs' },
  'gate-non-ascii': { area: 'gate', severity: 'error', severityNote: 'allowed with `Shell-Gate: true`',
    docs: 'safety.md#what-the-gate-validator-rejects',
    summary: 'a character outside printable ASCII (a Unicode space such as U+00A0, a look-alike letter) in a gate; retype it' },
  'gate-persistent-change': { area: 'gate', severity: 'error', docs: 'safety.md#what-the-gate-validator-rejects',
    summary: 'a gate that changes configuration or installs outside the project (`npm config set`, `git config`, `-g`, `~/…`)' },
  'gate-secret': { area: 'gate', severity: 'error', docs: 'safety.md#what-the-gate-validator-rejects',
    summary: 'a secret in a gate command; read it from an environment variable' },
  'gate-prints-environment': { area: 'gate', severity: 'error', severityNote: 'warning (verdict confirm) for `npm run env` and the like',
    docs: 'safety.md#what-the-gate-validator-rejects',
    summary: 'a gate that prints the environment (`env`, `printenv`, `set`, `export -p`, `declare -p`, `make -p`, alone or in a pipeline): every key would go into the gate log; `npm run env` is confirm' },
  'gate-outside-config': { area: 'gate', severity: 'warning', docs: 'safety.md#configuration-from-outside-the-project',
    summary: 'the gate\'s runner takes a setting that runs code from outside the project (`~/.npmrc` `script-shell`, a parent pytest.ini or workspace root, a parent `.cargo/config.toml` runner): verdict confirm, the question quotes the file and line' },
  'gate-unvetted': { area: 'gate', severity: 'info', docs: 'safety.md#ok-confirm-and-rejected',
    summary: 'not a vetted build, test or lint form (or a `Shell-Gate`): the user confirms it once when the run starts' },

  // Planning (lib/plan)
  'missing-gate': { area: 'plan', severity: 'warning', docs: 'prd-format.md#gates',
    summary: 'an impl phase with no `Gate:`: nothing the shell runs checks its work; add a gate command' },
  'gate-not-in-backticks': { area: 'plan', severity: 'error', docs: 'prd-format.md#gates',
    summary: 'a `Gate:` written as a bare command (`pytest -q`): without backticks it is a description and nothing runs; put it in backticks' },
  'gate-description': { area: 'plan', severity: 'info', docs: 'prd-format.md#gates',
    summary: 'an impl phase\'s gate is a description, so nothing checks it; give it a command' },
  'cwd-missing': { area: 'plan', severity: 'error', docs: 'prd-format.md#front-matter-run-wide-settings-yaml',
    summary: '`--cwd` or the front matter `cwd` is not an existing directory' },
  'workdir-missing': { area: 'plan', severity: 'error', docs: 'prd-format.md#workdir-where-a-phases-gates-run',
    summary: 'a phase\'s `Workdir:` is not an existing folder of the project; create it, or fix the path (it is relative to the project, not to the PRD)' },
  'workdir-link': { area: 'plan', severity: 'error', docs: 'prd-format.md#workdir-where-a-phases-gates-run',
    summary: 'a phase\'s `Workdir:` is reached through a symbolic link: a sub-agent could point it elsewhere; name the real folder' },

  // Secrets (lib/secrets)
  'possible-secret': { area: 'secrets', severity: 'warning', docs: 'safety.md#secrets',
    summary: 'text that looks like a key, token or password; move it to an environment variable' },

  // Model routing and the OpenClaw config (lib/routing, lib/io)
  'model-fallback': { area: 'routing', severity: 'warning', docs: 'prd-format.md#model-routing',
    summary: 'the requested tier is unavailable; shows the model actually used and the chain' },
  'model-config-missing': { area: 'routing', severity: 'info', docs: 'prd-format.md#model-routing',
    summary: 'no OpenClaw config was found; tiers resolve only through the PRD `models:` map' },
  'model-not-configured': { area: 'routing', severity: 'warning', docs: 'troubleshooting.md#a-model-is-not-available',
    summary: 'a phase asks for a model that is not in the OpenClaw config\'s model list; sessions_spawn would reject it' },
  'openclaw-agent-not-found': { area: 'routing', severity: 'warning', docs: 'prd-format.md#model-routing',
    summary: 'the OpenClaw config has no agent of that id; only `agents.defaults` is used' },
  'openclaw-config-shape': { area: 'routing', severity: 'warning', docs: 'prd-format.md#model-routing',
    summary: 'a part of the OpenClaw config has the wrong shape and is ignored for routing; fix openclaw.json' },
  'openclaw-config-invalid': { area: 'routing', severity: 'warning', docs: 'prd-format.md#model-routing',
    summary: 'the OpenClaw config cannot be read or parsed; it is ignored; fix openclaw.json' },

  // Token and money budgets (lib/plan/cost-forecast.ts)
  'budget-unenforced': { area: 'plan', severity: 'warning', docs: 'prd-format.md#token-and-cost-budgets',
    summary: '`max-tokens` or `max-cost` is set but the OpenClaw config sets up no Gateway: a run cannot read its sub-agents\' usage, so the budget stops nothing' },
  'model-unpriced': { area: 'plan', severity: 'warning', docs: 'prd-format.md#token-and-cost-budgets',
    summary: '`max-cost` is set but a model in play has no price in the OpenClaw config: `max-cost` counts its spawns at the dearest priced spawn so far, and halts the run if none is priced' },

  // Sub-agent results (lib/result)
  'result-unreadable': { area: 'result', severity: 'error', docs: 'protocol.md#results',
    summary: 'empty, binary or unparseable result: neither a JSON envelope nor review markdown' },
  'result-missing-field': { area: 'result', severity: 'warning', severityNote: 'error when `status` is missing', docs: 'protocol.md#results',
    summary: 'a result envelope field is absent; it was read as empty (a missing `met` as not met)' },
  'result-invalid-field': { area: 'result', severity: 'warning', severityNote: 'error when the root or `status` cannot be read', docs: 'protocol.md#results',
    summary: 'a result envelope field has the wrong type; it was dropped or read as empty' },
  'result-unknown-field': { area: 'result', severity: 'warning', docs: 'protocol.md#results',
    summary: 'a key the result envelope does not define; it was dropped' },
  'result-json-repaired': { area: 'result', severity: 'warning', docs: 'protocol.md#results',
    summary: 'the envelope was not strict JSON alone (JSON5 slips, or prose around it); it was read anyway' },
  'result-status-synonym': { area: 'result', severity: 'warning', docs: 'protocol.md#results',
    summary: 'the status was another word or case (`done`, `failed`, `needs input`); it was read as DONE, ERROR or BLOCKED' },
  'result-severity-mapped': { area: 'result', severity: 'warning', docs: 'protocol.md#results',
    summary: 'a finding severity outside blocking / required / suggestion was mapped; an unknown one is read as required' },
  'result-value-coerced': { area: 'result', severity: 'warning', docs: 'protocol.md#results',
    summary: 'a value of another type was converted (one string for a list, `"12"` for 12, `"yes"` for true, a key in another case)' },
  'result-prose-status': { area: 'result', severity: 'warning', docs: 'protocol.md#results',
    summary: 'the result is prose whose first line states its status; the envelope was made from it' },
  'result-prose-only': { area: 'result', severity: 'warning', docs: 'protocol.md#results',
    summary: 'the result is prose with no envelope and no stated status; the text is kept for the gate to judge' },
  'review-unrecognized': { area: 'result', severity: 'error', docs: 'protocol.md#results',
    summary: 'no verdict (PASS or FAIL) and no Blocking or Required Changes item: the review cannot be read, never PASS by default' },
  'review-missing-section': { area: 'result', severity: 'warning', docs: 'protocol.md#results',
    summary: 'one of the review report\'s sections is absent' },
  'review-summary-invalid': { area: 'result', severity: 'warning', docs: 'protocol.md#results',
    summary: 'the review Summary states no verdict; FAIL is taken from its Blocking / Required items' },
  'review-summary-mismatch': { area: 'result', severity: 'warning', docs: 'protocol.md#results',
    summary: 'the stated verdict disagrees with the findings (PASS with a Blocking/Required item, or FAIL with none); the verdict is then FAIL' },
  'review-unbulleted-text': { area: 'result', severity: 'warning', docs: 'protocol.md#results',
    summary: 'text in Blocking / Required Changes that is not a bullet; counted as a finding' },
  'review-verdict-conflict': { area: 'result', severity: 'warning', docs: 'protocol.md#results',
    summary: 'the review states contradicting verdicts (PASS and FAIL); the verdict is then FAIL' },

  // The run store (lib/io/run-store)
  'events-unreadable': { area: 'run-store', severity: 'error', docs: 'troubleshooting.md#statejson-is-damaged-or-an-events-line-is-bad',
    summary: 'a run\'s `events.jsonl` cannot be read' },
  'events-line-torn': { area: 'run-store', severity: 'warning', docs: 'troubleshooting.md#statejson-is-damaged-or-an-events-line-is-bad',
    summary: 'the last line of `events.jsonl` is incomplete (an interrupted write); it is ignored' },
  'events-line-invalid': { area: 'run-store', severity: 'error', docs: 'troubleshooting.md#statejson-is-damaged-or-an-events-line-is-bad',
    summary: 'a line of `events.jsonl` is not valid JSON; it and the events after it are ignored' },

  // Project detection (lib/detect)
  'detect-manifest-invalid': { area: 'detect', severity: 'warning', docs: 'drafting.md#what-detect-finds',
    summary: 'a manifest (package.json, pyproject.toml, Cargo.toml) cannot be parsed; its commands are not detected; fix the file' },
} as const satisfies Record<string, RuleSpec>;

/** Every rule id a diagnostic can carry. */
export type RuleId = keyof typeof RULES;

/** The ids of one area's rules. */
export type RuleIdIn<A extends RuleArea> = { [K in RuleId]: (typeof RULES)[K]['area'] extends A ? K : never }[RuleId];

/** Every registered id, in registry order. */
export const RULE_IDS = /* @__PURE__ */ Object.keys(RULES) as RuleId[];

/** The registered ids of one area, in registry order. */
export function ruleIdsIn<A extends RuleArea>(area: A): RuleIdIn<A>[] {
  return RULE_IDS.filter((id): id is RuleIdIn<A> => RULES[id].area === area);
}

export function isRuleId(value: string): value is RuleId {
  return Object.hasOwn(RULES, value);
}
