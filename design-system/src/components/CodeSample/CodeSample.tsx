import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Check, Copy } from 'lucide-react';
import { useCopyFeedback } from '../shared/useCopyFeedback';
import { useId } from 'react';

export interface CodeSampleProps {
  /** What the code is, e.g. 'curl' or 'JavaScript (fetch)'. Names the block and its Copy button. */
  label: string;
  /** The code, shown as written (whitespace kept). */
  code: string;
  /**
   * Writes to the clipboard; resolves when done.
   * @default navigator.clipboard.writeText
   */
  copy?: (text: string) => Promise<void>;
}

/**
 * A copy-ready code example (a curl command, a fetch call, a GraphQL query): monospaced, scrolling
 * sideways inside its box on narrow screens (focusable, so keyboard users can scroll it too), with a
 * Copy button that confirms. Colours come from the theme's tokens, so both themes read well.
 */
export function CodeSample({ label, code, copy = (text) => navigator.clipboard.writeText(text) }: CodeSampleProps) {
  const id = useId();
  const { state, onCopy } = useCopyFeedback(code, copy);

  return (
    <Stack as="figure" gap="0" borderWidth="1px" borderColor="border" borderRadius="l3" overflow="hidden" bg="bg.subtle" minW="0" m="0">
      <HStack justify="space-between" gap="2" px="3" py="1.5" borderBottomWidth="1px" borderColor="border" bg="bg.muted">
        <Text as="figcaption" id={`${id}-label`} textStyle="sm" fontWeight="semibold" color="fg">
          {label}
        </Text>
        <Button size="xs" variant="ghost" colorPalette="gray" onClick={() => void onCopy()} aria-label={`Copy ${label}`}>
          {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {state === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </HStack>
      <Box
        as="pre"
        role="region"
        aria-labelledby={`${id}-label`}
        tabIndex={0}
        m="0"
        px="4"
        py="3"
        overflowX="auto"
        fontFamily="mono"
        textStyle="sm"
        lineHeight="tall"
        color="fg"
        whiteSpace="pre"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
      >
        <code>{code}</code>
      </Box>
      <Text textStyle="xs" color="fg.error" aria-live="polite" px={state === 'failed' ? '3' : '0'} pb={state === 'failed' ? '2' : '0'}>
        {state === 'failed' ? 'Copying failed: select the code and copy it yourself.' : state === 'copied' ? <VisuallyHiddenCopied /> : ''}
      </Text>
    </Stack>
  );
}

/** The confirmation read out to screen readers; the button already shows it to everyone else. */
function VisuallyHiddenCopied() {
  return (
    <Box as="span" srOnly>
      Copied to the clipboard.
    </Box>
  );
}
