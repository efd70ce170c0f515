import { describe, expect, it } from 'vitest';
import { shareLink, type NativeApp } from './share-link';

const APP: NativeApp = {
  androidPackageId: 'example.eigo.learner',
  iosBundleId: 'example.eigo.ios',
  appStoreId: '6400000000',
};

describe('shareLink', () => {
  it.each([
    {
      name: 'a course, the web link encoded once',
      host: 'https://link.eigo.example/',
      webLink: 'https://app.eigo.example/course/details/11111111-1111-4111-8111-111111111111',
      expected:
        'https://link.eigo.example/?link=https%3A%2F%2Fapp.eigo.example%2Fcourse%2Fdetails%2F11111111-1111-4111-8111-111111111111' +
        '&apn=example.eigo.learner&ibi=example.eigo.ios&isi=6400000000' +
        '&afl=https%3A%2F%2Fapp.eigo.example%2Fcourse%2Fdetails%2F11111111-1111-4111-8111-111111111111' +
        '&ifl=https%3A%2F%2Fapp.eigo.example%2Fcourse%2Fdetails%2F11111111-1111-4111-8111-111111111111',
    },
    {
      name: 'an assignment on a host with a path',
      host: 'https://eigo.example/share',
      webLink: 'http://localhost:5173/assignment/details/102',
      expected:
        'https://eigo.example/share?link=http%3A%2F%2Flocalhost%3A5173%2Fassignment%2Fdetails%2F102' +
        '&apn=example.eigo.learner&ibi=example.eigo.ios&isi=6400000000' +
        '&afl=http%3A%2F%2Flocalhost%3A5173%2Fassignment%2Fdetails%2F102' +
        '&ifl=http%3A%2F%2Flocalhost%3A5173%2Fassignment%2Fdetails%2F102',
    },
  ])('builds the link of $name', ({ host, webLink, expected }) => {
    expect(shareLink({ host, webLink, app: APP })).toBe(expected);
  });

  it.each([
    ['a query and a fragment', 'https://app.eigo.example/course/details/x?a=1&b=2#top'],
    ['spaces and Japanese', 'https://app.eigo.example/course/details/英語 コース'],
    ['an encoded segment', 'https://app.eigo.example/course/details/a%2Fb'],
  ])('keeps a web link with %s whole, for the service to read back', (_name, webLink) => {
    const params = new URL(shareLink({ host: 'https://link.eigo.example/', webLink, app: APP }))
      .searchParams;
    expect(params.get('link')).toBe(webLink);
    expect(params.get('afl')).toBe(webLink);
    expect(params.get('ifl')).toBe(webLink);
    expect([...params.keys()]).toEqual(['link', 'apn', 'ibi', 'isi', 'afl', 'ifl']);
  });
});
