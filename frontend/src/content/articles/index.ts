import type { Article } from '../types';
import flooding from './basement-flooding-backwater-valve-city-subsidy.json';
import heatPumps from './heat-pumps-gta-rebates-winter-performance.json';
import vetContractor from './how-to-vet-a-contractor-ontario.json';
import knobAndTube from './knob-and-tube-wiring-pre-war-toronto-homes.json';
import kitchenBudget from './planning-kitchen-renovation-budget-toronto.json';
import basementPermit from './toronto-basement-apartment-permit-cost-2025.json';

/** The six magazine articles (one content file each, named by slug), in id order (the magazine shows six cards). */
export const ARTICLES: Article[] = [basementPermit, heatPumps, knobAndTube, kitchenBudget, flooding, vetContractor];

/** Article by numeric id (route /article/{id}). */
export function findArticle(id: number | string): Article | undefined {
  const wanted = typeof id === 'string' ? Number(id) : id;
  return ARTICLES.find((a) => a.id === wanted);
}

export function findArticleBySlug(slug: string): Article | undefined {
  return ARTICLES.find((a) => a.slug === slug);
}

/** Word count of an article body (headings and paragraphs). */
export function articleWordCount(article: Article): number {
  return article.body
    .flatMap((section) => [section.heading ?? '', ...section.paragraphs])
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}
