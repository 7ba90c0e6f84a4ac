// A model the host refuses (docs/design.md#model-routing): OpenClaw 2026.9.6 fails a spawn whose
// `model` is not usable (`sessions_spawn model "X" is not usable: …`) instead of falling back as
// its docs say. Read from the error the agent reports with `spawned --error-file`. Pure.

/**
 * The wordings a host uses to refuse the model a spawn asked for, the model named in group 1
 * or 2. OpenClaw's own first; the others are how gateways and providers put it. Each names a
 * model and says it cannot be used: an error about anything else is not a refusal.
 */
const REFUSALS: readonly RegExp[] = [
  /\bmodel\s+(?:"([^"\n]{1,200})"|'([^'\n]{1,200})'|`([^`\n]{1,200})`|(\S{1,200}))\s+is\s+not\s+(?:usable|allowed|available|configured|supported)\b/i,
  /\bunknown\s+model\b\s*[:=]?\s*(?:"([^"\n]{1,200})"|'([^'\n]{1,200})'|`([^`\n]{1,200})`|([\w.:/@-]{1,200}))/i,
  /\bmodel\s+not\s+(?:found|allowed|available|usable)\b\s*[:=]?\s*(?:"([^"\n]{1,200})"|'([^'\n]{1,200})'|`([^`\n]{1,200})`|([\w.:/@-]{1,200}))/i,
];

/** The model the error says the host refused; null when the error is not a model refusal. */
export function refusedModelIn(text: string): string | null {
  for (const re of REFUSALS) {
    const m = re.exec(text);
    if (m === null) continue;
    // Quotes escaped inside a JSON error (`\"x\"`) are not part of the name.
    const name = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim().replace(/[.,;:]+$/, '').replace(/^[\\"'`]+|[\\"'`]+$/g, '');
    if (name !== '') return name;
  }
  return null;
}
