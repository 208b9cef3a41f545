import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './FileDropZone.stories';

const { Empty, WithPhotos, AtLimit, WithError, WithSelectionRule } = composeStories(stories);

const photo = (name: string, type = 'image/jpeg', size = 1) => new File([new Uint8Array(size)], name, { type });

describe('FileDropZone', () => {
  it('shows the label, the hint and the limit', () => {
    render(<Empty />);
    expect(screen.getByRole('group', { name: 'Project Photos (optional)' })).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG, GIF up to 10MB each · up to 10 photos')).toBeInTheDocument();
  });

  it('is keyboard operable: Tab reaches the file input, described by the hint', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await user.tab();
    const input = screen.getByLabelText('Add project photos');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/PNG, JPG, GIF up to 10MB each/);
  });

  it('adds chosen files with previews and removes them', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await user.upload(screen.getByLabelText('Add project photos'), [photo('deck.jpg'), photo('fence.png', 'image/png')]);
    const list = screen.getByRole('list', { name: 'Selected photos' });
    expect(within(list).getAllByRole('img', { name: /Preview of/ })).toHaveLength(2);
    expect(Empty.args.onFilesChange).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);
    await user.click(screen.getByRole('button', { name: 'Remove deck.jpg' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 of 10 photos selected')).toBeInTheDocument();
  });

  it('lists provided files with remove buttons', () => {
    render(<WithPhotos />);
    expect(screen.getByRole('img', { name: 'Preview of kitchen-after.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove floor-plan.gif' })).toBeInTheDocument();
  });

  it('disables adding at the limit', () => {
    render(<AtLimit />);
    expect(screen.getByLabelText('Add project photos')).toBeDisabled();
    expect(screen.getByText('10 of 10 photos selected')).toBeInTheDocument();
  });

  it('keeps dropped files up to the limit, of accepted types, and says what it left out', () => {
    render(<Empty />);
    const zone = screen.getByTestId('file-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [...Array.from({ length: 12 }, (_, i) => photo(`condo-${i + 1}.jpg`)), photo('quote.pdf', 'application/pdf')] } });
    expect(within(screen.getByRole('list', { name: 'Selected photos' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('quote.pdf: not an accepted type.');
    expect(screen.getByRole('status')).toHaveTextContent('You can add up to 10 files. 2 extra not added.');
  });

  it("applies the app's selection rule", () => {
    render(<WithSelectionRule />);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [photo('huge.jpg', 'image/jpeg', 11 * 1024 * 1024), photo('ok.jpg')] } });
    expect(screen.getByRole('status')).toHaveTextContent('huge.jpg: larger than 10MB.');
    expect(screen.getAllByRole('img', { name: /Preview of/ })).toHaveLength(1);
  });

  it('ties the error message to the input', () => {
    render(<WithError />);
    expect(screen.getByLabelText('Add project photos')).toHaveAccessibleDescription(/larger than 10MB/);
  });

  itHasNoA11yViolations(composeStories(stories));
});
