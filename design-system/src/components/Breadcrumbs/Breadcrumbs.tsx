import { Breadcrumb } from '@chakra-ui/react/breadcrumb';
import { Fragment } from 'react';
import { NavAnchor, useNavigation } from '../../navigation/navigation';
import type { NavigationOptions } from '../../navigation/navigation';

export interface BreadcrumbItem {
  label: string;
  /** Path of the crumb; crumbs without one render as plain text. */
  href?: string;
}

export interface BreadcrumbsProps extends NavigationOptions {
  /** Trail from Home to the current page, e.g. Home › Services › Plumbing › Mississauga, Ontario. */
  items: BreadcrumbItem[];
  /**
   * Accessible name of the nav landmark.
   * @default 'Breadcrumb'
   */
  label?: string;
}

/** Breadcrumb trail; every crumb with an `href` links to its path (service pages link every level: Services, the trade, the city) and the last one carries `aria-current="page"`. */
export function Breadcrumbs({ items, label = 'Breadcrumb', linkAs, onNavigate }: BreadcrumbsProps) {
  const navigation = useNavigation({ linkAs, onNavigate });
  return (
    <Breadcrumb.Root aria-label={label} size="sm">
      <Breadcrumb.List flexWrap="wrap">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${index}`}>
              <Breadcrumb.Item>
                {!item.href ? (
                  <Breadcrumb.CurrentLink color={last ? 'fg' : 'fg.muted'}>{item.label}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild color={last ? 'fg' : 'fg.brand'} fontWeight={last ? 'medium' : undefined}>
                    <NavAnchor
                      href={item.href}
                      linkAs={navigation.linkAs}
                      onNavigate={navigation.onNavigate}
                      aria-current={last ? 'page' : undefined}
                    >
                      {item.label}
                    </NavAnchor>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
