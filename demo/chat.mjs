// What the demo prints: the chat as the user sees it in OpenClaw — their messages, the
// agent's tool calls (one line each, as a chat shows them), what a sub-agent reported back,
// and the messages the agent relays — plus, marked `shell`, what the gate log says.
// Colour only on a terminal, and never with NO_COLOR.

const useColour = process.stdout.isTTY === true && (process.env.NO_COLOR ?? '') === '';
const paint = (code) => (text) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);
const dim = paint('2');
const bold = paint('1');
const cyan = paint('36');
const green = paint('32');
const red = paint('31');

export class Chat {
  /** @param {(line: string) => void} out */
  constructor(out = (line) => process.stdout.write(`${line}\n`)) {
    this.out = out;
    /** Paths shown shorter: [long, short] pairs, longest first. */
    this.abbreviations = [];
  }

  abbreviate(long, short) {
    this.abbreviations.push([long, short]);
    this.abbreviations.sort((a, b) => b[0].length - a[0].length);
  }

  short(text) {
    let s = text;
    for (const [long, short] of this.abbreviations) s = s.split(long).join(short);
    return s;
  }

  heading(text) {
    this.out(bold(text));
  }

  info(text) {
    this.out(dim(text));
  }

  user(text) {
    this.out('');
    this.out(`${bold(cyan('you'))}    ${text}`);
  }

  /** One tool call of the agent, with what came back when it matters. */
  tool(name, detail, outcome) {
    const line = `  ${dim('⚙')} ${name.padEnd(14)} ${this.short(detail)}`;
    this.out(outcome === undefined ? line : `${line}  ${dim('→')} ${outcome}`);
  }

  /** A sub-agent's completion, as the parent agent receives it. */
  child(label, text) {
    this.out(`      ${dim('↳')} ${label}: ${this.short(text)}`);
  }

  /** The shell's verdict on a gate, from its log. */
  shell(passed, text) {
    this.out(`      ${dim('↳')} shell: ${passed ? green(text) : red(text)}`);
  }

  /** A message the agent relays to the user, as it is (paths and ids unabbreviated). */
  agent(text) {
    this.out('');
    const [first, ...rest] = text.split('\n');
    this.out(`${bold(green('agent'))}  ${first}`);
    for (const line of rest) this.out(`       ${line}`);
  }
}
