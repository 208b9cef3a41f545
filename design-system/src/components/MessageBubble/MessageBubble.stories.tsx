import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@chakra-ui/react/stack';
import { withMaxWidth } from '../../stories-support/decorators';
import { placeholderImage } from '../../stories-support/placeholder';
import { MessageBubble } from './MessageBubble';

const meta = {
  title: 'Marketplace/MessageBubble',
  component: MessageBubble,
  args: {
    senderName: 'Maple Leaf Renovations',
    sentLabel: 'Nov 23, 2026, 10:42 a.m.',
    sentAt: '2026-11-23T15:42:00Z',
    body: 'Is the egress window in the back bedroom already permitted, or should we include it in the drawings for the City of Toronto?',
  },
  decorators: [withMaxWidth(640)],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheOtherSide: Story = {};

export const FromViewer: Story = { args: { senderName: 'You', fromViewer: true, body: 'Please include it. The inspector asked for a 3.8 sq ft opening.' } };

export const WithPhotos: Story = {
  args: {
    body: 'Here is the wall where the window would go, and the current panel.',
    images: [
      {
        src: placeholderImage(320, 240, 'interior', 'Back wall'),
        srcSet: `${placeholderImage(160, 120, 'interior', 'Back wall')} 160w, ${placeholderImage(320, 240, 'interior', 'Back wall')} 320w`,
        alt: 'Photo 1 from Maple Leaf Renovations',
      },
      { src: placeholderImage(240, 320, 'interior', 'Panel'), alt: 'Photo 2 from Maple Leaf Renovations' },
    ],
  },
};

/** A short conversation, as the thread screen lists it. */
export const Conversation: Story = {
  render: () => (
    <Stack as="ul" gap="4" listStyleType="none">
      <li>
        <MessageBubble senderName="Amara" sentLabel="Nov 22, 2026, 7:15 p.m." body="When could you start? We hope to be done before March break." />
      </li>
      <li>
        <MessageBubble senderName="You" fromViewer sentLabel="Nov 23, 2026, 9:02 a.m." body="We can pull the permit next week and start framing on January 12." />
      </li>
    </Stack>
  ),
};
