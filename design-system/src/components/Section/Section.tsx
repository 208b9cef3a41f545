import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface SectionProps {
  /** Section heading, e.g. 'Our Recent Work'. */
  title?: string;
  /** Short line under the heading. */
  description?: ReactNode;
  /** Small label above the heading, e.g. 'How it works'. */
  eyebrow?: string;
  /** Content (grids, lists, forms). */
  children: ReactNode;
  /** Actions beside the heading (e.g. 'View All Projects'). */
  actions?: ReactNode;
  /**
   * Background band.
   * @default 'plain'
   */
  tone?: 'plain' | 'subtle' | 'brand';
  /**
   * Heading alignment.
   * @default 'start'
   */
  align?: 'start' | 'center';
  /**
   * Heading level of the title.
   * @default 'h2'
   */
  headingLevel?: 'h2' | 'h3';
  /**
   * Max content width.
   * @default '7xl'
   */
  maxW?: string;
  /** id for in-page anchors. */
  id?: string;
}

/** Page band with consistent vertical rhythm and an optional heading; labelled by its heading. */
export function Section({
  title,
  description,
  eyebrow,
  children,
  actions,
  tone = 'plain',
  align = 'start',
  headingLevel = 'h2',
  maxW = '7xl',
  id,
}: SectionProps) {
  const headingId = useId();
  const bg = tone === 'subtle' ? 'bg.subtle' : tone === 'brand' ? 'bg.brand' : undefined;
  const centered = align === 'center';
  return (
    <Box as="section" id={id} bg={bg} py={{ base: '12', md: '16' }} aria-labelledby={title ? headingId : undefined}>
      <Container maxW={maxW} px={{ base: '4', md: '6' }}>
        {title || actions ? (
          <Stack
            direction={{ base: 'column', md: centered ? 'column' : 'row' }}
            justify="space-between"
            align={centered ? 'center' : { base: 'flex-start', md: 'flex-end' }}
            textAlign={centered ? 'center' : 'start'}
            gap="4"
            mb={{ base: '8', md: '10' }}
          >
            <Stack gap="2" maxW="3xl" align={centered ? 'center' : 'flex-start'}>
              {eyebrow ? (
                <Text textStyle="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.brand">
                  {eyebrow}
                </Text>
              ) : null}
              {title ? (
                <Heading as={headingLevel} id={headingId} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
                  {title}
                </Heading>
              ) : null}
              {description ? (
                <Text color="fg.muted" textStyle={{ base: 'md', md: 'lg' }}>
                  {description}
                </Text>
              ) : null}
            </Stack>
            {actions}
          </Stack>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
