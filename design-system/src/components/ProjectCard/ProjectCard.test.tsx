import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './ProjectCard.stories';
import { projectPriceLabel } from './projectPrice';

const { Completed, OpenForBids, ContactForQuote, Favorited, Grid, ResponsivePhoto, WithoutImage, WithoutImageWithBadges } = composeStories(stories);

describe('projectPriceLabel', () => {
  it('uses price, then budget, then homeowner budget, then the fallback text', () => {
    expect(projectPriceLabel({ price: '$5,000', budget: '$1,000', homeownerBudget: '$2,000' })).toBe('$5,000');
    expect(projectPriceLabel({ price: '  ', budget: '$1,000 - $5,000' })).toBe('$1,000 - $5,000');
    expect(projectPriceLabel({ price: null, budget: undefined, homeownerBudget: 'Under $1,000' })).toBe('Under $1,000');
    expect(projectPriceLabel({})).toBe('Contact for quote');
  });
});

describe('ProjectCard', () => {
  it('links the card to the project and the contractor to their profile', () => {
    render(<Completed />);
    expect(screen.getByRole('link', { name: 'Leslieville Semi Kitchen Renovation' })).toHaveAttribute('href', '/project/3');
    expect(screen.getByRole('link', { name: 'Maple Leaf Renovations' })).toHaveAttribute('href', '/contractor/1');
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5 from 38 reviews' })).toBeInTheDocument();
    expect(screen.getByText('Leslieville, Toronto')).toBeInTheDocument();
    expect(screen.getByTestId('project-price')).toHaveTextContent('$45,000 - $60,000');
  });

  it('shows the budget, status and urgency of a posted project', () => {
    render(<OpenForBids />);
    expect(screen.getByTestId('project-price')).toHaveTextContent('$25,000 - $50,000');
    expect(screen.getByText('Open for Bids')).toBeInTheDocument();
    expect(screen.getByText('High urgency')).toBeInTheDocument();
  });

  it("falls back to 'Contact for quote'", () => {
    render(<ContactForQuote />);
    expect(screen.getByTestId('project-price')).toHaveTextContent('Contact for quote');
  });

  it('offers the browser the photo sizes with how wide the card shows, and only the one photo without them', () => {
    const { container, unmount } = render(<ResponsivePhoto />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('480w');
    expect(img).toHaveAttribute('sizes', '380px');
    unmount();
    const plain = render(<Completed />).container.querySelector('img')!;
    expect(plain.hasAttribute('srcset')).toBe(false);
    expect(plain.hasAttribute('sizes')).toBe(false);
  });

  it('reports heart presses without following the card link', async () => {
    render(<Favorited />);
    const heart = screen.getByRole('button', { name: /Save Leslieville Semi Kitchen Renovation to favorites/ });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(Favorited.args.onToggleFavorite).toHaveBeenCalledTimes(1);
  });

  it('toggles favourites in the grid', async () => {
    render(<Grid />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const heart = within(cards[0]).getByRole('button', { name: /favorites/ });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('renders without a photo as a compact card: no cover frame, nothing drawn where a photo would be', () => {
    const { container } = render(<WithoutImage />);
    expect(screen.queryByRole('img', { name: '' })).not.toBeInTheDocument();
    expect(container.querySelector('img, svg[class*="image-off"]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Bathroom refresh in Liberty Village' })).toBeInTheDocument();
  });

  it('keeps the badges and the heart without a photo, above the title', () => {
    render(<WithoutImageWithBadges />);
    expect(screen.getByText('Open for Bids')).toBeInTheDocument();
    expect(screen.getByText('High urgency')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Furnace replacement in Springdale/ })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  itHasNoA11yViolations(composeStories(stories));
});
