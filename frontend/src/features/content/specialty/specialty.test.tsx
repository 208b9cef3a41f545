import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOVING_LISTINGS, VISUALIZATION_LISTINGS } from '../../../data/projects';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { MovingPage, VisualizationPage } from './pages';
import { filterSpecialty } from './specialtyRules';

jest.mock('../../../app/seo/siteOrigin', () => ({ siteOrigin: () => 'https://gtahomepros.test' }));

const renderWithFavorites = (page: React.ReactElement) => renderWithApp(page);

describe('MovingPage', () => {
  it('shows hero stats, counts, filters by type and shows the empty state', async () => {
    const user = userEvent.setup();
    renderWithFavorites(<MovingPage />);
    // Without the API (no network here) a counted figure waits; it is never a made-up number.
    for (const stat of ['Moves completed: …', 'Starting price: From $800+', 'Typical duration: 1-3 days']) {
      expect(screen.getByRole('group', { name: stat })).toBeInTheDocument();
    }
    expect(screen.getByText(`${MOVING_LISTINGS.length} Moving Projects Found`)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Project type'), 'long-distance');
    const longDistance = filterSpecialty(MOVING_LISTINGS, 'movingType', 'long-distance', '').length;
    expect(longDistance).toBeGreaterThan(0);
    expect(screen.getByText(`${longDistance} Moving Projects Found`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search projects'), 'zzqx');
    expect(screen.getByText('0 Moving Projects Found')).toBeInTheDocument();
    expect(screen.getByText('No projects found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters.')).toBeInTheDocument();
  });
});

describe('VisualizationPage', () => {
  it('counts visualization projects and searches them', async () => {
    const user = userEvent.setup();
    renderWithFavorites(<VisualizationPage />);
    expect(screen.getByText(`${VISUALIZATION_LISTINGS.length} Visualization Projects Found`)).toBeInTheDocument();
    const word = VISUALIZATION_LISTINGS[0].location.split(',').pop()!.trim();
    await user.type(screen.getByLabelText('Search projects'), word);
    const expected = filterSpecialty(VISUALIZATION_LISTINGS, 'visualizationType', 'all', word).length;
    expect(screen.getByText(`${expected} Visualization Projects Found`)).toBeInTheDocument();
  });
});

describe('filterSpecialty', () => {
  it('featured keeps projects flagged featured as well', () => {
    const featured = filterSpecialty(MOVING_LISTINGS, 'movingType', 'featured', '');
    expect(featured.every((p) => p.movingType === 'featured' || p.featured)).toBe(true);
  });
});
