import { Button, CategoryTile, SimpleGrid, Stack } from '@marketplace/design-system';
import { DISCLOSURE_ATTRIBUTE } from '@marketplace/shared';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ALL_CATEGORIES_NAME, SERVICE_CATEGORIES, categorySlug } from '../../content/categories';
import { HOME_CONTENT } from '../../content/pages/site';
import type { ServiceCategory } from '../../content/types';
import { serviceIcon } from '../../app/content/serviceIcons';

const { initialCount, showMore, showLess } = HOME_CONTENT.servicesGrid;

/** Where a home category tile leads: All Categories to /projects, the others to their service page. */
export function categoryPath(category: Pick<ServiceCategory, 'name'>): string {
  return category.name === ALL_CATEGORIES_NAME ? '/projects' : `/services/${categorySlug(category.name)}`;
}

/** Delay of the scroll to the top after a category click. */
export const CATEGORY_SCROLL_DELAY_MS = 50;

const GRID_ID = 'home-categories';

/**
 * The 16 service categories, first 5 until expanded. Every tile and both labels are in the HTML, and CSS
 * shows what the button's state shows, so the page's starter answers the first press before the app has
 * arrived (DISCLOSURE_ATTRIBUTE); the app then goes on from the state it finds on the button.
 */
export function ServicesGrid({ categories = SERVICE_CATEGORIES }: { categories?: ServiceCategory[] }) {
  const [expanded, setExpanded] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const hiddenCount = Math.max(0, categories.length - initialCount);

  // Pressed before the app arrived: the starter already expanded the grid.
  useEffect(() => {
    if (toggle.current?.getAttribute('aria-expanded') === 'true') setExpanded(true);
  }, []);

  // The tiles are links: pressed before the app has arrived (seconds on a slow phone), the browser follows them to the
  // prerendered page at once instead of the press waiting for the app. Once it is there, a plain click navigates in
  // the app and scrolls to the top after it; a click that opens a new tab leaves this page as it is.
  const open = (href: string) => {
    void navigate(href);
    window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), CATEGORY_SCROLL_DELAY_MS);
  };

  return (
    <Stack gap="6" align="center">
      <SimpleGrid
        as="ul"
        id={GRID_ID}
        columns={{ base: 1, sm: 2, lg: 3, xl: 5 }}
        gap="4"
        width="full"
        listStyleType="none"
        data-expanded={expanded ? '' : undefined}
        suppressHydrationWarning
        css={{ [`&:not([data-expanded]) > li:nth-of-type(n+${initialCount + 1})`]: { display: 'none' } }}
      >
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryTile
              name={category.name}
              description={category.description}
              icon={serviceIcon(category.icon)}
              href={categoryPath(category)}
              onNavigate={open}
            />
          </li>
        ))}
      </SimpleGrid>
      {hiddenCount > 0 ? (
        <Button
          ref={toggle}
          variant="outline"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={GRID_ID}
          suppressHydrationWarning
          {...{ [DISCLOSURE_ATTRIBUTE]: '' }}
          css={{ '&[aria-expanded=true] [data-shown-when=collapsed], &[aria-expanded=false] [data-shown-when=expanded]': { display: 'none' } }}
        >
          <span data-shown-when="collapsed">{showMore(hiddenCount)}</span>
          <ChevronDown aria-hidden="true" data-shown-when="collapsed" />
          <span data-shown-when="expanded">{showLess}</span>
          <ChevronUp aria-hidden="true" data-shown-when="expanded" />
        </Button>
      ) : null}
    </Stack>
  );
}
