import type { RawSql } from './engines.ts';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const shape = (node: PlanNode): string => {
  const on = node['Index Name'] ?? node['Relation Name'];
  const children = (node.Plans ?? []).map(shape);
  return `${node['Node Type']}${on ? ` ${on}` : ''}${children.length ? ` (${children.join(', ')})` : ''}`;
};

/** The plan of a statement as one line of node types and the indexes they use: evidence that it stays index-bound. */
export async function planShape(raw: RawSql, text: string, params: unknown[]): Promise<string> {
  const [row] = await raw.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>(
    `explain (format json, costs off) ${text}`,
    params,
  );
  const plan = row['QUERY PLAN'];
  return shape((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
}
