import { Breadcrumb } from '@chakra-ui/react/breadcrumb';
import { NavAnchor } from '@marketplace/design-system';
import { Fragment } from 'react';
import type { Crumb } from '../seo';

/** Home › Services › service › city; the last crumb is the current page. */
export function ServiceBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Breadcrumb.Root size="sm" aria-label="Breadcrumb">
      <Breadcrumb.List flexWrap="wrap">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.path}>
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild color={last ? 'fg' : 'fg.brand'} aria-current={last ? 'page' : undefined}>
                  <NavAnchor href={crumb.path}>{crumb.name}</NavAnchor>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
