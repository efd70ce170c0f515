import { describe, expect, it } from 'vitest';
import { mediaUrlsOf } from './media-urls';

const BASE = 'http://localhost:4733/assignment/details/1';

describe('mediaUrlsOf', () => {
  it('finds every content sound and picture, both accents, absolute and each once', () => {
    const content = {
      course: { uuid: 'c', title: 'Course' },
      exercise: {
        pages: [
          {
            body: [
              {
                type: 'TYPING_PROBLEM',
                sentence: 'I like apples.',
                audio: { url: '/content/audio/a.mp3', britishUrl: '/content/audio/a-gb.mp3' },
              },
              { type: 'AUDIO', url: '/content/audio/a.mp3', britishUrl: null, autoplay: true },
            ],
            footer: [{ type: 'TEXT', problemUuid: 'p' }],
          },
          {
            body: [
              { type: 'PICTURE', options: [{ id: 'o1', imageUrl: '/content/images/apple.svg' }] },
              { type: 'CHAT_IMAGE', url: '/content/images/chat/cafe.svg', alt: '' },
              { type: 'SPEAKER', avatarUrl: '/content/images/avatar.svg' },
            ],
            footer: [],
          },
        ],
        practicePages: [],
      },
    };
    expect(mediaUrlsOf(content, BASE)).toEqual([
      'http://localhost:4733/content/audio/a.mp3',
      'http://localhost:4733/content/audio/a-gb.mp3',
      'http://localhost:4733/content/images/apple.svg',
      'http://localhost:4733/content/images/chat/cafe.svg',
      'http://localhost:4733/content/images/avatar.svg',
    ]);
  });

  it('leaves out what the service worker does not keep as content media', () => {
    const content = {
      links: [
        { url: '/api/v1/exercises/x/' },
        { url: 'mailto:someone@example.com' },
        { url: '' },
        { url: 'https://cdn.example.com/content/audio/b.mp3' },
        { title: '/content/audio/not-a-url-field.mp3' },
      ],
    };
    expect(mediaUrlsOf(content, BASE)).toEqual(['https://cdn.example.com/content/audio/b.mp3']);
  });

  it('finds nothing in content without media', () => {
    expect(mediaUrlsOf({ exercise: { pages: [] } }, BASE)).toEqual([]);
    expect(mediaUrlsOf(null, BASE)).toEqual([]);
  });
});
