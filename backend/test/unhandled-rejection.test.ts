import { createLogger } from '../src/logger';
import { unhandledRejectionHandler } from '../src/unhandled-rejection';

function handlerWithLog() {
  const lines: Array<{ level: number; msg: string }> = [];
  const exits: number[] = [];
  const handle = unhandledRejectionHandler(
    createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) }),
    (code) => void exits.push(code),
  );
  return { handle, lines, exits };
}

describe('unhandled promise rejections', () => {
  it('logs a lost database connection (as pg-boss leaves it) and keeps the process running', () => {
    const { handle, lines, exits } = handlerWithLog();
    handle(new Error('Connection terminated unexpectedly'));
    handle(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    expect(exits).toEqual([]);
    expect(lines.map((line) => line.level)).toEqual([40, 40]);
  });

  it('ends the process with 1 on any other rejection, as Node would', () => {
    const { handle, lines, exits } = handlerWithLog();
    handle(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(exits).toEqual([1]);
    expect(lines[0]).toMatchObject({ level: 60, msg: 'Unhandled promise rejection: exiting' });
  });
});
