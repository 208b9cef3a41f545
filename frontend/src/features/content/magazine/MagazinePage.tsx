import { ArticleCard, PageHero, Section, SimpleGrid } from '@marketplace/design-system';
import { ARTICLES } from '../../../content/articles';
import { Seo } from '../../../app/seo';
import { photoOrNone } from '../../../app/ui/photo';

/** /magazine: six article cards. */
export function MagazinePage() {
  return (
    <>
      <Seo
        title="Magazine: Renovation Advice for GTA Homeowners"
        description="Permits, costs, heat pumps, basement flooding and hiring advice for homeowners in Toronto and the GTA, written by renovation professionals."
        path="/magazine"
      />
      <PageHero tone="subtle"
        eyebrow="GTA Home Pros Magazine"
        title="Renovation Advice for GTA Homeowners"
        subtitle="Straight answers on permits, costs, rebates and hiring, from people who renovate Toronto homes every day."
      />
      <Section title="Latest articles">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {ARTICLES.map((article) => (
            <li key={article.id}>
              <ArticleCard
                title={article.title}
                excerpt={article.excerpt}
                href={`/article/${article.id}`}
                imageUrl={photoOrNone(article.image)}
                category={article.category}
                author={article.author}
                date={article.date}
                readTime={article.readTime}
              />
            </li>
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}
