import { Badge, Box, Container, Heading, Stack, Text, chakra } from '@marketplace/design-system';
import { CHANGELOG, type ChangeKind } from './changelog';
import { DeveloperFrame } from './DeveloperFrame';
import { formatDate } from '@marketplace/shared';

const List = chakra('ul');

const KIND: Record<ChangeKind, { label: string; palette: string }> = {
  added: { label: 'Added', palette: 'green' },
  changed: { label: 'Changed', palette: 'blue' },
  deprecated: { label: 'Deprecated', palette: 'orange' },
  removed: { label: 'Removed', palette: 'red' },
};


/** /developers/changelog: the API's published changes, newest first (changelog.ts). */
export function ChangelogPage() {
  return (
    <DeveloperFrame
      title="Changelog"
      heading="API changelog"
      description="Every published change of the GTA Home Pros GraphQL API, newest first: what was added, changed, deprecated or removed, and when."
      path="/developers/changelog"
      subtitle="Additions arrive without notice and never break a working query. A field is deprecated, with what replaces it, before it is ever removed."
    >
      <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        <Stack as="ol" listStyleType="none" m="0" p="0" gap="0">
          {CHANGELOG.map((entry) => (
            <Box as="li" key={`${entry.date}-${entry.title}`} py="6" borderTopWidth="1px" borderColor="border">
              <Stack as="article" gap="3">
                <Stack gap="1">
                  <Text asChild textStyle="sm" fontWeight="semibold" color="fg.brand">
                    <time dateTime={entry.date}>{formatDate(entry.date, 'long')}</time>
                  </Text>
                  <Heading as="h2" size="xl" color="fg">
                    {entry.title}
                  </Heading>
                </Stack>
                <List listStyleType="none" m="0" p="0" display="grid" gap="3">
                  {entry.changes.map((change) => (
                    <Stack as="li" key={change.text} direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '3' }} align="flex-start">
                      <Badge colorPalette={KIND[change.kind].palette} flexShrink={0} minW="24" justifyContent="center">
                        {KIND[change.kind].label}
                      </Badge>
                      <Text color="fg">{change.text}</Text>
                    </Stack>
                  ))}
                </List>
              </Stack>
            </Box>
          ))}
        </Stack>
      </Container>
    </DeveloperFrame>
  );
}
