import { projectNode } from './testing/fixtures';
import { statusFromApi, statusToApi, urgencyFromApi } from './enums';
import { categoryLabelOf } from './categoryLabel';
import { projectPrice } from './format';
import { databaseIdOf, parseDisplayId } from './ids';
import { mergeListed, samplesOf } from './listing';
import type { ListedProject } from './listing';
import { isFinishedSample, projectNumber, projectPath } from './projectNumber';
import { statusChangeInput } from './useProjectActions';
import { allowedStatusOptions, canDelete, canEdit, NO_PERMISSIONS, permissionsFromApi, statusOptionsFor } from './permissions';
import { DASHBOARD_STATUS_OPTIONS } from './formOptions';

describe('display ids', () => {
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
  it('names sample categories for people', () => {
    expect(categoryLabelOf('general-contracting')).not.toMatch(/-/);
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

describe('lists', () => {
  const posted = (id: string, postedDate: string): ListedProject => ({ id, showcaseNumber: null, postedDate });
  const sample = (number: number, postedDate: string): ListedProject => ({ id: String(900 + number), showcaseNumber: number, postedDate });

  it('numbers a posted project by its server id + 3000 and a sample by its public number', () => {
    expect(projectNumber({ id: '7' })).toBe(3007);
    expect(projectNumber({ id: '907', showcaseNumber: 7 })).toBe(7);
    expect(projectPath({ id: '2901', showcaseNumber: 2001 })).toBe('/project/2001');
    expect(isFinishedSample({ id: '901', showcaseNumber: 1 })).toBe(true);
    expect(isFinishedSample({ id: '2901', showcaseNumber: 2001 })).toBe(false);
    expect(isFinishedSample({ id: '7' })).toBe(false);
  });

  it('chooses the samples of a set by their numbers', () => {
    const samples = [sample(1, '2024-01-01'), sample(12, '2024-01-01'), sample(101, '2024-01-01'), sample(2001, '2030-01-01'), sample(2501, '2030-01-01')];
    const numbers = (set: Parameters<typeof samplesOf>[1]) => samplesOf(samples, set).map(projectNumber);
    expect(numbers('open')).toEqual([2001, 2501]);
    expect(numbers('portfolio')).toEqual([1, 12, 2001, 2501]);
    expect(numbers('all')).toEqual([1, 12, 101, 2001, 2501]);
    expect(numbers('none')).toEqual([]);
  });

  it('lists posted projects and open samples newest first without duplicates, then the finished samples by number', () => {
    const older = posted('1', '2020-01-01T00:00:00Z');
    const newer = posted('2', '2030-01-02T10:00:00Z');
    const merged = mergeListed([older, newer, newer], [sample(2, '2031-01-01T00:00:00Z'), sample(1, '2031-01-01T00:00:00Z'), sample(2001, '2025-01-01T00:00:00Z')]);
    expect(merged.map(projectNumber)).toEqual([3002, 2001, 3001, 1, 2]);
  });
});

describe('permissions', () => {
  it('reads the server\'s viewerCan into the screens\' terms', () => {
    const project = {
      viewerCan: permissionsFromApi({ statuses: ['CANCELLED', 'OPEN'], fields: ['ESTIMATED_COST', 'CONTRACTOR_NOTES'], delete: true, decideProposals: true, submitProposal: false, reopenForQuotes: true }),
    };
    expect(project.viewerCan).toEqual({
      statuses: ['cancelled', 'open'],
      fields: ['estimatedCost', 'contractorNotes'],
      delete: true,
      decideProposals: true,
      submitProposal: false,
      reopenForQuotes: true,
      // Not asked by this document: not granted.
      invitePros: false,
    });
    expect(canEdit(project)).toBe(true);
    expect(canDelete(project)).toBe(true);
    // Offered in the edit form's order, whatever order the server sent.
    expect(statusOptionsFor(project, DASHBOARD_STATUS_OPTIONS).map((option) => option.value)).toEqual(['open', 'cancelled']);
  });

  it('allows nothing on someone else\'s project and offers samples every dashboard status', () => {
    const theirs = { viewerCan: permissionsFromApi(projectNode().viewerCan) };
    expect(canEdit(theirs)).toBe(false);
    expect(canDelete(theirs)).toBe(false);
    expect(statusOptionsFor(theirs, DASHBOARD_STATUS_OPTIONS)).toEqual([]);
    // A sample has no permissions from the server: the dashboard keeps its status tries in page memory.
    const sample = { viewerCan: undefined };
    expect(statusOptionsFor(sample, DASHBOARD_STATUS_OPTIONS)).toBe(DASHBOARD_STATUS_OPTIONS);
    expect(canEdit(sample)).toBe(false);
    expect(permissionsFromApi(null)).toBe(NO_PERMISSIONS);
    expect(allowedStatusOptions([])).toEqual([]);
  });
});
