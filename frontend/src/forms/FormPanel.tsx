import { Box, Heading, HStack, Notice, Stack } from '@marketplace/design-system';
import type { ReactNode } from 'react';

/**
 * The raised panel a sign-up form sits in: an icon and heading, then the form's message when
 * sending failed as a whole (Formik's `status`, announced), then the fields.
 */
export function FormPanel({ icon, title, status, children }: { icon: ReactNode; title: string; status: unknown; children: ReactNode }) {
  return (
    <Stack gap="5" p={{ base: '6', md: '8' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
      <HStack gap="2">
        <Box color="fg.brand">{icon}</Box>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      </HStack>
      {typeof status === 'string' ? (
        <Notice tone="warning" role="alert">
          {status}
        </Notice>
      ) : null}
      {children}
    </Stack>
  );
}
