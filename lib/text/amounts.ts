// How token counts and money are written everywhere they are said (docs/design.md#budgets):
// `12,345` tokens, `$0.0123` below a dollar and `$12.35` above (USD, as OpenClaw prices). A leaf
// module, like duration.ts: any layer may use it. Pure.

/** `12,345`. */
export const formatTokens = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `$0.0123` below a dollar, `$12.35` above (USD, as OpenClaw prices). */
export const formatCost = (n: number): string => `$${n < 1 ? n.toFixed(4) : n.toFixed(2)}`;
