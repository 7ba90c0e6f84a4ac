import { renderDecide } from '../../lib/render/index.js';
import { decideApproval, decideGates } from '../../lib/run/index.js';
import { SCHEMA_VERSION, type DecideReport, type DecisionWord } from '../../lib/schema/index.js';
import { EXIT } from '../cli/context.js';
import { redactDeep, redactSecrets } from '../../lib/secrets/index.js';
import { NOTE_HELP, NOTE_OPTIONS, noteInput } from '../cli/note.js';
import { defineRunCommand } from '../cli/runs.js';

const HELP = `Usage: openforge decide RUN PHASE approve|reject [--note-file FILE] [--json]
       openforge decide RUN --gates approve|reject [--note-file FILE] [--json]

With --gates: the user's answer to the run's first question, whether the gate commands it
lists may run. approve starts the run; reject cancels it before anything ran.

Otherwise: record the human's decision on an approval phase. approve lets the run go on; reject sends
it back to the phase's On-Reject: phase (else the phases the approval depends on), with the
note as context. Repeating the same decision is a no-op; a conflicting one is refused with
the current state. Run \`next\` afterwards.

Options (the note is shown to the sub-agent that redoes the work):
  --gates           answer the run's gate confirmation instead of an approval phase
${NOTE_HELP}
  --cwd DIR         where to look for RUN when the run index does not know it
  --json            print one JSON document (schemas/decide.schema.json)

Exit codes: 0 recorded (or a repeat), 1 refused, 2 usage error or unknown run/phase.
`;

export const decideCommand = defineRunCommand<{ phase: string | null; decision: DecisionWord; note: string | null }>({
  name: 'decide',
  summary: 'decide RUN PHASE approve|reject',
  help: HELP,
  options: { ...NOTE_OPTIONS, gates: { type: 'boolean' } },
  input([runId, ...rest], values) {
    const noted = noteInput(values);
    if ('usage' in noted) return noted;
    if (values.gates === true) {
      const [decision, ...extra] = rest;
      if (runId === undefined || (decision !== 'approve' && decision !== 'reject') || extra.length > 0) {
        return { usage: 'expected `openforge decide RUN --gates approve|reject [--note-file FILE]`.' };
      }
      return { runId, input: { phase: null, decision, note: noted.note } };
    }
    const [phase, decision, ...extra] = rest;
    if (runId === undefined || phase === undefined || (decision !== 'approve' && decision !== 'reject') || extra.length > 0) {
      return { usage: 'expected `openforge decide RUN PHASE approve|reject [--note-file FILE]`.' };
    }
    return { runId, input: { phase, decision, note: noted.note } };
  },
  advance: false,
  progress: true,
  outcome: (state, { phase, decision, note }) => (phase === null ? decideGates(state, decision, note) : decideApproval(state, phase, decision, note)),
  report(done, input, { parsed, run }, ctx) {
    const { decision } = input;
    // The gate confirmation is reported under the first phase whose gate it covers.
    // A phase named by its key (an ask's commands do that when the name holds a secret) is reported by its name.
    const phase = done.state.phases.find((x) => x.kind === 'approval' && x.key === input.phase && x.name !== input.phase)?.name ?? input.phase ?? done.state.confirmGates?.[0]?.phase ?? '';
    const report: DecideReport = {
      schemaVersion: SCHEMA_VERSION,
      runId: run.runId,
      phase,
      decision,
      applied: done.applied,
      status: done.state.status,
      phaseStatus: done.state.phases.find((x) => x.name === phase)?.status ?? 'pending',
      reset: done.facts.flatMap((f) => (f.type === 'decision-recorded' ? f.reset : [])),
      ...(done.progress === null ? {} : { progress: done.progress }),
    };
    ctx.stdout(parsed.json ? `${JSON.stringify(redactDeep(report))}\n` : redactSecrets(renderDecide(report)));
    return EXIT.ok;
  },
});
