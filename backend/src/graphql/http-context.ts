import type { Request, Response } from 'express';

/**
 * The Express request and response behind a GraphQL context, for Apollo plugins that work at the
 * HTTP level (write limit, idempotency) without widening the context type resolvers see. Kept under
 * a symbol key: Apollo copies the context's own properties per operation, symbols included.
 */
const HTTP = Symbol('http');

interface WithHttp {
  [HTTP]?: { req: Request; res: Response };
}

export function withHttp<T extends object>(context: T, req: Request, res: Response): T {
  return Object.assign(context, { [HTTP]: { req, res } });
}

export function httpOf(context: object): { req: Request; res: Response } | undefined {
  return (context as WithHttp)[HTTP];
}
