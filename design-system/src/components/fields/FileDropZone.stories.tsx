import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { fn } from 'storybook/test';
import { FileDropZone } from './FileDropZone';
import type { FileSelection } from './FileDropZone';

function photo(name: string, kb: number, type = 'image/jpeg') {
  return new File([new Uint8Array(kb * 1024)], name, { type });
}

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Project Photos',
    inputLabel: 'Add project photos',
    hint: 'PNG, JPG, GIF up to 10MB each',
    optional: true,
    onFilesChange: fn(),
  },
  decorators: [withMaxWidth(560)],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled: keeps its own list. */
export const Empty: Story = {};

export const WithPhotos: Story = {
  args: {
    files: [photo('kitchen-before.jpg', 2300), photo('kitchen-after.png', 3100, 'image/png'), photo('floor-plan.gif', 420, 'image/gif')],
  },
};

/** Ten photos: the input is disabled and the count reads 10 of 10. */
export const AtLimit: Story = {
  args: { files: Array.from({ length: 10 }, (_, i) => photo(`basement-${i + 1}.jpg`, 900 + i * 50)) },
};

export const WithError: Story = { args: { errorText: 'kitchen-after.png is larger than 10MB' } };

export const Disabled: Story = { args: { disabled: true } };

/** The app's own rule decides what joins the list, here a 10 MB size limit, and words the notices. */
export const WithSelectionRule: Story = {
  args: {
    select: (current: File[], incoming: File[]): FileSelection => {
      const tooBig = incoming.filter((file) => file.size > 10 * 1024 * 1024);
      return {
        accepted: [...current, ...incoming.filter((file) => !tooBig.includes(file))],
        notices: tooBig.length > 0 ? [`${tooBig.map((file) => file.name).join(', ')}: larger than 10MB.`] : [],
      };
    },
  },
};
