// The README's picture: run `npm run demo` in a fresh folder, take the two Mermaid charts of its
// summary (the dependency graph and the timeline), write their source to
// docs/images/demo-run.mmd and render them with Mermaid in headless Chromium to
// docs/images/demo-run.png. For maintainers (needs Debian's `chromium`); CI does not run it:
// test/build/readme-picture.test.ts checks, without a browser, that the committed source is
// what the demo draws today.
//
//   node build/readme-picture.mjs [--chromium PATH]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const SOURCE = join(root, 'docs/images/demo-run.mmd');
const IMAGE = join(root, 'docs/images/demo-run.png');

/** The demo's summary charts: `{ graph, gantt }`, each a Mermaid source. */
export function demoCharts(summaryText) {
  const blocks = [...summaryText.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  const graph = blocks.find((b) => b.startsWith('flowchart'));
  const gantt = blocks.find((b) => b.startsWith('gantt') || b.startsWith('%%{init'));
  if (graph === undefined || gantt === undefined) throw new Error('the summary has no dependency graph or no timeline');
  return { graph, gantt };
}

/** Run the demo in a fresh folder; the text of the run's summary. */
export function runDemo() {
  const base = mkdtempSync(join(tmpdir(), 'openforge-picture-'));
  try {
    const dir = join(base, 'demo');
    const r = spawnSync(process.execPath, [join(root, 'demo/run.mjs'), '--dir', dir], { encoding: 'utf8', env: { PATH: process.env.PATH, NO_COLOR: '1' } });
    if (r.status !== 0) throw new Error(`the demo failed (exit ${r.status}):\n${r.stderr}`);
    const runs = join(dir, 'project/.openforge/runs');
    return readFileSync(join(runs, readdirSync(runs)[0], 'summary.md'), 'utf8');
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

/** The committed source: both charts, separated by a `%% ---` line. */
export const SEPARATOR = '%% --- timeline ---\n';
export const sourceOf = ({ graph, gantt }) => `${graph}${SEPARATOR}${gantt}`;

function page({ graph, gantt }) {
  const mermaid = readFileSync(join(root, 'node_modules/mermaid/dist/mermaid.min.js'), 'utf8');
  const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 16px; background: #fff; font-family: sans-serif; width: 1168px; }
.row { display: flex; gap: 16px; align-items: flex-start; }
.graph { flex: 0 0 300px; } .gantt { flex: 1 1 auto; }
</style></head><body><div class="row"><pre class="mermaid graph">${esc(graph)}</pre><pre class="mermaid gantt">${esc(gantt)}</pre></div>
<script>${mermaid}</script>
<script>mermaid.initialize({ startOnLoad: false, theme: 'default', gantt: { useWidth: 840 } });
mermaid.run().then(() => { document.title = 'rendered'; }, (e) => { document.title = 'error'; document.body.textContent = String(e); });</script>
</body></html>`;
}

function render(charts, chromium) {
  const work = mkdtempSync(join(tmpdir(), 'openforge-picture-page-'));
  try {
    const html = join(work, 'page.html');
    writeFileSync(html, page(charts));
    const r = spawnSync(
      chromium,
      ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--screenshot=${IMAGE}`, '--window-size=1200,520', '--virtual-time-budget=10000', `file://${html}`],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`${chromium} failed (exit ${r.status}):\n${r.stderr}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { chromium: { type: 'string' } } });
  const charts = demoCharts(runDemo());
  mkdirSync(join(root, 'docs/images'), { recursive: true });
  writeFileSync(SOURCE, sourceOf(charts));
  render(charts, values.chromium ?? 'chromium');
  process.stdout.write(`wrote ${SOURCE} and ${IMAGE}\n`);
}
