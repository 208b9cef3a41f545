import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { showToast } from '../../provider/toaster';

/**
 * `showToast({ title, description, type })` from anywhere below
 * `DesignSystemProvider`. Texts below are the product's own (a posted project, a favourite, a failed request).
 */
function ToastDemo() {
  return (
    <HStack gap="3" wrap="wrap">
      <Button
        colorPalette="green"
        onClick={() =>
          showToast({ type: 'success', title: 'Project Posted Successfully!', description: 'Your project is now available for contractors to view and bid on.' })
        }
      >
        Success
      </Button>
      <Button colorPalette="red" onClick={() => showToast({ type: 'error', title: 'Error', description: 'Failed to send message. Please try again.' })}>
        Error
      </Button>
      <Button colorPalette="gray" onClick={() => showToast({ title: 'Message Sent!', description: "We'll get back to you within 24 hours." })}>
        Info
      </Button>
    </HStack>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  parameters: { withToaster: true },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toasts: Story = {};
