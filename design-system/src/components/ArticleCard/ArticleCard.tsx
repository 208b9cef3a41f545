import { Box } from '@chakra-ui/react/box';
import { Badge } from '@chakra-ui/react/badge';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { LinkBox, LinkOverlay } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Clock } from 'lucide-react';
import { NavAnchor } from '../../navigation/navigation';
import type { NavigationOptions } from '../../navigation/navigation';
import { formatDate, isoDay } from '@marketplace/shared';
import { useListingCardStyles, useStatusBadgeStyles } from '../shared/recipes';

export interface ArticleCardProps extends NavigationOptions {
  /** Article title. */
  title: string;
  /** Teaser paragraph. */
  excerpt: string;
  /** Article path, e.g. '/article/2'. */
  href: string;
  /** Cover image URL. */
  imageUrl?: string;
  /** Magazine category, e.g. 'Permits & Regulations'. */
  category?: string;
  /** Author name. */
  author?: string;
  /** Publication date: ISO string or already formatted. */
  date?: string;
  /** Read time, e.g. '6 min read'. */
  readTime?: string;
  /**
   * Heading level of the title.
   * @default 'h3'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** An ISO date (or moment) is written out on Toronto's calendar; anything else is shown as written. */
function displayDate(value: string): { text: string; iso?: string } {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(new Date(value).getTime())) return { text: value };
  return { text: formatDate(value, 'long'), iso: isoDay(value) };
}

/** A magazine article teaser; the whole card links to the article. */
export function ArticleCard({ title, excerpt, href, imageUrl, category, author, date, readTime, headingLevel = 'h3', linkAs, onNavigate }: ArticleCardProps) {
  const published = date ? displayDate(date) : null;
  const styles = useListingCardStyles({ linked: true });
  const pill = useStatusBadgeStyles();
  return (
    <LinkBox asChild>
      <Card.Root as="article" css={styles.root}>
        {imageUrl ? (
          <Box css={styles.cover} aspectRatio="16 / 9">
            <Image src={imageUrl} alt="" width="full" height="full" objectFit="cover" loading="lazy" />
          </Box>
        ) : null}
        <Card.Body gap="3">
          {category ? (
            <Badge alignSelf="flex-start" variant="subtle" colorPalette="brand" css={pill}>
              {category}
            </Badge>
          ) : null}
          <Heading as={headingLevel} size="lg" lineHeight="short">
            <LinkOverlay asChild>
              <NavAnchor href={href} linkAs={linkAs} onNavigate={onNavigate}>
                {title}
              </NavAnchor>
            </LinkOverlay>
          </Heading>
          <Text css={styles.description} lineClamp={3}>
            {excerpt}
          </Text>
        </Card.Body>
        <Card.Footer justifyContent="space-between" flexWrap="wrap" gap="2" textStyle="xs" color="fg.muted">
          <Text as="span">
            {author ? <Text as="span" fontWeight="medium" color="fg">{author}</Text> : null}
            {author && published ? ' · ' : null}
            {published ? <time dateTime={published.iso}>{published.text}</time> : null}
          </Text>
          {readTime ? (
            <HStack gap="1">
              <Clock aria-hidden="true" size={12} />
              <Text as="span">{readTime}</Text>
            </HStack>
          ) : null}
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
