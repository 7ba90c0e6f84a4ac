// The `--help` text of every command but the run loop's: the words the shell prints for `openforge <command> --help`
// (render owns every word; scripts/commands/<name>.ts prints its own). Each is a named export, so a
// command's bundle carries only its own. The run loop's commands, bundled together, have theirs in
// help/<name>.ts, one module each, so that each bundle carries its own only.

import { MAX_DRAFT_REJECTS } from '../draft/draft-run.js';


/** `openforge complexity --help`. */
export const complexityHelp = `Usage: openforge complexity PATH... [--json] [--threshold N] [--baseline FILE]

Per-function cyclomatic complexity (JS/TS/JSX/TSX as ESLint's \`complexity\` rule counts it;
Python, Go, Rust and Java through tree-sitter). Directories are walked as the erosion check
walks them: .gitignore applies, and node_modules, .git, .openforge, build outputs and vendored
trees are ignored; a file named on the command line is measured even when ignored.

Prints each function over the threshold (file:line:col  CC  name), per-language totals, the
high-CC mass (sum of CC over functions with CC > N) and the erosion share (high-CC mass / total
CC). Files that cannot be measured are listed with the reason: unknown language (never
guessed), binary, over 2 MB, not UTF-8, syntax error.

Options:
  --threshold N    functions with CC > N count toward the high-CC mass (integer >= 1;
                   default 10, or the baseline's)
  --baseline FILE  when FILE does not exist, write this measurement to it; when it does,
                   compare with it: high-CC mass before and after, flagged when it grew more
                   than 5%, and the offending functions with CC before -> after. Files whose
                   content hash matches the baseline are not measured again.
  --json           print one JSON document (schemas/complexity.schema.json)

Paths are reported relative to the current directory; compare against a baseline taken from
the same directory with the same PATHs (a baseline file missing now counts as deleted).
Exit codes: 0 ok (baseline written, or not flagged), 1 flagged, 2 usage or input error.
`;


/** `openforge detect --help`. */
export const detectHelp = `Usage: openforge detect [--cwd DIR] [--json]

What a project shows about itself, found from its top-level files alone (package.json and
its lockfile, pyproject.toml, pytest.ini, tox.ini, setup.cfg, Cargo.toml, go.mod, Makefile,
Gradle and Maven files): languages, toolchains and package managers, the build, test and
lint commands it defines (each with the gate validator's verdict, as a gate would run it),
its layout, and the models your OpenClaw config offers. Reads only; runs nothing and writes nothing in the project (only a code cache in the OpenForge home).

Options:
  --cwd DIR   the project (default: the current directory)
  --json      print one JSON document (schemas/detect.schema.json)

Exit codes: 0 ok, 2 usage or input error.
`;

/** `openforge draft --help`. */
export const draftHelp = `Usage: openforge draft REQUEST_FILE [--cwd DIR] [--plan-only] [--json]
       openforge draft --approve RUN [--json]
       openforge draft --reject RUN --note-file FILE [--json]

"Run pipeline: <request>": start a draft run for the request in REQUEST_FILE (the user's
words, written to a file by the agent; never on the command line). Its planner sub-agent
(opus) writes a PRD to .openforge/prds/<slug>.prd.md; the gate is OpenForge's validator on
that file, so an invalid draft goes back to the planner with the diagnostics. A valid draft
asks once: the preview (waves, models, gates and verdicts, spawns, writes, every inferred
default). Nothing outside .openforge/ is written before approval.

  --approve RUN         approve the preview: the draft run completes and the run of the
                        drafted PRD starts; its first actions are printed
  --reject RUN          redraft with the note in --note-file FILE (at most ${MAX_DRAFT_REJECTS} times)
  --plan-only           "Plan a pipeline for <request>": stop at the preview, run nothing
  --cwd DIR             the project (default: the current directory)
  --json                print one JSON document (schemas/next.schema.json)

Then loop like any run: carry out each action, run \`openforge next RUN\` after every one.
Exit codes: 0 running, 1 refused, 2 usage or input error.
`;

/** `openforge gate --help`. */
export const gateHelp = `Usage: openforge gate check "CMD" [--shell-gate] [--json]

Say whether a gate command may run, before anything runs it. Without --shell-gate a
command is rejected if it has shell operators (; & | \` < > $( \${ newline) or hides a
second command (sh -c, eval, node -e, python -c, ...). Unknown programs are a warning.

Options:
  --shell-gate   judge it as a phase marked \`Shell-Gate: true\` (operators allowed)
  --json         print one JSON document (schemas/gate-check.schema.json)

Exit codes: 0 may run (ok or warnings), 1 rejected, 2 usage error.
`;

/** `openforge list --help`. */
export const listHelp = `Usage: openforge list [--cwd DIR] [--json]

The runs of this project first (the working directory or --cwd, else the nearest folder
above it with runs), newest first, then every other run in the index (OPENFORGE_HOME, else
~/.openclaw/workspace/.openforge), newest first: id, what it is doing, PRD title, folder.

Options:
  --cwd DIR   the project folder (default: the working directory)
  --json      print one JSON document (schemas/run-list.schema.json)

Exit codes: 0 ok, 2 usage error.
`;


/** `openforge plan --help`. */
export const planHelp = `Usage: openforge plan PRD [--cwd DIR] [--json | --mermaid]

The dry run of "Plan this PRD without executing": the waves in execution order, each
phase's model (with the whole fallback chain), the verdict on each gate command, the
horizon decision (phases split or a checkpoint inserted), best and worst-case sub-agent
spawn counts, and the files a run would write. Plan itself writes nothing in the project (only a code cache in the OpenForge home).

Options:
  --cwd DIR   the working directory the run would use (default: the PRD's front matter
              cwd, relative to the PRD, else the current directory); it must exist
  --json      print one JSON document (schemas/plan.schema.json)
  --mermaid   print a Mermaid flowchart of the waves

Models resolve through your OpenClaw config (OPENCLAW_CONFIG_PATH, else
~/.openclaw/openclaw.json); when it or the host approvals (OpenClaw's state/openclaw.sqlite,
or exec-approvals.json before 2026.9) turn exec approvals on, plan says what to allow, and it
says so when it cannot read them. Exit codes: 0 ok, 1 the PRD has errors, 2 usage or input error.
`;


/** `openforge run --help`. */
export const runHelp = `Usage: openforge run PRD [--cwd DIR] [--only PHASE] [--new] [--since N] [--json]

Start a run of a PRD and print the first actions. An invalid PRD is refused (exit 1) with
its diagnostics. If a run of the same PRD content in the same working directory is still
active, that run is returned (created: false) unless --new is given.

Options:
  --cwd DIR       the project the phases work in (default: the PRD's front matter cwd,
                  else the current directory); the run lives in DIR/.openforge/runs/
  --only PHASE    run only this phase (and its sub-phases); the others are skipped
  --new           start a new run even if one of this PRD is active
  --since N       as for next: every progress line recorded after N, and \`seen\`
  --json          print one JSON document (schemas/next.schema.json)

Then loop: carry out each action, and run \`openforge next RUN\` after every one.
Exit codes: 0 running, 1 invalid PRD, 2 usage or input error.
`;


/** `openforge status --help`. */
export const statusHelp = `Usage: openforge status [RUN] [--cwd DIR] [--json | --mermaid]

"Pipeline status": a header (PRD title, run id, the state derived from the event log and
the clock), a progress bar (phases done of total, elapsed, estimate of the time left,
spawns), then one line per phase (state, model, attempt i/n, time, detail). Without RUN,
the newest run of this project: the working directory (or --cwd), else the nearest folder
above it with runs; when none has any, it says where runs exist. Reads only; changes nothing.

Options:
  --cwd DIR   the project folder (default: the working directory)
  --json      print one JSON document (schemas/status.schema.json)
  --mermaid   print the run as a Mermaid gantt chart: a bar per attempt and gate run, with
              their real start and end times (what is still running ends now)

Exit codes: 0 running or completed, 1 the run needs a human or was cancelled, 2 usage or input error.
`;

/** `openforge validate --help`. */
export const validateHelp = `Usage: openforge validate PRD [--json]

Check a PRD without planning a run: structure and fields, phase dependencies (unknown
names, duplicates, cycles), gate commands, Files: overlaps between parallel phases, and
text that looks like a secret. Reads only the PRD; writes nothing in the project (only a code cache in the OpenForge home).

Options:
  --json   print one JSON document (schemas/validate.schema.json), including the parsed PRD

Exit codes: 0 valid (warnings allowed), 1 the PRD has errors, 2 usage or input error.
`;
