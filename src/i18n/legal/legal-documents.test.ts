import { describe, expect, it } from 'vitest';
import { loadLegalDocument } from './load-legal-document';

describe('legal documents', () => {
  it.each([
    ['terms', 'ja', '2016年2月18日'],
    ['terms', 'en', '18 February 2016'],
    ['privacy', 'ja', '2016年2月18日'],
    ['privacy', 'en', '18 February 2016'],
  ] as const)('%s in %s has 22 articles, dated %s', async (kind, language, date) => {
    const document = await loadLegalDocument(kind, language);
    expect(document.established).toBe(date);
    expect(document.articles).toHaveLength(22);
    expect(new Set(document.articles.map((a) => a.heading)).size).toBe(22);
    for (const article of document.articles) {
      expect(article.paragraphs.length).toBeGreaterThan(0);
      expect(article.paragraphs.every((p) => p.trim().length > 20)).toBe(true);
    }
  });
});
