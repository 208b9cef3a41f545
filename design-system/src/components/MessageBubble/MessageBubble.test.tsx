import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './MessageBubble.stories';

const { FromTheOtherSide, WithPhotos } = composeStories(stories);

describe('MessageBubble', () => {
  it('shows the sender, a machine-readable time and the text', () => {
    const { container } = render(<FromTheOtherSide />);
    expect(screen.getByText('Maple Leaf Renovations')).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T15:42:00Z');
    expect(screen.getByText(/egress window/)).toBeInTheDocument();
  });

  it('links each photo thumbnail to the full-size image', () => {
    render(<WithPhotos />);
    expect(screen.getByRole('link', { name: 'Photo 1 from Maple Leaf Renovations (opens full size)' })).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('img')).toHaveLength(2);
    // With its stored sizes, a thumbnail lets the browser pick a small one; without, it shows the photo.
    const [sized, plain] = screen.getAllByRole('img');
    expect(sized).toHaveAttribute('srcset', expect.stringContaining(' 160w'));
    expect(sized).toHaveAttribute('sizes', '5rem');
    expect(plain).not.toHaveAttribute('srcset');
  });

  itHasNoA11yViolations(composeStories(stories));
});
