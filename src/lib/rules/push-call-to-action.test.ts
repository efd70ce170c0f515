import { describe, expect, it } from 'vitest';
import {
  callToActionView,
  isPushSubscribed,
  type BrowserPermission,
  type CallToActionView,
} from './push-call-to-action';
import type { PushPermission } from '../services/storage';

describe('callToActionView', () => {
  it.each<[PushPermission | undefined, BrowserPermission, CallToActionView]>([
    // no interaction yet: shown whatever the browser says (the user has not opted in)
    [undefined, 'default', 'undecided'],
    [undefined, 'granted', 'undecided'],
    [undefined, 'denied', 'undecided'],
    ['default', 'default', 'undecided'],
    // said yes
    ['granted', 'default', 'grant'],
    ['granted', 'denied', 'denied'],
    ['granted', 'granted', 'hidden'],
    // said no or closed the card
    ['denied', 'default', 'hidden'],
    ['denied', 'denied', 'hidden'],
    ['denied', 'granted', 'hidden'],
    // no Notification API
    [undefined, 'unsupported', 'hidden'],
    ['granted', 'unsupported', 'hidden'],
  ])('decision %s, browser %s → %s', (decision, permission, expected) => {
    expect(callToActionView(decision, permission)).toBe(expected);
  });
});

describe('isPushSubscribed', () => {
  it.each<[PushPermission | undefined, BrowserPermission, boolean]>([
    ['granted', 'granted', true],
    ['granted', 'default', false],
    ['granted', 'denied', false],
    ['denied', 'granted', false],
    [undefined, 'granted', false],
    ['granted', 'unsupported', false],
  ])('decision %s, browser %s → %s', (decision, permission, expected) => {
    expect(isPushSubscribed(decision, permission)).toBe(expected);
  });
});
