import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './CredentialBadges.stories';

const { Profile, AllOnACard, None } = composeStories(stories);

describe('CredentialBadges', () => {
  it('lists the badges in order under its label', () => {
    render(<Profile />);
    const list = screen.getByRole('list', { name: 'Credentials of Danforth Renovations' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Verified', 'WSIB cleared', 'Insured to $2M']);
  });

  it('shows all six kinds', () => {
    render(<AllOnACard />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Toronto renovator licence')).toBeInTheDocument();
  });

  it('renders nothing without badges', () => {
    const { container } = render(<None />);
    expect(container).toBeEmptyDOMElement();
  });

  itHasNoA11yViolations(composeStories(stories));
});
