import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';

/** Shown while the first screen's code loads. */
export function RouteLoading() {
  return (
    <Center py="24" flexDirection="column" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">Loading page...</Text>
    </Center>
  );
}
