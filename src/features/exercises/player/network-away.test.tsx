import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http-client';
import {
  assumeReachable,
  reportAnswered,
  reportUnreachable,
} from '../../../api/network-reachability';
import { isNetworkAway, useNetworkAway } from './network-away';

// The network is away when the device says it is offline, or when the backend does not answer
// although the browser says online (a school's access point without internet).

const problem = (status: number) => new ApiError({ type: 'about:blank', title: 't', status });

afterEach(() => {
  assumeReachable();
  vi.unstubAllGlobals();
});

describe('isNetworkAway', () => {
  it('is false while the device is online and the backend answers', () => {
    reportAnswered();
    expect(isNetworkAway()).toBe(false);
    expect(isNetworkAway(problem(500))).toBe(false);
  });

  it('is true while the device says it is offline', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    expect(isNetworkAway()).toBe(true);
  });

  it('is true once a call got no answer, the browser saying online, until a call is answered', () => {
    expect(navigator.onLine).toBe(true);
    reportUnreachable();
    expect(isNetworkAway()).toBe(true);
    reportAnswered();
    expect(isNetworkAway()).toBe(false);
  });

  it('is true for a call that never reached a server (status 0), not for a refusal', () => {
    expect(isNetworkAway(problem(0))).toBe(true);
    expect(isNetworkAway(problem(400))).toBe(false);
  });
});

describe('useNetworkAway', () => {
  it('renders again when the backend stops answering and when it answers again', () => {
    const { result } = renderHook(() => useNetworkAway());
    expect(result.current).toBe(false);
    act(() => reportUnreachable());
    expect(result.current).toBe(true);
    act(() => reportAnswered());
    expect(result.current).toBe(false);
  });

  it('renders again when the device goes offline', () => {
    const { result } = renderHook(() => useNetworkAway());
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe(true);
  });
});
