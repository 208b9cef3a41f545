import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { PhotoStrip, type PhotoStripPhoto } from '../PhotoStrip/PhotoStrip';

export interface MessageBubbleProps {
  /** Who wrote it, e.g. 'Maple Leaf Renovations' or 'You'. */
  senderName: string;
  /** When it was sent, already formatted (the app formats the server's time). */
  sentLabel: string;
  /** Machine-readable time for the `<time>` element (ISO date-time). */
  sentAt?: string;
  /** The message text; line breaks are kept. */
  body: string;
  /**
   * Attached photos: each opens full size (`src`) in a new tab. With `srcSet` (the photo's stored
   * sizes) the 80 px thumbnail loads the smallest size that is sharp enough instead of the full one.
   */
  images?: readonly PhotoStripPhoto[];
  /**
   * The viewer's own messages sit on the right in the brand colour; the other side's on the left.
   * @default false
   */
  fromViewer?: boolean;
}

/** One message of a conversation: sender, time, text and photo thumbnails. Render inside a list (`<li>`). */
export function MessageBubble({ senderName, sentLabel, sentAt, body, images = [], fromViewer = false }: MessageBubbleProps) {
  return (
    <Stack gap="1" align={fromViewer ? 'flex-end' : 'flex-start'} maxW="full">
      <HStack gap="2" textStyle="xs" color="fg.muted" flexWrap="wrap">
        <Text as="span" fontWeight="semibold" color="fg">
          {senderName}
        </Text>
        <chakra.time dateTime={sentAt}>{sentLabel}</chakra.time>
      </HStack>
      <Box
        maxW={{ base: '90%', md: '75%' }}
        px="4"
        py="3"
        borderRadius="card"
        bg={fromViewer ? 'brand.solid' : 'bg.muted'}
        color={fromViewer ? 'brand.contrast' : 'fg'}
        borderWidth="1px"
        borderColor={fromViewer ? 'transparent' : 'border'}
      >
        <Text textStyle="sm" whiteSpace="pre-line" overflowWrap="anywhere">
          {body}
        </Text>
        {images.length > 0 ? (
          <Box mt="3">
            <PhotoStrip photos={images} label={`Photos from ${senderName}`} />
          </Box>
        ) : null}
      </Box>
    </Stack>
  );
}
