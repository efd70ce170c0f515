import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModals, type Modals } from './modal-context';
import { ModalProvider } from './modal-provider';

// The queue of modals: one shown at a time; a modal of a group replaces the others of its group
// (open or waiting), and one opened `first` goes ahead of the others.
function setUp() {
  let modals: Modals | null = null;
  function Grab() {
    modals = useModals();
    return null;
  }
  render(
    <ModalProvider>
      <Grab />
    </ModalProvider>,
  );
  const open = (key: string, options?: Parameters<Modals['open']>[2]) =>
    act(() => modals!.open(key, () => <p role="dialog" aria-label={key} />, options));
  const close = (key: string) => act(() => modals!.close(key));
  const shown = () => screen.queryAllByRole('dialog').map((d) => d.getAttribute('aria-label'));
  return { open, close, shown };
}

describe('the modal queue', () => {
  it('shows one modal at a time, in order of opening', () => {
    const { open, close, shown } = setUp();
    open('a');
    open('b');
    expect(shown()).toEqual(['a']);
    close('a');
    expect(shown()).toEqual(['b']);
  });

  it('replaces the open modal of a group with the newer one, leaving nothing behind', () => {
    const { open, close, shown } = setUp();
    open('started', { group: 'live' });
    open('ended', { group: 'live' });
    expect(shown()).toEqual(['ended']);
    close('ended');
    expect(shown()).toEqual([]);
  });

  it('replaces a waiting modal of the group, keeping the others', () => {
    const { open, close, shown } = setUp();
    open('other');
    open('started', { group: 'live' });
    open('ended', { group: 'live' });
    expect(shown()).toEqual(['other']);
    close('other');
    expect(shown()).toEqual(['ended']);
  });

  it('shows a modal opened first over the open one, which follows it', () => {
    const { open, close, shown } = setUp();
    open('started', { group: 'live' });
    open('owner', { first: true });
    expect(shown()).toEqual(['owner']);
    close('owner');
    expect(shown()).toEqual(['started']);
  });
});
