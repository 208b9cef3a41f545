import { CategoryTile, PageHero, Section, SimpleGrid } from '@marketplace/design-system';
import { Navigate, useParams } from 'react-router-dom';
import { ALL_CATEGORIES_NAME, SERVICE_CATEGORIES, categorySlug } from '../../../content/categories';
import { findService } from '../../../content/services';
import { Seo } from '../../../app/seo';
import { CallToAction } from '../../../app/content/CallToAction';
import { serviceIcon } from '../../../app/content/serviceIcons';

/** Where a category tile leads: All Categories to /projects, others to their service page. */
export function categoryHref(name: string): string {
  return name === ALL_CATEGORIES_NAME ? '/projects' : `/services/${categorySlug(name)}`;
}

/**
 * /category/*: the header's Services link. A path naming a known service
 * (/category/plumbing) goes straight to that service; anything else shows the
 * category overview.
 */
export function CategoryOverviewPage() {
  const splat = useParams()['*'] ?? '';
  const service = splat ? findService(categorySlug(splat.split('/')[0])) : undefined;
  if (service) return <Navigate to={`/services/${service.slug}`} replace />;

  return (
    <>
      <Seo
        title="Service Categories"
        description="Every home-improvement category we cover in Toronto and the GTA, from security bollards and cleaning to HVAC, plumbing, renovation and architectural visualization."
        path="/category"
      />
      <PageHero tone="subtle"
        eyebrow="Services"
        title="Browse by Category"
        subtitle="Pick a category to see how the work is done in the GTA, what it costs and recent projects by local pros."
      />
      <Section title="All Categories">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="4">
          {SERVICE_CATEGORIES.map((category) => (
            <li key={category.id}>
              <CategoryTile name={category.name} description={category.description} icon={serviceIcon(category.icon)} href={categoryHref(category.name)} />
            </li>
          ))}
        </SimpleGrid>
      </Section>
      <CallToAction
        title="Not sure which category fits?"
        text="Describe your project and we’ll match it with the right verified contractors."
        primary={{ label: 'Post Your Project', href: '/post-project' }}
        secondary={{ label: 'View All Services', href: '/services' }}
      />
    </>
  );
}
