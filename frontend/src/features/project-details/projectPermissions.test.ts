import { NO_PERMISSIONS, projectNumber } from '../../app/marketplace';
import { permissionsOf } from './projectPermissions';

describe('permissionsOf', () => {
  it('lets a visitor only try bidding on a sample, whatever the server would say of it', () => {
    const viewerCan = { statuses: ['OPEN' as const], fields: ['TIMELINE' as const], delete: true, decideProposals: true, reopenForQuotes: true };
    expect(permissionsOf({ showcase: true, viewerCan })).toEqual({ ...NO_PERMISSIONS, submitProposal: true });
  });

  it('gives a posted project what the server allows, and nothing a part of the page did not ask for', () => {
    expect(permissionsOf({ showcase: false, viewerCan: { statuses: ['OPEN', 'CANCELLED'], delete: true } })).toEqual({
      ...NO_PERMISSIONS,
      statuses: ['open', 'cancelled'],
      delete: true,
    });
    expect(permissionsOf({ showcase: false, viewerCan: { fields: ['ESTIMATED_COST'], submitProposal: true } })).toEqual({
      ...NO_PERMISSIONS,
      fields: ['estimatedCost'],
      submitProposal: true,
    });
  });
});

describe('a project page’s number (projectNumber)', () => {
  it('is a sample’s public number, and a posted project’s server id + 3000', () => {
    expect(projectNumber({ id: '901', showcaseNumber: 2001 })).toBe(2001);
    expect(projectNumber({ id: '5', showcaseNumber: null })).toBe(3005);
  });
});
