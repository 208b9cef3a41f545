import { getMetadataArgsStorage } from 'typeorm';
import { Project } from './project.entity';

/**
 * Columns of the entity that no project read selects: where the post came from (never shown), the
 * spam flags (the operators' review queue reads them itself) and matching's derived facts (lead
 * alerts select them with their own types).
 */
const NOT_READ: ReadonlySet<string> = new Set<keyof Project>(['postedFrom', 'spamFlags', 'tradeId', 'city', 'budgetMinCents', 'budgetMaxCents']);

/**
 * The columns every project read selects (the benchmark's bare route selects the same), as the
 * entity declares them: a column is written once, in project.entity.ts, and read here under its
 * property name.
 */
export const PROJECT_COLUMNS = [
  ...getMetadataArgsStorage()
    .columns.filter((column) => column.target === Project && !NOT_READ.has(column.propertyName))
    .map(({ propertyName, options }) => {
      const name = options.name ?? propertyName;
      return name === propertyName ? `p.${name}` : `p.${name} AS "${propertyName}"`;
    }),
  `(SELECT COUNT(*)::int FROM proposal pr WHERE pr.project_id = p.id) AS "proposalCount"`,
].join(', ');
