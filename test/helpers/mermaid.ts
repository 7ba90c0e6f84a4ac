// Mermaid itself (the `mermaid` package, test-only) reading OpenForge's charts under Node:
// `mermaid.parse` needs DOMPurify, which needs a DOM, so a jsdom window stands in for the
// browser. Parsing needs no layout; rendering to SVG would (that needs a real browser).

import { JSDOM } from 'jsdom';
import type { Mermaid } from 'mermaid';

let loaded: Promise<Mermaid> | null = null;

/** Mermaid, loaded once per test file with a jsdom window as its global DOM. */
export function loadMermaid(): Promise<Mermaid> {
  loaded ??= (async () => {
    const dom = new JSDOM('<!doctype html><html><body></body></html>');
    Object.assign(globalThis, { window: dom.window, document: dom.window.document });
    const mermaid = (await import('mermaid')).default;
    mermaid.initialize({ startOnLoad: false });
    return mermaid;
  })();
  return loaded;
}

/** Mermaid keeps entity codes as placeholders until it renders; the text they stand for. */
function decode(text: string): string {
  const named: Record<string, string> = { quot: '"', lt: '<', gt: '>', amp: '&' };
  return text
    .replace(/ﬂ°°(\d+)¶ß/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/ﬂ°(\w+)¶ß/g, (m, name: string) => named[name] ?? m);
}

/** A gantt task as Mermaid read it: section and name decoded, times in epoch ms, its tags. */
export interface MermaidTask {
  section: string;
  name: string;
  id: string;
  start: number;
  end: number;
  tags: string[];
}

interface RawTask {
  section: string;
  task: string;
  id: string;
  startTime: Date;
  endTime: Date;
  active?: boolean;
  done?: boolean;
  crit?: boolean;
  milestone?: boolean;
}

/** The tasks of a gantt chart as Mermaid's own parser and task database read them; throws what Mermaid throws. */
export async function mermaidGantt(text: string): Promise<MermaidTask[]> {
  const mermaid = await loadMermaid();
  await mermaid.parse(text);
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
  if (diagram.type !== 'gantt') throw new Error(`not a gantt chart: ${diagram.type}`);
  const db = diagram.db as unknown as { getTasks(): RawTask[] };
  return db.getTasks().map((t) => ({
    section: decode(t.section),
    name: decode(t.task).trim(),
    id: t.id,
    start: t.startTime.getTime(),
    end: t.endTime.getTime(),
    tags: (['active', 'done', 'crit', 'milestone'] as const).filter((tag) => t[tag] === true),
  }));
}

/** A flowchart as Mermaid reads it: node texts (decoded, `<br>` as a line break), edges, subgraph titles. */
export async function mermaidFlowchart(text: string): Promise<{ nodes: Map<string, string>; edges: string[]; subgraphs: string[] }> {
  const mermaid = await loadMermaid();
  await mermaid.parse(text);
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
  if (!diagram.type.startsWith('flowchart')) throw new Error(`not a flowchart: ${diagram.type}`);
  const db = diagram.db as unknown as {
    getVertices(): Map<string, { id: string; text?: string }>;
    getEdges(): { start: string; end: string }[];
    getSubGraphs(): { title: string }[];
  };
  const nodes = new Map([...db.getVertices().values()].map((v) => [v.id, decode(v.text ?? '').replace(/<br\s*\/?>/g, '\n')]));
  return { nodes, edges: db.getEdges().map((e) => `${e.start} --> ${e.end}`), subgraphs: db.getSubGraphs().map((s) => decode(s.title)) };
}
