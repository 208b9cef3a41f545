import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { InverseSurface } from '../shared/InverseSurface';

export interface PageHeroProps {
  /** The page's h1. */
  title: string;
  /** Lead paragraph. */
  subtitle?: ReactNode;
  /** Small label above the title (e.g. a badge row or 'Toronto · Mississauga · Markham'). */
  eyebrow?: ReactNode;
  /** Calls to action (LinkButtons). */
  actions?: ReactNode;
  /** Content under the actions: trust badges, search boxes, stats. */
  children?: ReactNode;
  /** Illustration beside the text on wide screens. */
  imageUrl?: string;
  /** Alt text of the illustration. @default '' */
  imageAlt?: string;
  /** Breadcrumbs above the title. */
  breadcrumbs?: ReactNode;
  /**
   * 'brand' is the deep blue band with light text; 'subtle' a light tint.
   * @default 'brand'
   */
  tone?: 'brand' | 'subtle';
  /**
   * Text alignment when there is no image.
   * @default 'start'
   */
  align?: 'start' | 'center';
  /**
   * 'lg' is the storefront's hero; 'md' the compact band at the top of an app screen (a form, a list,
   * a console): less height, the eyebrow in small capitals, the actions beside the title on wide
   * screens. An 'md' hero shows no image, children or breadcrumbs.
   * @default 'lg'
   */
  size?: 'lg' | 'md';
}

/** The compact band at the top of an app screen: eyebrow, h1, lead text and actions beside them. */
function CompactHero({ title, subtitle, eyebrow, actions, tone }: Pick<PageHeroProps, 'title' | 'subtitle' | 'eyebrow' | 'actions'> & { tone: 'brand' | 'subtle' }) {
  const onBrand = tone === 'brand';
  const Surface = onBrand ? InverseSurface : Box;
  return (
    <Surface {...(onBrand ? {} : { bg: 'bg.brand', color: 'fg', borderBottomWidth: '1px', borderColor: 'border.muted' })}>
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'start', md: 'end' }} gap="5">
          <Stack gap="2" maxW="3xl">
            {eyebrow ? (
              <Text textStyle="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.brand">
                {eyebrow}
              </Text>
            ) : null}
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
              {title}
            </Heading>
            {subtitle ? (
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {actions}
        </Stack>
      </Container>
    </Surface>
  );
}

/** The top band of a page with its h1 (every page has exactly one hero). */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  actions,
  children,
  imageUrl,
  imageAlt = '',
  breadcrumbs,
  tone = 'brand',
  align = 'start',
  size = 'lg',
}: PageHeroProps) {
  if (size === 'md') return <CompactHero title={title} subtitle={subtitle} eyebrow={eyebrow} actions={actions} tone={tone} />;
  const onBrand = tone === 'brand';
  const centered = align === 'center' && !imageUrl;
  const Surface = onBrand ? InverseSurface : Box;
  return (
    <Surface py={{ base: '12', md: '20' }} {...(onBrand ? {} : { bg: 'bg.brand', color: 'fg' })}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, lg: imageUrl ? 2 : 1 }} gap={{ base: '8', lg: '12' }} alignItems="center">
          <Stack gap="5" align={centered ? 'center' : 'flex-start'} textAlign={centered ? 'center' : 'start'} maxW={centered ? '3xl' : undefined} mx={centered ? 'auto' : undefined}>
            {breadcrumbs}
            {eyebrow ? (
              <Box textStyle="sm" fontWeight="semibold" color="fg.brand">
                {eyebrow}
              </Box>
            ) : null}
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight" lineHeight="1.1">
              {title}
            </Heading>
            {subtitle ? (
              <Text textStyle={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
                {subtitle}
              </Text>
            ) : null}
            {actions ? (
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width={{ base: 'full', sm: 'auto' }}>
                {actions}
              </Stack>
            ) : null}
            {children}
          </Stack>
          {imageUrl ? (
            <Box borderRadius="card" overflow="hidden" boxShadow="lg" aspectRatio="4 / 3" hideBelow="lg">
              <Image src={imageUrl} alt={imageAlt} width="full" height="full" objectFit="cover" />
            </Box>
          ) : null}
        </SimpleGrid>
      </Container>
    </Surface>
  );
}
