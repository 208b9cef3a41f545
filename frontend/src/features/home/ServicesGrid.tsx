import { Button, CategoryTile, SimpleGrid, Stack } from '@marketplace/design-system';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ALL_CATEGORIES_NAME, SERVICE_CATEGORIES, categorySlug } from '../../data/categories';
import { HOME_CONTENT } from '../../data/content/site';
import type { ServiceCategory } from '../../data/types';
import { serviceIcon } from '../../app/content/serviceIcons';

const { initialCount, showMore, showLess } = HOME_CONTENT.servicesGrid;

/** Where a home category tile leads: All Categories to /projects, the others to their service page. */
export function categoryPath(category: Pick<ServiceCategory, 'name'>): string {
  return category.name === ALL_CATEGORIES_NAME ? '/projects' : `/services/${categorySlug(category.name)}`;
}

/** Delay of the scroll to the top after a category click. */
export const CATEGORY_SCROLL_DELAY_MS = 50;

/** The 16 service categories, first 5 until expanded. */
export function ServicesGrid({ categories = SERVICE_CATEGORIES }: { categories?: ServiceCategory[] }) {
  const [expanded, setExpanded] = useState(false);
  const navigate = useNavigate();
  const visible = expanded ? categories : categories.slice(0, initialCount);
  const hiddenCount = Math.max(0, categories.length - initialCount);

  const open = (category: ServiceCategory) => {
    void navigate(categoryPath(category));
    window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), CATEGORY_SCROLL_DELAY_MS);
  };

  return (
    <Stack gap="6" align="center">
      <SimpleGrid as="ul" id="home-categories" columns={{ base: 1, sm: 2, lg: 3, xl: 5 }} gap="4" width="full" listStyleType="none">
        {visible.map((category) => (
          <li key={category.id}>
            <CategoryTile
              name={category.name}
              description={category.description}
              icon={serviceIcon(category.icon)}
              onSelect={() => open(category)}
            />
          </li>
        ))}
      </SimpleGrid>
      {hiddenCount > 0 ? (
        <Button variant="outline" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded} aria-controls="home-categories">
          {expanded ? showLess : showMore(hiddenCount)}
          {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
        </Button>
      ) : null}
    </Stack>
  );
}
