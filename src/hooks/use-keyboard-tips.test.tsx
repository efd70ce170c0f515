import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A matchMedia where `(pointer: fine)` matches as told, and can change later. */
function mockPointer(fine: boolean) {
  let matches = fine;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    media: '(pointer: fine)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) =>
      query === '(pointer: fine)'
        ? list
        : { matches: false, media: query, addEventListener() {}, removeEventListener() {} },
    ),
  );
  return {
    change(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

// The hook remembers a key press for the page's life: each test loads it afresh.
const loadHook = async () => (await import('./use-keyboard-tips')).useKeyboardTips;

describe('useKeyboardTips', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is true with a fine pointer (a mouse or trackpad)', async () => {
    mockPointer(true);
    const useKeyboardTips = await loadHook();
    const { result } = renderHook(() => useKeyboardTips());
    expect(result.current).toBe(true);
  });

  it('is false on a touch screen until a key is pressed, then stays true', async () => {
    mockPointer(false);
    const useKeyboardTips = await loadHook();
    const { result, rerender } = renderHook(() => useKeyboardTips());
    expect(result.current).toBe(false);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });

  it('does not count a key pressed while an input method composes', async () => {
    mockPointer(false);
    const useKeyboardTips = await loadHook();
    const { result } = renderHook(() => useKeyboardTips());
    fireEvent.keyDown(window, { key: 'a', isComposing: true });
    fireEvent.keyDown(window, { key: 'Unidentified', keyCode: 229 });
    expect(result.current).toBe(false);
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(result.current).toBe(true);
  });

  it("does not count what a phone's on-screen keyboard types into a text field", async () => {
    mockPointer(false);
    const useKeyboardTips = await loadHook();
    const { result } = renderHook(() => useKeyboardTips());
    const field = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(field, { key: 'h', keyCode: 72 });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 13 });
    fireEvent.keyDown(field, { key: 'Backspace', keyCode: 8 });
    expect(result.current).toBe(false);
    // Tab exists only on a keyboard.
    fireEvent.keyDown(field, { key: 'Tab', keyCode: 9 });
    expect(result.current).toBe(true);
    field.remove();
  });

  it('follows a change of pointer (a mouse plugged in or taken away)', async () => {
    const pointer = mockPointer(false);
    const useKeyboardTips = await loadHook();
    const { result } = renderHook(() => useKeyboardTips());
    expect(result.current).toBe(false);
    act(() => pointer.change(true));
    expect(result.current).toBe(true);
    act(() => pointer.change(false));
    expect(result.current).toBe(false);
  });

  it('is false where the browser cannot tell (no matchMedia) and when rendered ahead of time', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const useKeyboardTips = await loadHook();
    function Tip() {
      return useKeyboardTips() ? <p>Ctrl + Space</p> : null;
    }
    expect(renderToString(<Tip />)).toBe('');
    render(<Tip />);
    expect(screen.queryByText('Ctrl + Space')).not.toBeInTheDocument();
  });
});
