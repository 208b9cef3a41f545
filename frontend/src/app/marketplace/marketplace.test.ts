import { OPEN_SAMPLE_PROJECTS, SAMPLE_PROJECTS } from '../../data/projects';
import type { MarketplaceProjectFieldsFragment } from '../../gql/graphql';
import { statusFromApi, statusToApi, urgencyFromApi } from './enums';
import { categoryLabelOf, fromDatabaseProject, fromOpenSample, fromSampleProject, projectPrice } from './fromSources';
import { databaseIdOf, isDatabaseProject, parseDisplayId, toDisplayId } from './ids';
import { sourceOfDisplayId } from './sourceOfDisplayId';
import { applyStatusOverrides, builtInProjects, mergeProjects } from './merge';
import { statusChangeInput } from './useProjectActions';
import { allowedStatusOptions, canDelete, canEdit, NO_PERMISSIONS, permissionsFromApi, statusOptionsFor } from './permissions';
import { DASHBOARD_STATUS_OPTIONS } from '../../data/postForm';

const node = (over: Partial<MarketplaceProjectFieldsFragment> = {}): MarketplaceProjectFieldsFragment => ({
  id: '7',
  title: 'Basement waterproofing in Etobicoke',
  description: 'Interior weeping tile and a sump pit.',
  category: 'Basement Finishing',
  budget: '$10,000 - $25,000',
  timeline: 'Within 1 month',
  urgency: 'HIGH',
  homeowner: 'Ana Silva',
  location: 'Mimico, Toronto, ON',
  imageUrls: ['/uploads/a.png'],
  photos: [{ url: '/uploads/a.png', width: null, height: null, srcset: null }],
  requirements: [],
  status: 'IN_PROGRESS',
  postedDate: '2030-01-02T10:00:00.000Z',
  proposalCount: 2,
  estimatedCost: null,
  contractorNotes: '',
  startDate: null,
  completionDate: null,
  visibility: 'PUBLISHED',
  acceptingQuotes: true,
  viewerProposalId: null,
  viewerCan: { statuses: [], fields: [], delete: false, decideProposals: false, submitProposal: false, reopenForQuotes: false },
  ...over,
});

describe('display ids', () => {
  it('offsets database projects by 3000 and the open sample by 2000', () => {
    expect(toDisplayId('database', '7')).toBe(3007);
    expect(toDisplayId('open-sample', 1)).toBe(2001);
    expect(toDisplayId('open-sample', 2501)).toBe(2501);
    expect(toDisplayId('sample', 4)).toBe(4);
  });

  it('maps display ids back to server ids, skipping samples and non-numeric ids', () => {
    expect(databaseIdOf(3007)).toBe(7);
    expect(databaseIdOf('3000')).toBe(0);
    expect(databaseIdOf('db-12')).toBe(12);
    expect(databaseIdOf('db-x')).toBeNull();
    expect(databaseIdOf('abc')).toBeNull();
    expect(databaseIdOf(2001)).toBeNull();
    expect(databaseIdOf(5)).toBeNull();
    expect(databaseIdOf(undefined)).toBeNull();
  });

  it('parses route ids', () => {
    expect(parseDisplayId('3005')).toBe(3005);
    expect(parseDisplayId('db-5')).toBe(3005);
    expect(parseDisplayId('12abc')).toBeNull();
    expect(parseDisplayId('')).toBeNull();
  });

  it('knows which source an id belongs to', () => {
    expect(sourceOfDisplayId(3)).toBe('sample');
    expect(sourceOfDisplayId(2001)).toBe('open-sample');
    expect(sourceOfDisplayId(2501)).toBe('open-sample');
    expect(sourceOfDisplayId(1001)).toBe('listing-sample');
    expect(sourceOfDisplayId(3001)).toBe('database');
    expect(sourceOfDisplayId(999)).toBeNull();
    expect(sourceOfDisplayId(0)).toBeNull();
    expect(isDatabaseProject(3001)).toBe(true);
    expect(isDatabaseProject('db-1')).toBe(true);
    expect(isDatabaseProject(2001)).toBe(false);
  });
});

describe('enum conversion', () => {
  it('turns GraphQL enums into the kebab-case the UI uses and back', () => {
    expect(statusFromApi('AWAITING_ESTIMATION')).toBe('awaiting-estimation');
    expect(statusToApi('in-progress')).toBe('IN_PROGRESS');
    expect(urgencyFromApi('LOW')).toBe('low');
  });

  it('sends the status only: the server stamps startDate and completionDate', () => {
    expect(statusChangeInput('in-progress')).toEqual({ status: 'IN_PROGRESS' });
    expect(statusChangeInput('completed')).toEqual({ status: 'COMPLETED' });
    expect(statusChangeInput('open')).toEqual({ status: 'OPEN' });
  });
});

describe('sources', () => {
  it('normalises a database project, filling a missing homeowner and images with defaults', () => {
    const project = fromDatabaseProject(node({ homeowner: '', imageUrls: [] }));
    expect(project).toMatchObject({ id: 3007, source: 'database', databaseId: '7', status: 'in-progress', urgency: 'high', homeowner: 'Unknown', homeownerBudget: '$10,000 - $25,000', contractorNotes: undefined });
    expect(project.images).toEqual(['/api/placeholder/800/600']);
    expect(project.projectScope).toBe(project.description);
  });

  it('normalises samples', () => {
    expect(fromOpenSample(OPEN_SAMPLE_PROJECTS[0])).toMatchObject({ id: 2001, source: 'open-sample', status: 'open' });
    expect(fromSampleProject(SAMPLE_PROJECTS[0])).toMatchObject({ id: 1, source: 'sample', status: 'completed', price: SAMPLE_PROJECTS[0].price });
  });

  it('names sample categories for people', () => {
    expect(fromSampleProject(SAMPLE_PROJECTS[0]).categoryLabel).not.toMatch(/-/);
    expect(categoryLabelOf('some-new-trade')).toBe('Some New Trade');
    expect(categoryLabelOf('Kitchen Renovation')).toBe('Kitchen Renovation');
  });

  it('falls back from price to budget to homeowner budget to Contact for quote', () => {
    expect(projectPrice({ price: '$1', budget: '$2' })).toBe('$1');
    expect(projectPrice({ budget: '$2', homeownerBudget: '$3' })).toBe('$2');
    expect(projectPrice({ homeownerBudget: '$3' })).toBe('$3');
    expect(projectPrice({})).toBe('Contact for quote');
  });
});

describe('merge', () => {
  it('lists database projects and open samples newest first without duplicates', () => {
    const older = fromDatabaseProject(node({ id: '1', postedDate: '2020-01-01T00:00:00Z' }));
    const newer = fromDatabaseProject(node({ id: '2' }));
    const merged = mergeProjects([older, newer, newer], builtInProjects('open'));
    expect(merged[0].id).toBe(3002);
    expect(merged.filter((p) => p.id === 3002)).toHaveLength(1);
    expect(merged.at(-1)?.id).toBe(3001);
    expect(merged.map((p) => p.id)).toContain(2001);
  });

  it('puts completed samples (no posted date) after posted ones in the portfolio set', () => {
    const merged = mergeProjects([fromDatabaseProject(node())], builtInProjects('portfolio'));
    expect(merged[0].id).toBe(3007);
    expect(merged.slice(-SAMPLE_PROJECTS.length).map((p) => p.id)).toEqual(SAMPLE_PROJECTS.map((p) => p.id));
    expect(builtInProjects('none')).toEqual([]);
  });

  it('applies page-memory status changes', () => {
    const [sample] = builtInProjects('open');
    const [changed] = applyStatusOverrides([sample], new Map([[sample.id, 'cancelled' as const]]));
    expect(changed.status).toBe('cancelled');
    expect(sample.status).toBe('open');
  });
});

describe('permissions', () => {
  it('reads the server\'s viewerCan into the screens\' terms', () => {
    const project = fromDatabaseProject(
      node({ viewerCan: { statuses: ['CANCELLED', 'OPEN'], fields: ['ESTIMATED_COST', 'CONTRACTOR_NOTES'], delete: true, decideProposals: true, submitProposal: false, reopenForQuotes: true } }),
    );
    expect(project.viewerCan).toEqual({
      statuses: ['cancelled', 'open'],
      fields: ['estimatedCost', 'contractorNotes'],
      delete: true,
      decideProposals: true,
      submitProposal: false,
      reopenForQuotes: true,
    });
    expect(canEdit(project)).toBe(true);
    expect(canDelete(project)).toBe(true);
    // Offered in the edit form's order, whatever order the server sent.
    expect(statusOptionsFor(project, DASHBOARD_STATUS_OPTIONS).map((option) => option.value)).toEqual(['open', 'cancelled']);
  });

  it('allows nothing on someone else\'s project and offers samples every dashboard status', () => {
    const theirs = fromDatabaseProject(node());
    expect(canEdit(theirs)).toBe(false);
    expect(canDelete(theirs)).toBe(false);
    expect(statusOptionsFor(theirs, DASHBOARD_STATUS_OPTIONS)).toEqual([]);
    const sample = fromOpenSample(OPEN_SAMPLE_PROJECTS[0]);
    expect(statusOptionsFor(sample, DASHBOARD_STATUS_OPTIONS)).toBe(DASHBOARD_STATUS_OPTIONS);
    expect(canEdit(sample)).toBe(false);
    expect(permissionsFromApi(null)).toBe(NO_PERMISSIONS);
    expect(allowedStatusOptions([])).toEqual([]);
  });
});
