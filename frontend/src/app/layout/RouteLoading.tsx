import { Center, Spinner, Text } from '@marketplace/design-system';

/** Shown while the first screen's code loads. */
export function RouteLoading() {
  return (
    <Center py="24" flexDirection="column" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">Loading page...</Text>
    </Center>
  );
}
