import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { CredentialChecksPanel } from './CredentialChecksPanel';
import { CredentialChecksQuery, RejectCredentialMutation, VerifyCredentialMutation } from './credentialOperations';
import { credentialNode } from '../../app/credentials/testing';

const page = (nodes: ReturnType<typeof credentialNode>[], hasNextPage = false) => ({
  data: {
    credentialChecks: {
      __typename: 'CredentialConnection' as const,
      totalCount: nodes.length,
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: hasNextPage ? 'c1' : null },
      nodes,
    },
  },
});
const first = { query: CredentialChecksQuery, variables: { status: 'SUBMITTED', first: 20, after: null } };
const insurance = credentialNode({ id: '8', kind: 'LIABILITY_INSURANCE', number: 'CGL 55-1234', issuer: 'Intact Insurance', coverageAmount: 2_000_000, contractorName: 'Danforth Renovations Inc.' });

describe('CredentialChecksPanel', () => {
  it('lists waiting credentials, verifies one with a toast, and has no serious axe violations', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithApp(<CredentialChecksPanel />, {
      mocks: [
        { request: first, result: page([credentialNode(), insurance]) },
        { request: { query: VerifyCredentialMutation, variables: { id: '7' } }, result: { data: { verifyCredential: credentialNode({ status: 'VERIFIED' }) } } },
        { request: first, result: page([insurance]) },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Credentials waiting for a check' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/\$2,000,000/)).toBeInTheDocument();
    expect(screen.getByText('2 waiting')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Verify WSIB clearance certificate from Lakeshore Decks Inc.' }));
    expect(await screen.findByText('Credential verified')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('asks for a reason before rejecting, then rejects', async () => {
    const user = userEvent.setup({ delay: null });
    const reason = 'The number is not on the WSIB clearance register.';
    renderWithApp(<CredentialChecksPanel />, {
      mocks: [
        { request: first, result: page([credentialNode()]) },
        { request: { query: RejectCredentialMutation, variables: { id: '7', reason } }, result: { data: { rejectCredential: credentialNode({ status: 'REJECTED', rejectionReason: reason }) } } },
        { request: first, result: page([]) },
      ],
    });
    await user.click(await screen.findByRole('button', { name: /^Reject WSIB clearance certificate/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this credential?' }).catch(() => screen.findByRole('dialog', { name: 'Reject this credential?' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject and e-mail' }));
    expect(await within(dialog).findByText('Tell the contractor why, in at least 10 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Reject and e-mail' }));
    expect(await screen.findByText('Credential rejected')).toBeInTheDocument();
    expect(await screen.findByText('No credentials waiting')).toBeInTheDocument();
  });
});
