// `openforge spawned --help`: its own module, so that only this command's bundle carries it.

/** `openforge spawned --help`. */
export const spawnedHelp = `Usage: openforge spawned RUN ACTION --session KEY [--model MODEL] [--run-id RUNID] [--cwd DIR] [--json]
       openforge spawned RUN ACTION --error-file FILE [--cwd DIR] [--json]

Record the child session of a spawn action (sessions_spawn's childSessionKey) and the model
OpenClaw reports the child runs on (sessions_spawn's resolvedModel). Repeating the same call
is a no-op (a repeat may add --model); a different session for the same action is refused.

With --error-file: sessions_spawn returned an error instead (status "error"). Write its error
text to FILE with the write tool, then run this. A usage, quota or rate limit holds the run
(no new sub-agent starts; running ones finish; then one message says when to resume); another
error offers the spawn again, and halts the run when it fails twice in a row. Run next after.

Options:
  --session KEY     the childSessionKey sessions_spawn returned
  --model MODEL     the resolvedModel sessions_spawn returned (optional; a model that differs
                    from the one asked for is a warning in next and status)
  --run-id RUNID    the runId sessions_spawn returned (a collector child, collect: true: required)
  --error-file FILE a file holding the error sessions_spawn returned (instead of --session)
  --cwd DIR         where to look for RUN when the run index does not know it
  --json            print one JSON document (schemas/spawned.schema.json)

Exit codes: 0 recorded (or already recorded), 1 refused, 2 usage error or unknown run/action.
`;
