// The shell script of the usage exec (docs/design.md#budgets): OpenClaw's Gateway call
// `sessions.usage` for one child session, as the shell runs it inside the gate log wrapper.
// A command line, not prose: it lives apart from the engine, which only decides when to run it. Pure.

/** Calls at most: the Gateway answers the first one from a usage cache it then refreshes in the background. */
export const USAGE_CALLS = 3;

/**
 * The Gateway call for one session, as the shell runs it (inside the log wrapper). OpenClaw
 * 2026.9.6 answers `sessions.usage` from a cache: a session it has not counted yet comes back as
 * `usage: null` with `cacheStatus.status` `refreshing` (or `stale`, `partial`) while it counts it
 * in the background (seen in the real-OpenClaw suite), so the call is made again, a second
 * apart, up to {@link USAGE_CALLS} times; the last answer is printed with the call's exit status.
 * `--timeout 60000`: the CLI's own default is 10,000 ms (`gateway-cli`'s
 * `DEFAULT_GATEWAY_RPC_TIMEOUT_MS`), which a busy Gateway outlasts (seen at load 18), and the
 * figure is then lost for good. `sessionKey` must be safe inside the JSON and single quotes as it is (the caller checks).
 */
export const usageCall = (sessionKey: string): string =>
  `n=0;while :;do n=$((n+1));o=$(openclaw gateway call sessions.usage --params '{"key":"${sessionKey}"}' --json --timeout 60000 2>&1);s=$?;` +
  `case "$o" in *'"refreshing"'*|*'"stale"'*|*'"partial"'*)[ "$n" -lt ${USAGE_CALLS} ]&&{ sleep 1;continue;};;esac;break;done;printf '%s\\n' "$o";(exit "$s")`;
