import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './FileDropZone.stories';

const { Empty, WithPhotos, AtLimit, WithError, Controlled } = composeStories(stories);

const photo = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

describe('FileDropZone', () => {
  it("shows the spec hint and the 10-photo limit", () => {
    render(<Empty />);
    expect(screen.getByText('PNG, JPG, GIF up to 10MB each')).toBeInTheDocument();
    expect(screen.getByText('Up to 10 photos (0 of 10 selected)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Project photos' })).toBeInTheDocument();
  });

  it('is keyboard operable: the button opens the file picker', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const input = screen.getByTestId('file-drop-zone-input') as HTMLInputElement;
    const click = jest.spyOn(input, 'click');
    const button = screen.getByRole('button', { name: 'Choose photos' });
    expect(button).toHaveAccessibleDescription(/PNG, JPG, GIF up to 10MB each/);
    button.focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('adds chosen files and removes them', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const input = screen.getByTestId('file-drop-zone-input') as HTMLInputElement;
    await user.upload(input, [photo('deck.jpg'), photo('fence.png', 'image/png')]);
    const list = screen.getByRole('list', { name: 'Selected photos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(Empty.args.onFilesChange).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);
    await user.click(screen.getByRole('button', { name: 'Remove deck.jpg' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Up to 10 photos (1 of 10 selected)')).toBeInTheDocument();
  });

  it('lists provided files with remove buttons', () => {
    render(<WithPhotos />);
    expect(screen.getByText('kitchen-after.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove floor-plan.gif' })).toBeInTheDocument();
  });

  it('disables adding at the limit', () => {
    render(<AtLimit />);
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
    expect(screen.getByText('Up to 10 photos (10 of 10 selected)')).toBeInTheDocument();
  });

  it('drops files beyond the limit and reports them', () => {
    render(<Controlled />);
    const dropZone = screen.getByText('Drag photos here, or').closest('div')!.parentElement!;
    const files = Array.from({ length: 12 }, (_, i) => photo(`condo-${i + 1}.jpg`));
    fireEvent.drop(dropZone, { dataTransfer: { files } });
    expect(within(screen.getByRole('list', { name: 'Selected photos' })).getAllByRole('listitem')).toHaveLength(10);
    expect(Controlled.args.onFilesRejected).toHaveBeenCalledWith({ files: files.slice(10), reason: 'limit' });
    expect(screen.getByRole('status')).toHaveTextContent('2 photos were not added: the limit is 10 photos.');
    expect(screen.getByText('Only the first 10 photos were kept (2 dropped).')).toBeInTheDocument();
  });

  it('rejects files that are not PNG, JPG or GIF', () => {
    render(<Controlled />);
    const dropZone = screen.getByText('Drag photos here, or').closest('div')!.parentElement!;
    fireEvent.drop(dropZone, { dataTransfer: { files: [photo('quote.pdf', 'application/pdf')] } });
    expect(Controlled.args.onFilesRejected).toHaveBeenCalledWith({ files: [expect.any(File)], reason: 'type' });
    expect(screen.queryByRole('list', { name: 'Selected photos' })).not.toBeInTheDocument();
  });

  it('ties the error message to the button', () => {
    render(<WithError />);
    expect(screen.getByRole('button', { name: 'Choose photos' })).toHaveAccessibleDescription(/larger than 10MB/);
  });

  itHasNoA11yViolations(composeStories(stories));
});
