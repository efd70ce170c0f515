import type { Language } from '../../lib/services/storage';
import type { LegalDocument, LegalDocumentKind } from './legal-document';

const loaders: Record<
  LegalDocumentKind,
  Record<Language, () => Promise<{ default: LegalDocument }>>
> = {
  terms: { ja: () => import('./ja/terms'), en: () => import('./en/terms') },
  privacy: { ja: () => import('./ja/privacy'), en: () => import('./en/privacy') },
};

export async function loadLegalDocument(
  kind: LegalDocumentKind,
  language: Language,
): Promise<LegalDocument> {
  return (await loaders[kind][language]()).default;
}
