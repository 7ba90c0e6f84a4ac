// A standing warning as OpenForge knows it (docs/design.md#run-protocol): one record per warning
// code, one file each in this folder, named by its code. lib/run derives each warning as its
// code and facts (lib/run/engine/warnings.ts); the record owns the shape of those facts, its
// meaning (the table of references/troubleshooting.md), its docs anchor and its message (the
// facts in words, as `next`, `status` and the summary say it). The build writes the index
// (index.generated.ts). Pure.

export interface WarningRecord<F> {
  /** The warning's code: the record's file name. */
  readonly code: string;
  /** Where it stands in the troubleshooting table. */
  readonly order: number;
  /** What the warning says, one sentence for the table. */
  readonly meaning: string;
  /** `page#anchor` in references/ that says more. */
  readonly docs: string;
  /** The warning in words, from its facts. */
  readonly message: (facts: F) => string;
}
