import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One line of a benchmark's table: our figure beside the baseline measured in the same run. */
export interface ResultRow {
  metric: string;
  ours: number;
  baseline: number;
  unit: 'ms' | 'us' | '/s' | 'KB' | 'MB' | 'MB/s';
  /** ours / baseline must stay at or below this (latency, memory) ... */
  maxRatio?: number;
  /** ... or at or above this (throughput). */
  minRatio?: number;
}

const RESULTS_FILE = fileURLToPath(new URL('../RESULTS.md', import.meta.url));

export const ratioOf = (row: ResultRow) => row.ours / row.baseline;

export function targetOf(row: ResultRow): string {
  if (row.maxRatio !== undefined) return `<= ${row.maxRatio}x`;
  if (row.minRatio !== undefined) return `>= ${row.minRatio}x`;
  return '-';
}

export function isMet(row: ResultRow): boolean | null {
  const ratio = ratioOf(row);
  if (row.maxRatio !== undefined) return ratio <= row.maxRatio;
  if (row.minRatio !== undefined) return ratio >= row.minRatio;
  return null;
}

export function formatValue(value: number, unit: ResultRow['unit']): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === 'ms') return `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
  if (unit === '/s') return `${Math.round(value).toLocaleString('en')}/s`;
  if (unit === 'us') return `${value.toFixed(1)} us`;
  if (unit === 'MB') return `${value.toFixed(0)} MB`;
  if (unit === 'MB/s') return `${value.toFixed(0)} MB/s`;
  return `${value.toFixed(1)} KB`;
}

function cells(row: ResultRow): string[] {
  const met = isMet(row);
  return [
    row.metric,
    formatValue(row.ours, row.unit),
    formatValue(row.baseline, row.unit),
    Number.isFinite(ratioOf(row)) ? `${ratioOf(row).toFixed(2)}x` : 'n/a',
    targetOf(row),
    met === null ? '-' : met ? 'yes' : 'NO',
  ];
}

const HEADER = ['metric', 'ours', 'baseline', 'ratio', 'target', 'met'];

/** A plain aligned table for the terminal. */
export function textTable(title: string, rows: ResultRow[]): string {
  const table = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, column) => Math.max(...table.map((line) => line[column].length)));
  const lines = table.map((line) =>
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  '),
  );
  return [title, ...lines.map((line) => `  ${line}`)].join('\n');
}

export function markdownTable(rows: ResultRow[]): string {
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  return [
    line(HEADER),
    line(HEADER.map((_, column) => (column === 0 ? '---' : '---:'))),
    ...rows.map((row) => line(cells(row))),
  ].join('\n');
}

/** Replaces (or appends) this benchmark's section of bench/RESULTS.md, between its own markers only. */
export function writeResultsSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = fs.readFileSync(RESULTS_FILE, 'utf8');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(RESULTS_FILE, next);
}

export const print = (text: string) => process.stdout.write(`${text}\n`);
