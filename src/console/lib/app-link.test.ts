import { describe, expect, it } from 'vitest';
import { appLink, originOf } from './app-link';

describe('the learner app’s address', () => {
  it.each([
    ['http://192.168.1.20:5173/', 'http://192.168.1.20:5173'],
    ['https://demo.eigo.example/some/page?x=1', 'https://demo.eigo.example'],
    ['  localhost:5173 ', 'http://localhost:5173'],
    ['demo.eigo.example', 'http://demo.eigo.example'],
  ])('reads %j as %s', (typed, origin) => {
    expect(originOf(typed)).toBe(origin);
  });

  it.each(['', '   ', 'ftp://files.example', 'http://', 'javascript:alert(1)'])(
    'refuses %j',
    (typed) => {
      expect(originOf(typed)).toBeNull();
    },
  );

  it('puts an app path on it', () => {
    expect(
      appLink('http://127.0.0.1:8080', '/user/password-change/from-request?token=a.b-c_d'),
    ).toBe('http://127.0.0.1:8080/user/password-change/from-request?token=a.b-c_d');
  });
});
