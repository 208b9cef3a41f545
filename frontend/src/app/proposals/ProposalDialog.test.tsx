import { fill } from '../testing/fill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PROPOSAL_MESSAGES } from '@marketplace/shared';
import { renderWithApp } from '../testing/renderWithApp';
import { proposalNode } from '../marketplace/testing/fixtures';
import { SubmitProposalMutation } from './operations';
import { UpdateProposalMutation } from './mutations/useUpdateProposal';
import { ProposalDialog } from './ProposalDialog';
import type { ProposalView } from './types';
import { viewerMock, viewerNode } from '../session/testing';
import { axe } from '../../test/axe';
import type { RenderWithAppOptions } from '../testing/renderWithApp';

/** Signed out: the form asks for the contractor's name and e-mail. */
const visitor = viewerMock(null);
const withVisitor = (mocks: NonNullable<RenderWithAppOptions['mocks']>) => [visitor, ...mocks];

function Harness({ projectId, sample, onSubmitted }: { projectId: number; sample?: boolean; onSubmitted?: (tried: ProposalView | null) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open proposal form
      </button>
      <ProposalDialog projectId={projectId} sample={sample} projectTitle="Backyard Deck" open={open} onOpenChange={setOpen} onSubmitted={onSubmitted} />
    </>
  );
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog');
  await fill(user, within(dialog).getByLabelText(/contractor or company name/i), 'Lakeshore Decks Inc.');
  await fill(user, within(dialog).getByLabelText(/^email/i), 'bids@lakeshoredecks.ca');
  await user.selectOptions(within(dialog).getByLabelText(/bid amount/i), '$25,000 - $30,000');
  await user.selectOptions(within(dialog).getByLabelText(/^timeline/i), '3 weeks');
  await fill(user, within(dialog).getByLabelText(/your approach/i), 'Demolish, new footings, composite decking.');
  await fill(user, within(dialog).getByLabelText(/relevant experience/i), '14 years building decks in Halton.');
  return dialog;
}

const expectedInput = {
  projectId: '5',
  contractorName: 'Lakeshore Decks Inc.',
  contractorEmail: 'bids@lakeshoredecks.ca',
  bidAmount: '$25,000 - $30,000',
  timeline: '3 weeks',
  approach: 'Demolish, new footings, composite decking.',
  experience: '14 years building decks in Halton.',
};

describe('ProposalDialog', () => {
  it('shows every field message and the fix-errors toast when submitted empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Harness projectId={3005} />, { mocks: [visitor] });
    await user.click(screen.getByRole('button', { name: 'Open proposal form' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));

    for (const message of [
      PROPOSAL_MESSAGES.contractorName,
      PROPOSAL_MESSAGES.contractorEmail,
      PROPOSAL_MESSAGES.bidAmount,
      PROPOSAL_MESSAGES.timeline,
      PROPOSAL_MESSAGES.approach,
      PROPOSAL_MESSAGES.experience,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(await screen.findByText('Please fix the following errors')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('rejects an invalid email and a too-short approach', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Harness projectId={3005} />, { mocks: [visitor] });
    await user.click(screen.getByRole('button', { name: 'Open proposal form' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText(/^email/i), 'not-an-email');
    await fill(user, within(dialog).getByLabelText(/your approach/i), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    expect(await within(dialog).findByText(PROPOSAL_MESSAGES.contractorEmail)).toBeInTheDocument();
    expect(within(dialog).getByText(PROPOSAL_MESSAGES.approach)).toBeInTheDocument();
  });

  it('submits a database project proposal, toasts and closes', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmitted = jest.fn();
    const mocks = [
      {
        request: { query: SubmitProposalMutation, variables: (vars: { input: Record<string, unknown> }) => {
          expect(vars.input).toMatchObject(expectedInput);
          return true;
        } },
        result: { data: { submitProposal: { __typename: 'Proposal' as const, id: '11', project: { __typename: 'Project' as const, id: '5', proposalCount: 1 } } } },
      },
    ];
    renderWithApp(<Harness projectId={3005} onSubmitted={onSubmitted} />, { mocks: withVisitor(mocks) });
    await user.click(screen.getByRole('button', { name: 'Open proposal form' }));
    const dialog = await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));

    expect(await screen.findByText('Proposal submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Saved on the server: nothing for the page to keep, it loads the proposals again.
    expect(onSubmitted).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: 'Open proposal form' })).toHaveFocus();
  });

  it('toasts the server text when the submission fails', async () => {
    const user = userEvent.setup({ delay: null });
    const mocks = [{ request: { query: SubmitProposalMutation, variables: () => true }, error: new Error('Project 5 not found') }];
    renderWithApp(<Harness projectId={3005} />, { mocks: withVisitor(mocks) });
    await user.click(screen.getByRole('button', { name: 'Open proposal form' }));
    const dialog = await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    expect(await screen.findByText('Error submitting proposal')).toBeInTheDocument();
    expect(screen.getByText(/Project 5 not found/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps a sample project proposal in page memory', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmitted = jest.fn();
    renderWithApp(<Harness projectId={2001} sample onSubmitted={onSubmitted} />, { mocks: [visitor] });
    await user.click(screen.getByRole('button', { name: 'Open proposal form' }));
    const dialog = await fillValidForm(user);
    expect(within(dialog).getByText(/sample project/i)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    expect(await screen.findByText('Proposal submitted successfully!')).toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: expect.stringMatching(/^try-/), status: 'pending', contractorName: 'Lakeshore Decks Inc.' }));
    expect(screen.getByText(/kept on this page only/)).toBeInTheDocument();
  });

  it('sends under a signed-in contractor\'s account without asking for name, e-mail or phone', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmitted = jest.fn();
    const { contractorName: _name, contractorEmail: _email, ...bid } = expectedInput;
    const mocks = [
      viewerMock(viewerNode('CONTRACTOR')),
      {
        request: { query: SubmitProposalMutation, variables: { input: bid } },
        result: { data: { submitProposal: { __typename: 'Proposal' as const, id: '11', project: { __typename: 'Project' as const, id: '5', proposalCount: 1 } } } },
      },
    ];
    renderWithApp(<Harness projectId={3005} onSubmitted={onSubmitted} />, { mocks });
    await user.click(screen.getByRole('button', { name: 'Open proposal form' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('proposal-sender')).toHaveTextContent('Sending as Lakeshore Decks Inc. (bids@lakeshoredecks.ca)');
    expect(within(dialog).queryByLabelText(/contractor or company name/i)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^email/i)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/phone/i)).not.toBeInTheDocument();
    expect(await axe(dialog)).toHaveNoViolations();

    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    expect(await within(dialog).findByText(PROPOSAL_MESSAGES.approach)).toBeInTheDocument();
    expect(within(dialog).queryByText(PROPOSAL_MESSAGES.contractorName)).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText(/bid amount/i), '$25,000 - $30,000');
    await user.selectOptions(within(dialog).getByLabelText(/^timeline/i), '3 weeks');
    await fill(user, within(dialog).getByLabelText(/your approach/i), expectedInput.approach);
    await fill(user, within(dialog).getByLabelText(/relevant experience/i), expectedInput.experience);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    expect(await screen.findByText('Proposal submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(null));
  });

  it("changes the contractor's own pending proposal from its terms instead of sending another", async () => {
    const user = userEvent.setup({ delay: null });
    const { id, bidAmount, timeline, approach, experience, materials, warranty, additionalNotes } = proposalNode();
    const own = { id, bidAmount, timeline, approach, experience, materials, warranty, additionalNotes };
    const onSubmitted = jest.fn();
    const input = {
      bidAmount: '$20,000 - $25,000',
      timeline: own.timeline,
      approach: own.approach,
      experience: own.experience,
      materials: null,
      warranty: '5 years workmanship',
      additionalNotes: null,
    };
    const mocks = [
      viewerMock(viewerNode('CONTRACTOR')),
      { request: { query: UpdateProposalMutation, variables: { id: '11', input } }, result: { data: { updateProposal: { __typename: 'Proposal' as const, ...own, ...input, bidMinCents: 2_000_000, bidMaxCents: 2_500_000 } } } },
    ];
    function Editing() {
      const [open, setOpen] = useState(true);
      return <ProposalDialog projectId={3005} projectTitle="Backyard Deck" open={open} onOpenChange={setOpen} onSubmitted={onSubmitted} editing={own} />;
    }
    renderWithApp(<Editing />, { mocks });
    const dialog = await screen.findByRole('dialog', { name: 'Change your proposal' });
    // The signed-in contractor has arrived (the form renders again with them) before anything is checked.
    expect(await within(dialog).findByTestId('proposal-sender')).toHaveTextContent('Sending as Lakeshore Decks Inc.');
    expect(within(dialog).getByLabelText(/your approach/i)).toHaveValue(own.approach);
    expect(await axe(dialog)).toHaveNoViolations();
    await user.selectOptions(within(dialog).getByLabelText(/bid amount/i), '$20,000 - $25,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Proposal updated')).toBeInTheDocument();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(null));
  });
});
