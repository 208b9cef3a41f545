/** What the server reads before it renders a page: a content page's data, an app route's operations. */
import { ApolloLink } from '@apollo/client';
import type { ExecuteOperation } from '@marketplace/shared';
import { print, type FormattedExecutionResult } from 'graphql';
import { matchPath, matchRoutes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { appRoutes } from '../app/routes';
import type { ServerRead } from '../app/graphql/serverReads';
import type { ContentData } from '../app/contentData';
import { findService } from '../content/services';
import { showcaseOf, siteFiguresOf } from '../features/content/routes';
import { recentProjectsListing } from '../features/content/services/recentProjects';
import { SHOWCASE_LISTING_QUERY, listedSamples, listingVariables, type ShowcaseListing, type ShowcaseListingVariables } from '../app/content/showcaseListing';
import { FIGURE_TRADES } from '../app/content/figureTrades';
import { SITE_FIGURES_QUERY, figuresText, type SiteFigureValues } from '../app/content/siteFigures';
import { VERIFIED_PROS_QUERY, verifiedProsVariables, type VerifiedProsResult, type VerifiedProsVariables } from '../app/pros/verifiedPros';

/**
 * The data a content page shows from the database, read through `execute` (its parts at once);
 * undefined when the page has none or any part could not be had (the page then goes out prerendered,
 * and the browser asks for each part).
 */
export async function contentDataOf(pathname: string, execute: ExecuteOperation): Promise<ContentData | undefined> {
  const parts = contentPartsOf(pathname).map((part) => part(execute));
  if (parts.length === 0) return undefined;
  const found = await Promise.all(parts);
  return found.includes(undefined) ? undefined : Object.assign({}, ...found);
}

type ContentPart = (execute: ExecuteOperation) => Promise<ContentData | undefined>;

/** What a path's page reads from the database. */
function contentPartsOf(pathname: string): ContentPart[] {
  const match = matchPath('/services/:serviceSlug/:locationSlug?', pathname);
  const service = findService(match?.params.serviceSlug);
  if (match && service) {
    const variables = verifiedProsVariables(service, match.params.locationSlug);
    const samples = recentProjectsListing(service.slug);
    return [...(variables ? [verifiedProsPart(variables)] : []), ...(samples ? [showcasePart([samples])] : [])];
  }
  const route = matchRoutes(appRoutes, pathname)?.at(-1)?.route;
  if (!route) return [];
  const figures = siteFiguresOf(route);
  const showcase = showcaseOf(route);
  return [...(figures ? [figuresPart(figures.trade ? (FIGURE_TRADES[figures.trade] ?? null) : null)] : []), ...(showcase ? [showcasePart(showcase)] : [])];
}

const verifiedProsPart =
  (variables: VerifiedProsVariables): ContentPart =>
  async (execute) => {
    const answer = await execute({ query: VERIFIED_PROS_QUERY, variables: { ...variables }, operationName: 'VerifiedPros' });
    if (answer.errors?.length || !answer.data) return undefined;
    return { verifiedPros: { variables, result: answer.data as unknown as VerifiedProsResult } };
  };

const figuresPart =
  (trade: number | null): ContentPart =>
  async (execute) => {
    const answer = await execute({ query: SITE_FIGURES_QUERY, variables: { trade }, operationName: 'SiteFigures' });
    const values = (answer.data as { siteFigures?: SiteFigureValues } | undefined)?.siteFigures;
    if (answer.errors?.length || !values) return undefined;
    return { siteFigures: { trade, figures: figuresText(values) } };
  };

const showcasePart =
  (lists: ShowcaseListingVariables[]): ContentPart =>
  async (execute) => {
    const answers = await Promise.all(lists.map((variables) => execute({ query: SHOWCASE_LISTING_QUERY, variables: listingVariables(variables), operationName: 'ShowcaseListing' })));
    const showcase = answers.map((answer, index) => ({ variables: lists[index], projects: answer.errors?.length ? undefined : listedSamples(answer.data) }));
    return showcase.every((listing): listing is ShowcaseListing => listing.projects !== undefined) ? { showcase } : undefined;
  };

/**
 * A link that runs an app route's operations through `execute` (the API's own GraphQL server, as the
 * visitor); `onFailure` hears of any operation that failed or answered with errors.
 */
export function executeLink(execute: ExecuteOperation, onFailure: () => void, onOperation: (read: ServerRead) => void = () => undefined): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName) onOperation({ operation: operation.operationName, variables: operation.variables });
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            if (result.errors?.length) onFailure();
            observer.next(result as FormattedExecutionResult);
            observer.complete();
          },
          (error: unknown) => {
            onFailure();
            observer.error(error);
          },
        );
      }),
  );
}
