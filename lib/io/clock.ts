// The clock of a command: `OPENFORGE_NOW` (epoch ms or an ISO date; for tests and simulations),
// else the system clock; and the lock options built on the system clock.

/** Now, in epoch ms. */
export function clock(env: Readonly<Record<string, string | undefined>>): number {
  const fixed = env.OPENFORGE_NOW;
  if (fixed !== undefined && fixed !== '') {
    const n = /^\d+$/.test(fixed) ? Number(fixed) : Date.parse(fixed);
    if (Number.isFinite(n)) return n;
  }
  return Date.now();
}

/** What a run lock records and times out by: the system clock (never OPENFORGE_NOW) and our pid. */
export const lockOptions = (pid: number | undefined) => ({ now: () => Date.now(), pid: pid ?? 0 });
