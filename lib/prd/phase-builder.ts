import { error, warning, type DiagnosticInput, type RuleId } from '../diagnostics/index.js';
import {
  EROSION_POLICIES, MODEL_TIERS, PHASE_TYPES,
  type Diagnostic, type ErosionPolicy, type Phase, type PhaseType,
} from '../schema/index.js';
import { readNames, type PhaseHeading } from './heading.js';
import type { Paragraph } from 'mdast';
import { gateCommandsOf, type GateLine } from './gate-lines.js';
import { FIELD_LABELS, isListField, type FieldName } from './labels.js';
import type { Source } from './source.js';
import { readWorkdir } from './workdir.js';
import {
  parseBoolean, parseDuration, parseWholeNumber, phaseNameProblem, splitList, suggestValue, unwrapValue,
} from './values.js';

/** Raw text of a value and the offset of its first character in the source. */
export interface Span {
  text: string;
  offset: number;
}

export const DEFAULT_MAX_RETRIES = 2;

/** Collects one phase's fields, values and problems, in source order. */
export class PhaseBuilder {
  readonly phase: Phase;
  private readonly diagnostics: Diagnostic[] = [];
  private readonly source: Source;
  private readonly headerDepends: string[] | null;
  /** Where each single-valued field was last set. */
  private readonly setAt = new Map<FieldName, number>();
  /** Gate text lines; `literal` lines (from a code block) are one command each. */
  private gateLines: GateLine[] = [];
  /** The paragraphs (and bullets' paragraphs) the phase's lines came from: gates are their code spans. */
  private readonly paragraphs: Paragraph[] = [];
  /** The last field label seen, until another label comes: did it get a value? */
  private pending: { field: FieldName; line: number; column: number; filled: boolean } | null = null;

  constructor(heading: PhaseHeading, offset: number, source: Source) {
    const at = source.positionAt(offset);
    this.source = source;
    this.headerDepends = heading.dependsOn;
    this.phase = {
      name: heading.name, line: at.line, column: at.column, parallel: heading.parallel,
      dependsOn: heading.dependsOn, model: null, type: 'impl', tasks: [], gate: null,
      maxRetries: DEFAULT_MAX_RETRIES, shellGate: false, skip: false, escalate: false, files: [],
      timeoutSeconds: null, onReject: null, acceptance: [], erosion: null, fieldLines: {},
    };
    if (heading.parallel) this.phase.fieldLines.parallel = at.line;
    if (heading.dependsOn !== null) this.phase.fieldLines.dependsOn = at.line;
    this.diagnostics.push(...heading.diagnostics);
  }

  /** Record a diagnostic found while reading this phase (it gets the phase name). */
  warn(diagnostic: Diagnostic): void {
    this.diagnostics.push({ ...diagnostic, phase: this.phase.name });
  }

  private report(kind: typeof error, input: Omit<DiagnosticInput, 'phase'>): void {
    this.diagnostics.push(kind({ ...input, phase: this.phase.name }));
  }

  private at(offset: number): { line: number; column: number } {
    return this.source.positionAt(offset);
  }

  /** The previous label got nothing at all: say so. */
  private closePending(): void {
    const pending = this.pending;
    this.pending = null;
    if (!pending || pending.filled) return;
    const label = FIELD_LABELS[pending.field];
    if (pending.field === 'gate') {
      this.report(error, {
        ruleId: 'empty-gate', line: pending.line, column: pending.column,
        message: `Gate of phase "${this.phase.name}" is empty; expected a command in backticks (\`npm test\`) or a description of what must hold; write e.g. **Gate:** \`npm test\`.`,
      });
    } else if (isListField(pending.field)) {
      this.report(warning, {
        ruleId: 'empty-list-field', line: pending.line, column: pending.column,
        message: `${label}: has no value and no list follows it; expected inline text or a bullet list right after the label; add the items or remove the label.`,
      });
    } else {
      this.report(error, {
        ruleId: 'empty-field', line: pending.line, column: pending.column,
        message: `${label}: has no value; expected a value after the colon; write e.g. \`**${label}:** …\` or remove the line.`,
      });
    }
  }

  /** A `Label: value` line; `label` is where the label starts, `value` may be empty. */
  field(field: FieldName, label: number, value: Span): void {
    this.closePending();
    const at = this.at(label);
    if (isListField(field) && this.phase.fieldLines[field] === undefined) this.phase.fieldLines[field] = at.line;
    this.pending = { field, line: at.line, column: at.column, filled: false };
    // `**Acceptance:** all of the following:` introduces the list below; it is not a value.
    const introduction = isListField(field) && value.text.trim().endsWith(':');
    if (value.text.trim() !== '' && !introduction) this.value(field, value, 0);
  }

  /** A prose line right after a field line, in the same paragraph. */
  continuation(value: Span): void {
    const pending = this.pending;
    if (!pending || value.text.trim() === '') return;
    if (isListField(pending.field) ? pending.field !== 'tasks' : !pending.filled) this.value(pending.field, value, 0);
  }

  /**
   * A list item collected by a list field, as its source lines: one task or
   * criterion (lines joined), or one gate line / file list per line.
   */
  item(field: FieldName, lines: readonly Span[], depth: number): void {
    const first = lines[0];
    if (!first) return;
    if (field === 'tasks' || field === 'acceptance') {
      const text = lines.map((line, i) => (i === 0 ? line.text : line.text.trim())).join('\n');
      if (text.trim() !== '') this.value(field, { text, offset: first.offset }, depth);
    } else {
      for (const line of lines) if (line.text.trim() !== '') this.value(field, line, depth);
    }
  }

  /** A `Shell-Gate:` line inside an HTML block (`<details>`, `<div>`, …): not honoured. */
  hiddenShellGate(offset: number): void {
    this.closePending();
    this.report(error, {
      ruleId: 'shell-gate-hidden', ...this.at(offset),
      message: `Shell-Gate: in phase "${this.phase.name}" is inside an HTML block (such as <details>), where a reader of the rendered PRD does not see it, so it is ignored and the phase's gates are checked as plain commands; move \`**Shell-Gate:** true\` to the phase's visible fields, or remove it`,
    });
  }

  /** A paragraph whose lines this phase reads: a Gate's commands are its rendered code spans. */
  paragraph(node: Paragraph): void {
    this.paragraphs.push(node);
  }

  /** Text a reader takes for a gate command that is not read as one: nothing runs. */
  gateNotRendered(offset: number, what: string): void {
    this.report(error, {
      ruleId: 'gate-not-rendered', ...this.at(offset),
      message: `Gate of phase "${this.phase.name}" has ${what}, which a reader of the rendered PRD takes for a command but which is not a code span, so nothing would run; expected the command in plain backticks on a visible **Gate:** line of the phase; write e.g. **Gate:** \`npm test\`.`,
    });
  }

  /** Backticks in a Gate where a reader does not see them: never a command. */
  private gateHidden(offset: number, what: string): void {
    this.report(warning, {
      ruleId: 'gate-hidden', ...this.at(offset),
      message: `Gate of phase "${this.phase.name}" has backticks in ${what}, which a reader of the rendered PRD does not see (or sees struck out), so it is not a command and does not run; expected every command in a visible code span; move it out or remove it.`,
    });
  }

  /** Tasks or fields inside an HTML block (`<details>`, `<div>`, …): never read. */
  hiddenContent(offset: number, what: string): void {
    this.report(error, {
      ruleId: 'hidden-content', ...this.at(offset),
      message: `Phase "${this.phase.name}" has ${what} inside an HTML block (such as <details>), where a reader of the rendered PRD may not see it, so it is not read (no task, no gate); expected a phase's tasks and fields outside HTML; move it out of the HTML block or remove it.`,
    });
  }

  /** A label spelled with invisible or look-alike letters (`Ga\u200bte:`, Cyrillic `Gаte:`). */
  lookAlikeLabel(offset: number, field: FieldName): void {
    const label = FIELD_LABELS[field];
    this.report(error, {
      ruleId: 'look-alike-label', ...this.at(offset),
      message: `A label in phase "${this.phase.name}" reads as "${label}:" but is spelled with an invisible or look-alike character, so it is not the ${label} field and its value would be ignored; expected the label in plain ASCII letters; retype it as **${label}:**.`,
    });
  }

  /** A line shaped like a label that names no field (`**Foo:** bar`). */
  unknownField(label: string, offset: number, suggestion: string | undefined): void {
    this.closePending();
    if (suggestion === 'Gate' || suggestion === 'Shell-Gate') {
      // A misspelled Gate drops the phase's gate: never only a warning.
      this.report(error, {
        ruleId: 'misspelled-gate-field', ...this.at(offset),
        message: `"${label}:" is not a phase field, so phase "${this.phase.name}" would have no ${suggestion}; expected the label \`${suggestion}:\`; did you mean "${suggestion}:"?`,
      });
      return;
    }
    if (suggestion === 'Workdir') {
      // A misspelled Workdir runs the phase's gates in the project instead: a verdict on the wrong folder.
      this.report(error, {
        ruleId: 'misspelled-workdir-field', ...this.at(offset),
        message: `"${label}:" is not a phase field, so the gates of phase "${this.phase.name}" would run in the project folder instead; expected the label \`Workdir:\`; did you mean "Workdir:"?`,
      });
      return;
    }
    this.report(warning, {
      ruleId: 'unknown-field', ...this.at(offset),
      message: `"${label}:" is not a phase field and is ignored; expected one of ${Object.values(FIELD_LABELS).join(', ')}; ${suggestion ? `did you mean "${suggestion}:"?` : 'remove the line or reword it so it does not start with "Label:"'}`,
    });
  }

  /** A line of a code block right after a `Gate:` label: the whole line is a command. */
  gateCommand(value: Span): void {
    const text = value.text.trim();
    if (text === '') return;
    this.gateLines.push({ text, offset: value.offset + value.text.length - value.text.trimStart().length, literal: true });
    if (this.pending?.field === 'gate') this.pending.filled = true;
  }

  private value(field: FieldName, value: Span, depth: number): void {
    const lead = value.text.length - value.text.trimStart().length;
    const text = value.text.trim();
    const offset = value.offset + lead;
    const at = this.at(offset);
    if (this.pending?.field === field) this.pending.filled = true;
    switch (field) {
      case 'tasks':
        this.phase.tasks.push({ text, depth, ...at });
        return;
      case 'acceptance':
        this.phase.acceptance.push({ text, ...at });
        return;
      case 'gate':
        this.gateLines.push({ text, offset, literal: false });
        return;
      case 'files':
        for (const part of splitList(text)) {
          const glob = unwrapValue(part.text).value;
          if (glob !== '') this.phase.files.push(glob);
        }
        return;
      default:
        this.scalar(field, text, offset);
    }
  }

  private scalar(field: FieldName, raw: string, rawOffset: number): void {
    const { value, lead } = unwrapValue(raw);
    const at = this.at(rawOffset + lead);
    const label = FIELD_LABELS[field];
    const previous = this.setAt.get(field);
    if (previous !== undefined) {
      this.report(warning, {
        ruleId: 'duplicate-field', ...at,
        message: `${label} is set twice in phase "${this.phase.name}" (lines ${previous} and ${at.line}); the last one (line ${at.line}) wins; remove one of them.`,
      });
    }
    this.setAt.set(field, at.line);
    this.phase.fieldLines[field] = at.line;
    const invalid = (ruleId: RuleId, expected: string, suggestion?: string): void => {
      this.report(error, {
        ruleId, ...at,
        message: `${label} "${value}" is not valid; expected ${expected}; ${suggestion ? `did you mean "${suggestion}"?` : 'fix the value'}`,
      });
    };
    const lower = value.toLowerCase();
    switch (field) {
      case 'model':
        if ((MODEL_TIERS as readonly string[]).includes(lower)) this.phase.model = lower;
        else if (/^[^\s/]+\/\S+$/.test(value)) this.phase.model = value;
        else invalid('invalid-model', 'a tier (haiku, sonnet, gpt, opus) or a provider/model id such as anthropic/claude-opus-4-6', suggestValue(value, MODEL_TIERS));
        return;
      case 'type':
        if ((PHASE_TYPES as readonly string[]).includes(lower)) this.phase.type = lower as PhaseType;
        else invalid('invalid-type', 'impl, review, extract or approval', suggestValue(value, PHASE_TYPES));
        return;
      case 'erosion':
        if ((EROSION_POLICIES as readonly string[]).includes(lower)) this.phase.erosion = lower as ErosionPolicy;
        else invalid('invalid-erosion', 'refactor, flag or off', suggestValue(value, EROSION_POLICIES));
        return;
      case 'maxRetries': {
        const retries = parseWholeNumber(value);
        if (retries !== null && retries <= 10) this.phase.maxRetries = retries;
        else invalid('invalid-max-retries', `a whole number from 0 to 10 (default ${DEFAULT_MAX_RETRIES})`);
        return;
      }
      case 'shellGate':
        // Only the literal `true` widens what a gate may run; `false` is the default.
        if (lower === 'true' || lower === 'false') this.phase.shellGate = lower === 'true';
        else invalid('invalid-shell-gate', '`true` (or `false`, the default): a Shell-Gate must be stated exactly', lower === 'yes' || lower === 'on' || lower === '1' ? 'true' : undefined);
        return;
      case 'skip':
      case 'escalate': {
        const flag = parseBoolean(value);
        if (flag !== null) this.phase[field] = flag;
        else invalid('invalid-boolean', 'true, false, yes or no', suggestValue(value, ['true', 'false', 'yes', 'no']));
        return;
      }
      case 'removesTests': {
        // The phase's work removes or renames tests: baseline tests it drops are reported, not failed.
        const flag = parseBoolean(value);
        if (flag === true) this.phase.removesTests = true;
        else if (flag === false) delete this.phase.removesTests;
        else invalid('invalid-boolean', 'true, false, yes or no', suggestValue(value, ['true', 'false', 'yes', 'no']));
        return;
      }
      case 'timeoutSeconds': {
        const seconds = parseDuration(value);
        if (seconds !== null) this.phase.timeoutSeconds = seconds;
        else invalid('invalid-timeout', 'a duration such as 90s, 30m, 1h, 1h30m, 10 minutes or a number of seconds');
        return;
      }
      case 'onReject': {
        const problem = phaseNameProblem(value);
        if (problem === null) this.phase.onReject = value;
        else invalid('invalid-on-reject', `the name of the phase to return to (it ${problem})`);
        return;
      }
      case 'dependsOn':
        this.depends(raw, rawOffset);
        return;
      case 'workdir': {
        const reading = readWorkdir(value);
        if ('problem' in reading) {
          this.report(error, {
            ruleId: 'invalid-workdir', ...at,
            message: `Workdir "${value.replace(/[^\u0020-\u007e]/gu, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`)}" of phase "${this.phase.name}" is not valid: ${reading.problem}; expected a folder relative to the project, such as \`pkg\` or \`packages/app\`; write e.g. **Workdir:** \`pkg\`.`,
          });
          delete this.phase.workdir;
        } else if (reading.path === null) delete this.phase.workdir;
        else this.phase.workdir = { path: reading.path, ...at };
        return;
      }
    }
  }

  private depends(raw: string, rawOffset: number): void {
    const names: string[] = [];
    for (const name of readNames(raw)) {
      const problem = phaseNameProblem(name.text);
      if (problem !== null) {
        this.report(error, {
          ruleId: 'invalid-depends', ...this.at(rawOffset + name.offset),
          message: `Dependency "${name.text}" ${problem}; expected phase names separated by commas (or \`none\`); fix the name.`,
        });
      } else if (name.text !== 'none') names.push(name.text);
    }
    const header = this.headerDepends;
    if (header === null) {
      this.phase.dependsOn = names;
      return;
    }
    const merged = [...header, ...names.filter((name) => !header.includes(name))];
    if (merged.length !== header.length || names.length !== header.length) {
      this.report(warning, {
        ruleId: 'depends-mismatch', ...this.at(rawOffset),
        message: `Depends: lists ${names.join(', ') || 'nothing'} but the heading says [depends: ${header.join(', ')}]; both are used (${merged.join(', ')}); keep the list in one place.`,
      });
    }
    this.phase.dependsOn = merged;
  }

  /** A backtick in `Gate:` that opens no code span: the command would be lost, so it is an error. */
  private unclosedGateSpan(offset: number, text: string): void {
    const shown = text.length > 60 ? `${text.slice(0, 59)}…` : text;
    this.report(error, {
      ruleId: 'unclosed-gate-span', ...this.at(offset),
      message: `Gate of phase "${this.phase.name}" has a backtick that is never closed (${shown}), so it is neither a command nor a description; expected the command in matching backticks (it may continue on the next lines of the same paragraph or bullet); close it, e.g. **Gate:** \`npm run build -- --prod\`.`,
    });
  }

  finish(): { phase: Phase; diagnostics: Diagnostic[] } {
    this.closePending();
    if (this.gateLines.length > 0) {
      const found = gateCommandsOf(this.gateLines, this.paragraphs, this.source.text);
      const commands = found.commands.map((c) => ({ command: c.command, ...this.at(c.offset) }));
      for (const open of found.unclosed) this.unclosedGateSpan(open.offset, open.text);
      for (const item of found.notRendered) this.gateNotRendered(item.offset, item.what);
      for (const item of found.hidden) this.gateHidden(item.offset, item.what);
      this.phase.gate = {
        kind: commands.length > 0 ? 'command' : 'description',
        text: this.gateLines.map((line) => line.text).join('\n'),
        commands,
        ...this.at(this.gateLines[0]!.offset),
      };
    }
    const { phase } = this;
    const here = { line: phase.line, column: phase.column };
    if (phase.tasks.length === 0 && !phase.skip && (phase.type === 'impl' || phase.type === 'extract')) {
      this.report(warning, {
        ruleId: 'no-tasks', ...here,
        message: `Phase "${phase.name}" has no tasks; expected a bullet list of tasks (under **Tasks:** or right after the heading); add what the phase must do.`,
      });
    }
    if (phase.onReject !== null && phase.type !== 'approval') {
      this.report(warning, {
        ruleId: 'on-reject-not-approval', line: phase.fieldLines.onReject ?? phase.line,
        message: `On-Reject: only applies to approval phases, but phase "${phase.name}" is Type: ${phase.type}; expected Type: approval; set the type or remove On-Reject.`,
      });
    }
    return { phase, diagnostics: this.diagnostics };
  }
}
