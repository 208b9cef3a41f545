import { Heading, Stack, Text } from '@marketplace/design-system';
import type { ArticleSection } from '../../content/types';

/** Long-form text (articles, legal pages): optional <h2> per section, readable measure. */
export function Prose({ sections }: { sections: ArticleSection[] }) {
  return (
    <Stack gap="8" maxW="3xl">
      {sections.map((section, index) => (
        <Stack as="section" key={section.heading ?? index} gap="4">
          {section.heading ? (
            <Heading as="h2" size="xl" color="fg">
              {section.heading}
            </Heading>
          ) : null}
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 48)} color="fg" textStyle="md" lineHeight="tall">
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
