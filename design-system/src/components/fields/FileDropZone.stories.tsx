import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { FileDropZone } from './FileDropZone';

function photo(name: string, kb: number, type = 'image/jpeg') {
  return new File([new Uint8Array(kb * 1024)], name, { type });
}

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  args: { onFilesChange: fn(), onFilesRejected: fn() },
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

/** Ten photos: the button is disabled and the count reads 10 of 10. */
export const AtLimit: Story = {
  args: { files: Array.from({ length: 10 }, (_, i) => photo(`basement-${i + 1}.jpg`, 900 + i * 50)) },
};

export const WithError: Story = { args: { errorText: 'kitchen-after.png is larger than 10MB' } };

export const Disabled: Story = { args: { disabled: true } };

/** Controlled by the page, which also shows its own notice for dropped files. */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [files, setFiles] = useState<File[]>([]);
    const [dropped, setDropped] = useState(0);
    return (
      <div>
        <FileDropZone
          {...args}
          files={files}
          onFilesChange={setFiles}
          onFilesRejected={(details) => {
            if (details.reason === 'limit') setDropped((n) => n + details.files.length);
            args.onFilesRejected?.(details);
          }}
        />
        {dropped > 0 ? <p>Only the first 10 photos were kept ({dropped} dropped).</p> : null}
      </div>
    );
  },
};
