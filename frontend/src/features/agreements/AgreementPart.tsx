import { Box, Heading, Stack, Text } from '@marketplace/design-system';
import { useId, type ReactNode } from 'react';

/** One part of the agreement page (The parties, The price, ...): a region named by its heading. */
export function AgreementPart({ title, description, children, id }: { title: string; description?: ReactNode; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" id={id} scrollMarginTop="24">
      <Stack gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        {description ? (
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}

/** A term and its value, in a definition list laid out as two columns from the `sm` breakpoint. */
export function Terms({ items }: { items: ReadonlyArray<{ term: string; value: ReactNode } | null | false> }) {
  const shown = items.filter((item): item is { term: string; value: ReactNode } => Boolean(item));
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(9rem, auto) minmax(0, 1fr)' }} columnGap="4" rowGap={{ base: '0.5', sm: '2' }} m="0" textStyle="sm">
      {shown.map(({ term, value }) => (
        <Box key={term} display="contents">
          <Text as="dt" color="fg.muted" fontWeight="medium" mt={{ base: '2', sm: '0' }}>
            {term}
          </Text>
          <Text as="dd" m="0" overflowWrap="anywhere" whiteSpace="pre-line">
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/** A panel for one party or one group of terms. */
export function Panel({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Stack gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" minW="0">
      {title ? (
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      ) : null}
      {children}
    </Stack>
  );
}
