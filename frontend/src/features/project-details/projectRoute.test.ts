import { projectRouteOf } from './projectRoute';

describe('projectRouteOf', () => {
  it('reads a sample by its public number below 3000, a posted project at id + 3000 or db-<id>', () => {
    expect(projectRouteOf('1')).toEqual({ kind: 'showcase', number: 1 });
    expect(projectRouteOf('2001')).toEqual({ kind: 'showcase', number: 2001 });
    expect(projectRouteOf('2999')).toEqual({ kind: 'showcase', number: 2999 });
    expect(projectRouteOf('3000')).toEqual({ kind: 'posted', id: '0' });
    expect(projectRouteOf('3005')).toEqual({ kind: 'posted', id: '5' });
    expect(projectRouteOf('db-5')).toEqual({ kind: 'posted', id: '5' });
    expect(projectRouteOf('DB-007')).toEqual({ kind: 'posted', id: '7' });
  });

  it('is no project for anything else', () => {
    for (const id of [undefined, '', '0', '-4', '12a', 'db-', 'db-x', '1.5']) expect(projectRouteOf(id)).toBeNull();
  });
});
