import type { Article } from '../types';
import { BASEMENT_PERMIT_ARTICLE, FLOODING_ARTICLE } from './permitsAndFlooding';
import { HEAT_PUMP_ARTICLE, KNOB_AND_TUBE_ARTICLE } from './energyAndWiring';
import { KITCHEN_BUDGET_ARTICLE, VET_CONTRACTOR_ARTICLE } from './planningAndHiring';

/** The six magazine articles, in id order (the magazine shows six cards). */
export const ARTICLES: Article[] = [
  BASEMENT_PERMIT_ARTICLE,
  HEAT_PUMP_ARTICLE,
  KNOB_AND_TUBE_ARTICLE,
  KITCHEN_BUDGET_ARTICLE,
  FLOODING_ARTICLE,
  VET_CONTRACTOR_ARTICLE,
];

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
