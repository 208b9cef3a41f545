import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useCopyFeedback } from '../shared/useCopyFeedback';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface SecretFieldProps {
  /** What the secret is, e.g. 'API key'. */
  label: string;
  /** The secret itself, shown in full. */
  value: string;
  /** Why it matters, e.g. that it is shown only once. Shown as a warning above the value. */
  warning?: ReactNode;
  /**
   * Writes to the clipboard; resolves when done.
   * @default navigator.clipboard.writeText
   */
  copy?: (text: string) => Promise<void>;
}

/**
 * A secret displayed once (a new API key, a recovery code): the value in a monospaced box that
 * selects whole, a Copy button that confirms, and an optional warning.
 */
export function SecretField({ label, value, warning, copy = (text) => navigator.clipboard.writeText(text) }: SecretFieldProps) {
  const id = useId();
  const { state, onCopy } = useCopyFeedback(value, copy);

  return (
    <Stack gap="3">
      {warning ? (
        <HStack align="start" gap="2" p="3" borderRadius="l2" bg="bg.warning" color="fg.warning" textStyle="sm" fontWeight="medium">
          <Box as="span" mt="0.5" flexShrink={0}>
            <TriangleAlert size={16} aria-hidden="true" />
          </Box>
          <Text as="span">{warning}</Text>
        </HStack>
      ) : null}
      <Stack gap="1.5">
        <Text id={`${id}-label`} textStyle="sm" fontWeight="semibold">
          {label}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ base: 'stretch', sm: 'center' }}>
          <Box
            aria-labelledby={`${id}-label`}
            role="textbox"
            aria-readonly="true"
            tabIndex={0}
            flex="1"
            minW="0"
            px="3"
            py="2"
            borderWidth="1px"
            borderColor="border.emphasized"
            borderRadius="l2"
            bg="bg.subtle"
            fontFamily="mono"
            textStyle="sm"
            wordBreak="break-all"
            userSelect="all"
          >
            {value}
          </Box>
          <Button variant="outline" colorPalette="gray" onClick={() => void onCopy()} aria-label={`Copy ${label}`} flexShrink={0}>
            {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {state === 'copied' ? 'Copied' : 'Copy'}
          </Button>
        </Stack>
        <Text textStyle="xs" color={state === 'failed' ? 'fg.error' : 'fg.muted'} aria-live="polite" minH="4">
          {state === 'copied' ? 'Copied to the clipboard.' : state === 'failed' ? 'Copying failed: select the value and copy it yourself.' : ''}
        </Text>
      </Stack>
    </Stack>
  );
}
