import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { listedSample, withSamples } from '../../../app/testing/showcaseSamples';
import { PAGE_LISTINGS } from '../listings';
import { MovingPage, VisualizationPage } from './pages';
import { filterSpecialty } from './specialtyRules';

jest.mock('../../../app/seo/siteOrigin', () => ({ siteOrigin: () => 'https://gtahomepros.test' }));

const moves = [
  listedSample(601, { title: 'Condo move from Liberty Village', category: 'moving-solutions' }, { movingType: 'local', subcategory: 'Residential' }),
  listedSample(602, { title: 'Office relocation to Markham', category: 'moving-solutions', location: 'Unionville, Markham' }, { movingType: 'local', featured: true }),
  listedSample(603, { title: 'Toronto to Ottawa family move', category: 'moving-solutions' }, { movingType: 'long-distance' }),
];
const renderings = [
  listedSample(701, { title: 'Laneway house renderings', category: 'architectural-visualization', location: 'Leslieville, Toronto' }, { visualizationType: 'residential' }),
  listedSample(702, { title: 'Retail plaza walkthrough', category: 'architectural-visualization', location: 'Woodbridge, Vaughan' }, { visualizationType: 'commercial' }),
];

describe('MovingPage', () => {
  it('shows hero stats, counts, filters by type and shows the empty state', async () => {
    const user = userEvent.setup();
    renderWithApp(<MovingPage />, { contentData: withSamples([PAGE_LISTINGS.moving, moves]) });
    // Without the API (no network here) a counted figure waits; it is never a made-up number.
    for (const stat of ['Moves completed: …', 'Starting price: From $800+', 'Typical duration: 1-3 days']) {
      expect(screen.getByRole('group', { name: stat })).toBeInTheDocument();
    }
    expect(screen.getByText('3 Moving Projects Found')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Project type'), 'long-distance');
    expect(screen.getByText('1 Moving Projects Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toronto to Ottawa family move' })).toHaveAttribute('href', '/project/603');
    await user.type(screen.getByLabelText('Search projects'), 'zzqx');
    expect(screen.getByText('0 Moving Projects Found')).toBeInTheDocument();
    expect(screen.getByText('No projects found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters.')).toBeInTheDocument();
  });
});

describe('VisualizationPage', () => {
  it('counts visualization projects and searches them', async () => {
    const user = userEvent.setup();
    renderWithApp(<VisualizationPage />, { contentData: withSamples([PAGE_LISTINGS.visualization, renderings]) });
    expect(screen.getByText('2 Visualization Projects Found')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search projects'), 'vaughan');
    expect(screen.getByText('1 Visualization Projects Found')).toBeInTheDocument();
  });
});

describe('filterSpecialty', () => {
  it('featured keeps projects flagged featured as well', () => {
    expect(filterSpecialty(moves, 'movingType', 'featured', '').map((p) => p.showcaseNumber)).toEqual([602]);
    expect(filterSpecialty(moves, 'movingType', 'local', 'markham').map((p) => p.showcaseNumber)).toEqual([602]);
  });
});
