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
