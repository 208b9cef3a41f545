import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import { PhotoStrip } from './PhotoStrip';
import * as stories from './PhotoStrip.stories';

const { Small, OnARecord } = composeStories(stories);

describe('PhotoStrip', () => {
  it('lists the photos, each a link to the full size in a new tab', () => {
    render(<Small />);
    expect(screen.getByRole('list', { name: 'Photos of the update' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Photo 1 of the update (opens full size)' })).toHaveAttribute('target', '_blank');
    // With its stored sizes, a thumbnail lets the browser pick a small one; without, it shows the photo.
    const [sized, plain] = screen.getAllByRole('img');
    expect(sized).toHaveAttribute('sizes', '5rem');
    expect(plain).not.toHaveAttribute('srcset');
  });

  it('asks for the larger thumbnail on a record', () => {
    render(<OnARecord />);
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('sizes', '6rem');
  });

  it('draws nothing without photos', () => {
    const { container } = render(<PhotoStrip photos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  itHasNoA11yViolations(composeStories(stories));
});
