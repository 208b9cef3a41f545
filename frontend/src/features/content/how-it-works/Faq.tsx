import { Box, chakra, Stack, Text } from '@marketplace/design-system';
import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '../../../content/pages';

/**
 * FAQ accordion on native <details>/<summary>: keyboard operable, announced as
 * expandable by screen readers, and readable without JavaScript (prerendering).
 */
export function Faq({ entries }: { entries: FaqEntry[] }) {
  return (
    <Stack gap="3" maxW="3xl">
      {entries.map((entry) => (
        <Box
          as="details"
          key={entry.question}
          borderWidth="1px"
          borderColor="border"
          borderRadius="card"
          bg="bg.panel"
          css={{ '&[open] .faq-chevron': { transform: 'rotate(180deg)' } }}
        >
          <chakra.summary
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="4"
            px="5"
            py="4"
            cursor="pointer"
            fontWeight="semibold"
            color="fg"
            listStyleType="none"
            borderRadius="card"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
          >
            {entry.question}
            <Box className="faq-chevron" transition="transform 0.2s" flexShrink={0} color="fg.muted">
              <ChevronDown size={20} aria-hidden="true" />
            </Box>
          </chakra.summary>
          <Text px="5" pb="5" color="fg.muted">
            {entry.answer}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
