import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './ContractorCard.stories';

const { VerifiedAvailable, Busy, NewProWithAction, OwnLabels } = composeStories(stories);

describe('ContractorCard', () => {
  it('shows verified badge, rating, specialties and availability', () => {
    render(<VerifiedAvailable />);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5 from 127 reviews' })).toBeInTheDocument();
    const specialties = within(screen.getByRole('list', { name: 'Specialties' })).getAllByRole('listitem');
    expect(specialties.map((s) => s.textContent)).toEqual(['Kitchens', 'Bathrooms', 'Basements']);
    expect(screen.getByText('Available now')).toBeInTheDocument();
    expect(screen.getByText('15 years in business · 340 projects completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Profile/ })).toHaveAttribute('href', '/contractor/1');
  });

  it('shows busy contractors without the verified badge, with initials', () => {
    render(<Busy />);
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.getByText('Currently busy')).toBeInTheDocument();
    expect(screen.getByText('NC')).toBeInTheDocument();
  });

  it('says a new pro has no reviews yet instead of a score, lists checked credentials and keeps the action beside View Profile', () => {
    render(<NewProWithAction />);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText('Available now')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Credentials checked' })).getByText('WSIB cleared')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite to quote' })).toBeInTheDocument();
  });

  it('says its own words in place of the defaults, and keeps those it is not given', () => {
    render(<OwnLabels />);
    expect(screen.getByText('Vérifié')).toBeInTheDocument();
    expect(screen.getByText('Disponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Voir le profil de / })).toHaveTextContent('Voir le profil');
    expect(screen.getByRole('list', { name: 'Credentials checked' })).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
