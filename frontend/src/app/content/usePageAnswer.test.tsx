import { act, renderHook, waitFor } from '@testing-library/react';
import { usePageAnswer } from './usePageAnswer';

describe('usePageAnswer', () => {
  it('uses what the server rendered and asks nothing', () => {
    const ask = jest.fn(async () => ['asked']);
    const { result } = renderHook(() => usePageAnswer(['rendered'], { trade: 8 }, ask));
    expect(result.current.state).toEqual({ status: 'loaded', value: ['rendered'] });
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks when the page came without it, says when it failed, tries again, and asks anew for other variables', async () => {
    const answers: (() => Promise<string>)[] = [() => Promise.reject(new Error('down')), () => Promise.resolve('plumbers'), () => Promise.resolve('electricians')];
    const ask = jest.fn((_signal: AbortSignal) => answers.shift()!());
    const { result, rerender } = renderHook(({ trade }) => usePageAnswer<string>(undefined, { trade }, ask), { initialProps: { trade: 8 } });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed' }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', value: 'plumbers' }));
    rerender({ trade: 8 });
    expect(ask).toHaveBeenCalledTimes(2);
    rerender({ trade: 9 });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', value: 'electricians' }));
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('drops an answer to variables since replaced, even one that ignores the abort', async () => {
    let answerFirst: (value: string) => void = () => {};
    const ask = jest
      .fn((_signal: AbortSignal) => Promise.resolve('electricians'))
      .mockImplementationOnce(() => new Promise<string>((resolve) => (answerFirst = resolve)));
    const { result, rerender } = renderHook(({ trade }) => usePageAnswer<string>(undefined, { trade }, ask), { initialProps: { trade: 8 } });
    rerender({ trade: 9 });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', value: 'electricians' }));
    await act(async () => answerFirst('plumbers'));
    expect(result.current.state).toEqual({ status: 'loaded', value: 'electricians' });
  });
});
