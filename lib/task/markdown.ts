// Small markdown builders shared by the task composers. Pure string work.

import { normalizeNewlines } from '../text/index.js';
import type { Task } from '../schema/prd.js';

/** One `## title` section of a composed task. */
export interface TaskSection {
  title: string;
  body: string;
}

/** Sections as `## Title` blocks separated by one blank line; trailing newline. */
export function renderSections(sections: readonly TaskSection[]): string {
  return sections.map((s) => `## ${s.title}\n${s.body.trimEnd()}`).join('\n\n') + '\n';
}

/** A fenced block whose fence is longer than any backtick run inside `text`. */
export function fence(text: string, info = ''): string {
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const bar = '`'.repeat(Math.max(3, longest + 1));
  return `${bar}${info}\n${normalizeNewlines(text).trimEnd()}\n${bar}`;
}

/** Inline code that survives backticks in `text`. */
export function code(text: string): string {
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const bar = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${bar}${pad}${text}${pad}${bar}`;
}

/** Task bullets with their nesting (two spaces per depth level). */
export function renderTasks(tasks: readonly Pick<Task, 'text' | 'depth'>[]): string {
  if (tasks.length === 0) return '- (no task bullets: work from the objective)';
  return tasks.map((t) => `${'  '.repeat(t.depth)}- ${t.text.replace(/\s*\n\s*/g, ' ')}`).join('\n');
}

/** A bullet list, or `none` when empty. */
export function bullets(items: readonly string[], none = 'None.'): string {
  return items.length === 0 ? none : items.map((i) => `- ${i.replace(/\s*\n\s*/g, ' ')}`).join('\n');
}

