import type pg from 'pg';
import { boundQuery, type PageStatement } from '../../db/page-statement';

/** Reading PostgreSQL's JSON plans in the search plan tests (`search.explain.test.ts`). */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** Only in a run's plan (`explain analyze`). */
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  /** `SubPlan` for a subquery run per row, here per card of the page. */
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, the plan's own first. */
export const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * The plan without the subqueries run per card (a card's audiences for a viewer with a target,
 * decision 132): what finds and orders the page's rows, where a sort would sort every match. A
 * card's own subquery reads one owner's rows.
 */
export const pageNodes = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? [])
    .filter((child) => child['Parent Relationship'] !== 'SubPlan')
    .flatMap(pageNodes),
];

/** The tables a plan reads by a sequential scan. */
export const seqScans = (plan: PlanNode) =>
  nodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name'] ?? '?');

/** The rows a plan's scan of `table` read: those it kept and those its filter dropped. */
export function entriesRead(plan: PlanNode, table: string): number {
  const scan = nodes(plan).find((node) => node['Relation Name'] === table);
  return (scan?.['Actual Rows'] ?? 0) + (scan?.['Rows Removed by Filter'] ?? 0);
}

/**
 * Plans of search pages on `pages()`, a connection set up as the server's page connections are:
 * each statement prepared, as a page is, and explained as executed (a generic plan).
 */
export function pagePlans(pages: () => pg.Client) {
  let statements = 0;

  const literal = (value: unknown): string =>
    typeof value === 'string'
      ? pages().escapeLiteral(value)
      : Array.isArray(value)
        ? `array[${value.map(literal).join(', ')}]`
        : String(value);

  /** Prepares `query` on the page connection, as a page is; answers the EXECUTE of it. */
  async function prepared(query: PageStatement): Promise<string> {
    const { sql: text, params } = boundQuery(query);
    const name = `explained_${++statements}`;
    await pages().query(`prepare ${name} as ${text}`);
    return `execute ${name}(${params.map(literal).join(', ')})`;
  }

  return {
    /**
     * The generic plan a page connection makes for a search window, and whether it would be
     * JIT-compiled were it as costly as JIT's threshold (as pages are at a million profiles):
     * `jit_above_cost` 0 makes any plan qualify where JIT is on.
     */
    async pagePlan(query: PageStatement): Promise<{ plan: PlanNode; jit: boolean }> {
      const execute = await prepared(query);
      await pages().query('set jit_above_cost = 0');
      try {
        const { rows } = await pages().query<{
          'QUERY PLAN': [{ Plan: PlanNode; JIT?: unknown }];
        }>(`explain (format json) ${execute}`);
        const explained = rows[0]?.['QUERY PLAN'][0];
        return {
          plan: explained?.Plan ?? { 'Node Type': 'none' },
          jit: explained?.JIT !== undefined,
        };
      } finally {
        await pages().query('reset jit_above_cost');
      }
    },

    /** The generic plan of a search window as it ran, with the rows each node read. */
    async pageRun(query: PageStatement): Promise<{ plan: PlanNode }> {
      const { rows } = await pages().query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (analyze, format json) ${await prepared(query)}`,
      );
      return { plan: rows[0]?.['QUERY PLAN'][0].Plan ?? { 'Node Type': 'none' } };
    },
  };
}
