import { Button, Heading, HStack, SecretField, Stack } from '@marketplace/design-system';
import { useEffect, useRef } from 'react';

/** The new key's secret, shown once; Done hides it for good. `warning` says where the key goes (an operator hands it over; a partner keeps it). */
export function CreatedKeyPanel({ name, secret, onDone, warning }: { name: string; secret: string; onDone: () => void; warning: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack as="section" aria-labelledby="created-key" gap="4" p={{ base: '4', md: '5' }} borderWidth="2px" borderColor="border.warning" borderRadius="card" bg="bg.panel">
      <Heading as="h3" size="md" id="created-key" ref={headingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
        New key for {name}
      </Heading>
      <SecretField label="API key" value={secret} warning={warning} />
      <HStack justify="flex-end">
        <Button onClick={onDone}>I have copied the key</Button>
      </HStack>
    </Stack>
  );
}
