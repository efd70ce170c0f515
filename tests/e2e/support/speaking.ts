import { expect, type APIRequestContext } from '@playwright/test';
import { API, APP_KEY } from './mock-control';

// What the speaking specs share: the sound the fake microphone hears and hana's speech path.

const RATE = 48_000;

/**
 * A 220 Hz tone at half scale (48 kHz mono), loud while `loud(t)` and silent otherwise. The mock
 * scores each part of a recording by its loudness: a steady tone is heard as every word (or
 * phone) said clearly; one loud only part of the time leaves the words of its quiet parts unheard.
 */
export function tone(seconds = 3, loud: (t: number) => boolean = () => true): Float32Array {
  return Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => {
    const t = i / RATE;
    return loud(t) ? 0.5 * Math.sin(2 * Math.PI * 220 * t) : 0;
  });
}

/** hana's speech connection, saved in her profile: basic (HTTP only) or turbo (the websocket). */
export async function useOnlyHttp(request: APIRequestContext, value: boolean) {
  const login = await request.post(`${API}/auth/individual/`, {
    data: { email: 'hana@sakura.example', password: 'sakura2026' },
    headers: { 'X-App-Key': APP_KEY },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const headers = { 'X-App-Key': APP_KEY, Authorization: `Token ${authToken}` };
  const aliases = (await (await request.get(`${API}/user/aliases/`, { headers })).json()) as {
    uuid: string;
  }[];
  const saved = await request.post(`${API}/user/profile/`, {
    data: { useOnlyHttp: value },
    headers: { ...headers, 'X-Alias-Uuid': aliases[0]!.uuid },
  });
  expect(saved.ok()).toBe(true);
}
