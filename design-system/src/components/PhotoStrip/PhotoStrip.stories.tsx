import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage } from '../../stories-support/placeholder';
import { withMaxWidth } from '../../stories-support/decorators';
import { PhotoStrip } from './PhotoStrip';

/** A basement in Scarborough: the framing the contractor's update shows, and the open wall a dispute is about. */
const framing = {
  src: placeholderImage(1200, 800, 'interior', 'Framing'),
  srcSet: `${placeholderImage(480, 320, 'interior', 'Framing')} 480w, ${placeholderImage(1200, 800, 'interior', 'Framing')} 1200w`,
  alt: 'Photo 1 of the update',
};
const northWall = { src: placeholderImage(800, 1000, 'interior', 'North wall'), alt: 'Photo 2 of the update' };

const meta = {
  title: 'Marketplace/PhotoStrip',
  component: PhotoStrip,
  decorators: [withMaxWidth(480)],
  args: { photos: [framing, northWall], label: 'Photos of the update' },
} satisfies Meta<typeof PhotoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a message: 80 px thumbnails. */
export const Small: Story = {};

/** On a job's record (progress updates, a dispute's evidence): 96 px thumbnails. */
export const OnARecord: Story = { args: { size: 'md' } };

/** Ten photos, the most an update or a dispute takes, wrap onto several rows at phone width. */
export const Ten: Story = {
  args: { size: 'md', photos: Array.from({ length: 10 }, (_, index) => ({ ...framing, src: `${framing.src}#${index + 1}`, alt: `Photo ${index + 1} of the dispute` })) },
};
