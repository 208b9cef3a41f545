import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AppLink } from '../../navigation/AppLink';
import type { NavigationOptions } from '../../navigation/navigation';

export interface NotificationItemProps extends NavigationOptions {
  title: string;
  body: string;
  /** Where it leads. */
  href: string;
  /** When it happened, already formatted ('2 hours ago', 'Nov 21, 3:05 p.m.'). */
  time: string;
  /** Unread items are marked with a dot and bold title (and say so to screen readers). */
  unread: boolean;
  /** Called when the link is followed (to mark it read). */
  onOpen?: () => void;
}

/** One notification in a list: title linking to the screen it is about, a sentence, and when. */
export function NotificationItem({ title, body, href, time, unread, onOpen, linkAs, onNavigate }: NotificationItemProps) {
  return (
    <HStack as="li" align="start" gap="3" py="3" px="4" borderBottomWidth="1px" borderColor="border.muted" bg={unread ? 'bg.subtle' : undefined}>
      <Box mt="2" boxSize="2" flexShrink={0} borderRadius="full" bg={unread ? 'fg.brand' : 'transparent'} aria-hidden="true" />
      <Stack gap="1" minW="0">
        <AppLink
          href={href}
          linkAs={linkAs}
          onNavigate={onNavigate}
          onClick={onOpen}
          fontWeight={unread ? 'bold' : 'medium'}
          color="fg"
          textDecoration="underline"
          textDecorationColor="border.emphasized"
        >
          {unread ? <Box as="span" srOnly>Unread: </Box> : null}
          {title}
        </AppLink>
        <Text textStyle="sm" color="fg.muted">
          {body}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {time}
        </Text>
      </Stack>
    </HStack>
  );
}
