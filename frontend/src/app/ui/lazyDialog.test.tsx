import { render, screen } from '@testing-library/react';
import { lazyDialog } from './lazyDialog';

interface Props {
  open: boolean;
  title: string;
}

function Dialog({ open, title }: Props) {
  return open ? <div role="dialog" aria-label={title} /> : <p>closed {title}</p>;
}

describe('lazyDialog', () => {
  it('loads nothing and renders nothing until first opened, then stays mounted when closed', async () => {
    const load = jest.fn(async () => Dialog);
    const LazyDialog = lazyDialog(load, (props: Props) => props.open);
    const { rerender, container } = render(<LazyDialog open={false} title="Edit" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();

    rerender(<LazyDialog open title="Edit" />);
    expect(await screen.findByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<LazyDialog open={false} title="Edit" />);
    expect(screen.getByText('closed Edit')).toBeInTheDocument();
    rerender(<LazyDialog open title="Edit" />);
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
