import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { AGREEMENT_STATUS_LABELS, CHANGE_ORDER_STATUS_LABELS } from '@marketplace/shared';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './AgreementStatusBadge.stories';

const { SentForSignature, AllStatuses, UnknownStatus, ChangeOrderStatuses } = composeStories(stories);

describe('AgreementStatusBadge', () => {
  it('says the state in the rules’ words', () => {
    render(<SentForSignature />);
    expect(screen.getByText('Sent for signature')).toHaveAttribute('data-status', 'sent');
  });

  it('labels every agreement state', () => {
    render(<AllStatuses />);
    for (const label of Object.values(AGREEMENT_STATUS_LABELS)) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('humanises a state it does not know', () => {
    render(<UnknownStatus />);
    expect(screen.getByText('On Hold')).toBeInTheDocument();
  });

  it('labels every change-order state', () => {
    render(<ChangeOrderStatuses />);
    for (const label of Object.values(CHANGE_ORDER_STATUS_LABELS)) expect(screen.getByText(label)).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
