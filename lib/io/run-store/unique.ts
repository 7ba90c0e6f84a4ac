/**
 * A suffix that tells apart files and lock tokens of concurrent processes: the clock and a
 * random number (not node:crypto, whose loading alone costs a CLI several milliseconds;
 * nothing here needs unpredictability, only uniqueness next to the pid it goes with).
 */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 0x100000000).toString(36)}`;
}
