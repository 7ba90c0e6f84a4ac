import { renderDecide } from '../../lib/render/index.js';
import { decideApproval, decideGates } from '../../lib/run/index.js';
import { SCHEMA_VERSION, type DecideReport, type DecisionWord } from '../../lib/schema/index.js';
import { EXIT } from '../cli/context.js';
import { NOTE_OPTIONS, noteInput } from '../cli/note.js';
import { defineRunCommand } from '../cli/runs.js';
import { decideHelp } from '../../lib/render/help/decide.js';
import { documentText } from '../../lib/render/document.js';

export const decideCommand = defineRunCommand<{ phase: string | null; decision: DecisionWord; note: string | null }>({
  name: 'decide',
  summary: 'decide RUN PHASE approve|reject',
  help: decideHelp,
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
    ctx.stdout(documentText(parsed.json, report, { layout: 'compact', human: renderDecide }));
    return EXIT.ok;
  },
});
