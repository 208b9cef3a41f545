/** What the server reads before it renders a page: a content page's data, an app route's operations. */
import { ApolloLink } from '@apollo/client';
import type { ExecuteOperation } from '@marketplace/shared';
import { print, type FormattedExecutionResult } from 'graphql';
import { matchPath, matchRoutes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { appRoutes } from '../app/routes';
import type { ContentData } from '../app/contentData';
import { findService } from '../data/services';
import { siteFiguresOf } from '../features/content/routes';
import { FIGURE_TRADES } from '../app/content/figureTrades';
import { SITE_FIGURES_QUERY, figuresText, type SiteFigureValues } from '../app/content/siteFigures';
import { VERIFIED_PROS_QUERY, verifiedProsVariables, type VerifiedProsResult } from '../features/pros/verifiedPros';

/** The data a content page shows from the database, read through `execute`; undefined when the page has none or it could not be had. */
export async function contentDataOf(pathname: string, execute: ExecuteOperation): Promise<ContentData | undefined> {
  const match = matchPath('/services/:serviceSlug/:locationSlug?', pathname);
  const service = findService(match?.params.serviceSlug);
  if (match && service) {
    const variables = verifiedProsVariables(service, match.params.locationSlug);
    if (!variables) return undefined;
    const answer = await execute({ query: VERIFIED_PROS_QUERY, variables: { ...variables }, operationName: 'VerifiedPros' });
    if (answer.errors?.length || !answer.data) return undefined;
    return { verifiedPros: { variables, result: answer.data as unknown as VerifiedProsResult } };
  }
  const route = matchRoutes(appRoutes, pathname)?.at(-1)?.route;
  const figures = route && siteFiguresOf(route);
  if (figures) {
    const trade = figures.trade ? (FIGURE_TRADES[figures.trade] ?? null) : null;
    const answer = await execute({ query: SITE_FIGURES_QUERY, variables: { trade }, operationName: 'SiteFigures' });
    const values = (answer.data as { siteFigures?: SiteFigureValues } | undefined)?.siteFigures;
    if (answer.errors?.length || !values) return undefined;
    return { siteFigures: { trade, figures: figuresText(values) } };
  }
  return undefined;
}

/**
 * A link that runs an app route's operations through `execute` (the API's own GraphQL server, as the
 * visitor); `onFailure` hears of any operation that failed or answered with errors.
 */
export function executeLink(execute: ExecuteOperation, onFailure: () => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
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
