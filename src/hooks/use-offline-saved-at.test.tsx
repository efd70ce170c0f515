import { onlineManager } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assumeReachable, reportAnswered, reportUnreachable } from '../api/network-reachability';
import { useOfflineSavedAt } from './use-offline-saved-at';

// The offline note's time: null while the answers are fresh, the oldest saved time while the
// browser says offline or the backend does not answer (the HTTP client's reachability: an access
// point without internet, where the browser says online).

const morning = Date.UTC(2026, 10, 30, 0, 30);

afterEach(() => {
  onlineManager.setOnline(true);
  assumeReachable();
});

describe('useOfflineSavedAt', () => {
  it('is null while online and the backend answers', () => {
    const { result } = renderHook(() => useOfflineSavedAt([morning]));
    expect(result.current).toBeNull();
  });

  it('is the oldest answer while the browser says offline', () => {
    const { result } = renderHook(() => useOfflineSavedAt([morning + 60_000, morning]));
    act(() => onlineManager.setOnline(false));
    expect(result.current).toBe(morning);
  });

  it('is the oldest answer while the backend does not answer, until it answers again', () => {
    const { result } = renderHook(() => useOfflineSavedAt([morning]));
    act(() => reportUnreachable());
    expect(result.current).toBe(morning);
    act(() => reportAnswered());
    expect(result.current).toBeNull();
  });

  it("ends with the browser's online event (the network changed: worth trying)", () => {
    const { result } = renderHook(() => useOfflineSavedAt([morning]));
    act(() => reportUnreachable());
    expect(result.current).toBe(morning);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toBeNull();
  });
});
