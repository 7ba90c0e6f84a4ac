// `openforge next --help`: its own module, so that only this command's bundle carries it.

/** `openforge next --help`. */
export const nextHelp = `Usage: openforge next [RUN] [ACTION=KEY[,MODEL][,run=RUNID] …] [ACTION:STATUS[,IN/OUT] …] [--wait | --wait-seconds N] [--since N] [--cwd DIR] [--json]

Read what happened (result files, gate logs, the clock), record it, and print what to do
now: {runId, status, actions[]}. Run it after every child completion, every gate exec and
every decision. Without RUN, the newest run of this project (as \`status\` picks it).

ACTION=KEY[,MODEL]: children started and not yet reported with \`spawned\`: the spawn action's
id, sessions_spawn's childSessionKey and, optionally, its resolvedModel. They are recorded as
\`spawned\` records them (all or none), then the run goes on: one call instead of one per child.
A collector child (spawned with collect: true) adds ,run=RUNID: sessions_spawn's runId.

ACTION:STATUS[,IN/OUT]: what agents_wait reported of a collector child after a \`collect\`
action: its label, its status (done, failed, killed, timeout) and, optionally, its
usage.inputTokens/usage.outputTokens. Its result file still decides what it did.

Options:
  --wait      first wait (at most 100 s) until every gate and usage log handed out has its
              end line: for a next sent in the same reply as those execs, which run at the same
              time; with none, until the first running child (confirmed, or reported in this
              call) has written its result file: each child is seen when it ends
  --wait-seconds N
              as --wait, at most N seconds (0-100): a Code Mode cell waits for a child only
              while its call budget lasts, then returns so the parent can yield
  --since N   say again every progress line recorded after N, the \`seen\` of the last report
              received, and print \`seen\`: a Code Mode cell whose output was lost loses nothing
  --cwd DIR   the project folder (default: the working directory)
  --json      print one JSON document (schemas/next.schema.json)

Exit codes: 0 running or completed, 1 the run needs a human or was cancelled (or a reported
child was refused), 2 usage or input error (an unknown run id lists the known ones).
`;
