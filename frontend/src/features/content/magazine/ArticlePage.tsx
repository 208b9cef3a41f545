import { AppLink, Badge, Box, Container, Heading, HStack, Image, LinkButton, Stack, Text } from '@marketplace/design-system';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { findArticle } from '../../../content/articles';
import { Seo, articleJsonLd } from '../../../app/seo';
import { CallToAction } from '../../../app/content/CallToAction';
import { Prose } from '../../../app/content/Prose';
import { formatDate } from '@marketplace/shared';
import { photoOrNone } from '../../../app/ui/photo';


function ArticleNotFound({ id }: { id: string }) {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <Seo title="Article Not Found" path={`/article/${id}`} description="That article isn’t in our magazine. Browse the latest renovation advice for GTA homeowners." />
      <meta name="robots" content="noindex" />
      <Stack align="center" textAlign="center" gap="4">
        <FileQuestion size={48} aria-hidden="true" />
        <Heading as="h1" size="3xl" color="fg">
          Article Not Found
        </Heading>
        <Text color="fg.muted">We couldn’t find that article. It may have moved, or the link may be mistyped.</Text>
        <LinkButton href="/magazine" colorPalette="brand">
          Browse the Magazine
        </LinkButton>
      </Stack>
    </Container>
  );
}

/** /article/:id: the full article. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const article = findArticle(id);
  if (!article) return <ArticleNotFound id={id} />;
  const path = `/article/${article.id}`;
  return (
    <>
      <Seo title={article.title} description={article.excerpt} path={path} ogType="article" image={article.image} jsonLd={[articleJsonLd(article, path)]} />
      <Box as="article">
        <Box bg="bg.brand" borderBottomWidth="1px" borderColor="border.muted" py={{ base: '8', md: '12' }}>
          <Container maxW="4xl">
            <Stack gap="4">
              <AppLink href="/magazine" display="inline-flex" alignItems="center" gap="1" textStyle="sm">
                <ArrowLeft size={16} aria-hidden="true" /> Magazine
              </AppLink>
              <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" borderRadius="full" px="2.5">
                {article.category}
              </Badge>
              <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15" color="fg">
                {article.title}
              </Heading>
              <Text textStyle="lg" color="fg.muted">
                {article.excerpt}
              </Text>
              <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
                <Text as="span" fontWeight="semibold" color="fg">
                  {article.author}
                </Text>
                <span aria-hidden="true">·</span>
                <time dateTime={article.date}>{formatDate(article.date, 'long')}</time>
                <span aria-hidden="true">·</span>
                <span>{article.readTime}</span>
              </HStack>
            </Stack>
          </Container>
        </Box>
        <Container maxW="4xl" py={{ base: '8', md: '12' }}>
          <Stack gap="10">
            {photoOrNone(article.image) ? <Image src={article.image} alt={article.imageAlt} borderRadius="card" width="full" aspectRatio="16 / 9" objectFit="cover" bg="bg.muted" /> : null}
            <Prose sections={article.body} />
          </Stack>
        </Container>
      </Box>
      <CallToAction
        title="Ready to get quotes?"
        text="Post your project for free and hear from licensed, insured GTA contractors within 24 hours."
        primary={{ label: 'Post Your Project', href: '/post-project' }}
        secondary={{ label: 'More articles', href: '/magazine' }}
      />
    </>
  );
}
